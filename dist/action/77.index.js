export const id = 77;
export const ids = [77];
export const modules = {

/***/ 1866:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kx: () => (/* binding */ artifactLimitFrom),
/* harmony export */   MF: () => (/* binding */ DEFAULT_MAX_ARTIFACT_MB),
/* harmony export */   V3: () => (/* binding */ MergeBudgetExceeded),
/* harmony export */   hb: () => (/* binding */ actionsArtifactStore),
/* harmony export */   or: () => (/* binding */ isNameConflict),
/* harmony export */   rc: () => (/* binding */ MAX_ARTIFACT_MB_VARIABLE)
/* harmony export */ });
/* unused harmony export MAX_ARTIFACT_FILES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// The artifact store port: what persistence needs from GitHub's artifact service, and its
// implementation over @actions/artifact. The client is imported only when a method is first
// called, and the unpacker (with its zip reader, yauzl) only when a download is unpacked, so
// paths that never touch artifacts (`command: validate`) never load them.


/** Unpacked bytes a download may hold by default (STAGEGATE_MAX_ARTIFACT_MB raises or lowers it). */
const DEFAULT_MAX_ARTIFACT_MB = 2048;
/** Files a download may hold (a restore's quarantine walk refuses more, too). */
const MAX_ARTIFACT_FILES = 20_000;
/** The variable of the step's environment that sets the limit, in MiB. */
const MAX_ARTIFACT_MB_VARIABLE = 'STAGEGATE_MAX_ARTIFACT_MB';
/**
 * The limit on what a download unpacks (bytes), from the step's environment: a whole number of
 * MiB, 1 or more; the default without it. Undefined with why for a value that is not one.
 */
function artifactLimitFrom(env) {
    const raw = env[MAX_ARTIFACT_MB_VARIABLE];
    if (raw === undefined || raw.trim() === '')
        return { maxBytes: DEFAULT_MAX_ARTIFACT_MB * 1024 * 1024 };
    if (!/^\s*[1-9][0-9]{0,6}\s*$/.test(raw))
        return { problem: `${MAX_ARTIFACT_MB_VARIABLE} is '${raw.slice(0, 40)}', not a whole number of MiB from 1 to 9999999` };
    return { maxBytes: Number(raw.trim()) * 1024 * 1024 };
}
/**
 * An artifact a merge could not unpack within what was left of its one limit (DownloadLimit), when
 * the store's own limit alone would have let it through: raising the limit, or taking the key
 * elsewhere (its leg, a job with a limit of its own), gets it.
 */
class MergeBudgetExceeded extends Error {
}
/** True when an upload failed because the name is taken in this workflow run (HTTP 409). */
function isNameConflict(error) {
    const message = error instanceof Error ? error.message : String(error);
    return /\(409\)|\b409\b|already exists|Conflict/i.test(message);
}
/** `maxBytes`: what a download may unpack at most (artifactLimitFrom). */
function actionsArtifactStore(options = {}) {
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_ARTIFACT_MB * 1024 * 1024;
    let client;
    const get = async () => {
        if (!client) {
            const mod = await Promise.all(/* import() */[__webpack_require__.e(584), __webpack_require__.e(804)]).then(__webpack_require__.bind(__webpack_require__, 20584));
            client = new mod.DefaultArtifactClient();
        }
        return client;
    };
    const findBy = (scope) => scope.kind === 'run' ? { findBy: { token: scope.token, workflowRunId: scope.workflowRunId, repositoryOwner: scope.owner, repositoryName: scope.repo } } : {};
    return {
        unpackLimit: maxBytes,
        async list(scope) {
            const { artifacts } = await (await get()).listArtifacts({ ...findBy(scope) });
            return artifacts.map((a) => ({ id: a.id, name: a.name, size: a.size, createdAt: a.createdAt, digest: a.digest }));
        },
        async download(artifact, scope, destination, limit) {
            const tighter = limit !== undefined && limit.maxBytes < maxBytes ? limit : undefined;
            const max = tighter?.maxBytes ?? maxBytes;
            const bound = tighter?.bound ?? 'bytes a download unpacks at most';
            // A zip larger than the limit is not fetched: it alone would take that room in RUNNER_TEMP.
            if (artifact.size > max)
                return { downloadPath: destination, digestMismatch: false, refused: `its zip is ${artifact.size} bytes, more than the ${max} ${bound} (${MAX_ARTIFACT_MB_VARIABLE})` };
            // The zip as it is (the client's own unpacking knows no size limit), beside the destination;
            // its digest is checked before anything is unpacked.
            const zipDir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(destination), 'stagegate-download-'));
            try {
                const result = await (await get()).downloadArtifact(artifact.id, {
                    path: zipDir,
                    ...findBy(scope),
                    ...(artifact.digest ? { expectedHash: artifact.digest } : {}),
                    skipDecompress: true,
                });
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(destination, { recursive: true });
                if (result.digestMismatch === true)
                    return { downloadPath: destination, digestMismatch: true };
                const [zip, ...more] = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(zipDir);
                if (zip === undefined || more.length > 0)
                    return { downloadPath: destination, digestMismatch: false, refused: 'its download is not one zip file' };
                const { unzipWithin, unpackJournals } = await Promise.all(/* import() */[__webpack_require__.e(663), __webpack_require__.e(905)]).then(__webpack_require__.bind(__webpack_require__, 8905));
                const limits = { maxBytes: max, maxFiles: MAX_ARTIFACT_FILES, bound };
                const unzipped = await unzipWithin((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(zipDir, zip), destination, limits);
                if (!unzipped.ok) {
                    // A refusal naming an entry: the runs' journals beside it, for the caller to hear before it says it.
                    if (unzipped.entry !== undefined) {
                        const { JOURNAL_SUFFIX } = await __webpack_require__.e(/* import() */ 666).then(__webpack_require__.bind(__webpack_require__, 90666));
                        await unpackJournals((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(zipDir, zip), destination, limits, (name) => name.endsWith(JOURNAL_SUFFIX));
                    }
                    return { downloadPath: destination, digestMismatch: false, refused: `it was not unpacked: ${unzipped.reason} (${MAX_ARTIFACT_MB_VARIABLE}: ${Math.floor(maxBytes / 1024 / 1024)} MiB)` };
                }
                return { downloadPath: destination, digestMismatch: false };
            }
            finally {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(zipDir, { recursive: true, force: true });
            }
        },
        async upload(name, files, rootDirectory, options) {
            const result = await (await get()).uploadArtifact(name, files, rootDirectory, options.retentionDays !== undefined ? { retentionDays: options.retentionDays } : {});
            return { id: result.id, size: result.size, digest: result.digest };
        },
    };
}


/***/ }),

/***/ 90834:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dz: () => (/* binding */ InputError),
  N6: () => (/* binding */ agentSelectionOf),
  oY: () => (/* binding */ parseTokens),
  Ko: () => (/* binding */ readInputs),
  tU: () => (/* binding */ readSha),
  Gd: () => (/* binding */ resumeTokenProblem)
});

// UNUSED EXPORTS: COMMANDS, parseAgentArgs, parseBoolean, parseShardKeys, readApproval, readLegs

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/agents/registry.ts + 6 modules
var registry = __webpack_require__(39726);
// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(51742);
;// CONCATENATED MODULE: ./src/core/run/answer-size.ts
// How large an answer to a stage's question may be, one rule for every way it is given (the CLI's
// --answer and --answer-file, the Action's answer input): at most 64 KiB of the text as recorded \u2014
// after the one final line break a file or a YAML block (`answer: |`) ends with is dropped \u2014 so an
// answer one entry takes, the other takes too.
/** The largest answer recorded, in bytes of UTF-8: a person's text, not a document. */
const ANSWER_MAX_BYTES = 64 * 1024;
/** The answer as recorded from text that may end with one line break (a file's, a YAML block's): that line break dropped. */
function answerAsRecorded(text) {
    return text.replace(/\r?\n$/, '');
}
/** The recorded answer's size in bytes when it is over the limit, else undefined. */
function answerOverLimit(recorded) {
    const bytes = Buffer.byteLength(recorded);
    return bytes > ANSWER_MAX_BYTES ? bytes : undefined;
}

// EXTERNAL MODULE: ./src/core/run/secret-names.ts
var secret_names = __webpack_require__(33136);
;// CONCATENATED MODULE: ./src/action/inputs.ts
// Action inputs: read as the runner passes them (strings, defaults already applied from
// action.yml) and validated with messages that name the input and say what is allowed.





const COMMANDS = ['run', 'validate', 'plan', 'status', 'shards', 'merge'];
class InputError extends Error {
    fix;
    /** `fix`: what to do, when not "correct the input" (a runner variable the input needs, say). */
    constructor(message, fix) {
        super(message);
        this.fix = fix;
        this.name = 'InputError';
    }
}
/** Same shape as the CLI's name=value tokens. */
const TOKEN = /^([A-Za-z_][A-Za-z0-9_.-]*)=(.*)$/s;
/** The YAML 1.2 core-schema booleans, as @actions/core's getBooleanInput accepts them. */
function parseBoolean(name, raw, fallback) {
    if (raw === '')
        return fallback;
    if (['true', 'True', 'TRUE'].includes(raw))
        return true;
    if (['false', 'False', 'FALSE'].includes(raw))
        return false;
    throw new InputError(`input '${name}' must be true or false (got '${raw}')`);
}
function lines(raw) {
    return raw.split(/\r?\n/);
}
/**
 * A line that is no name=value pair as its refusal quotes it: a secret-looking name's value as ***
 * (`api_token: ***`, a pair written as YAML), a URL's password as *** \u2014 the refusal reaches the
 * summary, the annotations and the check run, and nothing registered the value (it did not parse).
 */
function quotedLine(text) {
    const name = /^[^\s:=]*/.exec(text)[0];
    const rest = text.slice(name.length);
    const gap = /^[\s:=]*/.exec(rest)[0];
    return secret_names/* SECRET_NAME */.J4.test(name) && rest.length > gap.length ? `${name}${gap}***` : (0,secret_names/* shownValue */.JJ)('', text);
}
/** `inputs:` \u2014 one name=value per line; blank lines and lines starting with # are skipped. */
function parseTokens(raw) {
    // No prototype: a line __proto__=x is an own entry (refused as undeclared), never dropped.
    const tokens = Object.create(null);
    lines(raw).forEach((line, index) => {
        const text = line.replace(/^\s+/, '');
        if (text === '' || text.startsWith('#'))
            return;
        const m = TOKEN.exec(text);
        if (!m) {
            const quoted = quotedLine(text);
            throw new InputError(`input 'inputs', line ${index + 1}: '${quoted.length > 60 ? quoted.slice(0, 57) + '...' : quoted}' is not a name=value pair (names: letters, digits, _ . -; one pair per line)`);
        }
        const name = m[1];
        if (Object.prototype.hasOwnProperty.call(tokens, name))
            throw new InputError(`input 'inputs', line ${index + 1}: ${name} is given twice`);
        tokens[name] = m[2].replace(/\s+$/, '');
    });
    return tokens;
}
function oneOf(name, raw, allowed, fallback) {
    if (raw === '')
        return fallback;
    if (allowed.includes(raw))
        return raw;
    throw new InputError(`input '${name}' must be ${allowed.slice(0, -1).join(', ')} or ${allowed[allowed.length - 1]} (got '${raw}')`);
}
function readInputs(io) {
    const commandRaw = io.getInput('command') || 'run';
    if (!COMMANDS.includes(commandRaw)) {
        throw new InputError(`unknown command '${commandRaw}': use run, validate, plan, status, shards or merge.${(0,did_you_mean/* didYouMean */.au)(commandRaw, COMMANDS)}`.replace(/\.$/, ''));
    }
    const command = commandRaw;
    const workflow = lines(io.getInput('workflow'))
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('#'));
    if (workflow.length === 0) {
        throw new InputError(command === 'validate' ? "input 'workflow' is required: workflow files or directories, one per line" : "input 'workflow' is required: the workflow file to " + command);
    }
    if (command !== 'validate' && workflow.length > 1) {
        throw new InputError(`input 'workflow' names ${workflow.length} files; '${command}' takes exactly one (only validate takes several)`);
    }
    const runIdRaw = io.getInput('run-id');
    const stopRaw = io.getInput('stop-after-step');
    const modeRaw = io.getInput('execution-mode');
    const resumeFrom = io.getInput('resume-from-run-id');
    if (resumeFrom !== '' && !/^[1-9][0-9]{0,19}$/.test(resumeFrom)) {
        throw new InputError(`input 'resume-from-run-id' must be a workflow run id (digits, as in github.run_id), got '${resumeFrom}'`);
    }
    const retention = io.getInput('retention-days');
    let retentionDays;
    if (retention !== '') {
        if (!/^[0-9]+$/.test(retention) || Number(retention) < 1 || Number(retention) > 90) {
            throw new InputError(`input 'retention-days' must be a whole number of days from 1 to 90 (got '${retention}')`);
        }
        retentionDays = Number(retention);
    }
    const shardRaw = io.getInput('shard').trim();
    if (shardRaw !== '' && command !== 'run')
        throw new InputError(`input 'shard' needs command: run (it runs those shards), not '${command}'`);
    const shards = parseShardKeys(shardRaw);
    const legs = readLegs(io.getInput('legs'), command);
    const rerunFrom = io.getInput('rerun-from').trim();
    const inputs = {
        command,
        ...(shards.length > 0 ? { shards } : {}),
        ...(legs !== undefined ? { legs } : {}),
        workflow,
        tokens: parseTokens(io.getInput('inputs')),
        runId: runIdRaw === '' ? undefined : runIdRaw,
        stopAfterStep: stopRaw === '' ? undefined : stopRaw,
        mode: modeRaw === '' ? undefined : oneOf('execution-mode', modeRaw, ['resume', 'fresh'], 'resume'),
        ignorePreviousCompletion: parseBoolean('ignore-previous-completion', io.getInput('ignore-previous-completion'), false),
        allowWorkflowChange: parseBoolean('allow-workflow-change', io.getInput('allow-workflow-change'), false),
        onSourceChange: io.getInput('on-source-change') === '' ? undefined : oneOf('on-source-change', io.getInput('on-source-change'), ['refuse', 'rerun', 'keep'], 'refuse'),
        ...(rerunFrom !== '' ? { rerunFrom } : {}),
        persist: oneOf('persist', io.getInput('persist'), ['artifact', 'none'], 'artifact'),
        resumeFromRunId: resumeFrom === '' ? undefined : Number(resumeFrom),
        allowMissingState: parseBoolean('allow-missing-state', io.getInput('allow-missing-state'), false),
        token: io.getInput('token'),
        sha: readSha(io.getInput('sha')),
        failOnPartial: parseBoolean('fail-on-partial', io.getInput('fail-on-partial'), false),
        checkName: io.getInput('check-name'),
        partialConclusion: oneOf('partial-conclusion', io.getInput('partial-conclusion'), ['action_required', 'neutral'], 'action_required'),
        workingDirectory: io.getInput('working-directory') || '.',
        retentionDays,
        strict: parseBoolean('strict', io.getInput('strict'), false),
        agent: readAgent(io.getInput('agent')),
        agentCommand: io.getInput('agent-command') === '' ? undefined : io.getInput('agent-command'),
        agentArgs: parseAgentArgs(io.getInput('agent-args')),
        freshAgentSessions: parseBoolean('fresh-agent-sessions', io.getInput('fresh-agent-sessions'), false),
        approval: readApproval(io),
    };
    // Kept as written, untrimmed (a person's text: its spaces and line breaks are part of it), as the
    // CLI's --answer keeps it; only a YAML block's final line break (`answer: |`) is dropped, as
    // --answer-file drops its file's. Empty: none given; only whitespace: refused, as the CLI does.
    const answerRaw = io.getInput('answer', { trimWhitespace: false });
    const answer = answerAsRecorded(answerRaw);
    if (answerRaw !== '') {
        if (answer.trim() === '')
            throw new InputError("input 'answer' holds only whitespace: write the answer's text (leave the input out, or empty, when there is no answer to give)");
        const over = answerOverLimit(answer);
        if (over !== undefined)
            throw new InputError(`input 'answer' holds ${over} bytes; an answer is at most ${ANSWER_MAX_BYTES}, not counting one final line break (a person's text, not a document; as the CLI's --answer and --answer-file)`);
        if (command !== 'run')
            throw new InputError(`input 'answer' needs command: run (the answer is recorded, then the step runs again), not '${command}'`);
        if (inputs.mode === 'fresh' || inputs.ignorePreviousCompletion || inputs.shards !== undefined || inputs.rerunFrom !== undefined || inputs.approval) {
            throw new InputError("input 'answer' answers the question an existing run stopped at; it cannot be combined with execution-mode: fresh, ignore-previous-completion, shard, rerun-from, approve or reject");
        }
        inputs.answer = answer;
    }
    if (inputs.approval) {
        const name = inputs.approval.decision === 'approved' ? 'approve' : 'reject';
        if (command !== 'run')
            throw new InputError(`input '${name}' needs command: run (the decision is recorded, then the run continues), not '${command}'`);
        if (inputs.mode === 'fresh' || inputs.ignorePreviousCompletion)
            throw new InputError(`input '${name}' decides the pending approval of an existing run; it cannot be combined with a fresh run (execution-mode: fresh, ignore-previous-completion)`);
        // A matrix leg runs its shards beside the run and records nothing in it: the decision would be dropped.
        if (inputs.shards !== undefined)
            throw new InputError(`input '${name}' cannot be combined with 'shard': a matrix leg runs its shards and never decides an approval; decide it in a job without 'shard' (the plan or merge job, or one of its own)`);
    }
    if (inputs.rerunFrom !== undefined) {
        if (command !== 'run')
            throw new InputError(`input 'rerun-from' needs command: run (it runs the run again from that step), not '${command}'`);
        // A rerun continues the run as it stands: a fresh start, a matrix leg or a decision is something else.
        if (inputs.mode === 'fresh' || inputs.ignorePreviousCompletion || inputs.shards !== undefined || inputs.approval) {
            throw new InputError("input 'rerun-from' reruns part of an existing run as it stands; it cannot be combined with execution-mode: fresh, ignore-previous-completion, shard, approve or reject");
        }
    }
    return inputs;
}
/**
 * resume-from-run-id without a token: refused where the token is read \u2014 another workflow run's
 * artifacts (REST), or a re-run attempt of this one, whose earlier attempt's artifact the artifact
 * service may refuse and REST then downloads (rerun-download.ts). Naming this workflow run's first
 * attempt (`${{ github.run_id }}`) reads only the job's own artifact access: no token needed.
 */
function resumeTokenProblem(inputs, runId, attempt) {
    if (inputs.resumeFromRunId === undefined || inputs.token !== '')
        return undefined;
    if (String(inputs.resumeFromRunId) !== runId)
        return `input 'resume-from-run-id' (${inputs.resumeFromRunId}) needs 'token' (a token with actions: read on this repository): another workflow run's artifacts are read through GitHub's REST API`;
    if (attempt !== '1')
        return `input 'resume-from-run-id' (this workflow run, attempt ${attempt}) needs 'token' (a token with actions: read on this repository): on a re-run, an earlier attempt's state artifact may only be downloadable through GitHub's REST API`;
    return undefined;
}
/**
 * `agent-args:` \u2014 one argv word per line, as written (the CLI's repeated --agent-arg): no shell
 * splitting or quoting, so `--max-turns 5` on one line is one word. Surrounding spaces are trimmed;
 * blank lines and lines starting with # are skipped (as in `inputs:`).
 */
function parseAgentArgs(raw) {
    return lines(raw)
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'));
}
/** The agent input, refused when it names no adapter (as the CLI's --agent is): not only once an agent step runs. */
/**
 * The agent inputs as the core takes them. A relative `agent-command` path (or `agent: command:PATH`)
 * is a file of the working directory, as the workflow and its paths are: checked and run from there,
 * not from the Action's process directory (the CLI resolves its flag against its own directory). A
 * bare name stays a name looked up on the PATH.
 */
function agentSelectionOf(inputs, workspaceRoot) {
    const spec = inputs.agent !== undefined ? (0,registry/* parseAgentSpec */.GV)(inputs.agent) : undefined;
    const given = inputs.agentCommand ?? (spec?.name === 'command' ? spec.arg : undefined);
    const agentCommand = given !== undefined && given.includes('/') && !(0,external_node_path_.isAbsolute)(given) ? (0,external_node_path_.resolve)(workspaceRoot, given) : given;
    return { agent: inputs.agent, agentCommand, shownAgentCommand: given, agentArgs: inputs.agentArgs, freshSessions: inputs.freshAgentSessions };
}
function readAgent(raw) {
    if (raw === '')
        return undefined;
    const spec = (0,registry/* parseAgentSpec */.GV)(raw);
    const modelProblem = spec ? (0,registry/* agentModelProblem */.yf)(spec) : undefined;
    if (modelProblem !== undefined)
        throw new InputError(`input 'agent' ${quoted(raw)}: ${modelProblem}. ${registry/* AGENT_MODEL_FIX */.uw}`);
    if (spec)
        return raw;
    const match = (0,did_you_mean/* closest */.kp)(raw.split(':')[0] ?? '', registry/* AGENT_NAMES */.RO);
    throw new InputError(`input 'agent' must be one of ${registry/* AGENT_NAMES */.RO.join(', ')} (optionally NAME:MODEL), got ${quoted(raw)}${match ? `. Did you mean '${match}'?` : ''}`);
}
/** A key as the message quotes it: long ones cut. */
function quoted(value) {
    return `'${value.length > 60 ? value.slice(0, 57) + '...' : value}'`;
}
/**
 * `shard`: the keys a matrix leg runs, in order. A value whose trimmed text starts with `[` is a
 * JSON array of strings \u2014 what `${{ toJSON(matrix.shard) }}` renders for a leg of `legs:` (pretty-
 * printed over several lines) \u2014 anything else is one key per line (blank lines skipped), so a
 * single plain key is read exactly as before. Empty: no shard (an ordinary run).
 */
function parseShardKeys(raw) {
    const text = raw.trim();
    if (text === '')
        return [];
    let keys;
    if (text.startsWith('[')) {
        let parsed;
        try {
            parsed = JSON.parse(text);
        }
        catch (error) {
            throw new InputError(`input 'shard' starts with '[', so it is read as a JSON array of shard keys, but it is not valid JSON (${(error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ')}); give \${{ toJSON(matrix.shard) }} or one key per line`);
        }
        if (!Array.isArray(parsed))
            throw new InputError("input 'shard' starts with '[' but is not a JSON array of shard keys");
        if (parsed.length === 0)
            throw new InputError("input 'shard' is an empty JSON array: a leg needs at least one shard key");
        keys = parsed.map((value, index) => {
            if (typeof value !== 'string' || value.trim() === '')
                throw new InputError(`input 'shard': element ${index + 1} of the JSON array is ${typeof value === 'string' ? 'an empty string' : JSON.stringify(value) ?? String(value)}, not a shard key (every element must be a non-empty string)`);
            return value.trim();
        });
    }
    else {
        keys = lines(text)
            .map((l) => l.trim())
            .filter((l) => l !== '');
    }
    const seen = new Set();
    for (const key of keys) {
        if (seen.has(key))
            throw new InputError(`input 'shard' names shard ${quoted(key)} twice: each key runs once per leg`);
        seen.add(key);
    }
    return keys;
}
/** GitHub's limit on the jobs one matrix generates. */
const MAX_MATRIX_LEGS = 256;
/** `legs` (command: shards): a whole number from 1 to 256 (GitHub runs at most 256 jobs of one matrix), or empty. */
function readLegs(raw, command) {
    const value = raw.trim();
    if (value === '')
        return undefined;
    if (command !== 'shards')
        throw new InputError(`input 'legs' needs command: shards (it deals the shards into matrix legs), not '${command}'`);
    if (!/^[0-9]+$/.test(value) || Number(value) < 1 || Number(value) > MAX_MATRIX_LEGS)
        throw new InputError(`input 'legs' must be a whole number from 1 to ${MAX_MATRIX_LEGS} (the most matrix legs to deal the shards into: GitHub runs at most ${MAX_MATRIX_LEGS} jobs of one matrix), got ${quoted(value)}`);
    return Number(value);
}
/** `sha`: a full commit SHA (40 or 64 hex digits), or empty. */
function readSha(raw) {
    const value = raw.trim();
    if (value === '')
        return undefined;
    if (!/^(?:[0-9a-fA-F]{40}|[0-9a-fA-F]{64})$/.test(value))
        throw new InputError(`input 'sha' must be a full commit SHA (40 hex digits, or 64 in a SHA-256 repository), got '${value.length > 60 ? value.slice(0, 57) + '...' : value}'`);
    return value.toLowerCase();
}
/** A step id, or true for the pending one; false or empty: no decision. */
function approvalValue(name, raw) {
    const value = raw.trim();
    if (value === '' || ['false', 'False', 'FALSE'].includes(value))
        return { given: false, step: undefined };
    if (['true', 'True', 'TRUE'].includes(value))
        return { given: true, step: undefined };
    if (!/^[A-Za-z0-9_.-]+$/.test(value))
        throw new InputError(`input '${name}' must be true or the id of the approval step (letters, digits, _ . -), got '${value.length > 60 ? value.slice(0, 57) + '...' : value}'`);
    return { given: true, step: value };
}
/** `approve` / `reject` (at most one) and `approval-note`. */
function readApproval(io) {
    const approve = approvalValue('approve', io.getInput('approve'));
    const reject = approvalValue('reject', io.getInput('reject'));
    const note = io.getInput('approval-note').trim();
    if (approve.given && reject.given)
        throw new InputError("inputs 'approve' and 'reject' are both set: give one decision");
    if (!approve.given && !reject.given) {
        if (note !== '')
            throw new InputError("input 'approval-note' is set without 'approve' or 'reject'");
        return undefined;
    }
    return { decision: approve.given ? 'approved' : 'rejected', step: approve.given ? approve.step : reject.step, note: note === '' ? null : note };
}


/***/ }),

/***/ 65077:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// UNUSED EXPORTS: INTERNAL_ERROR_FIX, maskedResult, reportForms, runAction

// EXTERNAL MODULE: ./src/core/model/workflow-readers.ts
var workflow_readers = __webpack_require__(47325);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./src/action/inputs.ts + 1 modules
var action_inputs = __webpack_require__(90834);
// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(51742);
;// CONCATENATED MODULE: ./src/action/input-names.ts
// The inputs action.yml declares, and the INPUT_* variables of a step that name none of them. The
// runner passes every `with:` key on as INPUT_<KEY upper-cased>, declared or not, and only warns
// "Unexpected input(s)" in the log: a misspelt `stop_after_step: review` would run the whole
// workflow as if the input had never been given.

/** action.yml's inputs, in its order (test/unit/action-input-names.test.ts keeps them equal). */
const ACTION_INPUTS = [
    'command', 'shard', 'legs', 'workflow', 'inputs', 'run-id', 'stop-after-step', 'execution-mode', 'ignore-previous-completion',
    'agent', 'agent-command', 'agent-args', 'fresh-agent-sessions', 'allow-workflow-change', 'on-source-change', 'rerun-from',
    'persist', 'resume-from-run-id', 'allow-missing-state', 'token', 'fail-on-partial', 'check-name', 'partial-conclusion', 'sha',
    'working-directory', 'retention-days', 'strict', 'approve', 'reject', 'approval-note', 'answer',
];
/** The step's INPUT_* variables that name no input of action.yml. */
function unexpectedInputs(env) {
    const declared = new Set(ACTION_INPUTS.map((name) => name.toUpperCase()));
    const out = [];
    for (const key of Object.keys(env).sort()) {
        if (!key.startsWith('INPUT_') || key === 'INPUT_' || declared.has(key.slice('INPUT_'.length)))
            continue;
        const name = key.slice('INPUT_'.length).toLowerCase();
        out.push({ name, meant: misspeltInput(name) });
    }
    return out;
}
/** A name without its separators: `stop_after_step`, `runid` and `run-id` alike. */
const bare = (name) => name.replace(/[-_ ]/g, '');
/**
 * The declared input `name` is a misspelling of: the same letters with other separators
 * (`stop_after_step`, `runid`), else one edit away (`chek-name`, `tokens`; more for a long name:
 * `resume-from-run`) from an input of 4 letters or more. Tighter than a did-you-mean, as a match
 * fails the step: another action's input names (`args`, `script`, `event`, `tags`, `ssh`), which an
 * INPUT_* variable of the job's env may carry too, are two edits from `legs`, `strict`, `agent`,
 * `sha`, and only warned about.
 */
function misspeltInput(name) {
    const given = bare(name.toLowerCase());
    const same = ACTION_INPUTS.find((input) => bare(input) === given);
    if (same !== undefined)
        return same;
    let meant;
    let within = Math.max(1, Math.floor(given.length / 5));
    for (const input of ACTION_INPUTS) {
        if (input.length < 4)
            continue;
        const d = (0,did_you_mean/* editDistance */.YC)(given, bare(input));
        if (d <= within && (meant === undefined || d < within)) {
            meant = input;
            within = d;
        }
    }
    return meant;
}

// EXTERNAL MODULE: ./src/action/context.ts
var context = __webpack_require__(40645);
// EXTERNAL MODULE: ./src/action/io.ts
var io = __webpack_require__(23152);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
;// CONCATENATED MODULE: ./src/host/git-source.ts
// SourceInfo port: the workspace's git HEAD for run provenance, from `git rev-parse HEAD` (git
// itself knows every repository layout, worktree and environment variable). Null outside a
// repository, on an unborn branch, or where git is not installed. A run's watch on HEAD (a commit
// its own stage made) asks git again only when HEAD's reflog changed: no hand-read git files.
//
// node:child_process is required on first use, not imported: the Action's `command: validate`
// imports this module (./github/source.ts) and never asks for the commit, and child_process
// brings net and dgram with it (B4, docs/benchmarks.md).



