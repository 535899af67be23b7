// The GitHub workflow snippets in README.md and docs/*.md are copied by users: each must be
// a workflow GitHub accepts (`on`, every job with `runs-on` or a reusable `uses`, every step with
// exactly one of `uses` / `run`, `needs` naming jobs of the same workflow), and the stagegate
// steps in them may only pass inputs that action.yml declares. A deliberate fragment says so on its
// first line (`# Fragment: steps of a job …`) and must be a valid list of steps.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { REPO } from './validate-helpers.js';
import { ACTION_STATUS_SUMMARIES } from '../../src/action/report.js';
import { docBlocks, docFiles } from '../helpers/doc-blocks.js';

interface Block {
  /** `file:line` of the block's first YAML line. */
  where: string;
  text: string;
}

/** Every ```yaml block of a markdown file but docs/validation.md's catalog of codes (broken on purpose) and those marked as something else (<!-- fragment -->, …: docs-examples.test.ts). */
function yamlBlocks(file: string): Block[] {
  return docBlocks(REPO, file)
    .filter((b) => (b.lang === 'yaml' || b.lang === 'yml') && !b.catalog && b.mark === undefined)
    .map((b) => ({ where: b.where, text: b.text }));
}

const FRAGMENT = /^\s*# Fragment: steps of a job\b/;

