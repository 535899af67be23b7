// `validate` over files and directories: find workflow files, load and check each, collect
// diagnostics. A directory contributes every YAML file under it that looks like a workflow.
import { readdirSync, statSync } from 'node:fs';
import { readWorkflowBytes, similarWorkflowFile, withWorkspaceHint } from '../model/loader.js';
import { readRegularFile } from '../state/own-file.js';
import { join } from 'node:path';
import type { Diagnostic } from '../validate/diagnostics.js';
import { sortDiagnostics } from '../validate/diagnostics.js';
import { createValidationSession, validateFile, type ValidationSession } from '../validate/validate.js';
import { validateInNestedPackage } from '../model/package-root.js';
import type { Workspace } from '../workspace/workspace.js';
import { isStagegateError } from '../run/errors.js';
import { parseYamlSource } from '../model/yaml-source.js';
import type { WorkflowReaders } from '../model/workflow-readers.js';
import { detectWorkflow, detectWorkflowKeys, stagegateOwnText, FormatImporterNeeded } from '../formats/index.js';
import { GateSchemaEngineNeeded } from '../gate/gate-schema.js';
import { isSidecarFile } from '../formats/sidecar.js';
import { isNestedRepository } from '../workspace/nested-repo.js';

/**
 * A finding of `validate`. One in another file than the workflow whose check found it (a prompt, a
 * skill, a gate schema, a run map) names that workflow: `workflow` (workspace-relative), and, when
 * the checks of several workflows found the same finding (a prompt two workflows share), every
 * one of them in `workflows`, in the order they were checked.
 */
export type ValidationFinding = Diagnostic & { workflow?: string; workflows?: string[] };

export interface ValidationReport {
  files: string[];
  /** Files a directory walk met and did not validate (not workflows), with the reason. */
  skipped?: SkippedFile[];
  diagnostics: ValidationFinding[];
  errors: number;
  warnings: number;
}

const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', '.superseded', 'coverage']);

/** A file a directory walk did not validate, and why (listed so that CI logs show it). */
export interface SkippedFile {
  file: string;
  reason: string;
}

/** Top-level keys of a text that does not parse: `key:` at column 0 (YAML) or `"key":` of the outer object (JSON). */
function topLevelKeysOf(text: string, json: boolean): string[] {
  if (json) return [...new Set(jsonOuterKeys(text))];
  return [...new Set([...text.matchAll(/^"?([A-Za-z_][\w-]*)"?\s*:/gm)].map((m) => m[1]!))];
}

/**
 * `"key":` one level deep in a JSON text, skipping strings and counting brackets: a nested
 * object's keys are not the file's (a dashboard's locale table with a `"version"` label and a
 * repeated key is no workflow). Tolerant of the text's own syntax error, which the loader reports.
 */
function jsonOuterKeys(text: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
    else if (c === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"' && text[end] !== '\n') end += text[end] === '\\' ? 2 : 1;
      if (depth === 1) {
        let after = end + 1;
        while (after < text.length && /\s/.test(text[after]!)) after++;
        const key = text.slice(i + 1, end);
        if (text[after] === ':' && /^[A-Za-z_][\w-]*$/.test(key)) keys.push(key);
      }
      i = end;
    }
  }
  return keys;
}

/**
 * Whether a file met in a directory walk is validated, by the one detection rule
 * (formats/detect.ts detectWorkflow, docs/formats.md#detection): a workflow of any format, or
 * nearly one (a misspelt detection key: validated so that its mistake is reported). Otherwise the
 * reason it is skipped.
 */
export function walkDecision(text: string, name: string, head = false): { validate: true } | { validate: false; reason: string } {
  const source = head ? undefined : parseYamlSource(text);
  const parsed = source !== undefined && source.problems.length === 0;
  // A file stagegate writes (a run's state, its manifest, a shard's descriptor) is never a workflow.
  const own = parsed ? undefined : stagegateOwnText(text);
  if (own !== undefined) return { validate: false, reason: own };
  const detection = parsed ? detectWorkflow(source.data) : detectWorkflowKeys(topLevelKeysOf(text, /\.json$/i.test(name)));
  if (detection.kind === 'not') return { validate: false, reason: head ? `too large to be a workflow, ${detection.reason}` : detection.reason };
  return { validate: true };
}

