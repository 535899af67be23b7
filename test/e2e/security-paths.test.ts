// Workspace confinement, end to end through the built CLI. Absolute paths, paths that climb out
// with '..', and symlinks that lead out of the workspace are refused with PATH_OUTSIDE_WORKSPACE:
//   - by `validate`, wherever a workflow names a path: state_path, outputs, prompts, skills,
//     child workflows, foreach sources;
//   - by `run`, before anything is written: state_path, outputs (also when an input supplies the
//     path at run time), *_path inputs;
//   - when a stage plants a symlink at its own declared output, at a later step's output, or in
//     place of the run directory: the runner neither reads nor writes through it.
// After every refusal, the directory outside the workspace is exactly as it was.
import { replayedState } from '../helpers/state.js';
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GATE_LIB, Workspace, jsonOf } from '../helpers/bare-workspace.js';

const spaces: Workspace[] = [];
afterAll(() => {
  for (const ws of spaces.splice(0)) ws.remove();
});

/** A workspace plus a sibling directory "outside" it, holding one file. */
function setup(): { ws: Workspace; outside: string; snapshot: () => string } {
  const base = new Workspace('stagegate-paths-');
  spaces.push(base);
  const outside = base.path('outside');
  mkdirSync(outside);
  writeFileSync(join(outside, 'secret.md'), 'outside content\n');
  const ws = new Workspace('ws-', base.dir);
  ws.write('lib.sh', GATE_LIB);
  symlinkSync(outside, ws.path('link')); // a directory symlink leading out
  const snapshot = () =>
    readdirSync(outside, { recursive: true })
      .map(String)
      .sort()
      .map((n) => `${n}:${(() => {
        try {
          return readFileSync(join(outside, n), 'utf8');
        } catch {
          return '<dir>';
        }
      })()}`)
      .join('|');
  return { ws, outside, snapshot };
}

function shellWorkflow(over: { state?: string; output?: string; extraInputs?: string; run?: string } = {}): string {
  return `version: '4.0'
name: paths
state_path: '${over.state ?? 'runs/{{run_id}}/state.yaml'}'
inputs:
  required: [run_id]
  optional: [dest, report_path]
  defaults: { dest: out }
steps:
  one:
    run: ${JSON.stringify(over.run ?? 'source lib.sh; echo one >>ledger.txt; [ -d "${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "${STAGEGATE_OUTPUT%/*}"; echo body >"$STAGEGATE_OUTPUT"; gate OK')}
    output: '${over.output ?? 'out/one.md'}'
    statuses: { OK: two }
  two:
    run: source lib.sh; echo two >>ledger.txt; [ -d "\${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "\${STAGEGATE_OUTPUT%/*}"; echo body >"$STAGEGATE_OUTPUT"; gate OK
    output: out/two.md
    statuses: { OK: DONE }
`;
}

async function validateErrors(ws: Workspace, file: string): Promise<Array<{ code: string; message: string; line: number }>> {
  const r = await ws.run(['validate', file, '--json']);
  const out = jsonOf(r) as { valid: boolean; errors: Array<{ code: string; message: string; line: number }> };
  expect(r.code, r.stdout).toBe(1);
  expect(out.valid).toBe(false);
  return out.errors;
}

const ESCAPES = [
  ['an absolute path', (p: string) => `/tmp/stagegate-escape/${p}`],
  ["a path climbing out with '..'", (p: string) => `../../${p}`],
  ['a symlink leading out', (p: string) => `link/${p}`],
] as const;

