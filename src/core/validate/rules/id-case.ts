// Ids that differ only in case (`Build` and `build`) in one scope: a decision reads steps.<id> (and
// a parallel step's branches.<id>) case-insensitively, as GitHub expressions read every property,
// so it would read one step's record for the other's; and on a case-insensitive file system (macOS
// and Windows runners) the files named after them — stage logs, effects ledgers, a branch's shard
// folder — are one file. STEP_ID_CASE_COLLISION names both ids and where each is.
import { issue, type ValidationContext } from './context.js';
import type { StepModel } from '../../model/workflow.js';

/**
 * Report each id of `ids` (in file order) whose lower-case form an earlier one has: at the later
 * one, naming both with file:line. `what`: what the ids are, as the message names them ('step',
 * 'per-item steps of foreach x:', 'branch of parallel step p:'); `names`: how a decision reads one;
 * `shown`: an id as a message writes it (step-shape.ts visibleId).
 */
export function reportIdCaseCollisions(ctx: ValidationContext, ids: readonly StepModel[], what: string, names: (id: string) => string, shown: (id: string) => string): void {
  const first = new Map<string, StepModel>();
  for (const s of ids) {
    const key = s.id.toLowerCase();
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, s);
      continue;
    }
    if (earlier.id === s.id) continue;
    const at = (m: StepModel) => `${ctx.workflow.file}:${m.line}`;
    ctx.report(
      issue(
        'STEP_ID_CASE_COLLISION',
        'error',
        `${what} ids '${shown(earlier.id)}' (${at(earlier)}) and '${shown(s.id)}' (${at(s)}) differ only in case: a decision reads ${names(s.id)} case-insensitively (GitHub expressions), so it could read the other's record, and on a case-insensitive file system (macOS, Windows runners) their stage logs (logs/<step>.v<visit>.a<attempt>.log) are one file`,
        `Rename one of them so the two ids differ by more than case (e.g. '${s.id}_2'), and its transitions and references with it.`,
        s.path,
        { at: { line: s.line, column: s.column } },
      ),
    );
  }
}
