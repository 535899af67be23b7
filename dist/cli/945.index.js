export const id = 945;
export const ids = [945];
export const modules = {

/***/ 5945:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  makePlan: () => (/* binding */ makePlan)
});

// EXTERNAL MODULE: ./src/core/run/questions.ts
var run_questions = __webpack_require__(9500);
// EXTERNAL MODULE: ./src/core/steps/foreach/registry-drift.ts
var registry_drift = __webpack_require__(9617);
// EXTERNAL MODULE: ./src/core/run/command-line.ts
var command_line = __webpack_require__(1439);
// EXTERNAL MODULE: ./src/core/run/secret-names.ts
var secret_names = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/core/state/fresh-marker.ts
var fresh_marker = __webpack_require__(3388);
// EXTERNAL MODULE: ./src/core/model/run-scope.ts
var run_scope = __webpack_require__(1513);
// EXTERNAL MODULE: ./src/core/state/lock.ts
var lock = __webpack_require__(210);
// EXTERNAL MODULE: ./src/core/shards/merge-marker.ts
var merge_marker = __webpack_require__(2900);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(2862);
// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(2454);
// EXTERNAL MODULE: ./src/core/workspace/workspace.ts
var workspace_workspace = __webpack_require__(5620);
// EXTERNAL MODULE: ./src/core/model/load-and-check.ts
var load_and_check = __webpack_require__(2912);
// EXTERNAL MODULE: ./src/core/run/context.ts
var context = __webpack_require__(6274);
// EXTERNAL MODULE: ./src/core/commands/runs.ts + 1 modules
var runs = __webpack_require__(7976);
// EXTERNAL MODULE: ./src/core/run/preflight.ts
var preflight = __webpack_require__(6150);
// EXTERNAL MODULE: ./src/core/steps/child/run.ts
var run = __webpack_require__(4439);
// EXTERNAL MODULE: ./src/core/steps/approval/run.ts
var approval_run = __webpack_require__(5190);
// EXTERNAL MODULE: ./src/core/model/placeholders.ts
var placeholders = __webpack_require__(2183);
// EXTERNAL MODULE: ./src/core/validate/graph.ts
var graph = __webpack_require__(9590);
// EXTERNAL MODULE: ./src/core/run/transition.ts
var transition = __webpack_require__(9122);
// EXTERNAL MODULE: ./src/core/run/still-to-run.ts
var still_to_run = __webpack_require__(4549);
// EXTERNAL MODULE: ./src/core/run/bindings.ts
var run_bindings = __webpack_require__(3671);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var model_workflow = __webpack_require__(7280);
// EXTERNAL MODULE: ./src/core/agents/registry.ts + 6 modules
var registry = __webpack_require__(9726);
// EXTERNAL MODULE: ./src/core/agents/recorded.ts
var recorded = __webpack_require__(2692);
// EXTERNAL MODULE: ./src/core/run/agent-record.ts
var agent_record = __webpack_require__(7504);
// EXTERNAL MODULE: ./src/core/commands/step-target.ts
var step_target = __webpack_require__(5930);
// EXTERNAL MODULE: ./src/core/steps/process/prompt.ts
var process_prompt = __webpack_require__(1747);
// EXTERNAL MODULE: ./src/core/run/continued-session.ts
var continued_session = __webpack_require__(7723);
// EXTERNAL MODULE: ./src/core/workspace/digest.ts
var workspace_digest = __webpack_require__(3929);
// EXTERNAL MODULE: ./src/core/steps/parallel/branches.ts
var branches = __webpack_require__(9739);
// EXTERNAL MODULE: ./src/core/steps/foreach/item-workflow.ts
var item_workflow = __webpack_require__(7917);
// EXTERNAL MODULE: ./src/core/steps/foreach/run.ts + 4 modules
var foreach_run = __webpack_require__(511);
// EXTERNAL MODULE: ./src/core/steps/foreach/schedule.ts
var schedule = __webpack_require__(5013);
// EXTERNAL MODULE: ./src/core/state/state.ts
var state_state = __webpack_require__(6624);
;// CONCATENATED MODULE: ./src/core/commands/prompt-preview.ts
// `plan --show-prompt STEP` (or STEP.BRANCH): the exact prompt a step (a parallel branch) would get from the run's current state,
// built by the same function `run` uses (so the two can never drift apart). Before the steps it
// depends on have run, what only they can provide ({{steps.<id>.output}}, a gate value, the
// blocking_* values a resolver gets, a path built on them) is shown as NOT_KNOWN_YET(name)
// instead of failing: the rest of the prompt is exactly what run would send.


















