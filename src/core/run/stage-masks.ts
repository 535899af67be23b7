// Values a stage asked to have masked with its own `::add-mask::VALUE` line, as a step's own
// output does on GitHub: from that line on, the run's log masker masks the value as it masks a
// secret-looking variable's (in this stage's log, in the logs of the stages started after it, in
// the messages and gate values recorded after it; the Action registers it with the runner too).
// The line itself never shows the value: the host rewrites it to `::add-mask::***` before the
// masker and the log see it (host/add-mask-lines.ts). A value is masked only — a stage cannot
// un-mask anything with it. The values live in the runner's memory for this invocation (never in
// the journal or the state): a resume in another process masks them again only if a stage prints
// the line again.
import type { StepShape } from '../model/schema.js';
import type { Workflow } from '../model/workflow.js';
import { printable } from './printable.js';
import { MIN_SECRET_LENGTH } from './secret-names.js';
import { STOP_CODES } from './stop-codes.js';

/**
 * A value longer than this (bytes) is not registered: its line is cut there and the rest of it
 * dropped, and the output is withheld from there on as past the budget (the value cannot be masked).
 */
export const MAX_ADD_MASK_VALUE = 64 * 1024;
/** Values registered per invocation at most: each adds its forms to every later stage's masker. */
export const MAX_STAGE_MASKS = 256;
/**
 * Bytes of values registered per invocation at most: each value is masked in ~25 forms (JSON,
 * percent-encoded, base64, ...: secret-forms.ts), which every stream's masker holds. 256 values of
 * 64 KiB were ~1.6 GB of forms per stream, and a few minutes of CPU rebuilding them — the run's
 * event loop (its time limits, its signals) blocked meanwhile.
 */
export const MAX_STAGE_MASK_BYTES = 256 * 1024;

/** The two forms of the command GitHub's runner reads: `::add-mask::VALUE`, and the legacy `##[add-mask]VALUE`. */
export type AddMaskForm = 'v2' | 'legacy';

/** What the runner unescapes in a command's value, in its order (ActionCommand: UnescapeData for v2, Unescape for the legacy form). */
const UNESCAPES: Record<AddMaskForm, ReadonlyArray<readonly [string, string]>> = {
  v2: [['%0D', '\r'], ['%0A', '\n'], ['%25', '%']],
  legacy: [['%3B', ';'], ['%0D', '\r'], ['%0A', '\n'], ['%5D', ']'], ['%25', '%']],
};

/**
 * The values an add-mask line's rest (after the command) registers, as GitHub's runner registers
 * them: the value unescaped (`%0A` a line break, …), and each of its lines, trimmed — none for a
 * blank value. Each also as printable() shows it when that differs (escape sequences and control
 * characters dropped): the terminal, the job log and the summary show the stage's text so, and a
 * value registered only as written would be masked in the raw log but read in clear there.
 */
export function addMaskValues(rest: string, form: AddMaskForm = 'v2'): string[] {
  let data = rest;
  for (const [escaped, token] of UNESCAPES[form]) data = data.replaceAll(escaped, token);
  if (data.trim() === '') return [];
  // Its lines before the whole value: a value of many lines (a certificate bundle) that the budget
  // cannot hold whole still has each line masked, which masks the whole wherever it is printed.
  const raw = [...data.split(/[\r\n]+/).map((line) => line.trim()), data.trim()];
  return [...new Set(raw.flatMap((v) => [v, printable(v).trim()]).filter((v) => v !== ''))];
}

/**
 * The values an add-mask line registered; `withhold`: one of them could not be (the budget is
 * spent), so the stage's output from that line on must not be logged or shown at all.
 */
export type MaskValues = string[] & { withhold?: boolean };

/**
 * What the run answers a stage's add-mask line (ProcessRequest.onAddMask): the values to mask from
 * now on, and whether the rest of the stage's output must be withheld (a value could not be
 * registered). A field of its own, not a property of the list: a wrapper that copies the list (the
 * Action's job-log masking) cannot drop it.
 */
