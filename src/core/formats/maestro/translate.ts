// maestro-flow chain graph -> native 4.0 workflow. One node becomes one step (ids sanitised,
// the original id kept in `description`), except: success/failure terminals are the DONE/BLOCKED
// targets themselves, a fork + its single-command branches + its join become one parallel step,
// and helper steps are added where one node needs two native steps (an llm decision asks, then
// routes; a waiting gate checks, then asks a person). Every native path produced is mapped back
// to the node field it came from, so findings point at the user's JSON.
import { posix } from 'node:path';
import { closest } from '../../model/did-you-mean.js';
import { DEFAULT_MAX_VISITS } from '../../model/workflow.js';
import type { ImportOptions, YamlPath } from '../types.js';
import { pathKey } from '../types.js';
import type { MaestroCode } from './codes.js';
import { GraphContext, IMPLICIT_INPUTS } from './context.js';
import { isBooleanExpression, literal, parseMaestroExpression, toGithubExpression } from './expression.js';
import { StepIds, workflowName } from './ids.js';
import type { Edge, Finding, Graph, GraphNode, RetrySpec } from './model.js';
import { commandPrompt, contractText } from './prompt.js';

type Step = Record<string, unknown>;
/** A node's expression as GitHub text: `boolean` when it is a comparison or logic, `asText` when it is a result field maestro holds as text. */
type Subject = { text: string; boolean: boolean; asText: boolean };

export interface Translation {
  data: Record<string, unknown>;
  sourcePaths: Map<string, YamlPath>;
  /** Steps added to carry out the walker's routing (ImportedWorkflow.helperSteps). */
  helperSteps: string[];
}

const CHILD_STATUSES = {
  WORKFLOW_COMPLETE: 'DONE',
  WORKFLOW_BLOCKED_SOURCE_GAPS: 'BLOCKED',
  WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: 'BLOCKED',
  WORKFLOW_BLOCKED_LOOP_LIMIT: 'BLOCKED',
  WORKFLOW_BLOCKED_STALLED: 'BLOCKED',
};

