// Hostile values and hostile files, end to end through the built CLI.
// - Values with shell metacharacters, quotes, newlines, very long strings (100 KB) and unusual
//   Unicode (RTL overrides, zero-width joiners, emoji, combining marks) pass through {{placeholders}}
//   in run: text, STAGEGATE_INPUT_* environment variables and a script's argv as DATA: the stage
//   receives them byte for byte, as exactly one argument, and nothing they spell is executed.
// - NUL cannot be carried by an argument or an environment variable: a value holding one is refused
//   with a clear error, never silently cut short.
// - A gate block cannot route beyond the workflow's statuses: malformed statuses, extra keys,
//   next_recommended, second blocks, gates claiming another step/workflow/artifact, a stage
//   rewriting the state file, or a stale output planted for a later step change nothing.
// - A hand-edited state file that contradicts itself is refused (WORKFLOW_STATE_INTEGRITY_VIOLATION)
//   and left byte for byte as it was.
import { cpSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GATE_LIB, Workspace, jsonOf } from '../helpers/bare-workspace.js';

const spaces: Workspace[] = [];
afterAll(() => {
  for (const ws of spaces.splice(0)) ws.remove();
});

function workspace(files: Record<string, string>): Workspace {
  const ws = new Workspace('stagegate-inj-');
  spaces.push(ws);
  ws.write('lib.sh', GATE_LIB);
  for (const [rel, text] of Object.entries(files)) ws.write(rel, text);
  return ws;
}

/** Every file anywhere in the workspace whose name starts with "pwned": proof of execution. */
function pwned(ws: Workspace): string[] {
  return readdirSync(ws.dir, { recursive: true }).map(String).filter((n) => /(^|\/)pwned/.test(n));
}

// ------------------------------------------------------------------------------------------
// Values as data.

const CARRIER = `version: '4.0'
name: carrier
state_path: 'runs/{{run_id}}/state.yaml'
inputs:
  required: [run_id]
  optional: [topic]
steps:
  one:
    run: |
      source lib.sh
      mkdir -p got out
      printf '%s' {{topic}} > got/quoted.bin
      printf '%s' "$STAGEGATE_INPUT_TOPIC" > got/env.bin
      bash argv.sh {{ topic }}
      echo body > "$STAGEGATE_OUTPUT"; gate OK
    output: out/one.md
    statuses: { OK: two }
  two:
    run: |
      source lib.sh
      printf '%s' "$STAGEGATE_INPUT_TOPIC" > got/env2.bin
      echo body > "$STAGEGATE_OUTPUT"; gate OK
    output: out/two.md
    statuses: { OK: DONE }
`;
const ARGV = `printf '%s' "$#" > got/argc.txt\nprintf '%s' "$1" > got/argv.bin\n`;

const HOSTILE: Array<[string, string]> = [
  ['command substitution', '$(touch pwned-subst)'],
  ['backticks', '`touch pwned-backtick`'],
  ['semicolon', '; touch pwned-semicolon #'],
  ['single quotes', "' ; touch pwned-single; '"],
  ['double quotes', '" ; touch pwned-double "'],
  ['newlines', 'line one\n$(touch pwned-newline)\nline three\n'],
  ['CRLF and tabs', 'a\r\nb\tc\r'],
  ['an option-looking value', '-n'],
  ['globs and tilde', '* ~ ?'],
  ['variable expansion', '${HOME} $PATH $((6*7)) !!'],
  ['a placeholder-looking value (never re-expanded)', '{{run_id}} {{topic}}'],
  ['a pipe and redirections', '| touch pwned-pipe > pwned-redirect < /etc/passwd'],
  ['RTL override and isolates', 'safe\u202etxt.exe \u2066evil\u2069'],
  ['zero-width characters', 'a\u200bb\u200cc\u200dd\ufeff'],
  ['emoji, ZWJ sequences and combining marks', '👩‍👩‍👧 🚀 e\u0301 Z\u0335\u0321'],
  ['control characters', '\u0007\u001b[31mred\u001b[0m\b'],
  ['an empty value', ''],
];

