// The stage contract's fixed text is true for the step it is written for: an imported step that
// answers with a result block (no output file) is told to record its questions in its answer,
// not "in the output file"; the methodology-package rule names `.ai-engineering/` and
// `.github/skills/` only for a 4.0 workflow whose workspace has them (what the guard checks).
import { afterAll, describe, expect, it } from 'vitest';
import { removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const AIOX = [
  'workflow:',
  '  id: story-review',
  '  name: Story Review',
  '  sequence:',
  '    - step: review',
  '      agent: qa',
  '      action: Review the story',
  '      outputs: [verdict]',
  '    - meta: end',
  '',
].join('\n');

const MAESTRO = JSON.stringify({
  id: 'ship',
  name: 'Ship',
  version: '1.0.0',
  entry: 'check',
  nodes: { check: { type: 'command', cmd: 'check the release', next: 'done' }, done: { type: 'terminal', status: 'success' } },
});

const NATIVE = [
  "version: '4.0'",
  'name: notes',
  "state_path: 'runs/{{run_id}}/state.yaml'",
  'steps:',
  '  draft:',
  '    inline_instruction: Draft the notes.',
  "    output: 'runs/{{run_id}}/draft.md'",
  '    statuses: {OK: DONE, BLOCKED: BLOCKED}',
  '',
].join('\n');

const PACKAGE = { '.ai-engineering/package-version.yaml': 'version: 4.0\n', '.github/skills/s1/SKILL.md': '# s1\n' };

async function promptOf(files: Record<string, string>, file: string, step: string): Promise<string> {
  const ws = workspaceWith(files);
  const r = await ws.run(['plan', file, '--run-id', 'p1', '--show-prompt', step, '--agent', 'command', '--agent-command', 'true']);
  expect(r.code, r.stderr).toBe(0);
  return r.stdout;
}

describe('the stage contract says what is true of its step', () => {
  it('an imported step without an output file: open questions go in the answer; no package folders, even where the workspace has them', { tags: [CAMPAIGN] }, async () => {
    for (const [file, text, step] of [['wf.yaml', AIOX, 'review'], ['chains/ship.json', MAESTRO, 'check']] as const) {
      const prompt = await promptOf({ [file]: text, ...PACKAGE }, file, step);
      expect(prompt, file).toContain('record open questions and the assumptions you made in your answer. If you cannot proceed without an answer, still answer: list the questions and end your answer with');
      expect(prompt, file).not.toContain('output file');
      expect(prompt, file).not.toContain('.ai-engineering');
      expect(prompt, file).not.toContain('.github/skills');
      expect(prompt, file).toContain('- This workflow file is read-only: do not create, change, rename or delete it. A stage that does is refused (METHODOLOGY_PACKAGE_MODIFIED).');
    }
  });

  it('a 4.0 workflow names the package folders its workspace has, and only those', async () => {
    const both = await promptOf({ 'wf.yaml': NATIVE, ...PACKAGE }, 'wf.yaml', 'draft');
    expect(both).toContain('- The methodology package is read-only: do not create, change, rename or delete anything under `.ai-engineering/`, `.github/skills/`, this workflow file. A stage that does is refused (METHODOLOGY_PACKAGE_MODIFIED).');
    expect(both).toContain('record open questions and the assumptions you made in the output file.');
    const one = await promptOf({ 'wf.yaml': NATIVE, '.ai-engineering/package-version.yaml': 'version: 4.0\n' }, 'wf.yaml', 'draft');
    expect(one).toContain('anything under `.ai-engineering/`, this workflow file.');
    const none = await promptOf({ 'wf.yaml': NATIVE }, 'wf.yaml', 'draft');
    expect(none).not.toContain('.ai-engineering');
    expect(none).toContain('- This workflow file is read-only');
  });
});
