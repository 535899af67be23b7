// Writes docs/stop-codes.md, and the exit-status table of docs/cli.md (between its two markers), from
// the stop-code table in src/core/run/stop-codes.ts, so neither can drift from what the CLI and the
// Action report. Run after changing the table:
//   node --import ./scripts/register-ts.mjs scripts/gen-stop-codes-doc.mjs          (write)
//   node --import ./scripts/register-ts.mjs scripts/gen-stop-codes-doc.mjs --check  (exit 1 if stale)
// test/unit/stop-codes-doc.test.ts fails while a committed doc differs from this output.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EXIT_INTERNAL, EXIT_STATUS, EXIT_USAGE, EXIT_VALIDATION_FAILED, STOP_CODES } from '../src/core/run/stop-codes.js';

const ROOT = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'));
export const DOC_FILE = join(ROOT, 'docs', 'stop-codes.md');
export const CLI_DOC_FILE = join(ROOT, 'docs', 'cli.md');
/** The generated part of docs/cli.md lies between these two lines (the rest is written by hand). */
export const CLI_TABLE_BEGIN = '<!-- exit statuses: generated from src/core/run/stop-codes.ts by scripts/gen-stop-codes-doc.mjs; edit the script, not this table -->';
export const CLI_TABLE_END = '<!-- end of the generated exit statuses -->';

const CLASS_TEXT = {
  success: 'finished, or paused on purpose',
  usage: 'bad command line: unknown command or flag, malformed `name=value`, or a flag the run cannot use (a stop code refused before anything is read or written)',
  blocked: 'the workflow routed to an end that needs outside work',
  input: 'the invocation is missing or contradicts something',
  contract: 'the workflow, a stage output or the persisted state breaks the contract',
  stage: 'a stage process failed or ran too long',
  locked: 'another runner holds the run',
  budget: 'a turn or cost budget ran out',
  io: 'state or manifest could not be written',
  interrupted: 'the run was cancelled (the CLI exits 143 when the signal was SIGTERM)',
};

/**
 * More than the table's one-liners: when exactly each code happens and what the state looks like
 * afterwards. Keyed by stop code; a key that is not a stop code fails generation.
 */
