export const id = 513;
export const ids = [513];
export const modules = {

/***/ 3502:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tr: () => (/* binding */ validationGithub),
/* harmony export */   aQ: () => (/* binding */ validationJson),
/* harmony export */   nP: () => (/* binding */ validationText)
/* harmony export */ });
function validationJson(r) {
    const shape = (d) => ({ code: d.code, message: d.message, file: d.file, line: d.line, column: d.column, severity: d.severity, path: d.path, ...(d.hint !== undefined ? { hint: d.hint } : {}) });
    return {
        valid: r.errors === 0,
        files: r.files,
        errors: r.diagnostics.filter((d) => d.severity === 'error').map(shape),
        warnings: r.diagnostics.filter((d) => d.severity === 'warning').map(shape),
    };
}
function validationText(r, style) {
    const lines = [];
    for (const d of r.diagnostics) {
        const sev = d.severity === 'error' ? style.red('error') : style.yellow('warning');
        lines.push(`${d.file}:${d.line}:${d.column}  ${sev}  ${d.code}  ${d.message}`);
        if (d.hint)
            lines.push(`    ${style.dim(`hint: ${d.hint}`)}`);
    }
    const summary = `${r.files.length} workflow file${r.files.length === 1 ? '' : 's'} checked: ${r.errors} error${r.errors === 1 ? '' : 's'}, ${r.warnings} warning${r.warnings === 1 ? '' : 's'}`;
    lines.push(r.errors === 0 ? style.green(summary) : style.red(summary));
    return lines.join('\n');
}
/** GitHub workflow commands: one annotation per diagnostic. Values are escaped per the spec. */
function validationGithub(r) {
    const escData = (s) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    const escProp = (s) => escData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
    return r.diagnostics
        .map((d) => `::${d.severity === 'error' ? 'error' : 'warning'} file=${escProp(d.file)},line=${d.line},col=${d.column},title=${escProp(d.code)}::${escData(d.message + (d.hint ? ` (${d.hint})` : ''))}`)
        .join('\n');
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
    CCW_CHECKPOINT_UNKNOWN: 'error',
    CCW_VARIABLE_UNDECLARED: 'error',
    CCW_REFERENCE_UNKNOWN_NODE: 'error',
    CCW_REFERENCE_INVALID: 'error',
    CCW_REFERENCE_NOT_UPSTREAM: 'error',
    CCW_PREV_REFERENCE_UNRESOLVABLE: 'error',
    CCW_RUN_UNKNOWN_NODE: 'error',
};


/***/ }),

/***/ 4574:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  UE: () => (/* binding */ importerFor)
});

// UNUSED EXPORTS: IMPORTERS, isNativeShape

// EXTERNAL MODULE: ./src/core/formats/maestro/codes.ts
var codes = __webpack_require__(3604);
;// CONCATENATED MODULE: ./src/core/formats/maestro/model.ts

const NODE_TYPES = ['command', 'decision', 'gate', 'fork', 'join', 'eval', 'terminal'];
const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const TOP_KEYS = ['$schema', 'id', 'name', 'version', 'description', 'entry', 'nodes', 'inputs', 'defaults', 'tags', 'intent', 'metadata'];
// Every field maestro's graph-types.ts and chain-graph.schema.json define, per node type.
const NODE_KEYS = {
    command: ['cmd', 'args', 'next', 'on_failure', 'max_visits', 'timeout_ms', 'retry', 'auto_flag', 'extract', 'analyze', 'auto_continue_on_failure'],
    decision: ['eval', 'edges', 'strategy', 'max_visits', 'prompt', 'context_keys'],
    gate: ['condition', 'on_pass', 'on_fail', 'wait', 'wait_message', 'max_visits', 'message'],
    fork: ['branches', 'join', 'max_visits'],
    join: ['strategy', 'merge', 'next', 'on_failure', 'max_visits'],
    eval: ['set', 'next', 'max_visits'],
    terminal: ['status', 'delegate_graph', 'delegate_inputs', 'summary'],
};
const DEFAULTS_KEYS = ['timeout_ms', 'analyze', 'max_visits', 'auto_flag', 'retry', 'auto_continue_on_failure'];
const COMMON_KEYS = ['type', 'description', 'label', 'name', 'notes'];
/** Read the graph; shape problems are findings, never exceptions. */
function readGraph(doc, findings) {
    const add = (code, message, path, hint) => {
        findings.push(hint === undefined ? { code, message, path } : { code, message, path, hint });
    };
    const o = isObj(doc) ? doc : {};
    const str = (v, path, what, code = 'MAESTRO_NODE_INVALID') => {
        if (v === undefined)
            return undefined;
        if (typeof v === 'string' && v.length > 0)
            return v;
        add(code, `${what} must be a non-empty string`, path);
        return undefined;
    };
    const int = (v, path, what, min, code = 'MAESTRO_NODE_INVALID') => {
        if (v === undefined)
            return undefined;
        if (typeof v === 'number' && Number.isInteger(v) && v >= min)
            return v;
        add(code, `${what} must be an integer >= ${min}`, path);
        return undefined;
    };
    const retry = (v, path, code) => {
        if (v === undefined)
            return undefined;
        if (!isObj(v)) {
            add(code, 'retry must be an object {max_attempts, base_backoff_ms, max_backoff_ms}', path);
            return undefined;
        }
        const r = {};
        const a = int(v['max_attempts'], [...path, 'max_attempts'], 'retry.max_attempts', 1, code);
        const b = int(v['base_backoff_ms'], [...path, 'base_backoff_ms'], 'retry.base_backoff_ms', 0, code);
        const m = int(v['max_backoff_ms'], [...path, 'max_backoff_ms'], 'retry.max_backoff_ms', 0, code);
        if (a !== undefined)
            r.max_attempts = a;
        if (b !== undefined)
            r.base_backoff_ms = b;
        if (m !== undefined)
            r.max_backoff_ms = m;
        return r;
    };
    for (const key of ['id', 'name', 'version', 'entry', 'nodes']) {
        if (o[key] === undefined)
            add('MAESTRO_GRAPH_INVALID', `a maestro chain graph needs '${key}'`, [], `Add "${key}" at the top of the graph.`);
    }
    for (const key of Object.keys(o)) {
        if (!TOP_KEYS.includes(key))
            add('MAESTRO_FIELD_UNKNOWN', `unknown graph field '${key}' (ignored)`, [key]);
    }
    const version = o['version'];
    const graph = {
        id: str(o['id'], ['id'], 'id', 'MAESTRO_GRAPH_INVALID') ?? str(o['name'], ['name'], 'name', 'MAESTRO_GRAPH_INVALID') ?? 'maestro-graph',
        inputs: [],
        defaults: {},
        nodes: new Map(),
        unreadable: new Set(),
    };
    const name = typeof o['name'] === 'string' ? o['name'] : undefined;
    if (name !== undefined)
        graph.name = name;
    if (typeof version === 'string' || typeof version === 'number')
        graph.version = String(version);
    if (typeof o['description'] === 'string')
        graph.description = o['description'];
    const entry = str(o['entry'], ['entry'], 'entry', 'MAESTRO_GRAPH_INVALID');
    if (entry !== undefined)
        graph.entry = entry;
    const inputs = o['inputs'];
    if (inputs !== undefined && !isObj(inputs))
        add('MAESTRO_INPUT_INVALID', 'inputs must be an object {name: {type, required, default}}', ['inputs']);
    for (const [name, spec] of Object.entries(isObj(inputs) ? inputs : {})) {
        const path = ['inputs', name];
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
            add('MAESTRO_INPUT_INVALID', `input name '${name}' must match [A-Za-z_][A-Za-z0-9_]*`, path);
        const s = isObj(spec) ? spec : {};
        if (!isObj(spec))
            add('MAESTRO_INPUT_INVALID', `input '${name}' must be an object {type, required, default}`, path);
        const input = { name, required: s['required'] === true, hasDefault: 'default' in s };
        const type = s['type'];
        if (type !== undefined) {
            if (typeof type !== 'string' || !['string', 'number', 'boolean', 'path'].includes(type)) {
                add('MAESTRO_INPUT_INVALID', `input '${name}' has type ${JSON.stringify(type)}: use string, number, boolean or path`, [...path, 'type']);
            }
            else
                input.type = type;
        }
        if ('default' in s) {
            const d = s['default'];
            if (d !== null && !['string', 'number', 'boolean'].includes(typeof d)) {
                add('MAESTRO_INPUT_INVALID', `input '${name}' has a default that is not a scalar`, [...path, 'default']);
            }
            else {
                input.default = d;
                const want = input.type === 'path' ? 'string' : input.type;
                if (want !== undefined && d !== null && typeof d !== want) {
                    add('MAESTRO_INPUT_INVALID', `input '${name}' is declared ${input.type} but its default ${JSON.stringify(d)} is a ${typeof d}`, [...path, 'default']);
                }
            }
        }
        graph.inputs.push(input);
    }
    const defaults = o['defaults'];
    if (defaults !== undefined && !isObj(defaults))
        add('MAESTRO_GRAPH_INVALID', 'defaults must be an object', ['defaults']);
    if (isObj(defaults)) {
        for (const key of Object.keys(defaults)) {
            if (!DEFAULTS_KEYS.includes(key))
                add('MAESTRO_FIELD_UNKNOWN', `unknown field '${key}' in defaults (ignored)`, ['defaults', key]);
        }
        if (typeof defaults['auto_continue_on_failure'] === 'boolean')
            graph.defaults.auto_continue_on_failure = defaults['auto_continue_on_failure'];
        const t = int(defaults['timeout_ms'], ['defaults', 'timeout_ms'], 'defaults.timeout_ms', 1, 'MAESTRO_GRAPH_INVALID');
        const mv = int(defaults['max_visits'], ['defaults', 'max_visits'], 'defaults.max_visits', 1, 'MAESTRO_GRAPH_INVALID');
        const r = retry(defaults['retry'], ['defaults', 'retry'], 'MAESTRO_GRAPH_INVALID');
        const af = str(defaults['auto_flag'], ['defaults', 'auto_flag'], 'defaults.auto_flag', 'MAESTRO_GRAPH_INVALID');
        if (t !== undefined)
            graph.defaults.timeout_ms = t;
        if (mv !== undefined)
            graph.defaults.max_visits = mv;
        if (r !== undefined)
            graph.defaults.retry = r;
        if (af !== undefined)
            graph.defaults.auto_flag = af;
    }
    const nodes = o['nodes'];
    if (nodes !== undefined && !isObj(nodes))
        add('MAESTRO_GRAPH_INVALID', 'nodes must be an object {id: node}', ['nodes']);
    for (const [id, raw] of Object.entries(isObj(nodes) ? nodes : {})) {
        const path = ['nodes', id];
        if (!isObj(raw)) {
            add('MAESTRO_NODE_INVALID', `node '${id}' must be an object with a type`, path);
            graph.unreadable.add(id);
            continue;
        }
        const type = raw['type'];
        if (typeof type !== 'string' || !NODE_TYPES.includes(type)) {
            add('MAESTRO_NODE_TYPE_UNKNOWN', `node '${id}' has type ${JSON.stringify(type)}: use ${NODE_TYPES.join(', ')}`, [...path, 'type']);
            graph.unreadable.add(id);
            continue;
        }
        const t = type;
        for (const key of Object.keys(raw)) {
            if (!COMMON_KEYS.includes(key) && !NODE_KEYS[t].includes(key))
                add('MAESTRO_FIELD_UNKNOWN', `unknown field '${key}' on ${t} node '${id}' (ignored)`, [...path, key]);
        }
        const node = { id, type: t, extract: [], edges: [], wait: false, branches: [], set: [], delegate_inputs: [] };
        const s = (key) => str(raw[key], [...path, key], `${key} of node '${id}'`);
        const setIf = (key, value) => {
            if (value !== undefined)
                node[key] = value;
        };
        setIf('description', typeof raw['description'] === 'string' ? raw['description'] : undefined);
        setIf('max_visits', int(raw['max_visits'], [...path, 'max_visits'], `max_visits of node '${id}'`, 1));
        if (t === 'command') {
            setIf('cmd', s('cmd'));
            if (raw['args'] !== undefined && typeof raw['args'] !== 'string')
                add('MAESTRO_NODE_INVALID', `args of node '${id}' must be a string`, [...path, 'args']);
            setIf('args', typeof raw['args'] === 'string' ? raw['args'] : undefined);
            setIf('next', s('next'));
            setIf('on_failure', s('on_failure'));
            setIf('timeout_ms', int(raw['timeout_ms'], [...path, 'timeout_ms'], `timeout_ms of node '${id}'`, 1));
            setIf('retry', retry(raw['retry'], [...path, 'retry'], 'MAESTRO_NODE_INVALID'));
            setIf('auto_flag', s('auto_flag'));
            if (typeof raw['auto_continue_on_failure'] === 'boolean')
                node.autoContinue = raw['auto_continue_on_failure'];
            if (node.cmd === undefined)
                add('MAESTRO_NODE_INVALID', `command node '${id}' has no cmd`, path, 'Add "cmd": the command (skill) to run, e.g. "maestro-plan".');
            if (node.next === undefined)
                add('MAESTRO_NODE_INVALID', `command node '${id}' has no next`, path, 'Add "next": the node that follows (a terminal node ends the chain).');
            const extract = raw['extract'];
            if (extract !== undefined && !isObj(extract))
                add('MAESTRO_NODE_INVALID', `extract of node '${id}' must be an object {rule: {strategy, pattern, target}}`, [...path, 'extract']);
            for (const [rule, spec] of Object.entries(isObj(extract) ? extract : {})) {
                const rp = [...path, 'extract', rule];
                const e = isObj(spec) ? spec : {};
                // output-parser.ts: regex (first capture group) and line_match (the rest of the first line
                // that starts with the pattern); graph-loader.ts refuses json_path.
                const strategy = e['strategy'] ?? 'regex';
                if (strategy !== 'regex' && strategy !== 'line_match')
                    add('MAESTRO_NODE_INVALID', `extract rule '${rule}' has strategy ${JSON.stringify(e['strategy'])}: maestro supports regex and line_match (graph-loader.ts refuses json_path)`, [...rp, 'strategy']);
                const pattern = str(e['pattern'], [...rp, 'pattern'], `extract rule '${rule}' pattern`);
                const target = str(e['target'], [...rp, 'target'], `extract rule '${rule}' target`) ?? `var.${rule}`;
                if (pattern === undefined)
                    add('MAESTRO_NODE_INVALID', `extract rule '${rule}' has no pattern`, rp);
                else if (strategy === 'line_match')
                    node.extract.push({ name: rule, strategy, pattern, target });
                else if (strategy === 'regex') {
                    try {
                        new RegExp(pattern);
                        node.extract.push({ name: rule, strategy, pattern, target });
                    }
                    catch {
                        add('MAESTRO_NODE_INVALID', `extract rule '${rule}' pattern is not a valid regular expression`, [...rp, 'pattern']);
                    }
                }
            }
        }
        else if (t === 'decision') {
            setIf('eval', s('eval'));
            setIf('strategy', s('strategy'));
            setIf('prompt', s('prompt'));
            if (node.strategy !== undefined && node.strategy !== 'expr' && node.strategy !== 'llm') {
                add('MAESTRO_NODE_INVALID', `decision node '${id}' has strategy '${node.strategy}': use expr or llm`, [...path, 'strategy']);
            }
            const edges = raw['edges'];
            if (!Array.isArray(edges) || edges.length === 0)
                add('MAESTRO_NODE_INVALID', `decision node '${id}' needs a non-empty edges list`, [...path, 'edges']);
            (Array.isArray(edges) ? edges : []).forEach((edge, index) => {
                const ep = [...path, 'edges', index];
                if (!isObj(edge)) {
                    add('MAESTRO_EDGE_INVALID', `edge ${index} of decision '${id}' must be an object`, ep);
                    return;
                }
                const e = { index, hasValue: 'value' in edge, default: edge['default'] === true };
                if (e.hasValue) {
                    const v = edge['value'];
                    if (v !== null && !['string', 'number', 'boolean'].includes(typeof v))
                        add('MAESTRO_EDGE_INVALID', `edge ${index} of decision '${id}': value must be a scalar`, [...ep, 'value']);
                    else
                        e.value = v;
                }
                const m = str(edge['match'], [...ep, 'match'], `match of edge ${index}`, 'MAESTRO_EDGE_INVALID');
                if (m !== undefined)
                    e.match = m;
                const l = str(edge['label'], [...ep, 'label'], `label of edge ${index}`, 'MAESTRO_EDGE_INVALID');
                if (l !== undefined)
                    e.label = l;
                const target = str(edge['target'], [...ep, 'target'], `target of edge ${index}`, 'MAESTRO_EDGE_INVALID');
                if (target === undefined)
                    add('MAESTRO_EDGE_INVALID', `edge ${index} of decision '${id}' has no target`, ep);
                else
                    e.target = target;
                node.edges.push(e);
            });
            if ((node.strategy ?? 'expr') === 'expr' && node.eval === undefined)
                add('MAESTRO_NODE_INVALID', `decision node '${id}' has no eval (the path or expression its edges compare)`, path);
        }
        else if (t === 'gate') {
            setIf('condition', s('condition'));
            setIf('on_pass', s('on_pass'));
            setIf('on_fail', s('on_fail'));
            if (raw['wait'] !== undefined && typeof raw['wait'] !== 'boolean')
                add('MAESTRO_NODE_INVALID', `wait of gate '${id}' must be true or false`, [...path, 'wait']);
            node.wait = raw['wait'] === true;
            if (typeof raw['wait_message'] === 'string')
                node.summary = raw['wait_message'];
            else if (typeof raw['message'] === 'string')
                node.summary = raw['message'];
            if (node.on_pass === undefined)
                add('MAESTRO_NODE_INVALID', `gate node '${id}' has no on_pass`, path);
            if (node.condition === undefined && !node.wait)
                add('MAESTRO_NODE_INVALID', `gate node '${id}' has neither a condition nor wait: true`, path);
        }
        else if (t === 'fork') {
            const b = raw['branches'];
            if (!Array.isArray(b) || b.length === 0 || !b.every((x) => typeof x === 'string' && x.length > 0)) {
                add('MAESTRO_NODE_INVALID', `fork node '${id}' needs branches: a non-empty list of node ids`, [...path, 'branches']);
            }
            else
                node.branches = b;
            setIf('join', s('join'));
            if (node.join === undefined)
                add('MAESTRO_NODE_INVALID', `fork node '${id}' has no join`, path);
        }
        else if (t === 'join') {
            setIf('joinStrategy', s('strategy'));
            if (node.joinStrategy !== undefined && !['all', 'any', 'majority'].includes(node.joinStrategy)) {
                add('MAESTRO_NODE_INVALID', `join node '${id}' has strategy '${node.joinStrategy}': use all, any or majority`, [...path, 'strategy']);
            }
            setIf('next', s('next'));
            setIf('on_failure', s('on_failure'));
            if (node.next === undefined)
                add('MAESTRO_NODE_INVALID', `join node '${id}' has no next`, path);
        }
        else if (t === 'eval') {
            const set = raw['set'];
            if (!isObj(set) || Object.keys(set).length === 0)
                add('MAESTRO_NODE_INVALID', `eval node '${id}' needs set: {path: expression}`, [...path, 'set']);
            for (const [p, e] of Object.entries(isObj(set) ? set : {})) {
                if (typeof e === 'string' && e.length > 0)
                    node.set.push({ path: p, expr: e });
                else if (typeof e === 'number' || typeof e === 'boolean')
                    node.set.push({ path: p, expr: String(e) });
                else
                    add('MAESTRO_NODE_INVALID', `set.${p} of eval node '${id}' must be an expression (string)`, [...path, 'set', p]);
            }
            setIf('next', s('next'));
            if (node.next === undefined)
                add('MAESTRO_NODE_INVALID', `eval node '${id}' has no next`, path);
        }
        else if (t === 'terminal') {
            setIf('status', s('status'));
            setIf('delegate_graph', s('delegate_graph'));
            setIf('summary', typeof raw['summary'] === 'string' ? raw['summary'] : undefined);
            if (node.status === undefined)
                add('MAESTRO_NODE_INVALID', `terminal node '${id}' has no status: use success, failure, paused or delegate`, path);
            else if (!['success', 'failure', 'paused', 'delegate'].includes(node.status)) {
                // The walker never ends on it: it stays "running" at the node until max_visits fails the session.
                add('MAESTRO_TERMINAL_STATUS_UNKNOWN', `terminal node '${id}' has status "${node.status}", which is not maestro's (success, failure, paused, delegate): graph-walker.ts does not end there and fails the session once max_visits is reached; stagegate ends the run BLOCKED there`, [...path, 'status'], 'Write "status": "failure".');
                node.status = 'failure';
            }
            const di = raw['delegate_inputs'];
            if (di !== undefined && !isObj(di))
                add('MAESTRO_NODE_INVALID', `delegate_inputs of node '${id}' must be an object {input: template}`, [...path, 'delegate_inputs']);
            for (const [name, template] of Object.entries(isObj(di) ? di : {})) {
                if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
                    add('MAESTRO_INPUT_INVALID', `delegate_inputs name '${name}' must match [A-Za-z_][A-Za-z0-9_]*`, [...path, 'delegate_inputs', name]);
                else if (typeof template !== 'string')
                    add('MAESTRO_NODE_INVALID', `delegate_inputs.${name} of node '${id}' must be a string`, [...path, 'delegate_inputs', name]);
                else
                    node.delegate_inputs.push({ name, template });
            }
            if (node.status === 'delegate' && node.delegate_graph === undefined)
                add('MAESTRO_NODE_INVALID', `delegate terminal '${id}' has no delegate_graph`, path);
        }
        graph.nodes.set(id, node);
    }
    if (graph.entry !== undefined && isObj(nodes) && !Object.hasOwn(nodes, graph.entry)) {
        add('MAESTRO_ENTRY_UNKNOWN', `entry '${graph.entry}' is not a node of the graph`, ['entry']);
    }
    return graph;
}
/** Severity of a finding's code. */
function severityOf(code) {
    return MAESTRO_CODES[code];
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(1742);
// EXTERNAL MODULE: ./src/core/formats/types.ts
var types = __webpack_require__(7261);
;// CONCATENATED MODULE: ./src/core/formats/maestro/expression.ts
// The maestro-flow expression language: context paths (ctx.inputs.x, ctx.result.x, ctx.visits.n,
// ctx.project.x, var.x), literals, == != > >= < <= && || ! and parentheses. The reference walker
// resolved unknown roots to undefined and looped until max_visits; here an expression is parsed
// completely up front and every path goes through a resolver that either maps it onto stagegate's
// GitHub-expression context or reports it, so a bad root is a validation error, never "false".
const OPS = ['==', '!=', '>=', '<=', '&&', '||', '>', '<', '!'];
function lex(text) {
    const tokens = [];
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        if (/\s/.test(c)) {
            i++;
            continue;
        }
        if (c === '(' || c === ')') {
            tokens.push({ type: c === '(' ? 'lparen' : 'rparen', text: c, column: i });
            i++;
            continue;
        }
        if (c === "'" || c === '"') {
            let j = i + 1;
            let s = '';
            while (j < text.length && text[j] !== c) {
                if (text[j] === '\\' && j + 1 < text.length)
                    j++;
                s += text[j];
                j++;
            }
            if (j >= text.length)
                throw new LexError('unterminated string', i);
            tokens.push({ type: 'str', text: text.slice(i, j + 1), value: s, column: i });
            i = j + 1;
            continue;
        }
        const num = /^-?\d+(?:\.\d+)?/.exec(text.slice(i));
        if (num && (c !== '-' || tokens.length === 0 || tokens[tokens.length - 1].type === 'op' || tokens[tokens.length - 1].type === 'lparen')) {
            tokens.push({ type: 'num', text: num[0], value: Number(num[0]), column: i });
            i += num[0].length;
            continue;
        }
        const ident = /^[A-Za-z_$][A-Za-z0-9_$-]*(?:\.[A-Za-z0-9_$-]+)*/.exec(text.slice(i));
        if (ident) {
            tokens.push({ type: 'ident', text: ident[0], column: i });
            i += ident[0].length;
            continue;
        }
        const op = OPS.find((o) => text.startsWith(o, i));
        if (op) {
            tokens.push({ type: 'op', text: op, column: i });
            i += op.length;
            continue;
        }
        throw new LexError(`unexpected character '${c}'`, i);
    }
    return tokens;
}
class LexError extends Error {
    column;
    constructor(message, column) {
        super(message);
        this.column = column;
    }
}
/** Parse one expression (GitHub precedence: ! > comparisons > && > ||). */
function parseMaestroExpression(text) {
    let tokens;
    try {
        tokens = lex(text);
    }
    catch (error) {
        const e = error;
        return { ok: false, message: e.message, column: e.column };
    }
    let pos = 0;
    const peek = () => tokens[pos];
    const fail = (message) => {
        throw new LexError(message, peek()?.column ?? text.length);
    };
    const binary = (ops, next) => {
        let left = next();
        while (peek()?.type === 'op' && ops.includes(peek().text)) {
            const op = tokens[pos++].text;
            left = { kind: 'binary', op, left, right: next() };
        }
        return left;
    };
    const primary = () => {
        const t = peek();
        if (!t)
            return fail('expression ends too early');
        pos++;
        if (t.type === 'op' && t.text === '!')
            return { kind: 'not', operand: primary() };
        if (t.type === 'lparen') {
            const inner = or();
            if (peek()?.type !== 'rparen')
                fail("missing ')'");
            pos++;
            return { kind: 'group', inner };
        }
        if (t.type === 'num' || t.type === 'str')
            return { kind: 'literal', value: t.value };
        if (t.type === 'ident') {
            if (t.text === 'true' || t.text === 'false')
                return { kind: 'literal', value: t.text === 'true' };
            if (t.text === 'null' || t.text === 'undefined')
                return { kind: 'literal', value: null };
            return { kind: 'path', segments: t.text.split('.'), column: t.column };
        }
        pos--;
        return fail(`unexpected '${t.text}'`);
    };
    const comparison = () => {
        const left = primary();
        const t = peek();
        if (t?.type === 'op' && ['==', '!=', '>', '>=', '<', '<='].includes(t.text)) {
            pos++;
            return { kind: 'binary', op: t.text, left, right: primary() };
        }
        return left;
    };
    const and = () => binary(['&&'], comparison);
    const or = () => binary(['||'], and);
    try {
        const expr = or();
        if (pos < tokens.length)
            fail(`unexpected '${peek().text}'`);
        return { ok: true, expr };
    }
    catch (error) {
        const e = error;
        return { ok: false, message: e.message, column: e.column };
    }
}
/** Render a parsed expression as a GitHub expression; paths go through `resolve`. */
function toGithubExpression(expr, resolve) {
    const errors = [];
    const render = (e) => {
        switch (e.kind) {
            case 'literal':
                return literal(e.value);
            case 'path': {
                const r = resolve(e.segments);
                if (!r.ok) {
                    errors.push({ code: r.code, message: r.message });
                    return 'null';
                }
                return r.text;
            }
            case 'not':
                return `!${wrap(e.operand)}`;
            case 'group':
                return `(${render(e.inner)})`;
            case 'binary': {
                // Inputs and result fields are strings in stagegate's context, and GitHub compares two
                // strings as text ('9' >= '80'). An ordering between two non-literals compares numbers.
                const ordered = ['>', '>=', '<', '<='].includes(e.op) && !isNumber(e.left) && !isNumber(e.right);
                const side = (x) => (ordered && x.kind === 'path' ? `fromJSON(${render(x)})` : wrap(x));
                return `${side(e.left)} ${e.op} ${side(e.right)}`;
            }
        }
    };
    const wrap = (e) => (e.kind === 'binary' ? `(${render(e)})` : render(e));
    const text = render(expr);
    return errors.length > 0 ? { ok: false, ...errors[0] } : { ok: true, text };
}
const isNumber = (e) => e.kind === 'literal' && typeof e.value === 'number';
/** True when the expression's value is a boolean (a comparison, a logical operator or !). */
function isBooleanExpression(e) {
    if (e.kind === 'group')
        return isBooleanExpression(e.inner);
    return e.kind === 'not' || e.kind === 'binary' || (e.kind === 'literal' && typeof e.value === 'boolean');
}
/** A literal as GitHub-expression text (single-quoted strings, '' escapes a quote). */
function literal(value) {
    if (typeof value === 'string')
        return `'${value.replace(/'/g, "''")}'`;
    return String(value);
}

;// CONCATENATED MODULE: ./src/core/formats/maestro/context.ts

/** Context names the reference walker kept at the top of ctx (the intent and project position). */
const IMPLICIT_INPUTS = ['description', 'intent', 'phase', 'issue_id', 'milestone_num'];
class GraphContext {
    graph;
    ids;
    report;
    preds = new Map();
    vars = new Map();
    /** Input names the graph does not declare but uses (implicit ctx names, ctx.project.*). */
    implicit = new Set();
    /** Command node -> result keys that decisions read (asked for in its prompt). */
    resultKeys = new Map();
    declared;
    expanding = new Set();
    constructor(graph, ids, report) {
        this.graph = graph;
        this.ids = ids;
        this.report = report;
        this.declared = new Set(graph.inputs.map((i) => i.name));
        for (const node of graph.nodes.values()) {
            for (const t of successors(graph, node.id)) {
                if (!this.preds.has(t))
                    this.preds.set(t, new Set());
                this.preds.get(t).add(node.id);
            }
        }
        for (const node of graph.nodes.values()) {
            for (const rule of node.extract) {
                const name = varName(rule.target);
                const key = rule.target.split('.').pop().toLowerCase();
                if (name !== undefined)
                    this.defineVar(name, { kind: 'extract', node: node.id, key }, ['nodes', node.id, 'extract', rule.name, 'target']);
            }
            for (const s of node.set) {
                const name = varName(s.path);
                if (name === undefined) {
                    this.report('MAESTRO_EVAL_UNSUPPORTED', `eval node '${node.id}' sets '${s.path}': stagegate keeps variables only under var.* (results and inputs are read-only)`, ['nodes', node.id, 'set', s.path]);
                    continue;
                }
                this.defineVar(name, { kind: 'eval', node: node.id, expr: s.expr, path: ['nodes', node.id, 'set', s.path] }, ['nodes', node.id, 'set', s.path]);
            }
        }
    }
    defineVar(name, def, path) {
        const existing = this.vars.get(name);
        if (existing) {
            this.report('MAESTRO_EVAL_UNSUPPORTED', `var.${name} is assigned again (first by node '${existing.node}'): stagegate expands each variable from its one definition, so it cannot be reassigned (e.g. a counter)`, path, 'Give each value its own variable, or count loop passes with ctx.visits.<node>.');
            return;
        }
        this.vars.set(name, def);
    }
    /** The command whose result a node reads as ctx.result (see the file comment). */
    resultSource(nodeId) {
        const commands = new Set();
        const seen = new Set();
        const stack = [...(this.preds.get(nodeId) ?? [])];
        let parallel = false;
        while (stack.length > 0) {
            const p = stack.pop();
            if (seen.has(p))
                continue;
            seen.add(p);
            const node = this.graph.nodes.get(p);
            if (!node)
                continue;
            if (node.type === 'command')
                commands.add(p);
            else if (node.type === 'join')
                parallel = true;
            else if (node.type === 'decision' || node.type === 'gate' || node.type === 'eval')
                stack.push(...(this.preds.get(p) ?? []));
        }
        if (parallel)
            return { ok: false, reason: 'it follows a fork/join, whose branches each have their own result' };
        if (commands.size === 1)
            return { ok: true, node: [...commands][0] };
        if (commands.size === 0)
            return { ok: false, reason: 'no command node runs before it' };
        return { ok: false, reason: `several commands can run last before it (${[...commands].sort().join(', ')})` };
    }
    noteKey(cmd, key) {
        if (!this.resultKeys.has(cmd))
            this.resultKeys.set(cmd, new Set());
        this.resultKeys.get(cmd).add(key);
    }
    input(name) {
        if (!this.declared.has(name))
            this.implicit.add(name);
        return name;
    }
    /** A path of an expression evaluated at `nodeId`, as GitHub-expression text. */
    resolvePath(nodeId, raw) {
        const s = raw[0] === 'ctx' ? raw.slice(1) : raw;
        const root = s[0] ?? '';
        const text = raw.join('.');
        if (root === 'inputs') {
            if (s.length !== 2)
                return { ok: false, code: 'MAESTRO_EXPRESSION_INVALID', message: `'${text}' must name one input (ctx.inputs.<name>)` };
            if (!this.declared.has(s[1]) && !IMPLICIT_INPUTS.includes(s[1])) {
                return { ok: false, code: 'MAESTRO_INPUT_UNDECLARED', message: `'${text}' names input '${s[1]}', which the graph's inputs do not declare` };
            }
            return { ok: true, text: `inputs.${this.input(s[1])}` };
        }
        if (root === 'result') {
            const src = this.resultSource(nodeId);
            if (!src.ok)
                return { ok: false, code: 'MAESTRO_RESULT_AMBIGUOUS', message: `'${text}' in node '${nodeId}' has no single command result: ${src.reason}` };
            let key = (s.slice(1).join('.') || 'status').toLowerCase();
            if (key === '_status')
                key = 'status';
            this.noteKey(src.node, key);
            return { ok: true, text: `steps.${this.ids.of(src.node)}.gate.${key}` };
        }
        if (root === 'visits') {
            const sid = s.length === 2 ? this.ids.of(s[1]) : undefined;
            if (sid === undefined)
                return { ok: false, code: 'MAESTRO_TARGET_UNKNOWN', message: `'${text}' must name a node of the graph (ctx.visits.<node>)` };
            return { ok: true, text: `visits.${sid}` };
        }
        if (root === 'project') {
            if (s.length !== 2)
                return { ok: false, code: 'MAESTRO_EXPRESSION_INVALID', message: `'${text}' must name one project field (ctx.project.<field>)` };
            return { ok: true, text: `inputs.${this.input(`project_${s[1]}`)}` };
        }
        if (root === 'var')
            return this.expandVar(s.slice(1).join('.'), text);
        if (s.length === 1 && (IMPLICIT_INPUTS.includes(root) || this.declared.has(root)))
            return { ok: true, text: `inputs.${this.input(root)}` };
        return {
            ok: false,
            code: 'MAESTRO_EXPRESSION_ROOT_UNKNOWN',
            message: `'${text}' has an unknown root '${root}': use ctx.inputs, ctx.result, ctx.visits, ctx.project or var (expr-evaluator.ts reads it as undefined: no value edge matches it, so the walker fails the session at this decision, or a gate on it always fails)`,
        };
    }
    expandVar(name, text) {
        const def = this.vars.get(name);
        if (!def)
            return { ok: false, code: 'MAESTRO_VAR_UNKNOWN', message: `'${text}' is never set: no eval node sets var.${name} and no extract rule targets it` };
        if (def.kind === 'extract') {
            this.noteKey(def.node, def.key);
            return { ok: true, text: `steps.${this.ids.of(def.node)}.gate.${def.key}` };
        }
        if (this.expanding.has(name))
            return { ok: false, code: 'MAESTRO_EVAL_UNSUPPORTED', message: `var.${name} is defined in terms of itself` };
        const parsed = parseMaestroExpression(def.expr);
        if (!parsed.ok)
            return { ok: false, code: 'MAESTRO_EXPRESSION_INVALID', message: `var.${name} (set by '${def.node}'): ${parsed.message}` };
        this.expanding.add(name);
        try {
            const r = toGithubExpression(parsed.expr, (segments) => this.resolvePath(def.node, segments));
            return r.ok ? { ok: true, text: `(${r.text})` } : r;
        }
        finally {
            this.expanding.delete(name);
        }
    }
    /** Template `{key}` of command args as a native placeholder (`{{...}}`). */
    resolveTemplate(nodeId, key) {
        const s = key.split('.');
        const r = this.resolvePath(nodeId, s);
        if (!r.ok)
            return r;
        if (r.text.startsWith('inputs.'))
            return { ok: true, text: `{{${r.text.slice('inputs.'.length)}}}` };
        if (/^steps\.[A-Za-z0-9_]+\.gate\.[A-Za-z0-9_]+$/.test(r.text))
            return { ok: true, text: `{{${r.text}}}` };
        return { ok: false, code: 'MAESTRO_TEMPLATE_UNSUPPORTED', message: `'{${key}}' is computed by an expression; an args template can only name an input, a result key or an extracted value` };
    }
}
function varName(path) {
    const s = path.split('.');
    const t = s[0] === 'ctx' ? s.slice(1) : s;
    if (t[0] === 'var' && t.length >= 2)
        return t.slice(1).join('.');
    if (t.length === 1 && /^[A-Za-z_][A-Za-z0-9_]*$/.test(t[0]))
        return t[0];
    return undefined;
}
/** Every node a node can go to next (all edges, both gate branches, fork branches, join). */
function successors(graph, id) {
    const n = graph.nodes.get(id);
    if (!n)
        return [];
    const out = [n.next, n.on_failure, n.on_pass, n.on_fail, ...n.edges.map((e) => e.target), ...n.branches];
    return out.filter((x) => x !== undefined);
}

