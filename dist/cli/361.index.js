export const id = 361;
export const ids = [361];
export const modules = {

/***/ 3361:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  graphCommand: () => (/* binding */ graphCommand)
});

// EXTERNAL MODULE: ./src/core/workspace/workspace.ts
var workspace_workspace = __webpack_require__(5620);
// EXTERNAL MODULE: ./src/core/model/load-and-check.ts
var load_and_check = __webpack_require__(2912);
// EXTERNAL MODULE: ./src/core/run/context.ts
var context = __webpack_require__(6274);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(2862);
// EXTERNAL MODULE: ./src/core/state/integrity.ts + 1 modules
var integrity = __webpack_require__(5970);
// EXTERNAL MODULE: ./src/core/state/store.ts
var store = __webpack_require__(9916);
// EXTERNAL MODULE: ./src/core/state/state.ts
var state = __webpack_require__(6624);
// EXTERNAL MODULE: ./src/core/run/transition.ts
var transition = __webpack_require__(9122);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var model_workflow = __webpack_require__(7280);
// EXTERNAL MODULE: ./src/core/validate/workflow-paths.ts
var workflow_paths = __webpack_require__(8304);
;// CONCATENATED MODULE: ./src/core/commands/summary-graph.ts



/**
 * Mermaid text inside "...": the characters that could end the label, start an entity code, an
 * HTML tag or a code fence become look-alikes (a lone > is text to both Mermaid and HTML), so labels read as written (no #NNN; entity codes, which some
 * renderers show as they are). Line breaks and control characters become spaces.
 */
