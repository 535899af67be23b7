// Per-test block coverage for scripts/coverage-cover.mjs (docs/testing.md, "Coverage"): loaded as a
// setup file only when STAGEGATE_COVER_DIR is set (vitest.config.ts). In each worker it starts V8's
// precise block coverage once, takes it before each test (what ran since the last test: a file's
// module loads and beforeAll hooks, counted with the test that follows them, since they would not run
// without it) and after each test (takePreciseCoverage resets the counts), and appends, for each test,
// the byte ranges of src/ scripts that ran to a JSON-lines file of the worker's own.
import { appendFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join, relative } from 'node:path';
import { afterEach, beforeEach } from 'vitest';

interface Range { startOffset: number; endOffset: number; count: number }
interface FunctionCoverage { functionName: string; ranges: Range[] }
interface ScriptCoverage { url: string; functions: FunctionCoverage[] }

const outDir = process.env['STAGEGATE_COVER_DIR'] ?? '';
const srcDir = join(process.cwd(), 'src') + '/';

interface CoverState { session: Session; pending: Map<string, Array<[number, number]>> }
const key = Symbol.for('stagegate.coverageCover');
const holder = globalThis as unknown as Record<symbol, CoverState | Promise<CoverState> | undefined>;

// One session per worker: with isolate: false the setup file runs again for every test file.
async function state(): Promise<CoverState> {
  const existing = holder[key];
  if (existing) return existing;
  const starting = (async () => {
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
    return { session, pending: new Map() };
  })();
  holder[key] = starting;
  const made = await starting;
  holder[key] = made;
  return made;
}

const pathOf = (url: string): string => (url.startsWith('file://') ? new URL(url).pathname : url);

/**
 * The byte ranges of one script that ran (count > 0), its ranges of every function taken together
 * (V8's ranges nest: a block inside its function, a function inside the one that holds it; the
 * innermost range containing a byte gives its count). The script's top-level function (offset 0, no
 * name) is left out: it runs once, in whichever test first loads the module.
 */
function ranInScript(functions: FunctionCoverage[]): Array<[number, number]> {
  const ranges: Range[] = [];
  for (const fn of functions) {
    const top = fn.functionName === '' && fn.ranges[0]?.startOffset === 0;
    if (top) continue;
    ranges.push(...fn.ranges);
  }
  if (ranges.length === 0) return [];
  const cuts = new Set<number>();
  for (const r of ranges) { cuts.add(r.startOffset); cuts.add(r.endOffset); }
  const points = [...cuts].sort((a, b) => a - b);
  // Outer ranges first, so an inner one (pushed later on the stack) wins.
  ranges.sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  const out: Array<[number, number]> = [];
  const stack: Range[] = [];
  let next = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const from = points[i]!;
    const to = points[i + 1]!;
    while (stack.length > 0 && stack[stack.length - 1]!.endOffset <= from) stack.pop();
    while (next < ranges.length && ranges[next]!.startOffset <= from) {
      const r = ranges[next++]!;
      if (r.endOffset > from) stack.push(r);
      while (stack.length > 1 && stack[stack.length - 1]!.endOffset > stack[stack.length - 2]!.endOffset) {
        // Not nested (V8 never does this): keep the narrower on top.
        const [a, b] = [stack.pop()!, stack.pop()!];
        stack.push(a.endOffset < b.endOffset ? b : a, a.endOffset < b.endOffset ? a : b);
      }
    }
    const inner = stack[stack.length - 1];
    if (inner && inner.count > 0) {
      const last = out[out.length - 1];
      if (last && last[1] === from) last[1] = to;
      else out.push([from, to]);
    }
  }
  return out;
}

async function take(s: CoverState): Promise<Map<string, Array<[number, number]>>> {
  const { result } = (await s.session.post('Profiler.takePreciseCoverage')) as { result: ScriptCoverage[] };
  const ran = new Map<string, Array<[number, number]>>();
  for (const script of result) {
    const path = pathOf(script.url);
    if (!path.startsWith(srcDir)) continue;
    const spans = ranInScript(script.functions);
    if (spans.length > 0) ran.set(relative(process.cwd(), path), spans);
  }
  return ran;
}

/** The json reporter's names of a test: its file and its full name (ancestors' titles and its own). */
function namesOf(task: { name: string; suite?: unknown; file?: { filepath: string } }): { file: string; fullName: string } {
  const ancestors: string[] = [];
  let iter = task.suite as { name: string; suite?: unknown } | undefined;
  while (iter) { ancestors.push(iter.name); iter = iter.suite as typeof iter; }
  ancestors.reverse();
  const fullName = task.name ? [...ancestors, task.name].join(' ') : ancestors.join(' ');
  return { file: relative(process.cwd(), task.file?.filepath ?? ''), fullName };
}

if (outDir) {
  beforeEach(async () => {
    const s = await state();
    s.pending = await take(s);
  });
  afterEach(async (context) => {
    const s = await state();
    const ran = await take(s);
    for (const [file, spans] of s.pending) ran.set(file, [...(ran.get(file) ?? []), ...spans]);
    s.pending = new Map();
    const { file, fullName } = namesOf(context.task as never);
    const line = JSON.stringify({ file, fullName, state: context.task.result?.state ?? null, ran: Object.fromEntries(ran) });
    appendFileSync(join(outDir, `worker-${process.pid}.jsonl`), line + '\n');
  });
}