const requireBuiltin = (0,external_node_module_.createRequire)(import.meta.url);
const REV_PARSE = ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'];
function commitOf(out) {
    const trimmed = out.trim();
    return /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(trimmed) ? trimmed : null;
}
/** A `.git` in the folder or one above it. */
function insideWorkTree(workspace) {
    for (let dir = (0,external_node_path_.resolve)(workspace);; dir = (0,external_node_path_.dirname)(dir)) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, '.git')))
            return true;
        if ((0,external_node_path_.dirname)(dir) === dir)
            return false;
    }
}
/** Record what the look-up of `workspace` said: its commit, or git's first line on stderr when it gave none. */
function noted(unread, workspace, commit, stderr, error) {
    const key = (0,external_node_path_.resolve)(workspace);
    if (commit !== null) {
        unread.delete(key);
        return commit;
    }
    const first = (stderr ?? '').split('\n').map((l) => l.trim()).find((l) => l !== '');
    const code = error?.code;
    const why = first ?? (code === 'ENOENT' ? 'git was not found on PATH' : undefined);
    if (why !== undefined && insideWorkTree(workspace))
        unread.set(key, why);
    else
        unread.delete(key);
    return null;
}
function headNow(unread, workspace) {
    const { execFileSync } = requireBuiltin('node:child_process');
    try {
        return noted(unread, workspace, commitOf(execFileSync('git', REV_PARSE, { cwd: workspace, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })), undefined, undefined);
    }
    catch (error) {
        return noted(unread, workspace, null, String(error.stderr ?? ''), error);
    }
}
// The look-up a run starts (watchSourceCommit): the same answer, and before it the path of HEAD's
// reflog (`--git-path` prints first, also where HEAD has no commit yet), in the same process.
const WATCHED = ['rev-parse', '--git-path', 'logs/HEAD', ...REV_PARSE.slice(1)];
/** The reflog file as it stands (device, inode, size, modification time in ns), or undefined when there is none. */
function reflogKey(path) {
    try {
        const st = (0,external_node_fs_.statSync)(path, { bigint: true, throwIfNoEntry: false });
        return st === undefined ? undefined : `${st.dev}:${st.ino}:${st.size}:${st.mtimeNs}`;
    }
    catch {
        return undefined;
    }
}
/**
 * HEAD watched through its reflog: git appends to `logs/HEAD` on every move of HEAD (a commit, an
 * amend, a reset, a checkout, a rebase), so while the file stands as it stood when the watch last
 * looked, HEAD has not moved and no process is started (a `git rev-parse` costs ~10 ms of CPU, B1's
 * whole per-stage overhead is ~12 ms). When it changed \u2014 or, in a repository, there is no reflog
 * file to watch (none written yet, reflogs off, the reftable format): every time \u2014 git itself says
 * where HEAD is. Outside a repository nothing is watched (`repository` below). The file is read before git is asked, so a move between
 * the two is looked at again next time, never missed.
 */
class ReflogWatch {
    unread;
    workspace;
    reflog;
    seen;
    constructor(unread, workspace, 
    /** The reflog's path; undefined until the look-up answered, or where it gave none. */
    reflog = undefined, 
    /** The reflog as the watch last saw it. */
    seen = undefined) {
        this.unread = unread;
        this.workspace = workspace;
        this.reflog = reflog;
        this.seen = seen;
    }
    /**
     * Whether there is a repository to watch: the look-up named a reflog path. Where it named none
     * (not a repository, git missing, a repository git refuses) nothing is watched and git is never
     * asked again: a process per stage would buy only a repository a stage made itself (`git init`),
     * whose commit the verdicts made without one are stale at anyway (docs/run-semantics.md).
     */
    repository = true;
    /** The look-up's answer: the reflog's path (relative to the workspace as git prints it), or none. */
    started(path) {
        this.reflog = path === undefined || path === '' ? undefined : (0,external_node_path_.resolve)(this.workspace, path);
        this.repository = this.reflog !== undefined;
        this.seen = this.reflog === undefined ? undefined : reflogKey(this.reflog);
    }
    moved() {
        if (!this.repository)
            return undefined;
        const now = this.reflog === undefined ? undefined : reflogKey(this.reflog);
        if (now !== undefined && now === this.seen)
            return undefined;
        this.seen = now;
        return headNow(this.unread, this.workspace);
    }
    fork() {
        const watch = new ReflogWatch(this.unread, this.workspace, this.reflog, this.seen);
        watch.repository = this.repository;
        return watch;
    }
}
/** The look-up a run starts: HEAD's commit, and a watch on HEAD from its reflog's path, in one git process. */
function lookUp(unread, workspace) {
    const head = new ReflogWatch(unread, workspace);
    const commit = new Promise((answer) => {
        try {
            const { execFile } = requireBuiltin('node:child_process');
            // Exits 1 where HEAD has no commit yet, having printed the path: both read from what it printed.
            execFile('git', WATCHED, { cwd: workspace, encoding: 'utf8' }, (error, stdout, stderr) => {
                const [path, id] = (stdout ?? '').split('\n');
                head.started(path);
                answer(noted(unread, workspace, commitOf(id ?? ''), stderr, error));
            });
        }
        catch {
            head.started(undefined);
            answer(null);
        }
    });
    return { commit, head };
}
/** The git port of one invocation (the CLI's, the Action's): its own record of why a look-up found no commit. */
function createGitSource() {
    const unread = new Map();
    return {
        sourceCommit: (workspace) => headNow(unread, workspace),
        // The same look-up, not waited for (a run reads its answer after loading its journal); the watch it
        // also makes is left unused.
        startSourceCommit: (workspace) => lookUp(unread, workspace).commit,
        // A run's watch on HEAD (a commit a stage made is the run's own).
        watchSourceCommit: (workspace) => lookUp(unread, workspace),
        unreadable: (workspace) => unread.get((0,external_node_path_.resolve)(workspace)),
        tracked: (workspace, rel) => trackedByGit(workspace, rel),
    };
}
/**
 * git tracks the file (`git ls-files --error-unmatch`, argv only: the path is never shell text).
 * --literal-pathspecs: the path is a name, not a pattern \u2014 `reg[1].md` untracked beside a tracked
 * `reg1.md` matched as a glob and read as tracked.
 */
function trackedByGit(workspace, rel) {
    const { execFileSync } = requireBuiltin('node:child_process');
    try {
        execFileSync('git', ['--literal-pathspecs', 'ls-files', '--error-unmatch', '--', rel], { cwd: workspace, stdio: ['ignore', 'ignore', 'ignore'] });
        return true;
    }
    catch {
        return false; // untracked, outside a repository, or no git
    }
}

;// CONCATENATED MODULE: ./src/host/github/source.ts

function actionSource(gh, shaInput, git = createGitSource()) {
    // git HEAD, asked for now and read later when the port can (SourceInfo.startSourceCommit: git runs while the run loads its workflow and journal).
    const startGit = (workspace) => (git.startSourceCommit ? git.startSourceCommit(workspace) : Promise.resolve(git.sourceCommit(workspace)));
    // The source commit is the checkout's HEAD (no `sha` input; no pull request head, or
    // pull_request_target's checkout): a commit a stage makes there is the run's own, read when its
    // attempt ends (SourceInfo.watchSourceCommit). Elsewhere the source is a commit the job was given, which
    // a stage's commit does not move: a stage that commits and pushes makes a new pull request head,
    // and the job that resumes there meets a source change (on_source_change).
    const headIsSource = !shaInput && (gh.eventName === 'pull_request_target' || !gh.pullRequestHeadSha);
    const gitWatch = git.watchSourceCommit;
    // The watched look-up answers git's HEAD: where the source is HEAD, the rules below give the same
    // commit (pull_request_target: the pull request's head only without git).
    const watch = headIsSource && gitWatch !== undefined
        ? (workspace) => {
            const watched = gitWatch.call(git, workspace);
            const commit = watched.commit;
            return commit === undefined ? { head: watched.head } : { head: watched.head, commit: commit.then((c) => c ?? gh.pullRequestHeadSha ?? null) };
        }
        : undefined;
    return {
        ...(watch !== undefined ? { watchSourceCommit: watch } : {}),
        // Whether git tracks a file does not depend on which commit the verdicts are made at.
        ...(git.tracked !== undefined ? { tracked: git.tracked.bind(git) } : {}),
        sourceCommit(workspace) {
            if (shaInput)
                return shaInput;
            if (gh.eventName === 'pull_request_target')
                return git.sourceCommit(workspace) ?? gh.pullRequestHeadSha ?? null;
            return gh.pullRequestHeadSha ?? git.sourceCommit(workspace);
        },
        // The same rules; git is started only when they would ask it.
        async startSourceCommit(workspace) {
            if (shaInput)
                return shaInput;
            if (gh.eventName === 'pull_request_target')
                return (await startGit(workspace)) ?? gh.pullRequestHeadSha ?? null;
            return gh.pullRequestHeadSha ?? (await startGit(workspace));
        },
    };
}

// EXTERNAL MODULE: ./src/action/artifact-store.ts
var artifact_store = __webpack_require__(1866);
// EXTERNAL MODULE: ./src/core/model/loader.ts + 4 modules
var loader = __webpack_require__(93972);
// EXTERNAL MODULE: ./src/core/state/own-file.ts
var own_file = __webpack_require__(22076);
// EXTERNAL MODULE: ./src/core/validate/diagnostics.ts
var validate_diagnostics = __webpack_require__(88198);
// EXTERNAL MODULE: ./src/core/validate/validate.ts + 29 modules
var validate = __webpack_require__(55479);
// EXTERNAL MODULE: ./src/core/workspace/workspace.ts
var workspace_workspace = __webpack_require__(25620);
;// CONCATENATED MODULE: ./src/core/model/package-root.ts


/** `<root>/.ai-engineering/workflows/<file>` -> {root, file: .ai-engineering/workflows/<file>}. */
function nestedPackageOf(fileRel) {
    const marker = '/.ai-engineering/workflows/';
    const at = fileRel.indexOf(marker);
    if (at <= 0)
        return undefined;
    return { root: fileRel.slice(0, at), file: fileRel.slice(at + 1) };
}
/** Validate a workflow of a nested package against its own root; undefined when it is not in one. */
function validateInNestedPackage(workspace, fileRel, sessions, importers, commandName = 'stagegate') {
    const pkg = nestedPackageOf(fileRel);
    if (!pkg)
        return undefined;
    let session = sessions.get(pkg.root);
    if (!session) {
        // Its findings' commands paste where the person typed validate: their -C DIR, the path from the outer workspace.
        session = (0,validate/* createValidationSession */.Eg)(new workspace_workspace/* Workspace */.aR(workspace.resolve(pkg.root, 'package root').abs), importers, commandName, `${pkg.root}/`);
        sessions.set(pkg.root, session);
    }
    return (0,validate/* validateFile */.nJ)(session, pkg.file).diagnostics.map((d) => ({ ...d, file: `${pkg.root}/${d.file}` }));
}

// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(82862);
// EXTERNAL MODULE: ./src/core/model/yaml-source.ts
var yaml_source = __webpack_require__(56614);
// EXTERNAL MODULE: ./src/core/formats/index.ts
var formats = __webpack_require__(27932);
// EXTERNAL MODULE: ./src/core/gate/gate-schema.ts
var gate_schema = __webpack_require__(38266);
// EXTERNAL MODULE: ./src/core/formats/sidecar.ts
var sidecar = __webpack_require__(82611);
// EXTERNAL MODULE: ./src/core/workspace/nested-repo.ts
var nested_repo = __webpack_require__(98015);
;// CONCATENATED MODULE: ./src/core/commands/validate-files.ts
// `validate` over files and directories: find workflow files, load and check each, collect
// diagnostics. A directory contributes every YAML file under it that looks like a workflow.













const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', '.superseded', 'coverage']);
/** Top-level keys of a text that does not parse: `key:` at column 0 (YAML) or `"key":` of the outer object (JSON). */
function topLevelKeysOf(text, json) {
    if (json)
        return [...new Set(jsonOuterKeys(text))];
    return [...new Set([...text.matchAll(/^"?([A-Za-z_][\w-]*)"?\s*:/gm)].map((m) => m[1]))];
}
/**
 * `"key":` one level deep in a JSON text, skipping strings and counting brackets: a nested
 * object's keys are not the file's (a dashboard's locale table with a `"version"` label and a
 * repeated key is no workflow). Tolerant of the text's own syntax error, which the loader reports.
 */
function jsonOuterKeys(text) {
    const keys = [];
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '{' || c === '[')
            depth++;
        else if (c === '}' || c === ']')
            depth--;
        else if (c === '"') {
            let end = i + 1;
            while (end < text.length && text[end] !== '"' && text[end] !== '\n')
                end += text[end] === '\\' ? 2 : 1;
            if (depth === 1) {
                let after = end + 1;
                while (after < text.length && /\s/.test(text[after]))
                    after++;
                const key = text.slice(i + 1, end);
                if (text[after] === ':' && /^[A-Za-z_][\w-]*$/.test(key))
                    keys.push(key);
            }
            i = end;
        }
    }
    return keys;
}
/**
 * Whether a file met in a directory walk is validated, by the one detection rule
 * (formats/detect.ts detectWorkflow, docs/formats.md#detection): a workflow of any format, or
 * nearly one (a misspelt detection key: validated so that its mistake is reported). Otherwise the
 * reason it is skipped.
 */
function walkDecision(text, name, head = false) {
    const source = head ? undefined : (0,yaml_source/* parseYamlSource */.WF)(text);
    const parsed = source !== undefined && source.problems.length === 0;
    // A file stagegate writes (a run's state, its manifest, a shard's descriptor) is never a workflow.
    const own = parsed ? undefined : (0,formats/* stagegateOwnText */.V6)(text);
    if (own !== undefined)
        return { validate: false, reason: own };
    const detection = parsed ? (0,formats/* detectWorkflow */.Zj)(source.data) : (0,formats/* detectWorkflowKeys */.vk)(topLevelKeysOf(text, /\.json$/i.test(name)));
    if (detection.kind === 'not')
        return { validate: false, reason: head ? `too large to be a workflow, ${detection.reason}` : detection.reason };
    return { validate: true };
}
function collect(workspace, target, out, diagnostics, skipped) {
    const resolved = workspace.resolve(target, 'validate target');
    let stats;
    try {
        stats = (0,external_node_fs_.statSync)(resolved.abs);
    }
    catch {
        const similar = (0,loader/* similarWorkflowFile */.rx)(workspace, resolved.rel);
        diagnostics.push({ code: 'WORKFLOW_FILE_UNREADABLE', severity: 'error', message: `no such file or directory${similar !== undefined ? `. Did you mean ${similar}?` : ''}`, hint: similar !== undefined ? `Pass ${similar}, or other existing workflow files or directories, relative to the workspace.` : 'Check the path: nothing of that name is in the workspace. Pass existing workflow files or directories, relative to the workspace.', file: resolved.rel, line: 0, column: 0, path: [] });
        return;
    }
    // Anything but a folder is a file to load (the loader names a FIFO or device as unreadable).
    if (!stats.isDirectory()) {
        out.push(resolved.rel);
        return;
    }
    const before = out.length;
    const skippedBefore = skipped.length;
    // Nested git repositories below the folder named are not searched (nested-repo.ts).
    const nested = [];
    const walk = (dir, rel) => {
        for (const entry of (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
            if (entry.isDirectory()) {
                if (SKIP_DIRS.has(entry.name))
                    continue;
                const sub = rel === '.' ? entry.name : `${rel}/${entry.name}`;
                if ((0,nested_repo/* isNestedRepository */.S)((0,external_node_path_.join)(dir, entry.name)))
                    nested.push(sub);
                else
                    walk((0,external_node_path_.join)(dir, entry.name), sub);
            }
            else if (entry.isFile() && /\.(ya?ml|json)$/i.test(entry.name) && !(0,sidecar/* isSidecarFile */.uf)(entry.name)) {
                const file = rel === '.' ? entry.name : `${rel}/${entry.name}`;
                // Only the head of a file too large to be a workflow is looked at (the loader then refuses
                // it with YAML_TOO_LARGE without reading it): a huge data file costs a stat and 64 KiB.
                const read = (0,loader/* readWorkflowBytes */.ZP)((0,external_node_path_.join)(dir, entry.name));
                const tooLarge = typeof read !== 'string' && read.tooLarge;
                const text = typeof read === 'string' ? undefined : read.tooLarge ? headOf((0,external_node_path_.join)(dir, entry.name)) : read.bytes.toString('utf8');
                if (text === undefined) {
                    skipped.push({ file, reason: typeof read === 'string' ? read : 'cannot be read' });
                    continue;
                }
                const decision = walkDecision(text, entry.name, tooLarge);
                if (decision.validate)
                    out.push(file);
                else
                    skipped.push({ file, reason: decision.reason });
            }
            else if (entry.isFile() && /\.(ya?ml|json)$/i.test(entry.name)) {
                skipped.push({ file: rel === '.' ? entry.name : `${rel}/${entry.name}`, reason: 'a run map' });
            }
        }
    };
    walk(resolved.abs, resolved.rel);
    if (out.length === before) {
        // An error, not a warning: a CI gate pointed at the wrong folder must not pass green.
        const here = skipped.slice(skippedBefore);
        const listed = here.slice(0, 5).map((s) => `${s.file} (${s.reason})`).join('; ');
        const skippedText = here.length === 0 ? '' : `; skipped as not workflows: ${listed}${here.length > 5 ? `; and ${here.length - 5} more` : ''}`;
        diagnostics.push({ code: 'NO_WORKFLOW_FILES', severity: 'error', message: `no workflow files under ${resolved.rel === '.' ? 'the workspace' : resolved.rel}${skippedText} (docs/formats.md#detection: a 4.0 workflow has a top-level state_path, or version: beside steps: or phases:; or an aiox, maestro-flow or CCW workflow file)`, hint: `Pass the workflow files or the directory that holds them.${nested.length > 0 ? ` Folders with their own .git (${nested.slice(0, 3).join(', ')}${nested.length > 3 ? `, and ${nested.length - 3} more` : ''}) are other repositories and not searched: name one to validate its workflows.` : ''}`, file: resolved.rel, line: 0, column: 0, path: [] });
    }
}
/** Validate files and folders; files in another runner's format need its importer and a gate_schema the engine (run it through withWorkflowReaders). */
function validateTargets(workspace, targets, importers = {}, commandName = 'stagegate') {
    const files = [];
    const diagnostics = [];
    const skipped = [];
    for (const target of targets) {
        try {
            collect(workspace, target, files, diagnostics, skipped);
        }
        catch (thrown) {
            // A target outside the workspace: the -C that fits, as run and status give it.
            const error = (0,loader/* withWorkspaceHint */.Dm)(workspace, target, thrown, 'validate target');
            if (!(0,errors/* isStagegateError */.W)(error))
                throw error;
            diagnostics.push({ code: error.code, severity: 'error', message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), file: target, line: 0, column: 0, path: [] });
        }
    }
    // One session: prompts, skills and child workflows shared by several files are read once,
    // and a child that is also a target is validated once.
    const session = (0,validate/* createValidationSession */.Eg)(workspace, importers, commandName);
    const packages = new Map();
    const found = checkEach([...new Set(files)], (file) => validateInNestedPackage(workspace, file, packages, importers, commandName) ?? (0,validate/* validateFile */.nJ)(session, file).diagnostics);
    for (const [file, list] of found)
        diagnostics.push(...list.map((d) => (d.file === file ? d : { ...d, workflow: file })));
    // The same finding reached twice (a skill file shared by two workflows) is shown once, naming
    // every workflow whose check reached it.
    const seen = new Map();
    const unique = diagnostics.filter((d) => {
        const key = `${d.file}\0${d.line}\0${d.column}\0${d.code}\0${d.message}`;
        const first = seen.get(key);
        if (first === undefined) {
            seen.set(key, d);
            return true;
        }
        if (d.workflow !== undefined && first.workflow !== undefined && !(first.workflows ?? [first.workflow]).includes(d.workflow)) {
            first.workflows = [...(first.workflows ?? [first.workflow]), d.workflow];
        }
        return false;
    });
    (0,validate_diagnostics/* sortDiagnostics */.Ds)(unique);
    return {
        files: [...new Set(files)],
        skipped: [...new Map(skipped.map((s) => [s.file, s])).values()].filter((s) => !files.includes(s.file)),
        diagnostics: unique,
        errors: unique.filter((d) => d.severity === 'error').length,
        warnings: unique.filter((d) => d.severity === 'warning').length,
    };
}
/**
 * Each file's findings, in order. One file's failure (a bug) never stops the others: it is that
 * file's finding (internalFinding). The engines loaded on demand are the exception: their
 * "needed" signal reaches the caller, which reads again once they are there.
 */
