// The post step (action.yml `post:`, `post-if: always()`): the runner runs it after the job's
// steps, also when the job was cancelled or timed out. When the main step created a check run
// and could not complete it (killed before it reported), the check is completed here — cancelled
// when the main step was interrupted, failure otherwise — so it never stays in progress.
import { readGitHubContext } from './context.js';
import { coreIO, type ActionIO } from './io.js';
import { restChecks } from './checks.js';
import type { CheckRunPort } from './check-run.js';
import { POST_STATE } from './post-state.js';

export interface PostDeps {
  io: ActionIO;
  env: NodeJS.ProcessEnv;
  checks?: (token: string, owner: string, repo: string, apiUrl: string) => CheckRunPort;
}

export async function runPost(deps: PostDeps): Promise<void> {
  const { io, env } = deps;
  const name = io.getState(POST_STATE.checkName);
  if (!name || io.getState(POST_STATE.checkCompleted) === 'true') return;
  const gh = readGitHubContext(env);
  const token = io.getInput('token');
  const sha = io.getState(POST_STATE.checkSha) || gh.headSha;
  if (!token || !gh.owner || !gh.repo || !sha) {
    io.annotate('warning', `check run '${name}' was left open by the stagegate step and cannot be completed here (no token, repository or commit)`, { title: 'stagegate: check run left open' });
    return;
  }
  const idText = io.getState(POST_STATE.checkId);
  const id = /^\d+$/.test(idText) ? Number(idText) : undefined;
  const interrupted = io.getState(POST_STATE.interrupted);
  const conclusion = interrupted ? 'cancelled' : 'failure';
  const why = interrupted
    ? `The job was cancelled (${interrupted}) and the stagegate step ended before it could report.`
    : 'The stagegate step ended before it could report (it crashed or was killed).';
  const summary = `### ${interrupted ? '🚫 Cancelled' : '💥 Ended without a report'}\n\n${why} Its outputs and job summary may be missing; the run's state is as the last completed stage left it, and a resume continues from there.\n`;
  try {
    const port = (deps.checks ?? restChecks)(token, gh.owner, gh.repo, gh.apiUrl);
    const ref = await port.complete(id, name, sha, gh.detailsUrl, { conclusion, title: interrupted ? 'Cancelled' : 'stagegate step ended without a report', summary });
    io.info(`Completed check run '${name}' (${conclusion}) that the stagegate step left open: ${ref.url}`);
  } catch (error) {
    io.annotate('warning', `could not complete check run '${name}' left open by the stagegate step: ${error instanceof Error ? error.message : String(error)}`, { title: 'stagegate: check run left open' });
  }
}

export async function post(): Promise<void> {
  await runPost({ io: coreIO(), env: process.env });
}
