// aiox's own validator rules (workflow-validator.js), with its severities: id and name present
// and a non-empty sequence (errors); agent references that can name a file and steps whose
// `requires` an earlier step satisfies (warnings, as aiox's); no circular requires (an error);
// a light sanity check of the Mermaid flow_diagram (a warning). Agent and task files themselves
// are checked by the native rule imported-files (the core reads them, the agent uses them).
import type { YamlPath } from '../types.js';
import { closest } from '../../model/did-you-mean.js';
import { isRecord, list, stepAlias, str, type AioxDoc, type AioxItem } from './model.js';
import { coreHome, DEFAULT_CORE, parseAgent } from './agents.js';
import { checkStepKeys } from './step-keys.js';

export type Report = (code: string, severity: 'error' | 'warning', message: string, hint: string, path: YamlPath) => unknown;

/** `, each run by executor:` — or `, 1 of them`: the message counts only the phases that do. */
function executorsSaid(phases: number, executors: number | undefined): string {
  if (executors === undefined) return '';
  return `, ${executors === phases ? 'each' : `${executors} of them`} run by executor:, a key no aiox runner reads`;
}

/** A value quoted on one line: a diagnostic is one line, whatever the YAML held. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}

export function checkDocument(doc: AioxDoc, report: Report, core: string = DEFAULT_CORE): void {
  const { root, base, items } = doc;
  if (str(root['id']) === undefined) report('AIOX_ID_MISSING', 'error', 'the aiox workflow has no id', 'Add id: <kebab-case-id> (aiox resolves workflows by it).', base);
  if (str(root['name']) === undefined) {
    // apex's wf-component-refactor names itself under title:, which no aiox code reads.
    const other = ['title', 'workflow_name'].find((k) => str(root[k]) !== undefined);
    const said = other === undefined ? '' : ` (it has ${other}: '${oneLine(str(root[other])!)}', which aiox does not read: workflow-validator.js requires workflow.name)`;
    report('AIOX_NAME_MISSING', 'error', `the aiox workflow has no name${said}`, other === undefined ? 'Add name: <human-readable name>.' : `Rename ${other}: to name:.`, base);
  }
  if (doc.legacySteps) {
    report('AIOX_SEQUENCE_EMPTY', 'error', 'the file lists its work under steps:, which no aiox runner reads: aiox runs workflow.sequence (workflow-validator.js: "Missing or empty workflow execution array")', 'Move the steps under workflow: {id, name, sequence: [...]}.', ['steps']);
  } else if (doc.phasesAsSequence !== undefined) {
    const n = doc.phasesAsSequence.count;
    report(
      'AIOX_PHASES_AS_SEQUENCE',
      'warning',
      `the aiox workflow has no sequence: its phases: list (${n} phase${n === 1 ? '' : 's'}) is read as the sequence, one step per phase by its agent, top to bottom (next: jumps as in a sequence), as workflow-validator.js _getPhaseSequence reads it: a compatibility fallback aiox's validator accepts with a warning ("Workflow uses workflow.phases without workflow.sequence"); aiox's own runners walk only a sequence`,
      'Write the phases as workflow.sequence: [{id, agent, action}, ...] (the canonical form).',
      doc.phasesAsSequence.path,
    );
  } else if (!items.some((i) => i.kind === 'action' || i.kind === 'system' || i.kind === 'routing')) {
    if (doc.phaseList?.topLevel === true) {
      const n = doc.phaseList.count;
      report(
        'AIOX_SEQUENCE_EMPTY',
        'error',
        `the aiox workflow has no sequence: its work is a top-level phases: mapping (${n} phase${n === 1 ? '' : 's'}), which no aiox runner runs (workflow-executor.js runs the phases mapping under workflow:, workflow-orchestrator.js walks workflow.sequence, workflow-validator.js needs a sequence or a phases list)`,
        'Write the work as workflow.sequence: [{id, agent, action}, ...], or move the phases (each with its agent and task) under workflow: {id, name, phases: {...}}; else keep the file as notes for a model to read.',
        doc.phaseList.path,
      );
    } else if (doc.phaseList?.beside === true) {
      const n = doc.phaseList.count;
      report(
        'AIOX_SEQUENCE_EMPTY',
        'error',
        `the aiox workflow has no sequence: its work is a phases: mapping beside workflow: (${n} phase${n === 1 ? '' : 's'}${executorsSaid(n, doc.phaseList.executors)}), which no aiox runner runs (workflow-executor.js runs only workflow.phases, each phase by its agent:; workflow-validator.js needs a sequence or a phases list)`,
        `Write the work as workflow.sequence: [{id, agent, action}, ...], or move the phases under workflow:${doc.phaseList.executors !== undefined ? ' (agent: for executor:)' : ''}; else keep the file as notes for a model to read.`,
        doc.phaseList.path,
      );
    } else if (doc.phaseList?.mapping === true) {
      const n = doc.phaseList.count;
      report(
        'AIOX_SEQUENCE_EMPTY',
        'error',
        `the aiox workflow has no sequence: its work is a phases: mapping (${n} phase${n === 1 ? '' : 's'}) in which no phase names an agent or a task, which no aiox runner runs (workflow-orchestrator.js walks workflow.sequence, workflow-executor.js runs a phases mapping phase by phase, each by its agent)`,
        'Write the work as workflow.sequence: [{id, agent, action}, ...], or give each phase its agent (and task); else keep the file as notes for a model to read.',
        doc.phaseList.path,
      );
    } else if (doc.phaseList !== undefined && doc.phaseList.count > 0) {
      const n = doc.phaseList.count;
      report(
        'AIOX_SEQUENCE_EMPTY',
        'error',
        `the aiox workflow has no sequence: its work is a phases: list (${n} phase${n === 1 ? '' : 's'}), which no aiox runner runs (workflow-orchestrator.js walks workflow.sequence, workflow-executor.js a phases mapping keyed by phase id; workflow-validator.js accepts the list only as "compatibility" metadata, with a warning)`,
        'Write the work as workflow.sequence: [{id, agent, action}, ...] (a phase with one agent is one step), or keep the file as notes for a model to read.',
        doc.phaseList.path,
      );
    } else if (doc.stepsList !== undefined && root['sequence'] === undefined) {
      const n = doc.stepsList.count;
      const where = doc.stepsList.path.length === 1 && doc.base.length > 0 ? 'a top-level steps: list beside workflow:' : 'a steps: list';
      report(
        'AIOX_SEQUENCE_EMPTY',
        'error',
        `the aiox workflow has no sequence: its work is ${where} (${n} step${n === 1 ? '' : 's'}), which aiox does not read: its runners walk workflow.sequence (workflow-validator.js: "Missing or empty workflow execution array"), so nothing would run`,
        'Move the steps under workflow: as sequence: [{id, agent, action}, ...] (each step keeps its id and agent).',
        doc.stepsList.path,
      );
    } else if (root['sequence'] === undefined && namedSequences(root).length > 0) {
      // BMAD v4's game packs: full_game_sequence, prototype_sequence, game_jam_sequence — variants
      // its orchestrator (a model) offers a person; no aiox code reads a list under another name.
      const named = namedSequences(root);
      const said = named.map(([k, n]) => `${k} (${n} item${n === 1 ? '' : 's'})`).join(', ');
      report(
        'AIOX_SEQUENCE_EMPTY',
        'error',
        `the aiox workflow has no sequence: its work is in ${said}, ${named.length === 1 ? 'a list' : 'lists'} under another name, which no aiox runner reads (workflow-orchestrator.js walks workflow.sequence; workflow-validator.js: "Missing or empty workflow execution array")`,
        `Rename the list to run to sequence:${named.length > 1 ? ' (one workflow file per variant, each with its own sequence:)' : ''}.`,
        [...base, named[0]![0]],
      );
    } else {
      report('AIOX_SEQUENCE_EMPTY', 'error', 'the aiox workflow has no sequence items that do anything: there is nothing to run', 'Add sequence: [{id, agent, action}, ...].', root['sequence'] !== undefined ? [...base, 'sequence'] : base);
    }
  }
  for (const item of items) {
    if (item.kind === 'unknown' && doc.phasesAsSequence !== undefined) {
      report('AIOX_PHASE_NOT_A_STEP', 'error', phaseNotAStep(item), phaseFix(item), item.path);
    } else if (item.kind === 'unknown') {
      const meta = str(item.raw['meta']);
      report(
        'AIOX_ITEM_UNKNOWN',
        'error',
        meta !== undefined
          ? `sequence item ${item.index + 1} has meta: ${meta}, which is not routing, repeat, guidance or end`
          : `sequence item ${item.index + 1} is neither a step (agent, or id/step with action, task or uses), a phase marker, workflow_end, nor a meta item`,
        'Give it an agent (an action step), phase + name (a phase marker), workflow_end: true, or meta: routing | repeat | guidance | end.',
        item.path,
      );
    }
    checkStepKeys(doc, item, report);
    if (item.kind === 'action') checkAgent(item, report, core);
    if (item.kind === 'action') checkCreates(item, report);
  }
  checkFlowDiagram(root['flow_diagram'], [...base, 'flow_diagram'], report);
}

/** What to change: a phase whose steps (or sub_phases) each name one agent can become those phases, in order. */
function phaseFix(item: AioxItem): string {
  for (const key of ['steps', 'sub_phases']) {
    const parts = item.raw[key];
    if (Array.isArray(parts) && parts.length > 1 && parts.every((p) => isRecord(p) && typeof p['agent'] === 'string')) {
      return `Make each of its ${parts.length} ${key} (each names its agent) a phase of its own with that agent: they then run one after another; or give the phase one agent: that leads it.`;
    }
  }
  return 'Give the phase exactly one agent: <agent-id> (one step per phase), or split it into one phase per agent: they then run one after another.';
}

