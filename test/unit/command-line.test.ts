// The commands stagegate prints for a person (next:, hints) paste as they read: each value one
// shell word. Checked by running the quoted word through a real shell.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runTarget, shellWord } from '../../src/core/run/command-line.js';

describe('shellWord', () => {
  it('leaves a plain value as it is and quotes anything else so that a shell reads back the same one word', () => {
    expect(shellWord('flows/review.yaml')).toBe('flows/review.yaml');
    expect(shellWord('DA-01')).toBe('DA-01');
    const values = ['A 1', "it's", 'a|b', '$(rm -rf x)', '', 'tab\there', 'new\nline', '*', '"q"'];
    const quoted = values.map(shellWord);
    expect(quoted[0]).toBe("'A 1'");
    const r = spawnSync('sh', ['-c', `for w in ${quoted.join(' ')}; do printf '%s\\0' "$w"; done`], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout.split('\0').slice(0, -1)).toEqual(values);
  });
});

describe('runTarget', () => {
  it('repeats the inputs that locate the run, each one word, and never a secret-looking value in clear', () => {
    expect(runTarget('wf.yaml', 'r1', [['artifact_root', 'out/my runs/r1']])).toBe("wf.yaml --run-id r1 'artifact_root=out/my runs/r1'");
    expect(runTarget('wf.yaml', 'r1', [['api_token', 'ghp_abcdef123456'], ['area', 'a']])).toBe("wf.yaml --run-id r1 'api_token=***' area=a");
  });
});
