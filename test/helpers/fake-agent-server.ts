// The fake agent served once per vitest run (global-setup.ts), for test/fixtures/fake-agent: that
// client is a shell script the runner starts as it starts any agent — a real process, with the
// prompt on its stdin, its argv, environment and working directory, killed with its group — and
// the fake agent's logic (test/fixtures/fake-agent.cjs, the same function `node fake-agent.cjs`
// runs) runs here, on that process: its stdin, which the client sends (all of it, up to a NUL),
// and its argv (cmdline), environment (environ) and working directory as /proc shows them (the
// environment it was started with, which is what a Node agent reads). The client prints what the
// agent printed, writes its pid where the scenario says, hangs when it says, and exits with the
// agent's status. A Node start per agent call was ~80-110 ms of CPU on this machine class, a few
// hundred times a run; the client's is a few ms (docs/testing.md, "Where the time goes").
//
// Protocol (TCP on 127.0.0.1, since bash reaches it through /dev/tcp): the client sends
// "TOKEN PID\n", its stdin and a NUL; the server answers five NUL-terminated fields: exit status, pid file (or empty),
// hang ("1" or empty), stdout, stderr. The port and the token are in a file of the run's folder
// only this user can read (FAKE_AGENT_SERVER_FILE); without it the client runs the script in Node.
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { readFile, readlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';

/** Where, in the run's folder (the processes' TMPDIR), the client finds the server. */
export const FAKE_AGENT_SERVER_FILE = 'fake-agent-server';

interface AgentProcess {
  argv: string[];
  env: Record<string, string>;
  cwd: string;
  prompt: string;
  stdout: { write(text: string): void };
  stderr: { write(text: string): void };
  writePid(path: string): void;
  hang(childPidFile: string | undefined): void;
}
type FakeAgent = (agent: AgentProcess) => number | undefined;

/** Starts the server and writes its file into `runDir`; resolves with a function that stops it. */
export async function startFakeAgentServer(runDir: string): Promise<() => Promise<void>> {
  if (!existsSync('/proc/self/environ')) return async () => {}; // no /proc: the client runs Node
  const { fakeAgent } = createRequire(import.meta.url)('../fixtures/fake-agent.cjs') as { fakeAgent: FakeAgent };
  const token = randomBytes(16).toString('hex');
  const open = new Set<Socket>();
  const server = createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    serve(socket, token, fakeAgent);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake agent server: no TCP address');
  // The run's folder is world-writable (a TMPDIR like /tmp): a file someone else put there first
  // (one they can read) is refused, not written into (O_EXCL).
  try {
    writeFileSync(join(runDir, FAKE_AGENT_SERVER_FILE), `${address.port} ${token}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    await close(server, open);
    throw error;
  }
  return () => close(server, open);
}

function close(server: Server, open: Set<Socket>): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    for (const socket of open) socket.destroy();
  });
}

function serve(socket: Socket, token: string, fakeAgent: FakeAgent): void {
  socket.on('error', () => socket.destroy());
  let request = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    request = Buffer.concat([request, chunk]);
    const eol = request.indexOf(0x0a);
    if (eol < 0) {
      if (request.length > 200) socket.destroy();
      return;
    }
    const [given, pid] = request.subarray(0, eol).toString('utf8').split(' ');
    if (given !== token || !/^[1-9][0-9]*$/.test(pid ?? '')) {
      socket.destroy();
      return;
    }
    const end = request.indexOf(0, eol + 1);
    if (end < 0) return; // the rest of the prompt is still on its way
    socket.removeAllListeners('data');
    const prompt = request.subarray(eol + 1, end).toString('utf8');
    answer(Number(pid), prompt, fakeAgent).then(
      (reply) => socket.end(reply),
      () => socket.destroy(), // the client is gone (killed): nobody to answer
    );
  });
}

async function answer(pid: number, prompt: string, fakeAgent: FakeAgent): Promise<string> {
  const proc = `/proc/${pid}`;
  const [cmdline, environ, cwd] = await Promise.all([readFile(`${proc}/cmdline`, 'utf8'), readFile(`${proc}/environ`, 'utf8'), readlink(`${proc}/cwd`)]);
  const env: Record<string, string> = {};
  for (const entry of environ.split('\0')) {
    const eq = entry.indexOf('=');
    if (eq > 0) env[entry.slice(0, eq)] = entry.slice(eq + 1);
  }
  let stdout = '';
  let stderr = '';
  let pidFile = '';
  let hang = false;
  let code: number | undefined;
  try {
    code = fakeAgent({
      argv: cmdline.split('\0').slice(0, -1), // [bash, the client's path, ...args], as process.argv is [node, script, ...args]
      env,
      cwd,
      prompt,
      stdout: { write: (text) => void (stdout += text) },
      stderr: { write: (text) => void (stderr += text) },
      writePid: (path) => void (pidFile = path),
      hang: () => void (hang = true),
    });
  } catch (error) {
    // What Node prints for an uncaught error, and its status.
    stderr += `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`;
    code = 1;
  }
  return [String(code ?? 0), pidFile, hang ? '1' : '', stdout, stderr].map((field) => `${field}\0`).join('');
}
