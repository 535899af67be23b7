export const id = 796;
export const ids = [796];
export const modules = {

/***/ 80796:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aioxImporter: () => (/* binding */ aioxImporter)
});

// EXTERNAL MODULE: ./src/core/formats/detect.ts
var detect = __webpack_require__(82249);
// EXTERNAL MODULE: ./src/core/formats/types.ts
var types = __webpack_require__(37261);
// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(51742);
;// CONCATENATED MODULE: ./src/core/formats/aiox/ids.ts
// aiox step ids are free text ("create-prd", "3.1 review"); native ids must be usable in
// expressions (steps.<id>), so each original id gets a sanitised, unique native id.
// ASK too: a status routed to ASK asks a person (workflow-format.md#asking-mid-stage), a step named so is never reached.
const RESERVED = new Set(['DONE', 'BLOCKED', 'ASK']);
/** [A-Za-z_][A-Za-z0-9_]*: non-alphanumerics become '_', a leading digit gets a 's_' prefix. */
function sanitiseId(raw) {
    let id = raw.trim().replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
    if (id === '')
        id = 'step';
    if (/^[0-9]/.test(id))
        id = `s_${id}`;
    if (RESERVED.has(id))
        id = `${id}_step`;
    return id;
}
/** Workflow names: [A-Za-z0-9][A-Za-z0-9_.-]* (the native schema's rule). */
function sanitiseName(raw) {
    const name = raw.trim().replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '').replace(/-+$/, '');
    return name === '' ? 'aiox-workflow' : name;
}
/** Hands out unique native ids: a clash gets a numeric suffix (_2, _3 \u2026). */
class IdAllocator {
    used = new Set();
    take(wanted) {
        const base = sanitiseId(wanted);
        let id = base;
        for (let n = 2; this.used.has(id); n++)
            id = `${base}_${n}`;
        this.used.add(id);
        return id;
    }
}

;// CONCATENATED MODULE: ./src/core/formats/aiox/model.ts
function isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function str(v) {
    if (typeof v === 'string')
        return v.trim() === '' ? undefined : v.trim();
    if (typeof v === 'number')
        return String(v);
    return undefined;
}
// Recognising the shape is formats/detect.ts's (the loader asks it without loading this importer).



/**
 * Classify one sequence item. An item with `agent` is a step even when it carries `phase:`; a
 * `workflow_end` marker ends the run (with or without id/action); an item with `step`/`id` and
 * something to do (`action`, `task`, `uses`) is a step even without an agent (auto-worktree).
 */
function classify(raw) {
    if (raw['workflow_end'] !== undefined && raw['workflow_end'] !== false)
        return 'end';
    const meta = str(raw['meta']);
    if (meta === 'end')
        return 'end';
    if (meta === 'routing' || (meta === undefined && raw['routes'] !== undefined && raw['agent'] === undefined))
        return 'routing';
    if (meta === 'repeat')
        return 'repeat';
    if (meta === 'guidance')
        return 'guidance';
    if (meta !== undefined)
        return 'unknown';
    if (str(raw['agent']) === 'system' && Array.isArray(raw['condition_check']))
        return 'system';
    if (raw['agent'] !== undefined)
        return 'action';
    const named = raw['id'] !== undefined || raw['step'] !== undefined;
    if (!named && namedControlEntry(raw))
        return 'guidance';
    const work = raw['action'] !== undefined || raw['uses'] !== undefined || raw['task'] !== undefined;
    if (named && work)
        return 'action';
    if (raw['phase'] !== undefined)
        return 'phase';
    return 'unknown';
}
/**
 * The older spelling of a control entry (BMAD v4's workflows, AIOS's before de612fd71): its name
 * as a key without a value, beside `action` and `notes` \u2014 `- repeat_development_cycle:`,
 * `- project_setup_guidance:`. aiox rewrote them as `meta: repeat` (adding the target steps and
 * condition the old entry lacks) and `meta: guidance`; workflow-validator.js counts
 * repeat_development_cycle among its control-flow entries, and no runner loops there. Both are
 * guidance here: their text goes into the next step's prompt (the old repeat names nothing to repeat).
 */
function namedControlEntry(raw) {
    return Object.keys(raw).some((key) => controlEntryBody(raw, key) !== undefined);
}
/**
 * The action and notes of such an entry named `key`: the item itself when the name has no value
 * (null, or `""` as BMAD's Godot pack writes it), or the mapping indented under the name (its
 * `- project_setup_guidance:` with `action` and `notes` one level deeper). Undefined otherwise.
 */
function controlEntryBody(raw, key) {
    if (key !== 'repeat_development_cycle' && !/^[a-z][a-z0-9_]*_guidance$/.test(key))
        return undefined;
    const value = raw[key];
    if (value === null || (typeof value === 'string' && value.trim() === ''))
        return raw;
    const nested = isRecord(value) && Object.keys(raw).length === 1 ? value : undefined;
    return nested !== undefined && (nested['action'] !== undefined || nested['notes'] !== undefined) ? nested : undefined;
}
function readDoc(data) {
    const found = (0,detect/* workflowRoot */.gV)(data);
    if (!found)
        return undefined;
    const { root, base, legacySteps } = found;
    // workflow-executor.js runs workflow.phases (the raw document's): a top-level phases mapping it never reads.
    const phaseMap = !legacySteps && !Array.isArray(root['sequence']) && base.length > 0 ? phasesAsSequence(root['phases']) : undefined;
    const phaseSeq = phaseMap === undefined && !legacySteps && !Array.isArray(root['sequence']) ? phaseListAsSequence(data, root, base) : undefined;
    const seq = phaseMap?.items ?? phaseSeq?.items ?? (!legacySteps && Array.isArray(root['sequence']) ? root['sequence'] : []);
    const notSteps = [];
    const items = [];
    let phase;
    // Phase markers by number, so a step's own `phase: 2` is shown with the marker's name.
    const names = new Map();
    seq.forEach((value, index) => {
        const raw = isRecord(value) ? value : {};
        let kind = isRecord(value) ? classify(raw) : 'unknown';
        // A phase of a phases list is a step by its one agent (or the workflow_end marker); anything else is not a step.
        if (phaseSeq !== undefined && !((kind === 'action' && typeof raw['agent'] === 'string') || kind === 'end')) {
            kind = 'unknown';
            notSteps.push(index);
        }
        if (kind === 'phase') {
            phase = str(raw['name']) ?? str(raw['phase_name']) ?? str(raw['phase']);
            if (str(raw['phase']) !== undefined && phase !== undefined)
                names.set(str(raw['phase']), phase);
        }
        const own = kind === 'action' || kind === 'system' ? str(raw['phase']) : undefined;
        const ownPhase = own !== undefined ? (str(raw['phase_name']) ?? names.get(own) ?? own) : phaseSeq !== undefined ? str(raw['phase_name']) : undefined;
        const path = phaseMap !== undefined ? [...base, 'phases', phaseMap.keys[index]] : phaseSeq !== undefined ? [...phaseSeq.path, index] : [...base, 'sequence', index];
        items.push({ index, path, raw, kind, id: str(raw['id']) ?? str(raw['step']), phase: ownPhase ?? phase });
    });
    const phaseList = legacySteps || Array.isArray(root['sequence']) ? undefined : phaseListOf(data, root, base);
    const asSeq = phaseSeq !== undefined ? { path: phaseSeq.path, count: phaseSeq.items.length, notSteps } : undefined;
    const stepsAt = legacySteps || Array.isArray(root['sequence']) ? undefined : Array.isArray(root['steps']) ? [...base, 'steps'] : base.length > 0 && isRecord(data) && Array.isArray(data['steps']) ? ['steps'] : undefined;
    const stepsList = stepsAt === undefined ? undefined : { path: stepsAt, count: (stepsAt.length === 1 && isRecord(data) ? data['steps'] : root['steps']).length };
    return { root, base, items, legacySteps, ...(phaseList ? { phaseList } : {}), ...(asSeq ? { phasesAsSequence: asSeq } : {}), ...(stepsList ? { stepsList } : {}) };
}
/**
 * workflow-validator.js `_getPhaseSequence`: with no sequence, a non-empty `phases[]` is the list
 * of executable entries \u2014 workflow.phases, else (`_normalizeWorkflowDocument`) the top-level
 * phases beside a `workflow:` mapping that has none. Each phase keeps its fields; its `name`
 * names its phase in the prompt (a numeric `phase: 0` is only its position).
 */
function phaseListAsSequence(data, root, base) {
    const own = root['phases'];
    const top = base.length > 0 && own === undefined && isRecord(data) ? data['phases'] : undefined;
    const list = Array.isArray(own) ? own : Array.isArray(top) ? top : undefined;
    if (list === undefined || list.length === 0)
        return undefined;
    const path = Array.isArray(own) ? [...base, 'phases'] : ['phases'];
    const items = list.map((p) => {
        if (!isRecord(p))
            return p;
        const name = str(p['name']) ?? str(p['phase']);
        return name !== undefined ? { ...p, phase_name: name } : p;
    });
    return { items, path };
}
/**
 * workflow.phases as a list, else a top-level phases list (workflow-validator.js
 * `_normalizeWorkflowDocument`), else a workflow.phases mapping that phasesAsSequence found no
 * runnable phase in.
 */
/** How many phases are run by `executor:` (no agent:), when any is. */
function executorCount(phases) {
    const n = phases.filter((p) => isRecord(p) && 'executor' in p && !('agent' in p)).length;
    return n > 0 ? { executors: n } : {};
}
function phaseListOf(data, root, base) {
    if (Array.isArray(root['phases']))
        return { path: [...base, 'phases'], count: root['phases'].length };
    if (isRecord(root['phases']) && Object.keys(root['phases']).length > 0)
        return { path: [...base, 'phases'], count: Object.keys(root['phases']).length, mapping: true, ...(base.length === 0 ? { topLevel: true } : {}) };
    if (base.length > 0 && isRecord(data) && Array.isArray(data['phases']))
        return { path: ['phases'], count: data['phases'].length };
    // A phases MAPPING beside workflow: (the analista squads': phases by executor:): workflow-executor.js
    // reads only workflow.phases, and _normalizeWorkflowDocument copies only a phases list.
    const beside = base.length > 0 && isRecord(data) && isRecord(data['phases']) ? Object.values(data['phases']) : [];
    if (beside.length > 0)
        return { path: ['phases'], count: beside.length, mapping: true, beside: true, ...executorCount(beside) };
    return undefined;
}
/** Other names an item answers to (a phases-map entry's own id). */
const ALIASES = '__aliases';
/**
 * The `step` of an item that also has an `id` (`id: PHASE-1`, `step: score-sticky`): a second name
 * it answers to, unless another item's id is that name (ids are looked up first).
 */
function stepAlias(item, items) {
    const step = str(item.raw['step']);
    if (step === undefined || str(item.raw['id']) === undefined || step === item.id)
        return undefined;
    return items.some((o) => o.id === step) ? undefined : step;
}
/**
 * workflow-executor.js runs a `phases:` MAPPING (development-cycle without a sequence): phase key
 * -> {agent, task, condition, on_success, on_failure, on_skip, on_go/on_pause/...}, starting at
 * the first key. Each phase becomes a sequence item whose id is its key; on_success is its next;
 * on_<word> outcomes (the checkpoint's on_go, on_pause, on_review, on_abort) its on_complete.
 */
function phasesAsSequence(phases) {
    if (!isRecord(phases))
        return undefined;
    const entries = Object.entries(phases).filter(([, p]) => isRecord(p) && ('agent' in p || 'task' in p));
    if (entries.length === 0)
        return undefined;
    const items = entries.map(([key, p]) => {
        const phase = p;
        const item = { ...phase, id: key, phase_name: phase['name'] ?? key };
        // The phase's own id (development for 2_development) names it too: return_to_development.
        if (typeof phase['id'] === 'string' && phase['id'] !== key)
            item[ALIASES] = [phase['id']];
        delete item['phase'];
        if (typeof phase['on_success'] === 'string')
            item['next'] = phase['on_success'];
        const outcomes = {};
        for (const [k, v] of Object.entries(phase)) {
            const word = /^on_([a-z]+)$/.exec(k)?.[1];
            if (word !== undefined && !['success', 'failure', 'skip', 'complete', 'verdict', 'exists', 'cleanup'].includes(word) && typeof v === 'string')
                outcomes[word.toUpperCase()] = v;
        }
        if (Object.keys(outcomes).length > 0)
            item['on_complete'] = outcomes;
        return item;
    });
    return { items, keys: entries.map(([k]) => k) };
}
/** Output names: strings, or the key of a one-key mapping (`- validation_result: {type: object}`). */
function outputNames(v) {
    if (!Array.isArray(v))
        return list(v);
    return v.flatMap((o) => (typeof o === 'string' ? (o.trim() === '' ? [] : [o.trim()]) : isRecord(o) && Object.keys(o).length === 1 ? [Object.keys(o)[0]] : []));
}
/** A string or a list of strings as a list (anything else: empty). */
function list(v) {
    if (typeof v === 'string')
        return v.trim() === '' ? [] : [v.trim()];
    if (Array.isArray(v))
        return v.filter((x) => typeof x === 'string' && x.trim() !== '').map((x) => x.trim());
    return [];
}
/** The task file an item names: `uses` (run-workflow-engine) or `task` (the orchestrators). */
function taskOf(raw) {
    return str(raw['uses']) ?? str(raw['task']);
}

;// CONCATENATED MODULE: ./src/core/formats/aiox/routes.ts

/** Words the aiox runners use for where a run ends (workflow-executor.js: workflow_paused, workflow_aborted). */
function terminalWord(word) {
    const w = word.trim().toLowerCase();
    if (['complete', 'completed', 'end', 'done', 'workflow_complete', 'workflow_end'].includes(w))
        return 'DONE';
    if (['halt', 'abort', 'aborted', 'blocked', 'escalate', 'workflow_aborted', 'fail', 'failed'].includes(w))
        return 'BLOCKED';
    if (['pause', 'paused', 'workflow_paused'].includes(w))
        return 'PAUSED';
    return undefined;
}
const NUM = '(-?\\d+(?:\\.\\d+)?)';
const APPROVED = ['approved', 'aprovado', 'completed', 'pass', 'passed', 'yes', 'true'];
const REJECTED = ['not_approved', 'reprovado', 'rejected', 'failed', 'fail', 'no', 'false'];
/** "v is present": toJSON(null) is 'null', while 0 and '' are values (null == 0 in GitHub's rules). */
const present = (v) => `toJSON(${v}) != 'null'`;
function oneOf(v, words, booleanValue) {
    return `(${v} == ${booleanValue} || ${words.map((w) => `${v} == '${w}'`).join(' || ')})`;
}
/** The condition a route name encodes; 'else' for default/otherwise; equality for any other name. */
function nameCondition(name, v) {
    const n = name.toLowerCase();
    if (n === 'default' || n === 'otherwise' || n === 'else')
        return 'else';
    let m = new RegExp(`(?:^|_)below_${NUM}$`).exec(n);
    if (m)
        return `${present(v)} && ${v} < ${m[1]}`;
    m = new RegExp(`(?:^|_)${NUM}_to_${NUM}$`).exec(n);
    if (m)
        return `${present(v)} && ${v} >= ${m[1]} && ${v} <= ${m[2]}`;
    m = new RegExp(`(?:^|_)${NUM}_plus$`).exec(n);
    if (m)
        return `${present(v)} && ${v} >= ${m[1]}`;
    if (/(?:^|_)(?:not_approved|reprovado|rejected)$/.test(n))
        return oneOf(v, REJECTED, false);
    if (/(?:^|_)(?:approved|aprovado)$/.test(n))
        return oneOf(v, APPROVED, true);
    return `${v} == '${name.replace(/'/g, "''")}'`;
}
/** The list form's `threshold`: "< 9", ">= 90", "== 3", "7-8", "7..8", "7 to 8", or a bare number (==). */
function thresholdCondition(threshold, v) {
    const t = typeof threshold === 'number' ? String(threshold) : typeof threshold === 'string' ? threshold.trim() : undefined;
    if (t === undefined)
        return undefined;
    let m = new RegExp(`^(<=|>=|<|>|==|!=)?\\s*${NUM}$`).exec(t);
    if (m)
        return `${present(v)} && ${v} ${m[1] ?? '=='} ${m[2]}`;
    m = new RegExp(`^${NUM}\\s*(?:-|\\.\\.|to)\\s*${NUM}$`).exec(t);
    if (m)
        return `${present(v)} && ${v} >= ${m[1]} && ${v} <= ${m[2]}`;
    return undefined;
}
/** Where a route goes: a step id, or an action word (continue, complete, loop_back + target \u2026). */
function routeTarget(value, path, problems) {
    if (typeof value === 'string') {
        const w = value.trim();
        if (w === 'continue' || w === 'next' || w === 'to_next_step')
            return {};
        const terminal = terminalWord(w);
        if (terminal !== undefined)
            return { terminal };
        if (w === 'loop_back') {
            problems.push({ message: 'route action loop_back needs a target step (write {action: loop_back, target: <step>})', path });
            return { terminal: 'BLOCKED' };
        }
        return { step: w };
    }
    if (!isRecord(value)) {
        problems.push({ message: 'a route is a step id, an action word, or {action, target}', path });
        return { terminal: 'BLOCKED' };
    }
    const action = str(value['action']);
    const step = str(value['target_step']) ?? str(value['target']) ?? str(value['next']) ?? str(value['goto']) ?? (action === undefined && (value['agent'] !== undefined || value['uses'] !== undefined || value['task'] !== undefined) ? undefined : str(value['step']));
    // An inline step (brownfield-fullstack: single_story: {agent: pm, uses: ...}): it runs, then the run completes.
    if (action === undefined && step === undefined && (value['agent'] !== undefined || value['uses'] !== undefined || value['task'] !== undefined))
        return { inline: value };
    const { maxIterations } = maxIterationsOf(value, path, problems);
    const terminal = action !== undefined ? terminalWord(action) : undefined;
    if (terminal !== undefined)
        return { terminal };
    if (value['complete'] === true)
        return { terminal: 'DONE' };
    // return_to_<step> (spec-pipeline's NEEDS_REVISION: return_to_spec) goes back to that step.
    const back = action !== undefined ? /^return_to_(.+)$/.exec(action)?.[1] : undefined;
    if (back !== undefined)
        return { step: step ?? back, ...(maxIterations !== undefined ? { maxIterations } : {}) };
    if (action === 'loop_back' && step === undefined) {
        problems.push({ message: 'route action loop_back needs a target step', path });
        return { terminal: 'BLOCKED' };
    }
    if (step === undefined && (typeof value['continue'] === 'string' || value['continue'] === true))
        return {};
    if (action !== undefined && !['loop_back', 'continue', 'continue_with_adjustments', 'apply_corrections', 'retry'].includes(action)) {
        problems.push({ message: `unknown route action '${action}' (loop_back, continue, continue_with_adjustments, apply_corrections, complete)`, path: [...path, 'action'] });
    }
    return { ...(step !== undefined ? { step } : {}), ...(maxIterations !== undefined ? { maxIterations } : {}) };
}
function maxIterationsOf(value, path, problems) {
    const mi = value['max_iterations'];
    const maxIterations = typeof mi === 'number' && Number.isInteger(mi) && mi >= 1 ? mi : undefined;
    if (mi !== undefined && maxIterations === undefined)
        problems.push({ message: 'max_iterations must be a whole number \u2265 1', path: [...path, 'max_iterations'] });
    return maxIterations !== undefined ? { maxIterations } : {};
}
/** Every route of a routing item, in order, as decision branches over the value `v`. */
function routeBranches(item, itemPath, v) {
    const problems = [];
    const branches = [];
    const routes = item['routes'];
    if (Array.isArray(routes)) {
        routes.forEach((r, i) => {
            const path = [...itemPath, 'routes', i];
            if (!isRecord(r)) {
                problems.push({ message: 'a route in the list form is {name, threshold, target_step} or {default: true, target_step}', path });
                return;
            }
            const name = str(r['name']) ?? `route ${i + 1}`;
            const target = routeTarget(r, path, problems);
            if (r['default'] === true) {
                branches.push({ when: undefined, target, name, path });
                return;
            }
            const when = r['threshold'] !== undefined ? thresholdCondition(r['threshold'], v) : str(r['name']) !== undefined ? nameCondition(name, v) : undefined;
            if (when === undefined)
                problems.push({ message: `route '${name}': threshold ${JSON.stringify(r['threshold'])} is not a comparison ("< 9", ">= 90", "7-8")`, path: [...path, r['threshold'] !== undefined ? 'threshold' : 'name'] });
            else
                branches.push({ when: when === 'else' ? undefined : when, target, name, path });
        });
    }
    else if (isRecord(routes)) {
        for (const [name, value] of Object.entries(routes)) {
            const path = [...itemPath, 'routes', name];
            const when = nameCondition(name, v);
            branches.push({ when: when === 'else' ? undefined : when, target: routeTarget(value, path, problems), name, path });
        }
    }
    else {
        problems.push({ message: 'a routing step needs routes: a mapping (route name -> target) or a list of {name, threshold, target_step}', path: itemPath });
    }
    const defaults = branches.filter((b) => b.when === undefined);
    if (defaults.length > 1)
        problems.push({ message: 'a routing step has more than one default route', path: defaults[1].path });
    return { branches, problems };
}

