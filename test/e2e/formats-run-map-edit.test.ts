// A step of an imported workflow that its run map runs as a shell command: when its command is
// what needs fixing, the stop's fix names the run map (not "the workflow file (the step's entry in
// it)", which holds no command), and the resume after the edit is refused naming the run map too —
// it is part of the workflow's digest — not "the workflow file changed" alone, which the user did
// not touch (the new-user trial of session 39).
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

const AIOX = ['workflow:', '  id: qa', '  name: QA', '  sequence:', '    - step: fix_issues', '      agent: dev', '      action: Fix', ''].join('\n');

describe('fixing the command a run map gives an imported step', () => {
  it('the fix and the resume refusal name the run map; --allow-workflow-change then goes on', async () => {
    const ws = workspaceWith({ 'wf/qa.yaml': AIOX, 'wf/qa.stagegate.yaml': 'run:\n  fix_issues: echo fixed\n' });
    const first = jsonOf(await ws.run(['run', 'wf/qa.yaml', '--run-id', 'r1', '--json']));
    expect(first.status).toBe('GATE_RESULT_MISSING');
    expect(first.hint).toContain("If you fix it by editing the step's command in the run map wf/qa.stagegate.yaml, resume with --allow-workflow-change");
    expect(first.hint).not.toContain("the step's entry in it");
    ws.write('wf/qa.stagegate.yaml', "run:\n  fix_issues: |\n    printf 'fixed\\nstep_output:\\n  status: completed\\n'\n");
    const refused = jsonOf(await ws.run(['run', 'wf/qa.yaml', '--run-id', 'r1', '--json']));
    expect(refused.status).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(refused.message).toContain('the workflow file wf/qa.yaml or its run map wf/qa.stagegate.yaml changed since the run');
    const done = jsonOf(await ws.run(['run', 'wf/qa.yaml', '--run-id', 'r1', '--json', '--allow-workflow-change']));
    expect(done.status, JSON.stringify(done)).toBe('WORKFLOW_COMPLETE');
    // A run map removed since is named too (the digest covers it, there or not).
    rmSync(ws.path('wf/qa.stagegate.yaml'));
    const gone = jsonOf(await ws.run(['status', 'wf/qa.yaml', '--run-id', 'r1', '--json']));
    expect(gone.message).toContain('the workflow file wf/qa.yaml or its run map wf/qa.stagegate.yaml changed since the run');
  });
});