function checkEach(files, check) {
    return files.map((file) => {
        try {
            return [file, check(file)];
        }
        catch (error) {
            if (error instanceof gate_schema/* GateSchemaEngineNeeded */.MI || error instanceof formats/* FormatImporterNeeded */.r3)
                throw error;
            return [file, [internalFinding(file, error)]];
        }
    });
}
/** A file validate could not check: VALIDATE_INTERNAL_ERROR (a bug in stagegate), or the code a StagegateError names. */
function internalFinding(file, error) {
    if ((0,errors/* isStagegateError */.W)(error))
        return { code: error.code, severity: 'error', message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), file, line: 0, column: 0, path: [] };
    const message = error instanceof Error ? error.message : String(error);
    return { code: 'VALIDATE_INTERNAL_ERROR', severity: 'error', message: `stagegate could not check this file: internal error: ${message}`, hint: 'This is a bug in stagegate: please report it with the file (the other files were checked).', file, line: 0, column: 0, path: [] };
}
/** The first 64 KiB of a file, as text (undefined when it cannot be read). */
function headOf(abs) {
    try {
        return (0,own_file/* readRegularFile */.XF)(abs, 64 * 1024, { follow: true }).toString('utf8');
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/action/check-run.ts
var check_run = __webpack_require__(91350);
// EXTERNAL MODULE: ./src/action/markdown.ts
var markdown = __webpack_require__(38037);
// EXTERNAL MODULE: ./src/action/report.ts
var action_report = __webpack_require__(31658);
// EXTERNAL MODULE: ./src/action/words.ts
var words = __webpack_require__(79579);
// EXTERNAL MODULE: ./src/core/run/printable.ts
var printable = __webpack_require__(46226);
;// CONCATENATED MODULE: ./src/action/validate-command.ts
// `command: validate`: check workflow files, annotate each diagnostic on its line (at most 10 per
// type, spread over the files, the rest counted and listed in the summary), fail on errors (or on
// warnings with strict).










/** `file` (workspace-relative, or absolute as a target gave it) as a path in the repository, or undefined when it lies outside it. */
function repositoryFile(repoRoot, workspaceRoot, file) {
    const rel = (0,external_node_path_.relative)(repoRoot, (0,external_node_path_.isAbsolute)(file) ? file : (0,external_node_path_.join)(workspaceRoot, file));
    if (rel === '..' || rel.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(rel))
        return undefined;
    return rel.split(external_node_path_.sep).join('/');
}
/** Findings in rounds: each file's first, then each file's second \u2026, files in path order. */
function spreadOverFiles(findings) {
    const byFile = new Map();
    for (const d of findings)
        byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);
    const out = [];
    for (let round = 0; out.length < findings.length; round++)
        for (const list of byFile.values())
            if (round < list.length)
                out.push(list[round]);
    return out;
}
async function validateCommand(inputs, ctx) {
    const report = await ctx.readers.read((importers) => validateTargets(new workspace_workspace/* Workspace */.aR(ctx.workspaceRoot), inputs.workflow, importers));
    const failed = report.errors > 0 || (inputs.strict && report.warnings > 0);
    const status = failed ? 'WORKFLOW_CONTRACT_INVALID' : 'VALID';
    const where = (file) => (0,context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, file);
    // GitHub places an annotation by the file's path in the repository: a finding in a file outside
    // it (an absolute target, a `../` one) is not annotated \u2014 the summary and the job log list it.
    const inRepo = (file) => repositoryFile(ctx.gh.repoRoot, ctx.workspaceRoot, file);
    const outside = report.diagnostics.filter((d) => inRepo(d.file) === undefined);
    // Each error diagnostic is its own failure, annotated once; the count goes in the summary.
    const errorSlots = context/* ANNOTATIONS_PER_TYPE */.G5;
    const annotations = [];
    const checkAnnotations = [];
    let errorsShown = 0;
    let warningsShown = 0;
    // The diagnostics in the action's words (a fix names inputs, not CLI flags), in the annotations and the table.
    const diagnostics = report.diagnostics.map((d) => ({ ...d, message: (0,words/* actionWords */.I)(d.message), hint: (0,words/* actionWords */.I)(d.hint) }));
    for (const d of diagnostics) {
        const { title, message } = (0,validate_diagnostics/* annotationOf */.lW)(d);
        const path = inRepo(d.file);
        if (path !== undefined && checkAnnotations.length < check_run/* MAX_CHECK_ANNOTATIONS_TOTAL */.y9) {
            checkAnnotations.push({ path, start_line: Math.max(d.line, 1), end_line: Math.max(d.line, 1), annotation_level: d.severity === 'error' ? 'failure' : 'warning', message, title });
        }
    }
    // GitHub shows at most 10 annotations of each type per step: spread them over the files, every
    // file with findings getting one before any gets a second (each file's in line order).
    for (const d of spreadOverFiles(diagnostics)) {
        const { title, message } = (0,validate_diagnostics/* annotationOf */.lW)(d);
        const path = inRepo(d.file);
        if (path === undefined)
            continue;
        if (d.severity === 'error' ? errorsShown >= errorSlots : warningsShown >= context/* ANNOTATIONS_PER_TYPE */.G5)
            continue;
        if (d.severity === 'error')
            errorsShown++;
        else
            warningsShown++;
        annotations.push({ level: d.severity === 'error' ? 'error' : 'warning', message, properties: { title, file: path, ...(d.line > 0 ? { startLine: d.line, startColumn: d.column } : {}) } });
    }
    const b = new markdown/* MarkdownBudget */.nd();
    const counts = `${report.errors} error${report.errors === 1 ? '' : 's'}, ${report.warnings} warning${report.warnings === 1 ? '' : 's'} in ${report.files.length} workflow file${report.files.length === 1 ? '' : 's'}`;
    (0,action_report/* bannerBlock */.g$)(b, `stagegate validate`, status, [(0,markdown/* esc */.UQ)(counts) + (inputs.strict ? ' (strict: warnings fail too)' : '')]);
    if (report.files.length > 0)
        b.add(`Checked: ${report.files.map((f) => (0,markdown/* code */.aY)(where(f))).join(', ')}\n\n`);
    if (report.diagnostics.length > 0) {
        if (outside.length > 0) {
            const files = [...new Set(outside.map((d) => where(d.file)))];
            b.add(`${outside.length} finding${outside.length === 1 ? '' : 's'} in ${files.length === 1 ? 'a file' : `${files.length} files`} outside the repository (${files.map((f) => (0,markdown/* code */.aY)(f)).join(', ')}) ${outside.length === 1 ? 'is' : 'are'} not annotated: GitHub places annotations only on the repository's files. ${outside.length === 1 ? 'It is' : 'They are'} listed here and in the job log.\n\n`);
        }
        const hidden = report.diagnostics.length - outside.length - annotations.length;
        if (hidden > 0) {
            b.add(`Annotations show ${errorsShown} error${errorsShown === 1 ? '' : 's'} and ${warningsShown} warning${warningsShown === 1 ? '' : 's'}, at least one in every file with findings where the limit allows; ${hidden} ${hidden === 1 ? 'is' : 'are'} not annotated (GitHub shows at most ${context/* ANNOTATIONS_PER_TYPE */.G5} of each type per step); all ${report.diagnostics.length} are listed here.\n\n`);
        }
        (0,action_report/* diagnosticsTable */.li)(b, diagnostics, where);
    }
    if (report.files.length === 0 && report.diagnostics.length === 0)
        b.add('No workflow files were found under the given paths.\n\n');
    // The files a folder held that are not workflows, and why: a reviewer sees what was not checked.
    const skipped = report.skipped ?? [];
    if (skipped.length > 0)
        b.add(`<details><summary>${skipped.length} other YAML/JSON file${skipped.length === 1 ? '' : 's'} not checked, not ${skipped.length === 1 ? 'a workflow' : 'workflows'}</summary>\n\n${skipped.map((s) => `- ${(0,markdown/* code */.aY)(where(s.file))}: ${(0,markdown/* prose */.CS)(s.reason)}`).join('\n')}\n\n</details>\n\n`);
    const outputs = (0,context/* emptyOutputs */.q_)(status);
    return {
        outputs,
        log: [
            ...validateLog(report.files.length, report.errors, report.warnings, skipped.map((s) => ({ file: where(s.file), reason: s.reason }))),
            // Not annotated (outside the repository): each said in the log, as the CLI's text says a finding.
            ...outside.map((d) => `  ${d.severity} ${(0,validate_diagnostics/* positionOf */.df)({ ...d, file: where(d.file) })}: ${d.code}: ${(0,printable/* printableLine */.oy)((0,words/* actionWords */.I)(d.message))}${d.hint ? ` Fix: ${(0,printable/* printableLine */.oy)((0,words/* actionWords */.I)(d.hint))}` : ''}`),
        ],
        ...(failed ? { failure: `${status}: ${counts}` } : {}),
        conclusion: failed ? 'failure' : 'success',
        checkTitle: failed ? `Invalid: ${counts}` : `Valid: ${counts}`,
        summary: b.toString(),
        annotations,
        checkAnnotations,
    };
}
/** Skipped files the job log names one by one; more are counted (the summary lists them all). */
const LOGGED_SKIPS = 50;
/**
 * The job log's lines, as the CLI's text prints them: the count (files checked, errors, warnings,
 * files skipped as not workflows), then each skipped file and why. The findings themselves are
 * the annotations and the summary's table.
 */
function validateLog(files, errors, warnings, skipped) {
    const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
    const lines = [`stagegate validate: ${plural(files, 'workflow file')} checked: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}${skipped.length > 0 ? `; ${skipped.length} other YAML/JSON file${skipped.length === 1 ? '' : 's'} skipped, not ${skipped.length === 1 ? 'a workflow' : 'workflows'}:` : ''}`];
    for (const s of skipped.slice(0, LOGGED_SKIPS))
        lines.push(`  skipped ${s.file}: ${s.reason}`);
    if (skipped.length > LOGGED_SKIPS)
        lines.push(`  \u2026 and ${skipped.length - LOGGED_SKIPS} more (the job summary lists them all)`);
    return lines;
}

// EXTERNAL MODULE: ./src/action/post-state.ts
var post_state = __webpack_require__(10626);
// EXTERNAL MODULE: ./src/core/run/secret-names.ts
var secret_names = __webpack_require__(33136);
// EXTERNAL MODULE: ./src/core/run/form-masker.ts
var form_masker = __webpack_require__(84495);
// EXTERNAL MODULE: ./src/core/run/secret-forms.ts
var secret_forms = __webpack_require__(21543);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/core/run/stage-command.ts
var stage_command = __webpack_require__(36519);
;// CONCATENATED MODULE: ./src/host/self-command.ts
// How a stage reaches stagegate itself: a folder holding an executable `stagegate` (a tiny sh
// script that runs this Node with the CLI bundle) goes first on every stage's PATH, and its path
// is $STAGEGATE_BIN. So `stagegate gate OK` works in a stage with nothing installed. The folder is
// private (mkdtemp) and removed when the run ends. The CLI passes itself; the Action can pass the
// CLI bundle beside it (dist/cli/index.js); a caller running the CLI in its own process (the
// in-process tests) can name an executable of its own instead (CliIO.self).




/**
 * The shim running `script` (the CLI; default: this process's own) with this Node and its flags,
 * or undefined when it cannot be made (the stages then lack `stagegate`).
 */
function makeSelfCommand(script = process.argv[1], nodeArgs = process.execArgv, parent = (0,external_node_os_.tmpdir)()) {
    if (script === undefined)
        return undefined;
    // Node's own flags too (a source checkout runs with --import for TypeScript).
    return makeShim([process.execPath, ...nodeArgs, (0,external_node_path_.resolve)(script)], parent);
}
/** The shim running `executable` itself in the CLI's place (CliIO.self's `executable`), or undefined when it cannot be made. */
function makeSelfExecutable(executable, parent = (0,external_node_os_.tmpdir)()) {
    return makeShim([(0,external_node_path_.resolve)(executable)], parent);
}
function makeShim(command, parent) {
    let dir;
    try {
        dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(parent, 'stagegate-bin-'));
        const bin = (0,external_node_path_.join)(dir, 'stagegate');
        (0,external_node_fs_.writeFileSync)(bin, `#!/bin/sh\nexec ${command.map(shWord).join(' ')} "$@"\n`);
        (0,external_node_fs_.chmodSync)(bin, 0o755);
        return { dir, bin, remove: () => (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true }) };
    }
    catch {
        return undefined;
    }
}
/** One sh word: single quotes make everything literal; a quote inside closes, escapes and reopens. */
function shWord(text) {
    return `'${text.replace(/'/g, `'\\''`)}'`;
}
/** The stages' base environment: `env` with the shim first on PATH and STAGEGATE_BIN set. */
function withSelf(env, self) {
    if (!self)
        return { ...env };
    const path = env['PATH'];
    return { ...env, PATH: path ? `${self.dir}${external_node_path_.delimiter}${path}` : self.dir, [stage_command/* STAGEGATE_BIN */.IB]: self.bin };
}

;// CONCATENATED MODULE: ./src/action/main.ts
// The action's orchestration: read inputs, run one command through the core, then report \u2014
// outputs, annotations, the job summary (a summary that cannot be written never stops the check)
// and the check run (always, even after an input error or a cancellation). Dependencies come in
// through ActionDeps so tests can replace them; `run()` is the entry @github/local-action (and the
// bundled entry) calls. The run path, the REST client of check runs (checks.ts) and the artifact
// client are imported when they are used.




















/** Every output but check-run-id and check-run-url, which are written once the check is completed (setCheckOutputs). */
function setOutputs(io, o) {
    io.setOutput('status', o.status);
    io.setOutput('complete', o.complete ? 'true' : 'false');
    io.setOutput('run-id', o.runId ?? '');
    io.setOutput('active-step', o.activeStep ?? '');
    io.setOutput('completed-steps', JSON.stringify(o.completedSteps));
    io.setOutput('state-path', o.statePath ?? '');
    io.setOutput('manifest-path', o.manifestPath ?? '');
    io.setOutput('artifact-name', o.artifactName ?? '');
    io.setOutput('artifact-id', o.artifactId ? String(o.artifactId) : '');
    io.setOutput('artifact-url', o.artifactUrl ?? '');
    io.setOutput('artifact-digest', o.artifactDigest ?? '');
    io.setOutput('stages-run', String(o.stagesRun ?? 0));
    io.setOutput('restored-from', o.restoredFrom ?? '');
    if (o.matrix !== undefined)
        io.setOutput('matrix', JSON.stringify(o.matrix));
    if (o.step !== undefined)
        io.setOutput('step', o.step ?? '');
    // Set only while a run waits for a decision (an unset output reads as ''), so other outputs stay as they were.
    if (o.pendingApproval)
        io.setOutput('pending-approval', o.pendingApproval);
    // Likewise while a question waits for the answer input.
    if (o.question)
        io.setOutput('question', o.question);
}
/** check-run-id and check-run-url: once, after the check's completion (empty without a check run). */
function setCheckOutputs(io, check) {
    io.setOutput('check-run-id', check ? String(check.id) : '');
    io.setOutput('check-run-url', check?.url ?? '');
}
function failureResult(status, message, fix) {
    const b = new markdown/* MarkdownBudget */.nd();
    (0,action_report/* bannerBlock */.g$)(b, 'stagegate', status, [(0,markdown/* prose */.CS)(message), `**Fix:** ${(0,markdown/* prose */.CS)(fix)}`]);
    return {
        outputs: (0,context/* emptyOutputs */.q_)(status),
        failure: `${status}: ${message}`,
        conclusion: 'failure',
        checkTitle: status === 'ACTION_INPUT_INVALID' ? 'Action input error' : 'stagegate failed',
        summary: b.toString(),
        annotations: [{ level: 'error', message: `${status}: ${message}\nFix: ${fix}`, properties: { title: `stagegate: ${status}` } }],
    };
}
async function dispatch(inputs, ctx, boundHeap) {
    if (inputs.command === 'validate')
        return validateCommand(inputs, ctx);
    // The run path (runner, executors, persistence) loads only for the commands that use it.
    const commands = await Promise.all(/* import() */[__webpack_require__.e(968), __webpack_require__.e(185)]).then(__webpack_require__.bind(__webpack_require__, 96185));
    boundHeap?.();
    if (inputs.command === 'run' && inputs.shards !== undefined)
        return (await Promise.all(/* import() */[__webpack_require__.e(968), __webpack_require__.e(185), __webpack_require__.e(708), __webpack_require__.e(142)]).then(__webpack_require__.bind(__webpack_require__, 93142))).shardRunCommand(inputs, ctx, inputs.shards);
    if (inputs.command === 'run')
        return commands.runCommand(inputs, ctx);
    if (inputs.command === 'shards')
        return (await Promise.all(/* import() */[__webpack_require__.e(968), __webpack_require__.e(185), __webpack_require__.e(708), __webpack_require__.e(142)]).then(__webpack_require__.bind(__webpack_require__, 93142))).shardsCommand(inputs, ctx);
    if (inputs.command === 'merge')
        return (await Promise.all(/* import() */[__webpack_require__.e(968), __webpack_require__.e(185), __webpack_require__.e(708), __webpack_require__.e(142)]).then(__webpack_require__.bind(__webpack_require__, 93142))).mergeCommand(inputs, ctx);
    if (inputs.command === 'status')
        return commands.statusCommand(inputs, ctx);
    return commands.planCommand(inputs, ctx);
}
/** The check run of this step: created in progress at once, completed with the result. */
class CheckSession {
    io;
    port;
    name;
    sha;
    detailsUrl;
    unavailable;
    ref;
    constructor(io, port, name, sha, detailsUrl, unavailable) {
        this.io = io;
        this.port = port;
        this.name = name;
        this.sha = sha;
        this.detailsUrl = detailsUrl;
        this.unavailable = unavailable;
    }
    async start() {
        // No token, repository or commit: no check can be made, and the step itself says so when it
        // reports. Nothing is left for the post step, which would otherwise warn of a check "left
        // open" that was never opened.
        if (!this.port || !this.sha)
            return;
        this.io.saveState(post_state/* POST_STATE */.j.checkName, this.name);
        this.io.saveState(post_state/* POST_STATE */.j.checkSha, this.sha);
        try {
            this.ref = await this.port.start(this.name, this.sha, this.detailsUrl);
            this.io.saveState(post_state/* POST_STATE */.j.checkId, String(this.ref.id));
        }
        catch (error) {
            // Not fatal yet: the completion creates the check when it was not created here.
            this.io.debug(`check run not created at the start: ${error instanceof Error ? error.message : String(error)}`);
        }
    }
    /** Returns why the check could not be published, or undefined. */
    async complete(result) {
        if (this.unavailable)
            return this.unavailable;
        if (!this.port || !this.sha)
            return 'there is no commit to report on (GITHUB_SHA is not set; give the sha input)';
        // Recorded as soon as the check is completed, not after the updates that add its further
        // annotations: a job killed during those has a post step that leaves the completed check alone.
        let recorded = false;
        const completed = () => {
            if (recorded)
                return;
            recorded = true;
            this.io.saveState(post_state/* POST_STATE */.j.checkCompleted, 'true');
        };
        try {
            this.ref = await this.port.complete(this.ref?.id, this.name, this.sha, this.detailsUrl, {
                conclusion: result.conclusion,
                title: result.checkTitle,
                summary: result.summary,
                ...(result.checkAnnotations && result.checkAnnotations.length > 0 ? { annotations: result.checkAnnotations } : {}),
            }, completed);
            completed();
            // The check is completed; only some of its annotations are missing: said, not a failure of the step.
            if (this.ref.annotationsLeftOut)
                this.io.annotate('warning', `check run '${this.name}': ${this.ref.annotationsLeftOut}`, { title: 'stagegate' });
            return undefined;
        }
        catch (error) {
            return error instanceof Error ? error.message : String(error);
        }
    }
}
const TOKEN_EMPTY = "input 'token' is empty";
/** What a check run, or a state artifact of another workflow run, needs of GITHUB_REPOSITORY, and what it is. */
function repositoryMissing(gh) {
    if (gh.owner && gh.repo)
        return undefined;
    return gh.repository ? `GITHUB_REPOSITORY ('${gh.repository}') is not owner/name` : 'GITHUB_REPOSITORY is not set';
}
/** The fix for a missing GITHUB_REPOSITORY: the runner's variable, not an input of the step. */
const REPOSITORY_FIX = "GitHub's runners set GITHUB_REPOSITORY (owner/name) for every step; where it is not set (a local runner of actions, a container that clears the environment), set it to the repository's owner/name.";
function openCheck(io, deps, gh) {
    const name = io.getInput('check-name');
    if (!name)
        return undefined;
    const token = io.getInput('token');
    let sha = gh.headSha;
    try {
        sha = (0,action_inputs/* readSha */.tU)(io.getInput('sha')) ?? gh.headSha;
    }
    catch {
        /* readInputs reports the bad input; the check goes on the default commit */
    }
    const unavailable = !token ? TOKEN_EMPTY : repositoryMissing(gh);
    const port = unavailable ? undefined : deps.checks ? deps.checks(token, gh.owner, gh.repo, gh.apiUrl) : restChecksWhenUsed(token, gh.owner, gh.repo, gh.apiUrl, deps.checkRetryWait);
    return new CheckSession(io, port, name, sha, gh.detailsUrl, unavailable);
}
/** checks.ts's restChecks, imported at the first call (a failed import fails that call, as a failed request would). */
function restChecksWhenUsed(token, owner, repo, apiUrl, wait) {
    let port;
    const rest = () => (port ??= __webpack_require__.e(/* import() */ 421).then(__webpack_require__.bind(__webpack_require__, 4421)).then((m) => m.restChecks(token, owner, repo, apiUrl, m.DEFAULT_RETRY, wait)));
    return {
        start: async (name, headSha, detailsUrl) => (await rest()).start(name, headSha, detailsUrl),
        complete: async (id, name, headSha, detailsUrl, result, onCompleted) => (await rest()).complete(id, name, headSha, detailsUrl, result, onCompleted),
    };
}
function clipSummary(summary) {
    if ((0,markdown/* utf8Length */.wI)(summary) <= markdown/* SUMMARY_LIMIT */.Jt)
        return summary;
    return Buffer.from(summary, 'utf8').subarray(0, markdown/* SUMMARY_LIMIT */.Jt - 200).toString('utf8') + '\n\n_\u2026truncated to stay under the 1 MiB job summary limit._\n';
}
/** What the job log and summary say to do about an internal error: how the Action shows a stack trace. */
const INTERNAL_ERROR_FIX = "This is a bug in stagegate: re-run the job with debug logging, or with env STAGEGATE_DEBUG: '1' on this step, for its stack trace in the log, and please report it.";
/** The runner's environment is not what a GitHub Actions runner gives a step (a variable names no file or folder). */
class RunnerEnvironmentError extends Error {
    fix;
    constructor(message, fix) {
        super(message);
        this.fix = fix;
    }
}
const RUNNER_ENVIRONMENT_FIX = 'The runner sets it for every step: run the action as a step of a GitHub Actions job; run by hand, set it to an existing one, or unset it.';
/**
 * GITHUB_OUTPUT or GITHUB_WORKSPACE set to a path that is not there: the runner's environment, not
 * an input of the step nor a bug (the outputs could not be written: "Missing file at path").
 */
function runnerEnvironmentProblem(env) {
    const output = env['GITHUB_OUTPUT'];
    if (output && !(0,external_node_fs_.statSync)(output, { throwIfNoEntry: false })?.isFile()) {
        return { variable: 'GITHUB_OUTPUT', error: new RunnerEnvironmentError(`the environment variable GITHUB_OUTPUT names ${output}, which is not a file: the step's outputs cannot be written there; nothing was run`, RUNNER_ENVIRONMENT_FIX) };
    }
    const workspace = env['GITHUB_WORKSPACE'];
    if (workspace && !(0,external_node_fs_.statSync)(workspace, { throwIfNoEntry: false })?.isDirectory()) {
        return { variable: 'GITHUB_WORKSPACE', error: new RunnerEnvironmentError(`the environment variable GITHUB_WORKSPACE names ${workspace}, which is not a directory: there is no checkout to work in; nothing was run`, `${RUNNER_ENVIRONMENT_FIX} (It is the checkout: actions/checkout fills it.)`) };
    }
    return undefined;
}
async function runAction(deps) {
    const { env } = deps;
    // Every value registered with the runner as a secret (a stage's ::add-mask::, the job's
    // secret-looking variables): the runner masks it in the job log, the report below must too.
    const registered = new Set();
    const io = {
        ...deps.io,
        // Once per value: the run's bound inputs are heard each time a command locates the run.
        setSecret: (value) => {
            if (registered.has(value))
                return;
            if (value.length >= secret_names/* MIN_SECRET_LENGTH */.vb)
                registered.add(value);
            deps.io.setSecret(value);
        },
    };
    const signal = deps.signal ?? new AbortController().signal;
    io.saveState(post_state/* POST_STATE */.j.isPost, 'true');
    const gh = (0,context/* readGitHubContext */.L7)(env);
    const token = io.getInput('token');
    if (token)
        io.setSecret(token);
    // The workflow inputs given whose names look secret (`inputs: api_token=\u2026`; a URL's password in
    // any): registered now as the token is, so the job log masks them from the first line on and the
    // report below (summary, annotations, check run) masks them wherever they turn up \u2014 a state path
    // made of one included \u2014, not only once a stage's environment (STAGEGATE_INPUT_API_TOKEN) registers them.
    for (const value of givenSecrets(io))
        io.setSecret(value);
    // The check is reported whatever happens next, so a required check never stays "Expected".
    const check = openCheck(io, deps, gh);
    await check?.start();
    let result;
    let self;
    const environment = runnerEnvironmentProblem(env);
    try {
        if (environment)
            throw environment.error;
        // Without a token the check cannot be published: refuse before any stage runs, so no work is
        // done that cannot be reported. Not on a fork's pull request: a token from the workflow's secrets
        // is empty there (GitHub gives forks none), and a check a fork cannot publish only warns.
        if (check?.unavailable === TOKEN_EMPTY && !gh.isForkPullRequest)
            throw new action_inputs/* InputError */.dz(`${TOKEN_EMPTY}: check-name '${io.getInput('check-name')}' needs it to publish the check run (the default is \${{ github.token }}, with checks: write)`);
        // Nor without the repository to publish it in (no fork exception: GitHub sets it on every event).
        if (check?.unavailable !== undefined && check.unavailable !== TOKEN_EMPTY) {
            throw new action_inputs/* InputError */.dz(`${check.unavailable}: check-name '${io.getInput('check-name')}' needs the repository (owner/name) to publish the check run in`, `${REPOSITORY_FIX} Or leave check-name empty.`);
        }
        // A misspelt input (stop_after_step) is refused before anything runs: the step would do
        // something else than asked. A name like no input's is only warned about, as the runner does.
        for (const u of unexpectedInputs(env)) {
            if (u.meant !== undefined)
                throw new action_inputs/* InputError */.dz(`'${u.name}' is not an input of stagegate: did you mean '${u.meant}'? (the runner passes a misspelt input on as it is; without this refusal the step would run as if it had not been given)`, `Rename '${u.name}' to '${u.meant}' in the step's with: (see stagegate's docs/action.md for every input).`);
            io.annotate('warning', `'${u.name}' is not an input of stagegate: it is ignored (stagegate's docs/action.md lists the inputs)`, { title: 'stagegate: unexpected input' });
        }
        const inputs = (0,action_inputs/* readInputs */.Ko)(io);
        const noToken = (0,action_inputs/* resumeTokenProblem */.Gd)(inputs, gh.runId, gh.attempt);
        if (noToken)
            throw new action_inputs/* InputError */.dz(noToken, "Give the step `token: ${{ github.token }}` (the default) with `permissions: actions: read`.");
        // resume-from-run-id reads the artifacts of a workflow run of this repository: refused before any stage, as the check is.
        const noRepository = inputs.resumeFromRunId !== undefined ? repositoryMissing(gh) : undefined;
        if (noRepository)
            throw new action_inputs/* InputError */.dz(`${noRepository}: input 'resume-from-run-id' needs the repository (owner/name) whose workflow run ${inputs.resumeFromRunId} holds the state`, REPOSITORY_FIX);
        const workspaceRoot = (0,context/* resolveWorkingDirectory */.dO)(gh.repoRoot, inputs.workingDirectory);
        if (!workspaceRoot)
            throw new action_inputs/* InputError */.dz(`input 'working-directory' ('${inputs.workingDirectory}') must stay inside the workspace ${gh.repoRoot} (symlinks included)`);
        if (!(0,external_node_fs_.existsSync)(workspaceRoot) || !(0,external_node_fs_.statSync)(workspaceRoot).isDirectory())
            throw new action_inputs/* InputError */.dz(`input 'working-directory': ${inputs.workingDirectory} is not a directory in the workspace`);
        let store;
        // What a download of an artifact may unpack (a zip bomb must not fill RUNNER_TEMP).
        const artifactLimit = (0,artifact_store/* artifactLimitFrom */.Kx)(env);
        if ('problem' in artifactLimit)
            throw new action_inputs/* InputError */.dz(artifactLimit.problem, `Set ${artifact_store/* MAX_ARTIFACT_MB_VARIABLE */.rc} in the step's env: to a whole number of MiB (the default is ${artifact_store/* DEFAULT_MAX_ARTIFACT_MB */.MF}), or remove it.`);
        // Stages end with `stagegate gate \u2026` (stagegate init scaffolds that): give them the CLI, as the CLI does.
        const givesSelf = inputs.command === 'run' || inputs.command === 'merge';
        self = !givesSelf ? undefined : deps.selfExecutable !== undefined ? makeSelfExecutable(deps.selfExecutable) : deps.cliScript !== undefined ? makeSelfCommand(deps.cliScript) : undefined;
        const ctx = { io, env: withSelf(env, self), gh, workspaceRoot, signal, source: actionSource(gh, inputs.sha, deps.git), ...(deps.spawner ? { spawner: deps.spawner } : {}), readers: deps.readers ?? new workflow_readers/* InvocationReaders */.LR(), store: () => (store ??= (deps.artifactStore ?? artifact_store/* actionsArtifactStore */.hb)({ maxBytes: artifactLimit.maxBytes })), ...thisRunScope(gh, inputs.token) };
        result = await dispatch(inputs, ctx, deps.boundHeap);
    }
    catch (error) {
        if (error instanceof RunnerEnvironmentError) {
            result = failureResult('RUNNER_ENVIRONMENT_INVALID', error.message, error.fix);
        }
        else if (error instanceof action_inputs/* InputError */.dz) {
            result = failureResult('ACTION_INPUT_INVALID', error.message, error.fix ?? "Correct the input in the workflow step (see stagegate's docs/action.md for every input).");
        }
        else if ((0,errors/* isStagegateError */.W)(error)) {
            result = failureResult(error.code, (0,words/* actionWords */.I)(error.message), (0,words/* actionWords */.I)(error.hint) ?? "See stagegate's docs/stop-codes.md.");
        }
        else {
            const message = error instanceof Error ? error.message : String(error);
            const trace = error instanceof Error && error.stack ? error.stack : message;
            // STAGEGATE_DEBUG=1 asks for the trace in the job log: a ::debug:: line is shown only with
            // the runner's debug logging on (RUNNER_DEBUG), so it goes out as a plain line then.
            if (env['STAGEGATE_DEBUG'] === '1')
                io.info(trace);
            else if (env['RUNNER_DEBUG'] === '1')
                io.debug(trace);
            result = failureResult('INTERNAL_ERROR', `internal error: ${message}`, INTERNAL_ERROR_FIX);
        }
        // The run-id output is the run-id input when the step failed before the run was located (docs/action.md, outputs).
        result.outputs.runId ??= io.getInput('run-id').trim() || null;
    }
    finally {
        self?.remove();
    }
    // Whatever the step reports in text is masked as the stages' logs are: the runner masks the job
    // log (and what was registered with it), but the check run goes out through the API, which masks
    // nothing \u2014 a secret's value that reached a report some other way (an input value, a message)
    // would be shown there to everyone who can read the repository.
    result = maskedResult(result, [...new Set([...(token.length >= secret_names/* MIN_SECRET_LENGTH */.vb ? [token] : []), ...(0,secret_names/* secretValuesOf */.WD)(env), ...registered])].sort((a, b) => b.length - a.length));
    // Outputs, annotations and the summary first (local files: they cost nothing), then the check
    // (the network, with retries): a cancelled job killed while GitHub answers slowly keeps its report
    // (the post step completes a check left open). A summary that cannot be written never stops the check.
    // Not into a GITHUB_OUTPUT that is not there (the failure below says so instead).
    if (environment?.variable !== 'GITHUB_OUTPUT')
        setOutputs(io, result.outputs);
    for (const line of result.log ?? [])
        io.info(line);
    for (const a of result.annotations)
        io.annotate(a.level, a.message, a.properties);
    if (result.failure) {
        // One error annotation per failure: the result's own, or this one when it has none.
        if (!result.annotations.some((a) => a.level === 'error'))
            io.annotate('error', result.failure, { title: `stagegate: ${result.outputs.status}` });
        io.markFailed();
    }
    try {
        await io.appendSummary(clipSummary(result.summary));
    }
    catch (error) {
        io.annotate('warning', `could not write the job summary: ${error instanceof Error ? error.message : String(error)}`, { title: 'stagegate: job summary not written' });
    }
    if (check) {
        const problem = await check.complete(result);
        if (environment?.variable !== 'GITHUB_OUTPUT')
            setCheckOutputs(io, check.ref);
        // A check that could not be published for want of a token (not on a fork) or of the repository
        // was already reported as the input error above: not a second error.
        const reported = problem !== undefined && problem === check.unavailable && (problem !== TOKEN_EMPTY || !gh.isForkPullRequest);
        if (problem && !reported) {
            const message = `could not publish check run '${io.getInput('check-name')}': ${problem}`;
            if (gh.isForkPullRequest)
                io.annotate('warning', `${message} (a pull request from a fork gets a read-only token)`, { title: 'stagegate: check run not published' });
            else {
                io.annotate('error', message, { title: 'stagegate: check run not published' });
                io.markFailed();
            }
        }
    }
    if (!check && environment?.variable !== 'GITHUB_OUTPUT')
        setCheckOutputs(io, undefined);
}
/**
 * The forms to mask in a report: each form the logs mask (maskedForms: the value, its JSON-escaped,
 * percent-encoded and base64 forms) as it is, and as the summary's markdown holds it
 * (markdownForms: `ghs_x` is `ghs&#95;x` there, a line break a space), longest first. An escaped
 * form that lost what made it long (a value of control characters) is left out: masking a
 * couple of characters everywhere would destroy the report.
 */
function reportForms(secrets) {
    const forms = (0,secret_forms/* maskedForms */.$)(secrets);
    const all = new Set(forms);
    for (const form of forms)
        for (const shown of (0,markdown/* markdownForms */.T2)(form))
            if (shown.trim().length >= secret_names/* MIN_SECRET_LENGTH */.vb)
                all.add(shown);
    return [...all].sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
}
/**
 * The result with every secret value in its text (summary, check title, failure, annotations, the
 * question and pending-approval outputs) as ***, in every form it takes there (reportForms); the
 * other outputs unchanged (paths, names and ids later steps use: GitHub masks them in the job log). The summary is markdown
 * built with esc()/code()/preBlock(), so a value is looked for in its escaped forms too; the
 * annotations are plain text (@actions/core escapes them when it prints them, after this). Each
 * text is masked as it is written (UTF-8: a lone surrogate as U+FFFD).
 */
function maskedResult(result, secrets) {
    if (secrets.length === 0)
        return result;
    const masker = new form_masker/* FormMasker */.uk(reportForms(secrets));
    // As the summary file, the check run and the log will hold it: a lone surrogate (a string cut
    // inside a pair) as U+FFFD \u2014 masked as it is, it could turn into a secret holding U+FFFD there.
    const mask = (text) => masker.maskText((0,form_masker/* wellFormed */.ES)(text));
    const { question, pendingApproval } = result.outputs;
    return {
        ...result,
        // The outputs of text (a question, the approvals a run waits for); not the paths and names later steps use (state-path, artifact-name, \u2026).
        outputs: { ...result.outputs, ...(question ? { question: mask(question) } : {}), ...(pendingApproval ? { pendingApproval: mask(pendingApproval) } : {}) },
        summary: mask(result.summary),
        checkTitle: mask(result.checkTitle),
        ...(result.log !== undefined ? { log: result.log.map(mask) } : {}),
        ...(result.failure !== undefined ? { failure: mask(result.failure) } : {}),
        // An annotation's file too (a stage's output under runs/{{api_token}}/\u2026: the annotation names it, the job log and the checks UI show it).
        annotations: result.annotations.map((a) => ({ ...a, message: mask(a.message), ...(a.properties ? { properties: { ...a.properties, ...(a.properties.title !== undefined ? { title: mask(a.properties.title) } : {}), ...(a.properties.file !== undefined ? { file: mask(a.properties.file) } : {}) } } : {}) })),
        ...(result.checkAnnotations ? { checkAnnotations: result.checkAnnotations.map((a) => ({ ...a, message: mask(a.message), ...(a.title !== undefined ? { title: mask(a.title) } : {}) })) } : {}),
    };
}
/** The secret-looking values of the `inputs` input (none when it does not parse: readInputs refuses it, naming the line). */
function givenSecrets(io) {
    try {
        return (0,secret_names/* secretValuesOf */.WD)((0,action_inputs/* parseTokens */.oY)(io.getInput('inputs')));
    }
    catch {
        return [];
    }
}
/** The action as @github/local-action (and the bundled entry) runs it: process.env and @actions/core. */
async function run(signal, options = {}) {
    const cli = besideCli();
    await runAction({ io: (0,io/* coreIO */.I)(), env: process.env, ...(signal ? { signal } : {}), ...(cli ? { cliScript: cli } : {}), ...options });
}
/**
 * The CLI bundle of the action's own checkout (dist/cli/index.js next to dist/action/, as the
 * action's repository holds them), found from this module's file, not from process.argv[1]: a host
 * that imports the action \u2014 @github/local-action, whose script is argv[1] \u2014 runs it too. Bundled,
 * this module is a chunk in dist/action/; run from the sources (local-action's
 * `src/action/main.ts`), it is src/action/main.ts of a checkout whose dist/ is committed.
 */
function besideCli() {
    const here = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    return [(0,external_node_path_.join)(here, '..', 'cli', 'index.js'), (0,external_node_path_.join)(here, '..', '..', 'dist', 'cli', 'index.js')].find((cli) => (0,external_node_fs_.existsSync)(cli));
}
/** This workflow run for REST (a re-run's download of an earlier attempt's artifact): needs the token input, the repository and a numeric run id. */
function thisRunScope(gh, token) {
    const id = Number(gh.runId);
    if (!token || !gh.owner || !gh.repo || !gh.runId || !Number.isSafeInteger(id))
        return {};
    return { thisRun: { kind: 'run', workflowRunId: id, owner: gh.owner, repo: gh.repo, token } };
}


/***/ }),

/***/ 38037:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ prose),
/* harmony export */   DI: () => (/* binding */ preBlock),
/* harmony export */   Jt: () => (/* binding */ SUMMARY_LIMIT),
/* harmony export */   T2: () => (/* binding */ markdownForms),
/* harmony export */   UQ: () => (/* binding */ esc),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   nd: () => (/* binding */ MarkdownBudget),
/* harmony export */   p0: () => (/* binding */ duration),
/* harmony export */   wI: () => (/* binding */ utf8Length)
/* harmony export */ });
/* harmony import */ var _core_run_printable_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46226);
// Markdown for job summaries and check runs, built so that text from workflows, inputs, gates or
// stage messages can never become HTML or markdown structure, and the whole stays under the
// runner's 1 MiB per-step summary limit. Escape sequences go whole (printable.ts): dropping only
// their ESC left `[31m` of a stage's colour in the text.

