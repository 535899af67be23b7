// `list` checks each run's workflow file as `run` loads it. An internal error in ONE file's check
// (a bug; before: an unsearchable folder on a gate_schema's path, EACCES for an unprivileged user)
// costs only that workflow's rows: they are listed with status INTERNAL_ERROR and the error, every
// other run as ever — never the whole list lost (before: the error went up, `list` exited 70).
// The check's two retry signals (an importer, the gate_schema engine to load) still go up.
// The real EACCES, end to end: ../e2e/process/cli-runs.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { chainYaml, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CHECK_FAILED, listRuns } from '../../src/core/commands/runs.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { StagegateError } from '../../src/core/run/errors.js';
import { FormatImporterNeeded } from '../../src/core/formats/index.js';
import { GateSchemaEngineNeeded } from '../../src/core/gate/gate-schema.js';

afterAll(removeWorkspaces);

describe('list: one workflow file whose check fails', () => {
  it('is listed with INTERNAL_ERROR and the error; the other runs as ever', async () => {
    const ws = workspaceWith({ 'a.yaml': chainYaml('a', ['x']).replace(/runs\//g, 'runs/a/'), 'b.yaml': chainYaml('b', ['x']).replace(/runs\//g, 'runs/b/') });
    for (const wf of ['a.yaml', 'b.yaml']) expect((await ws.run(['run', wf, '--run-id', 'r1', '--json'])).code).toBe(0);
    const workspace = new Workspace(ws.dir);
    const checked: string[] = [];
    const runs = listRuns(workspace, (file) => {
      checked.push(file);
      if (file === 'b.yaml') throw new TypeError("Cannot read properties of undefined (reading 'x')");
      return undefined;
    });
    expect(checked.sort()).toEqual(['a.yaml', 'b.yaml']);
    const byWorkflow = Object.fromEntries(runs.map((r) => [r.workflow, r]));
    expect(Object.keys(byWorkflow).sort()).toEqual(['a', 'b']);
    expect(byWorkflow['a']).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(byWorkflow['a']!.workflowRefused).toBeUndefined();
    expect(byWorkflow['b']).toMatchObject({ status: CHECK_FAILED, recordedStatus: 'WORKFLOW_COMPLETE' });
    expect(byWorkflow['b']!.workflowRefused!.message).toMatch(/^b\.yaml could not be checked \(internal error: Cannot read properties of undefined \(reading 'x'\)\); `STAGEGATE_DEBUG=1 stagegate validate b\.yaml` prints its stack trace/);
    // A refusal a check throws (not one it returns) is listed as a refusal: its own code and message.
    const refused = listRuns(workspace, (file) => {
      if (file === 'a.yaml') throw new StagegateError('PATH_OUTSIDE_WORKSPACE', "file 'x' is refused: it climbs out with '..'.");
      return undefined;
    });
    expect(refused.find((r) => r.workflow === 'a')).toMatchObject({ status: 'PATH_OUTSIDE_WORKSPACE', workflowRefused: { code: 'PATH_OUTSIDE_WORKSPACE', message: "file 'x' is refused: it climbs out with '..'." } });
    // The loader's retry signals go up to the invocation's readers (withWorkflowReaders), which list again.
    for (const signal of [new FormatImporterNeeded('aiox'), new GateSchemaEngineNeeded()]) {
      expect(() => listRuns(workspace, () => {
        throw signal;
      })).toThrow(signal);
    }
  });
});
