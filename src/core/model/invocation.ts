// How one invocation binds a workflow: name=value tokens become inputs, except the execution
// controls (stop_after_step, execution_mode, ignore_previous_completion), which apply to this
// invocation only. Flags beat tokens, tokens beat workflow defaults.
import { StagegateError } from '../run/errors.js';
import { PLACEHOLDER, scalarToString } from './placeholders.js';
import { CONTROL_NAMES, RUNNER_OWNED, stepNamed, type Workflow } from './workflow.js';
import { didYouMean } from './did-you-mean.js';
import { checkRunId } from './run-id.js';
import { shellWord } from './shell-word.js';

export interface Invocation {
  /** name=value tokens as given (may include run_id and control names). */
  tokens: Record<string, string>;
  runId?: string | undefined;
  stopAfterStep?: string | undefined;
  mode?: 'resume' | 'fresh' | undefined;
  ignorePreviousCompletion?: boolean | undefined;
  /** Continue a run whose workflow file changed since it started. */
  allowWorkflowChange?: boolean | undefined;
  /** What a resume at another source commit does (--on-source-change; beats execution.on_source_change). */
  onSourceChange?: 'refuse' | 'rerun' | 'keep' | undefined;
  /** Take back this step's verdict and the ones accepted after it, and go back to it (--rerun-from; run/rewind.ts). */
  rerunFrom?: string | undefined;
  /**
   * Tokens naming no declared input: refused (the default: a person or a script typed them), or
   * kept as bindings (stagegate derived the invocation itself from a parent run: a child step's
   * inputs, which validate reports as CHILD_INPUT_UNKNOWN, or a foreach item's values).
   */
  undeclared?: 'refuse' | 'keep' | undefined;
  /**
   * Called with the secret-looking values (secret-names.ts secretValuesOf) of what the invocation
   * binds as soon as each part is resolved (run/context.ts): the values it locates the run with
   * (given, defaults), then the run's recorded inputs and the bindings a resume has. The CLI masks
   * them in everything it prints from then on, the Action registers them as secrets (a state path
   * made of a default `api_token`, or of one the run recorded), before any message or path of the
   * run is printed.
   */
  onSecrets?: ((values: readonly string[]) => void) | undefined;
}

export interface Controls {
  mode: 'resume' | 'fresh';
  ignorePreviousCompletion: boolean;
  stopAfterStep: string | null;
}

export interface BoundInvocation {
  explicit: Map<string, string>;
  controls: Controls;
}

const CONTROL_SET = new Set<string>(CONTROL_NAMES);

function parseBool(name: string, value: string): boolean {
  if (/^(true|yes|1)$/i.test(value)) return true;
  if (/^(false|no|0)$/i.test(value)) return false;
  throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `${name} must be true or false, got '${value}'`);
}

function parseMode(value: string): 'resume' | 'fresh' {
  if (value === 'resume' || value === 'fresh') return value;
  throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `execution_mode must be resume or fresh, got '${value}'`);
}

/**
 * Refuse a token that names no input of the workflow (a typo would silently take another branch),
 * and every runtime reference or runner-owned value: those come from the run, never from the
 * command line (`steps.review.output=x` would replace what an agent reads as upstream output).
 */
function undeclaredToken(workflow: Workflow, name: string): StagegateError | undefined {
  const declared = declaredInputs(workflow);
  if (declared.has(name) || name === 'run_id') return undefined;
  if (/^steps\./.test(name) || name.includes('.')) {
    return new StagegateError('WORKFLOW_INPUT_INVALID', `'${name}' is a runtime reference, not an input: the runner resolves {{${name}}} from the run's state, and no invocation can set it`, {
      hint: `Remove ${name}=…; to change what a step reads, change the upstream step or pass a declared input.`,
    });
  }
  if ((RUNNER_OWNED as readonly string[]).includes(name)) {
    return new StagegateError('WORKFLOW_INPUT_INVALID', `'${name}' is owned by the runner (it sets {{${name}}} itself), so it cannot be given as an input`, { hint: `Remove ${name}=….` });
  }
  const names = [...declared].filter((n) => n !== 'run_id' && !(CONTROL_NAMES as readonly string[]).includes(n));
  return new StagegateError('WORKFLOW_INPUT_INVALID', `workflow ${workflow.name} declares no input '${name}'.${didYouMean(name, [...names, 'run_id'])} Nothing ran`, {
    hint: names.length > 0 ? `Declared inputs: ${names.join(', ')} (and run_id).` : 'This workflow declares no inputs (only run_id).',
  });
}

