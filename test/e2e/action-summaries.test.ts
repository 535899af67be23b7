/**
 * The job summaries of the Action as a CI engineer reads them: with `working-directory`, every
 * summary (a shard's, a leg's, the merge's, the shards listing's) names paths as the repository
 * does, as `command: run`'s and the annotations do.
 */
import { describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commitCheckout, REPO_ROOT, runActionStep, tempDir } from '../helpers/action-harness.js';

const WF = 'workflows/examples/fan-out/workflow.yaml';

/** A checkout with the fan-out example under services/api (the action runs there), whose assess stage fails for the item $FAIL_ID names. */
function nestedFanOut(): string {
  const ws = tempDir('sg-wd-');
  const example = join(ws, 'services', 'api', 'workflows', 'examples', 'fan-out');
  mkdirSync(example, { recursive: true });
  cpSync(join(REPO_ROOT, 'workflows', 'examples', 'fan-out'), example, { recursive: true });
  const assess = join(example, 'scripts', 'assess.sh');
  writeFileSync(assess, readFileSync(assess, 'utf8').replace('id=$1\n', 'id=$1\nif [ "$id" = "${FAIL_ID:-}" ]; then echo "fails" >&2; exit 3; fi\n'));
  commitCheckout(ws);
  return ws;
}

/** A path under the run root not in the repository's terms: one not preceded by services/api/. */
const WORKING_DIRECTORY_PATH = /(^|[^/])runs\/fan-out\/r1/m;

describe('with working-directory, shard, leg, merge and shards summaries name paths as the repository does', () => {
  it("a shard's and a leg's summary and annotation, the merge's chart and the listing say services/api/…", async () => {
    const ws = nestedFanOut();
    const base = { workflow: WF, 'run-id': 'r1', persist: 'none', 'working-directory': 'services/api' };
    expect((await runActionStep({ workspace: ws, inputs: { ...base, 'stop-after-step': 'inventory' } })).exitCode).toBe(0);

    const one = await runActionStep({ workspace: ws, inputs: { ...base, shard: 'C-01' } });
    expect(one.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(one.summary).toContain(`services/api/${WF} · run <code>r1</code> · shard <code>C-01</code>`);
    expect(one.summary).toContain('in <code>services/api/runs/fan-out/r1/foreach/assess-components/c-01/v1</code>');
    expect(one.summary).not.toMatch(WORKING_DIRECTORY_PATH);

    // A failing shard's message names its log: in the repository's terms, in the summary and the annotation.
    const failed = await runActionStep({ workspace: ws, inputs: { ...base, shard: 'C-03' }, env: { FAIL_ID: 'C-03' } });
    expect(failed.outputs['status']).toBe('STAGE_FAILED');
    const error = failed.annotations.find((a) => a.level === 'error')!;
    expect(error.message).toContain('services/api/runs/fan-out/r1/foreach/assess-components/c-03/v1/');
    expect(`${error.message}\n${failed.summary}`).not.toMatch(WORKING_DIRECTORY_PATH);

    const leg = await runActionStep({ workspace: ws, inputs: { ...base, shard: '["C-02","C-01"]' } });
    expect(leg.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(leg.summary).toContain(`services/api/${WF} · run <code>r1</code> · leg of 2 shards`);
    expect(leg.summary).not.toMatch(WORKING_DIRECTORY_PATH);

    const listing = await runActionStep({ workspace: ws, inputs: { ...base, command: 'shards' } });
    expect(listing.summary).toContain(`services/api/${WF} · run <code>r1</code>`);

    // The merge: its chart's foreach names the registry the run read, as the steps table names outputs.
    const merged = await runActionStep({ workspace: ws, inputs: { ...base, command: 'merge' } });
    expect(merged.outputs['status']).toBe('PARTIAL_RESUMABLE');
    expect(merged.summary).toContain('for each item of services/api/runs/fan-out/r1/components.md');
    // Up to the run's details (which list the inputs as given: artifact_root=runs/fan-out/r1).
    expect(merged.summary.slice(0, merged.summary.indexOf('<details>'))).not.toMatch(WORKING_DIRECTORY_PATH);
  });
});
