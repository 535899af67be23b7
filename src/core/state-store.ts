// Reading and writing workflow_state.yaml. Writes are atomic; reads classify what they find
// (absent / valid / corrupt) so the runner can refuse corrupt state without touching it.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { atomicWriteFile } from './atomic-write.js';
import { RunState, STATE_KEY_ORDER } from './state.js';
import { toYaml } from './yaml-emit.js';

export type StateRead = { kind: 'absent' } | { kind: 'ok'; state: RunState; text: string } | { kind: 'corrupt'; reason: string };

const HEADER = '# stagegate run state: machine-written; edit only with stagegate commands.\n';

export function readState(absPath: string): StateRead {
  let text: string;
  try {
    text = readFileSync(absPath, 'utf8');
  } catch (error) {
    // ENOTDIR: a file sits where a folder of the state path should be, so no state can exist there.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'absent' };
    return { kind: 'corrupt', reason: `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})` };
  }
  let data: unknown;
  try {
    data = parse(text, { maxAliasCount: 0, uniqueKeys: true });
  } catch (error) {
    return { kind: 'corrupt', reason: `is not valid YAML (${(error as Error).message.split('\n')[0]})` };
  }
  const parsed = RunState.safeParse(data);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { kind: 'corrupt', reason: `does not have the state shape (${first ? `${first.path.join('.') || 'document'}: ${first.message}` : 'unknown'})` };
  }
  return { kind: 'ok', state: parsed.data, text };
}

export function serializeState(state: RunState): string {
  const ordered: Record<string, unknown> = {};
  for (const key of STATE_KEY_ORDER) ordered[key] = state[key];
  return toYaml(ordered, HEADER);
}

export function writeState(absPath: string, state: RunState): void {
  atomicWriteFile(absPath, serializeState(state));
}
