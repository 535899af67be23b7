// The core's messages and fixes are written for the CLI ("Pass --run-id <id>", "--mode fresh",
// "run `stagegate validate flow.yaml`"). In the action the same advice names the action's inputs
// instead: a CLI command line quoted in the text becomes the inputs that do the same in a workflow
// step (`command: validate, workflow: flow.yaml`), a flag in prose the input it maps to. One table
// (FLAGS) says which input each CLI flag is; the CLI's own texts are never changed.

/**
 * A CLI flag in the action: the input it is, and whether it takes a value (else the input is 'true').
 * `prose`: the values a flag written in prose with its value (`--mode fresh`) is read with, said as
 * the input with that value (`execution-mode: fresh`).
 */
type FlagInput = { input: string; takes: 'value' | 'boolean'; prose?: RegExp } | { input: null; takes: 'value' | 'none' };

const FLAGS: Record<string, FlagInput> = {
  'run-id': { input: 'run-id', takes: 'value', prose: /<id>|[^\s;,)`]+/ },
  'stop-after-step': { input: 'stop-after-step', takes: 'value' },
  mode: { input: 'execution-mode', takes: 'value', prose: /fresh|resume/ },
  'on-source-change': { input: 'on-source-change', takes: 'value', prose: /refuse|rerun|keep/ },
  'rerun-from': { input: 'rerun-from', takes: 'value', prose: /STEP|<[^>]*>/ },
  'ignore-previous-completion': { input: 'ignore-previous-completion', takes: 'boolean' },
  'allow-workflow-change': { input: 'allow-workflow-change', takes: 'boolean' },
  shard: { input: 'shard', takes: 'value', prose: /KEY|<[^>]*>|[^\s;,)`]+/ },
  legs: { input: 'legs', takes: 'value', prose: /\d+|N/ },
  strict: { input: 'strict', takes: 'boolean' },
  agent: { input: 'agent', takes: 'value', prose: /[^\s;,)`]+/ },
  'agent-command': { input: 'agent-command', takes: 'value', prose: /<[^>]*>|[^\s;,)`]+/ },
  'agent-arg': { input: 'agent-args', takes: 'value' },
  note: { input: 'approval-note', takes: 'value' },
  // A stage's question (WORKFLOW_ANSWER_REQUIRED): `run … --answer '<your answer>'` is the answer input.
  answer: { input: 'answer', takes: 'value', prose: /'<your answer>'|<[^>]*>/ },
  // No input: the action records the GitHub actor, downloads the shard artifacts itself, and
  // reports to the job summary.
  by: { input: null, takes: 'value' },
  from: { input: null, takes: 'value' },
  format: { input: null, takes: 'value' },
  json: { input: null, takes: 'none' },
  quiet: { input: null, takes: 'none' },
};

/** CLI commands and the inputs that do the same in the action. */
const COMMANDS: Record<string, { lead: string[]; tail: string[] }> = {
  run: { lead: ['command: run'], tail: [] },
  merge: { lead: ['command: merge'], tail: [] },
  shards: { lead: ['command: shards'], tail: [] },
  status: { lead: ['command: status'], tail: [] },
  plan: { lead: ['command: plan'], tail: [] },
  validate: { lead: ['command: validate'], tail: [] },
  approve: { lead: ['command: run'], tail: ['approve: true'] },
  reject: { lead: ['command: run'], tail: ['reject: true'] },
};

/** CLI commands the action has no counterpart of: named as the CLI's. */
const CLI_ONLY = new Set(['history', 'skip', 'init', 'convert', 'logs', 'list', 'graph', 'clean']);

// `stagegate gate` is left as it is: a stage script calls it, in the action as with the CLI.
// `-C DIR` (a command line run from the repository root: context.ts repoText) is the working-directory input.
const COMMAND_START = /\bstagegate (?:-C ('[^']*'|[^\s`']+) )?(run|merge|shards|status|plan|validate|approve|reject|history|skip|init|convert|logs|list|graph|clean)\b/g;

