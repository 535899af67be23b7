export const id = 789;
export const ids = [789];
export const modules = {

/***/ 1789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dispatch: () => (/* binding */ dispatch)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/style.ts
var cli_style = __webpack_require__(1715);
;// CONCATENATED MODULE: ./src/core/model/workflow.ts
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

;// CONCATENATED MODULE: ./src/core/validate/graph.ts
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
        if (endsRun(step) || targets.some((t) => TERMINAL_TARGETS.has(t)))
            ends.add(step.id);
    }
    return analyseScope({
        ids: [...workflow.steps.keys()],
        entry: workflow.entry,
        successors: (id) => successors.get(id) ?? [],
        ends: (id) => ends.has(id),
    });
}

// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(2454);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var run_errors = __webpack_require__(2862);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(8532);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/memoizer.js
var memoizer = __webpack_require__(7925);
// EXTERNAL MODULE: ./node_modules/zod/v4/locales/en.js
var en = __webpack_require__(252);
// EXTERNAL MODULE: ./node_modules/zod/mini/index.js + 11 modules
var mini = __webpack_require__(9286);
;// CONCATENATED MODULE: ./src/core/model/zod.ts
// zod as stagegate uses it: the tree-shakable entry `zod/mini`, set up the way the classic entry
// `zod` sets itself up. The classic entry's schema classes carry every method of the chainable
// API (and its index reaches locales, JSON Schema conversion, the schema compiler); the bundles
// keep whatever a module they include defines, and every process (CLI, Action, each
// `run --shard` leg) parses it at start: zod/mini took 3–8% off the CLI's and the Action's cold
// start (docs/benchmarks.md). English is the only locale loaded, so every message built from a
// zod issue reads exactly as before; the memoizer (cycle support for inputs that reach
// themselves) is the one classic installs by default.
// Import zod as `import * as z from '.../model/zod.js'`, never from 'zod' or 'zod/mini' directly:
// the configuration below must run before any schema is built, and only a namespace import of
// a module that re-exports with `export *` lets the bundler drop what is not used.


(0,core/* config */.$W)((0,en/* default */.A)());
(0,core/* config */.$W)({ memoizer: (0,memoizer/* memoizer */.x3)() });


;// CONCATENATED MODULE: ./src/core/state/state.ts
// The run's state as the runner holds it: its shape (zod, the source of its types) and how a new
// run starts. It is the fold of the run's journal (run/reduce.ts); workflow_state.yaml is its
// projection (snapshot.ts). The transition functions live in run/transition.ts and steps/*.

const STATE_SCHEMA = 'stagegate/state@2';
const GateRecord = mini/* record */.g1P(mini/* string */.YjP(), mini/* unknown */.L5J());
const ArtifactRecord = mini/* object */.Ikc({
    path: mini/* string */.YjP(),
    sha256: mini/* string */.YjP().check(mini/* regex */.yGV(/^[0-9a-f]{64}$/)),
    size: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(0)),
    step: mini/* string */.YjP(),
    gate_status: mini/* string */.YjP(),
    visit: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1)),
    accepted_at: mini/* string */.YjP(),
    /** An action or resolver step that changed this accepted file; its digest was re-recorded. */
    revised_by: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
    /** The source commit and agent package version it was accepted at (4.0 Run Isolation and Provenance). */
    source_commit: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
    agent_package_version: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
});
/** What agent attempts consumed, as far as the agent CLI reported it (null: never reported). */
const SpendRecord = mini/* object */.Ikc({
    turns: mini/* nullable */.mee(mini/* number */.aig().check(mini/* gte */.ROM(0))),
    cost_usd: mini/* nullable */.mee(mini/* number */.aig().check(mini/* gte */.ROM(0))),
    input_tokens: mini/* nullable */.mee(mini/* number */.aig().check(mini/* gte */.ROM(0))),
    output_tokens: mini/* nullable */.mee(mini/* number */.aig().check(mini/* gte */.ROM(0))),
});
/** One agent attempt: its transcript (masked stdout+stderr), prompt, mode and reported usage. */
const AttemptRecord = mini/* object */.Ikc({
    visit: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1)),
    attempt: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1)),
    agent: mini/* string */.YjP(),
    delegation: mini/* enum */.k5n(['delegated', 'direct']),
    transcript: mini/* string */.YjP(),
    prompt: mini/* nullable */.mee(mini/* string */.YjP()),
    exit_status: mini/* nullable */.mee(mini/* number */.aig().check(mini/* int */.Whr())),
    outcome: mini/* nullable */.mee(mini/* string */.YjP()),
    usage: mini/* nullable */.mee(SpendRecord),
    /** Other counters the CLI reported (e.g. premium_requests, cached_input_tokens). */
    reported: mini/* optional */.lqM(mini/* record */.g1P(mini/* string */.YjP(), mini/* number */.aig())),
});
/** A child workflow run started by a child_workflow step or a composite phase (in the parent's step record). */
const ChildRunRecord = mini/* object */.Ikc({
    workflow_file: mini/* string */.YjP(),
    run_id: mini/* nullable */.mee(mini/* string */.YjP()),
    state_path: mini/* nullable */.mee(mini/* string */.YjP()),
    manifest_path: mini/* nullable */.mee(mini/* string */.YjP()),
    run_root: mini/* nullable */.mee(mini/* string */.YjP()),
    /** How this visit runs the child (the step's execution, else the child's own). */
    mode: mini/* enum */.k5n(['resume', 'fresh']),
    /** How the latest attempt invoked it: a retry of a fresh child resumes the fresh run it started. */
    invoked_as: mini/* enum */.k5n(['resume', 'fresh']),
    /** created_at of the child state a fresh start replaces (null: none): tells whether the fresh state exists yet. */
    fresh_base: mini/* nullable */.mee(mini/* string */.YjP()),
    visit: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1)),
    /** The child's stop code (IN_PROGRESS while it runs). */
    status: mini/* string */.YjP(),
    artifacts: mini/* array */.YOg(mini/* object */.Ikc({ path: mini/* string */.YjP(), sha256: mini/* string */.YjP(), step: mini/* string */.YjP(), gate_status: mini/* string */.YjP() })),
});
/** One branch of a parallel step on the current visit (docs/run-semantics.md#parallel-branches). */
const BranchRecord = mini/* object */.Ikc({
    kind: mini/* string */.YjP(),
    status: mini/* enum */.k5n(['pending', 'running', 'succeeded', 'failed', 'not_run']),
    /** The gate status (or a child's outcome) the branch reported; null before, or for exit-routed kinds. */
    gate_status: mini/* nullable */.mee(mini/* string */.YjP()),
    visit: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1)),
    /** Attempts made on this visit (a running one counts: a resume runs the next). */
    attempt: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(0)),
    /** The stop code of the last failed attempt (null when none). */
    code: mini/* nullable */.mee(mini/* string */.YjP()),
    error: mini/* nullable */.mee(mini/* string */.YjP()),
    exit_status: mini/* nullable */.mee(mini/* number */.aig().check(mini/* int */.Whr())),
    duration_ms: mini/* nullable */.mee(mini/* number */.aig().check(mini/* gte */.ROM(0))),
    log: mini/* nullable */.mee(mini/* string */.YjP()),
    /** The accepted output (also in the run's artifacts as <step>.<branch>). */
    output: mini/* nullable */.mee(mini/* string */.YjP()),
    sha256: mini/* nullable */.mee(mini/* string */.YjP()),
    /** child_workflow branches: the child's run. */
    child: mini/* optional */.lqM(ChildRunRecord),
    /** A running branch's STAGEGATE_ATTEMPT_TOKEN: a resume kills any process still carrying it. */
    token: mini/* optional */.lqM(mini/* string */.YjP()),
});
/** A parallel step's branches and join on its current visit. */
const ParallelRecord = mini/* object */.Ikc({
    visit: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1)),
    join: mini/* enum */.k5n(['all', 'any', 'majority']),
    /** PARALLEL_COMPLETE or PARALLEL_FAILED once the join is decided; null before. */
    outcome: mini/* nullable */.mee(mini/* string */.YjP()),
    branches: mini/* record */.g1P(mini/* string */.YjP(), BranchRecord),
});
/** One item of a foreach step (docs/run-semantics.md#foreach). */
const ForeachItemRecord = mini/* object */.Ikc({
    id: mini/* string */.YjP(),
    /** Names the folder of the item's runs: <run root>/foreach/<step>/<slug>/v<visit>/. */
    slug: mini/* string */.YjP(),
    status: mini/* enum */.k5n(['pending', 'running', 'verified', 'deferred', 'blocked']),
    /** Times the item was started (a deferred item revisited counts again). */
    visits: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(0)),
    depends_on: mini/* array */.YOg(mini/* string */.YjP()),
    /** Deferred: the dependencies that were not VERIFIED when it deferred; it is revisited once they all are. */
    waiting_on: mini/* array */.YOg(mini/* string */.YjP()),
    /** The values its per-item steps see ({{item_id}} and foreach.bindings), fixed when the foreach started. */
    bindings: mini/* record */.g1P(mini/* string */.YjP(), mini/* string */.YjP()),
    /** State file of the item's latest run (null before it first runs). */
    state_path: mini/* nullable */.mee(mini/* string */.YjP()),
    /** How its latest run ended (null while it runs or before). */
    outcome: mini/* nullable */.mee(mini/* string */.YjP()),
});
/** A foreach step's items on its current visit, in the order they are worked on. */
const ForeachRecord = mini/* object */.Ikc({
    visit: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1)),
    /** The registry (workspace-relative) and its format. */
    source: mini/* string */.YjP(),
    format: mini/* enum */.k5n(['markdown', 'yaml', 'json']),
    /** The item whose run is in flight or paused (null between items). */
    active_item: mini/* nullable */.mee(mini/* string */.YjP()),
    /** The stop code the foreach last stopped with while active (null while it progresses). */
    stopped: mini/* nullable */.mee(mini/* string */.YjP()),
    items: mini/* array */.YOg(ForeachItemRecord),
});
/**
 * How many items are in each status. The snapshot and the manifest show these after every item;
 * one pass with a switch (an object keyed by the status string cost ~90 ns an item: a
 * 100,000-item foreach spent more counting than running).
 */
function foreachCounts(record) {
    let pending = 0;
    let running = 0;
    let verified = 0;
    let deferred = 0;
    let blocked = 0;
    for (const item of record.items) {
        switch (item.status) {
            case 'pending':
                pending++;
                break;
            case 'running':
                running++;
                break;
            case 'verified':
                verified++;
                break;
            case 'deferred':
                deferred++;
                break;
            case 'blocked':
                blocked++;
                break;
        }
    }
    return { pending, running, verified, deferred, blocked };
}
const StepRecord = mini/* object */.Ikc({
    kind: mini/* string */.YjP(),
    status: mini/* enum */.k5n(['pending', 'in_flight', 'completed', 'failed', 'blocked', 'skipped']),
    visits: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(0)),
    attempts: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(0)),
    /** Attempts made on the current visit (a failed or crashed one counts: the next gets the next number). */
    visit_attempts: mini/* optional */.lqM(mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(0))),
    last_exit_status: mini/* optional */.lqM(mini/* nullable */.mee(mini/* number */.aig().check(mini/* int */.Whr()))),
    last_signal: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
    last_duration_ms: mini/* optional */.lqM(mini/* nullable */.mee(mini/* number */.aig().check(mini/* gte */.ROM(0)))),
    last_error: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
    gate: mini/* optional */.lqM(mini/* nullable */.mee(GateRecord)),
    output: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
    sha256: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
    log: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
    // Agent-driven steps (optional, so older state files stay valid): which agent ran, the last
    // prompt file, every attempt's transcript, and the spend of all its attempts in this run.
    agent: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
    prompt: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
    transcripts: mini/* optional */.lqM(mini/* array */.YOg(AttemptRecord)),
    spend: mini/* optional */.lqM(SpendRecord),
    /** child_workflow steps and phases: the child's run (optional, so older state files stay valid). */
    child: mini/* optional */.lqM(ChildRunRecord),
    /** foreach steps: the items and their runs (optional, so older state files stay valid). */
    foreach: mini/* optional */.lqM(ForeachRecord),
    /** parallel steps: one record per branch (optional, so older state files stay valid). */
    parallel: mini/* optional */.lqM(ParallelRecord),
    /**
     * The source commit (and agent package version) the step's latest accepted verdict was made at:
     * those of the invocation that accepted it (run/source-drift.ts compares them on resume).
     */
    source_commit: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
    agent_package_version: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
});
const HistoryEntry = mini/* object */.Ikc({
    seq: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1)),
    at: mini/* string */.YjP(),
    step: mini/* string */.YjP(),
    visit: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1)),
    attempt: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1)),
    outcome: mini/* enum */.k5n(['transition', 'complete', 'blocked', 'loop_limit', 'failed', 'stopped', 'terminal']),
    code: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
    gate_status: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
    exit_status: mini/* optional */.lqM(mini/* nullable */.mee(mini/* number */.aig().check(mini/* int */.Whr()))),
    duration_ms: mini/* optional */.lqM(mini/* nullable */.mee(mini/* number */.aig().check(mini/* gte */.ROM(0)))),
    /** The next executable step after this event; null when the run ended. */
    to: mini/* nullable */.mee(mini/* string */.YjP()),
});
const InvocationRecord = mini/* object */.Ikc({
    at: mini/* string */.YjP(),
    mode: mini/* enum */.k5n(['resume', 'fresh']),
    ignore_previous_completion: mini/* boolean */.zMY(),
    stop_after_step: mini/* nullable */.mee(mini/* string */.YjP()),
    outcome: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
    /** The source commit and agent package version this invocation ran at (null: none; absent in older journals). */
    source_commit: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
    agent_package_version: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
});
/** One evaluation of a decision step: every branch tried, with the values it saw, and the target. */
const DecisionRecord = mini/* object */.Ikc({
    step: mini/* string */.YjP(),
    visit: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1)),
    at: mini/* string */.YjP(),
    branches: mini/* array */.YOg(mini/* object */.Ikc({ expression: mini/* string */.YjP(), value: mini/* unknown */.L5J(), truthy: mini/* boolean */.zMY(), seen: mini/* record */.g1P(mini/* string */.YjP(), mini/* unknown */.L5J()) })),
    /** The branch taken: 'else', or the index of the matching if. */
    chosen: mini/* union */.KCZ([mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(0)), mini/* literal */.euz('else')]),
    to: mini/* string */.YjP(),
});
/** A loop revisited a step whose gate equals the previous visit's (stall detection). */
const StallRecord = mini/* object */.Ikc({
    step: mini/* string */.YjP(),
    visit: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1)),
    previous_visit: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1)),
    at: mini/* string */.YjP(),
    /** The on_stall target followed, or null when the run stopped with WORKFLOW_BLOCKED_STALLED. */
    to: mini/* nullable */.mee(mini/* string */.YjP()),
});
/** The run paused at an approval step and waits for stagegate approve / reject. */
const PendingApproval = mini/* object */.Ikc({
    step: mini/* string */.YjP(),
    visit: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1)),
    message: mini/* string */.YjP(),
    /** Who may decide; null when anyone may. */
    approvers: mini/* nullable */.mee(mini/* array */.YOg(mini/* string */.YjP())),
    requested_at: mini/* string */.YjP(),
    /** sha256 of the state (approval bookkeeping excluded) when the run paused: an approval is tied to it. */
    state_digest: mini/* string */.YjP(),
    /** The source commit the approval was requested at: a resume at another commit requests it again. */
    source_commit: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
});
/** A decision recorded by stagegate approve / reject. */
const ApprovalRecord = mini/* object */.Ikc({
    step: mini/* string */.YjP(),
    visit: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1)),
    decision: mini/* enum */.k5n(['approved', 'rejected']),
    by: mini/* string */.YjP(),
    at: mini/* string */.YjP(),
    note: mini/* nullable */.mee(mini/* string */.YjP()),
    /** The state digest the decision approved (equals pending_approval.state_digest). */
    state_digest: mini/* string */.YjP(),
    /** The source commit the decision was made at (stagegate approve's workspace HEAD; the PR head in the Action). */
    source_commit: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
});
/**
 * A resume found verdicts made at another source commit (or agent package version), and what the
 * run did about it (execution.on_source_change, --on-source-change): docs/run-semantics.md#source-changes.
 */
const SourceChangeRecord = mini/* object */.Ikc({
    at: mini/* string */.YjP(),
    policy: mini/* enum */.k5n(['refuse', 'rerun', 'keep']),
    source_commit: mini/* nullable */.mee(mini/* string */.YjP()),
    agent_package_version: mini/* nullable */.mee(mini/* string */.YjP()),
    /** Steps whose accepted verdict was made at another source commit or package version, with what they were made at. */
    stale: mini/* array */.YOg(mini/* object */.Ikc({ step: mini/* string */.YjP(), source_commit: mini/* nullable */.mee(mini/* string */.YjP()), agent_package_version: mini/* nullable */.mee(mini/* string */.YjP()), why: mini/* string */.YjP() })),
    /** Approvals no longer counted (made or requested at another source commit). */
    voided_approvals: mini/* array */.YOg(mini/* string */.YjP()),
    /** The step the run went back to (rerun: the earliest stale step; any policy: an approval to decide again); null: none. */
    rerun_from: mini/* nullable */.mee(mini/* string */.YjP()),
    /** keep: the stale verdicts were kept by choice. */
    kept: mini/* array */.YOg(mini/* string */.YjP()),
});
/** An optional step a person skipped (stagegate skip). */
const SkipRecord = mini/* object */.Ikc({ step: mini/* string */.YjP(), visit: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1)), at: mini/* string */.YjP(), to: mini/* nullable */.mee(mini/* string */.YjP()) });
const RunState = mini/* object */.Ikc({
    schema: mini/* literal */.euz(STATE_SCHEMA),
    workflow: mini/* string */.YjP(),
    workflow_file: mini/* string */.YjP(),
    workflow_digest: mini/* string */.YjP(),
    run_id: mini/* string */.YjP().check(mini/* minLength */.BpQ(1)),
    status: mini/* string */.YjP(),
    message: mini/* optional */.lqM(mini/* nullable */.mee(mini/* string */.YjP())),
    execution_mode: mini/* enum */.k5n(['resume', 'fresh']),
    ignore_previous_completion: mini/* boolean */.zMY(),
    fresh_execution_of: mini/* nullable */.mee(mini/* object */.Ikc({ run_id: mini/* string */.YjP(), status: mini/* nullable */.mee(mini/* string */.YjP()), superseded_to: mini/* nullable */.mee(mini/* string */.YjP()) })),
    inputs: mini/* record */.g1P(mini/* string */.YjP(), mini/* string */.YjP()),
    active_step: mini/* nullable */.mee(mini/* string */.YjP()),
    in_flight: mini/* nullable */.mee(mini/* object */.Ikc({
        step: mini/* string */.YjP(),
        visit: mini/* number */.aig().check(mini/* int */.Whr()),
        attempt: mini/* number */.aig().check(mini/* int */.Whr()),
        started_at: mini/* string */.YjP(),
        /** STAGEGATE_ATTEMPT_TOKEN of the attempt's processes: a resume kills any still carrying it. */
        token: mini/* optional */.lqM(mini/* string */.YjP()),
        /** The attempt's process group (recorded where processes cannot be found by token). */
        pgid: mini/* optional */.lqM(mini/* number */.aig().check(mini/* int */.Whr())),
    })),
    completed_steps: mini/* array */.YOg(mini/* string */.YjP()),
    failed_or_blocked_steps: mini/* array */.YOg(mini/* string */.YjP()),
    last_gate: mini/* nullable */.mee(GateRecord),
    unresolved_qids: mini/* array */.YOg(mini/* string */.YjP()),
    blocking_artifact: mini/* nullable */.mee(mini/* string */.YjP()),
    blocking_qids: mini/* array */.YOg(mini/* string */.YjP()),
    blocking_retry_step: mini/* nullable */.mee(mini/* string */.YjP()),
    artifacts: mini/* record */.g1P(mini/* string */.YjP(), ArtifactRecord),
    run_root: mini/* string */.YjP(),
    source_commit: mini/* nullable */.mee(mini/* string */.YjP()),
    agent_package_version: mini/* nullable */.mee(mini/* string */.YjP()),
    created_at: mini/* string */.YjP(),
    updated_at: mini/* string */.YjP(),
    steps: mini/* record */.g1P(mini/* string */.YjP(), StepRecord),
    invocations: mini/* array */.YOg(InvocationRecord),
    /**
     * Transitions made so far. The transitions themselves (the run's history) are not kept here:
     * each is made by one journal event and read back from the journal; the state keeps the last.
     */
    transitions: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(0)),
    last_transition: mini/* nullable */.mee(HistoryEntry),
    /** The transitions the event being applied made (run/reduce.ts empties it before each event). */
    recent: mini/* array */.YOg(HistoryEntry),
    /** Stalls detected in this run. */
    stalls: mini/* optional */.lqM(mini/* array */.YOg(StallRecord)),
    /** The approval the run waits for. */
    pending_approval: mini/* optional */.lqM(mini/* nullable */.mee(PendingApproval)),
    /** Approval decisions recorded in this run. */
    approvals: mini/* optional */.lqM(mini/* array */.YOg(ApprovalRecord)),
    /** Optional steps skipped in this run. */
    skips: mini/* optional */.lqM(mini/* array */.YOg(SkipRecord)),
    /** Resumes at another source commit or agent package version, and what the run did (optional: older runs have none). */
    source_changes: mini/* optional */.lqM(mini/* array */.YOg(SourceChangeRecord)),
});
/** Stop codes after which a resume runs nothing and reports the same outcome again. */
function isFinished(state) {
    return state.active_step === null;
}
/** The state of a run that has done nothing yet: the entry step active, its first visit counted. */
function initialState(p) {
    return {
        schema: STATE_SCHEMA,
        workflow: p.workflow.name,
        workflow_file: p.workflow.file,
        workflow_digest: p.workflow.digest,
        run_id: p.runId,
        status: 'IN_PROGRESS',
        message: null,
        execution_mode: p.mode,
        ignore_previous_completion: p.ignorePreviousCompletion,
        fresh_execution_of: p.freshExecutionOf,
        inputs: p.inputs,
        active_step: p.workflow.entry,
        in_flight: null,
        completed_steps: [],
        failed_or_blocked_steps: [],
        last_gate: null,
        unresolved_qids: [],
        blocking_artifact: null,
        blocking_qids: [],
        blocking_retry_step: null,
        artifacts: {},
        run_root: p.runRoot,
        source_commit: p.sourceCommit,
        agent_package_version: p.agentPackageVersion,
        created_at: p.at,
        updated_at: p.at,
        steps: { [p.workflow.entry]: { kind: p.workflow.entryKind, status: 'pending', visits: 1, attempts: 0 } },
        invocations: [],
        transitions: 0,
        last_transition: null,
        recent: [],
    };
}
/** The transition `entry` made: counted, numbered, kept as the last one and as one of this event's. */
function logged(state, entry) {
    const made = { seq: state.transitions + 1, ...entry };
    return { transitions: made.seq, last_transition: made, recent: [...state.recent, made] };
}
/** The last transition with `patch` applied (it was made by the event being applied). */
function patchLast(state, patch) {
    const last = state.last_transition;
    if (!last)
        return { last_transition: null, recent: state.recent };
    const patched = { ...last, ...patch };
    const recent = state.recent.length > 0 && state.recent[state.recent.length - 1].seq === last.seq ? [...state.recent.slice(0, -1), patched] : state.recent;
    return { last_transition: patched, recent };
}

;// CONCATENATED MODULE: ./src/core/run/transition.ts


/** Resolve a transition value; `present` says whether an optional input is bound. */
function resolveTarget(target, present) {
    if (typeof target === 'string')
        return target;
    for (const [input, to] of Object.entries(target.if_input_present))
        if (present(input))
            return to;
    return target.else;
}
/** Route a gate status through the step's statuses map; undefined when the status is not routed. */
function routeStatus(step, status, present) {
    const statuses = step.def.statuses;
    if (!statuses || !Object.prototype.hasOwnProperty.call(statuses, status))
        return undefined;
    const to = resolveTarget(statuses[status], present);
    if (to === 'DONE')
        return { kind: 'done' };
    if (to === 'BLOCKED')
        return { kind: 'blocked' };
    return { kind: 'step', to };
}
function maxVisitsOf(workflow, stepId) {
    return workflow.steps.get(stepId)?.def.max_visits ?? workflow.execution.maxVisits;
}
function addUnique(list, item) {
    return list.includes(item) ? list : [...list, item];
}
/**
 * The record of step `id`, if the run has one. An own-property lookup: a step id such as
 * `constructor` or `toString` must not find Object.prototype's member instead of "no record".
 */
function stepRecord(state, id) {
    return Object.prototype.hasOwnProperty.call(state.steps, id) ? state.steps[id] : undefined;
}
/** The record of step `id` with `patch` applied (a fresh pending record when it has none). */
function stepWith(state, id, patch, kind) {
    const previous = stepRecord(state, id) ?? { kind, status: 'pending', visits: 0, attempts: 0 };
    return { ...previous, ...patch };
}
function withStep(state, id, patch, kind) {
    return { ...state.steps, [id]: stepWith(state, id, patch, kind) };
}
/** Attempts already made on this visit of the step (a failed or crashed one counts: a retry or a resume gets the next number). */
function attemptsOnVisit(state, stepId, visit) {
    const record = stepRecord(state, stepId);
    return record !== undefined && record.visits === visit ? (record.visit_attempts ?? 0) : 0;
}
/** The visit and attempt number the next attempt of step `stepId` gets (what startAttempt records). */
function nextAttempt(state, stepId) {
    const visit = Math.max(1, stepRecord(state, stepId)?.visits ?? 1);
    return { visit, attempt: attemptsOnVisit(state, stepId, visit) + 1 };
}
function startAttempt(state, step, at) {
    const record = stepRecord(state, step.id);
    const { visit, attempt } = nextAttempt(state, step.id);
    return {
        ...state,
        status: 'IN_PROGRESS',
        message: null,
        in_flight: { step: step.id, visit, attempt, started_at: at },
        steps: withStep(state, step.id, { status: 'in_flight', attempts: (record?.attempts ?? 0) + 1, visits: visit, visit_attempts: attempt }, step.kind),
        updated_at: at,
    };
}
/** A failed attempt: nothing advances; the same step stays active so a resume retries it. */
function applyFailure(state, f) {
    const flight = state.in_flight;
    return {
        ...state,
        status: f.code,
        message: f.message,
        in_flight: null,
        failed_or_blocked_steps: addUnique(state.failed_or_blocked_steps, f.step.id),
        steps: withStep(state, f.step.id, { status: 'failed', last_exit_status: f.exitStatus, last_signal: f.signal, last_duration_ms: f.durationMs, last_error: f.message, log: f.log }, f.step.kind),
        ...logged(state, {
            at: f.at,
            step: f.step.id,
            visit: flight?.visit ?? 1,
            attempt: flight?.attempt ?? 1,
            outcome: 'failed',
            code: f.code,
            gate_status: null,
            exit_status: f.exitStatus,
            duration_ms: f.durationMs,
            to: f.step.id,
        }),
        updated_at: f.at,
    };
}
/** Accept a valid gate and follow the workflow's transition (never next_recommended). */
function applySuccess(state, workflow, s) {
    const flight = state.in_flight;
    const visit = flight?.visit ?? stepRecord(state, s.step.id)?.visits ?? 1;
    const attempt = flight?.attempt ?? 1;
    const qids = Array.isArray(s.gate.extra['unresolved_qids']) ? s.gate.extra['unresolved_qids'].map(String) : [];
    const gateRecord = { ...s.gate.extra, ...withoutExtra(s.gate) };
    const completed = stepWith(state, s.step.id, { status: 'completed', last_exit_status: s.exitStatus, last_signal: null, last_duration_ms: s.durationMs, last_error: null, gate: gateRecord, output: s.artifact.path, sha256: s.artifact.sha256, log: s.log }, s.step.kind);
    // Routed on to a step: enterStep sets this record and the next step's in one copy of the map.
    const routedOn = s.route.kind === 'step';
    let next = {
        ...state,
        in_flight: null,
        completed_steps: addUnique(state.completed_steps, s.step.id),
        failed_or_blocked_steps: state.failed_or_blocked_steps.filter((id) => id !== s.step.id),
        last_gate: gateRecord,
        unresolved_qids: qids,
        artifacts: { ...state.artifacts, [s.step.id]: s.artifact },
        steps: routedOn ? state.steps : { ...state.steps, [s.step.id]: completed },
        updated_at: s.at,
    };
    if (state.blocking_retry_step === s.step.id) {
        // The retry step a resolver returned to has passed: the blocking unknowns are settled.
        next = { ...next, blocking_artifact: null, blocking_qids: [], blocking_retry_step: null };
    }
    const base = { at: s.at, step: s.step.id, visit, attempt, gate_status: s.gate.status, exit_status: s.exitStatus, duration_ms: s.durationMs };
    if (s.route.kind === 'done') {
        next = { ...next, status: 'WORKFLOW_COMPLETE', message: `step ${s.step.id} routed ${s.gate.status} to DONE`, active_step: null, ...logged(next, { ...base, outcome: 'complete', code: 'WORKFLOW_COMPLETE', to: null }) };
        return { state: next, stop: 'WORKFLOW_COMPLETE' };
    }
    if (s.route.kind === 'blocked') {
        const code = s.gate.source_resolvable_open > 0 ? 'WORKFLOW_BLOCKED_SOURCE_GAPS' : 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE';
        next = {
            ...next,
            status: code,
            message: `step ${s.step.id} routed ${s.gate.status} to BLOCKED (source_resolvable_open: ${s.gate.source_resolvable_open})`,
            active_step: null,
            failed_or_blocked_steps: addUnique(next.failed_or_blocked_steps, s.step.id),
            steps: { ...next.steps, [s.step.id]: { ...next.steps[s.step.id], status: 'blocked' } },
            ...logged(next, { ...base, outcome: 'blocked', code, to: null }),
        };
        return { state: next, stop: code };
    }
    const target = s.route.to;
    const entered = enterStep(next, workflow, base, target, `${s.step.id} reported ${s.gate.status}`, s.step.id, s.stopAfter, { id: s.step.id, record: completed });
    const targetStep = workflow.steps.get(target);
    if (entered.stop === 'WORKFLOW_BLOCKED_LOOP_LIMIT' || !isResolverStep(targetStep))
        return entered;
    // High-impact-unknown rule: persist what routed here before entering the resolver.
    return { ...entered, state: { ...entered.state, blocking_artifact: s.artifact.path, blocking_qids: qids, blocking_retry_step: targetStep.def.retry_step ?? null } };
}

/**
 * Enter `target`: count the visit (more than max_visits ends the run), then stop there when the
 * step just done is the invocation's stop_after_step, else go on. Shared by every kind of step.
 */
/**
 * Enter `target` after `from`. `pending`: a record of another step that `state.steps` does not
 * hold yet (the one just finished); it is set together with the target's, in one copy.
 */
function enterStep(state, workflow, base, target, after, from, stopAfter, pending) {
    if (pending) {
        const previous = pending.id === target ? pending.record : stepRecord(state, target);
        const visits = (previous?.visits ?? 0) + 1;
        if (visits > maxVisitsOf(workflow, target))
            return enterStep({ ...state, steps: { ...state.steps, [pending.id]: pending.record } }, workflow, base, target, after, from, stopAfter);
        const entered = { ...(previous ?? { kind: workflow.steps.get(target)?.kind ?? 'unknown', status: 'pending', visits: 0, attempts: 0 }), visits, status: 'pending', visit_attempts: 0 };
        const steps = pending.id === target ? { ...state.steps, [target]: entered } : { ...state.steps, [pending.id]: pending.record, [target]: entered };
        return activate(state, steps, base, target, from, stopAfter);
    }
    const visits = (stepRecord(state, target)?.visits ?? 0) + 1;
    const limit = maxVisitsOf(workflow, target);
    if (visits > limit) {
        const code = 'WORKFLOW_BLOCKED_LOOP_LIMIT';
        const stopped = {
            ...state,
            status: code,
            message: `step ${target} would be entered a ${ordinal(visits)} time (max_visits ${limit}) after ${after}`,
            active_step: null,
            failed_or_blocked_steps: addUnique(state.failed_or_blocked_steps, target),
            ...logged(state, { ...base, outcome: 'loop_limit', code, to: null }),
        };
        return { state: stopped, stop: code };
    }
    return activate(state, withStep(state, target, { visits, status: 'pending', visit_attempts: 0 }, workflow.steps.get(target)?.kind ?? 'unknown'), base, target, from, stopAfter);
}
/** The state once `target` is the active step with the steps map `steps`: paused after `from` or in progress. */
function activate(state, steps, base, target, from, stopAfter) {
    // One copy of the state per transition (replay applies thousands): logged() reads only
    // `transitions` and `recent`, which this transition does not change before it.
    if (stopAfter) {
        const paused = {
            ...state,
            active_step: target,
            steps,
            status: 'PARTIAL_RESUMABLE',
            message: `stopped after ${from} as requested; next step: ${target}`,
            ...logged(state, { ...base, outcome: 'stopped', code: 'PARTIAL_RESUMABLE', to: target }),
        };
        return { state: paused, stop: 'PARTIAL_RESUMABLE' };
    }
    return { state: { ...state, active_step: target, steps, status: 'IN_PROGRESS', message: null, ...logged(state, { ...base, outcome: 'transition', code: null, to: target }) } };
}
function withoutExtra(gate) {
    const { extra: _extra, ...rest } = gate;
    return rest;
}
function ordinal(n) {
    const s = ['th', 'st', 'nd', 'rd'];
    const v = n % 100;
    return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
}
/** A step without output or gate succeeded (its agent exited 0): follow its fixed transition. */
function applyExitSuccess(state, workflow, s) {
    const flight = state.in_flight;
    const visit = flight?.visit ?? stepRecord(state, s.step.id)?.visits ?? 1;
    const attempt = flight?.attempt ?? 1;
    let next = {
        ...state,
        in_flight: null,
        completed_steps: addUnique(state.completed_steps, s.step.id),
        failed_or_blocked_steps: state.failed_or_blocked_steps.filter((id) => id !== s.step.id),
        artifacts: s.revised && Object.keys(s.revised).length > 0 ? { ...state.artifacts, ...s.revised } : state.artifacts,
        steps: withStep(state, s.step.id, { status: 'completed', last_exit_status: s.exitStatus, last_signal: null, last_duration_ms: s.durationMs, last_error: null, log: s.log }, s.step.kind),
        updated_at: s.at,
    };
    const base = { at: s.at, step: s.step.id, visit, attempt, gate_status: null, exit_status: s.exitStatus, duration_ms: s.durationMs };
    if (s.to === 'DONE') {
        next = { ...next, status: 'WORKFLOW_COMPLETE', message: `step ${s.step.id} completed and leads to DONE`, active_step: null, ...logged(next, { ...base, outcome: 'complete', code: 'WORKFLOW_COMPLETE', to: null }) };
        return { state: next, stop: 'WORKFLOW_COMPLETE' };
    }
    if (s.to === 'BLOCKED') {
        const code = 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE';
        next = {
            ...next,
            status: code,
            message: `step ${s.step.id} completed and leads to BLOCKED`,
            active_step: null,
            failed_or_blocked_steps: addUnique(next.failed_or_blocked_steps, s.step.id),
            steps: { ...next.steps, [s.step.id]: { ...next.steps[s.step.id], status: 'blocked' } },
            ...logged(next, { ...base, outcome: 'blocked', code, to: null }),
        };
        return { state: next, stop: code };
    }
    return enterStep(next, workflow, base, s.to, `${s.step.id} completed`, s.step.id, s.stopAfter);
}
/**
 * A hand-off step (instruction + terminal_status) ends the run with its own status. Nothing
 * runs; the instruction is the message a person reads.
 */
function applyTerminal(state, step, at) {
    const code = step.def.terminal_status ?? 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE';
    const complete = code === 'WORKFLOW_COMPLETE';
    const visit = Math.max(1, stepRecord(state, step.id)?.visits ?? 1);
    const next = {
        ...state,
        status: code,
        message: `${step.id}: ${step.def.instruction ?? 'hand-off'}`,
        active_step: null,
        in_flight: null,
        completed_steps: complete ? addUnique(state.completed_steps, step.id) : state.completed_steps,
        failed_or_blocked_steps: complete ? state.failed_or_blocked_steps : addUnique(state.failed_or_blocked_steps, step.id),
        steps: withStep(state, step.id, { status: complete ? 'completed' : 'blocked', visits: visit }, step.kind),
        ...logged(state, { at, step: step.id, visit, attempt: 1, outcome: 'terminal', code, gate_status: null, exit_status: null, duration_ms: 0, to: null }),
        updated_at: at,
    };
    return { state: next, stop: code };
}

;// CONCATENATED MODULE: ./src/core/run/source-drift.ts
// A verdict belongs to the source it judged (4.0 Run Isolation and Provenance: an artifact is
// current only when its run id, agent package version and source commit are the active ones).
// Every accepted verdict is stamped with the source commit and agent package version of the
// invocation that accepted it (run/reduce.ts); a resume at another source compares them here and
// follows execution.on_source_change (--on-source-change): refuse, rerun or keep. Approvals made
// or requested at another source commit never count, whatever the policy. Pure functions: the
// runner decides with them, the `source_changed` event's transition applies the decision.


const SOURCE_POLICIES = (/* unused pure expression or super */ null && (['refuse', 'rerun', 'keep']));
const DEFAULT_SOURCE_POLICY = 'refuse';
/**
 * The policy a run passes on to the runs it starts (child workflows, foreach items): its own
 * effective one, so a parent's execution.on_source_change reaches a child resumed at the new commit.
 */
function sourcePolicyOf(host) {
    const policy = host.request.invocation.onSourceChange ?? host.workflow.execution.onSourceChange;
    return policy !== undefined ? { onSourceChange: policy } : {};
}
/** A commit as people read it (12 hex digits), or what its absence means. */
function shortCommit(commit) {
    return commit ? commit.slice(0, 12) : '(none: not a git commit)';
}
function version(v) {
    return v ?? '(none)';
}
/** The source the run is at now: its latest invocation's (undefined for an invocation recorded without one). */
function currentSource(state) {
    const last = state.invocations[state.invocations.length - 1];
    if (!last || last.source_commit === undefined)
        return undefined;
    return { source_commit: last.source_commit, agent_package_version: last.agent_package_version ?? null };
}
/**
 * Why something made at `made` is not current at `now`, or null. Only what is known now counts: a
 * workspace that is no git repository has no source commit, and a package without a version file
 * no version, so neither is compared then.
 */
function staleWhy(made, now, what = { commit: true, version: true }) {
    const reasons = [];
    if (what.commit && now.source_commit !== null && made.source_commit !== undefined && made.source_commit !== now.source_commit) {
        reasons.push(`made at source commit ${shortCommit(made.source_commit)}, the source is now at ${shortCommit(now.source_commit)}`);
    }
    if (what.version && now.agent_package_version !== null && made.agent_package_version !== undefined && made.agent_package_version !== now.agent_package_version) {
        reasons.push(`made with agent package version ${version(made.agent_package_version)}, the package is now ${version(now.agent_package_version)}`);
    }
    return reasons.length > 0 ? reasons.join('; ') : null;
}
/** Verdicts a keep decision accepted at exactly this source (a later resume there does not ask again). */
function keptAt(state, now) {
    const kept = new Set();
    for (const c of state.source_changes ?? []) {
        if (c.policy === 'keep' && c.source_commit === now.source_commit && c.agent_package_version === now.agent_package_version)
            for (const s of c.kept)
                kept.add(s);
    }
    return kept;
}
/** The run's accepted verdicts (completed steps other than the active one), in the order they were first completed. */
function verdictSources(state, now, options = { honourKept: true }) {
    const kept = options.honourKept ? keptAt(state, now) : new Set();
    const out = [];
    for (const id of state.completed_steps) {
        if (id === state.active_step)
            continue;
        const r = stepRecord(state, id);
        if (!r || r.status !== 'completed' || r.source_commit === undefined)
            continue;
        const why = staleWhy(r, now);
        const isKept = why !== null && kept.has(id) && r.kind !== 'approval';
        out.push({ step: id, kind: r.kind, source_commit: r.source_commit ?? null, agent_package_version: r.agent_package_version ?? null, current: why === null || isKept, why, kept: isKept });
    }
    return out;
}
/** The active approval step's pending request or recorded decision, when made at another source commit. */
function voidedActiveApproval(state, now) {
    const id = state.active_step;
    if (id === null || stepRecord(state, id)?.kind !== 'approval')
        return null;
    const pending = state.pending_approval;
    const visit = Math.max(1, stepRecord(state, id)?.visits ?? 1);
    if (pending && pending.step === id && pending.visit === visit && pending.source_commit !== undefined) {
        // Requested at this commit (after an earlier decision was voided): nothing new is void.
        return staleWhy(pending, now, { commit: true, version: false }) ? id : null;
    }
    const decided = (state.approvals ?? []).filter((a) => a.step === id && a.visit === visit).pop();
    if (decided && decided.source_commit !== undefined && staleWhy(decided, now, { commit: true, version: false }))
        return id;
    return null;
}
/** What a resume at `now` finds, and what `policy` does about it (null: every verdict and approval is current). */
function sourceChange(state, now, policy) {
    if (state.active_step === null)
        return null;
    // rerun takes back every verdict made elsewhere, also ones an earlier keep continued with.
    const verdicts = verdictSources(state, now, { honourKept: policy !== 'rerun' });
    const stale = verdicts.filter((v) => !v.current);
    const voidedActive = voidedActiveApproval(state, now);
    if (stale.length === 0 && voidedActive === null)
        return null;
    const staleApprovals = stale.filter((v) => v.kind === 'approval');
    const staleVerdicts = stale.filter((v) => v.kind !== 'approval');
    // An approval never survives a new source commit; rerun also takes back every stale verdict.
    const back = policy === 'rerun' ? stale[0] : staleApprovals[0];
    return {
        policy,
        source_commit: now.source_commit,
        agent_package_version: now.agent_package_version,
        stale: stale.map((v) => ({ step: v.step, source_commit: v.source_commit, agent_package_version: v.agent_package_version, why: v.why })),
        voided_approvals: [...staleApprovals.map((v) => v.step), ...(voidedActive ? [voidedActive] : [])],
        rerun_from: back?.step ?? null,
        kept: policy === 'keep' ? staleVerdicts.map((v) => v.step) : [],
    };
}
/** The verdicts refuse stops for (stale approvals are decided again under every policy, never refused). */
function refusedVerdicts(change) {
    return change.stale.filter((s) => !change.voided_approvals.includes(s.step));
}
/** One line for people: what changed, and what the run does about it. */
function describeSourceChange(change) {
    const made = [...new Set(change.stale.map((s) => shortCommit(s.source_commit)))];
    const where = `source commit ${shortCommit(change.source_commit)}${made.length > 0 ? ` (verdicts made at ${made.join(', ')})` : ''}`;
    const parts = [];
    const stale = change.stale.filter((s) => !change.voided_approvals.includes(s.step)).map((s) => s.step);
    if (change.policy === 'keep' && change.kept.length > 0)
        parts.push(`on_source_change: keep — continuing with the old verdicts of ${change.kept.join(', ')}`);
    if (change.policy === 'rerun' && stale.length > 0)
        parts.push(`on_source_change: rerun — ${stale.join(', ')} run again`);
    if (change.voided_approvals.length > 0)
        parts.push(`the approval of ${change.voided_approvals.join(', ')} no longer counts and is asked for again`);
    if (change.rerun_from !== null)
        parts.push(`the run goes back to ${change.rerun_from}`);
    return `the source changed since this run's verdicts: now at ${where}; ${parts.join('; ')}`;
}
/** refuse: STALE_ARTIFACT_REJECTED before anything runs, naming both sources, the stale steps and the ways on. */
function refusal(change, runId, command) {
    const stale = refusedVerdicts(change);
    const made = [...new Set(stale.map((s) => `source commit ${shortCommit(s.source_commit)}${s.agent_package_version !== change.agent_package_version && change.agent_package_version !== null ? ` with agent package version ${version(s.agent_package_version)}` : ''}`))];
    const now = `source commit ${shortCommit(change.source_commit)}${change.agent_package_version !== null ? ` with agent package version ${change.agent_package_version}` : ''}`;
    return new run_errors/* StagegateError */.q('STALE_ARTIFACT_REJECTED', `run ${runId}: the verdicts of ${stale.map((s) => s.step).join(', ')} were made at ${made.join(' and ')}; the workspace is now at ${now}. Nothing ran (on_source_change: refuse)`, {
        hint: `Run the stale steps again with --on-source-change rerun, continue with the old verdicts (recorded as a choice) with --on-source-change keep, or start over with --mode fresh: ${command} --on-source-change rerun`,
    });
}
/** A step's record once its verdict is taken back: it runs again when the run reaches it. */
function withdrawn(r) {
    return { ...r, status: 'pending' };
}
/**
 * The `source_changed` transition: record what the resume found; take back the verdicts the
 * policy does not keep (rerun: every stale one; any policy: stale approvals) and go back to the
 * earliest of them on the run's path, counting a visit there like any transition.
 */
function applySourceChange(state, workflow, change, at) {
    const record = { at, ...change };
    const recorded = { ...state, source_changes: [...(state.source_changes ?? []), record], updated_at: at };
    if (change.rerun_from === null)
        return { state: recorded };
    const taken = new Set([...(change.policy === 'rerun' ? change.stale.map((s) => s.step) : []), ...change.voided_approvals]);
    const steps = { ...recorded.steps };
    for (const id of taken)
        if (steps[id] && id !== state.active_step)
            steps[id] = withdrawn(steps[id]);
    const from = state.active_step ?? change.rerun_from;
    const active = steps[from];
    // A step in flight when its runner stopped is not resumed: the run goes back before it.
    if (active && active.status === 'in_flight')
        steps[from] = { ...active, status: 'pending' };
    const back = {
        ...recorded,
        steps,
        completed_steps: recorded.completed_steps.filter((id) => !taken.has(id)),
        in_flight: null,
        pending_approval: null,
    };
    const visit = Math.max(1, active?.visits ?? 1);
    const attempt = Math.max(1, active?.visit_attempts ?? 1);
    const why = change.policy === 'rerun' ? `a source change (on_source_change: rerun)` : `a source change (approval ${change.rerun_from} made at another source commit)`;
    return enterStep(back, workflow, { at, step: from, visit, attempt }, change.rerun_from, why, from, false);
}

// EXTERNAL MODULE: ./src/core/state/journal.ts
var state_journal = __webpack_require__(666);
;// CONCATENATED MODULE: ./src/cli/render.ts




function runJson(o) {
    return {
        status: o.status,
        workflow: o.workflow,
        run_id: o.runId,
        active_step: o.activeStep,
        completed_steps: o.completedSteps,
        state_path: o.statePath,
        manifest_path: o.manifestPath,
        message: o.message,
        exit_code: o.exitCode,
        run_root: o.runRoot,
        workflow_file: o.workflowFile,
        next_command: o.nextCommand,
        stages_run: o.stagesRun,
        ...(o.hint !== undefined ? { hint: o.hint } : {}),
        ...(o.location && o.location.line !== undefined ? { location: o.location } : {}),
        artifacts: o.state ? Object.values(o.state.artifacts).map((a) => ({ step: a.step, path: a.path, sha256: a.sha256, gate_status: a.gate_status })) : [],
        ...(o.sourceChange ? { source_change: o.sourceChange } : {}),
    };
}
function statusJson(s) {
    const state = s.state;
    return {
        status: s.status,
        workflow: s.workflow,
        run_id: s.runId,
        active_step: s.activeStep,
        completed_steps: s.completedSteps,
        state_path: s.statePath,
        manifest_path: s.manifestPath,
        message: s.message,
        exit_code: s.exitCode,
        run_root: s.runRoot,
        locked: s.locked,
        ...(s.hint !== undefined ? { hint: s.hint } : {}),
        in_flight: state?.in_flight ?? null,
        pending_approval: state?.pending_approval ?? null,
        approvals: state?.approvals ?? [],
        last_gate: state?.last_gate ?? null,
        steps: state ? Object.fromEntries(Object.entries(state.steps).map(([id, r]) => [id, { status: r.status, visits: r.visits, attempts: r.attempts }])) : {},
        // Each step's visit limit, so visits can be read against it.
        max_visits: s.maxVisits,
        // Where the run went: decisions with the values each branch saw, stalls, skips.
        decisions: s.log?.decisions ?? [],
        stalls: state?.stalls ?? [],
        skips: state?.skips ?? [],
    };
}
function planJson(p) {
    return {
        status: p.status,
        workflow: p.workflow,
        run_id: p.runId,
        mode: p.mode,
        state_path: p.statePath,
        state_found: p.stateFound,
        next_step: p.nextStep,
        reason: p.reason,
        stop_after_step: p.stopAfterStep,
        message: p.message,
        exit_code: p.exitCode,
        ...(p.hint !== undefined ? { hint: p.hint } : {}),
        steps: p.steps.map((s) => ({
            id: s.id,
            kind: s.kind,
            disposition: s.disposition,
            visits: s.visits,
            max_visits: s.maxVisits,
            output: s.output,
            transitions: s.transitions,
            ...(s.agent !== undefined ? { agent: s.agent } : {}),
            ...(s.resolved?.registry !== undefined ? { registry: s.resolved.registry } : {}),
            ...(s.resolved?.child ? { child_run: { workflow: s.resolved.child.workflow, inputs: s.resolved.child.inputs, run_id: s.resolved.child.runId, state_path: s.resolved.child.statePath, manifest_path: s.resolved.child.manifestPath, run_root: s.resolved.child.runRoot, note: s.resolved.child.note } } : {}),
            ...stepPathsJson(s.paths),
        })),
        entry: p.entry,
        composite: p.composite,
        loops: p.loops.map(loopJson),
        ...(p.prompt !== undefined ? { prompt: p.prompt } : {}),
        ...(p.source
            ? {
                source: {
                    policy: p.source.policy,
                    source_commit: p.source.sourceCommit,
                    agent_package_version: p.source.agentPackageVersion,
                    verdicts: p.source.verdicts.map((v) => ({ step: v.step, kind: v.kind, source_commit: v.source_commit, agent_package_version: v.agent_package_version, current: v.current, kept: v.kept, why: v.why })),
                    voided_approvals: p.source.voidedApprovals,
                    rerun_from: p.source.rerunFrom,
                },
            }
            : {}),
        // The stop a run would hit before its first stage (null: it would run).
        stop: p.stop ? { code: p.stop.code, exit_code: p.stop.exitCode, message: p.stop.message, ...(p.stop.hint !== undefined ? { hint: p.stop.hint } : {}) } : null,
    };
}
function edgeJson(e) {
    return { on: e.label, to: e.to, kind: e.kind, ...(e.status !== undefined ? { status: e.status } : {}), ...(e.implicit ? { implicit: true } : {}), ...(e.note !== undefined ? { note: e.note } : {}) };
}
function loopJson(l) {
    return { steps: l.steps, cycle: l.cycle, max_visits: l.bounds };
}
/** The structure of a step in plan --json: its typed paths and what a composite kind holds. */
function stepPathsJson(p) {
    return {
        paths: p.edges.map(edgeJson),
        attempts: p.attempts,
        optional: p.optional,
        ...(p.terminalStatus !== undefined ? { terminal_status: p.terminalStatus } : {}),
        ...(p.decision ? { decision: { branches: p.decision.branches } } : {}),
        ...(p.approval ? { approval: { message: p.approval.message, approvers: p.approval.approvers, on_approve: p.approval.onApprove, on_reject: p.approval.onReject } } : {}),
        ...(p.child
            ? {
                child: {
                    workflow: p.child.workflow,
                    ...(p.child.execution ? { execution: p.child.execution } : {}),
                    ...(p.child.phase ? { phase: { pass_inputs: p.child.phase.passInputs, derived_inputs: p.child.phase.derivedInputs, require_terminal_status: p.child.phase.requireTerminalStatus } } : {}),
                },
            }
            : {}),
        ...(p.foreach
            ? {
                foreach: {
                    source: p.foreach.source,
                    id_field: p.foreach.idField,
                    order: p.foreach.order,
                    entry: p.foreach.entry,
                    per_item: p.foreach.steps.map((s) => ({ id: s.id, kind: s.kind, max_visits: s.maxVisits, ...stepPathsJson(s) })),
                    loops: p.foreach.loops.map(loopJson),
                    completion: { require: p.foreach.require, on_complete: p.foreach.onComplete },
                },
            }
            : {}),
        ...(p.parallel
            ? { parallel: { join: p.parallel.join, max_concurrency: p.parallel.maxConcurrency, branches: p.parallel.branches.map((b) => ({ id: b.id, kind: b.kind, ...stepPathsJson(b) })) } }
            : {}),
    };
}
function edgeText(e) {
    return `${e.label} → ${e.to}${e.implicit ? ` (default${e.note ? `: ${e.note}` : ''})` : e.note ? ` (${e.note})` : ''}`;
}
/** The lines under a step in plan's text: what it holds and every path out of it. */
function stepPathsText(p, indent, style) {
    const lines = [];
    const dim = (t) => lines.push(`${indent}${style.dim(t)}`);
    if (p.approval)
        dim(`asks: ${p.approval.message}${p.approval.approvers ? ` (approvers: ${p.approval.approvers.join(', ')})` : ''}`);
    if (p.child) {
        const phase = p.child.phase;
        dim(`${phase ? 'phase' : 'child workflow'}: ${p.child.workflow}${p.child.execution?.execution_mode ? ` (${p.child.execution.execution_mode})` : ''}`);
        if (phase)
            dim(`  pass_inputs: ${phase.passInputs.join(', ') || '-'}; continues on ${phase.requireTerminalStatus.join(' | ')}`);
    }
    if (p.terminalStatus !== undefined)
        dim(`hand-off: the run ends with ${p.terminalStatus}`);
    if (p.attempts > 1)
        dim(`retry: up to ${p.attempts} attempts`);
    if (p.optional)
        dim('optional: stagegate skip moves on along on_skip');
    for (const e of p.edges) {
        if (p.foreach && e.label === 'completion.on_complete')
            continue; // shown after the per-item machine
        const extra = e.kind === 'failure' && p.attempts > 1 ? ` (after ${p.attempts} attempts)` : '';
        dim(`${edgeText(e)}${extra}`);
    }
    if (p.foreach) {
        const f = p.foreach;
        dim(`for each item of ${f.source} (id: ${f.idField}, order: ${f.order}), per item from ${f.entry ?? '-'}:`);
        for (const s of f.steps) {
            lines.push(`${indent}  ${s.id.padEnd(22)} ${style.dim(`${s.kind.padEnd(8)} max_visits ${s.maxVisits}`)}`);
            lines.push(...stepPathsText(s, `${indent}    `, style));
        }
        for (const l of f.loops)
            dim(`  loop ${loopText(l)}`);
        dim('  next_artifact: the item is done, the next one starts; defer_current_artifact: the item waits, the next one starts');
        dim(`after the last item${f.require ? ` (require: ${f.require})` : ''}: completion.on_complete → ${f.onComplete ?? '-'}`);
    }
    if (p.parallel) {
        const par = p.parallel;
        dim(`parallel: join ${par.join}${par.maxConcurrency !== null ? `, at most ${par.maxConcurrency} at once` : ''}; branches:`);
        for (const b of par.branches) {
            lines.push(`${indent}  ${b.id.padEnd(22)} ${style.dim(b.kind)}`);
            lines.push(...stepPathsText(b, `${indent}    `, style));
        }
    }
    return lines;
}
function loopText(l) {
    return `${describeLoop(l.cycle, l.steps, '→')}  (max_visits ${l.steps.map((id) => `${id} ${l.bounds[id]}`).join(', ')}; beyond: WORKFLOW_BLOCKED_LOOP_LIMIT)`;
}
function validationJson(r) {
    const shape = (d) => ({ code: d.code, message: d.message, file: d.file, line: d.line, column: d.column, severity: d.severity, path: d.path, ...(d.hint !== undefined ? { hint: d.hint } : {}) });
    return {
        valid: r.errors === 0,
        files: r.files,
        errors: r.diagnostics.filter((d) => d.severity === 'error').map(shape),
        warnings: r.diagnostics.filter((d) => d.severity === 'warning').map(shape),
    };
}
function seconds(ms) {
    return ms < 1000 ? `${(ms / 1000).toFixed(2)}s` : `${(ms / 1000).toFixed(1)}s`;
}
/** Live per-stage lines for `run` without --json. */
function eventPrinter(write, style) {
    let width = 12;
    return (e) => {
        switch (e.type) {
            case 'run_started':
                width = Math.max(width, 12);
                write(`${style.bold('stagegate')} ${e.workflow} · run ${e.runId} · ${e.resumed ? 'resuming' : e.mode === 'fresh' ? 'fresh' : 'new run'}`);
                break;
            case 'stage_finished': {
                const progress = style.dim(`[${e.completed}/${e.totalSteps}]`);
                const name = e.step.padEnd(width);
                const attempt = e.attempt > 1 ? style.dim(` (attempt ${e.attempt})`) : '';
                const visit = e.visit > 1 ? style.dim(` visit ${e.visit}`) : '';
                if (e.ok) {
                    const next = e.next === null || e.next === undefined ? 'end' : e.next;
                    write(`${progress} ${name} ${style.green('✓')} ${e.gateStatus} → ${next}  ${style.dim(seconds(e.durationMs))}${visit}${attempt}`);
                }
                else {
                    write(`${progress} ${name} ${style.red('✗')} ${e.code}  ${style.dim(seconds(e.durationMs))}${visit}${attempt}`);
                }
                break;
            }
            case 'stage_retrying':
                write(`${style.yellow('↻')} ${e.step}: retrying (attempt ${e.attempt}) in ${seconds(e.delayMs)}: ${e.reason}`);
                break;
            case 'note':
                write(style.dim(e.message));
                break;
            default:
                break;
        }
    };
}
function headline(status, style) {
    if (status === 'WORKFLOW_COMPLETE')
        return style.green(style.bold(status));
    if (status === 'PARTIAL_RESUMABLE')
        return style.yellow(style.bold(status));
    return style.red(style.bold(status));
}
function runText(o, style) {
    const lines = [`${headline(o.status, style)}  ${o.message}`];
    if (o.location?.file && o.location.line !== undefined)
        lines.push(`  at:       ${o.location.file}:${o.location.line}:${o.location.column ?? 1}`);
    if (o.hint)
        lines.push(`  fix:      ${o.hint}`);
    else if ((0,stop_codes/* isStopCode */.At)(o.status) && o.status !== 'WORKFLOW_COMPLETE')
        lines.push(`  fix:      ${stop_codes/* STOP_CODES */.GO[o.status].fix}`);
    if (o.sourceChange)
        lines.push(`  source:   ${describeSourceChange(o.sourceChange)}`);
    if (o.runId)
        lines.push(`  run:      ${o.runId}${o.stagesRun > 0 ? ` (${o.stagesRun} stage${o.stagesRun === 1 ? '' : 's'} run now)` : ''}`);
    if (o.statePath && o.state)
        lines.push(`  state:    ${o.statePath}`, `  journal:  ${(0,state_journal/* journalPathFor */.S7)(o.statePath)}  (the run's record, event by event: stagegate history)`);
    if (o.manifestPath && o.state)
        lines.push(`  manifest: ${o.manifestPath}`);
    if (o.state) {
        const artifacts = Object.values(o.state.artifacts);
        if (artifacts.length > 0) {
            lines.push(`  outputs:`);
            for (const a of artifacts)
                lines.push(`    ${a.path}  ${style.dim(`${a.step}: ${a.gate_status}`)}`);
        }
    }
    if (o.nextCommand)
        lines.push(`  next:     ${o.nextCommand}`);
    return lines.join('\n');
}
function statusText(s, style) {
    const lines = [`${headline(s.status, style)}  ${s.message}`];
    if (s.hint)
        lines.push(`  fix:      ${s.hint}`);
    if (s.runId)
        lines.push(`  run:      ${s.runId}`);
    if (s.statePath)
        lines.push(`  state:    ${s.statePath}${s.locked ? style.yellow(' (locked: a runner is active)') : ''}`);
    if (s.state) {
        lines.push(`  active:   ${s.activeStep ?? '-'}`);
        const pending = s.state.pending_approval;
        if (pending)
            lines.push(`  approval: ${pending.step} awaits approval${pending.approvers ? ` from ${pending.approvers.join(', ')}` : ''} (since ${pending.requested_at}): ${pending.message}`);
        lines.push(`  steps:`);
        for (const [id, r] of Object.entries(s.state.steps)) {
            const limit = s.maxVisits[id];
            lines.push(`    ${id.padEnd(24)} ${r.status.padEnd(10)} visits ${r.visits}${limit !== undefined ? `/${limit}` : ''}  attempts ${r.attempts}`);
            if (r.foreach) {
                const items = r.foreach.items;
                const count = (st) => items.filter((i) => i.status === st).length;
                lines.push(`      ${style.dim(`items: ${count('verified')} verified, ${count('deferred')} deferred, ${count('blocked')} blocked, ${count('pending') + count('running')} to do of ${items.length}${r.foreach.active_item ? ` (active: ${r.foreach.active_item})` : ''}`)}`);
            }
            if (r.parallel) {
                const branches = Object.entries(r.parallel.branches).map(([b, br]) => `${b} ${br.status}${br.gate_status ? ` (${br.gate_status})` : ''}`);
                lines.push(`      ${style.dim(`branches (join ${r.parallel.join}): ${branches.join(', ')}${r.parallel.outcome ? ` -> ${r.parallel.outcome}` : ''}`)}`);
            }
        }
        lines.push(...routeText(s.state, s.log, style));
    }
    return lines.join('\n');
}
/** Decisions taken (with the values each branch saw), approvals, skips and stalls of a run. */
function routeText(state, log, style) {
    const lines = [];
    const decisions = log?.decisions ?? [];
    if (decisions.length > 0) {
        lines.push('  decisions:');
        for (const d of decisions) {
            const taken = d.chosen === 'else' ? 'else' : `if ${d.branches[d.chosen]?.expression ?? `#${d.chosen}`}`;
            lines.push(`    ${d.step} (visit ${d.visit}): ${taken} -> ${d.to}`);
            for (const b of d.branches) {
                const seen = Object.entries(b.seen).map(([k, v]) => `${k}=${JSON.stringify(v) ?? 'null'}`).join(', ');
                lines.push(`      ${style.dim(`${b.truthy ? '✓' : '✗'} ${b.expression}${seen ? `  [${seen}]` : ''}`)}`);
            }
        }
    }
    const approvals = state.approvals ?? [];
    if (approvals.length > 0) {
        lines.push('  approvals:');
        for (const a of approvals)
            lines.push(`    ${a.step} (visit ${a.visit}): ${a.decision} by ${a.by} at ${a.at}${a.note ? ` — ${a.note}` : ''}`);
    }
    const skips = state.skips ?? [];
    if (skips.length > 0) {
        lines.push('  skips:');
        for (const k of skips)
            lines.push(`    ${k.step} (visit ${k.visit}) -> ${k.to ?? 'end of run'}`);
    }
    const stalls = state.stalls ?? [];
    if (stalls.length > 0) {
        lines.push('  stalls:');
        for (const t of stalls)
            lines.push(`    ${t.step} (visit ${t.visit} repeated visit ${t.previous_visit}) -> ${t.to ?? 'stopped (WORKFLOW_BLOCKED_STALLED)'}`);
    }
    return lines;
}
function planText(p, style) {
    // The stop a run would hit comes first, with its exit status; the workflow's paths follow.
    const stop = p.stop ? [`${headline(p.stop.code, style)}  ${p.stop.message}`, `  exit:   ${p.stop.exitCode} (a run with these arguments stops here, before any stage runs)`, ...(p.stop.hint ? [`  fix:    ${p.stop.hint}`] : [])] : [];
    if (p.workflow === null || p.steps.length === 0)
        return stop.length > 0 ? stop.join('\n') : `${headline(p.status, style)}  ${p.message}${p.hint ? `\n  fix: ${p.hint}` : ''}`;
    const lines = [...stop, `${style.bold('plan')} ${p.workflow} · ${p.mode ?? '-'} · run ${p.runId ?? '(new id)'}`, `  next:   ${p.nextStep ?? (p.stop ? `- (stopped: ${p.stop.code})` : '-')}`, `  why:    ${p.reason}`];
    if (p.stopAfterStep)
        lines.push(`  stop:   after ${p.stopAfterStep}`);
    lines.push('  steps:');
    for (const s of p.steps) {
        const mark = s.disposition === 'next' ? style.cyan('▶') : s.disposition === 'completed' ? style.green('✓') : s.disposition === 'unsupported' ? style.red('!') : ' ';
        lines.push(`  ${mark} ${s.id.padEnd(24)} ${s.kind.padEnd(8)} ${style.dim(`visits ${s.visits}/${s.maxVisits}`)}${s.output ? `  → ${s.output}` : ''}${s.agent !== undefined ? style.dim(`  agent ${s.agent ?? '(none configured)'}`) : ''}`);
        if (s.resolved?.registry !== undefined)
            lines.push(`        ${style.dim(`registry: ${s.resolved.registry}`)}`);
        const c = s.resolved?.child;
        if (c) {
            const inputs = Object.entries(c.inputs).map(([k, v]) => `${k}=${v}`).join(' ');
            lines.push(`        ${style.dim(`child run: ${c.workflow}${c.runId ? ` run ${c.runId}` : ''}${c.statePath ? `, state ${c.statePath}` : ''}${c.manifestPath ? `, manifest ${c.manifestPath}` : ''}`)}`);
            if (inputs)
                lines.push(`        ${style.dim(`  inputs: ${inputs}`)}`);
            if (c.note)
                lines.push(`        ${style.dim(`  ${c.note}`)}`);
        }
        lines.push(...stepPathsText(s.paths, '        ', style));
    }
    if (p.source && p.source.verdicts.length > 0) {
        const s = p.source;
        lines.push(`  verdicts (source now ${s.sourceCommit ?? '(none: not a git commit)'}${s.agentPackageVersion ? `, package ${s.agentPackageVersion}` : ''}; on_source_change: ${s.policy}):`);
        for (const v of s.verdicts) {
            const state = v.kept ? style.yellow('kept') : v.current ? style.green('current') : style.red('stale');
            lines.push(`    ${v.step.padEnd(24)} ${state}${v.why ? style.dim(`  ${v.why}`) : ''}`);
        }
        if (s.voidedApprovals.length > 0)
            lines.push(`    ${style.dim(`approval asked for again: ${s.voidedApprovals.join(', ')}`)}`);
    }
    if (p.loops.length > 0) {
        lines.push('  loops:');
        for (const l of p.loops)
            lines.push(`    ${loopText(l)}`);
    }
    return lines.join('\n');
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
/** `history --json`: one array of events, each with seq, event, step, visit, attempt, status, at. */
function historyJson(h) {
    return {
        status: h.status,
        exit_code: h.exitCode,
        message: h.message,
        ...(h.hint !== undefined ? { hint: h.hint } : {}),
        workflow: h.workflow,
        run_id: h.runId,
        journal_path: h.journalPath,
        events: h.events.map((e) => ({ seq: e.seq, at: e.at, event: e.event, step: e.step, visit: e.visit, attempt: e.attempt, status: e.status, to: e.to, detail: e.detail, data: e.data })),
    };
}
function historyText(h, style) {
    if (h.events.length === 0)
        return `${headline(h.status, style)}  ${h.message}${h.hint ? `\n  fix:      ${h.hint}` : ''}`;
    const lines = [`${headline(h.status, style)}  run ${h.runId ?? '-'} of ${h.workflow ?? '-'}: ${h.message} (journal ${h.journalPath})`];
    for (const e of h.events) {
        const where = e.step === null ? '' : `${e.step}${e.visit !== null ? ` v${e.visit}` : ''}${e.attempt !== null ? ` a${e.attempt}` : ''}`;
        const what = [e.status, e.to !== null && e.to !== e.step ? `-> ${e.to}` : '', e.detail].filter((x) => x).join(' ');
        lines.push(`  ${String(e.seq).padStart(4)}  ${style.dim(e.at)}  ${e.event.padEnd(16)} ${where.padEnd(22)} ${what}`.trimEnd());
    }
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/core/steps/process/transcript.ts
var process_transcript = __webpack_require__(2303);
;// CONCATENATED MODULE: ./src/cli/progress.ts
// What `stagegate run` shows while it runs (on stderr), from the core's RunEvents:
// - a line per finished stage attempt (✓ gate status → next, or ✗ stop code), and on a failure
//   the last 20 lines of its log (secrets masked);
// - on a terminal, a live line per running stage (step, visit, attempt, elapsed), redrawn every
//   second below the finished lines — several for parallel branches;
// - off a terminal (CI logs), a line when a stage starts and a heartbeat every N seconds;
// - with --stream, what each stage writes, line by line, prefixed with its step.



/** Lines of a failed attempt's log shown under its ✗ line. */
const FAILURE_TAIL_LINES = 20;
/** Bytes read from the end of a log for its tail (a huge log is never read whole). */
const TAIL_BYTES = 64 * 1024;
/** Live lines are redrawn this often. */
const REDRAW_MS = 500;
const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
function elapsedText(ms) {
    const s = Math.max(0, Math.floor(ms / 1000));
    if (s < 60)
        return `${s}s`;
    const m = Math.floor(s / 60);
    if (m < 60)
        return `${m}m${String(s % 60).padStart(2, '0')}s`;
    return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}
function progress_seconds(ms) {
    return ms < 1000 ? `${(ms / 1000).toFixed(2)}s` : `${(ms / 1000).toFixed(1)}s`;
}
/** The last `count` lines of a file ('' lines at the end dropped), reading at most TAIL_BYTES. */
function tailLines(path, count) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, 'r');
    }
    catch {
        return [];
    }
    try {
        const size = (0,external_node_fs_.fstatSync)(fd).size;
        const length = Math.min(size, TAIL_BYTES);
        const buffer = Buffer.alloc(length);
        (0,external_node_fs_.readSync)(fd, buffer, 0, length, size - length);
        let lines = buffer.toString('utf8').split(/\r?\n/);
        if (length < size)
            lines = lines.slice(1); // the first line was cut
        while (lines.length > 0 && lines[lines.length - 1].trim() === '')
            lines.pop();
        return lines.slice(-count);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Escape sequences a stage's text may hold: printed as they are, they could move our cursor. */
function printable(text) {
    return text.replace(/\u001b\[[0-9;?]*[A-Za-z]|\u001b\][^\u0007]*\u0007|[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}
/** `text` cut to `columns` code points (about a terminal's columns), ending in … when cut. */
function cut(text, columns) {
    if (columns === undefined || columns < 10)
        return text;
    const chars = [...text];
    return chars.length <= columns ? text : chars.slice(0, columns - 1).join('') + '…';
}
function makeProgress(o) {
    const now = o.now ?? Date.now;
    const { style } = o;
    const running = new Map();
    /** Stage output not yet ended by a newline, per stage. */
    const partial = new Map();
    /** Stages whose output was streamed (their failure tail would repeat it). */
    const streamed = new Set();
    let drawn = 0;
    let frame = 0;
    let width = 12;
    let timer;
    const mask = (text) => (0,process_transcript/* maskSecrets */.QU)(text, o.secrets);
    /** One running stage's line, cut to one terminal row (a wrapped line would break the redraw). */
    const liveLine = (r, columns) => {
        const spin = SPINNER[frame % SPINNER.length];
        const text = cut(`${r.label.padEnd(width)}  visit ${r.visit} · attempt ${r.attempt} · ${elapsedText(now() - r.since)}`, columns === undefined ? undefined : columns - 2);
        return `${style.cyan(spin)} ${text}`;
    };
    /** Erase the live lines (the cursor sits at the end of the last one). */
    const erase = () => {
        if (drawn === 0)
            return;
        o.write(`\r${drawn > 1 ? `\u001b[${drawn - 1}A` : ''}\u001b[J`);
        drawn = 0;
    };
    const draw = () => {
        if (!o.live || running.size === 0)
            return;
        const columns = o.columns?.();
        const lines = [...running.values()].map((r) => liveLine(r, columns));
        o.write(lines.join('\n'));
        drawn = lines.length;
    };
    /** A permanent line (or lines), above the live ones. */
    const say = (text) => {
        erase();
        o.write(text.endsWith('\n') ? text : `${text}\n`);
        draw();
    };
    const tick = () => {
        frame++;
        if (o.live) {
            erase();
            draw();
        }
    };
    const heartbeat = () => {
        if (running.size === 0)
            return;
        const list = [...running.values()].map((r) => `${r.label} (visit ${r.visit}, attempt ${r.attempt}, ${elapsedText(now() - r.since)})`);
        say(style.dim(`… still running: ${list.join(', ')}`));
    };
    const ensureTimer = () => {
        if (timer !== undefined)
            return;
        const every = o.live ? REDRAW_MS : o.heartbeatMs;
        if (every <= 0)
            return;
        timer = setInterval(o.live ? tick : heartbeat, every);
        // The run's own work keeps the process alive; the timer never should.
        timer.unref();
    };
    const stopTimerIfIdle = () => {
        if (running.size === 0 && timer !== undefined) {
            clearInterval(timer);
            timer = undefined;
        }
    };
    const flushPartial = (key) => {
        const rest = partial.get(key);
        if (rest !== undefined && rest !== '')
            say(`${style.dim(`${key} │`)} ${printable(mask(rest))}`);
        partial.delete(key);
    };
    const output = (key, text) => {
        streamed.add(key);
        const joined = (partial.get(key) ?? '') + text;
        const lines = joined.split('\n');
        partial.set(key, lines.pop());
        if (lines.length === 0)
            return;
        say(lines.map((l) => `${style.dim(`${key} │`)} ${printable(mask(l.replace(/\r$/, '')))}`).join('\n'));
    };
    const failureTail = (logPath, key) => {
        if (logPath === undefined || streamed.has(key))
            return;
        const lines = tailLines((0,external_node_path_.isAbsolute)(logPath) ? logPath : (0,external_node_path_.join)(o.workspace, logPath), FAILURE_TAIL_LINES);
        if (lines.length === 0) {
            say(style.dim(`    (the log ${logPath} is empty)`));
            return;
        }
        say([style.dim(`    last ${lines.length === 1 ? 'line' : `${lines.length} lines`} of ${logPath}:`), ...lines.map((l) => `    ${style.dim('│')} ${printable(mask(l))}`)].join('\n'));
    };
    return {
        onEvent(e) {
            switch (e.type) {
                case 'run_started':
                    say(`${style.bold('stagegate')} ${e.workflow} · run ${e.runId} · ${e.resumed ? 'resuming' : e.mode === 'fresh' ? 'fresh' : 'new run'}`);
                    break;
                case 'stage_started': {
                    width = Math.max(width, Math.min(e.step.length, 28));
                    running.set(e.step, { label: e.step, visit: e.visit, attempt: e.attempt, kind: e.kind, since: now() });
                    if (o.live) {
                        erase();
                        draw();
                    }
                    else
                        say(`${style.cyan('▶')} ${e.step} started${e.visit > 1 ? ` (visit ${e.visit})` : ''}${e.attempt > 1 ? ` (attempt ${e.attempt})` : ''}`);
                    ensureTimer();
                    break;
                }
                case 'stage_output':
                    if (o.stream)
                        output(e.branch !== undefined ? `${e.step}/${e.branch}` : e.step, e.text);
                    break;
                case 'stage_finished': {
                    running.delete(e.step);
                    if (o.stream)
                        flushPartial(e.step);
                    const progress = style.dim(`[${e.completed}/${e.totalSteps}]`);
                    const name = e.step.padEnd(width);
                    const attempt = e.attempt > 1 ? style.dim(` (attempt ${e.attempt})`) : '';
                    const visit = e.visit > 1 ? style.dim(` visit ${e.visit}`) : '';
                    const time = style.dim(progress_seconds(e.durationMs));
                    if (e.ok)
                        say(`${progress} ${name} ${style.green('✓')} ${e.gateStatus} ${progress_routeText(e.code, e.next, style)}  ${time}${visit}${attempt}`);
                    else {
                        say(`${progress} ${name} ${style.red('✗')} ${e.code}  ${time}${visit}${attempt}`);
                        // An interrupted stage did not fail: its log's tail would only be noise.
                        if (e.code !== 'WORKFLOW_INTERRUPTED')
                            failureTail(e.logPath, e.step);
                    }
                    streamed.delete(e.step);
                    stopTimerIfIdle();
                    break;
                }
                case 'stage_retrying':
                    say(`${style.yellow('↻')} ${e.step}: retrying (attempt ${e.attempt}) in ${progress_seconds(e.delayMs)}: ${e.reason}`);
                    break;
                case 'note':
                    say(style.dim(e.message));
                    break;
                default:
                    break;
            }
        },
        stop() {
            for (const key of [...partial.keys()])
                flushPartial(key);
            if (timer !== undefined)
                clearInterval(timer);
            timer = undefined;
            running.clear();
            erase();
        },
    };
}
/**
 * Where an accepted stage leads: the next step, the end, or — when the run refuses the
 * transition (loop limit, stall, BLOCKED) — the stop code, never "→ end".
 */
function progress_routeText(code, next, style) {
    if (code === undefined || code === 'WORKFLOW_COMPLETE')
        return `→ ${next ?? 'end'}`;
    if (code === 'PARTIAL_RESUMABLE')
        return `→ ${next ?? 'end'} ${style.dim('(paused)')}`;
    return `${style.yellow('⊘')} ${style.yellow(code)}`;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/core/run/stage-command.ts
var stage_command = __webpack_require__(6519);
;// CONCATENATED MODULE: ./src/host/self-command.ts
// How a stage reaches stagegate itself: a folder holding an executable `stagegate` (a tiny sh
// script that runs this Node with the CLI bundle) goes first on every stage's PATH, and its path
// is $STAGEGATE_BIN. So `stagegate gate OK` works in a stage with nothing installed. The folder is
// private (mkdtemp) and removed when the run ends. The CLI passes itself; the Action can pass the
// CLI bundle beside it (dist/cli/index.js).




/**
 * The shim running `script` (the CLI; default: this process's own) with this Node and its flags,
 * or undefined when it cannot be made (the stages then lack `stagegate`).
 */
function makeSelfCommand(script = process.argv[1], nodeArgs = process.execArgv, parent = (0,external_node_os_.tmpdir)()) {
    if (script === undefined)
        return undefined;
    let dir;
    try {
        dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(parent, 'stagegate-bin-'));
        const bin = (0,external_node_path_.join)(dir, 'stagegate');
        // Node's own flags too (a source checkout runs with --import for TypeScript).
        const words = [process.execPath, ...nodeArgs, (0,external_node_path_.resolve)(script)].map(shWord);
        (0,external_node_fs_.writeFileSync)(bin, `#!/bin/sh\nexec ${words.join(' ')} "$@"\n`);
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

// EXTERNAL MODULE: ./src/core/workspace/workspace.ts
var workspace_workspace = __webpack_require__(5620);
;// CONCATENATED MODULE: ./src/core/model/schema.ts
// The zod model of a Run Engineering 4.0 workflow file. It is the single source of truth for
// the file's shape: the loader validates with it and scripts/gen-schema.ts publishes it as
// schema/workflow.schema.json for editors. Objects are strict: an unknown key is an error.
// zod/mini's functional form (see zod.ts): z.optional(x), .check(z.minLength(1)), and
// .check(z.describe(...)) for the descriptions the JSON Schema carries.

const StepId = mini/* string */.YjP().check(mini/* minLength */.BpQ(1));
const Scalar = mini/* union */.KCZ([mini/* string */.YjP(), mini/* number */.aig(), mini/* boolean */.zMY(), mini/* null */.chJ()]);
const ConditionalTarget = mini/* strictObject */.rej({
    if_input_present: mini/* record */.g1P(mini/* string */.YjP(), StepId).check(mini/* describe */.q0y('Optional input name -> step to go to when that input is bound (first present input wins).')),
    else: StepId.check(mini/* describe */.q0y('Step to go to when none of the inputs is present.')),
}).check(mini/* describe */.q0y('Conditional transition on the presence of optional inputs.'));
const Target = mini/* union */.KCZ([StepId, ConditionalTarget]);
const Statuses = mini/* record */.g1P(mini/* string */.YjP().check(mini/* regex */.yGV(/^[A-Za-z0-9_.-]+$/)), Target).check(mini/* describe */.q0y('Gate status -> next step id, DONE, BLOCKED, or a conditional {if_input_present, else}.'));
const Retry = mini/* strictObject */.rej({
    max_attempts: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1), mini/* lte */.wJL(100)).check(mini/* describe */.q0y('Attempts in all, including the first.')),
    backoff_seconds: mini/* optional */.lqM(mini/* number */.aig().check(mini/* gte */.ROM(0), mini/* lte */.wJL(3600))).check(mini/* describe */.q0y('Wait before the second attempt; doubles after each failure.')),
}).check(mini/* describe */.q0y('Re-run a failing stage (non-zero exit, timeout). Gate statuses are never retried.'));
const ExecutionOverride = mini/* strictObject */.rej({
    execution_mode: mini/* optional */.lqM(mini/* enum */.k5n(['resume', 'fresh'])).check(mini/* describe */.q0y('fresh: the child re-reads everything and reuses no verdict.')),
    ignore_previous_completion: mini/* optional */.lqM(mini/* boolean */.zMY()).check(mini/* describe */.q0y('Run again even if the child completed before (required with execution_mode: fresh).')),
}).check(mini/* describe */.q0y('Execution of a child workflow step.'));
const Binding = mini/* strictObject */.rej({
    field: mini/* string */.YjP().check(mini/* minLength */.BpQ(1)).check(mini/* describe */.q0y('Registry column (or key) to read.')),
    transform: mini/* optional */.lqM(mini/* literal */.euz('slugify')).check(mini/* describe */.q0y('slugify: lowercase, non-alphanumeric runs -> "-", trimmed.')),
});
const Foreach = mini/* strictObject */.rej({
    source: mini/* string */.YjP().check(mini/* minLength */.BpQ(1)).check(mini/* describe */.q0y('Registry artifact (workspace-relative): a Markdown table, or a YAML/JSON list.')),
    items: mini/* optional */.lqM(mini/* string */.YjP().check(mini/* minLength */.BpQ(1))).check(mini/* describe */.q0y('Which rows are items: "<rows> where <field> != <value> and <field> = <value>" (e.g. "artifacts where implementation_required != NO and DD Verification != VERIFIED"); every row when omitted.')),
    id_field: mini/* string */.YjP().check(mini/* minLength */.BpQ(1)).check(mini/* describe */.q0y('Column (or key) holding each item id, e.g. "Artifact ID".')),
    order: mini/* optional */.lqM(mini/* enum */.k5n(['registry', 'dependency_topological'])).check(mini/* describe */.q0y('registry: row order; dependency_topological: dependencies first.')),
    depends_field: mini/* optional */.lqM(mini/* string */.YjP().check(mini/* minLength */.BpQ(1))).check(mini/* describe */.q0y('Column listing the ids an item depends on (default "Depends On").')),
    status_field: mini/* optional */.lqM(mini/* string */.YjP().check(mini/* minLength */.BpQ(1))).check(mini/* describe */.q0y('Column the runner marks VERIFIED for a verified item (default: the field of completion.require "all <rows> have <field> = <value>", else "Status").')),
    bindings: mini/* optional */.lqM(mini/* record */.g1P(mini/* string */.YjP().check(mini/* regex */.yGV(/^[A-Za-z_][A-Za-z0-9_]*$/)), Binding)).check(mini/* describe */.q0y('Placeholder name -> row field; visible as {{name}} inside per_item only.')),
});
const Completion = mini/* strictObject */.rej({
    require: mini/* optional */.lqM(mini/* string */.YjP().check(mini/* minLength */.BpQ(1))).check(mini/* describe */.q0y('Checked against the registry rows when the last item finished: "all rows <STATUS>", "all items verified", or "all <rows> have <field> = <value>".')),
    on_complete: mini/* optional */.lqM(StepId),
});
const DecisionBranch = mini/* union */.KCZ([
    mini/* strictObject */.rej({
        if: mini/* string */.YjP().check(mini/* minLength */.BpQ(1)).check(mini/* describe */.q0y("GitHub-style expression over inputs, steps, visits and run, e.g. steps.review.gate.score >= 90.")),
        to: StepId.check(mini/* describe */.q0y('Step to go to when the expression is truthy (or DONE, BLOCKED).')),
    }),
    mini/* strictObject */.rej({ else: StepId.check(mini/* describe */.q0y('Step to go to when no if matched (required, last).')) }),
]);
const Approval = mini/* strictObject */.rej({
    message: mini/* string */.YjP().check(mini/* minLength */.BpQ(1)).check(mini/* describe */.q0y('What the approver is asked, e.g. "Approve the design?".')),
    approvers: mini/* optional */.lqM(mini/* array */.YOg(mini/* string */.YjP().check(mini/* minLength */.BpQ(1))).check(mini/* minLength */.BpQ(1))).check(mini/* describe */.q0y('Who may approve or reject (--by NAME); anyone when omitted.')),
}).check(mini/* describe */.q0y('Approval step: the run pauses (PARTIAL_RESUMABLE) until stagegate approve or reject.'));
// Its id and description are registered on the schema itself: zod/mini's .check() copies the
// definition, which would read the per_item/parallel getters before Step exists.
const Step = mini/* strictObject */.rej({
    description: mini/* optional */.lqM(mini/* string */.YjP()),
    approval: mini/* optional */.lqM(Approval),
    on_approve: mini/* optional */.lqM(StepId).check(mini/* describe */.q0y('Approval step: next step after stagegate approve (or DONE, BLOCKED).')),
    on_reject: mini/* optional */.lqM(StepId).check(mini/* describe */.q0y('Approval step: next step after stagegate reject (default BLOCKED).')),
    on_failure: mini/* optional */.lqM(StepId).check(mini/* describe */.q0y('Where to go when the stage fails (STAGE_FAILED, STAGE_TIMEOUT) after its retries: a step, DONE, BLOCKED, or skip (record the step as skipped and follow its on_skip, which is then required). Default: stop with the failure.')),
    optional: mini/* optional */.lqM(mini/* boolean */.zMY()).check(mini/* describe */.q0y('A person may skip this step while it is active: stagegate skip <workflow> STEP (then on_skip).')),
    on_skip: mini/* optional */.lqM(StepId).check(mini/* describe */.q0y('Optional step: where to go when it is skipped (a step, DONE or BLOCKED; required with optional: true).')),
    decide: mini/* optional */.lqM(mini/* array */.YOg(DecisionBranch).check(mini/* minLength */.BpQ(1))).check(mini/* describe */.q0y('Decision step: branches {if, to} tried in order, first truthy wins; a final {else} is required. Runs no process.')),
    on_stall: mini/* optional */.lqM(StepId).check(mini/* describe */.q0y('Where to go when a loop revisits this step and its gate is identical to the previous visit (default: stop with WORKFLOW_BLOCKED_STALLED).')),
    run: mini/* optional */.lqM(mini/* string */.YjP().check(mini/* minLength */.BpQ(1))).check(mini/* describe */.q0y('Shell stage: bash script run from the workspace root. A placeholder becomes a reference to an environment variable holding its value (never the value itself).')),
    prompt: mini/* optional */.lqM(mini/* string */.YjP().check(mini/* minLength */.BpQ(1))).check(mini/* describe */.q0y('Agent stage: prompt file (workspace-relative) with {{placeholders}}.')),
    inline_instruction: mini/* optional */.lqM(mini/* string */.YjP().check(mini/* minLength */.BpQ(1))).check(mini/* describe */.q0y('Agent stage: inline prompt text instead of a prompt file.')),
    skills: mini/* optional */.lqM(mini/* array */.YOg(mini/* string */.YjP().check(mini/* minLength */.BpQ(1)))).check(mini/* describe */.q0y('Skills applied by the agent: .github/skills/<name>/SKILL.md.')),
    output: mini/* optional */.lqM(mini/* string */.YjP().check(mini/* minLength */.BpQ(1))).check(mini/* describe */.q0y('Declared output (workspace-relative). It must end with one WORKFLOW_GATE block.')),
    statuses: mini/* optional */.lqM(Statuses),
    inputs: mini/* optional */.lqM(mini/* record */.g1P(mini/* string */.YjP(), Scalar)).check(mini/* describe */.q0y('Stage inputs (values may use placeholders).')),
    retry_step: mini/* optional */.lqM(StepId).check(mini/* describe */.q0y('Resolver: the step to retry once the blocking unknowns are resolved.')),
    on_success: mini/* optional */.lqM(StepId).check(mini/* describe */.q0y('Resolver: where to go when it succeeds (must equal retry_step).')),
    action: mini/* optional */.lqM(mini/* string */.YjP().check(mini/* minLength */.BpQ(1))).check(mini/* describe */.q0y('Action step: an instruction without declared output or gate.')),
    on_complete: mini/* optional */.lqM(StepId).check(mini/* describe */.q0y('Action step: next step after the action succeeds.')),
    instruction: mini/* optional */.lqM(mini/* string */.YjP().check(mini/* minLength */.BpQ(1))).check(mini/* describe */.q0y('Hand-off step: instruction for a person; ends the run with terminal_status.')),
    terminal_status: mini/* optional */.lqM(mini/* string */.YjP().check(mini/* regex */.yGV(/^[A-Z][A-Z0-9_]*$/))).check(mini/* describe */.q0y('Hand-off step: the status the run ends with, e.g. WORKFLOW_BLOCKED_DESIGN_REVISION.')),
    child_workflow: mini/* optional */.lqM(mini/* string */.YjP().check(mini/* minLength */.BpQ(1))).check(mini/* describe */.q0y('Run another workflow file with its own state.')),
    execution: mini/* optional */.lqM(ExecutionOverride),
    foreach: mini/* optional */.lqM(Foreach),
    get per_item() {
        return mini/* optional */.lqM(mini/* record */.g1P(StepId, Step)).check(mini/* describe */.q0y('The per-item state machine of a foreach step.'));
    },
    get parallel() {
        return mini/* optional */.lqM(mini/* strictObject */.rej({
            max_concurrency: mini/* optional */.lqM(mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1), mini/* lte */.wJL(64))).check(mini/* describe */.q0y('Branches running at once (default 4).')),
            join: mini/* optional */.lqM(mini/* enum */.k5n(['all', 'any', 'majority'])).check(mini/* describe */.q0y('When the step succeeds: all branches, any one, or more than half (default all).')),
            branches: mini/* record */.g1P(StepId, Step).check(mini/* describe */.q0y('Branch id -> a step body (run, prompt, inline_instruction, action or child_workflow) with its own output and statuses (DONE or BLOCKED only).')),
        })).check(mini/* describe */.q0y('Parallel step: run independent branches concurrently, then route PARALLEL_COMPLETE or PARALLEL_FAILED.'));
    },
    completion: mini/* optional */.lqM(Completion),
    max_visits: mini/* optional */.lqM(mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1), mini/* lte */.wJL(100000))).check(mini/* describe */.q0y('Entries into this step per run before WORKFLOW_BLOCKED_LOOP_LIMIT.')),
    timeout_minutes: mini/* optional */.lqM(mini/* number */.aig().check(mini.gt(0), mini/* lte */.wJL(10080))).check(mini/* describe */.q0y("Kill the stage's process tree after this many minutes (STAGE_TIMEOUT); default execution.timeout_minutes, else 360.")),
    retry: mini/* optional */.lqM(Retry),
    agent: mini/* optional */.lqM(mini/* string */.YjP().check(mini/* minLength */.BpQ(1))).check(mini/* describe */.q0y('Agent for this step: NAME or NAME:MODEL, or command:PATH (the --agent flag overrides it).')),
    max_turns: mini/* optional */.lqM(mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1))).check(mini/* describe */.q0y('Budget per agent attempt: turns (passed to CLIs that can enforce it).')),
    max_cost_usd: mini/* optional */.lqM(mini/* number */.aig().check(mini.gt(0))).check(mini/* describe */.q0y('Budget per agent attempt: cost in USD as the agent CLI reports it.')),
    result_contract: mini/* optional */.lqM(mini/* enum */.k5n(['workflow_gate', 'aiox_step_output', 'maestro_coordinate'])).check(mini/* describe */.q0y('How the stage reports its result: a WORKFLOW_GATE block ending the declared output (default), an aiox step_output block or a maestro-flow COORDINATE RESULT block (read from the output, else from the transcript). docs/formats.md#result-contracts.')),
}).register(mini/* globalRegistry */.fd, { id: 'Step', description: 'A workflow step. Its kind follows from its keys: run, prompt, inline_instruction, action, instruction, child_workflow, foreach, decide, approval or parallel.' });
const Phase = mini/* strictObject */.rej({
    workflow: mini/* string */.YjP().check(mini/* minLength */.BpQ(1)).check(mini/* describe */.q0y('Child workflow file (workspace-relative).')),
    pass_inputs: mini/* optional */.lqM(mini/* array */.YOg(mini/* string */.YjP().check(mini/* minLength */.BpQ(1)))).check(mini/* describe */.q0y('Inputs of this workflow passed on to the child under the same name.')),
    derived_inputs: mini/* optional */.lqM(mini/* record */.g1P(mini/* string */.YjP(), Scalar)).check(mini/* describe */.q0y('Child input -> value (placeholders allowed), e.g. a per-phase artifact_root.')),
    require_terminal_status: mini/* optional */.lqM(mini/* array */.YOg(mini/* string */.YjP().check(mini/* minLength */.BpQ(1)))).check(mini/* describe */.q0y('Continue only when the child ends with one of these (e.g. WORKFLOW_COMPLETE); stop otherwise.')),
});
const Execution = mini/* strictObject */.rej({
    execution_mode: mini/* optional */.lqM(mini/* enum */.k5n(['resume', 'fresh'])),
    ignore_previous_completion: mini/* optional */.lqM(mini/* boolean */.zMY()),
    delegation_mode: mini/* optional */.lqM(mini/* enum */.k5n(['direct_only', 'bounded'])),
    max_visits: mini/* optional */.lqM(mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1), mini/* lte */.wJL(100000))).check(mini/* describe */.q0y('Default visit limit per step (10 when omitted).')),
    timeout_minutes: mini/* optional */.lqM(mini/* number */.aig().check(mini.gt(0), mini/* lte */.wJL(10080))).check(mini/* describe */.q0y("Default time limit of every stage, in minutes (360 when omitted: GitHub's job limit).")),
    agent: mini/* optional */.lqM(mini/* string */.YjP().check(mini/* minLength */.BpQ(1))).check(mini/* describe */.q0y('Default agent for agent-driven steps: NAME or NAME:MODEL (claude, codex, gemini, copilot, opencode), or command:PATH.')),
    max_cost_usd: mini/* optional */.lqM(mini/* number */.aig().check(mini.gt(0))).check(mini/* describe */.q0y('Budget for the whole run: total cost the agent CLIs report.')),
    max_turns: mini/* optional */.lqM(mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(1))).check(mini/* describe */.q0y('Budget for the whole run: total agent turns the agent CLIs report.')),
    on_source_change: mini/* optional */.lqM(mini/* enum */.k5n(['refuse', 'rerun', 'keep'])).check(mini/* describe */.q0y('A resume at another source commit (or agent package version) than its verdicts were made at: refuse (default: STALE_ARTIFACT_REJECTED before anything runs), rerun (run every stale step again when the run reaches it, from the earliest), keep (continue with the old verdicts, recorded). Approvals made at another commit never count.')),
});
const Inputs = mini/* strictObject */.rej({
    required: mini/* optional */.lqM(mini/* array */.YOg(mini/* string */.YjP().check(mini/* minLength */.BpQ(1)))).check(mini/* describe */.q0y('Inputs every invocation must bind (name=value).')),
    optional: mini/* optional */.lqM(mini/* array */.YOg(mini/* string */.YjP().check(mini/* minLength */.BpQ(1)))).check(mini/* describe */.q0y('Inputs an invocation may bind; if_input_present tests these.')),
    defaults: mini/* optional */.lqM(mini/* record */.g1P(mini/* string */.YjP(), Scalar)).check(mini/* describe */.q0y('Default values; they may use other placeholders and resolve repeatedly.')),
    types: mini/* optional */.lqM(mini/* record */.g1P(mini/* string */.YjP(), mini/* enum */.k5n(['string', 'number', 'boolean', 'path']))).check(mini/* describe */.q0y('Input -> type, checked when a run binds it: number, boolean (true/false), path (must resolve inside the workspace) or string (anything).')),
});
const WorkflowFile = mini/* strictObject */.rej({
    // '4.0'; unquoted, YAML reads 4.0 as the number 4, which is accepted with a warning (VERSION_NOT_QUOTED).
    version: mini/* union */.KCZ([mini/* literal */.euz('4.0'), mini/* literal */.euz(4)]).check(mini/* describe */.q0y("Format version: '4.0' (quoted; an unquoted 4.0 is read as the number 4 and accepted with a warning).")),
    name: mini/* string */.YjP().check(mini/* minLength */.BpQ(1), mini/* regex */.yGV(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/)).check(mini/* describe */.q0y('Workflow name; every gate repeats it as workflow:.')),
    description: mini/* optional */.lqM(mini/* string */.YjP()),
    runner_skill: mini/* optional */.lqM(mini/* string */.YjP()).check(mini/* describe */.q0y('Informational.')),
    state_path: mini/* string */.YjP().check(mini/* minLength */.BpQ(1)).check(mini/* describe */.q0y('Workflow state file (YAML), workspace-relative; placeholders allowed.')),
    entry: mini/* optional */.lqM(StepId).check(mini/* describe */.q0y('Entry step (default: the first key of steps).')),
    inputs: mini/* optional */.lqM(Inputs),
    steps: mini/* optional */.lqM(mini/* record */.g1P(StepId, Step)).check(mini/* describe */.q0y('The state machine: step id -> step. The first key is the entry step.')),
    phases: mini/* optional */.lqM(mini/* record */.g1P(StepId, Phase)).check(mini/* describe */.q0y('Composite workflow: child workflows run in order (instead of steps).')),
    execution: mini/* optional */.lqM(Execution),
    agent_package_version: mini/* optional */.lqM(mini/* unknown */.L5J()).check(mini/* describe */.q0y('Runner-owned: must not be set in a workflow (validation error).')),
}).check(mini/* describe */.q0y('A stagegate workflow (Run Engineering 4.0 format).'));
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
 * A key that landed one level up: a step key (`statuses`, `output` …) where a step id or a
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
        message: `'${key}' is a step key, but it is indented like a ${where} (${spaces(column - 1)}): under-indented — ${belongs}`,
        hint: `Indent '${key}:' by ${spaces(want)}, like the other keys of its step.`,
    };
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/core/model/yaml-source.ts
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
        if ((0,dist/* isAlias */.Vj)(current)) {
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
        if ((0,dist/* isMap */.jh)(current)) {
            const seen = new Set();
            for (const item of current.items) {
                if ((0,dist/* isScalar */.jn)(item.key)) {
                    const k = item.key.value;
                    if (seen.has(k))
                        duplicates.push(item.key);
                    else
                        seen.add(k);
                }
                stack.push([item.value, depth + 1]);
            }
        }
        else if ((0,dist/* isSeq */.oP)(current))
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
    const lineCounter = new dist/* LineCounter */.HN();
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
            doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, uniqueKeys: false, prettyErrors: false, strict: true, version: '1.2' });
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
                if ((0,dist/* isPair */.tO)(item) && (0,dist/* isScalar */.jn)(item.key)) {
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
            if ((0,dist/* isMap */.jh)(node)) {
                const pair = pairOf(node, segment);
                if (!pair)
                    return { parent: lastGood };
                key = pair.key;
                node = pair.value;
            }
            else if ((0,dist/* isSeq */.oP)(node) && typeof segment === 'number') {
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
            if ((0,dist/* isMap */.jh)(found.value)) {
                for (const item of found.value.items) {
                    if ((0,dist/* isScalar */.jn)(item.key))
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

// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(1742);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/core/state/own-file.ts
var own_file = __webpack_require__(2076);
;// CONCATENATED MODULE: ./src/core/workspace/digest.ts
// sha256 digests of files and text, streamed in chunks so a large artifact is never held whole.



const CHUNK = 1024 * 1024;
function sha256Text(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
}
function sha256File(path) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    // Never blocks on a FIFO put in a file's place (NotRegularFileError instead).
    const fd = (0,own_file/* openRegularForRead */.os)(path);
    try {
        const buffer = Buffer.allocUnsafe(CHUNK);
        for (;;) {
            const n = (0,external_node_fs_.readSync)(fd, buffer, 0, CHUNK, null);
            if (n === 0)
                break;
            hash.update(n === CHUNK ? buffer : buffer.subarray(0, n));
        }
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    return hash.digest('hex');
}

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

;// CONCATENATED MODULE: ./src/core/formats/maestro/codes.ts
const codes_MAESTRO_CODES = {
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

;// CONCATENATED MODULE: ./src/core/formats/types.ts
/** The key of a native path in ImportedWorkflow.sourcePaths. */
function pathKey(path) {
    return JSON.stringify(path);
}

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
        sourcePaths.set(pathKey(native), source);
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
     * strategy: llm — an agent chooses among the closed set of edge labels: it answers
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
    // optional inputs defaulting to '' — what the reference substituted when they were unset.
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
                severity: codes_MAESTRO_CODES[f.code],
                message: f.message,
                path: f.path,
                ...(f.hint !== undefined ? { hint: f.hint } : {}),
            })),
        };
    },
};


;// CONCATENATED MODULE: ./src/core/formats/ccw/codes.ts
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

;// CONCATENATED MODULE: ./src/core/formats/ccw/model.ts
// The CCW wf-player template as the importer sees it: the parsed JSON read into typed nodes,
// edges, context variables and checkpoints, each with its path in the source document. Shape
// problems become CCW_* findings at that path; reading never throws and keeps what it can, so
// one run of `validate` reports every problem of the file.


/** A finding with the severity its code is registered with. */
function finding(code, message, hint, path) {
    return { code, severity: CCW_CODES[code], message, hint, path };
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
        return `"${v.length > 40 ? v.slice(0, 40) + '…' : v}"`;
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
        sourcePaths.set(pathKey(native), source);
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
    return `CCW node ${node.id}${node.name ? ` · ${node.name}` : ''} (${what})`;
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
/** Hands out unique native ids: a clash gets a numeric suffix (_2, _3 …). */
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
/** Where a route goes: a step id, or an action word (continue, complete, loop_back + target …). */
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
        problems.push({ message: 'max_iterations must be a whole number ≥ 1', path: [...path, 'max_iterations'] });
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
function conditions_unwrap(text) {
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
    const name = conditions_unwrap(raw);
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
        lines.push(files.length > 0 ? `Task file: ${files.join(' (or ')}${files.length > 1 ? ')' : ''} — read it and follow it.` : `Task: ${neutral(task)}`);
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
    const map = (native, source) => sourcePaths.set(pathKey(native), source);
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
    /** A route that is a step of its own (brownfield-fullstack's single_story: {agent: pm, uses: …}). */
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

;// CONCATENATED MODULE: ./src/core/formats/mapped-source.ts

/** The source path of a native path: its own mapping, else its longest mapped prefix, else the root. */
function sourcePathOf(map, path) {
    for (let n = path.length; n >= 0; n--) {
        const hit = map.get(pathKey(path.slice(0, n)));
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
            const exact = map.get(pathKey(path));
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

;// CONCATENATED MODULE: ./src/core/formats/sidecar.ts
// The run map: a sidecar file beside an imported workflow (`<name>.stagegate.yaml` next to
// `<name>.json` / `<name>.yaml`) that tells stagegate which steps run a shell command instead of
// an agent. The other runner's file stays untouched; the sidecar is part of the workflow's
// digest, so changing it counts as a workflow change on resume.


const SIDECAR_SUFFIX = '.stagegate.yaml';
const Sidecar = mini/* strictObject */.rej({
    run: mini/* optional */.lqM(mini/* record */.g1P(mini/* string */.YjP().check(mini/* minLength */.BpQ(1)), mini/* string */.YjP().check(mini/* minLength */.BpQ(1)))).check(mini/* describe */.q0y('Step or node id (as written in the workflow file) -> shell command.')),
});
/** `chains/quality-loop.json` -> `chains/quality-loop.stagegate.yaml`. */
function sidecarPathFor(workflowFile) {
    return workflowFile.replace(/\.(json|ya?ml)$/i, '') + SIDECAR_SUFFIX;
}
function isSidecarFile(file) {
    return file.toLowerCase().endsWith(SIDECAR_SUFFIX);
}
function parseSidecar(text, file) {
    const source = parseYamlSource(text);
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
        throw (0,run_errors/* isStagegateError */.W)(error) && error.code === 'PATH_OUTSIDE_WORKSPACE' ? workflowOutside(workspace, file, error) : error;
    }
    const read = readWorkflowBytes(resolved.abs);
    if (typeof read === 'string' || read.tooLarge) {
        const tooLarge = typeof read !== 'string';
        return {
            diagnostics: [
                {
                    code: tooLarge ? 'YAML_TOO_LARGE' : 'WORKFLOW_FILE_UNREADABLE',
                    severity: 'error',
                    message: tooLarge ? `file is larger than ${MAX_WORKFLOW_BYTES / 1024 / 1024} MiB (${read.size} bytes); it was not read` : read,
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
        if (stats.size > MAX_WORKFLOW_BYTES)
            return { tooLarge: true, size: stats.size };
        // The file may grow after the stat: read one byte more than allowed, never more.
        const buffer = Buffer.alloc(Math.min(stats.size, MAX_WORKFLOW_BYTES) + 1);
        let filled = 0;
        while (filled < buffer.length) {
            const n = (0,external_node_fs_.readSync)(fd, buffer, filled, buffer.length - filled, filled);
            if (n === 0)
                break;
            filled += n;
        }
        if (filled > MAX_WORKFLOW_BYTES)
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
    return new run_errors/* StagegateError */.q('PATH_OUTSIDE_WORKSPACE', `workflow file '${file}' is outside the workspace ${workspace.root}: ${error.message.replace(/^.*?is refused: /, '')}`, {
        hint: `Run from the workflow's own workspace, or name it with -C: \`-C ${root} … ${inRoot}\` (paths are then relative to ${root}). ${workspace_workspace/* WORKSPACE_NOTE */.fA}`,
    });
}
function readSidecar(workspace, rel) {
    const file = sidecarPathFor(rel);
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
    let digest = sha256Text(bytes);
    let source = parseYamlSource(text);
    const diagnostics = yamlDiagnostics(text, source.problems, rel);
    if (diagnostics.length > 0)
        return { diagnostics };
    const raw = source.data;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        return { diagnostics: [{ code: 'YAML_NOT_A_MAPPING', severity: 'error', message: 'a workflow file must be a YAML mapping (version, name, steps …)', file: rel, line: 1, column: 1, path: [] }] };
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
    const importer = importerFor(raw);
    if (importer) {
        let options = { run: {} };
        if (sidecar?.tooLarge !== undefined) {
            diagnostics.push({ code: 'YAML_TOO_LARGE', severity: 'error', message: `run map is larger than ${MAX_WORKFLOW_BYTES / 1024 / 1024} MiB (${sidecar.tooLarge} bytes); it was not read`, hint: 'A run map holds one shell command per step: check that the path names it.', file: sidecar.file, line: 1, column: 1, path: [] });
        }
        else if (sidecar) {
            const read = parseSidecar(sidecar.text, sidecar.file);
            diagnostics.push(...read.diagnostics);
            options = read.options;
            digest = sha256Text(`${digest}\0${sha256Text(sidecar.text)}`);
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
 * A step key (statuses, output …) indented like a step id or a top-level key became one: the
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
            const { kind, problem } = classifyStep(def);
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
            maxVisits: data.execution?.max_visits ?? DEFAULT_MAX_VISITS,
            timeoutMinutes: data.execution?.timeout_minutes ?? DEFAULT_TIMEOUT_MINUTES,
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
        return `the string '${value.length > 40 ? value.slice(0, 40) + '…' : value}'`;
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

// EXTERNAL MODULE: ./src/core/model/placeholders.ts
var placeholders = __webpack_require__(2183);
;// CONCATENATED MODULE: ./src/core/validate/rules/context.ts


/** Per-item targets that finish (or set aside) the current item. */
const ITEM_TARGETS = new Set(['next_artifact', 'defer_current_artifact']);
const issue = (code, severity, message, hint, path, extra = {}) => ({ code, severity, message, hint, path, ...extra });
function buildContext(workflow, session, diagnostics) {
    const source = workflow.source;
    const declared = new Set([...workflow.inputs.required, ...workflow.inputs.optional, ...Object.keys(workflow.inputs.defaults), ...RUNNER_OWNED, ...CONTROL_NAMES]);
    let textLines;
    const lines = () => (textLines ??= source.text.split(/\r?\n/));
    const report = (f) => {
        const pos = f.at ?? (f.value ? source.locateValue(f.path) : source.locate(f.path));
        diagnostics.push({ code: f.code, severity: f.severity, message: f.message, hint: f.hint, file: f.at?.file ?? workflow.file, line: pos.line, column: pos.column, path: f.path });
    };
    const top = { kind: 'top', owner: undefined, steps: workflow.steps, entry: workflow.entry, terminals: TERMINAL_TARGETS, bindings: new Set() };
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
            terminals: new Set([...TERMINAL_TARGETS, ...ITEM_TARGETS]),
            // item_id: the runner binds every item's id (foreach.id_field) besides the declared bindings.
            bindings: new Set([...Object.keys(step.def.foreach?.bindings ?? {}), 'item_id']),
        };
        for (const [id, def] of Object.entries(perItem)) {
            const path = [...base, id];
            const position = positions.get(id) ?? { line: step.line, column: step.column };
            const { kind, problem } = classifyStep(def);
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

;// CONCATENATED MODULE: ./src/core/validate/rules/top-level.ts
// Top-level contract: state_path is YAML, agent_package_version is never hard-coded,
// runner-owned names are not redefined, inputs are declared once, defaults do not form a
// cycle, and entry names a step. (version and delegation_mode are checked by the loader.)




const RUNNER_OWNED_SET = new Set(RUNNER_OWNED);
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

;// CONCATENATED MODULE: ./src/core/gate/contracts/contract-of.ts
/** The step's result contract when it is not the native WORKFLOW_GATE, else undefined. */
function foreignContractOf(step) {
    const c = step.def.result_contract;
    return c === undefined || c === 'workflow_gate' ? undefined : c;
}

;// CONCATENATED MODULE: ./src/core/validate/rules/step-shape.ts
// What each step kind must carry: managed stages an output and statuses, action steps an
// on_complete, hand-off steps a terminal_status, foreach steps a per_item machine and a
// completion target; step ids do not take the names of terminal targets.



/** Keys only some kinds use: retry_step (resolvers, gated ones too), on_success (plain resolvers), on_complete (actions), output (stages with a gate). */
const IGNORED_BY_KIND = [
    ['retry_step', (s) => isResolverStep(s)],
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
        if (TERMINAL_TARGETS.has(step.id) || ITEM_TARGETS.has(step.id)) {
            // One finding for the clash: the step's own shape (e.g. an action without on_complete) is moot.
            const deferral = step.id === 'defer_current_artifact';
            report(issue('STEP_ID_RESERVED', 'error', `${where} is named like the transition target ${step.id}; a transition to it would never reach the step${deferral ? ' (the runner defers the item itself: until its dependencies are VERIFIED, else WORKFLOW_BLOCKED_DEPENDENCY_CYCLE or WORKFLOW_BLOCKED_ITEMS_DEFERRED)' : ''}`, deferral ? 'Remove this per-item step and keep the transitions to defer_current_artifact: the runner does what its text describes.' : 'Rename the step.', p, { at: { line: step.line, column: step.column } }));
            continue;
        }
        const at = { at: { line: step.line, column: step.column } };
        if (step.kind === 'shell' || step.kind === 'agent') {
            // Another runner's result contract may be read from the transcript: no output needed.
            if (d.output === undefined && foreignContractOf(step) === undefined) {
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
        for (const t of transitionsOf(step)) {
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
        const targets = transitionsOf(step).map((t) => t.to);
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
    const analysis = analyseScope({ ids: [...scope.steps.keys()], entry: scope.entry, successors: (id) => successors.get(id) ?? [], ends: (id) => ends.has(id) });
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
        const cycle = cycleThrough(loop[0], new Set(loop), (id) => successors.get(id) ?? []);
        report(issue('LOOP_WITHOUT_EXIT', 'error', `${loop.length === 1 ? `${label} '${loop[0]}' only leads back to itself` : `${label}s ${loop.join(', ')}${inScope} only lead to each other (${describeLoop(cycle, [])})`}: no transition leaves the loop, so a run there ends only when the visit limit stops it (WORKFLOW_BLOCKED_LOOP_LIMIT)`, `Give the loop an exit: route a status of one of its steps to a step that can finish, or to ${exits}.`, path, { at: where }));
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
        report(issue('LOOP_WITHOUT_MAX_VISITS', 'warning', `the loop ${describeLoop(analysis.cycles[i], loop)}${inScope} has no step with max_visits, so only the default limit (10 entries per step) bounds it`, `Set max_visits on one step of the loop (the revise or resolver step, e.g. max_visits: 3), or execution.max_visits for the whole workflow.`, path, { at: where }));
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
            report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `${what} '${template}' leaves the workspace: ${why}`, `Use a workspace-relative path that stays inside the workspace (no leading /, no climbing out with ..). ${workspace_workspace/* WORKSPACE_NOTE */.fA}`, path, { value: true }));
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
                        report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `default ${culprit} '${String(defaults[culprit])}' takes paths out of the workspace: ${what} '${template}' becomes '${expanded}' (${whyExpanded})`, `Give ${culprit} a workspace-relative default without a leading / or \`..\`. ${workspace_workspace/* WORKSPACE_NOTE */.fA}`, ['inputs', 'defaults', culprit], { value: true }));
                    }
                }
                else {
                    report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `${what} '${template}' leaves the workspace with its default values: '${expanded}' (${whyExpanded})`, `Change the path or the defaults it uses so that it stays inside the workspace. ${workspace_workspace/* WORKSPACE_NOTE */.fA}`, path, { value: true }));
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
                report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `default ${culprit} '${String(defaults[culprit])}' leads paths out of the workspace through '${prefix}' (${what} '${template}' becomes '${expanded}'): ${resolved}`, `Point ${culprit} at a folder inside the workspace, or remove the symlink on the way. ${workspace_workspace/* WORKSPACE_NOTE */.fA}`, ['inputs', 'defaults', culprit], { value: true }));
            }
            return;
        }
        const tail = prefix === expanded ? '' : ` through '${prefix}'`;
        report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `${what} '${template}' leads out of the workspace${tail}: ${resolved}`, `Keep workflow paths inside the workspace; do not route them through a symlink that points outside it. ${workspace_workspace/* WORKSPACE_NOTE */.fA}`, path, { value: true }));
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

;// CONCATENATED MODULE: ./src/core/model/references.ts
const OUTPUT_REF = /^steps\.(.+)\.output$/;
const GATE_REF = /^steps\.(.+)\.gate\.([A-Za-z_][A-Za-z0-9_-]*)$/;
// gate_or_empty: a step that ran but reported no such key (or fewer list entries) gives "" —
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
 * Bindings that answer {{steps.<id>.…}} names from the state on demand. Building every
 * reference up front cost O(steps) per stage, so O(n²) over a long run.
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

;// CONCATENATED MODULE: ./src/core/validate/rules/placeholders.ts
// Placeholders everywhere in the workflow file are declared: state_path, defaults, stage
// inputs, output, run, inline_instruction, action, instruction, foreach source, prompt and
// child workflow paths, phase derived_inputs. (Prompt files: see prompts.ts.) Texts resolved
// when a step runs (run, stage inputs, instructions) may also use runtime references
// {{steps.<id>.output}} / {{steps.<id>.gate.<key>}} to a gate stage (references.ts).




function undeclaredMessage(where, name, names) {
    if (parseReference(name) !== undefined) {
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
            if (refs && isValidReference(name, refs))
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
                ctx.report(issue('SHELL_PLACEHOLDER_UNSAFE', 'error', `{{${site.name}}} in run: of step '${step.id}' cannot be made safe where it stands: ${site.unsafe}`, 'Move the placeholder (e.g. into an unquoted <<EOF here-document or a "…" string), or read the value from its STAGEGATE_INPUT_<NAME> variable.', path, where));
            }
            else if (site.evaluatedBy !== undefined) {
                ctx.report(issue('SHELL_PLACEHOLDER_EVALUATED', 'warning', `{{${site.name}}} in run: of step '${step.id}' is part of code that \`${site.evaluatedBy}\` runs again: stagegate keeps the value data in the script, but that command reads it as code`, site.evaluatedBy === 'ssh' ? 'Send the value as data (e.g. on stdin: printf "%s" "{{x}}" | ssh host \'cat >file\'), never inside the remote command line.' : `Pass the value as an argument, not inside the code: ${site.evaluatedBy === 'eval' ? 'avoid eval' : `${site.evaluatedBy} '… "$1" …' _ "{{${site.name}}}"`}; or read its STAGEGATE_INPUT_<NAME> variable in the inner script.`, path, where));
            }
            else if (site.placement === 'arith') {
                ctx.report(issue('SHELL_PLACEHOLDER_ARITHMETIC', 'warning', `{{${site.name}}} in run: of step '${step.id}' stands where bash evaluates arithmetic: a value that is not an integer is refused when the step runs (WORKFLOW_INPUT_INVALID)`, 'Declare the input as a number (inputs.types), or quote the placeholder as a word and convert it in the script.', path, where));
            }
        }
    }
}
/** Where each {{…}} of the scalar at `path` is in the file, in order. */
function placeholderPositions(ctx, path) {
    const out = [];
    for (const l of ctx.scalarLines(path))
        for (const m of l.text.matchAll(placeholders/* PLACEHOLDER */.Kx))
            out.push({ line: l.line, column: l.column + m.index });
    return out;
}

;// CONCATENATED MODULE: ./src/core/model/gate-template.ts
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
    constructor(workspace, checkFile) {
        this.workspace = workspace;
        this.checkFile = checkFile;
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
                    info.gateTemplates = findGateTemplates(lines);
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
    const source = parseYamlSource(innerLines.join('\n'));
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
// Safety: a prompt (or inline_instruction) that declares an explicit status union — its LAST line
// of the form `status: A | B | C` — lists exactly the step's statuses keys. One without such a
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
        if (names.has(name) || isValidReference(name, scoped.scope.steps))
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
    for (const m of mismatchedFields(templates, { workflow: ctx.workflow.name, step: step.id })) {
        ctx.report(issue('PROMPT_GATE_TEMPLATE_MISMATCH', 'warning', `the WORKFLOW_GATE template of ${what} (used by step '${step.id}') says ${m.field}: ${m.at.value}, but the step is ${m.field === 'step' ? `'${step.id}'` : `of workflow '${ctx.workflow.name}'`}; a gate with ${m.field}: ${m.at.value} would be refused`, `Write ${m.field}: ${m.expected} (or {{${m.field}}}). The assembled prompt already replaces it with ${m.expected} and says so.`, [...step.path, step.def.prompt !== undefined ? 'prompt' : 'inline_instruction'], where(m.at)));
    }
}
function checkInline(ctx, scoped) {
    const { step } = scoped;
    const statuses = step.def.statuses;
    const text = step.def.inline_instruction;
    if (text.includes('WORKFLOW_GATE:')) {
        const lines = ctx.scalarLines([...step.path, 'inline_instruction']);
        const templates = findGateTemplates(lines.map((l) => l.text));
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
                for (const t of transitionsOf(step)) {
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
        if (!isResolverStep(step))
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
        else if (gated && !Object.values(d.statuses ?? {}).some((t) => targetsOf(t).includes(d.retry_step))) {
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
                if (targetsOf(target).includes('BLOCKED'))
                    blocked(true, `per-item step ${id}.${itemId} routes to BLOCKED`);
            }
            if (def.terminal_status !== undefined)
                add(def.terminal_status, `per-item hand-off step ${id}.${itemId}`);
        }
    };
    for (const step of child.steps.values()) {
        for (const t of transitionsOf(step)) {
            if (!TERMINAL_TARGETS.has(t.to))
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
    const analysis = analyseGraph(child);
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
    return new Set([...child.inputs.required, ...child.inputs.optional, ...Object.keys(child.inputs.defaults), ...CONTROL_NAMES]);
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

;// CONCATENATED MODULE: ./src/core/steps/foreach/slugify.ts
// The one binding transform: deterministic, so an item's paths are the same on every run.
// Lowercase, every run of non-alphanumerics becomes "-", leading/trailing "-" trimmed.
function slugify(text) {
    return text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
}

;// CONCATENATED MODULE: ./src/core/steps/foreach/selection.ts
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

;// CONCATENATED MODULE: ./src/core/steps/foreach/items.ts
// Registry rows -> foreach items: the id (id_field), the bindings the per-item steps see
// (foreach.bindings, slugify applied), and the ids each item depends on (depends_field). A
// declared field the registry lacks is never guessed (WORKFLOW_INPUT_REQUIRED); a bad row
// (empty or duplicate id, a dependency on no item) is FOREACH_REGISTRY_INVALID at its line.



const DEFAULT_DEPENDS_FIELD = 'Depends On';
const DEFAULT_STATUS_FIELD = 'Status';
/** "-", "none", "n/a" or nothing mean no dependency; otherwise ids separated by commas, semicolons or whitespace. */
function parseDepends(text) {
    const t = text.trim();
    if (t === '' || /^(?:-+|—|–|none|n\/a)$/i.test(t))
        return [];
    return [...new Set(t.split(/[\s,;]+/).filter((x) => x !== ''))];
}
function required(registry, line, message) {
    throw new run_errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `${registry.file}${line !== undefined ? `:${line}` : ''}: ${message}`, {
        hint: 'Give the registry the field the workflow declares (foreach.id_field, bindings, depends_field); stagegate never guesses another column.',
        location: { file: registry.file, ...(line !== undefined ? { line } : {}) },
    });
}
function invalid(registry, line, message, hint) {
    throw new run_errors/* StagegateError */.q('FOREACH_REGISTRY_INVALID', `${registry.file}:${line}: ${message}`, { hint, location: { file: registry.file, line } });
}
function itemsOf(registry, def) {
    const columns = new Set(registry.columns);
    const tabular = registry.format === 'markdown';
    // In a table a column exists or not; in a list a row may lack a key, which is checked per row.
    const needColumn = (field, what) => {
        if (tabular && !columns.has(field))
            required(registry, undefined, `${what} '${field}' is not a column of the registry (columns: ${registry.columns.join(', ')})`);
    };
    needColumn(def.id_field, 'foreach.id_field');
    const selection = def.items !== undefined ? parseItems(def.items) : undefined;
    if (def.items !== undefined && selection === undefined) {
        throw new run_errors/* StagegateError */.q('WORKFLOW_CONTRACT_INVALID', `foreach.items '${def.items}' is not a selection stagegate can evaluate`, { hint: 'Write "<rows> where <field> != <value> and <field> = <value>" (stagegate validate explains).' });
    }
    for (const field of fieldsOf(selection))
        needColumn(field, 'the field of foreach.items');
    for (const [name, b] of Object.entries(def.bindings ?? {}))
        needColumn(b.field, `the field of binding ${name}`);
    const dependsField = def.depends_field ?? DEFAULT_DEPENDS_FIELD;
    if (def.depends_field !== undefined && registry.rows.length > 0)
        needColumn(dependsField, 'foreach.depends_field');
    const hasDepends = tabular ? columns.has(dependsField) : def.depends_field !== undefined || registry.columns.includes(dependsField);
    const items = [];
    const byId = new Map();
    const slugs = new Set();
    for (const row of registry.rows) {
        // foreach.items: a row that does not match the selection is no item (e.g. already VERIFIED).
        if (!selected(selection, row))
            continue;
        const field = (name, what) => {
            const v = row.fields.get(name);
            if (v === undefined)
                required(registry, row.line, `the row has no ${what} '${name}'`);
            return v;
        };
        const id = field(def.id_field, 'foreach.id_field');
        if (id === '')
            invalid(registry, row.line, `the row has an empty '${def.id_field}' (foreach.id_field)`, 'Give every row an item id.');
        const earlier = byId.get(id);
        if (earlier)
            invalid(registry, row.line, `item id '${id}' appears twice (also line ${earlier.line})`, 'Give every row its own id.');
        const bindings = { item_id: id };
        for (const [name, b] of Object.entries(def.bindings ?? {})) {
            const raw = field(b.field, `field '${b.field}' of binding`);
            const value = b.transform === 'slugify' ? slugify(raw) : raw;
            if (value === '')
                required(registry, row.line, `binding ${name} of item '${id}' is empty (field '${b.field}' is '${raw}')`);
            bindings[name] = value;
        }
        const dependsText = hasDepends ? (row.fields.get(dependsField) ?? '') : '';
        let slug = slugify(id) || 'item';
        for (let n = 2; slugs.has(slug); n++)
            slug = `${slugify(id) || 'item'}-${n}`;
        slugs.add(slug);
        const item = { id, slug, line: row.line, depends_on: parseDepends(dependsText), bindings };
        items.push(item);
        byId.set(id, item);
    }
    for (const item of items) {
        for (const dep of item.depends_on) {
            if (!byId.has(dep))
                invalid(registry, item.line, `item '${item.id}' depends on '${dep}', which is no item of the registry (${dependsField})`, `Name ids of the '${def.id_field}' column in '${dependsField}', separated by commas; "-" for none.`);
        }
    }
    return items;
}

;// CONCATENATED MODULE: ./src/core/steps/foreach/completion.ts
// completion.require: what must hold once every item finished, checked against the registry
// rows themselves (re-read at that moment), never against prose or a count of files.
//   "all rows <STATUS>"                    every row's status_field (default "Status") equals STATUS
//   "all items verified"                   every item finished with next_artifact (always true once the loop ends)
//   "all <rows> have <field> = <value>"    the 4.0 packages' wording, e.g. "all implementation-required
//                                          artifacts have DD Verification = VERIFIED": every row in
//                                          scope has <field> = <value>; the scope is the rows that
//                                          foreach.items selects by its conditions on other fields
//                                          (here implementation_required != NO), all rows without items.
// In the last form <field> is also where the runner marks a verified item's row (unless
// foreach.status_field says otherwise).


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
        const c = parseCondition(have[1]);
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
/** Rows that break the rule, as "id (line N): <status>" descriptions; [] when it holds. */
function unsatisfiedRows(rule, registry, idField, statusField = DEFAULT_STATUS_FIELD, selection) {
    if (rule.kind === 'field') {
        // In scope: rows the items selection keeps by its conditions on other fields.
        const scope = (selection?.conditions ?? []).filter((c) => c.field !== rule.field);
        const bad = [];
        for (const row of registry.rows) {
            if (!scope.every((c) => holds(c, row)))
                continue;
            const value = row.fields.get(rule.field);
            if (value !== undefined && value.trim().toLowerCase() === rule.value.toLowerCase())
                continue;
            const id = row.fields.get(idField) || '(no id)';
            bad.push(`${id} (line ${row.line}): ${value === undefined ? `no ${rule.field}` : value === '' ? `empty ${rule.field}` : value}`);
        }
        if (registry.rows.length === 0)
            bad.push('(the registry has no rows)');
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
        bad.push('(the registry has no rows)');
    return bad;
}

;// CONCATENATED MODULE: ./src/core/steps/foreach/registry.ts
// Registry artifacts a foreach iterates over: a Markdown pipe table, a YAML list of mappings or a
// JSON array of objects, chosen by the file's extension. Only structured rows count (never prose):
// each row is a map of field -> trimmed text with the line it came from, so every later error
// (a missing field, an unknown dependency) can name file:line.



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
function registry_invalid(file, line, message, hint) {
    throw new run_errors/* StagegateError */.q('FOREACH_REGISTRY_INVALID', `${file}${line !== undefined ? `:${line}` : ''}: ${message}`, { hint, location: { file, ...(line !== undefined ? { line } : {}) } });
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
        registry_invalid(rel, undefined, 'a foreach registry must be a Markdown table (.md), a YAML list (.yaml, .yml) or a JSON array (.json)', 'Point foreach.source at a .md, .yaml, .yml or .json file.');
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(abs, 'utf8');
    }
    catch (error) {
        const code = error.code ?? 'error';
        return registry_invalid(rel, undefined, `the registry cannot be read (${code})`, 'Make the step before the foreach write the registry, or fix foreach.source.');
    }
    if (text.length > MAX_REGISTRY_BYTES)
        registry_invalid(rel, undefined, `the registry is larger than ${MAX_REGISTRY_BYTES} bytes`, 'Split the registry.');
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
/**
 * The first pipe table whose header names `idField` (a document may hold other tables). Lines in
 * fenced code blocks are not tables. A row with a different number of cells is an error.
 */
function parseMarkdownTable(text, file, idField) {
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
            registry_invalid(file, i + 2, `the table's separator row has ${width} cells, its header ${header.length}`, 'Give the separator row one cell per column.');
        const seen = new Set();
        for (const [k, name] of header.entries()) {
            if (name === '')
                registry_invalid(file, i + 1, `column ${k + 1} of the table header is empty`, 'Name every column.');
            if (seen.has(name))
                registry_invalid(file, i + 1, `the table header names column '${name}' twice`, 'Give every column its own name.');
            seen.add(name);
        }
        const rows = [];
        for (let j = i + 2; j < lines.length; j++) {
            const row = lines[j];
            if (!row.trim().startsWith('|'))
                break;
            const cells = splitCells(row);
            if (cells.length !== header.length)
                registry_invalid(file, j + 1, `the row has ${cells.length} cells, the table ${header.length} columns`, 'Give every row one cell per column (write a literal | as \\|).');
            rows.push({ line: j + 1, fields: new Map(header.map((h, k) => [h, cells[k]])) });
        }
        return { file, format: 'markdown', columns: header, rows };
    }
    return registry_invalid(file, undefined, sawTable ? `no table in the registry has a column '${idField}' (foreach.id_field)` : 'the registry holds no Markdown table (a header row followed by a | --- | separator row)', `Write the registry as a pipe table with a '${idField}' column.`);
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
    const counter = new dist/* LineCounter */.HN();
    if (format === 'json') {
        try {
            JSON.parse(text);
        }
        catch (error) {
            registry_invalid(file, jsonErrorLine(text), `not valid JSON (${error.message.split('\n')[0]})`, 'Write the registry as a JSON array of objects.');
        }
    }
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: counter, uniqueKeys: true, prettyErrors: false });
    const lineOf = (offset) => counter.linePos(offset ?? 0).line;
    if (doc.errors.length > 0) {
        const e = doc.errors[0];
        registry_invalid(file, lineOf(e.pos[0]), `not valid ${format === 'json' ? 'JSON' : 'YAML'} (${e.message.split('\n')[0]})`, `Write the registry as a ${format === 'json' ? 'JSON array of objects' : 'YAML list of mappings'}.`);
    }
    const root = doc.contents;
    if (!(0,dist/* isSeq */.oP)(root))
        registry_invalid(file, lineOf(root?.range?.[0]), `the registry must be a ${format === 'json' ? 'JSON array of objects' : 'YAML list of mappings'} (one per item)`, 'Make the top level a list: - {ID: A-1, Name: ...}.');
    const columns = [];
    const known = new Set();
    const rows = [];
    for (const item of root.items) {
        const line = lineOf(item?.range?.[0]);
        if (!(0,dist/* isMap */.jh)(item))
            registry_invalid(file, line, 'every entry of the registry must be a mapping of field -> value', 'Write each item as {ID: A-1, Name: ..., Depends On: ...}.');
        const fields = new Map();
        for (const pair of item.items) {
            const key = (0,dist/* isScalar */.jn)(pair.key) ? pair.key.value : undefined;
            if (key === undefined || key === null || typeof key === 'object')
                registry_invalid(file, line, 'a registry field name must be a plain scalar', 'Use plain keys.');
            const name = String(key);
            const value = pair.value;
            let textValue;
            if (value === null || value === undefined || ((0,dist/* isScalar */.jn)(value) && value.value === null))
                textValue = '';
            else if ((0,dist/* isScalar */.jn)(value))
                textValue = String(value.value).trim();
            else if ((0,dist/* isSeq */.oP)(value) && value.items.every((v) => (0,dist/* isScalar */.jn)(v)))
                textValue = value.items.map((v) => String(v.value)).join(', ');
            else
                return registry_invalid(file, lineOf(value.range?.[0]), `field '${name}' holds a nested structure; registry fields are scalars (or a list of ids)`, 'Flatten the field to a scalar.');
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

;// CONCATENATED MODULE: ./src/core/validate/rules/foreach.ts
// foreach bindings are well formed: the loader checks each binding's shape (field non-empty,
// transform only slugify, names are identifiers); here: a binding may not take a runner-owned
// name, and should not hide a workflow input of the same name inside per_item.





// item_id is what the runner binds each item's id to inside per_item.
const foreach_RESERVED = new Set([...RUNNER_OWNED, ...CONTROL_NAMES, 'item_id']);
function ruleForeach(ctx) {
    const { workflow, report } = ctx;
    const inputs = new Set([...workflow.inputs.required, ...workflow.inputs.optional, ...Object.keys(workflow.inputs.defaults)]);
    for (const { step } of ctx.steps) {
        const source = step.def.foreach?.source;
        // The format follows from the extension; a path ending in a placeholder is checked at run time.
        if (source !== undefined && !/\}\}\s*$/.test(source) && !registryFormatOf(source)) {
            report(issue('FOREACH_SOURCE_INVALID', 'error', `foreach source '${source}' of step '${step.id}' is not a Markdown table (.md), YAML list (.yaml, .yml) or JSON array (.json)`, 'Name the registry file with its format\'s extension.', [...step.path, 'foreach', 'source'], { value: true }));
        }
        const items = step.def.foreach?.items;
        if (items !== undefined && !parseItems(items)) {
            report(issue('FOREACH_ITEMS_INVALID', 'error', `foreach.items '${items}' of step '${step.id}' is not a selection stagegate can evaluate (forms: ${ITEMS_FORMS.join('; ')})`, 'Write e.g. items: artifacts where implementation_required != NO and DD Verification != VERIFIED (conditions on registry columns, joined by "and"), or remove items to take every row.', [...step.path, 'foreach', 'items'], { value: true }));
        }
        const require = step.def.completion?.require;
        if (require !== undefined && !parseRequire(require)) {
            report(issue('FOREACH_COMPLETION_INVALID', 'error', `completion.require '${require}' of step '${step.id}' is not one of: ${REQUIRE_FORMS.join(', ')}`, 'Write e.g. require: all rows VERIFIED (checked against the registry\'s status_field, default "Status"), or require: all artifacts have DD Verification = VERIFIED.', [...step.path, 'completion', 'require'], { value: true }));
        }
        const bindings = step.def.foreach?.bindings;
        if (!bindings)
            continue;
        for (const name of Object.keys(bindings)) {
            const path = [...step.path, 'foreach', 'bindings', name];
            if (foreach_RESERVED.has(name)) {
                report(issue('FOREACH_BINDING_INVALID', 'error', `foreach binding '${name}' of step '${step.id}' takes the name of a runner-owned value, execution control or item_id`, `Rename the binding (e.g. item_${name}).`, path));
            }
            else if (inputs.has(name)) {
                report(issue('FOREACH_BINDING_SHADOWS_INPUT', 'warning', `foreach binding '${name}' of step '${step.id}' has the name of a workflow input; inside per_item {{${name}}} would mean the row's value, elsewhere the input's`, `Rename the binding (e.g. item_${name}) so each name means one thing.`, path));
            }
        }
    }
}

// EXTERNAL MODULE: ./node_modules/@actions/expressions/dist/index.js + 29 modules
var expressions_dist = __webpack_require__(438);
;// CONCATENATED MODULE: ./src/core/model/expressions.ts
// GitHub-style expressions for decision steps (@actions/expressions: a pure library, the one
// @actions/* package the core may use). Compiled once at validation time; evaluated over a
// JSON context of the run: inputs, steps (status, output, gate), visits and run.
// Only the four roots below exist: any other name is a parse error, never "true".

const EXPRESSION_ROOTS = ['inputs', 'steps', 'visits', 'run'];
/** Lex and parse `text`; errors carry a 0-based column into the text. */
function compileExpression(text) {
    try {
        const lexed = new expressions_dist/* Lexer */.JG(text).lex();
        const expr = new expressions_dist/* Parser */.iX(lexed.tokens, [...EXPRESSION_ROOTS], []).parse();
        return { ok: true, expr, text };
    }
    catch (error) {
        const tok = error.tok;
        return { ok: false, message: error.message, column: tok?.range?.start?.column ?? 0 };
    }
}
const PATH = /\b(?:inputs|steps|visits|run)(?:\.[A-Za-z_][A-Za-z0-9_-]*)+/g;
function evaluateExpression(compiled, context) {
    const dict = JSON.parse(JSON.stringify(context), expressions_dist/* data.reviver */.p.eD);
    const result = new expressions_dist/* Evaluator */.oi(compiled.expr, dict).evaluate();
    const seen = {};
    for (const path of compiled.text.replace(/'(?:[^']|'')*'/g, "''").match(PATH) ?? []) {
        if (path in seen)
            continue;
        const c = compileExpression(path);
        seen[path] = c.ok ? toJson(new expressions_dist/* Evaluator */.oi(c.expr, dict).evaluate()) : null;
    }
    return { value: toJson(result), truthy: truthy(result), seen };
}
function truthy(d) {
    switch (d.kind) {
        case expressions_dist/* data.Kind */.p.b8.Null:
            return false;
        case expressions_dist/* data.Kind */.p.b8.Boolean:
            return d.value;
        case expressions_dist/* data.Kind */.p.b8.Number: {
            const n = d.value;
            return n !== 0 && !Number.isNaN(n);
        }
        case expressions_dist/* data.Kind */.p.b8.String:
            return d.value.length > 0;
        default:
            return true;
    }
}
function toJson(d) {
    const text = JSON.stringify(d, expressions_dist/* data.replacer */.p.$U);
    if (text === undefined)
        return null;
    return JSON.parse(text);
}

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
            const compiled = compileExpression(b.if);
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

;// CONCATENATED MODULE: ./src/core/run/bindings.ts
// Bindings seen by one step: the run's bindings plus the step id, the persisted blocking_*
// values, and the step's own `inputs` (which may themselves use placeholders).



function stepBindings(base, step, state) {
    // {{steps.<id>.output}} / {{steps.<id>.gate.<key>}} resolve from the state when asked (references.ts).
    const bindings = state ? new BindingsWithReferences(base, state) : new Map(base);
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
        const text = (0,placeholders/* scalarToString */.Vu)(value);
        if (text === undefined)
            continue;
        try {
            bindings.set(name, (0,placeholders/* substitute */.V2)(text, bindings));
        }
        catch (error) {
            if (!(error instanceof placeholders/* PlaceholderError */.ik))
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
        text = (0,placeholders/* substitute */.V2)(step.def.output, bindings);
    }
    catch (error) {
        if (!(error instanceof placeholders/* PlaceholderError */.ik))
            throw error;
        throw new run_errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `output of step ${step.id} needs ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
            hint: `Pass ${error.missing.map((m) => `${m}=<value>`).join(' ')}.`,
            location: { line: step.line, column: step.column },
        });
    }
    return workspace.resolve(text, `output of step ${step.id}`);
}

;// CONCATENATED MODULE: ./src/core/steps/parallel/branches.ts


/** Kinds a branch may have (validator: PARALLEL_BRANCH_KIND). */
const BRANCH_KINDS = new Set(['shell', 'agent', 'action', 'child_workflow']);
const DEFAULT_MAX_CONCURRENCY = 4;
/** The branches of a parallel step in file order; a branch whose keys make no valid kind is left out (validate reports it). */
function branchesOf(workflow, step) {
    const list = [];
    const base = [...step.path, 'parallel', 'branches'];
    const positions = workflow.source.keyPositions(base);
    for (const [id, def] of Object.entries(step.def.parallel?.branches ?? {})) {
        const { kind, problem } = classifyStep(def);
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
    const bindings = stepBindings(base, branch, state);
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
        const branches = branchesOf(workflow, step);
        const valid = new Set(branches.map((b) => b.id));
        const base = [...p, 'parallel', 'branches'];
        const positions = workflow.source.keyPositions(base);
        for (const [id, def] of Object.entries(defs)) {
            if (valid.has(id))
                continue;
            const { problem } = classifyStep(def);
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
            if (!BRANCH_KINDS.has(branch.kind)) {
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
                for (const to of targetsOf(target)) {
                    if (TERMINAL_TARGETS.has(to))
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
            const key = artifactKey(step.id, branch.id);
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
        if (branch.def.output === undefined || !BRANCH_KINDS.has(branch.kind))
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
            ctx.report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `${ref.what} ${ref.path} is outside the workspace: ${outside}`, `Name a file inside the workspace. ${workspace_workspace/* WORKSPACE_NOTE */.fA}`, [], at));
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

;// CONCATENATED MODULE: ./src/core/model/input-types.ts
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
            throw new run_errors/* StagegateError */.q('WORKFLOW_INPUT_INVALID', `input ${name} must be ${expected} (inputs.types), got '${value}'`, { hint: `Pass ${name}=<${type}>.` });
        }
        if (type === 'path') {
            try {
                workspace.resolve(value, `input ${name}`);
            }
            catch (error) {
                if (!(0,run_errors/* isStagegateError */.W)(error))
                    throw error;
                throw new run_errors/* StagegateError */.q(error.code, error.message, { hint: `Pass ${name} as a path inside the workspace.` });
            }
        }
    }
}

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
        const expected = typeProblem(type, text);
        if (expected !== undefined) {
            ctx.report(issue('INPUT_DEFAULT_TYPE', 'error', `the default of input ${name} is '${text}', but inputs.types says it is ${expected}`, `Give ${name} a default of type ${type}, or change its type.`, ['inputs', 'defaults', name], { value: true }));
        }
        else if (type === 'path' && typeof ctx.session.resolve(text) === 'string') {
            ctx.report(issue('INPUT_DEFAULT_TYPE', 'error', `the default of path input ${name} ('${text}') is outside the workspace`, `Use a workspace-relative path. ${workspace_workspace/* WORKSPACE_NOTE */.fA}`, ['inputs', 'defaults', name], { value: true }));
        }
    }
}

;// CONCATENATED MODULE: ./src/core/model/run-scope.ts
// Which folders belong to one run (4.0 Run Isolation and Provenance). A folder is run-scoped
// when its template names the run ({{run_id}}, directly or through other defaults) or its
// resolved path has the run id as one of its segments. A run's own files (manifest, logs, item
// runs) always live in a run-scoped folder: `<folder>/runs/<run_id>` when the workflow's folder is
// shared by every run, and LATEST_RUN.md sits in the folder that holds `runs/`.


/** Whether `template` uses {{name}}, directly or through defaults that it names. */
function templateUses(template, name, workflow, seen = new Set()) {
    for (const m of template.matchAll(placeholders/* PLACEHOLDER */.Kx)) {
        const ref = m[1];
        if (ref === name)
            return true;
        if (seen.has(ref))
            continue;
        seen.add(ref);
        const inner = (0,placeholders/* scalarToString */.Vu)(workflow.inputs.defaults[ref]);
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
    return base === '.' || base === '' ? external_node_path_.posix.join('runs', runId) : external_node_path_.posix.join(base, 'runs', runId);
}
/** The folder of the `artifact_root` default when the workflow declares one that is not run-scoped (fresh runs isolate it). */
function sharedArtifactRootDefault(workflow) {
    const template = (0,placeholders/* scalarToString */.Vu)(workflow.inputs.defaults['artifact_root']);
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
    const parent = external_node_path_.posix.dirname(runFolder);
    if (parent === '.')
        return undefined;
    if (external_node_path_.posix.basename(parent) === 'runs') {
        const holder = external_node_path_.posix.dirname(parent);
        return holder === '.' ? external_node_path_.posix.join(parent, file) : external_node_path_.posix.join(holder, file);
    }
    return external_node_path_.posix.join(parent, file);
}

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
    if (workflow.format === 'native' && sound(statePath) && sound('{{artifact_root}}') && !templateNamesRun(statePath, workflow)) {
        report(issue('STATE_PATH_SHARED', 'warning', `state_path '${statePath}' does not name the run ({{run_id}}), so every run of this workflow shares one state file: it holds one run at a time, and another run id is refused (WORKFLOW_STATE_OWNED_BY_OTHER_RUN) unless that run starts with --mode fresh${ctx.declared.has('artifact_root') ? ' (a fresh run keeps its state under <artifact_root>/runs/<run_id>/)' : ''}`, "Name the run in state_path (e.g. 'runs/{{run_id}}/workflow_state.yaml'), or accept one run at a time.", ['state_path'], { value: true }));
    }
    if (ctx.declared.has('artifact_root') && sound('{{artifact_root}}')) {
        // A shared artifact_root default becomes <it>/runs/<run_id> for a fresh run: then only paths
        // built on {{artifact_root}} stay inside it.
        const shared = sharedArtifactRootDefault(workflow) !== undefined;
        const root = ctx.expandDefaults('{{artifact_root}}');
        const inside = (template) => (shared ? templateUses(template, 'artifact_root', workflow) : true) && run_isolation_under(ctx.expandDefaults(template), root);
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
    { name: 'foreach', run: ruleForeach, codes: { FOREACH_BINDING_INVALID: 'error', FOREACH_BINDING_SHADOWS_INPUT: 'warning', FOREACH_SOURCE_INVALID: 'error', FOREACH_ITEMS_INVALID: 'error', FOREACH_COMPLETION_INVALID: 'error' } },
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
    ...CCW_CODES,
    // The maestro-flow importer's own validator findings (reported by the loader).
    ...codes_MAESTRO_CODES,
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
    const loaded = loadWorkflow(session.workspace, rel, { recover: true });
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

;// CONCATENATED MODULE: ./src/core/model/phases.ts
const DEFAULT_REQUIRED_TERMINAL = ['WORKFLOW_COMPLETE'];
/** The phase a synthesized step stands for; undefined for an ordinary step. */
function phaseOf(step) {
    return step.phase;
}
/** A composite workflow with its phases as child_workflow steps (entry: the first phase); others unchanged. */
function withPhaseSteps(workflow) {
    const phases = workflow.data.phases;
    if (!phases || workflow.data.steps)
        return workflow;
    const ids = Object.keys(phases);
    if (ids.length === 0)
        return workflow;
    const steps = new Map();
    const positions = workflow.source.keyPositions(['phases']);
    ids.forEach((id, i) => {
        const phase = phases[id];
        const spec = {
            id,
            workflow: phase.workflow,
            passInputs: phase.pass_inputs ?? [],
            derivedInputs: phase.derived_inputs ?? {},
            requireTerminalStatus: phase.require_terminal_status ?? DEFAULT_REQUIRED_TERMINAL,
        };
        const next = ids[i + 1] ?? 'DONE';
        const statuses = {};
        for (const status of spec.requireTerminalStatus)
            statuses[status] = next;
        // No per-phase execution override: a phase runs its child the way the child's workflow says.
        const def = { child_workflow: phase.workflow, statuses };
        const position = positions.get(id) ?? { line: 1, column: 1 };
        const model = { id, kind: 'child_workflow', def, path: ['phases', id], line: position.line, column: position.column, phase: spec };
        steps.set(id, model);
    });
    return { ...workflow, entry: ids[0], steps };
}

;// CONCATENATED MODULE: ./src/core/model/load-and-check.ts
// Load a workflow and refuse to run it when validation finds errors: the 4.0 rule "a failing
// validator blocks workflow execution until the contract is corrected".




function loadAndCheck(workspace, file) {
    const loaded = loadWorkflow(workspace, file);
    const diagnostics = loaded.workflow ? [...loaded.diagnostics, ...validateWorkflow(loaded.workflow, workspace)] : loaded.diagnostics;
    const errors = diagnostics.filter((d) => d.severity === 'error');
    // A path that leaves the workspace is refused under its own stop code, whatever else is wrong.
    const escape = errors.find((d) => d.code === 'PATH_OUTSIDE_WORKSPACE');
    const first = escape ?? errors[0];
    if (!loaded.workflow || first) {
        const d = first ?? diagnostics[0];
        const more = errors.length > 1 ? ` (and ${errors.length - 1} more: run \`stagegate validate ${file}\`)` : '';
        throw new run_errors/* StagegateError */.q(escape ? 'PATH_OUTSIDE_WORKSPACE' : 'WORKFLOW_CONTRACT_INVALID', d ? `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}${more}` : `workflow ${file} is invalid`, {
            ...(d?.hint !== undefined ? { hint: d.hint } : {}),
            location: d ? { file: d.file, line: d.line, column: d.column } : {},
        });
    }
    // Composite phases run as child_workflow steps (phases.ts).
    return withPhaseSteps(loaded.workflow);
}

;// CONCATENATED MODULE: ./src/core/model/run-id.ts
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
    const shown = id.length > 60 ? `${JSON.stringify(id.slice(0, 60))}…` : JSON.stringify(id);
    throw new run_errors/* StagegateError */.q('WORKFLOW_INPUT_INVALID', `${source} ${shown} is not a run id: ${problem}. Nothing was read or written`, {
        hint: 'A run id is one identifier, not a path: [A-Za-z0-9][A-Za-z0-9._-]{0,127} without "..", e.g. --run-id 20260904-audit.',
    });
}

;// CONCATENATED MODULE: ./src/core/model/invocation.ts
// How one invocation binds a workflow: name=value tokens become inputs, except the execution
// controls (stop_after_step, execution_mode, ignore_previous_completion), which apply to this
// invocation only. Flags beat tokens, tokens beat workflow defaults.





const CONTROL_SET = new Set(CONTROL_NAMES);
function parseBool(name, value) {
    if (/^(true|yes|1)$/i.test(value))
        return true;
    if (/^(false|no|0)$/i.test(value))
        return false;
    throw new run_errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `${name} must be true or false, got '${value}'`);
}
function parseMode(value) {
    if (value === 'resume' || value === 'fresh')
        return value;
    throw new run_errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `execution_mode must be resume or fresh, got '${value}'`);
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
        return new run_errors/* StagegateError */.q('WORKFLOW_INPUT_INVALID', `'${name}' is a runtime reference, not an input: the runner resolves {{${name}}} from the run's state, and no invocation can set it`, {
            hint: `Remove ${name}=…; to change what a step reads, change the upstream step or pass a declared input.`,
        });
    }
    if (RUNNER_OWNED.includes(name)) {
        return new run_errors/* StagegateError */.q('WORKFLOW_INPUT_INVALID', `'${name}' is owned by the runner (it sets {{${name}}} itself), so it cannot be given as an input`, { hint: `Remove ${name}=….` });
    }
    const names = [...declared].filter((n) => n !== 'run_id' && !CONTROL_NAMES.includes(n));
    return new run_errors/* StagegateError */.q('WORKFLOW_INPUT_INVALID', `workflow ${workflow.name} declares no input '${name}'.${(0,did_you_mean/* didYouMean */.au)(name, [...names, 'run_id'])} Nothing ran`, {
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
            if (refused)
                throw refused;
        }
        explicit.set(name, value);
    }
    if (invocation.runId !== undefined) {
        const token = explicit.get('run_id');
        if (token !== undefined && token !== invocation.runId) {
            throw new run_errors/* StagegateError */.q('WORKFLOW_INPUT_CONFLICT', `--run-id ${invocation.runId} and run_id=${token} disagree`, { hint: 'Give the run id once.' });
        }
        explicit.set('run_id', invocation.runId);
    }
    const givenRunId = explicit.get('run_id');
    if (givenRunId !== undefined)
        checkRunId(givenRunId, invocation.runId !== undefined ? 'run id' : 'run_id');
    const defaults = workflow.inputs.defaults;
    const fromDefault = (name) => {
        const v = (0,placeholders/* scalarToString */.Vu)(defaults[name]);
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
    const stopAfterStep = invocation.stopAfterStep ?? tokenOr('stop_after_step') ?? fromDefault('stop_after_step') ?? null;
    if (stopAfterStep !== null && !workflow.steps.has(stopAfterStep)) {
        throw new run_errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `stop_after_step '${stopAfterStep}' is not a step of workflow ${workflow.name}`, {
            hint: `Use one of: ${[...workflow.steps.keys()].join(', ')}.`,
        });
    }
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
    const template = (0,placeholders/* scalarToString */.Vu)(workflow.inputs.defaults[name]);
    if (template === undefined)
        return [name];
    const leaves = [];
    for (const m of template.matchAll(placeholders/* PLACEHOLDER */.Kx))
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
    return RUNNER_OWNED.includes(name) && name !== 'run_id';
}
/**
 * Inputs whose value names existing-file evidence, decided from the input's name: *_path,
 * *_artifact, *_file, *_manifest and *_state (source_run_manifest, source_workflow_state), except
 * runner-owned names and state_path. Which of them are checked before a run: context.ts.
 */
function isArtifactInput(name) {
    return /(_path|_artifact|_file|_manifest|_state)$/.test(name) && !isRunnerOwned(name) && name !== 'state_path';
}

;// CONCATENATED MODULE: ./src/core/state/plain-yaml.ts
// A short emitter of plain data (what JSON.parse yields) as block-style YAML, for the run's two
// projections (workflow_state.yaml, RUN_MANIFEST.yaml), rewritten after every stage. It exists
// because measurement demanded it: the yaml library's stringify was the largest in-product CPU
// cost of a small run (docs/benchmarks.md, "Plain YAML emitter"). It writes what the library
// writes with { lineWidth: 0 } for the common cases (block mappings and `- ` lists, `{}`/`[]`,
// plain words, `|`/`|-`/`|+` block literals), quotes more conservatively, and is proved by
// round-trip property tests through the library's parser (test/unit/plain-yaml.property.test.ts).
// Everything else the product writes as YAML stays on the library.
/** Characters a plain or block scalar may hold raw (a double-quoted one escapes the others). */
const PRINTABLE = /^(?:[\t\x20-\x7e\xa1-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd]|[\ud800-\udbff][\udc00-\udfff])*$/;
/** Lines too (a block literal): the same characters and `\n`. */
const PRINTABLE_LINES = /^(?:[\t\n\x20-\x7e\xa1-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd]|[\ud800-\udbff][\udc00-\udfff])*$/;
/** What a plain scalar may not look like: an indicator first, a document marker, space at either end, `: ` or ` #` inside, `:` last. */
const NOT_PLAIN = /^[-?:,[\]{}#&*!|>'"%@`~\t ]|^(?:---|\.\.\.)|[\t ]$|:$|:[\t ]|[\t ]#/;
/** Words YAML 1.2 (core) or 1.1 (as PyYAML reads it) takes for null, a boolean, a merge key or a number: quoted. */
const NOT_STRING = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE|yes|Yes|YES|no|No|NO|on|On|ON|off|Off|OFF|<<|=|[-+]?(?:[0-9][0-9_]*(?:\.[0-9_]*)?|\.[0-9_]+)(?:[eE][-+]?[0-9]+)?|[-+]?0(?:[xX][0-9a-fA-F_]+|[oO][0-7_]+|[bB][01_]+)|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
/** What JSON.stringify leaves raw but a reader should see escaped (and YAML double quotes escape the same way). */
const ESCAPE_MORE = /[\x7f-\xa0\u2028\u2029\ufeff\ufffe\uffff]/g;
/** Keys longer than this (YAML allows an implicit key of at most 1024 characters) are written `? key`. */
const IMPLICIT_KEY_MAX = 1000;
/** `value` (plain data) as a YAML document, ending in a newline. */
function emitYaml(value) {
    if (typeof value === 'object' && value !== null)
        return `${isEmpty(value) ? (Array.isArray(value) ? '[]' : '{}') : emitBlock(value, '')}\n`;
    return `${typeof value === 'string' && value.includes('\n') ? plain_yaml_quoted(value) : scalar(value, '')}\n`;
}
/**
 * A non-empty mapping's or list's lines, each indented by `indent`, without the last newline: the
 * text `emitYaml` writes for it when it stands at that indentation (the pieces of a projection).
 */
function emitBlock(value, indent) {
    return indent + (Array.isArray(value) ? plain_yaml_list(value, indent) : mapping(value, indent));
}
function isEmpty(value) {
    if (Array.isArray(value))
        return value.length === 0;
    for (const key in value)
        if (value[key] !== undefined)
            return false;
    return true;
}
/** The entries, the first without indentation (it follows `- ` or the caller's indentation). */
function mapping(value, indent) {
    let out = '';
    for (const key of Object.keys(value)) {
        const v = value[key];
        if (v === undefined)
            continue; // as JSON: an absent member
        if (out !== '')
            out += `\n${indent}`;
        const k = keyText(key);
        out += k.length > IMPLICIT_KEY_MAX ? `? ${k}\n${indent}:` : `${k}:`;
        out += typeof v === 'object' && v !== null && !isEmpty(v) ? `\n${emitBlock(v, `${indent}  `)}` : ` ${valueText(v, indent)}`;
    }
    return out;
}
function plain_yaml_list(value, indent) {
    let out = '';
    for (const v of value) {
        if (out !== '')
            out += `\n${indent}`;
        if (v === undefined)
            throw new TypeError('plain YAML: undefined in a list is not plain data');
        const inner = `${indent}  `;
        if (typeof v === 'object' && v !== null && !isEmpty(v))
            out += `- ${Array.isArray(v) ? plain_yaml_list(v, inner) : mapping(v, inner)}`;
        else
            out += `- ${valueText(v, indent)}`;
    }
    return out;
}
/** A scalar or empty collection after `key: ` or `- ` on a line indented `indent`. */
function valueText(v, indent) {
    if (typeof v === 'object' && v !== null)
        return Array.isArray(v) ? '[]' : '{}';
    return scalar(v, indent);
}
function scalar(v, indent) {
    switch (typeof v) {
        case 'string':
            return v.includes('\n') ? plain_yaml_literal(v, indent) : plainOrQuoted(v);
        case 'number':
            if (!Number.isFinite(v))
                throw new TypeError(`plain YAML: ${v} is not plain data`);
            return Object.is(v, -0) ? '-0' : String(v);
        case 'boolean':
            return v ? 'true' : 'false';
        default:
            if (v === null)
                return 'null';
            throw new TypeError(`plain YAML: a ${typeof v} is not plain data`);
    }
}
function keyText(key) {
    return key.includes('\n') ? plain_yaml_quoted(key) : plainOrQuoted(key);
}
function plainOrQuoted(s) {
    return s !== '' && PRINTABLE.test(s) && !NOT_PLAIN.test(s) && !NOT_STRING.test(s) ? s : plain_yaml_quoted(s);
}
/** Double-quoted: JSON's escapes are YAML's (`\"`, `\\`, `\n`, `\t`, `\uXXXX`, …). */
function plain_yaml_quoted(s) {
    return JSON.stringify(s).replace(ESCAPE_MORE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/**
 * A multi-line string as a block literal, its lines two spaces deeper than `indent`: `|-` without
 * a final newline, `|` with one, `|+` with more; `|2…` when its first text starts with a space
 * (its indentation cannot be inferred). Double-quoted when a block would not say it plainly:
 * characters a block cannot hold (CR, controls), or nothing but whitespace on its last line.
 */
function plain_yaml_literal(s, indent) {
    if (!PRINTABLE_LINES.test(s) || !/[^\t\n ]/.test(s) || /\n[\t ]+\n*$/.test(s))
        return plain_yaml_quoted(s);
    let end = s.length;
    while (s.charCodeAt(end - 1) === 10)
        end--;
    const newlines = s.length - end;
    const header = `|${/^[\n ]* /.test(s) ? '2' : ''}${newlines === 0 ? '-' : newlines === 1 ? '' : '+'}`;
    const inner = `${indent}  `;
    // As the library writes it: a run of line breaks, then the indentation (blank lines stay empty).
    return `${header}\n${inner}${s.slice(0, end).replace(/\n+/g, `$&${inner}`)}${'\n'.repeat(Math.max(0, newlines - 1))}`;
}

;// CONCATENATED MODULE: ./src/core/state/snapshot.ts
// workflow_state.yaml: the run's state as a person reads it — the 4.0 spec's minimum fields
// first, one record per step — projected from the journal and written after every commit. Its
// size does not grow with the run: the history of transitions, the decisions and the foreach
// items live in the journal; the snapshot holds counts, the last transition and the current item. It records the journal head it reflects, so a snapshot that lags the journal is
// projected again and one that differs from the projection at its own head is refused.




const SNAPSHOT_SCHEMA = 'stagegate/state@2';
const HEADER = '# stagegate run state: projected from the run journal after every step; edit only with stagegate commands.\n';
/** The command that continues a run (the same in every snapshot, whoever wrote it). */
function resumeInstruction(state) {
    return state.active_step === null ? null : `stagegate run ${state.workflow_file} --run-id ${state.run_id}`;
}
function projectForeach(record) {
    const counts = foreachCounts(record);
    const active = record.active_item === null ? undefined : record.items.find((i) => i.id === record.active_item);
    return {
        visit: record.visit,
        source: record.source,
        format: record.format,
        stopped: record.stopped,
        items: record.items.length,
        counts,
        active_item: active ?? null,
    };
}
function projectStep(r) {
    const { transcripts, foreach, ...rest } = r;
    const out = { ...rest };
    if (transcripts !== undefined) {
        out['agent_attempts'] = transcripts.length;
        out['last_attempt'] = transcripts[transcripts.length - 1] ?? null;
    }
    if (foreach !== undefined)
        out['foreach'] = projectForeach(foreach);
    return out;
}
/** The snapshot document of `state` at journal head `head` (plain data, keys in reading order). */
function snapshotOf(state, head, journalFile) {
    const steps = {};
    for (const id of Object.keys(state.steps))
        steps[id] = projectStep(state.steps[id]);
    // Plain data only: what YAML writes and reads back is exactly this (no undefined members).
    return JSON.parse(JSON.stringify(snapshotFields(state, head, journalFile, steps, state.artifacts)));
}
function snapshotFields(state, head, journalFile, steps, artifacts) {
    return {
        schema: SNAPSHOT_SCHEMA,
        workflow: state.workflow,
        run_id: state.run_id,
        status: state.status,
        message: state.message ?? null,
        inputs: state.inputs,
        active_step: state.active_step,
        in_flight: state.in_flight,
        completed_steps: state.completed_steps,
        failed_or_blocked_steps: state.failed_or_blocked_steps,
        last_gate: state.last_gate,
        unresolved_qids: state.unresolved_qids,
        blocking_artifact: state.blocking_artifact,
        blocking_qids: state.blocking_qids,
        blocking_retry_step: state.blocking_retry_step,
        artifacts,
        resume_instruction: resumeInstruction(state),
        execution_mode: state.execution_mode,
        ignore_previous_completion: state.ignore_previous_completion,
        fresh_execution_of: state.fresh_execution_of,
        workflow_file: state.workflow_file,
        workflow_digest: state.workflow_digest,
        run_root: state.run_root,
        source_commit: state.source_commit,
        agent_package_version: state.agent_package_version,
        created_at: state.created_at,
        updated_at: state.updated_at,
        steps,
        pending_approval: state.pending_approval ?? null,
        ...(state.source_changes && state.source_changes.length > 0 ? { source_changes: state.source_changes } : {}),
        last_transition: state.last_transition,
        counts: {
            transitions: state.transitions,
            invocations: state.invocations.length,
            stalls: state.stalls?.length ?? 0,
            approvals: state.approvals?.length ?? 0,
            skips: state.skips?.length ?? 0,
        },
        journal: { file: journalFile, seq: head.seq, sha256: head.sha256 },
    };
}
/** The snapshot's text (plain-yaml.ts writes it; readSnapshot reads it with the yaml library). */
function snapshotText(doc) {
    return HEADER + emitYaml(doc);
}
/**
 * What a run keeps between writes of one projection (the snapshot, or the manifest), so a stage
 * serialises only what changed: a whole document each time made a long run's projections its
 * largest cost (with the yaml library's stringify; plain-yaml.ts is cheaper, but a whole document
 * still grows with the run's steps). What is kept is already encoded: a projection is written
 * from its pieces (writev), so a long run's document is never joined into one string and encoded
 * again at every stage.
 */
class ProjectionCache {
    /** Each step and artifact record's entry (`\n` + its text), by the record object (a record is replaced, never changed in place, when its step changes). */
    records = new WeakMap();
    /** Each top-level key's text, with the JSON of the value it was made from. */
    keys = new Map();
    /** A list item's text (`  - value`), by its value: step ids mostly, a bounded set. */
    items = new Map();
    /** `key:` of the keys written in parts (sections, lists). */
    headers = new Map();
    /** Writes made through this cache: the first is serialised whole (one emitter call costs less than one per key; a run that writes once, an item run, never needs the keys). */
    writes = 0;
}
function textOf(chunks) {
    return Buffer.concat(chunks).toString('utf8');
}
/** snapshotText(snapshotOf(state, …)), the same document, with what did not change reused from `cache`. */
function snapshotTextOf(state, head, journalFile, cache) {
    return textOf(snapshotChunksOf(state, head, journalFile, cache));
}
/** The snapshot's text in pieces (snapshotTextOf). */
function snapshotChunksOf(state, head, journalFile, cache) {
    if (cache.writes++ === 0)
        return [Buffer.from(snapshotText(snapshotOf(state, head, journalFile)), 'utf8')];
    const fields = snapshotFields(state, head, journalFile, undefined, undefined);
    return mappingChunks(HEADER, fields, cache, {
        artifacts: () => section(state.artifacts, (a) => a, cache),
        steps: () => section(state.steps, projectStep, cache),
    });
}
const NEWLINE = Buffer.from('\n');
const EMPTY_MAP = Buffer.from(' {}');
/**
 * `header` and a top-level block mapping's YAML text, key by key — byte for byte what emitYaml
 * writes for the whole mapping (property tests): a key whose value has the same JSON as
 * last time keeps its text; a list of strings is written item by item; `sections` write their
 * key's value themselves.
 */
function mappingChunks(header, doc, cache, sections = {}) {
    const out = [Buffer.from(header, 'utf8')];
    for (const key of Object.keys(doc)) {
        const write = sections[key];
        if (write) {
            out.push(keyHeader(cache, key));
            for (const chunk of write())
                out.push(chunk);
            out.push(NEWLINE);
            continue;
        }
        const value = doc[key];
        if (value === undefined)
            continue;
        const json = JSON.stringify(value);
        const hit = cache.keys.get(key);
        if (hit !== undefined && hit.json === json) {
            out.push(hit.bytes);
            continue;
        }
        if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')) {
            // Not kept whole: it grows by one item a stage; its items are.
            out.push(keyHeader(cache, key), NEWLINE);
            for (const v of value)
                out.push(itemBytes(cache, v));
            continue;
        }
        const bytes = Buffer.from(emitYaml({ [key]: JSON.parse(json) }), 'utf8');
        cache.keys.set(key, { json, bytes });
        out.push(bytes);
    }
    return out;
}
/** `key:` (the keys of sections and lists are plain words). */
function keyHeader(cache, key) {
    let bytes = cache.headers.get(key);
    if (bytes === undefined)
        cache.headers.set(key, (bytes = Buffer.from(`${key}:`, 'utf8')));
    return bytes;
}
/** One string's text as an item of a list under a top-level key (two spaces in). */
function itemBytes(cache, value) {
    let bytes = cache.items.get(value);
    if (bytes === undefined) {
        bytes = Buffer.from(`${emitBlock([value], '  ')}\n`, 'utf8');
        cache.items.set(value, bytes);
    }
    return bytes;
}
function section(records, project, cache) {
    const ids = Object.keys(records);
    if (ids.length === 0)
        return [EMPTY_MAP];
    const out = [];
    for (const id of ids) {
        const record = records[id];
        const branches = record.parallel?.branches;
        const chunks = branches && Object.keys(branches).length > 0 ? parallelEntry(cache, record, id, project, branches) : cachedEntry(cache, record, id, (r) => ({ [id]: project(r) }));
        for (const chunk of chunks)
            out.push(chunk);
    }
    return out;
}
const BRANCHES_MARK = 'stagegate-section-branches-6c1e';
/**
 * A parallel step's record: replaced whenever one of its branches changes, so its text is made
 * again then, but each branch record's text is reused while that branch record is the same
 * object (a step of 32 branches would otherwise serialise all 32 at every branch's commit).
 */
function parallelEntry(cache, record, id, project, branches) {
    const hit = cache.records.get(record);
    if (hit !== undefined && hit.id === id)
        return hit.chunks;
    const projected = project(record);
    const outer = entryText({ [id]: { ...projected, parallel: { ...projected.parallel, branches: BRANCHES_MARK } } }, '  ');
    const mark = `\n      branches: ${BRANCHES_MARK}`;
    const at = outer.indexOf(mark);
    const chunks = [Buffer.from(`\n${outer.slice(0, at)}\n      branches:`, 'utf8')];
    for (const bid of Object.keys(branches))
        for (const chunk of cachedEntry(cache, branches[bid], bid, (b) => ({ [bid]: b }), '        '))
            chunks.push(chunk);
    chunks.push(Buffer.from(outer.slice(at + mark.length), 'utf8'));
    cache.records.set(record, { id, chunks });
    return chunks;
}
/** `value` (a one-entry mapping or list) as YAML of plain data at `indent`, without the last newline. */
function entryText(value, indent) {
    return emitBlock(JSON.parse(JSON.stringify(value)), indent);
}
/**
 * One record's entry in its section: `\n` and the YAML text of `entry(record)` as plain data,
 * indented `indent` (two spaces under its section by default), from `cache` while the record is
 * the same object under the same `id`.
 */
function cachedEntry(cache, record, id, entry, indent = '  ') {
    let hit = cache.records.get(record);
    if (hit === undefined || hit.id !== id) {
        hit = { id, chunks: [Buffer.from(`\n${entryText(entry(record), indent)}`, 'utf8')] };
        cache.records.set(record, hit);
    }
    return hit.chunks;
}
function readSnapshotFile(path) {
    try {
        // Never blocks on a FIFO put where the state goes; a directory or device there is unreadable.
        return { kind: 'text', text: (0,own_file/* readRegularFile */.XF)(path, Number.MAX_SAFE_INTEGER, { follow: true }).toString('utf8') };
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return { kind: 'absent' };
        if (error instanceof own_file/* NotRegularFileError */.iZ)
            return { kind: 'unreadable', reason: `is ${error.kind}, not a file` };
        return { kind: 'unreadable', reason: `cannot be read (${code ?? String(error)})` };
    }
}
function readSnapshot(path) {
    const file = readSnapshotFile(path);
    return file.kind === 'text' ? parseSnapshot(file.text) : file;
}
function parseSnapshot(text) {
    let data;
    try {
        data = (0,dist/* parse */.qg)(text, { maxAliasCount: 0, uniqueKeys: true });
    }
    catch (error) {
        return { kind: 'unreadable', reason: `is not valid YAML (${error.message.split('\n')[0]})` };
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data))
        return { kind: 'unreadable', reason: 'does not have the state shape (not a mapping)' };
    const doc = data;
    if (doc['schema'] !== SNAPSHOT_SCHEMA) {
        if (doc['schema'] === 'stagegate/state@1')
            return { kind: 'legacy', schema: doc['schema'] };
        return { kind: 'unreadable', reason: `does not have the state shape (schema is not ${SNAPSHOT_SCHEMA})` };
    }
    const j = doc['journal'];
    if (!j || typeof j !== 'object' || !Number.isSafeInteger(j['seq']) || typeof j['file'] !== 'string' || (j['sha256'] !== null && typeof j['sha256'] !== 'string')) {
        return { kind: 'unreadable', reason: 'does not have the state shape (no journal head)' };
    }
    return { kind: 'ok', doc, head: { file: j['file'], seq: j['seq'], sha256: j['sha256'] } };
}
/** Same plain data (what YAML round-trips): the first path where they differ, or undefined. */
function firstDifference(a, b, path = '') {
    if (Object.is(a, b))
        return undefined;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
        return path || '(document)';
    if (Array.isArray(a) !== Array.isArray(b))
        return path || '(document)';
    if (Array.isArray(a)) {
        const bb = b;
        if (a.length !== bb.length)
            return path || '(document)';
        for (let i = 0; i < a.length; i++) {
            const d = firstDifference(a[i], bb[i], `${path}[${i}]`);
            if (d)
                return d;
        }
        return undefined;
    }
    const ao = a;
    const bo = b;
    const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
    for (const k of keys) {
        const d = firstDifference(ao[k], bo[k], path ? `${path}.${k}` : k);
        if (d)
            return d;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/core/state/atomic-write.ts
var atomic_write = __webpack_require__(174);
// EXTERNAL MODULE: ./src/core/agents/types.ts
var types = __webpack_require__(6067);
;// CONCATENATED MODULE: ./src/core/steps/process/spend.ts


function spendOf(usage) {
    if (!usage)
        return null;
    return { turns: usage.turns, cost_usd: usage.cost_usd, input_tokens: usage.input_tokens, output_tokens: usage.output_tokens };
}
function addSpend(a, b) {
    const base = a ?? { turns: null, cost_usd: null, input_tokens: null, output_tokens: null };
    if (!b)
        return base;
    return {
        turns: (0,types/* addKnown */.v2)(base.turns, b.turns),
        cost_usd: roundCost((0,types/* addKnown */.v2)(base.cost_usd, b.cost_usd)),
        input_tokens: (0,types/* addKnown */.v2)(base.input_tokens, b.input_tokens),
        output_tokens: (0,types/* addKnown */.v2)(base.output_tokens, b.output_tokens),
    };
}
/** Sums of dollar amounts stay readable (no 0.30000000000000004). */
function roundCost(value) {
    return value === null ? null : Math.round(value * 1e8) / 1e8;
}
/** The run's spend: every step's recorded spend. */
function totalSpend(state) {
    let total;
    for (const record of Object.values(state.steps))
        if (record.spend)
            total = addSpend(total, record.spend);
    return total ?? { turns: null, cost_usd: null, input_tokens: null, output_tokens: null };
}
/** Record one agent attempt on its step: transcript link, prompt, agent and spend. */
function recordAttempt(state, step, attempt) {
    const previous = stepRecord(state, step.id) ?? { kind: step.kind, status: 'in_flight', visits: attempt.visit, attempts: attempt.attempt };
    return {
        ...state,
        steps: {
            ...state.steps,
            [step.id]: {
                ...previous,
                agent: attempt.agent,
                prompt: attempt.prompt,
                transcripts: [...(previous.transcripts ?? []), attempt],
                spend: addSpend(previous.spend, attempt.usage),
            },
        },
    };
}
/**
 * The manifest's view of agent work: spend per step and in total, and every attempt's
 * transcript and prompt. Empty for runs without agent-driven steps (their manifest is unchanged).
 */
function agentManifestSections(state) {
    const steps = [];
    for (const id in state.steps) {
        const r = state.steps[id];
        if (r.transcripts !== undefined && r.transcripts.length > 0)
            steps.push([id, r]);
    }
    if (steps.length === 0)
        return {};
    return {
        spend: {
            total: totalSpend(state),
            steps: Object.fromEntries(steps.map(([id, r]) => [id, r.spend ?? null])),
        },
        transcripts: steps.flatMap(([id, r]) => (r.transcripts ?? []).map((t) => ({ step: id, visit: t.visit, attempt: t.attempt, agent: t.agent, delegation: t.delegation, transcript: t.transcript, prompt: t.prompt, outcome: t.outcome }))),
    };
}

;// CONCATENATED MODULE: ./src/core/steps/child/transition.ts
// Pure transitions of child_workflow steps (and composite phases): what the parent's state
// becomes when its child run starts, is routed, pauses, fails, or ends outside a phase's
// require_terminal_status. Built on transition.ts; no I/O.


/** Record the child run on the parent's step record (kept through every later transition). */
function withChildRecord(state, stepId, child) {
    const record = stepRecord(state, stepId);
    if (!record)
        return state;
    return { ...state, steps: { ...state.steps, [stepId]: { ...record, child } } };
}
/** The child ended with a status the step routes: follow it (BLOCKED keeps a child's SOURCE_GAPS). */
function applyChildRouted(state, workflow, c) {
    const target = resolveTarget(c.step.def.statuses[c.childStatus], c.present);
    const result = applyExitSuccess(state, workflow, { step: c.step, to: target, exitStatus: 0, durationMs: c.durationMs, log: null, at: c.at, stopAfter: c.stopAfter });
    let next = result.state;
    let stop = result.stop;
    const gate = { status: c.childStatus };
    const record = next.steps[c.step.id];
    next = { ...next, steps: { ...next.steps, [c.step.id]: { ...record, gate } } };
    const last = next.last_transition;
    if (last && last.step === c.step.id) {
        let code = last.code ?? null;
        if (target === 'BLOCKED' && c.childStatus === 'WORKFLOW_BLOCKED_SOURCE_GAPS') {
            code = 'WORKFLOW_BLOCKED_SOURCE_GAPS';
            stop = code;
            next = { ...next, status: code, message: `child workflow step ${c.step.id} ended ${c.childStatus}, routed to BLOCKED` };
        }
        else if (target === 'BLOCKED') {
            next = { ...next, message: `child workflow step ${c.step.id} ended ${c.childStatus}, routed to BLOCKED` };
        }
        next = { ...next, ...patchLast(next, { gate_status: c.childStatus, code }) };
    }
    return stop !== undefined ? { state: next, stop } : { state: next };
}
/** The child paused (PARTIAL_RESUMABLE): the parent pauses with the child step still active. */
function applyChildPaused(state, step, message, at) {
    const flight = state.in_flight;
    const record = stepRecord(state, step.id);
    const next = {
        ...state,
        status: 'PARTIAL_RESUMABLE',
        message,
        in_flight: null,
        steps: { ...state.steps, [step.id]: { ...record, status: 'pending' } },
        ...logged(state, { at, step: step.id, visit: flight?.visit ?? record.visits, attempt: flight?.attempt ?? 1, outcome: 'stopped', code: 'PARTIAL_RESUMABLE', gate_status: null, exit_status: null, duration_ms: 0, to: step.id }),
        updated_at: at,
    };
    return { state: next, stop: 'PARTIAL_RESUMABLE' };
}
/** The child failed (or could not start): the step stays active, so a resume retries the child. */
function applyChildFailed(state, step, code, message, durationMs, at) {
    return { state: applyFailure(state, { step, code, message, exitStatus: null, signal: null, durationMs, log: null, at }), stop: code };
}
/** A phase ended outside require_terminal_status: the parent ends with that status. */
function applyPhaseStopped(state, step, childStatus, required, at) {
    const instruction = `phase ${step.id} ended ${childStatus}, which is not one of its require_terminal_status (${required.join(', ')})`;
    const result = applyTerminal(state, { ...step, def: { ...step.def, terminal_status: childStatus, instruction } }, at);
    return { state: { ...result.state, message: instruction }, stop: result.stop };
}
/** Manifest section: every child run this run started (child_workflow steps and phases), with its artifacts. */
function childManifestSections(state) {
    const runs = [];
    for (const id in state.steps) {
        const r = state.steps[id];
        if (r.child !== undefined)
            runs.push([id, r]);
    }
    if (runs.length === 0)
        return {};
    return {
        child_runs: runs.map(([step, r]) => {
            const c = r.child;
            return { step, workflow_file: c.workflow_file, run_id: c.run_id, state_path: c.state_path, manifest_path: c.manifest_path, status: c.status, mode: c.mode, artifacts: c.artifacts };
        }),
    };
}

;// CONCATENATED MODULE: ./src/core/steps/foreach/manifest.ts
// The parent manifest's view of its foreach steps: per step, how many items ended how and where
// their runs live. The item runs themselves (state, manifest, outputs) are under that folder and
// each item's start and end is an event of the run's journal; listing every item here would
// rewrite a list as long as the registry after every item.


/** Folder under the run root that holds the item runs (a fresh run moves it aside). */
const FOREACH_DIR = 'foreach';
/** Where the item runs of foreach step `step` live: <run root>/foreach/<step>/. */
function foreachRunsFolder(runRoot, step) {
    return `${runRoot === '.' || runRoot === '' ? '' : `${runRoot}/`}${FOREACH_DIR}/${slugify(step) || 'step'}/`;
}
function foreachManifestSections(state) {
    const runs = [];
    for (const id of Object.keys(state.steps)) {
        const record = state.steps[id].foreach;
        if (!record)
            continue;
        const counts = foreachCounts(record);
        runs.push({ step: id, visit: record.visit, source: record.source, items: record.items.length, ...counts, runs: foreachRunsFolder(state.run_root, id) });
    }
    return runs.length === 0 ? {} : { foreach_runs: runs };
}

;// CONCATENATED MODULE: ./src/core/state/manifest.ts
// RUN_MANIFEST.yaml (provenance of one run, in its run root) and the LATEST_RUN.md pointer. The
// manifest is projected from the state after every commit and records the journal head it was
// written at, so a journal cut shorter than the manifest says is detected on the next load.







const MANIFEST_FILE = 'RUN_MANIFEST.yaml';
const LATEST_POINTER_FILE = 'LATEST_RUN.md';
const manifest_HEADER = '# stagegate run manifest: provenance of this run.\n';
function entry(a) {
    return {
        path: a.path,
        sha256: a.sha256,
        size: a.size,
        step: a.step,
        gate_status: a.gate_status,
        visit: a.visit,
        accepted_at: a.accepted_at,
        ...(a.revised_by ? { revised_by: a.revised_by } : {}),
        ...(a.source_commit !== undefined ? { source_commit: a.source_commit } : {}),
        ...(a.agent_package_version !== undefined ? { agent_package_version: a.agent_package_version } : {}),
    };
}
function manifestDocument(state, m, artifacts = (s) => Object.values(s.artifacts).map(entry)) {
    return {
        agent_package_version: state.agent_package_version,
        run_id: state.run_id,
        workflow: state.workflow,
        workflow_file: state.workflow_file,
        workflow_digest: state.workflow_digest,
        execution_mode: state.execution_mode,
        ignore_previous_completion: state.ignore_previous_completion,
        fresh_execution_of: state.fresh_execution_of,
        source_commit: state.source_commit,
        started_at: state.created_at,
        last_updated: state.updated_at,
        status: state.status,
        journal: { file: m.journalFile, seq: m.head.seq, sha256: m.head.sha256 },
        artifacts: artifacts(state),
        // Resumes at another source commit and what the run did (keep: the old verdicts it continued with).
        ...(state.source_changes && state.source_changes.length > 0 ? { source_changes: state.source_changes } : {}),
        ...agentManifestSections(state),
        ...childManifestSections(state),
        ...foreachManifestSections(state),
    };
}
/**
 * The manifest's text. With `cache` (kept by the run that writes it: snapshot.ts ProjectionCache),
 * what did not change since the last write (each artifact entry, each unchanged key) is reused;
 * the text is the same either way.
 */
function manifestText(state, m, cache) {
    return cache ? textOf(manifestChunks(state, m, cache)) : wholeManifestText(state, m);
}
function wholeManifestText(state, m) {
    return manifest_HEADER + emitYaml(JSON.parse(JSON.stringify(manifestDocument(state, m))));
}
const EMPTY_LIST = Buffer.from(' []');
/** The manifest's text in pieces, reusing from `cache` what did not change (manifestText). */
function manifestChunks(state, m, cache) {
    // The first write through a cache: the whole document at once (snapshot.ts ProjectionCache.writes).
    if (cache.writes++ === 0)
        return [Buffer.from(wholeManifestText(state, m), 'utf8')];
    // The artifacts section is written from the cache below: not mapped here (one entry per accepted output).
    return mappingChunks(manifest_HEADER, manifestDocument(state, m, () => undefined), cache, {
        artifacts: () => {
            const records = Object.values(state.artifacts);
            if (records.length === 0)
                return [EMPTY_LIST];
            const list = [];
            // A list item of the manifest (an artifact record is also cached by the snapshot, under its step id).
            for (const a of records)
                for (const chunk of cachedEntry(cache, a, MANIFEST_ENTRY, (r) => [entry(r)]))
                    list.push(chunk);
            return list;
        },
    });
}
/** The cache key of a manifest entry (an artifact record is also cached by the snapshot, under its step id). */
const MANIFEST_ENTRY = '\u0000manifest';
/**
 * Write the manifest unless it already says exactly this (a projection: atomic, not fsync'd).
 * Returns its length. With `cache`, the file is read back only before this run's first write
 * (after that, every write follows a commit that moved the journal head the manifest records).
 */
function writeManifest(absPath, state, m, cache) {
    const chunks = cache ? manifestChunks(state, m, cache) : [Buffer.from(wholeManifestText(state, m), 'utf8')];
    const length = chunks.reduce((n, c) => n + c.length, 0);
    // Read back only before the first write through `cache` (manifestChunks counts the writes).
    if (cache === undefined || cache.writes === 1) {
        try {
            if ((0,own_file/* readRegularFile */.XF)(absPath, Number.MAX_SAFE_INTEGER, { follow: true }).equals(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)))
                return length;
        }
        catch {
            /* absent, unreadable or not a file (never waited on, if a FIFO): write it */
        }
    }
    (0,atomic_write/* atomicWriteFile */.R)(absPath, chunks, { durable: false });
    return length;
}
function writeLatestPointer(absPath, state, manifestRel, stateRel) {
    const text = [
        '# Latest run (pointer only)',
        '',
        'This file is a convenience pointer. It is never evidence: read the manifest and state it names.',
        '',
        `- run_id: ${state.run_id}`,
        `- workflow: ${state.workflow}`,
        `- manifest: ${manifestRel}`,
        `- state: ${stateRel}`,
        `- status: ${state.status}`,
        `- updated: ${state.updated_at}`,
        '',
    ].join('\n');
    (0,atomic_write/* atomicWriteFile */.R)(absPath, text, { durable: false });
}

;// CONCATENATED MODULE: ./src/core/state/run-log.ts
function emptyLog() {
    return { history: [], decisions: [] };
}
/** Add what one applied event made: its transitions, and the decision it took. */
function logEvent(log, event, after) {
    for (const entry of after.recent)
        log.history.push(entry);
    if (event.event === 'decision_taken')
        log.decisions.push({ ...event.outcome.record, at: event.at });
}

;// CONCATENATED MODULE: ./src/core/run/stall.ts


/** The previous visit whose gate this acceptance repeats exactly, or undefined. */
function stalledSince(state, stepId, visit, gate, sha256) {
    const previous = Object.prototype.hasOwnProperty.call(state.artifacts, stepId) ? state.artifacts[stepId] : undefined;
    const prevGate = stepRecord(state, stepId)?.gate;
    if (!previous || !prevGate || previous.visit >= visit)
        return undefined;
    const same = previous.sha256 === sha256 &&
        prevGate['status'] === gate.status &&
        prevGate['unresolved_critical'] === gate.unresolved_critical &&
        prevGate['unresolved_high'] === gate.unresolved_high &&
        prevGate['source_resolvable_open'] === gate.source_resolvable_open;
    return same ? previous.visit : undefined;
}
function routeOf(target) {
    if (target === 'DONE')
        return { kind: 'done' };
    if (target === 'BLOCKED')
        return { kind: 'blocked' };
    return { kind: 'step', to: target };
}
/** Accept a gate like applySuccess, unless it repeats the previous visit's gate: then stall. */
function applyAcceptance(state, workflow, s) {
    const visit = state.in_flight?.visit ?? stepRecord(state, s.step.id)?.visits ?? 1;
    const since = stalledSince(state, s.step.id, visit, s.gate, s.artifact.sha256);
    if (since === undefined)
        return applySuccess(state, workflow, s);
    const escape = s.step.def.on_stall;
    const stall = { step: s.step.id, visit, previous_visit: since, at: s.at };
    if (escape !== undefined && escape !== 'BLOCKED') {
        const result = applySuccess(state, workflow, { ...s, route: routeOf(escape) });
        return { ...result, state: { ...result.state, stalls: [...(result.state.stalls ?? []), { ...stall, to: escape }] } };
    }
    const result = applySuccess(state, workflow, { ...s, route: { kind: 'blocked' } });
    const code = 'WORKFLOW_BLOCKED_STALLED';
    const message = `step ${s.step.id} stalled: visit ${visit} reported ${s.gate.status} with the same unresolved counts and the same output (sha256 ${s.artifact.sha256.slice(0, 12)}) as visit ${since}`;
    return { state: { ...result.state, status: code, message, ...patchLast(result.state, { code }), stalls: [...(result.state.stalls ?? []), { ...stall, to: null }] }, stop: code };
}

;// CONCATENATED MODULE: ./src/core/run/failure-policy.ts
// Failure policy as pure functions: a stage that failed (STAGE_FAILED / STAGE_TIMEOUT) after its
// retries follows its on_failure instead of stopping (on_failure: skip records the step as
// skipped and follows its on_skip), and an optional step a person skips (stagegate skip) follows
// its on_skip. All are transitions like any other: visits counted, max_visits and
// stop_after_step honoured.



/** Failure codes on_failure routes; anything else (contract, gate, budget) still stops the run. */
const ROUTABLE_FAILURES = new Set(['STAGE_FAILED', 'STAGE_TIMEOUT']);
/** `on_failure: skip`: the failed step counts as skipped and the run follows its on_skip. */
const SKIP_ON_FAILURE = 'skip';
/** Where a step's on_failure leads: its on_skip for `skip` (undefined when it has none), else the target itself. */
function failureTarget(step) {
    const target = step.def.on_failure;
    return target === SKIP_ON_FAILURE ? step.def.on_skip : target;
}
function failure_policy_addUnique(list, item) {
    return list.includes(item) ? list : [...list, item];
}
/**
 * After applyFailure recorded the last failed attempt (a transition with outcome `failed`), follow the
 * step's on_failure. Undefined when the step has none or the code is not routable.
 */
function routeFailure(state, workflow, step, code, at, stopAfter) {
    if (step.def.on_failure === undefined || !ROUTABLE_FAILURES.has(code))
        return undefined;
    const skip = step.def.on_failure === SKIP_ON_FAILURE;
    const target = failureTarget(step);
    // validate requires on_skip with on_failure: skip (MISSING_ON_SKIP); without it the failure stops the run.
    if (target === undefined)
        return undefined;
    const last = state.last_transition;
    const visit = last?.visit ?? 1;
    const base = { at, step: step.id, visit, attempt: last?.attempt ?? 1, gate_status: null, exit_status: last?.exit_status ?? null, duration_ms: 0 };
    const policy = skip ? `on_failure: skip, on_skip` : 'on_failure';
    const after = `${step.id} failed (${code}) and ${policy} leads there`;
    // A skipped failure: the failed attempts stay among the transitions, the step itself counts as skipped.
    const from = skip ? markSkipped(state, step, visit, at, target) : { ...state, failed_or_blocked_steps: failure_policy_addUnique(state.failed_or_blocked_steps, step.id) };
    if (target === 'BLOCKED' || target === 'DONE') {
        const done = target === 'DONE';
        const stop = done ? 'WORKFLOW_COMPLETE' : 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE';
        const next = {
            ...from,
            status: stop,
            message: `step ${step.id} failed (${code}); ${policy}: ${target}`,
            active_step: null,
            ...logged(from, { ...base, outcome: done ? 'complete' : 'blocked', code: stop, to: null }),
            updated_at: at,
        };
        return { state: next, stop };
    }
    const entered = enterStep(from, workflow, base, target, after, step.id, stopAfter);
    const message = entered.state.message ?? `step ${step.id} failed (${code}); ${policy} -> ${target}`;
    return { ...entered, state: { ...entered.state, message: entered.stop ? message : null, updated_at: at } };
}
/** The step as skipped (not failed), with a skips record: the failure itself stays a transition. */
function markSkipped(state, step, visit, at, target) {
    const record = stepRecord(state, step.id) ?? { kind: step.kind, status: 'pending', visits: visit, attempts: 0 };
    return {
        ...state,
        steps: { ...state.steps, [step.id]: { ...record, status: 'skipped' } },
        failed_or_blocked_steps: state.failed_or_blocked_steps.filter((id) => id !== step.id),
        skips: [...(state.skips ?? []), { step: step.id, visit, at, to: target === 'DONE' || target === 'BLOCKED' ? null : target }],
    };
}
/** Skip the active optional step: mark it skipped and follow on_skip. */
function skipStep(state, workflow, stepId, at) {
    const step = workflow.steps.get(stepId);
    if (!step)
        throw new run_errors/* StagegateError */.q('STEP_NOT_SKIPPABLE', `'${stepId}' is not a step of workflow ${workflow.name}`, { hint: 'Name the active optional step (stagegate status shows the active step).' });
    if (step.def.optional !== true || step.def.on_skip === undefined) {
        throw new run_errors/* StagegateError */.q('STEP_NOT_SKIPPABLE', `step ${stepId} is not optional: only steps with optional: true (and on_skip) may be skipped`, { hint: 'Mark the step optional: true with on_skip: <step> in the workflow, or let it run.' });
    }
    if (state.active_step !== stepId || state.in_flight !== null) {
        throw new run_errors/* StagegateError */.q('STEP_NOT_SKIPPABLE', `step ${stepId} is not the active step of run ${state.run_id} (active: ${state.active_step ?? 'none, the run finished'}${state.in_flight ? `, ${state.in_flight.step} in flight` : ''})`, {
            hint: 'Only the step a resume would run next can be skipped; resume the run until it is active.',
        });
    }
    const visit = Math.max(1, stepRecord(state, stepId)?.visits ?? 1);
    const target = step.def.on_skip;
    const record = stepRecord(state, stepId) ?? { kind: step.kind, status: 'pending', visits: visit, attempts: 0 };
    const marked = {
        ...state,
        steps: { ...state.steps, [stepId]: { ...record, status: 'skipped' } },
        failed_or_blocked_steps: state.failed_or_blocked_steps.filter((id) => id !== stepId),
        skips: [...(state.skips ?? []), { step: stepId, visit, at, to: target === 'DONE' || target === 'BLOCKED' ? null : target }],
        pending_approval: null,
        updated_at: at,
    };
    const base = { at, step: stepId, visit, attempt: Math.max(1, record.attempts), gate_status: null, exit_status: null, duration_ms: 0 };
    if (target === 'DONE' || target === 'BLOCKED') {
        const stop = target === 'DONE' ? 'WORKFLOW_COMPLETE' : 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE';
        const next = {
            ...marked,
            status: stop,
            message: `step ${stepId} was skipped; on_skip: ${target}`,
            active_step: null,
            ...logged(marked, { ...base, outcome: target === 'DONE' ? 'complete' : 'blocked', code: stop, to: null }),
        };
        return { state: next, stop };
    }
    const entered = enterStep(marked, workflow, base, target, `${stepId} was skipped`, stepId, true);
    if (entered.stop === 'WORKFLOW_BLOCKED_LOOP_LIMIT')
        return entered;
    // The run is not running: it waits, paused, at the on_skip target until the next resume.
    return { state: { ...entered.state, message: `step ${stepId} was skipped; next step: ${target}` }, stop: 'PARTIAL_RESUMABLE' };
}

;// CONCATENATED MODULE: ./src/core/steps/decision/transition.ts


function applyDecision(state, workflow, step, outcome, at, stopAfter) {
    // The decision itself (every branch tried, the values seen) is the journal's decision_taken event.
    const result = applyExitSuccess(state, workflow, { step, to: outcome.to, exitStatus: 0, durationMs: 0, log: null, at, stopAfter });
    const next = result.state;
    // Nothing ran: no exit status on the step or its transition.
    const record = stepRecord(next, step.id);
    const chosen = outcome.record.chosen;
    const how = chosen === 'else' ? 'else' : `if ${outcome.record.branches[chosen]?.expression ?? ''}`;
    const message = next.message?.replace(`step ${step.id} completed`, `decision ${step.id} took ${how}`) ?? null;
    return {
        ...result,
        state: { ...next, message, ...patchLast(next, { exit_status: null }), steps: record ? { ...next.steps, [step.id]: { ...record, last_exit_status: null } } : next.steps },
    };
}

;// CONCATENATED MODULE: ./src/core/steps/approval/transition.ts
// Approval steps as pure functions: pause the run for a decision, record an approve/reject
// (refused when nothing is pending, when the approver is not listed, or when the state changed
// since the approval was requested), and follow the decision like any fixed transition.





/**
 * sha256 of the state an approval is tied to: canonical JSON (keys sorted, so the digest does
 * not depend on how a record was built or read back) of the state without the approval
 * bookkeeping and the fields every invocation rewrites (status, message, invocations,
 * updated_at, the transitions of the event being applied). Any other change — transitions,
 * steps, artifacts, inputs, active step — changes the digest.
 */
function approvalDigest(state) {
    const { status: _s, message: _m, invocations: _i, updated_at: _u, recent: _r, pending_approval: _p, approvals: _a, ...view } = state;
    return sha256Text(canonicalJson(view));
}
/** JSON with object keys sorted and undefined members dropped. */
function canonicalJson(value) {
    if (value === null || typeof value !== 'object')
        return JSON.stringify(value) ?? 'null';
    if (Array.isArray(value))
        return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
    const record = value;
    const keys = Object.keys(record).filter((k) => record[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
}
/** The visit of the approval step the run is on. */
function visitOf(state, stepId) {
    return Math.max(1, stepRecord(state, stepId)?.visits ?? 1);
}
/** The latest decision recorded for the current visit of the approval step, wherever it was made. */
function latestDecision(state, step) {
    const visit = visitOf(state, step.id);
    const list = state.approvals ?? [];
    for (let i = list.length - 1; i >= 0; i--) {
        const a = list[i];
        if (a.step === step.id && a.visit === visit)
            return a;
    }
    return undefined;
}
/** Why `made` (a decision or a request) no longer counts at the run's source commit, or null. */
function madeElsewhere(state, made) {
    const now = currentSource(state);
    if (!now || made.source_commit === undefined)
        return null;
    return staleWhy(made, now, { commit: true, version: false });
}
/**
 * The decision recorded for the current visit of the approval step, if any — and only when it
 * was made at the run's source commit: a new source commit voids an approval (a decision recorded
 * without a commit, by an older stagegate, counts).
 */
function decisionFor(state, step) {
    const decided = latestDecision(state, step);
    return decided && madeElsewhere(state, decided) === null ? decided : undefined;
}
/** The decision of the current visit that a new source commit voided (it was made at another one). */
function voidedDecision(state, step) {
    const decided = latestDecision(state, step);
    return decided && madeElsewhere(state, decided) !== null ? decided : undefined;
}
/**
 * Pause at an approval step: PARTIAL_RESUMABLE with a pending_approval record. A pending
 * record of the same visit is kept while the state is unchanged (a resume re-reports it);
 * otherwise the approval is requested again for the current state.
 */
function pauseForApproval(state, step, at) {
    const visit = visitOf(state, step.id);
    const digest = approvalDigest(state);
    const previous = state.pending_approval;
    const source = currentSource(state);
    const keep = previous && previous.step === step.id && previous.visit === visit && previous.state_digest === digest && madeElsewhere(state, previous) === null;
    const approval = step.def.approval;
    const pending = keep
        ? previous
        : {
            step: step.id,
            visit,
            message: approval?.message ?? `approve ${step.id}?`,
            approvers: approval?.approvers ?? null,
            requested_at: at,
            state_digest: digest,
            ...(source ? { source_commit: source.source_commit } : {}),
        };
    const who = pending.approvers ? ` from ${pending.approvers.join(' or ')}` : '';
    // Say why an approval is asked for again: a new source commit voided the one given or requested.
    const voided = voidedDecision(state, step);
    const requestedElsewhere = !keep && previous && previous.step === step.id && previous.visit === visit ? madeElsewhere(state, previous) : null;
    const again = voided
        ? ` (the ${voided.decision === 'approved' ? 'approval' : 'rejection'} by ${voided.by} was made at source commit ${shortCommit(voided.source_commit)}; the source is now at ${shortCommit(source?.source_commit)}, so it no longer counts: decide again)`
        : requestedElsewhere
            ? ` (requested again: the earlier request was made at source commit ${shortCommit(previous.source_commit)}; the source is now at ${shortCommit(source?.source_commit)})`
            : '';
    return {
        state: {
            ...state,
            status: 'PARTIAL_RESUMABLE',
            message: `step ${step.id} awaits approval${who}: ${pending.message}${again}`,
            pending_approval: pending,
            updated_at: at,
        },
        stop: 'PARTIAL_RESUMABLE',
    };
}
/** Record approve/reject on a paused run; throws the documented refusal codes. */
function recordDecision(state, request) {
    const pending = state.pending_approval;
    const verb = request.decision === 'approved' ? 'approve' : 'reject';
    if (!pending || state.active_step !== pending.step || state.in_flight !== null) {
        throw new run_errors/* StagegateError */.q('APPROVAL_NOT_PENDING', `run ${state.run_id} is not waiting for an approval (active step: ${state.active_step ?? 'none, the run finished'}); nothing to ${verb}`, {
            hint: 'stagegate status shows pending_approval; resume the run with stagegate run until it pauses at an approval step.',
        });
    }
    if (pending.approvers && !pending.approvers.includes(request.by)) {
        throw new run_errors/* StagegateError */.q('APPROVER_NOT_ALLOWED', `${request.by} may not ${verb} step ${pending.step}: its approvers are ${pending.approvers.join(', ')}`, {
            hint: `Decide as one of them: --by ${pending.approvers[0]}.`,
        });
    }
    const digest = approvalDigest(state);
    if (digest !== pending.state_digest) {
        throw new run_errors/* StagegateError */.q('APPROVAL_STATE_CHANGED', `the state of run ${state.run_id} changed since approval of step ${pending.step} was requested (sha256 ${pending.state_digest.slice(0, 12)}… -> ${digest.slice(0, 12)}…); nothing was recorded`, { hint: 'Restore the state, or resume with stagegate run so the approval is requested again for the current state.' });
    }
    const record = {
        step: pending.step,
        visit: pending.visit,
        decision: request.decision,
        by: request.by,
        at: request.at,
        note: request.note,
        state_digest: digest,
        ...(request.sourceCommit !== undefined ? { source_commit: request.sourceCommit } : {}),
    };
    return {
        ...state,
        message: `step ${pending.step} ${request.decision} by ${request.by}; resume continues`,
        pending_approval: null,
        approvals: [...(state.approvals ?? []), record],
        updated_at: request.at,
    };
}
/** Where a decision leads: on_approve, or on_reject (BLOCKED when the step names none). */
function approvalTarget(step, decision) {
    return decision === 'approved' ? (step.def.on_approve ?? 'BLOCKED') : (step.def.on_reject ?? 'BLOCKED');
}
/** Follow a recorded decision: visits counted, max_visits and stop_after_step honoured. */
function applyApproval(state, workflow, step, record, at, stopAfter) {
    const to = approvalTarget(step, record.decision);
    const result = applyExitSuccess({ ...state, pending_approval: null }, workflow, { step, to, exitStatus: 0, durationMs: 0, log: null, at, stopAfter });
    const next = result.state;
    // Nothing ran: no exit status on the step or its history entry.
    const r = stepRecord(next, step.id);
    const message = next.message?.replace(`step ${step.id} completed`, `approval ${step.id} ${record.decision} by ${record.by}`) ?? null;
    return { ...result, state: { ...next, message, ...patchLast(next, { exit_status: null }), steps: r ? { ...next.steps, [step.id]: { ...r, last_exit_status: null } } : next.steps } };
}

;// CONCATENATED MODULE: ./src/core/steps/approval/run.ts
// Approval steps in the run loop: follow the decision recorded for this visit (stagegate
// approve / reject), or pause the run with a pending approval. Nothing runs either way.

/** The transition of reaching an approval step (pure): follow the recorded decision, or pause. */
function approvalTransition(state, workflow, step, at, stopAfter) {
    const record = decisionFor(state, step);
    return record ? applyApproval(state, workflow, step, record, at, stopAfter) : pauseForApproval(state, step, at);
}
function runApprovalStep(host, step) {
    const record = decisionFor(host.state(), step);
    const applied = host.apply({ event: 'approval_reached', at: host.now(), step: step.id, stop_after: host.stopsAfter(step.id), to: null, stop: null });
    host.commit();
    const note = record ? `${step.id}: ${record.decision} by ${record.by} -> ${applied.state.active_step ?? applied.stop ?? '-'}` : `${step.id}: ${applied.state.message ?? 'awaits approval'}`;
    host.ports.onEvent?.({ type: 'note', message: note });
    return applied.stop;
}

;// CONCATENATED MODULE: ./src/core/steps/foreach/transition.ts
// What the parent's state becomes when a foreach step records its items, stops (a failed item,
// a cycle, stuck deferrals, an unmet completion: the step stays active so a resume continues),
// ends blocked (an item blocked: the run ends with the item's code) or pauses. Pure; built on
// transition.ts like the child-workflow transitions.



function transition_addUnique(list, item) {
    return list.includes(item) ? list : [...list, item];
}
/** Record the foreach's items on its step record (kept through every later transition). */
function withForeachRecord(state, stepId, record) {
    const step = stepRecord(state, stepId);
    if (!step)
        return state;
    return { ...state, steps: { ...state.steps, [stepId]: { ...step, foreach: record } } };
}
/** The foreach stops with `code`; the step stays active (a resume continues it). */
function applyForeachStopped(state, step, code, message, durationMs, at) {
    return { state: applyFailure(state, { step, code, message, exitStatus: null, signal: null, durationMs, log: null, at }), stop: code };
}
/** An item ended blocked: the run ends blocked with the item's code (class blocked, exit 3). */
function applyForeachBlocked(state, step, code, message, durationMs, at) {
    const flight = state.in_flight;
    const record = stepRecord(state, step.id);
    const next = {
        ...state,
        status: code,
        message,
        active_step: null,
        in_flight: null,
        failed_or_blocked_steps: transition_addUnique(state.failed_or_blocked_steps, step.id),
        steps: { ...state.steps, [step.id]: { ...record, status: 'blocked', last_duration_ms: durationMs, last_error: message } },
        ...logged(state, { at, step: step.id, visit: flight?.visit ?? record.visits, attempt: flight?.attempt ?? 1, outcome: 'blocked', code, gate_status: null, exit_status: null, duration_ms: durationMs, to: null }),
        updated_at: at,
    };
    return { state: next, stop: code };
}
/**
 * An item's run paused (PARTIAL_RESUMABLE): the parent pauses with the foreach still active —
 * the same transition as a paused child workflow.
 */
const applyForeachPaused = applyChildPaused;

;// CONCATENATED MODULE: ./src/core/steps/foreach/schedule.ts
function newRecord(visit, source, format, items) {
    return {
        visit,
        source,
        format,
        active_item: null,
        stopped: null,
        items: items.map((i) => ({ id: i.id, slug: i.slug, status: 'pending', visits: 0, depends_on: i.depends_on, waiting_on: [], bindings: i.bindings, state_path: null, outcome: null })),
    };
}
/** The item to work on now: the one in flight, else the first pending one; -1 when none. */
function nextItemIndex(record) {
    if (record.active_item !== null) {
        const i = record.items.findIndex((item) => item.id === record.active_item);
        if (i >= 0 && record.items[i].status === 'running')
            return i;
    }
    const running = record.items.findIndex((item) => item.status === 'running');
    if (running >= 0)
        return running;
    return record.items.findIndex((item) => item.status === 'pending');
}
function replace(record, index, item, extra = {}) {
    const items = record.items.slice();
    items[index] = item;
    return { ...record, ...extra, items };
}
/** A pending item starts a new visit (a new run, in a folder of its own); a running one continues. */
function startItem(record, index, statePathFor) {
    const item = record.items[index];
    if (item.status === 'running' && item.state_path !== null)
        return record.active_item === item.id ? record : { ...record, active_item: item.id };
    const visits = item.visits + 1;
    return replace(record, index, { ...item, status: 'running', visits, waiting_on: [], state_path: statePathFor(item, visits), outcome: null }, { active_item: item.id });
}
/** The item's run ended: record how, and revive deferred items it was the last missing dependency of. */
function finishItem(record, index, end, outcome) {
    const item = record.items[index];
    // Statuses are looked up only for the few items that depend on others: a map of every item,
    // built per finished item, made a large foreach quadratic.
    const statusOf = statusLookup(record);
    if (end.kind === 'deferred') {
        const waiting = item.depends_on.filter((d) => statusOf(d) !== 'verified');
        return replace(record, index, { ...item, status: 'deferred', waiting_on: waiting, outcome }, { active_item: null });
    }
    if (end.kind === 'blocked')
        return replace(record, index, { ...item, status: 'blocked', outcome }, { active_item: null });
    const next = replace(record, index, { ...item, status: 'verified', outcome }, { active_item: null });
    const verified = statusLookup(next);
    for (let i = 0; i < next.items.length; i++) {
        const other = next.items[i];
        if (other.status !== 'deferred' || !other.waiting_on.includes(item.id))
            continue;
        if (other.waiting_on.every((d) => verified(d) === 'verified'))
            next.items[i] = { ...other, status: 'pending', waiting_on: [] };
    }
    return next;
}
/** The status of an item by id, the index built on first use (most records never need one). */
function statusLookup(record) {
    let byId;
    return (id) => (byId ??= new Map(record.items.map((i) => [i.id, i.status]))).get(id);
}
/** A resume after WORKFLOW_BLOCKED_ITEMS_DEFERRED: every deferred item gets one more visit. */
function reviveDeferred(record) {
    if (!record.items.some((i) => i.status === 'deferred'))
        return record;
    return { ...record, items: record.items.map((i) => (i.status === 'deferred' ? { ...i, status: 'pending', waiting_on: [] } : i)) };
}
function deferredItems(record) {
    return record.items.filter((i) => i.status === 'deferred');
}

;// CONCATENATED MODULE: ./src/core/steps/parallel/records.ts

function pendingBranch(kind, visit) {
    return { kind, status: 'pending', gate_status: null, visit, attempt: 0, code: null, error: null, exit_status: null, duration_ms: null, log: null, output: null, sha256: null };
}
/**
 * The branch records for this visit: kept when the step's record already is on this visit (a
 * resume), else every branch starts pending. Branches the workflow no longer has are dropped,
 * new ones start pending (only reachable with --allow-workflow-change).
 */
function beginParallelVisit(state, step, branches, visit, join) {
    const record = stepRecord(state, step.id) ?? { kind: step.kind, status: 'pending', visits: visit, attempts: 0 };
    const previous = record.parallel?.visit === visit ? record.parallel : undefined;
    const out = {};
    for (const b of branches) {
        const kept = previous && Object.prototype.hasOwnProperty.call(previous.branches, b.id) ? previous.branches[b.id] : undefined;
        out[b.id] = kept ?? pendingBranch(b.kind, visit);
    }
    const parallel = { visit, join, outcome: previous?.outcome ?? null, branches: out };
    return { ...state, steps: { ...state.steps, [step.id]: { ...record, parallel } } };
}
function parallelOf(state, stepId) {
    const p = stepRecord(state, stepId)?.parallel;
    if (!p)
        throw new Error(`internal: step ${stepId} has no parallel record`);
    return p;
}
function branchRecord(state, stepId, branchId) {
    return parallelOf(state, stepId).branches[branchId];
}
function withParallel(state, stepId, parallel) {
    const record = stepRecord(state, stepId);
    return { ...state, steps: { ...state.steps, [stepId]: { ...record, parallel } } };
}
/** One branch's record patched; every other branch's record is carried as it is now. */
function withBranch(state, stepId, branchId, patch) {
    const parallel = parallelOf(state, stepId);
    const branches = { ...parallel.branches, [branchId]: { ...parallel.branches[branchId], ...patch } };
    return withParallel(state, stepId, { ...parallel, branches });
}
/** Branches still pending or running become not_run (the join was decided without them). */
function markNotRun(state, stepId) {
    const parallel = parallelOf(state, stepId);
    const branches = {};
    let changed = false;
    for (const [id, b] of Object.entries(parallel.branches)) {
        if (b.status === 'pending' || b.status === 'running') {
            // A branch that ran and stopped with a code (e.g. a gate error) did fail; one never started did not run.
            branches[id] = { ...b, status: b.code !== null ? 'failed' : 'not_run' };
            changed = true;
        }
        else
            branches[id] = b;
    }
    return changed ? withParallel(state, stepId, { ...parallel, branches }) : state;
}
function withOutcome(state, stepId, outcome) {
    return withParallel(state, stepId, { ...parallelOf(state, stepId), outcome });
}
/**
 * A branch's accepted output is evidence a resume relies on when the branch's record on the
 * step's current visit is final (succeeded or failed): it will not run again.
 */
function branchReused(state, stepId, branchId) {
    const record = stepRecord(state, stepId);
    const parallel = record?.parallel;
    if (!parallel || parallel.visit !== record.visits || !Object.prototype.hasOwnProperty.call(parallel.branches, branchId))
        return false;
    const status = parallel.branches[branchId].status;
    return status === 'succeeded' || status === 'failed';
}

;// CONCATENATED MODULE: ./src/core/steps/parallel/transition.ts
// What the run does once a parallel step's join is decided, as pure functions: the verdict
// (PARALLEL_COMPLETE / PARALLEL_FAILED) routes like a gate status through the step's statuses;
// an unrouted PARALLEL_FAILED follows on_failure (as a failed stage) or ends the run with
// WORKFLOW_BLOCKED_PARALLEL_JOIN.



const JOIN_STOP = 'WORKFLOW_BLOCKED_PARALLEL_JOIN';
function parallel_transition_addUnique(list, item) {
    return list.includes(item) ? list : [...list, item];
}
function applyJoin(state, workflow, j) {
    const { step } = j;
    const statuses = step.def.statuses ?? {};
    const flight = state.in_flight;
    const visit = flight?.visit ?? stepRecord(state, step.id)?.visits ?? 1;
    const attempt = flight?.attempt ?? 1;
    if (Object.prototype.hasOwnProperty.call(statuses, j.outcome)) {
        const target = resolveTarget(statuses[j.outcome], j.present);
        const result = applyExitSuccess(state, workflow, { step, to: target, exitStatus: 0, durationMs: j.durationMs, log: null, at: j.at, stopAfter: j.stopAfter });
        let next = result.state;
        let stop = result.stop;
        next = { ...next, steps: { ...next.steps, [step.id]: { ...next.steps[step.id], gate: { status: j.outcome } } } };
        let code = next.last_transition?.code ?? null;
        if (target === 'BLOCKED') {
            if (j.sourceGaps)
                code = stop = 'WORKFLOW_BLOCKED_SOURCE_GAPS';
            next = { ...next, status: stop, message: `parallel step ${step.id}: ${j.outcome} (${j.summary}), routed to BLOCKED` };
        }
        next = { ...next, ...patchLast(next, { gate_status: j.outcome, code }) };
        return stop !== undefined ? { state: next, stop } : { state: next };
    }
    const message = `parallel step ${step.id}: the join (${state.steps[step.id]?.parallel?.join ?? 'all'}) cannot be satisfied: ${j.summary}`;
    if (step.def.on_failure !== undefined) {
        // A failed join is the step failing: on_failure takes it like a failed stage.
        const failed = applyFailure(state, { step, code: 'STAGE_FAILED', message, exitStatus: null, signal: null, durationMs: j.durationMs, log: null, at: j.at });
        return routeFailure(failed, workflow, step, 'STAGE_FAILED', j.at, j.stopAfter) ?? { state: failed, stop: 'STAGE_FAILED' };
    }
    const record = stepRecord(state, step.id);
    const next = {
        ...state,
        status: JOIN_STOP,
        message: `${message}; its statuses do not route PARALLEL_FAILED`,
        active_step: null,
        in_flight: null,
        failed_or_blocked_steps: parallel_transition_addUnique(state.failed_or_blocked_steps, step.id),
        steps: { ...state.steps, [step.id]: { ...record, status: 'blocked', gate: { status: j.outcome }, last_duration_ms: j.durationMs, last_error: null } },
        ...logged(state, { at: j.at, step: step.id, visit, attempt, outcome: 'blocked', code: JOIN_STOP, gate_status: j.outcome, exit_status: null, duration_ms: j.durationMs, to: null }),
        updated_at: j.at,
    };
    return { state: next, stop: JOIN_STOP };
}

;// CONCATENATED MODULE: ./src/core/run/reduce.ts
// The run's state as a fold over its journal: each event goes through the same pure transition
// the runner applied when the event happened, so replaying the journal gives the same state
// (Temporal's replay of an event history against the workflow code). What an event claims the
// transition led to (the next step, the stop code, the attempt number) is compared with what the
// transition gives now: a difference is a journal that was edited, or a workflow edited in a way
// that changes what already happened, and the run is refused.
















/** An event that does not replay: what it claims differs from what its transition gives. */
class ReplayMismatch extends Error {
    what;
    constructor(what) {
        super(what);
        this.what = what;
    }
}
function reduce_stepOf(workflow, id) {
    const step = workflow.steps.get(id);
    if (!step)
        throw new ReplayMismatch(`names step '${id}', which the workflow does not have`);
    return step;
}
const presence = (names) => (name) => names.includes(name);
function foreachOf(state, id) {
    const record = stepRecord(state, id)?.foreach;
    if (!record)
        throw new ReplayMismatch(`names foreach step '${id}', which has no items recorded`);
    return record;
}
function claimsOf(t) {
    return { to: t.state.active_step, stop: t.stop ?? null };
}
function plain(state) {
    return { state, claims: { to: state.active_step, stop: null } };
}
/** Events whose step, once completed by them, holds an accepted verdict. */
const reduce_VERDICTS = new Set(['gate_accepted', 'exit_accepted', 'decision_taken', 'approval_reached', 'child_routed', 'join_decided', 'hand_off']);
/**
 * Stamp a verdict with the source it was made at: the invocation's source commit and agent
 * package version (run/source-drift.ts compares them on resume). Derived from the run_started
 * event, so journals written before stamps existed replay with them too.
 */
function stamped(applied, e) {
    const key = reduce_VERDICTS.has(e.event) && 'step' in e ? e.step : e.event === 'branch_artifact' ? e.key : undefined;
    if (key === undefined)
        return applied;
    const source = currentSource(applied.state);
    if (!source)
        return applied;
    const state = applied.state;
    const record = state.steps[key];
    const artifact = state.artifacts[key];
    const stampStep = record !== undefined && record.status === 'completed' && reduce_VERDICTS.has(e.event);
    const stampArtifact = artifact !== undefined && (e.event === 'branch_artifact' || (e.event === 'gate_accepted' && stampStep));
    if (!stampStep && !stampArtifact)
        return applied;
    return {
        ...applied,
        state: {
            ...state,
            ...(stampStep ? { steps: { ...state.steps, [key]: { ...record, ...source } } } : {}),
            ...(stampArtifact ? { artifacts: { ...state.artifacts, [key]: { ...artifact, ...source } } } : {}),
        },
    };
}
/**
 * Apply one event to the state (undefined before the run's first event). Throws ReplayMismatch
 * when the event cannot apply. Claims are not compared here: see `replayEvent`.
 */
function applyEvent(before, e, workflow) {
    return stamped(applyUnstamped(before, e, workflow), e);
}
function applyUnstamped(before, e, workflow) {
    // `recent` holds the transitions this event makes, and only those.
    const state = before !== undefined && before.recent.length > 0 ? { ...before, recent: [] } : before;
    if (e.event === 'run_started') {
        const invocation = {
            at: e.at,
            mode: e.mode,
            ignore_previous_completion: e.ignore_previous_completion,
            stop_after_step: e.stop_after_step,
            outcome: null,
            source_commit: e.source_commit,
            agent_package_version: e.agent_package_version,
        };
        const base = state ??
            initialState({
                workflow: { name: e.workflow, file: e.workflow_file, digest: e.workflow_digest, entry: e.entry, entryKind: e.entry_kind },
                runId: e.run_id,
                mode: e.mode,
                ignorePreviousCompletion: e.ignore_previous_completion,
                freshExecutionOf: e.fresh_execution_of,
                inputs: e.inputs,
                runRoot: e.run_root,
                sourceCommit: e.source_commit,
                agentPackageVersion: e.agent_package_version,
                at: e.at,
            });
        // Every invocation records the workflow it runs (an edit is allowed with --allow-workflow-change).
        // The run's source commit and package version are the latest invocation's (the active ones).
        return plain({ ...base, workflow_digest: e.workflow_digest, source_commit: e.source_commit, agent_package_version: e.agent_package_version, invocations: [...base.invocations, invocation] });
    }
    if (state === undefined)
        throw new ReplayMismatch(`${e.event} comes before the run started`);
    switch (e.event) {
        case 'run_stopped': {
            const invocations = state.invocations.slice();
            const last = invocations[invocations.length - 1];
            if (last)
                invocations[invocations.length - 1] = { ...last, outcome: e.code };
            return plain({ ...state, invocations, updated_at: e.at });
        }
        case 'stopped':
            return { state: { ...state, status: e.code, message: e.message, updated_at: e.at }, claims: { to: state.active_step, stop: e.code } };
        case 'attempt_started': {
            const started = startAttempt(state, reduce_stepOf(workflow, e.step), e.at);
            return plain(e.token === undefined ? started : { ...started, in_flight: { ...started.in_flight, token: e.token } });
        }
        case 'attempt_group':
            if (state.in_flight?.step !== e.step)
                throw new ReplayMismatch(`records a process group of step ${e.step}, which has no attempt in flight`);
            return plain({ ...state, in_flight: { ...state.in_flight, pgid: e.pgid } });
        case 'attempt_failed':
            return {
                state: applyFailure(state, { step: reduce_stepOf(workflow, e.step), code: e.code, message: e.message, exitStatus: e.exit_status, signal: e.signal, durationMs: e.duration_ms, log: e.log, at: e.at }),
                claims: { to: e.step, stop: e.code },
            };
        case 'gate_accepted': {
            const step = reduce_stepOf(workflow, e.step);
            const route = routeStatus(step, e.gate.status, presence(e.present));
            if (!route)
                throw new ReplayMismatch(`step ${e.step} accepted status ${e.gate.status}, which the workflow does not route`);
            const t = applyAcceptance(state, workflow, {
                step,
                gate: e.gate,
                artifact: { ...e.artifact, step: e.step, gate_status: e.gate.status, visit: e.visit, accepted_at: e.at },
                exitStatus: e.exit_status,
                durationMs: e.duration_ms,
                log: e.log,
                at: e.at,
                route,
                stopAfter: e.stop_after,
            });
            return { ...t, claims: claimsOf(t) };
        }
        case 'exit_accepted': {
            const step = reduce_stepOf(workflow, e.step);
            const legal = fixedTargets(step);
            if (!legal.includes(e.to_target))
                throw new ReplayMismatch(`step ${e.step} followed ${e.to_target}, which is not its transition (${legal.join(', ') || 'none'})`);
            const t = applyExitSuccess(state, workflow, { step, to: e.to_target, exitStatus: e.exit_status, durationMs: e.duration_ms, log: e.log, at: e.at, stopAfter: e.stop_after, revised: e.revised });
            return { ...t, claims: claimsOf(t) };
        }
        case 'failure_routed': {
            const t = routeFailure(state, workflow, reduce_stepOf(workflow, e.step), e.code, e.at, e.stop_after);
            if (!t)
                throw new ReplayMismatch(`step ${e.step} has no on_failure for ${e.code}`);
            return { ...t, claims: claimsOf(t) };
        }
        case 'hand_off': {
            const step = reduce_stepOf(workflow, e.step);
            const t = applyTerminal(state, e.instruction === undefined ? step : { ...step, def: { ...step.def, instruction: e.instruction } }, e.at);
            return { ...t, claims: claimsOf(t) };
        }
        case 'decision_taken': {
            const step = reduce_stepOf(workflow, e.step);
            const legal = (step.def.decide ?? []).map((b) => ('if' in b ? b.to : b.else));
            if (!legal.includes(e.outcome.to))
                throw new ReplayMismatch(`decision ${e.step} chose ${e.outcome.to}, which none of its branches leads to`);
            const t = applyDecision(state, workflow, step, e.outcome, e.at, e.stop_after);
            return { ...t, claims: claimsOf(t) };
        }
        case 'approval_reached': {
            const t = approvalTransition(state, workflow, reduce_stepOf(workflow, e.step), e.at, e.stop_after);
            return { ...t, claims: claimsOf(t) };
        }
        case 'approval_decided':
            return plain(recordDecision(state, { decision: e.decision, by: e.by, note: e.note, at: e.at, sourceCommit: e.source_commit }));
        case 'source_changed': {
            if (state.active_step === null)
                throw new ReplayMismatch('records a source change on a run that had finished');
            if (e.change.rerun_from !== null)
                reduce_stepOf(workflow, e.change.rerun_from);
            const t = applySourceChange(state, workflow, e.change, e.at);
            return { ...t, claims: claimsOf(t) };
        }
        case 'step_skipped': {
            const t = skipStep(state, workflow, e.step, e.at);
            return { ...t, claims: claimsOf(t) };
        }
        case 'agent_attempt':
            return plain(recordAttempt(state, reduce_stepOf(workflow, e.record_on), e.record));
        case 'artifacts_revised':
            return plain({ ...state, artifacts: { ...state.artifacts, ...e.artifacts } });
        case 'child_recorded':
            return plain(withChildRecord(state, e.step, e.child));
        case 'child_routed': {
            const step = reduce_stepOf(workflow, e.step);
            if (!step.def.statuses || !Object.hasOwn(step.def.statuses, e.child_status))
                throw new ReplayMismatch(`child step ${e.step} routed ${e.child_status}, which the workflow does not route`);
            const t = applyChildRouted(state, workflow, { step, childStatus: e.child_status, present: presence(e.present), durationMs: e.duration_ms, at: e.at, stopAfter: e.stop_after });
            return { ...t, claims: claimsOf(t) };
        }
        case 'child_paused': {
            const t = applyChildPaused(state, reduce_stepOf(workflow, e.step), e.message, e.at);
            return { ...t, claims: claimsOf(t) };
        }
        case 'child_failed': {
            const t = applyChildFailed(state, reduce_stepOf(workflow, e.step), e.code, e.message, e.duration_ms, e.at);
            return { ...t, claims: claimsOf(t) };
        }
        case 'phase_stopped': {
            const t = applyPhaseStopped(state, reduce_stepOf(workflow, e.step), e.child_status, e.required, e.at);
            return { ...t, claims: claimsOf(t) };
        }
        case 'foreach_loaded':
            return plain(withForeachRecord(state, e.step, e.record));
        case 'foreach_revived':
            return plain(withForeachRecord(state, e.step, reviveDeferred(foreachOf(state, e.step))));
        case 'item_started': {
            const record = foreachOf(state, e.step);
            if (record.items[e.index]?.id !== e.item)
                throw new ReplayMismatch(`item ${e.item} is not item ${e.index + 1} of foreach step ${e.step}`);
            return plain(withForeachRecord(state, e.step, startItem(record, e.index, () => e.state_path)));
        }
        case 'item_finished': {
            const record = foreachOf(state, e.step);
            if (record.items[e.index]?.id !== e.item)
                throw new ReplayMismatch(`item ${e.item} is not item ${e.index + 1} of foreach step ${e.step}`);
            return plain(withForeachRecord(state, e.step, finishItem(record, e.index, e.end, e.outcome)));
        }
        case 'foreach_marked':
            return plain(withForeachRecord(state, e.step, { ...foreachOf(state, e.step), stopped: e.stopped }));
        case 'foreach_ended': {
            const step = reduce_stepOf(workflow, e.step);
            const t = e.how === 'stopped'
                ? applyForeachStopped(state, step, e.code, e.message, e.duration_ms, e.at)
                : e.how === 'blocked'
                    ? applyForeachBlocked(state, step, e.code, e.message, e.duration_ms, e.at)
                    : applyForeachPaused(state, step, e.message, e.at);
            return { ...t, claims: claimsOf(t) };
        }
        case 'parallel_begun': {
            const step = reduce_stepOf(workflow, e.step);
            return plain(beginParallelVisit(state, step, branchesOf(workflow, step), e.visit, e.join));
        }
        case 'branch_updated':
            return plain(withBranch(state, e.step, e.branch, e.patch));
        case 'branch_artifact':
            return plain({ ...state, artifacts: { ...state.artifacts, [e.key]: e.artifact } });
        case 'join_decided': {
            const step = reduce_stepOf(workflow, e.step);
            const marked = withOutcome(markNotRun(state, e.step), e.step, e.outcome);
            const t = applyJoin(marked, workflow, { step, outcome: e.outcome, summary: e.summary, sourceGaps: e.source_gaps, present: presence(e.present), durationMs: e.duration_ms, at: e.at, stopAfter: e.stop_after });
            return { ...t, claims: claimsOf(t) };
        }
    }
}
/** The fixed transitions a step without output may follow on exit 0. */
function fixedTargets(step) {
    const out = [];
    const d = step.def;
    for (const t of [d.on_complete, d.retry_step, d.on_success, d.completion?.on_complete])
        if (t !== undefined)
            out.push(...targetsOf(t));
    if (step.kind === 'foreach' && d.completion?.on_complete === undefined)
        out.push('DONE');
    return out;
}
function hasClaims(e) {
    return 'to' in e && 'stop' in e;
}
/** Apply an event read back from the journal and compare what it claims with what it gives now. */
function replayEvent(state, e, workflow) {
    const applied = applyEvent(state, e, workflow);
    if (e.event === 'attempt_started') {
        const flight = applied.state.in_flight;
        if (flight.visit !== e.visit || flight.attempt !== e.attempt) {
            throw new ReplayMismatch(`records visit ${e.visit}, attempt ${e.attempt} of step ${e.step}; the run was on visit ${flight.visit}, attempt ${flight.attempt}`);
        }
    }
    if (hasClaims(e) && (applied.claims.to !== e.to || applied.claims.stop !== e.stop)) {
        const said = `${e.to ?? 'the end'}${e.stop ? ` (${e.stop})` : ''}`;
        const gives = `${applied.claims.to ?? 'the end'}${applied.claims.stop ? ` (${applied.claims.stop})` : ''}`;
        throw new ReplayMismatch(`${e.event} of step ${'step' in e ? e.step : '?'} says it led to ${said}; the workflow leads to ${gives}`);
    }
    return applied.state;
}
/** Fill an event's claim fields from what applying it gave (the runner, before appending it). */
function withClaims(e, applied) {
    if (e.event === 'attempt_started') {
        const flight = applied.state.in_flight;
        return { ...e, visit: flight.visit, attempt: flight.attempt };
    }
    return hasClaims(e) ? { ...e, to: applied.claims.to, stop: applied.claims.stop } : e;
}

;// CONCATENATED MODULE: ./src/core/state/store.ts
// A run's persistence: its journal (the truth), the workflow_state.yaml snapshot projected from
// it, and RUN_MANIFEST.yaml. Loading replays the journal against the workflow and checks the
// snapshot and the manifest against it; committing appends events (one fdatasync) and then
// writes the projections.









function journalFileOf(files) {
    return (0,state_journal/* journalPathFor */.S7)(files.state);
}
/**
 * The sha256 of committed line `seq` (1-based), or undefined past the head. The chain was verified
 * when the journal was read: a line's hash is the next line's `prev` (the head's is the last line's),
 * so nothing is read again (a file re-read here could name another journal by then).
 */
function lineHash(read, seq) {
    if (seq < 1 || seq > read.head.seq)
        return undefined;
    return (seq === read.head.seq ? read.head.sha256 : read.lines[seq].prev) ?? undefined;
}
/**
 * Load a run: its journal replayed against `workflow`, its snapshot
 * and manifest compared with it. `relState`: the state path as the user sees it, for messages.
 */
function loadRun(files, workflow, relState) {
    const journalPath = journalFileOf(files);
    const relJournal = (0,state_journal/* journalPathFor */.S7)(relState);
    // The projections before the journal: a runner appends to the journal before it writes them,
    // so read in this order, a live run's (status during a run) never seem to lead its journal.
    const snapshotFile = readSnapshotFile(files.state);
    const manifestFile = files.manifest ? readManifestFile(files.manifest) : undefined;
    const read = (0,state_journal/* readJournal */.a0)(journalPath);
    if (read.kind === 'corrupt')
        return { kind: 'corrupt', reason: `journal ${relJournal} ${read.reason}`, file: relJournal, ...(read.line !== undefined ? { line: read.line } : {}) };
    if (read.kind === 'absent' || read.lines.length === 0) {
        const snapshot = snapshotFile.kind === 'text' ? parseSnapshot(snapshotFile.text) : snapshotFile;
        if (snapshot.kind === 'legacy') {
            return { kind: 'corrupt', reason: `state ${relState} was written by stagegate 0.1 (${snapshot.schema}), whose whole-state file this version no longer reads: a run's truth is now its journal`, file: relState };
        }
        if (snapshot.kind === 'ok')
            return { kind: 'corrupt', reason: `state ${relState} names journal ${relJournal}, which is missing or empty: the snapshot alone is not evidence`, file: relJournal };
        // Something stands where the state goes that is not a state file (a FIFO, a directory, an unreadable file): never replaced.
        if (snapshot.kind === 'unreadable')
            return { kind: 'corrupt', reason: `state ${relState} ${snapshot.reason}; it was left as it is`, file: relState };
        return read.kind === 'ok' ? { kind: 'absent', journal: read } : { kind: 'absent' };
    }
    const events = read.lines;
    let state;
    let i = 0;
    const log = emptyLog();
    try {
        for (; i < events.length; i++) {
            state = replayEvent(state, events[i], workflow);
            logEvent(log, events[i], state);
        }
    }
    catch (error) {
        // A mismatch, or an event whose fields are not what its transition reads (a hand edit that
        // kept the hash chain, or a stagegate error the transition raises for an impossible change).
        const ev = events[i];
        return { kind: 'corrupt', reason: `journal ${relJournal} line ${i + 1} (${ev.event}) does not replay against ${workflow.file}: ${error.message}`, file: relJournal, line: i + 1 };
    }
    if (state === undefined)
        return { kind: 'absent', journal: read };
    const projections = readProjections(snapshotFile, manifestFile, state, read.head, (0,external_node_path_.basename)(journalPath), (seq) => replayTo(events, seq, workflow));
    return judgeProjections({ ...projections, read, state, events, log, relState, relJournal });
}
/** The run's state after its first `seq` events (replayed again: a snapshot that lags is compared where it stands). */
function replayTo(events, seq, workflow) {
    let state;
    for (let i = 0; i < seq; i++)
        state = replayEvent(state, events[i], workflow);
    return state;
}
/**
 * The snapshot and the manifest as read, ready to be judged against the replayed journal. A file
 * that is byte for byte what a runner writes at the journal's head (the usual case) is that
 * document: it is not parsed again (the yaml library's parse was most of what verifying a shard,
 * or reading a run's state for each shard of a batch, cost). Any other text is parsed and
 * compared as a document: at its own recorded head, where a snapshot that lags stands.
 */
function readProjections(snapshotFile, manifestFile, state, head, journalFile, stateAt) {
    let atSnapshot;
    let snapshot = writtenAtHead(snapshotFile, state, head, journalFile);
    if (!snapshot) {
        snapshot = snapshotFile.kind === 'text' ? parseSnapshot(snapshotFile.text) : snapshotFile;
        if (snapshot.kind === 'ok' && snapshot.head.seq >= 1 && snapshot.head.seq <= head.seq) {
            const at = snapshot.head.seq === head.seq ? state : stateAt(snapshot.head.seq);
            atSnapshot = snapshotOf(at, { seq: snapshot.head.seq, sha256: snapshot.head.sha256 }, journalFile);
        }
    }
    // undefined: nothing to check (no manifest of its own, or exactly the one written at the head).
    const manifest = manifestFile === undefined || (manifestFile !== null && manifestFile === manifestText(state, { head, journalFile })) ? undefined : parseManifest(manifestFile);
    return { snapshot, manifest, atSnapshot };
}
/** The snapshot as the document a runner writes at `head`, when its text is exactly that one's. */
function writtenAtHead(file, state, head, journalFile) {
    if (file.kind !== 'text')
        return undefined;
    const doc = snapshotOf(state, head, journalFile);
    return file.text === snapshotText(doc) ? { kind: 'ok', doc, head: { file: journalFile, seq: head.seq, sha256: head.sha256 } } : undefined;
}
/**
 * The run at `files` again, once the lock is held: when its journal is still exactly the one
 * `earlier` read (journalUnchanged: no runner appended to it or replaced it meanwhile), the
 * replay is reused and only the snapshot and the manifest are read and judged again; otherwise
 * the run is loaded anew. A resume of a long run replays its journal once, not twice.
 */
function reloadRun(earlier, files, workflow, relState) {
    const journalPath = journalFileOf(files);
    if (earlier.kind !== 'ok')
        return loadRun(files, workflow, relState);
    // The projections before the journal, as loadRun reads them: a live runner (status, history
    // take no lock) appends to the journal before it writes them, so a commit landing while they
    // are read shows as a changed journal below, never as projections ahead of it.
    const snapshotFile = readSnapshotFile(files.state);
    const manifestFile = files.manifest ? readManifestFile(files.manifest) : undefined;
    if (!(0,state_journal/* journalUnchanged */.JW)(journalPath, earlier.journal))
        return loadRun(files, workflow, relState);
    const projections = readProjections(snapshotFile, manifestFile, earlier.state, earlier.head, (0,external_node_path_.basename)(journalPath), (seq) => replayTo(earlier.events, seq, workflow));
    return judgeProjections({ ...projections, read: earlier.journal, state: earlier.state, events: earlier.events, log: earlier.log, relState, relJournal: (0,state_journal/* journalPathFor */.S7)(relState) });
}
/** The snapshot and the manifest judged against the replayed journal: refused when edited or ahead of it, noted when behind. */
function judgeProjections(r) {
    const { snapshot, manifest, read, state, events, log, atSnapshot, relState, relJournal } = r;
    const notes = [];
    if (read.tornBytes > 0)
        notes.push(`journal ${relJournal}: a torn last line (${read.tornBytes} bytes, never committed) was dropped`);
    let snapshotLags = true;
    if (snapshot.kind === 'ok') {
        if (snapshot.head.seq > read.head.seq) {
            return { kind: 'corrupt', reason: `state ${relState} reflects journal event ${snapshot.head.seq}, but journal ${relJournal} ends at event ${read.head.seq}: events were cut from the journal`, file: relJournal };
        }
        // A runner writes the snapshot only after committing events: one that reflects none while its
        // journal has some was edited (its data would otherwise be compared with nothing).
        if (snapshot.head.seq < 1) {
            return { kind: 'corrupt', reason: `state ${relState} records journal event ${snapshot.head.seq}, but journal ${relJournal} has ${read.head.seq} events: the snapshot was edited; it was left as it is`, file: relState };
        }
        if (lineHash(read, snapshot.head.seq) !== snapshot.head.sha256) {
            return { kind: 'corrupt', reason: `state ${relState} records a journal head (event ${snapshot.head.seq}) that is not in journal ${relJournal}`, file: relState };
        }
        if (atSnapshot !== undefined) {
            const diff = firstDifference(atSnapshot, snapshot.doc);
            if (diff !== undefined) {
                return { kind: 'corrupt', reason: `state ${relState} differs from its journal at '${diff}' (the snapshot was edited): it was left as it is`, file: relState };
            }
        }
        snapshotLags = snapshot.head.seq !== read.head.seq;
        if (snapshotLags)
            notes.push(`state ${relState} lagged its journal (event ${snapshot.head.seq} of ${read.head.seq}): projected again`);
    }
    else if (snapshot.kind === 'legacy') {
        return { kind: 'corrupt', reason: `state ${relState} was written by stagegate 0.1 (${snapshot.schema}) but a journal exists beside it`, file: relState };
    }
    else if (snapshot.kind === 'unreadable') {
        // Written atomically (rename), a state file is never torn: this one was edited or damaged.
        return { kind: 'corrupt', reason: `state ${relState} ${snapshot.reason}`, file: relState };
    }
    else {
        notes.push(`state ${relState} is missing: projected again from the journal`);
    }
    if (manifest !== undefined) {
        const problem = manifestProblem(manifest, read);
        if (problem)
            return { kind: 'corrupt', reason: problem, file: relJournal };
    }
    return { kind: 'ok', state, head: read.head, events, journal: read, notes, snapshotLags, log };
}
/** The manifest's text; null when absent or unreadable (written again on the next commit). */
function readManifestFile(manifestPath) {
    try {
        return (0,external_node_fs_.readFileSync)(manifestPath, 'utf8');
    }
    catch {
        return null;
    }
}
/** The manifest's document; null when absent or not YAML. */
function parseManifest(text) {
    if (text === null)
        return null;
    try {
        return (0,dist/* parse */.qg)(text);
    }
    catch {
        return null;
    }
}
/** The manifest records the journal head it was written at: a later head than the journal's is a cut journal. */
function manifestProblem(data, read) {
    const { head } = read;
    const j = data?.journal;
    if (!j || !Number.isSafeInteger(j.seq))
        return undefined;
    const seq = j.seq;
    if (seq > head.seq)
        return `the run manifest records journal event ${seq}, but the journal ends at event ${head.seq}: events were cut from the journal`;
    if (seq >= 1) {
        if (lineHash(read, seq) !== j.sha256)
            return `the run manifest records a journal head (event ${seq}) that is not in the journal: the journal was edited`;
    }
    return undefined;
}
/** Appends a run's events and writes its projections. */
class RunStore {
    files;
    writer;
    /** The step and artifact records' text as last written (snapshot.ts: ProjectionCache). */
    projected = new ProjectionCache();
    constructor(files, writer) {
        this.files = files;
        this.writer = writer;
    }
    /** Open for writing after `load` (absent: a new journal is created exclusively). */
    static open(files, load) {
        const journal = journalFileOf(files);
        const read = load.kind === 'ok' ? load.journal : (load.journal ?? { kind: 'absent' });
        return new RunStore(files, state_journal/* JournalWriter */.Zx.open(journal, read));
    }
    get head() {
        return this.writer.current;
    }
    get journalFile() {
        return (0,external_node_path_.basename)(journalFileOf(this.files));
    }
    /** Append events: committed (fdatasync'd) when this returns. */
    commit(events) {
        this.writer.append(events);
    }
    /** workflow_state.yaml for `state` at the current head (atomic; a projection, so not fsync'd). Returns its length. */
    writeSnapshot(state) {
        const chunks = snapshotChunksOf(state, this.head, this.journalFile, this.projected);
        (0,atomic_write/* atomicWriteFile */.R)(this.files.state, chunks, { durable: false });
        return chunks.reduce((n, c) => n + c.length, 0);
    }
    close() {
        this.writer.close();
    }
}
/**
 * A run's state as a carried copy (a downloaded artifact) shows it, without its workflow at hand:
 * the journal's chain is verified and the snapshot must reflect the journal's head; the state is
 * the snapshot, with the item runs the journal started (the snapshot counts items only). The
 * deep check — a replay against the workflow — happens when the run is resumed.
 */
function readCarriedState(absStatePath) {
    // The snapshot first, as in loadRun: `list` may read a run while its runner commits.
    const snapshot = readSnapshot(absStatePath);
    const read = (0,state_journal/* readJournal */.a0)((0,state_journal/* journalPathFor */.S7)(absStatePath));
    if (read.kind === 'corrupt')
        return { kind: 'corrupt', reason: `has a journal that ${read.reason}` };
    if (read.kind === 'absent' || read.lines.length === 0)
        return snapshot.kind === 'absent' ? { kind: 'absent' } : { kind: 'corrupt', reason: 'has no journal beside it' };
    if (snapshot.kind !== 'ok')
        return { kind: 'corrupt', reason: snapshot.kind === 'absent' ? 'is missing (its journal is there)' : snapshot.kind === 'legacy' ? `was written by stagegate 0.1 (${snapshot.schema})` : snapshot.reason };
    // A snapshot may lag its journal (projected again on resume), never lead it or leave it.
    if (snapshot.head.seq > read.head.seq || (snapshot.head.seq > 0 && lineHash(read, snapshot.head.seq) !== snapshot.head.sha256)) {
        return { kind: 'corrupt', reason: `does not reflect its journal (it records event ${snapshot.head.seq}; the journal has ${read.head.seq})` };
    }
    const doc = snapshot.doc;
    const items = new Map();
    for (const line of read.lines) {
        if (line.event !== 'item_started')
            continue;
        if (!items.has(line.step))
            items.set(line.step, new Map());
        items.get(line.step).set(line.item, line.state_path);
    }
    const steps = {};
    for (const [id, record] of Object.entries(doc.steps ?? {})) {
        const started = items.get(id);
        steps[id] = started ? { ...record, foreach: { ...record['foreach'], items: [...started].map(([item, statePath]) => ({ id: item, state_path: statePath })) } } : record;
    }
    return { kind: 'ok', state: { ...doc, steps } };
}

;// CONCATENATED MODULE: ./src/core/run/context.ts
// Everything an invocation resolves before the first stage: the bound inputs, where the state,
// manifest and run root live, and the package/source provenance. Shared by run, status and plan.













function generateRunId(now) {
    const iso = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
    return `${iso}-${Math.random().toString(16).slice(2, 6)}`;
}
function readPackageVersion(workspace) {
    const file = (0,external_node_path_.join)(workspace.root, '.ai-engineering', 'package-version.yaml');
    if (!(0,external_node_fs_.existsSync)(file))
        return null;
    try {
        const data = (0,dist/* parse */.qg)((0,external_node_fs_.readFileSync)(file, 'utf8'));
        return data && data.package_version !== undefined && data.package_version !== null ? String(data.package_version) : null;
    }
    catch {
        return null;
    }
}
/** Bindings with runner-owned values; persisted inputs fill what this invocation omits. */
function bindingsFor(workflow, explicit, runId, persisted, agentPackageVersion) {
    const runnerOwned = new Map([['workflow', workflow.name]]);
    if (runId !== undefined)
        runnerOwned.set('run_id', runId);
    if (agentPackageVersion !== null)
        runnerOwned.set('agent_package_version', agentPackageVersion);
    const merged = new Map(persisted ?? []);
    for (const [k, v] of explicit)
        merged.set(k, v);
    try {
        return (0,placeholders/* resolveBindings */.x4)({ explicit: merged, defaults: workflow.inputs.defaults, runnerOwned });
    }
    catch (error) {
        if (!(error instanceof placeholders/* PlaceholderError */.ik))
            throw error;
        throw new run_errors/* StagegateError */.q('WORKFLOW_CONTRACT_INVALID', `inputs.defaults of ${workflow.file}: ${error.message}`, { hint: 'Give the defaults values that do not depend on each other so deeply (or in a cycle).' });
    }
}
function resolvePathTemplate(workflow, template, bindings, what) {
    try {
        return (0,placeholders/* substitute */.V2)(template, bindings);
    }
    catch (error) {
        if (!(error instanceof placeholders/* PlaceholderError */.ik))
            throw error;
        const leaves = [...new Set(error.missing.flatMap((m) => leafInputsMissing(m, workflow, bindings)))];
        throw new run_errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `${what} '${template}' needs input${leaves.length > 1 ? 's' : ''} ${leaves.join(', ')}`, {
            hint: `Pass ${leaves.map((l) => `${l}=<value>`).join(' ')}${leaves.includes('run_id') ? ' (or --run-id <id>)' : ''}.`,
        });
    }
}
/**
 * A value holding a NUL byte cannot reach a stage intact (command arguments and environment
 * variables end at NUL): refuse it before anything runs, rather than pass it on cut short.
 */
function refuseNul(bindings) {
    for (const [name, value] of bindings) {
        if (!value.includes('\0'))
            continue;
        throw new run_errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `input ${name} contains a NUL byte, which no stage can receive (arguments and environment variables end at NUL); it is refused, not cut short, and nothing ran`, {
            hint: `Remove the NUL byte from ${name} (in the invocation, the workflow defaults or the persisted state).`,
        });
    }
}
/** Folder (under the run folder) of a child run that would share its parent's run folder. */
const CHILD_RUNS_DIR = 'children';
function withValue(map, name, value) {
    const out = new Map(map);
    out.set(name, value);
    return out;
}
/**
 * Fresh run isolation: `artifact_root` when the workflow's default is shared (it does not name
 * the run) and this invocation does not give one: `<default>/runs/<run_id>`. Undefined when the
 * workflow's root is already run-scoped, given explicitly, or not declared.
 */
function isolatedRoot(workflow, explicit, runId, agentPackageVersion) {
    if (explicit.has('artifact_root') || sharedArtifactRootDefault(workflow) === undefined)
        return undefined;
    const shared = bindingsFor(workflow, explicit, runId, undefined, agentPackageVersion).get('artifact_root');
    return shared === undefined ? undefined : runFolderUnder(shared.replace(/\/+$/, ''), runId);
}
function inputsError(fresh, message, hint) {
    return new run_errors/* StagegateError */.q(fresh ? 'WORKFLOW_FRESH_EXECUTION_BLOCKED' : 'WORKFLOW_INPUT_REQUIRED', fresh ? `fresh execution blocked: ${message}` : message, { hint });
}
function resolveRunContext(workflow, workspace, invocation, now, options = {}) {
    const bound = bindInvocation(workflow, invocation);
    const fresh = bound.controls.mode === 'fresh';
    const agentPackageVersion = readPackageVersion(workspace);
    const explicitRunId = bound.explicit.get('run_id');
    if (fresh && explicitRunId === undefined) {
        throw new run_errors/* StagegateError */.q('WORKFLOW_FRESH_EXECUTION_BLOCKED', 'fresh execution blocked: a fresh run needs a run id, so it never reuses another run’s directory', {
            hint: 'Pass --run-id <id> (or run_id=<id>).',
        });
    }
    // Fresh runs of a workflow whose artifact_root is shared get a root of their own; a later
    // resume of that run id finds its state there.
    let explicit = bound.explicit;
    let isolated = false;
    if (explicitRunId !== undefined) {
        const root = isolatedRoot(workflow, explicit, explicitRunId, agentPackageVersion);
        if (root !== undefined) {
            const candidate = withValue(explicit, 'artifact_root', root);
            if (fresh) {
                explicit = candidate;
                isolated = true;
            }
            else {
                const probe = bindingsFor(workflow, candidate, explicitRunId, undefined, agentPackageVersion);
                const sharedState = tryTemplate(workflow.data.state_path, bindingsFor(workflow, explicit, explicitRunId, undefined, agentPackageVersion));
                const isolatedState = tryTemplate(workflow.data.state_path, probe);
                if (isolatedState !== undefined && isolatedState !== sharedState) {
                    const at = workspace.tryResolve(isolatedState);
                    if (at && ((0,external_node_fs_.existsSync)((0,state_journal/* journalPathFor */.S7)(at.abs)) || (0,external_node_fs_.existsSync)(at.abs))) {
                        explicit = candidate;
                        isolated = true;
                    }
                }
            }
        }
    }
    // First pass: locate the state with what this invocation knows.
    const firstBindings = bindingsFor(workflow, explicit, explicitRunId, undefined, agentPackageVersion);
    let statePathText;
    let generated = false;
    let runId = explicitRunId;
    try {
        statePathText = resolvePathTemplate(workflow, workflow.data.state_path, firstBindings, 'state_path');
    }
    catch (error) {
        // No run id was given and the state path needs one: a resume cannot find its state.
        if (explicitRunId === undefined && error instanceof run_errors/* StagegateError */.q && /\brun_id\b/.test(error.message)) {
            throw new run_errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `a run id is needed to locate the state (${workflow.data.state_path})`, { hint: 'Pass --run-id <id>.' });
        }
        throw error;
    }
    const statePath = workspace.resolve(statePathText, 'state_path');
    const existing = loadRun({ state: statePath.abs }, workflow, statePath.rel);
    if (runId === undefined) {
        if (existing.kind === 'ok') {
            runId = existing.state.run_id;
            // A state file is untrusted: its run id names folders too.
            checkRunId(runId, `the run id recorded in ${statePath.rel}`);
        }
        else {
            runId = generateRunId(now);
            generated = true;
        }
    }
    else if (existing.kind === 'ok' && existing.state.run_id !== runId) {
        // A state_path that does not name the run holds one run at a time: never show or continue
        // run A's state as run B's.
        const isolatable = sharedArtifactRootDefault(workflow) !== undefined && !bound.explicit.has('artifact_root') && templateUses(workflow.data.state_path, 'artifact_root', workflow);
        throw new run_errors/* StagegateError */.q('WORKFLOW_STATE_OWNED_BY_OTHER_RUN', `state ${statePath.rel} holds run ${existing.state.run_id} of workflow ${existing.state.workflow} (state_path ${workflow.data.state_path} does not name the run), not run ${runId}`, {
            hint: isolatable
                ? `Continue run ${existing.state.run_id} with --run-id ${existing.state.run_id}, or start run ${runId} with --mode fresh: a fresh run keeps its state, outputs, manifest and logs under runs/${runId}/.`
                : `Continue run ${existing.state.run_id} with --run-id ${existing.state.run_id}; to run ${runId} alongside it, give the workflow a state_path that names the run ({{run_id}}).`,
            location: { file: statePath.rel },
        });
    }
    const persisted = existing.kind === 'ok' && bound.controls.mode === 'resume' ? new Map(Object.entries(existing.state.inputs)) : undefined;
    const bindings = bindingsFor(workflow, explicit, runId, persisted, agentPackageVersion);
    // The execution controls read as what this invocation does ({{execution_mode}} in a fresh
    // audit's prompt is "fresh"), whatever a default of that name says.
    bindings.set('execution_mode', bound.controls.mode);
    bindings.set('ignore_previous_completion', String(bound.controls.ignorePreviousCompletion));
    bindings.set('stop_after_step', bound.controls.stopAfterStep ?? 'null');
    if (!options.readOnly)
        refuseNul(bindings);
    const missing = options.readOnly ? [] : workflow.inputs.required.filter((name) => {
        const v = bindings.get(name);
        return v === undefined || v === '';
    });
    if (missing.length > 0) {
        throw inputsError(fresh, `missing required input${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`, `Pass ${missing.map((m) => `${m}=<value>`).join(' ')}.`);
    }
    if (!options.readOnly)
        checkInputTypes(workflow, bindings, workspace);
    const rootText = bindings.get('artifact_root');
    const artifactRoot = declaredInputs(workflow).has('artifact_root') && rootText !== undefined ? workspace.resolve(rootText, 'artifact_root') : undefined;
    const base = artifactRoot ?? workspace.resolve((0,external_node_path_.dirname)(statePath.rel), 'run root');
    // The run's own folder (manifest, logs, item runs, what a fresh run moves aside): the
    // workflow's folder when it names the run, else runs/<run_id> inside it.
    const baseTemplate = artifactRoot ? (explicit.get('artifact_root') ?? (0,placeholders/* scalarToString */.Vu)(workflow.inputs.defaults['artifact_root']) ?? '') : (0,external_node_path_.dirname)(workflow.data.state_path);
    const scoped = isolated || templateNamesRun(baseTemplate, workflow) || pathNamesRun(base.rel, runId);
    let runRoot = scoped ? base : workspace.resolve(runFolderUnder(base.rel, runId), 'run root');
    // A child run whose folder is its parent's (a fresh audit writing into the parent's run root)
    // keeps its manifest and logs in a folder of its own: never the parent's.
    if (options.ancestorRunRoots?.includes(runRoot.rel))
        runRoot = workspace.resolve(external_node_path_.posix.join(runRoot.rel, CHILD_RUNS_DIR, slugify(workflow.name) || 'child'), 'run root');
    const manifestPath = workspace.resolve((0,external_node_path_.join)(runRoot.rel, MANIFEST_FILE), 'run manifest');
    const pointer = latestPointerPath(runRoot.rel, LATEST_POINTER_FILE);
    if (!options.readOnly && !options.itemRun)
        checkInputFiles(workflow, workspace, bindings, explicit, fresh);
    const ctx = {
        workflow,
        workspace,
        bound,
        runId,
        runIdGenerated: generated,
        bindings,
        statePath,
        runRoot,
        artifactRoot,
        isolated,
        manifestPath,
        pointerPath: pointer !== undefined ? workspace.tryResolve(pointer) : undefined,
        lockPath: `${statePath.abs}.lock`,
        existing,
        agentPackageVersion,
    };
    if (fresh && !options.readOnly)
        checkFreshIsolation(ctx);
    return ctx;
}
function tryTemplate(template, bindings) {
    try {
        return (0,placeholders/* substitute */.V2)(template, bindings);
    }
    catch {
        return undefined;
    }
}
/**
 * Required inputs that name existing-file evidence (isArtifactInput), and optional or default
 * ones this invocation gives, must name a file that exists (4.0: verify before the first
 * substantive stage). A default that is only a default is never checked, nor a value that is a
 * declared output of this workflow: a stage writes it.
 */
function checkInputFiles(workflow, workspace, bindings, explicit, fresh) {
    const required = new Set(workflow.inputs.required);
    const optional = new Set(workflow.inputs.optional);
    let outputs;
    for (const name of declaredInputs(workflow)) {
        if (!isArtifactInput(name))
            continue;
        if (!required.has(name) && !optional.has(name) && !explicit.has(name))
            continue;
        const value = bindings.get(name);
        if (value === undefined || value === '')
            continue;
        const target = workspace.resolve(value, `input ${name}`);
        outputs ??= declaredOutputPaths(workflow, bindings, workspace);
        if (outputs.has(target.rel))
            continue;
        let isFile;
        try {
            isFile = (0,external_node_fs_.statSync)(target.abs).isFile();
        }
        catch {
            isFile = false;
        }
        if (!isFile) {
            const message = `input ${name}='${value}' does not name an existing file in the workspace`;
            const hint = `Create ${target.rel} or pass the right path as ${name}=<path>.`;
            if (fresh)
                throw new run_errors/* StagegateError */.q('WORKFLOW_FRESH_EXECUTION_BLOCKED', `fresh execution blocked: ${message}`, { hint });
            throw new run_errors/* StagegateError */.q('REQUIRED_INPUT_ARTIFACT_MISSING', message, { hint });
        }
    }
}
/** Every declared output this workflow can resolve now (workspace-relative). */
function declaredOutputPaths(workflow, bindings, workspace) {
    const out = new Set();
    for (const step of workflow.steps.values()) {
        if (step.def.output === undefined)
            continue;
        const text = tryTemplate(step.def.output, bindings);
        const p = text === undefined ? undefined : workspace.tryResolve(text);
        if (p)
            out.add(p.rel);
    }
    return out;
}
/**
 * 4.0 Fresh Run Isolation: a fresh run of a workflow with an artifact_root keeps its state and
 * every output it can resolve now under that root. A path outside it is refused before anything
 * runs (WORKFLOW_FRESH_EXECUTION_BLOCKED), naming the path.
 */
function checkFreshIsolation(ctx) {
    const root = ctx.artifactRoot;
    if (!root)
        return;
    const inside = (p) => root.rel === '.' || p.rel === root.rel || p.rel.startsWith(`${root.rel}/`);
    const refuse = (what, p) => {
        throw new run_errors/* StagegateError */.q('WORKFLOW_FRESH_EXECUTION_BLOCKED', `fresh execution blocked: ${what} ${p.rel} is outside this run's root ${root.rel}, so the fresh run could read or overwrite another run's results`, {
            hint: `Make ${what === 'state_path' ? 'state_path' : 'the output'} use {{artifact_root}} (e.g. '{{artifact_root}}/${external_node_path_.posix.basename(p.rel)}'), or run this workflow in resume mode.`,
        });
    };
    if (!inside(ctx.statePath))
        refuse('state_path', ctx.statePath);
    for (const step of ctx.workflow.steps.values()) {
        if (step.def.output === undefined)
            continue;
        const text = tryTemplate(step.def.output, ctx.bindings);
        const p = text === undefined ? undefined : ctx.workspace.tryResolve(text);
        if (p && !inside(p))
            refuse(`output of step ${step.id}`, p);
    }
}

;// CONCATENATED MODULE: ./src/core/state/lock.ts
// One runner per run: a lock file beside the state file, created with O_EXCL. A lock whose
// owner is a dead process on this machine is recovered; a live owner means WORKFLOW_LOCKED.
// The lock sits where stages can write: it is read without following links or blocking on a
// FIFO; a link at its path (never a lock stagegate made) is removed, and a directory, FIFO or
// device there is named (RUN_FILE_UNSAFE) instead of being taken for another runner's lock.






const EMPTY_LOCK_GRACE_MS = 30_000;
function readOwner(path) {
    try {
        const data = JSON.parse((0,own_file/* readRegularFile */.XF)(path, 64 * 1024).toString('utf8'));
        if (typeof data.pid === 'number' && typeof data.host === 'string')
            return { pid: data.pid, host: data.host, started_at: String(data.started_at) };
    }
    catch {
        /* unreadable or half-written: treated below */
    }
    return undefined;
}
function processIsAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);
/**
 * Create the lock file holding `owner`, or return false when it exists. The owner is written to a
 * private temp file first and hard-linked into place (link fails with EEXIST, atomically like
 * O_EXCL), so a lock never exists without its owner: a runner killed halfway leaves at most its
 * temp file, never an empty lock that would block the run for EMPTY_LOCK_GRACE_MS.
 */
function tryCreate(path, owner) {
    const temp = `${path}.${process.pid}.${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`;
    const fd = (0,external_node_fs_.openSync)(temp, 'wx', 0o644);
    try {
        const text = Buffer.from(JSON.stringify(owner));
        let offset = 0;
        while (offset < text.length)
            offset += (0,external_node_fs_.writeSync)(fd, text, offset, text.length - offset);
        // Link only the file written here, and check the lock is it (a stage may swap files in the run folder).
        if (!(0,own_file/* stillNames */.D_)(temp, fd))
            throw new own_file/* SwappedFileError */.vT(temp);
        try {
            (0,external_node_fs_.linkSync)(temp, path);
            if (!(0,own_file/* stillNames */.D_)(path, fd))
                throw new own_file/* SwappedFileError */.vT(path);
            return true;
        }
        catch (error) {
            const code = error.code ?? '';
            if (code === 'EEXIST')
                return false;
            if (!NO_HARD_LINKS.has(code))
                throw error;
        }
    }
    finally {
        if ((0,own_file/* stillNames */.D_)(temp, fd))
            (0,external_node_fs_.rmSync)(temp, { force: true });
        (0,external_node_fs_.closeSync)(fd);
    }
    // A filesystem without hard links: O_EXCL create, then write.
    let direct;
    try {
        direct = (0,external_node_fs_.openSync)(path, 'wx', 0o644);
    }
    catch (error) {
        if (error.code === 'EEXIST')
            return false;
        throw error;
    }
    try {
        (0,external_node_fs_.writeSync)(direct, JSON.stringify(owner));
    }
    catch (error) {
        if ((0,own_file/* stillNames */.D_)(path, direct))
            (0,external_node_fs_.rmSync)(path, { force: true });
        (0,external_node_fs_.closeSync)(direct);
        throw error;
    }
    (0,external_node_fs_.closeSync)(direct);
    return true;
}
/** Remove temp files that killed runners left beside the lock (their pid is gone). */
function removeDeadTemps(path) {
    const prefix = `${(0,external_node_path_.basename)(path)}.`;
    try {
        for (const name of (0,external_node_fs_.readdirSync)((0,external_node_path_.dirname)(path))) {
            const m = name.startsWith(prefix) ? /^\.(\d+)\.[0-9a-f]+\.tmp$/.exec(name.slice((0,external_node_path_.basename)(path).length)) : null;
            if (m && Number(m[1]) !== process.pid && !processIsAlive(Number(m[1])))
                (0,external_node_fs_.rmSync)((0,external_node_path_.join)((0,external_node_path_.dirname)(path), name), { force: true });
        }
    }
    catch {
        /* best effort */
    }
}
/**
 * What stands at the lock path is not a lock file: a link is removed (stagegate never makes one
 * there; what it points to is left alone) and true is returned, so the caller tries again;
 * a directory, FIFO, device or socket is named and refused.
 */
function notALock(path, describe) {
    const there = (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false });
    if (there === undefined || there.isFile())
        return false;
    if (there.isSymbolicLink()) {
        (0,external_node_fs_.unlinkSync)(path);
        return true;
    }
    throw new run_errors/* StagegateError */.q('RUN_FILE_UNSAFE', `the lock ${path} of ${describe} is ${(0,own_file/* kindOf */.I)(there)}, not a lock file stagegate made; nothing was changed`, {
        hint: `Remove ${path} (stagegate makes the lock as a regular file and removes it when the run ends), then run again.`,
    });
}
/** When this process started (wall clock), to tell our locks from an earlier same-pid process's. */
const PROCESS_STARTED_MS = Date.now() - process.uptime() * 1000;
/** A lock is stale when its owner ran on this host and is gone. */
function isStale(path) {
    const owner = readOwner(path);
    if (!owner) {
        // Empty or unreadable: its writer is mid-write (a few microseconds) or was killed between
        // create and write. Only the second case survives for long.
        try {
            return Date.now() - (0,external_node_fs_.lstatSync)(path).mtimeMs > EMPTY_LOCK_GRACE_MS;
        }
        catch {
            return false;
        }
    }
    if (owner.host !== (0,external_node_os_.hostname)())
        return false;
    // Our own pid: held by this very process, unless the lock predates it (pids repeat, e.g.
    // the same low pid in every fresh container or pid namespace; that earlier process is gone).
    if (owner.pid === process.pid)
        return Date.parse(owner.started_at) < PROCESS_STARTED_MS - 1000;
    return !processIsAlive(owner.pid);
}
class RunLock {
    path;
    constructor(path) {
        this.path = path;
    }
    static acquire(path, describe) {
        try {
            const lock = RunLock.take(path, describe);
            removeDeadTemps(path);
            return lock;
        }
        catch (error) {
            if ((0,run_errors/* isStagegateError */.W)(error))
                throw error;
            // The lock lives beside the state: if it cannot be written, neither can the state.
            const code = error.code ?? 'error';
            throw new run_errors/* StagegateError */.q('STATE_WRITE_FAILED', `cannot create the lock ${path} of ${describe} (${code}); nothing was changed`, {
                hint: 'Make the state directory writable (or free disk space), then run again.',
                cause: error,
            });
        }
    }
    static take(path, describe) {
        const owner = { pid: process.pid, host: (0,external_node_os_.hostname)(), started_at: new Date().toISOString() };
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(path), { recursive: true });
        for (let round = 0; round < 3; round++) {
            if (tryCreate(path, owner))
                return new RunLock(path);
            if (notALock(path, describe))
                continue;
            if (!isStale(path))
                break;
            // Recovery is itself guarded by an O_EXCL takeover file, so two runners that both find
            // the same stale lock cannot both remove it (one would remove the other's fresh lock).
            const takeover = `${path}.takeover`;
            if (!tryCreate(takeover, owner)) {
                if (isStale(takeover))
                    (0,external_node_fs_.rmSync)(takeover, { force: true });
                continue;
            }
            try {
                if (isStale(path))
                    (0,external_node_fs_.rmSync)(path, { force: true });
                if (tryCreate(path, owner))
                    return new RunLock(path);
            }
            finally {
                (0,external_node_fs_.rmSync)(takeover, { force: true });
            }
        }
        const holder = readOwner(path);
        throw new run_errors/* StagegateError */.q('WORKFLOW_LOCKED', `${describe} is locked by another stagegate process${holder ? ` (pid ${holder.pid} on ${holder.host}, since ${holder.started_at})` : ''}; nothing was changed.`, { hint: `Wait for it to finish. If no such process exists on that machine, remove ${path}.` });
    }
    /**
     * Whether a live runner holds the lock at `path` (for `status`): a lock whose owner is a dead
     * process on this machine, or anything but a regular file, is not held.
     */
    static isHeld(path) {
        const there = (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false });
        return there !== undefined && there.isFile() && !isStale(path);
    }
    release() {
        try {
            const owner = readOwner(this.path);
            if (owner && owner.pid === process.pid && owner.host === (0,external_node_os_.hostname)())
                (0,external_node_fs_.rmSync)(this.path, { force: true });
        }
        catch {
            /* a lock that cannot be removed names a dead pid once we exit: the next runner recovers it */
        }
    }
}

;// CONCATENATED MODULE: ./src/core/state/integrity.ts
// Checks run before a resume trusts a replayed state: it is this run's, of this workflow (or an
// edit allowed with --allow-workflow-change), and every accepted output on disk is still the file
// whose digest the journal recorded. Any violation stops the run with nothing changed.








/** <run root>/logs/<key>.v<visit>.a<attempt>.log: where a stage's transcript lives (runner.ts, stages/parallel.ts). */
function isTranscriptOf(path, runRoot, key) {
    const prefix = runRoot === '.' || runRoot === '' ? '' : `${runRoot}/`;
    if (!path.startsWith(`${prefix}logs/${key}.v`))
        return false;
    return /^\d+\.a\d+\.log$/.test(path.slice(`${prefix}logs/${key}.v`.length));
}
function violation(statePath, message, hint) {
    return new run_errors/* StagegateError */.q('WORKFLOW_STATE_INTEGRITY_VIOLATION', `state ${statePath}: ${message}`, {
        hint: hint ?? 'The state file was not changed. Inspect it, or start over with --mode fresh.',
        location: { file: statePath },
    });
}
function checkIntegrity(state, workflow, runId, bindings, workspace, statePath, options) {
    if (state.workflow !== workflow.name)
        throw violation(statePath, `belongs to workflow '${state.workflow}', not '${workflow.name}'`);
    if (state.run_id !== runId)
        throw violation(statePath, `belongs to run '${state.run_id}', not '${runId}'`);
    if (state.workflow_digest !== workflow.digest && !options.allowWorkflowChange) {
        throw violation(statePath, `the workflow file ${workflow.file} changed since this run started (sha256 ${state.workflow_digest.slice(0, 12)}… -> ${workflow.digest.slice(0, 12)}…)`, 'Start over with --mode fresh, or pass --allow-workflow-change to continue this run with the edited workflow (its steps and outputs are checked again).');
    }
    // The rest of the state was replayed from the journal against this workflow: its transitions
    // are the workflow's. What remains to check is the evidence on disk.
    const active = state.active_step;
    for (const [id, artifact] of Object.entries(state.artifacts)) {
        // A parallel branch's output is recorded as <step>.<branch> (parallel/branches.ts).
        const branch = workflow.steps.has(id) ? undefined : branchOfArtifactKey(workflow, id);
        const step = branch?.branch ?? workflow.steps.get(id);
        if (!step)
            throw violation(statePath, `artifact recorded for unknown step '${id}'`);
        if (artifact.step !== id)
            throw violation(statePath, `artifact of step '${id}' says it belongs to '${artifact.step}'`);
        const declaredOutput = resolveOutput(step, branch ? branchBindings(bindings, branch.step, step, state) : stepBindings(bindings, step, state), workspace);
        // A step judged by another runner's result contract may have answered in its transcript:
        // then that log is the evidence recorded (runner.ts judgeContract).
        const transcript = declaredOutput?.rel !== artifact.path && foreignContractOf(step) !== undefined && isTranscriptOf(artifact.path, state.run_root, id) ? workspace.tryResolve(artifact.path) : undefined;
        const declared = transcript ?? declaredOutput;
        if (!declared || declared.rel !== artifact.path) {
            throw violation(statePath, `artifact of step '${id}' is recorded at '${artifact.path}' but the workflow declares '${declared?.rel ?? 'no output'}'`);
        }
        // The active step runs next and must rewrite its output anyway: a failed or killed attempt
        // on a later visit may already have changed the file its earlier visit had accepted.
        // Likewise a branch of the active parallel step, unless its result on this visit is reused.
        if (branch ? branch.step.id === active && !branchReused(state, branch.step.id, step.id) : id === active)
            continue;
        // The registry an active foreach works through changes on purpose (rows marked VERIFIED, stages
        // updating it); the foreach re-records its digest as it goes (stages/foreach.ts).
        if (active !== null && Object.hasOwn(state.steps, active) && state.steps[active].foreach?.source === artifact.path)
            continue;
        if (!(0,external_node_fs_.existsSync)(declared.abs)) {
            throw new run_errors/* StagegateError */.q('STALE_ARTIFACT_REJECTED', `accepted output ${artifact.path} of step ${id} is gone since its gate was accepted`, {
                hint: 'Restore the file, or start over with --mode fresh.',
            });
        }
        let digest;
        try {
            digest = sha256File(declared.abs);
        }
        catch (error) {
            // Unreadable (chmod 000), or no longer a file (a FIFO, a directory): it is not what was accepted.
            const why = error instanceof own_file/* NotRegularFileError */.iZ ? `is ${error.kind} now` : `cannot be read (${error.code ?? String(error)})`;
            throw new run_errors/* StagegateError */.q('STALE_ARTIFACT_REJECTED', `accepted output ${artifact.path} of step ${id} ${why}; it was accepted as a readable file`, {
                hint: 'Restore the accepted file and its permissions, or start over with --mode fresh.',
            });
        }
        if (digest !== artifact.sha256) {
            throw new run_errors/* StagegateError */.q('STALE_ARTIFACT_REJECTED', `accepted output ${artifact.path} of step ${id} changed since its gate was accepted (sha256 ${artifact.sha256.slice(0, 12)}… -> ${digest.slice(0, 12)}…)`, {
                hint: 'Restore the accepted content, or start over with --mode fresh so every stage runs again.',
            });
        }
    }
}

;// CONCATENATED MODULE: ./src/core/state/supersede.ts
// Fresh runs never accept earlier results as evidence: the previous state, manifest, logs and
// every existing declared output are moved aside into <run root>/.superseded/<time>/ (kept for
// people to read, never read by stagegate).


const SUPERSEDED_DIR = '.superseded';
/** A folder of its own for this fresh run: two fresh runs within one second must not share one. */
function claimFolder(parent, stamp) {
    (0,external_node_fs_.mkdirSync)(parent, { recursive: true });
    for (let n = 1;; n++) {
        const candidate = (0,external_node_path_.join)(parent, n === 1 ? stamp : `${stamp}-${n}`);
        try {
            (0,external_node_fs_.mkdirSync)(candidate);
            return candidate;
        }
        catch (error) {
            if (error.code !== 'EEXIST')
                throw error;
        }
    }
}
function supersede(workspace, runRoot, paths, stamp) {
    if (!paths.some((p) => (0,external_node_fs_.existsSync)(p.abs)))
        return null;
    const target = claimFolder((0,external_node_path_.join)(runRoot.abs, SUPERSEDED_DIR), stamp);
    let moved = 0;
    const seen = new Set();
    for (const p of paths) {
        if (seen.has(p.abs) || !(0,external_node_fs_.existsSync)(p.abs))
            continue;
        seen.add(p.abs);
        const destination = (0,external_node_path_.join)(target, p.rel);
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(destination), { recursive: true });
        (0,external_node_fs_.renameSync)(p.abs, destination);
        moved++;
    }
    return moved > 0 ? workspace.relative(target) : null;
}

// EXTERNAL MODULE: ./src/core/agents/registry.ts + 6 modules
var registry = __webpack_require__(9726);
;// CONCATENATED MODULE: ./src/core/agents/installed.ts
// Is the agent CLI a step would run there at all? Checked before anything runs, so a missing CLI
// is one clear stop (AGENT_NOT_FOUND: the command, how to install it, how to choose another
// agent) instead of a stage that "could not start" with an empty log. Looks at files only.




/** Whether `executable` (a path, or a name looked up on `pathEnv`) is an executable file. */
function isInstalled(executable, pathEnv) {
    const candidates = executable.includes('/') || (0,external_node_path_.isAbsolute)(executable) ? [executable] : (pathEnv ?? '').split(external_node_path_.delimiter).filter((d) => d !== '').map((d) => (0,external_node_path_.join)(d, executable));
    return candidates.some((file) => {
        try {
            (0,external_node_fs_.accessSync)(file, external_node_fs_.constants.X_OK);
            return (0,external_node_fs_.statSync)(file).isFile();
        }
        catch {
            return false;
        }
    });
}
function agentNotFound(stepId, agent, when) {
    const others = registry/* AGENT_NAMES */.RO.filter((n) => n !== agent.name && n !== 'command').join(', ');
    const where = agent.executable.includes('/') ? `'${agent.executable}' does not exist or is not executable` : `'${agent.executable}' is not on the PATH`;
    const install = agent.adapter.install !== undefined ? `Install it with \`${agent.adapter.install}\`` : 'Check the path, or install the program';
    return new run_errors/* StagegateError */.q('AGENT_NOT_FOUND', `step ${stepId} runs the ${agent.name} agent, but its command ${where}${when === 'before' ? '; nothing ran' : ''}`, {
        hint: `${install} (and make sure \`${agent.executable}\` runs in this shell), or choose another agent: --agent ${others}, or --agent command --agent-command PATH.`,
    });
}

;// CONCATENATED MODULE: ./src/core/run/preflight.ts
// The checks a run makes before it takes the lock and runs anything, shared with `plan` so that
// plan predicts the stop a run would hit (docs/cli.md#plan) instead of calling it clean.






/** On resume, an explicit input that differs from the value the run started with. */
function checkInputConflicts(ctx) {
    if (ctx.bound.controls.mode !== 'resume' || ctx.existing.kind !== 'ok')
        return;
    const persisted = ctx.existing.state.inputs;
    for (const [name, value] of ctx.bound.explicit) {
        if (name === 'run_id')
            continue;
        const before = persisted[name];
        if (before !== undefined && before !== value) {
            throw new run_errors/* StagegateError */.q('WORKFLOW_INPUT_CONFLICT', `input ${name} was '${before}' when run ${ctx.runId} started; this invocation gives '${value}'`, {
                hint: 'Omit it (persisted inputs are reused), or start over with --mode fresh.',
            });
        }
    }
}
/**
 * Every agent-driven step must have an agent before anything runs; with `pathEnv` (the stages'
 * PATH), its CLI must be installed too (AGENT_NOT_FOUND names it and how to install it).
 */
function checkAgents(ctx, agents, pathEnv) {
    const { workflow, workspace } = ctx;
    const checked = new Set();
    for (const step of [...workflow.steps.values(), ...allBranches(workflow).map(({ branch }) => branch)]) {
        if (!registry/* AGENT_DRIVEN_KINDS */.vD.has(step.kind))
            continue;
        const agent = (0,registry/* resolveAgent */.cT)(workflow, step, agents, workspace);
        if (pathEnv === undefined || checked.has(agent.executable))
            continue;
        if (!isInstalled(agent.executable, pathEnv))
            throw agentNotFound(step.id, agent, 'before');
        checked.add(agent.executable);
    }
}
/** Every declared output that can be resolved now stays inside the workspace. */
function checkOutputsConfined(ctx) {
    const { workflow, workspace } = ctx;
    for (const step of workflow.steps.values()) {
        try {
            resolveOutput(step, stepBindings(ctx.bindings, step, undefined), workspace);
        }
        catch (error) {
            if ((0,run_errors/* isStagegateError */.W)(error) && error.code === 'PATH_OUTSIDE_WORKSPACE')
                throw error;
        }
    }
    for (const { step, branch } of allBranches(workflow)) {
        try {
            resolveOutput(branch, branchBindings(ctx.bindings, step, branch, undefined), workspace);
        }
        catch (error) {
            if ((0,run_errors/* isStagegateError */.W)(error) && error.code === 'PATH_OUTSIDE_WORKSPACE')
                throw error;
        }
    }
}
/** A resume of an unreadable state file. */
function checkStateReadable(ctx) {
    if (ctx.bound.controls.mode === 'resume' && ctx.existing.kind === 'corrupt') {
        throw new run_errors/* StagegateError */.q('WORKFLOW_STATE_INTEGRITY_VIOLATION', `${ctx.existing.reason}; nothing was changed`, {
            hint: 'Inspect the journal and state (stagegate history shows the journal), or start over with --mode fresh.',
            location: { file: ctx.existing.file, ...(ctx.existing.line !== undefined ? { line: ctx.existing.line } : {}) },
        });
    }
}
/** Everything a run checks before it runs anything, in the run's order (plan makes them all at once). */
function preflight(ctx, agents, options = {}) {
    preflightInvocation(ctx, agents, options);
    checkInputConflicts(ctx);
    checkStateReadable(ctx);
}
/**
 * The checks that read nothing of the run's state: made before the lock. What depends on the
 * state (input conflicts, a readable journal) is checked once the lock is held, on a state no
 * other runner can be changing (runner.ts).
 */
function preflightInvocation(ctx, agents, options = {}) {
    // A finished run is only re-reported on resume: it needs no agent.
    const finished = ctx.bound.controls.mode === 'resume' && ctx.existing.kind === 'ok' && ctx.existing.state.active_step === null;
    if (!finished && options.agents !== false)
        checkAgents(ctx, agents, options.pathEnv);
    checkOutputsConfined(ctx);
}
/** What a resume checks once it holds the lock: the state it would continue is one it can trust. */
function checkResumable(ctx, allowWorkflowChange) {
    if (ctx.bound.controls.mode !== 'resume' || ctx.existing.kind !== 'ok')
        return;
    checkIntegrity(ctx.existing.state, ctx.workflow, ctx.runId, ctx.bindings, ctx.workspace, ctx.statePath.rel, { allowWorkflowChange });
}

;// CONCATENATED MODULE: ./src/core/shards/branch-fan-out.ts
// A parallel step's branches as shards: the run's active step when it is a parallel step, the
// visit it is in, which branches can run now (those not yet succeeded or failed on this visit, in
// declared order), where each branch's shard run lives, and the small workflow a branch shard
// runs — the parallel step with that one branch, whose single-branch join ends the shard run.
// Read-only and pure.









/** Folder under the run root that holds the branch shards' runs (a fresh run moves it aside). */
const PARALLEL_SHARDS_DIR = 'parallel';
/** The active parallel step and its branches; undefined when the active step is no parallel step. */
function branchFanOutOf(state, workflow) {
    const id = state.active_step;
    if (id === null)
        return undefined;
    const step = workflow.steps.get(id);
    if (!step || step.kind !== 'parallel')
        return undefined;
    const record = stepRecord(state, id);
    // The visit entering (or re-entering) the step works on: startAttempt's rule.
    const visit = Math.max(1, record?.visits ?? 1);
    const records = record?.parallel?.visit === visit ? record.parallel.branches : undefined;
    return { step, visit, branches: branchesOf(workflow, step), records };
}
/** Not finished on this visit: no verdict of it is in the run yet. */
function branchIsOpen(fan, branchId) {
    const status = fan.records?.[branchId]?.status ?? 'pending';
    return status === 'pending' || status === 'running';
}
/** The branches that can run now as shards, in declared order. */
function readyBranches(fan) {
    return fan.branches.filter((b) => branchIsOpen(fan, b.id));
}
/** The branch's record in a finished branch shard's state. */
function shardBranchRecord(state, stepId, branchId) {
    const parallel = state.steps[stepId]?.parallel;
    return parallel && Object.hasOwn(parallel.branches, branchId) ? parallel.branches[branchId] : undefined;
}
/**
 * The outputs a finished branch shard carries, by path (sorted): what its run accepted, and for a
 * child_workflow branch the outputs its child accepted (recorded with their sha256 in the branch's
 * record, so the journal vouches for them too).
 */
function branchShardOutputs(state, stepId, branchId, accepted) {
    const byPath = new Map();
    for (const a of accepted)
        byPath.set(a.path, { path: a.path, sha256: a.sha256 });
    for (const a of shardBranchRecord(state, stepId, branchId)?.child?.artifacts ?? [])
        if (!byPath.has(a.path))
            byPath.set(a.path, { path: a.path, sha256: a.sha256 });
    return [...byPath.values()].sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
}
/** A branch id as one folder name: itself when it is one already, else its slug and a short hash (never `.`/`..`). */
function folderName(branchId) {
    if (/^[A-Za-z0-9_][A-Za-z0-9_.-]*$/.test(branchId) && branchId !== '.' && branchId !== '..')
        return branchId;
    return `${slugify(branchId) || 'branch'}-${(0,external_node_crypto_.createHash)('sha256').update(branchId).digest('hex').slice(0, 8)}`;
}
/** Where the branch's shard run of `visit` lives: <run root>/parallel/<step>/<branch>/v<visit>/workflow_state.yaml. */
function branchShardStatePath(runRoot, stepId, branchId, visit) {
    const root = runRoot === '.' || runRoot === '' ? '' : `${runRoot}/`;
    return external_node_path_.posix.join(`${root}${PARALLEL_SHARDS_DIR}`, slugify(stepId) || 'step', folderName(branchId), `v${visit}`, 'workflow_state.yaml');
}
/** The folder under the run root that holds the branch shards of `stepId`. */
function branchShardsFolder(runRoot, stepId) {
    const root = runRoot === '.' || runRoot === '' ? '' : `${runRoot}/`;
    return `${root}${PARALLEL_SHARDS_DIR}/${slugify(stepId) || 'step'}/`;
}
const NOT_PASSED = new Set([...CONTROL_NAMES, ...RUNNER_OWNED.filter((n) => n !== 'run_id')]);
/**
 * The values a branch shard runs with: the run's bindings of its declared inputs, its run id, and
 * the `{{steps.<id>...}}` references the branch uses, resolved from the run's state (the shard's
 * own run holds no earlier step; a value given explicitly is read before the state).
 */
function branchShardTokens(workflow, bindings, runId, state, branch) {
    const tokens = {};
    for (const name of declaredInputs(workflow)) {
        if (NOT_PASSED.has(name))
            continue;
        const value = bindings.get(name);
        if (value !== undefined)
            tokens[name] = value;
    }
    for (const m of JSON.stringify(branch.def).matchAll(placeholders/* PLACEHOLDER */.Kx)) {
        const name = m[1];
        if (!name.startsWith('steps.'))
            continue;
        const value = resolveReference(state, name);
        if (value !== undefined)
            tokens[name] = value;
    }
    tokens['run_id'] = runId;
    return tokens;
}
/**
 * The workflow a branch shard runs: the parallel step alone, with only `branch`, joined `all`
 * (so the shard's join is its branch's verdict: PARALLEL_COMPLETE ends it DONE, PARALLEL_FAILED
 * BLOCKED) and its state file given literally. Name, digest and source are the parent's, so
 * gates name the parent workflow and the branch keeps its YAML position.
 */
function branchWorkflow(parent, step, branch, statePath) {
    const parallel = step.def.parallel;
    const def = {
        ...step.def,
        parallel: { ...parallel, join: 'all', max_concurrency: 1, branches: { [branch.id]: parallel.branches[branch.id] } },
        statuses: { PARALLEL_COMPLETE: 'DONE', PARALLEL_FAILED: 'BLOCKED' },
    };
    delete def.on_failure;
    // artifact_root would make the shard run share the parent's run root (and manifest); it still
    // reaches placeholders as a value (the request keeps undeclared values).
    const optional = [...declaredInputs(parent)].filter((n) => !NOT_PASSED.has(n) && n !== 'artifact_root');
    const execution = { ...(parent.data.execution ?? {}) };
    delete execution.execution_mode;
    delete execution.ignore_previous_completion;
    const data = { version: parent.data.version, name: parent.name, state_path: statePath, inputs: { optional }, steps: { [step.id]: def }, execution };
    return {
        ...parent,
        data,
        entry: step.id,
        steps: new Map([[step.id, { ...step, def }]]),
        inputs: { required: [], optional, defaults: {} },
        // A shard run never starts fresh by itself: a revisit of the step gets a new state file instead.
        execution: { ...parent.execution, executionMode: 'resume', ignorePreviousCompletion: false },
    };
}

;// CONCATENATED MODULE: ./src/core/run/fresh.ts
// What a fresh run moves aside: only what is its own. Its state file and journal, its run folder's manifest,
// logs/, foreach item runs and parallel branch shards, and the declared outputs of this workflow that lie inside its run
// folder or its artifact_root. A previous state is untrusted: an artifact it records is moved
// only when it is such a declared output (its path matches the output template of the step it is
// recorded for) — never src/main.ts or .git/config because a state file says so, never another
// run's outputs, manifest or logs (a child sharing its parent's root moves none of the parent's).







function within(path, root) {
    return root === '.' ? true : path === root || path.startsWith(`${root}/`);
}
/** A regular expression for the paths an output template can resolve to (unknown placeholders match anything). */
function templatePattern(template, bindings) {
    let source = '';
    let last = 0;
    for (const m of template.matchAll(placeholders/* PLACEHOLDER */.Kx)) {
        source += fresh_escape(template.slice(last, m.index));
        const value = bindings.get(m[1]);
        source += value !== undefined ? fresh_escape(value) : '.+';
        last = m.index + m[0].length;
    }
    source += fresh_escape(template.slice(last));
    return new RegExp(`^(?:\\./)?${source}$`);
}
function fresh_escape(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** The paths a fresh run of `ctx` may move aside (existing or not; supersede skips absent ones). */
function freshOwnedPaths(ctx, previous) {
    const { workspace, workflow } = ctx;
    const roots = [ctx.runRoot.rel, ...(ctx.artifactRoot ? [ctx.artifactRoot.rel] : [])];
    // The workspace itself is no run's own folder: only declared outputs count there.
    const ownsPath = (rel) => roots.some((r) => r !== '.' && within(rel, r));
    const paths = [ctx.statePath, workspace.resolve((0,state_journal/* journalPathFor */.S7)(ctx.statePath.rel), 'run journal'), ctx.manifestPath, workspace.resolve((0,external_node_path_.join)(ctx.runRoot.rel, 'logs'), 'logs'), workspace.resolve((0,external_node_path_.join)(ctx.runRoot.rel, FOREACH_DIR), 'foreach item runs'), workspace.resolve((0,external_node_path_.join)(ctx.runRoot.rel, PARALLEL_SHARDS_DIR), 'parallel branch shards')];
    const templates = new Map();
    const addOutput = (key, step, bindings) => {
        if (step.def.output === undefined)
            return;
        templates.set(key, { template: step.def.output, bindings });
        try {
            const out = resolveOutput(step, bindings, workspace);
            if (out && ownsPath(out.rel))
                paths.push(out);
        }
        catch {
            /* an output that needs values only a stage provides: nothing to move now */
        }
    };
    for (const step of workflow.steps.values())
        addOutput(step.id, step, stepBindings(ctx.bindings, step, undefined));
    for (const { step, branch } of allBranches(workflow))
        addOutput(`${step.id}.${branch.id}`, branch, branchBindings(ctx.bindings, step, branch, undefined));
    for (const [key, artifact] of Object.entries(previous?.artifacts ?? {})) {
        const declared = templates.get(key);
        if (!declared)
            continue;
        const p = workspace.tryResolve(artifact.path);
        if (!p || !ownsPath(p.rel) || !templatePattern(declared.template, declared.bindings).test(p.rel))
            continue;
        paths.push(p);
    }
    return paths;
}

;// CONCATENATED MODULE: ./src/core/run/leftovers.ts
// A stage never outlives its attempt. Every process of an attempt carries a token in its
// environment (STAGEGATE_ATTEMPT_TOKEN = <invocation token>-<random>): the invocation token is made
// once per top-level run and shared by the runs it starts in process (child workflows, foreach
// items), so one prefix names every process an invocation started. The state records the token of
// an attempt in flight (and of running parallel branches): a runner that died (OOM kill, SIGKILL
// of the runner alone) leaves that record, and the next runner kills whatever still carries the
// dead invocation's prefix before it starts anything (ProcessRunner.killLeftovers).

function newInvocationToken() {
    return (0,external_node_crypto_.randomBytes)(9).toString('base64url').replace(/[-_]/g, 'x');
}
/** A new attempt token of an invocation. */
function attemptToken(invocation) {
    return `${invocation}-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`;
}
/** The prefix every attempt token of the invocation that made `token` starts with. */
function invocationPrefix(token) {
    const dash = token.lastIndexOf('-');
    return dash > 0 ? token.slice(0, dash + 1) : token;
}
/**
 * What the invocation behind a persisted state may have left running: the attempt in flight and
 * the running branches of a parallel step, as invocation prefixes (every attempt of that
 * invocation, escapees of finished attempts included).
 */
function leftoverAttempts(state) {
    const out = new Map();
    const flight = state.in_flight;
    if (flight?.token)
        out.set(invocationPrefix(flight.token), { token: invocationPrefix(flight.token), ...(flight.pgid !== undefined ? { pgid: flight.pgid } : {}) });
    for (const id in state.steps) {
        const branches = state.steps[id].parallel?.branches;
        if (!branches)
            continue;
        for (const b of Object.values(branches)) {
            if (b.status === 'running' && b.token) {
                const prefix = invocationPrefix(b.token);
                if (!out.has(prefix))
                    out.set(prefix, { token: prefix });
            }
        }
    }
    return [...out.values()];
}
/** How a cancelled run says why: the signal's reason when it is a name (SIGINT), else "cancelled". */
function interruption(signal) {
    const reason = signal?.reason;
    return typeof reason === 'string' && reason !== '' ? `interrupted by ${reason}` : 'cancelled';
}

// EXTERNAL MODULE: ./src/core/gate/workflow-gate.ts
var workflow_gate = __webpack_require__(4852);
;// CONCATENATED MODULE: ./src/core/gate/contracts/lines.ts
// Both result contracts read an answer line by line and take its LAST block.
/** The answer's lines, CRLF and CR turned into LF. */
function answerLines(text) {
    return text.replace(/\r\n?/g, '\n').split('\n');
}
/** Index of the last line matching `re`, or -1. */
function lastLineMatching(lines, re) {
    for (let i = lines.length - 1; i >= 0; i--)
        if (re.test(lines[i]))
            return i;
    return -1;
}

;// CONCATENATED MODULE: ./src/core/gate/contracts/aiox-step-output.ts
// aiox's result contract: the agent's answer ends with a YAML block
//   step_output:
//     status: completed | failed
//     outputs: { <key>: <value>, ... }
//     score: 87
//     artifacts: [docs/prd.md]
// possibly inside a ```yaml fence. The LAST such block counts; anything after it except a closing
// fence and blank lines makes it not the end of the answer. Every field but status becomes an
// extra gate key, and the keys of `outputs` are lifted too (aiox routes on e.g. outputs.score_9p).


const aiox_step_output_HEADER = /^(\s*)step_output:\s*(.*)$/;
function parseAioxStepOutput(text) {
    const lines = answerLines(text);
    const start = lastLineMatching(lines, aiox_step_output_HEADER);
    if (start < 0)
        return { ok: false, reason: 'the answer has no step_output: block (aiox result contract)' };
    let end = lines.length;
    while (end > start + 1 && lines[end - 1].trim() === '')
        end--;
    // A closing fence ends the block; it must be the last non-blank line.
    const fenced = end > start + 1 && /^\s*`{3,}\s*$/.test(lines[end - 1]);
    if (fenced)
        end--;
    const block = lines.slice(start, end);
    const indent = aiox_step_output_HEADER.exec(lines[start])[1].length;
    const body = block.map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length))).join('\n');
    let data;
    try {
        data = (0,dist/* parse */.qg)(body, { maxAliasCount: 10 });
    }
    catch (error) {
        return { ok: false, reason: `the step_output block is not valid YAML: ${error.message.split('\n')[0]}` };
    }
    try {
        // An alias inside the node it names (`outputs: &o` … `me: *o`) makes the data contain
        // itself: it could never be recorded (the journal is JSON), so the block is refused here.
        JSON.stringify(data);
    }
    catch {
        return { ok: false, reason: 'the step_output block contains itself through a YAML alias (an alias inside the node it names)' };
    }
    const out = data?.step_output;
    if (typeof out !== 'object' || out === null || Array.isArray(out))
        return { ok: false, reason: 'step_output must be a mapping with status: completed | failed' };
    const fields = out;
    const status = fields['status'];
    if (status !== 'completed' && status !== 'failed')
        return { ok: false, reason: `step_output.status must be completed or failed, got ${JSON.stringify(status ?? null)}` };
    const extra = {};
    const outputs = fields['outputs'];
    if (typeof outputs === 'object' && outputs !== null && !Array.isArray(outputs))
        Object.assign(extra, outputs);
    for (const [key, value] of Object.entries(fields))
        if (key !== 'status')
            extra[key] = value;
    const artifacts = Array.isArray(fields['artifacts']) ? fields['artifacts'].filter((a) => typeof a === 'string') : [];
    return { ok: true, status, extra, artifacts };
}

;// CONCATENATED MODULE: ./src/core/gate/contracts/maestro-coordinate.ts

const maestro_coordinate_HEADER = /^\s*-{3,}\s*COORDINATE RESULT\s*-{3,}\s*$/i;
const maestro_coordinate_FIELD = /^\s*([A-Za-z][A-Za-z0-9_ ]*?)\s*:\s*(.*)$/;
const LIST_ITEM = /^\s*[-*]\s+(.+)$/;
function parseMaestroCoordinate(text) {
    const lines = answerLines(text);
    const start = lastLineMatching(lines, maestro_coordinate_HEADER);
    if (start < 0)
        return { ok: false, reason: 'the answer has no --- COORDINATE RESULT --- block (maestro-flow result contract; no block means failure)' };
    const extra = {};
    let last;
    for (const line of lines.slice(start + 1)) {
        if (/^\s*-{3,}/.test(line) && !LIST_ITEM.test(line))
            break;
        if (line.trim() === '' || /^\s*`{3,}\s*$/.test(line))
            continue;
        const item = LIST_ITEM.exec(line);
        if (item && last !== undefined) {
            const current = extra[last];
            extra[last] = [...(Array.isArray(current) ? current : typeof current === 'string' && current !== '' ? [current] : []), item[1].trim()];
            continue;
        }
        const field = maestro_coordinate_FIELD.exec(line);
        if (!field)
            continue;
        last = field[1].trim().toLowerCase().replace(/\s+/g, '_');
        extra[last] = field[2].trim();
    }
    // SUCCESS | FAILURE for commands; an llm decision's answer names one of its edge labels. The
    // step's statuses decide which are allowed (an unrouted one is a contract violation).
    const status = typeof extra['status'] === 'string' && /^[A-Za-z0-9_.-]+$/.test(extra['status']) ? extra['status'].toUpperCase() : undefined;
    if (status === undefined)
        return { ok: false, reason: `the COORDINATE RESULT block has no usable STATUS (SUCCESS or FAILURE), got ${JSON.stringify(extra['status'] ?? null)}` };
    delete extra['status'];
    const raw = extra['artifacts'];
    const artifacts = (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : []).map((a) => String(a).trim()).filter((a) => a !== '' && a.toLowerCase() !== 'none');
    if (raw !== undefined)
        extra['artifacts'] = artifacts;
    return { ok: true, status, extra, artifacts };
}

;// CONCATENATED MODULE: ./src/core/gate/contracts/index.ts
// Result contracts other than WORKFLOW_GATE (formats/types.ts ResultContract): parse the tail
// of a stage's answer into the status it routes on and extra gate keys.




/** Only the end of an answer is read, as for gates: a huge transcript costs nothing. */
const RESULT_WINDOW_BYTES = 64 * 1024;
function parseContractResult(contract, text) {
    return contract === 'aiox_step_output' ? parseAioxStepOutput(text) : parseMaestroCoordinate(text);
}
function readContractResult(contract, absPath) {
    const fd = (0,own_file/* openRegularForRead */.os)(absPath);
    try {
        const size = (0,external_node_fs_.fstatSync)(fd).size;
        const length = Math.min(size, RESULT_WINDOW_BYTES);
        const buffer = Buffer.alloc(length);
        (0,external_node_fs_.readSync)(fd, buffer, 0, length, size - length);
        let text = buffer.toString('utf8');
        // A window that starts mid-line: drop the partial first line.
        if (size > length)
            text = text.slice(text.indexOf('\n') + 1);
        return parseContractResult(contract, text);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** What the prompt tells an agent about the block its answer must end with. */
function contractInstructions(contract, statuses) {
    if (contract === 'aiox_step_output') {
        return [
            '- End your answer (your final output) with exactly this YAML block, filled in:',
            '',
            '```yaml',
            'step_output:',
            `  status: <${statuses.filter((s) => s === 'completed' || s === 'failed').join(' | ') || 'completed | failed'}>`,
            '  outputs: {}        # named results later steps need (e.g. score_9p: 8)',
            '  score: null        # a numeric score when the step produces one',
            '  artifacts: []      # files you created or changed',
            '```',
            '',
            '- The runner routes only on this block: no block, or a malformed one, fails the step.',
        ];
    }
    return [
        '- End your answer (your final output) with exactly this block, filled in:',
        '',
        '```',
        '--- COORDINATE RESULT ---',
        'STATUS: <SUCCESS | FAILURE>',
        // maestro's own vocabulary (prompt-assembler.ts): the chains branch on these words.
        'PHASE: <number, or none>',
        'VERIFICATION_STATUS: <passed | failed | pending, if applicable>',
        'REVIEW_VERDICT: <PASS | WARN | BLOCK, if applicable>',
        'UAT_STATUS: <passed | failed | pending, if applicable>',
        'ARTIFACTS: <comma-separated paths, or none>',
        'SUMMARY: <one line>',
        '```',
        '',
        '- The runner routes only on this block: no block means FAILURE.',
    ];
}

;// CONCATENATED MODULE: ./src/core/gate/judge.ts
// One judge for every finished attempt: its process result first (a spawn failure, a timeout, a
// signal or a non-zero exit is a failure — an agent being alive is never a result), then the
// step's result: the declared output and its WORKFLOW_GATE, another runner's result contract,
// or the exit status alone. One verdict type for stages and parallel branches alike.






function statOrUndefined(path) {
    try {
        return (0,external_node_fs_.statSync)(path);
    }
    catch {
        return undefined;
    }
}
/** Same inode, same size, same change time: the file was not (re)written. */
function sameFile(a, b) {
    return a.ino === b.ino && a.dev === b.dev && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;
}
function processVerdict(a) {
    const { step, result, log } = a;
    if (result.spawnError !== undefined)
        return { ok: false, code: 'STAGE_FAILED', message: `step ${step.id} could not start: ${result.spawnError}` };
    if (result.timedOut)
        return { ok: false, code: 'STAGE_TIMEOUT', message: `step ${step.id} exceeded its time limit and was killed (log: ${log.rel})` };
    if (result.exitCode !== 0) {
        const how = result.signal ? `was killed by ${result.signal}` : `exited with status ${result.exitCode}`;
        return { ok: false, code: 'STAGE_FAILED', message: `step ${step.id} ${how} (log: ${log.rel})` };
    }
    return undefined;
}
/** The output, checked again now that it exists (a stage may have made it a link out of the workspace). */
function confined(a, output) {
    try {
        return a.workspace.resolve(output.rel, `output of step ${a.step.id}`);
    }
    catch (error) {
        if (!(0,run_errors/* isStagegateError */.W)(error))
            throw error;
        return { ok: false, code: error.code, message: `${error.message} The stage replaced its output with a link out of the workspace; it was not read.` };
    }
}
/** A file the runner cannot read (chmod 000, a FIFO) is not accepted: a verdict recorded in state, never a crash. */
function notReadable(step, output) {
    const why = (0,own_file/* unreadableBecause */.Qg)(output.abs);
    return why === undefined ? undefined : { ok: false, code: 'STAGE_OUTPUT_MISSING', message: `declared output ${output.rel} of step ${step.id} cannot be read (${why}); it was not accepted` };
}
function unrouted(step, status) {
    if (step.def.statuses && Object.prototype.hasOwnProperty.call(step.def.statuses, status))
        return undefined;
    const allowed = Object.keys(step.def.statuses ?? {}).join(', ');
    return { ok: false, code: 'WORKFLOW_STATUS_CONTRACT_VIOLATION', message: `step ${step.id} reported status ${status}, which the workflow does not route (allowed: ${allowed})` };
}
function judgeAttempt(a) {
    // Something other than a fresh file stood at the log path (or the prompt copy could not be made): nothing ran.
    if (a.result.fileRefused !== undefined)
        return { ok: false, code: 'RUN_FILE_UNSAFE', message: `step ${a.step.id} did not start: ${a.result.fileRefused}` };
    const failed = processVerdict(a);
    if (failed)
        return failed;
    const contract = foreignContractOf(a.step);
    if (contract)
        return judgeContract(a, contract);
    if (a.judging === 'exit')
        return { ok: true };
    const { step, output, before } = a;
    const after = statOrUndefined(output.abs);
    if (!after)
        return { ok: false, code: 'STAGE_OUTPUT_MISSING', message: `step ${step.id} exited 0 but did not write its declared output ${output.rel}` };
    if (!after.isFile())
        return { ok: false, code: 'STAGE_OUTPUT_MISSING', message: `declared output ${output.rel} of step ${step.id} is not a regular file` };
    if (before && sameFile(before, after)) {
        return { ok: false, code: 'STALE_ARTIFACT_REJECTED', message: `declared output ${output.rel} of step ${step.id} was not written by this attempt (an older file never counts)` };
    }
    const unreadable = notReadable(step, output);
    if (unreadable)
        return unreadable;
    const evidence = confined(a, output);
    if ('ok' in evidence)
        return evidence;
    const parsed = (0,workflow_gate/* readGate */.cw)(evidence.abs, { workflow: a.workflow, step: step.id, artifact: evidence.rel });
    if (!parsed.ok)
        return { ok: false, code: 'GATE_RESULT_MISSING', message: `${evidence.rel}: ${parsed.reason}` };
    return unrouted(step, parsed.gate.status) ?? { ok: true, gate: parsed.gate, evidence };
}
/**
 * Another runner's result contract (aiox step_output, maestro COORDINATE RESULT): the block ends
 * the declared output when the attempt wrote one, else the stage's transcript. Its status routes
 * like a gate status; the file it came from is the evidence.
 */
function judgeContract(a, contract) {
    const { step, output, before } = a;
    const after = output ? statOrUndefined(output.abs) : undefined;
    const written = output !== undefined && after !== undefined && after.isFile() && !(before && sameFile(before, after));
    let evidence = a.log;
    if (written) {
        const unreadable = notReadable(step, output);
        if (unreadable)
            return unreadable;
        const checked = confined(a, output);
        if ('ok' in checked)
            return checked;
        evidence = checked;
    }
    const parsed = readContractResult(contract, evidence.abs);
    if (!parsed.ok)
        return { ok: false, code: 'GATE_RESULT_MISSING', message: `${evidence.rel}: ${parsed.reason}` };
    const gate = { workflow: a.workflow, step: step.id, status: parsed.status, unresolved_critical: 0, unresolved_high: 0, source_resolvable_open: 0, artifact: evidence.rel, next_recommended: null, extra: parsed.extra };
    return unrouted(step, parsed.status) ?? { ok: true, gate, evidence };
}

;// CONCATENATED MODULE: ./src/core/steps/process/delegation.ts
function delegationFor(stage, attemptOnVisit) {
    return stage.bounded && attemptOnVisit === 1 ? 'delegated' : 'direct';
}
/** Failures of a delegated attempt after which the direct fallback runs. */
const FALLBACK_CODES = new Set(['STAGE_TIMEOUT', 'STAGE_OUTPUT_MISSING', 'STALE_ARTIFACT_REJECTED']);
function fallsBackToDirect(delegation, code) {
    return delegation === 'delegated' && FALLBACK_CODES.has(code);
}

;// CONCATENATED MODULE: ./src/core/steps/process/budget.ts

function usd(n) {
    return `$${n.toFixed(4).replace(/0+$/, '').replace(/\.$/, '')}`;
}
/** A breach by one attempt of a step (its own limits), else undefined. */
function attemptBreach(step, usage, turnLimitHit) {
    const maxTurns = step.def.max_turns;
    if (usage?.turn_limit_hit || turnLimitHit) {
        return { scope: 'step', message: `step ${step.id} stopped at the agent's turn limit${maxTurns !== undefined ? ` (max_turns ${maxTurns})` : ''} before finishing` };
    }
    if (maxTurns !== undefined && usage?.turns != null && usage.turns > maxTurns) {
        return { scope: 'step', message: `step ${step.id} used ${usage.turns} turns (max_turns ${maxTurns})` };
    }
    const maxCost = step.def.max_cost_usd;
    if (maxCost !== undefined && usage?.cost_usd != null && usage.cost_usd > maxCost) {
        return { scope: 'step', message: `step ${step.id} cost ${usd(usage.cost_usd)} (max_cost_usd ${usd(maxCost)})` };
    }
    return undefined;
}
/** A breach of the run's budgets by the spend recorded in state (>= limit with `atLimit`). */
function workflowBreach(workflow, state, atLimit = false) {
    const total = totalSpend(state);
    const over = (value, limit) => limit !== undefined && value !== null && (atLimit ? value >= limit : value > limit);
    const maxCost = workflow.data.execution?.max_cost_usd;
    if (over(total.cost_usd, maxCost)) {
        return { scope: 'workflow', message: `the run has cost ${usd(total.cost_usd)} (execution.max_cost_usd ${usd(maxCost)})` };
    }
    const maxTurns = workflow.data.execution?.max_turns;
    if (over(total.turns, maxTurns)) {
        return { scope: 'workflow', message: `the run has used ${total.turns} agent turns (execution.max_turns ${maxTurns})` };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/core/model/absent-inputs.ts
// Optional inputs that an invocation does not give are *absent*, not missing: only required
// inputs are WORKFLOW_INPUT_REQUIRED. Where an absent input's placeholder appears decides what it
// becomes (docs/workflow-format.md#optional-inputs):
//   - prompt text, inline_instruction, action and instruction: the marker ABSENT_TEXT, which the
//     assembled prompt explains, so the agent can tell "not given" from a value;
//   - `run:` text: the empty word ('');
//   - a child step's input: the input is not passed (the child sees it absent too);
//   - a path (output, state_path, a foreach source, a prompt or child path): an error, since no
//     file can be named after nothing (validate reports it; a run stops before the stage).

/** What an absent optional input renders as in text given to an agent. */
const ABSENT_TEXT = '(not given)';
/** Declared optional inputs with no value (unbound or empty). */
function absentOptionalInputs(workflow, bindings) {
    const out = new Set();
    for (const name of workflow.inputs.optional) {
        const v = bindings.get(name);
        if (v === undefined || v === '')
            out.add(name);
    }
    return out;
}
/** Whether `template` names one of `absent`. */
function usesAbsent(template, absent) {
    if (absent.size === 0)
        return false;
    for (const m of template.matchAll(placeholders/* PLACEHOLDER */.Kx))
        if (absent.has(m[1]))
            return true;
    return false;
}
/**
 * `bindings` as seen through absent inputs: each of them reads as `value` (the marker, or '' for
 * shell text); everything else, runtime references included, reads from `bindings` itself.
 */
class AbsentView extends Map {
    base;
    absent;
    value;
    constructor(base, absent, value) {
        super();
        this.base = base;
        this.absent = absent;
        this.value = value;
    }
    get(name) {
        const v = this.base.get(name);
        return (v === undefined || v === '') && this.absent.has(name) ? this.value : v;
    }
    has(name) {
        return this.get(name) !== undefined;
    }
}
function withAbsent(bindings, absent, value) {
    return absent.size === 0 ? bindings : new AbsentView(bindings, absent, value);
}
/** A hand-off instruction as people read it: inputs resolved, absent ones as ABSENT_TEXT, anything unknown left as written. */
function renderInstruction(text, workflow, bindings) {
    const view = withAbsent(bindings, absentOptionalInputs(workflow, bindings), ABSENT_TEXT);
    return text.replace(placeholders/* PLACEHOLDER */.Kx, (whole) => {
        try {
            return (0,placeholders/* substitute */.V2)(whole, view);
        }
        catch {
            return whole;
        }
    });
}

;// CONCATENATED MODULE: ./src/core/steps/process/prompt.ts
// The one prompt an agent-driven step receives, assembled deterministically (same inputs, same
// bytes) so `stagegate plan --show-prompt STEP` prints exactly what `run` sends:
//   1. the prompt file (workspace-confined) or inline text, placeholders resolved
//   2. each skill's .github/skills/<name>/SKILL.md, named
//   3. the bound inputs
//   4. upstream context: paths and gate statuses of completed steps (from state)
//   5. on a retry, the previous attempt's failure
//   6. the stage contract: exact output path, allowed statuses, the gate block to end with
//   7. how to execute: direct, or delegated (bounded delegation's first attempt)










/** What the prompt tells the agent it must not touch (package-guard.ts checks the same files). */
const PACKAGE_READ_ONLY_TEXT = '`.ai-engineering/`, `.github/skills/`, this workflow file, or the prompts and skills it names';
/** Skills live here, relative to the workspace root. */
function skillPath(name) {
    return `.github/skills/${name}/SKILL.md`;
}
/** The previous attempt's failure, as the prompt will quote it (null when there is none). */
function previousFailureOf(state, stepId) {
    return state?.steps[stepId]?.last_error ?? null;
}
/** Bound inputs a step sees: declared workflow inputs, the step's own inputs, and run_id; absent optional inputs as ABSENT_TEXT. */
function boundInputs(workflow, step, bindings) {
    // A resolver (with or without statuses) also sees the blocking values the runner persisted.
    const names = new Set([...declaredInputs(workflow), ...Object.keys(step.def.inputs ?? {}), 'run_id', ...(isResolverStep(step) ? BLOCKING_NAMES : [])]);
    const absent = absentOptionalInputs(workflow, bindings);
    const out = [];
    for (const name of names) {
        if (name === 'stop_after_step' || name === 'execution_mode' || name === 'ignore_previous_completion')
            continue;
        const v = absent.has(name) ? ABSENT_TEXT : bindings.get(name);
        if (v !== undefined)
            out.push([name, v]);
    }
    return out;
}
function readWorkspaceText(workspace, rel, what, step, workflow) {
    const p = workspace.resolve(rel, what);
    let isFile;
    try {
        isFile = (0,external_node_fs_.statSync)(p.abs).isFile();
    }
    catch {
        isFile = false;
    }
    if (!isFile) {
        throw new run_errors/* StagegateError */.q('WORKFLOW_CONTRACT_INVALID', `${what} ${p.rel} does not exist`, {
            hint: 'Restore the file (a run never writes prompts or skills), or fix the path in the workflow.',
            location: { file: workflow.file, line: step.line, column: step.column },
        });
    }
    return (0,external_node_fs_.readFileSync)(p.abs, 'utf8').replace(/\r\n?/g, '\n');
}
/** Text for the agent: an absent optional input reads as ABSENT_TEXT (`asPath`: a path, where it is an error). */
function resolvePlaceholders(text, r, what, asPath = false) {
    const absent = absentOptionalInputs(r.workflow, r.bindings);
    try {
        return (0,placeholders/* substitute */.V2)(text, asPath ? r.bindings : withAbsent(r.bindings, absent, ABSENT_TEXT));
    }
    catch (error) {
        if (!(error instanceof placeholders/* PlaceholderError */.ik))
            throw error;
        const optional = error.missing.filter((m) => absent.has(m));
        if (optional.length > 0) {
            throw new run_errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `${what} of step ${r.step.id} is a path that uses the optional input${optional.length > 1 ? 's' : ''} ${optional.join(', ')}, which ${optional.length > 1 ? 'were' : 'was'} not given; no file can be named after an absent input`, {
                hint: `Pass ${optional.map((m) => `${m}=<value>`).join(' ')}, or make the path not depend on ${optional.length > 1 ? 'them' : 'it'}.`,
                location: { file: r.workflow.file, line: r.step.line, column: r.step.column },
            });
        }
        throw new run_errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `${what} of step ${r.step.id} uses ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
            hint: `Pass ${error.missing.map((m) => `${m}=<value>`).join(' ')}.`,
            location: { file: r.workflow.file, line: r.step.line, column: r.step.column },
        });
    }
}
/** The task text: prompt file, inline instruction or action text, placeholders resolved. */
function taskText(r) {
    const d = r.step.def;
    if (d.prompt !== undefined) {
        const rel = resolvePlaceholders(d.prompt, r, 'prompt path', true);
        return resolvePlaceholders(readWorkspaceText(r.workspace, rel, `prompt of step ${r.step.id}:`, r.step, r.workflow), r, `prompt ${rel}`);
    }
    if (d.inline_instruction !== undefined)
        return resolvePlaceholders(d.inline_instruction, r, 'inline_instruction');
    if (d.action !== undefined)
        return resolvePlaceholders(d.action, r, 'action');
    throw new run_errors/* StagegateError */.q('WORKFLOW_CONTRACT_INVALID', `step ${r.step.id} has no prompt, inline_instruction or action to give an agent`);
}
/** Step inputs must all resolve for an agent step: a resolver without blocking_* has nothing to do. */
function checkStepInputs(r) {
    for (const [name, value] of Object.entries(r.step.def.inputs ?? {})) {
        if (typeof value !== 'string')
            continue;
        if (!r.bindings.has(name))
            resolvePlaceholders(value, r, `input ${name}`);
    }
}
function fence(text) {
    // A fence longer than any backtick run inside the text, so the text cannot close it.
    const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
    return '`'.repeat(longest + 1);
}
function trimEnd(text) {
    return text.replace(/\s+$/, '');
}
function statusList(step) {
    return Object.keys(step.def.statuses ?? {});
}
/** The gate block template a gated step must end its output with. */
function gateTemplate(workflow, step, artifact) {
    const statuses = statusList(step);
    return (0,workflow_gate/* renderGateBlock */.pf)({
        workflow: workflow.name,
        step: step.id,
        status: `<${statuses.join(' | ')}>`,
        unresolved_critical: '<integer>',
        unresolved_high: '<integer>',
        source_resolvable_open: '<integer>',
        artifact,
        next_recommended: '<step id or null>',
    });
}
function contract(r) {
    const { step, workflow } = r;
    const lines = ['## Stage contract', ''];
    const foreign = foreignContractOf(step);
    if (step.kind === 'agent' && foreign) {
        if (r.output)
            lines.push(`- Write your report to \`${r.output.rel}\` (workspace-relative; create missing folders) and end that file with the block below; without the file, your answer itself must end with it.`);
        lines.push(...contractInstructions(foreign, statusList(step)), `- Allowed statuses: ${statusList(step).join(' | ')}`);
    }
    else if (step.kind === 'agent') {
        const out = r.output;
        if (isResolverStep(step)) {
            lines.push(`- This stage resolves high-impact unknowns: resolve only the blocking question ids in \`blocking_qids\`, raised by \`blocking_artifact\` (both under Inputs); the run returns to \`${step.def.retry_step}\` afterwards.`);
        }
        const statuses = statusList(step);
        const template = gateTemplate(workflow, step, out.rel);
        lines.push(`- Write your result to exactly this file: \`${out.rel}\` (workspace-relative; create missing folders). Write it in this run: an existing or older file never counts, and no other file replaces it.`, '- End the file with exactly one WORKFLOW_GATE block and nothing after it (blank lines aside).', `- Allowed statuses: ${statuses.join(' | ')}`, '- The gate block to end with (replace every <...>; `artifact` must stay exactly as shown):', '', '```yaml', trimEnd(template), '```', '', '- You may add `unresolved_qids: [Q-...]` to the gate to list open HIGH/CRITICAL question ids.', '- The runner routes only on the gate status; `next_recommended` is advisory. Exiting without the file, or with a missing, malformed or unlisted gate, fails the stage.');
    }
    else if (step.kind === 'resolver') {
        const retry = step.def.retry_step ?? step.def.on_success ?? '';
        lines.push('- This is a resolver step: resolve only the blocking question ids in `blocking_qids`, raised by `blocking_artifact`; persist the evidence and closure where the task above says.', `- It has no declared output and no gate. Success is your process exiting with status 0; the runner then returns to step \`${retry}\`, which runs again.`, '- Do not edit prompts, workflows, skills or workflow state.');
    }
    else {
        const next = step.def.on_complete ?? '';
        lines.push('- This is an action step: do the action above. It has no declared output and no gate.', `- Success is your process exiting with status 0; the runner then continues with step \`${next}\`.`, '- Do not edit prompts, workflows, skills or workflow state.');
    }
    return lines;
}
function execution(delegation) {
    const text = delegation === 'direct'
        ? 'Execute this stage yourself, in this session. Do not hand it to a sub-agent, background agent or asynchronous worker, and do not wait for or poll another agent.'
        : 'You may delegate parts of this stage to sub-agents, but this session owns it: the stage is accepted only from its declared result (the output file with a valid gate; for steps without output, your exit status). Never wait on an idle or stalled worker: finish the stage yourself instead.';
    return ['## Execution', '', `Mode: ${delegation}. ${text}`];
}
/** Assemble the prompt. Throws StagegateError for a missing prompt file or skill, or an unbound placeholder. */
function prompt_buildPrompt(r) {
    const { step, workflow, workspace } = r;
    checkStepInputs(r);
    const sections = [];
    let task = trimEnd(taskText(r));
    // A gate template in the task text naming another step or workflow is rewritten to the
    // runner's (the contract below says so): never two contradictory templates.
    let aligned = [];
    if (step.kind === 'agent' && task.includes('WORKFLOW_GATE:')) {
        const a = alignGateTemplates(task, { workflow: workflow.name, step: step.id });
        task = a.text;
        aligned = a.replaced;
    }
    sections.push([`# Stage \`${step.id}\` of workflow \`${workflow.name}\``, '', task]);
    const skills = step.def.skills ?? [];
    if (skills.length > 0) {
        const lines = ['## Skills', '', 'Apply these skills to the task:'];
        for (const name of skills) {
            const rel = skillPath(name);
            const text = trimEnd(readWorkspaceText(workspace, rel, `skill ${name} of step ${step.id}:`, step, workflow));
            lines.push('', `### Skill \`${name}\` (${rel})`, '', text);
        }
        sections.push(lines);
    }
    const inputs = boundInputs(workflow, step, r.bindings);
    if (inputs.length > 0) {
        const lines = ['## Inputs', ''];
        for (const [name, value] of inputs) {
            if (value.includes('\n')) {
                const f = fence(value);
                lines.push(`- \`${name}\`:`, '', f, value, f, '');
            }
            else
                lines.push(`- \`${name}\`: ${value === '' ? '(empty)' : value}`);
        }
        if (inputs.some(([, v]) => v === ABSENT_TEXT))
            lines.push('', `${ABSENT_TEXT}: an optional input this run was not given. Wherever the task text shows ${ABSENT_TEXT}, there is no value: do not look for one or invent one.`);
        sections.push(lines);
    }
    const completed = r.state?.completed_steps ?? [];
    const lines = ['## Upstream context', ''];
    if (completed.length === 0)
        lines.push('No step of this run has completed yet.');
    else {
        lines.push('Completed steps of this run and their accepted artifacts (inputs to read, not proof):');
        for (const id of completed) {
            const a = r.state.artifacts[id];
            if (a)
                lines.push(`- \`${id}\`: ${a.path} (gate ${a.gate_status}, visit ${a.visit})`);
            else
                lines.push(`- \`${id}\`: completed (${r.state.steps[id]?.kind ?? 'step'} without an artifact)`);
        }
    }
    sections.push(lines);
    if (r.previousFailure !== null) {
        sections.push(['## Previous attempt', '', 'The previous attempt of this stage failed:', '', `> ${r.previousFailure.replace(/\n/g, '\n> ')}`, '', 'Fix the cause this time.']);
    }
    const terms = contract(r);
    // 4.0 Methodology-Immutability Rule: checked by digest when the stage ends (package-guard.ts).
    terms.push(`- The methodology package is read-only: do not create, change, rename or delete anything under ${PACKAGE_READ_ONLY_TEXT}. A stage that does is refused (METHODOLOGY_PACKAGE_MODIFIED).`);
    for (const a of aligned) {
        terms.push(`- The task text's WORKFLOW_GATE template said \`${a.field}: ${a.was}\`; this stage's gate is \`${a.field}: ${a.field === 'step' ? step.id : workflow.name}\`, so the template above now says so. The runner's template below wins: a gate with \`${a.field}: ${a.was}\` would be refused.`);
    }
    sections.push(terms);
    sections.push(execution(r.delegation));
    return sections.map((s) => s.join('\n')).join('\n\n') + '\n';
}

;// CONCATENATED MODULE: ./src/core/steps/process/package-guard.ts
// 4.0 Runtime Methodology-Immutability Rule: during a run the methodology package is read-only.
// Before an agent stage starts, the runner takes the sha256 of every file of the package —
// everything under .ai-engineering/ and .github/skills/, the workflow file, and the prompt and
// skill files its steps name — and compares when the stage ends. A file created, changed or
// deleted there stops the run with METHODOLOGY_PACKAGE_MODIFIED (the stage is not accepted).




/** Folders of the package, workspace-relative. */
const PACKAGE_FOLDERS = ['.ai-engineering', '.github/skills'];
/** A package larger than this is not walked further (its first files are still guarded). */
const MAX_FILES = 20_000;
function digestOf(abs) {
    try {
        const st = (0,external_node_fs_.lstatSync)(abs);
        if (st.isSymbolicLink())
            return `link:${(0,external_node_fs_.readlinkSync)(abs)}`;
        if (!st.isFile())
            return undefined;
        return (0,external_node_crypto_.createHash)('sha256').update((0,external_node_fs_.readFileSync)(abs)).digest('hex');
    }
    catch {
        return undefined;
    }
}
function walk(workspace, rel, out) {
    const stack = [rel];
    while (stack.length > 0 && out.size < MAX_FILES) {
        const dir = stack.pop();
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(workspace.root, dir), { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const e of entries) {
            const child = `${dir}/${e.name}`;
            if (e.isDirectory())
                stack.push(child);
            else {
                const d = digestOf((0,external_node_path_.join)(workspace.root, child));
                if (d !== undefined)
                    out.set(child, d);
            }
        }
    }
}
/** The files a step names itself: its prompt (when the path is fixed) and its skills. */
function namedFiles(workflow) {
    const out = new Set([workflow.file]);
    const visit = (step) => {
        if (step.prompt !== undefined && !step.prompt.includes('{{'))
            out.add(step.prompt.replace(/^\.\//, ''));
        for (const skill of step.skills ?? [])
            if (!/[\\/{]/.test(skill))
                out.add(skillPath(skill));
        for (const inner of Object.values(step.per_item ?? {}))
            visit(inner);
        for (const inner of Object.values(step.parallel?.branches ?? {}))
            visit(inner);
    };
    for (const step of Object.values(workflow.data.steps ?? {}))
        visit(step);
    return [...out];
}
/** Digests of every package file now. */
function snapshotPackage(workspace, workflow) {
    const out = new Map();
    for (const folder of PACKAGE_FOLDERS)
        walk(workspace, folder, out);
    for (const rel of namedFiles(workflow)) {
        if (out.has(rel))
            continue;
        const p = workspace.tryResolve(rel);
        const d = p ? digestOf(p.abs) : undefined;
        // A named file that does not exist is recorded as absent: creating it is a change too.
        out.set(p?.rel ?? rel, d ?? 'absent');
    }
    return out;
}
/** Package files created, changed or deleted since `before` ("path (changed)"…), at most a few named. */
function packageChanges(workspace, workflow, before) {
    const after = snapshotPackage(workspace, workflow);
    const changes = [];
    for (const [rel, digest] of before) {
        const now = after.get(rel);
        if (now === digest)
            continue;
        changes.push(`${rel} (${now === undefined || now === 'absent' ? 'deleted' : digest === 'absent' ? 'created' : 'changed'})`);
    }
    for (const rel of after.keys())
        if (!before.has(rel))
            changes.push(`${rel} (created)`);
    return changes.sort();
}
/** A finished agent attempt's verdict, refused when it changed the package. */
function guardedVerdict(workspace, workflow, stepId, before, verdict) {
    const changes = packageChanges(workspace, workflow, before);
    if (changes.length === 0)
        return verdict;
    const shown = changes.length > 5 ? [...changes.slice(0, 5), `and ${changes.length - 5} more`] : changes;
    return { ok: false, code: 'METHODOLOGY_PACKAGE_MODIFIED', message: `step ${stepId} modified the methodology package, which a run must leave read-only: ${shown.join(', ')}` };
}

;// CONCATENATED MODULE: ./src/core/run/attempts.ts
// The one attempt loop, for a sequential stage and for a parallel branch alike: prepare the
// attempt (log, prompt, environment), commit its start, run the process, judge it, charge an
// agent's spend, then accept it, retry it (retry.max_attempts with backoff), fall back from a
// delegated attempt to a direct one, or give up. What each attempt records in the journal is the
// subject's business (AttemptSubject): a stage records on its own step, a branch on its record.












/** Failures that a retry may cure; anything else (contract, gate, budget) ends the attempts. */
const RETRYABLE = new Set(['STAGE_FAILED', 'STAGE_TIMEOUT']);
function logPathOf(host, stem, visit, attempt) {
    const root = host.ctx.runRoot.rel;
    return `${root === '.' ? '' : root + '/'}logs/${stem}.v${visit}.a${attempt}.log`;
}
/** The step's inputs as STAGEGATE_INPUT_* (declared inputs, the step's own, run_id; a resolver's blocking_* too). */
function inputsFor(host, step, bindings) {
    const names = new Set([...declaredInputs(host.workflow), ...Object.keys(step.def.inputs ?? {}), 'run_id', ...(isResolverStep(step) ? BLOCKING_NAMES : [])]);
    const out = {};
    for (const name of names) {
        const v = bindings.get(name);
        if (v !== undefined)
            out[name] = v;
    }
    return out;
}
async function runAttempts(host, s) {
    const { workspace, ctx, workflow } = host;
    const retry = s.step.def.retry;
    const maxAttempts = retry?.max_attempts ?? 1;
    const timeoutMinutes = s.step.def.timeout_minutes ?? workflow.execution.timeoutMinutes;
    let fellBack = false;
    for (let tries = 1;; tries++) {
        // Cancelled (also while waiting to retry): no new attempt starts.
        if (host.request.signal?.aborted)
            return { kind: 'interrupted', message: `${s.label}: ${interruption(host.request.signal)} before its attempt started` };
        if (s.stage.agent) {
            // A run whose recorded spend already reached a run budget starts no further agent attempt.
            const spent = workflowBreach(workflow, host.state(), true);
            if (spent)
                return { kind: 'spent', breach: spent };
        }
        const before = s.output ? statOrUndefined(s.output.abs) : undefined;
        const { visit, attempt, previousFailure } = s.peek();
        // Checked before the attempt is recorded: a log folder a stage replaced with a link out
        // stops the run with the step before it completed and nothing of this one started.
        const log = workspace.resolve(logPathOf(host, s.logStem, visit, attempt), 'stage log');
        const delegation = delegationFor(s.stage, attempt);
        let env;
        let invocation;
        let promptFile;
        const token = attemptToken(host.request.invocationToken ?? 'x');
        try {
            invocation = s.stage.invocation({ visit, attempt, delegation, previousFailure });
            promptFile = invocation.prompt !== undefined ? workspace.resolve(log.rel.replace(/\.log$/, '.prompt.md'), 'prompt copy') : undefined;
            env = (0,stage_command/* stageEnvironment */._7)(host.envBase(), {
                workflow: workflow.name,
                step: s.envStep,
                runId: ctx.runId,
                output: s.output,
                visit,
                attempt,
                statePath: ctx.statePath.abs,
                runRoot: ctx.runRoot.abs,
                workspace: workspace.root,
                inputs: inputsFor(host, s.step, s.bindings),
                attemptToken: token,
            });
        }
        catch (error) {
            if (!(0,run_errors/* isStagegateError */.W)(error))
                throw error;
            const failed = { code: error.code, message: error.message, result: NOT_RUN, log, visit, attempt };
            s.begin(token);
            s.fail(failed, true);
            return { kind: 'failed', failed };
        }
        s.begin(token);
        Object.assign(env, s.extraEnv, invocation.env, promptFile ? { STAGEGATE_PROMPT_FILE: promptFile.abs } : {});
        const secrets = (0,process_transcript/* secretValues */.VX)(env);
        // The attempt is on disk before its process starts: a crash from here on counts it.
        host.commit();
        // A prompt copy that cannot be written (something other than a fresh file at its path) starts nothing.
        const refused = promptFile ? (0,process_transcript/* writePromptCopy */.tB)(promptFile.abs, promptFile.rel, invocation.prompt, secrets) : undefined;
        // The package is read-only for agent stages: digests now, compared when the stage ends.
        const guard = s.stage.agent ? snapshotPackage(workspace, workflow) : undefined;
        host.ports.onEvent?.({ type: 'stage_started', step: s.label, visit, attempt, kind: s.step.kind });
        const onEvent = host.ports.onEvent;
        const spawned = s.spawned;
        const result = refused ??
            (await host.ports.processes.run({
                command: invocation.command,
                args: invocation.args,
                ...(invocation.stdin !== undefined ? { stdin: invocation.stdin } : {}),
                cwd: workspace.root,
                env,
                logPath: log.abs,
                secrets,
                attemptToken: token,
                // Where processes cannot be found by token, the group is recorded so that a resume can kill it.
                ...(host.ports.processes.findsByToken === false && spawned ? { onSpawn: (pgid) => spawned(pgid) } : {}),
                ...(onEvent ? { onOutput: (text) => onEvent({ type: 'stage_output', step: s.outputStep, ...(s.outputBranch !== undefined ? { branch: s.outputBranch } : {}), visit, attempt, text }) } : {}),
                ...(timeoutMinutes !== undefined ? { timeoutMs: Math.round(timeoutMinutes * 60_000) } : {}),
                ...(host.request.signal ? { signal: host.request.signal } : {}),
            }));
        host.stagesRan(1);
        const transcript = (0,process_transcript/* finishTranscript */.Kc)(log.abs, s.stage.agent !== undefined);
        if (result.interrupted) {
            // Not a verdict: the attempt is recorded failed and the step stays active, so a resume runs it again.
            const message = `run ${ctx.runId} ${interruption(host.request.signal)} during step ${s.label} (visit ${visit}, attempt ${attempt}); its process tree was killed (log: ${log.rel})`;
            const failed = { code: 'WORKFLOW_INTERRUPTED', message, result, log, visit, attempt };
            s.fail(failed, true);
            return { kind: 'interrupted', message, failed };
        }
        let verdict = judgeAttempt({ workflow: workflow.name, workspace, step: s.step, judging: s.stage.judging, result, output: s.output, before, log });
        if (s.stage.agent && result.spawnErrorCode === 'ENOENT') {
            // The CLI went away after the check before the run: the same clear stop, not "could not start".
            const missing = agentNotFound(s.step.id, s.stage.agent, 'spawn');
            verdict = { ok: false, code: missing.code, message: `${missing.message}. ${missing.hint ?? ''}`.trim() };
        }
        if (guard)
            verdict = guardedVerdict(workspace, workflow, s.step.id, guard, verdict);
        let breach;
        if (s.stage.agent) {
            const agent = s.stage.agent;
            const usage = agent.adapter.parseUsage(transcript);
            const limitExit = agent.adapter.turnLimitExitStatus;
            const stepBreach = attemptBreach(s.step, usage, limitExit !== undefined && result.exitCode === limitExit);
            const record = {
                visit,
                attempt,
                agent: agent.name,
                delegation,
                transcript: log.rel,
                prompt: promptFile?.rel ?? null,
                exit_status: result.exitCode,
                outcome: stepBreach ? 'WORKFLOW_BUDGET_EXCEEDED' : verdict.ok ? 'ok' : verdict.code,
                usage: spendOf(usage),
                ...(usage && Object.keys(usage.extra).length > 0 ? { reported: usage.extra } : {}),
            };
            host.apply({ event: 'agent_attempt', at: host.now(), record_on: s.recordOn.id, record });
            breach = stepBreach ?? workflowBreach(workflow, host.state());
            // A breach of the step's own limits, or any breach of a failed attempt, fails it; a run
            // budget spent by an accepted attempt stops the run after it is accepted.
            if (breach && (breach.scope === 'step' || !verdict.ok))
                verdict = { ok: false, code: 'WORKFLOW_BUDGET_EXCEEDED', message: breach.message };
        }
        if (verdict.ok)
            return { kind: 'accepted', accepted: { verdict, result, log, output: s.output, visit, attempt }, ...(breach ? { breach } : {}) };
        const failed = { code: verdict.code, message: verdict.message, result, log, visit, attempt };
        if (!fellBack && fallsBackToDirect(delegation, verdict.code)) {
            // Bounded delegation: one direct attempt at once, outside the retry budget.
            s.fail(failed, false);
            host.ports.onEvent?.({ type: 'note', message: `${s.label}: the delegated attempt ended with ${verdict.code}; running it directly` });
            fellBack = true;
            tries--;
            continue;
        }
        const final = !RETRYABLE.has(verdict.code) || tries >= maxAttempts;
        s.fail(failed, final);
        if (final)
            return { kind: 'failed', failed };
        const delayMs = Math.round((retry?.backoff_seconds ?? 0) * 1000 * 2 ** (tries - 1));
        host.ports.onEvent?.({ type: 'stage_retrying', step: s.label, attempt: attempt + 1, delayMs, reason: verdict.message });
        if (delayMs > 0)
            await host.ports.clock.sleep(delayMs);
    }
}
/** The result of an attempt whose process never started (it could not be prepared). */
const NOT_RUN = { exitCode: null, signal: null, timedOut: false, durationMs: 0 };

;// CONCATENATED MODULE: ./src/core/steps/process/agent-process.ts
// What every agent-driven step shares: the agent that runs it, its prompt (built per attempt,
// since a retry quotes the previous failure and bounded delegation changes the execution
// mode), and the argv of its adapter. The prompt travels on stdin, never in argv or a shell.


function prepareAgentProcess(setup, judging, next) {
    const agent = (0,registry/* resolveAgent */.cT)(setup.workflow, setup.step, setup.agents, setup.workspace);
    const promptFor = (a) => prompt_buildPrompt({
        workflow: setup.workflow,
        workspace: setup.workspace,
        step: setup.step,
        state: setup.state,
        bindings: setup.bindings,
        output: setup.output,
        delegation: a.delegation,
        previousFailure: a.previousFailure,
    });
    // Build it once now: a missing prompt file, skill or input stops the run before any process.
    promptFor({ delegation: 'direct', previousFailure: null });
    return {
        judging,
        agent,
        bounded: setup.workflow.execution.delegationMode === 'bounded',
        next,
        invocation(a) {
            const prompt = promptFor(a);
            const args = agent.adapter.argv({ model: agent.model, maxTurns: setup.step.def.max_turns, delegation: a.delegation, extraArgs: agent.extraArgs });
            return { command: agent.executable, args, stdin: prompt, prompt, env: { STAGEGATE_AGENT: agent.name, STAGEGATE_DELEGATION: a.delegation } };
        },
    };
}

;// CONCATENATED MODULE: ./src/core/steps/process/action.ts
// Action steps (action + on_complete): an instruction without declared output or gate. The
// agent exiting 0 is success; the run continues with on_complete.

const prepareActionStage = (setup) => prepareAgentProcess(setup, 'exit', setup.step.def.on_complete);

;// CONCATENATED MODULE: ./src/core/steps/process/agent.ts
// Agent stages (prompt / inline_instruction + output + statuses): gated exactly like shell
// stages: a fresh declared output ending in one WORKFLOW_GATE, routed by its status. Exit 0
// without a fresh output is STAGE_OUTPUT_MISSING, never success.

const prepareAgentStage = (setup) => prepareAgentProcess(setup, 'gate', undefined);

;// CONCATENATED MODULE: ./src/core/steps/process/resolver.ts
// Resolvers (retry_step / on_success, no statuses): entered only after a gate routed here, with
// blocking_artifact, blocking_qids and blocking_retry_step persisted first (transition.ts); they
// receive those as inputs and, on success (exit 0), return only to the retry step. The
// blocking_* fields are cleared when that retry step later passes.

const prepareResolverStage = (setup) => {
    const { step, state } = setup;
    // A resolver returns to the step that was blocked, never elsewhere.
    const retry = state.blocking_retry_step ?? step.def.retry_step ?? step.def.on_success;
    return prepareAgentProcess(setup, 'exit', retry);
};

;// CONCATENATED MODULE: ./src/core/steps/process/shell.ts
// Shell stages (`run:`): bash with the script as one argv element; gated by output + gate.




const prepareShellStage = ({ workflow, step, bindings }) => {
    let command;
    try {
        // An optional input that was not given is the empty word in run: text.
        command = (0,stage_command/* buildShellCommand */.MX)(step, withAbsent(bindings, absentOptionalInputs(workflow, bindings), ''));
    }
    catch (error) {
        if (!(error instanceof placeholders/* PlaceholderError */.ik))
            throw error;
        throw new run_errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `run: of step ${step.id} uses ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`);
    }
    return { judging: 'gate', agent: undefined, bounded: false, next: undefined, invocation: () => ({ command: command.command, args: command.args, env: command.env }) };
};

;// CONCATENATED MODULE: ./src/core/steps/process/kinds.ts




const PROCESS_STAGES = {
    shell: prepareShellStage,
    agent: prepareAgentStage,
    action: prepareActionStage,
    resolver: prepareResolverStage,
};
/** The preparation of a kind that runs a process, or undefined. */
function processStageFor(kind) {
    return PROCESS_STAGES[kind];
}

;// CONCATENATED MODULE: ./src/core/steps/process/revisions.ts
// An action or resolver step may revise accepted artifacts (4.0's "revise" actions correct the
// artifact a verifier found defects in). When such a step succeeds, every accepted artifact it
// changed is re-recorded with its new digest and `revised_by`, so a later resume does not
// mistake the revision for tampering. Stages that run after it must re-verify it.


function revisedArtifacts(state, workspace, stepId) {
    const out = {};
    for (const [owner, artifact] of Object.entries(state.artifacts)) {
        const p = workspace.tryResolve(artifact.path);
        if (!p)
            continue;
        let size;
        try {
            const st = (0,external_node_fs_.statSync)(p.abs);
            if (!st.isFile())
                continue;
            size = st.size;
        }
        catch {
            continue;
        }
        const sha256 = sha256File(p.abs);
        if (sha256 !== artifact.sha256)
            out[owner] = { ...artifact, sha256, size, revised_by: stepId };
    }
    return out;
}

;// CONCATENATED MODULE: ./src/core/steps/process/run.ts
// Steps that run a process — shell stages, agent stages, actions and resolvers — as a sequential
// step of the run: prepared once, then the attempt loop (run/attempts.ts); the step records its
// attempts, its accepted gate (or exit) and its failure on its own step record.











function stopped(host, code, message) {
    host.apply({ event: 'stopped', at: host.now(), code, message });
    host.commit();
    return code;
}
/** Run a step that runs a process. Returns the stop code, or undefined to go on. */
async function runProcessStep(host, step) {
    const bindings = stepBindings(host.ctx.bindings, step, host.state());
    let output;
    let stage;
    try {
        // An output needing a value nothing provides is recorded like any stop.
        output = resolveOutput(step, bindings, host.workspace);
        stage = processStageFor(step.kind)({ workflow: host.workflow, workspace: host.workspace, step, state: host.state(), bindings, output, agents: host.request.agents ?? {} });
    }
    catch (error) {
        if (!(0,run_errors/* isStagegateError */.W)(error))
            throw error;
        return stopped(host, error.code, error.message);
    }
    const finished = (ok, flight, result, log, r) => {
        const state = host.state();
        host.ports.onEvent?.({
            type: 'stage_finished',
            step: step.id,
            visit: flight.visit,
            attempt: flight.attempt,
            ok,
            ...(r.gateStatus !== undefined ? { gateStatus: r.gateStatus } : {}),
            ...(r.code !== undefined ? { code: r.code } : {}),
            ...(r.next !== undefined ? { next: r.next } : {}),
            durationMs: result.durationMs,
            completed: state.completed_steps.length,
            totalSteps: host.workflow.steps.size,
            logPath: log,
        });
    };
    const subject = {
        step,
        recordOn: step,
        label: step.id,
        outputStep: step.id,
        logStem: step.id,
        envStep: step.id,
        extraEnv: {},
        bindings,
        output,
        stage,
        peek: () => {
            // Computed, not applied: the runner's state is changed only through host.apply.
            const flight = nextAttempt(host.state(), step.id);
            return { visit: flight.visit, attempt: flight.attempt, previousFailure: previousFailureOf(host.state(), step.id) };
        },
        begin: (token) => {
            host.apply({ event: 'attempt_started', at: host.now(), step: step.id, visit: 0, attempt: 0, token });
        },
        spawned: (pgid) => {
            host.apply({ event: 'attempt_group', at: host.now(), step: step.id, pgid });
            host.commit();
        },
        fail: (f) => {
            host.apply({ event: 'attempt_failed', at: host.now(), step: step.id, code: f.code, message: f.message, exit_status: f.result.exitCode, signal: f.result.signal, duration_ms: f.result.durationMs, log: f.log.rel });
            host.commit();
            finished(false, f, f.result, f.log.rel, { code: f.code });
        },
    };
    const end = await runAttempts(host, subject);
    if (end.kind === 'spent')
        return stopped(host, 'WORKFLOW_BUDGET_EXCEEDED', end.breach.message);
    // Cancelled: the interrupted attempt (if one ran) is recorded failed; the step stays active.
    if (end.kind === 'interrupted')
        return stopped(host, 'WORKFLOW_INTERRUPTED', `${end.message}; the step stays active and runs again on resume`);
    if (end.kind === 'failed')
        return run_routeFailure(host, step, end.failed.code);
    const a = end.accepted;
    const stopAfter = host.stopsAfter(step.id);
    let stop;
    if (a.verdict.gate) {
        const gate = a.verdict.gate;
        const evidence = a.verdict.evidence ?? a.output;
        const { size, sha256 } = run_digestOf(evidence);
        const applied = host.apply({
            event: 'gate_accepted',
            at: host.now(),
            step: step.id,
            visit: a.visit,
            attempt: a.attempt,
            gate,
            artifact: { path: evidence.rel, sha256, size },
            exit_status: a.result.exitCode ?? 0,
            duration_ms: a.result.durationMs,
            log: a.log.rel,
            present: host.present(conditionalInputs(step.def.statuses)),
            stop_after: stopAfter,
            to: null,
            stop: null,
        });
        stop = applied.stop;
        // code: the stop the transition ends in (a loop limit or a stall refuses it: never "→ end").
        finished(true, a, a.result, a.log.rel, { gateStatus: gate.status, next: applied.state.active_step, ...(stop !== undefined ? { code: stop } : {}) });
    }
    else {
        const applied = host.apply({
            event: 'exit_accepted',
            at: host.now(),
            step: step.id,
            to_target: stage.next,
            exit_status: a.result.exitCode ?? 0,
            duration_ms: a.result.durationMs,
            log: a.log.rel,
            stop_after: stopAfter,
            revised: revisedArtifacts(host.state(), host.workspace, step.id),
            to: null,
            stop: null,
        });
        stop = applied.stop;
        finished(true, a, a.result, a.log.rel, { gateStatus: 'exit 0', next: applied.state.active_step, ...(stop !== undefined ? { code: stop } : {}) });
    }
    // Committed with the next stage's start, or with the run's end.
    if (stop === undefined && end.breach)
        return stopped(host, 'WORKFLOW_BUDGET_EXCEEDED', end.breach.message);
    return stop;
}
function run_digestOf(file) {
    return { size: (0,external_node_fs_.statSync)(file.abs).size, sha256: sha256File(file.abs) };
}
/** A failure that used up its attempts: follow the step's on_failure, if it has one. */
function run_routeFailure(host, step, code) {
    const target = step.def.on_failure;
    if (target === undefined || !ROUTABLE_FAILURES.has(code) || failureTarget(step) === undefined)
        return code;
    const applied = host.apply({ event: 'failure_routed', at: host.now(), step: step.id, code, stop_after: host.stopsAfter(step.id), to: null, stop: null });
    host.commit();
    host.ports.onEvent?.({ type: 'note', message: `${step.id}: ${code}; on_failure -> ${target === 'skip' ? `skip, on_skip -> ${step.def.on_skip ?? '-'}` : target}` });
    return applied.stop;
}

;// CONCATENATED MODULE: ./src/core/steps/decision/run.ts
// Decision steps: route on GitHub-style expressions over the run's context. Nothing runs:
// the branches are evaluated in order, the first truthy `if` wins, else `else`. Pure: the
// runner persists the result (stages/decision transition) in one atomic state write.




/** The context an expression sees: bound inputs, every step's record, visits and the run id. */
function decisionContext(state, workflow, inputs) {
    const steps = {};
    const visits = {};
    for (const id of workflow.steps.keys()) {
        const r = stepRecord(state, id);
        visits[id] = r?.visits ?? 0;
        steps[id] = {
            status: r?.status ?? 'pending',
            output: r?.output ?? null,
            visits: r?.visits ?? 0,
            gate: r?.gate ? JSON.parse(JSON.stringify(r.gate)) : null,
        };
    }
    return { inputs: { ...inputs }, steps, visits, run: { id: state.run_id } };
}
/**
 * Evaluate the branches of a decision step. Throws WORKFLOW_CONTRACT_INVALID when an expression
 * does not compile (the validator reports that first) or fails to evaluate (e.g. fromJSON of
 * a value that is not JSON).
 */
function decide(step, visit, context) {
    const branches = [];
    const list = step.def.decide ?? [];
    for (let i = 0; i < list.length; i++) {
        const b = list[i];
        if (!('if' in b))
            return { to: b.else, record: { step: step.id, visit, branches, chosen: 'else', to: b.else } };
        const compiled = compileExpression(b.if);
        if (!compiled.ok)
            throw contractError(step, b.if, `does not compile: ${compiled.message}`);
        let ev;
        try {
            ev = evaluateExpression(compiled, context);
        }
        catch (error) {
            // e.g. fromJSON of a value that is not JSON: the workflow's expression, not a stagegate bug.
            throw contractError(step, b.if, `failed: ${error.message}`);
        }
        branches.push({ expression: b.if, value: ev.value, truthy: ev.truthy, seen: ev.seen });
        if (ev.truthy)
            return { to: b.to, record: { step: step.id, visit, branches, chosen: i, to: b.to } };
    }
    throw new run_errors/* StagegateError */.q('WORKFLOW_CONTRACT_INVALID', `decision ${step.id}: no branch matched and there is no else`, { hint: 'Add a last branch - else: <step | DONE | BLOCKED> (stagegate validate reports DECISION_ELSE_MISSING).' });
}
function contractError(step, expression, what) {
    return new run_errors/* StagegateError */.q('WORKFLOW_CONTRACT_INVALID', `decision ${step.id}: expression '${expression}' ${what}`, { hint: 'Fix the expression (stagegate validate checks its syntax and context names), then resume.' });
}
/** inputs.<name> of a decision: the workflow's declared inputs as bound (defaults resolved). */
function decisionInputs(host) {
    const out = {};
    for (const name of declaredInputs(host.workflow)) {
        const v = host.ctx.bindings.get(name);
        if (v !== undefined)
            out[name] = v;
    }
    return out;
}
/** A decision step in the run: nothing runs; evaluate its branches, record the decision and follow it. */
function runDecisionStep(host, step) {
    const visit = Math.max(1, stepRecord(host.state(), step.id)?.visits ?? 1);
    let outcome;
    try {
        outcome = decide(step, visit, decisionContext(host.state(), host.workflow, decisionInputs(host)));
    }
    catch (error) {
        // An expression that fails (e.g. fromJSON of non-JSON) is recorded like any stop; the decision stays active.
        if (!(0,run_errors/* isStagegateError */.W)(error))
            throw error;
        host.apply({ event: 'stopped', at: host.now(), code: error.code, message: error.message });
        host.commit();
        return error.code;
    }
    const applied = host.apply({ event: 'decision_taken', at: host.now(), step: step.id, outcome, stop_after: host.stopsAfter(step.id) });
    host.commit();
    host.ports.onEvent?.({ type: 'note', message: `${step.id}: decision -> ${outcome.to} (${outcome.record.chosen === 'else' ? 'else' : `if ${outcome.record.branches[outcome.record.chosen].expression}`})` });
    return applied.stop;
}

;// CONCATENATED MODULE: ./src/core/steps/hand-off/run.ts

function runHandOffStep(host, step) {
    // The instruction as people read it (an absent optional input reads "(not given)").
    const instruction = step.def.instruction !== undefined ? renderInstruction(step.def.instruction, host.workflow, host.ctx.bindings) : undefined;
    const applied = host.apply({ event: 'hand_off', at: host.now(), step: step.id, ...(instruction !== undefined ? { instruction } : {}) });
    host.commit();
    host.ports.onEvent?.({ type: 'note', message: `${step.id}: hand-off (${applied.stop}): ${instruction ?? ''}` });
    return applied.stop;
}

;// CONCATENATED MODULE: ./src/core/steps/child/run.ts
// child_workflow steps and composite phases: the parent resolves the child's inputs, records the
// step in flight (with where the child's run lives), then runs the child workflow in-process
// through the same run entry and ports, with its own state file, run root and lock. The child's
// outcome is routed through the step's statuses (docs/workflow-format.md#child-workflows).
//
// Crash safety: the child step is persisted in flight before the child starts. A resume re-enters
// the step; on the same visit the child is resumed (never started fresh a second time once its
// fresh state exists), so completed stages of parent and child never run again.










/** How deep children may nest (parent -> child -> grandchild ...). */
const MAX_CHILD_DEPTH = 8;
function fail(code, message, hint) {
    throw new run_errors/* StagegateError */.q(code, message, hint !== undefined ? { hint } : {});
}
/** The child's workflow file and inputs, resolved against the parent's bindings (every one explicitly). */
function prepare(host, step) {
    return resolveChildInvocation(host.workflow, host.workspace, host.ctx.bindings, host.state(), step);
}
/**
 * The child's workflow file and inputs for a child_workflow step or phase of `parent`, from the
 * run's bindings and state (plan shows the same): each child input resolves against the parent
 * once; one bound to an optional input this run was not given is not passed.
 */
function resolveChildInvocation(parent, workspace, runBindings, state, step) {
    // The parent's bindings (not the step's own inputs: each child input resolves against the parent once).
    const bindings = stepBindings(runBindings, { ...step, def: { ...step.def, inputs: {} } }, state);
    const resolve = (text, what) => {
        try {
            return (0,placeholders/* substitute */.V2)(text, bindings);
        }
        catch (error) {
            if (!(error instanceof placeholders/* PlaceholderError */.ik))
                throw error;
            return fail('WORKFLOW_INPUT_REQUIRED', `${what} of step ${step.id} needs ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, `Pass ${error.missing.map((m) => `${m}=<value>`).join(' ')}.`);
        }
    };
    const file = workspace.resolve(resolve(step.def.child_workflow, 'child_workflow'), `child workflow of step ${step.id}`).rel;
    const inputs = {};
    // A child input bound to an optional input this run was not given is not passed: the child
    // sees it absent too (never an empty or invented value).
    const absent = absentOptionalInputs(parent, runBindings);
    const phase = phaseOf(step);
    if (phase) {
        for (const name of phase.passInputs) {
            const value = runBindings.get(name);
            if (value !== undefined && !absent.has(name))
                inputs[name] = value;
        }
        for (const [name, value] of Object.entries(phase.derivedInputs)) {
            const text = (0,placeholders/* scalarToString */.Vu)(value);
            if (text !== undefined && !usesAbsent(text, absent))
                inputs[name] = resolve(text, `derived input ${name}`);
        }
    }
    else {
        for (const [name, value] of Object.entries(step.def.inputs ?? {})) {
            const text = (0,placeholders/* scalarToString */.Vu)(value);
            if (text !== undefined && !usesAbsent(text, absent))
                inputs[name] = resolve(text, `input ${name}`);
        }
    }
    return { file, inputs };
}
/** Refuse a workflow that would run itself again, or a chain of children deeper than MAX_CHILD_DEPTH. */
function checkRecursion(host, step, file, located) {
    const chain = chainOf(host);
    const names = [...chain.map((a) => a.workflowFile), file].join(' -> ');
    if (chain.some((a) => a.workflowFile === file)) {
        fail('WORKFLOW_CONTRACT_INVALID', `child workflow step ${step.id} would run ${file}, which is already running above it (${names}): workflows must not include themselves`, 'Break the cycle: a child workflow must not (directly or through its own children) run a workflow that runs it.');
    }
    if (located && chain.some((a) => a.statePath === located.statePath)) {
        fail('WORKFLOW_CONTRACT_INVALID', `child workflow step ${step.id} would keep its state in ${located.statePath}, the state file of a run above it`, 'Give the child a state_path (or inputs, e.g. its run_id) of its own.');
    }
    if (chain.length >= MAX_CHILD_DEPTH) {
        fail('WORKFLOW_CONTRACT_INVALID', `child workflow step ${step.id} would nest workflows ${chain.length + 1} deep (at most ${MAX_CHILD_DEPTH}): ${names}`, 'Flatten the chain of child workflows.');
    }
}
/** The runs above the child: this run's ancestors and this run. */
function chainOf(host) {
    return [...host.ancestry, { workflowFile: host.workflow.file, statePath: host.ctx.statePath.rel, runRoot: host.ctx.runRoot.rel }];
}
/** The child's events, told as the parent's: steps are named `<child step>/<step>`. */
function childPorts(ports, step) {
    const emit = ports.onEvent;
    if (!emit)
        return ports;
    const onEvent = (event) => {
        if (event.type === 'run_started') {
            emit({ type: 'note', message: `${step.id}: child workflow ${event.workflow} run ${event.runId} (${event.resumed ? 'resumed' : event.mode}) — state ${event.statePath}` });
        }
        else if (event.type === 'note') {
            emit({ ...event, message: `${step.id}/${event.message}` });
        }
        else {
            emit({ ...event, step: `${step.id}/${event.step}` });
        }
    };
    return { ...ports, onEvent };
}
/** Run one attempt of a child_workflow step (or phase). Returns the stop code, or undefined to go on. */
async function runChildStep(host, step) {
    const started = host.clock();
    const previous = stepRecord(host.state(), step.id)?.child;
    const flight = host.apply({ event: 'attempt_started', at: host.now(), step: step.id, visit: 0, attempt: 0 }).state.in_flight;
    let child;
    let outcome;
    try {
        const { file, inputs } = prepare(host, step);
        checkRecursion(host, step, file);
        // Locate the child's run (read only) to know its state, and whether a fresh start happened.
        const childWorkflow = loadAndCheck(host.workspace, file);
        const located = resolveRunContext(childWorkflow, host.workspace, { tokens: inputs, undeclared: 'keep' }, host.ports.clock.now(), { readOnly: true, ancestorRunRoots: chainOf(host).map((a) => a.runRoot) });
        checkRecursion(host, step, file, { statePath: located.statePath.rel });
        const exec = step.def.execution;
        // Without an execution override on the step, the child runs fresh when its own workflow says
        // so, or when this run is a fresh run and the child's run id is bound (a fresh parent reuses
        // no verdict of an earlier child run either).
        const configuredFresh = exec?.execution_mode === 'fresh' ||
            exec?.ignore_previous_completion === true ||
            (exec?.execution_mode === undefined &&
                exec?.ignore_previous_completion === undefined &&
                (childWorkflow.execution.executionMode === 'fresh' || childWorkflow.execution.ignorePreviousCompletion || (host.state().execution_mode === 'fresh' && inputs['run_id'] !== undefined)));
        const existingCreated = located.existing.kind === 'ok' ? located.existing.state.created_at : null;
        let mode = configuredFresh ? 'fresh' : 'resume';
        let freshBase = existingCreated;
        if (previous && previous.visit === flight.visit && previous.mode === 'fresh' && configuredFresh) {
            // A retry on the same visit: the fresh run this visit started is resumed once it exists.
            freshBase = previous.fresh_base;
            if (existingCreated !== null && existingCreated !== previous.fresh_base)
                mode = 'resume';
        }
        child = {
            workflow_file: file,
            run_id: located.runIdGenerated ? null : located.runId,
            state_path: located.statePath.rel,
            manifest_path: located.manifestPath.rel,
            run_root: located.runRoot.rel,
            mode: configuredFresh ? 'fresh' : 'resume',
            invoked_as: mode,
            fresh_base: freshBase,
            visit: flight.visit,
            status: 'IN_PROGRESS',
            artifacts: [],
        };
        host.apply({ event: 'child_recorded', at: host.now(), step: step.id, child });
        // In flight before the child starts: a crash from here on re-enters this step on resume. The
        // commit projects this run's state and manifest too: a child may name them as evidence
        // (Downstream stages resolve inputs from them).
        host.commit();
        // --allow-workflow-change applies to the children of the run too (their digests are checked on resume).
        const invocation = { tokens: inputs, undeclared: 'keep', mode, ignorePreviousCompletion: mode === 'fresh', ...(host.request.invocation.allowWorkflowChange === true ? { allowWorkflowChange: true } : {}), ...sourcePolicyOf(host) };
        outcome = await host.runChild({
            workspace: host.request.workspace,
            workflowFile: file,
            invocation,
            env: host.request.env,
            ...(host.request.commandName !== undefined ? { commandName: host.request.commandName } : {}),
            ...(host.request.agents !== undefined ? { agents: host.request.agents } : {}),
            ...(host.request.signal !== undefined ? { signal: host.request.signal } : {}),
            ...(host.request.invocationToken !== undefined ? { invocationToken: host.request.invocationToken } : {}),
            ancestry: chainOf(host),
        }, childPorts(host.ports, step));
    }
    catch (error) {
        if (!(0,run_errors/* isStagegateError */.W)(error))
            throw error;
        const t = host.apply({ event: 'child_failed', at: host.now(), step: step.id, code: error.code, message: `child workflow step ${step.id}: ${error.message}`, duration_ms: host.clock() - started });
        host.commit();
        return t.stop;
    }
    host.stagesRan(outcome.stagesRun);
    const childState = outcome.state;
    child = {
        ...child,
        run_id: outcome.runId ?? child.run_id,
        state_path: outcome.statePath ?? child.state_path,
        manifest_path: outcome.manifestPath ?? child.manifest_path,
        run_root: outcome.runRoot ?? child.run_root,
        status: outcome.status,
        artifacts: childState ? Object.values(childState.artifacts).map((a) => ({ path: a.path, sha256: a.sha256, step: a.step, gate_status: a.gate_status })) : child.artifacts,
    };
    host.apply({ event: 'child_recorded', at: host.now(), step: step.id, child });
    const durationMs = host.clock() - started;
    const at = host.now();
    const label = `child workflow step ${step.id} (${child.workflow_file}, run ${child.run_id ?? '-'})`;
    const finished = childState !== undefined && outcome.activeStep === null;
    let t;
    let routed = false;
    if (finished) {
        const phase = phaseOf(step);
        routed = step.def.statuses !== undefined && Object.prototype.hasOwnProperty.call(step.def.statuses, outcome.status);
        if (routed) {
            t = host.apply({ event: 'child_routed', at, step: step.id, child_status: outcome.status, present: host.present(conditionalInputs(step.def.statuses)), duration_ms: durationMs, stop_after: host.stopsAfter(step.id), to: null, stop: null });
        }
        else if (phase) {
            t = host.apply({ event: 'phase_stopped', at, step: step.id, child_status: outcome.status, required: phase.requireTerminalStatus });
        }
        else {
            const allowed = Object.keys(step.def.statuses ?? {}).join(', ');
            t = host.apply({ event: 'child_failed', at, step: step.id, code: 'WORKFLOW_STATUS_CONTRACT_VIOLATION', message: `${label} ended ${outcome.status}, which the workflow does not route (allowed: ${allowed})`, duration_ms: durationMs });
        }
    }
    else if (childState !== undefined && outcome.status === 'PARTIAL_RESUMABLE') {
        t = host.apply({ event: 'child_paused', at, step: step.id, message: `${label} paused: ${outcome.message}; resume this run to continue the child` });
    }
    else {
        t = host.apply({ event: 'child_failed', at, step: step.id, code: outcome.status, message: `${label}: ${outcome.message}`, duration_ms: durationMs });
    }
    host.commit();
    host.ports.onEvent?.({
        type: 'stage_finished',
        step: step.id,
        visit: flight.visit,
        attempt: flight.attempt,
        ok: routed,
        gateStatus: outcome.status,
        ...(t.stop !== undefined ? { code: t.stop } : {}),
        next: t.state.active_step,
        durationMs,
        completed: t.state.completed_steps.length,
        totalSteps: host.workflow.steps.size,
    });
    return t.stop;
}

;// CONCATENATED MODULE: ./src/core/steps/foreach/order.ts
// Item order: registry order, or dependencies first (dependency_topological) with registry order
// breaking ties, so the order is deterministic. A dependency cycle is never broken by guessing:
// it stops the foreach with WORKFLOW_BLOCKED_DEPENDENCY_CYCLE, naming the cycle.

/** One dependency cycle among `items`, as ids (first id repeated at the end), or undefined. */
function findCycle(items) {
    const byId = new Map(items.map((i) => [i.id, i]));
    const state = new Map();
    for (const root of items) {
        if (state.has(root.id))
            continue;
        // Iterative DFS: a long dependency chain cannot overflow the stack.
        const path = [{ id: root.id, next: 0 }];
        state.set(root.id, 'open');
        while (path.length > 0) {
            const frame = path[path.length - 1];
            const deps = byId.get(frame.id).depends_on;
            if (frame.next < deps.length) {
                const dep = deps[frame.next++];
                if (!byId.has(dep))
                    continue;
                const s = state.get(dep);
                if (s === 'open') {
                    const start = path.findIndex((f) => f.id === dep);
                    return [...path.slice(start).map((f) => f.id), dep];
                }
                if (s === undefined) {
                    state.set(dep, 'open');
                    path.push({ id: dep, next: 0 });
                }
                continue;
            }
            state.set(frame.id, 'done');
            path.pop();
        }
    }
    return undefined;
}
/** Items in the order they are worked on. Throws WORKFLOW_BLOCKED_DEPENDENCY_CYCLE on a cycle. */
function orderItems(items, order, where) {
    const cycle = findCycle(items);
    if (cycle) {
        // A cycle is reported whatever the order: deferred items would wait for each other forever.
        throw new run_errors/* StagegateError */.q('WORKFLOW_BLOCKED_DEPENDENCY_CYCLE', `the items of ${where} depend on each other in a cycle: ${cycle.join(' -> ')}`, {
            hint: 'Break the cycle in the registry\'s dependency column, then resume.',
        });
    }
    if (order === 'registry')
        return [...items];
    // Kahn's algorithm; the ready set is kept sorted by registry position.
    const position = new Map(items.map((item, i) => [item.id, i]));
    const pending = new Map(items.map((i) => [i.id, new Set(i.depends_on)]));
    const dependents = new Map();
    for (const item of items)
        for (const dep of item.depends_on)
            (dependents.get(dep) ?? dependents.set(dep, []).get(dep)).push(item.id);
    const ready = [];
    const insert = (index) => {
        let lo = 0;
        let hi = ready.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (ready[mid] < index)
                lo = mid + 1;
            else
                hi = mid;
        }
        ready.splice(lo, 0, index);
    };
    items.forEach((item, i) => {
        if (item.depends_on.length === 0)
            ready.push(i);
    });
    const out = [];
    while (ready.length > 0) {
        const item = items[ready.shift()];
        out.push(item);
        for (const d of dependents.get(item.id) ?? []) {
            const waiting = pending.get(d);
            waiting.delete(item.id);
            if (waiting.size === 0)
                insert(position.get(d));
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/core/steps/foreach/item-workflow.ts


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
/** The per_item machine of `step` as a workflow of its own (name and digest: the parent's, so gates name the parent workflow). */
function itemWorkflow(spec) {
    const { parent, step } = spec;
    const perItem = step.def.per_item ?? {};
    const positions = parent.source.keyPositions([...step.path, 'per_item']);
    const steps = new Map();
    const defs = {};
    for (const [id, raw] of Object.entries(perItem)) {
        const def = itemStepDef(raw);
        const kind = classifyStep(def).kind ?? 'shell';
        const position = positions.get(id) ?? { line: step.line, column: step.column };
        steps.set(id, { id, kind, def, path: [...step.path, 'per_item', id], line: position.line, column: position.column });
        defs[id] = def;
    }
    if (!steps.has(DEFER_ARTIFACT)) {
        const def = { instruction: 'The item is deferred until its dependencies are VERIFIED.', terminal_status: ITEM_DEFERRED };
        steps.set(DEFER_ARTIFACT, { id: DEFER_ARTIFACT, kind: 'instruction', def, path: [...step.path, 'per_item'], line: step.line, column: step.column });
        defs[DEFER_ARTIFACT] = def;
    }
    // artifact_root would make the item run share the parent's run root (and manifest); inputs named
    // *_path/*_artifact would be checked as files: item values reach stages as placeholders anyway.
    const optional = spec.inputNames.filter((n) => n !== 'artifact_root' && (!isArtifactInput(n) || parent.inputs.optional.includes(n) || parent.inputs.required.includes(n) || Object.hasOwn(parent.inputs.defaults, n)));
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
        // An item run never starts fresh by itself: a revisit gets a new state file instead.
        execution: { ...parent.execution, executionMode: 'resume', ignorePreviousCompletion: false },
    };
}

;// CONCATENATED MODULE: ./src/core/steps/foreach/registry-status.ts
// After an item is verified the runner marks its registry row: status_field := VERIFIED (4.0:
// "update registry status after each verified item"; prompts are told not to edit the registry).
// Only that one cell changes: in a Markdown table the cell's text inside the row's pipes, in a
// YAML list the row's key (comments and layout kept), in a JSON array the object's key. The file
// is replaced atomically. A Markdown registry without the status column is left as it is.




const VERIFIED = 'VERIFIED';
/** Positions of the unescaped pipes of a table line. */
function pipePositions(line) {
    const out = [];
    for (let i = 0; i < line.length; i++) {
        if (line[i] === '\\' && line[i + 1] === '|')
            i++;
        else if (line[i] === '|')
            out.push(i);
    }
    return out;
}
/** The table line with cell `column` set to `value` (its surrounding spaces kept); undefined if the line has no such cell. */
function setMarkdownCell(line, column, value) {
    const pipes = pipePositions(line);
    const leading = line.trimStart().startsWith('|');
    // Cell k lies between the k-th and (k+1)-th pipe (a line may omit the outer pipes).
    const bounds = [];
    const starts = leading ? pipes : [-1, ...pipes];
    for (let k = 0; k < starts.length; k++) {
        const from = starts[k] + 1;
        const to = k + 1 < starts.length ? starts[k + 1] : line.length;
        if (from <= line.length)
            bounds.push([from, to]);
    }
    const cell = bounds[column];
    if (!cell)
        return undefined;
    const text = line.slice(cell[0], cell[1]);
    const escaped = value.replace(/\|/g, '\\|');
    if (text.trim() === '')
        return `${line.slice(0, cell[0])} ${escaped} ${line.slice(cell[1])}`;
    const before = /^\s*/.exec(text)[0];
    const after = /\s*$/.exec(text)[0];
    return line.slice(0, cell[0]) + before + escaped + after + line.slice(cell[1]);
}
/** Set the status of item `id` in the registry text; returns the new text, or undefined when nothing changes. */
function withItemStatus(text, format, idField, statusField, id, status) {
    const { text: next, changed } = withItemsStatus(text, format, idField, statusField, new Set([id]), status);
    return changed.length > 0 ? next : undefined;
}
/**
 * Set the status of every item of `ids` in the registry text, reading it once (a batch of rows
 * costs one parse, not one per row). Returns the new text and the ids whose rows changed, in row
 * order; a row already at `status`, or without the status cell, is left as it is.
 */
function withItemsStatus(text, format, idField, statusField, ids, status, parsed) {
    const changed = [];
    if (ids.size === 0)
        return { text, changed };
    if (format === 'markdown') {
        // `parsed`: the same text's table, when the caller has read it already.
        const table = parsed ?? parseMarkdownTable(text, '', idField);
        const column = table.columns.indexOf(statusField);
        if (column < 0)
            return { text, changed };
        let lines;
        for (const row of table.rows) {
            const id = row.fields.get(idField);
            if (id === undefined || !ids.has(id) || row.fields.get(statusField) === status)
                continue;
            lines ??= text.split('\n');
            const raw = lines[row.line - 1];
            const cr = raw.endsWith('\r') ? '\r' : '';
            const updated = setMarkdownCell(cr ? raw.slice(0, -1) : raw, column, status);
            if (updated === undefined)
                continue;
            lines[row.line - 1] = updated + cr;
            changed.push(id);
        }
        return { text: lines === undefined ? text : lines.join('\n'), changed };
    }
    if (format === 'json') {
        const data = JSON.parse(text);
        if (!Array.isArray(data))
            return { text, changed };
        for (const row of data) {
            if (typeof row !== 'object' || row === null)
                continue;
            const r = row;
            const id = String(r[idField] ?? '').trim();
            if (!ids.has(id) || r[statusField] === status)
                continue;
            r[statusField] = status;
            changed.push(id);
        }
        return { text: changed.length > 0 ? JSON.stringify(data, null, 2) + '\n' : text, changed };
    }
    const doc = (0,dist/* parseDocument */.Tp)(text);
    const root = doc.contents;
    if (!(0,dist/* isSeq */.oP)(root))
        return { text, changed };
    for (const [index, item] of root.items.entries()) {
        if (!(0,dist/* isMap */.jh)(item))
            continue;
        const idNode = item.get(idField, true);
        if (!(0,dist/* isScalar */.jn)(idNode))
            continue;
        const id = String(idNode.value).trim();
        if (!ids.has(id))
            continue;
        const current = item.get(statusField, true);
        if ((0,dist/* isScalar */.jn)(current) && current.value === status)
            continue;
        doc.setIn([index, statusField], status);
        changed.push(id);
    }
    return { text: changed.length > 0 ? doc.toString() : text, changed };
}
/**
 * Every row of a verified item shows VERIFIED: the rows not yet marked (marks made in batches, or
 * taken back by a power loss before an unflushed replacement reached the disk) are marked in one
 * write, fsync'd unless `durable: false`; when none is missing and `flush`, the file as it stands
 * is fsync'd. Returns the rows marked.
 */
function settleVerified(abs, rel, idField, statusField, verified, flush, options = {}) {
    const { text: original, format } = readRegistryText(abs, rel);
    const registry = parseRegistry(original, rel, format, idField);
    // A Markdown registry without the status column is never marked (a list row gets the key).
    if (format === 'markdown' && !registry.columns.includes(statusField))
        return flushed(abs, flush, []);
    const { text, changed } = withItemsStatus(original, format, idField, statusField, verified, VERIFIED, format === 'markdown' ? registry : undefined);
    if (changed.length === 0)
        return flushed(abs, flush, []);
    (0,atomic_write/* atomicWriteFile */.R)(abs, text, options);
    return changed;
}
/** `result`, after fsyncing the file as it stands when `flush`. */
function flushed(abs, flush, result) {
    if (!flush)
        return result;
    const fd = (0,external_node_fs_.openSync)(abs, 'r');
    try {
        (0,external_node_fs_.fsyncSync)(fd);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    return result;
}

;// CONCATENATED MODULE: ./src/core/steps/foreach/run.ts
// foreach steps: read the registry once per visit of the step, order its items, then run one item
// at a time through the per_item state machine as an in-process sub-run (foreach/item-workflow.ts)
// with a state file of its own under <run root>/foreach/<step>/<item>/v<visit>/ (an item run:
// no lock or manifest of its own until it ends, runner.ts RunRequest.itemRun). The parent writes
// once per item: the item about to run together with how the one before it ended, so a crash
// anywhere resumes the item in flight (or records one whose run had ended) and never runs a
// verified item again. After the last item, completion.require is checked against the registry
// rows, then completion.on_complete.





















const run_NOT_PASSED = new Set([...CONTROL_NAMES, ...RUNNER_OWNED.filter((n) => n !== 'run_id')]);
/** The registry path, placeholders resolved, inside the workspace. */
function registryPath(host, step) {
    const template = step.def.foreach.source;
    let text;
    try {
        text = (0,placeholders/* substitute */.V2)(template, stepBindings(host.ctx.bindings, step, host.state()));
    }
    catch (error) {
        if (!(error instanceof placeholders/* PlaceholderError */.ik))
            throw error;
        throw new run_errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `foreach source of step ${step.id} needs ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
            hint: `Pass ${error.missing.map((m) => `${m}=<value>`).join(' ')}.`,
        });
    }
    return host.workspace.resolve(text, `foreach source of step ${step.id}`);
}
/** Read, bind and order the items of this visit. */
function loadRecord(host, step, visit) {
    const def = step.def.foreach;
    const source = registryPath(host, step);
    const registry = readRegistry(source.abs, source.rel, def.id_field);
    const items = orderItems(itemsOf(registry, def), def.order ?? 'registry', `foreach step ${step.id} (${source.rel})`);
    return newRecord(visit, source.rel, registry.format, items);
}
/** Where the run of `item`'s visit `visit` lives (a shard of it too: core/shards). */
function itemStatePathIn(runRoot, stepId, item, visit) {
    return external_node_path_.posix.join(foreachRunsFolder(runRoot, stepId), item.slug, `v${visit}`, 'workflow_state.yaml');
}
function itemStatePath(host, step, item, visit) {
    return itemStatePathIn(host.ctx.runRoot.rel, step.id, item, visit);
}
/** The item run's events, told as the parent's: steps are named `<step>[<item>]/<per-item step>`. */
function itemPorts(ports, step, item) {
    const emit = ports.onEvent;
    if (!emit)
        return ports;
    const label = `${step.id}[${item.id}]`;
    const onEvent = (event) => {
        if (event.type === 'run_started')
            emit({ type: 'note', message: `${label}: item ${item.id}, visit ${item.visits} (${event.resumed ? 'resumed' : 'started'}) — state ${event.statePath}` });
        else if (event.type === 'note')
            emit({ ...event, message: `${label}/${event.message}` });
        else
            emit({ ...event, step: `${label}/${event.step}` });
    };
    return { ...ports, onEvent };
}
/** The per_item workflow model of an item's run (its state file is the item's own). */
function itemWorkflowFor(parent, step, item) {
    const names = [...declaredInputs(parent.workflow)].filter((n) => !run_NOT_PASSED.has(n));
    return itemWorkflow({ parent: parent.workflow, step, statePath: item.state_path, inputNames: [...names, ...Object.keys(item.bindings)] });
}
/** The run request of an item's run: the parent's values and the item's bindings, no lock of its own. */
function itemRunRequest(parent, step, item) {
    const tokens = {};
    for (const [name, value] of parent.bindings)
        if (!run_NOT_PASSED.has(name))
            tokens[name] = value;
    Object.assign(tokens, item.bindings);
    tokens['run_id'] = parent.runId;
    const { request } = parent;
    return {
        workspace: request.workspace,
        workflowFile: parent.workflow.file,
        workflowModel: itemWorkflowFor(parent, step, item),
        itemRun: true,
        invocation: { tokens, undeclared: 'keep', mode: 'resume', ...(request.invocation.allowWorkflowChange === true ? { allowWorkflowChange: true } : {}), ...sourcePolicyOf(parent) },
        env: request.env,
        ...(request.commandName !== undefined ? { commandName: request.commandName } : {}),
        ...(request.agents !== undefined ? { agents: request.agents } : {}),
        ...(request.signal !== undefined ? { signal: request.signal } : {}),
        ...(request.invocationToken !== undefined ? { invocationToken: request.invocationToken } : {}),
        ancestry: [...parent.ancestry, { workflowFile: parent.workflow.file, statePath: parent.statePath, runRoot: parent.runRoot }],
    };
}
function parentOf(host) {
    return { workflow: host.workflow, bindings: host.ctx.bindings, runId: host.ctx.runId, request: host.request, ancestry: host.ancestry, statePath: host.ctx.statePath.rel, runRoot: host.ctx.runRoot.rel };
}
async function runItem(host, step, item) {
    return host.runChild(itemRunRequest(parentOf(host), step, item), 
    // The item run is part of this run: it records this run's source commit (no git call per item).
    { ...itemPorts(host.ports, step, item), source: { sourceCommit: () => host.state().source_commit } });
}
/**
 * The item's folder is also its shard's (`run --shard`, core/shards): a leg running it there holds
 * its lock. The in-process run takes no lock of its own (the run's lock covers it) but never runs
 * an item a live leg holds; the leg checks the run's lock after taking its own, so the two never
 * both run it.
 */
function heldByShard(host, step, item, statePath) {
    const abs = host.workspace.resolve(statePath, `item run of ${item.id}`).abs;
    if (!RunLock.isHeld(`${abs}.lock`))
        return undefined;
    return `foreach step ${step.id}: item ${item.id} is running as a shard (${statePath}.lock is held by a live leg); resume once it ends, or merge it`;
}
/** Why the registry could not be marked, as FOREACH_REGISTRY_INVALID (a stage may have broken it). */
function markFailed(record, error, what) {
    if ((0,run_errors/* isStagegateError */.W)(error))
        throw error;
    const why = error.code ?? error.message.split('\n')[0];
    throw new run_errors/* StagegateError */.q('FOREACH_REGISTRY_INVALID', `${record.source}: cannot mark ${what} VERIFIED (${why})`, { hint: 'Restore the registry (a stage may have broken it), then resume.', location: { file: record.source } });
}
/**
 * Rows marked per registry rewrite: every item's row at once in a registry of up to
 * MARK_EVERY_ITEM_ROWS rows; in a larger one, in batches of rows / MARK_EVERY_ITEM_ROWS items, so
 * a foreach rewrites its registry at most about that many times in all — a rewrite per item
 * reads, parses and writes the whole file, which made a large foreach quadratic.
 */
const MARK_EVERY_ITEM_ROWS = 256;
function markBatchOf(rows) {
    return Math.max(1, Math.ceil(rows / MARK_EVERY_ITEM_ROWS));
}
/**
 * Mark the rows of the verified items VERIFIED in the registry (registry-status.ts), atomically
 * but not fsync'd: the parent's state records the items verified, and settleRows makes the
 * registry durable and level with it when the loop ends. True when the file changed.
 */
function markRows(host, step, record, verified) {
    const def = step.def.foreach;
    const source = host.workspace.resolve(record.source, `foreach source of step ${step.id}`);
    try {
        return settleVerified(source.abs, source.rel, def.id_field, statusFieldOf(def.status_field, step.def.completion?.require), verified, false, { durable: false }).length > 0;
    }
    catch (error) {
        return markFailed(record, error, verified.size === 1 ? `item '${[...verified][0]}'` : 'the rows of the verified items');
    }
}
/** After the last item (or when the loop stops): every verified item's row VERIFIED, on disk (a row not marked yet, or one a power loss took back, is marked now). */
function settleRows(host, step, record, flush, batched = new Set()) {
    const verified = new Set(record.items.filter((i) => i.status === 'verified').map((i) => i.id));
    if (verified.size === 0)
        return;
    const def = step.def.foreach;
    const source = host.workspace.resolve(record.source, `foreach source of step ${step.id}`);
    let again;
    try {
        again = settleVerified(source.abs, source.rel, def.id_field, statusFieldOf(def.status_field, step.def.completion?.require), verified, flush);
    }
    catch (error) {
        return markFailed(record, error, 'the rows of the verified items');
    }
    // Rows waiting for their batch are marked here as planned; any other is one a crash took back.
    const lost = again.filter((id) => !batched.has(id));
    if (lost.length > 0)
        host.ports.onEvent?.({ type: 'note', message: `${step.id}: registry rows marked VERIFIED again: ${lost.join(', ')}` });
}
/**
 * The registry may be an accepted output of an earlier step; the runner (marking rows) and stages
 * change it on purpose, so its recorded digest is brought up to date (revised_by: the foreach step)
 * with every write of the foreach's progress. Integrity exempts it only while the foreach is active.
 */
function reRecordRegistry(host, step, source, seen) {
    const state = host.state();
    let changed;
    for (const [owner, artifact] of Object.entries(state.artifacts)) {
        if (artifact.path !== source)
            continue;
        const p = host.workspace.tryResolve(source);
        if (!p)
            continue;
        let stats;
        try {
            stats = (0,external_node_fs_.statSync)(p.abs);
        }
        catch {
            continue;
        }
        const sha256 = seen ? seen.digest(p.abs, stats) : sha256File(p.abs);
        if (sha256 !== artifact.sha256)
            (changed ??= {})[owner] = { ...artifact, sha256, size: stats.size, revised_by: step.id };
    }
    if (changed)
        host.apply({ event: 'artifacts_revised', at: host.now(), artifacts: changed });
}
/**
 * The registry's digest between items, hashed again only when its file changed (another inode,
 * size or change time): hashing a large registry before every item made a foreach quadratic.
 * The step's end hashes it without this, so the digest it is held to afterwards is exact.
 */
class DigestMemo {
    last;
    digest(abs, stats) {
        const stamp = `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
        if (this.last?.path === abs && this.last.stamp === stamp)
            return this.last.sha256;
        const sha256 = sha256File(abs);
        this.last = { path: abs, stamp, sha256 };
        return sha256;
    }
}
/** Commit the step's end (the registry's digest brought up to date with it) and report it. */
function conclude(host, step, t, durationMs, flight) {
    const source = stepRecord(t.state, step.id)?.foreach?.source;
    // In the same commit as the transition: once the foreach is no longer active, the digest counts.
    if (source !== undefined)
        reRecordRegistry(host, step, source);
    host.commit();
    const state = host.state();
    const items = stepRecord(state, step.id)?.foreach?.items ?? [];
    const verified = items.filter((i) => i.status === 'verified').length;
    host.ports.onEvent?.({
        type: 'stage_finished',
        step: step.id,
        visit: flight.visit,
        attempt: flight.attempt,
        ok: t.stop === undefined || t.stop === 'WORKFLOW_COMPLETE' || t.stop === 'PARTIAL_RESUMABLE',
        gateStatus: `${verified}/${items.length} items verified`,
        ...(t.stop !== undefined ? { code: t.stop } : {}),
        next: state.active_step,
        durationMs,
        completed: state.completed_steps.length,
        totalSteps: host.workflow.steps.size,
    });
    return t.stop;
}
/** The first deferred item waiting on `id` (-1 when none): only items with dependencies can be. */
function revivedBy(record, id) {
    const items = record.items;
    for (let i = 0; i < items.length; i++)
        if (items[i].waiting_on.length > 0 && items[i].status === 'deferred' && items[i].waiting_on.includes(id))
            return i;
    return -1;
}
/**
 * The item to work on now: the one in flight first, else the first pending one at or after
 * `from` (no item before it is pending); -1 when none.
 */
function nextItem(record, from) {
    if (record.active_item !== null) {
        const i = record.items.findIndex((item) => item.id === record.active_item);
        if (i >= 0 && record.items[i].status === 'running')
            return i;
    }
    for (let i = from; i < record.items.length; i++) {
        const status = record.items[i].status;
        // One item at a time: an item is only running here after a crash, and then no pending item precedes it.
        if (status === 'pending' || status === 'running')
            return i;
    }
    return -1;
}
/** merge: the first item at or after `from` that is not finished and whose shard result is here; -1 when none. */
function nextMerged(record, from, results) {
    for (let i = from; i < record.items.length; i++) {
        const item = record.items[i];
        if ((item.status === 'pending' || item.status === 'running') && results.has(item.id))
            return i;
    }
    return -1;
}
/** Run (or continue) one attempt of a foreach step. Returns the stop code, or undefined to go on. */
async function runForeachStep(host, step) {
    // `stagegate merge`: the items' results come from shards that ran elsewhere (core/shards),
    // every one verified (and installed in the run root) before anything is applied; no item runs here.
    const intake = host.request.shards?.step === step.id ? host.request.shards : undefined;
    const results = intake?.accept(host, step);
    const started = host.clock();
    const elapsed = () => host.clock() - started;
    const flight = host.apply({ event: 'attempt_started', at: host.now(), step: step.id, visit: 0, attempt: 0 }).state.in_flight;
    const recordNow = () => stepRecord(host.state(), step.id).foreach;
    const end = (how, code, message) => conclude(host, step, host.apply({ event: 'foreach_ended', at: host.now(), step: step.id, how, code, message, duration_ms: elapsed() }), elapsed(), flight);
    // Verified items whose rows wait for their batch (markBatchOf); marked before the loop ends or stops.
    const batch = new Set();
    let marked = false;
    const flushBatch = () => {
        if (batch.size === 0)
            return;
        const ids = new Set(batch);
        batch.clear();
        try {
            if (markRows(host, step, recordNow(), ids))
                marked = true;
        }
        catch (error) {
            if (!(0,run_errors/* isStagegateError */.W)(error))
                throw error;
            host.ports.onEvent?.({ type: 'note', message: `${step.id}: ${error.message}` });
        }
    };
    const stopWith = (code, message) => {
        flushBatch();
        host.apply({ event: 'foreach_marked', at: host.now(), step: step.id, stopped: code });
        return end('stopped', code, message);
    };
    const previous = stepRecord(host.state(), step.id)?.foreach;
    try {
        if (!previous || previous.visit !== flight.visit)
            host.apply({ event: 'foreach_loaded', at: host.now(), step: step.id, record: loadRecord(host, step, flight.visit) });
        // A person resumed after every remaining item deferred: each deferred item gets one more visit.
        else if (previous.stopped === 'WORKFLOW_BLOCKED_ITEMS_DEFERRED')
            host.apply({ event: 'foreach_revived', at: host.now(), step: step.id });
    }
    catch (error) {
        if (!(0,run_errors/* isStagegateError */.W)(error))
            throw error;
        return end('stopped', error.code, `foreach step ${step.id}: ${error.message}`);
    }
    if (recordNow().stopped !== null)
        host.apply({ event: 'foreach_marked', at: host.now(), step: step.id, stopped: null });
    const finish = (index, item, e, outcome) => {
        host.apply({ event: 'item_finished', at: host.now(), step: step.id, index, item, end: e, outcome });
    };
    const markEvery = markBatchOf(recordNow().items.length);
    const digests = new DigestMemo();
    let cursor = 0;
    for (;;) {
        const index = results ? nextMerged(recordNow(), cursor, results) : nextItem(recordNow(), cursor);
        if (index < 0)
            break;
        // No item before it is pending: the next search starts after it (or at an item it revives).
        cursor = index + 1;
        const pending = recordNow().items[index];
        if (!results) {
            const held = heldByShard(host, step, pending, pending.status === 'running' && pending.state_path !== null ? pending.state_path : itemStatePath(host, step, pending, pending.visits + 1));
            if (held)
                return stopWith('WORKFLOW_LOCKED', held);
        }
        // One commit per item: the item about to run (running, with its state path) together with
        // how the one before it ended. A crash from here on continues this item's run; a crash
        // before it finds the previous item running, its run complete, which the resume records
        // without running anything again (its run resumes as finished).
        host.apply({ event: 'item_started', at: host.now(), step: step.id, index, item: pending.id, state_path: itemStatePath(host, step, pending, pending.visits + 1) });
        reRecordRegistry(host, step, recordNow().source, digests);
        host.commit();
        const item = recordNow().items[index];
        const result = results?.get(item.id);
        const outcome = result ? { status: result.outcome, message: `merged from shard ${result.folder}`, activeStep: null, state: result.state, stagesRun: 0 } : await runItem(host, step, item);
        if (result)
            intake.report.merged.push(item.id);
        host.stagesRan(outcome.stagesRun);
        const finished = outcome.state !== undefined && outcome.activeStep === null;
        const label = `item ${item.id} of foreach step ${step.id} (state ${item.state_path})`;
        if (finished && outcome.status === 'WORKFLOW_COMPLETE') {
            // The row (with its batch) first, then the record: a crash between finds the item running,
            // its run complete; a row whose batch was not written yet is marked when the loop ends.
            batch.add(item.id);
            if (batch.size >= markEvery) {
                const ids = new Set(batch);
                batch.clear();
                try {
                    if (markRows(host, step, recordNow(), ids))
                        marked = true;
                }
                catch (error) {
                    if (!(0,run_errors/* isStagegateError */.W)(error))
                        throw error;
                    return stopWith(error.code, `foreach step ${step.id}: ${error.message}`);
                }
            }
            const revivesFrom = revivedBy(recordNow(), item.id);
            finish(index, item.id, { kind: 'verified' }, outcome.status);
            // A deferred item this one was the last missing dependency of is pending again: look back.
            if (revivesFrom >= 0)
                cursor = Math.min(cursor, revivesFrom);
        }
        else if (finished && outcome.status === ITEM_DEFERRED) {
            finish(index, item.id, { kind: 'deferred' }, outcome.status);
        }
        else if (finished) {
            // The item routed to BLOCKED (or hit a loop limit, a stall, a hand-off): the run ends blocked.
            finish(index, item.id, { kind: 'blocked', code: outcome.status }, outcome.status);
            // The run ends here (no resume settles the rows later): the rows already marked go to disk.
            try {
                settleRows(host, step, recordNow(), marked, batch);
            }
            catch (error) {
                if (!(0,run_errors/* isStagegateError */.W)(error))
                    throw error;
                host.ports.onEvent?.({ type: 'note', message: `${step.id}: ${error.message}` });
            }
            return end('blocked', outcome.status, `${label} ended ${outcome.status}: ${outcome.message}`);
        }
        else if (outcome.state !== undefined && outcome.status === 'PARTIAL_RESUMABLE') {
            flushBatch();
            return end('paused', 'PARTIAL_RESUMABLE', `${label} paused: ${outcome.message}; resume this run to continue the item`);
        }
        else {
            // The item's run failed (a stage, a contract, a lock…): the item stays in flight.
            return stopWith(outcome.status, `${label}: ${outcome.message}`);
        }
        // Committed with the next item's start, or with the step's end.
        host.ports.onEvent?.({ type: 'note', message: `${step.id}[${item.id}]: ${recordNow().items[index].status}` });
    }
    if (intake) {
        // Items without a result here stay pending: listed by `shards` again, or run by a resume.
        const left = recordNow().items.filter((i) => i.status === 'pending' || i.status === 'running').map((i) => i.id);
        intake.report.pending.push(...left);
        if (left.length > 0) {
            flushBatch();
            const shown = left.slice(0, 20).join(', ') + (left.length > 20 ? `, … ${left.length - 20} more` : '');
            return end('paused', 'PARTIAL_RESUMABLE', `foreach step ${step.id}: merged ${intake.report.merged.length} shard${intake.report.merged.length === 1 ? '' : 's'}; ${left.length} item${left.length === 1 ? '' : 's'} still pending (${shown}): run them as shards (stagegate shards lists them) and merge again, or resume to run them here`);
        }
    }
    const record = recordNow();
    try {
        settleRows(host, step, record, marked, batch);
    }
    catch (error) {
        if (!(0,run_errors/* isStagegateError */.W)(error))
            throw error;
        return stopWith(error.code, `foreach step ${step.id}: ${error.message}`);
    }
    const deferred = deferredItems(record);
    if (deferred.length > 0) {
        const list = deferred.map((d) => (d.waiting_on.length > 0 ? `${d.id} (waits for ${d.waiting_on.join(', ')})` : `${d.id} (deferred with every dependency VERIFIED)`)).join('; ');
        return stopWith('WORKFLOW_BLOCKED_ITEMS_DEFERRED', `foreach step ${step.id}: no item can progress; deferred: ${list}`);
    }
    const completion = step.def.completion;
    const rule = completion?.require !== undefined ? parseRequire(completion.require) : undefined;
    if (rule?.kind === 'rows') {
        try {
            const source = registryPath(host, step);
            const def = step.def.foreach;
            const bad = unsatisfiedRows(rule, readRegistry(source.abs, source.rel, def.id_field), def.id_field, def.status_field, def.items !== undefined ? parseItems(def.items) : undefined);
            if (bad.length > 0) {
                const shown = bad.slice(0, 20).join('; ') + (bad.length > 20 ? `; … ${bad.length - 20} more` : '');
                return stopWith('FOREACH_COMPLETION_UNSATISFIED', `foreach step ${step.id}: completion.require '${completion.require}' does not hold for ${bad.length} row${bad.length > 1 ? 's' : ''} of ${source.rel}: ${shown}`);
            }
        }
        catch (error) {
            if (!(0,run_errors/* isStagegateError */.W)(error))
                throw error;
            return stopWith(error.code, `foreach step ${step.id}: ${error.message}`);
        }
    }
    const t = host.apply({
        event: 'exit_accepted',
        at: host.now(),
        step: step.id,
        to_target: completion?.on_complete ?? 'DONE',
        exit_status: 0,
        duration_ms: elapsed(),
        log: null,
        stop_after: host.stopsAfter(step.id),
        revised: {},
        to: null,
        stop: null,
    });
    return conclude(host, step, t, elapsed(), flight);
}

;// CONCATENATED MODULE: ./src/core/shards/descriptor.ts
// SHARD.json: what a finished shard says about itself, written beside its run's journal when
// `run --shard` ends. It names the run, the workflow version, the step (foreach or parallel), visit
// and item or branch it ran, the journal head it ended at and the outputs it accepted (with a copy of each under files/,
// so a shard folder carried from another machine brings its outputs along). Nothing in it is
// trusted on its own: the merge checks every claim against the journal and the files
// (shards/verify.ts).




/** The descriptor's file name, in the shard folder (the item run's folder). */
const SHARD_FILE = 'SHARD.json';
/** Copies of the shard's accepted outputs, by workspace-relative path, under the shard folder. */
const SHARD_FILES_DIR = 'files';
const Output = mini/* strictObject */.rej({ path: mini/* string */.YjP().check(mini/* minLength */.BpQ(1)), sha256: mini/* string */.YjP().check(mini/* regex */.yGV(/^[0-9a-f]{64}$/)), size: mini/* number */.aig().check(mini/* int */.Whr(), mini/* gte */.ROM(0)) });
const ShardDescriptorSchema = mini/* strictObject */.rej({
    shard: mini/* literal */.euz(1),
    /** What the shard ran: a foreach item's per-item machine, or one branch of a parallel step. */
    kind: mini/* enum */.k5n(['foreach', 'parallel']),
    run_id: mini/* string */.YjP().check(mini/* minLength */.BpQ(1)),
    workflow: mini/* string */.YjP(),
    workflow_digest: mini/* string */.YjP(),
    step: mini/* string */.YjP().check(mini/* minLength */.BpQ(1)),
    /** The step's visit the items (or branches) belong to. */
    visit: mini/* number */.aig().check(mini/* int */.Whr(), mini.gt(0)),
    key: mini/* string */.YjP().check(mini/* minLength */.BpQ(1)),
    bindings: mini/* record */.g1P(mini/* string */.YjP(), mini/* string */.YjP()),
    /** The shard run's state file (workspace-relative), where the merge puts the shard. */
    state_path: mini/* string */.YjP().check(mini/* minLength */.BpQ(1)),
    journal: mini/* strictObject */.rej({ seq: mini/* number */.aig().check(mini/* int */.Whr(), mini.gt(0)), sha256: mini/* string */.YjP().check(mini/* regex */.yGV(/^[0-9a-f]{64}$/)) }),
    /** How the item run ended (WORKFLOW_COMPLETE, ITEM_DEFERRED or the code it ended blocked with). */
    outcome: mini/* string */.YjP().check(mini/* minLength */.BpQ(1)),
    outputs: mini/* array */.YOg(Output),
});
function readDescriptor(folder) {
    let data;
    try {
        data = JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(folder, SHARD_FILE), 'utf8'));
    }
    catch (error) {
        return { kind: 'bad', reason: `${SHARD_FILE} cannot be read as JSON (${error.code ?? error.message.split('\n')[0]})` };
    }
    const parsed = ShardDescriptorSchema.safeParse(data);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { kind: 'bad', reason: `${SHARD_FILE} is not a shard descriptor (${issue.path.join('.') || 'its top level'}: ${issue.message})` };
    }
    return { kind: 'ok', descriptor: parsed.data };
}
function writeDescriptor(folder, descriptor) {
    (0,atomic_write/* atomicWriteFile */.R)((0,external_node_path_.join)(folder, SHARD_FILE), JSON.stringify(descriptor, null, 2) + '\n', { durable: true });
}

;// CONCATENATED MODULE: ./src/core/shards/candidates.ts
// Where shard results are found: the shard folders in the run root (shards run on this machine)
// and, below each `merge --from DIR`, every folder holding a SHARD.json (a shard folder copied
// from another machine, or a downloaded artifact). Links are never followed.



/** Deep enough for <step>/<item>/v<n>/ below a run root or an artifact's own folders. */
const candidates_MAX_DEPTH = 8;
function isDir(path) {
    const st = (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false });
    return st !== undefined && st.isDirectory();
}
function isFile(path) {
    const st = (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false });
    return st !== undefined && st.isFile();
}
/** Every folder at or below `root` that holds a SHARD.json (not below one that does). */
function shardFolders(root, depth = 0) {
    if (!isDir(root))
        return [];
    if (isFile((0,external_node_path_.join)(root, SHARD_FILE)))
        return [root];
    if (depth >= candidates_MAX_DEPTH)
        return [];
    const out = [];
    for (const name of (0,external_node_fs_.readdirSync)(root).sort()) {
        if (name === '.superseded' || name === '.git')
            continue;
        out.push(...shardFolders((0,external_node_path_.join)(root, name), depth + 1));
    }
    return out;
}
/** The shard results in `localFolder` (the step's shard runs in the run root), then under each --from folder (absolute). */
function findCandidates(workspace, localFolder, fromDirs) {
    const out = [];
    const local = workspace.tryResolve(localFolder);
    if (local)
        for (const dir of shardFolders(local.abs))
            out.push({ dir, shown: (0,external_node_path_.relative)(workspace.root, dir).split('\\').join('/'), inPlace: true });
    for (const from of fromDirs) {
        for (const dir of shardFolders(from.abs)) {
            const below = (0,external_node_path_.relative)(from.abs, dir).split('\\').join('/');
            out.push({ dir, shown: below === '' ? from.shown : `${from.shown}/${below}`, inPlace: false });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/core/shards/fan-out.ts



/** The active foreach step and its items; undefined when the active step is no foreach. */
function fanOutOf(source, workflow) {
    const state = source.state();
    const id = state.active_step;
    if (id === null)
        return undefined;
    const step = workflow.steps.get(id);
    if (!step || step.kind !== 'foreach')
        return undefined;
    const steps = stepRecord(state, id);
    // The visit entering (or re-entering) the step works on: startAttempt's rule.
    const visit = Math.max(1, steps?.visits ?? 1);
    const previous = steps?.foreach;
    if (previous && previous.visit === visit)
        return { step, visit, record: previous.stopped === 'WORKFLOW_BLOCKED_ITEMS_DEFERRED' ? reviveDeferred(previous) : previous };
    return { step, visit, record: loadRecord(source, step, visit) };
}
/** Not finished: no result of it is in the run yet. */
function isOpen(item) {
    return item.status === 'pending' || item.status === 'running';
}
/** The dependencies of `item` that are not VERIFIED in the run. */
function unmetDependencies(record, item) {
    const status = new Map(record.items.map((i) => [i.id, i.status]));
    return item.depends_on.filter((d) => status.get(d) !== 'verified');
}
/** The shards that can run now, in the items' order: open items whose dependencies are verified. */
function readyItems(record) {
    return record.items.filter((item) => isOpen(item) && unmetDependencies(record, item).length === 0);
}
/** Where the run of `item` lives as a shard: the folder its in-process run would use. */
function shardStatePath(runRoot, fan, item) {
    // An item in flight keeps the run it started; a pending one starts its next visit.
    if (item.status === 'running' && item.state_path !== null)
        return item.state_path;
    return itemStatePathIn(runRoot, fan.step.id, item, item.visits + 1);
}

;// CONCATENATED MODULE: ./src/core/shards/verify.ts
// A shard result is accepted only when everything it claims holds: its descriptor reads; it ran
// for this run id, this version of the workflow, this foreach step and visit, an item the run has
// with the bindings the run gives it, in the folder that item's run belongs in; its journal chains
// and replays against the per-item machine and ends at the head the descriptor names, finished,
// with the outcome it names; its outputs are the ones its journal accepted, and each copy it
// carries has the recorded sha256. Two results of one key must be the same result, and the same
// as one the run already holds. Any refusal names the shard and stops the merge before anything
// is merged.









function refuse(code, candidate, why) {
    return new run_errors/* StagegateError */.q(code, `shard ${candidate.shown} refused: ${why}; nothing was merged`, {
        hint: code === 'SHARD_CONFLICT' ? 'Keep one result of the key (remove the other folder or artifact), then merge again.' : 'Remove that shard folder (or artifact) and run the shard again for this run, then merge again.',
        location: { file: candidate.shown },
    });
}
const sameRecord = (a, b) => {
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
};
const headText = (h) => `event ${h.seq} (${(h.sha256 ?? '').slice(0, 12)}…)`;
/** The outputs an item run accepted, by path (sorted). */
function acceptedOutputs(state) {
    const byPath = new Map();
    for (const a of Object.values(state.artifacts))
        byPath.set(a.path, { path: a.path, sha256: a.sha256, size: a.size });
    return [...byPath.values()].sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
}
function sha256Of(path) {
    const st = (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false });
    if (!st || !st.isFile())
        return undefined;
    return sha256File(path);
}
/** The shard's journal replayed against `model`: it chains, is whole, and ends at the head SHARD.json names. */
function replayShard(candidate, model, d) {
    const load = loadRun({ state: (0,external_node_path_.join)(candidate.dir, 'workflow_state.yaml') }, model, `${candidate.shown}/workflow_state.yaml`);
    if (load.kind === 'corrupt')
        throw refuse('SHARD_TAMPERED', candidate, load.reason);
    if (load.kind === 'absent')
        throw refuse('SHARD_TAMPERED', candidate, 'it holds no journal of its run');
    if (load.journal.tornBytes > 0)
        throw refuse('SHARD_TAMPERED', candidate, 'its journal ends in a torn line');
    if (load.head.seq !== d.journal.seq || load.head.sha256 !== d.journal.sha256)
        throw refuse('SHARD_TAMPERED', candidate, `its journal ends at ${headText(load.head)}, SHARD.json names ${headText(d.journal)}`);
    return load.state;
}
/** SHARD.json lists exactly the outputs its journal accepted (`outputs`, by path), and each copy it carries has the recorded sha256. */
function checkOutputs(workspace, candidate, d, outputs) {
    const claimed = [...d.outputs].sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
    if (outputs.length !== claimed.length || outputs.some((o, i) => o.path !== claimed[i].path || o.sha256 !== claimed[i].sha256)) {
        throw refuse('SHARD_TAMPERED', candidate, 'the outputs SHARD.json lists are not the ones its journal accepted');
    }
    for (const output of outputs) {
        const target = workspace.resolve(output.path, `output of shard ${d.key}`);
        const copy = sha256Of((0,external_node_path_.join)(candidate.dir, SHARD_FILES_DIR, output.path));
        if (copy === output.sha256)
            continue;
        // A shard that ran here may rely on the output in place.
        if (candidate.inPlace && copy === undefined && sha256Of(target.abs) === output.sha256)
            continue;
        throw refuse('SHARD_TAMPERED', candidate, `its copy of output ${output.path} ${copy === undefined ? 'is missing' : `has sha256 ${copy.slice(0, 12)}…, its journal recorded ${output.sha256.slice(0, 12)}…`}`);
    }
}
/** The shard's SHARD.json, when it reads and names this run, this workflow version and this fan-out point. */
function readClaim(candidate, here) {
    const read = readDescriptor(candidate.dir);
    if (read.kind === 'bad')
        throw refuse('SHARD_TAMPERED', candidate, read.reason);
    const d = read.descriptor;
    const { workflow } = here;
    if (d.run_id !== here.runId)
        throw refuse('SHARD_FOREIGN', candidate, `it belongs to run '${d.run_id}', not '${here.runId}'`);
    if (d.workflow_digest !== workflow.digest)
        throw refuse('SHARD_FOREIGN', candidate, `it ran another version of ${workflow.file} (sha256 ${d.workflow_digest.slice(0, 12)}…, this one ${workflow.digest.slice(0, 12)}…)`);
    if (d.kind !== here.kind || d.step !== here.step || d.visit !== here.visit)
        throw refuse('SHARD_FOREIGN', candidate, `it ran visit ${d.visit} of ${d.kind} step ${d.step}; the run is at visit ${here.visit} of ${here.kind} step ${here.step}`);
    return d;
}
/** Check one shard result against the run (refusing it with a SHARD_* error). */
function verifyShard(parent, candidate) {
    const { fan, workflow, workspace } = parent;
    const d = readClaim(candidate, { runId: parent.runId, workflow, kind: 'foreach', step: fan.step.id, visit: fan.visit });
    const index = fan.record.items.findIndex((i) => i.id === d.key);
    if (index < 0)
        throw refuse('SHARD_FOREIGN', candidate, `its key '${d.key}' is no item of foreach step ${fan.step.id}`);
    const item = fan.record.items[index];
    if (!sameRecord(item.bindings, d.bindings))
        throw refuse('SHARD_FOREIGN', candidate, `its bindings for item ${d.key} are not the ones the run's registry gives it`);
    const expected = isOpen(item) ? shardStatePath(parent.runRoot, fan, item) : item.state_path;
    if (d.state_path !== expected)
        throw refuse('SHARD_FOREIGN', candidate, `it ran item ${d.key} as ${d.state_path}; the run expects ${expected ?? 'no run of it'}`);
    const model = itemWorkflowFor({ workflow }, fan.step, { ...item, state_path: expected });
    const state = replayShard(candidate, model, d);
    if (state.run_id !== parent.runId)
        throw refuse('SHARD_FOREIGN', candidate, `its journal belongs to run '${state.run_id}'`);
    if (state.workflow_digest !== workflow.digest)
        throw refuse('SHARD_FOREIGN', candidate, 'its journal ran another version of the workflow');
    if (state.inputs['item_id'] !== undefined && state.inputs['item_id'] !== d.key)
        throw refuse('SHARD_FOREIGN', candidate, `its journal ran item '${state.inputs['item_id']}', not '${d.key}'`);
    if (state.active_step !== null)
        throw refuse('SHARD_TAMPERED', candidate, `its run has not finished (active step ${state.active_step})`);
    if (state.status !== d.outcome)
        throw refuse('SHARD_TAMPERED', candidate, `its run ended ${state.status}, SHARD.json says ${d.outcome}`);
    const outputs = acceptedOutputs(state);
    checkOutputs(workspace, candidate, d, outputs);
    return { candidate, descriptor: d, state, index };
}
/** The head of the item run the parent holds at `statePath` (absolute), when there is one. */
function localHead(workspace, statePath) {
    const p = workspace.tryResolve(statePath);
    if (!p || !(0,external_node_fs_.existsSync)((0,state_journal/* journalPathFor */.S7)(p.abs)))
        return undefined;
    const read = (0,state_journal/* readJournal */.a0)((0,state_journal/* journalPathFor */.S7)(p.abs));
    return read.kind === 'ok' ? read.head : undefined;
}
/**
 * A shard of this run that belongs to another fan-out point (another step, or another visit of
 * this one): its history, not a result to merge now. In the run root that is any shard of another
 * step or visit; from elsewhere (an Action merge downloads every shard artifact of the workflow
 * run) one of the same run id and workflow version. Anything else is verified (and refused).
 */
function ofAnotherFanOut(c, runId, digest, here) {
    const read = readDescriptor(c.dir);
    if (read.kind !== 'ok')
        return false;
    const d = read.descriptor;
    if (d.kind === here.kind && d.step === here.step && d.visit === here.visit)
        return false;
    return c.inPlace || (d.run_id === runId && d.workflow_digest === digest);
}
/** The candidates of this fan-out point, each verified by `verify`, in a fixed order (so the same one is named whatever the order found). */
function verifyEach(candidates, here, verify) {
    return candidates
        .filter((c) => !ofAnotherFanOut(c, here.runId, here.digest, here))
        .slice()
        .sort((a, b) => (a.shown < b.shown ? -1 : a.shown > b.shown ? 1 : 0))
        .map(verify);
}
/**
 * Pair verified shards with the keys (in their fixed order): two different results of one key,
 * a result other than the one the run holds, and two shards writing one output differently are
 * conflicts; the same result the run holds is already merged.
 */
function pairWithKeys(keys, verified, held) {
    const byKey = new Map();
    for (const v of verified)
        byKey.set(v.descriptor.key, [...(byKey.get(v.descriptor.key) ?? []), v]);
    const accepted = new Map();
    const alreadyMerged = [];
    const outputOwners = new Map();
    for (const key of keys) {
        const found = byKey.get(key);
        if (!found)
            continue;
        const first = found[0];
        const other = found.find((v) => v.descriptor.journal.sha256 !== first.descriptor.journal.sha256 || v.descriptor.journal.seq !== first.descriptor.journal.seq);
        if (other)
            throw refuse('SHARD_CONFLICT', other.candidate, `it and ${first.candidate.shown} are two different results of shard ${key}`);
        const h = held(key, first);
        // The run holds a result of this key: the same one found again is no news; another is a conflict.
        if (h.kind === 'same') {
            alreadyMerged.push(key);
            continue;
        }
        if (h.kind === 'other')
            throw refuse('SHARD_CONFLICT', first.candidate, `the run already holds another result of ${h.what}`);
        for (const output of first.descriptor.outputs) {
            const owner = outputOwners.get(output.path);
            if (owner && owner.sha256 !== output.sha256)
                throw refuse('SHARD_CONFLICT', first.candidate, `it and ${owner.shard.candidate.shown} wrote output ${output.path} with different content`);
            outputOwners.set(output.path, { sha256: output.sha256, shard: first });
        }
        // Prefer the copy already in the run root (nothing to install).
        accepted.set(key, found.find((v) => v.candidate.inPlace) ?? first);
    }
    return { accepted, alreadyMerged };
}
/** Verify every candidate and pair them with the items. */
function verifyAll(parent, candidates) {
    const { fan } = parent;
    const verified = verifyEach(candidates, { runId: parent.runId, digest: parent.workflow.digest, kind: 'foreach', step: fan.step.id, visit: fan.visit }, (c) => verifyShard(parent, c));
    const items = new Map(fan.record.items.map((i) => [i.id, i]));
    return pairWithKeys([...items.keys()], verified, (key, shard) => {
        const item = items.get(key);
        if (isOpen(item))
            return { kind: 'open' };
        const head = item.state_path !== null ? localHead(parent.workspace, item.state_path) : undefined;
        if (head && head.seq === shard.descriptor.journal.seq && head.sha256 === shard.descriptor.journal.sha256)
            return { kind: 'same' };
        return { kind: 'other', what: `item ${key} (${item.status}, ${item.state_path ?? 'no run'})` };
    });
}

;// CONCATENATED MODULE: ./src/core/shards/verify-branch.ts


/** Check one branch shard against the run (refusing it with a SHARD_* error). */
function verifyBranchShard(parent, candidate) {
    const { fan, workflow, workspace } = parent;
    const d = readClaim(candidate, { runId: parent.runId, workflow, kind: 'parallel', step: fan.step.id, visit: fan.visit });
    const index = fan.branches.findIndex((b) => b.id === d.key);
    if (index < 0)
        throw refuse('SHARD_FOREIGN', candidate, `its key '${d.key}' is no branch of parallel step ${fan.step.id}`);
    const branch = fan.branches[index];
    const tokens = branchShardTokens(workflow, parent.bindings, parent.runId, parent.state, branch);
    if (!sameRecord(tokens, d.bindings))
        throw refuse('SHARD_FOREIGN', candidate, `it ran branch ${d.key} with other input values than the run's`);
    const expected = branchShardStatePath(parent.runRoot, fan.step.id, branch.id, fan.visit);
    if (d.state_path !== expected)
        throw refuse('SHARD_FOREIGN', candidate, `it ran branch ${d.key} as ${d.state_path}; the run expects ${expected}`);
    const model = branchWorkflow(workflow, fan.step, branch, expected);
    const state = replayShard(candidate, model, d);
    if (state.run_id !== parent.runId)
        throw refuse('SHARD_FOREIGN', candidate, `its journal belongs to run '${state.run_id}'`);
    if (state.workflow_digest !== workflow.digest)
        throw refuse('SHARD_FOREIGN', candidate, 'its journal ran another version of the workflow');
    for (const [name, value] of Object.entries(state.inputs)) {
        if (d.bindings[name] !== value)
            throw refuse('SHARD_FOREIGN', candidate, `its journal ran with ${name}='${value}', not the run's value`);
    }
    if (state.active_step !== null)
        throw refuse('SHARD_TAMPERED', candidate, `its run has not finished (active step ${state.active_step})`);
    if (state.status !== d.outcome)
        throw refuse('SHARD_TAMPERED', candidate, `its run ended ${state.status}, SHARD.json says ${d.outcome}`);
    const record = shardBranchRecord(state, fan.step.id, branch.id);
    if (record?.status !== 'succeeded' && record?.status !== 'failed')
        throw refuse('SHARD_TAMPERED', candidate, `its run holds no verdict of branch ${branch.id}`);
    const outputs = branchShardOutputs(state, fan.step.id, branch.id, acceptedOutputs(state));
    checkOutputs(workspace, candidate, d, outputs);
    return { candidate, descriptor: d, state, index };
}
/** The same verdict: a result the run holds is this shard's when every fact of it is the same. */
function sameBranchResult(held, shard) {
    return held.status === shard.status && held.attempt === shard.attempt && held.log === shard.log && held.sha256 === shard.sha256 && held.gate_status === shard.gate_status;
}
/** Verify every candidate and pair them with the branches (declared order). */
function verifyBranches(parent, candidates) {
    const { fan } = parent;
    const verified = verifyEach(candidates, { runId: parent.runId, digest: parent.workflow.digest, kind: 'parallel', step: fan.step.id, visit: fan.visit }, (c) => verifyBranchShard(parent, c));
    return pairWithKeys(fan.branches.map((b) => b.id), verified, (key, shard) => {
        if (branchIsOpen(fan, key))
            return { kind: 'open' };
        const held = fan.records[key];
        if (sameBranchResult(held, shardBranchRecord(shard.state, fan.step.id, key)))
            return { kind: 'same' };
        return { kind: 'other', what: `branch ${key} (${held.status}${held.log ? `, log ${held.log}` : ''})` };
    });
}

;// CONCATENATED MODULE: ./src/core/shards/intake.ts
// What `stagegate merge` hands the foreach or parallel step (RunRequest.shards): under the run lock, the shard
// results are found, verified (shards/verify.ts) and installed — a shard from another machine is
// copied into the folder its run belongs in (under that folder's lock), and every output
// it accepted is put in the workspace from its verified copy — before the step applies anything.














function sameFolder(a, b) {
    try {
        return (0,external_node_fs_.realpathSync)(a) === (0,external_node_fs_.realpathSync)(b);
    }
    catch {
        return false;
    }
}
/** Copy a shard from elsewhere into its run's folder (a result already there is kept). */
function installFolder(workspace, shard) {
    const target = (0,external_node_path_.dirname)(workspace.resolve(shard.descriptor.state_path, `shard ${shard.descriptor.key}`).abs);
    if (shard.candidate.inPlace || sameFolder(shard.candidate.dir, target))
        return;
    const lock = RunLock.acquire((0,external_node_path_.join)(target, 'workflow_state.yaml.lock'), `shard ${shard.descriptor.key}`);
    try {
        const there = readDescriptor(target);
        if (there.kind === 'ok' && there.descriptor.journal.sha256 === shard.descriptor.journal.sha256)
            return;
        // Whatever is there holds no finished result (verify refused a different one): an unfinished leg's run.
        for (const name of lsSafe(target))
            if (name !== 'workflow_state.yaml.lock')
                (0,external_node_fs_.rmSync)((0,external_node_path_.join)(target, name), { recursive: true, force: true });
        (0,external_node_fs_.cpSync)(shard.candidate.dir, target, {
            recursive: true,
            // Never a link, a lock or a temp file of the machine it came from.
            filter: (src) => !(0,external_node_fs_.lstatSync)(src).isSymbolicLink() && !src.endsWith('.lock') && !src.includes('.stagegate-tmp-'),
        });
    }
    finally {
        lock.release();
    }
}
function lsSafe(dir) {
    try {
        return (0,external_node_fs_.readdirSync)(dir);
    }
    catch {
        return [];
    }
}
/** Put each output the shard accepted in the workspace (from its verified copy) unless it is there already. */
function installOutputs(workspace, shard) {
    for (const output of shard.descriptor.outputs) {
        const target = workspace.resolve(output.path, `output of shard ${shard.descriptor.key}`);
        const st = (0,external_node_fs_.lstatSync)(target.abs, { throwIfNoEntry: false });
        if (st?.isFile() && sha256File(target.abs) === output.sha256)
            continue;
        const bytes = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(shard.candidate.dir, SHARD_FILES_DIR, output.path));
        if (sha256Text(bytes) !== output.sha256) {
            throw new run_errors/* StagegateError */.q('SHARD_TAMPERED', `shard ${shard.candidate.shown} refused: its copy of output ${output.path} changed while it was merged`, { location: { file: shard.candidate.shown } });
        }
        (0,atomic_write/* atomicWriteFile */.R)(target.abs, bytes, { durable: true });
    }
}
/** The shard results a merge of `step` accepts: verified against the run as it stands now. */
function verifyFor(host, step, fromDirs) {
    const runRoot = host.ctx.runRoot.rel;
    if (step.kind === 'parallel') {
        const fan = branchFanOutOf(host.state(), host.workflow);
        if (!fan || fan.step.id !== step.id)
            return undefined;
        const parent = { workspace: host.workspace, workflow: host.workflow, runId: host.ctx.runId, runRoot, bindings: host.ctx.bindings, state: host.state(), fan };
        return verifyBranches(parent, findCandidates(host.workspace, branchShardsFolder(runRoot, step.id), fromDirs));
    }
    const fan = fanOutOf(host, host.workflow);
    if (!fan || fan.step.id !== step.id)
        return undefined;
    const parent = { workspace: host.workspace, workflow: host.workflow, runId: host.ctx.runId, runRoot, fan };
    return verifyAll(parent, findCandidates(host.workspace, foreachRunsFolder(runRoot, step.id), fromDirs));
}
/** The shard intake of a merge of foreach or parallel step `stepId`, with the --from folders (absolute, and as given). */
function shardIntake(stepId, fromDirs) {
    const report = { merged: [], alreadyMerged: [], pending: [] };
    return {
        step: stepId,
        report,
        accept(host, step) {
            const verified = verifyFor(host, step, fromDirs);
            if (!verified)
                return new Map();
            const { accepted, alreadyMerged } = verified;
            const what = step.kind === 'parallel' ? 'parallel' : 'foreach';
            // A run-level budget counts what the shards spent: the run's own spend and that of the shards merged now.
            const combined = { ...host.state(), steps: { ...host.state().steps } };
            for (const [id, shard] of accepted)
                for (const [sid, record] of Object.entries(shard.state.steps))
                    combined.steps[`${step.id}[${id}]/${sid}`] = record;
            const breach = accepted.size > 0 ? workflowBreach(host.workflow, combined) : undefined;
            if (breach) {
                throw new run_errors/* StagegateError */.q('WORKFLOW_BUDGET_EXCEEDED', `merging the shards of ${what} step ${step.id} (${[...accepted.keys()].join(', ')}): ${breach.message}, counting the run's own spend and the shards'; nothing was merged`, {
                    hint: 'Raise execution.max_cost_usd / max_turns (then merge with --allow-workflow-change), or leave the run where it is.',
                });
            }
            report.alreadyMerged.push(...alreadyMerged);
            const results = new Map();
            for (const [id, shard] of accepted) {
                installFolder(host.workspace, shard);
                installOutputs(host.workspace, shard);
                results.set(id, { key: id, outcome: shard.descriptor.outcome, state: shard.state, folder: shard.candidate.shown });
            }
            return results;
        },
    };
}
/** Verify what a merge would merge, without the lock and without writing (the merge's first check). */
function precheck(parent, fromDirs) {
    return verifyAll(parent, findCandidates(parent.workspace, foreachRunsFolder(parent.runRoot, parent.fan.step.id), fromDirs));
}
/** precheck for a parallel step's branch shards. */
function precheckBranches(parent, fromDirs) {
    return verifyBranches(parent, findCandidates(parent.workspace, branchShardsFolder(parent.runRoot, parent.fan.step.id), fromDirs));
}

;// CONCATENATED MODULE: ./src/core/steps/parallel/join.ts
function joinDecision(mode, total, succeeded, failed) {
    switch (mode) {
        case 'all':
            if (failed > 0)
                return 'PARALLEL_FAILED';
            return succeeded >= total ? 'PARALLEL_COMPLETE' : undefined;
        case 'any':
            if (succeeded > 0)
                return 'PARALLEL_COMPLETE';
            return failed >= total ? 'PARALLEL_FAILED' : undefined;
        case 'majority': {
            const need = Math.floor(total / 2) + 1;
            if (succeeded >= need)
                return 'PARALLEL_COMPLETE';
            return total - failed < need ? 'PARALLEL_FAILED' : undefined;
        }
    }
}

;// CONCATENATED MODULE: ./src/core/steps/parallel/run.ts
// Parallel steps: the branches of one step run concurrently in this runner, at most
// max_concurrency at a time, each through the same attempt loop, preparation and judging as a
// sequential stage (child_workflow branches through runChildStep). Each branch has its own record
// in the step's state entry; the join (all | any | majority) is decided as soon as the outcome
// cannot change, after which no branch starts (running ones finish, the rest: not_run).
//
// Crash safety: a branch is recorded running (committed) before its process starts, and its
// result is committed when it ends — together with the start of the branch that takes its slot,
// or on its own when none does. A resume reuses succeeded and failed branches and runs the
// pending and running ones again (a running one as its next attempt).
















/** Run one attempt of a parallel step. Returns the stop code, or undefined to go on. */
async function runParallelStep(host, step) {
    // `stagegate merge`: the branches' verdicts come from shards that ran elsewhere (core/shards),
    // every one verified (and installed in the run root) before anything is applied; no branch runs here.
    const merging = host.request.shards?.step === step.id ? host.request.shards : undefined;
    const started = host.clock();
    const branches = branchesOf(host.workflow, step);
    const join = step.def.parallel?.join ?? 'all';
    if (!merging)
        refuseBranchesHeldByShards(host, step, branches);
    // In one process too, a branch whose shard already finished in the run root is not run again:
    // its verified verdict is taken as a merge would take it (a foreach item's finished shard is its
    // item run, which a resume records the same way).
    const intake = merging ?? shardIntake(step.id, []);
    const results = intake.accept(host, step);
    const { state } = host.apply({ event: 'attempt_started', at: host.now(), step: step.id, visit: 0, attempt: 0 });
    const { visit, attempt } = state.in_flight;
    host.apply({ event: 'parallel_begun', at: host.now(), step: step.id, visit, join });
    // In flight, with every branch's record, before any branch starts.
    host.commit();
    const run = new ParallelRun(host, step, branches, join);
    if (results.size > 0)
        run.merge(results, intake.report.merged);
    if (!merging)
        await run.execute();
    const durationMs = host.clock() - started;
    const finished = (ok, r) => {
        const s = host.state();
        host.ports.onEvent?.({ type: 'stage_finished', step: step.id, visit, attempt, ok, ...r, durationMs, completed: s.completed_steps.length, totalSteps: host.workflow.steps.size });
    };
    if (run.decided === undefined && merging && run.error === undefined) {
        // Branches without a verdict here stay pending: listed by `shards` again, or run by a resume.
        const left = branches.filter((b) => ['pending', 'running'].includes(branchRecord(host.state(), step.id, b.id).status)).map((b) => b.id);
        merging.report.pending.push(...left);
        const merged = merging.report.merged.length;
        const message = `parallel step ${step.id}: merged ${merged} shard${merged === 1 ? '' : 's'}; the join (${join}) is not decided yet and ${left.length} branch${left.length === 1 ? '' : 'es'} still pending (${left.join(', ')}): run them as shards (stagegate shards lists them) and merge again, or resume to run them here`;
        host.apply({ event: 'stopped', at: host.now(), code: 'PARTIAL_RESUMABLE', message });
        host.commit();
        return 'PARTIAL_RESUMABLE';
    }
    if (run.decided === undefined) {
        // A branch stopped with a code that is not a verdict (gate or contract error, budget …):
        // like a sequential stage, the step stays active and a resume runs the unfinished branches.
        const error = run.error;
        host.apply({ event: 'attempt_failed', at: host.now(), step: step.id, code: error.code, message: error.message, exit_status: null, signal: null, duration_ms: durationMs, log: null });
        host.commit();
        finished(false, { code: error.code });
        return error.code;
    }
    const applied = host.apply({
        event: 'join_decided',
        at: host.now(),
        step: step.id,
        outcome: run.decided,
        summary: run.summary(),
        source_gaps: run.sourceGaps,
        present: host.present(conditionalInputs(step.def.statuses)),
        duration_ms: durationMs,
        stop_after: host.stopsAfter(step.id),
        to: null,
        stop: null,
    });
    host.commit();
    finished(run.decided === 'PARALLEL_COMPLETE', { gateStatus: run.decided, ...(applied.stop !== undefined ? { code: applied.stop } : {}), next: applied.state.active_step });
    return applied.stop;
}
class ParallelRun {
    host;
    step;
    branches;
    join;
    decided;
    error;
    sourceGaps = false;
    fatal;
    succeeded = 0;
    failed = 0;
    active = 0;
    /**
     * A finished branch's verdict is applied but not committed yet: it is committed with the start
     * of the branch that takes its slot (one append and one projection where there were two; a
     * wave of 8 branches ending together queued 16 commits), or at once when none starts.
     */
    owed = false;
    /** What the finished branches say (stage_finished), told once their verdicts are on disk. */
    untold = [];
    queue = [];
    next = 0;
    max;
    constructor(host, step, branches, join) {
        this.host = host;
        this.step = step;
        this.branches = branches;
        this.join = join;
        this.max = step.def.parallel?.max_concurrency ?? DEFAULT_MAX_CONCURRENCY;
        const records = parallelOf(host.state(), step.id).branches;
        for (const b of branches) {
            const r = records[b.id];
            if (r.status === 'succeeded')
                this.succeeded++;
            else if (r.status === 'failed') {
                this.failed++;
                if (r.code === 'WORKFLOW_BLOCKED_SOURCE_GAPS')
                    this.sourceGaps = true;
            }
            else if (r.status === 'pending' || r.status === 'running')
                this.queue.push(b);
        }
        this.decided = joinDecision(join, branches.length, this.succeeded, this.failed);
    }
    label(branch) {
        return `${this.step.id}/${branch.id}`;
    }
    /** One line for the join: the branches as join_decided leaves them (the unfinished ones marked). */
    summary() {
        const records = parallelOf(markNotRun(this.host.state(), this.step.id), this.step.id).branches;
        const by = (status) => this.branches.filter((b) => records[b.id]?.status === status).map((b) => b.id);
        const parts = [`${this.succeeded} of ${this.branches.length} succeeded`];
        const failed = by('failed');
        if (failed.length > 0)
            parts.push(`failed: ${failed.join(', ')}`);
        const notRun = by('not_run');
        if (notRun.length > 0)
            parts.push(`not run: ${notRun.join(', ')}`);
        return parts.join('; ');
    }
    stopStarting() {
        return this.decided !== undefined || this.error !== undefined || this.fatal !== undefined;
    }
    async execute() {
        if (this.decided === undefined) {
            await new Promise((resolve) => {
                const pump = () => {
                    while (this.active < this.max && this.next < this.queue.length && !this.stopStarting()) {
                        const branch = this.queue[this.next++];
                        this.active++;
                        this.runBranch(branch)
                            .then((outcome) => this.settle(outcome))
                            .catch((error) => {
                            this.fatal ??= error;
                        })
                            .finally(() => {
                            this.active--;
                            pump();
                            this.settleDebt();
                            this.tell();
                        });
                    }
                    if (this.active === 0)
                        resolve();
                };
                pump();
            });
        }
        if (this.fatal !== undefined)
            throw this.fatal;
    }
    /**
     * `stagegate merge`: each open branch with a verified shard result takes that result, in
     * declared order (so the journal is the same whatever order the shards finished in): its agent
     * attempts, its accepted output and its final record, as the branch's own run would have
     * recorded them here (on this visit).
     */
    merge(results, merged) {
        const { host, step } = this;
        const visit = parallelOf(host.state(), step.id).visit;
        for (const branch of this.queue) {
            const result = results.get(branch.id);
            const record = result ? shardBranchRecord(result.state, step.id, branch.id) : undefined;
            if (!result || !record)
                continue;
            for (const attempt of result.state.steps[step.id]?.transcripts ?? [])
                host.apply({ event: 'agent_attempt', at: host.now(), record_on: step.id, record: { ...attempt, visit } });
            const key = artifactKey(step.id, branch.id);
            const artifact = result.state.artifacts[key];
            if (artifact)
                host.apply({ event: 'branch_artifact', at: host.now(), key, artifact: { ...artifact, visit } });
            const { token: _token, visit: _visit, ...patch } = record;
            this.update(branch, patch);
            merged.push(branch.id);
            this.settle(record.status === 'succeeded' ? { kind: 'succeeded' } : { kind: 'failed', sourceGaps: record.code === 'WORKFLOW_BLOCKED_SOURCE_GAPS' });
            this.emit({ type: 'note', message: `${this.label(branch)}: ${record.status} (merged from shard ${result.folder})` });
        }
        // A branch merged here never starts here.
        this.queue = this.queue.filter((b) => !merged.includes(b.id));
        host.commit();
    }
    /** Report the finished branches whose verdicts are committed now (the progress line says done only then). */
    tell() {
        // Not committed (a commit failed: the run stops with STATE_WRITE_FAILED): never told as done.
        if (this.owed || this.fatal !== undefined)
            return;
        const told = this.untold;
        this.untold = [];
        for (const event of told)
            this.emit(event);
    }
    /** Commit a finished branch's verdict that no branch start committed (see `owed`). */
    settleDebt() {
        if (!this.owed)
            return;
        this.owed = false;
        try {
            this.host.commit();
        }
        catch (error) {
            this.fatal ??= error;
        }
    }
    settle(outcome) {
        if (outcome.kind === 'succeeded')
            this.succeeded++;
        else if (outcome.kind === 'failed') {
            this.failed++;
            if (outcome.sourceGaps)
                this.sourceGaps = true;
        }
        else
            this.error ??= { code: outcome.code, message: outcome.message };
        this.decided ??= joinDecision(this.join, this.branches.length, this.succeeded, this.failed);
    }
    update(branch, patch) {
        this.host.apply({ event: 'branch_updated', at: this.host.now(), step: this.step.id, branch: branch.id, patch });
    }
    record(branch) {
        return branchRecord(this.host.state(), this.step.id, branch.id);
    }
    emit(event) {
        this.host.ports.onEvent?.(event);
    }
    runBranch(branch) {
        return branch.kind === 'child_workflow' ? this.runChildBranch(branch) : this.runProcessBranch(branch);
    }
    /** An outcome that is not a verdict: the branch stays pending (a resume runs it again). */
    errored(branch, code, message) {
        this.update(branch, { status: 'pending', code, error: message });
        this.host.commit();
        return { kind: 'error', code, message };
    }
    async runProcessBranch(branch) {
        const { host, step } = this;
        const bindings = branchBindings(host.ctx.bindings, step, branch, host.state());
        let output;
        let stage;
        try {
            output = resolveOutput(branch, bindings, host.workspace);
            stage = processStageFor(branch.kind)({ workflow: host.workflow, workspace: host.workspace, step: branch, state: host.state(), bindings, output, agents: host.request.agents ?? {} });
        }
        catch (error) {
            if (!(0,run_errors/* isStagegateError */.W)(error))
                throw error;
            return this.errored(branch, error.code, `branch ${this.label(branch)}: ${error.message}`);
        }
        const subject = {
            step: branch,
            recordOn: step,
            label: this.label(branch),
            outputStep: step.id,
            outputBranch: branch.id,
            logStem: artifactKey(step.id, branch.id),
            envStep: step.id,
            extraEnv: { STAGEGATE_BRANCH: branch.id },
            bindings,
            output,
            stage,
            peek: () => {
                const previous = this.record(branch);
                return { visit: previous.visit, attempt: previous.attempt + 1, previousFailure: previous.error };
            },
            begin: (token) => {
                // Committed right after this (before the process starts), with any verdict still owed.
                this.owed = false;
                const previous = this.record(branch);
                const attempt = previous.attempt + 1;
                const logRoot = host.ctx.runRoot.rel === '.' ? '' : host.ctx.runRoot.rel + '/';
                // The token is on disk with the running record, before the process starts (run/leftovers.ts).
                this.update(branch, { status: 'running', attempt, log: `${logRoot}logs/${artifactKey(step.id, branch.id)}.v${previous.visit}.a${attempt}.log`, token });
            },
            fail: (f, final) => {
                const retryable = RETRYABLE.has(f.code);
                const status = !final ? { status: 'pending' } : retryable ? { status: 'failed', gate_status: null } : { status: 'pending' };
                this.update(branch, { exit_status: f.result.exitCode, duration_ms: f.result.durationMs, log: f.log.rel, code: f.code, error: f.message, ...status });
                if (final)
                    host.commit();
                this.emit({ type: 'stage_finished', step: this.label(branch), visit: f.visit, attempt: f.attempt, ok: false, code: f.code, durationMs: f.result.durationMs, completed: host.state().completed_steps.length, totalSteps: host.workflow.steps.size, logPath: f.log.rel });
            },
        };
        const end = await runAttempts(host, subject);
        if (end.kind === 'spent')
            return this.errored(branch, 'WORKFLOW_BUDGET_EXCEEDED', end.breach.message);
        // Not a verdict: the branch stays pending (a resume runs it again as its next attempt).
        if (end.kind === 'interrupted')
            return this.errored(branch, 'WORKFLOW_INTERRUPTED', end.message);
        if (end.kind === 'failed')
            return RETRYABLE.has(end.failed.code) ? { kind: 'failed', sourceGaps: false } : { kind: 'error', code: end.failed.code, message: end.failed.message };
        return this.accepted(branch, end.accepted);
    }
    /** A branch attempt that passed judging: its gate status routes it to DONE (succeeded) or BLOCKED (failed). */
    accepted(branch, a) {
        const { host } = this;
        const key = artifactKey(this.step.id, branch.id);
        let outcome = { kind: 'succeeded' };
        let gateStatus = null;
        if (a.verdict.gate) {
            const gate = a.verdict.gate;
            gateStatus = gate.status;
            const present = host.present(conditionalInputs(branch.def.statuses));
            const route = routeStatus(branch, gate.status, (n) => present.includes(n));
            if (route?.kind !== 'done' && route?.kind !== 'blocked') {
                // validate allows only DONE and BLOCKED here; a step target would mean a hand-edited model.
                return this.errored(branch, 'WORKFLOW_STATUS_CONTRACT_VIOLATION', `branch ${this.label(branch)} reported ${gate.status}, which routes to a step: branch statuses lead to DONE or BLOCKED only`);
            }
            if (route.kind === 'blocked')
                outcome = { kind: 'failed', sourceGaps: gate.source_resolvable_open > 0 };
            const evidence = a.verdict.evidence ?? a.output;
            const at = host.now();
            const sha256 = sha256File(evidence.abs);
            host.apply({ event: 'branch_artifact', at, key, artifact: { path: evidence.rel, sha256, size: (0,external_node_fs_.statSync)(evidence.abs).size, step: key, gate_status: gate.status, visit: a.visit, accepted_at: at } });
            this.update(branch, { output: evidence.rel, sha256 });
        }
        this.update(branch, {
            exit_status: a.result.exitCode,
            duration_ms: a.result.durationMs,
            log: a.log.rel,
            status: outcome.kind === 'succeeded' ? 'succeeded' : 'failed',
            gate_status: gateStatus,
            code: outcome.kind === 'failed' && outcome.sourceGaps ? 'WORKFLOW_BLOCKED_SOURCE_GAPS' : null,
            error: null,
        });
        this.owed = true;
        this.untold.push({
            type: 'stage_finished',
            step: this.label(branch),
            visit: a.visit,
            attempt: a.attempt,
            ok: true,
            gateStatus: gateStatus ?? 'exit 0',
            // A branch leads to DONE (it succeeded) or BLOCKED (it failed), never to a step.
            next: outcome.kind === 'succeeded' ? 'DONE' : 'BLOCKED',
            durationMs: a.result.durationMs,
            completed: host.state().completed_steps.length,
            totalSteps: host.workflow.steps.size,
            logPath: a.log.rel,
        });
        return outcome;
    }
    /**
     * A child_workflow branch: runChildStep runs it over a scratch state in which the branch is
     * the active step (so the child machinery, its fresh/resume rules and its crash safety are
     * the sequential ones); what it records is carried into the branch's record.
     */
    async runChildBranch(branch) {
        const { host, step } = this;
        const previous = this.record(branch);
        const base = host.state();
        const scratchRecord = { kind: branch.kind, status: 'pending', visits: previous.visit, attempts: previous.attempt, visit_attempts: previous.attempt, ...(previous.child ? { child: previous.child } : {}) };
        let scratch = {
            ...base,
            active_step: branch.id,
            in_flight: previous.attempt > 0 ? { step: branch.id, visit: previous.visit, attempt: previous.attempt, started_at: host.now() } : null,
            steps: { ...base.steps, [branch.id]: scratchRecord },
            completed_steps: [],
            failed_or_blocked_steps: [],
            // The scratch run's own transitions: its last one says how the branch's child ended.
            last_transition: null,
            recent: [],
        };
        // The branch as a step of the scratch run (its transitions lead to DONE or BLOCKED only).
        const scratchWorkflow = { ...host.workflow, steps: new Map([...host.workflow.steps, [branch.id, branch]]) };
        const carry = () => {
            const r = scratch.steps[branch.id];
            const flight = scratch.in_flight;
            this.update(branch, { ...(flight ? { attempt: flight.attempt, status: 'running' } : {}), ...(r.child ? { child: r.child } : {}) });
        };
        const ctx = { ...host.ctx, bound: { ...host.ctx.bound, controls: { ...host.ctx.bound.controls, stopAfterStep: null } } };
        const childHost = {
            workflow: host.workflow,
            workspace: host.workspace,
            request: host.request,
            ancestry: host.ancestry,
            ctx,
            ports: prefixed(host.ports, step.id),
            state: () => scratch,
            apply: (event) => {
                const applied = applyEvent(scratch, event, scratchWorkflow);
                scratch = applied.state;
                return applied;
            },
            // The scratch run's news reaches the journal as the branch's record, committed at once
            // (the child's start must be on disk before the child runs).
            commit: () => {
                carry();
                this.owed = false;
                host.commit();
            },
            stopsAfter: () => false,
            present: (names) => host.present(names),
            now: () => host.now(),
            clock: () => host.clock(),
            stagesRan: (count) => host.stagesRan(count),
            envBase: () => host.envBase(),
            runChild: (request, ports) => host.runChild(request, ports),
        };
        const started = host.clock();
        const stop = await runChildStep(childHost, branch);
        const r = scratch.steps[branch.id];
        const last = scratch.last_transition;
        const attempt = last?.attempt ?? previous.attempt + 1;
        const gateStatus = r.gate?.['status'] ?? r.child?.status ?? null;
        const common = { attempt, gate_status: gateStatus, duration_ms: host.clock() - started, exit_status: null, ...(r.child ? { child: r.child } : {}) };
        if (last?.outcome === 'complete') {
            this.update(branch, { ...common, status: 'succeeded', code: null, error: null });
            host.commit();
            return { kind: 'succeeded' };
        }
        if (last?.outcome === 'blocked' || (stop !== undefined && RETRYABLE.has(stop))) {
            const sourceGaps = stop === 'WORKFLOW_BLOCKED_SOURCE_GAPS';
            this.update(branch, { ...common, status: 'failed', code: sourceGaps ? stop : last?.outcome === 'blocked' ? null : stop, error: last?.outcome === 'blocked' ? null : (scratch.message ?? null) });
            host.commit();
            return { kind: 'failed', sourceGaps };
        }
        this.update(branch, common);
        const code = stop ?? 'WORKFLOW_STATUS_CONTRACT_VIOLATION';
        const message = stop === undefined ? `branch ${this.label(branch)} routed its child's outcome to a step: branch statuses lead to DONE or BLOCKED only` : (scratch.message ?? code);
        return this.errored(branch, code, message);
    }
}
/**
 * A branch's folder is also its shard's (`run --shard`, core/shards): a leg running it there holds
 * its lock. An in-process run never runs a branch a live leg holds (the leg checks the run's lock
 * after taking its own, so the two never both run it): nothing is recorded, the run stops locked.
 */
function refuseBranchesHeldByShards(host, step, branches) {
    const record = host.state().steps[step.id];
    const visit = Math.max(1, record?.visits ?? 1);
    const records = record?.parallel?.visit === visit ? record.parallel.branches : undefined;
    for (const branch of branches) {
        const status = records?.[branch.id]?.status ?? 'pending';
        if (status !== 'pending' && status !== 'running')
            continue;
        const statePath = branchShardStatePath(host.ctx.runRoot.rel, step.id, branch.id, visit);
        const abs = host.workspace.tryResolve(statePath)?.abs;
        if (abs !== undefined && RunLock.isHeld(`${abs}.lock`)) {
            throw new run_errors/* StagegateError */.q('WORKFLOW_LOCKED', `parallel step ${step.id}: branch ${branch.id} is running as a shard (${statePath}.lock is held by a live leg); nothing was changed`, { hint: 'Resume once it ends, or merge it (stagegate merge).' });
        }
    }
}
/** Child events told as this step's: `<step>/<branch>/<child step>`. */
function prefixed(ports, stepId) {
    const emit = ports.onEvent;
    if (!emit)
        return ports;
    return {
        ...ports,
        onEvent: (event) => {
            if (event.type === 'note')
                emit({ ...event, message: `${stepId}/${event.message}` });
            else if (event.type === 'run_started')
                emit(event);
            else
                emit({ ...event, step: `${stepId}/${event.step}` });
        },
    };
}

;// CONCATENATED MODULE: ./src/core/run/executors.ts







const EXECUTORS = {
    shell: runProcessStep,
    agent: runProcessStep,
    action: runProcessStep,
    resolver: runProcessStep,
    instruction: runHandOffStep,
    decision: runDecisionStep,
    approval: runApprovalStep,
    child_workflow: runChildStep,
    foreach: runForeachStep,
    parallel: runParallelStep,
};

;// CONCATENATED MODULE: ./src/core/run/runner.ts
// The run entry: load and validate the workflow, bind the invocation, take the run lock, replay
// the run's journal (resume) or start a new one (fresh), then hand step after step to its
// executor (executors.ts). Every change to the run is an event: applied to the state at once,
// appended to the journal at each commit (one fdatasync), after which the state's projections
// (workflow_state.yaml, RUN_MANIFEST.yaml) are written.




















async function runWorkflow(request, ports) {
    const base = {
        status: 'WORKFLOW_CONTRACT_INVALID',
        exitCode: 0,
        message: '',
        workflow: null,
        workflowFile: request.workflowFile,
        runId: null,
        activeStep: null,
        completedSteps: [],
        statePath: null,
        manifestPath: null,
        runRoot: null,
        nextCommand: null,
        stagesRun: 0,
    };
    let ctx;
    try {
        const workspace = new workspace_workspace/* Workspace */.aR(request.workspace);
        const workflow = request.workflowModel ?? loadAndCheck(workspace, request.workflowFile);
        base.workflow = workflow.name;
        base.workflowFile = workflow.file;
        const locate = () => {
            ctx = resolveRunContext(workflow, workspace, request.invocation, ports.clock.now(), { ancestorRunRoots: request.ancestry?.map((a) => a.runRoot) ?? [], itemRun: request.itemRun === true });
            Object.assign(base, { runId: ctx.runId, statePath: ctx.statePath.rel, manifestPath: ctx.manifestPath.rel, runRoot: ctx.runRoot.rel });
            return ctx;
        };
        const marked = request.invocationToken !== undefined ? request : { ...request, invocationToken: newInvocationToken() };
        return await new Run(locate(), marked, ports, base, locate).execute();
    }
    catch (error) {
        if (!(0,run_errors/* isStagegateError */.W)(error))
            throw error;
        const existing = ctx && ctx.existing.kind === 'ok' ? ctx.existing.state : undefined;
        return {
            ...base,
            status: error.code,
            exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code),
            message: error.message,
            ...(error.hint !== undefined ? { hint: error.hint } : {}),
            location: error.location,
            activeStep: existing?.active_step ?? null,
            completedSteps: existing?.completed_steps ?? [],
            nextCommand: null,
        };
    }
}
/** Two reads of a run found the same journal (and so the same run id, inputs and verdicts). */
function sameRun(a, b) {
    if (a.kind !== b.kind)
        return false;
    if (a.kind === 'ok' && b.kind === 'ok')
        return a.head.seq === b.head.seq && a.head.sha256 === b.head.sha256;
    if (a.kind === 'corrupt' && b.kind === 'corrupt')
        return a.reason === b.reason;
    return true;
}
class Run {
    ctx;
    request;
    ports;
    base;
    locate;
    current;
    store;
    pending = [];
    log = emptyLog();
    stagesRun = 0;
    /** What the manifest's last write made, reused piece by piece by the next (state/manifest.ts). */
    manifestCache = new ProjectionCache();
    baseEnv;
    source;
    /** The source change this invocation found and recorded (run/source-drift.ts). */
    sourceChanged;
    workflow;
    workspace;
    ancestry;
    files;
    constructor(ctx, request, ports, base, 
    /** Resolves the run's context again (run_id, persisted inputs, paths) from what is on disk now. */
    locate) {
        this.ctx = ctx;
        this.request = request;
        this.ports = ports;
        this.base = base;
        this.locate = locate;
        this.workflow = ctx.workflow;
        this.workspace = ctx.workspace;
        this.ancestry = request.ancestry ?? [];
        this.files = { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs };
    }
    /** The context read again under the lock; the lock must still be the run's (the state did not move). */
    relocate() {
        const again = this.locate();
        if (again.lockPath !== this.ctx.lockPath) {
            throw new run_errors/* StagegateError */.q('WORKFLOW_LOCKED', `run ${again.runId} of workflow ${this.workflow.name} was moved by another stagegate process while this invocation started; nothing was changed`, {
                hint: 'Run the same command again.',
            });
        }
        this.ctx = again;
        this.files = { state: again.statePath.abs, manifest: again.manifestPath.abs };
    }
    // --- RunHost ------------------------------------------------------------------------------
    state() {
        return this.current;
    }
    apply(event) {
        const applied = applyEvent(this.current, event, this.workflow);
        this.pending.push(withClaims(event, applied));
        this.current = applied.state;
        logEvent(this.log, event, applied.state);
        return applied;
    }
    commit() {
        const store = this.store;
        // A stage may have replaced a folder on the way with a link out of the workspace: the paths
        // were checked when the run started; check them again so nothing is written through one.
        this.workspace.resolve(this.ctx.statePath.rel, 'state_path');
        const { ctx } = this;
        try {
            if (this.pending.length > 0)
                store.commit(this.pending);
            this.pending = [];
        }
        catch (error) {
            const code = error.code ?? 'error';
            throw new run_errors/* StagegateError */.q('STATE_WRITE_FAILED', `cannot append to the journal of run ${ctx.runId} under ${ctx.runRoot.rel} (${code}): it holds everything committed before`, {
                hint: 'Free disk space or fix permissions, then resume.',
                cause: error,
            });
        }
        if (this.request.itemRun === true)
            return;
        try {
            this.project();
        }
        catch (error) {
            if ((0,run_errors/* isStagegateError */.W)(error))
                throw error;
            const code = error.code ?? 'error';
            throw new run_errors/* StagegateError */.q('STATE_WRITE_FAILED', `cannot write the state file or manifest of run ${ctx.runId} under ${ctx.runRoot.rel} (${code}): the journal records everything so far, and the next invocation writes them again`, {
                hint: 'Free disk space or fix permissions (or remove what is in their way), then resume.',
                cause: error,
            });
        }
    }
    now() {
        return this.ports.clock.now().toISOString();
    }
    clock() {
        return this.ports.clock.now().getTime();
    }
    stagesRan(count) {
        this.stagesRun += count;
    }
    stopsAfter(stepId) {
        return this.ctx.bound.controls.stopAfterStep === stepId;
    }
    present(names) {
        return names.filter((name) => {
            const v = this.ctx.bindings.get(name);
            return v !== undefined && v !== '';
        });
    }
    /**
     * The invocation's environment as a stage environment's base: a plain copy, taken once per run.
     * process.env is an exotic object whose every read goes to the C library.
     */
    envBase() {
        return (this.baseEnv ??= { ...this.request.env });
    }
    runChild(request, ports) {
        return runWorkflow(request, ports);
    }
    // --- the run ------------------------------------------------------------------------------
    async execute() {
        const mode = this.ctx.bound.controls.mode;
        // Agents and outputs inside the workspace (run/preflight.ts; plan makes the same checks).
        preflightInvocation(this.ctx, this.request.agents ?? {}, { pathEnv: this.request.env['PATH'] ?? '' });
        const lock = this.request.itemRun === true ? undefined : RunLock.acquire(this.ctx.lockPath, `run ${this.ctx.runId} of workflow ${this.workflow.name}`);
        try {
            (0,atomic_write/* removeStaleTempFiles */.F)(this.ctx.statePath.abs);
            (0,atomic_write/* removeStaleTempFiles */.F)(this.ctx.manifestPath.abs); // a runner killed while writing the manifest leaves one too
            // The journal read before the lock is replayed once: under it, only a changed journal is read again (reloadRun).
            let load = reloadRun(this.ctx.existing, this.files, this.workflow, this.ctx.statePath.rel);
            if (!sameRun(load, this.ctx.existing)) {
                // Another runner changed the run between the first read and the lock (it finished, or a
                // fresh run moved it aside): what this invocation read of it is read again, under the lock.
                this.relocate();
                load = reloadRun(this.ctx.existing, this.files, this.workflow, this.ctx.statePath.rel);
            }
            const { ctx } = this;
            // Input conflicts and a readable journal: judged on the state no other runner can change now.
            checkInputConflicts(ctx);
            if (load.kind === 'corrupt' && mode === 'resume')
                throw this.corrupt(load);
            // A runner that died mid-stage may have left its stage running: kill it before anything else.
            if (load.kind === 'ok')
                this.killLeftovers(load.state);
            let resumed = false;
            if (mode === 'fresh') {
                this.freshStart(load.kind === 'ok' ? load.state : undefined);
            }
            else if (load.kind === 'ok') {
                checkIntegrity(load.state, this.workflow, ctx.runId, ctx.bindings, this.workspace, ctx.statePath.rel, { allowWorkflowChange: this.request.invocation.allowWorkflowChange === true });
                // Verdicts made at another source commit or package version: refuse before anything is written.
                const policy = this.sourcePolicy();
                const change = sourceChange(load.state, this.sourceNow(), policy);
                if (change && policy === 'refuse' && refusedVerdicts(change).length > 0)
                    throw refusal(change, ctx.runId, this.resumeCommand());
                for (const message of load.notes)
                    this.ports.onEvent?.({ type: 'note', message });
                this.current = load.state;
                this.log = load.log;
                this.store = RunStore.open(this.files, load);
                if (this.current.active_step === null) {
                    // A finished run: report it again, run nothing. Projections left behind by a killed
                    // runner are brought level.
                    if (load.snapshotLags)
                        this.commit();
                    else if (this.request.itemRun !== true)
                        this.writeManifest();
                    return this.outcome(this.current.status, this.current.message ?? `run ${ctx.runId} already finished`);
                }
                resumed = true;
                this.startInvocation(null);
                if (change)
                    this.recordSourceChange(change);
            }
            else {
                this.store = RunStore.open(this.files, load.kind === 'absent' ? load : { kind: 'absent' });
                this.startInvocation(null);
            }
            // The invocation's start is on disk before anything runs (an item run's goes out with its first stage's start).
            if (this.request.itemRun !== true)
                this.commit();
            if (this.request.itemRun !== true && this.request.workflowModel === undefined)
                this.writePointer();
            this.ports.onEvent?.({ type: 'run_started', workflow: this.workflow.name, runId: ctx.runId, mode, statePath: ctx.statePath.rel, resumed, totalSteps: this.workflow.steps.size });
            const stop = await this.loop();
            return this.finish(stop);
        }
        catch (error) {
            // What was applied stays applied: a completed stage is committed before the error is reported.
            if (this.store && this.pending.length > 0) {
                try {
                    this.commit();
                }
                catch {
                    /* the error that ended the run is the one reported */
                }
            }
            throw error;
        }
        finally {
            this.store?.close();
            // Whatever the invocation's stages left running outside their groups ends with it.
            if (this.ancestry.length === 0 && this.request.itemRun !== true)
                this.ports.processes.killLeftovers?.([{ token: invocationPrefix(attemptToken(this.request.invocationToken)) }]);
            lock?.release();
        }
    }
    corrupt(load) {
        return new run_errors/* StagegateError */.q('WORKFLOW_STATE_INTEGRITY_VIOLATION', `${load.reason}; nothing was changed`, {
            hint: 'Inspect the journal and state (stagegate history shows the journal), or start over with --mode fresh.',
            location: { file: load.file, ...(load.line !== undefined ? { line: load.line } : {}) },
        });
    }
    persistedInputs() {
        const inputs = {};
        for (const name of declaredInputs(this.workflow)) {
            const value = this.ctx.bindings.get(name);
            if (value !== undefined && !['stop_after_step', 'execution_mode', 'ignore_previous_completion'].includes(name))
                inputs[name] = value;
        }
        inputs['run_id'] = this.ctx.runId;
        return inputs;
    }
    /** This invocation starts: the first event of a new journal creates the run. */
    startInvocation(freshOf) {
        const { ctx } = this;
        const entry = this.workflow.entry;
        this.apply({
            event: 'run_started',
            at: this.now(),
            run_id: ctx.runId,
            workflow: this.workflow.name,
            workflow_file: this.workflow.file,
            workflow_digest: this.workflow.digest,
            mode: ctx.bound.controls.mode,
            ignore_previous_completion: ctx.bound.controls.ignorePreviousCompletion,
            stop_after_step: ctx.bound.controls.stopAfterStep,
            inputs: this.persistedInputs(),
            run_root: ctx.runRoot.rel,
            source_commit: this.sourceNow().source_commit,
            agent_package_version: this.sourceNow().agent_package_version,
            fresh_execution_of: freshOf,
            entry,
            entry_kind: this.workflow.steps.get(entry).kind,
        });
    }
    /** The source this invocation runs at: git HEAD (the Action: the pull request's head) and the agent package version. */
    sourceNow() {
        return (this.source ??= { source_commit: this.ports.source.sourceCommit(this.workspace.root), agent_package_version: this.ctx.agentPackageVersion });
    }
    sourcePolicy() {
        return this.request.invocation.onSourceChange ?? this.workflow.execution.onSourceChange ?? DEFAULT_SOURCE_POLICY;
    }
    /** A resume at another source: recorded in the journal (why steps run again, or that old verdicts were kept), and said. */
    recordSourceChange(change) {
        const applied = this.apply({ event: 'source_changed', at: this.now(), change, to: null, stop: null });
        this.sourceChanged = applied.state.source_changes?.[applied.state.source_changes.length - 1];
        this.ports.onEvent?.({ type: 'note', message: describeSourceChange(change) });
    }
    /** Fresh: move earlier results aside (never evidence for this run), then start a new journal. */
    freshStart(previous) {
        const { ctx } = this;
        // Only what is this run's own (run/fresh.ts): never a path an untrusted previous state names.
        const paths = freshOwnedPaths(ctx, previous);
        const stamp = this.now().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
        const movedTo = supersede(this.workspace, ctx.runRoot, paths, stamp);
        const freshOf = previous || movedTo ? { run_id: previous?.run_id ?? ctx.runId, status: previous?.status ?? null, superseded_to: movedTo } : null;
        this.store = RunStore.open(this.files, { kind: 'absent' });
        this.startInvocation(freshOf);
    }
    /** workflow_state.yaml and RUN_MANIFEST.yaml, projected from the state at the journal's head. */
    project() {
        const store = this.store;
        store.writeSnapshot(this.current);
        this.writeManifest();
    }
    writeManifest() {
        const { ctx } = this;
        this.workspace.resolve(ctx.manifestPath.rel, 'run manifest');
        writeManifest(ctx.manifestPath.abs, this.current, { head: this.store.head, journalFile: this.store.journalFile }, this.manifestCache);
    }
    writePointer() {
        // LATEST_RUN.md: in the folder that holds runs/ (context.ts), for the run the user started only.
        const { ctx } = this;
        if (this.request.itemRun === true || this.ancestry.length > 0 || !ctx.pointerPath)
            return;
        const pointer = this.workspace.tryResolve(ctx.pointerPath.rel);
        if (pointer)
            writeLatestPointer(pointer.abs, this.current, ctx.manifestPath.rel, ctx.statePath.rel);
    }
    async loop() {
        for (;;) {
            const id = this.current.active_step;
            if (id === null)
                return this.current.status;
            if (this.request.signal?.aborted)
                return this.stopInterrupted(id);
            const step = this.workflow.steps.get(id);
            const stop = await EXECUTORS[step.kind](this, step);
            if (stop !== undefined)
                return stop;
        }
    }
    /** Cancelled between steps (request.signal): only the run's status records it; the step stays active. */
    stopInterrupted(id) {
        const message = `run ${this.ctx.runId} ${interruption(this.request.signal)} before step ${id} started; resume with: ${this.resumeCommand()}`;
        this.apply({ event: 'stopped', at: this.now(), code: 'WORKFLOW_INTERRUPTED', message });
        this.commit();
        return 'WORKFLOW_INTERRUPTED';
    }
    /** Processes a dead runner's attempts still have running (leftovers.ts): killed, and said so. */
    killLeftovers(state) {
        const left = leftoverAttempts(state);
        if (left.length === 0 || !this.ports.processes.killLeftovers)
            return;
        const killed = this.ports.processes.killLeftovers(left);
        if (killed > 0)
            this.ports.onEvent?.({ type: 'note', message: `killed ${killed} process${killed === 1 ? '' : 'es'} that the runner before this one left running (the attempt in flight when it stopped)` });
    }
    finish(stop) {
        this.apply({ event: 'run_stopped', at: this.now(), code: stop });
        this.commit();
        // An item run's projections are written once, when it ends.
        if (this.request.itemRun === true)
            this.project();
        else if (this.request.workflowModel === undefined)
            this.writePointer();
        return this.outcome(stop, this.current.message ?? runner_describe(stop, this.current));
    }
    /** A hand-off step's terminal_status is class blocked unless it is WORKFLOW_COMPLETE. */
    exitStatusOf(status) {
        const last = this.current.last_transition;
        if (this.current.active_step === null && last?.outcome === 'terminal' && last.code === status)
            return status === 'WORKFLOW_COMPLETE' ? stop_codes/* EXIT_STATUS */.uc.success : stop_codes/* EXIT_STATUS */.uc.blocked;
        return (0,stop_codes/* exitStatusFor */.ex)(status);
    }
    resumeCommand() {
        return `${this.request.commandName ?? 'stagegate'} run ${this.workflow.file} --run-id ${this.ctx.runId}`;
    }
    outcome(status, message) {
        const finished = this.current.active_step === null;
        const name = this.request.commandName ?? 'stagegate';
        const next = finished ? (status === 'WORKFLOW_COMPLETE' ? null : `${name} run ${this.workflow.file} --run-id ${this.ctx.runId} --mode fresh`) : this.resumeCommand();
        return {
            ...this.base,
            status,
            exitCode: this.exitStatusOf(status),
            message,
            activeStep: this.current.active_step,
            completedSteps: this.current.completed_steps,
            nextCommand: next,
            stagesRun: this.stagesRun,
            state: this.current,
            log: this.log,
            ...(this.sourceChanged ? { sourceChange: this.sourceChanged } : {}),
            ...(this.approvalHint(name) ?? {}),
        };
    }
    /** Paused at an approval step: say how to decide (the resume command is the step after that). */
    approvalHint(name) {
        const pending = this.current.pending_approval;
        if (!pending || pending.step !== this.current.active_step)
            return undefined;
        const target = `${this.workflow.file} --run-id ${this.ctx.runId}`;
        return { hint: `Decide with \`${name} approve ${target}\` (or \`${name} reject ${target}\`), add --by NAME${pending.approvers ? ` (one of ${pending.approvers.join(', ')})` : ''}; then resume with \`${name} run ${target}\`.` };
    }
}
function runner_describe(stop, state) {
    if (stop === 'WORKFLOW_COMPLETE')
        return `workflow ${state.workflow} completed (${state.completed_steps.length} steps)`;
    return `${stop} at step ${state.active_step ?? '-'}`;
}

;// CONCATENATED MODULE: ./src/core/commands/shards.ts
// `stagegate shards`, `run --shard KEY` and `stagegate merge` (docs/run-semantics.md#shards): a
// foreach step's items, or a parallel step's branches, run as shards — each in a run folder of its
// own with its own journal, on this machine or another — and are merged back into the run in a
// fixed order (the items' order; the branches' declared order).




















/** The run as a resume would find it, read-only (no lock). */
function readParent(workspaceRoot, workflowFile, invocation, batch) {
    const loaded = batch?.loaded ?? loadParentWorkflow(workspaceRoot, workflowFile);
    if (batch)
        batch.loaded = loaded;
    const { workspace, workflow } = loaded;
    const ctx = resolveRunContext(workflow, workspace, { ...invocation, mode: 'resume' }, new Date(), { readOnly: true });
    const load = ctx.existing;
    if (load.kind === 'corrupt') {
        throw new run_errors/* StagegateError */.q('WORKFLOW_STATE_INTEGRITY_VIOLATION', `${load.reason}; nothing was changed`, {
            hint: 'Inspect the journal and state (stagegate history shows the journal), or start over with --mode fresh.',
            location: { file: load.file, ...(load.line !== undefined ? { line: load.line } : {}) },
        });
    }
    if (load.kind !== 'ok')
        return { workspace, workflow, ctx, state: undefined };
    checkIntegrity(load.state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: invocation.allowWorkflowChange === true });
    return { workspace, workflow, ctx, state: load.state };
}
function loadParentWorkflow(workspaceRoot, workflowFile) {
    const workspace = new workspace_workspace/* Workspace */.aR(workspaceRoot);
    return { workspace, workflow: loadAndCheck(workspace, workflowFile) };
}
function fanOutIn(view) {
    const state = view.state;
    if (!state)
        return undefined;
    return fanOutOf({ workspace: view.workspace, state: () => state, ctx: view.ctx }, view.workflow);
}
function branchFanOutIn(view) {
    return view.state ? branchFanOutOf(view.state, view.workflow) : undefined;
}
/** `stagegate shards`: the shard keys of the run's active foreach or parallel step that can run now. Nothing runs. */
function listShards(workspaceRoot, workflowFile, invocation) {
    const view = readParent(workspaceRoot, workflowFile, invocation);
    const branches = branchFanOutIn(view);
    if (branches)
        return { runId: view.ctx.runId, step: branches.step.id, kind: 'parallel', shards: readyBranches(branches).map((b) => b.id), waiting: [] };
    const fan = fanOutIn(view);
    if (!fan)
        return { runId: view.ctx.runId, step: null, kind: null, shards: [], waiting: [] };
    const ready = readyItems(fan.record).map((i) => i.id);
    const waiting = fan.record.items.filter((i) => isOpen(i) && !ready.includes(i.id)).map((i) => i.id);
    return { runId: view.ctx.runId, step: fan.step.id, kind: 'foreach', shards: ready, waiting };
}
function failed(base, key, error) {
    return {
        status: error.code,
        exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code),
        message: error.message,
        ...(error.hint !== undefined ? { hint: error.hint } : {}),
        location: error.location,
        workflow: null,
        workflowFile: base.workflowFile,
        runId: base.runId,
        activeStep: null,
        completedSteps: [],
        statePath: null,
        manifestPath: null,
        runRoot: null,
        nextCommand: null,
        stagesRun: 0,
        shard: { key, step: null, kind: null, folder: null, finished: false },
    };
}
/** The size of an output the shard accepted, which must be there to travel with it. */
function sizeOf(view, path, key) {
    const st = (0,external_node_fs_.lstatSync)(view.workspace.resolve(path, `output of shard ${key}`).abs, { throwIfNoEntry: false });
    if (!st?.isFile())
        throw new run_errors/* StagegateError */.q('STAGE_OUTPUT_MISSING', `shard ${key}: its output ${path} is not in the workspace, so the shard cannot carry it`, { hint: 'Run the shard again (its run recorded the output; something removed it since).' });
    return st.size;
}
/** Finished shard: its descriptor, and a copy of each accepted output under files/ (so the folder travels on its own). */
function sealShard(view, claim, statePathRel, state) {
    const { key } = claim;
    const folder = (0,external_node_path_.dirname)(view.workspace.resolve(statePathRel, `shard ${key}`).abs);
    const accepted = acceptedOutputs(state);
    // A child_workflow branch's child keeps its own run folder: its outputs travel in the shard.
    const outputs = claim.kind === 'parallel' ? branchShardOutputs(state, claim.step, key, accepted).map((o) => ({ ...o, size: sizeOf(view, o.path, key) })) : accepted;
    for (const output of outputs) {
        const source = view.workspace.resolve(output.path, `output of shard ${key}`);
        (0,atomic_write/* atomicWriteFile */.R)((0,external_node_path_.join)(folder, SHARD_FILES_DIR, output.path), (0,external_node_fs_.readFileSync)(source.abs), { durable: true });
    }
    const journal = readJournalHead(folder);
    writeDescriptor(folder, {
        shard: 1,
        kind: claim.kind,
        run_id: view.ctx.runId,
        workflow: view.workflow.name,
        workflow_digest: view.workflow.digest,
        step: claim.step,
        visit: claim.visit,
        key,
        bindings: claim.bindings,
        state_path: statePathRel,
        journal,
        outcome: state.status,
        outputs,
    });
}
function readJournalHead(folder) {
    const read = (0,state_journal/* readJournal */.a0)((0,state_journal/* journalPathFor */.S7)((0,external_node_path_.join)(folder, 'workflow_state.yaml')));
    if (read.kind !== 'ok' || read.head.sha256 === null)
        throw new run_errors/* StagegateError */.q('STATE_WRITE_FAILED', `the journal of the shard in ${folder} cannot be read back`);
    return { seq: read.head.seq, sha256: read.head.sha256 };
}
/**
 * `run --shard KEY`: run exactly that item's per-item machine, in its item run's folder under the
 * run root (its own journal, under that folder's lock), leaving the run's own state untouched.
 * A finished shard gets its SHARD.json (and its outputs' copies) for `merge`. Shards of one batch
 * (several keys in one invocation) run one after another, each exactly as it would alone.
 */
async function runShard(request, ports, key, batch) {
    let view;
    try {
        view = readParent(request.workspace, request.workflowFile, request.invocation, batch);
        const { ctx, workflow } = view;
        if (!view.state)
            throw new run_errors/* StagegateError */.q('SHARD_NOT_READY', `run ${ctx.runId} has not started: there are no shards to run yet`, { hint: `Run it to its fan-out step first (stagegate run ${workflow.file} --run-id ${ctx.runId} --stop-after-step <the step before the foreach>).` });
        if (RunLock.isHeld(ctx.lockPath))
            throw new run_errors/* StagegateError */.q('WORKFLOW_LOCKED', `run ${ctx.runId} is held by a runner (a resume or a merge): its shards wait until it ends; nothing was changed`, { hint: 'Wait for it to finish, then list the shards again.' });
        const branches = branchFanOutIn(view);
        if (branches)
            return await runBranchShard(view, branches, request, ports, key);
        const fan = fanOutIn(view);
        if (!fan)
            throw new run_errors/* StagegateError */.q('SHARD_NOT_READY', `run ${ctx.runId} is not at a foreach or parallel step (active step: ${view.state.active_step ?? 'none, the run finished'}): there are no shards to run`, { hint: 'stagegate shards lists the shards a run has now.' });
        const item = fan.record.items.find((i) => i.id === key);
        if (!item) {
            const near = (0,did_you_mean/* closest */.kp)(key, fan.record.items.map((i) => i.id));
            throw new run_errors/* StagegateError */.q('SHARD_UNKNOWN', `foreach step ${fan.step.id} has no item '${key}'${near ? ` (did you mean '${near}'?)` : ''}; nothing ran`, { hint: `stagegate shards ${workflow.file} --run-id ${ctx.runId} lists its shards.` });
        }
        if (!isOpen(item))
            throw new run_errors/* StagegateError */.q('SHARD_ALREADY_MERGED', `item ${key} of foreach step ${fan.step.id} already has its result in run ${ctx.runId} (${item.status}); nothing ran`);
        const unmet = unmetDependencies(fan.record, item);
        if (unmet.length > 0)
            throw new run_errors/* StagegateError */.q('SHARD_NOT_READY', `item ${key} of foreach step ${fan.step.id} waits for ${unmet.join(', ')} (not VERIFIED in the run yet): it runs in a later wave; nothing ran`, { hint: 'Merge the shards it depends on (stagegate merge), then list the shards again.' });
        const statePath = shardStatePath(ctx.runRoot.rel, fan, item);
        const shardItem = { ...item, state_path: statePath };
        const abs = view.workspace.resolve(statePath, `shard ${key}`).abs;
        // Two legs of one shard never both advance it.
        const lock = RunLock.acquire(`${abs}.lock`, `shard ${key} of run ${ctx.runId}`);
        let outcome;
        try {
            // Checked again with the shard's lock held: a resume that took the run's lock meanwhile
            // checks this lock before running the item in-process (steps/foreach/run.ts), so never both.
            if (RunLock.isHeld(ctx.lockPath))
                throw new run_errors/* StagegateError */.q('WORKFLOW_LOCKED', `run ${ctx.runId} is held by a runner (a resume or a merge): its shards wait until it ends; nothing was changed`, { hint: 'Wait for it to finish, then list the shards again.' });
            const parent = { workflow, bindings: ctx.bindings, runId: ctx.runId, request, ancestry: request.ancestry ?? [], statePath: ctx.statePath.rel, runRoot: ctx.runRoot.rel };
            const sourceCommit = view.state.source_commit;
            outcome = await runWorkflow(itemRunRequest(parent, fan.step, shardItem), { ...itemPorts(ports, fan.step, shardItem), source: { sourceCommit: () => sourceCommit } });
            const finished = outcome.state !== undefined && outcome.activeStep === null;
            if (finished)
                sealShard(view, { kind: 'foreach', step: fan.step.id, visit: fan.visit, key, bindings: item.bindings }, statePath, outcome.state);
            // A finished shard is a result to merge, whatever it says: the merge applies it.
            const exitCode = finished && (outcome.status === 'WORKFLOW_COMPLETE' || outcome.status === 'ITEM_DEFERRED') ? 0 : outcome.exitCode;
            return { ...outcome, exitCode, shard: { key, step: fan.step.id, kind: 'foreach', folder: (0,external_node_path_.relative)(view.workspace.root, (0,external_node_path_.dirname)(abs)).split('\\').join('/'), finished } };
        }
        finally {
            lock.release();
        }
    }
    catch (error) {
        if (!(0,run_errors/* isStagegateError */.W)(error))
            throw error;
        return failed({ workflowFile: request.workflowFile, runId: view?.ctx.runId ?? null }, key, error);
    }
}
/**
 * `run --shard BRANCH` at a parallel step: run exactly that branch — through the same attempt loop
 * (or its child run) as in one process — as a run of its own (shards/branch-fan-out.ts) in its
 * shard folder under the run root, under that folder's lock, leaving the run's own state
 * untouched. A branch with a verdict gets its SHARD.json (and its outputs' copies) for `merge`.
 */
async function runBranchShard(view, fan, request, ports, key) {
    const { ctx, workflow } = view;
    const branch = fan.branches.find((b) => b.id === key);
    if (!branch) {
        const near = (0,did_you_mean/* closest */.kp)(key, fan.branches.map((b) => b.id));
        throw new run_errors/* StagegateError */.q('SHARD_UNKNOWN', `parallel step ${fan.step.id} has no branch '${key}'${near ? ` (did you mean '${near}'?)` : ''}; nothing ran`, { hint: `stagegate shards ${workflow.file} --run-id ${ctx.runId} lists its shards.` });
    }
    if (!branchIsOpen(fan, key))
        throw new run_errors/* StagegateError */.q('SHARD_ALREADY_MERGED', `branch ${key} of parallel step ${fan.step.id} already has its verdict in run ${ctx.runId} (${fan.records?.[key]?.status ?? '?'}); nothing ran`);
    const statePath = branchShardStatePath(ctx.runRoot.rel, fan.step.id, key, fan.visit);
    const abs = view.workspace.resolve(statePath, `shard ${key}`).abs;
    // Two legs of one shard never both advance it.
    const lock = RunLock.acquire(`${abs}.lock`, `shard ${key} of run ${ctx.runId}`);
    try {
        // Checked again with the shard's lock held: a resume that took the run's lock meanwhile checks
        // this lock before running the branch in-process (steps/parallel/run.ts), so never both.
        if (RunLock.isHeld(ctx.lockPath))
            throw new run_errors/* StagegateError */.q('WORKFLOW_LOCKED', `run ${ctx.runId} is held by a runner (a resume or a merge): its shards wait until it ends; nothing was changed`, { hint: 'Wait for it to finish, then list the shards again.' });
        const tokens = branchShardTokens(workflow, ctx.bindings, ctx.runId, view.state, branch);
        const shardRequest = {
            workspace: request.workspace,
            workflowFile: workflow.file,
            workflowModel: branchWorkflow(workflow, fan.step, branch, statePath),
            itemRun: true,
            invocation: { tokens, undeclared: 'keep', mode: 'resume', ...(request.invocation.allowWorkflowChange === true ? { allowWorkflowChange: true } : {}), ...sourcePolicyOf({ request, workflow }) },
            env: request.env,
            ...(request.commandName !== undefined ? { commandName: request.commandName } : {}),
            ...(request.agents !== undefined ? { agents: request.agents } : {}),
            ...(request.signal !== undefined ? { signal: request.signal } : {}),
            ...(request.invocationToken !== undefined ? { invocationToken: request.invocationToken } : {}),
            ancestry: request.ancestry ?? [],
        };
        const sourceCommit = view.state.source_commit;
        const outcome = await runWorkflow(shardRequest, { ...ports, source: { sourceCommit: () => sourceCommit } });
        const finished = outcome.state !== undefined && outcome.activeStep === null;
        if (finished)
            sealShard(view, { kind: 'parallel', step: fan.step.id, visit: fan.visit, key, bindings: tokens }, statePath, outcome.state);
        // A finished shard is a result to merge, whatever its branch's verdict: the merge applies it.
        const exitCode = finished && outcome.status === 'WORKFLOW_COMPLETE' ? 0 : outcome.exitCode;
        return { ...outcome, exitCode, shard: { key, step: fan.step.id, kind: 'parallel', folder: (0,external_node_path_.relative)(view.workspace.root, (0,external_node_path_.dirname)(abs)).split('\\').join('/'), finished } };
    }
    finally {
        lock.release();
    }
}
/**
 * `stagegate merge`: verify every shard result (run root and --from folders) before anything is
 * written, then — under the run lock — merge them into the run in a fixed order (items' order, branches' declared order) and continue
 * the run like `run` does.
 */
async function mergeShards(request, ports, fromDirs) {
    let view;
    let step = null;
    try {
        view = readParent(request.workspace, request.workflowFile, request.invocation);
        const branches = branchFanOutIn(view);
        const fan = fanOutIn(view);
        if (branches) {
            step = branches.step.id;
            precheckBranches({ workspace: view.workspace, workflow: view.workflow, runId: view.ctx.runId, runRoot: view.ctx.runRoot.rel, bindings: view.ctx.bindings, state: view.state, fan: branches }, fromDirs);
        }
        else if (fan) {
            step = fan.step.id;
            // Refuse a bad shard before the lock and before anything is written; the merge checks again under the lock.
            precheck({ workspace: view.workspace, workflow: view.workflow, runId: view.ctx.runId, runRoot: view.ctx.runRoot.rel, fan }, fromDirs);
        }
    }
    catch (error) {
        if (!(0,run_errors/* isStagegateError */.W)(error))
            throw error;
        return { ...failed({ workflowFile: request.workflowFile, runId: view?.ctx.runId ?? null }, '', error), merge: { step, merged: [], alreadyMerged: [], pending: [] } };
    }
    const intake = step !== null ? shardIntake(step, fromDirs) : undefined;
    const outcome = await runWorkflow({ ...request, ...(intake ? { shards: intake } : {}) }, ports);
    return { ...outcome, merge: { step, merged: intake?.report.merged ?? [], alreadyMerged: intake?.report.alreadyMerged ?? [], pending: intake?.report.pending ?? [] } };
}

;// CONCATENATED MODULE: ./src/core/shards/legs.ts
// Matrix legs (docs/run-semantics.md#shards): the shards that can run now, dealt in order into at
// most N groups, so a matrix of N runners takes them all. GitHub runs at most 256 legs per matrix,
// and a runner's own start (checkout, setup, stagegate's cold start) is paid per leg, not per shard.
/** `keys` in order, cut into min(n, keys.length) contiguous legs whose sizes differ by at most one (larger legs first). */
function dealLegs(keys, n) {
    if (!Number.isInteger(n) || n < 1)
        throw new RangeError(`legs must be a whole number of 1 or more (got ${n})`);
    const count = Math.min(n, keys.length);
    const legs = [];
    let at = 0;
    for (let i = 0; i < count; i++) {
        const size = Math.floor(keys.length / count) + (i < keys.length % count ? 1 : 0);
        legs.push(keys.slice(at, at + size));
        at += size;
    }
    return legs;
}

;// CONCATENATED MODULE: ./src/core/commands/status.ts
// `status`: where a run is, read-only. Needs only the inputs that locate the state.










/** Status of a run that has no state yet. */
const NOT_STARTED = 'NOT_STARTED';
function getStatus(workspaceRoot, workflowFile, invocation) {
    const base = { status: NOT_STARTED, exitCode: 0, message: '', workflow: null, workflowFile, runId: null, activeStep: null, completedSteps: [], statePath: null, manifestPath: null, runRoot: null, locked: false, maxVisits: {} };
    try {
        const workspace = new workspace_workspace/* Workspace */.aR(workspaceRoot);
        const loaded = loadWorkflow(workspace, workflowFile);
        const first = loaded.diagnostics.find((d) => d.severity === 'error');
        if (!loaded.workflow || first) {
            throw new run_errors/* StagegateError */.q('WORKFLOW_CONTRACT_INVALID', first ? `${first.file}:${first.line}:${first.column} ${first.code} ${first.message}` : 'invalid workflow', {
                location: first ? { file: first.file, line: first.line, column: first.column } : {},
            });
        }
        const workflow = withPhaseSteps(loaded.workflow);
        // Status reads; it must not demand inputs a resume would take from state.
        const ctx = resolveRunContext(workflow, workspace, { ...invocation, mode: 'resume' }, new Date(), { readOnly: true });
        const report = {
            ...base,
            workflow: workflow.name,
            workflowFile: workflow.file,
            runId: ctx.runId,
            statePath: ctx.statePath.rel,
            manifestPath: ctx.manifestPath.rel,
            runRoot: ctx.runRoot.rel,
            // Held by a live runner: a lock left by a dead process on this machine is not.
            locked: RunLock.isHeld(ctx.lockPath),
            maxVisits: Object.fromEntries([...workflow.steps.keys()].map((id) => [id, maxVisitsOf(workflow, id)])),
        };
        if (ctx.existing.kind === 'absent')
            return { ...report, runId: ctx.runIdGenerated ? null : ctx.runId, message: `no state at ${ctx.statePath.rel}: the run has not started` };
        // The same load and checks a resume makes (the manifest's journal head included): status
        // reports the stop code `run` would stop with. The journal the context replayed is replayed
        // again only when it changed since (reloadRun, as a resume does under its lock).
        const load = reloadRun(ctx.existing, { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs }, workflow, ctx.statePath.rel);
        if (load.kind === 'corrupt') {
            return { ...report, status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', exitCode: (0,stop_codes/* exitStatusFor */.ex)('WORKFLOW_STATE_INTEGRITY_VIOLATION'), message: load.reason, hint: 'Inspect the journal and state (stagegate history shows the journal), or start over with --mode fresh.' };
        }
        if (load.kind === 'absent')
            return { ...report, runId: ctx.runIdGenerated ? null : ctx.runId, message: `no state at ${ctx.statePath.rel}: the run has not started` };
        const state = load.state;
        checkIntegrity(state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: invocation.allowWorkflowChange === true });
        const status = state.in_flight !== null ? 'IN_PROGRESS' : state.status;
        return {
            ...report,
            status,
            exitCode: status === 'IN_PROGRESS' ? 0 : (0,stop_codes/* exitStatusFor */.ex)(status),
            message: state.message ?? (state.in_flight ? `step ${state.in_flight.step} is in flight (or its runner died: resume re-runs it)` : `active step: ${state.active_step ?? 'none (finished)'}`),
            activeStep: state.active_step,
            completedSteps: state.completed_steps,
            state,
            log: load.log,
        };
    }
    catch (error) {
        if (!(0,run_errors/* isStagegateError */.W)(error))
            throw error;
        return { ...base, status: error.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
    }
}

;// CONCATENATED MODULE: ./src/core/commands/history.ts
// `history`: a run's journal, event by event — what happened, in order, as the run's durable
// truth records it. Read-only; replays the journal like a resume does, so a journal a resume
// would refuse is reported with the same stop code.








function rowOf(e) {
    const row = { seq: e.seq, at: e.at, event: e.event, step: null, visit: null, attempt: null, status: null, to: null, detail: '', data: e };
    if ('step' in e && typeof e.step === 'string')
        row.step = e.step;
    if ('visit' in e && typeof e.visit === 'number')
        row.visit = e.visit;
    if ('attempt' in e && typeof e.attempt === 'number')
        row.attempt = e.attempt;
    if ('to' in e)
        row.to = e.to ?? null;
    switch (e.event) {
        case 'run_started':
            row.detail = `${e.mode}${e.stop_after_step ? `, stop after ${e.stop_after_step}` : ''}${e.source_commit ? ` at ${e.source_commit.slice(0, 12)}` : ''}`;
            break;
        case 'run_stopped':
        case 'stopped':
            row.status = e.code;
            row.detail = e.event === 'stopped' ? e.message : '';
            break;
        case 'attempt_failed':
            row.status = e.code;
            row.detail = e.message;
            break;
        case 'gate_accepted':
            row.status = e.gate.status;
            row.detail = `${e.artifact.path} (sha256 ${e.artifact.sha256.slice(0, 12)}…)${e.stop ? ` — ${e.stop}` : ''}`;
            break;
        case 'exit_accepted':
            row.status = 'exit 0';
            row.detail = e.stop ?? '';
            break;
        case 'failure_routed':
            row.status = e.code;
            row.detail = `on_failure${e.stop ? ` — ${e.stop}` : ''}`;
            break;
        case 'decision_taken':
            row.visit = e.outcome.record.visit;
            row.status = e.outcome.record.chosen === 'else' ? 'else' : `if ${e.outcome.record.branches[e.outcome.record.chosen]?.expression ?? ''}`;
            row.to = e.outcome.to;
            break;
        case 'approval_reached':
            row.status = e.stop ?? 'followed';
            break;
        case 'approval_decided':
            row.status = e.decision;
            row.detail = `by ${e.by}${e.source_commit ? ` at ${e.source_commit.slice(0, 12)}` : ''}${e.note ? `: ${e.note}` : ''}`;
            break;
        case 'source_changed':
            row.status = `on_source_change: ${e.change.policy}`;
            row.detail = describeSourceChange(e.change);
            break;
        case 'child_routed':
        case 'phase_stopped':
            row.status = e.child_status;
            break;
        case 'child_failed':
        case 'foreach_ended':
            row.status = e.code;
            row.detail = e.message;
            break;
        case 'item_started':
            row.detail = `item ${e.item}`;
            break;
        case 'item_finished':
            row.status = e.outcome;
            row.detail = `item ${e.item}: ${e.end.kind}`;
            break;
        case 'branch_updated':
            row.detail = `branch ${e.branch}${e.patch.status ? `: ${e.patch.status}` : ''}`;
            row.status = e.patch.gate_status ?? e.patch.code ?? null;
            row.attempt = e.patch.attempt ?? null;
            break;
        case 'join_decided':
            row.status = e.outcome;
            row.detail = e.summary;
            break;
        case 'agent_attempt':
            row.step = e.record_on;
            row.visit = e.record.visit;
            row.attempt = e.record.attempt;
            row.status = e.record.outcome;
            row.detail = `${e.record.agent} (${e.record.delegation})`;
            break;
        default:
            break;
    }
    return row;
}
function getHistory(workspaceRoot, workflowFile, invocation) {
    const base = { status: 'NOT_STARTED', exitCode: 0, message: '', workflow: null, runId: null, journalPath: null, events: [] };
    try {
        const workspace = new workspace_workspace/* Workspace */.aR(workspaceRoot);
        const workflow = loadAndCheck(workspace, workflowFile);
        const ctx = resolveRunContext(workflow, workspace, { ...invocation, mode: 'resume' }, new Date(), { readOnly: true });
        const report = { ...base, workflow: workflow.name, runId: ctx.runId, journalPath: (0,state_journal/* journalPathFor */.S7)(ctx.statePath.rel) };
        // The context's replay, re-read only when the journal changed since (reloadRun).
        const load = reloadRun(ctx.existing, { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs }, workflow, ctx.statePath.rel);
        if (load.kind === 'absent')
            return { ...report, message: `no journal at ${report.journalPath}: the run has not started` };
        if (load.kind === 'corrupt')
            throw new run_errors/* StagegateError */.q('WORKFLOW_STATE_INTEGRITY_VIOLATION', load.reason, { location: { file: load.file, ...(load.line !== undefined ? { line: load.line } : {}) } });
        const status = load.state.in_flight !== null ? 'IN_PROGRESS' : load.state.status;
        return { ...report, status, exitCode: status === 'IN_PROGRESS' ? 0 : (0,stop_codes/* exitStatusFor */.ex)(status), message: `${load.events.length} events`, events: load.events.map(rowOf) };
    }
    catch (error) {
        if (!(0,run_errors/* isStagegateError */.W)(error))
            throw error;
        return { ...base, status: error.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
    }
}

;// CONCATENATED MODULE: ./src/core/commands/prompt-preview.ts
// `plan --show-prompt STEP`: the exact prompt a step would get from the run's current state,
// built by the same function `run` uses (so the two can never drift apart). Before the steps it
// depends on have run, what only they can provide ({{steps.<id>.output}}, a gate value, the
// blocking_* values a resolver gets, a path built on them) is shown as NOT_KNOWN_YET(name)
// instead of failing: the rest of the prompt is exactly what run would send.





/** How a value that is not known before the run gets there appears in a previewed prompt. */
function notKnownYet(name) {
    return `⟨not known yet: {{${name}}}⟩`;
}
/** Bindings where a name nothing provides yet reads as notKnownYet(name); declared optional inputs stay absent. */
class PendingView extends Map {
    base;
    optional;
    constructor(base, optional) {
        super();
        this.base = base;
        this.optional = optional;
    }
    get(name) {
        const v = this.base.get(name);
        if (v !== undefined || this.optional.has(name))
            return v;
        return notKnownYet(name);
    }
    has(name) {
        return this.get(name) !== undefined;
    }
}
function previewPrompt(workflow, workspace, bindings, state, stepId) {
    const step = workflow.steps.get(stepId);
    if (!step) {
        throw new run_errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `--show-prompt ${stepId}: not a step of workflow ${workflow.name}`, { hint: `Use one of: ${[...workflow.steps.keys()].join(', ')}.` });
    }
    if (!registry/* AGENT_DRIVEN_KINDS */.vD.has(step.kind)) {
        throw new run_errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `--show-prompt ${stepId}: step ${stepId} is a ${step.kind} step; only agent-driven steps (prompt, inline_instruction, action, resolver) get a prompt`);
    }
    const b = new PendingView(stepBindings(bindings, step, state), new Set(workflow.inputs.optional));
    const visit = Math.max(1, state?.steps[step.id]?.visits ?? 1);
    const firstAttempt = (state ? attemptsOnVisit(state, step.id, visit) : 0) === 0;
    return prompt_buildPrompt({
        workflow,
        workspace,
        step,
        state,
        bindings: b,
        output: resolveOutput(step, b, workspace),
        delegation: workflow.execution.delegationMode === 'bounded' && firstAttempt ? 'delegated' : 'direct',
        previousFailure: previousFailureOf(state, step.id),
    });
}

;// CONCATENATED MODULE: ./src/core/validate/workflow-paths.ts
// Every path a run can take through a workflow, described once for `plan` (text and JSON) and
// the Action's summary graph: typed edges per step (statuses, decision branches, approve/reject,
// on_failure, on_skip, stall escapes, completion), the structure behind composite kinds (child
// workflows and phases, foreach with its per_item machine, parallel branches) and the loops with
// their visit bounds. Pure and derived from the step definitions only (no state).




/** Kinds whose gate can repeat itself, so a loop through them may stall. */
const GATED_KINDS = new Set(['shell', 'agent']);
function kindOfEdge(t) {
    const last = t.path[t.path.length - 1];
    if (t.status !== undefined)
        return 'status';
    if (t.path.includes('decide'))
        return 'decision';
    switch (last) {
        case 'on_approve':
            return 'approve';
        case 'on_reject':
            return 'reject';
        case 'on_failure':
            return 'failure';
        case 'on_skip':
            return 'skip';
        case 'on_stall':
            return 'stall';
        case 'retry_step':
            return 'retry_step';
        case 'on_success':
            return 'success';
        default:
            return 'complete';
    }
}
function workflow_paths_parallelOf(def) {
    const raw = def.parallel;
    return raw !== null && typeof raw === 'object' ? raw : undefined;
}
function edgesOf(step, inLoop) {
    const d = step.def;
    const edges = [];
    for (const t of transitionsOf(step)) {
        const kind = kindOfEdge(t);
        // on_failure: skip is a token: the failure follows on_skip (shown as its own edge below).
        if (kind === 'failure' && t.to === 'skip')
            continue;
        // A parallel step's own transitions may arrive through transitionsOf later; branch edges are per branch.
        if (t.path.includes('parallel'))
            continue;
        edges.push({ to: t.to, label: kind === 'approve' ? 'approve' : kind === 'reject' ? 'reject' : t.label, kind, ...(t.status !== undefined ? { status: t.status } : {}) });
    }
    if (d.on_failure === 'skip' && d.on_skip !== undefined)
        edges.push({ to: d.on_skip, label: 'on_failure: skip (via on_skip)', kind: 'failure' });
    if (step.kind === 'approval' && d.on_reject === undefined)
        edges.push({ to: 'BLOCKED', label: 'reject', kind: 'reject', implicit: true });
    if (inLoop && GATED_KINDS.has(step.kind) && d.on_stall === undefined) {
        edges.push({ to: 'BLOCKED', label: 'stall', kind: 'stall', implicit: true, note: 'WORKFLOW_BLOCKED_STALLED' });
    }
    return edges;
}
function workflow_paths_describe(step, maxVisits, inLoop, workflow) {
    const d = step.def;
    const out = { id: step.id, kind: step.kind, maxVisits, edges: edgesOf(step, inLoop), attempts: d.retry?.max_attempts ?? 1, optional: d.optional === true };
    if (d.decide)
        out.decision = { branches: d.decide.map((b) => ('if' in b ? { if: b.if, to: b.to } : { if: null, to: b.else })) };
    if (step.kind === 'approval') {
        out.approval = { message: d.approval?.message ?? `approve ${step.id}?`, approvers: d.approval?.approvers ?? null, onApprove: d.on_approve ?? 'BLOCKED', onReject: d.on_reject ?? 'BLOCKED' };
    }
    if (d.child_workflow !== undefined) {
        const phase = phaseOf(step);
        out.child = {
            workflow: d.child_workflow,
            ...(phase ? { phase: { passInputs: phase.passInputs, derivedInputs: phase.derivedInputs, requireTerminalStatus: phase.requireTerminalStatus } } : {}),
            ...(d.execution ? { execution: d.execution } : {}),
        };
    }
    if (step.kind === 'instruction' && d.terminal_status !== undefined)
        out.terminalStatus = d.terminal_status;
    if (step.kind === 'foreach')
        out.foreach = foreachPaths(step, workflow);
    const parallel = workflow_paths_parallelOf(d);
    if (parallel)
        out.parallel = parallelPaths(step, parallel, workflow);
    return out;
}
/** Inner steps (per-item or branch) as models: kinds classified, invalid ones left out. */
function innerModels(owner, defs, key) {
    const out = [];
    for (const [id, def] of Object.entries(defs)) {
        const { kind, problem } = classifyStep(def);
        if (kind === undefined || problem !== undefined)
            continue;
        out.push({ id, kind, def, path: [...owner.path, key, id], line: owner.line, column: owner.column });
    }
    return out;
}
/** Item tokens finish (next_artifact) or set aside (defer_current_artifact) the current item. */
const ITEM_TOKENS = new Set(['next_artifact', 'defer_current_artifact']);
function foreachPaths(step, workflow) {
    const f = step.def.foreach;
    const models = innerModels(step, step.def.per_item ?? {}, 'per_item');
    const ids = new Set(models.map((m) => m.id));
    const analysis = analyseScope({
        ids: models.map((m) => m.id),
        entry: models[0]?.id,
        successors: (id) => transitionsOf(models.find((m) => m.id === id)).map((t) => t.to).filter((t) => ids.has(t)),
        ends: (id) => transitionsOf(models.find((m) => m.id === id)).some((t) => TERMINAL_TARGETS.has(t.to) || ITEM_TOKENS.has(t.to)),
    });
    const looping = new Set(analysis.loops.flat());
    const bound = (m) => m.def.max_visits ?? workflow.execution.maxVisits;
    return {
        source: f?.source ?? '',
        idField: f?.id_field ?? '',
        order: f?.order ?? 'registry',
        entry: models[0]?.id ?? null,
        steps: models.map((m) => workflow_paths_describe(m, bound(m), looping.has(m.id), workflow)),
        loops: analysis.loops.map((l, i) => ({ steps: l, cycle: analysis.cycles[i], bounds: Object.fromEntries(l.map((id) => [id, bound(models.find((m) => m.id === id))])) })),
        require: step.def.completion?.require ?? null,
        onComplete: step.def.completion?.on_complete ?? null,
    };
}
function parallelPaths(step, parallel, workflow) {
    const models = innerModels(step, parallel.branches ?? {}, 'branches');
    return {
        join: parallel.join ?? 'all',
        maxConcurrency: typeof parallel.max_concurrency === 'number' ? parallel.max_concurrency : null,
        // Inside a branch DONE and BLOCKED end the branch, not the run: the join decides.
        branches: models.map((m) => {
            const b = workflow_paths_describe(m, 1, false, workflow);
            return { ...b, edges: b.edges.map((e) => (e.to === 'DONE' ? { ...e, note: 'the branch succeeds' } : e.to === 'BLOCKED' ? { ...e, note: 'the branch fails' } : e)) };
        }),
    };
}
/** Every step's paths and every reachable loop of the top-level machine. */
function workflowPaths(workflow) {
    const ids = [...workflow.steps.keys()];
    const successors = new Map();
    const ends = new Set();
    for (const step of workflow.steps.values()) {
        const targets = edgesOf(step, false).map((e) => e.to);
        successors.set(step.id, targets.filter((t) => workflow.steps.has(t)));
        if (step.kind === 'instruction' || targets.some((t) => TERMINAL_TARGETS.has(t)))
            ends.add(step.id);
    }
    const analysis = analyseScope({ ids, entry: workflow.entry, successors: (id) => successors.get(id) ?? [], ends: (id) => ends.has(id) });
    const looping = new Set(analysis.loops.flat());
    return {
        entry: workflow.entry ?? null,
        composite: workflow.data.phases !== undefined && workflow.data.steps === undefined,
        steps: [...workflow.steps.values()].map((s) => workflow_paths_describe(s, maxVisitsOf(workflow, s.id), looping.has(s.id), workflow)),
        loops: analysis.loops.map((l, i) => ({ steps: l, cycle: analysis.cycles[i], bounds: Object.fromEntries(l.map((id) => [id, maxVisitsOf(workflow, id)])) })),
    };
}

;// CONCATENATED MODULE: ./src/core/commands/plan.ts
// `plan`: what a run would do next and why, and every path it can take (workflow-paths.ts),
// without running or writing anything. It makes the checks a run makes before its first stage
// (inputs, input files, run id, fresh isolation, agents, a readable state the run may continue, an
// unchanged workflow) and reports the stop a run would hit, with its stop code and exit status,
// instead of a next step; and it resolves what it can: each foreach's registry, each child
// workflow's (and phase's) inputs and where its run lives.
















function stopOf(error) {
    return { code: error.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
}
/** The registry a foreach step would read now. */
function resolveRegistry(ctx, step, state) {
    const template = step.def.foreach.source;
    try {
        return ctx.workspace.resolve((0,placeholders/* substitute */.V2)(template, stepBindings(ctx.bindings, step, state)), 'foreach source').rel;
    }
    catch {
        return template;
    }
}
/** The child's inputs and the place of its run, as the child step would compute them now. */
function resolveChild(ctx, step, state, loadChild) {
    let prepared;
    try {
        prepared = resolveChildInvocation(ctx.workflow, ctx.workspace, ctx.bindings, state, step);
    }
    catch (error) {
        if (!(0,run_errors/* isStagegateError */.W)(error))
            throw error;
        return { workflow: step.def.child_workflow, inputs: {}, runId: null, statePath: null, manifestPath: null, runRoot: null, note: `not known yet: ${error.message}` };
    }
    try {
        const child = loadChild(prepared.file);
        const exec = step.def.execution;
        const fresh = exec?.execution_mode === 'fresh' || exec?.ignore_previous_completion === true || (exec?.execution_mode === undefined && exec?.ignore_previous_completion === undefined && (child.execution.executionMode === 'fresh' || child.execution.ignorePreviousCompletion));
        const located = resolveRunContext(child, ctx.workspace, { tokens: prepared.inputs, undeclared: 'keep', mode: fresh ? 'fresh' : 'resume' }, new Date(), { readOnly: true, ancestorRunRoots: [ctx.runRoot.rel] });
        return { workflow: prepared.file, inputs: prepared.inputs, runId: located.runIdGenerated ? null : located.runId, statePath: located.statePath.rel, manifestPath: located.manifestPath.rel, runRoot: located.runRoot.rel, note: null };
    }
    catch (error) {
        if (!(0,run_errors/* isStagegateError */.W)(error))
            throw error;
        return { workflow: prepared.file, inputs: prepared.inputs, runId: null, statePath: null, manifestPath: null, runRoot: null, note: `${error.code}: ${error.message}` };
    }
}
function resolvedOf(ctx, step, state, loadChild) {
    if (step.kind === 'foreach')
        return { registry: resolveRegistry(ctx, step, state) };
    if (step.kind === 'child_workflow')
        return { child: resolveChild(ctx, step, state, loadChild) };
    return undefined;
}
function childLoader(workspace) {
    const cache = new Map();
    return (file) => {
        let w = cache.get(file);
        if (!w)
            cache.set(file, (w = loadAndCheck(workspace, file)));
        return w;
    };
}
function makePlan(workspaceRoot, workflowFile, invocation, options = {}) {
    const empty = { status: 'PLAN', exitCode: 0, message: '', workflow: null, runId: null, mode: null, statePath: null, stateFound: false, nextStep: null, reason: '', stopAfterStep: null, steps: [], entry: null, composite: false, loops: [], stop: null };
    let workflow;
    let workspace;
    try {
        workspace = new workspace_workspace/* Workspace */.aR(workspaceRoot);
        workflow = loadAndCheck(workspace, workflowFile);
    }
    catch (error) {
        if (!(0,run_errors/* isStagegateError */.W)(error))
            throw error;
        const stop = stopOf(error);
        return { ...empty, status: error.code, exitCode: stop.exitCode, message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), stop };
    }
    const paths = workflowPaths(workflow);
    const pathsOf = new Map(paths.steps.map((p) => [p.id, p]));
    const shape = { workflow: workflow.name, entry: paths.entry, composite: paths.composite, loops: paths.loops };
    const planned = (ctx, state, nextStep) => {
        const completed = new Set(state?.completed_steps ?? []);
        const loadChild = childLoader(workspace);
        return [...workflow.steps.values()].map((step) => {
            let output;
            try {
                output = ctx ? (resolveOutput(step, stepBindings(ctx.bindings, step, state), workspace)?.rel ?? null) : (step.def.output ?? null);
            }
            catch {
                output = step.def.output ?? null;
            }
            const resolved = ctx ? resolvedOf(ctx, step, state, loadChild) : undefined;
            return {
                id: step.id,
                kind: step.kind,
                disposition: !EXECUTABLE_KINDS.has(step.kind) ? 'unsupported' : step.id === nextStep ? 'next' : completed.has(step.id) ? 'completed' : 'pending',
                visits: state?.steps[step.id]?.visits ?? 0,
                maxVisits: maxVisitsOf(workflow, step.id),
                output,
                transitions: transitionsOf(step).map((t) => ({ on: t.label, to: t.to })),
                ...(registry/* AGENT_DRIVEN_KINDS */.vD.has(step.kind) ? { agent: agentName(() => (0,registry/* resolveAgent */.cT)(workflow, step, options.agents ?? {}, workspace)) } : {}),
                paths: pathsOf.get(step.id),
                ...(resolved ? { resolved } : {}),
            };
        });
    };
    // Locate the run (read only). When even that is refused (a run id that is no identifier, an
    // undeclared input, a state file another run owns), that is the stop.
    let ctx;
    try {
        ctx = resolveRunContext(workflow, workspace, invocation, new Date(), { readOnly: true });
    }
    catch (error) {
        if (!(0,run_errors/* isStagegateError */.W)(error))
            throw error;
        const stop = stopOf(error);
        return { ...empty, ...shape, status: stop.code, exitCode: stop.exitCode, message: stop.message, ...(stop.hint !== undefined ? { hint: stop.hint } : {}), reason: `a run would stop before any stage: ${stop.code}`, steps: planned(undefined, undefined, null), stop };
    }
    // Everything else a run checks before its first stage.
    let stop = null;
    try {
        resolveRunContext(workflow, workspace, invocation, new Date());
        // Agents are left out: plan shows each agent step's agent (or "none configured") instead.
        preflight(ctx, options.agents ?? {}, { agents: false });
        checkResumable(ctx, invocation.allowWorkflowChange === true);
    }
    catch (error) {
        if (!(0,run_errors/* isStagegateError */.W)(error))
            throw error;
        stop = stopOf(error);
    }
    const mode = ctx.bound.controls.mode;
    const state = mode === 'resume' && ctx.existing.kind === 'ok' ? ctx.existing.state : undefined;
    let nextStep;
    let reason;
    if (mode === 'fresh') {
        nextStep = workflow.entry ?? null;
        reason = `fresh run: earlier results${ctx.existing.kind === 'ok' ? ` of run ${ctx.runId}` : ''} are moved aside and every stage runs from the entry step`;
    }
    else if (state) {
        nextStep = state.active_step;
        reason = nextStep === null ? `run ${ctx.runId} already finished with ${state.status}; resume runs nothing (use --mode fresh to run again)` : state.in_flight ? `step ${nextStep} was in flight when its runner stopped; it runs again` : `resume continues at the persisted next step ${nextStep} (status ${state.status})`;
    }
    else {
        nextStep = workflow.entry ?? null;
        reason = `no state at ${ctx.statePath.rel}: a new run starts at the entry step`;
    }
    // A resume at another source commit: which verdicts are current, and what the policy does.
    let source = null;
    if (state && state.active_step !== null && options.sourceCommit !== undefined) {
        const policy = invocation.onSourceChange ?? workflow.execution.onSourceChange ?? DEFAULT_SOURCE_POLICY;
        const now = { source_commit: options.sourceCommit, agent_package_version: ctx.agentPackageVersion };
        const change = sourceChange(state, now, policy);
        source = {
            policy,
            sourceCommit: now.source_commit,
            agentPackageVersion: now.agent_package_version,
            verdicts: verdictSources(state, now, { honourKept: policy !== 'rerun' }),
            voidedApprovals: change?.voided_approvals ?? [],
            rerunFrom: change?.rerun_from ?? null,
        };
        if (change && policy === 'refuse' && refusedVerdicts(change).length > 0)
            stop ??= stopOf(refusal(change, ctx.runId, `stagegate run ${workflow.file} --run-id ${ctx.runId}`));
        else if (change?.rerun_from) {
            reason = `the source is now at ${shortCommit(now.source_commit)}: ${policy === 'rerun' ? 'on_source_change: rerun goes back to the earliest stale step' : 'an approval made at another commit is asked for again, from'} ${change.rerun_from} (it was at ${nextStep})`;
            nextStep = change.rerun_from;
        }
        else if (change) {
            reason += `; the source is now at ${shortCommit(now.source_commit)}: ${change.kept.length > 0 ? `on_source_change: keep continues with the old verdicts of ${change.kept.join(', ')}` : ''}${change.voided_approvals.length > 0 ? `${change.kept.length > 0 ? '; ' : ''}the approval of ${change.voided_approvals.join(', ')} is asked for again` : ''}`;
        }
    }
    if (stop)
        reason = `a run would stop before ${nextStep ?? 'any stage'} runs: ${stop.code}`;
    const steps = planned(ctx, state, stop ? null : nextStep);
    let prompt;
    if (options.showPrompt !== undefined) {
        try {
            prompt = previewPrompt(workflow, workspace, ctx.bindings, state, options.showPrompt);
        }
        catch (error) {
            if (!(0,run_errors/* isStagegateError */.W)(error))
                throw error;
            stop ??= stopOf(error);
        }
    }
    return {
        ...empty,
        ...shape,
        status: stop?.code ?? 'PLAN',
        exitCode: stop?.exitCode ?? 0,
        message: stop?.message ?? reason,
        ...(stop?.hint !== undefined ? { hint: stop.hint } : {}),
        runId: ctx.runIdGenerated ? null : ctx.runId,
        mode,
        statePath: ctx.statePath.rel,
        stateFound: ctx.existing.kind === 'ok',
        nextStep: stop ? null : nextStep,
        reason,
        stopAfterStep: ctx.bound.controls.stopAfterStep,
        steps,
        ...(prompt !== undefined ? { prompt } : {}),
        stop,
        source,
    };
}
function agentName(resolve) {
    try {
        const a = resolve();
        return a.model !== undefined ? `${a.name}:${a.model}` : a.name;
    }
    catch {
        return null;
    }
}

;// CONCATENATED MODULE: ./src/core/validate/diagnostics.ts
// A diagnostic is one finding about a workflow file: stable code, severity, where, what, how to fix.
// Validation, loading and the Action's annotations all speak this shape.
function hasErrors(diagnostics) {
    return diagnostics.some((d) => d.severity === 'error');
}
function sortDiagnostics(diagnostics) {
    return diagnostics.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code));
}
function formatPath(path) {
    return path.map((p) => (typeof p === 'number' ? `[${p}]` : p)).join('.').replace(/\.\[/g, '[');
}

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
function validateInNestedPackage(workspace, fileRel, sessions) {
    const pkg = nestedPackageOf(fileRel);
    if (!pkg)
        return undefined;
    let session = sessions.get(pkg.root);
    if (!session) {
        session = createValidationSession(new workspace_workspace/* Workspace */.aR(workspace.resolve(pkg.root, 'package root').abs));
        sessions.set(pkg.root, session);
    }
    return validateFile(session, pkg.file).diagnostics.map((d) => ({ ...d, file: `${pkg.root}/${d.file}` }));
}

;// CONCATENATED MODULE: ./src/core/commands/validate-files.ts
// `validate` over files and directories: find workflow files, load and check each, collect
// diagnostics. A directory contributes every YAML file under it that looks like a workflow.











const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', '.superseded', 'coverage']);
/** A cheap look at the text: top-level version and steps/phases keys. */
function looksLikeWorkflow(text) {
    return /^version\s*:/m.test(text) && /^(steps|phases)\s*:/m.test(text);
}
/** Another runner's workflow (aiox, maestro-flow, CCW): a cheap text filter, then the importers' own detection. */
function looksLikeImportedWorkflow(text) {
    if (!/\bsequence"?\s*:|"?\bnodes"?\s*:|^workflow:\s*$/m.test(text))
        return false;
    const source = parseYamlSource(text);
    return source.problems.length === 0 && importerFor(source.data) !== undefined;
}
function collect(workspace, target, out, diagnostics) {
    const resolved = workspace.resolve(target, 'validate target');
    let stats;
    try {
        stats = (0,external_node_fs_.statSync)(resolved.abs);
    }
    catch {
        diagnostics.push({ code: 'WORKFLOW_FILE_UNREADABLE', severity: 'error', message: 'no such file or directory', hint: 'Pass workflow files or directories inside the workspace.', file: resolved.rel, line: 1, column: 1, path: [] });
        return;
    }
    // Anything but a folder is a file to load (the loader names a FIFO or device as unreadable).
    if (!stats.isDirectory()) {
        out.push(resolved.rel);
        return;
    }
    const before = out.length;
    const walk = (dir, rel) => {
        for (const entry of (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
            if (entry.isDirectory()) {
                if (!SKIP_DIRS.has(entry.name))
                    walk((0,external_node_path_.join)(dir, entry.name), rel === '.' ? entry.name : `${rel}/${entry.name}`);
            }
            else if (entry.isFile() && /\.(ya?ml|json)$/i.test(entry.name) && !isSidecarFile(entry.name)) {
                const file = rel === '.' ? entry.name : `${rel}/${entry.name}`;
                // Only the head of a file too large to be a workflow is looked at (the loader then refuses
                // it with YAML_TOO_LARGE without reading it): a huge data file costs a stat and 64 KiB.
                const read = readWorkflowBytes((0,external_node_path_.join)(dir, entry.name));
                const text = typeof read === 'string' ? undefined : read.tooLarge ? headOf((0,external_node_path_.join)(dir, entry.name)) : read.bytes.toString('utf8');
                if (text !== undefined && ((!/\.json$/i.test(entry.name) && looksLikeWorkflow(text)) || looksLikeImportedWorkflow(text)))
                    out.push(file);
            }
        }
    };
    walk(resolved.abs, resolved.rel);
    if (out.length === before) {
        diagnostics.push({ code: 'NO_WORKFLOW_FILES', severity: 'warning', message: `no workflow files under ${resolved.rel === '.' ? 'the workspace' : resolved.rel} (a workflow is a .yaml/.yml file with top-level version: and steps: or phases:, or an aiox, maestro-flow or CCW workflow file)`, hint: 'Pass the workflow files or the directory that holds them.', file: resolved.rel, line: 1, column: 1, path: [] });
    }
}
function validateTargets(workspace, targets) {
    const files = [];
    const diagnostics = [];
    for (const target of targets) {
        try {
            collect(workspace, target, files, diagnostics);
        }
        catch (error) {
            if (!(0,run_errors/* isStagegateError */.W)(error))
                throw error;
            diagnostics.push({ code: error.code, severity: 'error', message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), file: target, line: 1, column: 1, path: [] });
        }
    }
    // One session: prompts, skills and child workflows shared by several files are read once,
    // and a child that is also a target is validated once.
    const session = createValidationSession(workspace);
    const packages = new Map();
    for (const file of [...new Set(files)])
        diagnostics.push(...(validateInNestedPackage(workspace, file, packages) ?? validateFile(session, file).diagnostics));
    // The same finding reached twice (a skill file shared by two workflows) is shown once.
    const seen = new Set();
    const unique = diagnostics.filter((d) => {
        const key = `${d.file}\0${d.line}\0${d.column}\0${d.code}\0${d.message}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
    sortDiagnostics(unique);
    return {
        files: [...new Set(files)],
        diagnostics: unique,
        errors: unique.filter((d) => d.severity === 'error').length,
        warnings: unique.filter((d) => d.severity === 'warning').length,
    };
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

;// CONCATENATED MODULE: ./src/core/run/ports.ts
// Ports: the small interfaces through which the pure core reaches the outside world.
// Adapters (src/executors, src/adapters) implement them; tests swap them.
const systemClock = {
    now: () => new Date(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

// EXTERNAL MODULE: ./src/host/process-runner.ts + 2 modules
var process_runner = __webpack_require__(7432);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/host/git-source.ts
// SourceInfo port: the workspace's git HEAD for run provenance, from `git rev-parse HEAD` (git
// itself knows every repository layout, worktree and environment variable). Null outside a
// repository, on an unborn branch, or where git is not installed.

const gitSource = {
    sourceCommit(workspace) {
        try {
            const out = (0,external_node_child_process_.execFileSync)('git', ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], { cwd: workspace, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
            return /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(out) ? out : null;
        }
        catch {
            return null;
        }
    },
};

;// CONCATENATED MODULE: ./src/core/commands/edit-run.ts
// Commands that change a run between invocations (approve/reject, skip) share one procedure:
// locate the run's state, take the run lock, read it and check its integrity, apply one pure
// change, write it atomically. Any refusal is a StagegateError; the state is left as it was.









/**
 * Record one change on the run under its lock: `change` says which event (it may throw a
 * refusal), the event is applied to the replayed state, committed to the journal, and the
 * state's projections are written. `located` is called as soon as the workflow and run are
 * known (so a refusal can still name them).
 */
function editRunState(workspaceRoot, workflowFile, invocation, now, edit, located, change) {
    const workspace = new workspace_workspace/* Workspace */.aR(workspaceRoot);
    const workflow = loadAndCheck(workspace, workflowFile);
    located(workflow);
    const ctx = resolveRunContext(workflow, workspace, { ...invocation, mode: 'resume' }, now, { readOnly: true });
    located(workflow, ctx);
    if (ctx.existing.kind === 'absent')
        throw new run_errors/* StagegateError */.q(edit.notStarted.code, edit.notStarted.message(ctx), { hint: edit.notStarted.hint });
    const lock = RunLock.acquire(ctx.lockPath, `run ${ctx.runId} of workflow ${workflow.name}`);
    try {
        const files = { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs };
        // Under the lock: the context's replay, re-read only when the journal changed since (reloadRun).
        const load = reloadRun(ctx.existing, files, workflow, ctx.statePath.rel);
        if (load.kind !== 'ok') {
            throw new run_errors/* StagegateError */.q('WORKFLOW_STATE_INTEGRITY_VIOLATION', `${load.kind === 'corrupt' ? load.reason : `the journal of run ${ctx.runId} is gone`}; nothing was changed`, { location: { file: load.kind === 'corrupt' ? load.file : ctx.statePath.rel } });
        }
        checkIntegrity(load.state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: false });
        const event = change(load.state, workflow, ctx);
        const applied = applyEvent(load.state, event, workflow);
        const store = RunStore.open(files, load);
        try {
            store.commit([withClaims(event, applied)]);
            store.writeSnapshot(applied.state);
            if (edit.withManifest)
                writeManifest(ctx.manifestPath.abs, applied.state, { head: store.head, journalFile: store.journalFile });
        }
        catch (error) {
            const code = error.code ?? 'error';
            throw new run_errors/* StagegateError */.q('STATE_WRITE_FAILED', `cannot write the journal of run ${ctx.runId} (${code}): what it recorded before is intact`, { hint: `Free disk space or fix permissions, then ${edit.verb} again.`, cause: error });
        }
        finally {
            store.close();
        }
        return { workflow, ctx, applied };
    }
    finally {
        lock.release();
    }
}

;// CONCATENATED MODULE: ./src/core/commands/approve.ts
// `approve` / `reject`: record a decision on a run paused at an approval step. Takes the run
// lock, checks the state's integrity, records the decision in one atomic state write. The run
// continues on the next `stagegate run` (resume).



function recordApproval(workspaceRoot, workflowFile, invocation, input, now) {
    const base = { status: 'APPROVAL_NOT_PENDING', exitCode: 0, message: '', workflow: null, runId: null, statePath: null, decision: input.decision, record: null, nextCommand: null };
    try {
        const { workflow, ctx, applied } = editRunState(workspaceRoot, workflowFile, invocation, now, {
            notStarted: { code: 'APPROVAL_NOT_PENDING', message: (c) => `no state at ${c.statePath.rel}: run ${c.runId} has not started, so nothing awaits approval`, hint: 'Start the run with stagegate run; it pauses at its approval step.' },
            verb: 'decide',
            withManifest: false,
        }, (wf, c) => Object.assign(base, { workflow: wf.name }, c ? { runId: c.runId, statePath: c.statePath.rel } : {}), () => ({ event: 'approval_decided', at: now.toISOString(), decision: input.decision, by: input.by, note: input.note, ...(input.sourceCommit !== undefined ? { source_commit: input.sourceCommit } : {}) }));
        const next = applied.state;
        const record = next.approvals[next.approvals.length - 1];
        return {
            ...base,
            status: next.status,
            exitCode: 0,
            message: next.message ?? '',
            record,
            nextCommand: `${input.commandName ?? 'stagegate'} run ${workflow.file} --run-id ${ctx.runId}`,
        };
    }
    catch (error) {
        if (!(0,run_errors/* isStagegateError */.W)(error))
            throw error;
        return { ...base, status: error.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
    }
}

;// CONCATENATED MODULE: ./src/cli/commands/approval.ts
// `stagegate approve` / `stagegate reject`: one core call (recordApproval), rendered as text or JSON.


function approvalCommand(parsed, workspace, invocation, env, style) {
    const by = parsed.by ?? env['USER'] ?? env['LOGNAME'] ?? 'unknown';
    const report = recordApproval(workspace, parsed.workflow, invocation, { decision: parsed.command === 'reject' ? 'rejected' : 'approved', by, note: parsed.note ?? null, commandName: 'stagegate', sourceCommit: gitSource.sourceCommit(workspace) }, new Date());
    return { text: parsed.json ? JSON.stringify(decisionJson(report)) : decisionText(report, style), exitCode: report.exitCode };
}
function decisionJson(r) {
    return {
        status: r.status,
        exit_code: r.exitCode,
        message: r.message,
        ...(r.hint !== undefined ? { hint: r.hint } : {}),
        workflow: r.workflow,
        run_id: r.runId,
        state_path: r.statePath,
        decision: r.decision,
        approval: r.record,
        next_command: r.nextCommand,
    };
}
/** The same status as --json (the run's status, or the refusal code) leads; the decision follows. */
function decisionText(r, style) {
    if (r.exitCode !== 0)
        return `${style.red(r.status)}  ${r.message}${r.hint ? `\n  fix:      ${r.hint}` : ''}`;
    const lines = [`${r.status === 'WORKFLOW_COMPLETE' ? style.green(r.status) : style.yellow(r.status)}  ${r.message}`];
    if (r.record)
        lines.push(`  decision: ${r.record.decision} by ${r.record.by} (step ${r.record.step}, visit ${r.record.visit})`);
    if (r.record?.source_commit)
        lines.push(`  commit:   ${r.record.source_commit} (a run at another source commit asks again)`);
    if (r.record?.note)
        lines.push(`  note:     ${r.record.note}`);
    if (r.nextCommand)
        lines.push(`  next:     ${r.nextCommand}`);
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/core/commands/skip.ts
// `skip`: a person skips the active optional step of a run; the run moves on along its on_skip
// and waits there (PARTIAL_RESUMABLE) for the next `stagegate run`. Takes the run lock, checks
// the state's integrity, and writes state and manifest atomically.




function skipActiveStep(workspaceRoot, workflowFile, invocation, stepId, now, commandName = 'stagegate') {
    const resumeOf = (wf, runId) => `${commandName} run ${wf.file} --run-id ${runId}`;
    const base = { status: 'STEP_NOT_SKIPPABLE', exitCode: 0, message: '', workflow: null, runId: null, statePath: null, step: stepId, skipped: false, activeStep: null, nextCommand: null };
    try {
        const { workflow, ctx, applied } = editRunState(workspaceRoot, workflowFile, invocation, now, {
            notStarted: { code: 'STEP_NOT_SKIPPABLE', message: (c) => `no state at ${c.statePath.rel}: run ${c.runId} has not started, so no step is active`, hint: 'Start the run with stagegate run first.' },
            verb: 'skip',
            withManifest: true,
        }, (wf, c) => Object.assign(base, { workflow: wf.name }, c ? { runId: c.runId, statePath: c.statePath.rel } : {}), (state, wf) => {
            // Refused here (not optional, not active…) before anything is recorded.
            skipStep(state, wf, stepId, now.toISOString());
            return { event: 'step_skipped', at: now.toISOString(), step: stepId };
        });
        const next = applied.state;
        const status = applied.stop ?? next.status;
        const resume = resumeOf(workflow, ctx.runId);
        return { ...base, status, exitCode: (0,stop_codes/* exitStatusFor */.ex)(status), message: next.message ?? '', skipped: true, activeStep: next.active_step, nextCommand: next.active_step === null ? null : resume };
    }
    catch (error) {
        if (!(0,run_errors/* isStagegateError */.W)(error))
            throw error;
        return { ...base, status: error.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
    }
}

;// CONCATENATED MODULE: ./src/cli/commands/skip.ts
// `stagegate skip <workflow> STEP`: one core call (skipActiveStep), rendered as text or JSON.

function skipCommand(parsed, workspace, invocation, style) {
    const report = skipActiveStep(workspace, parsed.workflow, invocation, parsed.step, new Date());
    return { text: parsed.json ? JSON.stringify(skipJson(report)) : skipText(report, style), exitCode: report.exitCode };
}
function skipJson(r) {
    return {
        status: r.status,
        exit_code: r.exitCode,
        message: r.message,
        ...(r.hint !== undefined ? { hint: r.hint } : {}),
        workflow: r.workflow,
        run_id: r.runId,
        state_path: r.statePath,
        skipped: r.skipped ? r.step : null,
        active_step: r.activeStep,
        next_command: r.nextCommand,
    };
}
function skipText(r, style) {
    const ok = r.exitCode === 0;
    const lines = [`${ok ? style.green(r.status) : style.red(r.status)}  ${r.message}`];
    if (r.hint)
        lines.push(`  fix:      ${r.hint}`);
    if (r.nextCommand)
        lines.push(`  next:     ${r.nextCommand}`);
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/core/commands/convert.ts
// `stagegate convert`: the native 4.0 YAML equivalent of a workflow file in another runner's
// format (aiox, maestro-flow, CCW), so a team can see exactly what runs — or switch for good.
// The text is the translated model, validated like any workflow; diagnostics travel with it.



function convertWorkflow(workspace, file) {
    const loaded = loadWorkflow(workspace, file);
    if (!loaded.workflow)
        return { yaml: null, format: null, diagnostics: loaded.diagnostics };
    const workflow = loaded.workflow;
    const diagnostics = [...loaded.diagnostics, ...validateWorkflow(workflow, workspace)];
    const header = `# Converted by stagegate from ${workflow.file} (${workflow.format === 'native' ? 'already native 4.0' : workflow.format}).\n# Run it with: stagegate run <this file>\n`;
    const body = (0,dist/* stringify */.As)(workflow.data, { lineWidth: 0, aliasDuplicateObjects: false });
    return { yaml: header + body, format: workflow.format, diagnostics };
}

;// CONCATENATED MODULE: ./src/cli/commands/convert.ts
// `stagegate convert <file> [--out FILE]`: the native YAML on stdout (or written atomically to
// FILE inside the workspace); diagnostics on stderr. Exit 1 when the translation has errors: the
// YAML is still printed on stdout, to show what was understood, but --out writes nothing — a
// file that does not validate is never left behind as if it were a working workflow.







function convertCommand(parsed, workspace, out, err) {
    const conversion = convertWorkflow(workspace, parsed.workflow);
    const errors = conversion.diagnostics.filter((d) => d.severity === 'error').length;
    const warnings = conversion.diagnostics.length - errors;
    if (conversion.diagnostics.length > 0) {
        err(validationText({ files: [parsed.workflow], diagnostics: conversion.diagnostics, errors, warnings }, (0,cli_style/* makeStyle */.O)({ isTTY: false }, {})));
    }
    if (conversion.yaml !== null) {
        if (parsed.out !== undefined) {
            if (errors > 0) {
                err(`stagegate: not written: ${parsed.workflow} has ${errors} error${errors === 1 ? '' : 's'} (fix them, or run convert without --out to see the translation)`);
                return stop_codes/* EXIT_VALIDATION_FAILED */.b2;
            }
            const target = workspace.resolve(parsed.out, '--out');
            const source = workspace.resolve(parsed.workflow, 'workflow file');
            if (target.abs === source.abs) {
                err('stagegate: --out names the file being converted; choose another path');
                return 2;
            }
            (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(target.abs), { recursive: true });
            (0,atomic_write/* atomicWriteFile */.R)(target.abs, conversion.yaml);
            err(`stagegate: wrote ${target.rel} (${conversion.format} -> native 4.0)`);
        }
        else
            out(conversion.yaml);
    }
    return errors > 0 ? stop_codes/* EXIT_VALIDATION_FAILED */.b2 : 0;
}

// EXTERNAL MODULE: ./src/version.ts
var src_version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/cli/commands/init.ts
// `stagegate init [DIR]`: a workflow that validates and runs at once — a stage script ending with
// `stagegate gate`, an inline stage, the editor schema comment — and a GitHub Actions workflow
// running it with the action. Never overwrites a file.



const DEFAULT_ACTION_REF = '<owner>/stagegate@v1';
const WORKFLOW_FILE = 'stagegate/workflow.yaml';
const STAGE_SCRIPT = 'stagegate/stages/check.sh';
const IGNORE_FILE = 'stagegate/.gitignore';
const GITHUB_WORKFLOW = '.github/workflows/stagegate.yml';
/** Where the editor finds the schema: the installed package's copy when DIR has one, else the published one. */
function schemaReference(dir) {
    const installed = (0,external_node_path_.join)(dir, 'node_modules', 'stagegate', 'schema', 'workflow.schema.json');
    if ((0,external_node_fs_.existsSync)(installed))
        return (0,external_node_path_.relative)((0,external_node_path_.join)(dir, (0,external_node_path_.dirname)(WORKFLOW_FILE)), installed).split('\\').join('/');
    return `https://unpkg.com/stagegate@${src_version/* VERSION */.x}/schema/workflow.schema.json`;
}
function workflowText(name, schema) {
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
function githubWorkflowText(action) {
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
    permissions:
      contents: read
      actions: read
      checks: write
    steps:
      - uses: actions/checkout@v4
        with:
          persist-credentials: false
      - uses: ${action}
        with:
          workflow: ${WORKFLOW_FILE}
          run-id: gh-\${{ github.run_id }}
          check-name: stagegate
`;
}
function initCommand(o) {
    const dir = (0,external_node_path_.resolve)(o.dir);
    const files = [
        [WORKFLOW_FILE, workflowText(o.name, schemaReference(dir))],
        [STAGE_SCRIPT, STAGE_TEXT, 0o755],
        [IGNORE_FILE, '# stagegate runs: state, manifests, logs and outputs\nruns/\nLATEST_RUN.md\n'],
        [GITHUB_WORKFLOW, githubWorkflowText(o.action)],
    ];
    const nextCommand = `stagegate run ${WORKFLOW_FILE} --run-id first`;
    const inTheWay = files.map(([rel]) => rel).filter((rel) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, rel)));
    if (inTheWay.length > 0) {
        return { exitCode: 1, files: inTheWay, workflow: WORKFLOW_FILE, nextCommand, message: `init writes no file that exists, and ${inTheWay.join(', ')} ${inTheWay.length === 1 ? 'does' : 'do'}: nothing was written` };
    }
    for (const [rel, text, mode] of files) {
        const path = (0,external_node_path_.join)(dir, rel);
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(path), { recursive: true });
        (0,external_node_fs_.writeFileSync)(path, text, { flag: 'wx' });
        if (mode !== undefined)
            (0,external_node_fs_.chmodSync)(path, mode);
    }
    return { exitCode: 0, files: files.map(([rel]) => rel), workflow: WORKFLOW_FILE, nextCommand, message: `scaffolded workflow ${o.name} in ${dir}` };
}

;// CONCATENATED MODULE: ./src/core/commands/runs.ts
// The runs a workspace holds, found by their state files (whatever state_path named them: the
// file's own header says what it is), for `stagegate list` and `stagegate clean`. Runs nested in
// another run's folder (child workflows, foreach items) belong to that run. Read-only, except
// removeRunFolders, which clean calls with what findCleanable found.




/** Folders never searched: dependencies, VCS data, build output, moved-aside results. */
const runs_SKIP_DIRS = new Set(['node_modules', '.git', SUPERSEDED_DIR]);
/** How a state file starts (state/store.ts writes it), or its schema line near the top. */
const STATE_MARK = /^# stagegate run state:|^schema: stagegate\/state@/m;
function looksLikeState(path) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, 'r');
    }
    catch {
        return false;
    }
    try {
        const head = Buffer.alloc(512);
        const n = (0,external_node_fs_.readSync)(fd, head, 0, head.length, 0);
        return STATE_MARK.test(head.subarray(0, n).toString('utf8'));
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function entryOf(workspace, abs, state) {
    const rel = workspace.relative(abs);
    return {
        statePath: rel,
        folder: workspace.relative((0,external_node_path_.dirname)(abs)),
        runId: state.run_id,
        workflow: state.workflow,
        workflowFile: state.workflow_file,
        status: state.in_flight !== null ? 'IN_PROGRESS' : state.status,
        activeStep: state.active_step,
        updatedAt: state.updated_at,
        finished: state.active_step === null && state.in_flight === null,
        locked: (0,external_node_fs_.existsSync)(`${abs}.lock`),
        nested: [],
    };
}
function inside(folder, candidate) {
    return candidate.startsWith(folder + '/');
}
/** Every run in the workspace, top-level runs first by last update (newest first), nested runs under theirs. */
function listRuns(workspace) {
    const found = [];
    const walk = (dir) => {
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const e of entries) {
            const path = (0,external_node_path_.join)(dir, e.name);
            if (e.isDirectory()) {
                if (!runs_SKIP_DIRS.has(e.name))
                    walk(path);
            }
            else if (e.isFile() && /\.ya?ml$/i.test(e.name) && looksLikeState(path)) {
                // The state file as it stands (its journal's chain and head checked; no workflow needed to list it).
                const read = readCarriedState(path);
                if (read.kind === 'ok')
                    found.push(entryOf(workspace, path, read.state));
            }
        }
    };
    walk(workspace.root);
    // Shallow folders first, so a run's nested runs find it.
    found.sort((a, b) => a.folder.split('/').length - b.folder.split('/').length || a.folder.localeCompare(b.folder));
    const top = [];
    for (const run of found) {
        // A run kept in the workspace root is nobody's parent: every folder is inside the root.
        const parent = [...top].reverse().find((t) => t.folder !== '.' && inside(t.folder, run.folder));
        if (parent)
            parent.nested.push(run);
        else
            top.push(run);
    }
    return top.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.statePath.localeCompare(b.statePath));
}
function runs_sizeOf(abs) {
    let bytes = 0;
    let files = 0;
    const walk = (p) => {
        let s;
        try {
            s = (0,external_node_fs_.lstatSync)(p);
        }
        catch {
            return;
        }
        if (s.isDirectory()) {
            for (const name of (0,external_node_fs_.readdirSync)(p))
                walk((0,external_node_path_.join)(p, name));
        }
        else {
            bytes += s.size;
            files++;
        }
    };
    walk(abs);
    return { bytes, files };
}
/**
 * What `clean` would remove: every `.superseded/` folder (earlier results a fresh run moved
 * aside), and — with `olderThanMs` — the folders of finished runs last updated before then.
 * A run whose folder is the workspace root, holds a repository, or holds a run that is not
 * finished is listed with the reason it is kept.
 */
function findCleanable(workspace, now, olderThanMs) {
    const out = [];
    const walk = (dir) => {
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const e of entries) {
            if (!e.isDirectory() || e.name === 'node_modules' || e.name === '.git')
                continue;
            const path = (0,external_node_path_.join)(dir, e.name);
            if (e.name === SUPERSEDED_DIR)
                out.push({ kind: 'superseded', path: workspace.relative(path), ...runs_sizeOf(path) });
            else
                walk(path);
        }
    };
    walk(workspace.root);
    if (olderThanMs !== undefined) {
        const cutoff = now.getTime() - olderThanMs;
        for (const run of listRuns(workspace)) {
            const updated = Date.parse(run.updatedAt);
            if (!run.finished || run.locked || !(updated < cutoff))
                continue;
            const abs = (0,external_node_path_.join)(workspace.root, run.folder);
            let kept;
            if (run.folder === '.')
                kept = 'its state is in the workspace root, which clean never removes';
            else if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(abs, '.git')))
                kept = 'its folder holds a git repository';
            else if (run.nested.some((n) => !n.finished || n.locked))
                kept = 'a run inside its folder is not finished';
            out.push({ kind: 'run', path: run.folder, run, ...runs_sizeOf(abs), ...(kept ? { kept } : {}) });
        }
    }
    // A .superseded folder inside a run folder that goes anyway is not listed twice.
    const runs = out.filter((c) => c.kind === 'run' && c.kept === undefined).map((c) => c.path);
    return out.filter((c) => c.kind === 'run' || !runs.some((r) => inside(r, c.path)));
}
/** Remove what findCleanable listed (never a kept run); each path is checked to be inside the workspace again. */
function removeCleanable(workspace, items) {
    const removed = [];
    for (const item of items) {
        if (item.kept !== undefined)
            continue;
        const target = workspace.resolve(item.path, 'folder to clean');
        if (target.rel === '.' || target.rel.split('/').includes('..'))
            continue;
        try {
            if (!(0,external_node_fs_.statSync)(target.abs).isDirectory())
                continue;
        }
        catch {
            continue;
        }
        (0,external_node_fs_.rmSync)(target.abs, { recursive: true, force: true });
        removed.push(target.rel);
    }
    return removed;
}

;// CONCATENATED MODULE: ./src/cli/commands/runs.ts
// `stagegate list` and `stagegate clean`: the workspace's runs (core/commands/runs.ts), as text or JSON.

function runs_runJson(r) {
    return {
        run_id: r.runId,
        workflow: r.workflow,
        workflow_file: r.workflowFile,
        status: r.status,
        active_step: r.activeStep,
        updated_at: r.updatedAt,
        state_path: r.statePath,
        locked: r.locked,
        nested_runs: r.nested.length,
    };
}
function statusColour(status, style) {
    if (status === 'WORKFLOW_COMPLETE')
        return style.green;
    if (status === 'PARTIAL_RESUMABLE' || status === 'IN_PROGRESS')
        return style.yellow;
    return style.red;
}
function listCommand(workspace, json, style) {
    const runs = listRuns(workspace);
    if (json)
        return JSON.stringify({ runs: runs.map(runs_runJson) });
    if (runs.length === 0)
        return `no runs in ${workspace.root} (a run's state file appears once \`stagegate run\` starts it)`;
    const rows = runs.map((r) => [r.runId, r.workflow, r.status, r.activeStep ?? '-', r.updatedAt.replace(/\.\d+Z$/, 'Z'), `${r.statePath}${r.locked ? ' (locked: running)' : ''}${r.nested.length > 0 ? ` (+${r.nested.length} nested)` : ''}`]);
    const head = ['RUN', 'WORKFLOW', 'STATUS', 'ACTIVE', 'UPDATED', 'STATE'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells, colour) => cells
        .map((c, i) => {
        const padded = i === cells.length - 1 ? c : c.padEnd(widths[i]);
        return i === 2 && colour ? colour(padded) : padded;
    })
        .join('  ');
    return [style.bold(line(head)), ...rows.map((r, i) => line(r, statusColour(runs[i].status, style)))].join('\n');
}
function size(bytes) {
    if (bytes < 1024)
        return `${bytes} B`;
    if (bytes < 1024 * 1024)
        return `${(bytes / 1024).toFixed(1)} KiB`;
    return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
function cleanCommand(workspace, o, now, style) {
    const items = findCleanable(workspace, now, o.olderThanMs);
    const removable = items.filter((i) => i.kept === undefined);
    const removed = o.yes ? removeCleanable(workspace, removable) : [];
    const describe = (i) => (i.kind === 'superseded' ? 'earlier results a fresh run moved aside' : `run ${i.run.runId} of ${i.run.workflow}, ${i.run.status}, updated ${i.run.updatedAt}`);
    if (o.json) {
        return JSON.stringify({
            dry_run: !o.yes,
            removed,
            items: items.map((i) => ({ kind: i.kind, path: i.path, bytes: i.bytes, files: i.files, ...(i.run ? { run_id: i.run.runId, workflow: i.run.workflow, status: i.run.status, updated_at: i.run.updatedAt } : {}), ...(i.kept ? { kept: i.kept } : {}) })),
        });
    }
    if (items.length === 0)
        return `nothing to clean in ${workspace.root}${o.olderThanMs === undefined ? ' (no .superseded folders; --older-than AGE also finds old finished runs)' : ''}`;
    const lines = [];
    for (const i of items) {
        const verb = i.kept !== undefined ? style.yellow('keep') : o.yes ? style.green('removed') : 'would remove';
        lines.push(`${verb}  ${i.path}  ${style.dim(`${describe(i)}; ${i.files} file${i.files === 1 ? '' : 's'}, ${size(i.bytes)}${i.kept ? `; kept: ${i.kept}` : ''}`)}`);
    }
    const total = removable.reduce((n, i) => n + i.bytes, 0);
    lines.push(o.yes ? `removed ${removed.length} folder${removed.length === 1 ? '' : 's'} (${size(total)})` : `dry run: nothing removed; run again with --yes to remove ${removable.length} folder${removable.length === 1 ? '' : 's'} (${size(total)})`);
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/cli/commands/logs.ts
// `stagegate logs <workflow> [STEP] --run-id ID [--follow]`: a run's stage logs
// (<run root>/logs/<step>[.<branch>].v<visit>.a<attempt>.log), oldest first, each under a header.
// --follow keeps reading what the running stages write until no runner holds the run.




const LOG_NAME = /^(.+)\.v(\d+)\.a(\d+)\.log$/;
/** The run's log files, oldest first (by modification time, then visit and attempt). */
function logFiles(workspace, runRoot, step) {
    const dirRel = runRoot === '.' ? 'logs' : `${runRoot}/logs`;
    const dir = (0,external_node_path_.join)(workspace, dirRel);
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(dir);
    }
    catch {
        return [];
    }
    const files = [];
    for (const name of names) {
        const m = LOG_NAME.exec(name);
        if (!m)
            continue;
        const stepName = m[1];
        if (step !== undefined && stepName !== step && !stepName.startsWith(`${step}.`))
            continue;
        const abs = (0,external_node_path_.join)(dir, name);
        let mtime;
        try {
            mtime = (0,external_node_fs_.statSync)(abs).mtimeMs;
        }
        catch {
            continue;
        }
        files.push({ path: `${dirRel}/${name}`, abs, step: stepName, visit: Number(m[2]), attempt: Number(m[3]), mtime });
    }
    files.sort((a, b) => a.mtime - b.mtime || a.visit - b.visit || a.attempt - b.attempt || a.step.localeCompare(b.step));
    return files.map(({ mtime: _mtime, ...f }) => f);
}
function logHeader(f) {
    return `==> ${f.step} · visit ${f.visit} · attempt ${f.attempt} (${f.path}) <==`;
}
/** Values to hide: secret-looking variables of this environment and the run's secret-looking inputs (as stages got them). */
function logSecrets(report, env) {
    const inputs = {};
    for (const [name, value] of Object.entries(report.state?.inputs ?? {}))
        inputs[(0,stage_command/* envName */.pD)(name)] = value;
    return [...new Set([...(0,process_transcript/* secretValues */.VX)(env), ...(0,process_transcript/* secretValues */.VX)(inputs)])].sort((a, b) => b.length - a.length);
}
function readFrom(abs, offset) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(abs, 'r');
    }
    catch {
        return { text: '', size: offset };
    }
    try {
        const size = (0,external_node_fs_.fstatSync)(fd).size;
        if (size <= offset)
            return { text: '', size };
        const buffer = Buffer.alloc(size - offset);
        const n = (0,external_node_fs_.readSync)(fd, buffer, 0, buffer.length, offset);
        return { text: buffer.subarray(0, n).toString('utf8'), size: offset + n };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * Print every log (whole) and, while the run is held by a runner, what is appended to them, line
 * by line; returns once no runner holds the run and everything written has been printed.
 */
async function printLogs(o, follow) {
    const offsets = new Map();
    const partial = new Map();
    let current;
    let printed = 0;
    const mask = (t) => (0,process_transcript/* maskSecrets */.QU)(t, o.secrets);
    const emit = (f, text) => {
        if (text === '')
            return;
        if (current !== f.abs) {
            o.write(`${printed > 0 ? '\n' : ''}${logHeader(f)}\n`);
            current = f.abs;
        }
        o.write(mask(text));
        printed++;
    };
    const look = (final) => {
        for (const f of logFiles(o.workspace, o.runRoot, o.step)) {
            const { text, size } = readFrom(f.abs, offsets.get(f.abs) ?? 0);
            offsets.set(f.abs, size);
            const joined = (partial.get(f.abs) ?? '') + text;
            if (final) {
                partial.delete(f.abs);
                emit(f, joined === '' || joined.endsWith('\n') ? joined : `${joined}\n`);
            }
            else {
                const cut = joined.lastIndexOf('\n') + 1;
                partial.set(f.abs, joined.slice(cut));
                emit(f, joined.slice(0, cut));
            }
        }
    };
    if (!follow || !o.running()) {
        look(true);
        return printed;
    }
    for (;;) {
        // Read whether it runs before reading the files: what it wrote before letting go is then read.
        const running = o.running();
        look(!running);
        if (!running)
            return printed;
        await new Promise((resolve) => setTimeout(resolve, o.pollMs ?? 200));
    }
}
/** Whether a runner holds the run (its lock file exists). */
function runHeld(workspace, statePath) {
    return statePath !== null && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(workspace, `${statePath}.lock`));
}

// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/dispatch.ts
// Every command but the light ones (help, version, gate: src/cli/index.ts): loaded on first use,
// so a stage calling `stagegate gate` — once per stage in many workflows — does not parse the
// runner, the validator and the formats at every call.



























/** Heartbeat off a terminal, unless --heartbeat says otherwise. */
const DEFAULT_HEARTBEAT_SECONDS = 30;
async function dispatch(io, parsed, style) {
    const out = (0,cli_io/* lines */.Mn)(io.stdout);
    const err = (0,cli_io/* lines */.Mn)(io.stderr);
    if (parsed.command === 'init') {
        const dir = (0,external_node_path_.resolve)(io.cwd, parsed.dir ?? '.');
        const r = initCommand({ dir, name: parsed.name ?? 'example', action: parsed.action ?? DEFAULT_ACTION_REF });
        if (parsed.json)
            out(JSON.stringify({ status: r.exitCode === 0 ? 'INITIALIZED' : 'FILES_EXIST', exit_code: r.exitCode, message: r.message, dir, files: r.files, workflow: r.workflow, next_command: r.exitCode === 0 ? r.nextCommand : null }));
        else if (r.exitCode !== 0)
            err(`stagegate: ${r.message}\n  fix: remove or rename them, or run init in another directory (stagegate init DIR)`);
        else {
            const lines = [`${style.green('initialized')}  ${r.message}`, ...r.files.map((f) => `  wrote    ${f}`)];
            const cd = (0,external_node_path_.relative)(io.cwd, dir);
            lines.push(`  next:    ${cd === '' ? '' : `cd ${cd} && `}${r.nextCommand}`);
            if ((parsed.action ?? DEFAULT_ACTION_REF).includes('<owner>'))
                lines.push(`  then:    replace <owner> in .github/workflows/stagegate.yml with where the stagegate action lives (or use --action OWNER/REPO@REF)`);
            out(lines.join('\n'));
        }
        return r.exitCode;
    }
    // Absolute, so nothing below resolves a path against the host process's own directory.
    const workspace = (0,external_node_path_.resolve)(io.cwd, parsed.workspace ?? '.');
    if (!isDirectory(workspace))
        throw new args/* UsageError */.eb(`workspace '${parsed.workspace ?? io.cwd}' is not a directory`, parsed.command);
    const invocation = {
        tokens: parsed.tokens,
        runId: parsed.runId,
        stopAfterStep: parsed.stopAfterStep,
        mode: parsed.mode,
        ignorePreviousCompletion: parsed.ignorePreviousCompletion,
        allowWorkflowChange: parsed.allowWorkflowChange,
        onSourceChange: parsed.onSourceChange,
    };
    // A --agent-command path is the caller's, so it resolves against the caller's directory.
    const agentCommand = parsed.agentCommand === undefined ? undefined : parsed.agentCommand.includes('/') ? (0,external_node_path_.resolve)(io.cwd, parsed.agentCommand) : parsed.agentCommand;
    const agents = { agent: parsed.agent, agentCommand, agentArgs: parsed.agentArgs };
    switch (parsed.command) {
        case 'run':
            if (parsed.shards.length > 0)
                return runShardsCommand(io, parsed, workspace, invocation, agents, style);
            return runCommand(io, parsed, workspace, invocation, agents, style);
        case 'merge': {
            const from = parsed.from.map((dir) => ({ abs: (0,external_node_path_.resolve)(io.cwd, dir), shown: dir }));
            return runCommand(io, parsed, workspace, invocation, agents, style, { start: (request, ports) => mergeShards(request, ports, from), extra: mergeExtra });
        }
        case 'shards': {
            const list = listShards(workspace, parsed.workflow, invocation);
            const legs = parsed.legs !== undefined ? dealLegs(list.shards, parsed.legs) : undefined;
            if (parsed.json)
                out(JSON.stringify({ step: list.step, shards: list.shards, ...(legs ? { legs } : {}) }));
            else if (list.step === null)
                out(`run ${list.runId} is not at a foreach or parallel step: no shards`);
            else {
                const text = [`${list.kind} step ${list.step}: ${list.shards.length} shard${list.shards.length === 1 ? '' : 's'} can run now${legs ? ` in ${legs.length} leg${legs.length === 1 ? '' : 's'}` : ''}`];
                text.push(...(legs ? legs.map((leg, i) => `  leg ${i + 1}: ${leg.join(' ')}`) : list.shards.map((k) => `  ${k}`)));
                if (list.waiting.length > 0)
                    text.push(`waiting for dependencies (a later wave): ${list.waiting.join(', ')}`);
                out(text.join('\n'));
            }
            return 0;
        }
        case 'status': {
            const report = getStatus(workspace, parsed.workflow, invocation);
            out(parsed.json ? JSON.stringify(statusJson(report)) : statusText(report, style));
            return report.exitCode;
        }
        case 'history': {
            const report = getHistory(workspace, parsed.workflow, invocation);
            out(parsed.json ? JSON.stringify(historyJson(report)) : historyText(report, style));
            return report.exitCode;
        }
        case 'plan': {
            const plan = makePlan(workspace, parsed.workflow, invocation, { showPrompt: parsed.showPrompt, agents, sourceCommit: gitSource.sourceCommit(workspace) });
            // --show-prompt prints the prompt byte for byte (nothing else) unless --json asks for the plan.
            if (plan.prompt !== undefined && !parsed.json)
                io.stdout.write(plan.prompt);
            else
                out(parsed.json ? JSON.stringify(planJson(plan)) : planText(plan, style));
            return plan.exitCode;
        }
        case 'approve':
        case 'reject': {
            const r = approvalCommand(parsed, workspace, invocation, io.env, style);
            out(r.text);
            return r.exitCode;
        }
        case 'skip': {
            const r = skipCommand(parsed, workspace, invocation, style);
            out(r.text);
            return r.exitCode;
        }
        case 'convert':
            return convertCommand(parsed, new workspace_workspace/* Workspace */.aR(workspace), out, err);
        case 'validate': {
            // No targets: every workflow in the workspace.
            const report = validateTargets(new workspace_workspace/* Workspace */.aR(workspace), parsed.targets.length > 0 ? parsed.targets : ['.']);
            if (parsed.format === 'json')
                out(JSON.stringify(validationJson(report)));
            else if (parsed.format === 'github') {
                const text = validationGithub(report);
                if (text)
                    out(text);
                err(validationText({ ...report, diagnostics: [] }, (0,cli_style/* makeStyle */.O)(io.stderr, io.env)));
            }
            else
                out(validationText(report, style));
            const failed = report.errors > 0 || (parsed.strict && report.warnings > 0);
            return failed ? stop_codes/* EXIT_VALIDATION_FAILED */.b2 : 0;
        }
        case 'list':
            out(listCommand(new workspace_workspace/* Workspace */.aR(workspace), parsed.json, style));
            return 0;
        case 'clean':
            out(cleanCommand(new workspace_workspace/* Workspace */.aR(workspace), { olderThanMs: parsed.olderThanMs, yes: parsed.yes, json: parsed.json }, new Date(), style));
            return 0;
        case 'logs': {
            const report = getStatus(workspace, parsed.workflow, invocation);
            if (report.runRoot === null || report.status === 'NOT_STARTED' || !report.state) {
                const code = report.status === 'NOT_STARTED' ? 4 : report.exitCode || 4;
                err(`stagegate: ${report.status}: ${report.message || 'the run has no logs'}${report.hint ? `\n  fix: ${report.hint}` : ''}`);
                return code;
            }
            const root = new workspace_workspace/* Workspace */.aR(workspace).root;
            const printed = await printLogs({
                workspace: root,
                runRoot: report.runRoot,
                step: parsed.step,
                secrets: logSecrets(report, io.env),
                running: () => runHeld(root, report.statePath),
                write: (t) => io.stdout.write(t),
            }, parsed.follow);
            if (printed === 0)
                err(`stagegate: no logs${parsed.step ? ` of step ${parsed.step}` : ''} in ${report.runRoot === '.' ? '' : `${report.runRoot}/`}logs (run ${report.runId})`);
            return 0;
        }
    }
}
/**
 * `run --shard K1 [--shard K2 ...]`: each shard in turn, reported as a one-key run reports it (with
 * --json, one object per line). A refused or failed shard does not keep the others from running;
 * an interrupt (a signal) does, and the leg then exits as a process stopped by that signal (130,
 * 143, 129). Otherwise the exit status is the first shard's that was not 0, else 0 — in a leg of
 * several keys, one the run already holds (SHARD_ALREADY_MERGED: the leg run again after a merge
 * took it) is reported but is no failure, as the Action's leg counts it.
 */
async function runShardsCommand(io, parsed, workspace, invocation, agents, style) {
    const batch = {};
    let exitCode = 0;
    for (const [i, key] of parsed.shards.entries()) {
        if (i > 0 && !parsed.json)
            io.stdout.write('\n');
        let status;
        const start = async (request, ports) => {
            const outcome = await runShard(request, ports, key, batch);
            status = outcome.status;
            return outcome;
        };
        const code = await runCommand(io, parsed, workspace, invocation, agents, style, { start, extra: shardExtra, again: i > 0 });
        const settled = parsed.shards.length > 1 && status === 'SHARD_ALREADY_MERGED';
        if (exitCode === 0 && !settled)
            exitCode = code;
        const left = parsed.shards.slice(i + 1);
        if (io.signal?.aborted && (left.length > 0 || status === 'WORKFLOW_INTERRUPTED')) {
            if (left.length > 0)
                (0,cli_io/* lines */.Mn)(io.stderr)(`stagegate: interrupted: shard${left.length === 1 ? '' : 's'} ${left.join(', ')} did not start (run them again: they are still pending)`);
            // The leg did not finish: exit as a process stopped by the signal, whatever its keys did.
            return (0,cli_io/* signalExitStatus */.vs)(io) ?? (0,stop_codes/* exitStatusFor */.ex)('WORKFLOW_INTERRUPTED');
        }
    }
    return exitCode;
}
function shardExtra(o) {
    const s = o.shard;
    return {
        json: { shard: { key: s.key, step: s.step, folder: s.folder, finished: s.finished } },
        lines: s.folder === null ? [] : [`  shard:    ${s.key} of ${s.kind} step ${s.step} in ${s.folder}${s.finished ? ' (finished: stagegate merge takes it)' : ' (not finished: run it again to continue it)'}`],
    };
}
function mergeExtra(o) {
    const m = o.merge;
    const lines = [];
    if (m.step !== null) {
        lines.push(`  merged:   ${m.merged.length > 0 ? m.merged.join(', ') : 'none'}${m.alreadyMerged.length > 0 ? ` (already merged: ${m.alreadyMerged.join(', ')})` : ''}`);
        if (m.pending.length > 0)
            lines.push(`  pending:  ${m.pending.join(', ')}`);
    }
    return { json: { merge: { step: m.step, merged: m.merged, already_merged: m.alreadyMerged, pending: m.pending } }, lines };
}
async function runCommand(io, parsed, workspace, invocation, agents, style, variant) {
    const stderrStyle = (0,cli_style/* makeStyle */.O)(io.stderr, io.env);
    if (!parsed.json && variant?.again !== true)
        warnNestedRepository(io, workspace, parsed.workflow);
    const heartbeatSeconds = parsed.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS;
    const progress = parsed.json || parsed.quiet
        ? undefined
        : makeProgress({
            write: (t) => io.stderr.write(t),
            style: stderrStyle,
            live: io.stderr.isTTY === true && io.env['TERM'] !== 'dumb',
            columns: () => io.stderr.columns,
            stream: parsed.stream,
            heartbeatMs: heartbeatSeconds * 1000,
            workspace,
            secrets: (0,process_transcript/* secretValues */.VX)(io.env),
        });
    const self = io.self ? makeSelfCommand(io.self.script, io.self.nodeArgs) : makeSelfCommand();
    const undo = () => {
        progress?.stop();
        self?.remove();
    };
    cli_io/* activeRuns */.$f.add(undo);
    let outcome;
    let extra;
    const start = (variant?.start ?? runWorkflow);
    try {
        outcome = await start({ workspace, workflowFile: parsed.workflow, invocation, env: withSelf(io.env, self), commandName: 'stagegate', agents, ...(io.signal ? { signal: io.signal } : {}) }, { processes: process_runner/* nodeProcessRunner */.a, source: gitSource, clock: systemClock, ...(progress ? { onEvent: (e) => progress.onEvent(e) } : {}) });
    }
    finally {
        cli_io/* activeRuns */.$f.delete(undo);
        undo();
    }
    if (variant)
        extra = variant.extra(outcome);
    (0,cli_io/* lines */.Mn)(io.stdout)(parsed.json ? JSON.stringify({ ...runJson(outcome), ...(extra?.json ?? {}) }) : [runText(outcome, style), ...(extra?.lines ?? [])].join('\n'));
    // Interrupted by a signal: exit as a process stopped by it would (130 SIGINT, 143 SIGTERM, 129 SIGHUP).
    return (outcome.status === 'WORKFLOW_INTERRUPTED' ? (0,cli_io/* signalExitStatus */.vs)(io) : undefined) ?? outcome.exitCode;
}
/**
 * The workflow lives in another repository nested in the workspace (cwd is a parent folder): its
 * stages run, and its results land, in the workspace. Said once, so a wrong -C is caught early.
 */
function warnNestedRepository(io, workspace, workflow) {
    const root = (0,external_node_path_.resolve)(workspace);
    const file = (0,external_node_path_.resolve)(root, workflow);
    const rel = (0,external_node_path_.relative)(root, file);
    if (rel.startsWith('..') || rel === '')
        return;
    for (let dir = (0,external_node_path_.dirname)(file); dir !== root && dir.startsWith(root); dir = (0,external_node_path_.dirname)(dir)) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, '.git'))) {
            const shown = (0,external_node_path_.relative)(io.cwd, dir) || '.';
            (0,cli_io/* lines */.Mn)(io.stderr)(`stagegate: note: ${workflow} belongs to the repository ${shown}, nested in the workspace ${root}: its stages run, and its results land, in ${root}. If ${shown} is the workspace you meant, run from there or pass -C ${shown}.`);
            return;
        }
    }
}
function isDirectory(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}


/***/ })

};
