// Where a {{placeholder}} lands in run: text (scanShellPlacements), and what `validate` says about
// placements no reference can serve, arithmetic, and code that another command runs again.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scanShellPlacements } from '../../src/core/model/shell-placements.js';
import { validateTargets } from '../../src/core/commands/validate-files.js';
import { Workspace } from '../../src/core/workspace/workspace.js';

function placements(script: string): string[] {
  const scan = scanShellPlacements(script);
  if (!scan.ok) throw new Error(scan.message);
  return scan.sites.map((s) => (s.unsafe ? `unsafe:${s.placement}` : s.evaluatedBy ? `${s.placement}@${s.evaluatedBy}` : s.placement));
}

describe('scanShellPlacements', () => {
  const cases: Array<[string, string[]]> = [
    ['echo {{a}}', ['word']],
    ['echo "x {{a}} y"', ['double']],
    ["echo 'x {{a}} y'", ['single']],
    ["echo $'x\\n{{a}}'", ['ansi']],
    ['echo $"{{a}}"', ['double']],
    ['cat <<EOF\n{{a}}\nEOF\necho {{b}}', ['heredoc', 'word']],
    ['cat <<-EOF\n\t{{a}}\n\tEOF', ['heredoc']],
    ["cat <<'EOF'\n{{a}}\nEOF", ['unsafe:heredoc']],
    ['cat <<"EOF"\n{{a}}\nEOF', ['unsafe:heredoc']],
    ['cat <<\\EOF\n{{a}}\nEOF', ['unsafe:heredoc']],
    ['echo `echo {{a}}`', ['word']],
    ['echo "$(echo \'{{a}}\')"', ['single']],
    ['echo ${X:-{{a}}} "${X:+{{b}}}"', ['param', 'param']],
    ['echo ${X:{{a}}:2} ${arr[{{b}}]}', ['arith', 'arith']],
    ['echo $(( {{a}} + 1 )); (( n = {{b}} )); let m={{c}}; a[{{d}}]=1', ['arith', 'arith', 'arith', 'arith']],
    ['[[ {{a}} -eq 1 ]] && [[ {{b}} == x ]]', ['arith', 'word']],
    ['# {{a}} in a comment\necho {{b}}', ['comment', 'word']],
    ['case {{a}} in x) echo "{{b}}";; esac', ['word', 'double']],
    ['x=$(case a in (a) echo {{a}};; esac); echo "$x"', ['word']],
    // One backslash: the escape, no placeholder (bash reads \{ as {). Two: bash's escaped
    // backslash, then a real placeholder. Three: the last one would escape the reference.
    ['echo \\{{a}}', []],
    ['echo \\\\{{a}}', ['word']],
    ['echo "\\\\{{a}}"', ['double']],
    ['echo \\\\\\{{a}}', ['unsafe:word']],
    ['echo ${{a}}', ['unsafe:word']],
    ['echo "\\${{a}}"', ['double']],
    ['bash -c "echo {{a}}"', ['double@bash -c']],
    ["sudo sh -c 'echo {{a}}'", ['single@sh -c']],
    ["bash -c 'echo \"$1\"' _ {{a}}", ['word']],
    ['eval "x={{a}}"', ['double@eval']],
    ['ssh host "ls {{a}}"', ['double@ssh']],
  ];
  for (const [script, expected] of cases) {
    it(JSON.stringify(script), () => expect(placements(script)).toEqual(expected));
  }

  it('marks a placeholder a builtin reads as a variable name (bash evaluates a subscript in it), and nothing else', () => {
    const nameFor = (script: string): Array<string | undefined> => {
      const scan = scanShellPlacements(script);
      if (!scan.ok) throw new Error(scan.message);
      return scan.sites.map((s) => s.nameFor);
    };
    const named: Array<[string, string]> = [
      ['printf -v "{{x}}" "%s" 1', 'printf -v'],
      ['printf -v {{x}} %s 1', 'printf -v'],
      ['builtin printf -v"{{x}}" %s 1', 'printf -v'],
      ['read {{x}} <<< hi', 'read'],
      ['read -r -p "say: " a {{x}}', 'read'],
      ['read -ra {{x}}', 'read -a'],
      ['IFS=, read -d , {{x}}', 'read'],
      ['unset {{x}}', 'unset'],
      ['unset -v "{{x}}"', 'unset'],
      ['[[ -v {{x}} ]] || true', '[[ -v'],
      ['if [[ -n a && -R "{{x}}" ]]; then :; fi', '[[ -R'],
      ['test -v {{x}}', 'test -v'],
      ['[ -v {{x}} ]', '[ -v'],
      ['declare {{x}}=1', 'declare'],
      ['f(){ local -a arr; local {{x}}=1; }; f', 'local'],
      ['typeset -g {{x}}', 'typeset'],
      ["export '{{x}}'", 'export'],
      ['readonly {{x}}=2', 'readonly'],
      ['declare -n r={{x}}', 'declare -n'],
      ['local -n r="{{x}}"', 'local -n'],
      ['mapfile -t {{x}} < f', 'mapfile'],
      ['readarray -d , -t {{x}} < f', 'readarray'],
      ['getopts ab: {{x}}', 'getopts'],
      ['wait -n -p {{x}}', 'wait -p'],
      ['x=$(read {{x}} <<< a; echo)', 'read'],
      ['read a < f {{x}}', 'read'],
    ];
    // A redirection with & (2>&1, >&2, <&3, &>f) or a descriptor before it is no command separator, no word of the command.
    named.push(['read 2>&1 {{x}}', 'read'], ['printf 2>/dev/null -v {{x}} x', 'printf -v'], ['read &>/dev/null {{x}}', 'read'], ['getopts ab 2>&1 {{x}}', 'getopts'], ['declare >&2 {{x}}=1', 'declare']);
    for (const [script, reader] of named) expect(nameFor(script), script).toEqual([reader]);
    {
      const scan = scanShellPlacements('let 2>&1 {{x}}; eval >&2 "{{y}}"');
      expect(scan.ok && scan.sites.map((s) => [s.placement, s.evaluatedBy])).toEqual([['arith', undefined], ['double', 'eval']]);
    }
    const data = [
      'echo {{x}}',
      'printf "%s" {{x}}',
      'printf -v out "%s" "{{x}}"',
      'read -p "{{x}}" a',
      'read -d {{x}} a',
      'mapfile -d {{x}} arr',
      'export NAME={{x}}',
      'declare v="{{x}}"',
      'local a={{x}}',
      'getopts {{x}} opt',
      'unset -f {{x}}',
      '[[ -n {{x}} ]]',
      '[[ -v x ]] && echo {{x}}',
      'cat <<EOF\nread {{x}}\nEOF',
      '# unset {{x}}',
      'read -r a <<< "{{x}}"',
      'read -r a < {{x}}',
      'mapfile -t lines < "{{x}}"',
      'declare -a arr 2> {{x}}',
    ];
    for (const script of data) expect(nameFor(script), script).toEqual([undefined]);
  });

  it('refuses text it cannot follow, only when it holds placeholders', () => {
    expect(scanShellPlacements('echo "{{a}}').ok).toBe(false);
    expect(scanShellPlacements("echo '{{a}}").ok).toBe(false);
    expect(scanShellPlacements('echo $( {{a}}').ok).toBe(false);
    expect(scanShellPlacements('echo {{a}} )').ok).toBe(false);
    expect(scanShellPlacements('echo "unterminated').ok).toBe(true); // no placeholder: bash's business
  });
});

