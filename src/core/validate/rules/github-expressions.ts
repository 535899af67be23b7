// `${{ github.sha }}` pasted from a GitHub Actions workflow. GitHub evaluates its expressions only
// in its own workflow files; stagegate never does: it reads `{{ github.sha }}` as one of its
// placeholders, which nothing can declare (an input name has no dot). One GITHUB_EXPRESSION
// finding says what it is and where the value is found instead; UNDECLARED_PLACEHOLDER and
// SHELL_PLACEHOLDER_UNSAFE ("a $ right before a placeholder") leave such a placeholder to it.
// A `${{x}}` whose x does substitute is stagegate's own (a $ before a value): not this finding.
import { issue, type ValidationContext, type YamlPath } from './context.js';
import type { Position } from '../../model/yaml-source.js';

/** Whether the placeholder whose `{{` is at `start` of `text` is written `${{` (an unescaped $). */
export function writtenAsGithubExpression(text: string, start: number): boolean {
  return start > 0 && text[start - 1] === '$' && text[start - 2] !== '\\';
}

// The `github` context fields GitHub also sets as GITHUB_<FIELD> in every job's environment.
const GITHUB_VARIABLES = new Set([
  'action', 'action_path', 'action_ref', 'action_repository', 'actor', 'actor_id', 'api_url', 'base_ref', 'event_name', 'event_path', 'graphql_url', 'head_ref', 'job', 'ref', 'ref_name', 'ref_protected', 'ref_type', 'repository', 'repository_id', 'repository_owner', 'repository_owner_id', 'retention_days', 'run_attempt', 'run_id', 'run_number', 'server_url', 'sha', 'triggering_actor', 'workflow', 'workflow_ref', 'workflow_sha', 'workspace',
]);
const RUNNER_VARIABLES = new Set(['arch', 'debug', 'environment', 'name', 'os', 'temp', 'tool_cache']);

/** The environment variable a stage inherits that holds the expression's value, if there is one. */
export function runnerVariable(expression: string): string | undefined {
  const [context, field, ...rest] = expression.split('.');
  if (field === undefined || rest.length > 0) return undefined;
  if (context === 'github' && GITHUB_VARIABLES.has(field)) return `GITHUB_${field.toUpperCase()}`;
  if (context === 'runner' && RUNNER_VARIABLES.has(field)) return `RUNNER_${field.toUpperCase()}`;
  if (context === 'env') return field;
  return undefined;
}

/** A plain input name for the value (its last field), for the hint's example. */
function inputName(expression: string): string {
  const last = expression.split('.').pop()!.replace(/[^A-Za-z0-9_]/g, '_');
  return /^[A-Za-z_]/.test(last) ? last : `value_${last}`;
}

const SECRET_CONTEXTS = new Set(['secrets']);

