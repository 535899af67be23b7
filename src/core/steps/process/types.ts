// What the runner needs from each step kind: how one attempt becomes a process, how its result
// is judged (the declared output and its gate, or the exit status alone) and where success
// leads. One module per kind (shell, agent, action, resolver); hand-off steps run no process.
import type { Workflow, StepModel } from '../../model/workflow.js';
import type { Workspace, WorkspacePath } from '../../workspace/workspace.js';
import type { RunState } from '../../state/state.js';
import type { AgentSelection, ResolvedAgent } from '../../agents/registry.js';
import type { Delegation } from '../../agents/types.js';

export interface StageSetup {
  workflow: Workflow;
  workspace: Workspace;
  step: StepModel;
  state: RunState;
  /** The step's bindings (stepBindings). */
  bindings: ReadonlyMap<string, string>;
  /** The declared output (gated steps). */
  output: WorkspacePath | undefined;
  agents: AgentSelection;
}

export interface AttemptSetup {
  visit: number;
  attempt: number;
  delegation: Delegation;
  /** The previous attempt's failure message, quoted in an agent's prompt. */
  previousFailure: string | null;
  /** A new session id (UUID) for the agent's CLI, when it lets us choose it (AgentArgvOptions.newSession). */
  newSession?: string;
  /** The previous attempt's session, to continue (AgentArgvOptions.resumeSession): the prompt is then a short continuation. */
  resumeSession?: string;
}

export interface StageInvocation {
  /** Executable and argv: never a shell string assembled from values. */
  command: string;
  args: string[];
  stdin?: string;
  /** The prompt (agent-driven steps): saved beside the transcript, sent on stdin. */
  prompt?: string;
  /** Environment beyond the STAGEGATE_* every stage gets. */
  env: Record<string, string>;
  /** The session id the agent's CLI was told to use (argv), when it was. */
  session?: string;
  /** The session the CLI was told to continue (argv), when it was: its prompt is the continuation. */
  resumed?: string;
}

export interface PreparedStage {
  /** gate: the declared output and its WORKFLOW_GATE decide; exit: exit status 0 is success. */
  judging: 'gate' | 'exit';
  /** The agent running the step (agent-driven kinds). */
  agent: ResolvedAgent | undefined;
  /** execution.delegation_mode is bounded and an agent runs the step. */
  bounded: boolean;
  /** Exit-routed steps: the step (or DONE/BLOCKED) success leads to. */
  next: string | undefined;
  invocation(attempt: AttemptSetup): StageInvocation;
  /**
   * Agent steps: the sha256 of the whole stage prompt in `delegation` mode as it would be built now
   * with no previous failure, recorded on each attempt (prompt_sha256): a session is continued only
   * while it matches (an edited prompt file or workflow makes a retry start anew).
   */
  promptDigest?(delegation: Delegation): string;
}

/** Prepare a step for execution; throws StagegateError for a stop before any process runs. */
export type PrepareStage = (setup: StageSetup) => PreparedStage;