/** How a value that is not known before the run gets there appears in a previewed prompt. */
function notKnownYet(name) {
    return `\u27e8not known yet: {{${name}}}\u27e9`;
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
/** --show-prompt named a step that gets no prompt: a mistake in the arguments (the CLI: a usage error). */
class NotAPromptStep extends errors/* StagegateError */.q {
}
/**
 * The step (or STEP.BRANCH: a branch of a parallel step) --show-prompt names, refused when it
 * names none (a did-you-mean; a BRANCH the step does not have, as `logs STEP.BRANCH` refuses it) or
 * gets no prompt. Judged on the workflow alone: `plan` reports it before any stop the run would
 * hit. Ids may hold dots: the longest step the name starts with is the step; an imported file's ids
 * as written there name theirs (N-001, a branch's lint-a).
 */
function promptTarget(workflow, given) {
    const named = (0,step_target/* stepTarget */.a)(given, namingOf(workflow), { refusal: `--show-prompt ${given}: not a step of workflow ${workflow.name}`, ownBranches: () => [], unknown: 'branches' });
    const step = workflow.steps.get(named.id);
    if (named.item !== undefined || named.sub !== undefined) {
        const perItem = step.def.per_item ?? {};
        const prompts = Object.keys(perItem).filter((id) => registry/* AGENT_DRIVEN_KINDS */.vD.has((0,model_workflow/* classifyStep */.d_)((0,item_workflow/* itemStepDef */.dD)(perItem[id])).kind ?? 'shell'));
        const as = (id) => `${step.id}[${named.item ?? 'ITEM'}].${id}`;
        const which = prompts.length > 0 ? `; its per-item steps that do: ${prompts.map(as).join(', ')}` : `; foreach step ${step.id} has no per-item step that does`;
        if (named.sub === undefined)
            throw new NotAPromptStep('WORKFLOW_INPUT_REQUIRED', `--show-prompt ${given}: an item of foreach step ${step.id} gets no prompt of its own${which}`);
        const kind = (0,model_workflow/* classifyStep */.d_)((0,item_workflow/* itemStepDef */.dD)(perItem[named.sub])).kind ?? 'shell';
        if (!prompts.includes(named.sub))
            throw new NotAPromptStep('WORKFLOW_INPUT_REQUIRED', `--show-prompt ${given}: per-item step ${named.sub} of foreach step ${step.id} is ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} step; only agent-driven steps (prompt, inline_instruction, action, resolver) get a prompt${which}`);
        return { step, perItem: { sub: named.sub, ...(named.item !== undefined ? { item: named.item } : {}) } };
    }
    const branch = named.branch === undefined ? undefined : (0,branches/* branchesOf */.IJ)(workflow, step).find((b) => b.id === named.branch);
    return prompted(workflow, given, branch !== undefined ? { step, branch } : { step });
}
/** The workflow's names as stepTarget asks for them: its steps (stepNamed), each parallel step's branches, their ids as an imported file wrote them. */
function namingOf(workflow) {
    return {
        steps: [...workflow.steps.keys()],
        stepNamed: (name) => (0,model_workflow/* stepNamed */.au)(workflow, name),
        parallel: [...workflow.steps.values()].filter((s) => s.kind === 'parallel').map((s) => [s.id, (0,branches/* branchesOf */.IJ)(workflow, s).map((b) => b.id)]),
        writtenAs: (id, branch, name) => workflow.steps.get(id)?.branchesWritten?.[branch] === name,
        foreach: [...workflow.steps.values()].filter((s) => s.kind === 'foreach').map((s) => [s.id, Object.keys(s.def.per_item ?? {})]),
    };
}
/** The target, when what it names gets a prompt (an agent-driven step or branch); else the usage error naming those that do. */
function prompted(workflow, given, target) {
    const gets = target.branch ?? target.step;
    if (registry/* AGENT_DRIVEN_KINDS */.vD.has(gets.kind))
        return target;
    const prompts = [...[...workflow.steps.values()].filter((s) => registry/* AGENT_DRIVEN_KINDS */.vD.has(s.kind)).map((s) => s.id), ...(0,branches/* allBranches */.Iz)(workflow).filter((b) => registry/* AGENT_DRIVEN_KINDS */.vD.has(b.branch.kind)).map((b) => `${b.step.id}.${b.branch.id}`), ...perItemPrompts(workflow)];
    const which = prompts.length > 0 ? `; the steps of workflow ${workflow.name} that do: ${prompts.join(', ')}` : `; workflow ${workflow.name} has none`;
    const what = target.branch !== undefined ? `branch ${target.branch.id} of parallel step ${target.step.id} is` : `step ${gets.id} is`;
    const kind = gets.kind;
    throw new NotAPromptStep('WORKFLOW_INPUT_REQUIRED', `--show-prompt ${given}: ${what} ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} ${target.branch !== undefined ? 'branch' : 'step'}; only agent-driven steps (prompt, inline_instruction, action, resolver) get a prompt${which}`);
}
/** Each foreach step's agent-driven per-item steps, as `STEP[ITEM].SUB` names one. */
function perItemPrompts(workflow) {
    return [...workflow.steps.values()].filter((s) => s.kind === 'foreach').flatMap((s) => Object.entries(s.def.per_item ?? {}).filter(([, def]) => registry/* AGENT_DRIVEN_KINDS */.vD.has((0,model_workflow/* classifyStep */.d_)((0,item_workflow/* itemStepDef */.dD)(def)).kind ?? 'shell')).map(([id]) => `${s.id}[ITEM].${id}`));
}
/**
 * The prompt `target` would get from the run's current state, built by run's function: a step's as
 * the step's next attempt gets it; a branch's as the branch's next attempt on the step's visit
 * (parallel/run.ts: the branch's bindings, {{step}} naming the parallel step; its record's attempts
 * and last failure).
 */
function previewPrompt(workflow, workspace, bindings, state, target, runRoot = '.', continuing) {
    if (target.perItem !== undefined)
        return previewItemPrompt(workflow, workspace, bindings, state, target.step, target.perItem, runRoot).prompt;
    const { step, branch } = target;
    // A question the step waits on: the next attempt runs once it is answered (run --answer), so it is shown answered, <your answer> for the text.
    state = withPendingAnswered(state, step.id);
    const optional = new Set(workflow.inputs.optional);
    const visit = (0,transition/* currentVisit */.$n)(state === undefined ? undefined : (0,transition/* stepRecord */.oU)(state, step.id));
    bindings = withKnownVisits(workflow, bindings, state, step, visit);
    if (branch !== undefined) {
        const b = new PendingView((0,branches/* branchBindings */.b8)(bindings, step, branch, state), optional);
        // The branch's record on the step's current visit (a resume runs its next attempt); none: its first.
        const parallel = state?.steps[step.id]?.parallel;
        const record = parallel !== undefined && parallel.visit === visit && Object.hasOwn(parallel.branches, branch.id) ? parallel.branches[branch.id] : undefined;
        return (0,process_prompt/* buildPrompt */.fn)({
            workflow,
            workspace,
            step: branch,
            state,
            bindings: b,
            output: (0,run_bindings/* resolveOutput */.ST)(branch, b, workspace),
            delegation: workflow.execution.delegationMode === 'bounded' && (record?.attempt ?? 0) === 0 ? 'delegated' : 'direct',
            previousFailure: record?.error ?? null,
        });
    }
    const b = new PendingView((0,run_bindings/* stepBindings */.rV)(bindings, step, state), optional);
    const attempts = state ? (0,transition/* attemptsOnVisit */.PR)(state, step.id, visit) : 0;
    const request = {
        workflow,
        workspace,
        step,
        state,
        bindings: b,
        output: (0,run_bindings/* resolveOutput */.ST)(step, b, workspace),
        delegation: workflow.execution.delegationMode === 'bounded' && attempts === 0 ? 'delegated' : 'direct',
        previousFailure: (0,process_prompt/* previousFailureOf */.Jv)(state, step.id),
    };
    // The next attempt continues the session of the one before it: it gets the continuation prompt.
    if (continuing !== undefined && state !== undefined && attempts > 0 && continuesSession(request, continuing, visit, attempts))
        return (0,process_prompt/* buildContinuationPrompt */.ws)(request);
    return (0,process_prompt/* buildPrompt */.fn)(request);
}
/** `state` with the question `stepId` waits on answered ANSWER_WORD (nothing else changed); `state` itself when none waits. */
function withPendingAnswered(state, stepId) {
    const pending = (0,run_questions/* pendingQuestion */.ec)(state);
    if (state === undefined || pending === undefined || pending.step !== stepId)
        return state;
    const record = state.steps[stepId];
    const questions = (record.questions ?? []).map((q, i, all) => (i === all.length - 1 ? { ...q, answer: run_questions/* ANSWER_WORD */.GW } : q));
    return { ...state, steps: { ...state.steps, [stepId]: { ...record, questions } } };
}
/**
 * The {{steps.<id>.visits}} a preview knows without the run's state: the step's own is the visit
 * being prepared (visits are counted on entry: 1 before the run has started); before the run has
 * started, the entry step's first visit comes before any other step's, so theirs are 0. Another
 * step's count before the run started depends on the path to the step (a step before it has run
 * by then): not known yet. With a state, the state's counts stand for other steps.
 */
function withKnownVisits(workflow, bindings, state, step, visit) {
    const known = new Map(bindings);
    if (state === undefined && workflow.entry === step.id)
        for (const id of workflow.steps.keys())
            known.set(`steps.${id}.visits`, '0');
    known.set(`steps.${step.id}.visits`, String(visit));
    return known;
}
/**
 * Whether the next attempt (after `attempts` on `visit`) continues the session of the one before
 * it, as the run decides (run/continued-session.ts): the agent it would run resumes sessions (and
 * the user's own arguments leave it the session), and that attempt's record allows it.
 */
function continuesSession(request, continuing, visit, attempts) {
    const { workflow, workspace, step, state } = request;
    let agent;
    try {
        agent = (0,registry/* resolveAgent */.cT)(workflow, step, continuing.agents, workspace);
    }
    catch {
        return false;
    }
    if (!agent.adapter.resumesSession || !agent.resumeSessions)
        return false;
    const root = continuing.runRoot;
    const previous = `${root === '.' ? '' : root + '/'}logs/${step.id}.v${visit}.a${attempts}.log`;
    const record = [...(state?.steps[step.id]?.transcripts ?? [])].reverse().find((r) => r.transcript === previous);
    if (record === undefined)
        return false;
    const digest = (0,workspace_digest/* sha256Text */.f1)((0,process_prompt/* buildPrompt */.fn)({ ...request, previousFailure: null, withoutAnswers: true }));
    const session = (0,continued_session/* continuedSession */.U)(record, request.delegation, digest, agent.name, (0,run_questions/* answeredJustNow */.Yt)(state, step.id) !== undefined);
    if (session === undefined)
        return false;
    // Passed unless the user's own arguments chose the session (agent-process.ts).
    const args = agent.adapter.argv({ model: agent.model, maxTurns: step.def.max_turns, delegation: request.delegation, extraArgs: agent.extraArgs, resumeSession: session });
    return args.some((a) => a === session || a.endsWith(`=${session}`));
}
/**
 * The item a per-item step's preview is of: the one named (refused with a did-you-mean when the
 * foreach has no such item), else the item the run works on next (in flight, else the first
 * pending), else the first. The items are the run's (its foreach record) or, before the step has
 * run, the registry's as the step would load them.
 */
function previewItem(workflow, workspace, bindings, state, step, perItem) {
    const record = state?.steps[step.id]?.foreach;
    const loaded = record ?? (0,state_state/* foreachRecordOf */.hg)((0,foreach_run.loadRecord)({ workspace, state: () => state, ctx: { bindings } }, step, 1, undefined));
    const items = [...loaded.items];
    const given = `${step.id}${perItem.item !== undefined ? `[${perItem.item}]` : ''}.${perItem.sub}`;
    const where = record !== undefined ? 'in the run' : `in its registry ${loaded.source}`;
    if (perItem.item !== undefined) {
        (0,step_target/* checkItem */.e)({ step: given, id: step.id, item: perItem.item, sub: perItem.sub }, items.map((i) => i.id), `--show-prompt ${given}`, where);
        return items.find((i) => i.id === perItem.item);
    }
    const next = record !== undefined ? (0,schedule/* nextItemIndex */.BA)(record) : -1;
    const item = items[next >= 0 ? next : 0];
    if (item === undefined)
        throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `--show-prompt ${given}: foreach step ${step.id} has no items ${where}: there is no item to show the prompt of`);
    return item;
}
/**
 * A per-item step's prompt for one item, built by run's function as the item's run would get it on
 * its first attempt: the item run's workflow (foreach/item-workflow.ts), the values the item run
 * gets (the run's that reach items, the item's bindings, run_id).
 */
