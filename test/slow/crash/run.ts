// `npm run test:crash [-- --only sweep|campaign] [--workflow NAME] [--seed N] [--kills N] [--keep] [--json FILE]`:
// the crash harness against dist/cli/index.js, in two parts.
//  1. The boundary sweep (boundaries.ts): a SIGKILL at every commit boundary of a chain/loop, a
//     parallel and a foreach workflow (torn append, after the append, after the snapshot, after
//     the manifest), each resumed to the end. Exact: nothing in it depends on timing.
//  2. The seeded random campaign (harness.ts, default 200 kills): kills during stages, right after
//     stages exit, during writes and at random times. The seed also comes from
//     STAGEGATE_CRASH_SEED; without either, a fixed default seed is used.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runCampaign } from './harness.js';
import { sweepBoundaries } from './boundaries.js';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    workflow: { type: 'string', multiple: true },
    seed: { type: 'string' },
    kills: { type: 'string' },
    keep: { type: 'boolean' },
    json: { type: 'string' },
  },
});
const seed = Number(values.seed ?? process.env['STAGEGATE_CRASH_SEED'] ?? 20261130);
const kills = Number(values.kills ?? process.env['STAGEGATE_CRASH_KILLS'] ?? 200);
if (!Number.isInteger(seed) || !Number.isInteger(kills) || kills < 1 || (values.only !== undefined && values.only !== 'sweep' && values.only !== 'campaign')) {
  console.error('usage: npm run test:crash -- [--only sweep|campaign] [--workflow NAME ...] [--seed N] [--kills N] [--keep] [--json FILE]');
  process.exit(2);
}
const report: Record<string, unknown> = {};
let failed = false;

if (values.only !== 'campaign') {
  console.log('boundary sweep: a SIGKILL at every journal boundary (torn append, after the append, after the snapshot, after the manifest)');
  const sweep = await sweepBoundaries({ ...(values.workflow ? { workflows: values.workflow } : {}), keep: values.keep === true, log: (line) => console.log(`  ${line}`) });
  const summary = {
    workflows: sweep.workflows,
    kills: sweep.kills.length,
    kills_by_point: sweep.killsByPoint,
    completed_stage_executions_at_the_kills: sweep.completedAtKills,
    completed_stages_run_again: sweep.completedRepeated,
    completed_stages_lost: sweep.completedLost,
    in_flight_stages_run_again: sweep.inFlightReruns,
    failures: sweep.failures.length,
    duration_s: Math.round(sweep.durationMs / 100) / 10,
  };
  console.log(JSON.stringify(summary, null, 2));
  report['sweep'] = { ...summary, kill_log: sweep.kills, failure_details: sweep.failures };
  if (sweep.failures.length > 0) {
    failed = true;
    console.error(`\n${sweep.failures.length} failure(s); work dir kept: ${sweep.workDir}`);
    for (const f of sweep.failures) console.error(`- ${f}`);
  } else console.log(`OK: ${sweep.kills.length} kills at every boundary survived, nothing lost or repeated.\n`);
}

if (values.only !== 'sweep') {
  console.log(`crash campaign: seed ${seed}, at least ${kills} kills (reproduce with: npm run test:crash -- --only campaign --seed ${seed} --kills ${kills})`);
  const result = await runCampaign({ seed, kills, keep: values.keep === true, log: (line) => console.log(`  ${line}`) });
  const summary = {
    seed: result.seed,
    kills: result.kills,
    kills_by_phase: result.killsByPhase,
    kills_by_mode: result.killsByMode,
    trials: result.trials,
    resumes: result.resumes,
    runner_starts_that_finished_before_their_kill: result.missedKills,
    stage_executions: result.stageExecutions,
    reference_stage_executions_per_run: result.referenceStageExecutions,
    in_flight_reruns: result.reruns,
    torn_temp_files_cleaned: result.tornWritesCleaned,
    failures: result.failures.length,
    duration_s: Math.round(result.durationMs / 100) / 10,
  };
  console.log(JSON.stringify(summary, null, 2));
  report['campaign'] = { ...summary, kill_log: result.killLog, failure_details: result.failures };
  if (result.failures.length > 0) {
    failed = true;
    console.error(`\n${result.failures.length} failure(s); work dir kept: ${result.workDir}`);
    for (const f of result.failures) console.error(`- ${f}`);
  } else console.log(`OK: ${result.kills} kills survived, nothing lost.`);
}

if (values.json) writeFileSync(values.json, JSON.stringify(report, null, 2) + '\n');
if (failed) process.exit(1);
