/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// `stagegate convert --out` writes files that `stagegate run` accepts: the written text is
// validated as the native file it becomes. A step the other runner accepts and never reaches (a
// warning there, UNREACHABLE_STEP in a native file) is left out, with a comment naming it, and
// the converted file runs exactly as the imported one does. Every fixture in
// test/fixtures/formats converts to a file that validates as native, or is not written.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, jsonOf, removeWorkspaces, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const FORMATS = join(REPO_ROOT, 'test', 'fixtures', 'formats');
const FAKE_AGENT = join(REPO_ROOT, 'test', 'fixtures', 'fake-agent');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const abs = join(dir, name);
    return statSync(abs).isDirectory() ? filesUnder(abs) : [abs];
  });
}

const block = (status: string, extra: Record<string, string> = {}): string =>
  ['--- COORDINATE RESULT ---', `STATUS: ${status}`, ...Object.entries(extra).map(([k, v]) => `${k}: ${v}`), 'SUMMARY: done', ''].join('\n');

// A maestro graph with two dead nodes (`orphan`, and `orphan_next` only reachable through it).
const DEAD_NODES = JSON.stringify({
  id: 'dead-nodes',
  name: 'Dead nodes',
  version: '1.0.0',
  entry: 'review',
  nodes: {
    review: { type: 'command', cmd: 'quality-review', next: 'check' },
    check: { type: 'decision', eval: 'ctx.result.review_verdict', edges: [{ value: 'PASS', target: 'done' }, { value: 'BLOCK', target: 'fix' }, { default: true, target: 'failed' }] },
    fix: { type: 'command', cmd: 'quality-fix', next: 'review', max_visits: 3 },
    orphan: { type: 'command', cmd: 'quality-orphan', next: 'orphan_next' },
    orphan_next: { type: 'command', cmd: 'quality-orphan-next', next: 'done' },
    done: { type: 'terminal', status: 'success' },
    failed: { type: 'terminal', status: 'failure' },
  },
}, null, 2);

/**
 * Converts each fixture with --out and validates what was written as native; returns the ones
 * written. Only a file with errors of its own is refused (the broken CCW templates).
 */
async function convertEach(ws: TempWorkspace, files: readonly string[]): Promise<string[]> {
  const written: string[] = [];
  for (const rel of files) {
    const out = `native/${rel.replace(/\.(json|ya?ml)$/, '.yaml')}`;
    const c = await ws.run(['convert', rel, '--out', out]);
    if (!ws.exists(out)) {
      expect(c.code, `${rel}: ${c.stderr}`).toBe(1);
      expect(c.stderr, rel).toContain('not written');
      continue;
    }
    expect(c.code, `${rel}: ${c.stderr}`).toBe(0);
    written.push(rel);
    const v = await ws.run(['validate', out, '--json']);
    expect(jsonOf(v).errors, `${out} (from ${rel})`).toEqual([]);
  }
  return written;
}

/** A workspace holding every fixture under formats/, and the fixtures convert takes (relative paths). */
function fixturesWorkspace(): { ws: TempWorkspace; files: string[] } {
  const files = filesUnder(FORMATS).filter((f) => /\.(json|ya?ml)$/.test(f) && !f.endsWith('.stagegate.yaml') && !f.endsWith('.fake-agent.json')).map((f) => `formats/${relative(FORMATS, f)}`);
  const ws = workspaceWith(Object.fromEntries(filesUnder(FORMATS).map((f) => [`formats/${relative(FORMATS, f)}`, readFileSync(f, 'utf8')])));
  return { ws, files };
}

