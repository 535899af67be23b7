// `stagegate gate STATUS …`: run inside a stage, append the WORKFLOW_GATE block for that stage to
// the end of $STAGEGATE_OUTPUT. workflow, step and artifact come from the STAGEGATE_* environment
// the runner sets; the block is checked with the runner's own gate parser before it is written,
// so what this writes is what the runner accepts (docs/gate.md). On a revisit, an output the stage
// left exactly as the run accepted it last time gets its block replaced instead of a second one.
import { appendFileSync, closeSync, fstatSync, mkdirSync, openSync, readFileSync, readSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from 'yaml';
import { GATE_WINDOW_BYTES, parseGateText, renderGateBlock } from '../../core/gate/workflow-gate.js';
import { Workspace } from '../../core/workspace/workspace.js';
import { GATE_SCHEMA_VARIABLE, GateSchemaEngineNeeded, gateSchemaMismatchText, type GateSchemaEngine, type GateSchemaHandOff } from '../../core/gate/gate-schema.js';
import { isStagegateError } from '../../core/run/errors.js';
import type { JournalEvent } from '../../core/state/events.js';
import { journalPathFor, scanJournal, sha256Hex, type JournalLine } from '../../core/state/journal.js';
import { UsageError, type GateRequest } from '../args.js';
import { installedDoc } from '../installed-doc.js';

export interface GateResult {
  exitCode: number;
  /** One line for the stage's log (stderr). */
  message: string;
}

/** --set VALUE: a number, true/false/null, a [list] of plain values, or else the text itself. */
export function gateValue(text: string): unknown {
  const t = text.trim();
  if (/^-?\d+$/.test(t) && Number.isSafeInteger(Number(t))) return Number(t);
  if (/^-?\d+\.\d+$/.test(t)) return Number(t);
  if (t === 'true' || t === 'false') return t === 'true';
  if (t === 'null') return null;
  if (t.startsWith('[') && t.endsWith(']')) {
    try {
      const list: unknown = parse(t, { maxAliasCount: 0 });
      if (Array.isArray(list) && list.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v))) return list;
    } catch {
      /* not a list: the text */
    }
  }
  return text;
}

/** Lines of the file's last 64 KiB that are exactly `WORKFLOW_GATE:` (what the runner counts). */
function gateHeaderLines(path: string): number {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return 0;
  }
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(size, GATE_WINDOW_BYTES);
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, size - length);
    return buffer
      .toString('utf8')
      .split(/\r\n|\r|\n/)
      .filter((l) => /^WORKFLOW_GATE:\s*$/.test(l)).length;
  } finally {
    closeSync(fd);
  }
}

/** How the file ends: nothing, a complete line, or a line without its newline. */
function ending(path: string): 'empty' | 'newline' | 'open' {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return 'empty';
  }
  try {
    const size = fstatSync(fd).size;
    if (size === 0) return 'empty';
    const last = Buffer.alloc(1);
    readSync(fd, last, 0, 1, size - 1);
    return last[0] === 0x0a ? 'newline' : 'open';
  } finally {
    closeSync(fd);
  }
}

/**
 * The sha256 the run last accepted for the output under `key` (a step id; a parallel branch's
 * `<step>.<branch>`), from the run's journal beside `statePath`: its gate, or a revision the run
 * re-recorded. Undefined when there is none, or no readable journal.
 */
function acceptedDigest(statePath: string | undefined, key: string, branch: boolean): string | undefined {
  if (!statePath) return undefined;
  let digest: string | undefined;
  const revised = (artifacts: Readonly<Record<string, { sha256: string }>> | undefined) => {
    if (artifacts && Object.hasOwn(artifacts, key)) digest = artifacts[key]!.sha256;
  };
  const read = scanJournal(journalPathFor(statePath), (line) => {
    const e = line as JournalLine<JournalEvent>;
    if (e.event === 'gate_accepted' && !branch && e.step === key) digest = e.artifact.sha256;
    else if (e.event === 'branch_artifact' && e.key === key) digest = e.artifact.sha256;
    else if (e.event === 'artifacts_revised') revised(e.artifacts);
    else if (e.event === 'exit_accepted') revised(e.revised);
  });
  return read.kind === 'ok' ? digest : undefined;
}

