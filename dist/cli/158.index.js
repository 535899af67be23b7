export const id = 158;
export const ids = [158];
export const modules = {

/***/ 7593:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ parseCommandLine),
/* harmony export */   eb: () => (/* binding */ UsageError)
/* harmony export */ });
/* unused harmony export parseAge */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_agents_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9726);
/* harmony import */ var _core_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1742);
/* harmony import */ var _core_run_effects_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1319);
/* harmony import */ var _core_run_command_line_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1439);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3379);
// Command-line parsing (node:util parseArgs) against the command table in spec.ts: positionals,
// name=value tokens and flags. Every mistake is a UsageError that names the cause, with a
// did-you-mean for an unknown command or flag.






class UsageError extends Error {
    /** The command whose usage was wrong (its --help is the pointer), when known. */
    command;
    constructor(message, command) {
        super(message);
        this.name = 'UsageError';
        this.command = command;
    }
}
const TOKEN = _core_run_command_line_js__WEBPACK_IMPORTED_MODULE_3__/* .NAME_VALUE_WORD */ .F0;
const GATE_STATUS = /^[A-Za-z0-9_.-]+$/;
const GATE_KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** Keys the gate command writes itself (or that the gate parser refuses). */
const RESERVED_GATE_KEYS = new Set(['workflow', 'step', 'status', 'unresolved_critical', 'unresolved_high', 'source_resolvable_open', 'artifact', 'next_recommended', '__proto__', 'constructor', 'prototype']);
const OPTIONS = Object.fromEntries(Object.entries(_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .FLAGS */ .Wg).map(([name, f]) => [name, { type: f.type, ...('short' in f ? { short: f.short } : {}), ...('multiple' in f ? { multiple: f.multiple } : {}) }]));
/** The spelling of every flag a user may type, for did-you-mean. */
function flagSpellings(names) {
    return names.map((n) => `--${n}`);
}
/** Which command the words name, found leniently (flags that take a value consume it). */
function commandWord(argv) {
    try {
        const { positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options: OPTIONS, allowPositionals: true, strict: false });
        return positionals[0];
    }
    catch {
        return argv.find((a) => !a.startsWith('-'));
    }
}
function unknownCommand(word) {
    const match = Object.hasOwn(_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMAND_SYNONYMS */ .Tr, word) ? _spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMAND_SYNONYMS */ .Tr[word] : (0,_core_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__/* .closest */ .kp)(word, _spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMAND_NAMES */ .nZ);
    return new UsageError(`unknown command '${word}'.${match ? ` Did you mean '${match}'?` : ''} (commands: ${_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMAND_NAMES */ .nZ.join(', ')})`);
}
/** parseArgs' own messages, turned into ours (with a did-you-mean for an unknown flag). */
function flagError(error, command) {
    const text = error.message;
    const unknown = /Unknown option '([^']+)'/.exec(text);
    if (unknown) {
        const flag = unknown[1];
        const candidates = command ? [..._spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .Lo[command].flags, 'help'] : Object.keys(_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .FLAGS */ .Wg);
        const spellings = flagSpellings(candidates);
        // A unique prefix (--stop-after) is what was meant; else the closest spelling.
        const prefixed = spellings.filter((s) => s.startsWith(flag));
        // A synonym (--verbose for --stream) names the real flag, when that flag applies here.
        const synonym = Object.hasOwn(_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .FLAG_SYNONYMS */ .ih, flag) ? _spec_js__WEBPACK_IMPORTED_MODULE_4__/* .FLAG_SYNONYMS */ .ih[flag] : undefined;
        const match = synonym !== undefined ? (candidates.includes(synonym.flag) ? synonym.write : undefined) : !flag.startsWith('--') ? undefined : prefixed.length === 1 ? prefixed[0] : (0,_core_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__/* .closest */ .kp)(flag, spellings);
        const where = command ? ` for '${command}'` : '';
        const takesInputs = command !== undefined && _spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .Lo[command].args.some(([name]) => name === 'name=value');
        if (match === undefined && takesInputs && _spec_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUT_FLAG_HABITS */ .AH.includes(flag)) {
            return new UsageError(`unknown flag '${flag}'${where}. Inputs bind without a flag, as name=value tokens after the workflow: goal='Add auth' scope=src.`, command);
        }
        return new UsageError(`unknown flag '${flag}'${where}.${match ? ` Did you mean '${match}'?` : ''}`, command);
    }
    const missing = /Option '(-\w, )?(--[\w-]+) <value>' argument missing/.exec(text);
    if (missing)
        return new UsageError(`${missing[2]} needs a value`, command);
    const ambiguous = /Option '(-\w, )?(--[\w-]+)' argument is ambiguous/.exec(text);
    if (ambiguous)
        return new UsageError(`${ambiguous[2]} needs a value; one that starts with '-' is written ${ambiguous[2]}=VALUE`, command);
    return new UsageError(text.replace(/\. To specify a positional.*$/s, ''), command);
}
function nonNegativeInt(value, flag) {
    if (!/^\d+$/.test(value.trim()))
        throw new UsageError(`--${flag} must be a whole number >= 0 (got '${value}')`, 'gate');
    return Number(value.trim());
}
/** 30m, 12h, 7d, 2w (or a number of seconds with s) -> milliseconds. */
function parseAge(text) {
    const m = /^(\d+(?:\.\d+)?)\s*(s|m|h|d|w)$/.exec(text.trim());
    if (!m)
        return undefined;
    const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 }[m[2]];
    return Number(m[1]) * unit;
}
function parseCommandLine(argv) {
    const word = commandWord(argv);
    const known = word !== undefined && (0,_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .isCommand */ .y9)(word) ? word : undefined;
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options: OPTIONS, allowPositionals: true, strict: true, tokens: true });
    }
    catch (error) {
        if (word !== undefined && known === undefined && word !== 'help')
            throw unknownCommand(word);
        throw flagError(error, known);
    }
    const { values, positionals } = parsed;
    // tokens: no prototype, so a token named __proto__ is an own entry (refused as undeclared), never dropped.
    const base = { command: 'help', targets: [], tokens: Object.create(null), json: values.json === true, strict: false, format: 'text', quiet: false, stream: false, agentArgs: [], follow: false, yes: false, shards: [], from: [] };
    const [command, ...rest] = positionals;
    if (command === 'help') {
        const topic = rest[0];
        if (topic === undefined)
            return base;
        if (!(0,_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .isCommand */ .y9)(topic))
            throw unknownCommand(topic);
        return { ...base, helpFor: topic };
    }
    if (command === undefined) {
        if (values.version)
            return { ...base, command: 'version' };
        if (values.help)
            return base;
        if (values.stream)
            throw new UsageError("-v is --stream (for 'run'); the version is --version");
        return { ...base, bare: true };
    }
    if (!(0,_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .isCommand */ .y9)(command))
        throw unknownCommand(command);
    if (values.help)
        return { ...base, helpFor: command };
    const allowed = _spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .Lo[command].flags;
    for (const key of Object.keys(values)) {
        if (!allowed.includes(key))
            throw new UsageError(`--${key} does not apply to '${command}' (its flags: ${allowed.map((f) => `--${f}`).join(', ') || 'none'})`, command);
    }
    // A flag that takes one value, given twice: parseArgs keeps the last; which one was meant is
    // not ours to guess (as with a name=value input given twice). Repeatable flags (multiple) and
    // switches (a second --json changes nothing) are not refused.
    const once = new Map();
    for (const token of parsed.tokens) {
        if (token.kind !== 'option')
            continue;
        const flag = _spec_js__WEBPACK_IMPORTED_MODULE_4__/* .FLAGS */ .Wg[token.name];
        if (flag === undefined || flag.type !== 'string' || flag.multiple === true)
            continue;
        const value = token.value ?? '';
        const first = once.get(token.name);
        if (first !== undefined)
            throw new UsageError(`--${token.name} is given twice ('${first}', then '${value}'): it takes one value; give it once`, command);
        once.set(token.name, value);
    }
    const result = {
        ...base,
        command,
        strict: values.strict === true,
        quiet: values.quiet === true,
        stream: values.stream === true,
        follow: values.follow === true,
        yes: values.yes === true,
    };
    if (values.workspace !== undefined) {
        if (values.workspace.trim() === '')
            throw new UsageError('-C/--workspace needs a directory', command);
        result.workspace = values.workspace;
    }
    if (values.format !== undefined) {
        if (!['text', 'json', 'github'].includes(values.format))
            throw new UsageError(`--format must be text, json or github (got '${values.format}')`, command);
        result.format = values.format;
    }
    // --json is --format json: with another --format the two contradict each other.
    if (result.json && values.format !== undefined && values.format !== 'json')
        throw new UsageError(`--json and --format ${values.format} contradict each other (--json is --format json): give one`, command);
    if (result.json)
        result.format = 'json';
    switch (command) {
        case 'validate':
            result.targets = rest;
            return result;
        case 'gate':
            return parseGate(result, rest, values);
        case 'once':
            return parseOnce(result, argv, rest);
        case 'init':
            if (rest.length > 1)
                throw new UsageError(`init takes one directory (got ${rest.length}): ${_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .Lo.init.usage}`, command);
            if (rest[0] !== undefined)
                result.dir = rest[0];
            if (values.name !== undefined) {
                if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(values.name))
                    throw new UsageError(`--name must start with a letter or digit and hold only letters, digits, _ . - (got '${values.name}')`, command);
                result.name = values.name;
            }
            if (values.action !== undefined) {
                if (!/^[^\s@]+\/[^\s@]+@\S+$/.test(values.action) && !values.action.startsWith('./'))
                    throw new UsageError(`--action must be OWNER/REPO@REF (or ./PATH), got '${values.action}'`, command);
                result.action = values.action;
            }
            return result;
        case 'list':
            if (rest.length > 0)
                throw new UsageError(`list takes no arguments (got '${rest[0]}'): ${_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .Lo.list.usage}`, command);
            return result;
        case 'clean':
            if (rest.length > 0)
                throw new UsageError(`clean takes no arguments (got '${rest[0]}'): ${_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .Lo.clean.usage}`, command);
            if (values['older-than'] !== undefined) {
                const ms = parseAge(values['older-than']);
                if (ms === undefined)
                    throw new UsageError(`--older-than must be a number and a unit: 30m, 12h, 7d, 2w (got '${values['older-than']}')`, command);
                result.olderThanMs = ms;
            }
            return result;
        default:
            break;
    }
    const [workflow, ...words] = rest;
    if (workflow === undefined)
        throw new UsageError(`${command} needs a workflow file: ${_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .Lo[command].usage}`, command);
    // `--` ends the options (POSIX): the positionals after it (the command's, the workflow's, then
    // words) are taken as written. `literal`: how many of `words` come after it.
    const terminator = parsed.tokens.findIndex((t) => t.kind === 'option-terminator');
    const literal = terminator === -1 ? 0 : Math.min(words.length, parsed.tokens.length - terminator - 1);
    const workflowLiteral = terminator !== -1 && parsed.tokens.length - terminator - 1 > words.length;
    if (!workflowLiteral && TOKEN.test(workflow) && !/\.(ya?ml|json)$/i.test(workflow))
        throw new UsageError(`${command} needs the workflow file first, before name=value inputs (got '${workflow}'): ${_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .Lo[command].usage}`, command);
    result.workflow = workflow;
    if (command === 'convert') {
        if (words.length > 0)
            throw new UsageError(`convert takes one workflow file: ${_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .Lo.convert.usage}`, command);
        if (values.out !== undefined) {
            if (values.out.trim() === '')
                throw new UsageError('--out needs a file path', command);
            result.out = values.out;
        }
        return result;
    }
    let tokens = words;
    if (command === 'skip' || command === 'logs') {
        // STEP: the word after `--` (after the workflow, when `--` comes before it) as written, whatever
        // it looks like (a step id shaped like name=value, or one that starts with '-': the commands
        // stagegate prints name such a STEP so), never an input; else the first word that is not a
        // name=value input, before the inputs or after them (the commands stagegate prints name it
        // last, after the inputs that locate the run). Any other such word is refused as no input below.
        if (literal > 1)
            throw new UsageError(`${command}: after -- comes one word, the step, taken as written (got ${literal}: ${words.slice(-literal).join(' ')}); name=value inputs and flags go before --: ${_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .Lo[command].usage}`, command);
        const at = literal === 1 ? words.length - 1 : words.findIndex((w) => !TOKEN.test(w));
        if (at === -1 && command === 'skip')
            throw new UsageError(`skip needs the step to skip: ${_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .Lo.skip.usage}${words.length > 0 ? ' (a step id shaped like name=value goes after --, last: skip <workflow> [name=value ...] -- STEP)' : ''}`, command);
        if (at !== -1) {
            result.step = words[at];
            tokens = words.filter((_, i) => i !== at);
        }
    }
    for (const token of tokens) {
        const m = TOKEN.exec(token);
        if (!m)
            throw new UsageError(`'${token}' is not a name=value input (names: letters, digits, _ . -)`, command);
        if (Object.prototype.hasOwnProperty.call(result.tokens, m[1]))
            throw new UsageError(`input ${m[1]} is given twice`, command);
        result.tokens[m[1]] = m[2];
    }
    if (values['run-id'] !== undefined) {
        if (values['run-id'].trim() === '')
            throw new UsageError('--run-id needs a value', command);
        result.runId = values['run-id'];
    }
    if (values['stop-after-step'] !== undefined)
        result.stopAfterStep = values['stop-after-step'];
    if (values.mode !== undefined) {
        if (values.mode !== 'resume' && values.mode !== 'fresh')
            throw new UsageError(`--mode must be resume or fresh (got '${values.mode}')`, command);
        result.mode = values.mode;
    }
    if (values.by !== undefined) {
        if (values.by.trim() === '')
            throw new UsageError('--by needs a name', command);
        result.by = values.by;
    }
    if (values.note !== undefined)
        result.note = values.note;
    // Trimmed, as the Action reads its shard input: keys are registry cells or branch ids, never padded.
    for (const key of (values.shard ?? []).map((k) => k.trim())) {
        if (key === '')
            throw new UsageError('--shard needs a shard key (stagegate shards lists them)', command);
        if (result.shards.includes(key))
            throw new UsageError(`--shard ${key} is given twice`, command);
        if (result.mode === 'fresh' || values['ignore-previous-completion'] || values['stop-after-step'] !== undefined)
            throw new UsageError('--shard runs shards of a run as it stands: it takes no --mode fresh, --ignore-previous-completion or --stop-after-step', command);
        result.shards.push(key);
    }
    if (values.tail !== undefined) {
        const text = values.tail.trim();
        if (!/^[1-9]\d{0,8}$/.test(text))
            throw new UsageError(`--tail must be a whole number of lines, 1 or more (got '${values.tail}')`, command);
        result.tail = Number(text);
    }
    if (values.legs !== undefined) {
        const text = values.legs.trim();
        if (!/^[1-9]\d{0,5}$/.test(text))
            throw new UsageError(`--legs must be a whole number of legs, 1 or more (got '${values.legs}')`, command);
        result.legs = Number(text);
    }
    for (const dir of values.from ?? []) {
        if (dir.trim() === '')
            throw new UsageError('--from needs a folder', command);
        result.from.push(dir);
    }
    if (values['ignore-previous-completion'])
        result.ignorePreviousCompletion = true;
    if (values['allow-workflow-change'])
        result.allowWorkflowChange = true;
    const onSourceChange = values['on-source-change'];
    if (onSourceChange !== undefined) {
        if (onSourceChange !== 'refuse' && onSourceChange !== 'rerun' && onSourceChange !== 'keep')
            throw new UsageError(`--on-source-change must be refuse, rerun or keep (got '${onSourceChange}')`, command);
        result.onSourceChange = onSourceChange;
    }
    if (values.answer !== undefined || values['answer-file'] !== undefined) {
        if (values.answer !== undefined && values['answer-file'] !== undefined)
            throw new UsageError('--answer and --answer-file both give the answer: give one', command);
        if (values.answer !== undefined && values.answer.trim() === '')
            throw new UsageError("--answer needs the answer's text (quote it as one shell word: --answer 'blue, and keep the logo')", command);
        if (values['answer-file'] !== undefined && values['answer-file'].trim() === '')
            throw new UsageError('--answer-file needs a file path', command);
        if (result.mode === 'fresh' || result.shards.length > 0)
            throw new UsageError('--answer answers the question a run stopped at: it takes no --mode fresh or --shard', command);
        if (values.answer !== undefined)
            result.answer = values.answer;
        else
            result.answerFile = values['answer-file'];
    }
    else if (command === 'run' && values.by !== undefined) {
        // run records who only with an answer: a --by alone would be dropped without a word.
        throw new UsageError('--by names who answers (run --answer): give it with --answer or --answer-file', command);
    }
    const rerunFrom = values['rerun-from'];
    if (rerunFrom !== undefined) {
        if (rerunFrom.trim() === '')
            throw new UsageError('--rerun-from needs the step to run again', command);
        // A rerun continues the run as it stands: a fresh start or a shard of it is something else.
        const freshToken = /^fresh$/i.test(result.tokens['execution_mode'] ?? '') || /^(true|yes|1)$/i.test(result.tokens['ignore_previous_completion'] ?? '');
        if (result.mode === 'fresh' || values['ignore-previous-completion'] || result.shards.length > 0 || freshToken) {
            throw new UsageError('--rerun-from reruns part of a run as it stands: it takes no --mode fresh, --ignore-previous-completion or --shard', command);
        }
        result.rerunFrom = rerunFrom.trim();
    }
    if (values.heartbeat !== undefined) {
        const text = values.heartbeat.trim();
        if (!/^\d+(\.\d+)?$/.test(text))
            throw new UsageError(`--heartbeat must be a number of seconds, 0 for none (got '${values.heartbeat}')`, command);
        result.heartbeatSeconds = Number(text);
    }
    parseAgentOptions(values, result, command);
    return result;
}
/** once KEY -- COMMAND [ARGS ...]: everything after the first `--` is the command, untouched. */
function parseOnce(result, argv, rest) {
    const dash = argv.indexOf('--');
    if (dash < 0)
        throw new UsageError(`once needs -- before the command: ${_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .Lo.once.usage}`, 'once');
    const command = argv.slice(dash + 1);
    const keys = rest.slice(0, rest.length - command.length);
    if (keys.length === 0)
        throw new UsageError(`once needs a key before --: ${_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .Lo.once.usage}`, 'once');
    if (keys.length > 1)
        throw new UsageError(`once takes one key before -- (got also '${keys[1]}'): ${_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .Lo.once.usage}`, 'once');
    if (command.length === 0 || command[0] === '')
        throw new UsageError(`once needs a command after --: ${_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .Lo.once.usage}`, 'once');
    const problem = (0,_core_run_effects_js__WEBPACK_IMPORTED_MODULE_2__/* .effectKeyProblem */ .O9)(keys[0]);
    if (problem !== undefined)
        throw new UsageError(`once: ${problem} (a key is printable, at most ${_core_run_effects_js__WEBPACK_IMPORTED_MODULE_2__/* .EFFECT_KEY_MAX */ .N2} characters, without line breaks)`, 'once');
    result.once = { key: keys[0], argv: command };
    return result;
}
function parseGate(result, rest, values) {
    const [status, ...others] = rest;
    if (status === undefined)
        throw new UsageError(`gate needs the status: ${_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .Lo.gate.usage}`, 'gate');
    if (others.length > 0)
        throw new UsageError(`gate takes one status (got also '${others[0]}'); extra keys go in --set KEY=VALUE`, 'gate');
    if (!GATE_STATUS.test(status))
        throw new UsageError(`gate status '${status}' may hold only letters, digits, _ . -`, 'gate');
    const next = values.next === undefined || values.next.trim() === '' || values.next === 'null' ? null : values.next.trim();
    if (next !== null && !/^[A-Za-z0-9_.-]+$/.test(next))
        throw new UsageError(`--next must be a step id or null (got '${values.next}')`, 'gate');
    const extra = [];
    for (const item of values.set ?? []) {
        const eq = item.indexOf('=');
        if (eq <= 0)
            throw new UsageError(`--set needs KEY=VALUE (got '${item}')`, 'gate');
        const key = item.slice(0, eq);
        if (!GATE_KEY.test(key))
            throw new UsageError(`--set key '${key}' may hold only letters, digits, _ and - (and start with a letter or _)`, 'gate');
        if (RESERVED_GATE_KEYS.has(key))
            throw new UsageError(`--set cannot set '${key}': ${['__proto__', 'constructor', 'prototype'].includes(key) ? 'the gate refuses that key' : 'the gate command writes it (use STATUS, --critical, --high, --open or --next)'}`, 'gate');
        if (extra.some(([k]) => k === key))
            throw new UsageError(`--set ${key} is given twice`, 'gate');
        extra.push([key, item.slice(eq + 1)]);
    }
    result.gate = {
        status,
        critical: values.critical === undefined ? 0 : nonNegativeInt(values.critical, 'critical'),
        high: values.high === undefined ? 0 : nonNegativeInt(values.high, 'high'),
        open: values.open === undefined ? 0 : nonNegativeInt(values.open, 'open'),
        next,
        extra,
    };
    return result;
}
function parseAgentOptions(values, result, command) {
    if (values.agent !== undefined) {
        const spec = (0,_core_agents_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .parseAgentSpec */ .GV)(values.agent);
        if (!spec) {
            const name = values.agent.split(':')[0] ?? '';
            const match = (0,_core_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__/* .closest */ .kp)(name, _core_agents_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .AGENT_NAMES */ .RO);
            throw new UsageError(`--agent must be one of ${_core_agents_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .AGENT_NAMES */ .RO.join(', ')} (optionally NAME:MODEL), got '${values.agent}'.${match ? ` Did you mean '${match}'?` : ''}`, command);
        }
        const modelProblem = (0,_core_agents_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .agentModelProblem */ .yf)(spec);
        if (modelProblem !== undefined)
            throw new UsageError(`--agent '${values.agent}': ${modelProblem}. ${_core_agents_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .AGENT_MODEL_FIX */ .uw}`, command);
        if (spec.name === 'command' && spec.arg !== undefined) {
            if (values['agent-command'] !== undefined)
                throw new UsageError('give the command once: --agent command:PATH or --agent-command PATH', command);
            result.agentCommand = spec.arg;
        }
        if (spec.name !== 'command' && values['agent-command'] !== undefined)
            throw new UsageError(`--agent-command applies to the command agent, not ${spec.name}`, command);
        result.agent = spec.name === 'command' ? 'command' : values.agent;
    }
    if (values['agent-command'] !== undefined) {
        if (values['agent-command'].trim() === '')
            throw new UsageError('--agent-command needs a path', command);
        result.agentCommand = values['agent-command'];
        result.agent ??= 'command';
    }
    if (result.agent === 'command' && result.agentCommand === undefined)
        throw new UsageError('--agent command needs --agent-command PATH', command);
    result.agentArgs = values['agent-arg'] ?? [];
    if (values['fresh-agent-sessions'] === true)
        result.freshAgentSessions = true;
    if (values['show-prompt'] !== undefined) {
        if (values['show-prompt'].trim() === '')
            throw new UsageError('--show-prompt needs a step id', command);
        result.showPrompt = values['show-prompt'];
    }
}


/***/ }),

