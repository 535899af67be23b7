// The source commit a job's verdicts and approvals are made at (SourceInfo port): the `sha` input
// when given; on pull request events the pull request's head commit from the event payload — not
// GITHUB_SHA, the merge commit, which changes whenever the base branch moves; else the checked-out
// workspace's git HEAD (null when the workspace is no git repository). Every job of a run reads
// it the same way (the plan, the shard legs, the merge): a leg whose checkout is the pull request's
// merge commit still runs at the commit its run recorded.
// pull_request_target is the exception: its jobs check out the BASE branch unless the workflow asks
// for the head, so the stages ran what is checked out, and recording the PR head would claim they
// ran code they never saw. There the checked-out HEAD comes first, the PR head only without git.
import type { SourceInfo, WatchedSource } from '../../core/run/ports.js';
import { createGitSource } from '../git-source.js';

/** What of the job's GitHub context the rules read (action/context.ts GitHubContext gives both). */
export interface JobSourceContext {
  pullRequestHeadSha: string | undefined;
  eventName: string | undefined;
}

export function actionSource(gh: JobSourceContext, shaInput: string | undefined, git: SourceInfo = createGitSource()): SourceInfo {
  // git HEAD, asked for now and read later when the port can (SourceInfo.startSourceCommit: git runs while the run loads its workflow and journal).
  const startGit = (workspace: string): Promise<string | null> => (git.startSourceCommit ? git.startSourceCommit(workspace) : Promise.resolve(git.sourceCommit(workspace)));
  // The source commit is the checkout's HEAD (no `sha` input; no pull request head, or
  // pull_request_target's checkout): a commit a stage makes there is the run's own, read when its
  // attempt ends (SourceInfo.watchSourceCommit). Elsewhere the source is a commit the job was given, which
  // a stage's commit does not move: a stage that commits and pushes makes a new pull request head,
  // and the job that resumes there meets a source change (on_source_change).
  const headIsSource = !shaInput && (gh.eventName === 'pull_request_target' || !gh.pullRequestHeadSha);
  const gitWatch = git.watchSourceCommit;
  // The watched look-up answers git's HEAD: where the source is HEAD, the rules below give the same
  // commit (pull_request_target: the pull request's head only without git).
  const watch =
    headIsSource && gitWatch !== undefined
      ? (workspace: string): WatchedSource => {
          const watched = gitWatch.call(git, workspace);
          const commit = watched.commit;
          return commit === undefined ? { head: watched.head } : { head: watched.head, commit: commit.then((c) => c ?? gh.pullRequestHeadSha ?? null) };
        }
      : undefined;
  return {
    ...(watch !== undefined ? { watchSourceCommit: watch } : {}),
    // Whether git tracks a file does not depend on which commit the verdicts are made at.
    ...(git.tracked !== undefined ? { tracked: git.tracked.bind(git) } : {}),
    sourceCommit(workspace: string): string | null {
      if (shaInput) return shaInput;
      if (gh.eventName === 'pull_request_target') return git.sourceCommit(workspace) ?? gh.pullRequestHeadSha ?? null;
      return gh.pullRequestHeadSha ?? git.sourceCommit(workspace);
    },
    // The same rules; git is started only when they would ask it.
    async startSourceCommit(workspace: string): Promise<string | null> {
      if (shaInput) return shaInput;
      if (gh.eventName === 'pull_request_target') return (await startGit(workspace)) ?? gh.pullRequestHeadSha ?? null;
      return gh.pullRequestHeadSha ?? (await startGit(workspace));
    },
  };
}
