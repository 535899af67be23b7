// `stagegate graph WORKFLOW [name=value ...] [--run-id ID] [--json]`: the workflow as the Mermaid
// flowchart the Action's job summary draws (core/commands/graph.ts), alone on stdout so it pastes
// into a ```mermaid block; with --json, one object. Loaded by index.ts for this command only:
// it reads a run's state, but loads neither dispatch.ts, the runner nor the state's writers.
import type { ParsedCommand } from '../args.js';
import { workflowGraph, type GraphReport } from '../../core/commands/graph.js';
import { isStagegateError } from '../../core/run/errors.js';
import { STOP_CODES, exitStatusFor } from '../../core/run/stop-codes.js';
import { withWorkflowReaders } from '../../core/model/workflow-readers.js';
import { lines, type CliIO } from '../io.js';
import { workspaceRoot } from '../workspace-root.js';
import { commandNameFor } from '../command-name.js';
import { valuesMasker } from '../../core/run/secret-names.js';

const TOO_LARGE = 'GRAPH_TOO_LARGE' satisfies keyof typeof STOP_CODES;

export async function graphCommand(io: CliIO, parsed: ParsedCommand & { command: 'graph' }): Promise<number> {
  const out = lines(io.stdout);
  const err = lines(io.stderr);
  const workspace = workspaceRoot(io, parsed);
  let report: GraphReport;
  try {
    report = await withWorkflowReaders((importers) => workflowGraph(workspace, parsed.workflow!, { tokens: parsed.tokens, runId: parsed.runId, onSecrets: (values) => io.hide?.(values, valuesMasker) }, importers, commandNameFor(io, parsed)));
  } catch (error) {
    // Without --json, index.ts says it as every command does (stop code, message, fix) on stderr.
    if (!parsed.json || !isStagegateError(error)) throw error;
    // Every key graph --json has (docs/cli.md#graph: keys are fixed), null where not known, and
    // where in a file the refusal was found, as run --json says it.
    const located = error.location.file !== undefined && error.location.line !== undefined;
    out(JSON.stringify({ status: error.code, exit_code: exitStatusFor(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), workflow: null, workflow_file: parsed.workflow ?? null, run_id: parsed.runId ?? null, state_path: null, run_status: null, mermaid: null, steps: [], taken: [], ...(located ? { location: error.location } : {}) }));
    return exitStatusFor(error.code);
  }
  const { chart } = report;
  const exitCode = chart.mermaid === undefined ? exitStatusFor(TOO_LARGE) : 0;
  const message = chart.mermaid === undefined ? `workflow ${report.workflow} (${report.workflowFile}) is too large a graph for Mermaid to draw: ${chart.tooLarge ?? 'over its limits'}` : undefined;
  if (parsed.json) {
    out(
      JSON.stringify({
        status: chart.mermaid === undefined ? TOO_LARGE : 'DRAWN',
        exit_code: exitCode,
        ...(message !== undefined ? { message } : {}),
        workflow: report.workflow,
        workflow_file: report.workflowFile,
        run_id: report.runId,
        state_path: report.statePath,
        run_status: report.runStatus,
        ...(report.hint !== undefined ? { hint: report.hint } : {}),
        mermaid: chart.mermaid ?? null,
        steps: chart.steps,
        taken: chart.taken,
      }),
    );
  } else if (chart.mermaid === undefined) {
    err(`stagegate: ${TOO_LARGE}: ${message}\n  fix: ${STOP_CODES[TOO_LARGE].fix}`);
  } else {
    out(chart.mermaid);
    // A run named but without state (a mistyped id, or not started yet): said, off stdout.
    if (report.runId !== null && report.runStatus === 'NOT_STARTED') err(`stagegate: note: run ${report.runId} has no state at ${report.statePath} (not started): the workflow is drawn without statuses${report.hint !== undefined ? `\n  fix: ${report.hint}` : ''}`);
  }
  return exitCode;
}
