// Top-level contract: state_path is YAML, agent_package_version is never hard-coded,
// runner-owned names are not redefined, inputs are declared once, defaults do not form a
// cycle, and entry names a step. (version and delegation_mode are checked by the loader.)
import { didYouMean } from '../../model/did-you-mean.js';
import { MAX_DEFAULT_DEPTH, MAX_EXPANDED_DEFAULT_CHARS, PLACEHOLDER, placeholdersIn } from '../../model/placeholders.js';
import { RUNNER_OWNED } from '../../model/workflow.js';
import { issue, type ValidationContext } from './context.js';
import { templateNamesDirectory } from './outputs.js';
import { STOP_CODES } from '../../run/stop-codes.js';

const RUNNER_OWNED_SET: ReadonlySet<string> = new Set(RUNNER_OWNED);
/** run_id is runner-owned but the 4.0 workflows declare it as a required input: allowed. */
const DECLARABLE = new Set(['run_id']);

export function ruleTopLevel(ctx: ValidationContext): void {
  const { workflow, report } = ctx;
  const statePath = workflow.data.state_path;
  if (templateNamesDirectory(statePath, ctx.expandDefaults(statePath))) {
    report(issue('STATE_PATH_NOT_A_FILE', 'error', `state_path '${statePath}' names a directory, not a file`, "Name the state file, e.g. 'runs/{{run_id}}/workflow_state.yaml': the runner writes the state there and keeps the run's folder beside it.", ['state_path'], { value: true }));
  } else if (/\.(md|markdown)$/i.test(statePath)) {
    report(issue('STATE_PATH_MARKDOWN', 'error', `state_path '${statePath}' is a Markdown file; workflow state must be YAML`, 'Use a .yaml state file, e.g. {{artifact_root}}/workflow_state.yaml.', ['state_path'], { value: true }));
  } else if (!/\.ya?ml$/i.test(statePath)) {
    report(issue('STATE_PATH_NOT_YAML', 'warning', `state_path '${statePath}' does not end in .yaml or .yml`, 'Name the state file *.yaml: it is written as YAML.', ['state_path'], { value: true }));
  }

  ruleAgentPackageVersion(ctx);
  ruleTerminal(ctx);

  for (const [list, names] of [
    ['required', workflow.inputs.required],
    ['optional', workflow.inputs.optional],
  ] as const) {
    names.forEach((name, i) => {
      if (RUNNER_OWNED_SET.has(name) && !DECLARABLE.has(name) && name !== 'agent_package_version') {
        report(issue('RUNNER_OWNED_OVERRIDDEN', 'error', `input '${name}' is runner-owned: the runner sets it, a workflow cannot declare it`, `Remove '${name}' from inputs.${list}; use {{${name}}} directly.`, ['inputs', list, i]));
      }
    });
  }
  for (const name of Object.keys(workflow.inputs.defaults)) {
    if (RUNNER_OWNED_SET.has(name) && name !== 'agent_package_version') {
      report(issue('RUNNER_OWNED_OVERRIDDEN', 'error', `default '${name}' overrides a runner-owned value`, `Remove the default: ${name} is set by the runner.`, ['inputs', 'defaults', name]));
    }
  }

  const seen = new Map<string, string>();
  for (const [list, names] of [
    ['required', workflow.inputs.required],
    ['optional', workflow.inputs.optional],
  ] as const) {
    names.forEach((name, i) => {
      const before = seen.get(name);
      if (before !== undefined) {
        report(issue('DUPLICATE_INPUT', 'error', `input '${name}' is declared twice (in inputs.${before} and inputs.${list})`, before === list ? 'List each input once.' : 'An input is either required or optional: keep one declaration.', ['inputs', list, i]));
      }
      seen.set(name, list);
    });
  }

  ruleDefaultsCycle(ctx);
  ruleDefaultsSize(ctx);

  if (workflow.data.entry !== undefined && workflow.data.steps && !workflow.steps.has(workflow.data.entry)) {
    report(issue('UNKNOWN_TARGET', 'error', `entry '${workflow.data.entry}' is not a step.${didYouMean(workflow.data.entry, workflow.steps.keys())}`, 'Name an existing top-level step in entry:, or remove entry: to start at the first step.', ['entry'], { value: true }));
  }
}

