// Every command and flag of the CLI, with the words its --help prints: one table that the parser,
// the help texts and the did-you-mean suggestions all read, so they cannot disagree.

export interface FlagSpec {
  short?: string;
  type: 'string' | 'boolean';
  multiple?: boolean;
  /** The value's name in help (`--run-id ID`). */
  value?: string;
  help: string;
}

export const FLAGS = {
  'run-id': { type: 'string', value: 'ID', help: 'the run (same as run_id=ID)' },
  'stop-after-step': { type: 'string', value: 'STEP', help: 'run STEP, persist its gate and next step, then stop (PARTIAL_RESUMABLE)' },
  mode: { type: 'string', value: 'resume|fresh', help: 'resume (default) continues a run; fresh starts over, moving old results aside' },
  'ignore-previous-completion': { type: 'boolean', help: 'run again even if the run completed (implies --mode fresh)' },
  'allow-workflow-change': { type: 'boolean', help: "resume although the workflow file changed since the run's last invocation" },
  'on-source-change': {
    type: 'string',
    value: 'refuse|rerun|keep',
    help: "a resume at another git commit than its verdicts: refuse (default: stop, STALE_ARTIFACT_REJECTED), rerun (run the stale steps again), keep (continue with the old verdicts; recorded)",
  },
  'rerun-from': {
    type: 'string',
    value: 'STEP',
    help: "resume by running STEP again: take back its verdict and every verdict accepted after it, reopen a finished run, continue from STEP (no --mode fresh, --ignore-previous-completion or --shard)",
  },
  answer: { type: 'string', value: 'TEXT', help: "answer the question the run stopped at (WORKFLOW_ANSWER_REQUIRED): the step runs again with it (one shell word: quote it); a usage error when no question waits" },
  'answer-file': { type: 'string', value: 'PATH', help: 'as --answer, the answer read from the file PATH (UTF-8, at most 64 KiB)' },
  json: { type: 'boolean', help: 'print one JSON object on stdout (nothing else)' },
  strict: { type: 'boolean', help: 'warnings fail too (exit 1)' },
  format: { type: 'string', value: 'text|json|github', help: 'output format (github: annotations on stdout, summary on stderr)' },
  workspace: { short: 'C', type: 'string', value: 'DIR', help: 'workspace root (default: the current directory); every path resolves inside it' },
  quiet: { short: 'q', type: 'boolean', help: 'no progress lines (warnings still go to stderr)' },
  stream: { short: 'v', type: 'boolean', help: "pass each stage's output through, prefixed with its step (secrets masked)" },
  heartbeat: { type: 'string', value: 'SECONDS', help: 'off a terminal: a "still running" line every SECONDS (default 30; 0 = off)' },
  agent: { type: 'string', value: 'NAME[:MODEL]', help: 'agent for agent-driven steps: claude, codex, gemini, copilot, opencode or command (docs/agents.md)' },
  'agent-command': { type: 'string', value: 'PATH', help: 'the executable of the command agent (the prompt arrives on stdin)' },
  'agent-arg': { type: 'string', multiple: true, value: 'ARG', help: 'extra argument for the agent CLI (repeatable)' },
  'fresh-agent-sessions': { type: 'boolean', help: "a retry starts a new agent session instead of continuing the previous attempt's (docs/agents.md#sessions)" },
  'show-prompt': { type: 'string', value: 'STEP', help: "print the exact prompt STEP (or STEP.BRANCH, a parallel branch; 'STEP[ITEM].SUB', a foreach item's per-item step) would get, nothing else" },
  by: { type: 'string', value: 'NAME', help: 'who decides (approve, reject), skips (skip) or answers (run --answer) (default: on GitHub Actions $GITHUB_ACTOR, else $USER, else $LOGNAME, else the OS account, else unknown); a decider is one of the step\'s approvers when it lists them' },
  note: { type: 'string', value: 'TEXT', help: 'a note recorded with the decision' },
  out: { short: 'o', type: 'string', value: 'FILE', help: 'write the native YAML to FILE (inside the workspace) instead of stdout' },
  critical: { type: 'string', value: 'N', help: 'unresolved_critical (default 0)' },
  high: { type: 'string', value: 'N', help: 'unresolved_high (default 0)' },
  open: { type: 'string', value: 'N', help: 'source_resolvable_open (default 0)' },
  next: { type: 'string', value: 'STEP', help: 'next_recommended (default null; recorded, never used for routing)' },
  set: { type: 'string', multiple: true, value: 'KEY=VALUE', help: "an extra gate key (repeatable); VALUE is read as a number, true/false/null, a [list] of plain values, or text; the step's gate_schema checks it (GATE_SCHEMA_VIOLATION: nothing written)" },
  name: { type: 'string', value: 'NAME', help: 'the workflow name (default: example)' },
  action: { type: 'string', value: 'OWNER/REPO@REF', help: 'the action the GitHub workflow uses (default: <owner>/stagegate@v1: replace <owner>)' },
  follow: { type: 'boolean', short: 'f', help: 'keep printing what the running stages write until the run stops' },
  tail: { type: 'string', value: 'N', help: "only the last N lines of each log (read from its end, not the whole file); with --follow, then what is written after" },
  'older-than': { type: 'string', value: 'AGE', help: 'also remove finished runs last updated longer ago than AGE (30m, 12h, 7d, 2w)' },
  yes: { short: 'y', type: 'boolean', help: 'remove for real (without it, clean only lists what it would remove)' },
  shard: { type: 'string', multiple: true, value: 'KEY', help: 'run only this shard (a foreach item or a parallel branch: stagegate shards lists them) into a folder of its own; the run itself is not touched. Repeatable: the shards run one after another (a matrix leg with several keys)' },
  legs: { type: 'string', value: 'N', help: 'also deal the shards into at most N matrix legs, in order (a leg runs its keys with one run --shard K1 --shard K2 ...)' },
  from: { type: 'string', multiple: true, value: 'DIR', help: 'also merge the shard folders found under DIR (copied from another machine; repeatable)' },
  help: { short: 'h', type: 'boolean', help: 'show help' },
  version: { type: 'boolean', help: 'print the version' },
} as const satisfies Record<string, FlagSpec>;