/**
 * The output's text without its last WORKFLOW_GATE block when the file is exactly the output the
 * run accepted last (a revisit whose stage left the report as it was): the block to replace.
 * Undefined otherwise (a file the stage changed keeps being refused).
 */
function acceptedWithoutBlock(target: string, accepted: string | undefined): string | undefined {
  if (accepted === undefined) return undefined;
  let bytes: Buffer;
  try {
    bytes = readFileSync(target);
  } catch {
    return undefined;
  }
  if (sha256Hex(bytes) !== accepted) return undefined;
  const text = bytes.toString('utf8');
  const headers = [...text.matchAll(/^WORKFLOW_GATE:[ \t]*$/gm)];
  const last = headers.at(-1);
  return last === undefined ? undefined : text.slice(0, last.index);
}

/**
 * Why the gate's extra keys do not match the step's gate_schema (the judge's message), or
 * undefined when they do, or when there is no schema to check (none handed on, or one that does
 * not read: the run checks it all the same), or when `status` is one of the step's
 * failure_statuses (the judge fails the stage on it without looking at the schema: a stage that
 * cannot do its work has no score to give). `engine`: loaded by the caller when the variable is
 * set (index.ts); GateSchemaEngineNeeded without one.
 */
function schemaMismatch(variable: string | undefined, status: string, extra: Readonly<Record<string, unknown>>, engine: GateSchemaEngine | undefined): string | undefined {
  if (variable === undefined || variable === '') return undefined;
  let handed: GateSchemaHandOff;
  try {
    handed = JSON.parse(variable) as GateSchemaHandOff;
  } catch {
    return undefined;
  }
  if (typeof handed?.step !== 'string' || typeof handed.source !== 'string' || typeof handed.schema !== 'object' || handed.schema === null) return undefined;
  if (Array.isArray(handed.failure_statuses) && handed.failure_statuses.includes(status)) return undefined;
  if (engine === undefined) throw new GateSchemaEngineNeeded();
  const compiled = engine.compile(handed.schema);
  if (!compiled.ok) return undefined;
  const errors = compiled.check(extra);
  return errors.length === 0 ? undefined : gateSchemaMismatchText(handed.step, handed.source, errors);
}

