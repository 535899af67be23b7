export const id = 810;
export const ids = [810];
export const modules = {

/***/ 91810:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ccwImporter: () => (/* binding */ ccwImporter)
});

// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(51742);
// EXTERNAL MODULE: ./src/core/formats/ccw/codes.ts
var codes = __webpack_require__(46778);
;// CONCATENATED MODULE: ./src/core/formats/ccw/model.ts
// The CCW wf-player template as the importer sees it: the parsed JSON read into typed nodes,
// edges, context variables and checkpoints, each with its path in the source document. Shape
// problems become CCW_* findings at that path; reading never throws and keeps what it can, so
// one run of `validate` reports every problem of the file.


/** A finding with the severity its code is registered with. */
function finding(code, message, hint, path) {
    return { code, severity: codes/* CCW_CODES */.B[code], message, hint, path };
}
const NODE_TYPES = ['skill', 'command', 'agent', 'cli', 'checkpoint'];
const ON_FAIL = ['abort', 'skip', 'retry'];
const VAR_TYPES = ['string', 'path', 'boolean'];
// Every field template-schema.md documents (the wf-composer's full schema and node types), and
// the node fields wf-composer writes beside them: `seq` (02-resolve.md nodes.json; 05-persist.md
// copies the full node objects into the template).
const TOP_KEYS = ['template_id', 'name', 'version', 'description', 'context_schema', 'nodes', 'edges', 'checkpoints', 'tags', 'level', 'category', 'created_at', 'updated_at', '$schema', 'source_session', 'atomic_groups', 'execution_mode', 'metadata'];
const NODE_KEYS = ['id', 'type', 'name', 'description', 'executor', 'args_template', 'parallel_group', 'on_fail', 'run_in_background', 'cli_tool', 'cli_mode', 'cli_rule', 'auto_continue', 'input_ports', 'output_ports', 'save_fields', 'seq'];
const VAR_KEYS = ['type', 'required', 'default', 'description'];
/** Context variable names become native input names and {{placeholders}}. */
const VAR_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;
function isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function describe(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'a list';
    if (typeof v === 'object')
        return 'an object';
    if (typeof v === 'string')
        return `"${v.length > 40 ? v.slice(0, 40) + '\u2026' : v}"`;
    return `${typeof v} ${String(v)}`;
}
class Reader {
    findings = [];
    report(code, message, hint, path) {
        this.findings.push(finding(code, message, hint, path));
    }
    unknownKeys(obj, known, where, path) {
        for (const key of Object.keys(obj)) {
            if (!known.includes(key))
                this.report('CCW_UNKNOWN_KEY', `unknown key '${key}' in ${where}: the wf-player ignores it, and so does stagegate.${(0,did_you_mean/* didYouMean */.au)(key, known)}`, `Known keys here: ${known.join(', ')}.`, [...path, key]);
        }
    }
    /** An optional string field; anything else is CCW_FIELD_INVALID. */
    str(obj, key, where, path) {
        const v = obj[key];
        if (v === undefined || v === null)
            return undefined;
        if (typeof v === 'string')
            return v;
        if (typeof v === 'number')
            return String(v);
        this.report('CCW_FIELD_INVALID', `${key} of ${where} must be a string, got ${describe(v)}`, `Write ${key} as a string.`, [...path, key]);
        return undefined;
    }
}
/** Read the parsed template. Unknown keys are warnings; missing or mistyped fields are errors. */
function readTemplate(data) {
    const r = new Reader();
    r.unknownKeys(data, TOP_KEYS, 'the template', []);
    // The wf-player's own load check (phase 1.3): template_id, nodes, edges, context_schema present.
    for (const key of ['template_id', 'nodes', 'edges', 'context_schema']) {
        if (!(key in data))
            r.report('CCW_FIELD_MISSING', `the template has no ${key}`, `Add ${key} (the wf-player refuses a template without it).`, []);
    }
    const unreadNodeIds = new Set();
    const template = {
        templateId: r.str(data, 'template_id', 'the template', []),
        name: r.str(data, 'name', 'the template', []),
        version: r.str(data, 'version', 'the template', []),
        description: r.str(data, 'description', 'the template', []),
        vars: readVars(r, data['context_schema']),
        nodes: readNodes(r, data['nodes'], unreadNodeIds),
        edges: readEdges(r, data['edges']),
        checkpoints: readCheckpoints(r, data['checkpoints']),
        unreadNodeIds,
    };
    return { template, findings: r.findings };
}
function readVars(r, schema) {
    if (schema === undefined)
        return [];
    if (!isRecord(schema)) {
        r.report('CCW_FIELD_INVALID', `context_schema must be an object of variable -> {type, required, default}, got ${describe(schema)}`, 'Write context_schema as {"goal": {"type": "string", "required": true}}.', ['context_schema']);
        return [];
    }
    const vars = [];
    for (const [name, spec] of Object.entries(schema)) {
        const path = ['context_schema', name];
        if (!VAR_NAME.test(name)) {
            r.report('CCW_FIELD_INVALID', `context variable '${name}' cannot be a workflow input: names use letters, digits, _ and - and start with a letter or _`, 'Rename the variable (and its {references}).', path);
            continue;
        }
        if (!isRecord(spec)) {
            r.report('CCW_FIELD_INVALID', `context variable '${name}' must be an object {type, required, default}, got ${describe(spec)}`, 'Write {"type": "string", "required": true}.', path);
            continue;
        }
        r.unknownKeys(spec, VAR_KEYS, `context variable '${name}'`, path);
        const rawType = spec['type'] ?? 'string';
        let type = 'string';
        if (typeof rawType === 'string' && VAR_TYPES.includes(rawType))
            type = rawType;
        else
            r.report('CCW_CONTEXT_TYPE_INVALID', `context variable '${name}' has type ${describe(rawType)}; the wf-player knows string, path and boolean`, 'Use type string, path or boolean.', [...path, 'type']);
        const rawRequired = spec['required'] ?? false;
        if (typeof rawRequired !== 'boolean')
            r.report('CCW_FIELD_INVALID', `required of context variable '${name}' must be true or false, got ${describe(rawRequired)}`, 'Write "required": true or false.', [...path, 'required']);
        const def = spec['default'];
        let value = undefined;
        if (def !== undefined) {
            const ok = def === null || (type === 'boolean' ? typeof def === 'boolean' : typeof def === 'string' || typeof def === 'number');
            if (ok)
                value = def;
            else
                r.report('CCW_CONTEXT_TYPE_INVALID', `the default of context variable '${name}' is ${describe(def)}, which is not a ${type}`, type === 'boolean' ? 'Write the default as true or false.' : 'Write the default as a string.', [...path, 'default']);
        }
        vars.push({ name, type, required: rawRequired === true, default: value });
    }
    return vars;
}
function readNodes(r, nodes, unread) {
    if (nodes === undefined)
        return [];
    if (!Array.isArray(nodes)) {
        r.report('CCW_FIELD_INVALID', `nodes must be a list of nodes, got ${describe(nodes)}`, 'Write nodes as [{"id": "N-001", "type": "skill", ...}].', ['nodes']);
        return [];
    }
    if (nodes.length === 0)
        r.report('CCW_FIELD_MISSING', 'nodes is empty: the template has nothing to run', 'Add at least one node.', ['nodes']);
    const out = [];
    nodes.forEach((raw, index) => {
        const path = ['nodes', index];
        if (!isRecord(raw)) {
            r.report('CCW_FIELD_INVALID', `nodes[${index}] must be an object, got ${describe(raw)}`, 'Write each node as {"id", "type", ...}.', path);
            return;
        }
        const id = r.str(raw, 'id', `nodes[${index}]`, path);
        if (id === undefined || id === '') {
            r.report('CCW_FIELD_MISSING', `nodes[${index}] has no id`, 'Give every node a unique id, e.g. "N-001".', path);
            return;
        }
        const where = `node ${id}`;
        r.unknownKeys(raw, NODE_KEYS, where, path);
        const rawType = raw['type'];
        if (typeof rawType !== 'string' || !NODE_TYPES.includes(rawType)) {
            r.report('CCW_NODE_TYPE_UNKNOWN', `${where} has type ${describe(rawType)}; node types are ${NODE_TYPES.join(', ')}`, `Use one of: ${NODE_TYPES.join(', ')}.`, [...path, rawType === undefined ? 'id' : 'type']);
            unread.add(id);
            return;
        }
        const type = rawType;
        const rawOnFail = raw['on_fail'] ?? 'abort';
        let onFail = 'abort';
        if (typeof rawOnFail === 'string' && ON_FAIL.includes(rawOnFail))
            onFail = rawOnFail;
        else
            r.report('CCW_ON_FAIL_INVALID', `on_fail of ${where} is ${describe(rawOnFail)}; it is abort, skip or retry`, 'Use abort (the default), skip or retry.', [...path, 'on_fail']);
        const rawAuto = raw['auto_continue'];
        if (rawAuto !== undefined && typeof rawAuto !== 'boolean')
            r.report('CCW_FIELD_INVALID', `auto_continue of ${where} must be true or false, got ${describe(rawAuto)}`, 'Write "auto_continue": false to pause for a person.', [...path, 'auto_continue']);
        const node = {
            index,
            id,
            type,
            name: r.str(raw, 'name', where, path),
            description: r.str(raw, 'description', where, path),
            executor: r.str(raw, 'executor', where, path),
            argsTemplate: r.str(raw, 'args_template', where, path) ?? '',
            parallelGroup: r.str(raw, 'parallel_group', where, path),
            onFail,
            cliTool: r.str(raw, 'cli_tool', where, path),
            cliMode: r.str(raw, 'cli_mode', where, path),
            cliRule: r.str(raw, 'cli_rule', where, path),
            autoContinue: rawAuto !== false,
        };
        if (type === 'cli' && !node.cliTool)
            r.report('CCW_NODE_EXECUTOR_MISSING', `cli ${where} has no cli_tool: nothing says which CLI runs it`, 'Add "cli_tool": "gemini" (or codex, claude, ...).', path);
        if ((type === 'skill' || type === 'command' || type === 'agent') && !node.executor) {
            r.report('CCW_NODE_EXECUTOR_MISSING', `${type} ${where} has no executor: nothing says which ${type === 'agent' ? 'agent type' : type} runs it`, type === 'agent' ? 'Add "executor": "general-purpose" (or another agent type).' : `Add "executor": the ${type} name.`, path);
        }
        out.push(node);
    });
    return out;
}
function readEdges(r, edges) {
    if (edges === undefined)
        return [];
    if (!Array.isArray(edges)) {
        r.report('CCW_FIELD_INVALID', `edges must be a list of {from, to}, got ${describe(edges)}`, 'Write edges as [{"from": "N-001", "to": "N-002"}].', ['edges']);
        return [];
    }
    const out = [];
    edges.forEach((raw, index) => {
        const path = ['edges', index];
        if (!isRecord(raw) || typeof raw['from'] !== 'string' || typeof raw['to'] !== 'string') {
            r.report('CCW_FIELD_INVALID', `edges[${index}] must be {"from": <node id>, "to": <node id>}, got ${describe(raw)}`, 'Write each edge as {"from": "N-001", "to": "N-002"}.', path);
            return;
        }
        r.unknownKeys(raw, ['from', 'to', 'label'], `edges[${index}]`, path);
        out.push({ index, from: raw['from'], to: raw['to'] });
    });
    return out;
}
function readCheckpoints(r, list) {
    if (list === undefined)
        return [];
    if (!Array.isArray(list)) {
        r.report('CCW_FIELD_INVALID', `checkpoints must be a list of checkpoint node ids, got ${describe(list)}`, 'Write checkpoints as ["CP-01", "CP-02"].', ['checkpoints']);
        return [];
    }
    const out = [];
    list.forEach((raw, index) => {
        const path = ['checkpoints', index];
        if (typeof raw === 'string')
            out.push({ id: raw, path });
        else if (isRecord(raw) && typeof raw['id'] === 'string')
            out.push({ id: raw['id'], path: [...path, 'id'] });
        else
            r.report('CCW_FIELD_INVALID', `checkpoints[${index}] must be a checkpoint node id (or {"id": ...}), got ${describe(raw)}`, 'Name a checkpoint node by its id.', path);
    });
    return out;
}

