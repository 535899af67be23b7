// The spawner's program: the source a small Node process runs (`node -e`, so the CLI, the Action
// and tests from sources start it the same way, no file to ship). It only spawns: each stage
// detached (a process group and session of its own), with the runner's resolved command, argv0,
// cwd, environment and stdin; it relays the stage's stdout and stderr (pipes, as a direct spawn
// gives them), its pid, a spawn error and its exit. Killing, timeouts, logs and masking stay in
// the runner (process-runner.ts). Messages: spawner-protocol.ts. A stage it cannot start (its pipes
// not made under EMFILE, any exception in a handler) gets a spawn error; the spawner runs on.
//
// Signals: it runs in a session of its own (a terminal's Ctrl-C does not reach it) and ignores
// SIGINT, SIGTERM and SIGHUP besides: the runner passes signals to the stages itself. When the
// runner goes (the channel disconnects), it exits at once and leaves the stages running, as a
// runner that dies leaves them today (a resume kills them by their attempt token).
import { RELAY_WINDOW } from './spawner-protocol.js';

export const SPAWNER_PROGRAM = `'use strict';
const { spawn } = require('node:child_process');
const WINDOW = ${RELAY_WINDOW};
for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(name, () => {});
process.on('disconnect', () => process.exit(0));
const stages = new Map();
const send = (message) => { if (process.connected) process.send(message); };
function start(m) {
  const id = m.id;
  let child;
  try {
    child = spawn(m.file, m.args, { argv0: m.argv0, cwd: m.cwd, env: m.env, stdio: [m.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'], detached: true, windowsHide: true });
  } catch (error) {
    send({ t: 'error', id, message: String(error && error.message), code: error && error.code });
    return;
  }
  if (!child.stdout || !child.stderr) {
    // Its pipes could not be made (EMFILE, ENFILE): child_process reports the spawn 'error' next tick.
    let told = false;
    const tell = (message, code) => { if (!told) { told = true; send({ t: 'error', id, message, code }); } };
    child.on('error', (error) => tell(String(error.message), error.code));
    if (child.pid !== undefined) { try { process.kill(-child.pid, 'SIGKILL'); } catch {} }
    setImmediate(() => tell('spawn ' + m.file + ' failed: its pipes could not be made', 'EPIPES'));
    return;
  }
  const stage = { streams: [child.stdout, child.stderr], unacked: 0, paused: false, open: 2 };
  stages.set(id, stage);
  if (child.pid !== undefined) send({ t: 'pid', id, pid: child.pid });
  child.on('error', (error) => send({ t: 'error', id, message: String(error.message), code: error.code }));
  child.on('exit', (code, signal) => send({ t: 'exit', id, code, signal }));
  [1, 2].forEach((fd) => {
    const stream = stage.streams[fd - 1];
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      send({ t: 'end', id, fd });
      if (--stage.open === 0) stages.delete(id);
    };
    stream.on('data', (data) => {
      send({ t: 'out', id, fd, data });
      stage.unacked += data.length;
      if (stage.unacked > WINDOW && !stage.paused) {
        stage.paused = true;
        for (const s of stage.streams) s.pause();
      }
    });
    stream.on('end', end);
    stream.on('close', end);
    stream.on('error', end);
  });
  if (child.stdin) {
    child.stdin.on('error', () => {});
    child.stdin.end(m.stdin);
  }
}
function receive(m) {
  if (m.t === 'spawn') return start(m);
  const stage = stages.get(m.id);
  if (!stage) return;
  if (m.t === 'ack') {
    stage.unacked -= m.bytes;
    if (stage.paused && stage.unacked <= WINDOW / 2) {
      stage.paused = false;
      for (const s of stage.streams) s.resume();
    }
  } else if (m.t === 'abandon') {
    for (const s of stage.streams) s.destroy();
  }
}
// One stage's failure here is that stage's spawn error: it never takes the spawner (and the other stages) down.
process.on('message', (m) => {
  try {
    receive(m);
  } catch (error) {
    if (m && m.t === 'spawn') send({ t: 'error', id: m.id, message: 'spawn ' + m.file + ' failed in the spawner: ' + String(error && error.message), code: (error && error.code) || 'ESPAWNFAILED' });
  }
});
send({ t: 'ready' });
`;
