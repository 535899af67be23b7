// What the CLI's signal handlers print (src/cli/io.ts, used by src/cli/bin.ts): the first signal's
// line goes above a run's live progress lines; a second signal's names the command that resumes
// the run (the runner's resume command, not "the same command again", which for a --mode fresh
// run starts over), and which signals came when they differ.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../src/cli/args.js';
import { statusCommandFor } from '../../src/cli/command-name.js';
import type { CliIO } from '../../src/cli/io.js';
import { abandonRuns, activeRuns, firstSignalLine, sayAboveRuns, secondSignalLine } from '../../src/cli/io.js';

afterEach(() => activeRuns.clear());

describe('the second-signal line', () => {
  it('names the resume command the run gave, never "the same command again"', () => {
    const line = secondSignalLine('SIGINT', 'SIGINT', { resumes: ['stagegate run wf.yaml --run-id r1'], lookups: [] });
    expect(line).toBe(
      'stagegate: SIGINT again: the stages were killed and stagegate exits now, without its summary; the interrupted step runs again when the run is resumed (resume it with: stagegate run wf.yaml --run-id r1)',
    );
    expect(line).not.toContain('same command');
  });

  it('a run whose start is not on disk yet: names its own status command, pasteable (-C DIR, the run id), not a WORKFLOW --run-id ID placeholder', () => {
    const line = secondSignalLine('SIGINT', 'SIGINT', { resumes: [], lookups: ["stagegate -C 'my proj' status wf.yaml --run-id r1"] });
    expect(line).toContain("(its start may not be recorded; `stagegate -C 'my proj' status wf.yaml --run-id r1` says whether it is and gives the command that resumes it)");
    expect(line).not.toContain('WORKFLOW --run-id ID');
  });

  it("the status command a run registers: -C DIR as given, the run id and inputs one shell word each, and a shell and the parser read it back", () => {
    const root = mkdtempSync(join(tmpdir(), 'sg-lookup-'));
    try {
      const io = { cwd: root } as CliIO;
      const parsed = parseCommandLine(['-C', "my proj's", 'run', 'odd flow.yaml', '--run-id', 'r1', "topic=a b$c"]);
      const command = statusCommandFor(io, parsed);
      expect(command).toBe(`stagegate -C 'my proj'\\''s' status 'odd flow.yaml' --run-id r1 'topic=a b$c'`);
      const r = spawnSync('sh', ['-c', `set -- ${command}\nprintf '%s\\0' "$@"`], { encoding: 'utf8' });
      const words = r.stdout.split('\0').slice(0, -1);
      expect(words.slice(0, 3)).toEqual(['stagegate', '-C', "my proj's"]);
      const back = parseCommandLine(words.slice(1));
      expect([back.command, back.workspace, back.workflow, back.runId, back.tokens['topic']]).toEqual(['status', "my proj's", 'odd flow.yaml', 'r1', 'a b$c']);
      // Run from the workspace itself: no -C.
      expect(statusCommandFor({ cwd: root } as CliIO, parseCommandLine(['-C', root, 'run', 'wf.yaml']))).toBe('stagegate status wf.yaml');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('SIGTERM after SIGINT says so (not "SIGTERM again")', () => {
    expect(secondSignalLine('SIGTERM', 'SIGINT', { resumes: ['x'], lookups: [] })).toMatch(/^stagegate: SIGTERM after SIGINT: /);
  });
});

describe('the runs going on', () => {
  it('abandonRuns undoes each run and returns the resume commands known', () => {
    const undone: string[] = [];
    activeRuns.add({ undo: () => undone.push('a'), resume: 'stagegate run a.yaml --run-id r1' });
    activeRuns.add({ undo: () => undone.push('b') });
    expect(abandonRuns()).toEqual({ resumes: ['stagegate run a.yaml --run-id r1'], lookups: [] });
    expect(undone).toEqual(['a', 'b']);
    expect(activeRuns.size).toBe(0);
  });

  it('sayAboveRuns prints through a run that draws progress; false when none does', () => {
    const said: string[] = [];
    activeRuns.add({ undo: () => {} });
    expect(sayAboveRuns(firstSignalLine('SIGINT'))).toBe(false);
    activeRuns.add({ undo: () => {}, say: (l) => said.push(l) });
    expect(sayAboveRuns(firstSignalLine('SIGINT'))).toBe(true);
    expect(said).toEqual([firstSignalLine('SIGINT')]);
  });
});
