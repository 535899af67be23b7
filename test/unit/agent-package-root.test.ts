// A 4.0 package nested in a larger tree (like workflows/examples/agent) validates against its
// own root, so `validate workflows/` from the repository root checks its prompts and skills.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { validateTargets } from '../../src/core/commands/validate-files.js';
import { nestedPackageOf } from '../../src/core/model/package-root.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sg-pkg-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
}

const WF = `version: '4.0'
name: nested
state_path: 'runs/{{run_id}}/state.yaml'
inputs: { required: [run_id] }
steps:
  work:
    prompt: .ai-engineering/prompts/work.md
    skills: [tracing]
    output: 'runs/{{run_id}}/work.md'
    statuses: { OK: DONE }
`;

describe('nested 4.0 packages', () => {
  it('finds the package root of a workflow path', () => {
    expect(nestedPackageOf('examples/a/.ai-engineering/workflows/w.yaml')).toEqual({ root: 'examples/a', file: '.ai-engineering/workflows/w.yaml' });
    expect(nestedPackageOf('.ai-engineering/workflows/w.yaml')).toBeUndefined();
    expect(nestedPackageOf('workflows/w.yaml')).toBeUndefined();
  });

  it('validates prompts and skills relative to the package, reporting paths in the outer tree', () => {
    const files = {
      'pkgs/a/.ai-engineering/workflows/w.yaml': WF,
      'pkgs/a/.ai-engineering/prompts/work.md': 'Do the work.\n\nstatus: OK\n',
      'pkgs/a/.github/skills/tracing/SKILL.md': '# Tracing\n',
    };
    const ok = validateTargets(new Workspace(tree(files)), ['pkgs']);
    expect(ok.files).toEqual(['pkgs/a/.ai-engineering/workflows/w.yaml']);
    expect(ok.diagnostics).toEqual([]);
    const { 'pkgs/a/.github/skills/tracing/SKILL.md': _skill, ...noSkill } = files;
    const broken = validateTargets(new Workspace(tree(noSkill)), ['pkgs']);
    expect(broken.errors).toBeGreaterThan(0);
    expect(broken.diagnostics.map((d) => d.file)).toContain('pkgs/a/.ai-engineering/workflows/w.yaml');
  });
});
