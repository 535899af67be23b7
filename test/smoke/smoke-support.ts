// Fixtures shared by the smoke tier (test/smoke/): every test here runs the BUILT bundles as real
// processes (vitest.config.ts sets STAGEGATE_E2E_MODE=process for this project), so each
// invocation costs a node start: keep files to a few invocations that check what only the
// bundle can get wrong — exit statuses, the one-line JSON contract, help and usage, the shebang.
import { expect } from 'vitest';
import { RUNS_BUILT_CLI, workflowYaml } from '../helpers/cli.js';

/** Fails loudly when a smoke file is run outside the smoke project (it would not test dist/). */
export function expectBuiltCli(): void {
  expect(RUNS_BUILT_CLI, 'smoke tests run the built CLI: run them with `vitest --project smoke`').toBe(true);
}

/** draft -> review (CHANGES_REQUESTED on visit 1, APPROVED after) -> revise -> review -> publish. */
export const REVIEW_LOOP = workflowYaml('review-loop', {
  draft: { run: 'source lib.sh; stage DRAFTED', statuses: { DRAFTED: 'review' } },
  review: {
    run: 'source lib.sh; if [ "$STAGEGATE_VISIT" = 1 ]; then stage CHANGES_REQUESTED; else stage APPROVED; fi',
    statuses: { CHANGES_REQUESTED: 'revise', APPROVED: 'publish' },
    extra: 'max_visits: 3',
  },
  revise: { run: 'source lib.sh; stage REVISED', statuses: { REVISED: 'review' } },
  publish: { run: 'source lib.sh; stage PUBLISHED', statuses: { PUBLISHED: 'DONE' } },
});

/** design -> sign_off (approval; approvers alice, bob) -> implement; a rejection goes back to design. */
export const APPROVAL = `version: '4.0'
name: gated
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  design:
    run: 'source lib.sh; stage DESIGNED'
    output: 'runs/{{run_id}}/design.md'
    statuses: {DESIGNED: sign_off}
    max_visits: 3
  sign_off:
    approval: { message: 'Approve the design?', approvers: [alice, bob] }
    on_approve: implement
    on_reject: design
    max_visits: 3
  implement:
    run: 'source lib.sh; stage IMPLEMENTED'
    output: 'runs/{{run_id}}/implement.md'
    statuses: {IMPLEMENTED: DONE}
`;
