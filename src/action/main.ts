// The action's orchestration: read inputs, run one command through the core, then report —
// outputs, job summary, annotations, the check run (always, even after an input error) and
// the step's result. Dependencies come in through ActionDeps so tests can replace them.
import { existsSync, statSync } from 'node:fs';
import { readInputs, InputError, type ActionInputs } from './inputs.js';
import { readGitHubContext, resolveWorkingDirectory, emptyOutputs, type CommandContext, type CommandResult, type GitHubContext } from './context.js';
import type { ActionIO } from './toolkit.js';
import type { ArtifactStore } from './artifact-store.js';
import { octokitChecks, type CheckRunPort } from './checks.js';
import { actionsArtifactStore } from './artifact-store.js';
import { validateCommand } from './validate-command.js';
import { MarkdownBudget, SUMMARY_LIMIT, esc, utf8Length } from './markdown.js';
import { bannerBlock } from './report.js';
import { isStagegateError } from '../core/run/errors.js';

export interface ActionDeps {
  io: ActionIO;
  env: NodeJS.ProcessEnv;
  artifactStore?: () => ArtifactStore;
  checks?: (token: string, owner: string, repo: string) => CheckRunPort;
}

function setOutputs(io: ActionIO, o: CommandResult['outputs']): void {
  io.setOutput('status', o.status);
  io.setOutput('complete', o.complete ? 'true' : 'false');
  io.setOutput('run-id', o.runId ?? '');
  io.setOutput('active-step', o.activeStep ?? '');
  io.setOutput('completed-steps', JSON.stringify(o.completedSteps));
  io.setOutput('state-path', o.statePath ?? '');
  io.setOutput('manifest-path', o.manifestPath ?? '');
  io.setOutput('artifact-name', o.artifactName ?? '');
  // Set only while a run waits for a decision (an unset output reads as ''), so other outputs stay as they were.
  if (o.pendingApproval) io.setOutput('pending-approval', o.pendingApproval);
}

function failureResult(status: string, message: string, fix: string): CommandResult {
  const b = new MarkdownBudget();
  bannerBlock(b, 'stagegate', status, [esc(message), `**Fix:** ${esc(fix)}`]);
  return { outputs: emptyOutputs(status), failure: `${status}: ${message}`, conclusion: 'failure', checkTitle: status === 'ACTION_INPUT_INVALID' ? 'Action input error' : 'stagegate failed', summary: b.toString(), annotations: [] };
}

async function dispatch(inputs: ActionInputs, ctx: CommandContext): Promise<CommandResult> {
  if (inputs.command === 'validate') return validateCommand(inputs, ctx);
  // The run path (runner, executors, persistence) loads only for the commands that use it.
  const commands = await import('./run-command.js');
  if (inputs.command === 'run') return commands.runCommand(inputs, ctx);
  if (inputs.command === 'status') return commands.statusCommand(inputs, ctx);
  return commands.planCommand(inputs, ctx);
}

class CheckSession {
  private id: number | undefined;
  private problem: string | undefined;
  constructor(
    private readonly port: CheckRunPort | undefined,
    private readonly name: string,
    private readonly gh: GitHubContext,
    unavailable: string | undefined,
  ) {
    this.problem = unavailable;
  }

  async start(): Promise<void> {
    if (!this.port || !this.gh.headSha) return;
    try {
      this.id = await this.port.start(this.name, this.gh.headSha, this.gh.detailsUrl);
    } catch {
      /* retried as a create when the result is known */
    }
  }

  /** Returns an error message when the check could not be published. */
  async complete(result: CommandResult): Promise<string | undefined> {
    if (this.problem) return this.problem;
    if (!this.port || !this.gh.headSha) return 'no commit to report on (GITHUB_SHA is not set)';
    try {
      await this.port.complete(this.id, this.name, this.gh.headSha, this.gh.detailsUrl, {
        conclusion: result.conclusion,
        title: result.checkTitle,
        summary: result.summary,
        ...(result.checkAnnotations && result.checkAnnotations.length > 0 ? { annotations: result.checkAnnotations } : {}),
      });
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
}

export async function runAction(deps: ActionDeps): Promise<void> {
  const { io, env } = deps;
  const gh = readGitHubContext(env);
  // The check is reported whatever happens next, so a required check never stays "Expected".
  const checkName = io.getInput('check-name');
  let check: CheckSession | undefined;
  if (checkName) {
    const token = io.getInput('token');
    const unavailable = !token ? "input 'token' is empty" : !gh.owner || !gh.repo ? 'GITHUB_REPOSITORY is not set' : undefined;
    const port = unavailable ? undefined : (deps.checks ?? octokitChecks)(token, gh.owner!, gh.repo!);
    check = new CheckSession(port, checkName, gh, unavailable);
    await check.start();
  }

  let result: CommandResult;
  try {
    const inputs = readInputs(io);
    const workspaceRoot = resolveWorkingDirectory(gh.repoRoot, inputs.workingDirectory);
    if (!workspaceRoot) throw new InputError(`input 'working-directory' ('${inputs.workingDirectory}') must stay inside the workspace ${gh.repoRoot}`);
    if (!existsSync(workspaceRoot) || !statSync(workspaceRoot).isDirectory()) throw new InputError(`input 'working-directory': ${inputs.workingDirectory} is not a directory in the workspace`);
    let store: ArtifactStore | undefined;
    const ctx: CommandContext = { io, env, gh, workspaceRoot, store: () => (store ??= (deps.artifactStore ?? actionsArtifactStore)()) };
    result = await dispatch(inputs, ctx);
  } catch (error) {
    if (error instanceof InputError) {
      result = failureResult('ACTION_INPUT_INVALID', error.message, 'Correct the input in the workflow step (see docs/action.md for every input).');
    } else if (isStagegateError(error)) {
      result = failureResult(error.code, error.message, error.hint ?? 'See docs/stop-codes.md.');
    } else {
      const message = error instanceof Error ? error.message : String(error);
      if (env['STAGEGATE_DEBUG'] === '1' || env['RUNNER_DEBUG'] === '1') io.debug(error instanceof Error && error.stack ? error.stack : message);
      result = failureResult('INTERNAL_ERROR', `internal error: ${message}`, 'This is a bug in stagegate: re-run with STAGEGATE_DEBUG=1 for a stack trace and please report it.');
    }
  }

  setOutputs(io, result.outputs);
  for (const a of result.annotations) io.annotate(a.level, a.message, a.properties);
  let summary = result.summary;
  if (utf8Length(summary) > SUMMARY_LIMIT) summary = Buffer.from(summary, 'utf8').subarray(0, SUMMARY_LIMIT - 200).toString('utf8') + '\n\n_…truncated to stay under the 1 MiB job summary limit._\n';
  io.appendSummary(summary);

  let checkProblem: string | undefined;
  if (check) {
    checkProblem = await check.complete(result);
    if (checkProblem) {
      const message = `could not publish check run '${checkName}': ${checkProblem} (the job needs permissions: checks: write)`;
      if (gh.isForkPullRequest) io.annotate('warning', `${message}; pull requests from forks get a read-only token`);
      else checkProblem = message;
    }
  }
  if (result.failure) io.setFailed(result.failure);
  if (checkProblem && !gh.isForkPullRequest) io.setFailed(checkProblem);
}
