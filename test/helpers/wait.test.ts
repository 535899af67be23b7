// waitForWhileRunning: a runner that exits before the awaited condition fails the wait at once.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnTracked } from './processes.js';
import { waitForWhileRunning } from './wait.js';

const exited = (child: ReturnType<typeof spawnTracked>) => new Promise((resolve) => child.on('exit', resolve));

describe('waitForWhileRunning', () => {
  it('fails naming the exit when the process exits and the condition never holds', async () => {
    const child = spawnTracked(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' });
    await exited(child);
    await expect(waitForWhileRunning(child, () => false, 'a file that never comes')).rejects.toThrow(/waiting for a file that never comes: process \d+ exited first \(exit 3\)/);
  });

  it('resolves when the process brought the condition about before it exited', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'wait-')), 'made');
    const child = spawnTracked(process.execPath, ['-e', `require('node:fs').writeFileSync(${JSON.stringify(file)}, '')`], { stdio: 'ignore' });
    await exited(child);
    await expect(waitForWhileRunning(child, () => existsSync(file), 'the file')).resolves.toBeUndefined();
  });
});
