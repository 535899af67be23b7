// One validation session: the workspace, and every file the rules read, read and parsed once.
// A prompt shared by a thousand steps is read once; a child workflow named by several parents
// (or also passed on the command line) is loaded and validated once.
import { NotRegularFileError, readRegularFile } from '../../state/own-file.js';
import type { Diagnostic } from '../diagnostics.js';
import { ESCAPED_PLACEHOLDER, PLACEHOLDER } from '../../model/placeholders.js';
import { writtenAsGithubExpression } from './github-expressions.js';
import type { Workspace, WorkspacePath } from '../../workspace/workspace.js';
import type { Workflow } from '../../model/workflow.js';
import { parseYamlSource, type Position } from '../../model/yaml-source.js';
import { findGateTemplates, type GateTemplate } from '../../model/gate-template.js';
import { gateSchemasOf, type GateSchemas } from '../../model/gate-schemas.js';
import type { WorkflowReaders } from '../../model/workflow-readers.js';

export type ReadResult = { ok: true; rel: string; text: string } | { ok: false; rel: string; reason: 'missing' | 'directory' | 'unreadable' | 'outside'; detail?: string };

export interface StatusLine extends Position {
  statuses: string[];
  text: string;
}

export interface PromptInfo {
  file: ReadResult;
  /** First occurrence of every placeholder name. */
  placeholders: Map<string, Position>;
  /** The names whose first placeholder is written `${{name}}` (GitHub's expression syntax). */
  dollar: Set<string>;
  /** Escaped placeholders (`\\{{name}}`): the first of each name, at its backslash. */
  escaped: Map<string, Position>;
  /** The LAST line of the form `status: A | B | C`. */
  statusLine: StatusLine | undefined;
  /** WORKFLOW_GATE templates in the prompt (their workflow: and step: lines). */
  gateTemplates: GateTemplate[];
}

export interface SkillInfo {
  file: ReadResult;
  contract?: { statuses: string[] } & Position;
  contractError?: { message: string } & Position;
}

export interface WorkflowCheck {
  workflow: Workflow | undefined;
  diagnostics: Diagnostic[];
}

