// The importers of other runners' workflow formats, each loaded only when a file in its format is
// read. The loader is synchronous and every command reads workflows through it, so the importers
// a read may use are handed in (part of WorkflowReaders, a per-invocation value, never module
// state): a read that meets a format whose importer it was not given throws FormatImporterNeeded,
// and InvocationReaders (model/workflow-readers.ts) loads that importer (its own bundle chunk) and
// runs the read again. A
// native workflow never loads the translators (~220 KB of the CLI's and the Action's code).
import type { FormatImporter } from './types.js';
import { foreignFormatOf, type ForeignFormat } from './detect.js';

export { isNativeShape, isGithubActionsWorkflow, isGitlabCi, foreignFormatOf, isCcwSkillChain, isCcwDesignDraft, isCcwTemplateIndex, isTaskDefinition, isAioxTaskDefinition, STEPS_LIST_FILE, maestroIntentMapGraphs, maestroTemplateCatalog, detectWorkflow, detectWorkflowKeys, stagegateOwnFile, stagegateOwnText, type ForeignFormat, type WorkflowDetection } from './detect.js';

/** The importers a read of workflows may use, by format. */
export type FormatImporters = Readonly<Partial<Record<ForeignFormat, FormatImporter>>>;

/** Thrown by a synchronous read that meets a format whose importer it was not handed. */
export class FormatImporterNeeded extends Error {
  constructor(readonly format: ForeignFormat) {
    super(`the ${format} importer is not loaded (run the read through withWorkflowReaders)`);
    this.name = 'FormatImporterNeeded';
  }
}

/** Load one format's importer (a dynamic import: its own chunk in the bundles). */
export async function loadImporter(format: ForeignFormat): Promise<FormatImporter> {
  switch (format) {
    case 'maestro':
      return (await import('./maestro/importer.js')).maestroImporter;
    case 'ccw':
      return (await import('./ccw/importer.js')).ccwImporter;
    case 'aiox':
      return (await import('./aiox/importer.js')).aioxImporter;
  }
}

/** Every importer (for a caller that reads foreign files in bulk, and tests). */
export async function loadAllImporters(): Promise<FormatImporters> {
  const [maestro, ccw, aiox] = await Promise.all([loadImporter('maestro'), loadImporter('ccw'), loadImporter('aiox')]);
  return { maestro, ccw, aiox };
}

/**
 * The importer whose format the document has, or undefined (native, or unknown). Throws
 * FormatImporterNeeded when the document is in a format whose importer is not in `importers`.
 */
export function importerFor(data: unknown, importers: FormatImporters): FormatImporter | undefined {
  const format = foreignFormatOf(data);
  if (format === undefined) return undefined;
  const importer = importers[format];
  if (importer === undefined) throw new FormatImporterNeeded(format);
  return importer;
}