// EXTERNAL MODULE: ./src/core/formats/types.ts
var types = __webpack_require__(37261);
;// CONCATENATED MODULE: ./src/core/formats/ccw/batches.ts
// The wf-player's execution plan: the nodes and edges as a DAG, checked (unique ids, edges and
// checkpoints naming nodes, no cycles, parallel groups without edges among their members and
// runnable as one batch) and ordered by Kahn's algorithm into batches. A parallel_group is one
// batch; every other node is a batch of its own. Ties go to the node listed first, so the same
// template always gives the same plan (the wf-player's own order is unspecified there).

function planBatches(template) {
    const findings = [];
    const byId = new Map();
    for (const node of template.nodes) {
        const first = byId.get(node.id);
        if (first)
            findings.push(finding('CCW_NODE_ID_DUPLICATE', `node id '${node.id}' is used by nodes[${first.index}] and nodes[${node.index}]: edges and references could not tell them apart`, 'Give every node a unique id.', ['nodes', node.index, 'id']));
        else
            byId.set(node.id, node);
    }
    const nodes = [...byId.values()];
    for (const cp of template.checkpoints) {
        const node = byId.get(cp.id);
        if (!node)
            findings.push(finding('CCW_CHECKPOINT_UNKNOWN', `checkpoints names '${cp.id}', which is not a node (the wf-player never reads checkpoints[]: the checkpoint nodes make the pauses, so the run is as without it)`, 'Remove it from checkpoints (a checkpoint node removed in wf-composer leaves its id here), or list the ids of checkpoint nodes only.', cp.path));
        else if (node.type !== 'checkpoint')
            findings.push(finding('CCW_CHECKPOINT_UNKNOWN', `checkpoints names '${cp.id}', which is a ${node.type} node, not a checkpoint (the wf-player never reads checkpoints[]: ${cp.id} runs as the ${node.type} node it is, with no pause)`, `Give ${cp.id} "type": "checkpoint" to make it one, or remove it from checkpoints.`, cp.path));
    }
    // Units: a parallel group (its members) or a single node. Checkpoints never run in a group.
    const groupOf = new Map();
    for (const node of nodes) {
        if (node.parallelGroup === undefined)
            continue;
        if (node.type === 'checkpoint') {
            findings.push(finding('CCW_FIELD_INVALID', `checkpoint ${node.id} has parallel_group '${node.parallelGroup}': a checkpoint pauses the whole run, it cannot run beside other nodes`, 'Remove parallel_group from the checkpoint.', ['nodes', node.index, 'parallel_group']));
            continue;
        }
        groupOf.set(node.id, node.parallelGroup);
    }
    const unitKey = (id) => (groupOf.has(id) ? `group:${groupOf.get(id)}` : `node:${id}`);
    const edges = [];
    for (const edge of template.edges) {
        let ok = true;
        for (const end of ['from', 'to']) {
            if (!byId.has(edge[end])) {
                ok = false;
                // A node with a finding of its own (an unknown type) exists: the edge is not a second mistake.
                if (template.unreadNodeIds.has(edge[end]))
                    continue;
                findings.push(finding('CCW_EDGE_UNKNOWN_NODE', `edges[${edge.index}].${end} names '${edge[end]}', which is not a node`, 'Name an existing node id.', ['edges', edge.index, end]));
                ok = false;
            }
        }
        if (!ok)
            continue;
        const g = groupOf.get(edge.from);
        if (g !== undefined && g === groupOf.get(edge.to) && edge.from !== edge.to) {
            findings.push(finding('CCW_PARALLEL_GROUP_EDGE', `edge ${edge.from} -> ${edge.to} joins two members of parallel_group '${g}': members of a group run at the same time, so one cannot wait for the other`, `Remove the edge, or take one of the nodes out of parallel_group '${g}'.`, ['edges', edge.index]));
            continue;
        }
        edges.push(edge);
    }
    const cyclic = reportCycle(nodes, edges, findings);
    // Kahn over units; ties go to the unit whose first node is listed first.
    const units = new Map();
    for (const node of nodes) {
        const key = unitKey(node.id);
        if (!units.has(key))
            units.set(key, []);
        units.get(key).push(node);
    }
    const indegree = new Map([...units.keys()].map((k) => [k, 0]));
    const out = new Map([...units.keys()].map((k) => [k, new Set()]));
    for (const e of edges) {
        const a = unitKey(e.from);
        const b = unitKey(e.to);
        if (a === b || out.get(a).has(b))
            continue;
        out.get(a).add(b);
        indegree.set(b, indegree.get(b) + 1);
    }
    const order = [];
    const ready = [...units.keys()].filter((k) => indegree.get(k) === 0);
    const firstIndex = (k) => units.get(k)[0].index;
    while (ready.length > 0) {
        ready.sort((a, b) => firstIndex(a) - firstIndex(b));
        const k = ready.shift();
        order.push(k);
        for (const next of out.get(k)) {
            indegree.set(next, indegree.get(next) - 1);
            if (indegree.get(next) === 0)
                ready.push(next);
        }
    }
    const ordered = new Set(order);
    const left = [...units.keys()].filter((k) => !ordered.has(k));
    if (left.length > 0 && !cyclic) {
        // The DAG is fine but a group cannot be one batch: something outside it sits between members.
        for (const k of left.filter((key) => key.startsWith('group:'))) {
            const members = units.get(k);
            findings.push(finding('CCW_PARALLEL_GROUP_SPLIT', `parallel_group '${k.slice(6)}' (${members.map((m) => m.id).join(', ')}) cannot run as one batch: a node outside the group depends on one member and is needed by another`, 'Move the nodes between them into the group, or split the group in two.', ['nodes', members[0].index, 'parallel_group']));
        }
    }
    // Whatever could not be ordered still gets a place (template order), so the rest translates.
    order.push(...left.sort((a, b) => firstIndex(a) - firstIndex(b)));
    const batches = [];
    const batchOf = new Map();
    for (const k of order) {
        const members = units.get(k);
        members.forEach((m) => batchOf.set(m.id, batches.length));
        batches.push({ nodes: members, group: members.length > 1 ? groupOf.get(members[0].id) : undefined });
    }
    return { batches, byId, batchOf, ordered: left.length === 0, findings };
}
/** Report the first cycle of the node graph (at its closing edge); true when there is one. */
function reportCycle(nodes, edges, findings) {
    const succ = new Map(nodes.map((n) => [n.id, []]));
    for (const e of edges)
        succ.get(e.from).push({ to: e.to, index: e.index });
    const state = new Map();
    // Iterative DFS (templates may be long chains).
    for (const start of nodes) {
        if (state.has(start.id))
            continue;
        const stack = [{ id: start.id, next: 0 }];
        state.set(start.id, 'open');
        while (stack.length > 0) {
            const top = stack[stack.length - 1];
            const list = succ.get(top.id);
            if (top.next >= list.length) {
                state.set(top.id, 'done');
                stack.pop();
                continue;
            }
            const e = list[top.next++];
            const s = state.get(e.to);
            if (s === 'open') {
                const path = stack.map((f) => f.id);
                const cycle = [...path.slice(path.indexOf(e.to)), e.to];
                findings.push(finding('CCW_CYCLE', `the edges form a cycle ${cycle.join(' -> ')}: a wf-player template is a DAG, so no node of the cycle could ever start`, 'Remove one edge of the cycle (loops are not part of the CCW format).', ['edges', e.index]));
                return true;
            }
            if (s === undefined) {
                state.set(e.to, 'open');
                stack.push({ id: e.to, next: 0 });
            }
        }
    }
    return false;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/core/formats/ccw/ids.ts
// Native step ids for CCW node ids. CCW ids such as "N-001" or "CP-01" cannot appear in
// expressions (steps.<id>), so each becomes [A-Za-z_][A-Za-z0-9_]* ("N_001"); a clash with an
// id already taken, or with DONE/BLOCKED, gets a numeric suffix. The original id stays in the
// step's description and in the importer's source map.
// ASK too: a status routed to ASK asks a person (workflow-format.md#asking-mid-stage), a step named so is never reached.

const RESERVED = new Set(['DONE', 'BLOCKED', 'ASK']);
class StepIds {
    taken = new Set();
    /** A fresh native id for `original` (never one handed out before). */
    claim(original) {
        let base = original.replace(/[^A-Za-z0-9_]/g, '_');
        if (!/^[A-Za-z_]/.test(base))
            base = `n_${base}`;
        let id = base;
        for (let n = 2; this.taken.has(id) || RESERVED.has(id); n++)
            id = `${base}_${n}`;
        this.taken.add(id);
        return id;
    }
}
/**
 * A native workflow name from the template id (or name): [A-Za-z0-9][A-Za-z0-9_.-]*. The name is
 * where the template's runs keep their state, so an id written in another script (CCW's users
 * write Chinese: `wft-\u529f\u80fd\u5f00\u53d1-\u2026`, `wft-\u7528\u6237\u8ba4\u8bc1-\u2026`), which loses characters here, also gets a digest
 * of the whole id: two templates never share a state folder.
 */
function workflowName(templateId, name) {
    for (const candidate of [templateId, name]) {
        if (candidate === undefined || candidate === '')
            continue;
        const cleaned = candidate.replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '').replace(/-+$/, '');
        if (/[^\x00-\x7f]/.test(candidate))
            return `${cleaned === '' ? 'ccw' : cleaned}-${(0,external_node_crypto_.createHash)('sha256').update(candidate).digest('hex').slice(0, 8)}`;
        if (cleaned !== '')
            return cleaned;
    }
    return 'ccw-template';
}

