// Files an imported workflow's steps name (aiox: the agent persona and the task file) are checked
// as the format's own validator checks them: aiox's workflow-validator.js warns when an agent
// reference does not resolve, and run-workflow-engine goes on without a missing task file, so a
// missing file is a warning. A reference with alternatives (a squad's own persona, then the core
// one) is satisfied by any of them. A folder that is missing altogether means the file is checked
// outside its project: one warning per folder, not one per step. A file the agent would read that
// leads out of the workspace (a symlink: the squad's persona linked to ~/.ssh/id_rsa) is an error,
// PATH_OUTSIDE_WORKSPACE, even when another candidate is in it: the prompt names them in order, so the
// agent reads the first one it finds.
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { WORKSPACE_NOTE } from '../../workspace/workspace.js';
import { issue, type ValidationContext } from './context.js';

export function ruleImportedFiles(ctx: ValidationContext): void {
  const warnedFolders = new Set<string>();
  for (const ref of ctx.workflow.fileReferences ?? []) {
    const at = { at: { line: ref.line, column: ref.column } };
    const candidates = [ref.path, ...(ref.alternatives ?? [])];
    let outside: string | undefined;
    let found = false;
    const folders: Array<{ rel: string; exists: boolean }> = [];
    for (const path of candidates) {
      const resolved = ctx.session.resolve(path);
      if (typeof resolved === 'string') {
        outside = `${path} is outside the workspace: ${resolved}`;
        break;
      }
      if (existsSync(resolved.abs)) {
        found = true;
        break;
      }
      folders.push({ rel: dirname(resolved.rel), exists: existsSync(dirname(resolved.abs)) });
    }
    if (found) continue;
    if (outside !== undefined) {
      ctx.report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `${ref.what} ${outside}`, `Name a file inside the workspace. ${WORKSPACE_NOTE}`, [], at));
      continue;
    }
    const names = candidates.join(' or ');
    if (folders.every((f) => !f.exists)) {
      const folder = folders.map((f) => f.rel).join('/ or ');
      if (!warnedFolders.has(folder)) {
        warnedFolders.add(folder);
        ctx.report(issue('IMPORTED_FOLDER_MISSING', 'warning', `${ref.what} ${names}: the folder ${folder}/ does not exist, so none of the files this workflow names there can be checked (or read by the agent)`, `Validate from the project root (-C DIR), or add ${folder}/.`, [], at));
      }
      continue;
    }
    ctx.report(issue('IMPORTED_FILE_MISSING', 'warning', `${ref.what} ${names} does not exist: the step runs without it`, `Add ${ref.path}, or fix the name in the workflow.`, [], at));
  }
}