const LOOKALIKE = {
    '"': '\u2033',
    '#': '\uff03',
    '<': '\u2039',
    '`': '\u02cb',
    '&': '\uff06',
};
function mermaidText(text) {
    return text.replace(/["#<`&]/g, (ch) => LOOKALIKE[ch] ?? ch).replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, ' ');
}
/** Mermaid refuses a diagram longer than this many characters (its maxTextSize default). */
const MERMAID_MAX_TEXT = 50_000;
/** Default limits of a drawn chart: steps (inner steps of foreach and parallel steps counted) and edges. */
const MAX_STEPS = 150;
const MAX_EDGES = 400;
/** Labels are shortened to this many characters, at the shortest, before a chart is left undrawn for its length. */
const SHORTEST_LABEL = 12;
/** A long id shortened for a label: its start and end, joined by an ellipsis. */
function shorten(text, max) {
    if (text.length <= max)
        return text;
    const head = Math.ceil((max - 1) / 2);
    return `${text.slice(0, head)}\u2026${text.slice(text.length - (max - 1 - head))}`;
}
const ICON = {
    completed: '\u2713 ',
    failed: '\u2717 ',
    blocked: '\u25a0 ',
    running: '\u2026 ',
    next: '\u25b6 ',
    unvisited: '',
};
const CLASS_DEFS = {
    completed: 'fill:#dafbe1,stroke:#1a7f37,color:#0d2818',
    failed: 'fill:#ffebe9,stroke:#cf222e,color:#4c0b10',
    blocked: 'fill:#fff1e5,stroke:#bc4c00,color:#3d1300',
    running: 'fill:#ddf4ff,stroke:#0969da,color:#0a3069',
    next: 'fill:#fff8c5,stroke:#9a6700,color:#3b2300,stroke-dasharray:4 3',
};
function stepView(state, id) {
    if (!state)
        return 'unvisited';
    const record = (0,transition/* stepRecord */.oU)(state, id);
    if (state.in_flight?.step === id)
        return 'running';
    // A cancelled run (WORKFLOW_INTERRUPTED) records its interrupted attempt as failed, but the step
    // did not fail: it stays active and runs again on resume \u2014 the next step.
    const interrupted = state.status === 'WORKFLOW_INTERRUPTED' && state.active_step === id;
    if (record?.status === 'failed' && !interrupted)
        return 'failed';
    if (record?.status === 'blocked')
        return 'blocked';
    if (state.active_step === id)
        return 'next';
    if (record?.status === 'completed')
        return 'completed';
    return 'unvisited';
}
/**
 * A step's view where a plan says which step runs next (`next`: FlowchartOptions.next): that one is
 * `next`; the state's active step, when the plan runs another (an earlier stale step, a rerun), is
 * drawn as its record says (completed, else unvisited). `next` undefined: stepView.
 */
function plannedView(state, id, next) {
    if (next === undefined)
        return stepView(state, id);
    if (id === next)
        return 'next';
    const view = stepView(state, id);
    if (view !== 'next')
        return view;
    return state && (0,transition/* stepRecord */.oU)(state, id)?.status === 'completed' ? 'completed' : 'unvisited';
}
/**
 * A foreach's per-item step as its item runs left it: failed (or blocked) when it failed (or
 * blocked) in any item, running when an item runs it, next when an item waits at it (paused, or
 * cancelled with it active: it runs on resume, it is not running), completed when it completed in
 * an item and none of those; with how many item runs completed it.
 */
function itemStepView(states, id) {
    let completed = 0;
    const seen = new Set();
    for (const s of states) {
        const v = stepView(s, id);
        seen.add(v);
        if (s.steps[id]?.status === 'completed' || v === 'completed')
            completed++;
    }
    const view = seen.has('failed') ? 'failed' : seen.has('blocked') ? 'blocked' : seen.has('running') ? 'running' : seen.has('next') ? 'next' : seen.has('completed') ? 'completed' : 'unvisited';
    return { view, completed };
}
/** Node text wrapped in the shape of the step's kind. */
function shaped(id, kind, text, encode) {
    const t = `"${encode(text)}"`;
    switch (kind) {
        case 'decision':
            return `${id}{${t}}`;
        case 'approval':
            return `${id}{{${t}}}`;
        case 'child_workflow':
            return `${id}[[${t}]]`;
        case 'instruction':
            return `${id}([${t}])`;
        case 'foreach':
            return `${id}[/${t}/]`;
        case 'parallel':
            return `${id}[\\${t}/]`;
        default:
            return `${id}[${t}]`;
    }
}
/** Label of an edge as drawn: the status (or branch) it routes, else what the key says. */
function edgeLabel(e) {
    if (e.status !== undefined)
        return e.label.replace(/^status /, '');
    return e.label;
}
/**
 * Edges of one step as drawn: explicit transitions (a status routed to ASK too, to an `ASK` node, as
 * plan lists it `status NEED_INFO \u2192 ASK`: the run pauses there for a person's answer) and the
 * runner's default reject \u2192 BLOCKED.
 */
function drawnEdges(p) {
    return p.edges.filter((e) => !e.implicit || e.kind === 'reject');
}
/**
 * The registry a foreach reads, for its subgraph's label: the path the run resolved (its foreach
 * record) when the run has loaded it, else the template with each `{{name}}` as `\u2039name\u203a`, a
 * short placeholder that cannot be mistaken for a path the run will read.
 */
function foreachSource(state, stepId, template, path = (p) => p) {
    const loaded = state ? (0,transition/* stepRecord */.oU)(state, stepId)?.foreach?.source : undefined;
    return loaded !== undefined ? path(loaded) : template.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, '\u2039$1\u203a');
}
/** A parallel branch's view in a run, from the step's parallel record. */
function branchView(state, stepId, branch) {
    const record = state ? (0,transition/* stepRecord */.oU)(state, stepId)?.parallel?.branches[branch] : undefined;
    switch (record?.status) {
        case 'succeeded':
            return 'completed';
        case 'failed':
            return 'failed';
        case 'running':
            return 'running';
        default:
            return 'unvisited';
    }
}
function workflowFlowchart(workflow, state, options = {}) {
    // Mermaid counts characters: a chart over its limit is drawn again with shorter labels, and
    // left out when even that does not fit.
    const maxChars = options.maxChars ?? MERMAID_MAX_TEXT - 1_000;
    let chart = drawFlowchart(workflow, state, options, Infinity);
    for (const labelMax of [48, 24, SHORTEST_LABEL]) {
        if (chart.mermaid === undefined || chart.mermaid.length <= maxChars)
            return chart;
        chart = drawFlowchart(workflow, state, options, labelMax);
    }
    if (chart.mermaid === undefined || chart.mermaid.length <= maxChars)
        return chart;
    const { mermaid: _drawn, ...rest } = chart;
    return { ...rest, mermaid: undefined, tooLarge: `its chart is ${chart.mermaid.length.toLocaleString('en-US')} characters long even with labels shortened to ${SHORTEST_LABEL} (Mermaid draws at most ${maxChars.toLocaleString('en-US')} here)` };
}
function drawFlowchart(workflow, state, options, labelMax) {
    const enc = (text) => mermaidText(shorten(text, labelMax));
    const direction = options.direction ?? 'TD';
    const paths = (0,workflow_paths/* workflowPaths */.w)(workflow);
    const ids = paths.steps.map((p) => p.id);
    const nodeId = new Map(ids.map((id, i) => [id, `s${i}`]));
    const edges = [];
    for (const p of paths.steps) {
        for (const e of drawnEdges(p))
            edges.push({ from: p.id, to: e.to, status: e.status, label: edgeLabel(e), times: 0, implicit: e.implicit === true });
    }
    // The path taken, from the run's history.
    for (const h of options.history ?? []) {
        let to;
        if (h.outcome === 'transition' || h.outcome === 'stopped')
            to = h.to ?? undefined;
        else if (h.outcome === 'complete')
            to = 'DONE';
        else if (h.outcome === 'blocked')
            to = 'BLOCKED';
        else if (h.outcome !== 'loop_limit')
            continue;
        const candidates = edges.filter((e) => e.from === h.step && (h.gate_status == null || e.status === undefined || e.status === h.gate_status));
        const edge = candidates.find((e) => to !== undefined && e.to === to) ?? (h.outcome === 'loop_limit' ? candidates[0] : undefined);
        if (edge)
            edge.times++;
    }
    const steps = ids.map((id) => ({ id, view: plannedView(state, id, options.next), visits: state?.steps[id]?.visits ?? 0 }));
    const taken = edges.filter((e) => e.times > 0).map((e) => ({ from: e.from, to: e.to, label: e.label, times: e.times }));
    const inner = paths.steps.reduce((n, p) => n + (p.foreach?.steps.length ?? 0) + (p.parallel?.branches.length ?? 0), 0);
    const maxSteps = options.maxSteps ?? MAX_STEPS;
    const maxEdges = options.maxEdges ?? MAX_EDGES;
    if (ids.length + inner > maxSteps)
        return { mermaid: undefined, tooLarge: `it has ${ids.length + inner} steps${inner > 0 ? ` (${inner} of them inside foreach and parallel steps)` : ''}, more than the ${maxSteps} a chart draws`, steps, taken };
    if (edges.length > maxEdges)
        return { mermaid: undefined, tooLarge: `it has ${edges.length} transitions, more than the ${maxEdges} a chart draws`, steps, taken };
    const lines = [`flowchart ${direction}`];
    const started = state !== undefined && (state.transitions > 0 || state.in_flight !== null || Object.keys(state.steps).length > 0);
    const hasEntry = workflow.entry !== undefined && nodeId.has(workflow.entry);
    if (hasEntry)
        lines.push('  nStart(("start"))');
    const extra = new Map();
    const terminal = (to) => {
        let id = extra.get(to);
        if (!id) {
            id = to === 'DONE' ? 'nDone' : to === 'BLOCKED' ? 'nBlocked' : to === model_workflow/* ASK_TARGET */.QU ? 'nAsk' : `x${extra.size}`;
            extra.set(to, id);
        }
        return id;
    };
    const target = (to) => nodeId.get(to) ?? terminal(to);
    const edgeLines = [];
    const takenIndexes = [];
    const views = new Map(steps.map((s) => [nodeId.get(s.id), s.view]));
    const arrow = (times, implicit) => (times > 0 ? '==>' : implicit ? '-.->' : '-->');
    const link = (from, to, label, times = 0, implicit = false) => {
        if (times > 0)
            takenIndexes.push(edgeLines.length);
        edgeLines.push(`  ${from} ${arrow(times, implicit)}${label ? `|"${enc(times > 1 ? `${label} \u00d7${times}` : label)}"|` : ''} ${to}`);
    };
    // Where a step's own transitions leave from: a parallel step's join node, else the step.
    const source = new Map();
    if (hasEntry) {
        if (started)
            takenIndexes.push(edgeLines.length);
        edgeLines.push(`  nStart ${started ? '==>' : '-->'} ${nodeId.get(workflow.entry)}`);
    }
    for (const [i, p] of paths.steps.entries()) {
        const id = nodeId.get(p.id);
        const s = steps[i];
        const visits = s.visits > 1 ? ` \u00d7${s.visits}` : '';
        const text = `${ICON[s.view]}${p.id}${visits}`;
        if (p.foreach) {
            // The foreach node heads a subgraph of its per-item machine; item tokens lead back to it.
            const f = p.foreach;
            lines.push(`  subgraph ${id}g["${enc(`for each item of ${foreachSource(state, p.id, f.source, options.path)}`)}"]`);
            lines.push(`    direction TB`);
            lines.push(`    ${shaped(id, 'foreach', text, enc)}`);
            const local = new Map(f.steps.map((q, j) => [q.id, `${id}i${j}`]));
            const items = options.itemStates?.get(p.id);
            for (const q of f.steps) {
                if (!items || items.states.length === 0) {
                    lines.push(`    ${shaped(local.get(q.id), q.kind, q.id, enc)}`);
                    continue;
                }
                // Coloured from the items' runs, with how many of the foreach's items completed it.
                const { view, completed } = itemStepView(items.states, q.id);
                views.set(local.get(q.id), view);
                lines.push(`    ${shaped(local.get(q.id), q.kind, `${ICON[view]}${q.id} ${completed}/${items.items}`, enc)}`);
            }
            lines.push('  end');
            if (f.entry !== null)
                link(id, local.get(f.entry), 'each item');
            for (const q of f.steps) {
                for (const e of drawnEdges(q)) {
                    const to = local.get(e.to) ?? (e.to === 'next_artifact' || e.to === 'defer_current_artifact' ? id : terminal(e.to));
                    link(local.get(q.id), to, e.to === 'next_artifact' || e.to === 'defer_current_artifact' ? `${edgeLabel(e)}: ${e.to}` : edgeLabel(e), 0, e.implicit === true);
                }
            }
            continue;
        }
        if (p.parallel) {
            // A fork: the step node, one node per branch, and a join node its own transitions leave from.
            const par = p.parallel;
            const join = `${id}j`;
            lines.push(`  subgraph ${id}g["${enc(`parallel: join ${par.join}${par.maxConcurrency !== null ? `, max ${par.maxConcurrency}` : ''}`)}"]`);
            lines.push(`    ${shaped(id, 'parallel', text, enc)}`);
            par.branches.forEach((b, j) => {
                const view = branchView(state, p.id, b.id);
                const bid = `${id}b${j}`;
                views.set(bid, view);
                lines.push(`    ${shaped(bid, b.kind, `${ICON[view]}${b.id}`, enc)}`);
            });
            lines.push(`    ${join}(("${enc(`join ${par.join}`)}"))`);
            lines.push('  end');
            par.branches.forEach((b, j) => {
                const bid = `${id}b${j}`;
                link(id, bid, b.id);
                const outs = drawnEdges(b);
                if (outs.length === 0)
                    link(bid, join, '');
                for (const e of outs)
                    link(bid, join, `${edgeLabel(e)}: ${e.to}`, 0, e.implicit === true);
            });
            source.set(p.id, join);
            continue;
        }
        lines.push(`  ${shaped(id, p.kind, text, enc)}`);
    }
    for (const e of edges)
        link(source.get(e.from) ?? nodeId.get(e.from), target(e.to), e.label, e.times, e.implicit);
    for (const [name, id] of extra) {
        if (id === 'nDone')
            lines.push('  nDone(["DONE"])');
        else if (id === 'nBlocked')
            lines.push('  nBlocked(["BLOCKED"])');
        else if (id === 'nAsk')
            lines.push('  nAsk(["ASK"])');
        else
            lines.push(`  ${id}["${enc(`? ${name}`)}"]`);
    }
    lines.push(...edgeLines);
    for (const [cls, style] of Object.entries(CLASS_DEFS))
        lines.push(`  classDef ${cls} ${style}`);
    lines.push('  classDef terminal fill:#f6f8fa,stroke:#57606a,color:#24292f');
    for (const cls of Object.keys(CLASS_DEFS)) {
        const members = [...views].filter(([, v]) => v === cls).map(([n]) => n);
        if (members.length > 0)
            lines.push(`  class ${members.join(',')} ${cls}`);
    }
    const terminals = [...extra.values()].filter((id) => id === 'nDone' || id === 'nBlocked' || id === 'nAsk');
    if (terminals.length > 0)
        lines.push(`  class ${terminals.join(',')} terminal`);
    if (takenIndexes.length > 0)
        lines.push(`  linkStyle ${takenIndexes.join(',')} stroke:#1a7f37,stroke-width:3px`);
    return { mermaid: lines.join('\n'), steps, taken };
}

// EXTERNAL MODULE: ./src/core/commands/runs.ts + 1 modules
var runs = __webpack_require__(7976);
;// CONCATENATED MODULE: ./src/core/commands/graph-items.ts

/** Item states read per foreach step at most (a summary is written on every job). */
const MAX_ITEM_STATES = 500;
/** Each foreach step of `state` with its items' latest run states, and how many items it has. */
function foreachItemStates(workspace, state) {
    const out = new Map();
    for (const [id, step] of Object.entries(state.steps)) {
        const items = step.foreach?.items;
        if (!items)
            continue;
        const states = [];
        for (const item of items) {
            if (states.length >= MAX_ITEM_STATES)
                break;
            const path = item.state_path;
            if (path === null)
                continue;
            const at = workspace.tryResolve(path);
            const read = at ? (0,store/* readCarriedState */.OT)(at.abs) : undefined;
            if (read?.kind === 'ok')
                states.push(read.state);
        }
        out.set(id, { states, items: items.size });
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/run/secret-names.ts
var secret_names = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/core/run/command-line.ts
var command_line = __webpack_require__(1439);
// EXTERNAL MODULE: ./src/core/run/stopped-after-fix.ts
var stopped_after_fix = __webpack_require__(8989);
;// CONCATENATED MODULE: ./src/core/commands/graph.ts
// `graph`: the workflow as the Mermaid flowchart the Action's job summary draws (summary-graph.ts,
// the one renderer), coloured by a run's statuses and path when the run has state. Read-only: it
// takes no lock and writes nothing, so it draws a run a runner holds. It loads the workflow as
// plan does (an invalid one is refused with plan's stop code and finding) and the run's state as
// status does (the same integrity checks), without the runner or the state's writers.













function workflowGraph(workspaceRoot, workflowFile, invocation, importers, commandName = 'stagegate') {
    const workspace = new workspace_workspace/* Workspace */.aR(workspaceRoot);
    const workflow = (0,load_and_check/* loadAndCheck */.wy)(workspace, workflowFile, importers, undefined, undefined, commandName);
    // No run named: the workflow alone, every step unvisited.
    if (invocation.runId === undefined && invocation.tokens['run_id'] === undefined) {
        return { workflow: workflow.name, workflowFile: workflow.file, runId: null, statePath: null, runStatus: 'NOT_STARTED', chart: workflowFlowchart(workflow) };
    }
    // The state is located as status locates it: the inputs that name it, nothing a resume would demand.
    const ctx = (0,context/* resolveRunContext */.xn)(workflow, workspace, { ...invocation, mode: 'resume' }, new Date(), { readOnly: true, naming: { commandName, inputsInHints: true } });
    // Printed only (the CLI): a secret-looking input the state path is made of shows as ***.
    const base = { workflow: workflow.name, workflowFile: workflow.file, runId: ctx.runId, statePath: (0,secret_names/* shownPath */.pS)(ctx.statePath.rel, Object.fromEntries(ctx.bindings)) };
    const load = ctx.existing;
    if (load.kind === 'corrupt')
        throw new errors/* StagegateError */.q((0,store/* refusedCode */.Q_)(load), load.reason, { hint: load.hint, location: { file: load.file, ...(load.line !== undefined ? { line: load.line } : {}) } });
    if (load.kind === 'absent') {
        const hint = (0,runs/* otherRunsHint */.IY)(workspace, ctx, true, commandName, 'graph');
        return { ...base, runStatus: 'NOT_STARTED', chart: workflowFlowchart(workflow), ...(hint !== undefined ? { hint } : {}) };
    }
    // Refused with the resume command status names (graph itself takes no --allow-workflow-change):
    // an edited workflow's fix then gives `stagegate run \u2026 --allow-workflow-change`, or for a run that
    // had finished, what goes on with the edited workflow \u2014 not a bare "pass --allow-workflow-change".
    const stop = (0,stopped_after_fix/* recordedUnmetStop */.ys)(load.state, workflow);
    const resume = `${(0,command_line/* runCommandLine */.rZ)(commandName, workflow.file, ctx.runId, ctx.naming?.locating ?? [])}${stop !== undefined ? (0,command_line/* flagWord */.Np)('stop-after-step', stop) : ''}`;
    (0,integrity/* checkIntegrity */._D)(load.state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: invocation.allowWorkflowChange === true, resumeCommand: resume, naming: ctx.naming });
    return { ...base, runStatus: (0,state/* statusOf */.c2)(load.state), chart: workflowFlowchart(workflow, load.state, { history: load.log?.history ?? [], itemStates: foreachItemStates(workspace, load.state) }) };
}

// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(2454);
// EXTERNAL MODULE: ./src/core/model/workflow-readers.ts
var workflow_readers = __webpack_require__(7325);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/workspace-root.ts
var workspace_root = __webpack_require__(3052);
// EXTERNAL MODULE: ./src/cli/command-name.ts
var command_name = __webpack_require__(723);
;// CONCATENATED MODULE: ./src/cli/commands/graph.ts








const TOO_LARGE = 'GRAPH_TOO_LARGE';
async function graphCommand(io, parsed) {
    const out = (0,cli_io/* lines */.Mn)(io.stdout);
    const err = (0,cli_io/* lines */.Mn)(io.stderr);
    const workspace = (0,workspace_root/* workspaceRoot */.o)(io, parsed);
    let report;
    try {
        report = await (0,workflow_readers/* withWorkflowReaders */.Y7)((importers) => workflowGraph(workspace, parsed.workflow, { tokens: parsed.tokens, runId: parsed.runId, onSecrets: (values) => io.hide?.(values, secret_names.valuesMasker) }, importers, (0,command_name/* commandNameFor */.eG)(io, parsed)));
    }
    catch (error) {
        // Without --json, index.ts says it as every command does (stop code, message, fix) on stderr.
        if (!parsed.json || !(0,errors/* isStagegateError */.W)(error))
            throw error;
        // Every key graph --json has (docs/cli.md#graph: keys are fixed), null where not known, and
        // where in a file the refusal was found, as run --json says it.
        const located = error.location.file !== undefined && error.location.line !== undefined;
        out(JSON.stringify({ status: error.code, exit_code: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), workflow: null, workflow_file: parsed.workflow ?? null, run_id: parsed.runId ?? null, state_path: null, run_status: null, mermaid: null, steps: [], taken: [], ...(located ? { location: error.location } : {}) }));
        return (0,stop_codes/* exitStatusFor */.ex)(error.code);
    }
    const { chart } = report;
    const exitCode = chart.mermaid === undefined ? (0,stop_codes/* exitStatusFor */.ex)(TOO_LARGE) : 0;
    const message = chart.mermaid === undefined ? `workflow ${report.workflow} (${report.workflowFile}) is too large a graph for Mermaid to draw: ${chart.tooLarge ?? 'over its limits'}` : undefined;
    if (parsed.json) {
        out(JSON.stringify({
            status: chart.mermaid === undefined ? TOO_LARGE : 'DRAWN',
            exit_code: exitCode,
            ...(message !== undefined ? { message } : {}),
            workflow: report.workflow,
            workflow_file: report.workflowFile,
            run_id: report.runId,
            state_path: report.statePath,
            run_status: report.runStatus,
            ...(report.hint !== undefined ? { hint: report.hint } : {}),
            mermaid: chart.mermaid ?? null,
            steps: chart.steps,
            taken: chart.taken,
        }));
    }
    else if (chart.mermaid === undefined) {
        err(`stagegate: ${TOO_LARGE}: ${message}\n  fix: ${stop_codes/* STOP_CODES */.GO[TOO_LARGE].fix}`);
    }
    else {
        out(chart.mermaid);
        // A run named but without state (a mistyped id, or not started yet): said, off stdout.
        if (report.runId !== null && report.runStatus === 'NOT_STARTED')
            err(`stagegate: note: run ${report.runId} has no state at ${report.statePath} (not started): the workflow is drawn without statuses${report.hint !== undefined ? `\n  fix: ${report.hint}` : ''}`);
    }
    return exitCode;
}


/***/ }),

