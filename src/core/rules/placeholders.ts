// Placeholders everywhere in the workflow file are declared: state_path, defaults, stage
// inputs, output, run, inline_instruction, action, instruction, foreach source, prompt and
// child workflow paths, phase derived_inputs. (Prompt files: see prompts.ts.)
import { didYouMean } from '../did-you-mean.js';
import { PLACEHOLDER } from '../placeholders.js';
import { issue, type ValidationContext, type YamlPath } from './context.js';

export function undeclaredMessage(where: string, name: string, names: Iterable<string>): string {
  return `${where} uses {{${name}}}, which is not a declared input, default, runner-owned value or foreach binding.${didYouMean(name, names)}`;
}

export const UNDECLARED_HINT = (name: string) => `Declare ${name} under inputs (required, optional or defaults), bind it in the step's inputs, or fix the name.`;

export function rulePlaceholders(ctx: ValidationContext): void {
  const { workflow, report, declared } = ctx;
  const check = (text: string | undefined, path: YamlPath, names: ReadonlySet<string>, what: string) => {
    if (text === undefined || !text.includes('{{')) return;
    const seen = new Set<string>();
    for (const m of text.matchAll(PLACEHOLDER)) {
      const name = m[1]!;
      if (names.has(name) || seen.has(name)) continue;
      seen.add(name);
      const at = ctx.placeholderPosition(path, name);
      report(issue('UNDECLARED_PLACEHOLDER', 'error', undeclaredMessage(what, name, names), UNDECLARED_HINT(name), path, at ? { at } : { value: true }));
    }
  };
  check(workflow.data.state_path, ['state_path'], declared, 'state_path');
  for (const [name, value] of Object.entries(workflow.inputs.defaults)) {
    if (typeof value === 'string') check(value, ['inputs', 'defaults', name], declared, `default ${name}`);
  }
  for (const scoped of ctx.steps) {
    const { step } = scoped;
    const d = step.def;
    const p = step.path;
    const names = ctx.namesFor(scoped);
    const of = `of step '${step.id}'`;
    for (const [name, value] of Object.entries(d.inputs ?? {})) {
      if (typeof value === 'string') check(value, [...p, 'inputs', name], names, `input ${name} ${of}`);
    }
    check(d.output, [...p, 'output'], names, `output ${of}`);
    check(d.run, [...p, 'run'], names, `run: ${of}`);
    check(d.inline_instruction, [...p, 'inline_instruction'], names, `inline_instruction ${of}`);
    check(d.action, [...p, 'action'], names, `action ${of}`);
    check(d.instruction, [...p, 'instruction'], names, `instruction ${of}`);
    check(d.prompt, [...p, 'prompt'], names, `prompt path ${of}`);
    check(d.child_workflow, [...p, 'child_workflow'], names, `child_workflow path ${of}`);
    check(d.foreach?.source, [...p, 'foreach', 'source'], names, `foreach source ${of}`);
    d.skills?.forEach((s, i) => check(s, [...p, 'skills', i], names, `skill name ${of}`));
  }
  for (const [id, phase] of Object.entries(workflow.data.phases ?? {})) {
    check(phase.workflow, ['phases', id, 'workflow'], declared, `workflow of phase '${id}'`);
    for (const [name, value] of Object.entries(phase.derived_inputs ?? {})) {
      if (typeof value === 'string') check(value, ['phases', id, 'derived_inputs', name], declared, `derived input ${name} of phase '${id}'`);
    }
  }
}