;// CONCATENATED MODULE: ./src/core/formats/maestro/ids.ts
// Native step ids must be usable in expressions (steps.<id>, visits.<id>), so maestro node ids
// are sanitised to [A-Za-z_][A-Za-z0-9_]*. The map keeps every original id, and collisions (two
// ids that sanitise alike, or an id equal to DONE/BLOCKED) get a numeric suffix, deterministically
// in the order the graph lists its nodes.
const RESERVED = new Set(['DONE', 'BLOCKED']);
class StepIds {
    byNode = new Map();
    used = new Set();
    constructor(nodeIds) {
        for (const id of nodeIds)
            this.byNode.set(id, this.claim(sanitise(id)));
    }
    /** The native id of a node (undefined when the graph has no such node). */
    of(nodeId) {
        return this.byNode.get(nodeId);
    }
    /** A fresh id for a helper step derived from a node (e.g. `<id>__choice`). */
    helper(base) {
        return this.claim(base);
    }
    claim(base) {
        let id = RESERVED.has(base) ? `${base}_node` : base;
        for (let n = 2; this.used.has(id); n++)
            id = `${base}_${n}`;
        this.used.add(id);
        return id;
    }
}
/** `[A-Za-z_][A-Za-z0-9_]*`: other characters become `_`; a leading digit gets a `_` prefix. */
function sanitise(id) {
    const s = id.replace(/[^A-Za-z0-9_]/g, '_');
    if (s === '')
        return '_';
    return /^[0-9]/.test(s) ? `_${s}` : s;
}
/** A workflow name: [A-Za-z0-9][A-Za-z0-9_.-]* (what the native schema accepts). */
function workflowName(raw) {
    const s = raw.replace(/[^A-Za-z0-9_.-]/g, '-').replace(/^[^A-Za-z0-9]+/, '');
    return s === '' ? 'maestro-graph' : s;
}

;// CONCATENATED MODULE: ./src/core/formats/maestro/prompt.ts
/** The reference coordinator's auto flags for skills whose node names none (applied in auto mode). */
const AUTO_FLAG_MAP = {
    'maestro-analyze': '-y',
    'maestro-brainstorm': '-y',
    'maestro-ui-design': '-y',
    'maestro-plan': '--auto',
    'maestro-spec-generate': '-y',
    'quality-test': '--auto-fix',
    'quality-retrospective': '--auto-yes',
    'maestro-roadmap': '-y',
};
/** The skill call line; template problems are reported through ctx. */
function skillCall(graph, node, ctx) {
    const args = (node.args ?? '').replace(/\{([A-Za-z_][A-Za-z0-9_.-]*)\}/g, (whole, key) => {
        const r = ctx.resolveTemplate(node.id, key);
        if (r.ok)
            return r.text;
        ctx.report(r.code, `args of node '${node.id}': ${r.message}`, ['nodes', node.id, 'args']);
        return whole;
    });
    // stagegate runs unattended, which is the reference's auto mode (-y): the flag is always added.
    const flag = node.auto_flag ?? graph.defaults.auto_flag ?? AUTO_FLAG_MAP[node.cmd ?? ''];
    const words = args.trim();
    const withFlag = flag !== undefined && !words.split(/\s+/).includes(flag) ? `${words} ${flag}`.trim() : words;
    return `/${node.cmd ?? ''} ${withFlag}`.trim();
}
/**
 * What the node adds to the stage contract stagegate appends to every prompt (the COORDINATE
 * RESULT block and its allowed statuses): where it is, the result fields the graph's decisions
 * read, and the status line the validator checks against the step's statuses.
 */
function contractText(graph, nodeId, keys, extraLines = [], statuses = ['SUCCESS', 'FAILURE']) {
    const lines = [`(maestro-flow chain "${graph.id}", node "${nodeId}")`];
    if (keys.length > 0)
        lines.push(`In your COORDINATE RESULT block, also report: ${keys.map((k) => k.toUpperCase()).join(', ')}.`);
    lines.push(...extraLines, `status: ${statuses.join(' | ')}`);
    return lines.join('\n');
}
/** The full instruction of a command node. */
function commandPrompt(graph, node, ctx) {
    const call = skillCall(graph, node, ctx);
    const extracted = new Map(node.extract.map((r) => [r.target.split('.').pop().toLowerCase(), r]));
    const read = [...(ctx.resultKeys.get(node.id) ?? []), ...extracted.keys()];
    const keys = [...new Set(read)].filter((k) => !['status', 'summary', 'artifacts'].includes(k)).sort();
    const extract = [...extracted].map(([k, r]) => (r.strategy === 'line_match' ? `(${k.toUpperCase()}: what follows '${r.pattern}' on its line)` : `(${k.toUpperCase()}: the value matching /${r.pattern}/)`));
    const description = node.description ? `\n\n${node.description}` : '';
    return `${call}${description}\n\n${contractText(graph, node.id, keys, extract)}\n`;
}

;// CONCATENATED MODULE: ./src/core/formats/maestro/translate.ts
// maestro-flow chain graph -> native 4.0 workflow. One node becomes one step (ids sanitised,
// the original id kept in `description`), except: success/failure terminals are the DONE/BLOCKED
// targets themselves, a fork + its single-command branches + its join become one parallel step,
// and helper steps are added where one node needs two native steps (an llm decision asks, then
// routes; a waiting gate checks, then asks a person). Every native path produced is mapped back
// to the node field it came from, so findings point at the user's JSON.







const CHILD_STATUSES = {
    WORKFLOW_COMPLETE: 'DONE',
    WORKFLOW_BLOCKED_SOURCE_GAPS: 'BLOCKED',
    WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: 'BLOCKED',
    WORKFLOW_BLOCKED_LOOP_LIMIT: 'BLOCKED',
    WORKFLOW_BLOCKED_STALLED: 'BLOCKED',
};
function translateGraph(graph, file, options, findings) {
    const report = (code, message, path, hint) => {
        findings.push(hint === undefined ? { code, message, path } : { code, message, path, hint });
    };
    const ids = new StepIds([...graph.nodes.keys()]);
    const ctx = new GraphContext(graph, ids, report);
    const sourcePaths = new Map();
    const map = (native, source) => {
        sourcePaths.set((0,types/* pathKey */.P)(native), source);
    };
    // Fork membership: branch node -> fork, join node -> fork.
    const branchOf = new Map();
    const joinOf = new Map();
    for (const n of graph.nodes.values()) {
        if (n.type !== 'fork')
            continue;
        for (const b of n.branches)
            branchOf.set(b, n.id);
        if (n.join !== undefined)
            joinOf.set(n.join, n.id);
    }
    /** A transition to a node, as a native target. */
    const target = (from, to, path) => {
        if (to === undefined)
            return 'BLOCKED';
        const n = graph.nodes.get(to);
        if (!n && graph.unreadable.has(to))
            return 'BLOCKED';
        if (!n) {
            const guess = (0,did_you_mean/* closest */.kp)(to, graph.nodes.keys());
            report('MAESTRO_TARGET_UNKNOWN', `node '${from}' goes to '${to}', which is not a node of the graph${guess ? `. Did you mean '${guess}'?` : ''}`, path, 'Name an existing node (a terminal node ends the chain).');
            return 'BLOCKED';
        }
        if (n.type === 'terminal' && n.status === 'success')
            return 'DONE';
        if (n.type === 'terminal' && n.status === 'failure')
            return 'BLOCKED';
        if (joinOf.has(to) || n.type === 'join') {
            report('MAESTRO_FORK_UNSUPPORTED', `node '${from}' goes to join node '${to}': only the branches of its fork may reach a join`, path);
            return 'BLOCKED';
        }
        if (branchOf.has(to)) {
            report('MAESTRO_FORK_UNSUPPORTED', `node '${from}' goes to '${to}', a branch of fork '${branchOf.get(to)}': stagegate runs a branch only inside its fork`, path);
            return 'BLOCKED';
        }
        return ids.of(to);
    };
    /** A maestro expression of node `nodeId` as a GitHub expression (undefined after a finding). */
    const expression = (nodeId, text, path) => expressionOf(nodeId, text, path)?.text;
    const expressionOf = (nodeId, text, path) => {
        const parsed = parseMaestroExpression(text);
        if (!parsed.ok) {
            report('MAESTRO_EXPRESSION_INVALID', `expression '${text}' of node '${nodeId}': ${parsed.message} (column ${parsed.column + 1})`, path);
            return undefined;
        }
        const r = toGithubExpression(parsed.expr, (segments) => ctx.resolvePath(nodeId, segments));
        if (!r.ok) {
            report(r.code, r.message, path);
            return undefined;
        }
        return { text: r.text, boolean: isBooleanExpression(parsed.expr) };
    };
    const common = (node, body, sid) => {
        const step = { description: `maestro ${node.type} node '${node.id}'${node.description ? `: ${node.description}` : ''}`, ...body };
        if (node.max_visits !== undefined) {
            step['max_visits'] = node.max_visits;
            map(['steps', sid, 'max_visits'], ['nodes', node.id, 'max_visits']);
        }
        return step;
    };
    const retry = (spec) => {
        if (spec?.max_attempts === undefined)
            return undefined;
        const r = { max_attempts: Math.min(spec.max_attempts, 100) };
        if (spec.base_backoff_ms !== undefined)
            r['backoff_seconds'] = Math.min(spec.base_backoff_ms / 1000, 3600);
        return r;
    };
    /**
     * FAILURE under `retry` (graph-walker.ts executeWithRetry retries any result that is not
     * SUCCESS, up to max_attempts in all): a decision that runs the command again while its
     * visits allow, then takes the failure route.
     */
    const retryOnFailure = (node, sid, failure) => {
        const attempts = Math.min((node.retry ?? graph.defaults.retry)?.max_attempts ?? 1, 100);
        if (attempts <= 1)
            return failure;
        const rid = ids.helper(`${sid}__retry`);
        steps.set(rid, { description: `maestro retry of '${node.id}' after STATUS: FAILURE (at most ${attempts - 1} more attempts)`, decide: [{ if: `visits.${rid} <= ${attempts - 1}`, to: sid }, { else: failure }], max_visits: attempts });
        map(['steps', rid], ['nodes', node.id, node.retry ? 'retry' : 'next']);
        return rid;
    };
    /** The body of a command node (agent step, or `run:` from the run map); statuses given. */
    const commandBody = (node, sid, statuses, onFailure) => {
        const src = ['nodes', node.id];
        const step = {};
        const command = options.run[node.id];
        if (command !== undefined)
            step['run'] = command;
        else
            step['inline_instruction'] = commandPrompt(graph, node, ctx);
        map(['steps', sid, command !== undefined ? 'run' : 'inline_instruction'], [...src, command !== undefined ? 'cmd' : node.args !== undefined ? 'args' : 'cmd']);
        step['result_contract'] = 'maestro_coordinate';
        step['statuses'] = statuses;
        map(['steps', sid, 'statuses', 'SUCCESS'], [...src, 'next']);
        map(['steps', sid, 'statuses', 'FAILURE'], [...src, node.on_failure !== undefined ? 'on_failure' : 'next']);
        if (onFailure !== undefined) {
            step['on_failure'] = onFailure;
            map(['steps', sid, 'on_failure'], [...src, 'on_failure']);
        }
        const r = retry(node.retry ?? graph.defaults.retry);
        if (r) {
            step['retry'] = r;
            map(['steps', sid, 'retry'], node.retry ? [...src, 'retry'] : ['defaults', 'retry']);
        }
        if (node.timeout_ms !== undefined) {
            step['timeout_minutes'] = minutes(node.timeout_ms);
            map(['steps', sid, 'timeout_minutes'], [...src, 'timeout_ms']);
        }
        return step;
    };
    const steps = new Map();
    const later = [];
    const put = (sid, nodeId, step) => {
        steps.set(sid, step);
        map(['steps', sid], ['nodes', nodeId]);
    };
    for (const node of graph.nodes.values()) {
        const sid = ids.of(node.id);
        const src = ['nodes', node.id];
        switch (node.type) {
            case 'command': {
                if (branchOf.has(node.id))
                    break;
                const next = target(node.id, node.next, [...src, 'next']);
                // on_failure, else (auto mode, auto_continue_on_failure) the next node, else the session fails.
                const autoContinue = node.autoContinue ?? graph.defaults.auto_continue_on_failure ?? false;
                const onFailure = node.on_failure !== undefined ? target(node.id, node.on_failure, [...src, 'on_failure']) : autoContinue ? next : undefined;
                steps.set(sid, {});
                const failure = retryOnFailure(node, sid, onFailure ?? 'BLOCKED');
                // Commands last: their prompts list the result keys the graph's decisions read.
                later.push(() => put(sid, node.id, common(node, commandBody(node, sid, { SUCCESS: next, FAILURE: failure }, onFailure), sid)));
                break;
            }
            case 'decision':
                if ((node.strategy ?? 'expr') === 'llm')
                    llmDecision(node, sid);
                else
                    put(sid, node.id, common(node, { decide: decideBranches(node, sid) }, sid));
                break;
            case 'gate':
                gate(node, sid);
                break;
            case 'eval': {
                // Variables are expanded where they are read (context.ts); the node stays as a
                // pass-through step so plans, visits and max_visits keep the graph's shape.
                const next = target(node.id, node.next, [...src, 'next']);
                const step = common(node, { decide: [{ else: next }] }, sid);
                step['description'] = `${String(step['description'])} (sets ${node.set.map((s) => s.path).join(', ')}; expanded where read)`;
                put(sid, node.id, step);
                map(['steps', sid, 'decide', 0], [...src, 'next']);
                break;
            }
            case 'fork':
                fork(node, sid);
                break;
            case 'join':
                if (!joinOf.has(node.id))
                    report('MAESTRO_FORK_UNSUPPORTED', `join node '${node.id}' is not the join of any fork`, src);
                break;
            case 'terminal':
                if (node.status === 'paused') {
                    put(sid, node.id, common(node, { instruction: node.summary ?? `The maestro chain paused at '${node.id}'. Run stagegate again to continue.`, terminal_status: 'WORKFLOW_PAUSED' }, sid));
                }
                else if (node.status === 'delegate' && node.delegate_graph !== undefined) {
                    put(sid, node.id, common(node, delegate(node), sid));
                    map(['steps', sid, 'child_workflow'], [...src, 'delegate_graph']);
                }
                break;
        }
    }
    for (const f of later)
        f();
    function decideBranches(node, sid) {
        const src = ['nodes', node.id];
        const subject = node.eval !== undefined ? expressionOf(node.id, node.eval, [...src, 'eval']) : undefined;
        const branches = [];
        // expr-evaluator.ts match(): an edge with a value compares the value (its `default` flag is
        // then ignored), else one with `match` evaluates it, else one with a label compares it
        // (case-insensitively), else a `default: true` edge is taken when reached. Edges are tried in
        // order and the first match wins, so nothing after a bare default edge can be taken.
        let fallback = { to: 'BLOCKED' };
        for (const edge of node.edges) {
            const ep = [...src, 'edges', edge.index];
            const to = target(node.id, edge.target, [...ep, 'target']);
            if (!edge.hasValue && edge.match === undefined && edge.label === undefined) {
                if (edge.default) {
                    fallback = { to, edge };
                    break;
                }
                report('MAESTRO_EDGE_INVALID', `edge ${edge.index} of decision '${node.id}' has no value, match, label or default, so it can never be taken`, ep);
                continue;
            }
            const cond = edgeCondition(node, edge, subject, ep);
            if (cond === undefined)
                continue;
            map(['steps', sid, 'decide', branches.length], ep);
            branches.push({ if: cond, to });
        }
        map(['steps', sid, 'decide', branches.length], fallback.edge ? [...src, 'edges', fallback.edge.index] : [...src, 'edges']);
        branches.push({ else: fallback.to });
        return branches;
    }
    /**
     * `value` compares with the eval value as the walker does (loose ==: null also matches a value
     * that is absent or empty); `match` is an expression of its own, evaluated in the node's
     * context (expr-evaluator.ts match() calls evaluate); `label` is a case-insensitive equality.
     */
    function edgeCondition(node, edge, subject, path) {
        if (edge.hasValue || edge.label !== undefined) {
            if (subject === undefined)
                return undefined;
            const s = isSimple(subject.text) ? subject.text : `(${subject.text})`;
            if (!edge.hasValue)
                return `${s} == ${literal(edge.label)}`;
            const v = edge.value ?? null;
            // A comparison is true or false; a field read from a result block is the text 'true'/'false'.
            if (typeof v === 'boolean' && subject.boolean)
                return v ? subject.text : `!${s}`;
            if (typeof v === 'boolean')
                return `${s} == ${v} || ${s} == '${v}'`;
            if (typeof v === 'number')
                return `${s} == ${v}`;
            if (v === null)
                return `${s} == null || ${s} == ''`;
            return `${s} == ${literal(v)}`;
        }
        const m = expressionOf(node.id, edge.match, [...path, 'match']);
        // The walker takes the edge when the expression is truthy; a decision's `if` is read the same way.
        return m?.text;
    }
    /**
     * strategy: llm \u2014 an agent chooses among the closed set of edge labels: it answers
     * STATUS: <LABEL> and each label is a status of the step. An answer outside the set is an
     * unrouted status, which stops the run with a contract violation (never a guess).
     */
    function llmDecision(node, sid) {
        const src = ['nodes', node.id];
        const labels = node.edges.map((e) => statusLabel(e.label ?? (e.hasValue ? String(e.value) : e.default ? 'DEFAULT' : (e.target ?? `EDGE_${e.index}`))));
        if (new Set(labels).size !== labels.length)
            report('MAESTRO_EDGE_INVALID', `the edges of llm decision '${node.id}' need distinct labels (the agent answers with one): ${labels.join(', ')}`, [...src, 'edges']);
        const asked = node.prompt ?? node.eval;
        const subject = asked !== undefined ? `\nThe question the graph asks: ${asked}` : '';
        const statuses = {};
        node.edges.forEach((edge, i) => {
            statuses[labels[i]] = target(node.id, edge.target, [...src, 'edges', edge.index, 'target']);
            map(['steps', sid, 'statuses', labels[i]], [...src, 'edges', edge.index]);
        });
        if (!('FAILURE' in statuses))
            statuses['FAILURE'] = 'BLOCKED';
        const question = `Decide the next step of the maestro-flow chain "${graph.id}" at decision node "${node.id}".${subject}` +
            `${node.description ? `\n\n${node.description}` : ''}\n\nChoose exactly one of: ${labels.join(', ')} (FAILURE if you cannot decide).\n\n` +
            contractText(graph, node.id, [], [], Object.keys(statuses)) +
            '\n';
        const ask = {};
        if (options.run[node.id] !== undefined)
            ask['run'] = options.run[node.id];
        else
            ask['inline_instruction'] = question;
        ask['result_contract'] = 'maestro_coordinate';
        ask['statuses'] = statuses;
        put(sid, node.id, common(node, ask, sid));
    }
    function gate(node, sid) {
        const src = ['nodes', node.id];
        const pass = target(node.id, node.on_pass, [...src, 'on_pass']);
        const fail = node.on_fail !== undefined ? target(node.id, node.on_fail, [...src, 'on_fail']) : 'BLOCKED';
        const cond = node.condition !== undefined ? expression(node.id, node.condition, [...src, 'condition']) : undefined;
        const approval = (message) => ({ approval: { message }, on_approve: pass, on_reject: fail });
        const message = node.summary ?? `maestro gate '${node.id}'${node.condition ? `: ${node.condition} is not met` : ''}. Approve to continue?`;
        if (node.condition === undefined) {
            // wait without a condition: a person decides every time.
            put(sid, node.id, common(node, approval(message), sid));
            map(['steps', sid, 'on_approve'], [...src, 'on_pass']);
            return;
        }
        // wait: a condition that is not met waits for a person instead of failing at once.
        const waiting = node.wait ? ids.helper(`${sid}__wait`) : undefined;
        // A condition that did not translate is an error already: the step then only blocks.
        put(sid, node.id, common(node, { decide: cond !== undefined ? [{ if: cond, to: pass }, { else: waiting ?? fail }] : [{ else: 'BLOCKED' }] }, sid));
        map(['steps', sid, 'decide', 0], [...src, 'condition']);
        map(['steps', sid, 'decide', 1], [...src, node.on_fail !== undefined ? 'on_fail' : 'condition']);
        if (waiting !== undefined) {
            const step = { description: `maestro gate '${node.id}': waiting for approval`, ...approval(message) };
            if (node.max_visits !== undefined)
                step['max_visits'] = node.max_visits;
            steps.set(waiting, step);
            map(['steps', waiting], src);
            map(['steps', waiting, 'on_reject'], [...src, node.on_fail !== undefined ? 'on_fail' : 'condition']);
        }
    }
    function fork(node, sid) {
        const src = ['nodes', node.id];
        const join = node.join !== undefined ? graph.nodes.get(node.join) : undefined;
        if (node.join !== undefined && join?.type !== 'join') {
            report('MAESTRO_FORK_UNSUPPORTED', `fork '${node.id}' joins at '${node.join}', which is not a join node`, [...src, 'join']);
        }
        const branches = {};
        node.branches.forEach((b, i) => {
            const bp = [...src, 'branches', i];
            const bn = graph.nodes.get(b);
            if (!bn) {
                report('MAESTRO_TARGET_UNKNOWN', `fork '${node.id}' has branch '${b}', which is not a node of the graph`, bp);
                return;
            }
            if (bn.type !== 'command' || bn.next !== node.join) {
                const chain = [b, bn.next ?? '?'].join(' -> ');
                report('MAESTRO_FORK_UNSUPPORTED', `branch '${b}' of fork '${node.id}' is not a single command node that goes straight to join '${node.join ?? '?'}' (${bn.type}: ${chain}); stagegate runs each branch as one step`, bp, 'Make each branch one command whose next is the join, or move the chain into a delegate graph.');
                return;
            }
            const bsid = ids.of(b);
            const body = common(bn, commandBody(bn, bsid, { SUCCESS: 'DONE', FAILURE: 'BLOCKED' }, undefined), bsid);
            branches[bsid] = body;
            map(['steps', sid, 'parallel', 'branches', bsid], ['nodes', b]);
        });
        const strategy = join?.joinStrategy ?? 'all';
        const statuses = {
            PARALLEL_COMPLETE: join ? target(join.id, join.next, ['nodes', join.id, 'next']) : 'BLOCKED',
            PARALLEL_FAILED: join?.on_failure !== undefined ? target(join.id, join.on_failure, ['nodes', join.id, 'on_failure']) : 'BLOCKED',
        };
        put(sid, node.id, common(node, { parallel: { max_concurrency: Math.max(1, node.branches.length), join: strategy, branches }, statuses }, sid));
        map(['steps', sid, 'parallel'], [...src, 'branches']);
        if (join) {
            map(['steps', sid, 'parallel', 'join'], ['nodes', join.id, 'strategy']);
            map(['steps', sid, 'statuses'], ['nodes', join.id]);
            map(['steps', sid, 'statuses', 'PARALLEL_COMPLETE'], ['nodes', join.id, 'next']);
        }
    }
    /**
     * A delegate terminal: graph-loader.ts resolvePath loads `<chains root>/<delegate_graph>.json`
     * (chains root = the `chains` folder the graph lives in), and the delegated graph walks with
     * the parent's inputs plus `delegate_inputs` (graph-walker.ts handleTerminal). Here the child
     * gets the run id, the context every walk has (description, intent, phase), and delegate_inputs.
     */
    function delegate(node) {
        const ref = node.delegate_graph;
        const rel = /\.json$/i.test(ref) ? ref : `${ref}.json`;
        const child = external_node_path_.posix.normalize(external_node_path_.posix.join(chainsRoot(file), rel));
        const inputs = { run_id: '{{run_id}}' };
        for (const name of ALWAYS_BOUND)
            inputs[name] = `{{${name}}}`;
        for (const d of node.delegate_inputs) {
            inputs[d.name] = d.template.replace(/\{([A-Za-z_][A-Za-z0-9_.-]*)\}/g, (whole, key) => {
                const r = ctx.resolveTemplate(node.id, key);
                if (r.ok)
                    return r.text;
                report(r.code, `delegate_inputs.${d.name} of node '${node.id}': ${r.message}`, ['nodes', node.id, 'delegate_inputs', d.name]);
                return whole;
            });
        }
        return { child_workflow: child, inputs, statuses: { ...CHILD_STATUSES } };
    }
    // Entry, inputs, execution.
    const data = {
        version: '4.0',
        name: workflowName(graph.id),
    };
    map(['name'], ['id']);
    const desc = [graph.name, graph.description].filter((x) => x !== undefined).join(': ');
    data['description'] = `maestro-flow chain graph ${graph.id}${graph.version !== undefined ? ` v${graph.version}` : ''}${desc ? ` (${desc})` : ''}`;
    data['state_path'] = `.stagegate/maestro/${String(data['name'])}/{{run_id}}/workflow_state.yaml`;
    if (graph.entry !== undefined && graph.nodes.has(graph.entry)) {
        const e = target('entry', graph.entry, ['entry']);
        if (e === 'DONE' || e === 'BLOCKED')
            report('MAESTRO_GRAPH_INVALID', `entry '${graph.entry}' is a terminal node: the chain would run nothing`, ['entry']);
        else
            data['entry'] = e;
        map(['entry'], ['entry']);
    }
    for (const name of ALWAYS_BOUND)
        ctx.implicit.add(name);
    const inputs = nativeInputs(graph, ctx.implicit);
    {
        data['inputs'] = inputs;
        map(['inputs'], ['inputs']);
        for (const i of graph.inputs)
            map(['inputs', i.required && !i.hasDefault ? 'required' : 'optional'], ['inputs', i.name]);
    }
    const ordered = {};
    for (const [sid, step] of steps)
        if (Object.keys(step).length > 0)
            ordered[sid] = step;
    data['steps'] = ordered;
    const execution = {};
    if (graph.defaults.max_visits !== undefined)
        execution['max_visits'] = graph.defaults.max_visits;
    if (graph.defaults.timeout_ms !== undefined)
        execution['timeout_minutes'] = minutes(graph.defaults.timeout_ms);
    if (Object.keys(execution).length > 0) {
        data['execution'] = execution;
        map(['execution'], ['defaults']);
        map(['execution', 'max_visits'], ['defaults', 'max_visits']);
        map(['execution', 'timeout_minutes'], ['defaults', 'timeout_ms']);
    }
    return { data, sourcePaths };
}
function nativeInputs(graph, implicit) {
    const required = [];
    const optional = [];
    const defaults = {};
    const declared = new Set(graph.inputs.map((i) => i.name));
    for (const i of graph.inputs) {
        if (i.hasDefault) {
            optional.push(i.name);
            defaults[i.name] = i.default ?? null;
        }
        else if (i.required && i.name !== 'phase')
            required.push(i.name);
        else {
            // graph-walker.ts buildInitialContext always binds phase ('' without a project state), and
            // an unbound {key} stays unresolved in maestro: an optional input without a default is ''.
            optional.push(i.name);
            defaults[i.name] = '';
        }
    }
    // Names the reference read from its own context (the intent, the project position) are
    // optional inputs defaulting to '' \u2014 what the reference substituted when they were unset.
    for (const name of [...implicit].sort()) {
        if (declared.has(name))
            continue;
        optional.push(name);
        defaults[name] = '';
    }
    // run_id is declared so a delegating graph can bind it (its child runs under the same id).
    optional.push('run_id');
    const out = {};
    if (required.length > 0)
        out['required'] = required;
    if (optional.length > 0)
        out['optional'] = optional;
    if (Object.keys(defaults).length > 0)
        out['defaults'] = defaults;
    // Types are checked when a run binds the inputs (inputs.types; WORKFLOW_INPUT_INVALID).
    const types = {};
    for (const i of graph.inputs)
        if (i.type !== undefined && i.type !== 'string')
            types[i.name] = i.type;
    if (Object.keys(types).length > 0)
        out['types'] = types;
    return out;
}
/** The context every maestro walk has (coordinate.ts binds description = intent; the walker binds phase). */
const ALWAYS_BOUND = ['description', 'intent', 'phase'];
/** The chains root a graph is loaded from: the nearest enclosing `chains` folder, else its own folder. */
function chainsRoot(file) {
    const parts = external_node_path_.posix.dirname(file.split('\\').join('/')).split('/');
    const at = parts.lastIndexOf('chains');
    return at >= 0 ? parts.slice(0, at + 1).join('/') : parts.join('/');
}
function minutes(ms) {
    return Math.min(Math.max(ms / 60000, 1 / 60000), 10080);
}
/** An edge label as a gate status (the contract upper-cases STATUS). */
function statusLabel(label) {
    const s = label.toUpperCase().replace(/[^A-Z0-9_.-]+/g, '_');
    return s === '' ? 'EDGE' : s;
}
function isSimple(expr) {
    return /^[A-Za-z0-9_.]+$/.test(expr);
}

;// CONCATENATED MODULE: ./src/core/formats/maestro/importer.ts



const importer_NODE_TYPES = new Set(['command', 'decision', 'gate', 'fork', 'join', 'eval', 'terminal']);
const maestroImporter = {
    format: 'maestro',
    detect(data) {
        if (!isObj(data) || !isObj(data['nodes']))
            return false;
        if ('steps' in data || 'sequence' in data || 'workflow' in data || 'template_id' in data)
            return false;
        const nodes = Object.values(data['nodes']);
        return nodes.length > 0 && nodes.some((n) => isObj(n) && typeof n['type'] === 'string' && importer_NODE_TYPES.has(n['type']));
    },
    translate(data, file, options) {
        const findings = [];
        const graph = readGraph(data, findings);
        const { data: native, sourcePaths } = translateGraph(graph, file, options, findings);
        for (const id of Object.keys(options.run)) {
            if (!graph.nodes.has(id))
                findings.push({ code: 'MAESTRO_TARGET_UNKNOWN', message: `the run map names '${id}', which is not a node of the graph`, path: [] });
        }
        return {
            format: 'maestro',
            data: native,
            sourcePaths,
            diagnostics: findings.map((f) => ({
                code: f.code,
                severity: codes/* MAESTRO_CODES */.X[f.code],
                message: f.message,
                path: f.path,
                ...(f.hint !== undefined ? { hint: f.hint } : {}),
            })),
        };
    },
};


// EXTERNAL MODULE: ./src/core/formats/ccw/codes.ts
var ccw_codes = __webpack_require__(6778);
;// CONCATENATED MODULE: ./src/core/formats/ccw/model.ts
// The CCW wf-player template as the importer sees it: the parsed JSON read into typed nodes,
// edges, context variables and checkpoints, each with its path in the source document. Shape
// problems become CCW_* findings at that path; reading never throws and keeps what it can, so
// one run of `validate` reports every problem of the file.