export interface AddMaskAnswer {
  values: readonly string[];
  withhold?: boolean;
}

/** The run-wide registry: made by the top-level run, shared by the runs it starts in process. */
export class StageMasks {
  private readonly registered = new Set<string>();
  private readonly told = new Set<string>();
  /** UTF-8 bytes of the values registered. */
  private bytes = 0;
  /**
   * The step whose add-mask value could not be registered (past the budget), once one could not:
   * that value is masked nowhere, and a later stage may print it (a token one stage fetched and a
   * later one uses), so every later stage's output is withheld too (fail closed).
   */
  private unmasked: string | undefined;

  /**
   * Register what a stage's add-mask line (of step `label`) gave: the values to mask from now on
   * (addMaskValues), and why any is not masked (`refused`: said once per reason).
   * `ownWords`: stagegate's own words in this run (the workflow's name, the run id, its steps' ids and statuses: workflowWords);
   * `commands`: the commands stagegate prints for it (runCommands).
   */
  offer(rest: string, label: string, ownWords: readonly string[], cut = false, form: AddMaskForm = 'v2', commands: readonly string[] = []): { values: MaskValues; refused: string[] } {
    const values: MaskValues = [];
    const refused: string[] = [];
    const candidates = cut ? [printable(rest).trim()].filter((v) => v !== '') : addMaskValues(rest, form);
    // Built once per line, not per value: a value of thousands of lines is checked against it each.
    const words = [...STAGEGATE_WORDS, ...ownWords, ...label.split('/')];
    for (const value of candidates) {
      if (this.registered.has(value)) {
        values.push(value);
        continue;
      }
      const why = cut
        ? `a value longer than ${MAX_ADD_MASK_VALUE} bytes not registered (its line is cut)`
        : tooShort(value) ??
          // The budget before the words: once it is spent, the rest of a many-line value is refused
          // without a search of every word for each of its lines.
          (this.registered.size >= MAX_STAGE_MASKS
            ? `a value not registered: ${MAX_STAGE_MASKS} values are registered already`
            : this.bytes + Buffer.byteLength(value, 'utf8') > MAX_STAGE_MASK_BYTES
              ? `a value not registered: the values registered in this invocation would hold more than ${MAX_STAGE_MASK_BYTES / 1024} KiB`
              : undefined) ??
          ownWord(value, words) ??
          ownCommand(value, commands);
      if (why !== undefined) {
        // Past the budget the value cannot be masked: the stage's output is withheld from here on
        // (fail closed) — an earlier stage printing untrusted text full of add-mask lines must not
        // leave a later stage's secret in clear. Nor can a value longer than MAX_ADD_MASK_VALUE
        // (only its first bytes were read): withheld alike.
        if (cut || (this.overBudget(value) && !this.linesRegistered(value))) {
          values.withhold = true;
          this.unmasked ??= label;
        }
        const said = `${label}: ::add-mask:: of ${why}${values.withhold === true ? "; the rest of this stage's output is withheld (not logged nor shown), since the value could not be masked in it" : ''}`;
        if (!this.told.has(said)) refused.push(said);
        this.told.add(said);
        continue;
      }
      this.registered.add(value);
      this.bytes += Buffer.byteLength(value, 'utf8');
      values.push(value);
    }
    return { values, refused };
  }

  /** A value the budget refuses (not one refused as too short or as stagegate's own words). */
  private overBudget(value: string): boolean {
    return tooShort(value) === undefined && (this.registered.size >= MAX_STAGE_MASKS || this.bytes + Buffer.byteLength(value, 'utf8') > MAX_STAGE_MASK_BYTES);
  }

  /** A value of several lines each registered (their masks mask the whole wherever it is printed). */
  private linesRegistered(value: string): boolean {
    const lines = value.split(/[\r\n]+/).map((line) => line.trim()).filter((line) => line !== '');
    return lines.length > 1 && lines.every((line) => this.registered.has(line));
  }

