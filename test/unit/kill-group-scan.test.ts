// test/helpers/bare-workspace.ts killGroup finds (through processes.ts's scanEnv) a killed CLI's stages by the mark in their
// environment (/proc/<pid>/environ). A process in the middle of execve reads an empty environment
// for a moment (a stage's `bash -c` exec'ing its script did, in the crash sweep), so a scan reports
// live user processes with an empty environment apart, and killGroup looks again before it trusts
// a scan that found no marked process.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { killMarked, markOf, RUN_MARK, scanEnv, spawnTracked, UNSURE_SCANS } from '../helpers/processes.js';

/** Wait (on state, not time) until `pid` runs `program`. */
async function execed(pid: number, program: string): Promise<void> {
  for (;;) {
    let argv0 = '';
    try {
      argv0 = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    } catch {
      /* not there yet */
    }
    if (argv0.endsWith(program)) return;
    await new Promise((r) => setImmediate(r));
  }
}

describe.runIf(process.platform === 'linux')('scanEnv', () => {
  it('finds a marked process, reports one with an empty environment as unsure, and skips kernel threads', async () => {
    const marked = spawnTracked('sleep', ['1000'], { stdio: 'ignore' });
    const bare = spawnTracked('env', ['-i', 'sleep', '1001'], { stdio: 'ignore' });
    await execed(marked.pid!, 'sleep');
    await execed(bare.pid!, 'sleep');
    const scan = scanEnv(RUN_MARK, markOf(marked)!);
    expect(scan.found).toEqual([marked.pid]);
    expect(scan.unsure).toContain(bare.pid);
    expect(scan.unsure).not.toContain(marked.pid);
    // kthreadd (pid 2) has no environment either: a kernel thread, never waited for.
    expect(scan.unsure).not.toContain(2);
    // The bare process carried the other child's mark before its exec: it is not that mark's.
    expect(scanEnv(RUN_MARK, markOf(bare)!).found).toEqual([]);
  });
});

describe.runIf(process.platform === 'linux')('killMarked (the per-test cleanup of a tracked child\'s stages)', () => {
  /** A scanner that answers `answers` in turn (then nothing), and counts its calls. */
  function scripted(answers: Array<{ found: number[]; unsure: number[] }>): { scan: () => { found: number[]; unsure: number[] }; calls: () => number } {
    let calls = 0;
    return { scan: () => answers[calls++] ?? { found: [], unsure: [] }, calls: () => calls };
  }

  it('looks again when a scan finds no marked process but one mid-exec, and kills it once its mark shows', async () => {
    const stage = spawnTracked('sleep', ['1002'], { stdio: 'ignore' });
    await execed(stage.pid!, 'sleep');
    const ended = new Promise<NodeJS.Signals | null>((r) => stage.once('exit', (_code, signal) => r(signal)));
    // Scan 1: the stage is mid-exec (empty environment); scan 2: its mark shows; scan 3: gone.
    const s = scripted([{ found: [], unsure: [stage.pid!] }, { found: [stage.pid!], unsure: [] }]);
    killMarked('a-mark', s.scan);
    expect(s.calls()).toBe(3);
    expect(await ended).toBe('SIGKILL');
  });

  it('gives up on a process whose environment stays empty (someone else\'s) after UNSURE_SCANS looks', () => {
    const s = scripted(Array.from({ length: 1000 }, () => ({ found: [], unsure: [4_000_000] })));
    killMarked('a-mark', s.scan);
    expect(s.calls()).toBe(UNSURE_SCANS + 1);
  });

  it('a clean scan ends it at once', () => {
    const s = scripted([]);
    killMarked('a-mark', s.scan);
    expect(s.calls()).toBe(1);
  });
});