/** Why a phase of a phases: list read as the sequence cannot be one step. */
function phaseNotAStep(item: AioxItem): string {
  const name = str(item.raw['name']) ?? str(item.raw['id']) ?? str(item.raw['phase']);
  const label = `phase ${item.index + 1}${name !== undefined ? ` '${name}'` : ''}`;
  const agents = item.raw['agents'] ?? (Array.isArray(item.raw['agent']) ? item.raw['agent'] : undefined);
  if (Array.isArray(agents) && agents.length > 1) return `${label} names several agents (${agents.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(', ')}) and no single agent: a phase read as a step runs one agent, and no aiox code runs an agents: list (workflow-validator.js reads only agent:; the squads' phases mean in order, in parallel or by sub-phase, each its own way), so it cannot run`;
  const one = Array.isArray(agents) && agents.length === 1 && typeof agents[0] === 'string' ? ` (agents: [${agents[0]}] — write agent: ${agents[0]})` : '';
  if (item.raw['agent'] !== undefined && typeof item.raw['agent'] !== 'string') return `${label} has an agent that is not a name: a phase read as a step runs one agent by its id`;
  return `${label} has no agent:${one} a phase read as a step runs one agent, so it cannot run (workflow-validator.js: "Step ${item.index + 1} has no "agent:" field")`;
}

