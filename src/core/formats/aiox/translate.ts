// aiox sequence -> native 4.0 steps. The sequence is a list read top to bottom with jumps
// (routing, repeat, on_verdict, next / on_success, on_failure); stagegate makes every jump an
// explicit transition:
//   action step     -> agent stage (inline prompt, result_contract aiox_step_output) routing
//                      completed -> its next (or the next item), failed -> a bounded retry
//                      decision -> on_failure;
//   condition/skip_if -> a decision in front of the step (names no one declared become inputs);
//   gate + on_verdict, on_complete outcomes -> a decision over steps.<id>.gate.verdict;
//   routing         -> a decision with one branch per route (thresholds from route names); a
//                      route that is a step of its own runs it;
//   system step     -> a decision over its condition_check;
//   meta: repeat    -> a decision that loops back while the condition holds, bounded;
//   meta: end, workflow_end -> DONE;   meta: guidance -> folded into the next step's prompt;
//   phase markers   -> the phase named in the prompts (an item with `agent` is a step, always);
//   parallel_group  -> one native parallel step whose branches are the group's steps.
import type { ImportedWorkflow, ImportOptions, YamlPath } from '../types.js';
import { pathKey } from '../types.js';
import { closest, didYouMean } from '../../model/did-you-mean.js';
import { IdAllocator, sanitiseName } from './ids.js';
import { ALIASES, controlEntryBody, isRecord, outputNames, readDoc, stepAlias, str, taskOf, type AioxItem, type Raw } from './model.js';
import type { ConditionScope, Scalar } from './conditions.js';
import { terminalWord, type RouteTarget } from './routes.js';
import { buildPrompt } from './prompt.js';
import { checkDocument, checkRequires, type Report } from './validator.js';
import { firstTarget, guardStep, outcomeMap, repeatDecision, routingDecision, systemDecision, verdictDecision, type Step } from './decisions.js';
import { DEFAULT_MAX_RETRIES, failurePolicy, timeoutMinutes, type FailurePolicy } from './step-policy.js';
import { readInputs, resourceData } from './inputs.js';
import { StepInputNames, inputBindings, stepInputs } from './step-inputs.js';
import { checkTextPlaceholders } from './placeholders.js';
import { checkedPaths, createsDecision, requiresDecision } from './files-check.js';
import { findGroups, type Group } from './groups.js';
import { completedDestination, Outcomes } from './outcomes.js';
import { agentFiles, coreOf, isCoreWorkflow, parseAgent, squadOf, taskRef, type AgentRef } from './agents.js';
import { askAgentStep, NO_AGENT } from './ask-agent.js';
import { unwrap, inputName } from './conditions.js';

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
  const squad = squadOf(file);
  // The install's core folder its personas and tasks are in (.aiox-core, or .aios-core before the
  // rebrand; a BMAD v4 expansion pack's own .<packId>).
  const core = coreOf(file, options.aioxCore, options.bmadPack);
  checkDocument(doc, report, core);
  // Several installs: each ships its own runner, which reads personas under its own folder; the
  // workspace does not say which one runs this (a core workflow is its own core's).
  if (options.aioxCores !== undefined && options.aioxCores.length > 1 && !isCoreWorkflow(file) && core !== options.bmadPack) {
    report('AIOX_CORE_AMBIGUOUS', 'warning', `the workspace holds ${options.aioxCores.length} aiox installs (${options.aioxCores.join(', ')}), each with its own runner and personas: this workflow's personas and tasks are read from ${core} (.aiox-core first, then .aios-core, then by name)`, `Remove the installs this project does not use, or move the workflow into the one it belongs to (<core>/development/workflows/; BMAD v4: .bmad-core/workflows/).`, base);
  }
  const config: Raw = isRecord(root['config']) ? root['config'] : {};
  const outcomes = new Outcomes(root, base);

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
  /** The `<id>_requires` decision of a step whose requires name workspace paths (files-check.ts). */
  const requiresOf = new Map<number, string>();
  const requiredPaths = new Map<number, string[]>();
  const createsOf = new Map<number, string>();
  /** The `<id>_agent` stage of a step whose agent is asked for ({specialist}: ask-agent.ts). */
  const askOf = new Map<number, string>();
  /** Steps whose condition names their own agent's input: the agent's answer decides it (ownAgentCondition). */
  const conditionByAgent = new Set<number>();
  const byOrig = new Map<string, number>();
  const byPhase = new Map<string, number>();
  const groupOf = new Map<number, Group>();
  const groups = findGroups(items, report);
  for (const item of items) {
    if (item.id !== undefined) {
      if (byOrig.has(item.id)) report('AIOX_DUPLICATE_ID', 'error', `step id '${item.id}' is used twice (first at sequence item ${byOrig.get(item.id)! + 1})`, 'Give every step its own id.', [...item.path, item.raw['id'] !== undefined ? 'id' : 'step']);
      else byOrig.set(item.id, item.index);
    }
    for (const alias of Array.isArray(item.raw[ALIASES]) ? (item.raw[ALIASES] as string[]) : []) if (!byOrig.has(alias)) byOrig.set(alias, item.index);
    // An item with both an `id` and a `step` (`step: score-sticky` beside `id: PHASE-1`: a squad's
    // wf-validate-anything) answers to both: its neighbours' next: and requires: name the step.
    // No aiox code reads next:, the orchestrating agent reads the file, where both name the item.
    const stepName = stepAlias(item, items);
    if (stepName !== undefined && !byOrig.has(stepName)) byOrig.set(stepName, item.index);
    // A state-machine dest names an item by its phase (squad-creator's workflows).
    const phase = item.kind === 'action' || item.kind === 'system' ? str(item.raw['phase']) : undefined;
    if (phase !== undefined && !/^\d+[a-z]?$/.test(phase) && !byPhase.has(phase)) byPhase.set(phase, item.index);
    // A phase of a phases: list is named by its name too (squads' `next: analise-tecnica` where the
    // phases have no id): no aiox code reads `next:`, the orchestrating agent reads the file, and
    // there the name is the phase's only name. Ids are looked up first, so a name never shadows one.
    const phaseName = doc.phasesAsSequence !== undefined && item.kind === 'action' ? str(item.raw['name']) : undefined;
    if (phaseName !== undefined && !byPhase.has(phaseName)) byPhase.set(phaseName, item.index);
    const group = groups.get(item.index);
    if (group !== undefined) {
      if (group.nid === '') group.nid = ids.take(group.name);
      groupOf.set(item.index, group);
    }
    if (item.kind === 'action' || item.kind === 'routing' || item.kind === 'repeat' || item.kind === 'system') {
      // No id: a named phase (squad-creator's phase: verify) names the step, else agent or action + position.
      const fallback = phase !== undefined && !/^\d+[a-z]?$/.test(phase) ? phase : item.kind === 'action' ? `${str(item.raw['agent'])?.replace(/^@/, '') ?? str(item.raw['action']) ?? 'step'}_${item.index + 1}` : `${item.kind}_${item.index + 1}`;
      const nid = ids.take(item.id ?? fallback);
      nidOf.set(item.index, nid);
      const agent = item.kind === 'action' ? parseAgent(item.raw['agent']) : undefined;
      if (item.kind === 'action' && group === undefined && ownAgentCondition(item.raw['condition'], agent)) conditionByAgent.add(item.index);
      const condition = item.raw['condition'] !== undefined && !conditionByAgent.has(item.index);
      if (item.kind === 'action' && group === undefined && (condition || item.raw['skip_if'] !== undefined)) guardOf.set(item.index, ids.take(`${nid}_when`));
      if (item.kind === 'action' && group === undefined) {
        const paths = checkedPaths(item.raw['requires'], (n) => byOrig.has(n) || items.some((o) => o.id === n));
        if (paths.length > 0) {
          requiredPaths.set(item.index, paths);
          requiresOf.set(item.index, ids.take(`${nid}_requires`));
        }
        if (agent?.kind === 'asked') askOf.set(item.index, ids.take(`${nid}_agent`));
      }
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
      if (it.kind === 'action') return groupOf.get(j)?.nid ?? guardOf.get(j) ?? requiresOf.get(j) ?? askOf.get(j) ?? nidOf.get(j)!;
      if (it.kind === 'routing' || it.kind === 'repeat' || it.kind === 'system') return nidOf.get(j)!;
    }
    return 'DONE';
  };
  const nextAfter = (i: number): string => entryOf(lastOf(i) + 1);
  const known = (orig: string): boolean => byOrig.has(orig) || byPhase.has(orig) || terminalWord(orig) !== undefined;
  /** Steps this translation adds to carry out aiox's routing (retries, verdicts, guards, the pause): not the user's stages. */
  const helpers = new Set<string>();
  /** The `<id>_requires` decisions, each to the step it guards (ImportedWorkflow.requiresChecks). */
  const requiresChecks: Record<string, string> = {};
  /** The `<id>_agent` stages, each to the step its answer none skips (ImportedWorkflow.skipStages). */
  const skipStages: NonNullable<ImportedWorkflow['skipStages']> = {};
  let pausedStep: string | undefined;
  /** The steps whose answer routes to workflow_paused (where known): the pause's hand-off names them. */
  const pausedFrom = new Set<string>();
  const paused = (from?: number): string => {
    pausedStep ??= ids.take('workflow_paused');
    helpers.add(pausedStep);
    const nid = from === undefined ? undefined : nidOf.get(from);
    if (nid !== undefined) pausedFrom.add(nid);
    return pausedStep;
  };
  /** The sequence item a YAML path lies in. */
  const itemAt = (path: YamlPath): number | undefined => items.find((it) => it.path.length <= path.length && it.path.every((s, k) => path[k] === s))?.index;
  /** "'x' is not a step id of this workflow. Did you mean step 'y'?" (a phase is a target too: say both, and which the near one is). */
  const notATarget = (orig: string): string => {
    const near = closest(orig, [...byOrig.keys(), ...byPhase.keys()]);
    const nearWords = near === undefined ? '' : `. Did you mean ${byOrig.has(near) ? 'step' : 'phase'} '${near}'?`;
    return `'${orig}' is not a step id${byPhase.size > 0 ? ' or phase name' : ''} of this workflow${nearWords}`;
  };
  const targetOf = (orig: string, path: YamlPath): string => {
    const index = byOrig.get(orig) ?? byPhase.get(orig);
    if (index !== undefined) return entryOf(index);
    const t = terminalWord(orig);
    if (t !== undefined) return t === 'PAUSED' ? paused(itemAt(path)) : t;
    const phases = byPhase.size > 0;
    report('AIOX_TARGET_UNKNOWN', 'error', notATarget(orig), `Name the id (or step) of a sequence item${phases ? ', a phase by its name' : ''}, or complete / halt.`, path);
    return 'BLOCKED';
  };

  // --- Condition scope: inputs, keys earlier steps report, the file's config; names nothing
  // answers become inputs of their own (declared below).
  const inputs = readInputs(root, base, report);
  const declared = new Set([...inputs.required, ...inputs.optional, ...Object.keys(inputs.defaults)]);
  const implicit = new Map<string, Scalar>();
  const dynamicAgents = new Set<string>();
  const needs = new Map<string, Map<string, string | undefined>>();
  const need = (nid: string, key: string, hint?: string) => {
    const keys = needs.get(nid) ?? new Map<string, string | undefined>();
    if (!keys.has(key) || hint !== undefined) keys.set(key, hint ?? keys.get(key));
    needs.set(nid, keys);
  };
  const actionBefore = (index: number): number | undefined => {
    for (let j = index - 1; j >= 0; j--) if (items[j]!.kind === 'action' && !groupOf.has(j)) return j;
    return undefined;
  };
  // What the steps' inputs maps bind ({source|user}, overrideComplexity: "{complexity|null}"):
  // a condition reads those names as the run binds them (step-inputs.ts inputBindings).
  const bindings = new Map(items.filter((it) => it.kind === 'action').map((it) => [it.index, inputBindings(it.raw)] as const));
  const mappedInputs = new Set([...bindings.values()].flatMap((b) => b.names));
  const scopeAt = (index: number, askStep?: string): ConditionScope => ({
    inputs: declared,
    ownInput: (key) => bindings.get(index)?.keys.get(key),
    stepInputs: mappedInputs,
    reporter: (key, fileLike) => {
      let nearest: string | undefined;
      for (let j = index - 1; j >= 0; j--) {
        const it = items[j]!;
        if (it.kind !== 'action' || groupOf.has(j)) continue;
        const outs = outputNames(it.raw['outputs']);
        if (outs.includes(key) || (fileLike === true && outs.some((o) => o.split(/[\s.]/)[0] === key))) return nidOf.get(j);
        nearest ??= nidOf.get(j);
      }
      // run-workflow-engine's routing reads a value "in recent step outputs": the step before.
      return fileLike !== true && (key === 'score' || key === 'verdict' || items[index]?.kind === 'routing') ? nearest : undefined;
    },
    step: (id) => {
      const j = byOrig.get(id);
      return j !== undefined && items[j]!.kind === 'action' && !groupOf.has(j) ? nidOf.get(j) : undefined;
    },
    need: (nid, key) => need(nid, key),
    config,
    input: (inputNameText, fallback) => {
      if (!declared.has(inputNameText) && !implicit.has(inputNameText)) implicit.set(inputNameText, fallback);
      return inputNameText;
    },
    askStep,
    answered: (key) => answeredBefore(index, key),
  });
  /** The stages that ask for a placeholder agent's input (`specialist`), in sequence order. */
  const askStagesFor = (input: string): Array<[number, string]> => {
    const found: Array<[number, string]> = [];
    for (const [j, askId] of askOf) {
      const agent = parseAgent(items[j]!.raw['agent']);
      if (agent.kind === 'asked' && agent.input === input) found.push([j, askId]);
    }
    return found.sort((a, b) => a[0] - b[0]);
  };
  /**
   * `specialist` in a condition of the step at `index`: the latest answer a question for it recorded
   * (`steps.<id>_agent.gate.answer`: the agent id the asked step ran with, or none), else the input
   * given up front. Undefined when no step asks for it. Latest by the run's order, not the sequence's:
   * each question records `seq`, the count of all its questions' visits so far (ask-agent.ts), so in a
   * loop the second pass's answer wins over one at a nearer earlier position. A question recorded
   * without `seq` (a run begun before session 49) is read as before: the nearest earlier one first.
   */
  const answeredBefore = (index: number, key: string): string | undefined => {
    const input = inputName(key);
    const stages = askStagesFor(input).map(([, s]) => s);
    if (stages.length === 0) return undefined;
    const latest = stages.length === 1 ? [`steps.${stages[0]}.gate.answer`] : stages.map((s) => `(${stages.filter((o) => o !== s).map((o) => `steps.${s}.gate.seq > steps.${o}.gate.seq`).join(' && ')} && steps.${s}.gate.answer)`);
    const earlier = stages.length === 1 ? [] : askStagesFor(input).filter(([j]) => j < index).reverse().map(([, s]) => `steps.${s}.gate.answer`);
    return `(${[...latest, ...earlier, `inputs.${input}`].join(' || ')})`;
  };

  // A step's own inputs map: stage inputs, and the workflow inputs its placeholders name (step-inputs.ts).
  const stepInputNames = new StepInputNames();
  const stepInputScope = (item: AioxItem, self: string): Parameters<typeof stepInputs>[2] => ({
    config,
    declared,
    // A parallel_group's branch is not a step of any scope: its pass is the group's visit (the
    // group is entered once per pass), so {currentIteration} counts the group's visits.
    self: groupOf.get(item.index)?.nid ?? self,
    stepBefore: (orig) => {
      const j = byOrig.get(orig);
      if (j === undefined || items[j]!.kind !== 'action') return { why: `'${orig}' is not an action step of this workflow` };
      if (j >= item.index) return { why: `step ${orig} comes later in the sequence` };
      if (groupOf.has(j)) return { why: `step ${orig} is a branch of parallel_group ${groupOf.get(j)!.name}` };
      if (guardOf.has(j) || items[j]!.raw['optional'] === true) return { why: `step ${orig} may be skipped (its condition or optional: true)` };
      return { nid: nidOf.get(j)! };
    },
    reporterBefore: (name) => {
      for (let j = item.index - 1; j >= 0; j--) {
        const it = items[j]!;
        if (it.kind === 'action' && !groupOf.has(j) && !guardOf.has(j) && it.raw['optional'] !== true && outputNames(it.raw['outputs']).includes(name)) return nidOf.get(j);
      }
      return undefined;
    },
    need: (nid, key, hint) => need(nid, key, hint),
  });

  const requires = checkRequires(items, report);
  const dataFiles = resourceData(root);
  const steps: Array<[string, Step, YamlPath]> = [];
  const prompts: Array<() => void> = [];
  const defaults: Record<string, string> = {};
  /** The inputs elicit steps ask for (optional, no default: a step stops for its answer). */
  const asked: string[] = [];
  /** The inputs that name a placeholder agent ({specialist}): its persona file's name, so typed name (no '/', no '..'). */
  const agentNames = new Set<string>();
  let guidance: string[] = [];
  // Own keys only: an id like 'constructor' must not find Object.prototype's member.
  const runFor = (item: AioxItem): string | undefined => (item.id !== undefined && Object.hasOwn(options.run, item.id) && typeof options.run[item.id] === 'string' ? options.run[item.id] : undefined);

  /** The body of an action step: prompt (or run: command), contract, retries, timeout. */
  const body = (item: AioxItem, nid: string, fail: FailurePolicy, ownGuidance: string[], verdicts: string[] | undefined, askStep?: string): Step => {
    const step: Step = { description: describe(item) };
    const agent = parseAgent(item.raw['agent']);
    if (agent.kind === 'dynamic') dynamicAgents.add(agent.input);
    // agent: "{specialist}" — aiox's engine asks the user to choose the agent (run-workflow-engine.md,
    // "Agent file not found"). Here the run asks, in the stage in front of the step (ask-agent.ts);
    // the input of that name, optional, answers every such step up front.
    const asks: string[] = [];
    if (agent.kind === 'asked') {
      if (!asked.includes(agent.input)) asked.push(agent.input);
      agentNames.add(agent.input);
    }
    const command = runFor(item);
    const own = stepInputs(item.raw, item.id ?? nid, stepInputScope(item, nid), stepInputNames);
    if (own !== undefined) {
      step['inputs'] = own;
      map(['steps', nid, 'inputs'], [...item.path, 'inputs']);
    }
    if (command !== undefined) step['run'] = command;
    else {
      step['inline_instruction'] = '';
      prompts.push(() => {
        step['inline_instruction'] = buildPrompt({
          workflowName: wfName ?? name,
          workflowId: wfId ?? name,
          file,
          squad,
          core,
          stepId: item.id ?? nid,
          phase: item.phase,
          ...(doc.phasesAsSequence !== undefined ? { entry: item.path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('').slice(1) } : {}),
          raw: item.raw,
          requires: requires.get(item.index) ?? [],
          data: dataFiles,
          guidance: ownGuidance,
          userInputPlaceholder: item.raw['elicit'] === true ? `${nid}_user_input` : undefined,
          reportKeys: needs.get(nid) ?? new Map(),
          verdicts,
          ...(own !== undefined ? { ownInputs: Object.keys(own) } : {}),
          ...(askStep !== undefined ? { askStep } : {}),
        });
      });
    }
    // elicit: true — run-workflow-engine's Elicitation Handler asks the user before the step runs.
    // Here the answer is an optional input the step asks for: a run that reaches the step without
    // it stops there (WORKFLOW_INPUT_REQUIRED, resumable) with the command that gives it.
    if (item.raw['elicit'] === true) {
      asked.push(`${nid}_user_input`);
      asks.push(`${nid}_user_input`);
    }
    if (asks.length > 0) {
      step['asks'] = asks;
      map(['steps', nid, 'asks'], [...item.path, 'elicit']);
    }
    step['result_contract'] = 'aiox_step_output';
    if (fail.retries > 0) step['retry'] = { max_attempts: fail.retries + 1 };
    const minutes = timeoutMinutes(item, config, report);
    if (minutes !== undefined) step['timeout_minutes'] = minutes;
    return step;
  };
  /** The stage that asks which agent runs a step ({specialist}): AGENT_CHOSEN -> the step, NO_AGENT -> where a skip goes. */
  const askStep = (askId: string, item: AioxItem, agent: Extract<AgentRef, { kind: 'asked' }>, stepNid: string, none: string): Step => {
    helpers.add(askId);
    skipStages[askId] = { step: stepNid, status: NO_AGENT };
    const siblings = askStagesFor(agent.input).map(([, s]) => s);
    return askAgentStep(askId, { questions: siblings.includes(askId) ? siblings : [...siblings, askId], stepId: item.id ?? stepNid, action: str(item.raw['action']) ?? taskOf(item.raw) ?? str(item.raw['description']), placeholder: agent.text, input: agent.input, prefix: agent.prefix, suffix: agent.suffix, squad, core, workflowName: name, chosen: stepNid, none });
  };
  const mapStep = (nid: string, item: AioxItem, extra: Record<string, YamlPath> = {}) => {
    map(['steps', nid], item.path);
    for (const [key, path] of Object.entries(extra)) map(['steps', nid, key], path);
  };
  /** A failed step_output re-runs the step at most `retries` times, then follows on_failure. */
  const retryDecision = (item: AioxItem, nid: string, fail: FailurePolicy): [string, Step] => {
    const rid = ids.take(`${nid}_retry`);
    helpers.add(rid);
    return [rid, { description: `retry aiox step '${item.id ?? nid}' after step_output status failed (at most ${fail.retries} retries)`, decide: [{ if: `visits.${rid} <= ${fail.retries}`, to: nid }, { else: fail.target }], max_visits: fail.retries + 1 }];
  };
  /** The items whose `next:` names no item, told once (completedOf runs more than once per item). */
  const looseTold = new Set<number>();
  // A `next:` LIST fans out (design-ops' `next: [org-route-system-preview, org-route-system-kits]`,
  // each listed step going on to the same join by its own next:). aiox's walk runs every item in
  // sequence order; following each listed step's own next: would skip the others. The listed steps
  // run one after another in SEQUENCE order, as that walk runs them whatever order the list names
  // them in (workflow-orchestrator.js `_groupPhases` reads no `next:`): each but the last goes on
  // to the next of them in the sequence, the last where its own next: says. Only when every name is
  // an item outside a parallel_group.
  const fanOut = new Map<number, number>();
  const fanStart = new Map<number, number>();
  for (const item of items) {
    const list = item.raw['next'];
    if (!Array.isArray(list) || list.length < 2) continue;
    const listed = list.map((n) => (typeof n === 'string' ? byOrig.get(n) ?? byPhase.get(n) : undefined));
    if (listed.some((i) => i === undefined || groupOf.has(i) || i === item.index) || new Set(listed).size !== listed.length) continue;
    const order = (listed as number[]).sort((a, b) => a - b);
    fanStart.set(item.index, order[0]!);
    for (let k = 0; k + 1 < order.length; k++) if (!fanOut.has(order[k]!)) fanOut.set(order[k]!, order[k + 1]!);
  }
  const completedOf = (item: AioxItem): string => {
    const fanned = fanOut.get(item.index) ?? fanStart.get(item.index);
    if (fanned !== undefined) return entryOf(fanned);
    const dest = completedDestination(item, outcomes, (n) => byOrig.has(n) || byPhase.has(n));
    if ('next' in dest) return nextAfter(item.index);
    if ('terminal' in dest) return dest.terminal === 'PAUSED' ? paused(item.index) : dest.terminal;
    if (dest.loose && !known(dest.step)) {
      // No aiox runner reads an item's next: (workflow-orchestrator.js walks the sequence in order,
      // skipping the workflow_end marker; run-workflow-engine's Sequence Advancer sets index + 1):
      // a name no item has goes on to the next item there, and here.
      const to = nextAfter(item.index);
      if (!looseTold.has(item.index)) {
        looseTold.add(item.index);
        const where = to === 'DONE' ? 'the end of the workflow: the run completes' : `the next item, step ${to}`;
        const what = notATarget(dest.step);
        report('AIOX_NEXT_UNKNOWN', 'warning', `next: ${what}${what.endsWith('?') ? '' : '.'} No aiox runner reads next: (workflow-orchestrator.js and run-workflow-engine walk the sequence in order), so the run goes on to ${where}`, `Name the id (or step) of a sequence item${byPhase.size > 0 ? ', a phase by its name' : ''}, or end the run with next: complete (or workflow_end, halt).`, dest.path);
      }
      return to;
    }
    return targetOf(dest.step, dest.path);
  };

  /** A route that is a step of its own (brownfield-fullstack's single_story: {agent: pm, uses: …}). */
  const inlineStep = (routing: AioxItem, routeName: string, raw: Raw, path: YamlPath): string => {
    const nid = ids.take(`${nidOf.get(routing.index)!}_${routeName}`);
    const item: AioxItem = { index: routing.index, path, raw, kind: 'action', id: `${routing.id ?? nid}.${routeName}`, phase: routing.phase };
    const fail: FailurePolicy = { target: 'BLOCKED', retries: globalRetries, processTarget: undefined };
    const agent = parseAgent(raw['agent']);
    const askId = agent.kind === 'asked' ? ids.take(`${nid}_agent`) : undefined;
    const step = body(item, nid, fail, [], undefined, askId);
    let failed = 'BLOCKED';
    if (fail.retries > 0) {
      const [rid, retry] = retryDecision(item, nid, fail);
      steps.push([rid, retry, path]);
      map(['steps', rid], path);
      failed = rid;
    }
    step['statuses'] = { completed: 'DONE', failed };
    if (askId !== undefined && agent.kind === 'asked') {
      steps.push([askId, askStep(askId, item, agent, nid, 'DONE'), path]);
      map(['steps', askId], [...path, 'agent']);
    }
    steps.push([nid, step, path]);
    map(['steps', nid], path);
    addFileReferences(item, nid);
    return askId ?? nid;
  };
  const routeTo = (t: RouteTarget, from: AioxItem, p: YamlPath): string => {
    if (t.inline !== undefined) return inlineStep(from, String(p[p.length - 1]), t.inline, p);
    if (t.terminal !== undefined) return t.terminal === 'PAUSED' ? paused(from.index) : t.terminal;
    return t.step !== undefined ? targetOf(t.step, p) : nextAfter(from.index);
  };

  // The agent persona and task file each action step names: checked by the validator.
  const fileReferences: NonNullable<ImportedWorkflow['fileReferences']> = [];
  const addFileReferences = (item: AioxItem, step: string | undefined): void => {
    const agent = parseAgent(item.raw['agent']);
    if (item.raw['agent'] !== undefined && agent.kind === 'file') {
      for (const n of agent.names) {
        const [first, ...rest] = agentFiles(n, agent.scope, squad, core);
        fileReferences.push({ path: first!, ...(rest.length > 0 ? { alternatives: rest } : {}), what: `agent @${n}`, sourcePath: [...item.path, 'agent'], ...(step !== undefined ? { step } : {}) });
      }
    }
    const task = taskOf(item.raw);
    const ref = task === undefined ? undefined : taskRef(task, squad, core);
    if (ref !== undefined) {
      const [first, ...rest] = ref.files;
      fileReferences.push({ path: first!, ...(rest.length > 0 ? { alternatives: rest } : {}), what: `${ref.kind} file of ${item.raw['uses'] !== undefined ? 'uses' : 'task'}: ${task}`, sourcePath: [...item.path, item.raw['uses'] !== undefined ? 'uses' : 'task'], ...(step !== undefined ? { step } : {}) });
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
        // The older spelling may hold its text one level down, under the entry's name.
        const own = Object.keys(raw).map((k) => controlEntryBody(raw, k)).find((b) => b !== undefined) ?? raw;
        const text = str(own['notes']) ?? str(own['description']) ?? str(own['message']) ?? str(own['action']) ?? str(own['guidance']);
        if (text !== undefined) guidance.push(text);
        break;
      }
      case 'action': {
        addFileReferences(item, nidOf.get(i));
        const nid = nidOf.get(i)!;
        const group = groupOf.get(i);
        const ownGuidance = guidance;
        guidance = [];
        const next = nextAfter(i);
        const fail = failurePolicy(item, { globalRetries, next, targetOf, isStep: (o) => byOrig.has(o) || byPhase.has(o), outcomes, config, report });
        if (group !== undefined) {
          const branch = body(item, nid, { ...fail, processTarget: undefined }, ownGuidance, undefined);
          branch['statuses'] = { completed: 'DONE', failed: 'BLOCKED' };
          if (group.members[0] === i) {
            const last = group.members[group.members.length - 1]!;
            // The files its branches create, checked once all have run (files-check.ts).
            const created = group.members.flatMap((m) => checkedPaths(items[m]!.raw['creates'], () => false)).filter((p, k, a) => a.indexOf(p) === k);
            let joined = nextAfter(last);
            if (created.length > 0) {
              const cid = ids.take(`${group.nid}_creates`);
              steps.push([cid, createsDecision(`parallel_group '${group.name}'`, created, joined), path]);
              helpers.add(cid);
              map(['steps', cid], [...path, 'creates']);
              joined = cid;
            }
            steps.push([group.nid, { description: `aiox parallel_group '${group.name}'`, parallel: { max_concurrency: group.members.length, join: 'all', branches: {} }, statuses: { PARALLEL_COMPLETE: joined, PARALLEL_FAILED: 'BLOCKED' } }, path]);
            map(['steps', group.nid], [...path, 'parallel_group']);
          }
          const groupStep = steps.find(([id]) => id === group.nid)![1];
          ((groupStep['parallel'] as Step)['branches'] as Step)[nid] = branch;
          map(['steps', group.nid, 'parallel', 'branches', nid], path);
          break;
        }
        const guard = guardOf.get(i);
        const requiresGuard = requiresOf.get(i);
        const askId = askOf.get(i);
        // Skipped: on_skip, else where the step itself would have gone (workflow-executor.js: on_skip || on_success).
        const onSkip = str(raw['on_skip']);
        const skipTo = guard === undefined && requiresGuard === undefined && askId === undefined ? 'DONE' : onSkip !== undefined ? targetOf(onSkip, [...path, 'on_skip']) : completedOf(item);
        if (guard !== undefined) {
          // The condition first, then the required files (workflow-orchestrator.js _executeSinglePhase),
          // then the question which agent runs it. A condition the agent's answer decides is not read here.
          const guarded = conditionByAgent.has(i) ? { ...item, raw: Object.fromEntries(Object.entries(raw).filter(([k]) => k !== 'condition')) } : item;
          steps.push([guard, guardStep(guarded, requiresGuard ?? askId ?? nid, skipTo, scopeAt(i), report), path]);
          helpers.add(guard);
          mapGuard(map, guard, item);
        }
        if (requiresGuard !== undefined) {
          steps.push([requiresGuard, requiresDecision(item.id ?? nid, requiredPaths.get(i)!, askId ?? nid, skipTo), path]);
          helpers.add(requiresGuard);
          requiresChecks[requiresGuard] = nid;
          map(['steps', requiresGuard], [...path, 'requires']);
        }
        const agent = parseAgent(raw['agent']);
        if (askId !== undefined && agent.kind === 'asked') {
          steps.push([askId, askStep(askId, item, agent, nid, skipTo), path]);
          map(['steps', askId], [...path, 'agent']);
          if (conditionByAgent.has(i)) map(['steps', askId, 'statuses', 'NO_AGENT'], [...path, 'condition']);
        }
        const verdicts = outcomeMap(raw);
        const step = body(item, nid, fail, ownGuidance, verdicts !== undefined ? Object.keys(verdicts.map) : undefined, askId);
        let completed = completedOf(item);
        let verdictStep: [string, Step] | undefined;
        if (verdicts !== undefined) {
          const vid = ids.take(`${nid}_verdict`);
          helpers.add(vid);
          verdictStep = [vid, verdictDecision(item, nid, verdicts, (t, p) => routeTo(t, item, p), known, report)];
          completed = vid;
          need(nid, 'verdict', `one of ${Object.keys(verdicts.map).join(', ')}`);
        } else if (raw['gate'] === true) {
          report('AIOX_GATE_WITHOUT_VERDICTS', 'warning', `gate step '${item.id ?? nid}' has no on_verdict: its verdict routes nowhere, the step simply continues`, 'Add on_verdict: {APPROVED: {next: <step>}, NEEDS_REVISION: {next: <step>, max_iterations: 3}}.', [...path, 'gate']);
        }
        // The files it creates, checked when it completed (files-check.ts).
        const created = checkedPaths(raw['creates'], () => false);
        let createsStep: [string, Step] | undefined;
        if (created.length > 0) {
          const cid = ids.take(`${nid}_creates`);
          helpers.add(cid);
          createsOf.set(i, cid);
          createsStep = [cid, createsDecision(`step '${item.id ?? nid}'`, created, completed)];
          completed = cid;
        }
        let failed = fail.target;
        let retryStep: [string, Step] | undefined;
        if (fail.perVisit === true) {
          // An error handler: `failed` fails the attempt, retried within this run of the step
          // (retry.max_attempts), then the run stops at it, resumable: aiox escalates to a person.
          failed = 'BLOCKED';
          step['failure_statuses'] = ['failed'];
        } else if (fail.retries > 0) {
          retryStep = retryDecision(item, nid, fail);
          failed = retryStep[0];
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
          steps.push([verdictStep[0], verdictStep[1], [...path, verdicts!.key]]);
          map(['steps', verdictStep[0]], [...path, verdicts!.key]);
          Object.keys(verdicts!.map).forEach((v, k) => map(['steps', verdictStep![0], 'decide', k], [...path, verdicts!.key, v]));
        }
        if (createsStep) {
          steps.push([createsStep[0], createsStep[1], [...path, 'creates']]);
          map(['steps', createsStep[0]], [...path, 'creates']);
        }
        if (retryStep) {
          steps.push([retryStep[0], retryStep[1], path]);
          map(['steps', retryStep[0]], raw['on_failure'] !== undefined ? [...path, 'on_failure'] : path);
        }
        break;
      }
      case 'system': {
        const nid = nidOf.get(i)!;
        steps.push([nid, systemDecision(item, nid, nextAfter(i), scopeAt(i), targetOf, report), path]);
        map(['steps', nid], path);
        (raw['condition_check'] as unknown[]).forEach((_, k) => map(['steps', nid, 'decide', k], [...path, 'condition_check', k]));
        break;
      }
      case 'routing': {
        const nid = nidOf.get(i)!;
        steps.push([nid, routingDecision(item, nid, scopeAt(i), (t, p) => routeTo(t, item, p), byOrig, need, report, map), path]);
        map(['steps', nid], path);
        break;
      }
      case 'repeat': {
        const nid = nidOf.get(i)!;
        const before = actionBefore(i);
        const step = repeatDecision(item, nid, nextAfter(i), scopeAt(i, before !== undefined ? nidOf.get(before) : undefined), byOrig, entryOf, report);
        steps.push([nid, step, path]);
        map(['steps', nid], path);
        map(['steps', nid, 'decide', 0], [...path, raw['condition'] !== undefined ? 'condition' : 'meta']);
        // A long repeat needs room in the repeated steps' visit limits too.
        const limit = step['max_visits'] as number;
        const from = firstTarget(item, byOrig);
        if (from !== undefined && limit > 10) {
          for (let j = from; j < i; j++) {
            // The step and the files checks around it (visited once per pass each).
            for (const target of [nidOf.get(j), requiresOf.get(j), askOf.get(j), createsOf.get(j)]) {
              const entry = steps.find(([id]) => id === target);
              if (target !== undefined && entry && items[j]!.kind === 'action') entry[1]['max_visits'] = limit;
            }
          }
        }
        break;
      }
    }
  }
  for (const build of prompts) build();
  if (pausedStep !== undefined) {
    // workflow-executor.js saves its state before it follows the answer, so its next run (autoResume)
    // takes up at the step that paused, asking again: here, --rerun-from that step does that.
    const from = [...pausedFrom];
    const at = from.length === 1 ? ` at step ${from[0]!}` : '';
    const goOn = from.length === 1 ? `run this run again with --rerun-from ${from[0]!}` : `run this run again with --rerun-from <the step that paused${from.length > 1 ? `: ${from.join(' or ')}` : ''}>`;
    const instruction = `The aiox workflow ${wfId ?? name} paused${at} (workflow_paused): aiox saves its state and stops, and its next run takes up at that step again. To go on from there, keeping the verdicts before it, ${goOn}; or start a fresh run.`;
    steps.push([pausedStep, { description: 'aiox workflow_paused: the run pauses here', instruction, terminal_status: 'WORKFLOW_PAUSED' }, base]);
    map(['steps', pausedStep], base);
  }

  for (const id of Object.keys(options.run)) {
    const j = byOrig.get(id);
    if (j === undefined || items[j]!.kind !== 'action') {
      const actions = [...byOrig.entries()].filter(([, k]) => items[k]!.kind === 'action').map(([o]) => o);
      diagnostics.push({ code: 'AIOX_RUN_UNKNOWN_STEP', severity: 'error', message: `the run map names '${id}', which is not an action step of this workflow.${didYouMean(id, actions)}`, hint: `Map the id of an action step (${actions.slice(0, 8).join(', ')}).`, path: ['run', id], runMap: true });
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
  // Condition names nothing else answers, and the file's config values, are optional inputs
  // with their defaults; a dynamic agent (${story.executor}) is a required one.
  const allDefaults: Record<string, Scalar> = { ...inputs.defaults, ...defaults };
  // An asked name a dynamic agent takes too (${specialist}: required) is that one input.
  const optional = [...inputs.optional, ...asked.filter((n) => !declared.has(n) && !dynamicAgents.has(n))];
  // A condition elsewhere naming an agent's input reads that input as given: one input, no default
  // of its own (a default true would be the agent's name: the step would run as an agent named true).
  for (const [n, v] of implicit) {
    if (dynamicAgents.has(n) || asked.includes(n)) continue;
    optional.push(n);
    allDefaults[n] = v;
  }
  const required = [...inputs.required, ...[...dynamicAgents].filter((d) => !declared.has(d))];
  // The names steps' inputs maps use: required, optional or a default (a default replaces the
  // fallback a condition gave the same name; a required one is required whatever a condition says).
  for (const n of stepInputNames.names()) {
    if (declared.has(n)) continue;
    const kind = stepInputNames.kind(n);
    if ('default' in kind) {
      allDefaults[n] = kind.default;
      if (required.includes(n)) required.splice(required.indexOf(n), 1);
    } else if ('required' in kind) {
      if (optional.includes(n)) optional.splice(optional.indexOf(n), 1);
      delete allDefaults[n];
      if (!required.includes(n)) required.push(n);
    } else if (!optional.includes(n) && !required.includes(n)) optional.push(n);
  }
  // {name} in a step's prompt text that is none of them, nor a form aiox fills (placeholders.ts).
  checkTextPlaceholders(items, new Set([...declared, ...required, ...optional, ...Object.keys(allDefaults)]), report);
  if (required.length > 0 || optional.length > 0 || Object.keys(allDefaults).length > 0) {
    native['inputs'] = {
      ...(required.length > 0 ? { required } : {}),
      ...(optional.length > 0 ? { optional } : {}),
      ...(Object.keys(allDefaults).length > 0 ? { defaults: allDefaults } : {}),
      // An agent's id is a name, never a path out: the prompt tells the agent to read its persona
      // file (a dynamic agent's: agents/<value>.md), and an asked agent's answer names one.
      ...(agentNames.size + dynamicAgents.size > 0 ? { types: Object.fromEntries([...agentNames, ...dynamicAgents].map((n) => [n, 'name'])) } : {}),
    };
    if (root['inputs'] !== undefined) map(['inputs'], [...base, 'inputs']);
  }
  // A required input is always given: a step naming it as {name} asks for nothing (asks take optional inputs).
  for (const [, step] of steps) {
    const asks = step['asks'] as string[] | undefined;
    if (asks === undefined) continue;
    const left = asks.filter((n) => !required.includes(n));
    if (left.length > 0) step['asks'] = left;
    else delete step['asks'];
  }
  native['steps'] = stepsObj;
  map(['steps'], [...base, 'sequence']);
  return { format: 'aiox', data: native, sourcePaths, diagnostics, fileReferences, helperSteps: [...helpers], requiresChecks, skipStages };
}

/**
 * A step's condition that is only its own agent's input (`agent: "{specialist}"` with `condition:
 * specialist`, `{specialist}` or `${specialist}`; `agent: ${story.executor}` with `condition:
 * story.executor`): the agent's answer decides it, no true/false input of its own. An asked agent's
 * question answers it (none skips the step); a dynamic agent's input is required, so it holds.
 */
function ownAgentCondition(condition: unknown, agent: AgentRef | undefined): boolean {
  if (typeof condition !== 'string' || agent === undefined || (agent.kind !== 'asked' && agent.kind !== 'dynamic')) return false;
  const name = unwrap(condition);
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) && inputName(name) === agent.input;
}

function describe(item: AioxItem): string {
  const agent = str(item.raw['agent']);
  const action = str(item.raw['action']);
  return `aiox step ${item.id ?? `#${item.index + 1}`}${agent !== undefined ? ` (${agent.startsWith('@') ? agent : `@${agent}`})` : ''}${action !== undefined ? `: ${action}` : ''}`;
}

function mapGuard(map: (n: YamlPath, s: YamlPath) => void, guard: string, item: AioxItem): void {
  map(['steps', guard], item.path);
  const key = item.raw['condition'] !== undefined ? 'condition' : 'skip_if';
  map(['steps', guard, 'decide'], [...item.path, key]);
  map(['steps', guard, 'decide', 0], [...item.path, key]);
}
