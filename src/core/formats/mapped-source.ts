// Positions for an imported workflow: the native model's paths are translated back to paths in
// the user's own document (ImportedWorkflow.sourcePaths), so every diagnostic — the schema's,
// every validation rule's — points at the line the user wrote.
import type { Position, YamlSource } from '../model/yaml-source.js';
import { pathKey, type YamlPath } from './types.js';

/** The source path of a native path: its own mapping, else its longest mapped prefix, else the root. */
export function sourcePathOf(map: ReadonlyMap<string, YamlPath>, path: ReadonlyArray<string | number>): YamlPath {
  for (let n = path.length; n >= 0; n--) {
    const hit = map.get(pathKey(path.slice(0, n)));
    if (hit) return hit;
  }
  return [];
}

export function mappedSource(source: YamlSource, map: ReadonlyMap<string, YamlPath>, data: Record<string, unknown>): YamlSource {
  const locate = (path: ReadonlyArray<string | number>): Position => source.locate(sourcePathOf(map, path));
  return {
    text: source.text,
    data,
    problems: source.problems,
    locate,
    locateValue(path) {
      const exact = map.get(pathKey(path));
      return exact ? source.locateValue(exact) : locate(path);
    },
    positionOfOffset: source.positionOfOffset,
    keyPositions(path) {
      let node: unknown = data;
      for (const segment of path) node = typeof node === 'object' && node !== null ? (node as Record<string | number, unknown>)[segment] : undefined;
      const result = new Map<string, Position>();
      if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
        for (const key of Object.keys(node)) result.set(key, locate([...path, key]));
      }
      return result;
    },
  };
}
