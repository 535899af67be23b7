// A diagnostic is one finding about a workflow file: stable code, severity, where, what, how to fix.
// Validation, loading and the Action's annotations all speak this shape.

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  code: string;
  severity: Severity;
  message: string;
  hint?: string;
  file: string;
  /** 1-based; 0 (column 0 too) for a finding about the file as a whole (missing, unreadable, not read): it has no line. */
  line: number;
  column: number;
  /** YAML path of the offending node, e.g. ["steps", "review", "statuses", "OK"]. */
  path: Array<string | number>;
}

/** Where a finding points: `file:line:column`, or just the file when the finding has no line (a missing file). */
export function positionOf(d: Pick<Diagnostic, 'file' | 'line' | 'column'>): string {
  return d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code));
}

export function formatPath(path: ReadonlyArray<string | number>): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : p)).join('.').replace(/\.\[/g, '[');
}

/**
 * A finding as a GitHub annotation: its title (the code) and message (the message, then `Fix:` and
 * the hint on the next line). The one text of the CLI's `--format github` and the Action's
 * annotations (the Action first puts a fix in its own words: inputs, not flags, action/words.ts).
 */
export function annotationOf(d: Pick<Diagnostic, 'code' | 'message' | 'hint'>): { title: string; message: string } {
  return { title: d.code, message: d.hint ? `${d.message}\nFix: ${d.hint}` : d.message };
}
