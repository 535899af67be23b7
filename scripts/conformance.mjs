#!/usr/bin/env node
// Conformance over other runners' files: run stagegate over folders of aiox, maestro-flow and CCW
// workflow files "from the wild" and print, per format, how many files there are, how many load,
// how many validate without errors, and how many run end to end with the deterministic fake agent.
//
//   node scripts/conformance.mjs <project dir>... [--json] [--details] [--cli PATH] [--agent PATH]
//
// Each folder is a workspace root (the files' own project: aiox personas under .aiox-core/, maestro
// graphs under chains/). The files are the ones the CLI finds there (`stagegate validate <folder>
// --json`, docs/formats.md "Detection": the script keeps no detector of its own), and a file's
// format is the one `stagegate convert` names in its header (native files are left out). A file
// the CLI lists but cannot load at all has no header: it counts for the format whose importer
// codes its findings carry, else it is listed apart as unrecognised.
// "load" = `stagegate convert` translated it into the native model; "validate clean" =
// `stagegate validate` found no error; "ran end to end" = a fresh copy of the folder, `stagegate run`
// with the fake agent (test/fixtures/fake-agent.cjs) answering every step in the step's own result
// contract, reached the end the workflow declares (WORKFLOW_COMPLETE, or a pause the workflow itself
// routes to), approving every approval step on the way as a person would.
//
// The fake agent is driven by a scenario (FAKE_AGENT_SCENARIO) built from the translated workflow:
// for each decision, the first branch that moves forward (to a later step or DONE) is the one the
// answers satisfy, the way a run without findings goes. Required inputs get sample values
// (a file for path inputs). Nothing here is specific to one file.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const CLI = resolve(flag('--cli') ?? join(REPO, 'dist', 'cli', 'index.js'));
const AGENT = resolve(flag('--agent') ?? join(REPO, 'test', 'fixtures', 'fake-agent.cjs'));
const json = args.includes('--json');
const details = args.includes('--details');
const roots = args.filter((a) => !a.startsWith('--')).map((a) => resolve(a));
if (roots.length === 0) {
  console.error('usage: node scripts/conformance.mjs <project dir>... [--json] [--details] [--cli PATH] [--agent PATH]');
  process.exit(2);
}
if (!existsSync(CLI)) {
  console.error(`stagegate CLI not found at ${CLI}: run npm run bundle first`);
  process.exit(2);
}

const FORMATS = ['maestro', 'aiox', 'ccw'];
/** The prefix of the codes each format's importer reports (src/core/formats/<format>/codes.ts). */
const CODE_PREFIX = { maestro: 'MAESTRO_', aiox: 'AIOX_', ccw: 'CCW_' };

function cli(cwd, argv, env = {}) {
  const r = spawnSync(process.execPath, [CLI, ...argv], { cwd, encoding: 'utf8', timeout: 300_000, env: { ...process.env, NO_COLOR: '1', ...env } });
  return { code: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

/** `stagegate convert`: the format it recognised and the translated native document. */
function convert(root, file) {
  const r = cli(root, ['convert', file]);
  const head = /^# Converted by stagegate from .* \(([a-z]+|already native 4\.0)\)\.$/m.exec(r.stdout);
  // A native file with errors is not printed (nothing was translated): convert says so on stderr.
  if (!head) return /is a native 4\.0 workflow already/.test(r.stderr) ? { format: 'native' } : undefined;
  return { format: head[1] === 'already native 4.0' ? 'native' : head[1], data: parse(r.stdout) };
}

// ---------------------------------------------------------------------------------------------
// Answers: what the fake agent says for each step, so that a run takes the forward path.

const ATOM = /(!?\(?)steps\.([A-Za-z0-9_]+)\.gate\.([A-Za-z0-9_-]+)\s*(==|!=|>=|<=|>|<)\s*('(?:[^']|'')*'|-?\d+(?:\.\d+)?|true|false|null)/g;

function valueFor(op, lit) {
  if (lit === 'true' || lit === 'false') return lit === 'true';
  if (lit === 'null') return undefined;
  if (lit.startsWith("'")) return lit.slice(1, -1).replace(/''/g, "'");
  const n = Number(lit);
  return op === '>' ? n + 1 : op === '<' ? n - 1 : n;
}

/** Every target a step can go to (statuses, decisions, failure and skip routes, approvals). */
function targetsOf(step) {
  const out = [];
  const add = (v) => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') for (const x of Object.values(v)) add(x);
  };
  add(step.statuses);
  for (const b of step.decide ?? []) add(b.to ?? b.else);
  add(step.on_failure);
  add(step.on_skip);
  add(step.on_approve);
  add(step.on_complete);
  return out;
}

/** Steps away from the end: DONE is 0, a hand-off step (a pause the workflow declares) 0.5. */
function distances(data) {
  const steps = data.steps ?? {};
  const dist = new Map([['DONE', 0]]);
  for (const [id, step] of Object.entries(steps)) if (step.instruction !== undefined) dist.set(id, 0.5);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [id, step] of Object.entries(steps)) {
      const best = Math.min(...targetsOf(step).map((t) => (dist.has(t) ? dist.get(t) + 1 : Infinity)));
      if (best < (dist.get(id) ?? Infinity)) {
        dist.set(id, best);
        changed = true;
      }
    }
  }
  return dist;
}

