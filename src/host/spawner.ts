// The runner's side of a spawner (spawner-program.ts): a small long-lived Node process that forks
// the stages, so a stage's spawn copies the page tables of a ~50 MB process instead of the
// runner's (100-300 MB in a long run: docs/benchmarks.md, "the page cost"). One per ProcessRunner
// (process-runner.ts decides when to start it), never module-wide; or one its caller owns and
// lends to every runner it makes (createNodeProcessRunner's `lent`: the in-process tests' worker
// does), shared by runners at once: request ids are the spawner's, so each stage's events reach
// the runner that asked for it, and a spawner's death is reported to every stage it runs.
//
// A stage it spawned is a RelayedChild: the events and streams of a ChildProcess the runner uses
// (pid, stdout, stderr, 'error', 'exit'), fed from the channel. The channel is referenced only
// while a stage runs, so an invocation whose stages are done can exit, and the spawner then exits
// with it (its channel disconnects); left idle for IDLE_MS (10 s) it is sent away.
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { ACK_STEP, type FromSpawner, type SpawnMessage, type ToSpawner } from './spawner-protocol.js';
import { SPAWNER_PROGRAM } from './spawner-program.js';

/** The one variable in a spawner's environment (a process scan can tell it from a stage). */
export const SPAWNER_MARK = 'STAGEGATE_SPAWNER';

/**
 * A spawner without a stage to run this long (from when it is ready or its last stage is done) is
 * disconnected (it exits); the next stage may start another. Long enough that a runner busy
 * between stages (its gates, state writes, a big output's sha256) does not fork a new one per
 * stage; the timer is unref'd, so it never holds the runner open.
 */
const IDLE_MS = 10_000;

/** How much of the end of a spawner's stderr is kept, to say why it crashed. */
const STDERR_KEPT = 4096;
/** After it exits, how long its stderr may take to end. */
const STDERR_WAIT_MS = 200;

/** The spawner ended while stage(s) ran: their result says so as a spawn error (code ESPAWNER). */
export class SpawnerGone extends Error {
  readonly code = 'ESPAWNER';
}

/** A stage the spawner started, as the runner sees it. */
export class RelayedChild extends EventEmitter {
  pid: number | undefined;
  readonly stdout: Readable;
  readonly stderr: Readable;
  /** Bytes written to the log and not yet acknowledged to the spawner. */
  pendingAck = 0;

  constructor(
    readonly id: number,
    private readonly ack: (bytes: number) => void,
  ) {
    super();
    this.stdout = this.stream();
    this.stderr = this.stream();
  }

  private stream(): Readable {
    const stream = new Readable({ read() {} });
    // The log's writer reads each chunk synchronously (stage-output.ts): what it has seen is acknowledged.
    stream.on('data', (chunk: Buffer) => {
      this.pendingAck += chunk.length;
      if (this.pendingAck >= ACK_STEP) {
        this.ack(this.pendingAck);
        this.pendingAck = 0;
      }
    });
    return stream;
  }
}

/**
 * A spawner its caller owns, lent to the runners it makes (createNodeProcessRunner's `lent`): asked
 * once, at a runner's first stage; undefined, or one that is gone or closed by then or later, and
 * that runner spawns its stages directly for the rest of its life. The owner keeps it (a runner
 * never closes it) and makes a new one for its next runs when it is gone.
 */
export type SpawnerLender = () => Spawner | undefined;

/** What a stage needs to start: the spawn message without its routing (spawner-protocol.ts). */
export type SpawnRequest = Omit<SpawnMessage, 't' | 'id'>;

export class Spawner {
  private readonly process: ChildProcess;
  private readonly stages = new Map<number, RelayedChild>();
  private nextId = 0;
  private idle: NodeJS.Timeout | undefined;
  private closing = false;
  /** Its channel closed (asked or not): its 'exit' follows. */
  private disconnected = false;
  /** It exited (its 'exit' came; 'gone' may wait a moment for the end of its stderr). */
  private exited = false;
  /** The end of what it wrote to stderr (at most STDERR_KEPT bytes). */
  private stderr = Buffer.alloc(0);
  private readonly settle: () => void;
  /** Listening: stages can go through it. */
  ready = false;
  /** Gone or never started: not to be used again. */
  gone = false;
  /** Resolves when it is ready or gone, whichever comes first. */
  readonly whenSettled: Promise<void>;

  /** How long it stays idle before it is sent away (IDLE_MS); null: never (a lent spawner, its owner closes it). */
  private readonly idleMs: number | null;

