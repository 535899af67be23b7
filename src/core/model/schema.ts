// The zod model of a Run Engineering 4.0 workflow file. It is the single source of truth for
// the file's shape: the loader validates with it and scripts/gen-schema.ts publishes it as
// schema/workflow.schema.json for editors. Objects are strict: an unknown key is an error.
import { z } from 'zod';

const StepId = z.string().min(1);
const Scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const ConditionalTarget = z
  .strictObject({
    if_input_present: z
      .record(z.string(), StepId)
      .describe('Optional input name -> step to go to when that input is bound (first present input wins).'),
    else: StepId.describe('Step to go to when none of the inputs is present.'),
  })
  .describe('Conditional transition on the presence of optional inputs.');

export const Target = z.union([StepId, ConditionalTarget]);

export const Statuses = z
  .record(z.string().regex(/^[A-Za-z0-9_.-]+$/), Target)
  .describe('Gate status -> next step id, DONE, BLOCKED, or a conditional {if_input_present, else}.');

const Retry = z
  .strictObject({
    max_attempts: z.number().int().min(1).max(100).describe('Attempts in all, including the first.'),
    backoff_seconds: z.number().min(0).max(3600).optional().describe('Wait before the second attempt; doubles after each failure.'),
  })
  .describe('Re-run a failing stage (non-zero exit, timeout). Gate statuses are never retried.');

const ExecutionOverride = z
  .strictObject({
    execution_mode: z.enum(['resume', 'fresh']).optional().describe('fresh: the child re-reads everything and reuses no verdict.'),
    ignore_previous_completion: z.boolean().optional().describe('Run again even if the child completed before (required with execution_mode: fresh).'),
  })
  .describe('Execution of a child workflow step.');

const Binding = z.strictObject({
  field: z.string().min(1).describe('Registry column (or key) to read.'),
  transform: z.literal('slugify').optional().describe('slugify: lowercase, non-alphanumeric runs -> "-", trimmed.'),
});

const Foreach = z.strictObject({
  source: z.string().min(1).describe('Registry artifact (workspace-relative): a Markdown table, or a YAML/JSON list.'),
  items: z.string().min(1).optional().describe('Which rows are items: "<rows> where <field> != <value> and <field> = <value>" (e.g. "artifacts where implementation_required != NO and DD Verification != VERIFIED"); every row when omitted.'),
  id_field: z.string().min(1).describe('Column (or key) holding each item id, e.g. "Artifact ID".'),
  order: z.enum(['registry', 'dependency_topological']).optional().describe('registry: row order; dependency_topological: dependencies first.'),
  depends_field: z.string().min(1).optional().describe('Column listing the ids an item depends on (default "Depends On").'),
  status_field: z.string().min(1).optional().describe('Column the runner marks VERIFIED for a verified item (default: the field of completion.require "all <rows> have <field> = <value>", else "Status").'),
  bindings: z.record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/), Binding).optional().describe('Placeholder name -> row field; visible as {{name}} inside per_item only.'),
});

const Completion = z.strictObject({
  require: z.string().min(1).optional().describe('Checked against the registry rows when the last item finished: "all rows <STATUS>", "all items verified", or "all <rows> have <field> = <value>".'),
  on_complete: StepId.optional(),
});

const DecisionBranch = z.union([
  z.strictObject({
    if: z.string().min(1).describe("GitHub-style expression over inputs, steps, visits and run, e.g. steps.review.gate.score >= 90."),
    to: StepId.describe('Step to go to when the expression is truthy (or DONE, BLOCKED).'),
  }),
  z.strictObject({ else: StepId.describe('Step to go to when no if matched (required, last).') }),
]);
export type DecisionBranchShape = z.infer<typeof DecisionBranch>;

const Approval = z
  .strictObject({
    message: z.string().min(1).describe('What the approver is asked, e.g. "Approve the design?".'),
    approvers: z.array(z.string().min(1)).min(1).optional().describe('Who may approve or reject (--by NAME); anyone when omitted.'),
  })
  .describe('Approval step: the run pauses (PARTIAL_RESUMABLE) until stagegate approve or reject.');

/** A parallel step: independent branches run concurrently and are joined (docs/workflow-format.md#parallel-branches). */
export interface ParallelShape {
  max_concurrency?: number | undefined;
  join?: 'all' | 'any' | 'majority' | undefined;
  branches: Record<string, StepShape>;
}

