// Fixtures of shards-parallel.test.ts and process/shards-parallel.test.ts.
import { expect } from 'vitest';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { jsonOf, workspaceWith, TempWorkspace } from '../helpers/cli.js';

/** Branch stages: `count` appends the branch id to counter.txt; the gate is NO for the branch named by NO_BRANCH, else OK. */
export const PAR_LIB = `count() { printf '%s\\n' "$STAGEGATE_BRANCH" >>counter.txt; }
branch() {
  count
  [ "\${FAIL_BRANCH:-}" != "$STAGEGATE_BRANCH" ] || exit 3
  status=OK; case " \${NO_BRANCH:-} " in *" $STAGEGATE_BRANCH "*) status=NO;; esac
  [ -d "\${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "\${STAGEGATE_OUTPUT%/*}"
  {
    printf '# %s/%s by %s\\n\\n' "$STAGEGATE_STEP" "$STAGEGATE_BRANCH" "\${MACHINE:-same}"
    printf 'WORKFLOW_GATE:\\n  workflow: %s\\n  step: %s\\n  status: %s\\n' "$STAGEGATE_WORKFLOW" "$STAGEGATE_BRANCH" "$status"
    printf '  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n'
    printf '  artifact: %s\\n  next_recommended: null\\n' "$STAGEGATE_ARTIFACT"
  } >"$STAGEGATE_OUTPUT"
}
`;

export const BRANCHES = ['a', 'b', 'c'];

export function wf(join = 'all', extraBranches: string[] = []): string {
  const lines = [
    "version: '4.0'",
    'name: par',
    "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id]',
    'steps:',
    '  start:',
    `    run: ${JSON.stringify("printf 'start\\n' >>counter.txt; source lib.sh; finish OK")}`,
    "    output: 'runs/{{run_id}}/start.md'",
    '    statuses: { OK: checks }',
    '  checks:',
    '    parallel:',
    `      join: ${join}`,
    '      branches:',
  ];
  for (const id of BRANCHES) {
    lines.push(`        ${id}:`, "          run: 'source par.sh; branch'", `          output: 'runs/{{run_id}}/${id}.md'`, '          statuses: { OK: DONE, NO: BLOCKED }');
  }
  lines.push(...extraBranches.map((l) => `        ${l}`));
  lines.push('    statuses: { PARALLEL_COMPLETE: after, PARALLEL_FAILED: fix }');
  for (const id of ['after', 'fix']) {
    lines.push(`  ${id}:`, `    run: ${JSON.stringify(`printf '%s\\n' ${id} >>counter.txt; source lib.sh; finish OK`)}`, `    output: 'runs/{{run_id}}/${id}.md'`, '    statuses: { OK: DONE }');
  }
  return lines.join('\n') + '\n';
}

/** A workspace whose run r1 stopped right before its parallel step (the plan job). */
export async function planned(joinMode = 'all', runId = 'r1', files: Record<string, string> = {}): Promise<TempWorkspace> {
  const ws = workspaceWith({ 'wf.yaml': wf(joinMode), 'par.sh': PAR_LIB, ...files });
  const r = await ws.run(['run', 'wf.yaml', '--run-id', runId, '--stop-after-step', 'start', '--json']);
  expect(jsonOf(r), r.stdout + r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'checks' });
  return ws;
}

export const shardFolder = (branch: string, run = 'r1', visit = 1): string => `runs/${run}/parallel/checks/${branch}/v${visit}`;

/** Copy a branch's shard folder out of a machine (what the Action uploads as an artifact). */
export function carry(from: TempWorkspace, branch: string, into: string, run = 'r1'): string {
  const dest = join(into, `shard-${branch}`);
  cpSync(from.path(shardFolder(branch, run)), dest, { recursive: true });
  return dest;
}
