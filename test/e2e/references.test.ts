/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Runtime references through the built CLI: {{steps.<id>.output}} and {{steps.<id>.gate.<key>}}
// resolve from the run's state (run text and stage inputs), an unresolved one stops the run
// like any unresolved placeholder, and validate accepts only references to a gate stage.
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

function refYaml(publishRun: string, extraStep = ''): string {
  return `version: '4.0'
name: refs
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  draft:
    run: 'source lib.sh; count; finish DRAFTED; printf "  score: 77\\n" >>"$STAGEGATE_OUTPUT"'
    output: 'runs/{{run_id}}/draft.md'
    statuses: {DRAFTED: publish}
  publish:
    run: ${JSON.stringify(publishRun)}
    inputs: {source_note: 'drafted in {{steps.draft.output}} with {{steps.draft.gate.status}}'}
    output: 'runs/{{run_id}}/publish.md'
    statuses: {OK: ${extraStep ? 'later' : 'DONE'}}
${extraStep}`;
}

describe('runtime references', () => {
  it('resolve an earlier step output path and gate values (status, extra keys)', { tags: [CAMPAIGN] }, async () => {
    const run = 'source lib.sh; printf "%s|%s|%s\\n" {{steps.draft.output}} {{steps.draft.gate.score}} "$STAGEGATE_INPUT_SOURCE_NOTE" >refs.txt; stage OK';
    const ws = workspaceWith({ 'wf.yaml': refYaml(run) });
    expect((await ws.run(['validate', 'wf.yaml'])).code).toBe(0);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(0);
    expect(ws.lines('refs.txt')).toEqual(['runs/r1/draft.md|77|drafted in runs/r1/draft.md with DRAFTED']);
  });

  it('a reference the state cannot resolve yet stops the run as an unresolved placeholder', { tags: [CAMPAIGN] }, async () => {
    const later = `  later:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/later.md'
    statuses: {OK: DONE}
`;
    const run = 'source lib.sh; echo {{steps.later.output}} >refs.txt; stage OK';
    const ws = workspaceWith({ 'wf.yaml': refYaml(run, later) });
    expect((await ws.run(['validate', 'wf.yaml'])).code).toBe(0);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(4);
    const j = jsonOf(r);
    expect(j['status']).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(j['message']).toContain('{{steps.later.output}}');
    expect(j['active_step']).toBe('publish');
    expect(ws.exists('refs.txt')).toBe(false);
    // Its fix says when a reference resolves (there is no input to pass for it).
    expect(j['hint']).toBe('A steps.<id> reference resolves only once that step has an accepted output or gate in this run (not one it skipped or has not reached).');
  });

  it('a stage input whose reference the state cannot resolve stops the run too, never an empty variable', async () => {
    // The run: text reads only the variable; an input left unbound would reach it as "".
    const later = `  later:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/later.md'
    statuses: {OK: DONE}
`;
    const yaml = refYaml('source lib.sh; printf "[%s]\\n" "$STAGEGATE_INPUT_SOURCE_NOTE" >refs.txt; stage OK', later).replace(
      "inputs: {source_note: 'drafted in {{steps.draft.output}} with {{steps.draft.gate.status}}'}",
      "inputs: {source_note: 'see {{steps.later.output}}'}",
    );
    const ws = workspaceWith({ 'wf.yaml': yaml });
    expect((await ws.run(['validate', 'wf.yaml'])).code).toBe(0);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    const j = jsonOf(r);
    expect(j['status'], r.stdout).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(r.code).toBe(4);
    expect(j['message']).toContain('input source_note of step publish');
    expect(j['message']).toContain('{{steps.later.output}}');
    expect(j['active_step']).toBe('publish');
    expect(ws.exists('refs.txt')).toBe(false);
  });

  it('validate rejects a reference to an unknown step, a step without output, or in an output path', async () => {
    const ws = workspaceWith({
      'wf.yaml': refYaml('source lib.sh; echo {{steps.nope.output}} {{steps.draft.gate.score}}; stage OK').replace(
        "output: 'runs/{{run_id}}/publish.md'",
        "output: 'runs/{{run_id}}/{{steps.draft.gate.score}}.md'",
      ),
    });
    const r = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(r.code).toBe(1);
    const errors = jsonOf(r)['errors'];
    expect(errors.map((e: any) => `${e.code}:${e.path.join('.')}`).sort()).toEqual(['UNDECLARED_PLACEHOLDER:steps.publish.output', 'UNDECLARED_PLACEHOLDER:steps.publish.run']);
    expect(errors.find((e: any) => e.path.includes('run')).message).toContain('{{steps.nope.output}}, a runtime reference');
    // The hints never say to declare a reference as an input (a run refuses such a token): a
    // reference to an unknown step names the stages it may refer to; one in an output path says
    // it cannot be used there, and the message does not claim draft has no output.
    const run = errors.find((e: any) => e.path.includes('run'));
    expect(run.hint).toBe('Name a run or prompt stage with an output beside this step (draft, publish), or fix the spelling; a reference is never an input a run can be given.');
    const output = errors.find((e: any) => e.path.includes('output'));
    expect(output.message).toContain('{{steps.draft.gate.score}}, a runtime reference, which is resolved only when a step runs');
    expect(output.message).not.toContain('not a stage with an output');
    expect(output.hint).toContain('A runtime reference cannot be used here');
    for (const e of errors) expect(e.hint).not.toContain('Declare steps.');
  });

  it('validate: a misspelt step in a reference gets a did-you-mean', async () => {
    const ws = workspaceWith({ 'wf.yaml': refYaml('source lib.sh; echo {{steps.drfat.output}}; stage OK') });
    const r = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(r.code).toBe(1);
    const [e] = jsonOf(r)['errors'];
    expect(e.code).toBe('UNDECLARED_PLACEHOLDER');
    expect(e.hint).toContain("Did you mean 'draft'?");
  });

  it("{{steps.<id>.visits}}: the step's visit count in its run text (its own, while it runs); a misspelt step is refused by validate", async () => {
    const ws = workspaceWith({ 'wf.yaml': refYaml('source lib.sh; echo "{{steps.publish.visits}} {{steps.draft.visits}}" >visits.txt; stage OK') });
    expect((await ws.run(['validate', 'wf.yaml'])).code).toBe(0);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(ws.lines('visits.txt')).toEqual(['1 1']);
    const bad = workspaceWith({ 'wf.yaml': refYaml('source lib.sh; echo {{steps.publsh.visits}}; stage OK') });
    const v = await bad.run(['validate', 'wf.yaml', '--json']);
    expect(v.code).toBe(1);
    const [e] = jsonOf(v)['errors'];
    expect(e.code).toBe('UNDECLARED_PLACEHOLDER');
    expect(e.message).toContain('the visit count of a step that is not in this scope');
    expect(e.hint).toContain("Did you mean 'publish'?");
  });

  it('a stage input that reads a NUL byte from a gate: the attempt is refused with what to remove as its fix (text and --json), nothing runs', async () => {
    const yaml = [
      "version: '4.0'",
      'name: nul',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  a:',
      // a.sh ends the gate with key: "a\0b" (a YAML escape), which no process can receive.
      '    run: bash a.sh',
      "    output: 'runs/{{run_id}}/a.md'",
      '    statuses: {OK: b}',
      '  b:',
      "    run: 'touch ran; source lib.sh; finish OK'",
      "    inputs: {k: '{{steps.a.gate.key}}'}",
      "    output: 'runs/{{run_id}}/b.md'",
      '    statuses: {OK: DONE}',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': yaml, 'a.sh': String.raw`"$STAGEGATE_BIN" gate OK --set key=x; sed -i 's/key: x/key: "a\\0b"/' "$STAGEGATE_OUTPUT"` + '\n' });
    const fix = 'Remove the NUL byte from the value (workflow defaults, step inputs, the invocation, the persisted state, or the output or gate value a {{steps.<id>...}} reference reads), then resume.';
    const j = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(j).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', active_step: 'b', hint: fix });
    expect(j['message']).toBe('step b: input k contains a NUL byte, which no process can receive; it is refused, not cut short');
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(text.code).toBe(4);
    expect(text.stdout + text.stderr).toContain(`fix:      ${fix}`);
    // Its attempt never started: there is no log to call empty.
    expect(text.stderr).toMatch(/✗ WORKFLOW_INPUT_REQUIRED.*\n {4}\(no log: the stage did not start\)\n/);
    expect(ws.exists('ran')).toBe(false);
  });
});