function previewItemPrompt(workflow, workspace, bindings, state, step, perItem, runRoot) {
    const item = previewItem(workflow, workspace, bindings, state, step, perItem);
    const visit = Math.max(1, item.visits);
    const itemWorkflow = (0,foreach_run.itemWorkflowFor)({ workflow }, step, { ...item, state_path: item.state_path ?? (0,schedule/* itemStatePathIn */.Hm)(runRoot, step.id, item, visit) });
    const sub = itemWorkflow.steps.get(perItem.sub);
    const values = new Map();
    for (const [name, value] of bindings)
        if ((0,item_workflow/* passedToItems */.Eb)(name))
            values.set(name, value);
    for (const [name, value] of Object.entries(item.bindings))
        values.set(name, value);
    const runId = bindings.get('run_id');
    if (runId !== undefined)
        values.set('run_id', runId);
    const b = new PendingView((0,run_bindings/* stepBindings */.rV)(values, sub, undefined), new Set(itemWorkflow.inputs.optional.filter((n) => !values.has(n) && workflow.inputs.optional.includes(n))));
    const prompt = (0,process_prompt/* buildPrompt */.fn)({
        workflow: itemWorkflow,
        workspace,
        step: sub,
        state: undefined,
        bindings: b,
        output: (0,run_bindings/* resolveOutput */.ST)(sub, b, workspace),
        delegation: workflow.execution.delegationMode === 'bounded' ? 'delegated' : 'direct',
        previousFailure: null,
    });
    return { prompt, item: item.id };
}

// EXTERNAL MODULE: ./src/core/validate/workflow-paths.ts
var workflow_paths = __webpack_require__(8304);
// EXTERNAL MODULE: ./src/core/run/source-drift.ts
var source_drift = __webpack_require__(5682);
;// CONCATENATED MODULE: ./src/core/commands/plan.ts
// `plan`: what a run would do next and why, and every path it can take (workflow-paths.ts),
// without running or writing anything. It makes the checks a run makes before its first stage
// (inputs, input files, run id, fresh isolation, agents and their CLIs, a readable state the run may continue, an
// unchanged workflow) and reports the stop a run would hit, with its stop code and exit status,
// instead of a next step; and it resolves what it can: each foreach's registry, each child
// workflow's (and phase's) inputs and where its run lives.































