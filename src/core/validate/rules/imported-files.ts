// Files an imported workflow's steps name (aiox: the agent persona and the task file) must exist,
// as the format's own validator requires ("agent references resolve"). A folder that is missing
// altogether means the file is checked outside its project: one warning per folder, not an
// error per step.
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { WORKSPACE_NOTE } from '../../workspace/workspace.js';
import { issue, type ValidationContext } from './context.js';

export function ruleImportedFiles(ctx: ValidationContext): void {
  const warnedFolders = new Set<string>();
  for (const ref of ctx.workflow.fileReferences ?? []) {
    const resolved = ctx.session.resolve(ref.path);
    const at = { at: { line: ref.line, column: ref.column } };
    if (typeof resolved === 'string') {
      ctx.report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `${ref.what} ${ref.path} is outside the workspace: ${resolved}`, `Name a file inside the workspace. ${WORKSPACE_NOTE}`, [], at));
      continue;
    }
    if (existsSync(resolved.abs)) continue;
    const folder = dirname(resolved.rel);
    if (!existsSync(dirname(resolved.abs))) {
      if (!warnedFolders.has(folder)) {
        warnedFolders.add(folder);
        ctx.report(issue('IMPORTED_FOLDER_MISSING', 'warning', `${ref.what} ${ref.path}: the folder ${folder}/ does not exist, so none of the files this workflow names there can be checked (or read by the agent)`, `Validate from the project root (-C DIR), or add ${folder}/.`, [], at));
      }
      continue;
    }
    ctx.report(issue('IMPORTED_FILE_MISSING', 'error', `${ref.what} ${ref.path} does not exist`, `Add ${ref.path}, or fix the name in the workflow.`, [], at));
  }
}
