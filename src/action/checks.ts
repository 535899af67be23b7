// Check runs over the REST API with @actions/http-client (the port and its types are check-run.ts;
// this module is loaded only when a check run is published). Every call opens a fresh connection (a keep-alive socket left idle while a
// long synchronous plan or run blocked the event loop is dead by the time the check completes),
// 5xx answers and network errors are retried with backoff, and a failure says what went wrong
// (the status and GitHub's message, the likely cause) rather than blaming one permission.
import { HttpClient } from '@actions/http-client';
import { MAX_CHECK_ANNOTATIONS, MAX_CHECK_ANNOTATIONS_TOTAL, MAX_CHECK_TEXT, type CheckRef, type CheckResult, type CheckRunPort } from './check-run.js';

/** A check API call that failed for good: `message` names the cause. */
export class CheckApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'CheckApiError';
  }
}

export interface RetryPolicy {
  /** Waits before the 2nd, 3rd, ... attempt. */
  delaysMs: number[];
  /** Socket timeout of one attempt. */
  timeoutMs: number;
}

// Short enough to fit a cancelled job's grace period (SIGINT, then 7.5 s) with the upload beside it.
export const DEFAULT_RETRY: RetryPolicy = { delaysMs: [300, 1000, 2500], timeoutMs: 20_000 };

/** How a retry's delay is waited out: a timer (restChecks' `wait`; the in-process tests record the delays instead). */
export type RetryWait = (ms: number) => Promise<void>;
const sleep: RetryWait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function retryable(status: number | undefined): boolean {
  return status === undefined || status >= 500 || status === 429;
}

/** Why a call failed, in words a user can act on. */
export function describeCheckFailure(status: number | undefined, apiMessage: string, context: { repository: string; sha: string; attempts: number; network?: string }): string {
  const said = apiMessage ? `: ${apiMessage}` : '';
  if (status === undefined) return `GitHub could not be reached (${context.network ?? 'network error'}) on ${context.attempts} attempt${context.attempts === 1 ? '' : 's'}`;
  if (status === 401) return `the token was refused (HTTP 401${said}); check the token input`;
  if (status === 403 && /rate limit/i.test(apiMessage)) return `GitHub's rate limit was hit (HTTP 403${said})`;
  if (status === 403) return `the token may not write check runs on ${context.repository} (HTTP 403${said}); the job needs permissions: checks: write`;
  if (status === 404) return `${context.repository} or the check run is not visible to this token (HTTP 404${said}); the token must belong to this repository`;
  if (status === 422 && /sha|commit/i.test(apiMessage)) return `GitHub refused the commit ${context.sha} (HTTP 422${said}); with the sha input, give a commit of ${context.repository}`;
  if (status === 422) return `GitHub refused the check run (HTTP 422${said})`;
  if (retryable(status)) return `GitHub answered HTTP ${status}${said} on ${context.attempts} attempt${context.attempts === 1 ? '' : 's'}`;
  return `GitHub answered HTTP ${status}${said}`;
}

