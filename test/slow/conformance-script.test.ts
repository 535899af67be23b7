/* eslint-disable @typescript-eslint/no-explicit-any -- the test walks the script's JSON */
// scripts/conformance.mjs (the tool that judges foreign workflow files) over a folder of files
// with the shapes of the public aiox, maestro-flow and CCW workflows: it finds them (the files
// `stagegate validate <folder>` finds, with the format `stagegate convert` names), loads,
// validates and runs each through the BUILT CLI, and prints the per-format table. In the slow
// tier (moved from test/e2e/formats-wild.test.ts): one run of the script starts the CLI for every
// file, ~4 s of CPU to prove the script; the CLI's handling of the same files is proved file by
// file in test/e2e/formats-*.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, cliEnv, finished, REPO_ROOT, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { spawnTracked } from '../helpers/processes.js';

afterAll(removeWorkspaces);

const FORMATS = join(REPO_ROOT, 'test', 'fixtures', 'formats');
const fixture = (rel: string) => readFileSync(join(FORMATS, rel), 'utf8');

describe('scripts/conformance.mjs', () => {
  it('prints the table for a folder of foreign files: real files, load, validate clean, ran end to end', async () => {
    const files: Record<string, string> = {
      'wf/story-cycle.yaml': fixture('aiox/wild/story-cycle.yaml'),
      // A required input named like a file (story_file, as development-cycle's): the run checks it
      // names an existing file, so the script binds a file to it.
      'wf/story-file.yaml': 'workflow:\n  id: story-file\n  name: Story file\n  inputs:\n    story_file: {required: true}\n  sequence:\n    - id: build\n      agent: dev\n      action: Implement the story in {story_file}\n',
      'chains/singles/audit.json': fixture('maestro/wild/chains/singles/audit.json'),
      'templates/release.json': fixture('ccw/parallel-skip.json'),
      'templates/broken.json': fixture('ccw/broken/cycle.json'),
      // The aiox squads' shapes: a phases: LIST (read as the sequence; its timeout that is no
      // duration is a warning) and a top-level phases: MAPPING (the seo squad's, which no aiox
      // runner runs: refused). The CLI detects both; the script counts what the CLI finds.
      'squads/waves/workflows/wf-waves.yaml': fixture('aiox/squad-timeout.yaml'),
      'squads/seo/workflows/wf-seo.yaml': 'id: wf-seo\nname: SEO audit\nversion: 1.0.0\nphases:\n  crawl:\n    agent: seo-crawler\n    task: crawl-site\n  report:\n    agent: seo-writer\n    task: write-report\n',
      // Neither is another runner's workflow: a native 4.0 file (the CLI lists it; not counted) and
      // an aiox task definition (the CLI's walk skips it).
      'native/own.yaml': 'version: "4.0"\nname: own\nstate_path: .stagegate/own\nsteps:\n  a:\n    prompt: x\n',
      'squads/seo/tasks/crawl-site.yaml': 'name: crawl-site\nversion: 1.0.0\nsteps:\n  - action: fetch the pages\n  - action: list the links\n',
      'notes/other.yaml': 'just: a file\n',
      // A CCW skill chain (chain_id, entry, nodes): no format stagegate imports, not a maestro graph.
      'skills/chains/flow.json': JSON.stringify({ chain_id: 'flow', name: 'Flow', version: '2.1', entry: 'D1', nodes: { D1: { type: 'decision', name: 'Pick', prompt: 'Which?', choices: [{ label: 'A', description: 'a', next: 'S1' }], default: 'S1' }, S1: { type: 'step', name: 'A', content_ref: '@a.md', next: null } } }),
    };
    const ws = workspaceWith(files);
    // Tracked: its process group (the CLIs it starts) is killed after the test, passed or failed.
    const child = spawnTracked(process.execPath, [join(REPO_ROOT, 'scripts', 'conformance.mjs'), ws.dir, '--json', '--cli', CLI], { cwd: ws.dir, env: cliEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    const r = await finished(child);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.table).toEqual([
      { format: 'maestro', files: 1, load: 1, validate_clean: 1, with_warnings: 1, strict_clean: 0, runnable: 1, ran: 1 },
      { format: 'aiox', files: 4, load: 4, validate_clean: 3, with_warnings: 3, strict_clean: 0, runnable: 3, ran: 3 },
      { format: 'ccw', files: 2, load: 2, validate_clean: 1, with_warnings: 0, strict_clean: 1, runnable: 1, ran: 1 },
    ]);
    expect(out.files.find((f: any) => f.file === 'templates/broken.json').errors[0]).toMatch(/^CCW_CYCLE@/);
    expect(out.files.find((f: any) => f.file === 'wf/story-file.yaml').run).toMatchObject({ ok: true, status: 'WORKFLOW_COMPLETE' });
    // Exactly the files of a foreign format the CLI finds, each with the format the CLI names.
    expect(out.files.map((f: any) => [f.format, f.file]).sort()).toEqual([
      ['aiox', 'squads/seo/workflows/wf-seo.yaml'],
      ['aiox', 'squads/waves/workflows/wf-waves.yaml'],
      ['aiox', 'wf/story-cycle.yaml'],
      ['aiox', 'wf/story-file.yaml'],
      ['ccw', 'templates/broken.json'],
      ['ccw', 'templates/release.json'],
      ['maestro', 'chains/singles/audit.json'],
    ]);
    expect(out.unrecognised).toEqual([]);
    const waves = out.files.find((f: any) => f.file === 'squads/waves/workflows/wf-waves.yaml');
    expect(waves.errors).toEqual([]);
    expect(waves.warnings).toContain('AIOX_TIMEOUT_INVALID@21');
    expect(waves.run).toMatchObject({ ok: true, status: 'WORKFLOW_COMPLETE' });
    expect(out.files.find((f: any) => f.file === 'squads/seo/workflows/wf-seo.yaml').errors).toEqual(['AIOX_SEQUENCE_EMPTY@4']);
  });
});
