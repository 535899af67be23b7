export const id = 80;
export const ids = [80];
export const modules = {

/***/ 2080:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dispatch: () => (/* binding */ dispatch)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/style.ts
var cli_style = __webpack_require__(1715);
;// CONCATENATED MODULE: ./src/cli/next-lines.ts
// The `next:` lines of a summary: each command the rest of a line of its own, so it pastes whole \u2014
// the alternative (a reject beside the approve, the fresh start beside the rerun) on an `or:` line
// below it, not in parentheses after it (docs/cli.md#run).
/** `  next:     COMMAND` and, with an alternative, `  or:       ALTERNATIVE` below it. */
function nextLines(command, alternative) {
    if (!command)
        return [];
    return alternative ? [`  next:     ${command}`, `  or:       ${alternative}`] : [`  next:     ${command}`];
}

// EXTERNAL MODULE: ./src/core/validate/graph.ts
var graph = __webpack_require__(9590);
// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(2454);
// EXTERNAL MODULE: ./src/core/run/source-drift.ts
var source_drift = __webpack_require__(5682);
// EXTERNAL MODULE: ./src/core/state/journal.ts
var state_journal = __webpack_require__(666);
// EXTERNAL MODULE: ./src/core/steps/parallel/records.ts
var parallel_records = __webpack_require__(5);
// EXTERNAL MODULE: ./src/core/state/taken-back.ts
var taken_back = __webpack_require__(232);
;// CONCATENATED MODULE: ./src/core/state/skipped.ts
/** Each step whose record stands skipped, with its latest skip, in the order the run skipped them. */
function skippedSteps(state) {
    const latest = new Map();
    for (const k of state.skips ?? [])
        latest.set(k.step, k);
    const out = [];
    for (const [step, k] of latest) {
        const record = state.steps[step];
        if (record?.status !== 'skipped')
            continue;
        out.push({ step, visit: k.visit, to: k.to, reason: record.skipped_after ?? null, ...(k.by !== undefined ? { by: k.by } : {}) });
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/state/run-log.ts
var run_log = __webpack_require__(7375);
// EXTERNAL MODULE: ./src/core/run/printable.ts
var printable = __webpack_require__(6226);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(2862);
// EXTERNAL MODULE: ./src/core/steps/foreach/registry.ts
var foreach_registry = __webpack_require__(9039);
// EXTERNAL MODULE: ./src/core/steps/foreach/completion.ts
var foreach_completion = __webpack_require__(6038);
// EXTERNAL MODULE: ./src/core/steps/foreach/selection.ts
var foreach_selection = __webpack_require__(1700);
// EXTERNAL MODULE: ./src/core/steps/foreach/slugify.ts
var slugify = __webpack_require__(8041);
;// CONCATENATED MODULE: ./src/core/steps/foreach/registry-drift.ts






/**
 * The largest registry `status` compares with the items (about 20,000 rows of a typical table):
 * status is read often (a loop polling it), and reading, say, a 100,000-row registry every time
 * cost more than the rest of status. Larger ones are said not compared; `plan` and a resume compare them.
 */
const DRIFT_STATUS_BYTES = 1024 * 1024;
/**
 * The drift of a foreach's frozen item list from the registry as it is now (`registry`: read
 * already, else read here; `maxBytes`: a larger file is not read, `not_compared` says so).
 */
function registryDrift(workspace, step, record, registry, maxBytes) {
    const def = step.def.foreach;
    const base = { source: record.source, items: record.items.size, rows: null, added: [], removed: [], changed: [] };
    let now;
    try {
        if (registry !== undefined)
            now = registry;
        else {
            const abs = workspace.resolve(record.source, `foreach source of step ${step.id}`).abs;
            if (maxBytes !== undefined) {
                const size = sizeOf(abs);
                if (size !== undefined && size > maxBytes)
                    return { ...base, not_compared: `${size} bytes, more than status compares (${maxBytes}): \`plan\` and a resume compare it` };
            }
            now = (0,foreach_registry/* readRegistry */._5)(abs, record.source, def.id_field);
        }
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return { ...base, unreadable: error.message };
    }
    const selection = def.items !== undefined ? (0,foreach_selection/* parseItems */.mo)(def.items) : undefined;
    const frozen = new Map(record.items.map((i) => [i.id, i]));
    // The status column is the run's to write (it marks its items VERIFIED, or BLOCKED): a binding
    // that reads it sees the run's own marks, which are no edit of the registry.
    const statusField = (0,foreach_completion/* statusFieldOf */._0)(def.status_field, step.def.completion?.require);
    const bound = Object.entries(def.bindings ?? {}).filter(([, b]) => b.field !== statusField);
    const seen = new Set();
    // Sets: a registry may name an id twice (two rows added with one id; a row of an item copied).
    const added = new Set();
    const changed = new Set();
    for (const row of now.rows) {
        const id = row.fields.get(def.id_field);
        if (id === undefined || id === '')
            continue;
        seen.add(id);
        const item = frozen.get(id);
        if (item === undefined) {
            if ((0,foreach_selection/* selected */.wH)(selection, row))
                added.add(id);
            continue;
        }
        for (const [name, b] of bound) {
            const raw = row.fields.get(b.field);
            if (raw === undefined)
                continue;
            const value = b.transform === 'slugify' ? (0,slugify/* slugify */.Y)(raw) : raw;
            if (item.bindings[name] !== value) {
                changed.add(id);
                break;
            }
        }
    }
    const removed = record.items.filter((i) => !seen.has(i.id)).map((i) => i.id).toArray();
    return { ...base, rows: now.rows.length, added: [...added], removed, changed: [...changed] };
}
/** The file's size (links followed, as the registry is read), or undefined when it cannot be stat'ed (the read then says why). */
function sizeOf(abs) {
    try {
        return (0,external_node_fs_.statSync)(abs).size;
    }
    catch {
        return undefined;
    }
}
/** Whether the registry differs from the frozen list in its rows (added, removed, changed). */
function drifted(d) {
    return d.added.length + d.removed.length + d.changed.length > 0;
}
function ids(list) {
    return list.slice(0, 10).join(', ') + (list.length > 10 ? `, \u2026 ${list.length - 10} more` : '');
}
/** "R000 added; R003, R010 removed; R002's bound fields changed", or '' when nothing differs. */
function driftWords(d) {
    const parts = [];
    if (d.added.length > 0)
        parts.push(`${ids(d.added)} added`);
    if (d.removed.length > 0)
        parts.push(`${ids(d.removed)} removed`);
    if (d.changed.length > 0)
        parts.push(`${ids(d.changed)} with bound fields changed`);
    return parts.join('; ');
}
/** How rows added after the foreach loaded can run (never by a resume of this run), from where the run is. */
function addedRowsRun(place) {
    if (place.first)
        return 'run them in a run of their own (another --run-id, which loads the registry as it is then: every row foreach.items selects) or start over (--mode fresh: every item runs again)';
    const rerun = "rerun from a step before the foreach (--rerun-from STEP: the foreach's next visit reads the registry again and runs every item again, in new folders)";
    return place.atForeach ? `start over (--mode fresh: every item runs again), or, once this run is past the foreach (--rerun-from is refused while it is at it), ${rerun}` : `${rerun} or start over (--mode fresh)`;
}
/**
 * What to do about it: the run keeps its list (a resume does not re-read the registry), so rows
 * added since run only in a visit that reads the registry again.
 */
function driftAdvice(d, place) {
    const lines = [];
    if (d.added.length > 0)
        lines.push(`Rows added after the foreach loaded are not items of this run and no resume runs them; to run them, ${addedRowsRun(place)}.`);
    if (d.removed.length > 0)
        lines.push('Removed rows stay items of this run (those not yet run still run).');
    if (d.changed.length > 0)
        lines.push('Changed items keep the bindings they were loaded with.');
    return lines.join(' ');
}
/** The step's note: how the registry differs from the items of its visit, and what that means. */
function driftNote(d, stepId, place) {
    return `${stepId}: the registry ${d.source} changed since the foreach loaded its ${d.items} items (a resume keeps that list; the registry has ${d.rows} rows now): ${driftWords(d)}. ${driftAdvice(d, place)}`;
}

;// CONCATENATED MODULE: ./src/cli/render.ts
// Rendering results for people (text) and programs (one JSON object). The JSON keys are fixed:
// other tools and the Action depend on them.











/** How to fix the run's outcome: the outcome's own hint, else its stop code's fix (none for a complete run). Text and --json say the same. */
function runFix(o) {
    const fix = o.hint ?? ((0,stop_codes/* isStopCode */.At)(o.status) && o.status !== 'WORKFLOW_COMPLETE' ? stop_codes/* STOP_CODES */.GO[o.status].fix : undefined);
    // A stop code's fix names the rerun as `--rerun-from STEP`: this run's step where it has one.
    return o.rerunFrom === undefined ? fix : fix?.replace('--rerun-from STEP', `--rerun-from ${o.rerunFrom}`);
}
/** Steps the run went around without running them (an aiox step whose required files are missing): `not_run`, when there is one. */
function notRunJson(notRun) {
    return notRun === undefined || notRun.length === 0 ? {} : { not_run: notRun.map((n) => ({ step: n.step, check: n.check, visit: n.visit, to: n.to, reason: n.reason })) };
}
/** The same as text: one line a step, the reason as the run printed it where it happened. */
function skippedJson(state) {
    const skipped = state ? skippedSteps(state) : [];
    return skipped.length === 0 ? {} : { skipped };
}
/** The steps the run went past skipped (after a failure, or by stagegate skip): a run that completed says so. */
function skippedText(state) {
    const skipped = state ? skippedSteps(state) : [];
    if (skipped.length === 0)
        return [];
    return ['  skipped:', ...skipped.map((k) => `    ${k.step} (visit ${k.visit}) -> ${k.to ?? 'end of run'}${skipCause(k.reason, k.by)}`)];
}
/** How a skip came about: `: after <failure>` (on_failure: skip), `: skipped by <name>` (a person's stagegate skip), else nothing (a skip recorded before who skipped was). */
function skipCause(reason, by) {
    if (reason != null)
        return `: after ${(0,printable/* printable */.g$)(reason)}`;
    return by !== undefined ? `: skipped by ${(0,printable/* printable */.g$)(by)}` : '';
}
function notRunText(notRun) {
    if (notRun === undefined || notRun.length === 0)
        return [];
    return ['  not run:', ...notRun.map((n) => `    ${n.step}  ${(0,printable/* printable */.g$)(n.reason)} (${n.check}, visit ${n.visit} -> ${n.to})`)];
}
function runJson(o) {
    const hint = runFix(o);
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
        ...(o.nextAlternative !== undefined ? { next_alternative: o.nextAlternative } : {}),
        // Stopped WORKFLOW_ANSWER_REQUIRED: the question the stage asked (next_command answers it).
        ...(o.question !== undefined ? { question: o.question } : {}),
        ...(o.alreadyFinished ? { already_finished: true } : {}),
        stages_run: o.stagesRun,
        ...(hint !== undefined ? { hint } : {}),
        ...(o.location && o.location.line !== undefined ? { location: o.location } : {}),
        artifacts: o.state ? Object.values((0,taken_back/* standingArtifacts */.AX)(o.state)).map((a) => ({ step: a.step, path: a.path, sha256: a.sha256, gate_status: a.gate_status, ...(o.replacedOutputs?.includes(a.path) === true ? { replaced: true } : {}) })) : [],
        ...notRunJson(o.notRun),
        ...skippedJson(o.state),
        ...(o.sourceChange ? { source_change: o.sourceChange } : {}),
        ...(o.agents !== undefined ? { agent: { used: o.agents.shown, from: o.agents.from, why: o.agents.why } } : {}),
        ...(o.warnings !== undefined ? { warnings: o.warnings } : {}),
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
        // The state file is missing (read from the journal): the command that writes it again.
        ...(s.stateFileMissing !== undefined ? { state_file_missing: true } : {}),
        manifest_path: s.manifestPath,
        message: s.message,
        exit_code: s.exitCode,
        run_root: s.runRoot,
        // Only once the run was located and its lock looked at (a refused workflow: absent).
        ...(s.locked !== undefined ? { locked: s.locked } : {}),
        // IN_PROGRESS: `active` while a live runner holds the run, `gone` when its runner died (resume); null otherwise.
        ...(s.locked !== undefined ? { runner: s.runner ?? null } : {}),
        // The lock names a runner on another machine (runner: elsewhere): who, and the lock file.
        ...(s.lockElsewhere !== undefined ? { lock_elsewhere: { host: s.lockElsewhere.host, pid: s.lockElsewhere.pid, started_at: s.lockElsewhere.startedAt ?? null, file: s.lockElsewhere.file } } : {}),
        // A live runner on this machine holds it: which process (runner: active).
        ...(s.lockHolder !== undefined ? { lock_holder: { host: s.lockHolder.host, pid: s.lockHolder.pid, started_at: s.lockHolder.startedAt ?? null } } : {}),
        ...(s.hint !== undefined ? { hint: s.hint } : {}),
        // A refusal at a place in a file (a workflow run refuses: the finding's file:line:column), as run's JSON gives it.
        ...(s.location && s.location.line !== undefined ? { location: s.location } : {}),
        // A paused run: the command that continues it, as the run printed it when it paused.
        next_command: s.nextCommand ?? null,
        ...(s.nextAlternative !== undefined ? { next_alternative: s.nextAlternative } : {}),
        ...(s.question !== undefined ? { question: s.question } : {}),
        ...(s.nextNote !== undefined ? { next_note: s.nextNote } : {}),
        ...(s.agents !== undefined ? { agent: { used: s.agents.shown, from: s.agents.from, why: s.agents.why } } : {}),
        in_flight: state?.in_flight ?? null,
        pending_approval: state?.pending_approval ?? null,
        // Paused in child runs (a child_workflow step's, or a parallel step's child_workflow branches'): where to decide.
        paused_children: s.pausedChildren ?? [],
        approvals: state?.approvals ?? [],
        last_gate: state?.last_gate ?? null,
        // The active child_workflow step with where its child run is (`child`: by the child's own state).
        // The hand-off step that ended the run: its recorded status (blocked) and `handed_off: true`.
        steps: state ? Object.fromEntries(Object.entries(state.steps).map(([id, r]) => [id, { status: r.status, visits: r.visits, attempts: r.attempts, ...(id === s.handedOff ? { handed_off: true } : {}), ...(s.children?.[id] !== undefined ? { child: s.children[id] } : {}) }])) : {},
        // Each step's visit limit, so visits can be read against it.
        max_visits: s.maxVisits,
        // Where the run went: decisions with the values each branch saw, stalls, skips.
        decisions: s.log?.decisions ?? [],
        stalls: state?.stalls ?? [],
        skips: state?.skips ?? [],
        ...notRunJson(s.notRun),
        // Each foreach step's items (the visit's list, kept by a resume) against its registry's rows now.
        ...(s.registries !== undefined ? { foreach_registries: s.registries } : {}),
    };
}
/**
 * A foreach's registry under its items line: the rows the file has now beside the items of the
 * visit ("of 300 items" while the file has 299 rows reads as a miscount otherwise), and, when the
 * rows differ from the items, which and what that means.
 */
function registryLines(d, style) {
    if (d.not_compared !== undefined)
        return [`      ${style.dim(`registry: ${d.source} not compared with the run's ${d.items} items (${(0,printable/* printable */.g$)(d.not_compared)})`)}`];
    if (d.rows === null)
        return [`      ${style.dim(`registry: ${d.source} cannot be read now (${(0,printable/* printable */.g$)(d.unreadable ?? '')})`)}`];
    const lines = [`      ${style.dim(`registry: ${d.source} has ${d.rows} row${d.rows === 1 ? '' : 's'} now; the run's items are the ${d.items} loaded when the step was entered (a resume does not read them again)`)}`];
    if (drifted(d))
        lines.push(`      ${style.yellow(`registry changed since: ${(0,printable/* printable */.g$)(driftWords(d))}.${d.advice !== undefined ? ` ${d.advice}` : ''}`)}`);
    return lines;
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
        ...(p.question !== undefined ? { question: p.question } : {}),
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
            ...(s.resolved?.registryDrift !== undefined ? { registry_drift: s.resolved.registryDrift } : {}),
            ...(s.resolved?.child ? { child_run: { workflow: s.resolved.child.workflow, inputs: s.resolved.child.inputs, run_id: s.resolved.child.runId, state_path: s.resolved.child.statePath, manifest_path: s.resolved.child.manifestPath, run_root: s.resolved.child.runRoot, note: s.resolved.child.note } } : {}),
            ...stepPathsJson(s.paths),
        })),
        entry: p.entry,
        composite: p.composite,
        loops: p.loops.map(loopJson),
        ...(p.agents !== undefined ? { agent: { used: p.agents.shown, from: p.agents.from, why: p.agents.why } } : {}),
        ...(p.warnings !== undefined ? { warnings: p.warnings } : {}),
        ...(p.prompt !== undefined ? { prompt: p.prompt } : {}),
        ...(p.promptItem !== undefined ? { prompt_item: p.promptItem } : {}),
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
        stop: p.stop ? { code: p.stop.code, exit_code: p.stop.exitCode, message: p.stop.message, ...(p.stop.hint !== undefined ? { hint: p.stop.hint } : {}), ...(p.stop.location?.line !== undefined ? { location: p.stop.location } : {}) } : null,
        // Refused (the plan is the stop): where in a file, as run --json says it.
        ...(p.stop?.location?.line !== undefined && p.status === p.stop.code ? { location: p.stop.location } : {}),
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
        ...(p.inputs !== undefined ? { inputs: p.inputs } : {}),
        ...(p.asks !== undefined ? { asks: p.asks } : {}),
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
                    per_item: p.foreach.steps.map((s) => ({ id: s.id, kind: s.kind, max_visits: s.maxVisits, ...(s.agent !== undefined ? { agent: s.agent } : {}), ...stepPathsJson(s) })),
                    loops: p.foreach.loops.map(loopJson),
                    completion: { require: p.foreach.require, on_complete: p.foreach.onComplete },
                },
            }
            : {}),
        ...(p.parallel
            ? { parallel: { join: p.parallel.join, max_concurrency: p.parallel.maxConcurrency, branches: p.parallel.branches.map((b) => ({ id: b.id, kind: b.kind, ...(b.agent !== undefined ? { agent: b.agent } : {}), ...stepPathsJson(b) })) } }
            : {}),
    };
}
function edgeText(e) {
    return `${e.label} \u2192 ${e.to}${e.implicit ? ` (default${e.note ? `: ${e.note}` : ''})` : e.note ? ` (${e.note})` : ''}`;
}
/** The lines under a step in plan's text: what it holds and every path out of it (`registry`: a foreach's source as resolved for this run). */
function stepPathsText(p, indent, style, registry) {
    const lines = [];
    const dim = (t) => lines.push(`${indent}${style.dim(t)}`);
    if (p.approval)
        dim(`asks: ${(0,printable/* printableQuoted */.wV)(p.approval.message)}${p.approval.approvers ? ` (approvers: ${p.approval.approvers.join(', ')})` : ''}`);
    if (p.child) {
        const phase = p.child.phase;
        dim(`${phase ? 'phase' : 'child workflow'}: ${p.child.workflow}${p.child.execution?.execution_mode ? ` (${p.child.execution.execution_mode})` : ''}`);
        if (phase)
            dim(`  pass_inputs: ${phase.passInputs.join(', ') || '-'}; continues on ${phase.requireTerminalStatus.join(' | ')}`);
    }
    if (p.terminalStatus !== undefined)
        dim(`hand-off: the run ends with ${p.terminalStatus}`);
    if (p.asks !== undefined)
        dim(`asks a person for: ${p.asks.join(', ')} (a run without ${p.asks.length === 1 ? 'it' : 'them'} stops here: WORKFLOW_INPUT_REQUIRED)`);
    if (p.inputs !== undefined)
        dim(`inputs: ${Object.entries(p.inputs).map(([k, v]) => `${k}=${v.length > 60 ? `${v.slice(0, 57)}...` : v}`).join(', ')}`);
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
        dim(`for each item of ${registry ?? f.source} (id: ${f.idField}, order: ${f.order}), per item from ${f.entry ?? '-'}:`);
        const width = idWidth(f.steps.map((s) => s.id), 22);
        for (const s of f.steps) {
            lines.push(`${indent}  ${s.id.padEnd(width)} ${style.dim(`${s.kind.padEnd(8)} max_visits ${s.maxVisits}${agentText(s)}`)}`);
            lines.push(...stepPathsText(s, `${indent}    `, style));
        }
        for (const l of f.loops)
            dim(`  loop ${loopText(l)}`);
        dim('  next_artifact: the item is done, the next one starts; defer_current_artifact: the item waits, the next one starts');
        dim(`after the last item${f.require ? ` (require: ${f.require})` : ''}: completion.on_complete \u2192 ${f.onComplete ?? '-'}`);
    }
    if (p.parallel) {
        const par = p.parallel;
        dim(`parallel: join ${par.join}${par.maxConcurrency !== null ? `, at most ${par.maxConcurrency} at once` : ''}; branches:`);
        const width = idWidth(par.branches.map((b) => b.id), 22);
        for (const b of par.branches) {
            lines.push(`${indent}  ${b.id.padEnd(width)} ${style.dim(`${b.kind}${agentText(b)}`)}`);
            lines.push(...stepPathsText(b, `${indent}    `, style));
        }
    }
    return lines;
}
/** A branch or per_item step's agent as the step lines say a top-level one's. */
function agentText(p) {
    return p.agent !== undefined ? `  agent ${p.agent ?? '(none configured)'}` : '';
}
function loopText(l) {
    return `${(0,graph/* describeLoop */.MI)(l.cycle, l.steps, '\u2192')}  (max_visits ${l.steps.map((id) => `${id} ${l.bounds[id]}`).join(', ')}; beyond: WORKFLOW_BLOCKED_LOOP_LIMIT)`;
}
function headline(status, style) {
    if (status === 'WORKFLOW_COMPLETE')
        return style.green(style.bold(status));
    if (status === 'PARTIAL_RESUMABLE')
        return style.yellow(style.bold(status));
    return style.red(style.bold(status));
}
/** The line that says where a summary's paths are, when -C named a workspace other than the current directory. */
function workspaceLine(workspace) {
    return workspace === undefined ? [] : [`  workspace: ${workspace}  (-C: the paths here are relative to it)`];
}
/**
 * Where a stop is in a file (file:line:column, or file:line when only the line is known: a gate's
 * line in a stage's output, a registry row), and its message without it: a message that starts
 * with its place (a validation finding: "wf.yaml:9:5 \u2026"; a gate: "out.md:5: \u2026") says it once, on
 * the at: line (run, status).
 */
function placed(message, location) {
    if (!location?.file || location.line === undefined)
        return { at: undefined, message };
    const at = location.column !== undefined ? `${location.file}:${location.line}:${location.column}` : `${location.file}:${location.line}`;
    const prefix = [`${at} `, `${at}: `].find((p) => message.startsWith(p));
    return { at, message: prefix !== undefined ? message.slice(prefix.length) : message };
}
function runText(o, style, workspace) {
    const { at, message } = placed(o.message, o.location);
    // A message may quote what a stage wrote (a gate value in an approval message, an item id): no terminal escapes.
    const lines = [`${headline(o.status, style)}  ${(0,printable/* printableQuoted */.wV)(message)}`];
    if (at !== undefined)
        lines.push(`  at:       ${at}`);
    const fix = runFix(o);
    // The fix texts say how to start over; a run that can rerun the step that ended it says that too (next: has the command).
    // A fix that already says --rerun-from (WORKFLOW_BLOCKED_PARALLEL_JOIN) gets what it runs again here, when the rerun says more.
    const rerun = o.rerunFrom === undefined || fix === undefined
        ? ''
        : !fix.includes('--rerun-from')
            ? ` Or, keeping the verdicts before it, run step ${o.rerunFrom} again${o.rerunInside ?? ''} once that is done (--rerun-from).`
            : o.rerunInside !== undefined && !fix.includes(o.rerunInside)
                ? ` Here, run step ${o.rerunFrom} again${o.rerunInside} (--rerun-from).`
                : '';
    if (fix !== undefined)
        lines.push(`  fix:      ${(0,printable/* printable */.g$)(fix)}${rerun}`);
    if (o.sourceChange)
        lines.push(`  source:   ${(0,source_drift/* describeSourceChange */.F)(o.sourceChange)}`);
    // The run id as given (a refusal before the run was located): no terminal escapes.
    if (o.runId)
        lines.push(`  run:      ${(0,printable/* printable */.g$)(o.runId)}${o.stagesRun > 0 ? ` (${o.stagesRun} stage${o.stagesRun === 1 ? '' : 's'} run now)` : ''}`);
    // Which agent ran, and why, when it is not just what this command line says: the run's record, or flags that replaced it.
    if (o.agents !== undefined && (o.agents.from === 'run' || o.agents.replaced === true))
        lines.push(`  agent:    ${(0,printable/* printable */.g$)(o.agents.shown)}  (${o.agents.why})`);
    if (o.statePath && o.state)
        lines.push(...workspaceLine(workspace), `  state:    ${o.statePath}`, `  journal:  ${(0,state_journal/* journalPathFor */.S7)(o.statePath)}  (the run's record, event by event: stagegate history)`);
    if (o.manifestPath && o.state)
        lines.push(`  manifest: ${o.manifestPath}`);
    if (o.state) {
        const artifacts = Object.values((0,taken_back/* standingArtifacts */.AX)(o.state));
        if (artifacts.length > 0) {
            lines.push(`  outputs:`);
            // A later attempt wrote the file again, no verdict accepted: the verdict listed is not what it holds now.
            for (const a of artifacts)
                lines.push(`    ${a.path}  ${style.dim(`${a.step}: ${a.gate_status}${o.replacedOutputs?.includes(a.path) === true ? `, accepted on visit ${a.visit}; replaced since by an attempt not accepted` : ''}`)}`);
        }
    }
    lines.push(...notRunText(o.notRun));
    lines.push(...skippedText(o.state));
    if (o.question !== undefined)
        lines.push(`  question: ${(0,printable/* printableQuoted */.wV)(o.question.text)}  (step ${o.question.step}, visit ${o.question.visit}, attempt ${o.question.attempt})`);
    lines.push(...nextLines(o.nextCommand, o.nextAlternative));
    return lines.join('\n');
}
/** The width of an id column: the longest id (real step ids run to 40 characters), at least `min`. */
function idWidth(ids, min) {
    return ids.reduce((w, id) => Math.max(w, id.length), min);
}
function statusText(s, style, workspace) {
    const { at, message } = placed(s.message, s.location);
    const lines = [`${headline(s.status, style)}  ${(0,printable/* printableQuoted */.wV)(message)}`];
    if (at !== undefined)
        lines.push(`  at:       ${at}`);
    if (s.hint)
        lines.push(`  fix:      ${(0,printable/* printable */.g$)(s.hint)}`);
    if (s.runId)
        lines.push(`  run:      ${(0,printable/* printable */.g$)(s.runId)}`);
    if (s.statePath)
        lines.push(...workspaceLine(workspace), `  state:    ${s.statePath}${s.lockNamesNoProcess !== undefined ? style.yellow(' (locked by a lock file that names no process: written by no stagegate run, or damaged)') : s.lockElsewhere !== undefined ? style.yellow(` (locked by pid ${s.lockElsewhere.pid} on ${s.lockElsewhere.host}, another machine: not checked from here)`) : s.locked ? style.yellow(` (locked: a runner is active${s.lockHolder !== undefined ? `, pid ${s.lockHolder.pid} on ${(0,printable/* printable */.g$)(s.lockHolder.host)}${s.lockHolder.startedAt !== undefined ? `, since ${(0,printable/* printable */.g$)(s.lockHolder.startedAt)}` : ''}` : ''})`) : ''}${s.stateFileMissing !== undefined ? style.yellow(` (missing: read from its journal; \`${s.stateFileMissing}\` writes it again)`) : ''}`);
    if (s.state) {
        lines.push(`  active:   ${s.activeStep ?? '-'}`);
        const pending = s.state.pending_approval;
        if (pending)
            lines.push(`  approval: ${pending.step} awaits approval${pending.approvers ? ` from ${pending.approvers.join(', ')}` : ''} (since ${pending.requested_at}): ${(0,printable/* printableQuoted */.wV)(pending.message)}`);
        for (const c of s.pausedChildren ?? []) {
            const where = c.branch !== undefined ? `branch ${c.branch} of ${c.step}` : c.step;
            // Each command a line of its own after its label, so it pastes whole.
            lines.push(`  child:    ${where} paused in run ${c.run_id} of ${c.workflow_file}: decide there`, `  approve:  ${c.approve}`, `  reject:   ${c.reject}`);
        }
        lines.push(`  steps:`);
        const width = idWidth(Object.keys(s.state.steps), 24);
        for (const [id, r] of Object.entries(s.state.steps)) {
            const limit = s.maxVisits[id];
            // The active child_workflow step: where its child run is, by the child's own state.
            const kid = s.children?.[id];
            const at = kid === undefined ? '' : kid.status === null ? `  \u2192 child run ${kid.run_id} (its state cannot be read)` : `  \u2192 ${kid.workflow_file} run ${kid.run_id} at ${kid.in_flight ?? kid.active_step ?? '-'} (${kid.in_flight !== null ? 'in flight' : kid.status})`;
            // A hand-off that ended the run is recorded blocked, but nothing blocked it: it handed the work on.
            const shown = id === s.handedOff ? 'handed off' : r.status;
            lines.push(`    ${id.padEnd(width)} ${shown.padEnd(10)} visits ${r.visits}${limit !== undefined ? `/${limit}` : ''}  attempts ${r.attempts}${(0,printable/* printable */.g$)(at)}`);
            if (kid !== undefined)
                lines.push(`      ${style.dim(`child logs: ${kid.logs}`)}`);
            if (r.foreach) {
                const items = r.foreach.items;
                const count = (st) => items.filter((i) => i.status === st).size;
                lines.push(`      ${style.dim(`items: ${count('verified')} verified, ${count('deferred')} deferred, ${count('blocked')} blocked, ${count('pending') + count('running')} to do of ${items.size}${r.foreach.active_item ? ` (active: ${r.foreach.active_item})` : ''}`)}`);
                const drift = s.registries?.[id];
                if (drift)
                    lines.push(...registryLines(drift, style));
            }
            if (r.parallel) {
                const branches = Object.entries(r.parallel.branches).map(([b, br]) => `${b} ${br.status}${br.status === 'failed' ? ` (${(0,parallel_records/* howBranchFailed */.IJ)(br)})` : br.gate_status ? ` (${br.gate_status})` : ''}`);
                lines.push(`      ${style.dim(`branches (join ${r.parallel.join}): ${branches.join(', ')}${r.parallel.outcome ? ` -> ${r.parallel.outcome}` : ''}`)}`);
            }
        }
        lines.push(...routeText(s.state, s.log, style, s.historyCommand));
        lines.push(...notRunText(s.notRun));
    }
    if (s.question !== undefined)
        lines.push(`  question: ${(0,printable/* printableQuoted */.wV)(s.question.text)}  (step ${s.question.step}, visit ${s.question.visit}, attempt ${s.question.attempt})`);
    lines.push(...nextLines(s.nextCommand, s.nextAlternative));
    if (s.nextCommand && s.nextNote)
        lines.push(`  note:     ${s.nextNote}`);
    if (s.agents !== undefined)
        lines.push(`  agent:    ${(0,printable/* printable */.g$)(s.agents.shown)}  (${s.agents.why})`);
    return lines.join('\n');
}
/**
 * How many of a long list (decisions, approvals, skips, stalls) text status shows: the latest. A
 * loop that ran thousands of times would otherwise print thousands of lines; `history` and
 * `status --json` keep every one.
 */
const STATUS_LIST_SHOWN = 20;
/** Whether a decision marked taken back at `at` was taken back by a resume at another source commit (its source_changed event's time), not a --rerun-from. */
function bySourceChange(state, at) {
    return (state.source_changes ?? []).some((c) => c.at === at) && !(state.rewinds ?? []).some((r) => r.at === at);
}
/** Decisions taken (with the values each branch saw), approvals, skips and stalls of a run: the latest of each. */
function routeText(state, log, style, historyCommand) {
    const lines = [];
    // `all`: the list, or its latest entries when `total` (how many there are) is more.
    const section = (title, all, show, total = all.length) => {
        if (total === 0)
            return;
        lines.push(`  ${title}:`);
        const hidden = total - STATUS_LIST_SHOWN;
        if (hidden > 0)
            lines.push(`    ${style.dim(`\u2026 ${hidden} earlier not shown (all ${total}: ${historyCommand ?? 'status --json'})`)}`);
        for (const item of all.slice(Math.max(0, all.length - STATUS_LIST_SHOWN)))
            show(item);
    };
    section('decisions', log?.decisions ?? [], (d) => {
        const taken = d.chosen === 'else' ? 'else' : `if ${d.branches[d.chosen]?.expression ?? `#${d.chosen}`}`;
        lines.push(`    ${d.step} (visit ${d.visit}): ${taken} -> ${d.to}`);
        for (const b of d.branches) {
            const seen = Object.entries(b.seen).map(([k, v]) => `${k}=${JSON.stringify(v) ?? 'null'}`).join(', ');
            lines.push(`      ${style.dim(`${b.truthy ? '\u2713' : '\u2717'} ${b.expression}${seen ? `  [${seen}]` : ''}`)}`);
        }
    }, log ? (0,run_log/* decisionsTaken */.D8)(log) : 0);
    section('approvals', state.approvals ?? [], (a) => lines.push(`    ${a.step} (visit ${a.visit}): ${a.decision} by ${(0,printable/* printableQuoted */.wV)(a.by)} at ${a.at}${a.note ? ` \u2014 ${(0,printable/* printableQuoted */.wV)(a.note)}` : ''}${a.taken_back_at !== undefined ? style.dim(` (taken back by ${bySourceChange(state, a.taken_back_at) ? 'a source change' : 'a rerun'} at ${a.taken_back_at})`) : ''}`));
    // The failure a standing skip came after (on_failure: skip; none for a person's skip), on the step's latest skip.
    const why = new Map(skippedSteps(state).map((k) => [`${k.step}\0${k.visit}`, k.reason]));
    section('skips', state.skips ?? [], (k) => {
        lines.push(`    ${k.step} (visit ${k.visit}) -> ${k.to ?? 'end of run'}${skipCause(why.get(`${k.step}\0${k.visit}`), k.by)}`);
    });
    section('stalls', state.stalls ?? [], (t) => lines.push(`    ${t.step} (visit ${t.visit} repeated visit ${t.previous_visit}) -> ${t.to ?? 'stopped (WORKFLOW_BLOCKED_STALLED)'}`));
    return lines;
}
function planText(p, style) {
    // The stop a run would hit comes first, with its exit status; the workflow's paths follow.
    const stop = p.stop ? [`${headline(p.stop.code, style)}  ${(0,printable/* printableQuoted */.wV)(p.stop.message)}`, `  exit:   ${p.stop.exitCode} (a run with these arguments stops here, before any stage runs)`, ...(p.stop.hint ? [`  fix:    ${(0,printable/* printable */.g$)(p.stop.hint)}`] : [])] : [];
    if (p.workflow === null || p.steps.length === 0)
        return stop.length > 0 ? stop.join('\n') : `${headline(p.status, style)}  ${(0,printable/* printableQuoted */.wV)(p.message)}${p.hint ? `\n  fix: ${(0,printable/* printable */.g$)(p.hint)}` : ''}`;
    // No run id: the run could not be located (the stop above says why), so neither its id nor its mode is known.
    const header = p.runId === null ? `${p.workflow} \u00b7 run not located${p.stop ? ` (${p.stop.code}: see above)` : ''}` : `${p.workflow} \u00b7 ${p.mode ?? '-'} \u00b7 run ${p.runId}`;
    const lines = [...stop, `${style.bold('plan')} ${header}`, `  next:   ${p.nextStep ?? (p.stop ? `- (stopped: ${p.stop.code})` : '-')}`, `  why:    ${p.reason}`];
    if (p.question !== undefined)
        lines.push(`  asks:   ${(0,printable/* printableQuoted */.wV)(p.question.text)}  (answer: run \u2026 --answer '<your answer>')`);
    if (p.stopAfterStep)
        lines.push(`  stop:   after ${p.stopAfterStep}`);
    if (p.agents !== undefined)
        lines.push(`  agent:  ${(0,printable/* printable */.g$)(p.agents.shown)}  (${p.agents.why})`);
    lines.push('  steps:');
    const width = idWidth(p.steps.map((s) => s.id), 24);
    for (const s of p.steps) {
        const mark = s.disposition === 'next' ? style.cyan('\u25b6') : s.disposition === 'completed' ? style.green('\u2713') : s.disposition === 'blocked' ? style.red('\u25a0') : s.disposition === 'unsupported' ? style.red('!') : ' ';
        lines.push(`  ${mark} ${s.id.padEnd(width)} ${s.kind.padEnd(8)} ${style.dim(`visits ${s.visits}/${s.maxVisits}`)}${s.output ? `  \u2192 ${s.output}` : ''}${s.agent !== undefined ? style.dim(`  agent ${s.agent ?? '(none configured)'}`) : ''}`);
        // A foreach's registry, resolved for this run, is named once: in its 'for each item of' line (stepPathsText).
        const c = s.resolved?.child;
        if (c) {
            const inputs = Object.entries(c.inputs).map(([k, v]) => `${k}=${v}`).join(' ');
            lines.push(`        ${style.dim(`child run: ${c.workflow}${c.runId ? ` run ${c.runId}` : ''}${c.statePath ? `, state ${c.statePath}` : ''}${c.manifestPath ? `, manifest ${c.manifestPath}` : ''}`)}`);
            if (inputs)
                lines.push(`        ${style.dim(`  inputs: ${inputs}`)}`);
            if (c.note)
                lines.push(`        ${style.dim(`  ${c.note}`)}`);
        }
        lines.push(...stepPathsText(s.paths, '        ', style, s.resolved?.registry));
        const drift = s.resolved?.registryDrift;
        if (drift)
            lines.push(`        ${style.yellow(`registry changed since the foreach loaded its ${drift.items} items (the registry has ${drift.rows} rows now): ${(0,printable/* printable */.g$)(driftWords(drift))}.${drift.advice !== undefined ? ` ${drift.advice}` : ''}`)}`);
    }
    if (p.source && p.source.verdicts.length > 0) {
        const s = p.source;
        lines.push(`  verdicts (source now ${s.sourceCommit ?? '(none: not a git commit)'}${s.agentPackageVersion ? `, package ${s.agentPackageVersion}` : ''}; on_source_change: ${s.policy}):`);
        const verdictWidth = idWidth(s.verdicts.map((v) => v.step), 24);
        for (const v of s.verdicts) {
            const state = v.kept ? style.yellow('kept') : v.current ? style.green('current') : style.red('stale');
            lines.push(`    ${v.step.padEnd(verdictWidth)} ${state}${v.why ? style.dim(`  ${v.why}`) : ''}`);
        }
        if (s.voidedApprovals.length > 0)
            lines.push(`    ${style.dim(`approval asked for again: ${s.voidedApprovals.join(', ')}`)}`);
    }
    if (p.loops.length > 0) {
        lines.push('  loops:');
        for (const l of p.loops)
            lines.push(`    ${loopText(l)}`);
    }
    for (const w of p.warnings ?? [])
        lines.push(`  ${style.yellow('warning:')} ${w}`);
    return lines.join('\n');
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
    // A refusal's message may quote workflow text (a finding): printable only, as status and run print it.
    if (h.events.length === 0)
        return `${headline(h.status, style)}  ${(0,printable/* printable */.g$)(h.message)}${h.hint ? `\n  fix:      ${(0,printable/* printable */.g$)(h.hint)}` : ''}`;
    const lines = [`${headline(h.status, style)}  run ${(0,printable/* printableLine */.oy)(h.runId ?? '-')} of ${(0,printable/* printableLine */.oy)(h.workflow ?? '-')}: ${(0,printable/* printableQuoted */.wV)(h.message)} (journal ${(0,printable/* printableLine */.oy)(h.journalPath ?? '-')})`];
    // The journal verified but a projection beside it did not: the violation's fix, then the events.
    if (h.hint)
        lines.push(`  fix:      ${(0,printable/* printable */.g$)(h.hint)}`);
    for (const e of h.events) {
        const where = e.step === null ? '' : `${e.step}${e.visit !== null ? ` v${e.visit}` : ''}${e.attempt !== null ? ` a${e.attempt}` : ''}`;
        const what = [e.status, e.to !== null && e.to !== e.step ? `-> ${e.to}` : '', e.detail].filter((x) => x).join(' ');
        // What a journal line carries may come from a stage (an effect's done_at from its ledger), a
        // person (an approval's note) or a forged journal: printable, and one event one line (a line
        // break in it must not print a line that reads as stagegate's own).
        lines.push(`  ${String(e.seq).padStart(4)}  ${style.dim((0,printable/* printableLine */.oy)(e.at))}  ${(0,printable/* printableLine */.oy)(e.event).padEnd(16)} ${(0,printable/* printableLine */.oy)(where).padEnd(22)} ${(0,printable/* printableLine */.oy)(what)}`.trimEnd());
    }
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/core/state/own-file.ts
var own_file = __webpack_require__(2076);
// EXTERNAL MODULE: ./src/core/steps/process/transcript.ts
var process_transcript = __webpack_require__(2303);
;// CONCATENATED MODULE: ./src/core/steps/process/line-splitter.ts
// Stage text arrives in chunks; the CLI's --stream and the Action's job log print it line by line.
// Each chunk is scanned once for newlines (never the held text again), and the text held for an
// unfinished line is bounded: a line longer than the bound goes out in pieces of at most that
// many characters, each but the last ending in a note that the line continues. Before, the held
// line was joined with every chunk and scanned whole again: quadratic CPU on a long line without a
// newline (20 MB: 6.8 s of CPU; 40 MB: more than two minutes) and memory growing with it.
/** The longest unfinished line held (characters); a longer one is printed in pieces. */
const MAX_HELD_LINE = 64 * 1024;
/** Ends a piece of a line cut at the bound (the rest follows as the next line). */
const LINE_CUT_NOTE = ' \u23ce (line longer than 64 KiB: cut here, it goes on in the next line)';
class LineSplitter {
    max;
    held = [];
    heldLength = 0;
    /** Characters scanned for newlines so far (each character of the input once): for tests. */
    scanned = 0;
    constructor(max = MAX_HELD_LINE) {
        this.max = max;
    }
    /** The lines `chunk` completes (without their newline), and pieces of a line that grew past the bound. */
    push(chunk) {
        const out = [];
        let start = 0;
        for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', start)) {
            this.scanned += nl + 1 - start;
            const piece = chunk.slice(start, nl);
            start = nl + 1;
            // A whole line of its own goes out as it is; otherwise it ends what is held (cut at the bound).
            if (this.heldLength === 0 && piece.length <= this.max)
                out.push(piece);
            else {
                this.hold(piece, out);
                out.push(this.take());
            }
        }
        this.scanned += chunk.length - start;
        if (start < chunk.length)
            this.hold(chunk.slice(start), out);
        return out;
    }
    /** What is held of an unfinished line (undefined when nothing is), and forget it. */
    flush() {
        return this.heldLength === 0 ? undefined : this.take();
    }
    /** Hold `text`; whenever the held line reaches the bound, out goes a piece of it with the cut note. */
    hold(text, out) {
        let rest = text;
        while (this.heldLength + rest.length > this.max) {
            let room = this.max - this.heldLength;
            // Never between the halves of a surrogate pair.
            const code = rest.charCodeAt(room - 1);
            if (room > 1 && code >= 0xd800 && code <= 0xdbff)
                room--;
            this.held.push(rest.slice(0, room));
            this.heldLength += room;
            rest = rest.slice(room);
            out.push(this.take() + LINE_CUT_NOTE);
        }
        if (rest.length > 0) {
            this.held.push(rest);
            this.heldLength += rest.length;
        }
    }
    take() {
        const text = this.held.length === 1 ? this.held[0] : this.held.join('');
        this.held = [];
        this.heldLength = 0;
        return text;
    }
}

;// CONCATENATED MODULE: ./src/cli/progress.ts
// What `stagegate run` shows while it runs (on stderr), from the core's RunEvents:
// - a line per finished stage attempt (\u2713 gate status \u2192 next, or \u2717 stop code), and on a failure
//   the last 20 lines of its log (secrets masked);
// - on a terminal, a live line per running stage (step, visit, attempt, elapsed), redrawn every
//   second below the finished lines \u2014 several for parallel branches;
// - off a terminal (CI logs), a line when a stage starts and a heartbeat every N seconds;
// - with --stream, what each stage writes, line by line, prefixed with its step.






/** Lines of a failed attempt's log shown under its \u2717 line. */
const FAILURE_TAIL_LINES = 20;
/** Bytes read from the end of a log for its tail (a huge log is never read whole). */
const TAIL_BYTES = 64 * 1024;
/** Live lines are redrawn this often. */
const REDRAW_MS = 500;
const SPINNER = ['\u280b', '\u2819', '\u2839', '\u2838', '\u283c', '\u2834', '\u2826', '\u2827', '\u2807', '\u280f'];
function elapsedText(ms) {
    const s = Math.max(0, Math.floor(ms / 1000));
    if (s < 60)
        return `${s}s`;
    const m = Math.floor(s / 60);
    if (m < 60)
        return `${m}m${String(s % 60).padStart(2, '0')}s`;
    return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}
function seconds(ms) {
    return ms < 1000 ? `${(ms / 1000).toFixed(2)}s` : `${(ms / 1000).toFixed(1)}s`;
}
/** The last `count` lines of a file ('' lines at the end dropped), reading at most TAIL_BYTES. */
function tailLines(path, count) {
    let fd;
    try {
        // Never waiting on a FIFO a stage left in its log's place.
        fd = (0,own_file/* openRegularForRead */.os)(path);
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
/** `text` cut to `columns` code points (about a terminal's columns), ending in \u2026 when cut. */
function cut(text, columns) {
    if (columns === undefined || columns < 10)
        return text;
    const chars = [...text];
    return chars.length <= columns ? text : chars.slice(0, columns - 1).join('') + '\u2026';
}
function makeProgress(o) {
    const now = o.now ?? Date.now;
    const { style } = o;
    const running = new Map();
    /** Stage output not yet ended by a newline, per stage. */
    // Unfinished lines of streamed stages: each chunk scanned once, bounded (line-splitter.ts).
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
        const text = cut(`${r.label.padEnd(width)}  visit ${r.visit} \u00b7 attempt ${r.attempt} \u00b7 ${elapsedText(now() - r.since)}`, columns === undefined ? undefined : columns - 2);
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
        say(style.dim(`\u2026 still running: ${list.join(', ')}`));
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
        const rest = partial.get(key)?.flush();
        if (rest !== undefined && rest !== '')
            say(`${style.dim(`${key} \u2502`)} ${(0,printable/* printable */.g$)(mask(rest))}`);
        partial.delete(key);
    };
    const output = (key, text) => {
        streamed.add(key);
        let splitter = partial.get(key);
        if (splitter === undefined)
            partial.set(key, (splitter = new LineSplitter()));
        const lines = splitter.push(text);
        if (lines.length === 0)
            return;
        say(lines.map((l) => `${style.dim(`${key} \u2502`)} ${(0,printable/* printable */.g$)(mask(l.replace(/\r$/, '')))}`).join('\n'));
    };
    const failureTail = (logPath, key, exitStatus) => {
        if (logPath === undefined || streamed.has(key))
            return;
        const abs = (0,external_node_path_.isAbsolute)(logPath) ? logPath : (0,external_node_path_.join)(o.workspace, logPath);
        // No log at all: the attempt was refused before its process started (nothing to call empty).
        if (!(0,external_node_fs_.existsSync)(abs)) {
            say(style.dim(`    (no log: the stage did not start)`));
            return;
        }
        const lines = tailLines(abs, FAILURE_TAIL_LINES);
        if (lines.length === 0) {
            say(style.dim(`    (${typeof exitStatus === 'number' && exitStatus !== 0 ? `exit status ${exitStatus}; ` : ''}the log ${logPath} is empty)`));
            return;
        }
        say([style.dim(`    last ${lines.length === 1 ? 'line' : `${lines.length} lines`} of ${logPath}:`), ...lines.map((l) => `    ${style.dim('\u2502')} ${(0,printable/* printable */.g$)(mask(l))}`)].join('\n'));
    };
    return {
        onEvent(e) {
            switch (e.type) {
                case 'run_started':
                    say(`${style.bold('stagegate')} ${e.workflow} \u00b7 run ${e.runId} \u00b7 ${e.resumed ? 'resuming' : e.mode === 'fresh' ? 'fresh' : 'new run'}`);
                    break;
                case 'stage_started': {
                    width = Math.max(width, Math.min(e.step.length, 28));
                    running.set(e.step, { label: e.step, visit: e.visit, attempt: e.attempt, kind: e.kind, since: now() });
                    if (o.live) {
                        erase();
                        draw();
                    }
                    else
                        say(`${style.cyan('\u25b6')} ${(0,printable/* printable */.g$)(e.step)} started${e.visit > 1 ? ` (visit ${e.visit})` : ''}${e.attempt > 1 ? ` (attempt ${e.attempt})` : ''}`);
                    ensureTimer();
                    break;
                }
                case 'stage_output':
                    if (o.stream)
                        output(e.branch !== undefined ? `${e.step}.${e.branch}` : e.step, e.text);
                    break;
                case 'stage_finished': {
                    running.delete(e.step);
                    if (o.stream)
                        flushPartial(e.step);
                    // Only the line of a stage that raised the count (its step's first completion) shows it:
                    // a line that completed nothing new (a loop's revisit, a branch, a failure, a pause) leaves
                    // the count where it stands, and repeating it would read as the step's place, or a step past N.
                    const progress = e.ok && e.counted ? style.dim(`[${e.completed}/${e.totalSteps}]`) : ' '.repeat(`[${e.completed}/${e.totalSteps}]`.length);
                    const name = (0,printable/* printable */.g$)(e.step).padEnd(width);
                    const attempt = e.attempt > 1 ? style.dim(` (attempt ${e.attempt})`) : '';
                    const visit = e.visit > 1 ? style.dim(` visit ${e.visit}`) : '';
                    const time = style.dim(seconds(e.durationMs));
                    if (e.ok)
                        say(`${progress} ${name} ${style.green('\u2713')} ${(0,printable/* printable */.g$)(`${e.gateStatus}`)} ${progress_routeText(e.code, e.next, style)}  ${time}${visit}${attempt}`);
                    // A child workflow that paused (at its approval, say) did not fail: no \u2717, no log tail.
                    else if (e.code === 'PARTIAL_RESUMABLE')
                        say(`${progress} ${name} ${style.yellow('\u23f8')} paused (${e.code})  ${time}${visit}${attempt}`);
                    else {
                        // Failed by a status of its failure_statuses: which one (its exit status was 0). Not
                        // gateStatus: a failed child workflow or foreach step carries its outcome there.
                        const status = e.failureStatus !== undefined ? ` (status ${(0,printable/* printable */.g$)(e.failureStatus)}, one of its failure_statuses)` : '';
                        say(`${progress} ${name} ${style.red('\u2717')} ${e.code}${status}  ${time}${visit}${attempt}`);
                        // An interrupted stage did not fail: its log's tail would only be noise.
                        if (e.code !== 'WORKFLOW_INTERRUPTED')
                            failureTail(e.logPath, e.step, e.exitStatus);
                    }
                    streamed.delete(e.step);
                    stopTimerIfIdle();
                    break;
                }
                case 'stage_retrying':
                    say(`${style.yellow('\u21bb')} ${(0,printable/* printable */.g$)(e.step)}: retrying (attempt ${e.attempt}) in ${seconds(e.delayMs)}: ${(0,printable/* printableQuoted */.wV)(e.reason)}`);
                    break;
                case 'note':
                    // A note may quote what a stage or an agent wrote (a registry cell, a branch's answer).
                    say(style.dim((0,printable/* printableQuoted */.wV)(e.message)));
                    break;
                default:
                    break;
            }
        },
        say,
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
 * Where an accepted stage leads: the next step, the end, or \u2014 when the run refuses the
 * transition (loop limit, stall, BLOCKED) \u2014 the stop code, never "\u2192 end".
 */
function progress_routeText(code, next, style) {
    if (code === undefined || code === 'WORKFLOW_COMPLETE')
        return `\u2192 ${next ?? 'end'}`;
    if (code === 'PARTIAL_RESUMABLE')
        return `\u2192 ${next ?? 'end'} ${style.dim('(paused)')}`;
    return `${style.yellow('\u2298')} ${style.yellow(code)}`;
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
// EXTERNAL MODULE: ./src/core/run/questions.ts
var run_questions = __webpack_require__(9500);
// EXTERNAL MODULE: ./src/core/run/command-line.ts
var command_line = __webpack_require__(1439);
// EXTERNAL MODULE: ./src/core/model/load-and-check.ts
var load_and_check = __webpack_require__(2912);
// EXTERNAL MODULE: ./src/core/run/context.ts
var context = __webpack_require__(6274);
// EXTERNAL MODULE: ./src/core/state/lock.ts
var state_lock = __webpack_require__(210);
// EXTERNAL MODULE: ./src/core/state/atomic-write.ts
var atomic_write = __webpack_require__(174);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(5217);
;// CONCATENATED MODULE: ./src/core/state/random-hex.ts
// Random names for one run: the temp files of its atomic writes and its attempt tokens. Each is
// cryptographic (node:crypto's randomBytes), taken from a pool the run owns, so a stage does not
// cost a call into OpenSSL for each name: after every fork (one per stage) OpenSSL reseeds on its
// first call, ~0.15 ms here, and a stage made three such calls (two temp names, one token).
// docs/benchmarks.md, B1. One per run (never module-wide): a pool is refilled when used up.

/** How many random bytes one refill takes (a stage uses 18). */
const POOL_BYTES = 1024;
class RandomHex {
    pool = Buffer.alloc(0);
    at = 0;
    /** `bytes` random bytes as lower-case hex, never the same bytes twice. */
    hex(bytes) {
        if (this.at + bytes > this.pool.length) {
            this.pool = (0,external_node_crypto_.randomBytes)(Math.max(POOL_BYTES, bytes));
            this.at = 0;
        }
        const text = this.pool.toString('hex', this.at, this.at + bytes);
        this.at += bytes;
        return text;
    }
}

;// CONCATENATED MODULE: ./src/core/state/synced-names.ts
// A file's name survives a power loss once its folder is fsync'd, and that folder's own name once
// its parent is, and so on up to the workspace (ext4 commits them in order; POSIX does not promise
// it). Which of those folders a runner killed before its first commit made, no later runner can
// tell (a folder looks the same synced or not), so a journal's first commit syncs every one of
// them, up to the workspace, except those whose names this invocation synced already.


/**
 * The folders whose names an invocation has synced (their parent fsync'd while they were there),
 * each by its identity (device, inode, birth time): a folder removed and made again since is
 * another folder, synced again. Made by the top-level run, shared with the runs it starts in process.
 */
class SyncedNames {
    folders = new Map();
    holds(folder, identity) {
        return this.folders.get(folder) === identity;
    }
    add(folder, identity) {
        this.folders.set(folder, identity);
    }
}
function identityOf(folder) {
    try {
        const st = (0,external_node_fs_.lstatSync)(folder, { bigint: true });
        return st.isDirectory() ? `${st.dev}:${st.ino}:${st.birthtimeNs}` : undefined;
    }
    catch {
        return undefined;
    }
}
function realOf(path) {
    try {
        return (0,external_node_fs_.realpathSync)(path);
    }
    catch {
        return path;
    }
}
/**
 * fsync `dir` (a file in it was just committed), then the parent of each folder from `dir` up to
 * `root` (the workspace: its own name is the user's), innermost first, stopping at a folder whose
 * name `synced` holds. Walked on the real paths: a folder reached through a link has its name
 * where it really is. A `dir` outside `root` has itself synced only. The names are taken as
 * synced once the whole walk is done (a sync that throws leaves them for the next walk).
 */
function syncUpTo(dir, root, synced, syncDir) {
    const top = realOf(root);
    const start = realOf(dir);
    syncDir(start);
    const done = [];
    for (let at = start; inside(at, top); at = (0,external_node_path_.dirname)(at)) {
        const identity = identityOf(at);
        if (identity !== undefined && synced.holds(at, identity))
            break;
        syncDir((0,external_node_path_.dirname)(at));
        if (identity !== undefined)
            done.push([at, identity]);
    }
    for (const [folder, identity] of done)
        synced.add(folder, identity);
}
/** Whether `path` lies strictly inside `root`. */
function inside(path, root) {
    const rel = (0,external_node_path_.relative)(root, path);
    return rel !== '' && rel !== '..' && !rel.startsWith(`..${external_node_path_.sep}`) && !(0,external_node_path_.isAbsolute)(rel);
}

// EXTERNAL MODULE: ./src/core/run/secret-names.ts
var secret_names = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/core/run/stage-masks.ts



/**
 * A value longer than this (bytes) is not registered: its line is cut there and the rest of it
 * dropped, and the output is withheld from there on as past the budget (the value cannot be masked).
 */
const MAX_ADD_MASK_VALUE = 64 * 1024;
/** Values registered per invocation at most: each adds its forms to every later stage's masker. */
const MAX_STAGE_MASKS = 256;
/**
 * Bytes of values registered per invocation at most: each value is masked in ~25 forms (JSON,
 * percent-encoded, base64, ...: secret-forms.ts), which every stream's masker holds. 256 values of
 * 64 KiB were ~1.6 GB of forms per stream, and a few minutes of CPU rebuilding them \u2014 the run's
 * event loop (its time limits, its signals) blocked meanwhile.
 */
const MAX_STAGE_MASK_BYTES = 256 * 1024;
/** What the runner unescapes in a command's value, in its order (ActionCommand: UnescapeData for v2, Unescape for the legacy form). */
const UNESCAPES = {
    v2: [['%0D', '\r'], ['%0A', '\n'], ['%25', '%']],
    legacy: [['%3B', ';'], ['%0D', '\r'], ['%0A', '\n'], ['%5D', ']'], ['%25', '%']],
};
/**
 * The values an add-mask line's rest (after the command) registers, as GitHub's runner registers
 * them: the value unescaped (`%0A` a line break, \u2026), and each of its lines, trimmed \u2014 none for a
 * blank value. Each also as printable() shows it when that differs (escape sequences and control
 * characters dropped): the terminal, the job log and the summary show the stage's text so, and a
 * value registered only as written would be masked in the raw log but read in clear there.
 */
function addMaskValues(rest, form = 'v2') {
    let data = rest;
    for (const [escaped, token] of UNESCAPES[form])
        data = data.replaceAll(escaped, token);
    if (data.trim() === '')
        return [];
    // Its lines before the whole value: a value of many lines (a certificate bundle) that the budget
    // cannot hold whole still has each line masked, which masks the whole wherever it is printed.
    const raw = [...data.split(/[\r\n]+/).map((line) => line.trim()), data.trim()];
    return [...new Set(raw.flatMap((v) => [v, (0,printable/* printable */.g$)(v).trim()]).filter((v) => v !== ''))];
}
/** The run-wide registry: made by the top-level run, shared by the runs it starts in process. */
class StageMasks {
    registered = new Set();
    told = new Set();
    /** UTF-8 bytes of the values registered. */
    bytes = 0;
    /**
     * The step whose add-mask value could not be registered (past the budget), once one could not:
     * that value is masked nowhere, and a later stage may print it (a token one stage fetched and a
     * later one uses), so every later stage's output is withheld too (fail closed).
     */
    unmasked;
    /**
     * Register what a stage's add-mask line (of step `label`) gave: the values to mask from now on
     * (addMaskValues), and why any is not masked (`refused`: said once per reason).
     * `ownWords`: stagegate's own words in this run (the workflow's name, the run id, its steps' ids and statuses: workflowWords);
     * `commands`: the commands stagegate prints for it (runCommands).
     */
    offer(rest, label, ownWords, cut = false, form = 'v2', commands = []) {
        const values = [];
        const refused = [];
        const candidates = cut ? [(0,printable/* printable */.g$)(rest).trim()].filter((v) => v !== '') : addMaskValues(rest, form);
        // Built once per line, not per value: a value of thousands of lines is checked against it each.
        const words = [...STAGEGATE_WORDS, ...ownWords, ...label.split('/')];
        for (const value of candidates) {
            if (this.registered.has(value)) {
                values.push(value);
                continue;
            }
            const why = cut
                ? `a value longer than ${MAX_ADD_MASK_VALUE} bytes not registered (its line is cut)`
                : tooShort(value) ??
                    // The budget before the words: once it is spent, the rest of a many-line value is refused
                    // without a search of every word for each of its lines.
                    (this.registered.size >= MAX_STAGE_MASKS
                        ? `a value not registered: ${MAX_STAGE_MASKS} values are registered already`
                        : this.bytes + Buffer.byteLength(value, 'utf8') > MAX_STAGE_MASK_BYTES
                            ? `a value not registered: the values registered in this invocation would hold more than ${MAX_STAGE_MASK_BYTES / 1024} KiB`
                            : undefined) ??
                    ownWord(value, words) ??
                    ownCommand(value, commands);
            if (why !== undefined) {
                // Past the budget the value cannot be masked: the stage's output is withheld from here on
                // (fail closed) \u2014 an earlier stage printing untrusted text full of add-mask lines must not
                // leave a later stage's secret in clear. Nor can a value longer than MAX_ADD_MASK_VALUE
                // (only its first bytes were read): withheld alike.
                if (cut || (this.overBudget(value) && !this.linesRegistered(value))) {
                    values.withhold = true;
                    this.unmasked ??= label;
                }
                const said = `${label}: ::add-mask:: of ${why}${values.withhold === true ? "; the rest of this stage's output is withheld (not logged nor shown), since the value could not be masked in it" : ''}`;
                if (!this.told.has(said))
                    refused.push(said);
                this.told.add(said);
                continue;
            }
            this.registered.add(value);
            this.bytes += Buffer.byteLength(value, 'utf8');
            values.push(value);
        }
        return { values, refused };
    }
    /** A value the budget refuses (not one refused as too short or as stagegate's own words). */
    overBudget(value) {
        return tooShort(value) === undefined && (this.registered.size >= MAX_STAGE_MASKS || this.bytes + Buffer.byteLength(value, 'utf8') > MAX_STAGE_MASK_BYTES);
    }
    /** A value of several lines each registered (their masks mask the whole wherever it is printed). */
    linesRegistered(value) {
        const lines = value.split(/[\r\n]+/).map((line) => line.trim()).filter((line) => line !== '');
        return lines.length > 1 && lines.every((line) => this.registered.has(line));
    }
    /** The step whose add-mask value could not be registered, if one could not (every later stage's output is withheld). */
    get withheldSince() {
        return this.unmasked;
    }
    /** The values registered so far. */
    get values() {
        return [...this.registered];
    }
}
/**
 * The workflow's own words a mask must not hide: every step id (foreach per_item steps and parallel
 * branches included) and every status a step declares. A value inside one would hide it in every
 * later log line, message and recorded gate that names the step (and drop the Action's job outputs
 * that do: `active-step`, `completed-steps`, `step`), or the status a later stage reports.
 */
function workflowWords(workflow) {
    const words = new Set();
    const visit = (id, def) => {
        words.add(id);
        for (const status of Object.keys(def.statuses ?? {}))
            words.add(status);
        for (const [inner, body] of Object.entries({ ...(def.per_item ?? {}), ...(def.parallel?.branches ?? {}) }))
            visit(inner, body);
    };
    for (const step of workflow.steps.values())
        visit(step.id, step.def);
    return [...words];
}
/** The verbs of the commands stagegate prints for a run (`next:`, fixes, hints): `<name> <verb> <file> --run-id ID`. */
const COMMAND_VERBS = ['run', 'status', 'merge', 'shards', 'approve', 'reject', 'skip', 'plan', 'logs', 'history', 'graph'];
/**
 * The commands stagegate prints about a run (`name`: how it is invoked; `target`: the workflow file
 * and run id, command-line.ts runTarget; `resume`: the resume with its agent flags): a value inside
 * one would blank it where the run says what to do next (`next:`, fixes; the Action's job log and
 * report, "Locally, with the CLI: \u2026", where GitHub's runner masks every registered value). A value that merely
 * holds one (`stagegate run wf.yaml --token x`) is registered: stagegate never prints it whole.
 */
function runCommands(name, target, resume) {
    return [resume, ...COMMAND_VERBS.map((verb) => `${name} ${verb} ${target}`)];
}
/** The words a mask must not hide: every stop code and status, `true`/`false`, stagegate's name (its lines, the Action's artifact names). */
const STAGEGATE_WORDS = [...Object.keys(stop_codes/* STOP_CODES */.GO), 'true', 'false', 'stagegate'];
/**
 * Why a value is not masked for its length, or undefined. A value shorter than MIN_SECRET_LENGTH
 * would be masked everywhere (`::add-mask::a`: every `a` of the log; the Action's runner would drop
 * every job output holding a `1` of `::add-mask::1`).
 */
function tooShort(value) {
    if (value.length < secret_names/* MIN_SECRET_LENGTH */.vb)
        return `a value of ${value.length} character${value.length === 1 ? '' : 's'} not registered: a value shorter than ${secret_names/* MIN_SECRET_LENGTH */.vb} characters would be masked everywhere in the logs (and the job's outputs)`;
    return undefined;
}
/**
 * Why a value inside stagegate's own words (`words`: STAGEGATE_WORDS and the run's) is not masked,
 * or undefined: it would hide them (the run's verdict: `::add-mask::COMPLETE`, the run id, a step's name).
 */
function ownWord(value, words) {
    const word = words.find((w) => w.includes(value));
    if (word !== undefined)
        return `a value that is part of stagegate's own word ${word} not registered: it would be masked in every line and job output that word is in (the run's status, its id)`;
    return undefined;
}
/** Why a value inside a command stagegate prints for the run (runCommands) is not masked, or undefined. */
function ownCommand(value, commands) {
    const command = commands.find((c) => c.includes(value));
    if (command !== undefined)
        return `a value that is part of the command \`${command}\` stagegate prints for this run not registered: it would blank that command where the run says what to do next (the Action's job log masks every value registered)`;
    return undefined;
}

// EXTERNAL MODULE: ./src/core/run/bindings.ts
var run_bindings = __webpack_require__(3671);
// EXTERNAL MODULE: ./src/core/steps/parallel/branches.ts
var parallel_branches = __webpack_require__(9739);
// EXTERNAL MODULE: ./src/core/agents/registry.ts + 6 modules
var registry = __webpack_require__(9726);
// EXTERNAL MODULE: ./src/core/formats/index.ts
var formats = __webpack_require__(7932);
// EXTERNAL MODULE: ./src/core/gate/gate-schema.ts
var gate_schema = __webpack_require__(8266);
// EXTERNAL MODULE: ./src/core/model/placeholders.ts
var placeholders = __webpack_require__(2183);
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
/**
 * Where the workflow names the agent a step runs: its `agent:`, else execution.agent; the step's
 * own line when the invocation chose it (or an imported file's run map did). An annotation (the
 * Action's plan) lands there.
 */
function agentLocation(workflow, step, agent) {
    const at = workflow.format !== 'native' ? undefined : agent.source === 'step' ? [...step.path, 'agent'] : agent.source === 'workflow' ? ['execution', 'agent'] : undefined;
    const pos = at !== undefined ? workflow.source.locateValue(at) : { line: step.line, column: step.column };
    return { file: workflow.file, line: pos.line, column: pos.column };
}
function agentNotFound(stepId, agent, when, location) {
    const others = registry/* AGENT_NAMES */.RO.filter((n) => n !== agent.name && n !== 'command').join(', ');
    const where = agent.executable.includes('/') ? `'${agent.executable}' does not exist or is not executable` : `'${agent.executable}' is not on the PATH`;
    const install = agent.adapter.install !== undefined ? `Install it with \`${agent.adapter.install}\`` : 'Check the path, or install the program';
    return new errors/* StagegateError */.q('AGENT_NOT_FOUND', `step ${stepId} runs the ${agent.name} agent, but its command ${where}${when === 'before' ? '; nothing ran' : ''}`, {
        hint: `${install} (and make sure \`${agent.executable}\` runs in this shell), or choose another agent: --agent ${others}, or --agent command --agent-command PATH.`,
        ...(location !== undefined ? { location } : {}),
    });
}

// EXTERNAL MODULE: ./src/core/state/integrity.ts + 1 modules
var integrity = __webpack_require__(5970);
// EXTERNAL MODULE: ./src/core/state/store.ts
var state_store = __webpack_require__(9916);
// EXTERNAL MODULE: ./src/core/state/fresh-marker.ts
var fresh_marker = __webpack_require__(3388);
// EXTERNAL MODULE: ./src/core/steps/approval/transition.ts
var transition = __webpack_require__(660);
;// CONCATENATED MODULE: ./src/core/run/still-to-run.ts
// The steps a resume may still run (a leaf: status reads it without the runner's modules).


/**
 * The active step of `state` and every top-level step a transition can lead to from it; undefined: no active step, or one `workflow` does not have.
 * An active approval step already decided (approve / reject, at the run's source commit) leads
 * only where that decision goes \u2014 the resume follows it, not the other edge \u2014 unless a path leads
 * back to the approval step, whose next visit may be decided either way. (A decision a new source
 * commit voids is asked for again: that resume is sent back, and checks every step: preflight.ts.)
 */
function reachableFromActive(workflow, state) {
    const active = state.active_step;
    if (active === null || !workflow.steps.has(active))
        return undefined;
    const step = workflow.steps.get(active);
    const decided = step.kind === 'approval' ? (0,transition/* decisionFor */.ad)(state, step) : undefined;
    const next = (id) => (0,graph/* transitionsOf */.C5)(workflow.steps.get(id)).map((t) => t.to).filter((to) => workflow.steps.has(to));
    if (decided === undefined)
        return (0,graph/* reachable */.Gq)([active], next);
    // From where the decision leads (a path back to the approval step walks on from it: that visit
    // asks again, and either edge may follow); the approval step itself runs nothing.
    const to = (0,transition/* approvalTarget */.HM)(step, decided.decision);
    const steps = (0,graph/* reachable */.Gq)(workflow.steps.has(to) ? [to] : [], next);
    steps.add(active);
    return steps;
}

;// CONCATENATED MODULE: ./src/core/run/unrecorded-logs.ts
// Attempt logs in a run's logs folder that its journal does not record: the sign of an older copy
// of the run restored over a newer one (a CI cache extracted over the run root leaves the newer
// run's logs and outputs in place). A resume of it would run again what the newer run ran, and
// its next attempt would take the name of a log that already holds another execution.




/** `<step>.v<visit>.a<attempt>.log`: a step's attempt log (a step id may hold dots). */
const ATTEMPT_LOG = /^(.+)\.v([1-9][0-9]*)\.a([1-9][0-9]*)\.log$/;
/** The regular files of the run's logs folder, sorted (none when it cannot be listed). */
function logNames(runRoot) {
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(runRoot.abs, 'logs'), { withFileTypes: true });
    }
    catch {
        return [];
    }
    // Only regular files: a runner never makes anything else there (a link or a folder a stage
    // planted at a log's path is refused when an attempt would open it: RUN_FILE_UNSAFE).
    return entries.filter((e) => e.isFile()).map((e) => e.name).sort();
}
/** The first of `names` that is an attempt log of one of the workflow's steps that `state` does not account for. */
function firstUnrecorded(names, state, workflow) {
    for (const name of names) {
        const m = ATTEMPT_LOG.exec(name);
        if (m === null || !workflow.steps.has(m[1]))
            continue;
        const visit = Number(m[2]);
        const attempt = Number(m[3]);
        const record = state.steps[m[1]];
        const recorded = record !== undefined &&
            (visit < record.visits ? attempt <= record.attempts : visit === record.visits && attempt <= (record.visit_attempts ?? record.attempts));
        if (!recorded)
            return name;
    }
    return undefined;
}
/**
 * The first attempt log of one of the workflow's steps that the run's state does not account for:
 * a visit past the step's, or an attempt past those its journal recorded on that visit (on an
 * earlier visit: past every attempt it recorded). One listing of the logs folder; a log whose name
 * is no step's (a parallel branch's, a file of the user's), and anything but a regular file, is not judged.
 *
 * `reread` (a reader without the run's lock: status, plan): the run as its journal says now. A live
 * runner records an attempt before it creates its log, so a log listed after `state` was read may
 * be of an attempt `state` is too old to hold; judged again against a journal read after the
 * listing, such a log is recorded (a run whose journal is gone by then is not judged).
 */
function unrecordedLog(state, workflow, runRoot, reread) {
    const names = logNames(runRoot);
    let name = firstUnrecorded(names, state, workflow);
    if (name !== undefined && reread !== undefined) {
        const now = reread();
        name = now === undefined ? undefined : firstUnrecorded(names, now, workflow);
    }
    return name === undefined ? undefined : `${runRoot.rel === '.' ? '' : `${runRoot.rel}/`}logs/${name}`;
}
/**
 * Refuses a resume (run, status, plan alike) of a run whose logs folder holds an attempt log its
 * journal does not record (unrecordedLog): WORKFLOW_STATE_INTEGRITY_VIOLATION, naming the file.
 * `reread`: given by a reader that holds no lock (unrecordedLog).
 */
function checkLogsRecorded(state, workflow, runRoot, statePath, resumeCommand, reread) {
    const log = unrecordedLog(state, workflow, runRoot, reread);
    if (log === undefined)
        return;
    throw new errors/* StagegateError */.q('WORKFLOW_STATE_INTEGRITY_VIOLATION', `run ${state.run_id}'s folder holds ${log}, an attempt its journal ${(0,state_journal/* journalPathFor */.S7)(statePath)} does not record: the journal is older than the run's files (an older copy of the run restored over a newer one?); resuming would run again what the newer run ran; nothing was changed`, {
        hint: `Restore the newest copy of the run's folder ${runRoot.rel} (its state file, journal and manifest with its logs and outputs), then resume; or start over with \`${resumeCommand} --mode fresh\` (the run's files are moved aside, not deleted).`,
        location: { file: log },
    });
}

// EXTERNAL MODULE: ./src/core/run/refuse-unloadable.ts
var refuse_unloadable = __webpack_require__(2777);
// EXTERNAL MODULE: ./src/core/state/manifest.ts
var manifest = __webpack_require__(5224);
;// CONCATENATED MODULE: ./src/core/run/run-files.ts
// The files a runner writes for a run and for every run it is nested in (a foreach item's or a
// child workflow's parents): the state file, its journal, lock (with the lock's temp and takeover
// files) and fresh-start marker, LATEST_RUN.md, the run root's manifest and its logs/, effects/ and
// .superseded/ folders. A declared output that resolves to one of them \u2014 an input, a registry row
// or a gate value in its path (`out/{{name}}`, name=../runs/r1/workflow_state.journal.jsonl) \u2014
// would hand the stage the run's own record to write over, and the runner would accept it as the
// stage's result: refused like a path out of the workspace, before the stage starts.




/** The run `ctx` locates, then the runs it is nested in. */
function runFilesOf(ctx, ancestry = []) {
    return [{ statePath: ctx.statePath.rel, runRoot: ctx.runRoot.rel, pointerPath: ctx.pointerPath?.rel }, ...ancestry.map((a) => ({ statePath: a.statePath, runRoot: a.runRoot }))];
}
/** runFileAt for these runs: resolveOutput's check (bindings.ts loads none of the state modules). */
function runFileOf(ctx, ancestry = []) {
    const runs = runFilesOf(ctx, ancestry);
    return (rel) => runFileAt(rel, runs);
}
function within(rel, folder) {
    return rel === folder || rel.startsWith(`${folder}/`);
}
/** What `rel` is among the runs' own files (`the journal runs/r1/workflow_state.journal.jsonl`), or undefined. */
function runFileAt(rel, runs) {
    for (const run of runs) {
        const files = [
            ['state file', run.statePath],
            ['journal', (0,state_journal/* journalPathFor */.S7)(run.statePath)],
            ['fresh-start marker', (0,fresh_marker/* freshMarkerPath */.Wp)(run.statePath)],
            ['manifest', external_node_path_.posix.join(run.runRoot, manifest/* MANIFEST_FILE */.h1)],
            ['pointer', run.pointerPath],
        ];
        for (const [what, path] of files)
            if (path !== undefined && rel === path)
                return `the run's ${what} ${path}`;
        const lock = `${run.statePath}.lock`;
        if (rel === lock || rel.startsWith(`${lock}.`))
            return `the run's lock ${lock}`;
        for (const [folder, what] of [['logs', 'stage logs'], ['effects', 'side effect ledgers'], [fresh_marker/* SUPERSEDED_DIR */.Tp, 'moved-aside results']]) {
            const path = external_node_path_.posix.join(run.runRoot, folder);
            if (within(rel, path))
                return `in ${path}/, the run's ${what}`;
        }
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/core/steps/process/unenforced-budgets.ts
var unenforced_budgets = __webpack_require__(5111);
// EXTERNAL MODULE: ./src/core/steps/foreach/item-workflow.ts
var item_workflow = __webpack_require__(7917);
;// CONCATENATED MODULE: ./src/core/run/preflight.ts
// The checks a run makes before it takes the lock and runs anything, shared with `plan` so that
// plan predicts the stop a run would hit (docs/cli.md#plan) instead of calling it clean.

















// Kept where their callers find them (runner, status, plan).





/** On resume, an explicit input that differs from the value the run started with (none for a run that finishes an interrupted fresh start). */
function checkInputConflicts(ctx) {
    if (ctx.bound.controls.mode !== 'resume' || ctx.existing.kind !== 'ok')
        return;
    // A fresh start a crash interrupted: the run that finishes it is a new one, given these inputs
    // (the earlier run's fill in what is not given, wherever its journal is: context.ts).
    if ((0,fresh_marker/* freshStartPending */.S0)((0,fresh_marker/* readPendingFresh */.iW)(ctx.workspace, ctx.runRoot, ctx.statePath), ctx.existing.state.fresh_execution_of?.superseded_to))
        return;
    const persisted = ctx.existing.state.inputs;
    for (const [name, value] of ctx.bound.explicit) {
        if (name === 'run_id')
            continue;
        const before = persisted[name];
        if (before !== undefined && before !== value) {
            // A secret-looking value is not printed (the person who gave it sees which input differs).
            const [was, gives] = [(0,secret_names/* shownValue */.JJ)(name, before), (0,secret_names/* shownValue */.JJ)(name, value)];
            const values = was !== gives ? `was '${was}' when run ${ctx.runId} started; this invocation gives '${gives}'` : `differs from the value run ${ctx.runId} started with (a secret-looking value: neither is printed)`;
            throw new errors/* StagegateError */.q('WORKFLOW_INPUT_CONFLICT', `input ${name} ${values}`, {
                hint: 'Omit it (persisted inputs are reused), or start over with --mode fresh.',
            });
        }
    }
}
/**
 * Every agent-driven step must have an agent before anything runs; with `pathEnv` (the stages'
 * PATH), its CLI must be installed too (AGENT_NOT_FOUND names it and how to install it).
 * `unavailable`: a step no agent is named for, or whose CLI is not installed, is handed to it
 * instead of stopping the check (plan --show-prompt: a preview needs no agent); an agent named
 * wrong still throws. The steps checked: the workflow's, its parallel branches, its foreach
 * per_item steps, and those of every child workflow it names (recursively) \u2014 a child takes the
 * invocation's agent flags, never the parent's execution.agent (docs/agents.md#choosing-the-agent).
 */
function checkAgents(ctx, agents, pathEnv, unavailable, itemsRanAsShards = false, importers, mayRun) {
    const { workspace } = ctx;
    const checked = new Set();
    // An invocation that stops after a step (a fan-out's plan job: docs/action.md#fan-out-across-a-matrix) may run
    // where no agent is set up for the items or children after it: their steps are checked by the
    // invocation that runs them (each shard checks its per_item steps).
    // A merge runs no item (its shards did).
    const deep = ctx.bound.controls.stopAfterStep === undefined || ctx.bound.controls.stopAfterStep === null;
    for (const { workflow, step, child } of agentDrivenSteps(ctx.workflow, workspace, ctx.bindings, deep, deep && !itemsRanAsShards, importers, mayRun)) {
        let agent;
        try {
            agent = (0,registry/* resolveAgent */.cT)(workflow, step, agents, workspace);
        }
        catch (error) {
            if (!(error instanceof registry/* NoAgentConfigured */.Lu))
                throw error;
            const said = child === undefined ? error : childWithoutAgent(error, workflow, step, child);
            if (unavailable === undefined)
                throw said;
            unavailable(said);
            continue;
        }
        if (pathEnv === undefined || checked.has(agent.executable))
            continue;
        checked.add(agent.executable);
        if (!isInstalled(agent.executable, pathEnv)) {
            const error = agentNotFound(step.id, agent, 'before', agentLocation(workflow, step, agent));
            if (unavailable === undefined)
                throw error;
            unavailable(error);
        }
    }
}
/** A child workflow's agent-driven step no agent is named for, said as the child's (whose file the fix edits). */
function childWithoutAgent(error, child, step, via) {
    return new registry/* NoAgentConfigured */.Lu('WORKFLOW_INPUT_REQUIRED', `${via} (${child.file}): ${error.message}; a child workflow does not take execution.agent from the workflow that runs it. Nothing ran`, {
        hint: `Pass --agent ${registry/* AGENT_NAMES */.RO.join('|')} (the child runs with this invocation's agent flags), or set execution.agent in ${child.file} or agent: on its step ${step.id}.`,
        location: { file: child.file, line: step.line, column: step.column },
    });
}
/** How deep preflight follows child workflows (the run refuses deeper chains itself: steps/child/run.ts MAX_CHILD_DEPTH). */
const CHILD_DEPTH = 8;
/**
 * The agent-driven steps a run of `workflow` may reach: its steps, parallel branches and foreach
 * per_item steps, then those of each child workflow whose file is known before the run (a path
 * that needs a value only a stage gives, or a child that does not load, is left to the step: it
 * stops there as before). `child`: how the step is reached, for a child's step.
 */
function agentDrivenSteps(root, workspace, bindings, deep, items, importers, mayRun) {
    const out = [];
    const seen = new Set([root.file]);
    const visit = (workflow, runBindings, via, depth) => {
        const steps = [];
        for (const step of workflow.steps.values()) {
            // A resumed run's top-level steps it cannot reach again from where it is (stepsStillToRun).
            if (workflow === root && mayRun !== undefined && !mayRun.has(step.id))
                continue;
            steps.push(step);
            if (step.kind === 'parallel')
                steps.push(...(0,parallel_branches/* branchesOf */.IJ)(workflow, step));
            if (step.kind === 'foreach' && items)
                steps.push(...(0,item_workflow/* perItemSteps */.cm)(workflow, step));
        }
        for (const step of steps) {
            if (registry/* AGENT_DRIVEN_KINDS */.vD.has(step.kind))
                out.push({ workflow, step, ...(via !== undefined ? { child: via } : {}) });
            if (!deep || step.kind !== 'child_workflow' || step.def.child_workflow === undefined || depth >= CHILD_DEPTH)
                continue;
            let child;
            try {
                // The root's bindings resolve its children's paths; a grandchild's path only when it needs no input.
                const file = workspace.resolve((0,placeholders/* substitute */.V2)(step.def.child_workflow, runBindings ?? new Map()), `child workflow of step ${step.id}`).rel;
                if (seen.has(file))
                    continue;
                seen.add(file);
                child = (0,load_and_check/* loadAndCheck */.wy)(workspace, file, importers ?? {});
            }
            catch (error) {
                // A child in another format needs its importer, one with a gate_schema the schema engine:
                // given `importers`, the caller reads under withFormatImporters and withGateSchemaEngine
                // (preflightAsync), which load them and check again; without, its step checks it.
                if ((error instanceof formats/* FormatImporterNeeded */.r3 || error instanceof gate_schema.GateSchemaEngineNeeded) && importers !== undefined)
                    throw error;
                if (error instanceof placeholders/* PlaceholderError */.ik || error instanceof formats/* FormatImporterNeeded */.r3 || error instanceof gate_schema.GateSchemaEngineNeeded || (0,errors/* isStagegateError */.W)(error))
                    continue;
                throw error;
            }
            visit(child, undefined, `${via !== undefined ? `${via}, then ` : ''}child workflow step ${step.id}`, depth + 1);
        }
    };
    visit(root, bindings, undefined, 0);
    return out;
}
/**
 * The budgets this invocation's agents cannot be held to (a CLI that reports no cost or no
 * turns): said as warnings by `run` at its start and by `plan` (docs/agents.md#budgets). A step
 * whose agent cannot be resolved is left out (the run stops on it anyway).
 */
function budgetWarnings(workflow, workspace, agents) {
    const steps = [...workflow.steps.values(), ...(0,parallel_branches/* allBranches */.Iz)(workflow).map(({ branch }) => branch)].filter((s) => registry/* AGENT_DRIVEN_KINDS */.vD.has(s.kind));
    return (0,unenforced_budgets/* unenforcedBudgets */.O)(workflow, steps, (step) => {
        try {
            return (0,registry/* resolveAgent */.cT)(workflow, step, agents, workspace);
        }
        catch {
            return undefined;
        }
    });
}
/** Every declared output that can be resolved now stays inside the workspace, and off the run's own files. */
function checkOutputsConfined(ctx) {
    const { workflow, workspace } = ctx;
    const runFile = runFileOf(ctx);
    for (const step of workflow.steps.values()) {
        try {
            (0,run_bindings/* resolveOutput */.ST)(step, (0,run_bindings/* stepBindings */.rV)(ctx.bindings, step, undefined), workspace, workflow, runFile);
        }
        catch (error) {
            if ((0,errors/* isStagegateError */.W)(error) && error.code === 'PATH_OUTSIDE_WORKSPACE')
                throw error;
        }
    }
    for (const { step, branch } of (0,parallel_branches/* allBranches */.Iz)(workflow)) {
        try {
            (0,run_bindings/* resolveOutput */.ST)(branch, (0,parallel_branches/* branchBindings */.b8)(ctx.bindings, step, branch, undefined), workspace, workflow, runFile);
        }
        catch (error) {
            if ((0,errors/* isStagegateError */.W)(error) && error.code === 'PATH_OUTSIDE_WORKSPACE')
                throw error;
        }
    }
}
/** A resume of an unreadable state file. */
function checkStateReadable(ctx) {
    if (ctx.bound.controls.mode === 'resume' && ctx.existing.kind === 'corrupt')
        throw (0,refuse_unloadable/* integrityViolation */.FP)(ctx.existing);
}
/**
 * The run as its journal says it now, read again (undefined: it does not load now): for the checks
 * a reader without the run's lock (status, plan) makes against files a live runner may be writing
 * (checkLogsRecorded).
 */
function journalNow(ctx) {
    return () => {
        const load = (0,state_store/* loadRun */.Sj)({ state: ctx.statePath.abs }, ctx.workflow, ctx.statePath.rel, { log: false });
        return load.kind === 'ok' ? load.state : undefined;
    };
}
/** What the run lock is named in WORKFLOW_LOCKED. */
function lockName(ctx) {
    return `run ${ctx.runId} of workflow ${ctx.workflow.name}`;
}
/**
 * Everything a run checks before it runs anything, in the run's order (plan makes them all at
 * once, agents and their CLIs included, and a live runner holding the lock, without taking it).
 */
function preflight(ctx, agents, options = {}) {
    preflightInvocation(ctx, agents, options);
    state_lock/* RunLock */.jj.refuseIfHeld(ctx.lockPath, lockName(ctx));
    checkInputConflicts(ctx);
    checkStateReadable(ctx);
}
/**
 * The checks that read nothing of the run's state: made before the lock. What depends on the
 * state (input conflicts, a readable journal) is checked once the lock is held, on a state no
 *  other runner can be changing (open-run.ts).
 */
function preflightInvocation(ctx, agents, options = {}) {
    // A finished run is only re-reported on resume: it needs no agent \u2014 unless it is at another
    // source (`sourceChanged`: source-drift.ts), where rerun opens it again and runs its steps.
    const finished = ctx.bound.controls.mode === 'resume' && ctx.existing.kind === 'ok' && ctx.existing.state.active_step === null && options.sourceChanged !== true;
    if (!finished)
        checkAgents(ctx, agents, options.pathEnv, options.agentUnavailable, options.itemsRanAsShards === true, options.importers, stepsStillToRun(ctx, options.sourceChanged === true));
    checkOutputsConfined(ctx);
}
/**
 * The top-level steps a resume may still run: the active step and every step a transition of any
 * kind (a status, decide branch, on_reject, on_failure, retry_step, \u2026) can lead to from it, so a
 * completed agent step a loop can return to still needs its agent (docs/agents.md#choosing-the-agent).
 * undefined: every step may run \u2014 a new run, --mode fresh, --ignore-previous-completion, a fresh
 * start a crash interrupted, a run a source change or --rerun-from sends back (`reopened`), or an
 * active step the workflow no longer has. A parallel, foreach or child_workflow step counts with
 * its branches, per_item steps and child's steps.
 */
function stepsStillToRun(ctx, reopened) {
    if (reopened || ctx.bound.controls.mode !== 'resume' || ctx.bound.controls.ignorePreviousCompletion || ctx.existing.kind !== 'ok')
        return undefined;
    const state = ctx.existing.state;
    if ((0,fresh_marker/* freshStartPending */.S0)((0,fresh_marker/* readPendingFresh */.iW)(ctx.workspace, ctx.runRoot, ctx.statePath), state.fresh_execution_of?.superseded_to))
        return undefined;
    return reachableFromActive(ctx.workflow, state);
}
/** preflightInvocation with the importers and the gate_schema engine its child workflows need, loaded as it meets them (a native run's children load none). */
function preflightInvocationAsync(ctx, agents, options = {}) {
    return (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema.withGateSchemaEngine)(() => preflightInvocation(ctx, agents, { ...options, importers })));
}
/**
 * What a resume checks once it holds the lock: the state it would continue is one it can trust.
 * `resumeCommand`: the command that resumes the run, for the refusal's fix as the run gives it (an
 * edited workflow: that command with --allow-workflow-change).
 */
function checkResumable(ctx, allowWorkflowChange, resumeCommand, staleSource) {
    if (ctx.bound.controls.mode !== 'resume' || ctx.existing.kind !== 'ok')
        return;
    const state = ctx.existing.state;
    const resume = resumeCommand === undefined ? undefined : (0,integrity/* withWorkflowChange */.cl)(resumeCommand, state, ctx.workflow, allowWorkflowChange);
    // plan takes no lock: a log a live runner made since the run was read is judged on its journal read again.
    checkLogsRecorded(state, ctx.workflow, ctx.runRoot, ctx.statePath.rel, resume ?? (0,command_line/* runCommandLine */.rZ)(ctx.naming?.commandName ?? 'stagegate', ctx.workflow.file, ctx.runId, ctx.naming?.locating ?? []), journalNow(ctx));
    (0,integrity/* checkIntegrity */._D)(state, ctx.workflow, ctx.runId, ctx.bindings, ctx.workspace, ctx.statePath.rel, { allowWorkflowChange, naming: ctx.naming, ...(resume !== undefined ? { resumeCommand: resume, staleSource: staleSource?.(resume) } : {}) });
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
/** A new attempt token of an invocation (its random part from the run's pool, when given: random-hex.ts). */
function attemptToken(invocation, random) {
    return `${invocation}-${random ? random.hex(6) : (0,external_node_crypto_.randomBytes)(6).toString('hex')}`;
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

// EXTERNAL MODULE: ./src/core/steps/process/spend.ts
var spend = __webpack_require__(5781);
;// CONCATENATED MODULE: ./src/core/steps/process/budget.ts


/**
 * A breach by one attempt of a step (its own limits), else undefined. `partial`: its usage is a
 * lower bound (AttemptRecord.usage_partial), so a breach says `at least`.
 */
function attemptBreach(step, usage, turnLimitHit, partial = false) {
    const maxTurns = step.def.max_turns;
    if (usage?.turn_limit_hit || turnLimitHit) {
        return { scope: 'step', message: `step ${step.id} stopped at the agent's turn limit${maxTurns !== undefined ? ` (max_turns ${maxTurns})` : ''} before finishing` };
    }
    const atLeast = partial ? 'at least ' : '';
    const lowerBound = partial ? '; the attempt ended before its CLI reported usage, so this is a lower bound' : '';
    if (maxTurns !== undefined && usage?.turns != null && usage.turns > maxTurns) {
        return { scope: 'step', message: `step ${step.id} used ${atLeast}${usage.turns} turns (max_turns ${maxTurns}${lowerBound})` };
    }
    const maxCost = step.def.max_cost_usd;
    if (maxCost !== undefined && usage?.cost_usd != null && usage.cost_usd > maxCost) {
        return { scope: 'step', message: `step ${step.id} cost ${atLeast}${(0,unenforced_budgets/* usd */.d)(usage.cost_usd)} (max_cost_usd ${(0,unenforced_budgets/* usd */.d)(maxCost)}${lowerBound})` };
    }
    return undefined;
}
/** A breach of the run's budgets by the spend recorded in state (>= limit with `atLimit`). */
function workflowBreach(workflow, state, atLimit = false) {
    const total = (0,spend/* totalSpend */.JD)(state);
    const over = (value, limit) => limit !== undefined && value !== null && (atLimit ? value >= limit : value > limit);
    const maxCost = workflow.data.execution?.max_cost_usd;
    // Attempts that ended before their CLI reported usage count what they printed: a lower bound, said so.
    const atLeast = total.incomplete_attempts !== undefined ? 'at least ' : '';
    const unknown = total.incomplete_attempts !== undefined ? `; ${total.incomplete_attempts} attempt${total.incomplete_attempts === 1 ? '' : 's'} ended before ${total.incomplete_attempts === 1 ? 'its' : 'their'} CLI reported usage, so the spend is a lower bound` : '';
    if (over(total.cost_usd, maxCost)) {
        return { scope: 'workflow', message: `the run has cost ${atLeast}${(0,unenforced_budgets/* usd */.d)(total.cost_usd)} (execution.max_cost_usd ${(0,unenforced_budgets/* usd */.d)(maxCost)}${unknown})` };
    }
    const maxTurns = workflow.data.execution?.max_turns;
    if (over(total.turns, maxTurns)) {
        return { scope: 'workflow', message: `the run has used ${atLeast}${total.turns} agent turns (execution.max_turns ${maxTurns}${unknown})` };
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/core/run/failure-policy.ts
var failure_policy = __webpack_require__(9798);
// EXTERNAL MODULE: ./src/core/run/transition.ts
var run_transition = __webpack_require__(9122);
;// CONCATENATED MODULE: ./src/core/run/scoped-note.ts
/** The words a warning note starts with (run-host.ts, open-run.ts, attempts.ts). */
const WARNING_PREFIX = 'warning: ';
/**
 * `message` of a sub-run's note with `scope` (ending in its separator) put before its subject.
 * `step`: the step (label) the message is about, which begins it (after `warning: `); the scope is
 * then glued to it (`loop[A].work attempt 1 \u2026`). Absent: a note about the sub-run itself, put
 * after the scope and a colon (`loop[A]: killed \u2026`).
 */
function scopedNote(scope, message, step) {
    return scoped(scope, message, step).message;
}
/**
 * The step a scoped note is about, in the parent's terms (it begins the scoped text): `${scope}${step}`,
 * or \u2014 a note about the sub-run itself \u2014 the step that runs it (`loop[A]`, `review`).
 */
function scopedStep(scope, message, step) {
    return scoped(scope, message, step).step;
}
/** Both at once: the note told as the run's own (scopedNote) and the step it is about (scopedStep). */
function scoped(scope, message, step) {
    const warning = message.startsWith(WARNING_PREFIX);
    const text = warning ? message.slice(WARNING_PREFIX.length) : message;
    const aboutStep = step !== undefined && text.startsWith(step);
    const told = aboutStep ? `${scope}${text}` : `${scope.slice(0, -1)}: ${text}`;
    return { message: warning ? `${WARNING_PREFIX}${told}` : told, step: aboutStep ? `${scope}${step}` : scope.slice(0, -1) };
}
/** A sub-run's note event told as the run's own (scopedNote), its `step` in the parent's terms. */
function scopedNoteEvent(scope, event) {
    return { ...event, ...scoped(scope, event.message, event.step) };
}
/**
 * A sub-run's warnings (a foreach item's, a child's, a shard's run) told as the run's own, in their
 * order, each with the step it is about (the sub-run's RunOutcome.warningSteps) in the parent's terms.
 */
function scopedWarnings(scope, outcome) {
    return (outcome.warnings ?? []).map((warning) => scoped(scope, warning, outcome.warningSteps?.[warning]));
}

// EXTERNAL MODULE: ./src/core/run/reduce.ts + 3 modules
var reduce = __webpack_require__(2712);
// EXTERNAL MODULE: ./src/core/run/effects.ts
var effects = __webpack_require__(1319);
// EXTERNAL MODULE: ./src/core/gate/workflow-gate.ts
var workflow_gate = __webpack_require__(4852);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
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
const KEY = /^(\s*)([A-Za-z0-9_.-]+)\s*:/;
/**
 * The 1-based line of each key of the YAML mapping written in `lines[from..to)`: its top-level
 * keys (the least indented), and the keys of the mapping under `lift` one level down, as the
 * contract lifts them (`outputs`: a top-level key of the same name wins, as it does in the
 * contract's extra keys). A key nested anywhere else is no gate key and gives no line (a
 * `reviewer:` under `notes:` is not the gate's `reviewer`).
 */
function keyLinesOf(lines, from, to, lift) {
    const found = [];
    for (let i = from; i < to; i++) {
        const m = KEY.exec(lines[i]);
        if (m !== null)
            found.push({ indent: m[1].length, key: m[2], line: i + 1 });
    }
    if (found.length === 0)
        return {};
    const top = Math.min(...found.map((k) => k.indent));
    const own = {};
    const lifted = {};
    let parent;
    let child;
    for (const k of found) {
        if (k.indent === top) {
            parent = k.key;
            child = undefined;
            if (!Object.hasOwn(own, k.key))
                own[k.key] = k.line;
            continue;
        }
        if (parent !== lift || lift === undefined)
            continue;
        child ??= k.indent;
        if (k.indent === child && !Object.hasOwn(lifted, k.key))
            lifted[k.key] = k.line;
    }
    return { ...lifted, ...own };
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


const HEADER = /^(\s*)step_output:\s*(.*)$/;
function parseAioxStepOutput(text) {
    const lines = answerLines(text);
    const start = lastLineMatching(lines, HEADER);
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
    // Lines of the text (1-based): the header, each key of the block (status among them).
    const header = start + 1;
    const keyLines = keyLinesOf(lines, start + 1, end, 'outputs');
    const statusLine = keyLines['status'];
    const indent = HEADER.exec(lines[start])[1].length;
    const body = block.map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length))).join('\n');
    let data;
    try {
        data = (0,dist/* parse */.qg)(body, { maxAliasCount: 10, logLevel: 'error' });
    }
    catch (error) {
        const at = error.linePos?.[0]?.line;
        return { ok: false, reason: `the step_output block is not valid YAML: ${error.message.split('\n')[0]}`, line: at !== undefined ? start + at : header };
    }
    try {
        // An alias inside the node it names (`outputs: &o` \u2026 `me: *o`) makes the data contain
        // itself: it could never be recorded (the journal is JSON), so the block is refused here.
        JSON.stringify(data);
    }
    catch {
        return { ok: false, reason: 'the step_output block contains itself through a YAML alias (an alias inside the node it names)', line: header };
    }
    const out = data?.step_output;
    if (typeof out !== 'object' || out === null || Array.isArray(out))
        return { ok: false, reason: 'step_output must be a mapping with status: completed | failed', line: header };
    const fields = out;
    const status = fields['status'];
    if (status !== 'completed' && status !== 'failed')
        return { ok: false, reason: `step_output.status must be completed or failed, got ${JSON.stringify(status ?? null)}`, line: statusLine ?? header };
    const extra = {};
    const outputs = fields['outputs'];
    if (typeof outputs === 'object' && outputs !== null && !Array.isArray(outputs))
        Object.assign(extra, outputs);
    for (const [key, value] of Object.entries(fields))
        if (key !== 'status')
            extra[key] = value;
    const artifacts = Array.isArray(fields['artifacts']) ? fields['artifacts'].filter((a) => typeof a === 'string') : [];
    delete keyLines['status'];
    return { ok: true, status, extra, artifacts, ...(statusLine !== undefined ? { statusLine } : {}), keyLines };
}

;// CONCATENATED MODULE: ./src/core/gate/contracts/maestro-coordinate.ts

const maestro_coordinate_HEADER = /^\s*-{3,}\s*COORDINATE RESULT\s*-{3,}\s*$/i;
const FIELD = /^\s*([A-Za-z][A-Za-z0-9_ ]*?)\s*:\s*(.*)$/;
const LIST_ITEM = /^\s*[-*]\s+(.+)$/;
function parseMaestroCoordinate(text) {
    const lines = answerLines(text);
    const start = lastLineMatching(lines, maestro_coordinate_HEADER);
    if (start < 0)
        return { ok: false, reason: 'the answer has no --- COORDINATE RESULT --- block (maestro-flow result contract; no block means failure)' };
    const extra = {};
    // Each field's line (1-based, in the text): STATUS's, and the others' as the keys they become.
    const keyLines = {};
    let last;
    for (const [k, line] of lines.slice(start + 1).entries()) {
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
        const field = FIELD.exec(line);
        if (!field)
            continue;
        last = field[1].trim().toLowerCase().replace(/\s+/g, '_');
        extra[last] = field[2].trim();
        // The last occurrence: its value is the one the block records.
        keyLines[last] = start + 2 + k;
    }
    // SUCCESS | FAILURE for commands; an llm decision's answer names one of its edge labels. The
    // step's statuses decide which are allowed (an unrouted one is a contract violation).
    const status = typeof extra['status'] === 'string' && /^[A-Za-z0-9_.-]+$/.test(extra['status']) ? extra['status'].toUpperCase() : undefined;
    const statusLine = keyLines['status'];
    if (status === undefined)
        return { ok: false, reason: `the COORDINATE RESULT block has no usable STATUS (SUCCESS or FAILURE), got ${JSON.stringify(extra['status'] ?? null)}`, line: statusLine ?? start + 1 };
    delete extra['status'];
    delete keyLines['status'];
    const raw = extra['artifacts'];
    const artifacts = (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : []).map((a) => String(a).trim()).filter((a) => a !== '' && a.toLowerCase() !== 'none');
    if (raw !== undefined)
        extra['artifacts'] = artifacts;
    return { ok: true, status, extra, artifacts, ...(statusLine !== undefined ? { statusLine } : {}), keyLines };
}

;// CONCATENATED MODULE: ./src/core/gate/gate-schema-guide.ts
// What an agent is told about its step's gate_schema (docs/agents.md#the-prompt): each extra key
// the schema declares \u2014 required ones first, in the order `required` lists them, then the others in
// the order `properties` has them \u2014 with its type, enum or constant, constraints and description,
// as a line of the result block's template (`score: <integer, 0\u2013100>`) and a line of the stage
// contract. What cannot be said that way (anyOf, $ref, patternProperties, a nested object deeper
// than one level, \u2026) is given as the schema's compact JSON too, cut at MAX_SCHEMA_JSON_CHARS.
//
// Pure and deterministic: the schema as it was read (its own key order), no clock, no engine (ajv
// is not needed to describe a schema), so a prompt's bytes stay the same for the same schema.
/** Keys described one by one; a schema declaring more is also given as JSON. */
const MAX_GUIDE_FIELDS = 24;
/** A description (or title) is said on one line, cut at this many characters. */
const MAX_DESCRIPTION_CHARS = 240;
/** Enum values shown in a template line; more are left to the schema's JSON. */
const MAX_ENUM_VALUES = 12;
/** The schema's compact JSON, when it is given, is cut at this many characters. */
const MAX_SCHEMA_JSON_CHARS = 3000;
/** A key's words (long enum values, a pattern, a nested mapping's keys) are cut at this many characters; the schema's JSON then says the rest. */
const MAX_VALUE_WORDS_CHARS = 480;
const ANNOTATIONS = new Set(['description', 'title', '$comment', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly']);
const TOP_KEYWORDS = new Set([...ANNOTATIONS, '$schema', '$id', '$defs', 'type', 'properties', 'required', 'additionalProperties', 'unevaluatedProperties']);
const VALUE_KEYWORDS = new Set([
    ...ANNOTATIONS,
    'type',
    'enum',
    'const',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'multipleOf',
    'minLength',
    'maxLength',
    'pattern',
    'format',
    'items',
    'minItems',
    'maxItems',
    'uniqueItems',
    'properties',
    'required',
    'additionalProperties',
]);
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
function isObj(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** One line, cut. */
function oneLine(text) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > MAX_DESCRIPTION_CHARS ? `${flat.slice(0, MAX_DESCRIPTION_CHARS - 1)}\u2026` : flat;
}
/** A string YAML reads back as itself without quotes (and that is not a word YAML reads as a boolean or null). */
function plainSafe(s) {
    return /^[A-Za-z_][A-Za-z0-9_./-]*$/.test(s) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(s);
}
/**
 * A value as the block would carry it: a plain word bare, anything else as JSON (which YAML reads
 * alike). `asText`: the block's values are read as text (maestro), so a one-line string is written
 * as it is \u2014 quotes would be part of the value.
 */
function literal(v, asText = false) {
    if (typeof v === 'string' && (plainSafe(v) || (asText && v !== '' && v.trim() === v && !/[\r\n]/.test(v))))
        return v;
    return JSON.stringify(v) ?? 'null';
}
/** A key of the block as written: bare when it can be (not a word YAML reads as a boolean or null), else double-quoted. */
function blockKey(name) {
    return /^[A-Za-z_][A-Za-z0-9_-]*$/.test(name) && !/^(true|false|null)$/i.test(name) ? name : JSON.stringify(name);
}
function num(v) {
    return typeof v === 'number' && Number.isFinite(v);
}
function countOf(n, one, many) {
    return `${n} ${n === 1 ? one : many}`;
}
/** A size range in words: `1\u201340 characters`, `at least 1 item`, `at most 3 items`. */
function sizeRange(min, max, one, many) {
    const lo = num(min) && min > 0 ? min : undefined;
    const hi = num(max) ? max : undefined;
    if (lo !== undefined && hi !== undefined)
        return lo === hi ? `exactly ${countOf(lo, one, many)}` : `${lo}\u2013${countOf(hi, one, many)}`;
    if (lo !== undefined)
        return `at least ${countOf(lo, one, many)}`;
    if (hi !== undefined)
        return `at most ${countOf(hi, one, many)}`;
    return undefined;
}
/** A number's bounds in words (no < or >: a template's <...> holds them): `0\u2013100`, `at least 1`, `more than 0 and at most 1`. */
function numberRange(s) {
    const lo = num(s['exclusiveMinimum']) ? `more than ${s['exclusiveMinimum']}` : num(s['minimum']) ? `at least ${s['minimum']}` : undefined;
    const hi = num(s['exclusiveMaximum']) ? `less than ${s['exclusiveMaximum']}` : num(s['maximum']) ? `at most ${s['maximum']}` : undefined;
    if (num(s['minimum']) && num(s['maximum']) && !num(s['exclusiveMinimum']) && !num(s['exclusiveMaximum']))
        return `${s['minimum']}\u2013${s['maximum']}`;
    if (lo !== undefined && hi !== undefined)
        return `${lo} and ${hi}`;
    return lo ?? hi;
}
const TYPE_WORDS = {
    string: ['string', 'strings'],
    integer: ['integer', 'integers'],
    number: ['number', 'numbers'],
    boolean: ['true or false', 'true/false values'],
    null: ['null', 'nulls'],
    array: ['list', 'lists'],
    object: ['mapping', 'mappings'],
};
/** A template line's <...> holds at most this much; a longer value says its type and points to the key's line. */
const MAX_TEMPLATE_VALUE_CHARS = 80;
/** A value's schema in words; `depth` bounds nested mappings and lists. */
function describeValue(s, depth, asText) {
    if (s === true || (isObj(s) && Object.keys(s).every((k) => ANNOTATIONS.has(k))))
        return { text: 'any value', complete: true, short: 'any value' };
    if (!isObj(s))
        return { text: 'see the schema', complete: false, short: 'value' };
    let complete = Object.keys(s).every((k) => VALUE_KEYWORDS.has(k));
    if (Object.hasOwn(s, 'const')) {
        const lit = literal(s['const'], asText);
        return { text: `exactly ${lit}`, literal: lit, complete, short: 'value' };
    }
    const parts = [];
    let choices;
    if (Array.isArray(s['enum'])) {
        const values = s['enum'].slice(0, MAX_ENUM_VALUES).map((v) => literal(v, asText));
        if (s['enum'].length > MAX_ENUM_VALUES)
            complete = false;
        const more = s['enum'].length > MAX_ENUM_VALUES;
        // A value holding the separator would read as two: then each value in backticks, comma-separated.
        if (values.some((v) => v.includes('|'))) {
            choices = `one of ${values.map((v) => `\`${v}\``).join(', ')}${more ? ', \u2026' : ''}`;
            parts.push(choices);
        }
        else {
            choices = `${values.join(' | ')}${more ? ' | \u2026' : ''}`;
            parts.push(`one of ${choices}`);
        }
    }
    const types = typeof s['type'] === 'string' ? [s['type']] : Array.isArray(s['type']) ? s['type'].filter((t) => typeof t === 'string') : [];
    if (s['type'] !== undefined && types.length === 0)
        complete = false;
    const has = (t) => types.includes(t);
    if (choices === undefined && types.length > 0) {
        if (has('array') && types.length === 1) {
            const items = s['items'];
            if (items === undefined || items === true)
                parts.push('list');
            else if (depth >= 1) {
                parts.push('list');
                complete = false;
            }
            else {
                const inner = describeValue(items, depth + 1, asText);
                if (!inner.complete)
                    complete = false;
                const plain = isObj(items) && typeof items['type'] === 'string' && Object.keys(items).every((k) => k === 'type' || ANNOTATIONS.has(k)) ? TYPE_WORDS[items['type']]?.[1] : undefined;
                parts.push(plain !== undefined ? `list of ${plain}` : `list, each item ${inner.literal ?? inner.text}`);
            }
        }
        else if (has('object') && types.length === 1 && isObj(s['properties'])) {
            if (depth >= 1) {
                parts.push('mapping');
                complete = false;
            }
            else {
                const required = Array.isArray(s['required']) ? s['required'].filter((r) => typeof r === 'string') : [];
                const keys = Object.entries(s['properties']).map(([k, v]) => {
                    const inner = describeValue(v, depth + 1, asText);
                    if (!inner.complete)
                        complete = false;
                    return `${blockKey(k)} (${required.includes(k) ? 'required, ' : ''}${inner.literal ?? inner.text})`;
                });
                if (required.some((r) => !Object.hasOwn(s['properties'], r)))
                    complete = false;
                parts.push(`mapping with keys ${keys.join('; ')}`);
                if (s['additionalProperties'] === false)
                    parts.push('no other keys');
                else if (s['additionalProperties'] !== undefined && s['additionalProperties'] !== true)
                    complete = false;
            }
        }
        else {
            parts.push(types.map((t) => TYPE_WORDS[t]?.[0] ?? t).join(' or '));
            if (has('object') && (s['properties'] !== undefined || s['required'] !== undefined || s['additionalProperties'] !== undefined))
                complete = false;
            if (has('array') && s['items'] !== undefined)
                complete = false;
        }
    }
    else if (choices === undefined && (s['properties'] !== undefined || s['items'] !== undefined))
        complete = false;
    const range = numberRange(s);
    if (range !== undefined)
        parts.push(range);
    if (num(s['multipleOf']))
        parts.push(`a multiple of ${s['multipleOf']}`);
    const length = sizeRange(s['minLength'], s['maxLength'], 'character', 'characters');
    if (length !== undefined)
        parts.push(length);
    if (typeof s['pattern'] === 'string')
        parts.push(`matching the regular expression ${JSON.stringify(s['pattern'])}`);
    if (typeof s['format'] === 'string')
        parts.push(`format ${s['format']}`);
    const count = sizeRange(s['minItems'], s['maxItems'], 'item', 'items');
    if (count !== undefined)
        parts.push(count);
    if (s['uniqueItems'] === true)
        parts.push('no duplicates');
    // The type words alone: `list` of `list, each item \u2026`, `mapping` of `mapping with keys \u2026`.
    const short = choices === undefined && parts.length > 0 ? parts[0].split(/[,;(]| with | each /)[0].trim() : 'value';
    return { text: parts.length > 0 ? parts.join(', ') : 'any value', ...(choices !== undefined ? { choices } : {}), complete, short };
}
/** `<words>`, or when the words are long or hold < or > (a pattern, an enum value): `<TYPE: see below>`. */
function templateValue(words, short) {
    return words.length <= MAX_TEMPLATE_VALUE_CHARS && !/[<>\n]/.test(words) ? `<${words}>` : `<${short.replace(/[<>]/g, '')}: see the key below>`;
}
/**
 * The guide to a gate_schema: the keys it declares, minus `reserved` (the block's own fields, which
 * are never extra keys), required first.
 */
function gateSchemaGuide(schema, reserved, options = {}) {
    const asText = options.asText === true;
    let complete = Object.keys(schema).every((k) => TOP_KEYWORDS.has(k)) && (schema['type'] === undefined || schema['type'] === 'object');
    const properties = isObj(schema['properties']) ? schema['properties'] : {};
    if (schema['properties'] !== undefined && !isObj(schema['properties']))
        complete = false;
    const required = Array.isArray(schema['required']) ? [...new Set(schema['required'].filter((r) => typeof r === 'string'))] : [];
    const names = [...required, ...Object.keys(properties).filter((k) => !required.includes(k))].filter((n) => !reserved.has(n) && !FORBIDDEN_KEYS.has(n));
    if (names.length > MAX_GUIDE_FIELDS)
        complete = false;
    const fields = [];
    for (const name of names.slice(0, MAX_GUIDE_FIELDS)) {
        const own = Object.hasOwn(properties, name) ? properties[name] : true;
        const d = describeValue(own, 0, asText);
        if (!d.complete)
            complete = false;
        // Bounded: words (or a constant) too long for the prompt are cut, and the schema's JSON says the rest.
        const words = d.text.length > MAX_VALUE_WORDS_CHARS ? `${d.text.slice(0, MAX_VALUE_WORDS_CHARS - 1)}\u2026` : d.text;
        const lit = d.literal !== undefined && d.literal.length <= MAX_VALUE_WORDS_CHARS ? d.literal : undefined;
        if (words !== d.text || lit !== d.literal)
            complete = false;
        const note = isObj(own) ? (typeof own['description'] === 'string' ? own['description'] : typeof own['title'] === 'string' ? own['title'] : undefined) : undefined;
        fields.push({
            name,
            required: required.includes(name),
            value: lit ?? (d.literal !== undefined ? '<value: see the schema below>' : templateValue(d.choices ?? d.text, d.short)),
            text: d.text === 'any value' || /\bstrings?\b/.test(d.text),
            about: `${words}${note !== undefined && oneLine(note) !== '' ? ` \u2014 ${oneLine(note)}` : ''}`,
        });
    }
    const extra = schema['additionalProperties'];
    const unevaluated = schema['unevaluatedProperties'];
    let others = 'any';
    let othersAbout;
    if (extra === false || (unevaluated === false && complete))
        others = 'none';
    else if (extra !== undefined && extra !== true) {
        others = 'some';
        const d = describeValue(extra, 1, asText);
        if (d.complete)
            othersAbout = d.literal !== undefined ? `exactly ${d.literal}` : d.text;
        else
            complete = false;
    }
    else if (unevaluated !== undefined && unevaluated !== true) {
        others = 'some';
        complete = false;
    }
    if (!complete && others === 'any' && Object.keys(schema).some((k) => !TOP_KEYWORDS.has(k)))
        others = 'some';
    const description = typeof schema['description'] === 'string' && oneLine(schema['description']) !== '' ? oneLine(schema['description']) : undefined;
    const guide = { fields, others, ...(description !== undefined ? { description } : {}), ...(othersAbout !== undefined ? { othersAbout } : {}) };
    if (!complete) {
        const text = JSON.stringify(schema);
        guide.json = text.length > MAX_SCHEMA_JSON_CHARS ? { text: `${text.slice(0, MAX_SCHEMA_JSON_CHARS)}\u2026`, cut: true } : { text, cut: false };
    }
    return guide;
}
/** The result block's lines for the declared keys: `<indent><key>: <value>`. */
function guideTemplateLines(guide, keyOf, indent) {
    return guide.fields.map((f) => `${indent}${keyOf(f.name)}: ${f.value}`);
}
function fenceFor(text) {
    const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
    return '`'.repeat(longest + 1);
}
/**
 * The stage contract's lines about the schema: which keys it checks (`checks`: in the words of the
 * block), each declared key, the keys it allows besides, and its JSON when the keys do not say it all.
 * `yaml`: the block is YAML (a string that reads as a number must be quoted).
 */
function guideContractLines(guide, source, checks, keyOf, yaml) {
    const where = source.startsWith('inline at ') ? source : `\`${source}\``;
    const lines = [
        `- This step's gate_schema (${where}) checks ${checks}: a result that does not match it fails the stage (GATE_SCHEMA_VIOLATION).${guide.description !== undefined ? ` It says: ${guide.description}` : ''}${guide.fields.length > 0 ? ' The template above has a line for each key it declares:' : ' It declares no key by name.'}`,
    ];
    for (const f of guide.fields)
        lines.push(`  - \`${keyOf(f.name)}\` (${f.required ? 'required' : 'optional: leave its line out when it does not apply'}): ${f.about}`);
    if (guide.others === 'none')
        lines.push('- No other extra key is allowed.');
    else if (guide.others === 'some')
        lines.push(guide.othersAbout !== undefined ? `- Any other extra key must be ${guide.othersAbout}.` : '- Other extra keys must match the schema below.');
    if (guide.json !== undefined) {
        const f = fenceFor(guide.json.text);
        lines.push(`- The schema in full (every rule in it is checked${guide.json.cut ? `; cut here at ${MAX_SCHEMA_JSON_CHARS} characters, the whole schema is ${where}` : ''}):`, '', `${f}json`, guide.json.text, f, '');
    }
    // Free text in YAML: a `: `, a ` #`, a leading - * & ! @ % or quote, a number's or true's look all change or break it.
    if (yaml && guide.fields.some((f) => f.text)) {
        lines.push('- Write each string value in double quotes, escaping `"` and `\\` as in JSON (`notes: "Looks fine: ship it"`): unquoted, YAML misreads a value that holds `: ` or ` #`, starts with `-`, `*`, `&`, `!`, `@`, `%`, `[`, `{` or a quote, or reads as a number, true or null ("1.0", "true").');
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/core/gate/contracts/index.ts



/** Only the end of an answer is read, as for gates: a huge transcript costs nothing. */
const RESULT_WINDOW_BYTES = 64 * 1024;
function parseContractResult(contract, text) {
    return contract === 'aiox_step_output' ? parseAioxStepOutput(text) : parseMaestroCoordinate(text);
}
/** The contract's block from the end of an answer held in memory: the same window as for a file. */
function parseContractTail(contract, answer) {
    const bytes = Buffer.from(answer, 'utf8');
    if (bytes.length <= RESULT_WINDOW_BYTES)
        return parseContractResult(contract, answer);
    const tail = bytes.subarray(bytes.length - RESULT_WINDOW_BYTES).toString('utf8');
    return parseContractResult(contract, tail.slice(tail.indexOf('\n') + 1));
}
/**
 * The contract's block from a file's last bytes (`tail`, at most RESULT_WINDOW_BYTES, starting at
 * offset `tailStart`): the judge takes them from the pass that hashes the file (sha256FileWithTail).
 */
function parseContractWindow(contract, tail, tailStart) {
    let text = tail.toString('utf8');
    // A window that starts mid-line: drop the partial first line.
    if (tailStart > 0)
        text = text.slice(text.indexOf('\n') + 1);
    return parseContractResult(contract, text);
}
/**
 * The fix for a missing or malformed block of this contract (GATE_RESULT_MISSING); `edit` says how
 * a fix by editing what the step runs is resumed (run/edit-fix.ts, in the words of its kind).
 */
function contractResultFix(contract, edit) {
    const block = contract === 'aiox_step_output' ? 'a `step_output:` YAML block (status: completed | failed)' : 'a `--- COORDINATE RESULT ---` block (STATUS: SUCCESS | FAILURE)';
    return `End the step's answer (its declared output, else what it prints) with ${block} and nothing after it (see docs/formats.md#result-contracts), then resume. ${edit}`;
}
/** The fields of a maestro COORDINATE RESULT block the template offers besides STATUS (maestro's own vocabulary, prompt-assembler.ts: the chains branch on these words). */
const MAESTRO_FIELDS = [
    ['phase', '<number, or none>'],
    ['verification_status', '<passed | failed | pending, if applicable>'],
    ['review_verdict', '<PASS | WARN | BLOCK, if applicable>'],
    ['uat_status', '<passed | failed | pending, if applicable>'],
    ['artifacts', '<comma-separated paths, or none>'],
    ['summary', '<one line>'],
];
/** The fields of aiox's step_output block the template offers besides status. */
const AIOX_FIELDS = [
    ['outputs', '{}        # named results later steps need (e.g. score_9p: 8)'],
    ['score', 'null        # a numeric score when the step produces one'],
    ['artifacts', '[]      # files you created or changed'],
];
/** A key as a maestro block writes it: upper-cased (the parser lower-cases it back). */
function maestroKey(name) {
    return /^[a-z][a-z0-9_]*$/.test(name) ? name.toUpperCase() : name;
}
/**
 * What the prompt tells an agent about the block its answer must end with. With a gate_schema
 * (`guide`), the block's template has a line for each key it declares, and keeps the fields it
 * offers otherwise only where the schema allows keys it does not declare.
 */
function contractInstructions(contract, statuses, guide, reads = []) {
    const offered = (fields) => fields.filter(([name]) => guide === undefined || (guide.others === 'any' && !guide.fields.some((f) => f.name === name)));
    // The keys later steps read that the template has no line for yet (a closed gate_schema allows none).
    const own = (fields) => new Set(['status', ...fields.map(([name]) => name), ...(guide?.fields.map((f) => f.name) ?? [])].map((k) => k.toLowerCase()));
    const extra = (fields) => (guide === undefined || guide.others === 'any' ? reads.filter((r) => !own(fields).has(r.key.toLowerCase())) : []);
    if (contract === 'aiox_step_output') {
        const keys = extra(AIOX_FIELDS);
        const fields = keys.length === 0 ? offered(AIOX_FIELDS) : offered(AIOX_FIELDS).filter(([name]) => name !== 'outputs');
        return [
            '- End your answer (your final output) with exactly this YAML block, filled in:',
            '',
            '```yaml',
            'step_output:',
            `  status: <${statuses.filter((s) => s === 'completed' || s === 'failed').join(' | ') || 'completed | failed'}>`,
            ...(guide ? guideTemplateLines(guide, blockKey, '  ') : []),
            // aiox names a step's results under outputs (each key of it is a gate key too).
            ...(keys.length > 0 ? ['  outputs:          # named results later steps need', ...keys.map((r) => `    ${blockKey(r.key)}: ${readValue(r)}`)] : []),
            ...fields.map(([name, value]) => `  ${name}: ${value}`),
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
        ...(guide ? guideTemplateLines(guide, maestroKey, '') : []),
        ...extra(MAESTRO_FIELDS).map((r) => `${maestroKey(r.key)}: ${readValue(r)}`),
        ...offered(MAESTRO_FIELDS).map(([name, value]) => `${maestroKey(name)}: ${value}`),
        '```',
        '',
        '- The runner routes only on this block: no block means FAILURE.',
    ];
}
/**
 * The template value of a key later steps read: the values their decisions compare it with first
 * (`<passed | \u2026, read by check_business_test>`), so the agent knows what the words are.
 */
function readValue(r) {
    const by = `read by ${r.readers.join(', ')}`;
    const values = r.values.filter((v) => !/[<>|\n]/.test(v));
    return values.length > 0 ? `<${values.join(' | ')} | \u2026, ${by}>` : `<value, ${by}>`;
}

// EXTERNAL MODULE: ./src/core/gate/contracts/contract-of.ts
var contract_of = __webpack_require__(1883);
// EXTERNAL MODULE: ./src/core/workspace/digest.ts
var workspace_digest = __webpack_require__(3929);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var model_workflow = __webpack_require__(7280);
// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(1742);
;// CONCATENATED MODULE: ./src/core/gate/stray-output.ts
// An agent that wrote its result to the wrong path (`work-out.md` for `work.md`): the file a stage
// created beside its declared output, with a name near it, named in STAGE_OUTPUT_MISSING so the
// stop (and the next attempt's prompt, which quotes it) says where the result went. The folder's
// names are read once before the attempt and once after a missing output: two readdirs, no stat.



/** The names in the output's folder now (undefined: it cannot be listed). */
function namesBeside(output) {
    try {
        return new Set((0,external_node_fs_.readdirSync)((0,external_node_path_.dirname)(output.abs)));
    }
    catch {
        return undefined;
    }
}
/** A name without its last extension (`work-out` of `work-out.md`). */
const stemOf = (name) => name.replace(/(?<=.)\.[^.]*$/, '');
/**
 * The workspace-relative path of a file the attempt created in the output's folder (not among
 * `before`) whose name is near the declared one: the same name but for its extension, a did-you-mean
 * match (a typo), or one name's stem holding the other's (`work-out.md`, `final-work.md` for
 * `work.md`; stems of 3 characters or more). Undefined when there is none.
 */
function strayOutput(output, before) {
    if (before === undefined)
        return undefined;
    const folder = (0,external_node_path_.dirname)(output.abs);
    let created;
    try {
        created = (0,external_node_fs_.readdirSync)(folder, { withFileTypes: true })
            .filter((e) => e.isFile() && !before.has(e.name))
            .map((e) => e.name)
            .sort();
    }
    catch {
        return undefined;
    }
    if (created.length === 0)
        return undefined;
    const base = output.rel.slice(output.rel.lastIndexOf('/') + 1);
    const stem = stemOf(base).toLowerCase();
    const stems = created.map((n) => stemOf(n).toLowerCase());
    const near = (0,did_you_mean/* closest */.kp)(stem, stems);
    const holds = (other) => stem.length >= 3 && other.length >= 3 && (other.includes(stem) || stem.includes(other));
    const at = near !== undefined ? stems.indexOf(near) : stems.findIndex(holds);
    if (at < 0)
        return undefined;
    const dir = output.rel.slice(0, output.rel.lastIndexOf('/') + 1);
    return `${dir}${created[at]}`;
}

;// CONCATENATED MODULE: ./src/core/gate/judge.ts
// One judge for every finished attempt: its process result first (a spawn failure, a timeout, a
// signal or a non-zero exit is a failure \u2014 an agent being alive is never a result), then the
// step's result: the declared output and its WORKFLOW_GATE, another runner's result contract,
// or the exit status alone. One verdict type for stages and parallel branches alike.










function statOrUndefined(path) {
    try {
        // Absent is the common answer (an output before its first attempt): told without an exception,
        // whose stack trace each stage paid for.
        return (0,external_node_fs_.statSync)(path, { throwIfNoEntry: false });
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
    if (result.spawnError !== undefined) {
        // ESPAWNER: the process that spawned the stage (host/spawner.ts) died under it; the stage was stopped with it.
        if (result.spawnErrorCode === 'ESPAWNER')
            return { ok: false, code: 'STAGE_FAILED', message: `step ${step.id} was stopped: ${result.spawnError}` };
        return { ok: false, code: 'STAGE_FAILED', message: `step ${step.id} could not start: ${result.spawnError}` };
    }
    if (result.timedOut)
        return { ok: false, code: 'STAGE_TIMEOUT', message: `step ${step.id} exceeded its time limit and was killed (log: ${log.rel})` };
    if (result.exitCode !== 0) {
        const how = result.signal ? `was killed by ${result.signal}` : `exited with status ${result.exitCode}`;
        const wrote = writtenBeforeFailing(a);
        if (wrote === undefined)
            return { ok: false, code: 'STAGE_FAILED', message: `step ${step.id} ${how} (log: ${log.rel})` };
        return {
            ok: false,
            code: 'STAGE_FAILED',
            message: `step ${step.id} ${how} (log: ${log.rel}); it wrote its declared output ${wrote} first, which a failed attempt never counts \u2014 an agent that cannot proceed lists its open questions there`,
            fix: `Read ${wrote} (what the agent wrote before it failed: its open questions or blockers) and the stage log, fix the cause, then resume: the same step runs again as a new attempt.`,
        };
    }
    return undefined;
}
/**
 * The declared output an agent stage wrote in an attempt that then failed, when it did. The stage
 * contract tells an agent that cannot proceed, and has no status that says so, to write its
 * questions there and exit non-zero: the stop names the file, not only the log.
 */
function writtenBeforeFailing(a) {
    if (a.step.kind !== 'agent' || a.judging !== 'gate' || a.output === undefined)
        return undefined;
    const now = statOrUndefined(a.output.abs);
    if (now === undefined || !now.isFile())
        return undefined;
    return a.before !== undefined && sameFile(a.before, now) ? undefined : a.output.rel;
}
/** The output, checked again now that it exists (a stage may have made it a link out of the workspace). */
function confined(a, output) {
    try {
        return a.workspace.resolve(output.rel, `output of step ${a.step.id}`);
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return { ok: false, code: error.code, message: `${error.message} The stage replaced its output with a link out of the workspace; it was not read.` };
    }
}
/** A file the runner cannot read (chmod 000, a FIFO) is not accepted: a verdict recorded in state, never a crash. */
function notReadable(step, output) {
    const why = (0,own_file/* unreadableBecause */.Qg)(output.abs);
    return why === undefined ? undefined : { ok: false, code: 'STAGE_OUTPUT_MISSING', message: `declared output ${output.rel} of step ${step.id} cannot be read (${why}); it was not accepted` };
}
/**
 * The evidence read once: its digest and its last `window` bytes. A file that changed while it was
 * read (a process the stage left running still writes it) is refused: the gate judged and the
 * digest recorded must be the same bytes.
 */
function readEvidence(step, evidence, window, watch) {
    try {
        return (0,workspace_digest/* sha256FileWithTail */.Qe)(evidence.abs, window, watch);
    }
    catch (error) {
        if (error instanceof workspace_digest/* FileChangedWhileReadError */.CC) {
            return {
                ok: false,
                code: 'STALE_ARTIFACT_REJECTED',
                message: `step ${step.id}: ${evidence.rel} ${error.how} while the runner read it for its result and sha256, so they would describe different bytes; it was not accepted (a process the stage left running may still be writing it)`,
                fix: `Make the stage finish writing ${evidence.rel} before it exits (wait for any process it starts in the background), then resume: the same step runs again (nothing of it was accepted, so there is no verdict to take back).`,
            };
        }
        if (error.code === 'ENOENT')
            return { ok: false, code: 'GATE_RESULT_MISSING', message: `${evidence.rel}: file not found` };
        if (error instanceof own_file/* NotRegularFileError */.iZ)
            return { ok: false, code: 'GATE_RESULT_MISSING', message: `${evidence.rel}: it is ${error.kind}, not a file` };
        throw error;
    }
}
const digestOf = (read) => ({ sha256: read.sha256, size: read.size });
/** The accepted verdict of a read, with the watched strings it found. */
const accepted = (gate, evidence, read) => ({ ok: true, gate, evidence, digest: digestOf(read), ...(read.found.length > 0 ? { holds: read.found } : {}) });
/**
 * A status the step does not route: said about the file it was read from (`evidence`), at the
 * gate's `status:` line when known (`out.md:6: step write reported status \u2026`).
 */
function unrouted(step, status, evidence, statusLine) {
    if (step.def.statuses && Object.prototype.hasOwnProperty.call(step.def.statuses, status))
        return undefined;
    const allowed = Object.keys(step.def.statuses ?? {}).join(', ');
    const message = `step ${step.id} reported status ${status}, which the workflow does not route (allowed: ${allowed})`;
    if (statusLine === undefined)
        return { ok: false, code: 'WORKFLOW_STATUS_CONTRACT_VIOLATION', message: `${evidence.rel}: ${message}` };
    return { ok: false, code: 'WORKFLOW_STATUS_CONTRACT_VIOLATION', message: `${evidence.rel}:${statusLine}: ${message}`, location: { file: evidence.rel, line: statusLine } };
}
/** A gate that does not parse, about its file: `out.md:5: \u2026` and its location when the line is known. */
function unparsed(evidence, parsed) {
    const message = (0,workflow_gate/* gateFailureText */.De)(evidence.rel, parsed);
    return parsed.line === undefined ? { ok: false, code: 'GATE_RESULT_MISSING', message } : { ok: false, code: 'GATE_RESULT_MISSING', message, location: { file: evidence.rel, line: parsed.line } };
}
/**
 * A status of the step's failure_statuses: the stage says it could not do its work. The attempt
 * fails as a failed process does (STAGE_FAILED: retried, then on_failure, else a resumable stop
 * where an optional step may be skipped) \u2014 never a verdict the run routes on.
 */
function failing(step, status, evidence, log) {
    if (step.def.failure_statuses?.includes(status) !== true)
        return undefined;
    return {
        ok: false,
        code: 'STAGE_FAILED',
        message: `step ${step.id} reported status ${status} (${evidence.rel}), one of its failure_statuses: the stage could not do its work (log: ${log.rel})`,
        failureStatus: status,
        // Why is in what the stage wrote (its output, before the status) more than in its log.
        fix: `Read why in the stage's output ${evidence.rel} (what it wrote before its status) and its log ${log.rel}, fix the cause, then resume: the same step runs again as a new attempt.`,
    };
}
/**
 * A status the step routes to ASK: the gate must carry the question (`question:`, text). Such a
 * gate is accepted as a question (run/questions.ts), never as the step's result: the gate_schema,
 * which describes results, is not checked against it (a closed schema need not allow `question`).
 */
function asking(step, gate, evidence, statusLine) {
    if (!(0,model_workflow/* routesToAsk */.zU)(step, gate.status))
        return undefined;
    const question = gate.extra['question'];
    // A NUL byte (YAML's "\0") is no text: the answered rerun gets the question in its environment, which cannot hold one.
    if (typeof question === 'string' && question.trim() !== '' && !question.includes('\0'))
        return undefined;
    const held = typeof question === 'string' && question.includes('\0') ? '; it holds a NUL byte, which a stage\'s environment cannot carry' : question !== undefined ? `; it holds ${question === null ? 'null' : typeof question === 'object' ? 'a list or mapping' : `the ${typeof question} ${String(question)}`}` : '';
    const message = `step ${step.id} reported status ${gate.status}, which it routes to ASK, but its gate has no question (a \`question:\` key holding text${held})`;
    if (statusLine === undefined)
        return { ok: false, code: 'GATE_QUESTION_MISSING', message: `${evidence.rel}: ${message}` };
    return { ok: false, code: 'GATE_QUESTION_MISSING', message: `${evidence.rel}:${statusLine}: ${message}`, location: { file: evidence.rel, line: statusLine } };
}
/**
 * A routed gate's extra keys against the step's gate_schema: a gate-content failure like an
 * unrouted status, said at the line of the first offending key when known (`keyLines`: each
 * extra key's file line; a missing required key has none).
 */
function mismatched(a, gate, evidence, keyLines) {
    const { step, gateSchema } = a;
    if (step.def.gate_schema === undefined || (0,model_workflow/* routesToAsk */.zU)(step, gate.status))
        return undefined;
    // Every way to a run compiles the schemas when it loads the workflow (loadAndCheck): never accept unchecked.
    if (gateSchema === undefined)
        return { ok: false, code: 'GATE_SCHEMA_VIOLATION', message: `${evidence.rel}: the gate_schema of step ${step.id} was not loaded, so the gate cannot be checked (a stagegate bug: please report it)` };
    const errors = gateSchema.check(gate.extra);
    if (errors.length === 0)
        return undefined;
    const line = errors.map((e) => (e.key !== undefined && keyLines !== undefined && Object.hasOwn(keyLines, e.key) ? keyLines[e.key] : undefined)).find((l) => l !== undefined);
    const text = (0,gate_schema.gateSchemaMismatchText)(step.id, gateSchema.source, errors);
    if (line === undefined)
        return { ok: false, code: 'GATE_SCHEMA_VIOLATION', message: `${evidence.rel}: ${text}` };
    return { ok: false, code: 'GATE_SCHEMA_VIOLATION', message: `${evidence.rel}:${line}: ${text}`, location: { file: evidence.rel, line } };
}
function judgeAttempt(a) {
    // Something other than a fresh file stood at the log path (or the prompt copy could not be made): nothing ran.
    if (a.result.fileRefused !== undefined)
        return { ok: false, code: 'RUN_FILE_UNSAFE', message: `step ${a.step.id} did not start: ${a.result.fileRefused}` };
    const failed = processVerdict(a);
    if (failed)
        return failed;
    const contract = (0,contract_of/* foreignContractOf */.A)(a.step);
    if (contract)
        return judgeContract(a, contract);
    if (a.judging === 'exit')
        return { ok: true };
    const { step, output, before } = a;
    const after = statOrUndefined(output.abs);
    if (!after) {
        const missing = `step ${step.id} exited 0 but did not write its declared output ${output.rel}`;
        const stray = strayOutput(output, a.namesBefore);
        if (stray === undefined)
            return { ok: false, code: 'STAGE_OUTPUT_MISSING', message: missing };
        return {
            ok: false,
            code: 'STAGE_OUTPUT_MISSING',
            message: `${missing}; it created ${stray} beside it, a near name: its result may have gone there, which never counts`,
            fix: `Make the stage write its result at exactly ${output.rel} (its path is in $STAGEGATE_OUTPUT), not ${stray}, then resume: the same step runs again (${stray} is left as it is: remove it if it is a stray copy).`,
        };
    }
    if (!after.isFile()) {
        // Left in place, it is what the next attempt meets: a FIFO blocks its write (until the step's
        // time limit), a directory fails it. So the fix names it, to be removed first.
        const kind = (0,own_file/* kindOf */.I)(after);
        return {
            ok: false,
            code: 'STAGE_OUTPUT_MISSING',
            message: `declared output ${output.rel} of step ${step.id} is ${kind}, not a regular file`,
            fix: `Remove ${output.rel} (${kind} there ${after.isFIFO() ? "blocks the next attempt's write to it until the step's time limit" : 'is what the next attempt finds'}), and make the stage write a regular file at its declared output ($STAGEGATE_OUTPUT), then resume: the same step runs again.`,
        };
    }
    if (before && sameFile(before, after)) {
        // The attempt wrote nothing: the step has no verdict a --rerun-from could take back (the
        // catch-all fix offers one for an accepted output that changed), so the fix is the stage's.
        return {
            ok: false,
            code: 'STALE_ARTIFACT_REJECTED',
            message: `declared output ${output.rel} of step ${step.id} was not written by this attempt (an older file never counts)`,
            fix: `Make the stage write its declared output ${output.rel} anew on every attempt (its path is in $STAGEGATE_OUTPUT; the file there is older than the attempt), then resume: the same step runs again (nothing of it was accepted, so there is no verdict to take back).`,
        };
    }
    const unreadable = notReadable(step, output);
    if (unreadable)
        return unreadable;
    const evidence = confined(a, output);
    if ('ok' in evidence)
        return evidence;
    const read = readEvidence(step, evidence, workflow_gate/* GATE_WINDOW_BYTES */.Py, a.watch);
    if ('ok' in read)
        return read;
    const parsed = (0,workflow_gate/* parseGateTail */.$f)(read.tail, read.tailStart, { workflow: a.workflow, step: step.id, artifact: evidence.rel });
    if (!parsed.ok)
        return unparsed(evidence, parsed);
    return unrouted(step, parsed.gate.status, evidence, parsed.statusLine) ?? failing(step, parsed.gate.status, evidence, a.log) ?? asking(step, parsed.gate, evidence, parsed.statusLine) ?? mismatched(a, parsed.gate, evidence, parsed.keyLines) ?? accepted(parsed.gate, evidence, read);
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
    // The transcript is the evidence either way; an agent CLI that prints JSON holds the answer inside it.
    const answer = written ? null : (a.answer?.() ?? null);
    // The evidence's digest comes from the pass its block is read from (the answer case: the
    // transcript the answer was taken from, hashed once).
    // Only a written output is watched: the transcript is a log, masked as it is written.
    const read = readEvidence(step, evidence, RESULT_WINDOW_BYTES, written ? a.watch : undefined);
    if ('ok' in read)
        return read;
    const parsed = answer !== null ? parseContractTail(contract, answer) : parseContractWindow(contract, read.tail, read.tailStart);
    // Lines of the evidence file only when the block was read from it from its start (not from an answer inside JSON).
    const lines = answer === null && read.tailStart === 0;
    if (!parsed.ok) {
        if (!lines || parsed.line === undefined)
            return { ok: false, code: 'GATE_RESULT_MISSING', message: `${evidence.rel}: ${parsed.reason}` };
        return { ok: false, code: 'GATE_RESULT_MISSING', message: `${evidence.rel}:${parsed.line}: ${parsed.reason}`, location: { file: evidence.rel, line: parsed.line } };
    }
    const gate = { workflow: a.workflow, step: step.id, status: parsed.status, unresolved_critical: 0, unresolved_high: 0, source_resolvable_open: 0, artifact: evidence.rel, next_recommended: null, extra: parsed.extra };
    return unrouted(step, parsed.status, evidence, lines ? parsed.statusLine : undefined) ?? failing(step, parsed.status, evidence, a.log) ?? asking(step, gate, evidence, lines ? parsed.statusLine : undefined) ?? mismatched(a, gate, evidence, lines ? parsed.keyLines : undefined) ?? accepted(gate, evidence, read);
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

// EXTERNAL MODULE: ./src/core/model/invocation.ts
var invocation = __webpack_require__(3291);
// EXTERNAL MODULE: ./src/core/state/state.ts
var state_state = __webpack_require__(6624);
;// CONCATENATED MODULE: ./src/core/steps/process/package-guard.ts
// 4.0 Runtime Methodology-Immutability Rule: during a run the methodology package is read-only.
// Before an agent stage starts, the runner takes the sha256 of every file of the package \u2014
// everything under .ai-engineering/ and .github/skills/ (a 4.0 workflow's, where the workspace
// has them: an imported format's workflow belongs to no package), the workflow file, and the
// prompt and skill files its steps name \u2014 and compares when the stage ends. A file created,
// changed or deleted there stops the run with METHODOLOGY_PACKAGE_MODIFIED (the stage is not
// accepted). The prompt names exactly these (packageReadOnlyRule).




/** Folders of the package, workspace-relative. */
const PACKAGE_FOLDERS = ['.ai-engineering', '.github/skills'];
/** A package larger than this is not walked further (its first files are still guarded). */
const MAX_FILES = 20_000;
/** Skills live here, relative to the workspace root. */
function skillPath(name) {
    return `.github/skills/${name}/SKILL.md`;
}
/** The package folders guarded for `workflow`: a 4.0 workflow's, those the workspace has. */
function packageFoldersOf(workspace, workflow) {
    if (workflow.format !== 'native')
        return [];
    return PACKAGE_FOLDERS.filter((f) => {
        try {
            return (0,external_node_fs_.statSync)((0,external_node_path_.join)(workspace.root, f)).isDirectory();
        }
        catch {
            return false;
        }
    });
}
/** The prompt's rule on what the agent must not touch: exactly the files snapshotPackage guards. */
function packageReadOnlyRule(workspace, workflow) {
    const folders = packageFoldersOf(workspace, workflow).map((f) => `\`${f}/\``);
    const named = namedFiles(workflow).length > 1;
    const refused = 'A stage that does is refused (METHODOLOGY_PACKAGE_MODIFIED).';
    if (folders.length > 0)
        return `- The methodology package is read-only: do not create, change, rename or delete anything under ${folders.join(', ')}, this workflow file${named ? ', or the prompts and skills it names' : ''}. ${refused}`;
    return `- ${named ? 'This workflow file and the prompts and skills it names are' : 'This workflow file is'} read-only: do not create, change, rename or delete ${named ? 'them' : 'it'}. ${refused}`;
}
function package_guard_digestOf(abs) {
    try {
        const st = (0,external_node_fs_.lstatSync)(abs);
        if (st.isSymbolicLink())
            return `link:${(0,external_node_fs_.readlinkSync)(abs)}`;
        if (!st.isFile())
            return undefined;
        // Not through a link and never waiting on a FIFO swapped in since the lstat (undefined: not a file).
        return (0,external_node_crypto_.createHash)('sha256').update((0,own_file/* readRegularFile */.XF)(abs, Number.MAX_SAFE_INTEGER, { follow: false })).digest('hex');
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
                const d = package_guard_digestOf((0,external_node_path_.join)(workspace.root, child));
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
function snapshotPackage(workspace, workflow, folders = packageFoldersOf(workspace, workflow)) {
    const out = new Map();
    for (const folder of folders)
        walk(workspace, folder, out);
    for (const rel of namedFiles(workflow)) {
        if (out.has(rel))
            continue;
        const p = workspace.tryResolve(rel);
        const d = p ? package_guard_digestOf(p.abs) : undefined;
        // A named file that does not exist is recorded as absent: creating it is a change too.
        out.set(p?.rel ?? rel, d ?? 'absent');
    }
    return { files: out, folders };
}
/** Package files created, changed or deleted since `before` ("path (changed)"\u2026), at most a few named. */
function packageChanges(workspace, workflow, before) {
    const after = snapshotPackage(workspace, workflow, before.folders).files;
    const changes = [];
    for (const [rel, digest] of before.files) {
        const now = after.get(rel);
        if (now === digest)
            continue;
        changes.push(`${rel} (${now === undefined || now === 'absent' ? 'deleted' : digest === 'absent' ? 'created' : 'changed'})`);
    }
    for (const rel of after.keys())
        if (!before.files.has(rel))
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

// EXTERNAL MODULE: ./src/core/agents/types.ts
var types = __webpack_require__(6067);
// EXTERNAL MODULE: ./src/core/model/gate-schemas.ts
var gate_schemas = __webpack_require__(4371);
;// CONCATENATED MODULE: ./src/core/run/continued-session.ts
// Whether the next attempt of a step visit continues the session of the attempt before it
// (docs/agents.md, "A retry continues the session"): one rule for the run (attempts.ts) and for
// `plan --show-prompt`, which shows the continuation prompt such an attempt gets.

/**
 * How an attempt ended when the next attempt of its visit continues its session: cut short (time
 * limit, interruption, a non-zero exit) or without its result.
 */
const CONTINUED = new Set(['STAGE_TIMEOUT', 'STAGE_FAILED', 'WORKFLOW_INTERRUPTED', 'STAGE_OUTPUT_MISSING', 'STALE_ARTIFACT_REJECTED', 'GATE_RESULT_MISSING']);
/**
 * The session of `previous` (the record of the attempt before this one, in the same visit) that
 * this attempt continues: when it ended as CONTINUED says, in the same delegation mode (a direct
 * fallback starts anew), with the same stage prompt as today's (`digest`: an edited prompt file or
 * workflow starts anew, as does a record without one), not itself a continuation (a session that
 * broke twice starts anew), not one whose CLI never got to work (`refused`), run by the same agent
 * CLI (`agent`: another CLI keeps no session of it), and its CLI reported (or was given) one. Else
 * undefined: a new session.
 */
function continuedSession(previous, delegation, digest, agent, asked = false) {
    const r = previous;
    // `asked`: that attempt asked a person a question answered since (run/questions.ts): its session
    // goes on with the answer (it ended 'ok': its gate was read as the question).
    const ended = r.outcome !== null && (CONTINUED.has(r.outcome) || (asked && r.outcome === 'ok'));
    return (0,types/* safeSessionId */.nL)(r.session) !== undefined && r.agent === agent && r.continued !== true && r.refused === undefined && r.delegation === delegation && r.prompt_sha256 === digest && ended ? r.session : undefined;
}

;// CONCATENATED MODULE: ./src/core/run/replaced-outputs.ts
// The accepted outputs whose file no longer holds what was accepted: a later attempt of the step
// (a revisit, a retry after a failure) wrote the declared path again without a verdict being
// accepted. The run's summary lists each accepted output with its verdict; for these it says the
// file is not that verdict's any more (it read "plan.md  plan: PLANNED" over a failed attempt's
// text with no gate). Only the outputs of steps that ran or may have run since their acceptance are
// read: an output a resume would find edited otherwise is refused there (STALE_ARTIFACT_REJECTED).


/** The paths of the standing accepted outputs a later attempt of their step replaced (or removed). */
function replacedOutputs(workspace, state) {
    const replaced = [];
    for (const [key, artifact] of Object.entries((0,taken_back/* standingArtifacts */.AX)(state))) {
        const record = state.steps[key];
        // Completed at the visit that was accepted: no attempt since wrote the path.
        if (record === undefined || (record.status === 'completed' && record.visits === artifact.visit))
            continue;
        const path = workspace.tryResolve(artifact.path);
        if (path === undefined)
            continue;
        let digest;
        try {
            digest = (0,workspace_digest/* sha256File */.Q3)(path.abs);
        }
        catch {
            digest = undefined; // removed, unreadable or no file now: not what was accepted either
        }
        if (digest !== artifact.sha256)
            replaced.push(artifact.path);
    }
    return replaced;
}

;// CONCATENATED MODULE: ./src/core/run/stopped-after-fix.ts
const BASE = 'Run the same command again without --stop-after-step (resume is the default) to continue from the persisted next step';
/** The fix, when the run stopped after the step this invocation named; undefined otherwise. */
function stoppedAfterFix(state, controls, request) {
    if (state.status !== 'PARTIAL_RESUMABLE' || controls.stopAfterStep === null || state.active_step === null || state.pending_approval)
        return undefined;
    const leave = [];
    if (controls.mode === 'fresh')
        leave.push('--mode fresh, which would start over again');
    if (request.invocation.rerunFrom !== undefined)
        leave.push('--rerun-from, which would take back the verdicts again');
    if (request.answer !== undefined)
        leave.push('--answer, which was recorded');
    if (leave.length === 0)
        return `${BASE}.`;
    const listed = leave.length === 1 ? leave[0] : `${leave.slice(0, -1).join(', ')} and ${leave.at(-1)}`;
    return `${BASE}, and without ${listed}.`;
}

;// CONCATENATED MODULE: ./src/core/run/edit-fix.ts

const WORKFLOW_EDIT = `resume with --allow-workflow-change (${stop_codes/* PLAIN_RESUME_REFUSES */.le})`;
/** The sentence that says how a fix by editing `step` is resumed. */
function editFixFor(workflow, step) {
    const prompt = step.def.prompt;
    if (workflow.format === 'native' && step.kind !== 'shell' && typeof prompt === 'string') {
        return `If you fix it by editing the step's prompt file (${prompt}), resume: the prompt file is no workflow change. An edit of the workflow file itself needs --allow-workflow-change (${stop_codes/* PLAIN_RESUME_REFUSES */.le}).`;
    }
    // An imported step the run map runs: its command is in the run map (part of the workflow's digest).
    if (workflow.format !== 'native' && step.kind === 'shell' && workflow.runMap !== undefined)
        return `If you fix it by editing the step's command in the run map ${workflow.runMap}, ${WORKFLOW_EDIT}.`;
    const part = workflowPart(workflow, step);
    return `If you fix it by editing the workflow file${part ? ` (${part})` : ''}, ${WORKFLOW_EDIT}.`;
}
/** The part of the workflow file that holds what `step` runs, in the words of its kind. */
function workflowPart(workflow, step) {
    // An imported file (aiox, maestro, CCW) names a step's command or task in its own keys.
    if (workflow.format !== 'native')
        return "the step's entry in it";
    if (step.kind === 'shell')
        return "the step's run: text";
    if (step.def.inline_instruction !== undefined)
        return "the step's inline_instruction";
    if (step.def.action !== undefined)
        return "the step's action: text";
    return undefined;
}

// EXTERNAL MODULE: ./src/core/steps/foreach/manifest.ts
var foreach_manifest = __webpack_require__(5517);
// EXTERNAL MODULE: ./src/core/shards/branch-fan-out.ts
var branch_fan_out = __webpack_require__(5404);
;// CONCATENATED MODULE: ./src/core/run/fresh.ts
// What a fresh run moves aside: only what is its own. Its state file and journal, its run folder's manifest,
// logs/, effects/ (side effect ledgers), foreach item runs and parallel branch shards, and the declared outputs of this workflow that lie inside its run
// folder or its artifact_root (per-item outputs: each item of the previous run's foreach records
// put into its per-item templates), never through a link that leads out of those folders. A previous state is untrusted: an artifact it records is moved
// only when it is such a declared output (its path matches the output template of the step it is
// recorded for) \u2014 never src/main.ts or .git/config because a state file says so, never another
// run's outputs, manifest or logs (a child sharing its parent's root moves none of the parent's).










function fresh_within(path, root) {
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
/**
 * The paths a fresh run of `ctx` may move aside (existing or not; supersede skips absent ones), in
 * the order they move: the manifest before the state file and the journal (a crash between them
 * must never leave a manifest that records a journal head beside no journal: that is a journal
 * cut, refused), the rest after.
 */
function freshOwnedPaths(ctx, previous) {
    const { workspace, workflow } = ctx;
    const roots = [ctx.runRoot.rel, ...(ctx.artifactRoot ? [ctx.artifactRoot.rel] : [])];
    // The workspace itself is no run's own folder: only declared outputs count there.
    const ownsPath = (rel) => roots.some((r) => r !== '.' && fresh_within(rel, r));
    const paths = [ctx.manifestPath, ctx.statePath, workspace.resolve((0,state_journal/* journalPathFor */.S7)(ctx.statePath.rel), 'run journal'), workspace.resolve((0,external_node_path_.join)(ctx.runRoot.rel, 'logs'), 'logs'), workspace.resolve((0,external_node_path_.join)(ctx.runRoot.rel, 'effects'), 'side effect ledgers'), workspace.resolve((0,external_node_path_.join)(ctx.runRoot.rel, foreach_manifest/* FOREACH_DIR */.zB), 'foreach item runs'), workspace.resolve((0,external_node_path_.join)(ctx.runRoot.rel, branch_fan_out/* PARALLEL_SHARDS_DIR */._N), 'parallel branch shards')];
    const outputs = [];
    const templates = new Map();
    const addOutput = (key, step, bindings) => {
        if (step.def.output === undefined)
            return;
        templates.set(key, { template: step.def.output, bindings });
        try {
            const out = (0,run_bindings/* resolveOutput */.ST)(step, bindings, workspace);
            if (out && ownsPath(out.rel))
                outputs.push(out);
        }
        catch {
            /* an output that needs values only a stage provides: nothing to move now */
        }
    };
    for (const step of workflow.steps.values())
        addOutput(step.id, step, (0,run_bindings/* stepBindings */.rV)(ctx.bindings, step, undefined));
    for (const { step, branch } of (0,parallel_branches/* allBranches */.Iz)(workflow))
        addOutput(`${step.id}.${branch.id}`, branch, (0,parallel_branches/* branchBindings */.b8)(ctx.bindings, step, branch, undefined));
    for (const [key, artifact] of Object.entries(previous?.artifacts ?? {})) {
        const declared = templates.get(key);
        if (!declared)
            continue;
        const p = workspace.tryResolve(artifact.path);
        if (!p || !ownsPath(p.rel) || !templatePattern(declared.template, declared.bindings).test(p.rel))
            continue;
        outputs.push(p);
    }
    for (const p of itemOutputs(ctx, previous, ownsPath))
        outputs.push(p);
    // A folder on the way that is a link leading elsewhere (an earlier stage may have made one):
    // moving through it would move someone else's file.
    const owned = ownedFolders(workspace, roots);
    return [...paths, ...outputs.filter((p) => throughOwnedFolders(p, owned))];
}
/**
 * The declared outputs of a foreach's per-item steps in the previous run: each item's values
 * (its bindings, recorded in the previous state's foreach record) put into each per-item
 * `output:` template. Only paths in the run's own folders count, as for recorded artifacts.
 */
function itemOutputs(ctx, previous, ownsPath) {
    const out = [];
    for (const step of ctx.workflow.steps.values()) {
        const record = step.kind === 'foreach' ? previous?.steps[step.id]?.foreach : undefined;
        if (!record)
            continue;
        for (const [id, def] of Object.entries(step.def.per_item ?? {})) {
            if (def.output === undefined)
                continue;
            for (const item of record.items) {
                const bindings = new Map(ctx.bindings);
                bindings.set('step', id);
                for (const [name, value] of Object.entries(item.bindings))
                    bindings.set(name, value);
                let rel;
                try {
                    rel = (0,placeholders/* substitute */.V2)(def.output, bindings);
                }
                catch {
                    continue;
                }
                const p = ctx.workspace.tryResolve(rel);
                if (p && ownsPath(p.rel))
                    out.push(p);
            }
        }
    }
    return out;
}
/** The real locations of the run's own folders (the lexical path where one does not exist yet). */
function ownedFolders(workspace, roots) {
    return roots
        .filter((r) => r !== '.')
        .map((r) => {
        const abs = (0,external_node_path_.join)(workspace.root, r);
        try {
            return (0,external_node_fs_.realpathSync)(abs);
        }
        catch {
            return abs;
        }
    });
}
/** The path's folder really lies in one of the run's own folders (no link on the way leads out of them). */
function throughOwnedFolders(p, owned) {
    let folder;
    try {
        folder = (0,external_node_fs_.realpathSync)((0,external_node_path_.dirname)(p.abs));
    }
    catch {
        return true; // no folder, so no file: nothing would be moved
    }
    return owned.some((root) => folder === root || folder.startsWith(`${root}${external_node_path_.sep}`));
}
/**
 * What a fresh run does not undo, for the words that offer it: a foreach whose items: selects
 * rows by their cells keeps reading its registry where it lies, and a registry outside the run
 * root (the per-item truth, marked VERIFIED as items verify) is not moved aside, so the fresh run
 * selects only the rows still unmarked. Undefined when no foreach of the run is such.
 */
function registryRowsKept(workflow, state, runRoot) {
    for (const [id, step] of workflow.steps) {
        const items = step.def.foreach?.items;
        if (items === undefined)
            continue;
        // Only a selection by the column verified rows are marked in (rows where Status != VERIFIED)
        // leaves marked rows out; one by other cells (rows where Kind = feature) selects them again.
        const marked = (0,foreach_completion/* statusFieldOf */._0)(step.def.foreach?.status_field, step.def.completion?.require);
        if (!items.includes(marked))
            continue;
        const source = state.steps[id]?.foreach?.source;
        if (source === undefined || fresh_within(source, runRoot))
            continue;
        return `a foreach's registry rows stay as marked (fresh does not unmark ${source}, outside the run root), so ${id} runs only the rows its items: still selects \u2014 set rows back (e.g. to TODO) to run their items again`;
    }
    return undefined;
}
/**
 * The earlier run's recorded outputs a fresh start leaves where they are (they lie outside its run
 * root and artifact_root, so they are not its own to move): the new run writes over them.
 */
function outputsLeftInPlace(previous, moved) {
    const left = new Set();
    for (const artifact of Object.values(previous?.artifacts ?? {})) {
        if (!moved.some((p) => artifact.path === p.rel || fresh_within(artifact.path, p.rel)))
            left.add(artifact.path);
    }
    return [...left];
}

;// CONCATENATED MODULE: ./src/core/steps/hand-off/ended.ts

/** The hand-off that ended the run, or undefined when it ended otherwise (or is not finished, or is complete). */
function handOffEnd(state, workflow) {
    const last = state.last_transition;
    if (state.active_step !== null || state.status === 'WORKFLOW_COMPLETE' || last === null || last.outcome !== 'terminal' || last.code !== state.status)
        return undefined;
    if (workflow.steps.get(last.step)?.kind !== 'instruction')
        return undefined;
    const prefix = `${last.step}: `;
    const instruction = state.message?.startsWith(prefix) ? state.message.slice(prefix.length) : undefined;
    return { step: last.step, status: state.status, instruction };
}
/** The fix a hand-off end prints: what happened, and (only as the way to run again) the fresh start. */
function handOffHint(end, fresh) {
    const said = end.instruction !== undefined && end.instruction !== '' ? ` \u2014 "${end.instruction}"` : '';
    const again = fresh !== undefined ? ` Once the hand-off is done, to run the workflow again: \`${fresh}\`, or a new --run-id.` : ' Once the hand-off is done, start the workflow again with --mode fresh or a new --run-id.';
    return `The run ended by hand-off, as the workflow is designed to end here: step ${end.step} handed off with ${end.status}${said}. Nothing blocked it and nothing is left to run (a resume reports this end again).${again}`;
}
/**
 * A hand-off a child workflow step routed to on its child run's stop (an imported maestro
 * delegate whose chain paused): the command that shows why that child run stopped, pasteable \u2014
 * `name` the printed commands' start (`stagegate -C DIR`), the child's workflow path one shell
 * word, its real run id. Only the child step whose child's recorded stop routes to the hand-off
 * step (not an earlier child that completed and routed elsewhere), and not a completion: a child
 * that completed stopped for no reason its status tells. Undefined otherwise.
 */
function handOffChildStatus(state, workflow, end, name) {
    for (const [id, step] of workflow.steps) {
        if (step.kind !== 'child_workflow')
            continue;
        const child = state.steps[id]?.child;
        if (!child?.run_id || child.status === 'WORKFLOW_COMPLETE' || step.def.statuses?.[child.status] !== end.step)
            continue;
        return `${name} status ${(0,command_line/* runTarget */.Nh)(child.workflow_file, child.run_id)}`;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/core/formats/types.ts
var formats_types = __webpack_require__(7261);
// EXTERNAL MODULE: ./src/core/run/rewind.ts
var rewind = __webpack_require__(2226);
// EXTERNAL MODULE: ./src/core/run/rewind-items.ts
var rewind_items = __webpack_require__(5447);
// EXTERNAL MODULE: ./src/core/run/failed-end.ts
var failed_end = __webpack_require__(9516);
// EXTERNAL MODULE: ./src/core/model/run-scope.ts
var run_scope = __webpack_require__(1513);
;// CONCATENATED MODULE: ./src/core/run/paused-next.ts

/**
 * The next step of a run paused with an active step: at its own approval, the decision (approve,
 * reject beside it) \u2014 a resume would only pause again; in child runs' approvals, the decision in
 * the first of them; otherwise the resume. `name` the command's name, `target` this run as approve
 * takes it, `resume` the command that resumes it. Undefined when the run is not paused there.
 */
function pausedNext(state, name, target, resume, children) {
    if (state.active_step === null)
        return undefined;
    const pending = state.pending_approval;
    if (pending && pending.step === state.active_step)
        return decisionNext(name, target, pending.approvers, 'Decide with', `resume with \`${resume}\``);
    if (state.status !== 'PARTIAL_RESUMABLE')
        return undefined;
    const first = children[0];
    if (!first)
        return { nextCommand: resume };
    if (children.length === 1) {
        return decisionNext(name, first.target, first.approvers, `The child workflow run ${first.runId} (${first.workflowFile}) awaits approval: decide there with`, `resume this run with \`${resume}\`, which continues the child`);
    }
    const next = decisionNext(name, first.target, first.approvers, '', '');
    const each = children.map((c) => `\`${name} approve ${c.target}\` (or \`${name} reject ${c.target}\`)${c.approvers ? ` as one of ${c.approvers.join(', ')}` : ''}`);
    const runs = children.map((c) => `${c.runId} (${c.workflowFile})`);
    return {
        ...next,
        hint: `The child workflow runs ${runs.join(', ')} await approval: decide in each with ${each.join('; ')}, adding --by NAME ${DEFAULT_DECIDER}; then resume this run with \`${resume}\`, which continues the children.`,
    };
}
/** Who a decision without --by is recorded for (cli/commands/approval.ts defaultDecider), as hints say it. */
const DEFAULT_DECIDER = '(default: $GITHUB_ACTOR on GitHub Actions, else $USER, $LOGNAME or the OS account)';
/** approve (or reject) the run `target` names, as the next command and in a hint: `lead` the commands, `then` what follows. */
function decisionNext(name, target, approvers, lead, then) {
    // The one approver's name as one shell word (a name with a space, a quote, a leading -); NAME is a placeholder to fill in.
    const by = approvers ? (approvers.length === 1 ? (0,command_line/* flagWord */.Np)('by', approvers[0]) : ' --by NAME') : '';
    return {
        hint: `${lead} \`${name} approve ${target}\` (or \`${name} reject ${target}\`), add --by NAME${approvers ? ` (one of ${approvers.join(', ')})` : ` ${DEFAULT_DECIDER}`}; then ${then}.`,
        nextCommand: `${name} approve ${target}${by}`,
        nextAlternative: `${name} reject ${target}${by}`,
    };
}

// EXTERNAL MODULE: ./src/core/steps/decision/transition.ts
var decision_transition = __webpack_require__(183);
;// CONCATENATED MODULE: ./src/core/run/not-run.ts

function notRunSteps(workflow, decisions, state) {
    const byChecks = decisions === undefined ? [] : (0,decision_transition/* stepsNotRun */.a1)(workflow, decisions);
    return [...byChecks, ...skippedByStages(workflow, state)];
}
function skippedByStages(workflow, state) {
    if (state === undefined)
        return [];
    const found = [];
    for (const stage of workflow.steps.values()) {
        const skips = stage.skipsStep;
        const record = skips === undefined ? undefined : state.steps[stage.id];
        if (skips === undefined || record?.status !== 'completed' || record.gate?.['status'] !== skips.status)
            continue;
        const to = stage.def.statuses?.[skips.status];
        const reason = record.gate['reason'];
        found.push({
            step: skips.step,
            check: stage.id,
            visit: record.visits,
            to: typeof to === 'string' ? to : (to?.else ?? ''),
            reason: typeof reason === 'string' ? reason : `step ${skips.step} skipped: ${stage.id} reported ${skips.status}`,
            seq: record.accepted_seq ?? 0,
        });
    }
    return found.sort((a, b) => a.seq - b.seq).map(({ seq: _seq, ...n }) => n);
}

;// CONCATENATED MODULE: ./src/core/run/asked-next.ts



/** The placeholder the command carries where the person's answer goes. */
const ANSWER_PLACEHOLDER = '<your answer>';
/** The inputs `step` asks for that `bindings` has no value for (absent or empty), in its order. */
function unansweredAsks(step, bindings) {
    return (step?.def.asks ?? []).filter((name) => (bindings.get(name) ?? '') === '');
}
/** `resume` (the command that continues the run) with each name given the answer placeholder. */
function answerCommand(resume, names) {
    return `${resume} ${names.map((n) => `${n}=${(0,command_line/* shellWord */.r7)(ANSWER_PLACEHOLDER)}`).join(' ')}`;
}
/** The inputs a printed answer command (answerCommand) leaves for the person to fill in: `NAME='<your answer>'` words. */
function answerNames(command) {
    if (!command)
        return [];
    const placeholder = shellWord(ANSWER_PLACEHOLDER).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return [...command.matchAll(new RegExp(`(?:^| )([A-Za-z_][A-Za-z0-9_.-]*)=${placeholder}(?= |$)`, 'g'))].map((m) => m[1]);
}
/** The stop's message: which step asks for what (its description: the question), and the command that answers. */
function askedMessage(step, names, answer) {
    const question = step.def.description !== undefined ? ` (${step.def.description})` : '';
    return `step ${step.id} asks for ${names.join(', ')}${question}, which ${names.length === 1 ? 'was' : 'were'} not given: answer with \`${answer}\``;
}
/** The stop's fix: run the answer; `showPrompt`, for a step that gets a prompt, is the plan command that shows what it will be told. */
function askedFix(stepWords, names, answer, showPrompt) {
    const shows = showPrompt === undefined ? '' : ` (\`${showPrompt}\` shows what the step will be told)`;
    return `Answer ${stepWords}: run \`${answer}\` with your answer${names.length === 1 ? '' : 's'} in place of ${ANSWER_PLACEHOLDER}${shows}.`;
}
/**
 * The step that asks, of a run stopped WORKFLOW_INPUT_REQUIRED: its active step, or at a foreach
 * step, the per-item step its active item's run stopped at (that run's own state, read as status
 * reads an item's; undefined when it did not stop for an answer).
 */
function askingStep(workflow, state, workspace) {
    const id = state.active_step;
    if (id === null)
        return undefined;
    const step = workflow.steps.get(id);
    const record = state.steps[id]?.foreach;
    if (step?.def.foreach === undefined || record === undefined)
        return step;
    const path = (0,state_state/* foreachSummary */.bM)(record).active?.state_path;
    const at = path == null ? undefined : workspace.tryResolve(path);
    const read = at ? (0,state_store/* readCarriedState */.OT)(at.abs) : undefined;
    if (read?.kind !== 'ok' || read.state.active_step === null || read.state.status !== 'WORKFLOW_INPUT_REQUIRED')
        return undefined;
    const def = step.def.per_item?.[read.state.active_step];
    return def ? { def } : undefined;
}

// EXTERNAL MODULE: ./src/core/model/references.ts
var references = __webpack_require__(6991);
;// CONCATENATED MODULE: ./src/core/run/rerun-next.ts





/**
 * The step to rerun from, or undefined (the stop is neither case, or no such rerun would be
 * accepted: the plain resume stays `next`). `message`: the stop's, which names every placeholder it
 * missed (in run:, inputs, a prompt file\u2026).
 */
function rerunStepForStop(workspace, state, workflow, bindings, runRoot, message) {
    if (state.active_step === null)
        return undefined;
    const fromTakenBack = firstRerunnable(workspace, state, workflow, bindings, runRoot, message, (ref) => (ref.what === 'visits' || ref.what === 'approval' ? undefined : (0,taken_back/* takenBackBy */.Ek)(state, ref.step)), (first) => {
        // Only a step whose verdict stands: a rerun from the step the run is at with none only resumes there (and stops again).
        const record = state.steps[first];
        return record !== undefined && (record.status === 'completed' || record.status === 'blocked') && !(0,taken_back/* takenBackPending */.E8)(state, first);
    });
    return fromTakenBack ?? firstRerunnable(workspace, state, workflow, bindings, runRoot, message, (ref) => {
        if (ref.what !== 'gate' || ref.orEmpty !== undefined || ref.branch !== undefined)
            return undefined;
        const record = Object.hasOwn(state.steps, ref.step) ? state.steps[ref.step] : undefined;
        return record?.status === 'completed' && record.gate != null && (!Object.hasOwn(record.gate, ref.key) || record.gate[ref.key] === null) ? ref.step : undefined;
    });
}
/**
 * Whether the stop's message names a {{steps.<id>.gate.<key>}} the step reported as a list or
 * mapping (bindings.ts missingValuesHint: "\u2026 but as a list"): the way on is an edit of the
 * workflow, then editedResume \u2014 run, status and approve's refusal name that as next.
 */
function collectionKeyStop(state, bindings, message) {
    const read = new references/* BindingsWithReferences */.Hp(bindings, state);
    for (const m of message.matchAll(placeholders/* PLACEHOLDER */.Kx)) {
        const name = m[1];
        const ref = name.startsWith('steps.') ? (0,references/* parseReference */.F2)(name) : undefined;
        if (ref === undefined || ref.what !== 'gate' || ref.branch !== undefined || read.has(name))
            continue;
        const record = Object.hasOwn(state.steps, ref.step) ? state.steps[ref.step] : undefined;
        const value = record?.status === 'completed' ? record.gate?.[ref.key] : undefined;
        if (typeof value === 'object' && value !== null)
            return true;
    }
    return false;
}
/**
 * Of the steps `stepOf` names for the message's unresolved step references, the one accepted first
 * (its rerun takes the others back too), when `stands` and a rerun from it is not refused.
 */
function firstRerunnable(workspace, state, workflow, bindings, runRoot, message, stepOf, stands = () => true) {
    const read = new references/* BindingsWithReferences */.Hp(bindings, state);
    const steps = new Set();
    for (const m of message.matchAll(placeholders/* PLACEHOLDER */.Kx)) {
        const name = m[1];
        const ref = name.startsWith('steps.') ? (0,references/* parseReference */.F2)(name) : undefined;
        if (ref === undefined || read.has(name))
            continue;
        const step = stepOf(ref);
        if (step !== undefined)
            steps.add(step);
    }
    const seq = (id) => state.steps[id]?.accepted_seq ?? Number.MAX_SAFE_INTEGER;
    const first = [...steps].sort((a, b) => seq(a) - seq(b))[0];
    if (first === undefined || !stands(first))
        return undefined;
    return (0,rewind/* isRefusal */.vu)((0,rewind_items/* planRerun */.eo)(workspace, state, workflow, first, runRoot)) ? undefined : first;
}
/**
 * The resume that goes on once the workflow file is edited: a plain one would stop
 * WORKFLOW_STATE_INTEGRITY_VIOLATION (the workflow changed), as the stop's fix says.
 */
function editedResume(resume) {
    return resume.endsWith(' --allow-workflow-change') ? resume : `${resume} --allow-workflow-change`;
}

;// CONCATENATED MODULE: ./src/core/run/outcome.ts
// A run's outcome as the person who ran it reads it: its status and exit status, and what to do
// next \u2014 the command that goes on (resume, a fresh start, a rerun from the step that blocked it)
// and the fix in the words of what stopped it. Read from the run as it ends (run-host.ts' Run).






















function resumeCommand(run) {
    return `${(0,command_line/* runCommandLine */.rZ)(run.request.commandName ?? 'stagegate', run.workflow.file, run.ctx.runId, locating(run))}${run.request.agentFlagsInHints ? (0,command_line/* agentFlags */.J)(run.request.agents) : ''}`;
}
/**
 * The resume that answers a person's question (a stage's ASK, a step's `asks`): the run's resume
 * with this invocation's --stop-after-step kept. The run stopped before reaching that step (it
 * stops after it), so the answer's run would otherwise go past the step the person chose to stop at.
 */
function answeringResume(run) {
    const stop = run.ctx.bound.controls.stopAfterStep;
    return `${resumeCommand(run)}${stop !== null ? (0,command_line/* flagWord */.Np)('stop-after-step', stop) : ''}`;
}
/**
 * The inputs this invocation was given that decide where the run's state lives, for the commands
 * that continue it: input values only for the person at the CLI who gave them (as in freshCommand).
 */
function locating(run) {
    return run.request.agentFlagsInHints ? (0,run_scope/* stateLocatingInputs */.G$)(run.workflow, run.ctx.bound.explicit) : [];
}
/**
 * A resume of a run that had finished: reported again, nothing runs (`alreadyFinished`). A
 * complete run says so plainly to the person who ran it \u2014 which run, when it finished, and how to
 * run again (start over in place with --mode fresh, or a new run id); the exit status stays the
 * run's (0). A child's or an item's run keeps its own message: its parent reports it.
 */
function alreadyFinishedOf(run) {
    const state = run.state;
    const outcome = { ...outcomeOf(run, state.status, state.message ?? `run ${run.ctx.runId} already finished`), alreadyFinished: true };
    if (state.status !== 'WORKFLOW_COMPLETE' || run.request.itemRun === true || run.ancestry.length > 0)
        return outcome;
    const at = state.last_transition?.at ?? state.updated_at;
    const fresh = freshCommand(run, run.request.commandName ?? 'stagegate');
    const kept = registryRowsKept(run.workflow, state, run.ctx.runRoot.rel);
    const done = 'This run is done: running it again only reports it.';
    // No fresh command: its hint is a sentence of its own (why this run cannot start over), not a
    // clause of "To run the workflow again, \u2026".
    const hint = fresh.nextCommand !== undefined && fresh.nextCommand !== null
        ? `${done} To run the workflow again, start it over in place with \`${fresh.nextCommand}\` (every stage runs again; its results are moved aside${kept !== undefined ? `; ${kept}` : ''})${fresh.hint !== undefined ? ` \u2014 ${fresh.hint}` : ''}, or start a new run with another --run-id.`
        : fresh.hint !== undefined
            ? `${done} ${sentence(fresh.hint)} To run the workflow again, start a new run with another --run-id.`
            : `${done} To run the workflow again, start it over with --mode fresh, or start a new run with another --run-id.`;
    return {
        ...outcome,
        message: `run ${run.ctx.runId} already finished complete at ${at}${state.message ? ` (${state.message})` : ''}; nothing ran`,
        hint,
    };
}
/** A hint as a sentence of its own: ends with a full stop. */
function sentence(text) {
    return /[.!?]$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
}
/**
 * The command that runs a finished (not complete) run again: --mode fresh with the inputs the
 * run was given (a fresh run reuses none, so without them it stops WORKFLOW_FRESH_EXECUTION_BLOCKED),
 * or null when a fresh run of this run id would be refused by 4.0 Fresh Run Isolation (its state
 * or an output outside the fresh run's root: checkFreshIsolation; validate warns FRESH_RUN_NOT_ISOLATED).
 */
function freshCommand(run, name) {
    const { required, optional, defaults } = run.workflow.inputs;
    const given = [];
    for (const input of [...required, ...optional]) {
        const value = run.state.inputs[input];
        // A value that is its literal default comes back by itself (docs/cli.md: inputs that only
        // come from defaults are left out); a templated default may resolve otherwise, so it stays.
        const fallback = defaults[input];
        const isDefault = fallback !== undefined && fallback !== null && !String(fallback).includes('{{') && String(fallback) === value;
        if (input !== 'run_id' && value !== undefined && !isDefault)
            given.push([input, value]);
    }
    // The fresh run's own isolation check (context.ts), on the context it would get: refused there, no command.
    // Where the fresh run's state path is this run's, the run there is this one (this invocation holds
    // its lock): what its opening loaded stands for it, and a long journal is not replayed a second
    // time (a fresh context takes only the run id from it; a new run's opening found none, which
    // locates the same way).
    try {
        const fresh = (0,context/* resolveRunContext */.xn)(run.workflow, run.ctx.workspace, { tokens: Object.fromEntries(given), runId: run.ctx.runId, mode: 'fresh' }, new Date(), { readOnly: true, loaded: { statePath: run.ctx.statePath.abs, load: run.ctx.existing } });
        (0,context/* checkFreshIsolation */.tH)(fresh);
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        if (error.code === 'WORKFLOW_FRESH_EXECUTION_BLOCKED')
            return { nextCommand: null, hint: `Run ${run.ctx.runId} cannot start over: ${error.message}. Start another run id (a run in resume mode)${error.hint !== undefined ? `; or: ${error.hint}` : '.'}` };
    }
    // Input values only in a command for the person at the CLI who gave them, never in the
    // Action's job summary; a secret-looking one (masked in logs) not even there: *** in its place,
    // and so is a URL's password in any input (`https://bob:***@host`), as the logs mask it.
    let words = '';
    const hidden = [];
    for (const [input, value] of run.request.agentFlagsInHints ? given : []) {
        // Masked as printed commands mask (a URL's password too: postgres://app:***@db).
        const shown = (0,process_transcript/* shownValue */.JJ)(input, value);
        if (shown !== value)
            hidden.push(input);
        words += ` ${(0,command_line/* shellWord */.r7)(`${input}=${shown}`)}`;
    }
    const nextCommand = `${(0,command_line/* runCommandLine */.rZ)(name, run.workflow.file, run.ctx.runId)} --mode fresh${words}${run.request.agentFlagsInHints ? (0,command_line/* agentFlags */.J)(run.request.agents) : ''}`;
    return hidden.length === 0 ? { nextCommand } : { nextCommand, hint: `Give ${hidden.join(', ')} again in place of ${process_transcript/* MASK */.v5}: secret-looking values are not printed.` };
}
/** The steps the run went around without running them (RunSummary.notRun): absent when none. */
function notRunOf(workflow, log, state) {
    const notRun = notRunSteps(workflow, log?.decisions, state);
    return notRun.length > 0 ? { notRun } : {};
}
function outcomeOf(run, status, message) {
    const finished = run.state.active_step === null;
    const name = run.request.commandName ?? 'stagegate';
    const again = finished && status !== 'WORKFLOW_COMPLETE' ? freshCommand(run, name) : undefined;
    // A run that ended blocked can also run the step that ended it again, keeping the verdicts
    // before it (not an item's or a shard's own run: what continues those is the parent's).
    const rerunFrom = finished && run.request.itemRun !== true ? (0,rewind_items/* rerunFromBlocked */.dj)(run.workspace, run.state, run.workflow, status, run.ctx.runRoot.rel) : undefined;
    const rerun = rerunFrom === undefined ? undefined : (0,rewind/* rerunCommand */.w4)(resumeCommand(run), rerunFrom);
    const rerunInside = rerunFrom === undefined ? '' : (0,rewind/* rerunInsideInWords */.zG)(run.state, run.workflow, rerunFrom);
    // The least destructive first: the rerun keeps every verdict before the step; a fresh start throws them all away.
    // Stopped at a step that asks a person for inputs not given: the resume that answers (a plain one stops there again).
    const asked = !finished && status === 'WORKFLOW_INPUT_REQUIRED' ? unansweredAsks(askingStep(run.workflow, run.state, run.workspace), run.ctx.bindings) : [];
    // Stopped at a step that reads a verdict a --rerun-from took back, or a gate key a completed step
    // did not report: a plain resume stops there again; the rerun from where that rerun started, or
    // from the step that did not report the key, goes on (taken-back-next.ts, unreported-next.ts).
    const throughTakenBack = !finished && status === 'WORKFLOW_INPUT_REQUIRED' && asked.length === 0 ? rerunStepForStop(run.workspace, run.state, run.workflow, run.ctx.bindings, run.ctx.runRoot.rel, message) : undefined;
    // Stopped at a step that reads a gate key reported as a list or mapping: the workflow is to be
    // edited (the fix says how), so the resume that goes on then allows the edit.
    const edit = !finished && status === 'WORKFLOW_INPUT_REQUIRED' && asked.length === 0 && throughTakenBack === undefined && collectionKeyStop(run.state, run.ctx.bindings, message);
    // Stopped at a question a stage asked: the resume with --answer (a plain one stops there again).
    const question = !finished && status === 'WORKFLOW_ANSWER_REQUIRED' ? (0,run_questions/* pendingQuestion */.ec)(run.state) : undefined;
    // A child run's question: answered in the child run, then this run resumed.
    const childAnswer = !finished && status === 'WORKFLOW_ANSWER_REQUIRED' && question === undefined ? (0,run_questions/* childAnswerNext */.O3)(run.state, name, resumeCommand(run), message) : undefined;
    // Stopped at a step that used its visit's questions: a plain resume fails the same way; a rerun from it is a new visit.
    const limited = !finished && status === 'WORKFLOW_BLOCKED_QUESTION_LIMIT' ? run.state.active_step : null;
    const answer = question !== undefined ? (0,run_questions/* answerResume */.Sy)(answeringResume(run)) : childAnswer?.nextCommand;
    const replaced = replacedOutputs(run.workspace, run.state);
    // Stopped by --stop-after-step: its fix names only the flags of this command the resume leaves out.
    const stoppedAfter = status === 'PARTIAL_RESUMABLE' && run.request.itemRun !== true && run.ancestry.length === 0 ? stoppedAfterFix(run.state, run.ctx.bound.controls, run.request) : undefined;
    const next = finished ? (rerun ?? again?.nextCommand ?? null) : limited !== null ? (0,rewind/* rerunCommand */.w4)(resumeCommand(run), limited) : answer !== undefined ? answer : asked.length > 0 ? answerCommand(answeringResume(run), asked) : throughTakenBack !== undefined ? (0,rewind/* rerunCommand */.w4)(resumeCommand(run), throughTakenBack) : edit ? editedResume(resumeCommand(run)) : resumeCommand(run);
    return {
        ...run.base,
        status,
        // An interruption by a signal: the status a process stopped by it exits with (recorded in run_stopped: status says the same).
        exitCode: (0,stop_codes/* exitStatusOfStop */.mt)(status, run.state.invocations.at(-1)?.outcome === status ? run.state.invocations.at(-1)?.signal : undefined),
        message,
        activeStep: run.state.active_step,
        completedSteps: run.state.completed_steps,
        nextCommand: next,
        ...(answer !== undefined ? { answerCommand: answer } : {}),
        ...(question !== undefined ? { question: { step: question.step, visit: question.visit, attempt: question.attempt, text: question.question } } : {}),
        stagesRun: run.stagesRun,
        state: run.state,
        ...(run.log ? { log: run.log } : {}),
        ...notRunOf(run.workflow, run.log, run.state),
        ...(run.sourceChanged ? { sourceChange: run.sourceChanged } : {}),
        ...(again?.hint !== undefined ? { hint: again.hint } : {}),
        ...(run.stopHint?.code === status && !finished ? { hint: run.stopHint.hint } : {}),
        ...(childAnswer !== undefined ? { hint: childAnswer.hint } : {}),
        ...(run.stopLocation?.code === status ? { location: { file: run.stopLocation.file, line: run.stopLocation.line, ...(run.stopLocation.column !== undefined ? { column: run.stopLocation.column } : {}) } } : {}),
        ...(contractFix(run, status, name) ?? {}),
        ...(optionalFix(run, status, name) ?? {}),
        ...(again?.hint === undefined ? (blockedBy(run, status, name, rerunFrom, again?.nextCommand) ?? {}) : {}),
        ...(rerun !== undefined && next === rerun && typeof again?.nextCommand === 'string' ? { nextAlternative: again.nextCommand } : {}),
        ...(rerunFrom !== undefined ? { rerunFrom, ...(rerunInside !== '' ? { rerunInside } : {}) } : {}),
        ...(stoppedAfter !== undefined ? { hint: stoppedAfter } : {}),
        ...(replaced.length > 0 ? { replacedOutputs: replaced } : {}),
        ...(childSourceNext(run, status) ?? pausedNextOf(run, name) ?? {}),
        ...(handOffNext(run, finished, again, name) ?? {}),
    };
}
/**
 * Ended by a hand-off step: a designed end, not a failure \u2014 no next command (nothing is left to
 * run); the fix says so and offers the fresh start only as the way to run the workflow again.
 */
function handOffNext(run, finished, again, name) {
    if (!finished || run.request.itemRun === true)
        return undefined;
    const end = handOffEnd(run.state, run.workflow);
    if (end === undefined)
        return undefined;
    const fresh = again?.nextCommand ?? undefined;
    // Handed off on a child run's stop (a maestro delegate's paused chain): next: shows why it stopped.
    return { nextCommand: handOffChildStatus(run.state, run.workflow, end, name) ?? null, nextAlternative: undefined, hint: `${handOffHint(end, fresh)}${again?.hint !== undefined ? ` ${again.hint}` : ''}` };
}
/**
 * A child run finished (or stopped) at another source commit refused to go on: a plain resume
 * would refuse the same way, so the command that goes on passes rerun down to it.
 */
function childSourceNext(run, status) {
    if (!run.childRefused || status !== 'STALE_ARTIFACT_REJECTED' || run.state.active_step === null)
        return undefined;
    const rerun = `${resumeCommand(run)} --on-source-change rerun`;
    return { nextCommand: rerun, hint: `A child workflow run's verdicts were made at another source commit: run its stale stages again at this one with \`${rerun}\` (or continue with its old verdicts: --on-source-change keep).` };
}
/**
 * Ended blocked by a person's rejection, by a decision's branch, or by an imported step's own
 * failure status, not by a 4.0 gate's open items: the generic fix ("the evidence the blocking
 * artifact asks for") does not apply, so say what happened.
 */
function blockedBy(run, status, name, rerunFrom, freshNext) {
    const last = run.state.last_transition;
    if (status === 'WORKFLOW_BLOCKED_STALLED' && run.workflow.format !== 'native' && last?.code === status) {
        // The generic fix asks for on_stall, which an aiox, maestro or CCW file has no key for.
        const logs = stepCommand(run, name, 'logs', last.step);
        return {
            hint: `Step ${last.step} answered exactly as on its previous visit (same status, same transcript) and no step answered differently since, so the loop makes no progress: read its answers (\`${logs}\`) and the step before it in the loop, and fix why nothing changes. An imported ${run.workflow.format} file has no on_stall: if the repeat is expected, run the native translation instead (\`${name} convert ${(0,command_line/* shellWord */.r7)(run.workflow.file)} --out FILE\`) with on_stall on that step. Then run with --mode fresh.`,
        };
    }
    const onStall = status === 'WORKFLOW_BLOCKED_STALLED' && last?.code === status ? run.workflow.steps.get(last.step)?.def.on_stall : undefined;
    if (onStall !== undefined && last !== null && last !== undefined) {
        // The generic fix asks for the on_stall the step has already: say what it does instead.
        const logs = stepCommand(run, name, 'logs', last.step);
        const what = onStall === 'BLOCKED'
            ? `its on_stall: BLOCKED ends the run here, as the workflow says. Read its answers (\`${logs}\`) and those of the other stages of the loop, and fix why nothing changes; where the repeat is the expected end of the loop, set its on_stall to the step to go to (or DONE) instead`
            : `the workflow now gives it on_stall: ${onStall}, which it did not have when it stalled (the file changed since). Read its answers (\`${logs}\`) and fix why nothing changes, or let on_stall take the repeat`;
        return { hint: `Step ${last.step} answered exactly as on its previous visit (same status, same unresolved counts, same output) and no output accepted since changed, so the loop makes no progress; ${what}. Then run with --mode fresh.` };
    }
    if (status === 'WORKFLOW_BLOCKED_PARALLEL_JOIN' && last?.code === status) {
        // The commands that show the failed branches and their logs, for this run (not state keys).
        const target = (0,command_line/* runTarget */.Nh)(run.workflow.file, run.ctx.runId, locating(run));
        // The rerun only where run accepts it (not for branches merged from shards, or a child branch).
        const then = rerunFrom === last.step ? stop_codes/* JOIN_RERUN */.U$.replace('--rerun-from STEP', `--rerun-from ${last.step}`) : 'then start over with --mode fresh (running the parallel step again alone is refused where a child workflow branch would run again or branches were merged from shards). Route PARALLEL_FAILED to a step to handle it inside the workflow.';
        return { hint: `See how each failed branch failed with \`${name} status ${target}\` and read the branches' logs with \`${stepCommand(run, name, 'logs', last.step)}\`; fix the cause, ${then}` };
    }
    if (status === 'WORKFLOW_BLOCKED_LOOP_LIMIT' && run.request.itemRun !== true) {
        const fresh = `start over with \`${freshNext ?? `${resumeCommand(run)} --mode fresh`}\`${freshNext ? '' : " (giving the run's inputs again: a fresh run reuses none)"}`;
        const hint = (0,rewind/* loopLimitHint */.jq)(run.state, run.workflow, resumeCommand(run), fresh);
        if (hint !== undefined)
            return { hint };
    }
    if ((status !== 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE' && status !== 'WORKFLOW_BLOCKED_SOURCE_GAPS') || run.state.active_step !== null || !last || last.code !== status)
        return undefined;
    // A stage that failed after its retries, its on_failure leading to BLOCKED: say how it failed and how to run it again.
    if ((0,failed_end/* failedEnd */.FA)(run.state) === last.step) {
        return { hint: (0,failed_end/* failedEndHint */.Gw)(run.state, last.step, stepCommand(run, name, 'logs', last.step), rerunFrom === last.step ? (0,rewind/* rerunCommand */.w4)(resumeCommand(run), last.step) : undefined, (0,failed_end/* stepLogEmpty */.Ok)(run.workspace, run.state, last.step)) };
    }
    const kind = run.workflow.steps.get(last.step)?.kind;
    // A native step (or the step a decision read) the rerun can run again: status's words, the rerun first.
    const fresh = `start over with \`${freshNext ?? `${resumeCommand(run)} --mode fresh`}\`${freshNext ? '' : " (giving the run's inputs again: a fresh run reuses none)"}`;
    if (run.workflow.format === 'native' && kind !== 'approval' && rerunFrom !== undefined) {
        return { hint: (0,rewind/* blockedRerunHint */.I2)(run.state, run.workflow, rerunFrom, (0,rewind/* rerunCommand */.w4)(resumeCommand(run), rerunFrom), fresh) };
    }
    // A native stage whose rerun is refused (no visit left, \u2026): the fresh start alone, not the stop
    // code's own fix, which offers `--rerun-from STEP`.
    if (run.workflow.format === 'native' && kind !== 'approval' && kind !== 'decision' && run.request.itemRun !== true) {
        return { hint: (0,rewind/* blockedFreshHint */.CA)(run.state, run.workflow, last.step, fresh) };
    }
    if (kind === 'approval') {
        return { hint: `The approval ${last.step} was rejected and its on_reject leads to BLOCKED (\`stagegate history\` shows who decided and their note). Once what the rejection asks for is done, start the run again with --mode fresh.` };
    }
    if (kind === 'decision') {
        return { hint: `The decision ${last.step} took a branch that leads to BLOCKED (\`stagegate history\` shows the branch and the values it read). Change what it reads (the inputs or the results before it), then start the run again with --mode fresh.` };
    }
    // An imported file's step reported its own failure status (aiox failed, maestro FAILURE, CCW
    // NODE_FAILED), which its file routes to a stop: no evidence is missing, the step could not do its work.
    // Any other status routed to a stop (a maestro command whose next is a failure terminal) is the
    // file's own end for that result: the step did its work.
    if (run.workflow.format !== 'native' && last.gate_status) {
        const logs = stepCommand(run, name, 'logs', last.step);
        if (last.gate_status === formats_types/* OWN_FAILURE_STATUS */.R[run.workflow.format]) {
            return { hint: `Step ${last.step} reported ${last.gate_status}, which the ${run.workflow.format} file routes to a stop: the step could not do its work. Read why in its output and its transcript (\`${logs}\`), fix the cause, then start the run again with --mode fresh.` };
        }
        return { hint: `Step ${last.step} reported ${last.gate_status}, and the ${run.workflow.format} file ends the run there as a failure: its route for that result, no evidence is missing. Read what the step reported (\`${logs}\`), act on it, then start the run again with --mode fresh.` };
    }
    return undefined;
}
/** `stagegate <command> WORKFLOW --run-id ID [locating inputs] STEP` for this run: pasteable. */
function stepCommand(run, name, command, step) {
    return `${name} ${command} ${(0,command_line/* runTarget */.Nh)(run.workflow.file, run.ctx.runId, locating(run))} ${(0,command_line/* stepWord */.NJ)(step)}`;
}
/**
 * The active step failed or timed out and is optional: besides resuming (a new attempt), a person
 * may skip it (a CCW node with on_fail: abort is one: the wf-player's Retry / Skip / Abort).
 */
function optionalFix(run, status, name) {
    const active = run.state.active_step;
    if ((status !== 'STAGE_FAILED' && status !== 'STAGE_TIMEOUT') || active === null)
        return undefined;
    if (run.workflow.steps.get(active)?.def.optional !== true)
        return undefined;
    const skip = stepCommand(run, name, 'skip', active);
    // The failure's own fix when it has one (a status of its failure_statuses: read its output), else the stop code's.
    const fix = run.stopHint?.code === status ? run.stopHint.hint : stop_codes/* STOP_CODES */.GO[status].fix;
    return { hint: `${fix} Or skip it, as it is optional: \`${skip}\`, then resume (the run goes on along its on_skip).` };
}
/**
 * No output, or no result block, from the active stage: the fix says how an edit of what it runs
 * is resumed in the words of its kind (a shell step's run: text, an agent step's prompt); a step
 * judged by another runner's contract names that block, not WORKFLOW_GATE.
 */
function contractFix(run, status, name) {
    if ((status !== 'GATE_RESULT_MISSING' && status !== 'STAGE_OUTPUT_MISSING') || run.state.active_step === null || run.stopHint?.code === status)
        return undefined;
    const step = run.workflow.steps.get(run.state.active_step);
    if (step === undefined || !STAGE_KINDS.has(step.kind))
        return undefined;
    const edit = editFixFor(run.workflow, step);
    const contract = status === 'GATE_RESULT_MISSING' ? (0,contract_of/* foreignContractOf */.A)(step) : undefined;
    if (contract !== undefined)
        return { hint: contractResultFix(contract, edit) };
    const agentWrites = status === 'GATE_RESULT_MISSING' && (step.kind === 'agent' || step.kind === 'resolver');
    return { hint: `${agentWrites ? (0,stop_codes/* AGENT_GATE_FIX */.ML)(stepCommand(run, name, 'logs', step.id)) : stop_codes/* STAGE_FIX */.nT[status]} ${edit}` };
}
/**
 * Paused at its approval step, or in child workflow runs paused at theirs: what comes next is the
 * decision (paused-next.ts, the rule status uses too). Several children (a parallel step's
 * branches): the hint names each, the next command the first in declared order.
 */
function pausedNextOf(run, name) {
    const target = (0,command_line/* runTarget */.Nh)(run.workflow.file, run.ctx.runId, locating(run));
    // The child's inputs that locate its state: values the parent gave it, said only at the CLI (as locating()).
    const children = run.childApprovals.map((c) => ({ workflowFile: c.workflowFile, runId: c.runId, approvers: c.approvers, target: (0,command_line/* runTarget */.Nh)(c.workflowFile, c.runId, run.request.agentFlagsInHints ? (c.locating ?? []) : []) }));
    return pausedNext(run.state, name, target, resumeCommand(run), children);
}
/** The kinds of step that run one stage (a process) of their own: their stop's fix names what it runs. */
const STAGE_KINDS = new Set(['shell', 'agent', 'resolver', 'action']);
function describeStop(stop, state) {
    if (stop === 'WORKFLOW_COMPLETE')
        return `workflow ${state.workflow} completed (${state.completed_steps.length} steps)`;
    return `${stop} at step ${state.active_step ?? '-'}`;
}

;// CONCATENATED MODULE: ./src/core/run/gate-secrets.ts
// An accepted gate as it is recorded: the values a stage wrote in it (its extra keys,
// next_recommended) with the stage's secrets masked, as its log and a stop message quoting it are
// (docs/security.md, threat model). The fields the run routes and checks on stay as written: the
// status (one of the step's declared statuses, from the workflow file), the counts (integers), the
// workflow, step and artifact (compared with what the run expects).



/**
 * The secrets masked in a stage's accepted gate: those its log masks (the stage environment's
 * secret-looking values), except what only the run's inputs hold (`STAGEGATE_INPUT_<NAME>`, an
 * input named `issue_key` or `sort_key` looks secret by its name). The state and the manifest
 * record the inputs in clear already, so masking an input's value in a gate hides nothing, and it
 * broke what routes on it: a decision comparing the gate's `ticket` with `inputs.issue_key`, a later
 * stage given `{{steps.triage.gate.ticket}}`. A value another variable holds too
 * (`MY_API_TOKEN`) is masked all the same.
 */
function gateSecretValues(env) {
    return (0,process_transcript/* secretValues */.VX)(Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith(stage_command/* INPUT_VARIABLE_PREFIX */.bn))));
}
/**
 * `gate` with every known secret value in what the stage wrote in it as `***` (in every form the
 * log masks it in), before it reaches the journal, the state, the manifest or a downstream
 * placeholder. A string holding a secret is masked in place; a number whose digits hold one
 * becomes the string `***`; a key holding one is masked as a string is. The same object when
 * nothing is masked (one look at the whole gate decides).
 */
function maskedGate(gate, secrets) {
    if (secrets.length === 0)
        return gate;
    const written = { next_recommended: gate.next_recommended, extra: gate.extra };
    const text = JSON.stringify(written);
    if ((0,process_transcript/* maskSecrets */.QU)(text, secrets) === text)
        return gate;
    const mask = (value) => {
        if (typeof value === 'string')
            return (0,process_transcript/* maskSecrets */.QU)(value, secrets);
        if (typeof value === 'number' || typeof value === 'bigint')
            return (0,process_transcript/* maskSecrets */.QU)(String(value), secrets) === String(value) ? value : process_transcript/* MASK */.v5;
        if (Array.isArray(value))
            return value.map(mask);
        if (value !== null && typeof value === 'object') {
            const out = {};
            for (const [key, inner] of Object.entries(value))
                out[(0,process_transcript/* maskSecrets */.QU)(key, secrets)] = mask(inner);
            return out;
        }
        return value;
    };
    return {
        ...gate,
        next_recommended: gate.next_recommended === null ? null : (0,process_transcript/* maskSecrets */.QU)(gate.next_recommended, secrets),
        extra: mask(gate.extra),
    };
}
/**
 * The keys of a gate whose values are withheld (withheldGate) that stagegate reads itself: an
 * ASK status's question (judge.ts), the open questions a foreach keeps an item on (transition.ts).
 */
const KEYS_STAGEGATE_READS = ['question', 'unresolved_qids'];
/**
 * `gate` as recorded when an ::add-mask:: value could not be registered before it was judged (the
 * invocation's budget spent: run/stage-masks.ts withheldSince): that value is masked nowhere, and
 * the gate may hold it (`stagegate gate OK --set note=$TOKEN`), so nothing the stage wrote in it is
 * recorded \u2014 every value (strings, numbers, each item of a list, nested maps) is `***`, and so is
 * next_recommended. A key stays as written when the workflow names it where it reads a gate
 * (`readKeys`, model/gate-reads.ts gateKeysNamed: its own words; compared case-insensitively),
 * when stagegate reads it (`question`, `unresolved_qids`), or when it is shorter than
 * MIN_SECRET_LENGTH (no value a mask refuses for the budget is shorter); any other key is `***` too
 * (several such keys are one `***` entry). The routing fields stay as written, as in maskedGate.
 * The same object when the stage wrote no value (no extra key, next_recommended null).
 */
function withheldGate(gate, readKeys) {
    if (gate.next_recommended === null && Object.keys(gate.extra).length === 0)
        return gate;
    const kept = new Set([...readKeys, ...KEYS_STAGEGATE_READS].map((k) => k.toLowerCase()));
    const keyOf = (key, top) => (key.length < secret_names/* MIN_SECRET_LENGTH */.vb || (top && kept.has(key.toLowerCase())) ? key : process_transcript/* MASK */.v5);
    const withhold = (value) => {
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
            return process_transcript/* MASK */.v5;
        if (Array.isArray(value))
            return value.map(withhold);
        if (value !== null && typeof value === 'object')
            return withheldMap(value, false);
        return value;
    };
    const withheldMap = (map, top) => {
        const out = {};
        for (const [key, inner] of Object.entries(map))
            out[keyOf(key, top)] = withhold(inner);
        return out;
    };
    return { ...gate, next_recommended: gate.next_recommended === null ? null : process_transcript/* MASK */.v5, extra: withheldMap(gate.extra, true) };
}

// EXTERNAL MODULE: ./src/core/model/expressions.ts
var expressions = __webpack_require__(4206);
;// CONCATENATED MODULE: ./src/core/model/gate-reads.ts
// The extra gate keys a workflow reads of a step: `steps.<id>.gate.<key>` in its decisions and
// {{steps.<id>.gate.<key>}} (or gate_or_empty) in any step's text, with the values the decisions
// compare the key with. A stage judged by another runner's result block (maestro, aiox) has a
// gate only as its block gives it, so its prompt's block template must name these keys: a key
// asked for only in the task text is a key a literal-minded agent leaves out, and the decision
// that reads it routes on null (quality-loop's business_test_status, qa-loop's verdict).



/**
 * The keys of `stepId`'s gate the workflow reads, in the order it first reads them. Collected again
 * at each call, with no cache kept across runs: one pass over the workflow's steps, asked once per
 * prompt of an agent step judged by another runner's result block (steps/process/prompt.ts).
 */
function gateKeysRead(workflow, stepId) {
    const list = [];
    for (const r of collect(workflow, 'steps')) {
        // A branch's gate is the branch's, not the step's.
        if (r.branch !== undefined)
            continue;
        // A decision finds its step case-insensitively (steps/decision/run.ts); a {{steps.<id>\u2026}} placeholder
        // names it exactly: Build's keys are not build's.
        if (r.fold ? r.step.toLowerCase() !== stepId.toLowerCase() : r.step !== stepId)
            continue;
        // Expressions read keys case-insensitively: one key, spelt as first read.
        let read = list.find((k) => k.key.toLowerCase() === r.key.toLowerCase());
        if (read === undefined)
            list.push((read = { key: r.key, values: [], readers: [] }));
        if (!read.readers.includes(r.reader))
            read.readers.push(r.reader);
        if (r.value !== undefined && !read.values.includes(r.value))
            read.values.push(r.value);
    }
    return list;
}
/**
 * The gate reads of the workflow, in its order: a decision's `steps.<id>.gate.<key>` or
 * `steps.<id>.branches.<branch>.gate.<key>` (with the values it compares them with), a
 * `{{steps.\u2026.gate.<key>}}` placeholder (or gate_or_empty) in a step's text.
 */
function collect(workflow, scope) {
    const out = [];
    const decisions = (def, reader) => {
        for (const branch of def.decide ?? []) {
            if (!('if' in branch))
                continue;
            const compiled = (0,expressions/* compileExpression */.Wo)(branch.if);
            if (!compiled.ok)
                continue;
            for (const { names } of (0,expressions/* contextPaths */.A9)(compiled)) {
                const read = gatePath(names);
                if (read !== undefined)
                    out.push({ ...read, fold: true, reader });
            }
            for (const { names, literal } of (0,expressions/* comparedLiterals */.aY)(compiled)) {
                const read = gatePath(names);
                if (read !== undefined)
                    out.push({ ...read, fold: true, reader, value: literal });
            }
        }
        if (scope === 'nested')
            for (const inner of [...Object.values(def.per_item ?? {}), ...Object.values(def.parallel?.branches ?? {})])
                decisions(inner, reader);
    };
    for (const step of workflow.steps.values()) {
        decisions(step.def, step.id);
        const { per_item: _items, ...own } = step.def;
        for (const text of strings(scope === 'nested' ? step.def : own)) {
            for (const m of text.matchAll(placeholders/* PLACEHOLDER */.Kx)) {
                const ref = (0,references/* parseReference */.F2)(m[1]);
                if (ref?.what === 'gate')
                    out.push({ step: ref.step, ...(ref.branch !== undefined ? { branch: ref.branch } : {}), fold: false, key: ref.key, reader: step.id });
            }
        }
    }
    return out;
}
/** steps.<id>.gate.<key> or steps.<id>.branches.<branch>.gate.<key>, nothing after it: the step (and branch) and key it reads. */
function gatePath(names) {
    if (names[0]?.toLowerCase() !== 'steps')
        return undefined;
    if (names.length === 4 && names[2].toLowerCase() === 'gate')
        return { step: names[1], key: names[3] };
    if (names.length === 6 && names[2].toLowerCase() === 'branches' && names[4].toLowerCase() === 'gate')
        return { step: names[1], branch: names[3], key: names[5] };
    return undefined;
}
/** Every string held in a step's definition (its texts, its stage inputs, a child's inputs \u2026). */
function* strings(value) {
    if (typeof value === 'string')
        yield value;
    else if (Array.isArray(value))
        for (const v of value)
            yield* strings(v);
    else if (typeof value === 'object' && value !== null)
        for (const v of Object.values(value))
            yield* strings(v);
}
/**
 * Every gate key the workflow names where it reads a gate \u2014 a decision's `steps.<id>.gate.<key>`
 * or `steps.<parallel>.branches.<branch>.gate.<key>`, a `{{steps.\u2026.gate.<key>}}` placeholder (or
 * gate_or_empty), of any step, per_item steps and parallel branches included: the workflow's own
 * words (run/gate-secrets.ts withheldGate keeps such a key as written).
 */
function gateKeysNamed(workflow) {
    return [...new Set(collect(workflow, 'nested').map((r) => r.key))];
}

;// CONCATENATED MODULE: ./src/core/run/output-secrets.ts
// A secret in an accepted output. The run's logs, messages and recorded gates mask the stage's
// secrets, but an output is the stage's work and is kept as written \u2014 and the Action uploads the
// outputs as an artifact, which GitHub never masks. So an accepted output holding the value of a
// secret the stage's environment had is warned about, naming the variable, never the value. The
// judge looks for the values in the read that hashes the output (no second pass over it).


/**
 * The secrets of a stage's environment as the log masks them (secret-looking names' values, URL
 * passwords), each as written and trimmed of surrounding white space (a key file's value ends with
 * a newline its copy may lack; a trimmed form shorter than a secret can be is not looked for: it
 * would be found in unrelated text), and as a JSON string holds it where that differs (a multi-line
 * key in a JSON result) \u2014 not its other encoded forms, which a log needs and an output rarely
 * holds. Not the run's inputs (STAGEGATE_INPUT_<NAME>): the run's state records them in clear (an
 * `issue_key` input is no secret), as the recorded gate keeps them (gate-secrets.ts). `masked`:
 * values stages registered with `::add-mask::`. Undefined when there is none: nothing is looked for.
 */
function outputSecretWatch(env, masked = []) {
    const own = Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith(stage_command/* INPUT_VARIABLE_PREFIX */.bn)));
    const named = [...(0,secret_names/* namedSecretsOf */.oW)(own, stage_command/* ATTEMPT_TOKEN_VARIABLE */.lA), ...masked.map((value) => ({ name: 'a value a stage masked with ::add-mask::', value }))];
    if (named.length === 0)
        return undefined;
    const watch = [];
    const names = [];
    const seen = new Set();
    for (const { name, value } of named) {
        const trimmed = value.trim();
        const forms = trimmed === value || trimmed.length >= secret_names/* MIN_SECRET_LENGTH */.vb ? [value, trimmed, JSON.stringify(trimmed).slice(1, -1)] : [value];
        for (const form of forms) {
            if (form === '' || seen.has(form))
                continue;
            seen.add(form);
            watch.push(Buffer.from(form, 'utf8'));
            names.push(name);
        }
    }
    return { watch, names };
}
/** The warning for an accepted output that holds the watched strings `found` (indexes into `w.watch`). */
function outputSecretWarning(label, output, w, found) {
    const names = [...new Set(found.map((i) => w.names[i]))];
    const what = names.length === 1 ? `the value of ${names[0]}` : `the values of ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    return `${label}: its accepted output ${output} holds ${what}, a secret of the stage's environment: the logs mask it, but an output is kept as written, and the Action uploads the run's folder (the outputs in it included) as an artifact, which GitHub does not mask; make the stage write no secret into its output (docs/security.md)`;
}

;// CONCATENATED MODULE: ./src/core/run/attempts.ts
// The one attempt loop, for a sequential stage and for a parallel branch alike: prepare the
// attempt (log, prompt, environment), commit its start, run the process, judge it, charge an
// agent's spend, then accept it, retry it (retry.max_attempts with backoff), fall back from a
// delegated attempt to a direct one, or give up. What each attempt records in the journal is the
// subject's business (AttemptSubject): a stage records on its own step, a branch on its record.

































/**
 * The session the attempt `attempt` of `visit` continues: that of the attempt before it in the same
 * visit, when it ended as CONTINUED says, in the same delegation mode (a direct fallback starts
 * anew), with the same stage prompt as today's (`digest`: an edited prompt file or workflow
 * starts anew, as does a record without one), not itself a continuation (a session that broke
 * twice starts anew), not one whose CLI never got to work (`refused`: it could not start, or
 * refused the request), run by the same agent CLI (`agent`: a resume that switched to another
 * agent cannot continue a session another CLI keeps), and its CLI reported (or was given) one.
 * Else undefined: a new session.
 */
function sessionToContinue(host, s, visit, attempt, delegation, digest, agent) {
    if (digest === undefined)
        return undefined;
    if (attempt <= 1)
        return undefined;
    const previous = logPathOf(host, s.logStem, visit, attempt - 1);
    const records = host.state().steps[s.recordOn.id]?.transcripts ?? [];
    for (let i = records.length - 1; i >= 0; i--) {
        const r = records[i];
        if (r.transcript !== previous)
            continue;
        return continuedSession(r, delegation, digest, agent, s.recordOn === s.step && (0,run_questions/* answeredJustNow */.Yt)(host.state(), s.step.id) !== undefined);
    }
    return undefined;
}
/** Whether an agent's answer (its CLI's final message; the command agent's output) holds a `WORKFLOW_GATE:` line. */
function printedGate(adapter, transcript) {
    let answer;
    try {
        answer = adapter.answer?.(transcript) ?? null;
    }
    catch {
        answer = null;
    }
    // A CLI that prints JSON escapes its answer's line breaks: only its answer can be read by line.
    const text = answer ?? (adapter.answer === undefined ? transcript.slice(-workflow_gate/* GATE_WINDOW_BYTES */.Py) : '');
    return /^[ \t>]*WORKFLOW_GATE:[ \t]*$/m.test(text);
}
/** A line of the runner's own in an attempt's log (best effort: never through a link, never blocking). */
function noteInLog(absPath, line) {
    try {
        const fd = (0,external_node_fs_.openSync)(absPath, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
        try {
            (0,external_node_fs_.writeSync)(fd, `${line}\n`);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    catch {
        // The note is also an event (progress); the log stays as the agent left it.
    }
}
/** Failures that a retry may cure; anything else (contract, gate, budget) ends the attempts. */
const RETRYABLE = new Set(['STAGE_FAILED', 'STAGE_TIMEOUT']);
/**
 * Fold an attempt's ledger into the journal (effect_done events, committed with the next commit):
 * the records of this subject's step, branch, visit and attempt the state does not hold yet.
 * Called when the attempt ends, and before the first attempt of an invocation for the attempt
 * before it (a crash may have left its records unfolded: LangGraph's pending writes).
 */
function foldEffects(host, s, visit, attempt) {
    let ledger;
    try {
        ledger = host.workspace.resolve((0,effects/* ledgerPathOf */.qx)(host.ctx.runRoot.rel, s.logStem, visit, attempt), 'side effect ledger');
    }
    catch (error) {
        if ((0,errors/* isStagegateError */.W)(error))
            return;
        throw error;
    }
    removeDeadOnceLocks(ledger.abs);
    const scope = { step: s.envStep, ...(s.outputBranch !== undefined ? { branch: s.outputBranch } : {}), visit, attempt };
    const records = (0,effects/* readLedger */.SC)(ledger.abs, scope);
    if (records.length === 0)
        return;
    const done = new Set((host.state().effects ?? []).map(effects/* effectId */.dC));
    for (const r of records) {
        const id = (0,effects/* effectId */.dC)(r);
        if (done.has(id))
            continue;
        done.add(id);
        try {
            host.apply((0,effects/* effectEvent */.kp)(r, host.now()));
        }
        catch (error) {
            // The stage writes the ledger: a line that would not replay (one the reducer refuses before
            // it changes anything) is skipped and said in the attempt's log, never a stop on every resume.
            if (!(error instanceof reduce/* ReplayMismatch */.os))
                throw error;
            skippedInLog(host, s, visit, attempt, `[stagegate] side effect ledger: record '${r.key}' skipped: it ${error.message} (not recorded; a later call of once runs it again)`);
        }
    }
}
/**
 * The `once` locks of an attempt's ledger whose owner is gone, removed once the attempt has ended:
 * a call killed with its stage (a timeout, an interruption, a crash) leaves its lock, and no later
 * call of that attempt takes it over (a retry has a ledger, and locks, of its own). A lock a live
 * process holds (an escaped call still running) stays; nothing else in the folder is touched.
 */
function removeDeadOnceLocks(ledgerAbs) {
    const folder = (0,external_node_path_.dirname)(ledgerAbs);
    const ledgerName = (0,external_node_path_.basename)(ledgerAbs);
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(folder);
    }
    catch {
        return;
    }
    for (const name of names) {
        if (!(0,effects/* isOnceLockOf */.Wp)(ledgerName, name))
            continue;
        const path = (0,external_node_path_.join)(folder, name);
        try {
            if (!state_lock/* RunLock */.jj.isHeld(path))
                (0,external_node_fs_.rmSync)(path, { force: true });
        }
        catch {
            /* one that cannot be removed stays: it names a dead owner, which the next call of its key takes over */
        }
    }
}
/** A note in an attempt's log, when its path still resolves inside the workspace. */
function skippedInLog(host, s, visit, attempt, line) {
    try {
        noteInLog(host.workspace.resolve(logPathOf(host, s.logStem, visit, attempt), 'stage log').abs, line);
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
    }
}
function logPathOf(host, stem, visit, attempt) {
    const root = host.ctx.runRoot.rel;
    return `${root === '.' ? '' : root + '/'}logs/${stem}.v${visit}.a${attempt}.log`;
}
/** The step's inputs as STAGEGATE_INPUT_* (declared inputs, the step's own, run_id; a resolver's blocking_* too). */
function inputsFor(host, step, bindings) {
    const names = new Set([...(0,invocation/* declaredInputs */.WB)(host.workflow), ...Object.keys(step.def.inputs ?? {}), 'run_id', ...((0,model_workflow/* isResolverStep */.jF)(step) ? model_workflow/* BLOCKING_NAMES */.tG : [])]);
    const out = {};
    for (const name of names) {
        const v = bindings.get(name);
        if (v !== undefined)
            out[name] = v;
    }
    return out;
}
/**
 * The step's gate_schema for `stagegate gate`, which checks --set values against it before it
 * writes the block (the judge's check, in its words: a value the run would refuse is refused there).
 */
function gateSchemaEnv(workflow, step) {
    const compiled = workflow.gateSchemas?.get((0,gate_schemas/* gateSchemaKey */.Ip)(step.path));
    const value = compiled ? (0,gate_schema.gateSchemaVariable)(step.id, compiled, step.def.failure_statuses ?? []) : undefined;
    return value !== undefined ? { gateSchema: value } : {};
}
/**
 * The declared output's folder exists before the stage starts, so `printf \u2026 >"$STAGEGATE_OUTPUT"`
 * works for an output in a folder nothing made yet. Made one folder at a time from the workspace
 * root, each looked at first: a link on the way (an earlier or a concurrent stage may have made
 * one) is followed only while it leads to a folder inside the workspace, so nothing is ever
 * made outside it. Best effort: a folder that cannot be made leaves the stage to fail as it
 * would have (and the judge checks the output's path again).
 */
function outputFolder(workspace, output) {
    const folder = external_node_path_.posix.dirname(output.rel);
    if (folder === '.' || folder === '')
        return;
    let at = workspace.realRoot;
    for (const part of folder.split('/')) {
        const next = (0,external_node_path_.join)(at, part);
        const stat = (0,external_node_fs_.lstatSync)(next, { throwIfNoEntry: false });
        if (stat === undefined) {
            try {
                (0,external_node_fs_.mkdirSync)(next);
            }
            catch (error) {
                if (error.code !== 'EEXIST')
                    return;
                // Made by someone else meanwhile: look at it again.
                if (!(0,external_node_fs_.lstatSync)(next).isDirectory())
                    return;
            }
            at = next;
        }
        else if (stat.isDirectory())
            at = next;
        else if (stat.isSymbolicLink()) {
            let real;
            try {
                real = (0,external_node_fs_.realpathSync)(next);
            }
            catch {
                return;
            }
            if (!(real === workspace.realRoot || real.startsWith(workspace.realRoot + external_node_path_.sep)) || !(0,external_node_fs_.lstatSync)(real).isDirectory())
                return;
            at = real;
        }
        else
            return;
    }
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
        if (s.output && !before)
            outputFolder(workspace, s.output);
        // The output's folder as it was: a missing output then names a near file the attempt created.
        // An agent's attempt only (agents.md): a listing per stage grows with the folder, and a chain of
        // shell stages writing into one run folder would pay it at every stage (B1's flat cost).
        const namesBefore = s.output && s.stage.judging === 'gate' && s.stage.agent !== undefined ? namesBeside(s.output) : undefined;
        const { visit, attempt, previousFailure } = s.peek();
        // What the attempt before this one did once, when a crash kept it from being folded.
        if (tries === 1 && attempt > 1)
            foldEffects(host, s, visit, attempt - 1);
        // Checked before the attempt is recorded: a log folder a stage replaced with a link out
        // stops the run with the step before it completed and nothing of this one started.
        const log = workspace.resolve(logPathOf(host, s.logStem, visit, attempt), 'stage log');
        const delegation = delegationFor(s.stage, attempt);
        let env;
        let invocation;
        let promptFile;
        let ledger;
        const token = host.attemptToken();
        const agentOf = s.stage.agent;
        const newSession = () => (agentOf?.adapter.choosesSession ? { newSession: (0,external_node_crypto_.randomUUID)() } : {});
        let promptDigest;
        let resumeSession;
        try {
            promptDigest = agentOf ? s.stage.promptDigest?.(delegation) : undefined;
            resumeSession = agentOf?.adapter.resumesSession && agentOf.resumeSessions ? sessionToContinue(host, s, visit, attempt, delegation, promptDigest, agentOf.name) : undefined;
            invocation = s.stage.invocation({ visit, attempt, delegation, previousFailure, ...newSession(), ...(resumeSession !== undefined ? { resumeSession } : {}) });
            ledger = workspace.resolve((0,effects/* ledgerPathOf */.qx)(ctx.runRoot.rel, s.logStem, visit, attempt), 'side effect ledger');
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
                statuses: Object.keys(s.step.def.statuses ?? {}),
                effects: ledger.abs,
                ...gateSchemaEnv(workflow, s.step),
            });
        }
        catch (error) {
            if (!(0,errors/* isStagegateError */.W)(error))
                throw error;
            // What was wrong and its fix, as for any stop (a NUL byte in an input: what to remove).
            host.stopFix(error.code, error.hint);
            const failed = { code: error.code, message: error.message, result: NOT_RUN, log, visit, attempt };
            s.begin(token);
            s.fail(failed, true);
            return { kind: 'failed', failed };
        }
        s.begin(token);
        Object.assign(env, s.extraEnv, invocation.env, promptFile ? { STAGEGATE_PROMPT_FILE: promptFile.abs } : {});
        // The stage's secrets: its environment's, and the values stages registered with ::add-mask::
        // lines so far (stage-masks.ts); again once its process ends (it may have added some).
        const stageMasks = host.request.stageMasks;
        const secretsNow = () => (stageMasks === undefined || stageMasks.values.length === 0 ? (0,process_transcript/* secretValues */.VX)(env) : [...new Set([...(0,process_transcript/* secretValues */.VX)(env), ...stageMasks.values])].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)));
        let secrets = secretsNow();
        let words;
        let commands;
        // The run's own words, and its files' paths (the Action's state-path and manifest-path outputs).
        const ownWords = () => (words ??= [workflow.name, ctx.runId, ctx.statePath.rel, ctx.manifestPath.rel, ...workflowWords(workflow)]);
        // The commands it prints for the run (next:), its resume with the agent flags among them.
        const ownCommands = () => (commands ??= runCommands(host.request.commandName ?? 'stagegate', (0,command_line/* runTarget */.Nh)(workflow.file, ctx.runId, locating(host)), resumeCommand(host)));
        const onAddMask = stageMasks && ((rest, cut, form) => {
            const { values, refused } = stageMasks.offer(rest, s.label, ownWords(), cut, form, ownCommands());
            // Warnings of the run (run --json's `warnings` too): a consumer learns a value is not masked, or output withheld.
            for (const said of refused)
                host.warn(said, false, s.label);
            return values.withhold === true ? { values, withhold: true } : { values };
        });
        // An earlier stage's add-mask value could not be registered: masked nowhere, it may be printed
        // by this stage (a token one stage fetched and this one uses), so its output is withheld (fail closed).
        const withheldOutput = () => {
            const since = stageMasks?.withheldSince;
            if (since === undefined)
                return {};
            const why = `step ${since} asked to mask a value (::add-mask::) that could not be registered, so the value could not be masked in this stage's output`;
            host.warn(`${s.label}: the stage's output is withheld (not logged nor shown): ${why}`, false, s.label);
            return { withheld: `this stage's output is withheld: ${why}` };
        };
        // A stage running beside one whose add-mask value could not be registered (a parallel branch
        // already running then) may print that value too: the rest of its output is withheld from
        // then on (its first write after it), said once. Asked before each write: a field read.
        let withheldLate = false;
        const withheldFrom = stageMasks &&
            (() => {
                const since = stageMasks.withheldSince;
                if (since === undefined)
                    return undefined;
                const why = `step ${since} asked to mask a value (::add-mask::) that could not be registered, so the value could not be masked in this stage's output`;
                if (!withheldLate)
                    host.warn(`${s.label}: the rest of the stage's output is withheld (not logged nor shown): ${why}`, false, s.label);
                withheldLate = true;
                return `the rest of this stage's output is withheld: ${why}`;
            });
        // The attempt is on disk before its process starts: a crash from here on counts it.
        host.commit();
        // A prompt copy that cannot be written (something other than a fresh file at its path) starts nothing.
        const refused = (promptFile ? (0,process_transcript/* writePromptCopy */.tB)(promptFile.abs, promptFile.rel, invocation.prompt, secrets) : undefined) ?? emptyLedger(ledger);
        // The package is read-only for agent stages: digests now, compared when the stage ends.
        const guard = s.stage.agent ? snapshotPackage(workspace, workflow) : undefined;
        host.ports.onEvent?.({ type: 'stage_started', step: s.label, visit, attempt, kind: s.step.kind });
        const onEvent = host.ports.onEvent;
        const spawned = s.spawned;
        // The attempt's first process makes its log (never appended to a file found there: another
        // execution's, that the journal does not record); a second one (a refused resume's) appends.
        let newLog = true;
        const runProcess = (inv) => host.ports.processes.run({
            command: inv.command,
            args: inv.args,
            ...(inv.stdin !== undefined ? { stdin: inv.stdin } : {}),
            cwd: workspace.root,
            env,
            logPath: log.abs,
            ...(newLog ? { newLog } : {}),
            secrets,
            ...(onAddMask ? { onAddMask } : {}),
            ...withheldOutput(),
            ...(withheldFrom ? { withheldFrom } : {}),
            attemptToken: token,
            // Where processes cannot be found by token, the group is recorded so that a resume can kill it.
            ...(host.ports.processes.findsByToken === false && spawned ? { onSpawn: (pgid) => spawned(pgid) } : {}),
            ...(onEvent ? { onOutput: (text) => onEvent({ type: 'stage_output', step: s.outputStep, ...(s.outputBranch !== undefined ? { branch: s.outputBranch } : {}), visit, attempt, text }) } : {}),
            ...(timeoutMinutes !== undefined ? { timeoutMs: Math.round(timeoutMinutes * 60_000) } : {}),
            ...(host.request.signal ? { signal: host.request.signal } : {}),
        });
        let result = refused ?? (await runProcess(invocation));
        newLog = false;
        // Counted when its process started: an attempt refused before (a FIFO at its log's path, a
        // prompt copy that cannot be written) or whose command could not be started (an agent CLI
        // removed mid-run: AGENT_NOT_FOUND) ran no stage (`stages_run`, the Action's `stages-run`).
        // ESPAWNER: the stage had started, and was stopped with the process that spawned it.
        if (result.fileRefused === undefined && (result.spawnError === undefined || result.spawnErrorCode === 'ESPAWNER'))
            host.stagesRan(1);
        // Where the output of the attempt's last process starts in its log (past a refused resume's).
        let lastProcessFrom = 0;
        if (agentOf && invocation.resumed !== undefined && !result.timedOut && !result.interrupted && result.exitCode !== 0 && agentOf.adapter.sessionRefused?.((0,process_transcript/* finishTranscript */.Kc)(log.abs), invocation.resumed)) {
            // The CLI has no such session (its files stayed on another machine, or an ephemeral runner
            // lost them): never a failure of the attempt \u2014 it runs again, in a new session, with the
            // whole prompt, its output appended to the same log after a line that says so.
            const note = `${s.label}: ${agentOf.name} has no session ${invocation.resumed} to continue (its session files are not on this machine); the attempt runs again in a new session`;
            noteInLog(log.abs, `[stagegate] ${note}`);
            onEvent?.({ type: 'note', message: note, step: s.label });
            try {
                invocation = s.stage.invocation({ visit, attempt, delegation, previousFailure, ...newSession() });
            }
            catch (error) {
                // The whole prompt cannot be built now (its file went away meanwhile): the attempt fails
                // as one whose prompt cannot be built does, with what its refused process did folded.
                if (!(0,errors/* isStagegateError */.W)(error))
                    throw error;
                host.stopFix(error.code, error.hint);
                foldEffects(host, s, visit, attempt);
                const failed = { code: error.code, message: error.message, result, log, visit, attempt };
                s.fail(failed, true);
                return { kind: 'failed', failed };
            }
            const again = promptFile ? (0,process_transcript/* writePromptCopy */.tB)(promptFile.abs, promptFile.rel, invocation.prompt, secrets) : undefined;
            // The attempt is judged and charged on this process alone: the refused one's error result
            // (`total_cost_usd: 0`) is no report of this one's usage, nor its session.
            lastProcessFrom = (0,process_transcript/* logSize */.S2)(log.abs);
            result = again ?? (await runProcess(invocation));
        }
        // What the stage did once is in the journal before the attempt's end is (same commit, first).
        if (refused === undefined)
            foldEffects(host, s, visit, attempt);
        secrets = secretsNow();
        const transcript = (0,process_transcript/* finishTranscript */.Kc)(log.abs, s.stage.agent !== undefined, lastProcessFrom);
        // The record of an agent attempt (what it spent, its session and prompt, whether it continued one).
        const agentRecord = (agent, usage, outcome, refused) => {
            // The session we gave the CLI, else (the user's own flags chose it) the one its transcript
            // reports \u2014 the agent writes that log, so only an id of a safe shape is believed.
            const session = (0,types/* safeSessionId */.nL)(invocation.session ?? agent.adapter.sessionId?.(transcript));
            return {
                visit,
                attempt,
                agent: agent.name,
                delegation,
                transcript: log.rel,
                prompt: promptFile?.rel ?? null,
                exit_status: result.exitCode,
                outcome,
                usage: (0,spend/* spendOf */.Ii)(usage),
                ...(usage && Object.keys(usage.extra).length > 0 ? { reported: usage.extra } : {}),
                ...(session !== undefined ? { session } : {}),
                ...(promptDigest !== undefined ? { prompt_sha256: promptDigest } : {}),
                ...(invocation.resumed !== undefined ? { continued: true } : {}),
                ...(refused !== undefined ? { refused } : {}),
                ...(usagePartial(agent.adapter, usage, result, refused !== undefined) ? { usage_partial: true } : {}),
            };
        };
        if (result.interrupted) {
            // Not a verdict: the attempt is recorded failed and the step stays active, so a resume runs it again.
            const said = s.stage.agent ? (0,types/* lastWords */.aN)(s.stage.agent.adapter, transcript, true) : null;
            if (agentOf) {
                // Recorded like any agent attempt (what it spent until then; its session, which the resume continues).
                const usage = agentOf.adapter.parseUsage(transcript);
                const record = agentRecord(agentOf, usage, 'WORKFLOW_INTERRUPTED');
                host.apply({ event: 'agent_attempt', at: host.now(), record_on: s.recordOn.id, record });
                partialSpendWarning(host, s, record, visit);
            }
            const message = (0,process_transcript/* maskSecrets */.QU)(`run ${ctx.runId} ${interruption(host.request.signal)} during step ${s.label} (visit ${visit}, attempt ${attempt}); its process tree was killed (log: ${log.rel})${said !== null ? `; the agent's last words: "${said}"` : ''}`, secrets);
            const failed = { code: 'WORKFLOW_INTERRUPTED', message, result, log, visit, attempt };
            s.fail(failed, true);
            return { kind: 'interrupted', message, failed };
        }
        const gateSchema = workflow.gateSchemas?.get((0,gate_schemas/* gateSchemaKey */.Ip)(s.step.path));
        const adapter = s.stage.agent?.adapter;
        const answer = adapter?.answer ? () => adapter.answer?.(transcript) ?? null : undefined;
        // Skipped when the stage had no secret: nothing is looked for in its output.
        const watched = secrets.length > 0 ? outputSecretWatch(env, stageMasks?.values) : undefined;
        let verdict = judgeAttempt({ workflow: workflow.name, workspace, step: s.step, judging: s.stage.judging, result, output: s.output, before, log, gateSchema, answer, watch: watched?.watch, namesBefore });
        if (s.stage.agent && result.spawnErrorCode === 'ENOENT') {
            // The CLI went away after the check before the run: the same clear stop, not "could not start".
            const missing = agentNotFound(s.step.id, s.stage.agent, 'spawn');
            verdict = { ok: false, code: missing.code, message: `${missing.message}. ${missing.hint ?? ''}`.trim() };
        }
        // The limit it ran into, and that raising it is an edit of the workflow (the fix's resume then
        // needs --allow-workflow-change: process/run.ts adds how, from editFixFor).
        if (!verdict.ok && verdict.code === 'STAGE_TIMEOUT') {
            const minutes = timeoutMinutes ?? model_workflow/* DEFAULT_TIMEOUT_MINUTES */.EV;
            const limit = minutes < 1 ? `${Number((minutes * 60).toFixed(2))} s` : `${minutes} min`;
            verdict = { ...verdict, message: `${verdict.message}; its limit: ${limit} (timeout_minutes${timeoutMinutes === undefined ? ', the default' : ''})`, fix: 'Raise timeout_minutes (the step\'s, or execution.timeout_minutes) or make the stage faster, then resume: the same step runs again.' };
        }
        if (guard)
            verdict = guardedVerdict(workspace, workflow, s.step.id, guard, verdict);
        // The stage's log could not be written whole (a full disk): said with the failure the journal
        // records (run and status say it), and as a warning when the attempt succeeded all the same.
        if (result.logFailure !== undefined) {
            const cut = logCutShort(log.rel, result.logFailure);
            if (!verdict.ok)
                verdict = { ...verdict, message: `${verdict.message}; ${cut}` };
            else
                host.ports.onEvent?.({ type: 'note', message: `${WARNING_PREFIX}${s.label}: ${cut}`, warning: true, step: s.label });
        }
        // Output withheld (an add-mask value no mask holds): a failure judged from the log (a result
        // block printed, not written) says why the log lacks it.
        if (result.outputWithheld === true && !verdict.ok)
            verdict = { ...verdict, message: `${verdict.message}; its log ${log.rel} lacks the stage's output after its "[stagegate: \u2026withheld\u2026]" line (an ::add-mask:: value could not be registered)` };
        // An agent that exited 0 without its output most often ended with a question no one will
        // answer: its last words go in the message, so the stop and the next attempt's prompt quote it.
        // So does one killed at its time limit: what it was doing when it ran out of time (a CLI that
        // streams its messages leaves them in the transcript; docs/agents.md, "Transcripts").
        if (s.stage.agent && !verdict.ok && (((verdict.code === 'STAGE_OUTPUT_MISSING' || verdict.code === 'STALE_ARTIFACT_REJECTED') && result.exitCode === 0) || verdict.code === 'STAGE_TIMEOUT')) {
            // One that printed its gate instead of writing it (a frequent slip of agents): said first, so
            // the next attempt's prompt, which quotes this message, says where the gate belongs.
            if (verdict.code === 'STAGE_OUTPUT_MISSING' && s.output && printedGate(s.stage.agent.adapter, transcript)) {
                verdict = { ...verdict, message: `${verdict.message}; its answer holds a WORKFLOW_GATE block, which counts only at the end of ${s.output.rel}, written in the attempt` };
            }
            const said = (0,types/* lastWords */.aN)(s.stage.agent.adapter, transcript, verdict.code === 'STAGE_TIMEOUT');
            if (said !== null)
                verdict = { ...verdict, message: `${verdict.message}; the agent's last words: "${said}"` };
        }
        // An agent that never got to work: its CLI could not start, refused the request or exited
        // before it started a session. Its session is not continued; when another attempt would fail
        // the same way (an exit status by which the CLI says it cannot run as set up, an authentication
        // or billing refusal) it is not retried either.
        const exit = result.exitCode;
        let refusal;
        let fatal;
        if (s.stage.agent && !verdict.ok && verdict.code === 'STAGE_FAILED' && !result.timedOut && !result.interrupted && result.signal === null) {
            const adapter = s.stage.agent.adapter;
            if (result.spawnError !== undefined)
                refusal = `${adapter.name} could not start: ${result.spawnError}`;
            else if (exit !== null && exit !== 0) {
                fatal = adapter.fatalExitStatuses?.[exit];
                if (fatal !== undefined)
                    refusal = `${adapter.name} exited ${exit}: ${fatal}`;
                else {
                    const refused = adapter.refusal?.(transcript, invocation.args) ?? null;
                    if (refused !== null) {
                        refusal = refused.reason;
                        if (refused.fatal)
                            fatal = refused.reason;
                    }
                }
            }
            // Recorded and shown: on one line, without the terminal's control characters, its secrets
            // masked (the log masks them as printed, but a CLI's JSON may hold one in escaped form).
            if (refusal !== undefined) {
                refusal = recordable(refusal, secrets);
                if (fatal !== undefined)
                    fatal = refusal;
            }
        }
        if (fatal !== undefined)
            verdict = { ok: false, code: 'STAGE_FAILED', message: `step ${s.label}: ${refusal}; not retried, since another attempt would fail the same way (log: ${log.rel})` };
        // A stop message may quote what the stage wrote (a gate field holding $MY_TOKEN's value): the
        // secrets its log masks are masked here too, before it is recorded, retried on or shown.
        if (!verdict.ok && secrets.length > 0)
            verdict = { ...verdict, message: (0,process_transcript/* maskSecrets */.QU)(verdict.message, secrets) };
        // An add-mask value could not be registered before the result was judged (masked nowhere): a
        // refusal that quotes what the stage wrote (a status, a gate field) may quote it, so it says
        // where to read why instead (fail closed, as the gate's values and the stage's output are).
        const withheldSince = stageMasks?.withheldSince;
        if (!verdict.ok && withheldSince !== undefined && QUOTES_THE_RESULT.has(verdict.code)) {
            const where = verdict.location ? `${verdict.location.file}:${verdict.location.line}` : (s.output?.rel ?? log.rel);
            verdict = { ...verdict, message: `${where}: the result of step ${s.label} was refused (${verdict.code}); why is withheld, since it quotes what the stage wrote and step ${withheldSince} asked to mask a value (::add-mask::) that could not be registered: read ${where} itself` };
        }
        // So may an accepted gate's values (`--set note=$MY_TOKEN`): masked before the journal, the
        // state, the manifest or a downstream placeholder sees them (the gate_schema checked them as
        // written) \u2014 not the run's input values, which the state holds in clear (gateSecretValues).
        if (verdict.ok && verdict.gate && secrets.length > 0)
            verdict = { ...verdict, gate: maskedGate(verdict.gate, [...gateSecretValues(env), ...(stageMasks?.values ?? [])]) };
        // An add-mask value could not be registered before the gate was judged (this stage's, an
        // earlier one's, a parallel branch's): masked nowhere, it may be in the gate, so the gate's
        // values are recorded withheld (fail closed, as the stage's output is).
        if (verdict.ok && verdict.gate && withheldSince !== undefined) {
            const gate = withheldGate(verdict.gate, gateKeysNamed(workflow));
            if (gate !== verdict.gate) {
                verdict = { ...verdict, gate };
                host.warn(`${s.label}: the values of its gate are recorded withheld (***): step ${withheldSince} asked to mask a value (::add-mask::) that could not be registered, so the value could not be masked in them`, false, s.label);
            }
        }
        // The output itself is kept as written: one that holds a secret is warned about (once per step and message).
        if (verdict.ok && verdict.evidence && verdict.holds !== undefined && watched !== undefined)
            host.warn(outputSecretWarning(s.label, verdict.evidence.rel, watched, verdict.holds), false, s.label);
        let breach;
        if (s.stage.agent) {
            const agent = s.stage.agent;
            const usage = agent.adapter.parseUsage(transcript);
            const limitExit = agent.adapter.turnLimitExitStatus;
            const stepBreach = attemptBreach(s.step, usage, limitExit !== undefined && result.exitCode === limitExit, usagePartial(agent.adapter, usage, result, refusal !== undefined));
            const record = agentRecord(agent, usage, stepBreach ? 'WORKFLOW_BUDGET_EXCEEDED' : verdict.ok ? 'ok' : verdict.code, refusal);
            host.apply({ event: 'agent_attempt', at: host.now(), record_on: s.recordOn.id, record });
            partialSpendWarning(host, s, record, visit);
            breach = stepBreach ?? workflowBreach(workflow, host.state());
            // A breach of the step's own limits, or any breach of a failed attempt, fails it; a run
            // budget spent by an accepted attempt stops the run after it is accepted.
            if (breach && (breach.scope === 'step' || !verdict.ok))
                verdict = { ok: false, code: 'WORKFLOW_BUDGET_EXCEEDED', message: breach.message };
        }
        if (verdict.ok)
            return { kind: 'accepted', accepted: { verdict, result, log, output: s.output, visit, attempt }, ...(breach ? { breach } : {}) };
        const failed = { code: verdict.code, message: verdict.message, result, log, visit, attempt, ...(verdict.location ? { location: verdict.location } : {}), ...(verdict.fix !== undefined ? { fix: verdict.fix } : {}), ...(verdict.failureStatus !== undefined ? { failureStatus: verdict.failureStatus } : {}) };
        if (!fellBack && fatal === undefined && fallsBackToDirect(delegation, verdict.code)) {
            // Bounded delegation: one direct attempt at once, outside the retry budget.
            s.fail(failed, false);
            host.ports.onEvent?.({ type: 'note', message: `${s.label}: the delegated attempt ended with ${verdict.code}; running it directly`, step: s.label });
            fellBack = true;
            tries--;
            continue;
        }
        const final = fatal !== undefined || !RETRYABLE.has(verdict.code) || tries >= maxAttempts;
        // retry.max_attempts bounds one invocation: a visit resumed again and again (a cron that
        // resumes a stopped run) gets that many more each time. The stop says the count in all.
        const here = tries + (fellBack ? 1 : 0);
        if (final && RETRYABLE.has(verdict.code) && attempt > here)
            failed.message = `${failed.message}; ${acrossInvocations(attempt, here, maxAttempts)}`;
        s.fail(failed, final);
        if (final)
            return { kind: 'failed', failed };
        const delayMs = Math.round((retry?.backoff_seconds ?? 0) * 1000 * 2 ** (tries - 1));
        host.ports.onEvent?.({ type: 'stage_retrying', step: s.label, attempt: attempt + 1, delayMs, reason: verdict.message });
        // A signal during the backoff ends it: the loop's next turn records the interruption (before the attempt starts).
        if (delayMs > 0)
            await host.ports.clock.sleep(delayMs, host.request.signal);
    }
}
/** The refusals of a result whose message quotes what the stage wrote in it (a status, a gate field, a gate_schema's finding). */
const QUOTES_THE_RESULT = new Set(['GATE_RESULT_MISSING', 'WORKFLOW_STATUS_CONTRACT_VIOLATION', 'GATE_SCHEMA_VIOLATION', 'GATE_QUESTION_MISSING']);
/**
 * A visit's attempts over every invocation, said when earlier invocations made some: `attempt` is
 * the visit's count (STAGEGATE_ATTEMPT), `here` this invocation's. retry.max_attempts is per
 * invocation (docs/reliability.md: bounding unattended resumes).
 */
function acrossInvocations(attempt, here, maxAttempts) {
    const bound = maxAttempts > 1 ? `retry.max_attempts ${maxAttempts} bounds one invocation` : 'the step has no retry';
    return `${attempt} attempts of this visit in all, ${here} in this invocation and ${attempt - here} in earlier ones (${bound}: each resume tries ${maxAttempts === 1 ? 'once' : `up to ${maxAttempts} times`} more)`;
}
/**
 * Whether an agent attempt's recorded usage is a lower bound: its CLI reports usage (not the
 * command agent) but the attempt ended before it did \u2014 what the adapter read is marked partial
 * (Claude Code's streamed messages without its result object, Copilot CLI's turns without its
 * result event), or the attempt did not end as it should (cut short \u2014 killed at its time limit,
 * interrupted, killed by a signal: a crash \u2014 or exited non-zero) with nothing read at all (its
 * usage unknown: Gemini CLI prints no stats with an error, Codex no `turn.completed` after
 * `turn.failed`), or after only some of the per-step reports of a CLI that streams them
 * (AgentAdapter.streamsUsage). An attempt whose agent never got to work (`refused`: it could not
 * start, refused the request, exited with a status that says it cannot run as set up, or before it
 * started a session) spent nothing: no lower bound.
 */
function usagePartial(adapter, usage, result, refused = false) {
    if (usage?.partial === true)
        return true;
    if (refused)
        return false;
    // Its transcript was withheld from some line on: what it spent after is not in it.
    if (result.outputWithheld === true)
        return usage !== null || adapter.reports !== undefined;
    const cutShort = result.timedOut || result.interrupted === true || result.signal !== null;
    const failed = result.exitCode !== null && result.exitCode !== 0;
    if (!cutShort && !failed)
        return false;
    return usage === null ? adapter.reports !== undefined : adapter.streamsUsage === true;
}
/** Why an agent never got to work, as recorded (AttemptRecord.refused): one printable line, secrets masked, at most REFUSED_MAX_CHARS. */
function recordable(reason, secrets) {
    // Masked before and after: a secret printed across a line break is whole only once it is one line.
    const text = (0,process_transcript/* maskSecrets */.QU)((0,types/* oneLine */.TN)((0,process_transcript/* maskSecrets */.QU)(reason, secrets)), secrets);
    const line = text === '' ? 'its CLI refused the request' : text;
    if (line.length <= state_state/* REFUSED_MAX_CHARS */.Sy)
        return line;
    // Cut between characters, never inside a surrogate pair (half of one is not text).
    const cut = isHighSurrogate(line.charCodeAt(state_state/* REFUSED_MAX_CHARS */.Sy - 2)) ? state_state/* REFUSED_MAX_CHARS */.Sy - 2 : state_state/* REFUSED_MAX_CHARS */.Sy - 1;
    return `${line.slice(0, cut)}\u2026`;
}
function isHighSurrogate(code) {
    return code >= 0xd800 && code <= 0xdbff;
}
/**
 * An attempt whose spend is a lower bound, in a run that has a budget on spend: said as a warning
 * (stderr, `run --json`'s progress) \u2014 the budget is checked against what is known, and the cost
 * of this attempt is not (docs/agents.md, "Budgets").
 */
function partialSpendWarning(host, s, record, visit) {
    if (record.usage_partial !== true)
        return;
    const execution = host.workflow.data.execution;
    const limits = [
        ...(s.step.def.max_cost_usd !== undefined ? [`max_cost_usd of step ${s.step.id}`] : []),
        // Claude Code is given a step's max_turns (--max-turns) and holds to it itself; an agent that
        // reports no turns is warned about when the run starts (unenforced-budgets.ts).
        ...(s.step.def.max_turns !== undefined && record.agent !== 'claude' && s.stage.agent?.adapter.reports?.turns === true ? [`max_turns of step ${s.step.id}`] : []),
        ...(execution?.max_cost_usd !== undefined ? ['execution.max_cost_usd'] : []),
        ...(execution?.max_turns !== undefined ? ['execution.max_turns'] : []),
    ];
    if (limits.length === 0)
        return;
    // Nothing read at all (Gemini's error document, Codex's turn.failed, a CLI killed before its report): unknown, not zero.
    const cost = record.usage === null
        ? 'its cost, turns and tokens are unknown (it printed none; counted as none)'
        : record.usage.cost_usd != null
            ? 'its cost, turns and tokens are what it printed until then'
            : 'its cost is unknown and its turns and tokens are what it printed until then';
    // A later visit named: a warning said again in the same words is not said again (Run.warn).
    const message = `${s.label}${visit > 1 ? ` visit ${visit}` : ''} attempt ${record.attempt} ended before ${record.agent} reported its usage: ${cost}, so the run's recorded spend is a lower bound and ${limits.join(' and ')} may be exceeded without a stop`;
    host.warn(message, false, s.label);
}
/** A file left at the attempt's ledger path removed; a path that cannot be cleared (a directory) starts nothing (as a prompt copy that cannot be written). */
function emptyLedger(ledger) {
    try {
        (0,effects/* clearLedger */.xB)(ledger.abs);
        return undefined;
    }
    catch (error) {
        return { ...NOT_RUN, fileRefused: `its side effect ledger ${ledger.rel} cannot be cleared (${error.code ?? String(error)}: something other than a file stands at that path)` };
    }
}
/** The result of an attempt whose process never started (it could not be prepared). */
const NOT_RUN = { exitCode: null, signal: null, timedOut: false, durationMs: 0 };
/** A stage log a write failure cut short: where it stops and why (ENOSPC: the disk is full). */
function logCutShort(log, failure) {
    const why = failure.code === 'ENOSPC' ? 'ENOSPC: no space left on the device' : failure.code === 'EDQUOT' ? 'EDQUOT: disk quota exceeded' : failure.code;
    return `its log ${log} stops at ${failure.bytes} bytes: writing it failed (${why}), what the stage printed after that is lost`;
}

// EXTERNAL MODULE: ./src/core/model/input-order.ts
var input_order = __webpack_require__(4864);
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
    return (0,placeholders/* replacePlaceholders */.Lb)(text, (name) => view.get(name));
}
/** `view` with a step's own inputs over it. */
class OwnInputsView extends Map {
    view;
    own;
    constructor(view, own) {
        super();
        this.view = view;
        this.own = own;
    }
    get(name) {
        return this.own.get(name) ?? this.view.get(name);
    }
    has(name) {
        return this.get(name) !== undefined;
    }
}
/**
 * What text given to `step` sees (withAbsent): absent optional inputs read as `value`, and so do
 * they inside the step's own inputs built from them (`origin: 'from {{source}}'` reads `from (not
 * given)` in a prompt, `from ` in run: text), which run/bindings.ts leaves unbound (or bound with
 * the empty text) where the input was not given. A child step's inputs are left as they are: an
 * absent one is not passed (steps/child/run.ts).
 */
function seenByStep(workflow, step, bindings, value) {
    const absent = absentOptionalInputs(workflow, bindings);
    const view = withAbsent(bindings, absent, value);
    if (absent.size === 0 || step.kind === 'child_workflow' || step.def.inputs === undefined)
        return view;
    const texts = (0,input_order/* inputTexts */.Ld)(step.def.inputs);
    const own = new Map();
    const through = new OwnInputsView(view, own);
    for (const name of (0,input_order/* inputOrder */.HH)(step.def.inputs, false).order) {
        const text = texts.get(name);
        const built = usesAbsent(text, absent) || [...text.matchAll(placeholders/* PLACEHOLDER */.Kx)].some((m) => own.has(m[1]));
        if (!built)
            continue;
        try {
            own.set(name, (0,placeholders/* substitute */.V2)(text, through));
        }
        catch (error) {
            if (!(error instanceof placeholders/* PlaceholderError */.ik))
                throw error;
        }
    }
    return own.size === 0 ? view : through;
}

// EXTERNAL MODULE: ./src/core/model/gate-template.ts
var gate_template = __webpack_require__(773);
;// CONCATENATED MODULE: ./src/core/steps/process/prompt.ts
// The one prompt an agent-driven step receives, assembled deterministically (same inputs, same
// bytes) so `stagegate plan --show-prompt STEP` prints exactly what `run` sends:
//   1. the stage contract: exact output path, allowed statuses, the gate block to end with \u2014
//      first, so a CLI that truncates a long stdin (Gemini CLI keeps 8 MB) cannot drop it
//   2. the task: the prompt file (workspace-confined) or inline text, placeholders resolved
//   3. each skill's .github/skills/<name>/SKILL.md, named
//   4. the bound inputs
//   5. upstream context: paths and gate statuses of completed steps (from state)
//   6. on a retry, the previous attempt's failure
//   7. how to execute: direct, or delegated (bounded delegation's first attempt)
//   8. a short reminder of the contract (output path, statuses), last


















/** The previous attempt's failure, as the prompt will quote it (null when there is none). */
function previousFailureOf(state, stepId) {
    return state?.steps[stepId]?.last_error ?? null;
}
/** Bound inputs a step sees: declared workflow inputs, the step's own inputs, and run_id; absent optional inputs as ABSENT_TEXT. */
function boundInputs(workflow, step, bindings) {
    // A resolver (with or without statuses) also sees the blocking values the runner persisted.
    const names = new Set([...(0,invocation/* declaredInputs */.WB)(workflow), ...Object.keys(step.def.inputs ?? {}), 'run_id', ...((0,model_workflow/* isResolverStep */.jF)(step) ? model_workflow/* BLOCKING_NAMES */.tG : [])]);
    // Absent optional inputs, and the step's own inputs built from them, as ABSENT_TEXT.
    const seen = seenByStep(workflow, step, bindings, ABSENT_TEXT);
    const out = [];
    for (const name of names) {
        if (name === 'stop_after_step' || name === 'execution_mode' || name === 'ignore_previous_completion')
            continue;
        const v = seen.get(name);
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
        throw new errors/* StagegateError */.q('WORKFLOW_CONTRACT_INVALID', `${what} ${p.rel} does not exist`, {
            hint: 'Restore the file (a run never writes prompts or skills), or fix the path in the workflow.',
            location: { file: workflow.file, line: step.line, column: step.column },
        });
    }
    try {
        // Not waiting on a FIFO a stage put in its place since the stat.
        return (0,own_file/* readRegularFile */.XF)(p.abs, Number.MAX_SAFE_INTEGER, { follow: true }).toString('utf8').replace(/\r\n?/g, '\n');
    }
    catch (error) {
        throw new errors/* StagegateError */.q('WORKFLOW_CONTRACT_INVALID', `${what} ${p.rel} cannot be read (${error instanceof own_file/* NotRegularFileError */.iZ ? `it is ${error.kind}` : (error.code ?? String(error))})`, {
            hint: 'Restore the file (a run never writes prompts or skills), or fix the path in the workflow.',
            location: { file: workflow.file, line: step.line, column: step.column },
        });
    }
}
/** Text for the agent: an absent optional input reads as ABSENT_TEXT (`asPath`: a path, where it is an error). */
function resolvePlaceholders(text, r, what, asPath = false) {
    const absent = absentOptionalInputs(r.workflow, r.bindings);
    try {
        return (0,placeholders/* substitute */.V2)(text, asPath ? r.bindings : seenByStep(r.workflow, r.step, r.bindings, ABSENT_TEXT));
    }
    catch (error) {
        if (!(error instanceof placeholders/* PlaceholderError */.ik))
            throw error;
        const optional = error.missing.filter((m) => absent.has(m));
        if (optional.length > 0) {
            throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `${what} of step ${r.step.id} is a path that uses the optional input${optional.length > 1 ? 's' : ''} ${optional.join(', ')}, which ${optional.length > 1 ? 'were' : 'was'} not given; no file can be named after an absent input`, {
                hint: `Pass ${optional.map((m) => `${m}=<value>`).join(' ')}, or make the path not depend on ${optional.length > 1 ? 'them' : 'it'}.`,
                location: { file: r.workflow.file, line: r.step.line, column: r.step.column },
            });
        }
        throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `${what} of step ${r.step.id} uses ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
            hint: (0,run_bindings/* missingValuesHint */.OC)(r.step, r.bindings, error.missing),
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
    throw new errors/* StagegateError */.q('WORKFLOW_CONTRACT_INVALID', `step ${r.step.id} has no prompt, inline_instruction or action to give an agent`);
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
/** The gate block template a gated step must end its output with (with a gate_schema: a line for each key it declares, after the standard ones). */
function gateTemplate(workflow, step, artifact, guide) {
    const statuses = statusList(step);
    const extra = guide ? guideTemplateLines(guide, blockKey, '  ').map((l) => `${l}\n`).join('') : '';
    return (0,workflow_gate/* renderGateBlock */.pf)({
        workflow: workflow.name,
        step: step.id,
        status: `<${statuses.join(' | ')}>`,
        unresolved_critical: '<integer>',
        unresolved_high: '<integer>',
        source_resolvable_open: '<integer>',
        artifact,
        next_recommended: '<step id or null>',
    }) + extra;
}
const STANDARD_KEYS = new Set(workflow_gate/* STANDARD_GATE_KEYS */.Bp);
/** A foreign contract's status field is never an extra key. */
const STATUS_KEY = new Set(['status']);
/** The guide to the step's gate_schema (gate-schema-guide.ts), when it has one. */
function schemaOf(workflow, step) {
    const compiled = workflow.gateSchemas?.get((0,gate_schemas/* gateSchemaKey */.Ip)(step.path));
    if (compiled === undefined)
        return undefined;
    const foreign = (0,contract_of/* foreignContractOf */.A)(step);
    // A maestro block's values are read as text: a constant or choice is shown without quotes.
    return { guide: gateSchemaGuide(compiled.schema, foreign ? STATUS_KEY : STANDARD_KEYS, { asText: foreign === 'maestro_coordinate' }), source: compiled.source };
}
/** Words of a status name that say the stage could not be done (`NEEDS_INPUT`, `BLOCKED`, `AwaitingClarification`). */
const NOT_DONE_WORDS = /^(BLOCK|BLOCKED|BLOCKER|BLOCKING|NEED|NEEDS|NEEDED|INPUT|CLARIFY|CLARIFICATION|QUESTION|QUESTIONS|ESCALATE|ESCALATED|ESCALATION|UNRESOLVED|HALT|HALTED|MISSING|STUCK|AWAITING)$/;
/** Words that say it was done (`INPUT_VALIDATED`, `NOT_FOUND_OK`, `QUESTIONS_ANSWERED`): a name holding one is never read as not done. */
const DONE_WORDS = /^(OK|DONE|PASS|PASSED|VALID|VALIDATED|COMPLETE|COMPLETED|SUCCESS|SUCCEEDED|RESOLVED|APPROVED|READY|ACCEPTED|FIXED|VERIFIED|PROVIDED|RECEIVED|CLARIFIED|ANSWERED|FOUND)$/;
/** The words of a status name, in capitals (`AwaitingClarification`: AWAITING, CLARIFICATION). */
function wordsOf(status) {
    return status.split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/).map((w) => w.toUpperCase());
}
/** Whether a status's name says the stage was done: one of its words does (`SUCCESS`, `APPROVED`), and no NOT or NO turns it round (`NOT_APPROVED`, `INPUT_NOT_PROVIDED`). */
function namedDone(status) {
    const words = wordsOf(status);
    return words.some((w) => DONE_WORDS.test(w)) && !words.some((w) => w === 'NOT' || w === 'NO');
}
/** Whether a status's name says the stage could not be done: one of its words does, and none says it was done. */
function namedNotDone(status) {
    return wordsOf(status).some((w) => NOT_DONE_WORDS.test(w)) && !namedDone(status);
}
/**
 * Whether the workflow's routing of `status` says the stage is not done: it leads to BLOCKED, to a
 * hand-off step that stops the run (not one that completes it, nor from a status named done) or to a resolver step (which closes
 * the unknowns and sends the run back); it is one of the step's failure_statuses (routed to
 * BLOCKED too); or it is an imported format's own failure status (aiox failed, maestro FAILURE,
 * CCW NODE_FAILED), which says the step could not do its work wherever the file routes it (a
 * retry decision, the next node on skip).
 */
function routedNotDone(status, step, workflow) {
    if (workflow.format !== 'native' && status === formats_types/* OWN_FAILURE_STATUS */.R[workflow.format])
        return true;
    if (step.def.failure_statuses?.includes(status) === true)
        return true;
    return (0,model_workflow/* targetsOf */.QR)(step.def.statuses[status]).some((t) => {
        if (t === 'BLOCKED')
            return true;
        const target = workflow.steps.get(t);
        if (target === undefined)
            return false;
        if ((0,model_workflow/* isResolverStep */.jF)(target))
            return true;
        // A hand-off is a way out unless it is where the done stage leads: one that completes the run
        // (terminal_status WORKFLOW_COMPLETE, exit 0: `APPROVED: ship`), or a status whose name says
        // the stage was done (maestro SUCCESS into a paused terminal: the chain pauses after the node).
        return target.kind === 'instruction' && target.def.terminal_status !== 'WORKFLOW_COMPLETE' && !namedDone(status);
    });
}
/**
 * The statuses that do not complete the stage. The routing decides: the statuses it sends to a
 * stop, a failure, a resolver or a retry (routedNotDone); the others move the run on as done
 * (APPROVED and CHANGES_REQUESTED of a review both do), whatever their names (`INPUT_VALIDATED`).
 * Only when the routing says nothing \u2014 every status moves the run on \u2014 are the names read
 * (`NEEDS_INPUT: ask`). Never offered as the way out of a stage that cannot proceed: the others.
 */
function notDoneStatusesOf(step, workflow) {
    // A status routed to ASK asks a person (askLine says how): not the way out of a stage that cannot proceed.
    const statuses = Object.keys(step.def.statuses ?? {}).filter((s) => !(0,model_workflow/* routesToAsk */.zU)(step, s));
    const routed = statuses.filter((s) => routedNotDone(s, step, workflow));
    return routed.length > 0 ? routed : statuses.filter(namedNotDone);
}
/** The run is unattended: what to do instead of asking (a gated stage: `statuses` names the way out, if it has one). */
function unattended(step, workflow, gated, file = true) {
    const head = '- This run is unattended: no one will read or answer a question while it runs. Do not ask and wait for an answer; decide what you can, and';
    if (!gated)
        return `${head} if you cannot do the step without an answer, say what you need in your last message and exit with a non-zero status.`;
    const notDone = notDoneStatusesOf(step, workflow);
    // The one whose name says so first (a status routed to BLOCKED named BLOCKED, NEEDS_INPUT, \u2026).
    const named = notDone.find(namedNotDone);
    // A step without an output file (an imported step: its answer ends with the result block) records them in its answer.
    const where = file ? 'the file' : 'your answer';
    const end = notDone.length === 1 || named !== undefined
        ? `end ${where} with status \`${named ?? notDone[0]}\``
        : notDone.length > 1
            ? `end ${where} with the allowed status that says why the stage is not done (${notDone.join(' | ')})`
            : `exit with a non-zero status: none of the allowed statuses says the stage is not done (each moves the run on as done), so do not end ${where} with one`;
    if (!file)
        return `${head} record open questions and the assumptions you made in your answer. If you cannot proceed without an answer, still answer: list the questions and ${end}.`;
    return `${head} record open questions and the assumptions you made in the output file. If you cannot proceed without an answer, still write the file: list the questions in it and ${end}.`;
}
/**
 * How the stage asks a person, when its step routes a status to ASK (run/questions.ts): that
 * status with the question in the gate's `question:` key; the stage runs again with the answer.
 */
function askLine(step) {
    const asking = Object.keys(step.def.statuses ?? {}).filter((s) => (0,model_workflow/* routesToAsk */.zU)(step, s));
    if (asking.length === 0)
        return [];
    return [
        `- Only if you cannot do this stage without a person's answer (a choice that is theirs, a fact you cannot find): end the file with status \`${asking[0]}\`${asking.length > 1 ? ` (or ${asking.slice(1).map((s) => `\`${s}\``).join(', ')})` : ''} and add \`question: <one clear question>\` to the gate. The run stops there, a person answers, and this stage runs again with the question and answer in its prompt. At most ${run_questions/* MAX_QUESTIONS_PER_VISIT */.Hg} questions are answered per visit: ask only what you cannot decide, all in one question when you can.`,
    ];
}
function contract(r) {
    const { step, workflow } = r;
    const lines = ['## Stage contract', ''];
    const foreign = (0,contract_of/* foreignContractOf */.A)(step);
    if (step.kind === 'agent' && foreign) {
        if (r.output)
            lines.push(`- Write your report to \`${r.output.rel}\` (workspace-relative; create missing folders) and end that file with the block below; without the file, your answer itself must end with it.`);
        const schema = schemaOf(workflow, step);
        lines.push(...contractInstructions(foreign, statusList(step), schema?.guide, gateKeysRead(workflow, step.id)));
        if (schema) {
            const maestro = foreign === 'maestro_coordinate';
            const checks = maestro ? 'the block\'s fields other than STATUS, read lower-cased (`REVIEW_VERDICT` is `review_verdict`) and as text' : 'the block\'s fields other than `status` (each key inside `outputs` counts as one too)';
            lines.push(...guideContractLines(schema.guide, schema.source, checks, maestro ? maestroKey : blockKey, !maestro));
        }
        lines.push(`- Allowed statuses: ${statusList(step).join(' | ')}`, unattended(step, workflow, true, r.output !== undefined));
    }
    else if (step.kind === 'agent') {
        const out = r.output;
        if ((0,model_workflow/* isResolverStep */.jF)(step)) {
            lines.push(`- This stage resolves high-impact unknowns: resolve only the blocking question ids in \`blocking_qids\`, raised by \`blocking_artifact\` (both under Inputs); the run returns to \`${step.def.retry_step}\` afterwards.`);
        }
        const statuses = statusList(step);
        const schema = schemaOf(workflow, step);
        const template = gateTemplate(workflow, step, out.rel, schema?.guide);
        // unresolved_qids is an extra key: offered only where the gate_schema allows any key it does not declare.
        const qids = schema === undefined || (schema.guide.others === 'any' && !schema.guide.fields.some((f) => f.name === 'unresolved_qids'));
        lines.push(`- Write your result to exactly this file: \`${out.rel}\` (workspace-relative; create missing folders). Write it in this run: an existing or older file never counts, and no other file replaces it.`, '- End the file with exactly one WORKFLOW_GATE block and nothing after it (blank lines aside).', `- Allowed statuses: ${statuses.join(' | ')}`, '- The gate block to end with (replace every <...>; `artifact` must stay exactly as shown):', '', '```yaml', trimEnd(template), '```', '', ...(schema ? guideContractLines(schema.guide, schema.source, 'the gate\'s extra keys (every key but the standard eight, `workflow` to `next_recommended`)', blockKey, true) : []), ...(qids ? ['- You may add `unresolved_qids: [Q-...]` to the gate to list open HIGH/CRITICAL question ids.'] : []), '- The runner routes only on the gate status; `next_recommended` is advisory. Exiting without the file, or with a missing, malformed or unlisted gate, fails the stage.', unattended(step, workflow, true), ...askLine(step));
    }
    else if (step.kind === 'resolver') {
        const retry = step.def.retry_step ?? step.def.on_success ?? '';
        lines.push('- This is a resolver step: resolve only the blocking question ids in `blocking_qids`, raised by `blocking_artifact`; persist the evidence and closure where the task below says.', `- It has no declared output and no gate. Success is your process exiting with status 0; the runner then returns to step \`${retry}\`, which runs again.`, '- Do not edit prompts, workflows, skills or workflow state.', unattended(step, workflow, false));
    }
    else {
        const next = step.def.on_complete ?? '';
        lines.push('- This is an action step: do the action the task below describes. It has no declared output and no gate.', `- Success is your process exiting with status 0; the runner then continues with step \`${next}\`.`, '- Do not edit prompts, workflows, skills or workflow state.', unattended(step, workflow, false));
    }
    return lines;
}
/** The contract's gist again at the end, where the agent reads last (the full one opens the prompt). */
function reminder(r) {
    const { step } = r;
    const statuses = statusList(step).join(' | ');
    // The keys a gate_schema requires, named again: a gate without them fails as surely as one without a status.
    const foreign = step.kind === 'agent' ? (0,contract_of/* foreignContractOf */.A)(step) : undefined;
    const required = step.kind === 'agent' ? (schemaOf(r.workflow, step)?.guide.fields.filter((f) => f.required) ?? []) : [];
    const keys = required.length > 0 ? `, and the key${required.length > 1 ? 's' : ''} its gate_schema requires (${required.map((f) => `\`${foreign === 'maestro_coordinate' ? maestroKey(f.name) : blockKey(f.name)}\``).join(', ')})` : '';
    let line;
    if (step.kind === 'agent' && foreign) {
        line = `- End ${r.output ? `\`${r.output.rel}\` (else your answer)` : 'your answer'} with the result block the stage contract at the top shows, status one of ${statuses}${keys}.`;
    }
    else if (step.kind === 'agent') {
        line = `- Write \`${r.output.rel}\` in this run and end it with exactly one WORKFLOW_GATE block as the stage contract at the top shows, status one of ${statuses}${keys}.`;
    }
    else
        line = '- Exit with status 0 when the step is done (the stage contract at the top); no one will answer a question.';
    return ['## Before you finish', '', line];
}
function execution(delegation) {
    const text = delegation === 'direct'
        ? 'Execute this stage yourself, in this session. Do not hand it to a sub-agent, background agent or asynchronous worker, and do not wait for or poll another agent.'
        : 'You may delegate parts of this stage to sub-agents, but this session owns it: the stage is accepted only from its declared result (the output file with a valid gate; for steps without output, your exit status). Never wait on an idle or stalled worker: finish the stage yourself instead.';
    return ['## Execution', '', `Mode: ${delegation}. ${text}`];
}
/**
 * The prompt of a retry that continues the previous attempt's session (docs/agents.md,
 * "Sessions"): the session holds the whole stage prompt already, so this says only why it goes
 * on \u2014 the previous attempt's failure, as the retry prompt quotes it \u2014 and the contract's gist.
 */
function buildContinuationPrompt(r) {
    const { step, workflow } = r;
    const answered = (0,run_questions/* answeredJustNow */.Yt)(r.state, step.id);
    if (answered !== undefined) {
        // The attempt before asked a person (a status routed to ASK): the session goes on with the answer.
        const head = [`# Stage \`${step.id}\` of workflow \`${workflow.name}\`, continued`, '', 'This session already holds this stage\'s prompt (its contract, task and inputs, above). In the attempt before this one you asked a person:', '', quote(answered.question), '', 'Their answer:', '', quote(answered.answer ?? run_questions/* ANSWER_WORD */.GW), ''];
        head.push('Continue the stage with this answer: keep what is done and correct, and finish the task.');
        if (step.kind === 'agent' && r.output) {
            head.push('', `- Write \`${r.output.rel}\` in this attempt, even if the attempt before wrote it: only a file written now counts.`, `- Allowed statuses: ${statusList(step).join(' | ')}`);
        }
        return [head, execution(r.delegation), reminder(r)].map((s) => s.join('\n')).join('\n\n') + '\n';
    }
    const head = [`# Stage \`${step.id}\` of workflow \`${workflow.name}\`, continued`, '', 'This session already holds this stage\'s prompt (its contract, task and inputs, above). The attempt before this one did not finish it:', ''];
    head.push(`> ${(r.previousFailure ?? 'it ended without a result').replace(/\n/g, '\n> ')}`, '');
    head.push('Continue from where it stopped: keep what is done and correct, and fix the cause of the failure.');
    if (step.kind === 'agent' && r.output) {
        head.push('', `- Write \`${r.output.rel}\` in this attempt, even if the attempt before wrote it: only a file written now counts.`, `- Allowed statuses: ${statusList(step).join(' | ')}`);
    }
    return [head, execution(r.delegation), reminder(r)].map((s) => s.join('\n')).join('\n\n') + '\n';
}
function quote(text) {
    return `> ${text.replace(/\n/g, '\n> ')}`;
}
/** Assemble the prompt. Throws StagegateError for a missing prompt file or skill, or an unbound placeholder. */
function buildPrompt(r) {
    const { step, workflow, workspace } = r;
    checkStepInputs(r);
    const sections = [];
    let task = trimEnd(taskText(r));
    // A gate template in the task text naming another step or workflow is rewritten to the
    // runner's (the contract says so): never two contradictory templates.
    let aligned = [];
    if (step.kind === 'agent' && task.includes('WORKFLOW_GATE:')) {
        const a = (0,gate_template/* alignGateTemplates */.kF)(task, { workflow: workflow.name, step: step.id });
        task = a.text;
        aligned = a.replaced;
    }
    // The contract opens the prompt (item 1 above); the task follows it.
    const terms = contract(r);
    // 4.0 Methodology-Immutability Rule: checked by digest when the stage ends (package-guard.ts).
    terms.push(packageReadOnlyRule(workspace, workflow));
    for (const a of aligned) {
        terms.push(`- The task text's WORKFLOW_GATE template said \`${a.field}: ${a.was}\`; this stage's gate is \`${a.field}: ${a.field === 'step' ? step.id : workflow.name}\`, so the template in the task below now says so. The template above wins: a gate with \`${a.field}: ${a.was}\` would be refused.`);
    }
    sections.push([`# Stage \`${step.id}\` of workflow \`${workflow.name}\``, '', ...terms]);
    sections.push(['## Task', '', task]);
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
    const questions = r.withoutAnswers === true ? [] : (0,run_questions/* questionsOfVisit */.oc)(r.state, step.id);
    if (questions.length > 0)
        sections.push((0,run_questions/* questionsSection */.DN)(questions));
    if (r.previousFailure !== null) {
        sections.push(['## Previous attempt', '', 'The previous attempt of this stage failed:', '', `> ${r.previousFailure.replace(/\n/g, '\n> ')}`, '', 'Fix the cause this time.']);
    }
    sections.push(execution(r.delegation));
    sections.push(reminder(r));
    return sections.map((s) => s.join('\n')).join('\n\n') + '\n';
}

;// CONCATENATED MODULE: ./src/core/steps/process/agent-process.ts
// What every agent-driven step shares: the agent that runs it, its prompt (built per attempt,
// since a retry quotes the previous failure and bounded delegation changes the execution
// mode), and the argv of its adapter. The prompt travels on stdin, never in argv or a shell.



function prepareAgentProcess(setup, judging, next) {
    const agent = (0,registry/* resolveAgent */.cT)(setup.workflow, setup.step, setup.agents, setup.workspace);
    const promptFor = (a, withoutAnswers = false) => buildPrompt({
        workflow: setup.workflow,
        workspace: setup.workspace,
        step: setup.step,
        state: setup.state,
        bindings: setup.bindings,
        output: setup.output,
        delegation: a.delegation,
        previousFailure: a.previousFailure,
        withoutAnswers,
    });
    // Build it once now: a missing prompt file, skill or input stops the run before any process.
    promptFor({ delegation: 'direct', previousFailure: null });
    return {
        judging,
        agent,
        bounded: setup.workflow.execution.delegationMode === 'bounded',
        next,
        promptDigest(delegation) {
            return (0,workspace_digest/* sha256Text */.f1)(promptFor({ delegation, previousFailure: null }, true));
        },
        invocation(a) {
            const newSession = agent.adapter.choosesSession ? a.newSession : undefined;
            const resumeSession = agent.adapter.resumesSession ? a.resumeSession : undefined;
            const args = agent.adapter.argv({
                model: agent.model,
                maxTurns: setup.step.def.max_turns,
                delegation: a.delegation,
                extraArgs: agent.extraArgs,
                ...(newSession !== undefined ? { newSession } : {}),
                ...(resumeSession !== undefined ? { resumeSession } : {}),
            });
            // Each is passed unless the user's own flags chose the session (or, for the one to continue,
            // the adapter refused its shape): as a word of its own, or as the value of `--flag=<id>`.
            const passed = (id) => id !== undefined && args.some((a) => a === id || a.endsWith(`=${id}`));
            const resumed = passed(resumeSession) ? resumeSession : undefined;
            const session = passed(newSession) ? newSession : resumed;
            // A continued session holds the stage's prompt already: it is told why it goes on, not all again.
            const prompt = resumed !== undefined ? buildContinuationPrompt({ workflow: setup.workflow, workspace: setup.workspace, step: setup.step, state: setup.state, bindings: setup.bindings, output: setup.output, delegation: a.delegation, previousFailure: a.previousFailure }) : promptFor(a);
            return {
                command: agent.executable,
                args,
                stdin: prompt,
                prompt,
                env: { STAGEGATE_AGENT: agent.name, STAGEGATE_DELEGATION: a.delegation },
                ...(session !== undefined ? { session } : {}),
                ...(resumed !== undefined ? { resumed } : {}),
            };
        },
    };
}

// EXTERNAL MODULE: ./src/core/gate/judging.ts
var judging = __webpack_require__(2215);
;// CONCATENATED MODULE: ./src/core/steps/process/action.ts
// Action steps (action + on_complete): an instruction without declared output or gate. The
// agent exiting 0 is success; the run continues with on_complete.


const prepareActionStage = (setup) => prepareAgentProcess(setup, judging/* JUDGING */.P.action, setup.step.def.on_complete);

;// CONCATENATED MODULE: ./src/core/steps/process/agent.ts
// Agent stages (prompt / inline_instruction + output + statuses): gated exactly like shell
// stages: a fresh declared output ending in one WORKFLOW_GATE, routed by its status. Exit 0
// without a fresh output is STAGE_OUTPUT_MISSING, never success.


const prepareAgentStage = (setup) => prepareAgentProcess(setup, judging/* JUDGING */.P.agent, undefined);

;// CONCATENATED MODULE: ./src/core/steps/process/resolver.ts
// Resolvers (retry_step / on_success, no statuses): entered only after a gate routed here, with
// blocking_artifact, blocking_qids and blocking_retry_step persisted first (transition.ts); they
// receive those as inputs and, on success (exit 0), return only to the retry step. The
// blocking_* fields are cleared when that retry step later passes.


const prepareResolverStage = (setup) => {
    const { step, state } = setup;
    // A resolver returns to the step that was blocked, never elsewhere.
    const retry = state.blocking_retry_step ?? step.def.retry_step ?? step.def.on_success;
    return prepareAgentProcess(setup, judging/* JUDGING */.P.resolver, retry);
};

;// CONCATENATED MODULE: ./src/core/steps/process/shell.ts
// Shell stages (`run:`): bash with the script as one argv element; gated by output + gate.






const prepareShellStage = ({ workflow, step, bindings }) => {
    let command;
    try {
        // An optional input that was not given is the empty word in run: text.
        command = (0,stage_command/* buildShellCommand */.MX)(step, seenByStep(workflow, step, bindings, ''));
    }
    catch (error) {
        if (!(error instanceof placeholders/* PlaceholderError */.ik))
            throw error;
        throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `run: of step ${step.id} uses ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
            hint: (0,run_bindings/* missingValuesHint */.OC)(step, bindings, error.missing),
            location: { file: workflow.file, line: step.line, column: step.column },
        });
    }
    // The step's own inputs reach the script as STAGEGATE_INPUT_<NAME>: one that could not be bound
    // (a runtime reference the state cannot resolve yet) stops the run, as in run: text, instead of
    // leaving the variable unset for the script to read as "" (docs/workflow-format.md#runtime-references).
    const withOptional = seenByStep(workflow, step, bindings, '');
    for (const [name, value] of Object.entries(step.def.inputs ?? {})) {
        const text = (0,placeholders/* scalarToString */.Vu)(value);
        if (text === undefined || bindings.has(name))
            continue;
        try {
            (0,placeholders/* substitute */.V2)(text, withOptional);
        }
        catch (error) {
            if (!(error instanceof placeholders/* PlaceholderError */.ik))
                throw error;
            throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `input ${name} of step ${step.id} uses ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
                hint: (0,run_bindings/* missingValuesHint */.OC)(step, withOptional, error.missing),
                location: { file: workflow.file, line: step.line, column: step.column },
            });
        }
    }
    return { judging: judging/* JUDGING */.P.shell, agent: undefined, bounded: false, next: undefined, invocation: () => ({ command: command.command, args: command.args, env: command.env }) };
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
        const sha256 = (0,workspace_digest/* sha256File */.Q3)(p.abs);
        if (sha256 !== artifact.sha256)
            out[owner] = { ...artifact, sha256, size, revised_by: stepId };
    }
    return out;
}

;// CONCATENATED MODULE: ./src/core/steps/process/run.ts
// Steps that run a process \u2014 shell stages, agent stages, actions and resolvers \u2014 as a sequential
// step of the run: prepared once, then the attempt loop (run/attempts.ts); the step records its
// attempts, its accepted gate (or exit) and its failure on its own step record.



















function stopped(host, code, message) {
    host.apply({ event: 'stopped', at: host.now(), code, message });
    host.commit();
    return code;
}
/**
 * A step that asks a person for inputs (`asks`: an aiox elicit step) reached without an answer:
 * the run stops there before the stage starts, resumable, with the command that answers \u2014 the
 * same run with each input given (an optional input first given on a resume joins the run).
 */
function askedFor(host, step, names) {
    const answer = answerCommand(answeringResume(host), names);
    const shows = registry/* AGENT_DRIVEN_KINDS */.vD.has(step.kind) ? `${host.request.commandName ?? 'stagegate'} plan ${(0,command_line/* runTarget */.Nh)(host.workflow.file, host.ctx.runId, locating(host))}${(0,command_line/* flagWord */.Np)('show-prompt', step.written ?? step.id)}` : undefined;
    host.stopFix('WORKFLOW_INPUT_REQUIRED', askedFix(`step ${step.id}`, names, answer, shows));
    return stopped(host, 'WORKFLOW_INPUT_REQUIRED', askedMessage(step, names, answer));
}
/**
 * The run stops at a question its stage asked (a status routed to ASK): resumable, with the
 * command that answers (the run's own resume with --answer). A resume without one stops here again.
 */
function questionStop(host, step, question) {
    const answer = (0,run_questions/* answerResume */.Sy)(answeringResume(host));
    host.stopFix('WORKFLOW_ANSWER_REQUIRED', (0,run_questions/* askedQuestionFix */.SN)(step.id, answer));
    return stopped(host, 'WORKFLOW_ANSWER_REQUIRED', (0,run_questions/* askedQuestionMessage */.gs)(step.id, question, answer));
}
/** Run a step that runs a process. Returns the stop code, or undefined to go on. */
async function runProcessStep(host, step) {
    const unanswered = unansweredAsks(step, host.ctx.bindings);
    if (unanswered.length > 0)
        return askedFor(host, step, unanswered);
    const pending = (0,run_questions/* pendingQuestion */.ec)(host.state());
    if (pending !== undefined && pending.step === step.id) {
        // A run budget spent (by the attempt that asked, say): its agent cannot run again, so no one is
        // asked for an answer, nor is one taken (runAttempts would stop before the attempt anyway).
        const spent = step.kind === 'agent' ? workflowBreach(host.workflow, host.state(), true) : undefined;
        if (spent)
            return stopped(host, 'WORKFLOW_BUDGET_EXCEEDED', spent.message);
        const given = host.takeAnswer();
        if (given === undefined)
            return questionStop(host, step, pending.question);
        // Masked as a gate value is: a secret of the stages' environment never reaches the journal.
        const answer = (0,process_transcript/* maskSecrets */.QU)(given.text, gateSecretValues(host.request.env));
        host.apply({ event: 'question_answered', at: host.now(), step: step.id, visit: pending.visit, answer, by: given.by });
        host.commit();
        host.ports.onEvent?.({ type: 'note', message: `${step.id}: question answered by ${given.by}; the step runs again with the answer`, step: step.id });
    }
    const bindings = (0,run_bindings/* stepBindings */.rV)(host.ctx.bindings, step, host.state());
    let output;
    let stage;
    try {
        // An output needing a value nothing provides is recorded like any stop.
        output = (0,run_bindings/* resolveOutput */.ST)(step, bindings, host.workspace, host.workflow, runFileOf(host.ctx, host.ancestry));
        stage = processStageFor(step.kind)({ workflow: host.workflow, workspace: host.workspace, step, state: host.state(), bindings, output, agents: host.request.agents ?? {} });
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        // The input to pass, said where the error knows it (the stop code's fix is generic).
        if (error.code === 'WORKFLOW_INPUT_REQUIRED')
            host.stopFix(error.code, error.hint);
        // Where in the workflow file (the step's `output:`): the outcome's location.
        if (error.location.file !== undefined && error.location.line !== undefined)
            host.stopAt(error.code, { file: error.location.file, line: error.location.line, ...(error.location.column !== undefined ? { column: error.location.column } : {}) });
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
            ...(r.failureStatus !== undefined ? { failureStatus: r.failureStatus } : {}),
            ...(r.code !== undefined ? { code: r.code } : {}),
            ...(r.next !== undefined ? { next: r.next } : {}),
            durationMs: result.durationMs,
            ...host.progress(state.completed_steps, step.id),
            totalSteps: (0,model_workflow/* declaredStepCount */.K2)(host.workflow),
            logPath: log,
            ...(!ok ? { exitStatus: result.exitCode } : {}),
        });
    };
    const subject = {
        step,
        recordOn: step,
        label: step.id,
        outputStep: step.id,
        logStem: step.id,
        envStep: step.id,
        // A shell stage's latest answered question of the visit (its prompt, for an agent, holds them all).
        extraEnv: (0,run_questions/* questionEnv */.yE)((0,run_questions/* questionsOfVisit */.oc)(host.state(), step.id)),
        bindings,
        output,
        stage,
        peek: () => {
            // Computed, not applied: the runner's state is changed only through host.apply.
            const flight = (0,run_transition/* nextAttempt */.nj)(host.state(), step.id);
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
            host.apply({ event: 'attempt_failed', at: host.now(), step: step.id, code: f.code, message: f.message, exit_status: f.result.exitCode, signal: f.result.signal, duration_ms: f.result.durationMs, log: f.log.rel, ...(f.failureStatus !== undefined ? { failure_status: f.failureStatus } : {}) });
            host.commit();
            finished(false, f, f.result, f.log.rel, { code: f.code, ...(f.failureStatus !== undefined ? { failureStatus: f.failureStatus } : {}) });
        },
    };
    const end = await runAttempts(host, subject);
    if (end.kind === 'spent')
        return stopped(host, 'WORKFLOW_BUDGET_EXCEEDED', end.breach.message);
    // Cancelled: the interrupted attempt (if one ran) is recorded failed; the step stays active.
    if (end.kind === 'interrupted')
        return stopped(host, 'WORKFLOW_INTERRUPTED', `${end.message}; the step stays active and runs again on resume`);
    if (end.kind === 'failed') {
        const stop = routeFailure(host, step, end.failed.code);
        // The run stops at a place in a file (the gate's line in the output): its `at:` and annotation.
        if (stop === end.failed.code && end.failed.location)
            host.stopAt(stop, end.failed.location);
        // The failure's own fix (an attempt that wrote no output of its own), with how an edit of what the step runs is resumed.
        if (stop === end.failed.code && end.failed.fix !== undefined)
            host.stopFix(stop, `${end.failed.fix} ${editFixFor(host.workflow, step)}`);
        return stop;
    }
    const a = end.accepted;
    const stopAfter = host.stopsAfter(step.id);
    let stop;
    if (a.verdict.gate && (0,model_workflow/* routesToAsk */.zU)(step, a.verdict.gate.status))
        return asked(host, step, a, finished, end.breach);
    if (a.verdict.gate) {
        const gate = a.verdict.gate;
        // The digest of the bytes the gate was read from (one pass in the judge), never a second read.
        const evidence = a.verdict.evidence;
        const { size, sha256 } = a.verdict.digest;
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
            present: host.present((0,model_workflow/* conditionalInputs */.s4)(step.def.statuses)),
            stop_after: stopAfter,
            to: null,
            stop: null,
        });
        stop = applied.stop;
        // code: the stop the transition ends in (a loop limit or a stall refuses it: never "\u2192 end").
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
/**
 * An attempt whose gate asks a person (a status routed to ASK, its `question:` checked by the
 * judge): recorded as a question and the run stops for the answer \u2014 or, past the visit's
 * MAX_QUESTIONS_PER_VISIT, the attempt fails (WORKFLOW_BLOCKED_QUESTION_LIMIT), routed by on_failure.
 */
function asked(host, step, a, finished, breach) {
    const { gate, evidence, digest } = a.verdict;
    if (!gate || !evidence || !digest)
        return undefined;
    const question = String(gate.extra['question']);
    const before = (0,run_questions/* questionsOfVisit */.oc)(host.state(), step.id).length;
    if (before >= run_questions/* MAX_QUESTIONS_PER_VISIT */.Hg) {
        const code = 'WORKFLOW_BLOCKED_QUESTION_LIMIT';
        const message = `step ${step.id} asked a question ${before + 1} times in visit ${a.visit} (at most ${run_questions/* MAX_QUESTIONS_PER_VISIT */.Hg} are answered per visit); its question: ${question}`;
        host.apply({ event: 'attempt_failed', at: host.now(), step: step.id, code, message, exit_status: a.result.exitCode, signal: a.result.signal, duration_ms: a.result.durationMs, log: a.log.rel });
        host.commit();
        finished(false, a, a.result, a.log.rel, { code });
        return routeFailure(host, step, code);
    }
    const { size, sha256 } = digest;
    host.apply({ event: 'question_asked', at: host.now(), step: step.id, visit: a.visit, attempt: a.attempt, status: gate.status, question, artifact: { path: evidence.rel, sha256, size }, exit_status: a.result.exitCode ?? 0, duration_ms: a.result.durationMs, log: a.log.rel });
    host.commit();
    finished(true, a, a.result, a.log.rel, { gateStatus: gate.status, code: breach ? 'WORKFLOW_BUDGET_EXCEEDED' : 'WORKFLOW_ANSWER_REQUIRED' });
    // The attempt that asked spent a run budget: the question is kept, but the run stops for the budget (an answer could not be used).
    if (breach)
        return stopped(host, 'WORKFLOW_BUDGET_EXCEEDED', breach.message);
    // The same question this invocation's --answer was given for, asked again after a source change
    // rerun took it back: the step goes on (runProcessStep takes the answer) instead of stopping for it.
    if (host.answerWaits(step.id, question))
        return undefined;
    return questionStop(host, step, question);
}
/** A failure that used up its attempts: follow the step's on_failure, if it has one. */
function routeFailure(host, step, code) {
    const target = step.def.on_failure;
    if (target === undefined || !failure_policy/* ROUTABLE_FAILURES */.Zh.has(code) || (0,failure_policy/* failureTarget */.SO)(step) === undefined)
        return code;
    const applied = host.apply({ event: 'failure_routed', at: host.now(), step: step.id, code, stop_after: host.stopsAfter(step.id), to: null, stop: null });
    host.commit();
    // Failed by a status of its failure_statuses: which one (the step's record, as applyFailure left it).
    const failedBy = host.state().steps[step.id]?.failure_status;
    host.ports.onEvent?.({ type: 'note', message: `${step.id}: ${code}${failedBy !== undefined ? ` (status ${failedBy}, one of its failure_statuses)` : ''}; on_failure -> ${target === 'skip' ? `skip, on_skip -> ${step.def.on_skip ?? '-'}` : target}`, step: step.id });
    return applied.stop;
}

;// CONCATENATED MODULE: ./src/core/steps/decision/run.ts
// Decision steps: route on GitHub-style expressions over the run's context. Nothing runs:
// the branches are evaluated in order, the first truthy `if` wins, else `else`. decide() is pure
// (a files['<path>'] read is answered by its caller: runDecisionStep asks the file system); the
// result is one decision_taken event (its transition: transition.ts).








/** The context an expression sees: bound inputs, every step's record, visits and the run id. */
function decisionContext(state, workflow, inputs) {
    const steps = {};
    const visits = {};
    for (const id of workflow.steps.keys()) {
        const r = (0,run_transition/* stepRecord */.oU)(state, id);
        visits[id] = r?.visits ?? 0;
        // A verdict a --rerun-from took back reads as none (references.ts standingResult): as {{steps.<id>.output}} reads it.
        const { output, gate } = (0,references/* standingResult */._K)(state, id);
        steps[id] = {
            status: r?.status ?? 'pending',
            output,
            visits: r?.visits ?? 0,
            gate: gate ? JSON.parse(JSON.stringify(gate)) : null,
        };
        const step = workflow.steps.get(id);
        if (step.kind === 'approval') {
            const last = (0,references/* lastDecision */.Dm)(state, id);
            Object.assign(steps[id], { decision: last?.decision ?? null, note: last === undefined ? null : (last.note ?? ''), by: last?.by ?? null });
        }
        else if (step.kind === 'parallel') {
            const branches = {};
            const recorded = (0,references/* standingBranches */.Zu)(state, id) ?? {};
            for (const b of Object.keys(step.def.parallel?.branches ?? {})) {
                const br = Object.hasOwn(recorded, b) ? recorded[b] : undefined;
                const result = (0,references/* branchResult */.Oo)(br);
                branches[b] = { status: br?.status ?? 'pending', output: result?.output ?? null, gate: result?.gate ? JSON.parse(JSON.stringify(result.gate)) : null };
            }
            steps[id].branches = branches;
        }
    }
    return { inputs: { ...inputs }, steps, visits, run: { id: state.run_id } };
}
/**
 * Evaluate the branches of a decision step. Throws WORKFLOW_CONTRACT_INVALID when an expression
 * does not compile (the validator reports that first) or fails to evaluate (e.g. fromJSON of
 * a value that is not JSON). `fileExists` answers files['<path>'] for every literal path the
 * branches read, before any is evaluated (a path that leads out stops the run wherever it is read).
 */
function decide(step, visit, context, fileExists) {
    const branches = [];
    const list = step.def.decide ?? [];
    const compiledOf = list.map((b) => ('if' in b ? (0,expressions/* compileExpression */.Wo)(b.if) : undefined));
    if (fileExists !== undefined) {
        const files = { ...context.files };
        for (const c of compiledOf)
            if (c?.ok)
                for (const path of (0,expressions/* fileReads */.Mv)(c))
                    files[path] ??= fileExists(path);
        context = { ...context, files };
    }
    // The values a branch saw are recorded and printed (status, history, the Action's summary): a
    // secret-looking input's value (run/secret-names.ts) is *** in them, as everywhere a run prints its inputs.
    const secrets = (0,secret_names/* secretValuesOf */.WD)(context.inputs);
    const shown = (v) => (secrets.length === 0 ? v : maskedJson(v, secrets));
    for (let i = 0; i < list.length; i++) {
        const b = list[i];
        if (!('if' in b))
            return { to: b.else, record: { step: step.id, visit, branches, chosen: 'else', to: b.else } };
        const compiled = compiledOf[i];
        if (!compiled.ok)
            throw contractError(step, b.if, `does not compile: ${compiled.message}`);
        let ev;
        try {
            ev = (0,expressions/* evaluateExpression */.O4)(compiled, context);
        }
        catch (error) {
            // e.g. fromJSON of a value that is not JSON: the workflow's expression, not a stagegate bug \u2014
            // or a key an earlier step's result did not give (a maestro extract target), which no edit of the expression fixes.
            throw contractError(step, b.if, `failed: ${error.message}`, unreportedKeys(compiled, context));
        }
        branches.push({ expression: b.if, value: shown(ev.value), truthy: ev.truthy, seen: Object.fromEntries(Object.entries(ev.seen).map(([k, v]) => [k, shown(v)])) });
        if (ev.truthy)
            return { to: b.to, record: { step: step.id, visit, branches, chosen: i, to: b.to } };
    }
    throw new errors/* StagegateError */.q('WORKFLOW_CONTRACT_INVALID', `decision ${step.id}: no branch matched and there is no else`, { hint: 'Add a last branch - else: <step | DONE | BLOCKED> (stagegate validate reports DECISION_ELSE_MISSING).' });
}
/** `v` with the secrets masked in each string it holds (maskValues). */
function maskedJson(v, secrets) {
    if (typeof v === 'string')
        return (0,secret_names/* maskValues */.Z$)(v, secrets);
    if (Array.isArray(v))
        return v.map((x) => maskedJson(x, secrets));
    if (v !== null && typeof v === 'object')
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, maskedJson(x, secrets)]));
    return v;
}
function contractError(step, expression, what, unreported = []) {
    const first = unreported[0];
    const hint = first === undefined
        ? 'Fix the expression (stagegate validate checks its syntax and context names), then resume.'
        : `It reads ${unreported.map((u) => `steps.${u.step}.gate.${u.key}`).join(', ')}, which the result step ${first.step} reported does not give (a key of its WORKFLOW_GATE, a ${first.key.toUpperCase()}: line of a maestro COORDINATE RESULT block, outputs.${first.key} of an aiox step_output): run ${first.step} again so that it reports ${first.key}, with --rerun-from ${first.step} (its verdict and every one accepted after it are taken back). Or make the expression hold when the key is missing, then resume.`;
    return new errors/* StagegateError */.q('WORKFLOW_CONTRACT_INVALID', `decision ${step.id}: expression '${expression}' ${what}`, { hint });
}
/** The steps.<id>.gate.<key> an expression reads of a completed step whose gate has no such key (or an empty one). */
function unreportedKeys(compiled, context) {
    const out = [];
    for (const { names } of (0,expressions/* contextPaths */.A9)(compiled)) {
        if (names.length !== 4 || names[0].toLowerCase() !== 'steps' || names[2].toLowerCase() !== 'gate')
            continue;
        const id = Object.keys(context.steps).find((k) => k.toLowerCase() === names[1].toLowerCase());
        const record = id === undefined ? undefined : context.steps[id];
        if (record === undefined || record.status !== 'completed' || record.gate === null)
            continue;
        const key = Object.keys(record.gate).find((k) => k.toLowerCase() === names[3].toLowerCase());
        const value = key === undefined ? undefined : record.gate[key];
        if ((value === undefined || value === null || value === '') && !out.some((u) => u.step === id && u.key === names[3]))
            out.push({ step: id, key: names[3] });
    }
    return out;
}
/**
 * inputs.<name> of a decision: the workflow's declared inputs as bound (defaults resolved); in an
 * item run, every value the item's stages get (the parent's inputs, artifact_root included, and
 * the item's bindings), as validate's per_item scope has it.
 */
function decisionInputs(host) {
    const out = {};
    for (const name of host.workflow.itemInputs ?? (0,invocation/* declaredInputs */.WB)(host.workflow)) {
        const v = host.ctx.bindings.get(name);
        if (v !== undefined)
            out[name] = v;
    }
    return out;
}
/** A decision step in the run: nothing runs; evaluate its branches, record the decision and follow it. */
function runDecisionStep(host, step) {
    const visit = Math.max(1, (0,run_transition/* stepRecord */.oU)(host.state(), step.id)?.visits ?? 1);
    let outcome;
    try {
        // files['<path>']: resolved inside the workspace (symlinks included), as every path a workflow names.
        const exists = (path) => (0,external_node_fs_.existsSync)(host.ctx.workspace.resolve(path, `${(0,expressions/* fileReadKey */.ME)(path)} of decision ${step.id}`).abs);
        outcome = decide(step, visit, decisionContext(host.state(), host.workflow, decisionInputs(host)), exists);
    }
    catch (error) {
        // An expression that fails (e.g. fromJSON of non-JSON) is recorded like any stop; the decision stays active.
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        host.stopFix(error.code, error.hint);
        host.apply({ event: 'stopped', at: host.now(), code: error.code, message: error.message });
        host.commit();
        return error.code;
    }
    const applied = host.apply({ event: 'decision_taken', at: host.now(), step: step.id, outcome, stop_after: host.stopsAfter(step.id), to: null, stop: null });
    host.commit();
    const decided = `${step.id}: decision -> ${outcome.to} (${outcome.record.chosen === 'else' ? 'else' : `if ${outcome.record.branches[outcome.record.chosen].expression}`})`;
    const skipped = (0,decision_transition/* requiresSkipInWords */.AQ)(step, outcome.record);
    host.ports.onEvent?.({ type: 'note', message: skipped === undefined ? decided : `${skipped}; ${decided}`, ...(skipped === undefined ? { step: step.id } : {}) });
    return applied.stop;
}

;// CONCATENATED MODULE: ./src/core/steps/approval/run.ts
// Approval steps in the run loop: follow the decision recorded for this visit (stagegate
// approve / reject), or pause the run with a pending approval. Nothing runs either way.




/**
 * The approval's message with its placeholders filled from what the step sees (undefined: it has
 * none, or one has no value, and it reads as written). `plan` shows it the same way. The values of
 * secret-looking inputs (run/secret-names.ts) in it are ***.
 */
function filledApprovalMessage(step, bindings, state) {
    const text = step.def.approval?.message;
    if (text === undefined || !text.includes('{{'))
        return undefined;
    try {
        // A secret-looking input's value is *** in it, as everywhere a run prints its inputs: the
        // message is shown (run, status, the Action's summary and pending-approval output) and pinned.
        const seen = (0,run_bindings/* stepBindings */.rV)(bindings, step, state);
        return (0,secret_names/* maskValues */.Z$)((0,placeholders/* substitute */.V2)(text, seen), (0,secret_names/* secretValuesOf */.WD)(Object.fromEntries(seen)));
    }
    catch (error) {
        if (error instanceof placeholders/* PlaceholderError */.ik)
            return undefined;
        throw error;
    }
}
function approvalMessage(host, step) {
    return filledApprovalMessage(step, host.ctx.bindings, host.state());
}
function runApprovalStep(host, step) {
    const record = (0,transition/* decisionFor */.ad)(host.state(), step);
    // Pausing: the message as shown and who decides are pinned in the journal (a workflow file edited
    // while the approval is pending, resumed with --allow-workflow-change, changes neither).
    const asked = record ? undefined : (0,transition/* approvalRequest */.Dw)(host.state(), step, approvalMessage(host, step));
    if (asked?.listed !== undefined) {
        host.ports.onEvent?.({ type: 'note', message: `${step.id}: warning: the workflow file changed this approval's approvers (${(0,transition/* approversInWords */.Zh)(asked.approvers)} -> ${(0,transition/* approversInWords */.Zh)(asked.listed)}) while it was pending; it was requested from ${(0,transition/* approversInWords */.Zh)(asked.approvers)}, who decide it`, warning: true, step: step.id });
    }
    const pinned = asked ? { message: asked.message, approvers: asked.approvers } : {};
    const applied = host.apply({ event: 'approval_reached', at: host.now(), step: step.id, ...pinned, stop_after: host.stopsAfter(step.id), to: null, stop: null });
    host.commit();
    const note = record ? `${step.id}: ${record.decision} by ${record.by} -> ${applied.state.active_step ?? applied.stop ?? '-'}` : `${step.id}: ${applied.state.message ?? 'awaits approval'}`;
    host.ports.onEvent?.({ type: 'note', message: note, step: step.id });
    return applied.stop;
}

;// CONCATENATED MODULE: ./src/core/steps/hand-off/run.ts


function runHandOffStep(host, step) {
    // The instruction as people read it (an absent optional input reads "(not given)"), with what
    // the step sees, as validate reads it: {{step}}, its own inputs, references to earlier steps.
    const instruction = step.def.instruction !== undefined ? renderInstruction(step.def.instruction, host.workflow, (0,run_bindings/* stepBindings */.rV)(host.ctx.bindings, step, host.state())) : undefined;
    const applied = host.apply({ event: 'hand_off', at: host.now(), step: step.id, ...(instruction !== undefined ? { instruction } : {}) });
    host.commit();
    host.ports.onEvent?.({ type: 'note', message: `${step.id}: hand-off (${applied.stop}): ${instruction ?? ''}`, step: step.id });
    return applied.stop;
}

// EXTERNAL MODULE: ./src/core/run/passed-approvals.ts
var passed_approvals = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/core/model/phases.ts
var phases = __webpack_require__(481);
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
    throw new errors/* StagegateError */.q(code, message, hint !== undefined ? { hint } : {});
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
    const bindings = (0,run_bindings/* stepBindings */.rV)(runBindings, { ...step, def: { ...step.def, inputs: {} } }, state);
    const resolve = (text, what) => {
        try {
            return (0,placeholders/* substitute */.V2)(text, bindings);
        }
        catch (error) {
            if (!(error instanceof placeholders/* PlaceholderError */.ik))
                throw error;
            return fail('WORKFLOW_INPUT_REQUIRED', `${what} of step ${step.id} needs ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, (0,run_bindings/* missingValuesHint */.OC)(step, bindings, error.missing));
        }
    };
    const file = workspace.resolve(resolve(step.def.child_workflow, 'child_workflow'), `child workflow of step ${step.id}`).rel;
    const inputs = {};
    // A child input bound to an optional input this run was not given is not passed: the child
    // sees it absent too (never an empty or invented value).
    const absent = absentOptionalInputs(parent, runBindings);
    const phase = (0,phases/* phaseOf */.hU)(step);
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
/**
 * The child run a command names (`child.yaml --run-id ID [name=value ...]`, runTarget), as the
 * run's child step `step` last invoked it: with the child's inputs that locate its state,
 * resolved from the run's bindings as the step resolves them. Without them when they cannot be
 * resolved now (the command is then the child's file and run id).
 */
function childRunTarget(parent, workspace, runBindings, state, step, child, importers = {}) {
    return runTarget(child.workflow_file, child.run_id, childRunLocating(parent, workspace, runBindings, state, step, child, importers));
}
/** The child's inputs that locate its state (childRunTarget's), as name/value pairs; none when they cannot be resolved now. */
function childRunLocating(parent, workspace, runBindings, state, step, child, importers = {}) {
    try {
        const { file, inputs } = resolveChildInvocation(parent, workspace, runBindings, state, step);
        if (file === child.workflow_file)
            return (0,run_scope/* stateLocatingInputs */.G$)((0,load_and_check/* loadAndCheck */.wy)(workspace, file, importers), new Map(Object.entries(inputs)));
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
    }
    return [];
}
/**
 * The status a finished child reports to this step: the status its workflow names for its
 * completion (terminal.success, e.g. IMPLEMENTATION_READY) when it completed and this step routes
 * (or, as a phase, requires) that name; else its stop code (WORKFLOW_COMPLETE is still routed as such).
 */
function reportedStatus(step, status, childState) {
    const success = childState.success_status;
    if (status !== 'WORKFLOW_COMPLETE' || success === undefined)
        return status;
    return Object.prototype.hasOwnProperty.call(step.def.statuses ?? {}, success) ? success : status;
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
/**
 * The child's events, told as the parent's: steps are named `<child step>/<step>`; a note about the
 * child run itself (a note with no `step`) reads `<child step>: \u2026`, as a foreach item's `loop[A]: \u2026`.
 */
function childPorts(ports, step) {
    const emit = ports.onEvent;
    if (!emit)
        return ports;
    const onEvent = (event) => {
        if (event.type === 'run_started') {
            emit({ type: 'note', message: `${step.id}: child workflow ${event.workflow} run ${event.runId} (${event.resumed ? 'resumed' : event.mode}) \u2014 state ${event.statePath}`, step: step.id });
        }
        else if (event.type === 'note') {
            emit(scopedNoteEvent(`${step.id}/`, event));
        }
        else {
            emit({ ...event, step: `${step.id}/${event.step}` });
        }
    };
    return { ...ports, onEvent };
}
/** Run one attempt of a child_workflow step (or phase). Returns the stop code, or undefined to go on. */
async function runChildStep(host, step) {
    return (await runChild(host, step)).stop;
}
/** runChildStep, with how the child paused when it did (a parallel step's branch says so in the step's pause). */
async function runChild(host, step) {
    const started = host.clock();
    const previous = (0,run_transition/* stepRecord */.oU)(host.state(), step.id)?.child;
    const flight = host.apply({ event: 'attempt_started', at: host.now(), step: step.id, visit: 0, attempt: 0 }).state.in_flight;
    let child;
    let outcome;
    // The child's inputs that decide where its state lives: an approve of the child must repeat them.
    let locating;
    let ownCommit = false;
    try {
        const { file, inputs } = prepare(host, step);
        checkRecursion(host, step, file);
        // Locate the child's run (read only) to know its state, and whether a fresh start happened.
        const childWorkflow = await (0,load_and_check/* loadAndCheckAsync */.ad)(host.workspace, file, host.request.commandName);
        const located = (0,context/* resolveRunContext */.xn)(childWorkflow, host.workspace, { tokens: inputs, undeclared: 'keep' }, host.ports.clock.now(), { readOnly: true, ancestorRunRoots: chainOf(host).map((a) => a.runRoot) });
        checkRecursion(host, step, file, { statePath: located.statePath.rel });
        locating = (0,run_scope/* stateLocatingInputs */.G$)(childWorkflow, located.bound.explicit);
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
        ownCommit = true;
        host.commit();
        ownCommit = false;
        // --allow-workflow-change applies to the children of the run too (their digests are checked on resume).
        const invocation = { tokens: inputs, undeclared: 'keep', mode, ignorePreviousCompletion: mode === 'fresh', ...(host.request.invocation.allowWorkflowChange === true ? { allowWorkflowChange: true } : {}), ...(0,source_drift/* sourcePolicyOf */.vE)(host) };
        outcome = await host.runChild({
            workspace: host.request.workspace,
            workflowFile: file,
            // The child's workflow as this step just loaded and checked it: not read, parsed and validated again.
            workflowModel: childWorkflow,
            invocation,
            env: host.request.env,
            ...(host.request.commandName !== undefined ? { commandName: host.request.commandName } : {}),
            ...(host.request.agents !== undefined ? { agents: host.request.agents } : {}),
            ...(host.request.signal !== undefined ? { signal: host.request.signal } : {}),
            ...(host.request.invocationToken !== undefined ? { invocationToken: host.request.invocationToken } : {}),
            ...(host.request.random !== undefined ? { random: host.request.random } : {}),
            ...(host.request.syncedNames !== undefined ? { syncedNames: host.request.syncedNames } : {}),
            ...(host.request.stageMasks !== undefined ? { stageMasks: host.request.stageMasks } : {}),
            ancestry: chainOf(host),
        }, 
        // The child is part of this invocation: it records the source commit this run records (read
        // once per invocation, as foreach items do; no git call per child or parallel branch).
        { ...childPorts(host.ports, step), source: (0,source_drift/* subRunSource */.TC)(host) });
    }
    catch (error) {
        // A write failure of this run's own commit is the run's (run-host.ts failed: its second try),
        // not a child_failed that the next commit would record with a message saying it was not.
        if (!(0,errors/* isStagegateError */.W)(error) || ownCommit)
            throw error;
        // The input to pass, said where the error knows it (the stop code's fix is generic).
        if (error.code === 'WORKFLOW_INPUT_REQUIRED')
            host.stopFix(error.code, error.hint);
        const t = host.apply({ event: 'child_failed', at: host.now(), step: step.id, code: error.code, message: `child workflow step ${step.id}: ${error.message}`, duration_ms: host.clock() - started });
        host.commit();
        return { stop: t.stop };
    }
    host.stagesRan(outcome.stagesRun);
    // The child's warnings are this invocation's too (`run --json`'s `warnings`), named by the step.
    for (const w of scopedWarnings(`${step.id}/`, outcome))
        host.warn(w.message, true, w.step);
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
    // What the step says the child ended with: the name the parent routes on (terminal.success) or the child's stop code.
    let reported = outcome.status;
    let paused;
    if (finished) {
        const phase = (0,phases/* phaseOf */.hU)(step);
        const status = reportedStatus(step, outcome.status, childState);
        reported = status;
        routed = step.def.statuses !== undefined && Object.prototype.hasOwnProperty.call(step.def.statuses, status);
        if (routed) {
            // The approvals the child passed stand for this step's verdict too: a new commit voids them (run/passed-approvals.ts).
            t = host.apply({ event: 'child_routed', at, step: step.id, child_status: status, present: host.present((0,model_workflow/* conditionalInputs */.s4)(step.def.statuses)), duration_ms: durationMs, stop_after: host.stopsAfter(step.id), to: null, stop: null, decided_at: (0,passed_approvals/* standingDecisionCommits */.Rj)(childState) });
        }
        else if (phase) {
            t = host.apply({ event: 'phase_stopped', at, step: step.id, child_status: status, required: phase.requireTerminalStatus });
        }
        else {
            const allowed = Object.keys(step.def.statuses ?? {}).join(', ');
            t = host.apply({ event: 'child_failed', at, step: step.id, code: 'WORKFLOW_STATUS_CONTRACT_VIOLATION', message: `${label} ended ${outcome.status}, which the workflow does not route (allowed: ${allowed})`, duration_ms: durationMs });
        }
    }
    else if (childState !== undefined && outcome.status === 'PARTIAL_RESUMABLE') {
        const pending = (0,transition/* ownPendingApproval */.Ro)(childState);
        if (pending && child.run_id)
            host.childrenAwaitApproval([{ workflowFile: child.workflow_file, runId: child.run_id, approvers: pending.approvers, locating }]);
        // The child's inputs that locate its state, so the command pastes as it reads: values only
        // for the person at the CLI who gave them (as the runner's own next: commands).
        const decide = child.run_id && pending ? (0,command_line/* runVerbLine */.BO)(host.request.commandName ?? 'stagegate', 'approve', child.workflow_file, child.run_id, host.request.agentFlagsInHints ? locating : []) : undefined;
        paused = { workflowFile: child.workflow_file, runId: child.run_id, childMessage: outcome.message, ...(decide !== undefined ? { decide } : {}) };
        t = host.apply({ event: 'child_paused', at, step: step.id, message: `${label} paused: ${outcome.message}; ${decide !== undefined ? `decide its approval (${decide}), then ` : ''}resume this run to continue the child` });
    }
    else {
        if (outcome.sourceRefused === true)
            host.childRefusedSource();
        // What the child needs given (an input, an agent) is said by the child's fix, not the stop code's generic one.
        if (outcome.status === 'WORKFLOW_INPUT_REQUIRED')
            host.stopFix(outcome.status, outcome.hint);
        // A question below (the child's, or its own child's): the command that answers, recorded (questions.ts childAnswerNext).
        const answer = outcome.status === 'WORKFLOW_ANSWER_REQUIRED' ? outcome.answerCommand : undefined;
        t = host.apply({ event: 'child_failed', at, step: step.id, code: outcome.status, message: `${label}: ${outcome.message}`, duration_ms: durationMs, ...(answer !== undefined ? { answer_command: answer } : {}) });
    }
    host.commit();
    host.ports.onEvent?.({
        type: 'stage_finished',
        step: step.id,
        visit: flight.visit,
        attempt: flight.attempt,
        ok: routed,
        gateStatus: reported,
        ...(t.stop !== undefined ? { code: t.stop } : {}),
        next: t.state.active_step,
        durationMs,
        ...host.progress(t.state.completed_steps, step.id),
        totalSteps: (0,model_workflow/* declaredStepCount */.K2)(host.workflow),
    });
    return paused ? { stop: t.stop, paused } : { stop: t.stop };
}

// EXTERNAL MODULE: ./src/core/run/progress.ts
var progress = __webpack_require__(1346);
// EXTERNAL MODULE: ./src/core/state/no-ids.ts
var no_ids = __webpack_require__(269);
;// CONCATENATED MODULE: ./src/core/steps/foreach/items.ts
// Registry rows -> foreach items: the id (id_field), the bindings the per-item steps see
// (foreach.bindings, slugify applied), and the ids each item depends on (depends_field). A
// declared field the registry lacks is never guessed (WORKFLOW_INPUT_REQUIRED); a bad row
// (empty or duplicate id, an id holding a newline or control character, a dependency on no item) is FOREACH_REGISTRY_INVALID at its line.





const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const DEFAULT_DEPENDS_FIELD = 'Depends On';
/** "-", "none", "n/a" or nothing mean no dependency; otherwise ids separated by commas, semicolons or whitespace. */
function parseDepends(text) {
    const t = text.trim();
    if (t === '' || /^(?:-+|\u2014|\u2013|none|n\/a)$/i.test(t))
        return no_ids/* NO_IDS */.L;
    return [...new Set(t.split(/[\s,;]+/).filter((x) => x !== ''))];
}
function required(registry, line, message) {
    throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `${registry.file}${line !== undefined ? `:${line}` : ''}: ${message}`, {
        hint: 'Give the registry the field the workflow declares (foreach.id_field, bindings, depends_field); stagegate never guesses another column.',
        location: { file: registry.file, ...(line !== undefined ? { line } : {}) },
    });
}
function invalid(registry, line, message, hint) {
    throw new errors/* StagegateError */.q('FOREACH_REGISTRY_INVALID', `${registry.file}:${line}: ${message}`, { hint, location: { file: registry.file, line } });
}
function itemsOf(registry, def) {
    const columns = new Set(registry.columns);
    const tabular = registry.format === 'markdown';
    // In a table a column exists or not; in a list a row may lack a key, which is checked per row.
    const needColumn = (field, what) => {
        if (tabular && !columns.has(field))
            required(registry, registry.headerLine, `${what} '${field}' is not a column of the registry (columns: ${registry.columns.join(', ')}).${(0,did_you_mean/* didYouMean */.au)(field, registry.columns)}`);
    };
    needColumn(def.id_field, 'foreach.id_field');
    const selection = def.items !== undefined ? (0,foreach_selection/* parseItems */.mo)(def.items) : undefined;
    if (def.items !== undefined && selection === undefined) {
        throw new errors/* StagegateError */.q('WORKFLOW_CONTRACT_INVALID', `foreach.items '${def.items}' is not a selection stagegate can evaluate`, { hint: 'Write "<rows> where <field> != <value> and <field> = <value>" (stagegate validate explains).' });
    }
    for (const field of (0,foreach_selection/* fieldsOf */.Pf)(selection))
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
        if (!(0,foreach_selection/* selected */.wH)(selection, row))
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
        // An id travels into log lines, job logs and summaries: a newline or control character there
        // could forge lines (a workflow command, a terminal escape). Refused, shown escaped.
        if (CONTROL.test(id))
            invalid(registry, row.line, `item id ${JSON.stringify(id)} holds a newline or control character`, 'Give every row an id of printable characters on one line.');
        const earlier = byId.get(id);
        if (earlier)
            invalid(registry, row.line, `item id '${id}' appears twice (also line ${earlier.line})`, 'Give every row its own id.');
        const bindings = { item_id: id };
        for (const [name, b] of Object.entries(def.bindings ?? {})) {
            const raw = field(b.field, `field '${b.field}' of binding`);
            const value = b.transform === 'slugify' ? (0,slugify/* slugify */.Y)(raw) : raw;
            if (value === '')
                required(registry, row.line, `binding ${name} of item '${id}' is empty (field '${b.field}' is '${raw}')`);
            bindings[name] = value;
        }
        const dependsText = hasDepends ? (row.fields.get(dependsField) ?? '') : '';
        // A slug equal to its id shares the id's string (one string per item instead of two).
        let slug = (0,slugify/* slugify */.Y)(id) || 'item';
        if (slug === id)
            slug = id;
        for (let n = 2; slugs.has(slug); n++)
            slug = `${(0,slugify/* slugify */.Y)(id) || 'item'}-${n}`;
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
        throw new errors/* StagegateError */.q('WORKFLOW_BLOCKED_DEPENDENCY_CYCLE', `the items of ${where} depend on each other in a cycle: ${cycle.join(' -> ')}`, {
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

;// CONCATENATED MODULE: ./src/core/steps/foreach/kept-parse.ts
// A YAML or JSON registry's parse, kept for one execution of a foreach step: the runner marks its
// rows in batches (registry-status.ts), and a parse of a 2,000-row YAML list costs about a quarter
// of a second, once per batch. The document parsed once is brought in step with each of the
// runner's own writes instead: every node position after an edit moves by what the edits before it
// added, and the status value each edit wrote (or the pair it added) becomes the node a parse of
// the new text would give \u2014 the node types and ranges registry-status.ts reads. The file is still
// read before each batch: a text other than the one last written (a stage edited the registry) is
// parsed and checked again, as a Markdown registry's is scanned again each time. Only a registry
// of up to KEEP_PARSE_MAX_CHARS is kept (registry-status.ts): a parse holds ~26 times its text.

/**
 * `doc` (the parse of the text `placed` was made from) made the parse of the text with those
 * edits applied. `placed` is in text order (the rows' order), its edits apart from each other.
 */
function keepInStep(doc, placed) {
    if (placed.length === 0)
        return;
    const edits = placed.map((p) => p.edit);
    // shiftBefore[i]: what the edits before edit i added to the text's length.
    const shiftBefore = [0];
    for (const e of edits)
        shiftBefore.push(shiftBefore.at(-1) + e.text.length - (e.to - e.from));
    /** The edits wholly at or before `at`: `start`, a node's start (one at an insertion's point comes after it); else a node's end. */
    const before = (at, start) => {
        let lo = 0;
        let hi = edits.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            const e = edits[mid];
            const done = e.from === e.to ? (start ? e.from <= at : e.from < at) : e.to <= at;
            if (done)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    };
    const moved = (range) => {
        if (!range)
            return undefined;
        const [a, b, c] = range;
        return [a + shiftBefore[before(a, true)], b + shiftBefore[before(b, false)], c + shiftBefore[before(c, false)]];
    };
    const root = doc.contents;
    for (const item of root?.items ?? []) {
        if (!(0,dist/* isMap */.jh)(item))
            continue;
        const map = item;
        if (map.range)
            map.range = moved(map.range);
        for (const pair of map.items) {
            for (const node of [pair.key, pair.value]) {
                if (node && typeof node === 'object' && node.range)
                    node.range = moved(node.range);
            }
        }
    }
    // The nodes each edit wrote, where they now are.
    placed.forEach(({ item, pair, edit, status, field }, i) => {
        const at = edit.from + shiftBefore[i];
        const value = scalarAt(status, edit.valueText, at + edit.valueAt);
        if (pair !== undefined) {
            pair.value = value;
            return;
        }
        const key = scalarAt(field, edit.text.slice(edit.keyAt, edit.keyAt + keyLength(edit)), at + edit.keyAt);
        item.items.push(new dist/* Pair */.Rm(key, value));
    });
}
/** A scalar node as a parse gives it: `text` the value as written (its quoting says the type). */
function scalarAt(value, text, at) {
    const node = new dist/* Scalar */.X5(value);
    node.type = text.startsWith('"') ? 'QUOTE_DOUBLE' : text.startsWith("'") ? 'QUOTE_SINGLE' : 'PLAIN';
    node.range = [at, at + text.length, at + text.length];
    return node;
}
/** The length of the key an added pair's edit wrote: up to the colon before its value. */
function keyLength(edit) {
    const between = edit.text.slice(edit.keyAt, edit.valueAt);
    return between.length - /[ \t]*:[ \t]*$/.exec(between)[0].length;
}

;// CONCATENATED MODULE: ./src/core/steps/foreach/registry-status.ts
// After an item is verified the runner marks its registry row: status_field := VERIFIED (4.0:
// "update registry status after each verified item"; prompts are told not to edit the registry).
// Only that one cell changes, spliced into the registry's text (never the document stringified
// again, which respaced flow lists and moved comments): in a Markdown table the cell's text inside
// the row's pipes; in a YAML list or JSON array the status value's text at its node's range, in
// the quoting it had. A list row without the status key gets it (one line after the row's last
// field, or `, key: value` in a flow mapping / JSON object); every other byte is kept. The file
// is replaced atomically. A Markdown registry without the status column is left as it is.





const VERIFIED = 'VERIFIED';
/**
 * The largest registry whose parse a foreach keeps between its marks (kept-parse.ts): a parse
 * holds about 26 times the text (1.4 MB of YAML rows: 37 MB), so up to ~110 MB; a larger JSON
 * registry (up to 16 MiB) is parsed again for each batch, as before.
 */
const KEEP_PARSE_MAX_CHARS = 4 * 1024 * 1024;
/** A row the runner marked VERIFIED whose item ran again and ended blocked (settleVerified `blocked`). */
const BLOCKED = 'BLOCKED';
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
/**
 * Set the status of every item of `ids` in the registry text, reading it once (a batch of rows
 * costs one parse, not one per row). Returns the new text and the ids whose rows changed, in row
 * order; a row already at `status`, or without the status cell, is left as it is \u2014 and with
 * `only`, a row whose status is not `only`. `file` names the registry in the error of a Markdown
 * table that does not parse.
 */
function withItemsStatus(text, format, idField, statusField, ids, status, file = '', only) {
    const changed = [];
    if (ids.size === 0)
        return { text, changed };
    if (format === 'markdown') {
        // Only the rows to mark are kept from the scan (a large registry is read once per batch), and
        // the new text is the old one with those lines replaced: no array of every line to join.
        let idAt = -1;
        let column = -1;
        const marks = [];
        (0,foreach_registry/* scanMarkdownTable */.TY)(text, file, idField, (cells, _line, header, raw, at) => {
            if (idAt < 0) {
                idAt = header.indexOf(idField);
                column = header.indexOf(statusField);
            }
            const id = cells[idAt];
            if (column >= 0 && ids.has(id) && cells[column] !== status && (only === undefined || cells[column] === only))
                marks.push({ at, raw, id });
        });
        const parts = [];
        let copied = 0;
        for (const { at, raw, id } of marks) {
            const updated = setMarkdownCell(raw, column, status);
            if (updated === undefined)
                continue;
            parts.push(text.slice(copied, at), updated);
            copied = at + raw.length;
            changed.push(id);
        }
        if (parts.length === 0)
            return { text, changed };
        parts.push(text.slice(copied));
        return { text: parts.join(''), changed };
    }
    const doc = (0,dist/* parseDocument */.Tp)(text);
    const marked = markList(text, doc, format, idField, statusField, [{ ids, status, ...(only !== undefined ? { only } : {}) }]);
    return { text: marked.text, changed: marked.changed[0] };
}
/** A YAML word that reads back as itself, a string, in block and flow context alike. */
const PLAIN_WORD = /^[A-Za-z_](?:[A-Za-z0-9_./ -]*[A-Za-z0-9_./-])?$/;
const YAML_KEYWORD = /^(?:true|false|yes|no|on|off|y|n|null)$/i;
/** `value` as a YAML (or, `json`, JSON) scalar; `like`: the node type of the scalar it replaces, whose quoting it keeps. */
function scalarText(value, json, like) {
    if (json || like === 'QUOTE_DOUBLE')
        return JSON.stringify(value);
    if (like === 'QUOTE_SINGLE')
        return `'${value.replace(/'/g, "''")}'`;
    return PLAIN_WORD.test(value) && !YAML_KEYWORD.test(value) ? value : JSON.stringify(value);
}
/** The line break of the line that holds `at` (CRLF when it ends so), else the text's first. */
function lineBreakAt(text, at) {
    const nl = text.indexOf('\n', at);
    if (nl >= 0)
        return nl > 0 && text[nl - 1] === '\r' ? '\r\n' : '\n';
    const first = text.indexOf('\n');
    return first > 0 && text[first - 1] === '\r' ? '\r\n' : '\n';
}
/** The column of `at` in its line. */
function columnOf(text, at) {
    return at - (text.lastIndexOf('\n', at - 1) + 1);
}
/**
 * The edit that makes `item`'s `statusField` read `status`: its value replaced at its range (the
 * quoting kept; a block scalar keeps its trailing line breaks), or, without the key, the pair added
 * after the row's last field (a block mapping: a line of its own at the mapping's indentation,
 * after any comment ending the last field's line; a flow mapping or JSON object: `, key: value`
 * after its last value, spaced as its pairs are, on a line of its own if the mapping spans lines).
 */
function statusEdit(text, item, pair, statusField, status, json) {
    const value = pair?.value;
    if (pair && value?.range) {
        const [from, to] = value.range;
        if (from === to) {
            // An empty value: spaced from its colon, and from a comment that follows it (`Status: # c`).
            const before = from > 0 && /[ \t]/.test(text[from - 1]) ? '' : ' ';
            const after = from < text.length && !/[\s,}\]]/.test(text[from]) ? ' ' : '';
            const valueText = scalarText(status, json);
            return { from, to, text: before + valueText + after, valueAt: before.length, valueText };
        }
        const block = value.type === 'BLOCK_LITERAL' || value.type === 'BLOCK_FOLDED';
        const tail = block ? /[\r\n]*$/.exec(text.slice(from, to))[0] : '';
        const valueText = scalarText(status, json, value.type);
        return { from, to, text: valueText + tail, valueAt: 0, valueText };
    }
    const keyRange = (p) => p.key?.range;
    const endOf = (p) => p.value?.range?.[1] ?? keyRange(p)?.[1] ?? -1;
    if (pair) {
        // The key without a value node (`Status:` read with none): the value written after its colon.
        const colon = text.indexOf(':', keyRange(pair)?.[1] ?? -1);
        if (colon < 0)
            return undefined;
        const valueText = scalarText(status, json);
        return { from: colon + 1, to: colon + 1, text: ` ${valueText}`, valueAt: 1, valueText };
    }
    const last = item.items[item.items.length - 1];
    const lastKey = last ? keyRange(last) : undefined;
    if (!last || !lastKey)
        return undefined;
    const end = endOf(last);
    const keyText = scalarText(statusField, json);
    const valueText = scalarText(status, json);
    const entry = (colon) => `${keyText}${colon}${valueText}`;
    // The edit of an added pair: its key at `keyAt` of the inserted text, its value after the colon.
    const added = (from, inserted, keyAt, colon) => ({ from, to: from, text: inserted, keyAt, valueAt: keyAt + keyText.length + colon.length, valueText });
    if (item.flow || json) {
        const spans = text.slice(item.range?.[0] ?? lastKey[0], end).includes('\n');
        // The spacing the object's last pair has around its colon (JSON), and its pairs after their commas.
        const valueStart = last.value?.range?.[0];
        const colon = valueStart !== undefined ? text.slice(lastKey[1], valueStart) : '';
        const before = item.items.length > 1 ? text.slice(endOf(item.items[item.items.length - 2]), lastKey[0]) : '';
        // (A plain YAML key needs the space: `Status:VERIFIED` would be one scalar.)
        const between = json && /^[ \t]*:[ \t]*$/.test(colon) ? colon : ': ';
        const pair = entry(between);
        const lead = spans ? `,${lineBreakAt(text, end)}${' '.repeat(columnOf(text, lastKey[0]))}` : /^,[ \t]*$/.test(before) ? before : ', ';
        return added(end, lead + pair, lead.length, between);
    }
    const indent = ' '.repeat(columnOf(text, keyRange(item.items[0])[0]));
    // After the line the last field ends on (a block scalar's range already ends past its line break).
    const nl = text.indexOf('\n', Math.max(end - 1, 0));
    if (nl < 0) {
        const lead = `${lineBreakAt(text, 0)}${indent}`;
        return added(text.length, `${lead}${entry(': ')}`, lead.length, ': ');
    }
    return added(nl + 1, `${indent}${entry(': ')}${lineBreakAt(text, nl)}`, indent.length, ': ');
}
/**
 * `marks` applied in turn to each row of the list `doc` (parsed from `text`): a row whose status
 * one mark changes is seen by the next with that status. Returns the text with each changed row's
 * status value spliced in (one edit per row, the text copied once) and, per mark, the ids it
 * changed in row order.
 */
function markList(text, doc, format, idField, statusField, marks) {
    const changed = marks.map(() => []);
    const root = doc.contents;
    const placed = [];
    if ((0,dist/* isSeq */.oP)(root) && marks.some((m) => m.ids.size > 0)) {
        const json = format === 'json';
        for (const item of root.items) {
            if (!(0,dist/* isMap */.jh)(item))
                continue;
            let idPair;
            let statusPair;
            for (const p of item.items) {
                if (!(0,dist/* isScalar */.jn)(p.key))
                    continue;
                const name = String(p.key.value);
                if (name === idField)
                    idPair = p;
                if (name === statusField)
                    statusPair = p;
            }
            const idNode = idPair?.value;
            if (!(0,dist/* isScalar */.jn)(idNode))
                continue;
            const id = idNode.value === null ? '' : String(idNode.value).trim();
            const original = (0,dist/* isScalar */.jn)(statusPair?.value) ? statusPair.value.value : undefined;
            let current = original;
            for (const [k, { ids, status, only }] of marks.entries()) {
                if (!ids.has(id) || current === status || (only !== undefined && current !== only))
                    continue;
                current = status;
                changed[k].push(id);
            }
            if (current === original)
                continue;
            const edit = statusEdit(text, item, statusPair, statusField, String(current), json);
            if (edit)
                placed.push({ item, pair: statusPair, edit, status: String(current), field: statusField });
        }
    }
    if (placed.length === 0)
        return { text, changed, placed };
    const parts = [];
    let copied = 0;
    for (const { edit: { from, to, text: insert } } of placed) {
        parts.push(text.slice(copied, from), insert);
        copied = to;
    }
    parts.push(text.slice(copied));
    return { text: parts.join(''), changed, placed };
}
/**
 * Every row of a verified item shows VERIFIED: the rows not yet marked (marks made in batches, or
 * taken back by a power loss before an unflushed replacement reached the disk) are marked in one
 * write, fsync'd unless `durable: false`; when none is missing and `flush`, the file as it stands
 * is fsync'd. Returns the rows marked. `random`: the run's pool the temp file's name comes from
 * (random-hex.ts: a call into OpenSSL of its own costs a reseed after every stage's fork).
 * `blocked`: items that are not verified now (a verified item that ran again and ended blocked):
 * a row of theirs that still says VERIFIED is set to BLOCKED in the same write (`unmarked`), so
 * the registry never says VERIFIED for an item its run does not hold verified.
 */
function settleVerified(abs, rel, idField, statusField, verified, flush, options = {}) {
    const { text: original, format } = (0,foreach_registry/* readRegistryText */.xO)(abs, rel);
    const blocked = options.blocked ?? new Set();
    let text;
    let marked;
    let unmarked;
    /** A list's parse made the one of the text written (options.kept). */
    let keep;
    if (format === 'markdown') {
        // A table is checked by the scan that marks its rows; one without the status column is never marked.
        const first = withItemsStatus(original, format, idField, statusField, verified, VERIFIED, rel);
        const second = withItemsStatus(first.text, format, idField, statusField, blocked, BLOCKED, rel, VERIFIED);
        [text, marked, unmarked] = [second.text, first.changed, second.changed];
    }
    else {
        // A list is checked as the foreach reads it, and that one parse places the marks (a row gets the
        // key). The file as this execution of the foreach last wrote it, byte for byte, is not parsed
        // again: its parse, kept in step with those writes, is the one a parse would give (kept-parse.ts);
        // a file changed by anything else (a stage) is parsed and checked again.
        const kept = original.length <= KEEP_PARSE_MAX_CHARS ? options.kept : undefined;
        const reused = kept?.doc !== undefined && kept.abs === abs && kept.text === original ? kept.doc : undefined;
        // Forgotten until the file is as the parse will say (a failed write leaves it as it was), and
        // before another parse: never two alive at once.
        if (options.kept !== undefined)
            Object.assign(options.kept, { doc: undefined, text: undefined });
        const doc = reused ?? (0,foreach_registry/* parseListDocument */.fh)(original, rel, format).doc;
        const marks = [{ ids: verified, status: VERIFIED }, { ids: blocked, status: BLOCKED, only: VERIFIED }];
        const result = markList(original, doc, format, idField, statusField, marks);
        [text, marked, unmarked] = [result.text, result.changed[0], result.changed[1]];
        if (kept !== undefined)
            keep = () => {
                keepInStep(doc, result.placed);
                Object.assign(kept, { abs, text: result.text, doc });
            };
    }
    options.unmarked?.push(...unmarked);
    if (marked.length === 0 && unmarked.length === 0) {
        const none = flushed(abs, flush, []);
        keep?.();
        return none;
    }
    (0,atomic_write/* atomicWriteFile */.Re)(abs, text, { ...(options.durable !== undefined ? { durable: options.durable } : {}), ...(options.random ? { random: options.random } : {}) });
    keep?.();
    return marked;
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

// EXTERNAL MODULE: ./src/core/steps/foreach/schedule.ts
var schedule = __webpack_require__(5013);
// EXTERNAL MODULE: ./src/core/shards/descriptor.ts
var descriptor = __webpack_require__(4988);
;// CONCATENATED MODULE: ./src/core/shards/earlier-instance.ts
// An item's (or shard's) folder holding what an earlier instance of the run left: a result
// (SHARD.json) or a run (its journal's `parent_instance`) made before a fresh start of the run id
// began the journal the run has now \u2014 kept from before, or put back by hand or from an artifact.
// It never ran for this run: `run --shard` refuses to continue or seal it (commands/shards.ts),
// and a resume that runs the items in-process refuses to take it as the item's run (foreach/run.ts);
// a merge that leaves it in the run root says to remove it first.



/**
 * What in `folderAbs` was made for another instance of run `runId` than `now`: 'result' (its
 * SHARD.json names one), 'run' (its journal records one), or undefined when everything it names is
 * `now`. A folder from before instances were recorded names none and is this run's, as it was then;
 * a malformed instance is no match.
 */
function earlierInstanceIn(folderAbs, runId, now) {
    const read = (0,descriptor/* readDescriptor */.qq)(folderAbs);
    const claimed = read.kind === 'ok' && read.descriptor.run_id === runId && read.descriptor.run_instance !== undefined ? [read.descriptor.run_instance] : [];
    const journal = (0,state_journal/* readJournal */.a0)((0,state_journal/* journalPathFor */.S7)((0,external_node_path_.join)(folderAbs, 'workflow_state.yaml')));
    const recorded = journal.kind === 'ok' ? journal.lines.flatMap((l) => (l.event === 'run_started' && l.parent_instance !== undefined ? [l.parent_instance] : [])) : [];
    if ([...claimed, ...recorded].every((i) => now !== undefined && (0,descriptor/* isRunInstance */.VW)(i) && (0,state_journal/* sameInstance */.YH)(i, now)))
        return undefined;
    return claimed.length > 0 ? 'result' : 'run';
}
/**
 * The folders an earlier instance of the run left in the run root (kept, or put back, from before a
 * fresh start) for keys still pending: `run --shard` of such a key (and a resume running a foreach
 * item in-process) refuses while the folder is there, so what the merge says comes next starts
 * with removing them.
 */
function leftoverFolders(report) {
    return report.superseded.filter((s) => s.inPlace && report.pending.includes(s.key)).map((s) => s.folder);
}
/** Why leftover `folders` must go, in parentheses: what the merge's message and its fix both say. */
function whyRemoveLeftovers(folders, runId) {
    return `(made for run ${runId} before its fresh start, not this run's result: \`run --shard\` refuses ${folders.length === 1 ? 'its key' : 'their keys'} while ${folders.length === 1 ? 'it is' : 'they are'} there)`;
}
/** "first remove \u2026, then " before what a merge with keys still pending says to do (empty when nothing is left over). */
function removeLeftoversFirst(report, runId) {
    const folders = leftoverFolders(report);
    if (folders.length === 0)
        return '';
    return `first remove ${folders.join(', ')} ${whyRemoveLeftovers(folders, runId)}, then `;
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


































/** The registry path, placeholders resolved, inside the workspace. */
function registryPath(host, step) {
    const template = step.def.foreach.source;
    let text;
    try {
        text = (0,placeholders/* substitute */.V2)(template, (0,run_bindings/* stepBindings */.rV)(host.ctx.bindings, step, host.state()));
    }
    catch (error) {
        if (!(error instanceof placeholders/* PlaceholderError */.ik))
            throw error;
        throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `foreach source of step ${step.id} needs ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
            hint: `Pass ${error.missing.map((m) => `${m}=<value>`).join(' ')}.`,
        });
    }
    return host.workspace.resolve(text, `foreach source of step ${step.id}`);
}
/**
 * A Markdown table without the column completion.require reads: refused when the registry is
 * loaded, before any item runs (the rule could never hold: a table is marked only in a column it has).
 */
function requireCompletionColumn(registry, statusField, require) {
    const column = (0,foreach_completion/* completionColumn */.RE)(statusField, require);
    if (column === undefined || registry.format !== 'markdown' || registry.columns.includes(column))
        return;
    const line = registry.headerLine;
    const at = line !== undefined ? `${registry.file}:${line}` : registry.file;
    const byField = (0,foreach_completion/* parseRequire */.BL)(require)?.kind === 'field';
    const other = byField ? 'name a column it has in completion.require' : 'set foreach.status_field to a column it has';
    throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `${at}: completion.require '${require}' reads the column '${column}' of every row, which the table does not have (columns: ${registry.columns.join(', ')}); the runner marks a verified item's row only in a column the table has, so the rule could never hold. Checked before any item runs.${(0,did_you_mean/* didYouMean */.au)(column, registry.columns)}`, {
        hint: `Add a '${column}' column to the table of ${registry.file}${line !== undefined ? ` (its header is line ${line})` : ''}: a cell in the header, the separator and every row; or ${other}; or require: all items verified. Then resume: the registry is read again.`,
        location: { file: registry.file, ...(line !== undefined ? { line } : {}) },
    });
}
/** Read, bind and order the items of this visit (`previous`: the record of the step's visit before, whose item visits carry on). */
function loadRecord(host, step, visit, previous) {
    return loadItems(host, step, visit, previous).record;
}
function loadItems(host, step, visit, previous) {
    const def = step.def.foreach;
    const source = registryPath(host, step);
    const registry = (0,foreach_registry/* readRegistry */._5)(source.abs, source.rel, def.id_field);
    requireCompletionColumn(registry, def.status_field, step.def.completion?.require);
    // The caller's message starts with `foreach step <id>: `: the registry alone names where.
    const items = orderItems(itemsOf(registry, def), def.order ?? 'registry', source.rel);
    const record = (0,schedule/* carryVisits */.eE)((0,schedule/* newRecord */.Mx)(visit, source.rel, registry.format, items), previous);
    return { record, leftOut: leftOutBy(step, registry, items.length) };
}
/**
 * A foreach whose items: leaves out rows says which and why: a loop that selects no row because
 * an earlier run marked the registry otherwise ends "0/0 items verified" with no reason given.
 */
function leftOutBy(step, registry, selected) {
    const def = step.def.foreach;
    const rows = registry.rows.length;
    const selection = def.items !== undefined ? (0,foreach_selection/* parseItems */.mo)(def.items) : undefined;
    if (selection === undefined || selected >= rows)
        return undefined;
    const counts = (0,foreach_selection/* leftOut */.ig)(selection, registry.rows);
    const why = [...counts].map(([what, n]) => `${n} with ${what}`).join(', ');
    const none = selected === 0;
    const statusField = (0,foreach_completion/* statusFieldOf */._0)(def.status_field, step.def.completion?.require);
    const verified = [...counts.keys()].some((what) => what.toLowerCase() === `${statusField} = VERIFIED`.toLowerCase());
    const rowsOf = `${rows} row${rows === 1 ? '' : 's'} of ${registry.file}`;
    const note = `${step.id}: items '${def.items}' leaves out ${none ? `all ${rowsOf}` : `${rows - selected} of the ${rowsOf}`} (${why})${none ? ': no item runs' : ''}.` +
        (verified ? ` Rows an earlier run marked VERIFIED stay so (a new run id or --mode fresh does not unmark them): set their ${statusField} back (e.g. to TODO) to run those items again.` : '');
    return { note, short: `items: ${selected} of ${rows} row${rows === 1 ? '' : 's'}` };
}
function itemStatePath(host, step, item, visit) {
    return (0,schedule/* itemStatePathIn */.Hm)(host.ctx.runRoot.rel, step.id, item, visit);
}
/**
 * The item run's events, told as the parent's: steps are named `<step>[<item>].<per-item step>`,
 * the name `logs` and `plan --show-prompt` take (docs/cli.md#step-ids-in-arguments): what a
 * progress line prints can be typed back.
 */
function itemPorts(ports, step, item) {
    const emit = ports.onEvent;
    if (!emit)
        return ports;
    const label = `${step.id}[${item.id}]`;
    const onEvent = (event) => {
        if (event.type === 'run_started')
            emit({ type: 'note', message: `${label}: item ${item.id}, visit ${item.visits} (${event.resumed ? 'resumed' : 'started'}) \u2014 state ${event.statePath}`, step: label });
        else if (event.type === 'note')
            emit(scopedNoteEvent(`${label}.`, event));
        else
            emit({ ...event, step: `${label}.${event.step}` });
    };
    return { ...ports, onEvent };
}
/** The per_item workflow model of an item's run (its state file is the item's own). */
function itemWorkflowFor(parent, step, item) {
    const names = [...(0,invocation/* declaredInputs */.WB)(parent.workflow)].filter(item_workflow/* passedToItems */.Eb);
    return (0,item_workflow/* itemWorkflow */.lp)({ parent: parent.workflow, step, statePath: item.state_path, inputNames: [...names, ...Object.keys(item.bindings)] });
}
/** The run request of an item's run: the parent's values and the item's bindings, no lock of its own. */
function itemRunRequest(parent, step, item) {
    const tokens = {};
    for (const [name, value] of parent.bindings)
        if ((0,item_workflow/* passedToItems */.Eb)(name))
            tokens[name] = value;
    Object.assign(tokens, item.bindings);
    tokens['run_id'] = parent.runId;
    const { request } = parent;
    return {
        workspace: request.workspace,
        workflowFile: parent.workflow.file,
        workflowModel: itemWorkflowFor(parent, step, item),
        itemRun: true,
        invocation: { tokens, undeclared: 'keep', mode: 'resume', ...(request.invocation.allowWorkflowChange === true ? { allowWorkflowChange: true } : {}), ...(0,source_drift/* sourcePolicyOf */.vE)(parent) },
        env: request.env,
        ...(request.commandName !== undefined ? { commandName: request.commandName } : {}),
        ...(request.agents !== undefined ? { agents: request.agents } : {}),
        ...(request.signal !== undefined ? { signal: request.signal } : {}),
        ...(request.invocationToken !== undefined ? { invocationToken: request.invocationToken } : {}),
        ...(request.random !== undefined ? { random: request.random } : {}),
        ...(request.syncedNames !== undefined ? { syncedNames: request.syncedNames } : {}),
        ...(request.stageMasks !== undefined ? { stageMasks: request.stageMasks } : {}),
        ...(parent.instance !== undefined ? { parentInstance: parent.instance } : {}),
        ancestry: [...parent.ancestry, { workflowFile: parent.workflow.file, statePath: parent.statePath, runRoot: parent.runRoot }],
    };
}
function parentOf(host, instance) {
    return { workflow: host.workflow, bindings: host.ctx.bindings, runId: host.ctx.runId, request: host.request, ancestry: host.ancestry, statePath: host.ctx.statePath.rel, runRoot: host.ctx.runRoot.rel, instance };
}
/**
 * The run's instance (its journal's first line, read under the run's lock), read once it is there
 * for one execution of a foreach step: it cannot change under the lock, and each item asked for it
 * twice (its folder's check and its run's parent).
 */
function instanceReader(host) {
    let instance;
    return () => (instance ??= (0,state_journal/* readOrigin */.P2)((0,state_journal/* journalPathFor */.S7)(host.ctx.statePath.abs)));
}
async function runItem(host, step, item, instance) {
    const outcome = await host.runChild(itemRunRequest(parentOf(host, instance), step, item), 
    // The item run is part of this run: it records this run's source commit (no git call per item).
    { ...itemPorts(host.ports, step, item), source: (0,source_drift/* subRunSource */.TC)(host) });
    // The item run's warnings are this invocation's too (`run --json`'s `warnings`), named by the item.
    for (const w of scopedWarnings(`${step.id}[${item.id}].`, outcome))
        host.warn(w.message, true, w.step);
    return outcome;
}
/** An item run stopped at a per-item step that asks for inputs not given: the stop's message and fix, in this run's words. */
function askedOfItem(host, step, item, outcome) {
    const sub = outcome.status === 'WORKFLOW_INPUT_REQUIRED' && outcome.activeStep != null ? step.def.per_item?.[outcome.activeStep] : undefined;
    const names = sub ? unansweredAsks({ def: sub }, host.ctx.bindings) : [];
    if (sub === undefined || names.length === 0)
        return undefined;
    const answer = answerCommand(resumeCommand(host), names);
    const target = `${step.written ?? step.id}[${item.id}].${outcome.activeStep}`;
    return {
        message: askedMessage({ id: outcome.activeStep, def: sub }, names, answer),
        fix: askedFix(`step ${outcome.activeStep} of item ${item.id}`, names, answer, registry/* AGENT_DRIVEN_KINDS */.vD.has((0,model_workflow/* classifyStep */.d_)((0,item_workflow/* itemStepDef */.dD)(sub)).kind ?? 'shell') ? `${host.request.commandName ?? 'stagegate'} plan ${(0,command_line/* runTarget */.Nh)(host.workflow.file, host.ctx.runId, locating(host))}${(0,command_line/* flagWord */.Np)('show-prompt', target)}` : undefined),
    };
}
/**
 * The item's folder is also its shard's (`run --shard`, core/shards): a leg running it there holds
 * its lock. The in-process run takes no lock of its own (the run's lock covers it) but never runs
 * an item a live leg holds; the leg checks the run's lock after taking its own, so the two never
 * both run it.
 */
function heldByShard(host, step, item, statePath) {
    const abs = host.workspace.resolve(statePath, `item run of ${item.id}`).abs;
    if (!state_lock/* RunLock */.jj.isHeld(`${abs}.lock`))
        return undefined;
    return `foreach step ${step.id}: item ${item.id} is running as a shard (${statePath}.lock is held by a live leg); resume once it ends, or merge it`;
}
/**
 * The item's folder holds a result or a run made for an earlier instance of this run (before a
 * fresh start of its run id: kept, or put back by hand or from a shard artifact). It never ran for
 * this run, so it is neither resumed nor taken as the item's result: the loop stops SHARD_FOREIGN
 * with nothing run, as `run --shard` does for that folder (shards/earlier-instance.ts); the person
 * removes the folder and resumes.
 */
function earlierInstance(host, step, item, statePath, instance) {
    const folder = host.workspace.resolve(external_node_path_.posix.dirname(statePath), `item run of ${item.id}`);
    const found = earlierInstanceIn(folder.abs, host.ctx.runId, instance);
    if (found === undefined)
        return undefined;
    return {
        message: `foreach step ${step.id}: item ${item.id}: its folder ${folder.rel} holds a ${found} made for run ${host.ctx.runId} before its fresh start (another instance of the run), not for this one; the item did not run`,
        fix: `Remove ${folder.rel} (it is not this run's result), then resume.`,
    };
}
/** Why the registry could not be marked, as FOREACH_REGISTRY_INVALID (a stage may have broken it). */
function markFailed(record, error, what) {
    if ((0,errors/* isStagegateError */.W)(error))
        throw error;
    const why = error.code ?? error.message.split('\n')[0];
    throw new errors/* StagegateError */.q('FOREACH_REGISTRY_INVALID', `${record.source}: cannot mark ${what} VERIFIED (${why})`, { hint: 'Restore the registry (a stage may have broken it), then resume.', location: { file: record.source } });
}
/**
 * Rows marked per registry rewrite: every item's row at once in a registry of up to
 * MARK_EVERY_ITEM_ROWS rows; in a larger one, in batches of rows / MARK_EVERY_ITEM_ROWS items, so
 * a foreach rewrites its registry at most about that many times in all \u2014 a rewrite per item
 * reads, parses and writes the whole file, which made a large foreach quadratic.
 */
const MARK_EVERY_ITEM_ROWS = 256;
function markBatchOf(rows) {
    return Math.max(1, Math.ceil(rows / MARK_EVERY_ITEM_ROWS));
}
/** The run's pool for a registry rewrite's temp name (random-hex.ts), when the run has one. */
function random(host) {
    return host.request.random ? { random: host.request.random } : {};
}
/**
 * Mark the rows of the verified items VERIFIED in the registry (registry-status.ts), atomically
 * but not fsync'd: the parent's state records the items verified, and settleRows makes the
 * registry durable and level with it when the loop ends. True when the file changed.
 */
function markRows(host, step, record, verified, kept) {
    const def = step.def.foreach;
    const source = host.workspace.resolve(record.source, `foreach source of step ${step.id}`);
    try {
        return settleVerified(source.abs, source.rel, def.id_field, (0,foreach_completion/* statusFieldOf */._0)(def.status_field, step.def.completion?.require), verified, false, { durable: false, kept, ...random(host) }).length > 0;
    }
    catch (error) {
        return markFailed(record, error, verified.size === 1 ? `item '${[...verified][0]}'` : 'the rows of the verified items');
    }
}
/**
 * After the last item (or when the loop stops): every verified item's row VERIFIED, on disk (a row
 * not marked yet, or one a power loss took back, is marked now); and a blocked item's row that
 * still says VERIFIED (a verified item that ran again \u2014 its output changed, a rerun, a source
 * change \u2014 and ended blocked) says BLOCKED, as its record does.
 */
function settleRows(host, step, record, flush, kept, batched = new Set()) {
    const verified = new Set(record.items.filter((i) => i.status === 'verified').map((i) => i.id));
    const blocked = new Set(record.items.filter((i) => i.status === 'blocked').map((i) => i.id));
    if (verified.size === 0 && blocked.size === 0)
        return;
    const def = step.def.foreach;
    const source = host.workspace.resolve(record.source, `foreach source of step ${step.id}`);
    let again;
    const unmarked = [];
    try {
        again = settleVerified(source.abs, source.rel, def.id_field, (0,foreach_completion/* statusFieldOf */._0)(def.status_field, step.def.completion?.require), verified, flush, { ...random(host), blocked, unmarked, kept });
    }
    catch (error) {
        return markFailed(record, error, 'the rows of the verified items');
    }
    // Rows waiting for their batch are marked here as planned; any other is one a crash took back.
    const lost = again.filter((id) => !batched.has(id));
    if (lost.length > 0)
        host.ports.onEvent?.({ type: 'note', message: `${step.id}: registry rows marked VERIFIED again: ${lost.join(', ')}`, step: step.id });
    if (unmarked.length > 0)
        host.ports.onEvent?.({ type: 'note', message: `${step.id}: registry rows no longer VERIFIED (the item ran again and ended blocked), marked BLOCKED: ${unmarked.join(', ')}`, step: step.id });
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
        const sha256 = seen ? seen.digest(p.abs, stats) : (0,workspace_digest/* sha256File */.Q3)(p.abs);
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
        const sha256 = (0,workspace_digest/* sha256File */.Q3)(abs);
        this.last = { path: abs, stamp, sha256 };
        return sha256;
    }
}
/** Commit the step's end (the registry's digest brought up to date with it) and report it. */
function conclude(host, step, t, durationMs, flight, leftOut) {
    const source = (0,run_transition/* stepRecord */.oU)(t.state, step.id)?.foreach?.source;
    // In the same commit as the transition: once the foreach is no longer active, the digest counts.
    if (source !== undefined)
        reRecordRegistry(host, step, source);
    host.commit();
    const state = host.state();
    const record = (0,run_transition/* stepRecord */.oU)(state, step.id)?.foreach;
    const verified = record ? (0,state_state/* foreachCounts */.vj)(record).verified : 0;
    host.ports.onEvent?.({
        type: 'stage_finished',
        step: step.id,
        visit: flight.visit,
        attempt: flight.attempt,
        ok: t.stop === undefined || t.stop === 'WORKFLOW_COMPLETE' || t.stop === 'PARTIAL_RESUMABLE',
        gateStatus: `${verified}/${record?.items.size ?? 0} items verified${leftOut !== undefined ? ` (${leftOut})` : ''}`,
        ...(t.stop !== undefined ? { code: t.stop } : {}),
        next: state.active_step,
        durationMs,
        ...host.progress(state.completed_steps, step.id),
        totalSteps: (0,model_workflow/* declaredStepCount */.K2)(host.workflow),
    });
    return t.stop;
}
/** The first deferred item waiting on `id` (-1 when none): only items with dependencies can be. */
function revivedBy(record, id) {
    if ((0,state_state/* foreachCounts */.vj)(record).deferred === 0)
        return -1;
    return record.items.findIndex((item) => item.waiting_on.length > 0 && item.status === 'deferred' && item.waiting_on.includes(id));
}
/**
 * The item to work on now: the one in flight first, else the first pending one at or after
 * `from` (no item before it is pending); -1 when none.
 */
function nextItem(record, from) {
    if (record.active_item !== null) {
        const i = record.items.findIndex((item) => item.id === record.active_item);
        if (i >= 0 && record.items.get(i).status === 'running')
            return i;
    }
    for (let i = from; i < record.items.size; i++) {
        const status = record.items.get(i).status;
        // One item at a time: an item is only running here after a crash, and then no pending item precedes it.
        if (status === 'pending' || status === 'running')
            return i;
    }
    return -1;
}
/** merge: the first item at or after `from` that is not finished and whose shard result is here; -1 when none. */
function nextMerged(record, from, results) {
    for (let i = from; i < record.items.size; i++) {
        const item = record.items.get(i);
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
    const recordNow = () => (0,run_transition/* stepRecord */.oU)(host.state(), step.id).foreach;
    const end = (how, code, message, answer) => conclude(host, step, host.apply({ event: 'foreach_ended', at: host.now(), step: step.id, how, code, message, duration_ms: elapsed(), ...(answer !== undefined ? { answer_command: answer } : {}) }), elapsed(), flight);
    // Verified items whose rows wait for their batch (markBatchOf); marked before the loop ends or stops.
    const batch = new Set();
    let marked = false;
    // A YAML or JSON registry parsed once for this execution's marks, not once per batch (kept-parse.ts).
    const kept = {};
    /** Write the batch's rows; the error when the registry cannot be marked (a stage broke it). */
    const markBatch = () => {
        if (batch.size === 0)
            return undefined;
        const ids = new Set(batch);
        batch.clear();
        try {
            if (markRows(host, step, recordNow(), ids, kept))
                marked = true;
            return undefined;
        }
        catch (error) {
            if (!(0,errors/* isStagegateError */.W)(error))
                throw error;
            return error;
        }
    };
    /** The batch's rows before the loop stops: a registry that cannot be marked is only noted (the stop says why the loop stopped). */
    const flushBatch = () => {
        const failed = markBatch();
        if (failed)
            host.ports.onEvent?.({ type: 'note', message: `${step.id}: ${failed.message}`, step: step.id });
    };
    /** `answer`: the command that answers a question an item's child run stopped at (state/events.ts AnswerBelow). */
    const stopWith = (code, message, answer) => {
        flushBatch();
        host.apply({ event: 'foreach_marked', at: host.now(), step: step.id, stopped: code });
        return end('stopped', code, message, answer);
    };
    const previous = (0,run_transition/* stepRecord */.oU)(host.state(), step.id)?.foreach;
    // What items: left out of the registry loaded now (not said again by a resume of a loaded visit).
    let left;
    try {
        if (!previous || previous.visit !== flight.visit) {
            const loaded = loadItems(host, step, flight.visit, previous);
            left = loaded.leftOut;
            host.apply({ event: 'foreach_loaded', at: host.now(), step: step.id, record: loaded.record });
            if (left)
                host.ports.onEvent?.({ type: 'note', message: left.note, step: step.id });
        }
        else {
            // A person resumed after every remaining item deferred: each deferred item gets one more visit.
            if (previous.stopped === 'WORKFLOW_BLOCKED_ITEMS_DEFERRED')
                host.apply({ event: 'foreach_revived', at: host.now(), step: step.id });
            // The visit's items stay as loaded: a registry edited since is said, with what that means.
            const drift = registryDrift(host.workspace, step, previous);
            if (drifted(drift))
                host.ports.onEvent?.({ type: 'note', message: driftNote(drift, step.id, { first: host.workflow.entry === step.id, atForeach: true }), step: step.id });
        }
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        // The input to pass, said where the error knows it (the stop code's fix is generic); and what
        // is wrong with the registry (missing, too large, a row) before how to go on.
        if (error.code === 'WORKFLOW_INPUT_REQUIRED')
            host.stopFix(error.code, error.hint);
        if (error.code === 'FOREACH_REGISTRY_INVALID')
            host.stopFix(error.code, registryFix(error, host.workflow.entry === step.id && flight.visit === 1));
        return end('stopped', error.code, `foreach step ${step.id}: ${error.message}`);
    }
    if (recordNow().stopped !== null)
        host.apply({ event: 'foreach_marked', at: host.now(), step: step.id, stopped: null });
    // With what the item's run accepted: progress of a loop around this step (run/progress.ts).
    const finish = (index, item, e, outcome) => {
        const outputs = outcome.state ? { outputs: (0,progress/* runOutputs */.MR)(outcome.state.artifacts) } : {};
        // The approvals its child runs passed stand for this step's verdict too (run/passed-approvals.ts).
        const decided = outcome.state ? (0,passed_approvals/* standingDecisionCommits */.Rj)(outcome.state) : [];
        host.apply({ event: 'item_finished', at: host.now(), step: step.id, index, item, end: e, outcome: outcome.status, ...outputs, ...(decided.length > 0 ? { decided_at: decided } : {}) });
    };
    // A merge runs no stage that could read a row before the loop ends: its rows are marked in one
    // write there (settleRows), not one rewrite of the registry per merged item.
    const markEvery = results ? Infinity : markBatchOf(recordNow().items.size);
    const digests = new DigestMemo();
    const runInstance = instanceReader(host);
    let cursor = 0;
    for (;;) {
        const index = results ? nextMerged(recordNow(), cursor, results) : nextItem(recordNow(), cursor);
        if (index < 0)
            break;
        // No item before it is pending: the next search starts after it (or at an item it revives).
        cursor = index + 1;
        const pending = recordNow().items.get(index);
        if (!results) {
            const statePath = pending.status === 'running' && pending.state_path !== null ? pending.state_path : itemStatePath(host, step, pending, pending.visits + 1);
            const held = heldByShard(host, step, pending, statePath);
            if (held)
                return stopWith('WORKFLOW_LOCKED', held);
            const foreign = earlierInstance(host, step, pending, statePath, runInstance());
            if (foreign) {
                host.stopFix('SHARD_FOREIGN', foreign.fix);
                return stopWith('SHARD_FOREIGN', foreign.message);
            }
        }
        // An item starts with the rows of its dependencies marked, as without batches: its stages may
        // read the registry to check them (DD_BLOCKED_DEPENDENCY: defer_current_artifact).
        if (!results && pending.depends_on.some((d) => batch.has(d))) {
            const failed = markBatch();
            if (failed)
                return stopWith(failed.code, `foreach step ${step.id}: ${failed.message}`);
        }
        // One commit per item: the item about to run (running, with its state path) together with
        // how the one before it ended. A crash from here on continues this item's run; a crash
        // before it finds the previous item running, its run complete, which the resume records
        // without running anything again (its run resumes as finished, at the same source commit).
        host.apply({ event: 'item_started', at: host.now(), step: step.id, index, item: pending.id, state_path: itemStatePath(host, step, pending, pending.visits + 1) });
        reRecordRegistry(host, step, recordNow().source, digests);
        // A merged item's commit is the journal's alone: nothing outside this process waits between two
        // of them (no stage runs), so rewriting the snapshot and the manifest 32 times for 32 shards
        // was most of a merge's writing; the step's end (conclude) writes them once. A crash between
        // finds them lagging the journal, which a resume projects again, as after any commit.
        host.commit({ project: !results });
        const item = recordNow().items.get(index);
        const result = results?.get(item.id);
        const outcome = result ? { status: result.outcome, message: `merged from shard ${result.folder}`, activeStep: null, state: result.state, stagesRun: 0 } : await runItem(host, step, item, runInstance());
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
                const failed = markBatch();
                if (failed)
                    return stopWith(failed.code, `foreach step ${step.id}: ${failed.message}`);
            }
            const revivesFrom = revivedBy(recordNow(), item.id);
            finish(index, item.id, { kind: 'verified' }, outcome);
            // A deferred item this one was the last missing dependency of is pending again: look back.
            if (revivesFrom >= 0)
                cursor = Math.min(cursor, revivesFrom);
        }
        else if (finished && outcome.status === item_workflow/* ITEM_DEFERRED */.ue) {
            finish(index, item.id, { kind: 'deferred' }, outcome);
        }
        else if (finished) {
            // The item routed to BLOCKED (or hit a loop limit, a stall, a hand-off): the run ends blocked.
            finish(index, item.id, { kind: 'blocked', code: outcome.status }, outcome);
            // The run ends here (no resume settles the rows later): the rows already marked go to disk.
            try {
                settleRows(host, step, recordNow(), marked, kept, batch);
            }
            catch (error) {
                if (!(0,errors/* isStagegateError */.W)(error))
                    throw error;
                host.ports.onEvent?.({ type: 'note', message: `${step.id}: ${error.message}`, step: step.id });
            }
            return end('blocked', outcome.status, `${label} ended ${outcome.status}: ${outcome.message}`);
        }
        else if (outcome.state !== undefined && outcome.status === 'PARTIAL_RESUMABLE') {
            flushBatch();
            return end('paused', 'PARTIAL_RESUMABLE', `${label} paused: ${outcome.message}; resume this run to continue the item`);
        }
        else {
            // Stopped at a per-item step that asks a person: this run's own answer command (it carries
            // the answer to its items), as a top-level step's stop gives it.
            const asked = askedOfItem(host, step, item, outcome);
            if (asked) {
                host.stopFix('WORKFLOW_INPUT_REQUIRED', asked.fix);
                return stopWith('WORKFLOW_INPUT_REQUIRED', `${label}: ${asked.message}`);
            }
            // The item's run failed (a stage, a contract, a lock\u2026, or a question its child run asks): the item stays in flight.
            return stopWith(outcome.status, `${label}: ${outcome.message}`, outcome.status === 'WORKFLOW_ANSWER_REQUIRED' ? outcome.answerCommand : undefined);
        }
        // Committed with the next item's start, or with the step's end.
        host.ports.onEvent?.({ type: 'note', message: `${step.id}[${item.id}]: ${recordNow().items.get(index).status}`, step: step.id });
    }
    if (intake) {
        // Items without a result here stay pending: listed by `shards` again, or run by a resume.
        const left = recordNow().items.filter((i) => i.status === 'pending' || i.status === 'running').map((i) => i.id).toArray();
        intake.report.pending.push(...left);
        if (left.length > 0) {
            flushBatch();
            const shown = left.slice(0, 20).join(', ') + (left.length > 20 ? `, \u2026 ${left.length - 20} more` : '');
            return end('paused', 'PARTIAL_RESUMABLE', `foreach step ${step.id}: merged ${intake.report.merged.length} shard${intake.report.merged.length === 1 ? '' : 's'}; ${left.length} item${left.length === 1 ? '' : 's'} still pending (${shown}): ${removeLeftoversFirst(intake.report, host.ctx.runId)}run them as shards (stagegate shards lists them) and merge again, or resume to run them here`);
        }
    }
    const record = recordNow();
    try {
        settleRows(host, step, record, marked, kept, batch);
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return stopWith(error.code, `foreach step ${step.id}: ${error.message}`);
    }
    const deferred = (0,schedule/* deferredItems */._n)(record);
    if (deferred.length > 0) {
        const list = deferred.map((d) => (d.waiting_on.length > 0 ? `${d.id} (waits for ${d.waiting_on.join(', ')})` : `${d.id} (deferred with every dependency VERIFIED)`)).join('; ');
        return stopWith('WORKFLOW_BLOCKED_ITEMS_DEFERRED', `foreach step ${step.id}: no item can progress; deferred: ${list}`);
    }
    const completion = step.def.completion;
    const rule = completion?.require !== undefined ? (0,foreach_completion/* parseRequire */.BL)(completion.require) : undefined;
    // Both forms that read rows ("all rows <STATUS>", "all <rows> have <field> = <value>"); "all items verified" holds here.
    if (rule !== undefined && rule.kind !== 'items_verified') {
        try {
            const source = registryPath(host, step);
            const def = step.def.foreach;
            const registry = (0,foreach_registry/* readRegistry */._5)(source.abs, source.rel, def.id_field);
            const { rows: bad, noRows } = (0,foreach_completion/* unsatisfiedRows */.p3)(rule, registry, def.id_field, def.status_field, def.items !== undefined ? (0,foreach_selection/* parseItems */.mo)(def.items) : undefined);
            if (bad.length > 0 || noRows) {
                // Rows that are no item of this visit (added to the registry after it loaded) are named as
                // such: no resume runs them, and marking them by hand would record work nobody did.
                const drift = registryDrift(host.workspace, step, record, registry);
                const added = new Set(drift.added);
                const late = bad.filter((b) => added.has(b.id));
                const ours = bad.filter((b) => !added.has(b.id));
                const list = (rows) => rows.slice(0, 20).map(foreach_completion/* rowInWords */.JG).join('; ') + (rows.length > 20 ? `; \u2026 ${rows.length - 20} more` : '');
                const parts = [...(ours.length > 0 ? [list(ours)] : []), ...(late.length > 0 ? [`added after the foreach loaded its ${record.items.size} items, so no item of this run: ${list(late)}`] : [])];
                if (late.length > 0)
                    host.stopFix('FOREACH_COMPLETION_UNSATISFIED', addedRowsFix(ours.length > 0, drift, host.workflow.entry === step.id));
                else {
                    // A rule asking the marked column for another value than VERIFIED: bringing the rows to it would not last (the runner marks them VERIFIED again).
                    const unreachable = (0,foreach_completion/* unreachableRequire */.iS)(def.status_field, completion.require);
                    if (unreachable !== undefined)
                        host.stopFix('FOREACH_COMPLETION_UNSATISFIED', `completion.require asks for ${unreachable.column} = ${unreachable.value}, but the runner marks every verified item's row ${unreachable.column} = VERIFIED (and does again on resume), so setting the rows to ${unreachable.value} does not help. Change it in ${host.workflow.file} to require: ${(0,foreach_completion/* verifiedRequire */.aA)(completion.require)} (or all items verified), then resume with --allow-workflow-change: the registry is checked again; no item runs again.`);
                    else
                        host.stopFix('FOREACH_COMPLETION_UNSATISFIED', unsatisfiedFix(rule, source.rel, ours, noRows, record, host.workflow.file));
                }
                return stopWith('FOREACH_COMPLETION_UNSATISFIED', `foreach step ${step.id}: completion.require '${completion.require}' does not hold for ${noRows ? `${source.rel}, which has no rows` : `${bad.length} row${bad.length > 1 ? 's' : ''} of ${source.rel}: ${parts.join('; ')}`}`);
            }
        }
        catch (error) {
            if (!(0,errors/* isStagegateError */.W)(error))
                throw error;
            if (error.code === 'FOREACH_REGISTRY_INVALID')
                host.stopFix(error.code, registryFix(error, host.workflow.entry === step.id && flight.visit === 1));
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
    return conclude(host, step, t, elapsed(), flight, left?.short);
}
/**
 * The fix of a FOREACH_COMPLETION_UNSATISFIED whose rows a value can bring to the rule (none added
 * after the foreach loaded, a value the runner does not overwrite): what to set where, told apart
 * for rows of the run's items and rows its items: left out (nothing in the run sets those), and for
 * a registry without rows (emptied since it loaded its items, or empty from the start).
 */
function unsatisfiedFix(rule, source, rows, noRows, record, workflowFile) {
    const then = 'then resume: the registry is checked again; no item runs again';
    const relax = `or, if that is as it should be, change completion.require in ${workflowFile} to require: all items verified and resume with --allow-workflow-change`;
    if (noRows) {
        if (record.items.size > 0)
            return `${source} has no rows now, but the foreach loaded ${record.items.size} item${record.items.size === 1 ? '' : 's'} from it: put their rows back (a stage or a hand edit removed them), ${then}; ${relax}.`;
        return `${source} had no rows when the foreach loaded it, so it ran no item: have a step before the foreach write them, then start over with --mode fresh; ${relax}.`;
    }
    const want = `${rows[0]?.column ?? ''} = ${rule.kind === 'field' ? rule.value : rule.kind === 'rows' ? rule.status : ''}`;
    const items = new Set(record.items.map((i) => i.id));
    const outside = rows.filter((r) => !items.has(r.id)).map((r) => r.id || '(no id)');
    const own = rows.length - outside.length;
    const parts = [];
    if (own > 0)
        parts.push(`Set ${want} in ${source} on the row${own === 1 ? '' : 's'} of this run's items named (by the stage whose work that is, or by hand once the work is done), ${then}.`);
    if (outside.length > 0) {
        parts.push(`${outside.join(', ')} ${outside.length === 1 ? 'is' : 'are'} no item of this run (foreach.items left ${outside.length === 1 ? 'it' : 'them'} out), so nothing in it sets ${want} there: set it by hand once ${outside.length === 1 ? 'its' : 'their'} work is done, ${then}; ${relax}.`);
    }
    return parts.join(' ');
}
/**
 * The fix of a FOREACH_COMPLETION_UNSATISFIED that names rows added after the foreach loaded: never
 * "mark them by hand" for those (nothing of this run did their work); the rows of its own items
 * (`ours`) are brought to the status as the stop code's fix says. The run is at the foreach, where
 * --rerun-from is refused: finishing it without the added rows comes first for a rerun to run them.
 */
function addedRowsFix(ours, drift, first) {
    const own = ours ? 'Bring the rows of this run\'s items named first to the required status (a stage, or by hand when their work is done), then resume. ' : '';
    const then = first ? 'run them in a run of their own (another --run-id, which loads the registry as it is then: every row foreach.items selects)' : "put them back and rerun from a step before the foreach (--rerun-from STEP: the foreach's next visit reads the registry again and runs every item again, in new folders)";
    return `${own}Rows added after the foreach loaded are not items of this run and no resume runs them. To finish this run with the items it has, take the added rows out of ${drift.source} (keep them aside) and resume: the registry is checked again; no item runs again; then, to run them, ${then}. Or start over with them: --mode fresh (every item runs again).`;
}
/**
 * The fix of a FOREACH_REGISTRY_INVALID: what the registry needs (the error's own hint: make the
 * step before write it, split it, one cell per column \u2026), then how to go on \u2014 the stop code's fix
 * from "When a step of the run wrote it" on (its first sentence, "fix the registry at the file and
 * line named", would say less than the hint, and nothing fits a registry that does not exist).
 */
function registryFix(error, first) {
    const hint = error.hint;
    if (hint === undefined || hint === '')
        return undefined;
    const generic = stop_codes/* STOP_CODES */.GO.FOREACH_REGISTRY_INVALID.fix;
    const from = generic.indexOf('When a step of the run wrote it');
    const tail = from < 0 ? '' : ` ${generic.slice(from)}`;
    // Not there: what writes it, and that pointing foreach.source elsewhere edits the workflow (a
    // plain resume refuses an edited workflow). A foreach the run starts with has no step before it.
    if (error.message.endsWith(foreach_registry/* REGISTRY_MISSING */.pU)) {
        const write = first ? "Create the registry (the foreach is the workflow's first step, so no step of the run can write it)" : 'Create the registry, or make a step the run goes through before the foreach write it';
        const edit = 'Or point foreach.source at the file that holds it: that edits the workflow, so resume with --allow-workflow-change (or start over with --mode fresh).';
        return `${write}, then resume: the registry is read again. ${edit}${first ? '' : tail}`;
    }
    return `${hint} Then resume: the registry is read again.${tail}`;
}

;// CONCATENATED MODULE: ./src/core/shards/durable-copy.ts
// A shard from another machine copied into its run's folder durably: the merge commits the shard's
// result to the run's journal next, and a power loss after that commit must not take back the shard
// journal, SHARD.json or output copies the run now counts on. Each file's data is synced, then its
// folder (deepest first), then the target's name and the folders above it up to the workspace.
// The file that says the copy is whole (`last`: SHARD.json, by which a merge finds a shard) is put
// in place last, under a temp name then renamed, once everything else is synced: a copy killed part
// way leaves no such file, so the next merge finds no shard there and copies it again, where a
// partial copy holding it was refused (SHARD_TAMPERED) by every merge after.





/**
 * Copy the regular files and folders of `from` into `to` (made when absent) whose path `keep`
 * takes (links, FIFOs and devices are never copied), every file's data and every folder synced
 * before this returns; `last`, a file directly in `from`, after all the others are synced, renamed
 * into place from a temp name; then `to`'s name up to `root` (synced-names.ts), those in `synced` excepted.
 */
function copyDurably(from, to, keep, root, io = {}, synced = new SyncedNames(), last) {
    const syncs = { fdatasyncSync: io.fdatasyncSync ?? external_node_fs_.fdatasyncSync, syncDir: io.syncDir ?? state_journal/* syncDir */.ty };
    const lastSrc = last === undefined ? undefined : (0,external_node_path_.join)(from, last);
    copyFolder(from, to, (src) => src !== lastSrc && keep(src), syncs);
    if (last !== undefined && lastSrc !== undefined && keep(lastSrc) && (0,external_node_fs_.lstatSync)(lastSrc).isFile()) {
        // Everything it vouches for is durable before its name is.
        syncs.syncDir(to);
        // A temp file's mark (atomic-write.ts): a leftover one is removed with the folder's other leftovers.
        const temp = (0,external_node_path_.join)(to, `.${last}.stagegate-tmp-${process.pid}-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
        copyFile(lastSrc, temp, syncs);
        (0,external_node_fs_.renameSync)(temp, (0,external_node_path_.join)(to, last));
    }
    syncUpTo(to, root, synced, (dir) => syncs.syncDir(dir));
}
/** Copy one folder's entries, its subfolders first synced each, and sync the files' data; the folder itself is synced by the caller. */
function copyFolder(from, to, keep, syncs) {
    (0,external_node_fs_.mkdirSync)(to, { recursive: true });
    for (const name of (0,external_node_fs_.readdirSync)(from)) {
        const src = (0,external_node_path_.join)(from, name);
        if (!keep(src))
            continue;
        const st = (0,external_node_fs_.lstatSync)(src);
        const dest = (0,external_node_path_.join)(to, name);
        if (st.isDirectory()) {
            copyFolder(src, dest, keep, syncs);
            syncs.syncDir(dest);
        }
        else if (st.isFile())
            copyFile(src, dest, syncs);
    }
}
/** Copy one file and sync its data. */
function copyFile(src, dest, syncs) {
    (0,external_node_fs_.copyFileSync)(src, dest);
    const fd = (0,external_node_fs_.openSync)(dest, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW);
    try {
        syncs.fdatasyncSync(fd);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./src/core/shards/candidates.ts
// Where shard results are found: the shard folders in the run root (shards run on this machine)
// and, below each `merge --from DIR`, every folder holding a SHARD.json (a shard folder copied
// from another machine, or a downloaded artifact). Links are never followed.



/** Deep enough for <step>/<item>/v<n>/ below a run root or an artifact's own folders. */
const MAX_DEPTH = 8;
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
    if (isFile((0,external_node_path_.join)(root, descriptor/* SHARD_FILE */.aL)))
        return [root];
    if (depth >= MAX_DEPTH)
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
    const steps = (0,run_transition/* stepRecord */.oU)(state, id);
    // The visit entering (or re-entering) the step works on: startAttempt's rule.
    const visit = Math.max(1, steps?.visits ?? 1);
    const previous = steps?.foreach;
    if (previous && previous.visit === visit)
        return { step, visit, record: previous.stopped === 'WORKFLOW_BLOCKED_ITEMS_DEFERRED' ? (0,schedule/* reviveDeferred */.VZ)(previous) : previous };
    return { step, visit, record: (0,state_state/* foreachRecordOf */.hg)(loadRecord(source, step, visit, previous)) };
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
    return record.items.filter((item) => isOpen(item) && unmetDependencies(record, item).length === 0).toArray();
}
/**
 * The item as its shard runs it: the visit it is on and where that run lives \u2014 the folder and
 * visit its in-process run would use. An item in flight keeps the run it started; a pending one
 * starts its next visit (the run's record of it still counts the visits before).
 */
function shardItemOf(runRoot, fan, item) {
    if (item.status === 'running' && item.state_path !== null)
        return { ...item, state_path: item.state_path };
    const visits = item.visits + 1;
    return { ...item, visits, state_path: (0,schedule/* itemStatePathIn */.Hm)(runRoot, fan.step.id, item, visits) };
}
/** Where the run of `item` lives as a shard: the folder its in-process run would use. */
function shardStatePath(runRoot, fan, item) {
    return shardItemOf(runRoot, fan, item).state_path;
}

// EXTERNAL MODULE: ./src/core/state/written-by.ts
var written_by = __webpack_require__(6154);
;// CONCATENATED MODULE: ./src/core/shards/verify.ts
// A shard result is accepted only when everything it claims holds: its descriptor reads; it ran
// for this run id (and this instance of it: one made before a fresh start of the run id is not
// merged, only named), this version of the workflow, this foreach step and visit, an item the run has
// with the bindings the run gives it, in the folder that item's run belongs in; its journal chains
// and replays against the per-item machine and ends at the head the descriptor names, finished,
// with the outcome it names; its outputs are the ones its journal accepted, and each copy it
// carries has the recorded sha256. Two results of one key must be the same result, and the same
// as one the run already holds. Any refusal names the shard and stops the merge before anything
// is merged.










function refuse(code, candidate, why) {
    return new errors/* StagegateError */.q(code, `shard ${candidate.shown} refused: ${why}; nothing was merged`, {
        hint: code === 'SHARD_CONFLICT' ? 'Keep one result of the key (remove the other folder or artifact), then merge again.' : 'Remove that shard folder (or artifact) and run the shard again for this run, then merge again.',
        location: { file: candidate.shown },
    });
}
const sameRecord = (a, b) => {
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
};
const headText = (h) => `event ${h.seq} (${(h.sha256 ?? '').slice(0, 12)}\u2026)`;
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
    return (0,workspace_digest/* sha256File */.Q3)(path);
}
/**
 * A shard a newer stagegate made is refused as such, as the run's own state is
 * (RUN_WRITTEN_BY_NEWER_STAGEGATE, state/written-by.ts): what that build wrote (a SHARD.json key, a
 * journal event) would otherwise read as tampering, and the fix is an upgrade, not a new shard.
 */
function newerBuildShard(candidate, newer) {
    const { reason } = (0,written_by/* newerBuildRefusal */.YO)(newer, `${candidate.shown}/workflow_state.journal.jsonl`);
    return new errors/* StagegateError */.q('RUN_WRITTEN_BY_NEWER_STAGEGATE', `shard ${candidate.shown} refused: ${reason}; nothing was merged`, {
        hint: `${(0,written_by/* upgradeTo */.co)(newer)}, then merge again: the shard and the run were left as they are. Or run the shard again with this stagegate.`,
        location: { file: candidate.shown },
    });
}
/** The newest stagegate newer than this one that wrote the shard's journal (each verified run_started's stagegate_version), if any. */
function shardWrittenByNewer(candidate) {
    const versions = [];
    (0,state_journal/* scanJournal */.Hs)((0,state_journal/* journalPathFor */.S7)((0,external_node_path_.join)(candidate.dir, 'workflow_state.yaml')), (line) => {
        const e = line;
        if (e.event === 'run_started' && typeof e.stagegate_version === 'string')
            versions.push(e.stagegate_version);
    });
    return (0,written_by/* newerThan */.TH)(versions);
}
/** The shard's journal replayed against `model`: it chains, is whole, and ends at the head SHARD.json names. */
function replayShard(candidate, model, d) {
    const load = (0,state_store/* loadRun */.Sj)({ state: (0,external_node_path_.join)(candidate.dir, 'workflow_state.yaml') }, model, `${candidate.shown}/workflow_state.yaml`);
    if (load.kind === 'corrupt' && load.writtenBy !== undefined)
        throw newerBuildShard(candidate, load.writtenBy);
    if (load.kind === 'corrupt')
        throw refuse('SHARD_TAMPERED', candidate, load.reason);
    if (load.kind === 'absent')
        throw refuse('SHARD_TAMPERED', candidate, 'it holds no journal of its run');
    if (load.journal.tornBytes > 0)
        throw refuse('SHARD_TAMPERED', candidate, 'its journal ends in a torn line');
    if (load.head.seq !== d.journal.seq || load.head.sha256 !== d.journal.sha256)
        throw refuse('SHARD_TAMPERED', candidate, `its journal ends at ${headText(load.head)}, SHARD.json names ${headText(d.journal)}`);
    // Every invocation of its run recorded the instance of the run it ran for: the one SHARD.json names.
    for (const e of (0,state_store/* loadedEvents */.vL)(load.journal)) {
        if (e.event !== 'run_started' || e.parent_instance === undefined)
            continue;
        if (!(0,descriptor/* isRunInstance */.VW)(e.parent_instance))
            throw refuse('SHARD_TAMPERED', candidate, `its journal's event ${e.seq} records a malformed run instance`);
        // A shard from before instances were recorded has none in SHARD.json, and none in its journal.
        if (d.run_instance === undefined)
            throw refuse('SHARD_TAMPERED', candidate, `its journal's event ${e.seq} records the instance of run '${d.run_id}' it ran for, SHARD.json names none`);
        if (!(0,state_journal/* sameInstance */.YH)(e.parent_instance, d.run_instance)) {
            throw refuse('SHARD_FOREIGN', candidate, `its journal ran (event ${e.seq}) for another instance of run '${d.run_id}' than SHARD.json names (one before a fresh start of it)`);
        }
    }
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
        const copy = sha256Of((0,external_node_path_.join)(candidate.dir, descriptor/* SHARD_FILES_DIR */.ph, output.path));
        if (copy === output.sha256)
            continue;
        // A shard that ran here may rely on the output in place.
        if (candidate.inPlace && copy === undefined && sha256Of(target.abs) === output.sha256)
            continue;
        throw refuse('SHARD_TAMPERED', candidate, `its copy of output ${output.path} ${copy === undefined ? 'is missing' : `has sha256 ${copy.slice(0, 12)}\u2026, its journal recorded ${output.sha256.slice(0, 12)}\u2026`}`);
    }
}
/** The shard's SHARD.json, when it reads and names this run, this workflow version and this fan-out point. */
function readClaim(candidate, here) {
    // Before its SHARD.json is judged: a newer build's may hold a key this one does not know.
    const newer = shardWrittenByNewer(candidate);
    if (newer !== undefined)
        throw newerBuildShard(candidate, newer);
    const read = (0,descriptor/* readDescriptor */.qq)(candidate.dir);
    if (read.kind === 'bad')
        throw refuse('SHARD_TAMPERED', candidate, read.reason);
    const d = read.descriptor;
    const { workflow } = here;
    if (d.run_id !== here.runId)
        throw refuse('SHARD_FOREIGN', candidate, `it belongs to run '${d.run_id}', not '${here.runId}'`);
    if (d.workflow_digest !== workflow.digest)
        throw refuse('SHARD_FOREIGN', candidate, `it ran another version of ${workflow.file} (sha256 ${d.workflow_digest.slice(0, 12)}\u2026, this one ${workflow.digest.slice(0, 12)}\u2026)`);
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
    const item = fan.record.items.get(index);
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
function ofAnotherFanOut(c, d, here) {
    if (d.kind === here.kind && d.step === here.step && d.visit === here.visit)
        return false;
    return c.inPlace || (d.run_id === here.runId && d.workflow_digest === here.digest);
}
/**
 * A shard of this run id made for another instance of the run: before a fresh start of the run id
 * (`--mode fresh`, `execution_mode: fresh`) began the journal the run has now \u2014 a leg of an earlier
 * attempt whose artifact a re-run's merge downloads, or a folder kept from before. It never ran for
 * this run, so it is not merged: the merge names it and its key stays open, as with no result.
 */
function ofAnotherInstance(d, here) {
    // A shard made before instances were recorded names none: checked as it was then, never taken for another instance.
    if (d.run_instance === undefined)
        return false;
    return d.run_id === here.runId && (here.instance === undefined || !(0,state_journal/* sameInstance */.YH)(d.run_instance, here.instance));
}
/**
 * The candidates of this fan-out point, each verified by `verify`, in a fixed order (so the same
 * one is named whatever the order found); those of an earlier instance of the run set aside.
 */
function verifyEach(candidates, here, verify) {
    const superseded = [];
    const verified = candidates
        .filter((c) => {
        const read = (0,descriptor/* readDescriptor */.qq)(c.dir);
        // An unreadable descriptor is verify's to refuse.
        if (read.kind !== 'ok')
            return true;
        if (ofAnotherFanOut(c, read.descriptor, here))
            return false;
        if (!ofAnotherInstance(read.descriptor, here))
            return true;
        superseded.push({ key: read.descriptor.key, folder: c.shown, inPlace: c.inPlace });
        return false;
    })
        .sort((a, b) => (a.shown < b.shown ? -1 : a.shown > b.shown ? 1 : 0))
        .map(verify);
    return { verified, superseded: superseded.sort((a, b) => (a.folder < b.folder ? -1 : a.folder > b.folder ? 1 : 0)) };
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
    const { verified, superseded } = verifyEach(candidates, { runId: parent.runId, instance: parent.instance, digest: parent.workflow.digest, kind: 'foreach', step: fan.step.id, visit: fan.visit }, (c) => verifyShard(parent, c));
    const items = new Map(fan.record.items.map((i) => [i.id, i]));
    const paired = pairWithKeys([...items.keys()], verified, (key, shard) => {
        const item = items.get(key);
        if (isOpen(item))
            return { kind: 'open' };
        const head = item.state_path !== null ? localHead(parent.workspace, item.state_path) : undefined;
        if (head && head.seq === shard.descriptor.journal.seq && head.sha256 === shard.descriptor.journal.sha256)
            return { kind: 'same' };
        return { kind: 'other', what: `item ${key} (${item.status}, ${item.state_path ?? 'no run'})` };
    });
    return { ...paired, superseded };
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
    const tokens = (0,branch_fan_out/* branchShardTokens */.JG)(workflow, parent.bindings, parent.runId, parent.state, branch);
    if (!sameRecord(tokens, d.bindings))
        throw refuse('SHARD_FOREIGN', candidate, `it ran branch ${d.key} with other input values than the run's`);
    const expected = (0,branch_fan_out/* branchShardStatePath */.z8)(parent.runRoot, fan.step.id, branch.id, fan.visit);
    if (d.state_path !== expected)
        throw refuse('SHARD_FOREIGN', candidate, `it ran branch ${d.key} as ${d.state_path}; the run expects ${expected}`);
    const model = (0,branch_fan_out/* branchWorkflow */.OG)(workflow, fan.step, branch, expected);
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
    const record = (0,branch_fan_out/* shardBranchRecord */.kQ)(state, fan.step.id, branch.id);
    if (record?.status !== 'succeeded' && record?.status !== 'failed')
        throw refuse('SHARD_TAMPERED', candidate, `its run holds no verdict of branch ${branch.id}`);
    const outputs = (0,branch_fan_out/* branchShardOutputs */.R7)(state, fan.step.id, branch.id, acceptedOutputs(state));
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
    const { verified, superseded } = verifyEach(candidates, { runId: parent.runId, instance: parent.instance, digest: parent.workflow.digest, kind: 'parallel', step: fan.step.id, visit: fan.visit }, (c) => verifyBranchShard(parent, c));
    const paired = pairWithKeys(fan.branches.map((b) => b.id), verified, (key, shard) => {
        if ((0,branch_fan_out/* branchIsOpen */.pQ)(fan, key))
            return { kind: 'open' };
        const held = fan.records[key];
        if (sameBranchResult(held, (0,branch_fan_out/* shardBranchRecord */.kQ)(shard.state, fan.step.id, key)))
            return { kind: 'same' };
        return { kind: 'other', what: `branch ${key} (${held.status}${held.log ? `, log ${held.log}` : ''})` };
    });
    return { ...paired, superseded };
}

;// CONCATENATED MODULE: ./src/core/shards/intake.ts
// What `stagegate merge` hands the foreach or parallel step (RunRequest.shards): under the run lock, the shard
// results are found, verified (shards/verify.ts) and installed \u2014 a shard from another machine is
// copied into the folder its run belongs in (under that folder's lock), and every output
// it accepted is put in the workspace from its verified copy \u2014 before the step applies anything.

















function sameFolder(a, b) {
    try {
        return (0,external_node_fs_.realpathSync)(a) === (0,external_node_fs_.realpathSync)(b);
    }
    catch {
        return false;
    }
}
/**
 * Copy a shard from elsewhere into its run's folder (a result already there is kept), durably: the
 * merge's commit, next, counts on it (durable-copy.ts; synced through the run's journal port).
 */
function installFolder(host, shard) {
    const workspace = host.workspace;
    // A shard found in the run root is where it belongs (verify checked its state path): no path to resolve.
    if (shard.candidate.inPlace)
        return;
    const target = (0,external_node_path_.dirname)(workspace.resolve(shard.descriptor.state_path, `shard ${shard.descriptor.key}`).abs);
    if (sameFolder(shard.candidate.dir, target))
        return;
    const lock = state_lock/* RunLock */.jj.acquire((0,external_node_path_.join)(target, 'workflow_state.yaml.lock'), `shard ${shard.descriptor.key}`);
    try {
        const there = (0,descriptor/* readDescriptor */.qq)(target);
        if (there.kind === 'ok' && there.descriptor.journal.sha256 === shard.descriptor.journal.sha256)
            return;
        // Whatever is there holds no finished result (verify refused a different one): an unfinished leg's run.
        for (const name of lsSafe(target))
            if (name !== 'workflow_state.yaml.lock')
                (0,external_node_fs_.rmSync)((0,external_node_path_.join)(target, name), { recursive: true, force: true });
        // Never a link, a lock or a temp file of the machine it came from; SHARD.json last, once the
        // rest is synced: a copy killed part way is no shard the next merge finds, it copies it again.
        const keep = (src) => !(0,external_node_fs_.lstatSync)(src).isSymbolicLink() && !src.endsWith('.lock') && !src.includes('.stagegate-tmp-');
        copyDurably(shard.candidate.dir, target, keep, workspace.root, host.ports.journal, host.request.syncedNames, descriptor/* SHARD_FILE */.aL);
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
        if (st?.isFile() && (0,workspace_digest/* sha256File */.Q3)(target.abs) === output.sha256)
            continue;
        let bytes;
        try {
            // Not through a link, never waiting on a FIFO put there since the shard was verified.
            bytes = (0,own_file/* readRegularFile */.XF)((0,external_node_path_.join)(shard.candidate.dir, descriptor/* SHARD_FILES_DIR */.ph, output.path), Number.MAX_SAFE_INTEGER, { follow: false });
        }
        catch (error) {
            if (!(error instanceof own_file/* NotRegularFileError */.iZ))
                throw error;
            throw new errors/* StagegateError */.q('SHARD_TAMPERED', `shard ${shard.candidate.shown} refused: its copy of output ${output.path} is ${error.kind} now, not a file`, { location: { file: shard.candidate.shown } });
        }
        if ((0,workspace_digest/* sha256Text */.f1)(bytes) !== output.sha256) {
            throw new errors/* StagegateError */.q('SHARD_TAMPERED', `shard ${shard.candidate.shown} refused: its copy of output ${output.path} changed while it was merged`, { location: { file: shard.candidate.shown } });
        }
        (0,atomic_write/* atomicWriteFile */.Re)(target.abs, bytes, { durable: true });
    }
}
/**
 * The instance of the run the merge holds the lock of: its journal's first event, read from the
 * journal (the run's own, verified when the lock was taken; only its first line is read).
 */
function instanceOf(host) {
    return (0,state_journal/* readOrigin */.P2)((0,state_journal/* journalPathFor */.S7)(host.ctx.statePath.abs));
}
/** The shard results a merge of `step` accepts: verified against the run as it stands now. */
function verifyFor(host, step, fromDirs) {
    const runRoot = host.ctx.runRoot.rel;
    if (step.kind === 'parallel') {
        const fan = (0,branch_fan_out/* branchFanOutOf */.ZR)(host.state(), host.workflow);
        if (!fan || fan.step.id !== step.id)
            return undefined;
        const parent = { workspace: host.workspace, workflow: host.workflow, runId: host.ctx.runId, instance: instanceOf(host), runRoot, bindings: host.ctx.bindings, state: host.state(), fan };
        return verifyBranches(parent, findCandidates(host.workspace, (0,branch_fan_out/* branchShardsFolder */.st)(runRoot, step.id), fromDirs));
    }
    const fan = fanOutOf(host, host.workflow);
    if (!fan || fan.step.id !== step.id)
        return undefined;
    const parent = { workspace: host.workspace, workflow: host.workflow, runId: host.ctx.runId, instance: instanceOf(host), runRoot, fan };
    return verifyAll(parent, findCandidates(host.workspace, (0,foreach_manifest/* foreachRunsFolder */.l5)(runRoot, step.id), fromDirs));
}
/** The shard intake of a merge of foreach or parallel step `stepId`, with the --from folders (absolute, and as given). */
function shardIntake(stepId, fromDirs) {
    const report = { merged: [], alreadyMerged: [], pending: [], superseded: [] };
    return {
        step: stepId,
        report,
        accept(host, step) {
            const verified = verifyFor(host, step, fromDirs);
            if (!verified)
                return new Map();
            const { accepted, alreadyMerged, superseded } = verified;
            const what = step.kind === 'parallel' ? 'parallel' : 'foreach';
            // A run-level budget counts what the shards spent: the run's own spend and that of the shards merged now.
            const combined = { ...host.state(), steps: { ...host.state().steps } };
            for (const [id, shard] of accepted)
                for (const [sid, record] of Object.entries(shard.state.steps))
                    combined.steps[`${step.id}[${id}]/${sid}`] = record;
            const breach = accepted.size > 0 ? workflowBreach(host.workflow, combined) : undefined;
            if (breach) {
                throw new errors/* StagegateError */.q('WORKFLOW_BUDGET_EXCEEDED', `merging the shards of ${what} step ${step.id} (${[...accepted.keys()].join(', ')}): ${breach.message}, counting the run's own spend and the shards'; nothing was merged`, {
                    hint: 'Raise execution.max_cost_usd / max_turns (then merge with --allow-workflow-change), or leave the run where it is.',
                });
            }
            report.alreadyMerged.push(...alreadyMerged);
            report.superseded.push(...superseded);
            const results = new Map();
            for (const [id, shard] of accepted) {
                installFolder(host, shard);
                installOutputs(host.workspace, shard);
                results.set(id, { key: id, outcome: shard.descriptor.outcome, state: shard.state, folder: shard.candidate.shown });
                // The shard's warnings (its leg said them there) are the merge's to say too, once.
                for (const warning of shard.descriptor.warnings ?? [])
                    host.warn(warning);
            }
            return results;
        },
    };
}
/** Verify what a merge would merge, without the lock and without writing (the merge's first check). */
function precheck(parent, fromDirs) {
    return verifyAll(parent, findCandidates(parent.workspace, (0,foreach_manifest/* foreachRunsFolder */.l5)(parent.runRoot, parent.fan.step.id), fromDirs));
}
/** precheck for a parallel step's branch shards. */
function precheckBranches(parent, fromDirs) {
    return verifyBranches(parent, findCandidates(parent.workspace, (0,branch_fan_out/* branchShardsFolder */.st)(parent.runRoot, parent.fan.step.id), fromDirs));
}

;// CONCATENATED MODULE: ./src/core/run/step-count.ts
/**
 * The steps a run has seen completed, where a resume's count starts: the completed list, and every
 * step with a verdict accepted in the run (accepted_seq), which a failed revisit took out of that
 * list \u2014 counted again, its revisit line read [n/N] on the resume that completed it.
 */
function seenCompleted(state) {
    const accepted = Object.entries(state.steps).filter(([, record]) => record.accepted_seq !== undefined).map(([id]) => id);
    return [...new Set([...state.completed_steps, ...accepted])];
}
class StepCount {
    workflow;
    seen = new Set();
    /** `completed`: the run's completed steps where the count starts (a resume's), else none. */
    constructor(workflow, completed = []) {
        this.workflow = workflow;
        this.add(completed);
    }
    /**
     * The count after the stage of `step` (a branch's label is no step: never counted), given the run's
     * completed steps now. Counted only when `step` itself completed for the first time: a step with no
     * stage line of its own (a decision, an approval) that completed first raises n, but a revisit
     * after it showing that n would read as the revisit's place.
     */
    after(completed, step) {
        const had = this.seen.has(step);
        this.add(completed);
        return { completed: this.seen.size, counted: !had && this.seen.has(step) };
    }
    add(completed) {
        // The steps the file declares: not the helper steps an import adds (an aiox retry decision).
        for (const id of completed) {
            const step = this.workflow.steps.get(id);
            if (step !== undefined && step.implicit !== true)
                this.seen.add(id);
        }
    }
}

// EXTERNAL MODULE: ./src/core/steps/parallel/join.ts
var parallel_join = __webpack_require__(6111);
;// CONCATENATED MODULE: ./src/core/steps/parallel/run.ts
// Parallel steps: the branches of one step run concurrently in this runner, at most
// max_concurrency at a time, each through the same attempt loop, preparation and judging as a
// sequential stage (child_workflow branches through runChildStep). Each branch has its own record
// in the step's state entry; the join (all | any | majority) is decided as soon as the outcome
// cannot change, after which no branch starts (running ones finish, the rest: not_run).
//
// Crash safety: a branch is recorded running (committed) before its process starts, and its
// result is committed when it ends \u2014 together with the start of the branch that takes its slot,
// or on its own when none does. A resume reuses succeeded and failed branches and runs the
// pending and running ones again (a running one as its next attempt).





















/** Run one attempt of a parallel step. Returns the stop code, or undefined to go on. */
async function runParallelStep(host, step) {
    // `stagegate merge`: the branches' verdicts come from shards that ran elsewhere (core/shards),
    // every one verified (and installed in the run root) before anything is applied; no branch runs here.
    const merging = host.request.shards?.step === step.id ? host.request.shards : undefined;
    const started = host.clock();
    const branches = (0,parallel_branches/* branchesOf */.IJ)(host.workflow, step);
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
        host.ports.onEvent?.({ type: 'stage_finished', step: step.id, visit, attempt, ok, ...r, durationMs, ...host.progress(s.completed_steps, step.id), totalSteps: (0,model_workflow/* declaredStepCount */.K2)(host.workflow) });
    };
    if (run.decided === undefined && merging && run.error === undefined) {
        // Branches without a verdict here stay pending: listed by `shards` again, or run by a resume.
        const left = branches.filter((b) => ['pending', 'running'].includes((0,parallel_records/* branchRecord */.Ww)(host.state(), step.id, b.id).status)).map((b) => b.id);
        merging.report.pending.push(...left);
        const merged = merging.report.merged.length;
        const message = `parallel step ${step.id}: merged ${merged} shard${merged === 1 ? '' : 's'}; the join (${join}) is not decided yet and ${left.length} branch${left.length === 1 ? '' : 'es'} still pending (${left.join(', ')}): ${removeLeftoversFirst(merging.report, host.ctx.runId)}run them as shards (stagegate shards lists them) and merge again, or resume to run them here`;
        host.apply({ event: 'stopped', at: host.now(), code: 'PARTIAL_RESUMABLE', message });
        host.commit();
        return 'PARTIAL_RESUMABLE';
    }
    const waiting = run.waiting();
    if (run.decided === undefined && run.error === undefined && waiting.length > 0) {
        // Branches' child runs paused and every other branch is final: the step waits for them (a
        // pause, as a child_workflow step's: nothing failed). The approvals they wait for, in
        // declared order, are what the run's outcome names (the first in its next command).
        host.childrenAwaitApproval(waiting.flatMap((w) => (w.approval ? [w.approval] : [])));
        const t = host.apply({ event: 'parallel_paused', at: host.now(), step: step.id, branches: waiting.map((w) => w.branch), message: pauseMessage(step, waiting) });
        host.commit();
        finished(false, { code: t.stop, next: t.state.active_step });
        return t.stop;
    }
    if (run.decided === undefined) {
        // A branch stopped with a code that is not a verdict (gate or contract error, budget \u2026):
        // like a sequential stage, the step stays active and a resume runs the unfinished branches.
        const error = run.error;
        host.apply({ event: 'attempt_failed', at: host.now(), step: step.id, code: error.code, message: error.message, exit_status: null, signal: null, duration_ms: durationMs, log: null, ...(error.answerCommand !== undefined ? { answer_command: error.answerCommand } : {}) });
        host.commit();
        finished(false, { code: error.code });
        // The branch's gate at a line of its output, as a sequential stage's: the outcome's location.
        if (error.location)
            host.stopAt(error.code, error.location);
        return error.code;
    }
    const applied = host.apply({
        event: 'join_decided',
        at: host.now(),
        step: step.id,
        outcome: run.decided,
        summary: run.summary(),
        source_gaps: run.sourceGaps,
        present: host.present((0,model_workflow/* conditionalInputs */.s4)(step.def.statuses)),
        duration_ms: durationMs,
        stop_after: host.stopsAfter(step.id),
        to: null,
        stop: null,
    });
    host.commit();
    // A decided join is the step's status, routed by its statuses map like a stage's gate (PARALLEL_FAILED
    // too: it leads where the map says, or to the stop the run ends in), not a failed attempt. A
    // failed join the map does not route (WORKFLOW_BLOCKED_PARALLEL_JOIN, or on_failure's stop) is
    // the step failing: marked as a failed step is (\u2717 and the stop), never \u2713.
    const routed = Object.prototype.hasOwnProperty.call(step.def.statuses ?? {}, 'PARALLEL_FAILED');
    const stops = applied.stop !== undefined && applied.stop !== 'WORKFLOW_COMPLETE' && applied.stop !== 'PARTIAL_RESUMABLE';
    if (run.decided === 'PARALLEL_FAILED' && !routed && stops) {
        finished(false, { code: applied.stop, next: applied.state.active_step });
        return applied.stop;
    }
    finished(true, { gateStatus: run.decided, ...(applied.stop !== undefined ? { code: applied.stop } : {}), next: applied.state.active_step });
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
    /** Branches whose child runs paused in this invocation (runChildBranch). */
    paused = new Map();
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
        this.max = step.def.parallel?.max_concurrency ?? parallel_branches/* DEFAULT_MAX_CONCURRENCY */.zq;
        const records = (0,parallel_records/* parallelOf */.Nl)(host.state(), step.id).branches;
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
        this.decided = (0,parallel_join/* joinDecision */.Z)(join, branches.length, this.succeeded, this.failed);
    }
    /** The branches waiting on their paused child runs, in declared order. */
    waiting() {
        return this.branches.flatMap((b) => {
            const w = this.paused.get(b.id);
            return w ? [w] : [];
        });
    }
    label(branch) {
        return `${this.step.id}.${branch.id}`;
    }
    /** One line for the join: the branches as join_decided leaves them (the unfinished ones marked). */
    summary() {
        const records = (0,parallel_records/* parallelOf */.Nl)((0,parallel_records/* markNotRun */.q3)(this.host.state(), this.step.id), this.step.id).branches;
        const by = (status) => this.branches.filter((b) => records[b.id]?.status === status).map((b) => b.id);
        const parts = [`${this.succeeded} of ${this.branches.length} succeeded`];
        // Each failed branch with how it failed and its log: the cause, not only the name.
        const failed = by('failed').map((id) => {
            const r = records[id];
            return `${id} (${(0,parallel_records/* howBranchFailed */.IJ)(r)}${r.log !== null ? `, log ${r.log}` : ''})`;
        });
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
        const visit = (0,parallel_records/* parallelOf */.Nl)(host.state(), step.id).visit;
        for (const branch of this.queue) {
            const result = results.get(branch.id);
            const record = result ? (0,branch_fan_out/* shardBranchRecord */.kQ)(result.state, step.id, branch.id) : undefined;
            if (!result || !record)
                continue;
            for (const attempt of result.state.steps[step.id]?.transcripts ?? [])
                host.apply({ event: 'agent_attempt', at: host.now(), record_on: step.id, record: { ...attempt, visit } });
            const key = (0,parallel_branches/* artifactKey */.Wf)(step.id, branch.id);
            const artifact = result.state.artifacts[key];
            if (artifact)
                host.apply({ event: 'branch_artifact', at: host.now(), key, artifact: { ...artifact, visit } });
            const { token: _token, visit: _visit, ...patch } = record;
            this.update(branch, patch);
            merged.push(branch.id);
            this.settle(record.status === 'succeeded' ? { kind: 'succeeded' } : { kind: 'failed', sourceGaps: record.code === 'WORKFLOW_BLOCKED_SOURCE_GAPS' });
            this.emit({ type: 'note', message: `${this.label(branch)}: ${record.status} (merged from shard ${result.folder})`, step: this.label(branch) });
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
        else if (outcome.kind === 'error') {
            const { kind: _kind, ...error } = outcome;
            this.error ??= error;
        }
        this.decided ??= (0,parallel_join/* joinDecision */.Z)(this.join, this.branches.length, this.succeeded, this.failed);
    }
    update(branch, patch) {
        this.host.apply({ event: 'branch_updated', at: this.host.now(), step: this.step.id, branch: branch.id, patch });
    }
    record(branch) {
        return (0,parallel_records/* branchRecord */.Ww)(this.host.state(), this.step.id, branch.id);
    }
    emit(event) {
        this.host.ports.onEvent?.(event);
    }
    runBranch(branch) {
        return branch.kind === 'child_workflow' ? this.runChildBranch(branch) : this.runProcessBranch(branch);
    }
    /**
     * Where else this branch may have run `stagegate once` on this visit: in a shard's run, the run's
     * own journal (the branch ran here before the shard took it); in the run, the branch's shard
     * journal (a shard ran it before this process took it over).
     */
    effectsAlso(branch) {
        const { host, step } = this;
        if (host.request.effectsAlso !== undefined)
            return { [effects/* EFFECTS_ALSO_VARIABLE */.Ee]: host.request.effectsAlso };
        const shard = host.workspace.tryResolve((0,branch_fan_out/* branchShardStatePath */.z8)(host.ctx.runRoot.rel, step.id, branch.id, this.record(branch).visit));
        return shard === undefined ? {} : { [effects/* EFFECTS_ALSO_VARIABLE */.Ee]: (0,effects/* effectsAlsoEntry */.WL)('*', (0,state_journal/* journalPathFor */.S7)(shard.abs)) };
    }
    /** An outcome that is not a verdict: the branch stays pending (a resume runs it again). */
    errored(branch, code, message, answerCommand) {
        this.update(branch, { status: 'pending', code, error: message });
        this.host.commit();
        return { kind: 'error', code, message, ...(answerCommand !== undefined ? { answerCommand } : {}) };
    }
    async runProcessBranch(branch) {
        const { host, step } = this;
        const bindings = (0,parallel_branches/* branchBindings */.b8)(host.ctx.bindings, step, branch, host.state());
        let output;
        let stage;
        try {
            output = (0,run_bindings/* resolveOutput */.ST)(branch, bindings, host.workspace, host.workflow, runFileOf(host.ctx, host.ancestry));
            stage = processStageFor(branch.kind)({ workflow: host.workflow, workspace: host.workspace, step: branch, state: host.state(), bindings, output, agents: host.request.agents ?? {} });
        }
        catch (error) {
            if (!(0,errors/* isStagegateError */.W)(error))
                throw error;
            return this.errored(branch, error.code, `branch ${this.label(branch)}: ${error.message}`);
        }
        const subject = {
            step: branch,
            recordOn: step,
            label: this.label(branch),
            outputStep: step.id,
            outputBranch: branch.id,
            logStem: (0,parallel_branches/* artifactKey */.Wf)(step.id, branch.id),
            envStep: step.id,
            extraEnv: { STAGEGATE_BRANCH: branch.id, ...this.effectsAlso(branch) },
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
                this.update(branch, { status: 'running', attempt, log: `${logRoot}logs/${(0,parallel_branches/* artifactKey */.Wf)(step.id, branch.id)}.v${previous.visit}.a${attempt}.log`, token });
            },
            fail: (f, final) => {
                const retryable = RETRYABLE.has(f.code);
                const status = !final ? { status: 'pending' } : retryable ? { status: 'failed', gate_status: null } : { status: 'pending' };
                this.update(branch, { exit_status: f.result.exitCode, duration_ms: f.result.durationMs, log: f.log.rel, code: f.code, error: f.message, ...status });
                if (final)
                    host.commit();
                this.emit({ type: 'stage_finished', step: this.label(branch), visit: f.visit, attempt: f.attempt, ok: false, code: f.code, exitStatus: f.result.exitCode, durationMs: f.result.durationMs, ...host.progress(host.state().completed_steps, this.label(branch)), totalSteps: (0,model_workflow/* declaredStepCount */.K2)(host.workflow), logPath: f.log.rel });
            },
        };
        const end = await runAttempts(host, subject);
        if (end.kind === 'spent')
            return this.errored(branch, 'WORKFLOW_BUDGET_EXCEEDED', end.breach.message);
        // Not a verdict: the branch stays pending (a resume runs it again as its next attempt).
        if (end.kind === 'interrupted')
            return this.errored(branch, 'WORKFLOW_INTERRUPTED', end.message);
        if (end.kind === 'failed')
            return RETRYABLE.has(end.failed.code) ? { kind: 'failed', sourceGaps: false } : { kind: 'error', code: end.failed.code, message: end.failed.message, ...(end.failed.location ? { location: end.failed.location } : {}) };
        return this.accepted(branch, end.accepted);
    }
    /** A branch attempt that passed judging: its gate status routes it to DONE (succeeded) or BLOCKED (failed). */
    accepted(branch, a) {
        const { host } = this;
        const key = (0,parallel_branches/* artifactKey */.Wf)(this.step.id, branch.id);
        let outcome = { kind: 'succeeded' };
        let gateStatus = null;
        if (a.verdict.gate) {
            const gate = a.verdict.gate;
            gateStatus = gate.status;
            const present = host.present((0,model_workflow/* conditionalInputs */.s4)(branch.def.statuses));
            const route = (0,run_transition/* routeStatus */.KY)(branch, gate.status, (n) => present.includes(n));
            if (route?.kind !== 'done' && route?.kind !== 'blocked') {
                // validate allows only DONE and BLOCKED here; a step target would mean a hand-edited model.
                return this.errored(branch, 'WORKFLOW_STATUS_CONTRACT_VIOLATION', `branch ${this.label(branch)} reported ${gate.status}, which routes to a step: branch statuses lead to DONE or BLOCKED only`);
            }
            if (route.kind === 'blocked')
                outcome = { kind: 'failed', sourceGaps: gate.source_resolvable_open > 0 };
            // The digest of the bytes the gate was read from (one pass in the judge), never a second read.
            const evidence = a.verdict.evidence;
            const { sha256, size } = a.verdict.digest;
            const at = host.now();
            host.apply({ event: 'branch_artifact', at, key, artifact: { path: evidence.rel, sha256, size, step: key, gate_status: gate.status, visit: a.visit, accepted_at: at } });
            this.update(branch, { output: evidence.rel, sha256, gate: (0,run_transition/* gateRecordOf */.C7)(gate) });
        }
        else {
            // An action branch judged by its exit status may revise accepted outputs, as an action step
            // does (process/revisions.ts): re-recorded, so the run's end check, status and a resume do not
            // take the revision for tampering. Not this step's own branches' outputs: a sibling still
            // running may be rewriting its earlier visit's output, which its own verdict records.
            const revised = Object.fromEntries(Object.entries(revisedArtifacts(host.state(), host.workspace, key)).filter(([owner]) => (0,parallel_branches/* branchOfArtifactKey */.Dz)(host.workflow, owner)?.step.id !== this.step.id));
            if (Object.keys(revised).length > 0)
                host.apply({ event: 'artifacts_revised', at: host.now(), artifacts: revised });
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
            ...host.progress(host.state().completed_steps, this.label(branch)),
            totalSteps: (0,model_workflow/* declaredStepCount */.K2)(host.workflow),
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
        let approval;
        const carry = () => {
            const r = scratch.steps[branch.id];
            const flight = scratch.in_flight;
            this.update(branch, { ...(flight ? { attempt: flight.attempt, status: 'running' } : {}), ...(r.child ? { child: r.child } : {}) });
        };
        const ctx = { ...host.ctx, bound: { ...host.ctx.bound, controls: { ...host.ctx.bound.controls, stopAfterStep: null } } };
        const scratchCount = new StepCount(host.workflow);
        const childHost = {
            workflow: host.workflow,
            workspace: host.workspace,
            request: host.request,
            ancestry: host.ancestry,
            ctx,
            ports: prefixed(host.ports, step.id),
            state: () => scratch,
            apply: (event) => {
                const applied = (0,reduce/* applyEvent */.Z8)(scratch, event, scratchWorkflow);
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
            // Told to the run by the step once it pauses: every waiting branch's, in declared order.
            childrenAwaitApproval: (children) => {
                approval = children[0];
            },
            childRefusedSource: () => host.childRefusedSource(),
            stopFix: (code, hint) => host.stopFix(code, hint),
            // A branch asks no person (validate: PARALLEL_BRANCH_TARGET): it takes no answer.
            takeAnswer: () => undefined,
            answerWaits: () => false,
            stopAt: (code, location) => host.stopAt(code, location),
            warn: (message, said, step) => host.warn(message, said, step),
            present: (names) => host.present(names),
            now: () => host.now(),
            clock: () => host.clock(),
            stagesRan: (count) => host.stagesRan(count),
            // The scratch run counts its own steps (as it did before): its own highest count.
            progress: (completed, step) => scratchCount.after(completed, step),
            envBase: () => host.envBase(),
            attemptToken: () => host.attemptToken(),
            runChild: (request, ports) => host.runChild(request, ports),
        };
        const started = host.clock();
        const { stop, paused } = await runChild(childHost, branch);
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
        if (paused && stop === 'PARTIAL_RESUMABLE' && last?.outcome === 'stopped') {
            // The child paused: the branch waits (pending, no failure code: a resume runs it again and
            // continues the child); the step pauses once no other branch is left to run.
            this.update(branch, { ...common, status: 'pending', code: null, error: null });
            host.commit();
            this.paused.set(branch.id, { branch: branch.id, pause: paused, ...(approval ? { approval } : {}) });
            return { kind: 'paused' };
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
        // A question in the child run (or below it): the command that answers, as its child_failed recorded it.
        return this.errored(branch, code, message, code === 'WORKFLOW_ANSWER_REQUIRED' ? r.answer_command : undefined);
    }
}
/** The step's pause: each waiting branch's child run, what it said, and where it is decided. */
function pauseMessage(step, waiting) {
    const one = waiting.length === 1;
    const run = ({ pause }) => `run ${pause.runId ?? '-'} of ${pause.workflowFile} paused: ${pause.childMessage}${pause.decide !== undefined ? ` (decide there: ${pause.decide})` : ''}`;
    const parts = one ? `branch ${waiting[0].branch}: ${run(waiting[0])}` : `${waiting.length} branches: ${waiting.map((w) => `branch ${w.branch}: ${run(w)}`).join('; ')}`;
    return `parallel step ${step.id} waits on ${parts}; then resume this run to continue ${one ? 'its child run' : 'their child runs'}`;
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
        const statePath = (0,branch_fan_out/* branchShardStatePath */.z8)(host.ctx.runRoot.rel, step.id, branch.id, visit);
        const abs = host.workspace.tryResolve(statePath)?.abs;
        if (abs !== undefined && state_lock/* RunLock */.jj.isHeld(`${abs}.lock`)) {
            throw new errors/* StagegateError */.q('WORKFLOW_LOCKED', `parallel step ${step.id}: branch ${branch.id} is running as a shard (${statePath}.lock is held by a live leg); nothing was changed`, { hint: 'Resume once it ends, or merge it (stagegate merge).' });
        }
    }
}
/** Child events told as this step's: `<step>.<branch>/<child step>` (STEP.BRANCH as arguments name a branch). */
function prefixed(ports, stepId) {
    const emit = ports.onEvent;
    if (!emit)
        return ports;
    return {
        ...ports,
        onEvent: (event) => {
            if (event.type === 'note')
                emit(scopedNoteEvent(`${stepId}.`, event));
            else if (event.type === 'run_started')
                emit(event);
            else
                emit({ ...event, step: `${stepId}.${event.step}` });
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

;// CONCATENATED MODULE: ./src/core/workspace/digest-memo.ts
// The digests of accepted outputs one invocation has read, kept with the file's identity as read
// (device, inode, size, mtime, ctime in nanoseconds), so the run's end-of-run evidence check does
// not hash again a file that did not change since the resume hashed it (a 200 MB artifact: ~134 ms).
//
// Why it is safe: any write to a file sets its ctime to the kernel's clock at that moment, and no
// call sets ctime back (utimes sets mtime, and ctime to now). That clock is coarse (a tick, a few
// ms), so a same-size rewrite in the tick the file was last changed in keeps every field \u2014 the
// "racily clean" file git knows. A digest is therefore kept only for a file last changed more
// than MARGIN_MS before the read began: a later write lands in a later tick and shows in ctime.
// A file changed in the margin, or while it was read, is hashed again. Skew between this clock and
// a network file system's server clock larger than the margin is the one case not covered.



/** How long before a read a file's last change must be for its digest to be kept (a tick, with room for coarse file systems). */
const MARGIN_MS = 3_000;
function same(a, b) {
    return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;
}
class digest_memo_DigestMemo {
    now;
    seen = new Map();
    /** How many times a file was read and hashed (a kept digest returned reads none). */
    reads = 0;
    /** `now`: the run's clock, in ms since the epoch. */
    constructor(now) {
        this.now = now;
    }
    /** The file's sha256: the one kept for it when it has not changed since, else read (and kept when safe). Throws as sha256File does. */
    digest(path) {
        const kept = this.seen.get(path);
        if (kept !== undefined) {
            let st;
            try {
                st = (0,external_node_fs_.statSync)(path, { bigint: true });
            }
            catch {
                st = undefined;
            }
            if (st?.isFile() === true && same(st, kept))
                return kept.sha256;
            this.seen.delete(path);
        }
        const began = BigInt(this.now()) * 1000000n;
        const fd = (0,own_file/* openRegularForRead */.os)(path);
        this.reads++;
        try {
            const before = (0,external_node_fs_.fstatSync)(fd, { bigint: true });
            const sha256 = (0,workspace_digest/* sha256Chunks */.ch)((buffer, length) => (0,external_node_fs_.readSync)(fd, buffer, 0, length, null), Number(before.size));
            const after = (0,external_node_fs_.fstatSync)(fd, { bigint: true });
            const old = before.ctimeNs < began - BigInt(MARGIN_MS) * 1000000n && before.mtimeNs < began - BigInt(MARGIN_MS) * 1000000n;
            // The path may name another file by now (a rename over it): kept only when it still names the one read.
            if (old && same(after, before) && this.stillNames(path, before))
                this.seen.set(path, { dev: before.dev, ino: before.ino, size: before.size, mtimeNs: before.mtimeNs, ctimeNs: before.ctimeNs, sha256 });
            return sha256;
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    stillNames(path, read) {
        try {
            return same((0,external_node_fs_.statSync)(path, { bigint: true }), read);
        }
        catch {
            return false;
        }
    }
}

;// CONCATENATED MODULE: ./src/core/state/journal-writer.ts
// Appending to a run's journal (journal.ts reads it): the one writer of a run's truth, loaded only
// by the commands that change a run, not by the read-only ones (status, graph).




/**
 * Appends to one journal. Opened once per invocation: a torn tail is cut off first, a new file
 * is created exclusively, and the journal's folder is fsync'd once by this writer's first commit,
 * after that commit's fdatasync \u2014 a journal it created or one it found: a creator killed between
 * its first fdatasync and the folder's sync left a name no later writer would otherwise sync (one
 * fsync per invocation). The creation is part of that commit: until the append returns nothing
 * relies on the file's name, and a folder synced after the file's data costs ~0.1 ms on ext4,
 * where the data's sync has committed the name already, against ~0.5 ms before it. The folders
 * above it up to the workspace have their parents synced by the same commit (synced-names.ts),
 * except those this invocation synced already: a folder's name is in its parent, the journal's
 * name vanishes with it, and a runner killed before its first commit leaves folders it made that
 * no later runner can tell from durable ones. Before every append the path must
 * still name the file this writer holds (device + inode): a stage that replaced the journal
 * cannot make the runner write into a file it no longer reads. Nor may the file hold other bytes
 * than the ones this writer committed (its size): a stage that wrote into the journal in place
 * (appended a line, truncated it) would have the runner chain its next events after a line that
 * breaks the chain, and report a run every later read refuses.
 * An append that fails part way (a full disk: ENOSPC after some bytes) leaves bytes of its own
 * past the committed size: they are cut back at once, or \u2014 when that fails too \u2014 remembered as
 * this writer's own, and cut back before the next append (never taken for a stage's write).
 */
class JournalWriter {
    path;
    fd;
    head;
    identity;
    size;
    io;
    folders;
    /** Bytes past `size` up to this size are this writer's own, from an append that failed part way. */
    ownTail;
    /** The journal's folder and those above it (up to `folders.root`) are fsync'd once this writer's first append's data is synced. */
    foldersSynced = false;
    constructor(path, fd, head, identity, 
    /** The journal's size as this writer left it: every byte in it committed by a runner. */
    size, io, folders) {
        this.path = path;
        this.fd = fd;
        this.head = head;
        this.identity = identity;
        this.size = size;
        this.io = io;
        this.folders = folders;
    }
    /**
     * Open `path` for appending after `read` (what readJournal or scanJournal found there a moment ago).
     * `io`: the file writes an append makes (a test fails them part way, as a full disk does).
     * `folders`: up to which folder (the workspace) the first commit syncs the folders' names, and
     * the names this invocation synced already; without it, the journal's folder alone is synced.
     */
    static open(path, read, io = {}, folders) {
        let fd;
        if (read.kind === 'absent') {
            (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(path), { recursive: true });
            fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_NOFOLLOW, 0o644);
        }
        else {
            fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_NOFOLLOW);
            if (read.tornBytes > 0) {
                (0,external_node_fs_.ftruncateSync)(fd, read.committedBytes);
                (0,external_node_fs_.fdatasyncSync)(fd);
            }
        }
        const st = (0,external_node_fs_.fstatSync)(fd);
        if (!st.isFile()) {
            (0,external_node_fs_.closeSync)(fd);
            throw Object.assign(new Error(`${path} is not a regular file`), { code: 'EFTYPE' });
        }
        // Whoever created the journal (or a folder above it) may have been killed before it synced
        // them (before or after its first commit): this writer's first commit syncs them, whatever the journal holds.
        return new JournalWriter(path, fd, read.kind === 'ok' ? read.head : state_journal/* EMPTY_HEAD */.xE, { dev: st.dev, ino: st.ino }, st.size, { ...NODE_IO, ...io }, folders ?? { root: (0,external_node_path_.dirname)(path), synced: new SyncedNames() });
    }
    get current() {
        return this.head;
    }
    /** Whether the path still names the file this writer appends to. */
    stillOurs() {
        try {
            const st = (0,external_node_fs_.lstatSync)(this.path);
            return st.isFile() && st.dev === this.identity.dev && st.ino === this.identity.ino;
        }
        catch {
            return false;
        }
    }
    /**
     * Append events (each gets its seq and prev) in one write, then fdatasync: committed when this
     * returns. Returns the lines as written.
     */
    append(events) {
        if (events.length === 0)
            return [];
        if (!this.stillOurs())
            throw Object.assign(new Error(`${this.path} was replaced or removed while the run held it`), { code: 'EJOURNALSWAPPED' });
        let size = (0,external_node_fs_.fstatSync)(this.fd).size;
        if (this.ownTail !== undefined && size === this.ownTail) {
            // What an append that failed part way left: this writer's own bytes, never committed.
            this.cutBack();
            size = (0,external_node_fs_.fstatSync)(this.fd).size;
        }
        if (size !== this.size)
            throw Object.assign(new Error(`${this.path} was written to while the run held it (${size} bytes, ${this.size} committed)`), { code: 'EJOURNALCHANGED', committed: this.size });
        let { seq, sha256: prev } = this.head;
        const out = [];
        const texts = [];
        for (const e of events) {
            seq++;
            const { event, at, ...rest } = e;
            const line = { seq, prev, at, event, ...rest };
            const text = JSON.stringify(line);
            prev = (0,state_journal/* sha256Hex */.fg)(text);
            texts.push(text);
            out.push(line);
        }
        // The lines encoded straight into one buffer: a joined copy of them (a foreach_loaded line of
        // 100,000 items is ~16 MB) would be one more large string alive while the commit runs.
        const buffer = Buffer.allocUnsafe(texts.reduce((n, text) => n + Buffer.byteLength(text, 'utf8') + 1, 0));
        let at = 0;
        for (const text of texts) {
            at += buffer.write(text, at, 'utf8');
            buffer[at++] = 0x0a;
        }
        let written = 0;
        try {
            while (written < buffer.length)
                written += this.io.writeSync(this.fd, buffer, written, buffer.length - written);
            this.io.fdatasyncSync(this.fd);
            // The journal's name is committed with this writer's first events (a power loss before this
            // returns loses at most an empty or uncommitted journal, as a kill does).
            // So are the names of the folders above it.
            if (!this.foldersSynced) {
                syncUpTo((0,external_node_path_.dirname)(this.path), this.folders.root, this.folders.synced, (dir) => this.io.syncDir(dir));
                this.foldersSynced = true;
            }
        }
        catch (error) {
            // Not committed: the bytes it wrote are cut back (the journal ends at its last event again),
            // or, when that fails too, remembered as this writer's own (the next append cuts them back).
            this.ownTail = (0,external_node_fs_.fstatSync)(this.fd).size;
            try {
                this.cutBack();
            }
            catch {
                // Kept for the next append (ownTail).
            }
            throw error;
        }
        this.head = { seq, sha256: prev };
        this.size += buffer.length;
        return out;
    }
    /** Cut the journal back to what is committed (an append that failed part way left the rest). */
    cutBack() {
        this.io.ftruncateSync(this.fd, this.size);
        this.io.fdatasyncSync(this.fd);
        this.ownTail = undefined;
    }
    close() {
        if (this.fd < 0)
            return;
        try {
            (0,external_node_fs_.closeSync)(this.fd);
        }
        finally {
            this.fd = -1;
        }
    }
}
const NODE_IO = {
    writeSync: (fd, buffer, offset, length) => (0,external_node_fs_.writeSync)(fd, buffer, offset, length),
    fdatasyncSync: (fd) => (0,external_node_fs_.fdatasyncSync)(fd),
    ftruncateSync: (fd, length) => (0,external_node_fs_.ftruncateSync)(fd, length),
    syncDir: state_journal/* syncDir */.ty,
};

// EXTERNAL MODULE: ./src/core/state/snapshot.ts
var snapshot = __webpack_require__(8577);
;// CONCATENATED MODULE: ./src/core/state/run-store.ts
// Committing a run: appending its events to the journal (one fdatasync) and writing the snapshot
// projected from them. Apart from store.ts (loading), so read-only commands load no writer.






/** Appends a run's events and writes its projections. */
class RunStore {
    files;
    writer;
    random;
    /** The step and artifact records' text as last written (snapshot.ts: ProjectionCache). */
    projected = new snapshot/* ProjectionCache */.yP();
    constructor(files, writer, 
    /** The run's pool the snapshot's temp names come from (random-hex.ts). */
    random) {
        this.files = files;
        this.writer = writer;
        this.random = random;
    }
    /**
     * Open for writing after `load` (absent: a new journal is created exclusively); `io`: the writes an append makes (RunnerPorts.journal);
     * `folders`: the folders above the journal its first commit syncs (up to the workspace), and those this invocation synced already.
     */
    static open(files, load, random, io, folders) {
        const journal = (0,state_store/* journalFileOf */.nW)(files);
        const read = load.kind === 'ok' ? load.journal : (load.journal ?? { kind: 'absent' });
        try {
            return new RunStore(files, JournalWriter.open(journal, read, io, folders), random);
        }
        catch (error) {
            // A journal the runner cannot open for appending (read-only file or folder, a full disk): a
            // documented stop, with nothing written, not an internal error.
            const code = error.code;
            if (code === undefined)
                throw error;
            throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', `cannot write the journal ${journal} (${code}: it cannot be opened for appending); nothing was changed`, {
                hint: 'Make the journal and its folder writable (or free disk space), then run again.',
                cause: error,
            });
        }
    }
    get head() {
        return this.writer.current;
    }
    get journalFile() {
        return (0,external_node_path_.basename)((0,state_store/* journalFileOf */.nW)(this.files));
    }
    /** The journal as a manifest at `manifestAbs` names it (store.ts manifestJournalName). */
    journalFrom(manifestAbs) {
        return (0,state_store/* manifestJournalName */.G0)(manifestAbs, (0,state_store/* journalFileOf */.nW)(this.files));
    }
    /** Append events: committed (fdatasync'd) when this returns. */
    commit(events) {
        this.writer.append(events);
    }
    /** workflow_state.yaml for `state` at the current head (atomic; a projection, so not fsync'd). Returns its length. */
    writeSnapshot(state) {
        const chunks = (0,snapshot/* snapshotChunksOf */.WV)(state, this.head, this.journalFile, this.projected);
        (0,atomic_write/* atomicWriteFile */.Re)(this.files.state, chunks, { durable: false, ...(this.random ? { random: this.random } : {}) });
        return chunks.reduce((n, c) => n + c.length, 0);
    }
    close() {
        this.writer.close();
    }
}

// EXTERNAL MODULE: ./src/core/state/supersede.ts
var supersede = __webpack_require__(2537);
;// CONCATENATED MODULE: ./src/core/state/manifest-write.ts
// Writing a run's manifest and its LATEST_RUN.md pointer (projections a runner writes after each
// commit). Apart from manifest.ts, which only reads and renders, so that read-only commands
// (status, graph) load no writer.





/**
 * Write the manifest unless it already says exactly this (a projection: atomic, not fsync'd).
 * Returns its length. With `cache`, the file is read back only before this run's first write
 * (after that, every write follows a commit that moved the journal head the manifest records).
 * `random`: the run's pool its temp file's name comes from (random-hex.ts).
 */
function writeManifest(absPath, state, m, cache, random) {
    const chunks = cache ? (0,manifest/* manifestChunks */.il)(state, m, cache) : [Buffer.from((0,manifest/* manifestText */.$2)(state, m), 'utf8')];
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
    try {
        (0,atomic_write/* atomicWriteFile */.Re)(absPath, chunks, { durable: false, ...(random ? { random } : {}) });
    }
    catch (error) {
        throw manifestInTheWay(absPath) ?? error;
    }
    return length;
}
/**
 * A directory (or FIFO, device, socket) where the manifest goes: the rename cannot replace it, and
 * no free space or permission would change that. RUN_FILE_UNSAFE naming it, with the fix that
 * works: the manifest is a projection of the journal, written again by the next invocation.
 */
function manifestInTheWay(absPath) {
    const there = (0,external_node_fs_.lstatSync)(absPath, { throwIfNoEntry: false });
    if (there === undefined || there.isFile() || there.isSymbolicLink())
        return undefined;
    return new errors/* StagegateError */.q('RUN_FILE_UNSAFE', `the run manifest ${absPath} is ${(0,own_file/* kindOf */.I)(there)}, not the file stagegate writes there; nothing was written through it (the journal holds everything so far)`, {
        hint: `Remove ${absPath} (move it aside first if it holds anything you need), then resume: the manifest is written again from the journal.`,
    });
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
    (0,atomic_write/* atomicWriteFile */.Re)(absPath, text, { durable: false });
}

;// CONCATENATED MODULE: ./src/core/run/run-host.ts
// The run as its step executors see it (RunHost, host.ts): its state, changed only by an event
// applied now and appended to the journal at the next commit (one fdatasync), after which the
// state's projections (workflow_state.yaml, RUN_MANIFEST.yaml, LATEST_RUN.md) are written; and
// what the invocation gathers on its way for its outcome (warnings, a stop's fix, progress), down
// to the outcome itself. How the invocation finds and opens the run is open-run.ts's; the loop
// that hands it from step to step, runner.ts's.




















/** A commit the journal took whose projections (state file, manifest) could not be written: `errno` says why. */
class ProjectionsUnwritten extends errors/* StagegateError */.q {
    errno;
    constructor(errno, message, options) {
        super('STATE_WRITE_FAILED', message, options);
        this.errno = errno;
    }
}
/**
 * A commit the journal did not take (a full disk, a permission): `errno` says why, `committing`
 * what it held, `said` the message without what it says of those events (commit's `unrecorded`).
 */
class JournalUnwritten extends errors/* StagegateError */.q {
    errno;
    said;
    committing;
    constructor(errno, said, 
    /** The events the failed commit held. */
    committing, message, options) {
        super('STATE_WRITE_FAILED', message, options);
        this.errno = errno;
        this.said = said;
        this.committing = committing;
    }
}
/** The acceptances and failures among `events`, as a STATE_WRITE_FAILED message names them. */
function endsOf(events) {
    return events.flatMap((e) => e.event === 'attempt_failed'
        ? [`the failure of step ${e.step} (${e.code}: ${e.message})`]
        : e.event === 'gate_accepted' || e.event === 'exit_accepted'
            ? [`the acceptance of step ${e.step}`]
            : e.event === 'question_asked'
                ? [`the question of step ${e.step}`]
                : e.event === 'branch_updated' && (e.patch.status === 'succeeded' || e.patch.status === 'failed')
                    ? [`the ${e.patch.status === 'succeeded' ? 'success' : 'failure'} of branch ${e.branch} of step ${e.step}`]
                    : []);
}
/** A stop that is a stage's recorded failure (not mid-run, success, an I/O or lock stop): a failed write does not replace it as the run's stop. */
function isRecordedFailure(stop) {
    return stop !== 'IN_PROGRESS' && !['success', 'io', 'locked'].includes((0,stop_codes/* stopClass */.Ti)(stop));
}
/** The journal holds this invocation's end already (finish's commit): one end per invocation. */
function invocationEnded(state) {
    return (state.invocations.at(-1)?.outcome ?? null) !== null;
}
/** A failure stop reported after a failed write: the disk comes first (`why`), then the stop's own fix. */
function diskFirst(outcome, stop, why) {
    const then = outcome.hint ?? stop_codes/* STOP_CODES */.GO[stop]?.fix;
    return { ...outcome, hint: `Free disk space or fix permissions first (${why})${then !== undefined ? `; then: ${then}` : ', then resume.'}` };
}
/**
 * One invocation's run. Its state, journal and what its outcome gathers are private: the
 * executors change them through RunHost, the opening (open-run.ts) through the few methods below
 * that name it, the runner through finish and failed.
 */
class Run {
    ctx;
    request;
    ports;
    base;
    entry;
    headWatch;
    current;
    /** The state at the journal's head: what the last commit left (undefined: a new journal, nothing committed yet). */
    committed;
    store;
    pending = [];
    /** The run's transitions and decisions (RunOutcome.log), unless the request leaves them out (keepLog). */
    log;
    stagesRun = 0;
    /** The child workflow runs that paused at their approval steps during this invocation (childrenAwaitApproval). */
    childApprovals = [];
    /** A child workflow run refused its stale verdicts during this invocation (childRefusedSource). */
    childRefused = false;
    /** The fix of the error a step stopped the run with in this invocation (stopFix). */
    stopHint;
    /** Where in a file the failure a step stopped the run with was found (stopAt). */
    stopLocation;
    /** The `[n/N]` count of this invocation (progress): a resume's starts at the run's completed steps. */
    stepCount;
    /** What the manifest's last write made, reused piece by piece by the next (state/manifest.ts). */
    manifestCache = new snapshot/* ProjectionCache */.yP();
    /** The random part of this run's temp file names and attempt tokens (state/random-hex.ts; the invocation's, shared with the runs it starts). */
    random;
    /** The folders whose names this invocation synced (state/synced-names.ts; shared with the runs it starts). */
    syncedNames;
    /** A fresh start's marker is in place until the new run's start is committed (open-run.ts freshStart; commit). */
    freshMarked = false;
    baseEnv;
    /** The attempt this invocation started last (attempt_started): only its end reads HEAD for an advance. */
    ownFlight = null;
    /** The question the run waited on when this invocation was given its answer (RunRequest.answer): the one it answers. */
    answerFor;
    /** The source change this invocation found and recorded (run/source-drift.ts). */
    sourceChanged;
    workflow;
    workspace;
    ancestry;
    /** The accepted outputs' digests this invocation read at its resume: its end-of-run check reads again only the files changed since. */
    digests = new digest_memo_DigestMemo(() => this.clock());
    constructor(
    /** Replaced once, under the lock, when the run changed since it was read (open-run.ts relocate). */
    ctx, 
    /** Replaced once, under the lock, when the run changed since it was read (open-run.ts chooseAgentsAgain). */
    request, ports, base, entry, 
    /** HEAD watched for this run (SourceInfo.watchSourceCommit): a commit its own stage made. */
    headWatch) {
        this.ctx = ctx;
        this.request = request;
        this.ports = ports;
        this.base = base;
        this.entry = entry;
        this.headWatch = headWatch;
        this.workflow = ctx.workflow;
        this.workspace = ctx.workspace;
        this.ancestry = request.ancestry ?? [];
        this.random = request.random ?? new RandomHex();
        this.syncedNames = request.syncedNames ?? new SyncedNames();
        if (request.keepLog !== false)
            this.log = (0,run_log/* emptyLog */.ak)();
        if (request.answer !== undefined && ctx.existing.kind === 'ok')
            this.answerFor = (0,run_questions/* pendingQuestion */.ec)(ctx.existing.state);
    }
    // --- RunHost ------------------------------------------------------------------------------
    state() {
        return this.current;
    }
    apply(event) {
        const before = this.current;
        let applied = (0,reduce/* applyEvent */.Z8)(before, event, this.workflow);
        if (event.event === 'attempt_started')
            this.ownFlight = applied.state.in_flight;
        const advance = this.advanceAt(before, event, applied.state);
        if (advance !== undefined) {
            // Before the event that ends the attempt: its verdict is stamped at the commit it judged.
            this.record(advance, (0,reduce/* applyEvent */.Z8)(before, advance, this.workflow));
            applied = (0,reduce/* applyEvent */.Z8)(this.current, event, this.workflow);
        }
        this.record(event, applied);
        return applied;
    }
    record(event, applied) {
        this.pending.push((0,reduce/* withClaims */.Qf)(event, applied));
        this.current = applied.state;
        if (this.log)
            (0,run_log/* logEvent */.$s)(this.log, event, applied.state);
    }
    /**
     * HEAD moved while an attempt this invocation started was under way: a commit the run's own
     * stage made (docs/run-semantics.md#source-changes). Looked at (SourceInfo.watchSourceCommit:
     * `git rev-parse` only when HEAD's reflog changed) when the attempt ends, and as each foreach item
     * or parallel branch of it finishes (a later item starts at the commit the earlier one left). A move while no attempt of this
     * invocation runs (a commit between invocations, an attempt a dead runner left in flight) is
     * never read here: the next resume compares it as a source change.
     */
    advanceAt(before, event, after) {
        const head = this.headWatch;
        const flight = before?.in_flight;
        const own = this.ownFlight;
        if (head === undefined || before === undefined || !flight || own === null || event.event === 'source_advanced')
            return undefined;
        if (flight.step !== own.step || flight.visit !== own.visit || flight.attempt !== own.attempt)
            return undefined;
        const ends = after.in_flight === null || event.event === 'item_finished' || (event.event === 'branch_updated' && (event.patch.status === 'succeeded' || event.patch.status === 'failed'));
        if (!ends)
            return undefined;
        // undefined: HEAD has not moved since the watch last looked (no git process started).
        const now = head.moved();
        const from = before.source_commit ?? null;
        if (now === undefined || now === null || now === from)
            return undefined;
        return { event: 'source_advanced', at: event.at, step: flight.step, visit: flight.visit, attempt: flight.attempt, from_commit: from, to_commit: now };
    }
    commit(options) {
        const store = this.store;
        // A stage may have replaced a folder on the way with a link out of the workspace: the paths
        // were checked when the run started; check them again so nothing is written through one.
        this.workspace.resolve(this.ctx.statePath.rel, 'state_path');
        const { ctx } = this;
        const committing = this.pending;
        try {
            if (this.pending.length > 0)
                store.commit(this.pending);
            this.pending = [];
            this.committed = this.current;
            // A fresh start's marker (state/supersede.ts): its run's start is in the journal now.
            if (this.freshMarked) {
                (0,supersede/* endSupersede */.ah)(ctx.statePath);
                this.freshMarked = false;
            }
        }
        catch (error) {
            const code = error.code ?? 'error';
            // What is not in the journal did not happen for the next run: said, so no one reads a stage's failure or acceptance as recorded.
            const ends = endsOf(committing);
            // A journal removed under the run is resumed only once it is restored (the hint below).
            const resumeRuns = code === 'EJOURNALSWAPPED' || code === 'EJOURNALCHANGED' ? 'a resume, once the journal is restored, runs' : 'a resume runs';
            const unrecorded = ends.length === 0 ? '' : `; not recorded: ${ends.join(', ')} \u2014 ${resumeRuns} ${ends.length === 1 ? 'that step' : 'those steps'} again`;
            // Removed or replaced under the run (a stage's rm -rf of the run folder): it holds nothing of
            // this run now, and no space or permission brings it back.
            if (code === 'EJOURNALSWAPPED') {
                throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', `the journal ${(0,state_journal/* journalPathFor */.S7)(ctx.statePath.rel)} of run ${ctx.runId} was removed or replaced while the run was running (by a stage, or something beside the run): nothing more of the run can be recorded${unrecorded}`, {
                    hint: 'Restore the journal from a copy if you have one, then resume; else start over with --mode fresh (what is left of the run is moved aside, not deleted). A stage may write only its own declared output: never the run\'s journal, state file or folder.',
                    cause: error,
                });
            }
            // Written to in place (a stage that appended to it or cut it short): the runner appends
            // nothing after bytes it did not commit, which would break the chain every later read checks.
            if (code === 'EJOURNALCHANGED') {
                throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', `the journal ${(0,state_journal/* journalPathFor */.S7)(ctx.statePath.rel)} of run ${ctx.runId} was written to while the run was running (by a stage, or something beside the run), so it no longer ends where the run's last event does: nothing more of the run is recorded in it${unrecorded}`, {
                    hint: `A stage may write only its own declared output: never the run's journal, state file or folder. If the journal's first ${error.committed ?? '?'} bytes are the run's own (the stage only appended to it), cut it back to them (truncate -s ${error.committed ?? '?'} ${(0,command_line/* pathWord */.Um)((0,state_journal/* journalPathFor */.S7)(ctx.statePath.rel))}) and resume; else restore it from a copy, or start over with --mode fresh (what is left of the run is moved aside, not deleted).`,
                    cause: error,
                });
            }
            const said = `cannot append to the journal of run ${ctx.runId} under ${ctx.runRoot.rel} (${code})`;
            throw new JournalUnwritten(code, said, [...committing], `${said}: it holds everything committed before${unrecorded}`, {
                hint: 'Free disk space or fix permissions, then resume.',
                cause: error,
            });
        }
        if (this.request.itemRun === true || options?.project === false)
            return;
        this.projectOrThrow();
    }
    /** The state file and manifest written from the journal; a failure to write them is ProjectionsUnwritten (STATE_WRITE_FAILED). */
    projectOrThrow() {
        const { ctx } = this;
        try {
            this.project();
        }
        catch (error) {
            if ((0,errors/* isStagegateError */.W)(error))
                throw error;
            const code = error.code ?? 'error';
            throw new ProjectionsUnwritten(code, `cannot write the state file or manifest of run ${ctx.runId} under ${ctx.runRoot.rel} (${code}): the journal records everything so far, and the next invocation writes them again`, {
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
    progress(completed, step) {
        this.stepCount ??= new StepCount(this.workflow);
        return this.stepCount.after(completed, step);
    }
    childrenAwaitApproval(children) {
        this.childApprovals = children;
    }
    childRefusedSource() {
        this.childRefused = true;
    }
    answerTaken = false;
    /**
     * The invocation's answer (RunRequest.answer) while it is this run's to take: given, not taken
     * yet, and this the run the person started (a child or item run takes none: the answer is for
     * the question the started run waits on). answerWaits and warnUnusedAnswer ask the same.
     */
    untakenAnswer() {
        return this.answerTaken || this.ancestry.length > 0 || this.request.itemRun === true ? undefined : this.request.answer;
    }
    takeAnswer() {
        const answer = this.untakenAnswer();
        if (answer !== undefined)
            this.answerTaken = true;
        return answer;
    }
    answerWaits(step, question) {
        return this.untakenAnswer() !== undefined && (0,run_questions/* answersAgain */.op)(this.answerFor, step, question);
    }
    /** The answer given (run --answer) was never taken: said, with why and what to do (questions.ts unusedAnswerWarning). */
    warnUnusedAnswer(stop) {
        if (this.untakenAnswer() === undefined || this.answerFor === undefined)
            return;
        this.answerTaken = true;
        this.warn((0,run_questions/* unusedAnswerWarning */.x1)(this.answerFor, this.current, stop, this.sourceChanged, (0,run_questions/* answerResume */.Sy)(this.resumeCommand())), false, this.answerFor.step);
    }
    stopFix(code, hint) {
        this.stopHint = hint === undefined || hint === '' ? undefined : { code, hint };
    }
    stopAt(code, location) {
        this.stopLocation = { code, ...location };
    }
    warn(message, said = false, step) {
        // Said once: a warning given again (a loop's next visit of the step) adds nothing.
        if ((this.base.warnings ?? []).includes(message))
            return;
        this.base.warnings = [...(this.base.warnings ?? []), message];
        if (step !== undefined)
            this.base.warningSteps = { ...this.base.warningSteps, [message]: step };
        if (!said)
            this.ports.onEvent?.({ type: 'note', message: `${WARNING_PREFIX}${message}`, warning: true, ...(step !== undefined ? { step } : {}) });
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
    attemptToken() {
        return attemptToken(this.request.invocationToken ?? 'x', this.random);
    }
    runChild(request, ports) {
        return this.entry(request, ports);
    }
    // --- the journal as the opening of the run takes it (open-run.ts) -------------------------
    /** The state file and manifest of the run as its context places them now. */
    get files() {
        return { state: this.ctx.statePath.abs, manifest: this.ctx.manifestPath.abs };
    }
    /** A resume: the state replayed from the journal (and its log) is this invocation's; its journal is appended to. */
    continueJournal(load) {
        this.current = load.state;
        this.committed = load.state;
        this.log = load.log;
        this.store = RunStore.open(this.files, load, this.random, this.ports.journal, this.journalFolders);
        // The count starts where the run stands: a step completed before (a loop's revisit, also one that failed since) does not raise it.
        this.stepCount = new StepCount(this.workflow, seenCompleted(load.state));
    }
    /** A new journal (a new run, or a fresh start's: `freshMarked`, its marker is in place until its start is committed). */
    startJournal(found, freshMarked) {
        if (freshMarked !== undefined)
            this.freshMarked = freshMarked;
        this.store = RunStore.open(this.files, found, this.random, this.ports.journal, this.journalFolders);
    }
    /** The journal's first commit syncs the folders' names up to the workspace, those the invocation synced before excepted. */
    get journalFolders() {
        return { root: this.workspace.root, synced: this.syncedNames };
    }
    /** A refusal before anything of this invocation is written: what it applied is not committed. */
    discardUncommitted() {
        this.pending = [];
    }
    /** The source change this invocation found and recorded (open-run.ts recordSourceChange): its outcome says it. */
    sourceChangeRecorded(change) {
        this.sourceChanged = change;
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
        writeManifest(ctx.manifestPath.abs, this.current, { head: this.store.head, journalFile: this.store.journalFrom(ctx.manifestPath.abs) }, this.manifestCache, this.random);
    }
    /**
     * The run the user started: not a foreach item's run, not one of a model built in memory (a
     * shard's branch), not a child workflow's (whose step hands its checked model down: steps/child/run.ts).
     */
    get startedByUser() {
        return this.request.itemRun !== true && this.request.workflowModel === undefined && this.ancestry.length === 0;
    }
    writePointer() {
        // LATEST_RUN.md: in the folder that holds runs/ (context.ts), for the run the user started only.
        const { ctx } = this;
        const pointer = this.startedByUser && ctx.pointerPath !== undefined ? this.workspace.tryResolve(ctx.pointerPath.rel) : undefined;
        if (pointer)
            writeLatestPointer(pointer.abs, this.current, ctx.manifestPath.rel, ctx.statePath.rel);
    }
    /**
     * Before a run the user started reports success (complete, or paused to resume), its accepted
     * outputs are checked as the next `status` or resume checks them (integrity.ts): a stage that
     * removed or rewrote an earlier stage's accepted output would otherwise be reported done here and
     * refused there (STALE_ARTIFACT_REJECTED), found out only at the next stop. The journal keeps the
     * run's own end; what is wrong is the evidence on disk, so this invocation reports what a resume
     * would: the refusal, with its fix (restore the file, rerun from its step, or start over), in
     * the outcome of what ran (its steps, artifacts and stages run).
     */
    checkEvidenceAtEnd(stop, outcome) {
        if (!this.startedByUser || (stop !== 'WORKFLOW_COMPLETE' && stop !== 'PARTIAL_RESUMABLE'))
            return outcome;
        const { ctx } = this;
        try {
            (0,integrity/* checkIntegrity */._D)(this.current, this.workflow, ctx.runId, ctx.bindings, this.workspace, ctx.statePath.rel, { allowWorkflowChange: true, resumeCommand: this.resumeCommand(), naming: ctx.naming, digests: this.digests });
            return outcome;
        }
        catch (error) {
            if (!(0,errors/* isStagegateError */.W)(error) || error.code !== 'STALE_ARTIFACT_REJECTED')
                throw error;
            const how = stop === 'WORKFLOW_COMPLETE' ? 'reached WORKFLOW_COMPLETE' : 'stopped to resume later (PARTIAL_RESUMABLE)';
            // The run's own account (its steps, artifacts, stages run, log) with the refusal's stop and
            // fix in place of the success's: what ran is reported, not the state this invocation found.
            const { nextAlternative: _alternative, rerunFrom: _rerunFrom, rerunInside: _rerunInside, hint: _hint, location: _location, ...kept } = outcome;
            return {
                ...kept,
                status: 'STALE_ARTIFACT_REJECTED',
                exitCode: (0,stop_codes/* exitStatusFor */.ex)('STALE_ARTIFACT_REJECTED'),
                message: `run ${ctx.runId} ${how}, but ${error.message}: a stage that ran after it (or something beside the run) changed it, and \`status\` and a resume refuse the run for it. A stage may write only its own declared output ($STAGEGATE_OUTPUT); an action or resolver step may revise accepted files (their digests are recorded again)`,
                // The rerun offered repeats this when a later step of the workflow is what changes the file.
                hint: `${error.hint !== undefined ? `${error.hint} ` : ''}If a later step of this workflow is what changes it, a rerun only repeats this: make that step write only its own declared output (or make it an action step, whose revisions are recorded), then rerun with --allow-workflow-change.`,
                nextCommand: error.nextCommand ?? null,
            };
        }
    }
    /** The invocation's end; interrupted by a signal, which one (status exits as run does: 143 for SIGTERM). */
    runStopped(stop) {
        const signal = (0,stop_codes/* stopClass */.Ti)(stop) === 'interrupted' ? (0,stop_codes/* stopSignalOf */.eq)(this.request.signal?.reason) : undefined;
        return { event: 'run_stopped', at: this.now(), code: stop, ...(signal !== undefined ? { signal } : {}) };
    }
    /** The invocation ends with `stop` (the loop's): recorded, committed, and said. */
    finish(stop) {
        this.warnUnusedAnswer(stop);
        this.apply(this.runStopped(stop));
        this.commit();
        // An item run's projections are written once, when it ends (a write failure: as commit() says it).
        if (this.request.itemRun === true)
            this.projectOrThrow();
        else
            this.writePointer();
        return outcomeOf(this.ending(), stop, this.current.message ?? describeStop(stop, this.current));
    }
    /**
     * The journal committed what the run did, but the state file or manifest could not be written
     * (a full disk): the run stops, and says what the journal says \u2014 `status` reads the same journal.
     * When the journal ends with a failure (a stage's, committed), that stop is the run's, its
     * message saying that the projections could not be written and why; otherwise (the journal is
     * mid-run, or the run completed or paused) STATE_WRITE_FAILED, as before, naming the stop the
     * journal records. The invocation's end is appended when the disk takes it.
     */
    unprojected(error) {
        const stop = (0,state_state/* statusOf */.c2)(this.current);
        const note = `the state file and manifest could not be written (${error.errno}): the journal records this, and the next invocation writes them again`;
        // Mid-run, or a stop that is no failure (complete, paused): the write failure is the stop (exit 9), saying what the journal holds.
        const failure = isRecordedFailure(stop);
        if (!failure) {
            const message = stop === 'IN_PROGRESS' ? error.message : `${error.message} (it records the run's stop: ${stop}${this.current.message ? `, ${this.current.message}` : ''})`;
            // A foreach item's or child workflow's run: thrown, as before, so the parent's outcome carries
            // no state (a completed item's state would read as an item that ended STATE_WRITE_FAILED:
            // recorded blocked for good); the parent stops with it and its resume continues the item.
            if (this.request.itemRun === true || this.ancestry.length > 0)
                throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', message, { hint: error.hint, cause: error });
            return outcomeOf(this.ending(), 'STATE_WRITE_FAILED', message);
        }
        try {
            // Unless its end is what the journal took last (finish's commit).
            if (!invocationEnded(this.current)) {
                this.apply(this.runStopped(stop));
                this.store.commit(this.pending);
            }
        }
        catch {
            /* the journal's account stands without the invocation's end */
        }
        this.pending = [];
        return diskFirst(outcomeOf(this.ending(), stop, `${this.current.message ?? describeStop(stop, this.current)}; ${note}`), stop, `${error.errno}: the state file and manifest could not be written`);
    }
    /** The run as it ends, for its outcome's wording (outcome.ts). */
    ending() {
        const { ctx, request, workflow, workspace, ancestry, base, log, stagesRun, sourceChanged, stopHint, stopLocation, childRefused, childApprovals } = this;
        return { ctx, request, workflow, workspace, ancestry, state: this.current, base, log, stagesRun, sourceChanged, stopHint, stopLocation, childRefused, childApprovals };
    }
    resumeCommand() {
        return resumeCommand(this);
    }
    /**
     * The invocation stopped by `error`: what was applied stays applied (a completed stage is
     * committed before the error is reported), a commit whose projections were not written ends
     * the run as the journal says it, and one the journal did not take is tried once more (unwritten).
     * Any other error is thrown on.
     */
    failed(error) {
        // The journal took the events, its projections did not: the run's account is the journal's.
        if (error instanceof ProjectionsUnwritten && this.pending.length === 0)
            return this.unprojected(error);
        if (error instanceof JournalUnwritten)
            return this.unwritten(error);
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
    /**
     * A commit the journal did not take (JournalUnwritten: nothing of it is in the journal, the
     * writer cut back what it wrote part way). Tried once more, so a stage's completed work (a
     * transient full disk) stays completed \u2014 without a trailing attempt start, whose process never
     * ran (attempts.ts starts it only once that commit returns), nor the events that only began a
     * parallel, child or foreach step's attempt after it (unstartedTail): the journal then reads as a
     * run stopped before that attempt, and the resume starts it as its first. The message says what the
     * second try recorded, or (it failed too) the first's account: not recorded.
     */
    unwritten(error) {
        // A journal removed or written to under the run takes nothing more (journal-writer.ts).
        if (error.errno === 'EJOURNALSWAPPED' || error.errno === 'EJOURNALCHANGED')
            throw error;
        // Nothing left to try again: a later commit took the failed one's events (a parallel step's
        // branches go on committing after one of them failed to): the invocation's end is still owed.
        const later = this.pending.length === 0;
        const kept = this.pending.slice(0, unstartedTail(this.pending));
        // The state at the journal's head after the kept events: the one committed before them, replayed.
        let state = this.committed;
        for (const e of kept)
            state = (0,reduce/* applyEvent */.Z8)(state, e, this.workflow).state;
        if (state === undefined)
            throw error;
        // A stage's failure the kept events record is the run's stop, as unprojected() has it (status
        // reads it from the journal: the run says the same); else the stop is this write's failure.
        const stop = (0,state_state/* statusOf */.c2)(state);
        const failure = isRecordedFailure(stop);
        // The invocation's end, unless the kept events hold it already (finish's commit): one end per invocation.
        const ended = invocationEnded(state);
        const events = ended ? kept : [...kept, this.runStopped(failure ? stop : 'STATE_WRITE_FAILED')];
        if (!ended)
            state = (0,reduce/* applyEvent */.Z8)(state, events.at(-1), this.workflow).state;
        try {
            this.store.commit(events);
        }
        catch {
            throw error;
        }
        this.pending = [];
        this.current = state;
        this.committed = state;
        if (this.request.itemRun !== true) {
            try {
                this.project();
            }
            catch {
                /* the journal holds it; the next invocation writes the projections again */
            }
        }
        if (failure) {
            return diskFirst(outcomeOf(this.ending(), stop, `${state.message ?? describeStop(stop, state)}; ${error.said}, and a second try recorded it`), stop, `${error.errno}: a journal append failed once`);
        }
        const ends = endsOf(later ? error.committing : kept);
        const active = state.active_step;
        const recorded = later ? `a later commit recorded ${ends.length > 0 ? ends.join(', ') : 'what it held'}, and the run's events after it` : `a second try recorded ${ends.length > 0 ? ends.join(', ') : "the run's events up to the failed write"}`;
        const message = `${error.said}; ${recorded}: ${active !== null ? `a resume goes on from step ${active}` : 'a resume reads the run as it ended'}`;
        // A foreach item's or child workflow's run: thrown, so its parent stops with it (as unprojected).
        if (this.request.itemRun === true || this.ancestry.length > 0)
            throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', message, { hint: error.hint, cause: error });
        return { ...outcomeOf(this.ending(), 'STATE_WRITE_FAILED', message), hint: error.hint ?? 'Free disk space or fix permissions, then resume.' };
    }
    close() {
        this.store?.close();
    }
}
/**
 * The events that only begin a step's attempt, before the commit its work waits on: a parallel
 * step's branches start once parallel_begun is committed, a child run once child_recorded is, a
 * foreach item's run once its item_started is (with the step's foreach_loaded / foreach_revived /
 * foreach_marked before it) \u2014 a commit the journal did not take ran none of them.
 */
const BEGINS_ATTEMPT = new Set(['parallel_begun', 'child_recorded', 'foreach_loaded', 'foreach_revived', 'foreach_marked', 'item_started']);
/**
 * Where a failed commit's `events` are cut for its second try: before a trailing attempt_started
 * and the events after it that only began that attempt (BEGINS_ATTEMPT). Kept, they read as a step
 * in flight whose runner died (status), when nothing of the attempt ran.
 */
function unstartedTail(events) {
    const start = events.findLastIndex((e) => e.event === 'attempt_started');
    if (start < 0 || !events.slice(start + 1).every((e) => BEGINS_ATTEMPT.has(e.event)))
        return events.length;
    return start;
}

;// CONCATENATED MODULE: ./src/core/run/agent-record.ts


/** `found`: the run as read (before the lock, or again under it). */
function agentRecordRun(ctx, found = ctx.existing) {
    if (found.kind === 'ok')
        return found.state;
    if (found.kind !== 'absent' || ctx.sharedStatePath === undefined)
        return undefined;
    // Another run id's state, or none that replays: not this run's record.
    // One that cannot be read is not this fresh start's concern (it never reads that run otherwise).
    let shared;
    try {
        shared = (0,state_store/* loadRun */.Sj)({ state: ctx.sharedStatePath.abs }, ctx.workflow, ctx.sharedStatePath.rel, { log: false });
    }
    catch (error) {
        if ((0,errors/* isStagegateError */.W)(error))
            return undefined;
        throw error;
    }
    return shared.kind === 'ok' && shared.state.run_id === ctx.runId ? shared.state : undefined;
}

// EXTERNAL MODULE: ./src/core/agents/recorded.ts
var agents_recorded = __webpack_require__(2692);
;// CONCATENATED MODULE: ./src/core/agents/replaced-step-agents.ts
// The agent an invocation chooses (--agent, --agent-command; or the run's record of them) runs
// every agent-driven step, in place of the `agent:` a step or parallel branch names
// (registry.ts resolveAgent: the invocation first). A team that chose an agent per step and a
// run started with --agent claude \u2014 which the run then remembers for every resume \u2014 would
// otherwise lose those choices without a word: the run says which it replaces when it starts.



/** Whether two agent specs run the same agent with the same model (`claude: opus` is `claude:opus`). */
function sameAgent(a, b) {
    const x = (0,registry/* parseAgentSpec */.GV)(a);
    const y = (0,registry/* parseAgentSpec */.GV)(b);
    return x !== undefined && y !== undefined ? x.name === y.name && x.arg === y.arg : a.trim() === b.trim();
}
/**
 * What the selection replaces, in workflow order: the steps' (and branches' `<step>.<branch>`,
 * per-item steps' `<step>[\u2026].<per-item step>`) own `agent:` \u2014 another agent, or the same one with
 * another model (or none) \u2014, then `execution.agent`, when a step that names no agent would have run it.
 */
function replacedStepAgents(workflow, selection) {
    const chosen = selection.agent ?? (selection.agentCommand !== undefined ? 'command' : undefined);
    if (chosen === undefined)
        return [];
    const out = [];
    const branches = new Map();
    for (const { step, branch } of (0,parallel_branches/* allBranches */.Iz)(workflow)) {
        const list = branches.get(step.id) ?? [];
        list.push({ id: `${step.id}.${branch.id}`, agent: branch.def.agent, kind: branch.kind });
        branches.set(step.id, list);
    }
    let defaulted = false;
    for (const step of workflow.steps.values()) {
        const perItem = Object.entries(step.def.per_item ?? {}).map(([id, def]) => ({ id: `${step.id}[\u2026].${id}`, agent: def.agent, kind: (0,model_workflow/* classifyStep */.d_)(def).kind ?? '' }));
        for (const s of [{ id: step.id, agent: step.def.agent, kind: step.kind }, ...(branches.get(step.id) ?? []), ...perItem]) {
            if (!registry/* AGENT_DRIVEN_KINDS */.vD.has(s.kind))
                continue;
            if (typeof s.agent !== 'string')
                defaulted = true;
            else if (!sameAgent(s.agent, chosen))
                out.push({ step: s.id, agent: s.agent });
        }
    }
    const fallback = workflow.data.execution?.agent;
    if (defaulted && fallback !== undefined && !sameAgent(fallback, chosen))
        out.push({ step: 'execution.agent', agent: fallback });
    return out;
}
/** The note a run prints when it starts: `--agent claude:opus runs every agent step, in place of the agent: of design (gemini), \u2026`. */
function replacedStepAgentsNote(workflow, selection, shown) {
    const replaced = replacedStepAgents(workflow, selection);
    if (replaced.length === 0)
        return undefined;
    const list = replaced.map((r) => `${r.step} (${r.agent})`).join(', ');
    return `agent: ${shown} runs every agent step, in place of the agent: the workflow names for ${list} (the invocation's agent comes first: docs/agents.md#choosing-the-agent)`;
}

;// CONCATENATED MODULE: ./src/core/run/open-run.ts
// How an invocation opens the run it found (docs/run-semantics.md): the checks before the lock
// (--rerun-from against a fresh start, the agents a reopened run needs), then under the lock the
// run read again if it changed, and made this invocation's \u2014 a fresh start (the earlier run moved
// aside: state/supersede.ts, also one a crash interrupted), a resume (its journal replayed, a dead
// runner's attempt recorded lost, a source change and --rerun-from judged and recorded), or a new
// run \u2014 its run_started recorded, and its start said. What it applies goes through the run
// (run-host.ts), whose journal it opens; the loop that goes on from there is runner.ts's.




























/**
 * The request with the agent selection this invocation uses (its flags, else the run's record)
 * and why; the outcome says it (base.agents) whenever an agent is chosen either way.
 */
function withAgentChoice(request, ctx, base, found = ctx.existing) {
    // The flags as given: a choice made again (under the lock) starts from them, not from the first choice.
    const given = request.agentChoice !== undefined ? request.agentFlags : request.agents;
    const earlier = request.agentChoice;
    const choice = (0,agents_recorded/* effectiveAgents */.Kq)(given, agentRecordRun(ctx, found), ctx.workspace, ctx.runId);
    const shown = (0,agents_recorded/* describeAgents */.i7)(choice.selection);
    delete base.agents;
    if (choice.from !== 'none' && shown !== '')
        base.agents = { shown, from: choice.from, why: (0,agents_recorded/* agentsWhy */.Rz)(choice), ...(choice.replaced !== undefined ? { replaced: true } : {}) };
    // Also in the outcome of a run its agent check then refuses (said as a note once the run starts).
    if (earlier?.notReused !== undefined)
        base.warnings = base.warnings?.filter((w) => w !== earlier.notReused);
    if (choice.notReused !== undefined)
        base.warnings = [...(base.warnings ?? []), choice.notReused];
    return { ...request, agents: choice.selection, agentChoice: choice, ...(given !== undefined ? { agentFlags: given } : {}) };
}
/**
 * The journal already records this loss: a resume recorded it, then died before it did anything
 * else (only run_started lines follow its runner_lost, which names the same attempt and branches).
 * Not recorded twice: the attempt was abandoned once, by the runner that had it in flight.
 */
function lossRecorded(texts, lost) {
    for (let i = texts.length - 1; i >= 0; i--) {
        const e = (0,state_journal/* eventsOf */.XL)([texts[i]])[0];
        if (e.event === 'run_started')
            continue;
        return e.event === 'runner_lost' && e.step === lost.step && e.visit === lost.visit && e.attempt === lost.attempt && (e.branches ?? []).join(',') === (lost.branches ?? []).join(',');
    }
    return false;
}
/** The same agent, command and arguments (what the agent check and the stages see). */
function sameSelection(a, b) {
    return a.agent === b.agent && a.agentCommand === b.agentCommand && (a.agentArgs ?? []).join('\0') === (b.agentArgs ?? []).join('\0') && a.freshSessions === b.freshSessions;
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
/** The opening of one invocation's run: what it reads of the source and decides before the lock, and the run made its own under it. */
class RunOpening {
    run;
    base;
    locate;
    startedSource;
    /** Whether the checks before the lock judged the run reopened by a source change (chooseAgentsAgain checks the same way). */
    checkedSourceChanged = false;
    /** What startedSource gave (read at the start of checkBeforeLock). */
    startedCommit;
    source;
    constructor(run, 
    /** The outcome's fixed part, which the agent choice fills (withAgentChoice). */
    base, 
    /** Resolves the run's context again (run_id, persisted inputs, paths) from what is on disk now. */
    locate, 
    /** The source commit asked for when the invocation began (SourceInfo.startSourceCommit): read before it is needed. */
    startedSource) {
        this.run = run;
        this.base = base;
        this.locate = locate;
        this.startedSource = startedSource;
    }
    get ctx() {
        return this.run.ctx;
    }
    get request() {
        return this.run.request;
    }
    get workflow() {
        return this.run.workflow;
    }
    get workspace() {
        return this.run.workspace;
    }
    get ports() {
        return this.run.ports;
    }
    /** Before the lock: --rerun-from against a fresh start, and the agents and outputs the run needs (run/preflight.ts). */
    async checkBeforeLock() {
        if (this.startedSource !== undefined)
            this.startedCommit = { commit: await this.startedSource };
        const mode = this.ctx.bound.controls.mode;
        // Agents and outputs inside the workspace (run/preflight.ts; plan makes the same checks).
        // A finished run that a source change opens again (source-drift.ts) runs steps: it needs its agents.
        const existing = this.ctx.existing.kind === 'ok' ? this.ctx.existing.state : undefined;
        const rerunFrom = this.rerunFrom;
        if (rerunFrom !== undefined && (mode === 'fresh' || this.ctx.bound.controls.ignorePreviousCompletion)) {
            throw new errors/* StagegateError */.q('WORKFLOW_INPUT_INVALID', `--rerun-from ${rerunFrom} reruns part of run ${this.ctx.runId} as it stands; a fresh start (--mode fresh, --ignore-previous-completion) runs every step again: give one or the other`, {
                hint: `Rerun from the step without --mode fresh: ${(0,rewind/* rerunCommand */.w4)(this.resumeCommand(), rerunFrom)}`,
            });
        }
        // A run that a source change or --rerun-from sends back (a finished one opened again) runs steps
        // it had done: it needs their agents (an active run otherwise only those it can still reach: preflight.ts).
        const sourceChanged = this.sourceChanges(existing);
        this.checkedSourceChanged = sourceChanged;
        await preflightInvocationAsync(this.ctx, this.request.agents ?? {}, { pathEnv: this.request.env['PATH'] ?? '', sourceChanged, itemsRanAsShards: this.request.shards !== undefined });
    }
    /**
     * The run changed between the first read and the lock: the agent choice it recorded is read
     * again too (another runner's flags may have replaced it), so this invocation runs, and records,
     * the run's choice as it is now. Another agent than the one checked before the lock is checked
     * now, before anything runs (without loading importers: a child workflow in another format is
     * checked by its step).
     */
    chooseAgentsAgain(found) {
        const before = this.request.agentChoice;
        if (before === undefined)
            return;
        this.run.request = withAgentChoice(this.request, this.ctx, this.base, found);
        // Whether a source change sends the run back, judged again on the run as it is now: the other
        // runner's verdicts may be stale here where the ones read before the lock were not (then the
        // steps it goes back to need their agents too).
        const sourceChanged = this.sourceChanges(found.kind === 'ok' ? found.state : undefined);
        if (sameSelection(before.selection, this.request.agents ?? {}) && sourceChanged === this.checkedSourceChanged)
            return;
        this.checkedSourceChanged = sourceChanged;
        preflightInvocation(this.ctx, this.request.agents ?? {}, { pathEnv: this.request.env['PATH'] ?? '', sourceChanged, itemsRanAsShards: this.request.shards !== undefined });
    }
    /** Whether this invocation sends `existing` back to steps it had done (a source change that reopens it, or --rerun-from): they need their agents. */
    sourceChanges(existing) {
        return this.rerunFrom !== undefined || (existing !== undefined && (0,source_drift/* reopens */.Lv)((0,source_drift/* sourceChange */.Mh)(existing, this.sourceNow(), this.sourcePolicy()), this.sourcePolicy()));
    }
    /** The context read again under the lock; the lock must still be the run's (the state did not move). */
    relocate() {
        const again = this.locate();
        if (again.lockPath !== this.ctx.lockPath) {
            throw new errors/* StagegateError */.q('WORKFLOW_LOCKED', `run ${again.runId} of workflow ${this.workflow.name} was moved by another stagegate process while this invocation started; nothing was changed`, {
                hint: 'Run the same command again.',
            });
        }
        this.run.ctx = again;
    }
    /**
     * The run as found under the lock, made this invocation's: its state taken from the journal's
     * replay, or a new one started. Synchronous, so that nothing it read (a long run's parsed journal
     * events) stays alive in execute()'s suspended frame while the run goes on.
     */
    open(mode) {
        // The journal read before the lock is replayed once: under it, only a changed journal is read again (reloadRun).
        const loading = { log: this.request.keepLog !== false, naming: this.ctx.naming };
        let load = (0,state_store/* reloadRun */.pI)(this.ctx.existing, this.run.files, this.workflow, this.ctx.statePath.rel, loading);
        if (!sameRun(load, this.ctx.existing)) {
            // Another runner changed the run between the first read and the lock (it finished, or a
            // fresh run moved it aside): what this invocation read of it is read again, under the lock.
            this.relocate();
            load = (0,state_store/* reloadRun */.pI)(this.ctx.existing, this.run.files, this.workflow, this.ctx.statePath.rel, loading);
            this.chooseAgentsAgain(load);
        }
        const { ctx } = this;
        // Input conflicts and a readable journal: judged on the state no other runner can change now.
        checkInputConflicts(ctx);
        if (load.kind === 'corrupt' && mode === 'resume')
            throw (0,refuse_unloadable/* integrityViolation */.FP)(load);
        // The context keeps the state it read, not the journal's events, for the rest of the run.
        this.ctx.existing = (0,state_store/* withoutEvents */.oE)(this.ctx.existing);
        // A runner that died mid-stage may have left its stage running: kill it before anything else.
        const killed = load.kind === 'ok' ? this.killLeftovers(load.state) : 0;
        let resumed = false;
        // A fresh start a crash interrupted (its marker beside the state file): this invocation
        // finishes it \u2014 whatever of the earlier run is still in place is moved into its folder \u2014 and
        // starts the run anew, as that fresh start would have. A run it left is never read as it is
        // (the earlier run with some of its files moved, or its logs and outputs without a journal).
        let pending = (0,fresh_marker/* readPendingFresh */.iW)(this.workspace, ctx.runRoot, ctx.statePath, (why) => this.run.warn(why));
        if (pending?.started === true) {
            // Its run had started (a crash between its first commit and the marker's removal): only the marker is left to remove.
            if (load.kind === 'ok' && (0,fresh_marker/* freshStartDone */.RC)(pending, load.state.fresh_execution_of?.superseded_to))
                (0,supersede/* endSupersede */.ah)(ctx.statePath);
            else
                this.run.warn(`the fresh-start marker ${ctx.statePath.rel}.fresh names a run that is not the one in place: it is ignored (it changes nothing; remove it)`);
            pending = undefined;
        }
        if (pending !== undefined && mode === 'resume' && this.rerunFrom !== undefined) {
            // The run it continues is a new one: it has reached no step to run again.
            const planned = (0,rewind/* planRewind */.PB)(undefined, this.workflow, this.rerunFrom);
            if ((0,rewind/* isRefusal */.vu)(planned))
                throw (0,rewind/* rewindError */.sz)(planned);
        }
        if (mode === 'fresh' || pending !== undefined) {
            if (pending !== undefined)
                this.ports.onEvent?.({ type: 'note', message: `a fresh start of run ${ctx.runId} was interrupted before it moved every file of the earlier run into ${pending.target.rel}: finishing it, then starting the run anew` });
            const { movedTo, left } = this.freshStart(load.kind === 'ok' ? load.state : undefined, pending);
            // Where the earlier run went: its journal, state, logs and outputs are kept there, not deleted
            // \u2014 but not an output outside its run root and artifact_root, which is not its own to move.
            if (movedTo !== null && !(load.kind === 'corrupt' && load.writtenBy !== undefined)) {
                const was = load.kind === 'ok' ? ` (${load.state.status})` : '';
                const outside = left.length === 0 ? '' : `; ${left.length === 1 ? 'its output' : `${left.length} outputs`} outside the run root stay${left.length === 1 ? 's' : ''} in place, for this run to write over: ${left.slice(0, 3).join(', ')}${left.length > 3 ? ', \u2026' : ''}`;
                this.ports.onEvent?.({ type: 'note', message: `fresh start: the earlier run ${ctx.runId}${was} was moved aside, into ${movedTo}/ (its journal, state, logs and ${left.length === 0 ? 'outputs' : 'the outputs in its run root'}, as they were${outside})` });
            }
            // A run a newer stagegate wrote is not read by this one (written-by.ts): a fresh start moves
            // it aside unread, as it moves any run it starts over. Said plainly: which build wrote it,
            // where it went, and that this build's run now stands in its place.
            if (load.kind === 'corrupt' && load.writtenBy !== undefined) {
                const plain = (0,written_by/* plainVersion */.VY)(load.writtenBy);
                this.run.warn(`run ${ctx.runId} was written by ${(0,written_by/* newerBuildName */.xU)(load.writtenBy)} than this one (${version/* VERSION */.x}): this fresh start moved it aside unread, into ${movedTo ?? `${ctx.runRoot.rel}/.superseded/`}, and starts the run anew with ${version/* VERSION */.x}; ${plain !== undefined ? `stagegate ${plain} or later` : 'the stagegate that wrote it'} can still read it there`);
            }
        }
        else if (load.kind === 'ok') {
            // A rerun from a step does not check the outputs of the verdicts it takes back: they run again
            // (a parallel or foreach step it reopens reads its kept branches' and items' outputs itself).
            const takenBack = this.takenBackByRerun(load.state);
            // The commands a refusal here gives carry --allow-workflow-change while the run has not recorded
            // the edit (as status says them), and the integrity refusal's keeps the --on-source-change this
            // invocation was given: without it, following one refusal's command meets the other, whose
            // command drops the first flag again, and so on.
            const given = this.request.invocation;
            const resume = (0,integrity/* withWorkflowChange */.cl)(this.resumeCommand(), load.state, this.workflow, given.allowWorkflowChange);
            const withPolicy = given.onSourceChange !== undefined ? `${resume} --on-source-change ${given.onSourceChange}` : resume;
            // Attempt logs the journal does not record: an older copy of the run restored over a newer one.
            if (this.request.itemRun !== true)
                checkLogsRecorded(load.state, this.workflow, ctx.runRoot, ctx.statePath.rel, resume);
            // Verdicts made at another source commit or package version: refused before anything is
            // written \u2014 with an edited workflow, in the one refusal that names both (checkIntegrity).
            const policy = this.sourcePolicy();
            const change = (0,source_drift/* sourceChange */.Mh)(load.state, this.sourceNow(), policy);
            const rerunFrom = this.rerunFrom;
            const staleSource = rerunFrom === undefined ? (0,source_drift/* staleSourceOf */.c4)(change, policy, resume) : undefined;
            (0,integrity/* checkIntegrity */._D)(load.state, this.workflow, ctx.runId, ctx.bindings, this.workspace, ctx.statePath.rel, { allowWorkflowChange: given.allowWorkflowChange === true, resumeCommand: withPolicy, naming: ctx.naming, staleSource, digests: this.run.digests, ...(takenBack !== undefined ? { takenBack } : {}) });
            if (change && (0,source_drift/* refuses */.QQ)(change, policy)) {
                const refused = (0,source_drift/* refusal */.x5)(change, ctx.runId, resume, { finished: load.state.active_step === null ? load.state.status : undefined, unread: (0,source_drift/* unreadSource */.V1)(load.state) });
                if (rerunFrom === undefined)
                    throw refused;
                // Asked to redo from a step: keeping the verdicts before it at this commit is a choice the person makes.
                const keep = `${(0,rewind/* rerunCommand */.w4)(resume, rerunFrom)} --on-source-change keep`;
                throw new source_drift/* SourceRefusal */.kV(refused.code, refused.message, { hint: `Keep the verdicts before ${rerunFrom} (recorded as a choice) and rerun from it with \`${keep}\`; or run every stale step again with --on-source-change rerun, or start over with --mode fresh.`, nextCommand: keep });
            }
            // --rerun-from a step it cannot redo: refused before anything is written.
            if (rerunFrom !== undefined)
                this.planRerunOrThrow(load.state, rerunFrom);
            for (const message of load.notes)
                this.ports.onEvent?.({ type: 'note', message });
            this.run.continueJournal(load);
            if (this.run.state().active_step === null && change === null && rerunFrom === undefined) {
                // A finished run whose verdicts are all current: report it again, run nothing.
                // Projections left behind by a killed runner are brought level. (At another source it
                // goes on below: rerun opens it again; keep records the choice and reports it again.)
                if (load.snapshotLags)
                    this.run.commit();
                else if (this.request.itemRun !== true)
                    this.run.writeManifest();
                return { kind: 'finished', outcome: alreadyFinishedOf(this.run.ending()) };
            }
            resumed = true;
            this.startInvocation(null);
            this.recordRunnerLost(load.state, load.journal.texts, killed);
            if (change)
                this.recordSourceChange(change);
            if (rerunFrom !== undefined)
                this.recordRewind(rerunFrom);
        }
        else {
            if (this.rerunFrom !== undefined) {
                const planned = (0,rewind/* planRewind */.PB)(undefined, this.workflow, this.rerunFrom);
                if ((0,rewind/* isRefusal */.vu)(planned))
                    throw (0,rewind/* rewindError */.sz)(planned);
            }
            this.run.startJournal(load.kind === 'absent' ? load : { kind: 'absent' });
            this.startInvocation(null);
        }
        return { kind: 'open', resumed };
    }
    /** The run opened (not finished already): its start committed, pointed to, and said. */
    started(mode, resumed) {
        // The invocation's start is on disk before anything runs (an item run's goes out with its first stage's start).
        if (this.request.itemRun !== true)
            this.run.commit();
        // Recorded now: the commands printed to continue the run need not carry the agent flags (the resume finds them).
        const record = this.request.agentChoice !== undefined ? this.run.state().invocations.at(-1)?.agents : undefined;
        if (record !== undefined && (0,agents_recorded/* reusable */.Ez)(record) && this.request.agents !== undefined)
            this.request.agents.recorded = true;
        this.run.writePointer();
        this.request.onStarted?.(this.resumeCommand());
        this.ports.onEvent?.({ type: 'run_started', workflow: this.workflow.name, runId: this.ctx.runId, mode, statePath: this.ctx.statePath.rel, resumed, totalSteps: (0,model_workflow/* declaredStepCount */.K2)(this.workflow) });
        this.warnSameRunElsewhere();
        this.sayAgentChoice();
        // A budget the chosen agent cannot report against is not enforced: said now, not found out
        // from a WORKFLOW_COMPLETE over it (an item run's parent said it already).
        if (this.request.itemRun !== true) {
            const warnings = budgetWarnings(this.workflow, this.workspace, this.request.agents ?? {}).map((w) => w.message);
            if (warnings.length > 0)
                this.base.warnings = [...(this.base.warnings ?? []), ...warnings];
            for (const message of warnings)
                this.ports.onEvent?.({ type: 'note', message: `${WARNING_PREFIX}${message}`, warning: true });
        }
    }
    resumeCommand() {
        return this.run.resumeCommand();
    }
    /**
     * Which agent a resume runs with when that is not what its command line says: the run's record
     * (no agent flags given), or flags that replace it; a recorded command not reused is a warning.
     */
    sayAgentChoice() {
        const choice = this.request.agentChoice;
        if (choice === undefined)
            return;
        if (choice.notReused !== undefined)
            this.run.warn(choice.notReused);
        if (this.base.agents !== undefined && (choice.from === 'run' || choice.replaced !== undefined))
            this.ports.onEvent?.({ type: 'note', message: `agent: ${this.base.agents.shown} (${this.base.agents.why})` });
        // The steps whose own agent: that choice replaces (an item run's parent said it already).
        const replaced = this.request.itemRun !== true && this.base.agents !== undefined ? replacedStepAgentsNote(this.workflow, choice.selection, this.base.agents.shown) : undefined;
        if (replaced !== undefined)
            this.ports.onEvent?.({ type: 'note', message: replaced });
    }
    /**
     * A new run (no state where this invocation looks) whose state path an input left to its default
     * places: a run of the same id elsewhere in the workspace is most likely the one meant, started
     * with that input given (a CI job that forgot it). Said before anything runs; the run goes on, as
     * `status` reports NOT_STARTED here. Only then is the workspace searched.
     */
    warnSameRunElsewhere() {
        const { ctx } = this;
        // A fresh start isolated out of a shared artifact_root: the run of that id in the shared folder is the one it replaces, by design.
        if (this.request.sameRunElsewhere === undefined || ctx.existing.kind !== 'absent' || ctx.runIdGenerated || ctx.isolated)
            return;
        if ((0,run_scope/* locatingInputNames */.S8)(this.workflow).every((name) => ctx.bound.explicit.has(name)))
            return;
        const where = this.request.sameRunElsewhere(ctx);
        if (where !== undefined)
            this.run.warn(`run ${ctx.runId} has no state at ${ctx.statePath.rel}, so this starts a second run of that id there. ${where}`);
    }
    persistedInputs() {
        const inputs = {};
        for (const name of (0,invocation/* declaredInputs */.WB)(this.workflow)) {
            const value = this.ctx.bindings.get(name);
            if (value !== undefined && !['stop_after_step', 'execution_mode', 'ignore_previous_completion'].includes(name))
                inputs[name] = value;
        }
        inputs['run_id'] = this.ctx.runId;
        return inputs;
    }
    /** This invocation starts: the first event of a new journal creates the run. */
    /** `fresh`: a fresh start's run (a resume that finished one a crash interrupted records it as the fresh run it is). */
    startInvocation(freshOf, fresh = false) {
        const { ctx } = this;
        const entry = this.workflow.entry;
        this.run.apply({
            event: 'run_started',
            at: this.run.now(),
            run_id: ctx.runId,
            workflow: this.workflow.name,
            workflow_file: this.workflow.file,
            workflow_digest: this.workflow.digest,
            mode: fresh ? 'fresh' : ctx.bound.controls.mode,
            ignore_previous_completion: fresh || ctx.bound.controls.ignorePreviousCompletion,
            stop_after_step: ctx.bound.controls.stopAfterStep,
            inputs: this.persistedInputs(),
            run_root: ctx.runRoot.rel,
            source_commit: this.sourceNow().source_commit,
            ...(this.sourceUnread !== undefined ? { source_unread: this.sourceUnread } : {}),
            agent_package_version: this.sourceNow().agent_package_version,
            stagegate_version: version/* VERSION */.x,
            stall_rule: 'fixed_point',
            manifest_sections: [...manifest/* LATER_MANIFEST_SECTIONS */.QP],
            fresh_execution_of: freshOf,
            ...(this.workflow.data.terminal?.success !== undefined ? { success_status: this.workflow.data.terminal.success } : {}),
            ...this.agentsRecord(),
            entry,
            entry_kind: this.workflow.steps.get(entry).kind,
            ...(this.request.parentInstance !== undefined ? { parent_instance: this.request.parentInstance } : {}),
        });
    }
    /** The agent choice this invocation runs with, for its run_started (a top-level run's: items and children run their parent's). */
    agentsRecord() {
        // A recorded command this invocation could not reuse: the run's record stays the one that names it.
        if (this.request.agentChoice === undefined || this.request.agentChoice.notReused !== undefined)
            return {};
        const record = (0,agents_recorded/* toRecord */.Lv)(this.request.agents ?? {}, this.workspace);
        return record !== undefined ? { agents: record } : {};
    }
    /** The source this invocation runs at: git HEAD (the Action: the pull request's head) and the agent package version. */
    sourceNow() {
        if (this.source === undefined) {
            this.source = { source_commit: this.startedCommit !== undefined ? this.startedCommit.commit : this.ports.source.sourceCommit(this.workspace.root), agent_package_version: this.ctx.agentPackageVersion };
            // A git work tree git would not read (a checkout another user owns): said once, recorded.
            const why = this.source.source_commit === null ? this.ports.source.unreadable?.(this.workspace.root) : undefined;
            if (why !== undefined) {
                this.sourceUnread = why;
                this.run.warn((0,source_drift/* unreadSourceWarning */.Up)(this.workspace.root, why));
            }
        }
        return this.source;
    }
    /** Why sourceNow found no commit in a git work tree (git's first line), when it did not. */
    sourceUnread;
    sourcePolicy() {
        return (0,source_drift/* effectivePolicy */.Ci)(this.request.invocation, this.workflow);
    }
    /** A resume at another source: recorded in the journal (why steps run again, or that old verdicts were kept), and said. */
    recordSourceChange(change) {
        const applied = this.run.apply({ event: 'source_changed', at: this.run.now(), change, to: null, stop: null });
        this.run.sourceChangeRecorded(applied.state.source_changes?.[applied.state.source_changes.length - 1]);
        this.ports.onEvent?.({ type: 'note', message: (0,source_drift/* describeSourceChange */.F)(change) });
    }
    /** --rerun-from STEP, the step an imported file's id as written there names (N-001 for N_001) when it names one. */
    get rerunFrom() {
        const given = this.request.invocation.rerunFrom;
        return given === undefined ? undefined : ((0,model_workflow/* stepNamed */.au)(this.workflow, given) ?? given);
    }
    /** --rerun-from STEP: the verdicts it takes back, recorded in the journal (run/rewind.ts), and said. */
    recordRewind(stepId) {
        // Planned again on the state a source change may have moved on (it only takes verdicts back).
        const plan = this.planRerunOrThrow(this.run.state(), stepId);
        // A step that asked a person in this visit is entered again: a new visit takes its questions
        // back (a pending one too) and renews its allowance (WORKFLOW_BLOCKED_QUESTION_LIMIT's fix).
        if (plan.taken_back.length === 0 && plan.step === this.run.state().active_step && (0,run_questions/* questionsOfVisit */.oc)(this.run.state(), plan.step).length === 0) {
            // The run is at STEP and has no verdict of it: the resume runs it anyway. Entering it again
            // would only spend a visit of its max_visits.
            this.ports.onEvent?.({ type: 'note', message: `rerun from ${plan.step}: the run is at ${plan.step} and has no verdict of it to take back; it resumes there` });
            return;
        }
        // The step whose failure ended the run: said, since it has no verdict to take back.
        const failure = plan.taken_back.length === 0 && (0,failed_end/* failedEnd */.FA)(this.run.state()) === plan.step ? (0,failed_end/* failureInWords */.dp)(this.run.state(), plan.step) : undefined;
        this.run.apply({ event: 'rewound', at: this.run.now(), step: plan.step, taken_back: plan.taken_back, ...(plan.items !== undefined ? { items: plan.items } : {}), ...(plan.branches !== undefined ? { branches: plan.branches } : {}), ...(failure !== undefined ? { after_failure: failure } : {}), to: null, stop: null });
        this.ports.onEvent?.({ type: 'note', message: (0,rewind/* describeRewind */.Zn)(plan, failure) });
    }
    /**
     * The rerun from `stepId` as it will be done, with what the runs on disk say (rewind-items.ts
     * planRerun: the one check status offers by); refused: nothing of this invocation is written.
     */
    planRerunOrThrow(state, stepId) {
        const plan = (0,rewind_items/* planRerun */.eo)(this.workspace, state, this.workflow, stepId, this.ctx.runRoot.rel);
        if (!(0,rewind/* isRefusal */.vu)(plan))
            return plan;
        this.run.discardUncommitted();
        // No visit left: the continuation in the words of the command that runs it once max_visits is raised.
        if (plan.raise !== undefined)
            throw (0,rewind/* rewindError */.sz)({ ...plan, hint: (0,rewind/* raiseVisitsHint */.Kn)(plan.raise, this.workflow, this.resumeCommand(), undefined, plan.alsoAtLimit, `and the run reaches it again from ${plan.raise}`) });
        throw (0,rewind/* rewindError */.sz)(plan);
    }
    /**
     * The steps whose verdicts --rerun-from takes back (run/rewind.ts planRewind), if it is given and
     * allowed: their outputs are not checked as evidence (integrity.ts), they run again.
     */
    takenBackByRerun(state) {
        const from = this.rerunFrom;
        if (from === undefined)
            return undefined;
        const plan = (0,rewind/* planRewind */.PB)(state, this.workflow, from);
        return (0,rewind/* isRefusal */.vu)(plan) ? undefined : new Set(plan.taken_back);
    }
    /**
     * Moves the earlier run's own files aside and starts the run anew. `pending`: a fresh start a
     * crash interrupted (state/supersede.ts), finished into its folder \u2014 the run it supersedes read
     * from there once its journal was moved. Returns the folder they went into (null: nothing moved).
     */
    freshStart(previous, pending) {
        const { ctx } = this;
        const prior = previous ?? (pending !== undefined ? this.supersededState(pending) : undefined);
        // Only what is this run's own (run/fresh.ts): never a path an untrusted previous state names.
        const paths = freshOwnedPaths(ctx, prior);
        const stamp = this.run.now().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
        const { to: movedTo, marked } = (0,supersede/* supersede */.hh)(this.workspace, ctx.runRoot, ctx.statePath, paths, stamp, { pending, random: this.run.random });
        const freshOf = prior || movedTo ? { run_id: prior?.run_id ?? ctx.runId, status: prior?.status ?? null, superseded_to: movedTo } : null;
        // Its marker is removed once the new run's start is committed (run-host.ts commit): a crash before then finds it again.
        this.run.startJournal({ kind: 'absent' }, marked);
        this.startInvocation(freshOf, true);
        return { movedTo, left: outputsLeftInPlace(prior, paths) };
    }
    /** The run an interrupted fresh start supersedes, its journal already in the start's folder: replayed there (undefined when it does not load). */
    supersededState(pending) {
        const moved = (0,state_store/* loadRun */.Sj)({ state: (0,external_node_path_.join)(pending.target.abs, this.ctx.statePath.rel) }, this.workflow, this.ctx.statePath.rel, { log: false });
        return moved.kind === 'ok' ? moved.state : undefined;
    }
    /** Processes a dead runner's attempts still have running (leftovers.ts): killed, and said so. How many (null: none looked for). */
    killLeftovers(state) {
        const left = leftoverAttempts(state);
        if (left.length === 0)
            return 0;
        if (!this.ports.processes.killLeftovers)
            return null;
        const killed = this.ports.processes.killLeftovers(left);
        if (killed > 0)
            this.ports.onEvent?.({ type: 'note', message: `killed ${killed} process${killed === 1 ? '' : 'es'} that the runner before this one left running (the attempt in flight when it stopped)` });
        return killed;
    }
    /**
     * A resume that found an attempt in flight (its runner died: this one holds the lock): recorded
     * after its run_started, with the branches it left running and the processes killed.
     */
    recordRunnerLost(found, texts, killed) {
        const flight = found.in_flight;
        if (flight === null)
            return;
        const branches = (0,parallel_records/* runningBranches */.Kk)(found, flight.step);
        const lost = { event: 'runner_lost', at: this.run.now(), step: flight.step, visit: flight.visit, attempt: flight.attempt, ...(branches.length > 0 ? { branches } : {}), killed };
        if (lossRecorded(texts, lost))
            return;
        this.run.apply(lost);
    }
}

;// CONCATENATED MODULE: ./src/core/run/runner.ts
// The run entry: load and validate the workflow, bind the invocation, take the run lock, open
// the run (open-run.ts: replay its journal to resume it, or start a new one), then hand step after
// step to its executor (executors.ts). Every change to the run is an event: applied to the state
// at once, appended to the journal at each commit (one fdatasync), after which the state's
// projections (workflow_state.yaml, RUN_MANIFEST.yaml) are written (run-host.ts).





















async function runWorkflow(asked, ports) {
    let request = asked;
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
        // The source commit is asked for now and read once the workflow and the journal are loaded (git runs meanwhile).
        // With it, where the port watches HEAD, the watch this run asks as its attempts end (source_advanced).
        const watched = ports.source.watchSourceCommit?.(workspace.root);
        const startedSource = watched !== undefined ? watched.commit : ports.source.startSourceCommit?.(workspace.root);
        const workflow = request.workflowModel ?? (await (0,load_and_check/* loadAndCheckAsync */.ad)(workspace, request.workflowFile, request.commandName));
        base.workflow = workflow.name;
        base.workflowFile = workflow.file;
        // Steps an aiox requires check can go around: the run's end lists them, from the whole journal's decisions.
        if (request.keepLog === false && (0,decision_transition/* canSkipByRequires */.Dy)(workflow))
            request = { ...request, keepLog: true };
        // --rerun-from STEP that names no step: the workflow alone knows, so it is said before the run is
        // located, loaded or checked (a changed output, a run not started would otherwise be said instead).
        const rerunFrom = request.invocation.rerunFrom;
        const unknown = rerunFrom === undefined ? undefined : (0,rewind/* rerunStepUnknown */.rU)(workflow, (0,model_workflow/* stepNamed */.au)(workflow, rerunFrom) ?? rerunFrom);
        const locate = () => {
            ctx = (0,context/* resolveRunContext */.xn)(workflow, workspace, request.invocation, ports.clock.now(), { ancestorRunRoots: request.ancestry?.map((a) => a.runRoot) ?? [], itemRun: request.itemRun === true, log: request.keepLog !== false, naming: { commandName: request.commandName, inputsInHints: request.agentFlagsInHints } });
            Object.assign(base, { runId: ctx.runId, statePath: ctx.statePath.rel, manifestPath: ctx.manifestPath.rel, runRoot: ctx.runRoot.rel });
            return ctx;
        };
        if (unknown !== undefined) {
            // The refusal stands whatever the run's state; the run, where it can be located (read, not
            // checked), is reported as it stands \u2014 its state path, active and completed steps \u2014 as
            // other refusals report it (the Action's outputs and summary read them).
            try {
                locate();
            }
            catch {
                /* not locatable (no run id, say): the refusal alone */
            }
            throw (0,rewind/* rewindError */.sz)(unknown);
        }
        const located = locate();
        if (request.answer !== undefined)
            refuseUnexpectedAnswer(located, request);
        // A run started with agent flags remembers them: this invocation without any uses the run's record (agents/recorded.ts).
        if (request.itemRun !== true && (request.ancestry?.length ?? 0) === 0)
            request = withAgentChoice(request, located, base);
        const marked = request.invocationToken !== undefined && request.random !== undefined && request.stageMasks !== undefined && request.syncedNames !== undefined ? request : { ...request, invocationToken: request.invocationToken ?? newInvocationToken(), random: request.random ?? new RandomHex(), stageMasks: request.stageMasks ?? new StageMasks(), syncedNames: request.syncedNames ?? new SyncedNames() };
        const run = new Run(located, marked, ports, base, runWorkflow, watched?.head);
        return await execute(run, new RunOpening(run, base, locate, startedSource));
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        const existing = ctx && ctx.existing.kind === 'ok' ? ctx.existing.state : undefined;
        return {
            ...base,
            // Stopped before the run was located (the workflow does not load): the run id given, as given.
            runId: base.runId ?? request.invocation.runId ?? request.invocation.tokens['run_id'] ?? null,
            status: error.code,
            exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code),
            message: error.message,
            ...(error.hint !== undefined ? { hint: error.hint } : {}),
            ...(error instanceof source_drift/* SourceRefusal */.kV ? { sourceRefused: true } : {}),
            location: error.location,
            activeStep: existing?.active_step ?? null,
            completedSteps: existing?.completed_steps ?? [],
            nextCommand: error.nextCommand ?? null,
        };
    }
}
/**
 * run --answer where no question waits (run/questions.ts): a usage error before the lock, with
 * nothing read as an answer or written. A fresh start or a --rerun-from takes back the question.
 */
function refuseUnexpectedAnswer(ctx, request) {
    const existing = ctx.existing.kind === 'ok' ? ctx.existing.state : undefined;
    const pending = (0,run_questions/* pendingQuestion */.ec)(existing);
    const why = ctx.bound.controls.mode === 'fresh'
        ? 'this invocation starts the run afresh (--mode fresh), which asks nothing yet'
        : request.invocation.rerunFrom !== undefined
            ? '--rerun-from runs the step again from its start, which takes any question back'
            : existing === undefined
                ? `run ${ctx.runId} has not started`
                : pending === undefined
                    ? `run ${ctx.runId} has no question waiting for an answer (it stands at ${existing.status}${existing.active_step !== null ? `, step ${existing.active_step}` : ''})`
                    : undefined;
    if (why === undefined)
        return;
    // The question is a child workflow run's: the answer goes there (its own run --answer), not to this run.
    // Only while the run stands at that stop: the step's record keeps the command of a question answered since
    // (its child then paused at an approval, or failed), as status and the outcome ask it too.
    const child = existing?.status === 'WORKFLOW_ANSWER_REQUIRED' && pending === undefined && ctx.bound.controls.mode !== 'fresh' && request.invocation.rerunFrom === undefined ? (0,run_questions/* childAnswerNext */.O3)(existing, request.commandName ?? 'stagegate', (0,command_line/* runCommandLine */.rZ)(request.commandName ?? 'stagegate', ctx.workflow.file, ctx.runId)) : undefined;
    if (child !== undefined) {
        throw new errors/* StagegateError */.q('WORKFLOW_ANSWER_NOT_PENDING', `--answer was given, but the question run ${ctx.runId} waits on is its child workflow run's (step ${existing.active_step}), which takes the answer itself; nothing was recorded`, { hint: child.hint, nextCommand: child.nextCommand });
    }
    throw new errors/* StagegateError */.q('WORKFLOW_ANSWER_NOT_PENDING', `--answer was given, but ${why}; nothing was recorded`, { hint: 'Run again without --answer (`stagegate status` says where the run stands).' });
}
/** One invocation of the run: opened under its lock, its steps run to a stop, and whatever it left running ended. */
async function execute(run, opening) {
    const mode = run.ctx.bound.controls.mode;
    await opening.checkBeforeLock();
    const lock = run.request.itemRun === true ? undefined : state_lock/* RunLock */.jj.acquire(run.ctx.lockPath, lockName(run.ctx));
    try {
        (0,atomic_write/* removeStaleTempFiles */.Fh)(run.ctx.statePath.abs);
        (0,atomic_write/* removeStaleTempFiles */.Fh)(run.ctx.manifestPath.abs); // a runner killed while writing the manifest leaves one too
        const opened = opening.open(mode);
        if (opened.kind === 'finished')
            return opened.outcome;
        opening.started(mode, opened.resumed);
        const stop = await loop(run);
        return run.checkEvidenceAtEnd(stop, run.finish(stop));
    }
    catch (error) {
        return run.failed(error);
    }
    finally {
        run.close();
        // Whatever the invocation's stages left running outside their groups ends with it.
        if (run.ancestry.length === 0 && run.request.itemRun !== true) {
            const prefix = invocationPrefix(attemptToken(run.request.invocationToken));
            // An invocation that started no process left none running: no scan of every process (a
            // status-like run: finished already, refused, paused at an approval, decisions only).
            if (run.ports.processes.started?.(prefix) !== false)
                run.ports.processes.killLeftovers?.([{ token: prefix }]);
        }
        lock?.release();
    }
}
/** Step after step, each by its executor, until the run has no active step or one stops it. */
async function loop(run) {
    for (;;) {
        const id = run.state().active_step;
        if (id === null)
            return run.state().status;
        if (run.request.signal?.aborted)
            return stopInterrupted(run, id);
        const step = run.workflow.steps.get(id);
        const stop = await EXECUTORS[step.kind](run, step);
        if (stop !== undefined)
            return stop;
    }
}
/** Cancelled between steps (request.signal): only the run's status records it; the step stays active. */
function stopInterrupted(run, id) {
    const message = `run ${run.ctx.runId} ${interruption(run.request.signal)} before step ${id} started; resume with: ${run.resumeCommand()}`;
    run.apply({ event: 'stopped', at: run.now(), code: 'WORKFLOW_INTERRUPTED', message });
    run.commit();
    return 'WORKFLOW_INTERRUPTED';
}

// EXTERNAL MODULE: ./src/core/shards/unshardable.ts
var unshardable = __webpack_require__(3032);
;// CONCATENATED MODULE: ./src/core/commands/shards.ts
// `stagegate shards`, `run --shard KEY` and `stagegate merge` (docs/run-semantics.md#shards): a
// foreach step's items, or a parallel step's branches, run as shards \u2014 each in a run folder of its
// own with its own journal, on this machine or another \u2014 and are merged back into the run in a
// fixed order (the items' order; the branches' declared order).





































/** The run as a resume would find it, read-only (no lock). */
function readParent(workspaceRoot, workflowFile, invocation, importers, request, batch) {
    const loaded = batch?.loaded ?? loadParentWorkflow(workspaceRoot, workflowFile, importers);
    if (batch)
        batch.loaded = loaded;
    const { workspace, workflow } = loaded;
    const ctx = (0,context/* resolveRunContext */.xn)(workflow, workspace, { ...invocation, mode: 'resume' }, new Date(), { readOnly: true, naming: { commandName: request.commandName, inputsInHints: request.agentFlagsInHints } });
    const load = ctx.existing;
    if (load.kind === 'corrupt')
        throw (0,refuse_unloadable/* integrityViolation */.FP)(load);
    if (load.kind !== 'ok')
        return { workspace, workflow, ctx, state: undefined, instance: undefined };
    (0,integrity/* checkIntegrity */._D)(load.state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: invocation.allowWorkflowChange === true, naming: ctx.naming });
    return { workspace, workflow, ctx, state: load.state, instance: (0,state_journal/* originOf */.yv)(load.journal) };
}
function loadParentWorkflow(workspaceRoot, workflowFile, importers) {
    const workspace = new workspace_workspace/* Workspace */.aR(workspaceRoot);
    return { workspace, workflow: (0,load_and_check/* loadAndCheck */.wy)(workspace, workflowFile, importers) };
}
function fanOutIn(view) {
    const state = view.state;
    if (!state)
        return undefined;
    return fanOutOf({ workspace: view.workspace, state: () => state, ctx: view.ctx }, view.workflow);
}
function branchFanOutIn(view) {
    return view.state ? (0,branch_fan_out/* branchFanOutOf */.ZR)(view.state, view.workflow) : undefined;
}
/** What `shards`, `run --shard` and `merge` say of a workflow that cannot fan out. */
const NO_FAN_OUT = 'the workflow has no foreach or parallel step, so it never has shards';
function toFanOut(view, request) {
    const { workflow } = view;
    const run = `${request.commandName ?? 'stagegate'} run ${(0,command_line/* runTarget */.Nh)(workflow.file, view.ctx.runId, request.agentFlagsInHints ? (0,run_scope/* stateLocatingInputs */.G$)(workflow, view.ctx.bound.explicit) : [])}`;
    const fanOut = [...workflow.steps.values()].find((s) => s.kind === 'foreach' || s.kind === 'parallel');
    // No foreach or parallel step: the workflow never has shards (NO_FAN_OUT says so).
    if (!fanOut)
        return undefined;
    if (fanOut.id === workflow.entry)
        return { command: run, entry: fanOut.id };
    const before = [...workflow.steps.values()].filter((s) => s.id !== fanOut.id && (0,graph/* transitionsOf */.C5)(s).some((t) => t.to === fanOut.id));
    return { command: `${run}${before.length === 1 ? (0,command_line/* flagWord */.Np)('stop-after-step', before[0].id) : ` --stop-after-step <the step before ${fanOut.id}>`}` };
}
/** Why a run whose fan-out step is its entry step has no shards before it stops at that step, and what runs it (no capital, no full stop). */
function entryFanOut(start) {
    return `its fan-out step ${start.entry ?? ''} is the entry step: no run stops before it, so a run has shards only once it has stopped at that step (an item failed); \`${start.command}\` runs every shard in this one process (to fan out, give the workflow a step before ${start.entry ?? ''})`;
}
/** The fix for a shard of a run that has not started: run it to its fan-out step, or say it has none. */
function fanOutHint(start) {
    if (start === undefined)
        return `Nothing to shard: ${NO_FAN_OUT}.`;
    if (start.entry !== undefined)
        return `Nothing to shard: ${entryFanOut(start)}.`;
    return `Run it to its fan-out step first (\`${start.command}\`).`;
}
/** `stagegate shards`: the shard keys of the run's active foreach or parallel step that can run now. Nothing runs. */
function listShards(workspaceRoot, workflowFile, invocation, importers, request = {}) {
    const view = readParent(workspaceRoot, workflowFile, invocation, importers, request);
    const run = { statePath: view.ctx.statePath.rel, manifestPath: view.ctx.manifestPath.rel, state: view.state };
    if (!view.state) {
        const command = toFanOut(view, request);
        return { runId: view.ctx.runId, step: null, kind: null, shards: [], waiting: [], run, ...(command !== undefined ? { toFanOut: command } : {}) };
    }
    const branches = branchFanOutIn(view);
    if (branches)
        refuseUnshardable(view, branches, request);
    if (branches)
        return { runId: view.ctx.runId, step: branches.step.id, kind: 'parallel', shards: (0,branch_fan_out/* readyBranches */.G0)(branches).map((b) => b.id), waiting: [], run };
    const fan = fanOutIn(view);
    if (!fan)
        return { runId: view.ctx.runId, step: null, kind: null, shards: [], waiting: [], run };
    const ready = readyItems(fan.record).map((i) => i.id);
    const waiting = fan.record.items.filter((i) => isOpen(i) && !ready.includes(i.id)).map((i) => i.id).toArray();
    return { runId: view.ctx.runId, step: fan.step.id, kind: 'foreach', shards: ready, waiting, run };
}
/** The keys of every fan-out step of the run but `step`, in declared order (steps with no key left out). */
function otherFanOutKeys(view, step) {
    const others = [];
    for (const s of view.workflow.steps.values()) {
        if (s.id === step)
            continue;
        let keys = [];
        if (s.kind === 'parallel')
            keys = branchesOf(view.workflow, s).map((b) => b.id);
        else if (s.kind === 'foreach' && view.state)
            keys = stepRecord(view.state, s.id)?.foreach?.items.map((i) => i.id).toArray() ?? [];
        if (keys.length > 0)
            others.push({ step: s.id, keys });
    }
    return others;
}
/** What a merge of the run would match shard results against (mergeShards pairs them with these keys), read without the lock. */
function mergeKeys(workspaceRoot, workflowFile, invocation, importers) {
    const view = readParent(workspaceRoot, workflowFile, invocation, importers, {});
    const branches = branchFanOutIn(view);
    if (branches)
        return { step: branches.step.id, keys: branches.branches.map((b) => b.id), others: otherFanOutKeys(view, branches.step.id) };
    const fan = fanOutIn(view);
    if (fan)
        return { step: fan.step.id, keys: fan.record.items.map((i) => i.id).toArray(), others: otherFanOutKeys(view, fan.step.id) };
    return { step: null, keys: [], others: otherFanOutKeys(view, null) };
}
/**
 * The fan-out step the run is at, from its state and the workflow alone (no item registry read):
 * what a refusal before the shard is looked up (the run's lock, another source commit) names.
 */
function fanOutStepAt(view) {
    const id = view.state?.active_step ?? null;
    const step = id === null ? undefined : view.workflow.steps.get(id);
    return step && (step.kind === 'foreach' || step.kind === 'parallel') ? { step: step.id, kind: step.kind } : undefined;
}
function failed(base, key, error, at) {
    return {
        status: error.code,
        exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code),
        message: error.message,
        ...(error.hint !== undefined ? { hint: error.hint } : {}),
        location: error.location,
        workflow: base.workflow, // its name once it loaded (a refusal after that), as run --json gives it
        workflowFile: base.workflowFile,
        runId: base.runId,
        activeStep: null,
        completedSteps: [],
        statePath: null,
        manifestPath: null,
        runRoot: null,
        nextCommand: error.nextCommand ?? null,
        stagesRun: 0,
        shard: { key, step: at?.step ?? null, kind: at?.kind ?? null, folder: null, finished: false },
    };
}
/** The size of an output the shard accepted, which must be there to travel with it. */
function shards_sizeOf(view, path, key) {
    const st = (0,external_node_fs_.lstatSync)(view.workspace.resolve(path, `output of shard ${key}`).abs, { throwIfNoEntry: false });
    if (!st?.isFile())
        throw new errors/* StagegateError */.q('STAGE_OUTPUT_MISSING', `shard ${key}: its output ${path} is not in the workspace, so the shard cannot carry it`, { hint: 'Run the shard again (its run recorded the output; something removed it since).' });
    return st.size;
}
/**
 * The bytes of an output the shard accepted, read without waiting on a FIFO a stage put in its
 * place (a link is followed, as when it was accepted): anything but a file is STAGE_OUTPUT_MISSING.
 */
function outputBytes(view, path, key) {
    try {
        return (0,own_file/* readRegularFile */.XF)(view.workspace.resolve(path, `output of shard ${key}`).abs, Number.MAX_SAFE_INTEGER, { follow: true });
    }
    catch (error) {
        if (!(error instanceof own_file/* NotRegularFileError */.iZ))
            throw error;
        throw new errors/* StagegateError */.q('STAGE_OUTPUT_MISSING', `shard ${key}: its output ${path} is ${error.kind} now, not a file, so the shard cannot carry it`, { hint: 'Run the shard again (its run recorded the output; something replaced it since).' });
    }
}
/**
 * Finished shard: its descriptor, and a copy of each accepted output under files/ (so the folder
 * travels on its own). Each copy is made durable (file, then folder) before SHARD.json is written
 * the same way: a power loss never leaves a descriptor whose copies are not on the disk. The
 * fsyncs run on libuv's pool, so a leg goes on to its next key meanwhile (see runShard).
 */
async function sealShard(view, claim, statePathRel, state, warnings) {
    const { key } = claim;
    const folder = (0,external_node_path_.dirname)(view.workspace.resolve(statePathRel, `shard ${key}`).abs);
    const accepted = acceptedOutputs(state);
    // A child_workflow branch's child keeps its own run folder: its outputs travel in the shard.
    const outputs = claim.kind === 'parallel' ? (0,branch_fan_out/* branchShardOutputs */.R7)(state, claim.step, key, accepted).map((o) => ({ ...o, size: shards_sizeOf(view, o.path, key) })) : accepted;
    const copies = outputs.map((output) => ({ path: (0,external_node_path_.join)(folder, descriptor/* SHARD_FILES_DIR */.ph, output.path), bytes: outputBytes(view, output.path, key) }));
    // Every copy settled before anything else (the lock is released after): the first failure is the seal's.
    const written = await Promise.allSettled(copies.map((copy) => (0,atomic_write/* atomicWriteFileDurably */.IX)(copy.path, copy.bytes)));
    const failed = written.find((w) => w.status === 'rejected');
    if (failed)
        throw failed.reason;
    const journal = readJournalHead(folder);
    // The run's journal read when the shard started has at least its first event.
    if (view.instance === undefined)
        throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', `the journal of run ${view.ctx.runId} has no first event to name in the shard's ${descriptor/* SHARD_FILE */.aL}`);
    await (0,descriptor/* writeDescriptor */.fJ)(folder, {
        shard: 1,
        kind: claim.kind,
        run_id: view.ctx.runId,
        run_instance: view.instance,
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
        // The shard's run's warnings, as its leg reported them: the merge reports them too.
        ...(warnings !== undefined && warnings.length > 0 ? { warnings: [...warnings] } : {}),
    });
}
function readJournalHead(folder) {
    const read = (0,state_journal/* readJournal */.a0)((0,state_journal/* journalPathFor */.S7)((0,external_node_path_.join)(folder, 'workflow_state.yaml')));
    if (read.kind !== 'ok' || read.head.sha256 === null)
        throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', `the journal of the shard in ${folder} cannot be read back`);
    return { seq: read.head.seq, sha256: read.head.sha256 };
}
/** The per-item step a foreach shard's run stopped at to ask for inputs this leg was not given, if it did. */
function shardAsking(fan, outcome, bindings) {
    if (outcome.status !== 'WORKFLOW_INPUT_REQUIRED' || outcome.activeStep == null)
        return undefined;
    const def = fan.step.def.per_item?.[outcome.activeStep];
    const names = def ? unansweredAsks({ def }, bindings) : [];
    return def && names.length > 0 ? { step: { id: outcome.activeStep, def }, names } : undefined;
}
/**
 * What follows a shard's run, in place of what its own run would say (a shard's run is a small
 * run of its own: "start it again with --mode fresh" or a resume of the whole run are not what
 * continues it). A finished shard is a result for `merge` \u2014 whatever it ended with: a blocked or
 * failed one is a verdict the merge applies (a parallel step's join may still succeed), and running
 * it again only reports it. An unfinished one (a stage failed, the run was interrupted) resumes
 * its own journal when run again with --shard, and is merged once it finishes.
 */
function shardNext(view, request, outcome, shard, join, asking) {
    const name = request.commandName ?? 'stagegate';
    const target = (0,command_line/* runTarget */.Nh)(view.workflow.file, view.ctx.runId, request.agentFlagsInHints ? (0,run_scope/* stateLocatingInputs */.G$)(view.workflow, view.ctx.bound.explicit) : []);
    // The agent flags this leg was given go on every command it prints: `merge` continues the run
    // like `run` (its stages after the fan-out step run those agents), a leg run again runs its own.
    const flags = request.agentFlagsInHints ? (0,command_line/* agentFlags */.J)(request.agents) : '';
    const merge = `${name} merge ${target}${flags}`;
    const what = shard.kind === 'parallel' ? `branch ${shard.key} of parallel step ${shard.step}` : `item ${shard.key} of foreach step ${shard.step}`;
    if (shard.finished) {
        if (outcome.exitCode === 0)
            return { nextCommand: merge };
        const applies = shard.kind === 'parallel'
            ? `The merge applies the join (${join}) to the verdicts it has${join === 'all' ? '' : ', so with enough of the other branches succeeding the step still succeeds'}`
            : `The merge takes it, and the run stops at step ${shard.step} as it would had the item run in it`;
        return { hint: `The shard is finished: ${what} ended ${outcome.status}, a result to merge. ${applies}: \`${merge}\`. Running the shard again only reports that result (it stands for this visit of the step).`, nextCommand: merge };
    }
    // Paused (an approval inside an item) or refused before anything ran: the shard's own run says what follows.
    if (outcome.exitCode === 0 || outcome.state === undefined)
        return {};
    const again = `${name} run ${target}${(0,command_line/* flagWord */.Np)('shard', shard.key)}${flags}`;
    // Stopped at a per-item step that asks a person: the same leg with the answer (a plain run again stops there again).
    if (asking !== undefined) {
        const answer = answerCommand(again, asking.names);
        return { message: askedMessage(asking.step, asking.names, answer), hint: askedFix(`step ${asking.step.id} of ${what}`, asking.names, answer, undefined), nextCommand: answer };
    }
    return { hint: `The shard is not finished (${what}): fix the cause the message names, then run it again (\`${again}\`: it resumes its own journal, and its completed stages do not run again) and merge it once it finishes (\`${merge}\`).`, nextCommand: again };
}
/**
 * The command that re-runs a run's stale steps at this commit and stops again before its fan-out
 * step (without --stop-after-step the resume would go on to run every item or branch in-process;
 * `keep` cannot stop there at all: nothing before the fan-out step runs again). The step to stop
 * after is the one whose transition led to the fan-out step; when the last transition was the
 * fan-out step's own (a merge), it is named in words.
 */
function rerunToFanOut(state, rerun) {
    const fanOut = state.active_step;
    const last = state.last_transition;
    if (fanOut !== null && last !== null && last.step !== fanOut && last.to === fanOut)
        return `\`${rerun}${(0,command_line/* flagWord */.Np)('stop-after-step', last.step)}\`: it runs the stale steps again up to ${last.step} and stops before ${fanOut}`;
    return `\`${rerun} --stop-after-step <the step before ${fanOut ?? 'the fan-out step'}>\`: it runs the stale steps again and stops before the fan-out step`;
}
/**
 * A result or an unfinished run left in the key's folder by an earlier instance of the run (made
 * before a fresh start of its run id, and kept or put back there) is never continued, nor sealed
 * again as this run's: the merge leaves it out, and a shard run here would resume or report it and
 * name this instance in its SHARD.json.
 */
function refuseEarlierInstance(view, folderAbs, key) {
    const found = earlierInstanceIn(folderAbs, view.ctx.runId, view.instance);
    if (found === undefined)
        return;
    const shown = (0,external_node_path_.relative)(view.workspace.root, folderAbs).split('\\').join('/');
    throw new errors/* StagegateError */.q('SHARD_FOREIGN', `shard ${key}: its folder ${shown} holds a ${found} made for run ${view.ctx.runId} before its fresh start (another instance of the run), not for this one; nothing ran`, {
        hint: `Remove ${shown} (it is not this run's result), then run the shard again.`,
        location: { file: shown },
    });
}
/**
 * A shard runs at its run's source commit: its verdicts are stamped with the run's commit (so a
 * merge is the same whichever machine ran what) and merged as made there. A leg whose checkout is
 * at another commit would record verdicts on code it did not judge: refused before anything runs.
 */
function checkShardSource(view, state, ports, key, request) {
    const made = state.source_commit;
    const now = ports.source.sourceCommit(view.workspace.root);
    if (made === null || now === null || made === now)
        return;
    const target = (0,command_line/* runTarget */.Nh)(view.workflow.file, view.ctx.runId, request.agentFlagsInHints ? (0,run_scope/* stateLocatingInputs */.G$)(view.workflow, view.ctx.bound.explicit) : []);
    const name = request.commandName ?? 'stagegate';
    throw new errors/* StagegateError */.q('STALE_ARTIFACT_REJECTED', `shard ${key} of run ${view.ctx.runId}: the run is at source commit ${(0,source_drift/* shortCommit */.Ax)(made)}, this checkout at ${(0,source_drift/* shortCommit */.Ax)(now)}; a shard runs at its run's commit (its verdicts are recorded and merged as made there). Nothing ran`, { hint: `Run the shard in a checkout of ${(0,source_drift/* shortCommit */.Ax)(made)}, or bring the run to this commit first (${rerunToFanOut(state, `${name} run ${target} --on-source-change rerun`)}), then list its shards again.` });
}
/** `stagegate shards \u2026` and `stagegate merge \u2026` of this run, to paste (the inputs that locate its state included). */
function shardCommands(view, request) {
    const name = request.commandName ?? 'stagegate';
    const target = (0,command_line/* runTarget */.Nh)(view.workflow.file, view.ctx.runId, request.agentFlagsInHints ? (0,run_scope/* stateLocatingInputs */.G$)(view.workflow, view.ctx.bound.explicit) : []);
    return { shards: `${name} shards ${target}`, merge: `${name} merge ${target}${request.agentFlagsInHints ? (0,command_line/* agentFlags */.J)(request.agents) : ''}` };
}
/**
 * A parallel step with a branch that may revise the run's earlier outputs runs in one process
 * (shards/unshardable.ts): `shards` and `run --shard` refuse it, the plain resume is what continues.
 * So does `merge` (`merging`): a shard folder of it an earlier stagegate made (one that sharded such
 * steps) carries back none of the revisions its branch made on its machine.
 */
function refuseUnshardable(view, fan, request, merging = false) {
    const offending = (0,unshardable/* unshardableBranches */.K3)(view.workflow, fan.step);
    if (offending.length === 0)
        return;
    const run = `${request.commandName ?? 'stagegate'} run ${(0,command_line/* runTarget */.Nh)(view.workflow.file, view.ctx.runId, request.agentFlagsInHints ? (0,run_scope/* stateLocatingInputs */.G$)(view.workflow, view.ctx.bound.explicit) : [])}${request.agentFlagsInHints ? (0,command_line/* agentFlags */.J)(request.agents) : ''}`;
    const folders = merging ? ' Its shard folders (an earlier stagegate ran such branches as shards) are not merged: what a branch revised there is on that machine only.' : '';
    throw new errors/* StagegateError */.q('SHARD_NOT_SUPPORTED', `${(0,unshardable/* notShardableWhy */.Al)(fan.step.id, offending)}; nothing ${merging ? 'was merged' : 'ran'}`, {
        location: { file: view.workflow.file, line: offending[0].line, column: offending[0].column },
        hint: `Run the step in one process: \`${run}\` runs its branches here (max_concurrency at a time) and re-records what they revise.${folders}`,
        nextCommand: run,
    });
}
/** Refusal of a shard whose result the run already holds: what to do instead, as commands. */
function alreadyMerged(view, request, what) {
    const c = shardCommands(view, request);
    return new errors/* StagegateError */.q('SHARD_ALREADY_MERGED', what, { hint: `Nothing to run: \`${c.shards}\` lists the shards still pending; \`${c.merge}\` continues the run.` });
}
/**
 * `run --shard KEY`: run exactly that item's per-item machine, in its item run's folder under the
 * run root (its own journal, under that folder's lock), leaving the run's own state untouched.
 * A finished shard gets its SHARD.json (and its outputs' copies) for `merge`. Shards of one batch
 * (several keys in one invocation) run one after another, each exactly as it would alone.
 */
async function runShard(request, ports, key, batch) {
    let view;
    let at;
    if (batch && request.stageMasks === undefined)
        request = { ...request, stageMasks: (batch.stageMasks ??= new StageMasks()) };
    try {
        view = await (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema.withGateSchemaEngine)(() => readParent(request.workspace, request.workflowFile, request.invocation, importers, request, batch)));
        const { ctx, workflow } = view;
        if (!view.state)
            throw new errors/* StagegateError */.q('SHARD_NOT_READY', `run ${ctx.runId} has not started: there are no shards to run yet`, { hint: fanOutHint(toFanOut(view, request)) });
        at = fanOutStepAt(view);
        if (state_lock/* RunLock */.jj.isHeld(ctx.lockPath))
            throw new errors/* StagegateError */.q('WORKFLOW_LOCKED', `run ${ctx.runId} is held by a runner (a resume or a merge): its shards wait until it ends; nothing was changed`, { hint: 'Wait for it to finish, then list the shards again.' });
        checkShardSource(view, view.state, ports, key, request);
        // A leg without agent flags runs the agent the run recorded (agents/recorded.ts); its printed
        // commands then carry none (the merge finds the record too), one with flags carries those.
        request = { ...request, agents: (0,agents_recorded/* effectiveAgents */.Kq)(request.agents, view.state, view.workspace, ctx.runId).selection };
        const branches = branchFanOutIn(view);
        if (branches) {
            at = { step: branches.step.id, kind: 'parallel' };
            refuseUnshardable(view, branches, request);
            return await runBranchShard(view, branches, request, ports, key, batch);
        }
        const fan = fanOutIn(view);
        if (fan)
            at = { step: fan.step.id, kind: 'foreach' };
        if (!fan && view.state.active_step === null) {
            // Finished: no resume of it fans out again, so do not send the person to list shards (as approve says of a finished run).
            const status = `${request.commandName ?? 'stagegate'} status ${(0,command_line/* runTarget */.Nh)(workflow.file, ctx.runId, request.agentFlagsInHints ? (0,run_scope/* stateLocatingInputs */.G$)(workflow, ctx.bound.explicit) : [])}`;
            throw new errors/* StagegateError */.q('SHARD_NOT_READY', `run ${ctx.runId} already finished (${view.state.status}): it has no shards to run; nothing ran`, {
                hint: `A finished run runs no more shards (\`${status}\` shows how it ended); to fan out again, start the workflow over, with a new run id or this one with --mode fresh.`,
            });
        }
        if (!fan)
            throw new errors/* StagegateError */.q('SHARD_NOT_READY', `run ${ctx.runId} is not at a foreach or parallel step (active step: ${view.state.active_step}): there are no shards to run`, { hint: `\`${shardCommands(view, request).shards}\` lists the shards the run has now.` });
        const item = fan.record.items.find((i) => i.id === key);
        if (!item) {
            // Only an item a shard can still run: one with its result in the run would be refused next.
            const near = (0,did_you_mean/* closest */.kp)(key, fan.record.items.filter(isOpen).map((i) => i.id).toArray());
            throw new errors/* StagegateError */.q('SHARD_UNKNOWN', `foreach step ${fan.step.id} has no item '${key}'${near ? ` (did you mean '${near}'?)` : ''}; nothing ran`, { hint: `\`${shardCommands(view, request).shards}\` lists its shards.` });
        }
        if (!isOpen(item))
            throw alreadyMerged(view, request, `item ${key} of foreach step ${fan.step.id} already has its result in run ${ctx.runId} (${item.status}); nothing ran`);
        const unmet = unmetDependencies(fan.record, item);
        if (unmet.length > 0) {
            const c = shardCommands(view, request);
            throw new errors/* StagegateError */.q('SHARD_NOT_READY', `item ${key} of foreach step ${fan.step.id} waits for ${unmet.join(', ')} (not VERIFIED in the run yet): it runs in a later wave; nothing ran`, { hint: `Merge the shards it depends on (\`${c.merge}\`), then list the shards again (\`${c.shards}\`).` });
        }
        const shardItem = shardItemOf(ctx.runRoot.rel, fan, item);
        const statePath = shardItem.state_path;
        const abs = view.workspace.resolve(statePath, `shard ${key}`).abs;
        // Two legs of one shard never both advance it.
        const lock = state_lock/* RunLock */.jj.acquire(`${abs}.lock`, `shard ${key} of run ${ctx.runId}`);
        let outcome;
        try {
            // Checked again with the shard's lock held: a resume that took the run's lock meanwhile
            // checks this lock before running the item in-process (steps/foreach/run.ts), so never both.
            if (state_lock/* RunLock */.jj.isHeld(ctx.lockPath))
                throw new errors/* StagegateError */.q('WORKFLOW_LOCKED', `run ${ctx.runId} is held by a runner (a resume or a merge): its shards wait until it ends; nothing was changed`, { hint: 'Wait for it to finish, then list the shards again.' });
            refuseEarlierInstance(view, (0,external_node_path_.dirname)(abs), key);
            const parent = { workflow, bindings: ctx.bindings, runId: ctx.runId, request, ancestry: request.ancestry ?? [], statePath: ctx.statePath.rel, runRoot: ctx.runRoot.rel, instance: view.instance };
            const sourceCommit = view.state.source_commit;
            outcome = await runWorkflow(itemRunRequest(parent, fan.step, shardItem), { ...itemPorts(ports, fan.step, shardItem), source: { sourceCommit: () => sourceCommit } });
            // The item run's warnings named by the item, as a run that runs the item in-process names them (steps/foreach/run.ts).
            if (outcome.warnings !== undefined) {
                const told = scopedWarnings(`${fan.step.id}[${key}].`, outcome);
                outcome = { ...outcome, warnings: told.map((w) => w.message), warningSteps: Object.fromEntries(told.map((w) => [w.message, w.step])) };
            }
            const finished = outcome.state !== undefined && outcome.activeStep === null;
            if (finished) {
                batch?.sealing?.(key);
                await sealShard(view, { kind: 'foreach', step: fan.step.id, visit: fan.visit, key, bindings: item.bindings }, statePath, outcome.state, outcome.warnings);
            }
            // A finished shard is a result to merge, whatever it says: the merge applies it.
            const exitCode = finished && (outcome.status === 'WORKFLOW_COMPLETE' || outcome.status === 'ITEM_DEFERRED') ? 0 : outcome.exitCode;
            const shard = { key, step: fan.step.id, kind: 'foreach', folder: (0,external_node_path_.relative)(view.workspace.root, (0,external_node_path_.dirname)(abs)).split('\\').join('/'), finished };
            return { ...outcome, exitCode, ...shardNext(view, request, { ...outcome, exitCode }, shard, undefined, finished ? undefined : shardAsking(fan, outcome, ctx.bindings)), shard };
        }
        finally {
            lock.release();
        }
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return failed({ workflowFile: request.workflowFile, runId: view?.ctx.runId ?? null, workflow: view?.workflow.name ?? null }, key, error, at);
    }
}
/**
 * `run --shard BRANCH` at a parallel step: run exactly that branch \u2014 through the same attempt loop
 * (or its child run) as in one process \u2014 as a run of its own (shards/branch-fan-out.ts) in its
 * shard folder under the run root, under that folder's lock, leaving the run's own state
 * untouched. A branch with a verdict gets its SHARD.json (and its outputs' copies) for `merge`.
 */
async function runBranchShard(view, fan, request, ports, key, batch) {
    const { ctx, workflow } = view;
    const branch = fan.branches.find((b) => b.id === key);
    if (!branch) {
        // Only a branch a shard can still run (not one with its verdict in the run).
        const near = (0,did_you_mean/* closest */.kp)(key, fan.branches.map((b) => b.id).filter((id) => (0,branch_fan_out/* branchIsOpen */.pQ)(fan, id)));
        throw new errors/* StagegateError */.q('SHARD_UNKNOWN', `parallel step ${fan.step.id} has no branch '${key}'${near ? ` (did you mean '${near}'?)` : ''}; nothing ran`, { hint: `\`${shardCommands(view, request).shards}\` lists its shards.` });
    }
    if (!(0,branch_fan_out/* branchIsOpen */.pQ)(fan, key))
        throw alreadyMerged(view, request, `branch ${key} of parallel step ${fan.step.id} already has its verdict in run ${ctx.runId} (${fan.records?.[key]?.status ?? '?'}); nothing ran`);
    const statePath = (0,branch_fan_out/* branchShardStatePath */.z8)(ctx.runRoot.rel, fan.step.id, key, fan.visit);
    const abs = view.workspace.resolve(statePath, `shard ${key}`).abs;
    // Two legs of one shard never both advance it.
    const lock = state_lock/* RunLock */.jj.acquire(`${abs}.lock`, `shard ${key} of run ${ctx.runId}`);
    try {
        // Checked again with the shard's lock held: a resume that took the run's lock meanwhile checks
        // this lock before running the branch in-process (steps/parallel/run.ts), so never both.
        if (state_lock/* RunLock */.jj.isHeld(ctx.lockPath))
            throw new errors/* StagegateError */.q('WORKFLOW_LOCKED', `run ${ctx.runId} is held by a runner (a resume or a merge): its shards wait until it ends; nothing was changed`, { hint: 'Wait for it to finish, then list the shards again.' });
        refuseEarlierInstance(view, (0,external_node_path_.dirname)(abs), key);
        const tokens = (0,branch_fan_out/* branchShardTokens */.JG)(workflow, ctx.bindings, ctx.runId, view.state, branch);
        const shardRequest = {
            workspace: request.workspace,
            workflowFile: workflow.file,
            workflowModel: (0,branch_fan_out/* branchWorkflow */.OG)(workflow, fan.step, branch, statePath),
            itemRun: true,
            invocation: { tokens, undeclared: 'keep', mode: 'resume', ...(request.invocation.allowWorkflowChange === true ? { allowWorkflowChange: true } : {}), ...(0,source_drift/* sourcePolicyOf */.vE)({ request, workflow }) },
            env: request.env,
            ...(request.commandName !== undefined ? { commandName: request.commandName } : {}),
            ...(request.agents !== undefined ? { agents: request.agents } : {}),
            ...(request.signal !== undefined ? { signal: request.signal } : {}),
            ...(request.invocationToken !== undefined ? { invocationToken: request.invocationToken } : {}),
            ...(request.random !== undefined ? { random: request.random } : {}),
            ...(request.syncedNames !== undefined ? { syncedNames: request.syncedNames } : {}),
            ...(request.stageMasks !== undefined ? { stageMasks: request.stageMasks } : {}),
            ...(view.instance !== undefined ? { parentInstance: view.instance } : {}),
            // What the branch did once in the run's own process on this visit, `once` skips in the shard.
            effectsAlso: (0,effects/* effectsAlsoEntry */.WL)(fan.visit, (0,state_journal/* journalPathFor */.S7)(view.ctx.statePath.abs)),
            ancestry: request.ancestry ?? [],
        };
        const sourceCommit = view.state.source_commit;
        const outcome = await runWorkflow(shardRequest, { ...branchShardPorts(ports, view, fan.step.id, key, fan.visit), source: { sourceCommit: () => sourceCommit } });
        const finished = outcome.state !== undefined && outcome.activeStep === null;
        if (finished) {
            batch?.sealing?.(key);
            await sealShard(view, { kind: 'parallel', step: fan.step.id, visit: fan.visit, key, bindings: tokens }, statePath, outcome.state, outcome.warnings);
        }
        // A finished shard is a result to merge, whatever its branch's verdict: the merge applies it.
        const exitCode = finished && outcome.status === 'WORKFLOW_COMPLETE' ? 0 : outcome.exitCode;
        const shard = { key, step: fan.step.id, kind: 'parallel', folder: (0,external_node_path_.relative)(view.workspace.root, (0,external_node_path_.dirname)(abs)).split('\\').join('/'), finished };
        const join = fan.step.def.parallel?.join ?? 'all';
        // The shard's own small run ends at its copy of the parallel step ("step checks completed and
        // leads to DONE"), which is not what happened to the run: the branch has a verdict to merge.
        const said = finished ? { message: branchShardFinished(outcome.state, fan.step.id, key, join) } : {};
        return { ...outcome, exitCode, ...said, ...shardNext(view, request, { ...outcome, exitCode }, shard, join), shard };
    }
    finally {
        lock.release();
    }
}
/** What a finished branch shard says: the branch's verdict, and that the merge decides its step. */
function branchShardFinished(state, stepId, key, join) {
    const record = (0,branch_fan_out/* shardBranchRecord */.kQ)(state, stepId, key);
    const verdict = record?.status === 'succeeded' ? 'succeeded' : record?.status === 'failed' ? 'failed' : 'finished';
    return `${branchVerdictWords(stepId, key, verdict, record?.gate_status ?? record?.code ?? null)}, which applies its join (${join}) to every branch's verdict and continues the run`;
}
/** `branch b of parallel step checks succeeded (OK): a verdict to merge; step checks is decided at the merge`. */
function branchVerdictWords(stepId, key, verdict, said) {
    return `branch ${key} of parallel step ${stepId} ${verdict}${said ? ` (${said})` : ''}: a verdict to merge; step ${stepId} is decided at the merge`;
}
/**
 * A branch shard's live progress told as the branch of the run's step it is, as its summary says
 * (branchShardFinished), not as its own small run: no "new run" header but a line naming the
 * branch, its step and its run; the branch's stage lines counted as the run's steps (as in one
 * process); and instead of its copy of the parallel step ending ("checks \u2713 PARALLEL_COMPLETE \u2192
 * end"), the branch's verdict to merge, or that it has none yet.
 */
function branchShardPorts(ports, view, stepId, key, visit) {
    const emit = ports.onEvent;
    if (!emit)
        return ports;
    const label = `${stepId}.${key}`;
    const completed = (0,model_workflow/* declaredCompletedCount */.Bv)(view.workflow, view.state?.completed_steps ?? []);
    const totalSteps = (0,model_workflow/* declaredStepCount */.K2)(view.workflow);
    let said;
    const onEvent = (event) => {
        if (event.type === 'run_started') {
            emit({ type: 'note', message: `${label}: branch ${key} of parallel step ${stepId}, visit ${visit}, a shard of run ${view.ctx.runId} (${event.resumed ? 'resumed' : 'started'}) \u2014 state ${event.statePath}`, step: label });
        }
        else if (event.type === 'stage_finished' && event.step === stepId) {
            const decided = event.gateStatus === 'PARALLEL_COMPLETE' || event.gateStatus === 'PARALLEL_FAILED';
            const verdict = event.gateStatus === 'PARALLEL_COMPLETE' ? 'succeeded' : 'failed';
            emit({ type: 'note', message: decided ? `${label}: ${branchVerdictWords(stepId, key, verdict, said)}` : `${label}: branch ${key} of parallel step ${stepId} has no verdict yet${event.code !== undefined ? ` (${event.code})` : ''}: the shard is not finished`, step: label });
        }
        else if (event.type === 'stage_finished') {
            if (event.step === label)
                said = event.ok ? event.gateStatus : event.code;
            emit({ ...event, completed, totalSteps });
        }
        else
            emit(event);
    };
    return { ...ports, onEvent };
}
/**
 * `stagegate merge`: verify every shard result (run root and --from folders) before anything is
 * written, then \u2014 under the run lock \u2014 merge them into the run in a fixed order (items' order, branches' declared order) and continue
 * the run like `run` does.
 */
async function mergeShards(request, ports, fromDirs) {
    let view;
    let step = null;
    try {
        view = await (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema.withGateSchemaEngine)(() => readParent(request.workspace, request.workflowFile, request.invocation, importers, request)));
        // Nothing to merge into: a mistyped run id must not start (and run through) a whole new run.
        if (!view.state) {
            const start = toFanOut(view, request);
            throw new errors/* StagegateError */.q('SHARD_NOT_READY', `run ${view.ctx.runId} has not started: there are no shards to merge; nothing ran`, {
                hint: start === undefined
                    ? `Check the run id and the workflow: ${NO_FAN_OUT}.`
                    : start.entry !== undefined
                        ? `Check the run id. Nothing to shard: ${entryFanOut(start)}.`
                        : `Check the run id. A run fans out once it has reached its fan-out step: \`${start.command}\`, then \`${shardCommands(view, request).shards}\`.`,
            });
        }
        const branches = branchFanOutIn(view);
        const fan = fanOutIn(view);
        if (branches) {
            step = branches.step.id;
            refuseUnshardable(view, branches, request, true);
            precheckBranches({ workspace: view.workspace, workflow: view.workflow, runId: view.ctx.runId, instance: view.instance, runRoot: view.ctx.runRoot.rel, bindings: view.ctx.bindings, state: view.state, fan: branches }, fromDirs);
        }
        else if (fan) {
            step = fan.step.id;
            // Refuse a bad shard before the lock and before anything is written; the merge checks again under the lock.
            precheck({ workspace: view.workspace, workflow: view.workflow, runId: view.ctx.runId, instance: view.instance, runRoot: view.ctx.runRoot.rel, fan }, fromDirs);
        }
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return { ...failed({ workflowFile: request.workflowFile, runId: view?.ctx.runId ?? null, workflow: view?.workflow.name ?? null }, '', error), merge: { step, merged: [], alreadyMerged: [], pending: [], superseded: [] } };
    }
    const intake = step !== null ? shardIntake(step, fromDirs) : undefined;
    const outcome = await runWorkflow({ ...request, ...(intake ? { shards: intake } : {}) }, ports);
    const pending = intake?.report.pending ?? [];
    // Stopped at the fan-out step for the shards still pending: those are what come next.
    const waits = pending.length > 0 && outcome.status === 'PARTIAL_RESUMABLE' && outcome.activeStep === step && outcome.runId !== null;
    return { ...outcome, ...(waits ? pendingNext(request, outcome.workflowFile, outcome.runId, pending, request.agentFlagsInHints && view ? (0,run_scope/* stateLocatingInputs */.G$)(view.workflow, view.ctx.bound.explicit) : [], leftoverFolders(intake.report)) : {}), merge: { step, merged: intake?.report.merged ?? [], alreadyMerged: intake?.report.alreadyMerged ?? [], pending, superseded: intake?.report.superseded ?? [] } };
}
/**
 * A merge that left shards pending: they run as shards and the merge runs again (a resume would
 * run them here instead) \u2014 not "run again without --stop-after-step", which a merge never needed.
 */
function pendingNext(request, workflowFile, runId, pending, locating, leftovers) {
    const name = request.commandName ?? 'stagegate';
    const target = (0,command_line/* runTarget */.Nh)(workflowFile, runId, locating);
    // The merge's agent flags on the commands that run stages (a shard, the merge, the resume): `shards` takes none.
    const flags = request.agentFlagsInHints ? (0,command_line/* agentFlags */.J)(request.agents) : '';
    const run = `${name} run ${target}${pending.length === 1 ? (0,command_line/* flagWord */.Np)('shard', pending[0]) : ' --shard KEY'}${flags}`;
    return {
        hint: `${leftovers.length > 0 ? `Remove ${leftovers.join(', ')} first ${whyRemoveLeftovers(leftovers, runId)}. Then run` : 'Run'} the shard${pending.length === 1 ? '' : 's'} still pending (\`${name} shards ${target}\` lists ${pending.length === 1 ? 'it' : 'them'}; \`${run}\` runs ${pending.length === 1 ? 'it' : 'one'}), then merge again (\`${name} merge ${target}${flags}\`); or resume with \`${name} run ${target}${flags}\` to run ${pending.length === 1 ? 'it' : 'them'} here.`,
        nextCommand: `${name} shards ${target}`,
    };
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

;// CONCATENATED MODULE: ./src/core/run/runner-ended.ts
/** The stop the run's last invocation recorded as its end while the run stands IN_PROGRESS (null: none, its runner died or still runs). Asked only when no runner holds the run's lock: a runner resuming it has not recorded its own invocation yet. */
function runnerEnded(state) {
    return state.invocations.at(-1)?.outcome ?? null;
}

;// CONCATENATED MODULE: ./src/core/steps/approval/after-decision.ts

/**
 * `step S rejected by NAME; <what a resume does>` for a run whose active approval step holds a
 * decision of this visit (undefined otherwise, or when the step is not in the workflow).
 */
function decisionAheadInWords(state, workflow) {
    const record = (0,transition/* decidedOf */.IU)(state);
    const step = record !== undefined ? workflow.steps.get(record.step) : undefined;
    if (record === undefined || step === undefined || step.kind !== 'approval')
        return undefined;
    const key = record.decision === 'approved' ? 'on_approve' : 'on_reject';
    const route = `${key}: ${(0,transition/* approvalTarget */.HM)(step, record.decision)}`;
    const t = (0,transition/* applyApproval */.E7)(state, workflow, step, record, state.updated_at, false);
    const next = t.stop === undefined
        ? `a resume continues at step ${t.state.active_step ?? '-'} (${route})`
        : t.stop === 'WORKFLOW_COMPLETE'
            ? `a resume completes the run (${route})`
            : t.stop === 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE'
                ? `a resume ends the run ${t.stop} (${route}): nothing runs after it`
                : `a resume stops the run ${t.stop}${t.state.message ? `: ${t.state.message}` : ''}`;
    return `step ${record.step} ${record.decision} by ${record.by}; ${next}`;
}

// EXTERNAL MODULE: ./src/core/commands/runs.ts
var commands_runs = __webpack_require__(2910);
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
function editRunState(workspaceRoot, workflowFile, invocation, now, edit, located, change, importers) {
    const workspace = new workspace_workspace/* Workspace */.aR(workspaceRoot);
    const tolerated = [];
    const workflow = (0,load_and_check/* loadAndCheck */.wy)(workspace, workflowFile, importers, undefined, edit.tolerateApprovalMessages === true ? tolerated : undefined);
    located(workflow);
    const ctx = (0,context/* resolveRunContext */.xn)(workflow, workspace, { ...invocation, mode: 'resume' }, now, { readOnly: true, naming: { commandName: edit.commandName, inputsInHints: edit.inputsInHints } });
    located(workflow, ctx);
    if (ctx.existing.kind === 'absent') {
        // A mistyped run id reads as a run not started: name the workflow's runs there are.
        const others = ctx.runIdGenerated ? undefined : (0,commands_runs/* otherRunsHint */.IY)(workspace, ctx, edit.inputsInHints === true, edit.commandName, edit.command, edit.commandTail);
        throw new errors/* StagegateError */.q(edit.notStarted.code, edit.notStarted.message(ctx), { hint: others ?? (typeof edit.notStarted.hint === 'string' ? edit.notStarted.hint : edit.notStarted.hint(workflow, ctx)) });
    }
    const lock = state_lock/* RunLock */.jj.acquire(ctx.lockPath, `run ${ctx.runId} of workflow ${workflow.name}`);
    try {
        const files = { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs };
        // Under the lock: the context's replay, re-read only when the journal changed since (reloadRun).
        const load = (0,state_store/* reloadRun */.pI)(ctx.existing, files, workflow, ctx.statePath.rel, { naming: ctx.naming });
        if (load.kind !== 'ok') {
            throw new errors/* StagegateError */.q(load.kind === 'corrupt' ? (0,state_store/* refusedCode */.Q_)(load) : 'WORKFLOW_STATE_INTEGRITY_VIOLATION', `${load.kind === 'corrupt' ? load.reason : `the journal of run ${ctx.runId} is gone`}; nothing was changed`, {
                ...(load.kind === 'corrupt' ? { hint: load.hint } : {}),
                location: { file: load.kind === 'corrupt' ? load.file : ctx.statePath.rel },
            });
        }
        // An older copy of the run restored over a newer one is not decided on (its resume is refused).
        checkLogsRecorded(load.state, workflow, ctx.runRoot, ctx.statePath.rel, (0,command_line/* runCommandLine */.rZ)(ctx.naming?.commandName ?? 'stagegate', workflow.file, ctx.runId, ctx.naming?.locating ?? []));
        (0,integrity/* checkIntegrity */._D)(load.state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: invocation.allowWorkflowChange === true, naming: ctx.naming });
        const event = change(load.state, workflow, ctx);
        const applied = (0,reduce/* applyEvent */.Z8)(load.state, event, workflow);
        const store = RunStore.open(files, load);
        try {
            store.commit([(0,reduce/* withClaims */.Qf)(event, applied)]);
            store.writeSnapshot(applied.state);
            if (edit.withManifest)
                writeManifest(ctx.manifestPath.abs, applied.state, { head: store.head, journalFile: store.journalFrom(ctx.manifestPath.abs) });
        }
        catch (error) {
            const code = error.code ?? 'error';
            throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', `cannot write the journal of run ${ctx.runId} (${code}): what it recorded before is intact`, { hint: `Free disk space or fix permissions, then ${edit.verb} again.`, cause: error });
        }
        finally {
            store.close();
        }
        return { workflow, ctx, applied, tolerated };
    }
    finally {
        lock.release();
    }
}
/**
 * The `run` that continues an edited run (approve/reject, skip print it as `next:`): with the agent
 * flags this command was given (`--agent`, `--agent-command`, `--agent-arg`, carried as given), and
 * with --allow-workflow-change when the workflow file changed since the run's last invocation (the
 * edit was made with it; a plain resume would refuse).
 * The run records which agent each step ran (`steps.<id>.agent`) but not the command's path or
 * arguments, so without flags nothing is guessed: when an agent-driven step of the workflow has
 * no agent of its own (it takes the run's flags), `note` says the resume needs them, naming the
 * agents the run recorded.
 */
function edit_run_resumeCommand(commandName, workflow, ctx, state, agents) {
    // Edited with --allow-workflow-change (the run's recorded workflow differs): the resume needs it too.
    const edited = state.workflow_digest !== workflow.digest ? ' --allow-workflow-change' : '';
    const command = `${(0,command_line/* runCommandLine */.rZ)(commandName, workflow.file, ctx.runId, (0,run_scope/* stateLocatingInputs */.G$)(workflow, ctx.bound.explicit))}${(0,command_line/* agentFlags */.J)(agents)}${edited}`;
    if (agents?.agent !== undefined || agents?.agentCommand !== undefined)
        return { command, note: null };
    const note = agentFlagsNote(workflow, ctx, state);
    return { command, note: note === null ? null : `${note}, or pass them to this command to have them in next:` };
}
/**
 * Why a printed resume (`run` without agent flags) needs the run's agent flags: an agent-driven
 * step of the workflow has no agent of its own (it takes the run's flags), and the run does not
 * record the command's path or arguments. Names the agents the run recorded; null when no step
 * needs the flags. approve/reject and skip say it (resumeCommand), and so does status.
 */
function agentFlagsNote(workflow, ctx, state) {
    // The run records the agent flags it ran with (agents/recorded.ts): a resume without them uses those.
    const recorded = (0,agents_recorded/* recordedAgents */.PQ)(state);
    if (recorded !== undefined && (recorded.agent !== undefined || recorded.agent_command !== undefined) && (0,agents_recorded/* reusable */.Ez)(recorded))
        return null;
    // Only the steps the resume may still run need an agent (run/still-to-run.ts).
    const mayRun = reachableFromActive(workflow, state);
    const still = (id) => mayRun === undefined || mayRun.has(id);
    const steps = [...[...workflow.steps.values()].filter((step) => still(step.id)), ...(0,parallel_branches/* allBranches */.Iz)(workflow).flatMap(({ step, branch }) => (still(step.id) ? [branch] : []))];
    const needsFlags = steps.some((step) => {
        if (!registry/* AGENT_DRIVEN_KINDS */.vD.has(step.kind))
            return false;
        try {
            (0,registry/* resolveAgent */.cT)(workflow, step, {}, ctx.workspace);
            return false;
        }
        catch {
            return true;
        }
    });
    if (!needsFlags)
        return null;
    const used = [...new Set(Object.values(state.steps).flatMap((r) => (r.agent ? [r.agent] : [])))];
    return `the workflow's agent steps take their agent from the run's flags: add the --agent (and --agent-command) the run was started with${used.length > 0 ? ` (it ran ${used.join(', ')})` : ''}`;
}

;// CONCATENATED MODULE: ./src/core/commands/approve.ts
// `approve` / `reject`: record a decision on a run paused at an approval step. Takes the run
// lock, checks the state's integrity, records the decision in one atomic state write. The run
// continues on the next `stagegate run` (resume).















/**
 * The child workflow runs this run is paused in and that still await a decision there (each read
 * from its own state: awaitsDecision) \u2014 its active child_workflow step's, or those of the
 * child_workflow branches of its active parallel step \u2014 each with the run as approve or reject
 * names it; and `decided`: those the run paused in that no longer await one (decided since: a
 * resume of this run continues them). A branch's child is located as that branch (a step model of
 * its own) invokes it.
 */
function pausedChildRuns(state, wf, workspace, bindings, withInputs, importers = {}) {
    const all = (0,transition/* childrenPausedFor */.zM)(state);
    const step = all.length > 0 && state.active_step !== null ? wf.steps.get(state.active_step) : undefined;
    if (!step)
        return { runs: [], decided: [] };
    const children = [];
    const decided = [];
    for (const child of all) {
        const awaits = awaitsDecision(child, workspace, importers);
        if (awaits === false)
            decided.push(child);
        else
            children.push({ child, approvers: awaits === true ? null : awaits.approvers, step: awaits === true ? null : awaits.step });
    }
    const branches = step.kind === 'parallel' ? (0,parallel_branches/* branchesOf */.IJ)(wf, step) : [];
    const runs = children.map(({ child, approvers, step: pendingAt }) => {
        const invoker = child.branch === undefined ? step : branches.find((b) => b.id === child.branch);
        const inputs = invoker ? childRunLocating(wf, workspace, bindings, state, invoker, child, importers) : [];
        const target = (0,command_line/* runTarget */.Nh)(child.workflow_file, child.run_id, withInputs ? inputs : []);
        return { child, target, approvers, step: pendingAt, inputs };
    });
    return { runs, decided };
}
/**
 * Whether a child run the parent's record says it paused in still awaits a decision, by the
 * child's own state (its journal replayed, as a resume of it would): paused at its own approval
 * step, or in child runs of its own (by its record). A child decided since (or finished, or run
 * on by hand) does not. One that cannot be read is taken to: approve or reject there says why.
 * At its own approval step: who may decide it (its approvers; null: anyone).
 */
function awaitsDecision(child, workspace, importers) {
    try {
        // Loaded and checked as a run of it loads it: a child workflow run refuses (thrown, caught below) cannot be read.
        const workflow = (0,load_and_check/* loadAndCheck */.wy)(workspace, child.workflow_file, importers);
        const statePath = child.state_path !== null ? workspace.tryResolve(child.state_path) : undefined;
        const manifestPath = child.manifest_path !== null ? workspace.tryResolve(child.manifest_path) : undefined;
        if (!statePath)
            return true;
        const load = (0,state_store/* loadRun */.Sj)({ state: statePath.abs, ...(manifestPath ? { manifest: manifestPath.abs } : {}) }, workflow, statePath.rel);
        // Unreadable, or another run stands there now: cannot tell.
        if (load.kind !== 'ok' || load.state.run_id !== child.run_id)
            return true;
        const s = load.state;
        if (s.status !== 'PARTIAL_RESUMABLE' || s.in_flight !== null)
            return false;
        // At its own approval: who may decide it (the run that paused names them in its next: command).
        const own = (0,transition/* ownPendingApproval */.Ro)(s);
        if (own !== undefined)
            return { approvers: own.approvers ?? null, step: own.step };
        return (0,transition/* childrenPausedFor */.zM)(s).length > 0;
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return true;
    }
}
/**
 * A run not started yet: it pauses for a decision at an approval step (its own, or a child run's,
 * a phase's, an item's or a branch's); a workflow with none of these never does.
 */
function notStartedHint(wf, ctx, commandName, inputsInHints) {
    // A composite workflow (entry undefined) runs phases: child workflows, each may have one.
    const mayPause = wf.entry === undefined || [...wf.steps.values()].some((s) => ['approval', 'child_workflow', 'foreach', 'parallel'].includes(s.kind));
    if (!mayPause)
        return `Workflow ${wf.name} has no approval step (nor a child workflow, foreach or parallel step that could have one): no run of it ever awaits approval.`;
    // A CI job starts from a fresh checkout: the run a job before paused is only here once its run root is restored.
    const start = (0,command_line/* runCommandLine */.rZ)(commandName, wf.file, ctx.runId, inputsInHints ? (0,run_scope/* stateLocatingInputs */.G$)(wf, ctx.bound.explicit) : []);
    return `In CI (each job a fresh checkout), restore the run's state first: the run root the job that paused it saved (its state is read at ${ctx.statePath.rel}; docs/run-semantics.md#carrying-a-run-between-jobs-or-machines), then approve again. If the run has not started, start it with ${start}; it pauses at its approval step.`;
}
function recordApproval(workspaceRoot, workflowFile, invocation, input, now, importers) {
    const base = { status: 'APPROVAL_NOT_PENDING', exitCode: 0, message: '', workflow: null, runId: null, statePath: null, decision: input.decision, record: null, nextCommand: null, nextNote: null };
    // The source commit the run paused for this approval at (read with the state the decision is made on).
    let requestedAt = null;
    // The source commit the decision is made at: read once the run's state is there to decide on.
    let decidedAt;
    // The run as the refusal found it: an active run's refusal names the resume that goes on (next:).
    let found;
    try {
        const { workflow, ctx, applied, tolerated } = editRunState(workspaceRoot, workflowFile, invocation, now, {
            notStarted: { code: 'APPROVAL_NOT_PENDING', message: (c) => `no run ${c.runId} was found at ${c.statePath.rel} (no state there), so nothing awaits approval`, hint: (wf, c) => notStartedHint(wf, c, input.commandName ?? 'stagegate', input.inputsInHints === true) },
            verb: 'decide',
            command: input.decision === 'rejected' ? 'reject' : 'approve',
            withManifest: false,
            tolerateApprovalMessages: true,
            inputsInHints: input.inputsInHints === true,
            ...(input.commandName !== undefined ? { commandName: input.commandName } : {}),
        }, (wf, c) => Object.assign(base, { workflow: wf.name }, c ? { runId: c.runId, statePath: c.statePath.rel } : {}), (state, wf, c) => {
            // Paused in a child workflow: the refusal names the child run with the inputs that locate it.
            // A child of a parallel step's branch is located as that branch (a step model of its own) invokes it.
            // Only the children that still await a decision there are named; when none does, the run
            // is ready to resume.
            const verb = input.decision === 'approved' ? 'approve' : 'reject';
            found = { state, wf, ctx: c };
            const { runs: paused, decided } = pausedChildRuns(state, wf, c.workspace, c.bindings, input.inputsInHints === true, importers);
            if (paused.length > 0) {
                base.pausedIn = paused;
                throw (0,transition/* notPendingInChild */.I3)(state, verb, paused.map((p) => p.child), paused.map((p) => p.target), input.commandName);
            }
            if (decided.length > 0)
                throw (0,transition/* childrenDecided */.se)(state, verb, decided);
            const own = (0,transition/* ownPendingApproval */.Ro)(state);
            // Not an approver: refused here, where the command that decides this run is known (replay refuses it too).
            if (own?.approvers && state.in_flight === null && !(0,transition/* isApprover */.SQ)(own.approvers, input.by)) {
                const target = (0,command_line/* runTarget */.Nh)(wf.file, c.runId, input.inputsInHints === true ? (0,run_scope/* stateLocatingInputs */.G$)(wf, c.bound.explicit) : []);
                throw (0,transition/* approverNotAllowed */.PE)(input.by, verb, own.step, own.approvers, `${input.commandName ?? 'stagegate'} ${verb} ${target}`, wf.steps.get(own.step)?.def.approval?.approvers ?? null);
            }
            requestedAt = own?.source_commit ?? null;
            decidedAt = input.sourceCommit?.();
            return { event: 'approval_decided', at: now.toISOString(), decision: input.decision, by: input.by, note: input.note, ...(decidedAt !== undefined ? { source_commit: decidedAt } : {}) };
        }, importers);
        const next = applied.state;
        const record = next.approvals[next.approvals.length - 1];
        const { resume, command, stale } = waysOn(next, workflow, ctx, tolerated.length > 0);
        const workflowWarnings = tolerated.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message} Recorded anyway: the message this approval showed was fixed when the run paused. The run continues only once the file is fixed (${(d.hint ?? 'fix the message').replace(/\.$/, '')}), then: ${command}`);
        return {
            ...base,
            status: next.status,
            exitCode: 0,
            // What the resume will do with it (continue at a step, complete, end blocked), not "resume continues" whatever it leads to.
            message: decisionAheadInWords(next, workflow) ?? next.message ?? '',
            record,
            ...nextOf(command, stale),
            nextNote: resume.note,
            ...(requestedAt !== null && decidedAt && decidedAt !== requestedAt ? { sourceWarning: sourceWarning(record, ctx.runId, requestedAt, decidedAt) } : {}),
            ...(workflowWarnings.length > 0 ? { workflowWarnings } : {}),
        };
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        const located = error.location.file !== undefined && error.location.line !== undefined;
        // Nothing to decide in a run that goes on (not at its approval yet, or decided and not resumed):
        // the resume is the command to run next (a run paused in a child names the child's decision in its fix instead).
        const ways = error.code === 'APPROVAL_NOT_PENDING' && found !== undefined && found.state.active_step !== null && base.pausedIn === undefined ? waysOn(found.state, found.wf, found.ctx, false) : undefined;
        // A run stopped WORKFLOW_INPUT_REQUIRED: a plain resume stops there again, so its next is what
        // the run and status name \u2014 the rerun from the step whose result it lacks, or none.
        // A step that asks a person for inputs: the resume that answers them, as run and status say it.
        const required = ways !== undefined && found.state.status === 'WORKFLOW_INPUT_REQUIRED';
        const asked = required ? unansweredAsks(askingStep(found.wf, found.state, found.ctx.workspace), found.ctx.bindings) : [];
        const rerun = required && asked.length === 0 ? inputRequiredRerun(found) : undefined;
        // A gate key reported as a list or mapping: the resume that allows the workflow edit its fix asks for.
        const edit = rerun === null && collectionKeyStop(found.state, found.ctx.bindings, found.state.message ?? '');
        const command = ways === undefined ? undefined : asked.length > 0 ? answerCommand(ways.command, asked) : rerun !== undefined && rerun !== null ? (0,rewind/* rerunCommand */.w4)(ways.command, rerun) : edit ? editedResume(ways.command) : ways.command;
        const nextWays = ways === undefined || command === undefined || (rerun === null && !edit) ? {} : { ...nextOf(command, ways.stale), nextNote: ways.resume.note };
        return { ...base, status: error.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), ...(located ? { location: error.location } : {}), ...nextWays };
    }
    /**
     * The resume that continues `state`, and whether it meets stale verdicts at the commit the
     * decision is made at (on_source_change: refuse): then its ways on are rerun and keep.
     * `tolerated`: recorded despite errors in approval messages (the resume needs --allow-workflow-change once the file is fixed).
     */
    function waysOn(state, workflow, ctx, tolerated) {
        const resume = edit_run_resumeCommand(input.commandName ?? 'stagegate', workflow, ctx, state, input.agents);
        const policy = (0,source_drift/* effectivePolicy */.Ci)(invocation, workflow);
        const stale = decidedAt !== undefined && (0,source_drift/* refuses */.QQ)((0,source_drift/* sourceChange */.Mh)(state, { source_commit: decidedAt, agent_package_version: ctx.agentPackageVersion }, policy), policy);
        const command = tolerated && !resume.command.endsWith(' --allow-workflow-change') ? `${resume.command} --allow-workflow-change` : resume.command;
        return { resume, command, stale };
    }
}
/** The --rerun-from step that lets a run stopped WORKFLOW_INPUT_REQUIRED go on (taken-back-next.ts, unreported-next.ts), or null: no resume goes on. */
function inputRequiredRerun(found) {
    const { state, wf, ctx } = found;
    const message = state.message ?? '';
    return rerunStepForStop(ctx.workspace, state, wf, ctx.bindings, ctx.runRoot.rel, message) ?? null;
}
/** next: the resume, or at a stale commit its rerun (and keep as the alternative). */
function nextOf(command, stale) {
    return { nextCommand: stale ? `${command} --on-source-change rerun` : command, ...(stale ? { nextAlternative: `${command} --on-source-change keep` } : {}) };
}
/**
 * A decision made at another source commit than the run paused for it at: it is recorded for the
 * commit it was made at, and an approval never counts at another commit (source-drift.ts), so a
 * resume here meets the run's verdicts from the other commit and a resume there asks again.
 */
function sourceWarning(record, runId, requestedAt, decidedAt) {
    const short = (sha) => sha.slice(0, 12);
    return `${record.decision} at commit ${short(decidedAt)}, but run ${runId} paused for approval ${record.step} at commit ${short(requestedAt)}: the decision counts only for a resume at ${short(decidedAt)}, where the run's verdicts made at ${short(requestedAt)} are stale \u2014 on_source_change decides (refuse, the default, stops with STALE_ARTIFACT_REJECTED; rerun runs those steps again and asks for this approval again; keep continues with them, recorded as a choice, and this decision counts). A resume at ${short(requestedAt)} asks for the approval again.`;
}

;// CONCATENATED MODULE: ./src/core/commands/status.ts
// `status`: where a run is, read-only. Needs only the inputs that locate the state.








































/** The steps the run went around without running them (RunSummary.notRun): absent when none. */
function status_notRunOf(workflow, decisions, state) {
    const notRun = notRunSteps(workflow, decisions, state);
    return notRun.length > 0 ? { notRun } : {};
}
/** Status of a run that has no state yet. */
const NOT_STARTED = 'NOT_STARTED';
// A run's status from its state (IN_PROGRESS while a step is in flight): state.ts, shared with graph.

/**
 * `importers`: for a workflow in another runner's format (formats/index.ts, withFormatImporters).
 * `otherRuns`: when the run has no state, name the workflow's other runs in the hint (a walk of the
 * whole workspace, as `list` makes: for a person's `status`, not for the Action's every look-up).
 * `commandName`: what the printed commands start with (default `stagegate`; the CLI's `stagegate -C DIR`).
 * `sourceCommit`: reads the source the workspace is at now (git HEAD; the Action: the pull request's
 * head). Given, the run's verdicts are compared with it as a resume compares them: a run whose
 * verdicts are stale is not reported as it stands (a finished run is not WORKFLOW_COMPLETE for a
 * commit nobody ran it on). Not given (the Action's look-ups of where a run is): not compared.
 * Asked only once there is a run to compare (no `git rev-parse` for a workflow that did not load,
 * a run that has not started, or one a live runner holds).
 */
function getStatus(workspaceRoot, workflowFile, invocation, importers, options = {}) {
    const got = statusStanding(workspaceRoot, workflowFile, invocation, importers, options);
    // Not started (no startSourceCommit here): asked, when asked, as the comparison is made.
    return 'atSource' in got ? got.atSource(options.sourceCommit?.() ?? null) : got;
}
/**
 * getStatus up to the comparison with the source: the report, or (the source asked with
 * `startSourceCommit`) what to make of it once the look-up answers. A caller that can wait
 * (the CLI's `status`) lets `git rev-parse` run while the journal is replayed.
 */
function statusStanding(workspaceRoot, workflowFile, invocation, importers, options = {}) {
    const base = { status: NOT_STARTED, exitCode: 0, message: '', workflow: null, workflowFile, runId: null, activeStep: null, completedSteps: [], statePath: null, manifestPath: null, runRoot: null, maxVisits: {} };
    // Whether a live runner holds the run's lock, once the run is located and it was looked at: a
    // refusal after that says it (the truth), one before it has nothing to say (no `locked`).
    let lock = {};
    // What was located before a refusal (the workflow, then the run: its state path, manifest, root):
    // a refusal after that reports it, as run does (the run id as given before it is located).
    let reached = base;
    try {
        const name = options.commandName ?? 'stagegate';
        const located = options.located?.bound.controls.mode === 'resume' ? options.located : undefined;
        const workspace = located?.workspace ?? new workspace_workspace/* Workspace */.aR(workspaceRoot);
        // Loaded and checked as `run` loads it (loadAndCheck: the schema and every validation rule),
        // before the run is looked for: a workflow run refuses is refused here with run's stop code,
        // message and position, whether or not a run of it exists.
        const workflow = located?.workflow ?? (0,load_and_check/* loadAndCheck */.wy)(workspace, workflowFile, importers, options.read, undefined, options.commandName);
        // What the caller checks against the workflow alone (a step id it was given), before the run is located or loaded.
        reached = { ...base, workflow: workflow.name, workflowFile: workflow.file };
        options.workflowLoaded?.(workflow);
        // Status reads; it must not demand inputs a resume would take from state.
        // A run located already is named as this status names it (its commands, the inputs in them).
        // The source look-up started as soon as the state is located, when a run is there to compare
        // (its journal) and no live runner holds it: `git rev-parse` runs while the journal is replayed,
        // and is forked before the replay has grown the heap. Taken below once the lock is looked at.
        let early;
        const stateLocated = options.startSourceCommit === undefined ? undefined : (statePath) => {
            if ((0,external_node_fs_.existsSync)((0,state_journal/* journalPathFor */.S7)(statePath.abs)) && !state_lock/* RunLock */.jj.isHeld(`${statePath.abs}.lock`))
                early = options.startSourceCommit();
        };
        const ctx = located
            ? { ...located, naming: { commandName: name, locating: options.inputsInHints === true ? (0,run_scope/* stateLocatingInputs */.G$)(workflow, located.bound.explicit) : [] } }
            : (0,context/* withRunsNamed */.i)(() => (0,context/* resolveRunContext */.xn)(workflow, workspace, { ...invocation, mode: 'resume' }, new Date(), { readOnly: true, log: options.log ?? true, ...(stateLocated ? { stateLocated } : {}), naming: { commandName: name, inputsInHints: options.inputsInHints } }), options.otherRuns === true ? () => (0,commands_runs/* runIdNeededHint */.fq)(workspace, workflow, name, options.verb ?? 'status', options.inputsInHints === true ? invocationLocating(workflow, invocation) : []) : undefined);
        // Held by a live runner: a lock left by a dead process on this machine is not.
        const held = state_lock/* RunLock */.jj.isHeld(ctx.lockPath);
        const elsewhere = held ? state_lock/* RunLock */.jj.heldElsewhere(ctx.lockPath) : undefined;
        const holder = held && elsewhere === undefined ? state_lock/* RunLock */.jj.ownerOf(ctx.lockPath) : undefined;
        const report = {
            ...base,
            workflow: workflow.name,
            workflowFile: workflow.file,
            runId: ctx.runId,
            statePath: ctx.statePath.rel,
            manifestPath: ctx.manifestPath.rel,
            runRoot: ctx.runRoot.rel,
            locked: held,
            // Held, but by a file that names no process (a garbage lock, within its grace: run refuses it too).
            ...(held && state_lock/* RunLock */.jj.namesNoOwner(ctx.lockPath) ? { lockNamesNoProcess: `${ctx.statePath.rel}.lock` } : {}),
            ...(elsewhere !== undefined ? { lockElsewhere: { host: elsewhere.host, pid: elsewhere.pid, ...(elsewhere.started_at !== undefined ? { startedAt: elsewhere.started_at } : {}), file: `${ctx.statePath.rel}.lock` } } : {}),
            ...(holder !== undefined ? { lockHolder: { host: holder.host, pid: holder.pid, ...(holder.started_at !== undefined ? { startedAt: holder.started_at } : {}) } } : {}),
            maxVisits: Object.fromEntries([...workflow.steps.keys()].map((id) => [id, (0,run_transition/* maxVisitsOf */.as)(workflow, id)])),
            ...stepNamesOf(workflow),
        };
        lock = { locked: report.locked };
        reached = report;
        // No state here: NOT_STARTED (exit 0, as documented), with the workflow's other runs when a
        // given run id names none of them (a mistyped id looks like a run that has not started).
        const notStarted = (r) => {
            const hint = ctx.runIdGenerated || options.otherRuns !== true ? undefined : (0,commands_runs/* otherRunsHint */.IY)(workspace, ctx, true, name, options.verb ?? 'status');
            return { ...r, runId: ctx.runIdGenerated ? null : ctx.runId, message: `no state at ${ctx.statePath.rel}: the run has not started`, ...(hint !== undefined ? { hint } : {}) };
        };
        // Asked now (or taken as asked when the state was located), answered meanwhile (a live runner's run is not compared).
        const startSource = () => (options.startSourceCommit !== undefined && !report.locked ? (early ?? options.startSourceCommit()) : undefined);
        // A run not located is asked for once its load finds one (its manifest is read below: it may refuse it).
        let started = ctx.existing.kind === 'absent' ? undefined : startSource();
        // The same load and checks a resume makes (the manifest's journal head included): status
        // reports the stop code `run` would stop with. The journal the context replayed is replayed
        // again only when it changed since (reloadRun, as a resume does under its lock).
        const load = (0,state_store/* reloadRun */.pI)(ctx.existing, { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs }, workflow, ctx.statePath.rel, { log: options.log ?? true, naming: ctx.naming });
        if (load.kind === 'corrupt') {
            // A read-only look at the run's files: the state its verified journal replays to, the refusal said with it.
            // The message run and plan refuse the resume with (integrityViolation), word for word, at the same place (the at: line).
            const violation = (0,refuse_unloadable/* integrityViolation */.FP)(load);
            const at = violation.location.line !== undefined ? { location: violation.location } : {};
            if (options.lookPastIntegrity === true && load.replayed !== undefined)
                return { ...lookedPast(report, load.replayed, { code: violation.code, message: violation.message, hint: load.hint }), ...at };
            return { ...report, status: violation.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(violation.code), message: violation.message, hint: load.hint, ...at };
        }
        // A fresh start a crash interrupted (state/fresh-marker.ts): the next run finishes it and starts
        // the run anew, whatever of the earlier run is still in place (run's note says the same).
        const pending = (0,fresh_marker/* readPendingFresh */.iW)(workspace, ctx.runRoot, ctx.statePath);
        if ((0,fresh_marker/* freshStartPending */.S0)(pending, load.kind === 'ok' ? load.state.fresh_execution_of?.superseded_to : undefined)) {
            const locatingNow = options.inputsInHints === true ? (0,run_scope/* stateLocatingInputs */.G$)(workflow, ctx.bound.explicit) : [];
            const next = (0,command_line/* runCommandLine */.rZ)(name, workflow.file, ctx.runId, locatingNow);
            // A live runner holds the run: the fresh start is under way, not interrupted (nothing to run meanwhile).
            if (report.locked) {
                return {
                    ...report,
                    status: NOT_STARTED,
                    message: `a fresh start of run ${ctx.runId} is under way (a runner holds its lock): it moves the earlier run's files into ${pending.target.rel}, then starts the run anew`,
                    hint: `Wait for that runner; \`${name} status ${(0,command_line/* runTarget */.Nh)(workflow.file, ctx.runId, locatingNow)}\` then says where the new run is.`,
                    nextCommand: null,
                };
            }
            return {
                ...report,
                status: NOT_STARTED,
                message: `a fresh start of run ${ctx.runId} was interrupted before it moved every file of the earlier run into ${pending.target.rel}: the next run finishes it and starts the run anew`,
                hint: `Run it: \`${next}\` (the earlier run's files go into ${pending.target.rel}; every stage runs again).`,
                nextCommand: next,
            };
        }
        if (load.kind === 'absent')
            return notStarted(report);
        if (ctx.existing.kind === 'absent')
            started = startSource();
        const state = load.state;
        // An input given here that differs from the run's: the refusal a resume with these arguments
        // gives (checkInputConflicts, word for word), before its other checks, as the run makes them.
        // A live runner's run is reported as it goes (a resume now would meet its lock first).
        if (options.lookPastIntegrity !== true && !report.locked)
            checkInputConflicts({ ...ctx, existing: load });
        // The inputs that locate the run's state, as the commands it prints name them.
        const locating = options.inputsInHints === true ? (0,run_scope/* stateLocatingInputs */.G$)(workflow, ctx.bound.explicit) : [];
        // Given --allow-workflow-change (as run takes it), an edited workflow is the run's as a resume with
        // the flag would take it: the commands status gives carry the flag until a resume records the edit.
        const edited = (command) => (0,integrity/* withWorkflowChange */.cl)(command, state, workflow, invocation.allowWorkflowChange);
        const resume = edited((0,command_line/* runCommandLine */.rZ)(name, workflow.file, ctx.runId, locating));
        // The same refusal `run` gives, with its pasteable command (an edited workflow: the resume with --allow-workflow-change).
        try {
            // status takes no lock: a log a live runner made since the run was read is judged on its journal read again.
            checkLogsRecorded(state, workflow, ctx.runRoot, ctx.statePath.rel, resume, journalNow(ctx));
            (0,integrity/* checkIntegrity */._D)(state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: invocation.allowWorkflowChange === true, resumeCommand: resume, naming: ctx.naming });
        }
        catch (error) {
            // An edited workflow: at a source a resume would refuse too, the one refusal run gives that names both.
            const edit = state.workflow_file === workflow.file && state.workflow_digest !== workflow.digest && state.active_step !== null;
            if (options.lookPastIntegrity !== true && edit && (0,errors/* isStagegateError */.W)(error) && !report.locked && (options.sourceCommit !== undefined || started !== undefined)) {
                const both = (sourceCommit) => {
                    const policy = (0,source_drift/* effectivePolicy */.Ci)(invocation, workflow);
                    const staleSource = (0,source_drift/* staleSourceOf */.c4)((0,source_drift/* sourceChange */.Mh)(state, { source_commit: sourceCommit, agent_package_version: ctx.agentPackageVersion }, policy), policy, resume);
                    if (staleSource !== undefined)
                        (0,integrity/* checkIntegrity */._D)(state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: false, resumeCommand: resume, naming: ctx.naming, staleSource });
                    throw error;
                };
                return started === undefined ? caught(report, () => both(options.sourceCommit())) : { started, atSource: (sourceCommit) => caught(report, () => both(sourceCommit)) };
            }
            if (options.lookPastIntegrity !== true || !(0,errors/* isStagegateError */.W)(error))
                throw error;
            return lookedPast(report, state, { code: error.code, message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) });
        }
        const status = (0,state_state/* statusOf */.c2)(state);
        // Paused in child runs: the commands that decide there (with the inputs that locate a child's
        // state for the person at the CLI, as approve's refusal names them).
        // Only those that still await a decision (each child's own state read); when none does any
        // more, the run is ready to resume, and says so.
        const { runs: paused, decided } = status === 'PARTIAL_RESUMABLE' ? pausedChildRuns(state, workflow, workspace, ctx.bindings, options.inputsInHints === true, importers) : { runs: [], decided: [] };
        const ready = paused.length === 0 && decided.length > 0;
        // Some decided since the pause, some not: the pause's own message would still name them all.
        const partly = paused.length > 0 && decided.length > 0;
        const pausedChildren = paused.map(({ child, target }) => ({
            step: state.active_step,
            ...(child.branch !== undefined ? { branch: child.branch } : {}),
            workflow_file: child.workflow_file,
            run_id: child.run_id,
            approve: `${name} approve ${target}`,
            reject: `${name} reject ${target}`,
        }));
        // Paused (not in flight, not held by a runner): the next step the run printed when it paused.
        const awaited = paused.map(({ child, target, approvers }) => ({ workflowFile: child.workflow_file, runId: child.run_id, target, approvers }));
        // This run on a command line (workflow, run id, the inputs that locate its state).
        const runWords = (0,command_line/* runTarget */.Nh)(workflow.file, ctx.runId, locating);
        // A stage failed or timed out (STAGE_FAILED, STAGE_TIMEOUT), or the run was interrupted
        // (WORKFLOW_INTERRUPTED), leaving its step active: the resume runs it again as a new attempt,
        // the next: the run itself printed when it stopped.
        const stopped = (0,stop_codes/* stopClass */.Ti)(status) === 'stage' || (0,stop_codes/* stopClass */.Ti)(status) === 'interrupted';
        // A run IN_PROGRESS that no runner holds: its runner died (killed, out of memory, a lost machine); a resume goes on.
        // A lock another machine's runner took: whether it still runs cannot be told here (`elsewhere`).
        // IN_PROGRESS with no runner, its last invocation having recorded its own end (a journal append
        // that failed twice: STATE_WRITE_FAILED): that stop, with its exit status, as `run` exited with it.
        const reported = status === 'IN_PROGRESS' && !report.locked ? (runnerEnded(state) ?? status) : status;
        const runner = report.locked ? (report.lockElsewhere !== undefined ? 'elsewhere' : 'active') : status === 'IN_PROGRESS' ? 'gone' : undefined;
        // Stopped at a step that asks a person for inputs not given: the resume that answers, as the run said it.
        const asked = status === 'WORKFLOW_INPUT_REQUIRED' && state.active_step !== null ? unansweredAsks(askingStep(workflow, state, workspace), ctx.bindings) : [];
        // Stopped at a question a stage asked: the resume with --answer, as the run said it (run/questions.ts).
        const question = status === 'WORKFLOW_ANSWER_REQUIRED' ? (0,run_questions/* pendingQuestion */.ec)(state) : undefined;
        const childAnswer = status === 'WORKFLOW_ANSWER_REQUIRED' && question === undefined && !report.locked ? (0,run_questions/* childAnswerNext */.O3)(state, name, resume) : undefined;
        const next = question !== undefined && !report.locked
            ? { nextCommand: (0,run_questions/* answerResume */.Sy)(resume) }
            : childAnswer !== undefined
                ? { nextCommand: childAnswer.nextCommand }
                : status === 'WORKFLOW_BLOCKED_QUESTION_LIMIT' && state.active_step !== null && !report.locked
                    ? // The visit used its questions: a plain resume fails the same way; a rerun from the step is a new visit.
                        { nextCommand: (0,rewind/* rerunCommand */.w4)(resume, state.active_step) }
                    : status === 'PARTIAL_RESUMABLE' && !report.locked
                        ? pausedNext(state, name, edited(runWords), resume, awaited)
                        : (stopped || runner === 'gone') && state.active_step !== null && !report.locked
                            ? { nextCommand: resume }
                            : asked.length > 0 && !report.locked
                                ? { nextCommand: answerCommand(resume, asked) }
                                : undefined;
        // Stopped at a step that reads a verdict a --rerun-from took back, or a key a completed step did not report: the rerun the run printed as its next: (taken-back-next.ts, unreported-next.ts).
        const throughTakenBack = next === undefined && status === 'WORKFLOW_INPUT_REQUIRED' && !report.locked ? rerunStepForStop(workspace, state, workflow, ctx.bindings, ctx.runRoot.rel, state.message ?? '') : undefined;
        // A gate key the step reads reported as a list or mapping: the resume that allows the workflow
        // edit the fix asks for, as the run printed it (outcome.ts) (a plain resume of a step that reads
        // what only it makes stops there again for ever: none is named for it).
        const plainInput = next === undefined && throughTakenBack === undefined && status === 'WORKFLOW_INPUT_REQUIRED' && state.active_step !== null && !report.locked && collectionKeyStop(state, ctx.bindings, state.message ?? '');
        // The run printed its next: with the agent flags it was given; status cannot know them.
        const nextNote = next?.nextCommand === resume || plainInput || asked.length > 0 || question !== undefined ? agentFlagsNote(workflow, ctx, state) : null;
        const standing = {
            ...report,
            historyCommand: `${name} history ${runWords}`,
            nextCommand: next?.nextCommand ?? (throughTakenBack !== undefined ? (0,rewind/* rerunCommand */.w4)(resume, throughTakenBack) : plainInput ? editedResume(resume) : null),
            ...(next?.nextAlternative !== undefined ? { nextAlternative: next.nextAlternative } : {}),
            ...(nextNote !== null ? { nextNote } : {}),
            ...recordedChoice(state),
            ...(question !== undefined ? { question: { step: question.step, visit: question.visit, attempt: question.attempt, text: question.question } } : {}),
            status: reported,
            // The persisted stop's exit status; an interruption's, the signal's that stopped it (143 for SIGTERM, as run exited).
            exitCode: (0,stop_codes/* recordedExitStatus */.R$)(reported, state.invocations.at(-1)),
            ...(ready ? { hint: `Resume this run with ${resume}: it continues the child${decided.length === 1 ? '' : 'ren'}.` } : (blockedFix(workspace, state, workflow, status, resume, ctx.runRoot.rel, `${name} logs ${runWords}`, name) ?? {})),
            message: ready
                ? `ready to resume: ${(0,transition/* pausedInWords */.Z)(decided)} this run paused in ${decided.length === 1 ? 'no longer awaits' : 'no longer await'} a decision`
                : partly
                    ? `paused in ${(0,transition/* pausedInWords */.Z)(paused.map((p) => p.child))} (decide there: ${paused.map((p) => `${name} approve ${p.target}`).join('; ')}); ${(0,transition/* decidedInWords */.jD)(decided)}`
                    : (runnerWords(state, status, report.locked === true, report.lockElsewhere, report.lockHolder) ?? decisionAheadInWords(state, workflow) ?? state.message ?? `active step: ${state.active_step ?? 'none (finished)'}`),
            ...(runner !== undefined ? { runner } : {}),
            ...(runner === 'gone' ? { hint: `Resume it: ${resume} (it kills what ${runnerEnded(state) !== null ? 'its last runner' : 'the dead runner'} left running, then runs ${state.in_flight ? `step ${state.in_flight.step} again` : `step ${state.active_step ?? '?'}`}).` } : {}),
            activeStep: state.active_step,
            completedSteps: state.completed_steps,
            state,
            log: load.log,
            ...status_notRunOf(workflow, load.log ? (0,run_log/* latestDecisions */.tg)(load.log) : undefined, state),
            ...(pausedChildren.length > 0 ? { pausedChildren } : {}),
            ...(handOffEnd(state, workflow) !== undefined ? { handedOff: handOffEnd(state, workflow).step } : {}),
            ...(!(0,external_node_fs_.existsSync)(ctx.statePath.abs) ? { stateFileMissing: resume } : {}),
            ...(options.views?.registries === true ? foreachRegistries(workspace, workflow, state) : {}),
            ...(options.views?.children === true ? childPositions(workspace, workflow, state, ctx.bindings, importers, name, options.inputsInHints === true) : {}),
        };
        // The state file (and the manifest with it) behind the journal, no runner writing them: the run
        // could not write them (a full disk) or died first; status reads the journal, the run's account, and says so.
        if (load.snapshotLags && load.notes.some((n) => n.includes('lagged its journal')) && !report.locked)
            standing.message = `${standing.message} (its state file and manifest lag the journal, which this reads: its runner could not write them or died first; the next run writes them again)`;
        // A live runner holds the run: it is IN_PROGRESS, whatever a resume would make of it later.
        if ((options.sourceCommit !== undefined || started !== undefined) && !report.locked) {
            const compared = (sourceCommit) => {
                const now = { source_commit: sourceCommit, agent_package_version: ctx.agentPackageVersion };
                const atSource = stateAtSource(state, workflow, invocation, now, edited((0,command_line/* runCommandLine */.rZ)(name, workflow.file, ctx.runId, (0,run_scope/* stateLocatingInputs */.G$)(workflow, ctx.bound.explicit))));
                // What a resume would make of it at this source is said instead: not the paused run's next step.
                if (atSource)
                    return { ...standing, nextCommand: null, nextAlternative: undefined, nextNote: undefined, ...atSource };
                // A keep continued with old verdicts at this source: the run stands, and says so (never silent).
                const kept = (0,source_drift/* verdictSources */.iH)(state, now).filter((v) => v.kept).map((v) => v.step);
                if (kept.length > 0)
                    return { ...standing, message: `${standing.message} (on_source_change: keep \u2014 continuing with the old verdicts of ${kept.join(', ')}, made at another commit)`, keptVerdicts: kept };
                return standing;
            };
            return started === undefined ? compared(options.sourceCommit()) : { started, atSource: (sourceCommit) => caught(report, () => compared(sourceCommit)) };
        }
        // A lock that names no process: no runner is known to hold the run; say what stands there and the fix.
        if (report.lockNamesNoProcess !== undefined) {
            return {
                ...standing,
                runner: undefined,
                nextCommand: null,
                message: `${standing.message} (the lock ${report.lockNamesNoProcess} names no process: written by no stagegate run, or damaged)`,
                hint: `If no stagegate runner is active for this run, remove ${report.lockNamesNoProcess}, then resume.`,
            };
        }
        // A lock another machine's runner took: not known to be active (its process cannot be checked
        // here); who, and what to do when that job is gone.
        if (report.lockElsewhere !== undefined) {
            const { host, pid, startedAt, file } = report.lockElsewhere;
            const said = lockElsewhereWords(report.lockElsewhere);
            return {
                ...standing,
                message: status === 'IN_PROGRESS' ? standing.message : `${standing.message} (${said})`,
                hint: `If the runner on ${host} (pid ${pid}${(0,state_lock/* sinceWords */.KR)(startedAt)}) is still going, wait for it. If that job is gone (it ended or was cancelled, its machine lost, or this run folder was carried here from it with its lock), remove ${file}, then resume: ${resume}`,
            };
        }
        return standing;
    }
    catch (error) {
        // Refused: what was located (the workflow, the run's paths); before the run was located, the run
        // id as given (as run reports a run it stopped before locating: a workflow it refuses).
        return refused({ ...reached, ...lock, runId: reached.runId ?? invocation.runId ?? invocation.tokens['run_id'] ?? null }, error);
    }
}
/** A StagegateError said as the report (any other error thrown on). */
function refused(base, error) {
    if (!(0,errors/* isStagegateError */.W)(error))
        throw error;
    const located = error.location.file !== undefined && error.location.line !== undefined;
    return { ...base, status: error.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), ...(error.nextCommand !== undefined ? { nextCommand: error.nextCommand } : {}), ...(located ? { location: error.location } : {}) };
}
function caught(base, make) {
    try {
        return make();
    }
    catch (error) {
        return refused(base, error);
    }
}
/** The run a read-only look reads past its refusal (`lookPastIntegrity`): where it is, its state, and the refusal. */
function lookedPast(report, state, integrity) {
    return { ...report, status: integrity.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(integrity.code), message: integrity.message, ...(integrity.hint !== undefined ? { hint: integrity.hint } : {}), activeStep: state.active_step, completedSteps: state.completed_steps, state, integrity };
}
/**
 * A run that ended blocked: the command that runs the step that ended it again (--rerun-from,
 * when the run can rerun from it and it has a visit left under max_visits), else a fresh start.
 * A resume alone would only report the same outcome again.
 */
function blockedFix(workspace, state, workflow, status, resume, runRoot, logs, name) {
    if (state.active_step !== null || (0,stop_codes/* stopClass */.Ti)(status) !== 'blocked')
        return undefined;
    const handOff = handOffEnd(state, workflow);
    const inputs = [...workflow.inputs.required, ...workflow.inputs.optional].some((i) => i !== 'run_id');
    if (handOff !== undefined) {
        // Handed off on a child run's stop (a maestro delegate's paused chain): next: shows why it stopped, as the run said.
        const child = handOffChildStatus(state, workflow, handOff, name);
        return { hint: `${handOffHint(handOff, `${resume} --mode fresh`)}${inputs ? " (Give the run's inputs again: a fresh run reuses none.)" : ''}`, ...(child !== undefined ? { nextCommand: child } : {}) };
    }
    const fresh = `start over with \`${resume} --mode fresh\` (giving the run's inputs again: a fresh run reuses none)`;
    const step = (0,rewind_items/* rerunFromBlocked */.dj)(workspace, state, workflow, status, runRoot);
    // Ended by a stage's failure (on_failure: BLOCKED): how it failed, its log, its rerun \u2014 as the run said.
    const failed = (0,failed_end/* failedEnd */.FA)(state);
    if (failed !== undefined)
        return { hint: (0,failed_end/* failedEndHint */.Gw)(state, failed, `${logs} ${(0,command_line/* stepWord */.NJ)(failed)}`, step === failed ? (0,rewind/* rerunCommand */.w4)(resume, step) : undefined, (0,failed_end/* stepLogEmpty */.Ok)(workspace, state, failed)) };
    const loop = status === 'WORKFLOW_BLOCKED_LOOP_LIMIT' ? (0,rewind/* loopLimitHint */.jq)(state, workflow, resume, fresh) : undefined;
    if (loop !== undefined)
        return { hint: loop };
    if (step === undefined)
        return { hint: `A resume only reports this outcome again: fix what blocked it, then ${fresh}.` };
    return { hint: (0,rewind/* blockedRerunHint */.I2)(state, workflow, step, (0,rewind/* rerunCommand */.w4)(resume, step), fresh) };
}
/**
 * What a resume at `now` would make of the run's verdicts, when that is not the run as it stands:
 * refuse \u2192 the STALE_ARTIFACT_REJECTED it would stop with; a policy that takes verdicts back (rerun,
 * or an approval made at another commit, the active one's too) \u2192 PARTIAL_RESUMABLE, the step it
 * would go back to (or the approval it asks for again) in the message. Undefined when every verdict is current, or keep continues with them as they are.
 */
function stateAtSource(state, workflow, invocation, now, command) {
    const policy = (0,source_drift/* effectivePolicy */.Ci)(invocation, workflow);
    const change = (0,source_drift/* sourceChange */.Mh)(state, now, policy);
    if (!change)
        return undefined;
    if ((0,source_drift/* refuses */.QQ)(change, policy)) {
        const error = (0,source_drift/* refusal */.x5)(change, state.run_id, command, { finished: state.active_step === null ? state.status : undefined, read: true, unread: (0,source_drift/* unreadSource */.V1)(state) });
        // The refusal's own next: (the rerun), as `run` prints it: pasteable, not only inside the fix.
        return { status: error.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), nextCommand: error.nextCommand ?? null };
    }
    // The active approval's decision made at another commit no longer counts (keep too): the resume asks
    // again, so the decision's own next step ("a resume continues at \u2026": after-decision.ts) is not what happens.
    const voidsActive = state.active_step !== null && change.voided_approvals.includes(state.active_step);
    if (change.rerun_from === null && !voidsActive)
        return undefined;
    const was = state.active_step === null ? `run ${state.run_id} finished with ${state.status}` : `run ${state.run_id} is at ${state.active_step}`;
    const resume = `${command}${invocation.onSourceChange !== undefined ? ` --on-source-change ${invocation.onSourceChange}` : ''}`;
    return {
        status: 'PARTIAL_RESUMABLE',
        exitCode: (0,stop_codes/* exitStatusFor */.ex)('PARTIAL_RESUMABLE'),
        message: `${was}, but ${(0,source_drift/* describeSourceChange */.F)(change)}`,
        hint: `Resume to run it at this source: ${resume}`,
        nextCommand: resume,
    };
}
/** The names a command may give a step or branch of the workflow by: its ids as written in an imported file, and each parallel step's branches. */
function stepNamesOf(workflow) {
    const perItem = [...workflow.steps.values()].filter((s) => s.kind === 'foreach').map((s) => [s.id, Object.keys(s.def.per_item ?? {})]);
    return {
        ...writtenIdsOf(workflow),
        branches: Object.fromEntries([...workflow.steps.values()].filter((s) => s.kind === 'parallel').map((s) => [s.id, (0,parallel_branches/* branchesOf */.IJ)(workflow, s).map((b) => b.id)])),
        ...(perItem.length > 0 ? { perItem: Object.fromEntries(perItem) } : {}),
    };
}
/**
 * The step ids as written in an imported file that name a step (stepNamed), and the branch ids so
 * written that name a branch of their parallel step (one branch written so, not a branch's own id),
 * when there are any.
 */
function writtenIdsOf(workflow) {
    const pairs = [...workflow.steps.values()].flatMap((s) => {
        if (s.written === undefined)
            return [];
        const id = (0,model_workflow/* stepNamed */.au)(workflow, s.written);
        return id === undefined || id === s.written ? [] : [[s.written, id]];
    });
    const branches = [...workflow.steps.values()].flatMap((s) => {
        const written = Object.entries(s.branchesWritten ?? {});
        const own = new Set(Object.keys(s.def.parallel?.branches ?? {}));
        const named = written.filter(([, as]) => !own.has(as) && written.filter(([, other]) => other === as).length === 1).map(([branch, as]) => [as, branch]);
        return named.length > 0 ? [[s.id, Object.fromEntries(named)]] : [];
    });
    return { ...(pairs.length > 0 ? { writtenIds: Object.fromEntries(pairs) } : {}), ...(branches.length > 0 ? { writtenBranches: Object.fromEntries(branches) } : {}) };
}
/** Each foreach step's items against its registry now (registry-drift.ts); nothing when the run has none loaded. */
function foreachRegistries(workspace, workflow, state) {
    const out = {};
    for (const [id, record] of Object.entries(state.steps)) {
        const step = workflow.steps.get(id);
        if (!record.foreach || step?.kind !== 'foreach')
            continue;
        const drift = registryDrift(workspace, step, record.foreach, undefined, DRIFT_STATUS_BYTES);
        out[id] = drifted(drift) ? { ...drift, advice: driftAdvice(drift, { first: workflow.entry === id, atForeach: state.active_step === id }) } : drift;
    }
    return Object.keys(out).length > 0 ? { registries: out } : {};
}
/**
 * The active child_workflow step's child run, by its own state (its journal replayed, as a resume
 * of it would read it): the parent's record says only that the step is in flight.
 */
function childPositions(workspace, workflow, state, bindings, importers, name, withInputs) {
    const id = state.active_step;
    const step = id !== null ? workflow.steps.get(id) : undefined;
    const child = id !== null ? state.steps[id]?.child : undefined;
    if (!step || !child || child.run_id === null || child.state_path === null)
        return {};
    const inputs = withInputs ? childRunLocating(workflow, workspace, bindings, state, step, child, importers) : [];
    const position = { workflow_file: child.workflow_file, run_id: child.run_id, state_path: child.state_path, status: null, active_step: null, in_flight: null, logs: `${name} logs ${(0,command_line/* runTarget */.Nh)(child.workflow_file, child.run_id, inputs)}` };
    try {
        const childWorkflow = (0,load_and_check/* loadAndCheck */.wy)(workspace, child.workflow_file, importers);
        const at = workspace.tryResolve(child.state_path);
        const load = at ? (0,state_store/* loadRun */.Sj)({ state: at.abs }, childWorkflow, at.rel, { log: false }) : undefined;
        if (load?.kind === 'ok' && load.state.run_id === child.run_id) {
            position.status = (0,state_state/* statusOf */.c2)(load.state);
            position.active_step = load.state.active_step;
            position.in_flight = load.state.in_flight?.step ?? null;
        }
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
    }
    return { children: { [id]: position } };
}
/** A lock another machine's runner took, in words: not called active, since this machine cannot check it. */
function lockElsewhereWords(lock) {
    return `locked by a runner on another machine, ${lock.host} (pid ${lock.pid}${(0,state_lock/* sinceWords */.KR)(lock.startedAt)}), which this machine cannot check`;
}
/** The runner on this machine that holds a run's lock: `pid 4242 on build-1, since 2026-12-06T10:15:00.000Z`. */
function lockHolderWords(holder) {
    return `pid ${holder.pid} on ${holder.host}${(0,state_lock/* sinceWords */.KR)(holder.startedAt)}`;
}
/**
 * The headline of a run IN_PROGRESS, by whether a runner holds it: a live one is running the step
 * in flight; none means the runner died with it (a resume runs it again). Undefined otherwise.
 */
function runnerWords(state, status, locked, elsewhere, holder) {
    if (status !== 'IN_PROGRESS')
        return undefined;
    const flight = state.in_flight;
    if (locked && elsewhere !== undefined)
        return `${flight ? `step ${flight.step} is in flight (visit ${flight.visit}, attempt ${flight.attempt})` : `between steps (next: ${state.active_step ?? 'none'})`}: ${lockElsewhereWords(elsewhere)}`;
    const who = holder !== undefined ? ` (${lockHolderWords(holder)})` : '';
    if (locked)
        return flight ? `step ${flight.step} is in flight (visit ${flight.visit}, attempt ${flight.attempt}): a runner is active${who}` : `a runner is active${who}, between steps (next: ${state.active_step ?? 'none'})`;
    // The last invocation recorded its own end (a failed journal write's second try: STATE_WRITE_FAILED): its runner did not die.
    const ended = runnerEnded(state);
    if (ended !== null) {
        return flight
            ? `step ${flight.step} was in flight (visit ${flight.visit}, attempt ${flight.attempt}) when its runner stopped ${ended}: no runner holds the run; resume runs it again`
            : `the run's last runner stopped ${ended} between steps (no runner holds the run): resume goes on at ${state.active_step ?? 'its end'}`;
    }
    return flight
        ? `step ${flight.step} was in flight (visit ${flight.visit}, attempt ${flight.attempt}) when its runner died: no runner holds the run; resume runs it again`
        : `the run's runner died between steps (no runner holds the run): resume goes on at ${state.active_step ?? 'its end'}`;
}
/** The agent choice the run recorded, as status shows it (a recorded command path as recorded: status resolves nothing). */
function recordedChoice(state) {
    const latest = (0,agents_recorded/* latestRecord */.tr)(state);
    if (latest === undefined)
        return {};
    const r = latest.agents;
    const shown = (0,agents_recorded/* describeAgents */.i7)({ agent: r.agent, agentCommand: r.agent_command, agentArgs: r.agent_args, freshSessions: r.fresh_sessions === true });
    if (shown === '')
        return {};
    // A command path outside the workspace is recorded, never reused (agents/recorded.ts).
    const why = (0,agents_recorded/* reusable */.Ez)(r) ? `a resume without agent flags uses it: ${(0,agents_recorded/* agentsWhy */.Rz)({ from: 'run', atStart: latest.atStart })}` : 'recorded, but its --agent-command is outside the workspace and is never reused: a resume needs --agent-command again';
    return { agents: { shown, from: 'run', why } };
}
/** The inputs given on the command line that locate a run's state (for the command a fix prints). */
function invocationLocating(workflow, invocation) {
    return (0,run_scope/* stateLocatingInputs */.G$)(workflow, new Map(Object.entries(invocation.tokens)));
}

;// CONCATENATED MODULE: ./src/core/commands/history.ts
// `history`: a run's journal, event by event \u2014 what happened, in order, as the run's durable
// truth records it. Read-only; replays the journal like a resume does, so a journal a resume
// would refuse is reported with the same stop code.


















/**
 * What an invocation did, which its recorded `mode` (the one asked for, default resume) does not
 * say alone: the event that begins a journal started the run (new, or fresh in place of an earlier
 * one), every later one resumed it. Read from the journal as written, so journals already written
 * read right too.
 */
function startedAs(e) {
    if (e.seq > 1)
        return e.mode;
    const of = e.fresh_execution_of;
    if (!of)
        return e.mode === 'fresh' ? 'new run (mode fresh: no earlier run to replace)' : 'new run';
    const what = [of.status ? `it had stopped ${of.status}` : '', of.superseded_to ? `its files moved to ${of.superseded_to}` : ''].filter(Boolean).join('; ');
    return `fresh, in place of run ${of.run_id}${what ? ` (${what})` : ''}`;
}
/**
 * The rows of a journal's events. An approval_decided event does not name its step (it decides the
 * approval the run is paused at): its row names the step of the latest approval_reached, where the
 * run paused, the step the decision is recorded for (reduce.ts recordDecision).
 */
function rowsOf(events, workflow) {
    let paused = null;
    return events.map((e) => {
        const row = rowOf(e);
        // A check of the files a step requires that skipped it says the skip (an aiox <id>_requires).
        const check = e.event === 'decision_taken' ? workflow.steps.get(e.step) : undefined;
        if (e.event === 'decision_taken' && check !== undefined)
            row.detail = (0,decision_transition/* requiresSkipInWords */.AQ)(check, e.outcome.record) ?? row.detail;
        if (e.event === 'approval_reached')
            paused = e.step;
        else if (e.event === 'approval_decided')
            row.step = paused;
        return row;
    });
}
/** `, agent claude (flags)`: the agent choice an invocation recorded (agents/recorded.ts). */
function agentsInWords(agents) {
    if (agents === undefined)
        return '';
    const shown = (0,agents_recorded/* describeAgents */.i7)({ agent: agents.agent, agentCommand: agents.agent_command, agentArgs: agents.agent_args, freshSessions: agents.fresh_sessions === true });
    return shown === '' ? '' : `, agent ${shown} (${agents.from === 'run' ? "the run's record" : 'flags'})`;
}
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
            row.detail = `${startedAs(e)}${e.stop_after_step ? `, stop after ${e.stop_after_step}` : ''}${e.source_commit ? ` at ${e.source_commit.slice(0, 12)}` : ''}${e.stagegate_version ? `, stagegate ${e.stagegate_version}` : ''}${agentsInWords(e.agents)}`;
            // Neither an --agent-arg nor an input that looks secret is printed, here either (--json's
            // data): as the summary, next: commands and logs show them (run/secret-names.ts shownInputs).
            row.data = { ...e, inputs: (0,secret_names/* shownInputs */.BX)(e.inputs), ...(e.agents?.agent_args !== undefined ? { agents: { ...e.agents, agent_args: (0,agents_recorded/* shownAgentArgs */.gc)(e.agents.agent_args) } } : {}) };
            break;
        case 'run_stopped':
        case 'stopped':
            row.status = e.code;
            row.detail = e.event === 'stopped' ? e.message : e.signal !== undefined ? `by ${e.signal}` : '';
            break;
        case 'runner_lost':
            row.status = 'abandoned';
            row.detail = `the runner before this one died with this attempt in flight${e.branches !== undefined ? ` (branches ${e.branches.join(', ')} running)` : ''}: it runs again as its next attempt; ${e.killed === null ? 'leftover processes not looked for (none can be found by token here)' : `${e.killed} leftover process${e.killed === 1 ? '' : 'es'} killed`}`;
            break;
        case 'attempt_failed':
            row.status = e.code;
            row.detail = e.message;
            break;
        case 'gate_accepted':
            row.status = e.gate.status;
            row.detail = `${e.artifact.path} (sha256 ${e.artifact.sha256.slice(0, 12)}\u2026)${e.stop ? ` \u2014 ${e.stop}` : ''}`;
            break;
        case 'question_asked':
            row.status = e.status;
            row.detail = `asks: ${e.question}`;
            break;
        case 'question_answered':
            row.status = 'answered';
            row.detail = `by ${e.by}: ${e.answer}`;
            break;
        case 'exit_accepted':
            row.status = 'exit 0';
            row.detail = e.stop ?? '';
            break;
        case 'failure_routed':
            row.status = e.code;
            row.detail = `on_failure${e.stop ? ` \u2014 ${e.stop}` : ''}`;
            break;
        case 'decision_taken':
            row.visit = e.outcome.record.visit;
            row.status = e.outcome.record.chosen === 'else' ? 'else' : `if ${e.outcome.record.branches[e.outcome.record.chosen]?.expression ?? ''}`;
            row.to = e.outcome.to;
            // The target it chose; where it led instead when the run ended there (the loop limit; recorded since 2026-12-06).
            if (e.stop)
                row.detail = e.stop;
            break;
        case 'approval_reached':
            row.status = e.stop ?? 'followed';
            break;
        case 'step_skipped':
            if (e.by !== undefined)
                row.detail = `by ${e.by}`;
            break;
        case 'approval_decided':
            row.status = e.decision;
            row.detail = `by ${e.by}${e.source_commit ? ` at ${e.source_commit.slice(0, 12)}` : ''}${e.note ? `: ${e.note}` : ''}`;
            break;
        case 'source_changed':
            row.status = `on_source_change: ${e.change.policy}`;
            row.detail = (0,source_drift/* describeSourceChange */.F)(e.change);
            break;
        case 'rewound':
            row.status = '--rerun-from';
            row.detail = `${(0,rewind/* describeRewind */.Zn)({ step: e.step, taken_back: e.taken_back, ...(e.items !== undefined ? { items: e.items } : {}), ...(e.branches !== undefined ? { branches: e.branches } : {}) }, e.after_failure)}${e.stop ? ` \u2014 ${e.stop}` : ''}`;
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
        case 'branch_artifact':
            // A parallel branch's accepted output (its key: <step>.<branch>), as gate_accepted says a step's.
            row.status = e.artifact.gate_status ?? null;
            row.detail = `${e.key}: ${e.artifact.path} (sha256 ${e.artifact.sha256.slice(0, 12)}\u2026)`;
            break;
        case 'branch_updated':
            row.detail = `branch ${e.branch}${e.patch.status ? `: ${e.patch.status}` : ''}`;
            row.status = e.patch.gate_status ?? e.patch.code ?? null;
            row.attempt = e.patch.attempt ?? null;
            break;
        case 'child_paused':
        case 'parallel_paused':
            row.status = 'PARTIAL_RESUMABLE';
            row.detail = e.message;
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
            row.detail = [
                `${e.record.agent} (${e.record.delegation})${e.record.session !== undefined ? `, session ${e.record.session}` : ''}`,
                ...(e.record.refused !== undefined ? [`never got to work: ${e.record.refused}`] : []),
                ...(e.record.usage_partial === true ? [`spend a lower bound: it ended before its CLI reported usage (${e.record.usage === null ? 'usage unknown: none printed' : e.record.usage.cost_usd != null ? 'cost a lower bound' : 'cost unknown'})`] : []),
            ].join('; ');
            break;
        case 'source_advanced':
            row.status = 'HEAD moved';
            row.detail = `${e.from_commit ? e.from_commit.slice(0, 12) : '(no commit)'} -> ${e.to_commit.slice(0, 12)}: a commit the run's own stage made (what was made before it stays current)`;
            break;
        case 'effect_done':
            row.detail = `once ${e.key}${e.branch !== undefined ? ` (branch ${e.branch})` : ''}: done at ${e.done_at}, stdout ${e.stdout_bytes} byte${e.stdout_bytes === 1 ? '' : 's'} (sha256 ${e.stdout_sha256.slice(0, 12)}\u2026)`;
            break;
        default:
            break;
    }
    return row;
}
function getHistory(workspaceRoot, workflowFile, invocation, importers, commandName = 'stagegate') {
    const base = { status: 'NOT_STARTED', exitCode: 0, message: '', workflow: null, runId: null, journalPath: null, events: [] };
    try {
        const workspace = new workspace_workspace/* Workspace */.aR(workspaceRoot);
        const workflow = (0,load_and_check/* loadAndCheck */.wy)(workspace, workflowFile, importers, undefined, undefined, commandName);
        // No run id where the state path names the run: the fix names the workflow's runs, as status's and plan's do.
        const ctx = (0,context/* withRunsNamed */.i)(() => (0,context/* resolveRunContext */.xn)(workflow, workspace, { ...invocation, mode: 'resume' }, new Date(), { readOnly: true, naming: { commandName, inputsInHints: true } }), () => (0,commands_runs/* runIdNeededHint */.fq)(workspace, workflow, commandName, 'history', (0,run_scope/* stateLocatingInputs */.G$)(workflow, new Map(Object.entries(invocation.tokens)))));
        const report = { ...base, workflow: workflow.name, runId: ctx.runId, journalPath: (0,state_journal/* journalPathFor */.S7)(ctx.statePath.rel) };
        // The context's replay, re-read only when the journal changed since (reloadRun).
        const load = (0,state_store/* reloadRun */.pI)(ctx.existing, { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs }, workflow, ctx.statePath.rel, { naming: ctx.naming });
        if (load.kind === 'absent') {
            // A mistyped run id reads as a run not started: name the workflow's runs there are (as status does).
            const hint = ctx.runIdGenerated ? undefined : (0,commands_runs/* otherRunsHint */.IY)(workspace, ctx, true, commandName, 'history');
            return { ...report, message: `no journal at ${report.journalPath}: the run has not started`, ...(hint ? { hint } : {}) };
        }
        if (load.kind === 'corrupt') {
            // history shows the journal: when it verifies (only a projection beside it was refused), its
            // events are shown with the violation, which keeps its stop code and exit status.
            if (load.journal) {
                const events = (0,state_store/* loadedEvents */.vL)(load.journal);
                return { ...report, status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', exitCode: (0,stop_codes/* exitStatusFor */.ex)('WORKFLOW_STATE_INTEGRITY_VIOLATION'), message: `${load.reason}; the journal's own chain and replay verify: its ${events.length} events follow`, hint: load.hint, events: rowsOf(events, workflow) };
            }
            // A run a newer stagegate wrote (RUN_WRITTEN_BY_NEWER_STAGEGATE): its events are that build's to show.
            throw new errors/* StagegateError */.q((0,state_store/* refusedCode */.Q_)(load), load.reason, { hint: load.hint, location: { file: load.file, ...(load.line !== undefined ? { line: load.line } : {}) } });
        }
        try {
            (0,integrity/* checkRunIdentity */.Ee)(load.state, workflow, ctx.statePath.rel, { allowWorkflowChange: true, naming: ctx.naming, runId: ctx.runId });
        }
        catch (error) {
            // Another workflow's run (or run id's) at this state path: its events are not this run's to show.
            if (!(0,errors/* isStagegateError */.W)(error))
                throw error;
            return { ...report, status: error.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
        }
        const recorded = load.state.in_flight !== null ? 'IN_PROGRESS' : load.state.status;
        // IN_PROGRESS with its last invocation's own end recorded (STATE_WRITE_FAILED): that stop and
        // its exit status, as `run` exited and `status` reports. Not while a runner holds the lock, as
        // status: one resuming it (until its invocation is recorded), or another machine's, which
        // cannot be told from here; the run is then IN_PROGRESS, not "no runner holds the run".
        const ended = recorded === 'IN_PROGRESS' && !state_lock/* RunLock */.jj.isHeld(ctx.lockPath) ? runnerEnded(load.state) : null;
        const status = ended ?? recorded;
        const events = (0,state_store/* loadedEvents */.vL)(load.journal);
        const stopped = ended === null ? '' : `; the run's last runner stopped ${ended}${ended === 'STATE_WRITE_FAILED' ? ": the run's state could not be written" : ''}, and no runner holds the run`;
        const resume = ended === null ? {} : { hint: `Resume it: ${(0,command_line/* runCommandLine */.rZ)(commandName, workflow.file, ctx.runId, ctx.naming?.locating ?? [])}` };
        return { ...report, status, exitCode: (0,stop_codes/* recordedExitStatus */.R$)(status, load.state.invocations.at(-1)), message: `${events.length} events${stopped}`, ...resume, events: rowsOf(events, workflow) };
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return { ...base, status: error.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
    }
}

;// CONCATENATED MODULE: ./src/core/commands/step-target.ts
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
            const near = (0,did_you_mean/* closest */.kp)(name, foreach.length > 0 ? foreach : naming.steps);
            const why = id === undefined ? '' : `: step ${id} is not a foreach step (STEP[ITEM] names an item of one)`;
            throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `${options.refusal}${why}${near && foreach.length > 0 ? `. Did you mean '${near}[${key}]${sub !== undefined ? `.${sub}` : ''}'?` : ''}`, { hint: `Use one of: ${listing()}.` });
        }
        if (sub === undefined)
            return { step: `${id}[${key}]`, id, item: key };
        if (subs.includes(sub))
            return { step: `${id}[${key}].${sub}`, id, item: key, sub };
        const near = (0,did_you_mean/* closest */.kp)(sub, subs);
        throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `${options.refusal}: foreach step ${id} has no per_item step ${sub}${near ? `. Did you mean '${id}[${key}].${near}'?` : ''}`, { hint: `Use one of: ${listing()}.` });
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
        const near = subs !== undefined ? (0,did_you_mean/* closest */.kp)(given.slice(id.length + 1), subs)?.replace(/^/, `${id}.`) : (0,did_you_mean/* closest */.kp)(given, [...naming.steps, ...keys()]);
        const why = subs !== undefined ? `foreach step ${id} has no per_item step ${given.slice(id.length + 1)}` : own.length > 0 ? `parallel step ${id} has no branch ${branch}` : `step ${id} has no branches`;
        throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `${options.refusal}: ${why}${near ? `. Did you mean '${near}'?` : ''}`, { hint: `Use one of: ${listing()}.` });
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
        throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `${options.refusal}: ${what}: ${each}`, { hint: `Use one of: ${listing()}.` });
    }
    const steps = options.unknown === 'steps';
    const near = steps ? (0,did_you_mean/* closest */.kp)(given.split('.')[0], naming.steps) : (0,did_you_mean/* closest */.kp)(given, [...naming.steps, ...keys()]);
    const hint = steps ? `Use one of: ${naming.steps.join(', ')} (a parallel branch: STEP.BRANCH${perItem.size > 0 ? "; a foreach step's item: STEP[ITEM], its per-item step: STEP[ITEM].SUB" : ''}).` : `Use one of: ${listing()}.`;
    throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `${options.refusal}${near ? `. Did you mean '${near}'?` : ''}`, { hint });
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
    const near = (0,did_you_mean/* closest */.kp)(target.item, items);
    const shown = items.slice(0, 10).map(named);
    const which = items.length === 0 ? `foreach step ${target.id} has no items ${where}` : `Use one of: ${shown.join(', ')}${items.length > shown.length ? `, \u2026 ${items.length - shown.length} more` : ''}.`;
    throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `${refusal}: foreach step ${target.id} has no item ${target.item} ${where}${near ? `. Did you mean '${named(near)}'?` : ''}`, { hint: which });
}

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
    const named = stepTarget(given, namingOf(workflow), { refusal: `--show-prompt ${given}: not a step of workflow ${workflow.name}`, ownBranches: () => [], unknown: 'branches' });
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
    const branch = named.branch === undefined ? undefined : (0,parallel_branches/* branchesOf */.IJ)(workflow, step).find((b) => b.id === named.branch);
    return prompted(workflow, given, branch !== undefined ? { step, branch } : { step });
}
/** The workflow's names as stepTarget asks for them: its steps (stepNamed), each parallel step's branches, their ids as an imported file wrote them. */
function namingOf(workflow) {
    return {
        steps: [...workflow.steps.keys()],
        stepNamed: (name) => (0,model_workflow/* stepNamed */.au)(workflow, name),
        parallel: [...workflow.steps.values()].filter((s) => s.kind === 'parallel').map((s) => [s.id, (0,parallel_branches/* branchesOf */.IJ)(workflow, s).map((b) => b.id)]),
        writtenAs: (id, branch, name) => workflow.steps.get(id)?.branchesWritten?.[branch] === name,
        foreach: [...workflow.steps.values()].filter((s) => s.kind === 'foreach').map((s) => [s.id, Object.keys(s.def.per_item ?? {})]),
    };
}
/** The target, when what it names gets a prompt (an agent-driven step or branch); else the usage error naming those that do. */
function prompted(workflow, given, target) {
    const gets = target.branch ?? target.step;
    if (registry/* AGENT_DRIVEN_KINDS */.vD.has(gets.kind))
        return target;
    const prompts = [...[...workflow.steps.values()].filter((s) => registry/* AGENT_DRIVEN_KINDS */.vD.has(s.kind)).map((s) => s.id), ...(0,parallel_branches/* allBranches */.Iz)(workflow).filter((b) => registry/* AGENT_DRIVEN_KINDS */.vD.has(b.branch.kind)).map((b) => `${b.step.id}.${b.branch.id}`), ...perItemPrompts(workflow)];
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
    const visit = Math.max(1, state?.steps[step.id]?.visits ?? 1);
    bindings = withKnownVisits(workflow, bindings, state, step, visit);
    if (branch !== undefined) {
        const b = new PendingView((0,parallel_branches/* branchBindings */.b8)(bindings, step, branch, state), optional);
        // The branch's record on the step's current visit (a resume runs its next attempt); none: its first.
        const parallel = state?.steps[step.id]?.parallel;
        const record = parallel !== undefined && parallel.visit === visit && Object.hasOwn(parallel.branches, branch.id) ? parallel.branches[branch.id] : undefined;
        return buildPrompt({
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
    const attempts = state ? (0,run_transition/* attemptsOnVisit */.PR)(state, step.id, visit) : 0;
    const request = {
        workflow,
        workspace,
        step,
        state,
        bindings: b,
        output: (0,run_bindings/* resolveOutput */.ST)(step, b, workspace),
        delegation: workflow.execution.delegationMode === 'bounded' && attempts === 0 ? 'delegated' : 'direct',
        previousFailure: previousFailureOf(state, step.id),
    };
    // The next attempt continues the session of the one before it: it gets the continuation prompt.
    if (continuing !== undefined && state !== undefined && attempts > 0 && continuesSession(request, continuing, visit, attempts))
        return buildContinuationPrompt(request);
    return buildPrompt(request);
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
    const digest = (0,workspace_digest/* sha256Text */.f1)(buildPrompt({ ...request, previousFailure: null, withoutAnswers: true }));
    const session = continuedSession(record, request.delegation, digest, agent.name, (0,run_questions/* answeredJustNow */.Yt)(state, step.id) !== undefined);
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
    const loaded = record ?? (0,state_state/* foreachRecordOf */.hg)(loadRecord({ workspace, state: () => state, ctx: { bindings } }, step, 1, undefined));
    const items = [...loaded.items];
    const given = `${step.id}${perItem.item !== undefined ? `[${perItem.item}]` : ''}.${perItem.sub}`;
    const where = record !== undefined ? 'in the run' : `in its registry ${loaded.source}`;
    if (perItem.item !== undefined) {
        checkItem({ step: given, id: step.id, item: perItem.item, sub: perItem.sub }, items.map((i) => i.id), `--show-prompt ${given}`, where);
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
    const itemWorkflow = itemWorkflowFor({ workflow }, step, { ...item, state_path: item.state_path ?? (0,schedule/* itemStatePathIn */.Hm)(runRoot, step.id, item, visit) });
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
    const prompt = buildPrompt({
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
;// CONCATENATED MODULE: ./src/core/commands/plan.ts
// `plan`: what a run would do next and why, and every path it can take (workflow-paths.ts),
// without running or writing anything. It makes the checks a run makes before its first stage
// (inputs, input files, run id, fresh isolation, agents and their CLIs, a readable state the run may continue, an
// unchanged workflow) and reports the stop a run would hit, with its stop code and exit status,
// instead of a next step; and it resolves what it can: each foreach's registry, each child
// workflow's (and phase's) inputs and where its run lives.




























function stopOf(error) {
    const located = error.location.file !== undefined || error.location.line !== undefined;
    return { code: error.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), ...(located ? { location: error.location } : {}) };
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
    const secrets = [...new Set([...(0,secret_names/* secretValuesOf */.WD)(Object.fromEntries(ctx.bindings)), ...(0,secret_names/* secretValuesOf */.WD)(inputs)])].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
    return (0,secret_names/* shownInputs */.BX)(inputs, secrets);
}
/** The child's inputs and the place of its run, as the child step would compute them now. */
function resolveChild(ctx, step, state, loadChild) {
    let prepared;
    try {
        prepared = resolveChildInvocation(ctx.workflow, ctx.workspace, ctx.bindings, state, step);
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
        const located = (0,context/* resolveRunContext */.xn)(child, ctx.workspace, { tokens: prepared.inputs, undeclared: 'keep', mode: fresh ? 'fresh' : 'resume' }, new Date(), { readOnly: true, ancestorRunRoots: [ctx.runRoot.rel] });
        return { workflow: prepared.file, inputs: shownChildInputs(ctx, prepared.inputs), runId: located.runIdGenerated ? null : located.runId, statePath: located.statePath.rel, manifestPath: located.manifestPath.rel, runRoot: located.runRoot.rel, note: null };
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return { workflow: prepared.file, inputs: shownChildInputs(ctx, prepared.inputs), runId: null, statePath: null, manifestPath: null, runRoot: null, note: `${error.code}: ${error.message}` };
    }
}
function resolvedOf(ctx, step, state, loadChild) {
    if (step.kind === 'foreach') {
        // A resume keeps the items its visit loaded: a registry that differs from them now is said.
        const record = ctx.bound.controls.mode === 'resume' ? state?.steps[step.id]?.foreach : undefined;
        const drift = record ? registryDrift(ctx.workspace, step, record) : undefined;
        const shown = drift && drifted(drift) ? { registryDrift: { ...drift, advice: driftAdvice(drift, { first: ctx.workflow.entry === step.id, atForeach: state?.active_step === step.id }) } } : {};
        return { registry: resolveRegistry(ctx, step, state), ...shown };
    }
    if (step.kind === 'child_workflow')
        return { child: resolveChild(ctx, step, state, loadChild) };
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
        return [...workflow.steps.values()].map((step) => {
            let output;
            try {
                output = ctx ? ((0,run_bindings/* resolveOutput */.ST)(step, (0,run_bindings/* stepBindings */.rV)(ctx.bindings, step, state), workspace)?.rel ?? null) : (step.def.output ?? null);
            }
            catch {
                output = step.def.output ?? null;
            }
            const resolved = ctx ? resolvedOf(ctx, step, state, loadChild) : undefined;
            // An approval's question as the run would ask it: its placeholders filled from what the step sees.
            const stepPaths = pathsOf.get(step.id);
            const asks = ctx && stepPaths.approval ? filledApprovalMessage(step, ctx.bindings, state) : undefined;
            return {
                id: step.id,
                kind: step.kind,
                disposition: !model_workflow/* EXECUTABLE_KINDS */.B0.has(step.kind) ? 'unsupported' : step.id === nextStep ? 'next' : completed.has(step.id) ? 'completed' : blocked.has(step.id) ? 'blocked' : 'pending',
                visits: state?.steps[step.id]?.visits ?? 0,
                maxVisits: (0,run_transition/* maxVisitsOf */.as)(workflow, step.id),
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
        ctx = (0,context/* withRunsNamed */.i)(() => (0,context/* resolveRunContext */.xn)(workflow, workspace, invocation, new Date(), { readOnly: true, naming: { commandName: options.commandName, inputsInHints: true } }), options.runsInHint !== true ? undefined : () => (0,commands_runs/* runIdNeededHint */.fq)(workspace, workflow, options.commandName ?? 'stagegate', 'plan', (0,run_scope/* stateLocatingInputs */.G$)(workflow, new Map(Object.entries(invocation.tokens)))));
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
        choice = (0,agents_recorded/* effectiveAgents */.Kq)(options.agents, agentRecordRun(ctx), workspace, ctx.runId);
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
        (0,refuse_unloadable/* refuseUnloadable */.u9)(ctx, invocation.allowWorkflowChange === true);
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
            preflight(ctx, agents, { ...(options.pathEnv !== undefined ? { pathEnv: options.pathEnv } : {}), importers: options.importers ?? {}, sourceChanged, ...(target !== undefined ? { agentUnavailable: (e) => agentsUnavailable.push(e) } : {}) });
            // What a resume judges under its lock: the snapshot, and the journal head the manifest records
            // (a journal cut short of it, or one whose line at that head is another). A refused run's
            // state is not shown: its completed steps, visits and verdicts are what status does not trust either.
            try {
                (0,refuse_unloadable/* checkManifest */.K7)(ctx);
            }
            catch (error) {
                state = undefined;
                throw error;
            }
            // Its refusal with the command run's gives (an edited workflow: the resume with --allow-workflow-change).
            // An edited workflow at another source: the one refusal that names both (state/integrity.ts).
            const staleSource = (resume) => (0,source_drift/* staleSourceOf */.c4)(state !== undefined && sourceCommit !== undefined ? (0,source_drift/* sourceChange */.Mh)(state, { source_commit: sourceCommit, agent_package_version: ctx.agentPackageVersion }, policy) : null, policy, resume);
            checkResumable(ctx, invocation.allowWorkflowChange === true, (0,command_line/* runCommandLine */.rZ)(options.commandName ?? 'stagegate', workflow.file, ctx.runId, (0,run_scope/* stateLocatingInputs */.G$)(workflow, ctx.bound.explicit)), staleSource);
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
            question = { step: asked.step, visit: asked.visit, attempt: asked.attempt, text: asked.question };
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
    if (stop)
        reason = `a run would stop before ${nextStep ?? 'any stage'} runs: ${stop.code}`;
    const warnings = budgetWarnings(workflow, workspace, agents).map((w) => w.message);
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
            const secrets = [...new Set([...(0,secret_names/* secretValuesOf */.WD)(Object.fromEntries(ctx.bindings)), ...(0,secret_names/* secretValuesOf */.WD)(options.secretEnv ?? {})])];
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
        stateFound: ctx.existing.kind === 'ok',
        nextStep: stop ? null : nextStep,
        reason,
        ...(question !== undefined ? { question } : {}),
        stopAfterStep: ctx.bound.controls.stopAfterStep,
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
    const shown = (0,agents_recorded/* describeAgents */.i7)(choice.selection);
    return shown === '' ? {} : { agents: { shown, from: choice.from, why: (0,agents_recorded/* agentsWhy */.Rz)(choice) } };
}
/** A parallel step's branches and a foreach's per_item steps with the agent of each agent-driven one (docs/agents.md: plan shows the agent of every agent-driven step). */
function withInnerAgents(workflow, step, paths, agentOf) {
    const add = (inner, models) => inner.map((p) => {
        const model = models.find((m) => m.id === p.id);
        return model !== undefined && registry/* AGENT_DRIVEN_KINDS */.vD.has(model.kind) ? { ...p, agent: agentOf(model) } : p;
    });
    if (paths.parallel)
        return { ...paths, parallel: { ...paths.parallel, branches: add(paths.parallel.branches, (0,parallel_branches/* branchesOf */.IJ)(workflow, step)) } };
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

// EXTERNAL MODULE: ./src/core/workspace/git-top-level.ts
var git_top_level = __webpack_require__(2784);
;// CONCATENATED MODULE: ./src/core/run/ports.ts
const systemClock = {
    now: () => new Date(),
    sleep: (ms, signal) => new Promise((resolve) => {
        if (signal?.aborted === true)
            return resolve();
        // The timer is cleared on abort: a pending one would keep the process alive for the rest of the backoff.
        const done = () => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', done);
            resolve();
        };
        const timer = setTimeout(done, ms);
        signal?.addEventListener('abort', done, { once: true });
    }),
};

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/host/process-tree.ts
var process_tree = __webpack_require__(8374);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
;// CONCATENATED MODULE: ./src/host/add-mask-lines.ts
// A stage's add-mask command lines, found in its raw output before the masker sees it
// (core/run/stage-masks.ts): the value is handed on to be registered, and the line goes on as
// `::add-mask::***` (`##[add-mask]***`) \u2014 the value never reaches the log, whatever the chunks it
// arrives in.
//
// The lines GitHub's runner takes as an add-mask command (actions/runner ActionCommand.TryParseV2,
// then TryParse; ActionCommandManager registers both forms' name case-insensitively):
// - `::add-mask::VALUE` or `::add-mask PROPERTIES::VALUE` once the line's leading white space is
//   trimmed \u2014 .NET's TrimStart: space, \t, \v, \f, U+0085, U+00A0, U+1680, U+2000\u2013U+200A, U+2028,
//   U+2029, U+202F, U+205F, U+3000, any number of them;
// - else the legacy `##[add-mask]VALUE` or `##[add-mask PROPERTIES]VALUE` where the line's FIRST
//   `##[` stands, anywhere in it (text before it is no obstacle).
// Lines end at \n, \r\n or a lone \r (as the runner reads a step's output). What may still turn
// out to be a command is held back: a lead's multi-byte white space (at most 2 bytes), the
// command's name, properties (at most MAX_ADD_MASK_VALUE bytes: past that the line is no
// command here), a command's value until its line ends (at most MAX_ADD_MASK_VALUE bytes: past
// that the value is refused and the rest of its line dropped). Every other byte goes on at once.
// The white space leading a command and the text before a legacy `##[` go on as they are.

const LF = 0x0a;
const CR = 0x0d;
const HASH = 0x23;
const COLON = 0x3a;
const SPACE = 0x20;
const BRACKET_CLOSE = 0x5d;
const NAME = Buffer.from('add-mask', 'ascii');
const MASKED = { v2: Buffer.from('::add-mask::***', 'utf8'), legacy: Buffer.from('##[add-mask]***', 'utf8') };
/** One-byte white space a command may start with: space, tab, vertical tab, form feed. */
const isBlank = (b) => b === SPACE || b === 0x09 || b === 0x0b || b === 0x0c;
/**
 * The UTF-8 length of the white space code point (beyond ASCII) at `i`: 2 or 3; 0 when the bytes
 * are none; -1 when the chunk ends before they can tell.
 */
function wideBlankAt(chunk, i) {
    const b0 = chunk[i];
    const need = b0 === 0xc2 ? 2 : b0 === 0xe1 || b0 === 0xe2 || b0 === 0xe3 ? 3 : 0;
    if (need === 0)
        return 0;
    const seq = [b0];
    for (let k = 1; k < need; k++) {
        if (i + k >= chunk.length)
            return prefixOfWideBlank(seq) ? -1 : 0;
        seq.push(chunk[i + k]);
    }
    return isWideBlank(seq) ? need : 0;
}
/** U+0085, U+00A0, U+1680, U+2000\u2013U+200A, U+2028, U+2029, U+202F, U+205F, U+3000 in UTF-8. */
function isWideBlank(s) {
    const [a, b, c] = s;
    if (a === 0xc2)
        return b === 0x85 || b === 0xa0;
    if (a === 0xe1)
        return b === 0x9a && c === 0x80;
    if (a === 0xe2 && b === 0x80)
        return c !== undefined && ((c >= 0x80 && c <= 0x8a) || c === 0xa8 || c === 0xa9 || c === 0xaf);
    if (a === 0xe2)
        return b === 0x81 && c === 0x9f;
    return a === 0xe3 && b === 0x80 && c === 0x80;
}
function prefixOfWideBlank(s) {
    const [a, b] = s;
    if (b === undefined)
        return true;
    if (a === 0xe1)
        return b === 0x9a;
    if (a === 0xe2)
        return b === 0x80 || b === 0x81;
    return a === 0xe3 && b === 0x80;
}
const lower = (b) => (b >= 0x41 && b <= 0x5a ? b + 0x20 : b);
class AddMaskLines {
    mode = 'lead';
    /** The command form being matched or read (v2, hash: implied). */
    form = 'v2';
    /** The bytes of a name being matched (v2: `::add-mask`, then `:`; hash: `##[add-mask`), as the stage wrote them. */
    cand = [];
    /** Bytes of earlier chunks held back: properties (with their command's text first) or a value. */
    held = [];
    heldLength = 0;
    /** A lead's multi-byte white space an earlier chunk ended in. */
    tail;
    push(input) {
        const chunk = this.tail ? Buffer.concat([this.tail, input]) : input;
        this.tail = undefined;
        const out = [];
        /** Start of this chunk's bytes not yet passed on, held or dropped. */
        let from = 0;
        let i = 0;
        // Each searched for once per chunk, again only once passed: a line of many `#` stays linear.
        let nextLf = -2;
        let nextCr = -2;
        let nextHash = -2;
        const lineEnd = (p) => {
            if (nextLf !== -1 && nextLf < p)
                nextLf = chunk.indexOf(LF, p);
            if (nextCr !== -1 && nextCr < p)
                nextCr = chunk.indexOf(CR, p);
            return nextLf < 0 ? nextCr : nextCr < 0 ? nextLf : Math.min(nextLf, nextCr);
        };
        const hashFrom = (p) => {
            if (nextHash !== -1 && nextHash < p)
                nextHash = chunk.indexOf(HASH, p);
            return nextHash;
        };
        const pass = (to) => {
            if (to > from)
                out.push(chunk.subarray(from, to));
            from = to;
        };
        while (i < chunk.length) {
            const b = chunk[i];
            switch (this.mode) {
                case 'lead': {
                    if (isBlank(b) || b === LF || b === CR) {
                        i++;
                        continue;
                    }
                    const wide = wideBlankAt(chunk, i);
                    if (wide > 0) {
                        i += wide;
                        continue;
                    }
                    if (wide < 0) {
                        // Told by the next chunk: held until then (nothing of this line is a command yet).
                        pass(i);
                        this.tail = Buffer.from(chunk.subarray(i));
                        return out;
                    }
                    pass(i);
                    if (b === COLON) {
                        this.mode = 'v2';
                        this.form = 'v2';
                        this.cand = [b];
                        from = ++i;
                    }
                    else
                        this.mode = 'scan';
                    continue;
                }
                case 'v2': {
                    // `::` then the name (any case), then `::` (the value) or a space (properties).
                    const n = this.cand.length;
                    const ok = n === 1 ? b === COLON : n < 2 + NAME.length ? lower(b) === NAME[n - 2] : n === 2 + NAME.length ? b === COLON || b === SPACE : b === COLON;
                    if (!ok) {
                        // No v2 command: the line may still hold a legacy one (this byte may begin it).
                        this.release(out);
                        this.mode = 'scan';
                        continue;
                    }
                    i++;
                    from = i;
                    if (n === 2 + NAME.length && b === SPACE) {
                        this.toProps([...this.cand, b]);
                        continue;
                    }
                    this.cand.push(b);
                    if (this.cand.length === 4 + NAME.length)
                        this.toValue();
                    continue;
                }
                case 'scan': {
                    // The line's first `##[` decides whether it is a legacy command.
                    const hash = hashFrom(i);
                    const end = lineEnd(i);
                    if (end >= 0 && (hash < 0 || end < hash)) {
                        i = end + 1;
                        this.mode = 'lead';
                        continue;
                    }
                    if (hash < 0) {
                        i = chunk.length;
                        continue;
                    }
                    pass(hash);
                    this.mode = 'hash';
                    this.form = 'legacy';
                    this.cand = [];
                    i = hash;
                    continue;
                }
                case 'hash': {
                    const n = this.cand.length;
                    if (n < 3) {
                        if (b === (n < 2 ? HASH : 0x5b)) {
                            this.cand.push(b);
                            from = ++i;
                        }
                        else if (n === 2 && b === HASH) {
                            // `###[`: the first `##[` begins one later.
                            out.push(Buffer.from([HASH]));
                            from = ++i;
                        }
                        else {
                            this.release(out);
                            this.mode = 'scan';
                        }
                        continue;
                    }
                    const ok = n < 3 + NAME.length ? lower(b) === NAME[n - 3] : b === BRACKET_CLOSE || b === SPACE;
                    if (!ok) {
                        // The line's first `##[` is another command's, or none: the line is no command.
                        this.release(out);
                        this.mode = 'plain';
                        continue;
                    }
                    i++;
                    from = i;
                    if (b === SPACE && n === 3 + NAME.length)
                        this.toProps([...this.cand, b]);
                    else if (n === 3 + NAME.length)
                        this.toValue();
                    else
                        this.cand.push(b);
                    continue;
                }
                case 'props': {
                    const end = lineEnd(i);
                    const stop = end < 0 ? chunk.length : end;
                    const close = this.form === 'v2' ? propsEndV2(chunk, i, stop, this.lastHeldByte()) : chunk.indexOf(BRACKET_CLOSE, i);
                    if (close >= 0 && close < stop) {
                        // `::` (its second byte at close) or `]`: the value begins after it.
                        i = close + 1;
                        from = i;
                        this.held = [];
                        this.heldLength = 0;
                        this.toValue();
                        continue;
                    }
                    if (this.heldLength + (stop - from) > MAX_ADD_MASK_VALUE) {
                        // Too long to hold: not taken as a command here (what was held goes on).
                        this.releaseHeld(out);
                        this.mode = 'plain';
                        i = from;
                        continue;
                    }
                    if (end < 0) {
                        i = chunk.length;
                        continue;
                    }
                    // The line ended: a v2 command's properties never closed. The runner then looks for a
                    // legacy command in the line (its first `##[`), which lies in what is held.
                    this.endUnclosed(out, chunk.subarray(from, end));
                    from = end;
                    i = end + 1;
                    this.mode = 'lead';
                    continue;
                }
                case 'plain':
                case 'skip': {
                    const end = lineEnd(i);
                    if (end < 0) {
                        if (this.mode === 'skip')
                            from = chunk.length;
                        i = chunk.length;
                        continue;
                    }
                    // A dropped value's rest goes nowhere; its line's end goes on.
                    if (this.mode === 'skip')
                        from = end;
                    i = end + 1;
                    this.mode = 'lead';
                    continue;
                }
                case 'value': {
                    const end = lineEnd(i);
                    const stop = end < 0 ? chunk.length : end;
                    if (this.heldLength + (stop - from) > MAX_ADD_MASK_VALUE) {
                        const take = MAX_ADD_MASK_VALUE - this.heldLength;
                        this.emitCommand(out, this.heldWith(chunk.subarray(from, from + take)), true);
                        this.mode = 'skip';
                        from += take;
                        i = from;
                        continue;
                    }
                    if (end < 0) {
                        i = chunk.length;
                        continue;
                    }
                    this.emitCommand(out, this.heldWith(chunk.subarray(from, end)), false);
                    from = end;
                    i = end + 1;
                    this.mode = 'lead';
                    continue;
                }
            }
        }
        // What is left: held (properties, a value) or passed on (dropped past a value too long).
        if (this.mode === 'props' || this.mode === 'value') {
            if (from < chunk.length) {
                // Copied: a held piece must not pin the whole chunk.
                const piece = Buffer.from(chunk.subarray(from));
                this.held.push(piece);
                this.heldLength += piece.length;
            }
        }
        else if (this.mode !== 'skip' && this.mode !== 'v2' && this.mode !== 'hash')
            pass(chunk.length);
        return out;
    }
    /** The stream ended: what was held that is no command goes on; a value held is a command whose line ended with the stream. */
    end() {
        const out = [];
        if (this.tail)
            out.push(this.tail);
        if (this.mode === 'v2' || this.mode === 'hash')
            this.release(out);
        else if (this.mode === 'props')
            this.endUnclosed(out, Buffer.alloc(0));
        else if (this.mode === 'value')
            this.emitCommand(out, this.heldWith(Buffer.alloc(0)), false);
        this.tail = undefined;
        this.mode = 'lead';
        this.cand = [];
        this.held = [];
        this.heldLength = 0;
        return out;
    }
    lastHeldByte() {
        const last = this.held[this.held.length - 1];
        return last === undefined ? undefined : last[last.length - 1];
    }
    /** The name matched, a space after it: the command's text so far is held as the first of its properties' bytes. */
    toProps(text) {
        this.cand = [];
        this.held = [Buffer.from(text)];
        this.heldLength = text.length;
        this.mode = 'props';
    }
    /** The command's text is complete (its value begins): it is dropped, the value is held from here. */
    toValue() {
        this.cand = [];
        this.held = [];
        this.heldLength = 0;
        this.mode = 'value';
    }
    /** A name that did not match: its bytes go on. */
    release(out) {
        if (this.cand.length > 0)
            out.push(Buffer.from(this.cand));
        this.cand = [];
    }
    releaseHeld(out) {
        if (this.heldLength > 0)
            out.push(this.held.length === 1 ? this.held[0] : Buffer.concat(this.held));
        this.held = [];
        this.heldLength = 0;
    }
    /** A v2 command's properties the line ended in, unclosed: a legacy command in them, or no command. */
    endUnclosed(out, last) {
        const line = this.heldWith(last);
        this.held = [];
        this.heldLength = 0;
        const legacy = legacyIn(line);
        if (legacy === undefined) {
            if (line.length > 0)
                out.push(Buffer.from(line));
            return;
        }
        if (legacy.at > 0)
            out.push(Buffer.from(line.subarray(0, legacy.at)));
        this.form = 'legacy';
        this.emitCommand(out, line.subarray(legacy.value), false);
    }
    heldWith(last) {
        return this.held.length === 0 ? last : Buffer.concat([...this.held, last]);
    }
    /** The value to register, then its line as the log shows it: `::add-mask::***` (`##[add-mask]***`). */
    emitCommand(out, rest, cut) {
        out.push({ rest: Buffer.from(rest), cut, form: this.form });
        out.push(MASKED[this.form]);
        this.held = [];
        this.heldLength = 0;
    }
}
/** Where the `::` ending a v2 command's properties ends (its second byte), in [from, stop); -1 when none. `before`: the byte before `from`. */
function propsEndV2(chunk, from, stop, before) {
    if (from < stop && before === COLON && chunk[from] === COLON)
        return from;
    const at = chunk.indexOf('::', from);
    return at >= 0 && at + 1 < stop ? at + 1 : -1;
}
/** The line's first `##[`, when it is an add-mask command: where it stands and where its value begins. */
function legacyIn(line) {
    const at = line.indexOf('##[');
    if (at < 0)
        return undefined;
    let k = at + 3;
    for (const c of NAME)
        if (lower(line[k++] ?? 0) !== c)
            return undefined;
    if (line[k] === BRACKET_CLOSE)
        return { at, value: k + 1 };
    if (line[k] !== SPACE)
        return undefined;
    const close = line.indexOf(BRACKET_CLOSE, k);
    return close < 0 ? undefined : { at, value: close + 1 };
}

;// CONCATENATED MODULE: ./src/host/stage-output.ts
// A stage's stdout and stderr on their way to its log: each stream's chunks are masked
// (SecretMasker, per stream, so a secret split across two reads is still masked), then cut at
// line boundaries, so lines of stdout and stderr interleave in the log whole. Complete lines are
// appended to the log with a synchronous write (which is also the back-pressure: nothing more is
// read from the pipe until the chunk is on its way to disk) and offered as text to `onOutput`.
// A partial line goes out when it grows past MAX_PARTIAL_LINE, after PARTIAL_LINE_DELAY_MS
// without a newline, or at the end. Memory is bounded by one pipe read, one partial line and the
// longest form of a secret (run/secret-forms.ts), whatever the stage prints.
//
// Before the masker, a stage's own `::add-mask::VALUE` lines are taken out of either stream
// (add-mask-lines.ts): the value is offered to the run (ProcessRequest.onAddMask) and, when it is
// registered, both streams' maskers mask it from then on; the line goes on as `::add-mask::***`.






/** A line longer than this is passed on in pieces (a progress bar that never prints a newline). */
const MAX_PARTIAL_LINE = 64 * 1024;
/** Text without a newline yet is passed on after this long without more output. */
const PARTIAL_LINE_DELAY_MS = 100;
/** One stream (stdout or stderr) of a stage. */
class StreamLines {
    out;
    wantText;
    addMask;
    masker;
    commands = new AddMaskLines();
    decoder = new external_node_string_decoder_.StringDecoder('utf8');
    partial = [];
    partialLength = 0;
    timer;
    constructor(secrets, out, wantText, 
    /** An add-mask line's rest: the value to mask from now on in every stream, or undefined. */
    addMask) {
        this.out = out;
        this.wantText = wantText;
        this.addMask = addMask;
        this.masker = new process_transcript/* SecretMasker */.M2(secrets);
    }
    /** Mask `value` too from now on (what this stream holds back included). */
    maskToo(values) {
        this.masker = this.masker.with(values);
    }
    push(chunk) {
        for (const piece of this.commands.push(chunk)) {
            if (Buffer.isBuffer(piece))
                this.pushMasked(piece);
            else
                this.addMask(piece.rest, piece.cut, piece.form);
        }
    }
    pushMasked(chunk) {
        const masked = this.masker.push(chunk);
        if (masked.length === 0)
            return;
        const cut = masked.lastIndexOf(0x0a);
        if (cut >= 0) {
            const lines = masked.subarray(0, cut + 1);
            this.emit(this.partialLength > 0 ? Buffer.concat([...this.partial, lines]) : lines);
            this.partial = [];
            this.partialLength = 0;
        }
        const rest = cut >= 0 ? masked.subarray(cut + 1) : masked;
        if (rest.length > 0) {
            // Copied: a held piece must not pin the whole pipe read it came from.
            this.partial.push(Buffer.from(rest));
            this.partialLength += rest.length;
        }
        if (this.partialLength >= MAX_PARTIAL_LINE)
            this.flush();
        if (this.partialLength > 0) {
            if (this.timer === undefined) {
                this.timer = setTimeout(() => {
                    this.timer = undefined;
                    this.flush();
                }, PARTIAL_LINE_DELAY_MS);
                this.timer.unref();
            }
        }
        else
            this.stopTimer();
    }
    end() {
        for (const piece of this.commands.end()) {
            if (Buffer.isBuffer(piece))
                this.pushMasked(piece);
            else
                this.addMask(piece.rest, piece.cut, piece.form);
        }
        const rest = this.masker.end();
        if (rest.length > 0) {
            this.partial.push(rest);
            this.partialLength += rest.length;
        }
        this.flush();
        this.stopTimer();
        if (this.wantText) {
            const tail = this.decoder.end();
            if (tail !== '')
                this.out(Buffer.alloc(0), tail);
        }
    }
    flush() {
        if (this.partialLength === 0)
            return;
        const bytes = this.partial.length === 1 ? this.partial[0] : Buffer.concat(this.partial);
        this.partial = [];
        this.partialLength = 0;
        this.emit(bytes);
    }
    emit(bytes) {
        this.out(bytes, this.wantText ? this.decoder.write(bytes) : undefined);
    }
    stopTimer() {
        if (this.timer !== undefined)
            clearTimeout(this.timer);
        this.timer = undefined;
    }
}
class StageOutput {
    fd;
    secrets;
    onOutput;
    onAddMask;
    withheldFrom;
    open = 0;
    streams = [];
    lines = [];
    ended;
    allEnded;
    /** The first error writing the log (the stage's output after it is lost; the stage runs on). */
    writeError;
    /** Bytes written to the log so far (where it stops when a write failed). */
    written = 0;
    constructor(fd, secrets, onOutput, 
    /** Offered each add-mask line's value: the values to mask from now on (none: refused). Absent: each of addMaskValues of MIN_SECRET_LENGTH or more is masked. */
    onAddMask, 
    /** Withhold the whole output (ProcessRequest.withheld): this notice is all the log gets. */
    withheld, 
    /** Asked before each write: a reason withholds the rest of the output (ProcessRequest.withheldFrom). */
    withheldFrom) {
        this.fd = fd;
        this.secrets = secrets;
        this.onOutput = onOutput;
        this.onAddMask = onAddMask;
        this.withheldFrom = withheldFrom;
        if (withheld !== undefined)
            this.withholdWith(`[stagegate: ${withheld}]\n`);
        this.allEnded = new Promise((resolve) => {
            this.ended = resolve;
        });
    }
    attach(stream) {
        if (!stream)
            return;
        this.open++;
        this.streams.push(stream);
        const lines = new StreamLines(this.secrets, (bytes, text) => this.write(bytes, text), this.onOutput !== undefined, (rest, cut, form) => this.addMask(rest, cut, form));
        this.lines.push(lines);
        let closed = false;
        const close = () => {
            if (closed)
                return;
            closed = true;
            lines.end();
            if (--this.open === 0)
                this.ended?.();
        };
        stream.on('data', (chunk) => lines.push(chunk));
        stream.on('end', close);
        stream.on('close', close);
        stream.on('error', close);
    }
    /** A write of the log failed (a full disk: ENOSPC): its code and the bytes the log holds; undefined when none did. */
    logFailure() {
        return this.writeError === undefined ? undefined : { code: this.writeError.code ?? 'EIO', bytes: this.written };
    }
    /** Resolves when every attached stream has ended (all writers of the pipes closed them). */
    whenEnded() {
        if (this.open === 0)
            return Promise.resolve();
        return this.allEnded;
    }
    /**
     * Stop reading: a process that outlived the stage (and escaped its group) still holds a pipe.
     * What it writes from now on is not logged; what was read so far is.
     */
    abandon() {
        for (const stream of this.streams)
            stream.destroy();
    }
    addMask(rest, cut, form) {
        const text = rest.toString('utf8');
        const offered = this.onAddMask ? this.onAddMask(text, cut, form) : { values: cut ? [] : addMaskValues(text, form) };
        const values = offered.values.filter((v) => v.length >= secret_names/* MIN_SECRET_LENGTH */.vb);
        if (values.length > 0)
            for (const lines of this.lines)
                lines.maskToo(values);
        // A value the run could not register (its budget spent): nothing more of this stage is logged or
        // shown, as nothing could mask the value in it (fail closed); what came before stays.
        if (offered.withhold === true)
            this.withholdWith("[stagegate: the rest of this stage's output is withheld: it asked to mask a value (::add-mask::) that could not be registered, so the value could not be masked in it]\n");
    }
    /** Some of the stage's output was withheld (ProcessResult.outputWithheld). */
    get isWithheld() {
        return this.withheld;
    }
    /** Write `notice` (on a line of its own), then withhold everything after it. */
    withholdWith(notice) {
        if (this.withheld)
            return;
        const text = this.lastByte === 0x0a || this.written === 0 ? notice : `\n${notice}`;
        this.append(Buffer.from(text), text);
        this.withheld = true;
    }
    /** Set once a value could not be masked: the stage's output is dropped from then on. */
    withheld = false;
    /** The last byte written to the log (a notice starts on a line of its own). */
    lastByte = 0x0a;
    write(bytes, text) {
        if (this.withheld)
            return;
        // Another stage's add-mask value could not be registered meanwhile (a parallel branch's):
        // this stage may print it too, so nothing more of it goes out (fail closed).
        const why = this.withheldFrom?.();
        if (why !== undefined) {
            this.withholdWith(`[stagegate: ${why}]\n`);
            return;
        }
        this.append(bytes, text);
    }
    append(bytes, text) {
        if (bytes.length > 0)
            this.lastByte = bytes[bytes.length - 1];
        if (bytes.length > 0 && this.writeError === undefined) {
            try {
                let offset = 0;
                while (offset < bytes.length) {
                    const n = (0,external_node_fs_.writeSync)(this.fd, bytes, offset, bytes.length - offset);
                    offset += n;
                    this.written += n;
                }
            }
            catch (error) {
                this.writeError = error;
            }
        }
        if (text !== undefined && text !== '')
            this.onOutput?.(text);
    }
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
;// CONCATENATED MODULE: ./src/host/spawner-protocol.ts
// The messages between a runner and its spawner (spawner.ts, spawner-program.ts) on their one IPC
// channel (Node's `serialization: 'advanced'`: Buffers go through as bytes; JSON would need them
// as text and costs ~15\u00d7 the CPU for the same output, docs/benchmarks.md). On the channel, per
// stage and in this order: `pid` (or `error`), its output (`out`), each stream's `end`, `exit`
// when it exits (output a background process still writes may follow `exit` until its `end`).
/**
 * Flow control: the spawner pauses a stage's pipes while more than this many of its relayed
 * bytes are not yet acknowledged, so a stage that prints gigabytes piles up in neither process
 * (the pipes fill and the stage waits, as with a direct spawn).
 */
const RELAY_WINDOW = 2 * 1024 * 1024;
/** The runner acknowledges a stage's output in steps of this many bytes (a quarter of the window). */
const ACK_STEP = RELAY_WINDOW / 4;

;// CONCATENATED MODULE: ./src/host/spawner-program.ts
// The spawner's program: the source a small Node process runs (`node -e`, so the CLI, the Action
// and tests from sources start it the same way, no file to ship). It only spawns: each stage
// detached (a process group and session of its own), with the runner's resolved command, argv0,
// cwd, environment and stdin; it relays the stage's stdout and stderr (pipes, as a direct spawn
// gives them), its pid, a spawn error and its exit. Killing, timeouts, logs and masking stay in
// the runner (process-runner.ts). Messages: spawner-protocol.ts. A stage it cannot start (its pipes
// not made under EMFILE, any exception in a handler) gets a spawn error; the spawner runs on.
//
// Signals: it runs in a session of its own (a terminal's Ctrl-C does not reach it) and ignores
// SIGINT, SIGTERM and SIGHUP besides: the runner passes signals to the stages itself. When the
// runner goes (the channel disconnects), it exits at once and leaves the stages running, as a
// runner that dies leaves them today (a resume kills them by their attempt token).

const SPAWNER_PROGRAM = `'use strict';
const { spawn } = require('node:child_process');
const WINDOW = ${RELAY_WINDOW};
for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(name, () => {});
process.on('disconnect', () => process.exit(0));
const stages = new Map();
const send = (message) => { if (process.connected) process.send(message); };
function start(m) {
  const id = m.id;
  let child;
  try {
    child = spawn(m.file, m.args, { argv0: m.argv0, cwd: m.cwd, env: m.env, stdio: [m.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'], detached: true, windowsHide: true });
  } catch (error) {
    send({ t: 'error', id, message: String(error && error.message), code: error && error.code });
    return;
  }
  if (!child.stdout || !child.stderr) {
    // Its pipes could not be made (EMFILE, ENFILE): child_process reports the spawn 'error' next tick.
    let told = false;
    const tell = (message, code) => { if (!told) { told = true; send({ t: 'error', id, message, code }); } };
    child.on('error', (error) => tell(String(error.message), error.code));
    if (child.pid !== undefined) { try { process.kill(-child.pid, 'SIGKILL'); } catch {} }
    setImmediate(() => tell('spawn ' + m.file + ' failed: its pipes could not be made', 'EPIPES'));
    return;
  }
  const stage = { streams: [child.stdout, child.stderr], unacked: 0, paused: false, open: 2 };
  stages.set(id, stage);
  if (child.pid !== undefined) send({ t: 'pid', id, pid: child.pid });
  child.on('error', (error) => send({ t: 'error', id, message: String(error.message), code: error.code }));
  child.on('exit', (code, signal) => send({ t: 'exit', id, code, signal }));
  [1, 2].forEach((fd) => {
    const stream = stage.streams[fd - 1];
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      send({ t: 'end', id, fd });
      if (--stage.open === 0) stages.delete(id);
    };
    stream.on('data', (data) => {
      send({ t: 'out', id, fd, data });
      stage.unacked += data.length;
      if (stage.unacked > WINDOW && !stage.paused) {
        stage.paused = true;
        for (const s of stage.streams) s.pause();
      }
    });
    stream.on('end', end);
    stream.on('close', end);
    stream.on('error', end);
  });
  if (child.stdin) {
    child.stdin.on('error', () => {});
    child.stdin.end(m.stdin);
  }
}
function receive(m) {
  if (m.t === 'spawn') return start(m);
  const stage = stages.get(m.id);
  if (!stage) return;
  if (m.t === 'ack') {
    stage.unacked -= m.bytes;
    if (stage.paused && stage.unacked <= WINDOW / 2) {
      stage.paused = false;
      for (const s of stage.streams) s.resume();
    }
  } else if (m.t === 'abandon') {
    for (const s of stage.streams) s.destroy();
  }
}
// One stage's failure here is that stage's spawn error: it never takes the spawner (and the other stages) down.
process.on('message', (m) => {
  try {
    receive(m);
  } catch (error) {
    if (m && m.t === 'spawn') send({ t: 'error', id: m.id, message: 'spawn ' + m.file + ' failed in the spawner: ' + String(error && error.message), code: (error && error.code) || 'ESPAWNFAILED' });
  }
});
send({ t: 'ready' });
`;

;// CONCATENATED MODULE: ./src/host/spawner.ts
// The runner's side of a spawner (spawner-program.ts): a small long-lived Node process that forks
// the stages, so a stage's spawn copies the page tables of a ~50 MB process instead of the
// runner's (100-300 MB in a long run: docs/benchmarks.md, "the page cost"). One per ProcessRunner
// (process-runner.ts decides when to start it), never module-wide; or one its caller owns and
// lends to every runner it makes (createNodeProcessRunner's `lent`: the in-process tests' worker
// does), shared by runners at once: request ids are the spawner's, so each stage's events reach
// the runner that asked for it, and a spawner's death is reported to every stage it runs.
//
// A stage it spawned is a RelayedChild: the events and streams of a ChildProcess the runner uses
// (pid, stdout, stderr, 'error', 'exit'), fed from the channel. The channel is referenced only
// while a stage runs, so an invocation whose stages are done can exit, and the spawner then exits
// with it (its channel disconnects); left idle for IDLE_MS (10 s) it is sent away.





/** The one variable in a spawner's environment (a process scan can tell it from a stage). */
const SPAWNER_MARK = 'STAGEGATE_SPAWNER';
/**
 * A spawner without a stage to run this long (from when it is ready or its last stage is done) is
 * disconnected (it exits); the next stage may start another. Long enough that a runner busy
 * between stages (its gates, state writes, a big output's sha256) does not fork a new one per
 * stage; the timer is unref'd, so it never holds the runner open.
 */
const IDLE_MS = 10_000;
/** How much of the end of a spawner's stderr is kept, to say why it crashed. */
const STDERR_KEPT = 4096;
/** After it exits, how long its stderr may take to end. */
const STDERR_WAIT_MS = 200;
/** The spawner ended while stage(s) ran: their result says so as a spawn error (code ESPAWNER). */
class SpawnerGone extends Error {
    code = 'ESPAWNER';
}
/** A stage the spawner started, as the runner sees it. */
class RelayedChild extends external_node_events_.EventEmitter {
    id;
    ack;
    pid;
    stdout;
    stderr;
    /** Bytes written to the log and not yet acknowledged to the spawner. */
    pendingAck = 0;
    constructor(id, ack) {
        super();
        this.id = id;
        this.ack = ack;
        this.stdout = this.stream();
        this.stderr = this.stream();
    }
    stream() {
        const stream = new external_node_stream_.Readable({ read() { } });
        // The log's writer reads each chunk synchronously (stage-output.ts): what it has seen is acknowledged.
        stream.on('data', (chunk) => {
            this.pendingAck += chunk.length;
            if (this.pendingAck >= ACK_STEP) {
                this.ack(this.pendingAck);
                this.pendingAck = 0;
            }
        });
        return stream;
    }
}
class Spawner {
    process;
    stages = new Map();
    nextId = 0;
    idle;
    closing = false;
    /** Its channel closed (asked or not): its 'exit' follows. */
    disconnected = false;
    /** It exited (its 'exit' came; 'gone' may wait a moment for the end of its stderr). */
    exited = false;
    /** The end of what it wrote to stderr (at most STDERR_KEPT bytes). */
    stderr = Buffer.alloc(0);
    settle;
    /** Listening: stages can go through it. */
    ready = false;
    /** Gone or never started: not to be used again. */
    gone = false;
    /** Resolves when it is ready or gone, whichever comes first. */
    whenSettled;
    /** How long it stays idle before it is sent away (IDLE_MS); null: never (a lent spawner, its owner closes it). */
    idleMs;
    constructor(hooks = {}) {
        this.idleMs = hooks.idleMs === undefined ? IDLE_MS : hooks.idleMs;
        let settle;
        this.whenSettled = new Promise((resolve) => (settle = resolve));
        this.settle = settle;
        // No execArgv (an inspector or a loader of the runner's is not the spawner's business) and an
        // environment of one name that says what it is (not NODE_OPTIONS, not a CA bundle: nothing it
        // needs; each stage's own is sent with it).
        this.process = (0,external_node_child_process_.spawn)(process.execPath, ['-e', SPAWNER_PROGRAM], {
            // Its stderr: the last STDERR_KEPT bytes say why, should it crash.
            stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
            serialization: 'advanced',
            env: { [SPAWNER_MARK]: '1' },
            detached: true,
            windowsHide: true,
        });
        this.process.stderr?.on('data', (chunk) => {
            this.stderr = Buffer.concat([this.stderr, chunk]);
            if (this.stderr.length > STDERR_KEPT)
                this.stderr = this.stderr.subarray(this.stderr.length - STDERR_KEPT);
        });
        this.unref();
        const gone = (why) => {
            if (this.gone)
                return;
            this.gone = true;
            this.ready = false;
            if (this.idle)
                clearTimeout(this.idle);
            settle();
            const stages = [...this.stages.values()];
            this.stages.clear();
            const said = this.stderr.toString('utf8').trim();
            const message = `the process that spawns stages (pid ${this.process.pid ?? '?'}) ${why}, so the stage was stopped with it; a resume runs it again${said ? `. Its stderr: ${said}` : ''}`;
            for (const stage of stages)
                stage.emit('error', new SpawnerGone(message));
            hooks.onGone?.(this.closing);
        };
        this.process.on('error', (error) => gone(`could not run (${error.message})`));
        // Its stderr read to the end first (STDERR_WAIT_MS at most: not 'close', which a channel or pipe still open would hold).
        this.process.on('exit', (code, signal) => {
            this.exited = true;
            this.ready = false;
            const why = signal ? `was killed by ${signal}` : `exited with status ${code}`;
            const stderr = this.process.stderr;
            if (!stderr || stderr.readableEnded || stderr.destroyed)
                return gone(why);
            const timer = setTimeout(() => gone(why), STDERR_WAIT_MS);
            stderr.once('close', () => {
                clearTimeout(timer);
                gone(why);
            });
        });
        // Its 'exit' follows a channel that closes unasked, and says why; unless it does not come.
        // Not ready from then on: a stage started meanwhile is not sent into a closed channel.
        this.process.on('disconnect', () => {
            this.ready = false;
            this.disconnected = true;
            if (!this.closing)
                setTimeout(() => gone('disconnected'), 1000).unref();
        });
        this.process.on('message', (message) => this.receive(message));
    }
    /** Sent away, disconnected, exited or gone: a new stage needs another. */
    get closed() {
        return this.closing || this.disconnected || this.exited || this.gone;
    }
    /** Resolves when it is ready or gone; holds the runner's event loop open meanwhile. */
    async started() {
        if (this.ready || this.gone)
            return;
        this.ref();
        await this.whenSettled;
        if (this.stages.size === 0)
            this.unref();
    }
    get pid() {
        return this.process.pid;
    }
    spawn(request) {
        const id = this.nextId++;
        const child = new RelayedChild(id, (bytes) => this.send({ t: 'ack', id, bytes }));
        if (this.stages.size === 0)
            this.ref();
        this.stages.set(id, child);
        const message = { t: 'spawn', id, file: request.file, args: request.args, argv0: request.argv0, cwd: request.cwd, env: request.env, ...(request.stdin !== undefined ? { stdin: request.stdin } : {}) };
        this.send(message);
        return child;
    }
    /** Stop reading stage `child`'s pipes (what it writes from now on is not relayed). */
    abandon(child) {
        if (this.stages.get(child.id) === child)
            this.send({ t: 'abandon', id: child.id });
    }
    /** The runner is done with stage `child` (its result is out): nothing more of it is reported. */
    release(child) {
        if (this.stages.get(child.id) !== child)
            return;
        this.stages.delete(child.id);
        if (this.stages.size > 0)
            return;
        this.unref();
        this.startIdle();
    }
    startIdle() {
        if (this.idle)
            clearTimeout(this.idle);
        this.idle = undefined;
        if (this.idleMs === null)
            return;
        this.idle = setTimeout(() => this.close(), this.idleMs);
        this.idle.unref();
    }
    /** Send it away (it exits when its channel closes); stages it started run on. */
    close() {
        if (this.gone || this.closing)
            return;
        this.closing = true;
        this.ready = false;
        if (this.idle)
            clearTimeout(this.idle);
        if (this.process.connected)
            this.process.disconnect();
    }
    send(message) {
        if (!this.process.connected)
            return;
        // An error here is the channel closing: 'exit' or 'disconnect' reports it.
        this.process.send(message, (error) => void error);
    }
    receive(message) {
        if (message.t === 'ready') {
            this.ready = !this.closed;
            // Ready and never used: sent away like one whose last stage is done.
            if (this.ready && this.stages.size === 0)
                this.startIdle();
            this.settle();
            return;
        }
        const child = this.stages.get(message.id);
        if (!child)
            return;
        switch (message.t) {
            case 'pid':
                child.pid = message.pid;
                child.emit('pid', message.pid);
                break;
            case 'error': {
                const error = new Error(message.message);
                if (message.code !== undefined)
                    error.code = message.code;
                child.emit('error', error);
                break;
            }
            case 'out':
                (message.fd === 1 ? child.stdout : child.stderr).push(Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength));
                break;
            case 'end':
                (message.fd === 1 ? child.stdout : child.stderr).push(null);
                break;
            case 'exit':
                child.emit('exit', message.code, message.signal);
                break;
        }
    }
    ref() {
        if (this.idle)
            clearTimeout(this.idle);
        this.idle = undefined;
        this.process.ref();
        this.process.stderr?.ref();
        this.process.channel?.ref();
    }
    unref() {
        this.process.unref();
        this.process.stderr?.unref();
        this.process.channel?.unref();
    }
}

;// CONCATENATED MODULE: ./src/host/process-runner.ts
// The ProcessRunner port implemented with node:child_process: argv only (no shell string),
// stdout+stderr masked and appended to the stage log as they stream (stage-output.ts), stdin fed
// from the request, whole-tree kill on timeout and on cancellation (each after a polite signal and a grace).








/**
 * After a stage exits, how long its pipes may stay open (a background process it started still
 * holds them) before the runner stops reading them.
 */
const DRAIN_AFTER_EXIT_MS = 200;
/** Stages still running (pid = their group), so a signal to the runner can take them down with it. */
// Module-wide on purpose (issue 16): a signal stops the process, so it kills every runner's stages; a process has one such set.
const running = new Map();
/** Kill everything of one attempt: its group, what is still attached below it, what carries its token. */
function killStage(pid, token) {
    (0,process_tree/* killTree */.TP)(pid);
    (0,process_tree/* killAttempt */.et)({ pgid: pid, token });
}
/**
 * A spawner costs a Node start (~60 ms of CPU) and an IPC round per stage, and saves the fork's
 * page cost: the fork copies the runner's page tables, and after it every page the runner writes
 * (its heap's allocations, malloc's chunks, V8's stub cache) faults once more \u2014 ~340 faults a
 * stage in a 70\u201380 MB runner against ~35 through a spawner (docs/benchmarks.md, B1). In the CLI it
 * pays at that size already (the process tree's CPU \u22126 to \u22129 %), so the runner's size is not asked;
 * fewer stages than this never pay for its start.
 */
const SPAWNER_AFTER_SPAWNS = 32;
/** After the runner killed a stage a spawner started, how long it waits for the spawner's 'exit' before looking for itself (and again). */
const SPAWNER_EXIT_WAIT_MS = 1000;
/** Resolve a bare command name on the stage's PATH (paths with a slash are left alone). */
function resolveCommand(memo, command, env) {
    const { resolved } = memo;
    if (command.includes('/') || (0,external_node_path_.isAbsolute)(command))
        return command;
    const path = env['PATH'] ?? '';
    const key = `${command}\0${path}`;
    const hit = resolved.get(key);
    if (hit !== undefined)
        return hit;
    for (const dir of path.split(external_node_path_.delimiter)) {
        if (dir === '')
            continue;
        const candidate = (0,external_node_path_.join)(dir, command);
        try {
            (0,external_node_fs_.accessSync)(candidate, external_node_fs_.constants.X_OK);
            resolved.set(key, candidate);
            return candidate;
        }
        catch {
            /* not here */
        }
    }
    return command; // let spawn report ENOENT in its own words
}
function killRunningStages() {
    for (const [pid, { token }] of running)
        killStage(pid, token);
}
/**
 * A log is appended to, created when missing, never through a link (O_NOFOLLOW) and never
 * waiting for a FIFO's reader (O_NONBLOCK: ENXIO at once); what it opened must be a regular file
 * with no other name (not a hard link to a file elsewhere).
 * A stage can put anything in the log folder, so the next stage's log path is not trusted.
 */
const LOG_FLAGS = external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK;
/** The log path holds something the runner will not write to: why, in words. */
class LogRefused extends Error {
}
/** A log opened as new (ProcessRequest.newLog) that was there already: what stands there, in words. */
function alreadyThere(logPath) {
    let stats;
    try {
        stats = (0,external_node_fs_.lstatSync)(logPath);
    }
    catch {
        return new LogRefused(`its log ${logPath} cannot be created (EEXIST)`);
    }
    if (stats.isSymbolicLink())
        return new LogRefused(`a symbolic link stands at its log path ${logPath}`);
    if (!stats.isFile())
        return new LogRefused(`${stats.isFIFO() ? 'a FIFO' : stats.isDirectory() ? 'a directory' : 'something other than a file'} stands at its log path ${logPath}`);
    if (stats.nlink > 1)
        return new LogRefused(`a hard link stands at its log path ${logPath} (a file with ${stats.nlink} names: writing the log would change the others)`);
    return new LogRefused(`its log ${logPath} exists already: it holds another execution of this attempt that the run's journal does not record (an older copy of the run restored over a newer one?); it is left as it is, not appended to`);
}
function openLogFile(logPath, exclusive = false) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(logPath, exclusive ? LOG_FLAGS | external_node_fs_.constants.O_EXCL : LOG_FLAGS, 0o644);
    }
    catch (error) {
        const code = error.code;
        if (code === 'EEXIST' && exclusive)
            throw alreadyThere(logPath);
        if (code === 'ELOOP')
            throw new LogRefused(`a symbolic link stands at its log path ${logPath}`);
        if (code === 'ENXIO')
            throw new LogRefused(`a FIFO stands at its log path ${logPath}`);
        if (code === 'EISDIR')
            throw new LogRefused(`a directory stands at its log path ${logPath}`);
        // ENOENT: the caller makes the folder again. Anything else (a read-only folder, a full disk)
        // is a stop the attempt records, not an internal error.
        if (code !== 'ENOENT' && code !== undefined)
            throw new LogRefused(`its log ${logPath} cannot be created (${code})`);
        throw error;
    }
    const stats = (0,external_node_fs_.fstatSync)(fd);
    if (!stats.isFile()) {
        (0,external_node_fs_.closeSync)(fd);
        const kind = stats.isFIFO() ? 'a FIFO' : stats.isDirectory() ? 'a directory' : stats.isCharacterDevice() || stats.isBlockDevice() ? 'a device' : 'a socket';
        throw new LogRefused(`${kind} stands at its log path ${logPath}`);
    }
    // A file with another name too (a stage ran `ln README.md <next log>`): the stage's output would
    // be appended to that file. A log the runner made has one name.
    if (stats.nlink > 1) {
        (0,external_node_fs_.closeSync)(fd);
        throw new LogRefused(`a hard link stands at its log path ${logPath} (a file with ${stats.nlink} names: writing the log would change the others)`);
    }
    return fd;
}
function makeLogDir(dir, logPath) {
    try {
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    }
    catch (error) {
        throw new LogRefused(`its log ${logPath} cannot be created (${error.code ?? String(error)}: its folder cannot be made)`);
    }
}
function openLog(memo, logPath, exclusive) {
    const { madeLogDirs } = memo;
    const dir = (0,external_node_path_.dirname)(logPath);
    if (!madeLogDirs.has(dir)) {
        makeLogDir(dir, logPath);
        if (madeLogDirs.size >= memo.keptLogDirs)
            madeLogDirs.clear();
        madeLogDirs.add(dir);
    }
    try {
        return openLogFile(logPath, exclusive);
    }
    catch (error) {
        // The folder was removed since (a fresh run moves logs/ aside): make it again.
        if (error.code !== 'ENOENT')
            throw error;
        makeLogDir(dir, logPath);
        return openLogFile(logPath, exclusive);
    }
}
/**
 * The prepared descriptor of `logPath` when its open has finished, else a log opened now.
 * `exclusive` (ProcessRequest.newLog): a log that is not new is refused \u2014 a prepared one that
 * holds anything (its open did not ask for a new file) included.
 */
function takeLog(memo, logPath, exclusive) {
    const { preparedLogs } = memo;
    const entry = preparedLogs.get(logPath);
    if (entry) {
        preparedLogs.delete(logPath);
        if (entry.fd !== null) {
            if (!exclusive || (0,external_node_fs_.fstatSync)(entry.fd).size === 0)
                return entry.fd;
            (0,external_node_fs_.closeSync)(entry.fd);
            throw alreadyThere(logPath);
        }
        entry.dropped = true; // still opening: its callback closes it
    }
    return openLog(memo, logPath, exclusive);
}
/**
 * Log folders a runner remembers making. A chain's stages share one folder, but each foreach item
 * has its own: remembering every one kept each item's log path alive (~140 bytes per item: ~14 MB
 * over a 100,000-item run, found by a heap snapshot diff), so the set is bounded.
 */
const KEPT_LOG_DIRS = 256;
/**
 * How long a cancelled stage has to exit after the signal that cancelled the run reaches its
 * process group (its traps and an agent CLI's own shutdown run) before its whole tree is killed:
 * docker stop's default. A stage that reached its time limit gets SIGTERM and the same grace. A second signal to the runner kills at once (cli/bin.ts). The Action
 * gives less (ACTION_STOP_GRACE_MS): a cancelled job has 7.5 s before its SIGTERM.
 */
const STOP_GRACE_MS = 10_000;
/** The signal a cancel forwards to a stage: the one the runner received (the abort's reason), else SIGTERM. */
function forwardedSignal(reason) {
    return reason === 'SIGINT' || reason === 'SIGTERM' || reason === 'SIGHUP' ? reason : 'SIGTERM';
}
/**
 * A ProcessRunner with memory of its own (one per invocation: nothing is kept module-wide).
 * `stopGraceMs`: how long a cancelled or timed-out stage has to exit (STOP_GRACE_MS; 0 kills at once).
 * `lent`: a spawner its caller owns, shared with other runners (SpawnerLender: the in-process
 * tests lend one per worker); used from the first stage, never closed here, and once it is gone
 * the stages are spawned directly. The others are for tests (the bound, and how many folders it
 * remembers after each log is opened; the spawner mode, SpawnerMode, and the pid of each spawner
 * it starts of its own).
 */
function createNodeProcessRunner(options = {}) {
    const stopGraceMs = options.stopGraceMs ?? STOP_GRACE_MS;
    // Only where a stage can be found by its attempt token (Linux, /proc): a spawner that dies after
    // forking a stage and before its pid reaches the runner leaves the token the only way to it.
    const spawnerMode = !process_tree/* FINDS_BY_TOKEN */.ZZ ? 'never' : (options.spawner ?? 'auto');
    const memo = {
        resolved: new Map(),
        madeLogDirs: new Set(),
        keptLogDirs: options.keptLogDirs ?? KEPT_LOG_DIRS,
        preparedLogs: new Map(),
        startedPrefixes: new Set(),
        spawner: undefined,
        lentAsked: false,
        spawnerBroken: false,
        spawns: 0,
    };
    const { madeLogDirs, preparedLogs, startedPrefixes } = memo;
    const lent = spawnerMode === 'never' ? undefined : options.lent;
    /** The spawner to start this stage through: undefined spawns directly (none wanted, or not ready yet). */
    const spawnerFor = () => {
        if (spawnerMode === 'never' || memo.spawnerBroken)
            return undefined;
        if (lent) {
            if (!memo.lentAsked) {
                memo.lentAsked = true;
                memo.spawner = lent();
            }
            // None lent, or it went (killed, crashed, closed by its owner): direct from now on.
            if (memo.spawner === undefined || memo.spawner.closed) {
                memo.spawner = undefined;
                memo.spawnerBroken = true;
                return undefined;
            }
            return memo.spawner.ready ? memo.spawner : undefined;
        }
        if (memo.spawner === undefined || memo.spawner.closed) {
            if (spawnerMode === 'auto' && memo.spawns < SPAWNER_AFTER_SPAWNS)
                return undefined;
            let spawner;
            try {
                spawner = new Spawner({
                    onGone: (expected) => {
                        if (!expected)
                            memo.spawnerBroken = true;
                        if (memo.spawner === spawner)
                            memo.spawner = undefined;
                    },
                });
            }
            catch {
                // It could not even be forked (out of memory, no process left): stages are forked here.
                memo.spawnerBroken = true;
                return undefined;
            }
            memo.spawner = spawner;
            options.onSpawnerStarted?.(spawner.pid);
        }
        return memo.spawner.ready ? memo.spawner : undefined;
    };
    const runner = {
        findsByToken: process_tree/* FINDS_BY_TOKEN */.ZZ,
        killLeftovers(attempts) {
            let killed = 0;
            for (const attempt of attempts) {
                // With /proc the token names exactly the attempt's processes; a recorded group id alone
                // could name an unrelated group by now, so it is used only where nothing better exists.
                killed += process_tree/* FINDS_BY_TOKEN */.ZZ ? (0,process_tree/* killAttempt */.et)({ token: attempt.token }) : attempt.pgid !== undefined && (0,process_tree/* killGroup */.i0)(attempt.pgid) ? 1 : 0;
            }
            return killed;
        },
        started(tokenPrefix) {
            for (const prefix of startedPrefixes)
                if (prefix.startsWith(tokenPrefix))
                    return true;
            return false;
        },
        prepareLog(logPath) {
            // Only in a log folder already made (the first stage of a folder makes it on its own path).
            if (preparedLogs.has(logPath) || !madeLogDirs.has((0,external_node_path_.dirname)(logPath)))
                return;
            const entry = { fd: null, dropped: false };
            preparedLogs.set(logPath, entry);
            (0,external_node_fs_.open)(logPath, LOG_FLAGS, 0o644, (error, fd) => {
                // Anything but a regular file is left to run(), which refuses it with a reason.
                const usable = !error && (0,external_node_fs_.fstatSync)(fd).isFile();
                if (!error && !usable)
                    (0,external_node_fs_.closeSync)(fd);
                if (!usable) {
                    if (preparedLogs.get(logPath) === entry)
                        preparedLogs.delete(logPath);
                }
                else if (entry.dropped)
                    (0,external_node_fs_.closeSync)(fd);
                else
                    entry.fd = fd;
            });
        },
        run(request) {
            // Cancelled before it started: start nothing.
            if (request.signal?.aborted)
                return Promise.resolve({ exitCode: null, signal: null, timedOut: false, durationMs: 0, interrupted: true });
            const spawner = spawnerFor();
            // `always` or a lent spawner: the stage waits for it to be ready (or to fail, then goes direct).
            if (spawner === undefined && (spawnerMode === 'always' || lent !== undefined) && memo.spawner && !memo.spawner.closed)
                return memo.spawner.started().then(() => runner.run(request));
            let log;
            try {
                log = takeLog(memo, request.logPath, request.newLog === true);
                options.onLogDirsKept?.(madeLogDirs.size);
            }
            catch (error) {
                if (!(error instanceof LogRefused))
                    throw error;
                return Promise.resolve({ exitCode: null, signal: null, timedOut: false, durationMs: 0, fileRefused: error.message });
            }
            const started = process.hrtime.bigint();
            // Whole milliseconds: the duration goes into the journal, the state and the manifest as duration_ms.
            const elapsed = () => Math.round(Number(process.hrtime.bigint() - started) / 1e6);
            return new Promise((resolve) => {
                let timedOut = false;
                let interrupted = false;
                let timer;
                let grace;
                let settled = false;
                let onAbort;
                /** The stage's process group, once it runs (a spawner reports it a moment after the request). */
                let pid;
                /** A stop asked for before the spawner reported the pid: done when it does. */
                let pendingStop;
                const output = new StageOutput(log, request.secrets ?? [], request.onOutput, request.onAddMask, request.withheld, request.withheldFrom);
                let abandon = () => output.abandon();
                let release = () => { };
                const done = (result) => {
                    if (settled)
                        return;
                    settled = true;
                    if (timer)
                        clearTimeout(timer);
                    if (grace)
                        clearTimeout(grace);
                    if (onAbort)
                        request.signal?.removeEventListener('abort', onAbort);
                    (0,external_node_fs_.closeSync)(log);
                    release();
                    resolve(interrupted ? { ...result, interrupted } : result);
                };
                /**
                 * Stop the stage politely: first `signal` to its group, so its traps (an agent CLI's
                 * shutdown, a tool's cleanup) run; the whole tree is killed when the group leader exits
                 * (the 'exit' handler) or when the grace runs out, whichever comes first. Stopped again
                 * meanwhile (a cancel during a timeout's grace): the signal is passed on, the grace stands.
                 */
                const stop = (signal) => {
                    if (pid === undefined) {
                        pendingStop = signal;
                        // A spawner reports the pid a moment after the request; one that forked the stage and
                        // then went silent (stalled, its message lost) held this stop, and the run, forever: a
                        // timed-out stage was never signalled. Its attempt token finds it without the pid.
                        if (child instanceof RelayedChild && token !== undefined)
                            grace ??= setTimeout(() => huntUnreported(token, false), stopGraceMs);
                        return;
                    }
                    const stagePid = pid;
                    if (stopGraceMs > 0 && (0,process_tree/* signalGroup */.i8)(stagePid, signal))
                        grace ??= setTimeout(() => kill(stagePid), stopGraceMs);
                    else
                        kill(stagePid);
                };
                /**
                 * The final kill of a stage whose pid never came: every process carrying its token, again
                 * every SPAWNER_EXIT_WAIT_MS while no 'exit' is relayed. Once it killed some and none is left,
                 * the result is out (killed by SIGKILL). Found none yet: not forked yet (the spawn is in
                 * flight), so it waits on; the pid, when it comes, stops the stage as any other.
                 */
                const huntUnreported = (attemptToken, killedSome) => {
                    if (exited || settled || pid !== undefined)
                        return;
                    const killed = (0,process_tree/* killAttempt */.et)({ token: attemptToken }) > 0 || killedSome;
                    if (killed && (0,process_tree/* processesCarrying */.pD)(attemptToken).length === 0) {
                        abandon();
                        done({ exitCode: null, signal: 'SIGKILL', timedOut, durationMs: elapsed() });
                        return;
                    }
                    setTimeout(() => huntUnreported(attemptToken, killed), SPAWNER_EXIT_WAIT_MS);
                };
                /**
                 * The runner's final kill. A stage a spawner started is reaped, and its 'exit' relayed, by
                 * the spawner: one that is stopped (SIGSTOP, a debugger) or stuck would hold the result. So
                 * every SPAWNER_EXIT_WAIT_MS without that 'exit' the runner looks itself; once the stage
                 * has ended (gone or a zombie) its result is out: killed by SIGKILL, its output ends here.
                 */
                const kill = (stagePid) => {
                    killStage(stagePid, request.attemptToken);
                    if (!(child instanceof RelayedChild))
                        return;
                    const look = () => {
                        if (exited || settled)
                            return;
                        if (!(0,process_tree/* hasEnded */.hY)(stagePid))
                            return void setTimeout(look, SPAWNER_EXIT_WAIT_MS);
                        running.delete(stagePid);
                        abandon();
                        done({ exitCode: null, signal: 'SIGKILL', timedOut, durationMs: elapsed() });
                    };
                    setTimeout(look, SPAWNER_EXIT_WAIT_MS);
                };
                // Recorded before the fork: a process that exists carries a token started() knows.
                const token = request.attemptToken ?? request.env[stage_command/* ATTEMPT_TOKEN_VARIABLE */.lA];
                if (token !== undefined)
                    startedPrefixes.add(invocationPrefix(token));
                memo.spawns++;
                const file = resolveCommand(memo, request.command, request.env);
                let child;
                if (spawner) {
                    const relayed = spawner.spawn({ file, args: request.args, argv0: request.command, cwd: request.cwd, env: request.env, ...(request.stdin !== undefined ? { stdin: request.stdin } : {}) });
                    child = relayed;
                    release = () => spawner.release(relayed);
                    abandon = () => {
                        spawner.abandon(relayed);
                        output.abandon();
                    };
                }
                else {
                    try {
                        child = (0,external_node_child_process_.spawn)(file, request.args, {
                            argv0: request.command,
                            cwd: request.cwd,
                            env: request.env,
                            stdio: [request.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
                            // A process group (and session) of its own: the stage's whole group can be killed
                            // without the runner, and a signal to the runner's group does not reach it \u2014 the runner
                            // stops its stages itself (cancellation), and a resume kills what a dead runner left.
                            detached: true,
                            windowsHide: true,
                        });
                    }
                    catch (error) {
                        done({ exitCode: null, signal: null, timedOut: false, durationMs: elapsed(), ...spawnFailure(error, request) });
                        return;
                    }
                }
                /** It runs: it can be stopped, timed, and killed with the runner. */
                const runs = (stagePid) => {
                    pid = stagePid;
                    running.set(stagePid, { token: request.attemptToken });
                    request.onSpawn?.(stagePid);
                    if (pendingStop !== undefined) {
                        // The hunt the stop started while the pid was unknown gives way to the stop's own grace:
                        // left in place it would end at the grace without killing (the pid is known by then),
                        // and a stage that outlives the polite signal (it traps SIGTERM) would run on forever.
                        if (grace)
                            clearTimeout(grace);
                        grace = undefined;
                        stop(pendingStop);
                    }
                };
                output.attach(child.stdout);
                output.attach(child.stderr);
                let exited = false;
                child.on('error', (error) => {
                    // The spawner went while a background process still held the pipes of a stage that exited: its output ends here.
                    if (exited && error instanceof SpawnerGone)
                        return abandon();
                    if (pid !== undefined)
                        running.delete(pid);
                    // The spawner died under a running stage: the stage goes too (its output had nowhere to go).
                    if (error instanceof SpawnerGone) {
                        if (pid !== undefined)
                            killStage(pid, request.attemptToken);
                        else if (token !== undefined)
                            (0,process_tree/* killAttempt */.et)({ token });
                    }
                    abandon();
                    done({ exitCode: null, signal: null, timedOut: false, durationMs: elapsed(), ...spawnFailure(error, request) });
                });
                child.on('exit', (code, signal) => {
                    exited = true;
                    if (pid !== undefined)
                        running.delete(pid);
                    const durationMs = elapsed();
                    // A stage never outlives its attempt: what it left running in its group goes with it (the
                    // group outlives its leader while it has members, so its id is not reused meanwhile).
                    // After a timeout or a cancel, processes that left the group are hunted by token too.
                    if (pid !== undefined) {
                        if (timedOut || interrupted)
                            (0,process_tree/* killAttempt */.et)({ pgid: pid, token: request.attemptToken });
                        else
                            (0,process_tree/* killGroup */.i0)(pid);
                    }
                    // Everything it wrote is logged before the result; a background process that still
                    // holds the pipes is not waited for beyond DRAIN_AFTER_EXIT_MS.
                    const drain = setTimeout(abandon, DRAIN_AFTER_EXIT_MS);
                    void output.whenEnded().then(() => {
                        clearTimeout(drain);
                        const logFailure = output.logFailure();
                        done({ exitCode: code, signal, timedOut, durationMs, ...(logFailure !== undefined ? { logFailure } : {}), ...(output.isWithheld ? { outputWithheld: true } : {}) });
                    });
                });
                if (child instanceof RelayedChild)
                    child.once('pid', runs);
                else {
                    if (child.pid !== undefined)
                        runs(child.pid);
                    if (request.stdin !== undefined && child.stdin) {
                        child.stdin.on('error', () => {
                            /* the process may exit without reading its stdin */
                        });
                        child.stdin.end(request.stdin);
                    }
                }
                if (request.signal) {
                    onAbort = () => {
                        interrupted = true;
                        // The signal the runner got.
                        stop(forwardedSignal(request.signal?.reason));
                    };
                    request.signal.addEventListener('abort', onAbort, { once: true });
                }
                if (request.timeoutMs !== undefined) {
                    timer = setTimeout(() => {
                        timedOut = true;
                        // As timeout(1) and docker stop: SIGTERM first, the tree killed at the grace.
                        stop('SIGTERM');
                    }, request.timeoutMs);
                }
            });
        },
    };
    return runner;
}
function spawnFailure(error, request) {
    return { spawnError: describeSpawnError(error, request), ...(error.code !== undefined ? { spawnErrorCode: error.code } : {}) };
}
/** What a resume does about a value too big to start a stage with, and what to do instead. */
const TOO_BIG_FIX = "a resume repeats it (the run keeps its inputs): start the run again with --mode fresh and smaller inputs, or pass large values as files (a path as the input, the stage reads the file)";
function describeSpawnError(error, request) {
    // E2BIG: Linux caps one argument or environment string at 128 KiB (MAX_ARG_STRLEN), all of
    // them together at ARG_MAX (a quarter of the stack limit: commonly 2 MiB). The values are never
    // cut short to fit: the message says which limit, with the sizes.
    if (error.code !== 'E2BIG')
        return error.message;
    const strings = [
        ...request.args.map((a, i) => [`argument ${i + 1}`, Buffer.byteLength(a) + 1]),
        ...Object.entries(request.env ?? {})
            .filter((e) => e[1] !== undefined)
            .map(([name, value]) => [`environment variable ${name}`, Buffer.byteLength(name) + Buffer.byteLength(value) + 2]),
    ];
    const kib = (n) => `${Math.ceil(n / 1024)} KiB`;
    const largest = strings.reduce((a, b) => (a === undefined || b[1] > a[1] ? b : a), undefined);
    if (largest !== undefined && largest[1] > 128 * 1024) {
        return `${error.message} (${largest[0]} is ${kib(largest[1])}: Linux allows 128 KiB each; ${TOO_BIG_FIX})`;
    }
    // Each string also costs a pointer in the new process's argv/envp arrays.
    const total = strings.reduce((n, [, size]) => n + size + 8, 0);
    return `${error.message} (the arguments and environment together are ${kib(total)}, each under 128 KiB: over what Linux allows a new process in all (ARG_MAX, a quarter of the stack limit: commonly 2 MiB); ${TOO_BIG_FIX})`;
}

// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
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
    };
}

;// CONCATENATED MODULE: ./src/cli/commands/approval.ts
// `stagegate approve` / `stagegate reject`: one core call (recordApproval), rendered as text or JSON.




/** The OS account this process runs as (os.userInfo(): the passwd entry of its uid); undefined when there is none (a container's arbitrary uid throws). */
function osAccount() {
    try {
        const name = (0,external_node_os_.userInfo)().username;
        return name === '' ? undefined : name;
    }
    catch {
        return undefined;
    }
}
/**
 * Who decides when --by is not given: on a GitHub Actions runner the GitHub actor (GITHUB_ACTOR:
 * $USER there is the runner's account, `runner`, not a person), else $USER, else $LOGNAME, else
 * the OS account (as git names a committer from the passwd entry when nothing is configured);
 * an empty value counts as not set. Undefined: none of them.
 */
function defaultDecider(env, account = osAccount) {
    const set = (name) => (name !== undefined && name !== '' ? name : undefined);
    const actor = env['GITHUB_ACTIONS'] === 'true' ? set(env['GITHUB_ACTOR']) : undefined;
    return actor ?? set(env['USER']) ?? set(env['LOGNAME']) ?? account();
}
/**
 * Who a person's command records (approve / reject: who decided; skip: who skipped): --by, else the
 * default decider; without either 'unknown', with the warning that says why (`done`: the record's verb).
 */
function actingPerson(by, env, done) {
    if (by !== undefined)
        return { by };
    const login = defaultDecider(env);
    if (login !== undefined)
        return { by: login };
    return { by: 'unknown', warning: `recorded as ${done} by 'unknown': --by was not given, $USER and $LOGNAME are not set and the OS account has no name (pass --by NAME)` };
}
function approvalCommand(parsed, workspace, invocation, env, style, importers, source, agents, commandName = 'stagegate') {
    // Who decides: --by, else the default decider; without either the record says 'unknown', and the output says why.
    const { by, warning } = actingPerson(parsed.by, env, 'decided');
    const report = recordApproval(workspace, parsed.workflow, invocation, { decision: parsed.command === 'reject' ? 'rejected' : 'approved', by, note: parsed.note ?? null, commandName, sourceCommit: () => source.sourceCommit(workspace), inputsInHints: true, ...(agents ? { agents } : {}) }, new Date(), importers);
    const said = warning !== undefined && report.record ? warning : undefined;
    return { text: parsed.json ? JSON.stringify({ ...decisionJson(report), ...(said ? { warning: said } : {}) }) : decisionText(report, style) + (said ? `\n  ${style.yellow('warning:')}  ${said}` : ''), exitCode: report.exitCode };
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
        ...(r.nextAlternative !== undefined ? { next_alternative: r.nextAlternative } : {}),
        ...(r.nextNote ? { next_note: r.nextNote } : {}),
        ...(r.sourceWarning !== undefined ? { source_warning: r.sourceWarning } : {}),
        ...(r.workflowWarnings !== undefined ? { workflow_warnings: r.workflowWarnings } : {}),
        ...(r.location?.line !== undefined ? { location: r.location } : {}),
    };
}
/** The same status as --json (the run's status, or the refusal code) leads; the decision follows. */
function decisionText(r, style) {
    if (r.exitCode !== 0)
        return `${style.red(r.status)}  ${(0,printable/* printableQuoted */.wV)(r.message)}${r.hint ? `\n  fix:      ${(0,printable/* printable */.g$)(r.hint)}` : ''}${nextLines(r.nextCommand, r.nextAlternative).map((l) => `\n${l}`).join('')}`;
    const lines = [`${r.status === 'WORKFLOW_COMPLETE' ? style.green(r.status) : style.yellow(r.status)}  ${(0,printable/* printableQuoted */.wV)(r.message)}`];
    if (r.record)
        lines.push(`  decision: ${r.record.decision} by ${(0,printable/* printableQuoted */.wV)(r.record.by)} (step ${r.record.step}, visit ${r.record.visit})`);
    if (r.record?.source_commit)
        lines.push(`  commit:   ${r.record.source_commit} (a run at another source commit asks again)`);
    if (r.sourceWarning !== undefined)
        lines.push(`  ${style.yellow('warning:')}  ${r.sourceWarning}`);
    for (const w of r.workflowWarnings ?? [])
        lines.push(`  ${style.yellow('warning:')}  ${(0,printable/* printableQuoted */.wV)(w)}`);
    if (r.record?.note)
        lines.push(`  note:     ${(0,printable/* printableQuoted */.wV)(r.record.note)}`);
    lines.push(...nextLines(r.nextCommand, r.nextAlternative));
    if (r.nextNote)
        lines.push(`  note:     ${r.nextNote}`);
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/core/commands/skip.ts







function skipActiveStep(workspaceRoot, workflowFile, invocation, stepId, now, importers, commandName = 'stagegate', agents, by = 'unknown') {
    const base = { status: 'STEP_NOT_SKIPPABLE', exitCode: 0, message: '', workflow: null, runId: null, statePath: null, step: stepId, skipped: false, by, activeStep: null, nextCommand: null, nextNote: null };
    try {
        const { workflow, ctx, applied } = editRunState(workspaceRoot, workflowFile, invocation, now, {
            notStarted: { code: 'STEP_NOT_SKIPPABLE', message: (c) => `no state at ${c.statePath.rel}: run ${c.runId} has not started, so no step is active`, hint: 'Start the run with stagegate run first.' },
            verb: 'skip',
            command: 'skip',
            commandTail: ` ${(0,command_line/* stepWord */.NJ)(stepId)}`,
            withManifest: true,
            inputsInHints: true,
            commandName,
        }, (wf, c) => {
            Object.assign(base, { workflow: wf.name }, c ? { runId: c.runId, statePath: c.statePath.rel } : {});
            // An id that is no step of the workflow: said as soon as the workflow is loaded, before the
            // run is located or checked (a run not started, or one whose outputs changed, would hide it).
            const unknown = c === undefined ? (0,failure_policy/* skipStepUnknown */.kU)(wf, (0,model_workflow/* stepNamed */.au)(wf, stepId) ?? stepId) : undefined;
            if (unknown !== undefined)
                throw unknown;
        }, (state, wf, c) => {
            // The run's active step, reported as it is when the skip is refused too.
            base.activeStep = state.active_step;
            // Refused here (not optional, not active\u2026) before anything is recorded.
            // A step of an imported file may be named as written there (N-002 for N_002).
            const id = (0,model_workflow/* stepNamed */.au)(wf, stepId) ?? stepId;
            const resume = edit_run_resumeCommand(commandName, wf, c, state, agents).command;
            (0,failure_policy/* skipStep */.Ks)(state, wf, id, now.toISOString(), { resume, skip: `${commandName} skip ${(0,command_line/* runTarget */.Nh)(wf.file, c.runId, (0,run_scope/* stateLocatingInputs */.G$)(wf, c.bound.explicit))} ${(0,command_line/* stepWord */.NJ)(id)}` }, by);
            return { event: 'step_skipped', at: now.toISOString(), step: id, by, to: null, stop: null };
        }, importers);
        const next = applied.state;
        const status = applied.stop ?? next.status;
        const resume = next.active_step === null ? null : edit_run_resumeCommand(commandName, workflow, ctx, next, agents);
        return { ...base, status, exitCode: (0,stop_codes/* exitStatusFor */.ex)(status), message: next.message ?? '', skipped: true, activeStep: next.active_step, nextCommand: resume?.command ?? null, nextNote: resume?.note ?? null };
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        // Refused before the run was located (a step the workflow lacks): the run id as given, as run --json says it.
        const runId = base.runId ?? invocation.runId ?? invocation.tokens['run_id'] ?? null;
        return { ...base, runId, status: error.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
    }
}

;// CONCATENATED MODULE: ./src/cli/commands/skip.ts
// `stagegate skip <workflow> STEP`: one core call (skipActiveStep), rendered as text or JSON.



function skipCommand(parsed, workspace, invocation, env, style, importers, agents, commandName = 'stagegate') {
    // Who skips: as approve names who decides (--by, else the default decider, else 'unknown' and why).
    const { by, warning } = actingPerson(parsed.by, env, 'skipped');
    const report = skipActiveStep(workspace, parsed.workflow, invocation, parsed.step, new Date(), importers, commandName, agents, by);
    const said = warning !== undefined && report.skipped ? warning : undefined;
    return { text: parsed.json ? JSON.stringify({ ...skipJson(report), ...(said ? { warning: said } : {}) }) : skipText(report, style) + (said ? `\n  ${style.yellow('warning:')}  ${said}` : ''), exitCode: report.exitCode };
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
        ...(r.skipped ? { by: r.by } : {}),
        active_step: r.activeStep,
        next_command: r.nextCommand,
        ...(r.nextNote ? { next_note: r.nextNote } : {}),
    };
}
function skipText(r, style) {
    const ok = r.exitCode === 0;
    const lines = [`${ok ? style.green(r.status) : style.red(r.status)}  ${(0,printable/* printableQuoted */.wV)(r.message)}`];
    if (r.skipped)
        lines.push(`  skipped:  ${r.step} by ${(0,printable/* printableQuoted */.wV)(r.by)}`);
    if (r.hint)
        lines.push(`  fix:      ${(0,printable/* printable */.g$)(r.hint)}`);
    if (r.nextCommand)
        lines.push(`  next:     ${r.nextCommand}`);
    if (r.nextNote)
        lines.push(`  note:     ${r.nextNote}`);
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/core/model/shell-word.ts
var shell_word = __webpack_require__(3408);
;// CONCATENATED MODULE: ./src/core/commands/convert-run-line.ts
// The header line `convert` writes to say how to run the native file: a command that runs it \u2014 the
// run id its state path needs, and each required input with a placeholder to fill in (a chain that
// needs `ticket=`) \u2014 not just "stagegate run <this file>", which stopped WORKFLOW_INPUT_REQUIRED
// twice (no run id, then the input). Printed on stdout, the file is where the text is saved: FILE.


/** The run id given to the command: a run's state is kept under it, so any name the person picks works. */
const RUN_ID = 'r1';
/** `# Run it with: \u2026`: `file` the workspace-relative path written (undefined: printed on stdout). */
function convertRunLine(workflow, file) {
    const words = ['stagegate', 'run', file === undefined ? 'FILE' : (0,command_line/* pathWord */.Um)(file)];
    const { required, defaults } = workflow.inputs;
    // The state path names the run (or run_id is a required input): run refuses to start without one.
    if (/\brun_id\b/.test(String(workflow.data.state_path)) || required.includes('run_id'))
        words.push('--run-id', RUN_ID);
    for (const name of required) {
        if (name === 'run_id' || defaults[name] !== undefined)
            continue;
        words.push(`${name}=${(0,shell_word/* shellWord */.r)(`<${name}>`)}`);
    }
    const fill = required.some((name) => name !== 'run_id' && defaults[name] === undefined) ? ', with a value for each <input>' : '';
    const where = file === undefined ? ' (FILE: the file you save this text as)' : '';
    return `# Run it with: ${words.join(' ')}${where}${fill}\n`;
}

// EXTERNAL MODULE: ./src/core/model/loader.ts + 4 modules
var loader = __webpack_require__(3972);
// EXTERNAL MODULE: ./src/core/commands/validate-files.ts + 1 modules
var validate_files = __webpack_require__(6609);
// EXTERNAL MODULE: ./src/core/validate/validate.ts + 29 modules
var validate = __webpack_require__(5479);
;// CONCATENATED MODULE: ./src/core/commands/convert.ts
// `stagegate convert`: the native 4.0 YAML equivalent of a workflow file in another runner's
// format (aiox, maestro-flow, CCW), so a team can see exactly what runs \u2014 or switch for good.
// The text is the translated model, validated like any workflow; diagnostics travel with it.
// The text itself is then validated as the native file it becomes, so what convert writes is
// what `stagegate run` accepts (or convert says why not): a step the other runner accepts and
// never reaches (UNREACHABLE_IMPORTED_STEP, a warning) is an error in a native file
// (UNREACHABLE_STEP), so it is left out of the text, with a comment naming it and why \u2014 the run
// is the same, since neither runner ever reaches it.





/** Validation codes of a file whose data is never walked (yaml-source.ts's limits). */
const UNREADABLE = new Set(['YAML_TOO_DEEP', 'YAML_TOO_LARGE', 'YAML_ALIAS_LIMIT']);
/**
 * Convert `file`. `target` is where the text is to be written (workspace-relative; default: the
 * source's own path): the native text is validated as a file there.
 */
function convertWorkflow(workspace, file, importers, target) {
    // The source's findings are exactly `stagegate validate <file>`'s: the same function, so the
    // same findings (rules past a schema error, warnings) in the same order.
    const diagnostics = (0,validate_files/* validateTargets */.bU)(workspace, [file], importers).diagnostics;
    // A file too deep, too large or too aliased to read as YAML (JSON included) is refused as
    // validate refuses it, before anything walks its data: rendering a 3000-deep array recursed
    // until V8 aborted (exit 134, a native stack trace), past every error handler.
    if (diagnostics.some((d) => UNREADABLE.has(d.code)))
        return { yaml: null, format: null, diagnostics, omitted: [], nativeErrors: [] };
    const loaded = (0,loader/* loadWorkflow */.G2)(workspace, file, { importers });
    if (!loaded.workflow) {
        // Not translatable as it is: its format, from the model built past its schema errors (as
        // validate builds it), says whether it is native already.
        const recovered = (0,loader/* loadWorkflow */.G2)(workspace, file, { importers, recover: true }).workflow;
        return { yaml: null, format: recovered?.format ?? null, diagnostics, omitted: [], nativeErrors: [] };
    }
    const workflow = loaded.workflow;
    // The header's first line; its second says how to run the file, or, for one that does not validate, that run would refuse it.
    const converted = `# Converted by stagegate from ${workflow.file} (${workflow.format === 'native' ? 'already native 4.0' : workflow.format}).\n`;
    const render = (data) => (0,dist/* stringify */.As)(data, { lineWidth: 0, aliasDuplicateObjects: false });
    const errors = diagnostics.filter((d) => d.severity === 'error');
    if (errors.length > 0) {
        // A native file has nothing translated to show: its own text is what was understood (no copy
        // of a file run refuses is printed as if converted). A translation is shown, to say what was
        // understood, its header saying it does not validate; never written (the CLI refuses).
        if (workflow.format === 'native')
            return { yaml: null, format: workflow.format, diagnostics, omitted: [], nativeErrors: [] };
        const refused = `# ${workflow.file} does not validate (${[...new Set(errors.map((d) => d.code))].join(', ')}): this is what was understood of it; stagegate run would refuse it.\n`;
        return { yaml: converted + refused + render(workflow.data), format: workflow.format, diagnostics, omitted: [], nativeErrors: [] };
    }
    const where = workspace.resolve(target ?? file, '--out');
    const runIt = convertRunLine(workflow, target === undefined ? undefined : where.rel);
    const data = structuredClone(workflow.data);
    const omitted = [];
    const left = [];
    /** Importer helper steps whose routes were left out (they go without a comment once unreachable). */
    const helpers = new Set();
    const helperRouted = (at, path) => {
        if (path.length < 2 || path[path.length - 2] !== 'statuses')
            return undefined;
        const target = stepAt(at, path.slice(0, -1))?.[String(path[path.length - 1])];
        return typeof target === 'string' && workflow.steps.get(target)?.implicit === true ? target : undefined;
    };
    let nativeErrors;
    // Each round leaves out the unreachable steps the native validator names; the steps only
    // reachable through them are named in the next round. Bounded by the number of steps.
    for (;;) {
        const text = render(data);
        const native = (0,loader/* loadWorkflowText */.vk)(text, where.rel, where.abs, undefined, { importers });
        const found = native.workflow ? [...native.diagnostics, ...(0,validate/* validateWorkflow */._B)(native.workflow, workspace, (0,validate/* createValidationSession */.Eg)(workspace, importers))] : native.diagnostics;
        const dead = workflow.format === 'native' ? [] : found.filter((d) => d.code === 'UNREACHABLE_STEP' && stepAt(data, d.path) !== undefined);
        // An importer's helper route for an outcome this child never ends with (a maestro delegate's
        // WORKFLOW_PAUSED \u2192 <step>__paused where the delegated chain never pauses) is left out with
        // its helper: in the native text nothing marks them the importer's, so each was a
        // CHILD_STATUS_UNKNOWN warning there (13 on maestro-flow's _router.json).
        const helperRoutes = workflow.format === 'native' ? [] : found.filter((d) => d.code === 'CHILD_STATUS_UNKNOWN' && helperRouted(data, d.path) !== undefined);
        for (const d of helperRoutes) {
            helpers.add(helperRouted(data, d.path));
            deleteStep(data, d.path);
        }
        if (helperRoutes.length > 0)
            continue;
        if (dead.length === 0) {
            nativeErrors = found.filter((d) => d.severity === 'error');
            break;
        }
        for (const d of dead) {
            const def = stepAt(data, d.path);
            if (d.path.length === 2 && helpers.has(String(d.path[1]))) {
                deleteStep(data, d.path);
                continue;
            }
            const why = d.message.replace(/; \S.* only reachable through it$/, '');
            omitted.push({ path: d.path, why });
            left.push(`# Left out: ${why}; the ${workflow.format} runner never reaches it either, and a native file may not hold it (UNREACHABLE_STEP). Its definition was:`);
            for (const line of render({ [String(d.path[d.path.length - 1])]: def }).trimEnd().split('\n'))
                left.push(`#   ${line}`);
            deleteStep(data, d.path);
        }
    }
    const note = left.length > 0 ? `${left.join('\n')}\n` : '';
    const refused = nativeErrors.length > 0 ? `# As a native file it does not validate (${[...new Set(nativeErrors.map((d) => d.code))].join(', ')}): stagegate run would refuse it.\n` : '';
    return { yaml: converted + (refused === '' ? runIt : refused) + note + render(data), format: workflow.format, diagnostics, omitted, nativeErrors };
}
/** The step definition at a YAML path (steps.<id>, or a per_item step steps.<id>.per_item.<id>). */
function stepAt(data, path) {
    let node = data;
    for (const segment of path) {
        if (typeof node !== 'object' || node === null || !Object.hasOwn(node, segment))
            return undefined;
        node = node[segment];
    }
    return typeof node === 'object' && node !== null ? node : undefined;
}
function deleteStep(data, path) {
    const parent = stepAt(data, path.slice(0, -1));
    delete parent[path[path.length - 1]];
}

// EXTERNAL MODULE: ./src/cli/render-validation.ts
var render_validation = __webpack_require__(3502);
;// CONCATENATED MODULE: ./src/cli/commands/convert.ts
// `stagegate convert <file> [--out FILE]`: the native YAML on stdout (or written atomically to
// FILE inside the workspace); diagnostics on stderr. Exit 1 when the translation has errors: the
// YAML is still printed on stdout, to show what was understood (its header saying that it does not
// validate; a native file with errors, which has nothing translated, is not printed), but --out writes nothing \u2014 a
// file that does not validate is never left behind as if it were a working workflow. The text is
// also validated as the native file it becomes (core/commands/convert.ts): its own errors count
// the same way, so a written file is one `stagegate run` accepts.









async function convertCommand(parsed, workspace, out, err) {
    const conversion = await (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema.withGateSchemaEngine)(() => convertWorkflow(workspace, parsed.workflow, importers, parsed.out)));
    const style = (0,cli_style/* makeStyle */.O)({ isTTY: false }, {});
    const sourceErrors = conversion.diagnostics.filter((d) => d.severity === 'error').length;
    const warnings = conversion.diagnostics.length - sourceErrors;
    if (conversion.diagnostics.length > 0) {
        err((0,render_validation/* validationText */.nP)({ files: [parsed.workflow], diagnostics: conversion.diagnostics, errors: sourceErrors, warnings }, style));
    }
    for (const o of conversion.omitted)
        err(`stagegate: left out of the native file (a comment there names it): ${o.why}`);
    const nativeErrors = conversion.nativeErrors.length;
    if (nativeErrors > 0) {
        err(`stagegate: the translation does not validate as a native file; stagegate run would refuse it:`);
        // Lines in the native text: in the --out file, or in what stdout shows.
        const file = parsed.out !== undefined ? workspace.resolve(parsed.out, '--out').rel : '<stdout>';
        err((0,render_validation/* validationText */.nP)({ files: [file], diagnostics: conversion.nativeErrors.map((d) => ({ ...d, file })), errors: nativeErrors, warnings: 0 }, style));
    }
    const errors = sourceErrors + nativeErrors;
    if (conversion.yaml === null && conversion.format === 'native') {
        // Native already, and run refuses it: no copy of it is printed (or written) as if converted.
        err(`stagegate: nothing ${parsed.out !== undefined ? 'written' : 'printed'}: ${parsed.workflow} is a native 4.0 workflow already, and it has ${sourceErrors} error${sourceErrors === 1 ? '' : 's'} (above): stagegate run refuses it; fix ${sourceErrors === 1 ? 'it' : 'them'}`);
        return stop_codes/* EXIT_VALIDATION_FAILED */.b2;
    }
    if (conversion.yaml === null && sourceErrors > 0) {
        err(`stagegate: nothing ${parsed.out !== undefined ? 'written' : 'printed'}: ${parsed.workflow} has ${sourceErrors} error${sourceErrors === 1 ? '' : 's'} (above) that keep it from being translated; fix ${sourceErrors === 1 ? 'it' : 'them'}`);
        return stop_codes/* EXIT_VALIDATION_FAILED */.b2;
    }
    if (conversion.yaml !== null) {
        if (parsed.out !== undefined) {
            if (errors > 0) {
                const what = sourceErrors > 0 ? `${parsed.workflow} has ${sourceErrors} error${sourceErrors === 1 ? '' : 's'}` : `its native translation has ${nativeErrors} error${nativeErrors === 1 ? '' : 's'}`;
                err(`stagegate: not written: ${what} (fix them, or run convert without --out to see the translation)`);
                return stop_codes/* EXIT_VALIDATION_FAILED */.b2;
            }
            const target = workspace.resolve(parsed.out, '--out');
            const source = workspace.resolve(parsed.workflow, 'workflow file');
            if (target.abs === source.abs) {
                err('stagegate: --out names the file being converted; choose another path');
                return 2;
            }
            try {
                (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(target.abs), { recursive: true });
                (0,atomic_write/* atomicWriteFile */.Re)(target.abs, conversion.yaml);
            }
            catch (error) {
                const code = error.code;
                if (code === undefined)
                    throw error;
                err(`stagegate: cannot write ${target.rel} (${code}); nothing was written`);
                return stop_codes/* EXIT_VALIDATION_FAILED */.b2;
            }
            err(`stagegate: wrote ${target.rel} (${conversion.format} -> native 4.0)`);
        }
        else
            out(conversion.yaml);
    }
    return errors > 0 ? stop_codes/* EXIT_VALIDATION_FAILED */.b2 : 0;
}

// EXTERNAL MODULE: ./src/cli/installed-doc.ts
var installed_doc = __webpack_require__(5287);
;// CONCATENATED MODULE: ./src/cli/commands/init.ts
// `stagegate init [DIR]`: a workflow that validates and runs at once \u2014 a stage script ending with
// `stagegate gate`, an inline stage, the editor schema comment \u2014 and a GitHub Actions workflow
// running it with the action. Never overwrites a file.






const DEFAULT_ACTION_REF = '<owner>/stagegate@v1';
const WORKFLOW_FILE = 'stagegate/workflow.yaml';
const STAGE_SCRIPT = 'stagegate/stages/check.sh';
const IGNORE_FILE = 'stagegate/.gitignore';
const GITHUB_WORKFLOW = '.github/workflows/stagegate.yml';
/**
 * Where the editor finds the schema: a copy inside DIR, which resolves for everyone who has the
 * project \u2014 the installed package's (DIR/node_modules/stagegate), else this stagegate's own when it
 * lies inside DIR (a clone vendored in the project) \u2014 else the published package's on unpkg.
 */
function schemaReference(dir, ownRoot = (0,installed_doc/* packageRoot */.Z)()) {
    const from = (0,external_node_path_.join)(dir, (0,external_node_path_.dirname)(WORKFLOW_FILE));
    const installed = (0,external_node_path_.join)(dir, 'node_modules', 'stagegate', 'schema', 'workflow.schema.json');
    if ((0,external_node_fs_.existsSync)(installed))
        return { ref: (0,external_node_path_.relative)(from, installed).split(external_node_path_.sep).join('/'), published: false };
    const own = ownRoot === undefined ? undefined : (0,external_node_path_.join)(ownRoot, 'schema', 'workflow.schema.json');
    const ownExists = own !== undefined && (0,external_node_fs_.existsSync)(own);
    const inDir = ownExists ? (0,external_node_path_.relative)(dir, own) : undefined;
    if (inDir !== undefined && (0,workspace_workspace/* insideBy */.OY)(inDir))
        return { ref: (0,external_node_path_.relative)(from, own).split(external_node_path_.sep).join('/'), published: false };
    return { ref: `https://unpkg.com/stagegate@${version/* VERSION */.x}/schema/workflow.schema.json`, published: true, ...(ownExists ? { local: own } : {}) };
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
# The runner sets STAGEGATE_* (step, visit, attempt, output \u2026) and puts \`stagegate\` on PATH.
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
    permissions:              # least privilege (docs/security.md); actions: read only for resume-from-run-id
      contents: read
      checks: write
    steps:
      - uses: actions/checkout@v6
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
    const schema = schemaReference(dir);
    const files = [
        [WORKFLOW_FILE, workflowText(o.name, schema.ref)],
        [STAGE_SCRIPT, STAGE_TEXT, 0o755],
        [IGNORE_FILE, '# stagegate runs: state, manifests, logs and outputs\nruns/\nLATEST_RUN.md\n'],
        [GITHUB_WORKFLOW, githubWorkflowText(o.action)],
    ];
    const nextCommand = `${o.commandName ?? 'stagegate'} run ${WORKFLOW_FILE} --run-id first`;
    // A folder on the way that is a link leading out of DIR (stagegate -> ~/.local/bin, a clone's
    // .github): nothing is written through it (links are not followed out of a workspace).
    if ((0,external_node_fs_.existsSync)(dir)) {
        const workspace = new workspace_workspace/* Workspace */.aR(dir);
        for (const [rel] of files) {
            try {
                workspace.resolve(rel, 'the scaffold file');
            }
            catch (error) {
                if (!(0,errors/* isStagegateError */.W)(error))
                    throw error;
                return { exitCode: 1, writeFailed: true, fix: `replace the link on the way to ${rel} with a folder of ${dir} (nothing is written through a link that leads out of it, or into .git), or run init in another directory (stagegate init DIR)`, files: [rel], workflow: WORKFLOW_FILE, nextCommand, schema, message: `cannot write ${rel} in ${dir}: ${error.message.replace(/\.$/, '')}: nothing was written` };
            }
        }
    }
    const inTheWay = files.map(([rel]) => rel).filter((rel) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, rel)));
    if (inTheWay.length > 0) {
        return { exitCode: 1, files: inTheWay, workflow: WORKFLOW_FILE, nextCommand, schema, message: `init writes no file that exists, and ${inTheWay.join(', ')} ${inTheWay.length === 1 ? 'does' : 'do'}: nothing was written` };
    }
    // All or nothing: a write that fails (a file where a folder goes, no permission, a full disk)
    // takes back what this invocation wrote, so running init again after the fix is not refused.
    const made = [];
    for (const [rel, text, mode] of files) {
        const path = (0,external_node_path_.join)(dir, rel);
        try {
            const folder = (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(path), { recursive: true });
            if (folder !== undefined)
                made.push(folder);
            (0,external_node_fs_.writeFileSync)(path, text, { flag: 'wx' });
            made.push(path);
            if (mode !== undefined)
                (0,external_node_fs_.chmodSync)(path, mode);
        }
        catch (error) {
            for (const p of made.reverse())
                (0,external_node_fs_.rmSync)(p, { recursive: true, force: true });
            const code = error.code ?? (error instanceof Error ? error.message : String(error));
            return { exitCode: 1, writeFailed: true, files: [rel], workflow: WORKFLOW_FILE, nextCommand, schema, message: `cannot write ${rel} in ${dir} (${code}): nothing was written` };
        }
    }
    return { exitCode: 0, files: files.map(([rel]) => rel), workflow: WORKFLOW_FILE, nextCommand, schema, message: `scaffolded workflow ${o.name} in ${dir}` };
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
        // The workflow file it records is not in this workspace (status and a resume need it).
        workflow_missing: r.workflowMissing,
        // Something stands at the workflow file's path, but not a regular file: what it is.
        ...(r.workflowNotAFile !== undefined ? { workflow_not_a_file: r.workflowNotAFile } : {}),
        // What the state file says: list does not replay journals (it reads every run in the workspace).
        verified: false,
        ...(r.problem !== undefined ? { problem: r.problem } : {}),
        // The state file is missing, its journal there: listed from the journal.
        ...(r.stateMissing === true ? { state_missing: true } : {}),
        // Its workflow file is one run refuses: `status` is run's stop code, `workflow_refused` its message
        // (a check that failed with an internal error: `status` INTERNAL_ERROR, the error's message).
        ...(r.workflowRefused !== undefined ? { workflow_refused: r.workflowRefused.message, recorded_status: r.recordedStatus } : {}),
    };
}
/** What stands at a workflow file's path instead of a file, in words. */
const NOT_A_FILE = { directory: 'a directory', fifo: 'a FIFO', device: 'a device', socket: 'a socket' };
function statusColour(status, style) {
    if (status === 'WORKFLOW_COMPLETE')
        return style.green;
    if (status === 'PARTIAL_RESUMABLE' || status === 'IN_PROGRESS')
        return style.yellow;
    return style.red;
}
/** `importers`: for workflow files in another runner's format (each run's workflow is checked as run loads it). */
function listCommand(workspace, json, style, importers) {
    const runs = (0,commands_runs/* listRuns */.v)(workspace, (file) => (0,commands_runs/* workflowRefusal */.yY)(workspace, file, importers));
    if (json)
        return JSON.stringify({ runs: runs.map(runs_runJson) });
    if (runs.length === 0)
        return `no runs in ${workspace.root} (a run's state file appears once \`stagegate run\` starts it)`;
    // A cell may quote workflow text (a refusal's message: a value the workflow gives) or a file name: no terminal escapes.
    const rows = runs.map((r) => [r.runId, r.workflow, r.status, r.activeStep ?? '-', r.updatedAt.replace(/\.\d+Z$/, 'Z'), `${r.statePath}${r.locked ? ' (locked: running)' : ''}${r.nested.length > 0 ? ` (+${r.nested.length} nested)` : ''}${r.workflowMissing ? ` (workflow file ${r.workflowFile} ${r.workflowNotAFile !== undefined ? `is ${NOT_A_FILE[r.workflowNotAFile]}, not a regular file` : 'not in this workspace'})` : ''}${r.problem !== undefined ? ` (does not verify: ${r.problem})` : ''}${r.stateMissing === true ? ' (missing: listed from its journal; the next `stagegate run` of it writes it again)' : ''}${r.workflowRefused !== undefined ? ` (${r.workflowRefused.code === commands_runs/* CHECK_FAILED */.jL ? 'workflow not checked' : 'workflow refused, as run refuses it'}: ${r.workflowRefused.message}; the state records ${r.recordedStatus})` : ''}`].map(printable/* printable */.g$));
    const head = ['RUN', 'WORKFLOW', 'STATUS', 'ACTIVE', 'UPDATED', 'STATE'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells, colour) => cells
        .map((c, i) => {
        const padded = i === cells.length - 1 ? c : c.padEnd(widths[i]);
        return i === 2 && colour ? colour(padded) : padded;
    })
        .join('  ');
    return [
        style.bold(line(head)),
        ...rows.map((r, i) => line(r, statusColour(runs[i].status, style))),
        style.dim('(as each run\'s state file records it, not verified against its journal: `stagegate status <workflow> --run-id ID` verifies one)'),
    ].join('\n');
}
function size(bytes) {
    if (bytes < 1024)
        return `${bytes} B`;
    if (bytes < 1024 * 1024)
        return `${(bytes / 1024).toFixed(1)} KiB`;
    return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
function cleanCommand(workspace, o, now, style) {
    const items = (0,commands_runs/* findCleanable */.l1)(workspace, now, o.olderThanMs);
    const removable = items.filter((i) => i.kept === undefined);
    const removed = o.yes ? (0,commands_runs/* removeCleanable */.GL)(workspace, removable) : [];
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

;// CONCATENATED MODULE: ./src/core/state/child-roots.ts
/** The runs `state` records directly, in step order (not their own nested runs). */
function nestedRunsOf(state) {
    const out = [];
    for (const [id, step] of Object.entries(state.steps)) {
        if (step.child)
            out.push({ kind: 'child', field: `steps.${id}.child`, step: id, record: step.child });
        for (const [branch, b] of Object.entries(step.parallel?.branches ?? {})) {
            if (b.child)
                out.push({ kind: 'child', field: `steps.${id}.parallel.branches.${branch}.child`, step: id, branch, record: b.child });
        }
        for (const item of step.foreach?.items ?? []) {
            if (item.state_path !== null)
                out.push({ kind: 'item', field: `steps.${id}.foreach.items[${item.id}].state_path`, step: id, statePath: item.state_path });
        }
    }
    return out;
}
/** The state path a nested run keeps its state in (null: not known, e.g. a child never located). */
function nestedStatePath(ref) {
    return ref.kind === 'child' ? ref.record.state_path : ref.statePath;
}
/** `path` is `root` or lies under it (workspace-relative POSIX paths; '.' is the workspace). */
function isWithinRoot(path, root) {
    return root === '.' || path === root || path.startsWith(root + '/');
}
/** More runs than this in one tree is not a tree a workflow makes; stop there. */
const MAX_TREE_RUNS = 2_000;
/**
 * Walk the tree of runs below `top`, breadth first, each state file once. `read` gives the state of
 * a nested run (undefined: not there, its subtree is left out); it may throw to refuse it.
 */
function collectRunTree(top, read) {
    const root = { statePath: top.statePath, runRoot: top.state.run_root, state: top.state, via: null, parent: null };
    const nodes = [root];
    const seen = new Set([top.statePath]);
    for (let i = 0; i < nodes.length && nodes.length < MAX_TREE_RUNS; i++) {
        const node = nodes[i];
        for (const ref of nestedRunsOf(node.state)) {
            const statePath = nestedStatePath(ref);
            if (statePath === null || seen.has(statePath))
                continue;
            seen.add(statePath);
            const state = read(ref, node);
            if (state)
                nodes.push({ statePath, runRoot: state.run_root, state, via: ref, parent: node });
        }
    }
    return nodes;
}

;// CONCATENATED MODULE: ./src/cli/commands/logs.ts
// `stagegate logs <workflow> [STEP] --run-id ID [--follow]`: a run's stage logs
// (<run root>/logs/<step>[.<branch>].v<visit>.a<attempt>.log), oldest first, each under a header.
// --follow keeps reading what the running stages write until no runner holds the run.








const LOG_NAME = /^(.+)\.v(\d+)\.a(\d+)\.log$/;
// The logs are what the run wrote: a link in their place (a stage may leave one) is never
// followed, so `logs` prints nothing from outside the run's folders (it says what stands there).
const LINK = 'a symbolic link, which logs never follows';
const DIRECTORY = 'a directory, not a log file';
/** The names of the real folders (not links) in `abs`. */
function subfolders(abs) {
    try {
        return (0,external_node_fs_.readdirSync)(abs, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? [e.name] : []));
    }
    catch {
        return [];
    }
}
/** The names in `abs` when it is a real folder (not a link to one). */
function listDir(abs) {
    if ((0,external_node_fs_.lstatSync)(abs, { throwIfNoEntry: false })?.isDirectory() !== true)
        return [];
    try {
        return (0,external_node_fs_.readdirSync)(abs);
    }
    catch {
        return [];
    }
}
/**
 * The folders that hold the run's stage logs: `<run root>/logs/`, and the `logs/` of each parallel
 * branch that ran as a shard (`<run root>/parallel/<step slug>/<branch>/v<visit>/logs/`): its log
 * is the branch's log, named `<step>.<branch>.v<visit>.a<attempt>.log` as in the run root.
 */
function logDirs(workspace, runRoot) {
    const root = runRoot === '.' ? '' : `${runRoot}/`;
    const dirs = [`${root}logs`];
    const parallel = `${root}parallel`;
    if ((0,external_node_fs_.lstatSync)((0,external_node_path_.join)(workspace, parallel), { throwIfNoEntry: false })?.isDirectory() !== true)
        return dirs;
    for (const step of subfolders((0,external_node_path_.join)(workspace, parallel)).sort())
        for (const branch of subfolders((0,external_node_path_.join)(workspace, parallel, step)).sort())
            for (const visit of subfolders((0,external_node_path_.join)(workspace, parallel, step, branch)).sort())
                if (/^v\d+$/.test(visit))
                    dirs.push(`${parallel}/${step}/${branch}/${visit}/logs`);
    return dirs;
}
/**
 * The step a log's step name is of, as stepTarget reads a STEP.BRANCH: the step itself, else the
 * longest step it starts with that declares the rest as a branch (a step `a.b` does not take the
 * log of branch `b.x` of step `a`), else the longest step it starts with; undefined: none.
 */
function ownerOf(stepName, target) {
    if (target.steps.includes(stepName))
        return stepName;
    let longest;
    for (let dot = stepName.lastIndexOf('.'); dot > 0; dot = stepName.lastIndexOf('.', dot - 1)) {
        const step = stepName.slice(0, dot);
        if (!target.steps.includes(step))
            continue;
        const declared = target.branches !== undefined && Object.hasOwn(target.branches, step) ? target.branches[step] : [];
        if (declared.includes(stepName.slice(dot + 1)))
            return step;
        longest ??= step;
    }
    return longest;
}
/** Whether a log's step name (`id` or `id.branch`) is of `target`. */
function isOf(stepName, target) {
    if (target.branch !== undefined)
        return stepName === `${target.id}.${target.branch}`;
    if (stepName === target.id)
        return true;
    if (!stepName.startsWith(`${target.id}.`))
        return false;
    // The step the name is of (itself, or before a .BRANCH) must be this one.
    const owner = ownerOf(stepName, target);
    return owner === undefined || owner === target.id;
}
/** Whether `rel` (workspace-relative) is a real folder, not a link to one. */
function realFolder(workspace, rel) {
    return (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(workspace, rel), { throwIfNoEntry: false })?.isDirectory() === true;
}
/**
 * The logs folders of a foreach step's item runs (each visit's), with the item each is of. Only real
 * folders inside the run root: a slug that is not one (the record names it) and a link anywhere on
 * the way (foreach/, the step's folder, the item's) are not followed.
 */
function itemLogDirs(workspace, runRoot, id, items) {
    const folder = (0,foreach_manifest/* foreachRunsFolder */.l5)(runRoot, id);
    const dirs = [];
    if (!realFolder(workspace, folder.slice(0, folder.slice(0, -1).lastIndexOf('/'))) || !realFolder(workspace, folder))
        return dirs;
    for (const item of items) {
        if (!/^[a-z0-9][a-z0-9-]*$/.test(item.slug) || !realFolder(workspace, `${folder}${item.slug}`))
            continue;
        const visits = subfolders((0,external_node_path_.join)(workspace, folder, item.slug)).filter((v) => /^v\d+$/.test(v));
        for (const visit of visits.sort((a, b) => Number(a.slice(1)) - Number(b.slice(1))))
            dirs.push({ dir: `${folder}${item.slug}/${visit}/logs`, item: item.id });
    }
    return dirs;
}
/** The run's log files, oldest first (by modification time, then visit and attempt). */
function logFiles(workspace, runRoot, target) {
    const files = [];
    const items = target?.items;
    const dirs = items !== undefined ? itemLogDirs(workspace, runRoot, target.id, items) : logDirs(workspace, runRoot).map((dir) => ({ dir, item: undefined }));
    for (const { dir: dirRel, item } of dirs) {
        const dir = (0,external_node_path_.join)(workspace, dirRel);
        for (const name of listDir(dir)) {
            const m = LOG_NAME.exec(name);
            if (!m)
                continue;
            let stepName = m[1];
            if (item !== undefined) {
                // An item run's log: of its per_item step (a parallel one's branch: SUB.BRANCH).
                if (target.sub !== undefined && stepName !== target.sub && !stepName.startsWith(`${target.sub}.`))
                    continue;
                stepName = `${target.id}[${item}].${stepName}`;
            }
            else if (target !== undefined && !isOf(stepName, target))
                continue;
            const abs = (0,external_node_path_.join)(dir, name);
            const st = (0,external_node_fs_.lstatSync)(abs, { throwIfNoEntry: false });
            if (!st)
                continue;
            // Listed, never read: its header says what stands there instead of a log (not "empty").
            const unreadable = st.isFile() ? undefined : st.isDirectory() ? DIRECTORY : st.isSymbolicLink() ? LINK : 'not a regular file';
            files.push({ path: `${dirRel}/${name}`, abs, step: stepName, visit: Number(m[2]), attempt: Number(m[3]), mtime: st.mtimeMs, ...(unreadable ? { unreadable } : {}) });
        }
    }
    files.sort((a, b) => a.mtime - b.mtime || a.visit - b.visit || a.attempt - b.attempt || a.step.localeCompare(b.step));
    return files.map(({ mtime: _mtime, ...f }) => f);
}
/**
 * The name maps as stepTarget asks for them: a step id, or an imported file's step id as written
 * there (`writtenIds`: N-001 for N_001, a maestro fork fan-out for fan_out); a branch id, or its id
 * as written there (`writtenBranches`: fan-out.lint-a for fan_out.lint_a).
 */
function logs_namingOf(names) {
    const { steps, writtenIds, writtenBranches } = names;
    return {
        steps,
        stepNamed: (name) => (steps.includes(name) ? name : writtenIds !== undefined && Object.hasOwn(writtenIds, name) ? writtenIds[name] : undefined),
        parallel: Object.entries(names.branches ?? {}),
        writtenAs: (id, branch, name) => {
            const written = writtenBranches !== undefined && Object.hasOwn(writtenBranches, id) ? writtenBranches[id] : {};
            return Object.hasOwn(written, name) && written[name] === branch;
        },
        foreach: Object.entries(names.perItem ?? {}),
    };
}
/**
 * `logs \u2026 STEP` (or STEP.BRANCH) checked against the workflow: the log target, or
 * WORKFLOW_INPUT_REQUIRED (exit 4, a did-you-mean, the steps in the fix) as every command that
 * names a step says it (docs/cli.md#step-ids-in-arguments). `recorded`: the branches the run
 * recorded for a step (a workflow edited since may no longer declare one); undefined before the run
 * is loaded, when only STEP is checked (a BRANCH the workflow does not declare, the run may have).
 * With no steps known, the name as given.
 */
function logsTarget(given, workflow, names, recorded, state) {
    const { steps } = names;
    if (steps.length === 0)
        return { step: given, target: { id: given, steps } };
    const refusal = `'${given}' is not a step of workflow ${workflow}`;
    const named = stepTarget(given, logs_namingOf(names), { refusal, ownBranches: recorded, unknown: 'steps' });
    const target = { id: named.id, ...(named.branch !== undefined ? { branch: named.branch } : {}), steps, branches: names.branches };
    if (named.item === undefined && named.sub === undefined)
        return { step: named.step, target };
    // An item (or a per-item step): the items are the run's (its foreach record on the step's latest visit).
    const items = [...(state?.steps[named.id]?.foreach?.items ?? [])].map((i) => ({ id: i.id, slug: i.slug }));
    if (state !== undefined)
        checkItem(named, items.map((i) => i.id), refusal, `in run ${state.run_id}${items.length === 0 ? ' (its items are loaded when the step first runs)' : ''}`);
    const chosen = named.item !== undefined ? items.filter((i) => i.id === named.item) : items;
    return { step: named.step, target: { ...target, items: chosen, ...(named.sub !== undefined ? { sub: named.sub } : {}) } };
}
/** Said under the header of a log that holds nothing (the stage printed nothing on stdout or stderr). */
const EMPTY_LOG = '(empty: the stage printed nothing)';
/** Said under the header of an empty log whose stage is still running (a runner holds the run). */
const EMPTY_SO_FAR = '(empty so far: the stage is still running; --follow prints what it writes)';
/** Said under the header of a log that could not be read: why, in a few words. */
const unreadLog = (why) => `(not read: ${why})`;
function logHeader(f) {
    return `==> ${f.step} \u00b7 visit ${f.visit} \u00b7 attempt ${f.attempt} (${f.path}) <==`;
}
/** Values to hide: secret-looking variables of this environment and the run's secret-looking inputs (as stages got them). */
function logSecrets(report, env) {
    const inputs = {};
    for (const [name, value] of Object.entries(report.state?.inputs ?? {}))
        inputs[(0,stage_command/* envName */.pD)(name)] = value;
    return [...new Set([...(0,process_transcript/* secretValues */.VX)(env), ...(0,process_transcript/* secretValues */.VX)(inputs)])].sort((a, b) => b.length - a.length);
}
/** Why a log could not be opened, in a user's words. */
function openProblem(error) {
    const code = error.code;
    if (code === 'EACCES' || code === 'EPERM')
        return 'permission denied';
    if (code === 'ELOOP')
        return LINK;
    if (code === 'ENOENT')
        return 'it was removed while logs read the folder';
    return `it could not be opened (${code ?? String(error)})`;
}
function readFrom(abs, offset) {
    let fd;
    try {
        // O_NONBLOCK: a FIFO put in a log's place never blocks the read.
        fd = (0,external_node_fs_.openSync)(abs, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
    }
    catch (error) {
        return { text: '', size: offset, problem: openProblem(error) };
    }
    try {
        const st = (0,external_node_fs_.fstatSync)(fd);
        if (!st.isFile())
            return { text: '', size: offset, problem: st.isDirectory() ? DIRECTORY : 'not a regular file' };
        const size = st.size;
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
/** How much of a log is read backwards at a time to find where its last lines start. */
const TAIL_CHUNK = 64 * 1024;
/**
 * Where the last `lines` lines of a log start (a last line without its newline counts), read
 * backwards from its end a chunk at a time: a log of any size costs what its last lines do, not
 * the whole file in memory. 0 when it has no more lines than that, or cannot be read (readFrom
 * then says why).
 */
function tailStart(abs, lines) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(abs, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
    }
    catch {
        return 0;
    }
    try {
        const st = (0,external_node_fs_.fstatSync)(fd);
        if (!st.isFile() || st.size === 0)
            return 0;
        const buffer = Buffer.alloc(Math.min(TAIL_CHUNK, st.size));
        // The newline that ends the last line ends no line before it.
        let end = st.size;
        let seen = 0;
        let first = true;
        while (end > 0) {
            const start = Math.max(0, end - buffer.length);
            const n = (0,external_node_fs_.readSync)(fd, buffer, 0, end - start, start);
            for (let i = n - 1; i >= 0; i--) {
                if (buffer[i] !== 0x0a)
                    continue;
                if (first && start + i === st.size - 1)
                    continue;
                if (++seen === lines)
                    return start + i + 1;
            }
            first = false;
            end = start;
        }
        return 0;
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
    /** The logs something was printed of: one still empty at the end is said to be (else it would be left out without a word). */
    const shown = new Set();
    const header = (f) => {
        if (current === f.abs)
            return;
        o.write(`${printed > 0 ? '\n' : ''}${logHeader(f)}\n`);
        current = f.abs;
    };
    const emit = (f, text) => {
        if (text === '')
            return;
        header(f);
        o.write(mask(text));
        shown.add(f.abs);
        printed++;
    };
    const unread = new Set();
    /** A line said once under a log's header in place of its text. */
    const say = (f, line) => {
        header(f);
        o.write(`${line}\n`);
        shown.add(f.abs);
        printed++;
    };
    // An empty log is "empty" only once its stage is done: one a held run still has in flight may yet be written.
    const empty = (f, held) => say(f, held && o.inFlight?.(f) === true ? EMPTY_SO_FAR : EMPTY_LOG);
    const look = (final, held) => {
        for (const f of logFiles(o.workspace, o.runRoot, o.step)) {
            // --tail: a log seen for the first time is read from where its last lines start; what is
            // left out is said under its header (how many bytes), so a tail is never taken for the whole.
            let from = offsets.get(f.abs);
            if (from === undefined && o.tail !== undefined && f.unreadable === undefined) {
                from = tailStart(f.abs, o.tail);
                if (from > 0)
                    say(f, `(last ${o.tail} line${o.tail === 1 ? '' : 's'}: the ${from} bytes before them not shown)`);
            }
            const { text, size, problem } = f.unreadable !== undefined ? { text: '', size: 0, problem: f.unreadable } : readFrom(f.abs, from ?? 0);
            if (problem !== undefined) {
                if (!unread.has(f.abs))
                    say(f, unreadLog(problem));
                unread.add(f.abs);
                continue;
            }
            offsets.set(f.abs, size);
            const joined = (partial.get(f.abs) ?? '') + text;
            if (final) {
                partial.delete(f.abs);
                if (joined === '' && !shown.has(f.abs))
                    empty(f, held);
                else
                    emit(f, joined === '' || joined.endsWith('\n') ? joined : `${joined}\n`);
            }
            else {
                const cut = joined.lastIndexOf('\n') + 1;
                partial.set(f.abs, joined.slice(cut));
                emit(f, joined.slice(0, cut));
            }
        }
    };
    const held = o.running();
    if (!follow || !held) {
        look(true, held);
        return { printed, unread: unread.size };
    }
    for (;;) {
        // Read whether it runs before reading the files: what it wrote before letting go is then read.
        const running = o.running();
        look(!running, running);
        if (!running)
            return { printed, unread: unread.size };
        await new Promise((resolve) => setTimeout(resolve, o.pollMs ?? 200));
    }
}
/**
 * Whether a log is that of an attempt `state` has in flight: the step's (`in_flight`), or a
 * parallel branch's still running (logged as <step>.<branch>).
 */
function inFlightLog(state) {
    return (f) => {
        const flight = state?.in_flight;
        if (!flight)
            return false;
        if (flight.step === f.step)
            return flight.visit === f.visit && flight.attempt === f.attempt;
        const branch = f.step.startsWith(`${flight.step}.`) ? state.steps[flight.step]?.parallel?.branches[f.step.slice(flight.step.length + 1)] : undefined;
        return branch !== undefined && branch.status === 'running' && branch.visit === f.visit && branch.attempt === f.attempt;
    };
}
/**
 * Whether a live runner holds the run: its lock names a process that runs (on another machine: one
 * this one cannot check). A dead runner's lock (kill -9, an OOM kill) stays until the run's next
 * runner recovers it; --follow ends with the run all the same.
 */
function runHeld(workspace, statePath) {
    return statePath !== null && state_lock/* RunLock */.jj.isHeld((0,external_node_path_.join)(workspace, `${statePath}.lock`));
}
/** The logs folders of the runs `state` records directly (foreach item runs, child workflow runs), of one step's when named. */
function nestedLogFolders(state, of) {
    const folders = [];
    for (const ref of nestedRunsOf(state)) {
        if (of !== undefined && (ref.step !== of.id || (of.branch !== undefined && (ref.kind !== 'child' || ref.branch !== of.branch))))
            continue;
        const root = ref.kind === 'child' ? (ref.record.run_root ?? (ref.record.state_path === null ? null : external_node_path_.posix.dirname(ref.record.state_path))) : external_node_path_.posix.dirname(ref.statePath);
        if (root === null)
            continue;
        const folder = `${root === '.' ? '' : `${root}/`}logs/`;
        if (!folders.includes(folder))
            folders.push(folder);
    }
    return folders;
}

// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/workspace-root.ts
var workspace_root = __webpack_require__(3052);
// EXTERNAL MODULE: ./src/cli/command-name.ts
var command_name = __webpack_require__(723);
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

;// CONCATENATED MODULE: ./src/cli/dispatch.ts
// Every command but the light ones (help, version, gate: src/cli/index.ts): loaded on first use,
// so a stage calling `stagegate gate` \u2014 once per stage in many workflows \u2014 does not parse the
// runner, the validator and the formats at every call.




































/** Step kinds that run no process (so keep no log), in words. */
const NO_PROCESS = { decision: 'a decision (it evaluates its conditions in the runner)', approval: 'an approval (a person decides it)' };


// A second signal kills the stages still running (src/cli/bin.ts): this module starts them.
(0,cli_io/* setStageKiller */.qQ)(killRunningStages);
/** Heartbeat off a terminal, unless --heartbeat says otherwise. */
const DEFAULT_HEARTBEAT_SECONDS = 30;
/** The invocation's source commit reader: git's, unless the caller gave its own (CliIO.source). */
const sourceOf = (io) => io.source ?? createGitSource();
async function dispatch(io, parsed, style) {
    await io.boundHeap?.();
    const out = (0,cli_io/* lines */.Mn)(io.stdout);
    const err = (0,cli_io/* lines */.Mn)(io.stderr);
    if (parsed.command === 'init') {
        const dir = (0,external_node_path_.resolve)(io.cwd, parsed.dir ?? '.');
        if ((0,external_node_fs_.existsSync)(dir) && !(0,workspace_root/* isDirectory */.w)(dir))
            throw new args/* UsageError */.eb(`init DIR '${parsed.dir}' is not a directory`, 'init');
        // The scaffold's paths are relative to DIR (its workspace): the command pasted where init was typed names it with -C, quoted.
        const r = initCommand({ dir, name: parsed.name ?? 'example', action: parsed.action ?? DEFAULT_ACTION_REF, commandName: (0,command_name/* commandNameFor */.eG)(io, { ...parsed, workspace: (0,external_node_path_.relative)(io.cwd, dir) }) });
        // What the text says after `next:` (each as label and text): --json lists the texts in `warnings`.
        const said = [];
        if (r.exitCode === 0) {
            // The published schema resolves only once this version is on npm: until then an editor finds nothing, and says nothing.
            if (r.schema.published) {
                const own = r.schema.local !== undefined ? `$schema=${(0,external_node_path_.relative)((0,external_node_path_.join)(dir, (0,external_node_path_.dirname)(r.workflow)), r.schema.local).split(external_node_path_.sep).join('/')} (this stagegate's copy), or ` : '';
                said.push(['schema', `the $schema comment of ${r.workflow} names ${r.schema.ref}, found only once stagegate ${version/* VERSION */.x} is on npm (until then an editor finds no schema); meanwhile point it at a copy: ${own}$schema=../node_modules/stagegate/schema/workflow.schema.json with the package installed in the project`]);
            }
            if ((parsed.action ?? DEFAULT_ACTION_REF).includes('<owner>'))
                said.push(['then', `replace <owner> in .github/workflows/stagegate.yml with where the stagegate action lives (or use --action OWNER/REPO@REF)`]);
            // Scaffolded in a folder of a repository: GitHub reads workflows only from the root's .github/workflows.
            const repo = enclosingRepository(dir);
            if (repo !== undefined) {
                said.push(['note', `GitHub runs only the workflows in ${(0,external_node_path_.relative)(io.cwd, (0,external_node_path_.join)(repo, '.github', 'workflows')) || '.'}/ (the repository's root): move .github/workflows/stagegate.yml there and give its stagegate step working-directory: ${(0,external_node_path_.relative)(repo, dir)}`]);
            }
        }
        if (parsed.json) {
            out(JSON.stringify({ status: r.exitCode === 0 ? 'INITIALIZED' : r.writeFailed ? 'WRITE_FAILED' : 'FILES_EXIST', exit_code: r.exitCode, message: r.message, dir, files: r.files, workflow: r.workflow, next_command: r.exitCode === 0 ? r.nextCommand : null, ...(said.length > 0 ? { warnings: said.map(([, text]) => text) } : {}) }));
        }
        else if (r.exitCode !== 0)
            err(`stagegate: ${r.message}\n  fix: ${r.fix ?? (r.writeFailed ? 'make the directory writable (or remove the file that stands where a folder goes), then run init again' : 'remove or rename them, or run init in another directory (stagegate init DIR)')}`);
        else {
            const lines = [`${style.green('initialized')}  ${r.message}`, ...r.files.map((f) => `  wrote    ${f}`)];
            lines.push(`  next:    ${r.nextCommand}`);
            for (const [label, text] of said)
                lines.push(`  ${`${label}:`.padEnd(9)}${text}`);
            out(lines.join('\n'));
        }
        return r.exitCode;
    }
    const workspace = (0,workspace_root/* workspaceRoot */.o)(io, parsed);
    const invocation = {
        tokens: parsed.tokens,
        runId: parsed.runId,
        stopAfterStep: parsed.stopAfterStep,
        mode: parsed.mode,
        ignorePreviousCompletion: parsed.ignorePreviousCompletion,
        allowWorkflowChange: parsed.allowWorkflowChange,
        onSourceChange: parsed.onSourceChange,
        rerunFrom: parsed.rerunFrom,
    };
    // A --agent-command path is the caller's, so it resolves against the caller's directory; the
    // commands printed for people carry it as given (a relative path pasted where this command was
    // typed, -C or not, names the same file; an absolute one would name this machine's checkout).
    const agentCommand = parsed.agentCommand === undefined ? undefined : parsed.agentCommand.includes('/') ? (0,external_node_path_.resolve)(io.cwd, parsed.agentCommand) : parsed.agentCommand;
    const agents = { agent: parsed.agent, agentCommand, shownAgentCommand: parsed.agentCommand, agentArgs: parsed.agentArgs, freshSessions: parsed.freshAgentSessions === true };
    switch (parsed.command) {
        case 'run':
            if (parsed.shards.length > 0)
                return runShardsCommand(io, parsed, workspace, invocation, agents, style);
            return runCommand(io, parsed, workspace, invocation, agents, style);
        case 'merge': {
            const from = parsed.from.map((dir) => ({ abs: (0,external_node_path_.resolve)(io.cwd, dir), shown: dir }));
            // A mistyped --from would otherwise merge nothing from it and say only that shards are pending.
            for (const f of from)
                if (!(0,workspace_root/* isDirectory */.w)(f.abs))
                    throw new args/* UsageError */.eb(`--from '${f.shown}' is not a directory (a shard folder copied from another machine, or a folder of them)`, 'merge');
            return runCommand(io, parsed, workspace, invocation, agents, style, { start: (request, ports) => mergeShards(request, ports, from), extra: mergeExtra });
        }
        case 'shards': {
            let list;
            try {
                list = await (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema.withGateSchemaEngine)(() => listShards(workspace, parsed.workflow, invocation, importers, { commandName: (0,command_name/* commandNameFor */.eG)(io, parsed), agentFlagsInHints: true })));
            }
            catch (error) {
                // --json: a refusal (SHARD_NOT_SUPPORTED: the step runs in one process) is an object on
                // stdout, so a script that reads the matrix from it reads why there is none.
                if (!parsed.json || !(0,errors/* isStagegateError */.W)(error))
                    throw error;
                out(JSON.stringify({ status: error.code, exit_code: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), next_command: error.nextCommand ?? null }));
                return (0,stop_codes/* exitStatusFor */.ex)(error.code);
            }
            const legs = parsed.legs !== undefined ? dealLegs(list.shards, parsed.legs) : undefined;
            if (parsed.json)
                out(JSON.stringify({ step: list.step, shards: list.shards, ...(legs ? { legs } : {}) }));
            else if (list.step === null && list.run.state === undefined)
                out(`run ${list.runId} has not started (no state at ${list.run.statePath}): ${list.toFanOut === undefined ? `no shards; ${NO_FAN_OUT}` : list.toFanOut.entry !== undefined ? `no shards; ${entryFanOut(list.toFanOut)}` : `no shards yet; run it to its fan-out step first: ${list.toFanOut.command}`}`);
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
            // The source commit asked without waiting where the port can (git runs while the journal is replayed).
            const source = sourceOf(io);
            const asked = source.startSourceCommit !== undefined ? { startSourceCommit: () => source.startSourceCommit(workspace) } : { sourceCommit: () => source.sourceCommit(workspace) };
            const got = await (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema.withGateSchemaEngine)(() => statusStanding(workspace, parsed.workflow, invocation, importers, { otherRuns: true, ...asked, inputsInHints: true, commandName: (0,command_name/* commandNameFor */.eG)(io, parsed), views: { registries: true, children: true }, log: parsed.json ? 'decisions' : { latestDecisions: STATUS_LIST_SHOWN } })));
            const report = 'atSource' in got ? got.atSource(await got.started) : got;
            out(parsed.json ? JSON.stringify(statusJson(report)) : statusText(report, style, (0,command_name/* workspaceShownFor */.QE)(io, parsed)));
            return report.exitCode;
        }
        case 'history': {
            const report = await (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema.withGateSchemaEngine)(() => getHistory(workspace, parsed.workflow, invocation, importers, (0,command_name/* commandNameFor */.eG)(io, parsed))));
            out(parsed.json ? JSON.stringify(historyJson(report)) : historyText(report, style));
            return report.exitCode;
        }
        case 'plan': {
            // Started only once the workflow loaded and the run has a state to compare (git is not spawned
            // for a load that fails), without waiting where the port can (git runs while the run's checks
            // are made); once, also when a format's importer or the gate schema engine makes the plan read again.
            const source = sourceOf(io);
            let started;
            const startSourceCommit = () => (started ??= source.startSourceCommit !== undefined ? source.startSourceCommit(workspace) : Promise.resolve(source.sourceCommit(workspace)));
            const plan = await (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema.withGateSchemaEngine)(() => makePlan(workspace, parsed.workflow, invocation, { showPrompt: parsed.showPrompt, agents, startSourceCommit, importers, pathEnv: io.env['PATH'] ?? '', secretEnv: io.env, commandName: (0,command_name/* commandNameFor */.eG)(io, parsed), runsInHint: true })));
            // --show-prompt of a step that gets no prompt: a mistake in the arguments, said as one.
            if (plan.notAPromptStep !== undefined)
                throw new args/* UsageError */.eb(plan.notAPromptStep, 'plan');
            // --show-prompt prints the prompt byte for byte (nothing else) unless --json asks for the plan;
            // the stop a run would hit (an agent step without an agent, say) is said on stderr.
            if (plan.prompt !== undefined && !parsed.json) {
                io.stdout.write(plan.prompt);
                // A per-item step named without its item (STEP.SUB): say whose prompt it is, and how to name another's.
                const shown = plan.promptItem;
                // (Step and per-item step ids may hold dots: the name is the plan's, not the given one split.)
                if (shown !== undefined && plan.promptItemName !== undefined && !parsed.showPrompt.includes('[')) {
                    err(`stagegate: the prompt of item ${shown}, the item the run works on next (its first, when none is pending); one item's: --show-prompt ${(0,command_line/* shellWord */.r7)(plan.promptItemName)}`);
                }
                for (const w of plan.warnings ?? [])
                    err(`stagegate: warning: ${w}`);
                if (plan.stop)
                    err(`stagegate: ${plan.stop.code}: a run with these arguments would stop before any stage (exit ${plan.stop.exitCode}): ${(0,printable/* printableQuoted */.wV)(plan.stop.message)}${plan.stop.hint ? `\n  fix: ${(0,printable/* printable */.g$)(plan.stop.hint)}` : ''}`);
            }
            // No prompt to show (a step the workflow lacks, a run that cannot be located): the stop
            // alone, on stderr \u2014 not the whole plan on stdout, where the prompt was asked for.
            else if (parsed.showPrompt !== undefined && !parsed.json && plan.stop)
                err(`stagegate: ${plan.stop.code}: ${(0,printable/* printableQuoted */.wV)(plan.stop.message)}${plan.stop.hint ? `\n  fix: ${(0,printable/* printable */.g$)(plan.stop.hint)}` : ''}`);
            else
                out(parsed.json ? JSON.stringify(planJson(plan)) : planText(plan, style));
            return plan.exitCode;
        }
        case 'approve':
        case 'reject': {
            // The workflow is loaded (and checked) before the run is changed: safe to read twice.
            const r = await (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema.withGateSchemaEngine)(() => approvalCommand(parsed, workspace, invocation, io.env, style, importers, sourceOf(io), agents, (0,command_name/* commandNameFor */.eG)(io, parsed))));
            out(r.text);
            return r.exitCode;
        }
        case 'skip': {
            const r = await (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema.withGateSchemaEngine)(() => skipCommand(parsed, workspace, invocation, io.env, style, importers, agents, (0,command_name/* commandNameFor */.eG)(io, parsed))));
            out(r.text);
            return r.exitCode;
        }
        case 'convert':
            return convertCommand(parsed, new workspace_workspace/* Workspace */.aR(workspace), out, err);
        case 'list': {
            // Each run's workflow checked as run loads it (another runner's format: its importer; a gate_schema: the engine).
            const listed = await (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema.withGateSchemaEngine)(() => listCommand(new workspace_workspace/* Workspace */.aR(workspace), parsed.json, style, importers)));
            out(listed);
            return 0;
        }
        case 'clean':
            out(cleanCommand(new workspace_workspace/* Workspace */.aR(workspace), { olderThanMs: parsed.olderThanMs, yes: parsed.yes, json: parsed.json }, new Date(), style));
            return 0;
        case 'logs': {
            // A run id that names no run: the workflow's runs there are (a did-you-mean), as status says.
            // Logs are a read-only look at files on disk: a run that fails its integrity check (an edited
            // workflow, a changed accepted output) still shows them, the refusal said as a warning.
            // STEP or STEP.BRANCH; an imported file's step may be named as written there (N-001 for N_001).
            // A step the workflow does not have is a mistake, not a step without logs yet: said as soon as
            // the workflow is loaded, whatever state the run is in (not started, or failing its checks).
            const given = parsed.step;
            // The kinds of step that run no process of their own, so keep no log: said as such, not as logs not there.
            const kinds = new Map();
            const workflowLoaded = given === undefined
                ? undefined
                : (wf) => {
                    for (const [id, s] of wf.steps)
                        kinds.set(id, s.kind);
                    void logsTarget(given, wf.name, { steps: [...wf.steps.keys()], ...stepNamesOf(wf) }, undefined);
                };
            const report = await (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema.withGateSchemaEngine)(() => getStatus(workspace, parsed.workflow, invocation, importers, { otherRuns: true, verb: 'logs', lookPastIntegrity: true, commandName: (0,command_name/* commandNameFor */.eG)(io, parsed), inputsInHints: true, views: { children: true }, log: false, ...(workflowLoaded ? { workflowLoaded } : {}) })));
            // A BRANCH the workflow does not declare: the run may have recorded it (checked once it is loaded; a run not started has none).
            const names = { steps: Object.keys(report.maxVisits), writtenIds: report.writtenIds, writtenBranches: report.writtenBranches, branches: report.branches, perItem: report.perItem };
            const recorded = (id) => Object.keys(report.state?.steps[id]?.parallel?.branches ?? {});
            // STEP[ITEM] (a foreach step's item, as run's progress lines name it) is checked against the run's items.
            const named = given !== undefined && names.steps.length > 0 && (report.state !== undefined || report.status === 'NOT_STARTED') ? logsTarget(given, report.workflow ?? parsed.workflow, names, recorded, report.state) : undefined;
            if (report.runRoot === null || report.status === 'NOT_STARTED' || !report.state) {
                const code = report.status === 'NOT_STARTED' ? 4 : report.exitCode || 4;
                // The message may quote workflow text (a refusal's finding): no terminal escapes, as status prints it.
                err((0,printable/* printable */.g$)(`stagegate: ${report.status}: ${report.message || 'the run has no logs'}${report.hint ? `\n  fix: ${report.hint}` : ''}`));
                return code;
            }
            const step = named?.step;
            const target = named?.target;
            if (report.integrity !== undefined)
                err(`stagegate: warning: ${report.integrity.code}: ${report.integrity.message} (a resume would stop here; the logs are shown as they are on disk)`);
            const root = new workspace_workspace/* Workspace */.aR(workspace).root;
            const { printed, unread } = await printLogs({
                workspace: root,
                runRoot: report.runRoot,
                step: target,
                secrets: logSecrets(report, io.env),
                running: () => runHeld(root, report.statePath),
                inFlight: inFlightLog(report.state),
                write: (t) => io.stdout.write(t),
                ...(parsed.tail !== undefined ? { tail: parsed.tail } : {}),
            }, parsed.follow);
            if (unread > 0)
                err(`stagegate: ${unread} log${unread > 1 ? 's' : ''} could not be read (said under ${unread > 1 ? 'their headers' : 'its header'})`);
            const noProcess = step !== undefined && target?.branch === undefined ? NO_PROCESS[kinds.get(step) ?? ''] : undefined;
            const items = target?.items;
            if (printed === 0 && items !== undefined)
                err(`stagegate: no logs of ${step} in ${items.length === 0 ? 'the run (none of its items has run yet)' : `${(0,foreach_manifest/* foreachRunsFolder */.l5)(report.runRoot, target.id)}${items.length === 1 ? `${items[0].slug}/` : '*/'}v*/logs`} (run ${report.runId})`);
            else if (printed === 0 && report.children?.[step ?? ''] !== undefined) {
                // A child workflow step runs no stage of its own here: its stages are the child run's.
                const kid = report.children[step];
                err(`stagegate: step ${step} runs child workflow ${kid.workflow_file} as run ${kid.run_id}${kid.active_step !== null ? ` (at ${kid.in_flight ?? kid.active_step})` : ''}: its stage logs are that run's: \`${kid.logs}\``);
            }
            else if (printed === 0 && noProcess !== undefined)
                err(`stagegate: step ${step} is ${noProcess}: it runs no process, so it has no logs (\`${(0,command_name/* commandNameFor */.eG)(io, parsed)} history ${(0,command_line/* runTarget */.Nh)(parsed.workflow, report.runId ?? '')}\` shows what it did)`);
            else if (printed === 0)
                err(`stagegate: no logs${step ? ` of step ${step}` : ''} in ${report.runRoot === '.' ? '' : `${report.runRoot}/`}logs (run ${report.runId})`);
            // Foreach items and child workflows run as runs of their own, with their own logs: say where
            // (an item's are read when it is named: STEP[ITEM]).
            const nested = items !== undefined ? [] : nestedLogFolders(report.state, target);
            const firstItem = [...(report.state.steps[target?.id ?? '']?.foreach?.items ?? [])].find((i) => i.state_path !== null);
            const itemNote = target !== undefined && target.branch === undefined && firstItem !== undefined ? `; name an item to read its logs: ${(0,command_line/* shellWord */.r7)(`${target.id}[${firstItem.id}]`)}, as the progress lines name it` : '';
            if (nested.length > 0)
                err(`stagegate: ${nested.length === 1 ? 'a run nested in this one keeps its own logs' : `${nested.length} runs nested in this one keep their own logs`} (foreach items, child workflows), not shown here: ${nested.slice(0, 5).join(', ')}${nested.length > 5 ? `, \u2026 ${nested.length - 5} more` : ''}${itemNote}`);
            return 0;
        }
    }
}
/**
 * `run --shard K1 [--shard K2 ...]`: each shard in turn, reported as a one-key run reports it (with
 * --json, one object per line). A refused or failed shard does not keep the others from running;
 * an interrupt (a signal) does, and the leg then exits as a process stopped by that signal (130,
 * 143, 129). Otherwise the exit status is the first shard's that was not 0, else 0 \u2014 in a leg of
 * several keys, one the run already holds (SHARD_ALREADY_MERGED: the leg run again after a merge
 * took it) is reported but is no failure, as the Action's leg counts it.
 *
 * A key's run ends before its seal does (its outputs' copies and SHARD.json, each fsync'd): the
 * next key starts then, so the leg's stages do not wait on the disk; each key still holds its
 * shard's lock until its seal is done, and the reports come out in the keys' order.
 */
async function runShardsCommand(io, parsed, workspace, invocation, agents, style) {
    const sealingNow = new Map();
    const batch = { sealing: (key) => sealingNow.get(key)?.() };
    const runs = [];
    let previous = Promise.resolve();
    for (const [i, key] of parsed.shards.entries()) {
        let status;
        const sealing = new Promise((resolvePromise) => sealingNow.set(key, resolvePromise));
        const start = async (request, ports) => {
            const outcome = await runShard(request, ports, key, batch);
            status = outcome.status;
            return outcome;
        };
        const before = previous;
        const beforeReport = async () => {
            await before.catch(() => undefined);
            if (i > 0 && !parsed.json)
                io.stdout.write('\n');
        };
        const code = runCommand(io, parsed, workspace, invocation, agents, style, { start, extra: shardExtra, again: i > 0, beforeReport });
        runs.push({ code, status: () => status });
        previous = code;
        // On to the next key once this one is sealing (or has ended without a seal).
        let threw = false;
        await Promise.race([sealing, code.then(() => undefined, () => void (threw = true))]);
        sealingNow.delete(key);
        // An internal error ends the leg, once every key started has ended (no stage left running).
        if (threw)
            break;
        const left = parsed.shards.slice(i + 1);
        if (io.signal?.aborted) {
            await Promise.allSettled(runs.map((r) => r.code));
            if (left.length > 0 || status === 'WORKFLOW_INTERRUPTED') {
                // Every key started has reported; the rest did not start.
                for (const run of runs)
                    await run.code;
                if (left.length > 0)
                    (0,cli_io/* lines */.Mn)(io.stderr)(`stagegate: interrupted: shard${left.length === 1 ? '' : 's'} ${left.join(', ')} did not start (run them again: they are still pending)`);
                // The leg did not finish: exit as a process stopped by the signal, whatever its keys did.
                return (0,cli_io/* signalExitStatus */.vs)(io) ?? (0,stop_codes/* exitStatusFor */.ex)('WORKFLOW_INTERRUPTED');
            }
        }
    }
    await Promise.allSettled(runs.map((r) => r.code));
    let exitCode = 0;
    for (const run of runs) {
        const code = await run.code;
        const settled = parsed.shards.length > 1 && run.status() === 'SHARD_ALREADY_MERGED';
        if (exitCode === 0 && !settled)
            exitCode = code;
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
        for (const s of m.superseded)
            lines.push(`  not merged: ${s.key} in ${s.folder}: made for run ${o.runId ?? '?'} before its fresh start (another instance of the run), not for this one`);
    }
    return { json: { merge: { step: m.step, merged: m.merged, already_merged: m.alreadyMerged, pending: m.pending, superseded: m.superseded.map(({ key, folder }) => ({ key, folder })) } }, lines };
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
    const active = {
        undo: () => {
            progress?.stop();
            self?.remove();
        },
        ...(progress ? { say: (line) => progress.say(line) } : {}),
        // Until its start is on disk (onStarted gives the resume): the status command that finds it.
        lookup: (0,command_name/* statusCommandFor */.Fp)(io, parsed),
    };
    cli_io/* activeRuns */.$f.add(active);
    let outcome;
    let extra;
    const start = (variant?.start ?? runWorkflow);
    const answer = answerOf(io, parsed);
    try {
        outcome = await start({ workspace, workflowFile: parsed.workflow, invocation, env: withSelf(io.env, self), commandName: (0,command_name/* commandNameFor */.eG)(io, parsed), agents, agentFlagsInHints: true, keepLog: false, sameRunElsewhere: (lookup) => (0,commands_runs/* sameRunElsewhere */.u_)(lookup.workspace, lookup, true, (0,command_name/* commandNameFor */.eG)(io, parsed), 'run'), onStarted: (resume) => void (active.resume = resume), ...(io.signal ? { signal: io.signal } : {}), ...(answer !== undefined ? { answer } : {}) }, { processes: createNodeProcessRunner(io.spawner ? { lent: io.spawner } : {}), source: sourceOf(io), clock: systemClock, ...(progress ? { onEvent: (e) => progress.onEvent(e) } : parsed.quiet && !parsed.json ? { onEvent: quietWarnings(io) } : {}) });
    }
    finally {
        cli_io/* activeRuns */.$f.delete(active);
        active.undo();
    }
    if (variant)
        extra = variant.extra(outcome);
    await variant?.beforeReport?.();
    (0,cli_io/* lines */.Mn)(io.stdout)(parsed.json ? JSON.stringify({ ...runJson(outcome), ...(extra?.json ?? {}) }) : [runText(outcome, style, (0,command_name/* workspaceShownFor */.QE)(io, parsed)), ...(extra?.lines ?? [])].join('\n'));
    if (!parsed.json)
        noteWorkspaceInsideRepository(io, workspace, parsed.workflow, outcome);
    // Interrupted by a signal: exit as a process stopped by it would (130 SIGINT, 143 SIGTERM, 129 SIGHUP).
    return (outcome.status === 'WORKFLOW_INTERRUPTED' ? (0,cli_io/* signalExitStatus */.vs)(io) : undefined) ?? outcome.exitCode;
}
/**
 * How far --answer-file is read: the longest answer recorded and the line break (`\r\n` at most)
 * dropped from its end, and one byte more, which tells a file too long for any answer.
 */
const ANSWER_FILE_READ_BYTES = ANSWER_MAX_BYTES + 3;
/**
 * The first `limit` bytes of the file at `path` (fewer when it ends first). Read no further: an
 * answer file that never ends (/dev/zero, a pipe a writer keeps open past the limit) or a file of
 * gigabytes is refused as too long at once, not read into memory until the process dies.
 */
function readAtMost(path, limit) {
    const fd = (0,external_node_fs_.openSync)(path, 'r');
    try {
        const buffer = Buffer.alloc(limit);
        let filled = 0;
        while (filled < limit) {
            const n = (0,external_node_fs_.readSync)(fd, buffer, filled, limit - filled, null);
            if (n === 0)
                break;
            filled += n;
        }
        return buffer.subarray(0, filled);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * run --answer TEXT / --answer-file PATH and who answers (--by, else the person approve would
 * record): the core refuses it when no question waits (WORKFLOW_ANSWER_NOT_PENDING).
 */
function answerOf(io, parsed) {
    let text = parsed.answer;
    if (parsed.answerFile !== undefined) {
        const path = (0,external_node_path_.resolve)(io.cwd, parsed.answerFile);
        let bytes;
        try {
            bytes = readAtMost(path, ANSWER_FILE_READ_BYTES);
        }
        catch (error) {
            throw new args/* UsageError */.eb(`--answer-file '${parsed.answerFile}' cannot be read (${error.code ?? String(error)})`, 'run');
        }
        if (bytes.length >= ANSWER_FILE_READ_BYTES)
            throw new args/* UsageError */.eb(`--answer-file '${parsed.answerFile}' holds more than ${ANSWER_MAX_BYTES} bytes; an answer is at most ${ANSWER_MAX_BYTES} (not counting one final line break)`, 'run');
        text = answerAsRecorded(bytes.toString('utf8'));
        if (text.trim() === '')
            throw new args/* UsageError */.eb(`--answer-file '${parsed.answerFile}' is empty: write the answer in it`, 'run');
    }
    if (text === undefined)
        return undefined;
    const from = parsed.answerFile !== undefined ? `--answer-file '${parsed.answerFile}'` : '--answer';
    // Checked before it is recorded: the step gets it in its environment, which holds no NUL byte (every attempt would fail to start).
    if (text.includes('\0'))
        throw new args/* UsageError */.eb(`${from} holds a NUL byte; an answer is text (a stage gets it in its environment, which cannot hold one)`, 'run');
    // One rule with the Action's answer input: the text as recorded (a file's final line break dropped).
    const over = answerOverLimit(text);
    if (over !== undefined)
        throw new args/* UsageError */.eb(`${from} holds ${over} bytes; an answer is at most ${ANSWER_MAX_BYTES}${parsed.answerFile !== undefined ? ' (not counting one final line break)' : ''}`, 'run');
    return { text, by: parsed.by ?? defaultDecider(io.env) ?? 'unknown' };
}
/**
 * --quiet: no progress lines, but a warning (a budget the agent cannot be held to, said at the
 * run's start) still goes to stderr, as it happens. --json has them in its object.
 */
function quietWarnings(io) {
    return (e) => {
        // A warning may quote what the workflow file says (an approver's name).
        if (e.type === 'note' && e.warning === true)
            (0,cli_io/* lines */.Mn)(io.stderr)(`stagegate: ${(0,printable/* printable */.g$)(e.message)}`);
    };
}
/**
 * A stage exited 127 (bash: a command or script not found) in a workspace that is a folder inside
 * a repository, not its root: most often the run was started from a subfolder (cd stagegate/)
 * while the workflow's paths are written from the repository's root. Said after the summary.
 */
function noteWorkspaceInsideRepository(io, workspace, workflow, outcome) {
    if (outcome.status !== 'STAGE_FAILED' || outcome.state?.last_transition?.exit_status !== 127)
        return;
    const root = (0,external_node_path_.resolve)(workspace);
    const dir = enclosingRepository(root);
    if (dir === undefined)
        return;
    const shown = (0,external_node_path_.relative)(io.cwd, dir) || '.';
    const file = (0,external_node_path_.relative)(dir, (0,external_node_path_.resolve)(root, workflow));
    (0,cli_io/* lines */.Mn)(io.stderr)(`stagegate: note: the stage ran in the workspace ${root}, a folder inside the repository ${dir}, and a command or file it names was not found there. If the workflow's paths are written from the repository's root, run it from there as ${file}, or pass -C ${(0,command_line/* shellWord */.r7)(shown)} and name it ${(0,command_line/* shellWord */.r7)(file)}.`);
}
/** The repository `folder` lies inside when it is not that repository's root itself (no .git of its own). */
function enclosingRepository(folder) {
    if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(folder, '.git')))
        return undefined;
    return (0,external_node_path_.dirname)(folder) === folder ? undefined : (0,git_top_level/* gitTopLevel */.o)((0,external_node_path_.dirname)(folder));
}
/**
 * The workflow lives in another repository nested in the workspace (cwd is a parent folder): its
 * stages run, and its results land, in the workspace. Said once, so a wrong -C is caught early.
 */
function warnNestedRepository(io, workspace, workflow) {
    const root = (0,external_node_path_.resolve)(workspace);
    const file = (0,external_node_path_.resolve)(root, workflow);
    const rel = (0,external_node_path_.relative)(root, file);
    if (!(0,workspace_workspace/* insideBy */.OY)(rel) || rel === '')
        return;
    for (let dir = (0,external_node_path_.dirname)(file); dir !== root && dir.startsWith(root); dir = (0,external_node_path_.dirname)(dir)) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, '.git'))) {
            const shown = (0,external_node_path_.relative)(io.cwd, dir) || '.';
            (0,cli_io/* lines */.Mn)(io.stderr)(`stagegate: note: ${workflow} belongs to the repository ${shown}, nested in the workspace ${root}: its stages run, and its results land, in ${root}. If ${shown} is the workspace you meant, run from there or pass -C ${shown}.`);
            return;
        }
    }
}


/***/ }),

/***/ 5287:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ packageRoot),
/* harmony export */   r: () => (/* binding */ installedDoc)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(755);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5620);
// A doc the hints name (`docs/gate.md`), said where this stagegate's copy is: the package ships
// docs/ beside dist/, so from a user's repository it is node_modules/stagegate/docs/gate.md, not a
// docs/ folder of their own. Found from the running code (dist/cli/*.js, or src/cli/** in tests).




/** The package's root: the nearest folder above this code whose package.json is stagegate's. */
function packageRoot() {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (let i = 0; i < 5; i++) {
        try {
            if (JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json'), 'utf8')).name === 'stagegate')
                return dir;
        }
        catch {
            /* none here (dist/cli's own package.json has no name): one folder up */
        }
        dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
    }
    return undefined;
}
/** `docs/<name>` of the installed package, relative to `cwd` (absolute when it is not below it); `docs/<name>` when not found. */
function installedDoc(name, cwd) {
    const root = packageRoot();
    const file = root === undefined ? undefined : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'docs', name);
    if (file === undefined || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return `docs/${name}`;
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, file);
    return ((0,_core_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .insideBy */ .OY)(rel) ? rel : file).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}


/***/ }),

/***/ 3502:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tr: () => (/* binding */ validationGithub),
/* harmony export */   Wn: () => (/* binding */ validationPassed),
/* harmony export */   aQ: () => (/* binding */ validationJson),
/* harmony export */   nP: () => (/* binding */ validationText)
/* harmony export */ });
/* harmony import */ var _core_validate_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8198);
/* harmony import */ var _core_run_printable_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6226);
/* harmony import */ var _core_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2454);



/** Whether validate passes: no errors, and with --strict no warnings either (exit 0 exactly then). */
function validationPassed(r, strict) {
    return r.errors === 0 && !(strict && r.warnings > 0);
}
/**
 * `valid` keeps its meaning (no errors, whatever --strict says); `passed` and `exit_code` agree with
 * the exit status, which --strict fails on warnings too; `strict` says which rule they apply.
 */
function validationJson(r, strict = false) {
    const shape = (d) => ({
        code: d.code,
        message: d.message,
        file: d.file,
        line: d.line,
        column: d.column,
        severity: d.severity,
        path: d.path,
        ...(d.hint !== undefined ? { hint: d.hint } : {}),
        ...(d.workflow !== undefined ? { workflow: d.workflow } : {}),
        ...(d.workflows !== undefined ? { workflows: d.workflows } : {}),
    });
    return {
        valid: r.errors === 0,
        passed: validationPassed(r, strict),
        strict,
        exit_code: validationPassed(r, strict) ? 0 : _core_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_VALIDATION_FAILED */ .b2,
        files: r.files,
        // Files a directory walk met and did not validate: not workflows (docs/formats.md#detection).
        skipped: r.skipped ?? [],
        errors: r.diagnostics.filter((d) => d.severity === 'error').map(shape),
        warnings: r.diagnostics.filter((d) => d.severity === 'warning').map(shape),
    };
}
function validationText(r, style, strict = false) {
    const lines = [];
    for (const d of r.diagnostics) {
        const sev = d.severity === 'error' ? style.red('error') : style.yellow('warning');
        lines.push(`${(0,_core_validate_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .positionOf */ .df)(d)}  ${sev}  ${d.code}  ${(0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .escapedInvisible */ .$V)(d.message)}`);
        if (d.hint)
            lines.push(`    ${style.dim(`hint: ${(0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .escapedInvisible */ .$V)(d.hint)}`)}`);
    }
    const skipped = r.skipped?.length ?? 0;
    // Warnings alone fail --strict: said, so the summary agrees with the exit status.
    const strictFail = r.errors === 0 && !validationPassed(r, strict);
    const summary = `${r.files.length} workflow file${r.files.length === 1 ? '' : 's'} checked: ${r.errors} error${r.errors === 1 ? '' : 's'}, ${r.warnings} warning${r.warnings === 1 ? '' : 's'}${strictFail ? ' (--strict: warnings fail too)' : ''}${skipped > 0 ? `; ${skipped} other YAML/JSON file${skipped === 1 ? '' : 's'} skipped, not ${skipped === 1 ? 'a workflow' : 'workflows'} (--json lists ${skipped === 1 ? 'it' : 'them'})` : ''}`;
    lines.push(r.errors === 0 && !strictFail ? style.green(summary) : style.red(summary));
    return lines.join('\n');
}
/** GitHub workflow commands: one annotation per diagnostic, the Action's text (annotationOf). Values are escaped per the spec. */
function validationGithub(r) {
    const escData = (s) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    const escProp = (s) => escData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
    return r.diagnostics
        .map((d) => {
        const { title, message } = (0,_core_validate_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .annotationOf */ .lW)(d);
        return `::${d.severity === 'error' ? 'error' : 'warning'} file=${escProp(d.file)}${d.line > 0 ? `,line=${d.line},col=${d.column}` : ''},title=${escProp(title)}::${escData(message)}`;
    })
        .join('\n');
}


/***/ }),

/***/ 6609:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bU: () => (/* binding */ validateTargets)
});

// UNUSED EXPORTS: checkEach, internalFinding, walkDecision

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/model/loader.ts + 4 modules
var loader = __webpack_require__(3972);
// EXTERNAL MODULE: ./src/core/state/own-file.ts
var own_file = __webpack_require__(2076);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/validate/diagnostics.ts
var validate_diagnostics = __webpack_require__(8198);
// EXTERNAL MODULE: ./src/core/validate/validate.ts + 29 modules
var validate = __webpack_require__(5479);
// EXTERNAL MODULE: ./src/core/workspace/workspace.ts
var workspace_workspace = __webpack_require__(5620);
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
function validateInNestedPackage(workspace, fileRel, sessions, importers) {
    const pkg = nestedPackageOf(fileRel);
    if (!pkg)
        return undefined;
    let session = sessions.get(pkg.root);
    if (!session) {
        session = (0,validate/* createValidationSession */.Eg)(new workspace_workspace/* Workspace */.aR(workspace.resolve(pkg.root, 'package root').abs), importers);
        sessions.set(pkg.root, session);
    }
    return (0,validate/* validateFile */.nJ)(session, pkg.file).diagnostics.map((d) => ({ ...d, file: `${pkg.root}/${d.file}` }));
}

// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(2862);
// EXTERNAL MODULE: ./src/core/model/yaml-source.ts
var yaml_source = __webpack_require__(6614);
// EXTERNAL MODULE: ./src/core/formats/index.ts
var formats = __webpack_require__(7932);
// EXTERNAL MODULE: ./src/core/gate/gate-schema.ts
var gate_schema = __webpack_require__(8266);
// EXTERNAL MODULE: ./src/core/formats/sidecar.ts
var sidecar = __webpack_require__(2611);
// EXTERNAL MODULE: ./src/core/workspace/nested-repo.ts
var nested_repo = __webpack_require__(8015);
;// CONCATENATED MODULE: ./src/core/commands/validate-files.ts
// `validate` over files and directories: find workflow files, load and check each, collect
// diagnostics. A directory contributes every YAML file under it that looks like a workflow.













const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', '.superseded', 'coverage']);
/** Top-level keys of a text that does not parse: `key:` at column 0 (YAML) or `"key":` (JSON). */
function topLevelKeysOf(text, json) {
    const re = json ? /"([A-Za-z_][\w-]*)"\s*:/g : /^"?([A-Za-z_][\w-]*)"?\s*:/gm;
    return [...new Set([...text.matchAll(re)].map((m) => m[1]))];
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
        diagnostics.push({ code: 'WORKFLOW_FILE_UNREADABLE', severity: 'error', message: `no such file or directory${similar !== undefined ? `. Did you mean ${similar}?` : ''}`, hint: similar !== undefined ? `Pass ${similar}, or other workflow files or directories inside the workspace.` : 'Pass workflow files or directories inside the workspace.', file: resolved.rel, line: 0, column: 0, path: [] });
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
/** Validate files and folders; files in another runner's format need its importer (run it through withFormatImporters). */
function validateTargets(workspace, targets, importers = {}) {
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
    const session = (0,validate/* createValidationSession */.Eg)(workspace, importers);
    const packages = new Map();
    const found = checkEach([...new Set(files)], (file) => validateInNestedPackage(workspace, file, packages, importers) ?? (0,validate/* validateFile */.nJ)(session, file).diagnostics);
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
            if (error instanceof gate_schema.GateSchemaEngineNeeded || error instanceof formats/* FormatImporterNeeded */.r3)
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


/***/ })

};
