// Shared by test/e2e/action-shards.test.ts (npm test) and test/slow/action-shards-waves.test.ts
// (the whole fan-out campaign, in the slow tier): one job of .github/workflows/fan-out.yml, run
// as the action (in-process: action-harness.ts) on a fresh checkout against the fake GitHub.
import { fanOutCheckout, runActionStep, type ActionResult } from '../helpers/action-harness.js';
import type { FakeGitHubSession } from '../helpers/fake-artifacts.js';

export const WF = 'workflows/examples/fan-out/workflow.yaml';
const RUN = '4001';

export interface JobOptions {
  attempt?: string;
  run?: string;
  event?: { name: string; payload: unknown };
  prepare?: (workspace: string) => void;
  /** More of the step's environment (STAGEGATE_MAX_ARTIFACT_MB, say). */
  env?: Record<string, string>;
}

export function fanOutJobs(gh: FakeGitHubSession): {
  job: (name: string, inputs: Record<string, string>, o?: JobOptions) => Promise<ActionResult & { workspace: string }>;
  matrixOf: (r: ActionResult) => string[];
} {
  async function job(name: string, inputs: Record<string, string>, o: JobOptions = {}): Promise<ActionResult & { workspace: string }> {
    const workspace = fanOutCheckout('sg-fan-');
    o.prepare?.(workspace);
    const run = o.run ?? RUN;
    const r = await runActionStep({
      workspace,
      ...(o.event ? { eventName: o.event.name, event: o.event.payload } : {}),
      inputs: { workflow: WF, 'run-id': 'r1', ...inputs },
      runId: run,
      job: name,
      attempt: o.attempt ?? '1',
      token: 'ghs_job_token',
      env: { ...gh.fake.env({ workflowRunId: run, jobId: `${name}-${inputs['shard'] ?? ''}-${o.attempt ?? '1'}`, attempt: o.attempt ?? '1' }), ...(o.env ?? {}) },
    });
    return { ...r, workspace };
  }
  return { job, matrixOf: (r) => JSON.parse(r.outputs['matrix']!) as string[] };
}
