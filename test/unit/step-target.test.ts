// The one STEP / STEP.BRANCH resolver `logs STEP` and `plan --show-prompt STEP` share
// (src/core/commands/step-target.ts): what a name resolves to (a step, a dotted step id, a branch,
// a branch id as an imported file wrote it), its refusals word for word (a name several branches
// go by, a branch the step lacks, a name that names nothing), and what the callers pass:
// the refusal's wording, whether a BRANCH is checked and what besides the declared ones counts.
// Last, both callers on one loaded workflow: the model and the name maps resolve alike.
import { describe, expect, it } from 'vitest';
import { checkItem, stepTarget, type StepNaming, type StepTargetOptions } from '../../src/core/commands/step-target.js';
import { promptTarget } from '../../src/core/commands/prompt-preview.js';
import { logsTarget } from '../../src/cli/commands/logs.js';
import { stepNamesOf } from '../../src/core/commands/status.js';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { StagegateError } from '../../src/core/run/errors.js';

/** Steps build, build.docs (an id with a dot), checks (branches x, y), fan_out (branch lint_a, written lint-a; the step written fan-out). */
const NAMING: StepNaming = {
  steps: ['build', 'build.docs', 'checks', 'fan_out'],
  stepNamed: (name) => (['build', 'build.docs', 'checks', 'fan_out'].includes(name) ? name : name === 'fan-out' ? 'fan_out' : undefined),
  parallel: [
    ['checks', ['x', 'y']],
    ['fan_out', ['lint_a']],
  ],
  writtenAs: (id, branch, name) => id === 'fan_out' && branch === 'lint_a' && name === 'lint-a',
};

const LOGS: StepTargetOptions = { refusal: "'NAME' is not a step of workflow dots", ownBranches: () => [], unknown: 'steps' };
const LISTED = 'build, build.docs, checks (its branches: checks.x, checks.y), fan_out (its branches: fan_out.lint_a)';

/** The refusal stepTarget throws for `given` (its code, message and hint), or the target it returns. */
function outcome(given: string, options: StepTargetOptions = LOGS, naming: StepNaming = NAMING): unknown {
  try {
    return stepTarget(given, naming, { ...options, refusal: options.refusal.replace('NAME', given) });
  } catch (error) {
    if (!(error instanceof StagegateError)) throw error;
    return { code: error.code, message: error.message, hint: error.hint };
  }
}

describe('stepTarget: what a name resolves to', () => {
  it('a step id, and a step id as an imported file wrote it', () => {
    expect(outcome('checks')).toEqual({ step: 'checks', id: 'checks' });
    expect(outcome('fan-out')).toEqual({ step: 'fan_out', id: 'fan_out' });
  });

  it('STEP.BRANCH: a branch of a parallel step, the step or the branch as written', () => {
    expect(outcome('checks.y')).toEqual({ step: 'checks.y', id: 'checks', branch: 'y' });
    expect(outcome('fan-out.lint_a')).toEqual({ step: 'fan_out.lint_a', id: 'fan_out', branch: 'lint_a' });
    expect(outcome('fan_out.lint-a')).toEqual({ step: 'fan_out.lint_a', id: 'fan_out', branch: 'lint_a' });
  });

  it('a dotted step id is the step, not a branch docs of build; the longest step a name starts with is its STEP', () => {
    expect(outcome('build.docs')).toEqual({ step: 'build.docs', id: 'build.docs' });
    expect(outcome('build.docs.x', { ...LOGS, ownBranches: undefined })).toEqual({ step: 'build.docs.x', id: 'build.docs', branch: 'x' });
    expect(outcome('build.doc')).toEqual({
      code: 'WORKFLOW_INPUT_REQUIRED',
      message: "'build.doc' is not a step of workflow dots: step build has no branches. Did you mean 'build.docs'?",
      hint: `Use one of: ${LISTED}.`,
    });
  });
});

