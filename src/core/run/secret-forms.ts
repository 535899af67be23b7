// The forms a secret takes in text a stage prints: its value, and the encodings tools put it in on
// the way — every agent CLI's transcript is JSON (a tool's output quoting a private key holds
// `\n` and `\"`, not the key's bytes), `curl -v -u user:$TOKEN` prints `Basic base64(user:token)`,
// `base64 key.json` prints the key's base64 in lines of 76, a client percent-encodes a password
// into a URL. GitHub's runner masks the same forms of a registered secret in the job log (its
// ValueEncoders: base64 at each alignment, JSON string, URI data; not base64 wrapped into lines,
// as it masks line by line); stagegate's logs are files uploaded with the run, which GitHub never
// masks, so the masker (form-masker.ts, through transcript.ts SecretMasker) looks for every form.
// A leaf module (no imports).

const MIN_FORM_LENGTH = 6;

/** A UTF-16 unit as a JSON `\uXXXX` escape (lowercase hex, as JSON encoders write it). */
const hex4 = (ch: string): string => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The value inside a JSON string, as JSON.stringify writes it (`\n`, `\"`, `\\`, `\u001b`). */
function jsonEscaped(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

/** As Python's json.dumps (ensure_ascii) writes it: every character beyond ASCII as `\uXXXX`. */
function jsonAscii(value: string): string {
  return jsonEscaped(value).replace(/[\u0080-\uffff]/g, (ch) => hex4(ch));
}

/** RFC 3986 percent-encoding (encodeURIComponent leaves ! ' ( ) * as they are; URLSearchParams-like clients do not). */
function uriStrict(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The base64 digits that stand for the value wherever it starts in an encoded stream: at each of
 * the three alignments (its first 0, 1 or 2 bytes shared with digits of what precedes it), the
 * digits made of its own bits only — never its last, partial digit, which what follows changes,
 * nor padding. Standard and URL-safe alphabets.
 */
function base64Forms(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const out: string[] = [];
  for (let skip = 0; skip <= 2 && skip < bytes.length; skip++) {
    const rest = bytes.subarray(skip);
    const digits = Buffer.from(rest).toString('base64').slice(0, Math.floor((rest.length * 4) / 3));
    out.push(digits, digits.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return out;
}

/**
 * Where tools that wrap base64 break its lines: GNU coreutils `base64` and Python's
 * base64.encodebytes every 76 digits (MIME's line), `openssl base64` and PEM bodies every 64;
 * with LF, or CRLF as .NET's InsertLineBreaks and Java's MIME encoder (76) and `certutil -encode`
 * (64) write them.
 */
const BASE64_WRAPS = [76, 64];
const BASE64_BREAKS = ['\n', '\r\n'];

/**
 * The value's base64 digits as such a tool prints them when the value is its whole input
 * (`base64 key.json`, `echo "$TOKEN" | base64`): a line break (LF or CRLF) every 76 or 64 digits, as it is and
 * JSON-escaped (an agent's transcript quoting that output) — only a value long enough to be broken
 * (its digits longer than a line: 49 bytes or more at 64 columns, 58 at 76). Its own digits only, as base64Forms. A value
 * in the middle of a wrapped encoding is not found: where its digits break depends on what
 * precedes it (docs/security.md).
 */
function wrappedBase64Forms(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const digits = bytes.toString('base64').slice(0, Math.floor((bytes.length * 4) / 3));
  const out: string[] = [];
  for (const width of BASE64_WRAPS) {
    if (digits.length <= width) continue;
    const lines: string[] = [];
    for (let at = 0; at < digits.length; at += width) lines.push(digits.slice(at, at + width));
    for (const eol of BASE64_BREAKS) out.push(lines.join(eol), lines.join(JSON.stringify(eol).slice(1, -1)));
  }
  return out;
}

/** As Go's json.Marshal writes it: `<`, `>`, `&`, U+2028 and U+2029 as `\u003c` … (HTML-safe). */
function jsonGo(value: string): string {
  return jsonEscaped(value).replace(/[<>&\u2028\u2029]/g, hex4);
}

/** As PHP's json_encode writes it by default: `/` as `\/`, every character beyond ASCII as `\uXXXX`. */
function jsonPhp(value: string): string {
  return jsonAscii(value).replace(/\//g, '\\/');
}

/** Percent-encoding with lowercase hex digits (`%2f`), as some clients write it. */
function lowerHex(encoded: string): string {
  return encoded.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());
}

/** As an HTML form or URLSearchParams writes it (application/x-www-form-urlencoded: a space is `+`). */
function formEncoded(value: string): string {
  return new URLSearchParams([['', value]]).toString().slice(1);
}

/**
 * Its JSON, percent-encoded and base64 forms (wrapped into lines too); and JSON-escaped twice (a
 * tool's JSON output quoted in an agent's JSON transcript), which differs from once only for a
 * value holding `"`, `\` or a control character.
 */
function encodedForms(value: string): string[] {
  const uri = encodeURIComponent(value);
  const strict = uriStrict(value);
  return [jsonEscaped(value), jsonEscaped(jsonEscaped(value)), jsonAscii(value), jsonGo(value), jsonPhp(value), uri, strict, lowerHex(uri), lowerHex(strict), formEncoded(value), ...base64Forms(value), ...wrappedBase64Forms(value)];
}

/**
 * A PEM armor line (`-----BEGIN OPENSSH PRIVATE KEY-----`): public boilerplate that holds no bit of
 * the key, kept in clear so a log shows where a key was printed (its masked body between them).
 */
const PEM_ARMOR = /^-----(?:BEGIN|END) [A-Z0-9 ]{1,60}-----$/;

/**
 * Every form of `secret` to mask: the value itself, its JSON-escaped forms, its percent-encoded
 * forms and its base64 digits (also as `base64` and `openssl base64` wrap them); the value trimmed of surrounding whitespace, in the same forms (a
 * key file's value ends with a newline a tool strips before quoting it); and, for a value of
 * several lines, each line trimmed, as it is and JSON-escaped (a key printed with CRLF endings,
 * indented in YAML, escaped twice in JSON: its lines still stand whole) — as GitHub's runner masks
 * each line of a multi-line secret. A PEM armor line is no secret and stays. An encoded form, a
 * trimmed value or a line shorter than 6 characters is left out (masking a few base64 digits, or a
 * short line, everywhere would destroy a transcript); the value itself is always kept.
 */
export function secretForms(secret: string): string[] {
  if (secret === '') return [];
  const forms = new Set<string>([secret]);
  const add = (form: string) => {
    if (form.length >= MIN_FORM_LENGTH) forms.add(form);
  };
  for (const form of encodedForms(secret)) add(form);
  const trimmed = secret.trim();
  if (trimmed !== secret && trimmed.length >= MIN_FORM_LENGTH) for (const form of [trimmed, ...encodedForms(trimmed)]) add(form);
  if (/[\r\n]/.test(trimmed)) {
    for (const raw of trimmed.split(/\r\n|\r|\n/)) {
      const line = raw.trim();
      if (line.length < MIN_FORM_LENGTH || PEM_ARMOR.test(line)) continue;
      for (const form of [line, jsonEscaped(line), jsonAscii(line)]) add(form);
    }
  }
  return [...forms];
}

/** The forms of every secret, each once, longest first (so a form containing another is masked whole). */
export function maskedForms(secrets: readonly string[]): string[] {
  const all = new Set<string>();
  for (const secret of secrets) for (const form of secretForms(secret)) all.add(form);
  return [...all].sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
}