/***/ 7158:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SIGNAL_NUMBERS: () => (/* reexport */ cli_io/* SIGNAL_NUMBERS */.CO),
  abandonRuns: () => (/* reexport */ cli_io/* abandonRuns */.Sy),
  firstSignalLine: () => (/* reexport */ cli_io/* firstSignalLine */.Ff),
  killStages: () => (/* reexport */ cli_io/* killStages */.A0),
  main: () => (/* binding */ main),
  processIO: () => (/* reexport */ cli_io/* processIO */.Wb),
  runInProgress: () => (/* reexport */ cli_io/* runInProgress */.qJ),
  sayAboveRuns: () => (/* reexport */ cli_io/* sayAboveRuns */.dx),
  secondSignalLine: () => (/* reexport */ cli_io/* secondSignalLine */.r4)
});

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/spec.ts
var spec = __webpack_require__(3379);
;// CONCATENATED MODULE: ./src/cli/help.ts
// Help texts, built from the command table (spec.ts): `stagegate --help` lists the commands,
// `stagegate <command> --help` shows that command's usage, arguments, every flag and examples.

function flagLabel(name) {
    const f = spec/* FLAGS */.Wg[name];
    const long = `--${name}${f.value !== undefined ? ` ${f.value}` : ''}`;
    return f.short !== undefined ? `-${f.short}, ${long}` : `    ${long}`;
}
function table(rows, indent = '  ') {
    const width = Math.min(30, Math.max(...rows.map(([a]) => a.length)) + 2);
    return rows.map(([a, b]) => (a.length + 2 > width ? `${indent}${a}\n${indent}${' '.repeat(width)}${b}` : `${indent}${a.padEnd(width)}${b}`));
}
function commandHelp(name) {
    const c = spec/* COMMANDS */.Lo[name];
    const lines = [`stagegate ${name} \u2014 ${c.summary}`, '', 'Usage:', `  ${c.usage}`, '', ...c.about.split('\n')];
    if (c.args.length > 0)
        lines.push('', 'Arguments:', ...table(c.args));
    const flags = [...c.flags, 'help'];
    lines.push('', 'Flags:', ...table(flags.map((f) => [flagLabel(f), spec/* FLAGS */.Wg[f].help])));
    lines.push('', c.examples.length === 1 ? 'Example:' : 'Examples:', ...c.examples.map((e) => `  ${e}`));
    lines.push('', 'Exit status and stop codes: docs/stop-codes.md; this command: docs/cli.md');
    return lines.join('\n') + '\n';
}
function mainHelp() {
    return [
        'stagegate \u2014 gated, resumable, multi-stage workflows',
        '',
        'Usage:',
        '  stagegate <command> [arguments] [flags]',
        '  stagegate <command> --help       usage, every flag and an example',
        '  stagegate --version',
        '',
        'Commands:',
        ...table(spec/* COMMAND_NAMES */.nZ.map((n) => [n, spec/* COMMANDS */.Lo[n].summary])),
        '',
        'Start here:',
        '  stagegate init                                  scaffold a workflow that runs at once',
        '  stagegate run stagegate/workflow.yaml --run-id first',
        '',
        'Common flags: -C DIR (the workspace; default: the current directory), --json (one JSON object).',
        '',
        'Exit status: 0 complete or paused (PARTIAL_RESUMABLE); 1 validation errors; 2 usage;',
        '3 blocked; 4 input; 5 contract/integrity; 6 stage failure; 7 locked; 8 budget; 9 I/O;',
        '70 internal error (a bug: STAGEGATE_DEBUG=1 for the stack trace); 130 interrupted (Ctrl-C; 143 SIGTERM);',
        '125 once could not tell whether KEY was done (stagegate once --help).',
        'Stop codes and their fixes: docs/stop-codes.md',
    ].join('\n') + '\n';
}

// EXTERNAL MODULE: ./src/cli/style.ts
var cli_style = __webpack_require__(1715);
// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(2454);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(2862);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/core/run/printable.ts
var printable = __webpack_require__(6226);
;// CONCATENATED MODULE: ./src/cli/index.ts
// stagegate CLI: parse, call one core entry, render. No stack traces for expected errors.
// `main` touches nothing global (no process.exit, signal handlers, process.cwd/env/stdout): it
// reads and writes through the CliIO it is given, so tests run it in-process. The process around
// it (signals, a closed stdout, the exit status) is src/cli/bin.ts, the bundle's entry.









/** A usage error, as one line of text (with where to read more) or one JSON object. */
function usageFailure(io, error, json) {
    const out = (0,cli_io/* lines */.Mn)(io.stdout);
    const err = (0,cli_io/* lines */.Mn)(io.stderr);
    const hint = `Run 'stagegate ${error.command ? `${error.command} ` : ''}--help' for usage.`;
    if (json)
        out(JSON.stringify({ status: 'USAGE_ERROR', exit_code: stop_codes/* EXIT_USAGE */.Ri, message: error.message, hint }));
    // The message may quote an argument as given (a workspace, a step name).
    else
        err(`stagegate: ${(0,printable/* printable */.g$)(error.message)}\n${hint}`);
    return stop_codes/* EXIT_USAGE */.Ri;
}
/** Run one invocation; resolves with its exit status. Expected errors become a message and a status, never a throw. */
async function main(argv, given = (0,cli_io/* processIO */.Wb)()) {
    // What any command prints: the secret-looking inputs of its command line as *** (set once it is read).
    const { io, hide } = (0,cli_io/* maskingIO */.YC)(given);
    try {
        return await command(argv, io, hide);
    }
    catch (error) {
        // A message (and a hint, a stack) may quote a file name, an argument or workflow text: no escape sequences reach the terminal.
        if ((0,errors/* isStagegateError */.W)(error)) {
            // A refusal that knows the way on (shards at a step that runs in one process) names it, as a run's next: does.
            io.stderr.write((0,printable/* printable */.g$)(`stagegate: ${error.code}: ${error.message}${error.hint ? `\n  fix: ${error.hint}` : ''}${error.nextCommand ? `\n  next: ${error.nextCommand}` : ''}`) + '\n');
            return (0,stop_codes/* exitStatusFor */.ex)(error.code);
        }
        const debug = io.env['STAGEGATE_DEBUG'] === '1';
        io.stderr.write((0,printable/* printable */.g$)(`stagegate: internal error: ${error?.message ?? String(error)}\n${debug ? `${error?.stack ?? ''}\n` : 'Set STAGEGATE_DEBUG=1 for a stack trace, and please report it.\n'}`));
        return stop_codes.EXIT_INTERNAL;
    }
}
async function command(argv, io, hide) {
    const out = (0,cli_io/* lines */.Mn)(io.stdout);
    const err = (0,cli_io/* lines */.Mn)(io.stderr);
    // `--json` after `--` belongs to a command `once` runs, not to stagegate.
    const dash = argv.indexOf('--');
    const wantsJson = (dash < 0 ? argv : argv.slice(0, dash)).includes('--json');
    let parsed;
    try {
        parsed = (0,args/* parseCommandLine */.Du)(argv);
    }
    catch (error) {
        if (error instanceof args/* UsageError */.eb)
            return usageFailure(io, error, wantsJson);
        throw error;
    }
    // Every path and message of a run whose state path is made of a secret-looking input repeats it
    // (`state_path: 'runs/{{api_token}}/\u2026'`): not only the ones its report masks (list, approve's and
    // skip's state_path, a run not started). Loaded only with inputs given: help and version stay light.
    // Not gate's and once's: run inside a stage, they print what the stage's own masking hashed and recorded.
    if (Object.keys(parsed.tokens).length > 0 && parsed.command !== 'gate' && parsed.command !== 'once') {
        const { secretValuesOf, valuesMasker } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 3136));
        hide(secretValuesOf(parsed.tokens), valuesMasker);
    }
    const style = (0,cli_style/* makeStyle */.O)(io.stdout, io.env);
    if (parsed.command === 'help') {
        if (parsed.bare) {
            // Bare `stagegate`: help, but as a mistake (exit 2): a script calling it did not mean it.
            if (parsed.json)
                return usageFailure(io, new args/* UsageError */.eb('no command given'), true);
            err(mainHelp());
            return stop_codes/* EXIT_USAGE */.Ri;
        }
        out(parsed.helpFor ? commandHelp(parsed.helpFor) : mainHelp());
        return 0;
    }
    if (parsed.command === 'version') {
        out(version/* VERSION */.x);
        return 0;
    }
    try {
        if (parsed.command === 'gate') {
            // Loaded only here: it parses YAML, which --version and --help do not need.
            const { gateCommand } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(852), __webpack_require__.e(598)]).then(__webpack_require__.bind(__webpack_require__, 7598));
            // A step with a gate_schema: its engine (ajv, a chunk of its own) loaded only then.
            const engine = io.env['STAGEGATE_GATE_SCHEMA'] ? await (await __webpack_require__.e(/* import() */ 266).then(__webpack_require__.bind(__webpack_require__, 8266))).loadGateSchemaEngine() : undefined;
            const r = gateCommand(parsed.gate, io.env, io.cwd, engine);
            err(r.message);
            return r.exitCode;
        }
        if (parsed.command === 'once') {
            // Light like gate: it reads the journal and runs one command, nothing else.
            const { onceCommand } = await Promise.all(/* import() */[__webpack_require__.e(556), __webpack_require__.e(174), __webpack_require__.e(693), __webpack_require__.e(416)]).then(__webpack_require__.bind(__webpack_require__, 3416));
            return await onceCommand(parsed.once, io);
        }
        if (parsed.command === 'validate') {
            // Its own module, without dispatch.ts and the runner, state store and step kinds it loads.
            const { validateCommand } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(380), __webpack_require__.e(556), __webpack_require__.e(852), __webpack_require__.e(812), __webpack_require__.e(575)]).then(__webpack_require__.bind(__webpack_require__, 2575));
            return await validateCommand(io, parsed, style);
        }
        if (parsed.command === 'graph') {
            // Its own module too: it reads a run's state, but loads neither the runner nor the state's writers.
            const { graphCommand } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(380), __webpack_require__.e(968), __webpack_require__.e(556), __webpack_require__.e(852), __webpack_require__.e(812), __webpack_require__.e(174), __webpack_require__.e(305), __webpack_require__.e(361)]).then(__webpack_require__.bind(__webpack_require__, 3361));
            return await graphCommand(io, parsed);
        }
        // Every other command: the rest of the CLI, loaded now (src/cli/dispatch.ts).
        const { dispatch } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(380), __webpack_require__.e(968), __webpack_require__.e(556), __webpack_require__.e(852), __webpack_require__.e(812), __webpack_require__.e(174), __webpack_require__.e(305), __webpack_require__.e(693), __webpack_require__.e(75)]).then(__webpack_require__.bind(__webpack_require__, 3075));
        return await dispatch(io, parsed, style);
    }
    catch (error) {
        if (error instanceof args/* UsageError */.eb)
            return usageFailure(io, error, parsed.json);
        throw error;
    }
}


/***/ }),

/***/ 1604:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ activeRuns),
/* harmony export */   A0: () => (/* binding */ killStages),
/* harmony export */   CO: () => (/* binding */ SIGNAL_NUMBERS),
/* harmony export */   Ff: () => (/* binding */ firstSignalLine),
/* harmony export */   Mn: () => (/* binding */ lines),
/* harmony export */   Sy: () => (/* binding */ abandonRuns),
/* harmony export */   Wb: () => (/* binding */ processIO),
/* harmony export */   YC: () => (/* binding */ maskingIO),
/* harmony export */   dx: () => (/* binding */ sayAboveRuns),
/* harmony export */   qJ: () => (/* binding */ runInProgress),
/* harmony export */   qQ: () => (/* binding */ setStageKiller),
/* harmony export */   r4: () => (/* binding */ secondSignalLine),
/* harmony export */   vs: () => (/* binding */ signalExitStatus)
/* harmony export */ });
/* harmony import */ var _core_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2454);

/** The process's own IO. */
function processIO(signal) {
    return { cwd: process.cwd(), env: process.env, stdout: process.stdout, stderr: process.stderr, ...(signal ? { signal } : {}) };
}
/**
 * `io` whose two streams pass every text through a masker of the values `hide` is given (main()
 * gives the command line's secret-looking input values once it is read; a command, through
 * CliIO.hide, those of the run it names once it resolves them: its defaults and recorded inputs):
 * *** wherever a message or a path repeats them (a state path made of one: `no state at runs/***`
 * and the rest of the path), the refusals main() prints included. The values only grow: a text
 * written after a value was added is masked by every value added so far.
 */
function maskingIO(io) {
    let mask;
    const values = new Set();
    const masked = (stream) => ({
        write: (text) => stream.write(mask === undefined || typeof text !== 'string' ? text : mask(text)),
        get isTTY() {
            return stream.isTTY;
        },
        get columns() {
            return stream.columns;
        },
    });
    const hide = (more, masker) => {
        const size = values.size;
        for (const v of more)
            values.add(v);
        // One masker for every write (its forms and table built once per set of values): `logs --follow` writes many.
        if (values.size !== size)
            mask = masker([...values].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)));
    };
    return { io: { ...io, stdout: masked(io.stdout), stderr: masked(io.stderr), hide }, hide };
}
/** Lines to one stream (a newline added when missing). */
function lines(stream) {
    return (s) => void stream.write(s.endsWith('\n') ? s : s + '\n');
}
// Module-wide on purpose (issue 16), as bin.ts's signal bookkeeping: the process's signal handlers undo what the process's runs left.
const activeRuns = new Set();
/** Whether a `run` is going in this process (a signal then cancels it instead of exiting). */
function runInProgress() {
    return activeRuns.size > 0;
}
/**
 * Undo what the runs going on left on screen and on disk (before the process exits at once).
 * Returns the commands that resume them (those whose start is on disk) and, for the others, the
 * `status` commands that find them.
 */
function abandonRuns() {
    const abandoned = { resumes: [], lookups: [] };
    for (const run of activeRuns) {
        run.undo();
        if (run.resume !== undefined)
            abandoned.resumes.push(run.resume);
        else if (run.lookup !== undefined)
            abandoned.lookups.push(run.lookup);
    }
    activeRuns.clear();
    return abandoned;
}
/**
 * A line for stderr while runs go on: above a run's live progress lines when it draws them (written
 * straight to the terminal it would be glued to a spinner line and partly wiped by the next redraw).
 * false: no run printed it (no progress display); the caller writes it.
 */
function sayAboveRuns(line) {
    for (const run of activeRuns) {
        if (run.say) {
            run.say(line);
            return true;
        }
    }
    return false;
}
/** What the first signal during a run prints (the run then stops and prints its summary). */
function firstSignalLine(signal) {
    return `stagegate: ${signal} received: passing it to the running stages (each is killed when it exits, or 10 s later) and recording the interruption (send it again to exit at once)`;
}
/**
 * What a second signal prints, after the stage trees were killed (no summary follows): what
 * happened and the command that resumes the run \u2014 not "the same command again", which for a
 * `--mode fresh` or `--rerun-from` run would throw away what the run has done. The runs' resume
 * commands (abandonRuns); none known (the run's start is not on disk yet): its `status` command,
 * as pasteable (`-C DIR`, the run id given), which says whether it started and how to resume it.
 */
function secondSignalLine(signal, first, { resumes, lookups }) {
    const which = signal === first ? `${signal} again` : `${signal} after ${first}`;
    const how = resumes.length > 0
        ? `resume it with: ${resumes.join(' ; ')}`
        : lookups.length > 0
            ? `its start may not be recorded; ${lookups.map((l) => `\`${l}\``).join(' ; ')} says whether it is and gives the command that resumes it`
            : '`stagegate status` of the run gives the command that resumes it';
    return `stagegate: ${which}: the stages were killed and stagegate exits now, without its summary; the interrupted step runs again when the run is resumed (${how})`;
}
/**
 * Kills the process trees of the stages still running. Set by the code that starts stages (the
 * `run` commands, src/cli/dispatch.ts) when it loads: a command that never loaded it has no
 * stage to kill, and its process does not load the process runner just for a signal handler.
 */
// Module-wide on purpose (issue 16): the process's signal handler (bin.ts) kills the process's one set of stages.
let stageKiller;
function setStageKiller(kill) {
    stageKiller = kill;
}
/** Kill the stage trees still running, if any (a hard stop: the second signal). */
function killStages() {
    stageKiller?.();
}
/** Signals a run is cancelled by, and their numbers (the exit status is 128 + the number): one table, the core's. */
const SIGNAL_NUMBERS = _core_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .STOP_SIGNALS */ .nW;
/** The exit status of a process stopped by the signal `io.signal` was aborted with (130, 143, 129); undefined when it was not one of those. */
function signalExitStatus(io) {
    const by = io.signal?.reason;
    return typeof by === 'string' && by in SIGNAL_NUMBERS ? 128 + SIGNAL_NUMBERS[by] : undefined;
}


/***/ }),

/***/ 3379:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AH: () => (/* binding */ INPUT_FLAG_HABITS),
/* harmony export */   Lo: () => (/* binding */ COMMANDS),
/* harmony export */   Tr: () => (/* binding */ COMMAND_SYNONYMS),
/* harmony export */   Wg: () => (/* binding */ FLAGS),
/* harmony export */   ih: () => (/* binding */ FLAG_SYNONYMS),
/* harmony export */   nZ: () => (/* binding */ COMMAND_NAMES),
/* harmony export */   y9: () => (/* binding */ isCommand)
/* harmony export */ });
// Every command and flag of the CLI, with the words its --help prints: one table that the parser,
// the help texts and the did-you-mean suggestions all read, so they cannot disagree.
const FLAGS = {
    'run-id': { type: 'string', value: 'ID', help: 'the run (same as run_id=ID)' },
    'stop-after-step': { type: 'string', value: 'STEP', help: 'run STEP, persist its gate and next step, then stop (PARTIAL_RESUMABLE)' },
    mode: { type: 'string', value: 'resume|fresh', help: 'resume (default) continues a run; fresh starts over, moving old results aside' },
    'ignore-previous-completion': { type: 'boolean', help: 'run again even if the run completed (implies --mode fresh)' },
    'allow-workflow-change': { type: 'boolean', help: "resume although the workflow file changed since the run's last invocation" },
    'on-source-change': {
        type: 'string',
        value: 'refuse|rerun|keep',
        help: "a resume at another git commit than its verdicts: refuse (default: stop, STALE_ARTIFACT_REJECTED), rerun (run the stale steps again), keep (continue with the old verdicts; recorded)",
    },
    'rerun-from': {
        type: 'string',
        value: 'STEP',
        help: "resume by running STEP again: take back its verdict and every verdict accepted after it, reopen a finished run, continue from STEP (no --mode fresh, --ignore-previous-completion or --shard)",
    },
    answer: { type: 'string', value: 'TEXT', help: "answer the question the run stopped at (WORKFLOW_ANSWER_REQUIRED): the step runs again with it (one shell word: quote it); a usage error when no question waits" },
    'answer-file': { type: 'string', value: 'PATH', help: 'as --answer, the answer read from the file PATH (UTF-8, at most 64 KiB)' },
    json: { type: 'boolean', help: 'print one JSON object on stdout (nothing else)' },
    strict: { type: 'boolean', help: 'warnings fail too (exit 1)' },
    format: { type: 'string', value: 'text|json|github', help: 'output format (github: annotations on stdout, summary on stderr)' },
    workspace: { short: 'C', type: 'string', value: 'DIR', help: 'workspace root (default: the current directory); every path resolves inside it' },
    quiet: { short: 'q', type: 'boolean', help: 'no progress lines (warnings still go to stderr)' },
    stream: { short: 'v', type: 'boolean', help: "pass each stage's output through, prefixed with its step (secrets masked)" },
    heartbeat: { type: 'string', value: 'SECONDS', help: 'off a terminal: a "still running" line every SECONDS (default 30; 0 = off)' },
    agent: { type: 'string', value: 'NAME[:MODEL]', help: 'agent for agent-driven steps: claude, codex, gemini, copilot, opencode or command (docs/agents.md)' },
    'agent-command': { type: 'string', value: 'PATH', help: 'the executable of the command agent (the prompt arrives on stdin)' },
    'agent-arg': { type: 'string', multiple: true, value: 'ARG', help: 'extra argument for the agent CLI (repeatable)' },
    'fresh-agent-sessions': { type: 'boolean', help: "a retry starts a new agent session instead of continuing the previous attempt's (docs/agents.md#sessions)" },
    'show-prompt': { type: 'string', value: 'STEP', help: "print the exact prompt STEP (or STEP.BRANCH, a parallel branch; 'STEP[ITEM].SUB', a foreach item's per-item step) would get, nothing else" },
    by: { type: 'string', value: 'NAME', help: 'who decides (approve, reject), skips (skip) or answers (run --answer) (default: on GitHub Actions $GITHUB_ACTOR, else $USER, else $LOGNAME, else the OS account, else unknown); a decider is one of the step\'s approvers when it lists them' },
    note: { type: 'string', value: 'TEXT', help: 'a note recorded with the decision' },
    out: { short: 'o', type: 'string', value: 'FILE', help: 'write the native YAML to FILE (inside the workspace) instead of stdout' },
    critical: { type: 'string', value: 'N', help: 'unresolved_critical (default 0)' },
    high: { type: 'string', value: 'N', help: 'unresolved_high (default 0)' },
    open: { type: 'string', value: 'N', help: 'source_resolvable_open (default 0)' },
    next: { type: 'string', value: 'STEP', help: 'next_recommended (default null; recorded, never used for routing)' },
    set: { type: 'string', multiple: true, value: 'KEY=VALUE', help: "an extra gate key (repeatable); VALUE is read as a number, true/false/null, a [list] of plain values, or text; the step's gate_schema checks it (GATE_SCHEMA_VIOLATION: nothing written)" },
    name: { type: 'string', value: 'NAME', help: 'the workflow name (default: example)' },
    action: { type: 'string', value: 'OWNER/REPO@REF', help: 'the action the GitHub workflow uses (default: <owner>/stagegate@v1: replace <owner>)' },
    follow: { type: 'boolean', short: 'f', help: 'keep printing what the running stages write until the run stops' },
    tail: { type: 'string', value: 'N', help: "only the last N lines of each log (read from its end, not the whole file); with --follow, then what is written after" },
    'older-than': { type: 'string', value: 'AGE', help: 'also remove finished runs last updated longer ago than AGE (30m, 12h, 7d, 2w)' },
    yes: { short: 'y', type: 'boolean', help: 'remove for real (without it, clean only lists what it would remove)' },
    shard: { type: 'string', multiple: true, value: 'KEY', help: 'run only this shard (a foreach item or a parallel branch: stagegate shards lists them) into a folder of its own; the run itself is not touched. Repeatable: the shards run one after another (a matrix leg with several keys)' },
    legs: { type: 'string', value: 'N', help: 'also deal the shards into at most N matrix legs, in order (a leg runs its keys with one run --shard K1 --shard K2 ...)' },
    from: { type: 'string', multiple: true, value: 'DIR', help: 'also merge the shard folders found under DIR (copied from another machine; repeatable)' },
    help: { short: 'h', type: 'boolean', help: 'show help' },
    version: { type: 'boolean', help: 'print the version' },
};
const AGENT_FLAGS = ['agent', 'agent-command', 'agent-arg', 'fresh-agent-sessions'];
const COMMANDS = {
    run: {
        summary: 'run a workflow (resume is the default; --mode fresh starts over)',
        usage: 'stagegate run <workflow> [name=value ...] [flags]',
        about: `Runs the workflow's stages one after another, checks each stage's output and WORKFLOW_GATE block,