  constructor(hooks: { onGone?: (expected: boolean) => void; idleMs?: number | null } = {}) {
    this.idleMs = hooks.idleMs === undefined ? IDLE_MS : hooks.idleMs;
    let settle!: () => void;
    this.whenSettled = new Promise((resolve) => (settle = resolve));
    this.settle = settle;
    // No execArgv (an inspector or a loader of the runner's is not the spawner's business) and an
    // environment of one name that says what it is (not NODE_OPTIONS, not a CA bundle: nothing it
    // needs; each stage's own is sent with it).
    this.process = spawn(process.execPath, ['-e', SPAWNER_PROGRAM], {
      // Its stderr: the last STDERR_KEPT bytes say why, should it crash.
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
      env: { [SPAWNER_MARK]: '1' },
      detached: true,
      windowsHide: true,
    });
    this.process.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = Buffer.concat([this.stderr, chunk]);
      if (this.stderr.length > STDERR_KEPT) this.stderr = this.stderr.subarray(this.stderr.length - STDERR_KEPT);
    });
    this.unref();
    const gone = (why: string) => {
      if (this.gone) return;
      this.gone = true;
      this.ready = false;
      if (this.idle) clearTimeout(this.idle);
      settle();
      const stages = [...this.stages.values()];
      this.stages.clear();
      const said = this.stderr.toString('utf8').trim();
      const message = `the process that spawns stages (pid ${this.process.pid ?? '?'}) ${why}, so the stage was stopped with it; a resume runs it again${said ? `. Its stderr: ${said}` : ''}`;
      for (const stage of stages) stage.emit('error', new SpawnerGone(message));
      hooks.onGone?.(this.closing);
    };
    this.process.on('error', (error) => gone(`could not run (${error.message})`));
    // Its stderr read to the end first (STDERR_WAIT_MS at most: not 'close', which a channel or pipe still open would hold).
    this.process.on('exit', (code, signal) => {
      this.exited = true;
      this.ready = false;
      const why = signal ? `was killed by ${signal}` : `exited with status ${code}`;
      const stderr = this.process.stderr;
      if (!stderr || stderr.readableEnded || stderr.destroyed) return gone(why);
      const timer = setTimeout(() => gone(why), STDERR_WAIT_MS);
      stderr.once('close', () => {
        clearTimeout(timer);
        gone(why);
      });
    });
    // Its 'exit' follows a channel that closes unasked, and says why; unless it does not come.
    // Not ready from then on: a stage started meanwhile is not sent into a closed channel.
    this.process.on('disconnect', () => {
      this.ready = false;
      this.disconnected = true;
      if (!this.closing) setTimeout(() => gone('disconnected'), 1000).unref();
    });
    this.process.on('message', (message: FromSpawner) => this.receive(message));
  }

  /** Sent away, disconnected, exited or gone: a new stage needs another. */
  get closed(): boolean {
    return this.closing || this.disconnected || this.exited || this.gone;
  }

  /** Resolves when it is ready or gone; holds the runner's event loop open meanwhile. */
  async started(): Promise<void> {
    if (this.ready || this.gone) return;
    this.ref();
    await this.whenSettled;
    if (this.stages.size === 0) this.unref();
  }

  get pid(): number | undefined {
    return this.process.pid;
  }

  spawn(request: SpawnRequest): RelayedChild {
    const id = this.nextId++;
    const child = new RelayedChild(id, (bytes) => this.send({ t: 'ack', id, bytes }));
    if (this.stages.size === 0) this.ref();
    this.stages.set(id, child);
    const message: SpawnMessage = { t: 'spawn', id, file: request.file, args: request.args, argv0: request.argv0, cwd: request.cwd, env: request.env, ...(request.stdin !== undefined ? { stdin: request.stdin } : {}) };
    this.send(message);
    return child;
  }

  /** Stop reading stage `child`'s pipes (what it writes from now on is not relayed). */
  abandon(child: RelayedChild): void {
    if (this.stages.get(child.id) === child) this.send({ t: 'abandon', id: child.id });
  }

  /** The runner is done with stage `child` (its result is out): nothing more of it is reported. */
  release(child: RelayedChild): void {
    if (this.stages.get(child.id) !== child) return;
    this.stages.delete(child.id);
    if (this.stages.size > 0) return;
    this.unref();
    this.startIdle();
  }

  private startIdle(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = undefined;
    if (this.idleMs === null) return;
    this.idle = setTimeout(() => this.close(), this.idleMs);
    this.idle.unref();
  }

  /** Send it away (it exits when its channel closes); stages it started run on. */
  close(): void {
    if (this.gone || this.closing) return;
    this.closing = true;
    this.ready = false;
    if (this.idle) clearTimeout(this.idle);
    if (this.process.connected) this.process.disconnect();
  }

  private send(message: ToSpawner): void {
    if (!this.process.connected) return;
    // An error here is the channel closing: 'exit' or 'disconnect' reports it.
    this.process.send(message, (error) => void error);
  }

  private receive(message: FromSpawner): void {
    if (message.t === 'ready') {
      this.ready = !this.closed;
      // Ready and never used: sent away like one whose last stage is done.
      if (this.ready && this.stages.size === 0) this.startIdle();
      this.settle();
      return;
    }
    const child = this.stages.get(message.id);
    if (!child) return;
    switch (message.t) {
      case 'pid':
        child.pid = message.pid;
        child.emit('pid', message.pid);
        break;
      case 'error': {
        const error = new Error(message.message) as NodeJS.ErrnoException;
        if (message.code !== undefined) error.code = message.code;
        child.emit('error', error);
        break;
      }
      case 'out':
        (message.fd === 1 ? child.stdout : child.stderr).push(Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength));
        break;
      case 'end':
        (message.fd === 1 ? child.stdout : child.stderr).push(null);
        break;
      case 'exit':
        child.emit('exit', message.code, message.signal);
        break;
    }
  }

  private ref(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = undefined;
    this.process.ref();
    (this.process.stderr as Socket | null)?.ref();
    this.process.channel?.ref();
  }

  private unref(): void {
    this.process.unref();
    (this.process.stderr as Socket | null)?.unref();
    this.process.channel?.unref();
  }
}
