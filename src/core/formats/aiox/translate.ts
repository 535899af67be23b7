// aiox sequence -> native 4.0 steps. The sequence is a list read top to bottom with jumps
// (routing, repeat, on_verdict); stagegate makes every jump an explicit transition:
//   action step     -> agent stage (inline prompt, result_contract aiox_step_output) routing
//                      completed -> next item, failed -> a bounded retry decision -> on_failure;
//   condition/skip_if -> a decision in front of the step (an unknown condition is an error);
//   gate + on_verdict -> a decision over steps.<id>.gate.verdict, max_iterations as a bound;
//   routing         -> a decision with one branch per route (thresholds from route names);
//   meta: repeat    -> a decision that loops back while the condition holds, bounded;
//   meta: end       -> DONE;   meta: guidance -> folded into the next step's prompt;
//   phase markers   -> the phase named in the prompts (an item with `agent` is a step, always);
//   parallel_group  -> one native parallel step whose branches are the group's steps.
import type { ImportedWorkflow, ImportOptions, YamlPath } from '../types.js';
import { pathKey } from '../types.js';
import { closest } from '../../model/did-you-mean.js';
import { IdAllocator, sanitiseName } from './ids.js';
import { isRecord, list, readDoc, str, type AioxItem, type Raw } from './model.js';
import type { ConditionScope } from './conditions.js';
import type { RouteTarget } from './routes.js';
import { agentPath, buildPrompt, taskPath } from './prompt.js';
import { checkDocument, checkRequires, type Report } from './validator.js';
import { firstTarget, guardStep, repeatDecision, routingDecision, verdictDecision, type Step } from './decisions.js';
import { DEFAULT_MAX_RETRIES, failurePolicy, timeoutMinutes, type FailurePolicy } from './step-policy.js';
import { readInputs, resourceData } from './inputs.js';
import { findGroups, type Group } from './groups.js';

