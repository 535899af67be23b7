// `stagegate validate [TARGET...]`: load and check workflow files; diagnostics as text, --json or
// GitHub annotations (--format github). Loaded by index.ts for this command only, without
// dispatch.ts: it needs the loader and the validator, not the runner, the state store and the
// step kinds every other command loads with dispatch.ts. An importer of another runner's format
// loads only when a file in that format is met (withWorkflowReaders).
import type { ParsedCommand } from '../args.js';
import { makeStyle, type Style } from '../style.js';
import { validationGithub, validationJson, validationPassed, validationText } from '../render-validation.js';
import { validateTargets } from '../../core/commands/validate-files.js';
import { Workspace } from '../../core/workspace/workspace.js';
import { EXIT_VALIDATION_FAILED } from '../../core/run/stop-codes.js';
import { withWorkflowReaders } from '../../core/model/workflow-readers.js';
import { lines, type CliIO } from '../io.js';
import { workspaceRoot } from '../workspace-root.js';
import { commandNameFor } from '../command-name.js';

export async function validateCommand(io: CliIO, parsed: ParsedCommand & { command: 'validate' }, style: Style): Promise<number> {
  const out = lines(io.stdout);
  const err = lines(io.stderr);
  const workspace = new Workspace(workspaceRoot(io, parsed));
  // No targets: every workflow in the workspace.
  const targets = parsed.targets.length > 0 ? parsed.targets : ['.'];
  const report = await withWorkflowReaders((importers) => validateTargets(workspace, targets, importers, commandNameFor(io, parsed)));
  const strict = parsed.strict === true;
  if (parsed.format === 'json') out(JSON.stringify(validationJson(report, strict)));
  else if (parsed.format === 'github') {
    const text = validationGithub(report);
    if (text) out(text);
    err(validationText({ ...report, diagnostics: [] }, makeStyle(io.stderr, io.env), strict));
  } else out(validationText(report, style, strict));
  return validationPassed(report, strict) ? 0 : EXIT_VALIDATION_FAILED;
}
