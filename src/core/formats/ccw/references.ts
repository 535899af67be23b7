// References inside a node's args_template, translated to native placeholders:
//   {var}                        -> {{var}}                     (a context_schema variable)
//   {N-001.output_path}          -> {{steps.N_001.output_or_empty}} (the node's accepted output; "" once it was skipped)
//   {N-001.session_id}           -> {{steps.N_001.gate.session_id}}
//   {prev_output}, {prev_output_path} -> {{steps.<previous>.output_or_empty}}
//   {prev_session_id}            -> {{steps.<previous>.gate.session_id}}
// A node that runs in a parallel group is a branch, whose gate stagegate keeps inside the
// parallel step's record: its output_path is its declared output path itself (the group has
// finished before any later batch starts) and its session_id cannot be referenced.
// "previous" is the last non-checkpoint node of the batches before the node's own batch. The
// wf-player substitutes "" for anything it cannot resolve; here every reference must name
// something that runs before the node, or it is a validation error, and at run time a value
// that is still missing stops the run (WORKFLOW_INPUT_REQUIRED) instead of becoming "" — except
// the output of a node that was skipped (stagegate skip, on_fail: skip) or failed and was routed
// on: it has none, and is "" as the wf-player's (03-execute.md: it skips the node and goes on).
import type { YamlPath } from '../types.js';
import type { Plan } from './batches.js';
import { finding, type CcwNode, type Finding } from './model.js';
import { literal } from './prompt.js';
import { beforePlaceholder } from '../../model/placeholders.js';

export interface TranslatedArgs {
  text: string;
  findings: Finding[];
  /** Node ids whose session_id this text uses (their gate must carry session_id). */
  sessionsUsed: string[];
  /** Node ids whose artifacts list this text uses. */
  artifactsUsed: string[];
}

