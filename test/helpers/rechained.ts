// Journal lines with their seq and hash chain recomputed: a hand edit the hash chain alone cannot
// catch (replay, the projections and the manifest must). One writer for every tamper test.
import { createHash } from 'node:crypto';

export function rechained(events: Array<Record<string, unknown>>): string {
  let prev: string | null = null;
  return (
    events
      .map((e, i) => {
        const { seq: _seq, prev: _prev, at, event, ...rest } = e;
        const text = JSON.stringify({ seq: i + 1, prev, at, event, ...rest });
        prev = createHash('sha256').update(text).digest('hex');
        return text;
      })
      .join('\n') + '\n'
  );
}