export interface StepShape {
  description?: string | undefined;
  parallel?: ParallelShape | undefined;
  approval?: z.infer<typeof Approval> | undefined;
  on_approve?: string | undefined;
  on_reject?: string | undefined;
  on_failure?: string | undefined;
  optional?: boolean | undefined;
  on_skip?: string | undefined;
  decide?: DecisionBranchShape[] | undefined;
  on_stall?: string | undefined;
  run?: string | undefined;
  prompt?: string | undefined;
  inline_instruction?: string | undefined;
  skills?: string[] | undefined;
  output?: string | undefined;
  statuses?: Record<string, z.infer<typeof Target>> | undefined;
  inputs?: Record<string, z.infer<typeof Scalar>> | undefined;
  retry_step?: string | undefined;
  on_success?: string | undefined;
  action?: string | undefined;
  on_complete?: string | undefined;
  instruction?: string | undefined;
  terminal_status?: string | undefined;
  child_workflow?: string | undefined;
  execution?: z.infer<typeof ExecutionOverride> | undefined;
  foreach?: z.infer<typeof Foreach> | undefined;
  per_item?: Record<string, StepShape> | undefined;
  completion?: z.infer<typeof Completion> | undefined;
  max_visits?: number | undefined;
  timeout_minutes?: number | undefined;
  retry?: z.infer<typeof Retry> | undefined;
  agent?: string | undefined;
  max_turns?: number | undefined;
  max_cost_usd?: number | undefined;
  result_contract?: 'workflow_gate' | 'aiox_step_output' | 'maestro_coordinate' | undefined;
}

export const Step: z.ZodType<StepShape> = z
  .strictObject({
    description: z.string().optional(),
    approval: Approval.optional(),
    on_approve: StepId.optional().describe('Approval step: next step after stagegate approve (or DONE, BLOCKED).'),
    on_reject: StepId.optional().describe('Approval step: next step after stagegate reject (default BLOCKED).'),
    on_failure: StepId.optional().describe('Where to go when the stage fails (STAGE_FAILED, STAGE_TIMEOUT) after its retries: a step, DONE, BLOCKED, or skip (record the step as skipped and follow its on_skip, which is then required). Default: stop with the failure.'),
    optional: z.boolean().optional().describe('A person may skip this step while it is active: stagegate skip <workflow> STEP (then on_skip).'),
    on_skip: StepId.optional().describe('Optional step: where to go when it is skipped (a step, DONE or BLOCKED; required with optional: true).'),
    decide: z.array(DecisionBranch).min(1).optional().describe('Decision step: branches {if, to} tried in order, first truthy wins; a final {else} is required. Runs no process.'),
    on_stall: StepId.optional().describe('Where to go when a loop revisits this step and its gate is identical to the previous visit (default: stop with WORKFLOW_BLOCKED_STALLED).'),
    run: z.string().min(1).optional().describe('Shell stage: bash script run from the workspace root. A placeholder becomes a reference to an environment variable holding its value (never the value itself).'),
    prompt: z.string().min(1).optional().describe('Agent stage: prompt file (workspace-relative) with {{placeholders}}.'),
    inline_instruction: z.string().min(1).optional().describe('Agent stage: inline prompt text instead of a prompt file.'),
    skills: z.array(z.string().min(1)).optional().describe('Skills applied by the agent: .github/skills/<name>/SKILL.md.'),
    output: z.string().min(1).optional().describe('Declared output (workspace-relative). It must end with one WORKFLOW_GATE block.'),
    statuses: Statuses.optional(),
    inputs: z.record(z.string(), Scalar).optional().describe('Stage inputs (values may use placeholders).'),
    retry_step: StepId.optional().describe('Resolver: the step to retry once the blocking unknowns are resolved.'),
    on_success: StepId.optional().describe('Resolver: where to go when it succeeds (must equal retry_step).'),
    action: z.string().min(1).optional().describe('Action step: an instruction without declared output or gate.'),
    on_complete: StepId.optional().describe('Action step: next step after the action succeeds.'),
    instruction: z.string().min(1).optional().describe('Hand-off step: instruction for a person; ends the run with terminal_status.'),
    terminal_status: z.string().regex(/^[A-Z][A-Z0-9_]*$/).optional().describe('Hand-off step: the status the run ends with, e.g. WORKFLOW_BLOCKED_DESIGN_REVISION.'),
    child_workflow: z.string().min(1).optional().describe('Run another workflow file with its own state.'),
    execution: ExecutionOverride.optional(),
    foreach: Foreach.optional(),
    get per_item() {
      return z.record(StepId, Step).optional().describe('The per-item state machine of a foreach step.');
    },
    get parallel() {
      return z
        .strictObject({
          max_concurrency: z.number().int().min(1).max(64).optional().describe('Branches running at once (default 4).'),
          join: z.enum(['all', 'any', 'majority']).optional().describe('When the step succeeds: all branches, any one, or more than half (default all).'),
          branches: z.record(StepId, Step).describe('Branch id -> a step body (run, prompt, inline_instruction, action or child_workflow) with its own output and statuses (DONE or BLOCKED only).'),
        })
        .optional()
        .describe('Parallel step: run independent branches concurrently, then route PARALLEL_COMPLETE or PARALLEL_FAILED.');
    },
    completion: Completion.optional(),
    max_visits: z.number().int().min(1).max(100000).optional().describe('Entries into this step per run before WORKFLOW_BLOCKED_LOOP_LIMIT.'),
    timeout_minutes: z.number().positive().max(10080).optional().describe("Kill the stage's process tree after this many minutes (STAGE_TIMEOUT); default execution.timeout_minutes, else 360."),
    retry: Retry.optional(),
    agent: z.string().min(1).optional().describe('Agent for this step: NAME or NAME:MODEL, or command:PATH (the --agent flag overrides it).'),
    max_turns: z.number().int().min(1).optional().describe('Budget per agent attempt: turns (passed to CLIs that can enforce it).'),
    max_cost_usd: z.number().positive().optional().describe('Budget per agent attempt: cost in USD as the agent CLI reports it.'),
    result_contract: z
      .enum(['workflow_gate', 'aiox_step_output', 'maestro_coordinate'])
      .optional()
      .describe('How the stage reports its result: a WORKFLOW_GATE block ending the declared output (default), an aiox step_output block or a maestro-flow COORDINATE RESULT block (read from the output, else from the transcript). docs/formats.md#result-contracts.'),
  })
  .meta({ id: 'Step', description: 'A workflow step. Its kind follows from its keys: run, prompt, inline_instruction, action, instruction, child_workflow, foreach, decide, approval or parallel.' });