describe('validate refuses paths that leave the workspace', () => {
  for (const [how, make] of ESCAPES) {
    it(`${how}: in state_path, outputs, prompts, child workflows, foreach sources and skills`, async () => {
      const { ws, snapshot } = setup();
      const before = snapshot();
      ws.write('prompts/p.md', 'Do it.\nstatus: OK\n');
      ws.write('reg.md', '| ID | Status |\n|---|---|\n| A | OPEN |\n');
      ws.write(
        'wf.yaml',
        `version: '4.0'
name: escapes
state_path: '${make('state.yaml')}'
inputs:
  required: [run_id]
steps:
  shell:
    run: 'true'
    output: '${make('out.md')}'
    statuses: { OK: agent }
  agent:
    prompt: '${make('prompt.md')}'
    output: out/agent.md
    statuses: { OK: child }
  child:
    child_workflow: '${make('child.yaml')}'
    statuses: { WORKFLOW_COMPLETE: each }
  each:
    foreach: { source: '${make('reg.md')}', id_field: ID }
    per_item:
      item:
        run: 'true'
        output: 'out/{{step}}.md'
        statuses: { OK: DONE }
    completion: { on_complete: DONE }
`,
      );
      const errors = await validateErrors(ws, 'wf.yaml');
      const escapes = errors.filter((e) => e.code === 'PATH_OUTSIDE_WORKSPACE');
      for (const field of ['state_path', 'output', 'prompt', 'child workflow', 'foreach source']) {
        expect(escapes.some((e) => e.message.includes(field)), `${field} not reported:\n${JSON.stringify(errors, null, 1)}`).toBe(true);
      }
      expect(snapshot()).toBe(before);
    });
  }

  it('skills that climb out, and a skill folder that is a symlink leading out', async () => {
    const { ws, outside } = setup();
    mkdirSync(join(outside, 'evil'));
    writeFileSync(join(outside, 'evil', 'SKILL.md'), '# evil skill\n');
    mkdirSync(ws.path('.github/skills'), { recursive: true });
    symlinkSync(join(outside, 'evil'), ws.path('.github/skills/evil'));
    ws.write('prompts/p.md', 'Do it.\nstatus: OK\n');
    ws.write(
      'wf.yaml',
      `version: '4.0'
name: skills
state_path: 'runs/{{run_id}}/state.yaml'
inputs:
  required: [run_id]
steps:
  agent:
    prompt: prompts/p.md
    skills: ['../../../etc', 'evil']
    output: out/agent.md
    statuses: { OK: DONE }
`,
    );
    const errors = await validateErrors(ws, 'wf.yaml');
    const escapes = errors.filter((e) => e.code === 'PATH_OUTSIDE_WORKSPACE');
    expect(escapes.some((e) => e.message.includes('../../../etc')), JSON.stringify(errors)).toBe(true);
    expect(escapes.some((e) => e.message.includes("'evil'")), JSON.stringify(errors)).toBe(true);
  });

  it('a prompt file that is itself a symlink to a file outside is not read', async () => {
    const { ws, outside } = setup();
    writeFileSync(join(outside, 'secret.md'), 'secret {{undeclared_secret_name}}\nstatus: OK\n');
    mkdirSync(ws.path('prompts'));
    symlinkSync(join(outside, 'secret.md'), ws.path('prompts/p.md'));
    ws.write('wf.yaml', `version: '4.0'\nname: p\nstate_path: 'runs/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  agent:\n    prompt: prompts/p.md\n    output: out/a.md\n    statuses: { OK: DONE }\n`);
    const errors = await validateErrors(ws, 'wf.yaml');
    expect(errors.map((e) => e.code)).toContain('PATH_OUTSIDE_WORKSPACE');
    // Its content never surfaced (the placeholder inside it was not scanned).
    expect(JSON.stringify(errors)).not.toContain('undeclared_secret_name');
  });
});

it("validate flags an agent command:PATH that a symlink leads out of the workspace, as run refuses it (before: validate was clean)", async () => {
  const { ws } = setup();
  ws.write(
    'wf.yaml',
    `version: '4.0'
name: agentlink
state_path: 'runs/{{run_id}}/state.yaml'
steps:
  one:
    agent: command:link/agent.sh
    inline_instruction: Do the thing.
    output: out/one.md
    statuses: { OK: DONE }
`,
  );
  const errors = await validateErrors(ws, 'wf.yaml');
  const finding = errors.find((e) => e.code === 'PATH_OUTSIDE_WORKSPACE');
  expect(finding?.message).toBe("agent command 'link/agent.sh' of step 'one' leaves the workspace: a symlink on the way leads outside the workspace");
  expect(finding?.line).toBe(6);
  const run = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
  expect(jsonOf(run)['status'], run.stdout).toBe('PATH_OUTSIDE_WORKSPACE');
});

