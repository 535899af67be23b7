// Static contract checks over a loaded workflow (the loader already checked its shape).
// Each rule emits a Diagnostic with a stable code; docs/validation.md lists every code.
import type { Diagnostic, Severity } from './diagnostics.js';
import { didYouMean } from './did-you-mean.js';
import { placeholdersIn } from './placeholders.js';
import type { Workspace } from './paths.js';
import { CONTROL_NAMES, RUNNER_OWNED, TERMINAL_TARGETS, targetsOf, type StepModel, type Workflow } from './workflow.js';
import { transitionsOf } from './graph.js';
import { analyseGraph } from './graph.js';

export interface ValidationContext {
  workflow: Workflow;
  workspace: Workspace;
  report: (d: Omit<Diagnostic, 'file' | 'line' | 'column'> & { at?: Array<string | number>; value?: boolean }) => void;
  declared: Set<string>;
}

export function validateWorkflow(workflow: Workflow, workspace: Workspace): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const declared = new Set<string>([
    ...workflow.inputs.required,
    ...workflow.inputs.optional,
    ...Object.keys(workflow.inputs.defaults),
    ...RUNNER_OWNED,
    ...CONTROL_NAMES,
  ]);
  const ctx: ValidationContext = {
    workflow,
    workspace,
    declared,
    report: (d) => {
      const path = d.at ?? d.path;
      const pos = d.value ? workflow.source.locateValue(path) : workflow.source.locate(path);
      const { at: _at, value: _value, ...rest } = d;
      diagnostics.push({ ...rest, path, file: workflow.file, line: pos.line, column: pos.column });
    },
  };
  for (const rule of RULES) rule(ctx);
  return diagnostics;
}

type Rule = (ctx: ValidationContext) => void;

const err = (code: string, message: string, hint: string, path: Array<string | number>, severity: Severity = 'error') => ({ code, message, hint, path, severity });

const ruleTopLevel: Rule = ({ workflow, report }) => {
  if (/\.(md|markdown)$/i.test(workflow.data.state_path)) {
    report(err('STATE_PATH_NOT_YAML', `state_path '${workflow.data.state_path}' is Markdown; workflow state must be YAML`, 'Use a .yaml state file, e.g. {{artifact_root}}/workflow_state.yaml.', ['state_path'], 'error'));
  } else if (!/\.ya?ml$/i.test(workflow.data.state_path)) {
    report(err('STATE_PATH_NOT_YAML', `state_path '${workflow.data.state_path}' does not end in .yaml`, 'Name the state file *.yaml.', ['state_path'], 'warning'));
  }
  if (workflow.data.agent_package_version !== undefined) {
    report(err('AGENT_PACKAGE_VERSION_HARDCODED', 'agent_package_version is runner-owned and must not be set in a workflow', 'Remove it: the runner reads .ai-engineering/package-version.yaml.', ['agent_package_version']));
  }
  for (const name of Object.keys(workflow.inputs.defaults)) {
    if ((RUNNER_OWNED as readonly string[]).includes(name) && name !== 'run_id') {
      report(err('RUNNER_OWNED_OVERRIDDEN', `default '${name}' overrides a runner-owned value`, `Remove the default: ${name} is set by the runner.`, ['inputs', 'defaults', name]));
    }
  }
  const seen = new Map<string, string>();
  for (const [list, names] of [['required', workflow.inputs.required], ['optional', workflow.inputs.optional]] as const) {
    names.forEach((name, i) => {
      if (seen.has(name)) report(err('DUPLICATE_INPUT', `input '${name}' is declared twice (${seen.get(name)} and ${list})`, 'Declare each input once.', ['inputs', list, i]));
      seen.set(name, list);
    });
  }
  if (workflow.data.steps && workflow.entry !== undefined && !workflow.steps.has(workflow.entry) && workflow.data.entry !== undefined) {
    report(err('UNKNOWN_TARGET', `entry '${workflow.entry}' is not a step.${didYouMean(workflow.entry, workflow.steps.keys())}`, 'Name an existing step in entry:, or remove entry: to start at the first step.', ['entry']));
  }
};