/** `gateSchema`: the engine for STAGEGATE_GATE_SCHEMA (loaded by the caller when it is set). */
export function gateCommand(request: GateRequest, env: NodeJS.ProcessEnv, cwd: string = process.cwd(), gateSchema?: GateSchemaEngine): GateResult {
  const step = env['STAGEGATE_BRANCH'] || env['STAGEGATE_STEP'];
  const workflow = env['STAGEGATE_WORKFLOW'];
  const output = env['STAGEGATE_OUTPUT'];
  const artifact = env['STAGEGATE_ARTIFACT'];
  if (!step || !workflow || output === undefined || artifact === undefined) {
    // Exactly the ones missing are named (a parallel branch's STAGEGATE_BRANCH stands for STAGEGATE_STEP).
    const missing = [!step && 'STAGEGATE_STEP', !workflow && 'STAGEGATE_WORKFLOW', output === undefined && 'STAGEGATE_OUTPUT', artifact === undefined && 'STAGEGATE_ARTIFACT'].filter((n): n is string => n !== false);
    const names = missing.length === 1 ? `${missing[0]} is` : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]} are`;
    throw new UsageError(
      `gate runs inside a stage: ${names} not set here (the runner sets STAGEGATE_STEP, STAGEGATE_WORKFLOW, STAGEGATE_OUTPUT and STAGEGATE_ARTIFACT for every stage it runs). Put \`stagegate gate STATUS\` at the end of a stage script, or write the WORKFLOW_GATE block yourself (${installedDoc('gate.md', cwd)})`,
      'gate',
    );
  }
  // The statuses the step routes (STAGEGATE_STATUSES, set by the runner): any other would stop the
  // run after the stage (WORKFLOW_STATUS_CONTRACT_VIOLATION), so it is refused here, nothing written.
  const allowed = (env['STAGEGATE_STATUSES'] ?? '').split(/[\s,]+/).filter((s) => s !== '');
  if (allowed.length > 0 && !allowed.includes(request.status)) {
    return { exitCode: 2, message: `stagegate gate: step ${step} does not route status '${request.status}' (allowed: ${allowed.join(', ')}); nothing was written. Use one of those, or route it in the step's statuses: map (${request.status}: <next step>) in the workflow file` };
  }
  if (output === '' || artifact === '') {
    return { exitCode: 2, message: `stagegate gate: step ${step} declares no output, so there is no file for a gate: add output: to the step (or route it by exit status)` };
  }
  // The runner checked the path; a stage may still have swapped a folder on the way for a link.
  // Relative paths are the invocation's (cwd), not this process's: main may run in-process (CliIO).
  let target = resolve(cwd, output);
  const root = env['STAGEGATE_WORKSPACE'];
  if (root) {
    try {
      target = new Workspace(root).resolve(output, `output of step ${step}`).abs;
    } catch (error) {
      if (!isStagegateError(error)) throw error;
      return { exitCode: 1, message: `stagegate gate: ${error.message}` };
    }
  }
  const extra: Record<string, unknown> = {};
  for (const [key, value] of request.extra) extra[key] = gateValue(value);
  const block = renderGateBlock({
    workflow,
    step,
    status: request.status,
    unresolved_critical: request.critical,
    unresolved_high: request.high,
    source_resolvable_open: request.open,
    artifact,
    next_recommended: request.next,
    extra,
  });
  // What we write must be what the runner accepts: checked with its own parser first.
  const check = parseGateText(block, { workflow, step, artifact });
  if (!check.ok) return { exitCode: 1, message: `stagegate gate: the block would not be accepted: ${check.reason}` };
  // The step's gate_schema (STAGEGATE_GATE_SCHEMA, set by the runner): extra keys the run would
  // refuse after the stage (GATE_SCHEMA_VIOLATION) are refused here, in its words, nothing written.
  const mismatch = schemaMismatch(env[GATE_SCHEMA_VARIABLE], check.gate.status, check.gate.extra, gateSchema);
  if (mismatch !== undefined) {
    return { exitCode: 2, message: `stagegate gate: GATE_SCHEMA_VIOLATION: ${mismatch}; nothing was written. Give --set values the schema allows (${installedDoc('workflow-format.md', cwd)}#gate-schema)` };
  }
  const existing = gateHeaderLines(target);
  // A revisit: the output still is what the run accepted last time (the stage did not rewrite
  // it), ending with that visit's block: this visit's verdict replaces it.
  const kept = existing > 0 ? acceptedWithoutBlock(target, acceptedDigest(env['STAGEGATE_STATE_PATH'] && resolve(cwd, env['STAGEGATE_STATE_PATH']), env['STAGEGATE_BRANCH'] ? `${env['STAGEGATE_STEP']}.${env['STAGEGATE_BRANCH']}` : step, !!env['STAGEGATE_BRANCH'])) : undefined;
  if (kept !== undefined) {
    try {
      writeFileSync(target, `${kept}${block}`);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === undefined) throw error;
      return { exitCode: 1, message: `stagegate gate: cannot write the gate to ${artifact} (${code}). Make the output writable by the stage, then let the step run again` };
    }
    return { exitCode: 0, message: `stagegate gate: ${request.status} written to ${artifact} (in place of the block the run accepted on an earlier visit)` };
  }
  if (existing > 0) {
    return {
      exitCode: 1,
      message: `stagegate gate: ${artifact} already holds a WORKFLOW_GATE block; a second one makes the result GATE_RESULT_MISSING. Write the report without a block (e.g. with > instead of >>), then call stagegate gate once`,
    };
  }
  try {
    const end = ending(target);
    mkdirSync(dirname(target), { recursive: true });
    appendFileSync(target, `${end === 'open' ? '\n\n' : end === 'newline' ? '\n' : ''}${block}`);
  } catch (error) {
    // A read-only output (or folder), a full disk: said plainly, in the stage's log, not as an internal error.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === undefined) throw error;
    return { exitCode: 1, message: `stagegate gate: cannot write the gate to ${artifact} (${code}); nothing was written. Make the output writable by the stage, then let the step run again` };
  }
  return { exitCode: 0, message: `stagegate gate: ${request.status} written to ${artifact}` };
}