describe('stepTarget: a longer step without the branch does not hide a shorter one with it', () => {
  // Step a.b (no branches) and parallel step a with branch b.x (branch ids may hold dots too): a.b.x is branch b.x of a.
  const SHADOW: StepNaming = { steps: ['a', 'a.b'], stepNamed: (name) => (['a', 'a.b'].includes(name) ? name : undefined), parallel: [['a', ['b.x', 'y']]], writtenAs: () => false };

  it('checked (logs, --show-prompt) and unchecked (before the run is loaded): the step that has the branch', () => {
    expect(outcome('a.b.x', LOGS, SHADOW)).toEqual({ step: 'a.b.x', id: 'a', branch: 'b.x' });
    expect(outcome('a.b.x', { ...LOGS, ownBranches: undefined }, SHADOW)).toEqual({ step: 'a.b.x', id: 'a', branch: 'b.x' });
    expect(outcome('a.y', LOGS, SHADOW)).toEqual({ step: 'a.y', id: 'a', branch: 'y' });
  });

  it('a branch the run recorded of the longer step still counts first; when no step has it, the longest is named (and refused)', () => {
    expect(outcome('a.b.x', { ...LOGS, ownBranches: (id) => (id === 'a.b' ? ['x'] : []) }, SHADOW)).toEqual({ step: 'a.b.x', id: 'a.b', branch: 'x' });
    expect(outcome('a.b.q', { ...LOGS, ownBranches: undefined }, SHADOW)).toEqual({ step: 'a.b.q', id: 'a.b', branch: 'q' });
    expect(outcome('a.b.q', LOGS, SHADOW)).toMatchObject({ code: 'WORKFLOW_INPUT_REQUIRED', message: "'a.b.q' is not a step of workflow dots: step a.b has no branches. Did you mean 'a.b.x'?" });
  });
});

describe('stepTarget: its refusals', () => {
  it("a branch named alone (by its id, or as an imported file wrote it) is that branch; a name several branches go by is refused naming each as STEP.BRANCH", () => {
    expect(outcome('y')).toEqual({ step: 'checks.y', id: 'checks', branch: 'y' });
    expect(outcome('lint-a')).toEqual({ step: 'fan_out.lint_a', id: 'fan_out', branch: 'lint_a' });
    expect(outcome('lint_a')).toEqual({ step: 'fan_out.lint_a', id: 'fan_out', branch: 'lint_a' });
    const twice: StepNaming = { ...NAMING, parallel: [...NAMING.parallel, ['build', ['y']]] };
    expect(outcome('y', LOGS, twice)).toEqual({
      code: 'WORKFLOW_INPUT_REQUIRED',
      message: "'y' is not a step of workflow dots: 2 parallel branches go by that name; name one as STEP.BRANCH: 'checks.y', 'build.y'",
      hint: 'Use one of: build (its branches: build.y), build.docs, checks (its branches: checks.x, checks.y), fan_out (its branches: fan_out.lint_a).',
    });
  });

  it('a branch the step does not have: why, the nearest step or STEP.BRANCH, every step with its branches', () => {
    expect(outcome('checks.z')).toEqual({
      code: 'WORKFLOW_INPUT_REQUIRED',
      message: "'checks.z' is not a step of workflow dots: parallel step checks has no branch z. Did you mean 'checks.x'?",
      hint: `Use one of: ${LISTED}.`,
    });
  });

  it('a name that names nothing: "steps" looks for the step nearest its first part, "branches" for the step or STEP.BRANCH nearest the whole name', () => {
    expect(outcome('chekcs.q')).toEqual({ code: 'WORKFLOW_INPUT_REQUIRED', message: "'chekcs.q' is not a step of workflow dots. Did you mean 'checks'?", hint: 'Use one of: build, build.docs, checks, fan_out (a parallel branch: STEP.BRANCH).' });
    const prompt: StepTargetOptions = { refusal: '--show-prompt NAME: not a step of workflow dots', ownBranches: () => [], unknown: 'branches' };
    expect(outcome('chekcs.x', prompt)).toEqual({ code: 'WORKFLOW_INPUT_REQUIRED', message: "--show-prompt chekcs.x: not a step of workflow dots. Did you mean 'checks.x'?", hint: `Use one of: ${LISTED}.` });
    expect(outcome('deploy', prompt)).toEqual({ code: 'WORKFLOW_INPUT_REQUIRED', message: '--show-prompt deploy: not a step of workflow dots', hint: `Use one of: ${LISTED}.` });
  });
});

describe('stepTarget: what the callers pass', () => {
  it('ownBranches: undefined takes a BRANCH unchecked; else the declared branches and those it gives count (a run recorded), no others', () => {
    expect(outcome('checks.z', { ...LOGS, ownBranches: undefined })).toEqual({ step: 'checks.z', id: 'checks', branch: 'z' });
    expect(outcome('checks.z', { ...LOGS, ownBranches: (id) => (id === 'checks' ? ['z'] : []) })).toEqual({ step: 'checks.z', id: 'checks', branch: 'z' });
    // A step the workflow declares no branches of, that the run recorded one of, is a parallel step that lacks the one asked.
    expect(outcome('build.q', { ...LOGS, ownBranches: (id) => (id === 'build' ? ['old'] : []) })).toMatchObject({ message: "'build.q' is not a step of workflow dots: parallel step build has no branch q. Did you mean 'build'?" });
    // A step name is never checked against branches.
    expect(outcome('build', { ...LOGS, ownBranches: () => [] })).toEqual({ step: 'build', id: 'build' });
  });
});

