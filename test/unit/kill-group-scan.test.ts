// test/helpers/bare-workspace.ts killGroup finds (through processes.ts's scanEnv) a killed CLI's stages by the mark in their
// environment (/proc/<pid>/environ). A process in the middle of execve reads an empty environment
// for a moment (a stage's `bash -c` exec'ing its script did, in the crash sweep), so a scan reports
// live user processes with an empty environment apart, and killGroup looks again before it trusts
// a scan that found no marked process.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markOf, RUN_MARK, scanEnv, spawnTracked } from '../helpers/processes.js';

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