const DETAILS = {
  WORKFLOW_COMPLETE: [
    'A stage’s gate status routed to `DONE`. `active_step` is `null` and every artifact on the path is recorded with its sha256.',
    'Resuming a complete run at the commit its verdicts were made at runs nothing, writes nothing and reports `WORKFLOW_COMPLETE` again; at another commit `on_source_change` decides ([run-semantics.md](run-semantics.md#source-changes): by default `STALE_ARTIFACT_REJECTED`).',
  ],
  PARTIAL_RESUMABLE: [
    '`--stop-after-step ID` (or the token `stop_after_step=ID`, or a workflow default of that name) is inclusive: ID runs, its gate is validated and persisted, the next step is computed and persisted as `active_step`, then the run stops.',
    'If ID routes to `DONE` or `BLOCKED`, that outcome is reported instead. The control applies only to the invocation that gives it.',
  ],
  WORKFLOW_BLOCKED_SOURCE_GAPS: [
    'The gate status routed to `BLOCKED` and the same gate reported `source_resolvable_open > 0`. The run is finished (`active_step: null`); the step is in `failed_or_blocked_steps`.',
    'A resume at the same source commit reports the same outcome again and runs nothing (at another, `on_source_change` decides).',
  ],
  WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: ['The gate status routed to `BLOCKED` with `source_resolvable_open: 0`. Same state and resume behaviour as `WORKFLOW_BLOCKED_SOURCE_GAPS`. Where no gate asks for evidence the `fix:` says what happened instead: a rejected approval, a decision branch to `BLOCKED`, or a step of an aiox, maestro-flow or CCW file reporting its own failure status (`failed`, `FAILURE`, `NODE_FAILED`) that the file routes to a stop — read its output and transcript (`stagegate logs <workflow> --run-id ID STEP`), fix the cause, start again with `--mode fresh`. Any other status such a file routes to a stop (a maestro command whose `next` is a `failure` terminal) is the file\'s own end for that result: the `fix:` says so, with the same logs command.'],
  WORKFLOW_BLOCKED_STALLED: [
    'In a run of an aiox, maestro-flow or CCW file, which has no `on_stall` key, the `fix:` names the stalled step’s logs (`stagegate logs <workflow> --run-id ID STEP`) and, for a repeat that is expected, `stagegate convert` to run the native translation with `on_stall` on that step. When the stalled step has `on_stall: BLOCKED` (the stop is what the workflow asks for), the `fix:` says so and names its logs instead of asking for an `on_stall`: where the repeat is the expected end, set `on_stall` to the step to go to (or `DONE`).',
  ],
  WORKFLOW_BLOCKED_LOOP_LIMIT: [
    'Every entry into a step counts a visit (`STAGEGATE_VISIT`). When a transition would enter a step more often than its limit (the step’s `max_visits`, else `execution.max_visits`, else 10), the run ends before that visit starts. The message names the step, the visit and the limit.',
  ],
  WORKFLOW_TERMINAL_STATUS: [
    'An `instruction:` step with `terminal_status: X` ends the run; the run reports `X` itself (not this name). When `X` is a stop code it exits with that code’s status (`WORKFLOW_COMPLETE`: 0); any other name exits with the blocked class.',
  ],
  WORKFLOW_INPUT_REQUIRED: [
    'Raised before anything runs, with no state written, when: a required input is missing or empty (the message names every one); the state path needs a run id and none was given; `stop_after_step` names no top-level step (when it names a per-item step of a foreach or a branch of a parallel step, the message says whose, and the hint which step to name instead); `execution_mode` or `ignore_previous_completion` has an unreadable value. (In a fresh run the missing input is `WORKFLOW_FRESH_EXECUTION_BLOCKED` instead.)',
    'The other commands that name a step say an id that is not a step of the workflow with this code too, before anything is written: `plan --show-prompt STEP`, `skip … STEP`, `logs … STEP` — with a did-you-mean when an id is close, and the workflow\'s steps in the fix (`--rerun-from` has its own, `REWIND_STEP_UNKNOWN`; docs/cli.md#step-ids-in-arguments).',
    'Also raised during a run when a path (an output, a prompt path, a foreach source) uses a placeholder that nothing provides, such as an optional input that was not given: no file can be named after an absent input. Then the state records it, the step stays active, and a resume that supplies the value continues there. In prompt text an absent optional input reads `(not given)` and in `run:` text it is the empty word: neither stops the run.',
    'A foreach whose registry lacks a field the workflow declares (`id_field`, a binding’s `field`, an explicit `depends_field`) stops with it when the foreach reads the registry, at the registry’s `file:line` (the table header) with the closest column; stagegate never guesses another column.',
  ],
  WORKFLOW_INPUT_INVALID: [
    'Raised before any file is read or written. A run id (`--run-id`, `run_id=`, the one a state file records, or one stagegate derives for a child run) must be one identifier: `[A-Za-z0-9][A-Za-z0-9._-]{0,127}` without `..` — `../../.git`, `zz/../a1`, `bad/id` and a 300-character id are all refused.',
    'A `name=value` token must name a declared input (required, optional or a default), `run_id` or an execution control; a typo is refused with a did-you-mean (`noet=hello` → `note`), and `steps.<id>.output=…`, `steps.<id>.gate.<key>=…` and runner-owned names (`workflow`, `blocking_qids` …) can never be given. Also: a value its `inputs.types` type does not allow (`number` takes decimals, `integer` only `[+-]digits`), and a value for an input that stands in shell arithmetic in some step’s `run:` text (`$(( {{n}} + 1 ))`) that is not an integer, whatever its declared type, or that stands where a builtin reads a variable name (`printf -v "{{x}}"`, `read {{x}}`, `unset`, `declare`, `[[ -v {{x}} ]]` …: bash evaluates a subscript in a name, so `arr[$(cmd)]` would run `cmd`) and is not a plain identifier `[A-Za-z_][A-Za-z0-9_]*` — checked when the inputs are bound, so nothing has run.',
    'The one case raised during a run: a step is about to start and a value that is not an input (a foreach binding, a gate value) stands in shell arithmetic and is not an integer, or stands where a builtin reads a variable name and is not an identifier. That step did not start; the steps before it stand.',
  ],
  WORKFLOW_FRESH_EXECUTION_BLOCKED: [
    'A fresh run (`--mode fresh`, `--ignore-previous-completion`, or the workflow’s or a child step’s `execution`) found before anything ran that it cannot actually run: no run id, a missing required input or required input file (the message names it), or a `state_path` or declared output outside the run’s own root (`<artifact_root>/runs/<run_id>` when the workflow’s `artifact_root` is shared, else `artifact_root`). Nothing was moved aside and no state was written; the earlier run is untouched.',
  ],
  WORKFLOW_STATE_OWNED_BY_OTHER_RUN: [
    'The workflow’s `state_path` does not name the run (e.g. `{{artifact_root}}/workflow_state.yaml` with a shared `artifact_root`), and the state file there belongs to another run id. `run`, `status` and `plan` refuse to show or continue it as this run; the message names the owner. `--mode fresh` gives this run its own `runs/<run_id>/` folder, state included, when the state path is built on `artifact_root`. A `state_path` that names the run through defaults is refused the same way when an input given (`artifact_root=runs/a1` with `--run-id b1`) replaces them, and a path that is this run’s own is refused when the state file there was copied or moved from another run’s folder; the message says which.',
  ],
  WORKFLOW_INPUT_CONFLICT: ['`--run-id X` and `run_id=Y` disagree, or a resume binds an input to another value than the one persisted when the run started. Nothing runs; the state is unchanged.'],
  REQUIRED_INPUT_ARTIFACT_MISSING: [
    'Checked before anything runs for every input whose name ends in `_path`, `_artifact`, `_file`, `_manifest` or `_state` that is required, or optional and given, or given in this invocation: it must name an existing regular file inside the workspace. A default that is only a default is never checked, nor a value that is a declared output of the workflow (a stage writes it). A path that leads outside is `PATH_OUTSIDE_WORKSPACE` instead.',
  ],
  AGENT_NOT_FOUND: [
    'Checked before anything runs, for every agent-driven step (`agent`, `action`, `resolver`, and such parallel branches): the chosen agent\'s executable is looked up on the `PATH` the stages get (a name), or checked to exist and be executable (a path). The message names the step, the agent, the command and how to install it; no state is written. A CLI removed while a run is under way stops its stage with the same code (the step stays active; resume re-runs it).',
  ],
  WORKFLOW_CONTRACT_INVALID: [
    'The workflow did not load or validate (unknown key, duplicate key, wrong type, unknown transition target, undeclared placeholder …). The message starts with `file:line:column` and the diagnostic code; `--json` adds `location`. A workflow file that does not exist or cannot be read is `WORKFLOW_FILE_UNREADABLE` at `file:` alone (no position). Nothing runs. The commands that read a run of the workflow (`status`, `plan`, `history`, `logs`, `graph`, `approve`, `reject`, `skip`, `shards`, `merge`) load and check it as `run` does, so they refuse it with the same message and position, whether or not a run of it exists.',
  ],
  STEP_KIND_NOT_SUPPORTED: [
    'Every step kind of this version executes (`foreach` included), so nothing raises it today. Were a version to validate a kind it cannot execute, a run reaching it would stop here — never skip the step silently: the state would record the status with that step active, and earlier steps would stay completed.',
  ],
  PATH_OUTSIDE_WORKSPACE: [
    'Every path a workflow or an input names (state path, outputs, run root, `*_path` inputs) is resolved lexically and through symlinks. `..` that climbs out, an absolute path elsewhere, a symlink on the way that leads out, and a dangling symlink are refused before anything is written there.',
    'An output that a stage itself put behind a symlink leading out is refused when the gate is checked, and never accepted.',
  ],
  STAGE_OUTPUT_MISSING: ['The stage exited 0 but its declared output does not exist (or is not a regular file). A fresh run moves earlier outputs aside first, so an old file can never stand in. The step stays active; resume re-runs it.'],
  STALE_ARTIFACT_REJECTED: [
    'The declared output exists but this attempt did not write it: its inode, size, mtime and ctime are all as they were before the stage started (see docs/gate.md).',
    'Also raised before a resume when an output accepted earlier in the run was edited or deleted since its gate was accepted (its sha256 no longer matches). The state file is left unchanged.',
  ],
  GATE_RESULT_MISSING: [
    'The output does not end with exactly one valid `WORKFLOW_GATE` block: no block, a malformed one, more than one within the last 64 KiB, text after it, a missing or mistyped field, or `workflow`/`step`/`artifact` not matching this run. The message says which, with a line number. The step stays active; resume re-runs it.',
  ],
  WORKFLOW_STATUS_CONTRACT_VIOLATION: ['The gate is valid but its `status` is not a key of the step’s `statuses`. The status is never coerced or ignored; the message lists the allowed statuses.'],
  GATE_SCHEMA_VIOLATION: [
    'The gate is valid and its status is routed, but its extra keys do not match the JSON Schema the step names with `gate_schema` (docs/workflow-format.md#gate-schema), e.g. `score: "high"` where the schema says `score: {type: integer}`, a required key missing, or a key that `additionalProperties: false` forbids. The message names the output, the schema (its file, or `inline at <workflow>:<line>`) and up to five mismatches (`/score must be integer`). Nothing reads the mismatching gate: the step stays active, its output is not accepted, and a resume runs it again.',
  ],
  WORKFLOW_STATE_INTEGRITY_VIOLATION: [
    'Checked whenever a run is loaded (a resume, `status`, `plan`, `history`, `approve`, `skip`): the journal’s lines are events whose `seq` counts up and whose hash chain holds (a torn last line, from a crash mid-append, is dropped and reported instead); the journal replays against the workflow (every transition legal for its gate status, decision or approval; visits within `max_visits`; attempts numbered); the state file and `RUN_MANIFEST.yaml` equal the projection at the journal head they record, and that head is in the journal (a journal cut short is caught); the run belongs to this workflow and run id; recorded artifact paths equal the declared outputs; the workflow file’s sha256 equals the one recorded when the run started (not checked by `history`, which shows the events of a run whose workflow was edited since as long as they replay against it). A state file written by stagegate 0.1 (`stagegate/state@1`) is refused the same way.',
    'On any violation the journal, the state file and the manifest are left byte-for-byte as they were. `--allow-workflow-change` accepts a changed workflow file (the new digest is recorded); `--mode fresh` starts over and moves the old state aside.',
  ],
  RUN_WRITTEN_BY_NEWER_STAGEGATE: [
    'Checked first whenever a run is loaded (a resume, `status`, `plan`, `history`, `graph`, `approve`, `reject`, `skip`, `shards`, `merge`): every `run_started` event of the journal records the `stagegate_version` that ran the invocation (the manifest shows the latest). When one is newer than the running stagegate (semantic-version precedence: `0.2.0` and `0.2.0-rc.1` are newer than `0.1.0`), the run is refused with this code before its replay, snapshot and manifest are judged: an event, a manifest section or a field the newer build writes would otherwise read as an edit (`WORKFLOW_STATE_INTEGRITY_VIOLATION`, whose fix — remove the manifest — would destroy what the newer build wrote).',
    'The message names both versions (`journal runs/r1/workflow_state.journal.jsonl was written by a newer stagegate (0.2.0) than this one (0.1.0)`); the journal, the state file and the manifest are left byte-for-byte as they were. A journal written before 0.1.0 recorded versions has none, and is read as before.',
  ],
  METHODOLOGY_PACKAGE_MODIFIED: [
    'Before an agent stage (prompt, inline_instruction, action, resolver) starts, the runner takes the sha256 of every file under `.ai-engineering/` and `.github/skills/`, of the workflow file and of every prompt and skill file its steps name; when the stage ends it compares. A file created, changed or deleted there fails the attempt with this code (the message names up to five files): the stage is not accepted, the step stays active and the state records the failure. Every agent prompt says the package is read-only.',
  ],
  STAGE_FAILED: [
    'The stage process exited non-zero, was killed by a signal, or could not start. Its stdout and stderr are in `<run root>/logs/<step>.v<visit>.a<attempt>.log` (named in the message). An agent stage that wrote its declared output before it exited non-zero — what its prompt asks of an agent that cannot proceed when none of the step\'s statuses says so — is named too (`…; it wrote its declared output runs/r1/review.md first, which a failed attempt never counts …`), its fix saying to read that file: the agent\'s open questions are there ([agents.md](agents.md#timeouts-and-retries)).',
    'With `retry: {max_attempts, backoff_seconds}` the stage is re-run within the same invocation (the wait doubles after each failure); gate and contract failures are never retried (a status of the step\'s `failure_statuses` is a failed stage: retried). A resume re-runs the same step as the next attempt (`STAGEGATE_ATTEMPT`); completed steps do not run again.',
  ],
  STAGE_TIMEOUT: ['The stage ran longer than `timeout_minutes` (the step’s, else `execution.timeout_minutes`). The stage’s process group gets SIGTERM first, so its traps run (an agent CLI saves its session, a tool cleans up); when the stage exits, or after a grace of 10 seconds (3 in the Action) if it does not, its process group, all its descendants and — on Linux — every process carrying its attempt token (daemons it started in a session of their own included) are killed with SIGKILL. Retried like `STAGE_FAILED`.'],
  WORKFLOW_LOCKED: [
    'A lock file (`<state file>.lock`) names a live process, or a process on another machine. The invocation exits at once and changes nothing. A lock whose owner process is gone on this machine is removed and taken over automatically.',
  ],
  WORKFLOW_BUDGET_EXCEEDED: ['An agent-driven step or the workflow exceeded a declared budget (`max_turns`, `max_cost_usd`), as the agent CLIs report their spend; a time limit is `timeout_minutes` (`STAGE_TIMEOUT`). See docs/agents.md.'],
  STATE_WRITE_FAILED: ['Appending to the journal, or writing the state file, the manifest or the lock, failed (permissions, read-only or full disk). The journal keeps every event committed before (a torn last line is dropped on the next load) and the state file and manifest are replaced atomically, so the previous state is intact; the interrupted step runs again on resume.', 'A journal a stage removed, replaced or wrote into while the run ran (a line appended, the file cut short) is never appended to again: the run stops here, its message saying so (`… was written to while the run was running …`) and its fix giving, for one the stage only appended to, the size to cut it back to (`truncate -s N …`), from which a resume goes on.'],
  RUN_FILE_UNSAFE: [
    'The runner’s own files live in folders stages can write to. The runner opens them without following links and without waiting on a FIFO, so what a stage plants there is refused at once, never written through and never a hang: a FIFO, link, directory or device at the path of the next stage log stops the run before that stage starts (the step stays active; the state records the code); a directory, FIFO or device at the lock path is named instead of being taken for another runner’s lock (a link there is removed, and the lock taken).',
    'A state, manifest or lock temp file that another process replaced between its write and its rename is never installed: the runner notices (the path no longer names the file it wrote — device and inode, checked before the rename and after it) and the write fails with `STATE_WRITE_FAILED` naming `ESWAPPED`; the journal keeps everything committed, and the next invocation projects the state file and manifest again.',
  ],
  WORKFLOW_INTERRUPTED: [
    'The CLI received SIGINT or SIGTERM (or SIGHUP), or the Action\'s job was cancelled, while the run was going. The runner passes the signal to every running stage\'s and parallel branch\'s process group (the Action: SIGINT), so their traps run, and kills each one\'s process tree when it exits or after a grace of 10 seconds (the Action: 3), then records the interrupted attempt (a history entry with this code; the step’s record shows it failed), keeps the step active, releases the lock and removes its temp files. Child workflows and foreach item runs stop the same way, and their parent step stays active too.',
    'The CLI exits 130 after SIGINT, 143 after SIGTERM (129 after SIGHUP), prints this outcome and the exact command that resumes. A second signal while the runner is stopping kills the stage trees again and exits at once; the state then still shows the attempt in flight, and a resume re-runs it just the same.',
  ],
};