/** aiox warns about an agent name it cannot turn into a file (workflow-validator.js); so does stagegate. */
function checkAgent(item: AioxItem, report: Report, core: string): void {
  const agent = item.raw['agent'];
  if (agent === undefined) return;
  const parsed = parseAgent(agent);
  const one = parsed.kind === 'asked' ? singular(parsed.text.slice(parsed.prefix.length + 1, parsed.text.length - parsed.suffix.length - 1).trim()) : undefined;
  if (parsed.kind === 'asked' && one !== undefined) {
    // `{specialists}`: a plural reads as "several agents", but a step runs one agent and the run asks for one.
    const step = `step '${item.id ?? `#${item.index + 1}`}'`;
    const written = `${parsed.prefix}{${one}}${parsed.suffix}`;
    report(
      'AIOX_AGENT_PLURAL',
      'warning',
      `agent ${JSON.stringify(agent)} of ${step} is a plural placeholder, but a step runs one agent: the run asks for one agent in front of the step, as for ${written}`,
      `Write agent: "${written}" (one agent per step; to have several agents work on it, give each its own step).`,
      [...item.path, 'agent'],
    );
  }
  if (parsed.kind === 'invalid') {
    // `{specialist}` is no finding: the step asks for the agent (agents.ts, kind 'asked').
    const step = `step '${item.id ?? `#${item.index + 1}`}'`;
    report('AIOX_AGENT_INVALID', 'warning', `agent ${JSON.stringify(agent)} of ${step} cannot name an agent file (${coreHome(core)}/agents/<agent>.md): the step runs without a persona`, 'Use the agent id, e.g. agent: architect, @architect, core:architect or squad:<agent>.', [...item.path, 'agent']);
  }
}

