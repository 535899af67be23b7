// The slice of the Actions runner protocol the action speaks: inputs from INPUT_* variables,
// outputs and the job summary through the runner's files, annotations and groups as workflow
// commands. It follows @actions/core's formats exactly (random `ghadelimiter_<uuid>` heredocs,
// the same escaping of command data and properties) without loading @actions/core, whose import
// alone (it pulls in an HTTP client) costs more than the whole `validate` path should take.
import { appendFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { EOL } from 'node:os';

export interface AnnotationProperties {
  title?: string;
  /** Path relative to the repository root (GITHUB_WORKSPACE). */
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

export type AnnotationLevel = 'error' | 'warning' | 'notice';

/** What the action needs from the runner; tests substitute a recording implementation. */
export interface ActionIO {
  getInput(name: string): string;
  setOutput(name: string, value: string): void;
  info(message: string): void;
  debug(message: string): void;
  annotate(level: AnnotationLevel, message: string, properties?: AnnotationProperties): void;
  /** Append markdown to the job summary (no-op when the runner gave no summary file). */
  appendSummary(markdown: string): void;
  /** Mark the step failed: an error annotation; the entry exits 1 when `failed` is set. */
  setFailed(message: string): void;
  readonly failed: boolean;
  startGroup(name: string): void;
  endGroup(): void;
}

export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** `::name key=value,...::message`, as @actions/core's issueCommand writes it. */
export function workflowCommand(name: string, properties: Record<string, string | number | undefined>, message: string): string {
  const props = Object.entries(properties)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${escapeProperty(String(v))}`)
    .join(',');
  return `::${name}${props ? ' ' + props : ''}::${escapeData(message)}`;
}

/** A `name<<delimiter` block for GITHUB_OUTPUT / GITHUB_ENV / GITHUB_STATE. */
export function fileCommandBlock(name: string, value: string): string {
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter)) throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  if (value.includes(delimiter)) throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  return `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`;
}

export function inputEnvName(name: string): string {
  // The runner keeps hyphens: INPUT_RUN-ID.
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

export class RunnerIO implements ActionIO {
  private failedFlag = false;
  constructor(
    private readonly env: NodeJS.ProcessEnv = process.env,
    private readonly write: (text: string) => void = (text) => {
      process.stdout.write(text);
    },
  ) {}

  get failed(): boolean {
    return this.failedFlag;
  }

  getInput(name: string): string {
    return (this.env[inputEnvName(name)] ?? '').trim();
  }

  setOutput(name: string, value: string): void {
    const file = this.env['GITHUB_OUTPUT'];
    if (file) appendFileSync(file, fileCommandBlock(name, value), 'utf8');
    else this.write(`${EOL}${workflowCommand('set-output', { name }, value)}${EOL}`);
  }

  info(message: string): void {
    this.write(message + EOL);
  }

  debug(message: string): void {
    this.write(workflowCommand('debug', {}, message) + EOL);
  }

  annotate(level: AnnotationLevel, message: string, p: AnnotationProperties = {}): void {
    this.write(
      workflowCommand(level, { title: p.title, file: p.file, line: p.startLine, endLine: p.endLine, col: p.startColumn, endColumn: p.endColumn }, message) + EOL,
    );
  }

  appendSummary(markdown: string): void {
    const file = this.env['GITHUB_STEP_SUMMARY'];
    if (!file) return;
    appendFileSync(file, markdown, 'utf8');
  }

  setFailed(message: string): void {
    this.failedFlag = true;
    this.annotate('error', message);
  }

  startGroup(name: string): void {
    this.write(workflowCommand('group', {}, name) + EOL);
  }

  endGroup(): void {
    this.write('::endgroup::' + EOL);
  }
}
