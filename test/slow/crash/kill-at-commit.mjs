// Preloaded into the BUILT CLI by the crash harness's boundary sweep (`node --import <this file>
// dist/cli/index.js run ...`); never part of the product. It watches the runner's own journal
// writes from inside its process — the `node:fs` functions the bundle calls — and SIGKILLs the
// runner's process group at one exact commit boundary, so a kill lands at the same place on every
// machine, however loaded (nothing here waits on time).
//
// CRASH_KILL_AT=<point>:<k> picks the boundary; <k> counts journal appends (one write +
// fdatasync = one commit) over every journal the process writes (a foreach item run has its own):
//   torn:k      the k-th append has written only about half its bytes (a torn last line);
//   append:k    the k-th append is committed (fdatasync returned), no projection written yet;
//   snapshot:k  ... and workflow_state.yaml was renamed into place, the manifest not yet;
//   manifest:k  ... and RUN_MANIFEST.yaml too (the runner is between commits);
//   fresh:k     the k-th step of a fresh start's move aside is done: 1 its marker (<state>.fresh)
//               renamed into place, then each rename into .superseded/, then the marker removed;
//   copy:k      the k-th file a merge copies from a shard from elsewhere (copyFileSync) has only
//               about half its bytes (a copy cut part way).
// CRASH_TRACE=<file>, without CRASH_KILL_AT, records the boundaries of an uninterrupted run:
// one line per append (`append <k> <journal path>`), per projection written after it and per file copied (`copy <k> <dest>`).
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { basename } from 'node:path';

const spec = process.env.CRASH_KILL_AT ?? '';
const trace = process.env.CRASH_TRACE ?? '';
const match = /^(torn|append|snapshot|manifest|fresh|copy):(\d+)$/.exec(spec);
if (spec !== '' && !match) throw new Error(`CRASH_KILL_AT=${spec}: expected torn|append|snapshot|manifest|fresh|copy:<k>`);
const point = match?.[1];
const target = match ? Number(match[2]) : 0;

const real = { copyFileSync: fs.copyFileSync, readFileSync: fs.readFileSync, writeFileSync: fs.writeFileSync, openSync: fs.openSync, closeSync: fs.closeSync, writeSync: fs.writeSync, fdatasyncSync: fs.fdatasyncSync, renameSync: fs.renameSync, unlinkSync: fs.unlinkSync, appendFileSync: fs.appendFileSync };
/** Steps of fresh starts' moves aside done so far (the k of a fresh:k boundary). */
let freshSteps = 0;

function freshStep(what, path) {
  freshSteps++;
  record(`fresh ${freshSteps} ${what} ${path}`);
  if (point === 'fresh' && freshSteps === target) kill();
}
/** fd -> journal path, for every journal this process has open. */
const journals = new Map();
/** Appends started so far (the k of the boundary), and the fd of the one being written. */
let appends = 0;
let appending = -1;

function kill() {
  // The runner is its process group's leader (the harness starts it detached): kill the group,
  // as an OOM killer or a power cut would end the runner; stages in groups of their own are left
  // running for the next runner (and the harness) to find.
  try {
    process.kill(-process.pid, 'SIGKILL');
  } catch {
    /* not a group leader */
  }
  process.kill(process.pid, 'SIGKILL');
}

function record(line) {
  if (trace !== '') real.appendFileSync(trace, line + '\n');
}

fs.openSync = function openSync(path, ...rest) {
  const fd = real.openSync.call(this, path, ...rest);
  if (typeof path === 'string' && path.endsWith('.journal.jsonl')) journals.set(fd, path);
  return fd;
};

fs.closeSync = function closeSync(fd, ...rest) {
  journals.delete(fd);
  return real.closeSync.call(this, fd, ...rest);
};

fs.writeSync = function writeSync(fd, buffer, offset, length, ...rest) {
  if (!journals.has(fd) || appending === fd) return real.writeSync.call(this, fd, buffer, offset, length, ...rest);
  // The first write of an append (the writer loops until every byte is out).
  appends++;
  appending = fd;
  record(`append ${appends} ${journals.get(fd)}`);
  if (point === 'torn' && appends === target && Buffer.isBuffer(buffer) && typeof offset === 'number') {
    // Half the bytes, moved off a line's end: an append of several events cut right after one of
    // its newlines would leave complete lines and no torn tail (lengths move with durations).
    let half = Math.max(1, Math.floor((length ?? buffer.length - offset) / 2));
    if (buffer[offset + half - 1] === 0x0a) half++;
    real.writeSync.call(this, fd, buffer, offset, half);
    kill();
  }
  return real.writeSync.call(this, fd, buffer, offset, length, ...rest);
};

fs.fdatasyncSync = function fdatasyncSync(fd, ...rest) {
  const result = real.fdatasyncSync.call(this, fd, ...rest);
  if (fd === appending) {
    appending = -1;
    if (point === 'append' && appends === target) kill();
  }
  return result;
};

fs.renameSync = function renameSync(from, to, ...rest) {
  const result = real.renameSync.call(this, from, to, ...rest);
  const name = typeof to === 'string' ? basename(to) : '';
  const which = name === 'workflow_state.yaml' ? 'snapshot' : name === 'RUN_MANIFEST.yaml' ? 'manifest' : undefined;
  if (which !== undefined && appends > 0) {
    record(`${which} ${appends} ${to}`);
    if (point === which && appends === target) kill();
  }
  if (typeof to === 'string' && to.endsWith('.fresh')) freshStep('marker', to);
  else if (typeof to === 'string' && to.includes('/.superseded/')) freshStep('moved', to);
  return result;
};

fs.unlinkSync = function unlinkSync(path, ...rest) {
  const result = real.unlinkSync.call(this, path, ...rest);
  if (typeof path === 'string' && path.endsWith('.fresh')) freshStep('done', path);
  return result;
};

/** Files copied so far (the k of a copy:k boundary). */
let copies = 0;

fs.copyFileSync = function copyFileSync(src, dest, ...rest) {
  copies++;
  record(`copy ${copies} ${dest}`);
  if (point === 'copy' && copies === target) {
    const bytes = real.readFileSync.call(this, src);
    real.writeFileSync.call(this, dest, bytes.subarray(0, Math.floor(bytes.length / 2)));
    kill();
  }
  return real.copyFileSync.call(this, src, dest, ...rest);
};

// The bundle reads these through `node:fs`'s module object; named ESM imports see them too.
syncBuiltinESMExports();