export type FlagName = keyof typeof FLAGS;

export interface CommandSpec {
  summary: string;
  usage: string;
  /** What the command does, a few lines. */
  about: string;
  /** Positional arguments, [name, meaning]. */
  args: Array<[string, string]>;
  flags: FlagName[];
  examples: string[];
}

const AGENT_FLAGS: FlagName[] = ['agent', 'agent-command', 'agent-arg', 'fresh-agent-sessions'];

export const COMMANDS = {
  run: {
    summary: 'run a workflow (resume is the default; --mode fresh starts over)',
    usage: 'stagegate run <workflow> [name=value ...] [flags]',
    about: `Runs the workflow's stages one after another, checks each stage's output and WORKFLOW_GATE block,
routes on the gate's status and persists the state after every stage. A second invocation with the
same run id continues where the first stopped. On a terminal a live line per running stage shows
its step, visit, attempt and elapsed time; off a terminal a line when a stage starts and a heartbeat.`,
    args: [
      ['<workflow>', 'the workflow file, inside the workspace'],
      ['name=value', 'inputs of the workflow (run_id=ID is the same as --run-id ID)'],
    ],
    flags: ['run-id', 'stop-after-step', 'mode', 'ignore-previous-completion', 'allow-workflow-change', 'on-source-change', 'rerun-from', 'shard', 'answer', 'answer-file', 'by', ...AGENT_FLAGS, 'stream', 'heartbeat', 'quiet', 'json', 'workspace'],
    examples: ['stagegate run workflows/examples/hello/workflow.yaml --run-id r1', 'stagegate run wf.yaml --run-id r1 --stop-after-step review', 'stagegate run wf.yaml --run-id r1 --rerun-from review', 'stagegate run wf.yaml --run-id r2 --mode fresh --stream topic="gates"', 'stagegate run wf.yaml --run-id r1 --shard DA-01'],
  },
  shards: {
    summary: "the shards of a run's foreach or parallel step that can run now (reads only)",
    usage: 'stagegate shards <workflow> [name=value ...] --run-id ID [--legs N] [--json]',
    about: `When the run's active step is a foreach step, lists the keys of its items that can run now as
shards (items not finished whose dependencies are VERIFIED), in the items' order; at a parallel
step, its branches without a verdict on this visit, in declared order. --json prints
{"step": ..., "shards": [...]} ("step" is null when the run is at neither). Each shard
runs with \`stagegate run ... --shard KEY\` (on any machine); \`stagegate merge\` brings them back.
--legs N also deals the shards, in order, into at most N legs of nearly equal size (JSON:
"legs": [[...], ...]): one machine runs a leg's keys with \`stagegate run ... --shard K1 --shard K2\`,
so a matrix stays within GitHub's 256 legs and a runner's start is paid once per leg.
Runs nothing, writes nothing. See docs/run-semantics.md#shards.`,
    args: [
      ['<workflow>', 'the workflow file'],
      ['name=value', 'inputs that locate the state (usually only the run id)'],
    ],
    flags: ['run-id', 'legs', 'json', 'workspace'],
    examples: ['stagegate shards wf.yaml --run-id r1', 'stagegate shards wf.yaml --run-id r1 --json', 'stagegate shards wf.yaml --run-id r1 --legs 20 --json'],
  },
  merge: {
    summary: 'merge finished shards into their run, then continue it like run',
    usage: 'stagegate merge <workflow> [name=value ...] --run-id ID [--from DIR ...] [flags]',
    about: `Verifies every shard result in the run root and under each --from DIR (journal chain, workflow
digest, run id, shard key, outputs' sha256), refuses a tampered, foreign or conflicting one with
its stop code before anything is merged, merges the rest into the run in the items' order (a
parallel step's branches: in declared order, then its join), whatever order they finished in, and
continues the run like \`run\` (--stop-after-step honoured). Items (branches) without a result
stay pending: the merge stops PARTIAL_RESUMABLE and names them.`,
    args: [
      ['<workflow>', 'the workflow file'],
      ['name=value', 'inputs, as for run'],
    ],
    flags: ['run-id', 'from', 'stop-after-step', 'allow-workflow-change', 'on-source-change', ...AGENT_FLAGS, 'stream', 'heartbeat', 'quiet', 'json', 'workspace'],
    examples: ['stagegate merge wf.yaml --run-id r1', 'stagegate merge wf.yaml --run-id r1 --from downloaded/shard-DA-01 --from downloaded/shard-DA-02'],
  },
  status: {
    summary: 'where a run is (reads only)',
    usage: 'stagegate status <workflow> [name=value ...] [--run-id ID] [--allow-workflow-change] [--on-source-change refuse|rerun|keep] [--json]',
    about: `Reads the run's state: its status, the active step, each step's visits (entries into the step,
against max_visits) and attempts, a pending approval, decisions, skips and stalls. A run whose
verdicts were made at another git commit is reported as a resume here would find it (the
STALE_ARTIFACT_REJECTED it would stop with, or the step it would go back to), never as complete.
With --allow-workflow-change, an edited workflow file is taken as a resume with the flag takes it
(the commands printed carry the flag). Runs nothing, writes nothing, takes no lock.`,
    args: [
      ['<workflow>', 'the workflow file'],
      ['name=value', 'inputs that locate the state (usually only the run id)'],
    ],
    flags: ['run-id', 'allow-workflow-change', 'on-source-change', 'json', 'workspace'],
    examples: ['stagegate status workflows/examples/hello/workflow.yaml --run-id r1'],
  },
  history: {
    summary: "a run's journal, event by event (reads only)",
    usage: 'stagegate history <workflow> [name=value ...] [--run-id ID] [--json]',
    about: `The run's journal (docs/run-semantics.md#the-journal), replayed like a resume replays it:
every event in order with its step, visit, attempt, the status it records and where it led. With
--json, one object whose "events" array holds each event with seq, at, event, step, visit,
attempt, status, to, detail and the journal line itself (data). Runs nothing, writes nothing.`,
    args: [
      ['<workflow>', 'the workflow file'],
      ['name=value', 'inputs that locate the state (usually only the run id)'],
    ],
    flags: ['run-id', 'json', 'workspace'],
    examples: ['stagegate history workflows/examples/hello/workflow.yaml --run-id r1', 'stagegate history workflows/examples/hello/workflow.yaml --run-id r1 --json'],
  },
  graph: {
    summary: 'the workflow as a Mermaid flowchart, coloured by a run (reads only)',
    usage: 'stagegate graph <workflow> [name=value ...] [--run-id ID] [--json]',
    about: `Prints the workflow as a Mermaid flowchart, the one the Action's job summary draws: every step
(its kind's shape) and transition. For a run that has state, each step is coloured by its status
(completed, failed, blocked, running, next) and the path the run took is drawn thick, with visit
counts. Only the chart is printed: paste it into a \`\`\`mermaid block or mermaid.live. With --json,
one object: the chart (mermaid), each step's status and the transitions taken. A workflow too large
for Mermaid stops with GRAPH_TOO_LARGE (exit 4). Runs nothing, writes nothing, takes no lock.`,
    args: [
      ['<workflow>', 'the workflow file (native, or another runner\'s format validate reads)'],
      ['name=value', 'inputs that locate the state (usually only the run id)'],
    ],
    flags: ['run-id', 'json', 'workspace'],
    examples: ['stagegate graph workflows/examples/hello/workflow.yaml', 'stagegate graph workflows/examples/hello/workflow.yaml --run-id r1 > run.mmd'],
  },
  plan: {
    summary: 'what a run would do next, and every path it can take',
    usage: 'stagegate plan <workflow> [name=value ...] [--run-id ID] [--show-prompt STEP] [flags]',
    about: `Shows the step a run with the same arguments would run next and why, and every path the
workflow can take from each step, without running or writing anything.`,
    args: [
      ['<workflow>', 'the workflow file'],
      ['name=value', 'inputs, as for run'],
    ],
    flags: ['run-id', 'stop-after-step', 'mode', 'ignore-previous-completion', 'allow-workflow-change', 'on-source-change', ...AGENT_FLAGS, 'show-prompt', 'json', 'workspace'],
    examples: ['stagegate plan workflows/examples/hello/workflow.yaml --run-id r1', 'stagegate plan wf.yaml --run-id r1 --show-prompt analyse'],
  },
  validate: {
    summary: 'check workflow files without running them',
    usage: 'stagegate validate [<workflow|dir> ...] [--strict] [--json | --format text|json|github]',
    about: `Checks schema, references, placeholders, paths and the full contract of each workflow file, or of
every workflow under a directory. Without arguments: every workflow in the workspace.`,
    args: [['<workflow|dir>', 'files or directories (default: the workspace)']],
    flags: ['strict', 'format', 'json', 'workspace'],
    examples: ['stagegate validate', 'stagegate validate workflows/', 'stagegate validate wf.yaml --format github'],
  },
  convert: {
    summary: 'print the native 4.0 YAML of an aiox, maestro-flow or CCW workflow',
    usage: 'stagegate convert <workflow> [--out FILE]',
    about: `Prints (or writes) the native 4.0 YAML equivalent of another runner's workflow file, validated
like any workflow (diagnostics on stderr; exit 1 on errors). See docs/formats.md.`,
    args: [['<workflow>', 'an aiox, maestro-flow or CCW workflow file']],
    flags: ['out', 'workspace'],
    examples: ['stagegate convert test/fixtures/formats/ccw/quick-bugfix.json', 'stagegate convert flow.json --out flow.yaml'],
  },
  approve: {
    summary: 'approve a run paused at an approval step',
    usage: 'stagegate approve <workflow> [name=value ...] [--run-id ID] [--by NAME] [--note TEXT] [--allow-workflow-change] [--agent NAME[:MODEL]] [--agent-command PATH] [--agent-arg ARG ...] [--fresh-agent-sessions] [--json]',
    about: `Records an approval on a run waiting at an approval step; the next \`stagegate run\` continues
along on_approve. Runs nothing itself; --agent / --agent-command / --agent-arg (the run's) only go
into the next: command it prints.`,
    args: [
      ['<workflow>', 'the workflow file'],
      ['name=value', 'inputs that locate the state'],
    ],
    flags: ['run-id', 'by', 'note', 'allow-workflow-change', ...AGENT_FLAGS, 'json', 'workspace'],
    examples: ['stagegate approve workflows/examples/release/workflow.yaml --run-id rel1 --by you'],
  },
  reject: {
    summary: 'reject a run paused at an approval step',
    usage: 'stagegate reject <workflow> [name=value ...] [--run-id ID] [--by NAME] [--note TEXT] [--allow-workflow-change] [--agent NAME[:MODEL]] [--agent-command PATH] [--agent-arg ARG ...] [--fresh-agent-sessions] [--json]',
    about: `Records a rejection on a run waiting at an approval step; the next \`stagegate run\` continues
along on_reject. Runs nothing itself; --agent / --agent-command / --agent-arg (the run's) only go
into the next: command it prints.`,
    args: [
      ['<workflow>', 'the workflow file'],
      ['name=value', 'inputs that locate the state'],
    ],
    flags: ['run-id', 'by', 'note', 'allow-workflow-change', ...AGENT_FLAGS, 'json', 'workspace'],
    examples: ['stagegate reject workflows/examples/release/workflow.yaml --run-id rel1 --by you --note "not this week"'],
  },
  skip: {
    summary: "skip the run's active step when it is optional",
    usage: 'stagegate skip <workflow> STEP [name=value ...] [--run-id ID] [--by NAME] [--allow-workflow-change] [--agent NAME[:MODEL]] [--agent-command PATH] [--agent-arg ARG ...] [--fresh-agent-sessions] [--json]',
    about: `Marks the run's active step skipped (it must be optional: true) and moves the run to the
step's on_skip, where it waits for the next \`stagegate run\`; --agent / --agent-command / --agent-arg
(the run's) only go into the next: command it prints.`,
    args: [
      ['<workflow>', 'the workflow file'],
      ['STEP', 'the active step to skip (one shaped like name=value or that starts with -: after --, last)'],
    ],
    flags: ['run-id', 'by', 'allow-workflow-change', ...AGENT_FLAGS, 'json', 'workspace'],
    examples: ['stagegate skip wf.yaml lint --run-id r1 --by you'],
  },
  gate: {
    summary: "write the WORKFLOW_GATE block that ends the running stage's output",
    usage: 'stagegate gate STATUS [--critical N] [--high N] [--open N] [--next STEP] [--set KEY=VALUE ...]',
    about: `Run inside a stage: appends the WORKFLOW_GATE block for the stage it runs in to the end of
$STAGEGATE_OUTPUT, filling workflow, step and artifact from the STAGEGATE_* environment the runner
sets. Every stage can call it: the runner puts \`stagegate\` on the stage's PATH and its path in
$STAGEGATE_BIN. Outside a stage it is a usage error. See docs/gate.md.`,
    args: [['STATUS', "the gate status; the step's statuses: map routes it (one it does not route is refused: $STAGEGATE_STATUSES)"]],
    flags: ['critical', 'high', 'open', 'next', 'set'],
    examples: ['stagegate gate APPROVED', 'stagegate gate CHANGES_REQUESTED --high 2 --next revise --set score=70'],
  },
  once: {
    summary: 'run a side effect (a push, a comment, a release) once per step visit, not again on a retry or resume',
    usage: 'stagegate once KEY -- COMMAND [ARGS ...]',
    about: `Run inside a stage: runs COMMAND (its argv, no shell) with stdin, stdout and stderr passed
through, and exits with its status, unless this run already recorded KEY as done for the same
step, visit and parallel branch (or foreach item): then it prints the command's recorded stdout
again, says on stderr when it was done, and exits 0. Done means exited 0: the record (stdout up
to 64 KiB, masked) goes to the attempt's ledger ($STAGEGATE_EFFECTS) and into the run's journal
(effect_done). A retry or a resume after a crash does not repeat it; a later visit of the step,
--rerun-from and --mode fresh do. Outside a stage it is a usage error. See docs/run-semantics.md.`,
    args: [
      ['KEY', 'names the effect within the step (printable, at most 200 characters, no line breaks)'],
      ['COMMAND [ARGS ...]', 'after --: the program and its arguments, run as they are (never through a shell)'],
    ],
    flags: [],
    examples: ['stagegate once pr -- gh pr create --fill', 'url=$(stagegate once release -- gh release create v1.2.0 --generate-notes)'],
  },
  init: {
    summary: 'scaffold a workflow, a stage script and a GitHub Actions workflow',
    usage: 'stagegate init [DIR] [--name NAME] [--action OWNER/REPO@REF] [--json]',
    about: `Writes stagegate/workflow.yaml (with the editor schema comment), stagegate/stages/check.sh (a
stage that ends with \`stagegate gate\`), stagegate/.gitignore and .github/workflows/stagegate.yml
(the Action) into DIR (default: the current directory). Never overwrites a file. The result
validates and runs at once.`,
    args: [['DIR', 'where to scaffold (default: the current directory)']],
    flags: ['name', 'action', 'json'],
    examples: ['stagegate init', 'stagegate init my-project --name review'],
  },
  list: {
    summary: 'the runs in the workspace',
    usage: 'stagegate list [--json]',
    about: `Lists every run found in the workspace (by its state file, whatever state_path names it): run id,
workflow, status, active step, last update, and whether a runner holds it now.`,
    args: [],
    flags: ['json', 'workspace'],
    examples: ['stagegate list', 'stagegate list -C ../other-repo --json'],
  },
  logs: {
    summary: "print a run's stage logs (--follow: as they are written)",
    usage: 'stagegate logs <workflow> [STEP] [name=value ...] [--run-id ID] [--tail N] [--follow]',
    about: `Prints the logs of a run's stage attempts, oldest first, each under a header naming its step,
visit and attempt; with STEP, only that step's (parallel branches: STEP.BRANCH, or STEP for all
its branches; a foreach step's item as the progress lines name it: 'STEP[ITEM]', one per-item step
of it: 'STEP[ITEM].SUB', every item's: STEP.SUB). --tail N prints only the last N lines of each log
(read from its end: a log of any size). --follow keeps printing what the running stages write until the run stops. A run a
resume would refuse (an edited workflow, a changed output) still shows them, the refusal a warning on stderr.`,
    args: [
      ['<workflow>', 'the workflow file'],
      ['STEP', 'only this step (or parallel branch; one shaped like name=value or that starts with -: after --, last)'],
    ],
    flags: ['run-id', 'tail', 'follow', 'workspace'],
    examples: ['stagegate logs workflows/examples/hello/workflow.yaml --run-id r1', 'stagegate logs wf.yaml review --run-id r1 --follow', 'stagegate logs wf.yaml review --run-id r1 --tail 50'],
  },
  clean: {
    summary: 'remove moved-aside (.superseded) results and old finished runs',
    usage: 'stagegate clean [--older-than AGE] [--yes] [--json]',
    about: `Finds the .superseded/ folders fresh runs moved earlier results into and, with --older-than,
finished runs (not in progress, not locked) last updated longer ago than AGE. Without --yes it
only lists them; with --yes it removes them.`,
    args: [],
    flags: ['older-than', 'yes', 'json', 'workspace'],
    examples: ['stagegate clean', 'stagegate clean --older-than 7d --yes'],
  },
} as const satisfies Record<string, CommandSpec>;

export type CommandName = keyof typeof COMMANDS;

export const COMMAND_NAMES = Object.keys(COMMANDS) as CommandName[];

export function isCommand(name: string): name is CommandName {
  return Object.prototype.hasOwnProperty.call(COMMANDS, name);
}

/**
 * Words people reach for that stagegate spells otherwise (other CLIs' habits): the did-you-mean of
 * an unknown command or flag names the real one, where spelling distance alone would miss it or
 * mislead (`runs` is one letter from `run`, but means `list`).
 */
export const COMMAND_SYNONYMS: Readonly<Record<string, CommandName>> = { runs: 'list', ls: 'list', resume: 'run' };
/** An unknown flag -> what to write instead (the flag, with a value where the synonym implies one). */
export const FLAG_SYNONYMS: Readonly<Record<string, { flag: FlagName; write: string }>> = {
  '--verbose': { flag: 'stream', write: '--stream' },
  '--execution-mode': { flag: 'mode', write: '--mode' },
  '--fresh': { flag: 'mode', write: '--mode fresh' },
};
/** Flags other runners bind inputs with (CCW's wf-player: `--context goal=...`); stagegate takes name=value tokens. */
export const INPUT_FLAG_HABITS: readonly string[] = ['--context', '--input'];
