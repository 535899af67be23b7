// Which environment variables and inputs look secret (transcript.ts SECRET_NAME) and what masks a
// URL's password whatever its name: common secret names beyond TOKEN/KEY/SECRET/PASSWORD/PASSWD/
// CREDENTIAL are masked (GH_PAT, NPM_AUTH, SMTP_PASS, SENTRY_DSN...), everyday ones are not
// (PATH, PWD, GIT_AUTHOR_NAME, BYPASS_CACHE...), and short values never are.
import { describe, expect, it } from 'vitest';
import { SECRET_NAME, maskSecrets, secretValues, shownValue } from '../../src/core/steps/process/transcript.js';

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
