// The zod model of a Run Engineering 4.0 workflow file. It is the single source of truth for
// the file's shape: the loader validates with it and scripts/gen-schema.ts publishes it as
// schema/workflow.schema.json for editors. Objects are strict: an unknown key is an error.
// zod/mini's functional form (see zod.ts): z.optional(x), .check(z.minLength(1)), and
// .register(z.globalRegistry, { description }) for the descriptions the JSON Schema carries.
// Not .check(z.describe(...)): that is a no-op check zod runs at every value it parses (~35 per
// step: a 5,000-step file ran ~175,000 of them, docs/benchmarks.md B2). register() sets the same
// metadata on the schema it is called on, so it is only called on a schema built for that field
// (StepId is shared: a clone of it).
import * as z from './zod.js';

const StepId = z.string().check(z.minLength(1));
const Scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const ConditionalTarget = z.strictObject({
  if_input_present: z.record(z.string(), StepId).register(z.globalRegistry, { description: 'Optional input name -> step to go to when that input is bound (first present input wins).' }),
  else: StepId.clone().register(z.globalRegistry, { description: 'Step to go to when none of the inputs is present.' }),
}).register(z.globalRegistry, { description: 'Conditional transition on the presence of optional inputs.' });

export const Target = z.union([StepId, ConditionalTarget]);

export const Statuses = z.record(z.string().check(z.regex(/^[A-Za-z0-9_.-]+$/)), Target).register(z.globalRegistry, { description: 'Gate status -> next step id, DONE, BLOCKED, ASK (the gate carries a question: the run stops WORKFLOW_ANSWER_REQUIRED and run --answer runs the step again with the answer; docs/workflow-format.md#asking-mid-stage), or a conditional {if_input_present, else}.' });

const Retry = z.strictObject({
  max_attempts: z.number().check(z.int(), z.gte(1), z.lte(100)).register(z.globalRegistry, { description: 'Attempts in all, including the first.' }),
  backoff_seconds: z.optional(z.number().check(z.gte(0), z.lte(3600))).register(z.globalRegistry, { description: 'Wait before the second attempt; doubles after each failure.' }),
}).register(z.globalRegistry, { description: 'Re-run a failing stage (non-zero exit, timeout, a status of failure_statuses). Other gate statuses are never retried.' });

const ExecutionOverride = z.strictObject({
  execution_mode: z.optional(z.enum(['resume', 'fresh'])).register(z.globalRegistry, { description: 'fresh: the child re-reads everything and reuses no verdict.' }),
  ignore_previous_completion: z.optional(z.boolean()).register(z.globalRegistry, { description: 'Run again even if the child completed before (required with execution_mode: fresh).' }),
}).register(z.globalRegistry, { description: 'Execution of a child workflow step.' });

const Binding = z.strictObject({
  field: z.string().check(z.minLength(1)).register(z.globalRegistry, { description: 'Registry column (or key) to read.' }),
  transform: z.optional(z.literal('slugify')).register(z.globalRegistry, { description: 'slugify: lowercase, non-alphanumeric runs -> "-", trimmed.' }),
});

const Foreach = z.strictObject({
  source: z.string().check(z.minLength(1)).register(z.globalRegistry, { description: 'Registry artifact (workspace-relative): a Markdown table, or a YAML/JSON list.' }),
  items: z.optional(z.string().check(z.minLength(1))).register(z.globalRegistry, { description: 'Which rows are items: "<rows> where <field> != <value> and <field> = <value>" (e.g. "artifacts where implementation_required != NO and DD Verification != VERIFIED"); every row when omitted.' }),
  id_field: z.string().check(z.minLength(1)).register(z.globalRegistry, { description: 'Column (or key) holding each item id, e.g. "Artifact ID".' }),
  order: z.optional(z.enum(['registry', 'dependency_topological'])).register(z.globalRegistry, { description: 'registry: row order; dependency_topological: dependencies first.' }),
  depends_field: z.optional(z.string().check(z.minLength(1))).register(z.globalRegistry, { description: 'Column listing the ids an item depends on (default "Depends On").' }),
  status_field: z.optional(z.string().check(z.minLength(1))).register(z.globalRegistry, { description: 'Column the runner marks VERIFIED for a verified item (default: the field of completion.require "all <rows> have <field> = <value>", else "Status").' }),
  bindings: z.optional(z.record(z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]*$/)), Binding)).register(z.globalRegistry, { description: 'Placeholder name -> row field; visible as {{name}} inside per_item only.' }),
});

