// The importers of other runners' formats load only when a file in their format is read
// (formats/index.ts): the loader is handed the importers it may use, a file in a format whose
// importer it was not handed throws FormatImporterNeeded, and withWorkflowReaders loads that one
// importer and reads again. Detection (formats/detect.ts) is the importers' own.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { aioxImporter } from '../../src/core/formats/aiox/importer.js';
import { ccwImporter } from '../../src/core/formats/ccw/importer.js';
import { maestroImporter } from '../../src/core/formats/maestro/importer.js';
import { FormatImporterNeeded, foreignFormatOf, importerFor, loadImporter, type FormatImporters } from '../../src/core/formats/index.js';
import { withWorkflowReaders } from '../../src/core/model/workflow-readers.js';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { REPO } from './validate-helpers.js';

const FORMATS = join(REPO, 'test', 'fixtures', 'formats');
const NATIVE = readFileSync(join(REPO, 'workflows', 'examples', 'hello', 'workflow.yaml'), 'utf8');
const MAESTRO = readFileSync(join(FORMATS, 'maestro', 'router.json'), 'utf8');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const abs = join(dir, name);
    return statSync(abs).isDirectory() ? files(abs) : /\.(ya?ml|json)$/.test(name) ? [abs] : [];
  });
}

describe('format importers load on demand', () => {
  it('detection names the format the importers themselves recognise, tried in the same order', () => {
    const importers = [maestroImporter, ccwImporter, aioxImporter];
    const all = files(FORMATS);
    expect(all.length).toBeGreaterThan(20);
    for (const file of all) {
      let doc: unknown;
      try {
        doc = parse(readFileSync(file, 'utf8'));
      } catch {
        continue;
      }
      const expected = importers.find((i) => i.detect(doc))?.format;
      expect(foreignFormatOf(doc), file).toBe(expected);
    }
    expect(foreignFormatOf(parse(NATIVE))).toBeUndefined();
  });

  it('a foreign document without its importer throws FormatImporterNeeded naming the format; a native one needs none', () => {
    const doc = JSON.parse(MAESTRO) as unknown;
    expect(() => importerFor(doc, {})).toThrow(FormatImporterNeeded);
    expect(() => importerFor(doc, { aiox: aioxImporter, ccw: ccwImporter })).toThrow(expect.objectContaining({ format: 'maestro' }));
    expect(importerFor(doc, { maestro: maestroImporter })).toBe(maestroImporter);
    expect(importerFor(parse(NATIVE), {})).toBeUndefined();
    expect(loadWorkflowText(NATIVE, 'hello.yaml', '/nonexistent/hello.yaml').workflow?.format).toBe('native');
    expect(() => loadWorkflowText(MAESTRO, 'router.json', '/nonexistent/router.json')).toThrow(FormatImporterNeeded);
  });

  it('withWorkflowReaders reads once for a native file, and loads only the importer a foreign file needs', async () => {
    const seen: FormatImporters[] = [];
    const native = await withWorkflowReaders((importers) => {
      seen.push(importers);
      return loadWorkflowText(NATIVE, 'hello.yaml', '/nonexistent/hello.yaml', undefined, { importers });
    });
    expect(native.workflow?.format).toBe('native');
    expect(seen).toEqual([{}]);

    seen.length = 0;
    const foreign = await withWorkflowReaders((importers) => {
      seen.push(importers);
      return loadWorkflowText(MAESTRO, 'router.json', '/nonexistent/router.json', undefined, { importers });
    });
    expect(foreign.workflow?.format).toBe('maestro');
    expect(seen.map((i) => Object.keys(i))).toEqual([[], ['maestro']]);
    // The same importer a static import gives (one module instance), so translation is unchanged.
    expect(seen[1]!.maestro).toBe(maestroImporter);
    expect(await loadImporter('aiox')).toBe(aioxImporter);
    expect(await loadImporter('ccw')).toBe(ccwImporter);
  });

  it('any other error of the read passes through', async () => {
    await expect(withWorkflowReaders(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});
