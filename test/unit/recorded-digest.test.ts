// Whether a run's recorded workflow_digest is the workflow read now (state/recorded-digest.ts): a
// run_started without prompt_files was written by a build that digested the file and its run map
// only, and is compared that way; one with prompt_files, even [], by the digest covering them.
import { describe, expect, it } from 'vitest';
import { recordedDigestMatches } from '../../src/core/state/recorded-digest.js';
import type { RunState } from '../../src/core/state/state.js';

const workflow = { digest: 'with-prompt-files', digestWithoutPromptFiles: () => 'file-and-run-map' };
const stateOf = (digest: string, promptFiles?: RunState['invocations'][number]['prompt_files']): Pick<RunState, 'workflow_digest' | 'invocations'> =>
  ({ workflow_digest: digest, invocations: [{ ...(promptFiles !== undefined ? { prompt_files: promptFiles } : {}) } as RunState['invocations'][number]] });

describe('recordedDigestMatches', () => {
  it('matches the digest recorded now; an earlier build\'s record by the digest without prompt files', () => {
    expect(recordedDigestMatches(stateOf('with-prompt-files', []), workflow)).toBe(true);
    expect(recordedDigestMatches(stateOf('file-and-run-map'), workflow)).toBe(true);
    expect(recordedDigestMatches(stateOf('edited'), workflow)).toBe(false);
  });

  it('a run this build started with none of the files there ([]) is refused once one appears', () => {
    expect(recordedDigestMatches(stateOf('file-and-run-map', []), workflow)).toBe(false);
    expect(recordedDigestMatches(stateOf('file-and-run-map', [{ step: 's', path: 'a.md', sha256: 'x' }]), workflow)).toBe(false);
  });

  it('a native workflow (no prompt files) compares the digest alone', () => {
    expect(recordedDigestMatches(stateOf('file-and-run-map'), { digest: 'other' })).toBe(false);
  });
});