export function translateAiox(data: unknown, file: string, options: ImportOptions): ImportedWorkflow {
  const diagnostics: ImportedWorkflow['diagnostics'] = [];
  const sourcePaths = new Map<string, YamlPath>();
  const report: Report = (code, severity, message, hint, path) => diagnostics.push({ code, severity, message, hint, path });
  const map = (native: YamlPath, source: YamlPath) => sourcePaths.set(pathKey(native), source);
  const doc = readDoc(data);
  if (!doc) {
    report('AIOX_SEQUENCE_EMPTY', 'error', `${file} is not an aiox workflow: no workflow: mapping with a sequence`, 'Write workflow: {id, name, sequence: [...]}.', []);
    return { format: 'aiox', data: { version: '4.0', name: 'aiox-workflow', state_path: '.stagegate/aiox/aiox-workflow/{{run_id}}/workflow_state.yaml', steps: {} }, sourcePaths, diagnostics };
  }
  const { root, base, items } = doc;
  checkDocument(doc, report);

  const wfId = str(root['id']);
  const wfName = str(root['name']);
  const name = sanitiseName(wfId ?? wfName ?? 'aiox-workflow');
  map(['name'], [...base, root['id'] !== undefined ? 'id' : 'name']);
  map(['version'], base);
  map(['state_path'], base);

  // global_error_handling.max_retries_per_phase: retries of a failed step (default 2).
  const geh = isRecord(root['global_error_handling']) ? root['global_error_handling'] : {};
  const mrRaw = geh['max_retries_per_phase'];
  let globalRetries = DEFAULT_MAX_RETRIES;
  const retriesPath = [...base, 'global_error_handling', 'max_retries_per_phase'];
  if (mrRaw !== undefined) {
    if (typeof mrRaw === 'number' && Number.isInteger(mrRaw) && mrRaw >= 0 && mrRaw <= 20) globalRetries = mrRaw;
    else report('AIOX_ON_FAILURE_INVALID', 'error', `max_retries_per_phase must be a whole number from 0 to 20, got ${JSON.stringify(mrRaw)}`, 'Write e.g. max_retries_per_phase: 2.', retriesPath);
  }

  // --- Ids: every item that becomes a step gets a native id; parallel groups get one id each.
  const ids = new IdAllocator();
  const nidOf = new Map<number, string>();
  const guardOf = new Map<number, string>();
  const byOrig = new Map<string, number>();
  const groupOf = new Map<number, Group>();
  const groups = findGroups(items, report);
  for (const item of items) {
    if (item.id !== undefined) {
      if (byOrig.has(item.id)) report('AIOX_DUPLICATE_ID', 'error', `step id '${item.id}' is used twice (first at sequence item ${byOrig.get(item.id)! + 1})`, 'Give every step its own id.', [...item.path, item.raw['id'] !== undefined ? 'id' : 'step']);
      else byOrig.set(item.id, item.index);
    }
    const group = groups.get(item.index);
    if (group !== undefined) {
      if (group.nid === '') group.nid = ids.take(group.name);
      groupOf.set(item.index, group);
    }
    if (item.kind === 'action' || item.kind === 'routing' || item.kind === 'repeat') {
      const fallback = item.kind === 'action' ? `${str(item.raw['agent']) ?? 'step'}_${item.index + 1}` : `${item.kind}_${item.index + 1}`;
      const nid = ids.take(item.id ?? fallback);
      nidOf.set(item.index, nid);
      if (item.kind === 'action' && group === undefined && (item.raw['condition'] !== undefined || item.raw['skip_if'] !== undefined)) guardOf.set(item.index, ids.take(`${nid}_when`));
    }
  }

  const lastOf = (i: number): number => {
    const g = groupOf.get(i);
    return g ? g.members[g.members.length - 1]! : i;
  };
  const entryOf = (i: number): string => {
    for (let j = i; j < items.length; j++) {
      const it = items[j]!;
      if (it.kind === 'end') return 'DONE';
      if (it.kind === 'action') return groupOf.get(j)?.nid ?? guardOf.get(j) ?? nidOf.get(j)!;
      if (it.kind === 'routing' || it.kind === 'repeat') return nidOf.get(j)!;
    }
    return 'DONE';
  };
  const nextAfter = (i: number): string => entryOf(lastOf(i) + 1);
  const targetOf = (orig: string, path: YamlPath): string => {
    const index = byOrig.get(orig);
    if (index !== undefined) return entryOf(index);
    const w = orig.toLowerCase();
    if (['done', 'end', 'complete'].includes(w)) return 'DONE';
    if (['blocked', 'halt', 'abort'].includes(w)) return 'BLOCKED';
    const near = closest(orig, byOrig.keys());
    report('AIOX_TARGET_UNKNOWN', 'error', `'${orig}' is not a step id of this workflow${near !== undefined ? `. Did you mean '${near}'?` : ''}`, 'Name the id (or step) of a sequence item, or complete / halt.', path);
    return 'BLOCKED';
  };
  const routeTo = (t: RouteTarget, from: number, path: YamlPath): string => t.terminal ?? (t.step !== undefined ? targetOf(t.step, path) : nextAfter(from));

  // --- Condition scope: names are workflow inputs, or keys an earlier action step reports.
  const inputs = readInputs(root, base, report);
  const needs = new Map<string, Map<string, string | undefined>>();
  const need = (nid: string, key: string, hint?: string) => {
    const keys = needs.get(nid) ?? new Map<string, string | undefined>();
    if (!keys.has(key) || hint !== undefined) keys.set(key, hint ?? keys.get(key));
    needs.set(nid, keys);
  };
  const scopeAt = (index: number): ConditionScope => ({
    inputs: new Set([...inputs.required, ...inputs.optional, ...Object.keys(inputs.defaults)]),
    reporter: (key) => {
      let nearest: string | undefined;
      for (let j = index - 1; j >= 0; j--) {
        const it = items[j]!;
        if (it.kind !== 'action' || groupOf.has(j)) continue;
        if (list(it.raw['outputs']).includes(key)) return nidOf.get(j);
        nearest ??= nidOf.get(j);
      }
      return key === 'score' || key === 'verdict' ? nearest : undefined;
    },
    step: (id) => {
      const j = byOrig.get(id);
      return j !== undefined && items[j]!.kind === 'action' && !groupOf.has(j) ? nidOf.get(j) : undefined;
    },
    need: (nid, key) => need(nid, key),
  });

  const requires = checkRequires(items, report);
  const dataFiles = resourceData(root);
  const steps: Array<[string, Step, YamlPath]> = [];
  const prompts: Array<() => void> = [];
  const defaults: Record<string, string> = {};
  let guidance: string[] = [];
  // Own keys only: an id like 'constructor' must not find Object.prototype's member.
  const runFor = (item: AioxItem): string | undefined => (item.id !== undefined && Object.hasOwn(options.run, item.id) && typeof options.run[item.id] === 'string' ? options.run[item.id] : undefined);

  /** The body of an action step: prompt (or run: command), contract, retries, timeout. */
  const body = (item: AioxItem, nid: string, fail: FailurePolicy, ownGuidance: string[]): Step => {
    const step: Step = { description: describe(item) };
    const command = runFor(item);
    if (command !== undefined) step['run'] = command;
    else {
      step['inline_instruction'] = '';
      prompts.push(() => {
        step['inline_instruction'] = buildPrompt({
          workflowName: wfName ?? name,
          workflowId: wfId ?? name,
          stepId: item.id ?? nid,
          phase: item.phase,
          raw: item.raw,
          requires: requires.get(item.index) ?? [],
          data: dataFiles,
          guidance: ownGuidance,
          userInputPlaceholder: item.raw['elicit'] === true ? `${nid}_user_input` : undefined,
          reportKeys: needs.get(nid) ?? new Map(),
          verdicts: isRecord(item.raw['on_verdict']) ? Object.keys(item.raw['on_verdict']) : undefined,
        });
      });
    }
    if (item.raw['elicit'] === true) defaults[`${nid}_user_input`] = 'No user input was given for this step.';
    step['result_contract'] = 'aiox_step_output';
    if (fail.retries > 0) step['retry'] = { max_attempts: fail.retries + 1 };
    const minutes = timeoutMinutes(item, report);
    if (minutes !== undefined) step['timeout_minutes'] = minutes;
    return step;
  };
  const mapStep = (nid: string, item: AioxItem, extra: Record<string, YamlPath> = {}) => {
    map(['steps', nid], item.path);
    for (const [key, path] of Object.entries(extra)) map(['steps', nid, key], path);
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
        if (text !== undefined) guidance.push(text);
        break;
      }
      case 'action': {
        const nid = nidOf.get(i)!;
        const group = groupOf.get(i);
        const ownGuidance = guidance;
        guidance = [];
        const fail = failurePolicy(item, globalRetries, nextAfter(i), targetOf, report);
        if (group !== undefined) {
          const branch = body(item, nid, { ...fail, processTarget: undefined }, ownGuidance);
          branch['statuses'] = { completed: 'DONE', failed: 'BLOCKED' };
          if (group.members[0] === i) {
            const last = group.members[group.members.length - 1]!;
            steps.push([group.nid, { description: `aiox parallel_group '${group.name}'`, parallel: { max_concurrency: group.members.length, join: 'all', branches: {} }, statuses: { PARALLEL_COMPLETE: nextAfter(last), PARALLEL_FAILED: 'BLOCKED' } }, path]);
            map(['steps', group.nid], [...path, 'parallel_group']);
          }
          const groupStep = steps.find(([id]) => id === group.nid)![1];
          ((groupStep['parallel'] as Step)['branches'] as Step)[nid] = branch;
          map(['steps', group.nid, 'parallel', 'branches', nid], path);
          break;
        }
        const guard = guardOf.get(i);
        if (guard !== undefined) {
          steps.push([guard, guardStep(item, nid, nextAfter(i), scopeAt(i), report), path]);
          mapGuard(map, guard, item);
        }
        const step = body(item, nid, fail, ownGuidance);
        const next = nextAfter(i);
        let completed = next;
        const verdicts = raw['on_verdict'];
        let verdictStep: [string, Step] | undefined;
        if (isRecord(verdicts)) {
          const vid = ids.take(`${nid}_verdict`);
          verdictStep = [vid, verdictDecision(item, nid, verdicts, (t, p) => routeTo(t, i, p), report)];
          completed = vid;
          need(nid, 'verdict', `one of ${Object.keys(verdicts).join(', ')}`);
        } else if (raw['gate'] === true) {
          report('AIOX_GATE_WITHOUT_VERDICTS', 'warning', `gate step '${item.id ?? nid}' has no on_verdict: its verdict routes nowhere, the step simply continues`, 'Add on_verdict: {APPROVED: {next: <step>}, NEEDS_REVISION: {next: <step>, max_iterations: 3}}.', [...path, 'gate']);
        }
        let failed = fail.target;
        let retryStep: [string, Step] | undefined;
        if (fail.retries > 0) {
          const rid = ids.take(`${nid}_retry`);
          retryStep = [rid, { description: `retry aiox step '${item.id ?? nid}' after step_output status failed (at most ${fail.retries} retries)`, decide: [{ if: `visits.${rid} <= ${fail.retries}`, to: nid }, { else: fail.target }], max_visits: fail.retries + 1 }];
          failed = rid;
        }
        step['statuses'] = { completed, failed };
        if (fail.processTarget !== undefined) step['on_failure'] = fail.processTarget;
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
        if (raw['on_failure'] !== undefined) map(['steps', nid, 'statuses', 'failed'], [...path, 'on_failure']);
        if (verdictStep) {
          steps.push([verdictStep[0], verdictStep[1], [...path, 'on_verdict']]);
          map(['steps', verdictStep[0]], [...path, 'on_verdict']);
          Object.keys(verdicts as Raw).forEach((v, k) => map(['steps', verdictStep![0], 'decide', k], [...path, 'on_verdict', v]));
        }
        if (retryStep) {
          steps.push([retryStep[0], retryStep[1], path]);
          map(['steps', retryStep[0]], raw['on_failure'] !== undefined ? [...path, 'on_failure'] : path);
        }
        break;
      }
      case 'routing': {
        const nid = nidOf.get(i)!;
        steps.push([nid, routingDecision(item, nid, scopeAt(i), (t, p) => routeTo(t, i, p), byOrig, need, report, map), path]);
        map(['steps', nid], path);
        break;
      }
      case 'repeat': {
        const nid = nidOf.get(i)!;
        const step = repeatDecision(item, nid, nextAfter(i), scopeAt(i), byOrig, entryOf, report);
        steps.push([nid, step, path]);
        map(['steps', nid], path);
        map(['steps', nid, 'decide', 0], [...path, raw['condition'] !== undefined ? 'condition' : 'meta']);
        // A long repeat needs room in the repeated steps' visit limits too.
        const limit = step['max_visits'] as number;
        const from = firstTarget(item, byOrig);
        if (from !== undefined && limit > 10) {
          for (let j = from; j < i; j++) {
            const target = nidOf.get(j);
            const entry = steps.find(([id]) => id === target);
            if (entry && items[j]!.kind === 'action') entry[1]['max_visits'] = limit;
          }
        }
        break;
      }
    }
  }
  for (const build of prompts) build();

  for (const id of Object.keys(options.run)) {
    const j = byOrig.get(id);
    if (j === undefined || items[j]!.kind !== 'action') {
      report('AIOX_RUN_UNKNOWN_STEP', 'error', `the run map names '${id}', which is not an action step of this workflow`, `Map the id of an action step (${[...byOrig.entries()].filter(([, k]) => items[k]!.kind === 'action').map(([o]) => o).slice(0, 8).join(', ')}).`, base);
    }
  }

  const stepsObj: Record<string, Step> = {};
  for (const [id, step] of steps) stepsObj[id] = step;
  const native: Record<string, unknown> = {
    version: '4.0',
    name,
    ...(str(root['description']) !== undefined ? { description: str(root['description']) } : {}),
    state_path: `.stagegate/aiox/${name}/{{run_id}}/workflow_state.yaml`,
  };
  const entry = entryOf(0);
  if (entry !== 'DONE') native['entry'] = entry;
  const allDefaults = { ...inputs.defaults, ...defaults };
  if (inputs.required.length > 0 || inputs.optional.length > 0 || Object.keys(allDefaults).length > 0) {
    native['inputs'] = {
      ...(inputs.required.length > 0 ? { required: inputs.required } : {}),
      ...(inputs.optional.length > 0 ? { optional: inputs.optional } : {}),
      ...(Object.keys(allDefaults).length > 0 ? { defaults: allDefaults } : {}),
    };
    if (root['inputs'] !== undefined) map(['inputs'], [...base, 'inputs']);
  }
  native['steps'] = stepsObj;
  map(['steps'], [...base, 'sequence']);
  // The agent persona and task file each action step names: checked by the validator.
  const fileReferences: NonNullable<ImportedWorkflow['fileReferences']> = [];
  for (const item of items) {
    if (item.kind !== 'action') continue;
    const agent = str(item.raw['agent']);
    const uses = str(item.raw['uses']);
    if (agent !== undefined && /^[A-Za-z0-9_.:-]+$/.test(agent)) fileReferences.push({ path: agentPath(agent), what: `agent @${agent}`, sourcePath: [...item.path, 'agent'] });
    if (uses !== undefined) fileReferences.push({ path: taskPath(uses), what: `task file of uses: ${uses}`, sourcePath: [...item.path, 'uses'] });
  }
  return { format: 'aiox', data: native, sourcePaths, diagnostics, fileReferences };
}


function describe(item: AioxItem): string {
  const agent = str(item.raw['agent']);
  const action = str(item.raw['action']);
  return `aiox step ${item.id ?? `#${item.index + 1}`}${agent !== undefined ? ` (@${agent})` : ''}${action !== undefined ? `: ${action}` : ''}`;
}


function mapGuard(map: (n: YamlPath, s: YamlPath) => void, guard: string, item: AioxItem): void {
  map(['steps', guard], item.path);
  const key = item.raw['condition'] !== undefined ? 'condition' : 'skip_if';
  map(['steps', guard, 'decide'], [...item.path, key]);
  map(['steps', guard, 'decide', 0], [...item.path, key]);
}