/** A finding with the severity its code is registered with. */
function finding(code, message, hint, path) {
    return { code, severity: ccw_codes/* CCW_CODES */.B[code], message, hint, path };
}
const model_NODE_TYPES = ['skill', 'command', 'agent', 'cli', 'checkpoint'];
const ON_FAIL = ['abort', 'skip', 'retry'];
const VAR_TYPES = ['string', 'path', 'boolean'];
// Every field template-schema.md documents (the wf-composer's full schema and node types).
const model_TOP_KEYS = ['template_id', 'name', 'version', 'description', 'context_schema', 'nodes', 'edges', 'checkpoints', 'tags', 'level', 'category', 'created_at', 'updated_at', '$schema', 'source_session', 'atomic_groups', 'execution_mode', 'metadata'];
const model_NODE_KEYS = ['id', 'type', 'name', 'description', 'executor', 'args_template', 'parallel_group', 'on_fail', 'run_in_background', 'cli_tool', 'cli_mode', 'cli_rule', 'auto_continue', 'input_ports', 'output_ports', 'save_fields'];
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
    r.unknownKeys(data, model_TOP_KEYS, 'the template', []);
    // The wf-player's own load check (phase 1.3): template_id, nodes, edges, context_schema present.
    for (const key of ['template_id', 'nodes', 'edges', 'context_schema']) {
        if (!(key in data))
            r.report('CCW_FIELD_MISSING', `the template has no ${key}`, `Add ${key} (the wf-player refuses a template without it).`, []);
    }
    const template = {
        templateId: r.str(data, 'template_id', 'the template', []),
        name: r.str(data, 'name', 'the template', []),
        version: r.str(data, 'version', 'the template', []),
        description: r.str(data, 'description', 'the template', []),
        vars: readVars(r, data['context_schema']),
        nodes: readNodes(r, data['nodes']),
        edges: readEdges(r, data['edges']),
        checkpoints: readCheckpoints(r, data['checkpoints']),
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
function readNodes(r, nodes) {
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
        r.unknownKeys(raw, model_NODE_KEYS, where, path);
        const rawType = raw['type'];
        if (typeof rawType !== 'string' || !model_NODE_TYPES.includes(rawType)) {
            r.report('CCW_NODE_TYPE_UNKNOWN', `${where} has type ${describe(rawType)}; node types are ${model_NODE_TYPES.join(', ')}`, `Use one of: ${model_NODE_TYPES.join(', ')}.`, [...path, rawType === undefined ? 'id' : 'type']);
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
            findings.push(finding('CCW_CHECKPOINT_UNKNOWN', `checkpoints names '${cp.id}', which is not a node`, 'List the ids of checkpoint nodes only.', cp.path));
        else if (node.type !== 'checkpoint')
            findings.push(finding('CCW_CHECKPOINT_UNKNOWN', `checkpoints names '${cp.id}', which is a ${node.type} node, not a checkpoint`, `Give ${cp.id} "type": "checkpoint", or remove it from checkpoints.`, cp.path));
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

;// CONCATENATED MODULE: ./src/core/formats/ccw/ids.ts
// Native step ids for CCW node ids. CCW ids such as "N-001" or "CP-01" cannot appear in
// expressions (steps.<id>), so each becomes [A-Za-z_][A-Za-z0-9_]* ("N_001"); a clash with an
// id already taken, or with DONE/BLOCKED, gets a numeric suffix. The original id stays in the
// step's description and in the importer's source map.
const ids_RESERVED = new Set(['DONE', 'BLOCKED']);
class ids_StepIds {
    taken = new Set();
    /** A fresh native id for `original` (never one handed out before). */
    claim(original) {
        let base = original.replace(/[^A-Za-z0-9_]/g, '_');
        if (!/^[A-Za-z_]/.test(base))
            base = `n_${base}`;
        let id = base;
        for (let n = 2; this.taken.has(id) || ids_RESERVED.has(id); n++)
            id = `${base}_${n}`;
        this.taken.add(id);
        return id;
    }
}
/** A native workflow name from the template id (or name): [A-Za-z0-9][A-Za-z0-9_.-]*. */
function ids_workflowName(templateId, name) {
    for (const candidate of [templateId, name]) {
        const cleaned = (candidate ?? '').replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '').replace(/-+$/, '');
        if (cleaned !== '')
            return cleaned;
    }
    return 'ccw-template';
}

;// CONCATENATED MODULE: ./src/core/formats/ccw/prompt.ts
const NODE_COMPLETE = 'NODE_COMPLETE';
const NODE_FAILED = 'NODE_FAILED';
/** The instruction for `node`; `args` is its args_template with references translated. */
function nodeInstruction(node, templateId, args, reportsSession, reportsArtifacts = false) {
    const title = node.name ? ` "${node.name}"` : '';
    const lines = [`CCW wf-player node ${node.id}${title} (${node.type} node) of template ${templateId}.`, ''];
    if (node.description)
        lines.push(node.description, '');
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
        return branchOutput ?? `{{steps.${names.stepId(target)}.output}}`;
    };
    const text = node.argsTemplate.replace(TOKEN, (whole, inner) => {
        const prev = PREV_REF.exec(inner);
        if (prev) {
            const target = previousNode(plan, own);
            if (typeof target === 'string') {
                // An unordered plan (cycle, split group) is reported once, not once per reference.
                if (plan.ordered)
                    findings.push(finding('CCW_PREV_REFERENCE_UNRESOLVABLE', `{${inner}} in node ${node.id}: ${target}`, 'Name the node instead, e.g. {N-001.output_path}.', path));
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
            findings.push(finding('CCW_VARIABLE_UNDECLARED', `{${inner}} in node ${node.id} is not a context_schema variable, so nothing binds it`, `Declare "${inner}" in context_schema (with "required": true or a default), or fix the spelling.`, path));
            return whole;
        }
        if (REF_LIKE.test(inner)) {
            findings.push(finding('CCW_REFERENCE_INVALID', `{${inner}} in node ${node.id} is not a reference the wf-player resolves ({var}, {<node>.output_path}, {<node>.session_id}, {<node>.artifacts[<n>]}, {prev_output}, {prev_output_path}, {prev_session_id})`, 'Fix the reference, or write the braces some other way if it is meant as text.', path));
            return whole;
        }
        return whole;
    });
    return { text, findings, sessionsUsed, artifactsUsed };
}
/** The node {prev_*} names for a node of batch `own`, or why there is none. */
function previousNode(plan, own) {
    for (let b = own - 1; b >= 0; b--) {
        const work = plan.batches[b].nodes.filter((n) => n.type !== 'checkpoint');
        if (work.length === 1)
            return work[0];
        if (work.length > 1)
            return `the previous batch runs ${work.map((n) => n.id).join(', ')} in parallel, so "previous" does not name one node`;
    }
    return 'no work node runs before it';
}

;// CONCATENATED MODULE: ./src/core/formats/ccw/translate.ts






/** Agent CLIs stagegate has adapters for; other executors run on the invocation's --agent. */
const KNOWN_AGENTS = new Set(['claude', 'codex', 'gemini', 'copilot', 'opencode']);
function translateTemplate(template, options) {
    const plan = planBatches(template);
    const findings = [...plan.findings];
    const sourcePaths = new Map();
    const map = (native, source) => {
        sourcePaths.set((0,types/* pathKey */.P)(native), source);
    };
    const name = ids_workflowName(template.templateId, template.name);
    const templateId = template.templateId ?? name;
    const runRoot = `.stagegate/ccw/${name}/{{run_id}}`;
    map(['name'], template.templateId !== undefined ? ['template_id'] : template.name !== undefined ? ['name'] : []);
    map(['state_path'], []);
    // Native ids: node ids first (in template order), then one id per parallel group.
    const ids = new ids_StepIds();
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
            findings.push(finding('CCW_RUN_UNKNOWN_NODE', node ? `the run map gives checkpoint ${id} a command, but a checkpoint runs nothing` : `the run map names '${id}', which is not a node of this template`, 'Map work node ids (skill, command, agent, cli) to commands.', []));
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
        const selfRetry = node.onFail === 'retry' && !inBranch;
        step['statuses'] = { [NODE_COMPLETE]: next, [NODE_FAILED]: node.onFail === 'skip' ? next : selfRetry ? sid : 'BLOCKED' };
        map([...base, 'output'], ['nodes', node.index]);
        map([...base, 'statuses'], ['nodes', node.index, 'on_fail']);
        if (node.onFail === 'retry') {
            step['retry'] = { max_attempts: 2 };
            if (selfRetry)
                step['max_visits'] = 2;
            map([...base, 'retry'], ['nodes', node.index, 'on_fail']);
        }
        // A branch is no step of the graph (no on_failure, optional or on_skip there): its on_fail
        // acts through its statuses and retry only; a failed branch process fails the group.
        if (node.onFail === 'skip' && !inBranch) {
            step['on_failure'] = 'skip';
            step['on_skip'] = next;
            map([...base, 'on_failure'], ['nodes', node.index, 'on_fail']);
            map([...base, 'on_skip'], ['nodes', node.index, 'on_fail']);
        }
        else if (!inBranch) {
            // The wf-player asks Retry / Skip / Abort: resume retries, `stagegate skip` skips.
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
    return { data, sourcePaths, findings };
}
function checkpointStep(node, next) {
    const description = describeNode(node);
    if (node.autoContinue)
        return { description, decide: [{ else: next }] };
    const message = [node.name, node.description].filter((s) => s !== undefined && s !== '').join(': ') || `Continue after checkpoint ${node.id}?`;
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
 * context_schema -> inputs. A required variable without a default is required; every other
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
        if (v.required && v.default === undefined) {
            map(['inputs', 'required', required.length], ['context_schema', v.name]);
            required.push(v.name);
            continue;
        }
        map(['inputs', 'optional', optional.length], ['context_schema', v.name]);
        optional.push(v.name);
        defaults[v.name] = v.default ?? '';
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

;// CONCATENATED MODULE: ./src/core/formats/ccw/importer.ts


function importer_isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function detectCcw(data) {
    if (!importer_isRecord(data) || !Array.isArray(data['nodes']))
        return false;
    return 'template_id' in data || 'context_schema' in data || Array.isArray(data['edges']);
}
const ccwImporter = {
    format: 'ccw',
    detect: detectCcw,
    translate(data, _file, options) {
        const { template, findings } = readTemplate(importer_isRecord(data) ? data : {});
        const t = translateTemplate(template, options);
        const diagnostics = [...findings, ...t.findings].map((f) => ({ code: f.code, severity: f.severity, message: f.message, ...(f.hint !== undefined ? { hint: f.hint } : {}), path: f.path }));
        return { format: 'ccw', data: t.data, sourcePaths: t.sourcePaths, diagnostics };
    },
};

;// CONCATENATED MODULE: ./src/core/formats/aiox/model.ts
function model_isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function str(v) {
    if (typeof v === 'string')
        return v.trim() === '' ? undefined : v.trim();
    if (typeof v === 'number')
        return String(v);
    return undefined;
}
/** The workflow mapping of an aiox document, or undefined when the shape is not aiox's. */
function workflowRoot(data) {
    if (!model_isRecord(data))
        return undefined;
    // workflow-validator.js normalises both forms: a `workflow:` mapping (its sequence is the
    // execution contract even when the file also has top-level phases: or other sections), or
    // id/name/sequence at the top level.
    const wf = data['workflow'];
    if (model_isRecord(wf) && ('sequence' in wf || 'id' in wf || 'name' in wf))
        return { root: wf, base: ['workflow'], legacySteps: false };
    const seq = data['sequence'];
    if (Array.isArray(seq) && ('id' in data || 'name' in data) && seq.some((i) => model_isRecord(i) && ('agent' in i || 'phase' in i || 'meta' in i || 'workflow_end' in i))) {
        return { root: data, base: [], legacySteps: false };
    }
    if (isLegacySteps(data))
        return { root: data, base: [], legacySteps: true };
    return undefined;
}
/**
 * The old squad-template workflow: a command `trigger` and a `steps:` list of task items (never a
 * native file: no state_path, not version 4; a task definition has the list but no trigger).
 */
function isLegacySteps(data) {
    const steps = data['steps'];
    if (!Array.isArray(steps) || 'state_path' in data || /^4(\.|$)/.test(String(data['version'] ?? '')))
        return false;
    if (!('trigger' in data) && !('triggers' in data))
        return false;
    return steps.length > 0 && steps.every((s) => model_isRecord(s) && ('task' in s || 'agent' in s || 'action' in s || 'uses' in s));
}
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
    const work = raw['action'] !== undefined || raw['uses'] !== undefined || raw['task'] !== undefined;
    if (named && work)
        return 'action';
    if (raw['phase'] !== undefined)
        return 'phase';
    return 'unknown';
}
function readDoc(data) {
    const found = workflowRoot(data);
    if (!found)
        return undefined;
    const { root, base, legacySteps } = found;
    const phaseMap = !legacySteps && !Array.isArray(root['sequence']) ? phasesAsSequence(root['phases']) : undefined;
    const seq = phaseMap?.items ?? (!legacySteps && Array.isArray(root['sequence']) ? root['sequence'] : []);
    const items = [];
    let phase;
    // Phase markers by number, so a step's own `phase: 2` is shown with the marker's name.
    const names = new Map();
    seq.forEach((value, index) => {
        const raw = model_isRecord(value) ? value : {};
        const kind = model_isRecord(value) ? classify(raw) : 'unknown';
        if (kind === 'phase') {
            phase = str(raw['name']) ?? str(raw['phase_name']) ?? str(raw['phase']);
            if (str(raw['phase']) !== undefined && phase !== undefined)
                names.set(str(raw['phase']), phase);
        }
        const own = kind === 'action' || kind === 'system' ? str(raw['phase']) : undefined;
        const ownPhase = own !== undefined ? (str(raw['phase_name']) ?? names.get(own) ?? own) : undefined;
        const path = phaseMap !== undefined ? [...base, 'phases', phaseMap.keys[index]] : [...base, 'sequence', index];
        items.push({ index, path, raw, kind, id: str(raw['id']) ?? str(raw['step']), phase: ownPhase ?? phase });
    });
    return { root, base, items, legacySteps };
}
/** Other names an item answers to (a phases-map entry's own id). */
const ALIASES = '__aliases';
/**
 * workflow-executor.js runs a `phases:` MAPPING (development-cycle without a sequence): phase key
 * -> {agent, task, condition, on_success, on_failure, on_skip, on_go/on_pause/...}, starting at
 * the first key. Each phase becomes a sequence item whose id is its key; on_success is its next;
 * on_<word> outcomes (the checkpoint's on_go, on_pause, on_review, on_abort) its on_complete.
 */
function phasesAsSequence(phases) {
    if (!model_isRecord(phases))
        return undefined;
    const entries = Object.entries(phases).filter(([, p]) => model_isRecord(p) && ('agent' in p || 'task' in p));
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
    return v.flatMap((o) => (typeof o === 'string' ? (o.trim() === '' ? [] : [o.trim()]) : model_isRecord(o) && Object.keys(o).length === 1 ? [Object.keys(o)[0]] : []));
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

;// CONCATENATED MODULE: ./src/core/formats/aiox/ids.ts
// aiox step ids are free text ("create-prd", "3.1 review"); native ids must be usable in
// expressions (steps.<id>), so each original id gets a sanitised, unique native id.
const aiox_ids_RESERVED = new Set(['DONE', 'BLOCKED']);
/** [A-Za-z_][A-Za-z0-9_]*: non-alphanumerics become '_', a leading digit gets a 's_' prefix. */
function sanitiseId(raw) {
    let id = raw.trim().replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
    if (id === '')
        id = 'step';
    if (/^[0-9]/.test(id))
        id = `s_${id}`;
    if (aiox_ids_RESERVED.has(id))
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
    if (!model_isRecord(value)) {
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
            if (!model_isRecord(r)) {
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
    else if (model_isRecord(routes)) {
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

;// CONCATENATED MODULE: ./src/core/formats/aiox/conditions.ts
// aiox conditions ("qa_passed", "!needs_ux", "score_9p >= 7", "create_prd.approved",
// "source === 'simple' OR x == 1", "${config.autoSwitch} === true") become GitHub-style
// expressions over stagegate's run context. aiox's condition-evaluator.js treats a condition it
// does not know as true; here every name resolves to something a run can answer:
//   - a workflow input, or a key an earlier step reports (its `outputs`, `<step>.<key>`, or
//     `<output>.<key>` for an output file such as complexity.json);
//   - `config.<path>`: the file's own `config:` value, as an input `config_<path>` whose default
//     is that value ('' when the file's config lacks it: workflow-executor.js then reads the
//     project config, and treats a missing key as false);
//   - anything else (a descriptive identifier such as user_wants_story_review): an input of that
//     name, defaulting to true where it stands alone (aiox's "unknown is true") and to no value
//     where it is compared. The caller reports it (AIOX_CONDITION_UNKNOWN, a warning), and a
//     user answers it on the command line (name=false).

const NAME = /^[A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z_][A-Za-z0-9_-]*)*$/;
const conditions_OPS = ['===', '!==', '>=', '<=', '!=', '==', '>', '<'];
/** A JSON-ish literal as expression text: numbers and booleans as such, the rest quoted; undefined for a name. */
function conditions_literal(text) {
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
/** `${config.x}`, `{config.x}`, `{x}` written around a name: the name itself. */
function unwrap(text) {
    const m = /^\$?\{\s*([^{}]+?)\s*\}$/.exec(text.trim());
    return m ? m[1].trim() : text.trim();
}
/** The value at a dotted path of the config mapping. */
function configValue(config, path) {
    let at = config;
    for (const part of path) {
        if (!model_isRecord(at) || !Object.hasOwn(at, part))
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
        if (scope.inputs.has(name))
            return `inputs.${name}`;
        const nid = scope.reporter(name);
        if (nid !== undefined) {
            scope.need(nid, name);
            return `steps.${nid}.gate.${name}`;
        }
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
    for (const op of conditions_OPS) {
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
        const r = lit ? conditions_literal(right) : reference(right, scope, 'compare', unknown);
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

;// CONCATENATED MODULE: ./src/core/formats/aiox/agents.ts
// Who runs an aiox step, and where its persona and task files are. The forms the real files use:
//   agent: architect | @architect | core:architect | squad:validator | analyst/pm (either)
//   agent: ${story.executor}       (workflow-executor.js resolves it from the story: an input here)
//   agent: various                 (workflow-validator.js's meta agent: no persona file)
// Files resolve as run-workflow-engine.md does: `.aiox-core/development/agents/<a>.md`, and for a
// workflow inside `squads/<squad>/`, the squad's own `squads/<squad>/agents/<a>.md` first (its
// "hybrid" context: squad first, core as the fallback). Task files (`uses`/`task`) likewise under
// `tasks/`.

const META_AGENTS = new Set(['various']);
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
/** `squads/<squad>/...`: the squad a workflow file belongs to. */
function squadOf(file) {
    const m = /(?:^|\/)squads\/([A-Za-z0-9][A-Za-z0-9._-]*)\//.exec(file.replace(/\\/g, '/'));
    return m?.[1];
}
const CORE_AGENTS = '.aiox-core/development/agents';
const CORE_TASKS = '.aiox-core/development/tasks';
/** The persona files one agent name may be, in the order aiox tries them. */
function agentFiles(name, scope, squad) {
    const core = `${CORE_AGENTS}/${name}.md`;
    if (squad === undefined || scope === 'core')
        return [core];
    const own = `squads/${squad}/agents/${name}.md`;
    return scope === 'squad' ? [own] : [own, core];
}
/** The task files a `uses`/`task` value may be, in the order aiox tries them. */
function taskFiles(task, squad) {
    const file = task.endsWith('.md') ? task : `${task}.md`;
    const core = `${CORE_TASKS}/${file}`;
    return squad === undefined ? [core] : [`squads/${squad}/tasks/${file}`, core];
}

;// CONCATENATED MODULE: ./src/core/formats/aiox/prompt.ts
// The prompt of an aiox action step, built from the step's fields the way run-workflow-engine's
// subagent prompt builder does: agent persona (by path), task file (`uses` / `task`), required
// artifacts and earlier steps' outputs, what to create, notes and guidance, and the step_output
// contract the runner parses. Text taken from the workflow is neutralised so that it can never
// become a {{placeholder}}; the one placeholder on purpose is a dynamic agent's input.


/** '{{' in workflow text would be read as a stagegate placeholder: break it up. */
function neutral(text) {
    return text.replace(/\{\{/g, '{ {').replace(/\}\}/g, '} }');
}
/** The persona line of a step. */
function persona(raw, squad) {
    const agent = parseAgent(raw['agent']);
    if (raw['agent'] === undefined || agent.kind === 'meta')
        return 'You are running one step of an aiox workflow.';
    if (agent.kind === 'dynamic') {
        // workflow-executor.js resolves ${story.executor} from the story: here it is an input.
        return `You are the aiox agent @{{${agent.input}}} (${neutral(agent.text)}). Read its persona file (.aiox-core/development/agents/<agent>.md${squad !== undefined ? `, or squads/${squad}/agents/<agent>.md` : ''}) first and act as it, for this one step.`;
    }
    if (agent.kind === 'invalid')
        return `You are the aiox agent ${neutral(agent.text)} (no persona file can be named for it): act as that role, for this one step.`;
    const files = agent.names.map((n) => agentFiles(n, agent.scope, squad).join(' (or ') + (agentFiles(n, agent.scope, squad).length > 1 ? ')' : ''));
    return `You are the aiox agent @${neutral(agent.names.join('/'))}. Read ${files.join(', or ')} first and act as the persona it defines, for this one step.`;
}
function buildPrompt(p) {
    const { raw } = p;
    const action = str(raw['action']);
    const task = taskOf(raw);
    const creates = list(raw['creates']);
    const outputs = outputNames(raw['outputs']);
    const text = (key) => (typeof raw[key] === 'string' && raw[key].trim() !== '' ? raw[key].trim() : undefined);
    const notes = text('notes');
    const lines = [persona(raw, p.squad)];
    lines.push(`Workflow: ${neutral(p.workflowName)} (${neutral(p.workflowId)}), file ${neutral(p.file)}. Step: ${neutral(p.stepId)}.${p.phase !== undefined ? ` Phase: ${neutral(p.phase)}.` : ''}`);
    lines.push('', '## Task');
    if (action !== undefined)
        lines.push(`Action: ${neutral(action)}`);
    if (task !== undefined) {
        const files = /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(task) ? taskFiles(task, p.squad) : [];
        lines.push(files.length > 0 ? `Task file: ${files.join(' (or ')}${files.length > 1 ? ')' : ''} \u2014 read it and follow it.` : `Task: ${neutral(task)}`);
    }
    const description = text('description');
    if (description !== undefined)
        lines.push(neutral(description));
    const script = text('script');
    if (script !== undefined)
        lines.push('', 'The workflow implements this step with the script below; do what it does:', '```', neutral(script), '```');
    if (action === undefined && task === undefined && description === undefined)
        lines.push('Execute the step as its notes describe.');
    lines.push('', '## Inputs');
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
        lines.push('', '## Reference data');
        for (const d of p.data)
            lines.push(`- .aiox-core/data/${neutral(d)}`);
    }
    if (creates.length > 0 || outputs.length > 0) {
        lines.push('', '## Create');
        for (const c of creates)
            lines.push(`- the file ${neutral(c)} (workspace-relative)`);
        if (outputs.length > 0)
            lines.push(`Report these outputs in step_output.outputs: ${outputs.map(neutral).join(', ')}.`);
    }
    if (p.guidance.length > 0) {
        lines.push('', '## Guidance');
        for (const g of p.guidance)
            lines.push(neutral(g));
    }
    if (notes !== undefined)
        lines.push('', '## Notes', neutral(notes));
    if (p.userInputPlaceholder !== undefined) {
        lines.push('', '## User input', `Collected before this step (do not ask questions): {{${p.userInputPlaceholder}}}`);
    }
    lines.push('', '## Result', 'Do the work without asking questions. End your answer with exactly one YAML block:', '', '```yaml', 'step_output:');
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

;// CONCATENATED MODULE: ./src/core/formats/aiox/validator.ts



function checkDocument(doc, report) {
    const { root, base, items } = doc;
    if (str(root['id']) === undefined)
        report('AIOX_ID_MISSING', 'error', 'the aiox workflow has no id', 'Add id: <kebab-case-id> (aiox resolves workflows by it).', base);
    if (str(root['name']) === undefined)
        report('AIOX_NAME_MISSING', 'error', 'the aiox workflow has no name', 'Add name: <human-readable name>.', base);
    if (doc.legacySteps) {
        report('AIOX_SEQUENCE_EMPTY', 'error', 'the file lists its work under steps:, which no aiox runner reads: aiox runs workflow.sequence (workflow-validator.js: "Missing or empty workflow execution array")', 'Move the steps under workflow: {id, name, sequence: [...]}.', ['steps']);
    }
    else if (!items.some((i) => i.kind === 'action' || i.kind === 'system' || i.kind === 'routing')) {
        report('AIOX_SEQUENCE_EMPTY', 'error', 'the aiox workflow has no sequence items that do anything: there is nothing to run', 'Add sequence: [{id, agent, action}, ...].', root['sequence'] !== undefined ? [...base, 'sequence'] : base);
    }
    for (const item of items) {
        if (item.kind === 'unknown') {
            const meta = str(item.raw['meta']);
            report('AIOX_ITEM_UNKNOWN', 'error', meta !== undefined
                ? `sequence item ${item.index + 1} has meta: ${meta}, which is not routing, repeat, guidance or end`
                : `sequence item ${item.index + 1} is neither a step (agent, or id/step with action, task or uses), a phase marker, workflow_end, nor a meta item`, 'Give it an agent (an action step), phase + name (a phase marker), workflow_end: true, or meta: routing | repeat | guidance | end.', item.path);
        }
        if (item.kind === 'action')
            checkAgent(item, report);
        if (item.kind === 'action')
            checkCreates(item, report);
    }
    checkFlowDiagram(root['flow_diagram'], [...base, 'flow_diagram'], report);
}
/** aiox warns about an agent name it cannot turn into a file (workflow-validator.js); so does stagegate. */
function checkAgent(item, report) {
    const agent = item.raw['agent'];
    if (agent === undefined)
        return;
    const parsed = parseAgent(agent);
    if (parsed.kind === 'invalid') {
        report('AIOX_AGENT_INVALID', 'warning', `agent ${JSON.stringify(agent)} of step '${item.id ?? `#${item.index + 1}`}' cannot name an agent file (.aiox-core/development/agents/<agent>.md): the step runs without a persona`, 'Use the agent id, e.g. agent: architect, @architect, core:architect or squad:<agent>.', [...item.path, 'agent']);
    }
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
 * it runs), never to a silent `false`.
 */
function guardStep(item, nid, next, scope, report) {
    const parts = [];
    let broken = false;
    for (const key of ['condition', 'skip_if']) {
        const value = item.raw[key];
        if (value === undefined)
            continue;
        const text = typeof value === 'string' ? value.trim() : typeof value === 'boolean' ? String(value) : '';
        if (text === '') {
            report('AIOX_CONDITION_EMPTY', 'error', `${key} of step '${item.id ?? nid}' is empty (or not a string)`, `Write the condition as a non-empty string, e.g. ${key}: needs_ux_review.`, [...item.path, key]);
            broken = true;
            continue;
        }
        const t = translateCondition(text, scope);
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
    if (broken || parts.length === 0)
        return { description: `aiox condition of step '${item.id ?? nid}' (not translated: see the validation errors)`, decide: [{ else: 'BLOCKED' }] };
    return { description: `aiox condition of step '${item.id ?? nid}'`, decide: [{ if: parts.join(' && '), to: nid }, { else: next }] };
}
/** The outcomes a step routes on: on_verdict (gate steps), or on_complete written as VALUE: target. */
function outcomeMap(raw) {
    if (model_isRecord(raw['on_verdict']))
        return { key: 'on_verdict', map: raw['on_verdict'] };
    const oc = raw['on_complete'];
    if (model_isRecord(oc) && Object.keys(oc).length > 0 && Object.keys(oc).every((k) => /^[A-Z][A-Z0-9_]*$/.test(k)))
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
        if (!model_isRecord(c) || typeof c['condition'] !== 'string' || c['condition'].trim() === '') {
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
            return { target: 'BLOCKED', retries: handler.maxAttempts, processTarget: undefined };
        }
        const target = c.targetOf(w, path);
        return { target, retries: c.globalRetries, processTarget: target };
    }
    if (model_isRecord(v)) {
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
        const exhaustedWord = typeof exhausted === 'string' ? exhausted : model_isRecord(exhausted) ? str(exhausted['action']) : undefined;
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
    if (minutes === undefined || minutes <= 0 || minutes > 10080) {
        report('AIOX_TIMEOUT_INVALID', 'error', `timeout ${JSON.stringify(written)} is not a duration from 1s to 7 days`, 'Write e.g. timeout: 30m, 2h, 90s, or a number of minutes.', [...item.path, 'timeout']);
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
        if (model_isRecord(spec)) {
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
            else if (model_isRecord(entry))
                add(str(entry['name']), entry, [...base, 'inputs', k]);
            else
                add(undefined, undefined, [...base, 'inputs', k]);
        });
    }
    else if (model_isRecord(raw)) {
        for (const [name, spec] of Object.entries(raw))
            add(name, spec ?? {}, [...base, 'inputs', name]);
    }
    else {
        report('AIOX_INPUT_INVALID', 'error', 'inputs must be a mapping (name -> {required, default}) or a list of names', 'Write inputs: {project_name: {required: true}}.', [...base, 'inputs']);
    }
    return out;
}
function resourceData(root) {
    const resources = model_isRecord(root['resources']) ? root['resources'] : {};
    const data = resources['data'];
    if (!Array.isArray(data))
        return [];
    return data.map((d) => (typeof d === 'string' ? d : model_isRecord(d) ? (str(d['path']) ?? str(d['file'])) : undefined)).filter((d) => d !== undefined);
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
        const blocker = members.find((m) => ['condition', 'skip_if', 'on_verdict', 'optional', 'elicit'].some((k) => items[m].raw[k] !== undefined && items[m].raw[k] !== false) || items[m].raw['gate'] === true || typeof items[m].raw['on_failure'] === 'string');
        if (blocker !== undefined) {
            report('AIOX_PARALLEL_GROUP_SEQUENTIAL', 'warning', `parallel_group '${name}' runs its steps one after another: step '${items[blocker].id ?? `#${blocker + 1}`}' has a condition, gate, optional, elicit or on_failure step, which a parallel branch cannot route`, 'Move that step out of the group, or accept sequential execution.', [...items[blocker].path, 'parallel_group']);
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
        if (model_isRecord(map))
            for (const [name, spec] of Object.entries(map))
                this.handlers.set(name, { name, maxAttempts: attemptsOf(spec), path: [...base, 'error_handlers', name] });
        const listed = root['error_handling'];
        if (Array.isArray(listed)) {
            listed.forEach((h, k) => {
                const id = model_isRecord(h) ? str(h['id']) : undefined;
                if (id !== undefined)
                    this.handlers.set(id, { name: id, maxAttempts: attemptsOf(h), path: [...base, 'error_handling', k] });
            });
        }
        const sm = model_isRecord(root['state_machine']) ? root['state_machine'] : {};
        const transitions = Array.isArray(sm['transitions']) ? sm['transitions'] : [];
        for (const t of transitions) {
            if (!model_isRecord(t))
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
    if (!model_isRecord(spec))
        return DEFAULT_HANDLER_ATTEMPTS;
    const actions = Array.isArray(spec['actions']) ? spec['actions'] : [];
    for (const a of [spec, ...actions]) {
        if (model_isRecord(a) && typeof a['max_attempts'] === 'number' && Number.isInteger(a['max_attempts']) && a['max_attempts'] >= 0)
            return Math.min(a['max_attempts'], 20);
    }
    return DEFAULT_HANDLER_ATTEMPTS;
}
/** Where a completed step goes: next / on_success / trigger_on_complete, else the next item. */
function completedDestination(item, outcomes) {
    const { raw, path } = item;
    const ok = raw['on_success'];
    const named = (value, at) => {
        const t = terminalWord(value);
        return t !== undefined ? { terminal: t } : { step: value, path: at };
    };
    const viaTrigger = (trigger, at) => {
        const dest = outcomes.triggerDest(trigger, item);
        return dest === undefined ? { next: true } : named(dest, at);
    };
    if (typeof ok === 'string' && ok.trim() !== '')
        return named(ok.trim(), [...path, 'on_success']);
    if (model_isRecord(ok)) {
        if (ok['complete'] === true)
            return { terminal: 'DONE' };
        if (str(ok['next']) !== undefined)
            return named(str(ok['next']), [...path, 'on_success', 'next']);
        if (str(ok['trigger']) !== undefined)
            return viaTrigger(str(ok['trigger']), [...path, 'on_success', 'trigger']);
    }
    if (str(raw['next']) !== undefined)
        return named(str(raw['next']), [...path, 'next']);
    if (str(raw['trigger_on_complete']) !== undefined)
        return viaTrigger(str(raw['trigger_on_complete']), [...path, 'trigger_on_complete']);
    return { next: true };
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
    checkDocument(doc, report);
    const config = model_isRecord(root['config']) ? root['config'] : {};
    const outcomes = new Outcomes(root, base);
    const squad = squadOf(file);
    const wfId = str(root['id']);
    const wfName = str(root['name']);
    const name = sanitiseName(wfId ?? wfName ?? 'aiox-workflow');
    map(['name'], [...base, root['id'] !== undefined ? 'id' : 'name']);
    map(['version'], base);
    map(['state_path'], base);
    // global_error_handling.max_retries_per_phase: retries of a failed step (default 2).
    const geh = model_isRecord(root['global_error_handling']) ? root['global_error_handling'] : {};
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
        // A state-machine dest names an item by its phase (squad-creator's workflows).
        const phase = item.kind === 'action' || item.kind === 'system' ? str(item.raw['phase']) : undefined;
        if (phase !== undefined && !/^\d+[a-z]?$/.test(phase) && !byPhase.has(phase))
            byPhase.set(phase, item.index);
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
            if (item.kind === 'action' && group === undefined && (item.raw['condition'] !== undefined || item.raw['skip_if'] !== undefined))
                guardOf.set(item.index, ids.take(`${nid}_when`));
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
                return groupOf.get(j)?.nid ?? guardOf.get(j) ?? nidOf.get(j);
            if (it.kind === 'routing' || it.kind === 'repeat' || it.kind === 'system')
                return nidOf.get(j);
        }
        return 'DONE';
    };
    const nextAfter = (i) => entryOf(lastOf(i) + 1);
    const known = (orig) => byOrig.has(orig) || byPhase.has(orig) || terminalWord(orig) !== undefined;
    let pausedStep;
    const paused = () => (pausedStep ??= ids.take('workflow_paused'));
    const targetOf = (orig, path) => {
        const index = byOrig.get(orig) ?? byPhase.get(orig);
        if (index !== undefined)
            return entryOf(index);
        const t = terminalWord(orig);
        if (t !== undefined)
            return t === 'PAUSED' ? paused() : t;
        const near = (0,did_you_mean/* closest */.kp)(orig, [...byOrig.keys(), ...byPhase.keys()]);
        report('AIOX_TARGET_UNKNOWN', 'error', `'${orig}' is not a step id of this workflow${near !== undefined ? `. Did you mean '${near}'?` : ''}`, 'Name the id (or step) of a sequence item, or complete / halt.', path);
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
    const scopeAt = (index, askStep) => ({
        inputs: declared,
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
    });
    const requires = checkRequires(items, report);
    const dataFiles = resourceData(root);
    const steps = [];
    const prompts = [];
    const defaults = {};
    let guidance = [];
    // Own keys only: an id like 'constructor' must not find Object.prototype's member.
    const runFor = (item) => (item.id !== undefined && Object.hasOwn(options.run, item.id) && typeof options.run[item.id] === 'string' ? options.run[item.id] : undefined);
    /** The body of an action step: prompt (or run: command), contract, retries, timeout. */
    const body = (item, nid, fail, ownGuidance, verdicts) => {
        const step = { description: translate_describe(item) };
        const agent = parseAgent(item.raw['agent']);
        if (agent.kind === 'dynamic')
            dynamicAgents.add(agent.input);
        const command = runFor(item);
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
                    stepId: item.id ?? nid,
                    phase: item.phase,
                    raw: item.raw,
                    requires: requires.get(item.index) ?? [],
                    data: dataFiles,
                    guidance: ownGuidance,
                    userInputPlaceholder: item.raw['elicit'] === true ? `${nid}_user_input` : undefined,
                    reportKeys: needs.get(nid) ?? new Map(),
                    verdicts,
                });
            });
        }
        if (item.raw['elicit'] === true)
            defaults[`${nid}_user_input`] = 'No user input was given for this step.';
        step['result_contract'] = 'aiox_step_output';
        if (fail.retries > 0)
            step['retry'] = { max_attempts: fail.retries + 1 };
        const minutes = timeoutMinutes(item, config, report);
        if (minutes !== undefined)
            step['timeout_minutes'] = minutes;
        return step;
    };
    const mapStep = (nid, item, extra = {}) => {
        map(['steps', nid], item.path);
        for (const [key, path] of Object.entries(extra))
            map(['steps', nid, key], path);
    };
    /** A failed step_output re-runs the step at most `retries` times, then follows on_failure. */
    const retryDecision = (item, nid, fail) => {
        const rid = ids.take(`${nid}_retry`);
        return [rid, { description: `retry aiox step '${item.id ?? nid}' after step_output status failed (at most ${fail.retries} retries)`, decide: [{ if: `visits.${rid} <= ${fail.retries}`, to: nid }, { else: fail.target }], max_visits: fail.retries + 1 }];
    };
    const completedOf = (item) => {
        const dest = completedDestination(item, outcomes);
        if ('next' in dest)
            return nextAfter(item.index);
        if ('terminal' in dest)
            return dest.terminal === 'PAUSED' ? paused() : dest.terminal;
        return targetOf(dest.step, dest.path);
    };
    /** A route that is a step of its own (brownfield-fullstack's single_story: {agent: pm, uses: \u2026}). */
    const inlineStep = (routing, routeName, raw, path) => {
        const nid = ids.take(`${nidOf.get(routing.index)}_${routeName}`);
        const item = { index: routing.index, path, raw, kind: 'action', id: `${routing.id ?? nid}.${routeName}`, phase: routing.phase };
        const fail = { target: 'BLOCKED', retries: globalRetries, processTarget: undefined };
        const step = body(item, nid, fail, [], undefined);
        let failed = 'BLOCKED';
        if (fail.retries > 0) {
            const [rid, retry] = retryDecision(item, nid, fail);
            steps.push([rid, retry, path]);
            map(['steps', rid], path);
            failed = rid;
        }
        step['statuses'] = { completed: 'DONE', failed };
        steps.push([nid, step, path]);
        map(['steps', nid], path);
        addFileReferences(item);
        return nid;
    };
    const routeTo = (t, from, p) => {
        if (t.inline !== undefined)
            return inlineStep(from, String(p[p.length - 1]), t.inline, p);
        if (t.terminal !== undefined)
            return t.terminal === 'PAUSED' ? paused() : t.terminal;
        return t.step !== undefined ? targetOf(t.step, p) : nextAfter(from.index);
    };
    // The agent persona and task file each action step names: checked by the validator.
    const fileReferences = [];
    const addFileReferences = (item) => {
        const agent = parseAgent(item.raw['agent']);
        if (item.raw['agent'] !== undefined && agent.kind === 'file') {
            for (const n of agent.names) {
                const [first, ...rest] = agentFiles(n, agent.scope, squad);
                fileReferences.push({ path: first, ...(rest.length > 0 ? { alternatives: rest } : {}), what: `agent @${n}`, sourcePath: [...item.path, 'agent'] });
            }
        }
        const task = taskOf(item.raw);
        if (task !== undefined && /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(task)) {
            const [first, ...rest] = taskFiles(task, squad);
            fileReferences.push({ path: first, ...(rest.length > 0 ? { alternatives: rest } : {}), what: `task file of ${item.raw['uses'] !== undefined ? 'uses' : 'task'}: ${task}`, sourcePath: [...item.path, item.raw['uses'] !== undefined ? 'uses' : 'task'] });
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
                const text = str(raw['notes']) ?? str(raw['description']) ?? str(raw['message']) ?? str(raw['action']) ?? str(raw['guidance']);
                if (text !== undefined)
                    guidance.push(text);
                break;
            }
            case 'action': {
                addFileReferences(item);
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
                        steps.push([group.nid, { description: `aiox parallel_group '${group.name}'`, parallel: { max_concurrency: group.members.length, join: 'all', branches: {} }, statuses: { PARALLEL_COMPLETE: nextAfter(last), PARALLEL_FAILED: 'BLOCKED' } }, path]);
                        map(['steps', group.nid], [...path, 'parallel_group']);
                    }
                    const groupStep = steps.find(([id]) => id === group.nid)[1];
                    groupStep['parallel']['branches'][nid] = branch;
                    map(['steps', group.nid, 'parallel', 'branches', nid], path);
                    break;
                }
                const guard = guardOf.get(i);
                if (guard !== undefined) {
                    // Skipped: on_skip, else where the step itself would have gone (workflow-executor.js: on_skip || on_success).
                    const onSkip = str(raw['on_skip']);
                    const skipTo = onSkip !== undefined ? targetOf(onSkip, [...path, 'on_skip']) : completedOf(item);
                    steps.push([guard, guardStep(item, nid, skipTo, scopeAt(i), report), path]);
                    mapGuard(map, guard, item);
                }
                const verdicts = outcomeMap(raw);
                const step = body(item, nid, fail, ownGuidance, verdicts !== undefined ? Object.keys(verdicts.map) : undefined);
                let completed = completedOf(item);
                let verdictStep;
                if (verdicts !== undefined) {
                    const vid = ids.take(`${nid}_verdict`);
                    verdictStep = [vid, verdictDecision(item, nid, verdicts, (t, p) => routeTo(t, item, p), known, report)];
                    completed = vid;
                    need(nid, 'verdict', `one of ${Object.keys(verdicts.map).join(', ')}`);
                }
                else if (raw['gate'] === true) {
                    report('AIOX_GATE_WITHOUT_VERDICTS', 'warning', `gate step '${item.id ?? nid}' has no on_verdict: its verdict routes nowhere, the step simply continues`, 'Add on_verdict: {APPROVED: {next: <step>}, NEEDS_REVISION: {next: <step>, max_iterations: 3}}.', [...path, 'gate']);
                }
                let failed = fail.target;
                let retryStep;
                if (fail.retries > 0) {
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
                        const target = nidOf.get(j);
                        const entry = steps.find(([id]) => id === target);
                        if (entry && items[j].kind === 'action')
                            entry[1]['max_visits'] = limit;
                    }
                }
                break;
            }
        }
    }
    for (const build of prompts)
        build();
    if (pausedStep !== undefined) {
        steps.push([pausedStep, { description: 'aiox workflow_paused: the run pauses here', instruction: `The aiox workflow ${wfId ?? name} paused (workflow_paused). Start a fresh run when you want to go on.`, terminal_status: 'WORKFLOW_PAUSED' }, base]);
        map(['steps', pausedStep], base);
    }
    for (const id of Object.keys(options.run)) {
        const j = byOrig.get(id);
        if (j === undefined || items[j].kind !== 'action') {
            report('AIOX_RUN_UNKNOWN_STEP', 'error', `the run map names '${id}', which is not an action step of this workflow`, `Map the id of an action step (${[...byOrig.entries()].filter(([, k]) => items[k].kind === 'action').map(([o]) => o).slice(0, 8).join(', ')}).`, base);
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
    const optional = [...inputs.optional];
    for (const [n, v] of implicit) {
        optional.push(n);
        allDefaults[n] = v;
    }
    const required = [...inputs.required, ...[...dynamicAgents].filter((d) => !declared.has(d) && !implicit.has(d))];
    if (required.length > 0 || optional.length > 0 || Object.keys(allDefaults).length > 0) {
        native['inputs'] = {
            ...(required.length > 0 ? { required } : {}),
            ...(optional.length > 0 ? { optional } : {}),
            ...(Object.keys(allDefaults).length > 0 ? { defaults: allDefaults } : {}),
        };
        if (root['inputs'] !== undefined)
            map(['inputs'], [...base, 'inputs']);
    }
    native['steps'] = stepsObj;
    map(['steps'], [...base, 'sequence']);
    return { format: 'aiox', data: native, sourcePaths, diagnostics, fileReferences };
}
function translate_describe(item) {
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
    detect: (data) => workflowRoot(data) !== undefined,
    translate: (data, file, options) => translateAiox(data, file, options),
};

;// CONCATENATED MODULE: ./src/core/formats/index.ts




const IMPORTERS = [maestroImporter, ccwImporter, aioxImporter];
/**
 * Native 4.0 files carry `version` and `state_path` or `steps`/`phases` at the top. An aiox file
 * may have top-level `phases:` beside its `workflow:` mapping (wf-create-squad.yaml), and an old
 * aiox squad template a `steps:` list: neither is native (a native file has no `workflow:` key,
 * and its steps are a mapping).
 */
function isNativeShape(data) {
    if (typeof data !== 'object' || data === null || Array.isArray(data))
        return false;
    const o = data;
    if ('state_path' in o)
        return true;
    if (isAioxWorkflowMapping(o['workflow']) || isLegacySteps(o))
        return false;
    return 'steps' in o || 'phases' in o;
}
function isAioxWorkflowMapping(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v) && ('sequence' in v || 'id' in v || 'name' in v);
}
/** The importer whose format the document has, or undefined (native, or unknown). */
function importerFor(data) {
    if (isNativeShape(data))
        return undefined;
    return IMPORTERS.find((i) => i.detect(data));
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
/* harmony export */   UK: () => (/* binding */ sidecarPathFor),
/* harmony export */   uf: () => (/* binding */ isSidecarFile)
/* harmony export */ });
/* unused harmony export SIDECAR_SUFFIX */
/* harmony import */ var _model_zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7968);
/* harmony import */ var _model_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6614);
// The run map: a sidecar file beside an imported workflow (`<name>.stagegate.yaml` next to
// `<name>.json` / `<name>.yaml`) that tells stagegate which steps run a shell command instead of
// an agent. The other runner's file stays untouched; the sidecar is part of the workflow's
// digest, so changing it counts as a workflow change on resume.


const SIDECAR_SUFFIX = '.stagegate.yaml';
const Sidecar = _model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    run: _model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(_model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .minLength */ .BpQ(1)), _model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .minLength */ .BpQ(1)))).check(_model_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .describe */ .q0y('Step or node id (as written in the workflow file) -> shell command.')),
});
/** `chains/quality-loop.json` -> `chains/quality-loop.stagegate.yaml`. */
function sidecarPathFor(workflowFile) {
    return workflowFile.replace(/\.(json|ya?ml)$/i, '') + SIDECAR_SUFFIX;
}
function isSidecarFile(file) {
    return file.toLowerCase().endsWith(SIDECAR_SUFFIX);
}
function parseSidecar(text, file) {
    const source = (0,_model_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYamlSource */ .WF)(text);
    const diagnostics = source.problems.map((p) => ({ code: p.code, severity: 'error', message: p.message, file, line: p.line, column: p.column, path: [] }));
    if (diagnostics.length > 0)
        return { options: { run: {} }, diagnostics };
    const parsed = Sidecar.safeParse(source.data ?? {});
    if (!parsed.success) {
        for (const issue of parsed.error.issues) {
            const path = issue.path.filter((p) => typeof p !== 'symbol');
            diagnostics.push({
                code: 'SIDECAR_INVALID',
                severity: 'error',
                message: `${path.join('.') || 'the run map'}: ${issue.message} (a run map is run: {<step id>: <shell command>})`,
                hint: 'See docs/formats.md#the-run-map-run-sidecar.',
                file,
                ...source.locate(issue.code === 'unrecognized_keys' ? [...path, issue.keys[0] ?? ''] : path),
                path,
            });
        }
        return { options: { run: {} }, diagnostics };
    }
    return { options: { run: parsed.data.run ?? {} }, diagnostics };
}


