// References inside a node's args_template, translated to native placeholders:
//   {var}                        -> {{var}}                     (a context_schema variable)
//   {N-001.output_path}          -> {{steps.N_001.output}}      (the node's accepted output)
//   {N-001.session_id}           -> {{steps.N_001.gate.session_id}}
//   {prev_output}, {prev_output_path} -> {{steps.<previous>.output}}
//   {prev_session_id}            -> {{steps.<previous>.gate.session_id}}
// A node that runs in a parallel group is a branch, whose gate stagegate keeps inside the
// parallel step's record: its output_path is its declared output path itself (the group has
// finished before any later batch starts) and its session_id cannot be referenced.
// "previous" is the last non-checkpoint node of the batches before the node's own batch. The
// wf-player substitutes "" for anything it cannot resolve; here every reference must name
// something that runs before the node, or it is a validation error, and at run time a value
// that is still missing stops the run (WORKFLOW_INPUT_REQUIRED) instead of becoming "".
import type { YamlPath } from '../types.js';
import type { Plan } from './batches.js';
import { finding, type CcwNode, type Finding } from './model.js';

export interface TranslatedArgs {
  text: string;
  findings: Finding[];
  /** Node ids whose session_id this text uses (their gate must carry session_id). */
  sessionsUsed: string[];
}

/** Single-brace tokens without spaces; anything that is not a reference stays as written. */
const TOKEN = /\{([^{}\s]+)\}/g;
const NODE_REF = /^([A-Za-z0-9][A-Za-z0-9_-]*)\.([A-Za-z_][A-Za-z0-9_]*)$/;
const VAR_REF = /^[A-Za-z_][A-Za-z0-9_-]*$/;
const PREV_REF = /^prev_(output|output_path|session_id)$/;

/** How a translated reference names another node's results. */
export interface NodeNames {
  stepId(node: CcwNode): string;
  /** The declared output path of a node that runs as a parallel branch (undefined otherwise). */
  branchOutput(node: CcwNode): string | undefined;
}

export function translateArgs(node: CcwNode, plan: Plan, names: NodeNames, vars: ReadonlySet<string>): TranslatedArgs {
  const findings: Finding[] = [];
  const sessionsUsed: string[] = [];
  const path: YamlPath = ['nodes', node.index, 'args_template'];
  const own = plan.batchOf.get(node.id) ?? 0;

  const nodeRef = (target: CcwNode, field: string, inner: string, whole: string): string => {
    const branchOutput = names.branchOutput(target);
    if (field === 'session_id') {
      if (branchOutput !== undefined) {
        findings.push(finding('CCW_REFERENCE_INVALID', `{${inner}} in node ${node.id}: ${target.id} runs in parallel_group '${target.parallelGroup ?? ''}', and the session id of a parallel branch cannot be referenced`, `Use {${target.id}.output_path}, or take ${target.id} out of the group.`, path));
        return whole;
      }
      sessionsUsed.push(target.id);
      return `{{steps.${names.stepId(target)}.gate.session_id}}`;
    }
    return branchOutput ?? `{{steps.${names.stepId(target)}.output}}`;
  };

  const text = node.argsTemplate.replace(TOKEN, (whole, inner: string) => {
    const prev = PREV_REF.exec(inner);
    if (prev) {
      const target = previousNode(plan, own);
      if (typeof target === 'string') {
        // An unordered plan (cycle, split group) is reported once, not once per reference.
        if (plan.ordered) findings.push(finding('CCW_PREV_REFERENCE_UNRESOLVABLE', `{${inner}} in node ${node.id}: ${target}`, 'Name the node instead, e.g. {N-001.output_path}.', path));
        return whole;
      }
      return nodeRef(target, prev[1] === 'session_id' ? 'session_id' : 'output_path', inner, whole);
    }
    const ref = NODE_REF.exec(inner);
    if (ref) {
      const [, id, field] = ref as unknown as [string, string, string];
      const target = plan.byId.get(id);
      if (!target) {
        findings.push(finding('CCW_REFERENCE_UNKNOWN_NODE', `{${inner}} in node ${node.id} names '${id}', which is not a node`, 'Name an existing node id.', path));
        return whole;
      }
      if (target.type === 'checkpoint' || (field !== 'output_path' && field !== 'session_id')) {
        findings.push(
          finding(
            'CCW_REFERENCE_INVALID',
            target.type === 'checkpoint' ? `{${inner}} in node ${node.id} refers to checkpoint ${id}, which produces no output or session` : `{${inner}} in node ${node.id}: a node offers output_path and session_id, not '${field}'`,
            'Use {<node>.output_path} or {<node>.session_id} of a work node.',
            path,
          ),
        );
        return whole;
      }
      if ((plan.batchOf.get(id) ?? 0) >= own) {
        if (plan.ordered) findings.push(finding('CCW_REFERENCE_NOT_UPSTREAM', `{${inner}} in node ${node.id} refers to node ${id}, which does not run before it (${id === node.id ? 'it is the node itself' : 'add an edge so it does'})`, `Add an edge from ${id} (or one of its successors) to ${node.id}, or drop the reference.`, path));
        return whole;
      }
      return nodeRef(target, field, inner, whole);
    }
    if (VAR_REF.test(inner)) {
      if (vars.has(inner)) return `{{${inner}}}`;
      findings.push(finding('CCW_VARIABLE_UNDECLARED', `{${inner}} in node ${node.id} is not a context_schema variable, so nothing binds it`, `Declare "${inner}" in context_schema (with "required": true or a default), or fix the spelling.`, path));
      return whole;
    }
    return whole;
  });
  return { text, findings, sessionsUsed };
}

/** The node {prev_*} names for a node of batch `own`, or why there is none. */
function previousNode(plan: Plan, own: number): CcwNode | string {
  for (let b = own - 1; b >= 0; b--) {
    const work = plan.batches[b]!.nodes.filter((n) => n.type !== 'checkpoint');
    if (work.length === 1) return work[0]!;
    if (work.length > 1) return `the previous batch runs ${work.map((n) => n.id).join(', ')} in parallel, so "previous" does not name one node`;
  }
  return 'no work node runs before it';
}
