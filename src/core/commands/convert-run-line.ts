// The header line `convert` writes to say how to run the native file: a command that runs it — the
// run id its state path needs, and each required input with a placeholder to fill in (a chain that
// needs `ticket=`) — not just "stagegate run <this file>", which stopped WORKFLOW_INPUT_REQUIRED
// twice (no run id, then the input). Printed on stdout, the file is where the text is saved: FILE.
import { shellWord } from '../model/shell-word.js';
import { pathWord } from '../run/command-line.js';
import type { Workflow } from '../model/workflow.js';

/** The run id given to the command: a run's state is kept under it, so any name the person picks works. */
const RUN_ID = 'r1';

/** `# Run it with: …`: `file` the workspace-relative path written (undefined: printed on stdout). */
export function convertRunLine(workflow: Pick<Workflow, 'inputs' | 'data'>, file: string | undefined): string {
  const words = ['stagegate', 'run', file === undefined ? 'FILE' : pathWord(file)];
  const { required, defaults } = workflow.inputs;
  // The state path names the run (or run_id is a required input): run refuses to start without one.
  if (/\brun_id\b/.test(String(workflow.data.state_path)) || required.includes('run_id')) words.push('--run-id', RUN_ID);
  for (const name of required) {
    if (name === 'run_id' || defaults[name] !== undefined) continue;
    words.push(`${name}=${shellWord(`<${name}>`)}`);
  }
  const fill = required.some((name) => name !== 'run_id' && defaults[name] === undefined) ? ', with a value for each <input>' : '';
  const where = file === undefined ? ' (FILE: the file you save this text as)' : '';
  return `# Run it with: ${words.join(' ')}${where}${fill}\n`;
}
