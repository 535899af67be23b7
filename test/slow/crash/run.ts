// `npm run test:crash [-- --seed N] [--kills N] [--keep] [--json FILE]`: the full crash campaign
// (default 200 kills) against dist/cli/index.js. The seed also comes from STAGEGATE_CRASH_SEED;
// without either, a fixed default seed is used so two runs plan the same kills.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runCampaign } from './harness.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    kills: { type: 'string' },
    keep: { type: 'boolean' },
    json: { type: 'string' },
  },
});
const seed = Number(values.seed ?? process.env['STAGEGATE_CRASH_SEED'] ?? 20261130);
const kills = Number(values.kills ?? process.env['STAGEGATE_CRASH_KILLS'] ?? 200);
if (!Number.isInteger(seed) || !Number.isInteger(kills) || kills < 1) {
  console.error('usage: npm run test:crash -- [--seed N] [--kills N] [--keep] [--json FILE]');
  process.exit(2);
}
console.log(`crash campaign: seed ${seed}, at least ${kills} kills (reproduce with: npm run test:crash -- --seed ${seed} --kills ${kills})`);
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
if (values.json) writeFileSync(values.json, JSON.stringify({ ...summary, kill_log: result.killLog, failure_details: result.failures }, null, 2) + '\n');
if (result.failures.length > 0) {
  console.error(`\n${result.failures.length} failure(s); work dir kept: ${result.workDir}`);
  for (const f of result.failures) console.error(`- ${f}`);
  process.exit(1);
}
console.log(`OK: ${result.kills} kills survived, nothing lost.`);