// EXTERNAL MODULE: ./src/core/model/placeholders.ts
var placeholders = __webpack_require__(42183);
;// CONCATENATED MODULE: ./src/core/formats/ccw/prompt.ts
// The task text (inline_instruction) of one CCW work node: what the wf-player would have asked
// its executor (Skill, namespaced command, Agent subagent, ccw cli), with the node's arguments,
// followed by the result contract. CCW has no result contract of its own (it guessed session
// ids and paths from prose), so the node writes its declared output and ends it with a
// WORKFLOW_GATE whose status is NODE_COMPLETE or NODE_FAILED.

/**
 * Template text the wf-player shows as it is (a node's name and description, the text around
 * its references), kept from reading as a native {{placeholder}} by the native escape:
 * `{{title}}` becomes `\{{title}}`, which the agent reads as `{{title}}`, as the wf-player passes it.
 * Every such match is escaped, with the backslashes before it: a stagegate template cannot write
 * a backslash right before an escaped placeholder (two backslashes make it a real one, Handlebars'
 * rule), so `\{{title}}` in the source also reads `{{title}}`, never a value.
 * Other double braces (`{{ .Values.x }}`, `{{color: 'red'}}`) are no placeholder and stay.
 */
function literal(text) {
    return (0,placeholders/* escapeText */.X1)(text);
}
const NODE_COMPLETE = 'NODE_COMPLETE';
const NODE_FAILED = 'NODE_FAILED';
/** The instruction for `node`; `args` is its args_template with references translated. */
function nodeInstruction(node, templateId, args, reportsSession, reportsArtifacts = false) {
    const title = node.name ? ` "${literal(node.name)}"` : '';
    const lines = [`CCW wf-player node ${node.id}${title} (${node.type} node) of template ${templateId}.`, ''];
    if (node.description)
        lines.push(literal(node.description), '');
    switch (node.type) {
        case 'skill':
            lines.push(`Run the skill \`${node.executor ?? ''}\` with these arguments:`);
            break;
        case 'command':
            lines.push(`Run the command \`${node.executor ?? ''}\` with these arguments:`);
            break;
        case 'agent':
            lines.push(`Work as the \`${node.executor ?? ''}\` agent on this task:`);
            break;
        default: {
            const settings = [`tool ${node.cliTool ?? '?'}`, node.cliMode ? `mode ${node.cliMode}` : undefined, node.cliRule ? `rule ${node.cliRule}` : undefined].filter((s) => s !== undefined);
            lines.push(`Do this task (a ccw cli call: ${settings.join(', ')}):`);
            if (node.cliMode === 'analysis')
                lines.push('Analysis mode: read only, change no file.');
        }
    }
    lines.push('', args.trim() === '' ? '(no arguments)' : args.trim(), '');
    lines.push('Write what you did, the files you produced or changed and any session id you created to the declared output file.');
    if (reportsSession)
        lines.push('A later node uses your session id: add the line `session_id: <the session id>` to the WORKFLOW_GATE block (leave it out when you created none).');
    if (reportsArtifacts)
        lines.push('A later node uses the files you produced: add `artifacts: [<path>, ...]` (workspace-relative, most important first) to the WORKFLOW_GATE block.');
    lines.push(`Report ${NODE_COMPLETE} when the node's work is done, ${NODE_FAILED} when it could not be done.`);
    lines.push(`status: ${NODE_COMPLETE} | ${NODE_FAILED}`);
    return lines.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/core/formats/ccw/references.ts



/** Single-brace tokens without spaces; anything that is not a reference stays as written. */
const TOKEN = /\{([^{}\s]+)\}/g;
const NODE_REF = /^([A-Za-z0-9][A-Za-z0-9_-]*)\.([A-Za-z_][A-Za-z0-9_]*)(?:\[(\d+)\])?$/;
/** A token that looks like a reference but is not a documented one (refused, never passed on as text). */
const REF_LIKE = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+(?:\[[^\]]*\])?$|^[A-Za-z0-9][A-Za-z0-9_-]*\[[^\]]*\]$/;
const VAR_REF = /^[A-Za-z_][A-Za-z0-9_-]*$/;
const PREV_REF = /^prev_(output|output_path|session_id)$/;
function translateArgs(node, plan, names, vars) {
    const findings = [];
    const sessionsUsed = [];
    const artifactsUsed = [];
    const path = ['nodes', node.index, 'args_template'];
    const own = plan.batchOf.get(node.id) ?? 0;
    // session_id and artifacts[k] of a node that completed without them are "" (03-execute.md:
    // "If referenced field is null/empty, the args_template substitution results in empty string").
    const nodeRef = (target, field, index, inner, whole) => {
        const branchOutput = names.branchOutput(target);
        if (field === 'session_id' || field === 'artifacts') {
            if (branchOutput !== undefined) {
                findings.push(finding('CCW_REFERENCE_INVALID', `{${inner}} in node ${node.id}: ${target.id} runs in parallel_group '${target.parallelGroup ?? ''}', and the ${field === 'session_id' ? 'session id' : 'artifacts'} of a parallel branch cannot be referenced`, `Use {${target.id}.output_path}, or take ${target.id} out of the group.`, path));
                return whole;
            }
            if (field === 'session_id') {
                sessionsUsed.push(target.id);
                return `{{steps.${names.stepId(target)}.gate_or_empty.session_id}}`;
            }
            artifactsUsed.push(target.id);
            return `{{steps.${names.stepId(target)}.gate_or_empty.artifacts.${index ?? '0'}}}`;
        }
        return branchOutput ?? `{{steps.${names.stepId(target)}.output_or_empty}}`;
    };
    // The text between the tokens is the wf-player's as it is: literal() keeps a {{name}} in it
    // from becoming a native placeholder; each token is translated (or kept) by `token`.
    let text = '';
    let last = 0;
    for (const m of node.argsTemplate.matchAll(TOKEN)) {
        const translated = token(m[0], m[1], m.index, node.argsTemplate);
        const before = literal(node.argsTemplate.slice(last, m.index));
        // A backslash right before a reference (`C:\\work\\{dir}`) stays before its value.
        text += (translated.startsWith('{{') ? (0,placeholders/* beforePlaceholder */.H4)(before) : before) + translated;
        last = m.index + m[0].length;
    }
    text += literal(node.argsTemplate.slice(last));
    return { text, findings, sessionsUsed, artifactsUsed };
    function token(whole, inner, offset, all) {
        const prev = PREV_REF.exec(inner);
        if (prev) {
            const target = previousNode(plan, own);
            if ('why' in target) {
                // Name the batch's nodes with the field asked for: the fix is to pick one of them.
                const field = prev[1] === 'session_id' ? 'session_id' : 'output_path';
                const hint = target.batch.length > 0 ? `Name the node meant instead: ${target.batch.map((n) => `{${n.id}.${field}}`).join(' or ')}.` : 'Name the node meant instead, e.g. {N-001.output_path}, or remove the reference.';
                // An unordered plan (cycle, split group) is reported once, not once per reference.
                if (plan.ordered)
                    findings.push(finding('CCW_PREV_REFERENCE_UNRESOLVABLE', `{${inner}} in node ${node.id}: ${target.why}`, hint, path));
                return whole;
            }
            return nodeRef(target, prev[1] === 'session_id' ? 'session_id' : 'output_path', undefined, inner, whole);
        }
        const ref = NODE_REF.exec(inner);
        if (ref) {
            const [, id, field, index] = ref;
            const target = plan.byId.get(id);
            if (!target) {
                findings.push(finding('CCW_REFERENCE_UNKNOWN_NODE', `{${inner}} in node ${node.id} names '${id}', which is not a node`, 'Name an existing node id.', path));
                return whole;
            }
            const documented = index === undefined ? field === 'output_path' || field === 'session_id' : field === 'artifacts';
            if (target.type === 'checkpoint' || !documented) {
                findings.push(finding('CCW_REFERENCE_INVALID', target.type === 'checkpoint'
                    ? `{${inner}} in node ${node.id} refers to checkpoint ${id}, which produces no output or session`
                    : `{${inner}} in node ${node.id}: a node offers output_path, session_id and artifacts[<n>], not '${field}${index !== undefined ? `[${index}]` : ''}'`, 'Use {<node>.output_path}, {<node>.session_id} or {<node>.artifacts[0]} of a work node.', path));
                return whole;
            }
            if ((plan.batchOf.get(id) ?? 0) >= own) {
                if (plan.ordered)
                    findings.push(finding('CCW_REFERENCE_NOT_UPSTREAM', `{${inner}} in node ${node.id} refers to node ${id}, which does not run before it (${id === node.id ? 'it is the node itself' : 'add an edge so it does'})`, `Add an edge from ${id} (or one of its successors) to ${node.id}, or drop the reference.`, path));
                return whole;
            }
            return nodeRef(target, field, index, inner, whole);
        }
        if (VAR_REF.test(inner)) {
            if (vars.has(inner))
                return `{{${inner}}}`;
            // `${HOME}` in a cli node's text is the shell's, not a context variable: left as written.
            if (all[offset - 1] === '$')
                return whole;
            findings.push(finding('CCW_VARIABLE_UNDECLARED', `{${inner}} in node ${node.id} is not a context_schema variable, so nothing binds it`, `Declare "${inner}" in context_schema (with "required": true or a default), or fix the spelling.`, path));
            return whole;
        }
        if (REF_LIKE.test(inner)) {
            findings.push(finding('CCW_REFERENCE_INVALID', `{${inner}} in node ${node.id} is not a reference the wf-player resolves ({var}, {<node>.output_path}, {<node>.session_id}, {<node>.artifacts[<n>]}, {prev_output}, {prev_output_path}, {prev_session_id})`, 'Fix the reference, or write the braces some other way if it is meant as text.', path));
            return whole;
        }
        return whole;
    }
}
/** The node {prev_*} names for a node of batch `own`, or why there is none. */
/** The previous work node, or why there is none (with the parallel batch's nodes, for the hint). */
function previousNode(plan, own) {
    for (let b = own - 1; b >= 0; b--) {
        const work = plan.batches[b].nodes.filter((n) => n.type !== 'checkpoint');
        if (work.length === 1)
            return work[0];
        if (work.length > 1)
            return { why: `the previous batch runs ${work.map((n) => n.id).join(', ')} in parallel, so "previous" does not name one node`, batch: work };
    }
    return { why: 'no work node runs before it', batch: [] };
}

