export const id = 812;
export const ids = [812];
export const modules = {

/***/ 723:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fp: () => (/* binding */ statusCommandFor),
/* harmony export */   QE: () => (/* binding */ workspaceShownFor),
/* harmony export */   eG: () => (/* binding */ commandNameFor)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1439);
// The words every command stagegate prints for a person starts with (next:, fix:, hints): its own
// module, so `validate` (which prints only `validate` commands: a child workflow's) loads it
// without dispatch.ts.


/**
 * The words a printed command (next:, fix:, hints) starts with: `stagegate`, and `-C DIR` as it
 * was given when the workspace is not the current directory, so the command pasted where this
 * one was typed finds the same run.
 */
function commandNameFor(io, parsed) {
    if (parsed.workspace === undefined || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, parsed.workspace) === (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd))
        return 'stagegate';
    return `stagegate -C ${(0,_core_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .pathWord */ .Um)(parsed.workspace)}`;
}
/**
 * `stagegate [-C DIR] status WORKFLOW [--run-id ID]` for the run this command names (the inputs
 * as given): what a person pastes to find a run whose start may not be recorded yet (bin.ts, a
 * second Ctrl-C before the run's resume command is known).
 */
function statusCommandFor(io, parsed) {
    const runId = parsed.runId ?? parsed.tokens['run_id'];
    const inputs = Object.entries(parsed.tokens).filter(([name]) => name !== 'run_id').map((pair) => ` ${(0,_core_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .inputWord */ .RF)(pair)}`).join('');
    return `${commandNameFor(io, parsed)} status ${(0,_core_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .pathWord */ .Um)(parsed.workflow ?? '')}${runId !== undefined ? (0,_core_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .flagWord */ .Np)('run-id', runId) : ''}${inputs}`;
}
/**
 * The workspace as it was given with -C, when it is not the current directory: the paths a run's
 * summary and status print are relative to it, so they say so (`workspace:` line).
 */
function workspaceShownFor(io, parsed) {
    if (parsed.workspace === undefined || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, parsed.workspace) === (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd))
        return undefined;
    return parsed.workspace;
}


/***/ }),

/***/ 3052:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ workspaceRoot),
/* harmony export */   w: () => (/* binding */ isDirectory)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7593);
// The workspace a command works in (-C, else the current directory), checked once for every
// command: dispatch.ts and `validate` (commands/validate.ts, loaded without dispatch.ts).



function isDirectory(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}
/** The workspace as an absolute path, so nothing resolves a path against the host process's own directory. */
function workspaceRoot(io, parsed) {
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, parsed.workspace ?? '.');
    if (!isDirectory(root))
        throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`workspace '${parsed.workspace ?? io.cwd}' is not a directory`, parsed.command);
    return root;
}


/***/ }),

/***/ 6076:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $D: () => (/* binding */ coreHome),
/* harmony export */   Dx: () => (/* binding */ isCoreFolderName),
/* harmony export */   J7: () => (/* binding */ isBmadLayout),
/* harmony export */   pD: () => (/* binding */ isPackFolderName),
/* harmony export */   uw: () => (/* binding */ DEFAULT_CORE)
/* harmony export */ });
// The name of an aiox install's core folder, outside the aiox importer so the loader can find the
// install without loading the importer (formats/index.ts loads it only for an aiox file).
// `.aiox-core` today; `.aios-core` in the installs from before SynkraAI's rebrand (61991a35f,
// aios -> aiox); a fork's own `.<name>-core` (`.lmas-core`); BMAD v4's `.bmad-core`, whose workflows
// load as aiox's (docs/formats.md), and a BMAD v4 expansion pack's `.<packId>` (its installer's dot
// folder). coreHome says where each keeps its personas and tasks.
const DEFAULT_CORE = '.aiox-core';
const CORE_FOLDER = /^\.[A-Za-z0-9][A-Za-z0-9_-]*-core$/;
/** BMAD v4's install folder (BMAD-METHOD v4 tools/installer): `.bmad-core/agents/<a>.md`, no `development/`. */
const BMAD_V4_CORE = '.bmad-core';
/**
 * A top-level dot folder that may be a BMAD v4 expansion pack's install: the installer copies the pack
 * to `.<packId>/` (tools/installer/lib/installer.js installExpansionPacks) and knows it again by its
 * `install-manifest.yaml` or `config.yaml` (detectExpansionPacks); a core folder's name is a core.
 */
const PACK_FOLDER = /^\.[A-Za-z0-9][A-Za-z0-9_-]*$/;
function isPackFolderName(name) {
    return PACK_FOLDER.test(name) && !isCoreFolderName(name) && name !== '.git' && name !== '.stagegate';
}
/** Whether a top-level folder name is an aiox install's core folder by its name. */
function isCoreFolderName(name) {
    return CORE_FOLDER.test(name);
}
/**
 * Whether a core keeps BMAD v4's layout: `agents/`, `tasks/`, `templates/`, `checklists/` right in
 * the folder \u2014 `.bmad-core`, and an expansion pack's `.<packId>` (any folder whose name is not a core's).
 */
function isBmadLayout(core) {
    return core === BMAD_V4_CORE || !isCoreFolderName(core);
}
/**
 * The folder a core keeps its personas (`agents/`), tasks (`tasks/`) and own workflows in \u2014 the one
 * rule for where they are. aiox keeps them in `<core>/development/` (workflow-state-manager.js
 * `resolveAgentPaths`); BMAD v4 right in `.bmad-core/` and in a pack's `.<packId>/` (its installer
 * copies bmad-core/ and each pack's folders there as they are, and its agents resolve dependencies
 * as `{root}/{type}/{name}`, root `.bmad-core` or `.<packId>`).
 */
function coreHome(core) {
    return isBmadLayout(core) ? core : `${core}/development`;
}


/***/ }),

/***/ 6778:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ CCW_CODES)
/* harmony export */ });
// The CCW wf-player importer's own validator findings, with their severity. Every code is
// documented in docs/validation.md; the registry of validation codes picks these up.
const CCW_CODES = {
    CCW_FIELD_MISSING: 'error',
    CCW_FIELD_INVALID: 'error',
    CCW_UNKNOWN_KEY: 'warning',
    CCW_NODE_ID_DUPLICATE: 'error',
    CCW_NODE_TYPE_UNKNOWN: 'error',
    CCW_NODE_EXECUTOR_MISSING: 'error',
    CCW_ON_FAIL_INVALID: 'error',
    CCW_CLI_TOOL_UNKNOWN: 'warning',
    CCW_CONTEXT_TYPE_INVALID: 'error',
    CCW_EDGE_UNKNOWN_NODE: 'error',
    CCW_CYCLE: 'error',
    CCW_PARALLEL_GROUP_EDGE: 'error',
    CCW_PARALLEL_GROUP_SPLIT: 'error',
    // The wf-player never reads checkpoints[] (its checkpoint nodes pause): a stale entry only tells.
    CCW_CHECKPOINT_UNKNOWN: 'warning',
    CCW_VARIABLE_UNDECLARED: 'error',
    CCW_REFERENCE_UNKNOWN_NODE: 'error',
    CCW_REFERENCE_INVALID: 'error',
    CCW_REFERENCE_NOT_UPSTREAM: 'error',
    CCW_PREV_REFERENCE_UNRESOLVABLE: 'error',
    CCW_RUN_UNKNOWN_NODE: 'error',
};


/***/ }),

/***/ 2249:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ax: () => (/* binding */ isGithubActionsWorkflow),
/* harmony export */   DW: () => (/* binding */ detectMaestro),
/* harmony export */   Hk: () => (/* binding */ detectAiox),
/* harmony export */   Iz: () => (/* binding */ isAioxTaskDefinition),
/* harmony export */   Jt: () => (/* binding */ isNativeShape),
/* harmony export */   OS: () => (/* binding */ STEPS_LIST_FILE),
/* harmony export */   PH: () => (/* binding */ detectCcw),
/* harmony export */   R0: () => (/* binding */ isCcwDesignDraft),
/* harmony export */   T$: () => (/* binding */ foreignFormatOf),
/* harmony export */   Ug: () => (/* binding */ isGitlabCi),
/* harmony export */   V6: () => (/* binding */ stagegateOwnText),
/* harmony export */   Xn: () => (/* binding */ isTaskDefinition),
/* harmony export */   Yx: () => (/* binding */ stagegateOwnFile),
/* harmony export */   Zj: () => (/* binding */ detectWorkflow),
/* harmony export */   bS: () => (/* binding */ maestroIntentMapGraphs),
/* harmony export */   gV: () => (/* binding */ workflowRoot),
/* harmony export */   gq: () => (/* binding */ isCcwSkillChain),
/* harmony export */   jI: () => (/* binding */ maestroTemplateCatalog),
/* harmony export */   o4: () => (/* binding */ isCcwTemplateIndex),
/* harmony export */   vk: () => (/* binding */ detectWorkflowKeys)
/* harmony export */ });
/* unused harmony exports isTopLevelPhaseList, isTopLevelAioxPhaseMap, isLegacySteps, NATIVE_TOP_LEVEL_KEYS, GITHUB_ACTIONS_WORKFLOW, GITLAB_CI_FILE */
/* harmony import */ var _model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1742);

function isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/**
 * Native 4.0 files carry `version` and `state_path` or `steps`/`phases` at the top. An aiox file
 * may have top-level `phases:` beside its `workflow:` mapping (wf-create-squad.yaml), an aiox
 * squad workflow a top-level `phases:` LIST beside its id/name, and an old aiox squad template a
 * `steps:` list: none is native (a native file has no `workflow:` key, and its steps and phases
 * are mappings).
 */
function isNativeShape(data) {
    if (!isRecord(data))
        return false;
    if ('state_path' in data)
        return true;
    if (isAioxWorkflowMapping(data['workflow']) || isLegacySteps(data) || isTopLevelPhaseList(data) || isTopLevelAioxPhaseMap(data))
        return false;
    return 'steps' in data || 'phases' in data;
}
/**
 * A 4.x version: such a file is a native one, whatever its mistakes (it is told them as native) \u2014
 * unless it names an aiox schema (`schema: aiox-workflow-v1`, the slides-creator squad's
 * generate-presentation.yaml at `version: 4.1.0`: its own release number, not the 4.0 format).
 */
function isNativeVersion(data) {
    return /^4(\.|$)/.test(String(data['version'] ?? '')) && !namesAioxSchema(data);
}
/** `schema: aiox-\u2026` / `aios-\u2026` at the top: the file says it is aiox's (no 4.0 workflow has `schema`). */
function namesAioxSchema(data) {
    const schema = data['schema'];
    return typeof schema === 'string' && /^aio[sx]\b/i.test(schema.trim());
}
/**
 * The aiox squads' workflow: top-level `id` and/or `name` beside a `phases:` LIST, no `workflow:`
 * key (`version: 1.x`). workflow-validator.js `_normalizeWorkflowDocument` reads top-level
 * id/name/sequence|phases as the workflow mapping; a native file's phases are a mapping, so a
 * list is never native (unless the file says version 4: then it is a native file told so).
 */
function isTopLevelPhaseList(data) {
    if (!Array.isArray(data['phases']) || 'state_path' in data || isNativeVersion(data))
        return false;
    return 'id' in data || 'name' in data;
}
/**
 * An aiox squad workflow written with a top-level `phases:` MAPPING of agent phases (id/name,
 * `version: 1.x`, no `workflow:` key): each phase names `agent`/`agents` or `task`/`tasks`, none
 * names a `workflow` (what a native phase runs). Not native (a native file says version 4 or has
 * state_path); aiox's own runners do not run it either (workflow-executor.js reads
 * workflow.phases, workflow-validator.js needs a sequence or a phases list): it is told so as aiox.
 */
function isTopLevelAioxPhaseMap(data) {
    const phases = data['phases'];
    if (!isRecord(phases) || 'state_path' in data || 'workflow' in data || isNativeVersion(data))
        return false;
    if (!('id' in data) && !('name' in data))
        return false;
    const values = Object.values(phases);
    if (values.some((p) => isRecord(p) && 'workflow' in p))
        return false;
    return values.some((p) => isRecord(p) && ['agent', 'agents', 'task', 'tasks'].some((k) => k in p));
}
function isAioxWorkflowMapping(v) {
    return isRecord(v) && ('sequence' in v || 'id' in v || 'name' in v);
}
/** The workflow mapping of an aiox document, or undefined when the shape is not aiox's. */
function workflowRoot(data) {
    if (!isRecord(data))
        return undefined;
    // workflow-validator.js normalises both forms: a `workflow:` mapping (its sequence is the
    // execution contract even when the file also has top-level phases: or other sections), or
    // id/name/sequence at the top level.
    const wf = data['workflow'];
    if (isRecord(wf) && ('sequence' in wf || 'id' in wf || 'name' in wf) && !isGitlabCi(data))
        return { root: wf, base: ['workflow'], legacySteps: false };
    const seq = data['sequence'];
    if (Array.isArray(seq) && ('id' in data || 'name' in data) && seq.some((i) => isRecord(i) && ('agent' in i || 'phase' in i || 'meta' in i || 'workflow_end' in i))) {
        return { root: data, base: [], legacySteps: false };
    }
    if (isTopLevelPhaseList(data) || isTopLevelAioxPhaseMap(data))
        return { root: data, base: [], legacySteps: false };
    if (isLegacySteps(data))
        return { root: data, base: [], legacySteps: true };
    return undefined;
}
/**
 * The old aiox squad-template workflow: a command `trigger` and a `steps:` list of task items
 * (never a native file: no state_path, not version 4; a task definition has the list but no trigger).
 * Beside its task items the list may hold items of other types (`type: decision` with
 * `on_true`/`on_false`, `type: notification`: the branding squad's flows); one task item is enough.
 */
function isLegacySteps(data) {
    const steps = data['steps'];
    if (!Array.isArray(steps) || 'state_path' in data || isNativeVersion(data))
        return false;
    if (!('trigger' in data) && !('triggers' in data))
        return false;
    return steps.length > 0 && steps.every(isRecord) && steps.some((s) => isRecord(s) && ('task' in s || 'agent' in s || 'action' in s || 'uses' in s));
}
/**
 * Whether the file's `trigger:`/`triggers:` names a command or an intent a person types to an agent:
 * aiox's `trigger: {command: "*x", agent}`, BMAD v4's `triggers: [{command: /novel}, {intent: \u2026}]`
 * (the creative-writing pack's workflows, versionless). A CI trigger names branches, paths, tags or
 * events instead (Azure Pipelines' `trigger: [main]` / `{branches, paths, tags, batch}`, Drone's
 * `{branch, event}`), so a versionless trigger + steps: file with one is still another tool's.
 */
function triggerNamesCommand(data) {
    const names = (t) => isRecord(t) && (typeof t['command'] === 'string' || typeof t['intent'] === 'string');
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
function isTaskDefinition(data) {
    if (!isRecord(data) || !('version' in data) || isNativeVersion(data))
        return false;
    const steps = data['steps'];
    if (!Array.isArray(steps) || steps.length === 0 || !steps.every(isRecord))
        return false;
    return !['state_path', 'trigger', 'triggers', 'workflow', 'sequence', 'phases'].some((k) => k in data);
}
/**
 * Of the files isTaskDefinition takes, one shaped as aiox's own task definition (the squad
 * template's tasks/example-task.yaml): a `name` and steps that are each an `action`. The rest \u2014
 * another tool's workflow with a steps list (`id`, `version: 1.0.0`, steps of `uses` and `depends`:
 * ai-development-kit's pipelines) \u2014 is skipped just the same, but not called an aiox task.
 */
function isAioxTaskDefinition(data) {
    return isTaskDefinition(data) && 'name' in data && data['steps'].every((s) => 'action' in s);
}
/** The skip reason (and the named file's message) of a file isTaskDefinition takes that is not aiox's task. */
const STEPS_LIST_FILE = "another tool's workflow or task file: a steps: list beside a non-4 version: (a 4.0 workflow's steps are a mapping of step ids)";
const MAESTRO_NODE_TYPES = new Set(['command', 'decision', 'gate', 'fork', 'join', 'eval', 'terminal']);
/**
 * A CCW skill chain (the ccw-chain skill's chain_loader, ccw/src/types/chain-types.ts `SkillChain`):
 * `chain_id` and a `nodes` mapping of step / decision / delegate nodes. Not a format stagegate
 * imports; recognised so that it is said so, not read as a maestro graph (both have `entry`,
 * `nodes` and `decision` nodes) or as a native workflow (it has `name` and `version`).
 */
function isCcwSkillChain(data) {
    return isRecord(data) && typeof data['chain_id'] === 'string' && isRecord(data['nodes']);
}
/** A maestro-flow chain graph: a `nodes` object whose values carry a node `type`. */
function detectMaestro(data) {
    if (!isRecord(data) || !isRecord(data['nodes']))
        return false;
    if ('steps' in data || 'sequence' in data || 'workflow' in data || 'template_id' in data || isCcwSkillChain(data))
        return false;
    const nodes = Object.values(data['nodes']);
    return nodes.length > 0 && nodes.some((n) => isRecord(n) && typeof n['type'] === 'string' && MAESTRO_NODE_TYPES.has(n['type']));
}
/**
 * A CCW wf-composer design draft (wf-composer phases 01\u201304: `design-session/nodes.json`, `dag.json`,
 * `dag-draft.json`, kept under `.workflow/templates/design-drafts/`): a `nodes` list with the design
 * session's `WFD-` id (or its `topological_order`) and no `template_id`. The wf-player never loads
 * one (01-load.md: template_id, nodes, edges, context_schema all present); phase 5 writes the
 * template from it. Said to be one, never read as a broken template.
 */
function isCcwDesignDraft(data) {
    if (!isRecord(data) || !Array.isArray(data['nodes']) || 'template_id' in data)
        return false;
    const session = data['session_id'];
    return (typeof session === 'string' && session.startsWith('WFD-')) || Array.isArray(data['topological_order']);
}
/**
 * A wf-player template index (`.workflow/templates/index.json`, wf-composer 05-persist.md step 5.5):
 * `templates`, a list of entries each with a `template_id` and a `path`. The wf-player looks a slug
 * up in it (01-load.md); it is not a template.
 */
function isCcwTemplateIndex(data) {
    if (!isRecord(data) || !Array.isArray(data['templates']) || 'nodes' in data)
        return false;
    const entries = data['templates'];
    return entries.length > 0 && entries.every((e) => isRecord(e) && typeof e['template_id'] === 'string' && typeof e['path'] === 'string');
}
/**
 * maestro-flow's intent map (`chains/_intent-map.json`, graph-types.ts `IntentMap`: version,
 * `patterns` of {type, regex, flags, route: {graph | strategy}}, `fallback`): the table
 * coordinate's intent router picks a chain graph with, not a graph. The graphs it routes to, or
 * undefined when the document is not one.
 */
function maestroIntentMapGraphs(data) {
    if (!isRecord(data) || 'nodes' in data || !Array.isArray(data['patterns']) || data['patterns'].length === 0)
        return undefined;
    const routes = [...data['patterns'].map((p) => (isRecord(p) && typeof p['regex'] === 'string' ? p['route'] : undefined)), ...('fallback' in data ? [data['fallback']] : [])];
    if (!routes.every(isRecord))
        return undefined;
    return [...new Set(routes.map((r) => r['graph']).filter((g) => typeof g === 'string'))];
}
/**
 * maestro-flow-one's chain template catalog (`chains/templates.json`: `templates`, a mapping of
 * named command chains \u2014 each a `steps` list of `cmd` items \u2014 beside `decision_types` and
 * `single_commands`): the list its coordinator picks a chain from, not a chain graph. The
 * templates it names, or undefined when the document is not one.
 */
function maestroTemplateCatalog(data) {
    if (!isRecord(data) || 'nodes' in data || !isRecord(data['templates']))
        return undefined;
    const entries = Object.entries(data['templates']);
    const isChain = (t) => isRecord(t) && Array.isArray(t['steps']) && t['steps'].length > 0 && t['steps'].every((s) => isRecord(s) && typeof s['cmd'] === 'string');
    return entries.length > 0 && entries.every(([, t]) => isChain(t)) ? entries.map(([name]) => name) : undefined;
}
/** A CCW wf-player template: a `nodes` LIST with template_id, edges or context_schema (not a design draft). */
function detectCcw(data) {
    if (!isRecord(data) || !Array.isArray(data['nodes']) || isCcwDesignDraft(data))
        return false;
    return 'template_id' in data || 'context_schema' in data || Array.isArray(data['edges']);
}
/** An aiox workflow (run-workflow-engine, or an old squad template). */
function detectAiox(data) {
    return workflowRoot(data) !== undefined;
}
/**
 * The other runner's format the document is in: undefined for a native document and for one no
 * importer recognises. The formats are tried in the order maestro, CCW, aiox (a document two
 * of them could claim goes to the first).
 */
function foreignFormatOf(data) {
    if (isNativeShape(data))
        return undefined;
    if (detectMaestro(data))
        return 'maestro';
    if (detectCcw(data))
        return 'ccw';
    if (detectAiox(data))
        return 'aiox';
    return undefined;
}
/** The `schema:` stagegate's own state files carry (snapshot.ts `stagegate/state@2`, fresh-marker.ts `stagegate/fresh-start@1`, older `stagegate/state@1`). */
const OWN_SCHEMA = /^stagegate\/[a-z][\w-]*@\d+$/;
/**
 * A file stagegate writes itself, never a workflow: a run's state snapshot (whatever `state_path`
 * names it; any `schema: stagegate/\u2026@N`, the fresh-start marker's too), its RUN_MANIFEST.yaml
 * (`stagegate_version` beside `workflow_digest` and `run_id`), a shard's SHARD.json (`shard: 1`
 * beside `run_id`, `workflow_digest` and `journal`; it has a `state_path:`). What it is, or
 * undefined. A state file's `steps:` mapping has `prompt:`/`output:` keys, a shard's a
 * `state_path:`: without this a directory walk took them for 4.0 workflows.
 */
function stagegateOwnFile(data) {
    if (!isRecord(data))
        return undefined;
    const schema = data['schema'];
    if (typeof schema === 'string' && OWN_SCHEMA.test(schema)) {
        return schema.startsWith('stagegate/state@') ? `stagegate's run state file (schema: ${schema})` : `a file stagegate writes (schema: ${schema})`;
    }
    if ('stagegate_version' in data && 'workflow_digest' in data && 'run_id' in data)
        return "stagegate's run manifest (RUN_MANIFEST.yaml)";
    if (data['shard'] === 1 && 'run_id' in data && 'workflow_digest' in data && 'journal' in data)
        return "stagegate's shard descriptor (SHARD.json)";
    return undefined;
}
/** The same on the text of a file that does not parse or whose head alone was read: a top-level `schema: stagegate/\u2026@N` line. */
function stagegateOwnText(text) {
    const m = /^schema:[ \t]*(['"]?)(stagegate\/[a-z][\w-]*@\d+)\1[ \t]*$/m.exec(text);
    return m === null ? undefined : stagegateOwnFile({ schema: m[2] });
}
/** A 4.0 workflow's top-level keys (schema.ts WorkflowFile; a unit test keeps the two equal). */
const NATIVE_TOP_LEVEL_KEYS = ['version', 'name', 'description', 'runner_skill', 'state_path', 'entry', 'inputs', 'steps', 'phases', 'execution', 'terminal', 'agent_package_version'];
/** The keys that make a file a 4.0 workflow (isNativeShape) and the version it says it is in. */
const NATIVE_DETECTION_KEYS = ['version', 'state_path', 'steps', 'phases'];
/** 4.0 top-level keys no other tool's file is known to pair with `version:` (not name, description). */
const NATIVE_ONLY_KEYS = ['runner_skill', 'state_path', 'entry', 'inputs', 'execution', 'terminal'];
/** A top-level key within an edit or two of a native detection key (`stpes`, `verison`, `state-path`), with that key. */
function misspeltDetectionKey(keys) {
    for (const key of keys) {
        const lower = key.toLowerCase();
        if (NATIVE_DETECTION_KEYS.includes(key) || lower.length > 24)
            continue;
        // One edit for a short key (steps: `stpes`, `step`, not `specs`), two for a longer one.
        for (const meant of NATIVE_DETECTION_KEYS)
            if ((0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_0__/* .editDistance */ .YC)(lower, meant) <= (meant.length <= 5 ? 1 : 2))
                return { key, meant };
    }
    return undefined;
}
/** Keys only a 4.0 step has (schema.ts Step): a `steps:` mapping using them is stagegate's, not another tool's. */
const NATIVE_STEP_KEYS = ['statuses', 'failure_statuses', 'prompt', 'inline_instruction', 'decide', 'approval', 'on_approve', 'on_reject', 'gate_schema', 'retry_step', 'on_stall', 'skills'];
/** A `steps:`/`phases:` value shaped as 4.0's: a mapping of steps using a 4.0 step key, or of phases naming a `workflow`. */
function nativeBody(value, of) {
    if (!isRecord(value))
        return false;
    const items = Object.values(value);
    if (of === 'phases')
        return items.some((p) => isRecord(p) && typeof p['workflow'] === 'string');
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
function nativeEvidence(data) {
    if ('state_path' in data || (isNativeVersion(data) && !isPackageAtVersion4(data)))
        return true;
    if ('version' in data && ('steps' in data || 'phases' in data) && !isToolConfigAtOtherVersion(data))
        return true;
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
function isToolConfigAtOtherVersion(data) {
    if (!/^\d+\.\d+\.\d+$/.test(String(data['version'] ?? '')) || isNativeVersion(data))
        return false;
    // Phases only: a 4.0 phase names its workflow, where a 4.0 step may be written with keys a tool's steps have too.
    if (!isRecord(data['phases']) || 'steps' in data)
        return false;
    if (NATIVE_ONLY_KEYS.some((k) => k in data))
        return false;
    if (Object.values(data).some((v) => nativeBody(v, 'steps') || nativeBody(v, 'phases')))
        return false;
    return Object.keys(data).some((k) => !NATIVE_TOP_LEVEL_KEYS.includes(k) && misspeltDetectionKey([k]) === undefined);
}
/**
 * A package manifest or a tool's own config whose release is 4.x.y (`.aiox-core/package.json` at
 * 4.31.1, squad-creator's package.json and config.yaml at 4.0.0): a three-part version beside a
 * top-level key no 4.0 workflow has nor nearly has (`scripts`, `dependencies`, `entry_agent` \u2026), and
 * none of steps, phases, a key only a 4.0 workflow has (state_path, entry, inputs, runner_skill \u2026)
 * or a mapping of 4.0 steps under another key.
 * A 4.0 workflow says `version: '4.0'`; without this every npm package at major version 4 failed
 * `stagegate validate .`.
 */
function isPackageAtVersion4(data) {
    if (!/^4\.\d+\.\d+/.test(String(data['version'] ?? '')) || ['steps', 'phases'].some((k) => k in data))
        return false;
    // A key only a 4.0 workflow has (entry, inputs, runner_skill \u2026) makes it one, whatever else is wrong.
    if (NATIVE_ONLY_KEYS.some((k) => k in data))
        return false;
    // So does a mapping of 4.0 steps (statuses:, prompt: \u2026) under a misnamed key (stages:, tasks:).
    if (Object.values(data).some((v) => nativeBody(v, 'steps')))
        return false;
    return Object.keys(data).some((k) => !NATIVE_TOP_LEVEL_KEYS.includes(k) && misspeltDetectionKey([k]) === undefined);
}
/**
 * A GitHub Actions workflow (.github/workflows/*.yml): a `jobs:` mapping beside `on:` (YAML 1.2
 * reads `on` as a key, never as true), and none of the keys that make a file a 4.0 workflow. GitHub
 * runs it, stagegate never does: a walk skips it, and one named is told so (loader.ts).
 */
function isGithubActionsWorkflow(data) {
    if (!isRecord(data) || !isRecord(data['jobs']) || !('on' in data))
        return false;
    return !NATIVE_DETECTION_KEYS.some((k) => k in data);
}
/** The skip reason of a GitHub Actions workflow met by a walk. */
const GITHUB_ACTIONS_WORKFLOW = 'a GitHub Actions workflow (on:, jobs:), run by GitHub, not by stagegate';
/** GitLab CI's `workflow:` keyword holds only these (docs.gitlab.com/ci/yaml/#workflow). */
const GITLAB_WORKFLOW_KEYS = ['name', 'rules', 'auto_cancel'];
/**
 * A GitLab CI file (.gitlab-ci.yml) whose `workflow:` keyword names the pipeline (`workflow: {name,
 * rules}`): the `name` made it an aiox `workflow:` mapping. Its `workflow:` holds only GitLab's keys,
 * with `rules`/`auto_cancel` or beside GitLab's `stages`/`include`/`default`, and the file has none
 * of aiox's or 4.0's work keys (sequence, phases, steps, state_path). GitLab runs it: a walk skips it.
 */
function isGitlabCi(data) {
    if (!isRecord(data) || !isRecord(data['workflow']))
        return false;
    const wf = data['workflow'];
    if (!Object.keys(wf).every((k) => GITLAB_WORKFLOW_KEYS.includes(k)) || ['sequence', 'phases', 'steps', 'state_path'].some((k) => k in data))
        return false;
    // A job (a top-level mapping with GitLab's `script:`) says GitLab as surely as `stages:` does: a
    // file of `workflow: {name}` and jobs alone is a whole pipeline.
    const hasJob = Object.entries(data).some(([k, v]) => k !== 'workflow' && isRecord(v) && 'script' in v);
    return 'rules' in wf || 'auto_cancel' in wf || hasJob || ['stages', 'include', 'default'].some((k) => k in data);
}
/** The skip reason of a GitLab CI file met by a walk. */
const GITLAB_CI_FILE = 'a GitLab CI file (workflow: rules/name of a pipeline), run by GitLab, not by stagegate';
/** An AWS CodeBuild buildspec's phases and the keys of one (docs.aws.amazon.com/codebuild buildspec reference). */
const CODEBUILD_PHASES = ['install', 'pre_build', 'build', 'post_build'];
const CODEBUILD_PHASE_KEYS = ['commands', 'runtime-versions', 'on-failure', 'finally', 'run-as'];
/** A buildspec's top-level keys: a file with another (state_path, steps, inputs \u2026) is not one, and the walk validates it. */
const CODEBUILD_TOP_LEVEL_KEYS = ['version', 'run-as', 'env', 'proxy', 'batch', 'phases', 'reports', 'artifacts', 'cache'];
/**
 * An AWS CodeBuild buildspec: `version: 0.1` or `0.2` beside a `phases:` mapping of CodeBuild's
 * phases (install, pre_build, build, post_build), each a mapping of its keys, one at least with a
 * `commands` list, and no top-level key a buildspec has not (a `state_path:`, `steps:` or `inputs:`
 * beside them is a broken 4.0 workflow the walk must validate, never skip). `version` beside
 * `phases` would otherwise take it for a 4.0 workflow.
 */
function isCodeBuildSpec(data) {
    const phases = data['phases'];
    if (!/^0\.[12]$/.test(String(data['version'] ?? '')) || !isRecord(phases))
        return false;
    if (!Object.keys(data).every((k) => CODEBUILD_TOP_LEVEL_KEYS.includes(k)))
        return false;
    const entries = Object.entries(phases);
    if (entries.length === 0 || !entries.every(([name, p]) => CODEBUILD_PHASES.includes(name) && isRecord(p) && Object.keys(p).every((k) => CODEBUILD_PHASE_KEYS.includes(k))))
        return false;
    return entries.some(([, p]) => Array.isArray(p['commands']));
}
/** A value that could be what the misspelt key meant: a scalar version or state_path, a steps/phases mapping. */
function fitsMeant(value, meant) {
    if (meant === 'steps' || meant === 'phases')
        return isRecord(value);
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
function detectWorkflow(data) {
    if (data === null || data === undefined)
        return { kind: 'not', reason: 'empty' };
    if (!isRecord(data))
        return { kind: 'not', reason: 'not a mapping' };
    const own = stagegateOwnFile(data);
    if (own !== undefined)
        return { kind: 'not', reason: own };
    // In the loader's order (loader.ts): another format, then the two shapes told apart from native.
    const format = foreignFormatOf(data);
    // An old aiox squad template (trigger + a steps: list) without a version has Azure Pipelines'
    // shape (trigger: + a steps: list of task: items): the walk takes it only with its version:, or
    // when its trigger names a chat command or intent (triggerNamesCommand), which no CI trigger does.
    if (format !== undefined && !(format === 'aiox' && workflowRoot(data)?.legacySteps === true && !('version' in data) && !triggerNamesCommand(data)))
        return { kind: 'foreign', format };
    if (isCcwSkillChain(data) && !isNativeShape(data))
        return { kind: 'not', reason: 'a CCW skill chain (not imported)' };
    if (isCcwTemplateIndex(data) && !isNativeShape(data))
        return { kind: 'not', reason: 'a CCW wf-player template index (the templates it lists are checked on their own)' };
    if (isCcwDesignDraft(data) && !isNativeShape(data))
        return { kind: 'not', reason: "a CCW wf-composer design draft (not a template: wf-composer's phase 5 writes the template from it)" };
    if (maestroIntentMapGraphs(data) !== undefined && !isNativeShape(data))
        return { kind: 'not', reason: "maestro-flow's intent map (patterns routing a request to a chain graph; the graphs are checked on their own)" };
    if (maestroTemplateCatalog(data) !== undefined && !isNativeShape(data))
        return { kind: 'not', reason: "maestro-flow-one's chain template catalog (named command chains its coordinator picks from; not a chain graph)" };
    if (isTaskDefinition(data))
        return { kind: 'not', reason: isAioxTaskDefinition(data) ? 'an aiox task definition' : STEPS_LIST_FILE };
    if (isGithubActionsWorkflow(data))
        return { kind: 'not', reason: GITHUB_ACTIONS_WORKFLOW };
    if (isGitlabCi(data))
        return { kind: 'not', reason: GITLAB_CI_FILE };
    if (isCodeBuildSpec(data))
        return { kind: 'not', reason: 'an AWS CodeBuild buildspec (another tool\'s file)' };
    if (nativeEvidence(data))
        return { kind: 'native' };
    const keys = Object.keys(data);
    const misspelt = misspeltDetectionKey(keys);
    const otherEvidence = NATIVE_DETECTION_KEYS.some((k) => k in data) || keys.some((k) => nativeBody(data[k], 'steps') || nativeBody(data[k], 'phases'));
    if (misspelt !== undefined && otherEvidence && fitsMeant(data[misspelt.key], misspelt.meant))
        return { kind: 'near', reason: `top-level '${misspelt.key}' (${misspelt.meant}?)` };
    if ('version' in data && keys.every((k) => NATIVE_TOP_LEVEL_KEYS.includes(k)) && keys.some((k) => NATIVE_ONLY_KEYS.includes(k)))
        return { kind: 'near', reason: 'version: and only 4.0 workflow keys' };
    if (isToolConfigAtOtherVersion(data))
        return { kind: 'not', reason: `a tool's own file: version ${String(data['version'])} beside keys no 4.0 workflow has, its phases: not in 4.0's shape (no phase names a workflow)` };
    if ('steps' in data || 'phases' in data)
        return { kind: 'not', reason: `a top-level ${'steps' in data ? 'steps' : 'phases'}: without version: or state_path: and not in 4.0's shape (another tool's file)` };
    if (isPackageAtVersion4(data))
        return { kind: 'not', reason: `a package's or a tool's own file: version ${String(data['version'])} beside keys no 4.0 workflow has` };
    return { kind: 'not', reason: keys.length === 0 ? 'empty' : 'no workflow keys' };
}
/**
 * The same rule on the top-level keys of a file that does not parse (or whose head alone was
 * read): near when a key is `state_path`, when `version` is beside `steps` or `phases`, when a
 * key is one or two edits from a detection key beside another detection key, or for another
 * format's keys; its syntax error is then reported by the loader. (A lone `steps:` is not enough:
 * other tools' files have one.)
 */
function detectWorkflowKeys(keys) {
    const has = (k) => keys.includes(k);
    if (has('state_path') || (has('version') && (has('steps') || has('phases'))))
        return { kind: 'near', reason: 'workflow keys in a file that does not parse' };
    const hit = keys.find((k) => ['workflow', 'sequence', 'nodes', 'template_id', 'edges'].includes(k));
    if (hit !== undefined)
        return { kind: 'near', reason: `top-level '${hit}' in a file that does not parse` };
    const misspelt = misspeltDetectionKey(keys);
    if (misspelt !== undefined && NATIVE_DETECTION_KEYS.some(has))
        return { kind: 'near', reason: `top-level '${misspelt.key}' (${misspelt.meant}?) in a file that does not parse` };
    if (has('version') && keys.every((k) => NATIVE_TOP_LEVEL_KEYS.includes(k)) && keys.some((k) => NATIVE_ONLY_KEYS.includes(k)))
        return { kind: 'near', reason: 'version: and only 4.0 workflow keys, in a file that does not parse' };
    if (has('on') && has('jobs'))
        return { kind: 'not', reason: `${GITHUB_ACTIONS_WORKFLOW} (it does not parse)` };
    return { kind: 'not', reason: 'does not parse, and has no workflow keys' };
}


/***/ }),

/***/ 7932:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ax: () => (/* reexport safe */ _detect_js__WEBPACK_IMPORTED_MODULE_0__.Ax),
/* harmony export */   Iz: () => (/* reexport safe */ _detect_js__WEBPACK_IMPORTED_MODULE_0__.Iz),
/* harmony export */   Jt: () => (/* reexport safe */ _detect_js__WEBPACK_IMPORTED_MODULE_0__.Jt),
/* harmony export */   OS: () => (/* reexport safe */ _detect_js__WEBPACK_IMPORTED_MODULE_0__.OS),
/* harmony export */   R0: () => (/* reexport safe */ _detect_js__WEBPACK_IMPORTED_MODULE_0__.R0),
/* harmony export */   UE: () => (/* binding */ importerFor),
/* harmony export */   Ug: () => (/* reexport safe */ _detect_js__WEBPACK_IMPORTED_MODULE_0__.Ug),
/* harmony export */   V6: () => (/* reexport safe */ _detect_js__WEBPACK_IMPORTED_MODULE_0__.V6),
/* harmony export */   Xn: () => (/* reexport safe */ _detect_js__WEBPACK_IMPORTED_MODULE_0__.Xn),
/* harmony export */   Yx: () => (/* reexport safe */ _detect_js__WEBPACK_IMPORTED_MODULE_0__.Yx),
/* harmony export */   Zj: () => (/* reexport safe */ _detect_js__WEBPACK_IMPORTED_MODULE_0__.Zj),
/* harmony export */   bS: () => (/* reexport safe */ _detect_js__WEBPACK_IMPORTED_MODULE_0__.bS),
/* harmony export */   gq: () => (/* reexport safe */ _detect_js__WEBPACK_IMPORTED_MODULE_0__.gq),
/* harmony export */   jI: () => (/* reexport safe */ _detect_js__WEBPACK_IMPORTED_MODULE_0__.jI),
/* harmony export */   o4: () => (/* reexport safe */ _detect_js__WEBPACK_IMPORTED_MODULE_0__.o4),
/* harmony export */   r2: () => (/* binding */ loadImporter),
/* harmony export */   r3: () => (/* binding */ FormatImporterNeeded),
/* harmony export */   vk: () => (/* reexport safe */ _detect_js__WEBPACK_IMPORTED_MODULE_0__.vk)
/* harmony export */ });
/* unused harmony export loadAllImporters */
/* harmony import */ var _detect_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2249);


/** Thrown by a synchronous read that meets a format whose importer it was not handed. */
class FormatImporterNeeded extends Error {
    format;
    constructor(format) {
        super(`the ${format} importer is not loaded (run the read through withWorkflowReaders)`);
        this.format = format;
        this.name = 'FormatImporterNeeded';
    }
}
/** Load one format's importer (a dynamic import: its own chunk in the bundles). */
async function loadImporter(format) {
    switch (format) {
        case 'maestro':
            return (await __webpack_require__.e(/* import() */ 531).then(__webpack_require__.bind(__webpack_require__, 4531))).maestroImporter;
        case 'ccw':
            return (await __webpack_require__.e(/* import() */ 810).then(__webpack_require__.bind(__webpack_require__, 1810))).ccwImporter;
        case 'aiox':
            return (await __webpack_require__.e(/* import() */ 796).then(__webpack_require__.bind(__webpack_require__, 796))).aioxImporter;
    }
}
/** Every importer (for a caller that reads foreign files in bulk, and tests). */
async function loadAllImporters() {
    const [maestro, ccw, aiox] = await Promise.all([loadImporter('maestro'), loadImporter('ccw'), loadImporter('aiox')]);
    return { maestro, ccw, aiox };
}
/**
 * The importer whose format the document has, or undefined (native, or unknown). Throws
 * FormatImporterNeeded when the document is in a format whose importer is not in `importers`.
 */
function importerFor(data, importers) {
    const format = (0,_detect_js__WEBPACK_IMPORTED_MODULE_0__/* .foreignFormatOf */ .T$)(data);
    if (format === undefined)
        return undefined;
    const importer = importers[format];
    if (importer === undefined)
        throw new FormatImporterNeeded(format);
    return importer;
}


/***/ }),

/***/ 3604:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ MAESTRO_CODES)
/* harmony export */ });
const MAESTRO_CODES = {
    MAESTRO_GRAPH_INVALID: 'error',
    MAESTRO_ENTRY_UNKNOWN: 'error',
    MAESTRO_NODE_TYPE_UNKNOWN: 'error',
    MAESTRO_NODE_INVALID: 'error',
    MAESTRO_FIELD_UNKNOWN: 'warning',
    MAESTRO_TERMINAL_STATUS_UNKNOWN: 'warning',
    MAESTRO_TARGET_UNKNOWN: 'error',
    MAESTRO_INPUT_INVALID: 'error',
    MAESTRO_INPUT_UNDECLARED: 'error',
    MAESTRO_EXPRESSION_INVALID: 'error',
    MAESTRO_EXPRESSION_ROOT_UNKNOWN: 'error',
    MAESTRO_DECISION_BY_AGENT: 'warning',
    MAESTRO_RESULT_AMBIGUOUS: 'error',
    MAESTRO_VAR_UNKNOWN: 'error',
    MAESTRO_EVAL_UNSUPPORTED: 'error',
    MAESTRO_EDGE_INVALID: 'error',
    MAESTRO_TEMPLATE_UNSUPPORTED: 'error',
    MAESTRO_FORK_UNSUPPORTED: 'error',
};


/***/ }),

/***/ 2611:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L0: () => (/* binding */ parseSidecar),
/* harmony export */   UK: () => (/* reexport safe */ _sidecar_path_js__WEBPACK_IMPORTED_MODULE_4__.UK),
/* harmony export */   uf: () => (/* reexport safe */ _sidecar_path_js__WEBPACK_IMPORTED_MODULE_4__.uf)
/* harmony export */ });
/* harmony import */ var _model_zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7968);
/* harmony import */ var _model_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6614);
/* harmony import */ var _model_yaml_hints_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6773);
/* harmony import */ var _agents_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9726);
/* harmony import */ var _validate_rules_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2278);
/* harmony import */ var _sidecar_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4223);
// The run map: a sidecar file beside an imported workflow (`<name>.stagegate.yaml` next to
// `<name>.json` / `<name>.yaml`) that tells stagegate which steps run a shell command instead of
// an agent, and which agent runs the steps the file itself gives none. The other runner's file stays untouched; the sidecar is part of the workflow's
// digest, so changing it counts as a workflow change on resume.






const Sidecar = _model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    run: _model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(_model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .minLength */ .BpQ(1)), _model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .minLength */ .BpQ(1)))).check(_model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .describe */ .q0y('Step or node id (as written in the workflow file) -> shell command.')),
    agent: _model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .minLength */ .BpQ(1))).check(_model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .describe */ .q0y("The agent of every agent step the file gives none (the workflow's execution.agent); --agent still names every step's.")),
});
function parseSidecar(text, file) {
    const source = (0,_model_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYamlSource */ .WF)(text);
    // Read like a workflow file: one finding per syntax mistake, named by its cause where known
    // (an unquoted command holding ': ' is the usual one).
    const diagnostics = (0,_model_yaml_hints_js__WEBPACK_IMPORTED_MODULE_5__/* .yamlDiagnostics */ .sG)(text, source.problems, file);
    const locate = (path) => source.locate(path);
    if (diagnostics.length > 0)
        return { options: { run: {} }, diagnostics, locate };
    const parsed = Sidecar.safeParse(source.data ?? {});
    if (!parsed.success) {
        for (const issue of parsed.error.issues) {
            const path = issue.path.filter((p) => typeof p !== 'symbol');
            diagnostics.push({
                code: 'SIDECAR_INVALID',
                severity: 'error',
                message: `${path.join('.') || 'the run map'}: ${issue.message} (a run map is run: {<step id>: <shell command>}, and agent: <name>)`,
                hint: 'See docs/formats.md#the-run-map-run-sidecar.',
                file,
                ...source.locate(issue.code === 'unrecognized_keys' ? [...path, issue.keys[0] ?? ''] : path),
                path,
            });
        }
        return { options: { run: {} }, diagnostics, locate };
    }
    // The agent is checked here, where it is written (as rules/agents.ts checks execution.agent):
    // a bad one is left out, so nothing else reports it at the workflow file.
    let agent = parsed.data.agent;
    const why = agent === undefined || agent.includes('{{') ? undefined : agentProblem(agent);
    if (agent !== undefined && why !== undefined) {
        diagnostics.push({ code: 'SIDECAR_INVALID', severity: 'error', message: `agent: ${why}`, hint: 'Name a built-in adapter, optionally with a model (claude:sonnet), or command:PATH inside the workspace (docs/agents.md#choosing-the-agent).', file, ...source.locate(['agent']), path: ['agent'] });
        agent = undefined;
    }
    return { options: { run: parsed.data.run ?? {}, ...(agent !== undefined ? { agent } : {}) }, diagnostics, locate };
}
function agentProblem(text) {
    const spec = (0,_agents_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .parseAgentSpec */ .GV)(text);
    if (spec === undefined)
        return `'${text}' is not one of ${_agents_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .AGENT_NAMES */ .RO.join(', ')}`;
    if (spec.name !== 'command' || spec.arg === undefined || !spec.arg.includes('/'))
        return undefined;
    const escapes = (0,_validate_rules_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .templateEscapes */ .rr)(spec.arg);
    return escapes === undefined ? undefined : `agent command '${spec.arg}' leaves the workspace: ${escapes}`;
}


/***/ }),

/***/ 7261:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ pathKey),
/* harmony export */   R: () => (/* binding */ OWN_FAILURE_STATUS)
/* harmony export */ });
/** The status an imported format's step reports when it could not do its work (its contract's failure). */
const OWN_FAILURE_STATUS = { aiox: 'failed', maestro: 'FAILURE', ccw: 'NODE_FAILED' };
/** The key of a native path in ImportedWorkflow.sourcePaths. */
function pathKey(path) {
    return JSON.stringify(path);
}


/***/ }),

/***/ 1883:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ foreignContractOf)
/* harmony export */ });
/** The step's result contract when it is not the native WORKFLOW_GATE, else undefined. */
function foreignContractOf(step) {
    const c = step.def.result_contract;
    return c === undefined || c === 'workflow_gate' ? undefined : c;
}


/***/ }),

/***/ 2215:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ reportsAGate),
/* harmony export */   P: () => (/* binding */ JUDGING)
/* harmony export */ });
/* harmony import */ var _contracts_contract_of_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1883);

const JUDGING = { shell: 'gate', agent: 'gate', action: 'exit', resolver: 'exit' };
/** Whether an attempt of this step ends in a gate (or another runner's result block) that carries extra keys. */
function reportsAGate(kind, def) {
    if (kind === undefined || !Object.hasOwn(JUDGING, kind))
        return false;
    return JUDGING[kind] === 'gate' || (0,_contracts_contract_of_js__WEBPACK_IMPORTED_MODULE_0__/* .foreignContractOf */ .A)({ def }) !== undefined;
}


/***/ }),

/***/ 4206:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A9: () => (/* binding */ contextPaths),
/* harmony export */   ME: () => (/* binding */ fileReadKey),
/* harmony export */   Mv: () => (/* binding */ fileReads),
/* harmony export */   O4: () => (/* binding */ evaluateExpression),
/* harmony export */   Wo: () => (/* binding */ compileExpression),
/* harmony export */   aY: () => (/* binding */ comparedLiterals),
/* harmony export */   kE: () => (/* binding */ booleanInputReads)
/* harmony export */ });
/* unused harmony export EXPRESSION_ROOTS */
/* harmony import */ var _actions_expressions__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(438);
// GitHub-style expressions for decision steps (@actions/expressions: a pure library, the one
// @actions/* package the core may use). Compiled once at validation time; evaluated over a
// JSON context of the run: inputs, steps (status, output, gate), visits, run, and files (whether
// a workspace path exists: files['docs/a.md'], a literal path only).
// Only the roots below exist: any other name is a parse error, never "true".

const EXPRESSION_ROOTS = ['inputs', 'steps', 'visits', 'run', 'files'];
/** Lex and parse `text`; errors carry a 0-based column into the text. */
function compileExpression(text) {
    try {
        const lexed = new _actions_expressions__WEBPACK_IMPORTED_MODULE_0__/* .Lexer */ .JG(text).lex();
        const expr = new _actions_expressions__WEBPACK_IMPORTED_MODULE_0__/* .Parser */ .iX(lexed.tokens, [...EXPRESSION_ROOTS], []).parse();
        return { ok: true, expr, text };
    }
    catch (error) {
        const tok = error.tok;
        return { ok: false, message: error.message, column: tok?.range?.start?.column ?? 0 };
    }
}
const PATH = /\b(?:inputs|steps|visits|run)(?:\.[A-Za-z_][A-Za-z0-9_-]*)+/g;
function evaluateExpression(compiled, context) {
    const dict = JSON.parse(JSON.stringify(context), _actions_expressions__WEBPACK_IMPORTED_MODULE_0__/* .data.reviver */ .p.eD);
    const result = new _actions_expressions__WEBPACK_IMPORTED_MODULE_0__/* .Evaluator */ .oi(compiled.expr, dict).evaluate();
    const seen = {};
    for (const path of compiled.text.replace(/'(?:[^']|'')*'/g, "''").match(PATH) ?? []) {
        if (path in seen)
            continue;
        const c = compileExpression(path);
        seen[path] = c.ok ? toJson(new _actions_expressions__WEBPACK_IMPORTED_MODULE_0__/* .Evaluator */ .oi(c.expr, dict).evaluate()) : null;
    }
    for (const path of fileReads(compiled))
        seen[fileReadKey(path)] = context.files?.[path] ?? null;
    return { value: toJson(result), truthy: truthy(result), seen };
}
/** How a decision record's `seen` names the read of workspace path `path`: files['<path>'], a ' in it doubled. */
function fileReadKey(path) {
    return `files['${path.replace(/'/g, "''")}']`;
}
/** The literal workspace paths an expression reads as files['<path>'] (in order, once each). */
function fileReads(compiled) {
    const out = [];
    for (const { names } of contextPaths(compiled))
        if (names.length === 2 && names[0].toLowerCase() === 'files' && !out.includes(names[1]))
            out.push(names[1]);
    return out;
}
function truthy(d) {
    switch (d.kind) {
        case _actions_expressions__WEBPACK_IMPORTED_MODULE_0__/* .data.Kind */ .p.b8.Null:
            return false;
        case _actions_expressions__WEBPACK_IMPORTED_MODULE_0__/* .data.Kind */ .p.b8.Boolean:
            return d.value;
        case _actions_expressions__WEBPACK_IMPORTED_MODULE_0__/* .data.Kind */ .p.b8.Number: {
            const n = d.value;
            return n !== 0 && !Number.isNaN(n);
        }
        case _actions_expressions__WEBPACK_IMPORTED_MODULE_0__/* .data.Kind */ .p.b8.String:
            return d.value.length > 0;
        default:
            return true;
    }
}
function toJson(d) {
    const text = JSON.stringify(d, _actions_expressions__WEBPACK_IMPORTED_MODULE_0__/* .data.replacer */ .p.$U);
    if (text === undefined)
        return null;
    return JSON.parse(text);
}
const visit = (e) => {
    const as = (kind) => (node) => ({ kind, node: node });
    // The wildcard of a filter (`inputs.*`, as in contains(inputs.*, 'x')) is the one node whose
    // accept() throws ("Method not implemented"; the class is not exported): it names no input.
    try {
        return accept(e, as);
    }
    catch {
        return { kind: 'star', node: {} };
    }
};
/** The nodes an expression node holds, in source order (none for a literal, a context name, the wildcard). */
const childrenOf = (v) => {
    const n = v.node;
    switch (v.kind) {
        case 'index':
            return [n['expr'], n['index']];
        case 'group':
            return [n['group']];
        case 'unary':
            return [n['expr']];
        case 'logical':
        case 'call':
            return n['args'];
        case 'binary':
            return [n['left'], n['right']];
        default:
            return [];
    }
};
const accept = (e, as) => e.accept({
    visitLiteral: as('literal'),
    visitUnary: as('unary'),
    visitBinary: as('binary'),
    visitLogical: as('logical'),
    visitGrouping: as('group'),
    visitContextAccess: as('context'),
    visitIndexAccess: as('index'),
    visitFunctionCall: as('call'),
});
/**
 * Inputs are text in the decision context (DecisionContext), so GitHub reads `'false'` as truthy
 * and `'false' == false` as false (NaN vs 0): an `if` that compares an input with a boolean
 * literal, or tests an input typed boolean on its own, never routes as it reads. Returns each such read;
 * a truthiness test inside an `&&` that also pins the input's text (`inputs.x == 'true' && inputs.x`)
 * routes as it reads and is not one.
 */
function booleanInputReads(compiled, booleanInputs) {
    const found = [];
    const inputOf = (e) => {
        const v = visit(e);
        if (v.kind === 'group')
            return inputOf(v.node['group']);
        if (v.kind !== 'index')
            return undefined;
        const target = visit(v.node['expr']);
        const index = visit(v.node['index']);
        if (target.kind !== 'context' || target.node['name'].lexeme !== 'inputs' || index.kind !== 'literal')
            return undefined;
        const value = index.node['literal'].value;
        return typeof value === 'string' ? value : undefined;
    };
    const isBooleanLiteral = (e) => {
        const v = visit(e);
        return v.kind === 'literal' && typeof v.node['literal'].value === 'boolean';
    };
    const stringLiteral = (e) => {
        const v = visit(e);
        const value = v.kind === 'literal' ? v.node['literal'].value : undefined;
        return typeof value === 'string' ? value : undefined;
    };
    // The input a conjunct of `&&` pins to a text other than 'false' (`inputs.x == 'true'`, or
    // `inputs.x != 'false'`): wherever that conjunct holds, the input's text is truthy exactly when
    // the boolean it spells is true, so the rest of the `&&` reads it as it routes
    // (`inputs.x == 'true' && inputs.x`). Comparisons ignore case, as GitHub's do.
    const pinned = (e) => {
        const v = visit(e);
        if (v.kind === 'group')
            return pinned(v.node['group']);
        if (v.kind !== 'binary')
            return undefined;
        const op = v.node['operator'].lexeme;
        const [left, right] = [v.node['left'], v.node['right']];
        for (const [side, other] of [[left, right], [right, left]]) {
            const input = inputOf(side);
            const text = stringLiteral(other);
            if (input === undefined || text === undefined)
                continue;
            if (op === '==' && text.toUpperCase() !== 'FALSE')
                return input;
            if (op === '!=' && text.toUpperCase() === 'FALSE')
                return input;
        }
        return undefined;
    };
    // Inputs the expression also compares with text (`x == true || x == 'true'`): the text case is covered.
    const textCompared = new Set();
    const walk = (e, truthy, guarded = new Set()) => {
        const v = visit(e);
        const n = v.node;
        switch (v.kind) {
            case 'index': {
                const input = inputOf(e);
                if (input !== undefined && truthy && booleanInputs.has(input) && !guarded.has(input))
                    found.push({ input, how: 'truthy' });
                if (input === undefined)
                    walk(n['expr'], false, guarded);
                return;
            }
            case 'group':
                return walk(n['group'], truthy, guarded);
            case 'unary':
                return walk(n['expr'], true, guarded);
            case 'logical': {
                const args = n['args'];
                let inner = guarded;
                if (n['operator'].lexeme === '&&') {
                    const pins = args.map(pinned).filter((x) => x !== undefined);
                    if (pins.length > 0)
                        inner = new Set([...guarded, ...pins]);
                }
                for (const arg of args)
                    walk(arg, true, inner);
                return;
            }
            case 'binary': {
                const [left, right] = [n['left'], n['right']];
                const op = n['operator'].lexeme;
                if (op === '==' || op === '!=') {
                    for (const [side, other] of [[left, right], [right, left]]) {
                        const input = inputOf(side);
                        if (input !== undefined && isBooleanLiteral(other))
                            found.push({ input, how: 'compared' });
                        if (input !== undefined && stringLiteral(other) !== undefined)
                            textCompared.add(input);
                    }
                }
                walk(left, false, guarded);
                walk(right, false, guarded);
                return;
            }
            case 'call':
                for (const arg of n['args'])
                    walk(arg, false, guarded);
                return;
            default:
                return;
        }
    };
    walk(compiled.expr, true);
    return found.filter((r) => r.how === 'truthy' || !textCompared.has(r.input));
}
const tokenColumn = (token) => token?.range?.start?.column ?? 0;
/** The context path `e` is when every name of it is a literal (`steps.review.gate.score`), else undefined. */
function literalPath(e) {
    const v = visit(e);
    if (v.kind === 'context') {
        const name = v.node['name'];
        return { names: [name.lexeme], columns: [tokenColumn(name)] };
    }
    if (v.kind !== 'index')
        return undefined;
    const head = literalPath(v.node['expr']);
    const index = visit(v.node['index']);
    const value = index.kind === 'literal' ? index.node['literal'].value : undefined;
    if (head === undefined || typeof value !== 'string')
        return undefined;
    return { names: [...head.names, value], columns: [...head.columns, tokenColumn(index.node['token'])] };
}
/**
 * Every context path the expression reads whose names are all literals, longest first along
 * each chain (`steps.review.gate.score` once, not its prefixes). A dynamic index
 * (`steps[inputs.step].status`) ends a path: its literal parts (`steps`, `inputs.step`) are
 * reported on their own. Text inside string literals is never a path.
 */
function contextPaths(compiled) {
    const found = [];
    const walk = (e) => {
        const path = literalPath(e);
        if (path !== undefined) {
            found.push(path);
            return;
        }
        for (const child of childrenOf(visit(e)))
            walk(child);
    };
    walk(compiled.expr);
    return found;
}
/**
 * The literal text each context path is compared with by `==` or `!=` (`steps.review.gate.verdict
 * == 'APPROVE'` gives ['steps', 'review', 'gate', 'verdict'] and 'APPROVE'), in the expression's
 * order: the values a decision routes on, which a prompt can name. Numbers are given as text.
 */
function comparedLiterals(compiled) {
    const found = [];
    const literalOf = (e) => {
        const v = visit(e);
        if (v.kind === 'group')
            return literalOf(v.node['group']);
        const value = v.kind === 'literal' ? v.node['literal'].value : undefined;
        return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    };
    const walk = (e) => {
        const v = visit(e);
        // An index's expression is a path or an operand, never a comparison of its own.
        if (v.kind === 'index')
            return;
        if (v.kind === 'binary') {
            const op = v.node['operator'].lexeme;
            const [left, right] = [v.node['left'], v.node['right']];
            if (op === '==' || op === '!=') {
                for (const [side, other] of [[left, right], [right, left]]) {
                    const path = literalPath(side);
                    const literal = literalOf(other);
                    if (path !== undefined && literal !== undefined)
                        found.push({ names: path.names, literal });
                }
            }
        }
        for (const child of childrenOf(v))
            walk(child);
    };
    walk(compiled.expr);
    return found;
}


/***/ }),

/***/ 4371:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DE: () => (/* binding */ gateSchemasOf),
/* harmony export */   Ip: () => (/* binding */ gateSchemaKey),
/* harmony export */   zr: () => (/* binding */ gateSchemaKeys)
/* harmony export */ });
/* unused harmony exports MAX_GATE_SCHEMA_BYTES, ownKeysNamed, maestroUnmatchable, patternPath */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2862);
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2076);
/* harmony import */ var _workflow_readers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7325);
/* harmony import */ var _gate_judging_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2215);
/* harmony import */ var _gate_workflow_gate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4852);
/* harmony import */ var _yaml_source_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6614);
/* harmony import */ var _workflow_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7280);
// The gate_schema of every gated step of a loaded workflow (stages, per-item stages, parallel
// branches), read and compiled (once per validation session: ValidationSession.gateSchemas): the
// validator reports what is wrong with them, loadAndCheck hands the compiled ones to the run
// (Workflow.gateSchemas), which checks each accepted gate's extra keys against its step's
// (gate/judge.ts).
//
// A schema is inline (a YAML mapping) or a file: a .json, .yaml or .yml path, workspace-relative,
// confined to the workspace like every path a workflow names (symlinks included), and read when
// the workflow loads, so it names no placeholder (inputs are not bound yet).








/** A schema file larger than this is not read. */
const MAX_GATE_SCHEMA_BYTES = 1024 * 1024;
/** The key of a step (or branch, or per-item step) in Workflow.gateSchemas: its YAML path. */
function gateSchemaKey(stepPath) {
    return JSON.stringify(stepPath);
}
/** Every step body that may carry a gate_schema: top-level steps, foreach per_item steps, parallel branches. */
function bodies(workflow) {
    const out = [];
    const visit = (body) => {
        out.push(body);
        const nested = body.kind === 'foreach' ? { key: 'per_item', map: body.def.per_item } : body.kind === 'parallel' ? { key: 'parallel.branches', map: body.def.parallel?.branches } : undefined;
        for (const [id, def] of Object.entries(nested?.map ?? {}))
            visit({ id, kind: (0,_workflow_js__WEBPACK_IMPORTED_MODULE_7__/* .classifyStep */ .d_)(def).kind, def, path: [...body.path, ...nested.key.split('.'), id] });
    };
    for (const step of workflow.steps.values())
        visit({ id: step.id, kind: step.kind, def: step.def, path: step.path });
    return out;
}
/**
 * The gate schemas of a loaded workflow, compiled with the engine `readers` hands, and what is
 * wrong with them. Throws GateSchemaEngineNeeded when the workflow has one and `readers` has no
 * engine (model/workflow-readers.ts).
 */
function gateSchemasOf(workflow, workspace, readers) {
    const compiled = new Map();
    const findings = [];
    const files = new Map();
    for (const body of bodies(workflow)) {
        const schema = body.def.gate_schema;
        // A body without a valid kind is STEP_KIND_INVALID already.
        if (schema === undefined || body.kind === undefined)
            continue;
        const path = [...body.path, 'gate_schema'];
        const what = `${body.path.includes('branches') ? 'branch' : 'step'} '${body.id}'`;
        if (!(0,_gate_judging_js__WEBPACK_IMPORTED_MODULE_4__/* .reportsAGate */ .C)(body.kind, body.def)) {
            findings.push({
                code: 'GATE_SCHEMA_NOT_GATED',
                message: `gate_schema on ${body.kind} ${what} is never used: ${body.kind === 'action' || body.kind === 'resolver' ? 'it is judged by its exit status' : 'it writes no gate'}`,
                hint: 'Put gate_schema on a gated stage (run, prompt or inline_instruction with an output and statuses), or remove it.',
                path,
            });
            continue;
        }
        if (typeof schema !== 'string') {
            const line = workflow.source.locate(path).line;
            const result = compileSchema(readers, schema, `inline at ${workflow.file}:${line}`);
            if ('check' in result)
                compiled.set(gateSchemaKey(body.path), result);
            else {
                // An invalid keyword is named at its own line (the finding's position says it too).
                const message = result.code === 'GATE_SCHEMA_INVALID' && result.at ? result.message.replace(`inline at ${workflow.file}:${line}`, `inline at ${workflow.file}:${workflow.source.locate([...path, ...result.at]).line}`) : result.message;
                findings.push({ ...result, message: `gate_schema of ${what}: ${message}`, path: [...path, ...(result.at ?? [])] });
            }
            continue;
        }
        let result = files.get(schema);
        if (result === undefined) {
            result = readSchemaFile(readers, workspace, schema);
            files.set(schema, result);
        }
        if ('check' in result)
            compiled.set(gateSchemaKey(body.path), result);
        else
            findings.push({ code: result.code, hint: result.hint, message: `gate_schema of ${what}: ${result.message}`, path });
    }
    for (const body of bodies(workflow)) {
        const c = body.def.gate_schema !== undefined ? compiled.get(gateSchemaKey(body.path)) : undefined;
        const own = c ? ownKeysNamed(c.schema, body.def.result_contract !== undefined ? ['status'] : _gate_workflow_gate_js__WEBPACK_IMPORTED_MODULE_5__/* .STANDARD_GATE_KEYS */ .Bp) : undefined;
        if (own === undefined)
            continue;
        const what = `${body.path.includes('branches') ? 'branch' : 'step'} '${body.id}'`;
        const list = (keys) => keys.join(', ');
        const parts = [
            ...(own.required.length > 0 ? [`required: [${list(own.required)}] can never be met (GATE_SCHEMA_VIOLATION on every attempt)`] : []),
            ...(own.properties.length > 0 ? [`what properties says of ${list(own.properties)} is never checked`] : []),
        ];
        findings.push({
            code: 'GATE_SCHEMA_STANDARD_KEY',
            severity: 'warning',
            message: `gate_schema of ${what} names ${list([...new Set([...own.required, ...own.properties])])}, which the gate block itself carries: the schema checks only the extra keys, so ${parts.join(', and ')}`,
            hint: 'Leave the gate\'s own keys out of gate_schema: statuses (or the result contract) decides what a status may be; the schema shapes the extra keys. See docs/workflow-format.md#gate-schema.',
            path: [...body.path, 'gate_schema'],
        });
    }
    for (const body of bodies(workflow)) {
        const c = body.def.gate_schema !== undefined && body.def.result_contract === 'maestro_coordinate' ? compiled.get(gateSchemaKey(body.path)) : undefined;
        const keys = c ? maestroUnmatchable(c.schema) : [];
        if (keys.length === 0)
            continue;
        findings.push({
            code: 'GATE_SCHEMA_UNMATCHABLE',
            severity: 'warning',
            message: `gate_schema of ${body.path.includes('branches') ? 'branch' : 'step'} '${body.id}' (a maestro_coordinate block, whose fields are lower-case keys with text values) can never be met: ${keys.slice(0, 5).join('; ')}${keys.length > 5 ? `; and ${keys.length - 5} more` : ''}`,
            hint: 'Name the keys in lower case (letters, digits, _) and give them type: string (an enum or pattern says which text), or use another result_contract; see docs/formats.md#result-contracts.',
            path: [...body.path, 'gate_schema'],
        });
    }
    return { compiled, findings };
}
/**
 * The keys of the gate block itself (`reserved`: the standard keys, or a result contract's status)
 * a schema names at its top level \u2014 in `required` or `properties` \u2014 which it never sees: it checks
 * the extra keys only. Undefined when it names none.
 */
function ownKeysNamed(schema, reserved) {
    const props = typeof schema['properties'] === 'object' && schema['properties'] !== null && !Array.isArray(schema['properties']) ? Object.keys(schema['properties']) : [];
    const required = Array.isArray(schema['required']) ? [...new Set(schema['required'].filter((r) => typeof r === 'string'))] : [];
    const out = { required: required.filter((k) => reserved.includes(k)), properties: props.filter((k) => reserved.includes(k)) };
    return out.required.length > 0 || out.properties.length > 0 ? out : undefined;
}
const JSON_TYPES = ['string', 'integer', 'number', 'boolean', 'object', 'array', 'null'];
const isMapping = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * The extra keys a gate_schema names, for a decision or placeholder that reads
 * steps.<id>.gate.<key>: `names`, every key it names (properties and required, of its top level
 * and of the subschemas it applies there: allOf, anyOf, oneOf, if/then/else, dependentSchemas, a
 * local $ref); `closed` when no other extra key can pass it (additionalProperties: false: only its
 * top-level properties; unevaluatedProperties: false: every name it has). Undefined when it
 * cannot say: patternProperties, or a $ref that is not to the schema's own $defs.
 */
function gateSchemaKeys(schema) {
    const names = new Set();
    const seen = new Set();
    const ownProperties = (node) => (isMapping(node['properties']) ? Object.keys(node['properties']) : []);
    const visit = (node, depth) => {
        if (!isMapping(node) || seen.has(node))
            return true;
        if (depth > 16)
            return false;
        seen.add(node);
        if (isMapping(node['patternProperties']) && Object.keys(node['patternProperties']).length > 0)
            return false;
        for (const k of ownProperties(node))
            names.add(k);
        if (Array.isArray(node['required']))
            for (const r of node['required'])
                if (typeof r === 'string')
                    names.add(r);
        const ref = node['$ref'];
        if (ref !== undefined) {
            const m = typeof ref === 'string' ? /^#\/(\$defs|definitions)\/([^/]+)$/.exec(ref) : null;
            const defs = m ? schema[m[1]] : undefined;
            if (!m || !isMapping(defs) || !visit(defs[m[2].replace(/~1/g, '/').replace(/~0/g, '~')], depth + 1))
                return false;
        }
        if (node['$dynamicRef'] !== undefined)
            return false;
        for (const key of ['allOf', 'anyOf', 'oneOf'])
            if (Array.isArray(node[key]) && !node[key].every((sub) => visit(sub, depth + 1)))
                return false;
        for (const key of ['if', 'then', 'else'])
            if (!visit(node[key], depth + 1))
                return false;
        if (isMapping(node['dependentSchemas']) && !Object.values(node['dependentSchemas']).every((sub) => visit(sub, depth + 1)))
            return false;
        return true;
    };
    if (!visit(schema, 0))
        return undefined;
    if (schema['additionalProperties'] === false)
        return { names: ownProperties(schema), closed: true };
    return { names: [...names], closed: schema['unevaluatedProperties'] === false };
}
/**
 * The keys a maestro COORDINATE RESULT block can never give as a schema declares them (the parser,
 * gate/contracts/maestro-coordinate.ts, lower-cases each key and reads each value as text, a list
 * only for `- item` lines, `artifacts` always a list): a key that is not lower-case, or whose
 * `type`, `enum` or `const` admits no text (nor a list). Keys named only in `required` count too.
 */
function maestroUnmatchable(schema) {
    const props = typeof schema['properties'] === 'object' && schema['properties'] !== null && !Array.isArray(schema['properties']) ? schema['properties'] : {};
    const required = Array.isArray(schema['required']) ? schema['required'].filter((r) => typeof r === 'string') : [];
    const out = [];
    for (const name of [...new Set([...required, ...Object.keys(props)])]) {
        if (name === 'status')
            continue;
        if (!/^[a-z][a-z0-9_]*$/.test(name)) {
            out.push(`'${name}' is not a key the block can give (it reads keys lower-cased; letters, digits and _ only)`);
            continue;
        }
        const own = props[name];
        if (typeof own !== 'object' || own === null || Array.isArray(own))
            continue;
        const s = own;
        const list = name === 'artifacts';
        const allowed = list ? ['array'] : ['string', 'array'];
        const types = typeof s['type'] === 'string' ? [s['type']] : Array.isArray(s['type']) ? s['type'].filter((t) => typeof t === 'string') : undefined;
        if (types !== undefined && types.every((t) => JSON_TYPES.includes(t)) && !types.some((t) => allowed.includes(t)))
            out.push(`'${name}' is typed ${types.join(' or ')}, but its value is ${list ? 'a list' : 'text'}`);
        else if (Array.isArray(s['enum']) && s['enum'].length > 0 && !s['enum'].some((v) => typeof v === 'string' || Array.isArray(v)))
            out.push(`'${name}' must be one of ${JSON.stringify(s['enum']).slice(0, 80)}, but its value is text`);
        else if (Object.hasOwn(s, 'const') && typeof s['const'] !== 'string' && !Array.isArray(s['const']))
            out.push(`'${name}' must be ${JSON.stringify(s['const'])?.slice(0, 80)}, but its value is text`);
    }
    return out;
}
const PATTERN_HINT = 'gate_schema patterns are RE2 syntax (matched in linear time, so no gate value can hang the run): no lookahead/lookbehind ((?=, (?!, (?<=, (?<!) and no backreferences (\\1); see docs/workflow-format.md#gate-schema.';
/** Where in a schema a pattern stands: a `pattern` keyword with that text, or a `patternProperties` key. */
function patternPath(node, pattern, path = [], depth = 0) {
    if (typeof node !== 'object' || node === null || depth > 64)
        return undefined;
    if (Array.isArray(node)) {
        for (let i = 0; i < node.length; i++) {
            const found = patternPath(node[i], pattern, [...path, i], depth + 1);
            if (found)
                return found;
        }
        return undefined;
    }
    const o = node;
    if (o['pattern'] === pattern)
        return [...path, 'pattern'];
    const pp = o['patternProperties'];
    if (typeof pp === 'object' && pp !== null && !Array.isArray(pp) && Object.hasOwn(pp, pattern))
        return [...path, 'patternProperties', pattern];
    for (const [k, v] of Object.entries(o)) {
        const found = patternPath(v, pattern, [...path, k], depth + 1);
        if (found)
            return found;
    }
    return undefined;
}
const INVALID_HINT = 'Write a JSON Schema (draft 2020-12) for the extra keys of the gate, e.g. {type: object, required: [score], properties: {score: {type: integer}}}; see docs/workflow-format.md#gate-schema.';
/** A path inside a schema as ` at /properties/x/pattern` (a JSON pointer), '' when unknown. */
function located(at) {
    return at ? `, at /${at.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}` : '';
}
function compileSchema(readers, schema, source) {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
        return { code: 'GATE_SCHEMA_INVALID', message: `${source} is not a mapping (a JSON Schema object)`, hint: INVALID_HINT };
    }
    const result = (0,_workflow_readers_js__WEBPACK_IMPORTED_MODULE_3__/* .gateSchemaEngineOf */ .A8)(readers).compile(schema);
    if (!result.ok && result.unsupportedPattern !== undefined) {
        const at = patternPath(schema, result.unsupportedPattern);
        return { code: 'GATE_SCHEMA_PATTERN_UNSUPPORTED', message: `${source}${located(at)}: ${result.reason}`, hint: PATTERN_HINT, ...(at ? { at } : {}) };
    }
    if (!result.ok)
        return { code: 'GATE_SCHEMA_INVALID', message: `${source} is not a valid JSON Schema: ${result.reason}`, hint: INVALID_HINT, ...(result.at ? { at: result.at } : {}) };
    return { source, schema: schema, check: result.check };
}
function readSchemaFile(readers, workspace, file) {
    if (file.includes('{{')) {
        return { code: 'GATE_SCHEMA_INVALID', message: `'${file}' uses a placeholder, but a gate schema is read when the workflow loads, before any input is bound`, hint: 'Name the schema file with a plain workspace-relative path.' };
    }
    const format = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.extname)(file).toLowerCase();
    if (format !== '.json' && format !== '.yaml' && format !== '.yml') {
        return { code: 'GATE_SCHEMA_INVALID', message: `'${file}' is not a .json, .yaml or .yml file`, hint: 'Keep the schema in a .json, .yaml or .yml file (or write it inline as a mapping).' };
    }
    let resolved;
    try {
        resolved = workspace.resolve(file, 'file');
    }
    catch (error) {
        if (!(0,_run_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .isStagegateError */ .W)(error))
            throw error;
        return { code: 'PATH_OUTSIDE_WORKSPACE', message: error.message, hint: error.hint ?? 'Keep the schema file inside the workspace.' };
    }
    let text;
    try {
        let size = 0;
        text = (0,_state_own_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFile */ .XF)(resolved.abs, MAX_GATE_SCHEMA_BYTES + 1, { follow: true, onStats: (s) => (size = s.size) }).toString('utf8').replace(/^\uFEFF/, '');
        if (size > MAX_GATE_SCHEMA_BYTES)
            return { code: 'GATE_SCHEMA_INVALID', message: `${resolved.rel} is larger than ${MAX_GATE_SCHEMA_BYTES / 1024 / 1024} MiB (${size} bytes); it was not read`, hint: 'A gate schema is a few hundred bytes: check that the path names it.' };
    }
    catch (error) {
        const why = error instanceof _state_own_file_js__WEBPACK_IMPORTED_MODULE_2__/* .NotRegularFileError */ .iZ ? `is ${error.kind}, not a file` : error.code === 'ENOENT' ? 'does not exist' : `cannot be read (${error.code ?? 'error'})`;
        return { code: 'GATE_SCHEMA_NOT_FOUND', message: `${resolved.rel} ${why}`, hint: 'Create the schema file, or fix the path (workspace-relative).' };
    }
    let data;
    let lineOf;
    if (format === '.json') {
        try {
            data = JSON.parse(text);
        }
        catch (error) {
            return { code: 'GATE_SCHEMA_INVALID', message: `${resolved.rel} is not valid JSON: ${error.message}`, hint: 'Fix the JSON syntax of the schema file.' };
        }
    }
    else {
        const source = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_6__/* .parseYamlSource */ .WF)(text);
        const problem = source.problems[0];
        if (problem)
            return { code: 'GATE_SCHEMA_INVALID', message: `${resolved.rel}:${problem.line}:${problem.column} is not valid YAML: ${problem.message}`, hint: 'Fix the YAML syntax of the schema file.' };
        data = source.data;
        lineOf = (path) => source.locate(path).line;
    }
    const result = compileSchema(readers, data, resolved.rel);
    if ('at' in result && result.at !== undefined) {
        // file:line of the pattern (JSON is YAML: the same reader finds its line).
        const line = lineOf?.(result.at) ?? (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_6__/* .parseYamlSource */ .WF)(text).locate(result.at).line;
        return { ...result, message: result.message.replace(resolved.rel, `${resolved.rel}:${line}`) };
    }
    return result;
}


/***/ }),

/***/ 773:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N0: () => (/* binding */ mismatchedFields),
/* harmony export */   g7: () => (/* binding */ findGateTemplates),
/* harmony export */   kF: () => (/* binding */ alignGateTemplates)
/* harmony export */ });
/* unused harmony export namesSomething */
// WORKFLOW_GATE templates written inside prompt text (the block a prompt tells the agent to end
// its output with). A prompt shared by several steps, or copied from another workflow, may name
// another step or workflow in it (`step: artifact_detailed_design` in a prompt used by `design`).
// validate reports that at the prompt's line; the assembled prompt rewrites those two values to
// the runner's, so the agent never sees two contradictory templates.
const START = /^[ \t]*(?:[-*>][ \t]*)?WORKFLOW_GATE:[ \t]*$/;
const FIELD = /^([ \t]+)(workflow|step|artifact):[ \t]*(["']?)([^"'#\n]*?)\3[ \t]*(?:#.*)?$/;
/** Every WORKFLOW_GATE block in `lines` with its workflow: and step: lines (the block ends at the first unindented or fence line). */
function findGateTemplates(lines) {
    const out = [];
    for (let i = 0; i < lines.length; i++) {
        if (!START.test(lines[i]))
            continue;
        const template = { index: i };
        for (let j = i + 1; j < lines.length; j++) {
            const line = lines[j];
            if (line.trim() === '' || /^\S/.test(line) || /^\s*(```|~~~)/.test(line))
                break;
            const m = FIELD.exec(line);
            if (!m)
                continue;
            const value = m[4].trim();
            const after = m[1].length + m[2].length + 1;
            const field = { index: j, column: (value === '' ? after : line.indexOf(value, after)) + 1, value };
            if (m[2] === 'workflow')
                template.workflow ??= field;
            else if (m[2] === 'step')
                template.step ??= field;
            else
                template.artifact ??= field;
        }
        out.push(template);
    }
    return out;
}
/** A value that is a placeholder ({{step}}) or a template marker (<step-id>) names nothing. */
function namesSomething(value) {
    return value !== '' && !value.includes('{{') && !/^<.*>$/.test(value);
}
/** The template fields of `text` that name another step or workflow than `expected`. */
function mismatchedFields(templates, expected) {
    const out = [];
    for (const t of templates) {
        if (t.workflow && namesSomething(t.workflow.value) && t.workflow.value !== expected.workflow)
            out.push({ field: 'workflow', at: t.workflow, expected: expected.workflow });
        if (t.step && namesSomething(t.step.value) && t.step.value !== expected.step)
            out.push({ field: 'step', at: t.step, expected: expected.step });
    }
    return out;
}
/** `text` with the mismatched workflow:/step: values of its gate templates replaced by the runner's. */
function alignGateTemplates(text, expected) {
    const lines = text.split('\n');
    const fixes = mismatchedFields(findGateTemplates(lines), expected);
    for (const f of fixes) {
        const line = lines[f.at.index];
        const m = FIELD.exec(line);
        if (!m)
            continue;
        lines[f.at.index] = `${m[1]}${m[2]}: ${f.expected}`;
    }
    return { text: fixes.length > 0 ? lines.join('\n') : text, replaced: fixes.map((f) => ({ field: f.field, was: f.at.value })) };
}


/***/ }),

/***/ 4864:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HH: () => (/* binding */ inputOrder),
/* harmony export */   KG: () => (/* binding */ usesOwnName),
/* harmony export */   Ld: () => (/* binding */ inputTexts)
/* harmony export */ });
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2183);
// The order a step's own `inputs` resolve in: the one rule validate (SELF_REFERENCING_INPUT,
// validate/rules/placeholders.ts) and a run (run/bindings.ts: stepBindings) both use, so a
// workflow validate accepts never stops a run over its inputs' order, and the other way round.
//
// In a step's inputs, {{b}} in a's value is the step's own b (when the step has an input b), so
// b resolves first, whatever order the file writes them in. An input's own name in its value
// (`kind: '{{kind}}-x'`) is the value from outside the step, not an edge. Inputs that use each
// other (a -> b -> a) have no order: a loop. A child_workflow step's inputs resolve against the
// parent's values only (steps/child/run.ts), never against each other: no edges, no loops.

/** The inputs that have a text (null ones have none), in file order. */
function inputTexts(inputs) {
    const texts = new Map();
    for (const [name, value] of Object.entries(inputs ?? {})) {
        const text = (0,_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .scalarToString */ .Vu)(value);
        if (text !== undefined)
            texts.set(name, text);
    }
    return texts;
}
/** The names input `name`'s text uses, in text order, each once. */
function usedNames(texts, name) {
    const text = texts.get(name);
    if (text === undefined)
        return [];
    return [...new Set([...text.matchAll(_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .PLACEHOLDER */ .Kx)].map((m) => m[1]))];
}
/** Whether input `name`'s value uses its own name (which then means the value from outside the step). */
function usesOwnName(inputs, name) {
    return usedNames(inputTexts(inputs), name).includes(name);
}
/** The step's own inputs input `name` waits for: the others its text uses (none for a child step). */
function dependencies(texts, name, childStep) {
    if (childStep)
        return [];
    return usedNames(texts, name).filter((n) => n !== name && texts.has(n));
}
/** The order a step's own inputs resolve in, or the loops that leave them none. */
function inputOrder(inputs, childStep) {
    const texts = inputTexts(inputs);
    const deps = (n) => dependencies(texts, n, childStep);
    const loops = [];
    const looped = new Set();
    for (const name of texts.keys()) {
        if (looped.has(name))
            continue;
        const loop = loopFrom(name, deps);
        if (loop === undefined)
            continue;
        loops.push(loop);
        loop.forEach((n) => looped.add(n));
    }
    if (loops.length > 0)
        return { order: [], loops };
    const order = [];
    const done = new Set();
    const visit = (name) => {
        if (done.has(name))
            return;
        done.add(name);
        deps(name).forEach(visit);
        order.push(name);
    };
    for (const name of texts.keys())
        visit(name);
    return { order, loops };
}
/** The first chain [name, ...] by which `name` comes back to itself (depth first, text order), or undefined. */
function loopFrom(name, deps) {
    // Inputs already walked from `name` without finding it again: walking them twice finds nothing new.
    const dead = new Set();
    const walk = (at, chain) => {
        for (const next of deps(at)) {
            if (next === name)
                return chain;
            if (chain.includes(next) || dead.has(next))
                continue;
            const found = walk(next, [...chain, next]);
            if (found)
                return found;
        }
        dead.add(at);
        return undefined;
    };
    return walk(name, [name]);
}


/***/ }),

/***/ 3972:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G2: () => (/* binding */ loadWorkflow),
  vk: () => (/* binding */ loadWorkflowText),
  ZP: () => (/* binding */ readWorkflowBytes),
  C_: () => (/* binding */ similarFile),
  rx: () => (/* binding */ similarWorkflowFile),
  Dm: () => (/* binding */ withWorkspaceHint)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/model/zod.ts
var zod = __webpack_require__(7968);
;// CONCATENATED MODULE: ./src/core/model/schema.ts
// The zod model of a Run Engineering 4.0 workflow file. It is the single source of truth for
// the file's shape: the loader validates with it and scripts/gen-schema.ts publishes it as
// schema/workflow.schema.json for editors. Objects are strict: an unknown key is an error.
// zod/mini's functional form (see zod.ts): z.optional(x), .check(z.minLength(1)), and
// .register(z.globalRegistry, { description }) for the descriptions the JSON Schema carries.
// Not .check(z.describe(...)): that is a no-op check zod runs at every value it parses (~35 per
// step: a 5,000-step file ran ~175,000 of them, docs/benchmarks.md B2). register() sets the same
// metadata on the schema it is called on, so it is only called on a schema built for that field
// (StepId is shared: a clone of it).

const StepId = zod/* string */.YjP().check(zod/* minLength */.BpQ(1));
const Scalar = zod/* union */.KCZ([zod/* string */.YjP(), zod/* number */.aig(), zod/* boolean */.zMY(), zod/* null */.chJ()]);
const ConditionalTarget = zod/* strictObject */.rej({
    if_input_present: zod/* record */.g1P(zod/* string */.YjP(), StepId).register(zod/* globalRegistry */.fd, { description: 'Optional input name -> step to go to when that input is bound (first present input wins).' }),
    else: StepId.clone().register(zod/* globalRegistry */.fd, { description: 'Step to go to when none of the inputs is present.' }),
}).register(zod/* globalRegistry */.fd, { description: 'Conditional transition on the presence of optional inputs.' });
const Target = zod/* union */.KCZ([StepId, ConditionalTarget]);
const Statuses = zod/* record */.g1P(zod/* string */.YjP().check(zod/* regex */.yGV(/^[A-Za-z0-9_.-]+$/)), Target).register(zod/* globalRegistry */.fd, { description: 'Gate status -> next step id, DONE, BLOCKED, ASK (the gate carries a question: the run stops WORKFLOW_ANSWER_REQUIRED and run --answer runs the step again with the answer; docs/workflow-format.md#asking-mid-stage), or a conditional {if_input_present, else}.' });
const Retry = zod/* strictObject */.rej({
    max_attempts: zod/* number */.aig().check(zod/* int */.Whr(), zod/* gte */.ROM(1), zod/* lte */.wJL(100)).register(zod/* globalRegistry */.fd, { description: 'Attempts in all, including the first.' }),
    backoff_seconds: zod/* optional */.lqM(zod/* number */.aig().check(zod/* gte */.ROM(0), zod/* lte */.wJL(3600))).register(zod/* globalRegistry */.fd, { description: 'Wait before the second attempt; doubles after each failure.' }),
}).register(zod/* globalRegistry */.fd, { description: 'Re-run a failing stage (non-zero exit, timeout, a status of failure_statuses). Other gate statuses are never retried.' });
const ExecutionOverride = zod/* strictObject */.rej({
    execution_mode: zod/* optional */.lqM(zod/* enum */.k5n(['resume', 'fresh'])).register(zod/* globalRegistry */.fd, { description: 'fresh: the child re-reads everything and reuses no verdict.' }),
    ignore_previous_completion: zod/* optional */.lqM(zod/* boolean */.zMY()).register(zod/* globalRegistry */.fd, { description: 'Run again even if the child completed before (required with execution_mode: fresh).' }),
}).register(zod/* globalRegistry */.fd, { description: 'Execution of a child workflow step.' });
const Binding = zod/* strictObject */.rej({
    field: zod/* string */.YjP().check(zod/* minLength */.BpQ(1)).register(zod/* globalRegistry */.fd, { description: 'Registry column (or key) to read.' }),
    transform: zod/* optional */.lqM(zod/* literal */.euz('slugify')).register(zod/* globalRegistry */.fd, { description: 'slugify: lowercase, non-alphanumeric runs -> "-", trimmed.' }),
});
const Foreach = zod/* strictObject */.rej({
    source: zod/* string */.YjP().check(zod/* minLength */.BpQ(1)).register(zod/* globalRegistry */.fd, { description: 'Registry artifact (workspace-relative): a Markdown table, or a YAML/JSON list.' }),
    items: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).register(zod/* globalRegistry */.fd, { description: 'Which rows are items: "<rows> where <field> != <value> and <field> = <value>" (e.g. "artifacts where implementation_required != NO and DD Verification != VERIFIED"); every row when omitted.' }),
    id_field: zod/* string */.YjP().check(zod/* minLength */.BpQ(1)).register(zod/* globalRegistry */.fd, { description: 'Column (or key) holding each item id, e.g. "Artifact ID".' }),
    order: zod/* optional */.lqM(zod/* enum */.k5n(['registry', 'dependency_topological'])).register(zod/* globalRegistry */.fd, { description: 'registry: row order; dependency_topological: dependencies first.' }),
    depends_field: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).register(zod/* globalRegistry */.fd, { description: 'Column listing the ids an item depends on (default "Depends On").' }),
    status_field: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).register(zod/* globalRegistry */.fd, { description: 'Column the runner marks VERIFIED for a verified item (default: the field of completion.require "all <rows> have <field> = <value>", else "Status").' }),
    bindings: zod/* optional */.lqM(zod/* record */.g1P(zod/* string */.YjP().check(zod/* regex */.yGV(/^[A-Za-z_][A-Za-z0-9_]*$/)), Binding)).register(zod/* globalRegistry */.fd, { description: 'Placeholder name -> row field; visible as {{name}} inside per_item only.' }),
});
const Completion = zod/* strictObject */.rej({
    require: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).register(zod/* globalRegistry */.fd, { description: 'Checked against the registry rows when the last item finished: "all rows <STATUS>", "all items verified", or "all <rows> have <field> = <value>".' }),
    on_complete: zod/* optional */.lqM(StepId),
});
const DecisionBranch = zod/* union */.KCZ([
    zod/* strictObject */.rej({
        if: zod/* string */.YjP().check(zod/* minLength */.BpQ(1)).register(zod/* globalRegistry */.fd, { description: "GitHub-style expression over inputs, steps, visits, run and files (files['docs/a.md']: whether that workspace path exists), e.g. steps.review.gate.score >= 90." }),
        to: StepId.clone().register(zod/* globalRegistry */.fd, { description: 'Step to go to when the expression is truthy (or DONE, BLOCKED).' }),
    }),
    zod/* strictObject */.rej({ else: StepId.clone().register(zod/* globalRegistry */.fd, { description: 'Step to go to when no if matched (required, last).' }) }),
]);
const Approval = zod/* strictObject */.rej({
    message: zod/* string */.YjP().check(zod/* minLength */.BpQ(1)).register(zod/* globalRegistry */.fd, { description: 'What the approver is asked, e.g. "Approve the design?".' }),
    approvers: zod/* optional */.lqM(zod/* array */.YOg(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).check(zod/* minLength */.BpQ(1))).register(zod/* globalRegistry */.fd, { description: 'Who may approve or reject (--by NAME, the Action: github.actor; compared case-insensitively, as GitHub logins are); anyone when omitted.' }),
}).register(zod/* globalRegistry */.fd, { description: 'Approval step: the run pauses (PARTIAL_RESUMABLE) until stagegate approve or reject.' });
const GateSchema = zod/* union */.KCZ([
    zod/* string */.YjP().check(zod/* minLength */.BpQ(1)).register(zod/* globalRegistry */.fd, { description: 'A .json, .yaml or .yml file holding the JSON Schema (workspace-relative, no placeholders).' }),
    zod/* record */.g1P(zod/* string */.YjP(), zod/* unknown */.L5J()).register(zod/* globalRegistry */.fd, { description: 'The JSON Schema itself, written as a YAML mapping.' }),
]).register(zod/* globalRegistry */.fd, { description: "Gated stage: a JSON Schema (draft 2020-12) for the gate's extra keys (every key beyond workflow, step, status, the unresolved counts, artifact and next_recommended), inline or in a file. A gate that does not match stops the run with GATE_SCHEMA_VIOLATION; additionalProperties: false forbids any other key. docs/workflow-format.md#gate-schema." });
// Its id and description are registered on the schema itself: zod/mini's .check() copies the
// definition, which would read the per_item/parallel getters before Step exists.
const Step = zod/* strictObject */.rej({
    description: zod/* optional */.lqM(zod/* string */.YjP()),
    approval: zod/* optional */.lqM(Approval),
    on_approve: zod/* optional */.lqM(StepId).register(zod/* globalRegistry */.fd, { description: 'Approval step: next step after stagegate approve (or DONE, BLOCKED).' }),
    on_reject: zod/* optional */.lqM(StepId).register(zod/* globalRegistry */.fd, { description: 'Approval step: next step after stagegate reject (default BLOCKED).' }),
    on_failure: zod/* optional */.lqM(StepId).register(zod/* globalRegistry */.fd, { description: 'Where to go when the stage fails (STAGE_FAILED, STAGE_TIMEOUT, WORKFLOW_BLOCKED_QUESTION_LIMIT) after its retries: a step, DONE, BLOCKED, or skip (record the step as skipped and follow its on_skip, which is then required). Default: stop with the failure.' }),
    optional: zod/* optional */.lqM(zod/* boolean */.zMY()).register(zod/* globalRegistry */.fd, { description: 'A person may skip this step while it is active: stagegate skip <workflow> STEP (then on_skip).' }),
    on_skip: zod/* optional */.lqM(StepId).register(zod/* globalRegistry */.fd, { description: 'Optional step: where to go when it is skipped (a step, DONE or BLOCKED; required with optional: true).' }),
    decide: zod/* optional */.lqM(zod/* array */.YOg(DecisionBranch).check(zod/* minLength */.BpQ(1))).register(zod/* globalRegistry */.fd, { description: 'Decision step: branches {if, to} tried in order, first truthy wins; a final {else} is required. Runs no process.' }),
    on_stall: zod/* optional */.lqM(StepId).register(zod/* globalRegistry */.fd, { description: 'Where to go when a loop revisits this step, its gate is identical to the previous visit and no output accepted since changed (default: stop with WORKFLOW_BLOCKED_STALLED).' }),
    run: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).register(zod/* globalRegistry */.fd, { description: 'Shell stage: bash script run from the workspace root. A placeholder becomes a reference to an environment variable holding its value (never the value itself).' }),
    prompt: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).register(zod/* globalRegistry */.fd, { description: 'Agent stage: prompt file (workspace-relative) with {{placeholders}}.' }),
    inline_instruction: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).register(zod/* globalRegistry */.fd, { description: 'Agent stage: inline prompt text instead of a prompt file.' }),
    skills: zod/* optional */.lqM(zod/* array */.YOg(zod/* string */.YjP().check(zod/* minLength */.BpQ(1)))).register(zod/* globalRegistry */.fd, { description: 'Skills applied by the agent: .github/skills/<name>/SKILL.md.' }),
    output: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).register(zod/* globalRegistry */.fd, { description: 'Declared output (workspace-relative). It must end with one WORKFLOW_GATE block.' }),
    statuses: zod/* optional */.lqM(Statuses),
    failure_statuses: zod/* optional */.lqM(zod/* array */.YOg(zod/* string */.YjP().check(zod/* regex */.yGV(/^[A-Za-z0-9_.-]+$/))).check(zod/* minLength */.BpQ(1)))
        .register(zod/* globalRegistry */.fd, { description: "Gate statuses (each a key of statuses, routed to BLOCKED) by which the stage says it could not do its work: the attempt fails like a failed process (STAGE_FAILED) \u2014 retried per retry, then on_failure; without one the run stops, resumable, and an optional step may be skipped." }),
    inputs: zod/* optional */.lqM(zod/* record */.g1P(zod/* string */.YjP(), Scalar)).register(zod/* globalRegistry */.fd, { description: 'Stage inputs (values may use placeholders).' }),
    asks: zod/* optional */.lqM(zod/* array */.YOg(zod/* string */.YjP().check(zod/* regex */.yGV(/^[A-Za-z_][A-Za-z0-9_]*$/))).check(zod/* minLength */.BpQ(1)))
        .register(zod/* globalRegistry */.fd, { description: "Optional inputs this step asks a person for (an aiox elicit step's answer): a run that reaches the step without a value for each stops there before the stage starts (WORKFLOW_INPUT_REQUIRED, resumable), naming the command that answers (the same run with NAME=<answer>). docs/workflow-format.md#asking-a-person." }),
    retry_step: zod/* optional */.lqM(StepId).register(zod/* globalRegistry */.fd, { description: 'Resolver: the step to retry once the blocking unknowns are resolved.' }),
    on_success: zod/* optional */.lqM(StepId).register(zod/* globalRegistry */.fd, { description: 'Resolver: where to go when it succeeds (must equal retry_step).' }),
    action: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).register(zod/* globalRegistry */.fd, { description: 'Action step: an instruction without declared output or gate.' }),
    on_complete: zod/* optional */.lqM(StepId).register(zod/* globalRegistry */.fd, { description: 'Action step: next step after the action succeeds.' }),
    instruction: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).register(zod/* globalRegistry */.fd, { description: 'Hand-off step: instruction for a person; ends the run with terminal_status.' }),
    terminal_status: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* regex */.yGV(/^[A-Z][A-Z0-9_]*$/))).register(zod/* globalRegistry */.fd, { description: 'Hand-off step: the status the run ends with, e.g. WORKFLOW_BLOCKED_DESIGN_REVISION.' }),
    child_workflow: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).register(zod/* globalRegistry */.fd, { description: 'Run another workflow file with its own state.' }),
    execution: zod/* optional */.lqM(ExecutionOverride),
    foreach: zod/* optional */.lqM(Foreach),
    get per_item() {
        return zod/* optional */.lqM(zod/* record */.g1P(StepId, Step)).register(zod/* globalRegistry */.fd, { description: 'The per-item state machine of a foreach step.' });
    },
    get parallel() {
        return zod/* optional */.lqM(zod/* strictObject */.rej({
            max_concurrency: zod/* optional */.lqM(zod/* number */.aig().check(zod/* int */.Whr(), zod/* gte */.ROM(1), zod/* lte */.wJL(64))).register(zod/* globalRegistry */.fd, { description: 'Branches running at once (default 4).' }),
            join: zod/* optional */.lqM(zod/* enum */.k5n(['all', 'any', 'majority'])).register(zod/* globalRegistry */.fd, { description: 'When the step succeeds: all branches, any one, or more than half (default all).' }),
            branches: zod/* record */.g1P(StepId, Step).register(zod/* globalRegistry */.fd, { description: 'Branch id -> a step body (run, prompt, inline_instruction, action or child_workflow) with its own output and statuses (DONE or BLOCKED only).' }),
        })).register(zod/* globalRegistry */.fd, { description: 'Parallel step: run independent branches concurrently, then route PARALLEL_COMPLETE or PARALLEL_FAILED.' });
    },
    completion: zod/* optional */.lqM(Completion),
    max_visits: zod/* optional */.lqM(zod/* number */.aig().check(zod/* int */.Whr(), zod/* gte */.ROM(1), zod/* lte */.wJL(100000))).register(zod/* globalRegistry */.fd, { description: 'Entries into this step per run before WORKFLOW_BLOCKED_LOOP_LIMIT.' }),
    timeout_minutes: zod/* optional */.lqM(zod/* number */.aig().check(zod.gt(0), zod/* lte */.wJL(10080))).register(zod/* globalRegistry */.fd, { description: "Stop the stage after this many minutes (STAGE_TIMEOUT): SIGTERM to its process group, its whole tree killed when it exits or after a 10-second grace; default execution.timeout_minutes, else 360." }),
    retry: zod/* optional */.lqM(Retry),
    agent: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).register(zod/* globalRegistry */.fd, { description: 'Agent for this step: NAME or NAME:MODEL, or command:PATH (the --agent flag overrides it).' }),
    max_turns: zod/* optional */.lqM(zod/* number */.aig().check(zod/* int */.Whr(), zod/* gte */.ROM(1))).register(zod/* globalRegistry */.fd, { description: 'Budget per agent attempt: turns (passed to CLIs that can enforce it).' }),
    max_cost_usd: zod/* optional */.lqM(zod/* number */.aig().check(zod.gt(0))).register(zod/* globalRegistry */.fd, { description: 'Budget per agent attempt: cost in USD as the agent CLI reports it.' }),
    result_contract: zod/* optional */.lqM(zod/* enum */.k5n(['workflow_gate', 'aiox_step_output', 'maestro_coordinate'])).register(zod/* globalRegistry */.fd, { description: 'How the stage reports its result: a WORKFLOW_GATE block ending the declared output (default), an aiox step_output block or a maestro-flow COORDINATE RESULT block (read from the output, else from the transcript). docs/formats.md#result-contracts.' }),
    gate_schema: zod/* optional */.lqM(GateSchema),
}).register(zod/* globalRegistry */.fd, { id: 'Step', description: 'A workflow step. Its kind follows from its keys: run, prompt, inline_instruction, action, instruction, child_workflow, foreach, decide, approval or parallel.' });
const Phase = zod/* strictObject */.rej({
    workflow: zod/* string */.YjP().check(zod/* minLength */.BpQ(1)).register(zod/* globalRegistry */.fd, { description: 'Child workflow file (workspace-relative).' }),
    pass_inputs: zod/* optional */.lqM(zod/* array */.YOg(zod/* string */.YjP().check(zod/* minLength */.BpQ(1)))).register(zod/* globalRegistry */.fd, { description: 'Inputs of this workflow passed on to the child under the same name.' }),
    derived_inputs: zod/* optional */.lqM(zod/* record */.g1P(zod/* string */.YjP(), Scalar)).register(zod/* globalRegistry */.fd, { description: 'Child input -> value (placeholders allowed), e.g. a per-phase artifact_root.' }),
    require_terminal_status: zod/* optional */.lqM(zod/* array */.YOg(zod/* string */.YjP().check(zod/* minLength */.BpQ(1)))).register(zod/* globalRegistry */.fd, { description: 'Continue only when the child ends with one of these (e.g. WORKFLOW_COMPLETE); stop otherwise.' }),
});
const Terminal = zod/* strictObject */.rej({
    success: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* regex */.yGV(/^[A-Z][A-Z0-9_]*$/))).register(zod/* globalRegistry */.fd, {
        description: "The status this workflow reports when it completes (e.g. IMPLEMENTATION_READY): recorded as terminal_status in its state and manifest, and what a parent that runs it as a child_workflow (or phase) may route or require (WORKFLOW_COMPLETE is still accepted there). The run's stop code stays WORKFLOW_COMPLETE (exit 0).",
    }),
    preserve_external_blocker_status: zod/* optional */.lqM(zod/* boolean */.zMY()).register(zod/* globalRegistry */.fd, {
        description: "true (the only supported value): a phase (or child) that ends outside the statuses this workflow goes on with ends it with the child's own status (e.g. WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE). false is a validation error.",
    }),
});
const Execution = zod/* strictObject */.rej({
    execution_mode: zod/* optional */.lqM(zod/* enum */.k5n(['resume', 'fresh'])),
    ignore_previous_completion: zod/* optional */.lqM(zod/* boolean */.zMY()),
    delegation_mode: zod/* optional */.lqM(zod/* enum */.k5n(['direct_only', 'bounded'])),
    max_visits: zod/* optional */.lqM(zod/* number */.aig().check(zod/* int */.Whr(), zod/* gte */.ROM(1), zod/* lte */.wJL(100000))).register(zod/* globalRegistry */.fd, { description: 'Default visit limit per step (10 when omitted).' }),
    timeout_minutes: zod/* optional */.lqM(zod/* number */.aig().check(zod.gt(0), zod/* lte */.wJL(10080))).register(zod/* globalRegistry */.fd, { description: "Default time limit of every stage, in minutes (360 when omitted: GitHub's job limit)." }),
    agent: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).register(zod/* globalRegistry */.fd, { description: 'Default agent for agent-driven steps: NAME or NAME:MODEL (claude, codex, gemini, copilot, opencode), or command:PATH.' }),
    max_cost_usd: zod/* optional */.lqM(zod/* number */.aig().check(zod.gt(0))).register(zod/* globalRegistry */.fd, { description: 'Budget for the whole run: total cost the agent CLIs report.' }),
    max_turns: zod/* optional */.lqM(zod/* number */.aig().check(zod/* int */.Whr(), zod/* gte */.ROM(1))).register(zod/* globalRegistry */.fd, { description: 'Budget for the whole run: total agent turns the agent CLIs report.' }),
    on_source_change: zod/* optional */.lqM(zod/* enum */.k5n(['refuse', 'rerun', 'keep'])).register(zod/* globalRegistry */.fd, { description: 'A resume at another source commit (or agent package version) than its verdicts were made at: refuse (default: STALE_ARTIFACT_REJECTED before anything runs), rerun (run every stale step again when the run reaches it, from the earliest), keep (continue with the old verdicts, recorded). Approvals made at another commit never count.' }),
});
const Inputs = zod/* strictObject */.rej({
    required: zod/* optional */.lqM(zod/* array */.YOg(zod/* string */.YjP().check(zod/* minLength */.BpQ(1)))).register(zod/* globalRegistry */.fd, { description: 'Inputs every invocation must bind (name=value).' }),
    optional: zod/* optional */.lqM(zod/* array */.YOg(zod/* string */.YjP().check(zod/* minLength */.BpQ(1)))).register(zod/* globalRegistry */.fd, { description: 'Inputs an invocation may bind; if_input_present tests these.' }),
    defaults: zod/* optional */.lqM(zod/* record */.g1P(zod/* string */.YjP(), Scalar)).register(zod/* globalRegistry */.fd, { description: 'Default values; they may use other placeholders and resolve repeatedly.' }),
    types: zod/* optional */.lqM(zod/* record */.g1P(zod/* string */.YjP(), zod/* enum */.k5n(['string', 'number', 'integer', 'boolean', 'path', 'name']))).register(zod/* globalRegistry */.fd, { description: "Input -> type, checked when a run binds it: number (decimals allowed), integer ([+-]digits, what shell arithmetic takes), boolean (true/false), path (must resolve inside the workspace), name (letters, digits, '.', '_', '-', no '/' nor '..': one file name's part) or string (anything)." }),
});
const WorkflowFile = zod/* strictObject */.rej({
    // '4.0'; unquoted, YAML reads 4.0 as the number 4, which is accepted with a warning (VERSION_NOT_QUOTED).
    version: zod/* union */.KCZ([zod/* literal */.euz('4.0'), zod/* literal */.euz(4)]).register(zod/* globalRegistry */.fd, { description: "Format version: '4.0' (quoted; an unquoted 4.0 is read as the number 4 and accepted with a warning)." }),
    name: zod/* string */.YjP().check(zod/* minLength */.BpQ(1), zod/* regex */.yGV(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/)).register(zod/* globalRegistry */.fd, { description: 'Workflow name; every gate repeats it as workflow:.' }),
    description: zod/* optional */.lqM(zod/* string */.YjP()),
    runner_skill: zod/* optional */.lqM(zod/* string */.YjP()).register(zod/* globalRegistry */.fd, { description: 'Informational.' }),
    state_path: zod/* string */.YjP().check(zod/* minLength */.BpQ(1)).register(zod/* globalRegistry */.fd, { description: 'Workflow state file (YAML), workspace-relative; placeholders allowed.' }),
    entry: zod/* optional */.lqM(StepId).register(zod/* globalRegistry */.fd, { description: 'Entry step (default: the first key of steps).' }),
    inputs: zod/* optional */.lqM(Inputs),
    steps: zod/* optional */.lqM(zod/* record */.g1P(StepId, Step)).register(zod/* globalRegistry */.fd, { description: 'The state machine: step id -> step. The first key is the entry step.' }),
    phases: zod/* optional */.lqM(zod/* record */.g1P(StepId, Phase)).register(zod/* globalRegistry */.fd, { description: 'Composite workflow: child workflows run in order (instead of steps).' }),
    execution: zod/* optional */.lqM(Execution),
    terminal: zod/* optional */.lqM(Terminal).register(zod/* globalRegistry */.fd, { description: 'Run Engineering 4.0 composite workflows: how the workflow reports its end (success status; external blocker statuses preserved).' }),
    agent_package_version: zod/* optional */.lqM(zod/* unknown */.L5J()).register(zod/* globalRegistry */.fd, { description: 'Runner-owned: must not be set in a workflow (validation error).' }),
}).register(zod/* globalRegistry */.fd, { description: 'A stagegate workflow (Run Engineering 4.0 format).' });
const SUPPORTED_VERSIONS = ['4.0'];

// EXTERNAL MODULE: ./src/core/model/yaml-hints.ts
var yaml_hints = __webpack_require__(6773);
// EXTERNAL MODULE: ./src/core/model/yaml-source.ts
var yaml_source = __webpack_require__(6614);
// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(1742);
// EXTERNAL MODULE: ./src/core/workspace/digest.ts
var workspace_digest = __webpack_require__(3929);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var workflow = __webpack_require__(7280);
// EXTERNAL MODULE: ./src/core/workspace/workspace.ts
var workspace_workspace = __webpack_require__(5620);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(2862);
// EXTERNAL MODULE: ./src/core/model/shell-word.ts
var shell_word = __webpack_require__(3408);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/core/model/schema-keys.ts
function unwrap(schema) {
    const def = schema._zod.def;
    switch (def.type) {
        case 'optional':
        case 'nullable':
        case 'default':
        case 'readonly':
            return unwrap(def.innerType);
        case 'lazy':
            return unwrap(def.getter());
        case 'pipe':
            return unwrap(def.in);
        case 'union':
            return def.options.flatMap(unwrap);
        default:
            return [schema];
    }
}
function child(schema, segment) {
    const out = [];
    for (const s of unwrap(schema)) {
        const def = s._zod.def;
        if (def.type === 'object') {
            const shape = def.shape;
            const next = shape[String(segment)];
            if (next)
                out.push(next);
        }
        else if (def.type === 'record')
            out.push(def.valueType);
        else if (def.type === 'array')
            out.push(def.element);
    }
    return out;
}
function knownKeysAt(root, path) {
    let current = [root];
    for (const segment of path)
        current = current.flatMap((s) => child(s, segment));
    const keys = new Set();
    for (const s of current.flatMap(unwrap)) {
        const def = s._zod.def;
        if (def.type === 'object')
            for (const k of Object.keys(def.shape))
                keys.add(k);
    }
    return [...keys];
}

// EXTERNAL MODULE: ./src/core/formats/index.ts
var formats = __webpack_require__(7932);
// EXTERNAL MODULE: ./src/core/formats/types.ts
var types = __webpack_require__(7261);
;// CONCATENATED MODULE: ./src/core/formats/mapped-source.ts

/** The source path of a native path: its own mapping, else its longest mapped prefix, else the root. */
function sourcePathOf(map, path) {
    for (let n = path.length; n >= 0; n--) {
        const hit = map.get((0,types/* pathKey */.P)(path.slice(0, n)));
        if (hit)
            return hit;
    }
    return [];
}
function mappedSource(source, map, data) {
    const locate = (path) => source.locate(sourcePathOf(map, path));
    return {
        text: source.text,
        data,
        problems: source.problems,
        locate,
        locateValue(path) {
            const exact = map.get((0,types/* pathKey */.P)(path));
            return exact ? source.locateValue(exact) : locate(path);
        },
        positionOfOffset: source.positionOfOffset,
        keyPositions(path) {
            let node = data;
            for (const segment of path)
                node = typeof node === 'object' && node !== null ? node[segment] : undefined;
            const result = new Map();
            if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
                for (const key of Object.keys(node))
                    result.set(key, locate([...path, key]));
            }
            return result;
        },
    };
}

// EXTERNAL MODULE: ./src/core/formats/aiox-core-folder.ts
var aiox_core_folder = __webpack_require__(6076);
;// CONCATENATED MODULE: ./src/core/model/aiox-install.ts
// Which aiox install a workspace holds: the core folder whose personas and tasks a squad's
// workflow falls back to (formats/aiox/agents.ts coreOf). aiox ships its runner inside that folder
// and resolves agents under its own name \u2014 `.aiox-core`, or `.aios-core` in the installs from before
// the rebrand (SynkraAI 61991a35f), or a fork's `.<name>-core`, or BMAD v4's `.bmad-core` \u2014 so the
// name is read off the workspace.
// Only a folder that stays inside the workspace counts: a prompt names its persona files for the
// agent to read, and a symlinked core folder would have it read files outside (docs/security.md).




/** A folder at `path`, its real path inside the workspace's (`realRoot`). */
const isDirInside = (realRoot, path) => {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory() && (0,workspace_workspace/* insideBy */.OY)((0,external_node_path_.relative)(realRoot, (0,external_node_fs_.realpathSync)(path)));
    }
    catch {
        return false;
    }
};
/** A file at `path`, its real path inside the workspace's (`realRoot`). */
const isFileInside = (realRoot, path) => {
    try {
        return (0,external_node_fs_.statSync)(path).isFile() && (0,workspace_workspace/* insideBy */.OY)((0,external_node_path_.relative)(realRoot, (0,external_node_fs_.realpathSync)(path)));
    }
    catch {
        return false;
    }
};
/**
 * The BMAD v4 expansion pack a workflow (`rel`, workspace-relative) lies in: its top-level folder,
 * when that is a dot folder (not a core's) holding the pack's `config.yaml` or `install-manifest.yaml`
 * (BMAD's installer copies a pack to `.<packId>/` and knows it again by those: installer.js
 * installExpansionPacks, detectExpansionPacks), inside the workspace; else undefined.
 */
function bmadPackOf(root, rel) {
    const parts = rel.replace(/\\/g, '/').split('/');
    const top = parts[0];
    if (parts.length < 2 || !(0,aiox_core_folder/* isPackFolderName */.pD)(top))
        return undefined;
    let realRoot;
    try {
        realRoot = (0,external_node_fs_.realpathSync)(root);
    }
    catch {
        return undefined;
    }
    if (!isDirInside(realRoot, (0,external_node_path_.join)(root, top)))
        return undefined;
    return isFileInside(realRoot, (0,external_node_path_.join)(root, top, 'config.yaml')) || isFileInside(realRoot, (0,external_node_path_.join)(root, top, 'install-manifest.yaml')) ? top : undefined;
}
/** `.aiox-core` when the workspace has it; else the first core folder with `agents/` in its home (`.aios-core` first: aioxInstalls); else undefined. */
function installedAioxCore(root) {
    return aioxInstalls(root)[0];
}
/**
 * Every aiox install the workspace holds, the one a squad's workflow reads first (installedAioxCore):
 * `.aiox-core` (with `development`), `.aios-core`, then the other `.<name>-core` folders with
 * `agents/` in their home (coreHome: `development/agents`, BMAD v4's `.bmad-core/agents`), by
 * name. More than one is ambiguous (each ships its own runner, which
 * resolves personas under its own folder): the importer warns, naming them (AIOX_CORE_AMBIGUOUS).
 */
function aioxInstalls(root) {
    let realRoot;
    let names;
    try {
        realRoot = (0,external_node_fs_.realpathSync)(root);
        names = (0,external_node_fs_.readdirSync)(root);
    }
    catch {
        return [];
    }
    const current = isDirInside(realRoot, (0,external_node_path_.join)(root, (0,aiox_core_folder/* coreHome */.$D)(aiox_core_folder/* DEFAULT_CORE */.uw))) ? [aiox_core_folder/* DEFAULT_CORE */.uw] : [];
    const others = names.filter((n) => n !== aiox_core_folder/* DEFAULT_CORE */.uw && (0,aiox_core_folder/* isCoreFolderName */.Dx)(n) && isDirInside(realRoot, (0,external_node_path_.join)(root, (0,aiox_core_folder/* coreHome */.$D)(n), 'agents'))).sort();
    const old = others.includes('.aios-core') ? ['.aios-core'] : [];
    return [...current, ...old, ...others.filter((n) => n !== '.aios-core')];
}

// EXTERNAL MODULE: ./src/core/formats/sidecar.ts
var formats_sidecar = __webpack_require__(2611);
;// CONCATENATED MODULE: ./src/core/model/loader.ts
// Load a workflow file: read, parse YAML with positions, validate its shape with zod, and
// derive the model (step kinds, entry, defaults). Shape problems become diagnostics with
// file:line; deeper contract checks live in validate.ts.

















function loadWorkflow(workspace, file, options = {}) {
    let resolved;
    try {
        resolved = workspace.resolve(file, 'workflow file');
    }
    catch (error) {
        throw withWorkspaceHint(workspace, file, error);
    }
    const read = readWorkflowBytes(resolved.abs);
    if (typeof read === 'string' || read.tooLarge) {
        const tooLarge = typeof read !== 'string';
        return {
            diagnostics: [
                {
                    code: tooLarge ? 'YAML_TOO_LARGE' : 'WORKFLOW_FILE_UNREADABLE',
                    severity: 'error',
                    message: tooLarge ? `file is larger than ${yaml_source/* MAX_WORKFLOW_BYTES */.lp / 1024 / 1024} MiB (${read.size} bytes); it was not read` : read,
                    hint: tooLarge ? 'A workflow is a few kilobytes: split it into child workflows, or check that the path names the workflow file.' : missingFileHint(workspace, resolved.rel, read),
                    // The file was not read: no line of it to point at.
                    file: resolved.rel,
                    line: 0,
                    column: 0,
                    path: [],
                },
            ],
        };
    }
    return loadWorkflowText(read.bytes, resolved.rel, resolved.abs, readSidecar(workspace, resolved.rel), { aioxCore: () => aioxInstalls(workspace.root), bmadPack: () => bmadPackOf(workspace.root, resolved.rel), readPromptFile: (candidates) => readPromptFile(workspace, candidates), ...options });
}
/**
 * The fix for a workflow path that cannot be read. A missing one is often given from the current
 * directory rather than the workspace (`-C proj proj/flows/wf.yaml`): when dropping its leading
 * folders names a file in the workspace, that path is named.
 */
function missingFileHint(workspace, rel, why) {
    const plain = `Pass the path of a workflow YAML file, relative to the workspace ${workspace.root}`;
    if (why !== MISSING_WORKFLOW)
        return `${plain}.`;
    const parts = rel.split('/');
    for (let i = 1; i < parts.length; i++) {
        const candidate = parts.slice(i).join('/');
        if ((0,external_node_fs_.statSync)((0,external_node_path_.resolve)(workspace.root, candidate), { throwIfNoEntry: false })?.isFile())
            return `${plain}; ${candidate} exists there: pass that (with -C DIR, paths are relative to DIR, not to the current directory).`;
    }
    const similar = similarWorkflowFile(workspace, rel);
    return similar !== undefined ? `Did you mean ${similar}? ${plain}.` : `${plain}.`;
}
/**
 * A workflow file beside a missing path whose name is close to it (`workflow.yml` for
 * `workflow.yaml`, `workflw.yaml`): the usual typo. Workspace-relative, or undefined.
 */
function similarWorkflowFile(workspace, rel) {
    return similarFile(workspace, rel, /\.(ya?ml|json)$/i);
}
/**
 * The file a mistyped workspace-relative path most likely meant: each folder on the way that is
 * not there replaced by its closest sibling folder (`.ai-engineering/prompt/` for `prompts/`),
 * then, among the files there whose names match `extension`, the same name with the other
 * extension (.yml / .yaml) or the closest name (compared without the extension: every candidate
 * shares it, which would make `nope.yaml` "close" to `ap.yaml`). Undefined when nothing is close.
 */
function similarFile(workspace, rel, extension) {
    const parts = rel.split('/').filter((p) => p !== '' && p !== '.');
    const base = parts.pop();
    if (base === undefined || parts.includes('..'))
        return undefined;
    const listing = (dir) => {
        try {
            return (0,external_node_fs_.readdirSync)((0,external_node_path_.resolve)(workspace.root, dir), { withFileTypes: true });
        }
        catch {
            return undefined;
        }
    };
    let dir = '';
    for (const part of parts) {
        const entries = listing(dir);
        if (entries === undefined)
            return undefined;
        const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
        const next = folders.includes(part) ? part : (0,did_you_mean/* closest */.kp)(part, folders, Infinity);
        if (next === undefined)
            return undefined;
        dir = dir === '' ? next : `${dir}/${next}`;
    }
    const names = (listing(dir) ?? []).filter((e) => e.isFile() && extension.test(e.name)).map((e) => e.name);
    const stemOf = (name) => name.replace(extension, '');
    const stem = stemOf(base);
    const others = names.filter((n) => n !== base);
    // Every name of the folder (read whole anyway; one path asked about): a cap would drop the ones
    // that sort late (a folder of 2,500 files: review-checklist.md never offered for review-checklst.md).
    const near = (0,did_you_mean/* closest */.kp)(stem, others.map(stemOf), Infinity);
    const match = names.includes(base) ? base : (others.find((n) => stemOf(n) === stem) ?? (near === undefined ? undefined : others.find((n) => stemOf(n) === near)));
    if (match === undefined)
        return undefined;
    const found = dir === '' ? match : `${dir}/${match}`;
    return found === parts.concat(base).join('/') ? undefined : found;
}
const MISSING_WORKFLOW = 'the workflow file does not exist';
/**
 * A workflow file's bytes, its size looked at before anything is read: a file over
 * MAX_WORKFLOW_BYTES is never read (a 700 MB file costs a stat, not 770 MB of memory). Never
 * blocks on a FIFO. A string is why the file cannot be read.
 */
function readWorkflowBytes(abs) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(abs, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
    }
    catch (error) {
        const code = error.code;
        return code === 'ENOENT' ? MISSING_WORKFLOW : `workflow file cannot be read (${code ?? 'error'})`;
    }
    try {
        const stats = (0,external_node_fs_.fstatSync)(fd);
        if (stats.isDirectory())
            return 'expected a workflow file, got a directory';
        if (!stats.isFile())
            return `expected a workflow file, got ${stats.isFIFO() ? 'a FIFO' : 'a device or socket'}`;
        if (stats.size > yaml_source/* MAX_WORKFLOW_BYTES */.lp)
            return { tooLarge: true, size: stats.size };
        // The file may grow after the stat: read one byte more than allowed, never more.
        const buffer = Buffer.alloc(Math.min(stats.size, yaml_source/* MAX_WORKFLOW_BYTES */.lp) + 1);
        let filled = 0;
        while (filled < buffer.length) {
            const n = (0,external_node_fs_.readSync)(fd, buffer, filled, buffer.length - filled, filled);
            if (n === 0)
                break;
            filled += n;
        }
        if (filled > yaml_source/* MAX_WORKFLOW_BYTES */.lp)
            return { tooLarge: true, size: filled };
        return { bytes: buffer.subarray(0, filled), tooLarge: false };
    }
    catch (error) {
        return `workflow file cannot be read (${error.code ?? 'error'})`;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * A refusal to resolve workflow path `file`: one outside the workspace says which -C would make it
 * the file's (workflowOutside); one inside the workspace's .git folder says so (no -C helps).
 */
function withWorkspaceHint(workspace, file, error, what = 'workflow file') {
    return (0,errors/* isStagegateError */.W)(error) && error.code === 'PATH_OUTSIDE_WORKSPACE' && !error.message.endsWith(`${workspace_workspace/* GIT_DIR_WHY */.Im}.`) ? workflowOutside(workspace, file, error, what) : error;
}
/**
 * A workflow file outside the workspace is never run there (its stages would run, and write, in
 * the wrong folder): the error names the workspace and the -C that would make it the file's.
 */
function workflowOutside(workspace, file, error, what) {
    const abs = (0,external_node_path_.resolve)(workspace.root, file);
    const root = (0,workspace_workspace/* likelyWorkspaceOf */.pr)(abs);
    const inRoot = (0,external_node_path_.relative)(root, abs).split('\\').join('/');
    return new errors/* StagegateError */.q('PATH_OUTSIDE_WORKSPACE', `${what} '${file}' is outside the workspace ${workspace.root}: ${error.message.replace(/^.*?is refused: /, '')}`, {
        hint: `Run from the workflow's own workspace, or name it with -C: \`-C ${(0,shell_word/* shellWord */.r)(root)} \u2026 ${(0,shell_word/* shellWord */.r)(inRoot)}\` (paths are then relative to ${root}). ${workspace_workspace/* WORKSPACE_NOTE */.fA}`,
    });
}
function readSidecar(workspace, rel) {
    const file = (0,formats_sidecar/* sidecarPathFor */.UK)(rel);
    if (file === rel)
        return undefined;
    // Resolved like every path a workflow names: a link out of the workspace is refused.
    const resolved = workspace.resolve(file, 'run map');
    const read = readWorkflowBytes(resolved.abs);
    if (typeof read === 'string')
        return undefined;
    // Too large to read: reported as YAML_TOO_LARGE at the run map.
    return read.tooLarge ? { file: resolved.rel, text: '', tooLarge: read.size } : { file: resolved.rel, text: read.bytes.toString('utf8') };
}
function loadWorkflowText(bytes, rel, abs, sidecar, loadOptions = {}) {
    const text = (typeof bytes === 'string' ? bytes : bytes.toString('utf8')).replace(/^\uFEFF/, '');
    // The digest is computed when it is first read (a run, status \u2026): validate never reads it.
    let digest = () => (0,workspace_digest/* sha256Text */.f1)(bytes);
    let source = (0,yaml_source/* parseYamlSource */.WF)(text);
    const diagnostics = (0,yaml_hints/* yamlDiagnostics */.sG)(text, source.problems, rel);
    if (diagnostics.length > 0)
        return { diagnostics };
    const raw = source.data;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        return { diagnostics: [{ code: 'YAML_NOT_A_MAPPING', severity: 'error', message: `${notAMapping(raw, text)}, and a workflow file must be a YAML mapping (version, name, steps \u2026)`, hint: 'Write the workflow as a mapping of its top-level keys (docs/workflow-format.md; `stagegate init` scaffolds one).', file: rel, line: 1, column: 1, path: [] }] };
    }
    // '__proto__' cannot be a name here: plain objects drop such a key silently (the schema's
    // records do), so a step, status, input or default of that name would vanish. Refuse it.
    for (const path of mayNameProto(text) ? protoNames(raw) : []) {
        diagnostics.push({ code: 'INVALID_KEY', severity: 'error', message: `'__proto__' is not allowed as a name (${path.join('.')}): JavaScript objects cannot hold it`, hint: 'Rename it.', file: rel, ...source.locate(path), path });
    }
    // A file stagegate writes (a run's state, its manifest, a shard's descriptor), named as a
    // workflow: say what it is, not the native shape errors its keys would give.
    const own = (0,formats/* stagegateOwnFile */.Yx)(raw);
    if (own !== undefined) {
        return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: `${own}, not a workflow: stagegate writes it as a run goes (a directory walk skips it)`, hint: "Name the workflow file the run was started from (the run's RUN_MANIFEST.yaml says which: workflow_file).", file: rel, line: 1, column: 1, path: [] }] };
    }
    // Another runner's format: translate it into the native model, positions mapped back.
    let format = 'native';
    let references;
    let promptFiles;
    let digestWithoutPromptFiles;
    let helperSteps = [];
    let requiresChecks = {};
    let skipStages = {};
    let sourcePaths;
    let runMap;
    let data = raw;
    const importer = (0,formats/* importerFor */.UE)(raw, loadOptions.importers ?? {});
    if (importer) {
        let options = { run: {} };
        // A finding about the run map (an id it names that the workflow lacks) is said at its line there.
        let inRunMap;
        if (sidecar?.tooLarge !== undefined) {
            diagnostics.push({ code: 'YAML_TOO_LARGE', severity: 'error', message: `run map is larger than ${yaml_source/* MAX_WORKFLOW_BYTES */.lp / 1024 / 1024} MiB (${sidecar.tooLarge} bytes); it was not read`, hint: 'A run map holds one shell command per step: check that the path names it.', file: sidecar.file, line: 0, column: 0, path: [] });
        }
        else if (sidecar) {
            const read = (0,formats_sidecar/* parseSidecar */.L0)(sidecar.text, sidecar.file);
            diagnostics.push(...read.diagnostics);
            options = read.options;
            inRunMap = (d) => ({ file: sidecar.file, ...read.locate(d.path) });
            runMap = sidecar.file;
            const own = digest;
            const map = sidecar.text;
            digest = () => (0,workspace_digest/* sha256Text */.f1)(`${own()}\0${(0,workspace_digest/* sha256Text */.f1)(map)}`);
        }
        if (importer.format === 'aiox') {
            const [core, ...others] = loadOptions.aioxCore?.() ?? [];
            if (core !== undefined)
                options = { ...options, aioxCore: core, ...(others.length > 0 ? { aioxCores: [core, ...others] } : {}) };
            const pack = loadOptions.bmadPack?.();
            if (pack !== undefined)
                options = { ...options, bmadPack: pack };
        }
        const imported = importer.translate(raw, rel, options);
        if (options.agent !== undefined) {
            // The run map's agent: below a step's own (a CCW cli_tool, an executor naming a CLI), above nothing.
            const execution = imported.data['execution'];
            imported.data['execution'] = { ...(typeof execution === 'object' && execution !== null ? execution : {}), agent: options.agent };
        }
        for (const { runMap, ...d } of imported.diagnostics)
            diagnostics.push(runMap && inRunMap ? { ...d, ...inRunMap(d) } : { ...d, file: rel, ...source.locate(d.path) });
        format = importer.format;
        data = imported.data;
        helperSteps = imported.helperSteps ?? [];
        requiresChecks = imported.requiresChecks ?? {};
        skipStages = imported.skipStages ?? {};
        sourcePaths = imported.sourcePaths;
        const original = source;
        references = (imported.fileReferences ?? []).map((r) => ({ path: r.path, ...(r.alternatives ? { alternatives: r.alternatives } : {}), what: r.what, ...original.locateValue(r.sourcePath), ...(r.step !== undefined ? { step: r.step } : {}) }));
        // The persona and task files the prompts have the agent read are part of what the run ran: a
        // resume after one changed is a changed workflow (as after an edited run map), and the run's
        // manifest records each (run_started.prompt_files). Read when the digest is first asked for.
        const read = loadOptions.readPromptFile;
        const named = references.filter((r) => r.step !== undefined);
        if (read !== undefined && named.length > 0) {
            let files;
            promptFiles = () => (files ??= named.flatMap((r) => {
                const found = read([r.path, ...(r.alternatives ?? [])]);
                return found === undefined ? [] : [{ step: r.step, ...found }];
            }));
            const own = digest;
            digestWithoutPromptFiles = own;
            const covered = promptFiles;
            digest = () => {
                const unique = [...new Set(covered().map((f) => `${f.path}\0${f.sha256}`))].sort();
                return unique.length === 0 ? own() : (0,workspace_digest/* sha256Text */.f1)(`${own()}\0${unique.join('\n')}`);
            };
        }
        source = mappedSource(source, imported.sourcePaths, imported.data);
    }
    else if ((0,formats/* isCcwSkillChain */.gq)(raw) && !(0,formats/* isNativeShape */.Jt)(raw)) {
        return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: "a CCW skill chain (chain_id and a nodes map of step, decision and delegate nodes, run by the ccw-chain skill's chain_loader), which stagegate does not import: its steps are documents for a model to follow and its decisions a model's choice", hint: 'stagegate imports CCW wf-player templates (template_id, nodes and edges), maestro-flow chain graphs and aiox workflows (docs/formats.md); write the chain as one of those, or as a 4.0 workflow.', file: rel, line: 1, column: 1, path: [] }] };
    }
    else if ((0,formats/* isCcwTemplateIndex */.o4)(raw) && !(0,formats/* isNativeShape */.Jt)(raw)) {
        const paths = (raw.templates).map((t) => t.path);
        return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: `a CCW wf-player template index (templates: template_id and path of each), not a template: the wf-player looks a slug up in it; stagegate runs the template file itself`, hint: `Name a template it lists: ${paths.slice(0, 5).join(', ')}${paths.length > 5 ? `, and ${paths.length - 5} more` : ''}.`, file: rel, line: 1, column: 1, path: [] }] };
    }
    else if ((0,formats/* isCcwDesignDraft */.R0)(raw) && !(0,formats/* isNativeShape */.Jt)(raw)) {
        return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: "a CCW wf-composer design draft (a nodes list with the design session's WFD- id or its topological_order, no template_id), not a template: the wf-player never loads it, and wf-composer's phase 5 writes the template from it (.workflow/templates/<slug>.json)", hint: 'Run the template wf-composer saved (listed in .workflow/templates/index.json); a directory walk skips drafts.', file: rel, line: 1, column: 1, path: [] }] };
    }
    else if ((0,formats/* maestroIntentMapGraphs */.bS)(raw) !== undefined && !(0,formats/* isNativeShape */.Jt)(raw)) {
        // Named on the command line (a directory walk skips it): say what it is, not the native shape errors.
        const graphs = (0,formats/* maestroIntentMapGraphs */.bS)(raw).map((g) => `${g}.json`);
        return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: "maestro-flow's intent map (patterns: a regex per request type, each routing to a chain graph; fallback), not a chain graph: coordinate's intent router picks the graph to walk with it; stagegate runs the graph itself", hint: graphs.length > 0 ? `Name a chain graph it routes to (a path from its folder): ${graphs.slice(0, 5).join(', ')}${graphs.length > 5 ? `, and ${graphs.length - 5} more` : ''}.` : 'Name a chain graph (a chains/*.json file with entry and nodes).', file: rel, line: 1, column: 1, path: [] }] };
    }
    else if ((0,formats/* maestroTemplateCatalog */.jI)(raw) !== undefined && !(0,formats/* isNativeShape */.Jt)(raw)) {
        const names = (0,formats/* maestroTemplateCatalog */.jI)(raw);
        return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: `maestro-flow-one's chain template catalog (templates: ${names.length} named command chains, each a steps list of cmd items, beside decision_types and single_commands), not a chain graph: its coordinator picks a chain from it and runs the commands one by one, which stagegate does not import`, hint: 'stagegate imports maestro-flow chain graphs (a chains/*.json file with entry and nodes: docs/formats.md); write the chain you run as a 4.0 workflow, one step per command (stagegate init scaffolds one).', file: rel, line: 1, column: 1, path: [] }] };
    }
    else if ((0,formats/* isTaskDefinition */.Xn)(raw) && !(0,formats/* isAioxTaskDefinition */.Iz)(raw)) {
        return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: `${formats/* STEPS_LIST_FILE */.OS}, and no trigger:, workflow:, sequence or phases \u2014 neither a 4.0 workflow nor a format stagegate imports (aiox, maestro-flow, CCW)`, hint: "Name a stagegate workflow file; to run these steps with stagegate, write them as a 4.0 workflow (version: '4.0', state_path, steps: a mapping of step ids).", file: rel, line: 1, column: 1, path: [] }] };
    }
    else if ((0,formats/* isTaskDefinition */.Xn)(raw)) {
        // Named on the command line (a directory walk skips it: validate-files.ts): say what it is,
        // not the native shape errors (state_path missing, version 1.0.0, steps not a mapping \u2026).
        return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: 'an aiox task definition (name, version and a steps: list of actions, no trigger), not a workflow: aiox runs a task inside a workflow step (an item with agent and task/uses), never on its own', hint: 'Run the aiox workflow that uses this task (workflow: {id, name, sequence: [...]}), or write a 4.0 workflow whose step runs it.', file: rel, line: 1, column: 1, path: [] }] };
    }
    else if ((0,formats/* isGithubActionsWorkflow */.Ax)(raw)) {
        // Named on the command line (`validate .github/workflows/*.yml`; a walk skips it): say what it
        // is, not the native shape errors its on: and jobs: would give.
        return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: 'a GitHub Actions workflow (on:, jobs:), which GitHub runs, not stagegate: it is not a stagegate workflow (a directory walk skips it)', hint: "Name the stagegate workflow file it runs (the stagegate step's `workflow:` input) instead; GitHub's own checks (or actionlint) check this file.", file: rel, line: 1, column: 1, path: [] }] };
    }
    else if ((0,formats/* isGitlabCi */.Ug)(raw)) {
        return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: 'a GitLab CI file (workflow: with the rules or name of a pipeline, and its jobs), which GitLab runs, not stagegate: it is not a stagegate workflow (a directory walk skips it)', hint: 'Name the stagegate workflow file the pipeline runs instead.', file: rel, line: 1, column: 1, path: [] }] };
    }
    else if (!looksNative(raw)) {
        return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: 'not a workflow stagegate recognises: expected a 4.0 workflow (version, state_path, steps or phases), an aiox workflow (workflow: with sequence), a maestro-flow chain graph (entry and nodes) or a CCW template (template_id, nodes and edges)', hint: 'See docs/workflow-format.md and docs/formats.md.', file: rel, line: 1, column: 1, path: [] }] };
    }
    // jitless: parsed once per process, so zod's generated fast path (code generation and
    // compilation) costs more than it saves, even at 5,000 steps. Same result, same issues.
    const parsed = WorkflowFile.safeParse(data, { jitless: true });
    if (!parsed.success) {
        // A key missing because it is misspelt (`verison:`) is one mistake, told once: by the unknown
        // key's finding with its did-you-mean, not again as the key missing (`version nothing \u2026`).
        const misspelt = new Set();
        for (const issue of parsed.error.issues) {
            if (issue.code !== 'unrecognized_keys')
                continue;
            const parent = issue.path.filter((p) => typeof p !== 'symbol');
            const at = valueAt(data, parent);
            const written = typeof at === 'object' && at !== null ? Object.keys(at) : [];
            for (const key of issue.keys) {
                const meant = (0,did_you_mean/* closest */.kp)(key, knownKeysAt(WorkflowFile, parent).filter((k) => !written.includes(k)));
                if (meant !== undefined)
                    misspelt.add(JSON.stringify([...parent, meant]));
            }
        }
        for (const issue of parsed.error.issues) {
            const issuePath = issue.path.filter((p) => typeof p !== 'symbol');
            if (issue.code !== 'unrecognized_keys' && misspelt.has(JSON.stringify(issuePath)) && valueAt(data, issuePath) === undefined)
                continue;
            // One diagnostic per unknown key, each at its own line with its own "did you mean".
            const parts = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => ({ ...issue, keys: [key] })) : [issue];
            for (const part of parts)
                diagnostics.push(bindingCode(schemaDiagnostic(part, source, rel, data)));
        }
        const shown = format === 'native' ? withMisplacedKeys(diagnostics, text, source, rel) : diagnostics;
        // A misindented key explains the shape errors it caused: the rest of the model is not checked
        // further (its other problems are that one key's consequences).
        if (loadOptions.recover && !shown.some((d) => d.code === 'KEY_MISINDENTED')) {
            const recovered = recoverModel(data, parsed.error.issues);
            if (recovered) {
                const workflow = buildModel(recovered.data, source, rel, abs, digest, [], format);
                if (references)
                    workflow.fileReferences = references;
                if (promptFiles)
                    Object.assign(workflow, { promptFiles, digestWithoutPromptFiles });
                if (runMap !== undefined)
                    workflow.runMap = runMap;
                markHelpers(workflow, helperSteps, requiresChecks, skipStages);
                // `mesage:` where `message:` is required: one mistake, reported once (the UNKNOWN_KEY that names the match).
                const answered = new Set(recovered.unknownKeys.flatMap((u) => (u.as === undefined ? [] : [JSON.stringify([...u.path.slice(0, -1), u.as])])));
                const findings = answered.size === 0 ? shown : shown.filter((d) => d.code !== 'MISSING_KEY' || !answered.has(JSON.stringify(d.path)));
                return { workflow, diagnostics: findings, dropped: recovered.dropped, unknownKeys: recovered.unknownKeys };
            }
        }
        return { diagnostics: shown };
    }
    const workflow = buildModel(parsed.data, source, rel, abs, digest, diagnostics, format);
    if (references)
        workflow.fileReferences = references;
    if (promptFiles)
        Object.assign(workflow, { promptFiles, digestWithoutPromptFiles });
    if (runMap !== undefined)
        workflow.runMap = runMap;
    markHelpers(workflow, helperSteps, requiresChecks, skipStages);
    if (sourcePaths)
        markWrittenIds(workflow, raw, sourcePaths);
    return { workflow, diagnostics };
}
/**
 * Each imported step's id as written in the source (StepModel.written), and each parallel step's
 * branches' (StepModel.branchesWritten): the `id` of the node or item it is mapped from (a CCW
 * node, an aiox sequence item), else the key of a top-level map entry it is mapped from (maestro's
 * `nodes.<id>`; not a key deeper in a node, a helper's). Only where it differs from the native id.
 * (No importer makes foreach steps, so no per_item step has an id written otherwise.)
 */
function markWrittenIds(workflow, raw, sourcePaths) {
    const writtenAt = (path) => {
        const from = sourcePaths.get((0,types/* pathKey */.P)(path));
        if (from === undefined || from.length === 0)
            return undefined;
        let node = raw;
        for (const segment of from)
            node = typeof node === 'object' && node !== null ? node[segment] : undefined;
        const last = from[from.length - 1];
        return typeof node === 'object' && node !== null && typeof node['id'] === 'string' ? node['id'] : typeof last === 'string' && from.length === 2 ? last : undefined;
    };
    for (const step of workflow.steps.values()) {
        if (step.implicit === true)
            continue;
        const id = writtenAt(['steps', step.id]);
        if (id !== undefined && id !== step.id)
            step.written = id;
        const branches = step.kind === 'parallel' ? Object.keys(step.def.parallel?.branches ?? {}) : [];
        const written = branches.flatMap((branch) => {
            const as = writtenAt(['steps', step.id, 'parallel', 'branches', branch]);
            return as !== undefined && as !== branch ? [[branch, as]] : [];
        });
        if (written.length > 0)
            step.branchesWritten = Object.fromEntries(written);
    }
}
/** Steps an importer added (ImportedWorkflow.helperSteps) are not the user's: implicit, left out of progress counts. */
function markHelpers(workflow, ids, requiresChecks, skipStages) {
    for (const id of ids) {
        const step = workflow.steps.get(id);
        if (step)
            step.implicit = true;
    }
    for (const [id, of] of Object.entries(requiresChecks)) {
        const step = workflow.steps.get(id);
        if (step?.kind === 'decision')
            step.requiresCheckOf = of;
    }
    for (const [id, skips] of Object.entries(skipStages)) {
        const step = workflow.steps.get(id);
        if (step !== undefined && step.kind !== 'decision')
            step.skipsStep = { step: skips.step, status: skips.status };
    }
}
/** What a document that is not a mapping is instead: an empty file is told so, not called a mapping that is missing. */
function notAMapping(raw, text) {
    if (raw === null || raw === undefined) {
        if (text.trim() === '')
            return 'the file is empty';
        // Anything besides comments and document markers: a null written out (`null`, `~`).
        const written = text.split(/\r?\n/).some((line) => !/^\s*(#.*)?$/.test(line) && !/^(---|\.\.\.)\s*(#.*)?$/.test(line));
        return written ? 'the file holds a null document' : 'the file holds no value (only comments, or an empty document)';
    }
    if (Array.isArray(raw))
        return 'the file is a YAML list';
    return `the file is a single ${typeof raw === 'string' ? 'text' : typeof raw} value`;
}
/** Keys a workflow cannot do without: a schema error there leaves nothing to check further. */
const ESSENTIAL = new Set(['version', 'name', 'state_path']);
/**
 * What is left of `data` once every key a schema issue points at is dropped: the key right below
 * the innermost step holding the issue (a step's bad key), the step itself when the step is not a
 * mapping, or a non-essential top-level key. Undefined when that does not give a valid file.
 */
function recoverModel(data, issues) {
    // First drop only the offending keys themselves (fewest knock-on effects), then whole step keys.
    for (const level of ['leaf', 'step']) {
        const current = structuredClone(data);
        const dropped = [];
        const unknownKeys = [];
        let pending = issues;
        for (let round = 0; round < 4; round++) {
            // Unknown keys first: a key read under its match (`mesage` as `message`) answers the
            // issue that said the match was missing, which must not then drop it.
            const renamedInto = new Set();
            const ordered = [...pending.filter((i) => i.code === 'unrecognized_keys'), ...pending.filter((i) => i.code !== 'unrecognized_keys')];
            for (const issue of ordered) {
                const path = issue.path.filter((p) => typeof p !== 'symbol');
                const targets = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...path, k]) : [path];
                for (const target of targets) {
                    const outer = prunePoint(target);
                    if (outer === undefined)
                        return undefined;
                    // Leaf level: the key itself, then one level up per round, never above the step's own key.
                    const cut = level === 'leaf' ? target.slice(0, Math.max(outer.length, target.length - round)) : outer;
                    // A key of a union's other form (`if` beside `else` in a decision branch) is no stray key: the
                    // branch is broken, and left out as a broken step is (what remains, `else: a`, is not what was meant).
                    if (issue.code === 'unrecognized_keys' && cut.length === target.length && !otherFormKey(current, path, String(target[target.length - 1]))) {
                        // An unknown key: read under its did-you-mean match when the mapping lacks that key
                        // (what the hint asks for), else left out; the rest of its mapping stays whole.
                        const as = renameUnknown(current, path, String(target[target.length - 1]));
                        if (as !== undefined)
                            renamedInto.add(JSON.stringify([...path, as]));
                        if (as !== undefined || deleteAt(current, cut)) {
                            dropped.push(cut);
                            unknownKeys.push(as === undefined ? { path: cut } : { path: cut, as });
                        }
                    }
                    else if (!renamedInto.has(JSON.stringify(target)) && deleteAt(current, cut))
                        dropped.push(cut);
                }
            }
            const again = WorkflowFile.safeParse(current, { jitless: true });
            if (again.success)
                return { data: again.data, dropped, unknownKeys };
            pending = again.error.issues;
        }
    }
    return undefined;
}
/**
 * Move unknown key `key` of the mapping at `path` to the known key it most likely misspells, when
 * the mapping does not hold that one already. The key it was moved to, or undefined (not moved).
 */
function renameUnknown(root, path, key) {
    const mapping = valueAt(root, path);
    if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping) || !Object.hasOwn(mapping, key))
        return undefined;
    if (elseBranchTo(path, mapping, key))
        return undefined;
    const as = likelyKey(key, path);
    if (as === undefined || Object.hasOwn(mapping, as))
        return undefined;
    const record = mapping;
    record[as] = record[key];
    delete record[key];
    return as;
}
/**
 * The known key an unknown key `key` (at `path`) most likely misspells. None when `key` is itself
 * known there, allowed in another form of a union (`if` beside `else` in a decision branch): it is
 * no misspelling, and the next closest key (`to` for `if`) is no fix. It may be one the mapping
 * already has: then `key` is a second spelling of it, not a key to rename to it.
 */
function likelyKey(key, path) {
    const known = knownKeysAt(WorkflowFile, path);
    return known.includes(key) ? undefined : (0,did_you_mean/* closest */.kp)(key, known);
}
/** A key allowed in another form of the union at `path` (`if` beside `else`), but not an else branch's `to` (left out, the branch stays an else). */
function otherFormKey(root, path, key) {
    const mapping = valueAt(root, path);
    if (typeof mapping !== 'object' || mapping === null || elseBranchTo(path, mapping, key))
        return false;
    return knownKeysAt(WorkflowFile, path).includes(key);
}
/** `to` in a decision's else branch (`- else: publish` then `to: publish`): the else names its step itself. */
function elseBranchTo(path, mapping, key) {
    return key === 'to' && path[path.length - 2] === 'decide' && Object.hasOwn(mapping, 'else') && !Object.hasOwn(mapping, 'if');
}
/** The path to drop for an issue at `path`: a step's own key (steps.<id>.<key>, per_item and branches too), else a top-level key. */
function prunePoint(path) {
    if (path.length === 0)
        return undefined;
    if (path[0] !== 'steps' && path[0] !== 'phases')
        return ESSENTIAL.has(String(path[0])) ? undefined : [path[0]];
    if (path.length < 2)
        return undefined;
    // Descend through nested step maps: steps.<id>[.per_item.<id> | .parallel.branches.<id>]...
    let stepEnd = 2;
    for (;;) {
        if (path[stepEnd] === 'per_item' && path.length > stepEnd + 1)
            stepEnd += 2;
        else if (path[stepEnd] === 'parallel' && path[stepEnd + 1] === 'branches' && path.length > stepEnd + 2)
            stepEnd += 3;
        else
            break;
    }
    return path.length > stepEnd ? path.slice(0, stepEnd + 1) : path.slice(0, stepEnd);
}
function deleteAt(root, path) {
    let node = root;
    for (const segment of path.slice(0, -1)) {
        if (typeof node !== 'object' || node === null)
            return false;
        node = node[segment];
    }
    const last = path[path.length - 1];
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, last))
        return false;
    if (Array.isArray(node) && typeof last === 'number')
        node.splice(last, 1);
    else
        delete node[last];
    return true;
}
/**
 * A step key (statuses, output \u2026) indented like a step id or a top-level key became one: the
 * shape errors it caused are replaced by one KEY_MISINDENTED that says so.
 */
function withMisplacedKeys(diagnostics, text, source, rel) {
    const stepKeys = knownKeysAt(WorkflowFile, ['steps', 'step']);
    const misplaced = new Map();
    for (const d of diagnostics) {
        const asStep = d.path[0] === 'steps' && typeof d.path[1] === 'string' && d.path.length >= 2;
        const asTop = d.code === 'UNKNOWN_KEY' && d.path.length === 1 && typeof d.path[0] === 'string';
        const key = asStep ? d.path[1] : asTop ? d.path[0] : undefined;
        if (key === undefined)
            continue;
        const keyPath = asStep ? ['steps', key] : [key];
        const id = keyPath.join('.');
        if (misplaced.has(id))
            continue;
        const pos = source.locate(keyPath);
        const why = (0,yaml_hints/* misplacedKeyMessage */.Dg)(text, key, pos.line, pos.column, asStep ? 'step id' : 'top-level key', stepKeys);
        if (why)
            misplaced.set(id, { code: 'KEY_MISINDENTED', severity: 'error', message: why.message, hint: why.hint, file: rel, line: why.line, column: why.column, path: keyPath });
    }
    if (misplaced.size === 0)
        return diagnostics;
    const covered = (d) => [...misplaced.values()].some((m) => m.path.every((seg, i) => d.path[i] === seg));
    return [...diagnostics.filter((d) => !covered(d)), ...misplaced.values()];
}
/** A document that means to be native: the zod schema explains what is wrong with it. */
function looksNative(data) {
    const o = data;
    return 'version' in o || 'name' in o || 'state_path' in o || 'steps' in o || 'phases' in o;
}
function buildModel(data, source, rel, abs, digestOf, diagnostics, format) {
    const at = (path) => ({ file: rel, ...source.locate(path), path });
    const version = String(data.version);
    if (data.version === 4) {
        // `version: 4.0` unquoted is the number 4 to YAML: accepted as '4.0', with a word about it.
        diagnostics.push({ code: 'VERSION_NOT_QUOTED', severity: 'warning', message: "version 4.0 is not quoted, so YAML reads it as the number 4; it is taken as '4.0'", hint: "Quote it: version: '4.0'.", ...at(['version']) });
    }
    else if (!SUPPORTED_VERSIONS.includes(version)) {
        diagnostics.push({ code: 'UNSUPPORTED_VERSION', severity: 'error', message: `version '${version}' is not supported (supported: ${SUPPORTED_VERSIONS.join(', ')})`, hint: "Set version: '4.0'.", ...at(['version']) });
    }
    const steps = new Map();
    const addSteps = (map, base) => {
        if (!map)
            return;
        const positions = source.keyPositions(base);
        for (const [id, def] of Object.entries(map)) {
            const path = [...base, id];
            const position = positions.get(id) ?? { line: 1, column: 1 };
            const { kind, problem } = (0,workflow/* classifyStep */.d_)(def);
            if (problem !== undefined || kind === undefined) {
                diagnostics.push({ code: 'STEP_KIND_INVALID', severity: 'error', message: `step '${id}': ${problem}`, hint: 'See docs/workflow-format.md for the step kinds.', file: rel, ...position, path });
                continue;
            }
            // Per-item steps of a foreach live in their own namespace; keep them out of the top map.
            if (base.length === 1)
                steps.set(id, { id, kind, def, path, ...position });
        }
    };
    addSteps(data.steps, ['steps']);
    if (data.steps && data.phases) {
        diagnostics.push({ code: 'STEPS_AND_PHASES', severity: 'error', message: 'a workflow has either steps or phases, not both', hint: 'Move the phases into a composite workflow of their own.', ...at(['phases']) });
    }
    // An empty steps (or phases) map runs nothing: an error, never a crash (an importer that already
    // said why its file has nothing to run is not repeated).
    const noSteps = (!data.steps || Object.keys(data.steps).length === 0) && (!data.phases || Object.keys(data.phases).length === 0);
    if (noSteps && (format === 'native' || !diagnostics.some((d) => d.severity === 'error'))) {
        diagnostics.push({ code: 'NO_STEPS', severity: 'error', message: 'the workflow has no steps (and no phases)', hint: 'Add a steps: map; its first key is the entry step.', file: rel, line: 1, column: 1, path: [] });
    }
    const firstStep = data.steps ? Object.keys(data.steps)[0] : undefined;
    const entry = data.entry ?? firstStep;
    let digest;
    return {
        file: rel,
        absPath: abs,
        get digest() {
            return (digest ??= digestOf());
        },
        format,
        source,
        data,
        name: data.name,
        entry,
        steps,
        inputs: {
            required: data.inputs?.required ?? [],
            optional: data.inputs?.optional ?? [],
            defaults: data.inputs?.defaults ?? {},
        },
        execution: {
            executionMode: data.execution?.execution_mode ?? 'resume',
            ignorePreviousCompletion: data.execution?.ignore_previous_completion ?? false,
            delegationMode: data.execution?.delegation_mode ?? 'direct_only',
            maxVisits: data.execution?.max_visits ?? workflow/* DEFAULT_MAX_VISITS */.qc,
            timeoutMinutes: data.execution?.timeout_minutes ?? workflow/* DEFAULT_TIMEOUT_MINUTES */.EV,
            onSourceChange: data.execution?.on_source_change,
        },
    };
}
/**
 * Whether the text can spell '__proto__' at all: written out, or through a double-quoted scalar's
 * escapes (\x5f, \u005f, \U0000005f) or escaped line break ("__pro\<newline>to__"). No other
 * YAML (or JSON) form yields it: plain, single-quoted and block scalars have no escapes, and an
 * alias repeats its anchor's text. Without it the walk over every value is skipped (a 5,000-step
 * file holds ~100,000 of them).
 */
function mayNameProto(text) {
    return text.includes('__proto__') || /\\[xuU\r\n]/.test(text);
}
/** Paths of every '__proto__' key, and of '__proto__' entries in the input lists (iterative). */
function protoNames(data) {
    const pathOf = (at, last) => {
        const path = [last];
        for (let cur = at; cur !== undefined; cur = cur.parent)
            path.push(cur.key);
        path.pop(); // the root's placeholder key
        return path.reverse();
    };
    const found = [];
    const root = { parent: undefined, key: '' };
    const stack = [[data, root]];
    while (stack.length > 0) {
        const [value, at] = stack.pop();
        if (Array.isArray(value)) {
            const inputList = at.parent?.parent === root && at.parent.key === 'inputs' && (at.key === 'required' || at.key === 'optional');
            for (let i = 0; i < value.length; i++) {
                const item = value[i];
                if (inputList && item === '__proto__')
                    found.push(pathOf(at, i));
                else if (typeof item === 'object' && item !== null)
                    stack.push([item, { parent: at, key: i }]);
            }
        }
        else if (typeof value === 'object' && value !== null) {
            for (const key of Object.getOwnPropertyNames(value)) {
                const item = value[key];
                if (key === '__proto__')
                    found.push(pathOf(at, key));
                else if (typeof item === 'object' && item !== null)
                    stack.push([item, { parent: at, key }]);
            }
        }
    }
    return found;
}
/** Shape problems inside foreach.bindings get their own code (the 4.0 "bindings well formed" rule). */
function bindingCode(d) {
    const i = d.path.indexOf('bindings');
    return i > 0 && d.path[i - 1] === 'foreach' && d.code !== 'UNKNOWN_KEY' ? { ...d, code: 'FOREACH_BINDING_INVALID' } : d;
}
function describeValue(value) {
    if (value === undefined)
        return 'nothing';
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    // A value a YAML tag made (!!binary, !!set, !!omap, !!timestamp): named by its tag, not as a mapping.
    if (value instanceof Uint8Array)
        return 'a !!binary value';
    if (value instanceof Set)
        return 'a !!set value';
    if (value instanceof Map)
        return 'a !!omap or !!pairs value';
    if (value instanceof Date)
        return 'a !!timestamp value';
    if (typeof value === 'object')
        return 'a mapping';
    if (typeof value === 'number' && Number.isNaN(value))
        return 'a number that is not a number (.nan)';
    if (typeof value === 'number' && !Number.isFinite(value))
        return `a number too large to hold (${value > 0 ? '' : '-'}Infinity: .inf, or a literal like 1e400)`;
    if (typeof value === 'string')
        return `the string '${value.length > 40 ? value.slice(0, 40) + '\u2026' : value}'`;
    return `${typeof value} ${String(value)}`;
}
/** An invalid_union of the Scalar union (schema.ts): every alternative a string, number, boolean or null that did not match. */
function isScalarUnion(issue) {
    if (issue.code !== 'invalid_union' || !('errors' in issue) || !Array.isArray(issue.errors) || issue.errors.length !== 4)
        return false;
    const expected = issue.errors.map((alt) => (alt.length === 1 && alt[0].code === 'invalid_type' ? String(alt[0].expected) : '')).sort();
    return expected.join(',') === 'boolean,null,number,string';
}
function valueAt(data, path) {
    let current = data;
    for (const segment of path) {
        if (typeof current !== 'object' || current === null)
            return undefined;
        current = current[segment];
    }
    return current;
}
function schemaDiagnostic(issue, source, file, data) {
    const path = issue.path.filter((p) => typeof p !== 'symbol');
    const where = path.length > 0 ? path.join('.') : 'the workflow';
    const base = { severity: 'error', file, path };
    if (path.length === 1 && path[0] === 'version') {
        const v = valueAt(data, path);
        // No version at all is a missing key, not an unsupported value ("version nothing is not supported").
        if (v === undefined)
            return { ...base, code: 'UNSUPPORTED_VERSION', message: `version: is missing (supported: ${SUPPORTED_VERSIONS.join(', ')})`, hint: "Add version: '4.0' at the top of the file.", ...source.locateValue(path) };
        return { ...base, code: 'UNSUPPORTED_VERSION', message: `version ${typeof v === 'string' ? `'${v}'` : describeValue(v)} is not supported (supported: ${SUPPORTED_VERSIONS.join(', ')})`, hint: "Set version: '4.0'.", ...source.locateValue(path) };
    }
    switch (issue.code) {
        case 'unrecognized_keys': {
            const keys = issue.keys;
            const known = knownKeysAt(WorkflowFile, path);
            const first = keys[0] ?? '';
            const value = valueAt(data, path);
            const mapping = typeof value === 'object' && value !== null ? value : {};
            const at = { ...source.locate([...path, first]), path: [...path, first] };
            if (elseBranchTo(path, mapping, first)) {
                // `- else: publish` then `to: publish`: the else branch names its step itself.
                const target = mapping['else'];
                const same = target === mapping['to'];
                return {
                    ...base,
                    code: 'UNKNOWN_KEY',
                    message: `unknown key 'to' in ${where}: an else branch takes no 'to'; it goes to the step its else names${typeof target === 'string' ? ` ('${target}')` : ''}`,
                    hint: same ? `Remove 'to' (else: ${String(target)} already goes there).` : "Remove 'to', and write the step the else branch goes to as its value: - else: <step | DONE | BLOCKED>.",
                    ...at,
                };
            }
            if (first === '<<') {
                // A YAML 1.1 merge key (`<<: *common`): YAML 1.2, which stagegate reads, has none.
                return {
                    ...base,
                    code: 'UNKNOWN_KEY',
                    message: `unknown key '<<' in ${where}: YAML merge keys (<<: *anchor) are not supported (workflow files are read as YAML 1.2, which has none)`,
                    hint: 'Write the keys out in each mapping; an anchor and alias of a whole value (key: *anchor) still works.',
                    ...at,
                };
            }
            if (path[path.length - 2] === 'decide' && known.includes(first)) {
                // `- if: <expression>` with `else: b` in one branch: the two forms of a branch mixed.
                return {
                    ...base,
                    code: 'UNKNOWN_KEY',
                    message: `unknown key '${first}' in ${where}: a decision branch is {if: <expression>, to: <step>} or, last, {else: <step>}, not both in one`,
                    hint: "Give the if its own branch (- if: <expression> with to: <step> under it) and end the list with - else: <step | DONE | BLOCKED>.",
                    ...at,
                };
            }
            // A likely typo gets the one fix: never the key as written, nor a key the mapping already
            // has (renaming to it would make a duplicate key). Otherwise every key allowed here (a step takes ~36).
            const likely = keys.length === 1 ? likelyKey(first, path) : undefined;
            const twin = likely !== undefined && Object.hasOwn(mapping, likely) ? likely : undefined;
            const match = twin === undefined ? likely : undefined;
            if (twin !== undefined) {
                const line = source.locate([...path, twin]).line;
                return {
                    ...base,
                    code: 'UNKNOWN_KEY',
                    message: `unknown key '${first}' in ${where}: it looks like a misspelt '${twin}', which ${where} already has (line ${line})`,
                    hint: `Remove '${first}' (or move its value to '${twin}', line ${line}, if that is the one meant: a mapping holds each key once).`,
                    ...at,
                };
            }
            return {
                ...base,
                code: 'UNKNOWN_KEY',
                message: `unknown key${keys.length > 1 ? 's' : ''} ${keys.map((k) => `'${k}'`).join(', ')} in ${where}.${match !== undefined ? ` Did you mean '${match}'?` : ''}`,
                // agent_package_version is the runner's (always an error in a file): not offered as allowed.
                hint: match !== undefined ? `Rename '${first}' to '${match}'.` : known.length > 0 ? `Allowed keys here: ${known.filter((k) => !(path.length === 0 && k === 'agent_package_version')).join(', ')}.` : 'Remove the key.',
                ...at,
            };
        }
        case 'invalid_type': {
            const actual = valueAt(data, path);
            const missing = actual === undefined;
            // `output: {{artifact_root}}` unquoted: a mapping to YAML; say so, and how to quote it.
            const placeholder = !missing && describeValue(actual) === 'a mapping' ? (0,yaml_hints/* unquotedPlaceholder */.Hm)(source.text, source.locateValue(path).line) : undefined;
            if (placeholder) {
                return { ...base, code: 'INVALID_TYPE', message: `${where} must be ${article(issue.expected)}, got a mapping: ${placeholder.message}`, hint: placeholder.hint, ...source.locateValue(path) };
            }
            return {
                ...base,
                code: missing ? 'MISSING_KEY' : 'INVALID_TYPE',
                message: missing ? `${where} is required` : `${where} must be ${issue.expected === 'number' && typeof actual === 'number' ? 'a finite number' : article(issue.expected)}, got ${describeValue(actual)}`,
                hint: missing ? `Add ${path[path.length - 1] ?? 'it'}: (see docs/workflow-format.md).` : 'See docs/workflow-format.md for the expected shape.',
                ...(missing ? source.locate(path.slice(0, -1)) : source.locateValue(path)),
            };
        }
        case 'invalid_union':
            if (path[path.length - 1] === 'gate_schema') {
                return {
                    ...base,
                    code: 'INVALID_TYPE',
                    message: `${where} must be a schema file (.json, .yaml or .yml) or a JSON Schema written as a mapping; got ${describeValue(valueAt(data, path))}`,
                    hint: 'See docs/workflow-format.md#gate-schema.',
                    ...source.locateValue(path),
                };
            }
            if (path[path.length - 2] === 'decide' && typeof path[path.length - 1] === 'number')
                return decisionBranchDiagnostic(path, valueAt(data, path), source, file);
            // An input value (inputs.defaults, a step's inputs, derived_inputs): a plain value, not a transition target.
            if (isScalarUnion(issue)) {
                const actual = valueAt(data, path);
                const placeholder = describeValue(actual) === 'a mapping' ? (0,yaml_hints/* unquotedPlaceholder */.Hm)(source.text, source.locateValue(path).line) : undefined;
                if (placeholder) {
                    return { ...base, code: 'INVALID_TYPE', message: `${where} must be a plain value (a string, a finite number, true/false or null); got a mapping: ${placeholder.message}`, hint: placeholder.hint, ...source.locateValue(path) };
                }
                return {
                    ...base,
                    code: 'INVALID_TYPE',
                    message: `${where} must be a plain value (a string, a finite number, true/false or null); got ${describeValue(actual)}`,
                    hint: typeof actual === 'number' ? 'Write a finite number, or quote the value to keep it as text.' : "Write the value as text (quoted when it holds ': ' or starts with '{' or '['); a structure passes as text, e.g. JSON in quotes.",
                    ...source.locateValue(path),
                };
            }
            return {
                ...base,
                code: 'INVALID_VALUE',
                message: `${where} must be a step id, DONE, BLOCKED, or {if_input_present: {<input>: <step>}, else: <step>}; got ${describeValue(valueAt(data, path))}`,
                hint: 'Write the target as a plain step id, or the conditional form.',
                ...source.locateValue(path),
            };
        case 'invalid_value':
            return {
                ...base,
                code: 'INVALID_VALUE',
                message: `${where} must be one of ${issue.values.map((v) => `'${String(v)}'`).join(', ')}; got ${describeValue(valueAt(data, path))}`,
                hint: `Use one of: ${issue.values.map(String).join(', ')}.`,
                ...source.locateValue(path),
            };
        case 'invalid_key': {
            // The path ends with the key itself: name it, say what such a name may hold, point at the key.
            const key = String(path[path.length - 1] ?? '');
            const container = path.slice(0, -1).join('.') || 'the workflow';
            const binding = path[path.length - 2] === 'bindings';
            const what = binding ? 'binding name' : path[path.length - 2] === 'statuses' ? 'status name' : 'key';
            const rule = binding ? 'a binding name uses letters, digits and _ and does not start with a digit' : what === 'status name' ? 'a status name uses letters, digits, _, . and - only' : 'see docs/workflow-format.md for the names allowed here';
            const renamed = binding ? key.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^(?=[0-9])/, '_') : key.replace(/[^A-Za-z0-9_.-]+/g, '_');
            return {
                ...base,
                code: 'INVALID_KEY',
                message: `${what} '${key}' in ${container} is not allowed: ${rule}`,
                hint: renamed !== '' && renamed !== key ? `Rename it, e.g. to '${renamed}'${binding ? ', and the placeholders that use it' : what === 'status name' ? ' (and in the gate its stage writes)' : ''}.` : `Rename it: ${rule}.`,
                ...source.locate(path),
            };
        }
        default:
            return {
                ...base,
                code: 'INVALID_VALUE',
                message: `${where}: ${issue.message.replace(/^Invalid input: /, '')} (got ${describeValue(valueAt(data, path))})`,
                hint: 'See docs/workflow-format.md for the allowed values.',
                ...source.locateValue(path),
            };
    }
}
/**
 * A decision branch that is neither {if, to} nor {else}: named by what is wrong in it, not as a
 * status target (the two share zod's union error). An unquoted `if: true` or `if: 3` is YAML's
 * boolean or number, and the condition is a string expression.
 */
function decisionBranchDiagnostic(path, branch, source, file) {
    const where = path.join('.');
    const shape = 'a decision branch is {if: <expression>, to: <step>} or, last, {else: <step>}';
    const finding = (message, hint, at) => ({ code: 'INVALID_VALUE', severity: 'error', message, hint, file, ...source.locateValue(at), path: at });
    if (typeof branch !== 'object' || branch === null || Array.isArray(branch)) {
        return finding(`${where}: ${shape}; got ${describeValue(branch)}`, 'Write the branch as - if: <expression> with to: <step> under it, or - else: <step>.', path);
    }
    const b = branch;
    const stepValue = (key) => `${where}.${key} must be a step id, DONE or BLOCKED; got ${describeValue(b[key])}`;
    if (Object.hasOwn(b, 'if')) {
        const cond = b['if'];
        if (typeof cond !== 'string') {
            const plain = typeof cond === 'boolean' || typeof cond === 'number';
            const expression = "an expression over inputs, steps, visits, run and files, e.g. if: inputs.strict == 'true' (docs/workflow-format.md#decision-steps)";
            return finding(`${where}.if must be a string expression; got ${cond === null ? 'no value' : describeValue(cond)}${plain ? ` (YAML reads an unquoted ${String(cond)} as a ${typeof cond})` : ''}`, plain ? `Quote it: if: '${String(cond)}'. The condition is ${expression}.` : `Write the condition as one string (quoted when it holds ': ' or starts with {, [ or a quote): ${expression}.`, [...path, 'if']);
        }
        if (cond === '')
            return finding(`${where}.if is empty: the condition must be an expression`, "Write the expression, e.g. if: inputs.strict == 'true'.", [...path, 'if']);
        if (!Object.hasOwn(b, 'to'))
            return finding(`${where} has an if but no to: the step to go to when the expression is truthy`, 'Add to: <step | DONE | BLOCKED> under the if.', path);
        if (typeof b['to'] !== 'string' || b['to'] === '')
            return finding(stepValue('to'), 'Write to: <step | DONE | BLOCKED>.', [...path, 'to']);
    }
    else if (Object.hasOwn(b, 'else') && (typeof b['else'] !== 'string' || b['else'] === '')) {
        return finding(stepValue('else'), 'Write else: <step | DONE | BLOCKED>.', [...path, 'else']);
    }
    return finding(`${where}: ${shape}; got a mapping of ${Object.keys(b).map((k) => `'${k}'`).join(', ') || 'no keys'}`, 'Write the branch as - if: <expression> with to: <step> under it, or - else: <step>.', path);
}
function article(expected) {
    const words = { string: 'a string', number: 'a number', boolean: 'true or false', object: 'a mapping', array: 'a list', record: 'a mapping', int: 'an integer' };
    return words[expected] ?? expected;
}
/** The first candidate that exists inside the workspace (symlinks included) as a regular file, with its bytes' sha256; one outside is none (validate refuses it: PATH_OUTSIDE_WORKSPACE). */
function readPromptFile(workspace, candidates) {
    for (const path of candidates) {
        let abs;
        try {
            abs = workspace.resolve(path, 'prompt file').abs;
        }
        catch {
            return undefined;
        }
        // Hashed in chunks from a descriptor that never blocks: a FIFO (or a folder) in the file's
        // place is no file the agent reads, not a read that waits forever for a writer.
        let sha256;
        try {
            sha256 = (0,workspace_digest/* sha256File */.Q3)(abs);
        }
        catch {
            continue;
        }
        return { path, sha256 };
    }
    return undefined;
}


/***/ }),

/***/ 6991:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dm: () => (/* binding */ lastDecision),
/* harmony export */   F2: () => (/* binding */ parseReference),
/* harmony export */   HJ: () => (/* binding */ BRANCH_ID_IN_REFERENCE),
/* harmony export */   Hp: () => (/* binding */ BindingsWithReferences),
/* harmony export */   Oo: () => (/* binding */ branchResult),
/* harmony export */   Zu: () => (/* binding */ standingBranches),
/* harmony export */   _K: () => (/* binding */ standingResult),
/* harmony export */   aF: () => (/* binding */ isValidReference),
/* harmony export */   aZ: () => (/* binding */ referenceableBranches),
/* harmony export */   sX: () => (/* binding */ resolveReference),
/* harmony export */   w_: () => (/* binding */ referenceable)
/* harmony export */ });
/* unused harmony export lastVisitBranches */
/* harmony import */ var _state_taken_back_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(232);
/* harmony import */ var _workflow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7280);


const OUTPUT_REF = /^steps\.(.+)\.output$/;
// output_or_empty: a step that finished without an accepted output (skipped \u2014 by a person or by
// on_failure: skip \u2014 or failed and routed on) gives "" \u2014 what CCW's wf-player substitutes for a
// skipped node's output_path (wf-player 03-execute.md: an unresolvable reference becomes "").
const OUTPUT_OR_EMPTY_REF = /^steps\.(.+)\.output_or_empty$/;
const GATE_REF = /^steps\.(.+)\.gate\.([A-Za-z_][A-Za-z0-9_-]*)$/;
// gate_or_empty: a step that ran but reported no such key (or fewer list entries) gives "" \u2014
// what CCW's wf-player substitutes for a node's missing session_id or artifacts[k].
const GATE_OR_EMPTY_REF = /^steps\.(.+)\.gate_or_empty\.([A-Za-z_][A-Za-z0-9_-]*)(?:\.(\d+))?$/;
const VISITS_REF = /^steps\.(.+)\.visits$/;
// A parallel step's branch: steps.<parallel>.branches.<branch>.output[_or_empty] and
// .gate[_or_empty].<key>[.<n>] \u2014 the branch's accepted output and gate on the step's last visit.
// <branch> is any id a placeholder name can spell, dots included (branch ids may hold dots, as
// step ids do): the tail anchors the parse, so `branches.unit.tests.output` is branch unit.tests.
// An id with another character (a space \u2026) cannot be spelt: PARALLEL_BRANCH_ID_UNREFERENCEABLE.
const BRANCH_ID_IN_REFERENCE = /^[A-Za-z0-9_.-]+$/;
const BRANCH_OUTPUT_REF = /^steps\.(.+)\.branches\.([A-Za-z0-9_.-]+)\.(output|output_or_empty)$/;
const BRANCH_GATE_REF = /^steps\.(.+)\.branches\.([A-Za-z0-9_.-]+)\.(gate|gate_or_empty)\.([A-Za-z_][A-Za-z0-9_-]*)(?:\.(\d+))?$/;
// An approval step's last decision in this run: approved/rejected, its --note ('' without one), --by.
const APPROVAL_REF = /^steps\.(.+)\.(decision|note|by)$/;
/** Parse a placeholder name as a runtime reference (undefined when it is not one). */
function parseReference(name) {
    // Branch forms first: steps.p.branches.b.gate.k would otherwise read as a gate of step 'p.branches.b'.
    const branchOutput = BRANCH_OUTPUT_REF.exec(name);
    if (branchOutput)
        return { step: branchOutput[1], branch: branchOutput[2], what: 'output', ...(branchOutput[3] === 'output_or_empty' ? { orEmpty: true } : {}) };
    const branchGate = BRANCH_GATE_REF.exec(name);
    if (branchGate && (branchGate[3] === 'gate_or_empty' || branchGate[5] === undefined)) {
        return { step: branchGate[1], branch: branchGate[2], what: 'gate', key: branchGate[4], ...(branchGate[3] === 'gate_or_empty' ? { orEmpty: { index: branchGate[5] !== undefined ? Number(branchGate[5]) : undefined } } : {}) };
    }
    const optional = GATE_OR_EMPTY_REF.exec(name);
    if (optional)
        return { step: optional[1], what: 'gate', key: optional[2], orEmpty: { index: optional[3] !== undefined ? Number(optional[3]) : undefined } };
    const gate = GATE_REF.exec(name);
    if (gate)
        return { step: gate[1], what: 'gate', key: gate[2] };
    const outputOrEmpty = OUTPUT_OR_EMPTY_REF.exec(name);
    if (outputOrEmpty)
        return { step: outputOrEmpty[1], what: 'output', orEmpty: true };
    const visits = VISITS_REF.exec(name);
    if (visits)
        return { step: visits[1], what: 'visits' };
    const approval = APPROVAL_REF.exec(name);
    if (approval)
        return { step: approval[1], what: 'approval', field: approval[2] };
    const output = OUTPUT_REF.exec(name);
    if (output)
        return { step: output[1], what: 'output' };
    return undefined;
}
/**
 * Steps a reference may name: steps that accept an output with a gate (shell and agent stages),
 * or whose result contract gives them a gate without a declared output (aiox, maestro).
 */
function referenceable(step) {
    return step !== undefined && (step.def.output !== undefined || step.def.result_contract !== undefined) && (step.kind === 'shell' || step.kind === 'agent');
}
/** The value of one reference now, or undefined when the state does not have it (yet). */
function resolveReference(state, name) {
    const ref = parseReference(name);
    if (!ref)
        return undefined;
    const known = Object.prototype.hasOwnProperty.call(state.steps, ref.step);
    // A step never entered has 0 visits (validate checks that <id> is a step beside the text).
    if (ref.what === 'visits')
        return String(known ? state.steps[ref.step].visits : 0);
    // The last decision recorded for the approval step (the journal's approval_decided events, so a
    // replay gives the same); '' before its first one, so a loop's first pass reads "no decision yet".
    if (ref.what === 'approval') {
        const last = lastDecision(state, ref.step);
        if (last === undefined)
            return '';
        return ref.field === 'decision' ? last.decision : ref.field === 'by' ? last.by : (last.note ?? '');
    }
    if (ref.branch !== undefined)
        return resolveBranchReference(state, ref);
    if (!known)
        return undefined;
    const record = state.steps[ref.step];
    const { output, gate } = standingResult(state, ref.step);
    if (ref.what === 'output') {
        if (ref.orEmpty !== true)
            return output ?? undefined;
        // Only a step that has finished counts as "ran without it" (as gate_or_empty); a verdict that
        // stands from before a rerun reads as it is while the step waits to run again.
        if (record.status === 'pending' || record.status === 'in_flight')
            return output ?? undefined;
        return record.status === 'skipped' || record.status === 'failed' ? '' : (output ?? '');
    }
    return gateValue(gate ?? {}, ref, (record.status === 'pending' || record.status === 'in_flight') && gate === null);
}
/**
 * Step `id`'s accepted output and gate as references and decisions read them: none when a
 * --rerun-from took that verdict back and the run has not accepted the step again (it has not
 * run again, or its new visit was skipped or failed): the old record stays in the state, but a
 * verdict taken back is no longer read \u2014 the step reads as one that has not run (docs/run-semantics.md#rerun-from-a-step).
 */
function standingResult(state, id) {
    const record = Object.hasOwn(state.steps, id) ? state.steps[id] : undefined;
    if (record === undefined)
        return { output: null, gate: null };
    if (!(0,_state_taken_back_js__WEBPACK_IMPORTED_MODULE_1__/* .takenBackPending */ .E8)(state, id))
        return { output: record.output ?? null, gate: record.gate ?? null };
    // Taken back: the verdict that stood before the rerun's step, when the step had one (a loop's earlier visit).
    const before = record.verdicts?.at(-1);
    return before === undefined ? { output: null, gate: null } : { output: before.output, gate: before.gate };
}
/**
 * A parallel step's branch records as references and decisions read them: its last visit's
 * (lastVisitBranches), none while a --rerun-from took the step's verdict back and it has not
 * finished a visit since (a visit entered after the rerun starts its branches anew).
 */
function standingBranches(state, id) {
    const record = Object.hasOwn(state.steps, id) ? state.steps[id] : undefined;
    if (record !== undefined && (record.status === 'pending' || record.status === 'in_flight') && (0,_state_taken_back_js__WEBPACK_IMPORTED_MODULE_1__/* .takenBackPending */ .E8)(state, id))
        return undefined;
    return lastVisitBranches(record);
}
/**
 * A parallel step's branch records when they are its last visit's: none when the step was entered
 * again and skipped (or has not started that visit's branches) \u2014 the records left are an earlier visit's.
 */
function lastVisitBranches(record) {
    const parallel = record?.parallel;
    return parallel !== undefined && parallel !== null && parallel.visit === record.visits ? parallel.branches : undefined;
}
/** An approval step's last decision that stands (a --rerun-from takes one back), or undefined. */
function lastDecision(state, step) {
    return (state.approvals ?? []).findLast((a) => a.step === step && a.taken_back_at === undefined);
}
/**
 * A branch's accepted output or gate value on the parallel step's last visit (its branch record;
 * a new visit starts every branch again). The plain forms are unresolved until the branch has one;
 * the _or_empty forms read '' whenever it has none \u2014 before the parallel step first ran too, so a
 * loop's first pass (implement before the reviewers) reads "no review yet".
 */
function resolveBranchReference(state, ref) {
    const branches = standingBranches(state, ref.step);
    const result = branchResult(branches !== undefined && Object.hasOwn(branches, ref.branch) ? branches[ref.branch] : undefined);
    if (ref.what === 'output') {
        const output = result?.output ?? undefined;
        return ref.orEmpty === true ? (output ?? '') : output;
    }
    if (result === undefined)
        return ref.orEmpty !== undefined ? '' : undefined;
    return gateValue(result.gate ?? {}, ref, false);
}
/**
 * A branch's accepted output and gate once it has finished (succeeded or failed), else undefined:
 * what references and decisions read of it. A journal written before branch gates were recorded
 * has the gate's status alone.
 */
function branchResult(branch) {
    if (branch === undefined || (branch.status !== 'succeeded' && branch.status !== 'failed'))
        return undefined;
    return { output: branch.output, gate: branch.gate ?? (branch.gate_status !== null ? { status: branch.gate_status } : null) };
}
function gateValue(gate, ref, unfinished) {
    const has = Object.prototype.hasOwnProperty.call(gate, ref.key);
    let value = has ? gate[ref.key] : undefined;
    if (ref.orEmpty !== undefined) {
        // Only a step that has finished (completed, skipped, failed) counts as "ran without it".
        if (unfinished)
            return undefined;
        if (ref.orEmpty.index !== undefined)
            value = Array.isArray(value) ? value[ref.orEmpty.index] : ref.orEmpty.index === 0 ? value : undefined;
        if (value === undefined || value === null)
            return '';
    }
    else if (!has)
        return undefined;
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}
/**
 * Bindings that answer {{steps.<id>.\u2026}} names from the state on demand. Building every
 * reference up front cost O(steps) per stage, so O(n\u00b2) over a long run.
 */
class BindingsWithReferences extends Map {
    state;
    constructor(entries, state) {
        super(entries);
        this.state = state;
    }
    get(name) {
        return super.get(name) ?? (name.startsWith('steps.') ? resolveReference(this.state, name) : undefined);
    }
    has(name) {
        return this.get(name) !== undefined;
    }
}
/**
 * Whether `name` is a runtime reference to a step of `steps` that produces it. `within`: the
 * parallel step whose branch the text belongs to \u2014 its own branches are not readable there (they
 * run beside it, so the value would depend on which finished first).
 */
function isValidReference(name, steps, within) {
    const ref = parseReference(name);
    if (ref === undefined)
        return false;
    if (within !== undefined && ref.what !== 'visits' && ref.what !== 'approval' && ref.branch !== undefined && ref.step === within)
        return false;
    if (ref.what === 'visits')
        return steps.has(ref.step);
    if (ref.what === 'approval')
        return steps.get(ref.step)?.kind === 'approval';
    if (ref.branch !== undefined)
        return referenceable(referenceableBranches(steps.get(ref.step)).get(ref.branch));
    return referenceable(steps.get(ref.step));
}
/** A parallel step's branches by id (empty for any other step), as step models a reference may name. */
function referenceableBranches(step) {
    const out = new Map();
    if (step?.kind !== 'parallel')
        return out;
    for (const [id, def] of Object.entries(step.def.parallel?.branches ?? {})) {
        const { kind, problem } = (0,_workflow_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyStep */ .d_)(def);
        if (kind !== undefined && problem === undefined)
            out.set(id, { id, kind, def, path: [...step.path, 'parallel', 'branches', id], line: step.line, column: step.column });
    }
    return out;
}


/***/ }),

/***/ 1513:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EM: () => (/* binding */ templateNamesRun),
/* harmony export */   G$: () => (/* binding */ stateLocatingInputs),
/* harmony export */   S6: () => (/* binding */ latestPointerPath),
/* harmony export */   S8: () => (/* binding */ locatingInputNames),
/* harmony export */   WC: () => (/* binding */ locatingDifferences),
/* harmony export */   h9: () => (/* binding */ sharedArtifactRootDefault),
/* harmony export */   mO: () => (/* binding */ runFolderUnder),
/* harmony export */   tn: () => (/* binding */ templateUses),
/* harmony export */   vw: () => (/* binding */ pathNamesRun)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2183);
// Which folders belong to one run (4.0 Run Isolation and Provenance). A folder is run-scoped
// when its template names the run ({{run_id}}, directly or through other defaults) or its
// resolved path has the run id as one of its segments. A run's own files (manifest, logs, item
// runs) always live in a run-scoped folder: `<folder>/runs/<run_id>` when the workflow's folder is
// shared by every run, and LATEST_RUN.md sits in the folder that holds `runs/`.


/** Whether `template` uses {{name}}, directly or through defaults that it names. */
function templateUses(template, name, workflow, seen = new Set()) {
    for (const m of template.matchAll(_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .PLACEHOLDER */ .Kx)) {
        const ref = m[1];
        if (ref === name)
            return true;
        if (seen.has(ref))
            continue;
        seen.add(ref);
        const inner = (0,_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .scalarToString */ .Vu)(workflow.inputs.defaults[ref]);
        if (inner !== undefined && templateUses(inner, name, workflow, seen))
            return true;
    }
    return false;
}
/**
 * Walk the inputs state_path names, directly or through the defaults of the inputs it names, each
 * once: `visit` returns true when the walk stops at that input (its default is not followed).
 */
function walkStatePath(workflow, visit) {
    const seen = new Set();
    const walk = (template) => {
        for (const m of template.matchAll(_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .PLACEHOLDER */ .Kx)) {
            const ref = m[1];
            if (seen.has(ref))
                continue;
            seen.add(ref);
            if (visit(ref))
                continue;
            const inner = (0,_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .scalarToString */ .Vu)(workflow.inputs.defaults[ref]);
            if (inner !== undefined)
                walk(inner);
        }
    };
    walk(workflow.data.state_path);
}
/**
 * The inputs of `explicit` (an invocation's name=value tokens) that decide where the run's state
 * lives: those state_path names, directly or through the defaults of inputs not given. A command
 * that continues the run must repeat them (the first look for the state has only the invocation's
 * values and the defaults, not the run's recorded inputs); the run id is said with --run-id.
 */
function stateLocatingInputs(workflow, explicit) {
    const out = [];
    walkStatePath(workflow, (ref) => {
        const given = explicit.get(ref);
        if (given === undefined)
            return false;
        if (ref !== 'run_id')
            out.push([ref, given]);
        return true;
    });
    return out;
}
/**
 * The inputs a run was started with (`recorded`, its state's inputs) that locate its state where
 * this invocation's values (`current`) would not: those state_path names, directly or through
 * defaults, whose recorded value differs from this invocation's. Giving them locates the run.
 */
function locatingDifferences(workflow, recorded, current) {
    const out = [];
    walkStatePath(workflow, (ref) => {
        if (ref === 'run_id')
            return true;
        const value = Object.hasOwn(recorded, ref) ? recorded[ref] : undefined;
        if (value === undefined || value === current.get(ref))
            return false;
        out.push([ref, value]);
        return true;
    });
    return out;
}
/** The declared inputs state_path names (directly or through defaults), run_id aside: those that can locate a run. */
function locatingInputNames(workflow) {
    const declared = new Set([...workflow.inputs.required, ...workflow.inputs.optional, ...Object.keys(workflow.inputs.defaults)]);
    const out = [];
    walkStatePath(workflow, (ref) => {
        if (ref === 'run_id')
            return true;
        if (declared.has(ref))
            out.push(ref);
        return false;
    });
    return out;
}
/** Whether `template` depends on {{run_id}}, following defaults that it names. */
function templateNamesRun(template, workflow) {
    return templateUses(template, 'run_id', workflow);
}
/** Whether the workspace-relative `folder` has `runId` as one of its path segments. */
function pathNamesRun(folder, runId) {
    return folder.split('/').includes(runId);
}
/** The folder of a run whose workflow folder `base` is shared by every run: `<base>/runs/<run_id>`. */
function runFolderUnder(base, runId) {
    return base === '.' || base === '' ? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join('runs', runId) : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(base, 'runs', runId);
}
/** The folder of the `artifact_root` default when the workflow declares one that is not run-scoped (fresh runs isolate it). */
function sharedArtifactRootDefault(workflow) {
    const template = (0,_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .scalarToString */ .Vu)(workflow.inputs.defaults['artifact_root']);
    if (template === undefined || template === '')
        return undefined;
    return templateNamesRun(template, workflow) ? undefined : template;
}
/**
 * Where LATEST_RUN.md goes for a run folder: the folder that holds `runs/` (`docs/re/runs/r1`
 * -> `docs/re/LATEST_RUN.md`), else the folder holding the run folder (`runs/hello/r1` ->
 * `runs/hello/LATEST_RUN.md`, `runs/r1` -> `runs/LATEST_RUN.md`). Never the workspace root:
 * undefined when the run folder is a top-level folder or the workspace itself.
 */
function latestPointerPath(runFolder, file) {
    if (runFolder === '.' || runFolder === '')
        return undefined;
    const parent = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(runFolder);
    if (parent === '.')
        return undefined;
    if (node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(parent) === 'runs') {
        const holder = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(parent);
        return holder === '.' ? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(parent, file) : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(holder, file);
    }
    return node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(parent, file);
}


/***/ }),

/***/ 7325:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A8: () => (/* binding */ gateSchemaEngineOf),
/* harmony export */   LR: () => (/* binding */ InvocationReaders),
/* harmony export */   Y7: () => (/* binding */ withWorkflowReaders)
/* harmony export */ });
/* harmony import */ var _formats_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7932);
/* harmony import */ var _gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8266);
// The code a read of workflows may need that most reads never do, loaded on demand: the importers
// of other runners' formats (formats/index.ts) and the gate_schema engine (gate/gate-schema.ts).
// The loader and the validator are synchronous; loading is not. So a read is handed the readers it
// has (WorkflowReaders, a value, never module state), throws FormatImporterNeeded or
// GateSchemaEngineNeeded when it meets what it was not handed, and InvocationReaders loads that
// and runs the read again: one retry loop for both. One InvocationReaders belongs to one
// invocation (a command, a run and its children): what it loaded for one read, the next read of
// the same invocation has; another invocation in the same process (the in-process run tests, a
// host embedding the run) starts with none and loads its own.


/** The gate_schema engine a read was handed; GateSchemaEngineNeeded when it was not. */
function gateSchemaEngineOf(readers) {
    if (readers.gateSchema === undefined)
        throw new _gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_1__.GateSchemaEngineNeeded();
    return readers.gateSchema;
}
const LOADERS = { importer: _formats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .loadImporter */ .r2, gateSchemaEngine: _gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_1__.loadGateSchemaEngine };
/** The readers one invocation has loaded so far, and the loop that loads what its reads turn out to need. */
class InvocationReaders {
    loaders;
    loaded = {};
    constructor(loaders = LOADERS) {
        this.loaders = loaders;
    }
    /** What is loaded now (a read that needs nothing more runs with it synchronously). */
    get readers() {
        return this.loaded;
    }
    /**
     * Run a read of workflows (load, validate, plan \u2026; synchronous, or awaited: `plan` awaits the
     * source commit's look-up) with what it turns out to need: each time it throws
     * FormatImporterNeeded or GateSchemaEngineNeeded for something not yet loaded, that is loaded
     * and the read runs again from the start. `read` must change nothing before it loads its
     * workflows (it may run up to five times; a native workflow without a gate_schema reads once).
     */
    async read(read) {
        for (;;) {
            try {
                return await read(this.loaded);
            }
            catch (error) {
                if (error instanceof _formats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .FormatImporterNeeded */ .r3 && this.loaded[error.format] === undefined)
                    this.loaded = { ...this.loaded, [error.format]: await this.loaders.importer(error.format) };
                else if (error instanceof _gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_1__.GateSchemaEngineNeeded && this.loaded.gateSchema === undefined)
                    this.loaded = { ...this.loaded, gateSchema: await this.loaders.gateSchemaEngine() };
                else
                    throw error;
            }
        }
    }
}
/** A read with readers of its own (an invocation that reads once). */
function withWorkflowReaders(read) {
    return new InvocationReaders().read(read);
}


/***/ }),

/***/ 6773:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dg: () => (/* binding */ misplacedKeyMessage),
/* harmony export */   Hm: () => (/* binding */ unquotedPlaceholder),
/* harmony export */   sG: () => (/* binding */ yamlDiagnostics)
/* harmony export */ });
/* unused harmony export explainYamlProblem */
const KEY_VALUE = /^(\s*)(-\s+)?([A-Za-z0-9_.$-]+|"[^"]*"|'[^']*'):(?:\s+(.*?))?\s*$/;
function meaningful(text) {
    const t = text.trim();
    return t !== '' && !t.startsWith('#');
}
function lineAt(lines, n) {
    const text = lines[n - 1];
    if (text === undefined)
        return undefined;
    return { number: n, indent: text.length - text.trimStart().length, text };
}
function nextMeaningful(lines, n, step) {
    for (let i = n + step; i >= 1 && i <= lines.length; i += step)
        if (meaningful(lines[i - 1]))
            return lineAt(lines, i);
    return undefined;
}
function spaces(n) {
    return `${n} space${n === 1 ? '' : 's'}`;
}
/** A plain (unquoted, not block, not flow) scalar value. */
function plainValue(value) {
    if (value === undefined || value === '')
        return false;
    return !/^["'|>{[&*!#]/.test(value);
}
/** `key: 'value'` with the value single-quoted as YAML wants it ('' for a quote inside). */
function quoted(key, value) {
    return `${key}: '${value.replace(/'/g, "''")}'`;
}
/** The indentation a nested block adds most often in this file (2 when nothing says otherwise). */
function usualStep(lines) {
    const counts = new Map();
    for (let n = 1; n <= lines.length; n++) {
        const l = lineAt(lines, n);
        if (!meaningful(l.text) || !/:\s*$/.test(l.text))
            continue;
        const next = nextMeaningful(lines, n, 1);
        if (next && next.indent > l.indent)
            counts.set(next.indent - l.indent, (counts.get(next.indent - l.indent) ?? 0) + 1);
    }
    let best = 2;
    for (const [step, count] of counts)
        if (count > (counts.get(best) ?? 0))
            best = step;
    return best;
}
/**
 * `key: {{name}}\u2026` with the value unquoted, on line `line`: YAML reads a value that starts with `{`
 * as a flow mapping, so `{{artifact_root}}/a.md` is a syntax error and `{{artifact_root}}` alone a
 * mapping, never the text the placeholder stands in. Undefined when the line holds no such value.
 */
function unquotedPlaceholder(text, line) {
    const at = lineAt(text.split(/\r\n|\r|\n/), line);
    const m = at ? KEY_VALUE.exec(at.text) : null;
    if (!at || !m)
        return undefined;
    const key = m[3];
    // A comment after the value is not part of it (` #` outside quotes).
    const value = (m[4] ?? '').replace(/\s+#.*$/, '');
    if (!/^\{\{\s*[A-Za-z_]/.test(value))
        return undefined;
    return {
        key,
        value,
        column: at.text.indexOf(value, m[1].length + (m[2]?.length ?? 0) + key.length + 1) + 1,
        message: `the value of '${key}' starts with '{{' unquoted, which YAML reads as a mapping ({ ... }), not as text: quote it`,
        hint: `Quote the whole value: ${quoted(key, value)}  (a value that starts with a placeholder is always quoted).`,
    };
}
/** A tab in a line's indentation: YAML indents with spaces only (reported at that line, not where the parser lost its way). */
function tabIndent(lines, problem) {
    const at = lineAt(lines, problem.line);
    if (!at)
        return undefined;
    const tab = at.text.indexOf('\t');
    const neighbour = nextMeaningful(lines, at.number, -1);
    return {
        line: at.number,
        column: tab + 1,
        message: `line ${at.number} is indented with a tab, and YAML indents with spaces only (${problem.message})`,
        hint: `Replace the tab at the start of line ${at.number} with spaces${neighbour ? ` (line ${neighbour.number} above is indented ${spaces(neighbour.indent)})` : ''}.`,
    };
}
/**
 * A key at a column no open block uses (the parser: "All mapping items must start at the same
 * column"). The blocks open above it are its ladder of indents; the key sits between two rungs.
 * When the upper rung is a first key off the file's usual step from its parent while this key is
 * on it (`   a:` then `  b:` under `steps:`), that first key is the mistake and is named instead.
 */
function badIndent(lines, problem) {
    const at = lineAt(lines, problem.line);
    if (!at || !meaningful(at.text))
        return undefined;
    // The ladder: the line above, then each nearest earlier line indented less than the last rung.
    const ladder = [];
    for (let i = at.number - 1; i >= 1; i--) {
        const l = lineAt(lines, i);
        if (meaningful(l.text) && (ladder.length === 0 || l.indent < ladder[ladder.length - 1].indent))
            ladder.push(l);
    }
    const upper = [...ladder].reverse().find((l) => l.indent > at.indent);
    const lower = ladder.find((l) => l.indent < at.indent);
    const key = (l) => KEY_VALUE.exec(l.text)?.[3] ?? l.text.trim().split(/\s/)[0];
    const above = ladder[0];
    if (!upper && above && above.indent < at.indent) {
        // Deeper than the line above, which has its value on its line: nothing opens a block here.
        return {
            line: at.number,
            column: at.indent + 1,
            message: `'${key(at)}' on line ${at.number} is indented ${spaces(at.indent)}, deeper than '${key(above)}' on line ${above.number} (${spaces(above.indent)}), which opens no block: over-indented (${problem.message})`,
            hint: `Indent '${key(at)}' like '${key(above)}:' (${spaces(above.indent)}) if it is a key of the same mapping.`,
        };
    }
    if (!upper || !lower)
        return undefined;
    const step = usualStep(lines);
    if (upper.indent - lower.indent !== step && at.indent - lower.indent === step) {
        return {
            line: upper.number,
            column: upper.indent + 1,
            message: `'${key(upper)}' on line ${upper.number} is indented ${spaces(upper.indent)}, but '${key(at)}' on line ${at.number}, a key of the same mapping (under '${key(lower)}' on line ${lower.number}), is indented ${spaces(at.indent)}: the keys of one mapping start at the same column (${problem.message})`,
            hint: `Indent '${key(upper)}' by ${spaces(at.indent)}, like '${key(at)}' (and what is under it by as much less).`,
        };
    }
    return {
        line: at.number,
        column: at.indent + 1,
        message: `'${key(at)}' on line ${at.number} is indented ${spaces(at.indent)}, a column no key around it starts at: '${key(lower)}' on line ${lower.number} is at ${spaces(lower.indent)} and '${key(upper)}' on line ${upper.number} at ${spaces(upper.indent)} (${problem.message})`,
        hint: `Indent '${key(at)}' like the keys of its mapping: ${spaces(lower.indent)} (a sibling of '${key(lower)}') or ${spaces(upper.indent)} (a sibling of '${key(upper)}').`,
    };
}
/**
 * Git's merge-conflict markers left in the file (`<<<<<<< HEAD` \u2026 `=======` \u2026 `>>>>>>> branch`,
 * always at column 1): the parser's error is wherever it lost its way, the cause is the conflict,
 * named at its first marker.
 */
function conflictMarkers(lines, problem) {
    const marker = /^(<{7}|\|{7}|={7}|>{7})(\s|$)/;
    const at = lines.findIndex((l) => marker.test(l));
    if (at < 0)
        return undefined;
    const numbers = (prefix) => lines.flatMap((l, i) => (l.startsWith(prefix) && marker.test(l) ? [i + 1] : []));
    const [ours, sep, theirs] = [numbers('<<<<<<<'), numbers('======='), numbers('>>>>>>>')];
    const where = [ours.length > 0 ? `'<<<<<<<' line ${ours.join(', ')}` : '', sep.length > 0 ? `'=======' line ${sep.join(', ')}` : '', theirs.length > 0 ? `'>>>>>>>' line ${theirs.join(', ')}` : ''].filter((w) => w !== '').join(', ');
    return {
        line: at + 1,
        column: 1,
        message: `line ${at + 1} is a merge conflict's marker ('${lines[at].trim()}'): the file holds an unresolved git merge conflict (${where}) (${problem.message})`,
        hint: "The lines are a merge conflict's markers: resolve the conflict \u2014 keep the right side (or both, merged), then remove the '<<<<<<<', '=======' and '>>>>>>>' lines.",
    };
}
/**
 * `- Token naming follows convention: {category}/{variant}` \u2014 a list item of prose holding ': ':
 * YAML reads the text before the colon as a key and the rest as its value, which then does not
 * parse (a `{`/`[` there opens a flow collection). Quote the whole item.
 */
function listItemWithColon(at, problem) {
    const item = /^(\s*-\s+)(.*?)\s*$/.exec(at.text);
    if (!item || !plainValue(item[2]))
        return undefined;
    // A comment after the item is not part of it (as for a value, explainYamlProblem).
    const text = item[2].replace(/\s+#.*$/, '');
    const colon = text.search(/:\s/);
    // Prose: the text before the colon has a space (a `- key: value` item is a mapping on purpose).
    if (colon <= 0 || !/\s/.test(text.slice(0, colon)) || /\s#/.test(text.slice(0, colon)))
        return undefined;
    return {
        line: at.number,
        column: item[1].length + colon + 1,
        message: `the list item '${text}' holds ': ' (after '${text.slice(0, colon)}'), which YAML reads as the start of a key: quote the item (${problem.message})`,
        hint: `Quote the whole item: ${item[1].trimStart()}'${text.replace(/'/g, "''")}'  (inside single quotes, write a ' as '').`,
    };
}
/** A clearer message for a YAML syntax problem, when its cause is one of the known mistakes. */
function explainYamlProblem(text, problem) {
    if (problem.code !== 'YAML_SYNTAX')
        return undefined;
    const lines = text.split(/\r\n|\r|\n/);
    // A merge conflict left in the file comes first: whatever the parser says is its consequence.
    const conflict = conflictMarkers(lines, problem);
    if (conflict)
        return conflict;
    if (problem.parserCode === 'TAB_AS_INDENT')
        return tabIndent(lines, problem);
    // A second document (after a `---` line): the file is one workflow, not a stream of them.
    if (problem.parserCode === 'MULTIPLE_DOCS') {
        return {
            message: `a workflow file holds one YAML document, and a second starts at line ${problem.line}${/^---/.test(lineAt(lines, problem.line)?.text ?? '') ? " (its '---' line)" : ''}`,
            hint: "Remove the '---' line and what follows it, or put each workflow in a file of its own.",
            line: problem.line,
            column: problem.column,
        };
    }
    // BAD_INDENT also names an unclosed flow collection: only the mapping-column case is explained here.
    if (problem.parserCode === 'BAD_INDENT' && problem.message.startsWith('All mapping items'))
        return badIndent(lines, problem);
    const at = lineAt(lines, problem.line);
    if (!at)
        return undefined;
    const m = KEY_VALUE.exec(at.text);
    if (!m)
        return listItemWithColon(at, problem);
    const key = m[3];
    const value = m[4];
    // 0. The value starts with a placeholder, unquoted: YAML reads `{{` as a mapping.
    const placeholder = unquotedPlaceholder(text, at.number);
    if (placeholder)
        return { line: at.number, column: placeholder.column, message: `${placeholder.message} (${problem.message})`, hint: placeholder.hint };
    if (!plainValue(value))
        return undefined;
    // 1. The value holds ": " (or ends with ":"): YAML starts a nested mapping there.
    const colon = value.search(/:(\s|$)/);
    if (colon >= 0 && !/\s#/.test(value.slice(0, colon))) {
        return {
            line: at.number,
            column: at.text.indexOf(value, m[1].length + (m[2]?.length ?? 0) + key.length) + colon + 1,
            message: `the value of '${key}' holds ': ' (after '${value.slice(0, colon)}'), which YAML reads as the start of a nested key: quote it (${problem.message})`,
            hint: `Quote the whole value: ${quoted(key, value)}  (inside single quotes, write a ' as '').`,
        };
    }
    // 2. A scalar value followed by a line indented deeper: one of the two lines is off.
    const next = nextMeaningful(lines, at.number, 1);
    if (!next || next.indent <= at.indent)
        return undefined;
    const nextKey = KEY_VALUE.exec(next.text)?.[3] ?? next.text.trim().split(/\s/)[0];
    // A key above, at the next line's depth, in the same mapping (nothing shallower between): the
    // neighbours agree, so this key is the one indented too little.
    let previous;
    for (let i = at.number - 1; i >= 1; i--) {
        const l = lineAt(lines, i);
        if (!meaningful(l.text))
            continue;
        if (l.indent < next.indent)
            break;
        if (l.indent === next.indent) {
            previous = l;
            break;
        }
    }
    if (previous) {
        // Its neighbours above and below agree: this key is the one indented too little.
        return {
            line: at.number,
            column: at.indent + 1,
            message: `'${key}' on line ${at.number} is indented ${spaces(at.indent)}, less than the keys around it (${spaces(next.indent)}, like line ${previous.number} above and line ${next.number} below): under-indented (${problem.message})`,
            hint: `Indent '${key}:' by ${spaces(next.indent)}, like its neighbours.`,
        };
    }
    return {
        line: next.number,
        column: next.indent + 1,
        message: `'${nextKey}' on line ${next.number} is indented ${spaces(next.indent)}, deeper than '${key}' on line ${at.number} (${spaces(at.indent)}), so YAML reads it as part of ${key}'s value: over-indented (${problem.message})`,
        hint: `Indent '${nextKey}' like '${key}:' (${spaces(at.indent)}) if it is a key of the same mapping; if it belongs under '${key}', put '${key}:' on a line of its own.`,
    };
}
/**
 * A key that landed one level up: a step key (`statuses`, `output` \u2026) where a step id or a
 * top-level key belongs. Returns the message for KEY_MISINDENTED, else undefined.
 */
function misplacedKeyMessage(text, key, line, column, where, stepKeys) {
    if (!stepKeys.includes(key))
        return undefined;
    const lines = text.split(/\r\n|\r|\n/);
    // The step above it: the nearest earlier line indented like this key and ending in ':'.
    let owner;
    let ownerKeys;
    for (let i = line - 1; i >= 1; i--) {
        const l = lineAt(lines, i);
        if (!meaningful(l.text))
            continue;
        if (l.indent > column - 1 && ownerKeys === undefined)
            ownerKeys = l;
        if (l.indent === column - 1) {
            owner = l;
            break;
        }
        if (l.indent < column - 1)
            break;
    }
    const ownerName = owner ? (KEY_VALUE.exec(owner.text)?.[3] ?? undefined) : undefined;
    const want = ownerKeys ? ownerKeys.indent : column - 1 + 2;
    const belongs = ownerName && where === 'step id' ? `it belongs to step '${ownerName}' above` : 'it belongs to a step';
    return {
        line,
        column,
        message: `'${key}' is a step key, but it is indented like a ${where} (${spaces(column - 1)}): under-indented \u2014 ${belongs}`,
        hint: `Indent '${key}:' by ${spaces(want)}, like the other keys of its step.`,
    };
}
/** YAML problems as diagnostics (a workflow file's, a run map's); a known newcomer mistake is named by its cause. */
function yamlDiagnostics(text, problems, rel) {
    const out = [];
    const explained = new Set();
    // One syntax mistake, one finding: after a syntax error the parser's recovery reports its
    // consequences on the lines below (a tab: up to four errors), so only the first is said.
    const firstSyntax = problems.find((p) => p.code === 'YAML_SYNTAX');
    for (const p of problems.filter((q) => q.code !== 'YAML_SYNTAX' || q === firstSyntax)) {
        const why = explainYamlProblem(text, p);
        if (why) {
            // The parser often reports one mistake twice at one spot: one finding is enough.
            const key = `${why.line}:${why.column}:${why.hint}`;
            if (explained.has(key))
                continue;
            explained.add(key);
            out.push({ code: p.code, severity: 'error', message: why.message, hint: why.hint, file: rel, line: why.line, column: why.column, path: [] });
            continue;
        }
        out.push({ code: p.code, severity: 'error', message: p.message, hint: p.code === 'YAML_DUPLICATE_KEY' ? 'Remove or rename one of the duplicate keys.' : 'Fix the YAML syntax at this position.', file: rel, line: p.line, column: p.column, path: [] });
    }
    return out;
}


/***/ }),

/***/ 6614:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WF: () => (/* binding */ parseYamlSource),
/* harmony export */   lp: () => (/* binding */ MAX_WORKFLOW_BYTES)
/* harmony export */ });
/* unused harmony exports MAX_ALIAS_COUNT, MAX_DEPTH */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
// YAML parsing with source positions. Every diagnostic points at a line, so we keep the
// document AST (yaml's Document + LineCounter) next to the plain data.

/** Files bigger than this are refused before parsing (documented in docs/security.md). */
const MAX_WORKFLOW_BYTES = 5 * 1024 * 1024;
/** YAML aliases per document: enough for real files, far too few for an alias bomb. */
const MAX_ALIAS_COUNT = 100;
/** Nesting deeper than this is refused (real workflows nest < 12 levels). */
const MAX_DEPTH = 64;
/**
 * Nesting depth, and duplicate keys found on the way. The yaml library's own uniqueKeys check
 * compares every key with every earlier one (quadratic: seconds for a 5,000-step map), so we
 * parse with uniqueKeys off and check each mapping here with a Set, in the same single pass.
 */
function walkDocument(doc, limit) {
    // Iterative walk: a deeply nested document must not overflow our own stack.
    const stack = [[doc.contents, 1]];
    const duplicates = [];
    const anchors = new Map();
    const aliases = [];
    let max = 0;
    while (stack.length > 0) {
        const [current, depth] = stack.pop();
        if (depth > max)
            max = depth;
        if (max > limit)
            return { depth: max, duplicates, recursive: [] };
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(current)) {
            if (current.range)
                aliases.push({ node: current, name: current.source, at: current.range[0] });
            continue;
        }
        const anchored = current;
        if (anchored?.anchor && anchored.range) {
            const list = anchors.get(anchored.anchor) ?? [];
            list.push({ start: anchored.range[0], end: anchored.range[2] });
            anchors.set(anchored.anchor, list);
        }
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(current)) {
            const seen = new Map();
            for (const item of current.items) {
                if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(item.key)) {
                    const k = item.key.value;
                    const first = seen.get(k);
                    if (first !== undefined)
                        duplicates.push({ key: item.key, first });
                    else
                        seen.set(k, item.key);
                }
                stack.push([item.value, depth + 1]);
            }
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(current))
            for (const item of current.items)
                stack.push([item, depth + 1]);
    }
    return { depth: max, duplicates, recursive: recursiveAliases(anchors, aliases) };
}
/**
 * Aliases inside the node they name (`steps: &s` ... `per_item: *s`): the data would contain
 * itself, and nothing downstream could walk it (validation ran out of memory on one). An alias
 * names the last node anchored with its name before it; that node contains the alias when its
 * range does. One pass and a binary search per alias (resolving each alias through the library
 * walks the whole document each time: quadratic in the number of aliases).
 */
function recursiveAliases(anchors, aliases) {
    for (const list of anchors.values())
        list.sort((a, b) => a.start - b.start);
    const found = [];
    for (const alias of aliases) {
        const list = anchors.get(alias.name);
        if (!list)
            continue;
        let lo = 0;
        let hi = list.length - 1;
        let last = -1;
        while (lo <= hi) {
            const mid = (lo + hi) >> 1;
            if (list[mid].start < alias.at) {
                last = mid;
                lo = mid + 1;
            }
            else
                hi = mid - 1;
        }
        const target = last >= 0 ? list[last] : undefined;
        if (target && alias.at < target.end)
            found.push(alias.node);
    }
    return found.sort((a, b) => (a.range?.[0] ?? 0) - (b.range?.[0] ?? 0));
}
function parseYamlSource(text) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const problems = [];
    const pos = (offset) => {
        const p = lineCounter.linePos(offset);
        return { line: p.line, column: p.col };
    };
    let doc;
    let data = undefined;
    if (Buffer.byteLength(text, 'utf8') > MAX_WORKFLOW_BYTES) {
        problems.push({ code: 'YAML_TOO_LARGE', message: `file is larger than ${MAX_WORKFLOW_BYTES / 1024 / 1024} MiB`, line: 1, column: 1 });
    }
    else {
        try {
            // logLevel 'error': the library's own warnings (a collection as a key, `name: {{X}}`, is
            // stringified) went to stderr as a Node warning, past --json; the schema and the rules say
            // what such a value means for the workflow.
            doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter, uniqueKeys: false, prettyErrors: false, strict: true, version: '1.2', logLevel: 'error' });
        }
        catch (error) {
            if (isStackOverflow(error))
                problems.push(tooDeep());
            else
                problems.push({ code: 'YAML_SYNTAX', message: `YAML could not be parsed: ${error.message}`, line: 1, column: 1 });
        }
    }
    if (doc) {
        for (const error of doc.errors) {
            // The yaml library composes nested collections recursively and reports a stack overflow
            // as an ordinary error: that is nesting far beyond MAX_DEPTH, reported once as such.
            if (isStackOverflow(error)) {
                if (!problems.some((p) => p.code === 'YAML_TOO_DEEP'))
                    problems.push(tooDeep());
                continue;
            }
            // An error at the end of the input (an unclosed bracket) points just after the last character,
            // not at a line past the file's end.
            const at = pos(Math.min(error.pos[0], text.trimEnd().length));
            const duplicate = error.code === 'DUPLICATE_KEY';
            problems.push({
                code: duplicate ? 'YAML_DUPLICATE_KEY' : 'YAML_SYNTAX',
                message: duplicate ? 'duplicate key: a key may appear only once in a mapping' : firstLine(error.message),
                parserCode: error.code,
                ...at,
            });
        }
        if (problems.length === 0) {
            const walked = walkDocument(doc, MAX_DEPTH);
            for (const { key, first } of walked.duplicates) {
                const name = String(key.value);
                const firstAt = first.range ? ` (first at line ${pos(first.range[0]).line})` : '';
                problems.push({ code: 'YAML_DUPLICATE_KEY', message: `duplicate key '${name}'${firstAt}: a key may appear only once in a mapping`, ...(key.range ? pos(key.range[0]) : { line: 1, column: 1 }) });
            }
            for (const alias of walked.recursive) {
                const name = alias.source;
                problems.push({ code: 'YAML_ALIAS_LIMIT', message: `alias *${name} is inside the node &${name} names: the value would contain itself`, ...(alias.range ? pos(alias.range[0]) : { line: 1, column: 1 }) });
            }
            if (walked.depth > MAX_DEPTH) {
                problems.push(tooDeep());
            }
            else if (problems.length > 0) {
                /* duplicate keys or a recursive alias: no data */
            }
            else {
                try {
                    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
                }
                catch (error) {
                    problems.push({ code: 'YAML_ALIAS_LIMIT', message: firstLine(error.message), line: 1, column: 1 });
                }
            }
        }
    }
    // Per-mapping key index, built the first time a mapping is searched: locating many paths
    // in a 5,000-step map stays linear (the first matching key wins, as before).
    const indexes = new WeakMap();
    const pairOf = (map, segment) => {
        let index = indexes.get(map);
        if (!index) {
            index = new Map();
            for (const item of map.items) {
                if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(item) && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(item.key)) {
                    const k = String(item.key.value);
                    if (!index.has(k))
                        index.set(k, item);
                }
            }
            indexes.set(map, index);
        }
        return index.get(String(segment));
    };
    const findNode = (path) => {
        let node = doc?.contents;
        let key;
        let lastGood = node;
        for (const segment of path) {
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
                const pair = pairOf(node, segment);
                if (!pair)
                    return { parent: lastGood };
                key = pair.key;
                node = pair.value;
            }
            else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node) && typeof segment === 'number') {
                key = undefined;
                node = node.items[segment];
            }
            else {
                return { parent: lastGood };
            }
            if (node)
                lastGood = node;
        }
        return { key, value: node, parent: lastGood };
    };
    const rangeStart = (node) => (node?.range ? pos(node.range[0]) : { line: 1, column: 1 });
    return {
        text,
        data,
        problems,
        locate(path) {
            const found = findNode(path);
            return rangeStart(found.key ?? found.value ?? found.parent);
        },
        locateValue(path) {
            const found = findNode(path);
            return rangeStart(found.value ?? found.key ?? found.parent);
        },
        positionOfOffset: pos,
        keyPositions(path) {
            const result = new Map();
            const found = path.length === 0 ? { value: doc?.contents } : findNode(path);
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(found.value)) {
                for (const item of found.value.items) {
                    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(item.key))
                        result.set(String(item.key.value), rangeStart(item.key));
                }
            }
            return result;
        },
    };
}
function tooDeep() {
    return { code: 'YAML_TOO_DEEP', message: `nesting deeper than ${MAX_DEPTH} levels`, line: 1, column: 1 };
}
function isStackOverflow(error) {
    return error instanceof RangeError || /Maximum call stack size exceeded/.test(String(error?.message));
}
function firstLine(message) {
    return message.split('\n')[0] ?? message;
}


/***/ }),

/***/ 7968:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BpQ: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.BpQ),
/* harmony export */   IeY: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.IeY),
/* harmony export */   Ikc: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.Ikc),
/* harmony export */   KCZ: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.KCZ),
/* harmony export */   L5J: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.L5J),
/* harmony export */   ROM: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.ROM),
/* harmony export */   Ru6: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.Ru6),
/* harmony export */   Whr: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.Whr),
/* harmony export */   YOg: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.YOg),
/* harmony export */   YjP: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.YjP),
/* harmony export */   aig: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.aig),
/* harmony export */   chJ: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.chJ),
/* harmony export */   euz: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.euz),
/* harmony export */   fd: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.fd),
/* harmony export */   g1P: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.g1P),
/* harmony export */   gt: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.gt),
/* harmony export */   k5n: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.k5n),
/* harmony export */   lqM: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.lqM),
/* harmony export */   mee: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.mee),
/* harmony export */   q0y: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.q0y),
/* harmony export */   rej: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.rej),
/* harmony export */   wJL: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.wJL),
/* harmony export */   yGV: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.yGV),
/* harmony export */   zMY: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_3__.zMY)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8532);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7925);
/* harmony import */ var zod_v4_locales_en_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(252);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9286);
// zod as stagegate uses it: the tree-shakable entry `zod/mini`, set up the way the classic entry
// `zod` sets itself up. The classic entry's schema classes carry every method of the chainable
// API (and its index reaches locales, JSON Schema conversion, the schema compiler); the bundles
// keep whatever a module they include defines, and every process (CLI, Action, each
// `run --shard` leg) parses it at start: zod/mini took 3\u20138% off the CLI's and the Action's cold
// start (docs/benchmarks.md). English is the only locale loaded, so every message built from a
// zod issue reads exactly as before; the memoizer (cycle support for inputs that reach
// themselves) is the one classic installs by default.
// Import zod as `import * as z from '.../model/zod.js'`, never from 'zod' or 'zod/mini' directly:
// the configuration below must run before any schema is built, and only a namespace import of
// a module that re-exports with `export *` lets the bundler drop what is not used.


(0,zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W)((0,zod_v4_locales_en_js__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A)());
(0,zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W)({ memoizer: (0,zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .memoizer */ .x3)() });



/***/ }),

/***/ 3671:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OC: () => (/* binding */ missingValuesHint),
/* harmony export */   ST: () => (/* binding */ resolveOutput),
/* harmony export */   rV: () => (/* binding */ stepBindings)
/* harmony export */ });
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2183);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2862);
/* harmony import */ var _model_references_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6991);
/* harmony import */ var _model_input_order_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4864);
/* harmony import */ var _state_taken_back_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(232);
// Bindings seen by one step: the run's bindings plus the step id, the persisted blocking_*
// values, and the step's own `inputs` (which may themselves use placeholders).





function stepBindings(base, step, state) {
    // {{steps.<id>.output}} / {{steps.<id>.gate.<key>}} resolve from the state when asked (references.ts).
    const bindings = state ? new _model_references_js__WEBPACK_IMPORTED_MODULE_2__/* .BindingsWithReferences */ .Hp(base, state) : new Map(base);
    bindings.set('step', step.id);
    if (state) {
        if (state.blocking_artifact !== null)
            bindings.set('blocking_artifact', state.blocking_artifact);
        // A gate that routed to a resolver without unresolved_qids still binds blocking_qids (empty).
        if (state.blocking_qids.length > 0 || state.blocking_artifact !== null)
            bindings.set('blocking_qids', state.blocking_qids.join(', '));
        if (state.blocking_retry_step !== null)
            bindings.set('blocking_retry_step', state.blocking_retry_step);
    }
    resolveOwnInputs(step, bindings);
    return bindings;
}
/**
 * Bind the step's own inputs in dependency order (model/input-order.ts, the rule validate uses
 * too), whatever order the file writes them in: in `a: '{{b}}', b: x` the {{b}} of a is the
 * step's b, so b resolves first. A stage input's own name in its value (`kind: '{{kind}}'`) is
 * the value from outside the step. A child_workflow step's inputs resolve against the outside
 * values alone, as the child gets them. One that cannot resolve stays unbound (reported only if
 * something uses it). Inputs that use each other (a -> b -> a) have no order: validate reports
 * SELF_REFERENCING_INPUT; a run stops here.
 */
function resolveOwnInputs(step, bindings) {
    const child = step.kind === 'child_workflow';
    const { order, loops } = (0,_model_input_order_js__WEBPACK_IMPORTED_MODULE_3__/* .inputOrder */ .HH)(step.def.inputs, child);
    if (loops.length > 0) {
        const loop = loops[0];
        const cycle = [...loop, loop[0]];
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StagegateError */ .q('WORKFLOW_CONTRACT_INVALID', `inputs of step ${step.id} use each other in a cycle (${cycle.map((n) => `{{${n}}}`).join(' -> ')}), so none of them can be resolved first`, {
            hint: `Run stagegate validate on the workflow (SELF_REFERENCING_INPUT), then give one of ${loop.join(', ')} a value that does not use the others.`,
            location: { line: step.line, column: step.column },
        });
    }
    const texts = (0,_model_input_order_js__WEBPACK_IMPORTED_MODULE_3__/* .inputTexts */ .Ld)(step.def.inputs);
    const values = [];
    for (const name of order) {
        try {
            const value = (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .substitute */ .V2)(texts.get(name), bindings);
            // A child step's inputs never see each other: bound once all are resolved.
            if (child)
                values.push([name, value]);
            else
                bindings.set(name, value);
        }
        catch (error) {
            if (!(error instanceof _model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .PlaceholderError */ .ik))
                throw error;
        }
    }
    for (const [name, value] of values)
        bindings.set(name, value);
}
/**
 * What to do about placeholders `missing` that nothing binds for `step`, said as the fix of its
 * WORKFLOW_INPUT_REQUIRED: the inputs to pass (a stage input of the step is named by the names its
 * own value uses that nothing binds: `kind: '{{flavour}}'` -> flavour=<value>), a stage input that
 * comes back to itself (`kind: '{{kind}}'`: no value from outside can be passed for a name the
 * workflow does not declare; validate reports it as SELF_REFERENCING_INPUT), and for a
 * `steps.<id>` reference, when it resolves.
 */
function missingValuesHint(step, bindings, missing) {
    const pass = [];
    const loops = [];
    let references = false;
    let branchRefs = false;
    const skipped = [];
    const takenBack = new Map();
    // A key the step's accepted gate does not hold: it completed, but its result did not report the key.
    const unreported = [];
    // A key it reported as a list or mapping, which no placeholder can stand for.
    const collections = [];
    const state = bindings instanceof _model_references_js__WEBPACK_IMPORTED_MODULE_2__/* .BindingsWithReferences */ .Hp ? bindings.state : undefined;
    const add = (name, seen) => {
        if (name.startsWith('steps.')) {
            const ref = (0,_model_references_js__WEBPACK_IMPORTED_MODULE_2__/* .parseReference */ .F2)(name);
            // Taken back and not run again (a new visit skipped is said as a skip, below; a parallel
            // step's branches are read again once a new visit of it has finished: standingBranches).
            const record = ref !== undefined && state !== undefined && Object.hasOwn(state.steps, ref.step) ? state.steps[ref.step] : undefined;
            const status = record?.status;
            const unread = ref !== undefined && ref.what !== 'visits' && ref.what !== 'approval' && (ref.branch === undefined ? status !== 'skipped' : status === 'pending' || status === 'in_flight');
            const rerunFrom = unread && state !== undefined ? (0,_state_taken_back_js__WEBPACK_IMPORTED_MODULE_4__/* .takenBackHow */ .PI)(state, ref.step) : undefined;
            if (rerunFrom !== undefined)
                takenBack.set(ref.step, rerunFrom);
            else if (ref !== undefined && ref.what !== 'visits' && ref.what !== 'approval' && ref.branch !== undefined)
                branchRefs = true;
            else if (status === 'skipped') {
                if (!skipped.includes(ref.step))
                    skipped.push(ref.step);
            }
            else if (ref?.what === 'gate' && status === 'completed' && record.gate != null && (!Object.hasOwn(record.gate, ref.key) || record.gate[ref.key] === null)) {
                // A key reported as null (`score: null`, `score:`) gives no value either: said as not reported.
                if (!unreported.some((u) => u.step === ref.step && u.key === ref.key))
                    unreported.push({ step: ref.step, key: ref.key, nulled: Object.hasOwn(record.gate, ref.key) });
            }
            else if (ref?.what === 'gate' && ref.branch === undefined && status === 'completed' && isCollection(record.gate?.[ref.key])) {
                // Reported, but as a list or mapping: a placeholder stands for one scalar (references.ts).
                const value = record.gate[ref.key];
                if (!collections.some((c) => c.step === ref.step && c.key === ref.key))
                    collections.push({ step: ref.step, key: ref.key, kind: Array.isArray(value) ? 'list' : 'mapping' });
            }
            else
                references = true;
        }
        else if (seen.has(name)) {
            if (!loops.includes(name))
                loops.push(name);
        }
        else {
            seen.add(name);
            const own = (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .scalarToString */ .Vu)(step.def.inputs?.[name]);
            const used = own === undefined ? [] : [...own.matchAll(_model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .PLACEHOLDER */ .Kx)].map((m) => m[1]).filter((n) => !bindings.has(n));
            if (used.length === 0) {
                if (!pass.includes(name))
                    pass.push(name);
            }
            else
                for (const n of used)
                    add(n, seen);
        }
    };
    for (const m of missing)
        add(m, new Set());
    const parts = [];
    if (loops.length > 0) {
        const names = loops.join(', ');
        parts.push(`Stage input ${names} of step ${step.id} refers to itself and nothing outside the step binds it: declare ${names} under the workflow's inputs and pass ${loops.map((m) => `${m}=<value>`).join(' ')}, or give the stage input a value of its own.`);
    }
    if (pass.length > 0)
        parts.push(`Pass ${pass.map((m) => `${m}=<value>`).join(' ')} (and resume).`);
    for (const id of skipped) {
        parts.push(`Step ${id} was skipped (stagegate skip, or on_failure: skip), so it has no output or gate to read: run it now with --rerun-from ${id} (the skip and every verdict accepted after it are taken back), or, where a skipped step should read as empty, write {{steps.${id}.output_or_empty}} (or gate_or_empty) in the workflow.`);
    }
    for (const [id, how] of takenBack) {
        const from = how.from;
        // Not "resume": nothing of the run changes, so a plain resume stops here again (next: is the rerun, taken-back-next.ts).
        const by = how.by === 'rerun-from' ? `a rerun from ${from} (--rerun-from)` : `a source change (on_source_change: rerun: its verdict was made at another source commit; the run went back to ${from})`;
        parts.push(`The verdict of step ${id} was taken back by ${by} and the run has not run ${id} again on its way here, so it has no output or gate to read (a verdict taken back reads as none), and a plain resume stops here again: the run reads it again once it passes ${id}. Change what routed the run past ${id}, then rerun from ${from} (--rerun-from ${from}); or read ${id}'s result only on the paths that run it (edit the workflow, then continue with --allow-workflow-change).`);
    }
    for (const { step: id, key, nulled } of unreported) {
        parts.push(`Step ${id} completed, but its gate has no ${key}${nulled ? ` (it reported ${key}: null)` : ''}: the result it reported did not give one (a key of its WORKFLOW_GATE, a ${key.toUpperCase()}: line of a maestro COORDINATE RESULT block, outputs.${key} of an aiox step_output). Run ${id} again so that it reports ${key}: --rerun-from ${id} (its verdict and every one accepted after it are taken back); where a missing ${key} should read as empty, write {{steps.${id}.gate_or_empty.${key}}} in the workflow.`);
    }
    for (const { step: id, key, kind } of collections) {
        const entry = kind === 'list' ? `, or one entry of it ({{steps.${id}.gate_or_empty.${key}.0}})` : '';
        parts.push(`Step ${id} completed and its gate has ${key}, but as a ${kind}: a placeholder stands for one scalar value (text, a number, true or false), never a ${kind}. Name the file that holds it instead ({{steps.${id}.output}}: its gate is at the end)${entry}, or have ${id} report ${key} as text (a gate_schema with type: string), then edit the workflow and resume with --allow-workflow-change.`);
    }
    if (references)
        parts.push('A steps.<id> reference resolves only once that step has an accepted output or gate in this run (not one it skipped or has not reached).');
    if (branchRefs)
        parts.push("A steps.<parallel>.branches.<branch> reference resolves only once that branch has an accepted output or gate on the parallel step's last visit; where none should read as empty (a loop's first pass), write output_or_empty or gate_or_empty.");
    return parts.join(' ');
}
/**
 * Resolve a step's declared output path; unresolved placeholders are an input error. `workflow`
 * (the run's): a path out of the workspace is refused at the line of the step's `output:` in its
 * file (`wf.yaml:9:13 output of step write '../x/report.md' is refused: \u2026`, and its location: the
 * CLI's `at:`, the Action's annotation), and a missing value names the file of the step's line.
 * `runFile` (a run about to hand the path to a stage: run-files.ts runFileAt): what the resolved
 * path is among the run's own files, refused the same way.
 */
function resolveOutput(step, bindings, workspace, workflow, runFile) {
    if (step.def.output === undefined)
        return undefined;
    let text;
    try {
        text = (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .substitute */ .V2)(step.def.output, bindings);
    }
    catch (error) {
        if (!(error instanceof _model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .PlaceholderError */ .ik))
            throw error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `output of step ${step.id} needs ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
            hint: missingValuesHint(step, bindings, error.missing),
            location: { ...(workflow ? { file: workflow.file } : {}), line: step.line, column: step.column },
        });
    }
    try {
        const output = workspace.resolve(text, `output of step ${step.id}`);
        const owned = runFile?.(output.rel);
        if (owned !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StagegateError */ .q('PATH_OUTSIDE_WORKSPACE', `output of step ${step.id} '${text}' is refused: it is ${owned}, which the runner writes.`, {
                hint: "Give the step an output of its own: a value in the output's path (an input, a registry row, a gate value) must not lead to the run's state file, journal, lock, manifest, logs/, effects/ or .superseded/.",
            });
        }
        return output;
    }
    catch (error) {
        if (workflow === undefined || !(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StagegateError */ .q) || error.code !== 'PATH_OUTSIDE_WORKSPACE')
            throw error;
        const at = workflow.source.locateValue([...step.path, 'output']);
        const location = { file: workflow.file, line: at.line, column: at.column };
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StagegateError */ .q(error.code, `${location.file}:${location.line}:${location.column} ${error.message}`, { ...(error.hint !== undefined ? { hint: error.hint } : {}), location, cause: error });
    }
}
function isCollection(value) {
    return typeof value === 'object' && value !== null;
}


/***/ }),

/***/ 3032:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ notShardableWhy),
/* harmony export */   K3: () => (/* binding */ unshardableBranches),
/* harmony export */   Q3: () => (/* binding */ revisesOutputs)
/* harmony export */ });
/* harmony import */ var _gate_judging_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2215);
/* harmony import */ var _steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9739);


/** A branch judged by its exit status that may revise accepted outputs (an action, a resolver). */
function revisesOutputs(branch) {
    return Object.hasOwn(_gate_judging_js__WEBPACK_IMPORTED_MODULE_0__/* .JUDGING */ .P, branch.kind) && !(0,_gate_judging_js__WEBPACK_IMPORTED_MODULE_0__/* .reportsAGate */ .C)(branch.kind, branch.def);
}
/** The branches of a parallel step that keep it from running as shards, in declared order. */
function unshardableBranches(workflow, step) {
    return step.kind === 'parallel' ? (0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_1__/* .branchesOf */ .IJ)(workflow, step).filter(revisesOutputs) : [];
}
/** Why the step's branches cannot run as shards (no capital, no full stop). */
function notShardableWhy(stepId, branches) {
    const names = branches.map((b) => b.id).join(', ');
    return `parallel step ${stepId} cannot run as shards: its ${branches.length === 1 ? `branch ${names} is an ${branches[0].kind}` : `branches ${names} are actions or resolvers`} judged by ${branches.length === 1 ? 'its' : 'their'} exit status, which may revise outputs the run accepted earlier, and a shard carries back only what its branch accepted`;
}


/***/ }),

/***/ 232:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ standingArtifacts),
/* harmony export */   E8: () => (/* binding */ takenBackPending),
/* harmony export */   Ek: () => (/* binding */ takenBackBy),
/* harmony export */   PI: () => (/* binding */ takenBackHow),
/* harmony export */   lr: () => (/* binding */ sourceChangeTakesBack)
/* harmony export */ });
/**
 * The steps whose verdicts a source change took back (run/source-drift.ts applySourceChange marks
 * them `source_taken_back`), from its record alone \u2014 the Action's restore reads them from the
 * journal's `source_changed` events (state/store.ts readCarriedState): none when the run did not
 * go back; every stale verdict under rerun; the stale approvals under any policy. Never the step
 * the run was at: `stale` leaves it out (verdictSources), and its voided approval is not stale.
 */
function sourceChangeTakesBack(change) {
    if (change.rerun_from === null)
        return [];
    const stale = change.stale.map((s) => s.step);
    return change.policy === 'rerun' ? stale : stale.filter((id) => change.voided_approvals.includes(id));
}
/** Whether step `id`'s accepted output is one a rerun (--rerun-from, or --on-source-change rerun) took back and the run has not accepted again. */
function takenBackPending(state, id) {
    if (!Object.hasOwn(state.steps, id))
        return false;
    // accepted_seq: the run's transition count at the step's latest verdict; a rewind's seq, at the rewind.
    const record = state.steps[id];
    const accepted = record.accepted_seq ?? -1;
    if (record.source_taken_back !== undefined && accepted <= record.source_taken_back.seq)
        return true;
    return (state.rewinds ?? []).some((r) => r.taken_back.includes(id) && accepted <= r.seq);
}
/** What took step `id`'s verdict back, while it is taken back (takenBackPending): the step the run went back to, and how; else undefined. */
function takenBackHow(state, id) {
    if (!takenBackPending(state, id))
        return undefined;
    const rewind = (state.rewinds ?? []).findLast((r) => r.taken_back.includes(id));
    const source = state.steps[id].source_taken_back;
    // The later of the two: the one the step has not been accepted again since.
    if (source !== undefined && (rewind === undefined || source.seq >= rewind.seq))
        return { from: source.from, by: 'source-change' };
    return rewind !== undefined ? { from: rewind.step, by: 'rerun-from' } : undefined;
}
/** The step the latest rerun that took back step `id`'s verdict went back to, while it is taken back (takenBackPending); else undefined. */
function takenBackBy(state, id) {
    return takenBackHow(state, id)?.from;
}
/** The run's accepted outputs that stand: `artifacts` without those a rerun took back (the same object when none is). */
function standingArtifacts(state) {
    if ((state.rewinds === undefined || state.rewinds.length === 0) && (state.source_changes ?? []).every((c) => c.rerun_from === null))
        return state.artifacts;
    const kept = Object.entries(state.artifacts).filter(([id]) => !takenBackPending(state, id));
    return kept.length === Object.keys(state.artifacts).length ? state.artifacts : Object.fromEntries(kept);
}


/***/ }),

/***/ 6038:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Af: () => (/* binding */ REQUIRE_FORMS),
/* harmony export */   BL: () => (/* binding */ parseRequire),
/* harmony export */   JG: () => (/* binding */ rowInWords),
/* harmony export */   RE: () => (/* binding */ completionColumn),
/* harmony export */   _0: () => (/* binding */ statusFieldOf),
/* harmony export */   aA: () => (/* binding */ verifiedRequire),
/* harmony export */   iS: () => (/* binding */ unreachableRequire),
/* harmony export */   p3: () => (/* binding */ unsatisfiedRows)
/* harmony export */ });
/* unused harmony export DEFAULT_STATUS_FIELD */
/* harmony import */ var _selection_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1700);

// Here, not in items.ts: validation reads this module, and items.ts brings the run's state (and immutable) with it.
const DEFAULT_STATUS_FIELD = 'Status';
/** Parse a completion.require text; undefined when it is not one of the supported forms. */
function parseRequire(text) {
    const t = text.trim();
    if (/^all\s+items\s+verified$/i.test(t))
        return { kind: 'items_verified' };
    const m = /^all\s+rows\s+(\S+)$/i.exec(t);
    if (m)
        return { kind: 'rows', status: m[1] };
    const have = /^all\s+.+?\s+(?:have|has)\s+(.+)$/i.exec(t);
    if (have) {
        const c = (0,_selection_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCondition */ .zB)(have[1]);
        if (c && c.op === '=')
            return { kind: 'field', field: c.field, value: c.value };
    }
    return undefined;
}
const REQUIRE_FORMS = ['all rows <STATUS>', 'all items verified', 'all <rows> have <field> = <value>'];
/** The column a verified item's row is marked in: status_field, else the field the completion rule checks, else "Status". */
function statusFieldOf(statusField, require) {
    if (statusField !== undefined)
        return statusField;
    const rule = require !== undefined ? parseRequire(require) : undefined;
    return rule?.kind === 'field' ? rule.field : DEFAULT_STATUS_FIELD;
}
/**
 * The column completion.require reads in every row: status_field (default "Status") for
 * "all rows <STATUS>", the named field for "all <rows> have <field> = <value>"; undefined for
 * "all items verified" or no rule. A Markdown table without it can never satisfy the rule (the
 * runner marks a row only in a column the table has): the run refuses it before any item runs.
 */
function completionColumn(statusField, require) {
    const rule = require !== undefined ? parseRequire(require) : undefined;
    if (rule === undefined || rule.kind === 'items_verified')
        return undefined;
    return rule.kind === 'field' ? rule.field : (statusField ?? DEFAULT_STATUS_FIELD);
}
/**
 * A completion.require that cannot hold once its items ran: it asks the column the runner marks
 * (status_field, else the rule's own field) for a value other than VERIFIED, which the runner
 * writes into every verified item's row. The required value, or undefined when the rule can hold.
 */
function unreachableRequire(statusField, require) {
    const rule = require !== undefined ? parseRequire(require) : undefined;
    if (rule === undefined || rule.kind === 'items_verified')
        return undefined;
    const marked = statusFieldOf(statusField, require);
    if (rule.kind === 'rows')
        return rule.status === 'VERIFIED' ? undefined : { column: marked, value: rule.status };
    return rule.field !== marked || rule.value.toLowerCase() === 'verified' ? undefined : { column: marked, value: rule.value };
}
/** The same completion.require asking for VERIFIED (what the runner writes), for a fix to name: `all rows BUILT` -> `all rows VERIFIED`. */
function verifiedRequire(require) {
    const rule = parseRequire(require);
    if (rule?.kind === 'rows')
        return require.trim().replace(/\S+$/, 'VERIFIED');
    if (rule?.kind === 'field')
        return require.trim().replace(/=\s*.*$/, '= VERIFIED');
    return 'all items verified';
}
/**
 * The rows that break the rule (none when it holds); `noRows`: the registry has no rows, which the
 * rule is not taken to hold for (not vacuously true). rowInWords says each one.
 */
function unsatisfiedRows(rule, registry, idField, statusField = DEFAULT_STATUS_FIELD, selection) {
    if (rule.kind === 'items_verified')
        return { rows: [], noRows: false };
    const column = rule.kind === 'field' ? rule.field : statusField;
    const wanted = rule.kind === 'field' ? rule.value.toLowerCase() : rule.status;
    // In scope for the field form: rows the items selection keeps by its conditions on other fields.
    const scope = rule.kind === 'field' ? (selection?.conditions ?? []).filter((c) => c.field !== rule.field) : [];
    const rows = [];
    for (const row of registry.rows) {
        if (!scope.every((c) => (0,_selection_js__WEBPACK_IMPORTED_MODULE_0__/* .holds */ .v9)(c, row)))
            continue;
        const value = row.fields.get(column);
        if (rule.kind === 'field' ? value !== undefined && value.trim().toLowerCase() === wanted : value === wanted)
            continue;
        rows.push({ id: row.fields.get(idField) ?? '', line: row.line, column, value });
    }
    return { rows, noRows: registry.rows.length === 0 };
}
/** One unsatisfied row as the completion stop names it: "id (line N): <value>" ("no <column>", "empty <column>" when it has none). */
function rowInWords(row) {
    return `${row.id || '(no id)'} (line ${row.line}): ${row.value === undefined ? `no ${row.column}` : row.value === '' ? `empty ${row.column}` : row.value}`;
}


/***/ }),

/***/ 7917:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eb: () => (/* binding */ passedToItems),
/* harmony export */   U_: () => (/* binding */ DEFER_ARTIFACT),
/* harmony export */   cm: () => (/* binding */ perItemSteps),
/* harmony export */   dD: () => (/* binding */ itemStepDef),
/* harmony export */   lp: () => (/* binding */ itemWorkflow),
/* harmony export */   ue: () => (/* binding */ ITEM_DEFERRED),
/* harmony export */   wm: () => (/* binding */ describesDeferral)
/* harmony export */ });
/* unused harmony export NEXT_ARTIFACT */
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7280);
/* harmony import */ var _model_invocation_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3291);


const NEXT_ARTIFACT = 'next_artifact';
const DEFER_ARTIFACT = 'defer_current_artifact';
/** The terminal status an item run ends with when it deferred its item. */
const ITEM_DEFERRED = 'ITEM_DEFERRED';
function mapTo(to) {
    return to === NEXT_ARTIFACT ? 'DONE' : to;
}
function mapTarget(target) {
    if (typeof target === 'string')
        return mapTo(target);
    return { if_input_present: Object.fromEntries(Object.entries(target.if_input_present).map(([k, v]) => [k, mapTo(v)])), else: mapTo(target.else) };
}
/**
 * Whether a per-item step written as `defer_current_artifact` only describes the deferral the runner
 * does itself: an action (the real design-to-implementation package: "Move to an unmet dependency
 * first ... stop with WORKFLOW_BLOCKED_DEPENDENCY_CYCLE") with no on_complete of its own. The 4.0
 * package's contract validator lists the name among the runner's local tokens, so its text is not
 * run: the item run uses the runner's deferral in its place.
 */
function describesDeferral(id, def) {
    return id === DEFER_ARTIFACT && (0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyStep */ .d_)(def).kind === 'action' && def.on_complete === undefined;
}
/** A per-item step with its transitions rewritten (next_artifact -> DONE). */
function itemStepDef(def) {
    const out = { ...def };
    if (def.statuses)
        out.statuses = Object.fromEntries(Object.entries(def.statuses).map(([k, v]) => [k, mapTarget(v)]));
    for (const key of ['on_complete', 'on_failure', 'on_stall', 'on_skip', 'on_approve', 'on_reject', 'on_success']) {
        const v = def[key];
        if (v !== undefined)
            out[key] = mapTo(v);
    }
    if (def.decide)
        out.decide = def.decide.map((b) => ('if' in b ? { if: b.if, to: mapTo(b.to) } : { else: mapTo(b.else) }));
    return out;
}
/** Whether the parent's value of `name` reaches its item runs (controls and runner-owned values other than run_id do not). */
function passedToItems(name) {
    return !_model_workflow_js__WEBPACK_IMPORTED_MODULE_0__/* .CONTROL_NAMES */ .bR.includes(name) && (name === 'run_id' || !_model_workflow_js__WEBPACK_IMPORTED_MODULE_0__/* .RUNNER_OWNED */ .xG.includes(name));
}
/** A foreach step's per_item steps as written, as step models at their YAML positions (a step whose keys make no valid kind is left out: validate reports it). */
function perItemSteps(workflow, step) {
    const positions = workflow.source.keyPositions([...step.path, 'per_item']);
    const out = [];
    for (const [id, def] of Object.entries(step.def.per_item ?? {})) {
        const { kind, problem } = (0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyStep */ .d_)(def);
        if (kind === undefined || problem !== undefined || describesDeferral(id, def))
            continue;
        const position = positions.get(id) ?? { line: step.line, column: step.column };
        out.push({ id, kind, def, path: [...step.path, 'per_item', id], ...position });
    }
    return out;
}
/** The per_item machine of `step` as a workflow of its own (name and digest: the parent's, so gates name the parent workflow). */
function itemWorkflow(spec) {
    const { parent, step } = spec;
    const perItem = step.def.per_item ?? {};
    const positions = parent.source.keyPositions([...step.path, 'per_item']);
    const steps = new Map();
    const defs = {};
    for (const [id, raw] of Object.entries(perItem)) {
        if (describesDeferral(id, raw))
            continue;
        const def = itemStepDef(raw);
        const kind = (0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyStep */ .d_)(def).kind ?? 'shell';
        const position = positions.get(id) ?? { line: step.line, column: step.column };
        steps.set(id, { id, kind, def, path: [...step.path, 'per_item', id], line: position.line, column: position.column });
        defs[id] = def;
    }
    if (!steps.has(DEFER_ARTIFACT)) {
        const def = { instruction: 'The item is deferred until its dependencies are VERIFIED.', terminal_status: ITEM_DEFERRED };
        steps.set(DEFER_ARTIFACT, { id: DEFER_ARTIFACT, kind: 'instruction', def, path: [...step.path, 'per_item'], line: step.line, column: step.column, implicit: true });
        defs[DEFER_ARTIFACT] = def;
    }
    // artifact_root would make the item run share the parent's run root (and manifest); inputs named
    // *_path/*_artifact would be checked as files: item values reach stages as placeholders anyway.
    const optional = spec.inputNames.filter((n) => n !== 'artifact_root' && (!(0,_model_invocation_js__WEBPACK_IMPORTED_MODULE_1__/* .isArtifactInput */ .PV)(n) || parent.inputs.optional.includes(n) || parent.inputs.required.includes(n) || Object.hasOwn(parent.inputs.defaults, n)));
    const execution = { ...(parent.data.execution ?? {}) };
    delete execution.execution_mode;
    delete execution.ignore_previous_completion;
    const data = {
        version: parent.data.version,
        name: parent.name,
        state_path: spec.statePath,
        inputs: { optional },
        steps: defs,
        execution,
    };
    return {
        ...parent,
        data,
        entry: Object.keys(perItem)[0],
        steps,
        inputs: { required: [], optional, defaults: {} },
        // Its decisions read every value its stages get, declared here or not (decision/run.ts).
        itemInputs: [...new Set(spec.inputNames)],
        // An item run never starts fresh by itself: a revisit gets a new state file instead.
        execution: { ...parent.execution, executionMode: 'resume', ignorePreviousCompletion: false },
    };
}


/***/ }),

/***/ 9039:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TY: () => (/* binding */ scanMarkdownTable),
/* harmony export */   _5: () => (/* binding */ readRegistry),
/* harmony export */   ah: () => (/* binding */ IdColumnMissing),
/* harmony export */   fh: () => (/* binding */ parseListDocument),
/* harmony export */   ie: () => (/* binding */ registryFormatOf),
/* harmony export */   l5: () => (/* binding */ parseRegistry),
/* harmony export */   pU: () => (/* binding */ REGISTRY_MISSING),
/* harmony export */   xO: () => (/* binding */ readRegistryText)
/* harmony export */ });
/* unused harmony exports TextLines, MAX_REGISTRY_BYTES, MAX_YAML_REGISTRY_BYTES, splitCells, parseMarkdownTable, jsonErrorLine */
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2076);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8815);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2862);
/* harmony import */ var _model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1742);
// Registry artifacts a foreach iterates over: a Markdown pipe table, a YAML list of mappings or a
// JSON array of objects, chosen by the file's extension. Only structured rows count (never prose):
// each row is a map of field -> trimmed text with the line it came from, so every later error
// (a missing field, an unknown dependency) can name file:line.




/**
 * A table row's fields: its cells and the header's index (one per table). A map per row made a
 * large registry's rows most of the memory a foreach needed while reading it.
 */
class TableRowFields {
    index;
    cells;
    constructor(index, cells) {
        this.index = index;
        this.cells = cells;
    }
    get(name) {
        const k = this.index.get(name);
        return k === undefined ? undefined : this.cells[k];
    }
}
/**
 * A table's rows as their line numbers in the registry's lines (TextLines, which knows where each
 * lies): each row's line is sliced and its cells split again when the row is read. Cell arrays
 * (or even a string per line) for every row, all alive at once, were most of the memory a
 * 100,000-row registry took while a foreach loaded it.
 */
class TableRows {
    lines;
    lineNumbers = [];
    index;
    constructor(lines) {
        this.lines = lines;
    }
    add(line, header) {
        this.index ??= new Map(header.map((h, k) => [h, k]));
        this.lineNumbers.push(line);
    }
    get length() {
        return this.lineNumbers.length;
    }
    *[Symbol.iterator]() {
        for (const line of this.lineNumbers)
            yield { line, fields: new TableRowFields(this.index, splitCells(this.lines.line(line - 1))) };
    }
}
/**
 * A text's lines as `text.split(/\r?\n/)` cuts them, kept as their offsets and sliced when read:
 * a registry is scanned once per batch of marked rows, and a string per line, all alive during
 * the scan, was most of what each scan left for the garbage collector's old generation.
 */
class TextLines {
    text;
    starts = [0];
    constructor(text) {
        this.text = text;
        for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', nl + 1))
            this.starts.push(nl + 1);
    }
    get length() {
        return this.starts.length;
    }
    /** Where line `k` (0-based) starts in the text. */
    start(k) {
        return this.starts[k];
    }
    /** Line `k` without its line break (a \r before the \n dropped, as split(/\r?\n/) does). */
    line(k) {
        const from = this.starts[k];
        if (k + 1 >= this.starts.length)
            return this.text.slice(from);
        let to = this.starts[k + 1] - 1;
        if (to > from && this.text.charCodeAt(to - 1) === 13)
            to--;
        return this.text.slice(from, to);
    }
}
/** A registry larger than this is refused rather than read into memory. */
const MAX_REGISTRY_BYTES = 16 * 1024 * 1024;
/**
 * A YAML registry's own, lower bound: the YAML parser's document costs about 85 times the text
 * (measured: 8 MiB of rows \u2192 690 MB peak RSS, 7 s of CPU; the same rows as a Markdown table
 * 105 MB, 0.6 s), so 16 MiB of YAML would take about 1.4 GB. 4 MiB (\u2248 60,000 short rows) \u2192 410 MB.
 */
const MAX_YAML_REGISTRY_BYTES = 4 * 1024 * 1024;
function registryFormatOf(path) {
    const lower = path.toLowerCase();
    if (lower.endsWith('.md') || lower.endsWith('.markdown'))
        return 'markdown';
    if (lower.endsWith('.yaml') || lower.endsWith('.yml'))
        return 'yaml';
    if (lower.endsWith('.json'))
        return 'json';
    return undefined;
}
/** A Markdown registry none of whose tables has the id column (WORKFLOW_INPUT_REQUIRED at the first table's header, like a binding's missing field). */
class IdColumnMissing extends _run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q {
    columns;
    constructor(file, line, idField, 
    /** The first table's columns. */
    columns) {
        super('WORKFLOW_INPUT_REQUIRED', `${file}:${line}: foreach.id_field '${idField}' is a column of no table in the registry (the table here has columns: ${columns.join(', ')}).${(0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_3__/* .didYouMean */ .au)(idField, columns)}`, {
            hint: 'Give the registry the field the workflow declares (foreach.id_field, bindings, depends_field); stagegate never guesses another column.',
            location: { file, line },
        });
        this.columns = columns;
    }
}
function invalid(file, line, message, hint) {
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q('FOREACH_REGISTRY_INVALID', `${file}${line !== undefined ? `:${line}` : ''}: ${message}`, { hint, location: { file, ...(line !== undefined ? { line } : {}) } });
}
/** Read and parse the registry at `abs` (`rel`: its workspace-relative path, for messages). */
function readRegistry(abs, rel, idField) {
    const { text, format } = readRegistryText(abs, rel);
    return parseRegistry(text, rel, format, idField);
}
/** What FOREACH_REGISTRY_INVALID says of a registry that is not there (foreach/run.ts words its fix for the run). */
const REGISTRY_MISSING = 'the registry does not exist';
/** The registry's text and format, read within MAX_REGISTRY_BYTES, MAX_YAML_REGISTRY_BYTES for YAML (FOREACH_REGISTRY_INVALID otherwise). */
function readRegistryText(abs, rel) {
    const format = registryFormatOf(rel);
    if (!format)
        invalid(rel, undefined, 'a foreach registry must be a Markdown table (.md), a YAML list (.yaml, .yml) or a JSON array (.json)', 'Point foreach.source at a .md, .yaml, .yml or .json file.');
    let bytes;
    try {
        // Never waiting on a FIFO a stage left in the registry's place; read up to one byte past the limit.
        bytes = (0,_state_own_file_js__WEBPACK_IMPORTED_MODULE_0__/* .readRegularFile */ .XF)(abs, MAX_REGISTRY_BYTES + 1, { follow: true });
    }
    catch (error) {
        const errno = error instanceof _state_own_file_js__WEBPACK_IMPORTED_MODULE_0__/* .NotRegularFileError */ .iZ ? undefined : error.code;
        const why = error instanceof _state_own_file_js__WEBPACK_IMPORTED_MODULE_0__/* .NotRegularFileError */ .iZ ? `it is ${error.kind}` : (errno ?? 'error');
        return invalid(rel, undefined, errno === 'ENOENT' ? REGISTRY_MISSING : `the registry cannot be read (${why})`, errno === 'ENOENT' ? 'Create the registry, or point foreach.source at the file that holds it.' : 'Make the registry a readable file, or point foreach.source at the file that holds it.');
    }
    if (bytes.length > MAX_REGISTRY_BYTES)
        invalid(rel, undefined, `the registry is larger than ${MAX_REGISTRY_BYTES} bytes`, 'Split the registry.');
    if (format === 'yaml' && bytes.length > MAX_YAML_REGISTRY_BYTES)
        invalid(rel, undefined, `the YAML registry is larger than ${MAX_YAML_REGISTRY_BYTES} bytes (parsing YAML costs about 85 times its size in memory)`, 'Split the registry, or write it as a Markdown table or a JSON array (up to 16 MiB).');
    return { text: bytes.toString('utf8'), format };
}
function parseRegistry(text, rel, format, idField) {
    return format === 'markdown' ? parseMarkdownTable(text, rel, idField) : parseList(text, rel, format);
}
// ---------------------------------------------------------------- Markdown
const SEPARATOR_CELL = /^:?-{1,}:?$/;
/** Cells of one table line: split on unescaped "|", "\|" unescaped, cells trimmed. */
function splitCells(line) {
    let body = line.trim();
    if (body.startsWith('|'))
        body = body.slice(1);
    if (body.endsWith('|') && !body.endsWith('\\|'))
        body = body.slice(0, -1);
    // Without a backslash no pipe is escaped: the native split (a large registry is read per batch of marks).
    if (!body.includes('\\'))
        return body.split('|').map((cell) => cell.trim());
    const cells = [];
    let cell = '';
    for (let i = 0; i < body.length; i++) {
        const c = body[i];
        if (c === '\\' && body[i + 1] === '|') {
            cell += '|';
            i++;
        }
        else if (c === '|') {
            cells.push(cell.trim());
            cell = '';
        }
        else
            cell += c;
    }
    cells.push(cell.trim());
    return cells;
}
function isSeparator(line) {
    if (!line.trim().startsWith('|') && !line.includes('|'))
        return false;
    const cells = splitCells(line);
    return cells.length > 0 && cells.every((c) => SEPARATOR_CELL.test(c));
}
/** "1 cell", "2 cells". */
function counted(n, noun) {
    return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
/**
 * The first pipe table whose header names `idField` (a document may hold other tables). Lines in
 * fenced code blocks are not tables. A row with a different number of cells is an error.
 */
function parseMarkdownTable(text, file, idField) {
    const lines = new TextLines(text);
    const rows = new TableRows(lines);
    const table = scanMarkdownTable(lines, file, idField, (_cells, line, header) => rows.add(line, header));
    return { file, format: 'markdown', columns: table.columns, rows, headerLine: table.headerLine };
}
/**
 * The table parseMarkdownTable reads, each row's cells handed to `onRow` (its 1-based line, the
 * header, the line's text without its line break and where that starts in the text), kept only if
 * `onRow` keeps them: marking a batch of rows reads the whole registry and needs the cells of only
 * the rows it marks.
 */
function scanMarkdownTable(text, file, idField, onRow) {
    const lines = typeof text === 'string' ? new TextLines(text) : text;
    let fenced = false;
    let firstTable;
    for (let i = 0; i + 1 < lines.length; i++) {
        const line = lines.line(i);
        if (/^\s*(```|~~~)/.test(line))
            fenced = !fenced;
        if (fenced || !line.trim().startsWith('|') || !isSeparator(lines.line(i + 1)))
            continue;
        const header = splitCells(line);
        firstTable ??= { header, line: i + 1 };
        if (!header.includes(idField))
            continue;
        const width = splitCells(lines.line(i + 1)).length;
        if (width !== header.length)
            invalid(file, i + 2, `the table's separator row has ${counted(width, 'cell')}, its header ${header.length}`, 'Give the separator row one cell per column.');
        const seen = new Set();
        for (const [k, name] of header.entries()) {
            if (name === '')
                invalid(file, i + 1, `column ${k + 1} of the table header is empty`, 'Name every column.');
            if (seen.has(name))
                invalid(file, i + 1, `the table header names column '${name}' twice`, 'Give every column its own name.');
            seen.add(name);
        }
        for (let j = i + 2; j < lines.length; j++) {
            const row = lines.line(j);
            if (!row.trim().startsWith('|'))
                break;
            const cells = splitCells(row);
            if (cells.length !== header.length)
                invalid(file, j + 1, `the row has ${counted(cells.length, 'cell')}, the table ${counted(header.length, 'column')}`, 'Give every row one cell per column (write a literal | as \\|).');
            onRow(cells, j + 1, header, row, lines.start(j));
        }
        return { columns: header, headerLine: i + 1 };
    }
    if (firstTable !== undefined) {
        // A declared field the registry lacks, as for a binding's field (items.ts): never guessed.
        const { header, line } = firstTable;
        throw new IdColumnMissing(file, line, idField, header);
    }
    return invalid(file, undefined, 'the registry holds no Markdown table (a header row followed by a | --- | separator row)', `Write the registry as a pipe table with a '${idField}' column.`);
}
// ---------------------------------------------------------------- YAML / JSON
/**
 * The line of the first JSON syntax error (Node's message does not always give a position): the
 * first line whose text up to its end is no longer the start of some JSON document. A JSON token
 * never spans a line break, so cutting at line ends is exact; bisection keeps it O(n log n).
 */
function jsonErrorLine(text) {
    const ends = [];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
        ends.push(i);
    ends.push(text.length);
    const viable = (end) => {
        try {
            JSON.parse(text.slice(0, end));
            return true;
        }
        catch (error) {
            return /end of JSON input|Unterminated string/i.test(error.message);
        }
    };
    let lo = 0;
    let hi = ends.length - 1;
    if (viable(ends[hi]))
        return undefined;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (viable(ends[mid]))
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo + 1;
}
function parseList(text, file, format) {
    return parseListDocument(text, file, format).registry;
}
/**
 * A YAML list's or JSON array's rows and the document they were read from: marking rows
 * (registry-status.ts) edits the text at the ranges of that document's nodes, so one parse both
 * checks the registry and places its marks.
 */
function parseListDocument(text, file, format) {
    const counter = new yaml__WEBPACK_IMPORTED_MODULE_1__/* .LineCounter */ .HN();
    if (format === 'json') {
        try {
            JSON.parse(text);
        }
        catch (error) {
            invalid(file, jsonErrorLine(text), `not valid JSON (${error.message.split('\n')[0]})`, 'Write the registry as a JSON array of objects.');
        }
    }
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parseDocument */ .Tp)(text, { lineCounter: counter, uniqueKeys: true, prettyErrors: false });
    const lineOf = (offset) => counter.linePos(offset ?? 0).line;
    if (doc.errors.length > 0) {
        const e = doc.errors[0];
        invalid(file, lineOf(e.pos[0]), `not valid ${format === 'json' ? 'JSON' : 'YAML'} (${e.message.split('\n')[0]})`, `Write the registry as a ${format === 'json' ? 'JSON array of objects' : 'YAML list of mappings'}.`);
    }
    const root = doc.contents;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isSeq */ .oP)(root))
        invalid(file, lineOf(root?.range?.[0]), `the registry must be a ${format === 'json' ? 'JSON array of objects' : 'YAML list of mappings'} (one per item)`, 'Make the top level a list: - {ID: A-1, Name: ...}.');
    const columns = [];
    const known = new Set();
    const rows = [];
    for (const item of root.items) {
        const line = lineOf(item?.range?.[0]);
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(item))
            invalid(file, line, 'every entry of the registry must be a mapping of field -> value', 'Write each item as {ID: A-1, Name: ..., Depends On: ...}.');
        const fields = new Map();
        for (const pair of item.items) {
            const key = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(pair.key) ? pair.key.value : undefined;
            if (key === undefined || key === null || typeof key === 'object')
                invalid(file, line, 'a registry field name must be a plain scalar', 'Use plain keys.');
            const name = String(key);
            const value = pair.value;
            let textValue;
            if (value === null || value === undefined || ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(value) && value.value === null))
                textValue = '';
            else if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(value))
                textValue = String(value.value).trim();
            else if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isSeq */ .oP)(value) && value.items.every((v) => (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(v)))
                textValue = value.items.map((v) => String(v.value)).join(', ');
            else
                return invalid(file, lineOf(value.range?.[0]), `field '${name}' holds a nested structure; registry fields are scalars (or a list of ids)`, 'Flatten the field to a scalar.');
            fields.set(name, textValue);
            if (!known.has(name)) {
                known.add(name);
                columns.push(name);
            }
        }
        rows.push({ line, fields });
    }
    return { registry: { file, format, columns, rows }, doc };
}


/***/ }),

/***/ 1700:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NX: () => (/* binding */ ITEMS_FORMS),
/* harmony export */   Pf: () => (/* binding */ fieldsOf),
/* harmony export */   ig: () => (/* binding */ leftOut),
/* harmony export */   mo: () => (/* binding */ parseItems),
/* harmony export */   v9: () => (/* binding */ holds),
/* harmony export */   wH: () => (/* binding */ selected),
/* harmony export */   zB: () => (/* binding */ parseCondition)
/* harmony export */ });
const ITEMS_FORMS = ['<rows> where <field> = <value>', '<rows> where <field> != <value> and <field> = <value> ...'];
const CONDITION = /^(.+?)\s*(==|!=|<>|=)\s*(.+)$/;
function unquote(text) {
    const t = text.trim();
    return /^(["']).*\1$/.test(t) ? t.slice(1, -1) : t;
}
function parseCondition(text) {
    const m = CONDITION.exec(text.trim());
    if (!m)
        return undefined;
    const field = unquote(m[1]);
    const value = unquote(m[3]);
    if (field === '' || value === '' || /[=!<>]/.test(value))
        return undefined;
    return { field, op: m[2] === '!=' || m[2] === '<>' ? '!=' : '=', value };
}
/** Parse `items`; undefined when it is not a selection stagegate can evaluate. */
function parseItems(text) {
    const m = /^(?:.*?\s)?where\s+(.+)$/i.exec(text.trim());
    if (!m)
        return undefined;
    const conditions = [];
    for (const part of m[1].split(/\s+and\s+/i)) {
        const c = parseCondition(part);
        if (!c)
            return undefined;
        conditions.push(c);
    }
    return conditions.length > 0 ? { conditions } : undefined;
}
function holds(c, row) {
    const cell = (row.fields.get(c.field) ?? '').trim().toLowerCase();
    const equal = cell === c.value.toLowerCase();
    return c.op === '=' ? equal : !equal;
}
/** Whether the row is an item (every condition holds). */
function selected(selection, row) {
    return selection === undefined || selection.conditions.every((c) => holds(c, row));
}
/** Fields the selection reads (they must be registry columns: never guessed). */
function fieldsOf(selection) {
    return [...new Set((selection?.conditions ?? []).map((c) => c.field))];
}
/**
 * Rows the selection leaves out, counted by the cell of the first condition each fails:
 * "Status = VERIFIED" -> 2 (an empty cell: "Status empty").
 */
function leftOut(selection, rows) {
    const counts = new Map();
    for (const row of rows) {
        const failed = selection.conditions.find((c) => !holds(c, row));
        if (!failed)
            continue;
        const cell = (row.fields.get(failed.field) ?? '').trim();
        const key = `${failed.field} ${cell === '' ? 'empty' : `= ${cell}`}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
}


/***/ }),

/***/ 9739:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $z: () => (/* binding */ BRANCH_KINDS),
/* harmony export */   Dz: () => (/* binding */ branchOfArtifactKey),
/* harmony export */   IJ: () => (/* binding */ branchesOf),
/* harmony export */   Iz: () => (/* binding */ allBranches),
/* harmony export */   Wf: () => (/* binding */ artifactKey),
/* harmony export */   b8: () => (/* binding */ branchBindings),
/* harmony export */   zq: () => (/* binding */ DEFAULT_MAX_CONCURRENCY)
/* harmony export */ });
/* harmony import */ var _run_bindings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3671);
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7280);


/** Kinds a branch may have (validator: PARALLEL_BRANCH_KIND). */
const BRANCH_KINDS = new Set(['shell', 'agent', 'action', 'child_workflow']);
const DEFAULT_MAX_CONCURRENCY = 4;
/** The branches of a parallel step in file order; a branch whose keys make no valid kind is left out (validate reports it). */
function branchesOf(workflow, step) {
    const list = [];
    const base = [...step.path, 'parallel', 'branches'];
    const positions = workflow.source.keyPositions(base);
    for (const [id, def] of Object.entries(step.def.parallel?.branches ?? {})) {
        const { kind, problem } = (0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_1__/* .classifyStep */ .d_)(def);
        if (kind === undefined || problem !== undefined)
            continue;
        const position = positions.get(id) ?? { line: step.line, column: step.column };
        list.push({ id, kind, def, path: [...base, id], ...position });
    }
    return list;
}
/** Key of a branch's accepted output in the run's artifacts (and its name in events and logs). */
function artifactKey(stepId, branchId) {
    return `${stepId}.${branchId}`;
}
/** The parallel step and branch an artifact key names, or undefined when it names none. */
function branchOfArtifactKey(workflow, key) {
    for (let dot = key.indexOf('.'); dot > 0; dot = key.indexOf('.', dot + 1)) {
        const step = workflow.steps.get(key.slice(0, dot));
        if (step?.kind !== 'parallel')
            continue;
        const branch = branchesOf(workflow, step).find((b) => b.id === key.slice(dot + 1));
        if (branch)
            return { step, branch };
    }
    return undefined;
}
/**
 * Bindings a branch sees: the step bindings of the branch (its own inputs, references), with
 * {{step}} naming the parallel step, as STAGEGATE_STEP does. The gate's `step:` is the branch id.
 */
function branchBindings(base, step, branch, state) {
    const bindings = (0,_run_bindings_js__WEBPACK_IMPORTED_MODULE_0__/* .stepBindings */ .rV)(base, branch, state);
    bindings.set('step', step.id);
    return bindings;
}
/** Every branch of every parallel step of the workflow, with its step. */
function allBranches(workflow) {
    const out = [];
    for (const step of workflow.steps.values()) {
        if (step.kind === 'parallel')
            for (const branch of branchesOf(workflow, step))
                out.push({ step, branch });
    }
    return out;
}


/***/ }),

/***/ 5111:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ unenforcedBudgets),
/* harmony export */   d: () => (/* binding */ usd)
/* harmony export */ });
/** `$0.25`: at most four decimals, no trailing zeros. */
function usd(n) {
    return `$${n.toFixed(4).replace(/0+$/, '').replace(/\.$/, '')}`;
}
/**
 * Every budget the workflow sets that the agent chosen to run a step cannot be held to, because
 * its CLI reports no cost (or no turns): a run that set one would otherwise end
 * WORKFLOW_COMPLETE over it without a word. `agentOf` gives a step's agent, or undefined when it
 * is not known (none configured, or the command agent, which reports what it prints). Claude Code
 * is given a step's max_turns as --max-turns, so that one always holds.
 */
function unenforcedBudgets(workflow, steps, agentOf) {
    const out = [];
    const exec = workflow.data.execution;
    // Run budgets: the steps of each agent that cannot report it, in workflow order.
    const byRunLimit = new Map();
    const what = { cost: 'cost', turns: 'turns' };
    for (const step of steps) {
        const agent = agentOf(step);
        const reports = agent?.adapter.reports;
        if (!agent || !reports)
            continue;
        const stepLimits = [
            ['max_turns', step.def.max_turns, 'turns', reports.turns || agent.name === 'claude'],
            ['max_cost_usd', step.def.max_cost_usd, 'cost', reports.cost],
        ];
        for (const [key, value, kind, holds] of stepLimits) {
            if (value === undefined || holds)
                continue;
            out.push({ limit: `steps.${step.id}.${key}`, agent: agent.name, steps: [step.id], step, message: `step ${step.id}'s ${key} (${key === 'max_cost_usd' ? usd(value) : value}) is not enforced: its agent ${agent.name} reports no ${what[kind]}` });
        }
        const runLimits = [
            ['execution.max_cost_usd', exec?.max_cost_usd, reports.cost],
            ['execution.max_turns', exec?.max_turns, reports.turns],
        ];
        for (const [limit, value, holds] of runLimits) {
            if (value === undefined || holds)
                continue;
            let agents = byRunLimit.get(limit);
            if (!agents)
                byRunLimit.set(limit, (agents = new Map()));
            const list = agents.get(agent.name) ?? [];
            if (!list.includes(step.id))
                list.push(step.id);
            agents.set(agent.name, list);
        }
    }
    for (const [limit, agents] of byRunLimit) {
        const value = limit === 'execution.max_cost_usd' ? usd(exec.max_cost_usd) : String(exec.max_turns);
        const kind = limit === 'execution.max_cost_usd' ? 'cost' : 'turns';
        for (const [agent, ids] of agents) {
            out.push({ limit, agent, steps: ids, message: `${limit} (${value}) is not enforced for what agent ${agent} spends (step${ids.length > 1 ? 's' : ''} ${ids.join(', ')}): ${agent} reports no ${kind}` });
        }
    }
    return out;
}


/***/ }),

/***/ 8198:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ds: () => (/* binding */ sortDiagnostics),
/* harmony export */   df: () => (/* binding */ positionOf),
/* harmony export */   lW: () => (/* binding */ annotationOf)
/* harmony export */ });
/* unused harmony exports hasErrors, formatPath */
// A diagnostic is one finding about a workflow file: stable code, severity, where, what, how to fix.
// Validation, loading and the Action's annotations all speak this shape.
/** Where a finding points: `file:line:column`, or just the file when the finding has no line (a missing file). */
function positionOf(d) {
    return d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
}
function hasErrors(diagnostics) {
    return diagnostics.some((d) => d.severity === 'error');
}
function sortDiagnostics(diagnostics) {
    return diagnostics.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code));
}
function formatPath(path) {
    return path.map((p) => (typeof p === 'number' ? `[${p}]` : p)).join('.').replace(/\.\[/g, '[');
}
/**
 * A finding as a GitHub annotation: its title (the code) and message (the message, then `Fix:` and
 * the hint on the next line). The one text of the CLI's `--format github` and the Action's
 * annotations (the Action first puts a fix in its own words: inputs, not flags, action/words.ts).
 */
function annotationOf(d) {
    return { title: d.code, message: d.hint ? `${d.message}\nFix: ${d.hint}` : d.message };
}


/***/ }),

/***/ 9590:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AK: () => (/* binding */ analyseGraph),
/* harmony export */   A_: () => (/* binding */ analyseScope),
/* harmony export */   C5: () => (/* binding */ transitionsOf),
/* harmony export */   Gq: () => (/* binding */ reachable),
/* harmony export */   MI: () => (/* binding */ describeLoop),
/* harmony export */   UQ: () => (/* binding */ cycleThrough)
/* harmony export */ });
/* unused harmony export stronglyConnected */
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7280);
// The workflow as a directed graph: every transition of every kind, reachability from the
// entry, and traps (steps from which no path reaches an end). Used by validate and plan.
// Everything here is linear in steps + transitions: strongly connected components come from
// an iterative Tarjan walk (no recursion, so a 10,000-step chain cannot overflow the stack).

/** Every outgoing transition of a step, whatever its kind (per-item targets excluded: see per_item). */
function transitionsOf(step) {
    const out = [];
    const d = step.def;
    for (const [status, target] of Object.entries(d.statuses ?? {})) {
        // ASK leads nowhere: the step runs again once a person answers (rules/ask.ts checks where it may stand).
        if (target === _model_workflow_js__WEBPACK_IMPORTED_MODULE_0__/* .ASK_TARGET */ .QU)
            continue;
        if (typeof target === 'string')
            out.push({ path: [...step.path, 'statuses', status], label: `status ${status}`, to: target, status });
        else {
            for (const [input, to] of Object.entries(target.if_input_present))
                out.push({ path: [...step.path, 'statuses', status, 'if_input_present', input], label: `status ${status} (if ${input} present)`, to, status });
            out.push({ path: [...step.path, 'statuses', status, 'else'], label: `status ${status} (else)`, to: target.else, status });
        }
    }
    (d.decide ?? []).forEach((b, i) => {
        if ('if' in b)
            out.push({ path: [...step.path, 'decide', i, 'to'], label: `if ${b.if}`, to: b.to });
        else
            out.push({ path: [...step.path, 'decide', i, 'else'], label: 'else', to: b.else });
    });
    if (d.on_approve !== undefined)
        out.push({ path: [...step.path, 'on_approve'], label: 'on_approve', to: d.on_approve });
    if (d.on_reject !== undefined)
        out.push({ path: [...step.path, 'on_reject'], label: 'on_reject', to: d.on_reject });
    if (d.on_failure !== undefined)
        out.push({ path: [...step.path, 'on_failure'], label: 'on_failure', to: d.on_failure });
    if (d.on_skip !== undefined)
        out.push({ path: [...step.path, 'on_skip'], label: 'on_skip', to: d.on_skip });
    if (d.on_stall !== undefined)
        out.push({ path: [...step.path, 'on_stall'], label: 'on_stall', to: d.on_stall });
    if (d.retry_step !== undefined)
        out.push({ path: [...step.path, 'retry_step'], label: 'retry_step', to: d.retry_step });
    if (d.on_success !== undefined)
        out.push({ path: [...step.path, 'on_success'], label: 'on_success', to: d.on_success });
    if (d.on_complete !== undefined)
        out.push({ path: [...step.path, 'on_complete'], label: 'on_complete', to: d.on_complete });
    if (d.completion?.on_complete !== undefined)
        out.push({ path: [...step.path, 'completion', 'on_complete'], label: 'completion.on_complete', to: d.completion.on_complete });
    return out;
}
/** Every node reachable from `starts` (themselves included) by following `next`. */
function reachable(starts, next) {
    const seen = new Set(starts);
    const todo = [...starts];
    for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
        for (const to of next(id)) {
            if (seen.has(to))
                continue;
            seen.add(to);
            todo.push(to);
        }
    }
    return seen;
}
/** Strongly connected components of the nodes in `nodes` (edges leaving the set are ignored). Sinks come first. */
function stronglyConnected(nodes, successors) {
    const inSet = new Set(nodes);
    const index = new Map();
    const low = new Map();
    const onStack = new Set();
    const stack = [];
    const components = [];
    let counter = 0;
    for (const root of nodes) {
        if (index.has(root))
            continue;
        // Explicit call stack: [node, its successors, next successor position].
        const frames = [];
        const enter = (id) => {
            index.set(id, counter);
            low.set(id, counter);
            counter++;
            stack.push(id);
            onStack.add(id);
            frames.push({ id, succ: successors(id), i: 0 });
        };
        enter(root);
        while (frames.length > 0) {
            const frame = frames[frames.length - 1];
            if (frame.i < frame.succ.length) {
                const next = frame.succ[frame.i++];
                if (!inSet.has(next))
                    continue;
                if (!index.has(next))
                    enter(next);
                else if (onStack.has(next))
                    low.set(frame.id, Math.min(low.get(frame.id), index.get(next)));
                continue;
            }
            frames.pop();
            const parent = frames[frames.length - 1];
            if (parent)
                low.set(parent.id, Math.min(low.get(parent.id), low.get(frame.id)));
            if (low.get(frame.id) === index.get(frame.id)) {
                const component = [];
                for (;;) {
                    const member = stack.pop();
                    onStack.delete(member);
                    component.push(member);
                    if (member === frame.id)
                        break;
                }
                components.push(component);
            }
        }
    }
    return components;
}
/**
 * A real cycle through `start` inside `members` (shortest, by breadth-first search): each step
 * leads to the next by a transition, and the last leads back to `start`. A loop's steps in file
 * order are not such a path (a -> b -> c may have no b -> c), so messages name this instead.
 */
function cycleThrough(start, members, successors) {
    const parent = new Map();
    const queue = [start];
    const seen = new Set([start]);
    while (queue.length > 0) {
        const id = queue.shift();
        for (const t of successors(id)) {
            if (!members.has(t))
                continue;
            if (t === start) {
                const path = [id];
                while (path[0] !== start)
                    path.unshift(parent.get(path[0]));
                return path;
            }
            if (seen.has(t))
                continue;
            seen.add(t);
            parent.set(t, id);
            queue.push(t);
        }
    }
    return [start];
}
/** "a -> b -> a" for a cycle, plus the loop's other steps: "(also in this loop: c, d)". */
function describeLoop(cycle, loop, arrow = '->') {
    const others = loop.filter((id) => !cycle.includes(id));
    return `${[...cycle, cycle[0]].join(` ${arrow} `)}${others.length > 0 ? ` (also in this loop: ${others.join(', ')})` : ''}`;
}
function analyseScope(scope) {
    const order = new Map();
    scope.ids.forEach((id, i) => order.set(id, i));
    const byFileOrder = (a, b) => order.get(a) - order.get(b);
    const reverse = new Map();
    for (const id of scope.ids) {
        for (const t of scope.successors(id)) {
            let list = reverse.get(t);
            if (!list)
                reverse.set(t, (list = []));
            list.push(id);
        }
    }
    const reachable = new Set();
    const stack = scope.entry !== undefined && order.has(scope.entry) ? [scope.entry] : [];
    while (stack.length > 0) {
        const id = stack.pop();
        if (reachable.has(id))
            continue;
        reachable.add(id);
        for (const t of scope.successors(id))
            if (!reachable.has(t))
                stack.push(t);
    }
    // Steps that can reach an end: backwards search from the steps that end the scope.
    const finishing = new Set();
    const queue = scope.ids.filter((id) => scope.ends(id));
    while (queue.length > 0) {
        const id = queue.pop();
        if (finishing.has(id))
            continue;
        finishing.add(id);
        for (const p of reverse.get(id) ?? [])
            if (!finishing.has(p))
                queue.push(p);
    }
    const unreachable = [];
    const traps = [];
    for (const id of scope.ids) {
        if (!reachable.has(id))
            unreachable.push(id);
        else if (!finishing.has(id))
            traps.push(id);
    }
    const isCyclic = (component) => component.length > 1 || scope.successors(component[0]).includes(component[0]);
    // Unreachable: report the source components of the unreachable subgraph.
    const unreachableRoots = [];
    if (unreachable.length > 0) {
        const components = stronglyConnected(unreachable, scope.successors);
        const componentOf = new Map();
        components.forEach((c, i) => c.forEach((id) => componentOf.set(id, i)));
        const entered = new Set();
        for (const id of unreachable) {
            for (const t of scope.successors(id)) {
                const ct = componentOf.get(t);
                if (ct !== undefined && ct !== componentOf.get(id))
                    entered.add(ct);
            }
        }
        components.forEach((c, i) => {
            if (entered.has(i))
                return;
            const sorted = [...c].sort(byFileOrder);
            // Everything only reachable from this group.
            const group = new Set();
            const walk = [...sorted];
            while (walk.length > 0) {
                const id = walk.pop();
                if (group.has(id))
                    continue;
                group.add(id);
                for (const t of scope.successors(id))
                    if (!reachable.has(t) && !group.has(t))
                        walk.push(t);
            }
            unreachableRoots.push({ id: sorted[0], group: [...group].sort(byFileOrder) });
        });
        unreachableRoots.sort((a, b) => byFileOrder(a.id, b.id));
    }
    // Traps: a trapped step's successors are all trapped too, so the sink components of the
    // trapped subgraph are where runs get stuck. Cyclic sinks are loops without exit; acyclic
    // sinks are dead ends that a missing-key rule already reports.
    const trapLoops = [];
    if (traps.length > 0) {
        const trapped = new Set(traps);
        const components = stronglyConnected(traps, scope.successors);
        const componentOf = new Map();
        components.forEach((c, i) => c.forEach((id) => componentOf.set(id, i)));
        components.forEach((c, i) => {
            const leaves = c.some((id) => scope.successors(id).some((t) => trapped.has(t) && componentOf.get(t) !== i));
            if (!leaves && isCyclic(c))
                trapLoops.push([...c].sort(byFileOrder));
        });
        trapLoops.sort((a, b) => byFileOrder(a[0], b[0]));
    }
    const loops = stronglyConnected(scope.ids.filter((id) => reachable.has(id)), scope.successors)
        .filter(isCyclic)
        .map((c) => [...c].sort(byFileOrder))
        .sort((a, b) => byFileOrder(a[0], b[0]));
    const cycles = loops.map((l) => cycleThrough(l[0], new Set(l), scope.successors));
    return { reachable, unreachable, unreachableRoots, traps, trapLoops, loops, cycles };
}
/** Steps that end the run by themselves (hand-off steps with a terminal status). */
function endsRun(step) {
    return step.kind === 'instruction';
}
/** Top-level graph of a loaded workflow (per-item state machines are separate scopes). */
function analyseGraph(workflow) {
    const successors = new Map();
    const ends = new Set();
    for (const step of workflow.steps.values()) {
        const targets = transitionsOf(step).map((t) => t.to);
        successors.set(step.id, targets.filter((t) => workflow.steps.has(t)));
        if (endsRun(step) || targets.some((t) => _model_workflow_js__WEBPACK_IMPORTED_MODULE_0__/* .TERMINAL_TARGETS */ .e2.has(t)))
            ends.add(step.id);
    }
    return analyseScope({
        ids: [...workflow.steps.keys()],
        entry: workflow.entry,
        successors: (id) => successors.get(id) ?? [],
        ends: (id) => ends.has(id),
    });
}


/***/ }),

/***/ 2621:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JJ: () => (/* binding */ ITEM_TARGETS),
/* harmony export */   gC: () => (/* binding */ buildContext),
/* harmony export */   sn: () => (/* binding */ issue)
/* harmony export */ });
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2183);
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7280);


/** Per-item targets that finish (or set aside) the current item. */
const ITEM_TARGETS = new Set(['next_artifact', 'defer_current_artifact']);
const issue = (code, severity, message, hint, path, extra = {}) => ({ code, severity, message, hint, path, ...extra });
function buildContext(workflow, session, diagnostics) {
    const source = workflow.source;
    const declared = new Set([...workflow.inputs.required, ...workflow.inputs.optional, ...Object.keys(workflow.inputs.defaults), ..._model_workflow_js__WEBPACK_IMPORTED_MODULE_1__/* .RUNNER_OWNED */ .xG, ..._model_workflow_js__WEBPACK_IMPORTED_MODULE_1__/* .CONTROL_NAMES */ .bR]);
    let textLines;
    const lines = () => (textLines ??= source.text.split(/\r?\n/));
    const report = (f) => {
        const pos = f.at ?? (f.value ? source.locateValue(f.path) : source.locate(f.path));
        diagnostics.push({ code: f.code, severity: f.severity, message: f.message, hint: f.hint, file: f.at?.file ?? workflow.file, line: pos.line, column: pos.column, path: f.path });
    };
    const top = { kind: 'top', owner: undefined, steps: workflow.steps, entry: workflow.entry, terminals: _model_workflow_js__WEBPACK_IMPORTED_MODULE_1__/* .TERMINAL_TARGETS */ .e2, bindings: new Set() };
    const scopes = [top];
    const steps = [];
    for (const step of workflow.steps.values()) {
        steps.push({ step, scope: top });
        const perItem = step.kind === 'foreach' ? step.def.per_item : undefined;
        if (!perItem)
            continue;
        const base = [...step.path, 'per_item'];
        const positions = source.keyPositions(base);
        const scope = {
            kind: 'per_item',
            owner: step,
            steps: new Map(),
            entry: Object.keys(perItem)[0],
            terminals: new Set([..._model_workflow_js__WEBPACK_IMPORTED_MODULE_1__/* .TERMINAL_TARGETS */ .e2, ...ITEM_TARGETS]),
            // item_id: the runner binds every item's id (foreach.id_field) besides the declared bindings.
            bindings: new Set([...Object.keys(step.def.foreach?.bindings ?? {}), 'item_id']),
        };
        for (const [id, def] of Object.entries(perItem)) {
            const path = [...base, id];
            const position = positions.get(id) ?? { line: step.line, column: step.column };
            const { kind, problem } = (0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_1__/* .classifyStep */ .d_)(def);
            if (kind === undefined || problem !== undefined) {
                report(issue('STEP_KIND_INVALID', 'error', `per-item step '${id}' of '${step.id}': ${problem ?? 'unknown kind'}`, 'Give the step exactly one of run, prompt, inline_instruction, action, instruction or child_workflow.', path, { at: position }));
                continue;
            }
            if (kind === 'foreach') {
                report(issue('STEP_KIND_INVALID', 'error', `per-item step '${id}' of '${step.id}' is itself a foreach; foreach steps do not nest`, 'Move the inner loop into a child workflow, or flatten the registry.', path, { at: position }));
                continue;
            }
            if (kind === 'approval') {
                // stagegate approve/reject address the run of a workflow file; an item run is not one.
                report(issue('STEP_KIND_INVALID', 'error', `per-item step '${id}' of '${step.id}' is an approval step; approvals inside a foreach are not supported`, 'Put the approval before or after the foreach step, or use a decide step inside per_item.', path, { at: position }));
                continue;
            }
            const model = { id, kind, def, path, ...position };
            scope.steps.set(id, model);
            steps.push({ step: model, scope });
        }
        scopes.push(scope);
    }
    // The run's rule (model/placeholders.ts expandDefaults): a cycle (DEFAULTS_CYCLE) or a chain
    // deeper than the runner resolves stays unexpanded.
    const defaultsMemo = new Map();
    const expandDefaults = (template) => (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .expandDefaults */ .rC)(template, workflow.inputs.defaults, defaultsMemo);
    const scalarLines = (path) => {
        const key = source.locate(path);
        const value = source.locateValue(path);
        const all = lines();
        const out = [];
        const first = all[value.line - 1] ?? '';
        const head = first.slice(value.column - 1);
        if (!/^[|>]/.test(head))
            out.push({ line: value.line, column: value.column, text: head });
        const keyIndent = key.line === value.line || /^[|>]/.test(head) ? key.column - 1 : value.column - 2;
        for (let i = value.line; i < all.length; i++) {
            const text = all[i];
            if (text.trim() === '')
                continue;
            const indent = text.length - text.trimStart().length;
            if (indent <= keyIndent)
                break;
            out.push({ line: i + 1, column: 1, text });
        }
        return out;
    };
    const namesCache = new Map();
    const namesFor = (scoped) => {
        let names = namesCache.get(scoped.step);
        if (!names) {
            const inputs = Object.keys(scoped.step.def.inputs ?? {});
            names = inputs.length === 0 && scoped.scope.bindings.size === 0 ? declared : new Set([...declared, ...scoped.scope.bindings, ...inputs]);
            namesCache.set(scoped.step, names);
        }
        return names;
    };
    return {
        workflow,
        workspace: session.workspace,
        session,
        declared,
        top,
        scopes,
        steps,
        report,
        where: (path) => `${workflow.file}:${source.locate(path).line}`,
        scalarLines,
        placeholderPosition(path, name, escaped = false) {
            // Not preceded by exactly one backslash (that is the escape), or exactly that (escaped).
            const before = escaped ? '(?<!\\\\)\\\\' : '(?<!(?:^|[^\\\\])\\\\)';
            const re = new RegExp(`${before}\\{\\{\\s*${name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}\\s*\\}\\}`);
            for (const l of scalarLines(path)) {
                const m = re.exec(l.text);
                if (m)
                    return { line: l.line, column: l.column + m.index };
            }
            return undefined;
        },
        expandDefaults,
        namesFor,
    };
}


/***/ }),

/***/ 2278:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DB: () => (/* binding */ rulePaths),
/* harmony export */   rr: () => (/* binding */ templateEscapes)
/* harmony export */ });
/* unused harmony export literalPrefix */
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2183);
/* harmony import */ var _workspace_workspace_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5620);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2621);
// Every path the workflow names stays inside the workspace: state_path, outputs, prompts,
// skills, child workflows, foreach sources and phase workflows. Checked lexically (absolute,
// climbing out with ..) on the text and on the text with defaults substituted, and through
// symlinks: the literal prefix (up to the first placeholder) is resolved by Workspace. A path
// into a repository's .git folder is refused the same way (a workflow could plant hooks there).



/** Why a path template leaves the workspace, lexically; undefined when it stays inside. */
function templateEscapes(template) {
    if (/^(\/|[A-Za-z]:[\\/]|\\\\|~\/)/.test(template.trim()))
        return 'it is an absolute path';
    let depth = 0;
    let git = false;
    for (const segment of template.replace(/\{\{[^}]*\}\}/g, 'x').split(/[\\/]+/)) {
        if (segment === '' || segment === '.')
            continue;
        if (segment === '..') {
            if (--depth < 0)
                return "it climbs out with '..'";
        }
        else {
            depth++;
            if ((0,_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_1__/* .isGitDirName */ .hA)(segment))
                git = true;
        }
    }
    return git ? `it is inside ${_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_1__/* .GIT_DIR_WHY */ .Im}` : undefined;
}
/** How a finding says a path is refused: into .git, or out of the workspace. */
function refusal(why) {
    return why.endsWith(_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_1__/* .GIT_DIR_WHY */ .Im)
        ? { verb: 'is refused', hint: 'A workflow never writes or reads inside .git (it could plant hooks or config there): use a workspace-relative path outside the .git folder.' }
        : { verb: 'leaves the workspace', hint: '' };
}
/** The directory part of a template before its first placeholder ('' when it starts with one). */
function literalPrefix(text) {
    const cut = text.indexOf('{{');
    if (cut < 0)
        return text;
    const head = text.slice(0, cut);
    const slash = Math.max(head.lastIndexOf('/'), head.lastIndexOf('\\'));
    return slash < 0 ? '' : head.slice(0, slash);
}
function rulePaths(ctx) {
    const { workflow, report, session } = ctx;
    const blamedDefaults = new Set();
    const defaults = workflow.inputs.defaults;
    const check = (template, path, what) => {
        if (template === undefined || template.trim() === '')
            return;
        const why = templateEscapes(template);
        if (why) {
            const r = refusal(why);
            report((0,_context_js__WEBPACK_IMPORTED_MODULE_2__/* .issue */ .sn)('PATH_OUTSIDE_WORKSPACE', 'error', `${what} '${template}' ${r.verb}: ${why}`, r.hint || `Use a workspace-relative path that stays inside the workspace (no leading /, no climbing out with '..'). ${_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_1__/* .WORKSPACE_NOTE */ .fA}`, path, { value: true }));
            return;
        }
        const expanded = ctx.expandDefaults(template);
        if (expanded !== template) {
            const whyExpanded = templateEscapes(expanded);
            if (whyExpanded) {
                const r = refusal(whyExpanded);
                const culprit = (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .placeholdersIn */ .Qf)(template).find((n) => typeof defaults[n] === 'string' && templateEscapes(ctx.expandDefaults(`{{${n}}}`)) !== undefined);
                if (culprit !== undefined) {
                    if (!blamedDefaults.has(culprit)) {
                        blamedDefaults.add(culprit);
                        report((0,_context_js__WEBPACK_IMPORTED_MODULE_2__/* .issue */ .sn)('PATH_OUTSIDE_WORKSPACE', 'error', `default ${culprit} '${String(defaults[culprit])}' ${r.hint ? 'takes paths into .git' : 'takes paths out of the workspace'}: ${what} '${template}' becomes '${expanded}' (${whyExpanded})`, r.hint || `Give ${culprit} a workspace-relative default without a leading / or \`..\`. ${_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_1__/* .WORKSPACE_NOTE */ .fA}`, ['inputs', 'defaults', culprit], { value: true }));
                    }
                }
                else {
                    report((0,_context_js__WEBPACK_IMPORTED_MODULE_2__/* .issue */ .sn)('PATH_OUTSIDE_WORKSPACE', 'error', `${what} '${template}' ${r.verb} with its default values: '${expanded}' (${whyExpanded})`, r.hint || `Change the path or the defaults it uses so that it stays inside the workspace. ${_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_1__/* .WORKSPACE_NOTE */ .fA}`, path, { value: true }));
                }
                return;
            }
        }
        const prefix = literalPrefix(expanded);
        if (prefix === '')
            return;
        const resolved = session.resolve(prefix);
        if (typeof resolved !== 'string')
            return;
        const r = refusal(resolved);
        // When the part that leads out comes from a default (the path itself starts with the
        // placeholder), blame the default once instead of every path that uses it.
        const ownPrefix = literalPrefix(template);
        const culprit = ownPrefix.length < prefix.length ? (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .placeholdersIn */ .Qf)(template).find((n) => typeof defaults[n] === 'string') : undefined;
        if (culprit !== undefined) {
            if (!blamedDefaults.has(culprit)) {
                blamedDefaults.add(culprit);
                report((0,_context_js__WEBPACK_IMPORTED_MODULE_2__/* .issue */ .sn)('PATH_OUTSIDE_WORKSPACE', 'error', `default ${culprit} '${String(defaults[culprit])}' leads paths ${r.hint ? 'into .git' : 'out of the workspace'} through '${prefix}' (${what} '${template}' becomes '${expanded}'): ${resolved}`, r.hint ? `Point ${culprit} at a folder outside .git, or remove the symlink on the way.` : `Point ${culprit} at a folder inside the workspace, or remove the symlink on the way. ${_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_1__/* .WORKSPACE_NOTE */ .fA}`, ['inputs', 'defaults', culprit], { value: true }));
            }
            return;
        }
        const tail = prefix === expanded ? '' : ` through '${prefix}'`;
        report((0,_context_js__WEBPACK_IMPORTED_MODULE_2__/* .issue */ .sn)('PATH_OUTSIDE_WORKSPACE', 'error', `${what} '${template}' ${r.hint ? 'leads into .git' : 'leads out of the workspace'}${tail}: ${resolved}`, r.hint || `Keep workflow paths inside the workspace; do not route them through a symlink that points outside it. ${_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_1__/* .WORKSPACE_NOTE */ .fA}`, path, { value: true }));
    };
    check(workflow.data.state_path, ['state_path'], 'state_path');
    for (const { step } of ctx.steps) {
        const d = step.def;
        const p = step.path;
        check(d.output, [...p, 'output'], `output of step '${step.id}'`);
        check(d.prompt, [...p, 'prompt'], `prompt of step '${step.id}'`);
        check(d.child_workflow, [...p, 'child_workflow'], `child workflow of step '${step.id}'`);
        check(d.foreach?.source, [...p, 'foreach', 'source'], `foreach source of step '${step.id}'`);
        d.skills?.forEach((name, i) => {
            if (/[\\/]/.test(name) || name === '..' || name === '.') {
                report((0,_context_js__WEBPACK_IMPORTED_MODULE_2__/* .issue */ .sn)('PATH_OUTSIDE_WORKSPACE', 'error', `skill '${name}' of step '${step.id}' is not a skill name: skills are folders directly under .github/skills/`, 'Name the skill folder only (e.g. source-evidence-tracing), without / or ..', [...p, 'skills', i], { value: true }));
            }
            else
                check(`.github/skills/${name}/SKILL.md`, [...p, 'skills', i], `skill '${name}' of step '${step.id}'`);
        });
    }
    for (const [id, phase] of Object.entries(workflow.data.phases ?? {}))
        check(phase.workflow, ['phases', id, 'workflow'], `workflow of phase '${id}'`);
    // A declared artifact_root is the run's folder (manifest, logs) even when no path above uses it.
    const root = defaults['artifact_root'];
    if (typeof root === 'string' && !blamedDefaults.has('artifact_root'))
        check(root, ['inputs', 'defaults', 'artifact_root'], 'default artifact_root');
}


/***/ }),

/***/ 2690:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ validateCommandLine)
/* harmony export */ });
/* harmony import */ var _model_shell_word_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3408);
// `NAME validate WORKFLOW`, the command a refusal or a finding prints to list every finding of a
// file: a leaf module, so the rules (a child workflow that is invalid) print it as the run does.

/**
 * `NAME validate WORKFLOW`: pasteable, the path one shell word. NAME is how stagegate was invoked
 * (`stagegate`, or `stagegate -C DIR`: cli/command-name.ts), WORKFLOW relative to the workspace.
 */
function validateCommandLine(commandName, file) {
    return `${commandName} validate ${(0,_model_shell_word_js__WEBPACK_IMPORTED_MODULE_0__/* .pathWord */ .U)(file)}`;
}


/***/ }),

/***/ 5479:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Eg: () => (/* binding */ createValidationSession),
  WX: () => (/* binding */ findingsOf),
  nJ: () => (/* binding */ validateFile),
  _B: () => (/* binding */ validateWorkflow)
});

// UNUSED EXPORTS: RULES, RULE_CODES, ValidationSession, templateEscapes

// EXTERNAL MODULE: ./src/core/model/loader.ts + 4 modules
var loader = __webpack_require__(3972);
// EXTERNAL MODULE: ./src/core/validate/rules/context.ts
var context = __webpack_require__(2621);
// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(1742);
// EXTERNAL MODULE: ./src/core/model/placeholders.ts
var placeholders = __webpack_require__(2183);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var model_workflow = __webpack_require__(7280);
;// CONCATENATED MODULE: ./src/core/validate/rules/outputs.ts
// Outputs are unique: no two steps (per-item steps included) declare the same output, no
// output is the state file, and a per-item output differs per item (it uses a binding).


function normalisePathTemplate(p) {
    return p
        .trim()
        .replace(/\{\{\s*([^}\s]+)\s*\}\}/g, '{{$1}}')
        .replace(/\\/g, '/')
        .replace(/\/{2,}/g, '/')
        .replace(/(^|\/)(\.\/)+/g, '$1')
        .replace(/^\.\//, '');
}
/**
 * The path an output template names, as far as validation can know it: the workflow's defaults
 * substituted and `{{step}}` filled the way the run fills it (a step's own id; in a parallel
 * branch, the parallel step's id). Two outputs with the same key are one file.
 */
function outputKey(ctx, template, stepId) {
    return normalisePathTemplate(ctx.expandDefaults(template).replace(/\{\{\s*step\s*\}\}/g, stepId));
}
/**
 * Whether a normalised path names a directory, not a file: empty, `.`/`..`, or ending in `/`,
 * `/.` or `/..`. A stage cannot write its output there, nor the runner its state file.
 */
function namesDirectory(normalised) {
    return normalised === '' || /(^|\/)\.{1,2}$/.test(normalised) || normalised.endsWith('/');
}
/**
 * Whether a path template names a directory whatever the run's inputs: with the defaults in
 * (`expanded`) and with every placeholder read as a name. An input's default may be a stand-in
 * the run replaces (report_name: "" with `output: '{{artifact_root}}/{{report_name}}'`, run with
 * report_name=r.md): only the template's own text can make it a directory for every run.
 */
function templateNamesDirectory(template, expanded) {
    return namesDirectory(normalisePathTemplate(expanded)) && namesDirectory(normalisePathTemplate(template).replace(/\{\{[^}]*\}\}/g, 'x'));
}
function ruleOutputs(ctx) {
    const { report, workflow } = ctx;
    const owners = new Map();
    const statePath = normalisePathTemplate(ctx.expandDefaults(workflow.data.state_path));
    for (const { step, scope } of ctx.steps) {
        const out = step.def.output;
        if (out === undefined)
            continue;
        const path = [...step.path, 'output'];
        const key = outputKey(ctx, out, step.id);
        if (templateNamesDirectory(out, key)) {
            report((0,context/* issue */.sn)('OUTPUT_NOT_A_FILE', 'error', `output '${out}' of step '${step.id}' names a directory, not a file`, "Name the file the step writes, e.g. 'runs/{{run_id}}/" + step.id + ".md': the stage writes its output (and the gate in it) to that path.", path, { value: true }));
            continue;
        }
        if (key === statePath) {
            report((0,context/* issue */.sn)('DUPLICATE_OUTPUT', 'error', `output of step '${step.id}' is the workflow's state file '${workflow.data.state_path}'`, 'Give the step an output of its own: the runner writes the state file.', path, { value: true }));
            continue;
        }
        const owner = owners.get(key);
        if (owner !== undefined) {
            report((0,context/* issue */.sn)('DUPLICATE_OUTPUT', 'error', `steps '${owner.id}' and '${step.id}' declare the same output '${out}' (${ctx.where(owner.path)})`, 'Give every step its own output path: a gate names its step, so two steps cannot share one file.', path, { value: true }));
        }
        else
            owners.set(key, { id: step.id, path });
        if (scope.kind === 'per_item' && scope.bindings.size > 0 && !(0,placeholders/* placeholdersIn */.Qf)(out).some((n) => scope.bindings.has(n))) {
            report((0,context/* issue */.sn)('PER_ITEM_OUTPUT_SHARED', 'error', `output '${out}' of per-item step '${step.id}' uses no foreach binding, so every item would write (and overwrite) the same file`, `Put a binding in the path, e.g. {{${[...scope.bindings][0]}}}.`, path, { value: true }));
        }
        else if (scope.kind === 'per_item' && scope.bindings.size === 0) {
            report((0,context/* issue */.sn)('PER_ITEM_OUTPUT_SHARED', 'error', `per-item step '${step.id}' declares output '${out}', but foreach '${scope.owner?.id}' has no bindings, so every item would write the same file`, "Add foreach.bindings (e.g. artifact_slug: {field: Name, transform: slugify}) and use it in the output path.", path, { value: true }));
        }
    }
}

// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(2454);
;// CONCATENATED MODULE: ./src/core/validate/rules/top-level.ts
// Top-level contract: state_path is YAML, agent_package_version is never hard-coded,
// runner-owned names are not redefined, inputs are declared once, defaults do not form a
// cycle, and entry names a step. (version and delegation_mode are checked by the loader.)






const RUNNER_OWNED_SET = new Set(model_workflow/* RUNNER_OWNED */.xG);
/** run_id is runner-owned but the 4.0 workflows declare it as a required input: allowed. */
const DECLARABLE = new Set(['run_id']);
function ruleTopLevel(ctx) {
    const { workflow, report } = ctx;
    const statePath = workflow.data.state_path;
    if (templateNamesDirectory(statePath, ctx.expandDefaults(statePath))) {
        report((0,context/* issue */.sn)('STATE_PATH_NOT_A_FILE', 'error', `state_path '${statePath}' names a directory, not a file`, "Name the state file, e.g. 'runs/{{run_id}}/workflow_state.yaml': the runner writes the state there and keeps the run's folder beside it.", ['state_path'], { value: true }));
    }
    else if (/\.(md|markdown)$/i.test(statePath)) {
        report((0,context/* issue */.sn)('STATE_PATH_MARKDOWN', 'error', `state_path '${statePath}' is a Markdown file; workflow state must be YAML`, 'Use a .yaml state file, e.g. {{artifact_root}}/workflow_state.yaml.', ['state_path'], { value: true }));
    }
    else if (!/\.ya?ml$/i.test(statePath)) {
        report((0,context/* issue */.sn)('STATE_PATH_NOT_YAML', 'warning', `state_path '${statePath}' does not end in .yaml or .yml`, 'Name the state file *.yaml: it is written as YAML.', ['state_path'], { value: true }));
    }
    ruleAgentPackageVersion(ctx);
    ruleTerminal(ctx);
    for (const [list, names] of [
        ['required', workflow.inputs.required],
        ['optional', workflow.inputs.optional],
    ]) {
        names.forEach((name, i) => {
            if (RUNNER_OWNED_SET.has(name) && !DECLARABLE.has(name) && name !== 'agent_package_version') {
                report((0,context/* issue */.sn)('RUNNER_OWNED_OVERRIDDEN', 'error', `input '${name}' is runner-owned: the runner sets it, a workflow cannot declare it`, `Remove '${name}' from inputs.${list}; use {{${name}}} directly.`, ['inputs', list, i]));
            }
        });
    }
    for (const name of Object.keys(workflow.inputs.defaults)) {
        if (RUNNER_OWNED_SET.has(name) && name !== 'agent_package_version') {
            report((0,context/* issue */.sn)('RUNNER_OWNED_OVERRIDDEN', 'error', `default '${name}' overrides a runner-owned value`, `Remove the default: ${name} is set by the runner.`, ['inputs', 'defaults', name]));
        }
    }
    const seen = new Map();
    for (const [list, names] of [
        ['required', workflow.inputs.required],
        ['optional', workflow.inputs.optional],
    ]) {
        names.forEach((name, i) => {
            const before = seen.get(name);
            if (before !== undefined) {
                report((0,context/* issue */.sn)('DUPLICATE_INPUT', 'error', `input '${name}' is declared twice (in inputs.${before} and inputs.${list})`, before === list ? 'List each input once.' : 'An input is either required or optional: keep one declaration.', ['inputs', list, i]));
            }
            seen.set(name, list);
        });
    }
    ruleDefaultsCycle(ctx);
    ruleDefaultsSize(ctx);
    if (workflow.data.entry !== undefined && workflow.data.steps && !workflow.steps.has(workflow.data.entry)) {
        report((0,context/* issue */.sn)('UNKNOWN_TARGET', 'error', `entry '${workflow.data.entry}' is not a step.${(0,did_you_mean/* didYouMean */.au)(workflow.data.entry, workflow.steps.keys())}`, 'Name an existing top-level step in entry:, or remove entry: to start at the first step.', ['entry'], { value: true }));
    }
}
function ruleAgentPackageVersion(ctx) {
    const { workflow, report } = ctx;
    const hint = 'Remove it: the runner reads the version from .ai-engineering/package-version.yaml (package_version) and provides {{agent_package_version}}.';
    if (workflow.data.agent_package_version !== undefined) {
        report((0,context/* issue */.sn)('AGENT_PACKAGE_VERSION_HARDCODED', 'error', 'agent_package_version is runner-owned and must not be set in a workflow', hint, ['agent_package_version']));
    }
    const inputs = workflow.data.inputs;
    inputs?.required?.forEach((n, i) => {
        if (n === 'agent_package_version')
            report((0,context/* issue */.sn)('AGENT_PACKAGE_VERSION_HARDCODED', 'error', 'agent_package_version is declared as a required input; it is runner-owned', hint, ['inputs', 'required', i]));
    });
    inputs?.optional?.forEach((n, i) => {
        if (n === 'agent_package_version')
            report((0,context/* issue */.sn)('AGENT_PACKAGE_VERSION_HARDCODED', 'error', 'agent_package_version is declared as an optional input; it is runner-owned', hint, ['inputs', 'optional', i]));
    });
    if (inputs?.defaults && Object.hasOwn(inputs.defaults, 'agent_package_version')) {
        report((0,context/* issue */.sn)('AGENT_PACKAGE_VERSION_HARDCODED', 'error', 'inputs.defaults hard-codes agent_package_version', hint, ['inputs', 'defaults', 'agent_package_version']));
    }
    for (const { step } of ctx.steps) {
        const value = step.def.inputs?.['agent_package_version'];
        if (value !== undefined && !(typeof value === 'string' && /^\{\{\s*agent_package_version\s*\}\}$/.test(value))) {
            report((0,context/* issue */.sn)('AGENT_PACKAGE_VERSION_HARDCODED', 'error', `step '${step.id}' hard-codes agent_package_version in its inputs`, hint, [...step.path, 'inputs', 'agent_package_version']));
        }
    }
    for (const [id, phase] of Object.entries(workflow.data.phases ?? {})) {
        if (phase.derived_inputs && Object.hasOwn(phase.derived_inputs, 'agent_package_version')) {
            report((0,context/* issue */.sn)('AGENT_PACKAGE_VERSION_HARDCODED', 'error', `phase '${id}' hard-codes agent_package_version in derived_inputs`, hint, ['phases', id, 'derived_inputs', 'agent_package_version']));
        }
    }
}
/** Defaults may use each other (resolved repeatedly); a cycle can never resolve. */
function ruleDefaultsCycle(ctx) {
    const defaults = ctx.workflow.inputs.defaults;
    const refs = new Map();
    for (const [name, value] of Object.entries(defaults)) {
        if (typeof value === 'string')
            refs.set(name, (0,placeholders/* placeholdersIn */.Qf)(value).filter((r) => typeof defaults[r] === 'string'));
    }
    const state = new Map();
    const reported = new Set();
    for (const start of refs.keys()) {
        if (state.has(start))
            continue;
        const stack = [{ name: start, i: 0 }];
        const chain = [start];
        state.set(start, 'active');
        while (stack.length > 0) {
            const frame = stack[stack.length - 1];
            const next = refs.get(frame.name)[frame.i++];
            if (next === undefined) {
                state.set(frame.name, 'done');
                stack.pop();
                chain.pop();
                continue;
            }
            const s = state.get(next);
            if (s === 'active') {
                const cycle = [...chain.slice(chain.indexOf(next)), next];
                if (!reported.has(next)) {
                    cycle.forEach((c) => reported.add(c));
                    ctx.report((0,context/* issue */.sn)('DEFAULTS_CYCLE', 'error', `defaults refer to each other in a cycle: ${cycle.join(' -> ')}; none of them can resolve`, 'Break the cycle: give one of these defaults a value that does not use the others.', ['inputs', 'defaults', next]));
                }
            }
            else if (s === undefined) {
                state.set(next, 'active');
                stack.push({ name: next, i: 0 });
                chain.push(next);
            }
        }
    }
}
/**
 * What a run refuses when it binds the defaults (placeholders.ts resolveBindings), found first:
 * a chain of defaults using each other deeper than MAX_DEFAULT_DEPTH (DEFAULTS_TOO_DEEP, at the
 * chain's first default), and a default longer than MAX_EXPANDED_DEFAULT_CHARS once expanded
 * (INPUT_DEFAULT_TOO_LARGE, at each default that passes it while what it uses does not). Sizes
 * are counted, never built; a cycle is DEFAULTS_CYCLE's.
 */
function ruleDefaultsSize(ctx) {
    const defaults = ctx.workflow.inputs.defaults;
    const strings = new Map();
    for (const [name, value] of Object.entries(defaults))
        if (typeof value === 'string')
            strings.set(name, value);
    // Longest chain of string defaults starting at each (a node count), iteratively: no recursion
    // as deep as the chain. A cycle's members count as the end of the chain.
    const depth = new Map();
    const size = new Map();
    const visiting = new Set();
    const measure = (start) => {
        const stack = [];
        const push = (name) => {
            visiting.add(name);
            const text = strings.get(name);
            let literal = text.length;
            const refs = [];
            for (const m of text.matchAll(placeholders/* PLACEHOLDER */.Kx)) {
                const ref = m[1];
                const v = Object.hasOwn(defaults, ref) ? defaults[ref] : undefined;
                if (typeof v === 'string') {
                    refs.push(ref);
                    literal -= m[0].length;
                }
                else if (v !== null && v !== undefined)
                    literal += String(v).length - m[0].length;
            }
            stack.push({ name, refs, i: 0, depth: 1, size: literal });
        };
        push(start);
        while (stack.length > 0) {
            const frame = stack[stack.length - 1];
            const ref = frame.refs[frame.i];
            if (ref === undefined) {
                stack.pop();
                visiting.delete(frame.name);
                depth.set(frame.name, frame.depth);
                size.set(frame.name, frame.size);
                continue;
            }
            if (visiting.has(ref)) {
                frame.i++;
                frame.size += strings.get(ref).length;
                continue;
            }
            if (!depth.has(ref)) {
                push(ref);
                continue;
            }
            frame.i++;
            frame.depth = Math.max(frame.depth, 1 + depth.get(ref));
            frame.size += size.get(ref);
        }
    };
    for (const name of strings.keys())
        if (!depth.has(name))
            measure(name);
    const usedByOthers = new Set();
    for (const text of strings.values())
        for (const ref of (0,placeholders/* placeholdersIn */.Qf)(text))
            usedByOthers.add(ref);
    for (const [name, d] of depth) {
        // The chain's first default (the run names it), once per chain.
        if (d > placeholders/* MAX_DEFAULT_DEPTH */.xK && !usedByOthers.has(name)) {
            ctx.report((0,context/* issue */.sn)('DEFAULTS_TOO_DEEP', 'error', `default '${name}' starts a chain of ${d} defaults each using the next; a run refuses more than ${placeholders/* MAX_DEFAULT_DEPTH */.xK} levels`, `Give the defaults values that do not depend on each other so deeply (real workflows use two or three levels).`, ['inputs', 'defaults', name]));
        }
    }
    for (const [name, n] of size) {
        if (n <= placeholders/* MAX_EXPANDED_DEFAULT_CHARS */.$o)
            continue;
        const refs = (0,placeholders/* placeholdersIn */.Qf)(strings.get(name)).filter((r) => strings.has(r));
        if (refs.some((r) => (size.get(r) ?? 0) > placeholders/* MAX_EXPANDED_DEFAULT_CHARS */.$o))
            continue;
        ctx.report((0,context/* issue */.sn)('INPUT_DEFAULT_TOO_LARGE', 'error', `default '${name}' expands to ${n} characters once the defaults it uses are put in (${refs.map((r) => `{{${r}}}`).join(', ')}); a run refuses a default longer than ${placeholders/* MAX_EXPANDED_DEFAULT_CHARS */.$o} (1 MiB)`, 'Use each default fewer times, or pass the long value as an input file (a path) instead of text.', ['inputs', 'defaults', name]));
    }
}
/**
 * `terminal:` (Run Engineering 4.0 composites): success names the status the workflow reports once
 * complete, so it must not be another stop code; preserve_external_blocker_status: false asks for
 * something stagegate does not do (a phase ending outside require_terminal_status always ends the
 * run with the phase's own status).
 */
function ruleTerminal(ctx) {
    const { workflow, report } = ctx;
    const terminal = workflow.data.terminal;
    if (!terminal)
        return;
    const success = terminal.success;
    if (success !== undefined && success !== 'WORKFLOW_COMPLETE' && Object.hasOwn(stop_codes/* STOP_CODES */.GO, success)) {
        report((0,context/* issue */.sn)('TERMINAL_SUCCESS_STOP_CODE', 'error', `terminal.success '${success}' is a stop code stagegate gives another meaning; a completed run would report it as its success`, 'Name the status the workflow reports when it completes (e.g. IMPLEMENTATION_READY), or leave terminal.success out (WORKFLOW_COMPLETE).', ['terminal', 'success'], { value: true }));
    }
    // A hand-off step that ends the run with the success name: a parent could not tell that block
    // from a completion (both reach it as the same status).
    if (success !== undefined) {
        for (const [id, step] of Object.entries(workflow.data.steps ?? {})) {
            const handOffs = [[['steps', id, 'terminal_status'], step.terminal_status]];
            for (const [itemId, item] of Object.entries(step.per_item ?? {}))
                handOffs.push([['steps', id, 'per_item', itemId, 'terminal_status'], item.terminal_status]);
            for (const [path, status] of handOffs) {
                if (status !== success)
                    continue;
                report((0,context/* issue */.sn)('TERMINAL_SUCCESS_AMBIGUOUS', 'warning', `hand-off step '${path.at(-2)}' ends the run with terminal_status '${status}', the name terminal.success gives a completed run: a parent routing '${status}' cannot tell this stop from a completion`, 'Give the hand-off a status of its own (e.g. WORKFLOW_BLOCKED_<REASON>), or terminal.success another name.', path, { value: true }));
            }
        }
    }
    if (terminal.preserve_external_blocker_status === false) {
        report((0,context/* issue */.sn)('TERMINAL_BLOCKER_STATUS_DROPPED', 'error', 'terminal.preserve_external_blocker_status: false is not supported: a phase (or child) that ends with a status this workflow does not go on with always ends it with that status (e.g. WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE), never with another one', 'Remove the key or set it to true (what stagegate does).', ['terminal', 'preserve_external_blocker_status'], { value: true }));
    }
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/workspace/git-top-level.ts
var git_top_level = __webpack_require__(2784);
;// CONCATENATED MODULE: ./src/core/validate/rules/file-location.ts
// Where the workflow file is. GitHub runs every .yml/.yaml file directly in .github/workflows/ as
// a GitHub Actions workflow: a stagegate workflow put there ("add it to CI") is not one, so every
// push shows a failed run of it. Only the repository's own folder counts (the git top-level's
// .github/workflows/): GitHub ignores one in a subfolder (services/api/.github/workflows/, a
// working-directory's). Outside any repository, the workspace root's.



const IN_WORKFLOWS_FOLDER = /(?:^|\/)\.github\/workflows\/[^/]+\.ya?ml$/i;
/**
 * Whether `file` (relative to `root`, the workspace) is a file GitHub reads as an Actions
 * workflow: directly in .github/workflows/ of the repository it is in.
 */
function inGithubWorkflowsFolder(root, file) {
    const rel = file.replace(/\\/g, '/').replace(/^\.\//, '');
    if (!IN_WORKFLOWS_FOLDER.test(rel))
        return false;
    // The folder that holds .github/: GitHub reads it only when it is the repository's top.
    const owner = (0,external_node_path_.dirname)((0,external_node_path_.dirname)((0,external_node_path_.dirname)((0,external_node_path_.resolve)(root, rel))));
    const top = (0,git_top_level/* gitTopLevel */.o)((0,external_node_path_.dirname)((0,external_node_path_.resolve)(root, rel)));
    return top !== undefined ? top === owner : owner === (0,external_node_path_.resolve)(root);
}
function ruleFileLocation(ctx) {
    const file = ctx.workflow.file;
    if (!inGithubWorkflowsFolder(ctx.workspace.root, file))
        return;
    const name = file.slice(file.lastIndexOf('/') + 1);
    ctx.report((0,context/* issue */.sn)('WORKFLOW_IN_GITHUB_WORKFLOWS', 'warning', `${file} is a stagegate workflow in .github/workflows/, where GitHub runs every .yml/.yaml file as a GitHub Actions workflow: it is not one (no on:, no jobs:), so each push would show a failed workflow run for it`, `Move it out of .github/workflows/ (e.g. to workflows/${name}; stagegate reads a workflow from any path) and run it from a GitHub workflow there with the stagegate Action (a step \`uses: <owner>/stagegate@v1\` with \`workflow: workflows/${name}\`, docs/action.md), or with \`stagegate run workflows/${name}\` in a run: step.`, []));
}

// EXTERNAL MODULE: ./src/core/gate/contracts/contract-of.ts
var contract_of = __webpack_require__(1883);
;// CONCATENATED MODULE: ./src/core/validate/rules/id-case.ts
// Ids that differ only in case (`Build` and `build`) in one scope: a decision reads steps.<id> (and
// a parallel step's branches.<id>) case-insensitively, as GitHub expressions read every property,
// so it would read one step's record for the other's; and on a case-insensitive file system (macOS
// and Windows runners) the files named after them \u2014 stage logs, effects ledgers, a branch's shard
// folder \u2014 are one file. STEP_ID_CASE_COLLISION names both ids and where each is.

/**
 * Report each id of `ids` (in file order) whose lower-case form an earlier one has: at the later
 * one, naming both with file:line. `what`: what the ids are, as the message names them ('step',
 * 'per-item steps of foreach x:', 'branch of parallel step p:'); `names`: how a decision reads one;
 * `shown`: an id as a message writes it (step-shape.ts visibleId).
 */
function reportIdCaseCollisions(ctx, ids, what, names, shown) {
    const first = new Map();
    for (const s of ids) {
        const key = s.id.toLowerCase();
        const earlier = first.get(key);
        if (earlier === undefined) {
            first.set(key, s);
            continue;
        }
        if (earlier.id === s.id)
            continue;
        const at = (m) => `${ctx.workflow.file}:${m.line}`;
        ctx.report((0,context/* issue */.sn)('STEP_ID_CASE_COLLISION', 'error', `${what} ids '${shown(earlier.id)}' (${at(earlier)}) and '${shown(s.id)}' (${at(s)}) differ only in case: a decision reads ${names(s.id)} case-insensitively (GitHub expressions), so it could read the other's record, and on a case-insensitive file system (macOS, Windows runners) their stage logs (logs/<step>.v<visit>.a<attempt>.log) are one file`, `Rename one of them so the two ids differ by more than case (e.g. '${s.id}_2'), and its transitions and references with it.`, s.path, { at: { line: s.line, column: s.column } }));
    }
}

// EXTERNAL MODULE: ./src/core/steps/foreach/item-workflow.ts
var item_workflow = __webpack_require__(7917);
;// CONCATENATED MODULE: ./src/core/validate/rules/step-shape.ts
// What each step kind must carry: managed stages an output and statuses, action steps an
// on_complete, hand-off steps a terminal_status, foreach steps a per_item machine and a
// completion target; step ids do not take the names of terminal targets.






/** Keys only some kinds use: retry_step (resolvers, gated ones too), on_success (plain resolvers), on_complete (actions), output (stages with a gate). */
const IGNORED_BY_KIND = [
    ['asks', (s) => s.kind === 'shell' || s.kind === 'agent' || s.kind === 'action' || s.kind === 'resolver'],
    ['retry_step', (s) => (0,model_workflow/* isResolverStep */.jF)(s)],
    ['on_success', (s) => s.kind === 'resolver'],
    ['on_complete', (s) => s.kind === 'action'],
    ['output', (s) => s.kind === 'shell' || s.kind === 'agent' || s.kind === 'child_workflow'],
];
const IGNORED_WHY = {
    retry_step: 'only a resolver (an agent step entered to resolve unknowns) names the step it retries',
    on_success: 'a step with statuses routes through them (only a resolver without statuses follows on_success)',
    on_complete: 'only an action step continues with on_complete (a gated step routes through statuses)',
    output: 'only a stage with a gate (run, prompt, inline_instruction) writes a declared output',
    asks: 'only a step that runs a process (run, prompt, inline_instruction, action) waits for its answer before it starts',
};
/**
 * failure_statuses (a step's, or a parallel branch's): only a stage that reports a gate can fail
 * by a status, and each stays in statuses routed to BLOCKED \u2014 so the stage's contract lists it
 * and nothing reads it as a way on \u2014 since reporting it fails the attempt (gate/judge.ts).
 */
function checkFailureStatuses(report, step, where) {
    const d = step.def;
    const p = step.path;
    if (d.failure_statuses === undefined)
        return;
    const stage = step.kind === 'shell' || step.kind === 'agent';
    if (!stage) {
        report((0,context/* issue */.sn)('FAILURE_STATUS_INVALID', 'error', `failure_statuses on ${step.kind} ${where}: only a stage that reports a gate (run, prompt, inline_instruction) can fail by a status`, 'Remove failure_statuses.', [...p, 'failure_statuses']));
        return;
    }
    d.failure_statuses.forEach((status, i) => {
        const to = d.statuses?.[status];
        if (to !== 'BLOCKED')
            report((0,context/* issue */.sn)('FAILURE_STATUS_INVALID', 'error', `failure status ${status} of ${where} ${to === undefined ? 'is not a key of its statuses' : 'is routed elsewhere, but a failure status is never routed'}: it must be in statuses as ${status}: BLOCKED`, `Write ${status}: BLOCKED in statuses (the stage's contract lists it; reporting it fails the attempt).`, [...p, 'failure_statuses', i]));
    });
}
/** The artifact a step's prompt file tells the agent to write (its gate template's artifact:), if any. */
function promptArtifact(ctx, step) {
    const prompt = step.def.prompt;
    if (prompt === undefined || prompt.includes('{{'))
        return undefined;
    const info = ctx.session.prompt(ctx.expandDefaults(prompt));
    const value = info.gateTemplates.map((t) => t.artifact?.value).filter((v) => v !== undefined && v !== '' && !/^<.*>$/.test(v)).pop();
    return value;
}
/**
 * Whether the step lacks the routes its kind needs (MISSING_STATUSES, MISSING_ON_COMPLETE below):
 * where it leads is unknown until they are written, so reachability.ts reports no step as
 * unreachable while such a step is reachable (one of those routes may be the way to it).
 */
function missingRoutes(step) {
    if (model_workflow/* TERMINAL_TARGETS */.e2.has(step.id) || context/* ITEM_TARGETS */.JJ.has(step.id))
        return false;
    const d = step.def;
    const noStatuses = d.statuses === undefined || Object.keys(d.statuses).length === 0;
    switch (step.kind) {
        case 'shell':
        case 'agent':
        case 'child_workflow':
            return noStatuses;
        case 'approval':
            return d.on_approve === undefined;
        case 'action':
            return d.on_complete === undefined;
        case 'foreach':
            return d.completion?.on_complete === undefined;
        default:
            return false;
    }
}
/** Why a step id cannot be one file name, or undefined. */
function stepIdFileProblem(id) {
    if (id === '')
        return 'it is empty';
    if (id === '.' || id === '..')
        return `'${id}' is a folder, not a file name`;
    if (/[/\\]/.test(id))
        return 'it holds a path separator (/ or \\)';
    if (/[\u0000-\u001f\u007f-\u009f]/.test(id))
        return 'it holds a NUL or another control character';
    // Format characters (Unicode Cf: U+202E right-to-left override, U+200B zero-width space, ...) are
    // invisible or reorder what a terminal shows: an id printed with one is not the id it looks like.
    const format = /\p{Cf}/u.exec(id);
    if (format)
        return `it holds the invisible format character U+${format[0].codePointAt(0).toString(16).toUpperCase().padStart(4, '0')} (it hides in or reorders what a terminal prints)`;
    return undefined;
}
/** An id as a message shows it: control and format characters (Unicode Cc, Cf) written as \u{XXXX}, never raw. */
function visibleId(id) {
    return id.replace(/[\p{Cc}\p{Cf}]/gu, (c) => `\\u{${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}}`);
}
function ruleStepShape(ctx) {
    const { report } = ctx;
    for (const scope of ctx.scopes) {
        const what = scope.kind === 'per_item' ? `per-item steps of foreach '${visibleId(scope.owner.id)}':` : 'step';
        reportIdCaseCollisions(ctx, [...scope.steps.values()], what, (id) => `steps.${id}`, visibleId);
    }
    for (const { step, scope } of ctx.steps) {
        const d = step.def;
        const p = step.path;
        const where = scope.kind === 'per_item' ? `per-item step '${visibleId(step.id)}'` : `step '${visibleId(step.id)}'`;
        if (scope.kind === 'per_item' && (0,item_workflow/* describesDeferral */.wm)(step.id, d)) {
            // The package's own wording of the runner's deferral: accepted, but its text is not what runs.
            report((0,context/* issue */.sn)('ITEM_DEFERRAL_DESCRIBED', 'warning', `${where} describes the deferral the runner does itself, so its action text is not run: a transition to defer_current_artifact sets the item aside until its dependencies are VERIFIED, else stops with WORKFLOW_BLOCKED_DEPENDENCY_CYCLE or WORKFLOW_BLOCKED_ITEMS_DEFERRED`, 'Nothing to change when that is what the text says; remove the step to silence this (the transitions to defer_current_artifact stay).', p, { at: { line: step.line, column: step.column } }));
            continue;
        }
        if (model_workflow/* TERMINAL_TARGETS */.e2.has(step.id) || context/* ITEM_TARGETS */.JJ.has(step.id) || step.id === model_workflow/* ASK_TARGET */.QU) {
            // One finding for the clash: the step's own shape (e.g. an action without on_complete) is moot.
            const deferral = step.id === 'defer_current_artifact';
            report((0,context/* issue */.sn)('STEP_ID_RESERVED', 'error', `${where} is named like the transition target ${step.id}; a transition to it would never reach the step${deferral ? ' (the runner defers the item itself: until its dependencies are VERIFIED, else WORKFLOW_BLOCKED_DEPENDENCY_CYCLE or WORKFLOW_BLOCKED_ITEMS_DEFERRED)' : ''}`, deferral ? 'Remove this per-item step and keep the transitions to defer_current_artifact (an action describing the deferral, without on_complete, is accepted).' : 'Rename the step.', p, { at: { line: step.line, column: step.column } }));
            continue;
        }
        const at = { at: { line: step.line, column: step.column } };
        // A step id names files (its stage logs, effects ledger, prompt copy): one that cannot be a
        // file name would be refused by the run (PATH_OUTSIDE_WORKSPACE) only when the step starts.
        const idProblem = stepIdFileProblem(step.id);
        if (idProblem !== undefined) {
            report((0,context/* issue */.sn)('STEP_ID_INVALID', 'error', `${where} cannot name a file (its stage log is logs/<step>.v<visit>.a<attempt>.log): ${idProblem}`, 'Rename the step: letters, digits, -, _ and . (not . or .. alone), no / or \\, no control or invisible format characters.', p, at));
        }
        if (step.kind === 'shell' || step.kind === 'agent') {
            // Another runner's result contract may be read from the transcript: no output needed.
            if (d.output === undefined && (0,contract_of/* foreignContractOf */.A)(step) === undefined) {
                const named = promptArtifact(ctx, step);
                report((0,context/* issue */.sn)('MISSING_OUTPUT', 'error', `${where} declares no output; a managed stage writes one output that ends in a WORKFLOW_GATE block${named ? ` (its prompt's gate template names the artifact ${named})` : ''}`, named ? `Add output: '${named}' to the step.` : 'Add output: <workspace-relative path>.', p, at));
            }
            if (d.statuses === undefined || Object.keys(d.statuses).length === 0)
                report((0,context/* issue */.sn)('MISSING_STATUSES', 'error', `${where} routes no gate status, so its gate can never lead anywhere`, 'Add statuses: {<STATUS>: <next step | DONE | BLOCKED>}.', p, at));
        }
        if (step.kind === 'child_workflow' && (d.statuses === undefined || Object.keys(d.statuses).length === 0)) {
            report((0,context/* issue */.sn)('MISSING_STATUSES', 'error', `child workflow ${where} routes no child outcome`, 'Add statuses: {WORKFLOW_COMPLETE: <next>, WORKFLOW_BLOCKED_SOURCE_GAPS: BLOCKED, ...}.', p, at));
        }
        checkFailureStatuses(report, step, where);
        if (d.on_failure === 'skip' && d.on_skip === undefined)
            report((0,context/* issue */.sn)('MISSING_ON_SKIP', 'error', `${where} has on_failure: skip but no on_skip, so a failed run would have nowhere to go`, 'Add on_skip: <next step | DONE | BLOCKED>, or route on_failure to a step or BLOCKED.', [...p, 'on_failure'], {}));
        if (d.optional === true && d.on_skip === undefined)
            report((0,context/* issue */.sn)('MISSING_ON_SKIP', 'error', `optional ${where} has no on_skip, so the run would have nowhere to go when it is skipped`, 'Add on_skip: <next step | DONE | BLOCKED>, or drop optional: true.', [...p, 'optional'], {}));
        if (step.kind === 'approval') {
            // Approvers are compared case-insensitively (GitHub logins are): two that differ only in case are one.
            const seen = new Map();
            for (const name of d.approval?.approvers ?? []) {
                const first = seen.get(name.toLowerCase());
                if (first !== undefined)
                    report((0,context/* issue */.sn)('DUPLICATE_APPROVER', 'warning', `approval ${where} lists approver '${name}' twice${first !== name ? ` (as '${first}': approvers are compared case-insensitively, as GitHub logins are)` : ''}`, 'Keep one of them in approval.approvers.', [...p, 'approval', 'approvers'], {}));
                else
                    seen.set(name.toLowerCase(), name);
            }
        }
        if (step.kind === 'approval' && d.on_approve === undefined)
            report((0,context/* issue */.sn)('MISSING_ON_COMPLETE', 'error', `approval ${where} has no on_approve, so the run cannot continue after an approval`, 'Add on_approve: <next step | DONE> (and on_reject: <step | BLOCKED>).', p, at));
        if (step.kind === 'action' && d.on_complete === undefined)
            report((0,context/* issue */.sn)('MISSING_ON_COMPLETE', 'error', `action ${where} has no on_complete, so the run cannot continue after it`, 'Add on_complete: <next step>.', p, at));
        if (step.kind === 'instruction' && d.terminal_status === undefined)
            report((0,context/* issue */.sn)('MISSING_TERMINAL_STATUS', 'error', `hand-off ${where} has no terminal_status`, 'Add terminal_status: WORKFLOW_BLOCKED_<REASON> naming how the run ends.', p, at));
        // A hand-off exits with its terminal_status's class (docs/stop-codes.md): a success code makes a
        // CI step green while the work waits on a person; a lock or interrupt reads as "try again".
        if (step.kind === 'instruction' && typeof d.terminal_status === 'string' && ['success', 'locked', 'interrupted'].includes((0,stop_codes/* stopClass */.Ti)(d.terminal_status))) {
            const code = d.terminal_status;
            report((0,context/* issue */.sn)('TERMINAL_STATUS_MISLEADS', 'warning', `hand-off ${where} ends the run ${code}, which exits ${(0,stop_codes/* exitStatusFor */.ex)(code)} (${(0,stop_codes/* stopClass */.Ti)(code) === 'success' ? 'success: a CI step passes while the work waits on the hand-off' : `as a ${(0,stop_codes/* stopClass */.Ti)(code)} run does, which retry wrappers read as "try again"`})`, 'Name the hand-off\'s own status, e.g. terminal_status: WORKFLOW_BLOCKED_<REASON> (exit 3).', [...p, 'terminal_status'], {}));
        }
        if (step.kind === 'foreach') {
            if (d.per_item === undefined || Object.keys(d.per_item).length === 0) {
                report((0,context/* issue */.sn)('FOREACH_NO_PER_ITEM', 'error', `foreach ${where} has no per_item steps, so no item is ever worked on`, 'Add per_item: {<step>: {...}} - the state machine each registry row goes through.', p, at));
            }
            if (d.completion?.on_complete === undefined) {
                report((0,context/* issue */.sn)('MISSING_ON_COMPLETE', 'error', `foreach ${where} has no completion.on_complete, so the run cannot continue after the last item`, 'Add completion: {require: all rows VERIFIED, on_complete: <next step | DONE>}.', d.completion ? [...p, 'completion'] : p, d.completion ? {} : at));
            }
        }
        // A parallel step routes its join's verdict through statuses (rules/parallel.ts checks the keys).
        const managed = step.kind === 'shell' || step.kind === 'agent' || step.kind === 'child_workflow' || step.kind === 'parallel';
        if (!managed && d.statuses !== undefined && step.kind !== 'foreach') {
            report((0,context/* issue */.sn)('UNUSED_KEY', 'warning', `statuses on ${step.kind} ${where} are never used: only managed stages write a gate`, 'Remove statuses, or make the step a managed stage (prompt, inline_instruction, run or child_workflow).', [...p, 'statuses']));
        }
        if (step.kind === 'foreach' && d.statuses !== undefined) {
            report((0,context/* issue */.sn)('UNUSED_KEY', 'warning', `statuses on foreach ${where} are never used: per-item steps route their own gates and completion.on_complete follows the last item`, 'Move the routing into per_item steps, or into completion.on_complete.', [...p, 'statuses']));
        }
        if (d.terminal_status !== undefined && step.kind !== 'instruction') {
            report((0,context/* issue */.sn)('UNUSED_KEY', 'warning', `terminal_status on ${step.kind} ${where} is never used: only hand-off (instruction) steps end the run with it`, 'Remove terminal_status, or make the step an instruction: hand-off.', [...p, 'terminal_status']));
        }
        // A key the step's kind ignores is reported, never dropped silently.
        for (const [key, used] of IGNORED_BY_KIND) {
            if (d[key] === undefined || used(step))
                continue;
            report((0,context/* issue */.sn)('UNUSED_KEY', 'warning', `${key} on ${step.kind} ${where} is never used: ${IGNORED_WHY[key]}`, `Remove ${key}, or change the step so its kind uses it.`, [...p, key]));
        }
        if (d.per_item !== undefined && step.kind !== 'foreach') {
            report((0,context/* issue */.sn)('UNUSED_KEY', 'warning', `per_item on ${step.kind} ${where} is never used without foreach`, 'Add foreach: {source, id_field, bindings}, or remove per_item.', [...p, 'per_item']));
        }
    }
}

// EXTERNAL MODULE: ./src/core/validate/graph.ts
var graph = __webpack_require__(9590);
;// CONCATENATED MODULE: ./src/core/validate/rules/targets.ts
// Every transition of every kind names something that exists: statuses (plain and
// if_input_present/else branches), retry_step, on_success, on_complete, completion.on_complete
// and per-item targets. if_input_present tests a declared optional input.




function ruleTargets(ctx) {
    const { workflow, report } = ctx;
    const rawTop = new Set(Object.keys(workflow.data.steps ?? {}));
    const candidates = new Map();
    const candidatesOf = (scope) => {
        let list = candidates.get(scope);
        if (!list)
            candidates.set(scope, (list = [...scope.steps.keys(), ...scope.terminals]));
        return list;
    };
    const optional = new Set(workflow.inputs.optional);
    const required = new Set(workflow.inputs.required);
    for (const { step, scope } of ctx.steps) {
        const rawScope = scope.kind === 'top' ? rawTop : new Set(Object.keys(scope.owner?.def.per_item ?? {}));
        for (const t of (0,graph/* transitionsOf */.C5)(step)) {
            if (scope.terminals.has(t.to) || scope.steps.has(t.to))
                continue;
            if (t.label === 'on_failure' && t.to === 'skip')
                continue; // the skip token: it follows on_skip (MISSING_ON_SKIP without one)
            if (rawScope.has(t.to))
                continue; // a step whose kind is invalid: reported as STEP_KIND_INVALID
            // ASK is a gate status's target only (rules/ask.ts); an if_input_present branch to it is said there.
            if (t.to === model_workflow/* ASK_TARGET */.QU) {
                if (t.status === undefined)
                    report((0,context/* issue */.sn)('ASK_NOT_ALLOWED', 'error', `${t.label} of step '${step.id}' goes to ASK; only a gate status (statuses:) can route to ASK`, 'Route a status of the step\'s statuses to ASK, and this transition to a step, DONE or BLOCKED.', t.path, { value: true }));
                continue;
            }
            const owner = scope.owner;
            let message;
            let hint;
            if (scope.kind === 'per_item' && owner && workflow.steps.has(t.to)) {
                message = `${t.label} of per-item step '${step.id}' goes to '${t.to}', a top-level step; per-item transitions stay inside the per_item of '${owner.id}'`;
                hint = `Route to a per-item step, next_artifact, defer_current_artifact, DONE or BLOCKED; '${owner.id}' continues with completion.on_complete after the last item.`;
            }
            else if (scope.kind === 'top' && (t.to === 'next_artifact' || t.to === 'defer_current_artifact')) {
                message = `${t.label} of step '${step.id}' goes to '${t.to}', which only exists inside a foreach's per_item steps`;
                hint = 'Name an existing step, DONE or BLOCKED.';
            }
            else {
                const kind = scope.kind === 'per_item' ? `a per-item step of '${owner?.id}'` : 'a step';
                message = `${t.label} of ${scope.kind === 'per_item' ? 'per-item ' : ''}step '${step.id}' goes to '${t.to}', which is not ${kind}${scope.kind === 'per_item' ? ', next_artifact, defer_current_artifact' : ''}, DONE or BLOCKED.${(0,did_you_mean/* didYouMean */.au)(t.to, candidatesOf(scope))}`;
                hint = scope.kind === 'per_item' ? 'Name a per-item step, next_artifact, defer_current_artifact, DONE or BLOCKED.' : 'Name an existing step, DONE or BLOCKED.';
            }
            report((0,context/* issue */.sn)('UNKNOWN_TARGET', 'error', message, hint, t.path, { value: true }));
        }
        // asks: inputs a person gives once the run gets there \u2014 optional ones (a required input is given before anything runs, an undeclared one never).
        (step.def.asks ?? []).forEach((input, i) => {
            if (optional.has(input))
                return;
            const what = required.has(input) ? 'a required input, given before anything runs: the step never has to ask' : `not a declared optional input.${(0,did_you_mean/* didYouMean */.au)(input, optional)}`;
            report((0,context/* issue */.sn)('IF_INPUT_NOT_OPTIONAL', 'error', `asks of ${step.id} names '${input}', which is ${what}`, `Name an input listed in inputs.optional (declared: ${[...optional].join(', ') || 'none'}).`, [...step.path, 'asks', i]));
        });
        for (const [status, target] of Object.entries(step.def.statuses ?? {})) {
            if (typeof target === 'string')
                continue;
            for (const input of Object.keys(target.if_input_present)) {
                if (optional.has(input))
                    continue;
                const what = required.has(input) ? 'a required input, so it is always present and the else branch can never run' : `not a declared optional input.${(0,did_you_mean/* didYouMean */.au)(input, optional)}`;
                report((0,context/* issue */.sn)('IF_INPUT_NOT_OPTIONAL', 'error', `if_input_present of ${step.id}.${status} tests '${input}', which is ${what}`, `Test an input listed in inputs.optional (declared: ${[...optional].join(', ') || 'none'}).`, [...step.path, 'statuses', status, 'if_input_present', input]));
            }
        }
    }
}

// EXTERNAL MODULE: ./src/core/gate/judging.ts
var judging = __webpack_require__(2215);
;// CONCATENATED MODULE: ./src/core/validate/rules/ask.ts
// A status routed to ASK (a stage that asks a person mid-stage, docs/workflow-format.md#asking-mid-stage)
// stands only where the run can stop for the answer and run the stage again with it: a top-level
// step that runs a process judged by its WORKFLOW_GATE (run, prompt, inline_instruction with an
// output), as a plain target. A foreach's per-item step is refused (its item's run would stop
// inside the loop, where no `run --answer` reaches), as is a parallel branch (parallel.ts: a
// branch's statuses lead to DONE or BLOCKED), an if_input_present branch, and every other
// transition (targets.ts names them).




function ruleAsk(ctx) {
    const { report } = ctx;
    for (const { step, scope } of ctx.steps) {
        for (const [status, target] of Object.entries(step.def.statuses ?? {})) {
            const path = [...step.path, 'statuses', status];
            if (typeof target !== 'string') {
                if ((0,model_workflow/* targetsOf */.QR)(target).includes(model_workflow/* ASK_TARGET */.QU))
                    report((0,context/* issue */.sn)('ASK_NOT_ALLOWED', 'error', `status ${status} of step '${step.id}' goes to ASK under if_input_present/else; ASK is a plain target`, `Route ${status} to ASK directly (statuses: { ${status}: ASK }), or route it to a step.`, path, { value: true }));
                continue;
            }
            if (target !== model_workflow/* ASK_TARGET */.QU)
                continue;
            const gated = Object.hasOwn(judging/* JUDGING */.P, step.kind) && judging/* JUDGING */.P[step.kind] === 'gate' && step.def.output !== undefined && (0,contract_of/* foreignContractOf */.A)(step) === undefined;
            if (scope.kind === 'per_item') {
                report((0,context/* issue */.sn)('ASK_NOT_ALLOWED', 'error', `status ${status} of per-item step '${step.id}' goes to ASK; a foreach item's stage cannot stop the run for a person's answer`, 'Ask before the foreach (a top-level step routing a status to ASK), or give the answer as an optional input the per-item step `asks` for.', path, { value: true }));
            }
            else if (!gated) {
                report((0,context/* issue */.sn)('ASK_NOT_ALLOWED', 'error', `status ${status} of step '${step.id}' goes to ASK, but the step ${step.kind === 'action' || step.kind === 'resolver' ? `is ${step.kind === 'action' ? 'an action' : 'a resolver'} judged by its exit status` : 'reports no WORKFLOW_GATE'}: only a stage whose gate carries a question can ask`, 'Route ASK from a run, prompt or inline_instruction step with an output and statuses.', path, { value: true }));
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/core/validate/rules/reachability.ts
// Graph rules, per scope (top-level steps; each foreach's per_item machine): every step is
// reachable from the entry; no loop is a trap whose only way out is the visit limit; every
// loop carries an explicit visit limit.





function ruleReachability(ctx) {
    for (const scope of ctx.scopes)
        checkScope(ctx, scope);
}
function checkScope(ctx, scope) {
    if (scope.entry === undefined || !scope.steps.has(scope.entry))
        return;
    const { report, workflow } = ctx;
    const successors = new Map();
    const ends = new Set();
    let ids;
    const raw = new Set(Object.keys((scope.kind === 'top' ? workflow.data.steps : scope.owner?.def.per_item) ?? {}));
    for (const step of scope.steps.values()) {
        const targets = (0,graph/* transitionsOf */.C5)(step).map((t) => t.to);
        const known = targets.filter((t) => scope.steps.has(t));
        // An unknown target is reported by targets.ts. To avoid a cascade of findings that the
        // fix removes, assume it is the step it most likely means (the did-you-mean match), and
        // that it might end the run.
        // ASK where it cannot stand is reported by targets.ts (ASK_NOT_ALLOWED): no did-you-mean guess (it is no misspelt step).
        const unknown = targets.filter((t) => !scope.steps.has(t) && !scope.terminals.has(t) && t !== model_workflow/* ASK_TARGET */.QU);
        if (unknown.length > 0) {
            ends.add(step.id);
            ids ??= [...scope.steps.keys()];
            for (const t of unknown) {
                if (raw.has(t))
                    continue; // a step with an invalid kind (STEP_KIND_INVALID): no guess
                const guess = (0,did_you_mean/* closest */.kp)(t, ids);
                if (guess !== undefined)
                    known.push(guess);
            }
        }
        successors.set(step.id, known);
        if (step.kind === 'instruction' || targets.some((t) => scope.terminals.has(t)))
            ends.add(step.id);
        // A foreach ends the run when one of its items routes to DONE or BLOCKED.
        if (step.kind === 'foreach') {
            for (const item of Object.values(step.def.per_item ?? {})) {
                if (Object.values(item.statuses ?? {}).some((t) => typeof t === 'string' ? t === 'DONE' || t === 'BLOCKED' : [...Object.values(t.if_input_present), t.else].some((x) => x === 'DONE' || x === 'BLOCKED')))
                    ends.add(step.id);
                if (item.instruction !== undefined)
                    ends.add(step.id);
            }
        }
    }
    const analysis = (0,graph/* analyseScope */.A_)({ ids: [...scope.steps.keys()], entry: scope.entry, successors: (id) => successors.get(id) ?? [], ends: (id) => ends.has(id) });
    const inScope = scope.kind === 'per_item' ? ` of '${scope.owner?.id}'` : '';
    const label = scope.kind === 'per_item' ? 'per-item step' : 'step';
    const at = (id) => {
        const s = scope.steps.get(id);
        return { path: s.path, at: { line: s.line, column: s.column } };
    };
    // A reachable step without its routes (MISSING_STATUSES, MISSING_ON_COMPLETE) may lead to any
    // step once they are written: that finding is the root cause, so no step is reported unreachable.
    const routeless = [...analysis.reachable].some((id) => missingRoutes(scope.steps.get(id)));
    for (const root of routeless ? [] : analysis.unreachableRoots) {
        // Steps an importer added (an aiox retry decision: implicit) are not named: the user never wrote them.
        const others = root.group.filter((id) => id !== root.id && scope.steps.get(id)?.implicit !== true);
        const also = others.length > 0 ? `; ${others.join(', ')} ${others.length === 1 ? 'is' : 'are'} only reachable through it` : '';
        const { path, at: where } = at(root.id);
        if (workflow.format !== 'native') {
            // The other runners load a file with a dead node and simply never reach it (maestro's
            // graph-loader checks references, not reachability; aiox and CCW walk what they are told).
            report((0,context/* issue */.sn)('UNREACHABLE_IMPORTED_STEP', 'warning', `${label} '${root.id}'${inScope} can never run: no transition from the entry step '${scope.entry}' leads to it${also}. The ${workflow.format} runner accepts it and never reaches it; so does stagegate`, 'Route to it from a reachable node, or remove it.', path, { at: where }));
            continue;
        }
        report((0,context/* issue */.sn)('UNREACHABLE_STEP', 'error', `${label} '${root.id}'${inScope} can never run: no transition from the entry step '${scope.entry}' leads to it${also}`, 'Route a status (or on_complete / completion.on_complete) to it, or remove it.', path, { at: where }));
    }
    for (const loop of analysis.trapLoops) {
        const { path, at: where } = at(loop[0]);
        const exits = scope.kind === 'per_item' ? 'next_artifact, defer_current_artifact, DONE or BLOCKED' : 'DONE, BLOCKED or a hand-off step';
        const cycle = (0,graph/* cycleThrough */.UQ)(loop[0], new Set(loop), (id) => successors.get(id) ?? []);
        report((0,context/* issue */.sn)('LOOP_WITHOUT_EXIT', 'error', `${loop.length === 1 ? `${label} '${loop[0]}' only leads back to itself` : `${label}s ${loop.join(', ')}${inScope} only lead to each other (${(0,graph/* describeLoop */.MI)(cycle, [])})`}: no transition leaves the loop, so a run there ends only when the visit limit stops it (WORKFLOW_BLOCKED_LOOP_LIMIT)`, `Give the loop an exit: route a status of one of its steps to a step that can finish, or to ${exits}.`, path, { at: where }));
    }
    if (workflow.data.execution?.max_visits !== undefined)
        return;
    const trapped = new Set(analysis.traps);
    analysis.loops.forEach((loop, i) => {
        if (loop.some((id) => trapped.has(id)))
            return;
        if (loop.some((id) => scope.steps.get(id).def.max_visits !== undefined))
            return;
        const { path, at: where } = at(loop[0]);
        report((0,context/* issue */.sn)('LOOP_WITHOUT_MAX_VISITS', 'warning', `the loop ${(0,graph/* describeLoop */.MI)(analysis.cycles[i], loop)}${inScope} has no step with max_visits, so only the default limit (10 entries per step) bounds it`, `Set max_visits on one step of the loop (the revise or resolver step, e.g. max_visits: 3), or execution.max_visits for the whole workflow.`, path, { at: where }));
    });
}

// EXTERNAL MODULE: ./src/core/validate/rules/paths.ts
var paths = __webpack_require__(2278);
// EXTERNAL MODULE: ./src/core/agents/registry.ts + 6 modules
var registry = __webpack_require__(9726);
// EXTERNAL MODULE: ./src/core/steps/process/unenforced-budgets.ts
var unenforced_budgets = __webpack_require__(5111);
// EXTERNAL MODULE: ./src/core/steps/parallel/branches.ts
var parallel_branches = __webpack_require__(9739);
// EXTERNAL MODULE: ./src/core/workspace/workspace.ts
var workspace = __webpack_require__(5620);
;// CONCATENATED MODULE: ./src/core/validate/rules/agents.ts
// The agent a workflow names (execution.agent, a step's or a branch's agent:) is one a run can
// use: a built-in adapter or command:PATH (INVALID_VALUE otherwise), and a command:PATH with a
// folder stays inside the workspace (PATH_OUTSIDE_WORKSPACE, checked lexically and through links
// as paths.ts does).
// A run refuses both before any stage (agents/registry.ts); validate says so with the line.
// A placeholder in agent: is never substituted (the text would reach the agent CLI as written,
// `--model {{m}}`): AGENT_PLACEHOLDER, an error.
// A budget (max_cost_usd, max_turns) the named agent's CLI cannot report is BUDGET_NOT_ENFORCED
// (a warning: an invocation's --agent may choose another; run and plan say it for the agent they use).







function ruleAgents(ctx) {
    const check = (text, path, of) => {
        if (typeof text !== 'string')
            return;
        if (text.includes('{{')) {
            ctx.report((0,context/* issue */.sn)('AGENT_PLACEHOLDER', 'error', `agent '${text}' of ${of} holds a placeholder, but stagegate does not substitute placeholders in agent: (the text would reach the agent's command line as written)`, 'Name the agent literally (claude:sonnet), or choose it per invocation: --agent NAME[:MODEL] (the Action\'s agent input) for the whole run.', path, { value: true }));
            return;
        }
        const spec = (0,registry/* parseAgentSpec */.GV)(text);
        if (spec === undefined) {
            const name = (text.includes(':') ? text.slice(0, text.indexOf(':')) : text).trim();
            ctx.report((0,context/* issue */.sn)('INVALID_VALUE', 'error', `agent '${text}' of ${of} is not one of ${registry/* AGENT_NAMES */.RO.join(', ')}.${(0,did_you_mean/* didYouMean */.au)(name, registry/* AGENT_NAMES */.RO)}`, 'Name a built-in adapter, optionally with a model (claude:sonnet), or command:PATH for any executable (docs/agents.md#choosing-the-agent).', path, { value: true }));
            return;
        }
        const modelProblem = (0,registry/* agentModelProblem */.yf)(spec);
        if (modelProblem !== undefined) {
            ctx.report((0,context/* issue */.sn)('INVALID_VALUE', 'error', `agent '${text}' of ${of}: ${modelProblem}`, `${registry/* AGENT_MODEL_FIX */.uw} (docs/agents.md#choosing-the-agent)`, path, { value: true }));
            return;
        }
        if (spec.name !== 'command' || spec.arg === undefined || !spec.arg.includes('/'))
            return;
        // Lexically, then through links as the run resolves it (a committed tools/agent -> /elsewhere).
        const resolved = (0,paths/* templateEscapes */.rr)(spec.arg) === undefined ? ctx.session.resolve(spec.arg) : undefined;
        const why = (0,paths/* templateEscapes */.rr)(spec.arg) ?? (typeof resolved === 'string' ? resolved : undefined);
        if (why)
            ctx.report((0,context/* issue */.sn)('PATH_OUTSIDE_WORKSPACE', 'error', `agent command '${spec.arg}' of ${of} leaves the workspace: ${why}`, `A command:PATH in a workflow is resolved against the workspace and must stay inside it; put the agent's script in the workspace, or give an outside one with --agent-command PATH. ${workspace/* WORKSPACE_NOTE */.fA}`, path, { value: true }));
    };
    check(ctx.workflow.data.execution?.agent, ['execution', 'agent'], 'the workflow (execution.agent)');
    for (const { step } of ctx.steps)
        check(step.def.agent, [...step.path, 'agent'], `step '${step.id}'`);
    // Once, for the workflow: the parallel rule runs this rule again over its branches alone
    // (scope.within), whose findings under execution.* it drops; the branches are counted here.
    if (!ctx.steps.some(({ scope }) => scope.within !== undefined))
        budgetsNotEnforced(ctx);
}
/**
 * Budgets the agent the workflow itself names cannot report (docs/agents.md#budgets): of its
 * steps, per-item steps and parallel branches, as a run counts them (run/preflight.ts budgetWarnings).
 */
function budgetsNotEnforced(ctx) {
    const named = (text) => (typeof text === 'string' && !text.includes('{{') ? (0,registry/* parseAgentSpec */.GV)(text) : undefined);
    const branches = (0,parallel_branches/* allBranches */.Iz)(ctx.workflow)
        .map(({ branch }) => branch)
        .filter((b) => parallel_branches/* BRANCH_KINDS */.$z.has(b.kind));
    const steps = [...ctx.steps.map(({ step }) => step), ...branches].filter((s) => registry/* AGENT_DRIVEN_KINDS */.vD.has(s.kind));
    const found = (0,unenforced_budgets/* unenforcedBudgets */.O)(ctx.workflow, steps, (step) => {
        const spec = named(step.def.agent) ?? (step.def.agent === undefined ? named(ctx.workflow.data.execution?.agent) : undefined);
        return spec ? { name: spec.name, adapter: registry/* ADAPTERS */.R2.get(spec.name) } : undefined;
    });
    for (const b of found) {
        const path = b.limit.startsWith('execution.') ? ['execution', b.limit.slice('execution.'.length)] : [...b.step.path, b.limit.slice(b.limit.lastIndexOf('.') + 1)];
        ctx.report((0,context/* issue */.sn)('BUDGET_NOT_ENFORCED', 'warning', `${b.message}, so a run with it cannot stop on this budget`, `Run those steps with an agent that reports ${b.limit.endsWith('max_turns') ? 'turns' : 'cost'} (claude, opencode${b.limit.endsWith('max_turns') ? ', gemini, copilot' : ''}), or drop the limit; run and plan say the same for the agent they use (docs/agents.md#budgets).`, path, {}));
    }
}

// EXTERNAL MODULE: ./src/core/model/input-order.ts
var input_order = __webpack_require__(4864);
// EXTERNAL MODULE: ./src/core/model/references.ts
var references = __webpack_require__(6991);
// EXTERNAL MODULE: ./src/core/model/gate-schemas.ts
var gate_schemas = __webpack_require__(4371);
;// CONCATENATED MODULE: ./src/core/validate/rules/gate-keys.ts
// The keys a step's gate can carry, as decisions (steps.<id>.gate.<key>) and placeholders
// ({{steps.<id>.gate.<key>}}) read them: the gate block's own keys, and the extra keys its
// gate_schema names. A key a closed schema (additionalProperties or unevaluatedProperties false)
// cannot produce is null on every run (a decision) or never resolves (a placeholder).



/** The keys every WORKFLOW_GATE block has (gate/workflow-gate.ts), which a decision reads as steps.<id>.gate.<key>. */
const GATE_KEYS = ['workflow', 'step', 'status', 'unresolved_critical', 'unresolved_high', 'source_resolvable_open', 'artifact', 'next_recommended'];
/** The extra keys a step's gate_schema names, and whether it allows no other (gateSchemaKeys); undefined without a schema that compiled or one it cannot tell. */
function schemaKeysOf(ctx, step) {
    if (step.def.gate_schema === undefined)
        return undefined;
    const compiled = ctx.session.gateSchemas(ctx.workflow).compiled.get((0,gate_schemas/* gateSchemaKey */.Ip)(step.path));
    return compiled === undefined ? undefined : (0,gate_schemas/* gateSchemaKeys */.zr)(compiled.schema);
}
/**
 * Why `key` can never be in the gate of `step` when its gate_schema is closed and names no such
 * extra key, nor is it one of the gate block's own (names compare case-insensitively, as
 * expressions read them; `exactCase` for a placeholder, which reads the key as written);
 * undefined when it can be.
 */
function closedSchemaMiss(ctx, step, key, exactCase = false) {
    const keys = schemaKeysOf(ctx, step);
    if (keys === undefined || !keys.closed)
        return undefined;
    const known = [...keys.names, ...GATE_KEYS];
    if (known.some((k) => (exactCase ? k === key : k.toLowerCase() === key.toLowerCase())))
        return undefined;
    const compiled = ctx.session.gateSchemas(ctx.workflow).compiled.get((0,gate_schemas/* gateSchemaKey */.Ip)(step.path));
    const by = compiled?.schema['additionalProperties'] === false ? 'additionalProperties: false' : 'unevaluatedProperties: false';
    const extra = keys.names.length > 0 ? `no extra key but ${keys.names.join(', ')}` : 'no extra key';
    return `step '${step.id}''s gate_schema allows ${extra} (${by}), and '${key}' is not one of the gate's own keys (${GATE_KEYS.join(', ')}).${(0,did_you_mean/* didYouMean */.au)(key, known)}`;
}
/** {{steps.<id>.gate.<key>}} (or gate_or_empty) of a step whose closed gate_schema cannot produce the key: the finding's message, else undefined. */
function closedGateReference(ctx, where, name, steps) {
    const ref = (0,references/* parseReference */.F2)(name);
    if (ref?.what !== 'gate')
        return undefined;
    const step = steps.get(ref.step);
    const miss = step !== undefined ? closedSchemaMiss(ctx, step, ref.key, true) : undefined;
    if (miss === undefined)
        return undefined;
    return `${where} uses {{${name}}}, a key the gate of step '${step.id}' never has (${ref.orEmpty !== undefined ? 'always ""' : 'it never resolves'}): ${miss}`;
}
const CLOSED_GATE_HINT = "Name a key the step's gate_schema lists (or one of the gate's own), or add it to the schema's properties.";

;// CONCATENATED MODULE: ./src/core/validate/rules/github-expressions.ts
// `${{ github.sha }}` pasted from a GitHub Actions workflow. GitHub evaluates its expressions only
// in its own workflow files; stagegate never does: it reads `{{ github.sha }}` as one of its
// placeholders, which nothing can declare (an input name has no dot). One GITHUB_EXPRESSION
// finding says what it is and where the value is found instead; UNDECLARED_PLACEHOLDER and
// SHELL_PLACEHOLDER_UNSAFE ("a $ right before a placeholder") leave such a placeholder to it.
// A `${{x}}` whose x does substitute is stagegate's own (a $ before a value): not this finding.

/** Whether the placeholder whose `{{` is at `start` of `text` is written `${{` (an unescaped $). */
function writtenAsGithubExpression(text, start) {
    return start > 0 && text[start - 1] === '$' && text[start - 2] !== '\\';
}
// The `github` context fields GitHub also sets as GITHUB_<FIELD> in every job's environment.
const GITHUB_VARIABLES = new Set([
    'action', 'action_path', 'action_ref', 'action_repository', 'actor', 'actor_id', 'api_url', 'base_ref', 'event_name', 'event_path', 'graphql_url', 'head_ref', 'job', 'ref', 'ref_name', 'ref_protected', 'ref_type', 'repository', 'repository_id', 'repository_owner', 'repository_owner_id', 'retention_days', 'run_attempt', 'run_id', 'run_number', 'server_url', 'sha', 'triggering_actor', 'workflow', 'workflow_ref', 'workflow_sha', 'workspace',
]);
const RUNNER_VARIABLES = new Set(['arch', 'debug', 'environment', 'name', 'os', 'temp', 'tool_cache']);
/** The environment variable a stage inherits that holds the expression's value, if there is one. */
function runnerVariable(expression) {
    const [context, field, ...rest] = expression.split('.');
    if (field === undefined || rest.length > 0)
        return undefined;
    if (context === 'github' && GITHUB_VARIABLES.has(field))
        return `GITHUB_${field.toUpperCase()}`;
    if (context === 'runner' && RUNNER_VARIABLES.has(field))
        return `RUNNER_${field.toUpperCase()}`;
    if (context === 'env')
        return field;
    return undefined;
}
/** A plain input name for the value (its last field), for the hint's example. */
function inputName(expression) {
    const last = expression.split('.').pop().replace(/[^A-Za-z0-9_]/g, '_');
    return /^[A-Za-z_]/.test(last) ? last : `value_${last}`;
}
const SECRET_CONTEXTS = new Set(['secrets']);
/** The message and fix of `${{ expression }}` found in `what` (run: when `shell`). */
function githubExpressionFinding(what, expression, shell) {
    const written = `\${{ ${expression} }}`;
    const message = `${what} has ${written}, GitHub Actions expression syntax: GitHub evaluates it only in its own workflow files (.github/workflows/), stagegate never does \u2014 it would read {{${expression}}} as a stagegate placeholder, which nothing declares`;
    const context = expression.split('.')[0];
    const variable = runnerVariable(expression);
    const name = inputName(expression);
    const viaEnv = `give it to the stagegate step of your GitHub workflow as an environment variable (env: {${name.toUpperCase()}: ${written}}; stages inherit the step's environment)`;
    if (SECRET_CONTEXTS.has(context)) {
        return { message, hint: `${shell ? `In run:, ${viaEnv} and read "$${name.toUpperCase()}".` : `${viaEnv[0].toUpperCase()}${viaEnv.slice(1)}, and let the stage read it from there: a secret does not belong in a workflow's text.`} (docs/action.md#inputs)` };
    }
    let declare = `declare an input (inputs: optional: [${name}]), write {{${name}}} here, and pass the value from the GitHub workflow in the stagegate Action's inputs (inputs: ${name}=${written}; docs/action.md#inputs)`;
    // Event text (a title, a body, a branch name) is someone else's: a line break in it would add inputs of its own.
    const untrusted = expression.startsWith('github.event.') || expression === 'github.head_ref';
    if (untrusted)
        declare = `${declare}, for a value you trust; pass an event's text through env: instead`;
    if (!shell)
        return { message, hint: `D${declare.slice(1)}.` };
    if (variable !== undefined)
        return { message, hint: `In run:, read the runner's environment variable instead: "$${variable}" (a stage inherits the job's environment). Or ${declare}.` };
    if (context === 'github' && expression.startsWith('github.event.')) {
        return { message, hint: `In run:, read it from the event's JSON file: jq -r '.${expression.slice('github.event.'.length)}' "$GITHUB_EVENT_PATH" (a stage inherits the job's environment). Or ${viaEnv} and read "$${name.toUpperCase()}".` };
    }
    return { message, hint: `In run:, ${viaEnv} and read "$${name.toUpperCase()}". Or ${declare}.` };
}
// `${{ \u2026 }}` written with an unescaped $, its text whatever it is (a function, an operator, a literal).
const GITHUB_EXPRESSION_TEXT = /(?<!\\)\$\{\{([^\n]*?)\}\}/g;
// What a placeholder's name looks like (model/placeholders.ts): those the placeholder rules judge.
const NAME_ONLY = /^\s*[A-Za-z_][A-Za-z0-9_.-]*\s*$/;
/**
 * The `${{ expression }}`s of one line of text that are not a plain name (`format('{0}',
 * github.sha)`, `secrets.A || 'x'`, `github.event_name == 'push'`): GitHub's syntax that no
 * placeholder rule sees, each with the index of its `{{`.
 */
function githubExpressionsBeyondNames(line) {
    const out = [];
    for (const m of line.matchAll(GITHUB_EXPRESSION_TEXT)) {
        if (!NAME_ONLY.test(m[1]))
            out.push({ expression: m[1].trim(), index: m.index + 1 });
    }
    return out;
}
/**
 * `text` with each `${{ \u2026 }}` that is more than a name replaced by as many `x`s (offsets kept);
 * `keep`: the index (among those) of one left as written.
 */
function withoutGithubExpressions(text, keep) {
    let n = 0;
    return text.replace(GITHUB_EXPRESSION_TEXT, (whole, inner) => (NAME_ONLY.test(inner) || n++ === keep ? whole : 'x'.repeat(whole.length)));
}
/** The message and fix of a `${{ \u2026 }}` that is more than a name, in `run:`: bash would stop at it ("bad substitution"). */
function githubExpressionBeyondNameFinding(what, expression) {
    const written = `\${{ ${expression} }}`;
    const message = `${what} has ${written}, a GitHub Actions expression: GitHub evaluates it only in its own workflow files (.github/workflows/), stagegate never does \u2014 bash would stop at it ("bad substitution")`;
    const secret = /\bsecrets\./.test(expression);
    const viaEnv = `compute it in the GitHub workflow: give it to the stagegate step as an environment variable (env: {VALUE: ${written}}; stages inherit the step's environment) and read "$VALUE" here`;
    return { message, hint: secret ? `In run:, ${viaEnv}: a secret does not belong in a workflow's text (docs/action.md#inputs).` : `In run:, ${viaEnv}; or compute it in the script from the runner's variables ("$GITHUB_SHA", "$GITHUB_EVENT_NAME", \u2026; docs/validation.md#github_expression).` };
}
/** Report `${{ expression }}` at `at` (the position of its `{{`: the finding stands at its `$`). */
function reportGithubExpression(ctx, what, expression, shell, path, at) {
    const { message, hint } = githubExpressionFinding(what, expression, shell);
    ctx.report((0,context/* issue */.sn)('GITHUB_EXPRESSION', 'error', message, hint, path, at ? { at: { ...at, column: Math.max(1, at.column - 1) } } : { value: true }));
}

;// CONCATENATED MODULE: ./src/core/validate/rules/placeholders.ts
// Placeholders everywhere in the workflow file are declared: state_path, defaults, stage
// inputs, output, run, inline_instruction, action, instruction, an approval's message, foreach source, prompt and
// child workflow paths, phase derived_inputs. (Prompt files: see prompts.ts.) Texts resolved
// when a step runs (run, stage inputs, instructions) may also use runtime references
// {{steps.<id>.output}} / {{steps.<id>.gate.<key>}} to a gate stage, {{steps.<id>.visits}} to any
// step beside it (references.ts).
// A stage input that refers to itself (`kind: '{{kind}}'`) where nothing outside the step binds
// that name, or stage inputs that use each other (a -> b -> a), can never resolve:
// SELF_REFERENCING_INPUT (the order is model/input-order.ts, the one a run binds them in).







function undeclaredMessage(where, name, names, referencesAllowed = true, within) {
    const own = ownBranchReference(name, within);
    if (own !== undefined && referencesAllowed)
        return `${where} uses {{${name}}}, branch '${own}' of parallel step '${within}', the step this branch runs inside: its branches run beside each other, so what one read would depend on which finished first (and on max_concurrency)`;
    if ((0,references/* parseReference */.F2)(name) !== undefined) {
        if (!referencesAllowed)
            return `${where} uses {{${name}}}, a runtime reference, which is resolved only when a step runs: usable in run, stage inputs, inline_instruction, action, instruction, an approval's message and prompt files, never in a path (output, state_path, prompt, child workflow, foreach source), a default or a child workflow step's inputs`;
        const ref = (0,references/* parseReference */.F2)(name);
        if (ref.what === 'visits')
            return `${where} uses {{${name}}}, the visit count of a step that is not in this scope ({{steps.<id>.visits}} names a step beside this one)`;
        if (ref.what === 'approval')
            return `${where} uses {{${name}}}, the ${ref.field} of an approval step's last decision, but '${ref.step}' is not an approval step in this scope ({{steps.<id>.decision}}, {{steps.<id>.note}}, {{steps.<id>.by}} name an approval step beside this one)`;
        if (ref.branch !== undefined)
            return `${where} uses {{${name}}}, a runtime reference to branch '${ref.branch}' of '${ref.step}', which is not a run or prompt branch with an output of a parallel step in this scope ({{steps.<parallel>.branches.<branch>.output}}, {{steps.<parallel>.branches.<branch>.gate.<key>}})`;
        return `${where} uses {{${name}}}, a runtime reference to a step that is not a stage with an output in this scope (references name a run/prompt stage: {{steps.<id>.output}}, {{steps.<id>.gate.<key>}}; not usable in output paths)`;
    }
    return `${where} uses {{${name}}}, which is not a declared input, default, runner-owned value or foreach binding.${(0,did_you_mean/* didYouMean */.au)(name, names)}`;
}
/**
 * The hint for an undeclared {{name}}. A runtime reference ({{steps.<id>.\u2026}}) can never be
 * declared as an input (a run refuses such a token), so its hint names the stages it may refer
 * to (refs: the steps beside it, when the text may use references) or says that it cannot be
 * used where it stands (refs undefined: an output path, state_path, default, child binding).
 */
const UNDECLARED_HINT = (name, refs, within) => (ownBranchReference(name, within) !== undefined ? `Read it in a step after ${within} (its branches' outputs and gates are there once ${within} has finished); to hand one branch's result to another, make them two steps.` : undefined) ?? referenceHint(name, refs, within) ?? `Declare ${name} under inputs (required, optional or defaults), bind it in the step's inputs, or fix the name.`;
const CHILD_UNDECLARED_HINT = (name) => referenceHint(name, undefined) ?? `Declare ${name} under this workflow's inputs (required, optional or defaults), or fix the name: a child step's inputs and workflow path resolve against this workflow's values, not against the step's own inputs.`;
/** The branch a branch's text names of its own parallel step `within` (undefined when it names none). */
function ownBranchReference(name, within) {
    if (within === undefined)
        return undefined;
    const ref = (0,references/* parseReference */.F2)(name);
    return ref !== undefined && ref.what !== 'visits' && ref.what !== 'approval' && ref.step === within ? ref.branch : undefined;
}
function referenceHint(name, refs, within) {
    const ref = (0,references/* parseReference */.F2)(name);
    if (ref === undefined)
        return undefined;
    if (refs === undefined) {
        return `A runtime reference cannot be used here: this value is resolved before any step has a result (and a reference is never an input a run can be given). Use a declared input instead.`;
    }
    if (ref.what === 'approval') {
        const approvals = [...refs].filter(([, s]) => s.kind === 'approval').map(([id]) => id);
        return `Name an approval step beside this one (${show(approvals)}), or fix the spelling; a reference is never an input a run can be given.${(0,did_you_mean/* didYouMean */.au)(ref.step, approvals)}`;
    }
    if (ref.what !== 'visits' && ref.branch !== undefined) {
        const parallels = [...refs].filter(([, s]) => s.kind === 'parallel').map(([id]) => id);
        const step = refs.get(ref.step);
        if (step?.kind !== 'parallel')
            return `Name a parallel step beside this one (${show(parallels)}), or fix the spelling; a reference is never an input a run can be given.${(0,did_you_mean/* didYouMean */.au)(ref.step, parallels)}`;
        const branches = [...(0,references/* referenceableBranches */.aZ)(step)].filter(([, b]) => (0,references/* referenceable */.w_)(b)).map(([id]) => id);
        return `Name a run or prompt branch with an output of parallel step ${step.id} (${show(branches)}), or fix the spelling.${(0,did_you_mean/* didYouMean */.au)(ref.branch, branches)}`;
    }
    if (ref.what !== 'visits') {
        const spelled = branchSpelling(ref.step, refs);
        if (spelled !== undefined && spelled.step !== within) {
            const tail = ref.what === 'output' ? (ref.orEmpty ? 'output_or_empty' : 'output') : `${ref.orEmpty ? 'gate_or_empty' : 'gate'}.${ref.key}${ref.orEmpty?.index !== undefined ? `.${ref.orEmpty.index}` : ''}`;
            return `${spelled.lead} Write {{steps.${spelled.step}.branches.${spelled.branch}.${tail}}}${spelled.others.length > 1 ? ` (its branches: ${show(spelled.others)})` : ''}.`;
        }
    }
    const stages = [...refs].filter(([, s]) => ref.what === 'visits' || (0,references/* referenceable */.w_)(s)).map(([id]) => id);
    if (ref.what === 'visits')
        return `Name a step beside this one (${show(stages)}), or fix the spelling; a reference is never an input a run can be given.${(0,did_you_mean/* didYouMean */.au)(ref.step, stages)}`;
    return `Name a run or prompt stage with an output beside this step (${show(stages)}), or fix the spelling; a reference is never an input a run can be given.${(0,did_you_mean/* didYouMean */.au)(ref.step, stages)}`;
}
/**
 * The branch a reference to `id` likely means, as a newcomer spells it: the parallel step itself
 * (`steps.review.output`: its first referenceable branch), `<parallel>.<branch>`
 * (`steps.review.reviewer_a.output`) or the branch id alone (`steps.reviewer_a.output`).
 */
function branchSpelling(id, refs) {
    const named = (step) => [...(0,references/* referenceableBranches */.aZ)(step)].filter(([, b]) => (0,references/* referenceable */.w_)(b)).map(([b]) => b);
    const own = refs.get(id);
    if (own?.kind === 'parallel') {
        const branches = named(own);
        if (branches.length > 0)
            return { lead: `Parallel step ${id} has no output or gate of its own; each branch has its own.`, step: id, branch: branches[0], others: branches };
    }
    for (const step of refs.values()) {
        if (step.kind !== 'parallel')
            continue;
        const branches = named(step);
        const branch = id.startsWith(`${step.id}.`) ? id.slice(step.id.length + 1) : id;
        if (branches.includes(branch))
            return { lead: `${branch} is a branch of parallel step ${step.id}, referred to through it.`, step: step.id, branch, others: branches };
    }
    return undefined;
}
const show = (ids) => (ids.length === 0 ? 'there is none' : ids.length <= 6 ? ids.join(', ') : `${ids.slice(0, 6).join(', ')}, \u2026`);
function rulePlaceholders(ctx) {
    const { workflow, report, declared } = ctx;
    // refs: the step-level texts resolved when the step runs may use runtime references.
    const check = (text, path, names, what, refs, hint = UNDECLARED_HINT, within) => {
        if (text === undefined || !text.includes('{{'))
            return;
        // An imported template's escapes are the importer's (its text is never a placeholder there).
        if (workflow.format === 'native')
            checkEscaped(ctx, text, path, what, (name) => names.has(name) || (refs !== undefined && (0,references/* isValidReference */.aF)(name, refs, within)));
        const seen = new Set();
        for (const m of text.matchAll(placeholders/* PLACEHOLDER */.Kx)) {
            const name = m[1];
            if (names.has(name) || seen.has(name))
                continue;
            const valid = refs !== undefined && (0,references/* isValidReference */.aF)(name, refs, within);
            const closed = valid ? closedGateReference(ctx, what, name, refs) : undefined;
            if (valid && closed === undefined)
                continue;
            seen.add(name);
            const at = ctx.placeholderPosition(path, name);
            // `${{ github.sha }}` pasted from a GitHub workflow: named as such, once (github-expressions.ts).
            if (closed === undefined && !valid && writtenAsGithubExpression(text, m.index)) {
                reportGithubExpression(ctx, what, name, what.startsWith('run:'), path, at);
                continue;
            }
            if (closed !== undefined) {
                report((0,context/* issue */.sn)('UNDECLARED_PLACEHOLDER', 'error', closed, CLOSED_GATE_HINT, path, at ? { at } : { value: true }));
                continue;
            }
            report((0,context/* issue */.sn)('UNDECLARED_PLACEHOLDER', 'error', undeclaredMessage(what, name, names, refs !== undefined, within), hint(name, refs, within), path, at ? { at } : { value: true }));
        }
    };
    check(workflow.data.state_path, ['state_path'], declared, 'state_path');
    for (const [name, value] of Object.entries(workflow.inputs.defaults)) {
        if (typeof value === 'string')
            check(value, ['inputs', 'defaults', name], declared, `default ${name}`);
    }
    for (const scoped of ctx.steps) {
        const { step } = scoped;
        const d = step.def;
        const p = step.path;
        const names = ctx.namesFor(scoped);
        const of = `of step '${step.id}'`;
        const refs = scoped.scope.steps;
        const within = scoped.scope.within?.id;
        // A child step's inputs and workflow path resolve against the parent's values alone
        // (steps/child/run.ts), never against the step's own inputs.
        const child = step.kind === 'child_workflow';
        const outer = outerNames(ctx, scoped);
        const parentNames = child ? outer : names;
        // The order a run binds them in (model/input-order.ts): one finding per loop, a -> b -> a
        // reported at a, not again at b.
        const { loops } = (0,input_order/* inputOrder */.HH)(d.inputs, child);
        const looped = new Set(loops.flat());
        for (const [name, value] of Object.entries(d.inputs ?? {})) {
            if (typeof value !== 'string')
                continue;
            const loop = loops.find((l) => l[0] === name);
            if (loop !== undefined)
                reportSelfReference(ctx, step, name, loop, [...p, 'inputs', name]);
            if (looped.has(name))
                continue;
            // kind: '{{kind}}' with nothing outside the step binding kind: the outside value never comes.
            if (!outer.has(name) && (0,input_order/* usesOwnName */.KG)(d.inputs, name)) {
                reportSelfReference(ctx, step, name, [name], [...p, 'inputs', name]);
                continue;
            }
            check(value, [...p, 'inputs', name], parentNames, `input ${name} ${of}`, child ? undefined : refs, child ? CHILD_UNDECLARED_HINT : UNDECLARED_HINT, within);
        }
        check(d.output, [...p, 'output'], names, `output ${of}`);
        check(d.run, [...p, 'run'], names, `run: ${of}`, refs, UNDECLARED_HINT, within);
        check(d.inline_instruction, [...p, 'inline_instruction'], names, `inline_instruction ${of}`, refs, UNDECLARED_HINT, within);
        check(d.action, [...p, 'action'], names, `action ${of}`, refs, UNDECLARED_HINT, within);
        check(d.instruction, [...p, 'instruction'], names, `instruction ${of}`, refs, UNDECLARED_HINT, within);
        // Filled when the run pauses at the approval (steps/approval/run.ts), with the step's view.
        check(d.approval?.message, [...p, 'approval', 'message'], names, `approval message ${of}`, refs, UNDECLARED_HINT, within);
        check(d.prompt, [...p, 'prompt'], names, `prompt path ${of}`);
        check(d.child_workflow, [...p, 'child_workflow'], parentNames, `child_workflow path ${of}`, undefined, child ? CHILD_UNDECLARED_HINT : UNDECLARED_HINT);
        check(d.foreach?.source, [...p, 'foreach', 'source'], names, `foreach source ${of}`);
        // Skill names are never substituted: skills.ts reports a {{x}} in one (SKILL_NOT_FOUND).
    }
    for (const [id, phase] of Object.entries(workflow.data.phases ?? {})) {
        check(phase.workflow, ['phases', id, 'workflow'], declared, `workflow of phase '${id}'`);
        for (const [name, value] of Object.entries(phase.derived_inputs ?? {})) {
            if (typeof value === 'string')
                check(value, ['phases', id, 'derived_inputs', name], declared, `derived input ${name} of phase '${id}'`);
        }
    }
}
/**
 * An escape `\{{name}}` where {{name}} would substitute (a declared input or default, a
 * runner-owned value, a foreach binding, the step's own input, a reference to a step beside it):
 * it is written as the text {{name}}, which may be meant \u2014 or a backslash meant to stand before
 * the value (a Windows path, `C:\work\{{dir}}`). PLACEHOLDER_ESCAPED says which it is.
 */
function checkEscaped(ctx, text, path, what, substitutes, at) {
    if (!text.includes('\\{{'))
        return;
    const seen = new Set();
    for (const m of text.matchAll(placeholders/* ESCAPED_PLACEHOLDER */.iq)) {
        const name = m[1];
        if (seen.has(name) || !substitutes(name))
            continue;
        seen.add(name);
        const where = at?.(name) ?? ((p) => (p ? { at: p } : { value: true }))(ctx.placeholderPosition(path, name, true));
        ctx.report((0,context/* issue */.sn)('PLACEHOLDER_ESCAPED', 'warning', `${what} has \\{{${name}}}, the escape: it is written as the text {{${name}}}, never the value of ${name}, which would substitute there`, `If the text {{${name}}} is meant, leave it (or name nothing that substitutes); to put a backslash before the value write \\\\{{${name}}} (docs/workflow-format.md#inputs-and-placeholders).`, path, where));
    }
}
/** Names bound outside a step's own inputs: the declared ones and the foreach bindings of its scope. */
function outerNames(ctx, scoped) {
    return scoped.scope.bindings.size === 0 ? ctx.declared : new Set([...ctx.declared, ...scoped.scope.bindings]);
}
function reportSelfReference(ctx, step, name, chain, path) {
    const at = ctx.placeholderPosition(path, chain.length > 1 ? chain[1] : name);
    const where = at ? { at } : { value: true };
    if (chain.length > 1) {
        const others = chain.slice(1);
        ctx.report((0,context/* issue */.sn)('SELF_REFERENCING_INPUT', 'error', `input ${name} of step '${step.id}' refers to itself through ${others.join(', ')} (${[...chain, name].map((n) => `{{${n}}}`).join(' -> ')}): a step's inputs resolve in dependency order, so inputs that use each other can never get a value`, `Give one of ${chain.join(', ')} a value that does not use the others; in a step's inputs, {{${others[0]}}} is the step's own ${others[0]}, not a workflow input of that name.`, path, where));
        return;
    }
    const from = step.kind === 'child_workflow' ? 'this workflow (a child step\'s inputs resolve against the parent\'s values)' : 'the workflow';
    ctx.report((0,context/* issue */.sn)('SELF_REFERENCING_INPUT', 'error', `input ${name} of step '${step.id}' refers to itself ({{${name}}}), and ${from} declares no input ${name}, so it can never get a value`, `To pass it per run, declare ${name} under inputs (required, optional or defaults) and run with ${name}=<value>; otherwise give the stage input a value of its own.`, path, where));
}

// EXTERNAL MODULE: ./src/core/model/shell-placements.ts
var shell_placements = __webpack_require__(9972);
// EXTERNAL MODULE: ./src/core/model/invocation.ts
var invocation = __webpack_require__(3291);
;// CONCATENATED MODULE: ./src/core/validate/rules/shell-placements.ts
// Placeholders in `run:` text stand where a value can be made safe: each becomes a reference to
// an environment variable written for its place (model/shell-placements.ts). Refused: places no
// reference can serve (the body of a here-document with a quoted delimiter, a $ or a backslash
// right before the placeholder) and text whose quoting stagegate cannot follow. A placeholder in
// arithmetic is a warning, unless it is an input declared integer: its value must then be an
// integer, checked when the run binds the inputs (an input) or when the step runs (any other value).
// Likewise a placeholder a builtin reads as a variable name (printf -v, read, declare \u2026): a
// warning; its value must be a plain identifier.






function ruleShellPlacements(ctx) {
    const types = ctx.workflow.data.inputs?.types ?? {};
    const inputs = (0,invocation/* declaredInputs */.WB)(ctx.workflow);
    for (const scoped of ctx.steps) {
        const { step } = scoped;
        const text = step.def.run;
        if (typeof text !== 'string' || !text.includes('{{'))
            continue;
        const path = [...step.path, 'run'];
        const scan = (0,shell_placements/* scanShellPlacements */.ib)(text);
        if (!scan.ok) {
            // `${{ format(\u2026) }}`, `${{ a || b }}` where bash evaluates it: GitHub's syntax, not a
            // placeholder, and what stops the scan (it reads once they are blanked out) \u2014 said as such
            // (GITHUB_EXPRESSION). In single quotes or a quoted here-document it is text: left alone.
            const expressions = text.includes('${{') ? text.split('\n').flatMap(githubExpressionsBeyondNames) : [];
            if (expressions.length > 0 && (0,shell_placements/* scanShellPlacements */.ib)(withoutGithubExpressions(text)).ok) {
                // Where each stands in the file (the n-th of the text is the n-th on its source lines).
                const at = ctx.scalarLines(path).flatMap((l) => githubExpressionsBeyondNames(l.text).map((f) => ({ line: l.line, column: l.column + f.index - 1 })));
                // One bash reads as text (single quotes, a quoted here-document) is no finding: the text
                // with it alone left as written still reads (none singled out so: each is said).
                const stops = expressions.map((_, i) => expressions.length === 1 || !(0,shell_placements/* scanShellPlacements */.ib)(withoutGithubExpressions(text, i)).ok);
                const said = stops.includes(true) ? stops : stops.map(() => true);
                expressions.forEach((found, i) => {
                    if (!said[i])
                        return;
                    const { message, hint } = githubExpressionBeyondNameFinding(`run: of step '${step.id}'`, found.expression);
                    ctx.report((0,context/* issue */.sn)('GITHUB_EXPRESSION', 'error', message, hint, path, at[i] !== undefined ? { at: at[i] } : { value: true }));
                });
                continue;
            }
            ctx.report((0,context/* issue */.sn)('SHELL_PLACEHOLDER_UNSAFE', 'error', `run: of step '${step.id}' holds placeholders, but stagegate cannot follow its shell text (line ${(0,shell_placements/* lineOf */.cA)(text, scan.offset)} of the script: ${scan.message}), so it cannot tell where they land`, 'Fix the shell syntax, or read the values from their STAGEGATE_INPUT_<NAME> variables instead of placeholders.', path, { value: true }));
            continue;
        }
        // The n-th placeholder of the text is the n-th one on its source lines. Looked up only for
        // a site that is reported: most steps have none (a 5,000-step file read every run: line again).
        let located;
        const whereOf = (start) => {
            located ??= { starts: [...text.matchAll(placeholders/* PLACEHOLDER */.Kx)].map((m) => m.index), positions: placeholderPositions(ctx, path) };
            const at = located.positions[located.starts.indexOf(start)];
            return at ? { at } : { value: true };
        };
        const names = ctx.namesFor(scoped);
        for (const site of scan.sites) {
            // `${{ github.sha }}`, a GitHub expression nothing here declares: GITHUB_EXPRESSION says so (placeholders.ts).
            if (writtenAsGithubExpression(text, site.start) && !names.has(site.name) && !(0,references/* isValidReference */.aF)(site.name, scoped.scope.steps, scoped.scope.within?.id))
                continue;
            if (site.unsafe !== undefined) {
                ctx.report((0,context/* issue */.sn)('SHELL_PLACEHOLDER_UNSAFE', 'error', `{{${site.name}}} in run: of step '${step.id}' cannot be made safe where it stands: ${site.unsafe}`, 'Move the placeholder (e.g. into an unquoted <<EOF here-document or a "\u2026" string), or read the value from its STAGEGATE_INPUT_<NAME> variable.', path, whereOf(site.start)));
            }
            else if (site.evaluatedBy !== undefined) {
                ctx.report((0,context/* issue */.sn)('SHELL_PLACEHOLDER_EVALUATED', 'warning', `{{${site.name}}} in run: of step '${step.id}' is part of code that \`${site.evaluatedBy}\` runs again: stagegate keeps the value data in the script, but that command reads it as code`, site.evaluatedBy === 'ssh' ? 'Send the value as data (e.g. on stdin: printf "%s" "{{x}}" | ssh host \'cat >file\'), never inside the remote command line.' : `Pass the value as an argument, not inside the code: ${site.evaluatedBy === 'eval' ? 'avoid eval' : `${site.evaluatedBy} '\u2026 "$1" \u2026' _ "{{${site.name}}}"`}; or read its STAGEGATE_INPUT_<NAME> variable in the inner script.`, path, whereOf(site.start)));
            }
            else if (site.nameFor !== undefined) {
                const when = inputs.has(site.name) ? 'when the run binds the input, before anything runs' : 'when the step is about to run';
                ctx.report((0,context/* issue */.sn)('SHELL_PLACEHOLDER_NAME', 'warning', `{{${site.name}}} in run: of step '${step.id}' stands where \`${site.nameFor}\` reads a variable name, and bash evaluates a subscript in a name (arr[$(cmd)] runs cmd): a value that is not a plain identifier is refused ${when} (WORKFLOW_INPUT_INVALID)`, 'Use the value as data, not as a variable name (choose the variable with case "{{x}}" in \u2026), or make sure the value is an identifier ([A-Za-z_][A-Za-z0-9_]*).', path, whereOf(site.start)));
            }
            else if (site.declValue?.integer === true) {
                const when = inputs.has(site.name) ? 'when the run binds the input, before anything runs' : 'when the step is about to run';
                ctx.report((0,context/* issue */.sn)('SHELL_PLACEHOLDER_ARITHMETIC', 'warning', `{{${site.name}}} in run: of step '${step.id}' is the value of \`${site.declValue.by}\`, which bash evaluates as arithmetic: a value that is not an integer is refused ${when} (WORKFLOW_INPUT_INVALID)`, 'Assign the value to a plain variable (no -i) and convert it in the script, or make sure its value is an integer.', path, whereOf(site.start)));
            }
            else if (site.placement === 'arith') {
                const type = types[site.name];
                // An integer input is checked as such when the run binds it: nothing to warn about.
                if (type === 'integer' && inputs.has(site.name))
                    continue;
                const when = inputs.has(site.name) ? 'when the run binds the input, before anything runs' : 'when the step is about to run';
                const hint = !inputs.has(site.name)
                    ? 'Quote the placeholder as a word and convert it in the script, or make sure its value is an integer.'
                    : type === 'number'
                        ? `'${site.name}' is declared number, which admits decimals (2.5) that bash arithmetic refuses: declare it integer (inputs.types: {${site.name}: integer}), or quote the placeholder as a word and convert it in the script.`
                        : `Declare the input as an integer (inputs.types: {${site.name}: integer}), or quote the placeholder as a word and convert it in the script.`;
                ctx.report((0,context/* issue */.sn)('SHELL_PLACEHOLDER_ARITHMETIC', 'warning', `{{${site.name}}} in run: of step '${step.id}' stands where bash evaluates arithmetic: a value that is not an integer is refused ${when} (WORKFLOW_INPUT_INVALID)`, hint, path, whereOf(site.start)));
            }
        }
    }
}
/** Where each {{\u2026}} of the scalar at `path` is in the file, in order. */
function placeholderPositions(ctx, path) {
    const out = [];
    for (const l of ctx.scalarLines(path))
        for (const m of l.text.matchAll(placeholders/* PLACEHOLDER */.Kx))
            out.push({ line: l.line, column: l.column + m.index });
    return out;
}

// EXTERNAL MODULE: ./src/core/state/own-file.ts
var own_file = __webpack_require__(2076);
// EXTERNAL MODULE: ./src/core/model/yaml-source.ts
var yaml_source = __webpack_require__(6614);
// EXTERNAL MODULE: ./src/core/model/gate-template.ts
var gate_template = __webpack_require__(773);
;// CONCATENATED MODULE: ./src/core/validate/rules/session.ts
// One validation session: the workspace, and every file the rules read, read and parsed once.
// A prompt shared by a thousand steps is read once; a child workflow named by several parents
// (or also passed on the command line) is loaded and validated once.






/** `status: A | B | C` (one or more names), possibly indented or in a list item / quote. */
const STATUS_LINE = /^([ \t]*(?:[-*>][ \t]*)?`?)status:[ \t]*([A-Za-z][A-Za-z0-9_.-]*(?:[ \t]*\|[ \t]*[A-Za-z][A-Za-z0-9_.-]*)*)[ \t]*`?[ \t]*$/;
function matchStatusLine(line) {
    const m = STATUS_LINE.exec(line);
    if (!m)
        return undefined;
    return { statuses: m[2].split('|').map((s) => s.trim()), column: m[1].length + 1 };
}
const CONTRACT_START = '<!-- workflow-status-contract:start -->';
const CONTRACT_END = '<!-- workflow-status-contract:end -->';
class ValidationSession {
    workspace;
    checkFile;
    readers;
    commandName;
    shownPrefix;
    texts = new Map();
    prompts = new Map();
    skills = new Map();
    checks = new Map();
    inProgress = new Set();
    resolved = new Map();
    schemas = new Map();
    constructor(workspace, checkFile, 
    /** What the session's reads were handed: the format importers, and the gate_schema engine the schemas compile with. */
    readers = {}, 
    /** How the commands a finding prints start (`stagegate`, the CLI's `stagegate -C DIR`), so they paste where the person typed theirs. */
    commandName = 'stagegate', 
    /**
     * The folder of this session's workspace inside the one the person named (`pkg/` for a nested
     * package's session: package-root.ts), before the paths its commands print: they paste there.
     */
    shownPrefix = '') {
        this.workspace = workspace;
        this.checkFile = checkFile;
        this.readers = readers;
        this.commandName = commandName;
        this.shownPrefix = shownPrefix;
    }
    /**
     * The workflow's gate schemas, read and compiled once in this session: the gate_schema rule
     * reports their findings, loadAndCheck hands the compiled ones to the run.
     */
    gateSchemas(workflow) {
        let known = this.schemas.get(workflow);
        if (known === undefined)
            this.schemas.set(workflow, (known = (0,gate_schemas/* gateSchemasOf */.DE)(workflow, this.workspace, this.readers)));
        return known;
    }
    /** Workspace.resolve, cached; a string result is the reason the path is refused. */
    resolve(p) {
        let r = this.resolved.get(p);
        if (r === undefined) {
            try {
                r = this.workspace.resolve(p, 'path');
            }
            catch (error) {
                const message = error.message;
                const why = /refused: (.*)\.$/.exec(message);
                r = why?.[1] ?? message;
            }
            this.resolved.set(p, r);
        }
        return r;
    }
    read(p) {
        const resolved = this.resolve(p);
        if (typeof resolved === 'string')
            return { ok: false, rel: p, reason: 'outside', detail: resolved };
        let r = this.texts.get(resolved.abs);
        if (r === undefined) {
            try {
                // Never waiting on a FIFO a stage left at the path (a read would block the process for good).
                r = { ok: true, rel: resolved.rel, text: (0,own_file/* readRegularFile */.XF)(resolved.abs, Number.MAX_SAFE_INTEGER, { follow: true }).toString('utf8').replace(/^\uFEFF/, '') };
            }
            catch (error) {
                const code = error instanceof own_file/* NotRegularFileError */.iZ ? (error.kind === 'a directory' ? 'EISDIR' : `it is ${error.kind}`) : error.code;
                r = { ok: false, rel: resolved.rel, reason: code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : code === 'EISDIR' ? 'directory' : 'unreadable', detail: code ?? 'error' };
            }
            this.texts.set(resolved.abs, r);
        }
        return r;
    }
    prompt(p) {
        const file = this.read(p);
        const key = file.rel;
        let info = this.prompts.get(key);
        if (info === undefined) {
            info = { file, placeholders: new Map(), dollar: new Set(), escaped: new Map(), statusLine: undefined, gateTemplates: [] };
            if (file.ok) {
                const lines = file.text.split(/\r?\n/);
                if (file.text.includes('WORKFLOW_GATE:'))
                    info.gateTemplates = (0,gate_template/* findGateTemplates */.g7)(lines);
                lines.forEach((line, i) => {
                    if (line.includes('{{')) {
                        for (const m of line.matchAll(placeholders/* PLACEHOLDER */.Kx)) {
                            if (info.placeholders.has(m[1]))
                                continue;
                            info.placeholders.set(m[1], { line: i + 1, column: m.index + 1 });
                            if (writtenAsGithubExpression(line, m.index))
                                info.dollar.add(m[1]);
                        }
                        for (const m of line.matchAll(placeholders/* ESCAPED_PLACEHOLDER */.iq)) {
                            if (!info.escaped.has(m[1]))
                                info.escaped.set(m[1], { line: i + 1, column: m.index + 1 });
                        }
                    }
                    if (line.includes('status:')) {
                        const s = matchStatusLine(line);
                        if (s)
                            info.statusLine = { line: i + 1, column: s.column, statuses: s.statuses, text: line.trim() };
                    }
                });
            }
            this.prompts.set(key, info);
        }
        return info;
    }
    skill(name) {
        const file = this.read(`.github/skills/${name}/SKILL.md`);
        let info = this.skills.get(file.rel);
        if (info === undefined) {
            info = { file };
            if (file.ok)
                parseContract(file.text, info);
            this.skills.set(file.rel, info);
        }
        return info;
    }
    /** Run `fn` with `rel` marked as being validated (so a child naming it is seen as a cycle). */
    within(rel, fn) {
        if (this.inProgress.has(rel))
            return fn();
        this.inProgress.add(rel);
        try {
            return fn();
        }
        finally {
            this.inProgress.delete(rel);
        }
    }
    /** Load and validate a workflow file once; `cycle` when it is being validated right now. */
    workflow(rel) {
        const resolved = this.resolve(rel);
        const key = typeof resolved === 'string' ? rel : resolved.rel;
        const done = this.checks.get(key);
        if (done)
            return done;
        if (this.inProgress.has(key))
            return 'cycle';
        this.inProgress.add(key);
        try {
            const check = this.checkFile(this, key);
            this.checks.set(key, check);
            return check;
        }
        finally {
            this.inProgress.delete(key);
        }
    }
}
function parseContract(text, info) {
    const start = text.indexOf(CONTRACT_START);
    if (start < 0)
        return;
    const lineOf = (offset) => text.slice(0, offset).split('\n').length;
    const startLine = lineOf(start);
    const end = text.indexOf(CONTRACT_END, start);
    if (end < 0) {
        info.contractError = { message: `the status contract starts but has no ${CONTRACT_END} line`, line: startLine, column: 1 };
        return;
    }
    // The block between the markers, usually a ```yaml fence; blank out fence lines so that
    // YAML positions stay the file's own line numbers.
    const inner = text.slice(start + CONTRACT_START.length, end);
    const innerLines = inner.split('\n').map((l) => (/^\s*(```|~~~)/.test(l) ? '' : l));
    const source = (0,yaml_source/* parseYamlSource */.WF)(innerLines.join('\n'));
    const offsetLines = startLine - 1;
    const problem = source.problems[0];
    if (problem) {
        info.contractError = { message: `the status contract is not valid YAML: ${problem.message}`, line: problem.line + offsetLines, column: problem.column };
        return;
    }
    const data = source.data;
    const emitted = typeof data === 'object' && data !== null ? data['emitted_statuses'] : undefined;
    if (!Array.isArray(emitted) || !emitted.every((s) => typeof s === 'string' && s.length > 0)) {
        const at = emitted === undefined ? { line: startLine, column: 1 } : shift(source.locate(['emitted_statuses']), offsetLines);
        info.contractError = { message: emitted === undefined ? 'the status contract has no emitted_statuses list' : 'emitted_statuses must be a list of status names', ...at };
        return;
    }
    info.contract = { statuses: emitted, ...shift(source.locate(['emitted_statuses']), offsetLines) };
}
function shift(p, lines) {
    return { line: p.line + lines, column: p.column };
}

;// CONCATENATED MODULE: ./src/core/validate/rules/prompts.ts
// Prompt stages: the prompt file exists; every {{x}} in it is declared for the step that uses
// it (inputs, defaults, runner-owned, stage inputs, foreach bindings). 4.0 Workflow Contract
// Safety: a prompt (or inline_instruction) that declares an explicit status union \u2014 its LAST line
// of the form `status: A | B | C` \u2014 lists exactly the step's statuses keys. One without such a
// line is valid: the assembled prompt's stage contract lists the allowed statuses; only a
// WORKFLOW_GATE template in it that lacks its status line is noted (PROMPT_STATUS_LINE_MISSING,
// a warning). A gate template naming another step or workflow is reported at its line (the
// runner's template wins). A prompt shared by many steps is read and scanned once.









function compareStatuses(offered, routed) {
    const offeredSet = new Set(offered);
    const routedSet = new Set(routed);
    const unrouted = offered.filter((s) => !routedSet.has(s));
    const unoffered = routed.filter((s) => !offeredSet.has(s));
    if (unrouted.length === 0 && unoffered.length === 0)
        return undefined;
    const parts = [];
    if (unrouted.length > 0)
        parts.push(`${unrouted.join(', ')} ${unrouted.length === 1 ? 'is' : 'are'} offered but not routed by statuses`);
    if (unoffered.length > 0)
        parts.push(`${unoffered.join(', ')} ${unoffered.length === 1 ? 'is' : 'are'} routed but never offered`);
    return parts.join('; ');
}
/** Names with `rel`'s own extension (`.md`), or every name when it has none: what a typo of it could have meant. */
function sameExtension(rel) {
    const ext = external_node_path_.posix.extname(rel);
    return ext === '' ? /$/ : new RegExp(`${ext.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
}
function rulePrompts(ctx) {
    for (const scoped of ctx.steps) {
        if (scoped.step.def.prompt !== undefined)
            checkPrompt(ctx, scoped);
        if (scoped.step.def.inline_instruction !== undefined)
            checkInline(ctx, scoped);
    }
}
function checkPrompt(ctx, scoped) {
    const { step } = scoped;
    const template = step.def.prompt;
    const promptPath = [...step.path, 'prompt'];
    const file = ctx.expandDefaults(template);
    if (file.includes('{{'))
        return; // chosen at run time: nothing to read now
    const info = ctx.session.prompt(file);
    if (!info.file.ok) {
        if (info.file.reason === 'outside')
            return; // PATH_OUTSIDE_WORKSPACE (paths.ts)
        const why = info.file.reason === 'missing' ? 'does not exist' : info.file.reason === 'directory' ? 'is a directory, not a file' : `cannot be read (${info.file.detail})`;
        // A mistyped path: the file of the same kind (extension) it most likely meant.
        const similar = info.file.reason === 'missing' ? (0,loader/* similarFile */.C_)(ctx.workspace, info.file.rel, sameExtension(info.file.rel)) : undefined;
        // A path written with placeholders is fixed in its written part, not replaced by the filled text.
        const fix = similar === undefined
            ? 'Create the prompt file, or fix the path (prompt paths are relative to the workspace root).'
            : template.includes('{{')
                ? `Fix the path so that it reads '${similar}' once filled (it reads '${info.file.rel}'; prompt paths are relative to the workspace root), or create the prompt file.`
                : `Write '${similar}' (prompt paths are relative to the workspace root), or create the prompt file.`;
        ctx.report((0,context/* issue */.sn)('PROMPT_NOT_FOUND', 'error', `prompt '${template}' of step '${step.id}' ${why}${similar !== undefined ? `. Did you mean '${similar}'?` : ''}`, fix, promptPath, { value: true }));
        return;
    }
    const rel = info.file.rel;
    const names = ctx.namesFor(scoped);
    for (const [name, position] of ctx.workflow.format === 'native' ? info.escaped : []) {
        if (!names.has(name) && !(0,references/* isValidReference */.aF)(name, scoped.scope.steps, scoped.scope.within?.id))
            continue;
        checkEscaped(ctx, `\\{{${name}}}`, promptPath, `prompt ${rel} (used by step '${step.id}', ${ctx.where(promptPath)})`, () => true, () => ({ at: { file: rel, ...position } }));
    }
    for (const [name, position] of info.placeholders) {
        if (names.has(name))
            continue;
        if ((0,references/* isValidReference */.aF)(name, scoped.scope.steps, scoped.scope.within?.id)) {
            const closed = closedGateReference(ctx, `prompt ${rel} (used by step '${step.id}', ${ctx.where(promptPath)})`, name, scoped.scope.steps);
            if (closed !== undefined)
                ctx.report((0,context/* issue */.sn)('UNDECLARED_PLACEHOLDER', 'error', closed, CLOSED_GATE_HINT, promptPath, { at: { file: rel, ...position } }));
            continue;
        }
        if (info.dollar.has(name)) {
            reportGithubExpression(ctx, `prompt ${rel} (used by step '${step.id}', ${ctx.where(promptPath)})`, name, false, promptPath, { file: rel, ...position });
            continue;
        }
        ctx.report((0,context/* issue */.sn)('UNDECLARED_PLACEHOLDER', 'error', undeclaredMessage(`prompt ${rel} (used by step '${step.id}', ${ctx.where(promptPath)})`, name, names, true, scoped.scope.within?.id), UNDECLARED_HINT(name, scoped.scope.steps, scoped.scope.within?.id), promptPath, { at: { file: rel, ...position } }));
    }
    checkGateTemplates(ctx, scoped, info.gateTemplates, (f) => ({ at: { file: rel, line: f.index + 1, column: f.column } }), `prompt ${rel}`);
    const statuses = step.def.statuses;
    if (statuses === undefined || Object.keys(statuses).length === 0)
        return;
    const routed = Object.keys(statuses);
    const line = info.statusLine;
    if (!line) {
        const template = info.gateTemplates[info.gateTemplates.length - 1];
        if (template) {
            ctx.report((0,context/* issue */.sn)('PROMPT_STATUS_LINE_MISSING', 'warning', `the WORKFLOW_GATE template of prompt ${rel} (used by step '${step.id}') has no status line; the runner's stage contract tells the agent the allowed statuses (${routed.join(', ')})`, `Add 'status: ${routed.join(' | ')}' to the template, or remove the template and rely on the stage contract.`, promptPath, { at: { file: rel, line: template.index + 1, column: 1 } }));
        }
        return;
    }
    const problem = compareStatuses(line.statuses, routed);
    if (problem) {
        ctx.report((0,context/* issue */.sn)('PROMPT_STATUS_MISMATCH', 'error', `the last status line of prompt ${rel} ('${line.text}') does not match the statuses of step '${step.id}' (${ctx.where([...step.path, 'statuses'])}): ${problem}`, `Make the two lists equal: 'status: ${routed.join(' | ')}' in the prompt, or route exactly those statuses.`, [...step.path, 'statuses'], { at: { file: rel, line: line.line, column: line.column } }));
    }
}
/** Gate templates in a prompt that name another step or workflow: the runner's template wins. */
function checkGateTemplates(ctx, scoped, templates, where, what) {
    const { step } = scoped;
    if (templates.length === 0 || step.def.statuses === undefined)
        return;
    for (const m of (0,gate_template/* mismatchedFields */.N0)(templates, { workflow: ctx.workflow.name, step: step.id })) {
        ctx.report((0,context/* issue */.sn)('PROMPT_GATE_TEMPLATE_MISMATCH', 'warning', `the WORKFLOW_GATE template of ${what} (used by step '${step.id}') says ${m.field}: ${m.at.value}, but the step is ${m.field === 'step' ? `'${step.id}'` : `of workflow '${ctx.workflow.name}'`}; a gate with ${m.field}: ${m.at.value} would be refused`, `Write ${m.field}: ${m.expected} (or {{${m.field}}}). The assembled prompt already replaces it with ${m.expected} and says so.`, [...step.path, step.def.prompt !== undefined ? 'prompt' : 'inline_instruction'], where(m.at)));
    }
}
function checkInline(ctx, scoped) {
    const { step } = scoped;
    const statuses = step.def.statuses;
    const text = step.def.inline_instruction;
    if (text.includes('WORKFLOW_GATE:')) {
        const lines = ctx.scalarLines([...step.path, 'inline_instruction']);
        const templates = (0,gate_template/* findGateTemplates */.g7)(lines.map((l) => l.text));
        checkGateTemplates(ctx, scoped, templates, (f) => ({ at: { line: lines[f.index]?.line ?? step.line, column: (lines[f.index]?.column ?? 1) + f.column - 1 } }), 'the inline_instruction');
    }
    if (statuses === undefined || Object.keys(statuses).length === 0)
        return;
    const routed = Object.keys(statuses);
    const path = [...step.path, 'inline_instruction'];
    let last;
    for (const l of ctx.scalarLines(path)) {
        const m = matchStatusLine(l.text);
        if (m)
            last = { line: l.line, column: l.column + m.column - 1, statuses: m.statuses, text: l.text.trim() };
    }
    if (!last) {
        // Fall back to the value itself (e.g. a folded scalar written on one line).
        const inText = step.def.inline_instruction.split('\n').map(matchStatusLine).filter((m) => m !== undefined).pop();
        // No explicit status union: valid (the stage contract lists the statuses). Only a gate
        // template without its status line is noted.
        if (!inText) {
            if (text.includes('WORKFLOW_GATE:'))
                ctx.report((0,context/* issue */.sn)('PROMPT_STATUS_LINE_MISSING', 'warning', `the WORKFLOW_GATE template in the inline_instruction of step '${step.id}' has no status line; the runner's stage contract tells the agent the allowed statuses (${routed.join(', ')})`, `Add 'status: ${routed.join(' | ')}' to the template, or remove the template and rely on the stage contract.`, path));
            return;
        }
        const problem = compareStatuses(inText.statuses, routed);
        if (problem)
            ctx.report((0,context/* issue */.sn)('PROMPT_STATUS_MISMATCH', 'error', `the last status line of the inline_instruction of step '${step.id}' does not match its statuses: ${problem}`, `Make the two lists equal: 'status: ${routed.join(' | ')}'.`, path));
        return;
    }
    const problem = compareStatuses(last.statuses, routed);
    if (problem) {
        ctx.report((0,context/* issue */.sn)('PROMPT_STATUS_MISMATCH', 'error', `the last status line of the inline_instruction of step '${step.id}' ('${last.text}') does not match its statuses (${ctx.where([...step.path, 'statuses'])}): ${problem}`, `Make the two lists equal: 'status: ${routed.join(' | ')}' in the instruction, or route exactly those statuses.`, path, { at: { line: last.line, column: last.column } }));
    }
}

;// CONCATENATED MODULE: ./src/core/validate/rules/skills.ts
// Skills exist (.github/skills/<name>/SKILL.md), and a skill's status contract
// (<!-- workflow-status-contract:start --> YAML emitted_statuses) only names statuses that
// every managed step using the skill routes.


function ruleSkills(ctx) {
    const { session, report } = ctx;
    for (const { step } of ctx.steps) {
        const skills = step.def.skills;
        if (!skills)
            continue;
        const routed = step.def.statuses ? Object.keys(step.def.statuses) : [];
        skills.forEach((name, i) => {
            if (/[\\/]/.test(name) || name === '.' || name === '..')
                return; // paths.ts
            const path = [...step.path, 'skills', i];
            const skill = session.skill(name);
            if (!skill.file.ok) {
                if (skill.file.reason === 'outside')
                    return;
                const why = skill.file.reason === 'missing' ? 'has no file' : skill.file.reason === 'directory' ? 'is a directory' : `cannot be read (${skill.file.detail})`;
                // A skill's name is never substituted (steps/process/prompt.ts skillPath): {{x}} is looked for as written.
                const written = name.includes('{{') ? ' (a skill name is not substituted: the run looks for this folder as written)' : '';
                report((0,context/* issue */.sn)('SKILL_NOT_FOUND', 'error', `skill '${name}' of step '${step.id}' ${why} at .github/skills/${name}/SKILL.md${written}`, written ? 'Name the skill folder literally; a skill that differs per run is two steps, or a prompt that names the skill to read.' : 'Add the skill (.github/skills/<name>/SKILL.md) or fix the name.', path, { value: true }));
                return;
            }
            if (skill.contractError) {
                report((0,context/* issue */.sn)('SKILL_CONTRACT_INVALID', 'error', `skill '${name}': ${skill.contractError.message}`, 'Write the contract as a YAML block between the markers: emitted_statuses: [STATUS_A, STATUS_B].', path, { at: { file: skill.file.rel, line: skill.contractError.line, column: skill.contractError.column } }));
                return;
            }
            if (!skill.contract || routed.length === 0)
                return;
            const routedSet = new Set(routed);
            const missing = skill.contract.statuses.filter((s) => !routedSet.has(s));
            if (missing.length === 0)
                return;
            const suggestion = missing.length === 1 ? (0,did_you_mean/* didYouMean */.au)(missing[0], routed) : '';
            report((0,context/* issue */.sn)('SKILL_STATUS_NOT_ROUTED', 'error', `skill '${name}' can conclude ${missing.join(', ')}, but step '${step.id}' (${ctx.where([...step.path, 'statuses'])}) does not route ${missing.length === 1 ? 'it' : 'them'}.${suggestion}`, `Add ${missing.map((s) => `${s}: <next step>`).join(', ')} to the step's statuses (and its prompt's status line), or narrow the skill's emitted_statuses.`, [...step.path, 'statuses'], { at: { file: skill.file.rel, line: skill.contract.line, column: skill.contract.column } }));
        });
    }
}

;// CONCATENATED MODULE: ./src/core/validate/rules/resolver.ts
// Resolver steps close the unknowns that blocked a stage and send the run back to it: plain
// resolvers (retry_step/on_success, no statuses) and gated ones (retry_step plus statuses and an
// output, e.g. full-reverse-engineering's resolve_*_unknowns). They bind the three runner-owned
// blocking values (High-Impact Unknown Rule), retry the step they return to, and are entered from
// that step. A gated resolver that binds none of them is a warning, not an error: the runner
// binds them into its prompt and environment anyway.



const RESOLVER_INPUTS = {
    blocking_artifact: 'blocking_artifact',
    blocking_qids: 'blocking_qids',
    retry_step: 'blocking_retry_step',
};
const EXPECTED = Object.entries(RESOLVER_INPUTS)
    .map(([k, v]) => `${k}: '{{${v}}}'`)
    .join(', ');
function ruleResolvers(ctx) {
    const { report } = ctx;
    // Who routes into each resolver (computed once, only if there are resolvers).
    let enteredFrom;
    // Keyed by scope (the YAML path of the step map) and target id.
    const predecessors = (key) => {
        if (!enteredFrom) {
            enteredFrom = new Map();
            for (const { step } of ctx.steps) {
                for (const t of (0,graph/* transitionsOf */.C5)(step)) {
                    if (t.label === 'retry_step' || t.label === 'on_success')
                        continue;
                    const key = `${step.path.slice(0, -1).join('\0')}\0${t.to}`;
                    let set = enteredFrom.get(key);
                    if (!set)
                        enteredFrom.set(key, (set = new Set()));
                    set.add(step.id);
                }
            }
        }
        return enteredFrom.get(key) ?? new Set();
    };
    for (const { step, scope } of ctx.steps) {
        if (!(0,model_workflow/* isResolverStep */.jF)(step))
            continue;
        const d = step.def;
        const p = step.path;
        const gated = step.kind !== 'resolver';
        const at = { at: { line: step.line, column: step.column } };
        const inputs = d.inputs;
        if (inputs === undefined) {
            if (gated)
                report((0,context/* issue */.sn)('RESOLVER_INPUTS_UNBOUND', 'warning', `resolver step '${step.id}' (retry_step with statuses) binds none of blocking_artifact, blocking_qids, retry_step, which the High-Impact Unknown Rule requires it to bind explicitly; the runner still gives it the persisted values in its prompt and environment`, `Add inputs: { ${EXPECTED} }.`, p, at));
            else
                report((0,context/* issue */.sn)('RESOLVER_INPUTS', 'error', `resolver step '${step.id}' binds none of blocking_artifact, blocking_qids, retry_step`, `Add inputs: { ${EXPECTED} }.`, p, at));
        }
        else {
            const missing = Object.keys(RESOLVER_INPUTS).filter((k) => !Object.hasOwn(inputs, k));
            if (missing.length > 0) {
                report((0,context/* issue */.sn)(gated ? 'RESOLVER_INPUTS_UNBOUND' : 'RESOLVER_INPUTS', gated ? 'warning' : 'error', `resolver step '${step.id}' does not bind ${missing.join(', ')}`, `A resolver binds exactly: ${EXPECTED}.`, [...p, 'inputs'], {}));
            }
            for (const [key, value] of Object.entries(inputs)) {
                const expected = Object.hasOwn(RESOLVER_INPUTS, key) ? RESOLVER_INPUTS[key] : undefined;
                if (expected === undefined) {
                    if (gated)
                        continue; // a gated stage's own prompt inputs
                    report((0,context/* issue */.sn)('RESOLVER_INPUTS', 'error', `resolver step '${step.id}' binds '${key}', which is not one of its three inputs (blocking_artifact, blocking_qids, retry_step)`, `Remove '${key}': a resolver binds exactly ${EXPECTED}.`, [...p, 'inputs', key]));
                }
                else if (typeof value !== 'string' || !new RegExp(`^\\{\\{\\s*${expected}\\s*\\}\\}$`).test(value.trim())) {
                    report((0,context/* issue */.sn)('RESOLVER_INPUTS', 'error', `resolver input ${key} of step '${step.id}' is ${JSON.stringify(value)}; it must be '{{${expected}}}' (the value the runner records when a stage blocks)`, `Write ${key}: '{{${expected}}}'.`, [...p, 'inputs', key], { value: true }));
                }
            }
        }
        if (d.retry_step === undefined) {
            report((0,context/* issue */.sn)('RESOLVER_RETRY', 'error', `resolver step '${step.id}' has no retry_step, so the runner cannot tell which stage to retry`, 'Add retry_step: <the stage that routes its *_BLOCKED status here>.', p, at));
        }
        else if (gated && !Object.values(d.statuses ?? {}).some((t) => (0,model_workflow/* targetsOf */.QR)(t).includes(d.retry_step))) {
            report((0,context/* issue */.sn)('RESOLVER_RETRY', 'error', `resolver step '${step.id}' retries '${d.retry_step}', but none of its statuses routes back to it; a resolver returns only to the stage it retries`, `Route its resolved status(es) to ${d.retry_step}, e.g. HIGH_IMPACT_UNKNOWNS_RESOLVED: ${d.retry_step}.`, [...p, 'retry_step'], { value: true }));
        }
        else if (d.on_success !== undefined && d.on_success !== d.retry_step) {
            report((0,context/* issue */.sn)('RESOLVER_RETRY', 'error', `resolver step '${step.id}' returns to '${d.on_success}' but retries '${d.retry_step}'; a resolver returns only to the stage it retries`, `Set on_success: ${d.retry_step} (equal to retry_step).`, [...p, 'on_success'], { value: true }));
        }
        else if (scope.steps.has(d.retry_step)) {
            const from = predecessors(`${p.slice(0, -1).join('\0')}\0${step.id}`);
            if (from.size > 0 && !from.has(d.retry_step)) {
                report((0,context/* issue */.sn)('RESOLVER_RETRY_NOT_ROUTING', 'warning', `resolver step '${step.id}' retries '${d.retry_step}', but is entered only from ${[...from].map((s) => `'${s}'`).join(', ')}; the blocked stage would never be retried`, `Set retry_step (and on_success) to the stage that routes here${from.size === 1 ? `: ${[...from][0]}` : ''}.`, [...p, 'retry_step'], { value: true }));
            }
        }
    }
}

// EXTERNAL MODULE: ./src/core/validate/diagnostics.ts
var diagnostics = __webpack_require__(8198);
;// CONCATENATED MODULE: ./src/core/validate/child-outcomes.ts
// The outcomes a child workflow can actually end with (the ones a parent's child_workflow step
// must route): WORKFLOW_COMPLETE where a path leads to DONE; WORKFLOW_BLOCKED_SOURCE_GAPS and
// WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE where a gated stage (or a parallel or child step) routes to
// BLOCKED (which of the two depends on its gate's source_resolvable_open), EXTERNAL_EVIDENCE where
// any other step leads to BLOCKED; the terminal_status of each hand-off step; and the limit any
// loop can hit, WORKFLOW_BLOCKED_LOOP_LIMIT (WORKFLOW_BLOCKED_STALLED is not listed: it stops the
// same loops, earlier). Each outcome comes with the first step that can produce it.


const GATED = new Set(['shell', 'agent', 'parallel', 'child_workflow']);
function possibleOutcomes(child) {
    const out = new Map();
    const add = (outcome, why) => {
        if (!out.has(outcome))
            out.set(outcome, why);
    };
    const blocked = (gated, why) => {
        if (gated)
            add('WORKFLOW_BLOCKED_SOURCE_GAPS', `${why} with source-resolvable items open`);
        add('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', gated ? `${why} with none open` : why);
    };
    const perItem = (id, item) => {
        for (const [itemId, def] of Object.entries(item)) {
            for (const target of Object.values(def.statuses ?? {})) {
                if ((0,model_workflow/* targetsOf */.QR)(target).includes('BLOCKED'))
                    blocked(true, `per-item step ${id}.${itemId} routes to BLOCKED`);
            }
            if (def.terminal_status !== undefined)
                add(def.terminal_status, `per-item hand-off step ${id}.${itemId}`);
        }
    };
    for (const step of child.steps.values()) {
        for (const t of (0,graph/* transitionsOf */.C5)(step)) {
            if (!model_workflow/* TERMINAL_TARGETS */.e2.has(t.to))
                continue;
            if (t.to === 'DONE')
                add('WORKFLOW_COMPLETE', `step ${step.id} leads to DONE (${t.label})`);
            else
                blocked(GATED.has(step.kind) && t.status !== undefined, `step ${step.id} routes ${t.label} to BLOCKED`);
        }
        if (step.kind === 'approval' && step.def.on_reject === undefined)
            add('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', `approval step ${step.id} is rejected (on_reject defaults to BLOCKED)`);
        if (step.kind === 'instruction' && step.def.terminal_status !== undefined)
            add(step.def.terminal_status, `hand-off step ${step.id}`);
        if (step.kind === 'parallel' && !Object.hasOwn(step.def.statuses ?? {}, 'PARALLEL_FAILED') && step.def.on_failure === undefined)
            add('WORKFLOW_BLOCKED_PARALLEL_JOIN', `parallel step ${step.id} does not route PARALLEL_FAILED`);
        if (step.kind === 'foreach' && step.def.per_item)
            perItem(step.id, step.def.per_item);
    }
    const analysis = (0,graph/* analyseGraph */.AK)(child);
    analysis.cycles.forEach((cycle) => add('WORKFLOW_BLOCKED_LOOP_LIMIT', `the loop ${[...cycle, cycle[0]].join(' -> ')} can exceed max_visits`));
    return out;
}

// EXTERNAL MODULE: ./src/core/validate/validate-command.ts
var validate_command = __webpack_require__(2690);
;// CONCATENATED MODULE: ./src/core/validate/rules/children.ts
// Child workflows, named by child_workflow steps and by composite phases, get the same
// checks: the file exists and is itself valid (no cycle of workflows calling each other),
// every required input of the child is bound, bound names are inputs the child declares, a
// fresh child ignores previous completion, and the outcomes routed or required are ones the
// child can end with (stop codes or its own terminal statuses).











const STOP_CODE_NAMES = Object.keys(stop_codes/* STOP_CODES */.GO);
/** What a parent writes for "the child blocked": no run ends with it (each blocked stop code names its cause). */
const PLAIN_BLOCKED = 'WORKFLOW_BLOCKED';
/** Every status a child run can end with: the stop codes and its hand-off terminal statuses. */
function childOutcomes(child) {
    const out = new Set(STOP_CODE_NAMES);
    // The status a composite (or any workflow) names for its completion (terminal.success).
    if (child?.data.terminal?.success !== undefined)
        out.add(child.data.terminal.success);
    for (const step of Object.values(child?.data.steps ?? {})) {
        if (step.terminal_status !== undefined)
            out.add(step.terminal_status);
        for (const item of Object.values(step.per_item ?? {}))
            if (item.terminal_status !== undefined)
                out.add(item.terminal_status);
    }
    return out;
}
/**
 * `template` of the child, expanded in the parent's terms: a child input the parent binds becomes
 * the parent's template for it (its defaults expanded), a child default is expanded in turn, and
 * anything else stays a placeholder. Two such texts that are equal name the same file in every run.
 */
function expandInParent(ctx, child, template, bound, depth = 0) {
    // The run's backslash rule (replacePlaceholders), as ctx.expandDefaults: escapes stay escapes.
    return (0,placeholders/* replacePlaceholders */.Lb)(template, (name) => {
        if (depth > 16)
            return undefined;
        const given = bound(name);
        if (given !== undefined)
            return ctx.expandDefaults(given);
        const inner = (0,placeholders/* scalarToString */.Vu)(child.inputs.defaults[name]);
        return inner !== undefined ? expandInParent(ctx, child, inner, bound, depth + 1) : undefined;
    }, { keepEscapes: true });
}
function normalise(path) {
    return path.replace(/\/+/g, '/').replace(/^\.\//, '').replace(/\/$/, '');
}
function childInputs(child) {
    return new Set([...child.inputs.required, ...child.inputs.optional, ...Object.keys(child.inputs.defaults), ...model_workflow/* CONTROL_NAMES */.bR]);
}
/** Load (and validate) the child at `template`; report what stops us from checking it. */
function loadChild(ctx, template, path, what) {
    const file = ctx.expandDefaults(template);
    if (file.includes('{{'))
        return undefined; // chosen at run time
    const read = ctx.session.read(file);
    if (!read.ok) {
        if (read.reason === 'outside')
            return undefined; // PATH_OUTSIDE_WORKSPACE (paths.ts)
        const why = read.reason === 'missing' ? 'does not exist' : read.reason === 'directory' ? 'is a directory, not a workflow file' : `cannot be read (${read.detail})`;
        // A mistyped path: the workflow file it most likely meant.
        const similar = read.reason === 'missing' ? (0,loader/* similarWorkflowFile */.rx)(ctx.workspace, read.rel) : undefined;
        // A path written with placeholders is fixed in its written part, not replaced by the filled text.
        const fix = similar === undefined
            ? 'Fix the path (child workflow paths are relative to the workspace root), or add the workflow.'
            : template.includes('{{')
                ? `Fix the path so that it reads '${similar}' once filled (it reads '${read.rel}'; child workflow paths are relative to the workspace root), or add the workflow.`
                : `Write '${similar}' (child workflow paths are relative to the workspace root), or add the workflow.`;
        ctx.report((0,context/* issue */.sn)('CHILD_WORKFLOW_NOT_FOUND', 'error', `${what} '${template}' ${why}${similar !== undefined ? `. Did you mean '${similar}'?` : ''}`, fix, path, { value: true }));
        return undefined;
    }
    if (read.rel === ctx.workflow.file) {
        ctx.report((0,context/* issue */.sn)('CHILD_WORKFLOW_CYCLE', 'error', `${what} '${template}' is this workflow itself; it would start itself again and again`, 'Name a different workflow.', path, { value: true }));
        return undefined;
    }
    const check = ctx.session.workflow(read.rel);
    if (check === 'cycle') {
        ctx.report((0,context/* issue */.sn)('CHILD_WORKFLOW_CYCLE', 'error', `${what} '${template}' leads back to ${ctx.workflow.file}: the workflows start each other in a cycle`, 'Break the cycle: a child workflow must not (directly or through its own children) run its parent.', path, { value: true }));
        return undefined;
    }
    const errors = check.diagnostics.filter((d) => d.severity === 'error');
    const first = errors[0];
    if (first) {
        ctx.report((0,context/* issue */.sn)('CHILD_WORKFLOW_INVALID', 'error', `${what} '${template}' is not valid (${errors.length} error${errors.length === 1 ? '' : 's'}; first: ${(0,diagnostics/* positionOf */.df)(first)} ${first.code} ${first.message})`, `Run \`${(0,validate_command/* validateCommandLine */.E)(ctx.session.commandName, `${ctx.session.shownPrefix}${read.rel}`)}\` and fix the child first.`, path, { value: true }));
    }
    return check.workflow;
}
function ruleChildWorkflows(ctx) {
    const { report } = ctx;
    for (const { step, scope } of ctx.steps) {
        const d = step.def;
        if (d.child_workflow === undefined)
            continue;
        const p = step.path;
        const child = loadChild(ctx, d.child_workflow, [...p, 'child_workflow'], `child workflow of step '${step.id}'`);
        // Fresh children re-read everything: they must ignore an earlier completion.
        const mode = d.execution?.execution_mode ?? child?.execution.executionMode;
        const ignore = d.execution?.ignore_previous_completion ?? child?.execution.ignorePreviousCompletion ?? false;
        if (mode === 'fresh' && !ignore) {
            const where = d.execution?.ignore_previous_completion !== undefined ? [...p, 'execution', 'ignore_previous_completion'] : d.execution?.execution_mode !== undefined ? [...p, 'execution', 'execution_mode'] : [...p, 'child_workflow'];
            report((0,context/* issue */.sn)('CHILD_FRESH_WITHOUT_IGNORE', 'error', `child workflow step '${step.id}' runs the child fresh but does not set ignore_previous_completion: true, so a child that completed before would be reported complete without running again`, 'Add ignore_previous_completion: true under the step\'s execution (next to execution_mode: fresh).', where, { value: true }));
        }
        if (!child)
            continue;
        const bound = d.inputs ?? {};
        // A fresh child whose run root is this workflow's: it keeps its own manifest and logs in
        // <run root>/children/<name>/ and moves aside only its own files, but its outputs share the folder.
        if (mode === 'fresh') {
            const parentRoot = ctx.declared.has('artifact_root') ? ctx.expandDefaults('{{artifact_root}}') : ctx.expandDefaults(external_node_path_.posix.dirname(ctx.workflow.data.state_path));
            const childBound = (name) => (typeof bound[name] === 'string' ? bound[name] : undefined);
            const childRootTemplate = child.inputs.required.includes('artifact_root') || child.inputs.optional.includes('artifact_root') || Object.hasOwn(child.inputs.defaults, 'artifact_root') ? '{{artifact_root}}' : external_node_path_.posix.dirname(child.data.state_path);
            const childRoot = expandInParent(ctx, child, childRootTemplate, childBound);
            if (!childRoot.includes('{{artifact_root}}') && normalise(childRoot) === normalise(parentRoot)) {
                report((0,context/* issue */.sn)('CHILD_SHARES_RUN_ROOT', 'warning', `child workflow step '${step.id}' runs ${child.file} fresh in this run's own root (${normalise(childRoot)}): the child keeps its manifest and logs in ${normalise(childRoot)}/children/${child.name}/ and moves aside only its own state and outputs, but its outputs share this run's folder`, 'Give the child a folder of its own (e.g. artifact_root: \'{{artifact_root}}/audit\'), or accept that its outputs sit beside this run\'s.', [...p, 'child_workflow']));
            }
        }
        const missing = child.inputs.required.filter((name) => !Object.hasOwn(bound, name));
        if (missing.length > 0) {
            // Inside per_item the foreach binds its item values (and item_id) too; a child still sees
            // only what its step's inputs bind (steps/child/run.ts), so those are bound by name as well.
            const perItem = missing.filter((m) => scope.bindings.has(m) && !ctx.declared.has(m));
            const add = missing.map((m) => (ctx.declared.has(m) || scope.bindings.has(m) ? `${m}: '{{${m}}}'` : `${m}: <value>`)).join(', ');
            const why = perItem.length > 0 ? ` (the foreach's per-item value${perItem.length > 1 ? 's' : ''} ${perItem.join(', ')} reach${perItem.length > 1 ? '' : 'es'} the child only through them)` : '';
            report((0,context/* issue */.sn)('CHILD_INPUT_NOT_BOUND', 'error', `child workflow step '${step.id}' does not bind ${missing.join(', ')}, required by ${child.file}`, `Add ${add} to the step's inputs${why}.`, d.inputs ? [...p, 'inputs'] : p, d.inputs ? {} : { at: { line: step.line, column: step.column } }));
        }
        const accepts = childInputs(child);
        for (const name of Object.keys(bound)) {
            if (accepts.has(name))
                continue;
            report((0,context/* issue */.sn)('CHILD_INPUT_UNKNOWN', 'warning', `child workflow step '${step.id}' binds '${name}', which ${child.file} does not declare, so the child never sees it.${(0,did_you_mean/* didYouMean */.au)(name, accepts)}`, `Remove it, or declare '${name}' in the child's inputs.`, [...p, 'inputs', name]));
        }
        const outcomes = childOutcomes(child);
        // Outcomes the child can end with that this step does not route stop the run with
        // WORKFLOW_STATUS_CONTRACT_VIOLATION after the child ran: say so before anything runs.
        const possible = possibleOutcomes(child);
        // `WORKFLOW_BLOCKED:` (no run ends with it: a blocked one ends with the WORKFLOW_BLOCKED_* code
        // of its cause) meant every blocked outcome: one finding names them, instead of one each.
        const meantBlocked = Object.hasOwn(d.statuses ?? {}, PLAIN_BLOCKED) && !outcomes.has(PLAIN_BLOCKED);
        const blockedUnrouted = [];
        if (d.statuses !== undefined) {
            const success = child.data.terminal?.success;
            for (const [outcome, why] of possible) {
                if (Object.hasOwn(d.statuses, outcome))
                    continue;
                // A completed child is routed by its terminal.success as well as by WORKFLOW_COMPLETE.
                if (outcome === 'WORKFLOW_COMPLETE' && success !== undefined && Object.hasOwn(d.statuses, success))
                    continue;
                if (meantBlocked && outcome.startsWith(`${PLAIN_BLOCKED}_`)) {
                    blockedUnrouted.push(outcome);
                    continue;
                }
                report((0,context/* issue */.sn)('CHILD_OUTCOME_NOT_ROUTED', 'warning', `child workflow step '${step.id}' does not route ${outcome}, which ${child.file} can end with (${why}); the run would stop with WORKFLOW_STATUS_CONTRACT_VIOLATION after the child ran`, `Add ${outcome}: <next step | BLOCKED> to the step's statuses.`, [...p, 'statuses']));
            }
        }
        for (const status of Object.keys(d.statuses ?? {})) {
            if (outcomes.has(status))
                continue;
            // An importer's helper routes what the source runner would do with any child (a maestro
            // delegate's pause): not the user's route, and harmless where this child never ends so.
            const routed = d.statuses?.[status];
            if (typeof routed === 'string' && ctx.workflow.steps.get(routed)?.implicit === true)
                continue;
            if (status === PLAIN_BLOCKED) {
                const target = d.statuses?.[status];
                const to = typeof target === 'string' ? target : '<next step | BLOCKED>';
                const can = blockedUnrouted.length > 0 ? `; ${child.file} can end with ${blockedUnrouted.join(' and ')} (${[...new Set(blockedUnrouted.map((o) => possible.get(o).replace(/ with (source-resolvable items open|none open)$/, '')))].join('; ')}), which this step does not route, so the run would stop with WORKFLOW_STATUS_CONTRACT_VIOLATION after the child ran` : '';
                const blocks = [...possible.keys()].some((o) => o.startsWith(`${PLAIN_BLOCKED}_`));
                const fix = blockedUnrouted.length > 0 ? `Route the blocked outcomes by name in place of ${PLAIN_BLOCKED}: ${blockedUnrouted.map((o) => `${o}: ${to}`).join(', ')}.` : blocks ? `Remove ${PLAIN_BLOCKED}: the blocked outcomes ${child.file} can end with are routed by name already.` : `Remove ${PLAIN_BLOCKED}: ${child.file} has no step that leads to BLOCKED.`;
                report((0,context/* issue */.sn)('CHILD_STATUS_UNKNOWN', 'warning', `child workflow step '${step.id}' routes '${PLAIN_BLOCKED}', which no run ends with: a blocked child ends with the WORKFLOW_BLOCKED_* code of its cause${can}`, fix, [...p, 'statuses', status]));
                continue;
            }
            // The outcomes this child can reach first: a near stop code it never ends with is no fix.
            const near = (0,did_you_mean/* didYouMean */.au)(status, possible.keys()) || (0,did_you_mean/* didYouMean */.au)(status, outcomes);
            report((0,context/* issue */.sn)('CHILD_STATUS_UNKNOWN', 'warning', `child workflow step '${step.id}' routes '${status}', but ${child.file} can never end with it.${near}`, 'Route the child\'s outcomes: WORKFLOW_COMPLETE, a WORKFLOW_BLOCKED_* stop code, or a terminal_status of one of its hand-off steps.', [...p, 'statuses', status]));
        }
    }
}
/**
 * A phase runs as a step of its id (model/phases.ts), the phase before it leading there by that id;
 * step-shape.ts holds only `steps:` ids to a step's rules. A phase named DONE never ran (the phase
 * before it ended the run) and was reported by nothing.
 */
function checkPhaseIds(ctx, ids) {
    const positions = ctx.workflow.source.keyPositions(['phases']);
    for (const id of ids) {
        const at = { at: positions.get(id) ?? { line: 1, column: 1 } };
        const path = ['phases', id];
        if (model_workflow/* TERMINAL_TARGETS */.e2.has(id) || context/* ITEM_TARGETS */.JJ.has(id)) {
            ctx.report((0,context/* issue */.sn)('STEP_ID_RESERVED', 'error', `phase '${id}' is named like the transition target ${id}: the phase before it leads to ${id} by that name, which ends the run there, so the phase never runs`, 'Rename the phase.', path, at));
            continue;
        }
        const problem = stepIdFileProblem(id);
        if (problem !== undefined)
            ctx.report((0,context/* issue */.sn)('STEP_ID_INVALID', 'error', `phase '${visibleId(id)}' is no step id a run can name files by (a phase runs as a step of its id): ${problem}`, 'Rename the phase: letters, digits, -, _ and . (not . or .. alone), no / or \\, no control or invisible format characters.', path, at));
    }
}
function rulePhases(ctx) {
    const { report, workflow, declared } = ctx;
    checkPhaseIds(ctx, Object.keys(workflow.data.phases ?? {}));
    // Each phase runs its child with a state file of its own: two phases (or a phase and this
    // workflow) that resolve to the same file would find each other's state after the first ran.
    const stateOwners = new Map([[normalise(ctx.expandDefaults(workflow.data.state_path)), 'this composite workflow']]);
    for (const [id, phase] of Object.entries(workflow.data.phases ?? {})) {
        const p = ['phases', id];
        const child = loadChild(ctx, phase.workflow, [...p, 'workflow'], `workflow of phase '${id}'`);
        const passed = phase.pass_inputs ?? [];
        passed.forEach((name, i) => {
            if (!declared.has(name)) {
                report((0,context/* issue */.sn)('PHASE_INPUT_UNDECLARED', 'error', `phase '${id}' passes '${name}', which is not an input of ${workflow.file}.${(0,did_you_mean/* didYouMean */.au)(name, declared)}`, `Declare '${name}' in this workflow's inputs, or pass it as derived_inputs: {${name}: <value>}.`, [...p, 'pass_inputs', i], { value: true }));
            }
        });
        const outcomes = childOutcomes(child);
        (phase.require_terminal_status ?? []).forEach((status, i) => {
            if (outcomes.has(status))
                return;
            report((0,context/* issue */.sn)('PHASE_TERMINAL_STATUS_UNKNOWN', 'error', `phase '${id}' requires terminal status '${status}', which ${child ? child.file : 'a workflow'} can never end with.${(0,did_you_mean/* didYouMean */.au)(status, outcomes)}`, 'Use WORKFLOW_COMPLETE, another stop code, or a terminal_status of one of the child\'s hand-off steps.', [...p, 'require_terminal_status', i], { value: true }));
        });
        if (!child)
            continue;
        const derived = phase.derived_inputs ?? {};
        const phaseBound = (name) => (Object.hasOwn(derived, name) ? (0,placeholders/* scalarToString */.Vu)(derived[name]) : passed.includes(name) ? `{{${name}}}` : undefined);
        const statePath = normalise(expandInParent(ctx, child, child.data.state_path, phaseBound));
        const owner = stateOwners.get(statePath);
        if (owner !== undefined) {
            report((0,context/* issue */.sn)('PHASE_STATE_SHARED', 'error', `phase '${id}' keeps ${child.file}'s state in ${statePath}, the state file of ${owner}; the phase would find that state (another workflow's run) and stop with WORKFLOW_STATE_INTEGRITY_VIOLATION after the earlier phase ran`, 'Give each phase a state file of its own: a different state_path in the child, or a derived artifact_root per phase (derived_inputs: {artifact_root: \'{{artifact_root}}/<phase>\'}).', [...p, 'workflow'], { value: true }));
        }
        else
            stateOwners.set(statePath, `phase '${id}'`);
        const given = new Set([...passed, ...Object.keys(derived)]);
        const missing = child.inputs.required.filter((name) => !given.has(name));
        if (missing.length > 0) {
            report((0,context/* issue */.sn)('CHILD_INPUT_NOT_BOUND', 'error', `phase '${id}' does not give ${missing.join(', ')}, required by ${child.file}`, `Add ${missing.join(', ')} to pass_inputs (when this workflow has them) or to derived_inputs.`, phase.pass_inputs ? [...p, 'pass_inputs'] : [...p, 'workflow'], {}));
        }
        const accepts = childInputs(child);
        passed.forEach((name, i) => {
            if (!accepts.has(name) && declared.has(name))
                report((0,context/* issue */.sn)('CHILD_INPUT_UNKNOWN', 'warning', `phase '${id}' passes '${name}', which ${child.file} does not declare, so the child never sees it.${(0,did_you_mean/* didYouMean */.au)(name, accepts)}`, `Remove it from pass_inputs, or declare '${name}' in the child's inputs.`, [...p, 'pass_inputs', i], { value: true }));
        });
        for (const name of Object.keys(derived)) {
            if (!accepts.has(name))
                report((0,context/* issue */.sn)('CHILD_INPUT_UNKNOWN', 'warning', `phase '${id}' derives '${name}', which ${child.file} does not declare, so the child never sees it.${(0,did_you_mean/* didYouMean */.au)(name, accepts)}`, `Remove it from derived_inputs, or declare '${name}' in the child's inputs.`, [...p, 'derived_inputs', name]));
        }
    }
}

// EXTERNAL MODULE: ./src/core/steps/foreach/completion.ts
var foreach_completion = __webpack_require__(6038);
// EXTERNAL MODULE: ./src/core/steps/foreach/registry.ts
var foreach_registry = __webpack_require__(9039);
// EXTERNAL MODULE: ./src/core/steps/foreach/selection.ts
var foreach_selection = __webpack_require__(1700);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/core/validate/rules/foreach.ts
// foreach bindings are well formed: the loader checks each binding's shape (field non-empty,
// transform only slugify, names are identifiers); here: a binding may not take a runner-owned
// name, and should not hide a workflow input of the same name inside per_item.








// item_id is what the runner binds each item's id to inside per_item.
const RESERVED = new Set([...model_workflow/* RUNNER_OWNED */.xG, ...model_workflow/* CONTROL_NAMES */.bR, 'item_id']);
function ruleForeach(ctx) {
    const { workflow, report } = ctx;
    const inputs = new Set([...workflow.inputs.required, ...workflow.inputs.optional, ...Object.keys(workflow.inputs.defaults)]);
    for (const { step } of ctx.steps) {
        const source = step.def.foreach?.source;
        // The format follows from the extension; a path ending in a placeholder is checked at run time.
        if (source !== undefined && !/\}\}\s*$/.test(source) && !(0,foreach_registry/* registryFormatOf */.ie)(source)) {
            report((0,context/* issue */.sn)('FOREACH_SOURCE_INVALID', 'error', `foreach source '${source}' of step '${step.id}' is not a Markdown table (.md), YAML list (.yaml, .yml) or JSON array (.json)`, 'Name the registry file with its format\'s extension.', [...step.path, 'foreach', 'source'], { value: true }));
        }
        const items = step.def.foreach?.items;
        if (items !== undefined && !(0,foreach_selection/* parseItems */.mo)(items)) {
            report((0,context/* issue */.sn)('FOREACH_ITEMS_INVALID', 'error', `foreach.items '${items}' of step '${step.id}' is not a selection stagegate can evaluate (forms: ${foreach_selection/* ITEMS_FORMS */.NX.join('; ')})`, 'Write e.g. items: artifacts where implementation_required != NO and DD Verification != VERIFIED (conditions on registry columns, joined by "and"), or remove items to take every row.', [...step.path, 'foreach', 'items'], { value: true }));
        }
        const require = step.def.completion?.require;
        if (require !== undefined && !(0,foreach_completion/* parseRequire */.BL)(require)) {
            report((0,context/* issue */.sn)('FOREACH_COMPLETION_INVALID', 'error', `completion.require '${require}' of step '${step.id}' is not one of: ${foreach_completion/* REQUIRE_FORMS */.Af.join(', ')}`, 'Write e.g. require: all rows VERIFIED (checked against the registry\'s status_field, default "Status"), or require: all artifacts have DD Verification = VERIFIED.', [...step.path, 'completion', 'require'], { value: true }));
        }
        const unreachable = (0,foreach_completion/* unreachableRequire */.iS)(step.def.foreach?.status_field, require);
        if (unreachable !== undefined) {
            report((0,context/* issue */.sn)('FOREACH_COMPLETION_UNREACHABLE', 'warning', `completion.require '${require}' of step '${step.id}' asks for ${unreachable.column} = ${unreachable.value}, but the runner marks every verified item's row ${unreachable.column} = VERIFIED: once the items ran it cannot hold, and the run stops FOREACH_COMPLETION_UNSATISFIED`, `Require the value the runner writes (require: ${(0,foreach_completion/* verifiedRequire */.aA)(require)}, or all items verified), or name another column for the runner to mark (foreach.status_field) that a stage sets to ${unreachable.value}.`, [...step.path, 'completion', 'require'], { value: true }));
        }
        if (source !== undefined && !source.includes('{{'))
            checkFieldsAgainst(ctx, step, source);
        const bindings = step.def.foreach?.bindings;
        if (!bindings)
            continue;
        for (const name of Object.keys(bindings)) {
            const path = [...step.path, 'foreach', 'bindings', name];
            if (RESERVED.has(name)) {
                report((0,context/* issue */.sn)('FOREACH_BINDING_INVALID', 'error', `foreach binding '${name}' of step '${step.id}' takes the name of a runner-owned value, execution control or item_id`, `Rename the binding (e.g. item_${name}).`, path));
            }
            else if (inputs.has(name)) {
                report((0,context/* issue */.sn)('FOREACH_BINDING_SHADOWS_INPUT', 'warning', `foreach binding '${name}' of step '${step.id}' has the name of a workflow input; inside per_item {{${name}}} would mean the row's value, elsewhere the input's`, `Rename the binding (e.g. item_${name}) so each name means one thing.`, path));
            }
        }
    }
}
/**
 * The registry as it is in the workspace now (a fixed path, a regular file that parses), or
 * undefined: an earlier step may write it, so what is not there yet is no finding.
 */
function currentRegistry(ctx, source, idField) {
    const format = (0,foreach_registry/* registryFormatOf */.ie)(source);
    const resolved = ctx.session.resolve(source);
    if (format === undefined || typeof resolved === 'string')
        return undefined;
    try {
        if (!(0,external_node_fs_.statSync)(resolved.abs).isFile())
            return undefined;
    }
    catch {
        return undefined;
    }
    const file = ctx.session.read(source);
    if (!file.ok)
        return undefined;
    try {
        return (0,foreach_registry/* parseRegistry */.l5)(file.text, file.rel, format, idField);
    }
    catch (error) {
        // A Markdown registry is the first table with the id column: none has it.
        return error instanceof foreach_registry/* IdColumnMissing */.ah ? { noIdColumn: error.columns } : undefined;
    }
}
/**
 * Each field the foreach declares (id_field, binding fields, an explicit depends_field or
 * status_field, the fields of `items`) against the registry's columns as they are now: a
 * warning, since a step before the foreach may still write the registry, but a typo here
 * otherwise surfaces only when the run reaches the foreach (WORKFLOW_INPUT_REQUIRED).
 */
function checkFieldsAgainst(ctx, step, source) {
    const def = step.def.foreach;
    const registry = currentRegistry(ctx, source, def.id_field);
    if (registry === undefined)
        return;
    const base = [...step.path, 'foreach'];
    const STOPS = 'Fix the field name, or make sure the step that writes the registry gives it that column: the run stops with WORKFLOW_INPUT_REQUIRED when the foreach reads a registry without it.';
    // named: `what` is the whole subject, up to "is" (the field already in it).
    const unknown = (field, what, path, columns, hint = STOPS, named = true) => ctx.report((0,context/* issue */.sn)('FOREACH_FIELD_UNKNOWN', 'warning', `${named ? `${what} '${field}' of step '${step.id}' is` : what} no column of ${source} as it is now${columns.length > 0 ? ` (columns: ${columns.join(', ')})` : ''}.${(0,did_you_mean/* didYouMean */.au)(field, columns)}`, hint, path, { value: true }));
    if ('noIdColumn' in registry) {
        unknown(def.id_field, 'foreach.id_field', [...base, 'id_field'], registry.noIdColumn);
        return;
    }
    const columns = registry.columns;
    const has = new Set(columns);
    // An empty list registry has no keys to compare with.
    if (registry.format !== 'markdown' && registry.rows.length === 0)
        return;
    if (!has.has(def.id_field))
        unknown(def.id_field, 'foreach.id_field', [...base, 'id_field'], columns);
    for (const [name, b] of Object.entries(def.bindings ?? {}))
        if (!has.has(b.field))
            unknown(b.field, `the field of binding ${name}`, [...base, 'bindings', name, 'field'], columns);
    // As the run: an explicit depends_field is required of a registry with rows only.
    if (def.depends_field !== undefined && registry.rows.length > 0 && !has.has(def.depends_field))
        unknown(def.depends_field, 'foreach.depends_field', [...base, 'depends_field'], columns);
    // The column completion.require reads: a table without it stops the run before any item runs.
    const completion = step.def.completion?.require;
    const column = (0,foreach_completion/* completionColumn */.RE)(def.status_field, completion);
    const noColumn = column !== undefined && registry.format === 'markdown' && !has.has(column);
    if (noColumn) {
        unknown(column, `the column '${column}' that completion.require '${completion}' reads of step '${step.id}' is`, [...step.path, 'completion', 'require'], columns, `Give the table that column (header, separator and every row), or name a column it has${column === def.status_field || completion !== undefined && (0,foreach_completion/* parseRequire */.BL)(completion)?.kind === 'field' ? '' : ' (foreach.status_field)'}, or require: all items verified: the run stops with WORKFLOW_INPUT_REQUIRED before any item runs when the table lacks it (the runner marks a verified row only in a column the table has).`, false);
    }
    // A list row gets the key when its item is verified; a table without the column is never marked.
    if (def.status_field !== undefined && !(noColumn && column === def.status_field) && registry.format === 'markdown' && !has.has(def.status_field)) {
        unknown(def.status_field, 'foreach.status_field', [...base, 'status_field'], columns, 'Fix the field name, or give the table that column: the runner leaves a table without it as it is, and no row is marked VERIFIED.');
    }
    const selection = def.items !== undefined ? (0,foreach_selection/* parseItems */.mo)(def.items) : undefined;
    for (const field of (0,foreach_selection/* fieldsOf */.Pf)(selection))
        if (!has.has(field))
            unknown(field, 'the field of foreach.items', [...base, 'items'], columns);
}

// EXTERNAL MODULE: ./src/core/model/expressions.ts
var expressions = __webpack_require__(4206);
;// CONCATENATED MODULE: ./src/core/validate/rules/decision.ts
// Decision steps: every `if` compiles as a GitHub-style expression over inputs, steps, visits
// and run (an unknown root is an error, never "true"); exactly one `else`, as the last branch;
// keys that only other kinds use are flagged, and on_stall where no gate is accepted; an input read
// as a boolean (it is text: 'false' is truthy) is a warning, and so is a gate key one edit from a
// standard one (`gate.stauts`: null on every run). Targets are checked by the targets rule.







function ruleDecisions(ctx) {
    const { report } = ctx;
    const types = ctx.workflow.data.inputs?.types ?? {};
    const booleans = new Set(Object.entries(types).filter(([, t]) => t === 'boolean').map(([name]) => name));
    // A number's text compares with a boolean as a number ('0' == false holds): nothing to warn of.
    const numbers = new Set(Object.entries(types).filter(([, t]) => t === 'number').map(([name]) => name));
    for (const { step, scope } of ctx.steps) {
        if (step.def.on_stall !== undefined && step.kind !== 'shell' && step.kind !== 'agent') {
            report((0,context/* issue */.sn)('UNUSED_KEY', 'warning', `on_stall on ${step.kind} step '${step.id}' is never used: only managed stages (run, prompt, inline_instruction) accept gates that can stall`, 'Move on_stall to the stage whose gate repeats.', [...step.path, 'on_stall']));
        }
        const branches = step.def.decide;
        if (step.kind !== 'decision' || branches === undefined)
            continue;
        const p = step.path;
        const elses = branches.map((b, i) => ('else' in b ? i : -1)).filter((i) => i >= 0);
        if (elses.length === 0) {
            report((0,context/* issue */.sn)('DECISION_ELSE_MISSING', 'error', `decision step '${step.id}' has no else branch: when no if matches, the run would have nowhere to go`, 'Add a last branch: - else: <step | DONE | BLOCKED>.', [...p, 'decide']));
        }
        for (const i of elses) {
            if (i !== branches.length - 1) {
                report((0,context/* issue */.sn)('DECISION_ELSE_NOT_LAST', 'error', `decision step '${step.id}': else is branch ${i + 1} of ${branches.length}; the branches after it could never be taken`, 'Keep exactly one else, as the last branch.', [...p, 'decide', i]));
            }
        }
        branches.forEach((b, i) => {
            if (!('if' in b))
                return;
            const compiled = (0,expressions/* compileExpression */.Wo)(b.if);
            if (compiled.ok) {
                for (const read of (0,expressions/* booleanInputReads */.kE)(compiled, booleans)) {
                    if (read.how === 'compared' && numbers.has(read.input))
                        continue;
                    const x = `inputs.${read.input}`;
                    report((0,context/* issue */.sn)('DECISION_INPUT_BOOLEAN', 'warning', read.how === 'compared'
                        ? `decision step '${step.id}', branch ${i + 1}: '${b.if}' compares ${x} with a boolean, but inputs are text: ${x} == false never holds for 'false' (and == true never for 'true')`
                        : `decision step '${step.id}', branch ${i + 1}: '${b.if}' tests ${x} on its own, but inputs are text: the value 'false' of this boolean input is truthy`, `Compare with the text: ${x} == 'true' (or ${x} != 'true'); the comparison ignores case.`, [...p, 'decide', i, 'if']));
                }
                unknownNames(ctx, scope, step.id, i, b.if, compiled, [...p, 'decide', i, 'if']);
                return;
            }
            const unknownRoot = /Unrecognized named-value/.test(compiled.message);
            report((0,context/* issue */.sn)('DECISION_EXPRESSION_INVALID', 'error', `decision step '${step.id}', branch ${i + 1}: ${unknownRoot ? 'unknown context in' : 'invalid expression'} '${b.if}': ${compiled.message}`, unknownRoot ? 'Expressions see only inputs.<name>, steps.<id>.status|output|gate.<key> (a parallel step: branches.<branch>.status|output|gate.<key>; an approval: decision|note|by), visits.<id> and run.id.' : 'Write a GitHub-style expression, e.g. steps.review.gate.score >= 90 && visits.review < 3.', [...p, 'decide', i, 'if'], { at: errorPosition(ctx, [...p, 'decide', i, 'if'], b.if, compiled.column) }));
        });
        for (const key of ['output', 'retry', 'timeout_minutes', 'agent', 'skills', 'inputs']) {
            if (step.def[key] !== undefined) {
                report((0,context/* issue */.sn)('UNUSED_KEY', 'warning', `${key} on decision step '${step.id}' is never used: a decision runs no process`, `Remove ${key}.`, [...p, key]));
            }
        }
    }
}
/** What a step's record holds in a decision's context (DecisionContext.steps). */
const STEP_FIELDS = ['status', 'output', 'visits', 'gate', 'branches', 'decision', 'note', 'by'];
/** What a parallel step's branch holds there (DecisionStep.branches). */
const BRANCH_FIELDS = ['status', 'output', 'gate'];
const APPROVAL_FIELDS = ['decision', 'note', 'by'];
/**
 * A name the context can never hold \u2014 an input the workflow does not declare, a step not in the
 * decision's scope (top-level steps, or the per_item machine it belongs to), a field a step's
 * record lacks, run.<anything but id> \u2014 is null at run time, so a typo (`inputs.strcit`) would
 * silently take another branch. Names compare case-insensitively, as GitHub's contexts do.
 */
function unknownNames(ctx, scope, stepId, i, text, compiled, path) {
    // An item run gets the parent's inputs that reach items (not its controls) and the item's bindings (foreach/run.ts).
    const inputs = scope.kind === 'per_item' ? [...[...(0,invocation/* declaredInputs */.WB)(ctx.workflow)].filter(item_workflow/* passedToItems */.Eb), ...scope.bindings] : [...(0,invocation/* declaredInputs */.WB)(ctx.workflow)];
    const steps = [...scope.steps.keys(), ...(scope.kind === 'per_item' ? context/* ITEM_TARGETS */.JJ : [])];
    const has = (list, name) => list.some((n) => n.toLowerCase() === name.toLowerCase());
    for (const { names, columns } of (0,expressions/* contextPaths */.A9)(compiled)) {
        const root = names[0].toLowerCase();
        let at = -1;
        let why = '';
        let kindField;
        if (root === 'inputs' && names.length > 1 && !has(inputs, names[1])) {
            at = 1;
            const withheld = scope.kind === 'per_item' && has([...(0,invocation/* declaredInputs */.WB)(ctx.workflow)], names[1]);
            why = withheld ? `'${names[1]}' is a control or runner-owned value of the run, which its item runs are not given.` : `'${names[1]}' is not a declared input of this workflow${scope.kind === 'per_item' ? ` nor a binding of foreach '${scope.owner?.id}'` : ''}.${(0,did_you_mean/* didYouMean */.au)(names[1], inputs)}`;
        }
        else if ((root === 'steps' || root === 'visits') && names.length > 1 && !has(steps, names[1])) {
            at = 1;
            why = `'${names[1]}' is not a step ${scope.kind === 'per_item' ? `of the per_item machine of foreach '${scope.owner?.id}'` : 'of this workflow'}.${(0,did_you_mean/* didYouMean */.au)(names[1], steps)}`;
        }
        else if (root === 'steps' && names.length > 2 && !has(STEP_FIELDS, names[2])) {
            at = 2;
            why = `a step's record has no '${names[2]}' (it has ${STEP_FIELDS.join(', ')}).${(0,did_you_mean/* didYouMean */.au)(names[2], STEP_FIELDS)}`;
        }
        else if (root === 'steps' && names.length > 2 && (kindField = kindFieldProblem(scope, names)) !== undefined) {
            ({ at, why } = kindField);
        }
        else if (root === 'steps' && names.length > 2 && names[2].toLowerCase() === 'gate' && gateRead(ctx, scope, names) !== undefined) {
            ({ at, why } = gateRead(ctx, scope, names));
        }
        else if (root === 'run' && names.length > 1 && names[1].toLowerCase() !== 'id') {
            at = 1;
            why = `run has no '${names[1]}' (only run.id).`;
        }
        else if (root === 'files' && names.length !== 2) {
            at = Math.min(names.length - 1, 1);
            why = "files is read with one literal workspace path, files['docs/a.md'] (true when it exists).";
        }
        else if (root === 'files' && (names[1].trim() === '' || names[1].startsWith('/') || names[1].split(/[\\/]/).includes('..'))) {
            at = 1;
            why = `'${names[1]}' is not a workspace-relative path: write it from the workspace root, without '..'.`;
        }
        if (at < 0) {
            gateKeyNearMiss(ctx, scope, stepId, i, text, names, columns, path);
            continue;
        }
        const read = names.slice(0, at + 1).join('.');
        ctx.report((0,context/* issue */.sn)('DECISION_EXPRESSION_INVALID', 'error', `decision step '${stepId}', branch ${i + 1}: '${text}' reads ${read}, which is always null: ${why}`, "Expressions see only inputs.<declared input>, steps.<id>.status|output|visits|gate.<key> (a parallel step's branches.<branch>.status|output|gate.<key>, an approval step's decision|note|by) and visits.<id> of the steps beside the decision, run.id, and files['<workspace path>'].", path, { at: errorPosition(ctx, path, text, columns[at]) }));
    }
}
/**
 * steps.<id>.branches\u2026 of a step that is not parallel, a branch it does not have, a field a branch
 * lacks; steps.<id>.decision|note|by of a step that is not an approval: always null.
 */
function kindFieldProblem(scope, names) {
    const step = [...scope.steps.values()].find((s) => s.id.toLowerCase() === names[1].toLowerCase());
    if (step === undefined)
        return undefined;
    const field = names[2].toLowerCase();
    if (APPROVAL_FIELDS.includes(field) && step.kind !== 'approval')
        return { at: 2, why: `step ${step.id} is not an approval step: only an approval's record has ${APPROVAL_FIELDS.join(', ')} (its last decision).` };
    if (field !== 'branches')
        return undefined;
    if (step.kind !== 'parallel')
        return { at: 2, why: `step ${step.id} is not a parallel step: only a parallel step's record has branches.` };
    if (names.length < 4)
        return undefined;
    const branches = Object.keys(step.def.parallel?.branches ?? {});
    if (!branches.some((b) => b.toLowerCase() === names[3].toLowerCase()))
        return { at: 3, why: `parallel step ${step.id} has no branch '${names[3]}' (it has ${branches.join(', ')}).${(0,did_you_mean/* didYouMean */.au)(names[3], branches)}` };
    if (names.length > 4 && !BRANCH_FIELDS.includes(names[4].toLowerCase()))
        return { at: 4, why: `a branch's record has no '${names[4]}' (it has ${BRANCH_FIELDS.join(', ')}).${(0,did_you_mean/* didYouMean */.au)(names[4], BRANCH_FIELDS)}` };
    return undefined;
}
/**
 * `steps.<id>.gate[.<key>]` of a step whose record never holds that gate: a step of a kind that
 * records no gate (approval, decision, foreach, hand-off; an action or resolver judged by its exit
 * status), or a key other than `status` of a child_workflow or parallel step (their gate is the
 * child's end status, the join's outcome). Null on every run, so the decision silently takes
 * another branch; {{steps.<id>.gate.<key>}} of such a step is refused too (UNDECLARED_PLACEHOLDER).
 * Which name is wrong (2: gate, 3: the key) and why, or undefined when the step records it.
 */
function gateRead(ctx, scope, names) {
    const step = [...scope.steps.values()].find((s) => s.id.toLowerCase() === names[1].toLowerCase());
    if (step === undefined || step.kind === undefined)
        return undefined;
    const closed = names.length > 3 ? closedSchemaMiss(ctx, step, names[3]) : undefined;
    if (closed !== undefined)
        return { at: 3, why: closed };
    const kind = `step '${step.id}' is ${/^[aeiou]/.test(step.kind) ? 'an' : 'a'} ${step.kind} step`;
    if (step.kind === 'child_workflow' || step.kind === 'parallel') {
        if (names.length < 4 || names[3].toLowerCase() === 'status')
            return undefined;
        return { at: 3, why: `${kind}, whose gate has only status (${step.kind === 'parallel' ? "the join's outcome" : "the child run's end status"}).` };
    }
    if ((0,judging/* reportsAGate */.C)(step.kind, step.def))
        return undefined;
    return { at: 2, why: `${kind}, which records no gate: ${NO_GATE[step.kind] ?? 'only a stage that reports one does'}; its record has status and visits.` };
}
/** What a step of a kind without a gate does instead (gateRead). */
const NO_GATE = {
    approval: "the person's decision takes its on_approve or on_reject target (route there)",
    decision: 'it routes by its own branches',
    foreach: 'it routes when its items are done; their results are in its registry',
    instruction: 'a hand-off ends the run',
    action: 'it is judged by its exit status (a result_contract gives it a gate)',
    resolver: 'it is judged by its exit status',
};
/**
 * Extra keys that differ from a standard one by a letter but are plausible names of their own: a
 * CCW node's `artifacts: [...]`, and plurals or counts a stage may well write (`stats`, `steps`,
 * `workflows`, `states`). Typos such as `stauts` or `artefact` are still said.
 */
const GATE_EXTRA_IN_USE = ['artifacts', 'stats', 'states', 'steps', 'workflows'];
/**
 * `steps.<id>.gate.<key>` where the key is one edit (a letter added, dropped, changed, or two
 * swapped) from a standard gate key \u2014 `stauts`, `unresolved_hgih`: an extra key may be any name, so
 * it is not an error, but such a name is almost always a typo that reads null on every run. Not
 * said where the step names its extra keys another way: a gate_schema, or a result contract
 * (another runner's block, whose fields become the keys).
 */
function gateKeyNearMiss(ctx, scope, stepId, i, text, names, columns, path) {
    if (names[0].toLowerCase() !== 'steps' || names.length < 4 || names[2].toLowerCase() !== 'gate')
        return;
    const key = names[3].toLowerCase();
    if (GATE_KEYS.includes(key) || GATE_EXTRA_IN_USE.includes(key))
        return;
    const read = [...scope.steps.values()].find((s) => s.id.toLowerCase() === names[1].toLowerCase());
    if (read === undefined || (read.def.result_contract !== undefined && read.def.result_contract !== 'workflow_gate'))
        return;
    // A gate_schema names the step's extra keys: a key it names is one; one it does not name (and
    // could let through: a closed schema's is an error, gateRead) is suspect near its names too.
    const schema = read.def.gate_schema !== undefined ? schemaKeysOf(ctx, read) : undefined;
    if (read.def.gate_schema !== undefined && schema === undefined)
        return;
    const named = schema?.names ?? [];
    if (named.some((k) => k.toLowerCase() === key))
        return;
    const near = [...GATE_KEYS, ...named].find((k) => oneEditApart(key, k.toLowerCase()));
    if (near === undefined)
        return;
    ctx.report((0,context/* issue */.sn)('DECISION_GATE_KEY_SUSPECT', 'warning', `decision step '${stepId}', branch ${i + 1}: '${text}' reads steps.${names[1]}.gate.${names[3]}, a key step ${read.id}'s gate has only if its stage writes it as an extra key; otherwise it is null on every run. Did you mean '${near}'?`, `Write steps.${names[1]}.gate.${near}; or, for an extra key of that name, ${schema !== undefined ? "add it to the step's gate_schema properties" : "declare it in the step's gate_schema"}.`, path, { at: errorPosition(ctx, path, text, columns[3] ?? columns[columns.length - 1]) }));
}
/** Whether a and b differ by exactly one insertion, deletion, substitution or swap of two neighbours. */
function oneEditApart(a, b) {
    if (a === b || Math.abs(a.length - b.length) > 1)
        return false;
    if (a.length === b.length) {
        const diff = [...a].flatMap((c, j) => (c === b[j] ? [] : [j]));
        return diff.length === 1 || (diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]]);
    }
    const [short, long] = a.length < b.length ? [a, b] : [b, a];
    for (let j = 0; j < long.length; j++)
        if (long.slice(0, j) + long.slice(j + 1) === short)
            return true;
    return false;
}
/** The line of the `if` value, and the column of the error inside it when the text is on that line. */
function errorPosition(ctx, path, text, column) {
    const pos = ctx.workflow.source.locateValue(path);
    const line = ctx.workflow.source.text.split(/\r?\n/)[pos.line - 1] ?? '';
    const at = line.indexOf(text, pos.column - 1);
    return at >= 0 ? { line: pos.line, column: at + 1 + column } : pos;
}

// EXTERNAL MODULE: ./src/core/shards/unshardable.ts
var unshardable = __webpack_require__(3032);
;// CONCATENATED MODULE: ./src/core/validate/rules/parallel.ts
// Parallel steps are well formed: at least one branch; every branch a run, prompt,
// inline_instruction, action or child_workflow body (no nested parallel) whose statuses lead
// only to DONE or BLOCKED; branch outputs disjoint (from each other, other steps and the state
// file); the step's statuses keys exactly PARALLEL_COMPLETE (+ optional PARALLEL_FAILED).
// The rules that check any step's texts (placeholders, paths, prompts, skills, child workflows)
// run over the branches too.















const VERDICTS = new Set(['PARALLEL_COMPLETE', 'PARALLEL_FAILED']);
/** Keys a branch carries that only mean something on a step of the workflow's graph. */
const GRAPH_KEYS = ['on_failure', 'on_complete', 'on_stall', 'on_skip', 'optional', 'max_visits', 'retry_step', 'on_success', 'asks'];
function under(path, prefix) {
    return prefix.every((p, i) => path[i] === p);
}
function ruleParallel(ctx) {
    const { report, workflow } = ctx;
    const branchSteps = [];
    // Every step's output and the state file, built once for all parallel steps (not per step).
    let stepOutputs;
    // Each branch's artifact key (<step>.<branch>) and the branch that took it first: ids may hold
    // dots, so step a's branch b.c and step a.b's branch c would be recorded under one key.
    const keys = new Map();
    for (const { step, scope } of ctx.steps) {
        if (step.kind !== 'parallel')
            continue;
        const at = { at: { line: step.line, column: step.column } };
        const p = step.path;
        if (scope.kind !== 'top')
            continue; // per-item steps of a foreach: that rule reports the kind
        const defs = step.def.parallel?.branches ?? {};
        if (Object.keys(defs).length === 0) {
            report((0,context/* issue */.sn)('PARALLEL_NO_BRANCHES', 'error', `parallel step '${step.id}' has no branches, so nothing would run`, 'Add parallel.branches: {<id>: {run: ..., output: ..., statuses: {OK: DONE}}}.', [...p, 'parallel'], {}));
        }
        checkStatuses(ctx, step);
        const branches = (0,parallel_branches/* branchesOf */.IJ)(workflow, step);
        const branchScope = { ...ctx.top, within: step };
        const valid = new Set(branches.map((b) => b.id));
        const base = [...p, 'parallel', 'branches'];
        const positions = workflow.source.keyPositions(base);
        for (const [id, def] of Object.entries(defs)) {
            if (valid.has(id))
                continue;
            const { problem } = (0,model_workflow/* classifyStep */.d_)(def);
            report((0,context/* issue */.sn)('STEP_KIND_INVALID', 'error', `branch '${id}' of parallel step '${step.id}': ${problem ?? 'unknown kind'}`, 'Give the branch exactly one of run, prompt, inline_instruction, action or child_workflow.', [...base, id], { at: positions.get(id) ?? at.at }));
        }
        reportIdCaseCollisions(ctx, branches, `branch of parallel step '${step.id}':`, (id) => `steps.${step.id}.branches.${id}`, visibleId);
        const owners = new Map();
        for (const branch of branches) {
            const bp = branch.path;
            const where = `branch '${branch.id}' of parallel step '${step.id}'`;
            if (branch.kind === 'parallel') {
                report((0,context/* issue */.sn)('PARALLEL_NESTED', 'error', `${where} is itself a parallel step; parallel steps do not nest`, 'Flatten the branches into one parallel step, or move the inner group into a child workflow (a child_workflow branch may contain a parallel step).', bp, { at: { line: branch.line, column: branch.column } }));
                continue;
            }
            if (!parallel_branches/* BRANCH_KINDS */.$z.has(branch.kind)) {
                report((0,context/* issue */.sn)('PARALLEL_BRANCH_KIND', 'error', `${where} is ${/^[aeiou]/.test(branch.kind) ? 'an' : 'a'} ${branch.kind} step; a branch runs one stage: run, prompt, inline_instruction, action or child_workflow`, 'Make the branch a stage, or move the logic into a child workflow.', bp, { at: { line: branch.line, column: branch.column } }));
                continue;
            }
            branchSteps.push({ step: branch, scope: branchScope });
            const d = branch.def;
            const bat = { at: { line: branch.line, column: branch.column } };
            if ((branch.kind === 'shell' || branch.kind === 'agent') && d.output === undefined && d.result_contract === undefined) {
                report((0,context/* issue */.sn)('MISSING_OUTPUT', 'error', `${where} declares no output; a gated stage writes one output that ends in a WORKFLOW_GATE block`, 'Add output: <workspace-relative path>, different for every branch.', bp, bat));
            }
            if (branch.kind !== 'action' && (d.statuses === undefined || Object.keys(d.statuses).length === 0)) {
                report((0,context/* issue */.sn)('MISSING_STATUSES', 'error', `${where} routes no status, so it can neither succeed nor fail`, 'Add statuses: {<STATUS>: DONE, <OTHER>: BLOCKED}.', bp, bat));
            }
            // What it revises of the run's earlier outputs would not travel back from a shard: `shards`
            // and `run --shard` refuse the step (SHARD_NOT_SUPPORTED); in one process it is re-recorded.
            if ((0,unshardable/* revisesOutputs */.Q3)(branch)) {
                report((0,context/* issue */.sn)('PARALLEL_BRANCH_NOT_SHARDABLE', 'warning', `${where} is ${/^[aeiou]/.test(branch.kind) ? 'an' : 'a'} ${branch.kind} judged by its exit status: it may revise outputs the run accepted before the step, which a shard could not carry back, so step '${step.id}' runs in one process only (\`shards\` and \`run --shard\` refuse it: SHARD_NOT_SUPPORTED)`, `Nothing to do to run it in one process. To fan the step out across a matrix, make the branch a gated stage (run, prompt or inline_instruction with an output and statuses) that writes its own output instead of revising an earlier one.`, bp, bat));
            }
            if (branch.kind === 'action' && d.statuses !== undefined) {
                report((0,context/* issue */.sn)('UNUSED_KEY', 'warning', `statuses on action ${where} are never used: an action branch succeeds when it exits 0`, 'Remove statuses, or make the branch a gated stage (run, prompt or inline_instruction with an output).', [...bp, 'statuses']));
            }
            for (const [status, target] of Object.entries(d.statuses ?? {})) {
                for (const to of (0,model_workflow/* targetsOf */.QR)(target)) {
                    if (model_workflow/* TERMINAL_TARGETS */.e2.has(to))
                        continue;
                    report((0,context/* issue */.sn)('PARALLEL_BRANCH_TARGET', 'error', `status ${status} of ${where} goes to '${to}'; a branch's statuses lead to DONE (the branch succeeds) or BLOCKED (it fails)${to === 'ASK' ? '; a branch cannot ask a person (ASK): only a top-level stage can stop the run for an answer' : ''}`, "Map the status to DONE or BLOCKED, and route the parallel step's PARALLEL_COMPLETE / PARALLEL_FAILED to the next step.", [...bp, 'statuses', status], { value: true }));
                    break;
                }
            }
            // A branch's failure status fails its attempt (retried per its retry), then the branch.
            checkFailureStatuses(report, branch, where);
            for (const k of GRAPH_KEYS) {
                if (d[k] === undefined)
                    continue;
                report((0,context/* issue */.sn)('UNUSED_KEY', 'warning', `${k} on ${where} is never used: a branch is not a step of the workflow's graph`, `Remove ${k}; set it on the parallel step '${step.id}' if it is meant for the whole step.`, [...bp, k]));
            }
            const idProblem = stepIdFileProblem(branch.id);
            if (idProblem !== undefined)
                report((0,context/* issue */.sn)('STEP_ID_INVALID', 'error', `${where} cannot name a file (its stage log and shard folder are named after it): ${idProblem}`, 'Rename the branch: letters, digits, -, _ and . (not . or .. alone), no / or \\, no control characters.', bp, bat));
            // A placeholder name is letters, digits, _, . and -: {{steps.<step>.branches.<id>.output}} with
            // a space in <id> is no placeholder at all, and would reach the stage as that text. A warning:
            // everything else (decisions: steps.<step>.branches['<id>'], logs, shards) works with the id.
            else if ((0,references/* referenceable */.w_)(branch) && !references/* BRANCH_ID_IN_REFERENCE */.HJ.test(branch.id)) {
                report((0,context/* issue */.sn)('PARALLEL_BRANCH_ID_UNREFERENCEABLE', 'warning', `${where} cannot be named by a reference: {{steps.${step.id}.branches.${branch.id}.output}} is not a placeholder (a placeholder name holds letters, digits, _, . and - only), so a later step's text would get it as written`, `Rename the branch with letters, digits, _, . and - (e.g. '${branch.id.replace(/[^A-Za-z0-9_.-]+/g, '_')}'); a decision can read it as it is: steps.${step.id}.branches['${branch.id}'].gate.<key>.`, bp, bat));
            }
            const key = (0,parallel_branches/* artifactKey */.Wf)(step.id, branch.id);
            const taken = keys.get(key);
            if (workflow.steps.has(key)) {
                report((0,context/* issue */.sn)('PARALLEL_BRANCH_ID_TAKEN', 'error', `${where} is recorded as '${key}', which is also the id of a step`, 'Rename the branch or the step: branch results are recorded as <step>.<branch>.', bp, bat));
            }
            else if (taken !== undefined) {
                report((0,context/* issue */.sn)('PARALLEL_BRANCH_ID_TAKEN', 'error', `${where} is recorded as '${key}', as branch '${taken.branch}' of parallel step '${taken.step}' is: the run could not tell their results, logs and shards apart`, 'Rename one of the branches or steps: branch results are recorded as <step>.<branch>.', bp, bat));
            }
            else
                keys.set(key, { step: step.id, branch: branch.id });
            if (d.output !== undefined) {
                // {{step}} in a branch names the parallel step; defaults are literal parts too.
                const out = outputKey(ctx, d.output, step.id);
                const owner = owners.get(out);
                if (templateNamesDirectory(d.output, out)) {
                    // As a step's (outputs.ts): the stage's `> "$STAGEGATE_OUTPUT"` would fail "Is a directory".
                    report((0,context/* issue */.sn)('OUTPUT_NOT_A_FILE', 'error', `output '${d.output}' of ${where} names a directory, not a file`, `Name the file the branch writes, e.g. 'runs/{{run_id}}/${step.id}-${branch.id}.md': the stage writes its output (and the gate in it) to that path.`, [...bp, 'output'], { value: true }));
                }
                else if (owner !== undefined) {
                    report((0,context/* issue */.sn)('PARALLEL_OUTPUT_SHARED', 'error', `branches '${owner}' and '${branch.id}' of parallel step '${step.id}' declare the same output '${d.output}'; concurrent branches would write one file`, 'Give every branch its own output path (e.g. with the branch id in it).', [...bp, 'output'], { value: true }));
                }
                else
                    owners.set(out, branch.id);
            }
        }
        checkAgainstSteps(ctx, step, branches, (stepOutputs ??= outputsOfSteps(ctx)));
    }
    if (branchSteps.length === 0)
        return;
    // The rules for any step's texts, over the branches; their workflow-level findings are already reported.
    const prefixes = branchSteps.map((s) => s.step.path);
    const sub = { ...ctx, steps: branchSteps, report: (f) => (prefixes.some((p) => under(f.path, p)) ? ctx.report(f) : undefined) };
    rulePlaceholders(sub);
    ruleShellPlacements(sub);
    (0,paths/* rulePaths */.DB)(sub);
    ruleAgents(sub);
    rulePrompts(sub);
    ruleSkills(sub);
    ruleChildWorkflows(sub);
}
/** The verdict keys: exactly PARALLEL_COMPLETE, and optionally PARALLEL_FAILED. */
function checkStatuses(ctx, step) {
    const statuses = step.def.statuses;
    const p = step.path;
    if (statuses === undefined || !Object.prototype.hasOwnProperty.call(statuses, 'PARALLEL_COMPLETE')) {
        ctx.report((0,context/* issue */.sn)('PARALLEL_STATUSES', 'error', `parallel step '${step.id}' does not route PARALLEL_COMPLETE, so the run would have nowhere to go when its join is satisfied`, 'Add statuses: {PARALLEL_COMPLETE: <next step | DONE>, PARALLEL_FAILED: <step | BLOCKED>}.', statuses ? [...p, 'statuses'] : p, statuses ? {} : { at: { line: step.line, column: step.column } }));
    }
    for (const key of Object.keys(statuses ?? {})) {
        if (VERDICTS.has(key))
            continue;
        ctx.report((0,context/* issue */.sn)('PARALLEL_STATUSES', 'error', `status ${key} of parallel step '${step.id}' is never reported: a parallel step reports PARALLEL_COMPLETE or PARALLEL_FAILED`, "Route the branch's own statuses inside the branch (to DONE or BLOCKED); keep PARALLEL_COMPLETE and PARALLEL_FAILED here.", [...p, 'statuses', key]));
    }
}
function outputsOfSteps(ctx) {
    const others = new Map();
    for (const { step: s } of ctx.steps)
        if (s.def.output !== undefined)
            others.set(outputKey(ctx, s.def.output, s.id), s.id);
    return { others, statePath: normalisePathTemplate(ctx.expandDefaults(ctx.workflow.data.state_path)) };
}
/** A branch output may not be another step's output or the state file (DUPLICATE_OUTPUT). */
function checkAgainstSteps(ctx, step, branches, { others, statePath }) {
    for (const branch of branches) {
        if (branch.def.output === undefined || !parallel_branches/* BRANCH_KINDS */.$z.has(branch.kind))
            continue;
        const out = outputKey(ctx, branch.def.output, step.id);
        const path = [...branch.path, 'output'];
        if (out === statePath) {
            ctx.report((0,context/* issue */.sn)('DUPLICATE_OUTPUT', 'error', `output of branch '${branch.id}' of parallel step '${step.id}' is the workflow's state file`, 'Give the branch an output of its own: the runner writes the state file.', path, { value: true }));
            continue;
        }
        const owner = others.get(out);
        if (owner !== undefined) {
            ctx.report((0,context/* issue */.sn)('DUPLICATE_OUTPUT', 'error', `branch '${branch.id}' of parallel step '${step.id}' and step '${owner}' declare the same output '${branch.def.output}'`, 'Give every branch and step its own output path.', path, { value: true }));
        }
    }
}

;// CONCATENATED MODULE: ./src/core/validate/rules/reference-order.ts
// A step that reads another step's result ({{steps.<id>.output}}, .gate.<key>, and their _or_empty
// forms) where the run can reach it before that step has run in the run \u2014 the first pass of an
// implement -> review -> implement loop whose implement reads the review \u2014 stops there with
// WORKFLOW_INPUT_REQUIRED: a step's reference is unresolved until the step has a result, even
// _or_empty (references.ts; only a parallel branch's _or_empty reads "" before its step ran).
// Said as REFERENCE_BEFORE_STEP (a warning: a decision may keep the run off that path), with a
// path the run can take to get there; a step reading its own result has none on its first visit.
// A decision branch whose condition says the step ran (visits.<id> > 0 \u2026) is no such path.
// A native workflow's top-level steps (a parallel step's branches read as the step) and each
// foreach's per_item machine; the texts a run resolves when it prepares the step (run,
// inline_instruction, action, stage inputs, the prompt file, an approval's message).





function ruleReferenceOrder(ctx) {
    if (ctx.workflow.format !== 'native')
        return;
    // The top-level steps, and each foreach's per_item machine (an item runs it from its first step).
    for (const scope of ctx.scopes) {
        if (scope.entry === undefined || !scope.steps.has(scope.entry))
            continue;
        reference_order_checkScope(ctx, scope.entry, scope.steps, scope.owner === undefined ? 'it is the entry step' : `it is the first step of the per_item of foreach '${scope.owner.id}'`);
    }
}
function reference_order_checkScope(ctx, entry, steps, first) {
    const edges = new Map();
    for (const step of steps.values())
        edges.set(step.id, edgesOf(step, steps));
    // Every path to a step passes its dominators: a read of one of them is always resolved. Only a
    // read they do not settle costs a walk (one per step read), so a long chain stays linear.
    const dom = dominators(entry, edges);
    const around = new Map();
    for (const step of steps.values()) {
        if (!dom.reached(step.id))
            continue;
        const seen = new Set();
        // A parallel step's branches are prepared when it runs: their reads are the step's.
        const branches = step.kind === 'parallel' ? (0,parallel_branches/* branchesOf */.IJ)(ctx.workflow, step) : [];
        for (const read of [...readsOf(ctx, step), ...branches.flatMap((b) => readsOf(ctx, b).map((r) => ({ ...r, by: `branch '${b.id}' of step '${step.id}'` })))]) {
            if (seen.has(read.name) || !steps.has(read.step))
                continue;
            seen.add(read.name);
            const self = read.step === step.id;
            if (self && step.kind === 'parallel')
                continue;
            if (!self && dom.dominates(read.step, step.id))
                continue;
            // Its own result: on the first visit the step has none yet, whatever way the run came.
            let from = around.get(self ? '' : read.step);
            if (from === undefined) {
                from = walk(entry, self ? undefined : read.step, edges);
                around.set(self ? '' : read.step, from);
            }
            if (!from.has(step.id))
                continue;
            const way = [];
            for (let at = step.id; at !== null; at = from.get(at) ?? null)
                way.unshift(at);
            const orEmpty = read.name.includes('_or_empty');
            const where = way.length === 1 ? first : way.join(' -> ');
            const who = read.by ?? `step '${step.id}'`;
            ctx.report((0,context/* issue */.sn)('REFERENCE_BEFORE_STEP', 'warning', `${self ? `${who} reads {{${read.name}}}, its own result, which it does not have on its first visit (${where})` : `${who} reads {{${read.name}}}, but the run can reach '${step.id}' before step '${read.step}' has run (${where})`}, and there ${read.message ? 'its approval message is shown unfilled, every {{\u2026}} in it as written' : 'it stops with WORKFLOW_INPUT_REQUIRED'}: a step's result is unresolved until the step has one${orEmpty ? ' (_or_empty reads "" only once it has finished, not before it ran)' : ''}`, `Read it only on paths that run '${read.step}' first (a later step, or a decision that checks visits.${read.step} > 0); on a loop's first pass, name the file instead (its declared output path, which may not exist yet) and tell the agent to read it if it exists.`, read.path, read.at !== undefined ? { at: read.at } : {}));
        }
    }
}
/** A step's transitions to steps; a decision's branches with the steps their conditions say ran. */
function edgesOf(step, steps) {
    const none = new Set();
    const out = (0,graph/* transitionsOf */.C5)(step)
        .filter((t) => steps.has(t.to) && !t.label.startsWith('if ') && t.label !== 'else')
        .map((t) => ({ to: t.to, after: none }));
    // A branch after `if: visits.X == 0` is taken only once X ran; so is one whose condition is
    // `visits.X > 0` (or >= 1, == 2 \u2026) or `steps.X.status == 'completed'`, alone or and-ed.
    const ran = new Set();
    for (const branch of step.def.decide ?? []) {
        const to = 'if' in branch ? branch.to : branch.else;
        const after = new Set(ran);
        if ('if' in branch) {
            const text = String(branch.if);
            const never = /^\s*visits\.([A-Za-z0-9_.-]+?)\s*(?:==\s*0|<\s*1)\s*$/.exec(text);
            if (!/\|\||[()!]/.test(text.replace(/!=/g, ''))) {
                for (const part of text.split('&&')) {
                    const visits = /^\s*visits\.([A-Za-z0-9_.-]+?)\s*(>|>=|==)\s*(\d+)\s*$/.exec(part);
                    if (visits && (visits[2] === '>' || Number(visits[3]) >= 1))
                        after.add(visits[1]);
                    const status = /^\s*steps\.([A-Za-z0-9_.-]+?)\.status\s*==\s*'completed'\s*$/i.exec(part);
                    if (status)
                        after.add(status[1]);
                }
            }
            if (never)
                ran.add(never[1]);
        }
        if (steps.has(to))
            out.push({ to, after });
    }
    return out;
}
/**
 * The ways from the entry, breadth first, that never enter `avoid` nor take an edge taken only
 * after it: each reached step with the step before it (the entry with null).
 */
function walk(entry, avoid, edges) {
    const from = new Map();
    if (entry === avoid)
        return from;
    from.set(entry, null);
    const queue = [entry];
    for (let i = 0; i < queue.length; i++) {
        const id = queue[i];
        for (const edge of edges.get(id) ?? []) {
            if (edge.to === avoid || from.has(edge.to) || (avoid !== undefined && edge.after.has(avoid)))
                continue;
            from.set(edge.to, id);
            queue.push(edge.to);
        }
    }
    return from;
}
/**
 * The dominator tree of the steps reached from the entry (Cooper, Harvey and Kennedy's iterative
 * algorithm; every edge, as a step that dominates on every edge does on fewer): whether every way
 * from the entry to a step passes another, answered from the tree's entry/exit numbers.
 */
function dominators(entry, edges) {
    // Postorder by an explicit stack (a 10,000-step chain must not overflow the call stack).
    const post = new Map();
    const order = [];
    const preds = new Map();
    const visited = new Set([entry]);
    const stack = [{ id: entry, i: 0 }];
    while (stack.length > 0) {
        const frame = stack[stack.length - 1];
        const out = edges.get(frame.id) ?? [];
        if (frame.i < out.length) {
            const to = out[frame.i++].to;
            if (!preds.has(to))
                preds.set(to, []);
            preds.get(to).push(frame.id);
            if (!visited.has(to)) {
                visited.add(to);
                stack.push({ id: to, i: 0 });
            }
            continue;
        }
        stack.pop();
        post.set(frame.id, order.length);
        order.push(frame.id);
    }
    const idom = new Map([[entry, entry]]);
    const intersect = (a, b) => {
        while (a !== b) {
            while (post.get(a) < post.get(b))
                a = idom.get(a);
            while (post.get(b) < post.get(a))
                b = idom.get(b);
        }
        return a;
    };
    for (let changed = true; changed;) {
        changed = false;
        for (let i = order.length - 2; i >= 0; i--) {
            const id = order[i];
            let next;
            for (const p of preds.get(id) ?? [])
                if (idom.has(p))
                    next = next === undefined ? p : intersect(p, next);
            if (next !== undefined && idom.get(id) !== next) {
                idom.set(id, next);
                changed = true;
            }
        }
    }
    // Entry/exit numbers of the tree: a dominates b when b's interval lies in a's.
    const children = new Map();
    for (const [id, parent] of idom)
        if (id !== entry)
            (children.get(parent) ?? children.set(parent, []).get(parent)).push(id);
    const enter = new Map();
    const exit = new Map();
    let clock = 0;
    const tree = [{ id: entry, i: 0 }];
    enter.set(entry, clock++);
    while (tree.length > 0) {
        const frame = tree[tree.length - 1];
        const kids = children.get(frame.id) ?? [];
        if (frame.i < kids.length) {
            const kid = kids[frame.i++];
            enter.set(kid, clock++);
            tree.push({ id: kid, i: 0 });
            continue;
        }
        tree.pop();
        exit.set(frame.id, clock++);
    }
    return {
        reached: (id) => enter.has(id),
        dominates: (a, b) => enter.has(a) && enter.has(b) && enter.get(a) <= enter.get(b) && exit.get(b) <= exit.get(a),
    };
}
/** The step results `step` reads in the texts a run resolves when it prepares it. */
function readsOf(ctx, step) {
    const out = [];
    const scan = (text, path, at) => {
        if (typeof text !== 'string' || !text.includes('{{'))
            return;
        text.split('\n').forEach((line, i) => {
            for (const m of line.matchAll(placeholders/* PLACEHOLDER */.Kx)) {
                const ref = (0,references/* parseReference */.F2)(m[1]);
                if (ref === undefined || (ref.what !== 'output' && ref.what !== 'gate') || ref.branch !== undefined)
                    continue;
                out.push({ name: m[1], step: ref.step, path, ...(at ? { at: at(m.index, i + 1) } : {}) });
            }
        });
    };
    const d = step.def;
    scan(d.run, [...step.path, 'run']);
    scan(d.inline_instruction, [...step.path, 'inline_instruction']);
    scan(d.action, [...step.path, 'action']);
    // An approval's message is filled as the run reaches it: a result it reads before that step ran
    // leaves the whole message unfilled (the approver reads its {{\u2026}} as written).
    const before = out.length;
    scan(d.approval?.message, [...step.path, 'approval', 'message']);
    for (const read of out.slice(before))
        read.message = true;
    for (const [name, value] of Object.entries(d.inputs ?? {}))
        scan(value, [...step.path, 'inputs', name]);
    if (typeof d.prompt === 'string' && !d.prompt.includes('{{')) {
        const info = ctx.session.prompt(ctx.expandDefaults(d.prompt));
        if (info.file.ok) {
            const file = info.file.rel;
            scan(info.file.text, [...step.path, 'prompt'], (index, line) => ({ file, line, column: index + 1 }));
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/core/validate/rules/imported-files.ts
// Files an imported workflow's steps name (aiox: the agent persona and the task file) are checked
// as the format's own validator checks them: aiox's workflow-validator.js warns when an agent
// reference does not resolve, and run-workflow-engine goes on without a missing task file, so a
// missing file is a warning. A reference with alternatives (a squad's own persona, then the core
// one) is satisfied by any of them. A folder that is missing altogether means the file is checked
// outside its project: one warning per folder, not one per step. A file the agent would read that
// leads out of the workspace (a symlink: the squad's persona linked to ~/.ssh/id_rsa) is an error,
// PATH_OUTSIDE_WORKSPACE, even when another candidate is in it: the prompt names them in order, so the
// agent reads the first one it finds.




function ruleImportedFiles(ctx) {
    const warnedFolders = new Set();
    for (const ref of ctx.workflow.fileReferences ?? []) {
        const at = { at: { line: ref.line, column: ref.column } };
        const candidates = [ref.path, ...(ref.alternatives ?? [])];
        let outside;
        let found = false;
        const folders = [];
        for (const path of candidates) {
            const resolved = ctx.session.resolve(path);
            if (typeof resolved === 'string') {
                outside = `${path} is outside the workspace: ${resolved}`;
                break;
            }
            if ((0,external_node_fs_.existsSync)(resolved.abs)) {
                found = true;
                break;
            }
            folders.push({ rel: (0,external_node_path_.dirname)(resolved.rel), exists: (0,external_node_fs_.existsSync)((0,external_node_path_.dirname)(resolved.abs)) });
        }
        if (found)
            continue;
        if (outside !== undefined) {
            ctx.report((0,context/* issue */.sn)('PATH_OUTSIDE_WORKSPACE', 'error', `${ref.what} ${outside}`, `Name a file inside the workspace. ${workspace/* WORKSPACE_NOTE */.fA}`, [], at));
            continue;
        }
        const names = candidates.join(' or ');
        if (folders.every((f) => !f.exists)) {
            const folder = folders.map((f) => f.rel).join('/ or ');
            if (!warnedFolders.has(folder)) {
                warnedFolders.add(folder);
                ctx.report((0,context/* issue */.sn)('IMPORTED_FOLDER_MISSING', 'warning', `${ref.what} ${names}: the folder ${folder}/ does not exist, so none of the files this workflow names there can be checked (or read by the agent)`, `Validate from the project root (-C DIR), or add ${folder}/.`, [], at));
            }
            continue;
        }
        ctx.report((0,context/* issue */.sn)('IMPORTED_FILE_MISSING', 'warning', `${ref.what} ${names} does not exist: the step runs without it`, `Add ${ref.path}, or fix the name in the workflow.`, [], at));
    }
}

// EXTERNAL MODULE: ./src/core/model/input-types.ts
var input_types = __webpack_require__(3013);
;// CONCATENATED MODULE: ./src/core/validate/rules/input-types.ts
// inputs.types: every typed name is a declared input, and a default without placeholders has
// its declared type (a default that only resolves at run time is checked then).




function ruleInputTypes(ctx) {
    const { workflow } = ctx;
    const types = workflow.data.inputs?.types ?? {};
    const declared = new Set([...workflow.inputs.required, ...workflow.inputs.optional, ...Object.keys(workflow.inputs.defaults)]);
    for (const [name, type] of Object.entries(types)) {
        const path = ['inputs', 'types', name];
        if (!declared.has(name)) {
            ctx.report((0,context/* issue */.sn)('INPUT_TYPE_UNDECLARED', 'error', `inputs.types names '${name}', which is not a declared input`, 'Declare it under inputs.required, inputs.optional or inputs.defaults, or remove its type.', path));
            continue;
        }
        const value = workflow.inputs.defaults[name];
        if (value === undefined || value === null)
            continue;
        const text = String(value);
        if (text === '' || new RegExp(placeholders/* PLACEHOLDER */.Kx.source).test(text))
            continue;
        const expected = (0,input_types/* typeProblem */.Yp)(type, text);
        if (expected !== undefined) {
            ctx.report((0,context/* issue */.sn)('INPUT_DEFAULT_TYPE', 'error', `the default of input ${name} is '${text}', but inputs.types says it is ${expected}`, `Give ${name} a default of type ${type}, or change its type.`, ['inputs', 'defaults', name], { value: true }));
        }
        else if (type === 'path') {
            const resolved = ctx.session.resolve(text);
            if (typeof resolved !== 'string')
                continue;
            const git = resolved.endsWith(workspace/* GIT_DIR_WHY */.Im);
            ctx.report((0,context/* issue */.sn)('INPUT_DEFAULT_TYPE', 'error', `the default of path input ${name} ('${text}') ${git ? `is refused: ${resolved}` : 'is outside the workspace'}`, git ? 'Use a workspace-relative path outside the .git folder.' : `Use a workspace-relative path. ${workspace/* WORKSPACE_NOTE */.fA}`, ['inputs', 'defaults', name], { value: true }));
        }
    }
}

// EXTERNAL MODULE: ./src/core/model/run-scope.ts
var run_scope = __webpack_require__(1513);
;// CONCATENATED MODULE: ./src/core/validate/rules/run-isolation.ts
// 4.0 Run Isolation, statically: a state_path that does not name the run holds one run at a time
// (another run id is refused, STATE_PATH_SHARED notes it); a workflow whose state_path or outputs
// do not lie under its artifact_root cannot run fresh (a fresh run keeps everything under its run
// root: FRESH_RUN_NOT_ISOLATED notes it); an optional input in a path names no file when it is
// absent (OPTIONAL_INPUT_IN_PATH).




function run_isolation_under(path, root) {
    const p = external_node_path_.posix.normalize(path);
    const r = external_node_path_.posix.normalize(root).replace(/\/$/, '');
    return p.startsWith(`${r}/`);
}
function ruleRunIsolation(ctx) {
    const { workflow, report } = ctx;
    const statePath = workflow.data.state_path;
    // A path that leaves the workspace or names an undeclared value is reported by other rules;
    // what it would mean for run isolation is unknown.
    const sound = (template) => {
        const expanded = ctx.expandDefaults(template);
        return !external_node_path_.posix.isAbsolute(expanded) && !expanded.split('/').includes('..') && (0,placeholders/* placeholdersIn */.Qf)(expanded).every((n) => ctx.declared.has(n));
    };
    // A required input without a default in the path (a child's work_dir its caller passes): each
    // invocation says where the state goes, so nothing says the runs share it.
    const locatedByCaller = (0,placeholders/* placeholdersIn */.Qf)(ctx.expandDefaults(statePath)).some((n) => n !== 'run_id' && workflow.inputs.required.includes(n) && (workflow.inputs.defaults[n] === undefined || workflow.inputs.defaults[n] === null));
    if (workflow.format === 'native' && sound(statePath) && !(0,run_scope/* templateNamesRun */.EM)(statePath, workflow) && !locatedByCaller) {
        report((0,context/* issue */.sn)('STATE_PATH_SHARED', 'warning', `state_path '${statePath}' does not name the run ({{run_id}}), so every run of this workflow shares one state file: it holds one run at a time, and another run id is refused (WORKFLOW_STATE_OWNED_BY_OTHER_RUN) unless that run starts with --mode fresh${ctx.declared.has('artifact_root') ? ' (a fresh run keeps its state under <artifact_root>/runs/<run_id>/)' : ''}`, "Name the run in state_path (e.g. 'runs/{{run_id}}/workflow_state.yaml'), or accept one run at a time.", ['state_path'], { value: true }));
    }
    if (ctx.declared.has('artifact_root') && sound('{{artifact_root}}')) {
        // A shared artifact_root default becomes <it>/runs/<run_id> for a fresh run: then only paths
        // built on {{artifact_root}} stay inside it.
        const shared = (0,run_scope/* sharedArtifactRootDefault */.h9)(workflow) !== undefined;
        const root = ctx.expandDefaults('{{artifact_root}}');
        const inside = (template) => (shared ? (0,run_scope/* templateUses */.tn)(template, 'artifact_root', workflow) : true) && run_isolation_under(ctx.expandDefaults(template), root);
        const outside = [];
        if (sound(statePath) && !inside(statePath))
            outside.push({ what: 'state_path', path: ['state_path'], text: statePath });
        for (const { step, scope } of ctx.steps) {
            if (scope.kind !== 'top' || step.def.output === undefined)
                continue;
            if (sound(step.def.output) && !inside(step.def.output))
                outside.push({ what: `the output of step '${step.id}'`, path: [...step.path, 'output'], text: step.def.output });
        }
        const first = outside[0];
        if (first) {
            const more = outside.length > 1 ? ` (and ${outside.length - 1} more)` : '';
            report((0,context/* issue */.sn)('FRESH_RUN_NOT_ISOLATED', 'warning', `${first.what} '${first.text}' is not under artifact_root${shared ? ` (a fresh run's is ${root}/runs/<run_id>)` : ''}${more}; a fresh run keeps its state and every output under its own run root (4.0 Fresh Run Isolation), so --mode fresh is refused with WORKFLOW_FRESH_EXECUTION_BLOCKED. A resume in the same workspace is not affected; the Action's state artifact carries only the run root, so a resume in a later job finds an output outside it gone (STALE_ARTIFACT_REJECTED, whose fix reruns its step: rerun-from)`, `Write it under {{artifact_root}} (e.g. '{{artifact_root}}/${external_node_path_.posix.basename(first.text)}').`, first.path, { value: true }));
        }
    }
    // An optional input that is not given has no value: a path cannot be named after it.
    // run_id is always bound (the runner generates one); a default gives the input a value.
    const optional = new Set(workflow.inputs.optional.filter((n) => n !== 'run_id' && (workflow.inputs.defaults[n] === undefined || workflow.inputs.defaults[n] === null)));
    if (optional.size === 0)
        return;
    const check = (template, path, what) => {
        if (template === undefined)
            return;
        for (const name of (0,placeholders/* placeholdersIn */.Qf)(ctx.expandDefaults(template))) {
            if (!optional.has(name))
                continue;
            report((0,context/* issue */.sn)('OPTIONAL_INPUT_IN_PATH', 'error', `${what} '${template}' uses the optional input '${name}': when it is not given the path names no file, and the run stops before the stage`, `Make '${name}' required, give it a default, or keep it out of the path (use it in the prompt instead, where an absent input reads as "(not given)").`, path, { value: true }));
        }
    };
    check(statePath, ['state_path'], 'state_path');
    for (const { step } of ctx.steps) {
        check(step.def.output, [...step.path, 'output'], `the output of step '${step.id}'`);
        check(step.def.prompt, [...step.path, 'prompt'], `the prompt path of step '${step.id}'`);
        check(step.def.child_workflow, [...step.path, 'child_workflow'], `the child workflow of step '${step.id}'`);
        check(step.def.foreach?.source, [...step.path, 'foreach', 'source'], `the foreach source of step '${step.id}'`);
    }
}

;// CONCATENATED MODULE: ./src/core/validate/rules/gate-schema.ts
// gate_schema: only on a step that has a gate; its file found inside the workspace; a schema
// that compiles (draft 2020-12); on a maestro_coordinate step, keys and types its block can give
// (a warning). Reported at the gate_schema key (model/gate-schemas.ts reads
// and compiles them, once per validation session).

function ruleGateSchemas(ctx) {
    for (const f of ctx.session.gateSchemas(ctx.workflow).findings)
        ctx.report((0,context/* issue */.sn)(f.code, f.severity ?? 'error', f.message, f.hint, f.path));
}

;// CONCATENATED MODULE: ./src/core/formats/aiox/codes.ts
// Every code the aiox importer reports, with its severity (documented in docs/validation.md).
// Severities follow aiox's own workflow-validator.js where it has the rule: its agent and
// artifact-chain findings are warnings, a circular requires chain is an error.
const AIOX_CODES = {
    AIOX_ID_MISSING: 'error',
    AIOX_NAME_MISSING: 'error',
    AIOX_SEQUENCE_EMPTY: 'error',
    AIOX_ITEM_UNKNOWN: 'error',
    AIOX_UNKNOWN_KEY: 'warning',
    AIOX_PHASES_AS_SEQUENCE: 'warning',
    AIOX_PHASE_NOT_A_STEP: 'error',
    AIOX_DUPLICATE_ID: 'error',
    AIOX_AGENT_INVALID: 'warning',
    AIOX_AGENT_PLURAL: 'warning',
    AIOX_REQUIRES_UNKNOWN: 'warning',
    AIOX_REQUIRES_LATER: 'warning',
    AIOX_REQUIRES_CIRCULAR: 'error',
    AIOX_CONDITION_EMPTY: 'error',
    AIOX_CONDITION_INVALID: 'error',
    AIOX_CONDITION_UNKNOWN: 'warning',
    AIOX_SKIP_IF_IGNORED: 'warning',
    AIOX_ROUTE_INVALID: 'error',
    AIOX_TARGET_UNKNOWN: 'error',
    AIOX_NEXT_UNKNOWN: 'warning',
    AIOX_VERDICT_TARGET_UNKNOWN: 'warning',
    AIOX_ON_FAILURE_INVALID: 'error',
    AIOX_TIMEOUT_INVALID: 'warning',
    AIOX_INPUT_INVALID: 'error',
    AIOX_RUN_UNKNOWN_STEP: 'error',
    AIOX_GATE_WITHOUT_VERDICTS: 'warning',
    AIOX_PARALLEL_GROUP_SEQUENTIAL: 'warning',
    AIOX_FLOW_DIAGRAM_INVALID: 'warning',
    AIOX_PLACEHOLDER_UNKNOWN: 'warning',
    AIOX_CORE_AMBIGUOUS: 'warning',
};

// EXTERNAL MODULE: ./src/core/formats/ccw/codes.ts
var codes = __webpack_require__(6778);
// EXTERNAL MODULE: ./src/core/formats/maestro/codes.ts
var maestro_codes = __webpack_require__(3604);
;// CONCATENATED MODULE: ./src/core/validate/rules/index.ts


























const RULES = [
    {
        name: 'top-level',
        run: ruleTopLevel,
        codes: { STATE_PATH_NOT_A_FILE: 'error', STATE_PATH_MARKDOWN: 'error', STATE_PATH_NOT_YAML: 'warning', AGENT_PACKAGE_VERSION_HARDCODED: 'error', RUNNER_OWNED_OVERRIDDEN: 'error', TERMINAL_SUCCESS_STOP_CODE: 'error', TERMINAL_SUCCESS_AMBIGUOUS: 'warning', TERMINAL_BLOCKER_STATUS_DROPPED: 'error', DUPLICATE_INPUT: 'error', DEFAULTS_CYCLE: 'error', DEFAULTS_TOO_DEEP: 'error', INPUT_DEFAULT_TOO_LARGE: 'error', UNKNOWN_TARGET: 'error' },
    },
    { name: 'file-location', run: ruleFileLocation, codes: { WORKFLOW_IN_GITHUB_WORKFLOWS: 'warning' } },
    {
        name: 'step-shape',
        run: ruleStepShape,
        codes: { STEP_ID_RESERVED: 'error', ITEM_DEFERRAL_DESCRIBED: 'warning', STEP_ID_INVALID: 'error', STEP_ID_CASE_COLLISION: 'error', MISSING_OUTPUT: 'error', MISSING_STATUSES: 'error', MISSING_ON_COMPLETE: 'error', MISSING_ON_SKIP: 'error', FAILURE_STATUS_INVALID: 'error', MISSING_TERMINAL_STATUS: 'error', TERMINAL_STATUS_MISLEADS: 'warning', FOREACH_NO_PER_ITEM: 'error', UNUSED_KEY: 'warning', DUPLICATE_APPROVER: 'warning' },
    },
    { name: 'targets', run: ruleTargets, codes: { UNKNOWN_TARGET: 'error', IF_INPUT_NOT_OPTIONAL: 'error', ASK_NOT_ALLOWED: 'error' } },
    { name: 'ask', run: ruleAsk, codes: { ASK_NOT_ALLOWED: 'error' } },
    { name: 'reachability', run: ruleReachability, codes: { UNREACHABLE_STEP: 'error', UNREACHABLE_IMPORTED_STEP: 'warning', LOOP_WITHOUT_EXIT: 'error', LOOP_WITHOUT_MAX_VISITS: 'warning' } },
    { name: 'outputs', run: ruleOutputs, codes: { OUTPUT_NOT_A_FILE: 'error', DUPLICATE_OUTPUT: 'error', PER_ITEM_OUTPUT_SHARED: 'error' } },
    { name: 'paths', run: paths/* rulePaths */.DB, codes: { PATH_OUTSIDE_WORKSPACE: 'error' } },
    { name: 'agents', run: ruleAgents, codes: { INVALID_VALUE: 'error', PATH_OUTSIDE_WORKSPACE: 'error', AGENT_PLACEHOLDER: 'error', BUDGET_NOT_ENFORCED: 'warning' } },
    { name: 'reference-order', run: ruleReferenceOrder, codes: { REFERENCE_BEFORE_STEP: 'warning' } },
    { name: 'placeholders', run: rulePlaceholders, codes: { UNDECLARED_PLACEHOLDER: 'error', GITHUB_EXPRESSION: 'error', PLACEHOLDER_ESCAPED: 'warning', SELF_REFERENCING_INPUT: 'error' } },
    { name: 'shell-placements', run: ruleShellPlacements, codes: { SHELL_PLACEHOLDER_UNSAFE: 'error', SHELL_PLACEHOLDER_ARITHMETIC: 'warning', SHELL_PLACEHOLDER_NAME: 'warning', SHELL_PLACEHOLDER_EVALUATED: 'warning' } },
    { name: 'prompts', run: rulePrompts, codes: { PROMPT_NOT_FOUND: 'error', UNDECLARED_PLACEHOLDER: 'error', GITHUB_EXPRESSION: 'error', PLACEHOLDER_ESCAPED: 'warning', PROMPT_STATUS_LINE_MISSING: 'warning', PROMPT_STATUS_MISMATCH: 'error', PROMPT_GATE_TEMPLATE_MISMATCH: 'warning' } },
    { name: 'skills', run: ruleSkills, codes: { SKILL_NOT_FOUND: 'error', SKILL_CONTRACT_INVALID: 'error', SKILL_STATUS_NOT_ROUTED: 'error' } },
    { name: 'resolvers', run: ruleResolvers, codes: { RESOLVER_INPUTS: 'error', RESOLVER_INPUTS_UNBOUND: 'warning', RESOLVER_RETRY: 'error', RESOLVER_RETRY_NOT_ROUTING: 'warning' } },
    {
        name: 'child-workflows',
        run: ruleChildWorkflows,
        codes: { CHILD_WORKFLOW_NOT_FOUND: 'error', CHILD_WORKFLOW_INVALID: 'error', CHILD_WORKFLOW_CYCLE: 'error', CHILD_FRESH_WITHOUT_IGNORE: 'error', CHILD_INPUT_NOT_BOUND: 'error', CHILD_INPUT_UNKNOWN: 'warning', CHILD_STATUS_UNKNOWN: 'warning', CHILD_OUTCOME_NOT_ROUTED: 'warning', CHILD_SHARES_RUN_ROOT: 'warning' },
    },
    {
        name: 'phases',
        run: rulePhases,
        codes: { STEP_ID_RESERVED: 'error', STEP_ID_INVALID: 'error', CHILD_WORKFLOW_NOT_FOUND: 'error', CHILD_WORKFLOW_INVALID: 'error', CHILD_WORKFLOW_CYCLE: 'error', PHASE_INPUT_UNDECLARED: 'error', PHASE_TERMINAL_STATUS_UNKNOWN: 'error', PHASE_STATE_SHARED: 'error', CHILD_INPUT_NOT_BOUND: 'error', CHILD_INPUT_UNKNOWN: 'warning' },
    },
    { name: 'run-isolation', run: ruleRunIsolation, codes: { STATE_PATH_SHARED: 'warning', FRESH_RUN_NOT_ISOLATED: 'warning', OPTIONAL_INPUT_IN_PATH: 'error' } },
    { name: 'input-types', run: ruleInputTypes, codes: { INPUT_TYPE_UNDECLARED: 'error', INPUT_DEFAULT_TYPE: 'error' } },
    { name: 'imported-files', run: ruleImportedFiles, codes: { IMPORTED_FILE_MISSING: 'warning', IMPORTED_FOLDER_MISSING: 'warning', PATH_OUTSIDE_WORKSPACE: 'error' } },
    { name: 'decisions', run: ruleDecisions, codes: { DECISION_ELSE_MISSING: 'error', DECISION_ELSE_NOT_LAST: 'error', DECISION_EXPRESSION_INVALID: 'error', DECISION_INPUT_BOOLEAN: 'warning', DECISION_GATE_KEY_SUSPECT: 'warning', UNUSED_KEY: 'warning' } },
    {
        name: 'parallel',
        run: ruleParallel,
        codes: {
            PARALLEL_NO_BRANCHES: 'error',
            PARALLEL_NESTED: 'error',
            PARALLEL_BRANCH_KIND: 'error',
            PARALLEL_BRANCH_TARGET: 'error',
            FAILURE_STATUS_INVALID: 'error',
            PARALLEL_BRANCH_ID_TAKEN: 'error',
            PARALLEL_BRANCH_ID_UNREFERENCEABLE: 'warning',
            PARALLEL_BRANCH_NOT_SHARDABLE: 'warning',
            STEP_ID_INVALID: 'error',
            STEP_ID_CASE_COLLISION: 'error',
            PARALLEL_OUTPUT_SHARED: 'error',
            OUTPUT_NOT_A_FILE: 'error',
            PARALLEL_STATUSES: 'error',
            STEP_KIND_INVALID: 'error',
            MISSING_OUTPUT: 'error',
            MISSING_STATUSES: 'error',
            DUPLICATE_OUTPUT: 'error',
            UNUSED_KEY: 'warning',
            UNDECLARED_PLACEHOLDER: 'error',
            GITHUB_EXPRESSION: 'error',
            PLACEHOLDER_ESCAPED: 'warning',
            SELF_REFERENCING_INPUT: 'error',
            SHELL_PLACEHOLDER_UNSAFE: 'error',
            SHELL_PLACEHOLDER_ARITHMETIC: 'warning',
            SHELL_PLACEHOLDER_NAME: 'warning',
            SHELL_PLACEHOLDER_EVALUATED: 'warning',
            PATH_OUTSIDE_WORKSPACE: 'error',
            INVALID_VALUE: 'error',
            AGENT_PLACEHOLDER: 'error',
            PROMPT_NOT_FOUND: 'error',
            PROMPT_STATUS_LINE_MISSING: 'warning',
            PROMPT_STATUS_MISMATCH: 'error',
            PROMPT_GATE_TEMPLATE_MISMATCH: 'warning',
            SKILL_NOT_FOUND: 'error',
            SKILL_CONTRACT_INVALID: 'error',
            SKILL_STATUS_NOT_ROUTED: 'error',
            CHILD_WORKFLOW_NOT_FOUND: 'error',
            CHILD_WORKFLOW_INVALID: 'error',
            CHILD_WORKFLOW_CYCLE: 'error',
            CHILD_FRESH_WITHOUT_IGNORE: 'error',
            CHILD_INPUT_NOT_BOUND: 'error',
            CHILD_INPUT_UNKNOWN: 'warning',
            CHILD_STATUS_UNKNOWN: 'warning',
        },
    },
    { name: 'gate-schemas', run: ruleGateSchemas, codes: { GATE_SCHEMA_NOT_GATED: 'error', GATE_SCHEMA_NOT_FOUND: 'error', GATE_SCHEMA_INVALID: 'error', GATE_SCHEMA_PATTERN_UNSUPPORTED: 'error', PATH_OUTSIDE_WORKSPACE: 'error', GATE_SCHEMA_UNMATCHABLE: 'warning', GATE_SCHEMA_STANDARD_KEY: 'warning' } },
    { name: 'foreach', run: ruleForeach, codes: { FOREACH_BINDING_INVALID: 'error', FOREACH_BINDING_SHADOWS_INPUT: 'warning', FOREACH_SOURCE_INVALID: 'error', FOREACH_ITEMS_INVALID: 'error', FOREACH_COMPLETION_INVALID: 'error', FOREACH_COMPLETION_UNREACHABLE: 'warning', FOREACH_FIELD_UNKNOWN: 'warning' } },
];
/** Codes the loader and the file walker emit (shape, YAML, files). */
const LOADER_CODES = {
    WORKFLOW_FILE_UNREADABLE: 'error',
    VALIDATE_INTERNAL_ERROR: 'error',
    YAML_SYNTAX: 'error',
    YAML_DUPLICATE_KEY: 'error',
    YAML_TOO_LARGE: 'error',
    YAML_TOO_DEEP: 'error',
    YAML_ALIAS_LIMIT: 'error',
    YAML_NOT_A_MAPPING: 'error',
    WORKFLOW_FORMAT_UNKNOWN: 'error',
    SIDECAR_INVALID: 'error',
    UNKNOWN_KEY: 'error',
    MISSING_KEY: 'error',
    INVALID_TYPE: 'error',
    INVALID_VALUE: 'error',
    INVALID_KEY: 'error',
    FOREACH_BINDING_INVALID: 'error',
    UNSUPPORTED_VERSION: 'error',
    VERSION_NOT_QUOTED: 'warning',
    KEY_MISINDENTED: 'error',
    STEP_KIND_INVALID: 'error',
    STEPS_AND_PHASES: 'error',
    NO_STEPS: 'error',
    NO_WORKFLOW_FILES: 'error',
    PATH_OUTSIDE_WORKSPACE: 'error',
    // The aiox importer's own validator findings (reported by the loader).
    ...AIOX_CODES,
    // The CCW wf-player importer's own validator findings (reported by the loader).
    ...codes/* CCW_CODES */.B,
    // The maestro-flow importer's own validator findings (reported by the loader).
    ...maestro_codes/* MAESTRO_CODES */.X,
};
/** Every code `stagegate validate` can report, with its severity. */
const RULE_CODES = Object.assign({}, LOADER_CODES, ...RULES.map((r) => r.codes));

;// CONCATENATED MODULE: ./src/core/validate/validate.ts








/**
 * A session that reads every prompt, skill and child workflow once (share it across files). It
 * loads files in another runner's format with `importers` (formats/index.ts: a file in a format
 * not among them throws FormatImporterNeeded; withWorkflowReaders loads it and reads again).
 * `commandName`, `shownPrefix`: how the commands its findings print start, and the folder before
 * their paths (ValidationSession).
 */
function createValidationSession(workspace, importers = {}, commandName = 'stagegate', shownPrefix = '') {
    return new ValidationSession(workspace, (session, rel) => checkWorkflowFile(session, rel, importers), importers, commandName, shownPrefix);
}
function checkWorkflowFile(session, rel, importers) {
    // recover: a schema error in one step does not hide the rule findings of the others.
    const loaded = (0,loader/* loadWorkflow */.G2)(session.workspace, rel, { recover: true, importers });
    // A workflow that only loaded by dropping keys is never handed out as valid.
    return { workflow: loaded.dropped ? undefined : loaded.workflow, diagnostics: findingsOf(loaded, session) };
}
/**
 * Every finding about a loaded (recovered) workflow, as `stagegate validate` reports them: the
 * loader's, then the rules' \u2014 without those about a step a schema error made the loader drop keys
 * of, which would only echo that error. A run refusing the file counts the same findings.
 */
function findingsOf(loaded, session) {
    const diagnostics = [...loaded.diagnostics];
    if (loaded.workflow) {
        // An unknown key is a finding of its own, not a broken step: the rest of its step is checked
        // (read under the key it most likely misspells when the loader could: `as`).
        const unknownKeys = loaded.unknownKeys ?? [];
        const unknown = new Set(unknownKeys.map((u) => JSON.stringify(u.path)));
        const dropped = (loaded.dropped ?? []).filter((p) => !unknown.has(JSON.stringify(p)));
        // A dropped unknown key that looks like a route, with nothing read in its place, may have been a route.
        const lostRoutes = unknownKeys.filter((u) => u.as === undefined).map((u) => u.path);
        // Findings about a step whose keys were dropped would only echo the schema error.
        const damaged = dropped.filter((p) => p[0] === 'steps' || p[0] === 'phases').map(stepOf);
        // A loop or a route through such a step is described with a key missing: left out too.
        const ids = damaged.map((p) => String(p[p.length - 1]));
        const graphCodes = new Set(['LOOP_WITHOUT_MAX_VISITS', 'LOOP_WITHOUT_EXIT', 'UNREACHABLE_STEP', 'UNKNOWN_TARGET', 'FRESH_RUN_NOT_ISOLATED']);
        const names = (d) => graphCodes.has(d.code) && ids.some((id) => new RegExp(`(^|[^A-Za-z0-9_.-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9_.-])`).test(d.message));
        // A dropped route (a status with a bad name, a misspelt on_approve) may have been the way to
        // a step: which steps are unreachable is known only once it is fixed.
        // So may a step that lost the key its kind comes from (a foreach missing id_field drops
        // `foreach`): the model has no such step any more, and its routes went with it.
        const vanished = damaged.some((p) => p.length === 2 && !loaded.workflow.steps.has(String(p[1])));
        const routeLost = vanished || dropped.some(isRoute) || lostRoutes.some(isRoute);
        // An imported file's route to a step that is not one (maestro `next: verfy`, aiox `implemnt`,
        // a CCW edge to a node of an unknown type) is left out of the translation: which steps are
        // unreachable is known only once it is fixed, as for a native route dropped.
        const importedRouteLost = loaded.workflow.format !== 'native' && loaded.diagnostics.some((d) => d.severity === 'error' && IMPORTED_ROUTE_CODES.has(d.code));
        const unknowable = (d) => (routeLost && d.code === 'UNREACHABLE_STEP') || (importedRouteLost && d.code === 'UNREACHABLE_IMPORTED_STEP');
        const about = (d) => damaged.some((p) => p.every((seg, i) => d.path[i] === seg)) || names(d) || unknowable(d);
        const renamed = unknownKeys.filter((u) => u.as !== undefined);
        for (const d of runRules(loaded.workflow, session))
            if (!about(d))
                diagnostics.push(renamed.length > 0 ? asWritten(d, renamed, loaded.workflow) : d);
    }
    return diagnostics;
}
/**
 * A rule's finding about a key the loader read under another name (an unknown key's did-you-mean
 * match) points at the key as written: its path and position are the written key's.
 */
function asWritten(d, renamed, workflow) {
    for (const { path, as } of renamed) {
        const read = [...path.slice(0, -1), as];
        if (d.file !== workflow.file || !read.every((seg, i) => d.path[i] === seg))
            continue;
        const written = [...path, ...d.path.slice(read.length)];
        return { ...d, ...workflow.source.locateValue(written), path: written };
    }
    return d;
}
/** Importers' findings of a route they could not translate (its target is no step, or a step of no known type). */
const IMPORTED_ROUTE_CODES = new Set(['MAESTRO_TARGET_UNKNOWN', 'AIOX_TARGET_UNKNOWN', 'CCW_EDGE_UNKNOWN_NODE', 'CCW_NODE_TYPE_UNKNOWN', 'MAESTRO_NODE_TYPE_UNKNOWN']);
/** Step keys that route (or hold routes); the entry too. */
const ROUTE_KEYS = new Set(['statuses', 'decide', 'on_complete', 'on_success', 'retry_step', 'on_approve', 'on_reject', 'on_failure', 'on_skip', 'on_stall', 'completion', 'per_item', 'parallel', 'entry']);
/** Whether a dropped path took a route with it: a whole step, a routing key, or an unknown key that looks like one (a typo). */
function isRoute(path) {
    if (path[0] === 'entry')
        return true;
    if (path[0] !== 'steps')
        return false;
    const key = path[stepOf(path).length];
    return key === undefined || ROUTE_KEYS.has(String(key)) || (0,did_you_mean/* closest */.kp)(String(key), ROUTE_KEYS) !== undefined;
}
/** The step a dropped path belongs to: steps.<id> (per_item and parallel branches included). */
function stepOf(path) {
    let end = Math.min(2, path.length);
    for (;;) {
        if (path[end] === 'per_item' && path.length > end + 1)
            end += 2;
        else if (path[end] === 'parallel' && path[end + 1] === 'branches' && path.length > end + 2)
            end += 3;
        else
            break;
    }
    return path.slice(0, end);
}
function runRules(workflow, session) {
    const diagnostics = [];
    session.within(workflow.file, () => {
        const ctx = (0,context/* buildContext */.gC)(workflow, session, diagnostics);
        for (const rule of RULES)
            rule.run(ctx);
    });
    return diagnostics;
}
/** Validate a loaded workflow: every static contract rule. Pass a session to share file reads (and the importers its child workflows need). */
function validateWorkflow(workflow, workspace, session) {
    return runRules(workflow, session ?? createValidationSession(workspace));
}
/** Load and validate one workflow file through the session (each file is checked once). */
function validateFile(session, rel) {
    const check = session.workflow(rel);
    // A file is never "in progress" when asked for from the top.
    return check === 'cycle' ? { workflow: undefined, diagnostics: [] } : check;
}


/***/ }),

/***/ 3929:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CC: () => (/* binding */ FileChangedWhileReadError),
/* harmony export */   Q3: () => (/* binding */ sha256File),
/* harmony export */   Qe: () => (/* binding */ sha256FileWithTail),
/* harmony export */   ch: () => (/* binding */ sha256Chunks),
/* harmony export */   f1: () => (/* binding */ sha256Text)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2076);
// sha256 digests of files and text, streamed in chunks so a large artifact is never held whole.
//
// node:crypto is required on first use, not imported: loading it costs every process that loads
// this module ~14 M instructions (~15% of a bare `node -e 0`), and `validate` never hashes (the
// workflow's digest is computed when a run reads it, model/loader.ts).



const CHUNK = 1024 * 1024;
const requireBuiltin = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url);
function createHash(algorithm) {
    return requireBuiltin('node:crypto').createHash(algorithm);
}
function sha256Text(text) {
    return createHash('sha256').update(text).digest('hex');
}
function sha256File(path) {
    // Never blocks on a FIFO put in a file's place (NotRegularFileError instead).
    const fd = (0,_state_own_file_js__WEBPACK_IMPORTED_MODULE_2__/* .openRegularForRead */ .os)(path);
    try {
        return sha256Chunks((buffer, length) => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buffer, 0, length, null), (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd).size);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/** The sha256 of what `read` gives (bytes into the buffer, 0 at the end), for a file of about `size` bytes. */
function sha256Chunks(read, size) {
    const hash = createHash('sha256');
    // A buffer of the file's size up to a chunk: a whole chunk for a small file was a 1 MiB
    // allocation per call (counted against the heap's external memory: more collections).
    const length = Math.max(1, Math.min(CHUNK, size));
    const buffer = Buffer.allocUnsafe(length);
    for (;;) {
        const n = read(buffer, length);
        if (n === 0)
            break;
        hash.update(n === length ? buffer : buffer.subarray(0, n));
    }
    return hash.digest('hex');
}
/**
 * The file changed while it was read (a process a stage left running still writes it, or another
 * process edited, truncated, replaced or removed it): what was read is no one state of the file.
 */
class FileChangedWhileReadError extends Error {
    path;
    how;
    code = 'ECHANGED';
    constructor(path, how) {
        super(`${path} ${how} while it was read`);
        this.path = path;
        this.how = how;
        this.name = 'FileChangedWhileReadError';
    }
}
/** What differs between two looks at an open file, in words (undefined: nothing). */
function changeBetween(before, after, read) {
    if (after.size !== before.size || BigInt(read) !== after.size)
        return `changed size (${before.size} bytes when opened, ${read} read, ${after.size} after)`;
    if (after.mtimeNs !== before.mtimeNs || after.ctimeNs !== before.ctimeNs)
        return 'was written to (its modification or change time moved)';
    return undefined;
}
/**
 * sha256 and size of a regular file and its last `tailBytes` bytes, in one pass: the digest and
 * the tail are the same bytes. The file's size, mtime and ctime (from its descriptor) are compared
 * before and after the pass, and its path must still name the file read: a file that changed
 * meanwhile is a FileChangedWhileReadError, never a digest of other bytes than the tail. Never
 * blocks on a FIFO (NotRegularFileError); other open errors (ENOENT, EACCES) are thrown as they are.
 */
function sha256FileWithTail(path, tailBytes, watch = []) {
    const hash = createHash('sha256');
    const watcher = watch.length === 0 ? undefined : new Watcher(watch);
    const fd = (0,_state_own_file_js__WEBPACK_IMPORTED_MODULE_2__/* .openRegularForRead */ .os)(path);
    try {
        const before = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd, { bigint: true });
        const size = Number(before.size);
        // One buffer: the reads are cut so that the last one holds at least the tail (the one before it
        // stops tailBytes short of the end when a full chunk would leave less), so no bytes are kept
        // from one read to the next. A file of at most one chunk is read at once, into a buffer of its size.
        const most = Math.max(CHUNK, tailBytes);
        const chunk = size <= most ? size : most;
        const buffer = Buffer.allocUnsafe(chunk);
        let total = 0;
        let last = 0;
        while (total < size) {
            const left = size - total;
            const want = left <= chunk ? left : left - chunk < tailBytes ? left - tailBytes : chunk;
            let filled = 0;
            while (filled < want) {
                const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buffer, filled, want - filled, null);
                if (n === 0)
                    break;
                filled += n;
            }
            hash.update(filled === chunk ? buffer : buffer.subarray(0, filled));
            watcher?.look(buffer.subarray(0, filled));
            total += filled;
            last = filled;
            if (filled < want)
                break; // shorter than when it was opened: reported below
        }
        // The path first: a file removed or replaced by rename changes its ctime (its link count) too.
        // ENOTDIR: a folder on the path was replaced by a file meanwhile \u2014 the output was removed too.
        const there = statOrUndefined(path);
        if (there === undefined || there.ino !== before.ino || there.dev !== before.dev)
            throw new FileChangedWhileReadError(path, there === undefined ? 'was removed' : 'was replaced by another file');
        const how = changeBetween(before, (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd, { bigint: true }), total);
        if (how !== undefined)
            throw new FileChangedWhileReadError(path, how);
        const tail = buffer.subarray(last - Math.min(last, tailBytes), last);
        return { sha256: hash.digest('hex'), size: total, tail, tailStart: total - tail.length, found: watcher?.found() ?? [] };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/**
 * Which of some byte strings a file read in pieces holds, looked for in each piece as it is read
 * (the one pass that hashes it: a second read of a 200 MB output is what this saves). A string
 * that straddles two pieces is found in the join: the previous piece's last bytes (one fewer than
 * the longest string) copied before the buffer is read into again, then the new piece's first.
 */
class Watcher {
    needles;
    left;
    hits = [];
    carry = Buffer.alloc(0);
    overlap;
    constructor(needles) {
        this.needles = needles;
        this.left = new Set(needles.map((_, i) => i).filter((i) => needles[i].length > 0));
        this.overlap = Math.max(0, ...needles.map((n) => n.length - 1));
    }
    look(piece) {
        if (this.left.size === 0 || piece.length === 0)
            return;
        const join = this.carry.length === 0 ? undefined : Buffer.concat([this.carry, piece.subarray(0, this.overlap)]);
        for (const i of [...this.left]) {
            const needle = this.needles[i];
            if (piece.includes(needle) || (join !== undefined && join.includes(needle))) {
                this.left.delete(i);
                this.hits.push(i);
            }
        }
        const keep = Math.min(this.overlap, piece.length);
        // A piece shorter than the overlap keeps what came before it too.
        this.carry = Buffer.from(keep === piece.length ? Buffer.concat([this.carry, piece]).subarray(-this.overlap) : piece.subarray(piece.length - keep));
    }
    found() {
        return [...this.hits].sort((a, b) => a - b);
    }
}
function statOrUndefined(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(path, { throwIfNoEntry: false, bigint: true });
    }
    catch (error) {
        if (error.code === 'ENOTDIR')
            return undefined;
        throw error;
    }
}


/***/ }),

/***/ 8015:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ isNestedRepository)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// A folder with its own `.git` (a folder, or a file: a submodule or worktree) inside the workspace
// is another repository \u2014 vendored, or a checkout of a dependency: its workflows and runs are not
// the user's, so discovery (validate DIR, list) does not walk into it. Naming it walks it.


function isNestedRepository(dirAbs) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dirAbs, '.git'));
}


/***/ })

};
