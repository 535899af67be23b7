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
  /** Each foreach step with its per_item step ids (an item named as `STEP[ITEM]`, a per-item step as `STEP[ITEM].SUB` or `STEP.SUB`); undefined: none. */
  foreach?: ReadonlyArray<readonly [string, readonly string[]]>;
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
  /** A foreach step's item, `STEP[ITEM]` (its key as the registry has it; checked against the run or registry by the caller). */
  item?: string;
  /** A foreach step's per_item step, `STEP[ITEM].SUB` or `STEP.SUB` (every item's). */
  sub?: string;
}

/**
 * `STEP[ITEM]` or `STEP[ITEM].SUB`: a foreach step's item (the notation run's progress lines use), its
 * per-item step. STEP ends at the first `[` (step ids hold none); ITEM runs to the last `]` (an item
 * key may hold `[`, `]` and `].`: `loop[x].y].code` is item `x].y`'s code; per-item step ids hold no `]`).
 */
const ITEM_NAME = /^([^[]+)\[(.+)\](?:\.([^\]]+))?$/s;

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
  const perItem = new Map(naming.foreach ?? []);
  const listing = () => listed(naming.steps, branchesByStep, perItem);
  const item = ITEM_NAME.exec(given);
  if (item !== null) {
    const [, name, key, sub] = item as unknown as [string, string, string, string | undefined];
    const id = naming.stepNamed(name);
    const subs = id === undefined ? undefined : perItem.get(id);
    if (id === undefined || subs === undefined) {
      const foreach = [...perItem.keys()];
      const near = closest(name, foreach.length > 0 ? foreach : naming.steps);
      const why = id === undefined ? '' : `: step ${id} is not a foreach step (STEP[ITEM] names an item of one)`;
      throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `${options.refusal}${why}${near && foreach.length > 0 ? `. Did you mean '${near}[${key}]${sub !== undefined ? `.${sub}` : ''}'?` : ''}`, { hint: `Use one of: ${listing()}.` });
    }
    if (sub === undefined) return { step: `${id}[${key}]`, id, item: key };
    if (subs.includes(sub)) return { step: `${id}[${key}].${sub}`, id, item: key, sub };
    const near = closest(sub, subs);
    throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `${options.refusal}: foreach step ${id} has no per_item step ${sub}${near ? `. Did you mean '${id}[${key}].${near}'?` : ''}`, { hint: `Use one of: ${listing()}.` });
  }
  const keys = () => naming.parallel.flatMap(([id, bs]) => bs.map((b) => `${id}.${b}`));
  // Each step the name starts with, the longest first: the first whose branch BRANCH is (a step
  // `a.b` without a branch `x` does not hide branch `b.x` of step `a`); when none has it, the
  // longest is the one named (taken unchecked before the run is loaded; else refused).
  let longest: { id: string; branch: string; own: readonly string[] } | undefined;
  for (let dot = given.lastIndexOf('.'); dot > 0; dot = given.lastIndexOf('.', dot - 1)) {
    const id = naming.stepNamed(given.slice(0, dot));
    if (id === undefined || dot >= given.length - 1) continue;
    const asked = given.slice(dot + 1);
    // STEP.SUB: a per_item step of foreach step STEP, for every item (no item named).
    if (perItem.get(id)?.includes(asked) === true) return { step: `${id}.${asked}`, id, sub: asked };
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
    if (options.ownBranches === undefined && !perItem.has(id)) return { step: `${id}.${branch}`, id, branch };
    const subs = perItem.get(id);
    const near = subs !== undefined ? closest(given.slice(id.length + 1), subs)?.replace(/^/, `${id}.`) : closest(given, [...naming.steps, ...keys()]);
    const why = subs !== undefined ? `foreach step ${id} has no per_item step ${given.slice(id.length + 1)}` : own.length > 0 ? `parallel step ${id} has no branch ${branch}` : `step ${id} has no branches`;
    throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `${options.refusal}: ${why}${near ? `. Did you mean '${near}'?` : ''}`, { hint: `Use one of: ${listing()}.` });
  }
  // A branch named alone (an imported file's step that became one: an aiox parallel_group member,
  // a maestro fork's or CCW parallel_group's node, by its id as written there or its branch id):
  // the user names the node as their file does, so one branch that goes by it is the branch. A
  // per_item step named alone likewise is that step, every item's (STEP.SUB), as a branch is.
  const branches = naming.parallel.flatMap(([id, bs]) => bs.filter((b) => b === given || naming.writtenAs(id, b, given)).map((branch) => ({ id, branch })));
  const subs = [...perItem].flatMap(([id, ss]) => ss.filter((s) => s === given).map((sub) => ({ id, sub })));
  if (branches.length + subs.length === 1) {
    if (subs.length === 1) return { step: `${subs[0]!.id}.${given}`, id: subs[0]!.id, sub: given };
    const { id, branch } = branches[0]!;
    return { step: `${id}.${branch}`, id, branch };
  }
  // Several go by it: say each, as STEP.BRANCH (a per-item step: STEP.SUB).
  if (branches.length + subs.length > 1) {
    const each = [...branches.map((b) => `'${b.id}.${b.branch}'`), ...subs.map((s) => `'${s.id}.${s.sub}'`)].join(', ');
    const what = subs.length === 0 ? `${branches.length} parallel branches go by that name; name one as STEP.BRANCH` : branches.length === 0 ? `${subs.length} per-item steps go by that name; name one as STEP.SUB` : `${branches.length + subs.length} parallel branches and per-item steps go by that name; name one as STEP.BRANCH or STEP.SUB`;
    throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `${options.refusal}: ${what}: ${each}`, { hint: `Use one of: ${listing()}.` });
  }
  const steps = options.unknown === 'steps';
  const near = steps ? closest(given.split('.')[0]!, naming.steps) : closest(given, [...naming.steps, ...keys()]);
  const hint = steps ? `Use one of: ${naming.steps.join(', ')} (a parallel branch: STEP.BRANCH${perItem.size > 0 ? "; a foreach step's item: STEP[ITEM], its per-item step: STEP[ITEM].SUB" : ''}).` : `Use one of: ${listing()}.`;
  throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `${options.refusal}${near ? `. Did you mean '${near}'?` : ''}`, { hint });
}