function stopOf(error) {
    const located = error.location.file !== undefined || error.location.line !== undefined;
    return { code: error.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), ...(located ? { location: error.location } : {}), ...(error instanceof source_drift/* SourceRefusal */.kV ? { sourceRefused: true } : {}) };
}
/** The registry a foreach step would read now. */
function resolveRegistry(ctx, step, state) {
    const template = step.def.foreach.source;
    try {
        return ctx.workspace.resolve((0,placeholders/* substitute */.V2)(template, (0,run_bindings/* stepBindings */.rV)(ctx.bindings, step, state)), 'foreach source').rel;
    }
    catch {
        return template;
    }
}
/**
 * A child's inputs as plan prints them: secret-looking ones (by the child's names) as ***, and the
 * parent's secret-looking values masked wherever they stand (`token: '{{api_key}}'`).
 */
function shownChildInputs(ctx, inputs) {
    const secrets = [...new Set([...(0,secret_names.secretValuesOf)(Object.fromEntries(ctx.bindings)), ...(0,secret_names.secretValuesOf)(inputs)])].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
    return (0,secret_names/* shownInputs */.BX)(inputs, secrets);
}
/** The child's inputs and the place of its run, as the child step would compute them now. */
function resolveChild(ctx, step, state, loadChild, onSecrets) {
    let prepared;
    try {
        prepared = (0,run.resolveChildInvocation)(ctx.workflow, ctx.workspace, ctx.bindings, state, step);
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return { workflow: step.def.child_workflow, inputs: {}, runId: null, statePath: null, manifestPath: null, runRoot: null, note: `not known yet: ${error.message}` };
    }
    try {
        const child = loadChild(prepared.file);
        const exec = step.def.execution;
        const fresh = exec?.execution_mode === 'fresh' || exec?.ignore_previous_completion === true || (exec?.execution_mode === undefined && exec?.ignore_previous_completion === undefined && (child.execution.executionMode === 'fresh' || child.execution.ignorePreviousCompletion));
        const located = (0,context/* resolveRunContext */.xn)(child, ctx.workspace, { tokens: prepared.inputs, undeclared: 'keep', mode: fresh ? 'fresh' : 'resume', onSecrets }, new Date(), { readOnly: true, ancestorRunRoots: [ctx.runRoot.rel] });
        return { workflow: prepared.file, inputs: shownChildInputs(ctx, prepared.inputs), runId: located.runIdGenerated ? null : located.runId, statePath: located.statePath.rel, manifestPath: located.manifestPath.rel, runRoot: located.runRoot.rel, note: null };
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return { workflow: prepared.file, inputs: shownChildInputs(ctx, prepared.inputs), runId: null, statePath: null, manifestPath: null, runRoot: null, note: `${error.code}: ${error.message}` };
    }
}
function resolvedOf(ctx, step, state, loadChild, onSecrets) {
    if (step.kind === 'foreach') {
        // A resume keeps the items its visit loaded: a registry that differs from them now is said.
        const record = ctx.bound.controls.mode === 'resume' ? state?.steps[step.id]?.foreach : undefined;
        const drift = record ? (0,registry_drift/* registryDrift */.Vy)(ctx.workspace, step, record) : undefined;
        const shown = drift && (0,registry_drift/* drifted */.fN)(drift) ? { registryDrift: { ...drift, advice: (0,registry_drift/* driftAdvice */.aG)(drift, { first: ctx.workflow.entry === step.id, atForeach: state?.active_step === step.id }) } } : {};
        return { registry: resolveRegistry(ctx, step, state), ...shown };
    }
    if (step.kind === 'child_workflow')
        return { child: resolveChild(ctx, step, state, loadChild, onSecrets) };
    return undefined;
}
function childLoader(workspace, importers) {
    const cache = new Map();
    return (file) => {
        let w = cache.get(file);
        if (!w)
            cache.set(file, (w = (0,load_and_check/* loadAndCheck */.wy)(workspace, file, importers)));
        return w;
    };
}
async function makePlan(workspaceRoot, workflowFile, invocation, options = {}) {
    const empty = { status: 'PLAN', exitCode: 0, message: '', workflow: null, runId: null, mode: null, statePath: null, stateFound: false, nextStep: null, reason: '', stopAfterStep: null, steps: [], entry: null, composite: false, loops: [], stop: null };
    let workflow;
    let workspace;
    try {
        workspace = new workspace_workspace/* Workspace */.aR(workspaceRoot);
        workflow = (0,load_and_check/* loadAndCheck */.wy)(workspace, workflowFile, options.importers, options.read, undefined, options.commandName);
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        const stop = stopOf(error);
        // The run as given (--run-id, run_id=): a workflow that does not load locates none, but the plan still names it, as run and status do.
        return { ...empty, runId: invocation.runId ?? invocation.tokens['run_id'] ?? null, status: error.code, exitCode: stop.exitCode, message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), stop };
    }
    // --show-prompt STEP (or STEP.BRANCH) is judged on the workflow alone, first: it is what was asked
    // for, so a refusal of it (no such step, one without a prompt) is said before any stop the run
    // would hit, a run that cannot be located or fails its checks among them.
    let target;
    let targetRefused;
    let notAPrompt;
    if (options.showPrompt !== undefined) {
        try {
            target = promptTarget(workflow, options.showPrompt);
        }
        catch (error) {
            if (!(0,errors/* isStagegateError */.W)(error))
                throw error;
            if (error instanceof NotAPromptStep)
                notAPrompt = error.message;
            targetRefused = stopOf(error);
        }
    }
    const paths = (0,workflow_paths/* workflowPaths */.w)(workflow);
    const pathsOf = new Map(paths.steps.map((p) => [p.id, p]));
    const shape = { workflow: workflow.name, entry: paths.entry, composite: paths.composite, loops: paths.loops };
    // The agents a run would use: these flags, else (once the run is located) the run's record (agents/recorded.ts).
    let agents = options.agents ?? {};
    let choice;
    const planned = (ctx, state, nextStep) => {
        const completed = new Set(state?.completed_steps ?? []);
        // Blocked the run: its outcome (record `blocked`) or the loop limit stopped before entering it
        // again (record still `completed`); a failed step is `next` (a resume retries it) or pending.
        const blocked = new Set((state?.failed_or_blocked_steps ?? []).filter((id) => state.steps[id]?.status === 'blocked' || state.steps[id]?.status === 'completed'));
        const loadChild = childLoader(workspace, options.importers ?? {});
        // An output path made of a secret-looking input (`runs/{{api_token}}/a.md`) printed with it as ***, as run's and status's outputs: are.
        const secrets = ctx ? (0,secret_names.secretValuesOf)(Object.fromEntries(ctx.bindings)) : [];
        return [...workflow.steps.values()].map((step) => {
            let output;
            try {
                output = ctx ? ((0,run_bindings/* resolveOutput */.ST)(step, (0,run_bindings/* stepBindings */.rV)(ctx.bindings, step, state), workspace)?.rel ?? null) : (step.def.output ?? null);
            }
            catch {
                output = step.def.output ?? null;
            }
            if (output !== null && secrets.length > 0)
                output = (0,secret_names/* maskValues */.Z$)(output, secrets);
            const resolved = ctx ? resolvedOf(ctx, step, state, loadChild, invocation.onSecrets) : undefined;
            // An approval's question as the run would ask it: its placeholders filled from what the step sees.
            const stepPaths = pathsOf.get(step.id);
            const asks = ctx && stepPaths.approval ? (0,approval_run/* filledApprovalMessage */.P)(step, ctx.bindings, state) : undefined;
            return {
                id: step.id,
                kind: step.kind,
                disposition: !model_workflow/* EXECUTABLE_KINDS */.B0.has(step.kind) ? 'unsupported' : step.id === nextStep ? 'next' : completed.has(step.id) ? 'completed' : blocked.has(step.id) ? 'blocked' : 'pending',
                visits: state?.steps[step.id]?.visits ?? 0,
                maxVisits: (0,transition/* maxVisitsOf */.as)(workflow, step.id),
                output,
                transitions: (0,graph/* transitionsOf */.C5)(step).map((t) => ({ on: t.label, to: t.to })),
                ...(registry/* AGENT_DRIVEN_KINDS */.vD.has(step.kind) ? { agent: agentName(() => (0,registry/* resolveAgent */.cT)(workflow, step, agents, workspace)) } : {}),
                paths: withInnerAgents(workflow, step, asks !== undefined && stepPaths.approval ? { ...stepPaths, approval: { ...stepPaths.approval, message: asks } } : stepPaths, (inner) => agentName(() => (0,registry/* resolveAgent */.cT)(workflow, inner, agents, workspace))),
                ...(resolved ? { resolved } : {}),
            };
        });
    };
    // Locate the run (read only). When even that is refused (a run id that is no identifier, an
    // undeclared input, a state file another run owns), that is the stop.
    let ctx;
    try {
        // No run id where the state path names the run: the fix names the workflow's runs here (status's words).
        ctx = (0,context/* withRunsNamed */.i)(() => (0,context/* resolveRunContext */.xn)(workflow, workspace, invocation, new Date(), { readOnly: true, naming: { commandName: options.commandName, inputsInHints: true } }), options.runsInHint !== true ? undefined : () => (0,runs/* runIdNeededHint */.fq)(workspace, workflow, options.commandName ?? 'stagegate', 'plan', (0,run_scope/* stateLocatingInputs */.G$)(workflow, new Map(Object.entries(invocation.tokens)))));
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        const stop = targetRefused ?? stopOf(error);
        return { ...empty, ...shape, ...(notAPrompt !== undefined ? { notAPromptStep: notAPrompt } : {}), status: stop.code, exitCode: stop.exitCode, message: stop.message, ...(stop.hint !== undefined ? { hint: stop.hint } : {}), reason: `a run would stop before any stage: ${stop.code}`, steps: planned(undefined, undefined, null), stop };
    }
    options.onLocated?.(ctx);
    let choiceRefused;
    try {
        choice = (0,recorded/* effectiveAgents */.Kq)(options.agents, (0,agent_record/* agentRecordRun */.I)(ctx), workspace, ctx.runId);
        agents = choice.selection;
    }
    catch (error) {
        choiceRefused = error;
    }
    // Everything else a run checks before its first stage.
    let stop = null;
    const policy = (0,source_drift/* effectivePolicy */.Ci)(invocation, workflow);
    const mode = ctx.bound.controls.mode;
    // The run a resume continues: the only one the source commit is compared with.
    // (Set aside when the manifest check below refuses it: the plan then shows no state, as for a corrupt one.)
    let state = mode === 'resume' && ctx.existing.kind === 'ok' ? ctx.existing.state : undefined;
    // The source commit: started now, when there is a run to compare it with (git runs while the
    // checks below are made on the run located above, not loaded again), awaited once they are made.
    const started = state !== undefined ? options.startSourceCommit?.() : undefined;
    let refused;
    const agentsUnavailable = [];
    try {
        // A run that does not load is refused before its inputs are asked for, as run refuses it.
        (0,preflight/* refuseUnloadable */.u9)(ctx, invocation.allowWorkflowChange === true);
        if (choiceRefused !== undefined)
            throw choiceRefused;
        (0,context/* checkRunnable */.iR)(ctx);
    }
    catch (error) {
        refused = error;
    }
    const sourceCommit = started === undefined ? undefined : await started;
    if (refused === undefined) {
        try {
            // The run's own checks (run/preflight.ts), agents included: a step without one, or whose CLI is
            // not on the PATH, is the stop a run would hit.
            // A finished run a source change opens again runs steps: its agents are checked too.
            const sourceChanged = state !== undefined && sourceCommit !== undefined && (0,source_drift/* reopens */.Lv)((0,source_drift/* sourceChange */.Mh)(state, { source_commit: sourceCommit, agent_package_version: ctx.agentPackageVersion }, policy), policy);
            // --show-prompt: the prompt needs no agent, so a step without one, or whose CLI is not installed,
            // is said as a warning, not the stop (an agent named wrong still is: a mistake in what was written).
            (0,preflight/* preflight */.Mz)(ctx, agents, { ...(options.pathEnv !== undefined ? { pathEnv: options.pathEnv } : {}), importers: options.importers ?? {}, sourceChanged, ...(target !== undefined ? { agentUnavailable: (e) => agentsUnavailable.push(e) } : {}) });
            // What a resume judges under its lock: the snapshot, and the journal head the manifest records
            // (a journal cut short of it, or one whose line at that head is another). A refused run's
            // state is not shown: its completed steps, visits and verdicts are what status does not trust either.
            try {
                (0,preflight/* checkManifest */.K7)(ctx);
            }
            catch (error) {
                state = undefined;
                throw error;
            }
            // Its refusal with the command run's gives (an edited workflow: the resume with --allow-workflow-change).
            // An edited workflow at another source: the one refusal that names both (state/integrity.ts).
            const staleSource = (resume) => (0,source_drift/* staleSourceOf */.c4)(state !== undefined && sourceCommit !== undefined ? (0,source_drift/* sourceChange */.Mh)(state, { source_commit: sourceCommit, agent_package_version: ctx.agentPackageVersion }, policy) : null, policy, resume);
            (0,preflight/* checkResumable */.zN)(ctx, invocation.allowWorkflowChange === true, (0,command_line/* runCommandLine */.rZ)(options.commandName ?? 'stagegate', workflow.file, ctx.runId, (0,run_scope/* stateLocatingInputs */.G$)(workflow, ctx.bound.explicit)), staleSource);
        }
        catch (error) {
            refused = error;
        }
    }
    if (refused !== undefined) {
        if (!(0,errors/* isStagegateError */.W)(refused))
            throw refused;
        stop = stopOf(refused);
    }
    // A fresh start a crash interrupted (state/fresh-marker.ts): a run finishes it and starts anew,
    // whatever of the earlier run is still in place \u2014 that run's state is not what it continues.
    const pending = stop === null ? (0,fresh_marker/* readPendingFresh */.iW)(workspace, ctx.runRoot, ctx.statePath) : undefined;
    const interrupted = (0,fresh_marker/* freshStartPending */.S0)(pending, state?.fresh_execution_of?.superseded_to);
    if (interrupted && mode === 'resume')
        state = undefined;
    let nextStep;
    let reason;
    let question;
    if (interrupted && mode === 'resume') {
        nextStep = workflow.entry ?? null;
        reason = `a fresh start of run ${ctx.runId} was interrupted before it moved every file of the earlier run into ${pending.target.rel}: a run finishes it and starts anew, every stage from the entry step`;
    }
    else if (mode === 'fresh') {
        nextStep = workflow.entry ?? null;
        reason = `fresh run: earlier results${ctx.existing.kind === 'ok' ? ` of run ${ctx.runId}` : ''} are moved aside and every stage runs from the entry step`;
    }
    else if (state) {
        nextStep = state.active_step;
        reason = nextStep === null ? `run ${ctx.runId} already finished with ${state.status}; resume runs nothing (use --mode fresh to run again)` : state.in_flight ? `step ${nextStep} was in flight when its runner stopped; it runs again` : `resume continues at the persisted next step ${nextStep} (status ${state.status})`;
        const asked = (0,run_questions/* pendingQuestion */.ec)(state);
        if (asked !== undefined) {
            question = (0,run_questions/* reportedQuestion */.Mq)(asked);
            reason = `step ${asked.step} asked a person a question: a resume with --answer runs it again with the answer (its next attempt, visit ${asked.visit}); without one it stops WORKFLOW_ANSWER_REQUIRED again`;
        }
    }
    else {
        nextStep = workflow.entry ?? null;
        reason = `no state at ${ctx.statePath.rel}: a new run starts at the entry step`;
    }
    // A resume at another source commit: which verdicts are current, and what the policy does.
    let source = null;
    if (state && sourceCommit !== undefined) {
        const now = { source_commit: sourceCommit, agent_package_version: ctx.agentPackageVersion };
        const change = (0,source_drift/* sourceChange */.Mh)(state, now, policy);
        source = {
            policy,
            sourceCommit: now.source_commit,
            agentPackageVersion: now.agent_package_version,
            verdicts: (0,source_drift/* verdictSources */.iH)(state, now, { honourKept: policy !== 'rerun' }),
            voidedApprovals: change?.voided_approvals ?? [],
            rerunFrom: change?.rerun_from ?? null,
        };
        if (change && (0,source_drift/* refuses */.QQ)(change, policy))
            stop ??= stopOf((0,source_drift/* refusal */.x5)(change, ctx.runId, (0,command_line/* runCommandLine */.rZ)(options.commandName ?? 'stagegate', workflow.file, ctx.runId, (0,run_scope/* stateLocatingInputs */.G$)(workflow, ctx.bound.explicit)), { finished: state.active_step === null ? state.status : undefined, read: true, unread: (0,source_drift/* unreadSource */.V1)(state) }));
        else if (change?.rerun_from) {
            reason = `the source is now at ${(0,source_drift/* shortCommit */.Ax)(now.source_commit)}: ${policy === 'rerun' ? 'on_source_change: rerun goes back to the earliest stale step' : 'an approval made at another commit is asked for again, from'} ${change.rerun_from} (${nextStep === null ? `the run had finished with ${state.status}` : `it was at ${nextStep}`})`;
            nextStep = change.rerun_from;
        }
        else if (change) {
            reason += `; the source is now at ${(0,source_drift/* shortCommit */.Ax)(now.source_commit)}: ${change.kept.length > 0 ? `on_source_change: keep continues with the old verdicts of ${change.kept.join(', ')}` : ''}${change.voided_approvals.length > 0 ? `${change.kept.length > 0 ? '; ' : ''}the approval of ${change.voided_approvals.join(', ')} is asked for again` : ''}`;
        }
    }
    // A merge interrupted while it copied shards into the run root: a resume at its foreach or
    // parallel step stops there, its fix the merge again (shards/merge-marker.ts), as status says it.
    // (A live runner holding the run is the merge itself, under way.)
    if (stop === null && state !== undefined && mode === 'resume' && !interrupted && nextStep !== null && nextStep === state.active_step && !lock/* RunLock */.jj.isHeld(ctx.lockPath)) {
        const merging = (0,merge_marker/* interruptedMergeStop */.fM)(workspace, ctx.statePath.abs, workflow.steps.get(nextStep), { runId: ctx.runId, workflowFile: workflow.file, commandName: options.commandName ?? 'stagegate', locating: (0,run_scope/* stateLocatingInputs */.G$)(workflow, ctx.bound.explicit) });
        if (merging !== undefined)
            stop = stopOf(merging);
    }
    if (stop)
        reason = `a run would stop before ${nextStep ?? 'any stage'} runs: ${stop.code}`;
    const warnings = (0,preflight/* budgetWarnings */.H1)(workflow, workspace, agents).map((w) => w.message);
    if (choice?.notReused !== undefined)
        warnings.push(choice.notReused);
    // What a run with these arguments would still stop on (only with --show-prompt): the first, as the run would name it.
    for (const e of agentsUnavailable.slice(0, 1))
        warnings.push(`${e.code}: a run with these arguments would stop before any stage (exit ${stopOf(e).exitCode}): ${e.message}${e.hint !== undefined ? ` (fix: ${e.hint})` : ''}`);
    const steps = planned(ctx, state, stop ? null : nextStep);
    let prompt;
    let promptItem;
    let promptItemName;
    if (targetRefused !== undefined)
        stop = targetRefused;
    else if (target !== undefined) {
        try {
            if (target.perItem !== undefined) {
                const shown = previewItemPrompt(workflow, workspace, ctx.bindings, state, target.step, target.perItem, ctx.runRoot.rel);
                prompt = shown.prompt;
                promptItem = shown.item;
                promptItemName = `${target.step.id}[${shown.item}].${target.perItem.sub}`;
            }
            else
                prompt = previewPrompt(workflow, workspace, ctx.bindings, state, target, ctx.runRoot.rel, { agents, runRoot: ctx.runRoot.rel });
            // As the run's own copy of the prompt (logs/\u2026prompt.md) and every other printed value show it:
            // the values of secret-looking inputs (`api_token=\u2026`) and of the environment's secret-looking
            // variables (an input given $MY_API_TOKEN's value) as ***, wherever the prompt quotes them.
            // The agent itself gets them as given.
            const secrets = [...new Set([...(0,secret_names.secretValuesOf)(Object.fromEntries(ctx.bindings)), ...(0,secret_names.secretValuesOf)(options.secretEnv ?? {})])];
            if (secrets.length > 0)
                prompt = (0,secret_names/* maskValues */.Z$)(prompt, secrets);
        }
        catch (error) {
            if (!(0,errors/* isStagegateError */.W)(error))
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
        shownStatePath: (0,secret_names/* shownPath */.pS)(ctx.statePath.rel, Object.fromEntries(ctx.bindings)),
        stateFound: ctx.existing.kind === 'ok',
        nextStep: stop ? null : nextStep,
        reason,
        ...(question !== undefined ? { question } : {}),
        stopAfterStep: ctx.bound.controls.stopAfterStep,
        ...(!stop && (0,still_to_run/* stopBehind */.t)(workflow, state, nextStep, ctx.bound.controls.stopAfterStep) ? { stopAfterStepBehind: true } : {}),
        steps,
        ...(prompt !== undefined ? { prompt } : {}),
        ...(promptItem !== undefined ? { promptItem } : {}),
        ...(promptItemName !== undefined ? { promptItemName } : {}),
        ...(notAPrompt !== undefined ? { notAPromptStep: notAPrompt } : {}),
        stop,
        source,
        ...agentsOf(choice),
        ...(warnings.length > 0 ? { warnings } : {}),
    };
}
/** The agent a run would use and why, when flags or the run's record choose one (Plan.agents). */
function agentsOf(choice) {
    if (choice === undefined || choice.from === 'none')
        return {};
    const shown = (0,recorded/* describeAgents */.i7)(choice.selection);
    return shown === '' ? {} : { agents: { shown, from: choice.from, why: (0,recorded/* agentsWhy */.Rz)(choice) } };
}
/** A parallel step's branches and a foreach's per_item steps with the agent of each agent-driven one (docs/agents.md: plan shows the agent of every agent-driven step). */
function withInnerAgents(workflow, step, paths, agentOf) {
    const add = (inner, models) => inner.map((p) => {
        const model = models.find((m) => m.id === p.id);
        return model !== undefined && registry/* AGENT_DRIVEN_KINDS */.vD.has(model.kind) ? { ...p, agent: agentOf(model) } : p;
    });
    if (paths.parallel)
        return { ...paths, parallel: { ...paths.parallel, branches: add(paths.parallel.branches, (0,branches/* branchesOf */.IJ)(workflow, step)) } };
    if (paths.foreach)
        return { ...paths, foreach: { ...paths.foreach, steps: add(paths.foreach.steps, (0,item_workflow/* perItemSteps */.cm)(workflow, step)) } };
    return paths;
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


/***/ }),

