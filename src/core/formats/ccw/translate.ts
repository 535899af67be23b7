// A CCW wf-player template as a native 4.0 workflow. The batches of the execution plan become a
// chain of steps, in order:
//   - a work node (skill, command, agent, cli) -> an agent step (inline_instruction, declared
//     output under the run root, statuses NODE_COMPLETE -> next batch, NODE_FAILED -> per on_fail),
//     or a shell step when the run map gives it a command;
//   - a parallel_group batch -> a parallel step (join all) with one branch per node;
//   - a checkpoint with auto_continue: false -> an approval step (approve = Continue, reject =
//     Abort, no decision yet = Pause); with auto_continue: true -> a pass-through decision
//     (recorded in state and history, nothing to wait for).
// on_fail: abort -> the failure stops the run (a resume retries it; `stagegate skip` skips it,
// the wf-player's Retry / Skip / Abort choice) and NODE_FAILED ends it BLOCKED; skip ->
// on_failure: skip and NODE_FAILED go on with the next batch; retry -> a second attempt
// (retry.max_attempts 2), and NODE_FAILED goes to a decision <id>_retry that visits the node
// once more, then ends the run BLOCKED as abort does.
// A parallel branch is no step of the graph: there on_fail acts through statuses and retry only.
import type { ImportOptions, YamlPath } from '../types.js';
import { pathKey } from '../types.js';
import { planBatches, type Plan } from './batches.js';
import { StepIds, workflowName } from './ids.js';
import { finding, type CcwNode, type CcwTemplate, type Finding } from './model.js';
import { literal, nodeInstruction, NODE_COMPLETE, NODE_FAILED } from './prompt.js';
import { translateArgs } from './references.js';

/** Agent CLIs stagegate has adapters for; other executors run on the invocation's --agent. */
const KNOWN_AGENTS = new Set(['claude', 'codex', 'gemini', 'copilot', 'opencode']);

export interface Translation {
  data: Record<string, unknown>;
  sourcePaths: Map<string, YamlPath>;
  findings: Finding[];
  /** Steps the translation added (the on_fail: retry decisions), not the template's nodes. */
  helperSteps: string[];
}

type Step = Record<string, unknown>;

