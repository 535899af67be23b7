// `{name}` in the text of an aiox step's prompt (its `action`, `notes`, `description`) that nothing
// fills. aiox's engine puts that text into the subagent prompt as written ({{ACTION}},
// {{STEP_NOTES}}: subagent-step-prompt.md), beside the workflow's inputs it collected and the
// earlier steps' outputs; stagegate's prompt carries the text as written too. So `{topic}` reads
// as a value only when the workflow has an input of that name, or it is one of the forms aiox's
// runners fill (step-inputs.ts): `{inputs.name}`, `{outputs.<step>.<key>}`, `{config.<path>}`,
// the loop counter `{currentIteration}`, a name a step reports under `outputs`, a key of the
// step's own `inputs:` map (its value is listed under Inputs in that step's prompt). Anything else
// reaches the agent as the literal `{topic}`: AIOX_PLACEHOLDER_UNKNOWN, a warning (aiox's own
// validator does not look at the text).
// Only plain names are read as placeholders (`{topic}`, `{source-slug}`, `{inputs.topic}`): not
// `{{x}}`, `${x}`, expressions (`{a|b}`, `{history[-1].n}`), or prose and code in braces.
import { closest } from '../../model/did-you-mean.js';
import { inputName } from './conditions.js';
import { isRecord, outputNames, type AioxItem } from './model.js';
import type { Report } from './validator.js';

/** The step fields whose text goes into the step's prompt as written. */
const TEXT_FIELDS = ['action', 'notes', 'description'] as const;

// A single-braced plain name, not inside {{ }} and not ${...}.
const PLACEHOLDER = /(?<![{$])\{\s*((?:inputs\.)?[A-Za-z_][A-Za-z0-9_-]*|(?:outputs|config)\.[^{}\s]+)\s*\}(?!\})/g;
const LOOP_COUNTER = /^(?:currentIteration|current_iteration|iteration)$/;

/**
 * Report each `{name}` in the prompt text of `items`' action steps that is neither one of the
 * workflow's `inputs` (its native names, after the importer added the ones steps' inputs maps and
 * conditions name) nor a form aiox fills.
 */
export function checkTextPlaceholders(items: readonly AioxItem[], inputs: ReadonlySet<string>, report: Report): void {
  const reported = new Set(items.flatMap((it) => (it.kind === 'action' ? outputNames(it.raw['outputs']) : [])));
  const known = (name: string): boolean => {
    if (name.startsWith('outputs.') || name.startsWith('config.')) return true;
    const bare = name.startsWith('inputs.') ? name.slice('inputs.'.length) : name;
    if (inputs.has(bare) || inputs.has(inputName(bare))) return true;
    return !name.startsWith('inputs.') && (LOOP_COUNTER.test(bare) || reported.has(bare));
  };
  for (const item of items) {
    if (item.kind !== 'action') continue;
    // The step's own inputs map: each key is a stage input of the step, its value in the prompt (step-inputs.ts).
    const own = isRecord(item.raw['inputs']) ? new Set(Object.keys(item.raw['inputs']).flatMap((k) => [k, inputName(k)])) : new Set<string>();
    for (const field of TEXT_FIELDS) {
      const text = item.raw[field];
      if (typeof text !== 'string') continue;
      const seen = new Set<string>();
      for (const m of text.matchAll(PLACEHOLDER)) {
        const name = m[1]!;
        if (known(name) || own.has(name) || own.has(inputName(name)) || seen.has(name)) continue;
        seen.add(name);
        const bare = name.startsWith('inputs.') ? name.slice('inputs.'.length) : name;
        const near = inputs.size > 0 ? closest(inputName(bare), inputs) : undefined;
        report(
          'AIOX_PLACEHOLDER_UNKNOWN',
          'warning',
          `step '${item.id ?? `#${item.index + 1}`}' ${field} uses {${name}}, which is no input of this workflow nor a value aiox fills in: the agent reads '{${name}}' as written${near !== undefined ? `. Did you mean input '${near}'?` : ''}`,
          `Declare ${inputName(bare)} under the workflow's inputs (stagegate run … ${inputName(bare)}=<value>), name an existing input, or write the text without braces.`,
          [...item.path, field],
        );
      }
    }
  }
}
