// The inputs action.yml declares, and the INPUT_* variables of a step that name none of them. The
// runner passes every `with:` key on as INPUT_<KEY upper-cased>, declared or not, and only warns
// "Unexpected input(s)" in the log: a misspelt `stop_after_step: review` would run the whole
// workflow as if the input had never been given.
import { editDistance } from '../core/model/did-you-mean.js';

/** action.yml's inputs, in its order (test/unit/action-input-names.test.ts keeps them equal). */
export const ACTION_INPUTS = [
  'command', 'shard', 'legs', 'workflow', 'inputs', 'run-id', 'stop-after-step', 'execution-mode', 'ignore-previous-completion',
  'agent', 'agent-command', 'agent-args', 'fresh-agent-sessions', 'allow-workflow-change', 'on-source-change', 'rerun-from',
  'persist', 'resume-from-run-id', 'allow-missing-state', 'token', 'fail-on-partial', 'check-name', 'partial-conclusion', 'sha',
  'working-directory', 'retention-days', 'strict', 'approve', 'reject', 'approval-note', 'answer',
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
    out.push({ name, meant: misspeltInput(name) });
  }
  return out;
}

/** A name without its separators: `stop_after_step`, `runid` and `run-id` alike. */
const bare = (name: string): string => name.replace(/[-_ ]/g, '');

/**
 * The declared input `name` is a misspelling of: the same letters with other separators
 * (`stop_after_step`, `runid`), else one edit away (`chek-name`, `tokens`; more for a long name:
 * `resume-from-run`) from an input of 4 letters or more. Tighter than a did-you-mean, as a match
 * fails the step: another action's input names (`args`, `script`, `event`, `tags`, `ssh`), which an
 * INPUT_* variable of the job's env may carry too, are two edits from `legs`, `strict`, `agent`,
 * `sha`, and only warned about.
 */
export function misspeltInput(name: string): string | undefined {
  const given = bare(name.toLowerCase());
  const same = ACTION_INPUTS.find((input) => bare(input) === given);
  if (same !== undefined) return same;
  let meant: string | undefined;
  let within = Math.max(1, Math.floor(given.length / 5));
  for (const input of ACTION_INPUTS) {
    if (input.length < 4) continue;
    const d = editDistance(given, bare(input));
    if (d <= within && (meant === undefined || d < within)) {
      meant = input;
      within = d;
    }
  }
  return meant;
}
