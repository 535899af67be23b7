// What every command of the action shares: the GitHub context read from the runner's
// environment, the result shape a command returns, and annotation helpers.
import type { InvocationReaders } from '../core/model/workflow-readers.js';
import { readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { ActionIO, AnnotationLevel, AnnotationProperties } from './io.js';
import type { SourceInfo } from '../core/run/ports.js';
import type { SpawnerLender } from '../host/spawner.js';
import type { ArtifactStore } from './artifact-store.js';
import type { CheckAnnotation, CheckConclusion } from './check-run.js';
import { insideBy } from '../core/workspace/workspace.js';
import { shellWord } from '../core/model/shell-word.js';
import type { RunScope } from './rerun-download.js';

export interface GitHubContext {
  /** GITHUB_WORKSPACE (else the current directory): annotation paths are relative to it. */
  repoRoot: string;
  repository: string | undefined;
  owner: string | undefined;
  repo: string | undefined;
  runId: string | undefined;
  attempt: string;
  job: string;
  /** The commit a check run belongs to: the PR head when the event has one, else GITHUB_SHA. */
  headSha: string | undefined;
  /**
   * The pull request's head commit from the event payload (pull_request, pull_request_target,
   * pull_request_review… events), undefined on other events: what a run's verdicts are made at,
   * not the merge commit GITHUB_SHA names (it changes whenever the base branch moves).
   */
  pullRequestHeadSha: string | undefined;
  eventName: string | undefined;
  /**
   * A pull request from another repository on an event that runs with the fork's read-only token
   * (pull_request, pull_request_review, pull_request_review_comment): its token cannot write checks.
   * Not on pull_request_target, which runs in the base repository with its token.
   */
  isForkPullRequest: boolean;
  detailsUrl: string | undefined;
  runnerTemp: string | undefined;
  /** The artifact service is reachable (the runner gives ACTIONS_RUNTIME_TOKEN to action steps). */
  hasArtifactRuntime: boolean;
  /** GITHUB_ACTOR (github.context.actor): who an approval given through the action is recorded for. */
  actor: string | undefined;
  /** GITHUB_SERVER_URL (no trailing slash) and GITHUB_API_URL. */
  serverUrl: string;
  apiUrl: string;
  /**
   * GitHub Enterprise Server: the server is neither github.com nor a GHE.com data-residency host.
   * Its artifact service is not the one @actions/artifact 2+ speaks, so persist: artifact cannot work there.
   */
  isGhes: boolean;
}

/** The rule @actions/artifact applies (GHESNotSupportedError), checked before anything is run. */
export function isGhesServer(serverUrl: string): boolean {
  let host: string;
  try {
    host = new URL(serverUrl).hostname.toUpperCase();
  } catch {
    return false;
  }
  return host !== 'GITHUB.COM' && !host.endsWith('.GHE.COM') && !host.endsWith('.LOCALHOST');
}

interface EventPayload {
  pull_request?: { head?: { sha?: unknown; repo?: { full_name?: unknown } | null } };
}

export function readGitHubContext(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): GitHubContext {
  let event: EventPayload = {};
  const eventPath = env['GITHUB_EVENT_PATH'];
  if (eventPath) {
    try {
      const parsed = JSON.parse(readFileSync(eventPath, 'utf8')) as unknown;
      if (parsed && typeof parsed === 'object') event = parsed as EventPayload;
    } catch {
      /* no readable event: fall back to GITHUB_SHA */
    }
  }
  const repository = env['GITHUB_REPOSITORY'] || undefined;
  const [owner, repo] = repository?.split('/') ?? [];
  const prHead = event.pull_request?.head;
  const pullRequestHeadSha = typeof prHead?.sha === 'string' && /^(?:[0-9a-fA-F]{40}|[0-9a-fA-F]{64})$/.test(prHead.sha) ? prHead.sha.toLowerCase() : undefined;
  const headSha = typeof prHead?.sha === 'string' && prHead.sha !== '' ? prHead.sha : env['GITHUB_SHA'] || undefined;
  const headRepo = typeof prHead?.repo?.full_name === 'string' ? prHead.repo.full_name : undefined;
  const runId = env['GITHUB_RUN_ID'] || undefined;
  const server = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
  return {
    repoRoot: resolve(env['GITHUB_WORKSPACE'] || cwd),
    repository,
    owner: owner || undefined,
    repo: repo || undefined,
    runId,
    attempt: env['GITHUB_RUN_ATTEMPT'] || '1',
    job: env['GITHUB_JOB'] || 'job',
    headSha,
    pullRequestHeadSha,
    eventName: env['GITHUB_EVENT_NAME'] || undefined,
    isForkPullRequest: headRepo !== undefined && repository !== undefined && headRepo !== repository && env['GITHUB_EVENT_NAME'] !== 'pull_request_target',
    detailsUrl: repository && runId ? `${server}/${repository}/actions/runs/${runId}` : undefined,
    runnerTemp: env['RUNNER_TEMP'] || undefined,
    hasArtifactRuntime: Boolean(env['ACTIONS_RUNTIME_TOKEN'] && env['ACTIONS_RESULTS_URL']),
    actor: env['GITHUB_ACTOR'] || undefined,
    serverUrl: server,
    apiUrl: (env['GITHUB_API_URL'] || 'https://api.github.com').replace(/\/+$/, ''),
    isGhes: isGhesServer(server),
  };
}

export interface ActionOutputs {
  status: string;
  complete: boolean;
  runId: string | null;
  activeStep: string | null;
  completedSteps: string[];
  statePath: string | null;
  manifestPath: string | null;
  artifactName: string | null;
  /** The approval step the run waits at (empty when none). */
  pendingApproval?: string | null;
  /** The question the run waits on (WORKFLOW_ANSWER_REQUIRED; empty when none). */
  question?: string | null;
  /** The state artifact this step uploaded: id, page and sha256 digest (a leg's shard artifacts: one a line, as artifactName). */
  artifactId?: number | string | null;
  artifactUrl?: string | null;
  artifactDigest?: string | null;
  /** Stage processes this step ran (0 when it ran none). */
  stagesRun?: number;
  /** The name of the state artifact restored before the command (of this workflow run or of resume-from-run-id's), empty when none. */
  restoredFrom?: string | null;
  /** command: shards — the shard keys that can run now (with `legs`: dealt into legs, arrays of keys), and their foreach or parallel step. */
  matrix?: string[] | string[][];
  step?: string | null;
}

export function emptyOutputs(status: string): ActionOutputs {
  return { status, complete: false, runId: null, activeStep: null, completedSteps: [], statePath: null, manifestPath: null, artifactName: null, pendingApproval: null };
}

export interface PendingAnnotation {
  level: AnnotationLevel;
  message: string;
  properties: AnnotationProperties & { title: string };
}

export interface CommandResult {
  outputs: ActionOutputs;
  /** Set when the step must fail: the message for setFailed. */
  failure?: string;
  conclusion: CheckConclusion;
  checkTitle: string;
  /** Markdown for the job summary and the check run. */
  summary: string;
  /** Plain lines for the job log (validate, plan: what the step checked, as the CLI prints it). */
  log?: string[];
  annotations: PendingAnnotation[];
  checkAnnotations?: CheckAnnotation[];
}

export interface CommandContext {
  io: ActionIO;
  env: NodeJS.ProcessEnv;
  gh: GitHubContext;
  /** Absolute stagegate workspace: GITHUB_WORKSPACE + working-directory. */
  workspaceRoot: string;
  store: () => ArtifactStore;
  /**
   * This workflow run as GitHub's REST API names it, with the token input: where a re-run downloads
   * an artifact of an earlier attempt the artifact service refuses (rerun-download.ts). Undefined:
   * no token, repository or numeric run id.
   */
  thisRun?: RunScope;
  /** Aborts when the job is cancelled (SIGINT / SIGTERM): the run stops and reports what it has. */
  signal: AbortSignal;
  /** The source commit this job's verdicts and approvals are made at (actionSource): the same for every job of a run. */
  source: SourceInfo;
  /** A spawner lent to the stage runners (ActionDeps.spawner); undefined: each runner decides for itself. */
  spawner?: SpawnerLender;
  /**
   * The invocation's one set of workflow readers (ActionDeps.readers, else made for it): every read
   * of workflows the command makes (the restore's look-up, the run, its children, the save, the
   * summary) goes through it, so a format's importer and the gate_schema engine (ajv) are loaded
   * at most once per job, as the CLI loads them once per command.
   */
  readers: InvocationReaders;
}

/** Path of a workspace file relative to the repository root, as annotations and outputs give it. */
export function repoPath(gh: GitHubContext, workspaceRoot: string, file: string): string {
  // An absolute path (a validate target outside the workspace, as given): kept as it is.
  if (isAbsolute(file)) return file;
  const rel = relative(gh.repoRoot, join(workspaceRoot, file));
  return rel.split(sep).join('/');
}

/**
 * A message of the core's in the Action's one convention for paths, the repository's (as
 * annotations, outputs and the summary give them): the workspace-relative paths it may name —
 * under `roots` (the run root, the workflow file, ...) — with working-directory in front. The same
 * text when working-directory is the repository root.
 */
export function repoText(gh: GitHubContext, workspaceRoot: string, text: string, roots: ReadonlyArray<string | null | undefined>): string {
  const rel = relative(gh.repoRoot, workspaceRoot);
  if (rel === '' || !insideBy(rel)) return text;
  const prefix = rel.split(sep).join('/');
  // Roots are workspace-relative POSIX paths; `..runs` is one inside.
  const named = [...new Set(roots.filter((r): r is string => !!r && r !== '.' && !r.startsWith('/') && r !== '..' && !r.startsWith('../')))].sort((a, b) => b.length - a.length);
  if (named.length === 0) return text;
  const escaped = named.map(regexText).join('|');
  // A path starts the text or follows a space, bracket, quote or '=' (never a '/': one already in repository form is left as it is).
  const inRepo = text.replace(new RegExp(`(^|[\\s(\\[\`'"=])(${escaped})(?=$|[/\\s)\\].,;:'"\`])`, 'g'), (_, before: string, path: string) => `${before}${prefix}/${path}`);
  // A command line the text quotes runs from the repository root too, as the CLI's `-C DIR` (the
  // Action's working-directory input): its workflow stays named from the directory, as the step's
  // workflow input names it — `stagegate -C services/api run wf.yaml`, never `stagegate run services/api/wf.yaml`.
  return inRepo.replace(new RegExp(`\\bstagegate (${DIRECTORY_COMMANDS}) (['"]?)${regexText(prefix)}/`, 'g'), (_, command: string, quote: string) => `stagegate -C ${shellWord(prefix)} ${command} ${quote}`);
}

/** CLI commands whose first word is a workflow file (or a validate target) of the workspace. */
const DIRECTORY_COMMANDS = 'run|merge|shards|status|plan|validate|approve|reject|history|skip|graph|logs|convert';

function regexText(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** repoPath for a path that may be absent. */
export function repoPathOrNull(gh: GitHubContext, workspaceRoot: string, file: string | null | undefined): string | null {
  return file ? repoPath(gh, workspaceRoot, file) : null;
}

/** The stagegate workspace for a working-directory input; undefined when it leads outside. */
export function resolveWorkingDirectory(repoRoot: string, workingDirectory: string): string | undefined {
  const abs = resolve(repoRoot, workingDirectory);
  if (!within(repoRoot, abs)) return undefined;
  // A symlink on the way (one a pull request can commit) must not take the run out of the checkout.
  let real: { root: string; dir: string } | undefined;
  try {
    real = { root: realpathSync(repoRoot), dir: realpathSync(abs) };
  } catch {
    /* missing: reported as not a directory */
  }
  if (real && !within(real.root, real.dir)) return undefined;
  return abs;
}

/** `path` is `root` or below it: a name that merely starts with two dots (`..x`) is inside. */
function within(root: string, path: string): boolean {
  return insideBy(relative(root, path));
}

/** GitHub shows at most 10 error and 10 warning annotations per step. */
export const ANNOTATIONS_PER_TYPE = 10;
