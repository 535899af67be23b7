// What the Action's `command: validate` loads before it runs (issue 16, B4: the Action's cold
// start). The bundle's entry (src/action/bin.ts) imports index.ts, whose step imports main.ts;
// main.ts runs validate itself and imports the run path, the check-run REST client and the
// artifact client only when a command uses them. These tests follow the static graph through the
// sources (test/helpers/load-graph.ts) and keep it so: what they exclude is loaded by import().
//
// One cost is outside these files: @actions/core's own entry imports its OIDC client, and with it
// @actions/http-client and undici, and its platform module, and with it @actions/exec, whose code
// the bundle keeps out of its chunks: src/action/lazy-{undici,http-client,exec}.cjs require it
// from dist/action/{undici,http-client,exec}.cjs at its first use, and
// test/smoke/action-lazy-undici.test.ts checks on the built Action that `command: validate` loads
// none of it (nor Node's http, https, tls, child_process). docs/benchmarks.md ("B4: cold start") has the measurements.
import { describe, expect, it } from 'vitest';
import { sourceText, staticGraph } from '../helpers/load-graph.js';

// Nothing `command: validate` needs: the runner and its persistence, the shard commands, GitHub's
// REST and artifact clients, the artifact unpacker and its zip reader (yauzl), the state store,
// the process runner, immutable.
const NOT_FOR_VALIDATE = [
  'src/action/run-command.ts',
  'src/action/shard-commands.ts',
  'src/action/persistence.ts',
  'src/action/checks.ts',
  'src/action/post.ts',
  'src/core/run/runner.ts',
  'src/core/state/store.ts',
  'src/core/state/state.ts',
  'src/core/state/journal.ts',
  'src/host/process-runner.ts',
  'src/core/steps/process/transcript.ts',
  '@actions/artifact',
  'src/action/artifact-unzip.ts',
  'yauzl',
  '@actions/github',
  '@actions/http-client',
  'immutable',
];

describe('the Action loads per command', () => {
  it('the entry loads only index.ts, through import() after the compile cache is on', () => {
    expect(staticGraph('src/action/bin.ts')).toEqual(new Set(['src/action/bin.ts', 'node:module']));
    expect(sourceText('src/action/bin.ts')).toContain("await import('./index.js')");
  });

  it('index.ts (the process around the step) loads @actions/core and the step, not the command code', () => {
    const graph = staticGraph('src/action/index.ts');
    expect(graph).toContain('@actions/core');
    for (const f of ['src/action/main.ts', 'src/action/post.ts', 'yaml', 'zod', ...NOT_FOR_VALIDATE]) expect(graph, f).not.toContain(f);
    // The step imports the main step's and the post step's code when it knows which one it is.
    const step = sourceText('src/action/step.ts');
    expect(step).toContain("await import('./main.js')");
    expect(step).toContain("await import('./post.js')");
  });

  it('main.ts (the main step, command: validate) loads the loader and the validator, not the run path or the REST and artifact clients', () => {
    const graph = staticGraph('src/action/main.ts');
    for (const f of ['src/action/validate-command.ts', 'src/core/commands/validate-files.ts', 'src/core/model/loader.ts', '@actions/core', 'yaml']) expect(graph, f).toContain(f);
    // The report's masker is the logs' one, from its leaf module: not through the stage logs' transcript.ts.
    expect(graph).toContain('src/core/run/form-masker.ts');
    for (const f of NOT_FOR_VALIDATE) expect(graph, f).not.toContain(f);
  });

  it('the graph helper sees what the other commands load (so the exclusions above are real)', () => {
    const run = staticGraph('src/action/run-command.ts');
    for (const f of ['src/action/persistence.ts', 'src/core/run/runner.ts', 'src/host/process-runner.ts']) expect(run, f).toContain(f);
    expect(staticGraph('src/action/checks.ts')).toContain('@actions/http-client');
    expect(staticGraph('src/action/post.ts')).toContain('src/action/checks.ts');
  });

  it('the run path, the shard commands, the check-run client and the artifact client are imported when used', () => {
    const main = sourceText('src/action/main.ts');
    for (const m of ['./run-command.js', './shard-commands.js', './checks.js']) expect(main, m).toContain(`import('${m}')`);
    expect(sourceText('src/action/artifact-store.ts')).toContain("await import('@actions/artifact')");
    expect(sourceText('src/action/artifact-store.ts')).toContain("await import('./artifact-unzip.js')");
    expect(staticGraph('src/action/artifact-unzip.ts')).toContain('yauzl');
  });
});