/** Bytes one step may add to the job summary (the runner drops anything above 1 MiB). */
const SUMMARY_LIMIT = 1_000_000;
const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    '|': '&#124;',
    '`': '&#96;',
    '[': '&#91;',
    ']': '&#93;',
    '*': '&#42;',
    _: '&#95;',
    '\\': '&#92;',
    '~': '&#126;',
    '#': '&#35;',
    '!': '&#33;',
};
/** Escape text for markdown/HTML: no tags, no links, no emphasis, no table breaks, one line. */
function esc(text) {
    if (text === null || text === undefined)
        return '';
    return (0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .printable */ .g$)(String(text))
        .replace(/[&<>"'|`[\]*_\\~#!]/g, (ch) => ENTITIES[ch] ?? ch)
        .replace(/\r?\n/g, ' ')
        .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}
function code(text) {
    return `<code>${esc(text)}</code>`;
}
/**
 * Prose that may quote commands or names in backticks (a stop code's fix, a core message): each
 * `\u2026` span as code, once, and the rest escaped as esc() does \u2014 never the backticks themselves
 * shown as text. An unpaired backtick stays a character of the text.
 */
function prose(text) {
    if (text === null || text === undefined)
        return '';
    const s = String(text);
    const out = [];
    const span = /`([^`\r\n]+)`/g;
    let last = 0;
    for (let m = span.exec(s); m !== null; m = span.exec(s)) {
        out.push(esc(s.slice(last, m.index)), code(m[1]));
        last = m.index + m[0].length;
    }
    out.push(esc(s.slice(last)));
    return out.join('');
}
/** Text as a <pre> block holds it: `&<>` as entities, control characters dropped, line breaks kept. */
function preText(text) {
    return (0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .printable */ .g$)(text).replace(/[&<>]/g, (ch) => (ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : '&gt;')).replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}
/** Lines shown as they are (HTML-escaped inside <pre>: no markdown, no tags, blank lines kept). */
function preBlock(lines) {
    return `<pre>${lines.map(preText).join('\n')}</pre>`;
}
/**
 * The forms `text` takes in finished markdown: as esc() and code() write it (entities for
 * `_ ! # * & ' " ~ \ | [ ] < > \``, a line break as a space, control characters dropped) and as
 * preBlock() does (`&<>` as entities). A report is masked once it is built (main.ts maskedResult):
 * a secret's value is found there only in these forms \u2014 `ghs_\u2026` is `ghs&#95;\u2026`.
 */
function markdownForms(text) {
    return [...new Set([esc(text), preText(text)])];
}
function utf8Length(text) {
    return Buffer.byteLength(text, 'utf8');
}
/** Accumulates markdown within a byte budget; tables stop adding rows when it would overflow. */
class MarkdownBudget {
    limit;
    parts = [];
    used = 0;
    truncated = false;
    constructor(limit = SUMMARY_LIMIT) {
        this.limit = limit;
    }
    get remaining() {
        return this.limit - this.used;
    }
    /** Add a block; returns false (and adds nothing) when it does not fit in what is left minus `reserve`. */
    add(text, reserve = 0) {
        const size = utf8Length(text);
        if (this.used + size > this.limit - reserve) {
            this.truncated = true;
            return false;
        }
        this.parts.push(text);
        this.used += size;
        return true;
    }
    /** A table; rows that do not fit are counted in a closing line. */
    table(header, rows, reserve = 4096) {
        const head = `| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|\n`;
        if (!this.add(head, reserve))
            return;
        let shown = 0;
        for (const row of rows) {
            if (!this.add(`| ${row.join(' | ')} |\n`, reserve))
                break;
            shown++;
        }
        if (shown < rows.length)
            this.add(`\n_\u2026${rows.length - shown} more row${rows.length - shown === 1 ? '' : 's'} not shown: the job summary is limited to 1 MiB._\n`);
        this.add('\n');
    }
    toString() {
        return this.parts.join('');
    }
}
function duration(ms) {
    if (ms === null || ms === undefined)
        return '\u2014';
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    if (ms < 60_000)
        return `${(ms / 1000).toFixed(1)} s`;
    const m = Math.floor(ms / 60_000);
    return `${m} min ${Math.round((ms % 60_000) / 1000)} s`;
}


/***/ }),

/***/ 31658:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BT: () => (/* binding */ stopSummary),
/* harmony export */   Wq: () => (/* binding */ inputsList),
/* harmony export */   g$: () => (/* binding */ bannerBlock),
/* harmony export */   g4: () => (/* binding */ detailsBlock),
/* harmony export */   k0: () => (/* binding */ planTable),
/* harmony export */   li: () => (/* binding */ diagnosticsTable),
/* harmony export */   yG: () => (/* binding */ stopFix)
/* harmony export */ });
/* unused harmony exports bannerFor, ACTION_STATUS_SUMMARIES */
/* harmony import */ var _core_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12454);
/* harmony import */ var _core_run_secret_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33136);
/* harmony import */ var _core_validate_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88198);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38037);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79579);
// Job summary sections: a status banner in words, what to do next, the plan, the diagnostics (the
// workflow graph and the steps table of a run are report-run.ts). Every piece of run data goes
// through esc().





/** Statuses the action reports that are not stop codes of a run. */
const ACTION_STATUSES = {
    NOT_STARTED: { icon: '\u26aa', words: 'Not started' },
    IN_PROGRESS: { icon: '\ud83d\udd04', words: 'In progress' },
    VALID: { icon: '\u2705', words: 'Valid' },
    PLAN: { icon: '\ud83e\udded', words: 'Plan' },
    ACTION_INPUT_INVALID: { icon: '\u274c', words: 'Action input error' },
    ARTIFACT_RESTORE_FAILED: { icon: '\u274c', words: 'State could not be restored' },
    RESUME_STATE_NOT_FOUND: { icon: '\u274c', words: 'State to resume not found' },
    RUNNER_ENVIRONMENT_INVALID: { icon: '\u274c', words: 'Runner environment not usable' },
    // The core's stop code by the cancellation contract; its banner is the action's own.
    WORKFLOW_INTERRUPTED: { icon: '\ud83d\udeab', words: 'Cancelled' },
    INTERNAL_ERROR: { icon: '\ud83d\udca5', words: 'Internal error' },
};
/**
 * Stop codes whose class's words would mislead: a refused decision is no missing input (nor, for a
 * state changed since the approval was asked, a contract violated), and a stage's question is
 * asked of a person, not of the workflow's inputs.
 */
const OWN_WORDS = {
    APPROVAL_NOT_PENDING: { icon: '\u26d4', words: 'Decision refused' },
    APPROVER_NOT_ALLOWED: { icon: '\u26d4', words: 'Decision refused' },
    APPROVAL_STATE_CHANGED: { icon: '\u26d4', words: 'Decision refused' },
    WORKFLOW_ANSWER_REQUIRED: { icon: '\u2753', words: 'Question for a person' },
    WORKFLOW_ANSWER_NOT_PENDING: { icon: '\u274c', words: 'Answer refused: no question waiting' },
};
const CLASS_WORDS = {
    blocked: { icon: '\u26d4', words: 'Blocked' },
    input: { icon: '\u274c', words: 'Input needed' },
    contract: { icon: '\u274c', words: 'Contract violated' },
    stage: { icon: '\u274c', words: 'Stage failed' },
    locked: { icon: '\ud83d\udd12', words: 'Locked by another runner' },
    budget: { icon: '\u274c', words: 'Budget exceeded' },
    io: { icon: '\u274c', words: 'Could not write state' },
};
/** The stop code in words, for people. */
function bannerFor(status) {
    if (status === 'WORKFLOW_COMPLETE')
        return { icon: '\u2705', words: 'Complete' };
    if (status === 'PARTIAL_RESUMABLE')
        return { icon: '\u23f8\ufe0f', words: 'Paused \u2014 resumable' };
    const own = ACTION_STATUSES[status] ?? OWN_WORDS[status];
    if (own)
        return own;
    // Not a stop code: a hand-off step's own terminal_status.
    if (!(0,_core_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .isStopCode */ .At)(status))
        return { icon: '\u26d4', words: 'Ended by a hand-off step' };
    return CLASS_WORDS[(0,_core_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .stopClass */ .Ti)(status)] ?? { icon: '\u274c', words: 'Failed' };
}
/**
 * What the statuses of the action itself mean (docs/action.md, "Statuses of the action itself"),
 * as a stop code's summary says it in the banner.
 */
const ACTION_STATUS_SUMMARIES = {
    ACTION_INPUT_INVALID: "An input of the step is missing, malformed or contradicts another (the message names it); nothing was restored or run.",
    ARTIFACT_RESTORE_FAILED: "The run's carried state (or a merge's shard artifacts) could not be looked up, downloaded or verified; nothing was run and the workspace is unchanged.",
    RESUME_STATE_NOT_FOUND: "resume-from-run-id names a workflow run, and no state of this run was found there, in this workflow run or in the workspace; nothing was run.",
    RUNNER_ENVIRONMENT_INVALID: "A variable the runner sets for every step (GITHUB_OUTPUT, GITHUB_WORKSPACE) names a file or folder that is not there (the message names it); nothing was restored or run.",
    INTERNAL_ERROR: 'A bug in stagegate stopped the step before it could report; whatever the run reached is in the workspace, and may not have been saved as an artifact.',
};
/** The stop code's summary (or an action status's), in the action's words. */
function stopSummary(status) {
    return (0,_core_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .isStopCode */ .At)(status) ? (0,_words_js__WEBPACK_IMPORTED_MODULE_3__/* .actionWords */ .I)(_core_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .STOP_CODES */ .GO[status].summary) : ACTION_STATUS_SUMMARIES[status];
}
/** The stop code's fix, in the action's words. */
function stopFix(status) {
    return (0,_core_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .isStopCode */ .At)(status) ? (0,_words_js__WEBPACK_IMPORTED_MODULE_3__/* .actionWords */ .I)(_core_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .STOP_CODES */ .GO[status].fix) : undefined;
}
function bannerBlock(b, title, status, lines, override) {
    const banner = override ?? bannerFor(status);
    b.add(`### ${banner.icon} ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .esc */ .UQ)(banner.words)}: ${title}\n\n`);
    const what = override?.what ?? stopSummary(status);
    b.add(`> **${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .esc */ .UQ)(status)}**${what ? ` \u2014 ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .prose */ .CS)(what)}` : ''}\n\n`);
    for (const line of lines)
        if (line)
            b.add(`${line}\n\n`);
}
function detailsBlock(b, summary, items) {
    const shown = items.filter(([, v]) => v !== null && v !== undefined && v !== '');
    if (shown.length === 0)
        return;
    b.add(`<details><summary>${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .esc */ .UQ)(summary)}</summary>\n\n${shown.map(([k, v]) => `- ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .esc */ .UQ)(k)}: ${v}`).join('\n')}\n\n</details>\n\n`);
}
/**
 * The run's inputs as the summary (and the check run, which GitHub never masks) lists them: a
 * secret-looking input's value as ***, URL passwords masked (transcript.ts shownValue), as logs
 * and printed commands show them.
 */
function inputsList(inputs) {
    if (!inputs)
        return undefined;
    const entries = Object.entries(inputs);
    if (entries.length === 0)
        return undefined;
    return entries.map(([k, raw]) => {
        const v = (0,_core_run_secret_names_js__WEBPACK_IMPORTED_MODULE_1__/* .shownValue */ .JJ)(k, raw);
        return `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(k)}=${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(v.length > 200 ? v.slice(0, 197) + '...' : v)}`;
    }).join(', ');
}
function planTable(b, plan) {
    const text = {
        completed: '\u2713 completed (reused)',
        blocked: '\u25a0 blocked the run',
        next: '\u25b6 next',
        pending: '\u25cb may run later',
        unsupported: '\u2717 kind not supported',
    };
    b.table(['Step', 'Kind', 'Plan', 'Visits', 'Max visits', 'Output', 'Routes'], plan.steps.map((s) => [
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(s.id),
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .esc */ .UQ)(s.kind),
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .esc */ .UQ)(text[s.disposition]),
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .esc */ .UQ)(s.visits),
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .esc */ .UQ)(s.maxVisits),
        s.output ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(s.output) : '\u2014',
        // Every path, typed (workflow-paths.ts): defaults in italics, per-item and branch machines summarised.
        routes(s),
    ]));
}
function routes(s) {
    const p = s.paths;
    const lines = p.edges.map((e) => {
        const text = `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .esc */ .UQ)(e.label.replace(/^status /, ''))} \u2192 ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(e.to)}`;
        return e.implicit ? `_${text} (default)_` : text;
    });
    if (p.foreach)
        lines.push(`per item: ${p.foreach.steps.map((q) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(q.id)).join(', ')}`);
    if (p.parallel)
        lines.push(`branches (join ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .esc */ .UQ)(p.parallel.join)}): ${p.parallel.branches.map((b) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(b.id)).join(', ')}`);
    return lines.length > 0 ? lines.join('<br>') : '\u2014';
}
function diagnosticsTable(b, diagnostics, fileLink) {
    b.table(['', 'Code', 'Where', 'Message', 'Fix'], diagnostics.map((d) => [
        d.severity === 'error' ? '\u274c' : '\u26a0\ufe0f',
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(d.code),
        `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)((0,_core_validate_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__/* .positionOf */ .df)({ ...d, file: fileLink(d.file) }))}`,
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .prose */ .CS)(d.message),
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .prose */ .CS)(d.hint ?? ''),
    ]));
}


/***/ }),

/***/ 79579:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ actionWords)
/* harmony export */ });
// The core's messages and fixes are written for the CLI ("Pass --run-id <id>", "--mode fresh",
// "run `stagegate validate flow.yaml`"). In the action the same advice names the action's inputs
// instead: a CLI command line quoted in the text becomes the inputs that do the same in a workflow
// step (`command: validate, workflow: flow.yaml`), a flag in prose the input it maps to. One table
// (FLAGS) says which input each CLI flag is; the CLI's own texts are never changed.
const FLAGS = {
    'run-id': { input: 'run-id', takes: 'value', prose: /<id>|[^\s;,)`]+/ },
    'stop-after-step': { input: 'stop-after-step', takes: 'value' },
    mode: { input: 'execution-mode', takes: 'value', prose: /fresh|resume/ },
    'on-source-change': { input: 'on-source-change', takes: 'value', prose: /refuse|rerun|keep/ },
    'rerun-from': { input: 'rerun-from', takes: 'value', prose: /STEP|<[^>]*>/ },
    'ignore-previous-completion': { input: 'ignore-previous-completion', takes: 'boolean' },
    'allow-workflow-change': { input: 'allow-workflow-change', takes: 'boolean' },
    shard: { input: 'shard', takes: 'value', prose: /KEY|<[^>]*>|[^\s;,)`]+/ },
    legs: { input: 'legs', takes: 'value', prose: /\d+|N/ },
    strict: { input: 'strict', takes: 'boolean' },
    agent: { input: 'agent', takes: 'value', prose: /[^\s;,)`]+/ },
    'agent-command': { input: 'agent-command', takes: 'value', prose: /<[^>]*>|[^\s;,)`]+/ },
    'agent-arg': { input: 'agent-args', takes: 'value' },
    note: { input: 'approval-note', takes: 'value' },
    // A stage's question (WORKFLOW_ANSWER_REQUIRED): `run \u2026 --answer '<your answer>'` is the answer input.
    answer: { input: 'answer', takes: 'value', prose: /'<your answer>'|<[^>]*>/ },
    // No input: the action records the GitHub actor, downloads the shard artifacts itself, and
    // reports to the job summary.
    by: { input: null, takes: 'value' },
    from: { input: null, takes: 'value' },
    format: { input: null, takes: 'value' },
    json: { input: null, takes: 'none' },
    quiet: { input: null, takes: 'none' },
};
/** CLI commands and the inputs that do the same in the action. */
const COMMANDS = {
    run: { lead: ['command: run'], tail: [] },
    merge: { lead: ['command: merge'], tail: [] },
    shards: { lead: ['command: shards'], tail: [] },
    status: { lead: ['command: status'], tail: [] },
    plan: { lead: ['command: plan'], tail: [] },
    validate: { lead: ['command: validate'], tail: [] },
    approve: { lead: ['command: run'], tail: ['approve: true'] },
    reject: { lead: ['command: run'], tail: ['reject: true'] },
};
/** CLI commands the action has no counterpart of: named as the CLI's. */
const CLI_ONLY = new Set(['history', 'skip', 'init', 'convert', 'logs', 'list', 'graph', 'clean']);
// `stagegate gate` is left as it is: a stage script calls it, in the action as with the CLI.
// `-C DIR` (a command line run from the repository root: context.ts repoText) is the working-directory input.
const COMMAND_START = /\bstagegate (?:-C ('[^']*'|[^\s`']+) )?(run|merge|shards|status|plan|validate|approve|reject|history|skip|init|convert|logs|list|graph|clean)\b/g;
/** One word of a command line: a NAME='quoted value' input, a <placeholder>, a 'quoted word', ..., or a plain word up to punctuation. */
const WORD = /^ ([A-Za-z_][\w.-]*='[^']*'|<[^>]*>|'[^']*'|\.\.\.|[^\s;,)`]+)/;
/** A command line found in the text: where it ends, and what it says in the action's inputs. */
function readCommand(text, at, name, directory) {
    let pos = at;
    let workflow;
    const flags = [];
    const tokens = [];
    const word = () => {
        const m = WORD.exec(text.slice(pos));
        if (!m)
            return undefined;
        let value = m[1];
        // A sentence's full stop after the last word is not part of it.
        if (value.length > 1 && value.endsWith('.') && !value.endsWith('...'))
            value = value.slice(0, -1);
        return { text: value, end: pos + 1 + value.length };
    };
    for (;;) {
        const w = word();
        if (!w)
            break;
        const flag = /^--([a-z][a-z-]*)$/.exec(w.text);
        if (flag) {
            const rule = FLAGS[flag[1]];
            if (!rule)
                break;
            pos = w.end;
            if (rule.takes === 'boolean')
                flags.push(`${rule.input}: 'true'`);
            if (rule.takes === 'value') {
                const v = word();
                if (!v)
                    break;
                pos = v.end;
                if (rule.input)
                    flags.push(`${rule.input}: ${v.text}`);
            }
            continue;
        }
        const token = /^([A-Za-z_][\w.-]*=)(.*)$/s.exec(w.text);
        if (token) {
            // A line of the inputs input is no shell word: the value as it is, without the shell's quotes.
            tokens.push(`${token[1]}${unquoted(token[2])}`);
            pos = w.end;
            continue;
        }
        const placeholder = /^<[^>]*>$|^\.\.\.$/.test(w.text);
        if (workflow === undefined && (placeholder || /^'.*'$/.test(w.text) || /[./]/.test(w.text))) {
            // `<workflow>` and `...` are the workflow input the step has already.
            workflow = placeholder ? '' : w.text;
            pos = w.end;
            continue;
        }
        break;
    }
    const command = COMMANDS[name];
    const inputs = [...command.lead, ...(directory ? [`working-directory: ${unquoted(directory)}`] : []), ...(workflow ? [`workflow: ${workflow}`] : []), ...flags, ...(tokens.length > 0 ? [`inputs: ${inputsValue(tokens)}`] : []), ...command.tail];
    return { end: pos, inputs };
}
/**
 * The inputs input holding `tokens`: one name=value per line, so several are one YAML string with
 * its line breaks (`"a=1\nb=2"`): joined by spaces they would be one input whose value runs on.
 */
function inputsValue(tokens) {
    return tokens.length === 1 ? tokens[0] : JSON.stringify(tokens.join('\n'));
}
/** A shell word as its value: `'a b'` is `a b` (shell-word.ts's single quotes; its `$'\u2026'`, for a value with a control character, is left as it is: the Action's hints carry no input values). */
function unquoted(word) {
    return /^'.*'$/s.test(word) ? word.slice(1, -1).replace(/'\\''/g, "'") : word;
}
/** The text with each CLI command line in it said in the action's inputs, and the prose between translated. */
function translateCommands(text) {
    let out = '';
    let last = 0;
    for (const m of text.matchAll(COMMAND_START)) {
        if (m.index < last)
            continue;
        const name = m[2];
        const quoted = text[m.index - 1] === '`';
        if (CLI_ONLY.has(name)) {
            // Said as the CLI's: run it locally (the action has no such command). Once: the text may be said twice.
            const from = quoted ? m.index - 1 : m.index;
            out += translate(text.slice(last, from)) + (text.slice(0, from).endsWith("the CLI's ") ? '' : "the CLI's ");
            last = from;
            const close = quoted ? text.indexOf('`', m.index) : -1;
            const end = close >= 0 ? close + 1 : m.index + m[0].length;
            out += text.slice(last, end);
            last = end;
            continue;
        }
        const { end, inputs } = readCommand(text, m.index + m[0].length, name, m[1]);
        const close = quoted ? text.indexOf('`', m.index) : -1;
        if (quoted && end !== close) {
            // A quoted command line not read to its closing backtick (a word this reader does not know,
            // a quoted name with a quote in it): left as the CLI's words rather than half translated.
            const to = close >= 0 ? close : text.length;
            out += translate(text.slice(last, m.index)) + text.slice(m.index, to);
            last = to;
            continue;
        }
        const shown = inputs.join(', ');
        out += translate(text.slice(last, m.index)) + (quoted ? shown : `\`${shown}\``);
        last = end;
    }
    return out + translate(text.slice(last));
}
/** Prose that names a CLI command without being a command line. */
const BEFORE_COMMANDS = [
    [/\bstagegate approve (?:or|\/) reject\b/g, 'the approve or reject input'],
    // A run paused in a child workflow run (child/run.ts, parallel/run.ts): in the action the
    // child's decision is taken through this run \u2014 the child's state travels in this run's artifact,
    // and a later job has none of the child's own to restore.
    [/; decide its approval \(stagegate approve .*?\), then resume this run to continue the child/g, "; decide its approval through this run (this action with this run's run-id and approve: true, or reject: true), which then continues the child"],
    [/ \(decide there: stagegate approve .*?\)(?=;)/g, " (decided through this run: approve or reject with this run's run-id)"],
    // The workspace is the checkout (and working-directory, which cannot leave it): no -C (loader.ts, workspace.ts).
    [/Run from the workflow's own workspace, or name it with -C: `-C [^`]*`(?: \(paths are then relative to .*?\))?\./g, "Name a workflow file inside the workspace, relative to it: a file outside the checkout cannot be run here (check its repository out inside the workspace first, e.g. actions/checkout with path:, and name it there)."],
    [/The workspace is the current directory, or the directory -C DIR names \(the Action: working-directory\)\./g, 'The workspace is the checkout (GITHUB_WORKSPACE), or the working-directory input inside it.'],
    // IMPORTED_FOLDER_MISSING's fix (rules/imported-files.ts): the project root is the working-directory input.
    [/Validate from the project root \(-C DIR\)/g, 'Validate from the project root (the working-directory input)'],
    [/ \(with -C DIR, paths are relative to DIR, not to the current directory\)/g, ' (paths are relative to the workspace: the checkout, or the working-directory input inside it)'],
    // APPROVER_NOT_ALLOWED's decide command: in the action who runs the job decides (no --by).
    // Every approver named (the core's command names the first): any one of them runs the job.
    [/Decide as (?:one of them \((.*?)\)|(.*?)): `stagegate (?:approve|reject) [^`]*? --by[ =][^`]+`\./g, (_, several, one) => (several !== undefined ? `Decide as one of them: a job run by GitHub actor ${several.split(', ').join(' or ')}.` : `Decide as its approver: the job run by GitHub actor ${one ?? ''}.`)],
    // Each token's name cannot hold '=' (its value can): one way to split the tokens, so a text
    // that does not match fails at once (\S+=\S+ split at every '=' of a=b=c=d backtracked
    // exponentially: a workflow file's text reaches this through validate's diagnostics).
    [/\bPass ((?:[A-Za-z_][\w.-]*=\S+ )*[A-Za-z_][\w.-]*=\S+) on stagegate run\b/g, 'Set $1 in the inputs input'],
    [/\bpass it on stagegate run\b/g, 'set it in the inputs input'],
];
const PHRASES = [
    // The stop codes' texts (core/run/stop-codes.ts) name the CLI's command and the Action's input
    // side by side, the command as the subject ("run --rerun-from STEP (the Action: rerun-from)
    // named no step"): in the action, the input alone.
    [/\brun --rerun-from STEP(?: \(the Action: rerun-from\))?(?= named\b)/g, 'the rerun-from input'],
    [/\brun --rerun-from STEP(?= would\b)/g, 'rerun-from: STEP'],
    [/\brun --rerun-from STEP --allow-workflow-change\b/g, "run this action with rerun-from: STEP and allow-workflow-change: 'true'"],
    [/--rerun-from that step and --stop-after-step it\b/g, 'rerun-from: <that step> and stop-after-step: <that step>'],
    [/\brun --answer \(or --answer-file, the Action's `answer` input\)/g, 'the answer input'],
    [/ \(or --answer-file PATH; the Action: its `answer` input\)/g, ''],
    [/ \(that run takes the answer: `next:` is its run --answer\)/g, ' (that run takes the answer)'],
    // The recorded agent's why (agents/recorded.ts): the action has no command line, its inputs replace the record.
    [/\bthe agent flags (it was started with|an earlier resume gave); agent flags on the command line replace them\b/g, 'the agent inputs $1; the agent, agent-command and agent-args inputs replace them'],
    // The summary's steps table and the status outputs say what --json's steps would.
    [/ \(--json: steps\)/g, ''],
    [/Pass --run-id <id> \(or run_id=<id>\)\./g, 'Set the run-id input.'],
    [/Pass --run-id <id>\./g, 'Set the run-id input.'],
    [/ \(or --run-id <id>\)/g, ' (or the run-id input)'],
    [/--run-id \/ --stop-after-step/g, 'the run-id / stop-after-step inputs'],
    [/\brun --shard KEY\b/g, 'command: run with shard: KEY'],
    [/Pass only shard folders of this run \(--from\), or run/g, 'Delete the shard artifacts of another run or workflow version, or run'],
    // paused-next.ts DEFAULT_DECIDER: `, add --by NAME (default: \u2026)` and `, adding --by NAME (default: \u2026)`.
    [/,? add(?:ing)? --by NAME \(default: [^)]*\)/g, ' (recorded for the GitHub actor, github.actor)'],
    [/,? add --by NAME \(one of ([^)]*)\)/g, ' as a GitHub actor who is one of $1'],
    [/and --by names none of them/g, 'and the GitHub actor (github.actor) is none of them'],
    [/--by NAME with a name from/g, 'the job run by a GitHub actor (github.actor) named in'],
    [/Decide as one of them: --by (\S+?)\.(?=\s|$)/g, 'Decide as one of them: the job run by GitHub actor $1.'],
    [/--by\b/g, 'the GitHub actor (github.actor)'],
    [/without --stop-after-step/g, 'without stop-after-step'],
    [/as name=value tokens/g, 'in the inputs input (one name=value per line)'],
    [/Run the same command again/g, 'Run this action again'],
    // The answer's fix (core/run/questions.ts) says how a shell takes it; the answer input is YAML.
    [/ \(one shell word: keep the quotes; --answer-file PATH reads it from a file\)/g, ' (a multi-line answer as a YAML block, answer: |)'],
];
/** A flag with a value the text gives (`--run-id r1`, `--mode fresh`): the input with that value (FLAGS' prose values). */
const FLAG_VALUE = Object.entries(FLAGS).flatMap(([flag, rule]) => (rule.input !== null && rule.prose ? [[new RegExp(`--${flag} (${rule.prose.source})`, 'g'), rule.input]] : []));
/** "Pass a=<value> b=<value>" \u2014 workflow inputs go in the inputs input. */
const PASS_TOKENS = /\bPass ((?:[A-Za-z_][\w.-]*=<value>)(?: [A-Za-z_][\w.-]*=<value>)*)/g;
function translate(text) {
    let out = text;
    for (const [pattern, replacement] of PHRASES)
        out = out.replace(pattern, replacement);
    for (const [pattern, input] of FLAG_VALUE)
        out = out.replace(pattern, (_, v) => `${input}: ${v}`);
    // A flag named without a value: its input.
    out = out.replace(/--([a-z][a-z-]*)\b/g, (whole, flag) => {
        const rule = FLAGS[flag];
        if (!rule?.input)
            return whole;
        return rule.takes === 'boolean' ? `${rule.input}: 'true'` : flag === 'stop-after-step' ? 'stop-after-step' : `the ${rule.input} input`;
    });
    return out.replace(PASS_TOKENS, (_, tokens) => `Set ${tokens.split(' ').join(', ')} in the inputs input (one name=value per line)`);
}
function actionWords(text) {
    if (text === undefined)
        return undefined;
    let out = text;
    for (const [pattern, replacement] of BEFORE_COMMANDS)
        out = typeof replacement === 'string' ? out.replace(pattern, replacement) : out.replace(pattern, replacement);
    return translateCommands(out);
}


/***/ }),

/***/ 39726:
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
var errors = __webpack_require__(82862);
// EXTERNAL MODULE: ./src/core/agents/types.ts
var types = __webpack_require__(16067);
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
var sidecar_path = __webpack_require__(44223);
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

/***/ 16067:
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

/***/ 26076:
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

/***/ 46778:
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

/***/ 82249:
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
/* harmony import */ var _model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51742);

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

/***/ 27932:
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
/* harmony import */ var _detect_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82249);


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
            return (await __webpack_require__.e(/* import() */ 810).then(__webpack_require__.bind(__webpack_require__, 91810))).ccwImporter;
        case 'aiox':
            return (await __webpack_require__.e(/* import() */ 796).then(__webpack_require__.bind(__webpack_require__, 80796))).aioxImporter;
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

/***/ 23604:
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

/***/ 44223:
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

/***/ 82611:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L0: () => (/* binding */ parseSidecar),
/* harmony export */   UK: () => (/* reexport safe */ _sidecar_path_js__WEBPACK_IMPORTED_MODULE_4__.UK),
/* harmony export */   uf: () => (/* reexport safe */ _sidecar_path_js__WEBPACK_IMPORTED_MODULE_4__.uf)
/* harmony export */ });
/* harmony import */ var _model_zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57968);
/* harmony import */ var _model_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56614);
/* harmony import */ var _model_yaml_hints_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(46773);
/* harmony import */ var _agents_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39726);
/* harmony import */ var _validate_rules_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(92278);
/* harmony import */ var _sidecar_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(44223);
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

/***/ 37261:
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

/***/ 11883:
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

