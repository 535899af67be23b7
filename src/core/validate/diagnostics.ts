// A diagnostic is one finding about a workflow file: stable code, severity, where, what, how to fix.
// Validation, loading and the Action's annotations all speak this shape.

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  code: string;
  severity: Severity;
  message: string;
  hint?: string;
  file: string;
  line: number;
  column: number;
  /** YAML path of the offending node, e.g. ["steps", "review", "statuses", "OK"]. */
  path: Array<string | number>;
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