routes on the gate's status and persists the state after every stage. A second invocation with the
same run id continues where the first stopped. On a terminal a live line per running stage shows
its step, visit, attempt and elapsed time; off a terminal a line when a stage starts and a heartbeat.`,
        args: [
            ['<workflow>', 'the workflow file, inside the workspace'],
            ['name=value', 'inputs of the workflow (run_id=ID is the same as --run-id ID)'],
        ],
        flags: ['run-id', 'stop-after-step', 'mode', 'ignore-previous-completion', 'allow-workflow-change', 'on-source-change', 'rerun-from', 'shard', 'answer', 'answer-file', 'by', ...AGENT_FLAGS, 'stream', 'heartbeat', 'quiet', 'json', 'workspace'],
        examples: ['stagegate run workflows/examples/hello/workflow.yaml --run-id r1', 'stagegate run wf.yaml --run-id r1 --stop-after-step review', 'stagegate run wf.yaml --run-id r1 --rerun-from review', 'stagegate run wf.yaml --run-id r2 --mode fresh --stream topic="gates"', 'stagegate run wf.yaml --run-id r1 --shard DA-01'],
    },
    shards: {
        summary: "the shards of a run's foreach or parallel step that can run now (reads only)",
        usage: 'stagegate shards <workflow> [name=value ...] --run-id ID [--legs N] [--json]',
        about: `When the run's active step is a foreach step, lists the keys of its items that can run now as
shards (items not finished whose dependencies are VERIFIED), in the items' order; at a parallel
step, its branches without a verdict on this visit, in declared order. --json prints
{"step": ..., "shards": [...]} ("step" is null when the run is at neither). Each shard
runs with \`stagegate run ... --shard KEY\` (on any machine); \`stagegate merge\` brings them back.
--legs N also deals the shards, in order, into at most N legs of nearly equal size (JSON:
"legs": [[...], ...]): one machine runs a leg's keys with \`stagegate run ... --shard K1 --shard K2\`,
so a matrix stays within GitHub's 256 legs and a runner's start is paid once per leg.
Runs nothing, writes nothing. See docs/run-semantics.md#shards.`,
        args: [
            ['<workflow>', 'the workflow file'],
            ['name=value', 'inputs that locate the state (usually only the run id)'],
        ],
        flags: ['run-id', 'legs', 'json', 'workspace'],
        examples: ['stagegate shards wf.yaml --run-id r1', 'stagegate shards wf.yaml --run-id r1 --json', 'stagegate shards wf.yaml --run-id r1 --legs 20 --json'],
    },
    merge: {
        summary: 'merge finished shards into their run, then continue it like run',
        usage: 'stagegate merge <workflow> [name=value ...] --run-id ID [--from DIR ...] [flags]',
        about: `Verifies every shard result in the run root and under each --from DIR (journal chain, workflow
digest, run id, shard key, outputs' sha256), refuses a tampered, foreign or conflicting one with
its stop code before anything is merged, merges the rest into the run in the items' order (a
parallel step's branches: in declared order, then its join), whatever order they finished in, and
continues the run like \`run\` (--stop-after-step honoured). Items (branches) without a result
stay pending: the merge stops PARTIAL_RESUMABLE and names them.`,
        args: [
            ['<workflow>', 'the workflow file'],
            ['name=value', 'inputs, as for run'],
        ],
        flags: ['run-id', 'from', 'stop-after-step', 'allow-workflow-change', 'on-source-change', ...AGENT_FLAGS, 'stream', 'heartbeat', 'quiet', 'json', 'workspace'],
        examples: ['stagegate merge wf.yaml --run-id r1', 'stagegate merge wf.yaml --run-id r1 --from downloaded/shard-DA-01 --from downloaded/shard-DA-02'],
    },
    status: {
        summary: 'where a run is (reads only)',
        usage: 'stagegate status <workflow> [name=value ...] [--run-id ID] [--allow-workflow-change] [--on-source-change refuse|rerun|keep] [--json]',
        about: `Reads the run's state: its status, the active step, each step's visits (entries into the step,
against max_visits) and attempts, a pending approval, decisions, skips and stalls. A run whose
verdicts were made at another git commit is reported as a resume here would find it (the
STALE_ARTIFACT_REJECTED it would stop with, or the step it would go back to), never as complete.
With --allow-workflow-change, an edited workflow file is taken as a resume with the flag takes it
(the commands printed carry the flag). Runs nothing, writes nothing, takes no lock.`,
        args: [
            ['<workflow>', 'the workflow file'],
            ['name=value', 'inputs that locate the state (usually only the run id)'],
        ],
        flags: ['run-id', 'allow-workflow-change', 'on-source-change', 'json', 'workspace'],
        examples: ['stagegate status workflows/examples/hello/workflow.yaml --run-id r1'],
    },
    history: {
        summary: "a run's journal, event by event (reads only)",
        usage: 'stagegate history <workflow> [name=value ...] [--run-id ID] [--json]',
        about: `The run's journal (docs/run-semantics.md#the-journal), replayed like a resume replays it:
every event in order with its step, visit, attempt, the status it records and where it led. With
--json, one object whose "events" array holds each event with seq, at, event, step, visit,
attempt, status, to, detail and the journal line itself (data). Runs nothing, writes nothing.`,
        args: [
            ['<workflow>', 'the workflow file'],
            ['name=value', 'inputs that locate the state (usually only the run id)'],
        ],
        flags: ['run-id', 'json', 'workspace'],
        examples: ['stagegate history workflows/examples/hello/workflow.yaml --run-id r1', 'stagegate history workflows/examples/hello/workflow.yaml --run-id r1 --json'],
    },
    graph: {
        summary: 'the workflow as a Mermaid flowchart, coloured by a run (reads only)',
        usage: 'stagegate graph <workflow> [name=value ...] [--run-id ID] [--json]',
        about: `Prints the workflow as a Mermaid flowchart, the one the Action's job summary draws: every step
(its kind's shape) and transition. For a run that has state, each step is coloured by its status
(completed, failed, blocked, running, next) and the path the run took is drawn thick, with visit
counts. Only the chart is printed: paste it into a \`\`\`mermaid block or mermaid.live. With --json,
one object: the chart (mermaid), each step's status and the transitions taken. A workflow too large
for Mermaid stops with GRAPH_TOO_LARGE (exit 4). Runs nothing, writes nothing, takes no lock.`,
        args: [
            ['<workflow>', 'the workflow file (native, or another runner\'s format validate reads)'],
            ['name=value', 'inputs that locate the state (usually only the run id)'],
        ],
        flags: ['run-id', 'json', 'workspace'],
        examples: ['stagegate graph workflows/examples/hello/workflow.yaml', 'stagegate graph workflows/examples/hello/workflow.yaml --run-id r1 > run.mmd'],
    },
    plan: {
        summary: 'what a run would do next, and every path it can take',
        usage: 'stagegate plan <workflow> [name=value ...] [--run-id ID] [--show-prompt STEP] [flags]',
        about: `Shows the step a run with the same arguments would run next and why, and every path the
workflow can take from each step, without running or writing anything.`,
        args: [
            ['<workflow>', 'the workflow file'],
            ['name=value', 'inputs, as for run'],
        ],
        flags: ['run-id', 'stop-after-step', 'mode', 'ignore-previous-completion', 'allow-workflow-change', 'on-source-change', ...AGENT_FLAGS, 'show-prompt', 'json', 'workspace'],
        examples: ['stagegate plan workflows/examples/hello/workflow.yaml --run-id r1', 'stagegate plan wf.yaml --run-id r1 --show-prompt analyse'],
    },
    validate: {
        summary: 'check workflow files without running them',
        usage: 'stagegate validate [<workflow|dir> ...] [--strict] [--json | --format text|json|github]',
        about: `Checks schema, references, placeholders, paths and the full contract of each workflow file, or of
every workflow under a directory. Without arguments: every workflow in the workspace.`,
        args: [['<workflow|dir>', 'files or directories (default: the workspace)']],
        flags: ['strict', 'format', 'json', 'workspace'],
        examples: ['stagegate validate', 'stagegate validate workflows/', 'stagegate validate wf.yaml --format github'],
    },
    convert: {
        summary: 'print the native 4.0 YAML of an aiox, maestro-flow or CCW workflow',
        usage: 'stagegate convert <workflow> [--out FILE]',
        about: `Prints (or writes) the native 4.0 YAML equivalent of another runner's workflow file, validated
like any workflow (diagnostics on stderr; exit 1 on errors). See docs/formats.md.`,
        args: [['<workflow>', 'an aiox, maestro-flow or CCW workflow file']],
        flags: ['out', 'workspace'],
        examples: ['stagegate convert test/fixtures/formats/ccw/quick-bugfix.json', 'stagegate convert flow.json --out flow.yaml'],
    },
    approve: {
        summary: 'approve a run paused at an approval step',
        usage: 'stagegate approve <workflow> [name=value ...] [--run-id ID] [--by NAME] [--note TEXT] [--allow-workflow-change] [--agent NAME[:MODEL]] [--agent-command PATH] [--agent-arg ARG ...] [--fresh-agent-sessions] [--json]',
        about: `Records an approval on a run waiting at an approval step; the next \`stagegate run\` continues
along on_approve. Runs nothing itself; --agent / --agent-command / --agent-arg (the run's) only go
into the next: command it prints.`,
        args: [
            ['<workflow>', 'the workflow file'],
            ['name=value', 'inputs that locate the state'],
        ],
        flags: ['run-id', 'by', 'note', 'allow-workflow-change', ...AGENT_FLAGS, 'json', 'workspace'],
        examples: ['stagegate approve workflows/examples/release/workflow.yaml --run-id rel1 --by you'],
    },
    reject: {
        summary: 'reject a run paused at an approval step',
        usage: 'stagegate reject <workflow> [name=value ...] [--run-id ID] [--by NAME] [--note TEXT] [--allow-workflow-change] [--agent NAME[:MODEL]] [--agent-command PATH] [--agent-arg ARG ...] [--fresh-agent-sessions] [--json]',
        about: `Records a rejection on a run waiting at an approval step; the next \`stagegate run\` continues
along on_reject. Runs nothing itself; --agent / --agent-command / --agent-arg (the run's) only go
into the next: command it prints.`,
        args: [
            ['<workflow>', 'the workflow file'],
            ['name=value', 'inputs that locate the state'],
        ],
        flags: ['run-id', 'by', 'note', 'allow-workflow-change', ...AGENT_FLAGS, 'json', 'workspace'],
        examples: ['stagegate reject workflows/examples/release/workflow.yaml --run-id rel1 --by you --note "not this week"'],
    },
    skip: {
        summary: "skip the run's active step when it is optional",
        usage: 'stagegate skip <workflow> STEP [name=value ...] [--run-id ID] [--by NAME] [--allow-workflow-change] [--agent NAME[:MODEL]] [--agent-command PATH] [--agent-arg ARG ...] [--fresh-agent-sessions] [--json]',
        about: `Marks the run's active step skipped (it must be optional: true) and moves the run to the
step's on_skip, where it waits for the next \`stagegate run\`; --agent / --agent-command / --agent-arg
(the run's) only go into the next: command it prints.`,
        args: [
            ['<workflow>', 'the workflow file'],
            ['STEP', 'the active step to skip (one shaped like name=value or that starts with -: after --, last)'],
        ],
        flags: ['run-id', 'by', 'allow-workflow-change', ...AGENT_FLAGS, 'json', 'workspace'],
        examples: ['stagegate skip wf.yaml lint --run-id r1 --by you'],
    },
    gate: {
        summary: "write the WORKFLOW_GATE block that ends the running stage's output",
        usage: 'stagegate gate STATUS [--critical N] [--high N] [--open N] [--next STEP] [--set KEY=VALUE ...]',
        about: `Run inside a stage: appends the WORKFLOW_GATE block for the stage it runs in to the end of
$STAGEGATE_OUTPUT, filling workflow, step and artifact from the STAGEGATE_* environment the runner
sets. Every stage can call it: the runner puts \`stagegate\` on the stage's PATH and its path in
$STAGEGATE_BIN. Outside a stage it is a usage error. See docs/gate.md.`,
        args: [['STATUS', "the gate status; the step's statuses: map routes it (one it does not route is refused: $STAGEGATE_STATUSES)"]],
        flags: ['critical', 'high', 'open', 'next', 'set'],
        examples: ['stagegate gate APPROVED', 'stagegate gate CHANGES_REQUESTED --high 2 --next revise --set score=70'],
    },
    once: {
        summary: 'run a side effect (a push, a comment, a release) once per step visit, not again on a retry or resume',
        usage: 'stagegate once KEY -- COMMAND [ARGS ...]',
        about: `Run inside a stage: runs COMMAND (its argv, no shell) with stdin, stdout and stderr passed
through, and exits with its status, unless this run already recorded KEY as done for the same
step, visit and parallel branch (or foreach item): then it prints the command's recorded stdout
again, says on stderr when it was done, and exits 0. Done means exited 0: the record (stdout up
to 64 KiB, masked) goes to the attempt's ledger ($STAGEGATE_EFFECTS) and into the run's journal
(effect_done). A retry or a resume after a crash does not repeat it; a later visit of the step,
--rerun-from and --mode fresh do. Outside a stage it is a usage error. See docs/run-semantics.md.`,
        args: [
            ['KEY', 'names the effect within the step (printable, at most 200 characters, no line breaks)'],
            ['COMMAND [ARGS ...]', 'after --: the program and its arguments, run as they are (never through a shell)'],
        ],
        flags: [],
        examples: ['stagegate once pr -- gh pr create --fill', 'url=$(stagegate once release -- gh release create v1.2.0 --generate-notes)'],
    },
    init: {
        summary: 'scaffold a workflow, a stage script and a GitHub Actions workflow',
        usage: 'stagegate init [DIR] [--name NAME] [--action OWNER/REPO@REF] [--json]',
        about: `Writes stagegate/workflow.yaml (with the editor schema comment), stagegate/stages/check.sh (a
stage that ends with \`stagegate gate\`), stagegate/.gitignore and .github/workflows/stagegate.yml
(the Action) into DIR (default: the current directory). Never overwrites a file. The result
validates and runs at once.`,
        args: [['DIR', 'where to scaffold (default: the current directory)']],
        flags: ['name', 'action', 'json'],
        examples: ['stagegate init', 'stagegate init my-project --name review'],
    },
    list: {
        summary: 'the runs in the workspace',
        usage: 'stagegate list [--json]',
        about: `Lists every run found in the workspace (by its state file, whatever state_path names it): run id,
workflow, status, active step, last update, and whether a runner holds it now.`,
        args: [],
        flags: ['json', 'workspace'],
        examples: ['stagegate list', 'stagegate list -C ../other-repo --json'],
    },
    logs: {
        summary: "print a run's stage logs (--follow: as they are written)",
        usage: 'stagegate logs <workflow> [STEP] [name=value ...] [--run-id ID] [--tail N] [--follow]',
        about: `Prints the logs of a run's stage attempts, oldest first, each under a header naming its step,
visit and attempt; with STEP, only that step's (parallel branches: STEP.BRANCH, or STEP for all
its branches; a foreach step's item as the progress lines name it: 'STEP[ITEM]', one per-item step
of it: 'STEP[ITEM].SUB', every item's: STEP.SUB). --tail N prints only the last N lines of each log
(read from its end: a log of any size). --follow keeps printing what the running stages write until the run stops. A run a
resume would refuse (an edited workflow, a changed output) still shows them, the refusal a warning on stderr.`,
        args: [
            ['<workflow>', 'the workflow file'],
            ['STEP', 'only this step (or parallel branch; one shaped like name=value or that starts with -: after --, last)'],
        ],
        flags: ['run-id', 'tail', 'follow', 'workspace'],
        examples: ['stagegate logs workflows/examples/hello/workflow.yaml --run-id r1', 'stagegate logs wf.yaml review --run-id r1 --follow', 'stagegate logs wf.yaml review --run-id r1 --tail 50'],
    },
    clean: {
        summary: 'remove moved-aside (.superseded) results and old finished runs',
        usage: 'stagegate clean [--older-than AGE] [--yes] [--json]',
        about: `Finds the .superseded/ folders fresh runs moved earlier results into and, with --older-than,
finished runs (not in progress, not locked) last updated longer ago than AGE. Without --yes it
only lists them; with --yes it removes them.`,
        args: [],
        flags: ['older-than', 'yes', 'json', 'workspace'],
        examples: ['stagegate clean', 'stagegate clean --older-than 7d --yes'],
    },
};
const COMMAND_NAMES = Object.keys(COMMANDS);
function isCommand(name) {
    return Object.prototype.hasOwnProperty.call(COMMANDS, name);
}
/**
 * Words people reach for that stagegate spells otherwise (other CLIs' habits): the did-you-mean of
 * an unknown command or flag names the real one, where spelling distance alone would miss it or
 * mislead (`runs` is one letter from `run`, but means `list`).
 */
const COMMAND_SYNONYMS = { runs: 'list', ls: 'list', resume: 'run' };
/** An unknown flag -> what to write instead (the flag, with a value where the synonym implies one). */
const FLAG_SYNONYMS = {
    '--verbose': { flag: 'stream', write: '--stream' },
    '--execution-mode': { flag: 'mode', write: '--mode' },
    '--fresh': { flag: 'mode', write: '--mode fresh' },
};
/** Flags other runners bind inputs with (CCW's wf-player: `--context goal=...`); stagegate takes name=value tokens. */
const INPUT_FLAG_HABITS = ['--context', '--input'];


/***/ }),

/***/ 1715:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ makeStyle)
/* harmony export */ });
function makeStyle(stream, env) {
    const on = stream.isTTY === true && (env['NO_COLOR'] === undefined || env['NO_COLOR'] === '') && env['TERM'] !== 'dumb';
    const wrap = (open, close) => (s) => (on ? `\u001b[${open}m${s}\u001b[${close}m` : s);
    return { bold: wrap(1, 22), dim: wrap(2, 22), green: wrap(32, 39), red: wrap(31, 39), yellow: wrap(33, 39), cyan: wrap(36, 39) };
}


/***/ }),

/***/ 2692:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ez: () => (/* binding */ reusable),
/* harmony export */   Kq: () => (/* binding */ effectiveAgents),
/* harmony export */   Lv: () => (/* binding */ toRecord),
/* harmony export */   MN: () => (/* binding */ flagsToCarry),
/* harmony export */   PQ: () => (/* binding */ recordedAgents),
/* harmony export */   Rz: () => (/* binding */ agentsWhy),
/* harmony export */   gc: () => (/* binding */ shownAgentArgs),
/* harmony export */   i7: () => (/* binding */ describeAgents),
/* harmony export */   tr: () => (/* binding */ latestRecord)
/* harmony export */ });
/* unused harmony export choosesAgent */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _workspace_workspace_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5620);
/* harmony import */ var _run_secret_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var _model_shell_word_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3408);
// The agent choice a run remembers: the --agent / --agent-command / --agent-arg (and
// --fresh-agent-sessions) an invocation ran with, recorded in its run_started, so that a resume,
// `plan`, `status` and a shard leg without agent flags use what the run was started with
// (docs/agents.md#the-run-remembers-its-agent). Flags given replace the recorded choice whole.




/** Any of the flags that choose the agent (--fresh-agent-sessions alone does not). */
function choosesAgent(given) {
    return given !== undefined && (given.agent !== undefined || given.agentCommand !== undefined || (given.agentArgs?.length ?? 0) > 0);
}
/** The agent choice the run's latest invocation that recorded one ran with, if any (older runs: none). */
function recordedAgents(state) {
    return latestRecord(state)?.agents;
}
/** The latest record and whether the flags in it were given to the run's first invocation (its start). */
function latestRecord(state) {
    const invocations = state?.invocations ?? [];
    for (let i = invocations.length - 1; i >= 0; i--) {
        const agents = invocations[i].agents;
        if (agents === undefined)
            continue;
        // Carried from the record: the flags came from an earlier invocation that gave them.
        let given = i;
        while (given > 0 && invocations[given].agents?.from === 'run')
            given--;
        return { agents, atStart: given === 0 };
    }
    return undefined;
}
/** A selection as the journal records it: the command's path relative to the workspace when inside it. */
function toRecord(selection, workspace) {
    if (!choosesAgent(selection) && selection.freshSessions !== true)
        return undefined;
    const out = { from: selection.from ?? 'flags' };
    // `--agent command:PATH` names the executable in the agent: recorded as agent_command, under its rules.
    const inline = selection.agent !== undefined ? commandOf(selection.agent) : undefined;
    if (selection.agent !== undefined)
        out.agent = inline !== undefined ? 'command' : selection.agent;
    const command = selection.agentCommand ?? inline;
    if (command !== undefined)
        out.agent_command = commandRecord(command, workspace);
    if ((selection.agentArgs?.length ?? 0) > 0)
        out.agent_args = [...selection.agentArgs];
    if (selection.freshSessions === true)
        out.fresh_sessions = true;
    return out;
}
/** A resume can use the record as it is (a command path outside the workspace is never reused: effectiveAgents). */
function reusable(record) {
    const command = record.agent_command ?? (record.agent !== undefined ? commandOf(record.agent) : undefined);
    return command === undefined || !(0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(command);
}
/**
 * The agent flags a printed resume of the run carries (`next:`, hints): none while a resume without
 * flags finds them in the run's record; the recorded ones when it would not reuse them (a command
 * path outside the workspace), as the invocation that gave them printed them (command-line.ts agentFlags).
 */
function flagsToCarry(state) {
    const record = recordedAgents(state);
    if (record === undefined || reusable(record))
        return undefined;
    return {
        ...(record.agent !== undefined ? { agent: record.agent } : {}),
        ...(record.agent_command !== undefined ? { agentCommand: record.agent_command } : {}),
        ...(record.agent_args !== undefined ? { agentArgs: record.agent_args } : {}),
        ...(record.fresh_sessions === true ? { freshSessions: true } : {}),
    };
}
/** The executable of `command:PATH` (undefined for another agent, or `command` alone). */
function commandOf(agent) {
    if (!agent.startsWith('command:'))
        return undefined;
    const arg = agent.slice('command:'.length).trim();
    return arg === '' ? undefined : arg;
}
function commandRecord(command, workspace) {
    if (!command.includes('/'))
        return command;
    // A relative one (the Action's agent-command input) is spawned from the workspace, where stages run.
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(command) ? command : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(workspace.root, command);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(workspace.root, abs);
    if (rel === '' || !(0,_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_1__/* .insideBy */ .OY)(rel))
        return abs;
    // At the workspace's root: `./agent.sh`, for a bare `agent.sh` is reused as a name looked up on the PATH.
    const posix = (0,_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_1__/* .toPosix */ .d7)(rel);
    return posix.includes('/') ? posix : `./${posix}`;
}
function sameChoice(a, b) {
    return a.agent === b.agent && a.agent_command === b.agent_command && (a.agent_args ?? []).join('\0') === (b.agent_args ?? []).join('\0');
}
/**
 * The selection an invocation of a run uses: the flags it was given when any chooses the agent
 * (--fresh-agent-sessions alone keeps the recorded agent and adds itself); else the run's record.
 * A recorded relative command resolves against the workspace and must stay inside it (symlinks
 * checked: Workspace.resolve throws PATH_OUTSIDE_WORKSPACE); an absolute one outside it is not
 * reused.
 */
function effectiveAgents(given, state, workspace, runId) {
    const flags = given ?? {};
    const latest = latestRecord(state);
    const recorded = latest?.agents;
    if (choosesAgent(flags)) {
        const mine = toRecord(flags, workspace);
        const replaced = recorded !== undefined && mine !== undefined && !sameChoice(recorded, mine);
        return { selection: { ...flags, from: 'flags' }, from: 'flags', ...(replaced ? { replaced: recorded } : {}) };
    }
    if (recorded === undefined || (recorded.agent === undefined && recorded.agent_command === undefined && recorded.agent_args === undefined)) {
        const fresh = flags.freshSessions === true || recorded?.fresh_sessions === true;
        return { selection: fresh ? { freshSessions: true, from: flags.freshSessions === true ? 'flags' : 'run' } : { ...flags }, from: flags.freshSessions === true ? 'flags' : fresh ? 'run' : 'none' };
    }
    const selection = { from: 'run', freshSessions: flags.freshSessions === true || recorded.fresh_sessions === true };
    // A journal is read, not trusted: `command:PATH` in its agent is a command path like any (never spawned unchecked).
    const inline = recorded.agent !== undefined ? commandOf(recorded.agent) : undefined;
    if (recorded.agent !== undefined)
        selection.agent = inline !== undefined ? 'command' : recorded.agent;
    if (recorded.agent_args !== undefined)
        selection.agentArgs = recorded.agent_args;
    let notReused;
    const command = recorded.agent_command ?? inline;
    if (command !== undefined) {
        if (!command.includes('/'))
            selection.agentCommand = command;
        else if ((0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(command))
            notReused = `run ${runId} was started with --agent-command ${(0,_model_shell_word_js__WEBPACK_IMPORTED_MODULE_3__/* .shellWord */ .r)(command)}, outside the workspace: a recorded agent command is reused only inside the workspace (as a workflow's command:PATH), so give --agent-command again`;
        else
            selection.agentCommand = workspace.resolve(command, `the agent command run ${runId} recorded`).abs;
        if (selection.agentCommand !== undefined)
            selection.shownAgentCommand = command;
    }
    // Not reused: nothing of the record is (half of it would name another agent than the run's), as before runs recorded one.
    if (notReused !== undefined)
        return { selection: flags.freshSessions === true ? { freshSessions: true, from: 'flags' } : {}, from: flags.freshSessions === true ? 'flags' : 'none', notReused };
    return { selection, from: 'run', atStart: latest.atStart };
}
/**
 * An --agent-arg as printed for people: `--api-key=***` for a flag whose name looks secret, ***
 * for the word after such a flag, and the passwords of URLs masked (secret-names.ts's rules).
 */
function shownAgentArgs(args) {
    return args.map((arg, i) => {
        const eq = /^(-{1,2}[^=\s]+)=([\s\S]*)$/.exec(arg);
        if (eq !== null && _run_secret_names_js__WEBPACK_IMPORTED_MODULE_2__/* .SECRET_NAME */ .J4.test(eq[1].replace(/^-+/, '')) && eq[2].length >= _run_secret_names_js__WEBPACK_IMPORTED_MODULE_2__/* .MIN_SECRET_LENGTH */ .vb)
            return `${eq[1]}=${_run_secret_names_js__WEBPACK_IMPORTED_MODULE_2__/* .MASK */ .v5}`;
        const before = i > 0 ? args[i - 1] : '';
        if (/^-{1,2}[^=\s]+$/.test(before) && !arg.startsWith('-') && _run_secret_names_js__WEBPACK_IMPORTED_MODULE_2__/* .SECRET_NAME */ .J4.test(before.replace(/^-+/, '')) && arg.length >= _run_secret_names_js__WEBPACK_IMPORTED_MODULE_2__/* .MIN_SECRET_LENGTH */ .vb)
            return _run_secret_names_js__WEBPACK_IMPORTED_MODULE_2__/* .MASK */ .v5;
        return (0,_run_secret_names_js__WEBPACK_IMPORTED_MODULE_2__/* .shownValue */ .JJ)('', arg);
    });
}
/** The agent an invocation uses, in words: `command ./bin/agent --agent-arg=--model --agent-arg=***`. */
function describeAgents(selection) {
    const parts = [];
    if (selection.agent !== undefined)
        parts.push(selection.agent);
    else if (selection.agentCommand !== undefined)
        parts.push('command');
    if (selection.agentCommand !== undefined)
        parts.push(`--agent-command ${(0,_model_shell_word_js__WEBPACK_IMPORTED_MODULE_3__/* .shellWord */ .r)(selection.shownAgentCommand ?? selection.agentCommand)}`);
    for (const arg of shownAgentArgs(selection.agentArgs ?? []))
        parts.push(`--agent-arg=${(0,_model_shell_word_js__WEBPACK_IMPORTED_MODULE_3__/* .shellWord */ .r)(arg)}`);
    if (selection.freshSessions === true)
        parts.push('--fresh-agent-sessions');
    return parts.join(' ');
}
/** Why the invocation uses that agent, in words (the run's summary, plan, status). */
function agentsWhy(effective) {
    if (effective.from === 'run')
        return `${effective.atStart === false ? "from the run's record: the agent flags an earlier resume gave" : "from the run's start: the agent flags it was started with"}; agent flags on the command line replace them`;
    return effective.replaced !== undefined ? "from this command's flags, in place of the ones the run recorded" : "from this command's flags";
}


/***/ }),