/** A block that talks GitHub Actions: jobs, runs-on, uses, or a list of steps (a stagegate workflow file has none of these). */
function isGitHub(text: string): boolean {
  return /^\s*(jobs|runs-on):/m.test(text) || /^\s*(- )?uses:/m.test(text) || /^(\s*#.*\n)*\s*- /.test(text);
}

const actionInputs = Object.keys((parse(readFileSync(join(REPO, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> }).inputs);

/** The stagegate action, as the docs spell it: `<owner>/stagegate@…`, `<you>/stagegate@…` or a local checkout (`./`, `./.stagegate`). */
function isStagegate(uses: string): boolean {
  return /(^|\/)stagegate@/.test(uses) || /^\.\/(\.stagegate)?$/.test(uses);
}

const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What is wrong with one step (empty: nothing). */
function stepProblems(step: unknown, where: string): string[] {
  if (!isMap(step)) return [`${where}: a step must be a mapping`];
  const problems: string[] = [];
  const hasUses = typeof step.uses === 'string' && step.uses !== '';
  const hasRun = typeof step.run === 'string' && step.run !== '';
  if (hasUses === hasRun) problems.push(`${where}: a step needs exactly one of uses / run`);
  if (hasUses && isStagegate(step.uses as string) && step.with !== undefined) {
    if (!isMap(step.with)) problems.push(`${where}: with: must be a mapping`);
    else for (const key of Object.keys(step.with)) if (!actionInputs.includes(key)) problems.push(`${where}: '${key}' is not an input of action.yml`);
  }
  return problems;
}

function stepsProblems(steps: unknown, where: string): string[] {
  if (!Array.isArray(steps) || steps.length === 0) return [`${where}: steps must be a non-empty list`];
  return steps.flatMap((step, i) => stepProblems(step, `${where} step ${i + 1}`));
}

/** What is wrong with one complete workflow (empty: nothing). */
function workflowProblems(doc: Record<string, unknown>, where: string): string[] {
  const problems: string[] = [];
  if (doc.on === undefined || doc.on === null) problems.push(`${where}: no 'on:' (GitHub refuses a workflow without triggers)`);
  const jobs = doc.jobs;
  if (!isMap(jobs) || Object.keys(jobs).length === 0) return [...problems, `${where}: jobs must be a non-empty mapping`];
  for (const [id, job] of Object.entries(jobs)) {
    const at = `${where} job '${id}'`;
    if (!isMap(job)) {
      problems.push(`${at}: must be a mapping`);
      continue;
    }
    if (typeof job.uses === 'string') continue; // a reusable workflow call: no runs-on, no steps
    if (job['runs-on'] === undefined) problems.push(`${at}: no runs-on`);
    problems.push(...stepsProblems(job.steps, at));
    const needs = job.needs === undefined ? [] : Array.isArray(job.needs) ? job.needs : [job.needs];
    for (const need of needs) if (typeof need !== 'string' || !(need in jobs)) problems.push(`${at}: needs '${String(need)}', which is no job of this workflow`);
  }
  return problems;
}

/** What is wrong with one markdown yaml block that talks GitHub Actions. */
function blockProblems(block: Block): string[] {
  const parsed = parseDocument(block.text);
  if (parsed.errors.length > 0) return [`${block.where}: not valid YAML: ${parsed.errors[0]!.message}`];
  const doc: unknown = parsed.toJS();
  if (FRAGMENT.test(block.text)) return stepsProblems(doc, block.where);
  if (isMap(doc) && 'jobs' in doc) return workflowProblems(doc, block.where);
  return [`${block.where}: a GitHub workflow snippet that is not a whole workflow (no top-level jobs:); make it one, or start it with '# Fragment: steps of a job'`];
}

const blocks = docFiles(REPO).flatMap(yamlBlocks).filter((b) => isGitHub(b.text));

describe('GitHub workflow snippets in README.md and docs/*.md', () => {
  it('finds the snippets (so the checks below check something)', () => {
    const where = blocks.map((b) => b.where);
    expect(where.filter((w) => w.startsWith('README.md')).length).toBeGreaterThanOrEqual(1);
    expect(where.filter((w) => w.startsWith('docs/action.md')).length).toBeGreaterThanOrEqual(12);
    // The recipe per agent CLI (installing it, its secret, codex's sandbox).
    expect(where.filter((w) => w.startsWith('docs/agents.md')).length).toBeGreaterThanOrEqual(2);
    expect(blocks.filter((b) => FRAGMENT.test(b.text)).length).toBeGreaterThanOrEqual(1);
    // Beyond those three: the CI recipe of validation.md, the settings of security.md.
    expect(where.filter((w) => w.startsWith('docs/validation.md') || w.startsWith('docs/security.md')).length).toBeGreaterThanOrEqual(2);
  });

  it('are whole workflows GitHub accepts, or declared fragments that are valid steps', () => {
    expect(blocks.flatMap(blockProblems)).toEqual([]);
  });

  it("read only outputs action.yml declares from a stagegate step (steps.<id>.outputs.<name>)", () => {
    const outputs = Object.keys((parse(readFileSync(join(REPO, 'action.yml'), 'utf8')) as { outputs: Record<string, unknown> }).outputs);
    let read = 0;
    for (const b of blocks) {
      const doc: unknown = parse(b.text);
      const steps = Array.isArray(doc) ? doc : isMap(doc) && isMap(doc.jobs) ? Object.values(doc.jobs).flatMap((job) => (isMap(job) && Array.isArray(job.steps) ? job.steps : [])) : [];
      const ids = new Set(steps.filter((s) => isMap(s) && typeof s.uses === 'string' && isStagegate(s.uses) && typeof s.id === 'string').map((s) => (s as { id: string }).id));
      for (const m of b.text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
        if (!ids.has(m[1]!)) continue;
        read++;
        expect(outputs, `${b.where}: ${m[0]}`).toContain(m[2]);
      }
    }
    expect(read).toBeGreaterThanOrEqual(10);
  });

  it('pass the stagegate action only inputs action.yml declares', () => {
    const steps = blocks.flatMap((b): unknown[] => {
      const doc: unknown = parse(b.text);
      if (Array.isArray(doc)) return doc;
      return isMap(doc) && isMap(doc.jobs) ? Object.values(doc.jobs).flatMap((job) => (isMap(job) && Array.isArray(job.steps) ? job.steps : [])) : [];
    });
    const stagegate = steps.filter((s) => isMap(s) && typeof s.uses === 'string' && isStagegate(s.uses));
    expect(stagegate.length).toBeGreaterThanOrEqual(15);
    for (const s of stagegate) expect(actionInputs, JSON.stringify(s)).toEqual(expect.arrayContaining(Object.keys(isMap(s) && isMap(s.with) ? s.with : {})));
  });

  it('name the stagegate action as the release to come (@v1) or a checkout, and actions/checkout at one version', () => {
    const uses = blocks.flatMap((b) => [...b.text.matchAll(/^\s*(?:- )?uses:\s*(\S+)/gm)].map((m) => ({ where: b.where, uses: m[1]! })));
    const stagegate = uses.filter((u) => isStagegate(u.uses));
    expect(stagegate.length).toBeGreaterThanOrEqual(15);
    // A copied @v0 (or another tag) names a release that will not exist; the README says which forms resolve.
    for (const u of stagegate) expect(u.uses, u.where).toMatch(/^(<owner>\/stagegate@v1|<you>\/stagegate@<[^>]+>|\.\/(\.stagegate)?)$/);
    const checkout = uses.filter((u) => u.uses.startsWith('actions/checkout@'));
    expect(checkout.length).toBeGreaterThanOrEqual(10);
    for (const u of checkout) expect(u.uses, u.where).toMatch(/^actions\/checkout@(v6|<[^>]+>)$/);
  });

  it('a workflow_dispatch job resuming another workflow run checks out the commit it continues and passes it as sha', () => {
    // A dispatch checks out the default branch: the run's verdicts were made at another commit (a
    // pull request's head), so the resume stops STALE_ARTIFACT_REJECTED before the answer or decision counts.
    let found = 0;
    for (const b of blocks) {
      const doc: unknown = parse(b.text);
      if (!isMap(doc) || !isMap(doc.on) || !('workflow_dispatch' in doc.on) || !isMap(doc.jobs)) continue;
      for (const [id, job] of Object.entries(doc.jobs)) {
        const steps = isMap(job) && Array.isArray(job.steps) ? job.steps.filter(isMap) : [];
        const sg = steps.find((s) => typeof s.uses === 'string' && isStagegate(s.uses) && isMap(s.with) && s.with['resume-from-run-id'] !== undefined);
        if (sg === undefined) continue;
        found++;
        const checkout = steps.find((s) => typeof s.uses === 'string' && s.uses.startsWith('actions/checkout@'));
        expect(isMap(checkout?.with) && checkout.with['ref'] !== undefined, `${b.where} job '${id}': checkout without ref:`).toBe(true);
        expect((sg.with as Record<string, unknown>)['sha'], `${b.where} job '${id}': no sha:`).toBeDefined();
      }
    }
    expect(found).toBeGreaterThanOrEqual(2);
  });

  it('catches what a copied snippet gets wrong', () => {
    const whole = (text: string) => blockProblems({ where: 'x.md:1', text });
    const step = '      - uses: actions/checkout@v6\n';
    expect(whole(`jobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n${step}`)).toEqual([expect.stringContaining("no 'on:'")]);
    expect(whole(`on: push\njobs:\n  a:\n    steps:\n${step}`)).toEqual([expect.stringContaining('no runs-on')]);
    expect(whole(`on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    needs: plan\n    steps:\n${step}`)).toEqual([expect.stringContaining("needs 'plan'")]);
    expect(whole(`on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - name: nothing to do\n`)).toEqual([expect.stringContaining('exactly one of uses / run')]);
    expect(whole(`on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: <owner>/stagegate@v1\n        with: { workflow: wf.yaml, run_id: r1 }\n`)).toEqual([expect.stringContaining("'run_id' is not an input")]);
    expect(whole(`${step}  shard:\n    needs: plan\n`)).toEqual([expect.stringContaining('not valid YAML')]);
    expect(whole(step)).toEqual([expect.stringContaining('not a whole workflow')]);
    expect(whole(`      # Fragment: steps of a job.\n${step}`)).toEqual([]);
    expect(whole(`on: push\njobs:\n  a:\n    uses: ./.github/workflows/reusable.yml\n`)).toEqual([]);
  });
});

describe("this repository's .github/workflows, which docs/action.md offers as runnable recipes", () => {
  it('say how to use the action when copied elsewhere, where `uses: ./` is the copying repository', () => {
    const dir = join(REPO, '.github/workflows');
    const local = readdirSync(dir).filter((f) => f.endsWith('.yml') && /^\s*(- )?uses: \.\/\s*$/m.test(readFileSync(join(dir, f), 'utf8')));
    expect(local.length).toBeGreaterThanOrEqual(4);
    for (const f of local) expect(readFileSync(join(dir, f), 'utf8'), f).toContain('uses: <you>/stagegate@<40-hex commit sha>');
  });
});

describe("docs/action.md's Inputs and Outputs tables", () => {
  const text = readFileSync(join(REPO, 'docs/action.md'), 'utf8');
  const action = parse(readFileSync(join(REPO, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: unknown }>; outputs: Record<string, unknown> };
  /** The rows of the table under a `## ` heading: first cell (the name in backticks) to second. */
  const rows = (heading: string): Map<string, string> => {
    const start = text.indexOf(`\n## ${heading}\n`);
    const section = text.slice(start, text.indexOf('\n## ', start + 1));
    return new Map([...section.matchAll(/^\| `([a-z-]+)` \| ([^|]*) \|/gm)].map((m) => [m[1]!, m[2]!.trim()]));
  };

  it('list every input of action.yml, by its exact name, with its default as action.yml gives it', () => {
    const inputs = rows('Inputs');
    expect([...inputs.keys()].sort()).toEqual(Object.keys(action.inputs).sort());
    for (const [name, spec] of Object.entries(action.inputs)) {
      const shown = inputs.get(name)!;
      if (spec.default === undefined) expect(shown, name).toMatch(/required/);
      else expect(shown.replace(/^`'?|'?`$/g, ''), name).toBe(String(spec.default));
    }
  });

  it('list every output of action.yml, by its exact name', () => {
    expect([...rows('Outputs').keys()].sort()).toEqual(Object.keys(action.outputs).sort());
  });
});

describe('the statuses of the action itself', () => {
  it('docs/action.md explains each one the banner explains, and action.yml lists them', () => {
    const text = readFileSync(join(REPO, 'docs/action.md'), 'utf8');
    const section = text.slice(text.indexOf('### Statuses of the action itself'), text.indexOf('## Gating and check runs'));
    const documented = [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]);
    expect(documented).toEqual(Object.keys(ACTION_STATUS_SUMMARIES));
    const description = (parse(readFileSync(join(REPO, 'action.yml'), 'utf8')) as { outputs: Record<string, { description: string }> }).outputs['status']!.description;
    for (const code of documented) expect(description, code).toContain(code!);
  });
});

describe("action.yml's status output", () => {
  it('names every status docs/action.md lists for it, and what plan reports', () => {
    const row = readFileSync(join(REPO, 'docs/action.md'), 'utf8').split('\n').find((l) => l.startsWith('| `status` |'));
    expect(row).toBeDefined();
    const description = (parse(readFileSync(join(REPO, 'action.yml'), 'utf8')) as { outputs: Record<string, { description: string }> }).outputs['status']!.description;
    const codes = (text: string): string[] => [...new Set(text.match(/\b[A-Z][A-Z_]{3,}\b/g) ?? [])];
    expect(codes(row!).filter((c) => !description.includes(c))).toEqual([]);
    expect(description).toMatch(/plan: PLAN, or the stop code a run with these inputs would stop with/);
  });
});
