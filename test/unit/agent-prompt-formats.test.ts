// The agent prompt's "if you cannot proceed" of an imported file's step names the format's own
// failure status (aiox failed, maestro FAILURE, CCW NODE_FAILED) wherever the file routes it — a
// retry decision (`<id>_retry`), the next node on skip — never "exit non-zero: no status says the
// stage is not done", which would hide the status the file's own runner gives for that case.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { loadWorkflow } from '../../src/core/model/loader.js';
import { withWorkflowReaders } from '../../src/core/model/workflow-readers.js';
import { notDoneStatusesOf } from '../../src/core/steps/process/prompt.js';

const FORMATS = join(import.meta.dirname, '..', 'fixtures', 'formats');

async function notDone(file: string, step: string): Promise<{ statuses: Record<string, unknown>; notDone: string[] }> {
  return withWorkflowReaders((importers) => {
    const workflow = loadWorkflow(new Workspace(FORMATS), file, { importers }).workflow!;
    const s = workflow.steps.get(step)!;
    return { statuses: s.def.statuses ?? {}, notDone: notDoneStatusesOf(s, workflow) };
  });
}

describe('not-done statuses of an imported step', () => {
  it('the own failure status routed to a retry decision or on to the next node is not done; the success status never is', async () => {
    // aiox: failed goes to classify_enhancement_retry (a decision), not BLOCKED.
    expect(await notDone('aiox/brownfield-fullstack.yaml', 'classify_enhancement')).toEqual({ statuses: { completed: 'classify_enhancement_creates', failed: 'classify_enhancement_retry' }, notDone: ['failed'] });
    // aiox: both statuses go to the same step; failed still says the step could not do its work.
    expect((await notDone('aiox/qa-loop.yaml', 'apply_fixes')).notDone).toEqual(['failed']);
    // CCW on_fail retry and on_fail skip (NODE_FAILED a failure status: routed to BLOCKED, never taken, the
    // attempt fails and is retried or skipped); maestro FAILURE to a retry.
    expect(await notDone('ccw/quick-bugfix.json', 'N_002')).toEqual({ statuses: { NODE_COMPLETE: 'CP_01', NODE_FAILED: 'BLOCKED' }, notDone: ['NODE_FAILED'] });
    expect(await notDone('ccw/quick-bugfix.json', 'N_003')).toEqual({ statuses: { NODE_COMPLETE: 'N_004', NODE_FAILED: 'BLOCKED' }, notDone: ['NODE_FAILED'] });
    expect(await notDone('maestro/full-lifecycle.json', 'execute')).toEqual({ statuses: { SUCCESS: 'verify', FAILURE: 'execute__retry' }, notDone: ['FAILURE'] });
    // Routed to BLOCKED: as before.
    expect((await notDone('maestro/full-lifecycle.json', 'plan')).notDone).toEqual(['FAILURE']);
  });
});
