// What every rule sees: the loaded workflow, its step scopes (top-level steps and each
// foreach's per_item state machine), the declared names, a session that reads files once,
// and `report`, which turns a finding into a Diagnostic with file, line and column.
import type { Diagnostic, Severity } from '../diagnostics.js';
import { expandDefaults as expandTemplateDefaults } from '../../model/placeholders.js';
import type { Workspace } from '../../workspace/workspace.js';
import { CONTROL_NAMES, RUNNER_OWNED, TERMINAL_TARGETS, classifyStep, type StepModel, type Workflow } from '../../model/workflow.js';
import type { Position } from '../../model/yaml-source.js';
import type { ValidationSession } from './session.js';

export type YamlPath = Array<string | number>;

export interface Finding {
  code: string;
  severity: Severity;
  message: string;
  hint: string;
  /** YAML path (in the workflow) of the node the finding is about. */
  path: YamlPath;
  /** Locate the value at `path` rather than its key. */
  value?: boolean;
  /** An explicit location: a prompt or skill file, or a line inside a multi-line scalar. */
  at?: { file?: string } & Position;
}

/** Per-item targets that finish (or set aside) the current item. */
export const ITEM_TARGETS: ReadonlySet<string> = new Set(['next_artifact', 'defer_current_artifact']);

export interface Scope {
  kind: 'top' | 'per_item';
  /** The foreach step that owns a per_item scope. */
  owner: StepModel | undefined;
  steps: Map<string, StepModel>;
  entry: string | undefined;
  /** Targets that are not steps but valid here: DONE, BLOCKED (+ next_artifact, defer_current_artifact). */
  terminals: ReadonlySet<string>;
  /** foreach binding names visible in this scope. */
  bindings: ReadonlySet<string>;
  /**
   * A parallel step's branches: the step they run inside. Their texts may not read its branches
   * ({{steps.<it>.branches.…}}): those run beside them, so what one read would depend on the order
   * the branches happen to finish in.
   */
  within?: StepModel;
}

export interface ScopedStep {
  step: StepModel;
  scope: Scope;
}

export interface ScalarLine extends Position {
  text: string;
}

export interface ValidationContext {
  workflow: Workflow;
  workspace: Workspace;
  session: ValidationSession;
  /** Inputs (required, optional, defaults), runner-owned values and execution controls. */
  declared: ReadonlySet<string>;
  top: Scope;
  scopes: Scope[];
  /** Every step, per-item steps included, in file order. */
  steps: ScopedStep[];
  report(finding: Finding): void;
  /** `file:line` of a YAML path, for messages that point back at the workflow. */
  where(path: YamlPath): string;
  /** Source lines of the scalar at `path` (the value of a multi-line block scalar, line by line). */
  scalarLines(path: YamlPath): ScalarLine[];
  /** Where `{{name}}` is in the scalar at `path` (escaped: where `\\{{name}}` is, at its backslash). */
  placeholderPosition(path: YamlPath, name: string, escaped?: boolean): Position | undefined;
  /** A template with the workflow's defaults substituted (repeatedly); other placeholders stay. */
  expandDefaults(template: string): string;
  /** Names a step may use: declared ∪ foreach bindings of its scope ∪ its own stage inputs. */
  namesFor(scoped: ScopedStep): ReadonlySet<string>;
}

export const issue = (code: string, severity: Severity, message: string, hint: string, path: YamlPath, extra: Partial<Finding> = {}): Finding => ({ code, severity, message, hint, path, ...extra });

