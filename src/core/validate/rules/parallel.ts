// Parallel steps are well formed: at least one branch; every branch a run, prompt,
// inline_instruction, action or child_workflow body (no nested parallel) whose statuses lead
// only to DONE or BLOCKED; branch outputs disjoint (from each other, other steps and the state
// file); the step's statuses keys exactly PARALLEL_COMPLETE (+ optional PARALLEL_FAILED).
// The rules that check any step's texts (placeholders, paths, prompts, skills, child workflows)
// run over the branches too.
import { classifyStep, TERMINAL_TARGETS, targetsOf, type StepModel } from '../../model/workflow.js';
import { BRANCH_ID_IN_REFERENCE, referenceable } from '../../model/references.js';
import { BRANCH_KINDS, artifactKey, branchesOf } from '../../steps/parallel/branches.js';
import { issue, type Scope, type ScopedStep, type ValidationContext, type YamlPath } from './context.js';
import { normalisePathTemplate, outputKey, templateNamesDirectory } from './outputs.js';
import { rulePlaceholders } from './placeholders.js';
import { ruleShellPlacements } from './shell-placements.js';
import { ruleAgents } from './agents.js';
import { rulePaths } from './paths.js';
import { rulePrompts } from './prompts.js';
import { ruleSkills } from './skills.js';
import { ruleChildWorkflows } from './children.js';
import { checkFailureStatuses, stepIdFileProblem, visibleId } from './step-shape.js';
import { reportIdCaseCollisions } from './id-case.js';
import { revisesOutputs } from '../../shards/unshardable.js';

const VERDICTS: ReadonlySet<string> = new Set(['PARALLEL_COMPLETE', 'PARALLEL_FAILED']);

/** Keys a branch carries that only mean something on a step of the workflow's graph. */
const GRAPH_KEYS = ['on_failure', 'on_complete', 'on_stall', 'on_skip', 'optional', 'max_visits', 'retry_step', 'on_success', 'asks'] as const;

function under(path: YamlPath, prefix: YamlPath): boolean {
  return prefix.every((p, i) => path[i] === p);
}

