// The run map: a sidecar file beside an imported workflow (`<name>.stagegate.yaml` next to
// `<name>.json` / `<name>.yaml`) that tells stagegate which steps run a shell command instead of
// an agent, and which agent runs the steps the file itself gives none. The other runner's file stays untouched; the sidecar is part of the workflow's
// digest, so changing it counts as a workflow change on resume.
import * as z from '../model/zod.js';
import type { Diagnostic } from '../validate/diagnostics.js';
import { parseYamlSource } from '../model/yaml-source.js';
import { yamlDiagnostics } from '../model/yaml-hints.js';
import type { ImportOptions } from './types.js';
import { AGENT_NAMES, parseAgentSpec } from '../agents/registry.js';
import { templateEscapes } from '../validate/rules/paths.js';

export { SIDECAR_SUFFIX, isSidecarFile, sidecarPathFor } from './sidecar-path.js';

const Sidecar = z.strictObject({
  run: z.optional(z.record(z.string().check(z.minLength(1)), z.string().check(z.minLength(1)))).check(z.describe('Step or node id (as written in the workflow file) -> shell command.')),
  agent: z.optional(z.string().check(z.minLength(1))).check(z.describe("The agent of every agent step the file gives none (the workflow's execution.agent); --agent still names every step's.")),
});

export function parseSidecar(text: string, file: string): { options: ImportOptions; diagnostics: Diagnostic[]; locate: (path: Array<string | number>) => { line: number; column: number } } {
  const source = parseYamlSource(text);
  // Read like a workflow file: one finding per syntax mistake, named by its cause where known
  // (an unquoted command holding ': ' is the usual one).
  const diagnostics: Diagnostic[] = yamlDiagnostics(text, source.problems, file);
  const locate = (path: Array<string | number>) => source.locate(path);
  if (diagnostics.length > 0) return { options: { run: {} }, diagnostics, locate };
  const parsed = Sidecar.safeParse(source.data ?? {});
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
      diagnostics.push({
        code: 'SIDECAR_INVALID',
        severity: 'error',
        message: `${path.join('.') || 'the run map'}: ${issue.message} (a run map is run: {<step id>: <shell command>}, and agent: <name>)`,
        hint: 'See docs/formats.md#the-run-map-run-sidecar.',
        file,
        ...source.locate(issue.code === 'unrecognized_keys' ? [...path, issue.keys[0] ?? ''] : path),
        path,
      });
    }
    return { options: { run: {} }, diagnostics, locate };
  }
  // The agent is checked here, where it is written (as rules/agents.ts checks execution.agent):
  // a bad one is left out, so nothing else reports it at the workflow file.
  let agent = parsed.data.agent;
  const why = agent === undefined || agent.includes('{{') ? undefined : agentProblem(agent);
  if (agent !== undefined && why !== undefined) {
    diagnostics.push({ code: 'SIDECAR_INVALID', severity: 'error', message: `agent: ${why}`, hint: 'Name a built-in adapter, optionally with a model (claude:sonnet), or command:PATH inside the workspace (docs/agents.md#choosing-the-agent).', file, ...source.locate(['agent']), path: ['agent'] });
    agent = undefined;
  }
  return { options: { run: parsed.data.run ?? {}, ...(agent !== undefined ? { agent } : {}) }, diagnostics, locate };
}

function agentProblem(text: string): string | undefined {
  const spec = parseAgentSpec(text);
  if (spec === undefined) return `'${text}' is not one of ${AGENT_NAMES.join(', ')}`;
  if (spec.name !== 'command' || spec.arg === undefined || !spec.arg.includes('/')) return undefined;
  const escapes = templateEscapes(spec.arg);
  return escapes === undefined ? undefined : `agent command '${spec.arg}' leaves the workspace: ${escapes}`;
}
