// Check runs: the port the action reports through, and its implementation over
// @actions/github's octokit (imported only when a check is published).

export type CheckConclusion = 'success' | 'neutral' | 'action_required' | 'failure';

export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'failure' | 'warning' | 'notice';
  message: string;
  title?: string;
}

export interface CheckResult {
  conclusion: CheckConclusion;
  title: string;
  summary: string;
  text?: string;
  annotations?: CheckAnnotation[];
}

export interface CheckRunPort {
  /** Create an in-progress check run on the commit; returns its id. */
  start(name: string, headSha: string, detailsUrl: string | undefined): Promise<number>;
  /** Complete a check run created by start (or create it completed when id is undefined). */
  complete(id: number | undefined, name: string, headSha: string, detailsUrl: string | undefined, result: CheckResult): Promise<number>;
}

/** GitHub's limits on check run output. */
export const MAX_CHECK_TEXT = 65_535;
export const MAX_CHECK_ANNOTATIONS = 50;

export function octokitChecks(token: string, owner: string, repo: string): CheckRunPort {
  type Octokit = ReturnType<typeof import('@actions/github').getOctokit>;
  let octokit: Octokit | undefined;
  const get = async (): Promise<Octokit> => {
    if (!octokit) {
      const github = await import('@actions/github');
      octokit = github.getOctokit(token);
    }
    return octokit;
  };
  const output = (r: CheckResult) => ({
    title: r.title.slice(0, 255),
    summary: clip(r.summary, MAX_CHECK_TEXT),
    ...(r.text !== undefined ? { text: clip(r.text, MAX_CHECK_TEXT) } : {}),
    ...(r.annotations && r.annotations.length > 0 ? { annotations: r.annotations.slice(0, MAX_CHECK_ANNOTATIONS) } : {}),
  });
  return {
    async start(name, headSha, detailsUrl) {
      const { data } = await (await get()).rest.checks.create({
        owner,
        repo,
        name,
        head_sha: headSha,
        status: 'in_progress',
        started_at: new Date().toISOString(),
        ...(detailsUrl ? { details_url: detailsUrl } : {}),
      });
      return data.id;
    },
    async complete(id, name, headSha, detailsUrl, result) {
      const api = (await get()).rest.checks;
      const common = {
        status: 'completed' as const,
        conclusion: result.conclusion,
        completed_at: new Date().toISOString(),
        output: output(result),
        ...(detailsUrl ? { details_url: detailsUrl } : {}),
      };
      if (id !== undefined) {
        const { data } = await api.update({ owner, repo, check_run_id: id, ...common });
        return data.id;
      }
      const { data } = await api.create({ owner, repo, name, head_sha: headSha, ...common });
      return data.id;
    },
  };
}

/** Cut text to a character budget with a visible note. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const note = '\n\n…(truncated)';
  return text.slice(0, max - note.length) + note;
}