describe('run refuses before anything is written', () => {
  for (const [how, make] of ESCAPES) {
    for (const where of ['state_path', 'output'] as const) {
      it(`${where} as ${how}: PATH_OUTSIDE_WORKSPACE, no stage ran, nothing written outside`, async () => {
        const { ws, snapshot } = setup();
        const before = snapshot();
        ws.write('wf.yaml', shellWorkflow(where === 'state_path' ? { state: make('{{run_id}}/state.yaml') } : { output: make('one.md') }));
        const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
        expect(r.code, r.stdout + r.stderr).toBe(5);
        expect(jsonOf(r)['status']).toBe('PATH_OUTSIDE_WORKSPACE');
        expect(ws.exists('ledger.txt')).toBe(false);
        expect(ws.exists('runs')).toBe(false);
        expect(snapshot()).toBe(before);
      });
    }
  }

  for (const dest of ['../../outside', '/tmp', 'link', 'link/sub']) {
    it(`an output path an input supplies at run time (dest=${dest}) is refused before any stage runs`, async () => {
      const { ws, snapshot } = setup();
      const before = snapshot();
      ws.write('wf.yaml', shellWorkflow({ output: '{{dest}}/one.md' }));
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', `dest=${dest}`, '--json']);
      expect(r.code, r.stdout + r.stderr).toBe(5);
      expect(jsonOf(r)['status']).toBe('PATH_OUTSIDE_WORKSPACE');
      expect(ws.exists('ledger.txt')).toBe(false);
      expect(ws.exists('runs')).toBe(false);
      expect(snapshot()).toBe(before);
    });
  }

  for (const value of ['/etc/passwd', '../outside/secret.md', 'link/secret.md']) {
    it(`a *_path input naming ${value} is refused`, async () => {
      const { ws } = setup();
      ws.write('wf.yaml', shellWorkflow());
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', `report_path=${value}`, '--json']);
      expect(r.code, r.stdout + r.stderr).toBe(5);
      expect(jsonOf(r)['status']).toBe('PATH_OUTSIDE_WORKSPACE');
      expect(ws.exists('ledger.txt')).toBe(false);
    });
  }
});