function exitOf(code) {
  return EXIT_STATUS[STOP_CODES[code].class];
}

/** The document, exactly as committed. */
export function stopCodesDoc() {
  const codes = Object.keys(STOP_CODES);
  for (const key of Object.keys(DETAILS)) if (!codes.includes(key)) throw new Error(`DETAILS names '${key}', which is not a stop code`);
  const lines = [
    '# Stop codes',
    '',
    '<!-- Generated from src/core/run/stop-codes.ts by scripts/gen-stop-codes-doc.mjs. Do not edit by hand. -->',
    '',
    'Every `stagegate run` ends with exactly one stop code. It is the `status` of `run --json` and',
    '`status --json`, the first word of the text summary, the `status` in the state file and the',
    'manifest, and it decides the process exit status. Only `WORKFLOW_COMPLETE` and',
    '`PARTIAL_RESUMABLE` exit 0.',
    '',
    '## Exit statuses',
    '',
    '| Exit | Class | Meaning | Stop codes |',
    '| ---: | --- | --- | --- |',
  ];
  const classes = Object.entries(EXIT_STATUS).sort((a, b) => a[1] - b[1]);
  for (const [cls, exit] of classes) {
    const members = codes.filter((c) => STOP_CODES[c].class === cls).map((c) => `[\`${c}\`](#${c.toLowerCase()})`);
    lines.push(`| ${exit} | ${cls} | ${CLASS_TEXT[cls] ?? ''} | ${members.join(', ')} |`);
  }
  lines.push(
    `| ${EXIT_VALIDATION_FAILED} | — | \`stagegate validate\` or \`convert\` found errors, \`init\` or \`gate\` refused ([cli.md](cli.md#exit-statuses); not a stop code) | |`,
    `| ${EXIT_INTERNAL} | — | a bug in stagegate; run with \`STAGEGATE_DEBUG=1\` for a stack trace and report it | |`,
    '| 125 | — | `stagegate once` could not tell whether its KEY was done: the command did not run (not a stop code; otherwise `once` exits with its command\'s status) | |',
    '',
    '`stagegate status` (and `history`) reports the persisted stop code with the same exit status (an',
    'interruption\'s: the signal\'s the journal recorded, 143 after SIGTERM, as `run` exited), plus two',
    'statuses that are not stop codes and exit 0: `NOT_STARTED` (no state yet) and `IN_PROGRESS`',
    '(a step is in flight, or its runner died: a resume re-runs it; `status` says which — its `runner`,',
    '`active` or `gone`). A hand-off step’s own',
    '`terminal_status` that is not a stop code exits with the blocked class.',
    '',
    '## Codes',
    '',
  );
  for (const code of codes) {
    const info = STOP_CODES[code];
    lines.push(`### ${code}`, '', `**Exit ${exitOf(code)}** (${info.class}).`, '', `**Cause:** ${info.summary}`, '');
    for (const paragraph of DETAILS[code] ?? []) lines.push(paragraph, '');
    lines.push(`**Fix:** ${info.fix}`, '');
  }
  return lines.join('\n');
}

