// A foreach step's items named in arguments as run's progress lines name them (docs/cli.md#step-ids-in-arguments):
// `logs … 'loop[B-2]'` (every log of that item's runs), `'loop[B-2].build'` (one per-item step's),
// `loop.build` (every item's); `plan --show-prompt 'loop[B-2].code'` (a per-item agent step's prompt
// with that item's bindings), `loop.code` (the item the run works on next, said on stderr). A wrong
// item key is refused (exit 4) with a did-you-mean and the items there are.
import { mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, outsideDir, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const WF = [
  "version: '4.0'",
  'name: fa',
  "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
  'inputs:',
  '  required: [run_id]',
  // An agent for the per-item agent step, which no item reaches here (build routes each to next_artifact).
  'execution:',
  "  agent: 'command:true'",
  'steps:',
  '  loop:',
  '    foreach:',
  '      source: reg.md',
  '      id_field: ID',
  '      bindings:',
  '        part: { field: Name, transform: slugify }',
  '    per_item:',
  '      build:',
  // Each item's log says which item it is of.
  `        run: 'echo "building $STAGEGATE_INPUT_ITEM_ID"; source lib.sh; stage OK'`,
  "        output: 'runs/{{run_id}}/build/{{part}}.md'",
  '        statuses: { OK: next_artifact, NEEDS_CODE: code }',
  '      code:',
  "        inline_instruction: 'Write the part {{part}} ({{item_id}}).'",
  "        output: 'runs/{{run_id}}/code/{{part}}.md'",
  '        statuses: { CODED: next_artifact }',
  '    completion:',
  '      require: all items verified',
  '      on_complete: DONE',
  '',
].join('\n');

const REG = ['| ID | Name | Status |', '|---|---|---|', '| A-1 | Alpha Part | PENDING |', '| B-2 | Beta Part | PENDING |', ''].join('\n');

describe('a foreach item named as STEP[ITEM]', () => {
  it('logs: STEP[ITEM] prints that item\'s logs, STEP[ITEM].SUB one per-item step\'s, STEP.SUB every item\'s; a wrong key exit 4 with a did-you-mean', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF, 'reg.md': REG });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code).toBe(0);
    const one = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', 'loop[B-2]']);
    expect(one.code).toBe(0);
    expect(one.stdout).toBe('==> loop[B-2].build · visit 1 · attempt 1 (runs/r1/foreach/loop/b-2/v1/logs/build.v1.a1.log) <==\nbuilding B-2\n');
    const sub = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', 'loop[B-2].build']);
    expect(sub.code).toBe(0);
    expect(sub.stdout).toBe(one.stdout);
    // A per-item step that never ran for the item: no logs, said where they were looked for.
    const none = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', 'loop[A-1].code']);
    expect(none.code).toBe(0);
    expect(none.stdout).toBe('');
    expect(none.stderr).toBe('stagegate: no logs of loop[A-1].code in runs/r1/foreach/loop/a-1/v*/logs (run r1)\n');
    const every = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', 'loop.build']);
    expect(every.stdout).toContain('==> loop[A-1].build · visit 1 · attempt 1 (runs/r1/foreach/loop/a-1/v1/logs/build.v1.a1.log) <==\nbuilding A-1\n');
    expect(every.stdout).toContain('building B-2\n');
    // The step alone: the note on the item folders says how to name an item.
    const step = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', 'loop']);
    expect(step.stderr).toContain("name an item to read its logs: 'loop[A-1]'");
    const wrong = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', 'loop[B-3].build']);
    expect(wrong.code).toBe(4);
    expect(wrong.stderr).toContain("WORKFLOW_INPUT_REQUIRED: 'loop[B-3].build' is not a step of workflow fa: foreach step loop has no item B-3 in run r1. Did you mean 'loop[B-2].build'?");
    expect(wrong.stderr).toContain('fix: Use one of: loop[A-1].build, loop[B-2].build.');
    const badSub = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', 'loop[B-2].buld']);
    expect(badSub.code).toBe(4);
    expect(badSub.stderr).toContain("foreach step loop has no per_item step buld. Did you mean 'loop[B-2].build'?");
    // A per-item step named alone: that step, every item's, as loop.build.
    const alone = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', 'build']);
    expect(alone.code, alone.stderr).toBe(0);
    expect(alone.stdout).toBe(every.stdout);
  });

  it('plan --show-prompt: STEP[ITEM].SUB is the per-item agent step\'s prompt with that item\'s bindings, before and after the run; STEP.SUB the next item\'s, said on stderr; a wrong key exit 4', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF, 'reg.md': REG });
    // Not started: the items are the registry's.
    const b = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'loop[B-2].code']);
    expect(b.code).toBe(0);
    expect(b.stdout).toContain('Write the part beta-part (B-2).');
    expect(b.stdout).toContain('`runs/r1/code/beta-part.md`');
    expect(b.stdout).toContain('- `item_id`: B-2');
    expect(b.stderr).toBe('');
    const next = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'loop.code']);
    expect(next.code).toBe(0);
    expect(next.stdout).toContain('Write the part alpha-part (A-1).');
    expect(next.stderr).toContain("stagegate: the prompt of item A-1, the item the run works on next (its first, when none is pending); one item's: --show-prompt 'loop[A-1].code'\n");
    // The per-item step named alone: the same.
    const alone = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'code']);
    expect(alone.code, alone.stderr).toBe(0);
    expect([alone.stdout, alone.stderr]).toEqual([next.stdout, next.stderr]);
    const json = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'loop.code', '--json']));
    expect(json.prompt_item).toBe('A-1');
    const wrong = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'loop[b-2].code']);
    expect(wrong.code).toBe(4);
    expect(wrong.stderr).toContain("--show-prompt loop[b-2].code: foreach step loop has no item b-2 in its registry reg.md. Did you mean 'loop[B-2].code'?");
    // An item alone, or a per-item shell step: no prompt (a usage error, exit 2) naming those that get one.
    const item = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'loop[B-2]']);
    expect(item.code).toBe(2);
    expect(item.stderr).toContain('its per-item steps that do: loop[B-2].code');
    const shell = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'loop[B-2].build']);
    expect(shell.code).toBe(2);
    expect(shell.stderr).toContain('per-item step build of foreach step loop is a shell step');
    // After the run: the items are the run's.
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1'])).code).toBe(0);
    const after = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'loop[B-2].code']);
    expect(after.code).toBe(0);
    expect(after.stdout).toContain('Write the part beta-part (B-2).');
    const gone = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'loop[C-3].code']);
    expect(gone.code).toBe(4);
    expect(gone.stderr).toContain('foreach step loop has no item C-3 in the run');
    expect(gone.stderr).toContain('fix: Use one of: loop[A-1].code, loop[B-2].code.');
  });

  it('logs: an item key holding ], ]. and quotes is named as the progress lines print it; an item folder that is a link is not followed out of the run root', async () => {
    const reg = ['| ID | Name | Status |', '|---|---|---|', "| x].y | Odd Part | PENDING |", "| q'u\"o $HOME | Quoted | PENDING |", ''].join('\n');
    const ws = workspaceWith({ 'wf.yaml': WF, 'reg.md': reg });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('loop[x].y].build');
    const odd = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', 'loop[x].y].build']);
    expect(odd.code).toBe(0);
    expect(odd.stdout).toBe('==> loop[x].y].build · visit 1 · attempt 1 (runs/r1/foreach/loop/x-y/v1/logs/build.v1.a1.log) <==\nbuilding x].y\n');
    expect((await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', 'loop[x].y]'])).stdout).toBe(odd.stdout);
    const quoted = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', "loop[q'u\"o $HOME]"]);
    expect(quoted.stdout).toContain('building q\'u"o $HOME\n');
    // The item's folder replaced by a link to a folder outside the run holding a log of the same name.
    const outside = outsideDir();
    renameSync(ws.path('runs/r1/foreach/loop/x-y'), `${outside}/moved`);
    mkdirSync(`${outside}/v1/logs`, { recursive: true });
    writeFileSync(`${outside}/v1/logs/build.v1.a1.log`, 'OUTSIDE THE RUN\n');
    symlinkSync(outside, ws.path('runs/r1/foreach/loop/x-y'));
    const linked = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', 'loop[x].y]']);
    expect(linked.code).toBe(0);
    expect(linked.stdout).toBe('');
    const every = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', 'loop.build']);
    expect(every.stdout).toContain('building q\'u"o $HOME\n');
    expect(every.stdout).not.toContain('OUTSIDE THE RUN');
  });

  it('each name a progress line prints for an item\'s per-item step or a parallel branch is one `logs` takes back as it is (not STEP[ITEM]/SUB)', { tags: [CAMPAIGN] }, async () => {
    const par = [
      "version: '4.0'",
      'name: pa',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'execution:',
      "  agent: 'command:true'",
      'steps:',
      '  checks:',
      '    parallel:',
      '      branches:',
      ...['lint', 'unit'].flatMap((b) => [`        ${b}:`, `          run: 'echo "branch ${b}"; STAGEGATE_STEP=$STAGEGATE_BRANCH; source lib.sh; finish OK'`, `          output: 'runs/{{run_id}}/${b}.md'`, '          statuses: { OK: DONE }']),
      '    statuses: { PARALLEL_COMPLETE: loop, PARALLEL_FAILED: BLOCKED }',
      ...WF.split('\n').slice(WF.split('\n').indexOf('  loop:')),
    ].join('\n').replace('name: fa', 'name: pa');
    const ws = workspaceWith({ 'wf.yaml': par, 'reg.md': REG });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stream']);
    expect(r.code, r.stderr).toBe(0);
    // The names the finished-attempt lines and the streamed lines print, as a person copies them.
    const named = [...r.stderr.matchAll(/^(?:\[\d+\/\d+\]| {5,}) (\S+) +✓/gm)].map((m) => m[1]!);
    const streamed = [...new Set([...r.stderr.matchAll(/^(\S+) │ /gm)].map((m) => m[1]!))];
    expect(named).toEqual(expect.arrayContaining(['checks.lint', 'checks.unit', 'loop[A-1].build', 'loop[B-2].build']));
    expect(streamed).toEqual(expect.arrayContaining(['checks.lint', 'loop[B-2].build']));
    expect(r.stderr).not.toMatch(/\]\/build|checks\/(lint|unit)/);
    for (const name of new Set([...named.filter((n) => n !== 'checks' && n !== 'loop'), ...streamed])) {
      const logs = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', name]);
      expect(logs.code, name).toBe(0);
      expect(logs.stdout, name).toContain(`==> ${name} · visit 1 · attempt 1 (`);
    }
  });

  it('plan --show-prompt STEP.SUB of a per-item step whose id holds a dot: stderr names it as STEP[ITEM].SUB, a name that gives the same prompt', async () => {
    const wf = WF.replace("      code:\n", "      co.de:\n").replace('NEEDS_CODE: code', 'NEEDS_CODE: co.de');
    const ws = workspaceWith({ 'wf.yaml': wf, 'reg.md': REG });
    const next = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'loop.co.de']);
    expect(next.code).toBe(0);
    expect(next.stderr).toContain("one item's: --show-prompt 'loop[A-1].co.de'\n");
    const named = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'loop[A-1].co.de']);
    expect(named.code).toBe(0);
    expect(named.stdout).toBe(next.stdout);
    expect(named.stdout).toContain('Write the part alpha-part (A-1).');
  });
});
