// The core's messages and fixes are written for the CLI ("Pass --run-id <id>", "--mode fresh").
// In the action the same advice names the action's inputs instead.

const PHRASES: Array<[RegExp, string]> = [
  [/Pass --run-id <id> \(or run_id=<id>\)\./g, 'Set the run-id input.'],
  [/Pass --run-id <id>\./g, 'Set the run-id input.'],
  [/ \(or --run-id <id>\)/g, ' (or the run-id input)'],
  [/--run-id \/ --stop-after-step/g, 'the run-id / stop-after-step inputs'],
  [/--run-id <id>/g, 'run-id: <id>'],
  [/--run-id (\S+)/g, 'run-id: $1'],
  [/--run-id/g, 'the run-id input'],
  [/--mode fresh/g, 'execution-mode: fresh'],
  [/--mode resume/g, 'execution-mode: resume'],
  [/--allow-workflow-change/g, "allow-workflow-change: 'true'"],
  [/--on-source-change (refuse|rerun|keep)/g, 'on-source-change: $1'],
  [/--ignore-previous-completion/g, "ignore-previous-completion: 'true'"],
  [/without --stop-after-step/g, 'without stop-after-step'],
  [/--stop-after-step/g, 'stop-after-step'],
  [/--agent-command/g, 'the agent-command input'],
  [/--agent-arg/g, 'the agent input'],
  [/--agent\b/g, 'the agent input'],
  [/as name=value tokens/g, 'in the inputs input (one name=value per line)'],
  [/Run the same command again/g, 'Run this action again'],
];

/** "Pass a=<value> b=<value>" — workflow inputs go in the inputs input. */
const PASS_TOKENS = /\bPass ((?:[A-Za-z_][\w.-]*=<value>)(?: [A-Za-z_][\w.-]*=<value>)*)/g;

/** Advice written for the CLI, in terms of this action's inputs. */
export function actionWords(text: string): string;
export function actionWords(text: string | undefined): string | undefined;
export function actionWords(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  // A CLI command quoted in the text ("resume with: stagegate run flow.yaml --run-id r1") stays as it is.
  return text
    .split(CLI_COMMAND)
    .map((part, i) => (i % 2 === 1 ? part : translate(part)))
    .join('');
}

const CLI_COMMAND = /(\bstagegate (?:run|status|plan|approve|reject|validate|merge|shards|history) [^;\n]*)/;

function translate(text: string): string {
  let out = text;
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  return out.replace(PASS_TOKENS, (_, tokens: string) => `Set ${tokens.split(' ').join(', ')} in the inputs input (one name=value per line)`);
}
