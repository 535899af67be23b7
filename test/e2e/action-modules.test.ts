// The action's pure pieces and its orchestration behind ports, in process: input parsing, the
// runner protocol formats, escaping and the 1 MiB budget, the Mermaid graph, artifact names and
// quarantine verification, gating — and a two-job resume through an in-memory ArtifactStore.
import { afterAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { InputError, parseBoolean, parseTokens } from '../../src/action/inputs.js';
import type { ActionIO, AnnotationLevel, AnnotationProperties } from '../../src/action/io.js';
import { MarkdownBudget, esc, prose } from '../../src/action/markdown.js';
import { actionWords } from '../../src/action/words.js';
import { DEFAULT_DECIDER } from '../../src/core/run/paused-next.js';
import { MERMAID_MAX_TEXT, mermaidText, workflowFlowchart } from '../../src/core/commands/summary-graph.js';
import { artifactName, artifactPrefix, candidatesFor, verifyQuarantine, StateArtifactRefused, type RunLocation } from '../../src/action/persistence.js';
import { gateOutcome, stageEnvironmentBase } from '../../src/action/run-command.js';
import { runAction } from '../../src/action/main.js';
import type { ArtifactScope, ArtifactStore, StoredArtifact } from '../../src/action/artifact-store.js';
import { loadWorkflow } from '../../src/core/model/loader.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { HELLO, REPO_ROOT, cleanupHarness, commitCheckout, makeWorkspace, tempDir } from '../helpers/action-harness.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(() => cleanupHarness());

describe('inputs', () => {
  // In npm test (review52): a pure function's test (a few ms), timed at 300 ms+ under coverage for its file's first-test cost; the only assertion of how the inputs input parses.
  it('parses name=value lines, skipping blanks and comments, keeping = and spaces inside values', () => {
    expect(parseTokens('topic=a = b\n\n# note\n  run_id=r1  \r\nempty=')).toEqual({ topic: 'a = b', run_id: 'r1', empty: '' });
  });
  it('rejects a line that is not name=value, naming the line, and duplicates', () => {
    expect(() => parseTokens('a=1\n=2')).toThrow(/line 2: '=2' is not a name=value pair/);
    expect(() => parseTokens('1a=2')).toThrow(InputError);
    expect(() => parseTokens('a=1\na=2')).toThrow(/a is given twice/);
  });
  // In npm test (review52): a pure function's test (a few ms), and a security property (no prototype pollution through inputs).
  it('keeps a __proto__ line as an own entry (the run refuses it as undeclared), never dropping it', () => {
    const tokens = parseTokens('__proto__=x\nconstructor=y');
    expect(Object.entries(tokens)).toEqual([['__proto__', 'x'], ['constructor', 'y']]);
    expect(() => parseTokens('__proto__=x\n__proto__=y')).toThrow(/__proto__ is given twice/);
  });
  it('accepts the YAML 1.2 core booleans and nothing else', () => {
    for (const t of ['true', 'True', 'TRUE']) expect(parseBoolean('x', t, false)).toBe(true);
    for (const f of ['false', 'False', 'FALSE']) expect(parseBoolean('x', f, true)).toBe(false);
    expect(parseBoolean('x', '', true)).toBe(true);
    for (const bad of ['yes', '1', 'on', 'tru']) expect(() => parseBoolean('x', bad, false)).toThrow(/input 'x' must be true or false/);
  });
});

describe('advice in the action\'s words', () => {
  it('names the action\'s inputs where the core names CLI flags', () => {
    expect(actionWords('Pass --run-id <id> (or run_id=<id>).')).toBe('Set the run-id input.');
    expect(actionWords('Pass topic=<value> (or --run-id <id>).')).toBe('Set topic=<value> in the inputs input (one name=value per line) (or the run-id input).');
    expect(actionWords('Start over with --mode fresh, or pass --allow-workflow-change to continue')).toBe("Start over with execution-mode: fresh, or pass allow-workflow-change: 'true' to continue");
    expect(actionWords('resume with --on-source-change rerun (the stale steps run again)')).toBe('resume with on-source-change: rerun (the stale steps run again)');
    expect(actionWords('That decision no longer counts: resume the run with stagegate run (with --on-source-change as the run needs)')).toBe('That decision no longer counts: resume the run with `command: run` (with the on-source-change input as the run needs)');
  });
  it('says several NAME=value words of a command line as the inputs input, one per line (a YAML string with its line breaks), not one input running on', () => {
    expect(actionWords("answer with `stagegate run ask.yaml --run-id q scope_answer='<your answer>' size_answer='<your answer>'`")).toBe(
      'answer with `command: run, workflow: ask.yaml, run-id: q, inputs: "scope_answer=<your answer>\\nsize_answer=<your answer>"`',
    );
    expect(actionWords("answer with `stagegate run ask.yaml --run-id q scope_answer='<your answer>'`")).toBe('answer with `command: run, workflow: ask.yaml, run-id: q, inputs: scope_answer=<your answer>`');
  });
  it('says a CLI command line quoted in a core message as the inputs that do the same in a workflow step', () => {
    expect(actionWords('resume with: stagegate run flow.yaml --run-id r1; or --mode fresh')).toBe('resume with: `command: run, workflow: flow.yaml, run-id: r1`; or execution-mode: fresh');
    // --agent-arg is the agent-args input (not agent).
    expect(actionWords('resume with: stagegate run flow.yaml --run-id r1 --agent claude --agent-arg --verbose')).toBe('resume with: `command: run, workflow: flow.yaml, run-id: r1, agent: claude, agent-args: --verbose`');
    expect(actionWords('add --agent-arg as before')).toBe('add the agent-args input as before');
    // A schema error with more findings (load-and-check.ts), the fix of WORKFLOW_CONTRACT_INVALID, a child's.
    expect(actionWords("steps.a.kind: invalid (and 2 more: run `stagegate validate wf/flow.yaml`)")).toBe("steps.a.kind: invalid (and 2 more: run `command: validate, workflow: wf/flow.yaml`)");
    expect(actionWords('Run `stagegate validate <workflow>` and fix each diagnostic at the file and line it names.')).toBe('Run `command: validate` and fix each diagnostic at the file and line it names.');
    // Shards (shards.ts, stop-codes.ts).
    expect(actionWords('stagegate shards flow.yaml --run-id r1 lists its shards.')).toBe('`command: shards, workflow: flow.yaml, run-id: r1` lists its shards.');
    expect(actionWords('Run it to its fan-out step first (stagegate run flow.yaml --run-id r1 --stop-after-step <the step before the foreach>).')).toBe('Run it to its fan-out step first (`command: run, workflow: flow.yaml, run-id: r1, stop-after-step: <the step before the foreach>`).');
    expect(actionWords('Nothing to run: `stagegate shards` lists the shards still pending; `stagegate merge` continues the run.')).toBe('Nothing to run: `command: shards` lists the shards still pending; `command: merge` continues the run.');
    expect(actionWords('Remove the named shard folder (or artifact) and run that shard again (`stagegate run ... --shard KEY`), then merge.')).toBe('Remove the named shard folder (or artifact) and run that shard again (`command: run, shard: KEY`), then merge.');
    expect(actionWords("run --shard KEY named no item of the run's active foreach step")).toBe("command: run with shard: KEY named no item of the run's active foreach step");
    // Approvals (runner.ts, child/run.ts, stop-codes.ts, approval/transition.ts).
    expect(actionWords(`Decide with \`stagegate approve flow.yaml --run-id r1\` (or \`stagegate reject flow.yaml --run-id r1\`), add --by NAME ${DEFAULT_DECIDER}; then resume with \`stagegate run flow.yaml --run-id r1\`.`)).toBe(
      'Decide with `command: run, workflow: flow.yaml, run-id: r1, approve: true` (or `command: run, workflow: flow.yaml, run-id: r1, reject: true`) (recorded for the GitHub actor, github.actor); then resume with `command: run, workflow: flow.yaml, run-id: r1`.',
    );
    // Several child runs: `, adding --by NAME (default: …)` is the actor too, not `adding the GitHub actor (github.actor) NAME`.
    expect(actionWords(`decide in each with \`stagegate approve c.yaml --run-id a\`; \`stagegate approve c.yaml --run-id b\`, adding --by NAME ${DEFAULT_DECIDER}; then resume.`)).toBe(
      'decide in each with `command: run, workflow: c.yaml, run-id: a, approve: true`; `command: run, workflow: c.yaml, run-id: b, approve: true` (recorded for the GitHub actor, github.actor); then resume.',
    );
    // No -C in the action: the workspace is the checkout (loader.ts missingFileHint).
    expect(actionWords('Pass the path of a workflow YAML file, relative to the workspace /w; flows/wf.yaml exists there: pass that (with -C DIR, paths are relative to DIR, not to the current directory).')).toBe(
      'Pass the path of a workflow YAML file, relative to the workspace /w; flows/wf.yaml exists there: pass that (paths are relative to the workspace: the checkout, or the working-directory input inside it).',
    );
    // A child's approval is decided through the parent's run in the action: a later job restores the child only with it.
    expect(actionWords("child paused; decide its approval (stagegate approve child.yaml --run-id r1-c 'x=a b'), then resume this run to continue the child")).toBe(
      "child paused; decide its approval through this run (this action with this run's run-id and approve: true, or reject: true), which then continues the child",
    );
    expect(actionWords('parallel step checks waits on branch one: run one-r1 of one.yaml paused: at check (decide there: stagegate approve one.yaml --run-id one-r1); then resume this run to continue its child run')).toBe(
      "parallel step checks waits on branch one: run one-r1 of one.yaml paused: at check (decided through this run: approve or reject with this run's run-id); then resume this run to continue its child run",
    );
    expect(actionWords('stagegate approve or reject was given for a run that is not waiting at an approval step.')).toBe('the approve or reject input was given for a run that is not waiting at an approval step.');
    expect(actionWords('The approval step lists its approvers and --by names none of them.')).toBe('The approval step lists its approvers and the GitHub actor (github.actor) is none of them.');
    expect(actionWords('Check the run with stagegate status (pending_approval); resume it with stagegate run until it pauses at the approval step.')).toBe('Check the run with `command: status` (pending_approval); resume it with `command: run` until it pauses at the approval step.');
    // Workflow inputs given on the command line.
    expect(actionWords('Pass ok=true|false on stagegate run, declare it under inputs')).toBe('Set ok=true|false in the inputs input, declare it under inputs');
    // An agent that is not installed (agents/installed.ts).
    expect(actionWords('or choose another agent: --agent codex, gemini, or --agent command --agent-command PATH.')).toBe('or choose another agent: agent: codex, gemini, or agent: command agent-command: PATH.');
    // The agent a resume takes from the run's record (agents/recorded.ts): replaced by the agent inputs, there being no command line.
    expect(actionWords("command --agent-command bin/agent (from the run's start: the agent flags it was started with; agent flags on the command line replace them)")).toBe(
      "command agent-command: bin/agent (from the run's start: the agent inputs it was started with; the agent, agent-command and agent-args inputs replace them)",
    );
    expect(actionWords("from the run's record: the agent flags an earlier resume gave; agent flags on the command line replace them")).toBe(
      "from the run's record: the agent inputs an earlier resume gave; the agent, agent-command and agent-args inputs replace them",
    );
  });
  it('ends at once on text a workflow file can put in a message (validate quotes it): no backtracking that grows with the words', () => {
    // Each a=b=c=d could be split at any '=': before, 30 of them did not end in minutes.
    const text = `Pass ${'a=b=c=d '.repeat(30)}x`;
    expect(actionWords(text)).toBe(text);
    expect(actionWords(`Pass ${'a=b=c=d '.repeat(3)}on stagegate run`)).toBe(`Set ${'a=b=c=d '.repeat(2)}a=b=c=d in the inputs input`);
  });
  it('leaves a quoted command line it cannot read to its end as the CLI\'s words, never half translated', () => {
    const quotedName = "Decide with `stagegate approve 'it'\\''s.yaml' --run-id r1`; then resume.";
    expect(actionWords(quotedName)).toBe(quotedName);
    const note = 'Decide with `stagegate approve flow.yaml --run-id r1 --note "looks good"` then resume.';
    expect(actionWords(note)).not.toContain('"looks` good');
  });
  it('names a CLI command the action has no counterpart of as the CLI\'s, and leaves the prose and stagegate gate alone', () => {
    expect(actionWords('(`stagegate history` shows who decided and their note). Start the run again with --mode fresh.')).toBe("(the CLI's `stagegate history` shows who decided and their note). Start the run again with execution-mode: fresh.");
    expect(actionWords('verifies (stagegate history shows what it holds). If events were cut, start over with --mode fresh; if')).toBe("verifies (the CLI's stagegate history shows what it holds). If events were cut, start over with execution-mode: fresh; if");
    expect(actionWords('stagegate runs each branch as one step; end the stage with stagegate gate --status OK')).toBe('stagegate runs each branch as one step; end the stage with stagegate gate --status OK');
  });
  it('says a text said in its words already the same again (a fix can pass through twice)', () => {
    for (const text of [
      '(`stagegate history` shows who decided). Start over with --mode fresh.',
      `Decide with \`stagegate approve flow.yaml --run-id r1\`, add --by NAME ${DEFAULT_DECIDER}; then resume.`,
      "run --shard KEY named no item; `stagegate shards flow.yaml --run-id r1` lists them; or --allow-workflow-change",
      'Pass topic=<value> (or --run-id <id>).',
    ]) {
      expect(actionWords(actionWords(text))).toBe(actionWords(text));
    }
  });
});

describe('summary text', () => {
  it('escapes HTML and markdown structure', () => {
    expect(esc('<script>alert("x")</script> | [a](b) *c* `d`\nline')).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#124; &#91;a&#93;(b) &#42;c&#42; &#96;d&#96; line');
  });
  it('prose: a command quoted in backticks is code once, the rest escaped; a lone backtick stays a character', () => {
    expect(prose('run `command: run, run-id: r_1 | x` then `<b>` and a lone ` tick *y*')).toBe('run <code>command: run, run-id: r&#95;1 &#124; x</code> then <code>&lt;b&gt;</code> and a lone &#96; tick &#42;y&#42;');
    // A span cannot cross a line: the line break is a space, both backticks stay characters.
    expect(prose('a `b\nc` d')).toBe('a &#96;b c&#96; d');
    expect(prose(null)).toBe('');
  });
  it('keeps a table under its byte budget and says how many rows were left out', () => {
    const b = new MarkdownBudget(10_000);
    b.table(['a', 'b'], Array.from({ length: 1000 }, (_, i) => [String(i), 'x'.repeat(50)]), 500);
    const text = b.toString();
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(10_000);
    expect(text).toMatch(/…\d+ more rows not shown/);
  });
  it('encodes Mermaid label text so quotes, brackets and fences cannot escape the label', () => {
    expect(mermaidText('a"b]c```<x> #35; &amp;\nz')).toBe('a″b]cˋˋˋ‹x> ＃35; ＆amp; z');
  });
});

describe('workflow flowchart', () => {
  it('draws every step and transition, the path taken thick, and classes by status', () => {
    const workflow = loadWorkflow(new Workspace(REPO_ROOT), HELLO).workflow!;
    const empty = workflowFlowchart(workflow);
    expect(empty.mermaid).toContain('nStart --> s0');
    expect(empty.mermaid).not.toContain('==>');
    expect(empty.mermaid).toContain('s1 -->|"CHANGES_REQUESTED"| s2');
    expect(empty.taken).toEqual([]);
  });
});

describe('a large workflow graph', () => {
  it('stays under Mermaid\'s text limit by characters (130 steps with long ids), labels without entity codes', () => {
    const ws = tempDir('sg-big-');
    const id = (i: number) => `step_${String(i).padStart(3, '0')}_${'very_long_descriptive_identifier_of_a_stage_'.repeat(6)}ünïcødé`;
    const lines = ["version: '4.0'", 'name: big', "state_path: 'runs/big/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:'];
    for (let i = 0; i < 130; i++) {
      const next = i === 129 ? 'DONE' : id(i + 1);
      lines.push(`  ${id(i)}:`, `    run: echo ${i}`, `    output: 'runs/big/{{run_id}}/${i}.md'`, '    statuses:', `      OK_${'X'.repeat(40)}: ${next}`, `      RETRY_${'Y'.repeat(40)}: ${id(Math.max(0, i - 1))}`);
    }
    writeFileSync(join(ws, 'big.yaml'), lines.join('\n') + '\n');
    const workflow = loadWorkflow(new Workspace(ws), 'big.yaml').workflow!;
    expect(workflow.steps.size).toBe(130);
    const full = workflowFlowchart(workflow, undefined, { maxChars: Number.MAX_SAFE_INTEGER }).mermaid!;
    expect(full.length).toBeGreaterThan(MERMAID_MAX_TEXT); // drawn in full it would not render
    const chart = workflowFlowchart(workflow).mermaid;
    expect(chart).toBeDefined();
    expect(chart!.length).toBeLessThan(MERMAID_MAX_TEXT);
    expect(chart).toContain('ünïcødé'); // the characters themselves ...
    expect(chart).not.toMatch(/#\d+;/); // ... never entity codes
    expect(chart).toContain('s129'); // every step is still drawn
  });
});

describe('artifact names', () => {
  it('are valid artifact names and keep workflow/run pairs apart even when their slugs collide', () => {
    const a = artifactPrefix({ workflowName: 'a-b', runId: 'c', workflowPath: 'f.yaml' });
    const b = artifactPrefix({ workflowName: 'a', runId: 'b-c', workflowPath: 'f.yaml' });
    expect(a).not.toBe(b);
    const name = artifactName({ workflowName: 'my flow/v2', runId: 'run:1 <x>', workflowPath: 'flows/v2.yaml' }, { attempt: '3', job: 'build (linux)' }, 7);
    expect(name).not.toMatch(/[":<>|*?\r\n\\/]/);
    expect(name).toMatch(/^stagegate-my_flow_v2-run_1_x_-[0-9a-f]{12}-a3-build_linux_-7$/);
  });
  it('picks the newest candidate of this run id and ignores other names', () => {
    const p = artifactPrefix({ workflowName: 'hello', runId: 'r1', workflowPath: HELLO });
    const list: StoredArtifact[] = [
      { id: 1, name: `${p}a1-stop-1`, size: 1, createdAt: new Date(1000) },
      { id: 3, name: `${p}a1-next-1`, size: 1, createdAt: new Date(3000) },
      { id: 2, name: `${p}a2-stop-1`, size: 1, createdAt: new Date(2000) },
      { id: 4, name: 'unrelated', size: 1, createdAt: new Date(9000) },
      { id: 5, name: `${artifactPrefix({ workflowName: 'hello', runId: 'r2', workflowPath: HELLO })}a1-x-1`, size: 1, createdAt: new Date(9000) },
    ];
    expect(candidatesFor(list, { workflowName: 'hello', runId: 'r1', workflowPath: HELLO }).map((a) => a.id)).toEqual([3, 2, 1]);
  });
  it('newest is by creation time, not by id nor by the attempt in the name (an id can be the older upload); the id breaks a tie', () => {
    const p = artifactPrefix({ workflowName: 'hello', runId: 'r1', workflowPath: HELLO });
    const list: StoredArtifact[] = [
      { id: 9, name: `${p}a2-test-1`, size: 1, createdAt: new Date(2000) },
      { id: 7, name: `${p}a1-build-1`, size: 1, createdAt: new Date(5000) },
      { id: 8, name: `${p}a1-deploy-1`, size: 1, createdAt: new Date(5000) },
    ];
    expect(candidatesFor(list, { workflowName: 'hello', runId: 'r1', workflowPath: HELLO }).map((a) => a.id)).toEqual([8, 7, 9]);
  });
});

describe('quarantine verification', () => {
  it('accepts a genuine run root and refuses a symlink inside it', async () => {
    const ws = makeWorkspace();
    const location: RunLocation = { workspaceRoot: ws, workflowName: 'hello', runId: 'q1', statePath: 'runs/hello/q1/workflow_state.yaml', runRoot: 'runs/hello/q1', workflowFile: HELLO, workflowPath: HELLO };
    await runAction({ io: recordingIO({ command: 'run', workflow: HELLO, 'run-id': 'q1', persist: 'none', 'stop-after-step': 'draft' }), env: { GITHUB_WORKSPACE: ws } });
    const q = tempDir('sg-q-');
    cpSync(join(ws, 'runs'), join(q, 'runs'), { recursive: true });
    rmSync(join(q, 'runs/hello/q1/workflow_state.yaml.lock'), { force: true });
    rmSync(join(q, 'runs/hello/LATEST_RUN.md'), { force: true });
    const ok = verifyQuarantine(q, location, 'n');
    expect(ok.files).toContain('runs/hello/q1/draft.md');
    expect(ok.state.active_step).toBe('review');
    symlinkSync('/etc/passwd', join(q, 'runs/hello/q1/link'));
    expect(() => verifyQuarantine(q, location, 'n')).toThrow(StateArtifactRefused);
    expect(() => verifyQuarantine(q, location, 'n')).toThrow(/symbolic link \(runs\/hello\/q1\/link\)/);
  });
});

describe("the stages' stagegate", () => {
  it('is the executable the host names (ActionDeps.selfExecutable), first on PATH and as $STAGEGATE_BIN', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    const probe = tempDir('sg-self-');
    // The named executable records how it was called; the stage calls it both ways.
    writeFileSync(join(probe, 'self'), `#!/bin/sh\nprintf '%s\\n' "$*" >>'${join(probe, 'calls')}'\n`, { mode: 0o755 });
    const draft = join(ws, 'workflows/examples/hello/scripts/draft.sh');
    writeFileSync(draft, `stagegate on-path && "$STAGEGATE_BIN" from-bin\n${readFileSync(draft, 'utf8')}`);
    commitCheckout(ws);
    const io = recordingIO({ command: 'run', workflow: HELLO, 'run-id': 's1', persist: 'none', 'stop-after-step': 'draft' });
    await runAction({ io, env: { GITHUB_WORKSPACE: ws, PATH: process.env['PATH'] }, selfExecutable: join(probe, 'self') });
    expect(io.failures).toEqual([]);
    expect(readFileSync(join(probe, 'calls'), 'utf8')).toBe('on-path\nfrom-bin\n');
  });
});

describe('gating', () => {
  it('fails every outcome but complete and (unless fail-on-partial) partial', () => {
    expect(gateOutcome('WORKFLOW_COMPLETE', true, 'neutral')).toEqual({ fail: false, conclusion: 'success' });
    expect(gateOutcome('PARTIAL_RESUMABLE', false, 'neutral')).toEqual({ fail: false, conclusion: 'neutral' });
    expect(gateOutcome('PARTIAL_RESUMABLE', false, 'action_required')).toEqual({ fail: false, conclusion: 'action_required' });
    expect(gateOutcome('PARTIAL_RESUMABLE', true, 'neutral')).toEqual({ fail: true, conclusion: 'failure' });
    for (const s of ['STAGE_FAILED', 'WORKFLOW_BLOCKED_LOOP_LIMIT', 'WORKFLOW_LOCKED', 'HANDED_OFF', 'WORKFLOW_CONTRACT_INVALID']) expect(gateOutcome(s, false, 'neutral').fail).toBe(true);
  });
  it('gives stages the job environment without the runner files and tokens', () => {
    const env = stageEnvironmentBase({ PATH: '/bin', 'INPUT_TOKEN': 't', ACTIONS_RUNTIME_TOKEN: 'r', ACTIONS_RESULTS_URL: 'u', GITHUB_OUTPUT: 'o', GITHUB_ENV: 'e', GITHUB_STEP_SUMMARY: 's', GITHUB_REPOSITORY: 'a/b', ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'i' });
    expect(env).toEqual({ PATH: '/bin', GITHUB_REPOSITORY: 'a/b' });
  });
});

// ---- orchestration through the ports ----------------------------------------------------------

interface Recorded extends ActionIO {
  outputs: Record<string, string>;
  annotations: Array<{ level: AnnotationLevel; message: string; properties?: AnnotationProperties }>;
  summary: string;
  failures: string[];
  /** The job log's lines (info). */
  logged: string[];
}

function recordingIO(inputs: Record<string, string>): Recorded {
  const io: Recorded = {
    outputs: {},
    annotations: [],
    summary: '',
    failures: [],
    logged: [],
    get failed() {
      return io.failures.length > 0;
    },
    getInput: (name) => (inputs[name] ?? '').trim(),
    setOutput: (name, value) => void (io.outputs[name] = value),
    info: (message) => void io.logged.push(message),
    debug: () => undefined,
    annotate: (level, message, properties) => void io.annotations.push({ level, message, ...(properties ? { properties } : {}) }),
    appendSummary: async (md) => void (io.summary += md),
    markFailed: () => void io.failures.push(io.annotations.filter((a) => a.level === 'error').map((a) => a.message).join('\n')),
    startGroup: () => undefined,
    endGroup: () => undefined,
    setSecret: () => undefined,
    saveState: () => undefined,
    getState: () => '',
  };
  return io;
}

/** An ArtifactStore in memory: artifacts are directory snapshots, per workflow run. */
function memoryStore(run: string, shared: Map<string, Array<StoredArtifact & { files: Map<string, Buffer> }>>, unlisted: Set<string> = new Set()): ArtifactStore {
  let nextId = shared.size * 100 + 1;
  return {
    async list(scope: ArtifactScope) {
      return [...(shared.get(scope.kind === 'current' ? run : String(scope.workflowRunId)) ?? [])];
    },
    async download(artifact, _scope, destination) {
      const stored = [...shared.values()].flat().find((a) => a.id === artifact.id)!;
      for (const [rel, bytes] of stored.files) {
        mkdirSync(dirname(join(destination, rel)), { recursive: true });
        writeFileSync(join(destination, rel), bytes);
      }
      return { downloadPath: destination, digestMismatch: false };
    },
    async upload(name, files, root) {
      const list = shared.get(run) ?? [];
      if (unlisted.has(name) || list.some((a) => a.name === name)) throw new Error('Failed request: (409) Conflict: an artifact with this name already exists');
      const snapshot = new Map(files.map((f) => [relative(root, f), readFileSync(f)]));
      const id = nextId++;
      const size = [...snapshot.values()].reduce((n, b) => n + b.length, 0);
      // The digest of what was uploaded (its files, in order), as the service records one per artifact.
      const hash = createHash('sha256');
      for (const [rel, bytes] of [...snapshot].sort(([x], [y]) => (x < y ? -1 : 1))) hash.update(rel).update('\0').update(bytes);
      const digest = `sha256:${hash.digest('hex')}`;
      list.push({ id, name, size, createdAt: new Date(Date.now() + id), digest, files: snapshot });
      shared.set(run, list);
      return { id, size, digest };
    },
  };
}

describe('the order of the report', () => {
  it('the summary is written before the check is completed (the network, with retries): a job killed while GitHub answers slowly keeps it', async () => {
    const ws = makeWorkspace();
    const io = recordingIO({ command: 'run', workflow: HELLO, 'run-id': 'ord1', persist: 'none', 'stop-after-step': 'draft', 'check-name': 'stagegate', token: 'ghs_x' });
    const seen: Array<{ summary: string; status: string | undefined }> = [];
    const checks = () => ({
      start: async () => ({ id: 1, url: '' }),
      complete: async () => {
        seen.push({ summary: io.summary, status: io.outputs['status'] });
        return { id: 1, url: '' };
      },
    });
    await runAction({ io, env: { GITHUB_WORKSPACE: ws, GITHUB_REPOSITORY: 'acme/widgets', GITHUB_SHA: 'a'.repeat(40) }, checks });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.status).toBe('PARTIAL_RESUMABLE');
    expect(seen[0]!.summary).toContain('Paused — resumable');
    expect(io.outputs['check-run-id']).toBe('1');
  });
});

describe('an internal error', () => {
  // A bug stands in as a source port that throws a plain error (no stop code). `status` asks it
  // only for a run that has a state (to compare its verdicts with), so the run ie1 is started first.
  const broken = { sourceCommit: (): string | null => { throw new TypeError('boom: not a stagegate error'); } };
  let started: string | undefined;
  const startedWorkspace = async (): Promise<string> => {
    if (started === undefined) {
      const ws = makeWorkspace();
      const io = recordingIO({ command: 'run', workflow: HELLO, 'run-id': 'ie1', persist: 'none', 'stop-after-step': 'draft' });
      await runAction({ io, env: { GITHUB_WORKSPACE: ws } });
      expect(io.outputs['status']).toBe('PARTIAL_RESUMABLE');
      started = ws;
    }
    return started;
  };
  const logged = (env: Record<string, string>) => {
    const io = recordingIO({ command: 'status', workflow: HELLO, 'run-id': 'ie1', persist: 'none' });
    const info: string[] = [];
    const debug: string[] = [];
    io.info = (m) => void info.push(m);
    io.debug = (m) => void debug.push(m);
    return { io, info, debug, run: async () => runAction({ io, env: { GITHUB_WORKSPACE: await startedWorkspace(), ...env }, git: broken }) };
  };

  it("prints its stack trace as a plain log line with STAGEGATE_DEBUG=1 (a ::debug:: line shows only with the runner's debug logging, RUNNER_DEBUG=1), and the fix says so", async () => {
    const l = logged({ STAGEGATE_DEBUG: '1' });
    await l.run();
    expect(l.io.outputs['status']).toBe('INTERNAL_ERROR');
    expect(l.info.join('\n')).toMatch(/TypeError: boom: not a stagegate error\n\s+at /);
    expect(l.io.annotations.find((a) => a.level === 'error')?.message).toContain("env STAGEGATE_DEBUG: '1' on this step");
    const d = logged({ RUNNER_DEBUG: '1' });
    await d.run();
    expect(d.debug.join('\n')).toMatch(/TypeError: boom/);
    const quiet = logged({});
    await quiet.run();
    expect([...quiet.info, ...quiet.debug].join('\n')).not.toMatch(/\n\s+at /);
  });
});

describe('command: status asks a port that can start the look-up without waiting (git runs while the journal is replayed)', () => {
  it('started once, never waited for, its answer compared', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    const sha = 'c0ffee'.padEnd(40, '1');
    const first = recordingIO({ command: 'run', workflow: HELLO, 'run-id': 'st1', persist: 'none' });
    await runAction({ io: first, env: { GITHUB_WORKSPACE: ws }, git: { sourceCommit: () => sha } });
    expect(first.outputs['status']).toBe('WORKFLOW_COMPLETE');
    const status = async (commit: string) => {
      const asked: string[] = [];
      const io = recordingIO({ command: 'status', workflow: HELLO, 'run-id': 'st1', persist: 'none' });
      const git = { sourceCommit: (w: string) => (asked.push(`waited ${w}`), commit), startSourceCommit: (w: string) => (asked.push(`started ${w}`), Promise.resolve(commit)) };
      await runAction({ io, env: { GITHUB_WORKSPACE: ws }, git });
      return { asked, status: io.outputs['status'] };
    };
    expect(await status(sha)).toEqual({ asked: [`started ${ws}`], status: 'WORKFLOW_COMPLETE' });
    // Another commit now: the run is not reported complete at it.
    const other = await status('beef'.padEnd(40, '2'));
    expect(other.asked).toEqual([`started ${ws}`]);
    expect(other.status).not.toBe('WORKFLOW_COMPLETE');
  });
});

describe('runAction with an in-memory ArtifactStore', () => {
  it('job 2 resumes what job 1 saved, and a taken name moves to the next sequence number', async () => {
    const shared = new Map<string, Array<StoredArtifact & { files: Map<string, Buffer> }>>();
    const env = (ws: string, job: string) => ({ GITHUB_WORKSPACE: ws, GITHUB_RUN_ID: '9', GITHUB_RUN_ATTEMPT: '1', GITHUB_JOB: job, GITHUB_REPOSITORY: 'a/b', ACTIONS_RUNTIME_TOKEN: 'x', ACTIONS_RESULTS_URL: 'http://unused/' });
    const ws1 = makeWorkspace();
    const io1 = recordingIO({ command: 'run', workflow: HELLO, 'run-id': 'm1', persist: 'artifact', 'stop-after-step': 'review' });
    await runAction({ io: io1, env: env(ws1, 'one'), artifactStore: () => memoryStore('9', shared) });
    expect(io1.failures).toEqual([]);
    expect(io1.outputs['status']).toBe('PARTIAL_RESUMABLE');
    expect(io1.outputs['artifact-name']).toBe(artifactName({ workflowName: 'hello', runId: 'm1', workflowPath: HELLO }, { attempt: '1', job: 'one' }, 1));
    const saved = shared.get('9')![0]!;
    expect([...saved.files.keys()].sort()).toEqual(expect.arrayContaining(['runs/hello/m1/workflow_state.yaml', 'runs/hello/m1/RUN_MANIFEST.yaml', 'runs/hello/m1/draft.md', 'runs/hello/m1/review.md']));
    expect([...saved.files.keys()].some((f) => f.endsWith('.lock'))).toBe(false);

    // A name taken meanwhile, after the listing, by another matrix leg of the same job, which
    // finalizes its state while this one uploads: 409, next seq, and said.
    const taken = new Set([artifactName({ workflowName: 'hello', runId: 'm1', workflowPath: HELLO }, { attempt: '1', job: 'two' }, 1)]);
    const ws2 = makeWorkspace();
    const io2 = recordingIO({ command: 'run', workflow: HELLO, 'run-id': 'm1', persist: 'artifact' });
    const plain = memoryStore('9', shared, taken);
    const legFinalizes: ArtifactStore = {
      ...plain,
      async upload(name, files, root, options) {
        const result = await plain.upload(name, files, root, options);
        shared.get('9')!.push({ ...saved, id: 77, name: [...taken][0]!, digest: `sha256:${'1'.repeat(64)}` });
        return result;
      },
    };
    await runAction({ io: io2, env: env(ws2, 'two'), artifactStore: () => legFinalizes });
    expect(io2.failures).toEqual([]);
    expect(io2.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(io2.outputs['artifact-name']).toBe(artifactName({ workflowName: 'hello', runId: 'm1', workflowPath: HELLO }, { attempt: '1', job: 'two' }, 2));
    expect(io2.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([expect.stringContaining(`Another job saved a state of run m1 in this workflow run while this step ran (${[...taken][0]}): both advanced the run`)]);
    expect(io2.annotations.filter((a) => a.level === 'warning').map((a) => a.properties?.title)).toEqual(['stagegate: carried state']);
    expect(io2.summary).toContain('restored from');
    expect(statSync(join(ws2, 'runs/hello/m1/published.md')).isFile()).toBe(true);
    expect(readdirSync(join(ws2, 'runs/hello/m1/logs')).filter((f) => f.startsWith('draft'))).toHaveLength(1); // job 1's log, carried
  });
});

describe("a name this step's own save took (its answer lost, the client retried): no other job saved", () => {
  const env = (ws: string, job: string) => ({ GITHUB_WORKSPACE: ws, GITHUB_RUN_ID: '9', GITHUB_RUN_ATTEMPT: '1', GITHUB_JOB: job, GITHUB_REPOSITORY: 'a/b', ACTIONS_RUNTIME_TOKEN: 'x', ACTIONS_RESULTS_URL: 'http://unused/' });
  const id = { workflowName: 'hello', runId: 'lost', workflowPath: HELLO };

  it('a creation whose answer was lost (409 on the retry, never finalized, never listed): saved under the next name, no warning, the log says why', async () => {
    const shared = new Map<string, Array<StoredArtifact & { files: Map<string, Buffer> }>>();
    // The first creation reached the service; its answer did not reach the step, and the retry met the name taken by it.
    const own = artifactName(id, { attempt: '1', job: 'solo' }, 1);
    const io = recordingIO({ command: 'run', workflow: HELLO, 'run-id': 'lost', persist: 'artifact' });
    await runAction({ io, env: env(makeWorkspace(), 'solo'), artifactStore: () => memoryStore('9', shared, new Set([own])) });
    expect(io.failures).toEqual([]);
    expect(io.outputs['artifact-name']).toBe(artifactName(id, { attempt: '1', job: 'solo' }, 2));
    expect(io.annotations.filter((a) => a.level === 'warning')).toEqual([]);
    expect(io.logged).toContain(`Artifact name ${own} was taken, and no artifact is listed under it now that this upload is done (not finalized): this step's own creation whose answer was lost (the client tried again), or another job's save still under way — that job, finalizing after this one, says so.`);
  });

  it('a finalize whose answer was lost: the name holds the same bytes as the state saved under the next one — no warning', async () => {
    const shared = new Map<string, Array<StoredArtifact & { files: Map<string, Buffer> }>>();
    const own = artifactName(id, { attempt: '1', job: 'solo' }, 1);
    const plain = memoryStore('9', shared);
    let first = true;
    const lostAnswer: ArtifactStore = {
      ...plain,
      async upload(name, files, root, options) {
        const result = await plain.upload(name, files, root, options);
        if (!first) return result;
        first = false;
        throw new Error('Failed request: (409) Conflict: an artifact with this name already exists');
      },
    };
    const io = recordingIO({ command: 'run', workflow: HELLO, 'run-id': 'lost', persist: 'artifact' });
    await runAction({ io, env: env(makeWorkspace(), 'solo'), artifactStore: () => lostAnswer });
    expect(io.failures).toEqual([]);
    expect(io.outputs['artifact-name']).toBe(artifactName(id, { attempt: '1', job: 'solo' }, 2));
    const [a, b] = shared.get('9')!;
    expect(a!.name).toBe(own);
    expect([a!.size, a!.digest]).toEqual([b!.size, b!.digest]);
    expect(io.annotations.filter((x) => x.level === 'warning')).toEqual([]);
    expect(io.logged.some((l) => l.startsWith(`Artifact ${own} holds the same bytes as the one this step just saved`))).toBe(true);
  });
});

describe('two jobs advancing one run at once', () => {
  it('the job that saves after another job saved a state of the run meanwhile warns: both ran from the same state', { tags: [CAMPAIGN] }, async () => {
    const shared = new Map<string, Array<StoredArtifact & { files: Map<string, Buffer> }>>();
    const env = (ws: string, job: string) => ({ GITHUB_WORKSPACE: ws, GITHUB_RUN_ID: '9', GITHUB_RUN_ATTEMPT: '1', GITHUB_JOB: job, GITHUB_REPOSITORY: 'a/b', ACTIONS_RUNTIME_TOKEN: 'x', ACTIONS_RESULTS_URL: 'http://unused/' });
    const id = { workflowName: 'hello', runId: 'm2', workflowPath: HELLO };
    const io1 = recordingIO({ command: 'run', workflow: HELLO, 'run-id': 'm2', persist: 'artifact', 'stop-after-step': 'review' });
    await runAction({ io: io1, env: env(makeWorkspace(), 'plan'), artifactStore: () => memoryStore('9', shared) });
    expect(io1.outputs['status']).toBe('PARTIAL_RESUMABLE');

    // Job "leg" restores that state; while it runs, job "other" (a matrix leg with the same run-id)
    // saves its own successor of the same state.
    const store = memoryStore('9', shared);
    const racing: ArtifactStore = {
      ...store,
      async download(artifact, scope, destination) {
        const result = await store.download(artifact, scope, destination);
        const first = shared.get('9')![0]!;
        shared.get('9')!.push({ ...first, id: 50, name: artifactName(id, { attempt: '1', job: 'other' }, 1), createdAt: new Date(first.createdAt!.getTime() + 1) });
        return result;
      },
    };
    const io2 = recordingIO({ command: 'run', workflow: HELLO, 'run-id': 'm2', persist: 'artifact' });
    await runAction({ io: io2, env: env(makeWorkspace(), 'leg'), artifactStore: () => racing });
    expect(io2.failures).toEqual([]);
    expect(io2.outputs['status']).toBe('WORKFLOW_COMPLETE');
    const other = artifactName(id, { attempt: '1', job: 'other' }, 1);
    expect(io2.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
      `Another job saved a state of run m2 in this workflow run while this step ran (${other}): both advanced the run from the same state, each running its stages. A later job restores the newest state saved, ${io2.outputs['artifact-name']}; what the other did is not in it. Let one job at a time advance a run: chain the jobs with needs:, put them in one concurrency group, or give each matrix leg its own run-id.`,
    ]);

    // A job after them (chained with needs:) restores and saves without a warning.
    const io3 = recordingIO({ command: 'run', workflow: HELLO, 'run-id': 'm2', persist: 'artifact' });
    await runAction({ io: io3, env: env(makeWorkspace(), 'after'), artifactStore: () => memoryStore('9', shared) });
    expect(io3.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(io3.annotations.filter((a) => a.level === 'warning')).toEqual([]);
  });
});

describe('two matrix legs whose saves overlap: the one that finalizes last warns', () => {
  it("leg A's first name is taken by leg B's creation not yet finalized (not listed when A is done): A says nothing of it, and B, finalizing after A's save, warns", { tags: [CAMPAIGN] }, async () => {
    const shared = new Map<string, Array<StoredArtifact & { files: Map<string, Buffer> }>>();
    const env = (ws: string) => ({ GITHUB_WORKSPACE: ws, GITHUB_RUN_ID: '9', GITHUB_RUN_ATTEMPT: '1', GITHUB_JOB: 'leg', GITHUB_REPOSITORY: 'a/b', ACTIONS_RUNTIME_TOKEN: 'x', ACTIONS_RESULTS_URL: 'http://unused/' });
    const id = { workflowName: 'hello', runId: 'm3', workflowPath: HELLO };
    const io0 = recordingIO({ command: 'run', workflow: HELLO, 'run-id': 'm3', persist: 'artifact', 'stop-after-step': 'review' });
    await runAction({ io: io0, env: env(makeWorkspace()), artifactStore: () => memoryStore('9', shared) });
    expect(io0.outputs['status']).toBe('PARTIAL_RESUMABLE');
    const first = artifactName(id, { attempt: '1', job: 'leg' }, 2);

    // Leg B restores that state and creates its artifact; before B finalizes it, leg A (same job,
    // same state) runs whole: its first name is B's (409, not listed: not finalized), it saves the next.
    const ioA = recordingIO({ command: 'run', workflow: HELLO, 'run-id': 'm3', persist: 'artifact' });
    const plain = memoryStore('9', shared);
    const slowB: ArtifactStore = {
      ...plain,
      async upload(name, files, root, options) {
        expect(name).toBe(first);
        await runAction({ io: ioA, env: env(makeWorkspace()), artifactStore: () => memoryStore('9', shared, new Set([first])) });
        return plain.upload(name, files, root, options);
      },
    };
    const ioB = recordingIO({ command: 'run', workflow: HELLO, 'run-id': 'm3', persist: 'artifact' });
    await runAction({ io: ioB, env: env(makeWorkspace()), artifactStore: () => slowB });
    expect([ioA.outputs['status'], ioB.outputs['status']]).toEqual(['WORKFLOW_COMPLETE', 'WORKFLOW_COMPLETE']);
    expect(ioA.outputs['artifact-name']).toBe(artifactName(id, { attempt: '1', job: 'leg' }, 3));
    const warned = (io: Recorded) => io.annotations.filter((a) => a.level === 'warning').map((a) => a.message);
    // Both advanced the run from the same state: said, by the leg that finalized last (B), naming A's.
    expect(warned(ioB)).toEqual([expect.stringContaining(`Another job saved a state of run m3 in this workflow run while this step ran (${ioA.outputs['artifact-name']})`)]);
    expect(warned(ioA)).toEqual([]);
    expect(ioA.logged.some((l) => l.includes(`Artifact name ${first} was taken`) && l.includes('not finalized'))).toBe(true);
  });
});

describe('command: plan asks a port that can start the look-up without waiting (git runs while the run is loaded)', () => {
  it('started once for the plan and the status it shows, never waited for, its answer compared', async () => {
    const ws = makeWorkspace();
    const sha = 'c0ffee'.padEnd(40, '1');
    const first = recordingIO({ command: 'run', workflow: HELLO, 'run-id': 'pl1', persist: 'none' });
    await runAction({ io: first, env: { GITHUB_WORKSPACE: ws }, git: { sourceCommit: () => sha } });
    expect(first.outputs['status']).toBe('WORKFLOW_COMPLETE');
    const plan = async (commit: string) => {
      const asked: string[] = [];
      const io = recordingIO({ command: 'plan', workflow: HELLO, 'run-id': 'pl1', persist: 'none' });
      const git = { sourceCommit: (w: string) => (asked.push(`waited ${w}`), commit), startSourceCommit: (w: string) => (asked.push(`started ${w}`), Promise.resolve(commit)) };
      await runAction({ io, env: { GITHUB_WORKSPACE: ws }, git });
      return { asked, summary: io.summary };
    };
    const same = await plan(sha);
    expect(same.asked).toEqual([`started ${ws}`]);
    expect(same.summary).toContain('already finished');
    // Another commit now: the plan says the source moved.
    const other = await plan('beef'.padEnd(40, '2'));
    expect(other.asked).toEqual([`started ${ws}`]);
    expect(other.summary).toContain('beef');
  });
});