/***/ 9726:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  R2: () => (/* binding */ ADAPTERS),
  vD: () => (/* binding */ AGENT_DRIVEN_KINDS),
  uw: () => (/* binding */ AGENT_MODEL_FIX),
  RO: () => (/* binding */ AGENT_NAMES),
  Lu: () => (/* binding */ NoAgentConfigured),
  yf: () => (/* binding */ agentModelProblem),
  GV: () => (/* binding */ parseAgentSpec),
  cT: () => (/* binding */ resolveAgent)
});

// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(2862);
// EXTERNAL MODULE: ./src/core/agents/types.ts
var types = __webpack_require__(6067);
;// CONCATENATED MODULE: ./src/core/agents/claude.ts
// Claude Code in print mode: `claude -p --output-format stream-json --verbose`, prompt on stdin
// (print mode reads a piped stdin and appends it to the prompt argument, of which we pass none).
// stream-json prints one JSON message per line as the session goes \u2014 {type: "system", subtype:
// "init", session_id}, then each {type: "assistant"|"user", message: {content: [...]}} \u2014 so an
// attempt that is killed (timeout, interruption) leaves its transcript and its last words; print
// mode refuses stream-json without --verbose ("--output-format=stream-json requires --verbose").
// It ends with the same object `--output-format json` prints alone: {type: "result", subtype,
// is_error, num_turns, total_cost_usd, session_id, usage: {input_tokens, output_tokens,
// cache_creation_input_tokens, cache_read_input_tokens}, model_usage_since_last_result (2.1.337)}
// (https://code.claude.com/docs/en/headless, "Stream responses"; https://code.claude.com/docs/en/
// cli-reference), one per turn of the main agent (a background task's end starts another: several,
// summed, resultsUsage). A user's own `--output-format` (an --agent-arg) takes over: `json` prints
// the result object alone (with --verbose, as the last element of a one-line array of all
// messages); both are read the same. `--max-turns` is a real option, hidden from --help. Verified
// against 2.1.197 and 2.1.337 (2026-12-08: run against a local stand-in for the API, docs/agents.md).

/**
 * The user's flags that replace the default `--permission-mode acceptEdits`
 * (https://code.claude.com/docs/en/cli-reference: `--dangerously-skip-permissions` is
 * `--permission-mode bypassPermissions`).
 */
const CLAUDE_PERMISSION_TAKEOVERS = ['--permission-mode', '--dangerously-skip-permissions'];
/**
 * The tools by which Claude Code starts sub-agents, all denied in direct mode: `Agent`, with the
 * legacy alias `Task`, and `Workflow` ("Execute a workflow script that orchestrates multiple
 * subagents"; 2.1.197 and 2.1.337 offer it in `-p`, and with `Agent,Task` denied it still starts
 * them where the permission mode lets it run \u2014 `--dangerously-skip-permissions`, seen with a local
 * stand-in for the API; under `acceptEdits` it asks, which `-p` denies).
 */
const CLAUDE_SUBAGENT_TOOLS = 'Agent,Task,Workflow';
/**
 * The user's flags that choose the session themselves, so ours (`--session-id <uuid>`, and
 * `--resume=<id> --fork-session` of a retry) is left out: `--session-id`, `-r/--resume`,
 * `-c/--continue`, `--from-pr`, `--fork-session` (cli-reference).
 */
const CLAUDE_SESSION_TAKEOVERS = ['--session-id', '--resume', '-r', '--continue', '-c', '--from-pr', '--fork-session'];
/** The user's flag that replaces the default `--output-format stream-json --verbose`. */
const CLAUDE_OUTPUT_TAKEOVERS = ['--output-format'];
const claudeAdapter = {
    name: 'claude',
    executable: 'claude',
    // @latest: 2.1.198 and later require Node 22, and on an older Node npm installs 2.1.197 (June
    // 2026) without a word when no version is named; with @latest it warns (EBADENGINE) and installs
    // it (a native binary, which ran on Node 20).
    install: 'npm install -g @anthropic-ai/claude-code@latest',
    reports: { cost: true, turns: true },
    choosesSession: true,
    resumesSession: true,
    argv(o) {
        const args = ['-p'];
        if (!(0,types/* userTakesOver */.wP)(o.extraArgs, CLAUDE_OUTPUT_TAKEOVERS)) {
            args.push('--output-format', 'stream-json');
            // Required by print mode for stream-json; the user's own --verbose is not passed twice.
            if (!o.extraArgs.includes('--verbose'))
                args.push('--verbose');
        }
        if (o.model !== undefined)
            args.push('--model', o.model);
        if (o.maxTurns !== undefined)
            args.push('--max-turns', String(o.maxTurns));
        // Non-interactive: edits are accepted, everything else follows the user's settings \u2014 unless
        // the user's own --agent-arg sets the permission mode.
        if (!(0,types/* userTakesOver */.wP)(o.extraArgs, CLAUDE_PERMISSION_TAKEOVERS))
            args.push('--permission-mode', 'acceptEdits');
        if (o.delegation === 'direct')
            args.push('--disallowedTools', CLAUDE_SUBAGENT_TOOLS);
        // The attempt's session id, chosen by the runner: known (and recorded) even when the attempt
        // is killed before it printed anything. `--session-id <uuid>` (must be a valid UUID).
        // A retry continues the attempt before it: `--resume=<id> --fork-session --session-id <new>`,
        // the conversation copied into a new session of the id we chose (2.1.197 and 2.1.337 refuse
        // --session-id with --resume without --fork-session). Forked, not resumed in place: each attempt keeps a
        // session of its own id (and 2.1.197's fork starts its cost counter at zero, where resuming in
        // place restores it; 2.1.337 restores it in both, and its result says what this process spent
        // apart: resultsUsage). The prompt on stdin is the next user message. `--resume` takes an optional
        // value, so the id goes in the same argv word (`--resume=<id>`, as commander reads it; 2.1.197
        // and 2.1.337 verified), and only a UUID: no recorded id ever becomes an option of its own.
        if (!(0,types/* userTakesOver */.wP)(o.extraArgs, CLAUDE_SESSION_TAKEOVERS)) {
            if (o.resumeSession !== undefined && types/* UUID */.kk.test(o.resumeSession))
                args.push(`--resume=${o.resumeSession}`, '--fork-session');
            if (o.newSession !== undefined)
                args.push('--session-id', o.newSession);
        }
        return [...args, ...o.extraArgs];
    },
    parseUsage(transcript) {
        // The result objects when the CLI printed them; else (killed at its time limit, interrupted, a
        // crash) what its streamed messages carried until then: a lower bound, without cost. A result
        // followed by messages of a session ends an earlier process's output (a resume the CLI
        // refused, the new session's output after it in the same log): no report of the later one's.
        // (The runner reads an attempt's last process alone; this holds for any transcript.)
        const objects = (0,types/* jsonObjects */.T5)(transcript);
        const last = lastResult(objects);
        const after = objects.slice(last + 1);
        if (last >= 0 && !after.some((o) => o['type'] === 'system' || o['type'] === 'assistant'))
            return resultsUsage(processResults(objects, last));
        return streamUsage(after);
    },
    refusal(transcript, args) {
        return claudeRefusal(transcript, args);
    },
    sessionId(transcript) {
        // Every message carries it: the init message first, the result last.
        return (0,types/* lastString */.E1)((0,types/* jsonObjects */.T5)(transcript), (o) => o['session_id']);
    },
    sessionRefused(transcript, id) {
        // 2.1.197 and 2.1.337, -p --resume <id> of a session it does not have: "No conversation found
        // with session ID: <id>" on stderr, a result of subtype error_during_execution, exit status 1.
        return transcript.includes(`No conversation found with session ID: ${id}`);
    },
    answer(transcript) {
        // The answer is the result object's `result` string. An attempt killed before its result
        // (a timeout, an interruption) answered nothing: what it said last is the text of its last
        // assistant message that has text (stream-json prints each message as it is complete).
        const objects = (0,types/* jsonObjects */.T5)(transcript);
        const results = objects.filter((o) => o['type'] === 'result' && typeof o['result'] === 'string');
        const result = results[results.length - 1]?.['result'];
        if (typeof result === 'string')
            return result;
        for (let i = objects.length - 1; i >= 0; i--) {
            if (objects[i]['type'] !== 'assistant')
                continue;
            const content = (0,types/* obj */.WL)(objects[i]['message'])['content'];
            const texts = Array.isArray(content) ? content.map(types/* obj */.WL).filter((c) => c['type'] === 'text' && typeof c['text'] === 'string').map((c) => c['text']) : [];
            if (texts.length > 0)
                return texts.join('\n');
        }
        return null;
    },
};
/**
 * Usage from the Claude-style `{"type":"result", ...}` objects of a transcript (alone on a line or
 * in a one-line array): those of its last process, summed (processResults, resultsUsage).
 */
function claudeResultUsage(transcript) {
    const objects = (0,types/* jsonObjects */.T5)(transcript);
    const last = lastResult(objects);
    return last >= 0 ? resultsUsage(processResults(objects, last)) : null;
}
/** The index of the last result object, else -1. */
function lastResult(objects) {
    for (let i = objects.length - 1; i >= 0; i--)
        if (objects[i]['type'] === 'result')
            return i;
    return -1;
}
/**
 * The result objects of one Claude Code process, the last at `last`: one per turn of its main
 * agent. `-p` prints one for the prompt, and one more each time the end of a background task (a
 * sub-agent or a Workflow run in the background, a background command) starts another turn in the
 * same process (2.1.197 and 2.1.337 alike, all printed at the end). They carry the last one's
 * session id; a result of another session is an earlier process's (a resume it refused), and
 * without an id only the last result is read.
 */
function processResults(objects, last) {
    const session = objects[last]['session_id'];
    const results = [objects[last]];
    if (typeof session !== 'string')
        return results;
    for (let i = last - 1; i >= 0; i--) {
        const o = objects[i];
        if (typeof o['session_id'] === 'string' && o['session_id'] !== session)
            break;
        if (o['type'] === 'result' && o['session_id'] === session)
            results.unshift(o);
    }
    return results;
}
/**
 * What one process's result objects report, summed: each result's `num_turns` and `usage` are its
 * own turn's. The cost is the process's own: from 2.1.337 on, `total_cost_usd` is the session's
 * running total, which a resumed *or forked* session continues from the total its transcript saved
 * ("so the first result already carries the earlier turns", its SDK schema), so a continued attempt
 * would be charged with the attempt before it again; `model_usage_since_last_result` holds per
 * model what the process spent since its previous result (`costUSD`), so its sum over the results
 * is the process's own cost. Without that field (2.1.197 and earlier, whose fork starts at zero)
 * the last result's `total_cost_usd`, the process's running total (processCost).
 */
function resultsUsage(results) {
    const usage = (0,types/* emptyUsage */.ly)();
    const known = (values) => values.map(types/* num */.bu).filter((n) => n !== undefined);
    // A count is the sum over every result, or unknown (null) when a result does not give it: a
    // result without `num_turns` (or without input or output tokens) is not a result of none, and a
    // sum without it would be an undercount. Input is the result's input and cache counters, those it gives.
    const all = (values) => (values.length > 0 && values.every((n) => n !== undefined) ? (0,types/* cappedSum */.bm)(values) : null);
    usage.turns = all(results.map((r) => (0,types/* num */.bu)(r['num_turns'])));
    usage.input_tokens = all(results.map((r) => {
        const u = (0,types/* obj */.WL)(r['usage']);
        const input = known([u['input_tokens'], u['cache_creation_input_tokens'], u['cache_read_input_tokens']]);
        return input.length > 0 ? (0,types/* cappedSum */.bm)(input) : undefined;
    }));
    usage.output_tokens = all(results.map((r) => (0,types/* num */.bu)((0,types/* obj */.WL)(r['usage'])['output_tokens'])));
    usage.cost_usd = processCost(results);
    usage.turn_limit_hit = results.some((r) => r['subtype'] === 'error_max_turns');
    return usage;
}
/**
 * The `error` an assistant message of Claude Code's carries when it answered in the model's place
 * (SDKAssistantMessage.error; 2.1.197, `-p` not logged in: `{"type":"assistant","error":
 * "authentication_failed", message: {model: "<synthetic>", content: [{text: "Not logged in \u00b7
 * Please run /login"}]}}`, then an `is_error` result, exit status 1). These, as the first answer
 * of the main agent, say the request was refused before any work; the first three would be
 * refused again. Others it reports (`rate_limit`, `server_error`, `max_output_tokens`, `unknown`)
 * are no refusal, and neither is any of them after the model answered once (claudeRefusal).
 */
const CLAUDE_FATAL_ERRORS = new Set(['authentication_failed', 'billing_error', 'oauth_org_not_allowed']);
const CLAUDE_REFUSED_ERRORS = new Set([...CLAUDE_FATAL_ERRORS, 'invalid_request']);
/**
 * Why a Claude Code attempt that exited non-zero never got to work (AgentAdapter.refusal), else
 * null. `args`: its argv, to tell whether it streamed its messages (stream-json).
 *
 * A refusal is an error message (CLAUDE_REFUSED_ERRORS) of the main agent (no
 * `parent_tool_use_id`) before any real answer of the model (an assistant message whose model is
 * not `<synthetic>`). The same error after one is a failure mid-work (a prompt grown too long:
 * `invalid_request`; a login that expired while it worked: `authentication_failed`): the session
 * holds work, so it is continued and retried as any failure mid-work is \u2014 a retry refused at once
 * (still not logged in) is then a refusal, and fatal. The text quoted is the message's own, on one
 * line (oneLine), at most 200 characters.
 */
function claudeRefusal(transcript, args) {
    const objects = (0,types/* jsonObjects */.T5)(transcript);
    for (const o of objects) {
        if (o['type'] !== 'assistant')
            continue;
        const message = (0,types/* obj */.WL)(o['message']);
        // The model answered: whatever fails after this failed mid-work.
        if (message['model'] !== '<synthetic>')
            return null;
        const error = o['error'];
        if (typeof error !== 'string' || !CLAUDE_REFUSED_ERRORS.has(error))
            continue;
        if (o['parent_tool_use_id'] !== null && o['parent_tool_use_id'] !== undefined)
            continue; // a sub-agent's
        const content = message['content'];
        const text = Array.isArray(content) ? (0,types/* oneLine */.TN)(content.map(types/* obj */.WL).map((c) => c['text']).filter((t) => typeof t === 'string').join(' ')).slice(0, 200) : '';
        return { reason: `claude refused the request: ${error}${text !== '' ? ` ("${text}")` : ''}`, fatal: CLAUDE_FATAL_ERRORS.has(error) };
    }
    // In stream-json every message of a session carries its session_id, the init message first: none
    // at all is a CLI that stopped before it started one (an argument it refused, a settings file it
    // could not read). Another output format (the user's) prints nothing until the end: not judged.
    const streamed = args.some((a, i) => (a === '--output-format' && args[i + 1] === 'stream-json') || a === '--output-format=stream-json');
    if (streamed && !objects.some((o) => typeof o['session_id'] === 'string'))
        return { reason: 'claude exited before it started a session', fatal: false };
    return null;
}
/**
 * Usage from Claude Code's streamed assistant messages, for an attempt that ended before its
 * result object: each API response's `message.usage` (one response can be printed as several
 * messages, one per content block, sharing its `message.id`: counted once, the largest figures
 * kept, since a message printed before the response ended may carry fewer output tokens than it
 * came to). Turns are the main agent's responses (no `parent_tool_use_id`). A lower bound
 * (partial), never a cost. null: no message carried usage.
 */
function claudeStreamUsage(transcript) {
    return streamUsage(jsonObjects(transcript));
}
function streamUsage(objects) {
    const responses = new Map();
    for (const o of objects) {
        if (o['type'] !== 'assistant')
            continue;
        const message = (0,types/* obj */.WL)(o['message']);
        if (message['model'] === '<synthetic>')
            continue; // written by the CLI in the model's place: no API call
        const u = (0,types/* obj */.WL)(message['usage']);
        const input = [u['input_tokens'], u['cache_creation_input_tokens'], u['cache_read_input_tokens']].map(types/* num */.bu).filter((n) => n !== undefined);
        const output = (0,types/* num */.bu)(u['output_tokens']);
        if (input.length === 0 && output === undefined)
            continue;
        const id = typeof message['id'] === 'string' ? message['id'] : typeof o['uuid'] === 'string' ? o['uuid'] : `#${responses.size}`;
        const seen = responses.get(id);
        const inputSum = (0,types/* cappedSum */.bm)(input);
        responses.set(id, {
            input: Math.max(seen?.input ?? 0, inputSum),
            output: Math.max(seen?.output ?? 0, output ?? 0),
            main: (seen?.main ?? false) || o['parent_tool_use_id'] === null || o['parent_tool_use_id'] === undefined,
        });
    }
    if (responses.size === 0)
        return null;
    const usage = (0,types/* emptyUsage */.ly)();
    usage.partial = true;
    usage.input_tokens = 0;
    usage.output_tokens = 0;
    let turns = 0;
    for (const r of responses.values()) {
        usage.input_tokens = (0,types/* capped */.uo)(usage.input_tokens + r.input);
        usage.output_tokens = (0,types/* capped */.uo)(usage.output_tokens + r.output);
        if (r.main)
            turns += 1;
    }
    usage.turns = turns;
    return usage;
}
/**
 * What one process's results cost (resultsUsage): the sum of each result's cost since the one
 * before it \u2014 its `model_usage_since_last_result` (sinceCost), or, for a result without the field
 * after the first, the rise of `total_cost_usd` since the result before (within a process it is a
 * running total: 2.1.337's error result before any request has no such field). Null (unknown, not
 * $0) when a result's part is not known: a model listed without a `costUSD`, or a first result
 * without the field among results that have it (its total may hold the session it continues).
 * None with the field (2.1.197 and earlier): the last result's `total_cost_usd`.
 */
function processCost(results) {
    const since = results.map(sinceCost);
    if (since.every((c) => c === undefined)) {
        const final = results[results.length - 1];
        return (0,types/* num */.bu)(final['total_cost_usd']) ?? (0,types/* num */.bu)(final['cost_usd']) ?? null;
    }
    let sum = 0;
    for (let i = 0; i < results.length; i++) {
        const part = since[i] !== undefined ? since[i] : i > 0 ? totalRise(results[i - 1], results[i]) : null;
        if (part === null)
            return null;
        sum = (0,types/* capped */.uo)(sum + part);
    }
    return sum;
}
/** A result's `model_usage_since_last_result` as a cost: the sum of its models' `costUSD` (0 for none listed); null when a model has none; undefined without the field. */
function sinceCost(result) {
    const models = result['model_usage_since_last_result'];
    if (models === null || typeof models !== 'object' || Array.isArray(models))
        return undefined;
    const costs = Object.values(models).map((model) => (0,types/* num */.bu)((0,types/* obj */.WL)(model)['costUSD']));
    return costs.every((c) => c !== undefined) ? (0,types/* cappedSum */.bm)(costs) : null;
}
/** How much `total_cost_usd` rose from `before` to `after` (results of one process); null when either has none, or it fell. */
function totalRise(before, after) {
    const from = (0,types/* num */.bu)(before['total_cost_usd']);
    const to = (0,types/* num */.bu)(after['total_cost_usd']);
    return from !== undefined && to !== undefined && to >= from ? to - from : null;
}

