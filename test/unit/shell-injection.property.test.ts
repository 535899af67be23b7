// A placeholder in run: text never executes its value, in any shell context (a quick run of 20 cases, each a bash start, in `npm test`'s in-process project; the
// full-size run (5,000) is test/slow/shell-injection.property.test.ts). See test/helpers/shell-injection.ts.
import { describe, it } from 'vitest';
import { checkShellInjection } from '../helpers/shell-injection.js';

describe('placeholders in run: text (property, through a real bash)', () => {
  it('no generated hostile value runs, in any generated shell context; values arrive byte for byte', () => {
    checkShellInjection(20, 1717);
  });
});
