// `stagegate convert <file> [--out FILE]`: the native YAML on stdout (or written atomically to
// FILE inside the workspace); diagnostics on stderr. Exit 1 when the translation has errors: the
// YAML is still printed on stdout, to show what was understood, but --out writes nothing — a
// file that does not validate is never left behind as if it were a working workflow.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { convertWorkflow } from '../../core/commands/convert.js';
import { withGateSchemaEngine } from '../../core/gate/gate-schema.js';
import { withFormatImporters } from '../../core/formats/index.js';
import { atomicWriteFile } from '../../core/state/atomic-write.js';
import type { Workspace } from '../../core/workspace/workspace.js';
import { EXIT_VALIDATION_FAILED } from '../../core/run/stop-codes.js';
import type { ParsedCommand } from '../args.js';
import { validationText } from '../render-validation.js';
import { makeStyle } from '../style.js';

export async function convertCommand(parsed: ParsedCommand, workspace: Workspace, out: (s: string) => void, err: (s: string) => void): Promise<number> {
  const conversion = await withFormatImporters((importers) => withGateSchemaEngine(() => convertWorkflow(workspace, parsed.workflow!, importers)));
  const errors = conversion.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = conversion.diagnostics.length - errors;
  if (conversion.diagnostics.length > 0) {
    err(validationText({ files: [parsed.workflow!], diagnostics: conversion.diagnostics, errors, warnings }, makeStyle({ isTTY: false }, {})));
  }
  if (conversion.yaml !== null) {
    if (parsed.out !== undefined) {
      if (errors > 0) {
        err(`stagegate: not written: ${parsed.workflow!} has ${errors} error${errors === 1 ? '' : 's'} (fix them, or run convert without --out to see the translation)`);
        return EXIT_VALIDATION_FAILED;
      }
      const target = workspace.resolve(parsed.out, '--out');
      const source = workspace.resolve(parsed.workflow!, 'workflow file');
      if (target.abs === source.abs) {
        err('stagegate: --out names the file being converted; choose another path');
        return 2;
      }
      try {
        mkdirSync(dirname(target.abs), { recursive: true });
        atomicWriteFile(target.abs, conversion.yaml);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === undefined) throw error;
        err(`stagegate: cannot write ${target.rel} (${code}); nothing was written`);
        return EXIT_VALIDATION_FAILED;
      }
      err(`stagegate: wrote ${target.rel} (${conversion.format} -> native 4.0)`);
    } else out(conversion.yaml);
  }
  return errors > 0 ? EXIT_VALIDATION_FAILED : 0;
}