export function translateTemplate(template: CcwTemplate, options: ImportOptions): Translation {
  const plan = planBatches(template);
  const findings: Finding[] = [...plan.findings];
  const sourcePaths = new Map<string, YamlPath>();
  const map = (native: YamlPath, source: YamlPath): void => {
    sourcePaths.set(pathKey(native), source);
  };

  const name = workflowName(template.templateId, template.name);
  const templateId = template.templateId ?? name;
  const runRoot = `.stagegate/ccw/${name}/{{run_id}}`;
  map(['name'], template.templateId !== undefined ? ['template_id'] : template.name !== undefined ? ['name'] : []);
  map(['state_path'], []);

  // Native ids: node ids first (in template order), then one id per parallel group.
  const ids = new StepIds();
  const stepIdOf = new Map<string, string>();
  for (const node of plan.byId.values()) stepIdOf.set(node.id, ids.claim(node.id));
  // A group with an on_fail: skip member runs its members one after another: each keeps its own
  // on_fail (a skipped member lets the others go on), which a parallel branch cannot express.
  // 03-execute.md allows it ("use multiple Agent calls synchronously").
  const parallel = (b: Plan['batches'][number]): boolean => b.group !== undefined && !b.nodes.some((n) => n.onFail === 'skip');
  const batchIds = plan.batches.map((b) => (parallel(b) ? ids.claim(`parallel_${b.group}`) : stepIdOf.get(b.nodes[0]!.id)!));
  // on_fail: retry outside a group: a decision after NODE_FAILED that runs the node once more,
  // then ends the run as on_fail: abort does (BLOCKED, where --rerun-from is the wf-player Retry).
  // `<id>_again` is the pass-through the retry goes by: its verdict marks that this run of the
  // node was retried (visits count every run, a --rerun-from an earlier node's too).
  const retryIdOf = new Map<string, string>();
  const againIdOf = new Map<string, string>();
  for (const batch of plan.batches) {
    if (parallel(batch)) continue;
    for (const node of batch.nodes) {
      if (node.type === 'checkpoint' || node.onFail !== 'retry') continue;
      retryIdOf.set(node.id, ids.claim(`${stepIdOf.get(node.id)!}_retry`));
      againIdOf.set(node.id, ids.claim(`${stepIdOf.get(node.id)!}_again`));
    }
  }

  for (const id of Object.keys(options.run)) {
    const node = plan.byId.get(id);
    if (!node || node.type === 'checkpoint') {
      findings.push(finding('CCW_RUN_UNKNOWN_NODE', node ? `the run map gives checkpoint ${id} a command, but a checkpoint runs nothing` : `the run map names '${id}', which is not a node of this template`, 'Map work node ids (skill, command, agent, cli) to commands.', []));
    }
  }

  const outputOf = (node: CcwNode): string => `${runRoot}/nodes/${stepIdOf.get(node.id)!}.md`;
  const inGroup = (node: CcwNode): boolean => {
    const batch = plan.batches[plan.batchOf.get(node.id) ?? 0];
    return batch !== undefined && parallel(batch);
  };
  const names = { stepId: (n: CcwNode) => stepIdOf.get(n.id)!, branchOutput: (n: CcwNode) => (inGroup(n) ? outputOf(n) : undefined) };

  // Arguments first: a node whose session id a later node uses must be told to report it.
  const vars = new Set(template.vars.map((v) => v.name));
  const args = new Map<string, string>();
  const sessionNodes = new Set<string>();
  const artifactNodes = new Set<string>();
  for (const node of plan.byId.values()) {
    if (node.type === 'checkpoint') continue;
    const t = translateArgs(node, plan, names, vars);
    args.set(node.id, t.text);
    findings.push(...t.findings);
    t.sessionsUsed.forEach((id) => sessionNodes.add(id));
    t.artifactsUsed.forEach((id) => artifactNodes.add(id));
  }

  const workStep = (node: CcwNode, next: string, inBranch: boolean): Step => {
    const sid = stepIdOf.get(node.id)!;
    const base = inBranch ? ['steps', batchIds[plan.batchOf.get(node.id)!]!, 'parallel', 'branches', sid] : ['steps', sid];
    const step: Step = { description: describeNode(node) };
    const command = options.run[node.id];
    if (command !== undefined) {
      step['run'] = command;
      step['inputs'] = { ccw_node_id: node.id, ccw_args: args.get(node.id) ?? '' };
      map([...base, 'run'], ['nodes', node.index]);
      map([...base, 'inputs'], ['nodes', node.index, 'args_template']);
    } else {
      step['inline_instruction'] = nodeInstruction(node, templateId, args.get(node.id) ?? '', sessionNodes.has(node.id), artifactNodes.has(node.id));
      map([...base, 'inline_instruction'], ['nodes', node.index, 'args_template']);
      const executor = (node.type === 'cli' ? node.cliTool : node.executor)?.toLowerCase();
      if (executor !== undefined && KNOWN_AGENTS.has(executor)) {
        step['agent'] = executor;
        map([...base, 'agent'], ['nodes', node.index, node.type === 'cli' ? 'cli_tool' : 'executor']);
      } else if (node.type === 'cli' && node.cliTool) {
        findings.push(finding('CCW_CLI_TOOL_UNKNOWN', `cli_tool '${node.cliTool}' of node ${node.id} has no stagegate adapter: the node runs on the agent the invocation names (--agent)`, `Use one of ${[...KNOWN_AGENTS].join(', ')}, or pass --agent when you run it.`, ['nodes', node.index, 'cli_tool']));
      }
    }
    step['output'] = outputOf(node);
    const retryStep = inBranch ? undefined : retryIdOf.get(node.id);
    step['statuses'] = { [NODE_COMPLETE]: next, [NODE_FAILED]: node.onFail === 'skip' ? next : retryStep ?? 'BLOCKED' };
    map([...base, 'output'], ['nodes', node.index]);
    map([...base, 'statuses'], ['nodes', node.index, 'on_fail']);
    if (node.onFail === 'retry') {
      step['retry'] = { max_attempts: 2 };
      map([...base, 'retry'], ['nodes', node.index, 'on_fail']);
    }
    if (retryStep !== undefined) {
      // The retry repeating the first failure word for word is that failure again, not a loop
      // without progress: it goes to the same decision (which ends the run), not STALLED.
      step['on_stall'] = retryStep;
      map([...base, 'on_stall'], ['nodes', node.index, 'on_fail']);
    }
    // A branch is no step of the graph (no on_failure, optional or on_skip there): its on_fail
    // acts through its statuses and retry only; a failed branch process fails the group.
    if (node.onFail === 'skip' && !inBranch) {
      step['on_failure'] = 'skip';
      step['on_skip'] = next;
      map([...base, 'on_failure'], ['nodes', node.index, 'on_fail']);
      map([...base, 'on_skip'], ['nodes', node.index, 'on_fail']);
    } else if (!inBranch) {
      // The wf-player asks Retry / Skip / Abort: resume retries, `stagegate skip` skips.
      step['optional'] = true;
      step['on_skip'] = next;
    }
    map(base, ['nodes', node.index]);
    return step;
  };

  const steps: Record<string, Step> = {};
  // 03-execute.md: "retry once; if still fails: fall through to abort". A run of the node that
  // reports NODE_FAILED is run once more (by <id>_again, whose standing verdict says it was); the
  // retry's failure, or that of a visit a person started with --rerun-from the node (the abort's
  // Retry), ends the run BLOCKED. A --rerun-from an earlier node takes <id>_again's verdict back:
  // that new run of the node is retried once again. The decision reads the node's gate, so a
  // blocked run's advice names the rerun from the node.
  const addRetry = (node: CcwNode): void => {
    const rid = retryIdOf.get(node.id);
    const again = againIdOf.get(node.id);
    if (rid === undefined || again === undefined) return;
    const sid = stepIdOf.get(node.id)!;
    steps[rid] = {
      description: `CCW node ${node.id}: on_fail retry (run it once more after NODE_FAILED, then stop as on_fail abort)`,
      decide: [{ if: `steps.${sid}.gate.status == '${NODE_FAILED}' && steps.${again}.status != 'completed'`, to: again }, { else: 'BLOCKED' }],
      // The condition bounds the automatic retry; this bounds the Retries a person starts.
      max_visits: 10,
    };
    steps[again] = { description: `CCW node ${node.id}: its on_fail retry (marks that this run of the node was retried)`, decide: [{ else: sid }], max_visits: 10 };
    map(['steps', rid], ['nodes', node.index, 'on_fail']);
    map(['steps', again], ['nodes', node.index, 'on_fail']);
  };
  plan.batches.forEach((batch, i) => {
    const next = batchIds[i + 1] ?? 'DONE';
    const id = batchIds[i]!;
    if (batch.group !== undefined && !parallel(batch)) {
      batch.nodes.forEach((node, k) => {
        const sid = stepIdOf.get(node.id)!;
        steps[sid] = workStep(node, k + 1 < batch.nodes.length ? stepIdOf.get(batch.nodes[k + 1]!.id)! : next, false);
        map(['steps', sid], ['nodes', node.index]);
        addRetry(node);
      });
      return;
    }
    if (batch.group === undefined) {
      const node = batch.nodes[0]!;
      steps[id] = node.type === 'checkpoint' ? checkpointStep(node, next) : workStep(node, next, false);
      map(['steps', id], ['nodes', node.index]);
      addRetry(node);
      if (node.type === 'checkpoint') {
        map(['steps', id, node.autoContinue ? 'decide' : 'approval'], ['nodes', node.index, 'auto_continue']);
      }
      return;
    }
    const branches: Record<string, Step> = {};
    for (const node of batch.nodes) branches[stepIdOf.get(node.id)!] = workStep(node, 'DONE', true);
    steps[id] = {
      description: `CCW parallel_group ${batch.group}: ${batch.nodes.map((n) => n.id).join(', ')}`,
      parallel: { max_concurrency: batch.nodes.length, join: 'all', branches },
      statuses: { PARALLEL_COMPLETE: next, PARALLEL_FAILED: 'BLOCKED' },
    };
    const first = ['nodes', batch.nodes[0]!.index, 'parallel_group'];
    map(['steps', id], first);
    map(['steps', id, 'parallel'], first);
    map(['steps', id, 'parallel', 'branches'], first);
  });

  const data: Record<string, unknown> = {
    version: '4.0',
    name,
    description: describeTemplate(template),
    state_path: `${runRoot}/workflow_state.yaml`,
  };
  const inputs = translateInputs(template, map);
  if (inputs) data['inputs'] = inputs;
  data['steps'] = steps;
  map(['steps'], ['nodes']);
  return { data, sourcePaths, findings, helperSteps: [...retryIdOf.values(), ...againIdOf.values()] };
}