const ruleStepShape: Rule = ({ workflow, report }) => {
  for (const step of workflow.steps.values()) {
    const d = step.def;
    const p = step.path;
    if (step.kind === 'shell' || step.kind === 'agent') {
      if (d.output === undefined) report(err('MISSING_OUTPUT', `step '${step.id}' declares no output; a managed stage must write one (ending in a WORKFLOW_GATE block)`, 'Add output: <workspace-relative path>.', p));
      if (d.statuses === undefined || Object.keys(d.statuses).length === 0) report(err('MISSING_STATUSES', `step '${step.id}' routes no gate status`, 'Add statuses: {<STATUS>: <next step | DONE | BLOCKED>}.', p));
    }
    if (step.kind === 'action' && d.on_complete === undefined) report(err('MISSING_ON_COMPLETE', `action step '${step.id}' has no on_complete`, 'Add on_complete: <next step>.', p));
    if (step.kind === 'instruction' && d.terminal_status === undefined) report(err('MISSING_TERMINAL_STATUS', `instruction step '${step.id}' has no terminal_status`, 'Add terminal_status: <WORKFLOW_...> naming how the run ends.', p));
    if (step.kind === 'resolver') {
      if (d.retry_step === undefined) report(err('RESOLVER_BINDINGS', `resolver step '${step.id}' has no retry_step`, 'Add retry_step: <the step that routed here>.', p));
      if (d.on_success !== undefined && d.retry_step !== undefined && d.on_success !== d.retry_step) {
        report(err('RESOLVER_BINDINGS', `resolver step '${step.id}' returns to '${d.on_success}' but retries '${d.retry_step}'; a resolver returns only to its retry step`, 'Set on_success equal to retry_step.', [...p, 'on_success'], 'error'));
      }
    }
    if (step.kind === 'child_workflow' && d.statuses === undefined) report(err('MISSING_STATUSES', `child workflow step '${step.id}' routes no child outcome`, 'Add statuses: {WORKFLOW_COMPLETE: <next>, ...}.', p));
    if (step.kind !== 'shell' && step.kind !== 'agent' && step.kind !== 'child_workflow' && d.statuses !== undefined && step.kind !== 'foreach') {
      report(err('UNUSED_KEY', `statuses on ${step.kind} step '${step.id}' are never used`, 'Remove statuses, or make the step a managed stage.', [...p, 'statuses'], 'warning'));
    }
  }
};

const ruleTargets: Rule = ({ workflow, report }) => {
  const ids = [...workflow.steps.keys()];
  for (const step of workflow.steps.values()) {
    for (const t of transitionsOf(step)) {
      if (TERMINAL_TARGETS.has(t.to) || workflow.steps.has(t.to)) continue;
      report(err('UNKNOWN_TARGET', `${t.label} of step '${step.id}' goes to '${t.to}', which is not a step, DONE or BLOCKED.${didYouMean(t.to, [...ids, 'DONE', 'BLOCKED'])}`, 'Name an existing step, DONE or BLOCKED.', t.path, 'error'));
    }
    const statuses = step.def.statuses ?? {};
    for (const [status, target] of Object.entries(statuses)) {
      if (typeof target === 'string') continue;
      for (const input of Object.keys(target.if_input_present)) {
        if (!workflow.inputs.optional.includes(input)) {
          const where = workflow.inputs.required.includes(input) ? 'a required input (always present)' : 'not a declared optional input';
          report(err('IF_INPUT_NOT_OPTIONAL', `if_input_present of ${step.id}.${status} tests '${input}', which is ${where}`, 'Test an input listed in inputs.optional.', [...step.path, 'statuses', status, 'if_input_present', input]));
        }
      }
    }
    void targetsOf;
  }
};

const ruleOutputs: Rule = ({ workflow, report }) => {
  const owners = new Map<string, string>();
  for (const step of workflow.steps.values()) {
    const out = step.def.output;
    if (out === undefined) continue;
    const normalised = out.replace(/^\.\//, '').replace(/\s*\{\{\s*/g, '{{').replace(/\s*\}\}/g, '}}');
    const owner = owners.get(normalised);
    if (owner !== undefined) report(err('DUPLICATE_OUTPUT', `steps '${owner}' and '${step.id}' declare the same output '${out}'`, 'Give every step its own output path (a gate names its step).', [...step.path, 'output'], 'error'));
    else owners.set(normalised, step.id);
  }
};

/** A path template leaves the workspace when its literal text is absolute or climbs with '..'. */
export function templateEscapes(template: string): string | undefined {
  const literal = template.replace(/\{\{[^}]*\}\}/g, 'x');
  if (/^(\/|[A-Za-z]:[\\/]|\\\\)/.test(template)) return 'it is absolute';
  if (literal.split(/[\\/]/).includes('..')) return "it climbs out with '..'";
  return undefined;
}

