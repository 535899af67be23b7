// The Action masks its report once it is built (main.ts maskedResult): the summary is markdown made
// with esc()/code()/preBlock(), so a secret is looked for in the forms those write it in, too.
import { describe, expect, it } from 'vitest';
import { maskedResult, reportForms } from '../../src/action/main.js';
import { code, esc, preBlock } from '../../src/action/markdown.js';
import { emptyOutputs, type CommandResult } from '../../src/action/context.js';

function result(summary: string, message = 'm'): CommandResult {
  return { outputs: emptyOutputs('STAGE_FAILED'), conclusion: 'failure', checkTitle: 't', summary, annotations: [{ level: 'error', message, properties: { title: message } }] };
}

describe('maskedResult', () => {
  it('masks a value as code() and preBlock() escape it, a multi-line one as esc() joins its lines', () => {
    const secret = 'ghs_a!b#c*d&e<f>\n"g|h`i[j]k~l\\m';
    const summary = `${code(secret)}\n${preBlock(['before', ...secret.split('\n'), 'after'])}\n${esc(`x ${secret} y`)}`;
    const masked = maskedResult(result(summary, `STAGE_FAILED: ${secret}`), [secret]);
    expect(masked.summary).toBe(`<code>***</code>\n<pre>before\n***\nafter</pre>\nx *** y`);
    expect(masked.annotations[0]!.message).toBe('STAGE_FAILED: ***');
    expect(masked.annotations[0]!.properties?.title).toBe('STAGE_FAILED: ***');
  });

  it("masks an annotation's file, and the question and pending-approval outputs; state-path, manifest-path and the other outputs stay as they are (later steps read them)", () => {
    const secret = 'tok_inputsecret_4242';
    const path = `runs/${secret}/r1/workflow_state.yaml`;
    const given: CommandResult = {
      ...result('s'),
      outputs: { ...emptyOutputs('WORKFLOW_ANSWER_REQUIRED'), runId: 'r1', statePath: path, manifestPath: `runs/${secret}/r1/RUN_MANIFEST.yaml`, question: `Use ${secret}?`, pendingApproval: `ship-${secret}` },
      annotations: [{ level: 'error', message: 'm', properties: { title: 't', file: `runs/${secret}/r1/a.md`, startLine: 3 } }],
    };
    const masked = maskedResult(given, [secret]);
    expect(masked.annotations[0]!.properties).toEqual({ title: 't', file: 'runs/***/r1/a.md', startLine: 3 });
    expect(masked.outputs).toEqual({ ...given.outputs, question: 'Use ***?', pendingApproval: 'ship-***' });
    expect(masked.outputs.statePath).toBe(path);
  });

  it('an escaped form that lost what made it long is not masked (a value of control characters would mask a couple of letters everywhere)', () => {
    const secret = '\u0001\u0002\u0003\u0004ab';
    expect(reportForms([secret])).not.toContain('ab');
    expect(maskedResult(result('about a cab'), [secret]).summary).toBe('about a cab');
  });

  it('masks a text as it is written: a lone surrogate (a string cut inside a pair) reads as U+FFFD there, and a secret holding U+FFFD is masked', () => {
    // A secret from an environment of bytes that are not UTF-8 holds U+FFFD; the summary file, the
    // check run's JSON and the log are UTF-8, where a lone surrogate becomes U+FFFD too.
    const secret = 'hunter2-\uFFFD-key';
    const masked = maskedResult(result('said: hunter2-\uD83D-key.', 'x \uDC00 hunter2-\uD83D-key'), [secret]);
    expect(masked.summary).toBe('said: ***.');
    expect(masked.annotations[0]!.message).toBe('x \uFFFD ***');
    expect(Buffer.from(masked.checkTitle + masked.summary, 'utf8').toString('utf8')).not.toContain(secret);
  });
});
