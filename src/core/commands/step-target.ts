// The step, or the branch of a parallel step (STEP.BRANCH), a command's argument names, refused
// with a did-you-mean when it names none (docs/cli.md#step-ids-in-arguments). `logs STEP` and
// `plan --show-prompt STEP` both resolve through it; what they differ in comes as parameters: the
// names (the workflow model, or a status report's name maps), the refusal's wording, and whether
// the branches a run recorded count.
import { StagegateError } from '../run/errors.js';
import { closest } from '../model/did-you-mean.js';

/** The names a workflow's steps and branches go by, as the resolver asks for them. */
export interface StepNaming {
  /** The step ids, in the order a refusal lists them. */
  steps: readonly string[];
  /** The step `name` names: a step id, or an imported file's step id as written there (N-001 for N_001); undefined: none. */
  stepNamed(name: string): string | undefined;
  /** Each parallel step with its branch ids, in the order a did-you-mean tries them. */
  parallel: ReadonlyArray<readonly [string, readonly string[]]>;
  /** Whether `name` is branch `branch` of parallel step `id` as an imported file wrote it (a maestro fork's lint-a for lint_a). */
  writtenAs(id: string, branch: string, name: string): boolean;
}

export interface StepTargetOptions {
  /** The refusal's opening words (`'x' is not a step of workflow w`); a branch the step lacks follows as `: why`, then the did-you-mean. */
  refusal: string;
  /**
   * The branches a step has besides those the workflow declares (the run's recorded ones: a
   * workflow edited since may no longer declare one; none: `() => []`). Undefined: a BRANCH is
   * taken unchecked (before the run is loaded, it may be one the run has).
   */
  ownBranches: ((id: string) => readonly string[]) | undefined;
  /**
   * A name that names no step: 'steps', the did-you-mean is the step nearest its part before the
   * first dot and the hint lists the steps (a branch: STEP.BRANCH); 'branches', the did-you-mean is
   * the step or STEP.BRANCH nearest the whole name and the hint lists each parallel step's branches.
   * Either way a branch named alone (an imported file's step that became one) is suggested as its STEP.BRANCH.
   */
  unknown: 'steps' | 'branches';
}

/** What an argument names: `step` is the step id, or STEP.BRANCH for a branch (`id` and `branch`). */
export interface StepTarget {
  step: string;
  id: string;
  branch?: string;
}

/**
 * The step or STEP.BRANCH `given` names, else WORKFLOW_INPUT_REQUIRED (exit 4: a did-you-mean, the
 * steps in the fix). Ids may hold dots (branch ids too): the longest step the name starts with
 * (before a .BRANCH) that has that BRANCH is the step; BRANCH is a branch id or its id as written in
 * an imported file.
 */
export function stepTarget(given: string, naming: StepNaming, options: StepTargetOptions): StepTarget {
  const whole = naming.stepNamed(given);
  if (whole !== undefined) return { step: whole, id: whole };
  const branchesByStep = new Map(naming.parallel);
  const keys = () => naming.parallel.flatMap(([id, bs]) => bs.map((b) => `${id}.${b}`));
  // Each step the name starts with, the longest first: the first whose branch BRANCH is (a step
  // `a.b` without a branch `x` does not hide branch `b.x` of step `a`); when none has it, the
  // longest is the one named (taken unchecked before the run is loaded; else refused).
  let longest: { id: string; branch: string; own: readonly string[] } | undefined;
  for (let dot = given.lastIndexOf('.'); dot > 0; dot = given.lastIndexOf('.', dot - 1)) {
    const id = naming.stepNamed(given.slice(0, dot));
    if (id === undefined || dot >= given.length - 1) continue;
    const asked = given.slice(dot + 1);
    const declared = branchesByStep.get(id) ?? [];
    const written = declared.filter((b) => naming.writtenAs(id, b, asked));
    const branch = declared.includes(asked) ? asked : written.length === 1 ? written[0]! : asked;
    // BRANCH must be a branch of STEP (declared, or one the step has besides), else it names nothing.
    const own = options.ownBranches === undefined ? declared : [...new Set([...declared, ...options.ownBranches(id)])];
    if (own.includes(branch)) return { step: `${id}.${branch}`, id, branch };
    longest ??= { id, branch, own };
  }
  if (longest !== undefined) {
    const { id, branch, own } = longest;
    if (options.ownBranches === undefined) return { step: `${id}.${branch}`, id, branch };
    const near = closest(given, [...naming.steps, ...keys()]);
    const why = own.length > 0 ? `parallel step ${id} has no branch ${branch}` : `step ${id} has no branches`;
    throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `${options.refusal}: ${why}${near ? `. Did you mean '${near}'?` : ''}`, { hint: `Use one of: ${listed(naming.steps, branchesByStep)}.` });
  }
  // A branch named alone (an imported file's step that became one: an aiox parallel_group member, a maestro fork's node): its STEP.BRANCH.
  const alone = naming.parallel.flatMap(([id, bs]) => bs.filter((b) => b === given || naming.writtenAs(id, b, given)).map((b) => `${id}.${b}`));
  const steps = options.unknown === 'steps';
  const near = alone.length === 1 ? alone[0] : steps ? closest(given.split('.')[0]!, naming.steps) : closest(given, [...naming.steps, ...keys()]);
  const hint = steps ? `Use one of: ${naming.steps.join(', ')} (a parallel branch: STEP.BRANCH).` : `Use one of: ${listed(naming.steps, branchesByStep)}.`;
  throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `${options.refusal}${near ? `. Did you mean '${near}'?` : ''}`, { hint });
}

/** The steps, a parallel step with its branches (`review (its branches: review.lint, review.docs)`). */
function listed(steps: readonly string[], branchesByStep: ReadonlyMap<string, readonly string[]>): string {
  return steps
    .map((s) => {
      const bs = branchesByStep.get(s);
      return bs !== undefined && bs.length > 0 ? `${s} (its branches: ${bs.map((b) => `${s}.${b}`).join(', ')})` : s;
    })
    .join(', ');
}
