// docs/validation.md lists every code `stagegate validate` can report, with its severity,
// an example and a fix; and nothing it cannot report.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_CODES } from '../../src/core/validate/validate.js';
import { REPO } from './validate-helpers.js';

const doc = readFileSync(join(REPO, 'docs', 'validation.md'), 'utf8');
const sections = new Map<string, { severity: string; body: string }>();
const parts = doc.split(/^### /m).slice(1);
for (const part of parts) {
  const m = /^`([A-Z0-9_]+)` · (error|warning)\n([\s\S]*)$/.exec(part);
  if (m) sections.set(m[1]!, { severity: m[2]!, body: m[3]! });
}

describe('docs/validation.md', () => {
  it('documents every code with its severity', () => {
    for (const [code, severity] of Object.entries(RULE_CODES)) {
      expect(sections.get(code)?.severity, `### \`${code}\` · ${severity}`).toBe(severity);
    }
  });

  it('documents no code that does not exist', () => {
    for (const code of sections.keys()) expect(RULE_CODES[code], code).toBeDefined();
  });

  it('gives every code a fix, and an example unless it is about size limits', () => {
    for (const [code, { body }] of sections) {
      expect(body, code).toMatch(/^Fix: /m);
      if (!['YAML_TOO_LARGE', 'YAML_TOO_DEEP'].includes(code)) expect(body, code).toContain('```');
    }
  });

  it('shows the CI wiring and the editor schema line', () => {
    expect(doc).toContain('--format github');
    expect(doc).toContain('# yaml-language-server: $schema=');
  });
});
