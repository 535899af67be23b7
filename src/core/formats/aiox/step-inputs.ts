// An aiox step's own `inputs:` map (qa-loop, spec-pipeline, auto-worktree):
//   inputs: {storyId: "{storyId}", source: "{source|user}", prdPath: "{prdPath|null}",
//            gateFile: "{outputs.review.gate-file}", iteration: "{currentIteration}", n: 2}
// becomes the native step's stage inputs (listed under Inputs in its prompt, STAGEGATE_INPUT_<NAME>
// for a run-map command), and the names its placeholders use become workflow inputs:
//   {name}           required: the source's runners refuse to start without the story
//                    (qa-loop-orchestrator.js main(): "Error: Story ID required", exit 1;
//                    epic-3-executor.js execute(): "storyId is required" for spec-pipeline);
//   {name|default}   optional with that default (epic-3-executor.js passes `source` unchecked);
//   {name|null}      optional with no value (its JSDoc: "[context.prdPath] - Path to PRD if source
//                    is 'prd'"): an absent optional input, "(not given)" in the prompt;
//   {inputs.name}    the workflow input `name` (a squad template's {{inputs.param1}});
//   {outputs.<step>.<key>} / {<output name>}  what an earlier step reported: its step_output key
//                    as a gate reference {{steps.<id>.gate_or_empty.<key>}} — only for an earlier
//                    step that always runs before this one (no condition, not optional, not in a
//                    parallel group); otherwise text that says stagegate cannot bind it;
//   {config.<path>}  the file's config value;
//   {currentIteration} the loop counter: qa-loop-orchestrator.js keeps it in its status file,
//                    starting at 0 (:329) and counting up once at the start of each pass
//                    (runIteration() :482 -> incrementIteration() :348), before the review it
//                    hands it to (executeReview() :555-557, the agent call it sketches:
//                    `iteration: this.status.currentIteration`);
//                    pass N visits each step of the loop once, so the value is the step's own
//                    visit count {{steps.<id>.visits}}, resolved when the visit starts (as a
//                    condition_check reads visits.<check step>, decisions.ts);
//   any other expression ({history[-1].issuesFound|0}: the orchestrator's per-pass history
//                    entries, addHistoryEntry() :358, pushed at the start of each pass): text
//                    saying stagegate does not keep it — the nearest thing it keeps, the step's
//                    own gate from its previous visit, does not exist on the first visit, and a
//                    reference unresolved there would stop the run.
// Both {name} and {{name}} spellings are read.
import { configValue, inputName } from './conditions.js';
import { isRecord, type Raw } from './model.js';
import { neutral } from './prompt.js';
import { beforePlaceholder } from '../../model/placeholders.js';

type Scalar = string | number | boolean;

/** What the placeholders of every step's inputs map ask of the workflow's inputs. */
export class StepInputNames {
  readonly required = new Set<string>();
  readonly optional = new Set<string>();
  readonly defaults = new Map<string, string>();

  add(name: string, fallback: string | undefined): void {
    if (fallback === undefined) this.required.add(name);
    else if (fallback === 'null' || fallback === '') this.optional.add(name);
    else if (!this.defaults.has(name)) this.defaults.set(name, fallback);
  }

  /** A default anywhere wins; else a use without one makes the input required; else optional. */
  kind(name: string): { required: true } | { optional: true } | { default: string } {
    const d = this.defaults.get(name);
    if (d !== undefined) return { default: d };
    return this.required.has(name) ? { required: true } : { optional: true };
  }

  names(): string[] {
    return [...new Set([...this.required, ...this.optional, ...this.defaults.keys()])];
  }
}

export interface StepInputScope {
  config: Raw;
  /** Declared workflow inputs (a name the file's own `inputs` declares stays as declared). */
  declared: ReadonlySet<string>;
  /** The native id of an earlier step that always runs before this one, by its aiox id, or why not. */
  stepBefore(orig: string): { nid: string } | { why: string };
  /** The earlier step that lists `name` under outputs (a file-like output by its stem), if any. */
  reporterBefore(name: string): string | undefined;
  /** The native id of the step whose inputs these are. */
  self: string;
  /** Ask step `nid` to report `key` in its step_output. */
  need(nid: string, key: string, hint: string): void;
}

const TOKEN = /\{\{\s*([^{}]+?)\s*\}\}|\{\s*([^{}]+?)\s*\}/g;
const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
// The loop's iteration counter (qa-loop's status_schema currentIteration), as conditions.ts reads it:
// the step's own visit count (see the file comment).
const LOOP_COUNTER = /^(?:currentIteration|current_iteration|iteration)$/;

