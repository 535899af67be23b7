// Where the workflow file is. GitHub runs every .yml/.yaml file directly in .github/workflows/ as
// a GitHub Actions workflow: a stagegate workflow put there ("add it to CI") is not one, so every
// push shows a failed run of it. Only the repository's own folder counts (the git top-level's
// .github/workflows/): GitHub ignores one in a subfolder (services/api/.github/workflows/, a
// working-directory's). Outside any repository, the workspace root's.
import { dirname, resolve } from 'node:path';
import { gitTopLevel } from '../../workspace/git-top-level.js';
import { issue, type ValidationContext } from './context.js';

const IN_WORKFLOWS_FOLDER = /(?:^|\/)\.github\/workflows\/[^/]+\.ya?ml$/i;

/**
 * Whether `file` (relative to `root`, the workspace) is a file GitHub reads as an Actions
 * workflow: directly in .github/workflows/ of the repository it is in.
 */
export function inGithubWorkflowsFolder(root: string, file: string): boolean {
  const rel = file.replace(/\\/g, '/').replace(/^\.\//, '');
  if (!IN_WORKFLOWS_FOLDER.test(rel)) return false;
  // The folder that holds .github/: GitHub reads it only when it is the repository's top.
  const owner = dirname(dirname(dirname(resolve(root, rel))));
  const top = gitTopLevel(dirname(resolve(root, rel)));
  return top !== undefined ? top === owner : owner === resolve(root);
}

export function ruleFileLocation(ctx: ValidationContext): void {
  const file = ctx.workflow.file;
  if (!inGithubWorkflowsFolder(ctx.workspace.root, file)) return;
  const name = file.slice(file.lastIndexOf('/') + 1);
  ctx.report(
    issue(
      'WORKFLOW_IN_GITHUB_WORKFLOWS',
      'warning',
      `${file} is a stagegate workflow in .github/workflows/, where GitHub runs every .yml/.yaml file as a GitHub Actions workflow: it is not one (no on:, no jobs:), so each push would show a failed workflow run for it`,
      `Move it out of .github/workflows/ (e.g. to workflows/${name}; stagegate reads a workflow from any path) and run it from a GitHub workflow there with the stagegate Action (a step \`uses: <owner>/stagegate@v1\` with \`workflow: workflows/${name}\`, docs/action.md), or with \`stagegate run workflows/${name}\` in a run: step.`,
      [],
    ),
  );
}
