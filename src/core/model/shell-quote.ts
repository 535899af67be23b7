// Quote a value as ONE bash word. Single quotes make everything literal; an embedded single
// quote closes, escapes and reopens. NUL cannot travel in a bash word at all, so it is refused.

export function shellQuote(value: string): string {
  if (value.includes('\0')) throw new Error('a value containing a NUL byte cannot be passed to a shell');
  if (value !== '' && /^[A-Za-z0-9_./:=@%+,-]+$/.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
