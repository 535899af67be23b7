// The action's orchestration: read inputs, run one command through the core, then report —
// outputs, annotations, the job summary (a summary that cannot be written never stops the check)
// and the check run (always, even after an input error or a cancellation). Dependencies come in
// through ActionDeps so tests can replace them; `run()` is the entry @github/local-action (and the
// bundled entry) calls. The run path, the REST client of check runs (checks.ts) and the artifact
// client are imported when they are used.
import { InvocationReaders } from '../core/model/workflow-readers.js';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTokens, readInputs, readSha, resumeTokenProblem, InputError, type ActionInputs } from './inputs.js';
import { unexpectedInputs } from './input-names.js';
import { readGitHubContext, resolveWorkingDirectory, emptyOutputs, type CommandContext, type CommandResult, type GitHubContext } from './context.js';
import { coreIO, type ActionIO } from './io.js';
import type { ArtifactStore } from './artifact-store.js';
import type { RunScope } from './rerun-download.js';
import type { CheckRef, CheckRunPort } from './check-run.js';
import type { RetryWait } from './checks.js';
import type { SourceInfo } from '../core/run/ports.js';
import type { SpawnerLender } from '../host/spawner.js';
import { actionSource } from '../host/github/source.js';
import { DEFAULT_MAX_ARTIFACT_MB, MAX_ARTIFACT_MB_VARIABLE, actionsArtifactStore, artifactLimitFrom } from './artifact-store.js';
import { validateCommand } from './validate-command.js';
import { MarkdownBudget, SUMMARY_LIMIT, markdownForms, prose, utf8Length } from './markdown.js';
import { bannerBlock } from './report.js';
import { actionWords } from './words.js';
import { isStagegateError } from '../core/run/errors.js';
import { POST_STATE } from './post-state.js';
import { MIN_SECRET_LENGTH, secretValuesOf } from '../core/run/secret-names.js';
import { FormMasker, wellFormed } from '../core/run/form-masker.js';
import { maskedForms } from '../core/run/secret-forms.js';
import { makeSelfCommand, makeSelfExecutable, withSelf } from '../host/self-command.js';

export interface ActionDeps {
  io: ActionIO;
  env: NodeJS.ProcessEnv;
  artifactStore?: () => ArtifactStore;
  checks?: (token: string, owner: string, repo: string, apiUrl: string) => CheckRunPort;
  /** Aborts when the job is cancelled (the entry wires SIGINT / SIGTERM to it). */
  signal?: AbortSignal;
  /**
   * The CLI bundle the stages reach as `stagegate` ($STAGEGATE_BIN, first on PATH), as the CLI
   * gives its own stages; undefined: the stages get no `stagegate`.
   */
  cliScript?: string;
  /**
   * An executable the stages run as `stagegate` instead of cliScript in Node (CliIO.self's
   * `executable`): a host running the action in its own process (the in-process tests) names its
   * own, whose `gate` it serves without a Node start per call.
   */
  selfExecutable?: string;
  /**
   * How the check-run client waits out its retry delays (DEFAULT_RETRY's, whoever waits); default
   * a timer. The in-process tests record the delays instead of sleeping through them.
   */
  checkRetryWait?: RetryWait;
  /**
   * How the checkout's git HEAD is read when neither the `sha` input nor a pull request's head
   * commit gives the source (default `git rev-parse`, host/git-source.ts).
   */
  git?: SourceInfo;
  /**
   * A spawner the caller owns, lent to the runners of `run`, `merge` and `shards` (their stages are
   * forked by it: host/spawner.ts, SpawnerLender); default: each runner decides for itself. The
   * in-process tests lend one per worker.
   */
  spawner?: SpawnerLender;
  /**
   * Called once the run path's code is loaded, before a command that may run long or replay a long
   * journal (every command but validate): the entry bounds V8's heap growth there
   * (host/heap-growth.ts). Not before: setting a V8 flag makes Node compile the built-in modules
   * it loads afterwards without their cached code.
   */
  boundHeap?: () => void;
  /**
   * The invocation's workflow readers (CommandContext.readers); default one made for it. A host
   * running several invocations in one process hands each its own, never one shared.
   */
  readers?: InvocationReaders;
}

