// The house rules docs/architecture.md states for src/ (issue 16), checked on the sources' text:
// src/core imports no @actions/* package but the pure @actions/expressions, loads no process-spawning
// module however it loads it (ESLint's no-restricted-imports sees static imports only, not import()
// or a require made with createRequire), imports no adapter (cli/, action/, host/), signals no
// other process (process.kill with signal 0 only: is it alive), and src/ has no import cycle among
// the modules loaded together (type-only imports are erased; import() loads later). And src/action
// makes its workflow readers in one place, one set per invocation (CommandContext.readers).
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from './validate-helpers.js';
import { cyclesOf, importsOf, loadGraph, sourceFiles, withoutComments } from './source-imports.js';

/** A module named in code (however it is loaded: import, import(), a require made with createRequire). */
const MODULE_NAME = /(['"`])(@actions\/[\w.-]+|(?:node:)?(?:child_process|cluster))\1/g;

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** What a src/core file must not load, in words (empty: nothing). */
function boundaryProblems(file: string, source: string): string[] {
  const problems: string[] = [];
  const text = withoutComments(source);
  for (const m of text.matchAll(MODULE_NAME)) {
    const name = m[2]!;
    if (name === '@actions/expressions') continue;
    problems.push(`${file}:${lineAt(text, m.index)} names ${name} (${name.startsWith('@actions/') ? 'the core reaches GitHub through a port' : 'the core spawns no process: run/ports.ts ProcessRunner'})`);
  }
  for (const i of importsOf(source)) {
    const target = posix.join(posix.dirname(file), i.specifier);
    if (i.specifier.startsWith('.') && /^src\/(cli|action|host)\//.test(target)) problems.push(`${file}:${i.line} imports the adapter module ${target}`);
  }
  for (const m of text.matchAll(/\bprocess\.kill\(([^)]*)\)/g)) {
    const signal = m[1]!.split(',')[1]?.trim();
    if (signal !== '0') problems.push(`${file}:${lineAt(text, m.index)} process.kill(${m[1]}) signals another process (only signal 0, a liveness check, is the core's)`);
  }
  for (const m of text.matchAll(/\bprocess\.(binding|_linkedBinding|dlopen)\b/g)) problems.push(`${file}:${lineAt(text, m.index)} process.${m[1]} reaches Node's internals`);
  return problems;
}

describe('src/core boundaries', () => {
  const core = sourceFiles(REPO, 'src/core');

  it('holds every file of src/core (the scan sees the whole core)', () => {
    expect(core.length).toBeGreaterThan(200);
    expect(core).toContain('src/core/run/runner.ts');
  });

  it('imports no @actions/* but @actions/expressions, nothing that spawns, no adapter; kills no process', () => {
    const problems = core.flatMap((file) => boundaryProblems(file, readFileSync(join(REPO, file), 'utf8')));
    expect(problems).toEqual([]);
  });

  it('sees each way a file could break them', () => {
    const bad = [
      "import { getInput } from '@actions/core';",
      "import * as cp from 'node:child_process';",
      "export { fork } from 'cluster';",
      "const cp = await import('node:child_process');",
      "const load = createRequire(import.meta.url);\nconst { spawnSync } = load('child_process');",
      "import { createNodeProcessRunner } from '../../host/process-runner.js';",
      'process.kill(pid, "SIGKILL");',
      'process.kill(-pgid);',
      "process.binding('spawn_sync');",
    ];
    for (const line of bad) expect(boundaryProblems('src/core/run/x.ts', `${line}\n`), line).toHaveLength(1);
    const fine = [
      "import { Evaluator } from '@actions/expressions';",
      "import { readFileSync } from 'node:fs';",
      "import { RunLock } from '../state/lock.js';",
      "import { VERSION } from '../../version.js';",
      'process.kill(pid, 0);',
      "// import('node:child_process') in a comment is no import",
      "/**\n * require('child_process') in JSDoc\n */",
    ];
    for (const line of fine) expect(boundaryProblems('src/core/run/x.ts', `${line}\n`), line).toEqual([]);
  });
});

describe('src/ import graph', () => {
  it('has no cycle among the modules a file loads with itself', () => {
    const files = sourceFiles(REPO, 'src');
    const graph = loadGraph(REPO, files);
    // The graph is read at all: the runner reaches its executors' table and the step kinds it
    // imports statically (child, foreach and parallel are imported when such a step first runs).
    expect(graph.get('src/core/run/runner.ts')).toContain('src/core/run/executors.ts');
    expect(graph.get('src/core/run/executors.ts')).toContain('src/core/steps/process/run.ts');
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('reads type-only and late imports apart, and finds a cycle', () => {
    const imports = importsOf(
      [
        "import type { A } from './a.js';",
        "import { type B, type C } from './b.js';",
        "import { type D, e } from './d.js';",
        "export { f } from './f.js';",
        "import './g.js';",
        "const h = await import('./h.js');",
      ].join('\n'),
    );
    expect(imports.map((i) => [i.specifier, i.typeOnly, i.late])).toEqual([
      ['./a.js', true, false],
      ['./b.js', true, false],
      ['./d.js', false, false],
      ['./f.js', false, false],
      ['./g.js', false, false],
      ['./h.js', false, true],
    ]);
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a', 'd']],
      ['e', []],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c'], ['d']]);
  });
});

describe('src/action reads workflows with the invocation\'s one set of readers', () => {
  // main.ts makes the invocation's InvocationReaders (CommandContext.readers); a read given readers
  // of its own would load a format's importer or the gate_schema engine (ajv) again in the same job.
  it('no module but main.ts makes readers (withWorkflowReaders, new InvocationReaders)', () => {
    const made = sourceFiles(REPO, 'src/action').flatMap((file) => {
      const text = withoutComments(readFileSync(join(REPO, file), 'utf8'));
      return [...text.matchAll(/\bwithWorkflowReaders\(|\bnew InvocationReaders\(/g)].map((m) => `${file}:${lineAt(text, m.index)} ${m[0]}`);
    });
    expect(made.filter((at) => !at.startsWith('src/action/main.ts:'))).toEqual([]);
    expect(made.filter((at) => at.startsWith('src/action/main.ts:'))).toHaveLength(1);
  });
});