/** The message and fix of `${{ expression }}` found in `what` (run: when `shell`). */
export function githubExpressionFinding(what: string, expression: string, shell: boolean): { message: string; hint: string } {
  const written = `\${{ ${expression} }}`;
  const message = `${what} has ${written}, GitHub Actions expression syntax: GitHub evaluates it only in its own workflow files (.github/workflows/), stagegate never does — it would read {{${expression}}} as a stagegate placeholder, which nothing declares`;
  const context = expression.split('.')[0]!;
  const variable = runnerVariable(expression);
  const name = inputName(expression);
  const viaEnv = `give it to the stagegate step of your GitHub workflow as an environment variable (env: {${name.toUpperCase()}: ${written}}; stages inherit the step's environment)`;
  if (SECRET_CONTEXTS.has(context)) {
    return { message, hint: `${shell ? `In run:, ${viaEnv} and read "$${name.toUpperCase()}".` : `${viaEnv[0]!.toUpperCase()}${viaEnv.slice(1)}, and let the stage read it from there: a secret does not belong in a workflow's text.`} (docs/action.md#inputs)` };
  }
  let declare = `declare an input (inputs: optional: [${name}]), write {{${name}}} here, and pass the value from the GitHub workflow in the stagegate Action's inputs (inputs: ${name}=${written}; docs/action.md#inputs)`;
  // Event text (a title, a body, a branch name) is someone else's: a line break in it would add inputs of its own.
  const untrusted = expression.startsWith('github.event.') || expression === 'github.head_ref';
  if (untrusted) declare = `${declare}, for a value you trust; pass an event's text through env: instead`;
  if (!shell) return { message, hint: `D${declare.slice(1)}.` };
  if (variable !== undefined) return { message, hint: `In run:, read the runner's environment variable instead: "$${variable}" (a stage inherits the job's environment). Or ${declare}.` };
  if (context === 'github' && expression.startsWith('github.event.')) {
    return { message, hint: `In run:, read it from the event's JSON file: jq -r '.${expression.slice('github.event.'.length)}' "$GITHUB_EVENT_PATH" (a stage inherits the job's environment). Or ${viaEnv} and read "$${name.toUpperCase()}".` };
  }
  return { message, hint: `In run:, ${viaEnv} and read "$${name.toUpperCase()}". Or ${declare}.` };
}

// `${{ … }}` written with an unescaped $, its text whatever it is (a function, an operator, a literal).
const GITHUB_EXPRESSION_TEXT = /(?<!\\)\$\{\{([^\n]*?)\}\}/g;
// What a placeholder's name looks like (model/placeholders.ts): those the placeholder rules judge.
const NAME_ONLY = /^\s*[A-Za-z_][A-Za-z0-9_.-]*\s*$/;

/**
 * The `${{ expression }}`s of one line of text that are not a plain name (`format('{0}',
 * github.sha)`, `secrets.A || 'x'`, `github.event_name == 'push'`): GitHub's syntax that no
 * placeholder rule sees, each with the index of its `{{`.
 */
export function githubExpressionsBeyondNames(line: string): Array<{ expression: string; index: number }> {
  const out: Array<{ expression: string; index: number }> = [];
  for (const m of line.matchAll(GITHUB_EXPRESSION_TEXT)) {
    if (!NAME_ONLY.test(m[1]!)) out.push({ expression: m[1]!.trim(), index: m.index + 1 });
  }
  return out;
}

/**
 * `text` with each `${{ … }}` that is more than a name replaced by as many `x`s (offsets kept);
 * `keep`: the index (among those) of one left as written.
 */
export function withoutGithubExpressions(text: string, keep?: number): string {
  let n = 0;
  return text.replace(GITHUB_EXPRESSION_TEXT, (whole: string, inner: string) => (NAME_ONLY.test(inner) || n++ === keep ? whole : 'x'.repeat(whole.length)));
}

/** The message and fix of a `${{ … }}` that is more than a name, in `run:`: bash would stop at it ("bad substitution"). */
export function githubExpressionBeyondNameFinding(what: string, expression: string): { message: string; hint: string } {
  const written = `\${{ ${expression} }}`;
  const message = `${what} has ${written}, a GitHub Actions expression: GitHub evaluates it only in its own workflow files (.github/workflows/), stagegate never does — bash would stop at it ("bad substitution")`;
  const secret = /\bsecrets\./.test(expression);
  const viaEnv = `compute it in the GitHub workflow: give it to the stagegate step as an environment variable (env: {VALUE: ${written}}; stages inherit the step's environment) and read "$VALUE" here`;
  return { message, hint: secret ? `In run:, ${viaEnv}: a secret does not belong in a workflow's text (docs/action.md#inputs).` : `In run:, ${viaEnv}; or compute it in the script from the runner's variables ("$GITHUB_SHA", "$GITHUB_EVENT_NAME", …; docs/validation.md#github_expression).` };
}

/** Report `${{ expression }}` at `at` (the position of its `{{`: the finding stands at its `$`). */
export function reportGithubExpression(ctx: Pick<ValidationContext, 'report'>, what: string, expression: string, shell: boolean, path: YamlPath, at: ({ file?: string } & Position) | undefined): void {
  const { message, hint } = githubExpressionFinding(what, expression, shell);
  ctx.report(issue('GITHUB_EXPRESSION', 'error', message, hint, path, at ? { at: { ...at, column: Math.max(1, at.column - 1) } } : { value: true }));
}