/***/ 38266:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $x: () => (/* binding */ GATE_SCHEMA_VARIABLE),
/* harmony export */   Dh: () => (/* binding */ gateSchemaVariable),
/* harmony export */   MI: () => (/* binding */ GateSchemaEngineNeeded),
/* harmony export */   bn: () => (/* binding */ GATE_SCHEMA_DIALECT),
/* harmony export */   uh: () => (/* binding */ gateSchemaMismatchText),
/* harmony export */   xf: () => (/* binding */ loadGateSchemaEngine)
/* harmony export */ });
/* unused harmony export MAX_GATE_SCHEMA_ENV_BYTES */
// A step's own JSON Schema for its gate's extra keys (gate_schema): what a compiled schema is, and
// the engine that compiles them (ajv, gate-schema-ajv.ts). The engine is loaded with a dynamic
// import only when a workflow has a gate_schema: most workflows have none, and every process
// (each `stagegate validate`, every Action job, every shard leg) would otherwise parse ajv at start.
//
// Loading a workflow is synchronous (the loader, the validator, every command that reads a
// workflow); loading the engine is not. So the engine is a value handed to the read beside the
// format importers (WorkflowReaders, model/workflow-readers.ts): a read that meets a gate_schema
// without one throws GateSchemaEngineNeeded, and the invocation's InvocationReaders loads an
// engine and runs the read again. Only a workflow that has a gate_schema ever pays for the second
// read, and only once per invocation; no engine outlives the invocation that loaded it.
/** The JSON Schema dialect gate_schema is read in. */
const GATE_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';
/** Thrown by synchronous code that meets a gate_schema before the engine was loaded. */
class GateSchemaEngineNeeded extends Error {
    constructor() {
        super('the gate_schema engine is not loaded (run the read through withWorkflowReaders)');
        this.name = 'GateSchemaEngineNeeded';
    }
}
/** A new engine (ajv): one per invocation that meets a gate_schema (InvocationReaders). */
async function loadGateSchemaEngine() {
    const { createAjvEngine } = await Promise.all(/* import() */[__webpack_require__.e(129), __webpack_require__.e(564)]).then(__webpack_require__.bind(__webpack_require__, 93564));
    return createAjvEngine();
}
/**
 * What a gate that does not match says (GATE_SCHEMA_VIOLATION): the runner's judge after the
 * stage, and `stagegate gate --set` before it writes the block, in the same words.
 */
function gateSchemaMismatchText(stepId, source, errors) {
    return `the gate's extra keys do not match the gate_schema of step ${stepId} (${source}): ${errors.map((e) => e.text).join('; ')}`;
}
/** STAGEGATE_GATE_SCHEMA: a stage's gate_schema, handed to `stagegate gate` as JSON (unset above this size: the run still checks). */
const GATE_SCHEMA_VARIABLE = 'STAGEGATE_GATE_SCHEMA';
const MAX_GATE_SCHEMA_ENV_BYTES = 64 * 1024;
/** The value of STAGEGATE_GATE_SCHEMA for a step's compiled schema; undefined when it is too large to hand on. */
function gateSchemaVariable(stepId, compiled, failureStatuses = []) {
    const text = JSON.stringify({ step: stepId, source: compiled.source, schema: compiled.schema, ...(failureStatuses.length > 0 ? { failure_statuses: failureStatuses } : {}) });
    return Buffer.byteLength(text) <= MAX_GATE_SCHEMA_ENV_BYTES ? text : undefined;
}


/***/ }),

/***/ 2215:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ reportsAGate),
/* harmony export */   P: () => (/* binding */ JUDGING)
/* harmony export */ });
/* harmony import */ var _contracts_contract_of_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11883);

const JUDGING = { shell: 'gate', agent: 'gate', action: 'exit', resolver: 'exit' };
/** Whether an attempt of this step ends in a gate (or another runner's result block) that carries extra keys. */
function reportsAGate(kind, def) {
    if (kind === undefined || !Object.hasOwn(JUDGING, kind))
        return false;
    return JUDGING[kind] === 'gate' || (0,_contracts_contract_of_js__WEBPACK_IMPORTED_MODULE_0__/* .foreignContractOf */ .A)({ def }) !== undefined;
}


/***/ }),

/***/ 84852:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ parseGateTail),
/* harmony export */   Bp: () => (/* binding */ STANDARD_GATE_KEYS),
/* harmony export */   De: () => (/* binding */ gateFailureText),
/* harmony export */   Py: () => (/* binding */ GATE_WINDOW_BYTES),
/* harmony export */   pf: () => (/* binding */ renderGateBlock)
/* harmony export */ });
/* unused harmony exports normalizeGateArtifact, parseGateText, readGate */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22076);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38815);
// The WORKFLOW_GATE parser: every stage must end its declared output file with exactly one
// gate block. Only the file's tail is parsed, so a stage can write huge reports and the check
// stays O(64 KiB); the runner takes that tail from the pass that hashes the output
// (sha256FileWithTail), so the gate it judges and the digest it records are the same bytes.
// Domain code: it reads the output file (node:fs), spawns no process, imports no @actions/*.
//
// Accepted shapes (after stripping a UTF-8 BOM and turning CRLF/CR into LF):
//
//   bare                      fenced (```yaml, ```yml or plain ```)
//   ...any text...            ...any text...
//   WORKFLOW_GATE:            ```yaml
//     workflow: w             WORKFLOW_GATE:
//     ...                       workflow: w
//   <blank lines only>          ...
//                             ```
//                             <blank lines only>
//
// A fence is CommonMark-like: 0-3 spaces, 3+ backticks; the closing fence has no info string
// and at least as many backticks as the opening one. Tilde fences (~~~) are not recognised.



/** Only this many bytes at the end of an output file are read. */
const GATE_WINDOW_BYTES = 64 * 1024;
/**
 * A failure as a message about the file `path` it was read from: `path:LINE: reason` when its file
 * line is known (the reason without its "(line N)", said once in front, as compilers say it), else
 * `path: reason` (a reason counting lines from the end of the file keeps that count).
 */
function gateFailureText(path, failed) {
    if (failed.line === undefined)
        return `${path}: ${failed.reason}`;
    const suffix = ` (line ${failed.line})`;
    const reason = failed.reason.endsWith(suffix) ? failed.reason.slice(0, -suffix.length) : failed.reason;
    return `${path}:${failed.line}: ${reason}`;
}
const HEADER_RE = /^WORKFLOW_GATE:\s*$/;
// Info string may not contain backticks (CommonMark); group 2 is the raw info string.
const FENCE_RE = /^ {0,3}(`{3,})([^`]*)$/;
// Sources YAML 1.2 core resolves as !!int. Checked on the source text so `1.0` or `1e3`
// (floats that happen to be integral) are rejected like strings are.
const INT_SOURCE_RE = /^[-+]?(?:[0-9]+|0x[0-9a-fA-F]+|0o[0-7]+)$/;
const STATUS_RE = /^[A-Za-z0-9_.-]+$/;
// Rejected anywhere in the block: even if yaml stores them as own data, a later spread or
// merge by a consumer could turn them into prototype writes.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const COUNT_FIELDS = ['unresolved_critical', 'unresolved_high', 'source_resolvable_open'];
const REQUIRED_FIELDS = [
    'workflow',
    'step',
    'status',
    'unresolved_critical',
    'unresolved_high',
    'source_resolvable_open',
    'artifact',
    'next_recommended',
];
/** The eight standard keys of a gate; every other key is an extra key. */
const STANDARD_GATE_KEYS = REQUIRED_FIELDS;
const REQUIRED_SET = new Set(REQUIRED_FIELDS);
function makeLocator(position, lineCount) {
    if (position.kind === 'file') {
        return {
            describe: (i) => `line ${position.startLine + i}`,
            fileLine: (i) => position.startLine + i,
        };
    }
    // The window started mid-file: counting lines from the start would need a whole-file read,
    // so count from the end instead (exact, and easy to find with `tail -n`).
    return {
        describe: (i) => `line ${lineCount - i} from the end of the file`,
        fileLine: () => undefined,
    };
}
/** Normalise an artifact path for comparison: backslashes to `/`, leading `./` removed. */
function normalizeGateArtifact(path) {
    let p = path.trim().replace(/\\/g, '/');
    while (p.startsWith('./'))
        p = p.slice(2).replace(/^\/+/, '');
    return p;
}
/** Parse a gate from the tail text of a file (text = the window; `startLine` = 1-based line number of the window's first line in the file, for messages). */
function parseGateText(text, expected, startLine = 1) {
    return parseWindow(text, expected, { kind: 'file', startLine });
}
/**
 * Parse a gate from a file's last bytes (`tail`, at most GATE_WINDOW_BYTES of them, as read:
 * `tailStart` is the offset of its first byte in the file). The runner's judge reads the tail in
 * the same pass as the file's sha256 (sha256FileWithTail), so the gate it accepts and the digest
 * it records are the same bytes.
 */
function parseGateTail(tail, tailStart, expected) {
    let bytes = tail;
    if (tailStart > 0) {
        // The window starts mid-file: drop everything up to the first LF. That removes the
        // partial first line and any cut UTF-8 sequence (LF never occurs inside one). A line
        // that happened to start exactly at the window edge is dropped too; harmless, since the
        // gate must be at the very end anyway.
        const lf = bytes.indexOf(0x0a);
        bytes = lf < 0 ? bytes.subarray(bytes.length) : bytes.subarray(lf + 1);
    }
    return parseWindow(bytes.toString('utf8'), expected, tailStart > 0 ? { kind: 'tail' } : { kind: 'file', startLine: 1 });
}
/**
 * Read the file's tail (\u2264 GATE_WINDOW_BYTES) and parse (`stagegate gate`; the runner's judge
 * uses parseGateTail on the tail of its hashing pass). ENOENT -> {ok:false, reason:'file not
 * found'}; a directory, FIFO or device in the file's place -> {ok:false} (never read, never waited
 * on); other I/O errors are thrown.
 */
function readGate(absPath, expected) {
    let fd;
    try {
        // Never blocks on a FIFO a stage put in its output's place; anything but a file is refused.
        fd = openRegularForRead(absPath);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { ok: false, reason: 'file not found' };
        if (error instanceof NotRegularFileError)
            return { ok: false, reason: `it is ${error.kind}, not a file` };
        throw error;
    }
    try {
        const size = fs.fstatSync(fd).size;
        const start = Math.max(0, size - GATE_WINDOW_BYTES);
        const buffer = Buffer.alloc(size - start);
        let filled = 0;
        // readSync may return short counts; stop early if the file shrank under us.
        while (filled < buffer.length) {
            const n = fs.readSync(fd, buffer, filled, buffer.length - filled, start + filled);
            if (n === 0)
                break;
            filled += n;
        }
        return parseGateTail(buffer.subarray(0, filled), start, expected);
    }
    finally {
        fs.closeSync(fd);
    }
}
/** Render a gate block text (used by examples, docs and fake agents). */
function renderGateBlock(gate) {
    // Values are rendered as given (not validated) so tests and fake agents can also emit
    // deliberately bad gates; only keys that cannot be represented are refused.
    const body = {
        workflow: gate.workflow,
        step: gate.step,
        status: gate.status,
        unresolved_critical: gate.unresolved_critical,
        unresolved_high: gate.unresolved_high,
        source_resolvable_open: gate.source_resolvable_open,
        artifact: gate.artifact,
        next_recommended: gate.next_recommended,
    };
    for (const [key, value] of Object.entries(gate.extra ?? {})) {
        if (REQUIRED_SET.has(key) || FORBIDDEN_KEYS.has(key)) {
            throw new TypeError(`renderGateBlock: extra key '${key}' is reserved`);
        }
        body[key] = value;
    }
    // lineWidth 0 + blockQuote false: every string is one plain or quoted line (multi-line
    // strings become "...\n..." escapes). yaml's block scalars lose whitespace-only lines
    // (" \n" would come back as "\n"), so they are not used.
    // aliasDuplicateObjects false: the parser rejects aliases, so never emit them.
    return new yaml__WEBPACK_IMPORTED_MODULE_2__/* .Document */ .yo({ WORKFLOW_GATE: body }, { aliasDuplicateObjects: false }).toString({
        lineWidth: 0,
        blockQuote: false,
    });
}
function failure(reason, line) {
    return line === undefined ? { ok: false, reason } : { ok: false, reason, line };
}
function isBlank(line) {
    return line.trim() === '';
}
function fenceOf(line) {
    const m = FENCE_RE.exec(line);
    if (!m)
        return undefined;
    const info = (m[2] ?? '').trim();
    return { ticks: (m[1] ?? '').length, lang: (info.split(/\s+/)[0] ?? '').toLowerCase() };
}
function closesFence(line, open) {
    const f = fenceOf(line);
    return f !== undefined && f.lang === '' && f.ticks >= open.ticks;
}
/** True when line `index` opens a fence, judging by the fences before it in `lines`. */
function opensFence(lines, index) {
    let open;
    for (let i = 0; i < index; i++) {
        const line = lines[i] ?? '';
        if (open === undefined)
            open = fenceOf(line);
        else if (closesFence(line, open))
            open = undefined;
    }
    return open === undefined;
}
/** 'value' for messages: one line (control characters escaped), long values shortened. */
function quote(value) {
    const short = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return `'${short.replace(/[\u0000-\u001f\u007f]/g, (c) => JSON.stringify(c).slice(1, -1))}'`;
}
/**
 * A value for "(got \u2026)". Where a field wants something other than text (a count), text is called
 * what it is \u2014 `the string "1"` \u2014 since '1' would read as the number it looks like.
 */
function describeValue(node, wants = 'text') {
    if (node === null || node === undefined)
        return 'nothing';
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(node))
        return 'a mapping';
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isSeq */ .oP)(node))
        return 'a list';
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(node)) {
        if (node.value === null)
            return node.source ? node.source : 'nothing';
        if (typeof node.value === 'string')
            return wants === 'other' ? `the string "${quote(node.value).slice(1, -1)}"` : quote(node.value);
        return node.source ?? String(node.value);
    }
    return 'an unsupported value';
}
function parseWindow(raw, expected, position) {
    // BOM only matters at the very start; CR/CRLF become LF so line logic and YAML agree.
    const text = (raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw).replace(/\r\n?/g, '\n');
    const lines = text.split('\n');
    const lineCount = text.endsWith('\n') ? lines.length - 1 : lines.length;
    const loc = makeLocator(position, lineCount);
    const fail = (reason, index) => index === undefined ? failure(reason) : failure(`${reason} (${loc.describe(index)})`, loc.fileLine(index));
    const headers = [];
    for (let i = 0; i < lines.length; i++)
        if (HEADER_RE.test(lines[i] ?? ''))
            headers.push(i);
    if (headers.length === 0) {
        // Help with the usual near-misses (indented header, inline map, trailing comment).
        const near = lines.findLastIndex((l) => l.includes('WORKFLOW_GATE:'));
        return near < 0
            ? fail('no WORKFLOW_GATE block at the end of the file')
            : fail("no WORKFLOW_GATE block at the end of the file: 'WORKFLOW_GATE:' must stand alone at the start of a line", near);
    }
    if (headers.length > 1) {
        const where = position.kind === 'tail' ? 'in the last 64 KiB' : 'in the last 64 KiB of the file';
        return fail(`${headers.length} WORKFLOW_GATE blocks ${where} (exactly one allowed)`, headers[1]);
    }
    const h = headers[0];
    // --- Fence detection: look at the nearest line before the header that is not blank and
    // not a YAML comment.
    let prev = h - 1;
    while (prev >= 0 && (isBlank(lines[prev] ?? '') || /^\s*#/.test(lines[prev] ?? '')))
        prev--;
    const open = prev >= 0 ? fenceOf(lines[prev] ?? '') : undefined;
    let bodyEnd = lines.length; // exclusive: the YAML block is lines[h .. bodyEnd)
    let fenced = false;
    if (open !== undefined) {
        if (open.lang !== '' && open.lang !== 'yaml' && open.lang !== 'yml') {
            return fail(`the WORKFLOW_GATE block is inside a \`\`\`${open.lang} fence; use \`\`\`yaml, \`\`\`yml, \`\`\` or no fence`, prev);
        }
        let close = -1;
        for (let i = h + 1; i < lines.length; i++) {
            if (closesFence(lines[i] ?? '', open)) {
                close = i;
                break;
            }
        }
        if (close >= 0) {
            fenced = true;
            bodyEnd = close;
            for (let i = close + 1; i < lines.length; i++) {
                if (!isBlank(lines[i] ?? ''))
                    return fail('text after the closing fence of the WORKFLOW_GATE block', i);
            }
        }
        else if (open.lang !== '' || opensFence(lines, prev)) {
            // ```yaml always opens; a bare ``` opens unless it closes an earlier fence (counted
            // within the window, which is exact whenever the window is the whole file).
            return fail('unterminated fence: the fence before the WORKFLOW_GATE block is never closed', prev);
        }
        // else: the bare ``` closed an earlier code block and the gate is bare.
    }
    // --- Extent: the block's lines are all indented (or blank); the first non-blank line at
    // column 0 is text after the block. (YAML would also read it as a new top-level key.)
    for (let i = h + 1; i < bodyEnd; i++) {
        const line = lines[i] ?? '';
        if (!isBlank(line) && !/^[ \t]/.test(line)) {
            const hint = !fenced && fenceOf(line) !== undefined ? ': a fenced block must hold only the WORKFLOW_GATE block' : '';
            return fail(`text after the WORKFLOW_GATE block${hint}`, i);
        }
    }
    // Bare: the exact text from the header to the end (so `|+` block scalars keep their
    // newlines). Fenced: the fence content, which ends with a newline.
    const source = lines.slice(h, bodyEnd).join('\n') + (fenced ? '\n' : '');
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_2__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parseDocument */ .Tp)(source, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: 'error' });
    const indexAt = (offset) => h + lineCounter.linePos(offset).line - 1;
    const nodeIndex = (node) => {
        const range = node?.range;
        return range ? indexAt(range[0]) : undefined;
    };
    const yamlError = doc.errors[0];
    if (yamlError) {
        const message = yamlError.message.split('\n')[0] ?? yamlError.message;
        return fail(`malformed YAML in the WORKFLOW_GATE block: ${message}`, indexAt(yamlError.pos[0]));
    }
    const root = doc.contents;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(root) || root.items.length !== 1)
        return fail('malformed YAML in the WORKFLOW_GATE block', h);
    const value = root.items[0].value;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(value)) {
        const got = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(value) && (value.value === null || value.value === '') ? 'it is empty' : `got ${describeValue(value)}`;
        return fail(`the WORKFLOW_GATE block is not a mapping of fields (${got})`, h);
    }
    // --- Inert data only: no prototype keys, no aliases (cycles, billion laughs), no tags
    // (which could materialise Buffers, Sets or Maps into `extra`).
    let unsafe;
    (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR)(value, {
        Pair(_key, pair) {
            const key = pair.key;
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(key) && FORBIDDEN_KEYS.has(String(key.value))) {
                unsafe = fail(`gate key ${quote(String(key.value))} is not allowed`, nodeIndex(key));
                return yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR.BREAK;
            }
            return undefined;
        },
        Alias(_key, node) {
            unsafe = fail(`YAML aliases (*${node.source}) are not allowed in a WORKFLOW_GATE block`, nodeIndex(node));
            return yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR.BREAK;
        },
        Node(_key, node) {
            if (node.tag !== undefined) {
                unsafe = fail(`YAML tags (${String(node.tag).replace('tag:yaml.org,2002:', '!!')}) are not allowed in a WORKFLOW_GATE block`, nodeIndex(node));
                return yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR.BREAK;
            }
            return undefined;
        },
    });
    if (unsafe)
        return unsafe;
    // --- Fields.
    const fields = new Map();
    for (const item of value.items) {
        const pair = item;
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(pair.key) || typeof pair.key.value !== 'string') {
            return fail(`gate keys must be plain strings (got ${describeValue(pair.key)})`, nodeIndex(pair.key) ?? h);
        }
        fields.set(pair.key.value, pair);
    }
    const missing = REQUIRED_FIELDS.filter((f) => !fields.has(f));
    if (missing.length > 0) {
        const list = missing.map((f) => `'${f}'`).join(', ');
        return fail(`the WORKFLOW_GATE block is missing required field${missing.length > 1 ? 's' : ''} ${list}`, h);
    }
    const nodeOf = (f) => (fields.get(f)?.value ?? null);
    const fieldFail = (f, problem, wants = 'text') => {
        const node = nodeOf(f);
        return fail(`gate field '${f}' ${problem} (got ${describeValue(node, wants)})`, nodeIndex(node) ?? nodeIndex(fields.get(f)?.key));
    };
    const stringOf = (f) => {
        const node = nodeOf(f);
        return (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(node) && typeof node.value === 'string' ? node.value : undefined;
    };
    const workflow = stringOf('workflow');
    if (workflow === undefined || workflow === '')
        return fieldFail('workflow', 'must be a non-empty string');
    const step = stringOf('step');
    if (step === undefined || step === '')
        return fieldFail('step', 'must be a non-empty string');
    const status = stringOf('status');
    if (status === undefined || !STATUS_RE.test(status)) {
        return fieldFail('status', 'must be a non-empty string of letters, digits, _ . or -');
    }
    const counts = {};
    for (const f of COUNT_FIELDS) {
        const node = nodeOf(f);
        const ok = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(node) &&
            typeof node.value === 'number' &&
            INT_SOURCE_RE.test(node.source ?? '') &&
            Number.isSafeInteger(node.value) &&
            node.value >= 0;
        if (!ok)
            return fieldFail(f, 'must be an integer >= 0', 'other');
        counts[f] = node.value + 0; // + 0 turns -0 into 0
    }
    const artifact = stringOf('artifact');
    if (artifact === undefined || artifact.trim() === '')
        return fieldFail('artifact', 'must be a non-empty string');
    const nextNode = nodeOf('next_recommended');
    let next;
    if (nextNode === null || ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(nextNode) && nextNode.value === null))
        next = null;
    else if ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(nextNode) && typeof nextNode.value === 'string')
        next = nextNode.value;
    else
        return fieldFail('next_recommended', 'must be a step id or null');
    if (expected) {
        const mismatch = (f, got, want) => fail(`gate field '${f}' is ${quote(got)}, expected ${quote(want)}`, nodeIndex(nodeOf(f)));
        if (workflow !== expected.workflow)
            return mismatch('workflow', workflow, expected.workflow);
        if (step !== expected.step)
            return mismatch('step', step, expected.step);
        if (normalizeGateArtifact(artifact) !== normalizeGateArtifact(expected.artifact)) {
            return mismatch('artifact', artifact, expected.artifact);
        }
    }
    const extra = {};
    // Each extra key's file line (a gate_schema mismatch is said there: judge.ts).
    const keyLines = {};
    for (const [key, pair] of fields) {
        if (REQUIRED_SET.has(key))
            continue;
        const index = nodeIndex(pair.key);
        const line = index === undefined ? undefined : loc.fileLine(index);
        if (line !== undefined)
            keyLines[key] = line;
        const node = pair.value;
        // toJS of a node without aliases/tags yields plain objects, arrays and scalars.
        extra[key] = node === null ? null : node.toJS(doc);
    }
    const statusLine = loc.fileLine(nodeIndex(nodeOf('status')) ?? nodeIndex(fields.get('status')?.key) ?? h);
    return {
        ok: true,
        gate: { workflow, step, status, ...counts, artifact, next_recommended: next, extra },
        ...(statusLine !== undefined ? { statusLine } : {}),
        ...(Object.keys(keyLines).length > 0 ? { keyLines } : {}),
    };
}


/***/ }),

/***/ 51742:
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

/***/ 74206:
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
/* harmony import */ var _actions_expressions__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30438);
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

/***/ 64371:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DE: () => (/* binding */ gateSchemasOf),
/* harmony export */   Ip: () => (/* binding */ gateSchemaKey),
/* harmony export */   zr: () => (/* binding */ gateSchemaKeys)
/* harmony export */ });
/* unused harmony exports MAX_GATE_SCHEMA_BYTES, ownKeysNamed, maestroUnmatchable, patternPath */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82862);
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22076);
/* harmony import */ var _workflow_readers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47325);
/* harmony import */ var _gate_judging_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2215);
/* harmony import */ var _gate_workflow_gate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(84852);
/* harmony import */ var _yaml_source_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(56614);
/* harmony import */ var _workflow_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(57280);
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

/***/ 20773:
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

/***/ 94864:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HH: () => (/* binding */ inputOrder),
/* harmony export */   KG: () => (/* binding */ usesOwnName),
/* harmony export */   Ld: () => (/* binding */ inputTexts)
/* harmony export */ });
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42183);
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

/***/ 43013:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Yp: () => (/* binding */ typeProblem),
/* harmony export */   gu: () => (/* binding */ checkInputTypes),
/* harmony export */   vh: () => (/* binding */ INTEGER)
/* harmony export */ });
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82862);
/* harmony import */ var _shell_placements_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39972);
/* harmony import */ var _invocation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83291);
/* harmony import */ var _run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33136);
// Typed inputs (inputs.types): maestro-flow's `inputs{name: {type}}` and CCW's
// `context_schema{var: {type}}` carry types, and so may native workflows. A bound value of the
// wrong type stops the run before anything runs; a `path` must resolve inside the workspace.




const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
/**
 * What bash arithmetic reads as the same decimal integer (the run's check of an arithmetic
 * placement: run/stage-command.ts): no leading zero (bash reads 010 as octal and 08 as an error),
 * at most 18 digits (bash's 64-bit integers wrap silently above 9.2e18).
 */
const INTEGER = /^[+-]?(0|[1-9][0-9]{0,17})$/;
/** A name a file name is made of (an aiox agent the person picks: its persona file): no '/', no '..', one line. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Why `value` is not of `type`, or undefined when it is. Paths are checked by the caller. */
function typeProblem(type, value) {
    if (type === 'number' && !NUMBER.test(value.trim()))
        return 'a number';
    if (type === 'integer' && !INTEGER.test(value))
        return 'an integer';
    if (type === 'boolean' && !/^(true|false)$/i.test(value.trim()))
        return 'true or false';
    if (type === 'name' && (!NAME.test(value) || value.includes('..')))
        return "a name (letters, digits, '.', '_' and '-', starting with a letter or digit; no '..')";
    return undefined;
}
/**
 * Check every bound input that declares a type, and every input that stands in shell arithmetic
 * in some step's run: text (there bash takes an integer only, whatever its declared type) or where
 * a builtin reads a variable name (a plain identifier only); empty
 * values (unbound optional inputs) pass. Run when the inputs are bound, before any stage runs.
 * `itemRun`: a foreach item's run, whose inputs are the parent's (checked when the parent bound
 * them) and the item's registry values: those are checked when their step starts, where the
 * message can name the registry row (run/stage-command.ts), not as inputs that stop "before
 * anything ran" when earlier items have.
 */
function checkInputTypes(workflow, bindings, workspace, itemRun = false) {
    const types = workflow.data.inputs?.types ?? {};
    for (const [name, type] of Object.entries(types)) {
        const value = bindings.get(name);
        if (value === undefined || value === '')
            continue;
        const expected = typeProblem(type, value);
        if (expected !== undefined) {
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `input ${name} must be ${expected} (inputs.types), got '${(0,_run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__/* .shownValue */ .JJ)(name, value)}'. Nothing ran`, { hint: `Pass ${name}=<${type}>.` });
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
    if (itemRun)
        return;
    const inputs = (0,_invocation_js__WEBPACK_IMPORTED_MODULE_2__/* .declaredInputs */ .WB)(workflow);
    for (const { stepId, name, site } of shellCheckedPlaceholders(workflow)) {
        const value = bindings.get(name);
        if (!inputs.has(name) || value === undefined || value === '')
            continue;
        const full = (0,_run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__/* .shownValue */ .JJ)(name, value);
        const shown = full.length > 60 ? full.slice(0, 60) + '\u2026' : full;
        if (site.nameFor !== undefined) {
            const problem = (0,_shell_placements_js__WEBPACK_IMPORTED_MODULE_1__/* .nameValueProblem */ .i7)(site, value);
            if (problem === undefined)
                continue;
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `input ${name} is '${shown}', but {{${name}}} stands where \`${site.nameFor}\` reads a variable name in run: of step ${stepId} (bash evaluates a subscript in a name), which takes ${problem} only. Nothing ran`, {
                hint: `Pass ${name}=<identifier>, or do not use the value as a variable name in the script.`,
            });
        }
        if (site.declValue !== undefined) {
            const problem = (0,_shell_placements_js__WEBPACK_IMPORTED_MODULE_1__/* .declValueProblem */ .J4)(site, value);
            if (problem === undefined)
                continue;
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `input ${name} is '${shown}', but {{${name}}} is the value of a declaration in run: of step ${stepId}, which must be ${problem}. Nothing ran`, {
                hint: `Pass another value for ${name}, or assign it as data in the script (arr+=("{{${name}}}") for an array, a plain variable for an integer).`,
            });
        }
        if (INTEGER.test(value))
            continue;
        const declared = types[name];
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `input ${name} is '${shown}', but {{${name}}} stands where bash evaluates arithmetic in run: of step ${stepId}, which takes an integer only${declared === 'number' ? ' (inputs.types says number, which admits decimals)' : ''}. Nothing ran`, {
            hint: `Pass ${name}=<integer>${declared !== 'integer' ? ` (declare it integer in inputs.types: a value that is not an integer is then refused as such)` : ''}.`,
        });
    }
}
/**
 * Each {{name}} that stands in shell arithmetic, or where a builtin reads a variable name
 * (`nameFor`), in a run: text of the workflow (top-level steps, per-item steps, parallel
 * branches), with its step.
 */
function shellCheckedPlaceholders(workflow) {
    const out = [];
    // `shadowed`: names a foreach binds per item (its per-item steps see the item's value, not the input).
    const visit = (stepId, def, shadowed) => {
        if (typeof def.run === 'string' && def.run.includes('{{')) {
            const scan = (0,_shell_placements_js__WEBPACK_IMPORTED_MODULE_1__/* .scanShellPlacements */ .ib)(def.run);
            if (scan.ok) {
                for (const site of scan.sites) {
                    if (shadowed.has(site.name))
                        continue;
                    if (site.placement === 'arith' || site.nameFor !== undefined || site.declValue !== undefined)
                        out.push({ stepId, name: site.name, site });
                }
            }
        }
        const bound = new Set([...shadowed, ...Object.keys(def.foreach?.bindings ?? {})]);
        for (const [id, inner] of Object.entries(def.per_item ?? {}))
            visit(id, inner, bound);
        for (const [id, inner] of Object.entries(def.parallel?.branches ?? {}))
            visit(id, inner, shadowed);
    };
    for (const [id, step] of workflow.steps)
        visit(id, step.def, new Set());
    return out;
}


/***/ }),