function collect(workspace: Workspace, target: string, out: string[], diagnostics: Diagnostic[], skipped: SkippedFile[]): void {
  const resolved = workspace.resolve(target, 'validate target');
  let stats;
  try {
    stats = statSync(resolved.abs);
  } catch {
    const similar = similarWorkflowFile(workspace, resolved.rel);
    diagnostics.push({ code: 'WORKFLOW_FILE_UNREADABLE', severity: 'error', message: `no such file or directory${similar !== undefined ? `. Did you mean ${similar}?` : ''}`, hint: similar !== undefined ? `Pass ${similar}, or other existing workflow files or directories, relative to the workspace.` : 'Check the path: nothing of that name is in the workspace. Pass existing workflow files or directories, relative to the workspace.', file: resolved.rel, line: 0, column: 0, path: [] });
    return;
  }
  // Anything but a folder is a file to load (the loader names a FIFO or device as unreadable).
  if (!stats.isDirectory()) {
    out.push(resolved.rel);
    return;
  }
  const before = out.length;
  const skippedBefore = skipped.length;
  // Nested git repositories below the folder named are not searched (nested-repo.ts).
  const nested: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.isDirectory()) {
        if (SKIP_DIRS.has(entry.name)) continue;
        const sub = rel === '.' ? entry.name : `${rel}/${entry.name}`;
        if (isNestedRepository(join(dir, entry.name))) nested.push(sub);
        else walk(join(dir, entry.name), sub);
      } else if (entry.isFile() && /\.(ya?ml|json)$/i.test(entry.name) && !isSidecarFile(entry.name)) {
        const file = rel === '.' ? entry.name : `${rel}/${entry.name}`;
        // Only the head of a file too large to be a workflow is looked at (the loader then refuses
        // it with YAML_TOO_LARGE without reading it): a huge data file costs a stat and 64 KiB.
        const read = readWorkflowBytes(join(dir, entry.name));
        const tooLarge = typeof read !== 'string' && read.tooLarge;
        const text = typeof read === 'string' ? undefined : read.tooLarge ? headOf(join(dir, entry.name)) : read.bytes.toString('utf8');
        if (text === undefined) {
          skipped.push({ file, reason: typeof read === 'string' ? read : 'cannot be read' });
          continue;
        }
        const decision = walkDecision(text, entry.name, tooLarge);
        if (decision.validate) out.push(file);
        else skipped.push({ file, reason: decision.reason });
      } else if (entry.isFile() && /\.(ya?ml|json)$/i.test(entry.name)) {
        skipped.push({ file: rel === '.' ? entry.name : `${rel}/${entry.name}`, reason: 'a run map' });
      }
    }
  };
  walk(resolved.abs, resolved.rel);
  if (out.length === before) {
    // An error, not a warning: a CI gate pointed at the wrong folder must not pass green.
    const here = skipped.slice(skippedBefore);
    const listed = here.slice(0, 5).map((s) => `${s.file} (${s.reason})`).join('; ');
    const skippedText = here.length === 0 ? '' : `; skipped as not workflows: ${listed}${here.length > 5 ? `; and ${here.length - 5} more` : ''}`;
    diagnostics.push({ code: 'NO_WORKFLOW_FILES', severity: 'error', message: `no workflow files under ${resolved.rel === '.' ? 'the workspace' : resolved.rel}${skippedText} (docs/formats.md#detection: a 4.0 workflow has a top-level state_path, or version: beside steps: or phases:; or an aiox, maestro-flow or CCW workflow file)`, hint: `Pass the workflow files or the directory that holds them.${nested.length > 0 ? ` Folders with their own .git (${nested.slice(0, 3).join(', ')}${nested.length > 3 ? `, and ${nested.length - 3} more` : ''}) are other repositories and not searched: name one to validate its workflows.` : ''}`, file: resolved.rel, line: 0, column: 0, path: [] });
  }

}

