// 4.0 Run Isolation, statically: a state_path that does not name the run holds one run at a time
// (another run id is refused, STATE_PATH_SHARED notes it); a workflow whose state_path or outputs
// do not lie under its artifact_root cannot run fresh (a fresh run keeps everything under its run
// root: FRESH_RUN_NOT_ISOLATED notes it); an optional input in a path names no file when it is
// absent (OPTIONAL_INPUT_IN_PATH).
import { posix } from 'node:path';
import { placeholdersIn } from '../../model/placeholders.js';
import { sharedArtifactRootDefault, templateNamesRun, templateUses } from '../../model/run-scope.js';
import { issue, type ValidationContext, type YamlPath } from './context.js';

function under(path: string, root: string): boolean {
  const p = posix.normalize(path);
  const r = posix.normalize(root).replace(/\/$/, '');
  return p.startsWith(`${r}/`);
}

export function ruleRunIsolation(ctx: ValidationContext): void {
  const { workflow, report } = ctx;
  const statePath = workflow.data.state_path;
  // A path that leaves the workspace or names an undeclared value is reported by other rules;
  // what it would mean for run isolation is unknown.
  const sound = (template: string) => {
    const expanded = ctx.expandDefaults(template);
    return !posix.isAbsolute(expanded) && !expanded.split('/').includes('..') && placeholdersIn(expanded).every((n) => ctx.declared.has(n));
  };
  // A required input without a default in the path (a child's work_dir its caller passes): each
  // invocation says where the state goes, so nothing says the runs share it.
  const locatedByCaller = placeholdersIn(ctx.expandDefaults(statePath)).some((n) => n !== 'run_id' && workflow.inputs.required.includes(n) && (workflow.inputs.defaults[n] === undefined || workflow.inputs.defaults[n] === null));
  if (workflow.format === 'native' && sound(statePath) && !templateNamesRun(statePath, workflow) && !locatedByCaller) {
    report(issue('STATE_PATH_SHARED', 'warning', `state_path '${statePath}' does not name the run ({{run_id}}), so every run of this workflow shares one state file: it holds one run at a time, and another run id is refused (WORKFLOW_STATE_OWNED_BY_OTHER_RUN) unless that run starts with --mode fresh${ctx.declared.has('artifact_root') ? ' (a fresh run keeps its state under <artifact_root>/runs/<run_id>/)' : ''}`, "Name the run in state_path (e.g. 'runs/{{run_id}}/workflow_state.yaml'), or accept one run at a time.", ['state_path'], { value: true }));
  }
  if (ctx.declared.has('artifact_root') && sound('{{artifact_root}}')) {
    // A shared artifact_root default becomes <it>/runs/<run_id> for a fresh run: then only paths
    // built on {{artifact_root}} stay inside it.
    const shared = sharedArtifactRootDefault(workflow) !== undefined;
    const root = ctx.expandDefaults('{{artifact_root}}');
    const inside = (template: string) => (shared ? templateUses(template, 'artifact_root', workflow) : true) && under(ctx.expandDefaults(template), root);
    const outside: Array<{ what: string; path: YamlPath; text: string }> = [];
    if (sound(statePath) && !inside(statePath)) outside.push({ what: 'state_path', path: ['state_path'], text: statePath });
    for (const { step, scope } of ctx.steps) {
      if (scope.kind !== 'top' || step.def.output === undefined) continue;
      if (sound(step.def.output) && !inside(step.def.output)) outside.push({ what: `the output of step '${step.id}'`, path: [...step.path, 'output'], text: step.def.output });
    }
    const first = outside[0];
    if (first) {
      const more = outside.length > 1 ? ` (and ${outside.length - 1} more)` : '';
      report(issue('FRESH_RUN_NOT_ISOLATED', 'warning', `${first.what} '${first.text}' is not under artifact_root${shared ? ` (a fresh run's is ${root}/runs/<run_id>)` : ''}${more}; a fresh run keeps its state and every output under its own run root (4.0 Fresh Run Isolation), so --mode fresh is refused with WORKFLOW_FRESH_EXECUTION_BLOCKED. A resume in the same workspace is not affected; the Action's state artifact carries only the run root, so a resume in a later job finds an output outside it gone (STALE_ARTIFACT_REJECTED, whose fix reruns its step: rerun-from)`, `Write it under {{artifact_root}} (e.g. '{{artifact_root}}/${posix.basename(first.text)}').`, first.path, { value: true }));
    }
  }
  // An optional input that is not given has no value: a path cannot be named after it.
  // run_id is always bound (the runner generates one); a default gives the input a value.
  const optional = new Set(workflow.inputs.optional.filter((n) => n !== 'run_id' && (workflow.inputs.defaults[n] === undefined || workflow.inputs.defaults[n] === null)));
  if (optional.size === 0) return;
  const check = (template: string | undefined, path: YamlPath, what: string) => {
    if (template === undefined) return;
    for (const name of placeholdersIn(ctx.expandDefaults(template))) {
      if (!optional.has(name)) continue;
      report(issue('OPTIONAL_INPUT_IN_PATH', 'error', `${what} '${template}' uses the optional input '${name}': when it is not given the path names no file, and the run stops before the stage`, `Make '${name}' required, give it a default, or keep it out of the path (use it in the prompt instead, where an absent input reads as "(not given)").`, path, { value: true }));
    }
  };
  check(statePath, ['state_path'], 'state_path');
  for (const { step } of ctx.steps) {
    check(step.def.output, [...step.path, 'output'], `the output of step '${step.id}'`);
    check(step.def.prompt, [...step.path, 'prompt'], `the prompt path of step '${step.id}'`);
    check(step.def.child_workflow, [...step.path, 'child_workflow'], `the child workflow of step '${step.id}'`);
    check(step.def.foreach?.source, [...step.path, 'foreach', 'source'], `the foreach source of step '${step.id}'`);
  }
}