/** One workflow carrying every hostile value at once (inputs v0 … vN), so the whole set costs two runs. */
function multiCarrier(n: number): string {
  const lines = ['version: \'4.0\'', 'name: carrier', "state_path: 'runs/{{run_id}}/state.yaml'", 'inputs:', '  required: [run_id]', `  optional: [${Array.from({ length: n }, (_, i) => `v${i}`).join(', ')}]`, 'steps:', '  one:', '    run: |', '      source lib.sh', '      mkdir -p got out'];
  for (let i = 0; i < n; i++) {
    lines.push(`      printf '%s' {{v${i}}} > got/quoted-${i}.bin`, `      printf '%s' "$STAGEGATE_INPUT_V${i}" > got/env-${i}.bin`, `      bash argv.sh ${i} {{ v${i} }}`);
  }
  lines.push('      echo body > "$STAGEGATE_OUTPUT"; gate OK', '    output: out/one.md', '    statuses: { OK: two }', '  two:', '    run: |', '      source lib.sh');
  for (let i = 0; i < n; i++) lines.push(`      printf '%s' "$STAGEGATE_INPUT_V${i}" > got/env2-${i}.bin`);
  lines.push('      echo body > "$STAGEGATE_OUTPUT"; gate OK', '    output: out/two.md', '    statuses: { OK: DONE }', '');
  return lines.join('\n');
}
const MULTI_ARGV = `printf '%s' "$(( $# - 1 ))" > "got/argc-$1.txt"\nprintf '%s' "$2" > "got/argv-$1.bin"\n`;

describe('values pass through placeholders, environment and argv as data', () => {
  it(`${HOSTILE.length} hostile values: received byte for byte, as one argument each, persisted and resumed unchanged, never executed`, async () => {
    const ws = workspace({ 'wf.yaml': multiCarrier(HOSTILE.length), 'argv.sh': MULTI_ARGV });
    const tokens = HOSTILE.map(([, value], i) => `v${i}=${value}`);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', ...tokens, '--stop-after-step', 'one', '--json']);
    expect(jsonOf(r)['status'], r.stdout + r.stderr).toBe('PARTIAL_RESUMABLE');
    const state = parse(ws.read('runs/r1/state.yaml')) as { inputs: Record<string, string> };
    HOSTILE.forEach(([label, value], i) => {
      const expected = Buffer.from(value, 'utf8');
      for (const f of ['quoted', 'env', 'argv']) {
        const got = readFileSync(ws.path(`got/${f}-${i}.bin`));
        expect(got.equals(expected), `${label} via ${f}: got ${JSON.stringify(got.toString('utf8'))}`).toBe(true);
      }
      expect(ws.read(`got/argc-${i}.txt`), `${label}: one argument`).toBe('1');
      expect(state.inputs[`v${i}`], `${label}: persisted`).toBe(value);
    });
    // A resume reuses the persisted values unchanged.
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(resumed)['status'], resumed.stdout + resumed.stderr).toBe('WORKFLOW_COMPLETE');
    HOSTILE.forEach(([label, value], i) => expect(readFileSync(ws.path(`got/env2-${i}.bin`)).equals(Buffer.from(value, 'utf8')), `${label} after resume`).toBe(true));
    expect(pwned(ws)).toEqual([]);
  });

  // Linux caps ONE argument (and one environment string) at 128 KiB (MAX_ARG_STRLEN). A value
  // travels in an environment variable (the script holds only a reference to it), so it may be
  // used any number of times up to that size; a bigger one cannot start the stage.
  const LONG = `${'$(touch pwned-long); `x` \'"\n'.repeat(3000)}${'🚀\u202e\u200d'.repeat(3000)}`;
  const ONCE = CARRIER.replace('bash argv.sh {{ topic }}', 'bash argv.sh "$STAGEGATE_INPUT_TOPIC"');

  it('a 100 KB value full of metacharacters and Unicode', async () => {
    expect(Buffer.byteLength(LONG)).toBeGreaterThan(100_000);
    const ws = workspace({ 'wf.yaml': ONCE, 'argv.sh': ARGV });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', `topic=${LONG}`, '--json']);
    expect(jsonOf(r)['status'], r.stdout.slice(0, 500) + r.stderr.slice(0, 500)).toBe('WORKFLOW_COMPLETE');
    const expected = Buffer.from(LONG, 'utf8');
    for (const f of ['quoted', 'env', 'argv', 'env2']) expect(readFileSync(ws.path(`got/${f}.bin`)).equals(expected), f).toBe(true);
    expect(pwned(ws)).toEqual([]);
  });

  it('a 100 KB value used twice in run: text reaches the stage (the script holds references, not copies)', async () => {
    const ws = workspace({ 'wf.yaml': CARRIER, 'argv.sh': ARGV });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', `topic=${LONG}`, '--json']);
    expect(jsonOf(r)['status'], r.stdout.slice(0, 500) + r.stderr.slice(0, 500)).toBe('WORKFLOW_COMPLETE');
    for (const f of ['quoted', 'argv']) expect(readFileSync(ws.path(`got/${f}.bin`)).equals(Buffer.from(LONG, 'utf8')), f).toBe(true);
    expect(pwned(ws)).toEqual([]);
  });

  it('a value over the 128 KiB limit of one environment string fails to start with a clear error (never truncated)', async () => {
    // Too long for a command line too: given as the workflow's default.
    const wf = CARRIER.replace('  optional: [topic]', `  optional: [topic]\n  defaults:\n    topic: ${JSON.stringify(LONG + 'x'.repeat(40_000))}`);
    const ws = workspace({ 'wf.yaml': wf, 'argv.sh': ARGV });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(6);
    const out = jsonOf(r);
    expect(out['status']).toBe('STAGE_FAILED');
    expect(out['message']).toMatch(/E2BIG/);
    expect(ws.exists('got')).toBe(false);
    expect(pwned(ws)).toEqual([]);
  });

  it("the runner's own STAGEGATE_* variables cannot be overridden from the outside environment", async () => {
    const ws = workspace({ 'wf.yaml': CARRIER.replace("printf '%s' \"$STAGEGATE_INPUT_TOPIC\" > got/env.bin", 'printf \'%s|%s|%s\' "$STAGEGATE_STEP" "$STAGEGATE_ARTIFACT" "${STAGEGATE_INPUT_TOPIC-unset}" > got/env.bin'), 'argv.sh': ARGV });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=x', '--json'], { STAGEGATE_STEP: 'evil', STAGEGATE_ARTIFACT: '/etc/passwd', STAGEGATE_INPUT_TOPIC: 'injected' });
    expect(jsonOf(r)['status'], r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('got/env.bin')).toBe('one|out/one.md|x');
  });
});

