// The stage output stream: a running stage's stdout and stderr reach the run's events as
// `stage_output` (masked, in pieces that end at line boundaries) while it runs, and the log holds
// the same masked bytes. A secret a stage prints in pieces is masked in both.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '../../src/core/run/runner.js';
import { systemClock, type RunEvent } from '../../src/core/run/ports.js';
import { createNodeProcessRunner } from '../../src/host/process-runner.js';

/** One runner for this file's stages (it keeps its PATH lookups and log folders, as one invocation does). */
const nodeProcessRunner = createNodeProcessRunner();

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stagegate-output-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const SECRET = 'sk-live-0123456789abcdef';

// Prints the secret in two writes, stdout and stderr lines, and a last line without a newline.
const SCRIPT = [
  'printf "line one\\n"',
  'printf "key=%s" "${MY_API_KEY:0:7}"',
  'printf "%s tail\\n" "${MY_API_KEY:7}"',
  'printf "to stderr\\n" >&2',
  'printf "partial"',
  '[ -d "${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "${STAGEGATE_OUTPUT%/*}"',
  'printf "WORKFLOW_GATE:\\n  workflow: out\\n  step: talk\\n  status: OK\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n" "$STAGEGATE_ARTIFACT" >"$STAGEGATE_OUTPUT"',
].join('\n');

function workflow(): string {
  return [
    "version: '4.0'",
    'name: out',
    "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id]',
    'steps:',
    '  talk:',
    `    run: ${JSON.stringify(SCRIPT)}`,
    "    output: 'runs/{{run_id}}/talk.md'",
    '    statuses: { OK: DONE }',
  ].join('\n');
}

describe('stage_output events', () => {
  it('carry what the stage prints, masked, cut at line boundaries, before the stage finishes', async () => {
    writeFileSync(join(dir, 'wf.yaml'), workflow());
    const events: RunEvent[] = [];
    const outcome = await runWorkflow(
      { workspace: dir, workflowFile: 'wf.yaml', invocation: { tokens: { run_id: 'r1' } }, env: { PATH: process.env['PATH'] ?? '', MY_API_KEY: SECRET } },
      { processes: nodeProcessRunner, source: { sourceCommit: () => null }, clock: systemClock, onEvent: (e) => events.push(e) },
    );
    expect(outcome.status).toBe('WORKFLOW_COMPLETE');
    const outputs = events.filter((e): e is Extract<RunEvent, { type: 'stage_output' }> => e.type === 'stage_output');
    expect(outputs.length).toBeGreaterThan(0);
    for (const e of outputs) expect(e).toMatchObject({ step: 'talk', visit: 1, attempt: 1 });
    const text = outputs.map((e) => e.text).join('');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(SECRET.slice(0, 7) + SECRET.slice(7, 12));
    // stdout lines in order; the stderr line whole somewhere among them.
    const stdout = text.replace('to stderr\n', '');
    expect(stdout).toBe('line one\nkey=*** tail\npartial');
    expect(text).toContain('to stderr\n');
    // A line written in one write arrives whole, in one piece (pieces are cut at line boundaries).
    for (const line of ['line one\n', 'to stderr\n']) expect(outputs.some((e) => e.text.includes(line))).toBe(true);
    expect(outputs.at(-1)!.text.endsWith('\n') || outputs.some((e) => e.text.endsWith('partial'))).toBe(true);
    // All of them came before the stage's finished event.
    const finishedAt = events.findIndex((e) => e.type === 'stage_finished');
    expect(events.findIndex((e) => e.type === 'stage_output')).toBeLessThan(finishedAt);
    expect(events.slice(finishedAt).some((e) => e.type === 'stage_output')).toBe(false);
    // The log holds the same masked bytes.
    const log = readFileSync(join(dir, 'runs/r1/logs/talk.v1.a1.log'), 'utf8');
    expect(log.length).toBe(text.length);
    expect(log).not.toContain(SECRET);
    expect(log).toContain('key=*** tail\n');
  });
});
