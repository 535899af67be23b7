// The commands stagegate prints for a person (next:, hints) paste as they read: each value one
// shell word. Checked by running the quoted word through a real shell.
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runTarget, shellWord } from '../../src/core/run/command-line.js';
import { sized } from '../helpers/sizes.js';

describe('shellWord', () => {
  it('leaves a plain value as it is and quotes anything else so that a shell reads back the same one word', () => {
    expect(shellWord('flows/review.yaml')).toBe('flows/review.yaml');
    expect(shellWord('DA-01')).toBe('DA-01');
    const values = ['A 1', "it's", 'a|b', '$(rm -rf x)', '', 'tab\there', 'new\nline', '*', '"q"'];
    const quoted = values.map(shellWord);
    expect(quoted[0]).toBe("'A 1'");
    const r = spawnSync('bash', ['-c', `for w in ${quoted.join(' ')}; do printf '%s\\0' "$w"; done`], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout.split('\0').slice(0, -1)).toEqual(values);
  });

  it('a value with control characters (ESC, CR, newline, DEL, any C0 or C1) is one ANSI-C word: none printed raw, and bash reads back the exact value', () => {
    // Seen failing before: ESC, CR and newlines were printed raw inside single quotes (a terminal acts on them).
    expect(shellWord('a\x1b[2Jb')).toBe("$'a\\033[2Jb'");
    expect(shellWord("it's\r\n\\0")).toBe("$'it\\'s\\r\\n\\\\0'");
    const controls = ['\x1b', '\r', '\n', '\t', '\x7f', '\x01', '\x1f', "'", '\\', '"', '$', '`', '!', '0', '7', 'a', ' ', 'é', '𝄞', '\u009b'];
    const value = fc
      .oneof(fc.array(fc.constantFrom(...controls), { maxLength: 10 }).map((parts) => parts.join('')), fc.string({ unit: 'binary', maxLength: 16 }))
      .filter((v) => !v.includes('\0') && !/[\uD800-\uDFFF]/.test(v));
    // A C1 control (U+009B is a CSI, printable() drops it from a fix: line): its UTF-8 bytes, read back as the character.
    // Seen failing before (review50): U+009B and U+0085 were printed raw in single quotes.
    expect(shellWord('a\u009bb')).toBe("$'a\\302\\233b'");
    const values = [...fc.sample(value, { numRuns: sized(400), seed: 5050 }), 'a\u009bb', 'x\u0085\u0080\u009f7'];
    const words = values.map(shellWord);
    for (const [i, word] of words.entries()) expect(/[\x00-\x1f\x7f-\x9f]/.test(word), `${JSON.stringify(values[i])} printed as ${JSON.stringify(word)}`).toBe(false);
    // One bash for all samples: each word read back as bash reads a pasted command's argument.
    const r = spawnSync('bash', ['-c', words.map((w) => `printf '%s\\0' ${w}`).join('\n')], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\0').slice(0, -1)).toEqual(values);
  });
});

describe('runTarget', () => {
  it('repeats the inputs that locate the run, each one word, and never a secret-looking value in clear', () => {
    expect(runTarget('wf.yaml', 'r1', [['artifact_root', 'out/my runs/r1']])).toBe("wf.yaml --run-id r1 'artifact_root=out/my runs/r1'");
    expect(runTarget('wf.yaml', 'r1', [['api_token', 'ghp_abcdef123456'], ['area', 'a']])).toBe("wf.yaml --run-id r1 'api_token=***' area=a");
  });
});
