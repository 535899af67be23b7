/**
 * The action run by a host that imports it, as @github/local-action does (docs/action.md, "Run
 * the action locally"): local-action's own script is process.argv[1], it imports the entry (the
 * TypeScript source's `run()`, or the built bundle) and replaces @actions/core with a stand-in of
 * its own. Its stages still get `stagegate` (the CLI of the action's checkout: what the workflow
 * `stagegate init` scaffolds ends with), and a failed step exits 1 through that stand-in, which
 * has no `ExitCode`, instead of a TypeError and a stack trace. The real local-action runs in the
 * slow tier (test/slow/action-local-action.test.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, cleanupHarness, makeWorkspace, runActionProcess, tempDir } from '../../helpers/action-harness.js';
import { CLI, cliEnv } from '../../helpers/cli.js';

afterAll(cleanupHarness);

/** A checkout holding what `stagegate init` scaffolds (its stages end with `stagegate gate`). */
function initCheckout(): string {
  const ws = makeWorkspace('sg-la-ws-');
  const init = spawnSync(process.execPath, [CLI, 'init'], { cwd: ws, env: cliEnv(), encoding: 'utf8' });
  expect(init.status, init.stderr).toBe(0);
  return ws;
}

const TS = ['--import', pathToFileURL(join(REPO_ROOT, 'scripts', 'register-ts.mjs')).href];

/**
 * Host scripts in a folder of their own (so process.argv[1] is nowhere near the action):
 *  - bundle.mjs imports the bundle it is given, as local-action imports an entry;
 *  - source.mjs imports src/action/main.ts and calls its run(), as `local-action run . src/action/main.ts`;
 *  - stand-in.mjs registers hooks that give src/ a stand-in for @actions/core with everything the
 *    action calls but no ExitCode, as local-action's stand-in is.
 */
function hosts(): { bundle: string; source: string; standIn: string } {
  const dir = tempDir('sg-la-host-');
  const main = pathToFileURL(join(REPO_ROOT, 'src', 'action', 'main.ts')).href;
  const realCore = pathToFileURL(join(REPO_ROOT, 'node_modules', '@actions', 'core', 'lib', 'core.js')).href;
  const src = pathToFileURL(join(REPO_ROOT, 'src')).href + '/';
  writeFileSync(join(dir, 'bundle.mjs'), 'await import(process.argv[2]);\n');
  writeFileSync(join(dir, 'source.mjs'), `const { run } = await import(${JSON.stringify(main)});\nawait run();\n`);
  const names = ['getInput', 'setOutput', 'info', 'debug', 'error', 'warning', 'notice', 'summary', 'startGroup', 'endGroup', 'setSecret', 'saveState', 'getState', 'setFailed', 'isDebug'];
  writeFileSync(join(dir, 'core-stand-in.mjs'), `import * as real from ${JSON.stringify(realCore)};\nexport const { ${names.join(', ')} } = real;\n`);
  const standIn = pathToFileURL(join(dir, 'core-stand-in.mjs')).href;
  writeFileSync(
    join(dir, 'hooks.mjs'),
    `export async function resolve(specifier, context, next) {\n  if (specifier === '@actions/core' && context.parentURL?.startsWith(${JSON.stringify(src)})) return { url: ${JSON.stringify(standIn)}, shortCircuit: true };\n  return next(specifier, context);\n}\n`,
  );
  writeFileSync(join(dir, 'stand-in.mjs'), `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)});\n`);
  return { bundle: join(dir, 'bundle.mjs'), source: join(dir, 'source.mjs'), standIn: pathToFileURL(join(dir, 'stand-in.mjs')).href };
}

describe('the action imported by a host (@github/local-action)', () => {
  it('the bundle: its stages get `stagegate` from the CLI beside it, so init\'s workflow completes', async () => {
    const ws = initCheckout();
    const r = await runActionProcess({ workspace: ws, inputs: { workflow: 'stagegate/workflow.yaml', 'run-id': 'first', persist: 'none' }, host: { script: hosts().bundle } });
    expect(r.stdout).not.toContain('command not found');
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', 'stages-run': '2' });
  });

  it("the source's run(): its stages get `stagegate` from the checkout's dist/cli, so init's workflow completes", async () => {
    expect(existsSync(join(REPO_ROOT, 'dist', 'cli', 'index.js'))).toBe(true);
    const ws = initCheckout();
    const r = await runActionProcess({ workspace: ws, inputs: { workflow: 'stagegate/workflow.yaml', 'run-id': 'first', persist: 'none' }, host: { script: hosts().source, nodeArgs: TS } });
    expect(r.stdout).not.toContain('command not found');
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', 'stages-run': '2' });
  });

  it('a failed step under a stand-in @actions/core without ExitCode exits 1 with its annotation, no stack trace', async () => {
    const ws = makeWorkspace('sg-la-ws-');
    writeFileSync(join(ws, 'broken.yaml'), "version: '4.0'\nname: broken\nstate_path: 'runs/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  a:\n    run: 'true'\n    output: 'runs/{{run_id}}/a.md'\n    statuses: { OK: nowhere }\n");
    const h = hosts();
    const r = await runActionProcess({ workspace: ws, inputs: { command: 'validate', workflow: 'broken.yaml' }, host: { script: h.source, nodeArgs: [...TS, '--import', h.standIn] } });
    expect(r.stderr).not.toMatch(/TypeError|\n\s+at /);
    expect(r.exitCode, r.stdout + r.stderr).toBe(1);
    expect(r.outputs['status']).toBe('WORKFLOW_CONTRACT_INVALID');
    expect(r.annotations).toContainEqual(expect.objectContaining({ level: 'error', properties: expect.objectContaining({ file: 'broken.yaml', line: '10', title: 'UNKNOWN_TARGET' }) }));
  });
});