function ruleAgentPackageVersion(ctx: ValidationContext): void {
  const { workflow, report } = ctx;
  const hint = 'Remove it: the runner reads the version from .ai-engineering/package-version.yaml (package_version) and provides {{agent_package_version}}.';
  if (workflow.data.agent_package_version !== undefined) {
    report(issue('AGENT_PACKAGE_VERSION_HARDCODED', 'error', 'agent_package_version is runner-owned and must not be set in a workflow', hint, ['agent_package_version']));
  }
  const inputs = workflow.data.inputs;
  inputs?.required?.forEach((n, i) => {
    if (n === 'agent_package_version') report(issue('AGENT_PACKAGE_VERSION_HARDCODED', 'error', 'agent_package_version is declared as a required input; it is runner-owned', hint, ['inputs', 'required', i]));
  });
  inputs?.optional?.forEach((n, i) => {
    if (n === 'agent_package_version') report(issue('AGENT_PACKAGE_VERSION_HARDCODED', 'error', 'agent_package_version is declared as an optional input; it is runner-owned', hint, ['inputs', 'optional', i]));
  });
  if (inputs?.defaults && Object.hasOwn(inputs.defaults, 'agent_package_version')) {
    report(issue('AGENT_PACKAGE_VERSION_HARDCODED', 'error', 'inputs.defaults hard-codes agent_package_version', hint, ['inputs', 'defaults', 'agent_package_version']));
  }
  for (const { step } of ctx.steps) {
    const value = step.def.inputs?.['agent_package_version'];
    if (value !== undefined && !(typeof value === 'string' && /^\{\{\s*agent_package_version\s*\}\}$/.test(value))) {
      report(issue('AGENT_PACKAGE_VERSION_HARDCODED', 'error', `step '${step.id}' hard-codes agent_package_version in its inputs`, hint, [...step.path, 'inputs', 'agent_package_version']));
    }
  }
  for (const [id, phase] of Object.entries(workflow.data.phases ?? {})) {
    if (phase.derived_inputs && Object.hasOwn(phase.derived_inputs, 'agent_package_version')) {
      report(issue('AGENT_PACKAGE_VERSION_HARDCODED', 'error', `phase '${id}' hard-codes agent_package_version in derived_inputs`, hint, ['phases', id, 'derived_inputs', 'agent_package_version']));
    }
  }
}

/** Defaults may use each other (resolved repeatedly); a cycle can never resolve. */
function ruleDefaultsCycle(ctx: ValidationContext): void {
  const defaults = ctx.workflow.inputs.defaults;
  const refs = new Map<string, string[]>();
  for (const [name, value] of Object.entries(defaults)) {
    if (typeof value === 'string') refs.set(name, placeholdersIn(value).filter((r) => typeof defaults[r] === 'string'));
  }
  const state = new Map<string, 'active' | 'done'>();
  const reported = new Set<string>();
  for (const start of refs.keys()) {
    if (state.has(start)) continue;
    const stack: Array<{ name: string; i: number }> = [{ name: start, i: 0 }];
    const chain: string[] = [start];
    state.set(start, 'active');
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const next = refs.get(frame.name)![frame.i++];
      if (next === undefined) {
        state.set(frame.name, 'done');
        stack.pop();
        chain.pop();
        continue;
      }
      const s = state.get(next);
      if (s === 'active') {
        const cycle = [...chain.slice(chain.indexOf(next)), next];
        if (!reported.has(next)) {
          cycle.forEach((c) => reported.add(c));
          ctx.report(issue('DEFAULTS_CYCLE', 'error', `defaults refer to each other in a cycle: ${cycle.join(' -> ')}; none of them can resolve`, 'Break the cycle: give one of these defaults a value that does not use the others.', ['inputs', 'defaults', next]));
        }
      } else if (s === undefined) {
        state.set(next, 'active');
        stack.push({ name: next, i: 0 });
        chain.push(next);
      }
    }
  }
}

/**
 * What a run refuses when it binds the defaults (placeholders.ts resolveBindings), found first:
 * a chain of defaults using each other deeper than MAX_DEFAULT_DEPTH (DEFAULTS_TOO_DEEP, at the
 * chain's first default), and a default longer than MAX_EXPANDED_DEFAULT_CHARS once expanded
 * (INPUT_DEFAULT_TOO_LARGE, at each default that passes it while what it uses does not). Sizes
 * are counted, never built; a cycle is DEFAULTS_CYCLE's.
 */