const dir = mkdtempSync(join(tmpdir(), 'stagegate-placements-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('validate: shell placements', () => {
  it('reports each finding at the line and column of its placeholder, branches included', () => {
    writeFileSync(
      join(dir, 'wf.yaml'),
      [
        "version: '4.0'",
        'name: places',
        "state_path: 'runs/{{run_id}}/state.yaml'",
        'inputs:',
        '  required: [run_id, n, t]',
        'steps:',
        '  a:',
        '    run: |',
        "      cat <<'EOF'",
        '      {{t}}',
        '      EOF',
        '      echo $(( {{n}} + 1 ))',
        '      bash -c "echo {{t}}"',
        '      printf -v "{{t}}" %s 1',
        "    output: 'runs/{{run_id}}/a.md'",
        '    statuses: { OK: p }',
        '  p:',
        '    parallel:',
        '      branches:',
        '        b:',
        "          run: 'echo \\\\\\{{t}}'",
        "          output: 'runs/{{run_id}}/b.md'",
        '          statuses: { OK: DONE }',
        '    statuses: { PARALLEL_COMPLETE: DONE }',
      ].join('\n'),
    );
    const report = validateTargets(new Workspace(dir), ['wf.yaml']);
    const found = report.diagnostics.filter((d) => d.code.startsWith('SHELL_')).map((d) => `${d.code}@${d.line}:${d.column}`);
    expect(found).toEqual(['SHELL_PLACEHOLDER_UNSAFE@10:7', 'SHELL_PLACEHOLDER_ARITHMETIC@12:16', 'SHELL_PLACEHOLDER_EVALUATED@13:21', 'SHELL_PLACEHOLDER_NAME@14:18', 'SHELL_PLACEHOLDER_UNSAFE@21:25']);
  });
});
