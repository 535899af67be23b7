// gate_schema: only on a step that has a gate; its file found inside the workspace; a schema
// that compiles (draft 2020-12); on a maestro_coordinate step, keys and types its block can give
// (a warning). Reported at the gate_schema key (model/gate-schemas.ts reads
// and compiles them, once per validation session).
import { issue, type ValidationContext } from './context.js';

export function ruleGateSchemas(ctx: ValidationContext): void {
  for (const f of ctx.session.gateSchemas(ctx.workflow).findings) ctx.report(issue(f.code, f.severity ?? 'error', f.message, f.hint, f.path));
}