/** Every output but check-run-id and check-run-url, which are written once the check is completed (setCheckOutputs). */
function setOutputs(io: ActionIO, o: CommandResult['outputs']): void {
  io.setOutput('status', o.status);
  io.setOutput('complete', o.complete ? 'true' : 'false');
  io.setOutput('run-id', o.runId ?? '');
  io.setOutput('active-step', o.activeStep ?? '');
  io.setOutput('completed-steps', JSON.stringify(o.completedSteps));
  io.setOutput('state-path', o.statePath ?? '');
  io.setOutput('manifest-path', o.manifestPath ?? '');
  io.setOutput('artifact-name', o.artifactName ?? '');
  io.setOutput('artifact-id', o.artifactId ? String(o.artifactId) : '');
  io.setOutput('artifact-url', o.artifactUrl ?? '');
  io.setOutput('artifact-digest', o.artifactDigest ?? '');
  io.setOutput('stages-run', String(o.stagesRun ?? 0));
  io.setOutput('restored-from', o.restoredFrom ?? '');
  if (o.matrix !== undefined) io.setOutput('matrix', JSON.stringify(o.matrix));
  if (o.step !== undefined) io.setOutput('step', o.step ?? '');
  // Set only while a run waits for a decision (an unset output reads as ''), so other outputs stay as they were.
  if (o.pendingApproval) io.setOutput('pending-approval', o.pendingApproval);
  // Likewise while a question waits for the answer input.
  if (o.question) io.setOutput('question', o.question);
}

/** check-run-id and check-run-url: once, after the check's completion (empty without a check run). */
function setCheckOutputs(io: ActionIO, check: CheckRef | undefined): void {
  io.setOutput('check-run-id', check ? String(check.id) : '');
  io.setOutput('check-run-url', check?.url ?? '');
}

function failureResult(status: string, message: string, fix: string): CommandResult {
  const b = new MarkdownBudget();
  bannerBlock(b, 'stagegate', status, [prose(message), `**Fix:** ${prose(fix)}`]);
  return {
    outputs: emptyOutputs(status),
    failure: `${status}: ${message}`,
    conclusion: 'failure',
    checkTitle: status === 'ACTION_INPUT_INVALID' ? 'Action input error' : 'stagegate failed',
    summary: b.toString(),
    annotations: [{ level: 'error', message: `${status}: ${message}\nFix: ${fix}`, properties: { title: `stagegate: ${status}` } }],
  };
}

async function dispatch(inputs: ActionInputs, ctx: CommandContext, boundHeap: (() => void) | undefined): Promise<CommandResult> {
  if (inputs.command === 'validate') return validateCommand(inputs, ctx);
  // The run path (runner, executors, persistence) loads only for the commands that use it.
  const commands = await import('./run-command.js');
  boundHeap?.();
  if (inputs.command === 'run' && inputs.shards !== undefined) return (await import('./shard-commands.js')).shardRunCommand(inputs, ctx, inputs.shards);
  if (inputs.command === 'run') return commands.runCommand(inputs, ctx);
  if (inputs.command === 'shards') return (await import('./shard-commands.js')).shardsCommand(inputs, ctx);
  if (inputs.command === 'merge') return (await import('./shard-commands.js')).mergeCommand(inputs, ctx);
  if (inputs.command === 'status') return commands.statusCommand(inputs, ctx);
  return commands.planCommand(inputs, ctx);
}

/** The check run of this step: created in progress at once, completed with the result. */
class CheckSession {
  ref: CheckRef | undefined;
  constructor(
    private readonly io: ActionIO,
    private readonly port: CheckRunPort | undefined,
    private readonly name: string,
    private readonly sha: string | undefined,
    private readonly detailsUrl: string | undefined,
    readonly unavailable: string | undefined,
  ) {}

