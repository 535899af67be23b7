// A Run Engineering 4.0 package is a folder holding .ai-engineering/ (workflows, prompts,
// package-version.yaml) and .github/skills/: every path its workflows name is relative to that
// folder. A workflow found under a NESTED package (<dir>/.ai-engineering/workflows/...) while
// validating a larger tree (e.g. `validate workflows/` from the repository root) is therefore
// validated with <dir> as its workspace, and its diagnostics point back at the outer tree.
import type { Diagnostic } from '../validate/diagnostics.js';
import { Workspace } from '../workspace/workspace.js';
import { createValidationSession, validateFile, type ValidationSession } from '../validate/validate.js';
import type { WorkflowReaders } from './workflow-readers.js';

/** `<root>/.ai-engineering/workflows/<file>` -> {root, file: .ai-engineering/workflows/<file>}. */
export function nestedPackageOf(fileRel: string): { root: string; file: string } | undefined {
  const marker = '/.ai-engineering/workflows/';
  const at = fileRel.indexOf(marker);
  if (at <= 0) return undefined;
  return { root: fileRel.slice(0, at), file: fileRel.slice(at + 1) };
}

/** Validate a workflow of a nested package against its own root; undefined when it is not in one. */
export function validateInNestedPackage(workspace: Workspace, fileRel: string, sessions: Map<string, ValidationSession>, importers: WorkflowReaders, commandName = 'stagegate'): Diagnostic[] | undefined {
  const pkg = nestedPackageOf(fileRel);
  if (!pkg) return undefined;
  let session = sessions.get(pkg.root);
  if (!session) {
    // Its findings' commands paste where the person typed validate: their -C DIR, the path from the outer workspace.
    session = createValidationSession(new Workspace(workspace.resolve(pkg.root, 'package root').abs), importers, commandName, `${pkg.root}/`);
    sessions.set(pkg.root, session);
  }
  return validateFile(session, pkg.file).diagnostics.map((d) => ({ ...d, file: `${pkg.root}/${d.file}` }));
}
