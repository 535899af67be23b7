// The readers a read of workflows is handed (model/workflow-readers.ts): one value per invocation,
// loaded as its reads need them. Two invocations in one process never share what either loaded:
// neither the gate_schema engine nor a format's importer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GateSchemaEngineNeeded } from '../../src/core/gate/gate-schema.js';
import { FormatImporterNeeded } from '../../src/core/formats/index.js';
import { loadAndCheck } from '../../src/core/model/load-and-check.js';
import { gateSchemaKey } from '../../src/core/model/gate-schemas.js';
import { InvocationReaders, withWorkflowReaders, type WorkflowReaders } from '../../src/core/model/workflow-readers.js';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { Workspace } from '../../src/core/workspace/workspace.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A workspace whose wf.yaml has one stage with an inline gate_schema: `score` an integer at most `max`. */
function gated(max: number): Workspace {
  const dir = mkdtempSync(join(tmpdir(), 'stagegate-readers-'));
  dirs.push(dir);
  const lines = ["version: '4.0'", 'name: gs', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  review:', "    run: 'true'", "    output: 'runs/{{run_id}}/review.md'", '    statuses: {OK: DONE}', `    gate_schema: {type: object, properties: {score: {type: integer, maximum: ${max}}}}`, ''];
  writeFileSync(join(dir, 'wf.yaml'), lines.join('\n'));
  return new Workspace(dir);
}

const MAESTRO = JSON.stringify({ name: 'router', nodes: { start: { type: 'command', cmd: 'echo hi', next: 'end' }, end: { type: 'terminal' } }, entry: 'start' });

describe('two invocations in one process', () => {
  it('each loads its own gate_schema engine and compiles its own schemas; neither sees the other\'s', async () => {
    const seen: WorkflowReaders[][] = [[], []];
    const [a, b] = [gated(100), gated(50)];
    const wa = await withWorkflowReaders((readers) => (seen[0]!.push(readers), loadAndCheck(a, 'wf.yaml', readers)));
    const wb = await withWorkflowReaders((readers) => (seen[1]!.push(readers), loadAndCheck(b, 'wf.yaml', readers)));
    // Each read first ran with nothing, then with an engine it loaded itself.
    expect(seen.map((reads) => reads.map((r) => Object.keys(r)))).toEqual([[[], ['gateSchema']], [[], ['gateSchema']]]);
    expect(seen[0]![1]!.gateSchema).not.toBe(seen[1]![1]!.gateSchema);
    const key = gateSchemaKey(['steps', 'review']);
    expect(wa.gateSchemas?.get(key)?.check({ score: 80 })).toEqual([]);
    expect(wb.gateSchemas?.get(key)?.check({ score: 80 })).toEqual([{ text: '/score must be <= 50', key: 'score' }]);
    // Nothing is left behind for a read that is handed no engine.
    expect(() => loadAndCheck(a, 'wf.yaml')).toThrow(GateSchemaEngineNeeded);
  });

  it('one invocation keeps what it loaded for its next read; another starts with nothing', async () => {
    const one = new InvocationReaders();
    await one.read((readers) => loadWorkflowText(MAESTRO, 'router.json', '/nonexistent/router.json', undefined, { importers: readers }));
    await one.read((readers) => loadAndCheck(gated(10), 'wf.yaml', readers));
    expect(Object.keys(one.readers).sort()).toEqual(['gateSchema', 'maestro']);
    const other = new InvocationReaders();
    expect(other.readers).toEqual({});
    expect(() => loadWorkflowText(MAESTRO, 'router.json', '/nonexistent/router.json', undefined, { importers: other.readers })).toThrow(FormatImporterNeeded);
  });
});
