// `${{ github.sha }}` pasted from a GitHub Actions workflow into a stagegate workflow: validate names
// it once, at its `$`, as GitHub expression syntax stagegate never evaluates, with where the value
// is instead (GITHUB_EXPRESSION) — not as an undeclared placeholder after a `$`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateTargets } from '../../src/core/commands/validate-files.js';
import { Workspace } from '../../src/core/workspace/workspace.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function validate(lines: string[], files: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'sg-ghexpr-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'wf.yaml'), lines.join('\n'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return validateTargets(new Workspace(dir), ['wf.yaml']).diagnostics;
}

const HEAD = ["version: '4.0'", 'name: gh', "state_path: 'runs/{{run_id}}/state.yaml'", 'inputs:', '  required: [run_id]', '  optional: [price]', 'steps:'];

describe('GITHUB_EXPRESSION', () => {
  it('run: with ${{ github.sha }}: one finding per expression, at its $, naming $GITHUB_SHA; no SHELL_PLACEHOLDER_UNSAFE or UNDECLARED_PLACEHOLDER', () => {
    const found = validate([
      ...HEAD,
      '  build:',
      '    run: |',
      '      echo "${{ github.sha }}" ${{github.ref_name}}',
      '      git tag "v-${{ github.sha }}"',
      '      echo "cost: \\${{price}}"',
      "    output: 'runs/{{run_id}}/b.md'",
      '    statuses: { OK: DONE }',
    ]);
    expect(found.map((d) => `${d.code}@${d.line}:${d.column}`)).toEqual(['GITHUB_EXPRESSION@10:13', 'GITHUB_EXPRESSION@10:32']);
    const [sha, ref] = found;
    expect(sha!.severity).toBe('error');
    expect(sha!.message).toBe("run: of step 'build' has ${{ github.sha }}, GitHub Actions expression syntax: GitHub evaluates it only in its own workflow files (.github/workflows/), stagegate never does — it would read {{github.sha}} as a stagegate placeholder, which nothing declares");
    expect(sha!.hint).toMatch(/^In run:, read the runner's environment variable instead: "\$GITHUB_SHA" \(a stage inherits the job's environment\)\. Or declare an input \(inputs: optional: \[sha\]\), write \{\{sha\}\} here, and pass the value from the GitHub workflow in the stagegate Action's inputs \(inputs: sha=\$\{\{ github\.sha \}\}/);
    expect(ref!.hint).toContain('"$GITHUB_REF_NAME"');
  });

  it("run: with ${{ format(…) }} or ${{ a || b }} where bash evaluates it: GITHUB_EXPRESSION at each $ (not \"cannot follow its shell text\"); in single quotes it is text, left alone", () => {
    const found = validate([
      ...HEAD,
      '  build:',
      '    run: |',
      `      echo "\${{ format('{0}', github.sha) }}" {{run_id}}`,
      "      test -n ${{ secrets.TOKEN || 'x' }}",
      "    output: 'runs/{{run_id}}/b.md'",
      '    statuses: { OK: quoted }',
      '  quoted:',
      `    run: echo '\${{ github.event_name == "push" }}' {{run_id}}`,
      "    output: 'runs/{{run_id}}/q.md'",
      '    statuses: { OK: DONE }',
    ]);
    expect(found.map((d) => `${d.code}@${d.line}:${d.column}`)).toEqual(['GITHUB_EXPRESSION@10:13', 'GITHUB_EXPRESSION@11:15']);
    expect(found[0]!.message).toBe(`run: of step 'build' has \${{ format('{0}', github.sha) }}, a GitHub Actions expression: GitHub evaluates it only in its own workflow files (.github/workflows/), stagegate never does — bash would stop at it ("bad substitution")`);
    expect(found[0]!.hint).toContain(`env: {VALUE: \${{ format('{0}', github.sha) }}}`);
    expect(found[1]!.hint).toContain('a secret does not belong in a workflow');
  });


  it('run: with one ${{ a || b }} bash evaluates and another in single quotes or a quoted here-document: only the one bash evaluates is GITHUB_EXPRESSION', () => {
    const found = validate([
      ...HEAD,
      '  build:',
      '    run: |',
      `      echo 'as text: \${{ github.event_name == "push" }}' {{run_id}}`,
      "      cat >out.yml <<'YML'",
      "      if: ${{ github.ref == 'refs/heads/main' }}",
      '      YML',
      "      echo ${{ format('{0}', github.sha) }}",
      "    output: 'runs/{{run_id}}/b.md'",
      '    statuses: { OK: DONE }',
    ]);
    expect(found.map((d) => `${d.code}@${d.line}:${d.column}`)).toEqual(['GITHUB_EXPRESSION@14:12']);
    expect(found[0]!.message).toContain("${{ format('{0}', github.sha) }}");
  });
  it('run: whose shell text cannot be followed for another reason too stays SHELL_PLACEHOLDER_UNSAFE', () => {
    const found = validate([...HEAD, '  build:', `    run: echo "\${{ a || b }}" \${x {{run_id}}`, "    output: 'runs/{{run_id}}/b.md'", '    statuses: { OK: DONE }']);
    expect(found.map((d) => d.code)).toEqual(['SHELL_PLACEHOLDER_UNSAFE']);
  });

  it('a declared name after a $ stays SHELL_PLACEHOLDER_UNSAFE (stagegate syntax, the $ is the mistake)', () => {
    const found = validate([...HEAD, '  build:', '    run: echo "${{price}}"', "    output: 'runs/{{run_id}}/b.md'", '    statuses: { OK: DONE }']);
    expect(found.map((d) => d.code)).toEqual(['SHELL_PLACEHOLDER_UNSAFE']);
  });

  it('in inline_instruction, a stage input and a prompt file: the fix is an input the Action passes; event text and secrets get env:', () => {
    const found = validate(
      [
        ...HEAD,
        '  review:',
        "    inline_instruction: 'Review ${{ github.sha }} with ${{ secrets.TOKEN }}'",
        "    output: 'runs/{{run_id}}/r.md'",
        '    inputs:',
        "      title: '${{ github.event.pull_request.title }}'",
        '    statuses: { OK: p }',
        '  p:',
        '    prompt: prompts/p.md',
        "    output: 'runs/{{run_id}}/p.md'",
        '    statuses: { OK: DONE }',
      ],
      { 'prompts/p.md': 'Look at\n  commit ${{ github.sha }}\nstatus: OK\n' },
    );
    expect(found.map((d) => `${d.code}@${d.file}:${d.line}:${d.column}`)).toEqual(['GITHUB_EXPRESSION@prompts/p.md:2:10', 'GITHUB_EXPRESSION@wf.yaml:9:33', 'GITHUB_EXPRESSION@wf.yaml:9:56', 'GITHUB_EXPRESSION@wf.yaml:12:15']);
    const [prompt, sha, secret, title] = found;
    expect(sha!.hint).toBe("Declare an input (inputs: optional: [sha]), write {{sha}} here, and pass the value from the GitHub workflow in the stagegate Action's inputs (inputs: sha=${{ github.sha }}; docs/action.md#inputs).");
    expect(secret!.hint).toContain('env: {TOKEN: ${{ secrets.TOKEN }}}');
    expect(secret!.hint).not.toContain('inputs:');
    expect(title!.hint).toContain("pass an event's text through env: instead");
    expect(prompt!.message).toMatch(/^prompt prompts\/p\.md \(used by step 'p', wf\.yaml:\d+\) has \$\{\{ github\.sha \}\}, GitHub Actions expression syntax/);
  });
});