/***/ }),

/***/ 7261:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ pathKey)
/* harmony export */ });
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

/***/ 8266:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xu: () => (/* binding */ gateSchemaEngine),
/* harmony export */   bn: () => (/* binding */ GATE_SCHEMA_DIALECT),
/* harmony export */   tR: () => (/* binding */ withGateSchemaEngine)
/* harmony export */ });
/* unused harmony exports GateSchemaEngineNeeded, loadGateSchemaEngine */
// A step's own JSON Schema for its gate's extra keys (gate_schema): what a compiled schema is, and
// the engine that compiles them (ajv, gate-schema-ajv.ts). The engine is loaded with a dynamic
// import only when a workflow has a gate_schema: most workflows have none, and every process
// (each `stagegate validate`, every Action job, every shard leg) would otherwise parse ajv at start.
//
// Loading a workflow is synchronous (the loader, the validator, every command that reads a
// workflow); loading the engine is not. So the synchronous code asks for the engine with
// gateSchemaEngine(), which throws GateSchemaEngineNeeded while it is not loaded, and the async
// layer around a pure read (loadAndCheck, validateTargets, plan \u2026) runs it through
// withGateSchemaEngine: the read is run again once the engine is there. Only a workflow that has
// a gate_schema ever pays for the second read, and only once per process.
/** The JSON Schema dialect gate_schema is read in. */
const GATE_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';
/** Thrown by synchronous code that meets a gate_schema before the engine was loaded. */
class GateSchemaEngineNeeded extends Error {
    constructor() {
        super('the gate_schema engine is not loaded (run the read through withGateSchemaEngine)');
        this.name = 'GateSchemaEngineNeeded';
    }
}
let engine;
/** The loaded engine; GateSchemaEngineNeeded while it is not loaded. */
function gateSchemaEngine() {
    if (engine === undefined)
        throw new GateSchemaEngineNeeded();
    return engine;
}
/** Load the engine (ajv) once per process. */
async function loadGateSchemaEngine() {
    if (engine === undefined) {
        const { createAjvEngine } = await Promise.all(/* import() */[__webpack_require__.e(892), __webpack_require__.e(564)]).then(__webpack_require__.bind(__webpack_require__, 3564));
        engine ??= createAjvEngine();
    }
    return engine;
}
/**
 * Run a synchronous read of workflows (load, validate); when it meets a gate_schema before the
 * engine is loaded, load the engine and run it again. `read` must change nothing before it loads
 * its workflows (it may run twice).
 */
async function withGateSchemaEngine(read) {
    try {
        return read();
    }
    catch (error) {
        if (!(error instanceof GateSchemaEngineNeeded))
            throw error;
    }
    await loadGateSchemaEngine();
    return read();
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
/* harmony export */   O4: () => (/* binding */ evaluateExpression),
/* harmony export */   Wo: () => (/* binding */ compileExpression)
/* harmony export */ });
/* unused harmony export EXPRESSION_ROOTS */
/* harmony import */ var _actions_expressions__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(438);
// GitHub-style expressions for decision steps (@actions/expressions: a pure library, the one
// @actions/* package the core may use). Compiled once at validation time; evaluated over a
// JSON context of the run: inputs, steps (status, output, gate), visits and run.
// Only the four roots below exist: any other name is a parse error, never "true".

const EXPRESSION_ROOTS = ['inputs', 'steps', 'visits', 'run'];
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
    return { value: toJson(result), truthy: truthy(result), seen };
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


/***/ }),

/***/ 4371:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DE: () => (/* binding */ gateSchemasOf),
/* harmony export */   Ip: () => (/* binding */ gateSchemaKey)
/* harmony export */ });
/* unused harmony export MAX_GATE_SCHEMA_BYTES */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2862);
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2076);
/* harmony import */ var _gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8266);
/* harmony import */ var _gate_judging_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2215);
/* harmony import */ var _yaml_source_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6614);
/* harmony import */ var _workflow_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7280);
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
            visit({ id, kind: (0,_workflow_js__WEBPACK_IMPORTED_MODULE_6__/* .classifyStep */ .d_)(def).kind, def, path: [...body.path, ...nested.key.split('.'), id] });
    };
    for (const step of workflow.steps.values())
        visit({ id: step.id, kind: step.kind, def: step.def, path: step.path });
    return out;
}
/**
 * The gate schemas of a loaded workflow, compiled, and what is wrong with them. Throws
 * GateSchemaEngineNeeded when the workflow has one and the engine is not loaded (gate-schema.ts).
 */
function gateSchemasOf(workflow, workspace) {
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
            const result = compileSchema(schema, `inline at ${workflow.file}:${line}`);
            if ('check' in result)
                compiled.set(gateSchemaKey(body.path), result);
            else
                findings.push({ ...result, message: `gate_schema of ${what}: ${result.message}`, path });
            continue;
        }
        let result = files.get(schema);
        if (result === undefined) {
            result = readSchemaFile(workspace, schema);
            files.set(schema, result);
        }
        if ('check' in result)
            compiled.set(gateSchemaKey(body.path), result);
        else
            findings.push({ ...result, message: `gate_schema of ${what}: ${result.message}`, path });
    }
    return { compiled, findings };
}
const INVALID_HINT = 'Write a JSON Schema (draft 2020-12) for the extra keys of the gate, e.g. {type: object, required: [score], properties: {score: {type: integer}}}; see docs/workflow-format.md#gate-schema.';
function compileSchema(schema, source) {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
        return { code: 'GATE_SCHEMA_INVALID', message: `${source} is not a mapping (a JSON Schema object)`, hint: INVALID_HINT };
    }
    const result = (0,_gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .gateSchemaEngine */ .Xu)().compile(schema);
    if (!result.ok)
        return { code: 'GATE_SCHEMA_INVALID', message: `${source} is not a valid JSON Schema: ${result.reason}`, hint: INVALID_HINT };
    return { source, check: result.check };
}
function readSchemaFile(workspace, file) {
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
    if (format === '.json') {
        try {
            data = JSON.parse(text);
        }
        catch (error) {
            return { code: 'GATE_SCHEMA_INVALID', message: `${resolved.rel} is not valid JSON: ${error.message}`, hint: 'Fix the JSON syntax of the schema file.' };
        }
    }
    else {
        const source = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_5__/* .parseYamlSource */ .WF)(text);
        const problem = source.problems[0];
        if (problem)
            return { code: 'GATE_SCHEMA_INVALID', message: `${resolved.rel}:${problem.line}:${problem.column} is not valid YAML: ${problem.message}`, hint: 'Fix the YAML syntax of the schema file.' };
        data = source.data;
    }
    return compileSchema(data, resolved.rel);
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

/***/ 3013:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ typeProblem),
/* harmony export */   g: () => (/* binding */ checkInputTypes)
/* harmony export */ });
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2862);
// Typed inputs (inputs.types): maestro-flow's `inputs{name: {type}}` and CCW's
// `context_schema{var: {type}}` carry types, and so may native workflows. A bound value of the
// wrong type stops the run before anything runs; a `path` must resolve inside the workspace.

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
/** Why `value` is not of `type`, or undefined when it is. Paths are checked by the caller. */
function typeProblem(type, value) {
    if (type === 'number' && !NUMBER.test(value.trim()))
        return 'a number';
    if (type === 'boolean' && !/^(true|false)$/i.test(value.trim()))
        return 'true or false';
    return undefined;
}
/** Check every bound input that declares a type; empty values (unbound optional inputs) pass. */
function checkInputTypes(workflow, bindings, workspace) {
    const types = workflow.data.inputs?.types ?? {};
    for (const [name, type] of Object.entries(types)) {
        const value = bindings.get(name);
        if (value === undefined || value === '')
            continue;
        const expected = typeProblem(type, value);
        if (expected !== undefined) {
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `input ${name} must be ${expected} (inputs.types), got '${value}'`, { hint: `Pass ${name}=<${type}>.` });
        }
        if (type === 'path') {
            try {
                workspace.resolve(value, `input ${name}`);
            }
            catch (error) {
                if (!(0,_run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isStagegateError */ .W)(error))
                    throw error;
                throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q(error.code, error.message, { hint: `Pass ${name} as a path inside the workspace.` });
            }
        }
    }
}


/***/ }),

/***/ 6159:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G2: () => (/* binding */ loadWorkflow),
  ZP: () => (/* binding */ readWorkflowBytes)
});

// UNUSED EXPORTS: loadWorkflowText

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/model/zod.ts
var zod = __webpack_require__(7968);
;// CONCATENATED MODULE: ./src/core/model/schema.ts
// The zod model of a Run Engineering 4.0 workflow file. It is the single source of truth for
// the file's shape: the loader validates with it and scripts/gen-schema.ts publishes it as
// schema/workflow.schema.json for editors. Objects are strict: an unknown key is an error.
// zod/mini's functional form (see zod.ts): z.optional(x), .check(z.minLength(1)), and
// .check(z.describe(...)) for the descriptions the JSON Schema carries.

const StepId = zod/* string */.YjP().check(zod/* minLength */.BpQ(1));
const Scalar = zod/* union */.KCZ([zod/* string */.YjP(), zod/* number */.aig(), zod/* boolean */.zMY(), zod/* null */.chJ()]);
const ConditionalTarget = zod/* strictObject */.rej({
    if_input_present: zod/* record */.g1P(zod/* string */.YjP(), StepId).check(zod/* describe */.q0y('Optional input name -> step to go to when that input is bound (first present input wins).')),
    else: StepId.check(zod/* describe */.q0y('Step to go to when none of the inputs is present.')),
}).check(zod/* describe */.q0y('Conditional transition on the presence of optional inputs.'));
const Target = zod/* union */.KCZ([StepId, ConditionalTarget]);
const Statuses = zod/* record */.g1P(zod/* string */.YjP().check(zod/* regex */.yGV(/^[A-Za-z0-9_.-]+$/)), Target).check(zod/* describe */.q0y('Gate status -> next step id, DONE, BLOCKED, or a conditional {if_input_present, else}.'));
const Retry = zod/* strictObject */.rej({
    max_attempts: zod/* number */.aig().check(zod/* int */.Whr(), zod/* gte */.ROM(1), zod/* lte */.wJL(100)).check(zod/* describe */.q0y('Attempts in all, including the first.')),
    backoff_seconds: zod/* optional */.lqM(zod/* number */.aig().check(zod/* gte */.ROM(0), zod/* lte */.wJL(3600))).check(zod/* describe */.q0y('Wait before the second attempt; doubles after each failure.')),
}).check(zod/* describe */.q0y('Re-run a failing stage (non-zero exit, timeout). Gate statuses are never retried.'));
const ExecutionOverride = zod/* strictObject */.rej({
    execution_mode: zod/* optional */.lqM(zod/* enum */.k5n(['resume', 'fresh'])).check(zod/* describe */.q0y('fresh: the child re-reads everything and reuses no verdict.')),
    ignore_previous_completion: zod/* optional */.lqM(zod/* boolean */.zMY()).check(zod/* describe */.q0y('Run again even if the child completed before (required with execution_mode: fresh).')),
}).check(zod/* describe */.q0y('Execution of a child workflow step.'));
const Binding = zod/* strictObject */.rej({
    field: zod/* string */.YjP().check(zod/* minLength */.BpQ(1)).check(zod/* describe */.q0y('Registry column (or key) to read.')),
    transform: zod/* optional */.lqM(zod/* literal */.euz('slugify')).check(zod/* describe */.q0y('slugify: lowercase, non-alphanumeric runs -> "-", trimmed.')),
});
const Foreach = zod/* strictObject */.rej({
    source: zod/* string */.YjP().check(zod/* minLength */.BpQ(1)).check(zod/* describe */.q0y('Registry artifact (workspace-relative): a Markdown table, or a YAML/JSON list.')),
    items: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).check(zod/* describe */.q0y('Which rows are items: "<rows> where <field> != <value> and <field> = <value>" (e.g. "artifacts where implementation_required != NO and DD Verification != VERIFIED"); every row when omitted.')),
    id_field: zod/* string */.YjP().check(zod/* minLength */.BpQ(1)).check(zod/* describe */.q0y('Column (or key) holding each item id, e.g. "Artifact ID".')),
    order: zod/* optional */.lqM(zod/* enum */.k5n(['registry', 'dependency_topological'])).check(zod/* describe */.q0y('registry: row order; dependency_topological: dependencies first.')),
    depends_field: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).check(zod/* describe */.q0y('Column listing the ids an item depends on (default "Depends On").')),
    status_field: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).check(zod/* describe */.q0y('Column the runner marks VERIFIED for a verified item (default: the field of completion.require "all <rows> have <field> = <value>", else "Status").')),
    bindings: zod/* optional */.lqM(zod/* record */.g1P(zod/* string */.YjP().check(zod/* regex */.yGV(/^[A-Za-z_][A-Za-z0-9_]*$/)), Binding)).check(zod/* describe */.q0y('Placeholder name -> row field; visible as {{name}} inside per_item only.')),
});
const Completion = zod/* strictObject */.rej({
    require: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).check(zod/* describe */.q0y('Checked against the registry rows when the last item finished: "all rows <STATUS>", "all items verified", or "all <rows> have <field> = <value>".')),
    on_complete: zod/* optional */.lqM(StepId),
});
const DecisionBranch = zod/* union */.KCZ([
    zod/* strictObject */.rej({
        if: zod/* string */.YjP().check(zod/* minLength */.BpQ(1)).check(zod/* describe */.q0y("GitHub-style expression over inputs, steps, visits and run, e.g. steps.review.gate.score >= 90.")),
        to: StepId.check(zod/* describe */.q0y('Step to go to when the expression is truthy (or DONE, BLOCKED).')),
    }),
    zod/* strictObject */.rej({ else: StepId.check(zod/* describe */.q0y('Step to go to when no if matched (required, last).')) }),
]);
const Approval = zod/* strictObject */.rej({
    message: zod/* string */.YjP().check(zod/* minLength */.BpQ(1)).check(zod/* describe */.q0y('What the approver is asked, e.g. "Approve the design?".')),
    approvers: zod/* optional */.lqM(zod/* array */.YOg(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).check(zod/* minLength */.BpQ(1))).check(zod/* describe */.q0y('Who may approve or reject (--by NAME); anyone when omitted.')),
}).check(zod/* describe */.q0y('Approval step: the run pauses (PARTIAL_RESUMABLE) until stagegate approve or reject.'));
const GateSchema = zod/* union */.KCZ([
    zod/* string */.YjP().check(zod/* minLength */.BpQ(1)).check(zod/* describe */.q0y('A .json, .yaml or .yml file holding the JSON Schema (workspace-relative, no placeholders).')),
    zod/* record */.g1P(zod/* string */.YjP(), zod/* unknown */.L5J()).check(zod/* describe */.q0y('The JSON Schema itself, written as a YAML mapping.')),
]).check(zod/* describe */.q0y("Gated stage: a JSON Schema (draft 2020-12) for the gate's extra keys (every key beyond workflow, step, status, the unresolved counts, artifact and next_recommended), inline or in a file. A gate that does not match stops the run with GATE_SCHEMA_VIOLATION; additionalProperties: false forbids any other key. docs/workflow-format.md#gate-schema."));
// Its id and description are registered on the schema itself: zod/mini's .check() copies the
// definition, which would read the per_item/parallel getters before Step exists.
const Step = zod/* strictObject */.rej({
    description: zod/* optional */.lqM(zod/* string */.YjP()),
    approval: zod/* optional */.lqM(Approval),
    on_approve: zod/* optional */.lqM(StepId).check(zod/* describe */.q0y('Approval step: next step after stagegate approve (or DONE, BLOCKED).')),
    on_reject: zod/* optional */.lqM(StepId).check(zod/* describe */.q0y('Approval step: next step after stagegate reject (default BLOCKED).')),
    on_failure: zod/* optional */.lqM(StepId).check(zod/* describe */.q0y('Where to go when the stage fails (STAGE_FAILED, STAGE_TIMEOUT) after its retries: a step, DONE, BLOCKED, or skip (record the step as skipped and follow its on_skip, which is then required). Default: stop with the failure.')),
    optional: zod/* optional */.lqM(zod/* boolean */.zMY()).check(zod/* describe */.q0y('A person may skip this step while it is active: stagegate skip <workflow> STEP (then on_skip).')),
    on_skip: zod/* optional */.lqM(StepId).check(zod/* describe */.q0y('Optional step: where to go when it is skipped (a step, DONE or BLOCKED; required with optional: true).')),
    decide: zod/* optional */.lqM(zod/* array */.YOg(DecisionBranch).check(zod/* minLength */.BpQ(1))).check(zod/* describe */.q0y('Decision step: branches {if, to} tried in order, first truthy wins; a final {else} is required. Runs no process.')),
    on_stall: zod/* optional */.lqM(StepId).check(zod/* describe */.q0y('Where to go when a loop revisits this step and its gate is identical to the previous visit (default: stop with WORKFLOW_BLOCKED_STALLED).')),
    run: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).check(zod/* describe */.q0y('Shell stage: bash script run from the workspace root. A placeholder becomes a reference to an environment variable holding its value (never the value itself).')),
    prompt: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).check(zod/* describe */.q0y('Agent stage: prompt file (workspace-relative) with {{placeholders}}.')),
    inline_instruction: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).check(zod/* describe */.q0y('Agent stage: inline prompt text instead of a prompt file.')),
    skills: zod/* optional */.lqM(zod/* array */.YOg(zod/* string */.YjP().check(zod/* minLength */.BpQ(1)))).check(zod/* describe */.q0y('Skills applied by the agent: .github/skills/<name>/SKILL.md.')),
    output: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).check(zod/* describe */.q0y('Declared output (workspace-relative). It must end with one WORKFLOW_GATE block.')),
    statuses: zod/* optional */.lqM(Statuses),
    inputs: zod/* optional */.lqM(zod/* record */.g1P(zod/* string */.YjP(), Scalar)).check(zod/* describe */.q0y('Stage inputs (values may use placeholders).')),
    retry_step: zod/* optional */.lqM(StepId).check(zod/* describe */.q0y('Resolver: the step to retry once the blocking unknowns are resolved.')),
    on_success: zod/* optional */.lqM(StepId).check(zod/* describe */.q0y('Resolver: where to go when it succeeds (must equal retry_step).')),
    action: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).check(zod/* describe */.q0y('Action step: an instruction without declared output or gate.')),
    on_complete: zod/* optional */.lqM(StepId).check(zod/* describe */.q0y('Action step: next step after the action succeeds.')),
    instruction: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).check(zod/* describe */.q0y('Hand-off step: instruction for a person; ends the run with terminal_status.')),
    terminal_status: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* regex */.yGV(/^[A-Z][A-Z0-9_]*$/))).check(zod/* describe */.q0y('Hand-off step: the status the run ends with, e.g. WORKFLOW_BLOCKED_DESIGN_REVISION.')),
    child_workflow: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).check(zod/* describe */.q0y('Run another workflow file with its own state.')),
    execution: zod/* optional */.lqM(ExecutionOverride),
    foreach: zod/* optional */.lqM(Foreach),
    get per_item() {
        return zod/* optional */.lqM(zod/* record */.g1P(StepId, Step)).check(zod/* describe */.q0y('The per-item state machine of a foreach step.'));
    },
    get parallel() {
        return zod/* optional */.lqM(zod/* strictObject */.rej({
            max_concurrency: zod/* optional */.lqM(zod/* number */.aig().check(zod/* int */.Whr(), zod/* gte */.ROM(1), zod/* lte */.wJL(64))).check(zod/* describe */.q0y('Branches running at once (default 4).')),
            join: zod/* optional */.lqM(zod/* enum */.k5n(['all', 'any', 'majority'])).check(zod/* describe */.q0y('When the step succeeds: all branches, any one, or more than half (default all).')),
            branches: zod/* record */.g1P(StepId, Step).check(zod/* describe */.q0y('Branch id -> a step body (run, prompt, inline_instruction, action or child_workflow) with its own output and statuses (DONE or BLOCKED only).')),
        })).check(zod/* describe */.q0y('Parallel step: run independent branches concurrently, then route PARALLEL_COMPLETE or PARALLEL_FAILED.'));
    },
    completion: zod/* optional */.lqM(Completion),
    max_visits: zod/* optional */.lqM(zod/* number */.aig().check(zod/* int */.Whr(), zod/* gte */.ROM(1), zod/* lte */.wJL(100000))).check(zod/* describe */.q0y('Entries into this step per run before WORKFLOW_BLOCKED_LOOP_LIMIT.')),
    timeout_minutes: zod/* optional */.lqM(zod/* number */.aig().check(zod.gt(0), zod/* lte */.wJL(10080))).check(zod/* describe */.q0y("Kill the stage's process tree after this many minutes (STAGE_TIMEOUT); default execution.timeout_minutes, else 360.")),
    retry: zod/* optional */.lqM(Retry),
    agent: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).check(zod/* describe */.q0y('Agent for this step: NAME or NAME:MODEL, or command:PATH (the --agent flag overrides it).')),
    max_turns: zod/* optional */.lqM(zod/* number */.aig().check(zod/* int */.Whr(), zod/* gte */.ROM(1))).check(zod/* describe */.q0y('Budget per agent attempt: turns (passed to CLIs that can enforce it).')),
    max_cost_usd: zod/* optional */.lqM(zod/* number */.aig().check(zod.gt(0))).check(zod/* describe */.q0y('Budget per agent attempt: cost in USD as the agent CLI reports it.')),
    result_contract: zod/* optional */.lqM(zod/* enum */.k5n(['workflow_gate', 'aiox_step_output', 'maestro_coordinate'])).check(zod/* describe */.q0y('How the stage reports its result: a WORKFLOW_GATE block ending the declared output (default), an aiox step_output block or a maestro-flow COORDINATE RESULT block (read from the output, else from the transcript). docs/formats.md#result-contracts.')),
    gate_schema: zod/* optional */.lqM(GateSchema),
}).register(zod/* globalRegistry */.fd, { id: 'Step', description: 'A workflow step. Its kind follows from its keys: run, prompt, inline_instruction, action, instruction, child_workflow, foreach, decide, approval or parallel.' });
const Phase = zod/* strictObject */.rej({
    workflow: zod/* string */.YjP().check(zod/* minLength */.BpQ(1)).check(zod/* describe */.q0y('Child workflow file (workspace-relative).')),
    pass_inputs: zod/* optional */.lqM(zod/* array */.YOg(zod/* string */.YjP().check(zod/* minLength */.BpQ(1)))).check(zod/* describe */.q0y('Inputs of this workflow passed on to the child under the same name.')),
    derived_inputs: zod/* optional */.lqM(zod/* record */.g1P(zod/* string */.YjP(), Scalar)).check(zod/* describe */.q0y('Child input -> value (placeholders allowed), e.g. a per-phase artifact_root.')),
    require_terminal_status: zod/* optional */.lqM(zod/* array */.YOg(zod/* string */.YjP().check(zod/* minLength */.BpQ(1)))).check(zod/* describe */.q0y('Continue only when the child ends with one of these (e.g. WORKFLOW_COMPLETE); stop otherwise.')),
});
const Execution = zod/* strictObject */.rej({
    execution_mode: zod/* optional */.lqM(zod/* enum */.k5n(['resume', 'fresh'])),
    ignore_previous_completion: zod/* optional */.lqM(zod/* boolean */.zMY()),
    delegation_mode: zod/* optional */.lqM(zod/* enum */.k5n(['direct_only', 'bounded'])),
    max_visits: zod/* optional */.lqM(zod/* number */.aig().check(zod/* int */.Whr(), zod/* gte */.ROM(1), zod/* lte */.wJL(100000))).check(zod/* describe */.q0y('Default visit limit per step (10 when omitted).')),
    timeout_minutes: zod/* optional */.lqM(zod/* number */.aig().check(zod.gt(0), zod/* lte */.wJL(10080))).check(zod/* describe */.q0y("Default time limit of every stage, in minutes (360 when omitted: GitHub's job limit).")),
    agent: zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))).check(zod/* describe */.q0y('Default agent for agent-driven steps: NAME or NAME:MODEL (claude, codex, gemini, copilot, opencode), or command:PATH.')),
    max_cost_usd: zod/* optional */.lqM(zod/* number */.aig().check(zod.gt(0))).check(zod/* describe */.q0y('Budget for the whole run: total cost the agent CLIs report.')),
    max_turns: zod/* optional */.lqM(zod/* number */.aig().check(zod/* int */.Whr(), zod/* gte */.ROM(1))).check(zod/* describe */.q0y('Budget for the whole run: total agent turns the agent CLIs report.')),
    on_source_change: zod/* optional */.lqM(zod/* enum */.k5n(['refuse', 'rerun', 'keep'])).check(zod/* describe */.q0y('A resume at another source commit (or agent package version) than its verdicts were made at: refuse (default: STALE_ARTIFACT_REJECTED before anything runs), rerun (run every stale step again when the run reaches it, from the earliest), keep (continue with the old verdicts, recorded). Approvals made at another commit never count.')),
});
const Inputs = zod/* strictObject */.rej({
    required: zod/* optional */.lqM(zod/* array */.YOg(zod/* string */.YjP().check(zod/* minLength */.BpQ(1)))).check(zod/* describe */.q0y('Inputs every invocation must bind (name=value).')),
    optional: zod/* optional */.lqM(zod/* array */.YOg(zod/* string */.YjP().check(zod/* minLength */.BpQ(1)))).check(zod/* describe */.q0y('Inputs an invocation may bind; if_input_present tests these.')),
    defaults: zod/* optional */.lqM(zod/* record */.g1P(zod/* string */.YjP(), Scalar)).check(zod/* describe */.q0y('Default values; they may use other placeholders and resolve repeatedly.')),
    types: zod/* optional */.lqM(zod/* record */.g1P(zod/* string */.YjP(), zod/* enum */.k5n(['string', 'number', 'boolean', 'path']))).check(zod/* describe */.q0y('Input -> type, checked when a run binds it: number, boolean (true/false), path (must resolve inside the workspace) or string (anything).')),
});
const WorkflowFile = zod/* strictObject */.rej({
    // '4.0'; unquoted, YAML reads 4.0 as the number 4, which is accepted with a warning (VERSION_NOT_QUOTED).
    version: zod/* union */.KCZ([zod/* literal */.euz('4.0'), zod/* literal */.euz(4)]).check(zod/* describe */.q0y("Format version: '4.0' (quoted; an unquoted 4.0 is read as the number 4 and accepted with a warning).")),
    name: zod/* string */.YjP().check(zod/* minLength */.BpQ(1), zod/* regex */.yGV(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/)).check(zod/* describe */.q0y('Workflow name; every gate repeats it as workflow:.')),
    description: zod/* optional */.lqM(zod/* string */.YjP()),
    runner_skill: zod/* optional */.lqM(zod/* string */.YjP()).check(zod/* describe */.q0y('Informational.')),
    state_path: zod/* string */.YjP().check(zod/* minLength */.BpQ(1)).check(zod/* describe */.q0y('Workflow state file (YAML), workspace-relative; placeholders allowed.')),
    entry: zod/* optional */.lqM(StepId).check(zod/* describe */.q0y('Entry step (default: the first key of steps).')),
    inputs: zod/* optional */.lqM(Inputs),
    steps: zod/* optional */.lqM(zod/* record */.g1P(StepId, Step)).check(zod/* describe */.q0y('The state machine: step id -> step. The first key is the entry step.')),
    phases: zod/* optional */.lqM(zod/* record */.g1P(StepId, Phase)).check(zod/* describe */.q0y('Composite workflow: child workflows run in order (instead of steps).')),
    execution: zod/* optional */.lqM(Execution),
    agent_package_version: zod/* optional */.lqM(zod/* unknown */.L5J()).check(zod/* describe */.q0y('Runner-owned: must not be set in a workflow (validation error).')),
}).check(zod/* describe */.q0y('A stagegate workflow (Run Engineering 4.0 format).'));
const SUPPORTED_VERSIONS = ['4.0'];

;// CONCATENATED MODULE: ./src/core/model/yaml-hints.ts
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
/** A clearer message for a YAML syntax problem, when its cause is one of the known mistakes. */
function explainYamlProblem(text, problem) {
    if (problem.code !== 'YAML_SYNTAX')
        return undefined;
    const lines = text.split(/\r\n|\r|\n/);
    const at = lineAt(lines, problem.line);
    if (!at)
        return undefined;
    const m = KEY_VALUE.exec(at.text);
    if (!m)
        return undefined;
    const key = m[3];
    const value = m[4];
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

// EXTERNAL MODULE: ./src/core/formats/index.ts + 28 modules
var formats = __webpack_require__(4574);
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
        throw (0,errors/* isStagegateError */.W)(error) && error.code === 'PATH_OUTSIDE_WORKSPACE' ? workflowOutside(workspace, file, error) : error;
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
                    hint: tooLarge ? 'A workflow is a few kilobytes: split it into child workflows, or check that the path names the workflow file.' : 'Pass the path of a workflow YAML file, relative to the workspace.',
                    file: resolved.rel,
                    line: 1,
                    column: 1,
                    path: [],
                },
            ],
        };
    }
    return loadWorkflowText(read.bytes, resolved.rel, resolved.abs, readSidecar(workspace, resolved.rel), options);
}
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
        return code === 'ENOENT' ? 'workflow file not found' : `workflow file cannot be read (${code ?? 'error'})`;
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
 * A workflow file outside the workspace is never run there (its stages would run, and write, in
 * the wrong folder): the error names the workspace and the -C that would make it the file's.
 */
