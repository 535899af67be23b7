/**
 * The job summaries of the Action as a CI engineer reads them: with `working-directory`, every
 * summary (a shard's, a leg's, the merge's, the shards listing's) names paths as the repository
 * does, as `command: run`'s and the annotations do; every "Next" section (a run's, a paused run's
 * status, an approval pending, a failed run, a refused start) renders one list item per line.
 */
import { describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commitCheckout, HELLO, makeWorkspace, REPO_ROOT, runActionStep, tempDir } from '../helpers/action-harness.js';
import { STAGE_LIB } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

const WF = 'workflows/examples/fan-out/workflow.yaml';

/** A checkout with the fan-out example under services/api (the action runs there), whose assess stage fails for the item $FAIL_ID names. */
function nestedFanOut(): string {
  const ws = tempDir('sg-wd-');
  const example = join(ws, 'services', 'api', 'workflows', 'examples', 'fan-out');
  mkdirSync(example, { recursive: true });
  cpSync(join(REPO_ROOT, 'workflows', 'examples', 'fan-out'), example, { recursive: true });
  const assess = join(example, 'scripts', 'assess.sh');
  writeFileSync(assess, readFileSync(assess, 'utf8').replace('id=$1\n', 'id=$1\nif [ "$id" = "${FAIL_ID:-}" ]; then echo "fails" >&2; exit 3; fi\n'));
  commitCheckout(ws);
  return ws;
}

/** A path under the run root not in the repository's terms: one not preceded by services/api/. */
const WORKING_DIRECTORY_PATH = /(^|[^/])runs\/fan-out\/r1/m;

describe('with working-directory, shard, leg, merge and shards summaries name paths as the repository does', () => {
  it("a shard's and a leg's summary and annotation, the merge's chart and the listing say services/api/…", async () => {
    const ws = nestedFanOut();
    const base = { workflow: WF, 'run-id': 'r1', persist: 'none', 'working-directory': 'services/api' };
    expect((await runActionStep({ workspace: ws, inputs: { ...base, 'stop-after-step': 'inventory' } })).exitCode).toBe(0);

    const one = await runActionStep({ workspace: ws, inputs: { ...base, shard: 'C-01' } });
    expect(one.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(one.summary).toContain(`services/api/${WF} · run <code>r1</code> · shard <code>C-01</code>`);
    expect(one.summary).toContain('in <code>services/api/runs/fan-out/r1/foreach/assess-components/c-01/v1</code>');
    expect(one.summary).not.toMatch(WORKING_DIRECTORY_PATH);

    // A failing shard's message names its log: in the repository's terms, in the summary and the annotation.
    const failed = await runActionStep({ workspace: ws, inputs: { ...base, shard: 'C-03' }, env: { FAIL_ID: 'C-03' } });
    expect(failed.outputs['status']).toBe('STAGE_FAILED');
    const error = failed.annotations.find((a) => a.level === 'error')!;
    expect(error.message).toContain('services/api/runs/fan-out/r1/foreach/assess-components/c-03/v1/');
    expect(`${error.message}\n${failed.summary}`).not.toMatch(WORKING_DIRECTORY_PATH);

    const leg = await runActionStep({ workspace: ws, inputs: { ...base, shard: '["C-02","C-01"]' } });
    expect(leg.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(leg.summary).toContain(`services/api/${WF} · run <code>r1</code> · leg of 2 shards`);
    expect(leg.summary).not.toMatch(WORKING_DIRECTORY_PATH);

    const listing = await runActionStep({ workspace: ws, inputs: { ...base, command: 'shards' } });
    expect(listing.summary).toContain(`services/api/${WF} · run <code>r1</code>`);

    // The merge: its chart's foreach names the registry the run read, as the steps table names outputs.
    const merged = await runActionStep({ workspace: ws, inputs: { ...base, command: 'merge' } });
    expect(merged.outputs['status']).toBe('PARTIAL_RESUMABLE');
    expect(merged.summary).toContain('for each item of services/api/runs/fan-out/r1/components.md');
    // Up to the run's details (which list the inputs as given: artifact_root=runs/fan-out/r1).
    expect(merged.summary.slice(0, merged.summary.indexOf('<details>'))).not.toMatch(WORKING_DIRECTORY_PATH);
  });
});

/**
 * The blocks Markdown (CommonMark, as GitHub renders a job summary) makes of `text`, for what a
 * summary's "Next" section holds: a blank line ends a block; `- ` starts a list item, which may
 * interrupt a paragraph; any other line continues the paragraph or item before it (a lazy
 * continuation line), joined to it with a space — the rule that made several lines one paragraph.
 * (No Markdown library is a dependency of the project: this is the rule the section meets.)
 */
function markdownBlocks(text: string): Array<{ kind: 'paragraph' | 'item'; text: string }> {
  const blocks: Array<{ kind: 'paragraph' | 'item'; text: string }> = [];
  let open = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '') open = false;
    else if (/^- \S/.test(line)) {
      blocks.push({ kind: 'item', text: line.slice(2) });
      open = true;
    } else if (open) blocks[blocks.length - 1]!.text += ` ${line.trim()}`;
    else {
      blocks.push({ kind: 'paragraph', text: line.trim() });
      open = true;
    }
  }
  return blocks;
}

