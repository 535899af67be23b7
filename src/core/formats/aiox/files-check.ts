// `requires` and `creates` paths, checked when the run gets there, as workflow-orchestrator.js
// `_executeSinglePhase` does:
//   - before a step: `_checkDependencies` (a path of `requires` that does not exist under the
//     project root, "(if exists)" ones aside) -> the phase is skipped ("missing_dependencies";
//     only YOLO mode runs it anyway). Here: a decision `<id>_requires` in front of the step,
//     files['<path>'] for each path: all there -> the step, else where a skipped step goes.
//   - after it: `validatePhaseOutput` (each `creates` path must exist) -> "Output not created"
//     a validation warning; the phase still completes. Here: a decision `<id>_creates` after
//     the step whose branches both go on, so the check and what it saw are recorded.
// Only entries written as workspace paths (a folder and a file: docs/research/market.md) are
// checked: a bare name (prd.md, story.md, existing_documentation_or_analysis) is an artifact the
// workflows' own notes place under docs/ ("Copy final architecture.md to your project's docs/
// folder"), a step id, or a description; checked at the root it would skip steps that have what
// they need. A path with a placeholder, a glob or spaces is not checked either.
import type { Step } from './decisions.js';
import { list } from './model.js';

const PATH = /^[A-Za-z0-9_.][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_.][A-Za-z0-9_.-]*)+$/;
const IF_EXISTS = /\s*\(if exists\)\s*$/i;

/** The entries of `requires` / `creates` that are workspace paths to check. */
export function checkedPaths(value: unknown, isStep: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const written of list(value)) {
    if (IF_EXISTS.test(written)) continue;
    if (!PATH.test(written) || written.split('/').includes('..') || isStep(written) || out.includes(written)) continue;
    out.push(written);
  }
  return out;
}

const all = (paths: string[]) => paths.map((p) => `files['${p}']`).join(' && ');

export function requiresDecision(label: string, paths: string[], run: string, skipTo: string): Step {
  return {
    description: `aiox requires of step '${label}': it runs when every required file exists, else it is skipped as workflow-orchestrator.js skips a phase with missing dependencies`,
    decide: [{ if: all(paths), to: run }, { else: skipTo }],
  };
}

export function createsDecision(label: string, paths: string[], next: string): Step {
  return {
    description: `aiox creates of ${label}: records whether each file it creates exists; a missing one is a warning, as in workflow-orchestrator.js validatePhaseOutput, and the run goes on`,
    decide: [{ if: all(paths), to: next }, { else: next }],
  };
}