/***/ 83291:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Er: () => (/* binding */ bindInvocation),
/* harmony export */   PV: () => (/* binding */ isArtifactInput),
/* harmony export */   WB: () => (/* binding */ declaredInputs),
/* harmony export */   Yz: () => (/* binding */ leafInputsMissing)
/* harmony export */ });
/* unused harmony export isRunnerOwned */
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82862);
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42183);
/* harmony import */ var _workflow_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57280);
/* harmony import */ var _did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(51742);
/* harmony import */ var _run_id_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18072);
/* harmony import */ var _shell_word_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(33408);
// How one invocation binds a workflow: name=value tokens become inputs, except the execution
// controls (stop_after_step, execution_mode, ignore_previous_completion), which apply to this
// invocation only. Flags beat tokens, tokens beat workflow defaults.






const CONTROL_SET = new Set(_workflow_js__WEBPACK_IMPORTED_MODULE_2__/* .CONTROL_NAMES */ .bR);
function parseBool(name, value) {
    if (/^(true|yes|1)$/i.test(value))
        return true;
    if (/^(false|no|0)$/i.test(value))
        return false;
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `${name} must be true or false, got '${value}'`);
}
function parseMode(value) {
    if (value === 'resume' || value === 'fresh')
        return value;
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `execution_mode must be resume or fresh, got '${value}'`);
}
/**
 * Refuse a token that names no input of the workflow (a typo would silently take another branch),
 * and every runtime reference or runner-owned value: those come from the run, never from the
 * command line (`steps.review.output=x` would replace what an agent reads as upstream output).
 */
function undeclaredToken(workflow, name) {
    const declared = declaredInputs(workflow);
    if (declared.has(name) || name === 'run_id')
        return undefined;
    if (/^steps\./.test(name) || name.includes('.')) {
        return new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `'${name}' is a runtime reference, not an input: the runner resolves {{${name}}} from the run's state, and no invocation can set it`, {
            hint: `Remove ${name}=\u2026; to change what a step reads, change the upstream step or pass a declared input.`,
        });
    }
    if (_workflow_js__WEBPACK_IMPORTED_MODULE_2__/* .RUNNER_OWNED */ .xG.includes(name)) {
        return new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `'${name}' is owned by the runner (it sets {{${name}}} itself), so it cannot be given as an input`, { hint: `Remove ${name}=\u2026.` });
    }
    const names = [...declared].filter((n) => n !== 'run_id' && !_workflow_js__WEBPACK_IMPORTED_MODULE_2__/* .CONTROL_NAMES */ .bR.includes(n));
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `workflow ${workflow.name} declares no input '${name}'.${(0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__/* .didYouMean */ .au)(name, [...names, 'run_id'])} Nothing ran`, {
        hint: names.length > 0 ? `Declared inputs: ${names.join(', ')} (and run_id).` : 'This workflow declares no inputs (only run_id).',
    });
}
function bindInvocation(workflow, invocation) {
    const explicit = new Map();
    const tokenControls = new Map();
    for (const [name, value] of Object.entries(invocation.tokens)) {
        if (CONTROL_SET.has(name)) {
            tokenControls.set(name, value);
            continue;
        }
        if (invocation.undeclared !== 'keep') {
            const refused = undeclaredToken(workflow, name);
            // A step id shaped like name=value (step ids may hold '='), given where the command reads an input: say how to name it.
            if (refused && workflow.steps.has(`${name}=${value}`)) {
                throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q(refused.code, refused.message, { hint: `${refused.hint ?? ''} '${name}=${value}' is a step of the workflow: logs and skip name a step shaped like name=value after --, last (\u2026 -- ${(0,_shell_word_js__WEBPACK_IMPORTED_MODULE_4__/* .shellWord */ .r)(`${name}=${value}`)}); without --, such a word is an input.`.trim() });
            }
            if (refused)
                throw refused;
        }
        explicit.set(name, value);
    }
    if (invocation.runId !== undefined) {
        const token = explicit.get('run_id');
        if (token !== undefined && token !== invocation.runId) {
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_CONFLICT', `--run-id ${invocation.runId} and run_id=${token} disagree`, { hint: 'Give the run id once.' });
        }
        explicit.set('run_id', invocation.runId);
    }
    const givenRunId = explicit.get('run_id');
    if (givenRunId !== undefined)
        (0,_run_id_js__WEBPACK_IMPORTED_MODULE_3__/* .checkRunId */ .np)(givenRunId, invocation.runId !== undefined ? 'run id' : 'run_id');
    const defaults = workflow.inputs.defaults;
    const fromDefault = (name) => {
        const v = (0,_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .scalarToString */ .Vu)(defaults[name]);
        return v === undefined || v === '' || v === 'null' ? undefined : v;
    };
    const tokenOr = (name) => {
        const v = tokenControls.get(name);
        return v === undefined || v === '' || v === 'null' ? undefined : v;
    };
    const ignoreText = tokenOr('ignore_previous_completion') ?? fromDefault('ignore_previous_completion');
    const ignorePreviousCompletion = invocation.ignorePreviousCompletion ??
        (ignoreText !== undefined ? parseBool('ignore_previous_completion', ignoreText) : workflow.execution.ignorePreviousCompletion);
    const modeText = tokenOr('execution_mode') ?? fromDefault('execution_mode');
    let mode = invocation.mode ?? (modeText !== undefined ? parseMode(modeText) : workflow.execution.executionMode);
    // 4.0: ignore_previous_completion without an explicit mode means fresh.
    if (ignorePreviousCompletion)
        mode = 'fresh';
    const stopAfterAsGiven = invocation.stopAfterStep ?? tokenOr('stop_after_step') ?? fromDefault('stop_after_step') ?? null;
    // A step of an imported file may be named as written there (N-001 for N_001).
    const stopAfterStep = stopAfterAsGiven === null ? null : ((0,_workflow_js__WEBPACK_IMPORTED_MODULE_2__/* .stepNamed */ .au)(workflow, stopAfterAsGiven) ?? null);
    if (stopAfterAsGiven !== null && stopAfterStep === null)
        throw notAStep(workflow, stopAfterAsGiven);
    // A fresh run never counts an earlier completion, whichever control asked for it: recorded as such.
    return { explicit, controls: { mode, ignorePreviousCompletion: ignorePreviousCompletion || mode === 'fresh', stopAfterStep } };
}
/** The inputs a name ultimately needs: a default that cannot resolve is explained by its leaves. */
function leafInputsMissing(name, workflow, bindings, seen = new Set()) {
    if (bindings.has(name))
        return [];
    if (seen.has(name))
        return [];
    seen.add(name);
    const template = (0,_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .scalarToString */ .Vu)(workflow.inputs.defaults[name]);
    if (template === undefined)
        return [name];
    const leaves = [];
    for (const m of template.matchAll(_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .PLACEHOLDER */ .Kx))
        for (const leaf of leafInputsMissing(m[1], workflow, bindings, seen))
            if (!leaves.includes(leaf))
                leaves.push(leaf);
    return leaves.length > 0 ? leaves : [name];
}
/** Names a workflow declares as inputs (for conflict checks and artifact-path checks). */
function declaredInputs(workflow) {
    return new Set([...workflow.inputs.required, ...workflow.inputs.optional, ...Object.keys(workflow.inputs.defaults)]);
}
function isRunnerOwned(name) {
    return _workflow_js__WEBPACK_IMPORTED_MODULE_2__/* .RUNNER_OWNED */ .xG.includes(name) && name !== 'run_id';
}
/**
 * Inputs whose value names existing-file evidence, decided from the input's name: *_path,
 * *_artifact, *_file, *_manifest and *_state (source_run_manifest, source_workflow_state), except
 * runner-owned names and state_path. Which of them are checked before a run: context.ts.
 */
function isArtifactInput(name) {
    return /(_path|_artifact|_file|_manifest|_state)$/.test(name) && !isRunnerOwned(name) && name !== 'state_path';
}
/** stop_after_step names no top-level step: say so, and when it names a step inside one (a per-item step, a branch), which one. */
function notAStep(workflow, name) {
    const steps = [...workflow.steps.keys()];
    for (const [id, step] of workflow.steps) {
        const inside = step.def.per_item !== undefined && Object.hasOwn(step.def.per_item, name) ? `a per-item step of foreach '${id}'` : step.def.parallel !== undefined && Object.hasOwn(step.def.parallel.branches, name) ? `a branch of parallel step '${id}'` : undefined;
        if (inside === undefined)
            continue;
        return new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `stop_after_step '${name}' is ${inside}; stop_after_step names top-level steps only (a run cannot stop inside ${step.def.per_item !== undefined ? 'one item' : 'a parallel step'}). Nothing ran`, {
            hint: `Use --stop-after-step ${id} to stop once '${id}' has completed${step.def.per_item !== undefined ? ' (every item)' : ' (every branch)'}, or name the top-level step before it (steps: ${steps.join(', ')}).`,
        });
    }
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `stop_after_step '${name}' is not a step of workflow ${workflow.name}.${(0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__/* .didYouMean */ .au)(name, steps)}`, { hint: `Use one of: ${steps.join(', ')}.` });
}


/***/ }),

/***/ 93972:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G2: () => (/* binding */ loadWorkflow),
  ZP: () => (/* binding */ readWorkflowBytes),
  C_: () => (/* binding */ similarFile),
  rx: () => (/* binding */ similarWorkflowFile),
  Dm: () => (/* binding */ withWorkspaceHint)
});

// UNUSED EXPORTS: loadWorkflowText

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/core/model/zod.ts
var zod = __webpack_require__(57968);
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
var yaml_hints = __webpack_require__(46773);
// EXTERNAL MODULE: ./src/core/model/yaml-source.ts
var yaml_source = __webpack_require__(56614);
// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(51742);
// EXTERNAL MODULE: ./src/core/workspace/digest.ts
var workspace_digest = __webpack_require__(33929);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var workflow = __webpack_require__(57280);
// EXTERNAL MODULE: ./src/core/workspace/workspace.ts
var workspace_workspace = __webpack_require__(25620);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(82862);
// EXTERNAL MODULE: ./src/core/model/shell-word.ts
var shell_word = __webpack_require__(33408);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
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
var formats = __webpack_require__(27932);
// EXTERNAL MODULE: ./src/core/formats/types.ts
var types = __webpack_require__(37261);
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
var aiox_core_folder = __webpack_require__(26076);
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
var formats_sidecar = __webpack_require__(82611);
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

/***/ 42183:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $o: () => (/* binding */ MAX_EXPANDED_DEFAULT_CHARS),
/* harmony export */   H4: () => (/* binding */ beforePlaceholder),
/* harmony export */   Kx: () => (/* binding */ PLACEHOLDER),
/* harmony export */   Lb: () => (/* binding */ replacePlaceholders),
/* harmony export */   Qf: () => (/* binding */ placeholdersIn),
/* harmony export */   V2: () => (/* binding */ substitute),
/* harmony export */   Vu: () => (/* binding */ scalarToString),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   ik: () => (/* binding */ PlaceholderError),
/* harmony export */   iq: () => (/* binding */ ESCAPED_PLACEHOLDER),
/* harmony export */   rC: () => (/* binding */ expandDefaults),
/* harmony export */   x4: () => (/* binding */ resolveBindings),
/* harmony export */   xK: () => (/* binding */ MAX_DEFAULT_DEPTH)
/* harmony export */ });
/* unused harmony export PLACEHOLDER_OR_ESCAPED */
// Backslashes right before the braces follow Handlebars' tokenizer (handlebars.l: it looks at
// the last two characters before `{{`): one backslash makes it text (`\{{name}}`, the escape):
// no placeholder anywhere (validate, the run); where stagegate writes the text (prompts,
// instructions, values, paths) it reads `{{name}}`, the backslash dropped. Two or more
// (`\\{{name}}`) are a backslash before a real placeholder: one backslash is dropped and the
// value follows the rest (`C:\\{{dir}}` reads `C:\<dir>`). run: scripts get their backslashes as
// written, for bash to read; which placeholders are real follows the same rule
// (docs/workflow-format.md#inputs-and-placeholders).
const PLACEHOLDER = /(?<!(?:^|[^\\])\\)\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;
/** A placeholder with the backslashes right before it (group 1; one backslash: the escape). */
const PLACEHOLDER_OR_ESCAPED = /(\\*)\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;
/** An escaped placeholder `\{{name}}` (exactly one backslash before it): group 1 the name. */
const ESCAPED_PLACEHOLDER = /(?<!\\)\\\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;
/**
 * Replace every placeholder of `text` in one pass (Handlebars' rule for the backslashes before
 * it): `value(name)` gives its text, or undefined to leave it as written. An escaped one becomes
 * the text `{{name}}`; `\\{{name}}` becomes a backslash and the value. No value is scanned again.
 * `keepEscapes`: the escapes stay escapes, so the result is still a template that reads as the
 * same text (expandDefaults: a value put in that starts with a placeholder gets the backslash
 * before it doubled, as beforePlaceholder does, so it stays a backslash before that placeholder).
 */
function replacePlaceholders(text, value, options = {}) {
    return text.replace(PLACEHOLDER_OR_ESCAPED, (whole, backslashes, name) => {
        if (backslashes.length === 1)
            return options.keepEscapes === true ? whole : whole.slice(1);
        const v = value(name);
        if (v === undefined)
            return whole;
        const before = backslashes.slice(1);
        return (options.keepEscapes === true && /^\\*\{\{/.test(v) ? beforePlaceholder(before) : before) + v;
    });
}
/**
 * `template` with the workflow's defaults put in as a run puts them (replacePlaceholders, one pass
 * each: `\\{{dir}}` is a backslash and the value, a default's own placeholders are put in first),
 * every other placeholder and every escape left as written: what `validate` and `plan` read a
 * path or a default as, the same text a run makes of it once its other values are put in. A
 * cycle, or a chain deeper than MAX_DEFAULT_DEPTH, stays unexpanded. `memo` keeps each default's
 * expansion for the next call.
 */
function expandDefaults(template, defaults, memo = new Map(), expanding = new Set()) {
    try {
        return expandWithin(template, defaults, memo, expanding);
    }
    catch (error) {
        if (error === TOO_LARGE)
            return template;
        throw error;
    }
}
function expandWithin(template, defaults, memo, expanding) {
    // A default whose expansion would pass MAX_EXPANDED_DEFAULT_CHARS stays unexpanded too
    // (INPUT_DEFAULT_TOO_LARGE reports it): the values put in are counted before they are joined.
    // A default that is (or uses one that is) too large is memoised as TOO_LARGE: its users leave
    // it unexpanded rather than grow from its unexpanded text.
    let added = 0;
    return replacePlaceholders(template, (name) => {
        const value = Object.hasOwn(defaults, name) ? defaults[name] : undefined;
        if (value === null || value === undefined)
            return undefined;
        if (typeof value !== 'string')
            return String(value);
        if (expanding.has(name) || expanding.size >= MAX_DEFAULT_DEPTH)
            return undefined;
        let expanded = memo.get(name);
        if (expanded === undefined) {
            expanding.add(name);
            try {
                expanded = expandWithin(value, defaults, memo, expanding);
            }
            catch (error) {
                if (error !== TOO_LARGE)
                    throw error;
                expanded = TOO_LARGE_TEXT;
            }
            expanding.delete(name);
            memo.set(name, expanded);
        }
        if (expanded === TOO_LARGE_TEXT)
            throw TOO_LARGE;
        if ((added += expanded.length) > MAX_EXPANDED_DEFAULT_CHARS)
            throw TOO_LARGE;
        return expanded;
    }, { keepEscapes: true });
}
/** Thrown inside expandDefaults; the top call catches it and leaves the template as written. */
const TOO_LARGE = Symbol('too large');
/** The memo's mark of a default too large to expand (no default's text can be this object). */
const TOO_LARGE_TEXT = new String('');
/**
 * For importers: `text` from another runner, where nothing is a stagegate placeholder. Every
 * `{{name}}` becomes the escape `\{{name}}`, which reads `{{name}}`. Backslashes the source puts
 * right before one cannot be kept (before an escape, two backslashes would make it a real
 * placeholder): they are dropped, so no value can ever be spliced there.
 */
function escapeText(text) {
    return text.replace(PLACEHOLDER_OR_ESCAPED, (whole, backslashes) => `\\${whole.slice(backslashes.length)}`);
}
/**
 * For importers: `before` is source text written right before a placeholder the importer puts
 * there. A backslash ending it would turn the placeholder into an escape (one) or lose one of
 * them (more): one more keeps every backslash and the value after them.
 */
function beforePlaceholder(before) {
    return /\\$/.test(before) ? `${before}\\` : before;
}
function placeholdersIn(text) {
    const names = [];
    for (const match of text.matchAll(PLACEHOLDER))
        names.push(match[1]);
    return names;
}
/** How deep defaults may refer to other defaults (real workflows use two or three levels). */
const MAX_DEFAULT_DEPTH = 256;
/**
 * How long a default may grow once the placeholders it uses are put in (1 MiB of characters):
 * defaults that each use another twice double at every level, 40 levels make a terabyte.
 */
const MAX_EXPANDED_DEFAULT_CHARS = 1024 * 1024;
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
    const out = replacePlaceholders(text, (name) => {
        const value = bindings.get(name);
        if (value === undefined) {
            if (!missing.includes(name))
                missing.push(name);
            return undefined;
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
    // The longest chain of defaults each resolved default starts (a node count): a chain is refused
    // at the same depth whichever of its defaults the loop below happens to resolve first.
    const heights = new Map();
    const resolveDefault = (name, chain) => {
        if (result.has(name)) {
            if (chain.length + (heights.get(name) ?? 0) > MAX_DEFAULT_DEPTH)
                tooDeep([...chain, name]);
            return result.get(name);
        }
        const template = pending.get(name);
        if (template === undefined)
            return lower.get(name);
        if (resolving.has(name)) {
            const cycle = [...chain.slice(chain.indexOf(name)), name];
            throw new PlaceholderError(`defaults reference each other in a cycle: ${cycle.join(' -> ')}`, [], cycle);
        }
        // Deeper than any real workflow: refuse instead of recursing until the stack overflows.
        if (chain.length >= MAX_DEFAULT_DEPTH)
            tooDeep([...chain, name]);
        resolving.add(name);
        let unresolved = false;
        let size = 0;
        const tooLarge = () => {
            throw new PlaceholderError(`INPUT_DEFAULT_TOO_LARGE: default '${name}' expands to more than ${MAX_EXPANDED_DEFAULT_CHARS} characters (1 MiB) once the placeholders it uses are put in`, [chain[0] ?? name]);
        };
        let height = 1;
        const value = replacePlaceholders(template, (ref) => {
            const v = resolveDefault(ref, [...chain, name]);
            height = Math.max(height, 1 + (heights.get(ref) ?? 0));
            if (v === undefined)
                unresolved = true;
            // Counted before the text is joined: a value growing by doubling never reaches memory.
            else if ((size += v.length) > MAX_EXPANDED_DEFAULT_CHARS)
                tooLarge();
            return v;
        });
        if (value.length > MAX_EXPANDED_DEFAULT_CHARS)
            tooLarge();
        resolving.delete(name);
        if (unresolved)
            return undefined;
        heights.set(name, height);
        result.set(name, value);
        return value;
    };
    const tooDeep = (chain) => {
        throw new PlaceholderError(`DEFAULTS_TOO_DEEP: defaults refer to each other more than ${MAX_DEFAULT_DEPTH} levels deep (${chain.slice(0, 3).join(' -> ')} -> \u2026)`, [chain[0]]);
    };
    for (const name of pending.keys())
        resolveDefault(name, []);
    for (const [k, v] of lower)
        if (!result.has(k))
            result.set(k, v);
    return result;
}


/***/ }),

/***/ 16991:
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
/* harmony import */ var _state_taken_back_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20232);
/* harmony import */ var _workflow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57280);


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

/***/ 18072:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   np: () => (/* binding */ checkRunId)
/* harmony export */ });
/* unused harmony exports RUN_ID_PATTERN, runIdProblem */
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82862);
// Run ids are identifiers, never paths: they name folders (runs/<run_id>/) and state files, so a
// run id that could climb out of its folder, nest folders or overflow a file name is refused
// before any file is touched. The same rule holds for every run id: given (--run-id, run_id=),
// read from a state file, or derived by stagegate for a child or foreach item run.

/** One path component: a letter or digit first, then letters, digits, '.', '_' or '-'; at most 128. */
const RUN_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** Why `id` is not a run id, or undefined when it is one. */
function runIdProblem(id) {
    if (id.length === 0)
        return 'it is empty';
    if (id.length > 128)
        return `it is ${id.length} characters long (at most 128)`;
    if (id.includes('..'))
        return "it contains '..'";
    if (!RUN_ID_PATTERN.test(id))
        return /[\\/]/.test(id) ? 'it contains a path separator' : 'it must start with a letter or digit and hold only letters, digits, ., _ and -';
    return undefined;
}
/** Throw WORKFLOW_INPUT_INVALID unless `id` is a valid run id. `source` says where it came from. */
function checkRunId(id, source) {
    const problem = runIdProblem(id);
    if (problem === undefined)
        return;
    const shown = id.length > 60 ? `${JSON.stringify(id.slice(0, 60))}\u2026` : JSON.stringify(id);
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `${source} ${shown} is not a run id: ${problem}. Nothing was read or written`, {
        hint: 'A run id is one identifier, not a path: [A-Za-z0-9][A-Za-z0-9._-]{0,127} without "..", e.g. --run-id 20260904-audit.',
    });
}


/***/ }),

/***/ 41513:
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
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42183);
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

/***/ 39972:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J4: () => (/* binding */ declValueProblem),
/* harmony export */   cA: () => (/* binding */ lineOf),
/* harmony export */   i7: () => (/* binding */ nameValueProblem),
/* harmony export */   ib: () => (/* binding */ scanShellPlacements)
/* harmony export */ });
/* unused harmony exports IDENTIFIER, NAME_PART, COMPOUND_VALUE, declarationOf, nameReaderOf */
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42183);
// Where each {{placeholder}} of a `run:` script lands, as bash will parse the script: unquoted,
// inside "\u2026", '\u2026' or $'\u2026', in a here-document, in a comment, inside ${\u2026}, or in arithmetic.
// The runner never splices a value into the script: it passes each value in an environment
// variable and puts a reference to it where the placeholder was, written for that place
// (stage-command.ts). Bash does not parse the contents of a variable as code \u2014 except in
// arithmetic, where it evaluates them as an expression (`a[$(cmd)]` runs cmd), so a value used
// there must be an integer \u2014 and where a builtin reads a word as a variable NAME (`printf -v`,
// `read`, `unset`, `declare`, `[[ -v ]]` \u2026): bash evaluates a subscript in a name it is given
// (`arr[$(cmd)]`), so a value there must be a plain identifier. A placement no reference can serve (the body of a here-document with
// a quoted delimiter is never expanded) is refused, at validate and when the step runs.
//
// The scanner is conservative: text it cannot follow (an unterminated quote, an unmatched
// parenthesis) is refused rather than guessed at, and only when the script holds placeholders.

/** What a value used as a variable name must be (a subscript in a name is evaluated). */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** What a value that only continues a name (namePart) must be. */
const NAME_PART = /^[A-Za-z0-9_]*$/;
/**
 * A value a declaration of an array may read as a compound assignment: bash does so for `(\u2026)`;
 * any value that opens with ( is refused, as text after the placeholder may close it.
 */
const COMPOUND_VALUE = /^\(/;
/** The value rule of a site a builtin reads as a name: undefined when the value passes. */
function nameValueProblem(site, value) {
    if (site.nameFor === undefined)
        return undefined;
    if (site.namePart === true)
        return NAME_PART.test(value) ? undefined : 'letters, digits and _ only ([A-Za-z0-9_]*), as it continues a name';
    return IDENTIFIER.test(value) ? undefined : 'a plain identifier ([A-Za-z_][A-Za-z0-9_]*)';
}
/** The value rule of a declaration's value (declValue): undefined when the value passes. */
function declValueProblem(site, value) {
    const d = site.declValue;
    if (d === undefined || value === '')
        return undefined;
    if (d.integer)
        return /^[+-]?(0|[1-9][0-9]{0,17})$/.test(value) ? undefined : `an integer (\`${d.by}\` evaluates it as arithmetic)`;
    return COMPOUND_VALUE.test(value) ? `a value that is not (\u2026) (\`${d.by}\` reads a value (\u2026) as a compound array assignment, whose subscripts and words bash expands: ([$(cmd)]=1) runs cmd)` : undefined;
}
/**
 * The declaration whose value (`name=\u2026`) the placeholder is part of, or undefined. `prefix`: the
 * text of its word before the placeholder (quotes removed).
 */
function declarationOf(words, prefix) {
    let k = 0;
    while (k < words.length && (/^[A-Za-z_][A-Za-z0-9_]*\+?=/.test(words[k]) || words[k] === 'builtin' || words[k] === 'command'))
        k++;
    const command = words[k];
    if (command === undefined || !DECLARERS.has(command))
        return undefined;
    if (!/^[A-Za-z_][A-Za-z0-9_]*(\[[^\]]*\])?\+?=/.test(prefix))
        return undefined;
    let options = '';
    let ended = false;
    for (const a of words.slice(k + 1)) {
        if (a === '--')
            ended = true;
        else if (!ended && /^-[A-Za-z]+$/.test(a))
            options += a.slice(1);
    }
    if (/n/.test(options) && command !== 'export' && command !== 'readonly')
        return undefined; // a nameref: nameFor
    const integer = options.includes('i');
    const warn = integer || /[aA]/.test(options);
    // Not at the value's start: bash reads a compound value only when it opens the value.
    if (!integer && !/=$/.test(prefix))
        return undefined;
    return { by: `${command}${warn ? ' -' + [...new Set(options.replace(/[^aAi]/g, ''))].join('') : ''}`, integer, warn };
}
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
/** Builtins that declare the names they are given (name=value); -n makes the value a name too. */
const DECLARERS = new Set(['declare', 'typeset', 'local', 'export', 'readonly']);
/** Options taking an argument, per builtin whose other words are names. */
const READ_ARG_OPTIONS = 'adinNptu';
const MAPFILE_ARG_OPTIONS = 'dnOsuCc';
/**
 * The builtin that reads the word a placeholder stands in as a variable name, or undefined.
 * `words`: the finished words of its simple command; `prefix`: the text of its own word before
 * the placeholder (quotes removed); `cond`: inside [[ \u2026 ]].
 */