function checkpointStep(node: CcwNode, next: string): Step {
  const description = describeNode(node);
  if (node.autoContinue) return { description, decide: [{ else: next }] };
  const message = literal([node.name, node.description].filter((s) => s !== undefined && s !== '').join(': ')) || `Continue after checkpoint ${node.id}?`;
  return { description, approval: { message }, on_approve: next, on_reject: 'BLOCKED' };
}

function describeNode(node: CcwNode): string {
  const what = node.type === 'checkpoint' ? (node.autoContinue ? 'checkpoint, auto-continue' : 'checkpoint, pause for approval') : `${node.type} ${node.type === 'cli' ? node.cliTool ?? '' : node.executor ?? ''}`.trim();
  return `CCW node ${node.id}${node.name ? ` · ${node.name}` : ''} (${what})`;
}

function describeTemplate(t: CcwTemplate): string {
  const parts = [`CCW wf-player template ${t.templateId ?? '(no template_id)'}`];
  if (t.name) parts.push(`"${t.name}"`);
  if (t.version) parts.push(`version ${t.version}`);
  return parts.join(' ') + (t.description ? `: ${t.description}` : '');
}

/**
 * context_schema -> inputs. A required variable without a default (or with null) is required; every other
 * one is optional, with its default (an optional variable without one defaults to "", as the
 * wf-player binds it).
 */
function translateInputs(t: CcwTemplate, map: (native: YamlPath, source: YamlPath) => void): Record<string, unknown> | undefined {
  if (t.vars.length === 0) return undefined;
  const required: string[] = [];
  const optional: string[] = [];
  const defaults: Record<string, string | number | boolean | null> = {};
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
  const out: Record<string, unknown> = {};
  if (required.length > 0) out['required'] = required;
  if (optional.length > 0) out['optional'] = optional;
  if (Object.keys(defaults).length > 0) out['defaults'] = defaults;
  // path and boolean variables are checked when a run binds them (inputs.types).
  const types: Record<string, string> = {};
  for (const v of t.vars) if (v.type !== undefined && v.type !== 'string') types[v.name] = v.type;
  if (Object.keys(types).length > 0) out['types'] = types;
  map(['inputs'], ['context_schema']);
  return out;
}

export type { Plan };
