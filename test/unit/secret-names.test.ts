// Which environment variables and inputs look secret (transcript.ts SECRET_NAME) and what masks a
// URL's password whatever its name: common secret names beyond TOKEN/KEY/SECRET/PASSWORD/PASSWD/
// CREDENTIAL are masked (GH_PAT, NPM_AUTH, SMTP_PASS, SENTRY_DSN...), everyday ones are not
// (PATH, PWD, GIT_AUTHOR_NAME, BYPASS_CACHE...), and short values never are.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SECRET_NAME, maskSecrets, secretValues, shownValue } from '../../src/core/steps/process/transcript.js';
import { threadCpuSeconds } from '../helpers/cpu-time.js';

describe('secret-looking names', () => {
  it('the names the rule always had, and common secret names it did not', () => {
    const secret = ['GITHUB_TOKEN', 'API_KEY', 'client_secret', 'MY_PASSWORD', 'MYSQL_PASSWD', 'AZURE_CREDENTIALS', 'GH_PAT', 'PAT', 'pat_value', 'NPM_AUTH', 'NODE_AUTH_TOKEN', 'OAUTH_CLIENT', 'AUTHORIZATION', 'SMTP_PASS', 'PASS', 'MYSQL_PWD', 'SENTRY_DSN', 'DSN', 'PRIVATE_KEY_PEM', 'GPG_PASSPHRASE', 'DB_CONNECTION_STRING', 'ConnectionStrings__Default', 'BEARER'];
    for (const name of secret) expect(SECRET_NAME.test(name), name).toBe(true);
  });

  it('not everyday names: a PATH, the working directory, an author, a bypass switch', () => {
    const plain = ['PATH', 'PWD', 'OLDPWD', 'HOME', 'GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'XAUTHORITY', 'SSH_AUTH_SOCK', 'BYPASS_CACHE', 'COMPATIBLE', 'PATTERN', 'PASSES', 'DATABASE_URL', 'CI', 'RUNNER_OS', 'GITHUB_REPOSITORY'];
    for (const name of plain) expect(SECRET_NAME.test(name), name).toBe(false);
  });
});

describe('secretValues and shownValue', () => {
  it('masks the values of the widened names in a log, and the password of a URL under any name', () => {
    const env = { GH_PAT: 'ghp_abcdefghijklmnop', NPM_AUTH: 'npm_zyxwvut', DATABASE_URL: 'postgres://app:s3cr3t-pw@db.internal:5432/app', REMOTE: 'https://x:pw@git.example/r.git', PWD: '/home/runner/work', GIT_AUTHOR_NAME: 'github-actions', SHORT_PASS: 'abc' };
    const secrets = secretValues(env);
    expect(secrets).toEqual(expect.arrayContaining(['ghp_abcdefghijklmnop', 'npm_zyxwvut', 's3cr3t-pw', ':pw@']));
    expect(secrets).not.toContain('/home/runner/work');
    expect(secrets).not.toContain('github-actions');
    expect(secrets).not.toContain('abc');
    const log = `pat=${env.GH_PAT} npm=${env.NPM_AUTH} db=${env.DATABASE_URL} remote=${env.REMOTE} in /home/runner/work by github-actions`;
    expect(maskSecrets(log, secrets)).toBe('pat=*** npm=*** db=postgres://app:***@db.internal:5432/app remote=https://x***git.example/r.git in /home/runner/work by github-actions');
  });

  it('shows a secret-looking value as *** and a URL with its password masked', () => {
    expect(shownValue('api_token', 'tok_verysecret_99')).toBe('***');
    expect(shownValue('gh_pat', 'ghp_abcdefghijklmnop')).toBe('***');
    expect(shownValue('api_token', 'short')).toBe('short');
    expect(shownValue('db', 'postgres://app:s3cr3t-pw@db/x')).toBe('postgres://app:***@db/x');
    expect(shownValue('topic', 'cats: a://b c@d')).toBe('cats: a://b c@d');
    expect(shownValue('topic', 'payments')).toBe('payments');
  });

  it('a URL password holding @ or : is masked whole, to the last @ of the authority (as WHATWG URL parsing reads it)', () => {
    const db = 'postgres://app:pa@ss123@db/x';
    const u2 = 'https://u:Sup3rS3cret@tail@h/x';
    expect(shownValue('db', db)).toBe('postgres://app:***@db/x');
    expect(shownValue('u', u2)).toBe('https://u:***@h/x');
    expect(shownValue('u', 'https://u:a:b@c@h:8080/p?q=x@y#f@z')).toBe('https://u:***@h:8080/p?q=x@y#f@z');
    // Two URLs in one value: each its own.
    expect(shownValue('u', 'a://u:p@h,b://v:q@i')).toBe('a://u:***@h,b://v:***@i');
    // What a URL parser takes for the password (what the database client sends).
    expect(decodeURIComponent(new URL(db).password)).toBe('pa@ss123');
    expect(decodeURIComponent(new URL(u2).password)).toBe('Sup3rS3cret@tail');
    const env = { DB_URL: db, U2: u2 };
    const log = maskSecrets(`${db}\n${u2}\n`, secretValues(env));
    expect(log).not.toContain('ss123');
    expect(log).not.toContain('tail');
    expect(log).toBe('postgres://app:***@db/x\nhttps://u:***@h/x\n');
  });
});

describe('the URL password scan', () => {
  // The pattern with the scheme matched from its first letter (quadratic). Kept here as the
  // reference the scan must agree with on every value.
  const BEFORE = /[a-z][a-z0-9+.-]*:\/\/[^\s/?#:]*:([^\s/?#]+)@/gi;
  const passwordsBefore = (value: string): string[] => [...value.matchAll(BEFORE)].map((m) => (m[1]!.length >= 6 ? m[1]! : `:${m[1]!}@`));
  const shownBefore = (value: string): string => value.replace(BEFORE, (whole, password: string) => `${whole.slice(0, whole.length - password.length - 1)}***@`);

  it('finds what matching the whole scheme found: the same passwords and the same shown value, for every value', () => {
    const fixed = ['postgres://app:s3cr3t-pw@db/x', 'h2://u:pw@h', 'git+ssh://me:tok3n123@host', 'x1+.-://u:p@h', '1+://u:p@h', 'a1b2c3://u:passw0rd@h a://b:c@d', 'a://b c@d', 'P://U:PW@H', 'ab://://u:p@h', 'a.b://u:p@h:x://v:w@y'];
    // Deterministic values of the pieces the pattern turns on (a small LCG, no fast-check: a unit
    // file that uses it belongs to the slow tier).
    const alphabet = ['a', 'Z', '9', '+', '.', '-', ':', '/', '@', '?', ' ', '#', 'xq', '://', '://', 'pw', 'passw0rd', ':s3cr3t@'];
    let seed = 12345;
    const next = (n: number): number => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0), (seed >>> 16) % n);
    const generated = Array.from({ length: 3000 }, () => Array.from({ length: next(16) }, () => alphabet[next(alphabet.length)]).join(''));
    let withPasswords = 0;
    for (const value of [...fixed, ...generated]) {
      expect(secretValues({ V: value }), value).toEqual([...new Set(passwordsBefore(value))].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)));
      expect(shownValue('v', value), value).toBe(shownBefore(value));
      if (passwordsBefore(value).length > 0) withPasswords++;
    }
    expect(withPasswords).toBeGreaterThan(50);
  });

  // Matching from a scheme's first letter tried every letter of a word as a start and read on to
  // the word's end: quadratic (a 40 KB word cost 2.6 s per stage started; 256 KiB had not returned
  // after five minutes). The scan reads each character a bounded number of times: well under a
  // millisecond for 64 KiB, while the quadratic scan takes seconds of CPU for each value. Measured
  // in CPU time (test/helpers/cpu-time.ts: this thread's; the process's where there is no /proc), not by a test timeout: wall time grows with the machine's load
  // (a worker waiting for a core), CPU time does not, so 1 s stays a thousandfold margin at any load.
  it('is linear in the value: a word of 64 KiB letters, and of letters and digits, is scanned at once', () => {
    const before = threadCpuSeconds();
    for (const value of ['x'.repeat(2 ** 16), 'a1'.repeat(2 ** 15), `${'y'.repeat(2 ** 16)}://u:password@h`]) {
      expect(shownValue('v', value)).toBe(value.endsWith('@h') ? `${'y'.repeat(2 ** 16)}://u:***@h` : value);
      expect(secretValues({ V: value })).toEqual(value.endsWith('@h') ? ['password'] : []);
    }
    expect(threadCpuSeconds() - before, 'CPU time of the scans, in seconds').toBeLessThan(1);
  });
});