/** What the CLI's commands exit with beside the stop codes, per exit status (docs/cli.md). */
const CLI_SUCCESS = '`status`, `history`: also `NOT_STARTED`, `IN_PROGRESS`; `validate`: no errors; `plan`: a plan; `run --shard`: an item shard that ended `ITEM_DEFERRED` (a result to merge); `shards`, `list`, `logs`, `clean`: done';
const CLI_NOT_STOP_CODES = [
  [EXIT_VALIDATION_FAILED, '`validate` found errors (or warnings with `--strict`); `convert` found errors; `init` found a file in the way or could not write; `gate` refused a second block or an output outside the workspace'],
  [EXIT_USAGE, 'usage: no command, unknown command or flag, a flag that does not apply to the command, malformed `name=value`, a workspace that is not a directory, `gate` or `once` outside a stage (`once`: also a bad KEY, or no `--` and command). One line on stderr (with `--json`: a `USAGE_ERROR` object on stdout), no stack trace'],
  [EXIT_INTERNAL, 'internal error (a bug): set `STAGEGATE_DEBUG=1` for the stack trace and report it'],
  // ONCE_CANNOT_TELL (src/cli/commands/once.ts); otherwise `once` exits with its command's status.
  [125, '`once` could not tell whether its KEY was done (the run\'s journal cannot be read or verified, or KEY\'s lock cannot be taken): the command did not run; stderr says why. Otherwise `once` exits with its command\'s status (0 when it was already done)'],
];

