// The CCW wf-player importer: recognises a template by its shape (a `nodes` LIST with
// template_id, edges or context_schema; maestro-flow graphs keep their nodes in a map) and
// translates it into the native model (translate.ts), with the template's own validator
// findings (CCW_* codes, codes.ts) at their paths in the user's JSON.
import type { FormatImporter, ImportedWorkflow, ImportOptions } from '../types.js';
import { readTemplate } from './model.js';
import { translateTemplate } from './translate.js';
import { detectCcw } from '../detect.js';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export const ccwImporter: FormatImporter = {
  format: 'ccw',
  detect: detectCcw,
  translate(data: unknown, _file: string, options: ImportOptions): ImportedWorkflow {
    const { template, findings } = readTemplate(isRecord(data) ? data : {});
    const t = translateTemplate(template, options);
    const diagnostics = [...findings, ...t.findings].map((f) => ({ code: f.code, severity: f.severity, message: f.message, ...(f.hint !== undefined ? { hint: f.hint } : {}), path: f.path, ...(f.runMap ? { runMap: f.runMap } : {}) }));
    return { format: 'ccw', data: t.data, sourcePaths: t.sourcePaths, diagnostics, helperSteps: t.helperSteps };
  },
};