/**
 * Role words whose ending does not say they name who does something (ROLE_ENDING), and the words
 * a placeholder names an agent by (`{target_names}`: the names of the agents). Their plurals are
 * plurals of a role word.
 */
const ROLE_WORDS = new Set(['agent', 'analyst', 'architect', 'assistant', 'chief', 'coach', 'consultant', 'dev', 'expert', 'head', 'id', 'lead', 'name', 'participant', 'persona', 'role', 'student']);

/**
 * Endings of the nouns that name who does something (specialist, advisor, reviewer, technician,
 * engineer, trainee). A word that only ends in s is no plural of one (`devops`, `atlas`,
 * `analysis`, `status`): it gets no warning.
 */
const ROLE_ENDING = /(?:ist|or|er|ian|eer|ee)$/;

/**
 * The singular of a placeholder name read as a plural of a role word (`specialists` ->
 * `specialist`, `advisors` -> `advisor`, `target_names` -> `target_name`, `coaches` -> `coach`),
 * else undefined (`devops`, `atlas`, `analysis`, `status`: no plural of a word that names who
 * does the step).
 */
export function singular(name: string): string | undefined {
  const last = /[A-Za-z0-9]+$/.exec(name)?.[0] ?? '';
  const lower = last.toLowerCase();
  // coaches -> coach: an -es plural of a word that ends in ch, sh, s or x.
  const es = /(?:ch|sh|ss|x)es$/.test(lower) ? lower.slice(0, -2) : undefined;
  if (es !== undefined && ROLE_WORDS.has(es)) return name.slice(0, -2);
  if (!lower.endsWith('s') || lower.endsWith('ss')) return undefined;
  const one = lower.slice(0, -1);
  return one.length >= 2 && (ROLE_WORDS.has(one) || (one.length >= 4 && ROLE_ENDING.test(one))) ? name.slice(0, -1) : undefined;
}

