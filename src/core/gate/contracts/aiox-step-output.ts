// aiox's result contract: the agent's answer ends with a YAML block
//   step_output:
//     status: completed | failed
//     outputs: { <key>: <value>, ... }
//     score: 87
//     artifacts: [docs/prd.md]
// possibly inside a ```yaml fence. The LAST such block counts; anything after it except a closing
// fence and blank lines makes it not the end of the answer. Every field but status becomes an
// extra gate key, and the keys of `outputs` are lifted too (aiox routes on e.g. outputs.score_9p).
import { parse } from 'yaml';
import type { ContractResult } from '../../formats/types.js';
import { answerLines, keyLinesOf, lastLineMatching } from './lines.js';

const HEADER = /^(\s*)step_output:\s*(.*)$/;

export function parseAioxStepOutput(text: string): ContractResult {
  const lines = answerLines(text);
  const start = lastLineMatching(lines, HEADER);
  if (start < 0) return { ok: false, reason: 'the answer has no step_output: block (aiox result contract)' };
  let end = lines.length;
  while (end > start + 1 && lines[end - 1]!.trim() === '') end--;
  // A closing fence ends the block; it must be the last non-blank line.
  const fenced = end > start + 1 && /^\s*`{3,}\s*$/.test(lines[end - 1]!);
  if (fenced) end--;
  const block = lines.slice(start, end);
  // Lines of the text (1-based): the header, each key of the block (status among them).
  const header = start + 1;
  const keyLines = keyLinesOf(lines, start + 1, end, 'outputs');
  const statusLine = keyLines['status'];
  const indent = HEADER.exec(lines[start]!)![1]!.length;
  const body = block.map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length))).join('\n');
  let data: unknown;
  try {
    data = parse(body, { maxAliasCount: 10, logLevel: 'error' });
  } catch (error) {
    const at = (error as { linePos?: Array<{ line: number }> }).linePos?.[0]?.line;
    return { ok: false, reason: `the step_output block is not valid YAML: ${(error as Error).message.split('\n')[0]}`, line: at !== undefined ? start + at : header };
  }
  try {
    // An alias inside the node it names (`outputs: &o` … `me: *o`) makes the data contain
    // itself: it could never be recorded (the journal is JSON), so the block is refused here.
    JSON.stringify(data);
  } catch {
    return { ok: false, reason: 'the step_output block contains itself through a YAML alias (an alias inside the node it names)', line: header };
  }
  const out = (data as { step_output?: unknown } | null)?.step_output;
  if (typeof out !== 'object' || out === null || Array.isArray(out)) return { ok: false, reason: 'step_output must be a mapping with status: completed | failed', line: header };
  const fields = out as Record<string, unknown>;
  const status = fields['status'];
  if (status !== 'completed' && status !== 'failed') return { ok: false, reason: `step_output.status must be completed or failed, got ${JSON.stringify(status ?? null)}`, line: statusLine ?? header };
  const extra: Record<string, unknown> = {};
  const outputs = fields['outputs'];
  if (typeof outputs === 'object' && outputs !== null && !Array.isArray(outputs)) Object.assign(extra, outputs);
  for (const [key, value] of Object.entries(fields)) if (key !== 'status') extra[key] = value;
  const artifacts = Array.isArray(fields['artifacts']) ? fields['artifacts'].filter((a): a is string => typeof a === 'string') : [];
  delete keyLines['status'];
  return { ok: true, status, extra, artifacts, ...(statusLine !== undefined ? { statusLine } : {}), keyLines };
}
