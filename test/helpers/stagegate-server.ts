// `stagegate gate` served once per vitest run (global-setup.ts), for the stages of in-process runs:
// their `stagegate` ($STAGEGATE_BIN, CliIO.self's `executable`) is a bash client written here
// that sends its pid to this server, which runs the sources' CLI `main` on that process's argv,
// environment and working directory as /proc shows them (the ones it was started with, as a Node
// `stagegate` reads them), then prints what `main` printed and exits with its status. The stage
// still starts a real process where it calls stagegate, and the gate is written by the same code
// (src/cli/index.ts's `main`, which reads no process global: CliIO); only the Node start is
// left out: ~150 ms of CPU per call on this machine class against a few ms, and the suite's stages
// call `stagegate gate` hundreds of times (docs/testing.md, "Where the time goes"). Any other
// command, or no server, runs the sources' CLI in Node as before; the bundles' own `stagegate`
// (the smoke and slow tiers, the Action's legs) is never this.
//
// Protocol (TCP on 127.0.0.1, since bash reaches it through /dev/tcp; the fake agent's:
// fake-agent-server.ts): the client sends "TOKEN PID\n"; the server answers three NUL-terminated
// fields: exit status, stdout, stderr. The port and the token are in a file only this user can read.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { readFile, readlink } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';

type Main = (argv: string[], io: { cwd: string; env: NodeJS.ProcessEnv; stdout: { write(text: string): unknown }; stderr: { write(text: string): unknown } }) => Promise<number>;

/** One sh word: single quotes make everything literal. */
const shWord = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * Starts the server, writes its file and the client into `runDir`; resolves with the client's
 * path (the stages' `stagegate`) and a function that stops the server. `sourceCli`: what the
 * client runs in Node for every command but `gate`, and when the server cannot answer.
 */
export async function startStagegateServer(runDir: string, sourceCli: string): Promise<{ client: string; stop: () => Promise<void> }> {
  const client = join(runDir, 'stagegate-served');
  const serverFile = join(runDir, 'stagegate-server');
  const node = `exec ${shWord(process.execPath)} ${shWord(sourceCli)} "$@"`;
  if (!existsSync('/proc/self/environ')) {
    writeClient(client, `#!/bin/sh\n${node}\n`);
    return { client, stop: async () => {} };
  }
  const { main } = (await import('../../src/cli/index.js')) as { main: Main };
  const token = randomBytes(16).toString('hex');
  const open = new Set<Socket>();
  const server = createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    serve(socket, token, main);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('stagegate server: no TCP address');
  // The run's folder is world-writable (a TMPDIR like /tmp): never write into a file someone else made.
  writeFileSync(serverFile, `${address.port} ${token}\n`, { mode: 0o600, flag: 'wx' });
  // Served: `gate` only, when the server answers; its status is a number, so a reply cut short
  // (the server gone before it ran the command) runs it in Node instead.
  writeClient(
    client,
    `#!/bin/bash
if [ "\${1-}" = gate ] && { read -r port token <${shWord(serverFile)} && exec 3<>"/dev/tcp/127.0.0.1/$port"; } 2>/dev/null; then
  printf '%s %s\\n' "$token" "$$" >&3
  if IFS= read -r -d '' code <&3 && IFS= read -r -d '' out <&3 && IFS= read -r -d '' err <&3; then
    exec 3<&-
    [ -z "$err" ] || printf '%s' "$err" >&2
    [ -z "$out" ] || printf '%s' "$out"
    exit "$code"
  fi
  exec 3<&-
fi
${node}
`,
  );
  return { client, stop: () => close(server, open) };
}

function writeClient(path: string, text: string): void {
  writeFileSync(path, text, { flag: 'wx' });
  chmodSync(path, 0o755);
}

function close(server: Server, open: Set<Socket>): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    for (const socket of open) socket.destroy();
  });
}

function serve(socket: Socket, token: string, main: Main): void {
  socket.on('error', () => socket.destroy());
  let request = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    request = Buffer.concat([request, chunk]);
    const eol = request.indexOf(0x0a);
    if (eol < 0) {
      if (request.length > 200) socket.destroy();
      return;
    }
    socket.removeAllListeners('data');
    const [given, pid] = request.subarray(0, eol).toString('utf8').split(' ');
    if (given !== token || !/^[1-9][0-9]*$/.test(pid ?? '')) {
      socket.destroy();
      return;
    }
    answer(Number(pid), main).then(
      (reply) => socket.end(reply),
      () => socket.destroy(), // the client is gone (killed), or /proc would not say: it runs Node itself
    );
  });
}

async function answer(pid: number, main: Main): Promise<string> {
  const proc = `/proc/${pid}`;
  const [cmdline, environ, cwd] = await Promise.all([readFile(`${proc}/cmdline`, 'utf8'), readFile(`${proc}/environ`, 'utf8'), readlink(`${proc}/cwd`)]);
  const env: Record<string, string> = {};
  for (const entry of environ.split('\0')) {
    const eq = entry.indexOf('=');
    if (eq > 0) env[entry.slice(0, eq)] = entry.slice(eq + 1);
  }
  // [bash, the client's path, ...args]
  const argv = cmdline.split('\0').slice(2, -1);
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { cwd, env, stdout: { write: (text: string) => void (stdout += text) }, stderr: { write: (text: string) => void (stderr += text) } });
  return [String(code), stdout, stderr].map((field) => `${field}\0`).join('');
}