describe('NUL is refused, never cut short', () => {
  it('in a workflow default used by a stage: WORKFLOW_INPUT_REQUIRED before anything runs', async () => {
    const ws = workspace({ 'wf.yaml': CARRIER.replace('  optional: [topic]', '  optional: [topic]\n  defaults:\n    topic: "before\\0after"'), 'argv.sh': ARGV });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(4);
    const out = jsonOf(r);
    expect(out['status']).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(out['message']).toMatch(/topic.*NUL/);
    expect(ws.exists('got')).toBe(false);
    expect(ws.exists('runs')).toBe(false);
  });

  it('in a hand-edited state file: refused, the state left as it was', async () => {
    const ws = workspace({ 'wf.yaml': CARRIER, 'argv.sh': ARGV });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=fine', '--stop-after-step', 'one', '--json']))['status']).toBe('PARTIAL_RESUMABLE');
    const edited = ws.read('runs/r1/state.yaml').replace(/^ {2}topic: fine$/m, '  topic: "fi\\0ne"');
    expect(edited).toContain('\\0');
    ws.write('runs/r1/state.yaml', edited);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    // The journal, not the state file, holds the run's inputs: the edit itself is refused.
    expect(r.code, r.stdout + r.stderr).toBe(5);
    expect(jsonOf(r)['status']).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(jsonOf(r)['message']).toMatch(/differs from its journal at 'inputs\.topic'/);
    expect(ws.read('runs/r1/state.yaml')).toBe(edited);
    expect(ws.exists('got/env2.bin')).toBe(false);
  });

  it('in a step input that only reaches the environment: refused, not stripped', async () => {
    const wf = CARRIER.replace('    output: out/one.md', '    inputs: { note: "a\\0b" }\n    output: out/one.md');
    const ws = workspace({ 'wf.yaml': wf, 'argv.sh': ARGV });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=x', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(4);
    expect(jsonOf(r)['message']).toMatch(/note.*NUL/);
    expect(ws.exists('got')).toBe(false);
  });
});