/** Validate files and folders; files in another runner's format need its importer and a gate_schema the engine (run it through withWorkflowReaders). */
export function validateTargets(workspace: Workspace, targets: string[], importers: WorkflowReaders = {}, commandName = 'stagegate'): ValidationReport {
  const files: string[] = [];
  const diagnostics: ValidationFinding[] = [];
  const skipped: SkippedFile[] = [];
  for (const target of targets) {
    try {
      collect(workspace, target, files, diagnostics, skipped);
    } catch (thrown) {
      // A target outside the workspace: the -C that fits, as run and status give it.
      const error = withWorkspaceHint(workspace, target, thrown, 'validate target');
      if (!isStagegateError(error)) throw error;
      diagnostics.push({ code: error.code, severity: 'error', message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), file: target, line: 0, column: 0, path: [] });
    }
  }
  // One session: prompts, skills and child workflows shared by several files are read once,
  // and a child that is also a target is validated once.
  const session = createValidationSession(workspace, importers, commandName);
  const packages = new Map<string, ValidationSession>();
  const found = checkEach([...new Set(files)], (file) => validateInNestedPackage(workspace, file, packages, importers, commandName) ?? validateFile(session, file).diagnostics);
  for (const [file, list] of found) diagnostics.push(...list.map((d) => (d.file === file ? d : { ...d, workflow: file })));
  // The same finding reached twice (a skill file shared by two workflows) is shown once, naming
  // every workflow whose check reached it.
  const seen = new Map<string, ValidationFinding>();
  const unique = diagnostics.filter((d) => {
    const key = `${d.file}\0${d.line}\0${d.column}\0${d.code}\0${d.message}`;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, d);
      return true;
    }
    if (d.workflow !== undefined && first.workflow !== undefined && !(first.workflows ?? [first.workflow]).includes(d.workflow)) {
      first.workflows = [...(first.workflows ?? [first.workflow]), d.workflow];
    }
    return false;
  });
  sortDiagnostics(unique);
  return {
    files: [...new Set(files)],
    skipped: [...new Map(skipped.map((s) => [s.file, s])).values()].filter((s) => !files.includes(s.file)),
    diagnostics: unique,
    errors: unique.filter((d) => d.severity === 'error').length,
    warnings: unique.filter((d) => d.severity === 'warning').length,
  };
}

/**
 * Each file's findings, in order. One file's failure (a bug) never stops the others: it is that
 * file's finding (internalFinding). The engines loaded on demand are the exception: their
 * "needed" signal reaches the caller, which reads again once they are there.
 */
export function checkEach(files: readonly string[], check: (file: string) => Diagnostic[]): Array<[string, Diagnostic[]]> {
  return files.map((file) => {
    try {
      return [file, check(file)];
    } catch (error) {
      if (error instanceof GateSchemaEngineNeeded || error instanceof FormatImporterNeeded) throw error;
      return [file, [internalFinding(file, error)]];
    }
  });
}

/** A file validate could not check: VALIDATE_INTERNAL_ERROR (a bug in stagegate), or the code a StagegateError names. */
export function internalFinding(file: string, error: unknown): Diagnostic {
  if (isStagegateError(error)) return { code: error.code, severity: 'error', message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), file, line: 0, column: 0, path: [] };
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'VALIDATE_INTERNAL_ERROR', severity: 'error', message: `stagegate could not check this file: internal error: ${message}`, hint: 'This is a bug in stagegate: please report it with the file (the other files were checked).', file, line: 0, column: 0, path: [] };
}

/** The first 64 KiB of a file, as text (undefined when it cannot be read). */
function headOf(abs: string): string | undefined {
  try {
    return readRegularFile(abs, 64 * 1024, { follow: true }).toString('utf8');
  } catch {
    return undefined;
  }
}
