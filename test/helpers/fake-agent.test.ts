/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON documents */
// The fake agent the tests start (test/fixtures/fake-agent: a shell client whose logic the test
// run's server runs, fake-agent-server.ts) does what the script does in Node
// (`node test/fixtures/fake-agent.cjs`, what `npm run example:agent` runs): same output, files,
// log and exit status for the same call, through the server (not its Node fallback).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAKE_AGENT_SERVER_FILE, startFakeAgentServer } from './fake-agent-server.js';
import { spawnTracked } from './processes.js';

const FIXTURES = resolve(import.meta.dirname, '..', 'fixtures');
const CLIENT = join(FIXTURES, 'fake-agent');
const SCRIPT = join(FIXTURES, 'fake-agent.cjs');

interface Ended {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], env: Record<string, string>, cwd: string, stdin: string): Promise<Ended> {
  const child = spawnTracked(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  child.stdin!.end(stdin);
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

/** One call in a folder of its own: what it printed, the files it wrote and its log line. */
async function call(how: 'client' | 'node', scenario: object, args: string[], prompt: string): Promise<Ended & { output: string; written: string; log: any; pid: string }> {
  const dir = mkdtempSync(join(tmpdir(), `fake-agent-${how}-`));
  mkdirSync(join(dir, 'out'));
  writeFileSync(join(dir, 'sc.json'), JSON.stringify(scenario));
  const env = {
    STAGEGATE_WORKSPACE: dir,
    STAGEGATE_WORKFLOW: 'wf',
    STAGEGATE_STEP: 'draft',
    STAGEGATE_OUTPUT: join(dir, 'out', 'draft.md'),
    STAGEGATE_ARTIFACT: 'out/draft.md',
    STAGEGATE_RUN_ROOT: join(dir, 'run'),
    STAGEGATE_VISIT: '1',
    STAGEGATE_ATTEMPT: '1',
    FAKE_AGENT_SCENARIO: 'sc.json',
    FAKE_AGENT_LOG: 'calls.jsonl',
    API_TOKEN: 'ghs_secret',
    SOME_SETTING: 'a value with spaces\nand a second line',
  };
  const r = how === 'client' ? await run(CLIENT, args, env, dir, prompt) : await run(process.execPath, [SCRIPT, ...args], env, dir, prompt);
  const read = (rel: string): string => (existsSync(join(dir, rel)) ? readFileSync(join(dir, rel), 'utf8') : '');
  return { ...r, output: read('out/draft.md'), written: read('notes/extra.txt'), log: JSON.parse(read('calls.jsonl') || 'null'), pid: read('agent.pid') };
}

describe('the fake agent the tests start', () => {
  it('prints, writes, logs and exits as the script run in Node does, through the test run\'s server', async () => {
    const scenario = {
      steps: {
        draft: [
          { status: 'REVISE', stdout: 'first answer ${STAGEGATE_STEP}', stderr: 'a warning', echo_env: ['SOME_SETTING', 'UNSET_ONE'], write: { 'notes/extra.txt': 'made by ${STAGEGATE_WORKFLOW}\n' }, pid_file: 'agent.pid', usage: { turns: 3 }, exit: 0 },
        ],
      },
    };
    const prompt = 'Do the work.\n- Allowed statuses: `READY` | REVISE\n\nünïcödé and a trailing blank line\n\n';
    const args = ['-p', '--output-format', 'json', '--verbose'];
    const [client, node] = await Promise.all([call('client', scenario, args, prompt), call('node', scenario, args, prompt)]);
    for (const [what, r] of [['client', client], ['node', node]] as const) {
      expect(r.code, `${what}: ${r.stderr}`).toBe(0);
      expect(r.stderr, what).toBe('a warning\n');
      expect(r.output, what).toContain('  status: REVISE\n');
      expect(r.pid, what).toMatch(/^[1-9][0-9]*$/);
    }
    expect(client.stdout).toBe(node.stdout);
    expect(client.output.replace(/call \d+/, '')).toBe(node.output.replace(/call \d+/, ''));
    expect(client.written).toBe('made by wf\n');
    expect(client.written).toBe(node.written);
    // The log: everything but how it was started (the client's name; the script's in Node) and the folder.
    const comparable = (log: any): any => ({ ...log, invoked_as: undefined, cwd: undefined, env: { ...log.env, STAGEGATE_WORKSPACE: undefined, STAGEGATE_OUTPUT: undefined, STAGEGATE_RUN_ROOT: undefined } });
    expect(comparable(client.log)).toEqual(comparable(node.log));
    expect(client.log.prompt).toBe(prompt);
    expect(client.log.env.API_TOKEN).toBe('ghs_secret');
    // Served (the client's own name), not the client's fallback to Node (which logs the script's).
    expect(client.log.invoked_as).toBe('fake-agent');
    expect(node.log.invoked_as).toBe('fake-agent.cjs');
  });

  it('exits with the status the scenario gives, with the same output as in Node', async () => {
    const scenario = { default: { exit: 3, skip_output: true, usage: false, stdout: 'gave up' } };
    const [client, node] = await Promise.all([call('client', scenario, [], ''), call('node', scenario, [], '')]);
    expect(client.code).toBe(3);
    expect(node.code).toBe(3);
    expect(client.stdout).toBe('gave up\n');
    expect(client.stdout).toBe(node.stdout);
    expect(client.output).toBe('');
    expect(client.log.prompt).toBe('');
  });

  it("writes its port and token to a new file only this user can read, never into one already there", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fake-agent-server-'));
    const stop = await startFakeAgentServer(dir);
    try {
      expect(statSync(join(dir, FAKE_AGENT_SERVER_FILE)).mode & 0o777).toBe(0o600);
    } finally {
      await stop();
    }
    // A file someone put there first (in the world-writable run folder) is not written into.
    const taken = mkdtempSync(join(tmpdir(), 'fake-agent-server-'));
    writeFileSync(join(taken, FAKE_AGENT_SERVER_FILE), '', { mode: 0o666 });
    await expect(startFakeAgentServer(taken)).rejects.toThrow(/EEXIST/);
    expect(readFileSync(join(taken, FAKE_AGENT_SERVER_FILE), 'utf8')).toBe('');
  });
});
