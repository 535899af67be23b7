// cli/decider.ts actingOutput: how approve / reject and skip say that they recorded 'unknown' as
// who acted (actingPerson's warning). The end-to-end tests cannot reach that case (the test
// process's OS account has a name), so the rendering is held here.
import { describe, expect, it } from 'vitest';
import { actingOutput } from '../../src/cli/decider.js';
import { makeStyle } from '../../src/cli/style.js';

const plain = makeStyle({ isTTY: false } as NodeJS.WriteStream, {});
const warned = { warning: "recorded as decided by 'unknown': --by was not given, … (pass --by NAME)" };

describe('actingOutput', () => {
  it('puts the warning last: a `warning` key after the report, a warning: line after its text; the exit status is the report\'s', () => {
    const json = actingOutput({ json: true, style: plain, exitCode: 0, recorded: true, warning: warned.warning }, () => ({ status: 'PARTIAL_RESUMABLE', exit_code: 0 }), () => 'unused');
    expect(json.text).toBe(JSON.stringify({ status: 'PARTIAL_RESUMABLE', exit_code: 0, warning: warned.warning }));
    expect(json.exitCode).toBe(0);
    const text = actingOutput({ json: false, style: plain, exitCode: 3, recorded: true, warning: warned.warning }, () => ({}), () => 'PARTIAL_RESUMABLE  decided');
    expect(text).toEqual({ text: `PARTIAL_RESUMABLE  decided\n  warning:  ${warned.warning}`, exitCode: 3 });
  });

  it('says no warning when nothing was recorded (a refusal) or when someone was named', () => {
    for (const o of [
      { recorded: false, warning: warned.warning },
      { recorded: true, warning: undefined },
    ]) {
      expect(actingOutput({ json: true, style: plain, exitCode: 5, ...o }, () => ({ status: 'APPROVAL_NOT_PENDING' }), () => 'x').text).toBe('{"status":"APPROVAL_NOT_PENDING"}');
      expect(actingOutput({ json: false, style: plain, exitCode: 5, ...o }, () => ({}), () => 'APPROVAL_NOT_PENDING  refused').text).toBe('APPROVAL_NOT_PENDING  refused');
    }
  });

});