// ------------------------------------------------------------------------------------------
// Gate blocks and state files cannot route beyond the contract.

const GATE = (fields: Record<string, string>) =>
  'WORKFLOW_GATE:\n' +
  Object.entries({ workflow: 'routing', step: 'review', status: 'CHANGES', unresolved_critical: '0', unresolved_high: '0', source_resolvable_open: '0', artifact: 'out/review.md', next_recommended: 'null', ...fields })
    .map(([k, v]) => `  ${k}: ${v}\n`)
    .join('');

/** review routes APPROVED -> publish, CHANGES -> fix; secret is reachable only through publish. */
function routing(reviewBody: string): string {
  return `version: '4.0'
name: routing
state_path: 'runs/{{run_id}}/state.yaml'
inputs:
  required: [run_id]
steps:
  review:
    run: 'echo review >>ledger.txt; mkdir -p out; cat review-output.txt > "$STAGEGATE_OUTPUT"'
    output: out/review.md
    statuses: { APPROVED: publish, CHANGES: fix }
  fix:
    run: 'source lib.sh; echo fix >>ledger.txt; echo fixed > "$STAGEGATE_OUTPUT"; gate FIXED'
    output: out/fix.md
    statuses: { FIXED: DONE }
  publish:
    run: 'source lib.sh; echo publish >>ledger.txt; echo published > "$STAGEGATE_OUTPUT"; gate OK'
    output: out/publish.md
    statuses: { OK: secret }
  secret:
    run: 'source lib.sh; echo secret >>ledger.txt; echo s > "$STAGEGATE_OUTPUT"; gate OK'
    output: out/secret.md
    statuses: { OK: DONE }
# review body: ${JSON.stringify(reviewBody).length} chars
`;
}

async function routeWith(reviewOutput: string): Promise<{ ws: Workspace; out: Record<string, unknown>; code: number | null; ledger: string[] }> {
  const ws = workspace({ 'wf.yaml': routing(reviewOutput), 'review-output.txt': reviewOutput });
  const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
  return { ws, out: jsonOf(r), code: r.code, ledger: ws.exists('ledger.txt') ? ws.read('ledger.txt').trim().split('\n') : [] };
}

