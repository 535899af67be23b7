// The stagegate process (the bundle's entry, dist/cli/index.js): run `main` on this process's argv
// and streams, then exit with its status. What belongs to the process as a whole lives here, not
// in main: Node's compile cache, V8's heap growth, signal handlers, a closed stdout, the exit status.
import module from 'node:module';
import { setHeapGrowth } from '../host/heap-growth.js';

// Node >= 22.1 (a no-op before): later invocations skip compiling the CLI again. Turned on before
// the CLI's code is loaded.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
const { main, processIO, runInProgress, abandonRuns, killStages, sayAboveRuns, firstSignalLine, secondSignalLine, SIGNAL_NUMBERS } = await import('./index.js');
const { EXIT_INTERNAL } = await import('../core/run/stop-codes.js');

/** Output streams whose reader went away. */
// Module-wide on purpose (issue 16), as `stopping` below: the process's own streams and signals, one of each per process.
const gone = new Set<NodeJS.WriteStream>();

// A reader that goes away (`stagegate run … 2>&1 | head -3`) must not stop a run mid-stage: the
// stream is dropped and the run goes on to its end, recording every stage as usual; its outcome
// is still in the state file, and the exit status still says how it ended.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') {
      gone.add(stream);
      return;
    }
    throw error;
  });
}

/** A stream that is no longer written to once its reader went away. */
function guarded(stream: NodeJS.WriteStream) {
  return {
    write: (text: string) => gone.has(stream) || stream.write(text),
    get isTTY() {
      return stream.isTTY === true;
    },
    get columns() {
      return stream.columns;
    },
  };
}

type StopSignal = keyof typeof SIGNAL_NUMBERS;
// Module-wide on purpose (issue 16): the process's one cancellation, aborted by its signal handlers.
const cancellation = new AbortController();
let stopping: StopSignal | undefined;

for (const signal of Object.keys(SIGNAL_NUMBERS) as StopSignal[]) {
  process.on(signal, () => {
    if (stopping === undefined && runInProgress()) {
      // First signal: the core kills the stage trees, records the interruption, releases the lock
      // and returns WORKFLOW_INTERRUPTED; main prints it with the command that resumes.
      stopping = signal;
      // Above the live progress lines on a terminal (not glued to a spinner line).
      if (!gone.has(process.stderr) && !sayAboveRuns(firstSignalLine(signal))) process.stderr.write(`${firstSignalLine(signal)}\n`);
      cancellation.abort(signal);
      return;
    }
    // A second signal, or nothing to stop gracefully: kill the stage trees and exit now. The state
    // then still shows the attempt in flight (or the interruption): a resume runs it again. After a
    // first signal no summary follows, so say what happened and how to go on — once the stages are
    // killed and the progress display is cleared (its clearing would wipe part of the line). The
    // exit status is the first signal's, as the interruption recorded.
    killStages();
    const abandoned = abandonRuns();
    if (stopping !== undefined && !gone.has(process.stderr)) process.stderr.write(`${secondSignalLine(signal, stopping, abandoned)}\n`);
    process.exit(128 + SIGNAL_NUMBERS[stopping ?? signal]);
  });
}

const io = {
  ...processIO(cancellation.signal),
  stdout: guarded(process.stdout),
  stderr: guarded(process.stderr),
  // Once a command that may run long has loaded its code (src/cli/dispatch.ts): host/heap-growth.ts.
  boundHeap: () => void setHeapGrowth(),
};
main(process.argv.slice(2), io).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // main turns every error into a status; this is the last line of defence.
    if (!gone.has(process.stderr)) process.stderr.write(`stagegate: internal error: ${(error as Error)?.message ?? String(error)}\n`);
    process.exitCode = EXIT_INTERNAL;
  },
);