;// CONCATENATED MODULE: ./src/core/formats/ccw/translate.ts
// A CCW wf-player template as a native 4.0 workflow. The batches of the execution plan become a
// chain of steps, in order:
//   - a work node (skill, command, agent, cli) -> an agent step (inline_instruction, declared
//     output under the run root, statuses NODE_COMPLETE -> next batch, NODE_FAILED -> per on_fail),
//     or a shell step when the run map gives it a command;
//   - a parallel_group batch -> a parallel step (join all) with one branch per node;
//   - a checkpoint with auto_continue: false -> an approval step (approve = Continue, reject =
//     Abort, no decision yet = Pause); with auto_continue: true -> a pass-through decision
//     (recorded in state and history, nothing to wait for).
// A node fails as the wf-player's does (03-execute.md "On node failure (exception or skill
// returning error state)"): its process fails, or it reports NODE_FAILED, one of the step's
// failure_statuses, which fails the attempt the same way. Then on_fail: abort -> the run stops
// with the node active (a resume retries it; `stagegate skip` skips it; doing nothing aborts: the
// wf-player's Retry / Skip / Abort); skip -> on_failure: skip (the node is recorded skipped, its
// output_path "" for later nodes) and on with the next batch; retry -> a second attempt
// (retry.max_attempts 2), then as abort.
// A parallel branch is no step of the graph: there on_fail acts through failure_statuses and retry
// only (NODE_FAILED retried like a failed process under on_fail: retry; a branch that still fails
// fails the group).