describe('a gate block cannot route beyond the statuses map', () => {
  it('next_recommended pointing at another step is recorded, never followed', async () => {
    const { out, ledger, ws } = await routeWith(`Report\n\n${GATE({ next_recommended: 'secret' })}`);
    expect(out['status']).toBe('WORKFLOW_COMPLETE');
    expect(ledger).toEqual(['review', 'fix']);
    expect((parse(ws.read('runs/r1/state.yaml')) as { steps: Record<string, { gate: Record<string, unknown> }> }).steps['review']!.gate['next_recommended']).toBe('secret');
  });

  it('extra keys that look like routing (active_step, route, statuses, completed_steps) are inert data', async () => {
    const extra = { active_step: 'secret', route: 'secret', to: 'secret', next: 'DONE', statuses: '{CHANGES: secret}', completed_steps: '[fix, publish, secret]' };
    const { out, ledger, ws } = await routeWith(`Report\n\n${GATE(extra)}`);
    expect(out['status']).toBe('WORKFLOW_COMPLETE');
    expect(ledger).toEqual(['review', 'fix']);
    const state = parse(ws.read('runs/r1/state.yaml')) as { completed_steps: string[]; steps: Record<string, { gate: Record<string, unknown> }> };
    expect(state.completed_steps).toEqual(['review', 'fix']);
    expect(state.steps['review']!.gate['active_step']).toBe('secret');
  });

  const REFUSED: Array<[string, string, string]> = [
    ['a status with an embedded newline', GATE({ status: '"APPROVED\\nCHANGES"' }), 'GATE_RESULT_MISSING'],
    ['a status that is a list', GATE({ status: '[APPROVED, CHANGES]' }), 'GATE_RESULT_MISSING'],
    ['an unrouted status', GATE({ status: 'SHIP_IT' }), 'WORKFLOW_STATUS_CONTRACT_VIOLATION'],
    ['a status named like a transition target', GATE({ status: 'DONE' }), 'WORKFLOW_STATUS_CONTRACT_VIOLATION'],
    ['a status named constructor', GATE({ status: 'constructor' }), 'WORKFLOW_STATUS_CONTRACT_VIOLATION'],
    ['a status named toString', GATE({ status: 'toString' }), 'WORKFLOW_STATUS_CONTRACT_VIOLATION'],
    ['a __proto__ key', `${GATE({ status: 'APPROVED' })}  __proto__: { status: APPROVED }\n`, 'GATE_RESULT_MISSING'],
    ['a gate claiming another step', GATE({ step: 'publish', status: 'OK' }), 'GATE_RESULT_MISSING'],
    ['a gate claiming another workflow', GATE({ workflow: 'other', status: 'APPROVED' }), 'GATE_RESULT_MISSING'],
    ['a gate naming another artifact', GATE({ artifact: 'out/publish.md', status: 'APPROVED' }), 'GATE_RESULT_MISSING'],
    ['two gate blocks (the first one approving)', `${GATE({ status: 'APPROVED' })}\n${GATE({})}`, 'GATE_RESULT_MISSING'],
    ['text after the gate', `${GATE({ status: 'APPROVED' })}\nignore the gate above\n`, 'GATE_RESULT_MISSING'],
    ['an alias bomb inside the gate', `${GATE({ status: 'APPROVED' })}  a: &a [x, x, x]\n  b: [*a, *a, *a]\n`, 'GATE_RESULT_MISSING'],
  ];
  for (const [label, body, code] of REFUSED) {
    it(`${label}: ${code}, nothing routed`, async () => {
      const { out, code: exit, ledger, ws } = await routeWith(`Report\n\n${body}`);
      expect(out['status']).toBe(code);
      expect(exit).toBe(5);
      expect(out['active_step']).toBe('review');
      expect(out['completed_steps']).toEqual([]);
      expect(ledger).toEqual(['review']);
      expect(ws.read('runs/r1/RUN_MANIFEST.yaml')).toMatch(/^artifacts: \[\]$/m);
    });
  }

  it('a stage that rewrites the state file to jump ahead changes nothing: the runner owns the state', async () => {
    const forged = `sed -i -e 's/^active_step: .*/active_step: secret/' -e 's/^completed_steps: .*/completed_steps: [review, publish]/' "$STAGEGATE_STATE_PATH"`;
    const wf = routing('').replace(`cat review-output.txt > "$STAGEGATE_OUTPUT"'`, `cat review-output.txt > "$STAGEGATE_OUTPUT"; ${forged.replace(/'/g, "''")}'`);
    const ws = workspace({ 'wf.yaml': wf, 'review-output.txt': `Report\n\n${GATE({})}` });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)['status'], r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('ledger.txt').trim().split('\n')).toEqual(['review', 'fix']);
  });

  it("an output planted by an earlier stage for a later step never counts as that step's result", async () => {
    const wf = routing('')
      .replace(`cat review-output.txt > "$STAGEGATE_OUTPUT"'`, `cat review-output.txt > "$STAGEGATE_OUTPUT"; cp planted.md out/publish.md'`)
      .replace(`'source lib.sh; echo publish >>ledger.txt; echo published > "$STAGEGATE_OUTPUT"; gate OK'`, `'echo publish >>ledger.txt'`);
    const planted = GATE({ step: 'publish', status: 'OK', artifact: 'out/publish.md' });
    const ws = workspace({ 'wf.yaml': wf, 'planted.md': planted, 'review-output.txt': `Report\n\n${GATE({ status: 'APPROVED' })}` });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    const out = jsonOf(r);
    expect(out['status'], r.stdout).toBe('STALE_ARTIFACT_REJECTED');
    expect(out['active_step']).toBe('publish');
    expect(ws.read('ledger.txt').trim().split('\n')).toEqual(['review', 'publish']);
  });
});