/** One word of a command line: a NAME='quoted value' input, a <placeholder>, a 'quoted word', ..., or a plain word up to punctuation. */
const WORD = /^ ([A-Za-z_][\w.-]*='[^']*'|<[^>]*>|'[^']*'|\.\.\.|[^\s;,)`]+)/;

/** A command line found in the text: where it ends, and what it says in the action's inputs. */
function readCommand(text: string, at: number, name: string, directory: string | undefined): { end: number; inputs: string[] } {
  let pos = at;
  let workflow: string | undefined;
  const flags: string[] = [];
  const tokens: string[] = [];
  const word = (): { text: string; end: number } | undefined => {
    const m = WORD.exec(text.slice(pos));
    if (!m) return undefined;
    let value = m[1]!;
    // A sentence's full stop after the last word is not part of it.
    if (value.length > 1 && value.endsWith('.') && !value.endsWith('...')) value = value.slice(0, -1);
    return { text: value, end: pos + 1 + value.length };
  };
  for (;;) {
    const w = word();
    if (!w) break;
    const flag = /^--([a-z][a-z-]*)$/.exec(w.text);
    if (flag) {
      const rule = FLAGS[flag[1]!];
      if (!rule) break;
      pos = w.end;
      if (rule.takes === 'boolean') flags.push(`${rule.input}: 'true'`);
      if (rule.takes === 'value') {
        const v = word();
        if (!v) break;
        pos = v.end;
        if (rule.input) flags.push(`${rule.input}: ${v.text}`);
      }
      continue;
    }
    const token = /^([A-Za-z_][\w.-]*=)(.*)$/s.exec(w.text);
    if (token) {
      // A line of the inputs input is no shell word: the value as it is, without the shell's quotes.
      tokens.push(`${token[1]}${unquoted(token[2]!)}`);
      pos = w.end;
      continue;
    }
    const placeholder = /^<[^>]*>$|^\.\.\.$/.test(w.text);
    if (workflow === undefined && (placeholder || /^'.*'$/.test(w.text) || /[./]/.test(w.text))) {
      // `<workflow>` and `...` are the workflow input the step has already.
      workflow = placeholder ? '' : w.text;
      pos = w.end;
      continue;
    }
    break;
  }
  const command = COMMANDS[name]!;
  const inputs = [...command.lead, ...(directory ? [`working-directory: ${unquoted(directory)}`] : []), ...(workflow ? [`workflow: ${workflow}`] : []), ...flags, ...(tokens.length > 0 ? [`inputs: ${inputsValue(tokens)}`] : []), ...command.tail];
  return { end: pos, inputs };
}

/**
 * The inputs input holding `tokens`: one name=value per line, so several are one YAML string with
 * its line breaks (`"a=1\nb=2"`): joined by spaces they would be one input whose value runs on.
 */
function inputsValue(tokens: readonly string[]): string {
  return tokens.length === 1 ? tokens[0]! : JSON.stringify(tokens.join('\n'));
}

/** A shell word as its value: `'a b'` is `a b` (shell-word.ts's single quotes; its `$'…'`, for a value with a control character, is left as it is: the Action's hints carry no input values). */
function unquoted(word: string): string {
  return /^'.*'$/s.test(word) ? word.slice(1, -1).replace(/'\\''/g, "'") : word;
}

/** The text with each CLI command line in it said in the action's inputs, and the prose between translated. */
function translateCommands(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(COMMAND_START)) {
    if (m.index < last) continue;
    const name = m[2]!;
    const quoted = text[m.index - 1] === '`';
    if (CLI_ONLY.has(name)) {
      // Said as the CLI's: run it locally (the action has no such command). Once: the text may be said twice.
      const from = quoted ? m.index - 1 : m.index;
      out += translate(text.slice(last, from)) + (text.slice(0, from).endsWith("the CLI's ") ? '' : "the CLI's ");
      last = from;
      const close = quoted ? text.indexOf('`', m.index) : -1;
      const end = close >= 0 ? close + 1 : m.index + m[0].length;
      out += text.slice(last, end);
      last = end;
      continue;
    }
    const { end, inputs } = readCommand(text, m.index + m[0].length, name, m[1]);
    const close = quoted ? text.indexOf('`', m.index) : -1;
    if (quoted && end !== close) {
      // A quoted command line not read to its closing backtick (a word this reader does not know,
      // a quoted name with a quote in it): left as the CLI's words rather than half translated.
      const to = close >= 0 ? close : text.length;
      out += translate(text.slice(last, m.index)) + text.slice(m.index, to);
      last = to;
      continue;
    }
    const shown = inputs.join(', ');
    out += translate(text.slice(last, m.index)) + (quoted ? shown : `\`${shown}\``);
    last = end;
  }
  return out + translate(text.slice(last));
}

