// The task text (inline_instruction) of one CCW work node: what the wf-player would have asked
// its executor (Skill, namespaced command, Agent subagent, ccw cli), with the node's arguments,
// followed by the result contract. CCW has no result contract of its own (it guessed session
// ids and paths from prose), so the node writes its declared output and ends it with a
// WORKFLOW_GATE whose status is NODE_COMPLETE or NODE_FAILED.
import { escapeText } from '../../model/placeholders.js';
import type { CcwNode } from './model.js';

/**
 * Template text the wf-player shows as it is (a node's name and description, the text around
 * its references), kept from reading as a native {{placeholder}} by the native escape:
 * `{{title}}` becomes `\{{title}}`, which the agent reads as `{{title}}`, as the wf-player passes it.
 * Every such match is escaped, with the backslashes before it: a stagegate template cannot write
 * a backslash right before an escaped placeholder (two backslashes make it a real one, Handlebars'
 * rule), so `\{{title}}` in the source also reads `{{title}}`, never a value.
 * Other double braces (`{{ .Values.x }}`, `{{color: 'red'}}`) are no placeholder and stay.
 */
export function literal(text: string): string {
  return escapeText(text);
}

export const NODE_COMPLETE = 'NODE_COMPLETE';
export const NODE_FAILED = 'NODE_FAILED';

/** The instruction for `node`; `args` is its args_template with references translated. */
export function nodeInstruction(node: CcwNode, templateId: string, args: string, reportsSession: boolean, reportsArtifacts = false): string {
  const title = node.name ? ` "${literal(node.name)}"` : '';
  const lines = [`CCW wf-player node ${node.id}${title} (${node.type} node) of template ${templateId}.`, ''];
  if (node.description) lines.push(literal(node.description), '');
  switch (node.type) {
    case 'skill':
      lines.push(`Run the skill \`${node.executor ?? ''}\` with these arguments:`);
      break;
    case 'command':
      lines.push(`Run the command \`${node.executor ?? ''}\` with these arguments:`);
      break;
    case 'agent':
      lines.push(`Work as the \`${node.executor ?? ''}\` agent on this task:`);
      break;
    default: {
      const settings = [`tool ${node.cliTool ?? '?'}`, node.cliMode ? `mode ${node.cliMode}` : undefined, node.cliRule ? `rule ${node.cliRule}` : undefined].filter((s) => s !== undefined);
      lines.push(`Do this task (a ccw cli call: ${settings.join(', ')}):`);
      if (node.cliMode === 'analysis') lines.push('Analysis mode: read only, change no file.');
    }
  }
  lines.push('', args.trim() === '' ? '(no arguments)' : args.trim(), '');
  lines.push('Write what you did, the files you produced or changed and any session id you created to the declared output file.');
  if (reportsSession) lines.push('A later node uses your session id: add the line `session_id: <the session id>` to the WORKFLOW_GATE block (leave it out when you created none).');
  if (reportsArtifacts) lines.push('A later node uses the files you produced: add `artifacts: [<path>, ...]` (workspace-relative, most important first) to the WORKFLOW_GATE block.');
  lines.push(`Report ${NODE_COMPLETE} when the node's work is done, ${NODE_FAILED} when it could not be done.`);
  lines.push(`status: ${NODE_COMPLETE} | ${NODE_FAILED}`);
  return lines.join('\n') + '\n';
}
