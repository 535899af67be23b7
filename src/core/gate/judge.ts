// One judge for every finished attempt: its process result first (a spawn failure, a timeout, a
// signal or a non-zero exit is a failure — an agent being alive is never a result), then the
// step's result: the declared output and its WORKFLOW_GATE, another runner's result contract,
// or the exit status alone. One verdict type for stages and parallel branches alike.
import { statSync, type Stats } from 'node:fs';
import { isStagegateError } from '../run/errors.js';
import { GATE_WINDOW_BYTES, gateFailureText, parseGateTail, type Gate } from './workflow-gate.js';
import { parseContractTail, parseContractWindow, RESULT_WINDOW_BYTES } from './contracts/index.js';
import { foreignContractOf } from './contracts/contract-of.js';
import type { ProcessResult } from '../run/ports.js';
import { NotRegularFileError, kindOf, unreadableBecause } from '../state/own-file.js';
import { FileChangedWhileReadError, sha256FileWithTail, type DigestWithTail } from '../workspace/digest.js';
import { routesToAsk, type StepModel } from '../model/workflow.js';
import type { Workspace, WorkspacePath } from '../workspace/workspace.js';
import { gateSchemaMismatchText, type CompiledGateSchema } from './gate-schema.js';
import { strayOutput } from './stray-output.js';

/** The evidence's sha256 and size, from the very read its result block was parsed from. */
export interface EvidenceDigest {
  sha256: string;
  size: number;
}

/**
 * Accepted (with its gate when the step is gated, the file the result was read from and that
 * file's digest, taken in the same pass as the gate) or failed with a stop code.
 */
export type Verdict =
  | { ok: true; gate?: undefined; evidence?: undefined; digest?: undefined; holds?: undefined }
  | { ok: true; gate: Gate; evidence: WorkspacePath; digest: EvidenceDigest; holds?: number[] }
  | { ok: false; code: string; message: string; location?: VerdictLocation; fix?: string; failureStatus?: string };

/** Where in a file a failed verdict was found (the gate's line in the output): file:line for the CLI's `at:`, `--json` and the Action's annotation. */
export interface VerdictLocation {
  file: string;
  line: number;
}

export interface Attempted {
  workflow: string;
  workspace: Workspace;
  step: StepModel;
  /** gate: the declared output and its gate decide; exit: exit status 0 is success. */
  judging: 'gate' | 'exit';
  result: ProcessResult;
  output: WorkspacePath | undefined;
  /** The output as it was before the attempt (undefined: absent). */
  before: Stats | undefined;
  log: WorkspacePath;
  /** The step's compiled gate_schema (Workflow.gateSchemas), when it has one. */
  gateSchema?: CompiledGateSchema | undefined;
  /**
   * An agent's final answer, when its CLI printed it inside JSON (AgentAdapter.answer): a result
   * contract without a written output is read from it instead of the raw transcript. Asked for
   * only then: most steps are judged on a WORKFLOW_GATE, and the transcript can be large.
   */
  answer?: (() => string | null) | undefined;
  /**
   * Byte strings to look for in the evidence, in the read that hashes it (the stage's secret
   * values): an accepted verdict's `holds` lists the indexes of those it holds.
   */
  watch?: readonly Buffer[] | undefined;
  /** The names in the output's folder before the attempt (stray-output.ts): a missing output names a near file it created. */
  namesBefore?: ReadonlySet<string> | undefined;
}