const DOTS = `version: '4.0'
name: dots
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  build:
    prompt: 'Build it.'
    output: 'runs/{{run_id}}/build.md'
    statuses: { OK: build.docs }
  build.docs:
    prompt: 'Write the docs.'
    output: 'runs/{{run_id}}/docs.md'
    statuses: { OK: checks }
  checks:
    parallel:
      branches:
        x:
          prompt: 'Check x.'
          output: 'runs/{{run_id}}/x.md'
          statuses: { OK: DONE }
        y:
          prompt: 'Check y.'
          output: 'runs/{{run_id}}/y.md'
          statuses: { OK: DONE }
    statuses:
      PARALLEL_COMPLETE: DONE
`;

describe('logs and --show-prompt resolve through it alike', () => {
  const loaded = loadWorkflowText(DOTS, 'wf.yaml', '/nowhere/wf.yaml');
  if (!loaded.workflow) throw new Error(JSON.stringify(loaded.diagnostics));
  const workflow = loaded.workflow;
  const names = { steps: [...workflow.steps.keys()], ...stepNamesOf(workflow) };
  const refused = (f: () => unknown): string => {
    try {
      f();
    } catch (error) {
      return (error as Error).message;
    }
    return 'not refused';
  };

  it('the workflow model (--show-prompt) and the name maps (logs) give the same target', () => {
    for (const [given, id, branch] of [
      ['build', 'build', undefined],
      ['build.docs', 'build.docs', undefined],
      ['checks.y', 'checks', 'y'],
    ] as const) {
      const shown = promptTarget(workflow, given);
      expect([shown.step.id, shown.branch?.id], given).toEqual([id, branch]);
      expect(logsTarget(given, workflow.name, names, () => []).target, given).toEqual({ id, ...(branch ? { branch } : {}), steps: names.steps, branches: names.branches });
    }
  });

  it('and refuse alike, in their own words', () => {
    expect(refused(() => promptTarget(workflow, 'checks.z'))).toBe("--show-prompt checks.z: not a step of workflow dots: parallel step checks has no branch z. Did you mean 'checks.x'?");
    expect(refused(() => logsTarget('checks.z', workflow.name, names, () => []))).toBe("'checks.z' is not a step of workflow dots: parallel step checks has no branch z. Did you mean 'checks.x'?");
    expect(refused(() => promptTarget(workflow, 'chekcs'))).toBe("--show-prompt chekcs: not a step of workflow dots. Did you mean 'checks'?");
    expect(refused(() => logsTarget('chekcs', workflow.name, names, () => []))).toBe("'chekcs' is not a step of workflow dots. Did you mean 'checks'?");
    // A branch named alone is that branch for both.
    expect(promptTarget(workflow, 'x')).toMatchObject({ step: { id: 'checks' }, branch: { id: 'x' } });
    expect(logsTarget('x', workflow.name, names, () => []).step).toBe('checks.x');
  });
});

