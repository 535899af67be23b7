// `stagegate convert <file> [--out FILE]`: the native YAML on stdout (or written atomically to
// FILE inside the workspace); diagnostics on stderr. Exit 1 when the translation has errors: the
// YAML is still printed on stdout, to show what was understood (its header saying that it does not
// validate; a native file with errors, which has nothing translated, is not printed), but --out writes nothing — a
// file that does not validate is never left behind as if it were a working workflow. The text is
// also validated as the native file it becomes (core/commands/convert.ts): its own errors count
// the same way, so a written file is one `stagegate run` accepts.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { convertWorkflow } from '../../core/commands/convert.js';
import { withWorkflowReaders } from '../../core/model/workflow-readers.js';
import { atomicWriteFile } from '../../core/state/atomic-write.js';
import type { Workspace } from '../../core/workspace/workspace.js';
import { EXIT_VALIDATION_FAILED } from '../../core/run/stop-codes.js';
import type { ParsedCommand } from '../args.js';
import { validationText } from '../render-validation.js';
import { makeStyle } from '../style.js';

export async function convertCommand(parsed: ParsedCommand, workspace: Workspace, out: (s: string) => void, err: (s: string) => void): Promise<number> {
  const conversion = await withWorkflowReaders((importers) => convertWorkflow(workspace, parsed.workflow!, importers, parsed.out));
  const style = makeStyle({ isTTY: false }, {});
  const sourceErrors = conversion.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = conversion.diagnostics.length - sourceErrors;
  if (conversion.diagnostics.length > 0) {
    err(validationText({ files: [parsed.workflow!], diagnostics: conversion.diagnostics, errors: sourceErrors, warnings }, style));
  }
  for (const o of conversion.omitted) err(`stagegate: left out of the native file (a comment there names it): ${o.why}`);
  const nativeErrors = conversion.nativeErrors.length;
  if (nativeErrors > 0) {
    err(`stagegate: the translation does not validate as a native file; stagegate run would refuse it:`);
    // Lines in the native text: in the --out file, or in what stdout shows.
    const file = parsed.out !== undefined ? workspace.resolve(parsed.out, '--out').rel : '<stdout>';
    err(validationText({ files: [file], diagnostics: conversion.nativeErrors.map((d) => ({ ...d, file })), errors: nativeErrors, warnings: 0 }, style));
  }
  const errors = sourceErrors + nativeErrors;
  if (conversion.yaml === null && conversion.format === 'native') {
    // Native already, and run refuses it: no copy of it is printed (or written) as if converted.
    err(`stagegate: nothing ${parsed.out !== undefined ? 'written' : 'printed'}: ${parsed.workflow!} is a native 4.0 workflow already, and it has ${sourceErrors} error${sourceErrors === 1 ? '' : 's'} (above): stagegate run refuses it; fix ${sourceErrors === 1 ? 'it' : 'them'}`);
    return EXIT_VALIDATION_FAILED;
  }
  if (conversion.yaml === null && sourceErrors > 0) {
    err(`stagegate: nothing ${parsed.out !== undefined ? 'written' : 'printed'}: ${parsed.workflow!} has ${sourceErrors} error${sourceErrors === 1 ? '' : 's'} (above) that ${sourceErrors === 1 ? 'keeps' : 'keep'} it from being translated; fix ${sourceErrors === 1 ? 'it' : 'them'}`);
    return EXIT_VALIDATION_FAILED;
  }
  if (conversion.yaml !== null) {
    if (parsed.out !== undefined) {
      if (errors > 0) {
        const what = sourceErrors > 0 ? `${parsed.workflow!} has ${sourceErrors} error${sourceErrors === 1 ? '' : 's'}` : `its native translation has ${nativeErrors} error${nativeErrors === 1 ? '' : 's'}`;
        err(`stagegate: not written: ${what} (fix them, or run convert without --out to see the translation)`);
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
