// The maestro-flow importer: `maestro coordinate` chain graphs (JSON, one graph per file) are
// recognised by shape — a `nodes` object whose values carry a node `type` — and translated into
// the native model (translate.ts). Pure: the loader parses the file and maps paths to lines.
import type { FormatImporter, ImportOptions, ImportedWorkflow } from '../types.js';
import { MAESTRO_CODES } from './codes.js';
import { readGraph, type Finding } from './model.js';
import { translateGraph } from './translate.js';
import { detectMaestro } from '../detect.js';
import { didYouMean } from '../../model/did-you-mean.js';

export const maestroImporter: FormatImporter = {
  format: 'maestro',

  detect: detectMaestro,

  translate(data: unknown, file: string, options: ImportOptions): ImportedWorkflow {
    const findings: Finding[] = [];
    const graph = readGraph(data, findings);
    const { data: native, sourcePaths, helperSteps } = translateGraph(graph, file, options, findings);
    const diagnostics: ImportedWorkflow['diagnostics'] = findings.map((f) => ({
      code: f.code,
      severity: MAESTRO_CODES[f.code],
      message: f.message,
      path: f.path,
      ...(f.hint !== undefined ? { hint: f.hint } : {}),
    }));
    const commands = [...graph.nodes.entries()].filter(([, n]) => n.type === 'command').map(([id]) => id);
    for (const id of Object.keys(options.run)) {
      if (graph.nodes.has(id)) continue;
      diagnostics.push({ code: 'MAESTRO_TARGET_UNKNOWN', severity: MAESTRO_CODES.MAESTRO_TARGET_UNKNOWN, message: `the run map names '${id}', which is not a node of the graph.${didYouMean(id, commands)}`, hint: `Map the id of a command node (${commands.slice(0, 8).join(', ')}).`, path: ['run', id], runMap: true });
    }
    return { format: 'maestro', data: native, sourcePaths, diagnostics, helperSteps };
  },
};

export { MAESTRO_CODES };
