// Markdown for job summaries and check runs, built so that text from workflows, inputs, gates or
// stage messages can never become HTML or markdown structure, and the whole stays under the
// runner's 1 MiB per-step summary limit. Escape sequences go whole (printable.ts): dropping only
// their ESC left `[31m` of a stage's colour in the text.
import { printable } from '../core/run/printable.js';

/** Bytes one step may add to the job summary (the runner drops anything above 1 MiB). */
export const SUMMARY_LIMIT = 1_000_000;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '|': '&#124;',
  '`': '&#96;',
  '[': '&#91;',
  ']': '&#93;',
  '*': '&#42;',
  _: '&#95;',
  '\\': '&#92;',
  '~': '&#126;',
  '#': '&#35;',
  '!': '&#33;',
};

/** Escape text for markdown/HTML: no tags, no links, no emphasis, no table breaks, one line. */
export function esc(text: string | number | null | undefined): string {
  if (text === null || text === undefined) return '';
  return printable(String(text))
    .replace(/[&<>"'|`[\]*_\\~#!]/g, (ch) => ENTITIES[ch] ?? ch)
    .replace(/\r?\n/g, ' ')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

export function code(text: string | number | null | undefined): string {
  return `<code>${esc(text)}</code>`;
}

/**
 * Prose that may quote commands or names in backticks (a stop code's fix, a core message): each
 * `…` span as code, once, and the rest escaped as esc() does — never the backticks themselves
 * shown as text. An unpaired backtick stays a character of the text.
 */
export function prose(text: string | number | null | undefined): string {
  if (text === null || text === undefined) return '';
  const s = String(text);
  const out: string[] = [];
  const span = /`([^`\r\n]+)`/g;
  let last = 0;
  for (let m = span.exec(s); m !== null; m = span.exec(s)) {
    out.push(esc(s.slice(last, m.index)), code(m[1]));
    last = m.index + m[0].length;
  }
  out.push(esc(s.slice(last)));
  return out.join('');
}

/** Text as a <pre> block holds it: `&<>` as entities, control characters dropped, line breaks kept. */
function preText(text: string): string {
  return printable(text).replace(/[&<>]/g, (ch) => (ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : '&gt;')).replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/** Lines shown as they are (HTML-escaped inside <pre>: no markdown, no tags, blank lines kept). */
export function preBlock(lines: string[]): string {
  return `<pre>${lines.map(preText).join('\n')}</pre>`;
}

/**
 * The forms `text` takes in finished markdown: as esc() and code() write it (entities for
 * `_ ! # * & ' " ~ \ | [ ] < > \``, a line break as a space, control characters dropped) and as
 * preBlock() does (`&<>` as entities). A report is masked once it is built (main.ts maskedResult):
 * a secret's value is found there only in these forms — `ghs_…` is `ghs&#95;…`.
 */
export function markdownForms(text: string): string[] {
  return [...new Set([esc(text), preText(text)])];
}

export function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** Accumulates markdown within a byte budget; tables stop adding rows when it would overflow. */
export class MarkdownBudget {
  private parts: string[] = [];
  private used = 0;
  truncated = false;
  constructor(private readonly limit: number = SUMMARY_LIMIT) {}

  get remaining(): number {
    return this.limit - this.used;
  }

  /** Add a block; returns false (and adds nothing) when it does not fit in what is left minus `reserve`. */
  add(text: string, reserve = 0): boolean {
    const size = utf8Length(text);
    if (this.used + size > this.limit - reserve) {
      this.truncated = true;
      return false;
    }
    this.parts.push(text);
    this.used += size;
    return true;
  }

  /** A table; rows that do not fit are counted in a closing line. */
  table(header: string[], rows: string[][], reserve = 4096): void {
    const head = `| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|\n`;
    if (!this.add(head, reserve)) return;
    let shown = 0;
    for (const row of rows) {
      if (!this.add(`| ${row.join(' | ')} |\n`, reserve)) break;
      shown++;
    }
    if (shown < rows.length) this.add(`\n_…${rows.length - shown} more row${rows.length - shown === 1 ? '' : 's'} not shown: the job summary is limited to 1 MiB._\n`);
    this.add('\n');
  }

  toString(): string {
    return this.parts.join('');
  }
}

export function duration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const m = Math.floor(ms / 60_000);
  return `${m} min ${Math.round((ms % 60_000) / 1000)} s`;
}