export function buildContext(workflow: Workflow, session: ValidationSession, diagnostics: Diagnostic[]): ValidationContext {
  const source = workflow.source;
  const declared = new Set<string>([...workflow.inputs.required, ...workflow.inputs.optional, ...Object.keys(workflow.inputs.defaults), ...RUNNER_OWNED, ...CONTROL_NAMES]);
  let textLines: string[] | undefined;
  const lines = () => (textLines ??= source.text.split(/\r?\n/));

  const report = (f: Finding) => {
    const pos = f.at ?? (f.value ? source.locateValue(f.path) : source.locate(f.path));
    diagnostics.push({ code: f.code, severity: f.severity, message: f.message, hint: f.hint, file: f.at?.file ?? workflow.file, line: pos.line, column: pos.column, path: f.path });
  };

  const top: Scope = { kind: 'top', owner: undefined, steps: workflow.steps, entry: workflow.entry, terminals: TERMINAL_TARGETS, bindings: new Set() };
  const scopes: Scope[] = [top];
  const steps: ScopedStep[] = [];
  for (const step of workflow.steps.values()) {
    steps.push({ step, scope: top });
    const perItem = step.kind === 'foreach' ? step.def.per_item : undefined;
    if (!perItem) continue;
    const base = [...step.path, 'per_item'];
    const positions = source.keyPositions(base);
    const scope: Scope = {
      kind: 'per_item',
      owner: step,
      steps: new Map(),
      entry: Object.keys(perItem)[0],
      terminals: new Set([...TERMINAL_TARGETS, ...ITEM_TARGETS]),
      // item_id: the runner binds every item's id (foreach.id_field) besides the declared bindings.
      bindings: new Set([...Object.keys(step.def.foreach?.bindings ?? {}), 'item_id']),
    };
    for (const [id, def] of Object.entries(perItem)) {
      const path = [...base, id];
      const position = positions.get(id) ?? { line: step.line, column: step.column };
      const { kind, problem } = classifyStep(def);
      if (kind === undefined || problem !== undefined) {
        report(issue('STEP_KIND_INVALID', 'error', `per-item step '${id}' of '${step.id}': ${problem ?? 'unknown kind'}`, 'Give the step exactly one of run, prompt, inline_instruction, action, instruction or child_workflow.', path, { at: position }));
        continue;
      }
      if (kind === 'foreach') {
        report(issue('STEP_KIND_INVALID', 'error', `per-item step '${id}' of '${step.id}' is itself a foreach; foreach steps do not nest`, 'Move the inner loop into a child workflow, or flatten the registry.', path, { at: position }));
        continue;
      }
      if (kind === 'approval') {
        // stagegate approve/reject address the run of a workflow file; an item run is not one.
        report(issue('STEP_KIND_INVALID', 'error', `per-item step '${id}' of '${step.id}' is an approval step; approvals inside a foreach are not supported`, 'Put the approval before or after the foreach step, or use a decide step inside per_item.', path, { at: position }));
        continue;
      }
      const model: StepModel = { id, kind, def, path, ...position };
      scope.steps.set(id, model);
      steps.push({ step: model, scope });
    }
    scopes.push(scope);
  }

  // The run's rule (model/placeholders.ts expandDefaults): a cycle (DEFAULTS_CYCLE) or a chain
  // deeper than the runner resolves stays unexpanded.
  const defaultsMemo = new Map<string, string>();
  const expandDefaults = (template: string): string => expandTemplateDefaults(template, workflow.inputs.defaults, defaultsMemo);

  const scalarLines = (path: YamlPath): ScalarLine[] => {
    const key = source.locate(path);
    const value = source.locateValue(path);
    const all = lines();
    const out: ScalarLine[] = [];
    const first = all[value.line - 1] ?? '';
    const head = first.slice(value.column - 1);
    if (!/^[|>]/.test(head)) out.push({ line: value.line, column: value.column, text: head });
    const keyIndent = key.line === value.line || /^[|>]/.test(head) ? key.column - 1 : value.column - 2;
    for (let i = value.line; i < all.length; i++) {
      const text = all[i]!;
      if (text.trim() === '') continue;
      const indent = text.length - text.trimStart().length;
      if (indent <= keyIndent) break;
      out.push({ line: i + 1, column: 1, text });
    }
    return out;
  };

  const namesCache = new Map<StepModel, ReadonlySet<string>>();
  const namesFor = (scoped: ScopedStep): ReadonlySet<string> => {
    let names = namesCache.get(scoped.step);
    if (!names) {
      const inputs = Object.keys(scoped.step.def.inputs ?? {});
      names = inputs.length === 0 && scoped.scope.bindings.size === 0 ? declared : new Set([...declared, ...scoped.scope.bindings, ...inputs]);
      namesCache.set(scoped.step, names);
    }
    return names;
  };

  return {
    workflow,
    workspace: session.workspace,
    session,
    declared,
    top,
    scopes,
    steps,
    report,
    where: (path) => `${workflow.file}:${source.locate(path).line}`,
    scalarLines,
    placeholderPosition(path, name, escaped = false) {
      // Not preceded by exactly one backslash (that is the escape), or exactly that (escaped).
      const before = escaped ? '(?<!\\\\)\\\\' : '(?<!(?:^|[^\\\\])\\\\)';
      const re = new RegExp(`${before}\\{\\{\\s*${name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}\\s*\\}\\}`);
      for (const l of scalarLines(path)) {
        const m = re.exec(l.text);
        if (m) return { line: l.line, column: l.column + m.index };
      }
      return undefined;
    },
    expandDefaults,
    namesFor,
  };
}
