/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON documents */
// A `stagegate run --mode fresh` SIGKILLed at every step of its move aside (kill-at-commit.mjs
// preloaded into the built CLI, `fresh:k`: after its marker is written, after each rename into
// .superseded/, after the marker is removed), and after the new run's first journal append; then
// resumed with a plain `run`. A fresh start moves the manifest, the state file, the journal, logs
// and outputs one rename at a time: a kill between two left a run the resume refused (the manifest
// recording a journal head beside no journal: a journal cut) or read as it stood (the earlier
// run's logs and outputs without its journal). Each kill must leave a run that `status` does not
// call edited and that the resume starts anew, cleanly: every stage runs again, every file of the
// earlier run in the one folder the fresh start chose, nothing of it left in place.
import { describe, expect, it } from 'vitest';
import { cpSync, readFileSync, readdirSync } from 'node:fs';
import { GATE_LIB, Workspace, jsonOf } from '../helpers/bare-workspace.js';
import { preloadedCli } from './crash/preloaded-cli.js';

const STAGE = (next: string) => `    run: 'rm -f "$STAGEGATE_OUTPUT"; echo "$STAGEGATE_STEP" >> ran.txt; source lib.sh; gate OK'\n    output: 'runs/{{run_id}}/out/{{step}}.md'\n    statuses: { OK: ${next} }`;
const WORKFLOW = ["version: '4.0'", 'name: freshcrash', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  a:', STAGE('b'), '  b:', STAGE('DONE'), ''].join('\n');
const RUN = 'runs/r1';
const JOURNAL = `${RUN}/workflow_state.journal.jsonl`;
/** What the earlier run has in place, each moved aside by a fresh start. */
const OWN = [`${RUN}/RUN_MANIFEST.yaml`, `${RUN}/workflow_state.yaml`, JOURNAL, `${RUN}/logs`, `${RUN}/effects`, `${RUN}/out/a.md`, `${RUN}/out/b.md`];

/** Runs the built CLI to its end (its process group killed in cleanup, whatever happens). */
const { track, cli } = preloadedCli();

function copyOf(template: Workspace): Workspace {
  const ws = track(new Workspace('stagegate-fresh-crash-'));
  cpSync(template.dir, ws.dir, { recursive: true });
  return ws;
}

function events(ws: Workspace, rel: string): Array<Record<string, any>> {
  return readFileSync(ws.path(rel), 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, any>);
}

describe('run --mode fresh killed at every step of its move aside', () => {
  it('each kill leaves a run the next plain run starts anew, cleanly; never one refused', async () => {
    const template = track(new Workspace('stagegate-fresh-crash-'));
    template.write('wf.yaml', WORKFLOW);
    template.write('lib.sh', GATE_LIB);
    expect(jsonOf(await cli(template, ['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 2 });
    for (const rel of OWN) expect(template.exists(rel), rel).toBe(true);
    const earlier = events(template, JOURNAL);

    // The uninterrupted fresh start, and its steps: the marker, one rename per file in place, the marker removed.
    const ref = copyOf(template);
    const trace = `${ref.dir}.trace`;
    const fresh = await cli(ref, ['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', '--json'], { env: { CRASH_TRACE: trace }, preload: true });
    expect(jsonOf(fresh)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 2 });
    const steps = readFileSync(trace, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('fresh '));
    // In this order: the manifest first (never a manifest recording a head beside no journal).
    const folder = /\/\.superseded\/([^/]+)\//.exec(steps[1] ?? '')?.[1];
    expect(steps.map((l) => l.split(' ').slice(2).join(' ').replace(`${ref.dir}/`, ''))).toEqual([
      `marker ${RUN}/workflow_state.yaml.fresh`,
      ...OWN.map((rel) => `moved ${RUN}/.superseded/${folder}/${rel}`),
      `done ${RUN}/workflow_state.yaml.fresh`,
    ]);

    const failures: string[] = [];
    // fresh:1..n, and append:1 (the new run's first event committed, nothing projected yet).
    const points = [...steps.map((_, i) => `fresh:${i + 1}`), 'append:1'];
    for (const point of points) {
      const ws = copyOf(template);
      const killed = await cli(ws, ['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', '--json'], { env: { CRASH_KILL_AT: point }, preload: true });
      if (killed.signal !== 'SIGKILL') {
        failures.push(`${point}: the fresh run was not killed (exit ${killed.code})`);
        continue;
      }
      const status = await cli(ws, ['status', 'wf.yaml', '--run-id', 'r1', '--json']);
      const said = JSON.parse(status.stdout.trim()) as { status: string; message?: string };
      if (said.status === 'WORKFLOW_STATE_INTEGRITY_VIOLATION') failures.push(`${point}: status after the kill: ${said.message}`);
      const resumed = await cli(ws, ['run', 'wf.yaml', '--run-id', 'r1', '--json']);
      const out = JSON.parse(resumed.stdout.trim()) as { status: string; message?: string; stages_run?: number };
      if (out.status !== 'WORKFLOW_COMPLETE' || out.stages_run !== 2) {
        failures.push(`${point}: the resume ended ${out.status} with ${out.stages_run} stages run: ${out.message}`);
        continue;
      }
      // A new run: every stage ran again, its journal starts with its own run_started.
      const ran = ws.read('ran.txt').split('\n').filter(Boolean);
      const now = events(ws, JOURNAL);
      const superseded = readdirSync(ws.path(`${RUN}/.superseded`));
      const problems = [
        ran.join(',') === 'a,b,a,b' ? '' : `stages ran ${ran.join(',')}`,
        now[0]?.['event'] === 'run_started' && now[0]?.['seq'] === 1 ? '' : `the journal starts with ${JSON.stringify(now[0])}`,
        now.some((e) => e['at'] === earlier[0]?.['at'] && e['event'] === 'run_started') ? 'the earlier run_started is still in the journal' : '',
        // Every file of the earlier run in the one folder the fresh start chose; its journal whole there.
        superseded.length === 1 ? '' : `${superseded.length} folders in .superseded: ${superseded.join(', ')}`,
        ...OWN.map((rel) => (ws.exists(`${RUN}/.superseded/${superseded[0]}/${rel}`) ? '' : `${rel} is not in the fresh start's folder`)),
        superseded.length === 1 && readFileSync(ws.path(`${RUN}/.superseded/${superseded[0]}/${JOURNAL}`), 'utf8') === readFileSync(template.path(JOURNAL), 'utf8') ? '' : "the earlier run's journal is not whole in the folder",
        now[0]?.['fresh_execution_of']?.['superseded_to'] === `${RUN}/.superseded/${superseded[0]}` ? '' : `fresh_execution_of: ${JSON.stringify(now[0]?.['fresh_execution_of'])}`,
        ws.exists(`${RUN}/workflow_state.yaml.fresh`) ? 'the marker is left' : '',
      ].filter(Boolean);
      if (problems.length > 0) failures.push(`${point}: ${problems.join('; ')}`);
      ws.remove();
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
