// `stagegate convert`: the native 4.0 YAML equivalent of a workflow file in another runner's
// format (aiox, maestro-flow, CCW), so a team can see exactly what runs — or switch for good.
// The text is the translated model, validated like any workflow; diagnostics travel with it.
import { stringify } from 'yaml';
import type { Diagnostic } from '../validate/diagnostics.js';
import { loadWorkflow } from '../model/loader.js';
import { createValidationSession, validateWorkflow } from '../validate/validate.js';
import type { Workspace } from '../workspace/workspace.js';
import type { FormatId } from '../formats/types.js';
import type { FormatImporters } from '../formats/index.js';

export interface Conversion {
  /** The native YAML, or null when the file could not be translated at all. */
  yaml: string | null;
  format: FormatId | null;
  diagnostics: Diagnostic[];
}

export function convertWorkflow(workspace: Workspace, file: string, importers: FormatImporters): Conversion {
  const loaded = loadWorkflow(workspace, file, { importers });
  if (!loaded.workflow) return { yaml: null, format: null, diagnostics: loaded.diagnostics };
  const workflow = loaded.workflow;
  const diagnostics = [...loaded.diagnostics, ...validateWorkflow(workflow, workspace, createValidationSession(workspace, importers))];
  const header = `# Converted by stagegate from ${workflow.file} (${workflow.format === 'native' ? 'already native 4.0' : workflow.format}).\n# Run it with: stagegate run <this file>\n`;
  const body = stringify(workflow.data, { lineWidth: 0, aliasDuplicateObjects: false });
  return { yaml: header + body, format: workflow.format, diagnostics };
}
