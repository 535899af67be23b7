// Which names and values look secret: what stage logs mask (steps/process/transcript.ts), and how
// reports and printed commands show a named value. The Action's
// report loads it without the run path; its imports, secret-forms.ts and form-masker.ts, are leaves too.
import { maskedForms } from './secret-forms.js';
import { FormMasker, MASK, maskForms } from './form-masker.js';

export { MASK };

/**
 * A name that looks secret (case-insensitive): it contains TOKEN, KEY, SECRET, PASSW (PASSWORD,
 * PASSWD), PASSPHRASE, CREDENTIAL, PRIVATE, BEARER, AUTH (not AUTHOR: GIT_AUTHOR_NAME is no
 * secret; AUTHORIZATION is), CONNECTION_STRING (CONNECTIONSTRINGS too); or one of its words
 * (between _ . -) is PAT, PASS, PWD or DSN (GH_PAT, SMTP_PASS, MYSQL_PWD, SENTRY_DSN; not BYPASS,
 * not COMPATIBLE). Sentry's default scrubbing and Rails' filter_parameters go by such name parts
 * too (docs/security.md). Not the shell's PWD and OLDPWD (the working directory) nor
 * SSH_AUTH_SOCK (a socket's path): everyday values a masked log would lose.
 */
export const SECRET_NAME = /^(?!(?:PWD|OLDPWD|SSH_AUTH_SOCK)$).*?(?:TOKEN|KEY|SECRET|PASSW|PASSPHRASE|CREDENTIAL|PRIVATE|BEARER|AUTHORIZATION|AUTH(?!OR)|CONNECTION_?STRING|(?:^|[_.-])(?:PAT|PASS|PWD|DSN)(?:$|[_.-]))/i;
/** Shorter values are not masked: replacing "1" or "true" everywhere would destroy a transcript. */
export const MIN_SECRET_LENGTH = 6;

/**
 * The password of each `scheme://user:password@` in a value (a database URL, a git remote with a
 * token). As WHATWG URL parsing reads the authority (up to the first / ? #): the user info runs to
 * its LAST `@` and the password from the first `:` in it, so a password holding `@` or `:`
 * (`postgres://app:pa@ss123@db/x`) is masked whole, not up to its first `@`. A scheme is a letter,
 * then letters, digits, `+`, `.` and `-`; the match starts at its last letter (`s://` of
 * `postgres://`, `h2://` whole), which finds the same URLs, passwords and ends as matching the
 * whole scheme: what precedes that letter is all scheme characters, and a replacement keeps it as
 * it keeps the user. Matching from the scheme's first letter made the scan quadratic: every letter
 * of a long word was tried as a scheme's start and read to the word's end (an input value with a
 * 40 KB word cost 2.6 s of CPU per stage started).
 */
const URL_PASSWORD = /[a-z][0-9+.-]*:\/\/[^\s/?#:]*:([^\s/?#]+)@/gi;

/**
 * What masks a value's URL credentials, whatever its name (DATABASE_URL, a remote's URL): each
 * password of 6 characters or more itself; a shorter one as `:password@` (masking "pw" alone
 * everywhere would destroy a transcript), so the URL shows `user:***@host`.
 */
export function urlPasswords(value: string): string[] {
  const out: string[] = [];
  for (const m of value.matchAll(URL_PASSWORD)) {
    const password = m[1]!;
    out.push(password.length >= MIN_SECRET_LENGTH ? password : `:${password}@`);
  }
  return out;
}

/**
 * A named value as a report shows it (the Action's summary and check run, a printed command): ***
 * for a secret-looking name's value of 6 characters or more, else the value with the passwords of
 * its URLs masked (`postgres://app:***@db/x`).
 */
export function shownValue(name: string, value: string): string {
  if (SECRET_NAME.test(name) && value.length >= MIN_SECRET_LENGTH) return MASK;
  return value.replace(URL_PASSWORD, (whole, password: string) => `${whole.slice(0, whole.length - password.length - 1)}${MASK}@`);
}

/**
 * The values an environment holds that look secret, longest first (so a value containing another
 * is masked whole): each secret-looking name's value of 6 characters or more, and the passwords of
 * the URLs in any value (urlPasswords). `except`: a name whose value is never a secret (the stage
 * attempt's token, which finds its processes).
 */
export function secretValuesOf(env: Record<string, string | undefined>, except?: string): string[] {
  const values = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || name === except) continue;
    if (SECRET_NAME.test(name) && value.length >= MIN_SECRET_LENGTH) values.add(value);
    else for (const secret of urlPasswords(value)) values.add(secret);
  }
  return [...values].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

/**
 * The same secrets as secretValuesOf, each with the variable that holds it (the first such name,
 * in the environment's order): what a warning names instead of the value.
 */
export function namedSecretsOf(env: Record<string, string | undefined>, except?: string): Array<{ name: string; value: string }> {
  const named = new Map<string, string>();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || name === except) continue;
    const values = SECRET_NAME.test(name) && value.length >= MIN_SECRET_LENGTH ? [value] : urlPasswords(value);
    for (const secret of values) if (!named.has(secret)) named.set(secret, name);
  }
  return [...named].map(([value, name]) => ({ name, value }));
}

/**
 * `text` with every occurrence of each value as ***, in every form the logs mask it in (its
 * JSON-escaped, percent-encoded and base64 forms: secret-forms.ts), by the one masker
 * (form-masker.ts): for a whole text at hand (a stream goes through transcript.ts's SecretMasker).
 */
export function maskValues(text: string, values: readonly string[]): string {
  return maskForms(text, maskedForms(values));
}

/**
 * What masks many texts by the same values (the CLI's every write: cli/io.ts maskingIO): maskValues,
 * with the forms and their table built once.
 */
export function valuesMasker(values: readonly string[]): (text: string) => string {
  const masker = new FormMasker(maskedForms(values));
  return (text) => masker.maskText(text);
}

/** `v` (parsed JSON: a journal event, a decision's values) with the values masked in each string it holds (maskValues). */
export function maskedJson<V>(v: V, values: readonly string[]): V {
  if (typeof v === 'string') return maskValues(v, values) as V;
  if (Array.isArray(v)) return v.map((x: unknown) => maskedJson(x, values)) as V;
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, maskedJson(x, values)])) as V;
  return v;
}

/**
 * A run's inputs as any output prints them (history --json, plan's child inputs): each value as
 * shownValue shows it by its name, and the values of the run's secret-looking inputs (`secrets`,
 * secretValuesOf of them) masked inside any other (`auth: 'Bearer {{api_token}}'` under a name
 * that does not look secret) — as the stages' logs mask them, which get each input as
 * STAGEGATE_INPUT_<NAME>. The state and the journal keep the values as given: a resume needs them.
 */
export function shownInputs(inputs: Readonly<Record<string, string>>, secrets: readonly string[] = secretValuesOf(inputs)): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(inputs)) shown[name] = secrets.length === 0 ? shownValue(name, value) : maskValues(shownValue(name, value), secrets);
  return shown;
}

/**
 * A workspace path a report prints (an output in `outputs:`, a file on an `at:` line) with the run's
 * secret-looking input values in it as *** (an output `runs/{{api_token}}/a.md` shows the token so),
 * as its messages and logs mask them. The state and the manifest keep the path as it is: the run reads the file there.
 */
export function shownPath(path: string, inputs: Readonly<Record<string, string>>): string {
  const secrets = secretValuesOf(inputs);
  return secrets.length === 0 ? path : maskValues(path, secrets);
}
