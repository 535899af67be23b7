// One value as one shell word, for the commands stagegate prints (a leaf module: the loader's
// hints use it without loading the run path; run/command-line.ts builds whole commands with it).

/**
 * `value` as one shell word: as it is when nothing in it needs quoting, else in single quotes; one
 * with a control character (ESC, CR, a newline, DEL, any C0 or C1) in bash's ANSI-C quotes, `$'a\033b'`,
 * so the printed command holds none raw (a terminal would act on it, and a paste would not be the
 * value) and pasted into bash (or zsh, ksh) it gives the exact value back.
 */
export function shellWord(value: string): string {
  if (value !== '' && /^[A-Za-z0-9._/:=@%+,-]+$/.test(value)) return value;
  if (CONTROL.test(value)) return ansiCWord(value);
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * The C0 controls, DEL and the C1 controls (U+0080-U+009F: U+009B is a CSI, U+0085 a line break):
 * what a terminal may act on (printable() drops them all), and what no single-quoted word can show.
 */
const CONTROL = /[\x00-\x1f\x7f-\x9f]/;

/**
 * The escapes ANSI-C quoting reads back as the character. The rest of the C0 controls and DEL: three
 * octal digits (never run into a digit after them); a C1 control: its two UTF-8 bytes so (`\u0085`
 * is read by bash 4.2+ only, and in the locale's charset).
 */
const ANSI_C: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\', "'": "\\'" };

const octal = (byte: number): string => `\\${byte.toString(8).padStart(3, '0')}`;

function ansiCWord(value: string): string {
  let out = "$'";
  for (const c of value) {
    const code = c.charCodeAt(0);
    out += ANSI_C[c] ?? (code < 0x20 || code === 0x7f ? octal(code) : code >= 0x80 && code <= 0x9f ? octal(0xc2) + octal(code) : c);
  }
  return `${out}'`;
}

/** A workflow path as the positional word of a printed command: `./-x.yaml` for one that starts with `-` (read as a flag otherwise). */
export function pathWord(path: string): string {
  return shellWord(path.startsWith('-') ? `./${path}` : path);
}
