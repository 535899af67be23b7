// The STAGEGATE_* environment a stage gets, against the two pages that list it: the table of
// docs/workflow-format.md ("What a stage process gets") names every variable the runner sets for a
// stage (stageEnvironment, the question of an answered ASK, a parallel branch's), and
// docs/agents.md ("Environment") every one an agent process gets (the same, and its own three).
// A user writing a stage script or an `--agent command` reads these lists, not the source.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stageEnvironment, STAGEGATE_BIN } from '../../src/core/run/stage-command.js';
import { questionEnv } from '../../src/core/run/questions.js';
import { EFFECTS_ALSO_VARIABLE } from '../../src/core/run/effects.js';
import { REPO } from './validate-helpers.js';

/** The text of a doc's section, from its heading to the next heading of that level or above. */
function section(file: string, heading: string): string {
  const text = readFileSync(join(REPO, 'docs', file), 'utf8');
  const start = text.indexOf(`\n${heading}\n`);
  expect(start, `${file} has the section ${heading}`).toBeGreaterThanOrEqual(0);
  const level = /^#+/.exec(heading)![0].length;
  const rest = text.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
  return end < 0 ? rest : rest.slice(0, end);
}

/** Every variable a stage may get: what stageEnvironment sets given every optional value, the answered question's, a branch's. */
function stageVariables(): string[] {
  const env = stageEnvironment({ [STAGEGATE_BIN]: '/x/stagegate', STAGEGATE_STALE: 'outer run', PATH: '/bin' }, {
    workflow: 'wf', step: 's', runId: 'r1', output: { abs: '/w/out.md', rel: 'out.md' }, visit: 1, attempt: 1,
    statePath: '/w/state.yaml', runRoot: '/w', workspace: '/w', inputs: { topic: 'gates' }, attemptToken: 't',
    statuses: ['OK'], effects: '/w/effects/s.v1.a1.jsonl', gateSchema: '{}',
  });
  const asked = questionEnv([{ visit: 1, attempt: 1, status: 'NEED', question: 'Which?', asked_at: 'now', answer: 'That.', by: 'me', answered_at: 'now' }]);
  const names = [...Object.keys(env), ...Object.keys(asked), 'STAGEGATE_BRANCH', EFFECTS_ALSO_VARIABLE].filter((k) => k.startsWith('STAGEGATE_'));
  expect(names).not.toContain('STAGEGATE_STALE'); // an outer run's variable never reaches a stage
  return [...new Set(names.map((k) => (k === 'STAGEGATE_INPUT_TOPIC' ? 'STAGEGATE_INPUT_<NAME>' : k)))].sort();
}

describe('the stage environment as the docs list it', () => {
  it('docs/workflow-format.md names every variable a stage gets, STAGEGATE_VALUE_<n> too', () => {
    const table = section('workflow-format.md', '## What a stage process gets');
    const documented = new Set([...table.matchAll(/^\| `(STAGEGATE_[A-Z_<>n]+)` \|/gm)].map((m) => m[1]));
    const missing = [...stageVariables(), 'STAGEGATE_VALUE_<n>'].filter((v) => !documented.has(v));
    expect(missing).toEqual([]);
  });

  it("docs/agents.md names every variable an agent process gets: a shell stage's and its own", () => {
    const text = section('agents.md', '## Environment');
    const named = new Set([...text.matchAll(/`(STAGEGATE_[A-Z_<>]+)`/g)].map((m) => m[1]));
    // The answered question's three too: steps/process/run.ts gives every process step (shell or agent) its extraEnv.
    const expected = [...stageVariables(), 'STAGEGATE_AGENT', 'STAGEGATE_DELEGATION', 'STAGEGATE_PROMPT_FILE'];
    expect(expected.filter((v) => !named.has(v))).toEqual([]);
  });
});
