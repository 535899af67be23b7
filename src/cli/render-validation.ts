// `validate`'s output (text, --json, --format github), apart from render.ts so that `validate`
// loads none of the run's, status's and plan's renderers and what they import.
import type { ValidationReport } from '../core/commands/validate-files.js';
import type { Style } from './style.js';
import { annotationOf, positionOf } from '../core/validate/diagnostics.js';
import { escapedInvisible } from '../core/run/printable.js';
import { EXIT_VALIDATION_FAILED } from '../core/run/stop-codes.js';

/** Whether validate passes: no errors, and with --strict no warnings either (exit 0 exactly then). */
export function validationPassed(r: Pick<ValidationReport, 'errors' | 'warnings'>, strict: boolean): boolean {
  return r.errors === 0 && !(strict && r.warnings > 0);
}

/**
 * `valid` keeps its meaning (no errors, whatever --strict says); `passed` and `exit_code` agree with
 * the exit status, which --strict fails on warnings too; `strict` says which rule they apply.
 */
export function validationJson(r: ValidationReport, strict = false): Record<string, unknown> {
  const shape = (d: ValidationReport['diagnostics'][number]) => ({
    code: d.code,
    message: d.message,
    file: d.file,
    line: d.line,
    column: d.column,
    severity: d.severity,
    path: d.path,
    ...(d.hint !== undefined ? { hint: d.hint } : {}),
    ...(d.workflow !== undefined ? { workflow: d.workflow } : {}),
    ...(d.workflows !== undefined ? { workflows: d.workflows } : {}),
  });
  return {
    valid: r.errors === 0,
    passed: validationPassed(r, strict),
    strict,
    exit_code: validationPassed(r, strict) ? 0 : EXIT_VALIDATION_FAILED,
    files: r.files,
    // Files a directory walk met and did not validate: not workflows (docs/formats.md#detection).
    skipped: r.skipped ?? [],
    errors: r.diagnostics.filter((d) => d.severity === 'error').map(shape),
    warnings: r.diagnostics.filter((d) => d.severity === 'warning').map(shape),
  };
}

export function validationText(r: ValidationReport, style: Style, strict = false): string {
  const lines: string[] = [];
  for (const d of r.diagnostics) {
    const sev = d.severity === 'error' ? style.red('error') : style.yellow('warning');
    lines.push(`${positionOf(d)}  ${sev}  ${d.code}  ${escapedInvisible(d.message)}`);
    if (d.hint) lines.push(`    ${style.dim(`hint: ${escapedInvisible(d.hint)}`)}`);
  }
  const skipped = r.skipped?.length ?? 0;
  // Warnings alone fail --strict: said, so the summary agrees with the exit status.
  const strictFail = r.errors === 0 && !validationPassed(r, strict);
  const summary = `${r.files.length} workflow file${r.files.length === 1 ? '' : 's'} checked: ${r.errors} error${r.errors === 1 ? '' : 's'}, ${r.warnings} warning${r.warnings === 1 ? '' : 's'}${strictFail ? ' (--strict: warnings fail too)' : ''}${skipped > 0 ? `; ${skipped} other YAML/JSON file${skipped === 1 ? '' : 's'} skipped, not ${skipped === 1 ? 'a workflow' : 'workflows'} (--json lists ${skipped === 1 ? 'it' : 'them'})` : ''}`;
  lines.push(r.errors === 0 && !strictFail ? style.green(summary) : style.red(summary));
  return lines.join('\n');
}

/** GitHub workflow commands: one annotation per diagnostic, the Action's text (annotationOf). Values are escaped per the spec. */
export function validationGithub(r: ValidationReport): string {
  const escData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const escProp = (s: string) => escData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return r.diagnostics
    .map((d) => {
      const { title, message } = annotationOf(d);
      return `::${d.severity === 'error' ? 'error' : 'warning'} file=${escProp(d.file)}${d.line > 0 ? `,line=${d.line},col=${d.column}` : ''},title=${escProp(title)}::${escData(message)}`;
    })
    .join('\n');
}
