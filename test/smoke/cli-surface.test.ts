// The built CLI's surface: an executable node script; help and version (the bundle's own);
// usage errors exit 2 with one line on stderr and no stack trace (a command, a flag: every other
// case, -h and a bare `stagegate` (the help on stderr, exit 2) are proved in-process by
// test/e2e/run-loop.test.ts, the same code as the bundle's).
import { statSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, REPO_ROOT, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { REVIEW_LOOP, expectBuiltCli } from './smoke-support.js';

beforeAll(expectBuiltCli);
afterAll(removeWorkspaces);

describe('stagegate, the built CLI', () => {
  it('is an executable node script', () => {
    expect(readFileSync(CLI, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(statSync(CLI).mode & 0o111).not.toBe(0);
  });

  it('--help prints every command (exit 0); --version the package version', async () => {
    const ws = workspaceWith({});
    const commands = ['run', 'status', 'history', 'plan', 'validate', 'convert', 'approve', 'reject', 'skip', 'gate', 'once', 'init', 'list', 'logs', 'clean'];
    const help = await ws.run(['--help']);
    expect(help.code).toBe(0);
    expect(help.stderr).toBe('');
    for (const command of commands) expect(help.stdout, command).toMatch(new RegExp(`^  ${command} `, 'm'));
    const version = await ws.run(['--version']);
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toBe((JSON.parse(readFileSync(`${REPO_ROOT}/package.json`, 'utf8')) as { version: string }).version);
  });

  it('usage errors exit 2 with a one-line reason on stderr, nothing on stdout, no stack trace', async () => {
    const ws = workspaceWith({ 'wf.yaml': REVIEW_LOOP });
    for (const args of [['frobnicate'], ['run', 'wf.yaml', '--bogus']]) {
      const r = await ws.run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^stagegate: /);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
    expect(ws.exists('runs')).toBe(false);
  });
});