/** creates names workspace-relative files: no absolute paths, no climbing out with '..'. */
function checkCreates(item: AioxItem, report: Report): void {
  const raw = item.raw['creates'];
  list(raw).forEach((c, k) => {
    const escapes = /^(\/|[A-Za-z]:[\\/]|\\\\|~)/.test(c) || c.split(/[\\/]+/).reduce((depth, seg) => (depth < 0 ? depth : seg === '..' ? depth - 1 : seg === '' || seg === '.' ? depth : depth + 1), 0) < 0;
    if (escapes) report('PATH_OUTSIDE_WORKSPACE', 'error', `creates '${c}' of step '${item.id ?? `#${item.index + 1}`}' leaves the workspace`, 'Name a workspace-relative file, e.g. docs/prd.md.', Array.isArray(raw) ? [...item.path, 'creates', k] : [...item.path, 'creates']);
  });
}

/** A light look at the Mermaid diagram: a graph/flowchart header and balanced brackets. */
function checkFlowDiagram(value: unknown, path: YamlPath, report: Report): void {
  if (value === undefined) return;
  if (typeof value !== 'string') {
    report('AIOX_FLOW_DIAGRAM_INVALID', 'warning', 'flow_diagram is not text', 'Write the Mermaid diagram as a block string (flow_diagram: |).', path);
    return;
  }
  const lines = value.split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('```') && !l.startsWith('%%'));
  if (lines.length === 0 || !/^(?:graph|flowchart)\s+(?:TB|TD|BT|RL|LR)\b/.test(lines[0]!)) {
    report('AIOX_FLOW_DIAGRAM_INVALID', 'warning', `flow_diagram does not start with a Mermaid 'graph TD' / 'flowchart LR' header${lines[0] !== undefined ? ` (got '${lines[0].slice(0, 40)}')` : ''}`, 'Start the diagram with e.g. graph TD.', path);
    return;
  }
  const pairs: Record<string, string> = { ']': '[', ')': '(', '}': '{' };
  lines.forEach((line, n) => {
    const stack: string[] = [];
    for (const ch of line.replace(/"[^"]*"/g, '""')) {
      if (ch === '[' || ch === '(' || ch === '{') stack.push(ch);
      else if (ch in pairs && stack.pop() !== pairs[ch]) {
        stack.push('!');
        break;
      }
    }
    if (stack.length > 0) report('AIOX_FLOW_DIAGRAM_INVALID', 'warning', `flow_diagram line ${n + 1} ('${line.slice(0, 50)}') has unbalanced brackets`, 'Close every [ ( { on the line it opens.', path);
  });
}

/** One entry of a step's `requires`, as its prompt lists it. */
export interface Requirement {
  /** The text as written, without a trailing "(if exists)". */
  artifact: string;
  /** The original id of the earlier step that creates it. */
  createdBy?: string | undefined;
  /** requires: <step id> — the outputs of that earlier step (run-workflow-engine looks them up in step_outputs). */
  step?: string | undefined;
  /** "(if exists)": read it when it is there. */
  optional: boolean;
}

const IF_EXISTS = /\s*\(if exists\)\s*$/i;

/**
 * `requires` names what a step reads before it starts: an artifact an earlier step `creates`, or
 * an earlier step's id (run-workflow-engine collects "requires from state.step_outputs", which it
 * keys by step id). "(if exists)" marks an optional file; `all_*` and `sharded_*` are collections
 * aiox does not check. Like aiox, a requirement nothing satisfies is a warning; a circular one is
 * an error. Returns, per item index, its requirements.
 */