/** The "Next" section of a summary, as Markdown renders it. */
function nextSection(summary: string): Array<{ kind: 'paragraph' | 'item'; text: string }> {
  const start = summary.indexOf('#### Next\n\n');
  expect(start, summary).toBeGreaterThanOrEqual(0);
  const rest = summary.slice(start + '#### Next\n\n'.length);
  const end = rest.search(/^(<details>|#{1,4} )/m);
  return markdownBlocks(end < 0 ? rest : rest.slice(0, end));
}

/** Every block of the section is a list item, and `said` are their beginnings, in order. */
function expectItems(summary: string, said: string[]): void {
  const blocks = nextSection(summary);
  expect(blocks.map((b) => b.kind)).toEqual(said.map(() => 'item'));
  blocks.forEach((b, i) => expect(b.text.startsWith(said[i]!), `${b.text}\n  should start with\n${said[i]}`).toBe(true));
}

describe('the summary\'s "Next" section renders each of its lines as a list item, not one paragraph', () => {
  it('a paused run, its status, a failed run and a refused start', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    const base = { workflow: HELLO, 'run-id': 'n1', persist: 'none' };
    const paused = await runActionStep({ workspace: ws, inputs: { ...base, 'stop-after-step': 'draft' } });
    expect(paused.outputs['status']).toBe('PARTIAL_RESUMABLE');
    expectItems(paused.summary, ['Continue at step <code>review</code>', 'Locally, with the CLI: <code>stagegate run']);
    const status = await runActionStep({ workspace: ws, inputs: { ...base, command: 'status' } });
    expectItems(status.summary, ['Continue at step <code>review</code>', 'Locally, with the CLI: <code>stagegate run']);

    // The fix (how to resume in the action's words in it) and the CLI's command.
    const failing = makeWorkspace();
    writeFileSync(join(failing, 'workflows/examples/hello/scripts/review.sh'), '#!/usr/bin/env bash\necho "reviewer crashed" >&2\nexit 3\n');
    commitCheckout(failing);
    const failed = await runActionStep({ workspace: failing, inputs: { ...base, 'run-id': 'n2' } });
    expect(failed.outputs['status']).toBe('STAGE_FAILED');
    expectItems(failed.summary, ['**Fix:**', 'Locally, with the CLI:']);
    expect(nextSection(failed.summary)[0]!.text).toContain('then resume: re-run this job');

    // A run refused before it started (no state): the fix and "nothing ran" were one paragraph.
    const refused = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, persist: 'none' } });
    expect(refused.outputs['status']).toBe('WORKFLOW_INPUT_REQUIRED');
    expectItems(refused.summary, ['**Fix:**', 'In this action: the run id is the <code>run-id</code> input', 'Nothing ran and no state was written']);
  });

  it('an approval pending: the step that awaits it and how to decide', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace('sg-approval-');
    writeFileSync(join(ws, 'lib.sh'), STAGE_LIB);
    writeFileSync(
      join(ws, 'gated.yaml'),
      `version: '4.0'
name: gated
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  design:
    run: 'source lib.sh; stage DESIGNED'
    output: 'runs/{{run_id}}/design.md'
    statuses: {DESIGNED: sign_off}
  sign_off:
    approval: { message: 'Approve the design?' }
    on_approve: DONE
    on_reject: design
`,
    );
    commitCheckout(ws);
    const paused = await runActionStep({ workspace: ws, inputs: { workflow: 'gated.yaml', 'run-id': 'a1', persist: 'none' } });
    expect(paused.outputs['pending-approval'], paused.stdout + paused.stderr).toBe('sign_off');
    expectItems(paused.summary, ['Step <code>sign&#95;off</code> awaits approval', 'Decide: run this action with', 'Locally, with the CLI:']);
  });

  it("a stage's question: how to answer in the action's inputs, the CLI's command said once", { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace('sg-asks-');
    writeFileSync(
      join(ws, 'asker.yaml'),
      `version: '4.0'
name: asker
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  write:
    run: |
      printf 'draft\\n' > "$STAGEGATE_OUTPUT"
      stagegate gate NEED_INFO --set question='Which colour?'
    output: 'runs/{{run_id}}/write.md'
    statuses: {WRITTEN: DONE, NEED_INFO: ASK}
`,
    );
    commitCheckout(ws);
    const asked = await runActionStep({ workspace: ws, inputs: { workflow: 'asker.yaml', 'run-id': 'q1', persist: 'none' } });
    expect(asked.outputs['status'], asked.stdout + asked.stderr).toBe('WORKFLOW_ANSWER_REQUIRED');
    // The CLI's command was said twice: inside the Answer item and as an item of its own.
    expectItems(asked.summary, ['Step <code>write</code> asks: Which colour?', '**Answer:** run this action again', 'Locally, with the CLI: <code>stagegate run asker.yaml --run-id q1 --answer']);
    expect(asked.summary.split('Locally, with the CLI').length - 1).toBe(1);
    // The annotation and the summary's message name the answer input, not `stagegate run … --answer` or --answer-file.
    const error = asked.annotations.find((a) => a.level === 'error')!;
    expect(error.message).toContain("answer with `command: run, workflow: asker.yaml, run-id: q1, answer: '<your answer>'`");
    expect(error.message).not.toContain('--answer');
    expect(asked.summary).toContain('answer with <code>command: run, workflow: asker.yaml, run-id: q1, answer: &#39;&lt;your answer&gt;&#39;</code>');
  });

  it("the job that answers a stage's question says so in its summary (and so its check run): who answered, the question and the answer, as a decision's job says the decision", async () => {
    const ws = makeWorkspace('sg-answered-');
    writeFileSync(
      join(ws, 'asker.yaml'),
      `version: '4.0'
name: asker
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  write:
    run: |
      printf 'draft\\n' > "$STAGEGATE_OUTPUT"
      if [ -n "\${STAGEGATE_ANSWER:-}" ]; then stagegate gate WRITTEN; else stagegate gate NEED_INFO --set question='Which colour?'; fi
    output: 'runs/{{run_id}}/write.md'
    statuses: {WRITTEN: DONE, NEED_INFO: ASK}
`,
    );
    commitCheckout(ws);
    const inputs = { workflow: 'asker.yaml', 'run-id': 'q3', persist: 'none' };
    const asked = await runActionStep({ workspace: ws, inputs });
    expect(asked.outputs['status'], asked.stdout + asked.stderr).toBe('WORKFLOW_ANSWER_REQUIRED');
    // A question for a person, not the class's "Input needed" (the workflow's inputs are all given).
    expect(asked.summary).toMatch(/^### ❓ Question for a person: asker · run <code>q3<\/code>/);
    expect(asked.summary).not.toContain('answered by');
    const done = await runActionStep({ workspace: ws, inputs: { ...inputs, answer: 'teal, <b>please</b>' }, env: { GITHUB_ACTOR: 'alice' } });
    expect(done.outputs['status'], done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    expect(done.summary).toContain("💬 Step <code>write</code>'s question (visit 1) answered by <code>alice</code>: Which colour? — <code>teal, &lt;b&gt;please&lt;/b&gt;</code>");
    // Answering again when nothing waits: the banner says the answer was refused, not "Failed".
    const again = await runActionStep({ workspace: ws, inputs: { ...inputs, answer: 'red' }, env: { GITHUB_ACTOR: 'alice' } });
    expect(again.outputs['status'], again.stdout + again.stderr).toBe('WORKFLOW_ANSWER_NOT_PENDING');
    expect(again.summary).toMatch(/^### ❌ Answer refused: no question waiting: asker/);
    expect(again.summary).toContain('the answer input was given, but the run has no question waiting');
  });

  it("a stage's question in a job with stop-after-step: the Answer item keeps it, as the annotation's and the CLI's answer commands do", { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace('sg-asks-stop-');
    writeFileSync(
      join(ws, 'asker.yaml'),
      `version: '4.0'
name: asker
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  write:
    run: |
      printf 'draft\\n' > "$STAGEGATE_OUTPUT"
      stagegate gate NEED_INFO --set question='Which colour?'
    output: 'runs/{{run_id}}/write.md'
    statuses: {WRITTEN: publish, NEED_INFO: ASK}
  publish:
    run: 'printf done > "$STAGEGATE_OUTPUT"; stagegate gate PUBLISHED'
    output: 'runs/{{run_id}}/publish.md'
    statuses: {PUBLISHED: DONE}
`,
    );
    commitCheckout(ws);
    const asked = await runActionStep({ workspace: ws, inputs: { workflow: 'asker.yaml', 'run-id': 'q2', persist: 'none', 'stop-after-step': 'write' } });
    expect(asked.outputs['status'], asked.stdout + asked.stderr).toBe('WORKFLOW_ANSWER_REQUIRED');
    expect(asked.annotations.find((a) => a.level === 'error')!.message).toContain('stop-after-step: write');
    expectItems(asked.summary, ['Step <code>write</code> asks: Which colour?', '**Answer:** run this action again with <code>run-id: q2</code>, <code>stop-after-step: write</code> and <code>answer: &lt;your answer&gt;</code>', 'Locally, with the CLI: <code>stagegate run asker.yaml --run-id q2 --stop-after-step write --answer']);
    // A stop-after-step behind the run (draft moved it on in an earlier job, nothing leads back) is met:
    // the Answer item leaves it out, as the CLI's answer command does.
    writeFileSync(join(ws, 'asker2.yaml'), readFileSync(join(ws, 'asker.yaml'), 'utf8').replace('name: asker', 'name: asker2').replace('steps:\n', "steps:\n  draft:\n    run: 'printf d > \"$STAGEGATE_OUTPUT\"; stagegate gate DRAFTED'\n    output: 'runs/{{run_id}}/draft.md'\n    statuses: {DRAFTED: write}\n"));
    commitCheckout(ws);
    const drafted = await runActionStep({ workspace: ws, inputs: { workflow: 'asker2.yaml', 'run-id': 'q3', persist: 'none', 'stop-after-step': 'draft' } });
    expect(drafted.outputs, drafted.stdout + drafted.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'write' });
    const behind = await runActionStep({ workspace: ws, inputs: { workflow: 'asker2.yaml', 'run-id': 'q3', persist: 'none', 'stop-after-step': 'draft' } });
    expect(behind.outputs['status'], behind.stdout + behind.stderr).toBe('WORKFLOW_ANSWER_REQUIRED');
    expectItems(behind.summary, ['Step <code>write</code> asks: Which colour?', '**Answer:** run this action again with <code>run-id: q3</code> and <code>answer: &lt;your answer&gt;</code>', 'Locally, with the CLI: <code>stagegate run asker2.yaml --run-id q3 --answer']);
  });
});