export function ruleParallel(ctx: ValidationContext): void {
  const { report, workflow } = ctx;
  const branchSteps: ScopedStep[] = [];
  // Every step's output and the state file, built once for all parallel steps (not per step).
  let stepOutputs: StepOutputs | undefined;
  // Each branch's artifact key (<step>.<branch>) and the branch that took it first: ids may hold
  // dots, so step a's branch b.c and step a.b's branch c would be recorded under one key.
  const keys = new Map<string, { step: string; branch: string }>();
  for (const { step, scope } of ctx.steps) {
    if (step.kind !== 'parallel') continue;
    const at = { at: { line: step.line, column: step.column } };
    const p = step.path;
    if (scope.kind !== 'top') continue; // per-item steps of a foreach: that rule reports the kind
    const defs = step.def.parallel?.branches ?? {};
    if (Object.keys(defs).length === 0) {
      report(issue('PARALLEL_NO_BRANCHES', 'error', `parallel step '${step.id}' has no branches, so nothing would run`, 'Add parallel.branches: {<id>: {run: ..., output: ..., statuses: {OK: DONE}}}.', [...p, 'parallel'], {}));
    }
    checkStatuses(ctx, step);
    const branches = branchesOf(workflow, step);
    const branchScope: Scope = { ...ctx.top, within: step };
    const valid = new Set(branches.map((b) => b.id));
    const base = [...p, 'parallel', 'branches'];
    const positions = workflow.source.keyPositions(base);
    for (const [id, def] of Object.entries(defs)) {
      if (valid.has(id)) continue;
      const { problem } = classifyStep(def);
      report(issue('STEP_KIND_INVALID', 'error', `branch '${id}' of parallel step '${step.id}': ${problem ?? 'unknown kind'}`, 'Give the branch exactly one of run, prompt, inline_instruction, action or child_workflow.', [...base, id], { at: positions.get(id) ?? at.at }));
    }
    reportIdCaseCollisions(ctx, branches, `branch of parallel step '${step.id}':`, (id) => `steps.${step.id}.branches.${id}`, visibleId);
    const owners = new Map<string, string>();
    for (const branch of branches) {
      const bp = branch.path;
      const where = `branch '${branch.id}' of parallel step '${step.id}'`;
      if (branch.kind === 'parallel') {
        report(issue('PARALLEL_NESTED', 'error', `${where} is itself a parallel step; parallel steps do not nest`, 'Flatten the branches into one parallel step, or move the inner group into a child workflow (a child_workflow branch may contain a parallel step).', bp, { at: { line: branch.line, column: branch.column } }));
        continue;
      }
      if (!BRANCH_KINDS.has(branch.kind)) {
        report(issue('PARALLEL_BRANCH_KIND', 'error', `${where} is ${/^[aeiou]/.test(branch.kind) ? 'an' : 'a'} ${branch.kind} step; a branch runs one stage: run, prompt, inline_instruction, action or child_workflow`, 'Make the branch a stage, or move the logic into a child workflow.', bp, { at: { line: branch.line, column: branch.column } }));
        continue;
      }
      branchSteps.push({ step: branch, scope: branchScope });
      const d = branch.def;
      const bat = { at: { line: branch.line, column: branch.column } };
      if ((branch.kind === 'shell' || branch.kind === 'agent') && d.output === undefined && d.result_contract === undefined) {
        report(issue('MISSING_OUTPUT', 'error', `${where} declares no output; a gated stage writes one output that ends in a WORKFLOW_GATE block`, 'Add output: <workspace-relative path>, different for every branch.', bp, bat));
      }
      if (branch.kind !== 'action' && (d.statuses === undefined || Object.keys(d.statuses).length === 0)) {
        report(issue('MISSING_STATUSES', 'error', `${where} routes no status, so it can neither succeed nor fail`, 'Add statuses: {<STATUS>: DONE, <OTHER>: BLOCKED}.', bp, bat));
      }
      // What it revises of the run's earlier outputs would not travel back from a shard: `shards`
      // and `run --shard` refuse the step (SHARD_NOT_SUPPORTED); in one process it is re-recorded.
      if (revisesOutputs(branch)) {
        report(issue('PARALLEL_BRANCH_NOT_SHARDABLE', 'warning', `${where} is ${/^[aeiou]/.test(branch.kind) ? 'an' : 'a'} ${branch.kind} judged by its exit status: it may revise outputs the run accepted before the step, which a shard could not carry back, so step '${step.id}' runs in one process only (\`shards\` and \`run --shard\` refuse it: SHARD_NOT_SUPPORTED)`, `Nothing to do to run it in one process. To fan the step out across a matrix, make the branch a gated stage (run, prompt or inline_instruction with an output and statuses) that writes its own output instead of revising an earlier one.`, bp, bat));
      }
      if (branch.kind === 'action' && d.statuses !== undefined) {
        report(issue('UNUSED_KEY', 'warning', `statuses on action ${where} are never used: an action branch succeeds when it exits 0`, 'Remove statuses, or make the branch a gated stage (run, prompt or inline_instruction with an output).', [...bp, 'statuses']));
      }
      for (const [status, target] of Object.entries(d.statuses ?? {})) {
        for (const to of targetsOf(target)) {
          if (TERMINAL_TARGETS.has(to)) continue;
          report(issue('PARALLEL_BRANCH_TARGET', 'error', `status ${status} of ${where} goes to '${to}'; a branch's statuses lead to DONE (the branch succeeds) or BLOCKED (it fails)${to === 'ASK' ? '; a branch cannot ask a person (ASK): only a top-level stage can stop the run for an answer' : ''}`, "Map the status to DONE or BLOCKED, and route the parallel step's PARALLEL_COMPLETE / PARALLEL_FAILED to the next step.", [...bp, 'statuses', status], { value: true }));
          break;
        }
      }
      // A branch's failure status fails its attempt (retried per its retry), then the branch.
      checkFailureStatuses(report, branch, where);
      for (const k of GRAPH_KEYS) {
        if (d[k] === undefined) continue;
        report(issue('UNUSED_KEY', 'warning', `${k} on ${where} is never used: a branch is not a step of the workflow's graph`, `Remove ${k}; set it on the parallel step '${step.id}' if it is meant for the whole step.`, [...bp, k]));
      }
      const idProblem = stepIdFileProblem(branch.id);
      if (idProblem !== undefined) report(issue('STEP_ID_INVALID', 'error', `${where} cannot name a file (its stage log and shard folder are named after it): ${idProblem}`, 'Rename the branch: letters, digits, -, _ and . (not . or .. alone), no / or \\, no control characters.', bp, bat));
      // A placeholder name is letters, digits, _, . and -: {{steps.<step>.branches.<id>.output}} with
      // a space in <id> is no placeholder at all, and would reach the stage as that text. A warning:
      // everything else (decisions: steps.<step>.branches['<id>'], logs, shards) works with the id.
      else if (referenceable(branch) && !BRANCH_ID_IN_REFERENCE.test(branch.id)) {
        report(
          issue(
            'PARALLEL_BRANCH_ID_UNREFERENCEABLE',
            'warning',
            `${where} cannot be named by a reference: {{steps.${step.id}.branches.${branch.id}.output}} is not a placeholder (a placeholder name holds letters, digits, _, . and - only), so a later step's text would get it as written`,
            `Rename the branch with letters, digits, _, . and - (e.g. '${branch.id.replace(/[^A-Za-z0-9_.-]+/g, '_')}'); a decision can read it as it is: steps.${step.id}.branches['${branch.id}'].gate.<key>.`,
            bp,
            bat,
          ),
        );
      }
      const key = artifactKey(step.id, branch.id);
      const taken = keys.get(key);
      if (workflow.steps.has(key)) {
        report(issue('PARALLEL_BRANCH_ID_TAKEN', 'error', `${where} is recorded as '${key}', which is also the id of a step`, 'Rename the branch or the step: branch results are recorded as <step>.<branch>.', bp, bat));
      } else if (taken !== undefined) {
        report(issue('PARALLEL_BRANCH_ID_TAKEN', 'error', `${where} is recorded as '${key}', as branch '${taken.branch}' of parallel step '${taken.step}' is: the run could not tell their results, logs and shards apart`, 'Rename one of the branches or steps: branch results are recorded as <step>.<branch>.', bp, bat));
      } else keys.set(key, { step: step.id, branch: branch.id });
      if (d.output !== undefined) {
        // {{step}} in a branch names the parallel step; defaults are literal parts too.
        const out = outputKey(ctx, d.output, step.id);
        const owner = owners.get(out);
        if (templateNamesDirectory(d.output, out)) {
          // As a step's (outputs.ts): the stage's `> "$STAGEGATE_OUTPUT"` would fail "Is a directory".
          report(issue('OUTPUT_NOT_A_FILE', 'error', `output '${d.output}' of ${where} names a directory, not a file`, `Name the file the branch writes, e.g. 'runs/{{run_id}}/${step.id}-${branch.id}.md': the stage writes its output (and the gate in it) to that path.`, [...bp, 'output'], { value: true }));
        } else if (owner !== undefined) {
          report(issue('PARALLEL_OUTPUT_SHARED', 'error', `branches '${owner}' and '${branch.id}' of parallel step '${step.id}' declare the same output '${d.output}'; concurrent branches would write one file`, 'Give every branch its own output path (e.g. with the branch id in it).', [...bp, 'output'], { value: true }));
        } else owners.set(out, branch.id);
      }
    }
    checkAgainstSteps(ctx, step, branches, (stepOutputs ??= outputsOfSteps(ctx)));
  }
  if (branchSteps.length === 0) return;
  // The rules for any step's texts, over the branches; their workflow-level findings are already reported.
  const prefixes = branchSteps.map((s) => s.step.path);
  const sub: ValidationContext = { ...ctx, steps: branchSteps, report: (f) => (prefixes.some((p) => under(f.path, p)) ? ctx.report(f) : undefined) };
  rulePlaceholders(sub);
  ruleShellPlacements(sub);
  rulePaths(sub);
  ruleAgents(sub);
  rulePrompts(sub);
  ruleSkills(sub);
  ruleChildWorkflows(sub);
}

