// YAML parsing with source positions. Every diagnostic points at a line, so we keep the
// document AST (yaml's Document + LineCounter) next to the plain data.
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node, type Pair, type Scalar, type YAMLMap } from 'yaml';

/** Files bigger than this are refused before parsing (documented in docs/security.md). */
export const MAX_WORKFLOW_BYTES = 5 * 1024 * 1024;
/** YAML aliases per document: enough for real files, far too few for an alias bomb. */
export const MAX_ALIAS_COUNT = 100;
/** Nesting deeper than this is refused (real workflows nest < 12 levels). */
export const MAX_DEPTH = 64;

export interface Position {
  line: number;
  column: number;
}

export interface YamlProblem extends Position {
  code: 'YAML_SYNTAX' | 'YAML_DUPLICATE_KEY' | 'YAML_TOO_LARGE' | 'YAML_TOO_DEEP' | 'YAML_ALIAS_LIMIT' | 'YAML_NOT_A_MAPPING';
  message: string;
  /** The yaml library's own code of a syntax error (TAB_AS_INDENT, BAD_INDENT ...), for yaml-hints. */
  parserCode?: string;
}

export interface YamlSource {
  text: string;
  data: unknown;
  problems: YamlProblem[];
  /** Position of the key of the node at `path` (or of the value when it has no key). */
  locate(path: ReadonlyArray<string | number>): Position;
  /** Position of the value at `path`. */
  locateValue(path: ReadonlyArray<string | number>): Position;
  positionOfOffset(offset: number): Position;
  /** Positions of every key of the mapping at `path`, in one pass (for big step maps). */
  keyPositions(path: ReadonlyArray<string | number>): Map<string, Position>;
}

/**
 * Nesting depth, and duplicate keys found on the way. The yaml library's own uniqueKeys check
 * compares every key with every earlier one (quadratic: seconds for a 5,000-step map), so we
 * parse with uniqueKeys off and check each mapping here with a Set, in the same single pass.
 */
function walkDocument(doc: Document.Parsed, limit: number): { depth: number; duplicates: Array<{ key: Node; first: Node }>; recursive: Node[] } {
  // Iterative walk: a deeply nested document must not overflow our own stack.
  const stack: Array<[unknown, number]> = [[doc.contents, 1]];
  const duplicates: Array<{ key: Node; first: Node }> = [];
  const anchors = new Map<string, Array<{ start: number; end: number }>>();
  const aliases: Array<{ node: Node; name: string; at: number }> = [];
  let max = 0;
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (depth > max) max = depth;
    if (max > limit) return { depth: max, duplicates, recursive: [] };
    if (isAlias(current)) {
      if (current.range) aliases.push({ node: current as Node, name: current.source, at: current.range[0] });
      continue;
    }
    const anchored = current as { anchor?: string; range?: [number, number, number] } | null;
    if (anchored?.anchor && anchored.range) {
      const list = anchors.get(anchored.anchor) ?? [];
      list.push({ start: anchored.range[0], end: anchored.range[2] });
      anchors.set(anchored.anchor, list);
    }
    if (isMap(current)) {
      const seen = new Map<unknown, Node>();
      for (const item of current.items) {
        if (isScalar(item.key)) {
          const k = item.key.value;
          const first = seen.get(k);
          if (first !== undefined) duplicates.push({ key: item.key as Node, first });
          else seen.set(k, item.key as Node);
        }
        stack.push([item.value, depth + 1]);
      }
    } else if (isSeq(current)) for (const item of current.items) stack.push([item, depth + 1]);
  }
  return { depth: max, duplicates, recursive: recursiveAliases(anchors, aliases) };
}

/**
 * Aliases inside the node they name (`steps: &s` ... `per_item: *s`): the data would contain
 * itself, and nothing downstream could walk it (validation ran out of memory on one). An alias
 * names the last node anchored with its name before it; that node contains the alias when its
 * range does. One pass and a binary search per alias (resolving each alias through the library
 * walks the whole document each time: quadratic in the number of aliases).
 */
function recursiveAliases(anchors: Map<string, Array<{ start: number; end: number }>>, aliases: Array<{ node: Node; name: string; at: number }>): Node[] {
  for (const list of anchors.values()) list.sort((a, b) => a.start - b.start);
  const found: Node[] = [];
  for (const alias of aliases) {
    const list = anchors.get(alias.name);
    if (!list) continue;
    let lo = 0;
    let hi = list.length - 1;
    let last = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.start < alias.at) {
        last = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    const target = last >= 0 ? list[last]! : undefined;
    if (target && alias.at < target.end) found.push(alias.node);
  }
  return found.sort((a, b) => (a.range?.[0] ?? 0) - (b.range?.[0] ?? 0));
}

