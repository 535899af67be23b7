// One value as one POSIX shell word, for the commands stagegate prints (a leaf module: the loader's
// hints use it without loading the run path; run/command-line.ts builds whole commands with it).

/** `value` as one POSIX shell word: as it is when nothing in it needs quoting, else in single quotes. */
export function shellWord(value: string): string {
  if (value !== '' && /^[A-Za-z0-9._/:=@%+,-]+$/.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** A workflow path as the positional word of a printed command: `./-x.yaml` for one that starts with `-` (read as a flag otherwise). */
export function pathWord(path: string): string {
  return shellWord(path.startsWith('-') ? `./${path}` : path);
}