export function checkRequires(items: AioxItem[], report: Report): Map<number, Requirement[]> {
  const creators = new Map<string, number>();
  for (const item of items) {
    if (item.kind !== 'action') continue;
    for (const c of list(item.raw['creates'])) if (!creators.has(c)) creators.set(c, item.index);
  }
  const needs = new Map<number, number[]>();
  for (const item of items) {
    if (item.kind !== 'action') continue;
    needs.set(item.index, list(item.raw['requires']).map((r) => creators.get(r.replace(IF_EXISTS, ''))).filter((x): x is number => x !== undefined));
  }
  const reaches = (from: number, to: number): boolean => {
    const seen = new Set<number>();
    const stack = [from];
    while (stack.length > 0) {
      const at = stack.pop()!;
      if (at === to) return true;
      if (seen.has(at)) continue;
      seen.add(at);
      stack.push(...(needs.get(at) ?? []));
    }
    return false;
  };
  const ids = new Map(items.filter((i) => i.id !== undefined && (i.kind === 'action' || i.kind === 'system')).map((i) => [i.id!, i]));
  // An item's `step` beside its `id` names it too (model.ts stepAlias).
  for (const i of items) {
    const alias = i.kind === 'action' || i.kind === 'system' ? stepAlias(i, items) : undefined;
    if (alias !== undefined && !ids.has(alias)) ids.set(alias, i);
  }
  const out = new Map<number, Requirement[]>();
  for (const item of items) {
    if (item.kind !== 'action') continue;
    const raw = item.raw['requires'];
    const label = item.id ?? `#${item.index + 1}`;
    if (raw !== undefined && typeof raw !== 'string' && !Array.isArray(raw)) {
      report('AIOX_REQUIRES_UNKNOWN', 'warning', `requires of step '${label}' must be a file name, a step id, or a list of them: it is ignored`, 'Write requires: docs/prd.md or requires: [docs/prd.md, create-prd].', [...item.path, 'requires']);
      continue;
    }
    const entries: Requirement[] = [];
    list(raw).forEach((written, k) => {
      const path = Array.isArray(raw) ? [...item.path, 'requires', k] : [...item.path, 'requires'];
      const optional = IF_EXISTS.test(written);
      const r = written.replace(IF_EXISTS, '');
      if (/^(?:all|sharded)_/.test(r)) {
        entries.push({ artifact: r, optional });
        return;
      }
      const creator = creators.get(r);
      const step = ids.get(r);
      if (creator === undefined && step !== undefined) {
        if (step.index < item.index) entries.push({ artifact: r, step: r, optional });
        else report('AIOX_REQUIRES_LATER', 'warning', `step '${label}' requires step '${r}', which ${step.index === item.index ? 'is the step itself' : 'only runs later'}: its outputs do not exist yet when '${label}' runs`, 'Name an earlier step, or reorder the steps.', path);
        return;
      }
      if (creator === undefined) {
        if (optional) entries.push({ artifact: r, optional });
        else {
          const near = closest(r, creators.keys());
          report('AIOX_REQUIRES_UNKNOWN', 'warning', `step '${label}' requires '${r}', which no earlier step creates and no step is named${near !== undefined ? `. Did you mean '${near}'?` : ''}; the agent is told to read it if it exists`, 'requires names an artifact an earlier step lists under creates (same text), an earlier step id, or "<file> (if exists)".', path);
          entries.push({ artifact: r, optional: true });
        }
        return;
      }
      if (creator >= item.index) {
        const circular = creator !== item.index && reaches(creator, item.index);
        const by = items[creator]!.id ?? `#${creator + 1}`;
        if (circular) {
          report('AIOX_REQUIRES_CIRCULAR', 'error', `step '${label}' requires '${r}', created by step '${by}', which itself (directly or through other steps) requires what '${label}' creates: neither can run first`, 'Break the cycle: drop one of the requirements.', path);
          return;
        }
        report(
          'AIOX_REQUIRES_LATER',
          'warning',
          creator === item.index ? `step '${label}' requires '${r}', which it creates itself` : `step '${label}' requires '${r}', which only the later step '${by}' creates: it does not exist yet when '${label}' runs`,
          'Reorder the steps so the creating step comes first, or drop the requirement.',
          path,
        );
        entries.push({ artifact: r, optional: true });
        return;
      }
      entries.push({ artifact: r, createdBy: items[creator]!.id, optional });
    });
    out.set(item.index, entries);
  }
  return out;
}

/** Lists of steps under a key ending in `_sequence` (`full_game_sequence: [{agent, creates}, ...]`), with their lengths. */
function namedSequences(root: Record<string, unknown>): Array<[string, number]> {
  return Object.entries(root)
    .filter(([k, v]) => /^[a-z][a-z0-9_]*_sequence$/.test(k) && Array.isArray(v) && v.some((x) => isRecord(x) && (x['agent'] !== undefined || x['action'] !== undefined)))
    .map(([k, v]) => [k, (v as unknown[]).length]);
}