function nameReaderOf(words, prefix, cond) {
    let k = 0;
    while (k < words.length && (/^[A-Za-z_][A-Za-z0-9_]*\+?=/.test(words[k]) || words[k] === 'builtin' || words[k] === 'command'))
        k++;
    const command = words[k];
    const args = words.slice(k + 1);
    const previous = args.at(-1);
    const last = words.at(-1); // inside [[ \u2026 && \u2026 ]] the words restart after &&
    if ((cond || command === 'test' || command === '[') && (last === '-v' || last === '-R') && prefix === '')
        return `${command === 'test' || command === '[' ? command : '[['} ${last}`;
    if (command === undefined)
        return undefined;
    // Walk the options: `optionArg` is the option whose argument the next word is.
    const walk = (withArg) => {
        let optionArg;
        let operands = 0;
        let options = '';
        let ended = false;
        for (const a of args) {
            if (optionArg !== undefined)
                optionArg = undefined;
            else if (ended || !a.startsWith('-') || a === '-') {
                operands++;
                ended = true;
            }
            else if (a === '--')
                ended = true;
            else {
                options += a.slice(1);
                const last = a.length === 2 ? a[1] : '';
                if (last !== '' && withArg.includes(last))
                    optionArg = last;
                else if (a.length > 2) {
                    // -rp: the last option letter that takes an argument, with nothing after it, takes the next word.
                    const at = [...a.slice(1)].findIndex((c) => withArg.includes(c));
                    if (at === a.length - 2)
                        optionArg = a[a.length - 1];
                }
            }
        }
        return { ...(optionArg !== undefined ? { optionArg } : {}), operands, options };
    };
    // The placeholder is (part of) an operand, not of an option word such as -a{{x}}.
    const operand = !prefix.startsWith('-');
    switch (command) {
        case 'printf': {
            if (previous === '-v' && args.slice(0, -1).every((a) => a.startsWith('-')))
                return 'printf -v';
            if (/^-v/.test(prefix) && args.every((a) => a.startsWith('-')))
                return 'printf -v';
            return undefined;
        }
        case 'read': {
            const w = walk(READ_ARG_OPTIONS);
            if (w.optionArg !== undefined)
                return w.optionArg === 'a' ? 'read -a' : undefined;
            if (!operand)
                return /^-[A-Za-z]*a$/.test(prefix) ? 'read -a' : undefined; // -a{{x}}
            return 'read';
        }
        case 'mapfile':
        case 'readarray': {
            const w = walk(MAPFILE_ARG_OPTIONS);
            if (w.optionArg !== undefined)
                return undefined;
            return operand ? command : undefined;
        }
        case 'getopts': {
            const w = walk('');
            return w.operands === 1 && operand ? 'getopts' : undefined;
        }
        case 'wait': {
            if (previous === '-p' || (previous !== undefined && /^-[A-Za-z]*p$/.test(previous)))
                return 'wait -p';
            return /^-[A-Za-z]*p./.test(prefix) ? 'wait -p' : undefined;
        }
        case 'unset': {
            const w = walk('');
            return w.options.includes('f') || !operand ? undefined : 'unset';
        }
        default: {
            if (!DECLARERS.has(command))
                return undefined;
            const w = walk('');
            if (!operand)
                return undefined;
            if (!prefix.includes('='))
                return command;
            // declare -n ref={{x}}: the value of a nameref is a name.
            if (command !== 'export' && command !== 'readonly' && /n/.test(w.options) && /^[A-Za-z_][A-Za-z0-9_]*=$/.test(prefix))
                return `${command} -n`;
            return undefined;
        }
    }
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
    /** The finished words of the simple command being read, per nested command list; cond: inside [[ \u2026 ]]. */
    frames = [];
    constructor(s) {
        this.s = s;
    }
    site(placement, unsafe) {
        PLACEHOLDER_AT.lastIndex = this.i;
        const m = PLACEHOLDER_AT.exec(this.s);
        if (!m)
            return false;
        const frame = this.frames.at(-1);
        const evaluatedBy = evaluatorOf(frame?.words ?? []);
        const at = this.arith ? 'arith' : placement;
        const operandAt = frame !== undefined && !frame.redirect && (at === 'word' || at === 'double' || at === 'single' || at === 'ansi');
        const prefix = operandAt ? this.wordPrefix() : '';
        const nameFor = operandAt ? nameReaderOf(frame.words, prefix, frame.cond) : undefined;
        const namePart = nameFor !== undefined && IDENTIFIER.test(prefix);
        const declValue = operandAt && nameFor === undefined ? declarationOf(frame.words, prefix) : undefined;
        this.sites.push({ name: m[1], start: this.i, end: this.i + m[0].length, placement: at, ...(unsafe !== undefined ? { unsafe } : {}), ...(evaluatedBy !== undefined ? { evaluatedBy } : {}), ...(nameFor !== undefined ? { nameFor } : {}), ...(namePart ? { namePart: true } : {}), ...(declValue !== undefined ? { declValue } : {}) });
        this.i += m[0].length;
        return true;
    }
    /** The text of the current word before this.i, quotes removed (approximate: back to a blank or an operator). */
    wordPrefix() {
        let k = this.i;
        while (k > 0 && !/[\s;&|()<>`]/.test(this.s[k - 1]))
            k--;
        return this.s.slice(k, this.i).replace(/\$?["']/g, '');
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
        // redirect: the word being read is the target of < > <<< (not an operand of the command).
        const frame = { words, cond: false, redirect: false };
        this.frames.push(frame);
        const endWord = () => {
            if (word !== '' && frame.redirect)
                frame.redirect = false;
            else if (word !== '') {
                if (STARTERS.has(word) && commandStart)
                    words.length = 0;
                else
                    words.push(word);
                if (word === '[[' && cond === undefined) {
                    cond = { from: this.sites.length, arithmetic: false };
                    frame.cond = true;
                }
                else if (word === ']]' && cond !== undefined) {
                    if (cond.arithmetic)
                        for (let k = cond.from; k < this.sites.length; k++)
                            this.sites[k].placement = 'arith';
                    cond = undefined;
                    frame.cond = false;
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
            frame.redirect = false;
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
            if (c === '&' && s[this.i + 1] === '>') {
                // &>file &>>file: a redirection of stdout and stderr, not a command separator.
                endWord();
                this.i += s[this.i + 2] === '>' ? 3 : 2;
                frame.redirect = true;
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
                // 2>\u2026 {fd}>\u2026: the word before is the redirection's descriptor, no word of the command.
                if (/^([0-9]+|\{[A-Za-z_][A-Za-z0-9_]*\})$/.test(word))
                    word = '';
                endWord();
                if (s[this.i + 1] === '(') {
                    this.i += 2;
                    this.command(')');
                    wordStart = false;
                    frame.redirect = false; // < <(\u2026): the process substitution was the target
                    continue;
                }
                if (this.startsWith('<<<')) {
                    this.i += 3;
                    frame.redirect = true;
                    continue;
                }
                if (this.startsWith('<<')) {
                    this.i += 2;
                    this.heredocOperator();
                    continue;
                }
                this.i++;
                if (s[this.i] === '>' || s[this.i] === '|')
                    this.i++; // >> <> >|
                if (s[this.i] === '&')
                    this.i++; // >&2 <&3 2>&1: a descriptor follows, not a command separator
                frame.redirect = true;
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

/***/ 47325:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A8: () => (/* binding */ gateSchemaEngineOf),
/* harmony export */   LR: () => (/* binding */ InvocationReaders)
/* harmony export */ });
/* unused harmony export withWorkflowReaders */
/* harmony import */ var _formats_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27932);
/* harmony import */ var _gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38266);
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
        throw new _gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .GateSchemaEngineNeeded */ .MI();
    return readers.gateSchema;
}
const LOADERS = { importer: _formats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .loadImporter */ .r2, gateSchemaEngine: _gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .loadGateSchemaEngine */ .xf };
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
                else if (error instanceof _gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .GateSchemaEngineNeeded */ .MI && this.loaded.gateSchema === undefined)
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

/***/ 57280:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B0: () => (/* binding */ EXECUTABLE_KINDS),
/* harmony export */   Bv: () => (/* binding */ declaredCompletedCount),
/* harmony export */   EV: () => (/* binding */ DEFAULT_TIMEOUT_MINUTES),
/* harmony export */   K2: () => (/* binding */ declaredStepCount),
/* harmony export */   QR: () => (/* binding */ targetsOf),
/* harmony export */   QU: () => (/* binding */ ASK_TARGET),
/* harmony export */   au: () => (/* binding */ stepNamed),
/* harmony export */   bR: () => (/* binding */ CONTROL_NAMES),
/* harmony export */   d_: () => (/* binding */ classifyStep),
/* harmony export */   e2: () => (/* binding */ TERMINAL_TARGETS),
/* harmony export */   jF: () => (/* binding */ isResolverStep),
/* harmony export */   qc: () => (/* binding */ DEFAULT_MAX_VISITS),
/* harmony export */   s4: () => (/* binding */ conditionalInputs),
/* harmony export */   tG: () => (/* binding */ BLOCKING_NAMES),
/* harmony export */   xG: () => (/* binding */ RUNNER_OWNED),
/* harmony export */   zU: () => (/* binding */ routesToAsk)
/* harmony export */ });
/* unused harmony export STEP_KIND_KEYS */
/**
 * The top-level step `name` names: a step id, else the one step whose id as written in an imported
 * file it is (StepModel.written). Undefined when none, or when several steps were written so.
 */
function stepNamed(workflow, name) {
    if (workflow.steps.has(name))
        return name;
    const matches = [...workflow.steps.values()].filter((s) => s.written === name);
    return matches.length === 1 ? matches[0].id : undefined;
}
/** The steps a run counts its progress against ("[2/5]"): those the file declares. */
function declaredStepCount(workflow) {
    let n = 0;
    for (const step of workflow.steps.values())
        if (step.implicit !== true)
            n++;
    return n;
}
/** The run's completed steps as its progress counts them ("[2/5]"): those the file declares. */
function declaredCompletedCount(workflow, completed) {
    let n = 0;
    for (const id of completed)
        if (workflow.steps.get(id)?.implicit !== true)
            n++;
    return n;
}
const TERMINAL_TARGETS = new Set(['DONE', 'BLOCKED']);
/**
 * The reserved status target that asks a person (docs/workflow-format.md#asking-mid-stage): the
 * gate's `question:` is kept, the run stops WORKFLOW_ANSWER_REQUIRED, and `run --answer` runs the
 * step again with the answer. Not an edge of the graph: the step stays where it is.
 */
const ASK_TARGET = 'ASK';
/** Whether `status` of `step` routes to ASK (a plain target: validate/rules/ask.ts refuses any other form). */
function routesToAsk(step, status) {
    const statuses = step.def.statuses;
    return statuses !== undefined && Object.hasOwn(statuses, status) && statuses[status] === ASK_TARGET;
}
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
/** The keys that give a step its kind: a step has exactly one (the published JSON Schema says so too: scripts/gen-schema.ts). */
const STEP_KIND_KEYS = ['run', 'prompt', 'inline_instruction', 'action', 'instruction', 'child_workflow', 'foreach', 'decide', 'approval', 'parallel'];
/** Decide a step's kind from its keys, or say why the keys do not make one kind. */
function classifyStep(def) {
    const markers = STEP_KIND_KEYS.filter((k) => def[k] !== undefined);
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

/***/ 46773:
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

/***/ 56614:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WF: () => (/* binding */ parseYamlSource),
/* harmony export */   lp: () => (/* binding */ MAX_WORKFLOW_BYTES)
/* harmony export */ });
/* unused harmony exports MAX_ALIAS_COUNT, MAX_DEPTH */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
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

/***/ 57968:
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
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88532);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17925);
/* harmony import */ var zod_v4_locales_en_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30252);
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

/***/ 43671:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OC: () => (/* binding */ missingValuesHint),
/* harmony export */   ST: () => (/* binding */ resolveOutput),
/* harmony export */   rV: () => (/* binding */ stepBindings)
/* harmony export */ });
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42183);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82862);
/* harmony import */ var _model_references_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16991);
/* harmony import */ var _model_input_order_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(94864);
/* harmony import */ var _state_taken_back_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(20232);
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

/***/ 84495:
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

/***/ 21543:
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

/***/ 33136:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BX: () => (/* binding */ shownInputs),
/* harmony export */   J4: () => (/* binding */ SECRET_NAME),
/* harmony export */   JJ: () => (/* binding */ shownValue),
/* harmony export */   WD: () => (/* binding */ secretValuesOf),
/* harmony export */   Z$: () => (/* binding */ maskValues),
/* harmony export */   az: () => (/* binding */ maskedJson),
/* harmony export */   oW: () => (/* binding */ namedSecretsOf),
/* harmony export */   pS: () => (/* binding */ shownPath),
/* harmony export */   v5: () => (/* reexport safe */ _form_masker_js__WEBPACK_IMPORTED_MODULE_0__.v5),
/* harmony export */   vb: () => (/* binding */ MIN_SECRET_LENGTH)
/* harmony export */ });
/* unused harmony exports urlPasswords, valuesMasker */
/* harmony import */ var _secret_forms_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21543);
/* harmony import */ var _form_masker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84495);
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
    const masker = new FormMasker(maskedForms(values));
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

/***/ 36519:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IB: () => (/* binding */ STAGEGATE_BIN),
/* harmony export */   MX: () => (/* binding */ buildShellCommand),
/* harmony export */   _7: () => (/* binding */ stageEnvironment),
/* harmony export */   bn: () => (/* binding */ INPUT_VARIABLE_PREFIX),
/* harmony export */   lA: () => (/* binding */ ATTEMPT_TOKEN_VARIABLE)
/* harmony export */ });
/* unused harmony exports SHELL_ARGS, valueVariable, envName */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82862);
/* harmony import */ var _gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38266);
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42183);
/* harmony import */ var _model_shell_placements_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39972);
/* harmony import */ var _model_input_types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(43013);
// How a shell stage becomes a process: argv for bash (the script is one argv element, never
// assembled into a larger shell string), and the STAGEGATE_* environment every stage gets.
// A {{placeholder}} in run: text never puts its value into the script: each value travels in an
// environment variable (STAGEGATE_VALUE_<n>) and the placeholder becomes a reference to it written
// for the place it stands in (shell-placements.ts). Bash never parses a variable's contents as
// code, except in arithmetic, where a value must therefore be an integer, and in a word a builtin
// reads as a variable name (printf -v, read, declare \u2026), where it must be a plain identifier.




// A value bash evaluates as arithmetic must be a plain decimal integer (anything else could run code).

/** bash like GitHub Actions runs `shell: bash`: no profile, exit on error, pipefail. */
const SHELL_ARGS = ['--noprofile', '--norc', '-eo', 'pipefail', '-c'];
/** The variable that carries the n-th distinct placeholder value of a script. */
const valueVariable = (n) => `STAGEGATE_VALUE_${n}`;
function reference(placement, variable) {
    switch (placement) {
        case 'double':
        case 'heredoc':
        case 'arith':
            return `\${${variable}}`;
        case 'single':
            // Close the quote, splice a double-quoted reference, reopen: still one word.
            return `'"\${${variable}}"'`;
        case 'ansi':
            return `'"\${${variable}}"$'`;
        default:
            return `"\${${variable}}"`;
    }
}
function buildShellCommand(step, bindings) {
    const text = step.def.run ?? '';
    const scan = (0,_model_shell_placements_js__WEBPACK_IMPORTED_MODULE_3__/* .scanShellPlacements */ .ib)(text);
    if (!scan.ok) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_CONTRACT_INVALID', `run: of step ${step.id}, line ${(0,_model_shell_placements_js__WEBPACK_IMPORTED_MODULE_3__/* .lineOf */ .cA)(text, scan.offset)}: stagegate cannot tell where its placeholders land (${scan.message}); nothing ran`, {
            hint: 'Fix the shell text (stagegate validate reports it as SHELL_PLACEHOLDER_UNSAFE), or read the value from its STAGEGATE_INPUT_<NAME> variable instead of a placeholder.',
        });
    }
    const missing = [...new Set(scan.sites.filter((site) => !bindings.has(site.name)).map((site) => site.name))];
    if (missing.length > 0)
        throw new _model_placeholders_js__WEBPACK_IMPORTED_MODULE_2__/* .PlaceholderError */ .ik(`unresolved placeholder${missing.length > 1 ? 's' : ''} ${missing.map((m) => `{{${m}}}`).join(', ')}`, missing);
    const variables = new Map();
    const env = {};
    let script = '';
    let from = 0;
    for (const site of scan.sites) {
        const where = `run: of step ${step.id}, line ${(0,_model_shell_placements_js__WEBPACK_IMPORTED_MODULE_3__/* .lineOf */ .cA)(text, site.start)}`;
        if (site.unsafe !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_CONTRACT_INVALID', `${where}: {{${site.name}}} cannot be made safe there: ${site.unsafe}; nothing ran`, {
                hint: 'Move the placeholder (stagegate validate reports it as SHELL_PLACEHOLDER_UNSAFE), or read the value from its STAGEGATE_INPUT_<NAME> variable.',
            });
        }
        const value = bindings.get(site.name);
        if (value.includes('\0'))
            throw nulRefused(step.id, `the value of {{${site.name}}} in its run: text`);
        if (site.placement === 'arith' && !_model_input_types_js__WEBPACK_IMPORTED_MODULE_4__/* .INTEGER */ .vh.test(value)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `${where}: {{${site.name}}} stands where bash evaluates arithmetic, so its value must be an integer; it is ${JSON.stringify(value.length > 60 ? value.slice(0, 60) + '\u2026' : value)}; the step did not start`, {
                hint: 'Make the value an integer where it comes from (a foreach binding: the registry row), or move the placeholder out of the arithmetic (quote it as a word and convert it in the script).',
            });
        }
        const nameProblem = (0,_model_shell_placements_js__WEBPACK_IMPORTED_MODULE_3__/* .nameValueProblem */ .i7)(site, value);
        if (nameProblem !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `${where}: {{${site.name}}} stands where \`${site.nameFor}\` reads a variable name (bash evaluates a subscript in a name), so its value must be ${nameProblem}; it is ${JSON.stringify(value.length > 60 ? value.slice(0, 60) + '\u2026' : value)}; the step did not start`, {
                hint: 'Make the value an identifier where it comes from (a foreach binding: the registry row), or use the value as data, not as a variable name (choose the variable with case "{{x}}" in \u2026).',
            });
        }
        const declProblem = (0,_model_shell_placements_js__WEBPACK_IMPORTED_MODULE_3__/* .declValueProblem */ .J4)(site, value);
        if (declProblem !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `${where}: {{${site.name}}} is the value of a declaration, so it must be ${declProblem}; it is ${JSON.stringify(value.length > 60 ? value.slice(0, 60) + '\u2026' : value)}; the step did not start`, {
                hint: 'Make the value fit where it comes from (a foreach binding: the registry row), or assign it as data: arr+=("{{x}}") for an array, a plain variable for an integer.',
            });
        }
        let variable = variables.get(site.name);
        if (variable === undefined) {
            variable = valueVariable(variables.size + 1);
            variables.set(site.name, variable);
            env[variable] = value;
        }
        script += text.slice(from, site.start) + reference(site.placement, variable);
        from = site.end;
    }
    script += text.slice(from);
    return { command: 'bash', args: [...SHELL_ARGS, script, `stagegate:${step.id}`], env };
}
/** The variable naming an executable that runs stagegate (docs/gate.md). */
const STAGEGATE_BIN = 'STAGEGATE_BIN';
/** The attempt's token in every process of the attempt (run/leftovers.ts): names processes, not a secret. */
const ATTEMPT_TOKEN_VARIABLE = 'STAGEGATE_ATTEMPT_TOKEN';
/** What the variable of each of a stage's inputs starts with (envName). */
const INPUT_VARIABLE_PREFIX = 'STAGEGATE_INPUT_';
function envName(input) {
    return `${INPUT_VARIABLE_PREFIX}${input.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}
function stageEnvironment(base, v) {
    const env = {};
    for (const [k, value] of Object.entries(base)) {
        // Our own variables from an outer run never leak into a nested one. STAGEGATE_BIN is how a
        // stage reaches stagegate itself (`"$STAGEGATE_BIN" gate OK`): the adapter running this
        // run sets it (the CLI to itself), so it passes through.
        if (value !== undefined && (!k.startsWith('STAGEGATE_') || k === STAGEGATE_BIN))
            env[k] = value;
    }
    env['STAGEGATE_WORKFLOW'] = v.workflow;
    env['STAGEGATE_STEP'] = v.step;
    env['STAGEGATE_RUN_ID'] = v.runId;
    env['STAGEGATE_OUTPUT'] = v.output?.abs ?? '';
    env['STAGEGATE_ARTIFACT'] = v.output?.rel ?? '';
    env['STAGEGATE_VISIT'] = String(v.visit);
    env['STAGEGATE_ATTEMPT'] = String(v.attempt);
    env['STAGEGATE_STATE_PATH'] = v.statePath;
    env['STAGEGATE_RUN_ROOT'] = v.runRoot;
    env['STAGEGATE_WORKSPACE'] = v.workspace;
    env[ATTEMPT_TOKEN_VARIABLE] = v.attemptToken;
    if (v.statuses !== undefined && v.statuses.length > 0)
        env['STAGEGATE_STATUSES'] = v.statuses.join(' ');
    if (v.effects !== undefined)
        env['STAGEGATE_EFFECTS'] = v.effects;
    if (v.gateSchema !== undefined)
        env[_gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .GATE_SCHEMA_VARIABLE */ .$x] = v.gateSchema;
    for (const [name, value] of Object.entries(v.inputs)) {
        // NUL cannot live in an environment variable: refused, never silently cut out.
        if (value.includes('\0'))
            throw nulRefused(v.step, `input ${name}`);
        env[envName(name)] = value;
    }
    return env;
}
function nulRefused(step, what) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `step ${step}: ${what} contains a NUL byte, which no process can receive; it is refused, not cut short`, {
        hint: 'Remove the NUL byte from the value (workflow defaults, step inputs, the invocation, the persisted state, or the output or gate value a {{steps.<id>...}} reference reads), then resume.',
    });
}


/***/ }),

/***/ 12454:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   At: () => (/* binding */ isStopCode),
/* harmony export */   GO: () => (/* binding */ STOP_CODES),
/* harmony export */   ML: () => (/* binding */ AGENT_GATE_FIX),
/* harmony export */   R$: () => (/* binding */ recordedExitStatus),
/* harmony export */   Ti: () => (/* binding */ stopClass),
/* harmony export */   U$: () => (/* binding */ JOIN_RERUN),
/* harmony export */   eq: () => (/* binding */ stopSignalOf),
/* harmony export */   ex: () => (/* binding */ exitStatusFor),
/* harmony export */   le: () => (/* binding */ PLAIN_RESUME_REFUSES),
/* harmony export */   mt: () => (/* binding */ exitStatusOfStop),
/* harmony export */   nT: () => (/* binding */ STAGE_FIX)
/* harmony export */ });
/* unused harmony exports EXIT_STATUS, STOP_SIGNALS, EXIT_USAGE, EXIT_VALIDATION_FAILED, EXIT_INTERNAL */
// Every stop code a run can end with, its class and its process exit status.
// The CLI, the Action and docs/stop-codes.md all read this table: one source of truth.
/** Exit status per class. 0 only for a finished or intentionally paused run. */
const EXIT_STATUS = {
    success: 0,
    // A command line the run refuses before anything is read or written (run --answer with no question pending).
    usage: 2,
    blocked: 3,
    input: 4,
    contract: 5,
    stage: 6,
    locked: 7,
    budget: 8,
    io: 9,
    // 128 + SIGINT, as a shell reports a process stopped by Ctrl-C (the CLI exits 143 for SIGTERM).
    interrupted: 130,
};
/** Signals a run is cancelled by, and their numbers: a process stopped by one exits 128 + its number. */
const STOP_SIGNALS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 };
/** `reason` (an AbortSignal's, a journal's `signal`) when it names a signal a run is cancelled by. */
function stopSignalOf(reason) {
    return typeof reason === 'string' && Object.hasOwn(STOP_SIGNALS, reason) ? reason : undefined;
}
/**
 * The exit status of a run that stopped with `code`: an interruption by a signal exits as a process
 * stopped by it would (130 SIGINT, 143 SIGTERM, 129 SIGHUP), whether `run` says it or `status` reads it.
 */
function exitStatusOfStop(code, signal) {
    const by = stopClass(code) === 'interrupted' ? stopSignalOf(signal) : undefined;
    return by !== undefined ? 128 + STOP_SIGNALS[by] : exitStatusFor(code);
}
/**
 * The exit status `status` and `history` give a run whose standing is `status`, its last
 * invocation `last`: 0 while IN_PROGRESS; else the stop's, with the signal that invocation recorded
 * when it ended with that stop (exitStatusOfStop).
 */
function recordedExitStatus(status, last) {
    return status === 'IN_PROGRESS' ? 0 : exitStatusOfStop(status, last?.outcome === status ? last.signal : undefined);
}
/** Exit statuses that are not stop codes. */
const EXIT_USAGE = 2; // bad command line
const EXIT_VALIDATION_FAILED = 1; // `stagegate validate` found errors
const EXIT_INTERNAL = 70; // a bug in stagegate (EX_SOFTWARE)
/** How a failed parallel join goes on once its cause is fixed (the stop code's fix, and the run's own). */
const JOIN_RERUN = 'then run the parallel step again with --rerun-from STEP (its branches that did not succeed run again, the succeeded ones are kept; refused where a child workflow branch would run again or branches were merged from shards), or start over with --mode fresh. Route PARALLEL_FAILED to a step to handle it inside the workflow.';
/**
 * What the stage must do about these two stops. The table's fix adds how a fix made by editing the
 * workflow is resumed, for any step; where a run stops at a concrete step, its fix says it in the
 * words of that step's kind instead (run/edit-fix.ts: a shell step's run: text, an agent step's
 * prompt file or inline_instruction).
 */
const STAGE_FIX = {
    STAGE_OUTPUT_MISSING: 'Make the stage write exactly the declared output path (it is in $STAGEGATE_OUTPUT), then resume: the same step runs again.',
    GATE_RESULT_MISSING: 'End the output with one WORKFLOW_GATE block (see docs/gate.md) and nothing after it, then resume.',
};
/**
 * GATE_RESULT_MISSING at an agent step: the agent, not the person reading the stop, writes the
 * block, and a block added to the file by hand never counts (only an output the attempt writes
 * does); a resume runs the step again with a prompt that quotes what was missing.
 */
const AGENT_GATE_FIX = (logs) => `The agent did not end its output with the one WORKFLOW_GATE block its stage contract asks for (see docs/gate.md): do not add the block to the file by hand, only an output the next attempt writes counts. Resume: the step runs again, and its prompt quotes what was missing (\`${logs}\` shows what the agent did).`;
/** Why a workflow edit needs --allow-workflow-change: what a plain resume does instead. */
const PLAIN_RESUME_REFUSES = 'a plain resume stops WORKFLOW_STATE_INTEGRITY_VIOLATION: the workflow changed';
const EDIT_FIX_ANY_STEP = `If you fix it by editing the workflow file (a shell step's run: text, an agent step's inline_instruction), resume with --allow-workflow-change (${PLAIN_RESUME_REFUSES}); an edited prompt file (an agent step's prompt:) is no workflow change: a plain resume runs the step with it.`;
const STOP_CODES = {
    WORKFLOW_COMPLETE: {
        class: 'success',
        summary: 'The workflow reached DONE: every stage on the path wrote its declared output and a valid gate.',
        fix: 'Nothing to do. Running again in resume mode at the same source commit reports the same result and runs nothing (at another commit on_source_change decides: refuse stops with STALE_ARTIFACT_REJECTED); use --mode fresh to execute again.',
    },
    PARTIAL_RESUMABLE: {
        class: 'success',
        summary: 'The run stopped on purpose (stop_after_step, or a pause such as an approval) with the next step persisted.',
        fix: 'Run the same command again without --stop-after-step (resume is the default) to continue from the persisted next step, and without those of --mode fresh (it would start over again), --rerun-from (it would take back the verdicts again) and --answer (it was recorded) it had: the run\'s own fix names the ones it had.',
    },
    WORKFLOW_BLOCKED_SOURCE_GAPS: {
        class: 'blocked',
        summary: 'A stage routed to BLOCKED while its gate reported source_resolvable_open > 0.',
        fix: 'Resolve the open items the blocking artifact (the output of the step that routed to BLOCKED) lists: they are answerable from the source. Then run that step again, keeping the verdicts before it (--rerun-from STEP), or start the run again with --mode fresh.',
    },
    WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: {
        class: 'blocked',
        summary: 'A stage routed to BLOCKED and nothing left open is resolvable from the source.',
        fix: 'Supply the external evidence the blocking artifact (the output of the step that routed to BLOCKED) asks for, then run that step again, keeping the verdicts before it (--rerun-from STEP), or start the run again with --mode fresh.',
    },
    WORKFLOW_BLOCKED_LOOP_LIMIT: {
        class: 'blocked',
        summary: 'A step would be entered more often than its max_visits (step value, else execution.max_visits, else 10).',
        fix: 'Read the last gates of the loop to see why it does not converge and fix the cause. Then raise max_visits of the step it would have entered (named in the message), and of every other step on the loop back to it that has had its max_visits visits (the fix of the run names them), and continue the run from that step, keeping its earlier verdicts: run --rerun-from STEP --allow-workflow-change; or start over with --mode fresh.',
    },
    WORKFLOW_BLOCKED_STALLED: {
        class: 'blocked',
        summary: 'A loop revisited a step, its accepted gate was identical to the previous visit (status, unresolved counts, output sha256), and no output accepted anywhere in the run since that visit changed: the loop reached a fixed point and makes no progress.',
        fix: 'Read the outputs of the loop\'s stages (every one repeated itself) and fix why nothing changes; where a repeat is the expected end of the loop, give the stalled step on_stall: <the step to go to>. Then run with --mode fresh.',
    },
    WORKFLOW_BLOCKED_DEPENDENCY_CYCLE: {
        class: 'blocked',
        summary: 'The items of a foreach registry depend on each other in a cycle (the message lists it): no item order exists. Nothing of the foreach ran; the step stays active.',
        fix: 'Break the cycle in the registry\'s dependency column (depends_field, default "Depends On"), then resume: the registry is read again.',
    },
    WORKFLOW_BLOCKED_ITEMS_DEFERRED: {
        class: 'blocked',
        summary: 'Every remaining foreach item is deferred (defer_current_artifact) and none can progress: the dependencies they wait for are not VERIFIED, or they deferred with none outstanding. The step stays active.',
        fix: 'Read the deferred items\' last outputs (the message names them); supply what they wait for, then resume: each deferred item is revisited once.',
    },
    FOREACH_COMPLETION_UNSATISFIED: {
        class: 'blocked',
        summary: 'Every foreach item finished, but completion.require does not hold for the registry rows (the message names the rows and their status). The step stays active.',
        fix: "The printed fix is the one for the rows the message names. Rows of the run's items: set the value completion.require asks for on them (by the stage whose work that is, or by hand once the work is done), then resume: the registry is checked again; no item runs again. Rows foreach.items left out: nothing in the run sets them \u2014 set them by hand once their work is done, or change require to all items verified and resume with --allow-workflow-change. A registry without rows: put back the rows of the items the foreach loaded, or, when it had none from the start, have a step before the foreach write them and start over with --mode fresh. A require asking the column the runner marks for another value than VERIFIED (all rows BUILT) can never hold, since the runner marks each verified item's row VERIFIED again: change require (all rows VERIFIED) and resume with --allow-workflow-change. Rows added to the registry after the foreach loaded its items are no items of the run and no resume runs them: take them out of the registry to finish the run with its items (then, to run them, put them back and rerun from a step before the foreach: --rerun-from is refused while the run is at it), or start over with --mode fresh.",
    },
    FOREACH_REGISTRY_INVALID: {
        class: 'contract',
        summary: 'The registry a foreach reads cannot be used: unreadable, not a .md/.yaml/.yml/.json file, no table with the id column, a malformed row, an empty or duplicate item id, an item id holding a newline or control character, or a dependency naming no item (the message names file:line). The step stays active.',
        fix: 'Fix the registry at the file and line named, then resume: the registry is read again. When a step of the run wrote it (its accepted output, which a hand edit would make STALE_ARTIFACT_REJECTED), fix that step instead and run it again: commit the fix and resume with --on-source-change rerun, or start over with --mode fresh.',
    },
    WORKFLOW_BLOCKED_PARALLEL_JOIN: {
        class: 'blocked',
        summary: "A parallel step's join (all, any or majority) could not be satisfied, and its statuses do not route PARALLEL_FAILED (nor has it on_failure).",
        fix: `See how each failed branch failed (the message names each with its exit status, gate status or timeout, and its log; stagegate status lists the branches) and read the branches' logs (\`stagegate logs WORKFLOW --run-id ID STEP\`); fix the cause, ${JOIN_RERUN}`,
    },
    WORKFLOW_TERMINAL_STATUS: {
        class: 'blocked',
        summary: 'A hand-off step ended the run with its own terminal_status (reported under that name).',
        fix: 'Follow the instruction of the terminal step; start again with --mode fresh when the hand-off is done.',
    },
    WORKFLOW_INPUT_REQUIRED: {
        class: 'input',
        summary: 'A required input, run id or execution control is missing or names something that does not exist. Nothing ran and no state was written. (When a step reached later needs a value nothing provides \u2014 a path or stage input made of an optional input not given, a `steps.<id>` reference not resolvable yet, the answer a step `asks` a person for (an aiox `elicit: true` step) \u2014 the run stops at that step, resumable, and its `fix:` names the input to pass (for an answer: the exact command, the same run with NAME=<answer>), or says when the reference resolves.)',
        fix: 'Pass the named inputs as name=value tokens (or --run-id / --stop-after-step with a declared step id): for required inputs not given, the CLI\'s `next:` is the command you typed with NAME=\'<value>\' added for each, your value in place of <value>; for a field a foreach registry lacks, fix the field name in the workflow or give the registry that column, then resume.',
    },
    WORKFLOW_ANSWER_REQUIRED: {
        class: 'input',
        summary: "A stage asked a person a question: its gate reported a status the step routes to ASK, with the question in the gate's `question:` key. The question is recorded (journal event question_asked, masked like gate values) and shown by run, status, plan and the Action's summary; the step stays active and its output is not accepted. A resume without an answer stops the same way again.",
        fix: "Answer with the command `next:` gives: the same resume with `--answer '<your answer>'` (or --answer-file PATH; the Action: its `answer` input). The step then runs again, a new attempt of the same visit, with every question and answer of the visit in its prompt (a shell stage: $STAGEGATE_QUESTION and $STAGEGATE_ANSWER).",
    },
    WORKFLOW_INPUT_INVALID: {
        class: 'input',
        summary: 'The invocation gives something no run accepts: a run id that is not an identifier ([A-Za-z0-9][A-Za-z0-9._-]{0,127}, no ".."), a name=value token the workflow does not declare (a typo, a runtime reference such as steps.<id>.output, a runner-owned value), a value its declared type (inputs.types) does not allow, or a value that stands in shell arithmetic and is not an integer, or stands where a builtin reads a variable name (printf -v, read, declare \u2026) and is not a plain identifier. Checked before anything is read or written (a value that is not an input, met in arithmetic as a step starts: that step did not start).',
        fix: 'Pass a run id that is one identifier, only declared inputs (the message suggests the closest one), and values of their declared type (an integer where the message says arithmetic).',
    },
    WORKFLOW_FRESH_EXECUTION_BLOCKED: {
        class: 'input',
        summary: 'A fresh run cannot actually run: a required input, its run id or a required input file is unavailable, or its state_path or an output would lie outside its own run root (the artifact_root, else the folder of the state file, when it names the run; otherwise <that folder>/runs/<run_id>). Nothing ran and nothing was moved aside.',
        fix: 'Pass the missing input (the CLI\'s `next:` is the command you typed with NAME=\'<value>\' added for each, your value in place of <value>) or create the missing file named in the message; for a path outside the run root, make state_path and outputs use {{artifact_root}} (or run the workflow in resume mode).',
    },
    WORKFLOW_STATE_OWNED_BY_OTHER_RUN: {
        class: 'input',
        summary: 'The state file this invocation would use holds another run: its state_path does not name the run (every run id shares it), inputs given replace the defaults that would name it, or the file was copied or moved there from another run\'s folder; or the run folder holds another run\'s manifest (two workflows whose state paths differ but share a folder: each run would write RUN_MANIFEST.yaml over the other\'s). Nothing was read as this run and nothing was written.',
        fix: 'Continue the run that owns the state (--run-id <owner>), or start the other run with --mode fresh (a fresh run keeps its state, outputs, manifest and logs under <artifact_root>/runs/<run_id>/, the message names the folder); drop an input that replaces the run-naming default; move a copied state and its journal back to the owner\'s folder; give a workflow whose run folder another workflow\'s run holds a folder of its own (a state_path or artifact_root that names the workflow). The message says which.',
    },
    WORKFLOW_INPUT_CONFLICT: {
        class: 'input',
        summary: 'This invocation binds an input to a different value than the run it resumes was started with.',
        fix: 'Resume with the original value (or omit it: persisted inputs are reused), or start over with --mode fresh.',
    },
    REQUIRED_INPUT_ARTIFACT_MISSING: {
        class: 'input',
        summary: 'A required input (or a given optional one) named *_path, *_artifact, *_file, *_manifest or *_state does not name an existing file inside the workspace. A default naming a stage\'s own output is never checked.',
        fix: 'Create the file or pass the right path (workspace-relative).',
    },
    AGENT_NOT_FOUND: {
        class: 'input',
        summary: 'An agent-driven step would run an agent CLI (claude, codex, gemini, copilot, opencode, or the command agent\'s executable) that is not installed: it is not on the PATH, or the path given does not exist or is not executable. Nothing ran.',
        fix: 'Install the CLI the message names (it gives the command), or choose another agent with --agent NAME (or --agent command --agent-command PATH), then run again.',
    },
    WORKFLOW_CONTRACT_INVALID: {
        class: 'contract',
        summary: 'The workflow file failed validation (schema, references, placeholders or paths); nothing ran.',
        fix: 'Run `stagegate validate <workflow>` and fix each diagnostic at the file and line it names.',
    },
    STEP_KIND_NOT_SUPPORTED: {
        class: 'contract',
        summary: 'Reserved: the run reached a step kind this version of stagegate validates but cannot execute. Every kind of this version executes, so no run ends with it today.',
        fix: 'Replace the step with a shell stage (run:), or run that step with a tool that supports it.',
    },
    PATH_OUTSIDE_WORKSPACE: {
        class: 'contract',
        summary: "A path the workflow or an input names resolves outside the workspace (absolute, .. or a symlink), or into a .git folder (where a workflow could plant hooks or config), or \u2014 a step's output \u2014 onto a file the runner writes for the run (its state file, journal, lock, manifest, logs/, effects/). Nothing was written there. A step's output refused when the run resolves it (an input in its path) is said at the workflow's line of that `output:` (`wf.yaml:9:13 output of step \u2026`; `--json`: `location`).",
        fix: 'Use a workspace-relative path that stays inside the workspace and outside .git, without symlinks that lead out (or into .git).',
    },
    STAGE_OUTPUT_MISSING: {
        class: 'contract',
        summary: 'The stage exited 0 but its declared output file does not exist.',
        fix: `${STAGE_FIX.STAGE_OUTPUT_MISSING} ${EDIT_FIX_ANY_STEP}`,
    },
    STALE_ARTIFACT_REJECTED: {
        class: 'contract',
        summary: 'The declared output exists but was not written by this attempt, or it changed while the runner read it for its gate and sha256 (a process the stage left running still writing it); an accepted output changed after its gate was accepted (found by a resume or `status`, or by the invocation whose later stage changed it, before it reports success), a resume found verdicts made at another source commit or agent package version (on_source_change: refuse), or the checkout of a shard leg is at another commit than its run.',
        fix: 'An attempt whose output was not written anew, or changed while read: make the stage write its declared output on every attempt, and finish writing it before it exits (wait for any process it starts in the background), then resume (the same step runs again; it has no verdict to take back, so --rerun-from does not apply). An accepted output that changed since: restore it, or run its step again with --rerun-from STEP (its output is written anew; the verdicts before it are kept). After a new commit: resume with --on-source-change rerun (the stale steps run again) or keep (continue with the old verdicts). Or start over with --mode fresh.',
    },
    GATE_RESULT_MISSING: {
        class: 'contract',
        summary: "The declared output does not end with exactly one valid WORKFLOW_GATE block matching this workflow, step and artifact. The message names the output and, where the problem is on a line of it, that line (`runs/r1/review.md:5: gate field 'step' is 'other', expected 'review'`; `--json`: `location`); the step stays active.",
        fix: `${STAGE_FIX.GATE_RESULT_MISSING} ${EDIT_FIX_ANY_STEP}`,
    },
    GATE_QUESTION_MISSING: {
        class: 'contract',
        summary: "The gate reported a status the step routes to ASK but carries no `question:` key holding text (`stagegate gate NEED_INFO --set question='\u2026'`; text without a NUL byte, which the answered rerun's environment could not carry). The message names the output and the gate's `status:` line; the step stays active.",
        fix: "Make the stage write its question in the gate's `question:` key whenever it reports a status its step routes to ASK, then resume: the step runs again.",
    },
    WORKFLOW_ANSWER_NOT_PENDING: {
        class: 'usage',
        summary: 'run --answer (or --answer-file, the Action\'s `answer` input) was given, but the run has no question waiting for an answer (it is not stopped WORKFLOW_ANSWER_REQUIRED, or the invocation starts it afresh), or the question is a child workflow run\'s (that run takes the answer: `next:` is its run --answer). Nothing was read as an answer and nothing was written. (The Action\'s re-run of the job that answered, its answer the run\'s last by the same actor, is no refusal: the run continues.)',
        fix: 'Run again without --answer (`stagegate status` says where the run stands), or answer the run that asks (its run id).',
    },
    WORKFLOW_BLOCKED_QUESTION_LIMIT: {
        class: 'blocked',
        summary: 'A stage asked a fourth question in one visit of its step (at most 3 are answered per visit): the attempt fails with this code, which the step\'s on_failure routes like STAGE_FAILED; without one the run stops here.',
        fix: 'Read the questions and answers of the visit (`stagegate history`), give the stage what it keeps asking for as an input or in its task text, then run the step again as a new visit with --rerun-from STEP, the command `next:` gives (a plain resume fails the same way: the visit has used its questions), or route the failure with on_failure.',
    },
    WORKFLOW_STATUS_CONTRACT_VIOLATION: {
        class: 'contract',
        summary: "The gate reported a status that the step does not route in its statuses map. The message names the output and the gate's `status:` line (`runs/r1/review.md:6: step review reported status MAYBE, \u2026`; `--json`: `location`).",
        fix: 'Emit one of the step\u2019s declared statuses, then resume; or add the status to the workflow\u2019s statuses map and resume with --allow-workflow-change (the workflow file changed).',
    },
    GATE_SCHEMA_VIOLATION: {
        class: 'contract',
        summary: "The gate's extra keys (every key beyond the standard ones) do not match the step's gate_schema; the message names the output, the schema and up to five mismatches (e.g. /score must be integer). The step stays active.",
        fix: 'Make the stage write extra keys that match its gate_schema (or correct the schema), then resume: the step runs again.',
    },
    WORKFLOW_STATE_INTEGRITY_VIOLATION: {
        class: 'contract',
        summary: 'The persisted state contradicts itself or the workflow (unparseable, wrong active step, changed workflow, moved artifacts), or the run\'s files do not match it (RUN_MANIFEST.yaml there but not parsing or differing from its journal; its journal missing beside the state file or manifest; attempt logs in its logs folder that its journal does not record: an older copy of the run restored over a newer one). The state file and manifest were left as they were.',
        fix: 'The journal is the run\'s record. When it verifies (`stagegate history` shows its events) and only workflow_state.yaml or RUN_MANIFEST.yaml beside it was edited, remove that file: the run\'s next `stagegate run` writes it again from the journal (a run not finished it also continues; status, history and list read the run from the journal meanwhile). A journal that does not verify needs a copy of it, or a new run with --mode fresh. Logs the journal does not record: restore the newest copy of the run\'s folder, or start over with --mode fresh. A workflow file changed on purpose: pass --allow-workflow-change.',
    },
    RUN_WRITTEN_BY_NEWER_STAGEGATE: {
        class: 'contract',
        summary: 'A newer stagegate than this one took part in the run (a run_started of its journal records a later stagegate_version): what it recorded \u2014 an event, a manifest section, a field \u2014 may be unknown to this build, which would misread it as an edit. Nothing was read further, written or moved: the journal, the state file and the manifest are as they were. A shard result (a foreach item\'s or a parallel branch\'s folder, a --from folder or an artifact) whose journal such a build wrote is refused by the merge the same way, naming its folder, before its SHARD.json is judged (not SHARD_TAMPERED): nothing was merged.',
        fix: 'Upgrade stagegate to the version the message names or a later one (npm install stagegate@<version>; the Action: its ref), then run the same command again \u2014 a version that is no plain release version (MAJOR.MINOR.PATCH, a short pre-release) is not repeated: upgrade to the latest release. Or start another run id with this stagegate.',
    },
    METHODOLOGY_PACKAGE_MODIFIED: {
        class: 'contract',
        summary: 'An agent stage created, changed or deleted a file of the methodology package (.ai-engineering/ and .github/skills/ of a 4.0 workflow whose workspace has them, the workflow or a prompt or skill it names), which a run must treat as read-only. The stage was not accepted.',
        fix: 'Restore the package files named in the message \u2014 git checkout -- <path> for one changed or deleted, remove one created (git status lists both) \u2014, tell the agent not to edit them, then resume: the stage runs again.',
    },
    STAGE_FAILED: {
        class: 'stage',
        summary: 'The stage process exited with a non-zero status (or was killed by a signal).',
        fix: 'Read the stage log named in the message, fix the cause, then resume: the same step runs again as a new attempt.',
    },
    STAGE_TIMEOUT: {
        class: 'stage',
        summary: 'The stage exceeded its time limit and its whole process tree was killed.',
        fix: 'Raise timeout_minutes or make the stage faster, then resume (raising it edits the workflow file: resume with --allow-workflow-change). The message says the limit the stage ran into.',
    },
    WORKFLOW_LOCKED: {
        class: 'locked',
        summary: 'Another stagegate process holds the lock of this run; this invocation changed nothing. Or the lock file names no process (unreadable: written by no stagegate run, or damaged, which the message says; or empty, which may be a runner\u2019s lock mid-write and is refused as a runner\u2019s): such a lock counts as held for 30 seconds after it was last written, then is recovered.',
        fix: 'Wait for the other runner to finish. A lock left by a dead process on this machine is recovered automatically. A lock file that names no process: if no stagegate runner is active for this run, remove it (the message names it), then run again.',
    },
    WORKFLOW_BUDGET_EXCEEDED: {
        class: 'budget',
        summary: 'A turn or cost budget of a step or of the workflow was exceeded.',
        fix: 'Raise the budget in the workflow (a resume after editing the workflow needs --allow-workflow-change) or reduce the work, then resume.',
    },
    APPROVAL_NOT_PENDING: {
        class: 'input',
        summary: 'stagegate approve or reject was given for a run that is not waiting at an approval step. Nothing was recorded.',
        fix: 'Check the run with stagegate status (pending_approval); resume it with stagegate run until it pauses at the approval step. A finished run takes no more decisions (a resume does not pause it again): to go through its approval again, start the workflow over, with a new run id or this one with --mode fresh. A run paused in a child workflow (a child_workflow step, or a child_workflow branch of a parallel step) is decided in the child run: the hint names it with the inputs that locate it. No run found at the state path (a CI job whose restore of the run failed or was skipped): restore the run root the job that paused it saved, then decide (docs/run-semantics.md#carrying-a-run-between-jobs-or-machines).',
    },
    APPROVER_NOT_ALLOWED: {
        class: 'input',
        summary: 'The approval step lists its approvers and --by names none of them. Nothing was recorded.',
        fix: 'Have one of the listed approvers decide: --by NAME with a name from the step\'s approval.approvers.',
    },
    APPROVAL_STATE_CHANGED: {
        class: 'contract',
        summary: 'The run state changed since the approval was requested (its sha256 differs from the one recorded with the pending approval): the decision would approve a state nobody saw. Nothing was recorded. A safeguard: a run\'s state changes only through its journal, whose edits are refused first (WORKFLOW_STATE_INTEGRITY_VIOLATION), and no way of reaching it through the commands of this version is known.',
        fix: 'Inspect what changed (stagegate status), restore the state or resume with stagegate run so the approval is requested again for the current state, then decide.',
    },
    STEP_NOT_SKIPPABLE: {
        class: 'input',
        summary: 'stagegate skip named a step that is not optional (optional: true with on_skip), or that is not the active step of the run. Nothing was recorded.',
        fix: 'Skip only the active optional step (stagegate status shows the active step); to make a later one active without running it, run with --stop-after-step the step that leads to it (an aiox step behind a condition: its <id>_when guard), then skip it; to skip one the run is already past, go back with --rerun-from that step and --stop-after-step it (the verdicts from it on are taken back), then skip it. Mark a step optional: true with on_skip in the workflow to make it skippable.',
    },
    GRAPH_TOO_LARGE: {
        class: 'input',
        summary: 'stagegate graph: the workflow is too large a graph for Mermaid to draw (more than 150 steps, counting those inside foreach and parallel steps; more than 400 transitions; or over 49,000 characters of chart with labels shortened). Nothing is printed on stdout but, with --json, the object without its chart.',
        fix: 'Read the workflow in parts instead: stagegate plan lists every path from each step, stagegate status (--json: steps) where a run is; or split the workflow into child workflows (child_workflow steps), each drawn on its own.',
    },
    STATE_WRITE_FAILED: {
        class: 'io',
        summary: 'The state or manifest could not be written (read-only directory, disk full, permissions). The previous state file is intact. The journal is the run\'s account: an append it took stands (the message names the stop it records). An append it did not take is tried once more as the run stops: the message says what that second try recorded (a resume goes on after it; a stage\'s failure it recorded is the run\'s stop instead, as `status` reports it), or, when it failed too, what is not recorded \u2014 a stage\'s failure or acceptance \u2014 and a resume runs that step again. When the journal took a stage\'s failure before the projections failed, the run stops with that failure instead (its own stop code and exit status, as `status` reports it), its message adding that the state file and manifest could not be written and why.',
        fix: 'Free space or fix permissions on the run root named in the message, then resume: the interrupted step runs again.',
    },
    RUN_FILE_UNSAFE: {
        class: 'io',
        summary: 'A file the runner owns is not a regular file it made: a FIFO, device, directory or symbolic link stands where a stage log, the lock, the run manifest (RUN_MANIFEST.yaml) or a temp file goes, or a temp file was replaced while it was written; or a file already stands where a new attempt\'s log goes (another execution\'s log, never appended to); or a stage log cannot be created at all (a read-only logs folder, a full disk). Nothing was written through it, and nothing was interrupted: the journal holds everything so far.',
        fix: 'Remove what stands at the path named in the message (a stage or a process it left running put it there; move it aside first if it holds anything you need), or make its folder writable (or free disk space), then resume. The manifest is written again from the journal, the lock is made again.',
    },
    SHARD_UNKNOWN: {
        class: 'input',
        summary: 'run --shard KEY named no item of the run\'s active foreach step, or no branch of its active parallel step (the message suggests the closest key a shard can still run: not one whose result the run already holds). Nothing ran.',
        fix: 'List the shards that can run with `stagegate shards <workflow> --run-id ID` and pass one of them.',
    },
    SHARD_NOT_READY: {
        class: 'input',
        summary: 'run --shard KEY cannot run that shard now: the run is not at a foreach or parallel step (or has finished), or an item the shard depends on is not VERIFIED yet (it runs in a later wave); or merge names a run that has not started (nothing to merge). Nothing ran.',
        fix: 'Run the run up to its fan-out step (--stop-after-step the step before it), merge the earlier wave (`stagegate merge`), then list the shards again with `stagegate shards`. A finished run runs no more shards: to fan out again, start the workflow over, with a new run id or this one with --mode fresh.',
    },
    SHARD_NOT_SUPPORTED: {
        class: 'input',
        summary: 'shards, run --shard KEY or merge at a parallel step with an action (or resolver) branch judged by its exit status: such a branch may revise outputs the run accepted before the step, and a shard carries back only what its branch accepted (on another machine the revision would be lost; here the merge would find the run\'s output changed). merge refuses the step\'s shard folders an earlier stagegate made (one that sharded such steps). validate warns of such a step (PARALLEL_BRANCH_NOT_SHARDABLE). Nothing ran, nothing was merged.',
        fix: 'Run the step in one process: the plain resume (`stagegate run <workflow> --run-id ID`, the next: command) runs its branches and re-records what they revise. To fan it out, give the branch a gate (run or prompt with statuses) that writes its own output instead of revising an earlier one.',
    },
    SHARD_ALREADY_MERGED: {
        class: 'input',
        summary: 'run --shard KEY named an item whose result the run already holds (merged, or finished in-process), or a branch with a verdict on the parallel step\'s visit. Nothing ran.',
        fix: 'Nothing to run: `stagegate shards` lists the shards still pending; `stagegate merge` continues the run.',
    },
    SHARD_TAMPERED: {
        class: 'contract',
        summary: 'A shard result does not verify: its SHARD.json is unreadable, its journal does not chain or replay, its journal head, outcome or outputs differ from what SHARD.json records, or an output copy\'s sha256 differs. The merge refused it (naming its folder) and merged nothing.',
        fix: 'Remove the named shard folder (or artifact) and run that shard again (`stagegate run ... --shard KEY`), then merge.',
    },
    SHARD_FOREIGN: {
        class: 'contract',
        summary: 'A shard result belongs elsewhere: another run id, another version of the workflow (its digest differs), another step or visit, an item (branch) the step does not have, or bindings the run\'s registry (its inputs, for a branch) does not give it, or a journal that ran for another instance of the run than its SHARD.json names. The merge refused it (naming its folder) and merged nothing. (A shard of the same run id whose SHARD.json names an instance of the run before a fresh start of it is no refusal: the merge names it and leaves it out, its key pending.) `run --shard KEY` stops with it, nothing run, when the key\'s folder holds a result or a run made for the run before its fresh start: remove that folder, then run the shard again. A resume that runs the items in-process stops with it the same way, before the item starts and nothing run, when the item\'s folder holds such a result or run: remove that folder, then resume.',
        fix: 'Pass only shard folders of this run (--from), or run the shard again for this run and workflow version, then merge; a folder the message names as made before the run\'s fresh start: remove it, then run the shard again or resume.',
    },
    SHARD_MERGE_INTERRUPTED: {
        class: 'input',
        summary: 'A resume (run) found a merge of the run interrupted while it copied shards from elsewhere into the run root (killed, or stopped by a full disk or an I/O error: the merge marker <state file>.merging names the folders): a folder there may be half copied, or whole with its outputs not yet in the workspace. A folder the marker names that cannot be looked at (a looping link on the way, a folder that may not be searched: the message names it with the error\'s code, ELOOP, EACCES, ...) counts as there: only one that is not there (ENOENT, ENOTDIR), or a path that leads outside the workspace (no folder of the run\'s), is gone. No item ran: the run stops at its foreach step with this code recorded, as the merge left it otherwise (nothing of those shards was merged). status and plan say the same stop, with the same merge to paste, before any resume. `run --shard KEY` stops with it, nothing run, when the marker names the key\'s folder: a leg there would run on a half-made copy, or make the folder again for the next resume to take for the merge\'s (the marker naming no folder that is there any more: remove the marker, then run the shard again).',
        fix: 'Run the merge again \u2014 the message gives the command, with the --from folders the interrupted merge was given: it copies the shards anew, puts their outputs in place and continues the run. If those folders are gone, remove the shard folders the message names and resume: those items then run here (the resume removes the marker, which then covers nothing, so a later resume continues them). A folder named as one that cannot be looked at: fix what stops that (the looping link, the permissions) or remove it first.',
    },
    SHARD_CONFLICT: {
        class: 'contract',
        summary: 'Two results of one shard key differ (two legs ran it, or a copy differs from the result already merged), or two shards wrote the same output path with different content. The merge refused them (naming both) and merged nothing.',
        fix: 'Keep one result of the key (remove the other folder or artifact) and merge again; a result already merged stays the one that counts.',
    },
    REWIND_STEP_UNKNOWN: {
        class: 'input',
        summary: 'run --rerun-from STEP (the Action: rerun-from) named no step of the workflow (the message suggests the closest one; the id of a parallel branch names its parallel step, to rerun from instead). Nothing was written.',
        fix: 'Pass a step id of the workflow (`stagegate plan <workflow>` lists them); `stagegate history <workflow> --run-id ID` shows the steps the run took.',
    },
    REWIND_STEP_NOT_REACHED: {
        class: 'input',
        summary: 'run --rerun-from STEP named a step the run has no verdict of to redo: the run never entered it, it has not started, its visits ended without an accepted verdict, or its verdict was taken back (by an earlier rerun from a step, or by --on-source-change rerun) and the run has not reached it again, and it is not the step the run is at. Nothing was written.',
        fix: 'Rerun from a step the run completed or stopped at (`stagegate history <workflow> --run-id ID` lists them), or resume without --rerun-from.',
    },
    REWIND_NOT_SUPPORTED: {
        class: 'input',
        summary: 'run --rerun-from STEP would take back the verdict of a child workflow step, or of a parallel step with a child workflow branch or branches merged from shards (their child runs and merged branches keep their own results, so they would not honestly run again; a parallel step taken back otherwise runs every branch again), or the run is at a foreach, parallel or child step (shards of it may be pending), or STEP is a foreach that did not end the run blocked (nothing failed to run again), whose items were merged from shards or run child workflows, or a parallel step whose join did not fail (nothing failed to run again), whose branches were merged from shards, or whose child workflow branch would run again (its child run would be resumed, not run anew), or STEP has had its max_visits visits (entering it again would only end the run at the loop limit). Nothing was written.',
        fix: 'Rerun from a step after the fan-out or child step (a foreach: from the step before it, and every item runs again); a step out of visits: raise its max_visits, and that of every step the run reaches from it that has had its visits too (the message names them all: raised alone, the rerun would stop at the first), and rerun with --allow-workflow-change; or start the run over with --mode fresh.',
    },
    WORKFLOW_INTERRUPTED: {
        class: 'interrupted',
        summary: 'The run was cancelled (SIGINT or SIGTERM to the CLI, a cancelled Action job): each running stage got the signal first (its traps ran) and its process tree was killed when it exited or its grace ran out, the interrupted attempt was recorded, and the step stays active.',
        fix: 'Run the same command again, without --mode fresh (which starts over; resume is the default): the interrupted step runs again as its next attempt; completed steps do not run again.',
    },
};
function isStopCode(value) {
    return Object.prototype.hasOwnProperty.call(STOP_CODES, value);
}
/** Class of a stop code; a step's own terminal_status (not in the table) is a blocked outcome. */
function stopClass(code) {
    return isStopCode(code) ? STOP_CODES[code].class : 'blocked';
}
function exitStatusFor(code) {
    return EXIT_STATUS[stopClass(code)];
}


/***/ }),

