/**
 * Fan-out in legs through the action (in-process: action-harness.ts) against the fake artifact
 * service: `command: shards` with `legs:` deals the keys into legs (the matrix output is an array
 * of key arrays); a leg (`shard: ${{ toJSON(matrix.shard) }}`, a JSON array, pretty-printed as
 * GitHub renders it) runs its keys one after another and uploads each as its own artifact, named
 * as a one-key leg names it, so `command: merge` takes them unchanged. A key that fails does not
 * stop its leg; a re-run of the leg skips the keys the merge took meanwhile. Input errors of
 * `legs` and `shard` fail the step with ACTION_INPUT_INVALID.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useFakeGitHub } from '../helpers/fake-artifacts.js';
import { fanOutCheckout, runActionStep, type ActionResult } from '../helpers/action-harness.js';
import { CAMPAIGN } from '../tiers.js';

const gh = useFakeGitHub();
const WF = 'workflows/examples/fan-out/workflow.yaml';
const ASSESS = 'workflows/examples/fan-out/scripts/assess.sh';
const SHARD_NAME = /^stagegate-fan-out-r1-[0-9a-f]{12}-shard-[0-9a-f]{8}-(C-0\d)-a(\d)-1$/;

const checkout = (): string => fanOutCheckout('sg-legs-');

interface JobOptions {
  run: string;
  attempt?: string;
  /** Make the assessment of this component fail in this job's checkout (its stage exits 3). */
  failing?: string;
}

async function job(name: string, inputs: Record<string, string>, o: JobOptions): Promise<ActionResult & { workspace: string }> {
  const workspace = checkout();
  if (o.failing) {
    const script = join(workspace, ASSESS);
    writeFileSync(script, readFileSync(script, 'utf8').replace('component=$2\n', `component=$2\nif [ "$id" = ${o.failing} ]; then echo "assessment of $id broke" >&2; exit 3; fi\n`));
  }
  const attempt = o.attempt ?? '1';
  const r = await runActionStep({
    workspace,
    inputs: { workflow: WF, 'run-id': 'r1', ...inputs },
    runId: o.run,
    job: name,
    attempt,
    token: 'ghs_job_token',
    env: gh.fake.env({ workflowRunId: o.run, jobId: `${name}-${(inputs['shard'] ?? '').replace(/\W+/g, '')}-${attempt}`, attempt }),
  });
  return { ...r, workspace };
}

/** What `${{ toJSON(matrix.shard) }}` renders for a leg: pretty-printed, two-space indent, over several lines. */
const toJSON = (leg: string[]): string => JSON.stringify(leg, null, 2);
const legsOf = (r: ActionResult): string[][] => JSON.parse(r.outputs['matrix']!) as string[][];
const keyOf = (artifact: string): string => SHARD_NAME.exec(artifact)?.[1] ?? `not a shard artifact: ${artifact}`;