export function statOrUndefined(path: string): Stats | undefined {
  try {
    // Absent is the common answer (an output before its first attempt): told without an exception,
    // whose stack trace each stage paid for.
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/** Same inode, same size, same change time: the file was not (re)written. */
function sameFile(a: Stats, b: Stats): boolean {
  return a.ino === b.ino && a.dev === b.dev && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;
}

function processVerdict(a: Attempted): Verdict | undefined {
  const { step, result, log } = a;
  if (result.spawnError !== undefined) {
    // ESPAWNER: the process that spawned the stage (host/spawner.ts) died under it; the stage was stopped with it.
    if (result.spawnErrorCode === 'ESPAWNER') return { ok: false, code: 'STAGE_FAILED', message: `step ${step.id} was stopped: ${result.spawnError}` };
    return { ok: false, code: 'STAGE_FAILED', message: `step ${step.id} could not start: ${result.spawnError}` };
  }
  if (result.timedOut) return { ok: false, code: 'STAGE_TIMEOUT', message: `step ${step.id} exceeded its time limit and was killed (log: ${log.rel})` };
  if (result.exitCode !== 0) {
    const how = result.signal ? `was killed by ${result.signal}` : `exited with status ${result.exitCode}`;
    const wrote = writtenBeforeFailing(a);
    if (wrote === undefined) return { ok: false, code: 'STAGE_FAILED', message: `step ${step.id} ${how} (log: ${log.rel})` };
    return {
      ok: false,
      code: 'STAGE_FAILED',
      message: `step ${step.id} ${how} (log: ${log.rel}); it wrote its declared output ${wrote} first, which a failed attempt never counts — an agent that cannot proceed lists its open questions there`,
      fix: `Read ${wrote} (what the agent wrote before it failed: its open questions or blockers) and the stage log, fix the cause, then resume: the same step runs again as a new attempt.`,
    };
  }
  return undefined;
}

/**
 * The declared output an agent stage wrote in an attempt that then failed, when it did. The stage
 * contract tells an agent that cannot proceed, and has no status that says so, to write its
 * questions there and exit non-zero: the stop names the file, not only the log.
 */
function writtenBeforeFailing(a: Attempted): string | undefined {
  if (a.step.kind !== 'agent' || a.judging !== 'gate' || a.output === undefined) return undefined;
  const now = statOrUndefined(a.output.abs);
  if (now === undefined || !now.isFile()) return undefined;
  return a.before !== undefined && sameFile(a.before, now) ? undefined : a.output.rel;
}

/** The output, checked again now that it exists (a stage may have made it a link out of the workspace). */
function confined(a: Attempted, output: WorkspacePath): WorkspacePath | Verdict {
  try {
    return a.workspace.resolve(output.rel, `output of step ${a.step.id}`);
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    return { ok: false, code: error.code, message: `${error.message} The stage replaced its output with a link out of the workspace; it was not read.` };
  }
}

/** A file the runner cannot read (chmod 000, a FIFO) is not accepted: a verdict recorded in state, never a crash. */
function notReadable(step: StepModel, output: WorkspacePath): Verdict | undefined {
  const why = unreadableBecause(output.abs);
  return why === undefined ? undefined : { ok: false, code: 'STAGE_OUTPUT_MISSING', message: `declared output ${output.rel} of step ${step.id} cannot be read (${why}); it was not accepted` };
}

/**
 * The evidence read once: its digest and its last `window` bytes. A file that changed while it was
 * read (a process the stage left running still writes it) is refused: the gate judged and the
 * digest recorded must be the same bytes.
 */
function readEvidence(step: StepModel, evidence: WorkspacePath, window: number, watch?: readonly Buffer[]): DigestWithTail | Verdict {
  try {
    return sha256FileWithTail(evidence.abs, window, watch);
  } catch (error) {
    if (error instanceof FileChangedWhileReadError) {
      return {
        ok: false,
        code: 'STALE_ARTIFACT_REJECTED',
        message: `step ${step.id}: ${evidence.rel} ${error.how} while the runner read it for its result and sha256, so they would describe different bytes; it was not accepted (a process the stage left running may still be writing it)`,
        fix: `Make the stage finish writing ${evidence.rel} before it exits (wait for any process it starts in the background), then resume: the same step runs again (nothing of it was accepted, so there is no verdict to take back).`,
      };
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ok: false, code: 'GATE_RESULT_MISSING', message: `${evidence.rel}: file not found` };
    if (error instanceof NotRegularFileError) return { ok: false, code: 'GATE_RESULT_MISSING', message: `${evidence.rel}: it is ${error.kind}, not a file` };
    throw error;
  }
}

const digestOf = (read: DigestWithTail): EvidenceDigest => ({ sha256: read.sha256, size: read.size });
/** The accepted verdict of a read, with the watched strings it found. */
const accepted = (gate: Gate, evidence: WorkspacePath, read: DigestWithTail): Verdict => ({ ok: true, gate, evidence, digest: digestOf(read), ...(read.found.length > 0 ? { holds: read.found } : {}) });

/**
 * A status the step does not route: said about the file it was read from (`evidence`), at the
 * gate's `status:` line when known (`out.md:6: step write reported status …`).
 */
function unrouted(step: StepModel, status: string, evidence: WorkspacePath, statusLine: number | undefined): Verdict | undefined {
  if (step.def.statuses && Object.prototype.hasOwnProperty.call(step.def.statuses, status)) return undefined;
  const allowed = Object.keys(step.def.statuses ?? {}).join(', ');
  const message = `step ${step.id} reported status ${status}, which the workflow does not route (allowed: ${allowed})`;
  if (statusLine === undefined) return { ok: false, code: 'WORKFLOW_STATUS_CONTRACT_VIOLATION', message: `${evidence.rel}: ${message}` };
  return { ok: false, code: 'WORKFLOW_STATUS_CONTRACT_VIOLATION', message: `${evidence.rel}:${statusLine}: ${message}`, location: { file: evidence.rel, line: statusLine } };
}

/** A gate that does not parse, about its file: `out.md:5: …` and its location when the line is known. */
function unparsed(evidence: WorkspacePath, parsed: { reason: string; line?: number }): Verdict {
  const message = gateFailureText(evidence.rel, parsed);
  return parsed.line === undefined ? { ok: false, code: 'GATE_RESULT_MISSING', message } : { ok: false, code: 'GATE_RESULT_MISSING', message, location: { file: evidence.rel, line: parsed.line } };
}

/**
 * A status of the step's failure_statuses: the stage says it could not do its work. The attempt
 * fails as a failed process does (STAGE_FAILED: retried, then on_failure, else a resumable stop
 * where an optional step may be skipped) — never a verdict the run routes on.
 */
function failing(step: StepModel, status: string, evidence: WorkspacePath, log: WorkspacePath): Verdict | undefined {
  if (step.def.failure_statuses?.includes(status) !== true) return undefined;
  return {
    ok: false,
    code: 'STAGE_FAILED',
    message: `step ${step.id} reported status ${status} (${evidence.rel}), one of its failure_statuses: the stage could not do its work (log: ${log.rel})`,
    failureStatus: status,
    // Why is in what the stage wrote (its output, before the status) more than in its log.
    fix: `Read why in the stage's output ${evidence.rel} (what it wrote before its status) and its log ${log.rel}, fix the cause, then resume: the same step runs again as a new attempt.`,
  };
}

/**
 * A status the step routes to ASK: the gate must carry the question (`question:`, text). Such a
 * gate is accepted as a question (run/questions.ts), never as the step's result: the gate_schema,
 * which describes results, is not checked against it (a closed schema need not allow `question`).
 */
function asking(step: StepModel, gate: Gate, evidence: WorkspacePath, statusLine: number | undefined): Verdict | undefined {
  if (!routesToAsk(step, gate.status)) return undefined;
  const question = gate.extra['question'];
  // A NUL byte (YAML's "\0") is no text: the answered rerun gets the question in its environment, which cannot hold one.
  if (typeof question === 'string' && question.trim() !== '' && !question.includes('\0')) return undefined;
  const held = typeof question === 'string' && question.includes('\0') ? '; it holds a NUL byte, which a stage\'s environment cannot carry' : question !== undefined ? `; it holds ${question === null ? 'null' : typeof question === 'object' ? 'a list or mapping' : `the ${typeof question} ${String(question)}`}` : '';
  const message = `step ${step.id} reported status ${gate.status}, which it routes to ASK, but its gate has no question (a \`question:\` key holding text${held})`;
  if (statusLine === undefined) return { ok: false, code: 'GATE_QUESTION_MISSING', message: `${evidence.rel}: ${message}` };
  return { ok: false, code: 'GATE_QUESTION_MISSING', message: `${evidence.rel}:${statusLine}: ${message}`, location: { file: evidence.rel, line: statusLine } };
}

/**
 * A routed gate's extra keys against the step's gate_schema: a gate-content failure like an
 * unrouted status, said at the line of the first offending key when known (`keyLines`: each
 * extra key's file line; a missing required key has none).
 */
function mismatched(a: Attempted, gate: Gate, evidence: WorkspacePath, keyLines?: Readonly<Record<string, number>>): Verdict | undefined {
  const { step, gateSchema } = a;
  if (step.def.gate_schema === undefined || routesToAsk(step, gate.status)) return undefined;
  // Every way to a run compiles the schemas when it loads the workflow (loadAndCheck): never accept unchecked.
  if (gateSchema === undefined) return { ok: false, code: 'GATE_SCHEMA_VIOLATION', message: `${evidence.rel}: the gate_schema of step ${step.id} was not loaded, so the gate cannot be checked (a stagegate bug: please report it)` };
  const errors = gateSchema.check(gate.extra);
  if (errors.length === 0) return undefined;
  const line = errors.map((e) => (e.key !== undefined && keyLines !== undefined && Object.hasOwn(keyLines, e.key) ? keyLines[e.key] : undefined)).find((l) => l !== undefined);
  const text = gateSchemaMismatchText(step.id, gateSchema.source, errors);
  if (line === undefined) return { ok: false, code: 'GATE_SCHEMA_VIOLATION', message: `${evidence.rel}: ${text}` };
  return { ok: false, code: 'GATE_SCHEMA_VIOLATION', message: `${evidence.rel}:${line}: ${text}`, location: { file: evidence.rel, line } };
}

export function judgeAttempt(a: Attempted): Verdict {
  // Something other than a fresh file stood at the log path (or the prompt copy could not be made): nothing ran.
  if (a.result.fileRefused !== undefined) return { ok: false, code: 'RUN_FILE_UNSAFE', message: `step ${a.step.id} did not start: ${a.result.fileRefused}` };
  const failed = processVerdict(a);
  if (failed) return failed;
  const contract = foreignContractOf(a.step);
  if (contract) return judgeContract(a, contract);
  if (a.judging === 'exit') return { ok: true };
  const { step, output, before } = a;
  const after = statOrUndefined(output!.abs);
  if (!after) {
    const missing = `step ${step.id} exited 0 but did not write its declared output ${output!.rel}`;
    const stray = strayOutput(output!, a.namesBefore);
    if (stray === undefined) return { ok: false, code: 'STAGE_OUTPUT_MISSING', message: missing };
    return {
      ok: false,
      code: 'STAGE_OUTPUT_MISSING',
      message: `${missing}; it created ${stray} beside it, a near name: its result may have gone there, which never counts`,
      fix: `Make the stage write its result at exactly ${output!.rel} (its path is in $STAGEGATE_OUTPUT), not ${stray}, then resume: the same step runs again (${stray} is left as it is: remove it if it is a stray copy).`,
    };
  }
  if (!after.isFile()) {
    // Left in place, it is what the next attempt meets: a FIFO blocks its write (until the step's
    // time limit), a directory fails it. So the fix names it, to be removed first.
    const kind = kindOf(after);
    return {
      ok: false,
      code: 'STAGE_OUTPUT_MISSING',
      message: `declared output ${output!.rel} of step ${step.id} is ${kind}, not a regular file`,
      fix: `Remove ${output!.rel} (${kind} there ${after.isFIFO() ? "blocks the next attempt's write to it until the step's time limit" : 'is what the next attempt finds'}), and make the stage write a regular file at its declared output ($STAGEGATE_OUTPUT), then resume: the same step runs again.`,
    };
  }
  if (before && sameFile(before, after)) {
    // The attempt wrote nothing: the step has no verdict a --rerun-from could take back (the
    // catch-all fix offers one for an accepted output that changed), so the fix is the stage's.
    return {
      ok: false,
      code: 'STALE_ARTIFACT_REJECTED',
      message: `declared output ${output!.rel} of step ${step.id} was not written by this attempt (an older file never counts)`,
      fix: `Make the stage write its declared output ${output!.rel} anew on every attempt (its path is in $STAGEGATE_OUTPUT; the file there is older than the attempt), then resume: the same step runs again (nothing of it was accepted, so there is no verdict to take back).`,
    };
  }
  const unreadable = notReadable(step, output!);
  if (unreadable) return unreadable;
  const evidence = confined(a, output!);
  if ('ok' in evidence) return evidence;
  const read = readEvidence(step, evidence, GATE_WINDOW_BYTES, a.watch);
  if ('ok' in read) return read;
  const parsed = parseGateTail(read.tail, read.tailStart, { workflow: a.workflow, step: step.id, artifact: evidence.rel });
  if (!parsed.ok) return unparsed(evidence, parsed);
  return unrouted(step, parsed.gate.status, evidence, parsed.statusLine) ?? failing(step, parsed.gate.status, evidence, a.log) ?? asking(step, parsed.gate, evidence, parsed.statusLine) ?? mismatched(a, parsed.gate, evidence, parsed.keyLines) ?? accepted(parsed.gate, evidence, read);
}

/**
 * Another runner's result contract (aiox step_output, maestro COORDINATE RESULT): the block ends
 * the declared output when the attempt wrote one, else the stage's transcript. Its status routes
 * like a gate status; the file it came from is the evidence.
 */
function judgeContract(a: Attempted, contract: NonNullable<ReturnType<typeof foreignContractOf>>): Verdict {
  const { step, output, before } = a;
  const after = output ? statOrUndefined(output.abs) : undefined;
  const written = output !== undefined && after !== undefined && after.isFile() && !(before && sameFile(before, after));
  let evidence = a.log;
  if (written) {
    const unreadable = notReadable(step, output);
    if (unreadable) return unreadable;
    const checked = confined(a, output);
    if ('ok' in checked) return checked;
    evidence = checked;
  }
  // The transcript is the evidence either way; an agent CLI that prints JSON holds the answer inside it.
  const answer = written ? null : (a.answer?.() ?? null);
  // The evidence's digest comes from the pass its block is read from (the answer case: the
  // transcript the answer was taken from, hashed once).
  // Only a written output is watched: the transcript is a log, masked as it is written.
  const read = readEvidence(step, evidence, RESULT_WINDOW_BYTES, written ? a.watch : undefined);
  if ('ok' in read) return read;
  const parsed = answer !== null ? parseContractTail(contract, answer) : parseContractWindow(contract, read.tail, read.tailStart);
  // Lines of the evidence file only when the block was read from it from its start (not from an answer inside JSON).
  const lines = answer === null && read.tailStart === 0;
  if (!parsed.ok) {
    if (!lines || parsed.line === undefined) return { ok: false, code: 'GATE_RESULT_MISSING', message: `${evidence.rel}: ${parsed.reason}` };
    return { ok: false, code: 'GATE_RESULT_MISSING', message: `${evidence.rel}:${parsed.line}: ${parsed.reason}`, location: { file: evidence.rel, line: parsed.line } };
  }
  const gate: Gate = { workflow: a.workflow, step: step.id, status: parsed.status, unresolved_critical: 0, unresolved_high: 0, source_resolvable_open: 0, artifact: evidence.rel, next_recommended: null, extra: parsed.extra };
  return unrouted(step, parsed.status, evidence, lines ? parsed.statusLine : undefined) ?? failing(step, parsed.status, evidence, a.log) ?? asking(step, gate, evidence, lines ? parsed.statusLine : undefined) ?? mismatched(a, gate, evidence, lines ? parsed.keyLines : undefined) ?? accepted(gate, evidence, read);
}