export function restChecks(token: string, owner: string, repo: string, apiUrl: string, retry: RetryPolicy = DEFAULT_RETRY, wait: RetryWait = sleep): CheckRunPort {
  const base = `${apiUrl.replace(/\/+$/, '')}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/check-runs`;
  const repository = `${owner}/${repo}`;

  async function call(method: 'POST' | 'PATCH', url: string, body: unknown, sha: string): Promise<CheckRef> {
    let lastStatus: number | undefined;
    let lastMessage = '';
    let network: string | undefined;
    let attempts = 0;
    for (let i = 0; i <= retry.delaysMs.length; i++) {
      if (i > 0) await wait(retry.delaysMs[i - 1]!);
      attempts++;
      // A new client per attempt: a new agent, so a new connection (never a stale keep-alive socket).
      const client = new HttpClient('stagegate-action', [], { keepAlive: false, socketTimeout: retry.timeoutMs, allowRetries: false });
      try {
        const response = await client.request(method, url, JSON.stringify(body), {
          accept: 'application/vnd.github+json',
          authorization: `token ${token}`,
          'content-type': 'application/json',
          'x-github-api-version': '2022-11-28',
        });
        const status = response.message.statusCode ?? 0;
        const text = await response.readBody();
        if (status >= 200 && status < 300) {
          const data = JSON.parse(text) as { id?: unknown; html_url?: unknown };
          if (typeof data.id !== 'number') throw new CheckApiError(`GitHub answered HTTP ${status} without a check run id`, status);
          return { id: data.id, url: typeof data.html_url === 'string' ? data.html_url : '' };
        }
        lastStatus = status;
        lastMessage = apiMessage(text);
        network = undefined;
        if (!retryable(status)) break;
      } catch (error) {
        if (error instanceof CheckApiError) throw error;
        lastStatus = undefined;
        network = error instanceof Error ? `${(error as NodeJS.ErrnoException).code ?? error.name}: ${error.message}` : String(error);
      } finally {
        client.dispose();
      }
    }
    throw new CheckApiError(describeCheckFailure(lastStatus, lastMessage, { repository, sha, attempts, ...(network ? { network } : {}) }), lastStatus);
  }

  const output = (r: CheckResult) => ({
    title: r.title.slice(0, 255),
    summary: clip(r.summary, MAX_CHECK_TEXT),
    ...(r.text !== undefined ? { text: clip(r.text, MAX_CHECK_TEXT) } : {}),
    ...(r.annotations && r.annotations.length > 0 ? { annotations: r.annotations.slice(0, MAX_CHECK_ANNOTATIONS) } : {}),
  });
  return {
    start(name, headSha, detailsUrl) {
      return call('POST', base, { name, head_sha: headSha, status: 'in_progress', started_at: new Date().toISOString(), ...(detailsUrl ? { details_url: detailsUrl } : {}) }, headSha);
    },
    async complete(id, name, headSha, detailsUrl, result, onCompleted) {
      const common = {
        status: 'completed',
        conclusion: result.conclusion,
        completed_at: new Date().toISOString(),
        output: output(result),
        ...(detailsUrl ? { details_url: detailsUrl } : {}),
      };
      const ref = id !== undefined ? await call('PATCH', `${base}/${id}`, common, headSha) : await call('POST', base, { name, head_sha: headSha, ...common }, headSha);
      onCompleted?.(ref);
      // GitHub takes 50 annotations a request and adds those of each update to the check's: the rest
      // go in further updates of the completed check (its output's title and summary as they are).
      const rest = (result.annotations ?? []).slice(MAX_CHECK_ANNOTATIONS, MAX_CHECK_ANNOTATIONS_TOTAL);
      for (let i = 0; i < rest.length; i += MAX_CHECK_ANNOTATIONS) {
        try {
          await call('PATCH', `${base}/${ref.id}`, { output: { title: common.output.title, summary: common.output.summary, annotations: rest.slice(i, i + MAX_CHECK_ANNOTATIONS) } }, headSha);
        } catch (error) {
          return { ...ref, annotationsLeftOut: `${rest.length - i} of its ${MAX_CHECK_ANNOTATIONS + rest.length} annotations were not added: ${error instanceof Error ? error.message : String(error)}` };
        }
      }
      return ref;
    },
  };
}

function apiMessage(text: string): string {
  try {
    const parsed = JSON.parse(text) as { message?: unknown; errors?: unknown };
    const message = typeof parsed.message === 'string' ? parsed.message : '';
    const errors = Array.isArray(parsed.errors) ? parsed.errors.map((e) => (typeof e === 'string' ? e : typeof (e as { message?: unknown })?.message === 'string' ? (e as { message: string }).message : '')).filter(Boolean) : [];
    return [message, ...errors].filter(Boolean).join(' — ').slice(0, 300);
  } catch {
    return text.replace(/\s+/g, ' ').trim().slice(0, 200);
  }
}

/** Cut text to a character budget with a visible note. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const note = '\n\n…(truncated)';
  return text.slice(0, max - note.length) + note;
}
