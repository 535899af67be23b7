// Fixtures of child-workflow.test.ts and process/child-workflow.test.ts.

/** A shell step of the fixtures (counts itself into counter.txt, then writes its gate). */
export function shellStep(id: string, statuses: Record<string, string>, run = 'source lib.sh; stage OK'): string[] {
  return [`  ${id}:`, `    run: ${JSON.stringify(run)}`, `    output: 'runs/{{run_id}}/${id}.md'`, '    statuses:', ...Object.entries(statuses).map(([s, to]) => `      ${s}: ${to}`)];
}

export function header(name: string, required = ['run_id'], extra: string[] = []): string[] {
  return ["version: '4.0'", `name: ${name}`, "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', `  required: [${required.join(', ')}]`, ...extra, 'steps:'];
}

/** child: x -> y -> DONE; y's script is given (default: a plain OK stage). */
export function childYaml(y = 'source lib.sh; stage OK', yStatuses: Record<string, string> = { OK: 'DONE' }): string {
  return [...header('child'), ...shellStep('x', { OK: 'y' }), ...shellStep('y', yStatuses, y)].join('\n') + '\n';
}

/** parent: a -> sub (child.yaml, run id c-<run_id>) -> b -> DONE. */
export function parentYaml(opts: { statuses?: Record<string, string>; inputs?: string; execution?: string; childFile?: string; required?: string[] } = {}): string {
  const statuses = opts.statuses ?? { WORKFLOW_COMPLETE: 'b' };
  return (
    [
      ...header('parent', opts.required),
      ...shellStep('a', { OK: 'sub' }),
      '  sub:',
      `    child_workflow: ${opts.childFile ?? 'child.yaml'}`,
      `    inputs: ${opts.inputs ?? "{run_id: 'c-{{run_id}}'}"}`,
      ...(opts.execution ? [`    execution: ${opts.execution}`] : []),
      '    statuses:',
      ...Object.entries(statuses).map(([s, to]) => `      ${s}: ${to}`),
      ...shellStep('b', { OK: 'DONE' }),
      ...(Object.values(statuses).includes('other') ? shellStep('other', { OK: 'DONE' }) : []),
    ].join('\n') + '\n'
  );
}