/** Agent CLIs stagegate has adapters for; other executors run on the invocation's --agent. */
const KNOWN_AGENTS = new Set(['claude', 'codex', 'gemini', 'copilot', 'opencode']);
function translateTemplate(template, options) {
    const plan = planBatches(template);
    const findings = [...plan.findings];
    const sourcePaths = new Map();
    const map = (native, source) => {
        sourcePaths.set((0,types/* pathKey */.P)(native), source);
    };
    const name = workflowName(template.templateId, template.name);
    const templateId = template.templateId ?? name;
    const runRoot = `.stagegate/ccw/${name}/{{run_id}}`;
    map(['name'], template.templateId !== undefined ? ['template_id'] : template.name !== undefined ? ['name'] : []);
    map(['state_path'], []);
    // Native ids: node ids first (in template order), then one id per parallel group.
    const ids = new StepIds();
    const stepIdOf = new Map();
    for (const node of plan.byId.values())
        stepIdOf.set(node.id, ids.claim(node.id));
    // A group with an on_fail: skip member runs its members one after another: each keeps its own
    // on_fail (a skipped member lets the others go on), which a parallel branch cannot express.
    // 03-execute.md allows it ("use multiple Agent calls synchronously").
    const parallel = (b) => b.group !== undefined && !b.nodes.some((n) => n.onFail === 'skip');
    const batchIds = plan.batches.map((b) => (parallel(b) ? ids.claim(`parallel_${b.group}`) : stepIdOf.get(b.nodes[0].id)));
    for (const id of Object.keys(options.run)) {
        const node = plan.byId.get(id);
        if (!node || node.type === 'checkpoint') {
            const work = [...plan.byId.values()].filter((n) => n.type !== 'checkpoint').map((n) => n.id);
            findings.push({ ...finding('CCW_RUN_UNKNOWN_NODE', node ? `the run map gives checkpoint ${id} a command, but a checkpoint runs nothing` : `the run map names '${id}', which is not a node of this template.${(0,did_you_mean/* didYouMean */.au)(id, work)}`, `Map work node ids (skill, command, agent, cli) to commands: ${work.slice(0, 8).join(', ')}.`, ['run', id]), runMap: true });
        }
    }
    const outputOf = (node) => `${runRoot}/nodes/${stepIdOf.get(node.id)}.md`;
    const inGroup = (node) => {
        const batch = plan.batches[plan.batchOf.get(node.id) ?? 0];
        return batch !== undefined && parallel(batch);
    };
    const names = { stepId: (n) => stepIdOf.get(n.id), branchOutput: (n) => (inGroup(n) ? outputOf(n) : undefined) };
    // Arguments first: a node whose session id a later node uses must be told to report it.
    const vars = new Set(template.vars.map((v) => v.name));
    const args = new Map();
    const sessionNodes = new Set();
    const artifactNodes = new Set();
    for (const node of plan.byId.values()) {
        if (node.type === 'checkpoint')
            continue;
        const t = translateArgs(node, plan, names, vars);
        args.set(node.id, t.text);
        findings.push(...t.findings);
        t.sessionsUsed.forEach((id) => sessionNodes.add(id));
        t.artifactsUsed.forEach((id) => artifactNodes.add(id));
    }
    const workStep = (node, next, inBranch) => {
        const sid = stepIdOf.get(node.id);
        const base = inBranch ? ['steps', batchIds[plan.batchOf.get(node.id)], 'parallel', 'branches', sid] : ['steps', sid];
        const step = { description: describeNode(node) };
        const command = options.run[node.id];
        if (command !== undefined) {
            step['run'] = command;
            step['inputs'] = { ccw_node_id: node.id, ccw_args: args.get(node.id) ?? '' };
            map([...base, 'run'], ['nodes', node.index]);
            map([...base, 'inputs'], ['nodes', node.index, 'args_template']);
        }
        else {
            step['inline_instruction'] = nodeInstruction(node, templateId, args.get(node.id) ?? '', sessionNodes.has(node.id), artifactNodes.has(node.id));
            map([...base, 'inline_instruction'], ['nodes', node.index, 'args_template']);
            const executor = (node.type === 'cli' ? node.cliTool : node.executor)?.toLowerCase();
            if (executor !== undefined && KNOWN_AGENTS.has(executor)) {
                step['agent'] = executor;
                map([...base, 'agent'], ['nodes', node.index, node.type === 'cli' ? 'cli_tool' : 'executor']);
            }
            else if (node.type === 'cli' && node.cliTool) {
                findings.push(finding('CCW_CLI_TOOL_UNKNOWN', `cli_tool '${node.cliTool}' of node ${node.id} has no stagegate adapter: the node runs on the agent the invocation names (--agent)`, `Use one of ${[...KNOWN_AGENTS].join(', ')}, or pass --agent when you run it.`, ['nodes', node.index, 'cli_tool']));
            }
        }
        step['output'] = outputOf(node);
        // NODE_FAILED is a failure of the node, as a failed process is (03-execute.md "On node
        // failure (exception or skill returning error state)"): never a verdict the run goes on with.
        step['statuses'] = { [NODE_COMPLETE]: next, [NODE_FAILED]: 'BLOCKED' };
        map([...base, 'output'], ['nodes', node.index]);
        map([...base, 'statuses'], ['nodes', node.index, 'on_fail']);
        // A parallel branch too: the spec's rule is per node, wherever it runs (its retry then retries
        // a NODE_FAILED as it retries a failed process; a branch failing after that fails the group).
        step['failure_statuses'] = [NODE_FAILED];
        map([...base, 'failure_statuses'], ['nodes', node.index, 'on_fail']);
        if (node.onFail === 'retry') {
            step['retry'] = { max_attempts: 2 };
            map([...base, 'retry'], ['nodes', node.index, 'on_fail']);
        }
        // A branch is no step of the graph (no on_failure, optional or on_skip there): its on_fail
        // acts through its failure_statuses and retry only; a branch that still fails fails the group.
        if (node.onFail === 'skip' && !inBranch) {
            step['on_failure'] = 'skip';
            step['on_skip'] = next;
            map([...base, 'on_failure'], ['nodes', node.index, 'on_fail']);
            map([...base, 'on_skip'], ['nodes', node.index, 'on_fail']);
        }
        else if (!inBranch) {
            // abort, and retry once its retry failed too: the wf-player asks Retry / Skip / Abort.
            // The run stops with the node active: a resume retries it, `stagegate skip` skips it.
            step['optional'] = true;
            step['on_skip'] = next;
        }
        map(base, ['nodes', node.index]);
        return step;
    };
    const steps = {};
    plan.batches.forEach((batch, i) => {
        const next = batchIds[i + 1] ?? 'DONE';
        const id = batchIds[i];
        if (batch.group !== undefined && !parallel(batch)) {
            batch.nodes.forEach((node, k) => {
                const sid = stepIdOf.get(node.id);
                steps[sid] = workStep(node, k + 1 < batch.nodes.length ? stepIdOf.get(batch.nodes[k + 1].id) : next, false);
                map(['steps', sid], ['nodes', node.index]);
            });
            return;
        }
        if (batch.group === undefined) {
            const node = batch.nodes[0];
            steps[id] = node.type === 'checkpoint' ? checkpointStep(node, next) : workStep(node, next, false);
            map(['steps', id], ['nodes', node.index]);
            if (node.type === 'checkpoint') {
                map(['steps', id, node.autoContinue ? 'decide' : 'approval'], ['nodes', node.index, 'auto_continue']);
            }
            return;
        }
        const branches = {};
        for (const node of batch.nodes)
            branches[stepIdOf.get(node.id)] = workStep(node, 'DONE', true);
        steps[id] = {
            description: `CCW parallel_group ${batch.group}: ${batch.nodes.map((n) => n.id).join(', ')}`,
            parallel: { max_concurrency: batch.nodes.length, join: 'all', branches },
            statuses: { PARALLEL_COMPLETE: next, PARALLEL_FAILED: 'BLOCKED' },
        };
        const first = ['nodes', batch.nodes[0].index, 'parallel_group'];
        map(['steps', id], first);
        map(['steps', id, 'parallel'], first);
        map(['steps', id, 'parallel', 'branches'], first);
    });
    const data = {
        version: '4.0',
        name,
        description: describeTemplate(template),
        state_path: `${runRoot}/workflow_state.yaml`,
    };
    const inputs = translateInputs(template, map);
    if (inputs)
        data['inputs'] = inputs;
    data['steps'] = steps;
    map(['steps'], ['nodes']);
    return { data, sourcePaths, findings, helperSteps: [] };
}
function checkpointStep(node, next) {
    const description = describeNode(node);
    if (node.autoContinue)
        return { description, decide: [{ else: next }] };
    const message = literal([node.name, node.description].filter((s) => s !== undefined && s !== '').join(': ')) || `Continue after checkpoint ${node.id}?`;
    return { description, approval: { message }, on_approve: next, on_reject: 'BLOCKED' };
}
function describeNode(node) {
    const what = node.type === 'checkpoint' ? (node.autoContinue ? 'checkpoint, auto-continue' : 'checkpoint, pause for approval') : `${node.type} ${node.type === 'cli' ? node.cliTool ?? '' : node.executor ?? ''}`.trim();
    return `CCW node ${node.id}${node.name ? ` \u00b7 ${node.name}` : ''} (${what})`;
}
function describeTemplate(t) {
    const parts = [`CCW wf-player template ${t.templateId ?? '(no template_id)'}`];
    if (t.name)
        parts.push(`"${t.name}"`);
    if (t.version)
        parts.push(`version ${t.version}`);
    return parts.join(' ') + (t.description ? `: ${t.description}` : '');
}
/**
 * context_schema -> inputs. A required variable without a default (or with null) is required; every other
 * one is optional, with its default (an optional variable without one defaults to "", as the
 * wf-player binds it).
 */