/***/ 5930:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ stepTarget),
/* harmony export */   e: () => (/* binding */ checkItem)
/* harmony export */ });
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2862);
/* harmony import */ var _model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1742);
// The step, or the branch of a parallel step (STEP.BRANCH), a command's argument names, refused
// with a did-you-mean when it names none (docs/cli.md#step-ids-in-arguments). `logs STEP` and
// `plan --show-prompt STEP` both resolve through it; what they differ in comes as parameters: the
// names (the workflow model, or a status report's name maps), the refusal's wording, and whether
// the branches a run recorded count.


/**
 * `STEP[ITEM]` or `STEP[ITEM].SUB`: a foreach step's item (the notation run's progress lines use), its
 * per-item step. STEP ends at the first `[` (step ids hold none); ITEM runs to the last `]` (an item
 * key may hold `[`, `]` and `].`: `loop[x].y].code` is item `x].y`'s code; per-item step ids hold no `]`).
 */
const ITEM_NAME = /^([^[]+)\[(.+)\](?:\.([^\]]+))?$/s;
/**
 * The step or STEP.BRANCH `given` names, else WORKFLOW_INPUT_REQUIRED (exit 4: a did-you-mean, the
 * steps in the fix). Ids may hold dots (branch ids too): the longest step the name starts with
 * (before a .BRANCH) that has that BRANCH is the step; BRANCH is a branch id or its id as written in
 * an imported file.
 */
