// The messages between a runner and its spawner (spawner.ts, spawner-program.ts) on their one IPC
// channel (Node's `serialization: 'advanced'`: Buffers go through as bytes; JSON would need them
// as text and costs ~15× the CPU for the same output, docs/benchmarks.md). On the channel, per
// stage and in this order: `pid` (or `error`), its output (`out`), each stream's `end`, `exit`
// when it exits (output a background process still writes may follow `exit` until its `end`).

/** The runner asks for a stage: the command already resolved, its argv0, cwd, environment, stdin. */
export interface SpawnMessage {
  t: 'spawn';
  id: number;
  file: string;
  args: string[];
  argv0: string;
  cwd: string;
  env: Record<string, string>;
  stdin?: string;
}

/** The runner has written `bytes` more of stage `id`'s output to its log (flow control: RELAY_WINDOW). */
export interface AckMessage {
  t: 'ack';
  id: number;
  bytes: number;
}

/** The runner stops reading stage `id`'s output (a background process outlived the stage): close its pipes. */
export interface AbandonMessage {
  t: 'abandon';
  id: number;
}

export type ToSpawner = SpawnMessage | AckMessage | AbandonMessage;

export type FromSpawner =
  /** Loaded and listening. */
  | { t: 'ready' }
  | { t: 'pid'; id: number; pid: number }
  /** The spawn failed: the error's message and code as child_process gave them (ENOENT, E2BIG, …). */
  | { t: 'error'; id: number; message: string; code?: string }
  /** `fd` 1 = stdout, 2 = stderr. Advanced serialization delivers `data` as a Uint8Array. */
  | { t: 'out'; id: number; fd: 1 | 2; data: Uint8Array }
  | { t: 'end'; id: number; fd: 1 | 2 }
  | { t: 'exit'; id: number; code: number | null; signal: NodeJS.Signals | null };

/**
 * Flow control: the spawner pauses a stage's pipes while more than this many of its relayed
 * bytes are not yet acknowledged, so a stage that prints gigabytes piles up in neither process
 * (the pipes fill and the stage waits, as with a direct spawn).
 */
export const RELAY_WINDOW = 2 * 1024 * 1024;
/** The runner acknowledges a stage's output in steps of this many bytes (a quarter of the window). */
export const ACK_STEP = RELAY_WINDOW / 4;