/** The verdict keys: exactly PARALLEL_COMPLETE, and optionally PARALLEL_FAILED. */
function checkStatuses(ctx: ValidationContext, step: StepModel): void {
  const statuses = step.def.statuses;
  const p = step.path;
  if (statuses === undefined || !Object.prototype.hasOwnProperty.call(statuses, 'PARALLEL_COMPLETE')) {
    ctx.report(
      issue('PARALLEL_STATUSES', 'error', `parallel step '${step.id}' does not route PARALLEL_COMPLETE, so the run would have nowhere to go when its join is satisfied`, 'Add statuses: {PARALLEL_COMPLETE: <next step | DONE>, PARALLEL_FAILED: <step | BLOCKED>}.', statuses ? [...p, 'statuses'] : p, statuses ? {} : { at: { line: step.line, column: step.column } }),
    );
  }
  for (const key of Object.keys(statuses ?? {})) {
    if (VERDICTS.has(key)) continue;
    ctx.report(issue('PARALLEL_STATUSES', 'error', `status ${key} of parallel step '${step.id}' is never reported: a parallel step reports PARALLEL_COMPLETE or PARALLEL_FAILED`, "Route the branch's own statuses inside the branch (to DONE or BLOCKED); keep PARALLEL_COMPLETE and PARALLEL_FAILED here.", [...p, 'statuses', key]));
  }
}

interface StepOutputs {
  /** Output key (outputKey) -> the step declaring it. */
  others: ReadonlyMap<string, string>;
  statePath: string;
}

function outputsOfSteps(ctx: ValidationContext): StepOutputs {
  const others = new Map<string, string>();
  for (const { step: s } of ctx.steps) if (s.def.output !== undefined) others.set(outputKey(ctx, s.def.output, s.id), s.id);
  return { others, statePath: normalisePathTemplate(ctx.expandDefaults(ctx.workflow.data.state_path)) };
}

/** A branch output may not be another step's output or the state file (DUPLICATE_OUTPUT). */
function checkAgainstSteps(ctx: ValidationContext, step: StepModel, branches: readonly StepModel[], { others, statePath }: StepOutputs): void {
  for (const branch of branches) {
    if (branch.def.output === undefined || !BRANCH_KINDS.has(branch.kind)) continue;
    const out = outputKey(ctx, branch.def.output, step.id);
    const path = [...branch.path, 'output'];
    if (out === statePath) {
      ctx.report(issue('DUPLICATE_OUTPUT', 'error', `output of branch '${branch.id}' of parallel step '${step.id}' is the workflow's state file`, 'Give the branch an output of its own: the runner writes the state file.', path, { value: true }));
      continue;
    }
    const owner = others.get(out);
    if (owner !== undefined) {
      ctx.report(issue('DUPLICATE_OUTPUT', 'error', `branch '${branch.id}' of parallel step '${step.id}' and step '${owner}' declare the same output '${branch.def.output}'`, 'Give every branch and step its own output path.', path, { value: true }));
    }
  }
}