const Completion = z.strictObject({
  require: z.optional(z.string().check(z.minLength(1))).register(z.globalRegistry, { description: 'Checked against the registry rows when the last item finished: "all rows <STATUS>", "all items verified", or "all <rows> have <field> = <value>".' }),
  on_complete: z.optional(StepId),
});

const DecisionBranch = z.union([
  z.strictObject({
    if: z.string().check(z.minLength(1)).register(z.globalRegistry, { description: "GitHub-style expression over inputs, steps, visits, run and files (files['docs/a.md']: whether that workspace path exists), e.g. steps.review.gate.score >= 90." }),
    to: StepId.clone().register(z.globalRegistry, { description: 'Step to go to when the expression is truthy (or DONE, BLOCKED).' }),
  }),
  z.strictObject({ else: StepId.clone().register(z.globalRegistry, { description: 'Step to go to when no if matched (required, last).' }) }),
]);
export type DecisionBranchShape = z.infer<typeof DecisionBranch>;

const Approval = z.strictObject({
  message: z.string().check(z.minLength(1)).register(z.globalRegistry, { description: 'What the approver is asked, e.g. "Approve the design?".' }),
  approvers: z.optional(z.array(z.string().check(z.minLength(1))).check(z.minLength(1))).register(z.globalRegistry, { description: 'Who may approve or reject (--by NAME, the Action: github.actor; compared case-insensitively, as GitHub logins are); anyone when omitted.' }),
}).register(z.globalRegistry, { description: 'Approval step: the run pauses (PARTIAL_RESUMABLE) until stagegate approve or reject.' });

const GateSchema = z.union([
  z.string().check(z.minLength(1)).register(z.globalRegistry, { description: 'A .json, .yaml or .yml file holding the JSON Schema (workspace-relative, no placeholders).' }),
  z.record(z.string(), z.unknown()).register(z.globalRegistry, { description: 'The JSON Schema itself, written as a YAML mapping.' }),
]).register(z.globalRegistry, { description: "Gated stage: a JSON Schema (draft 2020-12) for the gate's extra keys (every key beyond workflow, step, status, the unresolved counts, artifact and next_recommended), inline or in a file. A gate that does not match stops the run with GATE_SCHEMA_VIOLATION; additionalProperties: false forbids any other key. docs/workflow-format.md#gate-schema." });

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
  failure_statuses?: string[] | undefined;
  inputs?: Record<string, z.infer<typeof Scalar>> | undefined;
  asks?: string[] | undefined;
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
  gate_schema?: z.infer<typeof GateSchema> | undefined;
}