function workflowOutside(workspace, file, error) {
    const abs = (0,external_node_path_.resolve)(workspace.root, file);
    const root = (0,workspace_workspace/* likelyWorkspaceOf */.pr)(abs);
    const inRoot = (0,external_node_path_.relative)(root, abs).split('\\').join('/');
    return new errors/* StagegateError */.q('PATH_OUTSIDE_WORKSPACE', `workflow file '${file}' is outside the workspace ${workspace.root}: ${error.message.replace(/^.*?is refused: /, '')}`, {
        hint: `Run from the workflow's own workspace, or name it with -C: \`-C ${root} \u2026 ${inRoot}\` (paths are then relative to ${root}). ${workspace_workspace/* WORKSPACE_NOTE */.fA}`,
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
function loadWorkflowText(bytes, rel, abs, sidecar, options = {}) {
    const text = (typeof bytes === 'string' ? bytes : bytes.toString('utf8')).replace(/^\uFEFF/, '');
    let digest = (0,workspace_digest/* sha256Text */.f)(bytes);
    let source = (0,yaml_source/* parseYamlSource */.WF)(text);
    const diagnostics = yamlDiagnostics(text, source.problems, rel);
    if (diagnostics.length > 0)
        return { diagnostics };
    const raw = source.data;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        return { diagnostics: [{ code: 'YAML_NOT_A_MAPPING', severity: 'error', message: 'a workflow file must be a YAML mapping (version, name, steps \u2026)', file: rel, line: 1, column: 1, path: [] }] };
    }
    // '__proto__' cannot be a name here: plain objects drop such a key silently (the schema's
    // records do), so a step, status, input or default of that name would vanish. Refuse it.
    for (const path of protoNames(raw)) {
        diagnostics.push({ code: 'INVALID_KEY', severity: 'error', message: `'__proto__' is not allowed as a name (${path.join('.')}): JavaScript objects cannot hold it`, hint: 'Rename it.', file: rel, ...source.locate(path), path });
    }
    // Another runner's format: translate it into the native model, positions mapped back.
    let format = 'native';
    let references;
    let data = raw;
    const importer = (0,formats/* importerFor */.UE)(raw);
    if (importer) {
        let options = { run: {} };
        if (sidecar?.tooLarge !== undefined) {
            diagnostics.push({ code: 'YAML_TOO_LARGE', severity: 'error', message: `run map is larger than ${yaml_source/* MAX_WORKFLOW_BYTES */.lp / 1024 / 1024} MiB (${sidecar.tooLarge} bytes); it was not read`, hint: 'A run map holds one shell command per step: check that the path names it.', file: sidecar.file, line: 1, column: 1, path: [] });
        }
        else if (sidecar) {
            const read = (0,formats_sidecar/* parseSidecar */.L0)(sidecar.text, sidecar.file);
            diagnostics.push(...read.diagnostics);
            options = read.options;
            digest = (0,workspace_digest/* sha256Text */.f)(`${digest}\0${(0,workspace_digest/* sha256Text */.f)(sidecar.text)}`);
        }
        const imported = importer.translate(raw, rel, options);
        for (const d of imported.diagnostics)
            diagnostics.push({ ...d, file: rel, ...source.locate(d.path) });
        format = importer.format;
        data = imported.data;
        const original = source;
        references = (imported.fileReferences ?? []).map((r) => ({ path: r.path, ...(r.alternatives ? { alternatives: r.alternatives } : {}), what: r.what, ...original.locateValue(r.sourcePath) }));
        source = mappedSource(source, imported.sourcePaths, imported.data);
    }
    else if (!looksNative(raw)) {
        return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: 'not a workflow stagegate recognises: expected a 4.0 workflow (version, state_path, steps or phases), an aiox workflow (workflow: with sequence), a maestro-flow chain graph (entry and nodes) or a CCW template (template_id, nodes and edges)', hint: 'See docs/workflow-format.md and docs/formats.md.', file: rel, line: 1, column: 1, path: [] }] };
    }
    // jitless: parsed once per process, so zod's generated fast path (code generation and
    // compilation) costs more than it saves, even at 5,000 steps. Same result, same issues.
    const parsed = WorkflowFile.safeParse(data, { jitless: true });
    if (!parsed.success) {
        for (const issue of parsed.error.issues) {
            // One diagnostic per unknown key, each at its own line with its own "did you mean".
            const parts = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => ({ ...issue, keys: [key] })) : [issue];
            for (const part of parts)
                diagnostics.push(bindingCode(schemaDiagnostic(part, source, rel, data)));
        }
        const shown = format === 'native' ? withMisplacedKeys(diagnostics, text, source, rel) : diagnostics;
        // A misindented key explains the shape errors it caused: the rest of the model is not checked
        // further (its other problems are that one key's consequences).
        if (options.recover && !shown.some((d) => d.code === 'KEY_MISINDENTED')) {
            const recovered = recoverModel(data, parsed.error.issues);
            if (recovered) {
                const workflow = buildModel(recovered.data, source, rel, abs, digest, [], format);
                if (references)
                    workflow.fileReferences = references;
                return { workflow, diagnostics: shown, dropped: recovered.dropped };
            }
        }
        return { diagnostics: shown };
    }
    const workflow = buildModel(parsed.data, source, rel, abs, digest, diagnostics, format);
    if (references)
        workflow.fileReferences = references;
    return { workflow, diagnostics };
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
        let pending = issues;
        for (let round = 0; round < 4; round++) {
            for (const issue of pending) {
                const path = issue.path.filter((p) => typeof p !== 'symbol');
                const targets = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...path, k]) : [path];
                for (const target of targets) {
                    const outer = prunePoint(target);
                    if (outer === undefined)
                        return undefined;
                    // Leaf level: the key itself, then one level up per round, never above the step's own key.
                    const cut = level === 'leaf' ? target.slice(0, Math.max(outer.length, target.length - round)) : outer;
                    if (deleteAt(current, cut))
                        dropped.push(cut);
                }
            }
            const again = WorkflowFile.safeParse(current, { jitless: true });
            if (again.success)
                return { data: again.data, dropped };
            pending = again.error.issues;
        }
    }
    return undefined;
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
/** YAML problems as diagnostics; a known newcomer mistake is named by its cause (yaml-hints.ts). */
function yamlDiagnostics(text, problems, rel) {
    const out = [];
    const explained = new Set();
    for (const p of problems) {
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
        const why = misplacedKeyMessage(text, key, pos.line, pos.column, asStep ? 'step id' : 'top-level key', stepKeys);
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
function buildModel(data, source, rel, abs, digest, diagnostics, format) {
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
    // An empty steps map runs nothing: an error, never a crash (an importer that already said why
    // its file has nothing to run is not repeated).
    const noSteps = (!data.steps || Object.keys(data.steps).length === 0) && (!data.phases || (Array.isArray(data.phases) && data.phases.length === 0));
    if (noSteps && (format === 'native' || !diagnostics.some((d) => d.severity === 'error'))) {
        diagnostics.push({ code: 'NO_STEPS', severity: 'error', message: 'the workflow has no steps (and no phases)', hint: 'Add a steps: map; its first key is the entry step.', file: rel, line: 1, column: 1, path: [] });
    }
    const firstStep = data.steps ? Object.keys(data.steps)[0] : undefined;
    const entry = data.entry ?? firstStep;
    return {
        file: rel,
        absPath: abs,
        digest,
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
/** Paths of every '__proto__' key, and of '__proto__' entries in the input lists (iterative). */
function protoNames(data) {
    const found = [];
    const stack = [[data, []]];
    while (stack.length > 0) {
        const [value, path] = stack.pop();
        if (Array.isArray(value)) {
            const inputList = path.length === 2 && path[0] === 'inputs' && (path[1] === 'required' || path[1] === 'optional');
            value.forEach((item, i) => {
                if (inputList && item === '__proto__')
                    found.push([...path, i]);
                else
                    stack.push([item, [...path, i]]);
            });
        }
        else if (typeof value === 'object' && value !== null) {
            for (const key of Object.getOwnPropertyNames(value)) {
                if (key === '__proto__')
                    found.push([...path, key]);
                else
                    stack.push([value[key], [...path, key]]);
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
    if (typeof value === 'object')
        return 'a mapping';
    if (typeof value === 'string')
        return `the string '${value.length > 40 ? value.slice(0, 40) + '\u2026' : value}'`;
    return `${typeof value} ${String(value)}`;
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
        return { ...base, code: 'UNSUPPORTED_VERSION', message: `version ${typeof v === 'string' ? `'${v}'` : describeValue(v)} is not supported (supported: ${SUPPORTED_VERSIONS.join(', ')})`, hint: "Set version: '4.0'.", ...source.locateValue(path) };
    }
    switch (issue.code) {
        case 'unrecognized_keys': {
            const keys = issue.keys;
            const known = knownKeysAt(WorkflowFile, path);
            const first = keys[0] ?? '';
            return {
                ...base,
                code: 'UNKNOWN_KEY',
                message: `unknown key${keys.length > 1 ? 's' : ''} ${keys.map((k) => `'${k}'`).join(', ')} in ${where}.${(0,did_you_mean/* didYouMean */.au)(first, known)}`,
                hint: known.length > 0 ? `Allowed keys here: ${known.join(', ')}.` : 'Remove the key.',
                ...source.locate([...path, first]),
                path: [...path, first],
            };
        }
        case 'invalid_type': {
            const actual = valueAt(data, path);
            const missing = actual === undefined;
            return {
                ...base,
                code: missing ? 'MISSING_KEY' : 'INVALID_TYPE',
                message: missing ? `${where} is required` : `${where} must be ${article(issue.expected)}, got ${describeValue(actual)}`,
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
        case 'invalid_key':
            return {
                ...base,
                code: 'INVALID_KEY',
                message: `key in ${where} is not allowed: ${issue.message}`,
                hint: 'Status names use letters, digits, _ . and - only.',
                ...source.locateValue(path),
            };
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
function article(expected) {
    const words = { string: 'a string', number: 'a number', boolean: 'true or false', object: 'a mapping', array: 'a list', record: 'a mapping', int: 'an integer' };
    return words[expected] ?? expected;
}


/***/ }),

/***/ 2183:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kx: () => (/* binding */ PLACEHOLDER),
/* harmony export */   Qf: () => (/* binding */ placeholdersIn),
/* harmony export */   V2: () => (/* binding */ substitute),
/* harmony export */   Vu: () => (/* binding */ scalarToString),
/* harmony export */   ik: () => (/* binding */ PlaceholderError),
/* harmony export */   x4: () => (/* binding */ resolveBindings),
/* harmony export */   xK: () => (/* binding */ MAX_DEFAULT_DEPTH)
/* harmony export */ });
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;
function placeholdersIn(text) {
    const names = [];
    for (const match of text.matchAll(PLACEHOLDER))
        names.push(match[1]);
    return names;
}
/** How deep defaults may refer to other defaults (real workflows use two or three levels). */
const MAX_DEFAULT_DEPTH = 256;
class PlaceholderError extends Error {
    missing;
    cycle;
    constructor(message, missing, cycle) {
        super(message);
        this.missing = missing;
        this.cycle = cycle;
        this.name = 'PlaceholderError';
    }
}
function scalarToString(value) {
    if (value === null || value === undefined)
        return undefined;
    return String(value);
}
/**
 * Substitute every placeholder in `text`. `quote` transforms each value (shell quoting for
 * `run:` text). Throws PlaceholderError naming every unresolved name.
 */
function substitute(text, bindings, quote) {
    const missing = [];
    const out = text.replace(PLACEHOLDER, (whole, name) => {
        const value = bindings.get(name);
        if (value === undefined) {
            if (!missing.includes(name))
                missing.push(name);
            return whole;
        }
        return quote ? quote(value) : value;
    });
    if (missing.length > 0) {
        throw new PlaceholderError(`unresolved placeholder${missing.length > 1 ? 's' : ''} ${missing.map((m) => `{{${m}}}`).join(', ')}`, missing);
    }
    return out;
}
/**
 * Resolve the values of the four sources into one map. Defaults are templates that may use
 * any other binding; they resolve in dependency order. A default that is null or whose
 * references cannot resolve stays unbound (the caller reports it only if it is used).
 */
function resolveBindings(sources) {
    const result = new Map();
    for (const [k, v] of sources.explicit)
        result.set(k, v);
    // Persisted state and runner-owned values are known without templates; they rank below
    // explicit inputs and defaults, so only fill names that neither of those provides.
    const lower = new Map();
    for (const [k, v] of sources.runnerOwned)
        lower.set(k, v);
    for (const [k, v] of sources.persisted ?? [])
        lower.set(k, v);
    const pending = new Map();
    for (const [k, v] of Object.entries(sources.defaults)) {
        if (result.has(k))
            continue;
        const text = scalarToString(v);
        if (text !== undefined)
            pending.set(k, text);
    }
    const resolving = new Set();
    const resolveDefault = (name, chain) => {
        if (result.has(name))
            return result.get(name);
        const template = pending.get(name);
        if (template === undefined)
            return lower.get(name);
        if (resolving.has(name)) {
            const cycle = [...chain.slice(chain.indexOf(name)), name];
            throw new PlaceholderError(`defaults reference each other in a cycle: ${cycle.join(' -> ')}`, [], cycle);
        }
        if (chain.length >= MAX_DEFAULT_DEPTH) {
            // Deeper than any real workflow: refuse instead of recursing until the stack overflows.
            throw new PlaceholderError(`defaults refer to each other more than ${MAX_DEFAULT_DEPTH} levels deep (${chain.slice(0, 3).join(' -> ')} -> \u2026)`, [chain[0] ?? name]);
        }
        resolving.add(name);
        let unresolved = false;
        const value = template.replace(PLACEHOLDER, (whole, ref) => {
            const v = resolveDefault(ref, [...chain, name]);
            if (v === undefined) {
                unresolved = true;
                return whole;
            }
            return v;
        });
        resolving.delete(name);
        if (unresolved)
            return undefined;
        result.set(name, value);
        return value;
    };
    for (const name of pending.keys())
        resolveDefault(name, []);
    for (const [k, v] of lower)
        if (!result.has(k))
            result.set(k, v);
    return result;
}


/***/ }),

/***/ 6991:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F2: () => (/* binding */ parseReference),
/* harmony export */   Hp: () => (/* binding */ BindingsWithReferences),
/* harmony export */   aF: () => (/* binding */ isValidReference),
/* harmony export */   sX: () => (/* binding */ resolveReference)
/* harmony export */ });
/* unused harmony export referenceable */
const OUTPUT_REF = /^steps\.(.+)\.output$/;
const GATE_REF = /^steps\.(.+)\.gate\.([A-Za-z_][A-Za-z0-9_-]*)$/;
// gate_or_empty: a step that ran but reported no such key (or fewer list entries) gives "" \u2014
// what CCW's wf-player substitutes for a node's missing session_id or artifacts[k].
const GATE_OR_EMPTY_REF = /^steps\.(.+)\.gate_or_empty\.([A-Za-z_][A-Za-z0-9_-]*)(?:\.(\d+))?$/;
/** Parse a placeholder name as a runtime reference (undefined when it is not one). */
function parseReference(name) {
    const optional = GATE_OR_EMPTY_REF.exec(name);
    if (optional)
        return { step: optional[1], what: 'gate', key: optional[2], orEmpty: { index: optional[3] !== undefined ? Number(optional[3]) : undefined } };
    const gate = GATE_REF.exec(name);
    if (gate)
        return { step: gate[1], what: 'gate', key: gate[2] };
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
    if (!ref || !Object.prototype.hasOwnProperty.call(state.steps, ref.step))
        return undefined;
    const record = state.steps[ref.step];
    if (ref.what === 'output')
        return record.output ?? undefined;
    const gate = record.gate ?? {};
    const has = Object.prototype.hasOwnProperty.call(gate, ref.key);
    let value = has ? gate[ref.key] : undefined;
    if (ref.orEmpty !== undefined) {
        // Only a step that has finished (completed, skipped, failed) counts as "ran without it".
        if (record.status === 'pending' || record.status === 'in_flight')
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
/** Whether `name` is a runtime reference to a step of `steps` that produces it. */
function isValidReference(name, steps) {
    const ref = parseReference(name);
    return ref !== undefined && referenceable(steps.get(ref.step));
}


/***/ }),

/***/ 1513:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EM: () => (/* binding */ templateNamesRun),
/* harmony export */   S6: () => (/* binding */ latestPointerPath),
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

/***/ 9972:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ lineOf),
/* harmony export */   i: () => (/* binding */ scanShellPlacements)
/* harmony export */ });
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2183);
// Where each {{placeholder}} of a `run:` script lands, as bash will parse the script: unquoted,
// inside "\u2026", '\u2026' or $'\u2026', in a here-document, in a comment, inside ${\u2026}, or in arithmetic.
// The runner never splices a value into the script: it passes each value in an environment
// variable and puts a reference to it where the placeholder was, written for that place
// (stage-command.ts). Bash does not parse the contents of a variable as code \u2014 except in
// arithmetic, where it evaluates them as an expression (`a[$(cmd)]` runs cmd), so a value used
// there must be an integer. A placement no reference can serve (the body of a here-document with
// a quoted delimiter is never expanded) is refused, at validate and when the step runs.
//
// The scanner is conservative: text it cannot follow (an unterminated quote, an unmatched
// parenthesis) is refused rather than guessed at, and only when the script holds placeholders.

class ScanError extends Error {
    offset;
    constructor(message, offset) {
        super(message);
        this.offset = offset;
    }
}
const ARITH_OPERATORS = new Set(['-eq', '-ne', '-lt', '-le', '-gt', '-ge']);
/** Words after which a new simple command starts. */
const STARTERS = new Set(['then', 'do', 'else', 'elif', 'if', 'while', 'until', '!', '{', 'time']);
const SHELLS = /^(?:.*\/)?(?:ba|da|z|k|fi|a|mk)?sh$/;
/**
 * The command that runs a word of this simple command as code (words: those finished before the
 * placeholder's word): the word after a shell's -c (`bash -c '\u2026'`, `sudo sh -c "\u2026"`), any word of
 * `eval`, any word after `ssh` (it joins its arguments into a remote command line).
 */
function evaluatorOf(words) {
    if (words[0] === 'eval')
        return 'eval';
    const ssh = words.findIndex((w) => w === 'ssh' || w.endsWith('/ssh'));
    if (ssh >= 0 && ssh < words.length - 1)
        return 'ssh';
    if (words.at(-1) === '-c') {
        const shell = words.slice(0, -1).find((w) => SHELLS.test(w) || w === 'su');
        if (shell !== undefined)
            return `${shell} -c`;
    }
    return undefined;
}
const WORD_END = /[\s;&|()<>]/;
const PLACEHOLDER_AT = new RegExp(_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .PLACEHOLDER */ .Kx.source, 'y');
/** Scan `script` (a run: text still holding its placeholders). */
function scanShellPlacements(script) {
    if (!script.includes('{{'))
        return { ok: true, sites: [] };
    const scanner = new Scanner(script);
    try {
        scanner.command(null);
        // A placeholder the scan stepped over (inside a quoted here-document delimiter, say) has no
        // known place: refused, never substituted blindly.
        const seen = new Set(scanner.sites.map((site) => site.start));
        const sites = [...scanner.sites];
        for (const m of script.matchAll(_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .PLACEHOLDER */ .Kx)) {
            if (!seen.has(m.index))
                sites.push({ name: m[1], start: m.index, end: m.index + m[0].length, placement: 'word', unsafe: 'stagegate cannot tell where this placeholder lands in the script' });
        }
        return { ok: true, sites: sites.sort((a, b) => a.start - b.start) };
    }
    catch (error) {
        if (error instanceof ScanError)
            return { ok: false, message: error.message, offset: error.offset };
        throw error;
    }
}
/** 1-based line of `offset` in `text`. */
function lineOf(text, offset) {
    let line = 1;
    for (let i = 0; i < offset && i < text.length; i++)
        if (text.charCodeAt(i) === 10)
            line++;
    return line;
}
class Scanner {
    s;
    i = 0;
    sites = [];
    pending = [];
    /** Inside arithmetic (and not in a command substitution nested in it): every site is arith. */
    arith = false;
    /** The finished words of the simple command being read, per nested command list. */
    frames = [];
    constructor(s) {
        this.s = s;
    }
    site(placement, unsafe) {
        PLACEHOLDER_AT.lastIndex = this.i;
        const m = PLACEHOLDER_AT.exec(this.s);
        if (!m)
            return false;
        const evaluatedBy = evaluatorOf(this.frames.at(-1) ?? []);
        this.sites.push({ name: m[1], start: this.i, end: this.i + m[0].length, placement: this.arith ? 'arith' : placement, ...(unsafe !== undefined ? { unsafe } : {}), ...(evaluatedBy !== undefined ? { evaluatedBy } : {}) });
        this.i += m[0].length;
        return true;
    }
    /**
     * At a backslash: it escapes the next character, unless a placeholder follows \u2014 the backslash
     * would then escape the first character of the reference put there (\"\u2026): refused.
     */
    escape(placement) {
        this.i++;
        if (this.s[this.i] === '{' && this.site(placement, 'a backslash right before a placeholder would escape the reference put there; remove it'))
            return;
        this.i++;
    }
    fail(message, offset = this.i) {
        throw new ScanError(message, offset);
    }
    startsWith(text) {
        return this.s.startsWith(text, this.i);
    }
    /**
     * A command list, until `end`: ')' (a $(\u2026), (\u2026) or <(\u2026) body), '`' (a backtick body) or the end
     * of the script (null).
     */
    command(end) {
        const s = this.s;
        const outerArith = this.arith;
        this.arith = false;
        let depth = 0; // ( \u2026 ) groups opened inside this list
        let wordStart = true;
        let commandStart = true;
        let word = ''; // the plain text of the current word, for keywords
        let letCommand = false;
        let cond; // inside [[ \u2026 ]]
        const cases = [];
        const words = [];
        this.frames.push(words);
        const endWord = () => {
            if (word !== '') {
                if (STARTERS.has(word) && commandStart)
                    words.length = 0;
                else
                    words.push(word);
                if (word === '[[' && cond === undefined)
                    cond = { from: this.sites.length, arithmetic: false };
                else if (word === ']]' && cond !== undefined) {
                    if (cond.arithmetic)
                        for (let k = cond.from; k < this.sites.length; k++)
                            this.sites[k].placement = 'arith';
                    cond = undefined;
                }
                else if (cond !== undefined && ARITH_OPERATORS.has(word))
                    cond.arithmetic = true;
                else if (word === 'let' && commandStart)
                    letCommand = true;
                else if (word === 'case' && commandStart)
                    cases.push({ depth, state: 'subject' });
                else if (word === 'in' && cases.at(-1)?.state === 'subject')
                    cases.at(-1).state = 'pattern';
                else if (word === 'esac' && cases.length > 0)
                    cases.pop();
                commandStart = STARTERS.has(word);
            }
            word = '';
            wordStart = true;
        };
        const endCommand = () => {
            endWord();
            words.length = 0;
            letCommand = false;
            commandStart = true;
        };
        while (this.i < s.length) {
            if (s[this.i] === '{' && this.site(letCommand ? 'arith' : 'word')) {
                wordStart = false;
                word += '\0'; // not a keyword
                continue;
            }
            const c = s[this.i];
            if (end === '`' && c === '`') {
                this.i++;
                endCommand();
                this.frames.pop();
                this.arith = outerArith;
                return;
            }
            if (c === ')')
                endWord(); // a keyword right before it (esac) counts
            if (c === ')' && end === ')' && depth === 0 && cases.at(-1)?.state !== 'pattern') {
                this.i++;
                endCommand();
                this.frames.pop();
                this.arith = outerArith;
                return;
            }
            if (c === '\\') {
                this.escape(letCommand ? 'arith' : 'word');
                wordStart = false;
                word += '\0';
                continue;
            }
            if (c === '#' && wordStart) {
                this.comment();
                continue;
            }
            if (c === '\n') {
                this.i++;
                endCommand();
                this.heredocBodies();
                continue;
            }
            if (c === ' ' || c === '\t' || c === '\r') {
                this.i++;
                endWord();
                continue;
            }
            if (c === ';' || c === '&' || c === '|') {
                endCommand();
                // ;; ;& ;;& end a case branch: the next pattern follows.
                if (c === ';' && (s[this.i + 1] === ';' || s[this.i + 1] === '&') && cases.at(-1)?.state === 'body')
                    cases.at(-1).state = 'pattern';
                this.i++;
                while (this.i < s.length && ';&|'.includes(s[this.i]))
                    this.i++;
                continue;
            }
            if (c === '(') {
                if (wordStart && s[this.i + 1] === '(') {
                    // (( arithmetic ))
                    this.i += 2;
                    this.arithmetic('))');
                    endWord();
                    continue;
                }
                endCommand();
                this.i++;
                if (cases.at(-1)?.state !== 'pattern')
                    depth++; // a pattern may open with (
                continue;
            }
            if (c === ')') {
                const top = cases.at(-1);
                if (top?.state === 'pattern' && depth === top.depth)
                    top.state = 'body';
                else if (depth > 0)
                    depth--;
                else
                    this.fail("unmatched ')'");
                this.i++;
                endCommand();
                continue;
            }
            if (c === '<' || c === '>') {
                endWord();
                if (s[this.i + 1] === '(') {
                    this.i += 2;
                    this.command(')');
                    wordStart = false;
                    continue;
                }
                if (this.startsWith('<<<')) {
                    this.i += 3;
                    continue;
                }
                if (this.startsWith('<<')) {
                    this.i += 2;
                    this.heredocOperator();
                    continue;
                }
                this.i++;
                continue;
            }
            if (wordStart && /[A-Za-z_]/.test(c)) {
                // name[subscript]=\u2026: an indexed array's subscript is arithmetic.
                const m = /^[A-Za-z_][A-Za-z0-9_]*\[/.exec(s.slice(this.i, this.i + 256));
                if (m) {
                    this.i += m[0].length;
                    this.subscript();
                    wordStart = false;
                    word += '\0';
                    continue;
                }
            }
            wordStart = false;
            if (c === "'") {
                word += '\0';
                this.single();
                continue;
            }
            if (c === '"') {
                word += '\0';
                this.i++;
                this.double();
                continue;
            }
            if (c === '`') {
                word += '\0';
                this.i++;
                this.command('`');
                continue;
            }
            if (c === '$') {
                word += '\0';
                this.dollar(letCommand ? 'arith' : 'word');
                continue;
            }
            word += c;
            this.i++;
        }
        if (end === ')')
            this.fail("unterminated '$(' or '(': no matching ')'");
        if (end === '`')
            this.fail('unterminated backtick command substitution');
        if (depth > 0)
            this.fail("unmatched '('");
        if (this.pending.length > 0)
            this.heredocBodies();
        this.frames.pop();
        this.arith = outerArith;
    }
    /** After $: $( \u2026 ), $(( \u2026 )), ${ \u2026 }, $[ \u2026 ], $'\u2026', $"\u2026", or a plain $name. */
    dollar(plain) {
        const s = this.s;
        if (s.startsWith('{{', this.i + 1)) {
            this.i++;
            // $ directly before a placeholder: the reference would join the $ ($$, $"\u2026"): refused.
            if (this.site(plain, 'a $ right before a placeholder would join the reference put there ($$\u2026); write \\$ for a literal dollar sign'))
                return;
            this.i--;
        }
        const next = s[this.i + 1];
        if (next === '(') {
            if (s[this.i + 2] === '(') {
                this.i += 3;
                this.arithmetic('))');
            }
            else {
                this.i += 2;
                this.command(')');
            }
            return;
        }
        if (next === '{') {
            this.i += 2;
            this.parameter();
            return;
        }
        if (next === '[') {
            this.i += 2;
            this.arithmetic(']');
            return;
        }
        if (next === "'") {
            this.i += 2;
            this.ansi();
            return;
        }
        if (next === '"') {
            this.i += 2;
            this.double();
            return;
        }
        this.i++;
    }
    comment() {
        while (this.i < this.s.length && this.s[this.i] !== '\n') {
            if (this.s[this.i] === '{' && this.site('comment'))
                continue;
            this.i++;
        }
    }
    single() {
        const open = this.i;
        this.i++;
        while (this.i < this.s.length && this.s[this.i] !== "'") {
            if (this.s[this.i] === '{' && this.site('single'))
                continue;
            this.i++;
        }
        if (this.i >= this.s.length)
            this.fail("unterminated '\u2026' quote", open);
        this.i++;
    }
    ansi() {
        const open = this.i - 2;
        while (this.i < this.s.length && this.s[this.i] !== "'") {
            if (this.s[this.i] === '{' && this.site('ansi'))
                continue;
            if (this.s[this.i] === '\\')
                this.escape('ansi');
            else
                this.i++;
        }
        if (this.i >= this.s.length)
            this.fail("unterminated $'\u2026' quote", open);
        this.i++;
    }
    /** Inside "\u2026" (the opening quote consumed). */
    double() {
        const open = this.i - 1;
        const s = this.s;
        while (this.i < s.length) {
            const c = s[this.i];
            if (c === '{' && this.site('double'))
                continue;
            if (c === '"') {
                this.i++;
                return;
            }
            if (c === '\\')
                this.escape('double');
            else if (c === '`') {
                this.i++;
                this.command('`');
            }
            else if (c === '$')
                this.dollar('double');
            else
                this.i++;
        }
        this.fail('unterminated "\u2026" quote', open);
    }
    /** ${ \u2026 } (the ${ consumed): name, [subscript], then an operator and its word. */
    parameter() {
        const s = this.s;
        const open = this.i - 2;
        if (s[this.i] === '#' || s[this.i] === '!')
            this.i++;
        // A placeholder as the name: the value would name a variable; only an integer (a positional
        // parameter) is harmless there.
        if (s[this.i] === '{' && this.site('arith')) {
            this.sites.at(-1).placement = 'arith';
        }
        else if (/[A-Za-z_]/.test(s[this.i] ?? '')) {
            while (/[A-Za-z0-9_]/.test(s[this.i] ?? ''))
                this.i++;
        }
        else if (/[0-9]/.test(s[this.i] ?? '')) {
            while (/[0-9]/.test(s[this.i] ?? ''))
                this.i++;
        }
        else if (/[@*#?$!-]/.test(s[this.i] ?? ''))
            this.i++;
        if (s[this.i] === '[') {
            this.i++;
            this.subscript();
        }
        if (s[this.i] === '}') {
            this.i++;
            return;
        }
        const c = s[this.i];
        if (c === ':' && !'-=?+'.includes(s[this.i + 1] ?? '')) {
            // ${name:offset:length}: arithmetic.
            this.i++;
            this.arithmetic('}');
            return;
        }
        if (c === undefined || !':-=?+#%/^,@'.includes(c))
            this.fail('unrecognised ${\u2026} expansion', open);
        this.i++;
        while (this.i < s.length && '-=?+#%/^,'.includes(s[this.i]) && s[this.i - 1] !== '/')
            this.i++;
        this.parameterWord(open);
    }
    /** The word of ${name<op>word}, until the matching }. */
    parameterWord(open) {
        const s = this.s;
        let depth = 0;
        while (this.i < s.length) {
            const c = s[this.i];
            if (c === '{' && this.site('param'))
                continue;
            if (c === '}') {
                this.i++;
                if (depth === 0)
                    return;
                depth--;
                continue;
            }
            if (c === '{')
                depth++;
            if (c === '\\')
                this.escape('param');
            else if (c === "'")
                this.single();
            else if (c === '"') {
                this.i++;
                this.double();
            }
            else if (c === '`') {
                this.i++;
                this.command('`');
            }
            else if (c === '$')
                this.dollar('param');
            else
                this.i++;
        }
        this.fail('unterminated ${\u2026} expansion', open);
    }
    /** name[ \u2026 ] (the [ consumed): arithmetic for an indexed array. */
    subscript() {
        this.arithmetic(']');
    }
    /** Arithmetic until `close` ('))', ']' or '}'): every placeholder inside is arith. */
    arithmetic(close) {
        const s = this.s;
        const open = this.i;
        const outer = this.arith;
        this.arith = true;
        let depth = 0;
        while (this.i < s.length) {
            const c = s[this.i];
            if (c === '{' && this.site('arith'))
                continue;
            if (depth === 0 && s.startsWith(close, this.i)) {
                this.i += close.length;
                this.arith = outer;
                return;
            }
            if (c === '(' || c === '[')
                depth++;
            else if ((c === ')' || c === ']') && depth > 0)
                depth--;
            if (c === '\\')
                this.escape('arith');
            else if (c === "'")
                this.single();
            else if (c === '"') {
                this.i++;
                this.double();
            }
            else if (c === '`') {
                this.i++;
                this.command('`');
            }
            else if (c === '$')
                this.dollar('arith');
            else
                this.i++;
        }
        this.fail(`unterminated arithmetic (no '${close}')`, open);
    }
    /** After << or <<-: the delimiter word; the body follows the end of the line. */
    heredocOperator() {
        const s = this.s;
        const stripTabs = s[this.i] === '-';
        if (stripTabs)
            this.i++;
        while (s[this.i] === ' ' || s[this.i] === '\t')
            this.i++;
        const from = this.i;
        let delimiter = '';
        let quoted = false;
        while (this.i < s.length && !WORD_END.test(s[this.i])) {
            const c = s[this.i];
            if (c === '{' && this.site('word', 'a here-document delimiter is not expanded: a placeholder cannot be part of it')) {
                quoted = true;
                continue;
            }
            if (c === "'" || c === '"') {
                quoted = true;
                const close = s.indexOf(c, this.i + 1);
                if (close < 0)
                    this.fail('unterminated quote in a here-document delimiter', this.i);
                delimiter += s.slice(this.i + 1, close);
                this.i = close + 1;
            }
            else if (c === '\\') {
                quoted = true;
                delimiter += s[this.i + 1] ?? '';
                this.i += 2;
            }
            else if (c === '$' && (s[this.i + 1] === "'" || s[this.i + 1] === '"')) {
                this.i++;
            }
            else {
                delimiter += c;
                this.i++;
            }
        }
        if (this.i === from)
            this.fail('a here-document operator without a delimiter', from);
        this.pending.push({ delimiter, stripTabs, expand: !quoted });
    }
    /** At the start of a line: the bodies of the here-documents opened on the line before. */
    heredocBodies() {
        const s = this.s;
        const pending = this.pending;
        this.pending = [];
        for (const doc of pending) {
            const bodyStart = this.i;
            let bodyEnd = s.length;
            let next = s.length;
            let at = this.i;
            while (at < s.length) {
                const nl = s.indexOf('\n', at);
                const lineEnd = nl < 0 ? s.length : nl;
                const line = s.slice(at, lineEnd);
                if ((doc.stripTabs ? line.replace(/^\t+/, '') : line) === doc.delimiter) {
                    bodyEnd = at;
                    next = nl < 0 ? s.length : nl + 1;
                    break;
                }
                at = lineEnd + 1;
            }
            this.heredocBody(bodyStart, bodyEnd, doc.expand);
            this.i = next;
        }
    }
    heredocBody(from, to, expand) {
        const s = this.s;
        this.i = from;
        while (this.i < to) {
            const c = s[this.i];
            if (c === '{') {
                if (expand ? this.site('heredoc') : this.site('heredoc', 'the body of a here-document with a quoted delimiter (<<\'EOF\') is never expanded: no value can reach it'))
                    continue;
            }
            if (!expand) {
                this.i++;
                continue;
            }
            if (c === '\\')
                this.escape('heredoc');
            else if (c === '`') {
                this.i++;
                this.command('`');
            }
            else if (c === '$')
                this.dollar('heredoc');
            else
                this.i++;
            if (this.i > to)
                this.fail('an expansion in a here-document runs past its end', from);
        }
    }
}


/***/ }),

/***/ 7280:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B0: () => (/* binding */ EXECUTABLE_KINDS),
/* harmony export */   EV: () => (/* binding */ DEFAULT_TIMEOUT_MINUTES),
/* harmony export */   K2: () => (/* binding */ declaredStepCount),
/* harmony export */   QR: () => (/* binding */ targetsOf),
/* harmony export */   bR: () => (/* binding */ CONTROL_NAMES),
/* harmony export */   d_: () => (/* binding */ classifyStep),
/* harmony export */   e2: () => (/* binding */ TERMINAL_TARGETS),
/* harmony export */   jF: () => (/* binding */ isResolverStep),
/* harmony export */   qc: () => (/* binding */ DEFAULT_MAX_VISITS),
/* harmony export */   s4: () => (/* binding */ conditionalInputs),
/* harmony export */   tG: () => (/* binding */ BLOCKING_NAMES),
/* harmony export */   xG: () => (/* binding */ RUNNER_OWNED)
/* harmony export */ });
/** The steps a run counts its progress against ("[2/5]"): those the file declares. */
function declaredStepCount(workflow) {
    let n = 0;
    for (const step of workflow.steps.values())
        if (step.implicit !== true)
            n++;
    return n;
}
const TERMINAL_TARGETS = new Set(['DONE', 'BLOCKED']);
const DEFAULT_MAX_VISITS = 10;
/** A stage's time limit when neither the step nor execution.timeout_minutes sets one: GitHub's job limit (6 h). */
const DEFAULT_TIMEOUT_MINUTES = 360;
/** Values the runner owns; a workflow may reference them but never define them. */
const RUNNER_OWNED = [
    'run_id',
    'workflow',
    'step',
    'agent_package_version',
    'source_commit',
    'blocking_artifact',
    'blocking_qids',
    'blocking_retry_step',
];
/** Execution controls that may arrive as name=value tokens or inputs; never workflow inputs. */
const CONTROL_NAMES = ['stop_after_step', 'execution_mode', 'ignore_previous_completion'];
/** Decide a step's kind from its keys, or say why the keys do not make one kind. */
function classifyStep(def) {
    const markers = ['run', 'prompt', 'inline_instruction', 'action', 'instruction', 'child_workflow', 'foreach', 'decide', 'approval', 'parallel'].filter((k) => def[k] !== undefined);
    const has = (k) => markers.includes(k);
    if (markers.length === 0) {
        return { problem: 'step has no kind: give it one of run, prompt, inline_instruction, action, instruction, child_workflow, foreach, decide, approval or parallel' };
    }
    if (has('prompt') && has('inline_instruction'))
        return { problem: 'step has both prompt and inline_instruction: keep one' };
    if (markers.length > 1)
        return { problem: `step mixes ${markers.join(' and ')}: a step has exactly one kind` };
    if (has('run'))
        return { kind: 'shell' };
    if (has('child_workflow'))
        return { kind: 'child_workflow' };
    if (has('foreach'))
        return { kind: 'foreach' };
    if (has('decide'))
        return { kind: 'decision' };
    if (has('approval'))
        return { kind: 'approval' };
    if (has('parallel'))
        return { kind: 'parallel' };
    if (has('instruction'))
        return { kind: 'instruction' };
    if (has('action'))
        return { kind: 'action' };
    if ((def.retry_step !== undefined || def.on_success !== undefined) && def.statuses === undefined)
        return { kind: 'resolver' };
    return { kind: 'agent' };
}
/**
 * Whether the step resolves high-impact unknowns (4.0 High-Impact Unknown Rule): a resolver step
 * (retry_step/on_success, no statuses), or a gated stage that also names the step it retries
 * (retry_step plus statuses, e.g. full-reverse-engineering's resolve_*_unknowns). Either way the
 * blocking fields are persisted before it is entered and bound into its prompt and environment.
 */