describe('symlinks planted by a stage', () => {
  it('at its own declared output (pointing at a file with a valid gate): not read, not accepted, recorded', async () => {
    const { ws, outside, snapshot } = setup();
    writeFileSync(
      join(outside, 'secret.md'),
      'WORKFLOW_GATE:\n  workflow: paths\n  step: one\n  status: OK\n  unresolved_critical: 0\n  unresolved_high: 0\n  source_resolvable_open: 0\n  artifact: out/one.md\n  next_recommended: null\n',
    );
    const before = snapshot();
    ws.write('wf.yaml', shellWorkflow({ run: `echo one >>ledger.txt; mkdir -p out; ln -s ${JSON.stringify(join(outside, 'secret.md'))} "$STAGEGATE_OUTPUT"` }));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(5);
    const out = jsonOf(r);
    expect(out['status']).toBe('PATH_OUTSIDE_WORKSPACE');
    expect(out['completed_steps']).toEqual([]);
    expect(ws.read('ledger.txt')).toBe('one\n');
    const state = ws.read('runs/r1/state.yaml');
    expect(state).toMatch(/^status: PATH_OUTSIDE_WORKSPACE$/m);
    expect(state).not.toMatch(/^in_flight:\n {2}step/m);
    expect(ws.read('runs/r1/RUN_MANIFEST.yaml')).toMatch(/^artifacts: \[\]$/m);
    // A resume refuses again before running anything while the link is there.
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(again)['status']).toBe('PATH_OUTSIDE_WORKSPACE');
    expect(ws.read('ledger.txt')).toBe('one\n');
    expect(snapshot()).toBe(before);
  });

  it("at a later step's output: that step never runs, so nothing writes through the link", async () => {
    const { ws, outside, snapshot } = setup();
    const before = snapshot();
    ws.write('wf.yaml', shellWorkflow({ run: `source lib.sh; echo one >>ledger.txt; mkdir -p out; ln -s ${JSON.stringify(join(outside, 'secret.md'))} out/two.md; echo body >"$STAGEGATE_OUTPUT"; gate OK` }));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(5);
    expect(jsonOf(r)['status']).toBe('PATH_OUTSIDE_WORKSPACE');
    expect(ws.read('ledger.txt')).toBe('one\n');
    expect(snapshot()).toBe(before);
  });

  it("in place of the run's logs folder: the next stage does not start, and the stage before stays completed", async () => {
    const { ws, outside, snapshot } = setup();
    const before = snapshot();
    // Stage one ends by replacing the logs folder with a link out; stage two's log would be written through it.
    ws.write('wf.yaml', shellWorkflow({ run: `source lib.sh; echo one >>ledger.txt; mkdir -p out; echo body >"$STAGEGATE_OUTPUT"; gate OK; rm -rf runs/r1/logs; ln -s ${JSON.stringify(outside)} runs/r1/logs` }));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(5);
    expect(jsonOf(r)['status']).toBe('PATH_OUTSIDE_WORKSPACE');
    expect(ws.read('ledger.txt')).toBe('one\n');
    expect(snapshot()).toBe(before);
    // Nothing lost: stage one is recorded as completed, with its artifact, and two is next.
    const state = replayedState(ws.dir, 'runs/r1/state.yaml');
    expect(state.completed_steps).toEqual(['one']);
    expect(state.active_step).toBe('two');
    expect(state.in_flight).toBeNull();
    expect(ws.read('runs/r1/RUN_MANIFEST.yaml')).toMatch(/^ {2}- path: out\/one\.md$/m);
    // With the link gone, a resume runs only stage two.
    rmSync(ws.path('runs/r1/logs'));
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(resumed)['status']).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('ledger.txt')).toBe('one\ntwo\n');
    expect(snapshot()).toBe(before);
  });

  it('in place of the run directory: the runner does not write its state through it', async () => {
    const { ws, outside, snapshot } = setup();
    mkdirSync(join(outside, 'stolen'));
    const before = snapshot();
    // The stage moves the run directory away and leaves a link to a folder outside in its place.
    ws.write('wf.yaml', shellWorkflow({ run: `source lib.sh; echo one >>ledger.txt; mkdir -p out; echo body >"$STAGEGATE_OUTPUT"; gate OK; mv runs/r1 moved-run; ln -s ${JSON.stringify(join(outside, 'stolen'))} runs/r1` }));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(5);
    expect(jsonOf(r)['status']).toBe('PATH_OUTSIDE_WORKSPACE');
    expect(snapshot()).toBe(before);
  });

  it('in place of the run directory, by a parallel branch: the runner does not write its state through it', async () => {
    const { ws, outside, snapshot } = setup();
    mkdirSync(join(outside, 'stolen'));
    const before = snapshot();
    // One branch at a time: when the first one ends no process runs, so nothing but the end of
    // that process tells the runner to look at the run directory again.
    const swap = `mv runs/r1 moved-run; ln -s ${JSON.stringify(join(outside, 'stolen'))} runs/r1`;
    ws.write(
      'wf.yaml',
      [
        "version: '4.0'",
        'name: paths',
        "state_path: 'runs/{{run_id}}/state.yaml'",
        'inputs:',
        '  required: [run_id]',
        'steps:',
        '  checks:',
        '    parallel:',
        '      max_concurrency: 1',
        '      branches:',
        '        a:',
        `          run: ${JSON.stringify(`source lib.sh; mkdir -p out; echo body >"$STAGEGATE_OUTPUT"; gate OK; ${swap}`)}`,
        "          output: 'out/a.md'",
        '          statuses: { OK: DONE }',
        '        b:',
        `          run: ${JSON.stringify('source lib.sh; mkdir -p out; echo body >"$STAGEGATE_OUTPUT"; gate OK')}`,
        "          output: 'out/b.md'",
        '          statuses: { OK: DONE }',
        '    statuses: { PARALLEL_COMPLETE: DONE }',
        '',
      ].join('\n'),
    );
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(5);
    expect(jsonOf(r)['status']).toBe('PATH_OUTSIDE_WORKSPACE');
    expect(snapshot()).toBe(before);
  });
});

