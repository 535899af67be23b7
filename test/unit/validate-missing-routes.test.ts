// A reachable step whose routes are missing (MISSING_STATUSES, MISSING_ON_COMPLETE) is the one
// finding: the steps only its missing routes could lead to are not also UNREACHABLE_STEP (which
// steps are unreachable is known only once the routes are written). A step that is unreachable
// whatever the missing routes say (the routeless step itself unreachable) is still reported.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { validateWorkflow } from '../../src/core/validate/validate.js';
import { Workspace } from '../../src/core/workspace/workspace.js';

const dir = mkdtempSync(join(tmpdir(), 'stagegate-missing-routes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function codes(steps: string): string[] {
  const text = `version: '4.0'\nname: m\nstate_path: 'runs/{{run_id}}/workflow_state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n${steps}`;
  const loaded = loadWorkflowText(text, 'wf.yaml', join(dir, 'wf.yaml'));
  expect(loaded.diagnostics).toEqual([]);
  return validateWorkflow(loaded.workflow!, new Workspace(dir)).map((d) => `${d.code}@${String(d.path.at(-1))}`);
}

const NEXT = `  next:\n    run: 'true'\n    output: 'runs/{{run_id}}/next.md'\n    statuses: {OK: DONE}\n`;

describe('missing routes and reachability', () => {
  it('a stage without statuses: MISSING_STATUSES only, not UNREACHABLE_STEP for the step after it', () => {
    expect(codes(`  first:\n    run: 'true'\n    output: 'runs/{{run_id}}/first.md'\n${NEXT}`)).toEqual(['MISSING_STATUSES@first']);
  });

  it('an action without on_complete: MISSING_ON_COMPLETE only', () => {
    expect(codes(`  first:\n    action: Do it.\n${NEXT}`)).toEqual(['MISSING_ON_COMPLETE@first']);
  });

  it('an unreachable step is still reported when the routeless step is unreachable itself', () => {
    const found = codes(`  first:\n    run: 'true'\n    output: 'runs/{{run_id}}/first.md'\n    statuses: {OK: DONE}\n  lost:\n    run: 'true'\n    output: 'runs/{{run_id}}/lost.md'\n${NEXT}`);
    expect(found).toContain('MISSING_STATUSES@lost');
    expect(found).toContain('UNREACHABLE_STEP@lost');
  });
});
