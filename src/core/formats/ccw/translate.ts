// A CCW wf-player template as a native 4.0 workflow. The batches of the execution plan become a
// chain of steps, in order:
//   - a work node (skill, command, agent, cli) -> an agent step (inline_instruction, declared
//     output under the run root, statuses NODE_COMPLETE -> next batch, NODE_FAILED -> per on_fail),
//     or a shell step when the run map gives it a command;
//   - a parallel_group batch -> a parallel step (join all) with one branch per node;
//   - a checkpoint with auto_continue: false -> an approval step (approve = Continue, reject =
//     Abort, no decision yet = Pause); with auto_continue: true -> a pass-through decision
//     (recorded in state and history, nothing to wait for).
// A node fails as the wf-player's does (03-execute.md "On node failure (exception or skill
// returning error state)"): its process fails, or it reports NODE_FAILED, one of the step's
// failure_statuses, which fails the attempt the same way. Then on_fail: abort -> the run stops
// with the node active (a resume retries it; `stagegate skip` skips it; doing nothing aborts: the
// wf-player's Retry / Skip / Abort); skip -> on_failure: skip (the node is recorded skipped, its
// output_path "" for later nodes) and on with the next batch; retry -> a second attempt
// (retry.max_attempts 2), then as abort.
// A parallel branch is no step of the graph: there on_fail acts through failure_statuses and retry
// only (NODE_FAILED retried like a failed process under on_fail: retry; a branch that still fails
// fails the group).
import { didYouMean } from '../../model/did-you-mean.js';
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
  /** Steps the translation added, not the template's nodes (none: every step is a node or a group). */
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

  for (const id of Object.keys(options.run)) {
    const node = plan.byId.get(id);
    if (!node || node.type === 'checkpoint') {
      const work = [...plan.byId.values()].filter((n) => n.type !== 'checkpoint').map((n) => n.id);
      findings.push({ ...finding('CCW_RUN_UNKNOWN_NODE', node ? `the run map gives checkpoint ${id} a command, but a checkpoint runs nothing` : `the run map names '${id}', which is not a node of this template.${didYouMean(id, work)}`, `Map work node ids (skill, command, agent, cli) to commands: ${work.slice(0, 8).join(', ')}.`, ['run', id]), runMap: true });
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
    // NODE_FAILED is a failure of the node, as a failed process is (03-execute.md "On node
    // failure (exception or skill returning error state)"): never a verdict the run goes on with.
    step['statuses'] = { [NODE_COMPLETE]: next, [NODE_FAILED]: 'BLOCKED' };
    map([...base, 'output'], ['nodes', node.index]);
    map([...base, 'statuses'], ['nodes', node.index, 'on_fail']);
    // A parallel branch too: the spec's rule is per node, wherever it runs (its retry then retries
    // a NODE_FAILED as it retries a failed process; a branch failing after that fails the group).
    step['failure_statuses'] = [NODE_FAILED];
    map([...base, 'failure_statuses'], ['nodes', node.index, 'on_fail']);
    if (node.onFail === 'retry') {
      step['retry'] = { max_attempts: 2 };
      map([...base, 'retry'], ['nodes', node.index, 'on_fail']);
    }
    // A branch is no step of the graph (no on_failure, optional or on_skip there): its on_fail
    // acts through its failure_statuses and retry only; a branch that still fails fails the group.
    if (node.onFail === 'skip' && !inBranch) {
      step['on_failure'] = 'skip';
      step['on_skip'] = next;
      map([...base, 'on_failure'], ['nodes', node.index, 'on_fail']);
      map([...base, 'on_skip'], ['nodes', node.index, 'on_fail']);
    } else if (!inBranch) {
      // abort, and retry once its retry failed too: the wf-player asks Retry / Skip / Abort.
      // The run stops with the node active: a resume retries it, `stagegate skip` skips it.
      step['optional'] = true;
      step['on_skip'] = next;
    }
    map(base, ['nodes', node.index]);
    return step;
  };

  const steps: Record<string, Step> = {};
  plan.batches.forEach((batch, i) => {
    const next = batchIds[i + 1] ?? 'DONE';
    const id = batchIds[i]!;
    if (batch.group !== undefined && !parallel(batch)) {
      batch.nodes.forEach((node, k) => {
        const sid = stepIdOf.get(node.id)!;
        steps[sid] = workStep(node, k + 1 < batch.nodes.length ? stepIdOf.get(batch.nodes[k + 1]!.id)! : next, false);
        map(['steps', sid], ['nodes', node.index]);
      });
      return;
    }
    if (batch.group === undefined) {
      const node = batch.nodes[0]!;
      steps[id] = node.type === 'checkpoint' ? checkpointStep(node, next) : workStep(node, next, false);
      map(['steps', id], ['nodes', node.index]);
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
  return { data, sourcePaths, findings, helperSteps: [] };
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
