// killTree: a stage's whole process tree dies at a timeout, including children started while
// the tree is being looked at (a stopped process cannot start another).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killTree } from '../../src/host/process-tree.js';
import { processAlive } from '../helpers/cli.js';
import { spawnTracked } from '../helpers/processes.js';
import { waitFor } from '../helpers/wait.js';

const dir = mkdtempSync(join(tmpdir(), 'stagegate-tree-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pidsIn = (file: string): number[] => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map(Number) : []);

describe('killTree', () => {
  it('kills a parent that keeps starting children, and every child it started: none escapes', async () => {
    const file = join(dir, 'pids');
    // The parent starts a long-lived child after another as fast as it can, and notes each pid.
    const parent = spawnTracked('bash', ['-c', `while :; do sleep 1000 & echo $! >>'${file}'; done`], { stdio: 'ignore' });
    const exited = new Promise((resolve) => parent.once('exit', resolve));
    await waitFor(() => pidsIn(file).length >= 20, 'the parent to have started children');
    killTree(parent.pid!);
    await exited;
    const children = pidsIn(file);
    expect(children.length).toBeGreaterThanOrEqual(20);
    await waitFor(() => children.every((pid) => !processAlive(pid)), `every child to die (alive: ${children.filter(processAlive).join(' ')})`);
  });
});