/** The wild dispatch graph has a dead node: left out, and a comment says which and why. */
function expectDispatchDeadNodeLeftOut(ws: TempWorkspace): void {
  const dispatch = ws.read('native/formats/maestro/wild/chains/_dispatch.yaml');
  expect(dispatch).toMatch(/^# Left out: step 'to_setup_again' can never run: no transition from the entry step 'check_ready' leads to it; the maestro runner never reaches it either/m);
  expect(Object.keys(ws.yaml('native/formats/maestro/wild/chains/_dispatch.yaml').steps)).not.toContain('to_setup_again');
}

describe('convert writes files that run', () => {
  // npm test's case of the sweep below (which the slow tier's campaign project runs): one fixture of
  // each format, the wild dispatch graph with its dead node, and of the broken CCW templates one
  // refused for one error, one for several ("has 3 errors") and one written for its warning.
  it('a fixture of each format converts to a file that validates as native; a broken one with errors writes nothing', async () => {
    const { ws, files } = fixturesWorkspace();
    const picked = ['formats/aiox/qa-loop.yaml', 'formats/ccw/quick-bugfix.json', 'formats/maestro/quality-loop.json', 'formats/maestro/wild/chains/_dispatch.json', 'formats/ccw/broken/cycle.json', 'formats/ccw/broken/duplicate-id.json', 'formats/ccw/broken/cli-tool.json'];
    expect(files).toEqual(expect.arrayContaining(picked));
    const written = await convertEach(ws, picked);
    expect(written).toEqual(['formats/aiox/qa-loop.yaml', 'formats/ccw/quick-bugfix.json', 'formats/maestro/quality-loop.json', 'formats/maestro/wild/chains/_dispatch.json', 'formats/ccw/broken/cli-tool.json']);
    expectDispatchDeadNodeLeftOut(ws);
  });

  it('every fixture in test/fixtures/formats converts to a file that validates as native, or writes nothing', { tags: [CAMPAIGN] }, async () => {
    const { ws, files } = fixturesWorkspace();
    const written = await convertEach(ws, files);
    // Every fixture outside broken/ is written (and so validates as native); a broken one only
    // when its findings are warnings.
    const whole = files.filter((f) => !f.includes('/broken/'));
    expect(whole.filter((f) => !written.includes(f))).toEqual([]);
    expect(whole.length).toBeGreaterThan(20);
    expectDispatchDeadNodeLeftOut(ws);
  });

  it('a graph with dead nodes: they are left out and named, and the converted file runs as the graph does', { tags: [CAMPAIGN] }, async () => {
    const scenario = {
      steps: {
        review: [{ stdout: block('SUCCESS', { REVIEW_VERDICT: 'BLOCK' }) }, { stdout: block('SUCCESS', { REVIEW_VERDICT: 'PASS' }) }],
        fix: [{ stdout: block('SUCCESS') }],
      },
    };
    const ws = workspaceWith({ 'chains/dead-nodes.json': DEAD_NODES, 'scenario.json': JSON.stringify(scenario) });
    const c = await ws.run(['convert', 'chains/dead-nodes.json', '--out', 'native/dead-nodes.yaml']);
    expect(c.code, c.stderr).toBe(0);
    expect(c.stderr).toContain("left out of the native file (a comment there names it): step 'orphan' can never run");
    expect(c.stderr).toContain("left out of the native file (a comment there names it): step 'orphan_next' can never run");
    const text = ws.read('native/dead-nodes.yaml');
    expect(text).toMatch(/^# Left out: step 'orphan' can never run/m);
    expect(text).toMatch(/^# Left out: step 'orphan_next' can never run/m);
    expect(text).toMatch(/^# Run it with: stagegate run native\/dead-nodes\.yaml --run-id r1$/m);
    expect(Object.keys(ws.yaml('native/dead-nodes.yaml').steps).sort()).toEqual(['check', 'fix', 'review']);
    ws.commit();

    const runs: any[] = [];
    for (const [file, id] of [['chains/dead-nodes.json', 'imported'], ['native/dead-nodes.yaml', 'native']] as const) {
      const log = ws.path(`calls-${id}.jsonl`);
      const r = await ws.run(['run', file, '--run-id', id, '--json', '--agent', 'command', '--agent-command', FAKE_AGENT], { env: { FAKE_AGENT_SCENARIO: 'scenario.json', FAKE_AGENT_LOG: log } });
      runs.push({ status: jsonOf(r).status, code: r.code, steps: ws.lines(`calls-${id}.jsonl`).map((l) => JSON.parse(l).step) });
    }
    expect(runs[0]).toEqual({ status: 'WORKFLOW_COMPLETE', code: 0, steps: ['review', 'fix', 'review'] });
    expect(runs[1]).toEqual(runs[0]);
  });

  it("the header's command runs the file: the run id its state path needs and each required input (before: `stagegate run <this file>`)", { tags: [CAMPAIGN] }, async () => {
    const chain = JSON.stringify({
      id: 'ticket-chain', name: 'Ticket chain', version: '1.0.0', entry: 'analyze',
      inputs: { ticket: { type: 'string', required: true } },
      nodes: {
        analyze: { type: 'command', cmd: 'analyze-ticket', args: '{ticket}', next: 'done' },
        done: { type: 'terminal', status: 'success' },
      },
    });
    const scenario = { steps: { analyze: [{ stdout: block('SUCCESS') }] } };
    const ws = workspaceWith({ 'chains/ticket.json': chain, 'scenario.json': JSON.stringify(scenario) });
    const c = await ws.run(['convert', 'chains/ticket.json', '--out', 'native/ticket.yaml']);
    expect(c.code, c.stderr).toBe(0);
    const header = /^# Run it with: (stagegate run .*?), with a value for each <input>$/m.exec(ws.read('native/ticket.yaml'));
    expect(header?.[1]).toBe("stagegate run native/ticket.yaml --run-id r1 ticket='<ticket>'");
    ws.commit();
    // The command as written (its shell words), with the test's agent: it runs the file to the end.
    const words = spawnSync('sh', ['-c', `set -- ${header![1]!.replace(/^stagegate /, '')}; printf '%s\\n' "$@"`], { encoding: 'utf8' }).stdout.trimEnd().split('\n');
    const r = await ws.run([...words, '--json', '--agent', 'command', '--agent-command', FAKE_AGENT], { env: { FAKE_AGENT_SCENARIO: 'scenario.json', FAKE_AGENT_LOG: ws.path('calls.jsonl') } });
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    // Printed on stdout, the file is the one the text is saved as.
    const printed = await ws.run(['convert', 'chains/ticket.json']);
    expect(printed.stdout).toContain("# Run it with: stagegate run FILE --run-id r1 ticket='<ticket>' (FILE: the file you save this text as), with a value for each <input>\n");
  });

  it("the header says when agent steps name no agent, with the flag to add (before: the command alone stopped WORKFLOW_INPUT_REQUIRED)", async () => {
    // Seen failing before the fix: the header had no word of an agent.
    const chain = JSON.stringify({
      id: 'two', name: 'Two', version: '1.0.0', entry: 'analyze',
      nodes: {
        analyze: { type: 'command', cmd: 'analyze-ticket', next: 'report' },
        report: { type: 'command', cmd: 'write-report', next: 'done' },
        done: { type: 'terminal', status: 'success' },
      },
    });
    const ws = workspaceWith({ 'chains/two.json': chain });
    const c = await ws.run(['convert', 'chains/two.json']);
    expect(c.code, c.stderr).toBe(0);
    const lines = c.stdout.split('\n');
    const at = lines.findIndex((l) => l.startsWith('# Run it with: '));
    expect(lines[at + 1]).toBe('# Agent steps (analyze, report) name no agent: add one to that command, e.g. --agent claude (or codex, gemini, copilot, opencode; your own CLI: --agent command --agent-command PATH), or set execution.agent in the file.');
    // What it says is so: the command alone stops for want of an agent, with the flag it runs.
    ws.write('native/two.yaml', c.stdout);
    ws.commit();
    const words = lines[at]!.replace('# Run it with: stagegate ', '').replace(' FILE ', ' native/two.yaml ').replace(/ \(FILE: .*$/, '').split(' ');
    const bare = await ws.run([...words, '--json']);
    expect(jsonOf(bare).status).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(jsonOf(bare).message).toContain('no agent is configured');
    // A file that names its agent (execution.agent) gets no such line.
    const named = (ws.read('native/two.yaml') as string).replace(/^steps:/m, 'execution:\n  agent: codex\nsteps:');
    ws.write('native/named.yaml', named);
    const again = await ws.run(['convert', 'native/named.yaml']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('# Run it with: ');
    expect(again.stdout).not.toContain('name no agent');
  });

  it('a translation the native validator refuses is not written, and says why', async () => {
    // --out over the graph's own delegate: the native file would start itself (CHILD_WORKFLOW_CYCLE).
    const wild = join(FORMATS, 'maestro', 'wild', 'chains');
    const ws = workspaceWith(Object.fromEntries(filesUnder(wild).map((f) => [`chains/${relative(wild, f)}`, readFileSync(f, 'utf8')])));
    const before = ws.read('chains/singles/audit.json');
    const c = await ws.run(['convert', 'chains/_dispatch.json', '--out', 'chains/singles/audit.json']);
    expect(c.code, c.stderr).toBe(1);
    expect(c.stderr).toContain('stagegate: the translation does not validate as a native file; stagegate run would refuse it:');
    expect(c.stderr).toMatch(/^chains\/singles\/audit\.json:\d+:\d+ {2}error {2}CHILD_WORKFLOW_CYCLE /m);
    expect(c.stderr).toContain('not written: its native translation has 1 error');
    expect(ws.read('chains/singles/audit.json')).toBe(before);
    // On stdout, the header does not say it runs.
    const printed = await ws.run(['convert', 'chains/_dispatch.json']);
    expect(printed.code).toBe(0);
    expect(printed.stdout).toMatch(/^# Run it with: stagegate run FILE --run-id r1\b.* \(FILE: the file you save this text as\)/m);
  });

  it('a native file run refuses is not printed (nothing was translated), only its findings; an imported file with errors is printed saying it does not validate', async () => {
    const native = ['version: "4.0"', 'name: bad', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  one:', '    run: echo', "    output: 'runs/{{run_id}}/one.md'", '    statuses:', '      OK: nowhere', ''].join('\n');
    // An aiox workflow whose condition does not parse (AIOX_CONDITION_INVALID, an error).
    const aiox = 'workflow:\n  id: b\n  name: B\n  sequence:\n    - id: a\n      agent: dev\n      condition: "score >="\n';
    const ws = workspaceWith({ 'bad.yaml': native, 'broken.yaml': aiox });
    // run refuses the native file at the finding's file:line:column (exit 5) ...
    const run = await ws.run(['run', 'bad.yaml', '--run-id', 'r1', '--json']);
    expect(run.code).toBe(5);
    expect(jsonOf(run)).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID', location: { file: 'bad.yaml', line: 11, column: 11 } });
    // ... convert lists the same finding there, prints nothing, and says why (exit 1: convert found errors).
    const c = await ws.run(['convert', 'bad.yaml']);
    expect(c.code).toBe(1);
    expect(c.stdout).toBe('');
    expect(c.stderr).toMatch(/^bad\.yaml:11:11 {2}error {2}UNKNOWN_TARGET /m);
    expect(c.stderr).toContain('stagegate: nothing printed: bad.yaml is a native 4.0 workflow already, and it has 1 error (above): stagegate run refuses it; fix it');
    const out = await ws.run(['convert', 'bad.yaml', '--out', 'native/bad.yaml']);
    expect([out.code, out.stdout, ws.exists('native/bad.yaml')]).toEqual([1, '', false]);
    expect(out.stderr).toContain('stagegate: nothing written: bad.yaml is a native 4.0 workflow already');
    // An imported file with errors: the translation is shown (what was understood), its header
    // saying it does not validate instead of how to run it; --out writes nothing.
    const i = await ws.run(['convert', 'broken.yaml']);
    expect(i.code).toBe(1);
    expect(i.stderr).toMatch(/^broken\.yaml:\d+:\d+ {2}error {2}AIOX_CONDITION_INVALID /m);
    expect(i.stdout).toMatch(/^# Converted by stagegate from broken\.yaml \(aiox\)\.\n# broken\.yaml does not validate \(AIOX_CONDITION_INVALID\): this is what was understood of it; stagegate run would refuse it\.\n/);
    expect(i.stdout).not.toContain('Run it with');
    const iOut = await ws.run(['convert', 'broken.yaml', '--out', 'native/broken.yaml']);
    expect([iOut.code, iOut.stdout, ws.exists('native/broken.yaml')]).toEqual([1, '', false]);
    // A file that cannot be read at all: its one error, said in a sentence that agrees with it.
    const missing = await ws.run(['convert', 'missing.json']);
    expect([missing.code, missing.stdout]).toEqual([1, '']);
    expect(missing.stderr).toMatch(/^missing\.json {2}error {2}WORKFLOW_FILE_UNREADABLE /m);
    expect(missing.stderr).toContain('stagegate: nothing printed: missing.json has 1 error (above) that keeps it from being translated; fix it');
  });

  it("the header of an imported file with errors names it as it is: a $& or $' in its name is no replacement pattern", async () => {
    const aiox = 'workflow:\n  id: b\n  name: B\n  sequence:\n    - id: a\n      agent: dev\n      condition: "score >="\n';
    const ws = workspaceWith({ "b$&$'.yaml": aiox });
    const c = await ws.run(['convert', "b$&$'.yaml"]);
    expect(c.code).toBe(1);
    // Before: the name's $& was the matched `# Run it with:` line, leaving text that is no comment.
    expect(c.stdout).toMatch(/^# Converted by stagegate from b\$&\$'\.yaml \(aiox\)\.\n# b\$&\$'\.yaml does not validate \(AIOX_CONDITION_INVALID\): this is what was understood of it; stagegate run would refuse it\.\nversion: /);
    expect(c.stdout).not.toContain('Run it with');
  });
});

describe('convert of a file too deep to read', () => {
  // REPRO 15: convert walked such a file's data and aborted node (V8 fatal, exit 134) while
  // validate, run, plan and graph refused it. Every format here, in-process (the same code as the
  // bundle's); the built CLI with both streams redirected, as the campaign ran it, in
  // test/smoke/cli-validate-convert.test.ts (one format: what only a process shows is the abort).
  it('a maestro, CCW or native JSON file holding a 3000-deep array: YAML_TOO_DEEP at 1:1, exit 1, nothing printed, no stack trace', async () => {
    const deep = `${'['.repeat(3000)}${']'.repeat(3000)}`;
    const maestro = { id: 'mq', name: 'MQ', version: '1.0.0', entry: 'review', inputs: { phase: { type: 'string', required: true } }, nodes: { review: { type: 'command', cmd: 'quality-review', args: '{phase}', next: 'done' }, done: { type: 'terminal', status: 'success' } }, x: 1 };
    const ccw = JSON.parse(readFileSync(join(FORMATS, 'ccw', 'quick-bugfix.json'), 'utf8')) as Record<string, unknown>;
    const native = { version: '4.0', name: 'n', state_path: 's.yaml', steps: { a: { run: 'true', output: 'a.md', statuses: { OK: 'DONE' } } }, x: 1 };
    const files = { 'maestro.json': maestro, 'ccw.json': { ...ccw, x: 1 }, 'native.json': native };
    const ws = workspaceWith(Object.fromEntries(Object.entries(files).map(([file, data]) => [file, JSON.stringify(data, null, 2).replace('"x": 1', `"x": ${deep}`)])));
    for (const file of Object.keys(files)) {
      const printed = await ws.run(['convert', file]);
      expect(printed.code, `${file}: ${printed.stderr.slice(0, 400)}`).toBe(1);
      expect(printed.stdout, file).toBe('');
      expect(printed.stderr).toContain(`${file}:1:1  error  YAML_TOO_DEEP`);
      expect(printed.stderr).not.toMatch(/\n\s+at /);
    }
  });
});

describe("convert reports exactly validate's findings", () => {
  // A native file with a schema error (a misspelt key), an unknown target the rules find past it,
  // an invalid inline gate_schema and a warning (a loop with no max_visits); and an aiox file with
  // a mistyped target.
  const NATIVE = [
    "version: '4.0'",
    'name: mixed',
    "state_path: 'runs/{{run_id}}/state.yaml'",
    'execution: {max_visits: lots}',
    'steps:',
    '  a:',
    "    run: 'true'",
    '    gate_schema: {type: object, requierd: [x]}',
    '    statuses: {OK: b, ODD: nowhere}',
    '  b:',
    "    run: 'true'",
    '    statuses: {OK: a, DONE_NOW: DONE}',
    '',
  ].join('\n');
  const AIOX = ['workflow:', '  id: f', '  name: F', '  sequence:', '    - id: spec', '      agent: pm', '      on_success: implemnt', '    - id: implement', '      agent: dev', ''].join('\n');
  const findingLines = (text: string) => text.split('\n').filter((l) => /^\S+:\d+:\d+ {2}(error|warning) {2}/.test(l) || /^\s+hint: /.test(l));

  it.each([['native.yaml'], ['aiox.yaml']])('%s: the same findings in the same order; a native file says it is native already', async (file) => {
    const ws = workspaceWith({ 'native.yaml': NATIVE, 'aiox.yaml': AIOX });
    const validate = await ws.run(['validate', file]);
    const convert = await ws.run(['convert', file]);
    expect(validate.code).toBe(1);
    expect(convert.code).toBe(1);
    const expected = findingLines(validate.stdout);
    expect(expected.length).toBeGreaterThan(0);
    expect(findingLines(convert.stderr)).toEqual(expected);
    if (file === 'native.yaml') {
      expect(expected.join('\n')).toContain('UNKNOWN_TARGET');
      expect(expected.join('\n')).toContain('GATE_SCHEMA_INVALID');
      expect(convert.stderr).toContain('stagegate: nothing printed: native.yaml is a native 4.0 workflow already');
      expect(convert.stdout).toBe('');
    }
  });
});
