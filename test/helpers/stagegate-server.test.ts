// The stages' `stagegate` of in-process runs (a shell client whose `gate` the test run's main
// process serves: stagegate-server.ts) does what the sources' CLI does in Node for the same call:
// same stdout, stderr, exit status and written file, from the stage's own working directory and
// environment (a `cd` and a variable set for the call included).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** `script` run by sh in a fresh folder with `stagegate` on PATH being `bin`; its result and the gate file it left. */
function call(bin: string, script: string): { code: number | null; stdout: string; stderr: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'stagegate-served-'));
  made.push(dir);
  mkdirSync(join(dir, 'sub'));
  const env = { ...process.env, STAGEGATE_BIN: bin, STAGEGATE_OUTPUT: 'out.md', STAGEGATE_WORKFLOW: 'wf', STAGEGATE_STEP: 'write', STAGEGATE_ARTIFACT: 'out.md' };
  const r = spawnSync('sh', ['-c', script], { cwd: dir, env, encoding: 'utf8' });
  let file = '';
  try {
    file = readFileSync(join(dir, 'sub', 'out.md'), 'utf8');
  } catch {
    /* none written */
  }
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, file };
}

it('a gate written, refused and mistyped, and a command it does not serve: the same as the CLI run by Node', () => {
  const served = inject('servedStagegate');
  const sourceCli = inject('sourceCli');
  const inNode = join(mkdtempSync(join(tmpdir(), 'stagegate-node-')), 'stagegate');
  made.push(join(inNode, '..'));
  spawnSync('sh', ['-c', `printf '#!/bin/sh\\nexec "%s" "%s" "$@"\\n' "$1" "$2" >"$3" && chmod +x "$3"`, 'sh', process.execPath, sourceCli, inNode]);
  const scripts = [
    `cd sub && NOTE="it's \\"quoted\\" \\$HOME" && "$STAGEGATE_BIN" gate OK --set note="$NOTE" --set answer=yes`,
    `cd sub && printf 'WORKFLOW_GATE:\\n  status: OK\\n' > out.md && "$STAGEGATE_BIN" gate OK`,
    `cd sub && STAGEGATE_STEP=other "$STAGEGATE_BIN" gate`,
    `"$STAGEGATE_BIN" gate 'not a status'`,
    `"$STAGEGATE_BIN" --version`,
  ];
  for (const script of scripts) {
    const node = call(inNode, script);
    expect(call(served, script), script).toEqual(node);
  }
  expect(call(served, scripts[0]!).file).toContain('note: ');
});