export function parseYamlSource(text: string): YamlSource {
  const lineCounter = new LineCounter();
  const problems: YamlProblem[] = [];
  const pos = (offset: number): Position => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, column: p.col };
  };
  let doc: Document.Parsed | undefined;
  let data: unknown = undefined;
  if (Buffer.byteLength(text, 'utf8') > MAX_WORKFLOW_BYTES) {
    problems.push({ code: 'YAML_TOO_LARGE', message: `file is larger than ${MAX_WORKFLOW_BYTES / 1024 / 1024} MiB`, line: 1, column: 1 });
  } else {
    try {
      // logLevel 'error': the library's own warnings (a collection as a key, `name: {{X}}`, is
      // stringified) went to stderr as a Node warning, past --json; the schema and the rules say
      // what such a value means for the workflow.
      doc = parseDocument(text, { lineCounter, uniqueKeys: false, prettyErrors: false, strict: true, version: '1.2', logLevel: 'error' });
    } catch (error) {
      if (isStackOverflow(error)) problems.push(tooDeep());
      else problems.push({ code: 'YAML_SYNTAX', message: `YAML could not be parsed: ${(error as Error).message}`, line: 1, column: 1 });
    }
  }
  if (doc) {
    for (const error of doc.errors) {
      // The yaml library composes nested collections recursively and reports a stack overflow
      // as an ordinary error: that is nesting far beyond MAX_DEPTH, reported once as such.
      if (isStackOverflow(error)) {
        if (!problems.some((p) => p.code === 'YAML_TOO_DEEP')) problems.push(tooDeep());
        continue;
      }
      // An error at the end of the input (an unclosed bracket) points just after the last character,
      // not at a line past the file's end.
      const at = pos(Math.min(error.pos[0], text.trimEnd().length));
      const duplicate = error.code === 'DUPLICATE_KEY';
      problems.push({
        code: duplicate ? 'YAML_DUPLICATE_KEY' : 'YAML_SYNTAX',
        message: duplicate ? 'duplicate key: a key may appear only once in a mapping' : firstLine(error.message),
        parserCode: error.code,
        ...at,
      });
    }
    if (problems.length === 0) {
      const walked = walkDocument(doc, MAX_DEPTH);
      for (const { key, first } of walked.duplicates) {
        const name = String((key as Scalar).value);
        const firstAt = first.range ? ` (first at line ${pos(first.range[0]).line})` : '';
        problems.push({ code: 'YAML_DUPLICATE_KEY', message: `duplicate key '${name}'${firstAt}: a key may appear only once in a mapping`, ...(key.range ? pos(key.range[0]) : { line: 1, column: 1 }) });
      }
      for (const alias of walked.recursive) {
        const name = (alias as unknown as { source: string }).source;
        problems.push({ code: 'YAML_ALIAS_LIMIT', message: `alias *${name} is inside the node &${name} names: the value would contain itself`, ...(alias.range ? pos(alias.range[0]) : { line: 1, column: 1 }) });
      }
      if (walked.depth > MAX_DEPTH) {
        problems.push(tooDeep());
      } else if (problems.length > 0) {
        /* duplicate keys or a recursive alias: no data */
      } else {
        try {
          data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
        } catch (error) {
          problems.push({ code: 'YAML_ALIAS_LIMIT', message: firstLine((error as Error).message), line: 1, column: 1 });
        }
      }
    }
  }
  // Per-mapping key index, built the first time a mapping is searched: locating many paths
  // in a 5,000-step map stays linear (the first matching key wins, as before).
  const indexes = new WeakMap<object, Map<string, Pair>>();
  const pairOf = (map: YAMLMap, segment: string | number): Pair | undefined => {
    let index = indexes.get(map);
    if (!index) {
      index = new Map();
      for (const item of map.items) {
        if (isPair(item) && isScalar(item.key)) {
          const k = String(item.key.value);
          if (!index.has(k)) index.set(k, item);
        }
      }
      indexes.set(map, index);
    }
    return index.get(String(segment));
  };
  const findNode = (path: ReadonlyArray<string | number>): { key?: Node; value?: Node; parent?: Node } => {
    let node: unknown = doc?.contents;
    let key: Node | undefined;
    let lastGood: Node | undefined = node as Node | undefined;
    for (const segment of path) {
      if (isMap(node)) {
        const pair = pairOf(node, segment);
        if (!pair) return { parent: lastGood };
        key = pair.key as Node;
        node = pair.value;
      } else if (isSeq(node) && typeof segment === 'number') {
        key = undefined;
        node = node.items[segment];
      } else {
        return { parent: lastGood };
      }
      if (node) lastGood = node as Node;
    }
    return { key, value: node as Node | undefined, parent: lastGood };
  };
  const rangeStart = (node: Node | undefined): Position => (node?.range ? pos(node.range[0]) : { line: 1, column: 1 });
  return {
    text,
    data,
    problems,
    locate(path) {
      const found = findNode(path);
      return rangeStart(found.key ?? found.value ?? found.parent);
    },
    locateValue(path) {
      const found = findNode(path);
      return rangeStart(found.value ?? found.key ?? found.parent);
    },
    positionOfOffset: pos,
    keyPositions(path) {
      const result = new Map<string, Position>();
      const found = path.length === 0 ? { value: doc?.contents as Node | undefined } : findNode(path);
      if (isMap(found.value)) {
        for (const item of found.value.items) {
          if (isScalar(item.key)) result.set(String(item.key.value), rangeStart(item.key as Node));
        }
      }
      return result;
    },
  };
}

function tooDeep(): YamlProblem {
  return { code: 'YAML_TOO_DEEP', message: `nesting deeper than ${MAX_DEPTH} levels`, line: 1, column: 1 };
}

function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError || /Maximum call stack size exceeded/.test(String((error as Error)?.message));
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}