describe('stepTarget: a foreach step\'s item and per-item step', () => {
  /** NAMING with a foreach step loop (per_item design, verify) and a step loop.x beside it. */
  const FOREACH: StepNaming = {
    ...NAMING,
    steps: [...NAMING.steps, 'loop', 'loop.x'],
    stepNamed: (name) => (['loop', 'loop.x'].includes(name) ? name : NAMING.stepNamed(name)),
    foreach: [['loop', ['design', 'verify']]],
  };
  it('STEP[ITEM], STEP[ITEM].SUB and STEP.SUB; a step whose id holds the dot is that step', () => {
    expect(outcome('loop[A-1]', LOGS, FOREACH)).toEqual({ step: 'loop[A-1]', id: 'loop', item: 'A-1' });
    expect(outcome('loop[A.1].verify', LOGS, FOREACH)).toEqual({ step: 'loop[A.1].verify', id: 'loop', item: 'A.1', sub: 'verify' });
    expect(outcome('loop.design', LOGS, FOREACH)).toEqual({ step: 'loop.design', id: 'loop', sub: 'design' });
    expect(outcome('loop.x', LOGS, FOREACH)).toEqual({ step: 'loop.x', id: 'loop.x' });
  });
  it('an item key holding [, ], ]. or quotes: ITEM runs to the last ], as the progress lines print it', () => {
    expect(outcome('loop[x].y]', LOGS, FOREACH)).toEqual({ step: 'loop[x].y]', id: 'loop', item: 'x].y' });
    expect(outcome('loop[x].y].verify', LOGS, FOREACH)).toEqual({ step: 'loop[x].y].verify', id: 'loop', item: 'x].y', sub: 'verify' });
    expect(outcome('loop[x].verify]', LOGS, FOREACH)).toEqual({ step: 'loop[x].verify]', id: 'loop', item: 'x].verify' });
    expect(outcome('loop[c[d]', LOGS, FOREACH)).toEqual({ step: 'loop[c[d]', id: 'loop', item: 'c[d' });
    expect(outcome('loop[q\'u"o $HOME ü].design', LOGS, FOREACH)).toEqual({ step: 'loop[q\'u"o $HOME ü].design', id: 'loop', item: 'q\'u"o $HOME ü', sub: 'design' });
    expect(outcome('loop[c[d].desing', LOGS, FOREACH)).toMatchObject({ message: "'loop[c[d].desing' is not a step of workflow dots: foreach step loop has no per_item step desing. Did you mean 'loop[c[d].design'?" });
  });
  it('a per-item step named alone is that step, every item\'s (STEP.SUB), as a branch named alone is; a name several go by is refused naming each', () => {
    expect(outcome('verify', LOGS, FOREACH)).toEqual({ step: 'loop.verify', id: 'loop', sub: 'verify' });
    expect(outcome('design', { ...LOGS, unknown: 'branches' }, FOREACH)).toEqual({ step: 'loop.design', id: 'loop', sub: 'design' });
    // A branch and a per-item step of one name: neither is guessed.
    const both: StepNaming = { ...FOREACH, parallel: [...FOREACH.parallel, ['build', ['verify']]] };
    expect(outcome('verify', LOGS, both)).toMatchObject({ code: 'WORKFLOW_INPUT_REQUIRED', message: "'verify' is not a step of workflow dots: 2 parallel branches and per-item steps go by that name; name one as STEP.BRANCH or STEP.SUB: 'build.verify', 'loop.verify'" });
    const twoLoops: StepNaming = { ...FOREACH, steps: [...FOREACH.steps, 'again'], stepNamed: (name) => (name === 'again' ? name : FOREACH.stepNamed(name)), foreach: [...FOREACH.foreach!, ['again', ['verify']]] };
    expect(outcome('verify', LOGS, twoLoops)).toMatchObject({ message: "'verify' is not a step of workflow dots: 2 per-item steps go by that name; name one as STEP.SUB: 'loop.verify', 'again.verify'" });
    // A top-level step of that name is the step.
    expect(outcome('build', LOGS, { ...FOREACH, foreach: [['loop', ['build']]] })).toEqual({ step: 'build', id: 'build' });
  });
  it('refusals: a per-item step the foreach lacks (before the run is loaded too), an item of a step that is no foreach', () => {
    expect(outcome('loop[A-1].desing', LOGS, FOREACH)).toMatchObject({ code: 'WORKFLOW_INPUT_REQUIRED', message: "'loop[A-1].desing' is not a step of workflow dots: foreach step loop has no per_item step desing. Did you mean 'loop[A-1].design'?" });
    expect(outcome('loop.desing', { ...LOGS, ownBranches: undefined }, FOREACH)).toMatchObject({ message: "'loop.desing' is not a step of workflow dots: foreach step loop has no per_item step desing. Did you mean 'loop.design'?" });
    expect(outcome('checks[A-1]', LOGS, FOREACH)).toMatchObject({ message: "'checks[A-1]' is not a step of workflow dots: step checks is not a foreach step (STEP[ITEM] names an item of one)" });
  });
  it('checkItem: a key the foreach has no item of, with a did-you-mean and the items as names', () => {
    const target = { step: 'loop[a-1].design', id: 'loop', item: 'a-1', sub: 'design' };
    expect(() => checkItem(target, ['A-1', 'B-2'], 'x', 'in the run')).toThrow("x: foreach step loop has no item a-1 in the run. Did you mean 'loop[A-1].design'?");
    try {
      checkItem(target, ['A-1', 'B-2'], 'x', 'in the run');
    } catch (error) {
      expect((error as StagegateError).hint).toBe('Use one of: loop[A-1].design, loop[B-2].design.');
    }
    expect(() => checkItem({ ...target, item: 'B-2' }, ['A-1', 'B-2'], 'x', 'in the run')).not.toThrow();
  });
});