/** Fields each step must report so that every decision takes its branch nearest to the end. */
function forwardAnswers(data, answers) {
  const dist = distances(data);
  const far = (to) => dist.get(to) ?? Infinity;
  for (const [, step] of Object.entries(data.steps ?? {})) {
    if (Array.isArray(step.decide)) {
      let branch;
      for (const b of step.decide) if (branch === undefined || far(b.to ?? b.else) < far(branch.to ?? branch.else)) branch = b;
      if (!branch || branch.if === undefined) continue;
      for (const m of branch.if.matchAll(ATOM)) {
        const [, neg, sid, key, op, lit] = m;
        if (op === '!=') continue;
        let v = valueFor(op, lit);
        if (v === undefined) continue;
        if (neg.startsWith('!') && typeof v === 'boolean') v = !v;
        answers[sid] ??= { fields: {} };
        answers[sid].fields[key] ??= v;
      }
    }
  }
}

function contractOf(step) {
  if (step.result_contract === 'aiox_step_output') return 'aiox';
  if (step.result_contract === 'maestro_coordinate') return 'maestro';
  return undefined;
}

/** Keys the step's own prompt asks it to report (a value the run reads later), with a sample value. */
function asked(step) {
  const text = typeof step.inline_instruction === 'string' ? step.inline_instruction : '';
  const out = {};
  const also = /also report: ([A-Z0-9_, -]+)\./.exec(text);
  for (const k of also ? also[1].split(',').map((x) => x.trim().toLowerCase()) : []) if (k) out[k] = 'conformance';
  for (const m of text.matchAll(/^ {2}([A-Za-z_][A-Za-z0-9_.-]*): <value>/gm)) out[m[1]] = 'conformance';
  return out;
}

/** Scenario entries for one translated workflow (and the child workflows it names). */
function scenarioFor(root, file, data, scenario, seen = new Set()) {
  if (seen.has(file)) return;
  seen.add(file);
  const answers = {};
  forwardAnswers(data, answers);
  const dist = distances(data);
  const entryFor = (id, step) => {
    const contract = contractOf(step);
    if (contract === undefined) return undefined;
    const fields = { ...asked(step), ...(answers[id]?.fields ?? {}) };
    if (contract === 'aiox') {
      const lines = ['Done with ${STAGEGATE_STEP}.', '```yaml', 'step_output:', '  status: completed'];
      for (const [k, v] of Object.entries(fields)) lines.push(`  ${k}: ${JSON.stringify(v)}`);
      lines.push('  outputs: {}', '```');
      return { usage: false, stdout: lines.join('\n') };
    }
    // maestro: SUCCESS, or the forward label of an llm decision.
    const statuses = Object.entries(step.statuses ?? {}).filter(([s]) => s !== 'FAILURE');
    statuses.sort((a, b) => (dist.get(a[1]) ?? Infinity) - (dist.get(b[1]) ?? Infinity));
    const status = 'SUCCESS' in (step.statuses ?? {}) ? 'SUCCESS' : (statuses[0]?.[0] ?? 'SUCCESS');
    const base = { ...asked(step), verification_status: 'passed', review_verdict: 'PASS', uat_status: 'passed', ...(answers[id]?.fields ?? {}) };
    const lines = ['Done with ${STAGEGATE_STEP}.', '--- COORDINATE RESULT ---', `STATUS: ${status}`];
    for (const [k, v] of Object.entries(base)) lines.push(`${k.toUpperCase()}: ${v}`);
    lines.push('SUMMARY: done by the conformance fake agent');
    return { usage: false, stdout: lines.join('\n') };
  };
  for (const [id, step] of Object.entries(data.steps ?? {})) {
    const own = entryFor(id, step);
    if (own) scenario.steps[id] ??= [own];
    for (const [bid, branch] of Object.entries(step.parallel?.branches ?? {})) {
      const e = entryFor(bid, branch);
      if (e) scenario.steps[bid] ??= [e];
    }
    if (typeof step.child_workflow === 'string') {
      const child = convert(root, step.child_workflow);
      if (child) scenarioFor(root, step.child_workflow, child.data, scenario, seen);
    }
  }
}

