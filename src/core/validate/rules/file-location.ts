// Where the workflow file is. GitHub runs every .yml/.yaml file directly in .github/workflows/ as
// a GitHub Actions workflow: a stagegate workflow put there ("add it to CI") is not one, so every
// push shows a failed run of it. The folder is the workspace root's (in CI the repository's):
// stagegate workflows belong anywhere else, run by a GitHub workflow that uses the Action.
import { issue, type ValidationContext } from './context.js';

/** Whether `file` (workspace-relative) is a file GitHub reads as an Actions workflow. */
export function inGithubWorkflowsFolder(file: string): boolean {
  return /^\.github\/workflows\/[^/]+\.ya?ml$/i.test(file.replace(/\\/g, '/').replace(/^\.\//, ''));
}

export function ruleFileLocation(ctx: ValidationContext): void {
  const file = ctx.workflow.file;
  if (!inGithubWorkflowsFolder(file)) return;
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