const Phase = z.strictObject({
  workflow: z.string().min(1).describe('Child workflow file (workspace-relative).'),
  pass_inputs: z.array(z.string().min(1)).optional().describe('Inputs of this workflow passed on to the child under the same name.'),
  derived_inputs: z.record(z.string(), Scalar).optional().describe('Child input -> value (placeholders allowed), e.g. a per-phase artifact_root.'),
  require_terminal_status: z.array(z.string().min(1)).optional().describe('Continue only when the child ends with one of these (e.g. WORKFLOW_COMPLETE); stop otherwise.'),
});

export const Execution = z.strictObject({
  execution_mode: z.enum(['resume', 'fresh']).optional(),
  ignore_previous_completion: z.boolean().optional(),
  delegation_mode: z.enum(['direct_only', 'bounded']).optional(),
  max_visits: z.number().int().min(1).max(100000).optional().describe('Default visit limit per step (10 when omitted).'),
  timeout_minutes: z.number().positive().max(10080).optional().describe("Default time limit of every stage, in minutes (360 when omitted: GitHub's job limit)."),
  agent: z.string().min(1).optional().describe('Default agent for agent-driven steps: NAME or NAME:MODEL (claude, codex, gemini, copilot, opencode), or command:PATH.'),
  max_cost_usd: z.number().positive().optional().describe('Budget for the whole run: total cost the agent CLIs report.'),
  max_turns: z.number().int().min(1).optional().describe('Budget for the whole run: total agent turns the agent CLIs report.'),
  on_source_change: z
    .enum(['refuse', 'rerun', 'keep'])
    .optional()
    .describe(
      'A resume at another source commit (or agent package version) than its verdicts were made at: refuse (default: STALE_ARTIFACT_REJECTED before anything runs), rerun (run every stale step again when the run reaches it, from the earliest), keep (continue with the old verdicts, recorded). Approvals made at another commit never count.',
    ),
});

export const Inputs = z.strictObject({
  required: z.array(z.string().min(1)).optional().describe('Inputs every invocation must bind (name=value).'),
  optional: z.array(z.string().min(1)).optional().describe('Inputs an invocation may bind; if_input_present tests these.'),
  defaults: z.record(z.string(), Scalar).optional().describe('Default values; they may use other placeholders and resolve repeatedly.'),
  types: z
    .record(z.string(), z.enum(['string', 'number', 'boolean', 'path']))
    .optional()
    .describe('Input -> type, checked when a run binds it: number, boolean (true/false), path (must resolve inside the workspace) or string (anything).'),
});

export const WorkflowFile = z
  .strictObject({
    // '4.0'; unquoted, YAML reads 4.0 as the number 4, which is accepted with a warning (VERSION_NOT_QUOTED).
    version: z.union([z.literal('4.0'), z.literal(4)]).describe("Format version: '4.0' (quoted; an unquoted 4.0 is read as the number 4 and accepted with a warning)."),
    name: z.string().min(1).regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/).describe('Workflow name; every gate repeats it as workflow:.'),
    description: z.string().optional(),
    runner_skill: z.string().optional().describe('Informational.'),
    state_path: z.string().min(1).describe('Workflow state file (YAML), workspace-relative; placeholders allowed.'),
    entry: StepId.optional().describe('Entry step (default: the first key of steps).'),
    inputs: Inputs.optional(),
    steps: z.record(StepId, Step).optional().describe('The state machine: step id -> step. The first key is the entry step.'),
    phases: z.record(StepId, Phase).optional().describe('Composite workflow: child workflows run in order (instead of steps).'),
    execution: Execution.optional(),
    agent_package_version: z.unknown().optional().describe('Runner-owned: must not be set in a workflow (validation error).'),
  })
  .describe('A stagegate workflow (Run Engineering 4.0 format).');

export type WorkflowFileShape = z.infer<typeof WorkflowFile>;
export type TargetShape = z.infer<typeof Target>;
export type PhaseShape = z.infer<typeof Phase>;

export const SUPPORTED_VERSIONS = ['4.0'] as const;