// Its id and description are registered on the schema itself: zod/mini's .check() copies the
// definition, which would read the per_item/parallel getters before Step exists.
export const Step: z.ZodMiniType<StepShape> = z.strictObject({
  description: z.optional(z.string()),
  approval: z.optional(Approval),
  on_approve: z.optional(StepId).register(z.globalRegistry, { description: 'Approval step: next step after stagegate approve (or DONE, BLOCKED).' }),
  on_reject: z.optional(StepId).register(z.globalRegistry, { description: 'Approval step: next step after stagegate reject (default BLOCKED).' }),
  on_failure: z.optional(StepId).register(z.globalRegistry, { description: 'Where to go when the stage fails (STAGE_FAILED, STAGE_TIMEOUT, WORKFLOW_BLOCKED_QUESTION_LIMIT) after its retries: a step, DONE, BLOCKED, or skip (record the step as skipped and follow its on_skip, which is then required). Default: stop with the failure.' }),
  optional: z.optional(z.boolean()).register(z.globalRegistry, { description: 'A person may skip this step while it is active: stagegate skip <workflow> STEP (then on_skip).' }),
  on_skip: z.optional(StepId).register(z.globalRegistry, { description: 'Optional step: where to go when it is skipped (a step, DONE or BLOCKED; required with optional: true).' }),
  decide: z.optional(z.array(DecisionBranch).check(z.minLength(1))).register(z.globalRegistry, { description: 'Decision step: branches {if, to} tried in order, first truthy wins; a final {else} is required. Runs no process.' }),
  on_stall: z.optional(StepId).register(z.globalRegistry, { description: 'Where to go when a loop revisits this step, its gate is identical to the previous visit and no output accepted since changed (default: stop with WORKFLOW_BLOCKED_STALLED).' }),
  run: z.optional(z.string().check(z.minLength(1))).register(z.globalRegistry, { description: 'Shell stage: bash script run from the workspace root. A placeholder becomes a reference to an environment variable holding its value (never the value itself).' }),
  prompt: z.optional(z.string().check(z.minLength(1))).register(z.globalRegistry, { description: 'Agent stage: prompt file (workspace-relative) with {{placeholders}}.' }),
  inline_instruction: z.optional(z.string().check(z.minLength(1))).register(z.globalRegistry, { description: 'Agent stage: inline prompt text instead of a prompt file.' }),
  skills: z.optional(z.array(z.string().check(z.minLength(1)))).register(z.globalRegistry, { description: 'Skills applied by the agent: .github/skills/<name>/SKILL.md.' }),
  output: z.optional(z.string().check(z.minLength(1))).register(z.globalRegistry, { description: 'Declared output (workspace-relative). It must end with one WORKFLOW_GATE block.' }),
  statuses: z.optional(Statuses),
  failure_statuses: z
    .optional(z.array(z.string().check(z.regex(/^[A-Za-z0-9_.-]+$/))).check(z.minLength(1)))
    .register(z.globalRegistry, { description: "Gate statuses (each a key of statuses, routed to BLOCKED) by which the stage says it could not do its work: the attempt fails like a failed process (STAGE_FAILED) — retried per retry, then on_failure; without one the run stops, resumable, and an optional step may be skipped." }),
  inputs: z.optional(z.record(z.string(), Scalar)).register(z.globalRegistry, { description: 'Stage inputs (values may use placeholders).' }),
  asks: z
    .optional(z.array(z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]*$/))).check(z.minLength(1)))
    .register(z.globalRegistry, { description: "Optional inputs this step asks a person for (an aiox elicit step's answer): a run that reaches the step without a value for each stops there before the stage starts (WORKFLOW_INPUT_REQUIRED, resumable), naming the command that answers (the same run with NAME=<answer>). docs/workflow-format.md#asking-a-person." }),
  retry_step: z.optional(StepId).register(z.globalRegistry, { description: 'Resolver: the step to retry once the blocking unknowns are resolved.' }),
  on_success: z.optional(StepId).register(z.globalRegistry, { description: 'Resolver: where to go when it succeeds (must equal retry_step).' }),
  action: z.optional(z.string().check(z.minLength(1))).register(z.globalRegistry, { description: 'Action step: an instruction without declared output or gate.' }),
  on_complete: z.optional(StepId).register(z.globalRegistry, { description: 'Action step: next step after the action succeeds.' }),
  instruction: z.optional(z.string().check(z.minLength(1))).register(z.globalRegistry, { description: 'Hand-off step: instruction for a person; ends the run with terminal_status.' }),
  terminal_status: z.optional(z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/))).register(z.globalRegistry, { description: 'Hand-off step: the status the run ends with, e.g. WORKFLOW_BLOCKED_DESIGN_REVISION.' }),
  child_workflow: z.optional(z.string().check(z.minLength(1))).register(z.globalRegistry, { description: 'Run another workflow file with its own state.' }),
  execution: z.optional(ExecutionOverride),
  foreach: z.optional(Foreach),
  get per_item() {
    return z.optional(z.record(StepId, Step)).register(z.globalRegistry, { description: 'The per-item state machine of a foreach step.' });
  },
  get parallel() {
    return z.optional(
      z.strictObject({
        max_concurrency: z.optional(z.number().check(z.int(), z.gte(1), z.lte(64))).register(z.globalRegistry, { description: 'Branches running at once (default 4).' }),
        join: z.optional(z.enum(['all', 'any', 'majority'])).register(z.globalRegistry, { description: 'When the step succeeds: all branches, any one, or more than half (default all).' }),
        branches: z.record(StepId, Step).register(z.globalRegistry, { description: 'Branch id -> a step body (run, prompt, inline_instruction, action or child_workflow) with its own output and statuses (DONE or BLOCKED only).' }),
      }),
    ).register(z.globalRegistry, { description: 'Parallel step: run independent branches concurrently, then route PARALLEL_COMPLETE or PARALLEL_FAILED.' });
  },
  completion: z.optional(Completion),
  max_visits: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100000))).register(z.globalRegistry, { description: 'Entries into this step per run before WORKFLOW_BLOCKED_LOOP_LIMIT.' }),
  timeout_minutes: z.optional(z.number().check(z.gt(0), z.lte(10080))).register(z.globalRegistry, { description: "Stop the stage after this many minutes (STAGE_TIMEOUT): SIGTERM to its process group, its whole tree killed when it exits or after a 10-second grace; default execution.timeout_minutes, else 360." }),
  retry: z.optional(Retry),
  agent: z.optional(z.string().check(z.minLength(1))).register(z.globalRegistry, { description: 'Agent for this step: NAME or NAME:MODEL, or command:PATH (the --agent flag overrides it).' }),
  max_turns: z.optional(z.number().check(z.int(), z.gte(1))).register(z.globalRegistry, { description: 'Budget per agent attempt: turns (passed to CLIs that can enforce it).' }),
  max_cost_usd: z.optional(z.number().check(z.gt(0))).register(z.globalRegistry, { description: 'Budget per agent attempt: cost in USD as the agent CLI reports it.' }),
  result_contract: z.optional(z.enum(['workflow_gate', 'aiox_step_output', 'maestro_coordinate'])).register(z.globalRegistry, { description: 'How the stage reports its result: a WORKFLOW_GATE block ending the declared output (default), an aiox step_output block or a maestro-flow COORDINATE RESULT block (read from the output, else from the transcript). docs/formats.md#result-contracts.' }),
  gate_schema: z.optional(GateSchema),
}).register(z.globalRegistry, { id: 'Step', description: 'A workflow step. Its kind follows from its keys: run, prompt, inline_instruction, action, instruction, child_workflow, foreach, decide, approval or parallel.' });

