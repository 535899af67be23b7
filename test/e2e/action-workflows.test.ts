// The example GitHub workflows: least privilege, only inputs/outputs the action declares, and no
// expression spliced into a shell script (values reach scripts through env:).
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readActionYaml } from '../helpers/action-harness.js';
import { WORKFLOWS_DIR, loadGhWorkflow } from '../helpers/github-workflow.js';

const dir = WORKFLOWS_DIR;
const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
const action = readActionYaml();

const load = loadGhWorkflow;

describe('.github/workflows', () => {
  it('has the validate, pipeline and self-test workflows', () => {
    expect(files).toEqual(expect.arrayContaining(['validate.yml', 'pipeline.yml', 'self-test.yml']));
  });

  for (const file of files) {
    describe(file, () => {
      const wf = load(file);
      it('grants nothing at the top and declares permissions per job', () => {
        expect(wf.permissions).toEqual({});
        for (const [name, job] of Object.entries(wf.jobs)) {
          expect(job.permissions, `${file}: job ${name}`).toBeTypeOf('object');
          expect(Object.values(job.permissions as Record<string, string>).every((v) => v === 'read' || v === 'write' || v === 'none')).toBe(true);
          expect((job.permissions as Record<string, string>)['contents'], `${file}: job ${name}`).not.toBe('write');
        }
      });

      it('uses only declared inputs and outputs of the action, with checks: write where check-name is set', () => {
        for (const [name, job] of Object.entries(wf.jobs)) {
          const ids = new Set(job.steps.filter((s) => s.uses === './').map((s) => s.id).filter(Boolean));
          for (const step of job.steps) {
            if (step.uses !== './') continue;
            for (const key of Object.keys(step.with ?? {})) expect(action.inputs, `${file}: ${name}: with.${key}`).toHaveProperty([key]);
            if (step.with?.['check-name']) expect((job.permissions as Record<string, string>)['checks'], `${file}: ${name}`).toBe('write');
            if (step.with?.['resume-from-run-id']) expect((job.permissions as Record<string, string>)['actions'], `${file}: ${name}`).toBe('read');
          }
          const text = JSON.stringify(job);
          for (const m of text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
            if (ids.has(m[1]!)) expect(action.outputs, `${file}: ${name}: ${m[0]}`).toHaveProperty([m[2]!]);
          }
        }
      });

      it('never splices an expression into a run: script, and checks out without persisted credentials', () => {
        for (const job of Object.values(wf.jobs)) {
          for (const step of job.steps) {
            if (step.run !== undefined) expect(step.run).not.toContain('${{');
            if (step.uses?.startsWith('actions/checkout@')) {
              expect(step.uses).toMatch(/@[0-9a-f]{40}\b/);
              expect(step.with?.['persist-credentials']).toBe(false);
            }
          }
        }
        // Pinned to a commit of the current major (v6: node24), the version in a comment.
        for (const line of readFileSync(join(dir, file), 'utf8').split('\n').filter((l) => l.includes('actions/checkout@'))) {
          expect(line, file).toMatch(/actions\/checkout@[0-9a-f]{40} # v6\.\d+\.\d+$/);
        }
      });
    });
  }

  it("a job that goes on after a failed need is skipped when the workflow run is cancelled: !cancelled(), never always()", () => {
    // GitHub starts a job whose if: holds always() even after the workflow run was cancelled (a new
    // push with concurrency cancel-in-progress, or the Cancel button): fan-out.yml's merge job
    // would merge, run the remaining stages and publish its check on a superseded commit.
    for (const file of files) {
      for (const [name, job] of Object.entries(load(file).jobs)) {
        const condition = (job as { if?: unknown }).if;
        if (typeof condition !== 'string') continue;
        expect(condition, `${file}: job ${name}`).not.toMatch(/\balways\(\)/);
      }
    }
    expect((load('fan-out.yml').jobs['merge'] as { if?: unknown }).if).toMatch(/!cancelled\(\)/);
  });

  it('validate.yml validates workflows/ on every pull request with the action (no path filter)', () => {
    const wf = load('validate.yml');
    expect(Object.keys(wf.on as object)).toContain('pull_request');
    const on = wf.on as Record<string, Record<string, unknown> | null>;
    expect(on['pull_request']?.['paths-ignore']).toBeUndefined();
    expect(on['pull_request']?.['paths']).toBeUndefined();
    const step = Object.values(wf.jobs).flatMap((j) => j.steps).find((s) => s.uses === './');
    expect(step?.with).toMatchObject({ command: 'validate', workflow: 'workflows' });
  });

  it('pipeline.yml stops in job 1 and resumes in job 2 with a check', () => {
    const wf = load('pipeline.yml');
    const [first, second] = Object.entries(wf.jobs);
    const stop = first![1].steps.find((s) => s.uses === './')!;
    const resume = second![1].steps.find((s) => s.uses === './')!;
    expect(stop.with?.['stop-after-step']).toBeTruthy();
    expect(second![1].needs).toBe(first![0]);
    expect(resume.with?.['stop-after-step']).toBeUndefined();
    expect(resume.with?.['run-id']).toContain(`needs.${first![0]}.outputs.run-id`);
    expect(resume.with?.['check-name']).toBeTruthy();
    expect(stop.with?.['check-name']).toBe(resume.with?.['check-name']);
  });
});
