// The shim that lets a stage run stagegate (host/self-command.ts): an executable `stagegate` that
// runs the given script with this Node, every argument passed through as it was (spaces, quotes,
// $ and globs stay data), first on PATH with STAGEGATE_BIN naming it; removed with its folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeSelfCommand, makeSelfExecutable, withSelf } from '../../src/host/self-command.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stagegate-self-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('makeSelfCommand', () => {
  it('runs the script with this Node and passes every argument through unchanged', () => {
    const folder = join(dir, "a folder with 'quotes' and $dollars");
    mkdirSync(folder);
    const script = join(folder, 'echo-args.mjs');
    writeFileSync(script, 'process.stdout.write(JSON.stringify(process.argv.slice(2)))\n');
    const self = makeSelfCommand(script, [], dir)!;
    expect(self.bin).toBe(join(self.dir, 'stagegate'));
    const args = ['gate', 'OK', '--set', "note=it's a \"quote\" $HOME *", ''];
    const r = spawnSync(self.bin, args, { encoding: 'utf8', env: { PATH: '/nonexistent' } });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(args);
    self.remove();
    expect(existsSync(self.dir)).toBe(false);
  });

  it('withSelf puts the folder first on PATH and names the shim in STAGEGATE_BIN', () => {
    const self = makeSelfCommand(join(dir, 'x.mjs'), [], dir)!;
    const env = withSelf({ PATH: '/usr/bin', STAGEGATE_BIN: '/outer/stagegate', HOME: '/h' }, self);
    expect(env['PATH']).toBe(`${self.dir}${delimiter}/usr/bin`);
    expect(env['STAGEGATE_BIN']).toBe(self.bin);
    expect(env['HOME']).toBe('/h');
    expect(withSelf({ HOME: '/h' }, undefined)).toEqual({ HOME: '/h' });
    self.remove();
  });

  it('makeSelfExecutable runs an executable of the caller\'s own in the CLI\'s place, every argument passed through unchanged', () => {
    const folder = join(dir, "a folder with 'quotes' and $dollars");
    mkdirSync(folder);
    const program = join(folder, 'echo-args');
    writeFileSync(program, `#!${process.execPath}\nprocess.stdout.write(JSON.stringify(process.argv.slice(2)))\n`, { mode: 0o755 });
    const self = makeSelfExecutable(program, dir)!;
    expect(self.bin).toBe(join(self.dir, 'stagegate'));
    const args = ['gate', 'OK', '--set', "note=it's a \"quote\" $HOME *", ''];
    const r = spawnSync(self.bin, args, { encoding: 'utf8', env: { PATH: '/nonexistent' } });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(args);
    self.remove();
    expect(existsSync(self.dir)).toBe(false);
  });
});
