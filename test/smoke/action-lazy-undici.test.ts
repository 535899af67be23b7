// The Action bundle's `undici` is src/action/lazy-undici.cjs (tsconfig.json `paths`, which ncc's
// resolver follows): undici's index runs only when a property of it is first used
// (docs/benchmarks.md, "The Action's validate path, module by module"). The smoke Action tests never
// reach undici (the artifact and check-run clients use @actions/http-client's node:http path), so
// this holds the bundle itself to it: undici's index is required by the lazy module alone, and the
// packages that import undici get the lazy module.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ACTION = join(import.meta.dirname, '..', '..', 'dist', 'action');

describe('the Action bundle', () => {
  it("requires undici's index only from the lazy module, which the packages importing undici get", () => {
    const text = readdirSync(ACTION)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(ACTION, f), 'utf8'))
      .join('\n');
    // The lazy module: `const undici = () => __webpack_require__(ID);`, exported as a Proxy.
    const lazy = /\/\*\*\*\/ (\d+):\n\/\*\*\*\/ \(function\(module[^\n]*\n(?:(?!\/\*\*\*\/ \d+:)[^])*?const undici = \(\) => __webpack_require__\((\d+)\);\s*\nmodule\.exports = new Proxy\(/.exec(text);
    expect(lazy, 'the lazy undici module in dist/action').not.toBeNull();
    const [, lazyId, undiciId] = lazy!;
    expect(text.split(`__webpack_require__(${undiciId!})`).length - 1, "requires of undici's index").toBe(1);
    // @actions/http-client (ProxyAgent) and @actions/github (fetch) import the lazy module.
    expect(text.split(`__webpack_require__(${lazyId!})`).length - 1).toBeGreaterThanOrEqual(2);
  });
});