describe("the repository's .git folder is never written (hooks, config)", () => {
  /** A workspace holding a .git folder, and a listing of that folder with contents. */
  function gitSetup(): { ws: Workspace; gitSnapshot: () => string } {
    const { ws } = setup();
    ws.write('.git/config', '[core]\n');
    ws.write('.git/hooks/README', 'hooks\n');
    const gitSnapshot = () =>
      readdirSync(ws.path('.git'), { recursive: true })
        .map(String)
        .sort()
        .map((n) => {
          try {
            return `${n}:${readFileSync(ws.path(join('.git', n)), 'utf8')}`;
          } catch {
            return `${n}:<dir>`;
          }
        })
        .join('|');
    return { ws, gitSnapshot };
  }

  it('validate flags a literal state_path, output and artifact_root default inside .git, at their lines', async () => {
    const { ws } = gitSetup();
    ws.write(
      'wf.yaml',
      `version: '4.0'
name: git
state_path: '.git/stagegate/{{run_id}}/state.yaml'
inputs:
  required: [run_id]
  defaults: { artifact_root: .GIT/runs }
steps:
  one:
    run: 'true'
    output: .git/hooks/pre-commit
    statuses: { OK: DONE }
`,
    );
    const errors = (await validateErrors(ws, 'wf.yaml')).filter((e) => e.code === 'PATH_OUTSIDE_WORKSPACE');
    expect(errors.map((e) => e.line).sort((a, b) => a - b), JSON.stringify(errors, null, 1)).toEqual([3, 6, 10]);
    for (const e of errors) expect(e.message).toContain('.git folder');
  });

  it('validate flags an output that a symlink leads into .git', async () => {
    const { ws } = gitSetup();
    symlinkSync('.git/hooks', ws.path('hooks'));
    ws.write('wf.yaml', shellWorkflow({ output: 'hooks/pre-commit' }));
    const errors = (await validateErrors(ws, 'wf.yaml')).filter((e) => e.code === 'PATH_OUTSIDE_WORKSPACE');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain("a symlink on the way leads into a repository's .git folder");
  });

  const cases: Array<[string, { state?: string; output?: string }, string[]]> = [
    ['state_path inside .git', { state: '.git/x/{{run_id}}/state.yaml' }, []],
    ['an output an input puts into .git/hooks', { output: '{{dest}}/pre-commit' }, ['dest=.git/hooks']],
    ['an output a symlink leads into .git/hooks', { output: '{{dest}}/pre-commit' }, ['dest=hooks']],
    ['a *_path input naming a file in .git', {}, ['report_path=.git/config']],
  ];
  for (const [what, over, inputs] of cases) {
    it(`run refuses ${what}: PATH_OUTSIDE_WORKSPACE (exit 5), no stage ran, .git untouched`, async () => {
      const { ws, gitSnapshot } = gitSetup();
      symlinkSync('.git/hooks', ws.path('hooks'));
      const before = gitSnapshot();
      ws.write('wf.yaml', shellWorkflow(over));
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', ...inputs, '--json']);
      expect(r.code, r.stdout + r.stderr).toBe(5);
      expect(jsonOf(r)['status']).toBe('PATH_OUTSIDE_WORKSPACE');
      expect(JSON.stringify(jsonOf(r))).toContain('.git folder');
      expect(ws.exists('ledger.txt')).toBe(false);
      expect(gitSnapshot()).toBe(before);
    });
  }

  it('run refuses artifact_root=.git/x (the run folder) before anything is written', async () => {
    const { ws, gitSnapshot } = gitSetup();
    const before = gitSnapshot();
    ws.write('wf.yaml', shellWorkflow({ state: '{{artifact_root}}/state.yaml' }).replace('defaults: { dest: out }', 'defaults: { dest: out, artifact_root: runs }'));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'artifact_root=.git/x', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(5);
    expect(jsonOf(r)['status']).toBe('PATH_OUTSIDE_WORKSPACE');
    expect(ws.exists('ledger.txt')).toBe(false);
    expect(gitSnapshot()).toBe(before);
  });
});

