// The prompt of a command node: the skill call `/<cmd> <args> [auto_flag]` the reference
// coordinator handed its sub-agent, with `{key}` templates turned into native {{placeholders}}
// (resolved by the runner, never spliced here), then the result contract the runner parses.
import type { GraphNode, Graph } from './model.js';
import type { GraphContext } from './context.js';

/** The reference coordinator's auto flags for skills whose node names none (applied in auto mode). */
const AUTO_FLAG_MAP: Record<string, string> = {
  'maestro-analyze': '-y',
  'maestro-brainstorm': '-y',
  'maestro-ui-design': '-y',
  'maestro-plan': '--auto',
  'maestro-spec-generate': '-y',
  'quality-test': '--auto-fix',
  'quality-retrospective': '--auto-yes',
  'maestro-roadmap': '-y',
};

/** The skill call line; template problems are reported through ctx. */
export function skillCall(graph: Graph, node: GraphNode, ctx: GraphContext): string {
  const args = (node.args ?? '').replace(/\{([A-Za-z_][A-Za-z0-9_.-]*)\}/g, (whole, key: string) => {
    const r = ctx.resolveTemplate(node.id, key);
    if (r.ok) return r.text;
    ctx.report(r.code as Parameters<GraphContext['report']>[0], `args of node '${node.id}': ${r.message}`, ['nodes', node.id, 'args']);
    return whole;
  });
  // stagegate runs unattended, which is the reference's auto mode (-y): the flag is always added.
  const flag = node.auto_flag ?? graph.defaults.auto_flag ?? AUTO_FLAG_MAP[node.cmd ?? ''];
  const words = args.trim();
  const withFlag = flag !== undefined && !words.split(/\s+/).includes(flag) ? `${words} ${flag}`.trim() : words;
  return `/${node.cmd ?? ''} ${withFlag}`.trim();
}

/**
 * What the node adds to the stage contract stagegate appends to every prompt (the COORDINATE
 * RESULT block and its allowed statuses): where it is, the result fields the graph's decisions
 * read, and the status line the validator checks against the step's statuses.
 */
export function contractText(graph: Graph, nodeId: string, keys: string[], extraLines: string[] = [], statuses = ['SUCCESS', 'FAILURE']): string {
  const lines = [`(maestro-flow chain "${graph.id}", node "${nodeId}")`];
  if (keys.length > 0) lines.push(`In your COORDINATE RESULT block, also report: ${keys.map((k) => k.toUpperCase()).join(', ')}.`);
  lines.push(...extraLines, `status: ${statuses.join(' | ')}`);
  return lines.join('\n');
}

/**
 * The node's explore pre-step: maestro's explore plugin answers the questions through its
 * api-explore service and puts the answers above the prompt; stagegate has no such service, so
 * the agent is asked to look into them first. After the skill call, never above it: the call is
 * the prompt's first line, as the agent reads a slash command.
 */
function exploreText(queries: readonly string[] | undefined): string {
  if (queries === undefined) return '';
  return `\n\nBefore you start, find out (the node's explore questions; look in the code and the project's files):\n${queries.map((q) => `- ${q.replace(/\s+/g, ' ').trim()}`).join('\n')}`;
}

/** The full instruction of a command node. */
export function commandPrompt(graph: Graph, node: GraphNode, ctx: GraphContext): string {
  const call = skillCall(graph, node, ctx);
  const extracted = new Map(node.extract.map((r) => [r.target.split('.').pop()!.toLowerCase(), r]));
  const read = [...(ctx.resultKeys.get(node.id) ?? []), ...extracted.keys()];
  const keys = [...new Set(read)].filter((k) => !['status', 'summary', 'artifacts'].includes(k)).sort();
  const extract = [...extracted].map(([k, r]) => (r.strategy === 'line_match' ? `(${k.toUpperCase()}: what follows '${r.pattern}' on its line)` : `(${k.toUpperCase()}: the value matching /${r.pattern}/)`));
  const description = node.description ? `\n\n${node.description}` : '';
  return `${call}${description}${exploreText(node.explore)}\n\n${contractText(graph, node.id, keys, extract)}\n`;
}
