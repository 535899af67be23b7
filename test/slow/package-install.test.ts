// The npm package installed as `npm i stagegate` installs it: the packed tarball, installed into
// an empty project offline (it needs nothing else), brings nothing else and runs — init, validate
// and a run, through node_modules/.bin/stagegate. In the slow tier (moved from
// test/e2e/process/package.test.ts, which still checks what the tarball holds): `npm pack` and
// `npm install` cost ~3 s of CPU to prove this one thing.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, cliEnv } from '../helpers/cli.js';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function scratch(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, env: cliEnv({ npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' }), encoding: 'utf8' });

describe('the npm package', () => {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;

  it('installed from its tarball into an empty project (offline), it brings nothing else and runs', () => {
    const out = scratch('stagegate-pack-');
    const tarball = JSON.parse(npm(['pack', '--json', '--pack-destination', out], REPO_ROOT))[0].filename as string;
    const project = scratch('stagegate-project-');
    writeFileSync(join(project, 'package.json'), '{"name":"demo","version":"1.0.0","private":true}\n');
    npm(['install', '--offline', '--no-audit', '--no-fund', join(out, tarball)], project);
    // Nothing but stagegate (and npm's own bookkeeping).
    expect(readdirSync(join(project, 'node_modules')).filter((n) => !n.startsWith('.')).sort()).toEqual(['stagegate']);
    const bin = join(project, 'node_modules', '.bin', 'stagegate');
    const run = (args: string[]) => spawnSync(bin, args, { cwd: project, env: cliEnv(), encoding: 'utf8' });
    expect(run(['--version']).stdout.trim()).toBe(pkg['version']);
    expect(run(['init']).status).toBe(0);
    // The schema comment points at the installed copy.
    expect(readFileSync(join(project, 'stagegate', 'workflow.yaml'), 'utf8').split('\n')[0]).toBe('# yaml-language-server: $schema=../node_modules/stagegate/schema/workflow.schema.json');
    expect(run(['validate', 'stagegate/workflow.yaml']).status).toBe(0);
    const done = run(['run', 'stagegate/workflow.yaml', '--run-id', 'first', '--json']);
    expect(JSON.parse(done.stdout).status, done.stderr).toBe('WORKFLOW_COMPLETE');
  });
});