it('validate flags an artifact_root default that leaves the workspace even when no path uses it (the run folder)', async () => {
  const { ws } = setup();
  ws.write('wf.yaml', shellWorkflow().replace('defaults: { dest: out }', 'defaults: { dest: out, artifact_root: ../x }'));
  const errors = (await validateErrors(ws, 'wf.yaml')).filter((e) => e.code === 'PATH_OUTSIDE_WORKSPACE');
  expect(errors.map((e) => e.message)).toEqual(["default artifact_root '../x' leaves the workspace: it climbs out with '..'"]);
});

describe("an output a value leads onto the run's own files", () => {
  // An input, a registry row or a gate value in an output's path could name the run's journal, state,
  // lock or manifest: the stage would write over the run's record and the runner accept it as the
  // stage's result (before: WORKFLOW_COMPLETE, then every later command refused the run). Refused
  // like a path out of the workspace, before the stage starts; the run's record stays readable.
  for (const dest of ['runs/r1/state.journal.jsonl', 'runs/r1/state.yaml', 'runs/r1/state.yaml.lock', 'runs/r1/RUN_MANIFEST.yaml', 'runs/r1/logs/one.v1.a1.log', 'runs/r1/effects/x.jsonl']) {
    it(`dest=${dest}: PATH_OUTSIDE_WORKSPACE before any stage runs`, async () => {
      const { ws } = setup();
      ws.write('wf.yaml', shellWorkflow({ output: '{{dest}}' }));
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', `dest=${dest}`, '--json']);
      expect(r.code, r.stdout + r.stderr).toBe(5);
      const out = jsonOf(r);
      expect(out['status']).toBe('PATH_OUTSIDE_WORKSPACE');
      expect(String(out['message'])).toContain('which the runner writes');
      expect(ws.exists('ledger.txt')).toBe(false);
    });
  }

  it("a foreach registry row whose id leads an item's output onto the parent run's journal: the item's stage never starts and the run's record still verifies", async () => {
    const { ws } = setup();
    ws.write('reg/registry.md', '| id | Status |\n|---|---|\n| ../runs/r1/state.journal | TODO |\n');
    ws.write(
      'wf.yaml',
      `version: '4.0'
name: rows
state_path: 'runs/{{run_id}}/state.yaml'
inputs:
  required: [run_id]
steps:
  loop:
    foreach: { source: reg/registry.md, id_field: id }
    per_item:
      work:
        run: source lib.sh; echo work >>ledger.txt; mkdir -p "\${STAGEGATE_OUTPUT%/*}"; echo body >"$STAGEGATE_OUTPUT"; gate OK
        output: 'out/{{item_id}}.jsonl'
        statuses: { OK: next_artifact }
    completion: { require: all items verified, on_complete: DONE }
`,
    );
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(5);
    expect(jsonOf(r)['status']).toBe('PATH_OUTSIDE_WORKSPACE');
    expect(String(jsonOf(r)['message'])).toContain("the run's journal runs/r1/state.journal.jsonl");
    expect(ws.exists('ledger.txt')).toBe(false);
    // The journal is the runner's alone: status replays it (before: "line 1 is not a journal event").
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(status)['status'], status.stdout).toBe('PATH_OUTSIDE_WORKSPACE');
    expect(replayedState(ws.dir, 'runs/r1/state.yaml').active_step).toBe('loop');
  });
});