  async start(): Promise<void> {
    // No token, repository or commit: no check can be made, and the step itself says so when it
    // reports. Nothing is left for the post step, which would otherwise warn of a check "left
    // open" that was never opened.
    if (!this.port || !this.sha) return;
    this.io.saveState(POST_STATE.checkName, this.name);
    this.io.saveState(POST_STATE.checkSha, this.sha);
    try {
      this.ref = await this.port.start(this.name, this.sha, this.detailsUrl);
      this.io.saveState(POST_STATE.checkId, String(this.ref.id));
    } catch (error) {
      // Not fatal yet: the completion creates the check when it was not created here.
      this.io.debug(`check run not created at the start: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Returns why the check could not be published, or undefined. */
  async complete(result: CommandResult): Promise<string | undefined> {
    if (this.unavailable) return this.unavailable;
    if (!this.port || !this.sha) return 'there is no commit to report on (GITHUB_SHA is not set; give the sha input)';
    // Recorded as soon as the check is completed, not after the updates that add its further
    // annotations: a job killed during those has a post step that leaves the completed check alone.
    let recorded = false;
    const completed = (): void => {
      if (recorded) return;
      recorded = true;
      this.io.saveState(POST_STATE.checkCompleted, 'true');
    };
    try {
      this.ref = await this.port.complete(
        this.ref?.id,
        this.name,
        this.sha,
        this.detailsUrl,
        {
          conclusion: result.conclusion,
          title: result.checkTitle,
          summary: result.summary,
          ...(result.checkAnnotations && result.checkAnnotations.length > 0 ? { annotations: result.checkAnnotations } : {}),
        },
        completed,
      );
      completed();
      // The check is completed; only some of its annotations are missing: said, not a failure of the step.
      if (this.ref.annotationsLeftOut) this.io.annotate('warning', `check run '${this.name}': ${this.ref.annotationsLeftOut}`, { title: 'stagegate' });
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
}

const TOKEN_EMPTY = "input 'token' is empty";

/** What a check run, or a state artifact of another workflow run, needs of GITHUB_REPOSITORY, and what it is. */
function repositoryMissing(gh: GitHubContext): string | undefined {
  if (gh.owner && gh.repo) return undefined;
  return gh.repository ? `GITHUB_REPOSITORY ('${gh.repository}') is not owner/name` : 'GITHUB_REPOSITORY is not set';
}

/** The fix for a missing GITHUB_REPOSITORY: the runner's variable, not an input of the step. */
const REPOSITORY_FIX = "GitHub's runners set GITHUB_REPOSITORY (owner/name) for every step; where it is not set (a local runner of actions, a container that clears the environment), set it to the repository's owner/name.";

function openCheck(io: ActionIO, deps: ActionDeps, gh: GitHubContext): CheckSession | undefined {
  const name = io.getInput('check-name');
  if (!name) return undefined;
  const token = io.getInput('token');
  let sha = gh.headSha;
  try {
    sha = readSha(io.getInput('sha')) ?? gh.headSha;
  } catch {
    /* readInputs reports the bad input; the check goes on the default commit */
  }
  const unavailable = !token ? TOKEN_EMPTY : repositoryMissing(gh);
  const port = unavailable ? undefined : deps.checks ? deps.checks(token, gh.owner!, gh.repo!, gh.apiUrl) : restChecksWhenUsed(token, gh.owner!, gh.repo!, gh.apiUrl, deps.checkRetryWait);
  return new CheckSession(io, port, name, sha, gh.detailsUrl, unavailable);
}

/** checks.ts's restChecks, imported at the first call (a failed import fails that call, as a failed request would). */
function restChecksWhenUsed(token: string, owner: string, repo: string, apiUrl: string, wait?: RetryWait): CheckRunPort {
  let port: Promise<CheckRunPort> | undefined;
  const rest = () => (port ??= import('./checks.js').then((m) => m.restChecks(token, owner, repo, apiUrl, m.DEFAULT_RETRY, wait)));
  return {
    start: async (name, headSha, detailsUrl) => (await rest()).start(name, headSha, detailsUrl),
    complete: async (id, name, headSha, detailsUrl, result, onCompleted) => (await rest()).complete(id, name, headSha, detailsUrl, result, onCompleted),
  };
}

function clipSummary(summary: string): string {
  if (utf8Length(summary) <= SUMMARY_LIMIT) return summary;
  return Buffer.from(summary, 'utf8').subarray(0, SUMMARY_LIMIT - 200).toString('utf8') + '\n\n_…truncated to stay under the 1 MiB job summary limit._\n';
}

/** What the job log and summary say to do about an internal error: how the Action shows a stack trace. */
export const INTERNAL_ERROR_FIX = "This is a bug in stagegate: re-run the job with debug logging, or with env STAGEGATE_DEBUG: '1' on this step, for its stack trace in the log, and please report it.";

/** The runner's environment is not what a GitHub Actions runner gives a step (a variable names no file or folder). */
class RunnerEnvironmentError extends Error {
  constructor(
    message: string,
    readonly fix: string,
  ) {
    super(message);
  }
}

const RUNNER_ENVIRONMENT_FIX = 'The runner sets it for every step: run the action as a step of a GitHub Actions job; run by hand, set it to an existing one, or unset it.';

/**
 * GITHUB_OUTPUT or GITHUB_WORKSPACE set to a path that is not there: the runner's environment, not
 * an input of the step nor a bug (the outputs could not be written: "Missing file at path").
 */
function runnerEnvironmentProblem(env: NodeJS.ProcessEnv): { variable: string; error: RunnerEnvironmentError } | undefined {
  const output = env['GITHUB_OUTPUT'];
  if (output && !statSync(output, { throwIfNoEntry: false })?.isFile()) {
    return { variable: 'GITHUB_OUTPUT', error: new RunnerEnvironmentError(`the environment variable GITHUB_OUTPUT names ${output}, which is not a file: the step's outputs cannot be written there; nothing was run`, RUNNER_ENVIRONMENT_FIX) };
  }
  const workspace = env['GITHUB_WORKSPACE'];
  if (workspace && !statSync(workspace, { throwIfNoEntry: false })?.isDirectory()) {
    return { variable: 'GITHUB_WORKSPACE', error: new RunnerEnvironmentError(`the environment variable GITHUB_WORKSPACE names ${workspace}, which is not a directory: there is no checkout to work in; nothing was run`, `${RUNNER_ENVIRONMENT_FIX} (It is the checkout: actions/checkout fills it.)`) };
  }
  return undefined;
}

export async function runAction(deps: ActionDeps): Promise<void> {
  const { env } = deps;
  // Every value registered with the runner as a secret (a stage's ::add-mask::, the job's
  // secret-looking variables): the runner masks it in the job log, the report below must too.
  const registered = new Set<string>();
  const io: ActionIO = {
    ...deps.io,
    // Once per value: the run's bound inputs are heard each time a command locates the run.
    setSecret: (value) => {
      if (registered.has(value)) return;
      if (value.length >= MIN_SECRET_LENGTH) registered.add(value);
      deps.io.setSecret(value);
    },
  };
  const signal = deps.signal ?? new AbortController().signal;
  io.saveState(POST_STATE.isPost, 'true');
  const gh = readGitHubContext(env);
  const token = io.getInput('token');
  if (token) io.setSecret(token);
  // The workflow inputs given whose names look secret (`inputs: api_token=…`; a URL's password in
  // any): registered now as the token is, so the job log masks them from the first line on and the
  // report below (summary, annotations, check run) masks them wherever they turn up — a state path
  // made of one included —, not only once a stage's environment (STAGEGATE_INPUT_API_TOKEN) registers them.
  for (const value of givenSecrets(io)) io.setSecret(value);
  // The check is reported whatever happens next, so a required check never stays "Expected".
  const check = openCheck(io, deps, gh);
  await check?.start();

  let result: CommandResult;
  let self: ReturnType<typeof makeSelfCommand>;
  const environment = runnerEnvironmentProblem(env);
  try {
    if (environment) throw environment.error;
    // Without a token the check cannot be published: refuse before any stage runs, so no work is
    // done that cannot be reported. Not on a fork's pull request: a token from the workflow's secrets
    // is empty there (GitHub gives forks none), and a check a fork cannot publish only warns.
    if (check?.unavailable === TOKEN_EMPTY && !gh.isForkPullRequest) throw new InputError(`${TOKEN_EMPTY}: check-name '${io.getInput('check-name')}' needs it to publish the check run (the default is \${{ github.token }}, with checks: write)`);
    // Nor without the repository to publish it in (no fork exception: GitHub sets it on every event).
    if (check?.unavailable !== undefined && check.unavailable !== TOKEN_EMPTY) {
      throw new InputError(`${check.unavailable}: check-name '${io.getInput('check-name')}' needs the repository (owner/name) to publish the check run in`, `${REPOSITORY_FIX} Or leave check-name empty.`);
    }
    // A misspelt input (stop_after_step) is refused before anything runs: the step would do
    // something else than asked. A name like no input's is only warned about, as the runner does.
    for (const u of unexpectedInputs(env)) {
      if (u.meant !== undefined) throw new InputError(`'${u.name}' is not an input of stagegate: did you mean '${u.meant}'? (the runner passes a misspelt input on as it is; without this refusal the step would run as if it had not been given)`, `Rename '${u.name}' to '${u.meant}' in the step's with: (see stagegate's docs/action.md for every input).`);
      io.annotate('warning', `'${u.name}' is not an input of stagegate: it is ignored (stagegate's docs/action.md lists the inputs)`, { title: 'stagegate: unexpected input' });
    }
    const inputs = readInputs(io);
    const noToken = resumeTokenProblem(inputs, gh.runId, gh.attempt);
    if (noToken) throw new InputError(noToken, "Give the step `token: ${{ github.token }}` (the default) with `permissions: actions: read`.");
    // resume-from-run-id reads the artifacts of a workflow run of this repository: refused before any stage, as the check is.
    const noRepository = inputs.resumeFromRunId !== undefined ? repositoryMissing(gh) : undefined;
    if (noRepository) throw new InputError(`${noRepository}: input 'resume-from-run-id' needs the repository (owner/name) whose workflow run ${inputs.resumeFromRunId} holds the state`, REPOSITORY_FIX);
    const workspaceRoot = resolveWorkingDirectory(gh.repoRoot, inputs.workingDirectory);
    if (!workspaceRoot) throw new InputError(`input 'working-directory' ('${inputs.workingDirectory}') must stay inside the workspace ${gh.repoRoot} (symlinks included)`);
    if (!existsSync(workspaceRoot) || !statSync(workspaceRoot).isDirectory()) throw new InputError(`input 'working-directory': ${inputs.workingDirectory} is not a directory in the workspace`);
    let store: ArtifactStore | undefined;
    // What a download of an artifact may unpack (a zip bomb must not fill RUNNER_TEMP).
    const artifactLimit = artifactLimitFrom(env);
    if ('problem' in artifactLimit) throw new InputError(artifactLimit.problem, `Set ${MAX_ARTIFACT_MB_VARIABLE} in the step's env: to a whole number of MiB (the default is ${DEFAULT_MAX_ARTIFACT_MB}), or remove it.`);
    // Stages end with `stagegate gate …` (stagegate init scaffolds that): give them the CLI, as the CLI does.
    const givesSelf = inputs.command === 'run' || inputs.command === 'merge';
    self = !givesSelf ? undefined : deps.selfExecutable !== undefined ? makeSelfExecutable(deps.selfExecutable) : deps.cliScript !== undefined ? makeSelfCommand(deps.cliScript) : undefined;
    const ctx: CommandContext = { io, env: withSelf(env, self), gh, workspaceRoot, signal, source: actionSource(gh, inputs.sha, deps.git), ...(deps.spawner ? { spawner: deps.spawner } : {}), readers: deps.readers ?? new InvocationReaders(), store: () => (store ??= (deps.artifactStore ?? actionsArtifactStore)({ maxBytes: artifactLimit.maxBytes })), ...thisRunScope(gh, inputs.token) };
    result = await dispatch(inputs, ctx, deps.boundHeap);
  } catch (error) {
    if (error instanceof RunnerEnvironmentError) {
      result = failureResult('RUNNER_ENVIRONMENT_INVALID', error.message, error.fix);
    } else if (error instanceof InputError) {
      result = failureResult('ACTION_INPUT_INVALID', error.message, error.fix ?? "Correct the input in the workflow step (see stagegate's docs/action.md for every input).");
    } else if (isStagegateError(error)) {
      result = failureResult(error.code, actionWords(error.message), actionWords(error.hint) ?? "See stagegate's docs/stop-codes.md.");
    } else {
      const message = error instanceof Error ? error.message : String(error);
      const trace = error instanceof Error && error.stack ? error.stack : message;
      // STAGEGATE_DEBUG=1 asks for the trace in the job log: a ::debug:: line is shown only with
      // the runner's debug logging on (RUNNER_DEBUG), so it goes out as a plain line then.
      if (env['STAGEGATE_DEBUG'] === '1') io.info(trace);
      else if (env['RUNNER_DEBUG'] === '1') io.debug(trace);
      result = failureResult('INTERNAL_ERROR', `internal error: ${message}`, INTERNAL_ERROR_FIX);
    }
    // The run-id output is the run-id input when the step failed before the run was located (docs/action.md, outputs).
    result.outputs.runId ??= io.getInput('run-id').trim() || null;
  } finally {
    self?.remove();
  }

  // Whatever the step reports in text is masked as the stages' logs are: the runner masks the job
  // log (and what was registered with it), but the check run goes out through the API, which masks
  // nothing — a secret's value that reached a report some other way (an input value, a message)
  // would be shown there to everyone who can read the repository.
  result = maskedResult(result, [...new Set([...(token.length >= MIN_SECRET_LENGTH ? [token] : []), ...secretValuesOf(env), ...registered])].sort((a, b) => b.length - a.length));

  // Outputs, annotations and the summary first (local files: they cost nothing), then the check
  // (the network, with retries): a cancelled job killed while GitHub answers slowly keeps its report
  // (the post step completes a check left open). A summary that cannot be written never stops the check.
  // Not into a GITHUB_OUTPUT that is not there (the failure below says so instead).
  if (environment?.variable !== 'GITHUB_OUTPUT') setOutputs(io, result.outputs);
  for (const line of result.log ?? []) io.info(line);
  for (const a of result.annotations) io.annotate(a.level, a.message, a.properties);
  if (result.failure) {
    // One error annotation per failure: the result's own, or this one when it has none.
    if (!result.annotations.some((a) => a.level === 'error')) io.annotate('error', result.failure, { title: `stagegate: ${result.outputs.status}` });
    io.markFailed();
  }
  try {
    await io.appendSummary(clipSummary(result.summary));
  } catch (error) {
    io.annotate('warning', `could not write the job summary: ${error instanceof Error ? error.message : String(error)}`, { title: 'stagegate: job summary not written' });
  }

  if (check) {
    const problem = await check.complete(result);
    if (environment?.variable !== 'GITHUB_OUTPUT') setCheckOutputs(io, check.ref);
    // A check that could not be published for want of a token (not on a fork) or of the repository
    // was already reported as the input error above: not a second error.
    const reported = problem !== undefined && problem === check.unavailable && (problem !== TOKEN_EMPTY || !gh.isForkPullRequest);
    if (problem && !reported) {
      const message = `could not publish check run '${io.getInput('check-name')}': ${problem}`;
      if (gh.isForkPullRequest) io.annotate('warning', `${message} (a pull request from a fork gets a read-only token)`, { title: 'stagegate: check run not published' });
      else {
        io.annotate('error', message, { title: 'stagegate: check run not published' });
        io.markFailed();
      }
    }
  }

  if (!check && environment?.variable !== 'GITHUB_OUTPUT') setCheckOutputs(io, undefined);

}

/**
 * The forms to mask in a report: each form the logs mask (maskedForms: the value, its JSON-escaped,
 * percent-encoded and base64 forms) as it is, and as the summary's markdown holds it
 * (markdownForms: `ghs_x` is `ghs&#95;x` there, a line break a space), longest first. An escaped
 * form that lost what made it long (a value of control characters) is left out: masking a
 * couple of characters everywhere would destroy the report.
 */
export function reportForms(secrets: readonly string[]): string[] {
  const forms = maskedForms(secrets);
  const all = new Set(forms);
  for (const form of forms) for (const shown of markdownForms(form)) if (shown.trim().length >= MIN_SECRET_LENGTH) all.add(shown);
  return [...all].sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The result with every secret value in its text (summary, check title, failure, annotations, the
 * question and pending-approval outputs) as ***, in every form it takes there (reportForms); the
 * other outputs unchanged (paths, names and ids later steps use: GitHub masks them in the job log). The summary is markdown
 * built with esc()/code()/preBlock(), so a value is looked for in its escaped forms too; the
 * annotations are plain text (@actions/core escapes them when it prints them, after this). Each
 * text is masked as it is written (UTF-8: a lone surrogate as U+FFFD).
 */
export function maskedResult(result: CommandResult, secrets: readonly string[]): CommandResult {
  if (secrets.length === 0) return result;
  const masker = new FormMasker(reportForms(secrets));
  // As the summary file, the check run and the log will hold it: a lone surrogate (a string cut
  // inside a pair) as U+FFFD — masked as it is, it could turn into a secret holding U+FFFD there.
  const mask = (text: string) => masker.maskText(wellFormed(text));
  const { question, pendingApproval } = result.outputs;
  return {
    ...result,
    // The outputs of text (a question, the approvals a run waits for); not the paths and names later steps use (state-path, artifact-name, …).
    outputs: { ...result.outputs, ...(question ? { question: mask(question) } : {}), ...(pendingApproval ? { pendingApproval: mask(pendingApproval) } : {}) },
    summary: mask(result.summary),
    checkTitle: mask(result.checkTitle),
    ...(result.log !== undefined ? { log: result.log.map(mask) } : {}),
    ...(result.failure !== undefined ? { failure: mask(result.failure) } : {}),
    // An annotation's file too (a stage's output under runs/{{api_token}}/…: the annotation names it, the job log and the checks UI show it).
    annotations: result.annotations.map((a) => ({ ...a, message: mask(a.message), ...(a.properties ? { properties: { ...a.properties, ...(a.properties.title !== undefined ? { title: mask(a.properties.title) } : {}), ...(a.properties.file !== undefined ? { file: mask(a.properties.file) } : {}) } } : {}) })),
    ...(result.checkAnnotations ? { checkAnnotations: result.checkAnnotations.map((a) => ({ ...a, message: mask(a.message), ...(a.title !== undefined ? { title: mask(a.title) } : {}) })) } : {}),
  };
}

/** The secret-looking values of the `inputs` input (none when it does not parse: readInputs refuses it, naming the line). */
function givenSecrets(io: ActionIO): string[] {
  try {
    return secretValuesOf(parseTokens(io.getInput('inputs')));
  } catch {
    return [];
  }
}

/** The action as @github/local-action (and the bundled entry) runs it: process.env and @actions/core. */
export async function run(signal?: AbortSignal, options: Pick<ActionDeps, 'checkRetryWait' | 'git' | 'boundHeap' | 'spawner' | 'readers' | 'selfExecutable'> = {}): Promise<void> {
  const cli = besideCli();
  await runAction({ io: coreIO(), env: process.env, ...(signal ? { signal } : {}), ...(cli ? { cliScript: cli } : {}), ...options });
}

/**
 * The CLI bundle of the action's own checkout (dist/cli/index.js next to dist/action/, as the
 * action's repository holds them), found from this module's file, not from process.argv[1]: a host
 * that imports the action — @github/local-action, whose script is argv[1] — runs it too. Bundled,
 * this module is a chunk in dist/action/; run from the sources (local-action's
 * `src/action/main.ts`), it is src/action/main.ts of a checkout whose dist/ is committed.
 */
function besideCli(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  return [join(here, '..', 'cli', 'index.js'), join(here, '..', '..', 'dist', 'cli', 'index.js')].find((cli) => existsSync(cli));
}

/** This workflow run for REST (a re-run's download of an earlier attempt's artifact): needs the token input, the repository and a numeric run id. */
function thisRunScope(gh: GitHubContext, token: string): { thisRun?: RunScope } {
  const id = Number(gh.runId);
  if (!token || !gh.owner || !gh.repo || !gh.runId || !Number.isSafeInteger(id)) return {};
  return { thisRun: { kind: 'run', workflowRunId: id, owner: gh.owner, repo: gh.repo, token } };
}
