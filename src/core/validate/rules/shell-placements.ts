// Placeholders in `run:` text stand where a value can be made safe: each becomes a reference to
// an environment variable written for its place (model/shell-placements.ts). Refused: places no
// reference can serve (the body of a here-document with a quoted delimiter, a $ or a backslash
// right before the placeholder) and text whose quoting stagegate cannot follow. A placeholder in
// arithmetic is a warning, unless it is an input declared integer: its value must then be an
// integer, checked when the run binds the inputs (an input) or when the step runs (any other value).
// Likewise a placeholder a builtin reads as a variable name (printf -v, read, declare …): a
// warning; its value must be a plain identifier.
import { PLACEHOLDER } from '../../model/placeholders.js';
import { lineOf, scanShellPlacements } from '../../model/shell-placements.js';
import { declaredInputs } from '../../model/invocation.js';
import { isValidReference } from '../../model/references.js';
import { issue, type ValidationContext } from './context.js';
import { githubExpressionBeyondNameFinding, githubExpressionsBeyondNames, withoutGithubExpressions, writtenAsGithubExpression } from './github-expressions.js';

export function ruleShellPlacements(ctx: ValidationContext): void {
  const types: Record<string, string> = ctx.workflow.data.inputs?.types ?? {};
  const inputs = declaredInputs(ctx.workflow);
  for (const scoped of ctx.steps) {
    const { step } = scoped;
    const text = step.def.run;
    if (typeof text !== 'string' || !text.includes('{{')) continue;
    const path = [...step.path, 'run'];
    const scan = scanShellPlacements(text);
    if (!scan.ok) {
      // `${{ format(…) }}`, `${{ a || b }}` where bash evaluates it: GitHub's syntax, not a
      // placeholder, and what stops the scan (it reads once they are blanked out) — said as such
      // (GITHUB_EXPRESSION). In single quotes or a quoted here-document it is text: left alone.
      const expressions = text.includes('${{') ? text.split('\n').flatMap(githubExpressionsBeyondNames) : [];
      if (expressions.length > 0 && scanShellPlacements(withoutGithubExpressions(text)).ok) {
        // Where each stands in the file (the n-th of the text is the n-th on its source lines).
        const at = ctx.scalarLines(path).flatMap((l) => githubExpressionsBeyondNames(l.text).map((f) => ({ line: l.line, column: l.column + f.index - 1 })));
        // One bash reads as text (single quotes, a quoted here-document) is no finding: the text
        // with it alone left as written still reads (none singled out so: each is said).
        const stops = expressions.map((_, i) => expressions.length === 1 || !scanShellPlacements(withoutGithubExpressions(text, i)).ok);
        const said = stops.includes(true) ? stops : stops.map(() => true);
        expressions.forEach((found, i) => {
          if (!said[i]) return;
          const { message, hint } = githubExpressionBeyondNameFinding(`run: of step '${step.id}'`, found.expression);
          ctx.report(issue('GITHUB_EXPRESSION', 'error', message, hint, path, at[i] !== undefined ? { at: at[i] } : { value: true }));
        });
        continue;
      }
      ctx.report(
        issue('SHELL_PLACEHOLDER_UNSAFE', 'error', `run: of step '${step.id}' holds placeholders, but stagegate cannot follow its shell text (line ${lineOf(text, scan.offset)} of the script: ${scan.message}), so it cannot tell where they land`, 'Fix the shell syntax, or read the values from their STAGEGATE_INPUT_<NAME> variables instead of placeholders.', path, { value: true }),
      );
      continue;
    }
    // The n-th placeholder of the text is the n-th one on its source lines. Looked up only for
    // a site that is reported: most steps have none (a 5,000-step file read every run: line again).
    let located: { starts: number[]; positions: Array<{ line: number; column: number }> } | undefined;
    const whereOf = (start: number): { at: { line: number; column: number } } | { value: true } => {
      located ??= { starts: [...text.matchAll(PLACEHOLDER)].map((m) => m.index), positions: placeholderPositions(ctx, path) };
      const at = located.positions[located.starts.indexOf(start)];
      return at ? { at } : { value: true };
    };
    const names = ctx.namesFor(scoped);
    for (const site of scan.sites) {
      // `${{ github.sha }}`, a GitHub expression nothing here declares: GITHUB_EXPRESSION says so (placeholders.ts).
      if (writtenAsGithubExpression(text, site.start) && !names.has(site.name) && !isValidReference(site.name, scoped.scope.steps, scoped.scope.within?.id)) continue;
      if (site.unsafe !== undefined) {
        ctx.report(issue('SHELL_PLACEHOLDER_UNSAFE', 'error', `{{${site.name}}} in run: of step '${step.id}' cannot be made safe where it stands: ${site.unsafe}`, 'Move the placeholder (e.g. into an unquoted <<EOF here-document or a "…" string), or read the value from its STAGEGATE_INPUT_<NAME> variable.', path, whereOf(site.start)));
      } else if (site.evaluatedBy !== undefined) {
        ctx.report(issue('SHELL_PLACEHOLDER_EVALUATED', 'warning', `{{${site.name}}} in run: of step '${step.id}' is part of code that \`${site.evaluatedBy}\` runs again: stagegate keeps the value data in the script, but that command reads it as code`, site.evaluatedBy === 'ssh' ? 'Send the value as data (e.g. on stdin: printf "%s" "{{x}}" | ssh host \'cat >file\'), never inside the remote command line.' : `Pass the value as an argument, not inside the code: ${site.evaluatedBy === 'eval' ? 'avoid eval' : `${site.evaluatedBy} '… "$1" …' _ "{{${site.name}}}"`}; or read its STAGEGATE_INPUT_<NAME> variable in the inner script.`, path, whereOf(site.start)));
      } else if (site.nameFor !== undefined) {
        const when = inputs.has(site.name) ? 'when the run binds the input, before anything runs' : 'when the step is about to run';
        ctx.report(issue('SHELL_PLACEHOLDER_NAME', 'warning', `{{${site.name}}} in run: of step '${step.id}' stands where \`${site.nameFor}\` reads a variable name, and bash evaluates a subscript in a name (arr[$(cmd)] runs cmd): a value that is not a plain identifier is refused ${when} (WORKFLOW_INPUT_INVALID)`, 'Use the value as data, not as a variable name (choose the variable with case "{{x}}" in …), or make sure the value is an identifier ([A-Za-z_][A-Za-z0-9_]*).', path, whereOf(site.start)));
      } else if (site.declValue?.integer === true) {
        const when = inputs.has(site.name) ? 'when the run binds the input, before anything runs' : 'when the step is about to run';
        ctx.report(issue('SHELL_PLACEHOLDER_ARITHMETIC', 'warning', `{{${site.name}}} in run: of step '${step.id}' is the value of \`${site.declValue.by}\`, which bash evaluates as arithmetic: a value that is not an integer is refused ${when} (WORKFLOW_INPUT_INVALID)`, 'Assign the value to a plain variable (no -i) and convert it in the script, or make sure its value is an integer.', path, whereOf(site.start)));
      } else if (site.placement === 'arith') {
        const type = types[site.name];
        // An integer input is checked as such when the run binds it: nothing to warn about.
        if (type === 'integer' && inputs.has(site.name)) continue;
        const when = inputs.has(site.name) ? 'when the run binds the input, before anything runs' : 'when the step is about to run';
        const hint = !inputs.has(site.name)
          ? 'Quote the placeholder as a word and convert it in the script, or make sure its value is an integer.'
          : type === 'number'
            ? `'${site.name}' is declared number, which admits decimals (2.5) that bash arithmetic refuses: declare it integer (inputs.types: {${site.name}: integer}), or quote the placeholder as a word and convert it in the script.`
            : `Declare the input as an integer (inputs.types: {${site.name}: integer}), or quote the placeholder as a word and convert it in the script.`;
        ctx.report(issue('SHELL_PLACEHOLDER_ARITHMETIC', 'warning', `{{${site.name}}} in run: of step '${step.id}' stands where bash evaluates arithmetic: a value that is not an integer is refused ${when} (WORKFLOW_INPUT_INVALID)`, hint, path, whereOf(site.start)));
      }
    }
  }
}

/** Where each {{…}} of the scalar at `path` is in the file, in order. */
function placeholderPositions(ctx: ValidationContext, path: Array<string | number>): Array<{ line: number; column: number }> {
  const out: Array<{ line: number; column: number }> = [];
  for (const l of ctx.scalarLines(path)) for (const m of l.text.matchAll(PLACEHOLDER)) out.push({ line: l.line, column: l.column + m.index });
  return out;
}
