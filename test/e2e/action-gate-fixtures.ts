// The jobs of action-gate.test.ts and process/action-gate.test.ts, against each file's fake GitHub.
import type { FakeGitHubSession } from '../helpers/fake-artifacts.js';
import { HELLO, counterFile, makeWorkspace, runActionStep, type ActionResult, type ActionRun } from '../helpers/action-harness.js';

export const SHA = 'feed'.padEnd(40, '5');

interface JobOptions {
  run: string;
  job: string;
  attempt?: string;
  inputs?: Record<string, string>;
  workspace?: string;
  counter?: string;
  env?: Record<string, string>;
}

/** The jobs of a workflow run and the checks they report, on the fake GitHub of the file's `useFakeGitHub()`. */
export function gateJobs(gh: FakeGitHubSession) {
  function jobRun(o: JobOptions, workspace: string, counter: string): ActionRun {
    return {
      workspace,
      inputs: { workflow: HELLO, ...(o.inputs ?? {}) },
      runId: o.run,
      job: o.job,
      attempt: o.attempt ?? '1',
      sha: SHA,
      token: 'ghs_gate_token',
      env: { ...gh.fake.env({ workflowRunId: o.run, jobId: `${o.job}-${o.attempt ?? '1'}`, attempt: o.attempt ?? '1' }), COUNTER_FILE: counter, ...(o.env ?? {}) },
    };
  }

  /** One job of a workflow run: a fresh checkout unless a workspace is given. */
  async function job(o: JobOptions): Promise<ActionResult & { workspace: string; counter: string }> {
    const workspace = o.workspace ?? makeWorkspace();
    const counter = o.counter ?? counterFile();
    return { ...(await runActionStep(jobRun(o, workspace, counter))), workspace, counter };
  }

  function checksNamed(name: string): Array<Record<string, unknown>> {
    return gh.fake.checkRuns.filter((c) => c.name === name);
  }

  return { jobRun, job, checksNamed };
}
