// The spawner's program (src/host/spawner-program.ts) when a stage cannot start: its pipes not made
// (EMFILE: child_process gives a child with null streams and an 'error' next tick) or a handler
// that throws. Each is that stage's spawn error; the spawner runs on and starts the next stage.
// spawn is stubbed by a preload (-r) in the spawner's Node process, for its first two calls.
import { afterEach, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SPAWNER_PROGRAM } from '../../src/host/spawner-program.js';
import type { FromSpawner } from '../../src/host/spawner-protocol.js';

const STUB = `'use strict';
const cp = require('node:child_process');
const { EventEmitter } = require('node:events');
const real = cp.spawn;
let calls = 0;
cp.spawn = function (...args) {
  calls++;
  if (calls === 1) {
    const child = new EventEmitter();
    child.stdin = null; child.stdout = null; child.stderr = null; child.pid = undefined;
    process.nextTick(() => child.emit('error', Object.assign(new Error('spawn EMFILE'), { code: 'EMFILE', errno: -24 })));
    return child;
  }
  if (calls === 2) {
    const child = new EventEmitter();
    child.stdin = null; child.stdout = {}; child.stderr = {}; child.pid = undefined;
    return child;
  }
  return real.apply(this, args);
};
`;

let dir: string | undefined;
let spawner: ChildProcess | undefined;
afterEach(() => {
  if (spawner?.pid !== undefined) {
    try {
      process.kill(-spawner.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  spawner = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

it('a stage whose pipes cannot be made, or whose handler throws, gets a spawn error; the spawner starts the next stage', async () => {
  dir = mkdtempSync(join(tmpdir(), 'stagegate-spawner-program-'));
  const stub = join(dir, 'stub.cjs');
  writeFileSync(stub, STUB);
  const child = spawn(process.execPath, ['-r', stub, '-e', SPAWNER_PROGRAM], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], serialization: 'advanced', detached: true });
  spawner = child;
  const messages: FromSpawner[] = [];
  let wake: () => void = () => {};
  child.on('message', (message: FromSpawner) => {
    messages.push(message);
    wake();
  });
  const until = async (done: (m: FromSpawner) => boolean): Promise<FromSpawner> => {
    for (;;) {
      const found = messages.find(done);
      if (found) return found;
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the spawner exited (${child.exitCode ?? child.signalCode})`);
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };
  await until((m) => m.t === 'ready');
  const spawnStage = (id: number) => child.send({ t: 'spawn', id, file: '/bin/sh', args: ['-c', 'exit 5'], argv0: '/bin/sh', cwd: dir, env: {} });
  spawnStage(1);
  expect(await until((m) => m.t === 'error' && m.id === 1)).toMatchObject({ message: 'spawn EMFILE', code: 'EMFILE' });
  spawnStage(2);
  expect(await until((m) => m.t === 'error' && m.id === 2)).toMatchObject({ code: 'ESPAWNFAILED', message: expect.stringMatching(/^spawn \/bin\/sh failed in the spawner: /) });
  spawnStage(3);
  expect(await until((m) => m.t === 'exit' && m.id === 3)).toMatchObject({ code: 5, signal: null });
  expect(messages.filter((m) => 'id' in m && m.id !== 3).map((m) => m.t)).toEqual(['error', 'error']);
});
