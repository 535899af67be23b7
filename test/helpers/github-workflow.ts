// This repository's own GitHub workflow files (.github/workflows/*.yml) as the tests read them:
// the few fields they check or play (test/e2e/action-workflows.test.ts, test/slow/action-reruns.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from './action-harness.js';

export interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}

export interface Job {
  permissions?: unknown;
  needs?: string | string[];
  steps: Step[];
  outputs?: Record<string, string>;
  environment?: unknown;
}

export interface GhWorkflow {
  on: unknown;
  permissions?: unknown;
  jobs: Record<string, Job>;
}

export const WORKFLOWS_DIR = join(REPO_ROOT, '.github', 'workflows');

/** One workflow file of .github/workflows, parsed. */
export function loadGhWorkflow(file: string): GhWorkflow {
  return parse(readFileSync(join(WORKFLOWS_DIR, file), 'utf8')) as GhWorkflow;
}