const rulePaths: Rule = ({ workflow, report }) => {
  const check = (template: string | undefined, path: Array<string | number>, what: string) => {
    if (template === undefined) return;
    const why = templateEscapes(template);
    if (why) report(err('PATH_OUTSIDE_WORKSPACE', `${what} '${template}' leaves the workspace: ${why}`, 'Use a workspace-relative path without ..', path, 'error'));
  };
  check(workflow.data.state_path, ['state_path'], 'state_path');
  for (const step of workflow.steps.values()) {
    check(step.def.output, [...step.path, 'output'], `output of step '${step.id}'`);
    check(step.def.prompt, [...step.path, 'prompt'], `prompt of step '${step.id}'`);
    check(step.def.child_workflow, [...step.path, 'child_workflow'], `child workflow of step '${step.id}'`);
    check(step.def.foreach?.source, [...step.path, 'foreach', 'source'], `foreach source of step '${step.id}'`);
  }
};

const rulePlaceholders: Rule = ({ workflow, report, declared }) => {
  const check = (text: string | undefined, path: Array<string | number>, extra: ReadonlySet<string>, what: string) => {
    if (text === undefined) return;
    for (const name of new Set(placeholdersIn(text))) {
      if (declared.has(name) || extra.has(name)) continue;
      report(err('UNDECLARED_PLACEHOLDER', `${what} uses {{${name}}}, which is not a declared input, default or runner-owned value.${didYouMean(name, [...declared, ...extra])}`, `Declare ${name} under inputs (required, optional or defaults), or fix the name.`, path, 'error'));
    }
  };
  const none = new Set<string>();
  check(workflow.data.state_path, ['state_path'], none, 'state_path');
  for (const [name, value] of Object.entries(workflow.inputs.defaults)) {
    if (typeof value === 'string') check(value, ['inputs', 'defaults', name], none, `default ${name}`);
  }
  for (const step of workflow.steps.values()) checkStepPlaceholders(step, check, none);
};

function checkStepPlaceholders(
  step: StepModel,
  check: (text: string | undefined, path: Array<string | number>, extra: ReadonlySet<string>, what: string) => void,
  enclosing: ReadonlySet<string>,
): void {
  const stageInputs = new Set([...enclosing, ...Object.keys(step.def.inputs ?? {})]);
  for (const [name, value] of Object.entries(step.def.inputs ?? {})) {
    if (typeof value === 'string') check(value, [...step.path, 'inputs', name], enclosing, `input ${name} of step '${step.id}'`);
  }
  check(step.def.output, [...step.path, 'output'], stageInputs, `output of step '${step.id}'`);
  check(step.def.run, [...step.path, 'run'], stageInputs, `run: of step '${step.id}'`);
  check(step.def.inline_instruction, [...step.path, 'inline_instruction'], stageInputs, `inline_instruction of step '${step.id}'`);
  check(step.def.action, [...step.path, 'action'], stageInputs, `action of step '${step.id}'`);
  check(step.def.foreach?.source, [...step.path, 'foreach', 'source'], stageInputs, `foreach source of step '${step.id}'`);
}

const ruleGraph: Rule = ({ workflow, report }) => {
  if (workflow.entry === undefined || !workflow.steps.has(workflow.entry)) return;
  const analysis = analyseGraph(workflow);
  for (const id of analysis.unreachable) {
    const step = workflow.steps.get(id)!;
    report(err('UNREACHABLE_STEP', `step '${id}' cannot be reached from the entry step '${workflow.entry}'`, 'Route a status to it, or remove it.', step.path));
  }
  for (const id of analysis.traps) {
    const step = workflow.steps.get(id)!;
    report(err('NO_PATH_TO_END', `from step '${id}' no path leads to DONE, BLOCKED or a terminal status: a run there can only loop until its visit limit`, 'Give the loop an exit: route some status to a step that can finish, or to DONE/BLOCKED.', step.path));
  }
};

export const RULES: Rule[] = [ruleTopLevel, ruleStepShape, ruleTargets, ruleOutputs, rulePaths, rulePlaceholders, ruleGraph];
