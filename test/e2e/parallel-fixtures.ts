// Fixtures of parallel.test.ts and process/parallel.test.ts.
import { workspaceWith } from '../helpers/cli.js';

/** Branch stages: `count` appends the branch id to counter.txt; `gate STATUS` writes the output with a gate naming the branch. */
export const PAR_LIB = `count() { printf '%s\\n' "$STAGEGATE_BRANCH" >>counter.txt; }
gate() {
  [ -d "\${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "\${STAGEGATE_OUTPUT%/*}"
  {
    printf '# %s/%s visit %s attempt %s\\n\\n' "$STAGEGATE_STEP" "$STAGEGATE_BRANCH" "$STAGEGATE_VISIT" "$STAGEGATE_ATTEMPT"
    printf 'WORKFLOW_GATE:\\n  workflow: %s\\n  step: %s\\n  status: %s\\n' "$STAGEGATE_WORKFLOW" "$STAGEGATE_BRANCH" "$1"
    printf '  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: %s\\n' "\${2:-0}"
    printf '  artifact: %s\\n  next_recommended: null\\n' "$STAGEGATE_ARTIFACT"
  } >"$STAGEGATE_OUTPUT"
}
stage() { count; gate "$@"; }
`;

export interface BranchSpec {
  run?: string;
  statuses?: Record<string, string>;
  extra?: string[];
  body?: string[];
}

/** A workflow whose entry is the parallel step `checks`, followed by `after` (and `fix` when routed to). */
export function parallelYaml(branches: Record<string, BranchSpec>, opts: { join?: string; max?: number; statuses?: Record<string, string>; stepExtra?: string[] } = {}): string {
  const lines = ["version: '4.0'", 'name: par', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  checks:', '    parallel:'];
  if (opts.max !== undefined) lines.push(`      max_concurrency: ${opts.max}`);
  if (opts.join !== undefined) lines.push(`      join: ${opts.join}`);
  lines.push('      branches:');
  for (const [id, b] of Object.entries(branches)) {
    lines.push(`        ${id}:`);
    if (b.body) {
      lines.push(...b.body.map((l) => `          ${l}`));
      continue;
    }
    lines.push(`          run: ${JSON.stringify(`source par.sh; ${b.run ?? 'stage OK'}`)}`);
    lines.push(`          output: 'runs/{{run_id}}/${id}.md'`);
    lines.push('          statuses:');
    for (const [s, to] of Object.entries(b.statuses ?? { OK: 'DONE', NO: 'BLOCKED' })) lines.push(`            ${s}: ${to}`);
    for (const l of b.extra ?? []) lines.push(`          ${l}`);
  }
  lines.push('    statuses:');
  for (const [s, to] of Object.entries(opts.statuses ?? { PARALLEL_COMPLETE: 'after', PARALLEL_FAILED: 'fix' })) lines.push(`      ${s}: ${to}`);
  for (const l of opts.stepExtra ?? []) lines.push(`    ${l}`);
  const statuses = Object.values(opts.statuses ?? { PARALLEL_FAILED: 'fix' });
  for (const id of ['after', ...(statuses.includes('fix') ? ['fix'] : [])]) {
    lines.push(`  ${id}:`, `    run: ${JSON.stringify(`printf '%s\\n' ${id} >>counter.txt; source lib.sh; finish OK`)}`, `    output: 'runs/{{run_id}}/${id}.md'`, '    statuses: { OK: DONE }');
  }
  return lines.join('\n') + '\n';
}

export function ws(yaml: string, files: Record<string, string> = {}) {
  return workspaceWith({ 'wf.yaml': yaml, 'par.sh': PAR_LIB, ...files });
}