const Phase = z.strictObject({
  workflow: z.string().check(z.minLength(1)).register(z.globalRegistry, { description: 'Child workflow file (workspace-relative).' }),
  pass_inputs: z.optional(z.array(z.string().check(z.minLength(1)))).register(z.globalRegistry, { description: 'Inputs of this workflow passed on to the child under the same name.' }),
  derived_inputs: z.optional(z.record(z.string(), Scalar)).register(z.globalRegistry, { description: 'Child input -> value (placeholders allowed), e.g. a per-phase artifact_root.' }),
  require_terminal_status: z.optional(z.array(z.string().check(z.minLength(1)))).register(z.globalRegistry, { description: 'Continue only when the child ends with one of these (e.g. WORKFLOW_COMPLETE); stop otherwise.' }),
});

const Terminal = z.strictObject({
  success: z.optional(z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/))).register(z.globalRegistry, {
    description: "The status this workflow reports when it completes (e.g. IMPLEMENTATION_READY): recorded as terminal_status in its state and manifest, and what a parent that runs it as a child_workflow (or phase) may route or require (WORKFLOW_COMPLETE is still accepted there). The run's stop code stays WORKFLOW_COMPLETE (exit 0).",
  }),
  preserve_external_blocker_status: z.optional(z.boolean()).register(z.globalRegistry, {
    description: "true (the only supported value): a phase (or child) that ends outside the statuses this workflow goes on with ends it with the child's own status (e.g. WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE). false is a validation error.",
  }),
});