export function translateGraph(graph: Graph, file: string, options: ImportOptions, findings: Finding[]): Translation {
  const report = (code: MaestroCode, message: string, path: YamlPath, hint?: string): void => {
    findings.push(hint === undefined ? { code, message, path } : { code, message, path, hint });
  };
  const ids = new StepIds([...graph.nodes.keys()]);
  const ctx = new GraphContext(graph, ids, report);
  const sourcePaths = new Map<string, YamlPath>();
  const map = (native: YamlPath, source: YamlPath): void => {
    sourcePaths.set(pathKey(native), source);
  };
  const helperSteps: string[] = [];

  // Fork membership: branch node -> fork, join node -> fork.
  const branchOf = new Map<string, string>();
  const joinOf = new Map<string, string>();
  for (const n of graph.nodes.values()) {
    if (n.type !== 'fork') continue;
    for (const b of n.branches) branchOf.set(b, n.id);
    if (n.join !== undefined) joinOf.set(n.join, n.id);
  }

  /** ". Did you mean 'x'?" for an unknown node name (among `names`: every node by default), or nothing. */
  const suggest = (name: string, names: Iterable<string> = graph.nodes.keys()): string => {
    const guess = closest(name, names);
    return guess ? `. Did you mean '${guess}'?` : '';
  };

  /** A transition to a node, as a native target. */
  const target = (from: string, to: string | undefined, path: YamlPath): string => {
    if (to === undefined) return 'BLOCKED';
    const n = graph.nodes.get(to);
    if (!n && graph.unreadable.has(to)) return 'BLOCKED';
    if (!n) {
      report('MAESTRO_TARGET_UNKNOWN', `node '${from}' goes to '${to}', which is not a node of the graph${suggest(to)}`, path, 'Name an existing node (a terminal node ends the chain).');
      return 'BLOCKED';
    }
    if (n.type === 'terminal' && n.status === 'success') return 'DONE';
    if (n.type === 'terminal' && n.status === 'failure') return 'BLOCKED';
    if (joinOf.has(to) || n.type === 'join') {
      report('MAESTRO_FORK_UNSUPPORTED', `node '${from}' goes to join node '${to}': only the branches of its fork may reach a join`, path);
      return 'BLOCKED';
    }
    if (branchOf.has(to)) {
      report('MAESTRO_FORK_UNSUPPORTED', `node '${from}' goes to '${to}', a branch of fork '${branchOf.get(to)}': stagegate runs a branch only inside its fork`, path);
      return 'BLOCKED';
    }
    return ids.of(to)!;
  };

  /** A maestro expression of node `nodeId` as a GitHub expression (undefined after a finding). */
  const expression = (nodeId: string, text: string, path: YamlPath): string | undefined => expressionOf(nodeId, text, path)?.text;
  const expressionOf = (nodeId: string, text: string, path: YamlPath, place: 'truthy' | 'value' = 'truthy'): Subject | undefined => {
    const parsed = parseMaestroExpression(text);
    if (!parsed.ok) {
      report('MAESTRO_EXPRESSION_INVALID', `expression '${text}' of node '${nodeId}': ${parsed.message} (column ${parsed.column + 1})`, path);
      return undefined;
    }
    const r = toGithubExpression(parsed.expr, (segments) => ctx.resolvePath(nodeId, segments), place);
    if (!r.ok) {
      report(r.code as MaestroCode, r.message, path);
      return undefined;
    }
    return { text: r.text, boolean: isBooleanExpression(parsed.expr), asText: r.asText === true };
  };

  const common = (node: GraphNode, body: Step, sid: string): Step => {
    const step: Step = { description: `maestro ${node.type} node '${node.id}'${node.description ? `: ${node.description}` : ''}`, ...body };
    if (node.max_visits !== undefined) {
      step['max_visits'] = node.max_visits;
      map(['steps', sid, 'max_visits'], ['nodes', node.id, 'max_visits']);
    }
    return step;
  };

  const retry = (spec: RetrySpec | undefined): Step | undefined => {
    if (spec?.max_attempts === undefined) return undefined;
    const r: Step = { max_attempts: Math.min(spec.max_attempts, 100) };
    if (spec.base_backoff_ms !== undefined) r['backoff_seconds'] = Math.min(spec.base_backoff_ms / 1000, 3600);
    return r;
  };

  /**
   * FAILURE under `retry` (graph-walker.ts executeWithRetry retries any result that is not
   * SUCCESS, up to max_attempts in all): a decision that runs the command again while its
   * visits allow, then takes the failure route. Its visits count over the run, so when --rerun-from
   * runs the node again after its retries were used, its next FAILURE takes the failure route; its
   * max_visits is therefore the node's own limit (it is entered at most once per visit of the node),
   * and never below `attempts` — a max_visits of `attempts` alone stopped a rerun node at the loop
   * limit, the run's default alone cut a retry of more attempts than it short.
   */
  const retryOnFailure = (node: GraphNode, sid: string, failure: string): string => {
    const attempts = Math.min((node.retry ?? graph.defaults.retry)?.max_attempts ?? 1, 100);
    if (attempts <= 1) return failure;
    const rid = ids.helper(`${sid}__retry`);
    steps.set(rid, { description: `maestro retry of '${node.id}' after STATUS: FAILURE (at most ${attempts - 1} more attempts)`, decide: [{ if: `visits.${rid} <= ${attempts - 1}`, to: sid }, { else: failure }], max_visits: Math.max(attempts, node.max_visits ?? graph.defaults.max_visits ?? DEFAULT_MAX_VISITS) });
    map(['steps', rid], ['nodes', node.id, node.retry ? 'retry' : 'next']);
    return rid;
  };

  /** The body of a command node (agent step, or `run:` from the run map); statuses given. */
  const commandBody = (node: GraphNode, sid: string, statuses: Record<string, string>, onFailure: string | undefined): Step => {
    const src: YamlPath = ['nodes', node.id];
    const step: Step = {};
    const command = options.run[node.id];
    if (command !== undefined) step['run'] = command;
    else step['inline_instruction'] = commandPrompt(graph, node, ctx);
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

  const steps = new Map<string, Step>();
  const later: Array<() => void> = [];
  const put = (sid: string, nodeId: string, step: Step): void => {
    steps.set(sid, step);
    map(['steps', sid], ['nodes', nodeId]);
  };

  for (const node of graph.nodes.values()) {
    const sid = ids.of(node.id)!;
    const src: YamlPath = ['nodes', node.id];
    switch (node.type) {
      case 'command': {
        if (branchOf.has(node.id)) break;
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
        if ((node.strategy ?? 'expr') === 'llm') llmDecision(node, sid);
        else if (decidedByAgent(node)) {
          report(
            'MAESTRO_DECISION_BY_AGENT',
            `decision '${node.id}' compares '${node.eval}', which nothing in the chain sets: expr-evaluator.ts reads it as undefined, no edge matches, and maestro coordinate hands every pass to its LLM decider (graph-walker.ts handleDecision; coordinate.ts always injects one). stagegate asks the agent the same way: it chooses one of the edges`,
            ['nodes', node.id, 'eval'],
            'To route on the work\'s own result, compare a field the command reports (ctx.result.<field>); to keep the choice a model\'s, say so: "strategy": "llm".',
          );
          llmDecision(node, sid, node.eval);
        } else put(sid, node.id, common(node, { decide: decideBranches(node, sid) }, sid));
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
        if (!joinOf.has(node.id)) report('MAESTRO_FORK_UNSUPPORTED', `join node '${node.id}' is not the join of any fork`, src);
        break;
      case 'terminal':
        if (node.status === 'paused') {
          put(sid, node.id, common(node, { instruction: node.summary ?? `The maestro chain paused at '${node.id}'; a maestro resume of the session ends here again (its walker re-enters this terminal). Act on what paused it, then rerun the step that led here with --rerun-from STEP, or run the chain again with --mode fresh.`, terminal_status: 'WORKFLOW_PAUSED' }, sid));
        } else if (node.status === 'delegate' && node.delegate_graph !== undefined) {
          const step = common(node, delegate(node, sid), sid);
          put(sid, node.id, step);
          map(['steps', sid, 'child_workflow'], [...src, 'delegate_graph']);
          const paused = (step['statuses'] as Record<string, string>)['WORKFLOW_PAUSED']!;
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
  for (const f of later) f();

  /**
   * An expr decision maestro never decides by its expression: `eval` is one bare name that is no
   * root of maestro's context, no input and no near-miss of one (a typo stays an error:
   * MAESTRO_EXPRESSION_ROOT_UNKNOWN), and every edge compares a value or a label, which
   * `undefined` never equals (a `value: null` edge would match it; a `match` or bare default edge
   * would be taken). graph-walker.ts then asks its LLM decider every time (milestone-fork-merge's
   * `all_phases_completed`).
   */
  function decidedByAgent(node: GraphNode): boolean {
    if (node.eval === undefined || node.edges.length === 0) return false;
    const parsed = parseMaestroExpression(node.eval);
    if (!parsed.ok || parsed.expr.kind !== 'path' || parsed.expr.segments.length !== 1) return false;
    const name = parsed.expr.segments[0]!;
    if (name === 'ctx' || name === 'analysis') return false;
    const r = ctx.resolvePath(node.id, [name]);
    if (r.ok || r.code !== 'MAESTRO_EXPRESSION_ROOT_UNKNOWN') return false;
    const known = [...graph.inputs.map((i) => i.name), ...IMPLICIT_INPUTS, 'inputs', 'result', 'visits', 'project', 'var'];
    if (closest(name, known) !== undefined) return false;
    return node.edges.every((e) => e.match === undefined && (e.hasValue ? e.value !== null && e.value !== undefined : e.label !== undefined && e.label.toLowerCase() !== 'undefined'));
  }

  function decideBranches(node: GraphNode, sid: string): Step[] {
    const src: YamlPath = ['nodes', node.id];
    const subject = node.eval !== undefined ? expressionOf(node.id, node.eval, [...src, 'eval'], 'value') : undefined;
    const branches: Step[] = [];
    // expr-evaluator.ts match(): an edge with a value compares the value (its `default` flag is
    // then ignored), else one with `match` evaluates it, else one with a label compares it
    // (case-insensitively), else a `default: true` edge is taken when reached. Edges are tried in
    // order and the first match wins, so nothing after a bare default edge can be taken.
    let fallback: { to: string; edge?: Edge } = { to: 'BLOCKED' };
    for (const edge of node.edges) {
      const ep: YamlPath = [...src, 'edges', edge.index];
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
      if (cond === undefined) continue;
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
  function edgeCondition(node: GraphNode, edge: Edge, subject: Subject | undefined, path: YamlPath): string | undefined {
    if (edge.hasValue || edge.label !== undefined) {
      if (subject === undefined) return undefined;
      const s = isSimple(subject.text) ? subject.text : `(${subject.text})`;
      if (!edge.hasValue) return `${s} == ${literal(edge.label!)}`;
      const v = edge.value ?? null;
      // A comparison is true or false. A result field is text in the walker too, compared with
      // JS == ('true' == true is false, '1' == true holds): GitHub's == coerces the same way, so it
      // stays as written, as in an expression (toGithubExpression). Any other value stagegate holds
      // as text (a boolean input) is typed in the walker: either spelling of the boolean matches.
      if (typeof v === 'boolean' && subject.boolean) return v ? subject.text : `!${s}`;
      if (typeof v === 'boolean' && subject.asText) return `${s} == ${v}`;
      if (typeof v === 'boolean') return `${s} == ${v} || ${s} == '${v}'`;
      if (typeof v === 'number') return `${s} == ${v}`;
      if (v === null) return `${s} == null || ${s} == ''`;
      return `${s} == ${literal(v)}`;
    }
    const m = expressionOf(node.id, edge.match!, [...path, 'match']);
    // The walker takes the edge when the expression is truthy; a decision's `if` is read the same way.
    return m?.text;
  }

  /**
   * strategy: llm — an agent chooses among the closed set of edge labels: it answers
   * STATUS: <LABEL> and each label is a status of the step. An answer outside the set is an
   * unrouted status, which stops the run with a contract violation (never a guess).
   */
  function llmDecision(node: GraphNode, sid: string, unset?: string): void {
    const src: YamlPath = ['nodes', node.id];
    const labels = node.edges.map((e) => statusLabel(e.label ?? (e.hasValue ? String(e.value) : e.default ? 'DEFAULT' : (e.target ?? `EDGE_${e.index}`))));
    if (new Set(labels).size !== labels.length) report('MAESTRO_EDGE_INVALID', `the edges of llm decision '${node.id}' need distinct labels (the agent answers with one): ${labels.join(', ')}`, [...src, 'edges']);
    const asked = node.prompt ?? node.eval;
    // An expr decision on a name the chain never sets (decidedByAgent): the question is the name,
    // each edge's description says what taking it means (as graph-walker.ts's decision prompt).
    const subject =
      unset !== undefined
        ? `\nThe graph decides on '${unset}', which nothing in the chain records: judge it from the work done so far.\n${node.edges.map((e, i) => `- ${labels[i]!}: go to '${e.target ?? ''}'${e.description !== undefined ? ` (${e.description})` : ''}`).join('\n')}`
        : asked !== undefined
          ? `\nThe question the graph asks: ${asked}`
          : '';
    const statuses: Record<string, string> = {};
    node.edges.forEach((edge, i) => {
      statuses[labels[i]!] = target(node.id, edge.target, [...src, 'edges', edge.index, 'target']);
      map(['steps', sid, 'statuses', labels[i]!], [...src, 'edges', edge.index]);
    });
    if (!('FAILURE' in statuses)) statuses['FAILURE'] = 'BLOCKED';
    const question =
      `Decide the next step of the maestro-flow chain "${graph.id}" at decision node "${node.id}".${subject}` +
      `${node.description ? `\n\n${node.description}` : ''}\n\nChoose exactly one of: ${labels.join(', ')} (FAILURE if you cannot decide).\n\n` +
      contractText(graph, node.id, [], [], Object.keys(statuses)) +
      '\n';
    const ask: Step = {};
    if (options.run[node.id] !== undefined) ask['run'] = options.run[node.id];
    else ask['inline_instruction'] = question;
    ask['result_contract'] = 'maestro_coordinate';
    ask['statuses'] = statuses;
    put(sid, node.id, common(node, ask, sid));
  }

  function gate(node: GraphNode, sid: string): void {
    const src: YamlPath = ['nodes', node.id];
    const pass = target(node.id, node.on_pass, [...src, 'on_pass']);
    const fail = node.on_fail !== undefined ? target(node.id, node.on_fail, [...src, 'on_fail']) : 'BLOCKED';
    const cond = node.condition !== undefined ? expression(node.id, node.condition, [...src, 'condition']) : undefined;
    const approval = (message: string): Step => ({ approval: { message }, on_approve: pass, on_reject: fail });
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
      const step: Step = { description: `maestro gate '${node.id}': waiting for approval`, ...approval(message) };
      if (node.max_visits !== undefined) step['max_visits'] = node.max_visits;
      steps.set(waiting, step);
      map(['steps', waiting], src);
      map(['steps', waiting, 'on_reject'], [...src, node.on_fail !== undefined ? 'on_fail' : 'condition']);
    }
  }

  function fork(node: GraphNode, sid: string): void {
    const src: YamlPath = ['nodes', node.id];
    const join = node.join !== undefined ? graph.nodes.get(node.join) : undefined;
    if (node.join !== undefined && join?.type !== 'join') {
      report('MAESTRO_FORK_UNSUPPORTED', `fork '${node.id}' joins at '${node.join}', which is ${join === undefined ? `not a node of the graph${suggest(node.join, [...graph.nodes.values()].filter((n) => n.type === 'join').map((n) => n.id))}` : 'not a join node'}`, [...src, 'join']);
    }
    const branches: Record<string, Step> = {};
    node.branches.forEach((b, i) => {
      const bp: YamlPath = [...src, 'branches', i];
      const bn = graph.nodes.get(b);
      if (!bn) {
        report('MAESTRO_TARGET_UNKNOWN', `fork '${node.id}' has branch '${b}', which is not a node of the graph${suggest(b)}`, bp);
        return;
      }
      if (bn.type !== 'command' || bn.next !== node.join) {
        const chain = [b, bn.next ?? '?'].join(' -> ');
        report(
          'MAESTRO_FORK_UNSUPPORTED',
          `branch '${b}' of fork '${node.id}' is not a single command node that goes straight to join '${node.join ?? '?'}' (${bn.type}: ${chain}); stagegate runs each branch as one step`,
          bp,
          'Make each branch one command whose next is the join, or move the chain into a delegate graph.',
        );
        return;
      }
      const bsid = ids.of(b)!;
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
  function delegate(node: GraphNode, sid: string): Step {
    const ref = node.delegate_graph!;
    const rel = /\.json$/i.test(ref) ? ref : `${ref}.json`;
    const child = posix.normalize(posix.join(chainsRoot(file), rel));
    const inputs: Record<string, string> = { run_id: '{{run_id}}' };
    for (const name of ALWAYS_BOUND) inputs[name] = `{{${name}}}`;
    for (const d of node.delegate_inputs) {
      inputs[d.name] = d.template.replace(/\{([A-Za-z_][A-Za-z0-9_.-]*)\}/g, (whole, key: string) => {
        const r = ctx.resolveTemplate(node.id, key);
        if (r.ok) return r.text;
        report(r.code as MaestroCode, `delegate_inputs.${d.name} of node '${node.id}': ${r.message}`, ['nodes', node.id, 'delegate_inputs', d.name]);
        return whole;
      });
    }
    // The walker walks the child inline (graph-walker.ts handleTerminal), so a paused terminal of
    // the child pauses the whole walk: the child ends WORKFLOW_PAUSED and this run hands off too.
    return { child_workflow: child, inputs, statuses: { ...CHILD_STATUSES, WORKFLOW_PAUSED: ids.helper(`${sid}__paused`) } };
  }

  // Entry, inputs, execution.
  const data: Record<string, unknown> = {
    version: '4.0',
    name: workflowName(graph.id),
  };
  map(['name'], ['id']);
  const desc = [graph.name, graph.description].filter((x) => x !== undefined).join(': ');
  data['description'] = `maestro-flow chain graph ${graph.id}${graph.version !== undefined ? ` v${graph.version}` : ''}${desc ? ` (${desc})` : ''}`;
  data['state_path'] = `.stagegate/maestro/${String(data['name'])}/{{run_id}}/workflow_state.yaml`;
  if (graph.entry !== undefined && graph.nodes.has(graph.entry)) {
    const e = target('entry', graph.entry, ['entry']);
    if (e === 'DONE' || e === 'BLOCKED') report('MAESTRO_GRAPH_INVALID', `entry '${graph.entry}' is a terminal node: the chain would run nothing`, ['entry']);
    else data['entry'] = e;
    map(['entry'], ['entry']);
  }
  for (const name of ALWAYS_BOUND) ctx.implicit.add(name);
  const inputs = nativeInputs(graph, ctx.implicit);
  {
    data['inputs'] = inputs;
    map(['inputs'], ['inputs']);
    for (const i of graph.inputs) map(['inputs', i.required && !i.hasDefault ? 'required' : 'optional'], ['inputs', i.name]);
  }
  const ordered: Record<string, Step> = {};
  for (const [sid, step] of steps) if (Object.keys(step).length > 0) ordered[sid] = step;
  data['steps'] = ordered;
  const execution: Step = {};
  if (graph.defaults.max_visits !== undefined) execution['max_visits'] = graph.defaults.max_visits;
  if (graph.defaults.timeout_ms !== undefined) execution['timeout_minutes'] = minutes(graph.defaults.timeout_ms);
  if (Object.keys(execution).length > 0) {
    data['execution'] = execution;
    map(['execution'], ['defaults']);
    map(['execution', 'max_visits'], ['defaults', 'max_visits']);
    map(['execution', 'timeout_minutes'], ['defaults', 'timeout_ms']);
  }
  return { data, sourcePaths, helperSteps };
}

function nativeInputs(graph: Graph, implicit: Set<string>): Record<string, unknown> {
  const required: string[] = [];
  const optional: string[] = [];
  const defaults: Record<string, string | number | boolean | null> = {};
  const declared = new Set(graph.inputs.map((i) => i.name));
  for (const i of graph.inputs) {
    if (i.hasDefault) {
      optional.push(i.name);
      defaults[i.name] = i.default ?? null;
    } else if (i.required && i.name !== 'phase') required.push(i.name);
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
    if (declared.has(name)) continue;
    optional.push(name);
    defaults[name] = PROJECT_COUNTERS.includes(name) ? '0' : '';
  }
  // run_id is declared so a delegating graph can bind it (its child runs under the same id).
  optional.push('run_id');
  const out: Record<string, unknown> = {};
  if (required.length > 0) out['required'] = required;
  if (optional.length > 0) out['optional'] = optional;
  if (Object.keys(defaults).length > 0) out['defaults'] = defaults;
  // Types are checked when a run binds the inputs (inputs.types; WORKFLOW_INPUT_INVALID).
  const types: Record<string, string> = {};
  for (const i of graph.inputs) if (i.type !== undefined && i.type !== 'string') types[i.name] = i.type;
  if (Object.keys(types).length > 0) out['types'] = types;
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
export function chainsRoot(file: string): string {
  const parts = posix.dirname(file.split('\\').join('/')).split('/');
  const at = parts.lastIndexOf('chains');
  return at >= 0 ? parts.slice(0, at + 1).join('/') : parts.join('/');
}

function minutes(ms: number): number {
  return Math.min(Math.max(ms / 60000, 1 / 60000), 10080);
}

/** An edge label as a gate status (the contract upper-cases STATUS). */
function statusLabel(label: string): string {
  const s = label.toUpperCase().replace(/[^A-Z0-9_.-]+/g, '_');
  return s === '' ? 'EDGE' : s;
}

function isSimple(expr: string): boolean {
  return /^[A-Za-z0-9_.]+$/.test(expr);
}