;// CONCATENATED MODULE: ./src/core/agents/codex.ts
// OpenAI Codex CLI: `codex exec --json ... -` reads the prompt from stdin ("-") and prints JSONL
// events; its usage comes once, at the end: the prompt is one turn (all the model steps and tool
// calls it takes), and `turn.completed` \u2014 printed when that turn completes \u2014 carries the thread's
// token totals {input_tokens, cached_input_tokens, output_tokens} (input_tokens includes the cached
// ones). A turn that fails ends in `turn.failed` {error} without usage (exit 1), an interrupted one
// in nothing (codex-rs/exec/src/event_processor_with_jsonl_output.rs: TurnCompleted is built from
// the last ThreadTokenUsageUpdated). Codex reports no cost and no agentic turn count. `exec` never asks for approval; --sandbox workspace-write lets it write the workspace.
// Its session (thread) id is the first event's: {type: "thread.started", thread_id}, which
// `codex resume <id>` / `codex exec resume <id>` continue. Verified against 0.171.0.

/**
 * The user's flags that replace the default `--sandbox workspace-write`: another sandbox
 * (`-s/--sandbox`, or `-c sandbox_mode=...`, which a `--sandbox` flag would override),
 * `--dangerously-bypass-approvals-and-sandbox` (alias `--yolo`; a runner whose kernel refuses
 * the sandbox needs it, docs/agents.md) and the deprecated `--full-auto` preset
 * (https://developers.openai.com/codex/cli/reference). Passing ours as well would give Codex two
 * sandbox settings.
 */
const CODEX_SANDBOX_TAKEOVERS = [
    '--sandbox',
    '-s',
    '--dangerously-bypass-approvals-and-sandbox',
    '--yolo',
    '--full-auto',
    { flag: ['-c', '--config'], value: /^\s*sandbox_mode\s*=/ },
];
const codexAdapter = {
    name: 'codex',
    executable: 'codex',
    install: 'npm install -g @openai/codex',
    reports: { cost: false, turns: false },
    argv(o) {
        const args = ['exec', '--json', '--skip-git-repo-check'];
        if (!(0,types/* userTakesOver */.wP)(o.extraArgs, CODEX_SANDBOX_TAKEOVERS))
            args.push('--sandbox', 'workspace-write');
        if (o.model !== undefined)
            args.push('--model', o.model);
        // Codex has no turn limit option and no sub-agent switch: direct/delegated differ only in
        // the prompt's execution section.
        return [...args, ...o.extraArgs, '-'];
    },
    parseUsage(transcript) {
        const events = (0,types/* jsonObjects */.T5)(transcript).filter((e) => e['type'] === 'turn.completed');
        if (events.length === 0)
            return null;
        const usage = (0,types/* emptyUsage */.ly)();
        for (const e of events) {
            const u = (0,types/* obj */.WL)(e['usage']);
            usage.input_tokens = (0,types/* addKnown */.v2)(usage.input_tokens, (0,types/* num */.bu)(u['input_tokens']));
            usage.output_tokens = (0,types/* addKnown */.v2)(usage.output_tokens, (0,types/* num */.bu)(u['output_tokens']));
            const cached = (0,types/* num */.bu)(u['cached_input_tokens']);
            if (cached !== undefined)
                usage.extra['cached_input_tokens'] = (0,types/* capped */.uo)((usage.extra['cached_input_tokens'] ?? 0) + cached);
        }
        return usage;
    },
    sessionId(transcript) {
        return (0,types/* lastString */.E1)((0,types/* jsonObjects */.T5)(transcript), (e) => (e['type'] === 'thread.started' ? e['thread_id'] : undefined));
    },
    answer(transcript) {
        // The answer is the text of the last agent_message item (`item.completed` events; exec_events.rs).
        const messages = (0,types/* jsonObjects */.T5)(transcript)
            .filter((e) => e['type'] === 'item.completed')
            .map((e) => (0,types/* obj */.WL)(e['item']))
            .filter((item) => item['type'] === 'agent_message' && typeof item['text'] === 'string');
        return messages[messages.length - 1]?.['text'] ?? null;
    },
};

;// CONCATENATED MODULE: ./src/core/agents/command.ts
// Any executable as an agent: it gets the prompt on stdin and the same STAGEGATE_* environment
// as a shell stage. If it prints a Claude-style result object ({"type":"result", "num_turns",
// "total_cost_usd", "usage": {...}}) on a line of its own, that is its usage.

const commandAdapter = {
    name: 'command',
    executable: '',
    argv(o) {
        return [...o.extraArgs];
    },
    parseUsage(transcript) {
        return claudeResultUsage(transcript);
    },
};

;// CONCATENATED MODULE: ./src/core/agents/copilot.ts
// GitHub Copilot CLI, programmatic: the prompt is piped on stdin (no -p: piped stdin is prompt
// mode), `--output-format json` prints JSONL session events ending with {type: "result", exitCode,
// usage: {premiumRequests, totalApiDurationMs, sessionDurationMs, codeChanges}} \u2014 also when the
// session failed (exitCode 1); a process that never started its session (not logged in: "Error: No
// authentication information found.") or was killed prints none. Token counts (`assistant.usage`)
// are left out of that stream, so it reports no tokens and no cost; each agentic-loop turn of the
// main agent is an `assistant.turn_start` event without `agentId`, printed as it starts.
// The session: `--session-id=<uuid>` resumes the session of that id, or starts a new one with it
// (its --help: "Resume an existing session or task by ID, or set the UUID for a new session"; a
// value that is no UUID and matches nothing is refused), so the runner chooses a new UUID per
// attempt, known even when the attempt is killed; the result event reports it as `sessionId`.
// A retry continues the attempt before it with `--resume=<id>` (in place: Copilot CLI has no fork
// option; `--resume` with `--session-id` is refused, "the argument '--resume [<value>]' cannot be
// used with '--session-id <id>'"); `--resume` of an id it has no session for (no events) exits 1
// with "Error: No session, task, or name matched '<id>'." \u2014 unlike `--session-id`, which would
// start a new, empty session under that id. Verified against 1.0.102.

/**
 * The user's flags that replace the default `--allow-all-tools`: the same flag, or `--allow-all`
 * (alias `--yolo`), which is `--allow-all-tools --allow-all-paths --allow-all-urls`
 * (https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference).
 */
const COPILOT_PERMISSION_TAKEOVERS = ['--allow-all-tools', '--allow-all', '--yolo'];
/**
 * Copilot CLI's sub-agent tool. `--deny-tool` takes permission patterns (shell(..), write(..),
 * url(..), an MCP server) and the task tool never asks for permission, so direct mode removes it
 * from the model with `--excluded-tools`; the `=` form keeps that list option from swallowing the
 * next argument.
 */
const COPILOT_SUBAGENT_TOOL = 'task';
/**
 * The user's flags that choose the session themselves, so ours (`--session-id=<uuid>`, or
 * `--resume=<id>` of a retry) is left out: `--session-id`, `-r/--resume`, `--continue`,
 * `--connect` (its --help, 1.0.102), and the ones 1.0.102 refuses next to both `--session-id` and
 * `--resume` ("the argument '--session-id <id>' cannot be used with '--trust-folder'"): a one-off
 * trusted new session (`--trust-folder`), a new worktree (`--worktree`, and its alias `-w`, which
 * its --help does not list), a cloud session (`--cloud`, not in its --help either).
 */
const COPILOT_SESSION_TAKEOVERS = ['--session-id', '--resume', '-r', '--continue', '--connect', '--trust-folder', '--worktree', '-w', '--cloud'];
/**
 * The user's flags that 1.0.102 refuses next to `--resume` alone ("the argument '--resume
 * [<value>]' cannot be used with '--name <name>'"), though it takes them with `--session-id`:
 * with them a retry starts a new session (the whole prompt) instead of continuing one.
 */
const COPILOT_RESUME_TAKEOVERS = ['--name', '-n'];
const copilotAdapter = {
    name: 'copilot',
    executable: 'copilot',
    install: 'npm install -g @github/copilot',
    reports: { cost: false, turns: true },
    choosesSession: true,
    resumesSession: true,
    argv(o) {
        const args = ['--output-format', 'json', '--no-ask-user'];
        if (!(0,types/* userTakesOver */.wP)(o.extraArgs, COPILOT_PERMISSION_TAKEOVERS))
            args.push('--allow-all-tools');
        if (o.model !== undefined)
            args.push('--model', o.model);
        if (o.delegation === 'direct')
            args.push(`--excluded-tools=${COPILOT_SUBAGENT_TOOL}`);
        // The attempt's session, chosen by the runner (a new UUID): one word, as its help writes it.
        // A retry continues the attempt before it instead, in place (`--resume=<id>` alone: Copilot
        // refuses it next to --session-id). `--resume` takes an optional value and also matches a
        // session's name or an id prefix, so only a whole UUID is passed, in the same argv word.
        if (!(0,types/* userTakesOver */.wP)(o.extraArgs, COPILOT_SESSION_TAKEOVERS)) {
            if (o.resumeSession !== undefined && types/* UUID */.kk.test(o.resumeSession) && !(0,types/* userTakesOver */.wP)(o.extraArgs, COPILOT_RESUME_TAKEOVERS))
                args.push(`--resume=${o.resumeSession}`);
            else if (o.newSession !== undefined)
                args.push(`--session-id=${o.newSession}`);
        }
        return [...args, ...o.extraArgs];
    },
    sessionRefused(transcript, id) {
        // 1.0.102, --resume=<id> of a session it does not have (or one without events): this on
        // stderr, no JSON at all, exit status 1.
        return transcript.includes(`No session, task, or name matched '${id}'`);
    },
    refusal(transcript, args) {
        return copilotRefusal(transcript, args);
    },
    sessionId(transcript) {
        // The result event's `sessionId` ({type: "result", timestamp, sessionId, exitCode, usage}).
        return (0,types/* lastString */.E1)((0,types/* jsonObjects */.T5)(transcript), (e) => (e['type'] === 'result' ? e['sessionId'] : undefined));
    },
    parseUsage(transcript) {
        const events = (0,types/* jsonObjects */.T5)(transcript);
        const results = events.filter((e) => e['type'] === 'result');
        const last = results[results.length - 1];
        // Sub-agent events carry an agentId; only the main agent's turns count against max_turns.
        const turns = events.filter((e) => e['type'] === 'assistant.turn_start' && e['agentId'] === undefined).length;
        if (!last) {
            // No result (killed, a crash): the turns it started, as its stream printed them, are a
            // lower bound; nothing else is known.
            if (turns === 0)
                return null;
            return { ...(0,types/* emptyUsage */.ly)(), turns, partial: true };
        }
        const u = (0,types/* obj */.WL)(last['usage']);
        const usage = (0,types/* emptyUsage */.ly)();
        if (turns > 0)
            usage.turns = turns;
        const premium = (0,types/* num */.bu)(u['premiumRequests']);
        if (premium !== undefined)
            usage.extra['premium_requests'] = premium;
        const api = (0,types/* num */.bu)(u['totalApiDurationMs']);
        if (api !== undefined)
            usage.extra['api_duration_ms'] = api;
        return usage;
    },
    answer(transcript) {
        // The answer is the content of the main agent's last `assistant.message` event (data.content,
        // session-events schema); a sub-agent's messages carry an agentId.
        const messages = (0,types/* jsonObjects */.T5)(transcript).filter((e) => e['type'] === 'assistant.message' && e['agentId'] === undefined && typeof (0,types/* obj */.WL)(e['data'])['content'] === 'string');
        const last = messages[messages.length - 1];
        return last ? (0,types/* obj */.WL)(last['data'])['content'] : null;
    },
};
/**
 * Copilot CLI 1.0.102's own line when it is not logged in, on stderr, at the start of a line
 * (checked against 1.0.102 run without credentials).
 */
const COPILOT_NOT_LOGGED_IN = /^Error: No authentication information found\./m;
/**
 * Why a Copilot CLI attempt that exited non-zero never got to work (AgentAdapter.refusal), else
 * null. Only an attempt that printed no session event at all (no JSON object with a `type`) can
 * have been refused: once its session started, whatever fails failed mid-work, as claudeRefusal
 * treats nothing after the model's first answer as a refusal. So the same text in the agent's own
 * work (a tool's result, a message: inside a JSON event) is never one. Of those: 1.0.102 not
 * logged in prints "Error: No authentication information found." and exits 1 before its session
 * starts: another attempt would be refused the same way (fatal). Otherwise, in its JSON output,
 * an attempt that printed no event stopped before it sent the prompt (an argument or a model it
 * refused): not fatal. With the user's own `--output-format text` there are no events: its
 * not-logged-in line is still judged, silence is not.
 */
function copilotRefusal(transcript, args) {
    if ((0,types/* jsonObjects */.T5)(transcript).some((e) => typeof e['type'] === 'string'))
        return null;
    if (COPILOT_NOT_LOGGED_IN.test(transcript))
        return { reason: 'copilot refused the request: not logged in ("No authentication information found.")', fatal: true };
    let format;
    for (let i = 0; i < args.length; i++) {
        if (args[i] === '--output-format' && i + 1 < args.length)
            format = args[i + 1];
        else if (args[i].startsWith('--output-format='))
            format = args[i].slice('--output-format='.length);
    }
    if (format === 'json')
        return { reason: 'copilot exited before it started its session', fatal: false };
    return null;
}

;// CONCATENATED MODULE: ./src/core/agents/gemini.ts
// Gemini CLI in headless mode: stdin is not a TTY, so it runs headless and the piped prompt is the
// query; `--output-format json` prints one pretty-printed (multi-line) object {session_id, response,
// stats: {models: {<model>: {api: {totalRequests}, tokens: {prompt, candidates, total, cached}}},
// tools: {totalCalls}}}. Folder trust is on by default and a headless run in an untrusted folder
// exits 55 (and would drop --approval-mode to "default"), so `--skip-trust` trusts the workspace
// for this session only. Exit status 53 means its own turn limit (model.maxSessionTurns) was
// reached. Verified against 0.61.0. Exit statuses 41 (authentication), 42 (input) and 52
// (configuration) are its fatal errors (ExitCodes in packages/core/src/utils/exitCodes.ts of
// google-gemini/gemini-cli; 42 and 53 also in docs/cli/headless.md): not worth a retry.
// Not `--output-format stream-json`, though it would leave a killed attempt's transcript: its
// result event's stats (StreamJsonFormatter.convertToStreamStats, packages/core/src/output/
// stream-json-formatter.ts) carry tokens and tool calls but no model request count, our turns.

/**
 * The user's flags that replace the default `--approval-mode auto_edit`: Gemini CLI refuses
 * `--yolo`/`-y` next to `--approval-mode` ("Cannot use both --yolo (-y) and --approval-mode
 * together", packages/cli/src/config/config.ts in google-gemini/gemini-cli; `--yolo` is the
 * deprecated spelling of `--approval-mode=yolo`), and a second `--approval-mode` is a second value
 * for one option.
 */
const GEMINI_APPROVAL_TAKEOVERS = ['--approval-mode', '--yolo', '-y'];
const geminiAdapter = {
    name: 'gemini',
    executable: 'gemini',
    install: 'npm install -g @google/gemini-cli',
    reports: { cost: false, turns: true },
    turnLimitExitStatus: 53,
    fatalExitStatuses: {
        41: 'authentication failed \u2014 check GEMINI_API_KEY (or the auth method in ~/.gemini/settings.json)',
        42: 'input error (invalid prompt or arguments) \u2014 check the --agent-arg values',
        52: 'configuration error \u2014 check its settings files (~/.gemini/settings.json, .gemini/settings.json)',
    },
    argv(o) {
        const args = ['--output-format', 'json'];
        if (!(0,types/* userTakesOver */.wP)(o.extraArgs, GEMINI_APPROVAL_TAKEOVERS))
            args.push('--approval-mode', 'auto_edit');
        args.push('--skip-trust');
        if (o.model !== undefined)
            args.push('--model', o.model);
        return [...args, ...o.extraArgs];
    },
    parseUsage(transcript) {
        const objects = (0,types/* jsonObjects */.T5)(transcript).filter((x) => 'stats' in x);
        const last = objects[objects.length - 1];
        if (!last)
            return null;
        const stats = (0,types/* obj */.WL)(last['stats']);
        const usage = (0,types/* emptyUsage */.ly)();
        for (const model of Object.values((0,types/* obj */.WL)(stats['models']))) {
            const m = (0,types/* obj */.WL)(model);
            const tokens = (0,types/* obj */.WL)(m['tokens']);
            usage.input_tokens = (0,types/* addKnown */.v2)(usage.input_tokens, (0,types/* num */.bu)(tokens['prompt']));
            usage.output_tokens = (0,types/* addKnown */.v2)(usage.output_tokens, (0,types/* num */.bu)(tokens['candidates']));
            // One model request per agentic turn.
            usage.turns = (0,types/* addKnown */.v2)(usage.turns, (0,types/* num */.bu)((0,types/* obj */.WL)(m['api'])['totalRequests']));
        }
        const calls = (0,types/* num */.bu)((0,types/* obj */.WL)(stats['tools'])['totalCalls']);
        if (calls !== undefined)
            usage.extra['tool_calls'] = calls;
        return usage;
    },
    sessionId(transcript) {
        // The document's `session_id` (JsonFormatter.format(sessionId, response, stats)): known once it finishes.
        return (0,types/* lastString */.E1)((0,types/* jsonObjects */.T5)(transcript), (x) => ('stats' in x || 'response' in x ? x['session_id'] : undefined));
    },
    answer(transcript) {
        // The answer is the document's `response` string ("the model's final answer").
        const documents = (0,types/* jsonObjects */.T5)(transcript).filter((x) => typeof x['response'] === 'string');
        return documents[documents.length - 1]?.['response'] ?? null;
    },
};

;// CONCATENATED MODULE: ./src/core/agents/opencode.ts
// OpenCode: `opencode run --format json` takes the piped prompt as its message and prints JSONL
// events {type, timestamp, sessionID, part} of the main session; each `step_finish` (one model
// step) carries part.tokens {input, output, reasoning, cache: {read, write}} and part.cost.
// Without --auto, `run` rejects every permission the config sets to "ask" (the default config
// allows edits and shell in the workspace). Verified against 1.18.33.

const opencodeAdapter = {
    name: 'opencode',
    executable: 'opencode',
    install: 'npm install -g opencode-ai',
    reports: { cost: true, turns: true },
    // A report per step as it goes, and no total at the end: an attempt cut short (or that exited
    // non-zero, its `error` event in place of the step it was in) has summed only the steps it finished.
    streamsUsage: true,
    argv(o) {
        const args = ['run', '--format', 'json'];
        if (o.model !== undefined)
            args.push('--model', o.model);
        // No CLI switch for its sub-agent tool: direct/delegated differ in the prompt only.
        return [...args, ...o.extraArgs];
    },
    parseUsage(transcript) {
        const steps = (0,types/* jsonObjects */.T5)(transcript).filter((e) => e['type'] === 'step_finish');
        if (steps.length === 0)
            return null;
        const usage = (0,types/* emptyUsage */.ly)();
        usage.turns = 0;
        for (const e of steps) {
            const part = (0,types/* obj */.WL)(e['part']);
            const tokens = (0,types/* obj */.WL)(part['tokens']);
            const cache = (0,types/* obj */.WL)(tokens['cache']);
            usage.turns += 1;
            usage.cost_usd = (0,types/* addKnown */.v2)(usage.cost_usd, (0,types/* num */.bu)(part['cost']));
            usage.input_tokens = (0,types/* addKnown */.v2)((0,types/* addKnown */.v2)((0,types/* addKnown */.v2)(usage.input_tokens, (0,types/* num */.bu)(tokens['input'])), (0,types/* num */.bu)(cache['read'])), (0,types/* num */.bu)(cache['write']));
            usage.output_tokens = (0,types/* addKnown */.v2)((0,types/* addKnown */.v2)(usage.output_tokens, (0,types/* num */.bu)(tokens['output'])), (0,types/* num */.bu)(tokens['reasoning']));
        }
        return usage;
    },
    sessionId(transcript) {
        // Every event names the session it belongs to.
        return (0,types/* lastString */.E1)((0,types/* jsonObjects */.T5)(transcript), (e) => e['sessionID']);
    },
    answer(transcript) {
        // The answer is the text of the last message: the parts of the `text` events (each sent when
        // the part is complete) that share the last one's part.messageID, in order.
        const texts = (0,types/* jsonObjects */.T5)(transcript)
            .filter((e) => e['type'] === 'text')
            .map((e) => (0,types/* obj */.WL)(e['part']))
            .filter((part) => typeof part['text'] === 'string');
        const last = texts[texts.length - 1];
        if (!last)
            return null;
        return texts
            .filter((part) => part['messageID'] === last['messageID'])
            .map((part) => part['text'])
            .join('');
    },
};

// EXTERNAL MODULE: ./src/core/formats/sidecar-path.ts
var sidecar_path = __webpack_require__(4223);
;// CONCATENATED MODULE: ./src/core/agents/registry.ts
// The built-in adapters by name, the `NAME[:ARG]` agent spec, and which agent runs a step:
// the invocation's --agent beats the step's `agent:`, which beats `execution.agent`.








const ADAPTERS = new Map([claudeAdapter, codexAdapter, geminiAdapter, copilotAdapter, opencodeAdapter, commandAdapter].map((a) => [a.name, a]));
const AGENT_NAMES = [...ADAPTERS.keys()];
/** Step kinds an agent executes. */
const AGENT_DRIVEN_KINDS = new Set(['agent', 'action', 'resolver']);
/** `claude`, `claude:sonnet`, `command:./bin/agent` -> {name, arg}; undefined when the name is unknown. */
function parseAgentSpec(text) {
    const colon = text.indexOf(':');
    const name = (colon < 0 ? text : text.slice(0, colon)).trim();
    const arg = colon < 0 ? undefined : text.slice(colon + 1).trim();
    if (!ADAPTERS.has(name))
        return undefined;
    return { name, arg: arg === '' ? undefined : arg };
}
/**
 * Why a spec's model cannot be passed, or undefined. The model goes to the agent CLI as
 * `--model M`, and a value starting with `-` is read there as an option of its own, not as the
 * model (clap's codex and yargs's gemini refuse or misread `--model -x`); no model id starts with one.
 */
function agentModelProblem(spec) {
    if (spec.name === 'command' || spec.arg === undefined || !spec.arg.startsWith('-'))
        return undefined;
    return `its model '${spec.arg}' starts with '-': the ${spec.name} CLI would read it as an option, not as the model (--model ${spec.arg})`;
}
/** What an agent model refused by agentModelProblem is fixed by. */
const AGENT_MODEL_FIX = 'Name the model as the agent CLI lists it after the colon (claude:sonnet); an option for the agent CLI goes in --agent-arg (the Action\'s agent-args input).';
/**
 * The agent for one step. Throws WORKFLOW_INPUT_REQUIRED when nothing names one and
 * WORKFLOW_CONTRACT_INVALID when the workflow names an unknown adapter.
 */
