// The maestro-flow importer: `maestro coordinate` chain graphs (JSON, one graph per file) are
// recognised by shape — a `nodes` object whose values carry a node `type` — and translated into
// the native model (translate.ts). Pure: the loader parses the file and maps paths to lines.
import type { FormatImporter, ImportOptions, ImportedWorkflow } from '../types.js';
import { MAESTRO_CODES } from './codes.js';
import { readGraph, type Finding } from './model.js';
import { translateGraph } from './translate.js';
import { detectMaestro } from '../detect.js';

export const maestroImporter: FormatImporter = {
  format: 'maestro',

  detect: detectMaestro,

  translate(data: unknown, file: string, options: ImportOptions): ImportedWorkflow {
    const findings: Finding[] = [];
    const graph = readGraph(data, findings);
    const { data: native, sourcePaths } = translateGraph(graph, file, options, findings);
    for (const id of Object.keys(options.run)) {
      if (!graph.nodes.has(id)) findings.push({ code: 'MAESTRO_TARGET_UNKNOWN', message: `the run map names '${id}', which is not a node of the graph`, path: [] });
    }
    return {
      format: 'maestro',
      data: native,
      sourcePaths,
      diagnostics: findings.map((f) => ({
        code: f.code,
        severity: MAESTRO_CODES[f.code],
        message: f.message,
        path: f.path,
        ...(f.hint !== undefined ? { hint: f.hint } : {}),
      })),
    };
  },
};

export { MAESTRO_CODES };
