// The YAML mistakes newcomers make, named by their cause instead of the parser's words:
// an unquoted value holding ": " (`run: echo "error: x"` reads as a nested key: quote it), an
// unquoted value starting with a placeholder (`output: {{artifact_root}}/a.md` reads as a mapping:
// quote it), git merge-conflict markers left in the file (resolve the conflict), and a key indented deeper or shallower than its neighbours. Used by the loader for YAML_SYNTAX
// problems (the parser's message is kept at the end) and for keys that landed one level up.
import type { YamlProblem } from './yaml-source.js';
import type { Diagnostic } from '../validate/diagnostics.js';

export interface Explained {
  line: number;
  column: number;
  message: string;
  hint: string;
}

interface Line {
  number: number;
  indent: number;
  text: string;
}

const KEY_VALUE = /^(\s*)(-\s+)?([A-Za-z0-9_.$-]+|"[^"]*"|'[^']*'):(?:\s+(.*?))?\s*$/;

function meaningful(text: string): boolean {
  const t = text.trim();
  return t !== '' && !t.startsWith('#');
}

function lineAt(lines: string[], n: number): Line | undefined {
  const text = lines[n - 1];
  if (text === undefined) return undefined;
  return { number: n, indent: text.length - text.trimStart().length, text };
}

function nextMeaningful(lines: string[], n: number, step: 1 | -1): Line | undefined {
  for (let i = n + step; i >= 1 && i <= lines.length; i += step) if (meaningful(lines[i - 1]!)) return lineAt(lines, i);
  return undefined;
}

function spaces(n: number): string {
  return `${n} space${n === 1 ? '' : 's'}`;
}

