export const id = 454;
export const ids = [454];
export const modules = {

/***/ 2454:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   At: () => (/* binding */ isStopCode),
/* harmony export */   EXIT_INTERNAL: () => (/* binding */ EXIT_INTERNAL),
/* harmony export */   GO: () => (/* binding */ STOP_CODES),
/* harmony export */   ML: () => (/* binding */ AGENT_GATE_FIX),
/* harmony export */   R$: () => (/* binding */ recordedExitStatus),
/* harmony export */   Ri: () => (/* binding */ EXIT_USAGE),
/* harmony export */   Ti: () => (/* binding */ stopClass),
/* harmony export */   U$: () => (/* binding */ JOIN_RERUN),
/* harmony export */   b2: () => (/* binding */ EXIT_VALIDATION_FAILED),
/* harmony export */   eq: () => (/* binding */ stopSignalOf),
/* harmony export */   ex: () => (/* binding */ exitStatusFor),
/* harmony export */   le: () => (/* binding */ PLAIN_RESUME_REFUSES),
/* harmony export */   mt: () => (/* binding */ exitStatusOfStop),
/* harmony export */   nT: () => (/* binding */ STAGE_FIX),
/* harmony export */   nW: () => (/* binding */ STOP_SIGNALS)
/* harmony export */ });
/* unused harmony export EXIT_STATUS */
// Every stop code a run can end with, its class and its process exit status.
// The CLI, the Action and docs/stop-codes.md all read this table: one source of truth.
/** Exit status per class. 0 only for a finished or intentionally paused run. */
const EXIT_STATUS = {
    success: 0,
    // A command line the run refuses before anything is read or written (run --answer with no question pending).
    usage: 2,
    blocked: 3,
    input: 4,
    contract: 5,
    stage: 6,
    locked: 7,
    budget: 8,
    io: 9,
    // 128 + SIGINT, as a shell reports a process stopped by Ctrl-C (the CLI exits 143 for SIGTERM).
    interrupted: 130,
};
/** Signals a run is cancelled by, and their numbers: a process stopped by one exits 128 + its number. */
const STOP_SIGNALS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 };
/** `reason` (an AbortSignal's, a journal's `signal`) when it names a signal a run is cancelled by. */
function stopSignalOf(reason) {
    return typeof reason === 'string' && Object.hasOwn(STOP_SIGNALS, reason) ? reason : undefined;
}
/**
 * The exit status of a run that stopped with `code`: an interruption by a signal exits as a process
 * stopped by it would (130 SIGINT, 143 SIGTERM, 129 SIGHUP), whether `run` says it or `status` reads it.
 */
function exitStatusOfStop(code, signal) {
    const by = stopClass(code) === 'interrupted' ? stopSignalOf(signal) : undefined;
    return by !== undefined ? 128 + STOP_SIGNALS[by] : exitStatusFor(code);
}
/**
 * The exit status `status` and `history` give a run whose standing is `status`, its last
 * invocation `last`: 0 while IN_PROGRESS; else the stop's, with the signal that invocation recorded
 * when it ended with that stop (exitStatusOfStop).
 */
function recordedExitStatus(status, last) {
    return status === 'IN_PROGRESS' ? 0 : exitStatusOfStop(status, last?.outcome === status ? last.signal : undefined);
}
/** Exit statuses that are not stop codes. */
const EXIT_USAGE = 2; // bad command line
const EXIT_VALIDATION_FAILED = 1; // `stagegate validate` found errors
const EXIT_INTERNAL = 70; // a bug in stagegate (EX_SOFTWARE)
/** How a failed parallel join goes on once its cause is fixed (the stop code's fix, and the run's own). */
const JOIN_RERUN = 'then run the parallel step again with --rerun-from STEP (its branches that did not succeed run again, the succeeded ones are kept; refused where a child workflow branch would run again or branches were merged from shards), or start over with --mode fresh. Route PARALLEL_FAILED to a step to handle it inside the workflow.';
/**
 * What the stage must do about these two stops. The table's fix adds how a fix made by editing the
 * workflow is resumed, for any step; where a run stops at a concrete step, its fix says it in the
 * words of that step's kind instead (run/edit-fix.ts: a shell step's run: text, an agent step's
 * prompt file or inline_instruction).
 */
const STAGE_FIX = {
    STAGE_OUTPUT_MISSING: 'Make the stage write exactly the declared output path (it is in $STAGEGATE_OUTPUT), then resume: the same step runs again.',
    GATE_RESULT_MISSING: 'End the output with one WORKFLOW_GATE block (see docs/gate.md) and nothing after it, then resume.',
};
/**
 * GATE_RESULT_MISSING at an agent step: the agent, not the person reading the stop, writes the
 * block, and a block added to the file by hand never counts (only an output the attempt writes
 * does); a resume runs the step again with a prompt that quotes what was missing.
 */
