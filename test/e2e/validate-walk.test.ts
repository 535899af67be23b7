// `validate <dir>`: which files a directory walk validates, by the one detection rule
// (formats/detect.ts detectWorkflow, docs/formats.md#detection). A file that is nearly a workflow
// (a misspelt detection key, a version beside only 4.0 keys) is validated and its mistake
// reported; a file that is not one is skipped and listed (a count in text, names in --json).
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { git, jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { NATIVE_TOP_LEVEL_KEYS, detectWorkflow } from '../../src/core/formats/detect.js';
import { WorkflowFile } from '../../src/core/model/schema.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const GOOD = `version: '4.0'
name: rel
state_path: 'runs/{{run_id}}/state.yaml'
steps:
  build:
    run: 'true'
    output: 'runs/{{run_id}}/build.md'
    statuses: {BUILT: DONE}
`;

describe('validate <dir>: the one detection rule', () => {
  it('validates a misspelt steps:, a misspelt version: and a version beside only 4.0 keys; skips and lists the rest', async () => {
    const ws = workspaceWith({
      'flows/good.yaml': GOOD,
      'flows/typo-steps.yaml': GOOD.replace(/^steps:/m, 'stpes:'),
      'flows/typo-version.yaml': GOOD.replace(/^version:/m, 'verison:'),
      // No state_path, steps mistyped: nearly a workflow only by the misspelt key.
      'flows/near.yaml': "version: '4.0'\nname: rel\nstep:\n  a: {run: 'true', statuses: {OK: DONE}}\n",
      'flows/only-version.yaml': "version: '4.0'\nname: rel\n",
      'flows/empty.yaml': '',
      'flows/dependabot.yml': 'version: 2\nupdates:\n  - package-ecosystem: npm\n',
      'flows/cloud.yaml': 'specs:\n  - a\n',
    });
    const text = await ws.run(['validate', '--strict', 'flows']);
    expect(text.code, text.stdout).toBe(1);
    expect(text.stdout).toContain("flows/typo-steps.yaml:4:1  error  UNKNOWN_KEY  unknown key 'stpes' in the workflow. Did you mean 'steps'?");
    expect(text.stdout).toContain("flows/typo-version.yaml:1:1  error  UNKNOWN_KEY  unknown key 'verison'");
    expect(text.stdout).toMatch(/flows\/near\.yaml:\d+:\d+ {2}error {2}UNKNOWN_KEY {2}unknown key 'step'/);
    expect(text.stdout).toMatch(/flows\/only-version\.yaml:\d+:\d+ {2}error /);
    expect(text.stdout).toContain('5 workflow files checked: ');
    expect(text.stdout).toContain('; 3 other YAML/JSON files skipped, not workflows (--json lists them)');
    const json = jsonOf(await ws.run(['validate', 'flows', '--json']));
    expect(json['files']).toEqual(['flows/good.yaml', 'flows/near.yaml', 'flows/only-version.yaml', 'flows/typo-steps.yaml', 'flows/typo-version.yaml']);
    expect(json['skipped']).toEqual([
      { file: 'flows/cloud.yaml', reason: 'no workflow keys' },
      { file: 'flows/dependabot.yml', reason: 'no workflow keys' },
      { file: 'flows/empty.yaml', reason: 'empty' },
    ]);
  });

  it('a file that does not parse is validated when a top-level key is a workflow one (its syntax error reported), else skipped and listed', async () => {
    const ws = workspaceWith({ 'flows/broken.yaml': `${GOOD}  bad: [unclosed\n`, 'flows/other.yaml': 'services:\n  a: [unclosed\n' });
    const json = jsonOf(await ws.run(['validate', 'flows', '--json']));
    expect(json['files']).toEqual(['flows/broken.yaml']);
    expect(json['skipped']).toEqual([{ file: 'flows/other.yaml', reason: 'does not parse, and has no workflow keys' }]);
    expect((json['errors'] as Array<{ file: string }>).map((e) => e.file)).toContain('flows/broken.yaml');
  });

  it("a JSON file that does not parse is judged by its own top-level keys, not its nested ones: a dashboard's locale table with a repeated key is skipped (it was validated as a workflow and failed the walk with YAML_DUPLICATE_KEY: its nested 'version' and 'phases' labels looked top-level)", async () => {
    // The shape of a web dashboard's i18n table (maestro-flow checkouts carry one): sections of
    // labels, two of them named like workflow keys, one label written twice (JSON.parse keeps the
    // last; YAML 1.2 refuses it).
    const locale = ['{', '  "nav": { "home": "Home" },', '  "settings": {', '    "version": "Version",', '    "phases": "Phases",', '    "tool_desc": "Search tool",', '    "tool_desc": "Tool name"', '  }', '}', ''].join('\n');
    // A broken maestro graph (its top-level 'nodes' repeated) is still validated: its keys are top-level.
    const graph = ['{', '  "id": "g",', '  "name": "G",', '  "version": "1.0",', '  "entry": "a",', '  "nodes": {},', '  "nodes": { "a": { "type": "terminal", "status": "success" } }', '}', ''].join('\n');
    const ws = workspaceWith({ 'app/i18n/en.json': locale, 'chains/broken.json': graph });
    const json = jsonOf(await ws.run(['validate', '.', '--json']));
    expect(json['files']).toEqual(['chains/broken.json']);
    expect(json['skipped']).toContainEqual({ file: 'app/i18n/en.json', reason: 'does not parse, and has no workflow keys' });
    expect((json['errors'] as Array<{ file: string; code: string }>).map((e) => `${e.file} ${e.code}`)).toEqual(['chains/broken.json YAML_DUPLICATE_KEY']);
  });

  it("wf-composer's .workflow/templates/: the templates are validated, its design drafts and index.json are skipped (it was 1 error: a draft read as a template without template_id)", { tags: [CAMPAIGN] }, async () => {
    // wf-composer keeps design-session files under .workflow/templates/design-drafts/ (01-parse.md,
    // 05-persist.md step 5.7); only <slug>.json is a template (05-persist.md step 5.4).
    const nodes = [{ id: 'N-001', seq: 1, name: 'Plan', type: 'skill', executor: 'workflow-lite-plan', args_template: '{goal}' }, { id: 'N-002', seq: 2, name: 'Build', type: 'skill', executor: 'workflow-execute', args_template: '--resume-session {N-001.session_id}' }];
    const edges = [{ from: 'N-001', to: 'N-002' }];
    const context_schema = { goal: { type: 'string', required: true } };
    const draft = 'WFD-demo-20261207';
    const ws = workspaceWith({
      '.workflow/templates/demo.json': JSON.stringify({ template_id: 'wft-demo-20261207', name: 'Demo', context_schema, nodes, edges, checkpoints: [] }, null, 2),
      '.workflow/templates/index.json': JSON.stringify({ templates: [{ template_id: 'wft-demo-20261207', name: 'Demo', path: '.workflow/templates/demo.json' }] }),
      [`.workflow/templates/design-drafts/${draft}/nodes.json`]: JSON.stringify({ session_id: draft, nodes }),
      [`.workflow/templates/design-drafts/${draft}/dag.json`]: JSON.stringify({ session_id: draft, nodes, edges, checkpoints: [], parallel_groups: {}, context_schema, topological_order: ['N-001', 'N-002'] }, null, 2),
      [`.workflow/templates/design-drafts/archive/${draft}/dag-draft.json`]: JSON.stringify({ session_id: draft, nodes, edges, context_schema }, null, 2),
    });
    const text = await ws.run(['validate', '.workflow']);
    expect(text.code, text.stdout).toBe(0);
    const json = jsonOf(await ws.run(['validate', '.workflow', '--json']));
    expect(json['files']).toEqual(['.workflow/templates/demo.json']);
    const reason = "a CCW wf-composer design draft (not a template: wf-composer's phase 5 writes the template from it)";
    expect(json['skipped']).toEqual([
      { file: `.workflow/templates/design-drafts/archive/${draft}/dag-draft.json`, reason },
      { file: `.workflow/templates/design-drafts/${draft}/dag.json`, reason },
      { file: `.workflow/templates/design-drafts/${draft}/nodes.json`, reason },
      { file: '.workflow/templates/index.json', reason: 'a CCW wf-player template index (the templates it lists are checked on their own)' },
    ]);
  });

  it('a folder with only good workflows lists nothing skipped and says nothing about it', async () => {
    const ws = workspaceWith({ 'flows/good.yaml': GOOD });
    const text = await ws.run(['validate', '--strict', 'flows']);
    expect(text.code, text.stdout).toBe(0);
    expect(text.stdout.trim().split('\n').at(-1)).toBe('1 workflow file checked: 0 errors, 0 warnings');
    expect(jsonOf(await ws.run(['validate', 'flows', '--json']))['skipped']).toEqual([]);
  });

  it('detectWorkflow: native by state_path, steps or phases; near by a misspelt key; the 4.0 top-level keys are the schema\'s', () => {
    expect(NATIVE_TOP_LEVEL_KEYS.slice().sort()).toEqual(Object.keys(WorkflowFile.shape).sort());
    expect(detectWorkflow({ state_path: 'x' })).toEqual({ kind: 'native' });
    expect(detectWorkflow({ name: 'x', phases: { a: { workflow: 'a.yaml' } } })).toEqual({ kind: 'native' });
    expect(detectWorkflow({ name: 'x', steps: { a: { run: 'true', statuses: { OK: 'DONE' } } } })).toEqual({ kind: 'native' });
    expect(detectWorkflow({ version: '4.0', 'state-path': 'x', name: 'n' }).kind).toBe('native');
    expect(detectWorkflow({ version: 1, 'state-path': 'x', steps: {} }).kind).toBe('native');
    expect(detectWorkflow({ 'state-path': 'x', stesp: { a: { prompt: 'p.md' } } }).kind).toBe('near');
    expect(detectWorkflow({ verison: '4.0', steps: [{ name: 'gcr.io/x' }] }).kind).toBe('near');
    // A bare misspelling with nothing else of a workflow, or a value of another shape: not near.
    expect(detectWorkflow({ stesp: {} }).kind).toBe('not');
    expect(detectWorkflow({ version: 1, session: { timeout: 30 } }).kind).toBe('not');
    expect(detectWorkflow({ specs: {}, stages: [] }).kind).toBe('not');
    // A CodeBuild buildspec (version 0.2 beside its phases: mapping) is another tool's file; a 4.0 file with
    // version beside phases, or a phases mapping with a key CodeBuild has not, stays native.
    expect(detectWorkflow({ version: 0.2, phases: { install: { commands: ['npm ci'] }, build: { commands: ['npm test'] } } })).toEqual({ kind: 'not', reason: "an AWS CodeBuild buildspec (another tool's file)" });
    expect(detectWorkflow({ version: '4.0', phases: { build: { workflow: 'b.yaml' } } }).kind).toBe('native');
    expect(detectWorkflow({ version: 0.2, phases: { build: { commands: ['x'] }, review: { workflow: 'r.yaml' } } }).kind).toBe('native');
    // A broken 4.0 file (its version mistyped 0.2, a phase written CodeBuild's way) beside a key no buildspec has is validated, never skipped.
    expect(detectWorkflow({ version: 0.2, state_path: 'runs/{{run_id}}/s.yaml', phases: { build: { commands: ['x'] } } }).kind).toBe('native');
    expect(detectWorkflow({ version: '0.2', name: 'x', inputs: { required: ['run_id'] }, phases: { build: { commands: ['x'] } } }).kind).toBe('native');
    expect(detectWorkflow({ version: 0.2, steps: { a: { run: 'x', statuses: { OK: 'DONE' } } }, phases: { build: { commands: ['x'] } } }).kind).toBe('native');
    expect(detectWorkflow(null)).toEqual({ kind: 'not', reason: 'empty' });
    // A package or a tool's config at release 4.x.y beside keys no 4.0 workflow has is not one; a
    // 4.0 file that says so, or keeps to 4.0's keys (a misspelt one included), still is.
    expect(detectWorkflow({ name: '@x/squad-creator', version: '4.0.0', scripts: { test: 'jest' }, dependencies: {} })).toEqual({ kind: 'not', reason: "a package's or a tool's own file: version 4.0.0 beside keys no 4.0 workflow has" });
    expect(detectWorkflow({ name: 'squad-creator', version: '4.0.0', tested: true, entry_agent: 'squad-chief' }).kind).toBe('not');
    expect(detectWorkflow({ version: '4.0', name: 'x', author: 'me' }).kind).toBe('native');
    expect(detectWorkflow({ version: '4.0.0', name: 'x', description: 'd' }).kind).toBe('native');
    expect(detectWorkflow({ version: '4.2.1', name: 'x', stpes: { a: { run: 'true', statuses: { OK: 'DONE' } } } }).kind).toBe('native');
    expect(detectWorkflow({ version: '4.1.0', name: 'x', scripts: {}, steps: { a: { run: 'true' } } }).kind).toBe('native');
    // A key only a 4.0 workflow has keeps a 4.x.y file a workflow, its unknown keys told as errors.
    expect(detectWorkflow({ version: '4.0.0', name: 'x', entry: 'build', stages: { build: { run: 'make' } } }).kind).toBe('native');
    expect(detectWorkflow({ version: '4.0.0', name: 'x', inputs: { target: {} }, jobs: { build: { run: 'make' } } }).kind).toBe('native');
    expect(detectWorkflow({ version: '4.0.0', name: 'x', tasks: { build: { run: 'make', statuses: { OK: 'DONE' } } } }).kind).toBe('native');
  });

  it("a package.json (or a tool's config) at version 4.x.y is skipped and listed, not validated as a broken workflow", async () => {
    const ws = workspaceWith({
      'package.json': JSON.stringify({ name: 'app', version: '4.1.0', scripts: { test: 'vitest' }, devDependencies: { vitest: '4.1.12' } }, null, 2),
      'tools/config.yaml': 'name: helper\nversion: 4.0.0\ntested: true\nentry_agent: chief\n',
      'flows/good.yaml': GOOD,
    });
    const text = await ws.run(['validate', '--strict', '.']);
    expect(text.code, text.stdout).toBe(0);
    expect(text.stdout).not.toContain('package.json:');
    const json = jsonOf(await ws.run(['validate', '.', '--json']));
    expect(json['files']).toEqual(['flows/good.yaml']);
    expect(json['skipped']).toEqual(
      expect.arrayContaining([
        { file: 'package.json', reason: "a package's or a tool's own file: version 4.1.0 beside keys no 4.0 workflow has" },
        { file: 'tools/config.yaml', reason: "a package's or a tool's own file: version 4.0.0 beside keys no 4.0 workflow has" },
      ]),
    );
  });

  it("a tool's config with its own phases: mapping beside a non-4 release version (AIOS's project-types.yaml) is skipped and listed, not validated as a broken workflow", async () => {
    const config = ['version: "1.0.0"', 'projectTypes:', '  squad:', '    emoji: "S"', '    patterns: ["squads/"]', 'phases:', '  research:', '    emoji: "R"', '    description: Investigation', '    keywords: [research, analysis]', '  testing:', '    emoji: "T"', '    keywords: [test]', 'statusIndicators:', '  active: "*"', ''].join('\n');
    const ws = workspaceWith({ 'core/session/project-types.yaml': config, 'flows/good.yaml': GOOD });
    const json = jsonOf(await ws.run(['validate', '.', '--json', '--strict']));
    expect(json['errors']).toEqual([]);
    expect(json['files']).toEqual(['flows/good.yaml']);
    expect(json['skipped']).toEqual(expect.arrayContaining([{ file: 'core/session/project-types.yaml', reason: "a tool's own file: version 1.0.0 beside keys no 4.0 workflow has, its phases: not in 4.0's shape (no phase names a workflow)" }]));
    // Still a (broken) 4.0 workflow: a phase naming its workflow, a key only 4.0 has, a steps: beside it, a 4.x version, or nothing but 4.0's keys.
    const phases = { research: { emoji: 'R' } };
    expect(detectWorkflow({ version: '1.0.0', projectTypes: {}, phases: { a: { workflow: 'a.yaml' } } }).kind).toBe('native');
    expect(detectWorkflow({ version: '1.0.0', projectTypes: {}, state_path: 's.yaml', phases }).kind).toBe('native');
    expect(detectWorkflow({ version: '1.0.0', projectTypes: {}, steps: { a: { run: 'make' } }, phases }).kind).toBe('native');
    expect(detectWorkflow({ version: '4.0.0', projectTypes: {}, phases }).kind).toBe('native');
    expect(detectWorkflow({ version: '1.0.0', name: 'x', description: 'd', phases }).kind).toBe('native');
    expect(detectWorkflow({ version: '1.0', projectTypes: {}, phases }).kind).toBe('native');
  });

  it('a 4.x.y file with a key only a 4.0 workflow has is validated, not skipped as a package', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({
      'flows/good.yaml': GOOD,
      'flows/broken.yaml': 'version: 4.0.0\nname: release\nentry: build\nstages:\n  build:\n    run: make\n',
    });
    const json = jsonOf(await ws.run(['validate', '.', '--json']));
    expect(json['files']).toEqual(['flows/broken.yaml', 'flows/good.yaml']);
    expect(json['skipped'] ?? []).toEqual([]);
    const text = await ws.run(['validate', '.']);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain("flows/broken.yaml:4:1  error  UNKNOWN_KEY  unknown key 'stages'");
  });
});

describe('validate <dir> in a repository with other tools\' YAML (a top-level steps: is not enough)', () => {
  it('skips and lists other tools\' steps:/phases: files that main skipped, and still validates the near misses', async () => {
    const ws = workspaceWith({
      'cloudbuild.yaml': "steps:\n- name: 'gcr.io/cloud-builders/docker'\n  args: ['build', '-t', 'gcr.io/p/app', '.']\nimages:\n- 'gcr.io/p/app'\ntimeout: 1200s\n",
      '.buildkite/pipeline.yml': 'env:\n  CI: "1"\nsteps:\n  - label: test\n    command: npm test\n  - wait\n',
      'azure-pipelines.yml': 'trigger:\n  - main\npool:\n  vmImage: ubuntu-latest\nsteps:\n  - script: npm ci\n  - task: PublishTestResults@2\n    inputs: {testResultsFiles: junit.xml}\n',
      '.drone.yml': 'kind: pipeline\ntype: docker\nname: default\nsteps:\n  - name: test\n    image: node:20\n    commands: [npm test]\n',
      '.woodpecker.yml': 'steps:\n  build:\n    image: golang\n    commands: [go build]\n',
      'docker-compose.yml': "version: '3.8'\nservices:\n  web: {image: nginx}\n",
      'plugin.yaml': 'name: my-plugin\nversion: 1.2.0\ndescription: A plugin\n',
      'mkdocs.yml': 'site_name: Docs\npages:\n  - Home: index.md\n',
      'app.yaml': 'session:\n  timeout: 30\n',
      // AWS CodeBuild: version beside a phases: mapping, each phase a commands list.
      'buildspec.yml': 'version: 0.2\nenv:\n  variables: {NODE_ENV: test}\nphases:\n  install:\n    runtime-versions: {nodejs: 20}\n    commands:\n      - npm ci\n  build:\n    commands:\n      - npm run build\n      - npm test\nartifacts:\n  files: ["dist/**/*"]\n',
      // stagegate's own files with a steps: mapping: a run's state file and a fake agent's scenario.
      'runs/r1/workflow_state.yaml': 'schema: stagegate/state@2\nworkflow: rel\nrun_id: r1\nsteps:\n  build: {status: completed, visits: 1}\n',
      'fake-agent-scenario.json': '{"steps": {"build": [{"stdout": "done"}]}}',
      'flows/typo-steps.yaml': GOOD.replace(/^steps:/m, 'stpes:').replace(/^state_path:.*\n/m, ''),
      'flows/typo-version.yaml': GOOD.replace(/^version:/m, 'verison:').replace(/^state_path:.*\n/m, ''),
      // Azure Pipelines with its trigger as a mapping of branches, and a GitHub Actions workflow outside .github/.
      'ci/azure-release.yml': 'trigger:\n  branches:\n    include: [main]\n  paths:\n    exclude: [docs]\nsteps:\n  - task: NodeTool@0\n    inputs: {versionSpec: "20.x"}\n  - script: npm test\n',
      // GitLab CI naming its pipeline (workflow: {name, rules}): the name made it an aiox workflow: mapping.
      '.gitlab-ci.yml': "workflow:\n  name: 'Pipeline for $CI_COMMIT_BRANCH'\n  rules:\n    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH\nstages: [test]\n.setup:\n  script: [npm ci]\ntest:\n  stage: test\n  script:\n    - !reference [.setup, script]\n    - npm test\n",
      // GitLab CI with only a pipeline name and a job (no rules, no stages): the job's script: says GitLab.
      'ci/nightly.gitlab-ci.yml': 'workflow:\n  name: nightly\nbuild:\n  script: [make]\n',
      'ci/actions.yml': 'name: ci\non: {push: {branches: [main]}}\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm test\n',
      // A BMAD v4 expansion pack's workflow (the creative-writing pack's shape): no version, but
      // triggers naming a chat command and an intent, which no CI trigger does: taken, as aiox.
      'pack/workflows/poem.yaml': 'name: poem\ntitle: Poem Workflow\ntriggers:\n  - command: /poem\n  - intent: "write a poem"\ninputs: [form]\nagents: [poet, editor]\nsteps:\n  - id: draft\n    agent: poet\n    uses: templates/poem-tmpl.yaml\n    outputs: draft\n  - id: polish\n    agent: editor\n    inputs: draft\n    outputs: poem\n',
    });
    const json = jsonOf(await ws.run(['validate', '.', '--json']));
    expect(json['files']).toEqual(['flows/typo-steps.yaml', 'flows/typo-version.yaml', 'pack/workflows/poem.yaml']);
    expect((json['skipped'] as Array<{ file: string }>).map((s) => s.file)).toEqual(['.buildkite/pipeline.yml', '.drone.yml', '.gitlab-ci.yml', '.woodpecker.yml', 'app.yaml', 'azure-pipelines.yml', 'buildspec.yml', 'ci/actions.yml', 'ci/azure-release.yml', 'ci/nightly.gitlab-ci.yml', 'cloudbuild.yaml', 'docker-compose.yml', 'fake-agent-scenario.json', 'mkdocs.yml', 'plugin.yaml', 'runs/r1/workflow_state.yaml']);
    expect(new Set((json['errors'] as Array<{ file: string }>).map((e) => e.file))).toEqual(new Set(['flows/typo-steps.yaml', 'flows/typo-version.yaml', 'pack/workflows/poem.yaml']));
    expect(json['skipped']).toEqual(expect.arrayContaining([{ file: '.gitlab-ci.yml', reason: 'a GitLab CI file (workflow: rules/name of a pipeline), run by GitLab, not by stagegate' }]));
    const gitlab = await ws.run(['validate', '.gitlab-ci.yml']);
    expect(gitlab.code).toBe(1);
    expect(gitlab.stdout).toContain('.gitlab-ci.yml:1:1  error  WORKFLOW_FORMAT_UNKNOWN  a GitLab CI file');
    expect(gitlab.stdout).not.toContain('AIOX_');
    // The pack's workflow is told what aiox's validator says of a steps: list (it runs workflow.sequence).
    expect((json['errors'] as Array<{ file: string; code: string }>).filter((e) => e.file === 'pack/workflows/poem.yaml').map((e) => e.code)).toEqual(['AIOX_ID_MISSING', 'AIOX_SEQUENCE_EMPTY']);
  });
});

describe('.github/workflows/: GitHub runs every YAML file there', () => {
  const ACTIONS = "name: ci\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n";
  it('a stagegate workflow there is validated with a WORKFLOW_IN_GITHUB_WORKFLOWS warning; a GitHub Actions workflow beside it is skipped, named as one', async () => {
    const ws = workspaceWith({ '.github/workflows/build.yaml': GOOD, '.github/workflows/ci.yml': ACTIONS, '.github/workflows/broken.yml': 'on: push\njobs:\n  a: [unclosed\n', 'workflows/build.yaml': GOOD });
    const r = await ws.run(['validate', '.', '--json']);
    const json = jsonOf(r);
    expect(r.code).toBe(0);
    expect(json['files']).toEqual(['.github/workflows/build.yaml', 'workflows/build.yaml']);
    expect(json['skipped']).toEqual([
      { file: '.github/workflows/broken.yml', reason: 'a GitHub Actions workflow (on:, jobs:), run by GitHub, not by stagegate (it does not parse)' },
      { file: '.github/workflows/ci.yml', reason: 'a GitHub Actions workflow (on:, jobs:), run by GitHub, not by stagegate' },
    ]);
    // Only the one in .github/workflows/ is warned about (not workflows/build.yaml), at its first line.
    expect(json['warnings']).toEqual([expect.objectContaining({ code: 'WORKFLOW_IN_GITHUB_WORKFLOWS', file: '.github/workflows/build.yaml', line: 1, column: 1 })]);
    const [warning] = json['warnings'] as Array<{ message: string; hint: string }>;
    expect(warning!.message).toContain('where GitHub runs every .yml/.yaml file as a GitHub Actions workflow');
    expect(warning!.hint).toContain('Move it out of .github/workflows/ (e.g. to workflows/build.yaml');
    expect((await ws.run(['validate', '--strict', '.github/workflows/build.yaml'])).code).toBe(1);
  });

  it("only the repository's .github/workflows/ (the git top-level's) is warned about: not a subfolder's (working-directory: services/api), but a nested repository's own", async () => {
    const ws = workspaceWith({ '.github/workflows/build.yaml': GOOD, 'services/api/.github/workflows/build.yaml': GOOD, 'vendor/lib/.github/workflows/build.yaml': GOOD });
    git(ws.dir, ['init', '-q']);
    git(join(ws.dir, 'vendor', 'lib'), ['init', '-q']);
    const warned = (r: Parameters<typeof jsonOf>[0]) => (jsonOf(r)['warnings'] as Array<{ code: string; file: string }>).filter((w) => w.code === 'WORKFLOW_IN_GITHUB_WORKFLOWS').map((w) => w.file);
    // From the repository root: the root's is warned about, services/api's is not (GitHub ignores it).
    const all = await ws.run(['validate', '.', '--json']);
    expect(jsonOf(all)['files']).toEqual(['.github/workflows/build.yaml', 'services/api/.github/workflows/build.yaml']);
    expect(warned(all)).toEqual(['.github/workflows/build.yaml']);
    // With the workspace at services/api (the Action's working-directory), its .github/ is still not the repository's.
    const sub = await ws.run(['-C', 'services/api', 'validate', '.github/workflows/build.yaml', '--json']);
    expect(jsonOf(sub)['files']).toEqual(['.github/workflows/build.yaml']);
    expect(warned(sub)).toEqual([]);
    // A nested repository (its own .git) named: its .github/workflows/ is its repository's.
    expect(warned(await ws.run(['validate', 'vendor/lib', '--json']))).toEqual(['vendor/lib/.github/workflows/build.yaml']);
    expect(warned(await ws.run(['-C', 'vendor/lib', 'validate', '.', '--json']))).toEqual(['.github/workflows/build.yaml']);
  });

  it('a GitHub Actions workflow named on the command line is one WORKFLOW_FORMAT_UNKNOWN that says what it is, not its keys as mistakes', async () => {
    const ws = workspaceWith({ '.github/workflows/ci.yml': ACTIONS });
    const json = jsonOf(await ws.run(['validate', '.github/workflows/ci.yml', '--json']));
    expect((json['errors'] as Array<{ code: string; message: string }>).map((e) => [e.code, e.message])).toEqual([['WORKFLOW_FORMAT_UNKNOWN', 'a GitHub Actions workflow (on:, jobs:), which GitHub runs, not stagegate: it is not a stagegate workflow (a directory walk skips it)']]);
    expect(json['warnings']).toEqual([]);
  });
});

describe('validate --json with --format github', () => {
  it('is a usage error (exit 2): the two contradict each other', async () => {
    const ws = workspaceWith({ 'flows/good.yaml': GOOD });
    const r = await ws.run(['validate', 'flows', '--json', '--format', 'github']);
    expect(r.code).toBe(2);
    expect(jsonOf(r)).toMatchObject({ status: 'USAGE_ERROR', exit_code: 2 });
    expect(String(jsonOf(r)['message'])).toContain('--json and --format github contradict each other');
    expect((await ws.run(['validate', 'flows', '--json', '--format', 'json'])).code).toBe(0);
  });
});