/** Single-brace tokens without spaces; anything that is not a reference stays as written. */
const TOKEN = /\{([^{}\s]+)\}/g;
const NODE_REF = /^([A-Za-z0-9][A-Za-z0-9_-]*)\.([A-Za-z_][A-Za-z0-9_]*)(?:\[(\d+)\])?$/;
/** A token that looks like a reference but is not a documented one (refused, never passed on as text). */
const REF_LIKE = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+(?:\[[^\]]*\])?$|^[A-Za-z0-9][A-Za-z0-9_-]*\[[^\]]*\]$/;
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
  const artifactsUsed: string[] = [];
  const path: YamlPath = ['nodes', node.index, 'args_template'];
  const own = plan.batchOf.get(node.id) ?? 0;

  // session_id and artifacts[k] of a node that completed without them are "" (03-execute.md:
  // "If referenced field is null/empty, the args_template substitution results in empty string").
  const nodeRef = (target: CcwNode, field: string, index: string | undefined, inner: string, whole: string): string => {
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
    return branchOutput ?? `{{steps.${names.stepId(target)}.output_or_empty}}`;
  };

  // The text between the tokens is the wf-player's as it is: literal() keeps a {{name}} in it
  // from becoming a native placeholder; each token is translated (or kept) by `token`.
  let text = '';
  let last = 0;
  for (const m of node.argsTemplate.matchAll(TOKEN)) {
    const translated = token(m[0], m[1]!, m.index, node.argsTemplate);
    const before = literal(node.argsTemplate.slice(last, m.index));
    // A backslash right before a reference (`C:\\work\\{dir}`) stays before its value.
    text += (translated.startsWith('{{') ? beforePlaceholder(before) : before) + translated;
    last = m.index + m[0].length;
  }
  text += literal(node.argsTemplate.slice(last));
  return { text, findings, sessionsUsed, artifactsUsed };

  function token(whole: string, inner: string, offset: number, all: string): string {
    const prev = PREV_REF.exec(inner);
    if (prev) {
      const target = previousNode(plan, own);
      if ('why' in target) {
        // Name the batch's nodes with the field asked for: the fix is to pick one of them.
        const field = prev[1] === 'session_id' ? 'session_id' : 'output_path';
        const hint = target.batch.length > 0 ? `Name the node meant instead: ${target.batch.map((n) => `{${n.id}.${field}}`).join(' or ')}.` : 'Name the node meant instead, e.g. {N-001.output_path}, or remove the reference.';
        // An unordered plan (cycle, split group) is reported once, not once per reference.
        if (plan.ordered) findings.push(finding('CCW_PREV_REFERENCE_UNRESOLVABLE', `{${inner}} in node ${node.id}: ${target.why}`, hint, path));
        return whole;
      }
      return nodeRef(target, prev[1] === 'session_id' ? 'session_id' : 'output_path', undefined, inner, whole);
    }
    const ref = NODE_REF.exec(inner);
    if (ref) {
      const [, id, field, index] = ref as unknown as [string, string, string, string | undefined];
      const target = plan.byId.get(id);
      if (!target) {
        findings.push(finding('CCW_REFERENCE_UNKNOWN_NODE', `{${inner}} in node ${node.id} names '${id}', which is not a node`, 'Name an existing node id.', path));
        return whole;
      }
      const documented = index === undefined ? field === 'output_path' || field === 'session_id' : field === 'artifacts';
      if (target.type === 'checkpoint' || !documented) {
        findings.push(
          finding(
            'CCW_REFERENCE_INVALID',
            target.type === 'checkpoint'
              ? `{${inner}} in node ${node.id} refers to checkpoint ${id}, which produces no output or session`
              : `{${inner}} in node ${node.id}: a node offers output_path, session_id and artifacts[<n>], not '${field}${index !== undefined ? `[${index}]` : ''}'`,
            'Use {<node>.output_path}, {<node>.session_id} or {<node>.artifacts[0]} of a work node.',
            path,
          ),
        );
        return whole;
      }
      if ((plan.batchOf.get(id) ?? 0) >= own) {
        if (plan.ordered) findings.push(finding('CCW_REFERENCE_NOT_UPSTREAM', `{${inner}} in node ${node.id} refers to node ${id}, which does not run before it (${id === node.id ? 'it is the node itself' : 'add an edge so it does'})`, `Add an edge from ${id} (or one of its successors) to ${node.id}, or drop the reference.`, path));
        return whole;
      }
      return nodeRef(target, field, index, inner, whole);
    }
    if (VAR_REF.test(inner)) {
      if (vars.has(inner)) return `{{${inner}}}`;
      // `${HOME}` in a cli node's text is the shell's, not a context variable: left as written.
      if (all[offset - 1] === '$') return whole;
      findings.push(finding('CCW_VARIABLE_UNDECLARED', `{${inner}} in node ${node.id} is not a context_schema variable, so nothing binds it`, `Declare "${inner}" in context_schema (with "required": true or a default), or fix the spelling.`, path));
      return whole;
    }
    if (REF_LIKE.test(inner)) {
      findings.push(finding('CCW_REFERENCE_INVALID', `{${inner}} in node ${node.id} is not a reference the wf-player resolves ({var}, {<node>.output_path}, {<node>.session_id}, {<node>.artifacts[<n>]}, {prev_output}, {prev_output_path}, {prev_session_id})`, 'Fix the reference, or write the braces some other way if it is meant as text.', path));
      return whole;
    }
    return whole;
  }
}

/** The node {prev_*} names for a node of batch `own`, or why there is none. */
/** The previous work node, or why there is none (with the parallel batch's nodes, for the hint). */
function previousNode(plan: Plan, own: number): CcwNode | { why: string; batch: CcwNode[] } {
  for (let b = own - 1; b >= 0; b--) {
    const work = plan.batches[b]!.nodes.filter((n) => n.type !== 'checkpoint');
    if (work.length === 1) return work[0]!;
    if (work.length > 1) return { why: `the previous batch runs ${work.map((n) => n.id).join(', ')} in parallel, so "previous" does not name one node`, batch: work };
  }
  return { why: 'no work node runs before it', batch: [] };
}
