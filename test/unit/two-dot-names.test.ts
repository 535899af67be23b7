// A name that merely starts with two dots (..bin, ..tools) is a folder inside, not a climb out:
// every "is it below" test of a path.relative result says so (workspace.ts insideBy), not only
// the workspace's confinement.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reusable, toRecord } from '../../src/core/agents/recorded.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { schemaReference } from '../../src/cli/commands/init.js';

const base = realpathSync(mkdtempSync(join(tmpdir(), 'stagegate-two-dots-')));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('two-dot names inside', () => {
  it("an agent command in the workspace's ..bin is recorded relative, so a resume reuses it", () => {
    const ws = new Workspace(base);
    const record = toRecord({ agentCommand: join(base, '..bin', 'agent') }, ws)!;
    expect(record.agent_command).toBe('..bin/agent');
    expect(reusable(record)).toBe(true);
    // One out of the workspace stays absolute (never reused).
    expect(toRecord({ agentCommand: join(dirname(base), 'agent') }, ws)!.agent_command).toBe(join(dirname(base), 'agent'));
  });

  it("init's schema reference names a stagegate vendored under ..tools by its path in the project", () => {
    const dir = join(base, 'project');
    mkdirSync(join(dir, '..tools', 'stagegate', 'schema'), { recursive: true });
    writeFileSync(join(dir, '..tools', 'stagegate', 'schema', 'workflow.schema.json'), '{}');
    expect(schemaReference(dir, join(dir, '..tools', 'stagegate'))).toEqual({ ref: '../..tools/stagegate/schema/workflow.schema.json', published: false });
  });
});