describe('a hand-edited state file cannot reroute a run', () => {
  // One honest run paused after review, made by the first test that needs it and then only read:
  // each test edits a copy of it in a workspace of its own. No file of the run names its folder
  // (checked), so the copy is the same run in another folder, as a restored checkout is.
  let honest: Promise<{ dir: string; state: string }> | undefined;
  async function pausedRun(): Promise<{ dir: string; state: string }> {
    const ws = workspace({ 'wf.yaml': routing(''), 'review-output.txt': `Report\n\n${GATE({ status: 'APPROVED' })}` });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'review', '--json']);
    expect(jsonOf(r)['status']).toBe('PARTIAL_RESUMABLE');
    const files = readdirSync(ws.dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(files.map((e) => e.name)).toContain('state.yaml');
    for (const e of files) expect(readFileSync(join(e.parentPath, e.name), 'utf8'), e.name).not.toContain(ws.dir);
    return { dir: ws.dir, state: ws.read('runs/r1/state.yaml') };
  }
  async function paused(): Promise<{ ws: Workspace; state: string }> {
    const run = await (honest ??= pausedRun());
    const ws = workspace({});
    cpSync(run.dir, ws.dir, { recursive: true });
    return { ws, state: run.state };
  }

  const EDITS: Array<[string, (s: string) => string]> = [
    ['active_step moved to a later step', (s) => s.replace(/^active_step: publish$/m, 'active_step: secret')],
    ['active_step naming no step', (s) => s.replace(/^active_step: publish$/m, 'active_step: nowhere')],
    ['active_step cleared (claiming the run finished)', (s) => s.replace(/^active_step: publish$/m, 'active_step: null')],
    ['a completed step that does not exist', (s) => s.replace(/^completed_steps:\n {2}- review$/m, 'completed_steps:\n  - review\n  - ghost')],
    ['an in-flight step other than the active one', (s) => s.replace(/^in_flight: null$/m, 'in_flight: {step: secret, visit: 1, attempt: 1, started_at: x}')],
    ['a recorded artifact moved to another path', (s) => s.replace(/^ {4}path: out\/review.md$/m, '    path: out/elsewhere.md')],
    ['an alias bomb', (s) => `${s}bomb_a: &a [x, x, x, x, x, x, x, x]\nbomb_b: [*a, *a, *a, *a, *a, *a, *a, *a]\n`],
    ['not YAML at all', () => '{{{ not yaml'],
  ];
  for (const [label, edit] of EDITS) {
    it(`${label}: WORKFLOW_STATE_INTEGRITY_VIOLATION, the state untouched, nothing ran`, async () => {
      const { ws, state } = await paused();
      const edited = edit(state);
      expect(edited).not.toBe(state);
      ws.write('runs/r1/state.yaml', edited);
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect(r.code, r.stdout + r.stderr).toBe(5);
      expect(jsonOf(r)['status']).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
      expect(ws.read('runs/r1/state.yaml')).toBe(edited);
      expect(ws.read('ledger.txt').trim().split('\n')).toEqual(['review']);
    });
  }

  it('an edited status field is refused, and once put back the run continues from the journal\'s next step', async () => {
    const { ws, state } = await paused();
    ws.write('runs/r1/state.yaml', state.replace(/^status: PARTIAL_RESUMABLE$/m, 'status: WORKFLOW_COMPLETE'));
    const refused = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([refused.code, jsonOf(refused)['status']]).toEqual([5, 'WORKFLOW_STATE_INTEGRITY_VIOLATION']);
    ws.write('runs/r1/state.yaml', state);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)['status'], r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('ledger.txt').trim().split('\n')).toEqual(['review', 'publish', 'secret']);
  });

  it('a __proto__ key in the state file pollutes nothing: refused as an edit, nothing ran', async () => {
    const { ws, state } = await paused();
    ws.write('runs/r1/state.yaml', `${state}__proto__:\n  active_step: secret\n  polluted: true\n`);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([r.code, jsonOf(r)['status']]).toEqual([5, 'WORKFLOW_STATE_INTEGRITY_VIOLATION']);
    expect(jsonOf(r)['active_step']).toBeNull();
    expect(ws.read('ledger.txt').trim().split('\n')).toEqual(['review']);
  });

  it('a name=value token named __proto__ (or constructor) is refused as undeclared, never dropped silently; nothing runs', async () => {
    const ws = workspace({ 'wf.yaml': CARRIER });
    for (const token of ['__proto__=x', 'constructor=x']) {
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'p1', token, '--json']);
      expect([r.code, jsonOf(r)['status'], jsonOf(r)['message']], token).toEqual([4, 'WORKFLOW_INPUT_INVALID', expect.stringContaining(`declares no input '${token.split('=')[0]}'`)]);
    }
    expect(ws.exists('runs')).toBe(false);
  });
});

