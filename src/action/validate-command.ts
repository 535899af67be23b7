// `command: validate`: check workflow files, annotate each diagnostic on its line (at most 10 per
// type, spread over the files, the rest counted and listed in the summary), fail on errors (or on
// warnings with strict).
import { validateTargets } from '../core/commands/validate-files.js';
import { Workspace } from '../core/workspace/workspace.js';
import { ANNOTATIONS_PER_TYPE, emptyOutputs, repoPath, type CommandContext, type CommandResult, type PendingAnnotation } from './context.js';
import type { ActionInputs } from './inputs.js';
import type { CheckAnnotation } from './check-run.js';
import { MAX_CHECK_ANNOTATIONS_TOTAL } from './check-run.js';
import { MarkdownBudget, code, esc, prose } from './markdown.js';
import { bannerBlock, diagnosticsTable } from './report.js';
import { actionWords } from './words.js';
import { annotationOf, positionOf } from '../core/validate/diagnostics.js';
import { isAbsolute, join, relative, sep } from 'node:path';
import { printableLine } from '../core/run/printable.js';

/** `file` (workspace-relative, or absolute as a target gave it) as a path in the repository, or undefined when it lies outside it. */
export function repositoryFile(repoRoot: string, workspaceRoot: string, file: string): string | undefined {
  const rel = relative(repoRoot, isAbsolute(file) ? file : join(workspaceRoot, file));
  if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return undefined;
  return rel.split(sep).join('/');
}

/** Findings in rounds: each file's first, then each file's second …, files in path order. */
export function spreadOverFiles<T extends { file: string }>(findings: readonly T[]): T[] {
  const byFile = new Map<string, T[]>();
  for (const d of findings) byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);
  const out: T[] = [];
  for (let round = 0; out.length < findings.length; round++) for (const list of byFile.values()) if (round < list.length) out.push(list[round]!);
  return out;
}

