// Reading and writing workflow_state.yaml. Writes are atomic; reads classify what they find
// (absent / valid / corrupt) so the runner can refuse corrupt state without touching it.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { atomicWriteFile } from './atomic-write.js';
import { RunState, STATE_KEY_ORDER } from './state.js';
import { toYaml, type EmitCache } from './yaml-emit.js';
import { NOT_OURS, readOwnYaml } from './yaml-read.js';

export type StateRead = { kind: 'absent' } | { kind: 'ok'; state: RunState; text: string } | { kind: 'corrupt'; reason: string };

const HEADER = '# stagegate run state: machine-written; edit only with stagegate commands.\n';

/** `previous`: an earlier read of the same file; reused when the file's text is unchanged. */
export function readState(absPath: string, previous?: StateRead): StateRead {
  let text: string;
  try {
    text = readFileSync(absPath, 'utf8');
    if (previous?.kind === 'ok' && previous.text === text) return previous;
  } catch (error) {
    // ENOTDIR: a file sits where a folder of the state path should be, so no state can exist there.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'absent' };
    return { kind: 'corrupt', reason: `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})` };
  }
  // Our own writes take the fast path; anything else (a hand edit) goes through the full parser.
  let data: unknown = readOwnYaml(text);
  if (data === NOT_OURS) {
    try {
      data = parse(text, { maxAliasCount: 0, uniqueKeys: true });
    } catch (error) {
      return { kind: 'corrupt', reason: `is not valid YAML (${(error as Error).message.split('\n')[0]})` };
    }
  }
  const parsed = RunState.safeParse(data);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { kind: 'corrupt', reason: `does not have the state shape (${first ? `${first.path.join('.') || 'document'}: ${first.message}` : 'unknown'})` };
  }
  return { kind: 'ok', state: parsed.data, text };
}

/** Emitted text of unchanged records is reused between writes (see EmitCache). */
const emitCache: EmitCache = new WeakMap();

export function serializeState(state: RunState): string {
  const ordered: Record<string, unknown> = {};
  for (const key of STATE_KEY_ORDER) ordered[key] = state[key];
  return toYaml(ordered, HEADER, emitCache);
}

export function writeState(absPath: string, state: RunState): void {
  atomicWriteFile(absPath, serializeState(state));
}