// EXTERNAL MODULE: ./src/core/model/placeholders.ts
var placeholders = __webpack_require__(42183);
;// CONCATENATED MODULE: ./src/core/formats/aiox/conditions.ts
// aiox conditions ("qa_passed", "!needs_ux", "score_9p >= 7", "create_prd.approved",
// "source === 'simple' OR x == 1", "${config.autoSwitch} === true") become GitHub-style
// expressions over stagegate's run context. aiox's condition-evaluator.js treats a condition it
// does not know as true; here every name resolves to something a run can answer:
//   - a workflow input (declared, or named by a step's inputs map: {source|user}), a key of the
//     step's own inputs map as the input it is bound to (overrideComplexity: "{complexity|null}"
//     reads complexity), or a key an earlier step reports (its `outputs`, `<step>.<key>`, or
//     `<output>.<key>` for an output file such as complexity.json);
//   - `config.<path>`: the file's own `config:` value, as an input `config_<path>` whose default
//     is that value ('' when the file's config lacks it: workflow-executor.js then reads the
//     project config, and treats a missing key as false);
//   - anything else (a descriptive identifier such as user_wants_story_review): an input of that
//     name, defaulting to true where it stands alone (aiox's "unknown is true") and to no value
//     where it is compared. The caller reports it (AIOX_CONDITION_UNKNOWN, a warning), and a
//     user answers it on the command line (name=false).

const NAME = /^[A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z_][A-Za-z0-9_-]*)*$/;
const OPS = ['===', '!==', '>=', '<=', '!=', '==', '>', '<'];
/** A JSON-ish literal as expression text: numbers and booleans as such, the rest quoted; undefined for a name. */
function literal(text) {
    const t = text.trim();
    if (/^-?\d+(?:\.\d+)?$/.test(t) || t === 'true' || t === 'false' || t === 'null')
        return t;
    const bare = /^(['"])(.*)\1$/.exec(t)?.[2] ?? t;
    return `'${bare.replace(/'/g, "''")}'`;
}
/** Truthiness the way aiox outputs mean it: true, 'true' or 'yes' (GitHub would call 'false' truthy). */
function flag(ref) {
    return `(${ref} == true || ${ref} == 'true' || ${ref} == 'yes')`;
}
/**
 * An input name for a condition name: [A-Za-z_][A-Za-z0-9_]*. A name ending in _path or
 * _artifact gets _flag appended: stagegate requires such inputs to name an existing file.
 */
function inputName(name) {
    const n = name.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
    const id = /^[A-Za-z_]/.test(n) ? n : `_${n}`;
    return /_(?:path|artifact)$/.test(id) ? `${id}_flag` : id;
}
/**
 * `${config.x}`, `{config.x}`, `{x}`, `{{x}}` written around a name: the name itself. The double
 * braces are a handlebars placeholder of the value (`condition: "{{red_flag_count}} > 0"` after a
 * step listing red_flag_count under outputs: the db-sage squad's workflows). condition-evaluator.js
 * knows no placeholder form and takes every such condition as true ("Unknown condition"); read as
 * the name, the condition means what it says.
 */
function unwrap(text) {
    const m = /^(?:\$?\{\s*([^{}]+?)\s*\}|\{\{\s*([^{}]+?)\s*\}\})$/.exec(text.trim());
    return m ? (m[1] ?? m[2]).trim() : text.trim();
}
/** The value at a dotted path of the config mapping. */
function configValue(config, path) {
    let at = config;
    for (const part of path) {
        if (!isRecord(at) || !Object.hasOwn(at, part))
            return { found: false, value: undefined };
        at = at[part];
    }
    return { found: true, value: at };
}
/** A field written as `{config.x}` / `${config.x}`: the config's scalar value, else the field as written. */
function resolveConfigField(value, config) {
    if (typeof value !== 'string')
        return value;
    const m = /^\$?\{\s*config\.([A-Za-z0-9_.-]+)\s*\}$/.exec(value.trim());
    if (!m)
        return value;
    const v = configValue(config, m[1].split('.'));
    return v.found && (v.value === null || ['string', 'number', 'boolean'].includes(typeof v.value)) ? v.value : value;
}
/** The conditions condition-evaluator.js evaluates itself (tech-stack profile, phase outputs). */
const BUILTIN_CONDITIONS = new Set([
    'project_has_database',
    'project_has_frontend',
    'project_has_backend',
    'project_has_typescript',
    'project_has_tests',
    'supabase_configured',
    'database_has_rls',
    'database_has_migrations',
    'frontend_has_react',
    'frontend_has_vue',
    'frontend_has_tailwind',
    'qa_review_approved',
    'phase_2_completed',
    'phase_3_completed',
    'all_collection_phases_complete',
    'has_any_data_to_analyze',
]);
/** The expression path of a name, resolved as the file comment says. */
function reference(raw, scope, position, unknown) {
    const name = unwrap(raw);
    if (!NAME.test(name))
        return undefined;
    const parts = name.split('.');
    if (parts[0] === 'config' && parts.length > 1) {
        const v = configValue(scope.config, parts.slice(1));
        const value = v.found && (v.value === null || ['string', 'number', 'boolean'].includes(typeof v.value)) ? v.value : '';
        return `inputs.${scope.input(inputName(name), value)}`;
    }
    if (parts.length === 2) {
        const [head, key] = parts;
        const nid = scope.step(head) ?? scope.reporter(head, true);
        if (nid !== undefined) {
            scope.need(nid, key);
            return `steps.${nid}.gate.${key}`;
        }
    }
    else if (parts.length === 1) {
        // The step's own inputs map binds the key to an input: read that input (once: no chains).
        const bound = scope.ownInput?.(name);
        if (bound !== undefined && bound !== name)
            return reference(bound, { ...scope, ownInput: undefined }, position, unknown);
        // A placeholder agent's name: the answer the run recorded (the value the asked step ran with), not only the input.
        const answer = scope.answered?.(name);
        if (answer !== undefined)
            return answer;
        if (scope.inputs.has(name))
            return `inputs.${name}`;
        const nid = scope.reporter(name);
        if (nid !== undefined) {
            scope.need(nid, name);
            return `steps.${nid}.gate.${name}`;
        }
        if (scope.stepInputs?.has(name))
            return `inputs.${name}`;
        if (scope.counter !== undefined && /^(?:currentIteration|current_iteration|iteration)$/.test(name))
            return scope.counter;
        const c = configValue(scope.config, [name]);
        if (c.found && (c.value === null || ['string', 'number', 'boolean'].includes(typeof c.value)))
            return `inputs.${scope.input(inputName(`config.${name}`), c.value)}`;
    }
    // condition-evaluator.js's built-ins come from its project detection, without a warning:
    // stagegate does not inspect the project, so each is an input (true unless answered false).
    if (parts.length === 1 && BUILTIN_CONDITIONS.has(name))
        return `inputs.${scope.input(inputName(name), true)}`;
    unknown.push(name);
    if (scope.askStep !== undefined && parts.length === 1) {
        scope.need(scope.askStep, name);
        return `steps.${scope.askStep}.gate.${name}`;
    }
    return `inputs.${scope.input(inputName(name), position === 'flag' ? true : '')}`;
}
/** Split on an operator word or symbol outside quotes and parentheses. */
function split(text, ops) {
    const parts = [];
    let quote;
    let depth = 0;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
        const ch = text[i];
        if (quote !== undefined) {
            if (ch === quote)
                quote = undefined;
            continue;
        }
        if (ch === "'" || ch === '"') {
            quote = ch;
            continue;
        }
        if (ch === '(')
            depth++;
        else if (ch === ')')
            depth--;
        if (depth > 0)
            continue;
        ops.lastIndex = i;
        const m = ops.exec(text);
        if (m && m.index === i) {
            parts.push(text.slice(start, i));
            start = i + m[0].length;
            i = start - 1;
        }
    }
    parts.push(text.slice(start));
    return parts.map((p) => p.trim());
}
function translateCondition(condition, scope) {
    const unknown = [];
    const orParts = [];
    for (const orPart of split(condition, /\s*\|\|\s*|\s+(?:or|OR)\s+/y)) {
        const andParts = [];
        for (const atomText of split(orPart, /\s*&&\s*|\s+(?:and|AND)\s+/y)) {
            const atom = translateAtom(atomText, scope, unknown);
            if (atom === undefined)
                return { ok: false, problem: `'${atomText}' is not a condition (a name, !name, or name <op> value)` };
            andParts.push(atom);
        }
        orParts.push(andParts.length === 1 ? andParts[0] : `(${andParts.join(' && ')})`);
    }
    return { ok: true, expr: orParts.join(' || '), unknown: [...new Set(unknown)] };
}
function translateAtom(text, scope, unknown) {
    if (text === '')
        return undefined;
    const negated = /^(?:!(?!=)|not\s+)/.exec(text);
    if (negated) {
        const inner = translateAtom(text.slice(negated[0].length).trim(), scope, unknown);
        return inner === undefined ? undefined : `!${inner.startsWith('(') ? inner : `(${inner})`}`;
    }
    const wrapped = /^\((.*)\)$/.exec(text);
    if (wrapped) {
        const inner = translateCondition(wrapped[1], scope);
        if (!inner.ok)
            return undefined;
        unknown.push(...inner.unknown);
        return `(${inner.expr})`;
    }
    for (const op of OPS) {
        const at = indexOutsideQuotes(text, op);
        if (at <= 0)
            continue;
        const left = text.slice(0, at).trim();
        const right = text.slice(at + op.length).trim();
        if (right === '')
            return undefined;
        const native = op === '===' ? '==' : op === '!==' ? '!=' : op;
        const l = reference(left, scope, 'compare', unknown);
        if (l === undefined)
            return undefined;
        const lit = /^(['"]).*\1$|^-?\d+(?:\.\d+)?$|^(?:true|false|null)$/.test(right);
        // Values are text (inputs, reported fields): `== true` means "says yes", as aiox reads it.
        if (lit && (native === '==' || native === '!=') && (right === 'true' || right === 'false')) {
            const yes = (native === '==') === (right === 'true');
            return yes ? flag(l) : `!${flag(l)}`;
        }
        const r = lit ? literal(right) : reference(right, scope, 'compare', unknown);
        if (r === undefined)
            return undefined;
        return `${l} ${native} ${r}`;
    }
    return (() => {
        const ref = reference(text, scope, 'flag', unknown);
        return ref === undefined ? undefined : flag(ref);
    })();
}
function indexOutsideQuotes(text, op) {
    let quote;
    for (let i = 0; i < text.length; i++) {
        const ch = text[i];
        if (quote !== undefined) {
            if (ch === quote)
                quote = undefined;
            continue;
        }
        if (ch === "'" || ch === '"')
            quote = ch;
        else if (text.startsWith(op, i))
            return i;
    }
    return -1;
}

// EXTERNAL MODULE: ./src/core/model/workflow.ts
var workflow = __webpack_require__(57280);
// EXTERNAL MODULE: ./src/core/formats/aiox-core-folder.ts
var aiox_core_folder = __webpack_require__(26076);
;// CONCATENATED MODULE: ./src/core/formats/aiox/agents.ts
// Who runs an aiox step, and where its persona and task files are. The forms the real files use:
//   agent: architect | @architect | core:architect | squad:validator | analyst/pm (either)
//   agent: ${story.executor}       (workflow-executor.js resolves it from the story: an input here)
//   agent: various                 (workflow-validator.js's meta agent: no persona file)
//   agent: "{specialist}", "{target_name}-chief"   (a placeholder no aiox code fills: run-workflow-engine.md,
//                                  "Agent file not found", lists the agents and asks the user to choose;
//                                  here the run asks in front of each such step: ask-agent.ts)
// Files resolve as run-workflow-engine.md does: `.aiox-core/development/agents/<a>.md` (the install's
// core folder: `.aios-core` before the rebrand, coreOf; its home, coreHome: `.bmad-core/agents/<a>.md`
// in a BMAD v4 install), and for a
// workflow inside `squads/<squad>/`, the squad's own `squads/<squad>/agents/<a>.md` first (its
// "hybrid" context: squad first, core as the fallback). Task files (`uses`/`task`) likewise under
// `tasks/`. The squad is the folder that holds the nearest `workflows/` (squad-validator.js: `<squad>/workflows`,
// `<squad>/agents`), so a squad kept in a folder of squads (`squads/xquads-squads/psych-squad/`) is
// that inner folder.



const META_AGENTS = new Set(['various']);
const UNASKABLE = new Set([...workflow/* RUNNER_OWNED */.xG, ...workflow/* CONTROL_NAMES */.bR]);
const SIMPLE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
function parseAgent(value) {
    if (typeof value !== 'string' || value.trim() === '')
        return { kind: 'invalid', text: JSON.stringify(value ?? null) };
    const text = value.trim();
    const dynamic = /^\$\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}$/.exec(text);
    if (dynamic)
        return { kind: 'dynamic', text, input: inputName(dynamic[1]) };
    if (META_AGENTS.has(text))
        return { kind: 'meta', text };
    // One {name}, single braces ({{NAME}} is an unrendered template: invalid, as aiox warns).
    const asked = /^([A-Za-z0-9._-]*)\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}([A-Za-z0-9._-]*)$/.exec(text);
    // Not a name the runner sets or an execution control (no person answers those: a workflow declaring one is invalid).
    if (asked && !`${asked[1]}${asked[3]}`.includes('..') && !UNASKABLE.has(inputName(asked[2])))
        return { kind: 'asked', text, input: inputName(asked[2]), prefix: asked[1], suffix: asked[3] };
    let scope = 'any';
    let rest = text.replace(/^@/, '');
    const prefix = /^(core|squad):(.*)$/.exec(rest);
    if (prefix) {
        scope = prefix[1];
        rest = prefix[2];
    }
    // workflow-validator.js splits compound agents ("analyst/pm"): each must name a file.
    const names = rest.split('/').map((n) => n.trim().replace(/^@/, ''));
    if (names.length === 0 || names.some((n) => !SIMPLE.test(n) || n.includes('..')))
        return { kind: 'invalid', text };
    return { kind: 'file', text, names, scope };
}
const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]*';
const SEGMENT_ONLY = new RegExp(`^${SEGMENT}$`);
/**
 * `squads/<squad>/...`: the squad a workflow file belongs to, `<suite>/<squad>` when nested: the
 * folder holding the nearest `workflows/` above the file (`squads/suite/workflows/copy/workflows/x.yaml`
 * is `suite/workflows/copy`'s, not suite's), as a path under `squads/` (agentFiles, taskFiles).
 */
function squadOf(file) {
    const parts = file.replace(/\\/g, '/').split('/');
    const s = parts.indexOf('squads');
    if (s < 0)
        return undefined;
    const w = parts.lastIndexOf('workflows', parts.length - 2);
    const squad = parts.slice(s + 1, w);
    if (w >= s + 2 && squad.every((p) => SEGMENT_ONLY.test(p)))
        return squad.join('/');
    return new RegExp(`(?:^|/)squads/(${SEGMENT})/`).exec(parts.join('/'))?.[1];
}

/**
 * The core folder whose `agents/` and `tasks/` (under its home, coreHome) a workflow's personas and
 * tasks are in. The runner an install ships resolves them under its own folder
 * (workflow-state-manager.js `resolveAgentPaths`: `.aios-core/development/agents` before the
 * rebrand, `.aiox-core/\u2026` after it; BMAD v4's `.bmad-core/agents`): a workflow inside a core's home
 * (`<core>/development/`, `.bmad-core/`) is that core's; one in a BMAD v4 expansion pack's
 * `.<packId>/` (`pack`, which the loader found by the pack's config.yaml or install-manifest.yaml) is
 * the pack's, whose installer copied its agents and tasks there and roots them at `.<packId>`; any
 * other (a squad's) is the install's the workspace holds (`installed`, found by the loader), else `.aiox-core`.
 */
function coreOf(file, installed, pack) {
    const parts = file.replace(/\\/g, '/').split('/');
    if (isCoreWorkflow(file))
        return parts[0];
    if (pack !== undefined && (0,aiox_core_folder/* isPackFolderName */.pD)(pack) && parts.length > 1 && parts[0] === pack)
        return pack;
    return installed !== undefined && (0,aiox_core_folder/* isCoreFolderName */.Dx)(installed) ? installed : aiox_core_folder/* DEFAULT_CORE */.uw;
}
/** Whether `file` lies in a core folder's home (`.aiox-core/development/workflows/x.yaml`, `.bmad-core/workflows/x.yaml`): that core's own workflow. */
function isCoreWorkflow(file) {
    const parts = file.replace(/\\/g, '/').split('/');
    if (!(0,aiox_core_folder/* isCoreFolderName */.Dx)(parts[0]))
        return false;
    const home = (0,aiox_core_folder/* coreHome */.$D)(parts[0]).split('/');
    return parts.length > home.length && home.every((h, i) => parts[i] === h);
}
/** The persona files one agent name may be, in the order aiox tries them. */
function agentFiles(name, scope, squad, core = aiox_core_folder/* DEFAULT_CORE */.uw) {
    const coreFile = `${(0,aiox_core_folder/* coreHome */.$D)(core)}/agents/${name}.md`;
    if (squad === undefined || scope === 'core')
        return [coreFile];
    const own = `squads/${squad}/agents/${name}.md`;
    return scope === 'squad' ? [own] : [own, coreFile];
}
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** BMAD v4's dependency types with their folders (an agent's `dependencies:` keys, IDE-FILE-RESOLUTION's `{type}`). */
const BMAD_TYPES = { tasks: 'task', templates: 'template', checklists: 'checklist', data: 'data', utils: 'utils' };
const FOLDER_OF = { task: 'tasks', template: 'templates', checklist: 'checklists', data: 'data', utils: 'utils' };
/**
 * The files a `uses`/`task` value names, in the order they are tried; undefined when it names none
 * (free text: `create-doc prototype-design OR create-game-story`). aiox's engine reads it as a task
 * (run-workflow-engine.md `resolve_task_path`: `<core>/development/tasks/<uses>.md`, the squad's
 * first). BMAD v4's agents resolve a dependency as `{root}/{type}/{name}` (IDE-FILE-RESOLUTION):
 * a value naming its type's folder (`templates/story-outline-tmpl.yaml`) is read there, and a bare
 * name by BMAD's own naming \u2014 every template is `<name>-tmpl.yaml`, every checklist
 * `<name>-checklist.md`, though one task (execute-checklist) ends like a checklist, so such a name
 * is a checklist, else that task \u2014, with the installer's extension when it has none (`.yaml` for a
 * template, `.md` for the others: installer.js resolveExpansionPackCoreDependencies).
 */
function taskRef(task, squad, core = aiox_core_folder/* DEFAULT_CORE */.uw) {
    const at = (kind, name) => {
        const named = (0,aiox_core_folder/* isBmadLayout */.J7)(core) ? /\.(?:md|ya?ml)$/.test(name) : name.endsWith('.md');
        const file = named ? name : `${name}${kind === 'template' ? '.yaml' : '.md'}`;
        const coreFile = `${(0,aiox_core_folder/* coreHome */.$D)(core)}/${FOLDER_OF[kind]}/${file}`;
        return squad === undefined ? [coreFile] : [`squads/${squad}/${FOLDER_OF[kind]}/${file}`, coreFile];
    };
    if (!(0,aiox_core_folder/* isBmadLayout */.J7)(core))
        return FILE_NAME.test(task) ? { kind: 'task', files: at('task', task) } : undefined;
    const typed = /^([a-z]+)\/(.+)$/.exec(task);
    if (typed !== null) {
        const kind = Object.hasOwn(BMAD_TYPES, typed[1]) ? BMAD_TYPES[typed[1]] : undefined;
        return kind !== undefined && FILE_NAME.test(typed[2]) ? { kind, files: at(kind, typed[2]) } : undefined;
    }
    if (!FILE_NAME.test(task))
        return undefined;
    const stem = task.replace(/\.(?:md|ya?ml)$/, '');
    if (stem.endsWith('-tmpl'))
        return { kind: 'template', files: at('template', task) };
    if (stem.endsWith('-checklist'))
        return { kind: 'checklist', files: [...at('checklist', task), ...at('task', task)] };
    return { kind: 'task', files: at('task', task) };
}

