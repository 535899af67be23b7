// One value as one shell word, for the commands stagegate prints (a leaf module: the loader's
// hints use it without loading the run path; run/command-line.ts builds whole commands with it).

/**
 * `value` as one shell word: as it is when nothing in it needs quoting, else in single quotes; one
 * with a control character (ESC, CR, a newline, DEL, any C0) in bash's ANSI-C quotes, `$'a\033b'`,
 * so the printed command holds none raw (a terminal would act on it, and a paste would not be the
 * value) and pasted into bash (or zsh, ksh) it gives the exact value back.
 */
export function shellWord(value: string): string {
  if (value !== '' && /^[A-Za-z0-9._/:=@%+,-]+$/.test(value)) return value;
  if (CONTROL.test(value)) return ansiCWord(value);
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The C0 controls and DEL: what a terminal may act on, and what no single-quoted word can show. */
const CONTROL = /[\x00-\x1f\x7f]/;

/** The escapes ANSI-C quoting reads back as the character (the rest of the controls: three octal digits, never run into a digit after them). */
const ANSI_C: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\', "'": "\\'" };

function ansiCWord(value: string): string {
  let out = "$'";
  for (const c of value) {
    const code = c.charCodeAt(0);
    out += ANSI_C[c] ?? (code < 0x20 || code === 0x7f ? `\\${code.toString(8).padStart(3, '0')}` : c);
  }
  return `${out}'`;
}

/** A workflow path as the positional word of a printed command: `./-x.yaml` for one that starts with `-` (read as a flag otherwise). */
export function pathWord(path: string): string {
  return shellWord(path.startsWith('-') ? `./${path}` : path);
}