/** docs/cli.md's exit-status table: every exit status, and every stop code under its own. */
export function cliExitTable() {
  const codes = Object.keys(STOP_CODES);
  const link = (c) => `[\`${c}\`](stop-codes.md#${c.toLowerCase()})`;
  const rows = [];
  for (const [cls, exit] of Object.entries(EXIT_STATUS)) {
    const members = codes.filter((c) => STOP_CODES[c].class === cls).map(link).join(', ');
    // The usage class's codes join the command line's own usage errors, one row for exit 2.
    if (cls === 'usage') {
      const row = CLI_NOT_STOP_CODES.find(([e]) => e === EXIT_USAGE);
      rows.push([EXIT_USAGE, `${row[1]}; the stop code ${members}`]);
      continue;
    }
    let text = `${cls} — ${CLASS_TEXT[cls] ?? cls}: ${members}`;
    if (cls === 'success') text += `; ${CLI_SUCCESS}`;
    if (cls === 'blocked') text += "; a hand-off step's own `terminal_status` that is not a stop code";
    if (cls === 'input') text += '; `logs` of a run that has not started (`NOT_STARTED`)';
    if (cls === 'interrupted') text += '. A CLI stopped by signal n exits 128+n: 130 SIGINT, 143 SIGTERM, 129 SIGHUP; the running stages are killed with it';
    rows.push([exit, text]);
  }
  rows.push(...CLI_NOT_STOP_CODES.filter(([e]) => e !== EXIT_USAGE));
  rows.sort((a, b) => a[0] - b[0]);
  return [CLI_TABLE_BEGIN, '', '| exit | meaning |', '|---:|---|', ...rows.map(([exit, text]) => `| ${exit} | ${text} |`), '', CLI_TABLE_END].join('\n');
}