;// CONCATENATED MODULE: ./src/core/formats/aiox/prompt.ts
// The prompt of an aiox action step, built from the step's fields the way run-workflow-engine's
// subagent prompt builder does: agent persona (by path), task file (`uses` / `task`), required
// artifacts and earlier steps' outputs, what to create, notes and guidance, and the step_output
// contract the runner parses. Text taken from the workflow is neutralised so that it can never
// become a {{placeholder}}; the placeholders on purpose are a dynamic agent's input and an asked
// agent's id and persona file (the gate of the step that asked).



/**
 * A `{{name}}` in workflow text would be read as a stagegate placeholder: the native escape
 * `\{{name}}` keeps it text, and the agent reads `{{name}}` as aiox's engine passes it (every
 * match, with any backslashes before it: escapeText).
 */
function neutral(text) {
    return (0,placeholders/* escapeText */.X1)(text);
}
/** The persona line of a step. */
function persona(raw, squad, core, askStep) {
    const agent = parseAgent(raw['agent']);
    if (raw['agent'] === undefined || agent.kind === 'meta')
        return 'You are running one step of an aiox workflow.';
    if (agent.kind === 'dynamic') {
        // workflow-executor.js resolves ${story.executor} from the story: here it is an input.
        return `You are the aiox agent @{{${agent.input}}} (${neutral(agent.text)}). Read its persona file (${(0,aiox_core_folder/* coreHome */.$D)(core)}/agents/<agent>.md${squad !== undefined ? `, or squads/${squad}/agents/<agent>.md` : ''}) first and act as it, for this one step.`;
    }
    if (agent.kind === 'asked') {
        // The agent the run asked for (ask-agent.ts): its id and the persona file it found.
        if (askStep === undefined)
            return 'You are running one step of an aiox workflow.';
        return `You are the aiox agent {{steps.${askStep}.gate.agent}}, chosen for this step when the run asked (the workflow names it ${neutral(agent.text)}). Read {{steps.${askStep}.gate.persona}} first and act as the persona it defines, for this one step.`;
    }
    if (agent.kind === 'invalid')
        return `You are the aiox agent ${neutral(agent.text)} (no persona file can be named for it): act as that role, for this one step.`;
    const files = agent.names.map((n) => agentFiles(n, agent.scope, squad, core).join(' (or ') + (agentFiles(n, agent.scope, squad, core).length > 1 ? ')' : ''));
    return `You are the aiox agent @${neutral(agent.names.join('/'))}. Read ${files.join(', or ')} first and act as the persona it defines, for this one step.`;
}
/** How the prompt names what `uses`/`task` names (agents.ts taskRef), and what the agent does with it. */
const TASK_LINE = {
    task: ['Task file', 'read it and follow it.'],
    template: ['Template', 'read it and create the document it defines, section by section.'],
    checklist: ['Checklist', 'read it and work through every item, reporting each result.'],
    data: ['Reference file', 'read it and use it.'],
    utils: ['Reference file', 'read it and use it.'],
};
function buildPrompt(p) {
    const { raw } = p;
    const action = str(raw['action']);
    const task = taskOf(raw);
    const creates = list(raw['creates']);
    const outputs = outputNames(raw['outputs']);
    const text = (key) => (typeof raw[key] === 'string' && raw[key].trim() !== '' ? raw[key].trim() : undefined);
    const notes = text('notes');
    const core = p.core ?? aiox_core_folder/* DEFAULT_CORE */.uw;
    const lines = [persona(raw, p.squad, core, p.askStep)];
    lines.push(`Workflow: ${neutral(p.workflowName)} (${neutral(p.workflowId)}), file ${neutral(p.file)}. Step: ${neutral(p.stepId)}.${p.phase !== undefined ? ` Phase: ${neutral(p.phase)}.` : ''}`);
    // The runner's prompt puts this text under its own `## Task` heading: its sections are sub-headings,
    // and what the step requires is not a second `Inputs` (the runner's lists the input values).
    lines.push('');
    if (action !== undefined)
        lines.push(`Action: ${neutral(action)}`);
    if (task !== undefined) {
        const ref = taskRef(task, p.squad, core);
        lines.push(ref !== undefined ? `${TASK_LINE[ref.kind][0]}: ${ref.files.join(' (or ')}${ref.files.length > 1 ? ')' : ''} \u2014 ${TASK_LINE[ref.kind][1]}` : `Task: ${neutral(task)}`);
    }
    const description = text('description');
    if (description !== undefined)
        lines.push(neutral(description));
    const script = text('script');
    if (script !== undefined)
        lines.push('', 'The workflow implements this step with the script below; do what it does:', '```', neutral(script), '```');
    if (p.entry !== undefined)
        lines.push(`This step is the phase ${neutral(p.entry)} of the workflow file: do the work it lists there (its steps, checkpoint and outputs).`);
    else if (action === undefined && task === undefined && description === undefined)
        lines.push('Execute the step as its notes describe.');
    lines.push('', '### Requires');
    if (p.ownInputs !== undefined && p.ownInputs.length > 0)
        lines.push(`- this step's inputs (its aiox inputs map): ${p.ownInputs.map(neutral).join(', ')} \u2014 their values are listed under Inputs below.`);
    if (p.requires.length === 0)
        lines.push('No earlier step outputs are required.');
    for (const r of p.requires) {
        if (r.step !== undefined)
            lines.push(`- the outputs of step ${neutral(r.step)} (its step_output block and the files it created): use them.`);
        else if (/^(?:all|sharded)_/.test(r.artifact))
            lines.push(`- ${neutral(r.artifact)}: every such artifact the earlier steps produced.`);
        else if (r.createdBy !== undefined)
            lines.push(`- ${neutral(r.artifact)} (created by step ${neutral(r.createdBy)}): read it before you start${r.optional ? ', if it exists' : ''}.`);
        else
            lines.push(`- ${neutral(r.artifact)}: read it if it exists.`);
    }
    if (p.data.length > 0) {
        lines.push('', '### Reference data');
        for (const d of p.data)
            lines.push(`- ${core}/data/${neutral(d)}`);
    }
    if (creates.length > 0 || outputs.length > 0) {
        lines.push('', '### Create');
        for (const c of creates)
            lines.push(`- the file ${neutral(c)} (workspace-relative)`);
        if (outputs.length > 0)
            lines.push(`Report these outputs in step_output.outputs: ${outputs.map(neutral).join(', ')}.`);
    }
    if (p.guidance.length > 0) {
        lines.push('', '### Guidance');
        for (const g of p.guidance)
            lines.push(neutral(g));
    }
    if (notes !== undefined)
        lines.push('', '### Notes', neutral(notes));
    if (p.userInputPlaceholder !== undefined) {
        lines.push('', '### User input', `Collected before this step (do not ask questions): {{${p.userInputPlaceholder}}}`);
    }
    lines.push('', '### Result', 'Do the work without asking questions. End your answer with exactly one YAML block:', '', '```yaml', 'step_output:');
    if (p.verdicts !== undefined)
        lines.push(`  verdict: ${p.verdicts.map(neutral).join(' | ')}   # your verdict, exactly one of these`);
    const why = (key) => {
        const hint = p.reportKeys.get(key);
        return p.reportKeys.has(key) ? `   # ${hint !== undefined ? neutral(hint) : 'read by a later step of the workflow'}` : '';
    };
    // Keys the workflow routes on but the step does not list under outputs go at the top level.
    for (const key of p.reportKeys.keys()) {
        if ((key === 'verdict' && p.verdicts !== undefined) || outputs.includes(key))
            continue;
        lines.push(`  ${key}: <value>${why(key)}`);
    }
    lines.push('  outputs:', ...(outputs.length > 0 ? outputs.map((o) => `    ${neutral(o)}: <value>${why(o)}`) : ['    {}']));
    lines.push('  artifacts:', ...(creates.length > 0 ? creates.map((c) => `    - ${neutral(c)}`) : ['    []']));
    lines.push('  # completed when the step is done, failed when it could not be done:');
    lines.push('  status: completed | failed', '```');
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/core/formats/aiox/step-keys.ts
// The keys of an aiox sequence item that stagegate reads, and AIOX_UNKNOWN_KEY: a key one or two
// letters from one of them (`acton:` for `action:`) is a typo that would leave the step without
// it \u2014 aiox's runners read a step by its known keys too, and workflow-validator.js has no
// unknown-key check (it only warns, WF_INVALID_SEQUENCE, about a step with none of creates,
// updates, validates and action). aiox files carry many keys for people and the model
// (duration_estimate, delegates_to, repeats \u2026) that nothing reads: a key close to no known key is
// one of those, and is not reported.

/** Every key of a sequence item (or of a phases-map entry) the importer reads. */
const STEP_KEYS = [
    'id', 'step', 'name', 'phase', 'phase_name', 'agent', 'agents', 'action', 'task', 'uses', 'description', 'notes', 'script',
    'creates', 'requires', 'outputs', 'inputs', 'elicit', 'optional', 'condition', 'skip_if', 'next', 'on_success', 'on_failure',
    'on_skip', 'on_complete', 'on_verdict', 'gate', 'parallel_group', 'timeout', 'trigger_on_complete', 'condition_check',
    'workflow_end', 'meta', 'routes', 'target_steps', 'max_iterations', 'message', 'guidance',
];
/**
 * Keys aiox's own workflows write on steps with a meaning of their own, each close to a key above:
 * workflow-validator.js reads updates and validates (a step's "action"); create-squad.yaml and
 * validate-squad.yaml list steps, scripts and a validation; development-cycle.yaml's phases carry
 * validations and options. Never reported as typos.
 */
const OWN_KEYS = ['updates', 'validates', 'steps', 'scripts', 'validation', 'validations', 'options'];
/**
 * AIOX_UNKNOWN_KEY for each key of a step (an action or system item, or an item no kind fits) that
 * is close to a key stagegate reads but is none. Not for the phases of a phases: list read as the
 * sequence: the agent is pointed at the phase in the file and reads all of it.
 */
function checkStepKeys(doc, item, report) {
    if (doc.phasesAsSequence !== undefined)
        return;
    if (item.kind !== 'action' && item.kind !== 'system' && item.kind !== 'unknown')
        return;
    for (const key of Object.keys(item.raw)) {
        // on_<word>: a phases-map entry's outcomes (on_go, on_pause \u2026); __aliases: the model's own.
        if (STEP_KEYS.includes(key) || OWN_KEYS.includes(key) || /^on_[a-z]+$/.test(key) || key.startsWith('__'))
            continue;
        const near = (0,did_you_mean/* closest */.kp)(key, STEP_KEYS);
        if (near === undefined)
            continue;
        const label = item.id !== undefined ? `step '${item.id}'` : `sequence item ${item.index + 1}`;
        report('AIOX_UNKNOWN_KEY', 'warning', `unknown key '${key}' on ${label}, ignored (aiox's runners and stagegate read a step's known keys only)${near in item.raw ? '' : `: the step runs without ${near}`}. Did you mean '${near}'?`, `Rename it to ${near}: (or remove it).`, [...item.path, key]);
    }
}

;// CONCATENATED MODULE: ./src/core/formats/aiox/validator.ts




/** `, each run by executor:` \u2014 or `, 1 of them`: the message counts only the phases that do. */
function executorsSaid(phases, executors) {
    if (executors === undefined)
        return '';
    return `, ${executors === phases ? 'each' : `${executors} of them`} run by executor:, a key no aiox runner reads`;
}
/** A value quoted on one line: a diagnostic is one line, whatever the YAML held. */
function oneLine(text) {
    return text.replace(/\s+/g, ' ');
}
function checkDocument(doc, report, core = aiox_core_folder/* DEFAULT_CORE */.uw) {
    const { root, base, items } = doc;
    if (str(root['id']) === undefined)
        report('AIOX_ID_MISSING', 'error', 'the aiox workflow has no id', 'Add id: <kebab-case-id> (aiox resolves workflows by it).', base);
    if (str(root['name']) === undefined) {
        // apex's wf-component-refactor names itself under title:, which no aiox code reads.
        const other = ['title', 'workflow_name'].find((k) => str(root[k]) !== undefined);
        const said = other === undefined ? '' : ` (it has ${other}: '${oneLine(str(root[other]))}', which aiox does not read: workflow-validator.js requires workflow.name)`;
        report('AIOX_NAME_MISSING', 'error', `the aiox workflow has no name${said}`, other === undefined ? 'Add name: <human-readable name>.' : `Rename ${other}: to name:.`, base);
    }
    if (doc.legacySteps) {
        report('AIOX_SEQUENCE_EMPTY', 'error', 'the file lists its work under steps:, which no aiox runner reads: aiox runs workflow.sequence (workflow-validator.js: "Missing or empty workflow execution array")', 'Move the steps under workflow: {id, name, sequence: [...]}.', ['steps']);
    }
    else if (doc.phasesAsSequence !== undefined) {
        const n = doc.phasesAsSequence.count;
        report('AIOX_PHASES_AS_SEQUENCE', 'warning', `the aiox workflow has no sequence: its phases: list (${n} phase${n === 1 ? '' : 's'}) is read as the sequence, one step per phase by its agent, top to bottom (next: jumps as in a sequence), as workflow-validator.js _getPhaseSequence reads it: a compatibility fallback aiox's validator accepts with a warning ("Workflow uses workflow.phases without workflow.sequence"); aiox's own runners walk only a sequence`, 'Write the phases as workflow.sequence: [{id, agent, action}, ...] (the canonical form).', doc.phasesAsSequence.path);
    }
    else if (!items.some((i) => i.kind === 'action' || i.kind === 'system' || i.kind === 'routing')) {
        if (doc.phaseList?.topLevel === true) {
            const n = doc.phaseList.count;
            report('AIOX_SEQUENCE_EMPTY', 'error', `the aiox workflow has no sequence: its work is a top-level phases: mapping (${n} phase${n === 1 ? '' : 's'}), which no aiox runner runs (workflow-executor.js runs the phases mapping under workflow:, workflow-orchestrator.js walks workflow.sequence, workflow-validator.js needs a sequence or a phases list)`, 'Write the work as workflow.sequence: [{id, agent, action}, ...], or move the phases (each with its agent and task) under workflow: {id, name, phases: {...}}; else keep the file as notes for a model to read.', doc.phaseList.path);
        }
        else if (doc.phaseList?.beside === true) {
            const n = doc.phaseList.count;
            report('AIOX_SEQUENCE_EMPTY', 'error', `the aiox workflow has no sequence: its work is a phases: mapping beside workflow: (${n} phase${n === 1 ? '' : 's'}${executorsSaid(n, doc.phaseList.executors)}), which no aiox runner runs (workflow-executor.js runs only workflow.phases, each phase by its agent:; workflow-validator.js needs a sequence or a phases list)`, `Write the work as workflow.sequence: [{id, agent, action}, ...], or move the phases under workflow:${doc.phaseList.executors !== undefined ? ' (agent: for executor:)' : ''}; else keep the file as notes for a model to read.`, doc.phaseList.path);
        }
        else if (doc.phaseList?.mapping === true) {
            const n = doc.phaseList.count;
            report('AIOX_SEQUENCE_EMPTY', 'error', `the aiox workflow has no sequence: its work is a phases: mapping (${n} phase${n === 1 ? '' : 's'}) in which no phase names an agent or a task, which no aiox runner runs (workflow-orchestrator.js walks workflow.sequence, workflow-executor.js runs a phases mapping phase by phase, each by its agent)`, 'Write the work as workflow.sequence: [{id, agent, action}, ...], or give each phase its agent (and task); else keep the file as notes for a model to read.', doc.phaseList.path);
        }
        else if (doc.phaseList !== undefined && doc.phaseList.count > 0) {
            const n = doc.phaseList.count;
            report('AIOX_SEQUENCE_EMPTY', 'error', `the aiox workflow has no sequence: its work is a phases: list (${n} phase${n === 1 ? '' : 's'}), which no aiox runner runs (workflow-orchestrator.js walks workflow.sequence, workflow-executor.js a phases mapping keyed by phase id; workflow-validator.js accepts the list only as "compatibility" metadata, with a warning)`, 'Write the work as workflow.sequence: [{id, agent, action}, ...] (a phase with one agent is one step), or keep the file as notes for a model to read.', doc.phaseList.path);
        }
        else if (doc.stepsList !== undefined && root['sequence'] === undefined) {
            const n = doc.stepsList.count;
            const where = doc.stepsList.path.length === 1 && doc.base.length > 0 ? 'a top-level steps: list beside workflow:' : 'a steps: list';
            report('AIOX_SEQUENCE_EMPTY', 'error', `the aiox workflow has no sequence: its work is ${where} (${n} step${n === 1 ? '' : 's'}), which aiox does not read: its runners walk workflow.sequence (workflow-validator.js: "Missing or empty workflow execution array"), so nothing would run`, 'Move the steps under workflow: as sequence: [{id, agent, action}, ...] (each step keeps its id and agent).', doc.stepsList.path);
        }
        else if (root['sequence'] === undefined && namedSequences(root).length > 0) {
            // BMAD v4's game packs: full_game_sequence, prototype_sequence, game_jam_sequence \u2014 variants
            // its orchestrator (a model) offers a person; no aiox code reads a list under another name.
            const named = namedSequences(root);
            const said = named.map(([k, n]) => `${k} (${n} item${n === 1 ? '' : 's'})`).join(', ');
            report('AIOX_SEQUENCE_EMPTY', 'error', `the aiox workflow has no sequence: its work is in ${said}, ${named.length === 1 ? 'a list' : 'lists'} under another name, which no aiox runner reads (workflow-orchestrator.js walks workflow.sequence; workflow-validator.js: "Missing or empty workflow execution array")`, `Rename the list to run to sequence:${named.length > 1 ? ' (one workflow file per variant, each with its own sequence:)' : ''}.`, [...base, named[0][0]]);
        }
        else {
            report('AIOX_SEQUENCE_EMPTY', 'error', 'the aiox workflow has no sequence items that do anything: there is nothing to run', 'Add sequence: [{id, agent, action}, ...].', root['sequence'] !== undefined ? [...base, 'sequence'] : base);
        }
    }
    for (const item of items) {
        if (item.kind === 'unknown' && doc.phasesAsSequence !== undefined) {
            report('AIOX_PHASE_NOT_A_STEP', 'error', phaseNotAStep(item), phaseFix(item), item.path);
        }
        else if (item.kind === 'unknown') {
            const meta = str(item.raw['meta']);
            report('AIOX_ITEM_UNKNOWN', 'error', meta !== undefined
                ? `sequence item ${item.index + 1} has meta: ${meta}, which is not routing, repeat, guidance or end`
                : `sequence item ${item.index + 1} is neither a step (agent, or id/step with action, task or uses), a phase marker, workflow_end, nor a meta item`, 'Give it an agent (an action step), phase + name (a phase marker), workflow_end: true, or meta: routing | repeat | guidance | end.', item.path);
        }
        checkStepKeys(doc, item, report);
        if (item.kind === 'action')
            checkAgent(item, report, core);
        if (item.kind === 'action')
            checkCreates(item, report);
    }
    checkFlowDiagram(root['flow_diagram'], [...base, 'flow_diagram'], report);
}
/** What to change: a phase whose steps (or sub_phases) each name one agent can become those phases, in order. */
function phaseFix(item) {
    for (const key of ['steps', 'sub_phases']) {
        const parts = item.raw[key];
        if (Array.isArray(parts) && parts.length > 1 && parts.every((p) => isRecord(p) && typeof p['agent'] === 'string')) {
            return `Make each of its ${parts.length} ${key} (each names its agent) a phase of its own with that agent: they then run one after another; or give the phase one agent: that leads it.`;
        }
    }
    return 'Give the phase exactly one agent: <agent-id> (one step per phase), or split it into one phase per agent: they then run one after another.';
}
/** Why a phase of a phases: list read as the sequence cannot be one step. */
function phaseNotAStep(item) {
    const name = str(item.raw['name']) ?? str(item.raw['id']) ?? str(item.raw['phase']);
    const label = `phase ${item.index + 1}${name !== undefined ? ` '${name}'` : ''}`;
    const agents = item.raw['agents'] ?? (Array.isArray(item.raw['agent']) ? item.raw['agent'] : undefined);
    if (Array.isArray(agents) && agents.length > 1)
        return `${label} names several agents (${agents.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(', ')}) and no single agent: a phase read as a step runs one agent, and no aiox code runs an agents: list (workflow-validator.js reads only agent:; the squads' phases mean in order, in parallel or by sub-phase, each its own way), so it cannot run`;
    const one = Array.isArray(agents) && agents.length === 1 && typeof agents[0] === 'string' ? ` (agents: [${agents[0]}] \u2014 write agent: ${agents[0]})` : '';
    if (item.raw['agent'] !== undefined && typeof item.raw['agent'] !== 'string')
        return `${label} has an agent that is not a name: a phase read as a step runs one agent by its id`;
    return `${label} has no agent:${one} a phase read as a step runs one agent, so it cannot run (workflow-validator.js: "Step ${item.index + 1} has no "agent:" field")`;
}
/** aiox warns about an agent name it cannot turn into a file (workflow-validator.js); so does stagegate. */
function checkAgent(item, report, core) {
    const agent = item.raw['agent'];
    if (agent === undefined)
        return;
    const parsed = parseAgent(agent);
    const one = parsed.kind === 'asked' ? singular(parsed.text.slice(parsed.prefix.length + 1, parsed.text.length - parsed.suffix.length - 1).trim()) : undefined;
    if (parsed.kind === 'asked' && one !== undefined) {
        // `{specialists}`: a plural reads as "several agents", but a step runs one agent and the run asks for one.
        const step = `step '${item.id ?? `#${item.index + 1}`}'`;
        const written = `${parsed.prefix}{${one}}${parsed.suffix}`;
        report('AIOX_AGENT_PLURAL', 'warning', `agent ${JSON.stringify(agent)} of ${step} is a plural placeholder, but a step runs one agent: the run asks for one agent in front of the step, as for ${written}`, `Write agent: "${written}" (one agent per step; to have several agents work on it, give each its own step).`, [...item.path, 'agent']);
    }
    if (parsed.kind === 'invalid') {
        // `{specialist}` is no finding: the step asks for the agent (agents.ts, kind 'asked').
        const step = `step '${item.id ?? `#${item.index + 1}`}'`;
        report('AIOX_AGENT_INVALID', 'warning', `agent ${JSON.stringify(agent)} of ${step} cannot name an agent file (${(0,aiox_core_folder/* coreHome */.$D)(core)}/agents/<agent>.md): the step runs without a persona`, 'Use the agent id, e.g. agent: architect, @architect, core:architect or squad:<agent>.', [...item.path, 'agent']);
    }
}
/**
 * Role words whose ending does not say they name who does something (ROLE_ENDING), and the words
 * a placeholder names an agent by (`{target_names}`: the names of the agents). Their plurals are
 * plurals of a role word.
 */
const ROLE_WORDS = new Set(['agent', 'analyst', 'architect', 'assistant', 'chief', 'coach', 'consultant', 'dev', 'expert', 'head', 'id', 'lead', 'name', 'participant', 'persona', 'role', 'student']);
/**
 * Endings of the nouns that name who does something (specialist, advisor, reviewer, technician,
 * engineer, trainee). A word that only ends in s is no plural of one (`devops`, `atlas`,
 * `analysis`, `status`): it gets no warning.
 */
const ROLE_ENDING = /(?:ist|or|er|ian|eer|ee)$/;
/**
 * The singular of a placeholder name read as a plural of a role word (`specialists` ->
 * `specialist`, `advisors` -> `advisor`, `target_names` -> `target_name`, `coaches` -> `coach`),
 * else undefined (`devops`, `atlas`, `analysis`, `status`: no plural of a word that names who
 * does the step).
 */
function singular(name) {
    const last = /[A-Za-z0-9]+$/.exec(name)?.[0] ?? '';
    const lower = last.toLowerCase();
    // coaches -> coach: an -es plural of a word that ends in ch, sh, s or x.
    const es = /(?:ch|sh|ss|x)es$/.test(lower) ? lower.slice(0, -2) : undefined;
    if (es !== undefined && ROLE_WORDS.has(es))
        return name.slice(0, -2);
    if (!lower.endsWith('s') || lower.endsWith('ss'))
        return undefined;
    const one = lower.slice(0, -1);
    return one.length >= 2 && (ROLE_WORDS.has(one) || (one.length >= 4 && ROLE_ENDING.test(one))) ? name.slice(0, -1) : undefined;
}
/** creates names workspace-relative files: no absolute paths, no climbing out with '..'. */
function checkCreates(item, report) {
    const raw = item.raw['creates'];
    list(raw).forEach((c, k) => {
        const escapes = /^(\/|[A-Za-z]:[\\/]|\\\\|~)/.test(c) || c.split(/[\\/]+/).reduce((depth, seg) => (depth < 0 ? depth : seg === '..' ? depth - 1 : seg === '' || seg === '.' ? depth : depth + 1), 0) < 0;
        if (escapes)
            report('PATH_OUTSIDE_WORKSPACE', 'error', `creates '${c}' of step '${item.id ?? `#${item.index + 1}`}' leaves the workspace`, 'Name a workspace-relative file, e.g. docs/prd.md.', Array.isArray(raw) ? [...item.path, 'creates', k] : [...item.path, 'creates']);
    });
}
/** A light look at the Mermaid diagram: a graph/flowchart header and balanced brackets. */
function checkFlowDiagram(value, path, report) {
    if (value === undefined)
        return;
    if (typeof value !== 'string') {
        report('AIOX_FLOW_DIAGRAM_INVALID', 'warning', 'flow_diagram is not text', 'Write the Mermaid diagram as a block string (flow_diagram: |).', path);
        return;
    }
    const lines = value.split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('```') && !l.startsWith('%%'));
    if (lines.length === 0 || !/^(?:graph|flowchart)\s+(?:TB|TD|BT|RL|LR)\b/.test(lines[0])) {
        report('AIOX_FLOW_DIAGRAM_INVALID', 'warning', `flow_diagram does not start with a Mermaid 'graph TD' / 'flowchart LR' header${lines[0] !== undefined ? ` (got '${lines[0].slice(0, 40)}')` : ''}`, 'Start the diagram with e.g. graph TD.', path);
        return;
    }
    const pairs = { ']': '[', ')': '(', '}': '{' };
    lines.forEach((line, n) => {
        const stack = [];
        for (const ch of line.replace(/"[^"]*"/g, '""')) {
            if (ch === '[' || ch === '(' || ch === '{')
                stack.push(ch);
            else if (ch in pairs && stack.pop() !== pairs[ch]) {
                stack.push('!');
                break;
            }
        }
        if (stack.length > 0)
            report('AIOX_FLOW_DIAGRAM_INVALID', 'warning', `flow_diagram line ${n + 1} ('${line.slice(0, 50)}') has unbalanced brackets`, 'Close every [ ( { on the line it opens.', path);
    });
}
const IF_EXISTS = /\s*\(if exists\)\s*$/i;
/**
 * `requires` names what a step reads before it starts: an artifact an earlier step `creates`, or
 * an earlier step's id (run-workflow-engine collects "requires from state.step_outputs", which it
 * keys by step id). "(if exists)" marks an optional file; `all_*` and `sharded_*` are collections
 * aiox does not check. Like aiox, a requirement nothing satisfies is a warning; a circular one is
 * an error. Returns, per item index, its requirements.
 */
function checkRequires(items, report) {
    const creators = new Map();
    for (const item of items) {
        if (item.kind !== 'action')
            continue;
        for (const c of list(item.raw['creates']))
            if (!creators.has(c))
                creators.set(c, item.index);
    }
    const needs = new Map();
    for (const item of items) {
        if (item.kind !== 'action')
            continue;
        needs.set(item.index, list(item.raw['requires']).map((r) => creators.get(r.replace(IF_EXISTS, ''))).filter((x) => x !== undefined));
    }
    const reaches = (from, to) => {
        const seen = new Set();
        const stack = [from];
        while (stack.length > 0) {
            const at = stack.pop();
            if (at === to)
                return true;
            if (seen.has(at))
                continue;
            seen.add(at);
            stack.push(...(needs.get(at) ?? []));
        }
        return false;
    };
    const ids = new Map(items.filter((i) => i.id !== undefined && (i.kind === 'action' || i.kind === 'system')).map((i) => [i.id, i]));
    // An item's `step` beside its `id` names it too (model.ts stepAlias).
    for (const i of items) {
        const alias = i.kind === 'action' || i.kind === 'system' ? stepAlias(i, items) : undefined;
        if (alias !== undefined && !ids.has(alias))
            ids.set(alias, i);
    }
    const out = new Map();
    for (const item of items) {
        if (item.kind !== 'action')
            continue;
        const raw = item.raw['requires'];
        const label = item.id ?? `#${item.index + 1}`;
        if (raw !== undefined && typeof raw !== 'string' && !Array.isArray(raw)) {
            report('AIOX_REQUIRES_UNKNOWN', 'warning', `requires of step '${label}' must be a file name, a step id, or a list of them: it is ignored`, 'Write requires: docs/prd.md or requires: [docs/prd.md, create-prd].', [...item.path, 'requires']);
            continue;
        }
        const entries = [];
        list(raw).forEach((written, k) => {
            const path = Array.isArray(raw) ? [...item.path, 'requires', k] : [...item.path, 'requires'];
            const optional = IF_EXISTS.test(written);
            const r = written.replace(IF_EXISTS, '');
            if (/^(?:all|sharded)_/.test(r)) {
                entries.push({ artifact: r, optional });
                return;
            }
            const creator = creators.get(r);
            const step = ids.get(r);
            if (creator === undefined && step !== undefined) {
                if (step.index < item.index)
                    entries.push({ artifact: r, step: r, optional });
                else
                    report('AIOX_REQUIRES_LATER', 'warning', `step '${label}' requires step '${r}', which ${step.index === item.index ? 'is the step itself' : 'only runs later'}: its outputs do not exist yet when '${label}' runs`, 'Name an earlier step, or reorder the steps.', path);
                return;
            }
            if (creator === undefined) {
                if (optional)
                    entries.push({ artifact: r, optional });
                else {
                    const near = (0,did_you_mean/* closest */.kp)(r, creators.keys());
                    report('AIOX_REQUIRES_UNKNOWN', 'warning', `step '${label}' requires '${r}', which no earlier step creates and no step is named${near !== undefined ? `. Did you mean '${near}'?` : ''}; the agent is told to read it if it exists`, 'requires names an artifact an earlier step lists under creates (same text), an earlier step id, or "<file> (if exists)".', path);
                    entries.push({ artifact: r, optional: true });
                }
                return;
            }
            if (creator >= item.index) {
                const circular = creator !== item.index && reaches(creator, item.index);
                const by = items[creator].id ?? `#${creator + 1}`;
                if (circular) {
                    report('AIOX_REQUIRES_CIRCULAR', 'error', `step '${label}' requires '${r}', created by step '${by}', which itself (directly or through other steps) requires what '${label}' creates: neither can run first`, 'Break the cycle: drop one of the requirements.', path);
                    return;
                }
                report('AIOX_REQUIRES_LATER', 'warning', creator === item.index ? `step '${label}' requires '${r}', which it creates itself` : `step '${label}' requires '${r}', which only the later step '${by}' creates: it does not exist yet when '${label}' runs`, 'Reorder the steps so the creating step comes first, or drop the requirement.', path);
                entries.push({ artifact: r, optional: true });
                return;
            }
            entries.push({ artifact: r, createdBy: items[creator].id, optional });
        });
        out.set(item.index, entries);
    }
    return out;
}
/** Lists of steps under a key ending in `_sequence` (`full_game_sequence: [{agent, creates}, ...]`), with their lengths. */
function namedSequences(root) {
    return Object.entries(root)
        .filter(([k, v]) => /^[a-z][a-z0-9_]*_sequence$/.test(k) && Array.isArray(v) && v.some((x) => isRecord(x) && (x['agent'] !== undefined || x['action'] !== undefined)))
        .map(([k, v]) => [k, v.length]);
}

;// CONCATENATED MODULE: ./src/core/formats/aiox/decisions.ts




/** Extra passes a meta: repeat allows when it names no max_iterations (10 passes in all = the default visit limit). */
const DEFAULT_REPEAT_ITERATIONS = 9;
const unknownMessage = (names, fallback) => names
    .map((n) => `'${n}'`)
    .join(', ')
    .concat(names.length > 1 ? ' are' : ' is', ` neither a workflow input nor an output of an earlier step; ${fallback}`);
/**
 * condition / skip_if in front of an action step: run it when the condition holds, else pass by.
 * A condition that cannot be read at all routes to BLOCKED (its error stops the workflow before
 * it runs), never to a silent `false`. A skip_if that cannot be read is left out with a warning:
 * no aiox runner reads skip_if (workflow-validator.js checks only `condition`), so there the step
 * always runs, and so it does here; so does one naming what nothing answers (an undeclared input:
 * a condition would take it as true and skip the step).
 */
function guardStep(item, nid, next, scope, report) {
    const parts = [];
    let broken = false;
    for (const key of ['condition', 'skip_if']) {
        const value = item.raw[key];
        if (value === undefined)
            continue;
        const text = typeof value === 'string' ? value.trim() : typeof value === 'boolean' ? String(value) : '';
        // A skip_if is first read without declaring or requiring anything: its names are read only where
        // something answers them (an input, an earlier output, the config:, a built-in); then for real.
        const probe = key === 'skip_if' && text !== '' ? translateCondition(text, { ...scope, input: (name) => name, need: () => undefined }) : undefined;
        if (probe?.ok === true && probe.unknown.length > 0) {
            // A name nothing answers would be an input true by default (a condition's rule: aiox's "unknown
            // is true"), skipping the step; but no aiox runner reads skip_if, so there the step runs.
            report('AIOX_SKIP_IF_IGNORED', 'warning', `skip_if '${text.replace(/\s+/g, ' ')}' of step '${item.id ?? nid}': ${unknownMessage(probe.unknown, 'no aiox runner reads skip_if, so the step always runs there, and it always runs here')}`, `Declare ${probe.unknown.map(inputName).join(', ')} under the workflow's inputs (or list ${probe.unknown.length > 1 ? 'them' : 'it'} in the outputs of an earlier step) to have the skip_if read; or remove it.`, [...item.path, key]);
            continue;
        }
        const readable = text === '' ? undefined : translateCondition(text, scope);
        if (key === 'skip_if' && (readable === undefined || !readable.ok)) {
            // One line, and the condition quoted once (translateCondition's problem quotes it again when it is one atom).
            const shown = text.replace(/\s+/g, ' ');
            const detail = readable === undefined || readable.problem.startsWith(`'${text}' `) ? '' : ` (${readable.problem.replace(/\s+/g, ' ')})`;
            const why = readable === undefined ? 'is empty (or not a string)' : `'${shown}' is not a condition stagegate can evaluate${detail}`;
            report('AIOX_SKIP_IF_IGNORED', 'warning', `skip_if of step '${item.id ?? nid}' ${why}: no aiox runner reads skip_if, so the step always runs there, and it always runs here`, `Write it as a condition (a name, !name, name == value) over a declared input or an earlier step's output to have it skip the step, e.g. skip_if: transcript_provided with transcript_provided under inputs; or remove it.`, [...item.path, key]);
            continue;
        }
        if (text === '') {
            report('AIOX_CONDITION_EMPTY', 'error', `${key} of step '${item.id ?? nid}' is empty (or not a string)`, `Write the condition as a non-empty string, e.g. ${key}: needs_ux_review.`, [...item.path, key]);
            broken = true;
            continue;
        }
        const t = readable;
        if (!t.ok) {
            report('AIOX_CONDITION_INVALID', 'error', `${key} '${text}' of step '${item.id ?? nid}': ${t.problem}`, 'Write a name, !name, name == value (&&, ||, and, or between them).', [...item.path, key]);
            broken = true;
            continue;
        }
        if (t.unknown.length > 0) {
            const inputs = t.unknown.map(inputName);
            report('AIOX_CONDITION_UNKNOWN', 'warning', `${key} '${text}' of step '${item.id ?? nid}': ${unknownMessage(t.unknown, `aiox treats an unknown condition as true. stagegate reads ${t.unknown.length > 1 ? 'them from the inputs' : 'it from the input'} ${inputs.join(', ')}: a name that stands alone is true unless you pass ${inputs[0]}=false, a name compared with a value has none until you pass one`)}`, `Pass ${inputs.map((i) => `${i}=true|false`).join(' ')} on stagegate run, declare it under inputs, or list it in the outputs of an earlier step.`, [...item.path, key]);
        }
        parts.push(key === 'condition' ? `(${t.expr})` : `!(${t.expr})`);
    }
    if (broken)
        return { description: `aiox condition of step '${item.id ?? nid}' (not translated: see the validation errors)`, decide: [{ else: 'BLOCKED' }] };
    if (parts.length === 0)
        return { description: `aiox condition of step '${item.id ?? nid}' (its skip_if is not read: the step always runs)`, decide: [{ else: nid }] };
    return { description: `aiox condition of step '${item.id ?? nid}'`, decide: [{ if: parts.join(' && '), to: nid }, { else: next }] };
}
/** The outcomes a step routes on: on_verdict (gate steps), or on_complete written as VALUE: target. */
function outcomeMap(raw) {
    if (isRecord(raw['on_verdict']))
        return { key: 'on_verdict', map: raw['on_verdict'] };
    const oc = raw['on_complete'];
    if (isRecord(oc) && Object.keys(oc).length > 0 && Object.keys(oc).every((k) => /^[A-Z][A-Z0-9_]*$/.test(k)))
        return { key: 'on_complete', map: oc };
    return undefined;
}
/**
 * gate: true + on_verdict (or on_complete: {GO: ..., PAUSE: ...}) -> a decision over the verdict
 * the step reported; max_iterations bounds each loop. A target that names no step is a warning
 * (AIOX_VERDICT_TARGET_UNKNOWN) and stops the run there for a person.
 */
function verdictDecision(item, nid, outcomes, routeTo, known, report) {
    const branches = [];
    let bound = 0;
    for (const [verdict, spec] of Object.entries(outcomes.map)) {
        const p = [...item.path, outcomes.key, verdict];
        const problems = [];
        let target = routeTarget(spec, p, problems);
        for (const pr of problems)
            report('AIOX_ROUTE_INVALID', 'error', `${outcomes.key} ${verdict} of step '${item.id ?? nid}': ${pr.message}`, 'Write {next: <step>, max_iterations: N}, a step id, or complete.', pr.path);
        // development-cycle's checkpoint: REVIEW -> show_summary_then_checkpoint, which
        // workflow-executor.js getNextPhase reads as "stay at the checkpoint" (REVIEW -> '6_checkpoint'):
        // an action word ending in _then_<step> goes to that step when it is one.
        const then = target.step !== undefined && !known(target.step) ? /_then_([A-Za-z0-9_-]+)$/.exec(target.step)?.[1] : undefined;
        if (then !== undefined && known(then) && terminalWord(then) === undefined)
            target = { ...target, step: then };
        if (target.step !== undefined && !known(target.step)) {
            report('AIOX_VERDICT_TARGET_UNKNOWN', 'warning', `${outcomes.key} ${verdict} of step '${item.id ?? nid}' goes to '${target.step}', which is no step of this workflow: answering ${verdict} stops the run there (BLOCKED) for a person to decide`, 'Name a step id, complete, or halt.', p);
            target = { terminal: 'BLOCKED' };
        }
        const condition = `steps.${nid}.gate.verdict == '${verdict.replace(/'/g, "''")}'`;
        const limit = target.maxIterations !== undefined ? ` && visits.${nid} <= ${target.maxIterations}` : '';
        bound = Math.max(bound, target.maxIterations ?? 0);
        branches.push({ if: condition + limit, to: routeTo(target, p) });
    }
    // No verdict matched, or a loop used up its max_iterations: stop for a person.
    branches.push({ else: 'BLOCKED' });
    return { description: `aiox ${outcomes.key} of step '${item.id ?? nid}'`, decide: branches, ...(bound > 0 ? { max_visits: bound + 1 } : {}) };
}
function routingDecision(item, nid, scope, routeTo, byOrig, need, report, map) {
    const description = `aiox routing step '${item.id ?? nid}'`;
    const condition = typeof item.raw['condition'] === 'string' ? item.raw['condition'].trim() : '';
    if (condition === '') {
        report('AIOX_CONDITION_EMPTY', 'error', `routing step '${item.id ?? nid}' has no condition: nothing says which value its routes compare`, 'Write condition: based_on_<output key>, e.g. based_on_score_9p.', item.raw['condition'] !== undefined ? [...item.path, 'condition'] : item.path);
        return { description, decide: [{ else: 'BLOCKED' }] };
    }
    // run-workflow-engine: based_on_<key> "looks for <key> in recent step outputs". The step
    // before the routing item is asked to report it when no step lists it under outputs.
    const key = condition.replace(/^based_on_/, '');
    const unknown = [];
    const ref = reference(key, { ...scope, need: () => undefined }, 'compare', unknown) ?? 'null';
    const { branches, problems } = routeBranches(item.raw, item.path, ref);
    for (const p of problems)
        report('AIOX_ROUTE_INVALID', 'error', `routing step '${item.id ?? nid}': ${p.message}`, 'See docs/formats.md#aiox for the route forms.', p.path);
    const reporter = /^steps\.([A-Za-z0-9_]+)\.gate\./.exec(ref)?.[1];
    if (reporter !== undefined)
        need(reporter, key, `routing step ${item.id ?? nid} routes on it (${branches.map((b) => b.name).join(', ')})`);
    const maxIter = typeof item.raw['max_iterations'] === 'number' ? item.raw['max_iterations'] : undefined;
    const decide = [];
    let bound = 0;
    let otherwise = 'BLOCKED';
    for (const b of branches) {
        const to = routeTo(b.target, b.path);
        if (b.when === undefined) {
            otherwise = to;
            continue;
        }
        // A route back to an earlier item is a loop: bound it by its max_iterations.
        const back = b.target.step !== undefined && (byOrig.get(b.target.step) ?? Infinity) <= item.index;
        const limit = b.target.maxIterations ?? (back ? maxIter : undefined);
        bound = Math.max(bound, limit ?? 0);
        map(['steps', nid, 'decide', decide.length], b.path);
        decide.push({ if: b.when + (limit !== undefined ? ` && visits.${nid} <= ${limit}` : ''), to });
    }
    map(['steps', nid, 'decide', decide.length], [...item.path, 'routes']);
    decide.push({ else: otherwise });
    return { description, decide, ...(bound > 0 ? { max_visits: bound + 1 } : {}) };
}
/**
 * agent: system + condition_check (qa-loop): the orchestrator itself checks, in order, each
 * {condition, action: complete | escalate | continue, next}. The loop counter it keeps
 * (currentIteration) is the number of visits to this check.
 */
function systemDecision(item, nid, next, scope, targetOf, report) {
    const checks = Array.isArray(item.raw['condition_check']) ? item.raw['condition_check'] : [];
    const decide = [];
    checks.forEach((c, k) => {
        const p = [...item.path, 'condition_check', k];
        if (!isRecord(c) || typeof c['condition'] !== 'string' || c['condition'].trim() === '') {
            report('AIOX_CONDITION_EMPTY', 'error', `condition_check ${k + 1} of step '${item.id ?? nid}' has no condition`, 'Write {condition: <name or comparison>, action: complete | escalate | continue, next: <step>}.', p);
            return;
        }
        const t = translateCondition(c['condition'], { ...scope, counter: `visits.${nid}` });
        if (!t.ok) {
            report('AIOX_CONDITION_INVALID', 'error', `condition_check ${k + 1} of step '${item.id ?? nid}': ${t.problem}`, 'Write a name, !name, name == value (&&, || between them).', [...p, 'condition']);
            return;
        }
        if (t.unknown.length > 0)
            report('AIOX_CONDITION_UNKNOWN', 'warning', `condition_check ${k + 1} of step '${item.id ?? nid}': ${unknownMessage(t.unknown, 'stagegate reads it from an input of that name')}`, 'List it in the outputs of an earlier step, or pass it on stagegate run.', [...p, 'condition']);
        const action = str(c['action']);
        const nextStep = str(c['next']);
        const terminal = action !== undefined ? terminalWord(action) : undefined;
        const to = nextStep !== undefined ? targetOf(nextStep, [...p, 'next']) : terminal === 'PAUSED' ? 'BLOCKED' : (terminal ?? next);
        decide.push({ if: t.expr, to });
    });
    decide.push({ else: 'BLOCKED' });
    return { description: `aiox system step '${item.id ?? nid}': condition_check`, decide };
}
function firstTarget(item, byOrig) {
    const targets = list(item.raw['target_steps'] ?? item.raw['target_step'] ?? item.raw['targets']);
    const indexes = targets.map((t) => byOrig.get(t)).filter((x) => x !== undefined);
    return indexes.length > 0 ? Math.min(...indexes) : undefined;
}
/**
 * meta: repeat -> loop back to the first target step while the condition holds, at most N more
 * passes, then advance. A name nothing answers is asked of the last step of the repeated block
 * (it reports it in its step_output each pass); no answer means no further pass.
 */
function repeatDecision(item, nid, next, scope, byOrig, entryOf, report) {
    const label = item.id ?? nid;
    const targets = list(item.raw['target_steps'] ?? item.raw['target_step'] ?? item.raw['targets']);
    const description = `aiox repeat '${label}'`;
    const mi = item.raw['max_iterations'];
    let n = DEFAULT_REPEAT_ITERATIONS;
    if (mi !== undefined) {
        if (typeof mi === 'number' && Number.isInteger(mi) && mi >= 1 && mi <= 1000)
            n = mi;
        else
            report('AIOX_ROUTE_INVALID', 'error', `max_iterations of repeat '${label}' must be a whole number from 1 to 1000`, 'Write e.g. max_iterations: 5.', [...item.path, 'max_iterations']);
    }
    if (targets.length === 0) {
        report('AIOX_ROUTE_INVALID', 'error', `repeat '${label}' has no target_steps: nothing says what to repeat`, 'Write target_steps: [<first step to repeat>, ...].', item.path);
        return { description, decide: [{ else: next }] };
    }
    let target;
    const first = targets[0];
    const index = byOrig.get(first);
    if (index === undefined || index >= item.index) {
        const near = (0,did_you_mean/* closest */.kp)(first, byOrig.keys());
        report('AIOX_TARGET_UNKNOWN', 'error', `target_steps of repeat '${label}' names '${first}', which is not an earlier step${near !== undefined ? `. Did you mean '${near}'?` : ''}`, 'A repeat goes back to steps before it: name the first of them.', [...item.path, item.raw['target_steps'] !== undefined ? 'target_steps' : 'meta']);
    }
    else
        target = entryOf(index);
    const condition = typeof item.raw['condition'] === 'string' ? item.raw['condition'].trim() : '';
    if (condition === '') {
        report('AIOX_CONDITION_EMPTY', 'error', `repeat '${label}' has no condition: it would repeat without end (the reference engine never advances past it)`, 'Write condition: <input or output key that says another pass is needed>, e.g. more_stories_remaining.', item.raw['condition'] !== undefined ? [...item.path, 'condition'] : item.path);
        return { description, decide: [{ else: next }] };
    }
    const t = translateCondition(condition, scope);
    if (!t.ok) {
        report('AIOX_CONDITION_INVALID', 'error', `condition '${condition}' of repeat '${label}': ${t.problem}`, 'Write a name, !name, name == value.', [...item.path, 'condition']);
        return { description, decide: [{ else: next }] };
    }
    if (t.unknown.length > 0) {
        report('AIOX_CONDITION_UNKNOWN', 'warning', `condition '${condition}' of repeat '${label}': ${unknownMessage(t.unknown, scope.askStep !== undefined ? `the last repeated step is asked to report it each pass (no answer: no further pass)` : 'stagegate reads it from an input of that name')}`, 'List it in the outputs of a repeated step.', [...item.path, 'condition']);
    }
    if (target === undefined)
        return { description, decide: [{ else: next }] };
    return { description: `${description}: at most ${n} more passes, then on`, decide: [{ if: `(${t.expr}) && visits.${nid} <= ${n}`, to: target }, { else: next }], max_visits: n + 1 };
}

;// CONCATENATED MODULE: ./src/core/formats/aiox/step-policy.ts



const DEFAULT_MAX_RETRIES = 2;
function failurePolicy(item, c) {
    const v = item.raw['on_failure'];
    const path = [...item.path, 'on_failure'];
    if (v === undefined)
        return { target: 'BLOCKED', retries: c.globalRetries, processTarget: undefined };
    if (typeof v === 'string' && v.trim() !== '') {
        const w = v.trim();
        if (w === 'retry')
            return { target: 'BLOCKED', retries: c.globalRetries, processTarget: undefined };
        if (w === 'continue' || w === 'skip')
            return { target: c.next, retries: c.globalRetries, processTarget: c.next };
        const terminal = terminalWord(w);
        if (terminal === 'BLOCKED')
            return { target: 'BLOCKED', retries: 0, processTarget: undefined };
        // An error handler (workflow-executor.js handleError): return_to_<step> goes back there,
        // any other retries while attempts < its max_attempts, then stops.
        const handler = c.outcomes.handlers.get(w);
        if (handler !== undefined) {
            const back = /^return_to_(.+)$/.exec(w)?.[1];
            if (back !== undefined && c.isStep(back)) {
                const target = c.targetOf(back, path);
                return { target, retries: 0, processTarget: target };
            }
            // handleError: retry while this phase's attemptCount (reset when a phase completes) < max_attempts.
            return { target: 'BLOCKED', retries: handler.maxAttempts, processTarget: undefined, perVisit: true };
        }
        const target = c.targetOf(w, path);
        return { target, retries: c.globalRetries, processTarget: target };
    }
    if (isRecord(v)) {
        const action = str(v['action']);
        const mr = resolveConfigField(v['max_retries'], c.config);
        let retries = c.globalRetries;
        if (mr !== undefined) {
            if (typeof mr === 'number' && Number.isInteger(mr) && mr >= 0 && mr <= 20)
                retries = mr;
            else
                c.report('AIOX_ON_FAILURE_INVALID', 'error', `on_failure.max_retries must be a whole number from 0 to 20, got ${JSON.stringify(v['max_retries'])}`, 'Write e.g. max_retries: 3.', [...path, 'max_retries']);
        }
        const trigger = str(v['trigger']);
        if (trigger !== undefined) {
            const dest = c.outcomes.triggerDest(trigger, item);
            if (dest === undefined) {
                c.report('AIOX_ON_FAILURE_INVALID', 'error', `on_failure.trigger '${trigger}' is not a trigger of the workflow's state_machine.transitions`, 'Name a trigger the state machine defines, or write on_failure: <step id>.', [...path, 'trigger']);
                return { target: 'BLOCKED', retries, processTarget: undefined };
            }
            const t = terminalWord(dest);
            const target = t === 'PAUSED' ? 'BLOCKED' : (t ?? c.targetOf(dest, [...path, 'trigger']));
            return { target, retries: v['max_retries'] !== undefined ? retries : 0, processTarget: target };
        }
        const named = str(v['next']) ?? str(v['target']);
        const fallback = named !== undefined ? c.targetOf(named, [...path, v['next'] !== undefined ? 'next' : 'target']) : undefined;
        // on_exhausted (qa-loop): escalate / halt after the retries, or a step.
        const exhausted = v['on_exhausted'];
        const exhaustedWord = typeof exhausted === 'string' ? exhausted : isRecord(exhausted) ? str(exhausted['action']) : undefined;
        const afterRetries = exhaustedWord === undefined ? fallback : terminalWord(exhaustedWord) === 'BLOCKED' ? 'BLOCKED' : c.targetOf(exhaustedWord, [...path, 'on_exhausted']);
        if (action === 'retry')
            return { target: afterRetries ?? 'BLOCKED', retries, processTarget: afterRetries };
        if (action === 'continue' || action === 'skip')
            return { target: fallback ?? c.next, retries, processTarget: fallback ?? c.next };
        if (action !== undefined && terminalWord(action) === 'BLOCKED')
            return { target: 'BLOCKED', retries: 0, processTarget: undefined };
        if (action === undefined && fallback !== undefined)
            return { target: fallback, retries, processTarget: fallback };
        c.report('AIOX_ON_FAILURE_INVALID', 'error', `on_failure.action must be retry, continue, halt or escalate, got ${JSON.stringify(v['action'] ?? null)}`, 'Write on_failure: {action: retry, max_retries: 2}, a step id, or an error handler.', action !== undefined ? [...path, 'action'] : path);
        return { target: 'BLOCKED', retries, processTarget: undefined };
    }
    c.report('AIOX_ON_FAILURE_INVALID', 'error', 'on_failure must be a step id, an error handler, or {action: retry|continue|halt, max_retries}', 'Write on_failure: <step id>, or on_failure: {action: retry, max_retries: 2}.', path);
    return { target: 'BLOCKED', retries: c.globalRetries, processTarget: undefined };
}
/**
 * timeout: "30m", "2h", "90s", "500ms", or a number of minutes; `{config.x}` resolves from the
 * config. A bare number above 10080 (a week in minutes) can only be milliseconds, which is how
 * aiox configs write them (qa-loop: reviewTimeout: 1800000 # 30 minutes).
 */
function timeoutMinutes(item, config, report) {
    const written = item.raw['timeout'];
    if (written === undefined)
        return undefined;
    const v = resolveConfigField(written, config);
    let minutes;
    if (typeof v === 'number' && v > 0)
        minutes = v > 10080 ? v / 60000 : v;
    else if (typeof v === 'string') {
        const m = /^(\d+(?:\.\d+)?)\s*(ms|s|sec|m|min|h)?$/.exec(v.trim());
        if (m) {
            const n = Number(m[1]);
            const unit = m[2] ?? (n > 10080 ? 'ms' : 'm');
            minutes = unit === 'ms' ? n / 60000 : unit === 's' || unit === 'sec' ? n / 60 : unit === 'h' ? n * 60 : n;
        }
    }
    // No aiox runner reads a step's timeout (workflow-executor.js uses its own constants), so a
    // value that is no duration (`timeout: "varies_per_wave"`) refuses nothing there: a warning,
    // and the step runs with the default limit (360 minutes: the translation sets no execution.timeout_minutes).
    if (minutes === undefined || minutes <= 0 || minutes > 10080) {
        report('AIOX_TIMEOUT_INVALID', 'warning', `timeout ${JSON.stringify(written)} is not a duration from 1s to 7 days; the step runs with the default limit (360 minutes), as no aiox runner reads a step's timeout`, 'Write e.g. timeout: 30m, 2h, 90s, or a number of minutes, or leave timeout out.', [...item.path, 'timeout']);
        return undefined;
    }
    return Math.round(minutes * 1000) / 1000;
}

;// CONCATENATED MODULE: ./src/core/formats/aiox/inputs.ts

/** aiox inputs: a map name -> {required, default} | default value, or a list of names / {name, required, default}. */
function readInputs(root, base, report) {
    const out = { required: [], optional: [], defaults: {} };
    const raw = root['inputs'];
    if (raw === undefined)
        return out;
    const add = (name, spec, path) => {
        if (name === undefined || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
            report('AIOX_INPUT_INVALID', 'error', `input name ${JSON.stringify(name ?? null)} is not an identifier (letters, digits, _)`, 'Rename the input, e.g. project_name.', path);
            return;
        }
        if (isRecord(spec)) {
            const d = spec['default'];
            if (d !== undefined && (d === null || ['string', 'number', 'boolean'].includes(typeof d)))
                out.defaults[name] = d;
            else if (spec['required'] === true)
                out.required.push(name);
            else
                out.optional.push(name);
            return;
        }
        if (spec === undefined)
            out.required.push(name);
        else if (spec === null || ['string', 'number', 'boolean'].includes(typeof spec))
            out.defaults[name] = spec;
    };
    if (Array.isArray(raw)) {
        raw.forEach((entry, k) => {
            if (typeof entry === 'string')
                add(entry, undefined, [...base, 'inputs', k]);
            else if (isRecord(entry))
                add(str(entry['name']), entry, [...base, 'inputs', k]);
            else
                add(undefined, undefined, [...base, 'inputs', k]);
        });
    }
    else if (isRecord(raw)) {
        for (const [name, spec] of Object.entries(raw))
            add(name, spec ?? {}, [...base, 'inputs', name]);
    }
    else {
        report('AIOX_INPUT_INVALID', 'error', 'inputs must be a mapping (name -> {required, default}) or a list of names', 'Write inputs: {project_name: {required: true}}.', [...base, 'inputs']);
    }
    return out;
}
function resourceData(root) {
    const resources = isRecord(root['resources']) ? root['resources'] : {};
    const data = resources['data'];
    if (!Array.isArray(data))
        return [];
    return data.map((d) => (typeof d === 'string' ? d : isRecord(d) ? (str(d['path']) ?? str(d['file'])) : undefined)).filter((d) => d !== undefined);
}

;// CONCATENATED MODULE: ./src/core/formats/aiox/step-inputs.ts
// An aiox step's own `inputs:` map (qa-loop, spec-pipeline, auto-worktree):
//   inputs: {storyId: "{storyId}", source: "{source|user}", prdPath: "{prdPath|null}",
//            gateFile: "{outputs.review.gate-file}", iteration: "{currentIteration}", n: 2}
// becomes the native step's stage inputs (listed under Inputs in its prompt, STAGEGATE_INPUT_<NAME>
// for a run-map command), and the names its placeholders use become workflow inputs:
//   {name}           required: the source's runners refuse to start without the story
//                    (qa-loop-orchestrator.js main(): "Error: Story ID required", exit 1;
//                    epic-3-executor.js execute(): "storyId is required" for spec-pipeline);
//   {name|default}   optional with that default (epic-3-executor.js passes `source` unchecked);
//   {name|null}      optional with no value (its JSDoc: "[context.prdPath] - Path to PRD if source
//                    is 'prd'"): an absent optional input, "(not given)" in the prompt;
//   {inputs.name}    the workflow input `name` (a squad template's {{inputs.param1}});
//   {outputs.<step>.<key>} / {<output name>}  what an earlier step reported: its step_output key
//                    as a gate reference {{steps.<id>.gate_or_empty.<key>}} \u2014 only for an earlier
//                    step that always runs before this one (no condition, not optional, not in a
//                    parallel group); otherwise text that says stagegate cannot bind it;
//   {config.<path>}  the file's config value;
//   {currentIteration} the loop counter: qa-loop-orchestrator.js keeps it in its status file,
//                    starting at 0 (:329) and counting up once at the start of each pass
//                    (runIteration() :482 -> incrementIteration() :348), before the review it
//                    hands it to (executeReview() :555-557, the agent call it sketches:
//                    `iteration: this.status.currentIteration`);
//                    pass N visits each step of the loop once, so the value is the step's own
//                    visit count {{steps.<id>.visits}}, resolved when the visit starts (as a
//                    condition_check reads visits.<check step>, decisions.ts);
//   any other expression ({history[-1].issuesFound|0}: the orchestrator's per-pass history
//                    entries, addHistoryEntry() :358, pushed at the start of each pass): text
//                    saying stagegate does not keep it \u2014 the nearest thing it keeps, the step's
//                    own gate from its previous visit, does not exist on the first visit, and a
//                    reference unresolved there would stop the run.
// Both {name} and {{name}} spellings are read.




/** What the placeholders of every step's inputs map ask of the workflow's inputs. */
class StepInputNames {
    required = new Set();
    optional = new Set();
    defaults = new Map();
    add(name, fallback) {
        if (fallback === undefined)
            this.required.add(name);
        else if (fallback === 'null' || fallback === '')
            this.optional.add(name);
        else if (!this.defaults.has(name))
            this.defaults.set(name, fallback);
    }
    /** A default anywhere wins; else a use without one makes the input required; else optional. */
    kind(name) {
        const d = this.defaults.get(name);
        if (d !== undefined)
            return { default: d };
        return this.required.has(name) ? { required: true } : { optional: true };
    }
    names() {
        return [...new Set([...this.required, ...this.optional, ...this.defaults.keys()])];
    }
}
const TOKEN = /\{\{\s*([^{}]+?)\s*\}\}|\{\s*([^{}]+?)\s*\}/g;
const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
// The loop's iteration counter (qa-loop's status_schema currentIteration), as conditions.ts reads it:
// the step's own visit count (see the file comment).
const LOOP_COUNTER = /^(?:currentIteration|current_iteration|iteration)$/;
/** The native stage inputs of one aiox step's `inputs:` map (undefined when it has none). */
function stepInputs(raw, stepLabel, scope, names) {
    const map = raw['inputs'];
    if (!isRecord(map))
        return undefined;
    const out = {};
    for (const [key, value] of Object.entries(map)) {
        const name = inputName(key);
        if (typeof value === 'number' || typeof value === 'boolean')
            out[name] = value;
        else if (typeof value === 'string')
            out[name] = translateValue(value, key, stepLabel, scope, names);
        else if (value === null)
            out[name] = '';
        else
            out[name] = translateValue(JSON.stringify(value), key, stepLabel, scope, names);
    }
    return Object.keys(out).length > 0 ? out : undefined;
}
/**
 * The workflow inputs a step's inputs map names ({storyId}, {source|user}, {inputs.x}), and
 * which of its keys are bound to exactly one of them (overrideComplexity: "{complexity|null}"):
 * a condition on that step reads such a key as the input it carries.
 */
function inputBindings(raw) {
    const names = [];
    const keys = new Map();
    const map = raw['inputs'];
    if (!isRecord(map))
        return { names, keys };
    for (const [key, value] of Object.entries(map)) {
        if (typeof value !== 'string')
            continue;
        const found = [...value.matchAll(TOKEN)].map((m) => {
            const expr = (m[1] ?? m[2]);
            const bar = expr.indexOf('|');
            const name = (bar < 0 ? expr : expr.slice(0, bar)).trim();
            const input = /^inputs\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(name)?.[1] ?? (IDENT.test(name) && !LOOP_COUNTER.test(name) ? name : undefined);
            return { input, whole: m[0] === value.trim() };
        });
        for (const f of found)
            if (f.input !== undefined)
                names.push(f.input);
        const only = found.length === 1 ? found[0] : undefined;
        if (only?.input !== undefined && only.whole)
            keys.set(key, only.input);
    }
    return { names, keys };
}
function translateValue(text, key, stepLabel, scope, names) {
    let out = '';
    let last = 0;
    for (const m of text.matchAll(TOKEN)) {
        const translated = token((m[1] ?? m[2]), key, stepLabel, scope, names);
        const before = neutral(text.slice(last, m.index));
        // A backslash right before a {var} (`C:\\work\\{dir}`) stays before its value.
        out += (translated.startsWith('{{') ? (0,placeholders/* beforePlaceholder */.H4)(before) : before) + translated;
        last = m.index + m[0].length;
    }
    return out + neutral(text.slice(last));
}
function token(expr, key, stepLabel, scope, names) {
    const bar = expr.indexOf('|');
    const name = (bar < 0 ? expr : expr.slice(0, bar)).trim();
    const fallback = bar < 0 ? undefined : expr.slice(bar + 1).trim();
    const reference = (nid, outKey) => {
        scope.need(nid, outKey, `read by step ${stepLabel}'s input ${key}`);
        return `{{steps.${nid}.gate_or_empty.${outKey}}}`;
    };
    const out = /^outputs\.([^.\s]+)\.([^\s]+)$/.exec(name);
    if (out) {
        const [, step, outKey] = out;
        const before = scope.stepBefore(step);
        if ('nid' in before && KEY.test(outKey))
            return reference(before.nid, outKey);
        const why = 'why' in before ? before.why : `'${outKey}' cannot be a step_output key`;
        return `(the ${neutral(outKey)} output of aiox step ${neutral(step)}: stagegate cannot bind it here, ${neutral(why)}; read it from that step's step_output if it ran)`;
    }
    const config = /^config\.(.+)$/.exec(name);
    if (config) {
        const v = configValue(scope.config, config[1].split('.'));
        if (v.found && ['string', 'number', 'boolean'].includes(typeof v.value))
            return neutral(String(v.value));
        return `(config.${neutral(config[1])}: not in the file's config)`;
    }
    const input = /^inputs\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(name)?.[1] ?? (IDENT.test(name) ? name : undefined);
    if (input !== undefined && !name.startsWith('inputs.')) {
        if (LOOP_COUNTER.test(input) && !scope.declared.has(input))
            return `{{steps.${scope.self}.visits}}`;
        const reporter = scope.declared.has(input) ? undefined : scope.reporterBefore(input);
        if (reporter !== undefined)
            return reference(reporter, input);
    }
    if (input !== undefined) {
        if (!scope.declared.has(input))
            names.add(input, fallback);
        return `{{${input}}}`;
    }
    return `(aiox runner value ${neutral(name)}${fallback !== undefined ? `, default ${neutral(fallback)}` : ''}: stagegate does not keep it)`;
}

;// CONCATENATED MODULE: ./src/core/formats/aiox/placeholders.ts
// `{name}` in the text of an aiox step's prompt (its `action`, `notes`, `description`) that nothing
// fills. aiox's engine puts that text into the subagent prompt as written ({{ACTION}},
// {{STEP_NOTES}}: subagent-step-prompt.md), beside the workflow's inputs it collected and the
// earlier steps' outputs; stagegate's prompt carries the text as written too. So `{topic}` reads
// as a value only when the workflow has an input of that name, or it is one of the forms aiox's
// runners fill (step-inputs.ts): `{inputs.name}`, `{outputs.<step>.<key>}`, `{config.<path>}`,
// the loop counter `{currentIteration}`, a name a step reports under `outputs`, a key of the
// step's own `inputs:` map (its value is listed under Inputs in that step's prompt). Anything else
// reaches the agent as the literal `{topic}`: AIOX_PLACEHOLDER_UNKNOWN, a warning (aiox's own
// validator does not look at the text).
// Only plain names are read as placeholders (`{topic}`, `{source-slug}`, `{inputs.topic}`): not
// `{{x}}`, `${x}`, expressions (`{a|b}`, `{history[-1].n}`), or prose and code in braces.



/** The step fields whose text goes into the step's prompt as written. */
const TEXT_FIELDS = ['action', 'notes', 'description'];
// A single-braced plain name, not inside {{ }} and not ${...}.
const PLACEHOLDER = /(?<![{$])\{\s*((?:inputs\.)?[A-Za-z_][A-Za-z0-9_-]*|(?:outputs|config)\.[^{}\s]+)\s*\}(?!\})/g;
const placeholders_LOOP_COUNTER = /^(?:currentIteration|current_iteration|iteration)$/;
/**
 * Report each `{name}` in the prompt text of `items`' action steps that is neither one of the
 * workflow's `inputs` (its native names, after the importer added the ones steps' inputs maps and
 * conditions name) nor a form aiox fills.
 */
function checkTextPlaceholders(items, inputs, report) {
    const reported = new Set(items.flatMap((it) => (it.kind === 'action' ? outputNames(it.raw['outputs']) : [])));
    const known = (name) => {
        if (name.startsWith('outputs.') || name.startsWith('config.'))
            return true;
        const bare = name.startsWith('inputs.') ? name.slice('inputs.'.length) : name;
        if (inputs.has(bare) || inputs.has(inputName(bare)))
            return true;
        return !name.startsWith('inputs.') && (placeholders_LOOP_COUNTER.test(bare) || reported.has(bare));
    };
    for (const item of items) {
        if (item.kind !== 'action')
            continue;
        // The step's own inputs map: each key is a stage input of the step, its value in the prompt (step-inputs.ts).
        const own = isRecord(item.raw['inputs']) ? new Set(Object.keys(item.raw['inputs']).flatMap((k) => [k, inputName(k)])) : new Set();
        for (const field of TEXT_FIELDS) {
            const text = item.raw[field];
            if (typeof text !== 'string')
                continue;
            const seen = new Set();
            for (const m of text.matchAll(PLACEHOLDER)) {
                const name = m[1];
                if (known(name) || own.has(name) || own.has(inputName(name)) || seen.has(name))
                    continue;
                seen.add(name);
                const bare = name.startsWith('inputs.') ? name.slice('inputs.'.length) : name;
                const near = inputs.size > 0 ? (0,did_you_mean/* closest */.kp)(inputName(bare), inputs) : undefined;
                report('AIOX_PLACEHOLDER_UNKNOWN', 'warning', `step '${item.id ?? `#${item.index + 1}`}' ${field} uses {${name}}, which is no input of this workflow nor a value aiox fills in: the agent reads '{${name}}' as written${near !== undefined ? `. Did you mean input '${near}'?` : ''}`, `Declare ${inputName(bare)} under the workflow's inputs (stagegate run \u2026 ${inputName(bare)}=<value>), name an existing input, or write the text without braces.`, [...item.path, field]);
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/core/formats/aiox/files-check.ts

const PATH = /^[A-Za-z0-9_.][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_.][A-Za-z0-9_.-]*)+$/;
const files_check_IF_EXISTS = /\s*\(if exists\)\s*$/i;
/** The entries of `requires` / `creates` that are workspace paths to check. */
function checkedPaths(value, isStep) {
    const out = [];
    for (const written of list(value)) {
        if (files_check_IF_EXISTS.test(written))
            continue;
        if (!PATH.test(written) || written.split('/').includes('..') || isStep(written) || out.includes(written))
            continue;
        out.push(written);
    }
    return out;
}
const files_check_all = (paths) => paths.map((p) => `files['${p}']`).join(' && ');
function requiresDecision(label, paths, run, skipTo) {
    return {
        description: `aiox requires of step '${label}': it runs when every required file exists, else it is skipped as workflow-orchestrator.js skips a phase with missing dependencies`,
        decide: [{ if: files_check_all(paths), to: run }, { else: skipTo }],
    };
}
function createsDecision(label, paths, next) {
    return {
        description: `aiox creates of ${label}: records whether each file it creates exists; a missing one is a warning, as in workflow-orchestrator.js validatePhaseOutput, and the run goes on`,
        decide: [{ if: files_check_all(paths), to: next }, { else: next }],
    };
}

;// CONCATENATED MODULE: ./src/core/formats/aiox/groups.ts
// parallel_group: consecutive aiox action steps of one group become one native parallel step.



/** Consecutive action steps with the same parallel_group run as one parallel step. */
function findGroups(items, report) {
    const out = new Map();
    let i = 0;
    while (i < items.length) {
        const name = items[i].kind === 'action' ? str(items[i].raw['parallel_group']) : undefined;
        if (name === undefined) {
            i++;
            continue;
        }
        const members = [];
        while (i < items.length && items[i].kind === 'action' && str(items[i].raw['parallel_group']) === name)
            members.push(i++);
        if (members.length < 2)
            continue;
        // An asked agent ({specialist}) stops the run at its step for the answer, as elicit does: no branch can.
        const blocker = members.find((m) => ['condition', 'skip_if', 'on_verdict', 'optional', 'elicit'].some((k) => items[m].raw[k] !== undefined && items[m].raw[k] !== false) || items[m].raw['gate'] === true || typeof items[m].raw['on_failure'] === 'string' || parseAgent(items[m].raw['agent']).kind === 'asked');
        if (blocker !== undefined) {
            report('AIOX_PARALLEL_GROUP_SEQUENTIAL', 'warning', `parallel_group '${name}' runs its steps one after another: step '${items[blocker].id ?? `#${blocker + 1}`}' has a condition, gate, optional, elicit, an agent asked for ({name}) or on_failure step, which a parallel branch cannot route`, 'Move that step out of the group, or accept sequential execution.', [...items[blocker].path, 'parallel_group']);
            continue;
        }
        const group = { name: sanitiseId(name), nid: '', members };
        for (const m of members)
            out.set(m, group);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/core/formats/aiox/outcomes.ts


const DEFAULT_HANDLER_ATTEMPTS = 3;
class Outcomes {
    handlers = new Map();
    transitions = [];
    constructor(root, base) {
        const map = root['error_handlers'];
        if (isRecord(map))
            for (const [name, spec] of Object.entries(map))
                this.handlers.set(name, { name, maxAttempts: attemptsOf(spec), path: [...base, 'error_handlers', name] });
        const listed = root['error_handling'];
        if (Array.isArray(listed)) {
            listed.forEach((h, k) => {
                const id = isRecord(h) ? str(h['id']) : undefined;
                if (id !== undefined)
                    this.handlers.set(id, { name: id, maxAttempts: attemptsOf(h), path: [...base, 'error_handling', k] });
            });
        }
        const sm = isRecord(root['state_machine']) ? root['state_machine'] : {};
        const transitions = Array.isArray(sm['transitions']) ? sm['transitions'] : [];
        for (const t of transitions) {
            if (!isRecord(t))
                continue;
            const trigger = str(t['trigger']);
            const dest = str(t['dest']);
            if (trigger !== undefined && dest !== undefined)
                this.transitions.push({ trigger, source: str(t['source']), dest });
        }
    }
    /** The state a trigger leads to from the item's phase (the first transition of that trigger otherwise). */
    triggerDest(trigger, item) {
        const from = str(item.raw['phase']) ?? item.id;
        const own = this.transitions.find((t) => t.trigger === trigger && t.source === from);
        return (own ?? this.transitions.find((t) => t.trigger === trigger))?.dest;
    }
}
function attemptsOf(spec) {
    if (!isRecord(spec))
        return DEFAULT_HANDLER_ATTEMPTS;
    const actions = Array.isArray(spec['actions']) ? spec['actions'] : [];
    for (const a of [spec, ...actions]) {
        if (isRecord(a) && typeof a['max_attempts'] === 'number' && Number.isInteger(a['max_attempts']) && a['max_attempts'] >= 0)
            return Math.min(a['max_attempts'], 20);
    }
    return DEFAULT_HANDLER_ATTEMPTS;
}
/**
 * Where a completed step goes: next / on_success / trigger_on_complete, else the next item. A name
 * that is an item's (`isItem`: its id or step, or a phase by its name, as every target resolves,
 * translate.ts targetOf) names that item even when it is also an end word: squad-creator-pro's
 * wf-create-squad.yaml has a step `failed` (its failure report), which its fix-cycle's `next: failed`
 * reaches, as aiox's walk in sequence order does \u2014 not BLOCKED; a state-machine dest `failed` that
 * is an item's phase is that state. Which item (an id before a phase name) is the caller's lookup.
 */
function completedDestination(item, outcomes, isItem = () => false) {
    const { raw, path } = item;
    const ok = raw['on_success'];
    const named = (value, at) => {
        if (isItem(value))
            return { step: value, path: at };
        const t = terminalWord(value);
        return t !== undefined ? { terminal: t } : { step: value, path: at };
    };
    const viaTrigger = (trigger, at) => {
        const dest = outcomes.triggerDest(trigger, item);
        return dest === undefined ? { next: true } : named(dest, at);
    };
    if (typeof ok === 'string' && ok.trim() !== '')
        return named(ok.trim(), [...path, 'on_success']);
    if (isRecord(ok)) {
        if (ok['complete'] === true)
            return { terminal: 'DONE' };
        if (str(ok['next']) !== undefined)
            return named(str(ok['next']), [...path, 'on_success', 'next']);
        if (str(ok['trigger']) !== undefined)
            return viaTrigger(str(ok['trigger']), [...path, 'on_success', 'trigger']);
    }
    if (str(raw['next']) !== undefined) {
        const dest = named(str(raw['next']), [...path, 'next']);
        return 'step' in dest ? { ...dest, loose: true } : dest;
    }
    if (str(raw['trigger_on_complete']) !== undefined)
        return viaTrigger(str(raw['trigger_on_complete']), [...path, 'trigger_on_complete']);
    return { next: true };
}

;// CONCATENATED MODULE: ./src/core/formats/aiox/ask-agent.ts


const AGENT_CHOSEN = 'AGENT_CHOSEN';
const NO_AGENT = 'NO_AGENT';
const AGENT_QUESTION = 'AGENT_QUESTION';
/** The words that answer "no agent": the step is skipped. */
const NO_AGENT_ANSWERS = (/* unused pure expression or super */ null && (['none', 'skip', 'no', 'false']));
const SCRIPT = `# aiox: which agent runs this step? The answer (run --answer), else the input given up front.
a=\${STAGEGATE_ANSWER-\${STAGEGATE_INPUT_AIOX_GIVEN-}}
a=\${a#"\${a%%[![:space:]]*}"}
a=\${a%"\${a##*[![:space:]]}"}
step=$STAGEGATE_INPUT_AIOX_STEP
what="\${STAGEGATE_INPUT_AIOX_ACTION:+$STAGEGATE_INPUT_AIOX_ACTION; }the workflow names it $STAGEGATE_INPUT_AIOX_PLACEHOLDER"
pre=\${STAGEGATE_INPUT_AIOX_PREFIX-}
suf=\${STAGEGATE_INPUT_AIOX_SUFFIX-}
ok='^[A-Za-z0-9][A-Za-z0-9._-]*$'
# seq: the visits of every question for this input so far, this one's included: the latest answer has the highest.
seq=0
for v in \${STAGEGATE_INPUT_AIOX_SEQ-}; do
  case $v in ''|*[!0-9]*) ;; *) seq=$((seq + v)) ;; esac
done
ws=$(cd -P -- "$STAGEGATE_WORKSPACE" && pwd -P)
# Whether a persona file resolves (links followed) inside the workspace, not in a .git folder: its
# folder by cd -P (POSIX, as ws above; no realpath, which not every runner has), a link by readlink.
inside() {
  local f=$1 d n t r i=0
  while :; do
    d=$(cd -P -- "$(dirname -- "$f")" 2>/dev/null && pwd -P) || return 1
    n=\${f##*/}
    [ -L "$d/$n" ] || break
    i=$((i + 1))
    [ "$i" -le 40 ] || return 1
    t=$(readlink -- "$d/$n") || return 1
    case $t in /*) f=$t ;; *) f=$d/$t ;; esac
  done
  r=$d/$n
  case $r in "$ws"/*) ;; *) return 1 ;; esac
  r=$(printf '%s' "/\${r#"$ws"/}/" | tr '[:upper:]' '[:lower:]')
  case $r in */.git/*) return 1 ;; esac
}
why=
if [ -n "$a" ]; then
  case $a in
    [Nn][Oo][Nn][Ee]|[Ss][Kk][Ii][Pp]|[Nn][Oo]|[Ff][Aa][Ll][Ss][Ee])
      printf 'aiox step %s: no agent (answer: %s), the step is skipped\\n' "$step" "$a" >"$STAGEGATE_OUTPUT"
      exec "$STAGEGATE_BIN" gate NO_AGENT --set answer=none --set "seq=$seq" --set "reason=step $step skipped: the answer to which agent runs it ($STAGEGATE_INPUT_AIOX_PLACEHOLDER) was '$a'" ;;
  esac
  if [[ $a =~ $ok && $a != *..* ]]; then
    id=$pre$a$suf
    files=
    for dir in $STAGEGATE_INPUT_AIOX_AGENTS; do
      if [ -f "$dir/$id.md" ] && ! inside "$dir/$id.md"; then
        why="@$id's persona file $dir/$id.md leads out of the workspace or into its .git folder (a symbolic link): it is not read. "
        break
      fi
      if [ -f "$dir/$id.md" ]; then
        printf 'aiox step %s: agent @%s, persona file %s\\n' "$step" "$id" "$dir/$id.md" >"$STAGEGATE_OUTPUT"
        exec "$STAGEGATE_BIN" gate AGENT_CHOSEN --set "agent=@$id" --set "persona=$dir/$id.md" --set "answer=$a" --set "seq=$seq"
      fi
      files="\${files:+$files, }$dir/$id.md"
    done
    [ -n "$why" ] || why="@$id has no persona file ($files). "
  else
    why='That answer is no agent id (letters, digits, dots, dashes and underscores: no path, no line break). '
  fi
fi
known=
for dir in $STAGEGATE_INPUT_AIOX_AGENTS; do
  for f in "$dir/$pre"*"$suf.md"; do
    n=\${f##*/}
    n=\${n%.md}
    n=\${n#"$pre"}
    n=\${n%"$suf"}
    if [ -f "$f" ] && [[ $n =~ $ok && $n != *..* ]] && inside "$f"; then
      case " $known " in *" $n "*) ;; *) known="$known $n" ;; esac
    fi
  done
done
if [ -n "$known" ]; then
  known=\${known# }
  q="\${why}Which agent runs aiox step $step ($what)? Answer what fills $STAGEGATE_INPUT_AIOX_PLACEHOLDER, one of: \${known// /, }; or none to skip the step."
else
  q="\${why}Which agent runs aiox step $step ($what)? No persona file for it is in $STAGEGATE_INPUT_AIOX_AGENTS: add one and answer what fills $STAGEGATE_INPUT_AIOX_PLACEHOLDER, or answer none to skip the step."
fi
printf 'aiox step %s: asked which agent runs it\\n' "$step" >"$STAGEGATE_OUTPUT"
exec "$STAGEGATE_BIN" gate AGENT_QUESTION --set "question=$q"
`;
/** The folders a persona file may be in, the squad's first (agents.ts agentFiles); `core` is the install's core folder (coreOf). */
function agentFolders(squad, core = aiox_core_folder/* DEFAULT_CORE */.uw) {
    const coreAgents = `${(0,aiox_core_folder/* coreHome */.$D)(core)}/agents`;
    return squad === undefined ? [coreAgents] : [`squads/${squad}/agents`, coreAgents];
}
/** A question is one line: the action's first line, at most 80 characters. */
function ask_agent_oneLine(text) {
    const first = text.trim().split(/\r?\n/)[0].trim();
    return first.length > 80 ? `${first.slice(0, 77)}...` : first;
}
function askAgentStep(askId, p) {
    return {
        description: `asks which agent runs aiox step '${p.stepId}' (agent: ${p.placeholder}): an agent id with a persona file runs it, none skips it`,
        run: SCRIPT,
        inputs: {
            aiox_step: neutral(p.stepId),
            ...(p.action !== undefined ? { aiox_action: neutral(ask_agent_oneLine(p.action)) } : {}),
            aiox_placeholder: neutral(p.placeholder),
            aiox_given: `{{${p.input}}}`,
            aiox_prefix: p.prefix,
            aiox_suffix: p.suffix,
            aiox_agents: agentFolders(p.squad, p.core).join(' '),
            aiox_seq: p.questions.map((q) => `{{steps.${q}.visits}}`).join(' '),
        },
        output: `.stagegate/aiox/${p.workflowName}/{{run_id}}/${askId}.md`,
        statuses: { [AGENT_CHOSEN]: p.chosen, [NO_AGENT]: p.none, [AGENT_QUESTION]: 'ASK' },
    };
}

;// CONCATENATED MODULE: ./src/core/formats/aiox/translate.ts


















function translateAiox(data, file, options) {
    const diagnostics = [];
    const sourcePaths = new Map();
    const report = (code, severity, message, hint, path) => diagnostics.push({ code, severity, message, hint, path });
    const map = (native, source) => sourcePaths.set((0,types/* pathKey */.P)(native), source);
    const doc = readDoc(data);
    if (!doc) {
        report('AIOX_SEQUENCE_EMPTY', 'error', `${file} is not an aiox workflow: no workflow: mapping with a sequence`, 'Write workflow: {id, name, sequence: [...]}.', []);
        return { format: 'aiox', data: { version: '4.0', name: 'aiox-workflow', state_path: '.stagegate/aiox/aiox-workflow/{{run_id}}/workflow_state.yaml', steps: {} }, sourcePaths, diagnostics };
    }
    const { root, base, items } = doc;
    const squad = squadOf(file);
    // The install's core folder its personas and tasks are in (.aiox-core, or .aios-core before the
    // rebrand; a BMAD v4 expansion pack's own .<packId>).
    const core = coreOf(file, options.aioxCore, options.bmadPack);
    checkDocument(doc, report, core);
    // Several installs: each ships its own runner, which reads personas under its own folder; the
    // workspace does not say which one runs this (a core workflow is its own core's).
    if (options.aioxCores !== undefined && options.aioxCores.length > 1 && !isCoreWorkflow(file) && core !== options.bmadPack) {
        report('AIOX_CORE_AMBIGUOUS', 'warning', `the workspace holds ${options.aioxCores.length} aiox installs (${options.aioxCores.join(', ')}), each with its own runner and personas: this workflow's personas and tasks are read from ${core} (.aiox-core first, then .aios-core, then by name)`, `Remove the installs this project does not use, or move the workflow into the one it belongs to (<core>/development/workflows/; BMAD v4: .bmad-core/workflows/).`, base);
    }
    const config = isRecord(root['config']) ? root['config'] : {};
    const outcomes = new Outcomes(root, base);
    const wfId = str(root['id']);
    const wfName = str(root['name']);
    const name = sanitiseName(wfId ?? wfName ?? 'aiox-workflow');
    map(['name'], [...base, root['id'] !== undefined ? 'id' : 'name']);
    map(['version'], base);
    map(['state_path'], base);
    // global_error_handling.max_retries_per_phase: retries of a failed step (default 2).
    const geh = isRecord(root['global_error_handling']) ? root['global_error_handling'] : {};
    const mrRaw = geh['max_retries_per_phase'];
    let globalRetries = DEFAULT_MAX_RETRIES;
    const retriesPath = [...base, 'global_error_handling', 'max_retries_per_phase'];
    if (mrRaw !== undefined) {
        if (typeof mrRaw === 'number' && Number.isInteger(mrRaw) && mrRaw >= 0 && mrRaw <= 20)
            globalRetries = mrRaw;
        else
            report('AIOX_ON_FAILURE_INVALID', 'error', `max_retries_per_phase must be a whole number from 0 to 20, got ${JSON.stringify(mrRaw)}`, 'Write e.g. max_retries_per_phase: 2.', retriesPath);
    }
    // --- Ids: every item that becomes a step gets a native id; parallel groups get one id each.
    const ids = new IdAllocator();
    const nidOf = new Map();
    const guardOf = new Map();
    /** The `<id>_requires` decision of a step whose requires name workspace paths (files-check.ts). */
    const requiresOf = new Map();
    const requiredPaths = new Map();
    const createsOf = new Map();
    /** The `<id>_agent` stage of a step whose agent is asked for ({specialist}: ask-agent.ts). */
    const askOf = new Map();
    /** Steps whose condition names their own agent's input: the agent's answer decides it (ownAgentCondition). */
    const conditionByAgent = new Set();
    const byOrig = new Map();
    const byPhase = new Map();
    const groupOf = new Map();
    const groups = findGroups(items, report);
    for (const item of items) {
        if (item.id !== undefined) {
            if (byOrig.has(item.id))
                report('AIOX_DUPLICATE_ID', 'error', `step id '${item.id}' is used twice (first at sequence item ${byOrig.get(item.id) + 1})`, 'Give every step its own id.', [...item.path, item.raw['id'] !== undefined ? 'id' : 'step']);
            else
                byOrig.set(item.id, item.index);
        }
        for (const alias of Array.isArray(item.raw[ALIASES]) ? item.raw[ALIASES] : [])
            if (!byOrig.has(alias))
                byOrig.set(alias, item.index);
        // An item with both an `id` and a `step` (`step: score-sticky` beside `id: PHASE-1`: a squad's
        // wf-validate-anything) answers to both: its neighbours' next: and requires: name the step.
        // No aiox code reads next:, the orchestrating agent reads the file, where both name the item.
        const stepName = stepAlias(item, items);
        if (stepName !== undefined && !byOrig.has(stepName))
            byOrig.set(stepName, item.index);
        // A state-machine dest names an item by its phase (squad-creator's workflows).
        const phase = item.kind === 'action' || item.kind === 'system' ? str(item.raw['phase']) : undefined;
        if (phase !== undefined && !/^\d+[a-z]?$/.test(phase) && !byPhase.has(phase))
            byPhase.set(phase, item.index);
        // A phase of a phases: list is named by its name too (squads' `next: analise-tecnica` where the
        // phases have no id): no aiox code reads `next:`, the orchestrating agent reads the file, and
        // there the name is the phase's only name. Ids are looked up first, so a name never shadows one.
        const phaseName = doc.phasesAsSequence !== undefined && item.kind === 'action' ? str(item.raw['name']) : undefined;
        if (phaseName !== undefined && !byPhase.has(phaseName))
            byPhase.set(phaseName, item.index);
        const group = groups.get(item.index);
        if (group !== undefined) {
            if (group.nid === '')
                group.nid = ids.take(group.name);
            groupOf.set(item.index, group);
        }
        if (item.kind === 'action' || item.kind === 'routing' || item.kind === 'repeat' || item.kind === 'system') {
            // No id: a named phase (squad-creator's phase: verify) names the step, else agent or action + position.
            const fallback = phase !== undefined && !/^\d+[a-z]?$/.test(phase) ? phase : item.kind === 'action' ? `${str(item.raw['agent'])?.replace(/^@/, '') ?? str(item.raw['action']) ?? 'step'}_${item.index + 1}` : `${item.kind}_${item.index + 1}`;
            const nid = ids.take(item.id ?? fallback);
            nidOf.set(item.index, nid);
            const agent = item.kind === 'action' ? parseAgent(item.raw['agent']) : undefined;
            if (item.kind === 'action' && group === undefined && ownAgentCondition(item.raw['condition'], agent))
                conditionByAgent.add(item.index);
            const condition = item.raw['condition'] !== undefined && !conditionByAgent.has(item.index);
            if (item.kind === 'action' && group === undefined && (condition || item.raw['skip_if'] !== undefined))
                guardOf.set(item.index, ids.take(`${nid}_when`));
            if (item.kind === 'action' && group === undefined) {
                const paths = checkedPaths(item.raw['requires'], (n) => byOrig.has(n) || items.some((o) => o.id === n));
                if (paths.length > 0) {
                    requiredPaths.set(item.index, paths);
                    requiresOf.set(item.index, ids.take(`${nid}_requires`));
                }
                if (agent?.kind === 'asked')
                    askOf.set(item.index, ids.take(`${nid}_agent`));
            }
        }
    }
    const lastOf = (i) => {
        const g = groupOf.get(i);
        return g ? g.members[g.members.length - 1] : i;
    };
    const entryOf = (i) => {
        for (let j = i; j < items.length; j++) {
            const it = items[j];
            if (it.kind === 'end')
                return 'DONE';
            if (it.kind === 'action')
                return groupOf.get(j)?.nid ?? guardOf.get(j) ?? requiresOf.get(j) ?? askOf.get(j) ?? nidOf.get(j);
            if (it.kind === 'routing' || it.kind === 'repeat' || it.kind === 'system')
                return nidOf.get(j);
        }
        return 'DONE';
    };
    const nextAfter = (i) => entryOf(lastOf(i) + 1);
    const known = (orig) => byOrig.has(orig) || byPhase.has(orig) || terminalWord(orig) !== undefined;
    /** Steps this translation adds to carry out aiox's routing (retries, verdicts, guards, the pause): not the user's stages. */
    const helpers = new Set();
    /** The `<id>_requires` decisions, each to the step it guards (ImportedWorkflow.requiresChecks). */
    const requiresChecks = {};
    /** The `<id>_agent` stages, each to the step its answer none skips (ImportedWorkflow.skipStages). */
    const skipStages = {};
    let pausedStep;
    /** The steps whose answer routes to workflow_paused (where known): the pause's hand-off names them. */
    const pausedFrom = new Set();
    const paused = (from) => {
        pausedStep ??= ids.take('workflow_paused');
        helpers.add(pausedStep);
        const nid = from === undefined ? undefined : nidOf.get(from);
        if (nid !== undefined)
            pausedFrom.add(nid);
        return pausedStep;
    };
    /** The sequence item a YAML path lies in. */
    const itemAt = (path) => items.find((it) => it.path.length <= path.length && it.path.every((s, k) => path[k] === s))?.index;
    /** "'x' is not a step id of this workflow. Did you mean step 'y'?" (a phase is a target too: say both, and which the near one is). */
    const notATarget = (orig) => {
        const near = (0,did_you_mean/* closest */.kp)(orig, [...byOrig.keys(), ...byPhase.keys()]);
        const nearWords = near === undefined ? '' : `. Did you mean ${byOrig.has(near) ? 'step' : 'phase'} '${near}'?`;
        return `'${orig}' is not a step id${byPhase.size > 0 ? ' or phase name' : ''} of this workflow${nearWords}`;
    };
    const targetOf = (orig, path) => {
        const index = byOrig.get(orig) ?? byPhase.get(orig);
        if (index !== undefined)
            return entryOf(index);
        const t = terminalWord(orig);
        if (t !== undefined)
            return t === 'PAUSED' ? paused(itemAt(path)) : t;
        const phases = byPhase.size > 0;
        report('AIOX_TARGET_UNKNOWN', 'error', notATarget(orig), `Name the id (or step) of a sequence item${phases ? ', a phase by its name' : ''}, or complete / halt.`, path);
        return 'BLOCKED';
    };
    // --- Condition scope: inputs, keys earlier steps report, the file's config; names nothing
    // answers become inputs of their own (declared below).
    const inputs = readInputs(root, base, report);
    const declared = new Set([...inputs.required, ...inputs.optional, ...Object.keys(inputs.defaults)]);
    const implicit = new Map();
    const dynamicAgents = new Set();
    const needs = new Map();
    const need = (nid, key, hint) => {
        const keys = needs.get(nid) ?? new Map();
        if (!keys.has(key) || hint !== undefined)
            keys.set(key, hint ?? keys.get(key));
        needs.set(nid, keys);
    };
    const actionBefore = (index) => {
        for (let j = index - 1; j >= 0; j--)
            if (items[j].kind === 'action' && !groupOf.has(j))
                return j;
        return undefined;
    };
    // What the steps' inputs maps bind ({source|user}, overrideComplexity: "{complexity|null}"):
    // a condition reads those names as the run binds them (step-inputs.ts inputBindings).
    const bindings = new Map(items.filter((it) => it.kind === 'action').map((it) => [it.index, inputBindings(it.raw)]));
    const mappedInputs = new Set([...bindings.values()].flatMap((b) => b.names));
    const scopeAt = (index, askStep) => ({
        inputs: declared,
        ownInput: (key) => bindings.get(index)?.keys.get(key),
        stepInputs: mappedInputs,
        reporter: (key, fileLike) => {
            let nearest;
            for (let j = index - 1; j >= 0; j--) {
                const it = items[j];
                if (it.kind !== 'action' || groupOf.has(j))
                    continue;
                const outs = outputNames(it.raw['outputs']);
                if (outs.includes(key) || (fileLike === true && outs.some((o) => o.split(/[\s.]/)[0] === key)))
                    return nidOf.get(j);
                nearest ??= nidOf.get(j);
            }
            // run-workflow-engine's routing reads a value "in recent step outputs": the step before.
            return fileLike !== true && (key === 'score' || key === 'verdict' || items[index]?.kind === 'routing') ? nearest : undefined;
        },
        step: (id) => {
            const j = byOrig.get(id);
            return j !== undefined && items[j].kind === 'action' && !groupOf.has(j) ? nidOf.get(j) : undefined;
        },
        need: (nid, key) => need(nid, key),
        config,
        input: (inputNameText, fallback) => {
            if (!declared.has(inputNameText) && !implicit.has(inputNameText))
                implicit.set(inputNameText, fallback);
            return inputNameText;
        },
        askStep,
        answered: (key) => answeredBefore(index, key),
    });
    /** The stages that ask for a placeholder agent's input (`specialist`), in sequence order. */
    const askStagesFor = (input) => {
        const found = [];
        for (const [j, askId] of askOf) {
            const agent = parseAgent(items[j].raw['agent']);
            if (agent.kind === 'asked' && agent.input === input)
                found.push([j, askId]);
        }
        return found.sort((a, b) => a[0] - b[0]);
    };
    /**
     * `specialist` in a condition of the step at `index`: the latest answer a question for it recorded
     * (`steps.<id>_agent.gate.answer`: the agent id the asked step ran with, or none), else the input
     * given up front. Undefined when no step asks for it. Latest by the run's order, not the sequence's:
     * each question records `seq`, the count of all its questions' visits so far (ask-agent.ts), so in a
     * loop the second pass's answer wins over one at a nearer earlier position. A question recorded
     * without `seq` (a run begun before session 49) is read as before: the nearest earlier one first.
     */
    const answeredBefore = (index, key) => {
        const input = inputName(key);
        const stages = askStagesFor(input).map(([, s]) => s);
        if (stages.length === 0)
            return undefined;
        const latest = stages.length === 1 ? [`steps.${stages[0]}.gate.answer`] : stages.map((s) => `(${stages.filter((o) => o !== s).map((o) => `steps.${s}.gate.seq > steps.${o}.gate.seq`).join(' && ')} && steps.${s}.gate.answer)`);
        const earlier = stages.length === 1 ? [] : askStagesFor(input).filter(([j]) => j < index).reverse().map(([, s]) => `steps.${s}.gate.answer`);
        return `(${[...latest, ...earlier, `inputs.${input}`].join(' || ')})`;
    };
    // A step's own inputs map: stage inputs, and the workflow inputs its placeholders name (step-inputs.ts).
    const stepInputNames = new StepInputNames();
    const stepInputScope = (item, self) => ({
        config,
        declared,
        // A parallel_group's branch is not a step of any scope: its pass is the group's visit (the
        // group is entered once per pass), so {currentIteration} counts the group's visits.
        self: groupOf.get(item.index)?.nid ?? self,
        stepBefore: (orig) => {
            const j = byOrig.get(orig);
            if (j === undefined || items[j].kind !== 'action')
                return { why: `'${orig}' is not an action step of this workflow` };
            if (j >= item.index)
                return { why: `step ${orig} comes later in the sequence` };
            if (groupOf.has(j))
                return { why: `step ${orig} is a branch of parallel_group ${groupOf.get(j).name}` };
            if (guardOf.has(j) || items[j].raw['optional'] === true)
                return { why: `step ${orig} may be skipped (its condition or optional: true)` };
            return { nid: nidOf.get(j) };
        },
        reporterBefore: (name) => {
            for (let j = item.index - 1; j >= 0; j--) {
                const it = items[j];
                if (it.kind === 'action' && !groupOf.has(j) && !guardOf.has(j) && it.raw['optional'] !== true && outputNames(it.raw['outputs']).includes(name))
                    return nidOf.get(j);
            }
            return undefined;
        },
        need: (nid, key, hint) => need(nid, key, hint),
    });
    const requires = checkRequires(items, report);
    const dataFiles = resourceData(root);
    const steps = [];
    const prompts = [];
    const defaults = {};
    /** The inputs elicit steps ask for (optional, no default: a step stops for its answer). */
    const asked = [];
    /** The inputs that name a placeholder agent ({specialist}): its persona file's name, so typed name (no '/', no '..'). */
    const agentNames = new Set();
    let guidance = [];
    // Own keys only: an id like 'constructor' must not find Object.prototype's member.
    const runFor = (item) => (item.id !== undefined && Object.hasOwn(options.run, item.id) && typeof options.run[item.id] === 'string' ? options.run[item.id] : undefined);
    /** The body of an action step: prompt (or run: command), contract, retries, timeout. */
    const body = (item, nid, fail, ownGuidance, verdicts, askStep) => {
        const step = { description: describe(item) };
        const agent = parseAgent(item.raw['agent']);
        if (agent.kind === 'dynamic')
            dynamicAgents.add(agent.input);
        // agent: "{specialist}" \u2014 aiox's engine asks the user to choose the agent (run-workflow-engine.md,
        // "Agent file not found"). Here the run asks, in the stage in front of the step (ask-agent.ts);
        // the input of that name, optional, answers every such step up front.
        const asks = [];
        if (agent.kind === 'asked') {
            if (!asked.includes(agent.input))
                asked.push(agent.input);
            agentNames.add(agent.input);
        }
        const command = runFor(item);
        const own = stepInputs(item.raw, item.id ?? nid, stepInputScope(item, nid), stepInputNames);
        if (own !== undefined) {
            step['inputs'] = own;
            map(['steps', nid, 'inputs'], [...item.path, 'inputs']);
        }
        if (command !== undefined)
            step['run'] = command;
        else {
            step['inline_instruction'] = '';
            prompts.push(() => {
                step['inline_instruction'] = buildPrompt({
                    workflowName: wfName ?? name,
                    workflowId: wfId ?? name,
                    file,
                    squad,
                    core,
                    stepId: item.id ?? nid,
                    phase: item.phase,
                    ...(doc.phasesAsSequence !== undefined ? { entry: item.path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('').slice(1) } : {}),
                    raw: item.raw,
                    requires: requires.get(item.index) ?? [],
                    data: dataFiles,
                    guidance: ownGuidance,
                    userInputPlaceholder: item.raw['elicit'] === true ? `${nid}_user_input` : undefined,
                    reportKeys: needs.get(nid) ?? new Map(),
                    verdicts,
                    ...(own !== undefined ? { ownInputs: Object.keys(own) } : {}),
                    ...(askStep !== undefined ? { askStep } : {}),
                });
            });
        }
        // elicit: true \u2014 run-workflow-engine's Elicitation Handler asks the user before the step runs.
        // Here the answer is an optional input the step asks for: a run that reaches the step without
        // it stops there (WORKFLOW_INPUT_REQUIRED, resumable) with the command that gives it.
        if (item.raw['elicit'] === true) {
            asked.push(`${nid}_user_input`);
            asks.push(`${nid}_user_input`);
        }
        if (asks.length > 0) {
            step['asks'] = asks;
            map(['steps', nid, 'asks'], [...item.path, 'elicit']);
        }
        step['result_contract'] = 'aiox_step_output';
        if (fail.retries > 0)
            step['retry'] = { max_attempts: fail.retries + 1 };
        const minutes = timeoutMinutes(item, config, report);
        if (minutes !== undefined)
            step['timeout_minutes'] = minutes;
        return step;
    };
    /** The stage that asks which agent runs a step ({specialist}): AGENT_CHOSEN -> the step, NO_AGENT -> where a skip goes. */
    const askStep = (askId, item, agent, stepNid, none) => {
        helpers.add(askId);
        skipStages[askId] = { step: stepNid, status: NO_AGENT };
        const siblings = askStagesFor(agent.input).map(([, s]) => s);
        return askAgentStep(askId, { questions: siblings.includes(askId) ? siblings : [...siblings, askId], stepId: item.id ?? stepNid, action: str(item.raw['action']) ?? taskOf(item.raw) ?? str(item.raw['description']), placeholder: agent.text, input: agent.input, prefix: agent.prefix, suffix: agent.suffix, squad, core, workflowName: name, chosen: stepNid, none });
    };
    const mapStep = (nid, item, extra = {}) => {
        map(['steps', nid], item.path);
        for (const [key, path] of Object.entries(extra))
            map(['steps', nid, key], path);
    };
    /** A failed step_output re-runs the step at most `retries` times, then follows on_failure. */
    const retryDecision = (item, nid, fail) => {
        const rid = ids.take(`${nid}_retry`);
        helpers.add(rid);
        return [rid, { description: `retry aiox step '${item.id ?? nid}' after step_output status failed (at most ${fail.retries} retries)`, decide: [{ if: `visits.${rid} <= ${fail.retries}`, to: nid }, { else: fail.target }], max_visits: fail.retries + 1 }];
    };
    /** The items whose `next:` names no item, told once (completedOf runs more than once per item). */
    const looseTold = new Set();
    // A `next:` LIST fans out (design-ops' `next: [org-route-system-preview, org-route-system-kits]`,
    // each listed step going on to the same join by its own next:). aiox's walk runs every item in
    // sequence order; following each listed step's own next: would skip the others. The listed steps
    // run one after another in SEQUENCE order, as that walk runs them whatever order the list names
    // them in (workflow-orchestrator.js `_groupPhases` reads no `next:`): each but the last goes on
    // to the next of them in the sequence, the last where its own next: says. Only when every name is
    // an item outside a parallel_group.
    const fanOut = new Map();
    const fanStart = new Map();
    for (const item of items) {
        const list = item.raw['next'];
        if (!Array.isArray(list) || list.length < 2)
            continue;
        const listed = list.map((n) => (typeof n === 'string' ? byOrig.get(n) ?? byPhase.get(n) : undefined));
        if (listed.some((i) => i === undefined || groupOf.has(i) || i === item.index) || new Set(listed).size !== listed.length)
            continue;
        const order = listed.sort((a, b) => a - b);
        fanStart.set(item.index, order[0]);
        for (let k = 0; k + 1 < order.length; k++)
            if (!fanOut.has(order[k]))
                fanOut.set(order[k], order[k + 1]);
    }
    const completedOf = (item) => {
        const fanned = fanOut.get(item.index) ?? fanStart.get(item.index);
        if (fanned !== undefined)
            return entryOf(fanned);
        const dest = completedDestination(item, outcomes, (n) => byOrig.has(n) || byPhase.has(n));
        if ('next' in dest)
            return nextAfter(item.index);
        if ('terminal' in dest)
            return dest.terminal === 'PAUSED' ? paused(item.index) : dest.terminal;
        if (dest.loose && !known(dest.step)) {
            // No aiox runner reads an item's next: (workflow-orchestrator.js walks the sequence in order,
            // skipping the workflow_end marker; run-workflow-engine's Sequence Advancer sets index + 1):
            // a name no item has goes on to the next item there, and here.
            const to = nextAfter(item.index);
            if (!looseTold.has(item.index)) {
                looseTold.add(item.index);
                const where = to === 'DONE' ? 'the end of the workflow: the run completes' : `the next item, step ${to}`;
                const what = notATarget(dest.step);
                report('AIOX_NEXT_UNKNOWN', 'warning', `next: ${what}${what.endsWith('?') ? '' : '.'} No aiox runner reads next: (workflow-orchestrator.js and run-workflow-engine walk the sequence in order), so the run goes on to ${where}`, `Name the id (or step) of a sequence item${byPhase.size > 0 ? ', a phase by its name' : ''}, or end the run with next: complete (or workflow_end, halt).`, dest.path);
            }
            return to;
        }
        return targetOf(dest.step, dest.path);
    };
    /** A route that is a step of its own (brownfield-fullstack's single_story: {agent: pm, uses: \u2026}). */
    const inlineStep = (routing, routeName, raw, path) => {
        const nid = ids.take(`${nidOf.get(routing.index)}_${routeName}`);
        const item = { index: routing.index, path, raw, kind: 'action', id: `${routing.id ?? nid}.${routeName}`, phase: routing.phase };
        const fail = { target: 'BLOCKED', retries: globalRetries, processTarget: undefined };
        const agent = parseAgent(raw['agent']);
        const askId = agent.kind === 'asked' ? ids.take(`${nid}_agent`) : undefined;
        const step = body(item, nid, fail, [], undefined, askId);
        let failed = 'BLOCKED';
        if (fail.retries > 0) {
            const [rid, retry] = retryDecision(item, nid, fail);
            steps.push([rid, retry, path]);
            map(['steps', rid], path);
            failed = rid;
        }
        step['statuses'] = { completed: 'DONE', failed };
        if (askId !== undefined && agent.kind === 'asked') {
            steps.push([askId, askStep(askId, item, agent, nid, 'DONE'), path]);
            map(['steps', askId], [...path, 'agent']);
        }
        steps.push([nid, step, path]);
        map(['steps', nid], path);
        addFileReferences(item, nid);
        return askId ?? nid;
    };
    const routeTo = (t, from, p) => {
        if (t.inline !== undefined)
            return inlineStep(from, String(p[p.length - 1]), t.inline, p);
        if (t.terminal !== undefined)
            return t.terminal === 'PAUSED' ? paused(from.index) : t.terminal;
        return t.step !== undefined ? targetOf(t.step, p) : nextAfter(from.index);
    };
    // The agent persona and task file each action step names: checked by the validator.
    const fileReferences = [];
    const addFileReferences = (item, step) => {
        const agent = parseAgent(item.raw['agent']);
        if (item.raw['agent'] !== undefined && agent.kind === 'file') {
            for (const n of agent.names) {
                const [first, ...rest] = agentFiles(n, agent.scope, squad, core);
                fileReferences.push({ path: first, ...(rest.length > 0 ? { alternatives: rest } : {}), what: `agent @${n}`, sourcePath: [...item.path, 'agent'], ...(step !== undefined ? { step } : {}) });
            }
        }
        const task = taskOf(item.raw);
        const ref = task === undefined ? undefined : taskRef(task, squad, core);
        if (ref !== undefined) {
            const [first, ...rest] = ref.files;
            fileReferences.push({ path: first, ...(rest.length > 0 ? { alternatives: rest } : {}), what: `${ref.kind} file of ${item.raw['uses'] !== undefined ? 'uses' : 'task'}: ${task}`, sourcePath: [...item.path, item.raw['uses'] !== undefined ? 'uses' : 'task'], ...(step !== undefined ? { step } : {}) });
        }
    };
    for (const item of items) {
        const i = item.index;
        const { raw, path } = item;
        switch (item.kind) {
            case 'unknown':
            case 'phase':
            case 'end':
                break;
            case 'guidance': {
                // The older spelling may hold its text one level down, under the entry's name.
                const own = Object.keys(raw).map((k) => controlEntryBody(raw, k)).find((b) => b !== undefined) ?? raw;
                const text = str(own['notes']) ?? str(own['description']) ?? str(own['message']) ?? str(own['action']) ?? str(own['guidance']);
                if (text !== undefined)
                    guidance.push(text);
                break;
            }
            case 'action': {
                addFileReferences(item, nidOf.get(i));
                const nid = nidOf.get(i);
                const group = groupOf.get(i);
                const ownGuidance = guidance;
                guidance = [];
                const next = nextAfter(i);
                const fail = failurePolicy(item, { globalRetries, next, targetOf, isStep: (o) => byOrig.has(o) || byPhase.has(o), outcomes, config, report });
                if (group !== undefined) {
                    const branch = body(item, nid, { ...fail, processTarget: undefined }, ownGuidance, undefined);
                    branch['statuses'] = { completed: 'DONE', failed: 'BLOCKED' };
                    if (group.members[0] === i) {
                        const last = group.members[group.members.length - 1];
                        // The files its branches create, checked once all have run (files-check.ts).
                        const created = group.members.flatMap((m) => checkedPaths(items[m].raw['creates'], () => false)).filter((p, k, a) => a.indexOf(p) === k);
                        let joined = nextAfter(last);
                        if (created.length > 0) {
                            const cid = ids.take(`${group.nid}_creates`);
                            steps.push([cid, createsDecision(`parallel_group '${group.name}'`, created, joined), path]);
                            helpers.add(cid);
                            map(['steps', cid], [...path, 'creates']);
                            joined = cid;
                        }
                        steps.push([group.nid, { description: `aiox parallel_group '${group.name}'`, parallel: { max_concurrency: group.members.length, join: 'all', branches: {} }, statuses: { PARALLEL_COMPLETE: joined, PARALLEL_FAILED: 'BLOCKED' } }, path]);
                        map(['steps', group.nid], [...path, 'parallel_group']);
                    }
                    const groupStep = steps.find(([id]) => id === group.nid)[1];
                    groupStep['parallel']['branches'][nid] = branch;
                    map(['steps', group.nid, 'parallel', 'branches', nid], path);
                    break;
                }
                const guard = guardOf.get(i);
                const requiresGuard = requiresOf.get(i);
                const askId = askOf.get(i);
                // Skipped: on_skip, else where the step itself would have gone (workflow-executor.js: on_skip || on_success).
                const onSkip = str(raw['on_skip']);
                const skipTo = guard === undefined && requiresGuard === undefined && askId === undefined ? 'DONE' : onSkip !== undefined ? targetOf(onSkip, [...path, 'on_skip']) : completedOf(item);
                if (guard !== undefined) {
                    // The condition first, then the required files (workflow-orchestrator.js _executeSinglePhase),
                    // then the question which agent runs it. A condition the agent's answer decides is not read here.
                    const guarded = conditionByAgent.has(i) ? { ...item, raw: Object.fromEntries(Object.entries(raw).filter(([k]) => k !== 'condition')) } : item;
                    steps.push([guard, guardStep(guarded, requiresGuard ?? askId ?? nid, skipTo, scopeAt(i), report), path]);
                    helpers.add(guard);
                    mapGuard(map, guard, item);
                }
                if (requiresGuard !== undefined) {
                    steps.push([requiresGuard, requiresDecision(item.id ?? nid, requiredPaths.get(i), askId ?? nid, skipTo), path]);
                    helpers.add(requiresGuard);
                    requiresChecks[requiresGuard] = nid;
                    map(['steps', requiresGuard], [...path, 'requires']);
                }
                const agent = parseAgent(raw['agent']);
                if (askId !== undefined && agent.kind === 'asked') {
                    steps.push([askId, askStep(askId, item, agent, nid, skipTo), path]);
                    map(['steps', askId], [...path, 'agent']);
                    if (conditionByAgent.has(i))
                        map(['steps', askId, 'statuses', 'NO_AGENT'], [...path, 'condition']);
                }
                const verdicts = outcomeMap(raw);
                const step = body(item, nid, fail, ownGuidance, verdicts !== undefined ? Object.keys(verdicts.map) : undefined, askId);
                let completed = completedOf(item);
                let verdictStep;
                if (verdicts !== undefined) {
                    const vid = ids.take(`${nid}_verdict`);
                    helpers.add(vid);
                    verdictStep = [vid, verdictDecision(item, nid, verdicts, (t, p) => routeTo(t, item, p), known, report)];
                    completed = vid;
                    need(nid, 'verdict', `one of ${Object.keys(verdicts.map).join(', ')}`);
                }
                else if (raw['gate'] === true) {
                    report('AIOX_GATE_WITHOUT_VERDICTS', 'warning', `gate step '${item.id ?? nid}' has no on_verdict: its verdict routes nowhere, the step simply continues`, 'Add on_verdict: {APPROVED: {next: <step>}, NEEDS_REVISION: {next: <step>, max_iterations: 3}}.', [...path, 'gate']);
                }
                // The files it creates, checked when it completed (files-check.ts).
                const created = checkedPaths(raw['creates'], () => false);
                let createsStep;
                if (created.length > 0) {
                    const cid = ids.take(`${nid}_creates`);
                    helpers.add(cid);
                    createsOf.set(i, cid);
                    createsStep = [cid, createsDecision(`step '${item.id ?? nid}'`, created, completed)];
                    completed = cid;
                }
                let failed = fail.target;
                let retryStep;
                if (fail.perVisit === true) {
                    // An error handler: `failed` fails the attempt, retried within this run of the step
                    // (retry.max_attempts), then the run stops at it, resumable: aiox escalates to a person.
                    failed = 'BLOCKED';
                    step['failure_statuses'] = ['failed'];
                }
                else if (fail.retries > 0) {
                    retryStep = retryDecision(item, nid, fail);
                    failed = retryStep[0];
                }
                step['statuses'] = { completed, failed };
                if (fail.processTarget !== undefined)
                    step['on_failure'] = fail.processTarget;
                if (raw['optional'] === true) {
                    step['optional'] = true;
                    step['on_skip'] = next;
                }
                steps.push([nid, step, path]);
                mapStep(nid, item, {
                    ...(raw['on_failure'] !== undefined ? { on_failure: [...path, 'on_failure'] } : {}),
                    ...(raw['optional'] !== undefined ? { optional: [...path, 'optional'], on_skip: [...path, 'optional'] } : {}),
                    ...(raw['timeout'] !== undefined ? { timeout_minutes: [...path, 'timeout'] } : {}),
                    ...(mrRaw !== undefined ? { retry: retriesPath } : {}),
                });
                if (raw['on_failure'] !== undefined)
                    map(['steps', nid, 'statuses', 'failed'], [...path, 'on_failure']);
                if (verdictStep) {
                    steps.push([verdictStep[0], verdictStep[1], [...path, verdicts.key]]);
                    map(['steps', verdictStep[0]], [...path, verdicts.key]);
                    Object.keys(verdicts.map).forEach((v, k) => map(['steps', verdictStep[0], 'decide', k], [...path, verdicts.key, v]));
                }
                if (createsStep) {
                    steps.push([createsStep[0], createsStep[1], [...path, 'creates']]);
                    map(['steps', createsStep[0]], [...path, 'creates']);
                }
                if (retryStep) {
                    steps.push([retryStep[0], retryStep[1], path]);
                    map(['steps', retryStep[0]], raw['on_failure'] !== undefined ? [...path, 'on_failure'] : path);
                }
                break;
            }
            case 'system': {
                const nid = nidOf.get(i);
                steps.push([nid, systemDecision(item, nid, nextAfter(i), scopeAt(i), targetOf, report), path]);
                map(['steps', nid], path);
                raw['condition_check'].forEach((_, k) => map(['steps', nid, 'decide', k], [...path, 'condition_check', k]));
                break;
            }
            case 'routing': {
                const nid = nidOf.get(i);
                steps.push([nid, routingDecision(item, nid, scopeAt(i), (t, p) => routeTo(t, item, p), byOrig, need, report, map), path]);
                map(['steps', nid], path);
                break;
            }
            case 'repeat': {
                const nid = nidOf.get(i);
                const before = actionBefore(i);
                const step = repeatDecision(item, nid, nextAfter(i), scopeAt(i, before !== undefined ? nidOf.get(before) : undefined), byOrig, entryOf, report);
                steps.push([nid, step, path]);
                map(['steps', nid], path);
                map(['steps', nid, 'decide', 0], [...path, raw['condition'] !== undefined ? 'condition' : 'meta']);
                // A long repeat needs room in the repeated steps' visit limits too.
                const limit = step['max_visits'];
                const from = firstTarget(item, byOrig);
                if (from !== undefined && limit > 10) {
                    for (let j = from; j < i; j++) {
                        // The step and the files checks around it (visited once per pass each).
                        for (const target of [nidOf.get(j), requiresOf.get(j), askOf.get(j), createsOf.get(j)]) {
                            const entry = steps.find(([id]) => id === target);
                            if (target !== undefined && entry && items[j].kind === 'action')
                                entry[1]['max_visits'] = limit;
                        }
                    }
                }
                break;
            }
        }
    }
    for (const build of prompts)
        build();
    if (pausedStep !== undefined) {
        // workflow-executor.js saves its state before it follows the answer, so its next run (autoResume)
        // takes up at the step that paused, asking again: here, --rerun-from that step does that.
        const from = [...pausedFrom];
        const at = from.length === 1 ? ` at step ${from[0]}` : '';
        const goOn = from.length === 1 ? `run this run again with --rerun-from ${from[0]}` : `run this run again with --rerun-from <the step that paused${from.length > 1 ? `: ${from.join(' or ')}` : ''}>`;
        const instruction = `The aiox workflow ${wfId ?? name} paused${at} (workflow_paused): aiox saves its state and stops, and its next run takes up at that step again. To go on from there, keeping the verdicts before it, ${goOn}; or start a fresh run.`;
        steps.push([pausedStep, { description: 'aiox workflow_paused: the run pauses here', instruction, terminal_status: 'WORKFLOW_PAUSED' }, base]);
        map(['steps', pausedStep], base);
    }
    for (const id of Object.keys(options.run)) {
        const j = byOrig.get(id);
        if (j === undefined || items[j].kind !== 'action') {
            const actions = [...byOrig.entries()].filter(([, k]) => items[k].kind === 'action').map(([o]) => o);
            diagnostics.push({ code: 'AIOX_RUN_UNKNOWN_STEP', severity: 'error', message: `the run map names '${id}', which is not an action step of this workflow.${(0,did_you_mean/* didYouMean */.au)(id, actions)}`, hint: `Map the id of an action step (${actions.slice(0, 8).join(', ')}).`, path: ['run', id], runMap: true });
        }
    }
    const stepsObj = {};
    for (const [id, step] of steps)
        stepsObj[id] = step;
    const native = {
        version: '4.0',
        name,
        ...(str(root['description']) !== undefined ? { description: str(root['description']) } : {}),
        state_path: `.stagegate/aiox/${name}/{{run_id}}/workflow_state.yaml`,
    };
    const entry = entryOf(0);
    if (entry !== 'DONE')
        native['entry'] = entry;
    // Condition names nothing else answers, and the file's config values, are optional inputs
    // with their defaults; a dynamic agent (${story.executor}) is a required one.
    const allDefaults = { ...inputs.defaults, ...defaults };
    // An asked name a dynamic agent takes too (${specialist}: required) is that one input.
    const optional = [...inputs.optional, ...asked.filter((n) => !declared.has(n) && !dynamicAgents.has(n))];
    // A condition elsewhere naming an agent's input reads that input as given: one input, no default
    // of its own (a default true would be the agent's name: the step would run as an agent named true).
    for (const [n, v] of implicit) {
        if (dynamicAgents.has(n) || asked.includes(n))
            continue;
        optional.push(n);
        allDefaults[n] = v;
    }
    const required = [...inputs.required, ...[...dynamicAgents].filter((d) => !declared.has(d))];
    // The names steps' inputs maps use: required, optional or a default (a default replaces the
    // fallback a condition gave the same name; a required one is required whatever a condition says).
    for (const n of stepInputNames.names()) {
        if (declared.has(n))
            continue;
        const kind = stepInputNames.kind(n);
        if ('default' in kind) {
            allDefaults[n] = kind.default;
            if (required.includes(n))
                required.splice(required.indexOf(n), 1);
        }
        else if ('required' in kind) {
            if (optional.includes(n))
                optional.splice(optional.indexOf(n), 1);
            delete allDefaults[n];
            if (!required.includes(n))
                required.push(n);
        }
        else if (!optional.includes(n) && !required.includes(n))
            optional.push(n);
    }
    // {name} in a step's prompt text that is none of them, nor a form aiox fills (placeholders.ts).
    checkTextPlaceholders(items, new Set([...declared, ...required, ...optional, ...Object.keys(allDefaults)]), report);
    if (required.length > 0 || optional.length > 0 || Object.keys(allDefaults).length > 0) {
        native['inputs'] = {
            ...(required.length > 0 ? { required } : {}),
            ...(optional.length > 0 ? { optional } : {}),
            ...(Object.keys(allDefaults).length > 0 ? { defaults: allDefaults } : {}),
            // An agent's id is a name, never a path out: the prompt tells the agent to read its persona
            // file (a dynamic agent's: agents/<value>.md), and an asked agent's answer names one.
            ...(agentNames.size + dynamicAgents.size > 0 ? { types: Object.fromEntries([...agentNames, ...dynamicAgents].map((n) => [n, 'name'])) } : {}),
        };
        if (root['inputs'] !== undefined)
            map(['inputs'], [...base, 'inputs']);
    }
    // A required input is always given: a step naming it as {name} asks for nothing (asks take optional inputs).
    for (const [, step] of steps) {
        const asks = step['asks'];
        if (asks === undefined)
            continue;
        const left = asks.filter((n) => !required.includes(n));
        if (left.length > 0)
            step['asks'] = left;
        else
            delete step['asks'];
    }
    native['steps'] = stepsObj;
    map(['steps'], [...base, 'sequence']);
    return { format: 'aiox', data: native, sourcePaths, diagnostics, fileReferences, helperSteps: [...helpers], requiresChecks, skipStages };
}
/**
 * A step's condition that is only its own agent's input (`agent: "{specialist}"` with `condition:
 * specialist`, `{specialist}` or `${specialist}`; `agent: ${story.executor}` with `condition:
 * story.executor`): the agent's answer decides it, no true/false input of its own. An asked agent's
 * question answers it (none skips the step); a dynamic agent's input is required, so it holds.
 */
function ownAgentCondition(condition, agent) {
    if (typeof condition !== 'string' || agent === undefined || (agent.kind !== 'asked' && agent.kind !== 'dynamic'))
        return false;
    const name = unwrap(condition);
    return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) && inputName(name) === agent.input;
}
function describe(item) {
    const agent = str(item.raw['agent']);
    const action = str(item.raw['action']);
    return `aiox step ${item.id ?? `#${item.index + 1}`}${agent !== undefined ? ` (${agent.startsWith('@') ? agent : `@${agent}`})` : ''}${action !== undefined ? `: ${action}` : ''}`;
}
function mapGuard(map, guard, item) {
    map(['steps', guard], item.path);
    const key = item.raw['condition'] !== undefined ? 'condition' : 'skip_if';
    map(['steps', guard, 'decide'], [...item.path, key]);
    map(['steps', guard, 'decide', 0], [...item.path, key]);
}

;// CONCATENATED MODULE: ./src/core/formats/aiox/importer.ts


const aioxImporter = {
    format: 'aiox',
    detect: detect/* detectAiox */.Hk,
    translate: (data, file, options) => translateAiox(data, file, options),
};


/***/ })

};
