// `stagegate init [DIR]`: a workflow that validates and runs at once — a stage script ending with
// `stagegate gate`, an inline stage, the editor schema comment — and a GitHub Actions workflow
// running it with the action. Never overwrites a file.
import { existsSync, mkdirSync, writeFileSync, chmodSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { VERSION } from '../../version.js';
import { packageRoot } from '../installed-doc.js';
import { insideBy, Workspace } from '../../core/workspace/workspace.js';
import { isStagegateError } from '../../core/run/errors.js';

export const DEFAULT_ACTION_REF = '<owner>/stagegate@v1';

export interface InitOptions {
  /** Where to scaffold (absolute). */
  dir: string;
  name: string;
  action: string;
  /** What the printed next command starts with (commandNameFor: `stagegate`, with -C DIR when DIR is not where init was typed). */
  commandName?: string;
}

export interface InitResult {
  exitCode: number;
  /** Files written (or, when refused, the ones in the way), relative to dir. */
  files: string[];
  message: string;
  workflow: string;
  nextCommand: string;
  /** A write failed (files: the one it could not write); nothing was left behind. */
  writeFailed?: boolean;
  /** How to fix a refusal that is neither a file in the way nor a write that failed (a link on the way). */
  fix?: string;
  /** What the workflow's schema comment points at (see schemaReference). */
  schema: SchemaReference;
}

export const WORKFLOW_FILE = 'stagegate/workflow.yaml';
const STAGE_SCRIPT = 'stagegate/stages/check.sh';
const IGNORE_FILE = 'stagegate/.gitignore';
const GITHUB_WORKFLOW = '.github/workflows/stagegate.yml';

export interface SchemaReference {
  /** The `$schema=` value: a path relative to the workflow's folder, or the published URL. */
  ref: string;
  /** The URL of the published package's copy, which resolves only once this version is on npm. */
  published: boolean;
  /** With `published`: this stagegate's own copy (absolute), for a comment pointed at it until then. */
  local?: string;
}

/**
 * Where the editor finds the schema: a copy inside DIR, which resolves for everyone who has the
 * project — the installed package's (DIR/node_modules/stagegate), else this stagegate's own when it
 * lies inside DIR (a clone vendored in the project) — else the published package's on unpkg.
 */
export function schemaReference(dir: string, ownRoot: string | undefined = packageRoot()): SchemaReference {
  const from = join(dir, dirname(WORKFLOW_FILE));
  const installed = join(dir, 'node_modules', 'stagegate', 'schema', 'workflow.schema.json');
  if (existsSync(installed)) return { ref: relative(from, installed).split(sep).join('/'), published: false };
  const own = ownRoot === undefined ? undefined : join(ownRoot, 'schema', 'workflow.schema.json');
  const ownExists = own !== undefined && existsSync(own);
  const inDir = ownExists ? relative(dir, own) : undefined;
  if (inDir !== undefined && insideBy(inDir)) return { ref: relative(from, own!).split(sep).join('/'), published: false };
  return { ref: `https://unpkg.com/stagegate@${VERSION}/schema/workflow.schema.json`, published: true, ...(ownExists ? { local: own } : {}) };
}

function workflowText(name: string, schema: string): string {
  return `# yaml-language-server: $schema=${schema}
#
# A stagegate workflow: a state machine of stages. Each stage runs a command that writes its
# declared output, ending in one WORKFLOW_GATE block (\`stagegate gate STATUS\` writes it); the
# gate's status, routed by the step's statuses: map, picks the next step.
#   run:      stagegate run ${WORKFLOW_FILE} --run-id first
#   check:    stagegate validate ${WORKFLOW_FILE}
#   see also: stagegate plan ${WORKFLOW_FILE} --run-id first
version: '4.0'
name: ${name}
description: Look at the workspace, then write a summary.
state_path: '{{artifact_root}}/workflow_state.yaml'
inputs:
  required: [run_id]
  optional: [topic]
  defaults:
    artifact_root: stagegate/runs/{{run_id}}
    topic: this repository
steps:
  check:
    # A stage script (it ends with \`stagegate gate\`).
    run: bash ${STAGE_SCRIPT}
    output: '{{artifact_root}}/check.md'
    statuses:
      PASSED: summary
      FAILED: BLOCKED
  summary:
    # An inline stage: {{topic}} is data, one word to the shell, never code.
    run: |
      printf '# Summary of %s\\n\\nThe check passed.\\n' {{topic}} >"$STAGEGATE_OUTPUT"
      stagegate gate DONE_OK
    output: '{{artifact_root}}/summary.md'
    statuses:
      DONE_OK: DONE
`;
}

const STAGE_TEXT = `#!/usr/bin/env bash
# Stage "check": write a report to $STAGEGATE_OUTPUT, then end it with its gate.
# The runner sets STAGEGATE_* (step, visit, attempt, output …) and puts \`stagegate\` on PATH.
set -euo pipefail
mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"
entries=$(ls -A | wc -l | tr -d ' ')
{
  printf '# Check (visit %s, attempt %s)\\n\\n' "$STAGEGATE_VISIT" "$STAGEGATE_ATTEMPT"
  printf 'The workspace holds %s entries.\\n' "$entries"
} >"$STAGEGATE_OUTPUT"
if [ "$entries" -gt 0 ]; then
  stagegate gate PASSED --next summary --set entries="$entries"
else
  stagegate gate FAILED --high 1
fi
`;

function githubWorkflowText(action: string): string {
  return `# Runs the stagegate workflow on every pull request (and by hand), with the stagegate action.
# State is kept as an artifact, so a later job or run resumes it. See the action's docs/action.md.
name: stagegate
on:
  pull_request:
  workflow_dispatch:
permissions: {}
jobs:
  run:
    runs-on: ubuntu-latest
    permissions:              # least privilege (docs/security.md); actions: read only for resume-from-run-id
      contents: read
      checks: write
    steps:
      - uses: actions/checkout@v6
        with:
          persist-credentials: false
      - uses: ${action}
        with:
          workflow: ${WORKFLOW_FILE}
          run-id: gh-\${{ github.run_id }}
          check-name: stagegate
`;
}

export function initCommand(o: InitOptions): InitResult {
  const dir = resolve(o.dir);
  const schema = schemaReference(dir);
  const files: Array<[string, string, number?]> = [
    [WORKFLOW_FILE, workflowText(o.name, schema.ref)],
    [STAGE_SCRIPT, STAGE_TEXT, 0o755],
    [IGNORE_FILE, '# stagegate runs: state, manifests, logs and outputs\nruns/\nLATEST_RUN.md\n'],
    [GITHUB_WORKFLOW, githubWorkflowText(o.action)],
  ];
  const nextCommand = `${o.commandName ?? 'stagegate'} run ${WORKFLOW_FILE} --run-id first`;
  // A folder on the way that is a link leading out of DIR (stagegate -> ~/.local/bin, a clone's
  // .github): nothing is written through it (links are not followed out of a workspace).
  if (existsSync(dir)) {
    const workspace = new Workspace(dir);
    for (const [rel] of files) {
      try {
        workspace.resolve(rel, 'the scaffold file');
      } catch (error) {
        if (!isStagegateError(error)) throw error;
        return { exitCode: 1, writeFailed: true, fix: `replace the link on the way to ${rel} with a folder of ${dir} (nothing is written through a link that leads out of it, or into .git), or run init in another directory (stagegate init DIR)`, files: [rel], workflow: WORKFLOW_FILE, nextCommand, schema, message: `cannot write ${rel} in ${dir}: ${error.message.replace(/\.$/, '')}: nothing was written` };
      }
    }
  }
  const inTheWay = files.map(([rel]) => rel).filter((rel) => existsSync(join(dir, rel)));
  if (inTheWay.length > 0) {
    return { exitCode: 1, files: inTheWay, workflow: WORKFLOW_FILE, nextCommand, schema, message: `init writes no file that exists, and ${inTheWay.join(', ')} ${inTheWay.length === 1 ? 'does' : 'do'}: nothing was written` };
  }
  // All or nothing: a write that fails (a file where a folder goes, no permission, a full disk)
  // takes back what this invocation wrote, so running init again after the fix is not refused.
  const made: string[] = [];
  for (const [rel, text, mode] of files) {
    const path = join(dir, rel);
    try {
      const folder = mkdirSync(dirname(path), { recursive: true });
      if (folder !== undefined) made.push(folder);
      writeFileSync(path, text, { flag: 'wx' });
      made.push(path);
      if (mode !== undefined) chmodSync(path, mode);
    } catch (error) {
      for (const p of made.reverse()) rmSync(p, { recursive: true, force: true });
      const code = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
      return { exitCode: 1, writeFailed: true, files: [rel], workflow: WORKFLOW_FILE, nextCommand, schema, message: `cannot write ${rel} in ${dir} (${code}): nothing was written` };
    }
  }
  return { exitCode: 0, files: files.map(([rel]) => rel), workflow: WORKFLOW_FILE, nextCommand, schema, message: `scaffolded workflow ${o.name} in ${dir}` };
}
