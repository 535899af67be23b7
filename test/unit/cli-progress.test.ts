// What `stagegate run` prints while it runs (src/cli/progress.ts), driven by RunEvents with fake
// timers and a fake clock: live lines redrawn on a terminal, start lines and heartbeats off one
// (--heartbeat 0: none), --stream's prefixed and masked output, the failure tail, and the line
// of a stage whose transition the run refused.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { elapsedText, makeProgress, tailLines, type ProgressOptions } from '../../src/cli/progress.js';
import { makeStyle } from '../../src/cli/style.js';
import type { RunEvent } from '../../src/core/run/ports.js';

const plain = makeStyle({ isTTY: false } as NodeJS.WriteStream, {});
let dir: string;
let clock: number;

beforeEach(() => {
  vi.useFakeTimers();
  clock = 1_000_000;
  dir = mkdtempSync(join(tmpdir(), 'stagegate-progress-'));
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

function progress(options: Partial<ProgressOptions> = {}) {
  const written: string[] = [];
  const p = makeProgress({ write: (t) => written.push(t), style: plain, live: false, stream: false, heartbeatMs: 30_000, workspace: dir, secrets: [], now: () => clock, ...options });
  return { p, text: () => written.join(''), written };
}

const started = (step: string, visit = 1, attempt = 1): RunEvent => ({ type: 'stage_started', step, visit, attempt, kind: 'shell' });
const finished = (step: string, extra: Partial<Extract<RunEvent, { type: 'stage_finished' }>> = {}): RunEvent => ({ type: 'stage_finished', step, visit: 1, attempt: 1, ok: true, gateStatus: 'OK', next: null, durationMs: 1500, completed: 1, counted: true, totalSteps: 2, ...extra });

/** Advance the fake clock and the timers together. */
function tick(ms: number): void {
  clock += ms;
  vi.advanceTimersByTime(ms);
}

describe('off a terminal', () => {
  it('prints a line when a stage starts and a heartbeat every N seconds while it runs', () => {
    const { p, text } = progress({ heartbeatMs: 30_000 });
    p.onEvent(started('build'));
    expect(text()).toBe('▶ build started\n');
    tick(29_000);
    expect(text()).not.toContain('still running');
    tick(1_000);
    expect(text()).toContain('… still running: build (visit 1, attempt 1, 30s)\n');
    tick(30_000);
    expect(text()).toContain('… still running: build (visit 1, attempt 1, 1m00s)\n');
    p.onEvent(finished('build'));
    const before = text();
    tick(120_000);
    expect(text()).toBe(before); // no heartbeat once nothing runs
    p.stop();
  });

  it('--heartbeat 0: never a heartbeat', () => {
    const { p, text } = progress({ heartbeatMs: 0 });
    p.onEvent(started('build', 2, 3));
    tick(10 * 60_000);
    expect(text()).toBe('▶ build started (visit 2) (attempt 3)\n');
    p.stop();
  });

  it('parallel branches are listed together in one heartbeat', () => {
    const { p, text } = progress({ heartbeatMs: 1_000 });
    p.onEvent(started('checks.lint'));
    tick(500);
    p.onEvent(started('checks.unit'));
    tick(500);
    expect(text()).toContain('… still running: checks.lint (visit 1, attempt 1, 1s), checks.unit (visit 1, attempt 1, 0s)');
    p.stop();
  });
});

describe('on a terminal', () => {
  it('draws a live line per running stage, redraws it at least every second with the elapsed time, and erases it for finished lines', () => {
    const { p, text, written } = progress({ live: true, columns: () => 80 });
    p.onEvent(started('review', 2, 1));
    expect(text()).toMatch(/review {8}visit 2 · attempt 1 · 0s$/);
    tick(1_000);
    expect(written.at(-1)).toMatch(/review {8}visit 2 · attempt 1 · 1s$/);
    p.onEvent(started('other'));
    tick(1_000);
    // Two lines now: the redraw climbs one line up before clearing.
    expect(written.some((w) => w === '\r\u001b[1A\u001b[J')).toBe(true);
    expect(written.at(-1)).toMatch(/review .*· 2s\n. other .*· 1s$/);
    p.onEvent(finished('review', { visit: 2 }));
    const last = written.slice(-3);
    expect(last[0]).toBe('\r\u001b[1A\u001b[J');
    expect(last[1]).toContain('[1/2] review');
    expect(last[2]).toMatch(/other .*· 1s$/);
    p.stop();
    expect(written.at(-1)).toBe('\r\u001b[J');
  });

  it('say: a line from outside the run (the signal handler) goes above the live lines, not glued to one', () => {
    const { p, written } = progress({ live: true, columns: () => 80 });
    p.onEvent(started('review'));
    p.say('stagegate: SIGINT received: …');
    const last = written.slice(-3);
    expect(last[0]).toBe('\r\u001b[J');
    expect(last[1]).toBe('stagegate: SIGINT received: …\n');
    expect(last[2]).toMatch(/review .*· 0s$/);
    p.stop();
  });

  it('cuts a live line to the terminal width (a wrapped line would break the redraw)', () => {
    const { p, written } = progress({ live: true, columns: () => 30 });
    p.onEvent(started('a-very-long-step-name-indeed.with-a-branch'));
    const line = written.at(-1)!;
    expect([...line].length).toBeLessThanOrEqual(30);
    expect(line.endsWith('…')).toBe(true);
    p.stop();
  });
});

describe('finished lines', () => {
  it('never says → end for a transition the run refused (loop limit, stall)', () => {
    const { p, text } = progress();
    p.onEvent(finished('review', { gateStatus: 'CHANGES_REQUESTED', next: null, code: 'WORKFLOW_BLOCKED_LOOP_LIMIT' }));
    p.onEvent(finished('fix', { gateStatus: 'FIXED', next: null, code: 'WORKFLOW_BLOCKED_STALLED' }));
    p.onEvent(finished('publish', { gateStatus: 'PUBLISHED', next: null, code: 'WORKFLOW_COMPLETE' }));
    p.onEvent(finished('draft', { gateStatus: 'DRAFTED', next: 'review', code: 'PARTIAL_RESUMABLE' }));
    const lines = text().trim().split('\n');
    expect(lines[0]).toMatch(/review +✓ CHANGES_REQUESTED ⊘ WORKFLOW_BLOCKED_LOOP_LIMIT/);
    expect(lines[1]).toMatch(/fix +✓ FIXED ⊘ WORKFLOW_BLOCKED_STALLED/);
    expect(lines[0]).not.toContain('end');
    expect(lines[1]).not.toContain('end');
    expect(lines[2]).toMatch(/publish +✓ PUBLISHED → end/);
    expect(lines[3]).toMatch(/draft +✓ DRAFTED → review \(paused\)/);
    p.stop();
  });

  it('a line that completed nothing (failed, paused) has no [n/N] count, only the blank it would take: never the last completed step\'s count again', () => {
    const { p, text } = progress();
    p.onEvent(finished('draft'));
    p.onEvent(finished('review', { ok: false, code: 'STAGE_FAILED' }));
    p.onEvent(finished('sub', { ok: false, code: 'PARTIAL_RESUMABLE' }));
    const lines = text().trim().split('\n').filter((l) => /[✓✗⏸]/u.test(l));
    expect(lines[0]).toMatch(/^\[1\/2\] draft +✓/);
    expect(lines[1]).toMatch(/^ {5} review +✗ STAGE_FAILED/);
    expect(lines[2]).toMatch(/^ {5} sub +⏸ paused/);
    p.stop();
  });

  it('a failed attempt shows the last 20 lines of its log, secrets masked', () => {
    mkdirSync(join(dir, 'runs', 'logs'), { recursive: true });
    const log = Array.from({ length: 30 }, (_, i) => `line ${i + 1}${i === 28 ? ' token=s3cr3t-value' : ''}`).join('\n') + '\n\n';
    writeFileSync(join(dir, 'runs', 'logs', 'build.v1.a1.log'), log);
    const { p, text } = progress({ secrets: ['s3cr3t-value'] });
    p.onEvent(finished('build', { ok: false, code: 'STAGE_FAILED', logPath: 'runs/logs/build.v1.a1.log' }));
    const out = text();
    expect(out).toContain('✗ STAGE_FAILED');
    expect(out).toContain('last 20 lines of runs/logs/build.v1.a1.log:');
    expect(out).not.toContain('line 10\n');
    expect(out).toContain('│ line 11\n');
    expect(out).toContain('│ line 29 token=***\n');
    expect(out).toContain('│ line 30\n');
    expect(out).not.toContain('s3cr3t');
    p.stop();
  });

  it('an empty log says so', () => {
    mkdirSync(join(dir, 'logs'));
    writeFileSync(join(dir, 'logs', 'x.v1.a1.log'), '');
    const { p, text } = progress();
    p.onEvent(finished('x', { ok: false, code: 'STAGE_FAILED', logPath: 'logs/x.v1.a1.log' }));
    expect(text()).toContain('(the log logs/x.v1.a1.log is empty)');
    p.stop();
  });
});

describe('--stream', () => {
  it("passes each stage's output through, line by line, prefixed with its step and masked; partial lines wait for their end", () => {
    const { p, text } = progress({ stream: true, secrets: ['hunter22-secret'] });
    p.onEvent(started('build'));
    p.onEvent({ type: 'stage_output', step: 'build', visit: 1, attempt: 1, text: 'compiling\nlinking with hunter22-secret\npart' });
    p.onEvent({ type: 'stage_output', step: 'checks', branch: 'lint', visit: 1, attempt: 1, text: 'lint ok\n' });
    expect(text()).toContain('build │ compiling\nbuild │ linking with ***\n');
    expect(text()).toContain('checks.lint │ lint ok\n');
    expect(text()).not.toContain('part');
    p.onEvent({ type: 'stage_output', step: 'build', visit: 1, attempt: 1, text: 'ial line\n' });
    expect(text()).toContain('build │ partial line\n');
    p.onEvent({ type: 'stage_output', step: 'build', visit: 1, attempt: 1, text: 'no newline at the end' });
    p.onEvent(finished('build', { ok: false, code: 'STAGE_FAILED', logPath: 'missing.log' }));
    // The rest is flushed at the end, and the failure tail is not shown again (it was streamed).
    expect(text()).toContain('build │ no newline at the end\n');
    expect(text()).not.toContain('last ');
    p.stop();
  });

  it('without --stream, output events print nothing', () => {
    const { p, text } = progress({ stream: false });
    p.onEvent({ type: 'stage_output', step: 'build', visit: 1, attempt: 1, text: 'hello\n' });
    expect(text()).toBe('');
    p.stop();
  });

  it('escape sequences a stage writes cannot move the cursor', () => {
    const { p, text } = progress({ stream: true });
    p.onEvent({ type: 'stage_output', step: 's', visit: 1, attempt: 1, text: 'red \u001b[31mtext\u001b[0m and \u001b[2Aup\n' });
    expect(text()).toBe('s │ red text and up\n');
    p.stop();
  });
});

describe('helpers', () => {
  it('elapsedText', () => {
    expect([0, 999, 1000, 59_999, 60_000, 61_000, 3_599_000, 3_600_000, 3_660_000].map(elapsedText)).toEqual(['0s', '0s', '1s', '59s', '1m00s', '1m01s', '59m59s', '1h00m', '1h01m']);
  });

  it('tailLines reads only the end of a big log', () => {
    const big = 'x'.repeat(200_000) + '\nlast one\n';
    writeFileSync(join(dir, 'big.log'), big);
    expect(tailLines(join(dir, 'big.log'), 3)).toEqual(['last one']);
    expect(tailLines(join(dir, 'absent.log'), 3)).toEqual([]);
  });
});