/** No agent names one for the step (not --agent, the step, execution.agent, nor an imported file's run map): what a run needs, never a prompt preview. */
class NoAgentConfigured extends errors/* StagegateError */.q {
}
function resolveAgent(workflow, step, selection, workspace) {
    const extraArgs = selection.agentArgs ?? [];
    const candidates = [];
    if (selection.agent !== undefined)
        candidates.push({ text: selection.agent, source: 'invocation' });
    else if (selection.agentCommand !== undefined)
        candidates.push({ text: 'command', source: 'invocation' });
    if (step.def.agent !== undefined)
        candidates.push({ text: step.def.agent, source: 'step', at: [...step.path, 'agent'] });
    const wf = workflow.data.execution?.agent;
    if (wf !== undefined)
        candidates.push({ text: wf, source: 'workflow', at: ['execution', 'agent'] });
    const chosen = candidates[0];
    if (!chosen) {
        throw new NoAgentConfigured('WORKFLOW_INPUT_REQUIRED', `step ${step.id} is ${/^[aeiou]/.test(step.kind) ? 'an' : 'a'} ${step.kind} step and no agent is configured to run it`, {
            hint: workflow.format === 'native'
                ? `Pass --agent ${AGENT_NAMES.join('|')} (with --agent-command PATH for command), or set execution.agent or agent: on the step.`
                : // An imported file (aiox, maestro-flow, CCW) has no execution.agent to set: the run map beside it names one (agent:), or runs the step as a shell command.
                    `Pass --agent ${AGENT_NAMES.join('|')} (with --agent-command PATH for command), or name the agent in the run map beside the workflow, ${(0,sidecar_path/* sidecarPathFor */.UK)(workflow.file)} (agent: NAME), or run the step there as a shell command (run: {<the step's id as written in the file>: <command>}; docs/formats.md#the-run-map-run-sidecar).`,
            location: { file: workflow.file, line: step.line, column: step.column },
        });
    }
    const spec = parseAgentSpec(chosen.text);
    if (!spec) {
        const pos = chosen.at ? workflow.source.locateValue(chosen.at) : undefined;
        throw new errors/* StagegateError */.q(chosen.source === 'invocation' ? 'WORKFLOW_INPUT_REQUIRED' : 'WORKFLOW_CONTRACT_INVALID', `agent '${chosen.text}' of ${chosen.source === 'invocation' ? 'this invocation' : `step ${step.id}`} is not one of ${AGENT_NAMES.join(', ')}`, {
            hint: 'Name a built-in adapter, optionally with a model (claude:sonnet), or command:PATH for any executable.',
            ...(pos ? { location: { file: workflow.file, line: pos.line, column: pos.column } } : {}),
        });
    }
    const modelProblem = agentModelProblem(spec);
    if (modelProblem !== undefined) {
        const pos = chosen.at ? workflow.source.locateValue(chosen.at) : undefined;
        throw new errors/* StagegateError */.q(chosen.source === 'invocation' ? 'WORKFLOW_INPUT_REQUIRED' : 'WORKFLOW_CONTRACT_INVALID', `agent '${chosen.text}' of ${chosen.source === 'invocation' ? 'this invocation' : `step ${step.id}`} cannot run: ${modelProblem}`, {
            hint: AGENT_MODEL_FIX,
            ...(pos ? { location: { file: workflow.file, line: pos.line, column: pos.column } } : {}),
        });
    }
    const adapter = ADAPTERS.get(spec.name);
    if (spec.name !== 'command') {
        return { name: spec.name, adapter, executable: adapter.executable, model: spec.arg, extraArgs, source: chosen.source, resumeSessions: selection.freshSessions !== true };
    }
    let executable;
    if (chosen.source === 'invocation')
        executable = selection.agentCommand ?? spec.arg;
    else if (spec.arg !== undefined)
        executable = spec.arg.includes('/') ? workspace.resolve(spec.arg, `agent command of step ${step.id}`).abs : spec.arg;
    if (executable === undefined || executable === '') {
        throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `step ${step.id} uses the command agent but no executable is given`, {
            hint: 'Pass --agent-command PATH, or write agent: command:PATH.',
        });
    }
    return { name: 'command', adapter, executable, model: undefined, extraArgs, source: chosen.source, resumeSessions: selection.freshSessions !== true };
}


/***/ }),

/***/ 6067:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E1: () => (/* binding */ lastString),
/* harmony export */   T5: () => (/* binding */ jsonObjects),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   WL: () => (/* binding */ obj),
/* harmony export */   aN: () => (/* binding */ lastWords),
/* harmony export */   bm: () => (/* binding */ cappedSum),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   kk: () => (/* binding */ UUID),
/* harmony export */   ly: () => (/* binding */ emptyUsage),
/* harmony export */   nL: () => (/* binding */ safeSessionId),
/* harmony export */   uo: () => (/* binding */ capped),
/* harmony export */   v2: () => (/* binding */ addKnown),
/* harmony export */   wP: () => (/* binding */ userTakesOver)
/* harmony export */ });
/* unused harmony export LAST_WORDS_CHARS */
// What an agent adapter is: the argv its CLI expects, how the prompt travels, and how usage is
// read back from its transcript. Adapters are pure data + functions; spawning stays in
// src/executors behind the ProcessRunner port.
/** Whether the user's extra arguments set what `takeOvers` names (see TakeOver). */
function userTakesOver(extraArgs, takeOvers) {
    return extraArgs.some((arg, i) => takeOvers.some((t) => {
        if (typeof t === 'string')
            return arg === t || arg.startsWith(`${t}=`) || (/^-[A-Za-z]$/.test(t) && arg.startsWith(t) && !arg.startsWith('--'));
        for (const flag of t.flag) {
            if (arg === flag && i + 1 < extraArgs.length && t.value.test(extraArgs[i + 1]))
                return true;
            if (arg.startsWith(`${flag}=`) && t.value.test(arg.slice(flag.length + 1)))
                return true;
        }
        return false;
    }));
}
function emptyUsage() {
    return { turns: null, cost_usd: null, input_tokens: null, output_tokens: null, turn_limit_hit: false, extra: {} };
}
/**
 * Every JSON object a transcript holds, in order: one-line objects (JSONL events), the objects of a
 * one-line array (Claude Code's `--output-format json --verbose` prints all messages as one array)
 * and pretty-printed objects that open with a `{` line and close with a `}` line (Gemini CLI's
 * `--output-format json` is `JSON.stringify(output, null, 2)`).
 */
function jsonObjects(transcript) {
    const out = [];
    const lines = transcript.split('\n');
    // For each line, the next line at or after it that is exactly `}` (trailing spaces aside): one
    // pass from the end, so a transcript of many lone `{` lines is not scanned again for each.
    const closeAt = new Int32Array(lines.length + 1).fill(-1);
    for (let i = lines.length - 1; i >= 0; i--)
        closeAt[i] = lines[i].trimEnd() === '}' ? i : closeAt[i + 1];
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i].trim();
        if (line === '{') {
            // A pretty-printed document: nested lines are indented, so its own closing brace is the first
            // line that is exactly `}` (trailing spaces aside). It starts at column 0 as printed.
            const end = lines[i].startsWith('{') ? closeAt[i + 1] : -1;
            if (end > i) {
                const value = parseJson(lines.slice(i, end + 1).join('\n'));
                if (isObject(value)) {
                    out.push(value);
                    i = end;
                }
            }
            continue;
        }
        if (line.startsWith('{') && line.endsWith('}')) {
            const value = parseJson(line);
            if (isObject(value))
                out.push(value);
        }
        else if (line.startsWith('[') && line.endsWith(']')) {
            const value = parseJson(line);
            if (Array.isArray(value))
                for (const item of value)
                    if (isObject(item))
                        out.push(item);
        }
    }
    return out;
}
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined; // not JSON: ordinary transcript text
    }
}
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** The last non-empty string `pick` finds in `objects` (a session id, \u2026), else null. */
function lastString(objects, pick) {
    for (let i = objects.length - 1; i >= 0; i--) {
        const value = pick(objects[i]);
        if (typeof value === 'string' && value !== '')
            return value;
    }
    return null;
}
/** A finite, non-negative number, else undefined. */
function num(value) {
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}
function obj(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
}
/** a + b where either may be unknown (null stays null only when both are); at most MAX_SAFE_INTEGER. */
function addKnown(a, b) {
    if (b === null || b === undefined)
        return a;
    return a === null ? capped(b) : capped(a + b);
}
/**
 * A count or sum as recorded: at most Number.MAX_SAFE_INTEGER. The figures come from what an agent
 * printed (any finite number), so a sum could reach Infinity, which JSON writes as null.
 */
function capped(n) {
    return Math.min(n, Number.MAX_SAFE_INTEGER);
}
/** The sum of `values`, capped (capped). */
function cappedSum(values) {
    let sum = 0;
    for (const v of values)
        sum = capped(sum + v);
    return sum;
}
/**
 * Text an agent's CLI printed, made fit to record and show on one line: control characters
 * (terminal escapes, a bell, newlines) and bidirectional overrides become spaces, whitespace runs
 * one space, trimmed. (The CLI's printable() is the terminal's: it keeps newlines.)
 */
function oneLine(text) {
    return text.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ' ').replace(/\s+/g, ' ').trim();
}
/** At most this many characters of an agent's last words are quoted (lastWords). */
const LAST_WORDS_CHARS = 600;
/**
 * What an agent said last, for the message of an attempt that exited 0 without its output: its
 * final answer where its CLI prints one inside JSON (AgentAdapter.answer), else the transcript's
 * tail. Whitespace runs become one space (the message is one line); at most LAST_WORDS_CHARS, the
 * end kept. The transcript is the masked log, so secrets are already `***`. null: nothing said.
 *
 * `cutShort`: the attempt was killed (time limit, interruption). An adapter that reads its answer
 * from JSON (AgentAdapter.answer) then quotes only what it parsed, never the raw tail: a stream
 * cut mid-session ends in JSON of tool calls and their results (a file the agent read, an env
 * file), not in words of the agent's.
 */
function lastWords(adapter, transcript, cutShort = false) {
    let text;
    try {
        text = adapter.answer?.(transcript) ?? null;
    }
    catch {
        text = null; // an answer the adapter cannot read: the raw tail below
    }
    if (text === null && cutShort && adapter.answer !== undefined)
        return null;
    // Only the tail of a long transcript is looked at.
    const said = (text ?? transcript.slice(-8 * LAST_WORDS_CHARS)).replace(/\s+/g, ' ').trim();
    if (said === '')
        return null;
    return said.length > LAST_WORDS_CHARS ? `\u2026${said.slice(-LAST_WORDS_CHARS)}` : said;
}
/**
 * The shape of a session id stagegate records and passes back to a CLI: letters, digits and
 * `._:-`, not starting with a punctuation mark (so never an option such as
 * `--dangerously-skip-permissions`), at most 128 characters. A transcript is written by the agent
 * (anything it prints is in it), so an id read from it is believed only in this shape.
 */
const SAFE_SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
/** `id` when it has the shape of a session id (SAFE_SESSION_ID), else undefined. */
function safeSessionId(id) {
    return typeof id === 'string' && SAFE_SESSION_ID.test(id) ? id : undefined;
}
/** A UUID (any version), the only session id Claude Code accepts to `--session-id` and is given to `--resume`. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;


/***/ }),

/***/ 4223:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UK: () => (/* binding */ sidecarPathFor),
/* harmony export */   uf: () => (/* binding */ isSidecarFile)
/* harmony export */ });
/* unused harmony export SIDECAR_SUFFIX */
// Where an imported workflow's run map lives (`<name>.stagegate.yaml` beside `<name>.json` /
// `<name>.yaml`): names only, no parser, so the agents' registry (which the CLI's light entry
// loads for --agent's names) can name the file in a fix without loading the YAML library.
const SIDECAR_SUFFIX = '.stagegate.yaml';
/** `chains/quality-loop.json` -> `chains/quality-loop.stagegate.yaml`. */
function sidecarPathFor(workflowFile) {
    return workflowFile.replace(/\.(json|ya?ml)$/i, '') + SIDECAR_SUFFIX;
}
function isSidecarFile(file) {
    return file.toLowerCase().endsWith(SIDECAR_SUFFIX);
}


/***/ }),

/***/ 1742:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YC: () => (/* binding */ editDistance),
/* harmony export */   au: () => (/* binding */ didYouMean),
/* harmony export */   kp: () => (/* binding */ closest)
/* harmony export */ });
// "Did you mean" suggestions for unknown keys and names, and the one edit distance stagegate
// measures names with (here and formats/detect.ts's misspelt detection keys): optimal string
// alignment \u2014 Levenshtein with a swap of two neighbouring letters as one edit (`stpes`, `verison`),
// small inputs only.
/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b`, no substring edited twice. */
function editDistance(a, b) {
    if (a === b)
        return 0;
    // Three rows: the one two back is what a swap reads.
    let before = new Array(b.length + 1).fill(0);
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    let row = new Array(b.length + 1).fill(0);
    for (let i = 1; i <= a.length; i++) {
        row[0] = i;
        for (let j = 1; j <= b.length; j++) {
            row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                row[j] = Math.min(row[j], before[j - 2] + 1);
        }
        [before, prev, row] = [prev, row, before];
    }
    return prev[b.length];
}
/** How many letters `a` and `b` share at their start, and then at their end. */
function sharedEnds(a, b) {
    let start = 0;
    while (start < a.length && start < b.length && a[start] === b[start])
        start++;
    let end = 0;
    while (end < a.length && end < b.length && a[a.length - 1 - end] === b[b.length - 1 - end])
        end++;
    return [start, end];
}
/**
 * The closest candidate within a distance proportional to the word's length, if any, and which
 * keeps at least one letter of it (two-letter ids are a distance of 2 from every short name). Among
 * candidates as close, the one that keeps more of the word in place \u2014 a longer shared start, then
 * a longer shared end (`g-okk`: `g-ok`, one letter too many, over `g-ok2`) \u2014 else the first.
 * `limit`: how many candidates are measured at most (bounded work: name lists can be huge, a
 * 10,000-step workflow, and a did-you-mean may be asked for each of many names); one whose length
 * alone puts it out of reach is passed over unmeasured and does not count.
 */
function closest(word, candidates, limit = 2000) {
    const lower = word.toLowerCase();
    let best;
    let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
    let bestEnds = [-1, -1];
    let measured = 0;
    for (const candidate of candidates) {
        const other = candidate.toLowerCase();
        // The length difference is a lower bound of the distance: past it, or at it with nothing to tie.
        const lengthGap = Math.abs(other.length - lower.length);
        if (lengthGap > bestDistance || (lengthGap === bestDistance && best === undefined))
            continue;
        if (++measured > limit)
            break;
        const d = editDistance(lower, other);
        if (d > bestDistance || (d === bestDistance && best === undefined))
            continue;
        // A candidate every letter of the word is edited away to reach (`zz` \u2192 `a`) is another name, not a typo of it.
        if (d >= Math.max(lower.length, other.length))
            continue;
        const ends = sharedEnds(lower, other);
        if (d < bestDistance || ends[0] > bestEnds[0] || (ends[0] === bestEnds[0] && ends[1] > bestEnds[1])) {
            bestDistance = d;
            bestEnds = ends;
            best = candidate;
        }
    }
    return best;
}
function didYouMean(word, candidates) {
    const match = closest(word, candidates);
    return match === undefined ? '' : ` Did you mean '${match}'?`;
}


/***/ }),

/***/ 3408:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ pathWord),
/* harmony export */   r: () => (/* binding */ shellWord)
/* harmony export */ });
// One value as one shell word, for the commands stagegate prints (a leaf module: the loader's
// hints use it without loading the run path; run/command-line.ts builds whole commands with it).
/**
 * `value` as one shell word: as it is when nothing in it needs quoting, else in single quotes; one
 * with a control character (ESC, CR, a newline, DEL, any C0 or C1) in bash's ANSI-C quotes, `$'a\033b'`,
 * so the printed command holds none raw (a terminal would act on it, and a paste would not be the
 * value) and pasted into bash (or zsh, ksh) it gives the exact value back.
 */
function shellWord(value) {
    if (value !== '' && /^[A-Za-z0-9._/:=@%+,-]+$/.test(value))
        return value;
    if (CONTROL.test(value))
        return ansiCWord(value);
    return `'${value.replace(/'/g, `'\\''`)}'`;
}
/**
 * The C0 controls, DEL and the C1 controls (U+0080-U+009F: U+009B is a CSI, U+0085 a line break):
 * what a terminal may act on (printable() drops them all), and what no single-quoted word can show.
 */
const CONTROL = /[\x00-\x1f\x7f-\x9f]/;
/**
 * The escapes ANSI-C quoting reads back as the character. The rest of the C0 controls and DEL: three
 * octal digits (never run into a digit after them); a C1 control: its two UTF-8 bytes so (`\u0085`
 * is read by bash 4.2+ only, and in the locale's charset).
 */
const ANSI_C = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\', "'": "\\'" };
const octal = (byte) => `\\${byte.toString(8).padStart(3, '0')}`;
function ansiCWord(value) {
    let out = "$'";
    for (const c of value) {
        const code = c.charCodeAt(0);
        out += ANSI_C[c] ?? (code < 0x20 || code === 0x7f ? octal(code) : code >= 0x80 && code <= 0x9f ? octal(0xc2) + octal(code) : c);
    }
    return `${out}'`;
}
/** A workflow path as the positional word of a printed command: `./-x.yaml` for one that starts with `-` (read as a flag otherwise). */
function pathWord(path) {
    return shellWord(path.startsWith('-') ? `./${path}` : path);
}


/***/ }),

/***/ 1439:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BO: () => (/* binding */ runVerbLine),
/* harmony export */   F0: () => (/* binding */ NAME_VALUE_WORD),
/* harmony export */   J: () => (/* binding */ agentFlags),
/* harmony export */   NJ: () => (/* binding */ stepWord),
/* harmony export */   Nh: () => (/* binding */ runTarget),
/* harmony export */   Np: () => (/* binding */ flagWord),
/* harmony export */   RF: () => (/* binding */ inputWord),
/* harmony export */   Um: () => (/* reexport safe */ _model_shell_word_js__WEBPACK_IMPORTED_MODULE_2__.U),
/* harmony export */   r7: () => (/* reexport safe */ _model_shell_word_js__WEBPACK_IMPORTED_MODULE_2__.r),
/* harmony export */   rZ: () => (/* binding */ runCommandLine)
/* harmony export */ });
/* harmony import */ var _secret_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3136);
/* harmony import */ var _agents_recorded_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2692);
/* harmony import */ var _model_shell_word_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3408);




/**
 * ` --flag VALUE` as a printed command gives it: VALUE one shell word; one that starts with `-`
 * joined as `--flag=VALUE`, else the parser (parseArgs) would read it as a flag, not as the value.
 */
function flagWord(flag, value) {
    return value.startsWith('-') ? ` --${flag}=${(0,_model_shell_word_js__WEBPACK_IMPORTED_MODULE_2__/* .shellWord */ .r)(value)}` : ` --${flag} ${(0,_model_shell_word_js__WEBPACK_IMPORTED_MODULE_2__/* .shellWord */ .r)(value)}`;
}
/** A command-line word that is a `name=value` input (the CLI parser reads it so). */
const NAME_VALUE_WORD = /^([A-Za-z_][A-Za-z0-9_.-]*)=([\s\S]*)$/;
/**
 * A step id as the last positional word of a printed command (`logs \u2026 STEP`, `skip \u2026 STEP`): one
 * shell word (step ids may hold spaces and quotes); after `--` when it starts with `-` or is
 * shaped like a `name=value` input, else the parser would read it as a flag or an input.
 */
function stepWord(step) {
    return step.startsWith('-') || NAME_VALUE_WORD.test(step) ? `-- ${(0,_model_shell_word_js__WEBPACK_IMPORTED_MODULE_2__/* .shellWord */ .r)(step)}` : (0,_model_shell_word_js__WEBPACK_IMPORTED_MODULE_2__/* .shellWord */ .r)(step);
}
/**
 * `WORKFLOW --run-id ID [name=value ...]`: the run a command names, with the inputs given that
 * locate its state (run-scope.ts stateLocatingInputs): without them the command would look for
 * (or start) the run elsewhere.
 */
function runTarget(workflowFile, runId, locating = []) {
    return `${(0,_model_shell_word_js__WEBPACK_IMPORTED_MODULE_2__/* .pathWord */ .U)(workflowFile)}${flagWord('run-id', runId)}${locating.map((pair) => ` ${inputWord(pair)}`).join('')}`;
}
/** `name=value` as one shell word of a printed command (a secret-looking value masked). */
function inputWord([name, value]) {
    return (0,_model_shell_word_js__WEBPACK_IMPORTED_MODULE_2__/* .shellWord */ .r)(`${name}=${(0,_secret_names_js__WEBPACK_IMPORTED_MODULE_0__/* .shownValue */ .JJ)(name, value)}`);
}
/**
 * `NAME VERB WORKFLOW --run-id ID [name=value ...]`: a command a person runs on a run. NAME is how
 * stagegate was invoked (`stagegate`, with `-C DIR` when the workspace is not the current
 * directory: cli/command-name.ts), so the command pastes from where the person typed theirs.
 */
function runVerbLine(commandName, verb, workflowFile, runId, locating = []) {
    return `${commandName} ${verb} ${runTarget(workflowFile, runId, locating)}`;
}
/** `NAME run WORKFLOW --run-id ID [name=value ...]`: the run command every next: and hint starts from. */
function runCommandLine(commandName, workflowFile, runId, locating = []) {
    return runVerbLine(commandName, 'run', workflowFile, runId, locating);
}
/**
 * ` --agent \u2026  --agent-command \u2026  --agent-arg \u2026  --fresh-agent-sessions` as given (empty without an
 * agent selection, and for one the run records: a resume without flags uses the record). An
 * --agent-arg that looks secret is printed as *** (agents/recorded.ts shownAgentArgs).
 */
function agentFlags(agents) {
    if (!agents || agents.from === 'run' || agents.recorded === true)
        return '';
    let out = '';
    if (agents.agent !== undefined)
        out += flagWord('agent', agents.agent);
    if (agents.agentCommand !== undefined)
        out += flagWord('agent-command', agents.shownAgentCommand ?? agents.agentCommand);
    for (const arg of (0,_agents_recorded_js__WEBPACK_IMPORTED_MODULE_1__/* .shownAgentArgs */ .gc)(agents.agentArgs ?? []))
        out += flagWord('agent-arg', arg);
    // Else the resume would continue the sessions this run was told not to.
    if (agents.freshSessions === true)
        out += ' --fresh-agent-sessions';
    return out;
}


/***/ }),

/***/ 1319:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ee: () => (/* binding */ EFFECTS_ALSO_VARIABLE),
/* harmony export */   N2: () => (/* binding */ EFFECT_KEY_MAX),
/* harmony export */   O9: () => (/* binding */ effectKeyProblem),
/* harmony export */   OC: () => (/* binding */ appendLedger),
/* harmony export */   R8: () => (/* binding */ parseEffectsAlso),
/* harmony export */   SC: () => (/* binding */ readLedger),
/* harmony export */   WL: () => (/* binding */ effectsAlsoEntry),
/* harmony export */   Wp: () => (/* binding */ isOnceLockOf),
/* harmony export */   dC: () => (/* binding */ effectId),
/* harmony export */   jT: () => (/* binding */ EFFECT_STDOUT_CAP),
/* harmony export */   kp: () => (/* binding */ effectEvent),
/* harmony export */   qx: () => (/* binding */ ledgerPathOf),
/* harmony export */   xB: () => (/* binding */ clearLedger)
/* harmony export */ });
/* unused harmony exports EFFECTS_VARIABLE, isRecord */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2076);
// Side effects a stage did once (`stagegate once KEY -- COMMAND`, docs/run-semantics.md#side-effects-once):
// each attempt gets a ledger file of its own ($STAGEGATE_EFFECTS, <run root>/effects/<stem>.v<visit>.a<attempt>.jsonl,
// made by the first record) to which `once` appends one fsync'd JSON line per command that exited 0. The journal stays the
// truth: when the attempt ends (and, after a crash, before the stage runs again) the runner folds
// the ledger's records into `effect_done` events; `once` skips a key the journal (or its own
// attempt's ledger) already holds for the same step, branch and visit. The ledger is LangGraph's
// pending writes: what an interrupted attempt did is not done again.



