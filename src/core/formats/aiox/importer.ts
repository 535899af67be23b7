// The aiox-core importer (run-workflow-engine workflows): recognised by shape — a `workflow:`
// mapping (or the top level) with an id and a `sequence` of agent / phase / meta items — and
// translated into the native 4.0 model by translate.ts.
import type { FormatImporter } from '../types.js';
import { workflowRoot } from './model.js';
import { translateAiox } from './translate.js';

export const aioxImporter: FormatImporter = {
  format: 'aiox',
  detect: (data) => workflowRoot(data) !== undefined,
  translate: (data, file, options) => translateAiox(data, file, options),
};
