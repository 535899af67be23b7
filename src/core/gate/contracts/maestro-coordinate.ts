// maestro-flow's result contract: the command's answer carries a block
//   --- COORDINATE RESULT ---
//   STATUS: SUCCESS | FAILURE
//   VERIFICATION_STATUS: passed
//   REVIEW_VERDICT: PASS | WARN | BLOCK
//   UAT_STATUS: ...
//   ARTIFACTS: docs/a.md, docs/b.md      (or "- path" lines below it)
//   SUMMARY: one line
// The LAST block counts; it runs to the end of the text or to a line of dashes. No block means
// FAILURE in maestro; here it is a missing result (the stage fails, it never counts as success).
// Keys become lowercase extra gate keys (steps.<id>.gate.review_verdict).
import type { ContractResult } from '../../formats/types.js';
import { answerLines, lastLineMatching } from './lines.js';

const HEADER = /^\s*-{3,}\s*COORDINATE RESULT\s*-{3,}\s*$/i;
const FIELD = /^\s*([A-Za-z][A-Za-z0-9_ ]*?)\s*:\s*(.*)$/;
const LIST_ITEM = /^\s*[-*]\s+(.+)$/;

export function parseMaestroCoordinate(text: string): ContractResult {
  const lines = answerLines(text);
  const start = lastLineMatching(lines, HEADER);
  if (start < 0) return { ok: false, reason: 'the answer has no --- COORDINATE RESULT --- block (maestro-flow result contract; no block means failure)' };
  const extra: Record<string, unknown> = {};
  // Each field's line (1-based, in the text): STATUS's, and the others' as the keys they become.
  const keyLines: Record<string, number> = {};
  let last: string | undefined;
  for (const [k, line] of lines.slice(start + 1).entries()) {
    if (/^\s*-{3,}/.test(line) && !LIST_ITEM.test(line)) break;
    if (line.trim() === '' || /^\s*`{3,}\s*$/.test(line)) continue;
    const item = LIST_ITEM.exec(line);
    if (item && last !== undefined) {
      const current = extra[last];
      extra[last] = [...(Array.isArray(current) ? current : typeof current === 'string' && current !== '' ? [current] : []), item[1]!.trim()];
      continue;
    }
    const field = FIELD.exec(line);
    if (!field) continue;
    last = field[1]!.trim().toLowerCase().replace(/\s+/g, '_');
    extra[last] = field[2]!.trim();
    // The last occurrence: its value is the one the block records.
    keyLines[last] = start + 2 + k;
  }
  // SUCCESS | FAILURE for commands; an llm decision's answer names one of its edge labels. The
  // step's statuses decide which are allowed (an unrouted one is a contract violation).
  const status = typeof extra['status'] === 'string' && /^[A-Za-z0-9_.-]+$/.test(extra['status']) ? extra['status'].toUpperCase() : undefined;
  const statusLine = keyLines['status'];
  if (status === undefined) return { ok: false, reason: `the COORDINATE RESULT block has no usable STATUS (SUCCESS or FAILURE), got ${JSON.stringify(extra['status'] ?? null)}`, line: statusLine ?? start + 1 };
  delete extra['status'];
  delete keyLines['status'];
  const raw = extra['artifacts'];
  const artifacts = (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : []).map((a) => String(a).trim()).filter((a) => a !== '' && a.toLowerCase() !== 'none');
  if (raw !== undefined) extra['artifacts'] = artifacts;
  return { ok: true, status, extra, artifacts, ...(statusLine !== undefined ? { statusLine } : {}), keyLines };
}
