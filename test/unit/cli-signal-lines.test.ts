// What the CLI's signal handlers print (src/cli/io.ts, used by src/cli/bin.ts): the first signal's
// line goes above a run's live progress lines; a second signal's names the command that resumes
// the run (the runner's resume command, not "the same command again", which for a --mode fresh
// run starts over), and which signals came when they differ.
import { afterEach, describe, expect, it } from 'vitest';
import { abandonRuns, activeRuns, firstSignalLine, sayAboveRuns, secondSignalLine } from '../../src/cli/io.js';

afterEach(() => activeRuns.clear());

describe('the second-signal line', () => {
  it('names the resume command the run gave, never "the same command again"', () => {
    const line = secondSignalLine('SIGINT', 'SIGINT', ['stagegate run wf.yaml --run-id r1']);
    expect(line).toBe(
      'stagegate: SIGINT again: the stages were killed and stagegate exits now, without its summary; the interrupted step runs again when the run is resumed (resume it with: stagegate run wf.yaml --run-id r1)',
    );
    expect(line).not.toContain('same command');
  });

  it('a run whose start is not on disk yet: points to stagegate status', () => {
    expect(secondSignalLine('SIGINT', 'SIGINT', [])).toContain('(`stagegate status WORKFLOW --run-id ID` gives the command that resumes it)');
  });

  it('SIGTERM after SIGINT says so (not "SIGTERM again")', () => {
    expect(secondSignalLine('SIGTERM', 'SIGINT', ['x'])).toMatch(/^stagegate: SIGTERM after SIGINT: /);
  });
});

describe('the runs going on', () => {
  it('abandonRuns undoes each run and returns the resume commands known', () => {
    const undone: string[] = [];
    activeRuns.add({ undo: () => undone.push('a'), resume: 'stagegate run a.yaml --run-id r1' });
    activeRuns.add({ undo: () => undone.push('b') });
    expect(abandonRuns()).toEqual(['stagegate run a.yaml --run-id r1']);
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