/** Prose that names a CLI command without being a command line. */
const BEFORE_COMMANDS: Array<[RegExp, string | ((match: string, ...groups: Array<string | undefined>) => string)]> = [
  [/\bstagegate approve (?:or|\/) reject\b/g, 'the approve or reject input'],
  // A run paused in a child workflow run (child/run.ts, parallel/run.ts): in the action the
  // child's decision is taken through this run — the child's state travels in this run's artifact,
  // and a later job has none of the child's own to restore.
  [/; decide its approval \(stagegate approve .*?\), then resume this run to continue the child/g, "; decide its approval through this run (this action with this run's run-id and approve: true, or reject: true), which then continues the child"],
  [/ \(decide there: stagegate approve .*?\)(?=;)/g, " (decided through this run: approve or reject with this run's run-id)"],
  // The workspace is the checkout (and working-directory, which cannot leave it): no -C (loader.ts, workspace.ts).
  [/Run from the workflow's own workspace, or name it with -C: `-C [^`]*`(?: \(paths are then relative to .*?\))?\./g, "Name a workflow file inside the workspace, relative to it: a file outside the checkout cannot be run here (check its repository out inside the workspace first, e.g. actions/checkout with path:, and name it there)."],
  [/The workspace is the current directory, or the directory -C DIR names \(the Action: working-directory\)\./g, 'The workspace is the checkout (GITHUB_WORKSPACE), or the working-directory input inside it.'],
  // IMPORTED_FOLDER_MISSING's fix (rules/imported-files.ts): the project root is the working-directory input.
  [/Validate from the project root \(-C DIR\)/g, 'Validate from the project root (the working-directory input)'],
  [/ \(with -C DIR, paths are relative to DIR, not to the current directory\)/g, ' (paths are relative to the workspace: the checkout, or the working-directory input inside it)'],
  // APPROVER_NOT_ALLOWED's decide command: in the action who runs the job decides (no --by).
  // Every approver named (the core's command names the first): any one of them runs the job.
  [/Decide as (?:one of them \((.*?)\)|(.*?)): `stagegate (?:approve|reject) [^`]*? --by[ =][^`]+`\./g, (_, several, one) => (several !== undefined ? `Decide as one of them: a job run by GitHub actor ${several.split(', ').join(' or ')}.` : `Decide as its approver: the job run by GitHub actor ${one ?? ''}.`)],
  // Each token's name cannot hold '=' (its value can): one way to split the tokens, so a text
  // that does not match fails at once (\S+=\S+ split at every '=' of a=b=c=d backtracked
  // exponentially: a workflow file's text reaches this through validate's diagnostics).
  [/\bPass ((?:[A-Za-z_][\w.-]*=\S+ )*[A-Za-z_][\w.-]*=\S+) on stagegate run\b/g, 'Set $1 in the inputs input'],
  [/\bpass it on stagegate run\b/g, 'set it in the inputs input'],
];

const PHRASES: Array<[RegExp, string]> = [
  // The stop codes' texts (core/run/stop-codes.ts) name the CLI's command and the Action's input
  // side by side, the command as the subject ("run --rerun-from STEP (the Action: rerun-from)
  // named no step"): in the action, the input alone.
  [/\brun --rerun-from STEP(?: \(the Action: rerun-from\))?(?= named\b)/g, 'the rerun-from input'],
  [/\brun --rerun-from STEP(?= would\b)/g, 'rerun-from: STEP'],
  [/\brun --rerun-from STEP --allow-workflow-change\b/g, "run this action with rerun-from: STEP and allow-workflow-change: 'true'"],
  [/--rerun-from that step and --stop-after-step it\b/g, 'rerun-from: <that step> and stop-after-step: <that step>'],
  [/\brun --answer \(or --answer-file, the Action's `answer` input\)/g, 'the answer input'],
  [/ \(or --answer-file PATH; the Action: its `answer` input\)/g, ''],
  [/ \(that run takes the answer: `next:` is its run --answer\)/g, ' (that run takes the answer)'],
  // The recorded agent's why (agents/recorded.ts): the action has no command line, its inputs replace the record.
  [/\bthe agent flags (it was started with|an earlier resume gave); agent flags on the command line replace them\b/g, 'the agent inputs $1; the agent, agent-command and agent-args inputs replace them'],
  // The summary's steps table and the status outputs say what --json's steps would.
  [/ \(--json: steps\)/g, ''],
  [/Pass --run-id <id> \(or run_id=<id>\)\./g, 'Set the run-id input.'],
  [/Pass --run-id <id>\./g, 'Set the run-id input.'],
  [/ \(or --run-id <id>\)/g, ' (or the run-id input)'],
  [/--run-id \/ --stop-after-step/g, 'the run-id / stop-after-step inputs'],
  [/\brun --shard KEY\b/g, 'command: run with shard: KEY'],
  [/Pass only shard folders of this run \(--from\), or run/g, 'Delete the shard artifacts of another run or workflow version, or run'],
  // paused-next.ts DEFAULT_DECIDER: `, add --by NAME (default: …)` and `, adding --by NAME (default: …)`.
  [/,? add(?:ing)? --by NAME \(default: [^)]*\)/g, ' (recorded for the GitHub actor, github.actor)'],
  [/,? add --by NAME \(one of ([^)]*)\)/g, ' as a GitHub actor who is one of $1'],
  [/and --by names none of them/g, 'and the GitHub actor (github.actor) is none of them'],
  [/--by NAME with a name from/g, 'the job run by a GitHub actor (github.actor) named in'],
  [/Decide as one of them: --by (\S+?)\.(?=\s|$)/g, 'Decide as one of them: the job run by GitHub actor $1.'],
  [/--by\b/g, 'the GitHub actor (github.actor)'],
  [/without --stop-after-step/g, 'without stop-after-step'],
  [/as name=value tokens/g, 'in the inputs input (one name=value per line)'],
  [/Run the same command again/g, 'Run this action again'],
  // The answer's fix (core/run/questions.ts) says how a shell takes it; the answer input is YAML.
  [/ \(one shell word: keep the quotes; --answer-file PATH reads it from a file\)/g, ' (a multi-line answer as a YAML block, answer: |)'],
];

/** A flag with a value the text gives (`--run-id r1`, `--mode fresh`): the input with that value (FLAGS' prose values). */
const FLAG_VALUE: Array<[RegExp, string]> = Object.entries(FLAGS).flatMap(([flag, rule]) => (rule.input !== null && rule.prose ? [[new RegExp(`--${flag} (${rule.prose.source})`, 'g'), rule.input] as [RegExp, string]] : []));

/** "Pass a=<value> b=<value>" — workflow inputs go in the inputs input. */
const PASS_TOKENS = /\bPass ((?:[A-Za-z_][\w.-]*=<value>)(?: [A-Za-z_][\w.-]*=<value>)*)/g;

function translate(text: string): string {
  let out = text;
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  for (const [pattern, input] of FLAG_VALUE) out = out.replace(pattern, (_, v: string) => `${input}: ${v}`);
  // A flag named without a value: its input.
  out = out.replace(/--([a-z][a-z-]*)\b/g, (whole, flag: string) => {
    const rule = FLAGS[flag];
    if (!rule?.input) return whole;
    return rule.takes === 'boolean' ? `${rule.input}: 'true'` : flag === 'stop-after-step' ? 'stop-after-step' : `the ${rule.input} input`;
  });
  return out.replace(PASS_TOKENS, (_, tokens: string) => `Set ${tokens.split(' ').join(', ')} in the inputs input (one name=value per line)`);
}

/** Advice written for the CLI, in terms of this action's inputs. */
export function actionWords(text: string): string;
export function actionWords(text: string | undefined): string | undefined;
export function actionWords(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  let out = text;
  for (const [pattern, replacement] of BEFORE_COMMANDS) out = typeof replacement === 'string' ? out.replace(pattern, replacement) : out.replace(pattern, replacement);
  return translateCommands(out);
}
