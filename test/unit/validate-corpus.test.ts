// Every clean corpus package (a workspace root) validates with zero findings: as a directory,
// file by file, and through validateWorkflow (the entry `run` uses). Also: the example.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { loadWorkflow } from '../../src/core/model/loader.js';
import { validateWorkflow, RULES, RULE_CODES } from '../../src/core/validate/validate.js';
import { validateTargets } from '../../src/core/commands/validate-files.js';
import { CORPUS, PACKAGES, REPO, findings, removePackages } from './validate-helpers.js';

afterAll(removePackages);

const EXPECTED_FILES: Record<string, string[]> = {
  'requirement-to-design': ['requirement-to-design.yaml'],
  'patch-impact': ['patch-impact.yaml'],
  'design-to-implementation': ['design-to-implementation.yaml', 'post-readiness-audit.yaml'],
  composite: ['current-state-analysis.yaml', 'reverse-engineering-pipeline.yaml', 'solution-design.yaml', 'test-design.yaml'],
};

describe('clean corpus: zero findings', () => {
  for (const pkg of PACKAGES) {
    it(`${pkg}: the whole package (directory walk)`, () => {
      const r = validateTargets(new Workspace(join(CORPUS, pkg)), ['.']);
      expect(findings(r)).toEqual([]);
      expect(r.files.map((f) => f.split('/').pop())).toEqual(EXPECTED_FILES[pkg]);
      expect(r.errors + r.warnings).toBe(0);
    });

    it(`${pkg}: each workflow file on its own, through validateWorkflow`, () => {
      const ws = new Workspace(join(CORPUS, pkg));
      const dir = join(CORPUS, pkg, '.ai-engineering', 'workflows');
      for (const f of readdirSync(dir)) {
        const loaded = loadWorkflow(ws, `.ai-engineering/workflows/${f}`);
        expect(loaded.diagnostics).toEqual([]);
        expect(validateWorkflow(loaded.workflow!, ws)).toEqual([]);
      }
    });
  }

  it('the hello example workflow', () => {
    const r = validateTargets(new Workspace(REPO), ['workflows/examples/hello']);
    expect(findings(r)).toEqual([]);
    expect(r.files).toEqual(['workflows/examples/hello/workflow.yaml']);
  });
});

describe('rule registry', () => {
  it('every rule declares its codes; every code has one severity', () => {
    for (const rule of RULES) expect(Object.keys(rule.codes).length, rule.name).toBeGreaterThan(0);
    for (const [code, severity] of Object.entries(RULE_CODES)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(['error', 'warning']).toContain(severity);
      for (const rule of RULES) if (rule.codes[code] !== undefined) expect(rule.codes[code], `${rule.name}: ${code}`).toBe(severity);
    }
  });
});
