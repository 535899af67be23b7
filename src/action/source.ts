// The source commit a job's verdicts and approvals are made at (SourceInfo port): the `sha` input
// when given; on pull request events the pull request's head commit from the event payload — not
// GITHUB_SHA, the merge commit, which changes whenever the base branch moves; else the checked-out
// workspace's git HEAD (null when the workspace is no git repository). Every job of a run reads
// it the same way (the plan, the shard legs, the merge): a leg whose checkout is the pull request's
// merge commit still runs at the commit its run recorded.
import type { SourceInfo } from '../core/run/ports.js';
import { gitSource } from '../host/git-source.js';
import type { GitHubContext } from './context.js';

export function actionSource(gh: Pick<GitHubContext, 'pullRequestHeadSha'>, shaInput: string | undefined, git: SourceInfo = gitSource): SourceInfo {
  return {
    sourceCommit(workspace: string): string | null {
      return shaInput ?? gh.pullRequestHeadSha ?? git.sourceCommit(workspace);
    },
  };
}