function isResolverStep(step) {
    if (!step)
        return false;
    return step.kind === 'resolver' || (step.kind === 'agent' && step.def.retry_step !== undefined);
}
/** The runner-owned values a resolver receives (prompt and STAGEGATE_INPUT_* environment). */
const BLOCKING_NAMES = ['blocking_artifact', 'blocking_qids', 'blocking_retry_step'];
/** Every step id a transition value can lead to (both branches of a conditional). */
function targetsOf(target) {
    if (typeof target === 'string')
        return [target];
    return [...Object.values(target.if_input_present), target.else];
}
/**
 * The inputs a map of transitions tests with if_input_present: whether they were present is a
 * fact of the run (recorded with the transition), the target it leads to follows from it.
 */
function conditionalInputs(targets) {
    const names = new Set();
    for (const target of Object.values(targets ?? {}))
        if (typeof target !== 'string')
            for (const name of Object.keys(target.if_input_present))
                names.add(name);
    return [...names];
}
/** Step kinds this version executes; the others load and validate but `run` refuses them. */
const EXECUTABLE_KINDS = new Set(['shell', 'agent', 'resolver', 'action', 'instruction', 'child_workflow', 'foreach', 'decision', 'approval', 'parallel']);


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
            const seen = new Set();
            for (const item of current.items) {
                if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(item.key)) {
                    const k = item.key.value;
                    if (seen.has(k))
                        duplicates.push(item.key);
                    else
                        seen.add(k);
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
            doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter, uniqueKeys: false, prettyErrors: false, strict: true, version: '1.2' });
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
            const at = pos(error.pos[0]);
            const duplicate = error.code === 'DUPLICATE_KEY';
            problems.push({
                code: duplicate ? 'YAML_DUPLICATE_KEY' : 'YAML_SYNTAX',
                message: duplicate ? 'duplicate key: a key may appear only once in a mapping' : firstLine(error.message),
                ...at,
            });
        }
        if (problems.length === 0) {
            const walked = walkDocument(doc, MAX_DEPTH);
            for (const key of walked.duplicates) {
                problems.push({ code: 'YAML_DUPLICATE_KEY', message: 'duplicate key: a key may appear only once in a mapping', ...(key.range ? pos(key.range[0]) : { line: 1, column: 1 }) });
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
/* harmony export */   S: () => (/* binding */ resolveOutput),
/* harmony export */   r: () => (/* binding */ stepBindings)
/* harmony export */ });
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2183);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2862);
/* harmony import */ var _model_references_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6991);
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
    for (const [name, value] of Object.entries(step.def.inputs ?? {})) {
        const text = (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .scalarToString */ .Vu)(value);
        if (text === undefined)
            continue;
        try {
            bindings.set(name, (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .substitute */ .V2)(text, bindings));
        }
        catch (error) {
            if (!(error instanceof _model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .PlaceholderError */ .ik))
                throw error;
            // Left unbound: reported only if something uses it.
        }
    }
    return bindings;
}
/** Resolve a step's declared output path; unresolved placeholders are an input error. */
function resolveOutput(step, bindings, workspace) {
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
            hint: `Pass ${error.missing.map((m) => `${m}=<value>`).join(' ')}.`,
            location: { line: step.line, column: step.column },
        });
    }
    return workspace.resolve(text, `output of step ${step.id}`);
}


/***/ }),

/***/ 2076:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D_: () => (/* binding */ stillNames),
/* harmony export */   I: () => (/* binding */ kindOf),
/* harmony export */   Qg: () => (/* binding */ unreadableBecause),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   iZ: () => (/* binding */ NotRegularFileError),
/* harmony export */   os: () => (/* binding */ openRegularForRead),
/* harmony export */   tc: () => (/* binding */ stillNamesFile),
/* harmony export */   vT: () => (/* binding */ SwappedFileError)
/* harmony export */ });
/* unused harmony exports NO_FOLLOW, sameInode */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// Files the runner owns (state, manifest, lock, their temp files, stage logs) live in folders its
// stages can write to. A stage \u2014 or a process it left behind \u2014 can plant a FIFO, a link, a
// directory or a device where such a file goes, or swap a temp file between its write and its
// rename. These helpers open without following links and without blocking on a FIFO, and check
// that a path still names the very file the runner wrote (device and inode) before trusting it.

/** Opening never follows a link and never waits for a FIFO's other end. */
const NO_FOLLOW = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK;
function sameInode(a, b) {
    return a.ino === b.ino && a.dev === b.dev;
}
/** What stands at a path instead of a regular file, in words. */
function kindOf(stats) {
    if (stats.isDirectory())
        return 'a directory';
    if (stats.isSymbolicLink())
        return 'a symbolic link';
    if (stats.isFIFO())
        return 'a FIFO';
    if (stats.isCharacterDevice() || stats.isBlockDevice())
        return 'a device';
    if (stats.isSocket())
        return 'a socket';
    return 'a regular file';
}
/** A runner-owned path holds something the runner did not make (code ENOTREG). */
class NotRegularFileError extends Error {
    path;
    kind;
    code = 'ENOTREG';
    constructor(path, kind) {
        super(`${path} is ${kind}, not a regular file`);
        this.path = path;
        this.kind = kind;
        this.name = 'NotRegularFileError';
    }
}
/** A temp file was replaced between its write and its rename (code ESWAPPED). */
class SwappedFileError extends Error {
    path;
    code = 'ESWAPPED';
    constructor(path) {
        super(`${path} was replaced by another process while stagegate wrote it`);
        this.path = path;
        this.name = 'SwappedFileError';
    }
}
/** Whether `path` still names the file open as `fd` (lstat: a link there is not it). */
function stillNames(path, fd) {
    return stillNamesFile(path, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd));
}
/** Whether `path` still names the file `file` (an fstat of a descriptor held open) was taken of. */
function stillNamesFile(path, file) {
    const there = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false });
    return there !== undefined && sameInode(there, file);
}
/**
 * The contents of a regular file, read without following a link or blocking on a FIFO; at most
 * `maxBytes`. ENOENT and other open errors are thrown as they are; anything but a regular file
 * is a NotRegularFileError.
 */
function readRegularFile(path, maxBytes = 1024 * 1024, options = {}) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (options.follow ? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK : NO_FOLLOW));
    }
    catch (error) {
        // ELOOP: a link stands there (O_NOFOLLOW).
        if (error.code === 'ELOOP')
            throw new NotRegularFileError(path, 'a symbolic link');
        throw error;
    }
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!stats.isFile())
            throw new NotRegularFileError(path, kindOf(stats));
        options.onStats?.(stats);
        const length = Math.min(stats.size, maxBytes);
        const buffer = Buffer.alloc(length);
        let read = 0;
        while (read < length) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, read, length - read, read);
            if (n === 0)
                break;
            read += n;
        }
        return buffer.subarray(0, read);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * Open a file a stage wrote for reading: never blocks on a FIFO (O_NONBLOCK) and refuses
 * anything but a regular file. Returns the descriptor; throws NotRegularFileError or the errno.
 */
function openRegularForRead(path) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
    if (!stats.isFile()) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw new NotRegularFileError(path, kindOf(stats));
    }
    return fd;
}
/** Why a stage's file cannot be read ('EACCES', 'a FIFO' \u2026), or undefined when it can. */
function unreadableBecause(path) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(openRegularForRead(path));
        return undefined;
    }
    catch (error) {
        if (error instanceof NotRegularFileError)
            return `it is ${error.kind}`;
        return error.code ?? String(error);
    }
}


/***/ }),

/***/ 6038:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Af: () => (/* binding */ REQUIRE_FORMS),
/* harmony export */   BL: () => (/* binding */ parseRequire),
/* harmony export */   _0: () => (/* binding */ statusFieldOf),
/* harmony export */   c6: () => (/* binding */ NO_ROWS),
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
/** What unsatisfiedRows says (alone) for a registry without rows: the rule is not taken as vacuously true. */
const NO_ROWS = '(the registry has no rows)';
/** Rows that break the rule, as "id (line N): <status>" descriptions; [] when it holds. */
function unsatisfiedRows(rule, registry, idField, statusField = DEFAULT_STATUS_FIELD, selection) {
    if (rule.kind === 'field') {
        // In scope: rows the items selection keeps by its conditions on other fields.
        const scope = (selection?.conditions ?? []).filter((c) => c.field !== rule.field);
        const bad = [];
        for (const row of registry.rows) {
            if (!scope.every((c) => (0,_selection_js__WEBPACK_IMPORTED_MODULE_0__/* .holds */ .v9)(c, row)))
                continue;
            const value = row.fields.get(rule.field);
            if (value !== undefined && value.trim().toLowerCase() === rule.value.toLowerCase())
                continue;
            const id = row.fields.get(idField) || '(no id)';
            bad.push(`${id} (line ${row.line}): ${value === undefined ? `no ${rule.field}` : value === '' ? `empty ${rule.field}` : value}`);
        }
        if (registry.rows.length === 0)
            bad.push(NO_ROWS);
        return bad;
    }
    if (rule.kind !== 'rows')
        return [];
    const bad = [];
    for (const row of registry.rows) {
        const status = row.fields.get(statusField);
        if (status === rule.status)
            continue;
        const id = row.fields.get(idField) || '(no id)';
        bad.push(`${id} (line ${row.line}): ${status === undefined ? `no ${statusField}` : status === '' ? `empty ${statusField}` : status}`);
    }
    if (registry.rows.length === 0)
        bad.push(NO_ROWS);
    return bad;
}


/***/ }),

/***/ 9039:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TY: () => (/* binding */ scanMarkdownTable),
/* harmony export */   _5: () => (/* binding */ readRegistry),
/* harmony export */   ie: () => (/* binding */ registryFormatOf),
/* harmony export */   l5: () => (/* binding */ parseRegistry),
/* harmony export */   xO: () => (/* binding */ readRegistryText)
/* harmony export */ });
/* unused harmony exports MAX_REGISTRY_BYTES, splitCells, parseMarkdownTable, jsonErrorLine */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8815);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2862);
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
 * A table's rows as their lines (a slice of the registry's text each) and line numbers: each
 * row's cells are split again when the row is read. Cell arrays for every row, all alive at
 * once, were most of the memory a 100,000-row registry took while a foreach loaded it.
 */
class TableRows {
    texts = [];
    lines = [];
    index;
    add(text, line, header) {
        this.index ??= new Map(header.map((h, k) => [h, k]));
        this.texts.push(text);
        this.lines.push(line);
    }
    get length() {
        return this.texts.length;
    }
    *[Symbol.iterator]() {
        for (let k = 0; k < this.texts.length; k++)
            yield { line: this.lines[k], fields: new TableRowFields(this.index, splitCells(this.texts[k])) };
    }
}
/** A registry larger than this is refused rather than read into memory. */
const MAX_REGISTRY_BYTES = 16 * 1024 * 1024;
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
function invalid(file, line, message, hint) {
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q('FOREACH_REGISTRY_INVALID', `${file}${line !== undefined ? `:${line}` : ''}: ${message}`, { hint, location: { file, ...(line !== undefined ? { line } : {}) } });
}
/** Read and parse the registry at `abs` (`rel`: its workspace-relative path, for messages). */
function readRegistry(abs, rel, idField) {
    const { text, format } = readRegistryText(abs, rel);
    return parseRegistry(text, rel, format, idField);
}
/** The registry's text and format, read within MAX_REGISTRY_BYTES (FOREACH_REGISTRY_INVALID otherwise). */
function readRegistryText(abs, rel) {
    const format = registryFormatOf(rel);
    if (!format)
        invalid(rel, undefined, 'a foreach registry must be a Markdown table (.md), a YAML list (.yaml, .yml) or a JSON array (.json)', 'Point foreach.source at a .md, .yaml, .yml or .json file.');
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(abs, 'utf8');
    }
    catch (error) {
        const code = error.code ?? 'error';
        return invalid(rel, undefined, `the registry cannot be read (${code})`, 'Make the step before the foreach write the registry, or fix foreach.source.');
    }
    if (text.length > MAX_REGISTRY_BYTES)
        invalid(rel, undefined, `the registry is larger than ${MAX_REGISTRY_BYTES} bytes`, 'Split the registry.');
    return { text, format };
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
    const rows = new TableRows();
    const table = scanMarkdownTable(text, file, idField, (_cells, line, header, raw) => rows.add(raw, line, header));
    return { file, format: 'markdown', columns: table.columns, rows, headerLine: table.headerLine };
}
/**
 * The table parseMarkdownTable reads, each row's cells handed to `onRow` (its 1-based line, the
 * header, the line's text), kept only if `onRow` keeps them: marking a batch of rows reads the whole registry and
 * needs the cells of only the rows it marks.
 */
function scanMarkdownTable(text, file, idField, onRow) {
    const lines = text.split(/\r?\n/);
    let fenced = false;
    let sawTable = false;
    for (let i = 0; i + 1 < lines.length; i++) {
        const line = lines[i];
        if (/^\s*(```|~~~)/.test(line))
            fenced = !fenced;
        if (fenced || !line.trim().startsWith('|') || !isSeparator(lines[i + 1]))
            continue;
        sawTable = true;
        const header = splitCells(line);
        if (!header.includes(idField))
            continue;
        const width = splitCells(lines[i + 1]).length;
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
            const row = lines[j];
            if (!row.trim().startsWith('|'))
                break;
            const cells = splitCells(row);
            if (cells.length !== header.length)
                invalid(file, j + 1, `the row has ${counted(cells.length, 'cell')}, the table ${counted(header.length, 'column')}`, 'Give every row one cell per column (write a literal | as \\|).');
            onRow(cells, j + 1, header, row);
        }
        return { columns: header, headerLine: i + 1 };
    }
    return invalid(file, undefined, sawTable ? `no table in the registry has a column '${idField}' (foreach.id_field)` : 'the registry holds no Markdown table (a header row followed by a | --- | separator row)', `Write the registry as a pipe table with a '${idField}' column.`);
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
    return { file, format, columns, rows };
}


/***/ }),

/***/ 1700:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NX: () => (/* binding */ ITEMS_FORMS),
/* harmony export */   Pf: () => (/* binding */ fieldsOf),
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
    const bindings = (0,_run_bindings_js__WEBPACK_IMPORTED_MODULE_0__/* .stepBindings */ .r)(base, branch, state);
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

/***/ 9590:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AK: () => (/* binding */ analyseGraph),
/* harmony export */   A_: () => (/* binding */ analyseScope),
/* harmony export */   C5: () => (/* binding */ transitionsOf),
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

/***/ 665:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Eg: () => (/* binding */ createValidationSession),
  nJ: () => (/* binding */ validateFile),
  _B: () => (/* binding */ validateWorkflow)
});

// UNUSED EXPORTS: RULES, RULE_CODES, ValidationSession, templateEscapes

// EXTERNAL MODULE: ./src/core/model/loader.ts + 4 modules
var loader = __webpack_require__(6159);
// EXTERNAL MODULE: ./src/core/model/placeholders.ts
var placeholders = __webpack_require__(2183);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var model_workflow = __webpack_require__(7280);
;// CONCATENATED MODULE: ./src/core/validate/rules/context.ts


/** Per-item targets that finish (or set aside) the current item. */
const ITEM_TARGETS = new Set(['next_artifact', 'defer_current_artifact']);
const issue = (code, severity, message, hint, path, extra = {}) => ({ code, severity, message, hint, path, ...extra });
function buildContext(workflow, session, diagnostics) {
    const source = workflow.source;
    const declared = new Set([...workflow.inputs.required, ...workflow.inputs.optional, ...Object.keys(workflow.inputs.defaults), ...model_workflow/* RUNNER_OWNED */.xG, ...model_workflow/* CONTROL_NAMES */.bR]);
    let textLines;
    const lines = () => (textLines ??= source.text.split(/\r?\n/));
    const report = (f) => {
        const pos = f.at ?? (f.value ? source.locateValue(f.path) : source.locate(f.path));
        diagnostics.push({ code: f.code, severity: f.severity, message: f.message, hint: f.hint, file: f.at?.file ?? workflow.file, line: pos.line, column: pos.column, path: f.path });
    };
    const top = { kind: 'top', owner: undefined, steps: workflow.steps, entry: workflow.entry, terminals: model_workflow/* TERMINAL_TARGETS */.e2, bindings: new Set() };
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
            terminals: new Set([...model_workflow/* TERMINAL_TARGETS */.e2, ...ITEM_TARGETS]),
            // item_id: the runner binds every item's id (foreach.id_field) besides the declared bindings.
            bindings: new Set([...Object.keys(step.def.foreach?.bindings ?? {}), 'item_id']),
        };
        for (const [id, def] of Object.entries(perItem)) {
            const path = [...base, id];
            const position = positions.get(id) ?? { line: step.line, column: step.column };
            const { kind, problem } = (0,model_workflow/* classifyStep */.d_)(def);
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
    const defaultsMemo = new Map();
    const expanding = new Set();
    const expandDefaults = (template) => template.replace(placeholders/* PLACEHOLDER */.Kx, (whole, name) => {
        const value = Object.hasOwn(workflow.inputs.defaults, name) ? workflow.inputs.defaults[name] : undefined;
        if (value === null || value === undefined)
            return whole;
        if (typeof value !== 'string')
            return String(value);
        // A cycle (DEFAULTS_CYCLE) or a chain deeper than the runner resolves stays unexpanded.
        if (expanding.has(name) || expanding.size >= placeholders/* MAX_DEFAULT_DEPTH */.xK)
            return whole;
        let expanded = defaultsMemo.get(name);
        if (expanded === undefined) {
            expanding.add(name);
            expanded = expandDefaults(value);
            expanding.delete(name);
            defaultsMemo.set(name, expanded);
        }
        return expanded;
    });
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
        placeholderPosition(path, name) {
            const re = new RegExp(`\\{\\{\\s*${name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}\\s*\\}\\}`);
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

// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(1742);
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
    if (/\.(md|markdown)$/i.test(statePath)) {
        report(issue('STATE_PATH_MARKDOWN', 'error', `state_path '${statePath}' is a Markdown file; workflow state must be YAML`, 'Use a .yaml state file, e.g. {{artifact_root}}/workflow_state.yaml.', ['state_path'], { value: true }));
    }
    else if (!/\.ya?ml$/i.test(statePath)) {
        report(issue('STATE_PATH_NOT_YAML', 'warning', `state_path '${statePath}' does not end in .yaml or .yml`, 'Name the state file *.yaml: it is written as YAML.', ['state_path'], { value: true }));
    }
    ruleAgentPackageVersion(ctx);
    for (const [list, names] of [
        ['required', workflow.inputs.required],
        ['optional', workflow.inputs.optional],
    ]) {
        names.forEach((name, i) => {
            if (RUNNER_OWNED_SET.has(name) && !DECLARABLE.has(name) && name !== 'agent_package_version') {
                report(issue('RUNNER_OWNED_OVERRIDDEN', 'error', `input '${name}' is runner-owned: the runner sets it, a workflow cannot declare it`, `Remove '${name}' from inputs.${list}; use {{${name}}} directly.`, ['inputs', list, i]));
            }
        });
    }
    for (const name of Object.keys(workflow.inputs.defaults)) {
        if (RUNNER_OWNED_SET.has(name) && name !== 'agent_package_version') {
            report(issue('RUNNER_OWNED_OVERRIDDEN', 'error', `default '${name}' overrides a runner-owned value`, `Remove the default: ${name} is set by the runner.`, ['inputs', 'defaults', name]));
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
                report(issue('DUPLICATE_INPUT', 'error', `input '${name}' is declared twice (in inputs.${before} and inputs.${list})`, before === list ? 'List each input once.' : 'An input is either required or optional: keep one declaration.', ['inputs', list, i]));
            }
            seen.set(name, list);
        });
    }
    ruleDefaultsCycle(ctx);
    if (workflow.data.entry !== undefined && workflow.data.steps && !workflow.steps.has(workflow.data.entry)) {
        report(issue('UNKNOWN_TARGET', 'error', `entry '${workflow.data.entry}' is not a step.${(0,did_you_mean/* didYouMean */.au)(workflow.data.entry, workflow.steps.keys())}`, 'Name an existing top-level step in entry:, or remove entry: to start at the first step.', ['entry'], { value: true }));
    }
}
function ruleAgentPackageVersion(ctx) {
    const { workflow, report } = ctx;
    const hint = 'Remove it: the runner reads the version from .ai-engineering/package-version.yaml (package_version) and provides {{agent_package_version}}.';
    if (workflow.data.agent_package_version !== undefined) {
        report(issue('AGENT_PACKAGE_VERSION_HARDCODED', 'error', 'agent_package_version is runner-owned and must not be set in a workflow', hint, ['agent_package_version']));
    }
    const inputs = workflow.data.inputs;
    inputs?.required?.forEach((n, i) => {
        if (n === 'agent_package_version')
            report(issue('AGENT_PACKAGE_VERSION_HARDCODED', 'error', 'agent_package_version is declared as a required input; it is runner-owned', hint, ['inputs', 'required', i]));
    });
    inputs?.optional?.forEach((n, i) => {
        if (n === 'agent_package_version')
            report(issue('AGENT_PACKAGE_VERSION_HARDCODED', 'error', 'agent_package_version is declared as an optional input; it is runner-owned', hint, ['inputs', 'optional', i]));
    });
    if (inputs?.defaults && Object.hasOwn(inputs.defaults, 'agent_package_version')) {
        report(issue('AGENT_PACKAGE_VERSION_HARDCODED', 'error', 'inputs.defaults hard-codes agent_package_version', hint, ['inputs', 'defaults', 'agent_package_version']));
    }
    for (const { step } of ctx.steps) {
        const value = step.def.inputs?.['agent_package_version'];
        if (value !== undefined && !(typeof value === 'string' && /^\{\{\s*agent_package_version\s*\}\}$/.test(value))) {
            report(issue('AGENT_PACKAGE_VERSION_HARDCODED', 'error', `step '${step.id}' hard-codes agent_package_version in its inputs`, hint, [...step.path, 'inputs', 'agent_package_version']));
        }
    }
    for (const [id, phase] of Object.entries(workflow.data.phases ?? {})) {
        if (phase.derived_inputs && Object.hasOwn(phase.derived_inputs, 'agent_package_version')) {
            report(issue('AGENT_PACKAGE_VERSION_HARDCODED', 'error', `phase '${id}' hard-codes agent_package_version in derived_inputs`, hint, ['phases', id, 'derived_inputs', 'agent_package_version']));
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
                    ctx.report(issue('DEFAULTS_CYCLE', 'error', `defaults refer to each other in a cycle: ${cycle.join(' -> ')}; none of them can resolve`, 'Break the cycle: give one of these defaults a value that does not use the others.', ['inputs', 'defaults', next]));
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

// EXTERNAL MODULE: ./src/core/gate/contracts/contract-of.ts
var contract_of = __webpack_require__(1883);
;// CONCATENATED MODULE: ./src/core/validate/rules/step-shape.ts
// What each step kind must carry: managed stages an output and statuses, action steps an
// on_complete, hand-off steps a terminal_status, foreach steps a per_item machine and a
// completion target; step ids do not take the names of terminal targets.



/** Keys only some kinds use: retry_step (resolvers, gated ones too), on_success (plain resolvers), on_complete (actions), output (stages with a gate). */
const IGNORED_BY_KIND = [
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
};
/** The artifact a step's prompt file tells the agent to write (its gate template's artifact:), if any. */
function promptArtifact(ctx, step) {
    const prompt = step.def.prompt;
    if (prompt === undefined || prompt.includes('{{'))
        return undefined;
    const info = ctx.session.prompt(ctx.expandDefaults(prompt));
    const value = info.gateTemplates.map((t) => t.artifact?.value).filter((v) => v !== undefined && v !== '' && !/^<.*>$/.test(v)).pop();
    return value;
}
function ruleStepShape(ctx) {
    const { report } = ctx;
    for (const { step, scope } of ctx.steps) {
        const d = step.def;
        const p = step.path;
        const where = scope.kind === 'per_item' ? `per-item step '${step.id}'` : `step '${step.id}'`;
        if (model_workflow/* TERMINAL_TARGETS */.e2.has(step.id) || ITEM_TARGETS.has(step.id)) {
            // One finding for the clash: the step's own shape (e.g. an action without on_complete) is moot.
            const deferral = step.id === 'defer_current_artifact';
            report(issue('STEP_ID_RESERVED', 'error', `${where} is named like the transition target ${step.id}; a transition to it would never reach the step${deferral ? ' (the runner defers the item itself: until its dependencies are VERIFIED, else WORKFLOW_BLOCKED_DEPENDENCY_CYCLE or WORKFLOW_BLOCKED_ITEMS_DEFERRED)' : ''}`, deferral ? 'Remove this per-item step and keep the transitions to defer_current_artifact: the runner does what its text describes.' : 'Rename the step.', p, { at: { line: step.line, column: step.column } }));
            continue;
        }
        const at = { at: { line: step.line, column: step.column } };
        if (step.kind === 'shell' || step.kind === 'agent') {
            // Another runner's result contract may be read from the transcript: no output needed.
            if (d.output === undefined && (0,contract_of/* foreignContractOf */.A)(step) === undefined) {
                const named = promptArtifact(ctx, step);
                report(issue('MISSING_OUTPUT', 'error', `${where} declares no output; a managed stage writes one output that ends in a WORKFLOW_GATE block${named ? ` (its prompt's gate template names the artifact ${named})` : ''}`, named ? `Add output: '${named}' to the step.` : 'Add output: <workspace-relative path>.', p, at));
            }
            if (d.statuses === undefined || Object.keys(d.statuses).length === 0)
                report(issue('MISSING_STATUSES', 'error', `${where} routes no gate status, so its gate can never lead anywhere`, 'Add statuses: {<STATUS>: <next step | DONE | BLOCKED>}.', p, at));
        }
        if (step.kind === 'child_workflow' && (d.statuses === undefined || Object.keys(d.statuses).length === 0)) {
            report(issue('MISSING_STATUSES', 'error', `child workflow ${where} routes no child outcome`, 'Add statuses: {WORKFLOW_COMPLETE: <next>, WORKFLOW_BLOCKED_SOURCE_GAPS: BLOCKED, ...}.', p, at));
        }
        if (d.on_failure === 'skip' && d.on_skip === undefined)
            report(issue('MISSING_ON_SKIP', 'error', `${where} has on_failure: skip but no on_skip, so a failed run would have nowhere to go`, 'Add on_skip: <next step | DONE | BLOCKED>, or route on_failure to a step or BLOCKED.', [...p, 'on_failure'], {}));
        if (d.optional === true && d.on_skip === undefined)
            report(issue('MISSING_ON_SKIP', 'error', `optional ${where} has no on_skip, so the run would have nowhere to go when it is skipped`, 'Add on_skip: <next step | DONE | BLOCKED>, or drop optional: true.', [...p, 'optional'], {}));
        if (step.kind === 'approval' && d.on_approve === undefined)
            report(issue('MISSING_ON_COMPLETE', 'error', `approval ${where} has no on_approve, so the run cannot continue after an approval`, 'Add on_approve: <next step | DONE> (and on_reject: <step | BLOCKED>).', p, at));
        if (step.kind === 'action' && d.on_complete === undefined)
            report(issue('MISSING_ON_COMPLETE', 'error', `action ${where} has no on_complete, so the run cannot continue after it`, 'Add on_complete: <next step>.', p, at));
        if (step.kind === 'instruction' && d.terminal_status === undefined)
            report(issue('MISSING_TERMINAL_STATUS', 'error', `hand-off ${where} has no terminal_status`, 'Add terminal_status: WORKFLOW_BLOCKED_<REASON> naming how the run ends.', p, at));
        if (step.kind === 'foreach') {
            if (d.per_item === undefined || Object.keys(d.per_item).length === 0) {
                report(issue('FOREACH_NO_PER_ITEM', 'error', `foreach ${where} has no per_item steps, so no item is ever worked on`, 'Add per_item: {<step>: {...}} - the state machine each registry row goes through.', p, at));
            }
            if (d.completion?.on_complete === undefined) {
                report(issue('MISSING_ON_COMPLETE', 'error', `foreach ${where} has no completion.on_complete, so the run cannot continue after the last item`, 'Add completion: {require: all rows VERIFIED, on_complete: <next step | DONE>}.', d.completion ? [...p, 'completion'] : p, d.completion ? {} : at));
            }
        }
        // A parallel step routes its join's verdict through statuses (rules/parallel.ts checks the keys).
        const managed = step.kind === 'shell' || step.kind === 'agent' || step.kind === 'child_workflow' || step.kind === 'parallel';
        if (!managed && d.statuses !== undefined && step.kind !== 'foreach') {
            report(issue('UNUSED_KEY', 'warning', `statuses on ${step.kind} ${where} are never used: only managed stages write a gate`, 'Remove statuses, or make the step a managed stage (prompt, inline_instruction, run or child_workflow).', [...p, 'statuses']));
        }
        if (step.kind === 'foreach' && d.statuses !== undefined) {
            report(issue('UNUSED_KEY', 'warning', `statuses on foreach ${where} are never used: per-item steps route their own gates and completion.on_complete follows the last item`, 'Move the routing into per_item steps, or into completion.on_complete.', [...p, 'statuses']));
        }
        if (d.terminal_status !== undefined && step.kind !== 'instruction') {
            report(issue('UNUSED_KEY', 'warning', `terminal_status on ${step.kind} ${where} is never used: only hand-off (instruction) steps end the run with it`, 'Remove terminal_status, or make the step an instruction: hand-off.', [...p, 'terminal_status']));
        }
        // A key the step's kind ignores is reported, never dropped silently.
        for (const [key, used] of IGNORED_BY_KIND) {
            if (d[key] === undefined || used(step))
                continue;
            report(issue('UNUSED_KEY', 'warning', `${key} on ${step.kind} ${where} is never used: ${IGNORED_WHY[key]}`, `Remove ${key}, or change the step so its kind uses it.`, [...p, key]));
        }
        if (d.per_item !== undefined && step.kind !== 'foreach') {
            report(issue('UNUSED_KEY', 'warning', `per_item on ${step.kind} ${where} is never used without foreach`, 'Add foreach: {source, id_field, bindings}, or remove per_item.', [...p, 'per_item']));
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
            report(issue('UNKNOWN_TARGET', 'error', message, hint, t.path, { value: true }));
        }
        for (const [status, target] of Object.entries(step.def.statuses ?? {})) {
            if (typeof target === 'string')
                continue;
            for (const input of Object.keys(target.if_input_present)) {
                if (optional.has(input))
                    continue;
                const what = required.has(input) ? 'a required input, so it is always present and the else branch can never run' : `not a declared optional input.${(0,did_you_mean/* didYouMean */.au)(input, optional)}`;
                report(issue('IF_INPUT_NOT_OPTIONAL', 'error', `if_input_present of ${step.id}.${status} tests '${input}', which is ${what}`, `Test an input listed in inputs.optional (declared: ${[...optional].join(', ') || 'none'}).`, [...step.path, 'statuses', status, 'if_input_present', input]));
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
        const unknown = targets.filter((t) => !scope.steps.has(t) && !scope.terminals.has(t));
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
    for (const root of analysis.unreachableRoots) {
        const others = root.group.filter((id) => id !== root.id);
        const also = others.length > 0 ? `; ${others.join(', ')} ${others.length === 1 ? 'is' : 'are'} only reachable through it` : '';
        const { path, at: where } = at(root.id);
        if (workflow.format !== 'native') {
            // The other runners load a file with a dead node and simply never reach it (maestro's
            // graph-loader checks references, not reachability; aiox and CCW walk what they are told).
            report(issue('UNREACHABLE_IMPORTED_STEP', 'warning', `${label} '${root.id}'${inScope} can never run: no transition from the entry step '${scope.entry}' leads to it${also}. The ${workflow.format} runner accepts it and never reaches it; so does stagegate`, 'Route to it from a reachable node, or remove it.', path, { at: where }));
            continue;
        }
        report(issue('UNREACHABLE_STEP', 'error', `${label} '${root.id}'${inScope} can never run: no transition from the entry step '${scope.entry}' leads to it${also}`, 'Route a status (or on_complete / completion.on_complete) to it, or remove it.', path, { at: where }));
    }
    for (const loop of analysis.trapLoops) {
        const { path, at: where } = at(loop[0]);
        const exits = scope.kind === 'per_item' ? 'next_artifact, defer_current_artifact, DONE or BLOCKED' : 'DONE, BLOCKED or a hand-off step';
        const cycle = (0,graph/* cycleThrough */.UQ)(loop[0], new Set(loop), (id) => successors.get(id) ?? []);
        report(issue('LOOP_WITHOUT_EXIT', 'error', `${loop.length === 1 ? `${label} '${loop[0]}' only leads back to itself` : `${label}s ${loop.join(', ')}${inScope} only lead to each other (${(0,graph/* describeLoop */.MI)(cycle, [])})`}: no transition leaves the loop, so a run there ends only when the visit limit stops it (WORKFLOW_BLOCKED_LOOP_LIMIT)`, `Give the loop an exit: route a status of one of its steps to a step that can finish, or to ${exits}.`, path, { at: where }));
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
        report(issue('LOOP_WITHOUT_MAX_VISITS', 'warning', `the loop ${(0,graph/* describeLoop */.MI)(analysis.cycles[i], loop)}${inScope} has no step with max_visits, so only the default limit (10 entries per step) bounds it`, `Set max_visits on one step of the loop (the revise or resolver step, e.g. max_visits: 3), or execution.max_visits for the whole workflow.`, path, { at: where }));
    });
}

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
function ruleOutputs(ctx) {
    const { report, workflow } = ctx;
    const owners = new Map();
    const statePath = normalisePathTemplate(workflow.data.state_path);
    for (const { step, scope } of ctx.steps) {
        const out = step.def.output;
        if (out === undefined)
            continue;
        const path = [...step.path, 'output'];
        const key = normalisePathTemplate(out);
        if (key === statePath) {
            report(issue('DUPLICATE_OUTPUT', 'error', `output of step '${step.id}' is the workflow's state file '${workflow.data.state_path}'`, 'Give the step an output of its own: the runner writes the state file.', path, { value: true }));
            continue;
        }
        const owner = owners.get(key);
        if (owner !== undefined) {
            report(issue('DUPLICATE_OUTPUT', 'error', `steps '${owner.id}' and '${step.id}' declare the same output '${out}' (${ctx.where(owner.path)})`, 'Give every step its own output path: a gate names its step, so two steps cannot share one file.', path, { value: true }));
        }
        else
            owners.set(key, { id: step.id, path });
        if (scope.kind === 'per_item' && scope.bindings.size > 0 && !(0,placeholders/* placeholdersIn */.Qf)(out).some((n) => scope.bindings.has(n))) {
            report(issue('PER_ITEM_OUTPUT_SHARED', 'error', `output '${out}' of per-item step '${step.id}' uses no foreach binding, so every item would write (and overwrite) the same file`, `Put a binding in the path, e.g. {{${[...scope.bindings][0]}}}.`, path, { value: true }));
        }
        else if (scope.kind === 'per_item' && scope.bindings.size === 0) {
            report(issue('PER_ITEM_OUTPUT_SHARED', 'error', `per-item step '${step.id}' declares output '${out}', but foreach '${scope.owner?.id}' has no bindings, so every item would write the same file`, "Add foreach.bindings (e.g. artifact_slug: {field: Name, transform: slugify}) and use it in the output path.", path, { value: true }));
        }
    }
}

// EXTERNAL MODULE: ./src/core/workspace/workspace.ts
var workspace = __webpack_require__(5620);
;// CONCATENATED MODULE: ./src/core/validate/rules/paths.ts
// Every path the workflow names stays inside the workspace: state_path, outputs, prompts,
// skills, child workflows, foreach sources and phase workflows. Checked lexically (absolute,
// climbing out with ..) on the text and on the text with defaults substituted, and through
// symlinks: the literal prefix (up to the first placeholder) is resolved by Workspace.



/** Why a path template leaves the workspace, lexically; undefined when it stays inside. */
function templateEscapes(template) {
    if (/^(\/|[A-Za-z]:[\\/]|\\\\|~\/)/.test(template.trim()))
        return 'it is an absolute path';
    let depth = 0;
    for (const segment of template.replace(/\{\{[^}]*\}\}/g, 'x').split(/[\\/]+/)) {
        if (segment === '' || segment === '.')
            continue;
        if (segment === '..') {
            if (--depth < 0)
                return "it climbs out with '..'";
        }
        else
            depth++;
    }
    return undefined;
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
            report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `${what} '${template}' leaves the workspace: ${why}`, `Use a workspace-relative path that stays inside the workspace (no leading /, no climbing out with '..'). ${workspace/* WORKSPACE_NOTE */.fA}`, path, { value: true }));
            return;
        }
        const expanded = ctx.expandDefaults(template);
        if (expanded !== template) {
            const whyExpanded = templateEscapes(expanded);
            if (whyExpanded) {
                const culprit = (0,placeholders/* placeholdersIn */.Qf)(template).find((n) => typeof defaults[n] === 'string' && templateEscapes(ctx.expandDefaults(`{{${n}}}`)) !== undefined);
                if (culprit !== undefined) {
                    if (!blamedDefaults.has(culprit)) {
                        blamedDefaults.add(culprit);
                        report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `default ${culprit} '${String(defaults[culprit])}' takes paths out of the workspace: ${what} '${template}' becomes '${expanded}' (${whyExpanded})`, `Give ${culprit} a workspace-relative default without a leading / or \`..\`. ${workspace/* WORKSPACE_NOTE */.fA}`, ['inputs', 'defaults', culprit], { value: true }));
                    }
                }
                else {
                    report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `${what} '${template}' leaves the workspace with its default values: '${expanded}' (${whyExpanded})`, `Change the path or the defaults it uses so that it stays inside the workspace. ${workspace/* WORKSPACE_NOTE */.fA}`, path, { value: true }));
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
        // When the part that leads out comes from a default (the path itself starts with the
        // placeholder), blame the default once instead of every path that uses it.
        const ownPrefix = literalPrefix(template);
        const culprit = ownPrefix.length < prefix.length ? (0,placeholders/* placeholdersIn */.Qf)(template).find((n) => typeof defaults[n] === 'string') : undefined;
        if (culprit !== undefined) {
            if (!blamedDefaults.has(culprit)) {
                blamedDefaults.add(culprit);
                report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `default ${culprit} '${String(defaults[culprit])}' leads paths out of the workspace through '${prefix}' (${what} '${template}' becomes '${expanded}'): ${resolved}`, `Point ${culprit} at a folder inside the workspace, or remove the symlink on the way. ${workspace/* WORKSPACE_NOTE */.fA}`, ['inputs', 'defaults', culprit], { value: true }));
            }
            return;
        }
        const tail = prefix === expanded ? '' : ` through '${prefix}'`;
        report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `${what} '${template}' leads out of the workspace${tail}: ${resolved}`, `Keep workflow paths inside the workspace; do not route them through a symlink that points outside it. ${workspace/* WORKSPACE_NOTE */.fA}`, path, { value: true }));
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
                report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `skill '${name}' of step '${step.id}' is not a skill name: skills are folders directly under .github/skills/`, 'Name the skill folder only (e.g. source-evidence-tracing), without / or ..', [...p, 'skills', i], { value: true }));
            }
            else
                check(`.github/skills/${name}/SKILL.md`, [...p, 'skills', i], `skill '${name}' of step '${step.id}'`);
        });
    }
    for (const [id, phase] of Object.entries(workflow.data.phases ?? {}))
        check(phase.workflow, ['phases', id, 'workflow'], `workflow of phase '${id}'`);
}