/** docs/cli.md with its exit-status table replaced by the generated one. */
export function cliDoc(current) {
  const begin = current.indexOf(CLI_TABLE_BEGIN);
  const end = current.indexOf(CLI_TABLE_END);
  if (begin < 0 || end < begin) throw new Error(`docs/cli.md has lost the markers of its generated exit-status table (${CLI_TABLE_BEGIN} … ${CLI_TABLE_END})`);
  return current.slice(0, begin) + cliExitTable() + current.slice(end + CLI_TABLE_END.length);
}

function readOrEmpty(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // missing: stale
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  let docs;
  try {
    docs = [
      ['docs/stop-codes.md', DOC_FILE, stopCodesDoc()],
      ['docs/cli.md', CLI_DOC_FILE, cliDoc(readOrEmpty(CLI_DOC_FILE))],
    ];
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  if (process.argv.includes('--check')) {
    let stale = false;
    for (const [name, file, text] of docs) {
      if (readOrEmpty(file) === text) console.log(`${name} is current.`);
      else {
        console.error(`${name} is stale: run node --import ./scripts/register-ts.mjs scripts/gen-stop-codes-doc.mjs`);
        stale = true;
      }
    }
    if (stale) process.exit(1);
  } else {
    for (const [, file, text] of docs) {
      writeFileSync(file, text);
      console.log(`wrote ${file}`);
    }
  }
}
