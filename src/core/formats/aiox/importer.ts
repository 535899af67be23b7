// The aiox-core importer (run-workflow-engine workflows): recognised by shape — a `workflow:`
// mapping (or the top level) with an id and a `sequence` of agent / phase / meta items — and
// translated into the native 4.0 model by translate.ts.
import type { FormatImporter } from '../types.js';
import { detectAiox } from '../detect.js';
import { translateAiox } from './translate.js';

export const aioxImporter: FormatImporter = {
  format: 'aiox',
  detect: detectAiox,
  translate: (data, file, options) => translateAiox(data, file, options),
};
