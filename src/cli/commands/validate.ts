// `stagegate validate [TARGET...]`: load and check workflow files; diagnostics as text, --json or
// GitHub annotations (--format github). Loaded by index.ts for this command only, without
// dispatch.ts: it needs the loader, the validator and the formats, not the runner, the state
// store and the step kinds every other command loads with dispatch.ts.
import { statSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { UsageError, type ParsedCommand } from '../args.js';
import { makeStyle, type Style } from '../style.js';
import { validationGithub, validationJson, validationText } from '../render-validation.js';
import { validateTargets } from '../../core/commands/validate-files.js';
import { Workspace } from '../../core/workspace/workspace.js';
import { EXIT_VALIDATION_FAILED } from '../../core/run/stop-codes.js';
import { withGateSchemaEngine } from '../../core/gate/gate-schema.js';
import { lines, type CliIO } from '../io.js';

export async function validateCommand(io: CliIO, parsed: ParsedCommand, style: Style): Promise<number> {
  const out = lines(io.stdout);
  const err = lines(io.stderr);
  // As dispatch.ts resolves and checks it for the other commands.
  const root = resolvePath(io.cwd, parsed.workspace ?? '.');
  if (!isDirectory(root)) throw new UsageError(`workspace '${parsed.workspace ?? io.cwd}' is not a directory`, 'validate');
  const workspace = new Workspace(root);
  // No targets: every workflow in the workspace.
  const report = await withGateSchemaEngine(() => validateTargets(workspace, parsed.targets.length > 0 ? parsed.targets : ['.']));
  if (parsed.format === 'json') out(JSON.stringify(validationJson(report)));
  else if (parsed.format === 'github') {
    const text = validationGithub(report);
    if (text) out(text);
    err(validationText({ ...report, diagnostics: [] }, makeStyle(io.stderr, io.env)));
  } else out(validationText(report, style));
  const failed = report.errors > 0 || (parsed.strict && report.warnings > 0);
  return failed ? EXIT_VALIDATION_FAILED : 0;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
