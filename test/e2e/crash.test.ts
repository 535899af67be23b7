// A kill between the state write and the manifest write (the seeded kill campaign is in the slow
// tier: test/slow/crash-campaign.test.ts).
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GATE_LIB, Workspace, jsonOf } from '../helpers/bare-workspace.js';
import { CAMPAIGN } from '../tiers.js';

describe('a kill between the state write and the manifest write', () => {
  it('leaves the manifest one step behind; the next invocation brings it level (and writes nothing when it is)', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace('stagegate-crash-manifest-');
    try {
      ws.write('lib.sh', GATE_LIB);
      ws.write(
        'wf.yaml',
        "version: '4.0'\nname: m\nstate_path: 'runs/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n" +
          ['a', 'b'].map((id, i) => `  ${id}:\n    run: source lib.sh; mkdir -p out; echo ${id} > "$STAGEGATE_OUTPUT"; gate OK\n    output: out/${id}.md\n    statuses: { OK: ${i === 0 ? 'b' : 'DONE'} }\n`).join(''),
      );
      expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json']))['status']).toBe('PARTIAL_RESUMABLE');
      const behind = readFileSync(ws.path('runs/r1/RUN_MANIFEST.yaml'));
      expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))['status']).toBe('WORKFLOW_COMPLETE');
      const level = readFileSync(ws.path('runs/r1/RUN_MANIFEST.yaml'));
      // Simulate the kill: the state says complete, the manifest is the one before the last step.
      ws.write('runs/r1/RUN_MANIFEST.yaml', behind);
      const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect(jsonOf(again)['status']).toBe('WORKFLOW_COMPLETE');
      const repaired = readFileSync(ws.path('runs/r1/RUN_MANIFEST.yaml'));
      expect(repaired.equals(level)).toBe(true);
      const manifest = parse(repaired.toString('utf8')) as { status: string; artifacts: Array<{ step: string }> };
      expect(manifest.status).toBe('WORKFLOW_COMPLETE');
      expect(manifest.artifacts.map((a) => a.step)).toEqual(['a', 'b']);
      // Level: another invocation leaves the file alone (same inode, same mtime).
      const before = statSync(ws.path('runs/r1/RUN_MANIFEST.yaml'));
      expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))['status']).toBe('WORKFLOW_COMPLETE');
      const after = statSync(ws.path('runs/r1/RUN_MANIFEST.yaml'));
      expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    } finally {
      ws.remove();
    }
  });
});