export async function validateCommand(inputs: ActionInputs, ctx: CommandContext): Promise<CommandResult> {
  const report = await ctx.readers.read((importers) => validateTargets(new Workspace(ctx.workspaceRoot), inputs.workflow, importers));
  const failed = report.errors > 0 || (inputs.strict && report.warnings > 0);
  const status = failed ? 'WORKFLOW_CONTRACT_INVALID' : 'VALID';
  const where = (file: string) => repoPath(ctx.gh, ctx.workspaceRoot, file);
  // GitHub places an annotation by the file's path in the repository: a finding in a file outside
  // it (an absolute target, a `../` one) is not annotated — the summary and the job log list it.
  const inRepo = (file: string) => repositoryFile(ctx.gh.repoRoot, ctx.workspaceRoot, file);
  const outside = report.diagnostics.filter((d) => inRepo(d.file) === undefined);

  // Each error diagnostic is its own failure, annotated once; the count goes in the summary.
  const errorSlots = ANNOTATIONS_PER_TYPE;
  const annotations: PendingAnnotation[] = [];
  const checkAnnotations: CheckAnnotation[] = [];
  let errorsShown = 0;
  let warningsShown = 0;
  // The diagnostics in the action's words (a fix names inputs, not CLI flags), in the annotations and the table.
  const diagnostics = report.diagnostics.map((d) => ({ ...d, message: actionWords(d.message), hint: actionWords(d.hint) }));
  for (const d of diagnostics) {
    const { title, message } = annotationOf(d);
    const path = inRepo(d.file);
    if (path !== undefined && checkAnnotations.length < MAX_CHECK_ANNOTATIONS_TOTAL) {
      checkAnnotations.push({ path, start_line: Math.max(d.line, 1), end_line: Math.max(d.line, 1), annotation_level: d.severity === 'error' ? 'failure' : 'warning', message, title });
    }
  }
  // GitHub shows at most 10 annotations of each type per step: spread them over the files, every
  // file with findings getting one before any gets a second (each file's in line order).
  for (const d of spreadOverFiles(diagnostics)) {
    const { title, message } = annotationOf(d);
    const path = inRepo(d.file);
    if (path === undefined) continue;
    if (d.severity === 'error' ? errorsShown >= errorSlots : warningsShown >= ANNOTATIONS_PER_TYPE) continue;
    if (d.severity === 'error') errorsShown++;
    else warningsShown++;
    annotations.push({ level: d.severity === 'error' ? 'error' : 'warning', message, properties: { title, file: path, ...(d.line > 0 ? { startLine: d.line, startColumn: d.column } : {}) } });
  }

  const b = new MarkdownBudget();
  const counts = `${report.errors} error${report.errors === 1 ? '' : 's'}, ${report.warnings} warning${report.warnings === 1 ? '' : 's'} in ${report.files.length} workflow file${report.files.length === 1 ? '' : 's'}`;
  bannerBlock(b, `stagegate validate`, status, [esc(counts) + (inputs.strict ? ' (strict: warnings fail too)' : '')]);
  if (report.files.length > 0) b.add(`Checked: ${report.files.map((f) => code(where(f))).join(', ')}\n\n`);
  if (report.diagnostics.length > 0) {
    if (outside.length > 0) {
      const files = [...new Set(outside.map((d) => where(d.file)))];
      b.add(`${outside.length} finding${outside.length === 1 ? '' : 's'} in ${files.length === 1 ? 'a file' : `${files.length} files`} outside the repository (${files.map((f) => code(f)).join(', ')}) ${outside.length === 1 ? 'is' : 'are'} not annotated: GitHub places annotations only on the repository's files. ${outside.length === 1 ? 'It is' : 'They are'} listed here and in the job log.\n\n`);
    }
    const hidden = report.diagnostics.length - outside.length - annotations.length;
    if (hidden > 0) {
      b.add(`Annotations show ${errorsShown} error${errorsShown === 1 ? '' : 's'} and ${warningsShown} warning${warningsShown === 1 ? '' : 's'}, at least one in every file with findings where the limit allows; ${hidden} ${hidden === 1 ? 'is' : 'are'} not annotated (GitHub shows at most ${ANNOTATIONS_PER_TYPE} of each type per step); all ${report.diagnostics.length} are listed here.\n\n`);
    }
    diagnosticsTable(b, diagnostics, where);
  }
  if (report.files.length === 0 && report.diagnostics.length === 0) b.add('No workflow files were found under the given paths.\n\n');
  // The files a folder held that are not workflows, and why: a reviewer sees what was not checked.
  const skipped = report.skipped ?? [];
  if (skipped.length > 0) b.add(`<details><summary>${skipped.length} other YAML/JSON file${skipped.length === 1 ? '' : 's'} not checked, not ${skipped.length === 1 ? 'a workflow' : 'workflows'}</summary>\n\n${skipped.map((s) => `- ${code(where(s.file))}: ${prose(s.reason)}`).join('\n')}\n\n</details>\n\n`);
  const outputs = emptyOutputs(status);
  return {
    outputs,
    log: [
      ...validateLog(report.files.length, report.errors, report.warnings, skipped.map((s) => ({ file: where(s.file), reason: s.reason }))),
      // Not annotated (outside the repository): each said in the log, as the CLI's text says a finding.
      ...outside.map((d) => `  ${d.severity} ${positionOf({ ...d, file: where(d.file) })}: ${d.code}: ${printableLine(actionWords(d.message))}${d.hint ? ` Fix: ${printableLine(actionWords(d.hint))}` : ''}`),
    ],
    ...(failed ? { failure: `${status}: ${counts}` } : {}),
    conclusion: failed ? 'failure' : 'success',
    checkTitle: failed ? `Invalid: ${counts}` : `Valid: ${counts}`,
    summary: b.toString(),
    annotations,
    checkAnnotations,
  };
}

/** Skipped files the job log names one by one; more are counted (the summary lists them all). */
const LOGGED_SKIPS = 50;

/**
 * The job log's lines, as the CLI's text prints them: the count (files checked, errors, warnings,
 * files skipped as not workflows), then each skipped file and why. The findings themselves are
 * the annotations and the summary's table.
 */
export function validateLog(files: number, errors: number, warnings: number, skipped: ReadonlyArray<{ file: string; reason: string }>): string[] {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const lines = [`stagegate validate: ${plural(files, 'workflow file')} checked: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}${skipped.length > 0 ? `; ${skipped.length} other YAML/JSON file${skipped.length === 1 ? '' : 's'} skipped, not ${skipped.length === 1 ? 'a workflow' : 'workflows'}:` : ''}`];
  for (const s of skipped.slice(0, LOGGED_SKIPS)) lines.push(`  skipped ${s.file}: ${s.reason}`);
  if (skipped.length > LOGGED_SKIPS) lines.push(`  … and ${skipped.length - LOGGED_SKIPS} more (the job summary lists them all)`);
  return lines;
}
