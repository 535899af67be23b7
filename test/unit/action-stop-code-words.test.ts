// Every stop code's summary and fix as the Action's summary banner and "Next" say them
// (report.ts stopSummary / stopFix: words.ts actionWords over core/run/stop-codes.ts): the
// CLI's flags said as the Action's inputs, never half translated — "run the rerun-from input
// STEP (the Action: rerun-from) named no step", "run the answer input (or --answer-file, …)",
// "stagegate logs WORKFLOW run-id: ID STEP" are what a platform engineer read before.
import { describe, expect, it } from 'vitest';
import { STOP_CODES } from '../../src/core/run/stop-codes.js';
import { stopFix, stopSummary } from '../../src/action/report.js';

const texts = Object.keys(STOP_CODES).flatMap((code) => [
  { where: `${code} summary`, text: stopSummary(code) ?? '' },
  { where: `${code} fix`, text: stopFix(code) ?? '' },
]);

/** The text without the CLI commands it names as the CLI's (`the CLI's \`stagegate history … --run-id ID\``): those keep their flags. */
function ownWords(text: string): string {
  return text.replace(/the CLI's `[^`]*`/g, '');
}

describe("the stop codes' texts in the Action's words", () => {
  it('name no CLI flag the Action has an input for, and no half-translated flag ("the rerun-from input STEP", "run the answer input")', () => {
    const flags = /--(?:rerun-from|answer|answer-file|run-id|mode|stop-after-step|on-source-change|allow-workflow-change|ignore-previous-completion|shard|legs|agent|agent-command|note|strict)\b/;
    const bad = texts.filter(({ text }) => flags.test(ownWords(text)) || /\bthe [a-z-]+ input STEP\b|\brun the [a-z-]+ input\b|run-id: ID STEP|\(the Action: /.test(text));
    expect(bad.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it('say the rerun-from and answer inputs where the CLI says its command', () => {
    expect(stopSummary('REWIND_STEP_UNKNOWN')).toMatch(/^the rerun-from input named no step of the workflow/);
    expect(stopSummary('REWIND_STEP_NOT_REACHED')).toMatch(/^the rerun-from input named a step the run has no verdict of/);
    expect(stopSummary('REWIND_NOT_SUPPORTED')).toMatch(/^rerun-from: STEP would take back/);
    expect(stopSummary('WORKFLOW_ANSWER_NOT_PENDING')).toMatch(/^the answer input was given, but the run has no question waiting/);
    expect(stopSummary('WORKFLOW_ANSWER_NOT_PENDING')).toContain("or the question is a child workflow run's (that run takes the answer). Nothing was read");
    expect(stopFix('WORKFLOW_ANSWER_REQUIRED')).toContain("the same resume with `answer: '<your answer>'`. The step then runs again");
    expect(stopFix('WORKFLOW_BLOCKED_LOOP_LIMIT')).toContain("run this action with rerun-from: STEP and allow-workflow-change: 'true'");
    expect(stopFix('WORKFLOW_BLOCKED_PARALLEL_JOIN')).toContain("(the CLI's `stagegate logs WORKFLOW --run-id ID STEP`)");
  });
});