function ruleDefaultsSize(ctx: ValidationContext): void {
  const defaults = ctx.workflow.inputs.defaults;
  const strings = new Map<string, string>();
  for (const [name, value] of Object.entries(defaults)) if (typeof value === 'string') strings.set(name, value);
  // Longest chain of string defaults starting at each (a node count), iteratively: no recursion
  // as deep as the chain. A cycle's members count as the end of the chain.
  const depth = new Map<string, number>();
  const size = new Map<string, number>();
  const visiting = new Set<string>();
  const measure = (start: string): void => {
    const stack: Array<{ name: string; refs: string[]; i: number; depth: number; size: number }> = [];
    const push = (name: string) => {
      visiting.add(name);
      const text = strings.get(name)!;
      let literal = text.length;
      const refs: string[] = [];
      for (const m of text.matchAll(PLACEHOLDER)) {
        const ref = m[1]!;
        const v = Object.hasOwn(defaults, ref) ? defaults[ref] : undefined;
        if (typeof v === 'string') {
          refs.push(ref);
          literal -= m[0].length;
        } else if (v !== null && v !== undefined) literal += String(v).length - m[0].length;
      }
      stack.push({ name, refs, i: 0, depth: 1, size: literal });
    };
    push(start);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const ref = frame.refs[frame.i];
      if (ref === undefined) {
        stack.pop();
        visiting.delete(frame.name);
        depth.set(frame.name, frame.depth);
        size.set(frame.name, frame.size);
        continue;
      }
      if (visiting.has(ref)) {
        frame.i++;
        frame.size += strings.get(ref)!.length;
        continue;
      }
      if (!depth.has(ref)) {
        push(ref);
        continue;
      }
      frame.i++;
      frame.depth = Math.max(frame.depth, 1 + depth.get(ref)!);
      frame.size += size.get(ref)!;
    }
  };
  for (const name of strings.keys()) if (!depth.has(name)) measure(name);
  const usedByOthers = new Set<string>();
  for (const text of strings.values()) for (const ref of placeholdersIn(text)) usedByOthers.add(ref);
  for (const [name, d] of depth) {
    // The chain's first default (the run names it), once per chain.
    if (d > MAX_DEFAULT_DEPTH && !usedByOthers.has(name)) {
      ctx.report(issue('DEFAULTS_TOO_DEEP', 'error', `default '${name}' starts a chain of ${d} defaults each using the next; a run refuses more than ${MAX_DEFAULT_DEPTH} levels`, `Give the defaults values that do not depend on each other so deeply (real workflows use two or three levels).`, ['inputs', 'defaults', name]));
    }
  }
  for (const [name, n] of size) {
    if (n <= MAX_EXPANDED_DEFAULT_CHARS) continue;
    const refs = placeholdersIn(strings.get(name)!).filter((r) => strings.has(r));
    if (refs.some((r) => (size.get(r) ?? 0) > MAX_EXPANDED_DEFAULT_CHARS)) continue;
    ctx.report(issue('INPUT_DEFAULT_TOO_LARGE', 'error', `default '${name}' expands to ${n} characters once the defaults it uses are put in (${refs.map((r) => `{{${r}}}`).join(', ')}); a run refuses a default longer than ${MAX_EXPANDED_DEFAULT_CHARS} (1 MiB)`, 'Use each default fewer times, or pass the long value as an input file (a path) instead of text.', ['inputs', 'defaults', name]));
  }
}

/**
 * `terminal:` (Run Engineering 4.0 composites): success names the status the workflow reports once
 * complete, so it must not be another stop code; preserve_external_blocker_status: false asks for
 * something stagegate does not do (a phase ending outside require_terminal_status always ends the
 * run with the phase's own status).
 */
function ruleTerminal(ctx: ValidationContext): void {
  const { workflow, report } = ctx;
  const terminal = workflow.data.terminal;
  if (!terminal) return;
  const success = terminal.success;
  if (success !== undefined && success !== 'WORKFLOW_COMPLETE' && Object.hasOwn(STOP_CODES, success)) {
    report(issue('TERMINAL_SUCCESS_STOP_CODE', 'error', `terminal.success '${success}' is a stop code stagegate gives another meaning; a completed run would report it as its success`, 'Name the status the workflow reports when it completes (e.g. IMPLEMENTATION_READY), or leave terminal.success out (WORKFLOW_COMPLETE).', ['terminal', 'success'], { value: true }));
  }
  // A hand-off step that ends the run with the success name: a parent could not tell that block
  // from a completion (both reach it as the same status).
  if (success !== undefined) {
    for (const [id, step] of Object.entries(workflow.data.steps ?? {})) {
      const handOffs: [string[], string | undefined][] = [[['steps', id, 'terminal_status'], step.terminal_status]];
      for (const [itemId, item] of Object.entries(step.per_item ?? {})) handOffs.push([['steps', id, 'per_item', itemId, 'terminal_status'], item.terminal_status]);
      for (const [path, status] of handOffs) {
        if (status !== success) continue;
        report(issue('TERMINAL_SUCCESS_AMBIGUOUS', 'warning', `hand-off step '${path.at(-2)!}' ends the run with terminal_status '${status}', the name terminal.success gives a completed run: a parent routing '${status}' cannot tell this stop from a completion`, 'Give the hand-off a status of its own (e.g. WORKFLOW_BLOCKED_<REASON>), or terminal.success another name.', path, { value: true }));
      }
    }
  }
  if (terminal.preserve_external_blocker_status === false) {
    report(
      issue(
        'TERMINAL_BLOCKER_STATUS_DROPPED',
        'error',
        'terminal.preserve_external_blocker_status: false is not supported: a phase (or child) that ends with a status this workflow does not go on with always ends it with that status (e.g. WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE), never with another one',
        'Remove the key or set it to true (what stagegate does).',
        ['terminal', 'preserve_external_blocker_status'],
        { value: true },
      ),
    );
  }
}
