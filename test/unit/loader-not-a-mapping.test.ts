// A workflow file whose document is not a mapping: YAML_NOT_A_MAPPING says what the file is
// instead (empty, comments only, a null document, a list, a scalar), so an empty file reads as empty.
import { describe, expect, it } from 'vitest';
import { loadWorkflowText } from '../../src/core/model/loader.js';

function finding(text: string) {
  const loaded = loadWorkflowText(text, 'wf.yaml', '/ws/wf.yaml');
  expect(loaded.workflow).toBeUndefined();
  expect(loaded.diagnostics).toHaveLength(1);
  return loaded.diagnostics[0]!;
}

describe('YAML_NOT_A_MAPPING', () => {
  it.each([
    ['', 'the file is empty'],
    ['\n  \n', 'the file is empty'],
    ['# just a comment\n', 'the file holds no value (only comments, or an empty document)'],
    ['---\n# nothing\n...\n', 'the file holds no value (only comments, or an empty document)'],
    ['null\n', 'the file holds a null document'],
    ['# a comment\n~\n', 'the file holds a null document'],
    ['--- ~\n', 'the file holds a null document'],
    ['- a\n- b\n', 'the file is a YAML list'],
    ['hello\n', 'the file is a single text value'],
    ['42\n', 'the file is a single number value'],
  ])('%j: %s', (text, what) => {
    const d = finding(text);
    expect(d).toMatchObject({ code: 'YAML_NOT_A_MAPPING', severity: 'error', file: 'wf.yaml', line: 1, column: 1 });
    expect(d.message).toBe(`${what}, and a workflow file must be a YAML mapping (version, name, steps …)`);
    expect(d.hint).toContain('stagegate init');
  });
});