/** The variable naming the attempt's ledger file. */
const EFFECTS_VARIABLE = 'STAGEGATE_EFFECTS';
/**
 * Journals of the same branch run elsewhere, one a line, `<visit>\t<absolute journal path>` (`*`:
 * any visit): a parallel branch moves between a shard (its own journal) and the run's own process
 * (the run's journal); `once` in either looks there too. Set by the runner for branch attempts.
 */
const EFFECTS_ALSO_VARIABLE = 'STAGEGATE_EFFECTS_ALSO';
/** The value of STAGEGATE_EFFECTS_ALSO for one journal. */
function effectsAlsoEntry(visit, journalAbs) {
    return `${visit}\t${journalAbs}`;
}
/** The journals STAGEGATE_EFFECTS_ALSO lists (lines that do not parse are ignored). */
function parseEffectsAlso(value) {
    const out = [];
    for (const line of (value ?? '').split('\n')) {
        const tab = line.indexOf('\t');
        if (tab < 1)
            continue;
        const v = line.slice(0, tab);
        const journal = line.slice(tab + 1);
        const visit = v === '*' ? '*' : Number(v);
        if (journal === '' || (visit !== '*' && (!Number.isSafeInteger(visit) || visit < 1)))
            continue;
        out.push({ visit, journal });
    }
    return out;
}
/** How much of a command's stdout a record keeps (bytes, before masking). */
const EFFECT_STDOUT_CAP = 64 * 1024;
/** A ledger is read up to this size (a record holds at most 64 KiB of stdout, JSON-escaped). */
const LEDGER_READ_LIMIT = 64 * 1024 * 1024;
/** Printable, at most 200 characters, no line breaks (and no other control characters). */
const EFFECT_KEY_MAX = 200;
/** Why a key is refused, or undefined when it is a valid key. */
function effectKeyProblem(key) {
    if (key === '')
        return 'the key is empty';
    if ([...key].length > EFFECT_KEY_MAX)
        return `the key is longer than ${EFFECT_KEY_MAX} characters`;
    if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(key))
        return 'the key holds a line break or another control character';
    if (key.trim() !== key)
        return 'the key starts or ends with white space';
    return undefined;
}
/** The ledger of an attempt: beside its log, under <run root>/effects/ (same stem, visit and attempt). */
function ledgerPathOf(runRootRel, stem, visit, attempt) {
    return `${runRootRel === '.' ? '' : runRootRel + '/'}effects/${stem}.v${visit}.a${attempt}.jsonl`;
}
/**
 * Whether `name` (a file in the ledger's folder) is a `once` lock of the ledger named `ledgerName`:
 * `<ledger>.<16 hex of the key's sha256>.lock` (cli/commands/once.ts effectLockPath), or the
 * `.takeover` file of one (state/lock.ts: a dead owner's lock taken over).
 */
function isOnceLockOf(ledgerName, name) {
    return name.startsWith(`${ledgerName}.`) && /^\.[0-9a-f]{16}\.lock(?:\.takeover)?$/.test(name.slice(ledgerName.length));
}
/** A time `once` writes: an ISO 8601 UTC instant (Date#toISOString), and a real one. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/;
/** A step or branch name as a record may carry it: non-empty, printable, short. */
function isName(v) {
    return typeof v === 'string' && v !== '' && v.length <= EFFECT_KEY_MAX && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(v);
}
/**
 * Whether a ledger line is a record `once` could have written. The stage owns the ledger file, so
 * every field is checked: a line that passes here must replay as an effect_done event (its scope is
 * checked by readLedger and, when folded, by the reducer).
 */
function isRecord(v) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    const r = v;
    const positive = (x) => Number.isSafeInteger(x) && x >= 1;
    return (typeof r['key'] === 'string' &&
        effectKeyProblem(r['key']) === undefined &&
        isName(r['step']) &&
        (r['branch'] === undefined || isName(r['branch'])) &&
        positive(r['visit']) &&
        positive(r['attempt']) &&
        r['exit_status'] === 0 &&
        typeof r['done_at'] === 'string' &&
        ISO_INSTANT.test(r['done_at']) &&
        !Number.isNaN(Date.parse(r['done_at'])) &&
        typeof r['stdout'] === 'string' &&
        // The cap's bytes decode to at most as many UTF-16 units; masking a short URL password may lengthen it.
        r['stdout'].length <= 2 * EFFECT_STDOUT_CAP &&
        Number.isSafeInteger(r['stdout_bytes']) &&
        r['stdout_bytes'] >= 0 &&
        typeof r['stdout_sha256'] === 'string' &&
        /^[0-9a-f]{64}$/.test(r['stdout_sha256']));
}
/** Whether a record belongs to this scope (step, branch, visit, attempt). */
function inScope(r, scope) {
    return r.step === scope.step && (r.branch ?? '') === (scope.branch ?? '') && r.visit === scope.visit && r.attempt === scope.attempt;
}
/**
 * The records of a ledger file: its complete lines that parse as records of `scope` (when given).
 * A last line without its newline is a torn append (a crash between the write and the fsync) and
 * is dropped; so is any line that is not a record (the stage owns the file and may have written it).
 */
function readLedger(absPath, scope) {
    let text;
    try {
        // Not through a link, never blocking on a FIFO, only a regular file (the stage owns the folder).
        text = (0,_state_own_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFile */ .XF)(absPath, LEDGER_READ_LIMIT).toString('utf8');
    }
    catch {
        return [];
    }
    const end = text.lastIndexOf('\n');
    if (end < 0)
        return [];
    const out = [];
    for (const line of text.slice(0, end).split('\n')) {
        let value;
        try {
            value = JSON.parse(line);
        }
        catch {
            continue;
        }
        if (isRecord(value) && (scope === undefined || inScope(value, scope)))
            out.push(value);
    }
    return out;
}
/** Append one record to a ledger and fsync it (`once`, after its command exited 0). */
function appendLedger(absPath, record) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(absPath), { recursive: true });
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(absPath, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_APPEND | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW, 0o644);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, JSON.stringify(record) + '\n');
        // The record is the proof the effect happened: on disk before `once` says it is done.
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsyncSync)(fd);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** The identity of a done effect in a run's state: what the fold skips when it is already there. */
function effectId(r) {
    return `${r.step}\u0000${r.branch ?? ''}\u0000${r.visit}\u0000${r.attempt}\u0000${r.key}`;
}
/** The effect_done event of a ledger record, folded at `at`. */
function effectEvent(r, at) {
    return {
        event: 'effect_done',
        at,
        key: r.key,
        step: r.step,
        ...(r.branch !== undefined ? { branch: r.branch } : {}),
        visit: r.visit,
        attempt: r.attempt,
        exit_status: 0,
        done_at: r.done_at,
        stdout: r.stdout,
        stdout_bytes: r.stdout_bytes,
        stdout_sha256: r.stdout_sha256,
    };
}
/**
 * An attempt's ledger cleared before its stage starts: a file left at the path (a fresh run's
 * earlier execution, moved aside or not) never counts for this attempt. The file itself is made by
 * `once` when it first records (its append creates it): an attempt that records nothing leaves no
 * file in the run root (only the effects/ folder). unlink removes a link, never what it points to; a directory is refused.
 */
function clearLedger(absPath) {
    // The folder stays (one per run root): $STAGEGATE_EFFECTS names a file a stage can create.
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(absPath), { recursive: true });
    let stat;
    try {
        stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(absPath);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return;
        throw error;
    }
    if (stat.isDirectory())
        throw Object.assign(new Error(`${absPath} is a directory`), { code: 'EISDIR' });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(absPath);
}


/***/ }),

/***/ 2862:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ isStagegateError),
/* harmony export */   q: () => (/* binding */ StagegateError)
/* harmony export */ });
class StagegateError extends Error {
    code;
    location;
    hint;
    /** The command that continues past this stop, when one does (a run's next_command): pasteable. */
    nextCommand;
    constructor(code, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = 'StagegateError';
        this.code = code;
        this.location = options.location ?? {};
        if (options.hint !== undefined)
            this.hint = options.hint;
        if (options.nextCommand !== undefined)
            this.nextCommand = options.nextCommand;
    }
}
function isStagegateError(error) {
    return error instanceof StagegateError;
}


/***/ }),

/***/ 4495:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ES: () => (/* binding */ wellFormed),
/* harmony export */   uk: () => (/* binding */ FormMasker),
/* harmony export */   v5: () => (/* binding */ MASK),
/* harmony export */   ye: () => (/* binding */ maskForms)
/* harmony export */ });
// The one secret masker: every occurrence of each of a list of forms as ***, over a byte stream
// (a stage's stdout and stderr, SecretMasker in steps/process/transcript.ts) or a whole text (the
// Action's report and summary, maskForms; log lines and messages, maskSecrets). A leaf module (no
// imports): the Action's validate path loads it with run/secret-names.ts, without the run path.
const MASK = '***';
const MASK_BYTES = Buffer.from(MASK, 'utf8');
const NEWLINE = 0x0a;
const EMPTY = Buffer.alloc(0);
/** A lone surrogate: a high one not followed by a low one, a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Stands for a lone surrogate while a text is masked as bytes: no UTF-8 holds it, no form contains it. */
const SEPARATOR_BYTE = 0xff;
const SEPARATOR = Buffer.from([SEPARATOR_BYTE]);
/**
 * `text` with every occurrence of each form as ***: every character inside any occurrence is
 * masked, and overlapping or touching occurrences become one *** (as the log masker and GitHub's
 * runner do: masking one form first would leave the rest of an overlapping one in clear). For
 * several texts over the same forms, one FormMasker's maskText builds its table once.
 */
function maskForms(text, forms) {
    return new FormMasker(forms).maskText(text);
}
/** `text` as its UTF-8 bytes read back hold it: each lone surrogate as U+FFFD. */
function wellFormed(text) {
    return text.replace(LONE_SURROGATE, '\uFFFD');
}
/**
 * Masks forms in a byte stream cut into arbitrary chunks: a form split across two chunks is masked
 * like one that arrives whole. Every byte inside an occurrence of some form is masked, and each run
 * of masked bytes becomes one *** \u2014 occurrences that overlap or touch are merged (as GitHub's runner
 * does), so two overlapping secrets leave no tail of either in clear. The forms are given already
 * expanded (a stage's log: each secret's value, JSON-escaped, percent-encoded and base64 forms,
 * run/secret-forms.ts; the Action's report: those and their markdown-escaped forms).
 *
 * A position is decided once no form can start there unseen: every form that could is fully
 * visible, or what follows the position is no form's beginning. So only a tail that begins a form
 * is held back (at most longest form - 1 bytes) until the next chunk or end() \u2014 a line ending in
 * text no form begins with is released at once, also when a form holds a newline (a private key),
 * so stdout's and stderr's lines interleave in the log whole; when no form holds a newline,
 * everything up to the last newline is decided too.
 *
 * Cost: one pass over the bytes per chunk, whatever the number of forms \u2014 a table of the forms'
 * first two bytes sends each position to the few forms beginning with those bytes (longest first,
 * compared in place), instead of a search per form per chunk, which made 30 secrets' ~300 forms
 * cost 3\u20134\u00d7 the masking of the raw values on a transcript written in small chunks. (Aho-Corasick
 * libraries on npm match UTF-16 strings and report only whole matches; the masker needs bytes and
 * the forms a chunk's tail may begin, which the table answers too.)
 */
class FormMasker {
    longest;
    linesDecide;
    /** Whether some form begins with a byte (most positions are skipped at this lookup). */
    starts = new Uint8Array(256);
    /** Whether a form of 2 bytes or more begins with a byte (a chunk's last byte may begin it). */
    startsLong = new Uint8Array(256);
    /** Whether a byte is a form of its own (a 1-byte secret). */
    single = new Uint8Array(256);
    /**
     * Forms of 2 bytes or more by their first two bytes, in two levels: a first byte's row (1 +
     * index, 0 for none) and, in that row of 256, the second byte's bucket (1 + index into buckets,
     * 0 for none). One flat table of every pair was 256 KiB allocated and zeroed per stream, two or
     * three a stage, also with no secret at all: most of what a stage allocated.
     */
    rowOf = new Uint16Array(256);
    rows;
    /** Each bucket's forms, longest first. */
    buckets = [];
    carry = EMPTY;
    /** Whether what was released ends inside a mask that the held tail's first bytes may continue. */
    masking = false;
    /** How many of the held tail's first bytes a form already found covers (masked, not yet released). */
    coveredTo = 0;
    /** `forms`: well-formed strings (no lone surrogate), in any order; an empty one is ignored. */
    constructor(forms) {
        const bytes = forms.map((s) => Buffer.from(s, 'utf8')).filter((s) => s.length > 0).sort((a, b) => b.length - a.length);
        this.longest = bytes[0]?.length ?? 0;
        this.linesDecide = bytes.every((s) => !s.includes(NEWLINE));
        let rowCount = 0;
        for (const form of bytes)
            if (form.length > 1 && this.rowOf[form[0]] === 0)
                this.rowOf[form[0]] = ++rowCount;
        this.rows = new Uint32Array(rowCount << 8);
        for (const form of bytes) {
            this.starts[form[0]] = 1;
            if (form.length === 1) {
                this.single[form[0]] = 1;
                continue;
            }
            this.startsLong[form[0]] = 1;
            const key = ((this.rowOf[form[0]] - 1) << 8) | form[1];
            if (this.rows[key] === 0)
                this.rows[key] = this.buckets.push([]);
            this.buckets[this.rows[key] - 1].push(form);
        }
    }
    /**
     * Go on with `previous`'s stream (this masker's forms include its): what it holds back, and
     * whether what it released ends inside a mask, are this one's now. A form added so is looked for
     * from the bytes held back on (what was released before stays as it was).
     */
    continueStream(previous) {
        this.carry = previous.carry;
        this.masking = previous.masking;
        this.coveredTo = previous.coveredTo;
    }
    /** The masked bytes that can be released now (possibly none). */
    push(chunk) {
        if (this.longest === 0)
            return chunk;
        const data = this.carry.length === 0 ? chunk : Buffer.concat([this.carry, chunk]);
        return this.mask(data, false);
    }
    /** The rest, masked: call once, when the stream has ended. */
    end() {
        if (this.longest === 0 || this.carry.length === 0)
            return EMPTY;
        return this.mask(this.carry, true);
    }
    /**
     * A whole text masked, as a stream of its own (the masker is ready for another after it; not in
     * the middle of a stream). A lone surrogate in `text` (a string cut inside a pair) stays as it
     * is: it goes through as a byte no UTF-8 holds (0xFF), so no form matches across it, and is put
     * back \u2014 as a search over the string's UTF-16 units finds the same occurrences of well-formed
     * forms, which begin and end at whole characters.
     */
    maskText(text) {
        if (this.longest === 0)
            return text;
        if (this.carry.length > 0 || this.masking)
            throw new Error('FormMasker.maskText: a stream is under way');
        const lone = text.match(LONE_SURROGATE);
        if (lone === null)
            return this.mask(Buffer.from(text, 'utf8'), true).toString('utf8');
        const parts = text.split(LONE_SURROGATE).flatMap((part, i) => (i === 0 ? [Buffer.from(part, 'utf8')] : [SEPARATOR, Buffer.from(part, 'utf8')]));
        const masked = this.mask(Buffer.concat(parts), true);
        let out = '';
        let from = 0;
        for (const surrogate of lone) {
            const at = masked.indexOf(SEPARATOR_BYTE, from);
            out += masked.toString('utf8', from, at) + surrogate;
            from = at + 1;
        }
        return out + masked.toString('utf8', from);
    }
    /** The bucket (1 + index into buckets, 0 for none) of the forms beginning with bytes b0 b1. */
    bucketAt(b0, b1) {
        const row = this.rowOf[b0];
        return row === 0 ? 0 : this.rows[((row - 1) << 8) | b1];
    }
    /** The end of the longest form at `p` that ends after `after` (-1: none). */
    matchAt(data, p, after) {
        const b0 = data[p];
        if (p + 1 < data.length) {
            const k = this.bucketAt(b0, data[p + 1]);
            if (k !== 0) {
                for (const form of this.buckets[k - 1]) {
                    const end = p + form.length;
                    if (end <= after)
                        break; // the rest are shorter: inside what is masked already
                    if (end <= data.length && form.compare(data, p, end) === 0)
                        return end;
                }
            }
        }
        return this.single[b0] === 1 && p + 1 > after ? p + 1 : -1;
    }
    /**
     * The first position where a form may start that `data` does not hold whole: data from there
     * to its end is the beginning of a longer form. Only the last (longest - 1) positions can be.
     */
    firstPending(data) {
        for (let p = Math.max(0, data.length - (this.longest - 1)); p < data.length; p++) {
            const b0 = data[p];
            if (this.startsLong[b0] === 0)
                continue;
            const rest = data.length - p;
            if (rest === 1)
                return p;
            const k = this.bucketAt(b0, data[p + 1]);
            if (k === 0)
                continue;
            for (const form of this.buckets[k - 1]) {
                if (form.length <= rest)
                    break; // the rest are shorter: whole in data
                if (form.compare(data, p, data.length, 0, rest) === 0)
                    return p;
            }
        }
        return data.length;
    }
    mask(data, ended) {
        // Positions below `limit` are decided: every form starting there lies inside `data`, and
        // from `limit` on the first whose rest of `data` begins a longer form (it may go on).
        let limit = ended ? data.length : this.firstPending(data);
        // A form without a newline that starts before the last newline ends before it.
        if (!ended && this.linesDecide)
            limit = Math.max(limit, data.lastIndexOf(NEWLINE) + 1);
        const out = [];
        // The current run of masked bytes [runStart, runEnd), and whether its *** is out already.
        let runStart = this.masking ? 0 : -1;
        let runEnd = this.masking ? this.coveredTo : -1;
        let shown = this.masking;
        let plainFrom = 0;
        for (let p = 0; p < limit; p++) {
            if (this.starts[data[p]] === 0)
                continue;
            const end = this.matchAt(data, p, runStart >= 0 && p <= runEnd ? runEnd : -1);
            if (end < 0)
                continue;
            if (runStart >= 0 && p <= runEnd) {
                // Overlaps or touches the run: one mask.
                if (end > runEnd)
                    runEnd = end;
                continue;
            }
            if (runStart >= 0) {
                if (!shown)
                    out.push(MASK_BYTES);
                plainFrom = runEnd;
            }
            if (p > plainFrom)
                out.push(data.subarray(plainFrom, p));
            runStart = p;
            runEnd = end;
            shown = false;
        }
        if (runStart >= 0 && runEnd >= limit && !ended) {
            // The run reaches what is held back: the held tail's first bytes may continue it.
            if (!shown)
                out.push(MASK_BYTES);
            this.masking = true;
            this.coveredTo = runEnd - limit;
        }
        else {
            if (runStart >= 0) {
                if (!shown)
                    out.push(MASK_BYTES);
                plainFrom = runEnd;
            }
            if (limit > plainFrom)
                out.push(data.subarray(plainFrom, limit));
            this.masking = false;
            this.coveredTo = 0;
        }
        // Copied, so a held tail does not pin the whole chunk it came from.
        this.carry = ended ? EMPTY : Buffer.from(data.subarray(limit));
        return out.length === 1 ? out[0] : Buffer.concat(out);
    }
}


/***/ }),

/***/ 6226:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $V: () => (/* binding */ escapedInvisible),
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   oy: () => (/* binding */ printableLine),
/* harmony export */   wV: () => (/* binding */ printableQuoted)
/* harmony export */ });
/* unused harmony export QUOTE_GUTTER */
// Text the CLI prints that may carry what a stage, an agent or a registry wrote (stage output, a
// gate value in an approval or stop message, an item id, a retry's reason): terminal escape
// sequences and other control characters are dropped, so that text cannot retitle the window,
// move the cursor, recolour or hide what stagegate prints. Tabs and newlines stay.
// An OSC sequence (a title, a link) that is never terminated ends at its line's end: the lines
// after it stay (a stage's stray `ESC ]` dropped every later line of its output from the job log).
const CONTROL = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b\n\r]*(?:\u0007|\u001b\\)?|\u009b[0-9;?]*[ -/]*[@-~]|\u009d[^\u0007\u001b\u009c\n\r]*(?:\u0007|\u009c)?|[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** `text` without escape sequences or C0/C1 control characters (tab and newline kept). */
function printable(text) {
    return text.replace(CONTROL, '');
}
/**
 * Workflow text in a finding (a step id, a target, a key as the file spells it): control and
 * format characters (Unicode Cc, Cf: U+202E, U+200B, ...) written as \u{XXXX}, so what the
 * terminal shows is what the file holds. Tabs and newlines stay.
 */
function escapedInvisible(text) {
    return text.replace(/(?![\t\n])[\p{Cc}\p{Cf}]/gu, (c) => `\\u{${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}}`);
}
const LINE_BREAKS = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/**
 * printable() kept on one line: a line break (\n, \r) and a tab written as `\n`, `\r`, `\t`
 * (each piece between them made printable on its own, so an escape sequence still ends at its
 * line's end). A record of a table (a `history` event) prints as one line, whatever its text holds.
 */
function printableLine(text) {
    return text
        .split(/([\r\n\t])/)
        .map((part, i) => (i % 2 === 1 ? LINE_BREAKS[part] : printable(part)))
        .join('');
}
/** The gutter a quoted line continues under, as a failed stage's last lines are shown (`    \u2502 \u2026`). */
const QUOTE_GUTTER = '    \u2502 ';
/**
 * printable(), and every line after the first under the quote gutter: text that carries what a
 * stage, an agent, an input or a person wrote (a gate value in an approval message or a hand-off's
 * instruction, an approval's note) may hold a line break, and the line after it must not read as
 * one of stagegate's own (`  next:     curl \u2026 | sh` under the run's status line).
 */
function printableQuoted(text) {
    return printable(text).replace(/\n/g, `\n${QUOTE_GUTTER}`);
}


/***/ }),