/***/ 93032:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ notShardableWhy),
/* harmony export */   K3: () => (/* binding */ unshardableBranches),
/* harmony export */   Q3: () => (/* binding */ revisesOutputs)
/* harmony export */ });
/* harmony import */ var _gate_judging_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2215);
/* harmony import */ var _steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(29739);


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

/***/ 22076:
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
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
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

/***/ 20232:
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

/***/ 36038:
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
/* harmony import */ var _selection_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21700);

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

/***/ 87917:
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
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57280);
/* harmony import */ var _model_invocation_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83291);


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

/***/ 19039:
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
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22076);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82862);
/* harmony import */ var _model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51742);
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

/***/ 21700:
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

/***/ 29739:
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
/* harmony import */ var _run_bindings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43671);
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57280);


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

/***/ 95111:
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

/***/ 88198:
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

/***/ 79590:
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
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57280);
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
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42183);
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57280);


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

/***/ 92278:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DB: () => (/* binding */ rulePaths),
/* harmony export */   rr: () => (/* binding */ templateEscapes)
/* harmony export */ });
/* unused harmony export literalPrefix */
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42183);
/* harmony import */ var _workspace_workspace_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25620);
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

/***/ 12690:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ validateCommandLine)
/* harmony export */ });
/* harmony import */ var _model_shell_word_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33408);
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

/***/ 55479:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Eg: () => (/* binding */ createValidationSession),
  WX: () => (/* binding */ findingsOf),
  nJ: () => (/* binding */ validateFile)
});

// UNUSED EXPORTS: RULES, RULE_CODES, ValidationSession, templateEscapes, validateWorkflow

// EXTERNAL MODULE: ./src/core/model/loader.ts + 4 modules
var loader = __webpack_require__(93972);
// EXTERNAL MODULE: ./src/core/validate/rules/context.ts
var context = __webpack_require__(2621);
// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(51742);
// EXTERNAL MODULE: ./src/core/model/placeholders.ts
var placeholders = __webpack_require__(42183);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var model_workflow = __webpack_require__(57280);
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
var stop_codes = __webpack_require__(12454);
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
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/workspace/git-top-level.ts
var git_top_level = __webpack_require__(82784);
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
var contract_of = __webpack_require__(11883);
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
var item_workflow = __webpack_require__(87917);
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
var graph = __webpack_require__(79590);
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
var paths = __webpack_require__(92278);
// EXTERNAL MODULE: ./src/core/agents/registry.ts + 6 modules
var registry = __webpack_require__(39726);
// EXTERNAL MODULE: ./src/core/steps/process/unenforced-budgets.ts
var unenforced_budgets = __webpack_require__(95111);
// EXTERNAL MODULE: ./src/core/steps/parallel/branches.ts
var parallel_branches = __webpack_require__(29739);
// EXTERNAL MODULE: ./src/core/workspace/workspace.ts
var workspace = __webpack_require__(25620);
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
var input_order = __webpack_require__(94864);
// EXTERNAL MODULE: ./src/core/model/references.ts
var references = __webpack_require__(16991);
// EXTERNAL MODULE: ./src/core/model/gate-schemas.ts
var gate_schemas = __webpack_require__(64371);
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
var shell_placements = __webpack_require__(39972);
// EXTERNAL MODULE: ./src/core/model/invocation.ts
var invocation = __webpack_require__(83291);
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
var own_file = __webpack_require__(22076);
// EXTERNAL MODULE: ./src/core/model/yaml-source.ts
var yaml_source = __webpack_require__(56614);
// EXTERNAL MODULE: ./src/core/model/gate-template.ts
var gate_template = __webpack_require__(20773);
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
var diagnostics = __webpack_require__(88198);
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
var validate_command = __webpack_require__(12690);
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
var foreach_completion = __webpack_require__(36038);
// EXTERNAL MODULE: ./src/core/steps/foreach/registry.ts
var foreach_registry = __webpack_require__(19039);
// EXTERNAL MODULE: ./src/core/steps/foreach/selection.ts
var foreach_selection = __webpack_require__(21700);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
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
var expressions = __webpack_require__(74206);
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
var unshardable = __webpack_require__(93032);
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
var input_types = __webpack_require__(43013);
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
var run_scope = __webpack_require__(41513);
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
var codes = __webpack_require__(46778);
// EXTERNAL MODULE: ./src/core/formats/maestro/codes.ts
var maestro_codes = __webpack_require__(23604);
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

/***/ 33929:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CC: () => (/* binding */ FileChangedWhileReadError),
/* harmony export */   Q3: () => (/* binding */ sha256File),
/* harmony export */   Qe: () => (/* binding */ sha256FileWithTail),
/* harmony export */   ch: () => (/* binding */ sha256Chunks),
/* harmony export */   f1: () => (/* binding */ sha256Text)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22076);
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

/***/ 98015:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ isNestedRepository)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// A folder with its own `.git` (a folder, or a file: a submodule or worktree) inside the workspace
// is another repository \u2014 vendored, or a checkout of a dependency: its workflows and runs are not
// the user's, so discovery (validate DIR, list) does not walk into it. Naming it walks it.


function isNestedRepository(dirAbs) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dirAbs, '.git'));
}


/***/ })

};
