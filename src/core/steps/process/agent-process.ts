// What every agent-driven step shares: the agent that runs it, its prompt (built per attempt,
// since a retry quotes the previous failure and bounded delegation changes the execution
// mode), and the argv of its adapter. The prompt travels on stdin, never in argv or a shell.
import { buildContinuationPrompt, buildPrompt } from './prompt.js';
import { resolveAgent } from '../../agents/registry.js';
import { sha256Text } from '../../workspace/digest.js';
import type { AttemptSetup, PreparedStage, StageSetup } from './types.js';

export function prepareAgentProcess(setup: StageSetup, judging: PreparedStage['judging'], next: string | undefined): PreparedStage {
  const agent = resolveAgent(setup.workflow, setup.step, setup.agents, setup.workspace);
  const promptFor = (a: Pick<AttemptSetup, 'delegation' | 'previousFailure'>, withoutAnswers = false): string =>
    buildPrompt({
      workflow: setup.workflow,
      workspace: setup.workspace,
      step: setup.step,
      state: setup.state,
      bindings: setup.bindings,
      output: setup.output,
      delegation: a.delegation,
      previousFailure: a.previousFailure,
      withoutAnswers,
    });
  // Build it once now: a missing prompt file, skill or input stops the run before any process.
  promptFor({ delegation: 'direct', previousFailure: null });
  return {
    judging,
    agent,
    bounded: setup.workflow.execution.delegationMode === 'bounded',
    next,
    promptDigest(delegation) {
      return sha256Text(promptFor({ delegation, previousFailure: null }, true));
    },
    invocation(a) {
      const newSession = agent.adapter.choosesSession ? a.newSession : undefined;
      const resumeSession = agent.adapter.resumesSession ? a.resumeSession : undefined;
      const args = agent.adapter.argv({
        model: agent.model,
        maxTurns: setup.step.def.max_turns,
        delegation: a.delegation,
        extraArgs: agent.extraArgs,
        ...(newSession !== undefined ? { newSession } : {}),
        ...(resumeSession !== undefined ? { resumeSession } : {}),
      });
      // Each is passed unless the user's own flags chose the session (or, for the one to continue,
      // the adapter refused its shape): as a word of its own, or as the value of `--flag=<id>`.
      const passed = (id: string | undefined): id is string => id !== undefined && args.some((a) => a === id || a.endsWith(`=${id}`));
      const resumed = passed(resumeSession) ? resumeSession : undefined;
      const session = passed(newSession) ? newSession : resumed;
      // A continued session holds the stage's prompt already: it is told why it goes on, not all again.
      const prompt = resumed !== undefined ? buildContinuationPrompt({ workflow: setup.workflow, workspace: setup.workspace, step: setup.step, state: setup.state, bindings: setup.bindings, output: setup.output, delegation: a.delegation, previousFailure: a.previousFailure }) : promptFor(a);
      return {
        command: agent.executable,
        args,
        stdin: prompt,
        prompt,
        env: { STAGEGATE_AGENT: agent.name, STAGEGATE_DELEGATION: a.delegation },
        ...(session !== undefined ? { session } : {}),
        ...(resumed !== undefined ? { resumed } : {}),
      };
    },
  };
}