/** Sample values for the inputs a run requires. */
function inputTokens(ws, data) {
  const tokens = [];
  const types = data.inputs?.types ?? {};
  for (const name of data.inputs?.required ?? []) {
    if (name === 'run_id') continue;
    const type = types[name];
    // The names a run checks as files (src/core/model/invocation.ts): a required story_file bound
    // to a word stops the run with REQUIRED_INPUT_ARTIFACT_MISSING before anything runs.
    if (type === 'path' || /_(path|artifact|file|manifest|state)$/.test(name)) {
      writeFileSync(join(ws, 'conformance-input.md'), '# input for the conformance run\n');
      tokens.push(`${name}=conformance-input.md`);
    } else tokens.push(`${name}=${type === 'number' ? '1' : type === 'boolean' ? 'true' : 'conformance'}`);
  }
  // The answers a person gives the steps that ask for one (an aiox elicit step's `asks`): given up front.
  for (const step of Object.values(data.steps ?? {})) {
    for (const name of step?.asks ?? []) if (!tokens.some((t) => t.startsWith(`${name}=`))) tokens.push(`${name}=conformance`);
  }
  return tokens;
}

function runEndToEnd(root, file, data) {
  const ws = mkdtempSync(join(tmpdir(), 'stagegate-conformance-'));
  try {
    cpSync(root, ws, { recursive: true, filter: (src) => !/[\\/](\.git|node_modules|\.stagegate)$/.test(src) });
    spawnSync('git', ['init', '-q'], { cwd: ws });
    const scenario = { steps: {}, default: { usage: false } };
    scenarioFor(ws, file, data, scenario);
    const scenarioFile = join(ws, '.conformance-scenario.json');
    writeFileSync(scenarioFile, JSON.stringify(scenario));
    const env = { FAKE_AGENT_SCENARIO: scenarioFile, FAKE_AGENT_FORMAT: 'none' };
    const runArgs = ['run', file, '--run-id', 'conformance', '--json', '--agent', 'command', '--agent-command', AGENT, ...inputTokens(ws, data)];
    let out;
    for (let round = 0; round < 8; round++) {
      const r = cli(ws, runArgs, env);
      try {
        out = JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}');
      } catch {
        return { ok: false, status: `no JSON (exit ${r.code}): ${(r.stderr || r.stdout).trim().split('\n').slice(-1)[0] ?? ''}` };
      }
      // A person approves what the workflow asks a person to approve, then the run goes on.
      const waiting = out.status === 'PARTIAL_RESUMABLE' && /approv/i.test(JSON.stringify(out));
      if (!waiting) break;
      const a = cli(ws, ['approve', file, '--run-id', 'conformance', '--by', 'conformance'], env);
      if (a.code !== 0) return { ok: false, status: `approve failed: ${a.stderr.trim()}` };
    }
    const ok = out.status === 'WORKFLOW_COMPLETE' || out.status === 'WORKFLOW_PAUSED';
    return { ok, status: out.status, message: ok ? undefined : out.message };
  } finally {
    rmSync(ws, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------

/** The workflow files the CLI finds under a folder: `stagegate validate <folder>`'s own walk and detection. */
function workflowFiles(root) {
  const v = cli(root, ['validate', '.', '--json']);
  try {
    return JSON.parse(v.stdout).files;
  } catch {
    console.error(`stagegate validate printed no JSON for ${root} (exit ${v.code}): ${v.stderr.trim().split('\n').slice(-1)[0] ?? ''}`);
    process.exit(2);
  }
}

const results = [];
/** Files the CLI lists as workflows that do not load and carry no importer's code: format unknown. */
const unrecognised = [];
for (const root of roots) {
  if (!statSync(root).isDirectory()) {
    console.error(`not a folder: ${root}`);
    process.exit(2);
  }
  for (const file of workflowFiles(root)) {
    const conversion = convert(root, file);
    if (conversion?.format === 'native') continue;
    const v = cli(root, ['validate', file, '--json']);
    let errors;
    let warnings = [];
    try {
      const report = JSON.parse(v.stdout);
      errors = report.errors.map((d) => `${d.code}@${d.line}`);
      warnings = report.warnings.map((d) => `${d.code}@${d.line}`);
    } catch {
      errors = [`validate printed no JSON (exit ${v.code})`];
    }
    const format = conversion?.format ?? FORMATS.find((f) => [...errors, ...warnings].some((c) => c.startsWith(CODE_PREFIX[f])));
    if (format === undefined) {
      unrecognised.push({ root, file, errors });
      if (!json) process.stderr.write(`?        ${file}  not loaded, format unknown: errors ${errors.join(', ')}\n`);
      continue;
    }
    const result = { root, file, format, load: conversion !== undefined, errors, warnings, run: undefined };
    if (result.load && result.errors.length === 0) result.run = runEndToEnd(root, file, conversion.data);
    results.push(result);
    if (!json) process.stderr.write(`${format.padEnd(8)} ${file}  load:${result.load ? 'yes' : 'no'} errors:${result.errors.length} warnings:${result.warnings.length}${result.run ? ` run:${result.run.status}` : ''}\n`);
  }
}

const table = FORMATS.map((format) => {
  const rs = results.filter((r) => r.format === format);
  const clean = rs.filter((r) => r.load && r.errors.length === 0);
  const runnable = clean;
  return {
    format,
    files: rs.length,
    load: rs.filter((r) => r.load).length,
    validate_clean: clean.length,
    with_warnings: clean.filter((r) => r.warnings.length > 0).length,
    strict_clean: clean.filter((r) => r.warnings.length === 0).length,
    runnable: runnable.length,
    ran: runnable.filter((r) => r.run?.ok).length,
  };
}).filter((t) => t.files > 0);

if (json) {
  const rel = ({ root, ...r }) => ({ ...r, root: relative(process.cwd(), root) || '.' });
  console.log(JSON.stringify({ table, files: results.map(rel), unrecognised: unrecognised.map(rel) }));
} else {
  console.log('| format | real files | load | validate clean | ran end to end |');
  console.log('|---|---|---|---|---|');
  for (const t of table) {
    console.log(`| ${t.format} | ${t.files} | ${t.load} | ${t.validate_clean} (${t.with_warnings} with warnings; ${t.strict_clean} clean with --strict) | ${t.ran} of ${t.runnable} |`);
  }
  for (const u of unrecognised) console.log(`not loaded, format unknown: ${relative(process.cwd(), join(u.root, u.file))} (${[...new Set(u.errors.map((c) => c.split('@')[0]))].join(', ')})`);
  if (details) {
    console.log('');
    for (const r of results) {
      const codes = (list) => [...new Set(list.map((c) => c.split('@')[0]))].join(', ');
      console.log(`${r.format}\t${relative(process.cwd(), join(r.root, r.file))}\tload=${r.load}\terrors=[${codes(r.errors)}]\twarnings=[${codes(r.warnings)}]\trun=${r.run ? `${r.run.status}${r.run.message ? ` (${r.run.message})` : ''}` : '-'}`);
    }
  }
}
process.exitCode = results.every((r) => r.load) ? 0 : 1;