/** `status: A | B | C` (one or more names), possibly indented or in a list item / quote. */
export const STATUS_LINE = /^([ \t]*(?:[-*>][ \t]*)?`?)status:[ \t]*([A-Za-z][A-Za-z0-9_.-]*(?:[ \t]*\|[ \t]*[A-Za-z][A-Za-z0-9_.-]*)*)[ \t]*`?[ \t]*$/;

export function matchStatusLine(line: string): { statuses: string[]; column: number } | undefined {
  const m = STATUS_LINE.exec(line);
  if (!m) return undefined;
  return { statuses: m[2]!.split('|').map((s) => s.trim()), column: m[1]!.length + 1 };
}

const CONTRACT_START = '<!-- workflow-status-contract:start -->';
const CONTRACT_END = '<!-- workflow-status-contract:end -->';

export class ValidationSession {
  private readonly texts = new Map<string, ReadResult>();
  private readonly prompts = new Map<string, PromptInfo>();
  private readonly skills = new Map<string, SkillInfo>();
  private readonly checks = new Map<string, WorkflowCheck>();
  private readonly inProgress = new Set<string>();
  private readonly resolved = new Map<string, WorkspacePath | string>();
  private readonly schemas = new Map<Workflow, GateSchemas>();

  constructor(
    readonly workspace: Workspace,
    private readonly checkFile: (session: ValidationSession, rel: string) => WorkflowCheck,
    /** What the session's reads were handed: the format importers, and the gate_schema engine the schemas compile with. */
    readonly readers: WorkflowReaders = {},
    /** How the commands a finding prints start (`stagegate`, the CLI's `stagegate -C DIR`), so they paste where the person typed theirs. */
    readonly commandName = 'stagegate',
    /**
     * The folder of this session's workspace inside the one the person named (`pkg/` for a nested
     * package's session: package-root.ts), before the paths its commands print: they paste there.
     */
    readonly shownPrefix = '',
  ) {}

  /**
   * The workflow's gate schemas, read and compiled once in this session: the gate_schema rule
   * reports their findings, loadAndCheck hands the compiled ones to the run.
   */
  gateSchemas(workflow: Workflow): GateSchemas {
    let known = this.schemas.get(workflow);
    if (known === undefined) this.schemas.set(workflow, (known = gateSchemasOf(workflow, this.workspace, this.readers)));
    return known;
  }

  /** Workspace.resolve, cached; a string result is the reason the path is refused. */
  resolve(p: string): WorkspacePath | string {
    let r = this.resolved.get(p);
    if (r === undefined) {
      try {
        r = this.workspace.resolve(p, 'path');
      } catch (error) {
        const message = (error as Error).message;
        const why = /refused: (.*)\.$/.exec(message);
        r = why?.[1] ?? message;
      }
      this.resolved.set(p, r);
    }
    return r;
  }

  read(p: string): ReadResult {
    const resolved = this.resolve(p);
    if (typeof resolved === 'string') return { ok: false, rel: p, reason: 'outside', detail: resolved };
    let r = this.texts.get(resolved.abs);
    if (r === undefined) {
      try {
        // Never waiting on a FIFO a stage left at the path (a read would block the process for good).
        r = { ok: true, rel: resolved.rel, text: readRegularFile(resolved.abs, Number.MAX_SAFE_INTEGER, { follow: true }).toString('utf8').replace(/^\uFEFF/, '') };
      } catch (error) {
        const code = error instanceof NotRegularFileError ? (error.kind === 'a directory' ? 'EISDIR' : `it is ${error.kind}`) : (error as NodeJS.ErrnoException).code;
        r = { ok: false, rel: resolved.rel, reason: code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : code === 'EISDIR' ? 'directory' : 'unreadable', detail: code ?? 'error' };
      }
      this.texts.set(resolved.abs, r);
    }
    return r;
  }

  prompt(p: string): PromptInfo {
    const file = this.read(p);
    const key = file.rel;
    let info = this.prompts.get(key);
    if (info === undefined) {
      info = { file, placeholders: new Map(), dollar: new Set(), escaped: new Map(), statusLine: undefined, gateTemplates: [] };
      if (file.ok) {
        const lines = file.text.split(/\r?\n/);
        if (file.text.includes('WORKFLOW_GATE:')) info.gateTemplates = findGateTemplates(lines);
        lines.forEach((line, i) => {
          if (line.includes('{{')) {
            for (const m of line.matchAll(PLACEHOLDER)) {
              if (info!.placeholders.has(m[1]!)) continue;
              info!.placeholders.set(m[1]!, { line: i + 1, column: m.index + 1 });
              if (writtenAsGithubExpression(line, m.index)) info!.dollar.add(m[1]!);
            }
            for (const m of line.matchAll(ESCAPED_PLACEHOLDER)) {
              if (!info!.escaped.has(m[1]!)) info!.escaped.set(m[1]!, { line: i + 1, column: m.index + 1 });
            }
          }
          if (line.includes('status:')) {
            const s = matchStatusLine(line);
            if (s) info!.statusLine = { line: i + 1, column: s.column, statuses: s.statuses, text: line.trim() };
          }
        });
      }
      this.prompts.set(key, info);
    }
    return info;
  }

  skill(name: string): SkillInfo {
    const file = this.read(`.github/skills/${name}/SKILL.md`);
    let info = this.skills.get(file.rel);
    if (info === undefined) {
      info = { file };
      if (file.ok) parseContract(file.text, info);
      this.skills.set(file.rel, info);
    }
    return info;
  }

  /** Run `fn` with `rel` marked as being validated (so a child naming it is seen as a cycle). */
  within<T>(rel: string, fn: () => T): T {
    if (this.inProgress.has(rel)) return fn();
    this.inProgress.add(rel);
    try {
      return fn();
    } finally {
      this.inProgress.delete(rel);
    }
  }

  /** Load and validate a workflow file once; `cycle` when it is being validated right now. */
  workflow(rel: string): WorkflowCheck | 'cycle' {
    const resolved = this.resolve(rel);
    const key = typeof resolved === 'string' ? rel : resolved.rel;
    const done = this.checks.get(key);
    if (done) return done;
    if (this.inProgress.has(key)) return 'cycle';
    this.inProgress.add(key);
    try {
      const check = this.checkFile(this, key);
      this.checks.set(key, check);
      return check;
    } finally {
      this.inProgress.delete(key);
    }
  }
}

function parseContract(text: string, info: SkillInfo): void {
  const start = text.indexOf(CONTRACT_START);
  if (start < 0) return;
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  const startLine = lineOf(start);
  const end = text.indexOf(CONTRACT_END, start);
  if (end < 0) {
    info.contractError = { message: `the status contract starts but has no ${CONTRACT_END} line`, line: startLine, column: 1 };
    return;
  }
  // The block between the markers, usually a ```yaml fence; blank out fence lines so that
  // YAML positions stay the file's own line numbers.
  const inner = text.slice(start + CONTRACT_START.length, end);
  const innerLines = inner.split('\n').map((l) => (/^\s*(```|~~~)/.test(l) ? '' : l));
  const source = parseYamlSource(innerLines.join('\n'));
  const offsetLines = startLine - 1;
  const problem = source.problems[0];
  if (problem) {
    info.contractError = { message: `the status contract is not valid YAML: ${problem.message}`, line: problem.line + offsetLines, column: problem.column };
    return;
  }
  const data = source.data as Record<string, unknown> | null;
  const emitted = typeof data === 'object' && data !== null ? data['emitted_statuses'] : undefined;
  if (!Array.isArray(emitted) || !emitted.every((s) => typeof s === 'string' && s.length > 0)) {
    const at = emitted === undefined ? { line: startLine, column: 1 } : shift(source.locate(['emitted_statuses']), offsetLines);
    info.contractError = { message: emitted === undefined ? 'the status contract has no emitted_statuses list' : 'emitted_statuses must be a list of status names', ...at };
    return;
  }
  info.contract = { statuses: emitted as string[], ...shift(source.locate(['emitted_statuses']), offsetLines) };
}

function shift(p: Position, lines: number): Position {
  return { line: p.line + lines, column: p.column };
}