/** The native stage inputs of one aiox step's `inputs:` map (undefined when it has none). */
export function stepInputs(raw: Raw, stepLabel: string, scope: StepInputScope, names: StepInputNames): Record<string, Scalar> | undefined {
  const map = raw['inputs'];
  if (!isRecord(map)) return undefined;
  const out: Record<string, Scalar> = {};
  for (const [key, value] of Object.entries(map)) {
    const name = inputName(key);
    if (typeof value === 'number' || typeof value === 'boolean') out[name] = value;
    else if (typeof value === 'string') out[name] = translateValue(value, key, stepLabel, scope, names);
    else if (value === null) out[name] = '';
    else out[name] = translateValue(JSON.stringify(value), key, stepLabel, scope, names);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * The workflow inputs a step's inputs map names ({storyId}, {source|user}, {inputs.x}), and
 * which of its keys are bound to exactly one of them (overrideComplexity: "{complexity|null}"):
 * a condition on that step reads such a key as the input it carries.
 */
export function inputBindings(raw: Raw): { names: string[]; keys: Map<string, string> } {
  const names: string[] = [];
  const keys = new Map<string, string>();
  const map = raw['inputs'];
  if (!isRecord(map)) return { names, keys };
  for (const [key, value] of Object.entries(map)) {
    if (typeof value !== 'string') continue;
    const found = [...value.matchAll(TOKEN)].map((m) => {
      const expr = (m[1] ?? m[2])!;
      const bar = expr.indexOf('|');
      const name = (bar < 0 ? expr : expr.slice(0, bar)).trim();
      const input = /^inputs\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(name)?.[1] ?? (IDENT.test(name) && !LOOP_COUNTER.test(name) ? name : undefined);
      return { input, whole: m[0] === value.trim() };
    });
    for (const f of found) if (f.input !== undefined) names.push(f.input);
    const only = found.length === 1 ? found[0]! : undefined;
    if (only?.input !== undefined && only.whole) keys.set(key, only.input);
  }
  return { names, keys };
}

function translateValue(text: string, key: string, stepLabel: string, scope: StepInputScope, names: StepInputNames): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const translated = token((m[1] ?? m[2])!, key, stepLabel, scope, names);
    const before = neutral(text.slice(last, m.index));
    // A backslash right before a {var} (`C:\\work\\{dir}`) stays before its value.
    out += (translated.startsWith('{{') ? beforePlaceholder(before) : before) + translated;
    last = m.index + m[0].length;
  }
  return out + neutral(text.slice(last));
}

function token(expr: string, key: string, stepLabel: string, scope: StepInputScope, names: StepInputNames): string {
  const bar = expr.indexOf('|');
  const name = (bar < 0 ? expr : expr.slice(0, bar)).trim();
  const fallback = bar < 0 ? undefined : expr.slice(bar + 1).trim();
  const reference = (nid: string, outKey: string) => {
    scope.need(nid, outKey, `read by step ${stepLabel}'s input ${key}`);
    return `{{steps.${nid}.gate_or_empty.${outKey}}}`;
  };
  const out = /^outputs\.([^.\s]+)\.([^\s]+)$/.exec(name);
  if (out) {
    const [, step, outKey] = out as unknown as [string, string, string];
    const before = scope.stepBefore(step);
    if ('nid' in before && KEY.test(outKey)) return reference(before.nid, outKey);
    const why = 'why' in before ? before.why : `'${outKey}' cannot be a step_output key`;
    return `(the ${neutral(outKey)} output of aiox step ${neutral(step)}: stagegate cannot bind it here, ${neutral(why)}; read it from that step's step_output if it ran)`;
  }
  const config = /^config\.(.+)$/.exec(name);
  if (config) {
    const v = configValue(scope.config, config[1]!.split('.'));
    if (v.found && ['string', 'number', 'boolean'].includes(typeof v.value)) return neutral(String(v.value));
    return `(config.${neutral(config[1]!)}: not in the file's config)`;
  }
  const input = /^inputs\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(name)?.[1] ?? (IDENT.test(name) ? name : undefined);
  if (input !== undefined && !name.startsWith('inputs.')) {
    if (LOOP_COUNTER.test(input) && !scope.declared.has(input)) return `{{steps.${scope.self}.visits}}`;
    const reporter = scope.declared.has(input) ? undefined : scope.reporterBefore(input);
    if (reporter !== undefined) return reference(reporter, input);
  }
  if (input !== undefined) {
    if (!scope.declared.has(input)) names.add(input, fallback);
    return `{{${input}}}`;
  }
  return `(aiox runner value ${neutral(name)}${fallback !== undefined ? `, default ${neutral(fallback)}` : ''}: stagegate does not keep it)`;
}