const AGENT_GATE_FIX = (logs) => `The agent did not end its output with the one WORKFLOW_GATE block its stage contract asks for (see docs/gate.md): do not add the block to the file by hand, only an output the next attempt writes counts. Resume: the step runs again, and its prompt quotes what was missing (\`${logs}\` shows what the agent did).`;
/** Why a workflow edit needs --allow-workflow-change: what a plain resume does instead. */
const PLAIN_RESUME_REFUSES = 'a plain resume stops WORKFLOW_STATE_INTEGRITY_VIOLATION: the workflow changed';
const EDIT_FIX_ANY_STEP = `If you fix it by editing the workflow file (a shell step's run: text, an agent step's inline_instruction), resume with --allow-workflow-change (${PLAIN_RESUME_REFUSES}); an edited prompt file (an agent step's prompt:) is no workflow change: a plain resume runs the step with it.`;
const STOP_CODES = {
    WORKFLOW_COMPLETE: {
        class: 'success',
        summary: 'The workflow reached DONE: every stage on the path wrote its declared output and a valid gate.',
        fix: 'Nothing to do. Running again in resume mode at the same source commit reports the same result and runs nothing (at another commit on_source_change decides: refuse stops with STALE_ARTIFACT_REJECTED); use --mode fresh to execute again.',
    },
    PARTIAL_RESUMABLE: {
        class: 'success',
        summary: 'The run stopped on purpose (stop_after_step, or a pause such as an approval) with the next step persisted.',
        fix: 'Run the same command again without --stop-after-step (resume is the default) to continue from the persisted next step, and without those of --mode fresh (it would start over again), --rerun-from (it would take back the verdicts again) and --answer (it was recorded) it had: the run\'s own fix names the ones it had.',
    },
    WORKFLOW_BLOCKED_SOURCE_GAPS: {
        class: 'blocked',
        summary: 'A stage routed to BLOCKED while its gate reported source_resolvable_open > 0.',
        fix: 'Resolve the open items the blocking artifact (the output of the step that routed to BLOCKED) lists: they are answerable from the source. Then run that step again, keeping the verdicts before it (--rerun-from STEP), or start the run again with --mode fresh.',
    },
    WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: {
        class: 'blocked',
        summary: 'A stage routed to BLOCKED and nothing left open is resolvable from the source.',
        fix: 'Supply the external evidence the blocking artifact (the output of the step that routed to BLOCKED) asks for, then run that step again, keeping the verdicts before it (--rerun-from STEP), or start the run again with --mode fresh.',
    },
    WORKFLOW_BLOCKED_LOOP_LIMIT: {
        class: 'blocked',
        summary: 'A step would be entered more often than its max_visits (step value, else execution.max_visits, else 10).',
        fix: 'Read the last gates of the loop to see why it does not converge and fix the cause. Then raise max_visits of the step it would have entered (named in the message), and of every other step on the loop back to it that has had its max_visits visits (the fix of the run names them), and continue the run from that step, keeping its earlier verdicts: run --rerun-from STEP --allow-workflow-change; or start over with --mode fresh.',
    },
    WORKFLOW_BLOCKED_STALLED: {
        class: 'blocked',
        summary: 'A loop revisited a step, its accepted gate was identical to the previous visit (status, unresolved counts, output sha256), and no output accepted anywhere in the run since that visit changed: the loop reached a fixed point and makes no progress.',
        fix: 'Read the outputs of the loop\'s stages (every one repeated itself) and fix why nothing changes; where a repeat is the expected end of the loop, give the stalled step on_stall: <the step to go to>. Then run with --mode fresh.',
    },
    WORKFLOW_BLOCKED_DEPENDENCY_CYCLE: {
        class: 'blocked',
        summary: 'The items of a foreach registry depend on each other in a cycle (the message lists it): no item order exists. Nothing of the foreach ran; the step stays active.',
        fix: 'Break the cycle in the registry\'s dependency column (depends_field, default "Depends On"), then resume: the registry is read again.',
    },
    WORKFLOW_BLOCKED_ITEMS_DEFERRED: {
        class: 'blocked',
        summary: 'Every remaining foreach item is deferred (defer_current_artifact) and none can progress: the dependencies they wait for are not VERIFIED, or they deferred with none outstanding. The step stays active.',
        fix: 'Read the deferred items\' last outputs (the message names them); supply what they wait for, then resume: each deferred item is revisited once.',
    },
    FOREACH_COMPLETION_UNSATISFIED: {
        class: 'blocked',
        summary: 'Every foreach item finished, but completion.require does not hold for the registry rows (the message names the rows and their status). The step stays active.',
        fix: "The printed fix is the one for the rows the message names. Rows of the run's items: set the value completion.require asks for on them (by the stage whose work that is, or by hand once the work is done), then resume: the registry is checked again; no item runs again. Rows foreach.items left out: nothing in the run sets them \u2014 set them by hand once their work is done, or change require to all items verified and resume with --allow-workflow-change. A registry without rows: put back the rows of the items the foreach loaded, or, when it had none from the start, have a step before the foreach write them and start over with --mode fresh. A require asking the column the runner marks for another value than VERIFIED (all rows BUILT) can never hold, since the runner marks each verified item's row VERIFIED again: change require (all rows VERIFIED) and resume with --allow-workflow-change. Rows added to the registry after the foreach loaded its items are no items of the run and no resume runs them: take them out of the registry to finish the run with its items (then, to run them, put them back and rerun from a step before the foreach: --rerun-from is refused while the run is at it), or start over with --mode fresh.",
    },
    FOREACH_REGISTRY_INVALID: {
        class: 'contract',
        summary: 'The registry a foreach reads cannot be used: unreadable, not a .md/.yaml/.yml/.json file, no table with the id column, a malformed row, an empty or duplicate item id, an item id holding a newline or control character, or a dependency naming no item (the message names file:line). The step stays active.',
        fix: 'Fix the registry at the file and line named, then resume: the registry is read again. When a step of the run wrote it (its accepted output, which a hand edit would make STALE_ARTIFACT_REJECTED), fix that step instead and run it again: commit the fix and resume with --on-source-change rerun, or start over with --mode fresh.',
    },
    WORKFLOW_BLOCKED_PARALLEL_JOIN: {
        class: 'blocked',
        summary: "A parallel step's join (all, any or majority) could not be satisfied, and its statuses do not route PARALLEL_FAILED (nor has it on_failure).",
        fix: `See how each failed branch failed (the message names each with its exit status, gate status or timeout, and its log; stagegate status lists the branches) and read the branches' logs (\`stagegate logs WORKFLOW --run-id ID STEP\`); fix the cause, ${JOIN_RERUN}`,
    },
    WORKFLOW_TERMINAL_STATUS: {
        class: 'blocked',
        summary: 'A hand-off step ended the run with its own terminal_status (reported under that name).',
        fix: 'Follow the instruction of the terminal step; start again with --mode fresh when the hand-off is done.',
    },
    WORKFLOW_INPUT_REQUIRED: {
        class: 'input',
        summary: 'A required input, run id or execution control is missing or names something that does not exist. Nothing ran and no state was written. (When a step reached later needs a value nothing provides \u2014 a path or stage input made of an optional input not given, a `steps.<id>` reference not resolvable yet, the answer a step `asks` a person for (an aiox `elicit: true` step) \u2014 the run stops at that step, resumable, and its `fix:` names the input to pass (for an answer: the exact command, the same run with NAME=<answer>), or says when the reference resolves.)',
        fix: 'Pass the named inputs as name=value tokens (or --run-id / --stop-after-step with a declared step id): for required inputs not given, the CLI\'s `next:` is the command you typed with NAME=\'<value>\' added for each, your value in place of <value>; for a field a foreach registry lacks, fix the field name in the workflow or give the registry that column, then resume.',
    },
    WORKFLOW_ANSWER_REQUIRED: {
        class: 'input',
        summary: "A stage asked a person a question: its gate reported a status the step routes to ASK, with the question in the gate's `question:` key. The question is recorded (journal event question_asked, masked like gate values) and shown by run, status, plan and the Action's summary; the step stays active and its output is not accepted. A resume without an answer stops the same way again.",
        fix: "Answer with the command `next:` gives: the same resume with `--answer '<your answer>'` (or --answer-file PATH; the Action: its `answer` input). The step then runs again, a new attempt of the same visit, with every question and answer of the visit in its prompt (a shell stage: $STAGEGATE_QUESTION and $STAGEGATE_ANSWER).",
    },
    WORKFLOW_INPUT_INVALID: {
        class: 'input',
        summary: 'The invocation gives something no run accepts: a run id that is not an identifier ([A-Za-z0-9][A-Za-z0-9._-]{0,127}, no ".."), a name=value token the workflow does not declare (a typo, a runtime reference such as steps.<id>.output, a runner-owned value), a value its declared type (inputs.types) does not allow, or a value that stands in shell arithmetic and is not an integer, or stands where a builtin reads a variable name (printf -v, read, declare \u2026) and is not a plain identifier. Checked before anything is read or written (a value that is not an input, met in arithmetic as a step starts: that step did not start).',
        fix: 'Pass a run id that is one identifier, only declared inputs (the message suggests the closest one), and values of their declared type (an integer where the message says arithmetic).',
    },
    WORKFLOW_FRESH_EXECUTION_BLOCKED: {
        class: 'input',
        summary: 'A fresh run cannot actually run: a required input, its run id or a required input file is unavailable, or its state_path or an output would lie outside its own run root (the artifact_root, else the folder of the state file, when it names the run; otherwise <that folder>/runs/<run_id>). Nothing ran and nothing was moved aside.',
        fix: 'Pass the missing input (the CLI\'s `next:` is the command you typed with NAME=\'<value>\' added for each, your value in place of <value>) or create the missing file named in the message; for a path outside the run root, make state_path and outputs use {{artifact_root}} (or run the workflow in resume mode).',
    },
    WORKFLOW_STATE_OWNED_BY_OTHER_RUN: {
        class: 'input',
        summary: 'The state file this invocation would use holds another run: its state_path does not name the run (every run id shares it), inputs given replace the defaults that would name it, or the file was copied or moved there from another run\'s folder; or the run folder holds another run\'s manifest (two workflows whose state paths differ but share a folder: each run would write RUN_MANIFEST.yaml over the other\'s). Nothing was read as this run and nothing was written.',
        fix: 'Continue the run that owns the state (--run-id <owner>), or start the other run with --mode fresh (a fresh run keeps its state, outputs, manifest and logs under <artifact_root>/runs/<run_id>/, the message names the folder); drop an input that replaces the run-naming default; move a copied state and its journal back to the owner\'s folder; give a workflow whose run folder another workflow\'s run holds a folder of its own (a state_path or artifact_root that names the workflow). The message says which.',
    },
    WORKFLOW_INPUT_CONFLICT: {
        class: 'input',
        summary: 'This invocation binds an input to a different value than the run it resumes was started with.',
        fix: 'Resume with the original value (or omit it: persisted inputs are reused), or start over with --mode fresh.',
    },
    REQUIRED_INPUT_ARTIFACT_MISSING: {
        class: 'input',
        summary: 'A required input (or a given optional one) named *_path, *_artifact, *_file, *_manifest or *_state does not name an existing file inside the workspace. A default naming a stage\'s own output is never checked.',
        fix: 'Create the file or pass the right path (workspace-relative).',
    },
    AGENT_NOT_FOUND: {
        class: 'input',
        summary: 'An agent-driven step would run an agent CLI (claude, codex, gemini, copilot, opencode, or the command agent\'s executable) that is not installed: it is not on the PATH, or the path given does not exist or is not executable. Nothing ran.',
        fix: 'Install the CLI the message names (it gives the command), or choose another agent with --agent NAME (or --agent command --agent-command PATH), then run again.',
    },
    WORKFLOW_CONTRACT_INVALID: {
        class: 'contract',
        summary: 'The workflow file failed validation (schema, references, placeholders or paths); nothing ran.',
        fix: 'Run `stagegate validate <workflow>` and fix each diagnostic at the file and line it names.',
    },
    STEP_KIND_NOT_SUPPORTED: {
        class: 'contract',
        summary: 'Reserved: the run reached a step kind this version of stagegate validates but cannot execute. Every kind of this version executes, so no run ends with it today.',
        fix: 'Replace the step with a shell stage (run:), or run that step with a tool that supports it.',
    },
    PATH_OUTSIDE_WORKSPACE: {
        class: 'contract',
        summary: "A path the workflow or an input names resolves outside the workspace (absolute, .. or a symlink), or into a .git folder (where a workflow could plant hooks or config), or \u2014 a step's output \u2014 onto a file the runner writes for the run (its state file, journal, lock, manifest, logs/, effects/). Nothing was written there. A step's output refused when the run resolves it (an input in its path) is said at the workflow's line of that `output:` (`wf.yaml:9:13 output of step \u2026`; `--json`: `location`).",
        fix: 'Use a workspace-relative path that stays inside the workspace and outside .git, without symlinks that lead out (or into .git).',
    },
    STAGE_OUTPUT_MISSING: {
        class: 'contract',
        summary: 'The stage exited 0 but its declared output file does not exist.',
        fix: `${STAGE_FIX.STAGE_OUTPUT_MISSING} ${EDIT_FIX_ANY_STEP}`,
    },
    STALE_ARTIFACT_REJECTED: {
        class: 'contract',
        summary: 'The declared output exists but was not written by this attempt, or it changed while the runner read it for its gate and sha256 (a process the stage left running still writing it); an accepted output changed after its gate was accepted (found by a resume or `status`, or by the invocation whose later stage changed it, before it reports success), a resume found verdicts made at another source commit or agent package version (on_source_change: refuse), or the checkout of a shard leg is at another commit than its run.',
        fix: 'An attempt whose output was not written anew, or changed while read: make the stage write its declared output on every attempt, and finish writing it before it exits (wait for any process it starts in the background), then resume (the same step runs again; it has no verdict to take back, so --rerun-from does not apply). An accepted output that changed since: restore it, or run its step again with --rerun-from STEP (its output is written anew; the verdicts before it are kept). After a new commit: resume with --on-source-change rerun (the stale steps run again) or keep (continue with the old verdicts). Or start over with --mode fresh.',
    },
    GATE_RESULT_MISSING: {
        class: 'contract',
        summary: "The declared output does not end with exactly one valid WORKFLOW_GATE block matching this workflow, step and artifact. The message names the output and, where the problem is on a line of it, that line (`runs/r1/review.md:5: gate field 'step' is 'other', expected 'review'`; `--json`: `location`); the step stays active.",
        fix: `${STAGE_FIX.GATE_RESULT_MISSING} ${EDIT_FIX_ANY_STEP}`,
    },
    GATE_QUESTION_MISSING: {
        class: 'contract',
        summary: "The gate reported a status the step routes to ASK but carries no `question:` key holding text (`stagegate gate NEED_INFO --set question='\u2026'`; text without a NUL byte, which the answered rerun's environment could not carry). The message names the output and the gate's `status:` line; the step stays active.",
        fix: "Make the stage write its question in the gate's `question:` key whenever it reports a status its step routes to ASK, then resume: the step runs again.",
    },
    WORKFLOW_ANSWER_NOT_PENDING: {
        class: 'usage',
        summary: 'run --answer (or --answer-file, the Action\'s `answer` input) was given, but the run has no question waiting for an answer (it is not stopped WORKFLOW_ANSWER_REQUIRED, or the invocation starts it afresh), or the question is a child workflow run\'s (that run takes the answer: `next:` is its run --answer). Nothing was read as an answer and nothing was written. (The Action\'s re-run of the job that answered, its answer the run\'s last by the same actor, is no refusal: the run continues.)',
        fix: 'Run again without --answer (`stagegate status` says where the run stands), or answer the run that asks (its run id).',
    },
    WORKFLOW_BLOCKED_QUESTION_LIMIT: {
        class: 'blocked',
        summary: 'A stage asked a fourth question in one visit of its step (at most 3 are answered per visit): the attempt fails with this code, which the step\'s on_failure routes like STAGE_FAILED; without one the run stops here.',
        fix: 'Read the questions and answers of the visit (`stagegate history`), give the stage what it keeps asking for as an input or in its task text, then run the step again as a new visit with --rerun-from STEP, the command `next:` gives (a plain resume fails the same way: the visit has used its questions), or route the failure with on_failure.',
    },
    WORKFLOW_STATUS_CONTRACT_VIOLATION: {
        class: 'contract',
        summary: "The gate reported a status that the step does not route in its statuses map. The message names the output and the gate's `status:` line (`runs/r1/review.md:6: step review reported status MAYBE, \u2026`; `--json`: `location`).",
        fix: 'Emit one of the step\u2019s declared statuses, then resume; or add the status to the workflow\u2019s statuses map and resume with --allow-workflow-change (the workflow file changed).',
    },
    GATE_SCHEMA_VIOLATION: {
        class: 'contract',
        summary: "The gate's extra keys (every key beyond the standard ones) do not match the step's gate_schema; the message names the output, the schema and up to five mismatches (e.g. /score must be integer). The step stays active.",
        fix: 'Make the stage write extra keys that match its gate_schema (or correct the schema), then resume: the step runs again.',
    },
    WORKFLOW_STATE_INTEGRITY_VIOLATION: {
        class: 'contract',
        summary: 'The persisted state contradicts itself or the workflow (unparseable, wrong active step, changed workflow, moved artifacts), or the run\'s files do not match it (RUN_MANIFEST.yaml there but not parsing or differing from its journal; its journal missing beside the state file or manifest; attempt logs in its logs folder that its journal does not record: an older copy of the run restored over a newer one). The state file and manifest were left as they were.',
        fix: 'The journal is the run\'s record. When it verifies (`stagegate history` shows its events) and only workflow_state.yaml or RUN_MANIFEST.yaml beside it was edited, remove that file: the run\'s next `stagegate run` writes it again from the journal (a run not finished it also continues; status, history and list read the run from the journal meanwhile). A journal that does not verify needs a copy of it, or a new run with --mode fresh. Logs the journal does not record: restore the newest copy of the run\'s folder, or start over with --mode fresh. A workflow file changed on purpose: pass --allow-workflow-change.',
    },
    RUN_WRITTEN_BY_NEWER_STAGEGATE: {
        class: 'contract',
        summary: 'A newer stagegate than this one took part in the run (a run_started of its journal records a later stagegate_version): what it recorded \u2014 an event, a manifest section, a field \u2014 may be unknown to this build, which would misread it as an edit. Nothing was read further, written or moved: the journal, the state file and the manifest are as they were. A shard result (a foreach item\'s or a parallel branch\'s folder, a --from folder or an artifact) whose journal such a build wrote is refused by the merge the same way, naming its folder, before its SHARD.json is judged (not SHARD_TAMPERED): nothing was merged.',
        fix: 'Upgrade stagegate to the version the message names or a later one (npm install stagegate@<version>; the Action: its ref), then run the same command again \u2014 a version that is no plain release version (MAJOR.MINOR.PATCH, a short pre-release) is not repeated: upgrade to the latest release. Or start another run id with this stagegate.',
    },
    METHODOLOGY_PACKAGE_MODIFIED: {
        class: 'contract',
        summary: 'An agent stage created, changed or deleted a file of the methodology package (.ai-engineering/ and .github/skills/ of a 4.0 workflow whose workspace has them, the workflow or a prompt or skill it names), which a run must treat as read-only. The stage was not accepted.',
        fix: 'Restore the package files named in the message \u2014 git checkout -- <path> for one changed or deleted, remove one created (git status lists both) \u2014, tell the agent not to edit them, then resume: the stage runs again.',
    },
    STAGE_FAILED: {
        class: 'stage',
        summary: 'The stage process exited with a non-zero status (or was killed by a signal).',
        fix: 'Read the stage log named in the message, fix the cause, then resume: the same step runs again as a new attempt.',
    },
    STAGE_TIMEOUT: {
        class: 'stage',
        summary: 'The stage exceeded its time limit and its whole process tree was killed.',
        fix: 'Raise timeout_minutes or make the stage faster, then resume (raising it edits the workflow file: resume with --allow-workflow-change). The message says the limit the stage ran into.',
    },
    WORKFLOW_LOCKED: {
        class: 'locked',
        summary: 'Another stagegate process holds the lock of this run; this invocation changed nothing. Or the lock file names no process (unreadable: written by no stagegate run, or damaged, which the message says; or empty, which may be a runner\u2019s lock mid-write and is refused as a runner\u2019s): such a lock counts as held for 30 seconds after it was last written, then is recovered.',
        fix: 'Wait for the other runner to finish. A lock left by a dead process on this machine is recovered automatically. A lock file that names no process: if no stagegate runner is active for this run, remove it (the message names it), then run again.',
    },
    WORKFLOW_BUDGET_EXCEEDED: {
        class: 'budget',
        summary: 'A turn or cost budget of a step or of the workflow was exceeded.',
        fix: 'Raise the budget in the workflow (a resume after editing the workflow needs --allow-workflow-change) or reduce the work, then resume.',
    },
    APPROVAL_NOT_PENDING: {
        class: 'input',
        summary: 'stagegate approve or reject was given for a run that is not waiting at an approval step. Nothing was recorded.',
        fix: 'Check the run with stagegate status (pending_approval); resume it with stagegate run until it pauses at the approval step. A finished run takes no more decisions (a resume does not pause it again): to go through its approval again, start the workflow over, with a new run id or this one with --mode fresh. A run paused in a child workflow (a child_workflow step, or a child_workflow branch of a parallel step) is decided in the child run: the hint names it with the inputs that locate it. No run found at the state path (a CI job whose restore of the run failed or was skipped): restore the run root the job that paused it saved, then decide (docs/run-semantics.md#carrying-a-run-between-jobs-or-machines).',
    },
    APPROVER_NOT_ALLOWED: {
        class: 'input',
        summary: 'The approval step lists its approvers and --by names none of them. Nothing was recorded.',
        fix: 'Have one of the listed approvers decide: --by NAME with a name from the step\'s approval.approvers.',
    },
    APPROVAL_STATE_CHANGED: {
        class: 'contract',
        summary: 'The run state changed since the approval was requested (its sha256 differs from the one recorded with the pending approval): the decision would approve a state nobody saw. Nothing was recorded. A safeguard: a run\'s state changes only through its journal, whose edits are refused first (WORKFLOW_STATE_INTEGRITY_VIOLATION), and no way of reaching it through the commands of this version is known.',
        fix: 'Inspect what changed (stagegate status), restore the state or resume with stagegate run so the approval is requested again for the current state, then decide.',
    },
    STEP_NOT_SKIPPABLE: {
        class: 'input',
        summary: 'stagegate skip named a step that is not optional (optional: true with on_skip), or that is not the active step of the run. Nothing was recorded.',
        fix: 'Skip only the active optional step (stagegate status shows the active step); to make a later one active without running it, run with --stop-after-step the step that leads to it (an aiox step behind a condition: its <id>_when guard), then skip it; to skip one the run is already past, go back with --rerun-from that step and --stop-after-step it (the verdicts from it on are taken back), then skip it. Mark a step optional: true with on_skip in the workflow to make it skippable.',
    },
    GRAPH_TOO_LARGE: {
        class: 'input',
        summary: 'stagegate graph: the workflow is too large a graph for Mermaid to draw (more than 150 steps, counting those inside foreach and parallel steps; more than 400 transitions; or over 49,000 characters of chart with labels shortened). Nothing is printed on stdout but, with --json, the object without its chart.',
        fix: 'Read the workflow in parts instead: stagegate plan lists every path from each step, stagegate status (--json: steps) where a run is; or split the workflow into child workflows (child_workflow steps), each drawn on its own.',
    },
    STATE_WRITE_FAILED: {
        class: 'io',
        summary: 'The state or manifest could not be written (read-only directory, disk full, permissions). The previous state file is intact. The journal is the run\'s account: an append it took stands (the message names the stop it records). An append it did not take is tried once more as the run stops: the message says what that second try recorded (a resume goes on after it; a stage\'s failure it recorded is the run\'s stop instead, as `status` reports it), or, when it failed too, what is not recorded \u2014 a stage\'s failure or acceptance \u2014 and a resume runs that step again. When the journal took a stage\'s failure before the projections failed, the run stops with that failure instead (its own stop code and exit status, as `status` reports it), its message adding that the state file and manifest could not be written and why.',
        fix: 'Free space or fix permissions on the run root named in the message, then resume: the interrupted step runs again.',
    },
    RUN_FILE_UNSAFE: {
        class: 'io',
        summary: 'A file the runner owns is not a regular file it made: a FIFO, device, directory or symbolic link stands where a stage log, the lock, the run manifest (RUN_MANIFEST.yaml) or a temp file goes, or a temp file was replaced while it was written; or a file already stands where a new attempt\'s log goes (another execution\'s log, never appended to); or a stage log cannot be created at all (a read-only logs folder, a full disk). Nothing was written through it, and nothing was interrupted: the journal holds everything so far.',
        fix: 'Remove what stands at the path named in the message (a stage or a process it left running put it there; move it aside first if it holds anything you need), or make its folder writable (or free disk space), then resume. The manifest is written again from the journal, the lock is made again.',
    },
    SHARD_UNKNOWN: {
        class: 'input',
        summary: 'run --shard KEY named no item of the run\'s active foreach step, or no branch of its active parallel step (the message suggests the closest key a shard can still run: not one whose result the run already holds). Nothing ran.',
        fix: 'List the shards that can run with `stagegate shards <workflow> --run-id ID` and pass one of them.',
    },
    SHARD_NOT_READY: {
        class: 'input',
        summary: 'run --shard KEY cannot run that shard now: the run is not at a foreach or parallel step (or has finished), or an item the shard depends on is not VERIFIED yet (it runs in a later wave); or merge names a run that has not started (nothing to merge). Nothing ran.',
        fix: 'Run the run up to its fan-out step (--stop-after-step the step before it), merge the earlier wave (`stagegate merge`), then list the shards again with `stagegate shards`. A finished run runs no more shards: to fan out again, start the workflow over, with a new run id or this one with --mode fresh.',
    },
    SHARD_NOT_SUPPORTED: {
        class: 'input',
        summary: 'shards, run --shard KEY or merge at a parallel step with an action (or resolver) branch judged by its exit status: such a branch may revise outputs the run accepted before the step, and a shard carries back only what its branch accepted (on another machine the revision would be lost; here the merge would find the run\'s output changed). merge refuses the step\'s shard folders an earlier stagegate made (one that sharded such steps). validate warns of such a step (PARALLEL_BRANCH_NOT_SHARDABLE). Nothing ran, nothing was merged.',
        fix: 'Run the step in one process: the plain resume (`stagegate run <workflow> --run-id ID`, the next: command) runs its branches and re-records what they revise. To fan it out, give the branch a gate (run or prompt with statuses) that writes its own output instead of revising an earlier one.',
    },
    SHARD_ALREADY_MERGED: {
        class: 'input',
        summary: 'run --shard KEY named an item whose result the run already holds (merged, or finished in-process), or a branch with a verdict on the parallel step\'s visit. Nothing ran.',
        fix: 'Nothing to run: `stagegate shards` lists the shards still pending; `stagegate merge` continues the run.',
    },
    SHARD_TAMPERED: {
        class: 'contract',
        summary: 'A shard result does not verify: its SHARD.json is unreadable, its journal does not chain or replay, its journal head, outcome or outputs differ from what SHARD.json records, or an output copy\'s sha256 differs. The merge refused it (naming its folder) and merged nothing.',
        fix: 'Remove the named shard folder (or artifact) and run that shard again (`stagegate run ... --shard KEY`), then merge.',
    },
    SHARD_FOREIGN: {
        class: 'contract',
        summary: 'A shard result belongs elsewhere: another run id, another version of the workflow (its digest differs), another step or visit, an item (branch) the step does not have, or bindings the run\'s registry (its inputs, for a branch) does not give it, or a journal that ran for another instance of the run than its SHARD.json names. The merge refused it (naming its folder) and merged nothing. (A shard of the same run id whose SHARD.json names an instance of the run before a fresh start of it is no refusal: the merge names it and leaves it out, its key pending.) `run --shard KEY` stops with it, nothing run, when the key\'s folder holds a result or a run made for the run before its fresh start: remove that folder, then run the shard again. A resume that runs the items in-process stops with it the same way, before the item starts and nothing run, when the item\'s folder holds such a result or run: remove that folder, then resume.',
        fix: 'Pass only shard folders of this run (--from), or run the shard again for this run and workflow version, then merge; a folder the message names as made before the run\'s fresh start: remove it, then run the shard again or resume.',
    },
    SHARD_MERGE_INTERRUPTED: {
        class: 'input',
        summary: 'A resume (run) found a merge of the run interrupted while it copied shards from elsewhere into the run root (killed, or stopped by a full disk or an I/O error: the merge marker <state file>.merging names the folders): a folder there may be half copied, or whole with its outputs not yet in the workspace. A folder the marker names that cannot be looked at (a looping link on the way, a folder that may not be searched: the message names it with the error\'s code, ELOOP, EACCES, ...) counts as there: only one that is not there (ENOENT, ENOTDIR), or a path that leads outside the workspace (no folder of the run\'s), is gone. No item ran: the run stops at its foreach step with this code recorded, as the merge left it otherwise (nothing of those shards was merged). status and plan say the same stop, with the same merge to paste, before any resume. `run --shard KEY` stops with it, nothing run, when the marker names the key\'s folder: a leg there would run on a half-made copy, or make the folder again for the next resume to take for the merge\'s (the marker naming no folder that is there any more: remove the marker, then run the shard again).',
        fix: 'Run the merge again \u2014 the message gives the command, with the --from folders the interrupted merge was given: it copies the shards anew, puts their outputs in place and continues the run. If those folders are gone, remove the shard folders the message names and resume: those items then run here (the resume removes the marker, which then covers nothing, so a later resume continues them). A folder named as one that cannot be looked at: fix what stops that (the looping link, the permissions) or remove it first.',
    },
    SHARD_CONFLICT: {
        class: 'contract',
        summary: 'Two results of one shard key differ (two legs ran it, or a copy differs from the result already merged), or two shards wrote the same output path with different content. The merge refused them (naming both) and merged nothing.',
        fix: 'Keep one result of the key (remove the other folder or artifact) and merge again; a result already merged stays the one that counts.',
    },
    REWIND_STEP_UNKNOWN: {
        class: 'input',
        summary: 'run --rerun-from STEP (the Action: rerun-from) named no step of the workflow (the message suggests the closest one; the id of a parallel branch names its parallel step, to rerun from instead). Nothing was written.',
        fix: 'Pass a step id of the workflow (`stagegate plan <workflow>` lists them); `stagegate history <workflow> --run-id ID` shows the steps the run took.',
    },
    REWIND_STEP_NOT_REACHED: {
        class: 'input',
        summary: 'run --rerun-from STEP named a step the run has no verdict of to redo: the run never entered it, it has not started, its visits ended without an accepted verdict, or its verdict was taken back (by an earlier rerun from a step, or by --on-source-change rerun) and the run has not reached it again, and it is not the step the run is at. Nothing was written.',
        fix: 'Rerun from a step the run completed or stopped at (`stagegate history <workflow> --run-id ID` lists them), or resume without --rerun-from.',
    },
    REWIND_NOT_SUPPORTED: {
        class: 'input',
        summary: 'run --rerun-from STEP would take back the verdict of a child workflow step, or of a parallel step with a child workflow branch or branches merged from shards (their child runs and merged branches keep their own results, so they would not honestly run again; a parallel step taken back otherwise runs every branch again), or the run is at a foreach, parallel or child step (shards of it may be pending), or STEP is a foreach that did not end the run blocked (nothing failed to run again), whose items were merged from shards or run child workflows, or a parallel step whose join did not fail (nothing failed to run again), whose branches were merged from shards, or whose child workflow branch would run again (its child run would be resumed, not run anew), or STEP has had its max_visits visits (entering it again would only end the run at the loop limit). Nothing was written.',
        fix: 'Rerun from a step after the fan-out or child step (a foreach: from the step before it, and every item runs again); a step out of visits: raise its max_visits, and that of every step the run reaches from it that has had its visits too (the message names them all: raised alone, the rerun would stop at the first), and rerun with --allow-workflow-change; or start the run over with --mode fresh.',
    },
    WORKFLOW_INTERRUPTED: {
        class: 'interrupted',
        summary: 'The run was cancelled (SIGINT or SIGTERM to the CLI, a cancelled Action job): each running stage got the signal first (its traps ran) and its process tree was killed when it exited or its grace ran out, the interrupted attempt was recorded, and the step stays active.',
        fix: 'Run the same command again, without --mode fresh (which starts over; resume is the default): the interrupted step runs again as its next attempt; completed steps do not run again.',
    },
};
function isStopCode(value) {
    return Object.prototype.hasOwnProperty.call(STOP_CODES, value);
}
/** Class of a stop code; a step's own terminal_status (not in the table) is a blocked outcome. */
function stopClass(code) {
    return isStopCode(code) ? STOP_CODES[code].class : 'blocked';
}
function exitStatusFor(code) {
    return EXIT_STATUS[stopClass(code)];
}


/***/ })

};