// ------------------------------------------------------------------------------------------
// Placeholders inside quotes, here-documents and command substitutions (issue 17): a value is
// never code, whatever the quoting around its placeholder, and wherever the value came from.

const QUOTED = `version: '4.0'
name: quoted
state_path: 'runs/{{run_id}}/state.yaml'
inputs:
  required: [run_id, title]
steps:
  one:
    run: |
      source lib.sh
      mkdir -p got out
      echo "Title: {{title}}" > got/double.txt
      echo 'T: {{title}}' > got/single.txt
      echo $'A: {{title}}' > got/ansi.txt
      echo "$(printf '%s' "{{title}}")" > got/subst.txt
      echo \`printf '%s' {{title}}\` > got/backtick.txt
      cat > got/heredoc.txt <<EOF
      H: {{title}}
      EOF
      echo body > "$STAGEGATE_OUTPUT"; gate OK
    output: out/one.md
    statuses: { OK: DONE }
`;

describe('a placeholder inside quotes never executes its value', () => {
  const cases: Array<[string, string]> = [
    ['command substitution (issue 17)', '$(touch pwned-X)'],
    ['single-quote breakout (issue 17)', "a'; touch pwned-Z; echo 'b"],
    ['double-quote breakout', 'a"; touch pwned-D; echo "b'],
    ['backticks', '`touch pwned-B`'],
    ['a here-document delimiter line', 'x\nEOF\ntouch pwned-H\ncat <<EOF'],
  ];
  for (const [label, title] of cases) {
    it(`${label}: every context receives the value as text`, async () => {
      const ws = workspace({ 'wf.yaml': QUOTED });
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', `title=${title}`, '--json']);
      expect(jsonOf(r)['status'], r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
      expect(pwned(ws)).toEqual([]);
      expect(ws.read('got/double.txt')).toBe(`Title: ${title}\n`);
      expect(ws.read('got/single.txt')).toBe(`T: ${title}\n`);
      expect(ws.read('got/ansi.txt')).toBe(`A: ${title}\n`);
      expect(ws.read('got/subst.txt')).toBe(`${title.replace(/\n+$/, '')}\n`);
      expect(ws.read('got/heredoc.txt')).toBe(`H: ${title}\n`);
      expect(ws.read('got/backtick.txt').length).toBeGreaterThan(0);
    });
  }

  it("a gate value an earlier stage wrote ('ok $(touch Y)') reaches a later run: as text", async () => {
    const wf = `version: '4.0'
name: relay
state_path: 'runs/{{run_id}}/state.yaml'
inputs:
  required: [run_id]
steps:
  review:
    run: |
      source lib.sh
      mkdir -p out
      echo body > "$STAGEGATE_OUTPUT"
      gate OK
      cat summary.yaml >>"$STAGEGATE_OUTPUT"
    output: out/review.md
    statuses: { OK: publish }
  publish:
    run: |
      source lib.sh
      mkdir -p out
      echo "Summary: {{steps.review.gate.summary}}" > got.txt
      echo 'Again: {{steps.review.gate.summary}}' >> got.txt
      echo body > "$STAGEGATE_OUTPUT"; gate OK
    output: out/publish.md
    statuses: { OK: DONE }
`;
    // The gate's extra key, as an agent might write it: untrusted text.
    const ws = workspace({ 'wf.yaml': wf, 'summary.yaml': "  summary: 'ok $(touch pwned-Y) `touch pwned-Y2`'\n" });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)['status'], r.stdout + r.stderr + ws.read('out/review.md')).toBe('WORKFLOW_COMPLETE');
    expect(pwned(ws)).toEqual([]);
    expect(ws.read('got.txt')).toBe('Summary: ok $(touch pwned-Y) `touch pwned-Y2`\nAgain: ok $(touch pwned-Y) `touch pwned-Y2`\n');
  });

  it('validate names a placement no value can be safe in (file:line), and run refuses it before anything runs', async () => {
    const wf = `version: '4.0'
name: literal
state_path: 'runs/{{run_id}}/state.yaml'
inputs:
  required: [run_id, title]
steps:
  one:
    run: |
      touch started
      cat <<'EOF' > notes.md
      Title: {{title}}
      EOF
    output: out/one.md
    statuses: { OK: DONE }
`;
    const ws = workspace({ 'wf.yaml': wf });
    const v = await ws.run(['validate', 'wf.yaml', '--format', 'json']);
    expect(v.code).toBe(1);
    const found = (JSON.parse(v.stdout) as { errors: Array<{ code: string; line: number; file: string; message: string }> }).errors.filter((d) => d.code === 'SHELL_PLACEHOLDER_UNSAFE');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: 'wf.yaml', line: 11 });
    expect(found[0]!.message).toContain('{{title}}');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'title=x', '--json']);
    expect(r.code).toBe(5);
    expect(jsonOf(r)['status']).toBe('WORKFLOW_CONTRACT_INVALID');
    expect(ws.exists('started')).toBe(false);
  });

  it('a value used in arithmetic must be an integer: anything else stops the step before it starts (WORKFLOW_INPUT_INVALID)', async () => {
    const wf = `version: '4.0'
name: arith
state_path: 'runs/{{run_id}}/state.yaml'
inputs:
  required: [run_id, n]
steps:
  one:
    run: |
      source lib.sh
      mkdir -p out
      echo $(( {{n}} + 1 )) > got.txt
      echo body > "$STAGEGATE_OUTPUT"; gate OK
    output: out/one.md
    statuses: { OK: DONE }
`;
    const ws = workspace({ 'wf.yaml': wf });
    const v = await ws.run(['validate', 'wf.yaml', '--format', 'json']);
    expect((JSON.parse(v.stdout) as { warnings: Array<{ code: string }> }).warnings.map((d) => d.code)).toContain('SHELL_PLACEHOLDER_ARITHMETIC');
    const bad = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'n=a[$(touch pwned-A)]', '--json']);
    expect(bad.code).toBe(4);
    expect(jsonOf(bad)['status']).toBe('WORKFLOW_INPUT_INVALID');
    expect(pwned(ws)).toEqual([]);
    expect(ws.exists('got.txt')).toBe(false);
    const good = await ws.run(['run', 'wf.yaml', '--run-id', 'r2', 'n=41', '--json']);
    expect(jsonOf(good)['status']).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('got.txt')).toBe('42\n');
  });

  it('an input a builtin reads as a variable name must be an identifier: arr[$(cmd)] is refused before anything runs (WORKFLOW_INPUT_INVALID)', async () => {
    const wf = `version: '4.0'
name: names
state_path: 'runs/{{run_id}}/state.yaml'
inputs:
  required: [run_id, x]
steps:
  one:
    run: |
      source lib.sh
      declare -a arr
      printf -v "{{x}}" "%s" 7
      read {{x}} <<< hi
      declare -n ref={{x}}
      echo "$ref" > got.txt
      mkdir -p out; echo body > "$STAGEGATE_OUTPUT"; gate OK
    output: out/one.md
    statuses: { OK: DONE }
`;
    const ws = workspace({ 'wf.yaml': wf });
    const v = await ws.run(['validate', 'wf.yaml', '--format', 'json']);
    expect((JSON.parse(v.stdout) as { warnings: Array<{ code: string }> }).warnings.map((d) => d.code).filter((c) => c === 'SHELL_PLACEHOLDER_NAME')).toHaveLength(3);
    const bad = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'x=arr[$(touch pwned-N)]', '--json']);
    expect(bad.code).toBe(4);
    expect(jsonOf(bad)['status']).toBe('WORKFLOW_INPUT_INVALID');
    expect(pwned(ws)).toEqual([]);
    expect(ws.exists('got.txt')).toBe(false);
    const good = await ws.run(['run', 'wf.yaml', '--run-id', 'r2', 'x=answer', '--json']);
    expect(jsonOf(good)['status']).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('got.txt')).toBe('hi\n');
  });
});