export const Execution = z.strictObject({
  execution_mode: z.optional(z.enum(['resume', 'fresh'])),
  ignore_previous_completion: z.optional(z.boolean()),
  delegation_mode: z.optional(z.enum(['direct_only', 'bounded'])),
  max_visits: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100000))).register(z.globalRegistry, { description: 'Default visit limit per step (10 when omitted).' }),
  timeout_minutes: z.optional(z.number().check(z.gt(0), z.lte(10080))).register(z.globalRegistry, { description: "Default time limit of every stage, in minutes (360 when omitted: GitHub's job limit)." }),
  agent: z.optional(z.string().check(z.minLength(1))).register(z.globalRegistry, { description: 'Default agent for agent-driven steps: NAME or NAME:MODEL (claude, codex, gemini, copilot, opencode), or command:PATH.' }),
  max_cost_usd: z.optional(z.number().check(z.gt(0))).register(z.globalRegistry, { description: 'Budget for the whole run: total cost the agent CLIs report.' }),
  max_turns: z.optional(z.number().check(z.int(), z.gte(1))).register(z.globalRegistry, { description: 'Budget for the whole run: total agent turns the agent CLIs report.' }),
  on_source_change: z.optional(z.enum(['refuse', 'rerun', 'keep'])).register(z.globalRegistry, { description: 'A resume at another source commit (or agent package version) than its verdicts were made at: refuse (default: STALE_ARTIFACT_REJECTED before anything runs), rerun (run every stale step again when the run reaches it, from the earliest), keep (continue with the old verdicts, recorded). Approvals made at another commit never count.' }),
});

export const Inputs = z.strictObject({
  required: z.optional(z.array(z.string().check(z.minLength(1)))).register(z.globalRegistry, { description: 'Inputs every invocation must bind (name=value).' }),
  optional: z.optional(z.array(z.string().check(z.minLength(1)))).register(z.globalRegistry, { description: 'Inputs an invocation may bind; if_input_present tests these.' }),
  defaults: z.optional(z.record(z.string(), Scalar)).register(z.globalRegistry, { description: 'Default values; they may use other placeholders and resolve repeatedly.' }),
  types: z.optional(z.record(z.string(), z.enum(['string', 'number', 'integer', 'boolean', 'path', 'name']))).register(z.globalRegistry, { description: "Input -> type, checked when a run binds it: number (decimals allowed), integer ([+-]digits, what shell arithmetic takes), boolean (true/false), path (must resolve inside the workspace), name (letters, digits, '.', '_', '-', no '/' nor '..': one file name's part) or string (anything)." }),
});

export const WorkflowFile = z.strictObject({
  // '4.0'; unquoted, YAML reads 4.0 as the number 4, which is accepted with a warning (VERSION_NOT_QUOTED).
  version: z.union([z.literal('4.0'), z.literal(4)]).register(z.globalRegistry, { description: "Format version: '4.0' (quoted; an unquoted 4.0 is read as the number 4 and accepted with a warning)." }),
  name: z.string().check(z.minLength(1), z.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/)).register(z.globalRegistry, { description: 'Workflow name; every gate repeats it as workflow:.' }),
  description: z.optional(z.string()),
  runner_skill: z.optional(z.string()).register(z.globalRegistry, { description: 'Informational.' }),
  state_path: z.string().check(z.minLength(1)).register(z.globalRegistry, { description: 'Workflow state file (YAML), workspace-relative; placeholders allowed.' }),
  entry: z.optional(StepId).register(z.globalRegistry, { description: 'Entry step (default: the first key of steps).' }),
  inputs: z.optional(Inputs),
  steps: z.optional(z.record(StepId, Step)).register(z.globalRegistry, { description: 'The state machine: step id -> step. The first key is the entry step.' }),
  phases: z.optional(z.record(StepId, Phase)).register(z.globalRegistry, { description: 'Composite workflow: child workflows run in order (instead of steps).' }),
  execution: z.optional(Execution),
  terminal: z.optional(Terminal).register(z.globalRegistry, { description: 'Run Engineering 4.0 composite workflows: how the workflow reports its end (success status; external blocker statuses preserved).' }),
  agent_package_version: z.optional(z.unknown()).register(z.globalRegistry, { description: 'Runner-owned: must not be set in a workflow (validation error).' }),
}).register(z.globalRegistry, { description: 'A stagegate workflow (Run Engineering 4.0 format).' });

export type WorkflowFileShape = z.infer<typeof WorkflowFile>;
export type TargetShape = z.infer<typeof Target>;
export type PhaseShape = z.infer<typeof Phase>;

export const SUPPORTED_VERSIONS = ['4.0'] as const;
