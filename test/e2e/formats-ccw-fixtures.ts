// Fixtures of formats-ccw.test.ts and process/formats-ccw.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT as REPO, workspaceWith, type TempWorkspace } from '../helpers/cli.js';

export const FIXTURES = join(REPO, 'test', 'fixtures', 'formats', 'ccw');

export const FAKE_AGENT = join(REPO, 'test', 'fixtures', 'fake-agent');

export const AGENT = ['--agent', 'command', '--agent-command', FAKE_AGENT];

export const BUGFIX_ROOT = '.stagegate/ccw/wft-quick-bugfix';

export const fixture = (rel: string): string => readFileSync(join(FIXTURES, rel), 'utf8');

export const ENV = { FAKE_AGENT_SCENARIO: 'scenario.json', FAKE_AGENT_LOG: 'agent.log' };

/** The fake agent's calls: step (or branch) and prompt, in order. */
export function calls(ws: TempWorkspace): Array<{ step: string; visit: number; attempt: number; prompt: string; branch: string | undefined }> {
  return ws.lines('agent.log').map((l) => {
    const c = JSON.parse(l);
    return { step: c.step, visit: c.visit, attempt: c.attempt, prompt: c.prompt, branch: c.env.STAGEGATE_BRANCH };
  });
}

/** A workspace holding the quick-bugfix template and the fake agent's scenario. */
export function bugfix(scenario: unknown, extra: Record<string, string> = {}): TempWorkspace {
  return workspaceWith({ 'quick-bugfix.json': fixture('quick-bugfix.json'), 'scenario.json': JSON.stringify(scenario), ...extra });
}