  /** The step whose add-mask value could not be registered, if one could not (every later stage's output is withheld). */
  get withheldSince(): string | undefined {
    return this.unmasked;
  }

  /** The values registered so far. */
  get values(): string[] {
    return [...this.registered];
  }
}

/**
 * The workflow's own words a mask must not hide: every step id (foreach per_item steps and parallel
 * branches included) and every status a step declares. A value inside one would hide it in every
 * later log line, message and recorded gate that names the step (and drop the Action's job outputs
 * that do: `active-step`, `completed-steps`, `step`), or the status a later stage reports.
 */
export function workflowWords(workflow: Workflow): string[] {
  const words = new Set<string>();
  const visit = (id: string, def: StepShape): void => {
    words.add(id);
    for (const status of Object.keys(def.statuses ?? {})) words.add(status);
    for (const [inner, body] of Object.entries({ ...(def.per_item ?? {}), ...(def.parallel?.branches ?? {}) })) visit(inner, body);
  };
  for (const step of workflow.steps.values()) visit(step.id, step.def);
  return [...words];
}

/** The verbs of the commands stagegate prints for a run (`next:`, fixes, hints): `<name> <verb> <file> --run-id ID`. */
const COMMAND_VERBS = ['run', 'status', 'merge', 'shards', 'approve', 'reject', 'skip', 'plan', 'logs', 'history', 'graph'];

/**
 * The commands stagegate prints about a run (`name`: how it is invoked; `target`: the workflow file
 * and run id, command-line.ts runTarget; `resume`: the resume with its agent flags): a value inside
 * one would blank it where the run says what to do next (`next:`, fixes; the Action's job log and
 * report, "Locally, with the CLI: …", where GitHub's runner masks every registered value). A value that merely
 * holds one (`stagegate run wf.yaml --token x`) is registered: stagegate never prints it whole.
 */
export function runCommands(name: string, target: string, resume: string): string[] {
  return [resume, ...COMMAND_VERBS.map((verb) => `${name} ${verb} ${target}`)];
}

/** The words a mask must not hide: every stop code and status, `true`/`false`, stagegate's name (its lines, the Action's artifact names). */
const STAGEGATE_WORDS = [...Object.keys(STOP_CODES), 'true', 'false', 'stagegate'];

/**
 * Why a value is not masked for its length, or undefined. A value shorter than MIN_SECRET_LENGTH
 * would be masked everywhere (`::add-mask::a`: every `a` of the log; the Action's runner would drop
 * every job output holding a `1` of `::add-mask::1`).
 */
function tooShort(value: string): string | undefined {
  if (value.length < MIN_SECRET_LENGTH) return `a value of ${value.length} character${value.length === 1 ? '' : 's'} not registered: a value shorter than ${MIN_SECRET_LENGTH} characters would be masked everywhere in the logs (and the job's outputs)`;
  return undefined;
}

/**
 * Why a value inside stagegate's own words (`words`: STAGEGATE_WORDS and the run's) is not masked,
 * or undefined: it would hide them (the run's verdict: `::add-mask::COMPLETE`, the run id, a step's name).
 */
function ownWord(value: string, words: readonly string[]): string | undefined {
  const word = words.find((w) => w.includes(value));
  if (word !== undefined) return `a value that is part of stagegate's own word ${word} not registered: it would be masked in every line and job output that word is in (the run's status, its id)`;
  return undefined;
}

/** Why a value inside a command stagegate prints for the run (runCommands) is not masked, or undefined. */
function ownCommand(value: string, commands: readonly string[]): string | undefined {
  const command = commands.find((c) => c.includes(value));
  if (command !== undefined) return `a value that is part of the command \`${command}\` stagegate prints for this run not registered: it would blank that command where the run says what to do next (the Action's job log masks every value registered)`;
  return undefined;
}