// EXTERNAL MODULE: ./src/core/model/references.ts
var references = __webpack_require__(6991);
;// CONCATENATED MODULE: ./src/core/validate/rules/placeholders.ts
// Placeholders everywhere in the workflow file are declared: state_path, defaults, stage
// inputs, output, run, inline_instruction, action, instruction, foreach source, prompt and
// child workflow paths, phase derived_inputs. (Prompt files: see prompts.ts.) Texts resolved
// when a step runs (run, stage inputs, instructions) may also use runtime references
// {{steps.<id>.output}} / {{steps.<id>.gate.<key>}} to a gate stage (references.ts).




function undeclaredMessage(where, name, names) {
    if ((0,references/* parseReference */.F2)(name) !== undefined) {
        return `${where} uses {{${name}}}, a runtime reference to a step that is not a stage with an output in this scope (references name a run/prompt stage: {{steps.<id>.output}}, {{steps.<id>.gate.<key>}}; not usable in output paths)`;
    }
    return `${where} uses {{${name}}}, which is not a declared input, default, runner-owned value or foreach binding.${(0,did_you_mean/* didYouMean */.au)(name, names)}`;
}
const UNDECLARED_HINT = (name) => `Declare ${name} under inputs (required, optional or defaults), bind it in the step's inputs, or fix the name.`;
function rulePlaceholders(ctx) {
    const { workflow, report, declared } = ctx;
    // refs: the step-level texts resolved when the step runs may use runtime references.
    const check = (text, path, names, what, refs) => {
        if (text === undefined || !text.includes('{{'))
            return;
        const seen = new Set();
        for (const m of text.matchAll(placeholders/* PLACEHOLDER */.Kx)) {
            const name = m[1];
            if (names.has(name) || seen.has(name))
                continue;
            if (refs && (0,references/* isValidReference */.aF)(name, refs))
                continue;
            seen.add(name);
            const at = ctx.placeholderPosition(path, name);
            report(issue('UNDECLARED_PLACEHOLDER', 'error', undeclaredMessage(what, name, names), UNDECLARED_HINT(name), path, at ? { at } : { value: true }));
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
        for (const [name, value] of Object.entries(d.inputs ?? {})) {
            if (typeof value === 'string')
                check(value, [...p, 'inputs', name], names, `input ${name} ${of}`, step.kind === 'child_workflow' ? undefined : refs);
        }
        check(d.output, [...p, 'output'], names, `output ${of}`);
        check(d.run, [...p, 'run'], names, `run: ${of}`, refs);
        check(d.inline_instruction, [...p, 'inline_instruction'], names, `inline_instruction ${of}`, refs);
        check(d.action, [...p, 'action'], names, `action ${of}`, refs);
        check(d.instruction, [...p, 'instruction'], names, `instruction ${of}`, refs);
        check(d.prompt, [...p, 'prompt'], names, `prompt path ${of}`);
        check(d.child_workflow, [...p, 'child_workflow'], names, `child_workflow path ${of}`);
        check(d.foreach?.source, [...p, 'foreach', 'source'], names, `foreach source ${of}`);
        d.skills?.forEach((s, i) => check(s, [...p, 'skills', i], names, `skill name ${of}`));
    }
    for (const [id, phase] of Object.entries(workflow.data.phases ?? {})) {
        check(phase.workflow, ['phases', id, 'workflow'], declared, `workflow of phase '${id}'`);
        for (const [name, value] of Object.entries(phase.derived_inputs ?? {})) {
            if (typeof value === 'string')
                check(value, ['phases', id, 'derived_inputs', name], declared, `derived input ${name} of phase '${id}'`);
        }
    }
}

// EXTERNAL MODULE: ./src/core/model/shell-placements.ts
var shell_placements = __webpack_require__(9972);
;// CONCATENATED MODULE: ./src/core/validate/rules/shell-placements.ts
// Placeholders in `run:` text stand where a value can be made safe: each becomes a reference to
// an environment variable written for its place (model/shell-placements.ts). Refused: places no
// reference can serve (the body of a here-document with a quoted delimiter, a $ or a backslash
// right before the placeholder) and text whose quoting stagegate cannot follow. A placeholder in
// arithmetic is a warning: its value must then be an integer, checked when the step runs.



function ruleShellPlacements(ctx) {
    for (const { step } of ctx.steps) {
        const text = step.def.run;
        if (typeof text !== 'string' || !text.includes('{{'))
            continue;
        const path = [...step.path, 'run'];
        const scan = (0,shell_placements/* scanShellPlacements */.i)(text);
        if (!scan.ok) {
            ctx.report(issue('SHELL_PLACEHOLDER_UNSAFE', 'error', `run: of step '${step.id}' holds placeholders, but stagegate cannot follow its shell text (line ${(0,shell_placements/* lineOf */.c)(text, scan.offset)} of the script: ${scan.message}), so it cannot tell where they land`, 'Fix the shell syntax, or read the values from their STAGEGATE_INPUT_<NAME> variables instead of placeholders.', path, { value: true }));
            continue;
        }
        // The n-th placeholder of the text is the n-th one on its source lines.
        const starts = [...text.matchAll(placeholders/* PLACEHOLDER */.Kx)].map((m) => m.index);
        const positions = placeholderPositions(ctx, path);
        for (const site of scan.sites) {
            const at = positions[starts.indexOf(site.start)];
            const where = at ? { at } : { value: true };
            if (site.unsafe !== undefined) {
                ctx.report(issue('SHELL_PLACEHOLDER_UNSAFE', 'error', `{{${site.name}}} in run: of step '${step.id}' cannot be made safe where it stands: ${site.unsafe}`, 'Move the placeholder (e.g. into an unquoted <<EOF here-document or a "\u2026" string), or read the value from its STAGEGATE_INPUT_<NAME> variable.', path, where));
            }
            else if (site.evaluatedBy !== undefined) {
                ctx.report(issue('SHELL_PLACEHOLDER_EVALUATED', 'warning', `{{${site.name}}} in run: of step '${step.id}' is part of code that \`${site.evaluatedBy}\` runs again: stagegate keeps the value data in the script, but that command reads it as code`, site.evaluatedBy === 'ssh' ? 'Send the value as data (e.g. on stdin: printf "%s" "{{x}}" | ssh host \'cat >file\'), never inside the remote command line.' : `Pass the value as an argument, not inside the code: ${site.evaluatedBy === 'eval' ? 'avoid eval' : `${site.evaluatedBy} '\u2026 "$1" \u2026' _ "{{${site.name}}}"`}; or read its STAGEGATE_INPUT_<NAME> variable in the inner script.`, path, where));
            }
            else if (site.placement === 'arith') {
                ctx.report(issue('SHELL_PLACEHOLDER_ARITHMETIC', 'warning', `{{${site.name}}} in run: of step '${step.id}' stands where bash evaluates arithmetic: a value that is not an integer is refused when the step runs (WORKFLOW_INPUT_INVALID)`, 'Declare the input as a number (inputs.types), or quote the placeholder as a word and convert it in the script.', path, where));
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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/model/yaml-source.ts
var yaml_source = __webpack_require__(6614);
// EXTERNAL MODULE: ./src/core/model/gate-template.ts
var gate_template = __webpack_require__(773);
// EXTERNAL MODULE: ./src/core/model/gate-schemas.ts
var gate_schemas = __webpack_require__(4371);
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
    texts = new Map();
    prompts = new Map();
    skills = new Map();
    checks = new Map();
    inProgress = new Set();
    resolved = new Map();
    schemas = new Map();
    constructor(workspace, checkFile) {
        this.workspace = workspace;
        this.checkFile = checkFile;
    }
    /**
     * The workflow's gate schemas, read and compiled once in this session: the gate_schema rule
     * reports their findings, loadAndCheck hands the compiled ones to the run.
     */
    gateSchemas(workflow) {
        let known = this.schemas.get(workflow);
        if (known === undefined)
            this.schemas.set(workflow, (known = (0,gate_schemas/* gateSchemasOf */.DE)(workflow, this.workspace)));
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
                r = { ok: true, rel: resolved.rel, text: (0,external_node_fs_.readFileSync)(resolved.abs, 'utf8').replace(/^\uFEFF/, '') };
            }
            catch (error) {
                const code = error.code;
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
            info = { file, placeholders: new Map(), statusLine: undefined, gateTemplates: [] };
            if (file.ok) {
                const lines = file.text.split(/\r?\n/);
                if (file.text.includes('WORKFLOW_GATE:'))
                    info.gateTemplates = (0,gate_template/* findGateTemplates */.g7)(lines);
                lines.forEach((line, i) => {
                    if (line.includes('{{')) {
                        for (const m of line.matchAll(placeholders/* PLACEHOLDER */.Kx)) {
                            if (!info.placeholders.has(m[1]))
                                info.placeholders.set(m[1], { line: i + 1, column: m.index + 1 });
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
        ctx.report(issue('PROMPT_NOT_FOUND', 'error', `prompt '${template}' of step '${step.id}' ${why}`, 'Create the prompt file, or fix the path (prompt paths are relative to the workspace root).', promptPath, { value: true }));
        return;
    }
    const rel = info.file.rel;
    const names = ctx.namesFor(scoped);
    for (const [name, position] of info.placeholders) {
        if (names.has(name) || (0,references/* isValidReference */.aF)(name, scoped.scope.steps))
            continue;
        ctx.report(issue('UNDECLARED_PLACEHOLDER', 'error', undeclaredMessage(`prompt ${rel} (used by step '${step.id}', ${ctx.where(promptPath)})`, name, names), UNDECLARED_HINT(name), promptPath, { at: { file: rel, ...position } }));
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
            ctx.report(issue('PROMPT_STATUS_LINE_MISSING', 'warning', `the WORKFLOW_GATE template of prompt ${rel} (used by step '${step.id}') has no status line; the runner's stage contract tells the agent the allowed statuses (${routed.join(', ')})`, `Add 'status: ${routed.join(' | ')}' to the template, or remove the template and rely on the stage contract.`, promptPath, { at: { file: rel, line: template.index + 1, column: 1 } }));
        }
        return;
    }
    const problem = compareStatuses(line.statuses, routed);
    if (problem) {
        ctx.report(issue('PROMPT_STATUS_MISMATCH', 'error', `the last status line of prompt ${rel} ('${line.text}') does not match the statuses of step '${step.id}' (${ctx.where([...step.path, 'statuses'])}): ${problem}`, `Make the two lists equal: 'status: ${routed.join(' | ')}' in the prompt, or route exactly those statuses.`, [...step.path, 'statuses'], { at: { file: rel, line: line.line, column: line.column } }));
    }
}
/** Gate templates in a prompt that name another step or workflow: the runner's template wins. */
function checkGateTemplates(ctx, scoped, templates, where, what) {
    const { step } = scoped;
    if (templates.length === 0 || step.def.statuses === undefined)
        return;
    for (const m of (0,gate_template/* mismatchedFields */.N0)(templates, { workflow: ctx.workflow.name, step: step.id })) {
        ctx.report(issue('PROMPT_GATE_TEMPLATE_MISMATCH', 'warning', `the WORKFLOW_GATE template of ${what} (used by step '${step.id}') says ${m.field}: ${m.at.value}, but the step is ${m.field === 'step' ? `'${step.id}'` : `of workflow '${ctx.workflow.name}'`}; a gate with ${m.field}: ${m.at.value} would be refused`, `Write ${m.field}: ${m.expected} (or {{${m.field}}}). The assembled prompt already replaces it with ${m.expected} and says so.`, [...step.path, step.def.prompt !== undefined ? 'prompt' : 'inline_instruction'], where(m.at)));
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
                ctx.report(issue('PROMPT_STATUS_LINE_MISSING', 'warning', `the WORKFLOW_GATE template in the inline_instruction of step '${step.id}' has no status line; the runner's stage contract tells the agent the allowed statuses (${routed.join(', ')})`, `Add 'status: ${routed.join(' | ')}' to the template, or remove the template and rely on the stage contract.`, path));
            return;
        }
        const problem = compareStatuses(inText.statuses, routed);
        if (problem)
            ctx.report(issue('PROMPT_STATUS_MISMATCH', 'error', `the last status line of the inline_instruction of step '${step.id}' does not match its statuses: ${problem}`, `Make the two lists equal: 'status: ${routed.join(' | ')}'.`, path));
        return;
    }
    const problem = compareStatuses(last.statuses, routed);
    if (problem) {
        ctx.report(issue('PROMPT_STATUS_MISMATCH', 'error', `the last status line of the inline_instruction of step '${step.id}' ('${last.text}') does not match its statuses (${ctx.where([...step.path, 'statuses'])}): ${problem}`, `Make the two lists equal: 'status: ${routed.join(' | ')}' in the instruction, or route exactly those statuses.`, path, { at: { line: last.line, column: last.column } }));
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
            if (name.includes('{{') || /[\\/]/.test(name) || name === '.' || name === '..')
                return; // placeholders.ts / paths.ts
            const path = [...step.path, 'skills', i];
            const skill = session.skill(name);
            if (!skill.file.ok) {
                if (skill.file.reason === 'outside')
                    return;
                const why = skill.file.reason === 'missing' ? 'has no file' : skill.file.reason === 'directory' ? 'is a directory' : `cannot be read (${skill.file.detail})`;
                report(issue('SKILL_NOT_FOUND', 'error', `skill '${name}' of step '${step.id}' ${why} at .github/skills/${name}/SKILL.md`, 'Add the skill (.github/skills/<name>/SKILL.md) or fix the name.', path, { value: true }));
                return;
            }
            if (skill.contractError) {
                report(issue('SKILL_CONTRACT_INVALID', 'error', `skill '${name}': ${skill.contractError.message}`, 'Write the contract as a YAML block between the markers: emitted_statuses: [STATUS_A, STATUS_B].', path, { at: { file: skill.file.rel, line: skill.contractError.line, column: skill.contractError.column } }));
                return;
            }
            if (!skill.contract || routed.length === 0)
                return;
            const routedSet = new Set(routed);
            const missing = skill.contract.statuses.filter((s) => !routedSet.has(s));
            if (missing.length === 0)
                return;
            const suggestion = missing.length === 1 ? (0,did_you_mean/* didYouMean */.au)(missing[0], routed) : '';
            report(issue('SKILL_STATUS_NOT_ROUTED', 'error', `skill '${name}' can conclude ${missing.join(', ')}, but step '${step.id}' (${ctx.where([...step.path, 'statuses'])}) does not route ${missing.length === 1 ? 'it' : 'them'}.${suggestion}`, `Add ${missing.map((s) => `${s}: <next step>`).join(', ')} to the step's statuses (and its prompt's status line), or narrow the skill's emitted_statuses.`, [...step.path, 'statuses'], { at: { file: skill.file.rel, line: skill.contract.line, column: skill.contract.column } }));
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
                report(issue('RESOLVER_INPUTS_UNBOUND', 'warning', `resolver step '${step.id}' (retry_step with statuses) binds none of blocking_artifact, blocking_qids, retry_step, which the High-Impact Unknown Rule requires it to bind explicitly; the runner still gives it the persisted values in its prompt and environment`, `Add inputs: { ${EXPECTED} }.`, p, at));
            else
                report(issue('RESOLVER_INPUTS', 'error', `resolver step '${step.id}' binds none of blocking_artifact, blocking_qids, retry_step`, `Add inputs: { ${EXPECTED} }.`, p, at));
        }
        else {
            const missing = Object.keys(RESOLVER_INPUTS).filter((k) => !Object.hasOwn(inputs, k));
            if (missing.length > 0) {
                report(issue(gated ? 'RESOLVER_INPUTS_UNBOUND' : 'RESOLVER_INPUTS', gated ? 'warning' : 'error', `resolver step '${step.id}' does not bind ${missing.join(', ')}`, `A resolver binds exactly: ${EXPECTED}.`, [...p, 'inputs'], {}));
            }
            for (const [key, value] of Object.entries(inputs)) {
                const expected = Object.hasOwn(RESOLVER_INPUTS, key) ? RESOLVER_INPUTS[key] : undefined;
                if (expected === undefined) {
                    if (gated)
                        continue; // a gated stage's own prompt inputs
                    report(issue('RESOLVER_INPUTS', 'error', `resolver step '${step.id}' binds '${key}', which is not one of its three inputs (blocking_artifact, blocking_qids, retry_step)`, `Remove '${key}': a resolver binds exactly ${EXPECTED}.`, [...p, 'inputs', key]));
                }
                else if (typeof value !== 'string' || !new RegExp(`^\\{\\{\\s*${expected}\\s*\\}\\}$`).test(value.trim())) {
                    report(issue('RESOLVER_INPUTS', 'error', `resolver input ${key} of step '${step.id}' is ${JSON.stringify(value)}; it must be '{{${expected}}}' (the value the runner records when a stage blocks)`, `Write ${key}: '{{${expected}}}'.`, [...p, 'inputs', key], { value: true }));
                }
            }
        }
        if (d.retry_step === undefined) {
            report(issue('RESOLVER_RETRY', 'error', `resolver step '${step.id}' has no retry_step, so the runner cannot tell which stage to retry`, 'Add retry_step: <the stage that routes its *_BLOCKED status here>.', p, at));
        }
        else if (gated && !Object.values(d.statuses ?? {}).some((t) => (0,model_workflow/* targetsOf */.QR)(t).includes(d.retry_step))) {
            report(issue('RESOLVER_RETRY', 'error', `resolver step '${step.id}' retries '${d.retry_step}', but none of its statuses routes back to it; a resolver returns only to the stage it retries`, `Route its resolved status(es) to ${d.retry_step}, e.g. HIGH_IMPACT_UNKNOWNS_RESOLVED: ${d.retry_step}.`, [...p, 'retry_step'], { value: true }));
        }
        else if (d.on_success !== undefined && d.on_success !== d.retry_step) {
            report(issue('RESOLVER_RETRY', 'error', `resolver step '${step.id}' returns to '${d.on_success}' but retries '${d.retry_step}'; a resolver returns only to the stage it retries`, `Set on_success: ${d.retry_step} (equal to retry_step).`, [...p, 'on_success'], { value: true }));
        }
        else if (scope.steps.has(d.retry_step)) {
            const from = predecessors(`${p.slice(0, -1).join('\0')}\0${step.id}`);
            if (from.size > 0 && !from.has(d.retry_step)) {
                report(issue('RESOLVER_RETRY_NOT_ROUTING', 'warning', `resolver step '${step.id}' retries '${d.retry_step}', but is entered only from ${[...from].map((s) => `'${s}'`).join(', ')}; the blocked stage would never be retried`, `Set retry_step (and on_success) to the stage that routes here${from.size === 1 ? `: ${[...from][0]}` : ''}.`, [...p, 'retry_step'], { value: true }));
            }
        }
    }
}

// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(2454);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
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

;// CONCATENATED MODULE: ./src/core/validate/rules/children.ts
// Child workflows, named by child_workflow steps and by composite phases, get the same
// checks: the file exists and is itself valid (no cycle of workflows calling each other),
// every required input of the child is bound, bound names are inputs the child declares, a
// fresh child ignores previous completion, and the outcomes routed or required are ones the
// child can end with (stop codes or its own terminal statuses).







const STOP_CODE_NAMES = Object.keys(stop_codes/* STOP_CODES */.GO);
/** Every status a child run can end with: the stop codes and its hand-off terminal statuses. */
function childOutcomes(child) {
    const out = new Set(STOP_CODE_NAMES);
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
    return template.replace(placeholders/* PLACEHOLDER */.Kx, (whole, name) => {
        if (depth > 16)
            return whole;
        const given = bound(name);
        if (given !== undefined)
            return ctx.expandDefaults(given);
        const inner = (0,placeholders/* scalarToString */.Vu)(child.inputs.defaults[name]);
        return inner !== undefined ? expandInParent(ctx, child, inner, bound, depth + 1) : whole;
    });
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
        ctx.report(issue('CHILD_WORKFLOW_NOT_FOUND', 'error', `${what} '${template}' ${why}`, 'Fix the path (child workflow paths are relative to the workspace root), or add the workflow.', path, { value: true }));
        return undefined;
    }
    if (read.rel === ctx.workflow.file) {
        ctx.report(issue('CHILD_WORKFLOW_CYCLE', 'error', `${what} '${template}' is this workflow itself; it would start itself again and again`, 'Name a different workflow.', path, { value: true }));
        return undefined;
    }
    const check = ctx.session.workflow(read.rel);
    if (check === 'cycle') {
        ctx.report(issue('CHILD_WORKFLOW_CYCLE', 'error', `${what} '${template}' leads back to ${ctx.workflow.file}: the workflows start each other in a cycle`, 'Break the cycle: a child workflow must not (directly or through its own children) run its parent.', path, { value: true }));
        return undefined;
    }
    const errors = check.diagnostics.filter((d) => d.severity === 'error');
    const first = errors[0];
    if (first) {
        ctx.report(issue('CHILD_WORKFLOW_INVALID', 'error', `${what} '${template}' is not valid (${errors.length} error${errors.length === 1 ? '' : 's'}; first: ${first.file}:${first.line}:${first.column} ${first.code} ${first.message})`, `Run \`stagegate validate ${read.rel}\` and fix the child first.`, path, { value: true }));
    }
    return check.workflow;
}
function ruleChildWorkflows(ctx) {
    const { report } = ctx;
    for (const { step } of ctx.steps) {
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
            report(issue('CHILD_FRESH_WITHOUT_IGNORE', 'error', `child workflow step '${step.id}' runs the child fresh but does not set ignore_previous_completion: true, so a child that completed before would be reported complete without running again`, 'Add ignore_previous_completion: true under the step\'s execution (next to execution_mode: fresh).', where, { value: true }));
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
                report(issue('CHILD_SHARES_RUN_ROOT', 'warning', `child workflow step '${step.id}' runs ${child.file} fresh in this run's own root (${normalise(childRoot)}): the child keeps its manifest and logs in ${normalise(childRoot)}/children/${child.name}/ and moves aside only its own state and outputs, but its outputs share this run's folder`, 'Give the child a folder of its own (e.g. artifact_root: \'{{artifact_root}}/audit\'), or accept that its outputs sit beside this run\'s.', [...p, 'child_workflow']));
            }
        }
        const missing = child.inputs.required.filter((name) => !Object.hasOwn(bound, name));
        if (missing.length > 0) {
            report(issue('CHILD_INPUT_NOT_BOUND', 'error', `child workflow step '${step.id}' does not bind ${missing.join(', ')}, required by ${child.file}`, `Add ${missing.map((m) => `${m}: '{{${m}}}'`).join(', ')} to the step's inputs.`, d.inputs ? [...p, 'inputs'] : p, d.inputs ? {} : { at: { line: step.line, column: step.column } }));
        }
        const accepts = childInputs(child);
        for (const name of Object.keys(bound)) {
            if (accepts.has(name))
                continue;
            report(issue('CHILD_INPUT_UNKNOWN', 'warning', `child workflow step '${step.id}' binds '${name}', which ${child.file} does not declare, so the child never sees it.${(0,did_you_mean/* didYouMean */.au)(name, accepts)}`, `Remove it, or declare '${name}' in the child's inputs.`, [...p, 'inputs', name]));
        }
        const outcomes = childOutcomes(child);
        // Outcomes the child can end with that this step does not route stop the run with
        // WORKFLOW_STATUS_CONTRACT_VIOLATION after the child ran: say so before anything runs.
        if (d.statuses !== undefined) {
            for (const [outcome, why] of possibleOutcomes(child)) {
                if (Object.hasOwn(d.statuses, outcome))
                    continue;
                report(issue('CHILD_OUTCOME_NOT_ROUTED', 'warning', `child workflow step '${step.id}' does not route ${outcome}, which ${child.file} can end with (${why}); the run would stop with WORKFLOW_STATUS_CONTRACT_VIOLATION after the child ran`, `Add ${outcome}: <next step | BLOCKED> to the step's statuses.`, [...p, 'statuses']));
            }
        }
        for (const status of Object.keys(d.statuses ?? {})) {
            if (outcomes.has(status))
                continue;
            report(issue('CHILD_STATUS_UNKNOWN', 'warning', `child workflow step '${step.id}' routes '${status}', but ${child.file} can never end with it.${(0,did_you_mean/* didYouMean */.au)(status, outcomes)}`, 'Route the child\'s outcomes: WORKFLOW_COMPLETE, a WORKFLOW_BLOCKED_* stop code, or a terminal_status of one of its hand-off steps.', [...p, 'statuses', status]));
        }
    }
}
function rulePhases(ctx) {
    const { report, workflow, declared } = ctx;
    // Each phase runs its child with a state file of its own: two phases (or a phase and this
    // workflow) that resolve to the same file would find each other's state after the first ran.
    const stateOwners = new Map([[normalise(ctx.expandDefaults(workflow.data.state_path)), 'this composite workflow']]);
    for (const [id, phase] of Object.entries(workflow.data.phases ?? {})) {
        const p = ['phases', id];
        const child = loadChild(ctx, phase.workflow, [...p, 'workflow'], `workflow of phase '${id}'`);
        const passed = phase.pass_inputs ?? [];
        passed.forEach((name, i) => {
            if (!declared.has(name)) {
                report(issue('PHASE_INPUT_UNDECLARED', 'error', `phase '${id}' passes '${name}', which is not an input of ${workflow.file}.${(0,did_you_mean/* didYouMean */.au)(name, declared)}`, `Declare '${name}' in this workflow's inputs, or pass it as derived_inputs: {${name}: <value>}.`, [...p, 'pass_inputs', i], { value: true }));
            }
        });
        const outcomes = childOutcomes(child);
        (phase.require_terminal_status ?? []).forEach((status, i) => {
            if (outcomes.has(status))
                return;
            report(issue('PHASE_TERMINAL_STATUS_UNKNOWN', 'error', `phase '${id}' requires terminal status '${status}', which ${child ? child.file : 'a workflow'} can never end with.${(0,did_you_mean/* didYouMean */.au)(status, outcomes)}`, 'Use WORKFLOW_COMPLETE, another stop code, or a terminal_status of one of the child\'s hand-off steps.', [...p, 'require_terminal_status', i], { value: true }));
        });
        if (!child)
            continue;
        const derived = phase.derived_inputs ?? {};
        const phaseBound = (name) => (Object.hasOwn(derived, name) ? (0,placeholders/* scalarToString */.Vu)(derived[name]) : passed.includes(name) ? `{{${name}}}` : undefined);
        const statePath = normalise(expandInParent(ctx, child, child.data.state_path, phaseBound));
        const owner = stateOwners.get(statePath);
        if (owner !== undefined) {
            report(issue('PHASE_STATE_SHARED', 'error', `phase '${id}' keeps ${child.file}'s state in ${statePath}, the state file of ${owner}; the phase would find that state (another workflow's run) and stop with WORKFLOW_STATE_INTEGRITY_VIOLATION after the earlier phase ran`, 'Give each phase a state file of its own: a different state_path in the child, or a derived artifact_root per phase (derived_inputs: {artifact_root: \'{{artifact_root}}/<phase>\'}).', [...p, 'workflow'], { value: true }));
        }
        else
            stateOwners.set(statePath, `phase '${id}'`);
        const given = new Set([...passed, ...Object.keys(derived)]);
        const missing = child.inputs.required.filter((name) => !given.has(name));
        if (missing.length > 0) {
            report(issue('CHILD_INPUT_NOT_BOUND', 'error', `phase '${id}' does not give ${missing.join(', ')}, required by ${child.file}`, `Add ${missing.join(', ')} to pass_inputs (when this workflow has them) or to derived_inputs.`, phase.pass_inputs ? [...p, 'pass_inputs'] : [...p, 'workflow'], {}));
        }
        const accepts = childInputs(child);
        passed.forEach((name, i) => {
            if (!accepts.has(name) && declared.has(name))
                report(issue('CHILD_INPUT_UNKNOWN', 'warning', `phase '${id}' passes '${name}', which ${child.file} does not declare, so the child never sees it.${(0,did_you_mean/* didYouMean */.au)(name, accepts)}`, `Remove it from pass_inputs, or declare '${name}' in the child's inputs.`, [...p, 'pass_inputs', i], { value: true }));
        });
        for (const name of Object.keys(derived)) {
            if (!accepts.has(name))
                report(issue('CHILD_INPUT_UNKNOWN', 'warning', `phase '${id}' derives '${name}', which ${child.file} does not declare, so the child never sees it.${(0,did_you_mean/* didYouMean */.au)(name, accepts)}`, `Remove it from derived_inputs, or declare '${name}' in the child's inputs.`, [...p, 'derived_inputs', name]));
        }
    }
}

// EXTERNAL MODULE: ./src/core/steps/foreach/completion.ts
var completion = __webpack_require__(6038);
// EXTERNAL MODULE: ./src/core/steps/foreach/registry.ts
var registry = __webpack_require__(9039);
// EXTERNAL MODULE: ./src/core/steps/foreach/selection.ts
var foreach_selection = __webpack_require__(1700);
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
        if (source !== undefined && !/\}\}\s*$/.test(source) && !(0,registry/* registryFormatOf */.ie)(source)) {
            report(issue('FOREACH_SOURCE_INVALID', 'error', `foreach source '${source}' of step '${step.id}' is not a Markdown table (.md), YAML list (.yaml, .yml) or JSON array (.json)`, 'Name the registry file with its format\'s extension.', [...step.path, 'foreach', 'source'], { value: true }));
        }
        const items = step.def.foreach?.items;
        if (items !== undefined && !(0,foreach_selection/* parseItems */.mo)(items)) {
            report(issue('FOREACH_ITEMS_INVALID', 'error', `foreach.items '${items}' of step '${step.id}' is not a selection stagegate can evaluate (forms: ${foreach_selection/* ITEMS_FORMS */.NX.join('; ')})`, 'Write e.g. items: artifacts where implementation_required != NO and DD Verification != VERIFIED (conditions on registry columns, joined by "and"), or remove items to take every row.', [...step.path, 'foreach', 'items'], { value: true }));
        }
        const require = step.def.completion?.require;
        if (require !== undefined && !(0,completion/* parseRequire */.BL)(require)) {
            report(issue('FOREACH_COMPLETION_INVALID', 'error', `completion.require '${require}' of step '${step.id}' is not one of: ${completion/* REQUIRE_FORMS */.Af.join(', ')}`, 'Write e.g. require: all rows VERIFIED (checked against the registry\'s status_field, default "Status"), or require: all artifacts have DD Verification = VERIFIED.', [...step.path, 'completion', 'require'], { value: true }));
        }
        if (source !== undefined && !source.includes('{{'))
            checkFieldsAgainst(ctx, step, source);
        const bindings = step.def.foreach?.bindings;
        if (!bindings)
            continue;
        for (const name of Object.keys(bindings)) {
            const path = [...step.path, 'foreach', 'bindings', name];
            if (RESERVED.has(name)) {
                report(issue('FOREACH_BINDING_INVALID', 'error', `foreach binding '${name}' of step '${step.id}' takes the name of a runner-owned value, execution control or item_id`, `Rename the binding (e.g. item_${name}).`, path));
            }
            else if (inputs.has(name)) {
                report(issue('FOREACH_BINDING_SHADOWS_INPUT', 'warning', `foreach binding '${name}' of step '${step.id}' has the name of a workflow input; inside per_item {{${name}}} would mean the row's value, elsewhere the input's`, `Rename the binding (e.g. item_${name}) so each name means one thing.`, path));
            }
        }
    }
}
/**
 * The registry as it is in the workspace now (a fixed path, a regular file that parses), or
 * undefined: an earlier step may write it, so what is not there yet is no finding.
 */