/** A plain (unquoted, not block, not flow) scalar value. */
function plainValue(value: string | undefined): value is string {
  if (value === undefined || value === '') return false;
  return !/^["'|>{[&*!#]/.test(value);
}

/** `key: 'value'` with the value single-quoted as YAML wants it ('' for a quote inside). */
function quoted(key: string, value: string): string {
  return `${key}: '${value.replace(/'/g, "''")}'`;
}

/** The indentation a nested block adds most often in this file (2 when nothing says otherwise). */
function usualStep(lines: string[]): number {
  const counts = new Map<number, number>();
  for (let n = 1; n <= lines.length; n++) {
    const l = lineAt(lines, n)!;
    if (!meaningful(l.text) || !/:\s*$/.test(l.text)) continue;
    const next = nextMeaningful(lines, n, 1);
    if (next && next.indent > l.indent) counts.set(next.indent - l.indent, (counts.get(next.indent - l.indent) ?? 0) + 1);
  }
  let best = 2;
  for (const [step, count] of counts) if (count > (counts.get(best) ?? 0)) best = step;
  return best;
}

/** What a value that starts with `{{` unquoted is: the key, the value as written, the line quoted. */
export interface UnquotedPlaceholder {
  key: string;
  value: string;
  /** The value's column (1-based). */
  column: number;
  message: string;
  hint: string;
}

/**
 * `key: {{name}}…` with the value unquoted, on line `line`: YAML reads a value that starts with `{`
 * as a flow mapping, so `{{artifact_root}}/a.md` is a syntax error and `{{artifact_root}}` alone a
 * mapping, never the text the placeholder stands in. Undefined when the line holds no such value.
 */
export function unquotedPlaceholder(text: string, line: number): UnquotedPlaceholder | undefined {
  const at = lineAt(text.split(/\r\n|\r|\n/), line);
  const m = at ? KEY_VALUE.exec(at.text) : null;
  if (!at || !m) return undefined;
  const key = m[3]!;
  // A comment after the value is not part of it (` #` outside quotes).
  const value = (m[4] ?? '').replace(/\s+#.*$/, '');
  if (!/^\{\{\s*[A-Za-z_]/.test(value)) return undefined;
  return {
    key,
    value,
    column: at.text.indexOf(value, m[1]!.length + (m[2]?.length ?? 0) + key.length + 1) + 1,
    message: `the value of '${key}' starts with '{{' unquoted, which YAML reads as a mapping ({ ... }), not as text: quote it`,
    hint: `Quote the whole value: ${quoted(key, value)}  (a value that starts with a placeholder is always quoted).`,
  };
}

/** A tab in a line's indentation: YAML indents with spaces only (reported at that line, not where the parser lost its way). */
function tabIndent(lines: string[], problem: YamlProblem): Explained | undefined {
  const at = lineAt(lines, problem.line);
  if (!at) return undefined;
  const tab = at.text.indexOf('\t');
  const neighbour = nextMeaningful(lines, at.number, -1);
  return {
    line: at.number,
    column: tab + 1,
    message: `line ${at.number} is indented with a tab, and YAML indents with spaces only (${problem.message})`,
    hint: `Replace the tab at the start of line ${at.number} with spaces${neighbour ? ` (line ${neighbour.number} above is indented ${spaces(neighbour.indent)})` : ''}.`,
  };
}

/**
 * A key at a column no open block uses (the parser: "All mapping items must start at the same
 * column"). The blocks open above it are its ladder of indents; the key sits between two rungs.
 * When the upper rung is a first key off the file's usual step from its parent while this key is
 * on it (`   a:` then `  b:` under `steps:`), that first key is the mistake and is named instead.
 */
function badIndent(lines: string[], problem: YamlProblem): Explained | undefined {
  const at = lineAt(lines, problem.line);
  if (!at || !meaningful(at.text)) return undefined;
  // The ladder: the line above, then each nearest earlier line indented less than the last rung.
  const ladder: Line[] = [];
  for (let i = at.number - 1; i >= 1; i--) {
    const l = lineAt(lines, i)!;
    if (meaningful(l.text) && (ladder.length === 0 || l.indent < ladder[ladder.length - 1]!.indent)) ladder.push(l);
  }
  const upper = [...ladder].reverse().find((l) => l.indent > at.indent);
  const lower = ladder.find((l) => l.indent < at.indent);
  const key = (l: Line) => KEY_VALUE.exec(l.text)?.[3] ?? l.text.trim().split(/\s/)[0]!;
  const above = ladder[0];
  if (!upper && above && above.indent < at.indent) {
    // Deeper than the line above, which has its value on its line: nothing opens a block here.
    return {
      line: at.number,
      column: at.indent + 1,
      message: `'${key(at)}' on line ${at.number} is indented ${spaces(at.indent)}, deeper than '${key(above)}' on line ${above.number} (${spaces(above.indent)}), which opens no block: over-indented (${problem.message})`,
      hint: `Indent '${key(at)}' like '${key(above)}:' (${spaces(above.indent)}) if it is a key of the same mapping.`,
    };
  }
  if (!upper || !lower) return undefined;
  const step = usualStep(lines);
  if (upper.indent - lower.indent !== step && at.indent - lower.indent === step) {
    return {
      line: upper.number,
      column: upper.indent + 1,
      message: `'${key(upper)}' on line ${upper.number} is indented ${spaces(upper.indent)}, but '${key(at)}' on line ${at.number}, a key of the same mapping (under '${key(lower)}' on line ${lower.number}), is indented ${spaces(at.indent)}: the keys of one mapping start at the same column (${problem.message})`,
      hint: `Indent '${key(upper)}' by ${spaces(at.indent)}, like '${key(at)}' (and what is under it by as much less).`,
    };
  }
  return {
    line: at.number,
    column: at.indent + 1,
    message: `'${key(at)}' on line ${at.number} is indented ${spaces(at.indent)}, a column no key around it starts at: '${key(lower)}' on line ${lower.number} is at ${spaces(lower.indent)} and '${key(upper)}' on line ${upper.number} at ${spaces(upper.indent)} (${problem.message})`,
    hint: `Indent '${key(at)}' like the keys of its mapping: ${spaces(lower.indent)} (a sibling of '${key(lower)}') or ${spaces(upper.indent)} (a sibling of '${key(upper)}').`,
  };
}

/**
 * Git's merge-conflict markers left in the file (`<<<<<<< HEAD` … `=======` … `>>>>>>> branch`,
 * always at column 1): the parser's error is wherever it lost its way, the cause is the conflict,
 * named at its first marker.
 */
function conflictMarkers(lines: string[], problem: YamlProblem): Explained | undefined {
  const marker = /^(<{7}|\|{7}|={7}|>{7})(\s|$)/;
  const at = lines.findIndex((l) => marker.test(l));
  if (at < 0) return undefined;
  const numbers = (prefix: string) => lines.flatMap((l, i) => (l.startsWith(prefix) && marker.test(l) ? [i + 1] : []));
  const [ours, sep, theirs] = [numbers('<<<<<<<'), numbers('======='), numbers('>>>>>>>')];
  const where = [ours.length > 0 ? `'<<<<<<<' line ${ours.join(', ')}` : '', sep.length > 0 ? `'=======' line ${sep.join(', ')}` : '', theirs.length > 0 ? `'>>>>>>>' line ${theirs.join(', ')}` : ''].filter((w) => w !== '').join(', ');
  return {
    line: at + 1,
    column: 1,
    message: `line ${at + 1} is a merge conflict's marker ('${lines[at]!.trim()}'): the file holds an unresolved git merge conflict (${where}) (${problem.message})`,
    hint: "The lines are a merge conflict's markers: resolve the conflict — keep the right side (or both, merged), then remove the '<<<<<<<', '=======' and '>>>>>>>' lines.",
  };
}

/**
 * `- Token naming follows convention: {category}/{variant}` — a list item of prose holding ': ':
 * YAML reads the text before the colon as a key and the rest as its value, which then does not
 * parse (a `{`/`[` there opens a flow collection). Quote the whole item.
 */
function listItemWithColon(at: Line, problem: YamlProblem): Explained | undefined {
  const item = /^(\s*-\s+)(.*?)\s*$/.exec(at.text);
  if (!item || !plainValue(item[2])) return undefined;
  // A comment after the item is not part of it (as for a value, explainYamlProblem).
  const text = item[2]!.replace(/\s+#.*$/, '');
  const colon = text.search(/:\s/);
  // Prose: the text before the colon has a space (a `- key: value` item is a mapping on purpose).
  if (colon <= 0 || !/\s/.test(text.slice(0, colon)) || /\s#/.test(text.slice(0, colon))) return undefined;
  return {
    line: at.number,
    column: item[1]!.length + colon + 1,
    message: `the list item '${text}' holds ': ' (after '${text.slice(0, colon)}'), which YAML reads as the start of a key: quote the item (${problem.message})`,
    hint: `Quote the whole item: ${item[1]!.trimStart()}'${text.replace(/'/g, "''")}'  (inside single quotes, write a ' as '').`,
  };
}

/** A clearer message for a YAML syntax problem, when its cause is one of the known mistakes. */
export function explainYamlProblem(text: string, problem: YamlProblem): Explained | undefined {
  if (problem.code !== 'YAML_SYNTAX') return undefined;
  const lines = text.split(/\r\n|\r|\n/);
  // A merge conflict left in the file comes first: whatever the parser says is its consequence.
  const conflict = conflictMarkers(lines, problem);
  if (conflict) return conflict;
  if (problem.parserCode === 'TAB_AS_INDENT') return tabIndent(lines, problem);
  // A second document (after a `---` line): the file is one workflow, not a stream of them.
  if (problem.parserCode === 'MULTIPLE_DOCS') {
    return {
      message: `a workflow file holds one YAML document, and a second starts at line ${problem.line}${/^---/.test(lineAt(lines, problem.line)?.text ?? '') ? " (its '---' line)" : ''}`,
      hint: "Remove the '---' line and what follows it, or put each workflow in a file of its own.",
      line: problem.line,
      column: problem.column,
    };
  }
  // BAD_INDENT also names an unclosed flow collection: only the mapping-column case is explained here.
  if (problem.parserCode === 'BAD_INDENT' && problem.message.startsWith('All mapping items')) return badIndent(lines, problem);
  const at = lineAt(lines, problem.line);
  if (!at) return undefined;
  const m = KEY_VALUE.exec(at.text);
  if (!m) return listItemWithColon(at, problem);
  const key = m[3]!;
  const value = m[4];
  // 0. The value starts with a placeholder, unquoted: YAML reads `{{` as a mapping.
  const placeholder = unquotedPlaceholder(text, at.number);
  if (placeholder) return { line: at.number, column: placeholder.column, message: `${placeholder.message} (${problem.message})`, hint: placeholder.hint };
  if (!plainValue(value)) return undefined;
  // 1. The value holds ": " (or ends with ":"): YAML starts a nested mapping there.
  const colon = value.search(/:(\s|$)/);
  if (colon >= 0 && !/\s#/.test(value.slice(0, colon))) {
    return {
      line: at.number,
      column: at.text.indexOf(value, m[1]!.length + (m[2]?.length ?? 0) + key.length) + colon + 1,
      message: `the value of '${key}' holds ': ' (after '${value.slice(0, colon)}'), which YAML reads as the start of a nested key: quote it (${problem.message})`,
      hint: `Quote the whole value: ${quoted(key, value)}  (inside single quotes, write a ' as '').`,
    };
  }
  // 2. A scalar value followed by a line indented deeper: one of the two lines is off.
  const next = nextMeaningful(lines, at.number, 1);
  if (!next || next.indent <= at.indent) return undefined;
  const nextKey = KEY_VALUE.exec(next.text)?.[3] ?? next.text.trim().split(/\s/)[0]!;
  // A key above, at the next line's depth, in the same mapping (nothing shallower between): the
  // neighbours agree, so this key is the one indented too little.
  let previous: Line | undefined;
  for (let i = at.number - 1; i >= 1; i--) {
    const l = lineAt(lines, i)!;
    if (!meaningful(l.text)) continue;
    if (l.indent < next.indent) break;
    if (l.indent === next.indent) {
      previous = l;
      break;
    }
  }
  if (previous) {
    // Its neighbours above and below agree: this key is the one indented too little.
    return {
      line: at.number,
      column: at.indent + 1,
      message: `'${key}' on line ${at.number} is indented ${spaces(at.indent)}, less than the keys around it (${spaces(next.indent)}, like line ${previous.number} above and line ${next.number} below): under-indented (${problem.message})`,
      hint: `Indent '${key}:' by ${spaces(next.indent)}, like its neighbours.`,
    };
  }
  return {
    line: next.number,
    column: next.indent + 1,
    message: `'${nextKey}' on line ${next.number} is indented ${spaces(next.indent)}, deeper than '${key}' on line ${at.number} (${spaces(at.indent)}), so YAML reads it as part of ${key}'s value: over-indented (${problem.message})`,
    hint: `Indent '${nextKey}' like '${key}:' (${spaces(at.indent)}) if it is a key of the same mapping; if it belongs under '${key}', put '${key}:' on a line of its own.`,
  };
}

/**
 * A key that landed one level up: a step key (`statuses`, `output` …) where a step id or a
 * top-level key belongs. Returns the message for KEY_MISINDENTED, else undefined.
 */
export function misplacedKeyMessage(text: string, key: string, line: number, column: number, where: 'step id' | 'top-level key', stepKeys: readonly string[]): Explained | undefined {
  if (!stepKeys.includes(key)) return undefined;
  const lines = text.split(/\r\n|\r|\n/);
  // The step above it: the nearest earlier line indented like this key and ending in ':'.
  let owner: Line | undefined;
  let ownerKeys: Line | undefined;
  for (let i = line - 1; i >= 1; i--) {
    const l = lineAt(lines, i)!;
    if (!meaningful(l.text)) continue;
    if (l.indent > column - 1 && ownerKeys === undefined) ownerKeys = l;
    if (l.indent === column - 1) {
      owner = l;
      break;
    }
    if (l.indent < column - 1) break;
  }
  const ownerName = owner ? (KEY_VALUE.exec(owner.text)?.[3] ?? undefined) : undefined;
  const want = ownerKeys ? ownerKeys.indent : column - 1 + 2;
  const belongs = ownerName && where === 'step id' ? `it belongs to step '${ownerName}' above` : 'it belongs to a step';
  return {
    line,
    column,
    message: `'${key}' is a step key, but it is indented like a ${where} (${spaces(column - 1)}): under-indented — ${belongs}`,
    hint: `Indent '${key}:' by ${spaces(want)}, like the other keys of its step.`,
  };
}

/** YAML problems as diagnostics (a workflow file's, a run map's); a known newcomer mistake is named by its cause. */
export function yamlDiagnostics(text: string, problems: YamlProblem[], rel: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const explained = new Set<string>();
  // One syntax mistake, one finding: after a syntax error the parser's recovery reports its
  // consequences on the lines below (a tab: up to four errors), so only the first is said.
  const firstSyntax = problems.find((p) => p.code === 'YAML_SYNTAX');
  for (const p of problems.filter((q) => q.code !== 'YAML_SYNTAX' || q === firstSyntax)) {
    const why = explainYamlProblem(text, p);
    if (why) {
      // The parser often reports one mistake twice at one spot: one finding is enough.
      const key = `${why.line}:${why.column}:${why.hint}`;
      if (explained.has(key)) continue;
      explained.add(key);
      out.push({ code: p.code, severity: 'error', message: why.message, hint: why.hint, file: rel, line: why.line, column: why.column, path: [] });
      continue;
    }
    out.push({ code: p.code, severity: 'error', message: p.message, hint: p.code === 'YAML_DUPLICATE_KEY' ? 'Remove or rename one of the duplicate keys.' : 'Fix the YAML syntax at this position.', file: rel, line: p.line, column: p.column, path: [] });
  }
  return out;
}