function stepTarget(given, naming, options) {
    const whole = naming.stepNamed(given);
    if (whole !== undefined)
        return { step: whole, id: whole };
    const branchesByStep = new Map(naming.parallel);
    const perItem = new Map(naming.foreach ?? []);
    const listing = () => listed(naming.steps, branchesByStep, perItem);
    const item = ITEM_NAME.exec(given);
    if (item !== null) {
        const [, name, key, sub] = item;
        const id = naming.stepNamed(name);
        const subs = id === undefined ? undefined : perItem.get(id);
        if (id === undefined || subs === undefined) {
            const foreach = [...perItem.keys()];
            const near = (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(name, foreach.length > 0 ? foreach : naming.steps);
            const why = id === undefined ? '' : `: step ${id} is not a foreach step (STEP[ITEM] names an item of one)`;
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `${options.refusal}${why}${near && foreach.length > 0 ? `. Did you mean '${near}[${key}]${sub !== undefined ? `.${sub}` : ''}'?` : ''}`, { hint: `Use one of: ${listing()}.` });
        }
        if (sub === undefined)
            return { step: `${id}[${key}]`, id, item: key };
        if (subs.includes(sub))
            return { step: `${id}[${key}].${sub}`, id, item: key, sub };
        const near = (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(sub, subs);
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `${options.refusal}: foreach step ${id} has no per_item step ${sub}${near ? `. Did you mean '${id}[${key}].${near}'?` : ''}`, { hint: `Use one of: ${listing()}.` });
    }
    const keys = () => naming.parallel.flatMap(([id, bs]) => bs.map((b) => `${id}.${b}`));
    // Each step the name starts with, the longest first: the first whose branch BRANCH is (a step
    // `a.b` without a branch `x` does not hide branch `b.x` of step `a`); when none has it, the
    // longest is the one named (taken unchecked before the run is loaded; else refused).
    let longest;
    for (let dot = given.lastIndexOf('.'); dot > 0; dot = given.lastIndexOf('.', dot - 1)) {
        const id = naming.stepNamed(given.slice(0, dot));
        if (id === undefined || dot >= given.length - 1)
            continue;
        const asked = given.slice(dot + 1);
        // STEP.SUB: a per_item step of foreach step STEP, for every item (no item named).
        if (perItem.get(id)?.includes(asked) === true)
            return { step: `${id}.${asked}`, id, sub: asked };
        const declared = branchesByStep.get(id) ?? [];
        const written = declared.filter((b) => naming.writtenAs(id, b, asked));
        const branch = declared.includes(asked) ? asked : written.length === 1 ? written[0] : asked;
        // BRANCH must be a branch of STEP (declared, or one the step has besides), else it names nothing.
        const own = options.ownBranches === undefined ? declared : [...new Set([...declared, ...options.ownBranches(id)])];
        if (own.includes(branch))
            return { step: `${id}.${branch}`, id, branch };
        longest ??= { id, branch, own };
    }
    if (longest !== undefined) {
        const { id, branch, own } = longest;
        if (options.ownBranches === undefined && !perItem.has(id))
            return { step: `${id}.${branch}`, id, branch };
        const subs = perItem.get(id);
        const near = subs !== undefined ? (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(given.slice(id.length + 1), subs)?.replace(/^/, `${id}.`) : (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(given, [...naming.steps, ...keys()]);
        const why = subs !== undefined ? `foreach step ${id} has no per_item step ${given.slice(id.length + 1)}` : own.length > 0 ? `parallel step ${id} has no branch ${branch}` : `step ${id} has no branches`;
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `${options.refusal}: ${why}${near ? `. Did you mean '${near}'?` : ''}`, { hint: `Use one of: ${listing()}.` });
    }
    // A branch named alone (an imported file's step that became one: an aiox parallel_group member,
    // a maestro fork's or CCW parallel_group's node, by its id as written there or its branch id):
    // the user names the node as their file does, so one branch that goes by it is the branch. A
    // per_item step named alone likewise is that step, every item's (STEP.SUB), as a branch is.
    const branches = naming.parallel.flatMap(([id, bs]) => bs.filter((b) => b === given || naming.writtenAs(id, b, given)).map((branch) => ({ id, branch })));
    const subs = [...perItem].flatMap(([id, ss]) => ss.filter((s) => s === given).map((sub) => ({ id, sub })));
    if (branches.length + subs.length === 1) {
        if (subs.length === 1)
            return { step: `${subs[0].id}.${given}`, id: subs[0].id, sub: given };
        const { id, branch } = branches[0];
        return { step: `${id}.${branch}`, id, branch };
    }
    // Several go by it: say each, as STEP.BRANCH (a per-item step: STEP.SUB).
    if (branches.length + subs.length > 1) {
        const each = [...branches.map((b) => `'${b.id}.${b.branch}'`), ...subs.map((s) => `'${s.id}.${s.sub}'`)].join(', ');
        const what = subs.length === 0 ? `${branches.length} parallel branches go by that name; name one as STEP.BRANCH` : branches.length === 0 ? `${subs.length} per-item steps go by that name; name one as STEP.SUB` : `${branches.length + subs.length} parallel branches and per-item steps go by that name; name one as STEP.BRANCH or STEP.SUB`;
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `${options.refusal}: ${what}: ${each}`, { hint: `Use one of: ${listing()}.` });
    }
    const steps = options.unknown === 'steps';
    const near = steps ? (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(given.split('.')[0], naming.steps) : (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(given, [...naming.steps, ...keys()]);
    const hint = steps ? `Use one of: ${naming.steps.join(', ')} (a parallel branch: STEP.BRANCH${perItem.size > 0 ? "; a foreach step's item: STEP[ITEM], its per-item step: STEP[ITEM].SUB" : ''}).` : `Use one of: ${listing()}.`;
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `${options.refusal}${near ? `. Did you mean '${near}'?` : ''}`, { hint });
}
/** The steps, a parallel step with its branches (`review (its branches: review.lint, review.docs)`). */
function listed(steps, branchesByStep, perItem) {
    return steps
        .map((s) => {
        const bs = branchesByStep.get(s);
        const subs = perItem.get(s);
        if (subs !== undefined)
            return `${s} (an item: ${s}[ITEM]; its per-item steps: ${subs.map((b) => `${s}[ITEM].${b}`).join(', ')})`;
        return bs !== undefined && bs.length > 0 ? `${s} (its branches: ${bs.map((b) => `${s}.${b}`).join(', ')})` : s;
    })
        .join(', ');
}
/**
 * The item key `target` names (STEP[ITEM]) checked against the foreach step's items (`items`: their
 * keys, in the run's order), else WORKFLOW_INPUT_REQUIRED (exit 4) with a did-you-mean and the items
 * there are, each as the same name with that item (`implement[C1].code`).
 */
function checkItem(target, items, refusal, where) {
    if (target.item === undefined || items.includes(target.item))
        return;
    const named = (key) => `${target.id}[${key}]${target.sub !== undefined ? `.${target.sub}` : ''}`;
    const near = (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(target.item, items);
    const shown = items.slice(0, 10).map(named);
    const which = items.length === 0 ? `foreach step ${target.id} has no items ${where}` : `Use one of: ${shown.join(', ')}${items.length > shown.length ? `, \u2026 ${items.length - shown.length} more` : ''}.`;
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `${refusal}: foreach step ${target.id} has no item ${target.item} ${where}${near ? `. Did you mean '${named(near)}'?` : ''}`, { hint: which });
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
