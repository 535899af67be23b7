// Which format a parsed workflow document is in, by shape alone (formats/types.ts). Light on
// purpose: the loader asks it of every file, and only a file in another runner's format then
// loads that format's importer (formats/index.ts), so a native workflow never compiles the
// translators.
import type { FormatId } from './types.js';
import { editDistance } from '../model/did-you-mean.js';

export type ForeignFormat = Exclude<FormatId, 'native'>;

type Raw = Record<string, unknown>;

function isRecord(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Native 4.0 files carry `version` and `state_path` or `steps`/`phases` at the top. An aiox file
 * may have top-level `phases:` beside its `workflow:` mapping (wf-create-squad.yaml), an aiox
 * squad workflow a top-level `phases:` LIST beside its id/name, and an old aiox squad template a
 * `steps:` list: none is native (a native file has no `workflow:` key, and its steps and phases
 * are mappings).
 */
export function isNativeShape(data: unknown): boolean {
  if (!isRecord(data)) return false;
  if ('state_path' in data) return true;
  if (isAioxWorkflowMapping(data['workflow']) || isLegacySteps(data) || isTopLevelPhaseList(data) || isTopLevelAioxPhaseMap(data)) return false;
  return 'steps' in data || 'phases' in data;
}

/**
 * A 4.x version: such a file is a native one, whatever its mistakes (it is told them as native) —
 * unless it names an aiox schema (`schema: aiox-workflow-v1`, the slides-creator squad's
 * generate-presentation.yaml at `version: 4.1.0`: its own release number, not the 4.0 format).
 */
function isNativeVersion(data: Raw): boolean {
  return /^4(\.|$)/.test(String(data['version'] ?? '')) && !namesAioxSchema(data);
}

/** `schema: aiox-…` / `aios-…` at the top: the file says it is aiox's (no 4.0 workflow has `schema`). */
function namesAioxSchema(data: Raw): boolean {
  const schema = data['schema'];
  return typeof schema === 'string' && /^aio[sx]\b/i.test(schema.trim());
}

/**
 * The aiox squads' workflow: top-level `id` and/or `name` beside a `phases:` LIST, no `workflow:`
 * key (`version: 1.x`). workflow-validator.js `_normalizeWorkflowDocument` reads top-level
 * id/name/sequence|phases as the workflow mapping; a native file's phases are a mapping, so a
 * list is never native (unless the file says version 4: then it is a native file told so).
 */
export function isTopLevelPhaseList(data: Raw): boolean {
  if (!Array.isArray(data['phases']) || 'state_path' in data || isNativeVersion(data)) return false;
  return 'id' in data || 'name' in data;
}

/**
 * An aiox squad workflow written with a top-level `phases:` MAPPING of agent phases (id/name,
 * `version: 1.x`, no `workflow:` key): each phase names `agent`/`agents` or `task`/`tasks`, none
 * names a `workflow` (what a native phase runs). Not native (a native file says version 4 or has
 * state_path); aiox's own runners do not run it either (workflow-executor.js reads
 * workflow.phases, workflow-validator.js needs a sequence or a phases list): it is told so as aiox.
 */
export function isTopLevelAioxPhaseMap(data: Raw): boolean {
  const phases = data['phases'];
  if (!isRecord(phases) || 'state_path' in data || 'workflow' in data || isNativeVersion(data)) return false;
  if (!('id' in data) && !('name' in data)) return false;
  const values = Object.values(phases);
  if (values.some((p) => isRecord(p) && 'workflow' in p)) return false;
  return values.some((p) => isRecord(p) && ['agent', 'agents', 'task', 'tasks'].some((k) => k in p));
}

function isAioxWorkflowMapping(v: unknown): boolean {
  return isRecord(v) && ('sequence' in v || 'id' in v || 'name' in v);
}

/** The workflow mapping of an aiox document, or undefined when the shape is not aiox's. */
export function workflowRoot(data: unknown): { root: Raw; base: Array<string | number>; legacySteps: boolean } | undefined {
  if (!isRecord(data)) return undefined;
  // workflow-validator.js normalises both forms: a `workflow:` mapping (its sequence is the
  // execution contract even when the file also has top-level phases: or other sections), or
  // id/name/sequence at the top level.
  const wf = data['workflow'];
  if (isRecord(wf) && ('sequence' in wf || 'id' in wf || 'name' in wf) && !isGitlabCi(data)) return { root: wf, base: ['workflow'], legacySteps: false };
  const seq = data['sequence'];
  if (Array.isArray(seq) && ('id' in data || 'name' in data) && seq.some((i) => isRecord(i) && ('agent' in i || 'phase' in i || 'meta' in i || 'workflow_end' in i))) {
    return { root: data, base: [], legacySteps: false };
  }
  if (isTopLevelPhaseList(data) || isTopLevelAioxPhaseMap(data)) return { root: data, base: [], legacySteps: false };
  if (isLegacySteps(data)) return { root: data, base: [], legacySteps: true };
  return undefined;
}

/**
 * The old aiox squad-template workflow: a command `trigger` and a `steps:` list of task items
 * (never a native file: no state_path, not version 4; a task definition has the list but no trigger).
 * Beside its task items the list may hold items of other types (`type: decision` with
 * `on_true`/`on_false`, `type: notification`: the branding squad's flows); one task item is enough.
 */
export function isLegacySteps(data: Raw): boolean {
  const steps = data['steps'];
  if (!Array.isArray(steps) || 'state_path' in data || isNativeVersion(data)) return false;
  if (!('trigger' in data) && !('triggers' in data)) return false;
  return steps.length > 0 && steps.every(isRecord) && steps.some((s) => isRecord(s) && ('task' in s || 'agent' in s || 'action' in s || 'uses' in s));
}

/**
 * Whether the file's `trigger:`/`triggers:` names a command or an intent a person types to an agent:
 * aiox's `trigger: {command: "*x", agent}`, BMAD v4's `triggers: [{command: /novel}, {intent: …}]`
 * (the creative-writing pack's workflows, versionless). A CI trigger names branches, paths, tags or
 * events instead (Azure Pipelines' `trigger: [main]` / `{branches, paths, tags, batch}`, Drone's
 * `{branch, event}`), so a versionless trigger + steps: file with one is still another tool's.
 */
function triggerNamesCommand(data: Raw): boolean {
  const names = (t: unknown): boolean => isRecord(t) && (typeof t['command'] === 'string' || typeof t['intent'] === 'string');
  return ['trigger', 'triggers'].some((k) => {
    const t = data[k];
    return names(t) || (Array.isArray(t) && t.some(names));
  });
}

/**
 * An aiox task definition (templates/squad-template/tasks/*.yaml): name, a non-4 `version`, and a
 * `steps:` LIST of mappings, but no `trigger` (that would make it an old squad-template workflow),
 * no `state_path`, `workflow:`, `sequence` or `phases`. A task, run inside a workflow step, not a
 * workflow: a directory walk skips it (validate-files.ts).
 */
export function isTaskDefinition(data: unknown): boolean {
  if (!isRecord(data) || !('version' in data) || isNativeVersion(data)) return false;
  const steps = data['steps'];
  if (!Array.isArray(steps) || steps.length === 0 || !steps.every(isRecord)) return false;
  return !['state_path', 'trigger', 'triggers', 'workflow', 'sequence', 'phases'].some((k) => k in data);
}

/**
 * Of the files isTaskDefinition takes, one shaped as aiox's own task definition (the squad
 * template's tasks/example-task.yaml): a `name` and steps that are each an `action`. The rest —
 * another tool's workflow with a steps list (`id`, `version: 1.0.0`, steps of `uses` and `depends`:
 * ai-development-kit's pipelines) — is skipped just the same, but not called an aiox task.
 */
export function isAioxTaskDefinition(data: unknown): boolean {
  return isTaskDefinition(data) && 'name' in (data as Raw) && ((data as Raw)['steps'] as Raw[]).every((s) => 'action' in s);
}

/** The skip reason (and the named file's message) of a file isTaskDefinition takes that is not aiox's task. */
export const STEPS_LIST_FILE = "another tool's workflow or task file: a steps: list beside a non-4 version: (a 4.0 workflow's steps are a mapping of step ids)";

const MAESTRO_NODE_TYPES = new Set(['command', 'decision', 'gate', 'fork', 'join', 'eval', 'terminal']);

/**
 * A CCW skill chain (the ccw-chain skill's chain_loader, ccw/src/types/chain-types.ts `SkillChain`):
 * `chain_id` and a `nodes` mapping of step / decision / delegate nodes. Not a format stagegate
 * imports; recognised so that it is said so, not read as a maestro graph (both have `entry`,
 * `nodes` and `decision` nodes) or as a native workflow (it has `name` and `version`).
 */
export function isCcwSkillChain(data: unknown): boolean {
  return isRecord(data) && typeof data['chain_id'] === 'string' && isRecord(data['nodes']);
}

/** A maestro-flow chain graph: a `nodes` object whose values carry a node `type`. */
export function detectMaestro(data: unknown): boolean {
  if (!isRecord(data) || !isRecord(data['nodes'])) return false;
  if ('steps' in data || 'sequence' in data || 'workflow' in data || 'template_id' in data || isCcwSkillChain(data)) return false;
  const nodes = Object.values(data['nodes']);
  return nodes.length > 0 && nodes.some((n) => isRecord(n) && typeof n['type'] === 'string' && MAESTRO_NODE_TYPES.has(n['type']));
}

/**
 * A CCW wf-composer design draft (wf-composer phases 01–04: `design-session/nodes.json`, `dag.json`,
 * `dag-draft.json`, kept under `.workflow/templates/design-drafts/`): a `nodes` list with the design
 * session's `WFD-` id (or its `topological_order`) and no `template_id`. The wf-player never loads
 * one (01-load.md: template_id, nodes, edges, context_schema all present); phase 5 writes the
 * template from it. Said to be one, never read as a broken template.
 */
export function isCcwDesignDraft(data: unknown): boolean {
  if (!isRecord(data) || !Array.isArray(data['nodes']) || 'template_id' in data) return false;
  const session = data['session_id'];
  return (typeof session === 'string' && session.startsWith('WFD-')) || Array.isArray(data['topological_order']);
}

/**
 * A wf-player template index (`.workflow/templates/index.json`, wf-composer 05-persist.md step 5.5):
 * `templates`, a list of entries each with a `template_id` and a `path`. The wf-player looks a slug
 * up in it (01-load.md); it is not a template.
 */
export function isCcwTemplateIndex(data: unknown): boolean {
  if (!isRecord(data) || !Array.isArray(data['templates']) || 'nodes' in data) return false;
  const entries = data['templates'];
  return entries.length > 0 && entries.every((e) => isRecord(e) && typeof e['template_id'] === 'string' && typeof e['path'] === 'string');
}

/**
 * maestro-flow's intent map (`chains/_intent-map.json`, graph-types.ts `IntentMap`: version,
 * `patterns` of {type, regex, flags, route: {graph | strategy}}, `fallback`): the table
 * coordinate's intent router picks a chain graph with, not a graph. The graphs it routes to, or
 * undefined when the document is not one.
 */
export function maestroIntentMapGraphs(data: unknown): string[] | undefined {
  if (!isRecord(data) || 'nodes' in data || !Array.isArray(data['patterns']) || data['patterns'].length === 0) return undefined;
  const routes = [...data['patterns'].map((p) => (isRecord(p) && typeof p['regex'] === 'string' ? p['route'] : undefined)), ...('fallback' in data ? [data['fallback']] : [])];
  if (!routes.every(isRecord)) return undefined;
  return [...new Set(routes.map((r) => r['graph']).filter((g): g is string => typeof g === 'string'))];
}

/**
 * maestro-flow-one's chain template catalog (`chains/templates.json`: `templates`, a mapping of
 * named command chains — each a `steps` list of `cmd` items — beside `decision_types` and
 * `single_commands`): the list its coordinator picks a chain from, not a chain graph. The
 * templates it names, or undefined when the document is not one.
 */
export function maestroTemplateCatalog(data: unknown): string[] | undefined {
  if (!isRecord(data) || 'nodes' in data || !isRecord(data['templates'])) return undefined;
  const entries = Object.entries(data['templates']);
  const isChain = (t: unknown): boolean => isRecord(t) && Array.isArray(t['steps']) && t['steps'].length > 0 && t['steps'].every((s) => isRecord(s) && typeof s['cmd'] === 'string');
  return entries.length > 0 && entries.every(([, t]) => isChain(t)) ? entries.map(([name]) => name) : undefined;
}

/** A CCW wf-player template: a `nodes` LIST with template_id, edges or context_schema (not a design draft). */
export function detectCcw(data: unknown): boolean {
  if (!isRecord(data) || !Array.isArray(data['nodes']) || isCcwDesignDraft(data)) return false;
  return 'template_id' in data || 'context_schema' in data || Array.isArray(data['edges']);
}

/** An aiox workflow (run-workflow-engine, or an old squad template). */
export function detectAiox(data: unknown): boolean {
  return workflowRoot(data) !== undefined;
}

/**
 * The other runner's format the document is in: undefined for a native document and for one no
 * importer recognises. The formats are tried in the order maestro, CCW, aiox (a document two
 * of them could claim goes to the first).
 */
export function foreignFormatOf(data: unknown): ForeignFormat | undefined {
  if (isNativeShape(data)) return undefined;
  if (detectMaestro(data)) return 'maestro';
  if (detectCcw(data)) return 'ccw';
  if (detectAiox(data)) return 'aiox';
  return undefined;
}

/** The `schema:` stagegate's own state files carry (snapshot.ts `stagegate/state@2`, fresh-marker.ts `stagegate/fresh-start@1`, older `stagegate/state@1`). */
const OWN_SCHEMA = /^stagegate\/[a-z][\w-]*@\d+$/;

/**
 * A file stagegate writes itself, never a workflow: a run's state snapshot (whatever `state_path`
 * names it; any `schema: stagegate/…@N`, the fresh-start marker's too), its RUN_MANIFEST.yaml
 * (`stagegate_version` beside `workflow_digest` and `run_id`), a shard's SHARD.json (`shard: 1`
 * beside `run_id`, `workflow_digest` and `journal`; it has a `state_path:`). What it is, or
 * undefined. A state file's `steps:` mapping has `prompt:`/`output:` keys, a shard's a
 * `state_path:`: without this a directory walk took them for 4.0 workflows.
 */
export function stagegateOwnFile(data: unknown): string | undefined {
  if (!isRecord(data)) return undefined;
  const schema = data['schema'];
  if (typeof schema === 'string' && OWN_SCHEMA.test(schema)) {
    return schema.startsWith('stagegate/state@') ? `stagegate's run state file (schema: ${schema})` : `a file stagegate writes (schema: ${schema})`;
  }
  if ('stagegate_version' in data && 'workflow_digest' in data && 'run_id' in data) return "stagegate's run manifest (RUN_MANIFEST.yaml)";
  if (data['shard'] === 1 && 'run_id' in data && 'workflow_digest' in data && 'journal' in data) return "stagegate's shard descriptor (SHARD.json)";
  return undefined;
}

/** The same on the text of a file that does not parse or whose head alone was read: a top-level `schema: stagegate/…@N` line. */
export function stagegateOwnText(text: string): string | undefined {
  const m = /^schema:[ \t]*(['"]?)(stagegate\/[a-z][\w-]*@\d+)\1[ \t]*$/m.exec(text);
  return m === null ? undefined : stagegateOwnFile({ schema: m[2] });
}

/** A 4.0 workflow's top-level keys (schema.ts WorkflowFile; a unit test keeps the two equal). */
export const NATIVE_TOP_LEVEL_KEYS: readonly string[] = ['version', 'name', 'description', 'runner_skill', 'state_path', 'entry', 'inputs', 'steps', 'phases', 'execution', 'terminal', 'agent_package_version'];

/** The keys that make a file a 4.0 workflow (isNativeShape) and the version it says it is in. */
const NATIVE_DETECTION_KEYS = ['version', 'state_path', 'steps', 'phases'];

/** 4.0 top-level keys no other tool's file is known to pair with `version:` (not name, description). */
const NATIVE_ONLY_KEYS = ['runner_skill', 'state_path', 'entry', 'inputs', 'execution', 'terminal'];

/** A top-level key within an edit or two of a native detection key (`stpes`, `verison`, `state-path`), with that key. */
function misspeltDetectionKey(keys: string[]): { key: string; meant: string } | undefined {
  for (const key of keys) {
    const lower = key.toLowerCase();
    if (NATIVE_DETECTION_KEYS.includes(key) || lower.length > 24) continue;
    // One edit for a short key (steps: `stpes`, `step`, not `specs`), two for a longer one.
    for (const meant of NATIVE_DETECTION_KEYS) if (editDistance(lower, meant) <= (meant.length <= 5 ? 1 : 2)) return { key, meant };
  }
  return undefined;
}

export type WorkflowDetection =
  | { kind: 'native' }
  | { kind: 'foreign'; format: ForeignFormat }
  /** Nearly a 4.0 workflow: validated as one (so its mistake is reported), never skipped. */
  | { kind: 'near'; reason: string }
  /** Not a workflow: a directory walk skips it (and lists it, with the reason). */
  | { kind: 'not'; reason: string };

/** Keys only a 4.0 step has (schema.ts Step): a `steps:` mapping using them is stagegate's, not another tool's. */
const NATIVE_STEP_KEYS = ['statuses', 'failure_statuses', 'prompt', 'inline_instruction', 'decide', 'approval', 'on_approve', 'on_reject', 'gate_schema', 'retry_step', 'on_stall', 'skills'];

/** A `steps:`/`phases:` value shaped as 4.0's: a mapping of steps using a 4.0 step key, or of phases naming a `workflow`. */
function nativeBody(value: unknown, of: 'steps' | 'phases'): boolean {
  if (!isRecord(value)) return false;
  const items = Object.values(value);
  if (of === 'phases') return items.some((p) => isRecord(p) && typeof p['workflow'] === 'string');
  return items.some((s) => isRecord(s) && NATIVE_STEP_KEYS.some((k) => k in s));
}

/**
 * Whether a directory walk may take the document for a 4.0 workflow. A top-level `steps:` or
 * `phases:` alone is not enough: Google Cloud Build, Buildkite, Azure Pipelines, Drone and
 * Woodpecker files have a top-level `steps:` (a list, or a mapping of containers), an AWS
 * CodeBuild buildspec a `phases:` mapping beside its `version:` (isCodeBuildSpec, told apart first). It takes `state_path` (no other tool's key), a 4.x
 * `version`, `version` beside `steps`/`phases` (what the walk has always taken), or a
 * steps/phases mapping written in 4.0's shape (nativeBody).
 */
function nativeEvidence(data: Raw): boolean {
  if ('state_path' in data || (isNativeVersion(data) && !isPackageAtVersion4(data))) return true;
  if ('version' in data && ('steps' in data || 'phases' in data) && !isToolConfigAtOtherVersion(data)) return true;
  return nativeBody(data['steps'], 'steps') || nativeBody(data['phases'], 'phases');
}

/**
 * A tool's own config with a `phases:` mapping of its own beside its release version
 * (an AIOS install's `core/session/project-types.yaml`: `version: "1.0.0"`, `projectTypes`, and
 * phases of `emoji`, `keywords`, `examples` for a context tracker): a three-part version that is
 * not 4.x, no `steps:`, no phase (nor any mapping) in 4.0's shape, none of the keys only a 4.0
 * workflow has, and a top-level key no 4.0 workflow has nor nearly has. `version` beside `phases`
 * would otherwise take it for a broken 4.0 workflow; a file with a 4.0 key or body is still one.
 */
function isToolConfigAtOtherVersion(data: Raw): boolean {
  if (!/^\d+\.\d+\.\d+$/.test(String(data['version'] ?? '')) || isNativeVersion(data)) return false;
  // Phases only: a 4.0 phase names its workflow, where a 4.0 step may be written with keys a tool's steps have too.
  if (!isRecord(data['phases']) || 'steps' in data) return false;
  if (NATIVE_ONLY_KEYS.some((k) => k in data)) return false;
  if (Object.values(data).some((v) => nativeBody(v, 'steps') || nativeBody(v, 'phases'))) return false;
  return Object.keys(data).some((k) => !NATIVE_TOP_LEVEL_KEYS.includes(k) && misspeltDetectionKey([k]) === undefined);
}

/**
 * A package manifest or a tool's own config whose release is 4.x.y (`.aiox-core/package.json` at
 * 4.31.1, squad-creator's package.json and config.yaml at 4.0.0): a three-part version beside a
 * top-level key no 4.0 workflow has nor nearly has (`scripts`, `dependencies`, `entry_agent` …), and
 * none of steps, phases, a key only a 4.0 workflow has (state_path, entry, inputs, runner_skill …)
 * or a mapping of 4.0 steps under another key.
 * A 4.0 workflow says `version: '4.0'`; without this every npm package at major version 4 failed
 * `stagegate validate .`.
 */
function isPackageAtVersion4(data: Raw): boolean {
  if (!/^4\.\d+\.\d+/.test(String(data['version'] ?? '')) || ['steps', 'phases'].some((k) => k in data)) return false;
  // A key only a 4.0 workflow has (entry, inputs, runner_skill …) makes it one, whatever else is wrong.
  if (NATIVE_ONLY_KEYS.some((k) => k in data)) return false;
  // So does a mapping of 4.0 steps (statuses:, prompt: …) under a misnamed key (stages:, tasks:).
  if (Object.values(data).some((v) => nativeBody(v, 'steps'))) return false;
  return Object.keys(data).some((k) => !NATIVE_TOP_LEVEL_KEYS.includes(k) && misspeltDetectionKey([k]) === undefined);
}

/**
 * A GitHub Actions workflow (.github/workflows/*.yml): a `jobs:` mapping beside `on:` (YAML 1.2
 * reads `on` as a key, never as true), and none of the keys that make a file a 4.0 workflow. GitHub
 * runs it, stagegate never does: a walk skips it, and one named is told so (loader.ts).
 */
export function isGithubActionsWorkflow(data: unknown): boolean {
  if (!isRecord(data) || !isRecord(data['jobs']) || !('on' in data)) return false;
  return !NATIVE_DETECTION_KEYS.some((k) => k in data);
}

/** The skip reason of a GitHub Actions workflow met by a walk. */
export const GITHUB_ACTIONS_WORKFLOW = 'a GitHub Actions workflow (on:, jobs:), run by GitHub, not by stagegate';

/** GitLab CI's `workflow:` keyword holds only these (docs.gitlab.com/ci/yaml/#workflow). */
const GITLAB_WORKFLOW_KEYS = ['name', 'rules', 'auto_cancel'];

/**
 * A GitLab CI file (.gitlab-ci.yml) whose `workflow:` keyword names the pipeline (`workflow: {name,
 * rules}`): the `name` made it an aiox `workflow:` mapping. Its `workflow:` holds only GitLab's keys,
 * with `rules`/`auto_cancel` or beside GitLab's `stages`/`include`/`default`, and the file has none
 * of aiox's or 4.0's work keys (sequence, phases, steps, state_path). GitLab runs it: a walk skips it.
 */
export function isGitlabCi(data: unknown): boolean {
  if (!isRecord(data) || !isRecord(data['workflow'])) return false;
  const wf = data['workflow'];
  if (!Object.keys(wf).every((k) => GITLAB_WORKFLOW_KEYS.includes(k)) || ['sequence', 'phases', 'steps', 'state_path'].some((k) => k in data)) return false;
  // A job (a top-level mapping with GitLab's `script:`) says GitLab as surely as `stages:` does: a
  // file of `workflow: {name}` and jobs alone is a whole pipeline.
  const hasJob = Object.entries(data).some(([k, v]) => k !== 'workflow' && isRecord(v) && 'script' in v);
  return 'rules' in wf || 'auto_cancel' in wf || hasJob || ['stages', 'include', 'default'].some((k) => k in data);
}

/** The skip reason of a GitLab CI file met by a walk. */
export const GITLAB_CI_FILE = 'a GitLab CI file (workflow: rules/name of a pipeline), run by GitLab, not by stagegate';

/** An AWS CodeBuild buildspec's phases and the keys of one (docs.aws.amazon.com/codebuild buildspec reference). */
const CODEBUILD_PHASES = ['install', 'pre_build', 'build', 'post_build'];
const CODEBUILD_PHASE_KEYS = ['commands', 'runtime-versions', 'on-failure', 'finally', 'run-as'];
/** A buildspec's top-level keys: a file with another (state_path, steps, inputs …) is not one, and the walk validates it. */
const CODEBUILD_TOP_LEVEL_KEYS = ['version', 'run-as', 'env', 'proxy', 'batch', 'phases', 'reports', 'artifacts', 'cache'];

/**
 * An AWS CodeBuild buildspec: `version: 0.1` or `0.2` beside a `phases:` mapping of CodeBuild's
 * phases (install, pre_build, build, post_build), each a mapping of its keys, one at least with a
 * `commands` list, and no top-level key a buildspec has not (a `state_path:`, `steps:` or `inputs:`
 * beside them is a broken 4.0 workflow the walk must validate, never skip). `version` beside
 * `phases` would otherwise take it for a 4.0 workflow.
 */
function isCodeBuildSpec(data: Raw): boolean {
  const phases = data['phases'];
  if (!/^0\.[12]$/.test(String(data['version'] ?? '')) || !isRecord(phases)) return false;
  if (!Object.keys(data).every((k) => CODEBUILD_TOP_LEVEL_KEYS.includes(k))) return false;
  const entries = Object.entries(phases);
  if (entries.length === 0 || !entries.every(([name, p]) => CODEBUILD_PHASES.includes(name) && isRecord(p) && Object.keys(p).every((k) => CODEBUILD_PHASE_KEYS.includes(k)))) return false;
  return entries.some(([, p]) => Array.isArray((p as Raw)['commands']));
}

/** A value that could be what the misspelt key meant: a scalar version or state_path, a steps/phases mapping. */
function fitsMeant(value: unknown, meant: string): boolean {
  if (meant === 'steps' || meant === 'phases') return isRecord(value);
  return typeof value === 'string' || typeof value === 'number';
}

/**
 * THE detection rule (docs/formats.md#detection): which workflow, if any, a parsed document is.
 * A directory walk validates native, foreign and near files and lists the rest as skipped
 * (validate-files.ts); a file named on the command line is always loaded (loader.ts).
 * Native (for a walk): nativeEvidence. Near: a top-level key one or two edits from `version`,
 * `state_path`, `steps` or `phases` (`stpes:`) holding a value of that key's shape, in a file that
 * also has one of those keys or a 4.0-shaped steps/phases body; or a `version:` beside nothing but
 * 4.0 top-level keys, one of them a 4.0-only one (entry, inputs, execution, terminal, runner_skill).
 * Another tool's file with a top-level `steps:` (cloudbuild.yaml, .buildkite/pipeline.yml) is not.
 */
export function detectWorkflow(data: unknown): WorkflowDetection {
  if (data === null || data === undefined) return { kind: 'not', reason: 'empty' };
  if (!isRecord(data)) return { kind: 'not', reason: 'not a mapping' };
  const own = stagegateOwnFile(data);
  if (own !== undefined) return { kind: 'not', reason: own };
  // In the loader's order (loader.ts): another format, then the two shapes told apart from native.
  const format = foreignFormatOf(data);
  // An old aiox squad template (trigger + a steps: list) without a version has Azure Pipelines'
  // shape (trigger: + a steps: list of task: items): the walk takes it only with its version:, or
  // when its trigger names a chat command or intent (triggerNamesCommand), which no CI trigger does.
  if (format !== undefined && !(format === 'aiox' && workflowRoot(data)?.legacySteps === true && !('version' in data) && !triggerNamesCommand(data))) return { kind: 'foreign', format };
  if (isCcwSkillChain(data) && !isNativeShape(data)) return { kind: 'not', reason: 'a CCW skill chain (not imported)' };
  if (isCcwTemplateIndex(data) && !isNativeShape(data)) return { kind: 'not', reason: 'a CCW wf-player template index (the templates it lists are checked on their own)' };
  if (isCcwDesignDraft(data) && !isNativeShape(data)) return { kind: 'not', reason: "a CCW wf-composer design draft (not a template: wf-composer's phase 5 writes the template from it)" };
  if (maestroIntentMapGraphs(data) !== undefined && !isNativeShape(data)) return { kind: 'not', reason: "maestro-flow's intent map (patterns routing a request to a chain graph; the graphs are checked on their own)" };
  if (maestroTemplateCatalog(data) !== undefined && !isNativeShape(data)) return { kind: 'not', reason: "maestro-flow-one's chain template catalog (named command chains its coordinator picks from; not a chain graph)" };
  if (isTaskDefinition(data)) return { kind: 'not', reason: isAioxTaskDefinition(data) ? 'an aiox task definition' : STEPS_LIST_FILE };
  if (isGithubActionsWorkflow(data)) return { kind: 'not', reason: GITHUB_ACTIONS_WORKFLOW };
  if (isGitlabCi(data)) return { kind: 'not', reason: GITLAB_CI_FILE };
  if (isCodeBuildSpec(data)) return { kind: 'not', reason: 'an AWS CodeBuild buildspec (another tool\'s file)' };
  if (nativeEvidence(data)) return { kind: 'native' };
  const keys = Object.keys(data);
  const misspelt = misspeltDetectionKey(keys);
  const otherEvidence = NATIVE_DETECTION_KEYS.some((k) => k in data) || keys.some((k) => nativeBody(data[k], 'steps') || nativeBody(data[k], 'phases'));
  if (misspelt !== undefined && otherEvidence && fitsMeant(data[misspelt.key], misspelt.meant)) return { kind: 'near', reason: `top-level '${misspelt.key}' (${misspelt.meant}?)` };
  if ('version' in data && keys.every((k) => NATIVE_TOP_LEVEL_KEYS.includes(k)) && keys.some((k) => NATIVE_ONLY_KEYS.includes(k))) return { kind: 'near', reason: 'version: and only 4.0 workflow keys' };
  if (isToolConfigAtOtherVersion(data)) return { kind: 'not', reason: `a tool's own file: version ${String(data['version'])} beside keys no 4.0 workflow has, its phases: not in 4.0's shape (no phase names a workflow)` };
  if ('steps' in data || 'phases' in data) return { kind: 'not', reason: `a top-level ${'steps' in data ? 'steps' : 'phases'}: without version: or state_path: and not in 4.0's shape (another tool's file)` };
  if (isPackageAtVersion4(data)) return { kind: 'not', reason: `a package's or a tool's own file: version ${String(data['version'])} beside keys no 4.0 workflow has` };
  return { kind: 'not', reason: keys.length === 0 ? 'empty' : 'no workflow keys' };
}

/**
 * The same rule on the top-level keys of a file that does not parse (or whose head alone was
 * read): near when a key is `state_path`, when `version` is beside `steps` or `phases`, when a
 * key is one or two edits from a detection key beside another detection key, or for another
 * format's keys; its syntax error is then reported by the loader. (A lone `steps:` is not enough:
 * other tools' files have one.)
 */
export function detectWorkflowKeys(keys: string[]): WorkflowDetection {
  const has = (k: string) => keys.includes(k);
  if (has('state_path') || (has('version') && (has('steps') || has('phases')))) return { kind: 'near', reason: 'workflow keys in a file that does not parse' };
  const hit = keys.find((k) => ['workflow', 'sequence', 'nodes', 'template_id', 'edges'].includes(k));
  if (hit !== undefined) return { kind: 'near', reason: `top-level '${hit}' in a file that does not parse` };
  const misspelt = misspeltDetectionKey(keys);
  if (misspelt !== undefined && NATIVE_DETECTION_KEYS.some(has)) return { kind: 'near', reason: `top-level '${misspelt.key}' (${misspelt.meant}?) in a file that does not parse` };
  if (has('version') && keys.every((k) => NATIVE_TOP_LEVEL_KEYS.includes(k)) && keys.some((k) => NATIVE_ONLY_KEYS.includes(k))) return { kind: 'near', reason: 'version: and only 4.0 workflow keys, in a file that does not parse' };
  if (has('on') && has('jobs')) return { kind: 'not', reason: `${GITHUB_ACTIONS_WORKFLOW} (it does not parse)` };
  return { kind: 'not', reason: 'does not parse, and has no workflow keys' };
}