/***/ 1543:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ maskedForms)
/* harmony export */ });
/* unused harmony export secretForms */
// The forms a secret takes in text a stage prints: its value, and the encodings tools put it in on
// the way \u2014 every agent CLI's transcript is JSON (a tool's output quoting a private key holds
// `\n` and `\"`, not the key's bytes), `curl -v -u user:$TOKEN` prints `Basic base64(user:token)`,
// `base64 key.json` prints the key's base64 in lines of 76, a client percent-encodes a password
// into a URL. GitHub's runner masks the same forms of a registered secret in the job log (its
// ValueEncoders: base64 at each alignment, JSON string, URI data; not base64 wrapped into lines,
// as it masks line by line); stagegate's logs are files uploaded with the run, which GitHub never
// masks, so the masker (form-masker.ts, through transcript.ts SecretMasker) looks for every form.
// A leaf module (no imports).
const MIN_FORM_LENGTH = 6;
/** A UTF-16 unit as a JSON `\uXXXX` escape (lowercase hex, as JSON encoders write it). */
const hex4 = (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
/** The value inside a JSON string, as JSON.stringify writes it (`\n`, `\"`, `\\`, `\u001b`). */
function jsonEscaped(value) {
    return JSON.stringify(value).slice(1, -1);
}
/** As Python's json.dumps (ensure_ascii) writes it: every character beyond ASCII as `\uXXXX`. */
function jsonAscii(value) {
    return jsonEscaped(value).replace(/[\u0080-\uffff]/g, (ch) => hex4(ch));
}
/** RFC 3986 percent-encoding (encodeURIComponent leaves ! ' ( ) * as they are; URLSearchParams-like clients do not). */
function uriStrict(value) {
    return encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}
/**
 * The base64 digits that stand for the value wherever it starts in an encoded stream: at each of
 * the three alignments (its first 0, 1 or 2 bytes shared with digits of what precedes it), the
 * digits made of its own bits only \u2014 never its last, partial digit, which what follows changes,
 * nor padding. Standard and URL-safe alphabets.
 */
function base64Forms(value) {
    const bytes = Buffer.from(value, 'utf8');
    const out = [];
    for (let skip = 0; skip <= 2 && skip < bytes.length; skip++) {
        const rest = bytes.subarray(skip);
        const digits = Buffer.from(rest).toString('base64').slice(0, Math.floor((rest.length * 4) / 3));
        out.push(digits, digits.replace(/\+/g, '-').replace(/\//g, '_'));
    }
    return out;
}
/**
 * Where tools that wrap base64 break its lines: GNU coreutils `base64` and Python's
 * base64.encodebytes every 76 digits (MIME's line), `openssl base64` and PEM bodies every 64;
 * with LF, or CRLF as .NET's InsertLineBreaks and Java's MIME encoder (76) and `certutil -encode`
 * (64) write them.
 */
const BASE64_WRAPS = [76, 64];
const BASE64_BREAKS = ['\n', '\r\n'];
/**
 * The value's base64 digits as such a tool prints them when the value is its whole input
 * (`base64 key.json`, `echo "$TOKEN" | base64`): a line break (LF or CRLF) every 76 or 64 digits, as it is and
 * JSON-escaped (an agent's transcript quoting that output) \u2014 only a value long enough to be broken
 * (its digits longer than a line: 49 bytes or more at 64 columns, 58 at 76). Its own digits only, as base64Forms. A value
 * in the middle of a wrapped encoding is not found: where its digits break depends on what
 * precedes it (docs/security.md).
 */
function wrappedBase64Forms(value) {
    const bytes = Buffer.from(value, 'utf8');
    const digits = bytes.toString('base64').slice(0, Math.floor((bytes.length * 4) / 3));
    const out = [];
    for (const width of BASE64_WRAPS) {
        if (digits.length <= width)
            continue;
        const lines = [];
        for (let at = 0; at < digits.length; at += width)
            lines.push(digits.slice(at, at + width));
        for (const eol of BASE64_BREAKS)
            out.push(lines.join(eol), lines.join(JSON.stringify(eol).slice(1, -1)));
    }
    return out;
}
/** As Go's json.Marshal writes it: `<`, `>`, `&`, U+2028 and U+2029 as `\u003c` \u2026 (HTML-safe). */
function jsonGo(value) {
    return jsonEscaped(value).replace(/[<>&\u2028\u2029]/g, hex4);
}
/** As PHP's json_encode writes it by default: `/` as `\/`, every character beyond ASCII as `\uXXXX`. */
function jsonPhp(value) {
    return jsonAscii(value).replace(/\//g, '\\/');
}
/** Percent-encoding with lowercase hex digits (`%2f`), as some clients write it. */
function lowerHex(encoded) {
    return encoded.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());
}
/** As an HTML form or URLSearchParams writes it (application/x-www-form-urlencoded: a space is `+`). */
function formEncoded(value) {
    return new URLSearchParams([['', value]]).toString().slice(1);
}
/**
 * Its JSON, percent-encoded and base64 forms (wrapped into lines too); and JSON-escaped twice (a
 * tool's JSON output quoted in an agent's JSON transcript), which differs from once only for a
 * value holding `"`, `\` or a control character.
 */
function encodedForms(value) {
    const uri = encodeURIComponent(value);
    const strict = uriStrict(value);
    return [jsonEscaped(value), jsonEscaped(jsonEscaped(value)), jsonAscii(value), jsonGo(value), jsonPhp(value), uri, strict, lowerHex(uri), lowerHex(strict), formEncoded(value), ...base64Forms(value), ...wrappedBase64Forms(value)];
}
/**
 * A PEM armor line (`-----BEGIN OPENSSH PRIVATE KEY-----`): public boilerplate that holds no bit of
 * the key, kept in clear so a log shows where a key was printed (its masked body between them).
 */
const PEM_ARMOR = /^-----(?:BEGIN|END) [A-Z0-9 ]{1,60}-----$/;
/**
 * Every form of `secret` to mask: the value itself, its JSON-escaped forms, its percent-encoded
 * forms and its base64 digits (also as `base64` and `openssl base64` wrap them); the value trimmed of surrounding whitespace, in the same forms (a
 * key file's value ends with a newline a tool strips before quoting it); and, for a value of
 * several lines, each line trimmed, as it is and JSON-escaped (a key printed with CRLF endings,
 * indented in YAML, escaped twice in JSON: its lines still stand whole) \u2014 as GitHub's runner masks
 * each line of a multi-line secret. A PEM armor line is no secret and stays. An encoded form, a
 * trimmed value or a line shorter than 6 characters is left out (masking a few base64 digits, or a
 * short line, everywhere would destroy a transcript); the value itself is always kept.
 */
function secretForms(secret) {
    if (secret === '')
        return [];
    const forms = new Set([secret]);
    const add = (form) => {
        if (form.length >= MIN_FORM_LENGTH)
            forms.add(form);
    };
    for (const form of encodedForms(secret))
        add(form);
    const trimmed = secret.trim();
    if (trimmed !== secret && trimmed.length >= MIN_FORM_LENGTH)
        for (const form of [trimmed, ...encodedForms(trimmed)])
            add(form);
    if (/[\r\n]/.test(trimmed)) {
        for (const raw of trimmed.split(/\r\n|\r|\n/)) {
            const line = raw.trim();
            if (line.length < MIN_FORM_LENGTH || PEM_ARMOR.test(line))
                continue;
            for (const form of [line, jsonEscaped(line), jsonAscii(line)])
                add(form);
        }
    }
    return [...forms];
}
/** The forms of every secret, each once, longest first (so a form containing another is masked whole). */
function maskedForms(secrets) {
    const all = new Set();
    for (const secret of secrets)
        for (const form of secretForms(secret))
            all.add(form);
    return [...all].sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
}


/***/ }),

/***/ 3136:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BX: () => (/* binding */ shownInputs),
/* harmony export */   J4: () => (/* binding */ SECRET_NAME),
/* harmony export */   JJ: () => (/* binding */ shownValue),
/* harmony export */   Z$: () => (/* binding */ maskValues),
/* harmony export */   az: () => (/* binding */ maskedJson),
/* harmony export */   oW: () => (/* binding */ namedSecretsOf),
/* harmony export */   pS: () => (/* binding */ shownPath),
/* harmony export */   secretValuesOf: () => (/* binding */ secretValuesOf),
/* harmony export */   v5: () => (/* reexport safe */ _form_masker_js__WEBPACK_IMPORTED_MODULE_0__.v5),
/* harmony export */   valuesMasker: () => (/* binding */ valuesMasker),
/* harmony export */   vb: () => (/* binding */ MIN_SECRET_LENGTH)
/* harmony export */ });
/* unused harmony export urlPasswords */
/* harmony import */ var _secret_forms_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1543);
/* harmony import */ var _form_masker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4495);
// Which names and values look secret: what stage logs mask (steps/process/transcript.ts), and how
// reports and printed commands show a named value. The Action's
// report loads it without the run path; its imports, secret-forms.ts and form-masker.ts, are leaves too.



/**
 * A name that looks secret (case-insensitive): it contains TOKEN, KEY, SECRET, PASSW (PASSWORD,
 * PASSWD), PASSPHRASE, CREDENTIAL, PRIVATE, BEARER, AUTH (not AUTHOR: GIT_AUTHOR_NAME is no
 * secret; AUTHORIZATION is), CONNECTION_STRING (CONNECTIONSTRINGS too); or one of its words
 * (between _ . -) is PAT, PASS, PWD or DSN (GH_PAT, SMTP_PASS, MYSQL_PWD, SENTRY_DSN; not BYPASS,
 * not COMPATIBLE). Sentry's default scrubbing and Rails' filter_parameters go by such name parts
 * too (docs/security.md). Not the shell's PWD and OLDPWD (the working directory) nor
 * SSH_AUTH_SOCK (a socket's path): everyday values a masked log would lose.
 */
const SECRET_NAME = /^(?!(?:PWD|OLDPWD|SSH_AUTH_SOCK)$).*?(?:TOKEN|KEY|SECRET|PASSW|PASSPHRASE|CREDENTIAL|PRIVATE|BEARER|AUTHORIZATION|AUTH(?!OR)|CONNECTION_?STRING|(?:^|[_.-])(?:PAT|PASS|PWD|DSN)(?:$|[_.-]))/i;
/** Shorter values are not masked: replacing "1" or "true" everywhere would destroy a transcript. */
const MIN_SECRET_LENGTH = 6;
/**
 * The password of each `scheme://user:password@` in a value (a database URL, a git remote with a
 * token). As WHATWG URL parsing reads the authority (up to the first / ? #): the user info runs to
 * its LAST `@` and the password from the first `:` in it, so a password holding `@` or `:`
 * (`postgres://app:pa@ss123@db/x`) is masked whole, not up to its first `@`. A scheme is a letter,
 * then letters, digits, `+`, `.` and `-`; the match starts at its last letter (`s://` of
 * `postgres://`, `h2://` whole), which finds the same URLs, passwords and ends as matching the
 * whole scheme: what precedes that letter is all scheme characters, and a replacement keeps it as
 * it keeps the user. Matching from the scheme's first letter made the scan quadratic: every letter
 * of a long word was tried as a scheme's start and read to the word's end (an input value with a
 * 40 KB word cost 2.6 s of CPU per stage started).
 */
const URL_PASSWORD = /[a-z][0-9+.-]*:\/\/[^\s/?#:]*:([^\s/?#]+)@/gi;
/**
 * What masks a value's URL credentials, whatever its name (DATABASE_URL, a remote's URL): each
 * password of 6 characters or more itself; a shorter one as `:password@` (masking "pw" alone
 * everywhere would destroy a transcript), so the URL shows `user:***@host`.
 */
function urlPasswords(value) {
    const out = [];
    for (const m of value.matchAll(URL_PASSWORD)) {
        const password = m[1];
        out.push(password.length >= MIN_SECRET_LENGTH ? password : `:${password}@`);
    }
    return out;
}
/**
 * A named value as a report shows it (the Action's summary and check run, a printed command): ***
 * for a secret-looking name's value of 6 characters or more, else the value with the passwords of
 * its URLs masked (`postgres://app:***@db/x`).
 */
function shownValue(name, value) {
    if (SECRET_NAME.test(name) && value.length >= MIN_SECRET_LENGTH)
        return _form_masker_js__WEBPACK_IMPORTED_MODULE_0__/* .MASK */ .v5;
    return value.replace(URL_PASSWORD, (whole, password) => `${whole.slice(0, whole.length - password.length - 1)}${_form_masker_js__WEBPACK_IMPORTED_MODULE_0__/* .MASK */ .v5}@`);
}
/**
 * The values an environment holds that look secret, longest first (so a value containing another
 * is masked whole): each secret-looking name's value of 6 characters or more, and the passwords of
 * the URLs in any value (urlPasswords). `except`: a name whose value is never a secret (the stage
 * attempt's token, which finds its processes).
 */
function secretValuesOf(env, except) {
    const values = new Set();
    for (const [name, value] of Object.entries(env)) {
        if (value === undefined || name === except)
            continue;
        if (SECRET_NAME.test(name) && value.length >= MIN_SECRET_LENGTH)
            values.add(value);
        else
            for (const secret of urlPasswords(value))
                values.add(secret);
    }
    return [...values].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}
/**
 * The same secrets as secretValuesOf, each with the variable that holds it (the first such name,
 * in the environment's order): what a warning names instead of the value.
 */
function namedSecretsOf(env, except) {
    const named = new Map();
    for (const [name, value] of Object.entries(env)) {
        if (value === undefined || name === except)
            continue;
        const values = SECRET_NAME.test(name) && value.length >= MIN_SECRET_LENGTH ? [value] : urlPasswords(value);
        for (const secret of values)
            if (!named.has(secret))
                named.set(secret, name);
    }
    return [...named].map(([value, name]) => ({ name, value }));
}
/**
 * `text` with every occurrence of each value as ***, in every form the logs mask it in (its
 * JSON-escaped, percent-encoded and base64 forms: secret-forms.ts), by the one masker
 * (form-masker.ts): for a whole text at hand (a stream goes through transcript.ts's SecretMasker).
 */
function maskValues(text, values) {
    return (0,_form_masker_js__WEBPACK_IMPORTED_MODULE_0__/* .maskForms */ .ye)(text, (0,_secret_forms_js__WEBPACK_IMPORTED_MODULE_1__/* .maskedForms */ .$)(values));
}
/**
 * What masks many texts by the same values (the CLI's every write: cli/io.ts maskingIO): maskValues,
 * with the forms and their table built once.
 */
function valuesMasker(values) {
    const masker = new _form_masker_js__WEBPACK_IMPORTED_MODULE_0__/* .FormMasker */ .uk((0,_secret_forms_js__WEBPACK_IMPORTED_MODULE_1__/* .maskedForms */ .$)(values));
    return (text) => masker.maskText(text);
}
/** `v` (parsed JSON: a journal event, a decision's values) with the values masked in each string it holds (maskValues). */
function maskedJson(v, values) {
    if (typeof v === 'string')
        return maskValues(v, values);
    if (Array.isArray(v))
        return v.map((x) => maskedJson(x, values));
    if (v !== null && typeof v === 'object')
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, maskedJson(x, values)]));
    return v;
}
/**
 * A run's inputs as any output prints them (history --json, plan's child inputs): each value as
 * shownValue shows it by its name, and the values of the run's secret-looking inputs (`secrets`,
 * secretValuesOf of them) masked inside any other (`auth: 'Bearer {{api_token}}'` under a name
 * that does not look secret) \u2014 as the stages' logs mask them, which get each input as
 * STAGEGATE_INPUT_<NAME>. The state and the journal keep the values as given: a resume needs them.
 */
function shownInputs(inputs, secrets = secretValuesOf(inputs)) {
    const shown = {};
    for (const [name, value] of Object.entries(inputs))
        shown[name] = secrets.length === 0 ? shownValue(name, value) : maskValues(shownValue(name, value), secrets);
    return shown;
}
/**
 * A workspace path a report prints (an output in `outputs:`, a file on an `at:` line) with the run's
 * secret-looking input values in it as *** (an output `runs/{{api_token}}/a.md` shows the token so),
 * as its messages and logs mask them. The state and the manifest keep the path as it is: the run reads the file there.
 */
function shownPath(path, inputs) {
    const secrets = secretValuesOf(inputs);
    return secrets.length === 0 ? path : maskValues(path, secrets);
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

/***/ 2784:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ gitTopLevel)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// The git top-level a file belongs to, found as git finds it: the nearest folder at or above the
// file's own with a `.git` (a folder, or a file: a submodule or worktree). File checks only \u2014 the
// core spawns no process (so GIT_DIR and ceiling variables are not honoured; CI checkouts need neither).


/** The nearest folder at or above `dirAbs` holding `.git`, or undefined outside any repository. */
function gitTopLevel(dirAbs) {
    for (let dir = dirAbs;; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir)) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, '.git')))
            return dir;
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) === dir)
            return undefined;
    }
}


/***/ }),

/***/ 5620:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Im: () => (/* binding */ GIT_DIR_WHY),
/* harmony export */   OY: () => (/* binding */ insideBy),
/* harmony export */   aR: () => (/* binding */ Workspace),
/* harmony export */   d7: () => (/* binding */ toPosix),
/* harmony export */   fA: () => (/* binding */ WORKSPACE_NOTE),
/* harmony export */   hA: () => (/* binding */ isGitDirName),
/* harmony export */   pr: () => (/* binding */ likelyWorkspaceOf)
/* harmony export */ });
/* unused harmony export entersGitDir */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2862);
/* harmony import */ var _git_top_level_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2784);
// Workspace confinement. Every path a workflow or an input names must resolve inside the
// workspace, lexically AND after following symlinks, before anything is read or written there,
// and never into a repository's .git folder (a workflow that writes there plants hooks or config).




function toPosix(p) {
    return node_path__WEBPACK_IMPORTED_MODULE_1__.sep === '/' ? p : p.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}
/**
 * A path component that names the repository's .git folder on some file system: any case, and on
 * Windows with trailing dots or spaces, as the 8.3 short name (GIT~1), or followed by an NTFS
 * stream (`.git::$INDEX_ALLOCATION`, `.git:x`: NTFS opens the folder `.git`; git refuses them too).
 */
function isGitDirName(part) {
    const colon = part.indexOf(':');
    const name = (colon < 0 ? part : part.slice(0, colon)).toLowerCase().replace(/[. ]+$/, '');
    return name === '.git' || /^git~\d+$/.test(name);
}
/** A relative path (either separator) one of whose components names a .git folder. */
function entersGitDir(rel) {
    // Every such name holds "git" (isGitDirName lowercases each component as this does the whole):
    // most paths are told apart without splitting them.
    if (!rel.toLowerCase().includes('git'))
        return false;
    return rel.split(/[\\/]+/).some(isGitDirName);
}
function isInside(root, candidate) {
    return insideBy((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, candidate));
}
/**
 * `rel` (path.relative from a folder) names that folder or something below it: not `..` nor a path
 * through it \u2014 a name that merely starts with two dots (`..x/a.md`) is inside. Every "is it below"
 * test of a path.relative result goes through here (rel.startsWith('..') takes `..x` for a climb).
 */
function insideBy(rel) {
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/** Marks a dangling symlink on the way. Never a real path: checked by identity, since
 * path.relative would resolve it against the process's cwd (and call it inside). */
const DANGLING = '\0dangling-symlink';
/**
 * realOf's answer when it walked every component below the real root without meeting a link: the
 * real path is the real root joined with the same relative path, so it holds nothing the lexical
 * checks did not already look at. Never a real path either (checked by identity).
 */
const LEXICAL = '\0lexical';
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
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(this.root, abs);
        if (!insideBy(rel))
            throw outside(what, p, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(p) ? 'it is an absolute path outside the workspace' : "it climbs out with '..'");
        if (entersGitDir(rel))
            throw intoGitDir(what, p, 'it is inside');
        const real = this.realOfChecked(abs, rel, what, p);
        // LEXICAL: no link on the way, so the real path is the real root and `rel`, checked above.
        if (real !== LEXICAL) {
            if (real === DANGLING || !isInside(this.realRoot, real))
                throw outside(what, p, 'a symlink on the way leads outside the workspace');
            if (real !== this.realRoot && entersGitDir((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(this.realRoot, real)))
                throw intoGitDir(what, p, 'a symlink on the way leads into');
        }
        return { abs, rel: toPosix(rel) || '.' };
    }
    /**
     * realOf, with a path the file system cannot look up refused as a path (never an internal
     * error): a name or the whole path too long (ENAMETOOLONG), a loop of links (ELOOP), a file
     * where a folder should be on the way (ENOTDIR), a folder on the way that may not be searched
     * (EACCES, EPERM: an unprivileged user's).
     */
    realOfChecked(abs, rel, what, p) {
        try {
            return this.realOf(abs, rel);
        }
        catch (error) {
            const code = error.code;
            const unresolvable = code !== undefined && Object.hasOwn(UNRESOLVABLE, code) ? UNRESOLVABLE[code] : undefined;
            if (unresolvable === undefined)
                throw error;
            throw outside(what, p, `it cannot be checked (${code}: ${unresolvable.why})`, unresolvable.fix, error);
        }
    }
    /**
     * Real path of `abs` (inside the root lexically; `rel`: its path from the root), or LEXICAL when
     * no link is on the way. The root's own real path is known, so only the components below it are
     * looked at, one lstat each; a symlink among them (or anything unusual) takes the general
     * realpath route. Why: the runner checks its state, manifest and
     * output paths on every write (a stage may have swapped a folder for a link); a full realpath
     * from / costs a syscall per component of the workspace's own location each time. Nothing is
     * remembered between calls: any process of the run may have changed a folder since.
     */
    realOf(abs, rel) {
        if (rel === '')
            return LEXICAL;
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
                return LEXICAL;
            if (stat.isSymbolicLink())
                return realpathOfExistingPrefix(abs);
            if (!stat.isDirectory() && i < parts.length - 1)
                return realpathOfExistingPrefix(abs);
        }
        return LEXICAL;
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
/** Why the file system could not look a path up, for the errors resolve refuses a path with. */
const UNRESOLVABLE = {
    ENAMETOOLONG: { why: 'a name on it or the whole path is too long for the file system', fix: 'Use a shorter path.' },
    ELOOP: { why: 'symbolic links on the way lead in a loop', fix: 'Replace the looping link on the way with a folder or a link to one.' },
    ENOTDIR: { why: 'something on the way is a file, not a folder', fix: 'Make every part of the path but the last a folder.' },
    // An unprivileged user (a CI runner's) meets these where root does not: a folder on the way
    // that may not be searched (chmod 000, another user's private folder). The path may well be
    // inside the workspace: the fix is the permissions, not another path.
    EACCES: { why: 'permission denied: a folder on the way may not be searched', fix: 'Let the user stagegate runs as search every folder on the way (chmod u+x, or the folder\'s owner).' },
    EPERM: { why: 'the operation is not permitted on something on the way', fix: 'Let the user stagegate runs as look the path up (its permissions, or what forbids it).' },
};
/** Every "outside the workspace" finding says what the workspace is and how to choose another. */
const WORKSPACE_NOTE = 'The workspace is the current directory, or the directory -C DIR names (the Action: working-directory).';
/** `fix`: what to do instead of choosing another path (a path that could not be looked up: ELOOP, EACCES, ..., the file system's error its `cause`). */
function outside(what, p, why, fix = 'Use a workspace-relative path that stays inside the workspace.', cause) {
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q('PATH_OUTSIDE_WORKSPACE', `${what} '${p}' is refused: ${why}.`, {
        hint: `${fix} ${WORKSPACE_NOTE}`,
        ...(cause === undefined ? {} : { cause }),
    });
}
/** Why a path into a .git folder is refused (`how`: 'it is inside', 'a symlink on the way leads into'). */
const GIT_DIR_WHY = "a repository's .git folder";
function intoGitDir(what, p, how) {
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q('PATH_OUTSIDE_WORKSPACE', `${what} '${p}' is refused: ${how} ${GIT_DIR_WHY}.`, {
        hint: 'A workflow never writes or reads inside .git (it could plant hooks or config there): use a workspace-relative path outside the .git folder.',
    });
}
/**
 * Where a file outside the workspace probably belongs: the nearest folder above it holding a
 * repository (.git), else its own folder. For "pass -C <that>" advice.
 */
function likelyWorkspaceOf(absFile) {
    return (0,_git_top_level_js__WEBPACK_IMPORTED_MODULE_3__/* .gitTopLevel */ .o)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(absFile)) ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(absFile);
}


/***/ }),

/***/ 311:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
// Single place for the version string (kept equal to package.json by a test).
const VERSION = '0.1.0';


/***/ })

};
