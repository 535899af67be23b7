// The inputs action.yml declares, and the INPUT_* variables of a step that name none of them. The
// runner passes every `with:` key on as INPUT_<KEY upper-cased>, declared or not, and only warns
// "Unexpected input(s)" in the log: a misspelt `stop_after_step: review` would run the whole
// workflow as if the input had never been given.
import { closest } from '../core/model/did-you-mean.js';

/** action.yml's inputs, in its order (test/unit/action-input-names.test.ts keeps them equal). */
export const ACTION_INPUTS = [
  'command', 'shard', 'legs', 'workflow', 'inputs', 'run-id', 'stop-after-step', 'execution-mode', 'ignore-previous-completion',
  'agent', 'agent-command', 'agent-args', 'fresh-agent-sessions', 'allow-workflow-change', 'on-source-change', 'rerun-from',
  'persist', 'resume-from-run-id', 'allow-missing-state', 'token', 'fail-on-partial', 'check-name', 'partial-conclusion', 'sha',
  'working-directory', 'retention-days', 'strict', 'approve', 'reject', 'approval-note',
] as const;

export interface UnexpectedInput {
  /** The name as the step gave it, as far as the variable keeps it (lower-cased: the runner upper-cases it). */
  name: string;
  /** The declared input it is a spelling of (`stop_after_step`, `runid`: `stop-after-step`, `run-id`), if any. */
  meant: string | undefined;
}

/** The step's INPUT_* variables that name no input of action.yml. */
export function unexpectedInputs(env: Readonly<Record<string, string | undefined>>): UnexpectedInput[] {
  const declared = new Set<string>(ACTION_INPUTS.map((name) => name.toUpperCase()));
  const out: UnexpectedInput[] = [];
  for (const key of Object.keys(env).sort()) {
    if (!key.startsWith('INPUT_') || key === 'INPUT_' || declared.has(key.slice('INPUT_'.length))) continue;
    const name = key.slice('INPUT_'.length).toLowerCase();
    const spelt = name.replace(/[_ ]/g, '-');
    const meant = (ACTION_INPUTS as readonly string[]).includes(spelt) ? spelt : closest(spelt, ACTION_INPUTS);
    out.push({ name, meant });
  }
  return out;
}