function translateInputs(t, map) {
    if (t.vars.length === 0)
        return undefined;
    const required = [];
    const optional = [];
    const defaults = {};
    for (const v of t.vars) {
        // A null default is no value (01-load.md asks for a required variable that has none).
        if (v.required && (v.default === undefined || v.default === null)) {
            map(['inputs', 'required', required.length], ['context_schema', v.name]);
            required.push(v.name);
            continue;
        }
        map(['inputs', 'optional', optional.length], ['context_schema', v.name]);
        optional.push(v.name);
        // A default is text the wf-player binds as written: no {{name}} in it is a native placeholder.
        defaults[v.name] = typeof v.default === 'string' ? literal(v.default) : (v.default ?? '');
        map(['inputs', 'defaults', v.name], ['context_schema', v.name, ...(v.default === undefined || v.default === null ? [] : ['default'])]);
    }
    const out = {};
    if (required.length > 0)
        out['required'] = required;
    if (optional.length > 0)
        out['optional'] = optional;
    if (Object.keys(defaults).length > 0)
        out['defaults'] = defaults;
    // path and boolean variables are checked when a run binds them (inputs.types).
    const types = {};
    for (const v of t.vars)
        if (v.type !== undefined && v.type !== 'string')
            types[v.name] = v.type;
    if (Object.keys(types).length > 0)
        out['types'] = types;
    map(['inputs'], ['context_schema']);
    return out;
}

// EXTERNAL MODULE: ./src/core/formats/detect.ts
var detect = __webpack_require__(82249);
;// CONCATENATED MODULE: ./src/core/formats/ccw/importer.ts



function importer_isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
const ccwImporter = {
    format: 'ccw',
    detect: detect/* detectCcw */.PH,
    translate(data, _file, options) {
        const { template, findings } = readTemplate(importer_isRecord(data) ? data : {});
        const t = translateTemplate(template, options);
        const diagnostics = [...findings, ...t.findings].map((f) => ({ code: f.code, severity: f.severity, message: f.message, ...(f.hint !== undefined ? { hint: f.hint } : {}), path: f.path, ...(f.runMap ? { runMap: f.runMap } : {}) }));
        return { format: 'ccw', data: t.data, sourcePaths: t.sourcePaths, diagnostics, helperSteps: t.helperSteps };
    },
};


/***/ })

};
