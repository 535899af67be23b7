// `NAME validate WORKFLOW`, the command a refusal or a finding prints to list every finding of a
// file: a leaf module, so the rules (a child workflow that is invalid) print it as the run does.
import { pathWord } from '../model/shell-word.js';

/**
 * `NAME validate WORKFLOW`: pasteable, the path one shell word. NAME is how stagegate was invoked
 * (`stagegate`, or `stagegate -C DIR`: cli/command-name.ts), WORKFLOW relative to the workspace.
 */
export function validateCommandLine(commandName: string, file: string): string {
  return `${commandName} validate ${pathWord(file)}`;
}