function currentRegistry(ctx, source, idField) {
    const format = (0,registry/* registryFormatOf */.ie)(source);
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
        return (0,registry/* parseRegistry */.l5)(file.text, file.rel, format, idField);
    }
    catch (error) {
        // A Markdown registry is the first table with the id column: none has it.
        return format === 'markdown' && /has a column/.test(error.message) ? 'no-id-column' : undefined;
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
    const unknown = (field, what, path, columns, hint = STOPS) => ctx.report(issue('FOREACH_FIELD_UNKNOWN', 'warning', `${what} '${field}' of step '${step.id}' is no column of ${source} as it is now${columns.length > 0 ? ` (columns: ${columns.join(', ')})` : ''}.${(0,did_you_mean/* didYouMean */.au)(field, columns)}`, hint, path, { value: true }));
    if (registry === 'no-id-column') {
        unknown(def.id_field, 'foreach.id_field', [...base, 'id_field'], []);
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
    // A list row gets the key when its item is verified; a table without the column is never marked.
    if (def.status_field !== undefined && registry.format === 'markdown' && !has.has(def.status_field)) {
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
// keys that only other kinds use are flagged, and on_stall where no gate is accepted. Targets are checked by the targets rule.


function ruleDecisions(ctx) {
    const { report } = ctx;
    for (const { step } of ctx.steps) {
        if (step.def.on_stall !== undefined && step.kind !== 'shell' && step.kind !== 'agent') {
            report(issue('UNUSED_KEY', 'warning', `on_stall on ${step.kind} step '${step.id}' is never used: only managed stages (run, prompt, inline_instruction) accept gates that can stall`, 'Move on_stall to the stage whose gate repeats.', [...step.path, 'on_stall']));
        }
        const branches = step.def.decide;
        if (step.kind !== 'decision' || branches === undefined)
            continue;
        const p = step.path;
        const elses = branches.map((b, i) => ('else' in b ? i : -1)).filter((i) => i >= 0);
        if (elses.length === 0) {
            report(issue('DECISION_ELSE_MISSING', 'error', `decision step '${step.id}' has no else branch: when no if matches, the run would have nowhere to go`, 'Add a last branch: - else: <step | DONE | BLOCKED>.', [...p, 'decide']));
        }
        for (const i of elses) {
            if (i !== branches.length - 1) {
                report(issue('DECISION_ELSE_NOT_LAST', 'error', `decision step '${step.id}': else is branch ${i + 1} of ${branches.length}; the branches after it could never be taken`, 'Keep exactly one else, as the last branch.', [...p, 'decide', i]));
            }
        }
        branches.forEach((b, i) => {
            if (!('if' in b))
                return;
            const compiled = (0,expressions/* compileExpression */.Wo)(b.if);
            if (compiled.ok)
                return;
            const unknownRoot = /Unrecognized named-value/.test(compiled.message);
            report(issue('DECISION_EXPRESSION_INVALID', 'error', `decision step '${step.id}', branch ${i + 1}: ${unknownRoot ? 'unknown context in' : 'invalid expression'} '${b.if}': ${compiled.message}`, unknownRoot ? 'Expressions see only inputs.<name>, steps.<id>.status|output|gate.<key>, visits.<id> and run.id.' : 'Write a GitHub-style expression, e.g. steps.review.gate.score >= 90 && visits.review < 3.', [...p, 'decide', i, 'if'], { at: errorPosition(ctx, [...p, 'decide', i, 'if'], b.if, compiled.column) }));
        });
        for (const key of ['output', 'retry', 'timeout_minutes', 'agent', 'skills', 'inputs']) {
            if (step.def[key] !== undefined) {
                report(issue('UNUSED_KEY', 'warning', `${key} on decision step '${step.id}' is never used: a decision runs no process`, `Remove ${key}.`, [...p, key]));
            }
        }
    }
}
/** The line of the `if` value, and the column of the error inside it when the text is on that line. */
function errorPosition(ctx, path, text, column) {
    const pos = ctx.workflow.source.locateValue(path);
    const line = ctx.workflow.source.text.split(/\r?\n/)[pos.line - 1] ?? '';
    const at = line.indexOf(text, pos.column - 1);
    return at >= 0 ? { line: pos.line, column: at + 1 + column } : pos;
}

// EXTERNAL MODULE: ./src/core/steps/parallel/branches.ts
var parallel_branches = __webpack_require__(9739);
;// CONCATENATED MODULE: ./src/core/validate/rules/parallel.ts
// Parallel steps are well formed: at least one branch; every branch a run, prompt,
// inline_instruction, action or child_workflow body (no nested parallel) whose statuses lead
// only to DONE or BLOCKED; branch outputs disjoint (from each other, other steps and the state
// file); the step's statuses keys exactly PARALLEL_COMPLETE (+ optional PARALLEL_FAILED).
// The rules that check any step's texts (placeholders, paths, prompts, skills, child workflows)
// run over the branches too.










const VERDICTS = new Set(['PARALLEL_COMPLETE', 'PARALLEL_FAILED']);
/** Keys a branch carries that only mean something on a step of the workflow's graph. */
const GRAPH_KEYS = ['on_failure', 'on_complete', 'on_stall', 'on_skip', 'optional', 'max_visits', 'retry_step', 'on_success'];
function under(path, prefix) {
    return prefix.every((p, i) => path[i] === p);
}
function ruleParallel(ctx) {
    const { report, workflow } = ctx;
    const branchSteps = [];
    for (const { step, scope } of ctx.steps) {
        if (step.kind !== 'parallel')
            continue;
        const at = { at: { line: step.line, column: step.column } };
        const p = step.path;
        if (scope.kind !== 'top')
            continue; // per-item steps of a foreach: that rule reports the kind
        const defs = step.def.parallel?.branches ?? {};
        if (Object.keys(defs).length === 0) {
            report(issue('PARALLEL_NO_BRANCHES', 'error', `parallel step '${step.id}' has no branches, so nothing would run`, 'Add parallel.branches: {<id>: {run: ..., output: ..., statuses: {OK: DONE}}}.', [...p, 'parallel'], {}));
        }
        checkStatuses(ctx, step);
        const branches = (0,parallel_branches/* branchesOf */.IJ)(workflow, step);
        const valid = new Set(branches.map((b) => b.id));
        const base = [...p, 'parallel', 'branches'];
        const positions = workflow.source.keyPositions(base);
        for (const [id, def] of Object.entries(defs)) {
            if (valid.has(id))
                continue;
            const { problem } = (0,model_workflow/* classifyStep */.d_)(def);
            report(issue('STEP_KIND_INVALID', 'error', `branch '${id}' of parallel step '${step.id}': ${problem ?? 'unknown kind'}`, 'Give the branch exactly one of run, prompt, inline_instruction, action or child_workflow.', [...base, id], { at: positions.get(id) ?? at.at }));
        }
        const owners = new Map();
        for (const branch of branches) {
            const bp = branch.path;
            const where = `branch '${branch.id}' of parallel step '${step.id}'`;
            if (branch.kind === 'parallel') {
                report(issue('PARALLEL_NESTED', 'error', `${where} is itself a parallel step; parallel steps do not nest`, 'Flatten the branches into one parallel step, or move the inner group into a child workflow (a child_workflow branch may contain a parallel step).', bp, { at: { line: branch.line, column: branch.column } }));
                continue;
            }
            if (!parallel_branches/* BRANCH_KINDS */.$z.has(branch.kind)) {
                report(issue('PARALLEL_BRANCH_KIND', 'error', `${where} is a ${branch.kind} step; a branch runs one stage: run, prompt, inline_instruction, action or child_workflow`, 'Make the branch a stage, or move the logic into a child workflow.', bp, { at: { line: branch.line, column: branch.column } }));
                continue;
            }
            branchSteps.push({ step: branch, scope: ctx.top });
            const d = branch.def;
            const bat = { at: { line: branch.line, column: branch.column } };
            if ((branch.kind === 'shell' || branch.kind === 'agent') && d.output === undefined && d.result_contract === undefined) {
                report(issue('MISSING_OUTPUT', 'error', `${where} declares no output; a gated stage writes one output that ends in a WORKFLOW_GATE block`, 'Add output: <workspace-relative path>, different for every branch.', bp, bat));
            }
            if (branch.kind !== 'action' && (d.statuses === undefined || Object.keys(d.statuses).length === 0)) {
                report(issue('MISSING_STATUSES', 'error', `${where} routes no status, so it can neither succeed nor fail`, 'Add statuses: {<STATUS>: DONE, <OTHER>: BLOCKED}.', bp, bat));
            }
            if (branch.kind === 'action' && d.statuses !== undefined) {
                report(issue('UNUSED_KEY', 'warning', `statuses on action ${where} are never used: an action branch succeeds when it exits 0`, 'Remove statuses, or make the branch a gated stage (run, prompt or inline_instruction with an output).', [...bp, 'statuses']));
            }
            for (const [status, target] of Object.entries(d.statuses ?? {})) {
                for (const to of (0,model_workflow/* targetsOf */.QR)(target)) {
                    if (model_workflow/* TERMINAL_TARGETS */.e2.has(to))
                        continue;
                    report(issue('PARALLEL_BRANCH_TARGET', 'error', `status ${status} of ${where} goes to '${to}'; a branch's statuses lead to DONE (the branch succeeds) or BLOCKED (it fails)`, "Map the status to DONE or BLOCKED, and route the parallel step's PARALLEL_COMPLETE / PARALLEL_FAILED to the next step.", [...bp, 'statuses', status], { value: true }));
                    break;
                }
            }
            for (const k of GRAPH_KEYS) {
                if (d[k] === undefined)
                    continue;
                report(issue('UNUSED_KEY', 'warning', `${k} on ${where} is never used: a branch is not a step of the workflow's graph`, `Remove ${k}; set it on the parallel step '${step.id}' if it is meant for the whole step.`, [...bp, k]));
            }
            const key = (0,parallel_branches/* artifactKey */.Wf)(step.id, branch.id);
            if (workflow.steps.has(key)) {
                report(issue('PARALLEL_BRANCH_ID_TAKEN', 'error', `${where} is recorded as '${key}', which is also the id of a step`, 'Rename the branch or the step: branch results are recorded as <step>.<branch>.', bp, bat));
            }
            if (d.output !== undefined) {
                // {{step}} in a branch names the parallel step; defaults are literal parts too.
                const out = normalisePathTemplate(ctx.expandDefaults(d.output).replace(/\{\{\s*step\s*\}\}/g, step.id));
                const owner = owners.get(out);
                if (owner !== undefined) {
                    report(issue('PARALLEL_OUTPUT_SHARED', 'error', `branches '${owner}' and '${branch.id}' of parallel step '${step.id}' declare the same output '${d.output}'; concurrent branches would write one file`, 'Give every branch its own output path (e.g. with the branch id in it).', [...bp, 'output'], { value: true }));
                }
                else
                    owners.set(out, branch.id);
            }
        }
        checkAgainstSteps(ctx, step, branches);
    }
    if (branchSteps.length === 0)
        return;
    // The rules for any step's texts, over the branches; their workflow-level findings are already reported.
    const prefixes = branchSteps.map((s) => s.step.path);
    const sub = { ...ctx, steps: branchSteps, report: (f) => (prefixes.some((p) => under(f.path, p)) ? ctx.report(f) : undefined) };
    rulePlaceholders(sub);
    ruleShellPlacements(sub);
    rulePaths(sub);
    rulePrompts(sub);
    ruleSkills(sub);
    ruleChildWorkflows(sub);
}
/** The verdict keys: exactly PARALLEL_COMPLETE, and optionally PARALLEL_FAILED. */
function checkStatuses(ctx, step) {
    const statuses = step.def.statuses;
    const p = step.path;
    if (statuses === undefined || !Object.prototype.hasOwnProperty.call(statuses, 'PARALLEL_COMPLETE')) {
        ctx.report(issue('PARALLEL_STATUSES', 'error', `parallel step '${step.id}' does not route PARALLEL_COMPLETE, so the run would have nowhere to go when its join is satisfied`, 'Add statuses: {PARALLEL_COMPLETE: <next step | DONE>, PARALLEL_FAILED: <step | BLOCKED>}.', statuses ? [...p, 'statuses'] : p, statuses ? {} : { at: { line: step.line, column: step.column } }));
    }
    for (const key of Object.keys(statuses ?? {})) {
        if (VERDICTS.has(key))
            continue;
        ctx.report(issue('PARALLEL_STATUSES', 'error', `status ${key} of parallel step '${step.id}' is never reported: a parallel step reports PARALLEL_COMPLETE or PARALLEL_FAILED`, "Route the branch's own statuses inside the branch (to DONE or BLOCKED); keep PARALLEL_COMPLETE and PARALLEL_FAILED here.", [...p, 'statuses', key]));
    }
}
/** A branch output may not be another step's output or the state file (DUPLICATE_OUTPUT). */
function checkAgainstSteps(ctx, step, branches) {
    const others = new Map();
    for (const { step: s } of ctx.steps)
        if (s.def.output !== undefined)
            others.set(normalisePathTemplate(ctx.expandDefaults(s.def.output.replace(/\{\{\s*step\s*\}\}/g, s.id))), s.id);
    const statePath = normalisePathTemplate(ctx.expandDefaults(ctx.workflow.data.state_path));
    for (const branch of branches) {
        if (branch.def.output === undefined || !parallel_branches/* BRANCH_KINDS */.$z.has(branch.kind))
            continue;
        const out = normalisePathTemplate(ctx.expandDefaults(branch.def.output).replace(/\{\{\s*step\s*\}\}/g, step.id));
        const path = [...branch.path, 'output'];
        if (out === statePath) {
            ctx.report(issue('DUPLICATE_OUTPUT', 'error', `output of branch '${branch.id}' of parallel step '${step.id}' is the workflow's state file`, 'Give the branch an output of its own: the runner writes the state file.', path, { value: true }));
            continue;
        }
        const owner = others.get(out);
        if (owner !== undefined) {
            ctx.report(issue('DUPLICATE_OUTPUT', 'error', `branch '${branch.id}' of parallel step '${step.id}' and step '${owner}' declare the same output '${branch.def.output}'`, 'Give every branch and step its own output path.', path, { value: true }));
        }
    }
}

;// CONCATENATED MODULE: ./src/core/validate/rules/imported-files.ts
// Files an imported workflow's steps name (aiox: the agent persona and the task file) are checked
// as the format's own validator checks them: aiox's workflow-validator.js warns when an agent
// reference does not resolve, and run-workflow-engine goes on without a missing task file, so a
// missing file is a warning. A reference with alternatives (a squad's own persona, then the core
// one) is satisfied by any of them. A folder that is missing altogether means the file is checked
// outside its project: one warning per folder, not one per step.




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
                outside ??= resolved;
                continue;
            }
            if ((0,external_node_fs_.existsSync)(resolved.abs)) {
                found = true;
                break;
            }
            folders.push({ rel: (0,external_node_path_.dirname)(resolved.rel), exists: (0,external_node_fs_.existsSync)((0,external_node_path_.dirname)(resolved.abs)) });
        }
        if (found)
            continue;
        if (outside !== undefined && folders.length === 0) {
            ctx.report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `${ref.what} ${ref.path} is outside the workspace: ${outside}`, `Name a file inside the workspace. ${workspace/* WORKSPACE_NOTE */.fA}`, [], at));
            continue;
        }
        const names = candidates.join(' or ');
        if (folders.every((f) => !f.exists)) {
            const folder = folders.map((f) => f.rel).join('/ or ');
            if (!warnedFolders.has(folder)) {
                warnedFolders.add(folder);
                ctx.report(issue('IMPORTED_FOLDER_MISSING', 'warning', `${ref.what} ${names}: the folder ${folder}/ does not exist, so none of the files this workflow names there can be checked (or read by the agent)`, `Validate from the project root (-C DIR), or add ${folder}/.`, [], at));
            }
            continue;
        }
        ctx.report(issue('IMPORTED_FILE_MISSING', 'warning', `${ref.what} ${names} does not exist: the step runs without it`, `Add ${ref.path}, or fix the name in the workflow.`, [], at));
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
            ctx.report(issue('INPUT_TYPE_UNDECLARED', 'error', `inputs.types names '${name}', which is not a declared input`, 'Declare it under inputs.required, inputs.optional or inputs.defaults, or remove its type.', path));
            continue;
        }
        const value = workflow.inputs.defaults[name];
        if (value === undefined || value === null)
            continue;
        const text = String(value);
        if (text === '' || new RegExp(placeholders/* PLACEHOLDER */.Kx.source).test(text))
            continue;
        const expected = (0,input_types/* typeProblem */.Y)(type, text);
        if (expected !== undefined) {
            ctx.report(issue('INPUT_DEFAULT_TYPE', 'error', `the default of input ${name} is '${text}', but inputs.types says it is ${expected}`, `Give ${name} a default of type ${type}, or change its type.`, ['inputs', 'defaults', name], { value: true }));
        }
        else if (type === 'path' && typeof ctx.session.resolve(text) === 'string') {
            ctx.report(issue('INPUT_DEFAULT_TYPE', 'error', `the default of path input ${name} ('${text}') is outside the workspace`, `Use a workspace-relative path. ${workspace/* WORKSPACE_NOTE */.fA}`, ['inputs', 'defaults', name], { value: true }));
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
    if (workflow.format === 'native' && sound(statePath) && sound('{{artifact_root}}') && !(0,run_scope/* templateNamesRun */.EM)(statePath, workflow)) {
        report(issue('STATE_PATH_SHARED', 'warning', `state_path '${statePath}' does not name the run ({{run_id}}), so every run of this workflow shares one state file: it holds one run at a time, and another run id is refused (WORKFLOW_STATE_OWNED_BY_OTHER_RUN) unless that run starts with --mode fresh${ctx.declared.has('artifact_root') ? ' (a fresh run keeps its state under <artifact_root>/runs/<run_id>/)' : ''}`, "Name the run in state_path (e.g. 'runs/{{run_id}}/workflow_state.yaml'), or accept one run at a time.", ['state_path'], { value: true }));
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
            report(issue('FRESH_RUN_NOT_ISOLATED', 'warning', `${first.what} '${first.text}' is not under artifact_root${shared ? ` (a fresh run's is ${root}/runs/<run_id>)` : ''}${more}; a fresh run keeps its state and every output under its own run root (4.0 Fresh Run Isolation), so --mode fresh is refused with WORKFLOW_FRESH_EXECUTION_BLOCKED (resume runs are not affected)`, `Write it under {{artifact_root}} (e.g. '{{artifact_root}}/${external_node_path_.posix.basename(first.text)}').`, first.path, { value: true }));
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
            report(issue('OPTIONAL_INPUT_IN_PATH', 'error', `${what} '${template}' uses the optional input '${name}': when it is not given the path names no file, and the run stops before the stage`, `Make '${name}' required, give it a default, or keep it out of the path (use it in the prompt instead, where an absent input reads as "(not given)").`, path, { value: true }));
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
// that compiles (draft 2020-12). Reported at the gate_schema key (model/gate-schemas.ts reads
// and compiles them, once per validation session).

function ruleGateSchemas(ctx) {
    for (const f of ctx.session.gateSchemas(ctx.workflow).findings)
        ctx.report(issue(f.code, 'error', f.message, f.hint, f.path));
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
    AIOX_DUPLICATE_ID: 'error',
    AIOX_AGENT_INVALID: 'warning',
    AIOX_REQUIRES_UNKNOWN: 'warning',
    AIOX_REQUIRES_LATER: 'warning',
    AIOX_REQUIRES_CIRCULAR: 'error',
    AIOX_CONDITION_EMPTY: 'error',
    AIOX_CONDITION_INVALID: 'error',
    AIOX_CONDITION_UNKNOWN: 'warning',
    AIOX_ROUTE_INVALID: 'error',
    AIOX_TARGET_UNKNOWN: 'error',
    AIOX_VERDICT_TARGET_UNKNOWN: 'warning',
    AIOX_ON_FAILURE_INVALID: 'error',
    AIOX_TIMEOUT_INVALID: 'error',
    AIOX_INPUT_INVALID: 'error',
    AIOX_RUN_UNKNOWN_STEP: 'error',
    AIOX_GATE_WITHOUT_VERDICTS: 'warning',
    AIOX_PARALLEL_GROUP_SEQUENTIAL: 'warning',
    AIOX_FLOW_DIAGRAM_INVALID: 'warning',
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
        codes: { STATE_PATH_MARKDOWN: 'error', STATE_PATH_NOT_YAML: 'warning', AGENT_PACKAGE_VERSION_HARDCODED: 'error', RUNNER_OWNED_OVERRIDDEN: 'error', DUPLICATE_INPUT: 'error', DEFAULTS_CYCLE: 'error', UNKNOWN_TARGET: 'error' },
    },
    {
        name: 'step-shape',
        run: ruleStepShape,
        codes: { STEP_ID_RESERVED: 'error', MISSING_OUTPUT: 'error', MISSING_STATUSES: 'error', MISSING_ON_COMPLETE: 'error', MISSING_ON_SKIP: 'error', MISSING_TERMINAL_STATUS: 'error', FOREACH_NO_PER_ITEM: 'error', UNUSED_KEY: 'warning' },
    },
    { name: 'targets', run: ruleTargets, codes: { UNKNOWN_TARGET: 'error', IF_INPUT_NOT_OPTIONAL: 'error' } },
    { name: 'reachability', run: ruleReachability, codes: { UNREACHABLE_STEP: 'error', UNREACHABLE_IMPORTED_STEP: 'warning', LOOP_WITHOUT_EXIT: 'error', LOOP_WITHOUT_MAX_VISITS: 'warning' } },
    { name: 'outputs', run: ruleOutputs, codes: { DUPLICATE_OUTPUT: 'error', PER_ITEM_OUTPUT_SHARED: 'error' } },
    { name: 'paths', run: rulePaths, codes: { PATH_OUTSIDE_WORKSPACE: 'error' } },
    { name: 'placeholders', run: rulePlaceholders, codes: { UNDECLARED_PLACEHOLDER: 'error' } },
    { name: 'shell-placements', run: ruleShellPlacements, codes: { SHELL_PLACEHOLDER_UNSAFE: 'error', SHELL_PLACEHOLDER_ARITHMETIC: 'warning', SHELL_PLACEHOLDER_EVALUATED: 'warning' } },
    { name: 'prompts', run: rulePrompts, codes: { PROMPT_NOT_FOUND: 'error', UNDECLARED_PLACEHOLDER: 'error', PROMPT_STATUS_LINE_MISSING: 'warning', PROMPT_STATUS_MISMATCH: 'error', PROMPT_GATE_TEMPLATE_MISMATCH: 'warning' } },
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
        codes: { CHILD_WORKFLOW_NOT_FOUND: 'error', CHILD_WORKFLOW_INVALID: 'error', CHILD_WORKFLOW_CYCLE: 'error', PHASE_INPUT_UNDECLARED: 'error', PHASE_TERMINAL_STATUS_UNKNOWN: 'error', PHASE_STATE_SHARED: 'error', CHILD_INPUT_NOT_BOUND: 'error', CHILD_INPUT_UNKNOWN: 'warning' },
    },
    { name: 'run-isolation', run: ruleRunIsolation, codes: { STATE_PATH_SHARED: 'warning', FRESH_RUN_NOT_ISOLATED: 'warning', OPTIONAL_INPUT_IN_PATH: 'error' } },
    { name: 'input-types', run: ruleInputTypes, codes: { INPUT_TYPE_UNDECLARED: 'error', INPUT_DEFAULT_TYPE: 'error' } },
    { name: 'imported-files', run: ruleImportedFiles, codes: { IMPORTED_FILE_MISSING: 'warning', IMPORTED_FOLDER_MISSING: 'warning', PATH_OUTSIDE_WORKSPACE: 'error' } },
    { name: 'decisions', run: ruleDecisions, codes: { DECISION_ELSE_MISSING: 'error', DECISION_ELSE_NOT_LAST: 'error', DECISION_EXPRESSION_INVALID: 'error', UNUSED_KEY: 'warning' } },
    {
        name: 'parallel',
        run: ruleParallel,
        codes: {
            PARALLEL_NO_BRANCHES: 'error',
            PARALLEL_NESTED: 'error',
            PARALLEL_BRANCH_KIND: 'error',
            PARALLEL_BRANCH_TARGET: 'error',
            PARALLEL_BRANCH_ID_TAKEN: 'error',
            PARALLEL_OUTPUT_SHARED: 'error',
            PARALLEL_STATUSES: 'error',
            STEP_KIND_INVALID: 'error',
            MISSING_OUTPUT: 'error',
            MISSING_STATUSES: 'error',
            DUPLICATE_OUTPUT: 'error',
            UNUSED_KEY: 'warning',
            UNDECLARED_PLACEHOLDER: 'error',
            SHELL_PLACEHOLDER_UNSAFE: 'error',
            SHELL_PLACEHOLDER_ARITHMETIC: 'warning',
            SHELL_PLACEHOLDER_EVALUATED: 'warning',
            PATH_OUTSIDE_WORKSPACE: 'error',
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
    { name: 'gate-schemas', run: ruleGateSchemas, codes: { GATE_SCHEMA_NOT_GATED: 'error', GATE_SCHEMA_NOT_FOUND: 'error', GATE_SCHEMA_INVALID: 'error', PATH_OUTSIDE_WORKSPACE: 'error' } },
    { name: 'foreach', run: ruleForeach, codes: { FOREACH_BINDING_INVALID: 'error', FOREACH_BINDING_SHADOWS_INPUT: 'warning', FOREACH_SOURCE_INVALID: 'error', FOREACH_ITEMS_INVALID: 'error', FOREACH_COMPLETION_INVALID: 'error', FOREACH_FIELD_UNKNOWN: 'warning' } },
];
/** Codes the loader and the file walker emit (shape, YAML, files). */
const LOADER_CODES = {
    WORKFLOW_FILE_UNREADABLE: 'error',
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
    NO_WORKFLOW_FILES: 'warning',
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







/** A session that reads every prompt, skill and child workflow once (share it across files). */
function createValidationSession(workspace) {
    return new ValidationSession(workspace, checkWorkflowFile);
}
function checkWorkflowFile(session, rel) {
    // recover: a schema error in one step does not hide the rule findings of the others.
    const loaded = (0,loader/* loadWorkflow */.G2)(session.workspace, rel, { recover: true });
    const diagnostics = [...loaded.diagnostics];
    if (loaded.workflow) {
        const dropped = loaded.dropped ?? [];
        // Findings about a step whose keys were dropped would only echo the schema error.
        const damaged = dropped.filter((p) => p[0] === 'steps' || p[0] === 'phases').map(stepOf);
        // A loop or a route through such a step is described with a key missing: left out too.
        const ids = damaged.map((p) => String(p[p.length - 1]));
        const graphCodes = new Set(['LOOP_WITHOUT_MAX_VISITS', 'LOOP_WITHOUT_EXIT', 'UNREACHABLE_STEP', 'UNKNOWN_TARGET', 'FRESH_RUN_NOT_ISOLATED']);
        const names = (d) => graphCodes.has(d.code) && ids.some((id) => new RegExp(`(^|[^A-Za-z0-9_.-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9_.-])`).test(d.message));
        const about = (d) => damaged.some((p) => p.every((seg, i) => d.path[i] === seg)) || names(d);
        for (const d of runRules(loaded.workflow, session))
            if (!about(d))
                diagnostics.push(d);
    }
    // A workflow that only loaded by dropping keys is never handed out as valid.
    return { workflow: loaded.dropped ? undefined : loaded.workflow, diagnostics };
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
        const ctx = buildContext(workflow, session, diagnostics);
        for (const rule of RULES)
            rule.run(ctx);
    });
    return diagnostics;
}
/** Validate a loaded workflow: every static contract rule. Pass a session to share file reads. */
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
/* harmony export */   Q: () => (/* binding */ sha256File),
/* harmony export */   f: () => (/* binding */ sha256Text)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5217);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2076);
// sha256 digests of files and text, streamed in chunks so a large artifact is never held whole.



const CHUNK = 1024 * 1024;
function sha256Text(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex');
}
function sha256File(path) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    // Never blocks on a FIFO put in a file's place (NotRegularFileError instead).
    const fd = (0,_state_own_file_js__WEBPACK_IMPORTED_MODULE_2__/* .openRegularForRead */ .os)(path);
    try {
        const buffer = Buffer.allocUnsafe(CHUNK);
        for (;;) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buffer, 0, CHUNK, null);
            if (n === 0)
                break;
            hash.update(n === CHUNK ? buffer : buffer.subarray(0, n));
        }
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
    return hash.digest('hex');
}


/***/ }),

/***/ 5620:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aR: () => (/* binding */ Workspace),
/* harmony export */   fA: () => (/* binding */ WORKSPACE_NOTE),
/* harmony export */   pr: () => (/* binding */ likelyWorkspaceOf)
/* harmony export */ });
/* unused harmony export toPosix */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2862);
// Workspace confinement. Every path a workflow or an input names must resolve inside the
// workspace, lexically AND after following symlinks, before anything is read or written there.



function toPosix(p) {
    return node_path__WEBPACK_IMPORTED_MODULE_1__.sep === '/' ? p : p.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}
function isInside(root, candidate) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, candidate);
    return rel === '' || (!rel.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/** Marks a dangling symlink on the way. Never a real path: checked by identity, since
 * path.relative would resolve it against the process's cwd (and call it inside). */
const DANGLING = '\0dangling-symlink';
/** Real path of the deepest existing ancestor of `p` (p itself when it exists). */
function realpathOfExistingPrefix(p) {
    let current = p;
    const tail = [];
    for (;;) {
        try {
            const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(current);
            return tail.length === 0 ? real : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(real, ...tail.reverse());
        }
        catch (error) {
            const code = error.code;
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw error;
            // A dangling symlink: lstat succeeds where realpath fails. It leads somewhere we
            // cannot check, so treat it as leading out.
            try {
                if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(current).isSymbolicLink())
                    return DANGLING;
            }
            catch {
                /* not there at all: climb */
            }
            const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current);
            if (parent === current)
                return p;
            tail.push(current.slice(parent.length + (parent.endsWith(node_path__WEBPACK_IMPORTED_MODULE_1__.sep) ? 0 : 1)));
            current = parent;
        }
    }
}
class Workspace {
    root;
    realRoot;
    constructor(root) {
        this.root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root);
        this.realRoot = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(this.root);
    }
    /**
     * Resolve a workspace-relative (or absolute, inside) path; refuse one that leads out.
     * `what` names the path in the error ("output of step review").
     */
    resolve(p, what) {
        if (p.includes('\0'))
            throw outside(what, p, 'it contains a NUL byte');
        if (p.trim() === '')
            throw outside(what, p, 'it is empty');
        const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(this.root, p);
        if (!isInside(this.root, abs))
            throw outside(what, p, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(p) ? 'it is an absolute path outside the workspace' : "it climbs out with '..'");
        const real = this.realOf(abs);
        if (real === DANGLING || !isInside(this.realRoot, real))
            throw outside(what, p, 'a symlink on the way leads outside the workspace');
        return { abs, rel: toPosix((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(this.root, abs)) || '.' };
    }
    /**
     * Real path of `abs` (inside the root lexically). The root's own real path is known, so only
     * the components below it are looked at, one lstat each; a symlink among them (or anything
     * unusual) takes the general realpath route. Why: the runner checks its state, manifest and
     * output paths on every write (a stage may have swapped a folder for a link); a full realpath
     * from / costs a syscall per component of the workspace's own location each time. Nothing is
     * remembered between calls: any process of the run may have changed a folder since.
     */
    realOf(abs) {
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(this.root, abs);
        if (rel === '')
            return this.realRoot;
        const parts = rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep);
        let current = this.realRoot;
        for (let i = 0; i < parts.length; i++) {
            current = current.endsWith(node_path__WEBPACK_IMPORTED_MODULE_1__.sep) ? current + parts[i] : current + node_path__WEBPACK_IMPORTED_MODULE_1__.sep + parts[i];
            let stat;
            try {
                stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(current, { throwIfNoEntry: false });
            }
            catch {
                return realpathOfExistingPrefix(abs);
            }
            // Not there: nothing below it exists either, so the rest is lexical (as realpathOfExistingPrefix).
            if (stat === undefined)
                return parts.length === i + 1 ? current : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(current, ...parts.slice(i + 1));
            if (stat.isSymbolicLink())
                return realpathOfExistingPrefix(abs);
            if (!stat.isDirectory() && i < parts.length - 1)
                return realpathOfExistingPrefix(abs);
        }
        return current;
    }
    /** Like resolve, but returns undefined instead of throwing. */
    tryResolve(p) {
        try {
            return this.resolve(p, 'path');
        }
        catch {
            return undefined;
        }
    }
    relative(abs) {
        return toPosix((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(this.root, abs)) || '.';
    }
}
/** Every "outside the workspace" finding says what the workspace is and how to choose another. */
const WORKSPACE_NOTE = 'The workspace is the current directory, or the directory -C DIR names (the Action: working-directory).';
function outside(what, p, why) {
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q('PATH_OUTSIDE_WORKSPACE', `${what} '${p}' is refused: ${why}.`, {
        hint: `Use a workspace-relative path that stays inside the workspace. ${WORKSPACE_NOTE}`,
    });
}
/**
 * Where a file outside the workspace probably belongs: the nearest folder above it holding a
 * repository (.git), else its own folder. For "pass -C <that>" advice.
 */
function likelyWorkspaceOf(absFile) {
    for (let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(absFile);; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir)) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir, '.git')))
            return dir;
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) === dir)
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(absFile);
    }
}


/***/ })

};