describe('fan-out in legs (the Action)', () => {
  it('plan -> shards with legs: 2 -> two legs, one running two keys from a JSON array -> merge takes every shard artifact and the run continues', { tags: [CAMPAIGN] }, async () => {
    const run = '4101';
    const plan = await job('plan', { 'stop-after-step': 'inventory' }, { run });
    expect(plan.exitCode, plan.stdout + plan.stderr).toBe(0);

    const shards = await job('shards', { command: 'shards', legs: '2' }, { run });
    expect(shards.exitCode, shards.stdout + shards.stderr).toBe(0);
    // The ready keys in order, dealt into two legs, the larger first; C-04 waits for C-02.
    expect(legsOf(shards)).toEqual([['C-01', 'C-02'], ['C-03']]);
    expect(shards.outputs['step']).toBe('assess_components');
    expect(shards.summary).toContain('3 shards can run now in 2 legs');
    expect(shards.summary).toContain('- leg 1: <code>C-01</code> <code>C-02</code>\n- leg 2: <code>C-03</code>');

    // Leg 1: two keys, one after another, each uploaded as an artifact of its own.
    const leg1 = await job('shard', { shard: toJSON(['C-01', 'C-02']) }, { run });
    expect(leg1.exitCode, leg1.stdout + leg1.stderr).toBe(0);
    expect(leg1.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', complete: 'true', 'run-id': 'r1', 'stages-run': '2' });
    const leg1Names = leg1.outputs['artifact-name']!.split('\n');
    expect(leg1Names.map(keyOf)).toEqual(['C-01', 'C-02']);
    expect(gh.fake.artifacts(run).map((a) => a.name).filter((n) => SHARD_NAME.test(n))).toEqual(leg1Names);
    expect(leg1.stdout).toContain('Shard C-01 (1 of 2)');
    expect(leg1.stdout).toContain('Shard C-02 (2 of 2)');
    // Each key ran in its own shard folder, as a one-key leg runs it.
    for (const k of ['c-01', 'c-02']) expect(existsSync(join(leg1.workspace, `runs/fan-out/r1/foreach/assess-components/${k}/v1/SHARD.json`)), k).toBe(true);
    expect(leg1.summary).toContain('leg of 2 shards');
    expect(leg1.summary).toContain('2 of 2 shards ran to a result (2 uploaded as artifacts: the merge job takes them).');
    expect(leg1.summary).toContain(`| <code>C-02</code> | WORKFLOW&#95;COMPLETE | <code>${leg1Names[1]!.replace(/_/g, '&#95;')}</code> |`);
    expect(leg1.summary).toContain('· shard <code>C-01</code>');
    expect(leg1.summary).toContain('· shard <code>C-02</code>');
    expect(leg1.annotations.filter((a) => a.level === 'error')).toEqual([]);

    // Leg 2: a leg of one key, given as a JSON array, reports as `shard: C-03` does.
    const leg2 = await job('shard', { shard: toJSON(['C-03']) }, { run });
    expect(leg2.exitCode, leg2.stdout + leg2.stderr).toBe(0);
    expect(leg2.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(keyOf(leg2.outputs['artifact-name']!)).toBe('C-03');
    expect(leg2.summary).not.toContain('leg of');
    expect(leg2.stdout).not.toContain('(1 of 1)');

    const merge = await job('merge', { command: 'merge' }, { run });
    expect(merge.exitCode, merge.stdout + merge.stderr).toBe(0);
    expect(merge.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'assess_components' });
    expect(merge.summary).toContain('Shards merged: C-01, C-02, C-03');
    expect(merge.summary).toContain('still pending: C-04');

    // The next wave: one key, dealt into one leg; then the run completes.
    const wave2 = await job('shards', { command: 'shards', legs: '2' }, { run, attempt: '2' });
    expect(legsOf(wave2)).toEqual([['C-04']]);
    const leg3 = await job('shard', { shard: toJSON(legsOf(wave2)[0]!) }, { run, attempt: '2' });
    expect(leg3.exitCode, leg3.stdout + leg3.stderr).toBe(0);
    const last = await job('merge', { command: 'merge' }, { run, attempt: '2' });
    expect(last.exitCode, last.stdout + last.stderr).toBe(0);
    expect(last.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', complete: 'true', 'completed-steps': '["inventory","assess_components","report"]' });
    const report = readFileSync(join(last.workspace, 'runs/fan-out/r1/report.md'), 'utf8');
    expect(report).toContain('- Assessment of api gateway (C-01)\n- Assessment of billing (C-02)\n- Assessment of search (C-03)\n- Assessment of notifications (C-04)');
  });

  it('a key that fails does not stop its leg; the re-run of the leg skips what the merge took and runs only the failed key', { tags: [CAMPAIGN] }, async () => {
    const run = '4102';
    expect((await job('plan', { 'stop-after-step': 'inventory' }, { run })).exitCode).toBe(0);
    const shards = await job('shards', { command: 'shards', legs: '1' }, { run });
    expect(legsOf(shards)).toEqual([['C-01', 'C-02', 'C-03']]);

    // One key per line works as well as a JSON array.
    const leg = await job('shard', { shard: 'C-01\nC-02\n\nC-03\n' }, { run, failing: 'C-02' });
    expect(leg.exitCode).toBe(1);
    expect(leg.outputs['status']).toBe('STAGE_FAILED');
    expect(leg.outputs['complete']).toBe('false');
    // C-03 ran after C-02 failed; both finished keys were uploaded, the failed one was not.
    expect(leg.outputs['artifact-name']!.split('\n').map(keyOf)).toEqual(['C-01', 'C-03']);
    const errors = leg.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.properties['title']).toBe('stagegate: shard C-02: STAGE_FAILED');
    expect(leg.summary).toContain('2 of 3 shards ran to a result (2 uploaded as artifacts: the merge job takes them); did not succeed: C-02 (STAGE&#95;FAILED).');

    const merge = await job('merge', { command: 'merge' }, { run });
    expect(merge.exitCode, merge.stdout + merge.stderr).toBe(0);
    expect(merge.summary).toContain('Shards merged: C-01, C-03');
    expect(merge.summary).toContain('still pending: C-02');

    // "Re-run failed jobs": the same leg in attempt 2, nothing broken now.
    const rerun = await job('shard', { shard: toJSON(['C-01', 'C-02', 'C-03']) }, { run, attempt: '2' });
    expect(rerun.exitCode, rerun.stdout + rerun.stderr).toBe(0);
    expect(rerun.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', 'stages-run': '1' });
    expect(rerun.outputs['artifact-name']).toMatch(SHARD_NAME);
    expect(keyOf(rerun.outputs['artifact-name']!)).toBe('C-02');
    expect(rerun.summary).toContain('already merged into the run, nothing ran: C-01, C-03');
    expect(rerun.annotations.filter((a) => a.level === 'error')).toEqual([]);
    const second = await job('merge', { command: 'merge' }, { run, attempt: '2' });
    expect(second.exitCode, second.stdout + second.stderr).toBe(0);
    expect(second.summary).toContain('Shards merged: C-02 (already merged: C-01, C-03)');
  });

  it('artifact-id, artifact-url and artifact-digest name the shard artifacts a leg uploaded, one a line beside artifact-name', { tags: [CAMPAIGN] }, async () => {
    const run = '4105';
    expect((await job('plan', { 'stop-after-step': 'inventory' }, { run })).exitCode).toBe(0);
    const stored = (name: string) => gh.fake.artifacts(run).find((a) => a.name === name)!;
    const url = (id: number) => `https://github.com/acme/widgets/actions/runs/${run}/artifacts/${id}`;
    // One key: the one artifact's id, page and digest, as a state artifact's.
    const one = await job('shard', { shard: 'C-02' }, { run });
    expect(one.exitCode, one.stdout + one.stderr).toBe(0);
    const c02 = stored(one.outputs['artifact-name']!);
    expect(one.outputs).toMatchObject({ 'artifact-id': String(c02.id), 'artifact-url': url(c02.id), 'artifact-digest': c02.digest });
    expect(c02.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    // Several keys: one line each, in the order of artifact-name's lines.
    const leg = await job('shard', { shard: toJSON(['C-01', 'C-03']) }, { run });
    expect(leg.exitCode, leg.stdout + leg.stderr).toBe(0);
    const names = leg.outputs['artifact-name']!.split('\n');
    expect(names.map(keyOf)).toEqual(['C-01', 'C-03']);
    const artifacts = names.map(stored);
    expect(leg.outputs['artifact-id']!.split('\n')).toEqual(artifacts.map((a) => String(a.id)));
    expect(leg.outputs['artifact-url']!.split('\n')).toEqual(artifacts.map((a) => url(a.id)));
    expect(leg.outputs['artifact-digest']!.split('\n')).toEqual(artifacts.map((a) => a.digest));
    // A key that uploads nothing (a failed one) leaves the outputs empty.
    const failed = await job('shard', { shard: 'C-02' }, { run, failing: 'C-02', attempt: '2' });
    expect(failed.outputs['status']).not.toBe('WORKFLOW_COMPLETE');
    expect(failed.outputs).toMatchObject({ 'artifact-name': '', 'artifact-id': '', 'artifact-url': '', 'artifact-digest': '' });
  });

  it("a failed shard's annotation is on its foreach step's line and carries the stage's last lines, which the summary shows too (as command: run's)", async () => {
    const run = '4106';
    const plan = await job('plan', { 'stop-after-step': 'inventory' }, { run });
    expect(plan.exitCode, plan.stdout + plan.stderr).toBe(0);
    const line = readFileSync(join(plan.workspace, WF), 'utf8').split('\n').indexOf('  assess_components:') + 1;
    // The second leg continues the shard the first left unfinished: its stage's second attempt.
    for (const [shard, attempt] of [['C-02', 1], [toJSON(['C-01', 'C-02']), 2]] as const) {
      const log = `runs/fan-out/r1/foreach/assess-components/c-02/v1/logs/assess.v1.a${attempt}.log`;
      const leg = await job('shard', { shard }, { run, failing: 'C-02', attempt: String(attempt) });
      expect(leg.exitCode).toBe(1);
      const errors = leg.annotations.filter((a) => a.level === 'error');
      expect(errors, shard).toHaveLength(1);
      expect(errors[0]!.properties).toMatchObject({ title: 'stagegate: shard C-02: STAGE_FAILED', file: WF, line: String(line) });
      expect(errors[0]!.message).toMatch(new RegExp(`\\nLast 1 line of ${log.replace(/\./g, '\\.')}:\\n    │ assessment of C-02 broke$`));
      expect(leg.summary).toContain(`#### Last lines of <code>${log}</code>\n\n<pre>assessment of C-02 broke</pre>`);
    }
    // The merge takes C-01; its summary says how the keys still pending get run, not "without stop-after-step".
    const merge = await job('merge', { command: 'merge' }, { run });
    expect(merge.outputs['status']).toBe('PARTIAL_RESUMABLE');
    expect(merge.summary).toContain('- Shards of step <code>assess&#95;components</code> still pending: <code>C-02</code>, <code>C-03</code>, <code>C-04</code>. Run them here: this action again with <code>run-id: r1</code>');
    expect(merge.summary).not.toContain('without <code>stop-after-step</code>');
  });

  it('"Re-run failed jobs" of a leg: the artifact service refuses it the run\'s state and its unfinished shard of attempt 1, both downloaded through REST, and the shard goes on where it stopped', async () => {
    const run = '4107';
    expect((await job('plan', { 'stop-after-step': 'inventory' }, { run })).exitCode).toBe(0);
    const failed = await job('shard', { shard: 'C-02' }, { run, failing: 'C-02' });
    expect(failed.exitCode).toBe(1);
    gh.fake.refuseEarlierAttempts(run);
    gh.fake.requests.length = 0;
    const rerun = await job('shard', { shard: 'C-02' }, { run, attempt: '2' });
    expect(rerun.exitCode, rerun.stdout + rerun.stderr).toBe(0);
    // The stage's second attempt: the unfinished shard of attempt 1 was continued, not started over.
    expect(existsSync(join(rerun.workspace, 'runs/fan-out/r1/foreach/assess-components/c-02/v1/logs/assess.v1.a2.log'))).toBe(true);
    expect(rerun.stdout).toContain('Continuing the unfinished shard an earlier leg left in runs/fan-out/r1/foreach/assess-components/c-02/v1.');
    // The run's state and the unfinished shard: each refused by the service, each downloaded through REST.
    expect(gh.fake.requests.filter((r) => /\/actions\/artifacts\/\d+\/zip$/.test(r.path))).toHaveLength(2);
    expect(rerun.stdout.match(/through GitHub's REST API instead \(workflow run 4107, the token input\)/g)).toHaveLength(2);
  });

  it("a leg put straight into the input reaches the action as 'Array': SHARD_UNKNOWN, and the fix (annotation and summary) is toJSON(matrix.shard)", async () => {
    const run = '4104';
    const plan = await job('plan', { 'stop-after-step': 'inventory' }, { run });
    expect(plan.exitCode, plan.stdout + plan.stderr).toBe(0);
    const r = await job('shard', { shard: 'Array' }, { run });
    expect(r.exitCode).toBe(1);
    expect(r.outputs['status']).toBe('SHARD_UNKNOWN');
    const errors = r.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^SHARD_UNKNOWN: foreach step assess_components has no item 'Array'; nothing ran\nFix: GitHub renders a matrix leg that is an array of keys as the word 'Array' in a string: pass it as JSON, shard: \$\{\{ toJSON\(matrix\.shard\) \}\}/);
    expect(r.summary).toContain('**Fix:** GitHub renders a matrix leg that is an array of keys');
    // Another unknown key gets the core's fix, in the summary too (the banner: message and fix).
    const other = await job('shard', { shard: 'C-99' }, { run });
    expect(other.outputs['status']).toBe('SHARD_UNKNOWN');
    // In the action's terms: the inputs that list the shards, not the CLI command line (which the CLI keeps).
    expect(other.annotations.find((a) => a.level === 'error')?.message).toMatch(/\nFix: `command: shards, workflow: workflows\/examples\/fan-out\/workflow\.yaml, run-id: r1` lists its shards\.$/);
    expect(other.summary).toContain('**Fix:** <code>command: shards, workflow: workflows/examples/fan-out/workflow.yaml, run-id: r1</code> lists its shards.');
    expect(other.summary).toContain('— command: run with shard: KEY named no item');
    expect(`${other.summary}\n${other.annotations.map((a) => a.message).join('\n')}`).not.toMatch(/stagegate shards|--run-id|--shard/);
    expect(other.summary).not.toContain('toJSON');
  });

  describe('input errors fail the step with ACTION_INPUT_INVALID', () => {
    const cases: Array<[string, Record<string, string>, RegExp]> = [
      ['legs that is not a whole number', { command: 'shards', legs: 'many' }, /^ACTION_INPUT_INVALID: input 'legs' must be a whole number from 1 to 256 \(the most matrix legs to deal the shards into: GitHub runs at most 256 jobs of one matrix\), got 'many'/],
      ['legs over the matrix limit', { command: 'shards', legs: '257' }, /^ACTION_INPUT_INVALID: input 'legs' must be a whole number from 1 to 256 .*got '257'/],
      ['legs of 0', { command: 'shards', legs: '0' }, /^ACTION_INPUT_INVALID: input 'legs' must be a whole number from 1 to 256 .*got '0'/],
      ['legs with command: run', { legs: '4' }, /^ACTION_INPUT_INVALID: input 'legs' needs command: shards \(it deals the shards into matrix legs\), not 'run'/],
      ['a shard array that is not valid JSON', { shard: '[\n  "C-01",\n  "C-02",\n]' }, /^ACTION_INPUT_INVALID: input 'shard' starts with '\[', so it is read as a JSON array of shard keys, but it is not valid JSON \([^\n]+\); give \$\{\{ toJSON\(matrix\.shard\) \}\} or one key per line/],
      ['an empty shard array', { shard: '[]' }, /^ACTION_INPUT_INVALID: input 'shard' is an empty JSON array: a leg needs at least one shard key/],
      ['a shard array holding a number', { shard: '["C-01", 2]' }, /^ACTION_INPUT_INVALID: input 'shard': element 2 of the JSON array is 2, not a shard key/],
      ['a shard array holding an empty string', { shard: '["C-01", ""]' }, /^ACTION_INPUT_INVALID: input 'shard': element 2 of the JSON array is an empty string, not a shard key/],
      ['a key given twice in an array', { shard: '["C-01", "C-02", "C-01"]' }, /^ACTION_INPUT_INVALID: input 'shard' names shard 'C-01' twice: each key runs once per leg/],
      ['a key given twice in lines', { shard: 'C-02\nC-02' }, /^ACTION_INPUT_INVALID: input 'shard' names shard 'C-02' twice/],
    ];
    for (const [what, inputs, message] of cases) {
      it(`rejects ${what}`, async () => {
        const r = await job('bad', inputs, { run: '4103' });
        expect(r.exitCode).toBe(1);
        expect(r.outputs['status']).toBe('ACTION_INPUT_INVALID');
        const errors = r.annotations.filter((a) => a.level === 'error');
        expect(errors).toHaveLength(1);
        expect(errors[0]!.message).toMatch(message);
        expect(r.stdout + r.stderr).not.toMatch(/\n\s+at .+\(.*:\d+:\d+\)/); // no stack trace
        // Nothing ran, nothing was uploaded.
        expect(existsSync(join(r.workspace, 'runs'))).toBe(false);
        expect(gh.fake.artifacts('4103')).toEqual([]);
      });
    }
  });
});
