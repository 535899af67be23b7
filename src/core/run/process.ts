// Every process a run starts (stage, branch, agent CLI) goes through here, so that the workspace
// knows when none is running: only then may it trust a folder it has already checked
// (Workspace in paths.ts).
import { processEnded, processStarted } from '../workspace/workspace.js';
import type { ProcessRequest, ProcessResult, ProcessRunner } from './ports.js';

export async function runProcess(processes: ProcessRunner, request: ProcessRequest): Promise<ProcessResult> {
  processStarted();
  try {
    return await processes.run(request);
  } finally {
    processEnded();
  }
}
