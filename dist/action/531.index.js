export const id = 531;
export const ids = [531];
export const modules = {

/***/ 4531:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAESTRO_CODES: () => (/* reexport */ codes/* MAESTRO_CODES */.X),
  maestroImporter: () => (/* binding */ maestroImporter)
});

// EXTERNAL MODULE: ./src/core/formats/maestro/codes.ts
var codes = __webpack_require__(23604);
// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(51742);
;// CONCATENATED MODULE: ./src/core/formats/maestro/model.ts


const NODE_TYPES = ['command', 'decision', 'gate', 'fork', 'join', 'eval', 'terminal'];
const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const TOP_KEYS = ['$schema', 'id', 'name', 'version', 'description', 'entry', 'nodes', 'inputs', 'defaults', 'tags', 'intent', 'metadata'];
// Every field maestro's graph-types.ts and chain-graph.schema.json define, per node type.
const NODE_KEYS = {
    command: ['cmd', 'args', 'next', 'on_failure', 'max_visits', 'timeout_ms', 'retry', 'auto_flag', 'extract', 'analyze', 'auto_continue_on_failure', 'explore'],
    decision: ['eval', 'edges', 'strategy', 'max_visits', 'prompt', 'context_keys'],
    gate: ['condition', 'on_pass', 'on_fail', 'wait', 'wait_message', 'max_visits', 'message'],
    fork: ['branches', 'join', 'max_visits'],
    join: ['strategy', 'merge', 'next', 'on_failure', 'max_visits'],
    eval: ['set', 'next', 'max_visits'],
    terminal: ['status', 'delegate_graph', 'delegate_inputs', 'summary'],
};
const DEFAULTS_KEYS = ['timeout_ms', 'analyze', 'max_visits', 'auto_flag', 'retry', 'auto_continue_on_failure'];
const COMMON_KEYS = ['type', 'description', 'label', 'name', 'notes'];
const EXPLORE_KEYS = ['queries', 'maxTurns', 'endpoint'];
/** A command node's `explore` (graph-types.ts ExplorePreStep {queries, maxTurns?, endpoint?}): its queries, or undefined (absent or misshapen: reported). */
function exploreQueries(raw, id, path, add, unknownField) {
    if (raw === undefined)
        return undefined;
    const queries = isObj(raw) ? raw['queries'] : undefined;
    if (!isObj(raw) || !Array.isArray(queries) || queries.length === 0 || !queries.every((q) => typeof q === 'string' && q.trim() !== '')) {
        add('MAESTRO_NODE_INVALID', `explore of node '${id}' must be {"queries": [the questions, as text], "maxTurns"?, "endpoint"?}`, isObj(raw) ? [...path, 'queries'] : path, 'Give explore a non-empty list of questions in "queries", or remove it.');
        return undefined;
    }
    for (const key of Object.keys(raw))
        if (!EXPLORE_KEYS.includes(key))
            unknownField(key, `in explore of node '${id}'`, EXPLORE_KEYS, raw, [...path, key]);
    return queries;
}
/** Read the graph; shape problems are findings, never exceptions. */
function readGraph(doc, findings) {
    const add = (code, message, path, hint) => {
        findings.push(hint === undefined ? { code, message, path } : { code, message, path, hint });
    };
    /**
     * A field nothing here defines: ignored, as the walker ignores it. A likely typo gets the one
     * fix, as the native UNKNOWN_KEY does (did-you-mean.ts); never a field the object already has.
     */
    const unknownField = (key, where, known, obj, path) => {
        const near = (0,did_you_mean/* closest */.kp)(key, known);
        if (near !== undefined && Object.hasOwn(obj, near)) {
            add('MAESTRO_FIELD_UNKNOWN', `unknown field '${key}' ${where} (ignored): it looks like a misspelt '${near}', which it already has`, path, `Remove '${key}' (or move its value to '${near}', if that is the one meant).`);
        }
        else if (near !== undefined) {
            add('MAESTRO_FIELD_UNKNOWN', `unknown field '${key}' ${where} (ignored). Did you mean '${near}'?`, path, `Rename '${key}' to '${near}'.`);
        }
        else {
            add('MAESTRO_FIELD_UNKNOWN', `unknown field '${key}' ${where} (ignored)`, path, `Fields known here: ${known.join(', ')}. Remove it, or fix its spelling.`);
        }
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
            unknownField(key, 'of the graph', TOP_KEYS, o, [key]);
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
                unknownField(key, 'in defaults', DEFAULTS_KEYS, defaults, ['defaults', key]);
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
            const near = typeof type === 'string' ? (0,did_you_mean/* closest */.kp)(type, NODE_TYPES) : undefined;
            add('MAESTRO_NODE_TYPE_UNKNOWN', `node '${id}' has type ${JSON.stringify(type)}: use ${NODE_TYPES.join(', ')}${near !== undefined ? `. Did you mean '${near}'?` : ''}`, [...path, 'type'], near !== undefined ? `Write "type": "${near}".` : `Give the node one of the types ${NODE_TYPES.join(', ')}.`);
            graph.unreadable.add(id);
            continue;
        }
        const t = type;
        for (const key of Object.keys(raw)) {
            if (!COMMON_KEYS.includes(key) && !NODE_KEYS[t].includes(key))
                unknownField(key, `on ${t} node '${id}'`, [...NODE_KEYS[t], ...COMMON_KEYS], raw, [...path, key]);
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
            setIf('explore', exploreQueries(raw['explore'], id, [...path, 'explore'], add, unknownField));
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
                if (typeof edge['description'] === 'string' && edge['description'].trim() !== '')
                    e.description = edge['description'].trim();
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
        const guess = (0,did_you_mean/* didYouMean */.au)(graph.entry, Object.keys(nodes));
        add('MAESTRO_ENTRY_UNKNOWN', `entry '${graph.entry}' is not a node of the graph${guess === '' ? '' : `.${guess}`}`, ['entry']);
    }
    return graph;
}
/** Severity of a finding's code. */
function severityOf(code) {
    return MAESTRO_CODES[code];
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var workflow = __webpack_require__(57280);
// EXTERNAL MODULE: ./src/core/formats/types.ts
var types = __webpack_require__(37261);
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
/**
 * Render a parsed expression as a GitHub expression; paths go through `resolve`.
 *
 * maestro's walker evaluates JavaScript over typed values: an input declared boolean with
 * `default: false` is falsy and `== false`. In stagegate's context inputs and result fields are
 * text, and GitHub reads the text 'false' as truthy and `'false' == false` as false (NaN vs 0), so
 * a bare boolean input in a truthy place and a comparison with a boolean literal are written as
 * what the text says (`(x == true || x == 'true')`), as an edge `value: true|false` on it is.
 * A result field is text in the walker too (`'true' == true` is false there): compared as it is.
 * `asText`: the whole expression is such a field (an edge `value: true|false` compares it as written too).
 */
function toGithubExpression(expr, resolve, place = 'truthy') {
    const errors = [];
    let flag = false;
    const says = (text, value) => `(${text} == ${value} || ${text} == '${value}')`;
    const render = (e, truthy) => {
        switch (e.kind) {
            case 'literal':
                return literal(e.value);
            case 'path': {
                const r = resolve(e.segments);
                if (!r.ok) {
                    errors.push({ code: r.code, message: r.message });
                    return 'null';
                }
                if (r.flag && e === expr)
                    flag = true;
                return r.flag && truthy ? says(r.text, true) : r.text;
            }
            case 'not':
                return `!${wrap(e.operand, true)}`;
            case 'group':
                return `(${render(e.inner, truthy)})`;
            case 'binary': {
                if (e.op === '&&' || e.op === '||')
                    return `${wrap(e.left, true)} ${e.op} ${wrap(e.right, true)}`;
                const bool = (x) => (x.kind === 'literal' && typeof x.value === 'boolean' ? x.value : undefined);
                const lit = bool(e.right) ?? bool(e.left);
                const other = bool(e.right) !== undefined ? e.left : e.right;
                if ((e.op === '==' || e.op === '!=') && lit !== undefined && !isBooleanExpression(other) && !heldAsText(other)) {
                    const test = says(wrap(other, false), lit);
                    return e.op === '==' ? test : `!${test}`;
                }
                // Inputs and result fields are strings in stagegate's context, and GitHub compares two
                // strings as text ('9' >= '80'). An ordering between two non-literals compares numbers.
                const ordered = ['>', '>=', '<', '<='].includes(e.op) && !isNumber(e.left) && !isNumber(e.right);
                const side = (x) => (ordered && x.kind === 'path' ? `fromJSON(${render(x, false)})` : wrap(x, false));
                return `${side(e.left)} ${e.op} ${side(e.right)}`;
            }
        }
    };
    const heldAsText = (x) => {
        if (x.kind === 'group')
            return heldAsText(x.inner);
        if (x.kind !== 'path')
            return false;
        const r = resolve(x.segments);
        return r.ok && r.asText === true;
    };
    const wrap = (e, truthy) => (e.kind === 'binary' ? `(${render(e, truthy)})` : render(e, truthy));
    const text = render(expr, place === 'truthy');
    if (errors.length > 0)
        return { ok: false, ...errors[0] };
    return { ok: true, text, ...(flag ? { flag } : {}), ...(heldAsText(expr) ? { asText: true } : {}) };
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
    /** Inputs declared `type: boolean`: their value is the text 'true'/'false' (expression.ts). */
    booleans;
    expanding = new Set();
    /** Input name -> the ctx.project field (dotted) it stands for. */
    projectFields = new Map();
    constructor(graph, ids, report) {
        this.graph = graph;
        this.ids = ids;
        this.report = report;
        this.declared = new Set(graph.inputs.map((i) => i.name));
        this.booleans = new Set(graph.inputs.filter((i) => i.type === 'boolean').map((i) => i.name));
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
    inputPath(name) {
        const text = `inputs.${this.input(name)}`;
        return this.booleans.has(name) ? { ok: true, text, flag: true } : { ok: true, text };
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
            return this.inputPath(s[1]);
        }
        if (root === 'result') {
            const src = this.resultSource(nodeId);
            if (!src.ok)
                return { ok: false, code: 'MAESTRO_RESULT_AMBIGUOUS', message: `'${text}' in node '${nodeId}' has no single command result: ${src.reason}` };
            let key = (s.slice(1).join('.') || 'status').toLowerCase();
            if (key === '_status')
                key = 'status';
            this.noteKey(src.node, key);
            return { ok: true, text: `steps.${this.ids.of(src.node)}.gate.${key}`, asText: true };
        }
        if (root === 'visits') {
            const sid = s.length === 2 ? this.ids.of(s[1]) : undefined;
            if (sid === undefined)
                return { ok: false, code: 'MAESTRO_TARGET_UNKNOWN', message: `'${text}' must name a node of the graph (ctx.visits.<node>)` };
            return { ok: true, text: `visits.${sid}` };
        }
        if (root === 'project') {
            // expr-evaluator.ts resolvePath walks ctx.project to any depth (ctx.project.execution.tasks_completed,
            // an older walker's ctx.project.artifacts.plan): one input per path, its segments joined with '_'.
            if (s.length < 2)
                return { ok: false, code: 'MAESTRO_EXPRESSION_INVALID', message: `'${text}' must name a project field (ctx.project.<field>)` };
            // Two fields maestro keeps apart must not become one input (ctx.project.a.b and
            // ctx.project.a_b, or a project field and an input the graph declares): one would read the other.
            const field = s.slice(1).join('.');
            const name = `project_${s.slice(1).join('_')}`;
            const other = this.projectFields.get(name);
            if (other !== undefined && other !== field) {
                return { ok: false, code: 'MAESTRO_EXPRESSION_INVALID', message: `'${text}' and 'ctx.project.${other}' would both be input '${name}', but maestro reads two project fields there` };
            }
            if (this.declared.has(name)) {
                return { ok: false, code: 'MAESTRO_EXPRESSION_INVALID', message: `'${text}' would be input '${name}', which the graph's inputs declare for another value (ctx.inputs.${name})` };
            }
            this.projectFields.set(name, field);
            return { ok: true, text: `inputs.${this.input(name)}` };
        }
        if (root === 'var')
            return this.expandVar(s.slice(1).join('.'), text);
        if (s.length === 1 && (IMPLICIT_INPUTS.includes(root) || this.declared.has(root)))
            return this.inputPath(root);
        // maestro's walker has one more root, ctx.analysis: the quality analyzer's verdict on the last
        // command (graph-walker.ts sets it after each command when an analyzer is configured).
        const why = root === 'analysis'
            ? `ctx.analysis is the verdict of maestro's quality analyzer on the last command (graph-walker.ts sets it when one is configured), which stagegate does not run`
            : `expr-evaluator.ts reads it as undefined: no value edge matches it, so maestro coordinate hands the decision to its LLM decider (graph-walker.ts handleDecision; without one the session fails there), and a gate on it always fails`;
        return {
            ok: false,
            code: 'MAESTRO_EXPRESSION_ROOT_UNKNOWN',
            message: `'${text}' has an unknown root '${root}': use ctx.inputs, ctx.result, ctx.visits, ctx.project or var (${why})`,
        };
    }
    expandVar(name, text) {
        const def = this.vars.get(name);
        if (!def)
            return { ok: false, code: 'MAESTRO_VAR_UNKNOWN', message: `'${text}' is never set: no eval node sets var.${name} and no extract rule targets it` };
        if (def.kind === 'extract') {
            this.noteKey(def.node, def.key);
            return { ok: true, text: `steps.${this.ids.of(def.node)}.gate.${def.key}`, asText: true };
        }
        if (this.expanding.has(name))
            return { ok: false, code: 'MAESTRO_EVAL_UNSUPPORTED', message: `var.${name} is defined in terms of itself` };
        const parsed = parseMaestroExpression(def.expr);
        if (!parsed.ok)
            return { ok: false, code: 'MAESTRO_EXPRESSION_INVALID', message: `var.${name} (set by '${def.node}'): ${parsed.message}` };
        this.expanding.add(name);
        try {
            // Rendered as a value: where the variable is read decides whether it is read as true/false.
            const r = toGithubExpression(parsed.expr, (segments) => this.resolvePath(def.node, segments), 'value');
            if (!r.ok)
                return r;
            return r.flag ? { ok: true, text: `(${r.text})`, flag: true } : { ok: true, text: `(${r.text})` };
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
// ASK too: a status routed to ASK asks a person (workflow-format.md#asking-mid-stage), a step named so is never reached.
const RESERVED = new Set(['DONE', 'BLOCKED', 'ASK']);
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
/**
 * The node's explore pre-step: maestro's explore plugin answers the questions through its
 * api-explore service and puts the answers above the prompt; stagegate has no such service, so
 * the agent is asked to look into them first. After the skill call, never above it: the call is
 * the prompt's first line, as the agent reads a slash command.
 */
function exploreText(queries) {
    if (queries === undefined)
        return '';
    return `\n\nBefore you start, find out (the node's explore questions; look in the code and the project's files):\n${queries.map((q) => `- ${q.replace(/\s+/g, ' ').trim()}`).join('\n')}`;
}
/** The full instruction of a command node. */
function commandPrompt(graph, node, ctx) {
    const call = skillCall(graph, node, ctx);
    const extracted = new Map(node.extract.map((r) => [r.target.split('.').pop().toLowerCase(), r]));
    const read = [...(ctx.resultKeys.get(node.id) ?? []), ...extracted.keys()];
    const keys = [...new Set(read)].filter((k) => !['status', 'summary', 'artifacts'].includes(k)).sort();
    const extract = [...extracted].map(([k, r]) => (r.strategy === 'line_match' ? `(${k.toUpperCase()}: what follows '${r.pattern}' on its line)` : `(${k.toUpperCase()}: the value matching /${r.pattern}/)`));
    const description = node.description ? `\n\n${node.description}` : '';
    return `${call}${description}${exploreText(node.explore)}\n\n${contractText(graph, node.id, keys, extract)}\n`;
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
    const helperSteps = [];
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
    /** ". Did you mean 'x'?" for an unknown node name (among `names`: every node by default), or nothing. */
    const suggest = (name, names = graph.nodes.keys()) => {
        const guess = (0,did_you_mean/* closest */.kp)(name, names);
        return guess ? `. Did you mean '${guess}'?` : '';
    };
    /** A transition to a node, as a native target. */
    const target = (from, to, path) => {
        if (to === undefined)
            return 'BLOCKED';
        const n = graph.nodes.get(to);
        if (!n && graph.unreadable.has(to))
            return 'BLOCKED';
        if (!n) {
            report('MAESTRO_TARGET_UNKNOWN', `node '${from}' goes to '${to}', which is not a node of the graph${suggest(to)}`, path, 'Name an existing node (a terminal node ends the chain).');
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
    const expressionOf = (nodeId, text, path, place = 'truthy') => {
        const parsed = parseMaestroExpression(text);
        if (!parsed.ok) {
            report('MAESTRO_EXPRESSION_INVALID', `expression '${text}' of node '${nodeId}': ${parsed.message} (column ${parsed.column + 1})`, path);
            return undefined;
        }
        const r = toGithubExpression(parsed.expr, (segments) => ctx.resolvePath(nodeId, segments), place);
        if (!r.ok) {
            report(r.code, r.message, path);
            return undefined;
        }
        return { text: r.text, boolean: isBooleanExpression(parsed.expr), asText: r.asText === true };
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
     * visits allow, then takes the failure route. Its visits count over the run, so when --rerun-from
     * runs the node again after its retries were used, its next FAILURE takes the failure route; its
     * max_visits is therefore the node's own limit (it is entered at most once per visit of the node),
     * and never below `attempts` \u2014 a max_visits of `attempts` alone stopped a rerun node at the loop
     * limit, the run's default alone cut a retry of more attempts than it short.
     */
    const retryOnFailure = (node, sid, failure) => {
        const attempts = Math.min((node.retry ?? graph.defaults.retry)?.max_attempts ?? 1, 100);
        if (attempts <= 1)
            return failure;
        const rid = ids.helper(`${sid}__retry`);
        steps.set(rid, { description: `maestro retry of '${node.id}' after STATUS: FAILURE (at most ${attempts - 1} more attempts)`, decide: [{ if: `visits.${rid} <= ${attempts - 1}`, to: sid }, { else: failure }], max_visits: Math.max(attempts, node.max_visits ?? graph.defaults.max_visits ?? workflow/* DEFAULT_MAX_VISITS */.qc) });
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
                else if (decidedByAgent(node)) {
                    report('MAESTRO_DECISION_BY_AGENT', `decision '${node.id}' compares '${node.eval}', which nothing in the chain sets: expr-evaluator.ts reads it as undefined, no edge matches, and maestro coordinate hands every pass to its LLM decider (graph-walker.ts handleDecision; coordinate.ts always injects one). stagegate asks the agent the same way: it chooses one of the edges`, ['nodes', node.id, 'eval'], 'To route on the work\'s own result, compare a field the command reports (ctx.result.<field>); to keep the choice a model\'s, say so: "strategy": "llm".');
                    llmDecision(node, sid, node.eval);
                }
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
                    put(sid, node.id, common(node, { instruction: node.summary ?? `The maestro chain paused at '${node.id}'; a maestro resume of the session ends here again (its walker re-enters this terminal). Act on what paused it, then rerun the step that led here with --rerun-from STEP, or run the chain again with --mode fresh.`, terminal_status: 'WORKFLOW_PAUSED' }, sid));
                }
                else if (node.status === 'delegate' && node.delegate_graph !== undefined) {
                    const step = common(node, delegate(node, sid), sid);
                    put(sid, node.id, step);
                    map(['steps', sid, 'child_workflow'], [...src, 'delegate_graph']);
                    const paused = step['statuses']['WORKFLOW_PAUSED'];
                    steps.set(paused, {
                        description: `maestro delegate '${node.id}': the delegated chain paused`,
                        // Not `--rerun-from ${sid}`: a child workflow step's verdict is never taken back
                        // (REWIND_NOT_SUPPORTED), and a resume reports this pause again, as maestro's resume
                        // re-enters the child's paused terminal. Only a fresh run walks the chain again.
                        // The child run is this run's id in the child's file (delegate binds run_id: {{run_id}}),
                        // rendered when the hand-off is made: its status names the paused terminal and why.
                        // Not a command in the text: the run's next: prints the child's status command, one shell word per value, with -C DIR (hand-off/ended.ts).
                        instruction: `The delegated chain '${node.delegate_graph}' paused at a paused terminal of its own, in its run {{run_id}} of ${String(step['child_workflow'])} (its status says why: the next: command); maestro pauses the whole walk there. Act on what paused it, then run this chain again with --mode fresh (the delegated chain starts over too); a resume of this run reports this pause again.`,
                        terminal_status: 'WORKFLOW_PAUSED',
                    });
                    map(['steps', paused], src);
                    helperSteps.push(paused);
                }
                break;
        }
    }
    for (const f of later)
        f();
    /**
     * An expr decision maestro never decides by its expression: `eval` is one bare name that is no
     * root of maestro's context, no input and no near-miss of one (a typo stays an error:
     * MAESTRO_EXPRESSION_ROOT_UNKNOWN), and every edge compares a value or a label, which
     * `undefined` never equals (a `value: null` edge would match it; a `match` or bare default edge
     * would be taken). graph-walker.ts then asks its LLM decider every time (milestone-fork-merge's
     * `all_phases_completed`).
     */
    function decidedByAgent(node) {
        if (node.eval === undefined || node.edges.length === 0)
            return false;
        const parsed = parseMaestroExpression(node.eval);
        if (!parsed.ok || parsed.expr.kind !== 'path' || parsed.expr.segments.length !== 1)
            return false;
        const name = parsed.expr.segments[0];
        if (name === 'ctx' || name === 'analysis')
            return false;
        const r = ctx.resolvePath(node.id, [name]);
        if (r.ok || r.code !== 'MAESTRO_EXPRESSION_ROOT_UNKNOWN')
            return false;
        const known = [...graph.inputs.map((i) => i.name), ...IMPLICIT_INPUTS, 'inputs', 'result', 'visits', 'project', 'var'];
        if ((0,did_you_mean/* closest */.kp)(name, known) !== undefined)
            return false;
        return node.edges.every((e) => e.match === undefined && (e.hasValue ? e.value !== null && e.value !== undefined : e.label !== undefined && e.label.toLowerCase() !== 'undefined'));
    }
    function decideBranches(node, sid) {
        const src = ['nodes', node.id];
        const subject = node.eval !== undefined ? expressionOf(node.id, node.eval, [...src, 'eval'], 'value') : undefined;
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
            // A comparison is true or false. A result field is text in the walker too, compared with
            // JS == ('true' == true is false, '1' == true holds): GitHub's == coerces the same way, so it
            // stays as written, as in an expression (toGithubExpression). Any other value stagegate holds
            // as text (a boolean input) is typed in the walker: either spelling of the boolean matches.
            if (typeof v === 'boolean' && subject.boolean)
                return v ? subject.text : `!${s}`;
            if (typeof v === 'boolean' && subject.asText)
                return `${s} == ${v}`;
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
    function llmDecision(node, sid, unset) {
        const src = ['nodes', node.id];
        const labels = node.edges.map((e) => statusLabel(e.label ?? (e.hasValue ? String(e.value) : e.default ? 'DEFAULT' : (e.target ?? `EDGE_${e.index}`))));
        if (new Set(labels).size !== labels.length)
            report('MAESTRO_EDGE_INVALID', `the edges of llm decision '${node.id}' need distinct labels (the agent answers with one): ${labels.join(', ')}`, [...src, 'edges']);
        const asked = node.prompt ?? node.eval;
        // An expr decision on a name the chain never sets (decidedByAgent): the question is the name,
        // each edge's description says what taking it means (as graph-walker.ts's decision prompt).
        const subject = unset !== undefined
            ? `\nThe graph decides on '${unset}', which nothing in the chain records: judge it from the work done so far.\n${node.edges.map((e, i) => `- ${labels[i]}: go to '${e.target ?? ''}'${e.description !== undefined ? ` (${e.description})` : ''}`).join('\n')}`
            : asked !== undefined
                ? `\nThe question the graph asks: ${asked}`
                : '';
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
            report('MAESTRO_FORK_UNSUPPORTED', `fork '${node.id}' joins at '${node.join}', which is ${join === undefined ? `not a node of the graph${suggest(node.join, [...graph.nodes.values()].filter((n) => n.type === 'join').map((n) => n.id))}` : 'not a join node'}`, [...src, 'join']);
        }
        const branches = {};
        node.branches.forEach((b, i) => {
            const bp = [...src, 'branches', i];
            const bn = graph.nodes.get(b);
            if (!bn) {
                report('MAESTRO_TARGET_UNKNOWN', `fork '${node.id}' has branch '${b}', which is not a node of the graph${suggest(b)}`, bp);
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
    function delegate(node, sid) {
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
        // The walker walks the child inline (graph-walker.ts handleTerminal), so a paused terminal of
        // the child pauses the whole walk: the child ends WORKFLOW_PAUSED and this run hands off too.
        return { child_workflow: child, inputs, statuses: { ...CHILD_STATUSES, WORKFLOW_PAUSED: ids.helper(`${sid}__paused`) } };
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
    return { data, sourcePaths, helperSteps };
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
        defaults[name] = PROJECT_COUNTERS.includes(name) ? '0' : '';
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
/**
 * The project counters graph-walker.ts buildInitialContext holds as 0 when the project has no
 * `.workflow/state.json`: '' would stop an ordering between two of them (fromJSON('')).
 */
const PROJECT_COUNTERS = ['project_phases_total', 'project_phases_completed', 'project_execution_tasks_completed', 'project_execution_tasks_total'];
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

// EXTERNAL MODULE: ./src/core/formats/detect.ts
var detect = __webpack_require__(82249);
;// CONCATENATED MODULE: ./src/core/formats/maestro/importer.ts





const maestroImporter = {
    format: 'maestro',
    detect: detect/* detectMaestro */.DW,
    translate(data, file, options) {
        const findings = [];
        const graph = readGraph(data, findings);
        const { data: native, sourcePaths, helperSteps } = translateGraph(graph, file, options, findings);
        const diagnostics = findings.map((f) => ({
            code: f.code,
            severity: codes/* MAESTRO_CODES */.X[f.code],
            message: f.message,
            path: f.path,
            ...(f.hint !== undefined ? { hint: f.hint } : {}),
        }));
        const commands = [...graph.nodes.entries()].filter(([, n]) => n.type === 'command').map(([id]) => id);
        for (const id of Object.keys(options.run)) {
            if (graph.nodes.has(id))
                continue;
            diagnostics.push({ code: 'MAESTRO_TARGET_UNKNOWN', severity: codes/* MAESTRO_CODES */.X.MAESTRO_TARGET_UNKNOWN, message: `the run map names '${id}', which is not a node of the graph.${(0,did_you_mean/* didYouMean */.au)(id, commands)}`, hint: `Map the id of a command node (${commands.slice(0, 8).join(', ')}).`, path: ['run', id], runMap: true });
        }
        return { format: 'maestro', data: native, sourcePaths, diagnostics, helperSteps };
    },
};



/***/ })

};