export function bindInvocation(workflow: Workflow, invocation: Invocation): BoundInvocation {
  const explicit = new Map<string, string>();
  const tokenControls = new Map<string, string>();
  for (const [name, value] of Object.entries(invocation.tokens)) {
    if (CONTROL_SET.has(name)) {
      tokenControls.set(name, value);
      continue;
    }
    if (invocation.undeclared !== 'keep') {
      const refused = undeclaredToken(workflow, name);
      // A step id shaped like name=value (step ids may hold '='), given where the command reads an input: say how to name it.
      if (refused && workflow.steps.has(`${name}=${value}`)) {
        throw new StagegateError(refused.code, refused.message, { hint: `${refused.hint ?? ''} '${name}=${value}' is a step of the workflow: logs and skip name a step shaped like name=value after --, last (… -- ${shellWord(`${name}=${value}`)}); without --, such a word is an input.`.trim() });
      }
      if (refused) throw refused;
    }
    explicit.set(name, value);
  }
  if (invocation.runId !== undefined) {
    const token = explicit.get('run_id');
    if (token !== undefined && token !== invocation.runId) {
      throw new StagegateError('WORKFLOW_INPUT_CONFLICT', `--run-id ${invocation.runId} and run_id=${token} disagree`, { hint: 'Give the run id once.' });
    }
    explicit.set('run_id', invocation.runId);
  }
  const givenRunId = explicit.get('run_id');
  if (givenRunId !== undefined) checkRunId(givenRunId, invocation.runId !== undefined ? 'run id' : 'run_id');
  const defaults = workflow.inputs.defaults;
  const fromDefault = (name: string): string | undefined => {
    const v = scalarToString(defaults[name]);
    return v === undefined || v === '' || v === 'null' ? undefined : v;
  };
  const tokenOr = (name: string): string | undefined => {
    const v = tokenControls.get(name);
    return v === undefined || v === '' || v === 'null' ? undefined : v;
  };

  const ignoreText = tokenOr('ignore_previous_completion') ?? fromDefault('ignore_previous_completion');
  const ignorePreviousCompletion =
    invocation.ignorePreviousCompletion ??
    (ignoreText !== undefined ? parseBool('ignore_previous_completion', ignoreText) : workflow.execution.ignorePreviousCompletion);
  const modeText = tokenOr('execution_mode') ?? fromDefault('execution_mode');
  let mode = invocation.mode ?? (modeText !== undefined ? parseMode(modeText) : workflow.execution.executionMode);
  // 4.0: ignore_previous_completion without an explicit mode means fresh.
  if (ignorePreviousCompletion) mode = 'fresh';
  const stopAfterAsGiven = invocation.stopAfterStep ?? tokenOr('stop_after_step') ?? fromDefault('stop_after_step') ?? null;
  // A step of an imported file may be named as written there (N-001 for N_001).
  const stopAfterStep = stopAfterAsGiven === null ? null : (stepNamed(workflow, stopAfterAsGiven) ?? null);
  if (stopAfterAsGiven !== null && stopAfterStep === null) throw notAStep(workflow, stopAfterAsGiven);
  // A fresh run never counts an earlier completion, whichever control asked for it: recorded as such.
  return { explicit, controls: { mode, ignorePreviousCompletion: ignorePreviousCompletion || mode === 'fresh', stopAfterStep } };
}

/** The inputs a name ultimately needs: a default that cannot resolve is explained by its leaves. */
export function leafInputsMissing(name: string, workflow: Workflow, bindings: ReadonlyMap<string, string>, seen = new Set<string>()): string[] {
  if (bindings.has(name)) return [];
  if (seen.has(name)) return [];
  seen.add(name);
  const template = scalarToString(workflow.inputs.defaults[name]);
  if (template === undefined) return [name];
  const leaves: string[] = [];
  for (const m of template.matchAll(PLACEHOLDER)) for (const leaf of leafInputsMissing(m[1]!, workflow, bindings, seen)) if (!leaves.includes(leaf)) leaves.push(leaf);
  return leaves.length > 0 ? leaves : [name];
}

/** Names a workflow declares as inputs (for conflict checks and artifact-path checks). */
export function declaredInputs(workflow: Workflow): Set<string> {
  return new Set([...workflow.inputs.required, ...workflow.inputs.optional, ...Object.keys(workflow.inputs.defaults)]);
}

export function isRunnerOwned(name: string): boolean {
  return (RUNNER_OWNED as readonly string[]).includes(name) && name !== 'run_id';
}

/**
 * Inputs whose value names existing-file evidence, decided from the input's name: *_path,
 * *_artifact, *_file, *_manifest and *_state (source_run_manifest, source_workflow_state), except
 * runner-owned names and state_path. Which of them are checked before a run: context.ts.
 */
export function isArtifactInput(name: string): boolean {
  return /(_path|_artifact|_file|_manifest|_state)$/.test(name) && !isRunnerOwned(name) && name !== 'state_path';
}

/** stop_after_step names no top-level step: say so, and when it names a step inside one (a per-item step, a branch), which one. */
function notAStep(workflow: Workflow, name: string): StagegateError {
  const steps = [...workflow.steps.keys()];
  for (const [id, step] of workflow.steps) {
    const inside = step.def.per_item !== undefined && Object.hasOwn(step.def.per_item, name) ? `a per-item step of foreach '${id}'` : step.def.parallel !== undefined && Object.hasOwn(step.def.parallel.branches, name) ? `a branch of parallel step '${id}'` : undefined;
    if (inside === undefined) continue;
    return new StagegateError('WORKFLOW_INPUT_REQUIRED', `stop_after_step '${name}' is ${inside}; stop_after_step names top-level steps only (a run cannot stop inside ${step.def.per_item !== undefined ? 'one item' : 'a parallel step'}). Nothing ran`, {
      hint: `Use --stop-after-step ${id} to stop once '${id}' has completed${step.def.per_item !== undefined ? ' (every item)' : ' (every branch)'}, or name the top-level step before it (steps: ${steps.join(', ')}).`,
    });
  }
  return new StagegateError('WORKFLOW_INPUT_REQUIRED', `stop_after_step '${name}' is not a step of workflow ${workflow.name}.${didYouMean(name, steps)}`, { hint: `Use one of: ${steps.join(', ')}.` });
}
