// What each CLI path loads before it runs (issue 16, B4: the cold start). The bundle is split at
// the dynamic imports (ncc's chunks, the test CLI's esbuild splitting), so what a command compiles
// is the static import graph of the module it imports. These tests follow that graph through the
// sources (static `import … from` and `export … from`, not `import type`, not `import()`) and
// check that the light entry (--version, --help) loads no YAML parser and no command, and that
// `validate` loads neither dispatch.ts nor the runner, the state store and immutable.
import { describe, expect, it } from 'vitest';
import { sourceText, staticGraph } from '../helpers/load-graph.js';

describe('the CLI loads per command', () => {
  it('follows imports (the graph of dispatch.ts reaches the runner, the store and immutable)', () => {
    const graph = staticGraph('src/cli/dispatch.ts');
    for (const f of ['src/core/run/runner.ts', 'src/core/state/store.ts', 'src/host/process-runner.ts', 'immutable', 'yaml', 'zod']) expect(graph, f).toContain(f);
  });

  it('the light entry (help, version) loads no command, no YAML parser, no process runner', () => {
    const graph = staticGraph('src/cli/index.ts');
    for (const f of ['src/cli/dispatch.ts', 'src/cli/commands/gate.ts', 'src/cli/commands/validate.ts', 'src/host/process-runner.ts', 'yaml', 'zod', 'immutable']) expect(graph, f).not.toContain(f);
    // src/cli/bin.ts, the bundle's entry, loads only index.ts and stop codes before main runs.
    // and the heap growth bound it gives the commands that may run long (host/heap-growth.ts: node:v8 only).
    expect(staticGraph('src/cli/bin.ts')).toEqual(new Set(['src/cli/bin.ts', 'node:module', 'src/host/heap-growth.ts', 'node:v8']));
  });

  it('validate loads the loader and the validator, not dispatch.ts, the runner, the state store or immutable', () => {
    const graph = staticGraph('src/cli/commands/validate.ts');
    for (const f of ['src/core/commands/validate-files.ts', 'src/core/validate/validate.ts', 'src/core/model/loader.ts', 'yaml']) expect(graph, f).toContain(f);
    for (const f of ['src/cli/dispatch.ts', 'src/cli/render.ts', 'src/core/run/runner.ts', 'src/core/state/store.ts', 'src/core/state/state.ts', 'src/core/state/journal.ts', 'src/host/process-runner.ts', 'immutable']) expect(graph, f).not.toContain(f);
  });

  it("graph loads the loader, the state's readers and the Action's chart, not dispatch.ts, the runner, the state's writers, a lock or the Action", () => {
    expect(sourceText('src/cli/index.ts')).toContain("import('./commands/graph.js')");
    expect(staticGraph('src/cli/index.ts')).not.toContain('src/cli/commands/graph.ts');
    const graph = staticGraph('src/cli/commands/graph.ts');
    for (const f of ['src/core/commands/graph.ts', 'src/core/commands/summary-graph.ts', 'src/core/model/load-and-check.ts', 'src/core/state/store.ts', 'src/core/state/journal.ts']) expect(graph, f).toContain(f);
    for (const f of ['src/cli/dispatch.ts', 'src/cli/render.ts', 'src/core/run/runner.ts', 'src/core/state/run-store.ts', 'src/core/state/journal-writer.ts', 'src/core/state/manifest-write.ts', 'src/core/state/lock.ts', 'src/core/commands/status.ts', 'src/host/process-runner.ts']) expect(graph, f).not.toContain(f);
    expect([...graph].filter((f) => f.startsWith('src/action/') || (f.startsWith('@actions/') && f !== '@actions/expressions'))).toEqual([]);
    expect(importersIn(graph)).toEqual([]);
    // The writers are reached from the run path still.
    for (const f of ['src/core/state/run-store.ts', 'src/core/state/journal-writer.ts', 'src/core/state/manifest-write.ts']) expect(staticGraph('src/cli/dispatch.ts'), f).toContain(f);
  });

  it("run (and a resume) loads no other command's code, and no child workflow, foreach or parallel runner", () => {
    // dispatch.ts imports every command but run where it is dispatched; the executors table imports
    // the step kinds a plain run does not need when such a step first runs (B5's fixed part).
    const dispatch = sourceText('src/cli/dispatch.ts');
    for (const f of ["'../core/commands/status.js'", "'../core/commands/plan.js'", "'../core/commands/history.js'", "'../core/commands/shards.js'", "'./commands/approval.js'", "'./commands/logs.js'"]) expect(dispatch, f).toContain(`import(${f})`);
    const executors = sourceText('src/core/run/executors.ts');
    for (const kind of ['child', 'foreach', 'parallel']) expect(executors, kind).toContain(`import('../steps/${kind}/run.js')`);
    const graph = staticGraph('src/cli/dispatch.ts');
    for (const f of ['src/core/run/runner.ts', 'src/core/steps/process/run.ts', 'src/core/steps/decision/run.ts', 'src/core/steps/approval/run.ts', 'src/cli/render.ts', 'src/cli/decider.ts']) expect(graph, f).toContain(f);
    const notLoaded = [
      ...['status', 'plan', 'history', 'approve', 'skip', 'shards', 'prompt-preview', 'convert', 'edit-run', 'step-target'].map((c) => `src/core/commands/${c}.ts`),
      ...['approval', 'skip', 'convert', 'init', 'runs', 'logs'].map((c) => `src/cli/commands/${c}.ts`),
      ...['child', 'foreach', 'parallel'].map((k) => `src/core/steps/${k}/run.ts`),
      'src/core/shards/intake.ts',
      'src/core/shards/verify.ts',
    ];
    for (const f of notLoaded) expect(graph, f).not.toContain(f);
  });

  // The importers of other runners' formats load only for a file in their format (formats/index.ts).
  const FORMAT_DIRS = ['src/core/formats/aiox/', 'src/core/formats/maestro/', 'src/core/formats/ccw/'];
  // Their code tables (formats/*/codes.ts: data, no code) are part of the registry of validation codes.
  const importersIn = (graph: Set<string>) => [...graph].filter((f) => FORMAT_DIRS.some((d) => f.startsWith(d)) && !f.endsWith('/codes.ts'));

  it('the format importers are reached from the formats index only through import() (their own chunks)', () => {
    const index = sourceText('src/core/formats/index.ts');
    for (const d of ['aiox', 'maestro', 'ccw']) expect(index).toContain(`import('./${d}/importer.js')`);
    expect(importersIn(staticGraph('src/core/formats/index.ts'))).toEqual([]);
    // The graph helper does see them when they are imported statically.
    expect(importersIn(staticGraph('src/core/formats/aiox/importer.ts'))).toContain('src/core/formats/aiox/translate.ts');
  });

  it('validate loads no node:crypto (the digest of a workflow is computed when a run reads it)', () => {
    expect(staticGraph('src/cli/commands/validate.ts')).not.toContain('node:crypto');
    expect(staticGraph('src/cli/dispatch.ts')).toContain('node:crypto');
  });

  it('validate, and the run path (dispatch.ts, the Action), never load an importer statically', () => {
    for (const entry of ['src/cli/commands/validate.ts', 'src/cli/dispatch.ts', 'src/action/validate-command.ts', 'src/action/run-command.ts']) {
      const graph = staticGraph(entry);
      expect(graph, entry).toContain('src/core/model/loader.ts');
      expect(importersIn(graph), entry).toEqual([]);
    }
  });
});
