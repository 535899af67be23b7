// Rewrites a bundle's JavaScript so that it holds only ASCII characters, without changing the
// program. Why: Node reads an ES module's file as bytes and decodes it; a file with one non-ASCII
// byte takes UTF-8's slow path, and V8 then scans and compiles the whole chunk as two-byte source.
// Our messages (—, …, ≤) and some libraries' text put a few hundred such characters into each
// chunk (docs/benchmarks.md, "ASCII-only chunks").
//
// Each non-ASCII character inside a string, template, regular expression, identifier or comment
// becomes its `\uXXXX` escape (two for a character outside the BMP), which means the same
// character in each of those places; white space between tokens becomes a space. Where a character stands anywhere else, or inside a tagged
// template (whose raw text a tag can read), the build fails instead. The result is parsed again
// and compared with the original, node by node: the same tree, the same string values, template
// values, identifier names and regular expressions — else the build fails.
import { parse } from 'acorn';

const PARSE = { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true };
const NON_ASCII = /[^\x00-\x7f]/;

const hex = (unit) => `\\u${unit.toString(16).padStart(4, '0')}`;
const escapeChar = (ch) => [...Array(ch.length).keys()].map((i) => hex(ch.charCodeAt(i))).join('');

/** Escaped text of one token; `quoted`: a string, template or regex, where `\—` means `—`. */
function escapeToken(text, quoted, where) {
  let out = '';
  let backslashes = 0;
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) {
      out += ch;
      backslashes = ch === '\\' ? backslashes + 1 : 0;
      continue;
    }
    if (quoted && backslashes % 2 === 1) {
      // `\—` is the character itself (an identity escape); `\` before U+2028/2029 is a line
      // continuation, which means nothing — left to a person rather than guessed.
      if (ch === '\u2028' || ch === '\u2029') throw new Error(`${where}: a line continuation before U+${ch.codePointAt(0).toString(16)}`);
      out = out.slice(0, -1);
    }
    out += escapeChar(ch);
    backslashes = 0;
  }
  return out;
}

/** Ranges [start, end, quoted] of every token that may hold a non-ASCII character. */
function escapableRanges(code, file) {
  const ranges = [];
  const comments = [];
  const ast = parse(code, { ...PARSE, onComment: (_block, _text, start, end) => comments.push([start, end, false]) });
  const tagged = [];
  walk(ast, (node) => {
    if (node.type === 'Literal' && (typeof node.value === 'string' || node.regex)) ranges.push([node.start, node.end, true]);
    else if (node.type === 'TemplateElement') ranges.push([node.start, node.end, true]);
    else if (node.type === 'Identifier' || node.type === 'PrivateIdentifier') ranges.push([node.start, node.end, false]);
    else if (node.type === 'TaggedTemplateExpression') tagged.push([node.quasi.start, node.quasi.end]);
  });
  for (const [start, end] of tagged) {
    if (NON_ASCII.test(code.slice(start, end))) throw new Error(`${file}: a non-ASCII character in a tagged template at offset ${start}`);
  }
  return { ast, ranges: [...ranges, ...comments].sort((a, b) => a[0] - b[0]) };
}

function walk(node, visit) {
  visit(node);
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child.type === 'string') walk(child, visit);
    } else if (value && typeof value.type === 'string' && key !== 'regex') walk(value, visit);
  }
}

/** Text between tokens: Unicode white space (a no-break space, say) is white space in ASCII too. */
const between = (text) => text.replace(/[\u2028\u2029]/g, '\n').replace(/[^\S\n]/g, (ch) => (ch.charCodeAt(0) < 0x80 ? ch : ' '));

/** The same program as `code`, in ASCII only. Throws when that cannot be shown. */
export function asciiOnly(code, file) {
  if (!NON_ASCII.test(code)) return code;
  const { ast, ranges } = escapableRanges(code, file);
  let out = '';
  let at = 0;
  for (const [start, end, quoted] of ranges) {
    if (start < at) continue; // a node inside one already taken (cannot hold text of its own)
    out += between(code.slice(at, start));
    const text = code.slice(start, end);
    out += NON_ASCII.test(text) ? escapeToken(text, quoted, `${file}:${start}`) : text;
    at = end;
  }
  out += between(code.slice(at));
  const left = out.search(NON_ASCII);
  if (left >= 0) throw new Error(`${file}: a non-ASCII character outside any string, identifier or comment: ${JSON.stringify(out.slice(Math.max(0, left - 60), left + 20))}`);
  sameProgram(ast, parse(out, PARSE), file);
  return out;
}

/** Throws unless the two trees are the same program (positions and literal spellings aside). */
function sameProgram(a, b, file) {
  const differ = (what, node) => {
    throw new Error(`${file}: escaping changed ${what} at offset ${node.start}`);
  };
  const compare = (x, y) => {
    if (x === y) return;
    if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object') {
      if (!Object.is(x, y)) differ(`a value (${String(x).slice(0, 40)})`, { start: '?' });
      return;
    }
    if (Array.isArray(x) !== Array.isArray(y) || x.length !== y.length) differ('a list', x);
    if (Array.isArray(x)) {
      x.forEach((item, i) => compare(item, y[i]));
      return;
    }
    if (x.type !== y.type) differ(`a ${x.type} into a ${y.type}`, x);
    if (x.type === 'Literal' && x.regex) {
      // The pattern's spelling changed, not what it matches: compare the two patterns with every
      // escape of a non-ASCII character read back (RegExp's source keeps the spelling).
      if (x.regex.flags !== y.regex.flags || unescapePattern(y.regex.pattern) !== unescapePattern(dropIdentityEscapes(x.regex.pattern))) differ('a regular expression', x);
      return;
    }
    for (const key of Object.keys(x)) {
      if (key === 'start' || key === 'end' || key === 'raw' || key === 'loc' || key === 'range') continue;
      if (key === 'value' && x.type === 'TemplateElement') {
        if (x.value.cooked !== y.value.cooked) differ('a template', x);
        continue;
      }
      compare(x[key], y[key]);
    }
  };
  compare(a, b);
}

/** A pattern with each `\uXXXX` of a non-ASCII unit (not itself escaped) read back. */
function unescapePattern(pattern) {
  return pattern.replace(/(\\*)\\u([0-9a-f]{4})/g, (whole, before, code) => {
    const unit = parseInt(code, 16);
    return before.length % 2 === 0 && unit >= 0x80 ? before + String.fromCharCode(unit) : whole;
  });
}

/** A pattern with the backslash of each `\—` (an identity escape of a non-ASCII character) dropped. */
function dropIdentityEscapes(pattern) {
  return pattern.replace(/(\\+)([^\x00-\x7f])/g, (whole, before, ch) => (before.length % 2 === 1 ? before.slice(1) + ch : whole));
}