/** The steps, a parallel step with its branches (`review (its branches: review.lint, review.docs)`). */
function listed(steps: readonly string[], branchesByStep: ReadonlyMap<string, readonly string[]>, perItem: ReadonlyMap<string, readonly string[]>): string {
  return steps
    .map((s) => {
      const bs = branchesByStep.get(s);
      const subs = perItem.get(s);
      if (subs !== undefined) return `${s} (an item: ${s}[ITEM]; its per-item steps: ${subs.map((b) => `${s}[ITEM].${b}`).join(', ')})`;
      return bs !== undefined && bs.length > 0 ? `${s} (its branches: ${bs.map((b) => `${s}.${b}`).join(', ')})` : s;
    })
    .join(', ');
}

/**
 * The item key `target` names (STEP[ITEM]) checked against the foreach step's items (`items`: their
 * keys, in the run's order), else WORKFLOW_INPUT_REQUIRED (exit 4) with a did-you-mean and the items
 * there are, each as the same name with that item (`implement[C1].code`).
 */
export function checkItem(target: StepTarget, items: readonly string[], refusal: string, where: string): void {
  if (target.item === undefined || items.includes(target.item)) return;
  const named = (key: string) => `${target.id}[${key}]${target.sub !== undefined ? `.${target.sub}` : ''}`;
  const near = closest(target.item, items);
  const shown = items.slice(0, 10).map(named);
  const which = items.length === 0 ? `foreach step ${target.id} has no items ${where}` : `Use one of: ${shown.join(', ')}${items.length > shown.length ? `, … ${items.length - shown.length} more` : ''}.`;
  throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `${refusal}: foreach step ${target.id} has no item ${target.item} ${where}${near ? `. Did you mean '${named(near)}'?` : ''}`, { hint: which });
}