/***/ 8304:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ workflowPaths)
/* harmony export */ });
/* unused harmony export parallelOf */
/* harmony import */ var _graph_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9590);
/* harmony import */ var _model_phases_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(481);
/* harmony import */ var _run_transition_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9122);
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7280);
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
function parallelOf(def) {
    const raw = def.parallel;
    return raw !== null && typeof raw === 'object' ? raw : undefined;
}
function edgesOf(step, inLoop) {
    const d = step.def;
    const edges = [];
    for (const t of (0,_graph_js__WEBPACK_IMPORTED_MODULE_0__/* .transitionsOf */ .C5)(step)) {
        const kind = kindOfEdge(t);
        // on_failure: skip is a token: the failure follows on_skip (shown as its own edge below).
        if (kind === 'failure' && t.to === 'skip')
            continue;
        // A parallel step's own transitions may arrive through transitionsOf later; branch edges are per branch.
        if (t.path.includes('parallel'))
            continue;
        // A failure status is never routed: reporting it fails the attempt (gate/judge.ts).
        const failing = kind === 'status' && t.status !== undefined && d.failure_statuses?.includes(t.status) === true;
        edges.push({ to: t.to, label: kind === 'approve' ? 'approve' : kind === 'reject' ? 'reject' : t.label, kind, ...(t.status !== undefined ? { status: t.status } : {}), ...(failing ? { note: 'a failure status: never routed; the attempt fails, STAGE_FAILED \u2014 retried, then on_failure, else the run stops here, resumable' } : {}) });
    }
    // A status routed to ASK is no transition (the step stays active; the graph draws it into an ASK node), but it is
    // a way a run can go: it pauses for a person's answer. Shown among the statuses, in the file's order.
    const order = Object.keys(d.statuses ?? {});
    for (const [status, target] of Object.entries(d.statuses ?? {})) {
        if (target === _model_workflow_js__WEBPACK_IMPORTED_MODULE_2__/* .ASK_TARGET */ .QU)
            edges.push({ to: _model_workflow_js__WEBPACK_IMPORTED_MODULE_2__/* .ASK_TARGET */ .QU, label: `status ${status}`, kind: 'ask', status, note: "the run pauses for a person's answer: WORKFLOW_ANSWER_REQUIRED, then run \u2026 --answer runs the step again" });
    }
    const byStatus = (e) => (e.kind === 'status' || e.kind === 'ask' ? order.indexOf(e.status) : order.length);
    edges.sort((a, b) => byStatus(a) - byStatus(b));
    if (d.on_failure === 'skip' && d.on_skip !== undefined)
        edges.push({ to: d.on_skip, label: 'on_failure: skip (via on_skip)', kind: 'failure' });
    if (step.kind === 'approval' && d.on_reject === undefined)
        edges.push({ to: 'BLOCKED', label: 'reject', kind: 'reject', implicit: true });
    if (inLoop && GATED_KINDS.has(step.kind) && d.on_stall === undefined) {
        edges.push({ to: 'BLOCKED', label: 'stall', kind: 'stall', implicit: true, note: 'WORKFLOW_BLOCKED_STALLED' });
    }
    return edges;
}
/** The kinds whose `asks` the run waits for (a step that runs a process; rules/step-shape.ts warns on others). */
const ASKING_KINDS = new Set(['shell', 'agent', 'action', 'resolver']);
function describe(step, maxVisits, inLoop, workflow) {
    const d = step.def;
    const out = { id: step.id, kind: step.kind, maxVisits, edges: edgesOf(step, inLoop), attempts: d.retry?.max_attempts ?? 1, optional: d.optional === true };
    if (d.inputs !== undefined && d.child_workflow === undefined && Object.keys(d.inputs).length > 0)
        out.inputs = Object.fromEntries(Object.entries(d.inputs).map(([k, v]) => [k, String(v)]));
    if (d.asks !== undefined && d.asks.length > 0 && ASKING_KINDS.has(step.kind))
        out.asks = [...d.asks];
    if (d.decide)
        out.decision = { branches: d.decide.map((b) => ('if' in b ? { if: b.if, to: b.to } : { if: null, to: b.else })) };
    if (step.kind === 'approval') {
        out.approval = { message: d.approval?.message ?? `approve ${step.id}?`, approvers: d.approval?.approvers ?? null, onApprove: d.on_approve ?? 'BLOCKED', onReject: d.on_reject ?? 'BLOCKED' };
    }
    if (d.child_workflow !== undefined) {
        const phase = (0,_model_phases_js__WEBPACK_IMPORTED_MODULE_3__/* .phaseOf */ .hU)(step);
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
    const parallel = parallelOf(d);
    if (parallel)
        out.parallel = parallelPaths(step, parallel, workflow);
    return out;
}
/** Inner steps (per-item or branch) as models: kinds classified, invalid ones left out. */
function innerModels(owner, defs, key) {
    const out = [];
    for (const [id, def] of Object.entries(defs)) {
        const { kind, problem } = (0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_2__/* .classifyStep */ .d_)(def);
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
    const byId = new Map(models.map((m) => [m.id, m]));
    const analysis = (0,_graph_js__WEBPACK_IMPORTED_MODULE_0__/* .analyseScope */ .A_)({
        ids: [...byId.keys()],
        entry: models[0]?.id,
        successors: (id) => (0,_graph_js__WEBPACK_IMPORTED_MODULE_0__/* .transitionsOf */ .C5)(byId.get(id)).map((t) => t.to).filter((t) => byId.has(t)),
        ends: (id) => (0,_graph_js__WEBPACK_IMPORTED_MODULE_0__/* .transitionsOf */ .C5)(byId.get(id)).some((t) => _model_workflow_js__WEBPACK_IMPORTED_MODULE_2__/* .TERMINAL_TARGETS */ .e2.has(t.to) || ITEM_TOKENS.has(t.to)),
    });
    const looping = new Set(analysis.loops.flat());
    const bound = (m) => m.def.max_visits ?? workflow.execution.maxVisits;
    return {
        source: f?.source ?? '',
        idField: f?.id_field ?? '',
        order: f?.order ?? 'registry',
        entry: models[0]?.id ?? null,
        steps: models.map((m) => describe(m, bound(m), looping.has(m.id), workflow)),
        loops: analysis.loops.map((l, i) => ({ steps: l, cycle: analysis.cycles[i], bounds: Object.fromEntries(l.map((id) => [id, bound(byId.get(id))])) })),
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
            // A branch cannot stop the run for an answer: its asks is ignored (UNUSED_KEY).
            const { asks: _ignored, ...b } = describe(m, 1, false, workflow);
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
        if (step.kind === 'instruction' || targets.some((t) => _model_workflow_js__WEBPACK_IMPORTED_MODULE_2__/* .TERMINAL_TARGETS */ .e2.has(t)))
            ends.add(step.id);
    }
    const analysis = (0,_graph_js__WEBPACK_IMPORTED_MODULE_0__/* .analyseScope */ .A_)({ ids, entry: workflow.entry, successors: (id) => successors.get(id) ?? [], ends: (id) => ends.has(id) });
    const looping = new Set(analysis.loops.flat());
    return {
        entry: workflow.entry ?? null,
        composite: workflow.data.phases !== undefined && workflow.data.steps === undefined,
        steps: [...workflow.steps.values()].map((s) => describe(s, (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .maxVisitsOf */ .as)(workflow, s.id), looping.has(s.id), workflow)),
        loops: analysis.loops.map((l, i) => ({ steps: l, cycle: analysis.cycles[i], bounds: Object.fromEntries(l.map((id) => [id, (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .maxVisitsOf */ .as)(workflow, id)])) })),
    };
}


/***/ })

};
