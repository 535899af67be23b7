/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// An output much longer than the 64 KiB gate window (and than the runner's 1 MiB read chunk) is
// accepted with the sha256 and size of the very bytes whose gate was read: the journal's
// gate_accepted (branch_artifact for a parallel branch), the state's artifacts and the manifest
// all name the file as it stands, with the gate at its end; a resume verifies it and runs nothing.
// (An output that changes while it is read: test/unit/output-digest.test.ts.)
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workflowYaml, workspaceWith } from '../helpers/cli.js';
import { parallelYaml, ws as parallelWorkspace } from './parallel-fixtures.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** ~3.3 MB of report lines (awk: no process killed by SIGPIPE under pipefail), then a gate with an extra key. */
const LONG = [
  "printf '%s\\n' \"${STAGEGATE_BRANCH:-$STAGEGATE_STEP}\" >>counter.txt",
  '[ -d "${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "${STAGEGATE_OUTPUT%/*}"',
  `awk 'BEGIN { for (i = 0; i < 100000; i++) print "finding " i ": nothing to see here" }' >"$STAGEGATE_OUTPUT"`,
  `printf '\\nWORKFLOW_GATE:\\n  workflow: %s\\n  step: %s\\n  status: OK\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n  lines: 100000\\n' "$STAGEGATE_WORKFLOW" "\${STAGEGATE_BRANCH:-$STAGEGATE_STEP}" "$STAGEGATE_ARTIFACT" >>"$STAGEGATE_OUTPUT"`,
].join('\n');

function journalOf(text: string): any[] {
  return text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l));
}

describe('a long output', () => {
  it('is accepted with the sha256 and size of the bytes whose gate was read (state, manifest, journal), and a resume verifies it', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('long', { report: { run: LONG, statuses: { OK: 'after' } }, after: { run: 'source lib.sh; stage OK' } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([r.code, jsonOf(r)['status']], r.stderr).toEqual([0, 'WORKFLOW_COMPLETE']);
    const bytes = ws.readBytes('runs/r1/report.md');
    expect(bytes.length).toBeGreaterThan(3 * 1024 * 1024);
    const digest = { path: 'runs/r1/report.md', sha256: sha256(bytes), size: bytes.length };
    const accepted = journalOf(ws.read('runs/r1/workflow_state.journal.jsonl')).filter((e) => e.event === 'gate_accepted' && e.step === 'report');
    expect(accepted).toHaveLength(1);
    expect(accepted[0].artifact).toEqual(digest);
    // The gate recorded is the one at the end of those bytes.
    expect(bytes.subarray(bytes.length - 300).toString()).toContain('  lines: 100000\n');
    expect(accepted[0].gate).toMatchObject({ workflow: 'long', step: 'report', status: 'OK', artifact: 'runs/r1/report.md', extra: { lines: 100000 } });
    expect(ws.yaml('runs/r1/workflow_state.yaml').artifacts.report).toMatchObject(digest);
    expect(ws.yaml('runs/r1/RUN_MANIFEST.yaml').artifacts.find((a: any) => a.step === 'report')).toMatchObject(digest);
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([again.code, jsonOf(again)['status']]).toEqual([0, 'WORKFLOW_COMPLETE']);
    expect(ws.lines('counter.txt')).toEqual(['report', 'after']);
  });

  it('of a parallel branch is recorded with the sha256 and size of the bytes whose gate was read', { tags: [CAMPAIGN] }, async () => {
    const ws = parallelWorkspace(parallelYaml({ big: { body: [`run: ${JSON.stringify(LONG)}`, "output: 'runs/{{run_id}}/big.md'", 'statuses: { OK: DONE }'] }, small: {} }));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([r.code, jsonOf(r)['status']], r.stderr).toEqual([0, 'WORKFLOW_COMPLETE']);
    const bytes = ws.readBytes('runs/r1/big.md');
    expect(bytes.length).toBeGreaterThan(3 * 1024 * 1024);
    const branch = journalOf(ws.read('runs/r1/workflow_state.journal.jsonl')).filter((e) => e.event === 'branch_artifact' && e.artifact.path === 'runs/r1/big.md');
    expect(branch).toHaveLength(1);
    expect(branch[0].artifact).toMatchObject({ sha256: sha256(bytes), size: bytes.length, gate_status: 'OK' });
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([again.code, jsonOf(again)['status']]).toEqual([0, 'WORKFLOW_COMPLETE']);
    expect(ws.lines('counter.txt').sort()).toEqual(['after', 'big', 'small']);
  });
});