describe('the forms of a secret a log masks (run/secret-forms.ts)', () => {
  const key = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0B\n-----END PRIVATE KEY-----';
  const token = 'ghp_abcdefghijklmnop';
  const password = 'p@ss "w/rd"&ü';

  it('a JSON transcript quoting a multi-line key, a base64 Basic header and a percent-encoded password are masked', () => {
    const secrets = secretValues({ SA_PRIVATE_KEY: key, API_TOKEN: token, DB_PASSWORD: password });
    const lines = [
      JSON.stringify({ type: 'tool_result', content: `cat key.pem:\n${key}\n` }),
      `> Authorization: Basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`,
      `base64 alone: ${Buffer.from(token).toString('base64')} url-safe: ${Buffer.from(`ab${token}`).toString('base64url')}`,
      `url: https://db.example/?pw=${encodeURIComponent(password)}&strict=${encodeURIComponent(password).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
      `python: ${JSON.stringify(password).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}`,
    ];
    const masked = maskSecrets(lines.join('\n'), secrets);
    expect(masked).not.toContain('MIIEvQIBADANBgkqhkiG9w0B');
    expect(masked).not.toContain(JSON.stringify(key).slice(1, -1));
    // The token's own digits are gone at whichever alignment it stood.
    for (const skip of [0, 1, 2]) expect(masked).not.toContain(Buffer.from(token.slice(skip)).toString('base64').slice(0, 16));
    expect(masked).not.toContain(Buffer.from(token).toString('base64url').slice(0, 16));
    expect(masked).not.toContain('p%40ss');
    expect(masked).not.toContain('w/rd\\"');
    expect(masked.split('\n')[1]).toMatch(/^> Authorization: Basic eC1hY2Nlc3MtdG9rZW46.*\*\*\*/);
  });

  describe('a multi-line key (with its trailing newline) in the shapes it is usually printed in', () => {
    const body = ['MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7', 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAAB', 'c2VjcmV0LWtleS1saW5lLXRocmVlLW9mLXRoZS1rZXktYm9keQ'];
    const sshKey = `-----BEGIN OPENSSH PRIVATE KEY-----\n${body.join('\n')}\n-----END OPENSSH PRIVATE KEY-----\n`;
    const secrets = secretValues({ SSH_PRIVATE_KEY: sshKey });
    const shapes: Record<string, string> = {
      'as it is': `x ${sshKey}`,
      'in JSON with its newline': JSON.stringify({ content: sshKey }),
      'in JSON, trimmed (a tool strips the newline)': JSON.stringify({ content: sshKey.trimEnd() }),
      'with CRLF line endings': sshKey.replace(/\n/g, '\r\n'),
      'indented in a YAML block': `key: |\n${sshKey.split('\n').map((l) => `  ${l}`).join('\n')}`,
      'in JSON inside JSON': JSON.stringify({ content: JSON.stringify({ private_key: sshKey }) }),
      'trimmed, in JSON inside JSON': JSON.stringify({ content: JSON.stringify({ private_key: sshKey.trim() }) }),
    };
    for (const [shape, text] of Object.entries(shapes)) {
      it(shape, () => {
        const masked = maskSecrets(text, secrets);
        // No line of the key's body is left, nor a piece of one as long as a form.
        for (const line of body) for (let at = 0; at + 6 <= line.length; at += 6) expect(masked).not.toContain(line.slice(at, at + 12));
        expect(masked).toContain('***');
      });
    }

    it('the trimmed value is masked whole; the PEM armor lines stay (no secret in them)', () => {
      const masked = maskSecrets(`k=${sshKey.trim()}!`, secrets);
      expect(masked).toBe('k=***!');
      expect(maskSecrets('expected a -----BEGIN OPENSSH PRIVATE KEY----- header', secrets)).toBe('expected a -----BEGIN OPENSSH PRIVATE KEY----- header');
    });

    it('a line shorter than 6 characters is not masked on its own', () => {
      const lines = secretValues({ MULTI_SECRET: 'abc\nlonger-line-1\n  tail  \n' });
      expect(maskSecrets('abc tail longer-line-1', lines)).toBe('abc tail ***');
    });
  });

  it("Go's HTML-safe JSON, PHP's escaped slashes, lowercase percent-encoding and form encoding (+ for a space) are masked", () => {
    const pw = 'a<b>&c/d é f';
    const secrets = secretValues({ APP_PASSWORD: pw });
    const shapes = [
      'a\\u003cb\\u003e\\u0026c/d é f', // Go: json.Marshal
      'a<b>&c\\/d \\u00e9 f', // PHP: json_encode
      encodeURIComponent(pw).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
      new URLSearchParams({ p: pw }).toString().slice(2),
    ];
    for (const shape of shapes) expect(maskSecrets(`<${shape}>`, secrets), shape).toBe('<***>');
  });

  it('base64 wrapped into lines by `base64` (76 columns) and `openssl base64` (64) of a whole secret, with LF or CRLF breaks: masked, also quoted in JSON; a short one is never wrapped', () => {
    // A service account's key as a CI secret holds it: JSON of a few hundred bytes, its trailing newline.
    const json = `${JSON.stringify({ type: 'service_account', private_key_id: '0f1e2d3c4b5a69788796a5b4c3d2e1f0', client_email: 'ci@example.iam.gserviceaccount.com' })}\n`;
    const secrets = secretValues({ GCP_CREDENTIALS: json });
    const digits = Buffer.from(json).toString('base64');
    for (const [tool, args, width] of [['base64', [], 76], ['openssl', ['base64'], 64]] as const) {
      for (const input of [json, json.trim()]) {
        const printed = execFileSync(tool, args, { input, encoding: 'utf8' });
        expect(printed.split('\n')[0], tool).toHaveLength(width);
        // Its own digits masked, up to the last one or two, which what follows the value shares.
        expect(maskSecrets(printed, secrets), tool).toMatch(/^\*\*\*[A-Za-z0-9+/=]{0,3}\n$/);
        expect(maskSecrets(JSON.stringify({ content: printed }), secrets), tool).toMatch(/^\{"content":"\*\*\*[A-Za-z0-9+/=]{0,3}\\n"\}$/);
      }
    }
    expect(digits.length).toBeGreaterThan(2 * 76);
    // With CRLF line breaks (.NET's InsertLineBreaks and Java's MIME encoder at 76, `certutil -encode` at 64): the same.
    for (const [tool, args] of [['base64', []], ['openssl', ['base64']]] as const) {
      const printed = execFileSync(tool, args, { input: json, encoding: 'utf8' }).replace(/\n/g, '\r\n');
      expect(maskSecrets(printed, secrets), tool).toMatch(/^\*\*\*[A-Za-z0-9+/=]{0,3}\r\n$/);
      expect(maskSecrets(JSON.stringify({ content: printed }), secrets), tool).toMatch(/^\{"content":"\*\*\*[A-Za-z0-9+/=]{0,3}\\r\\n"\}$/);
    }
    // A token shorter than a line is never broken: its base64 stands whole on one line.
    const token = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789';
    expect(maskSecrets(execFileSync('base64', { input: token, encoding: 'utf8' }), secretValues({ API_TOKEN: token }))).toMatch(/^\*\*\*[A-Za-z0-9+/=]{0,3}\n$/);
  });

  it('leaves text without the secret alone, and never masks a short encoded form (a few base64 digits)', () => {
    const secrets = secretValues({ API_KEY: 'abcdef' });
    const text = 'plain text, base64 of other things: aGVsbG8gd29ybGQ= and %41%42';
    expect(maskSecrets(text, secrets)).toBe(text);
    // 'abcdef' is YWJjZGVm at its own alignment (8 digits: masked); at the third alignment only 5 digits are its own: not masked alone.
    expect(maskSecrets('YWJjZGVm', secrets)).toBe('***');
    expect(maskSecrets('Y2RlZ', secrets)).toBe('Y2RlZ');
  });
});

describe('maskValues (a whole report text: the Action summary and check run)', () => {
  it('masks every occurrence, a value containing another whole, and leaves text without them alone', async () => {
    const { maskValues, secretValuesOf } = await import('../../src/core/run/secret-names.js');
    const values = secretValuesOf({ API_TOKEN: 'abc123secret', SHORT_KEY: '123se', DB: 'postgres://app:pa55word@db/x', PATH: '/usr/bin' });
    expect(values).toEqual(['abc123secret', 'pa55word']);
    expect(maskValues('t=abc123secret; again abc123secret; db pa55word; /usr/bin', values)).toBe('t=***; again ***; db ***; /usr/bin');
    expect(maskValues('nothing here', values)).toBe('nothing here');
    // Longest first: the value holding another is masked whole, not as a leftover around ***.
    expect(maskValues('xx-long-secret-xx', ['xx-long-secret-xx', 'long-secret'])).toBe('***');
    // The forms the logs mask (secret-forms.ts): a report quoting a log's JSON or a Basic header hides them too.
    const jsonQuoted = JSON.stringify({ msg: 'key "abc123secret"\n' });
    expect(maskValues(jsonQuoted, values)).not.toContain('abc123secret');
    expect(maskValues(`Basic ${Buffer.from('u:abc123secret').toString('base64')}`, values)).not.toContain(Buffer.from('abc123secret').toString('base64').slice(0, 12));
    expect(maskValues(`pw=${encodeURIComponent('pa55word!@')}`, ['pa55word!@'])).toBe('pw=***');
    // Overlapping or touching occurrences are one ***, no tail of either left in clear.
    expect(maskValues('<abcdef123456xyz>', ['abcdef123', '123456xyz'])).toBe('<***>');
    expect(maskValues('abcdef123456xyz abcdef123', ['abcdef123', '456xyz'])).toBe('*** ***');
  });
});
