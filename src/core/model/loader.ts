// Load a workflow file: read, parse YAML with positions, validate its shape with zod, and
// derive the model (step kinds, entry, defaults). Shape problems become diagnostics with
// file:line; deeper contract checks live in validate.ts.
import { closeSync, constants, fstatSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import type * as z from './zod.js';
import { WorkflowFile, SUPPORTED_VERSIONS, type StepShape, type WorkflowFileShape } from './schema.js';
import { misplacedKeyMessage, unquotedPlaceholder, yamlDiagnostics } from './yaml-hints.js';
import { MAX_WORKFLOW_BYTES, parseYamlSource, type YamlSource } from './yaml-source.js';
import type { Diagnostic } from '../validate/diagnostics.js';
import { closest } from './did-you-mean.js';
import { sha256File, sha256Text } from '../workspace/digest.js';
import { classifyStep, DEFAULT_MAX_VISITS, DEFAULT_TIMEOUT_MINUTES, type StepModel, type Workflow } from './workflow.js';
import { GIT_DIR_WHY, likelyWorkspaceOf, WORKSPACE_NOTE, type Workspace } from '../workspace/workspace.js';
import { isStagegateError, StagegateError } from '../run/errors.js';
import { shellWord } from './shell-word.js';
import { relative as relativePath, resolve as resolvePath } from 'node:path';
import { knownKeysAt } from './schema-keys.js';
import type { WorkflowReaders } from './workflow-readers.js';
import { importerFor, isCcwDesignDraft, isCcwSkillChain, isCcwTemplateIndex, isGithubActionsWorkflow, isGitlabCi, isNativeShape, isTaskDefinition, isAioxTaskDefinition, STEPS_LIST_FILE, maestroIntentMapGraphs, maestroTemplateCatalog, stagegateOwnFile } from '../formats/index.js';
import { mappedSource } from '../formats/mapped-source.js';
import { aioxInstalls, bmadPackOf } from './aiox-install.js';
import { parseSidecar, sidecarPathFor } from '../formats/sidecar.js';
import { pathKey, type FileReference, type FormatId, type ImportedWorkflow, type ImportOptions, type PromptFile } from '../formats/types.js';

export interface LoadResult {
  workflow?: Workflow;
  diagnostics: Diagnostic[];
  /**
   * With `recover`: the YAML paths a schema error made the loader drop to build `workflow` anyway
   * (a key, or a whole step). `workflow` is then only for finding the other rules' problems.
   */
  dropped?: Array<Array<string | number>>;
  /**
   * With `recover`: the unknown keys among `dropped` (a finding of their own, not a broken step: the
   * rest of their step is still checked). `as`: the key the data was read under instead, its
   * did-you-mean match when the mapping does not already hold that key (so a misspelt `max_visits`
   * or `on_approve` does not make the rules report the key missing).
   */
  unknownKeys?: Array<{ path: Array<string | number>; as?: string }>;
}

export interface LoadOptions {
  /** validate: on schema errors, drop the offending keys and build the model from the rest, so the rules still run on the other steps. */
  recover?: boolean;
  /**
   * The importers of other runners' formats this read may use (formats/index.ts). A file in a
   * format whose importer is not here throws FormatImporterNeeded: run the read through
   * withWorkflowReaders, which loads it and reads again. A native file needs none.
   */
  importers?: WorkflowReaders;
  /** The workspace's aiox installs, the one read first first (aiox-install.ts aioxInstalls), asked only when the file is an aiox workflow. */
  aioxCore?: () => readonly string[];
  /** The BMAD v4 expansion pack folder the file lies in (aiox-install.ts bmadPackOf), asked only when the file is an aiox workflow. */
  bmadPack?: () => string | undefined;
  /** The first of `candidates` (workspace-relative) that exists inside the workspace, with the sha256 of its bytes; undefined when none does. */
  readPromptFile?: (candidates: readonly string[]) => Omit<PromptFile, 'step'> | undefined;
}

export function loadWorkflow(workspace: Workspace, file: string, options: LoadOptions = {}): LoadResult {
  let resolved;
  try {
    resolved = workspace.resolve(file, 'workflow file');
  } catch (error) {
    throw withWorkspaceHint(workspace, file, error);
  }
  const read = readWorkflowBytes(resolved.abs);
  if (typeof read === 'string' || read.tooLarge) {
    const tooLarge = typeof read !== 'string';
    return {
      diagnostics: [
        {
          code: tooLarge ? 'YAML_TOO_LARGE' : 'WORKFLOW_FILE_UNREADABLE',
          severity: 'error',
          message: tooLarge ? `file is larger than ${MAX_WORKFLOW_BYTES / 1024 / 1024} MiB (${read.size} bytes); it was not read` : read,
          hint: tooLarge ? 'A workflow is a few kilobytes: split it into child workflows, or check that the path names the workflow file.' : missingFileHint(workspace, resolved.rel, read),
          // The file was not read: no line of it to point at.
          file: resolved.rel,
          line: 0,
          column: 0,
          path: [],
        },
      ],
    };
  }
  return loadWorkflowText(read.bytes, resolved.rel, resolved.abs, readSidecar(workspace, resolved.rel), { aioxCore: () => aioxInstalls(workspace.root), bmadPack: () => bmadPackOf(workspace.root, resolved.rel), readPromptFile: (candidates) => readPromptFile(workspace, candidates), ...options });
}

/**
 * The fix for a workflow path that cannot be read. A missing one is often given from the current
 * directory rather than the workspace (`-C proj proj/flows/wf.yaml`): when dropping its leading
 * folders names a file in the workspace, that path is named.
 */
function missingFileHint(workspace: Workspace, rel: string, why: string): string {
  const plain = `Pass the path of a workflow YAML file, relative to the workspace ${workspace.root}`;
  if (why !== MISSING_WORKFLOW) return `${plain}.`;
  const parts = rel.split('/');
  for (let i = 1; i < parts.length; i++) {
    const candidate = parts.slice(i).join('/');
    if (statSync(resolvePath(workspace.root, candidate), { throwIfNoEntry: false })?.isFile()) return `${plain}; ${candidate} exists there: pass that (with -C DIR, paths are relative to DIR, not to the current directory).`;
  }
  const similar = similarWorkflowFile(workspace, rel);
  return similar !== undefined ? `Did you mean ${similar}? ${plain}.` : `${plain}.`;
}

/**
 * A workflow file beside a missing path whose name is close to it (`workflow.yml` for
 * `workflow.yaml`, `workflw.yaml`): the usual typo. Workspace-relative, or undefined.
 */
export function similarWorkflowFile(workspace: Workspace, rel: string): string | undefined {
  return similarFile(workspace, rel, /\.(ya?ml|json)$/i);
}

/**
 * The file a mistyped workspace-relative path most likely meant: each folder on the way that is
 * not there replaced by its closest sibling folder (`.ai-engineering/prompt/` for `prompts/`),
 * then, among the files there whose names match `extension`, the same name with the other
 * extension (.yml / .yaml) or the closest name (compared without the extension: every candidate
 * shares it, which would make `nope.yaml` "close" to `ap.yaml`). Undefined when nothing is close.
 */
export function similarFile(workspace: Workspace, rel: string, extension: RegExp): string | undefined {
  const parts = rel.split('/').filter((p) => p !== '' && p !== '.');
  const base = parts.pop();
  if (base === undefined || parts.includes('..')) return undefined;
  const listing = (dir: string) => {
    try {
      return readdirSync(resolvePath(workspace.root, dir), { withFileTypes: true });
    } catch {
      return undefined;
    }
  };
  let dir = '';
  for (const part of parts) {
    const entries = listing(dir);
    if (entries === undefined) return undefined;
    const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
    const next = folders.includes(part) ? part : closest(part, folders, Infinity);
    if (next === undefined) return undefined;
    dir = dir === '' ? next : `${dir}/${next}`;
  }
  const names = (listing(dir) ?? []).filter((e) => e.isFile() && extension.test(e.name)).map((e) => e.name);
  const stemOf = (name: string): string => name.replace(extension, '');
  const stem = stemOf(base);
  const others = names.filter((n) => n !== base);
  // Every name of the folder (read whole anyway; one path asked about): a cap would drop the ones
  // that sort late (a folder of 2,500 files: review-checklist.md never offered for review-checklst.md).
  const near = closest(stem, others.map(stemOf), Infinity);
  const match = names.includes(base) ? base : (others.find((n) => stemOf(n) === stem) ?? (near === undefined ? undefined : others.find((n) => stemOf(n) === near)));
  if (match === undefined) return undefined;
  const found = dir === '' ? match : `${dir}/${match}`;
  return found === parts.concat(base).join('/') ? undefined : found;
}

const MISSING_WORKFLOW = 'the workflow file does not exist';

/**
 * A workflow file's bytes, its size looked at before anything is read: a file over
 * MAX_WORKFLOW_BYTES is never read (a 700 MB file costs a stat, not 770 MB of memory). Never
 * blocks on a FIFO. A string is why the file cannot be read.
 */
export function readWorkflowBytes(abs: string): { bytes: Buffer; tooLarge: false } | { tooLarge: true; size: number } | string {
  let fd: number;
  try {
    fd = openSync(abs, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? MISSING_WORKFLOW : `workflow file cannot be read (${code ?? 'error'})`;
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isDirectory()) return 'expected a workflow file, got a directory';
    if (!stats.isFile()) return `expected a workflow file, got ${stats.isFIFO() ? 'a FIFO' : 'a device or socket'}`;
    if (stats.size > MAX_WORKFLOW_BYTES) return { tooLarge: true, size: stats.size };
    // The file may grow after the stat: read one byte more than allowed, never more.
    const buffer = Buffer.alloc(Math.min(stats.size, MAX_WORKFLOW_BYTES) + 1);
    let filled = 0;
    while (filled < buffer.length) {
      const n = readSync(fd, buffer, filled, buffer.length - filled, filled);
      if (n === 0) break;
      filled += n;
    }
    if (filled > MAX_WORKFLOW_BYTES) return { tooLarge: true, size: filled };
    return { bytes: buffer.subarray(0, filled), tooLarge: false };
  } catch (error) {
    return `workflow file cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
  } finally {
    closeSync(fd);
  }
}

/**
 * A refusal to resolve workflow path `file`: one outside the workspace says which -C would make it
 * the file's (workflowOutside); one inside the workspace's .git folder says so (no -C helps).
 */
export function withWorkspaceHint(workspace: Workspace, file: string, error: unknown, what = 'workflow file'): unknown {
  return isStagegateError(error) && error.code === 'PATH_OUTSIDE_WORKSPACE' && !error.message.endsWith(`${GIT_DIR_WHY}.`) ? workflowOutside(workspace, file, error, what) : error;
}

/**
 * A workflow file outside the workspace is never run there (its stages would run, and write, in
 * the wrong folder): the error names the workspace and the -C that would make it the file's.
 */
function workflowOutside(workspace: Workspace, file: string, error: StagegateError, what: string): StagegateError {
  const abs = resolvePath(workspace.root, file);
  const root = likelyWorkspaceOf(abs);
  const inRoot = relativePath(root, abs).split('\\').join('/');
  return new StagegateError('PATH_OUTSIDE_WORKSPACE', `${what} '${file}' is outside the workspace ${workspace.root}: ${error.message.replace(/^.*?is refused: /, '')}`, {
    hint: `Run from the workflow's own workspace, or name it with -C: \`-C ${shellWord(root)} … ${shellWord(inRoot)}\` (paths are then relative to ${root}). ${WORKSPACE_NOTE}`,
  });
}

/** The run map beside a workflow file, when there is one (formats/sidecar.ts). */
export interface SidecarText {
  file: string;
  text: string;
  /** The run map is over MAX_WORKFLOW_BYTES: its size (it was not read; `text` is empty). */
  tooLarge?: number;
}

function readSidecar(workspace: Workspace, rel: string): SidecarText | undefined {
  const file = sidecarPathFor(rel);
  if (file === rel) return undefined;
  // Resolved like every path a workflow names: a link out of the workspace is refused.
  const resolved = workspace.resolve(file, 'run map');
  const read = readWorkflowBytes(resolved.abs);
  if (typeof read === 'string') return undefined;
  // Too large to read: reported as YAML_TOO_LARGE at the run map.
  return read.tooLarge ? { file: resolved.rel, text: '', tooLarge: read.size } : { file: resolved.rel, text: read.bytes.toString('utf8') };
}

export function loadWorkflowText(bytes: Buffer | string, rel: string, abs: string, sidecar?: SidecarText, loadOptions: LoadOptions = {}): LoadResult {
  const text = (typeof bytes === 'string' ? bytes : bytes.toString('utf8')).replace(/^\uFEFF/, '');
  // The digest is computed when it is first read (a run, status …): validate never reads it.
  let digest = (): string => sha256Text(bytes);
  let source = parseYamlSource(text);
  const diagnostics: Diagnostic[] = yamlDiagnostics(text, source.problems, rel);
  if (diagnostics.length > 0) return { diagnostics };
  const raw = source.data;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { diagnostics: [{ code: 'YAML_NOT_A_MAPPING', severity: 'error', message: `${notAMapping(raw, text)}, and a workflow file must be a YAML mapping (version, name, steps …)`, hint: 'Write the workflow as a mapping of its top-level keys (docs/workflow-format.md; `stagegate init` scaffolds one).', file: rel, line: 1, column: 1, path: [] }] };
  }
  // '__proto__' cannot be a name here: plain objects drop such a key silently (the schema's
  // records do), so a step, status, input or default of that name would vanish. Refuse it.
  for (const path of mayNameProto(text) ? protoNames(raw) : []) {
    diagnostics.push({ code: 'INVALID_KEY', severity: 'error', message: `'__proto__' is not allowed as a name (${path.join('.')}): JavaScript objects cannot hold it`, hint: 'Rename it.', file: rel, ...source.locate(path), path });
  }
  // A file stagegate writes (a run's state, its manifest, a shard's descriptor), named as a
  // workflow: say what it is, not the native shape errors its keys would give.
  const own = stagegateOwnFile(raw);
  if (own !== undefined) {
    return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: `${own}, not a workflow: stagegate writes it as a run goes (a directory walk skips it)`, hint: "Name the workflow file the run was started from (the run's RUN_MANIFEST.yaml says which: workflow_file).", file: rel, line: 1, column: 1, path: [] }] };
  }
  // Another runner's format: translate it into the native model, positions mapped back.
  let format: FormatId = 'native';
  let references: FileReference[] | undefined;
  let promptFiles: (() => readonly PromptFile[]) | undefined;
  let digestWithoutPromptFiles: (() => string) | undefined;
  let helperSteps: readonly string[] = [];
  let requiresChecks: Readonly<Record<string, string>> = {};
  let skipStages: NonNullable<ImportedWorkflow['skipStages']> = {};
  let sourcePaths: ReadonlyMap<string, ReadonlyArray<string | number>> | undefined;
  let runMap: string | undefined;
  let data: unknown = raw;
  const importer = importerFor(raw, loadOptions.importers ?? {});
  if (importer) {
    let options: ImportOptions = { run: {} };
    // A finding about the run map (an id it names that the workflow lacks) is said at its line there.
    let inRunMap: ((d: { path: Array<string | number> }) => { file: string; line: number; column: number }) | undefined;
    if (sidecar?.tooLarge !== undefined) {
      diagnostics.push({ code: 'YAML_TOO_LARGE', severity: 'error', message: `run map is larger than ${MAX_WORKFLOW_BYTES / 1024 / 1024} MiB (${sidecar.tooLarge} bytes); it was not read`, hint: 'A run map holds one shell command per step: check that the path names it.', file: sidecar.file, line: 0, column: 0, path: [] });
    } else if (sidecar) {
      const read = parseSidecar(sidecar.text, sidecar.file);
      diagnostics.push(...read.diagnostics);
      options = read.options;
      inRunMap = (d) => ({ file: sidecar.file, ...read.locate(d.path) });
      runMap = sidecar.file;
      const own = digest;
      const map = sidecar.text;
      digest = () => sha256Text(`${own()}\0${sha256Text(map)}`);
    }
    if (importer.format === 'aiox') {
      const [core, ...others] = loadOptions.aioxCore?.() ?? [];
      if (core !== undefined) options = { ...options, aioxCore: core, ...(others.length > 0 ? { aioxCores: [core, ...others] } : {}) };
      const pack = loadOptions.bmadPack?.();
      if (pack !== undefined) options = { ...options, bmadPack: pack };
    }
    const imported = importer.translate(raw, rel, options);
    if (options.agent !== undefined) {
      // The run map's agent: below a step's own (a CCW cli_tool, an executor naming a CLI), above nothing.
      const execution = imported.data['execution'];
      imported.data['execution'] = { ...(typeof execution === 'object' && execution !== null ? execution : {}), agent: options.agent };
    }
    for (const { runMap, ...d } of imported.diagnostics) diagnostics.push(runMap && inRunMap ? { ...d, ...inRunMap(d) } : { ...d, file: rel, ...source.locate(d.path) });
    format = importer.format;
    data = imported.data;
    helperSteps = imported.helperSteps ?? [];
    requiresChecks = imported.requiresChecks ?? {};
    skipStages = imported.skipStages ?? {};
    sourcePaths = imported.sourcePaths;
    const original = source;
    references = (imported.fileReferences ?? []).map((r) => ({ path: r.path, ...(r.alternatives ? { alternatives: r.alternatives } : {}), what: r.what, ...original.locateValue(r.sourcePath), ...(r.step !== undefined ? { step: r.step } : {}) }));
    // The persona and task files the prompts have the agent read are part of what the run ran: a
    // resume after one changed is a changed workflow (as after an edited run map), and the run's
    // manifest records each (run_started.prompt_files). Read when the digest is first asked for.
    const read = loadOptions.readPromptFile;
    const named = references.filter((r): r is FileReference & { step: string } => r.step !== undefined);
    if (read !== undefined && named.length > 0) {
      let files: readonly PromptFile[] | undefined;
      promptFiles = () =>
        (files ??= named.flatMap((r) => {
          const found = read([r.path, ...(r.alternatives ?? [])]);
          return found === undefined ? [] : [{ step: r.step, ...found }];
        }));
      const own = digest;
      digestWithoutPromptFiles = own;
      const covered = promptFiles;
      digest = () => {
        const unique = [...new Set(covered().map((f) => `${f.path}\0${f.sha256}`))].sort();
        return unique.length === 0 ? own() : sha256Text(`${own()}\0${unique.join('\n')}`);
      };
    }
    source = mappedSource(source, imported.sourcePaths, imported.data);
  } else if (isCcwSkillChain(raw) && !isNativeShape(raw)) {
    return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: "a CCW skill chain (chain_id and a nodes map of step, decision and delegate nodes, run by the ccw-chain skill's chain_loader), which stagegate does not import: its steps are documents for a model to follow and its decisions a model's choice", hint: 'stagegate imports CCW wf-player templates (template_id, nodes and edges), maestro-flow chain graphs and aiox workflows (docs/formats.md); write the chain as one of those, or as a 4.0 workflow.', file: rel, line: 1, column: 1, path: [] }] };
  } else if (isCcwTemplateIndex(raw) && !isNativeShape(raw)) {
    const paths = ((raw as { templates: Array<{ path: string }> }).templates).map((t) => t.path);
    return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: `a CCW wf-player template index (templates: template_id and path of each), not a template: the wf-player looks a slug up in it; stagegate runs the template file itself`, hint: `Name a template it lists: ${paths.slice(0, 5).join(', ')}${paths.length > 5 ? `, and ${paths.length - 5} more` : ''}.`, file: rel, line: 1, column: 1, path: [] }] };
  } else if (isCcwDesignDraft(raw) && !isNativeShape(raw)) {
    return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: "a CCW wf-composer design draft (a nodes list with the design session's WFD- id or its topological_order, no template_id), not a template: the wf-player never loads it, and wf-composer's phase 5 writes the template from it (.workflow/templates/<slug>.json)", hint: 'Run the template wf-composer saved (listed in .workflow/templates/index.json); a directory walk skips drafts.', file: rel, line: 1, column: 1, path: [] }] };
  } else if (maestroIntentMapGraphs(raw) !== undefined && !isNativeShape(raw)) {
    // Named on the command line (a directory walk skips it): say what it is, not the native shape errors.
    const graphs = maestroIntentMapGraphs(raw)!.map((g) => `${g}.json`);
    return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: "maestro-flow's intent map (patterns: a regex per request type, each routing to a chain graph; fallback), not a chain graph: coordinate's intent router picks the graph to walk with it; stagegate runs the graph itself", hint: graphs.length > 0 ? `Name a chain graph it routes to (a path from its folder): ${graphs.slice(0, 5).join(', ')}${graphs.length > 5 ? `, and ${graphs.length - 5} more` : ''}.` : 'Name a chain graph (a chains/*.json file with entry and nodes).', file: rel, line: 1, column: 1, path: [] }] };
  } else if (maestroTemplateCatalog(raw) !== undefined && !isNativeShape(raw)) {
    const names = maestroTemplateCatalog(raw)!;
    return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: `maestro-flow-one's chain template catalog (templates: ${names.length} named command chains, each a steps list of cmd items, beside decision_types and single_commands), not a chain graph: its coordinator picks a chain from it and runs the commands one by one, which stagegate does not import`, hint: 'stagegate imports maestro-flow chain graphs (a chains/*.json file with entry and nodes: docs/formats.md); write the chain you run as a 4.0 workflow, one step per command (stagegate init scaffolds one).', file: rel, line: 1, column: 1, path: [] }] };
  } else if (isTaskDefinition(raw) && !isAioxTaskDefinition(raw)) {
    return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: `${STEPS_LIST_FILE}, and no trigger:, workflow:, sequence or phases — neither a 4.0 workflow nor a format stagegate imports (aiox, maestro-flow, CCW)`, hint: "Name a stagegate workflow file; to run these steps with stagegate, write them as a 4.0 workflow (version: '4.0', state_path, steps: a mapping of step ids).", file: rel, line: 1, column: 1, path: [] }] };
  } else if (isTaskDefinition(raw)) {
    // Named on the command line (a directory walk skips it: validate-files.ts): say what it is,
    // not the native shape errors (state_path missing, version 1.0.0, steps not a mapping …).
    return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: 'an aiox task definition (name, version and a steps: list of actions, no trigger), not a workflow: aiox runs a task inside a workflow step (an item with agent and task/uses), never on its own', hint: 'Run the aiox workflow that uses this task (workflow: {id, name, sequence: [...]}), or write a 4.0 workflow whose step runs it.', file: rel, line: 1, column: 1, path: [] }] };
  } else if (isGithubActionsWorkflow(raw)) {
    // Named on the command line (`validate .github/workflows/*.yml`; a walk skips it): say what it
    // is, not the native shape errors its on: and jobs: would give.
    return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: 'a GitHub Actions workflow (on:, jobs:), which GitHub runs, not stagegate: it is not a stagegate workflow (a directory walk skips it)', hint: "Name the stagegate workflow file it runs (the stagegate step's `workflow:` input) instead; GitHub's own checks (or actionlint) check this file.", file: rel, line: 1, column: 1, path: [] }] };
  } else if (isGitlabCi(raw)) {
    return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: 'a GitLab CI file (workflow: with the rules or name of a pipeline, and its jobs), which GitLab runs, not stagegate: it is not a stagegate workflow (a directory walk skips it)', hint: 'Name the stagegate workflow file the pipeline runs instead.', file: rel, line: 1, column: 1, path: [] }] };
  } else if (!looksNative(raw)) {
    return { diagnostics: [...diagnostics, { code: 'WORKFLOW_FORMAT_UNKNOWN', severity: 'error', message: 'not a workflow stagegate recognises: expected a 4.0 workflow (version, state_path, steps or phases), an aiox workflow (workflow: with sequence), a maestro-flow chain graph (entry and nodes) or a CCW template (template_id, nodes and edges)', hint: 'See docs/workflow-format.md and docs/formats.md.', file: rel, line: 1, column: 1, path: [] }] };
  }
  // jitless: parsed once per process, so zod's generated fast path (code generation and
  // compilation) costs more than it saves, even at 5,000 steps. Same result, same issues.
  const parsed = WorkflowFile.safeParse(data, { jitless: true });
  if (!parsed.success) {
    // A key missing because it is misspelt (`verison:`) is one mistake, told once: by the unknown
    // key's finding with its did-you-mean, not again as the key missing (`version nothing …`).
    const misspelt = new Set<string>();
    for (const issue of parsed.error.issues) {
      if (issue.code !== 'unrecognized_keys') continue;
      const parent = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
      const at = valueAt(data, parent);
      const written = typeof at === 'object' && at !== null ? Object.keys(at) : [];
      for (const key of issue.keys) {
        const meant = closest(key, knownKeysAt(WorkflowFile, parent).filter((k) => !written.includes(k)));
        if (meant !== undefined) misspelt.add(JSON.stringify([...parent, meant]));
      }
    }
    for (const issue of parsed.error.issues) {
      const issuePath = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
      if (issue.code !== 'unrecognized_keys' && misspelt.has(JSON.stringify(issuePath)) && valueAt(data, issuePath) === undefined) continue;
      // One diagnostic per unknown key, each at its own line with its own "did you mean".
      const parts = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => ({ ...issue, keys: [key] })) : [issue];
      for (const part of parts) diagnostics.push(bindingCode(schemaDiagnostic(part, source, rel, data)));
    }
    const shown = format === 'native' ? withMisplacedKeys(diagnostics, text, source, rel) : diagnostics;
    // A misindented key explains the shape errors it caused: the rest of the model is not checked
    // further (its other problems are that one key's consequences).
    if (loadOptions.recover && !shown.some((d) => d.code === 'KEY_MISINDENTED')) {
      const recovered = recoverModel(data, parsed.error.issues);
      if (recovered) {
        const workflow = buildModel(recovered.data, source, rel, abs, digest, [], format);
        if (references) workflow.fileReferences = references;
        if (promptFiles) Object.assign(workflow, { promptFiles, digestWithoutPromptFiles });
        if (runMap !== undefined) workflow.runMap = runMap;
        markHelpers(workflow, helperSteps, requiresChecks, skipStages);
        // `mesage:` where `message:` is required: one mistake, reported once (the UNKNOWN_KEY that names the match).
        const answered = new Set(recovered.unknownKeys.flatMap((u) => (u.as === undefined ? [] : [JSON.stringify([...u.path.slice(0, -1), u.as])])));
        const findings = answered.size === 0 ? shown : shown.filter((d) => d.code !== 'MISSING_KEY' || !answered.has(JSON.stringify(d.path)));
        return { workflow, diagnostics: findings, dropped: recovered.dropped, unknownKeys: recovered.unknownKeys };
      }
    }
    return { diagnostics: shown };
  }
  const workflow = buildModel(parsed.data, source, rel, abs, digest, diagnostics, format);
  if (references) workflow.fileReferences = references;
  if (promptFiles) Object.assign(workflow, { promptFiles, digestWithoutPromptFiles });
  if (runMap !== undefined) workflow.runMap = runMap;
  markHelpers(workflow, helperSteps, requiresChecks, skipStages);
  if (sourcePaths) markWrittenIds(workflow, raw, sourcePaths);
  return { workflow, diagnostics };
}

/**
 * Each imported step's id as written in the source (StepModel.written), and each parallel step's
 * branches' (StepModel.branchesWritten): the `id` of the node or item it is mapped from (a CCW
 * node, an aiox sequence item), else the key of a top-level map entry it is mapped from (maestro's
 * `nodes.<id>`; not a key deeper in a node, a helper's). Only where it differs from the native id.
 * (No importer makes foreach steps, so no per_item step has an id written otherwise.)
 */
function markWrittenIds(workflow: Workflow, raw: unknown, sourcePaths: ReadonlyMap<string, ReadonlyArray<string | number>>): void {
  const writtenAt = (path: Array<string | number>): string | undefined => {
    const from = sourcePaths.get(pathKey(path));
    if (from === undefined || from.length === 0) return undefined;
    let node: unknown = raw;
    for (const segment of from) node = typeof node === 'object' && node !== null ? (node as Record<string | number, unknown>)[segment] : undefined;
    const last = from[from.length - 1];
    return typeof node === 'object' && node !== null && typeof (node as Record<string, unknown>)['id'] === 'string' ? ((node as Record<string, unknown>)['id'] as string) : typeof last === 'string' && from.length === 2 ? last : undefined;
  };
  for (const step of workflow.steps.values()) {
    if (step.implicit === true) continue;
    const id = writtenAt(['steps', step.id]);
    if (id !== undefined && id !== step.id) step.written = id;
    const branches = step.kind === 'parallel' ? Object.keys(step.def.parallel?.branches ?? {}) : [];
    const written = branches.flatMap((branch) => {
      const as = writtenAt(['steps', step.id, 'parallel', 'branches', branch]);
      return as !== undefined && as !== branch ? [[branch, as] as const] : [];
    });
    if (written.length > 0) step.branchesWritten = Object.fromEntries(written);
  }
}

/** Steps an importer added (ImportedWorkflow.helperSteps) are not the user's: implicit, left out of progress counts. */
function markHelpers(workflow: Workflow, ids: readonly string[], requiresChecks: Readonly<Record<string, string>>, skipStages: NonNullable<ImportedWorkflow['skipStages']>): void {
  for (const id of ids) {
    const step = workflow.steps.get(id);
    if (step) step.implicit = true;
  }
  for (const [id, of] of Object.entries(requiresChecks)) {
    const step = workflow.steps.get(id);
    if (step?.kind === 'decision') step.requiresCheckOf = of;
  }
  for (const [id, skips] of Object.entries(skipStages)) {
    const step = workflow.steps.get(id);
    if (step !== undefined && step.kind !== 'decision') step.skipsStep = { step: skips.step, status: skips.status };
  }
}

/** What a document that is not a mapping is instead: an empty file is told so, not called a mapping that is missing. */
function notAMapping(raw: unknown, text: string): string {
  if (raw === null || raw === undefined) {
    if (text.trim() === '') return 'the file is empty';
    // Anything besides comments and document markers: a null written out (`null`, `~`).
    const written = text.split(/\r?\n/).some((line) => !/^\s*(#.*)?$/.test(line) && !/^(---|\.\.\.)\s*(#.*)?$/.test(line));
    return written ? 'the file holds a null document' : 'the file holds no value (only comments, or an empty document)';
  }
  if (Array.isArray(raw)) return 'the file is a YAML list';
  return `the file is a single ${typeof raw === 'string' ? 'text' : typeof raw} value`;
}

/** Keys a workflow cannot do without: a schema error there leaves nothing to check further. */
const ESSENTIAL = new Set(['version', 'name', 'state_path']);

/**
 * What is left of `data` once every key a schema issue points at is dropped: the key right below
 * the innermost step holding the issue (a step's bad key), the step itself when the step is not a
 * mapping, or a non-essential top-level key. Undefined when that does not give a valid file.
 */
function recoverModel(data: unknown, issues: readonly z.core.$ZodIssue[]): { data: WorkflowFileShape; dropped: Array<Array<string | number>>; unknownKeys: NonNullable<LoadResult['unknownKeys']> } | undefined {
  // First drop only the offending keys themselves (fewest knock-on effects), then whole step keys.
  for (const level of ['leaf', 'step'] as const) {
    const current: unknown = structuredClone(data);
    const dropped: Array<Array<string | number>> = [];
    const unknownKeys: NonNullable<LoadResult['unknownKeys']> = [];
    let pending = issues;
    for (let round = 0; round < 4; round++) {
      // Unknown keys first: a key read under its match (`mesage` as `message`) answers the
      // issue that said the match was missing, which must not then drop it.
      const renamedInto = new Set<string>();
      const ordered = [...pending.filter((i) => i.code === 'unrecognized_keys'), ...pending.filter((i) => i.code !== 'unrecognized_keys')];
      for (const issue of ordered) {
        const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
        const targets = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...path, k]) : [path];
        for (const target of targets) {
          const outer = prunePoint(target);
          if (outer === undefined) return undefined;
          // Leaf level: the key itself, then one level up per round, never above the step's own key.
          const cut = level === 'leaf' ? target.slice(0, Math.max(outer.length, target.length - round)) : outer;
          // A key of a union's other form (`if` beside `else` in a decision branch) is no stray key: the
          // branch is broken, and left out as a broken step is (what remains, `else: a`, is not what was meant).
          if (issue.code === 'unrecognized_keys' && cut.length === target.length && !otherFormKey(current, path, String(target[target.length - 1]))) {
            // An unknown key: read under its did-you-mean match when the mapping lacks that key
            // (what the hint asks for), else left out; the rest of its mapping stays whole.
            const as = renameUnknown(current, path, String(target[target.length - 1]));
            if (as !== undefined) renamedInto.add(JSON.stringify([...path, as]));
            if (as !== undefined || deleteAt(current, cut)) {
              dropped.push(cut);
              unknownKeys.push(as === undefined ? { path: cut } : { path: cut, as });
            }
          } else if (!renamedInto.has(JSON.stringify(target)) && deleteAt(current, cut)) dropped.push(cut);
        }
      }
      const again = WorkflowFile.safeParse(current, { jitless: true });
      if (again.success) return { data: again.data, dropped, unknownKeys };
      pending = again.error.issues;
    }
  }
  return undefined;
}

/**
 * Move unknown key `key` of the mapping at `path` to the known key it most likely misspells, when
 * the mapping does not hold that one already. The key it was moved to, or undefined (not moved).
 */
function renameUnknown(root: unknown, path: ReadonlyArray<string | number>, key: string): string | undefined {
  const mapping = valueAt(root, path);
  if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping) || !Object.hasOwn(mapping, key)) return undefined;
  if (elseBranchTo(path, mapping, key)) return undefined;
  const as = likelyKey(key, path);
  if (as === undefined || Object.hasOwn(mapping, as)) return undefined;
  const record = mapping as Record<string, unknown>;
  record[as] = record[key];
  delete record[key];
  return as;
}

/**
 * The known key an unknown key `key` (at `path`) most likely misspells. None when `key` is itself
 * known there, allowed in another form of a union (`if` beside `else` in a decision branch): it is
 * no misspelling, and the next closest key (`to` for `if`) is no fix. It may be one the mapping
 * already has: then `key` is a second spelling of it, not a key to rename to it.
 */
function likelyKey(key: string, path: ReadonlyArray<string | number>): string | undefined {
  const known = knownKeysAt(WorkflowFile, path);
  return known.includes(key) ? undefined : closest(key, known);
}

/** A key allowed in another form of the union at `path` (`if` beside `else`), but not an else branch's `to` (left out, the branch stays an else). */
function otherFormKey(root: unknown, path: ReadonlyArray<string | number>, key: string): boolean {
  const mapping = valueAt(root, path);
  if (typeof mapping !== 'object' || mapping === null || elseBranchTo(path, mapping, key)) return false;
  return knownKeysAt(WorkflowFile, path).includes(key);
}

/** `to` in a decision's else branch (`- else: publish` then `to: publish`): the else names its step itself. */
function elseBranchTo(path: ReadonlyArray<string | number>, mapping: object, key: string): boolean {
  return key === 'to' && path[path.length - 2] === 'decide' && Object.hasOwn(mapping, 'else') && !Object.hasOwn(mapping, 'if');
}

/** The path to drop for an issue at `path`: a step's own key (steps.<id>.<key>, per_item and branches too), else a top-level key. */
function prunePoint(path: ReadonlyArray<string | number>): Array<string | number> | undefined {
  if (path.length === 0) return undefined;
  if (path[0] !== 'steps' && path[0] !== 'phases') return ESSENTIAL.has(String(path[0])) ? undefined : [path[0]!];
  if (path.length < 2) return undefined;
  // Descend through nested step maps: steps.<id>[.per_item.<id> | .parallel.branches.<id>]...
  let stepEnd = 2;
  for (;;) {
    if (path[stepEnd] === 'per_item' && path.length > stepEnd + 1) stepEnd += 2;
    else if (path[stepEnd] === 'parallel' && path[stepEnd + 1] === 'branches' && path.length > stepEnd + 2) stepEnd += 3;
    else break;
  }
  return path.length > stepEnd ? path.slice(0, stepEnd + 1) : path.slice(0, stepEnd);
}

function deleteAt(root: unknown, path: ReadonlyArray<string | number>): boolean {
  let node: unknown = root;
  for (const segment of path.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string | number, unknown>)[segment];
  }
  const last = path[path.length - 1]!;
  if (typeof node !== 'object' || node === null || !Object.hasOwn(node, last)) return false;
  if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
  else delete (node as Record<string | number, unknown>)[last];
  return true;
}

/**
 * A step key (statuses, output …) indented like a step id or a top-level key became one: the
 * shape errors it caused are replaced by one KEY_MISINDENTED that says so.
 */
function withMisplacedKeys(diagnostics: Diagnostic[], text: string, source: YamlSource, rel: string): Diagnostic[] {
  const stepKeys = knownKeysAt(WorkflowFile, ['steps', 'step']);
  const misplaced = new Map<string, Diagnostic>();
  for (const d of diagnostics) {
    const asStep = d.path[0] === 'steps' && typeof d.path[1] === 'string' && d.path.length >= 2;
    const asTop = d.code === 'UNKNOWN_KEY' && d.path.length === 1 && typeof d.path[0] === 'string';
    const key = asStep ? (d.path[1] as string) : asTop ? (d.path[0] as string) : undefined;
    if (key === undefined) continue;
    const keyPath = asStep ? ['steps', key] : [key];
    const id = keyPath.join('.');
    if (misplaced.has(id)) continue;
    const pos = source.locate(keyPath);
    const why = misplacedKeyMessage(text, key, pos.line, pos.column, asStep ? 'step id' : 'top-level key', stepKeys);
    if (why) misplaced.set(id, { code: 'KEY_MISINDENTED', severity: 'error', message: why.message, hint: why.hint, file: rel, line: why.line, column: why.column, path: keyPath });
  }
  if (misplaced.size === 0) return diagnostics;
  const covered = (d: Diagnostic) => [...misplaced.values()].some((m) => m.path.every((seg, i) => d.path[i] === seg));
  return [...diagnostics.filter((d) => !covered(d)), ...misplaced.values()];
}

/** A document that means to be native: the zod schema explains what is wrong with it. */
function looksNative(data: object): boolean {
  const o = data as Record<string, unknown>;
  return 'version' in o || 'name' in o || 'state_path' in o || 'steps' in o || 'phases' in o;
}

function buildModel(data: WorkflowFileShape, source: YamlSource, rel: string, abs: string, digestOf: () => string, diagnostics: Diagnostic[], format: FormatId): Workflow {
  const at = (path: Array<string | number>) => ({ file: rel, ...source.locate(path), path });
  const version = String(data.version);
  if (data.version === 4) {
    // `version: 4.0` unquoted is the number 4 to YAML: accepted as '4.0', with a word about it.
    diagnostics.push({ code: 'VERSION_NOT_QUOTED', severity: 'warning', message: "version 4.0 is not quoted, so YAML reads it as the number 4; it is taken as '4.0'", hint: "Quote it: version: '4.0'.", ...at(['version']) });
  } else if (!(SUPPORTED_VERSIONS as readonly string[]).includes(version)) {
    diagnostics.push({ code: 'UNSUPPORTED_VERSION', severity: 'error', message: `version '${version}' is not supported (supported: ${SUPPORTED_VERSIONS.join(', ')})`, hint: "Set version: '4.0'.", ...at(['version']) });
  }
  const steps = new Map<string, StepModel>();
  const addSteps = (map: Record<string, StepShape> | undefined, base: Array<string | number>) => {
    if (!map) return;
    const positions = source.keyPositions(base);
    for (const [id, def] of Object.entries(map)) {
      const path = [...base, id];
      const position = positions.get(id) ?? { line: 1, column: 1 };
      const { kind, problem } = classifyStep(def);
      if (problem !== undefined || kind === undefined) {
        diagnostics.push({ code: 'STEP_KIND_INVALID', severity: 'error', message: `step '${id}': ${problem}`, hint: 'See docs/workflow-format.md for the step kinds.', file: rel, ...position, path });
        continue;
      }
      // Per-item steps of a foreach live in their own namespace; keep them out of the top map.
      if (base.length === 1) steps.set(id, { id, kind, def, path, ...position });
    }
  };
  addSteps(data.steps, ['steps']);
  if (data.steps && data.phases) {
    diagnostics.push({ code: 'STEPS_AND_PHASES', severity: 'error', message: 'a workflow has either steps or phases, not both', hint: 'Move the phases into a composite workflow of their own.', ...at(['phases']) });
  }
  // An empty steps (or phases) map runs nothing: an error, never a crash (an importer that already
  // said why its file has nothing to run is not repeated).
  const noSteps = (!data.steps || Object.keys(data.steps).length === 0) && (!data.phases || Object.keys(data.phases).length === 0);
  if (noSteps && (format === 'native' || !diagnostics.some((d) => d.severity === 'error'))) {
    diagnostics.push({ code: 'NO_STEPS', severity: 'error', message: 'the workflow has no steps (and no phases)', hint: 'Add a steps: map; its first key is the entry step.', file: rel, line: 1, column: 1, path: [] });
  }
  const firstStep = data.steps ? Object.keys(data.steps)[0] : undefined;
  const entry = data.entry ?? firstStep;
  let digest: string | undefined;
  return {
    file: rel,
    absPath: abs,
    get digest() {
      return (digest ??= digestOf());
    },
    format,
    source,
    data,
    name: data.name,
    entry,
    steps,
    inputs: {
      required: data.inputs?.required ?? [],
      optional: data.inputs?.optional ?? [],
      defaults: data.inputs?.defaults ?? {},
    },
    execution: {
      executionMode: data.execution?.execution_mode ?? 'resume',
      ignorePreviousCompletion: data.execution?.ignore_previous_completion ?? false,
      delegationMode: data.execution?.delegation_mode ?? 'direct_only',
      maxVisits: data.execution?.max_visits ?? DEFAULT_MAX_VISITS,
      timeoutMinutes: data.execution?.timeout_minutes ?? DEFAULT_TIMEOUT_MINUTES,
      onSourceChange: data.execution?.on_source_change,
    },
  };
}

/**
 * Whether the text can spell '__proto__' at all: written out, or through a double-quoted scalar's
 * escapes (\x5f, \u005f, \U0000005f) or escaped line break ("__pro\<newline>to__"). No other
 * YAML (or JSON) form yields it: plain, single-quoted and block scalars have no escapes, and an
 * alias repeats its anchor's text. Without it the walk over every value is skipped (a 5,000-step
 * file holds ~100,000 of them).
 */
function mayNameProto(text: string): boolean {
  return text.includes('__proto__') || /\\[xuU\r\n]/.test(text);
}

/** Paths of every '__proto__' key, and of '__proto__' entries in the input lists (iterative). */
function protoNames(data: unknown): Array<Array<string | number>> {
  // A path is built only for a finding: each entry links to its parent (a 5,000-step file has
  // ~100,000 values, each of which had its own copy of its path).
  interface At {
    parent: At | undefined;
    key: string | number;
  }
  const pathOf = (at: At | undefined, last: string | number): Array<string | number> => {
    const path = [last];
    for (let cur = at; cur !== undefined; cur = cur.parent) path.push(cur.key);
    path.pop(); // the root's placeholder key
    return path.reverse();
  };
  const found: Array<Array<string | number>> = [];
  const root: At = { parent: undefined, key: '' };
  const stack: Array<[unknown, At]> = [[data, root]];
  while (stack.length > 0) {
    const [value, at] = stack.pop()!;
    if (Array.isArray(value)) {
      const inputList = at.parent?.parent === root && at.parent.key === 'inputs' && (at.key === 'required' || at.key === 'optional');
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (inputList && item === '__proto__') found.push(pathOf(at, i));
        else if (typeof item === 'object' && item !== null) stack.push([item, { parent: at, key: i }]);
      }
    } else if (typeof value === 'object' && value !== null) {
      for (const key of Object.getOwnPropertyNames(value)) {
        const item = (value as Record<string, unknown>)[key];
        if (key === '__proto__') found.push(pathOf(at, key));
        else if (typeof item === 'object' && item !== null) stack.push([item, { parent: at, key }]);
      }
    }
  }
  return found;
}

/** Shape problems inside foreach.bindings get their own code (the 4.0 "bindings well formed" rule). */
function bindingCode(d: Diagnostic): Diagnostic {
  const i = d.path.indexOf('bindings');
  return i > 0 && d.path[i - 1] === 'foreach' && d.code !== 'UNKNOWN_KEY' ? { ...d, code: 'FOREACH_BINDING_INVALID' } : d;
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  // A value a YAML tag made (!!binary, !!set, !!omap, !!timestamp): named by its tag, not as a mapping.
  if (value instanceof Uint8Array) return 'a !!binary value';
  if (value instanceof Set) return 'a !!set value';
  if (value instanceof Map) return 'a !!omap or !!pairs value';
  if (value instanceof Date) return 'a !!timestamp value';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'number' && Number.isNaN(value)) return 'a number that is not a number (.nan)';
  if (typeof value === 'number' && !Number.isFinite(value)) return `a number too large to hold (${value > 0 ? '' : '-'}Infinity: .inf, or a literal like 1e400)`;
  if (typeof value === 'string') return `the string '${value.length > 40 ? value.slice(0, 40) + '…' : value}'`;
  return `${typeof value} ${String(value)}`;
}

/** An invalid_union of the Scalar union (schema.ts): every alternative a string, number, boolean or null that did not match. */
function isScalarUnion(issue: z.core.$ZodIssue): boolean {
  if (issue.code !== 'invalid_union' || !('errors' in issue) || !Array.isArray(issue.errors) || issue.errors.length !== 4) return false;
  const expected = issue.errors.map((alt) => (alt.length === 1 && alt[0]!.code === 'invalid_type' ? String(alt[0]!.expected) : '')).sort();
  return expected.join(',') === 'boolean,null,number,string';
}

function valueAt(data: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let current: unknown = data;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

function schemaDiagnostic(issue: z.core.$ZodIssue, source: YamlSource, file: string, data: unknown): Diagnostic {
  const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
  const where = path.length > 0 ? path.join('.') : 'the workflow';
  const base = { severity: 'error' as const, file, path };
  if (path.length === 1 && path[0] === 'version') {
    const v = valueAt(data, path);
    // No version at all is a missing key, not an unsupported value ("version nothing is not supported").
    if (v === undefined) return { ...base, code: 'UNSUPPORTED_VERSION', message: `version: is missing (supported: ${SUPPORTED_VERSIONS.join(', ')})`, hint: "Add version: '4.0' at the top of the file.", ...source.locateValue(path) };
    return { ...base, code: 'UNSUPPORTED_VERSION', message: `version ${typeof v === 'string' ? `'${v}'` : describeValue(v)} is not supported (supported: ${SUPPORTED_VERSIONS.join(', ')})`, hint: "Set version: '4.0'.", ...source.locateValue(path) };
  }
  switch (issue.code) {
    case 'unrecognized_keys': {
      const keys = issue.keys;
      const known = knownKeysAt(WorkflowFile, path);
      const first = keys[0] ?? '';
      const value = valueAt(data, path);
      const mapping: object = typeof value === 'object' && value !== null ? value : {};
      const at = { ...source.locate([...path, first]), path: [...path, first] };
      if (elseBranchTo(path, mapping, first)) {
        // `- else: publish` then `to: publish`: the else branch names its step itself.
        const target = (mapping as Record<string, unknown>)['else'];
        const same = target === (mapping as Record<string, unknown>)['to'];
        return {
          ...base,
          code: 'UNKNOWN_KEY',
          message: `unknown key 'to' in ${where}: an else branch takes no 'to'; it goes to the step its else names${typeof target === 'string' ? ` ('${target}')` : ''}`,
          hint: same ? `Remove 'to' (else: ${String(target)} already goes there).` : "Remove 'to', and write the step the else branch goes to as its value: - else: <step | DONE | BLOCKED>.",
          ...at,
        };
      }
      if (first === '<<') {
        // A YAML 1.1 merge key (`<<: *common`): YAML 1.2, which stagegate reads, has none.
        return {
          ...base,
          code: 'UNKNOWN_KEY',
          message: `unknown key '<<' in ${where}: YAML merge keys (<<: *anchor) are not supported (workflow files are read as YAML 1.2, which has none)`,
          hint: 'Write the keys out in each mapping; an anchor and alias of a whole value (key: *anchor) still works.',
          ...at,
        };
      }
      if (path[path.length - 2] === 'decide' && known.includes(first)) {
        // `- if: <expression>` with `else: b` in one branch: the two forms of a branch mixed.
        return {
          ...base,
          code: 'UNKNOWN_KEY',
          message: `unknown key '${first}' in ${where}: a decision branch is {if: <expression>, to: <step>} or, last, {else: <step>}, not both in one`,
          hint: "Give the if its own branch (- if: <expression> with to: <step> under it) and end the list with - else: <step | DONE | BLOCKED>.",
          ...at,
        };
      }
      // A likely typo gets the one fix: never the key as written, nor a key the mapping already
      // has (renaming to it would make a duplicate key). Otherwise every key allowed here (a step takes ~36).
      const likely = keys.length === 1 ? likelyKey(first, path) : undefined;
      const twin = likely !== undefined && Object.hasOwn(mapping, likely) ? likely : undefined;
      const match = twin === undefined ? likely : undefined;
      if (twin !== undefined) {
        const line = source.locate([...path, twin]).line;
        return {
          ...base,
          code: 'UNKNOWN_KEY',
          message: `unknown key '${first}' in ${where}: it looks like a misspelt '${twin}', which ${where} already has (line ${line})`,
          hint: `Remove '${first}' (or move its value to '${twin}', line ${line}, if that is the one meant: a mapping holds each key once).`,
          ...at,
        };
      }
      return {
        ...base,
        code: 'UNKNOWN_KEY',
        message: `unknown key${keys.length > 1 ? 's' : ''} ${keys.map((k) => `'${k}'`).join(', ')} in ${where}.${match !== undefined ? ` Did you mean '${match}'?` : ''}`,
        // agent_package_version is the runner's (always an error in a file): not offered as allowed.
        hint: match !== undefined ? `Rename '${first}' to '${match}'.` : known.length > 0 ? `Allowed keys here: ${known.filter((k) => !(path.length === 0 && k === 'agent_package_version')).join(', ')}.` : 'Remove the key.',
        ...at,
      };
    }
    case 'invalid_type': {
      const actual = valueAt(data, path);
      const missing = actual === undefined;
      // `output: {{artifact_root}}` unquoted: a mapping to YAML; say so, and how to quote it.
      const placeholder = !missing && describeValue(actual) === 'a mapping' ? unquotedPlaceholder(source.text, source.locateValue(path).line) : undefined;
      if (placeholder) {
        return { ...base, code: 'INVALID_TYPE', message: `${where} must be ${article(issue.expected)}, got a mapping: ${placeholder.message}`, hint: placeholder.hint, ...source.locateValue(path) };
      }
      return {
        ...base,
        code: missing ? 'MISSING_KEY' : 'INVALID_TYPE',
        message: missing ? `${where} is required` : `${where} must be ${issue.expected === 'number' && typeof actual === 'number' ? 'a finite number' : article(issue.expected)}, got ${describeValue(actual)}`,
        hint: missing ? `Add ${path[path.length - 1] ?? 'it'}: (see docs/workflow-format.md).` : 'See docs/workflow-format.md for the expected shape.',
        ...(missing ? source.locate(path.slice(0, -1)) : source.locateValue(path)),
      };
    }
    case 'invalid_union':
      if (path[path.length - 1] === 'gate_schema') {
        return {
          ...base,
          code: 'INVALID_TYPE',
          message: `${where} must be a schema file (.json, .yaml or .yml) or a JSON Schema written as a mapping; got ${describeValue(valueAt(data, path))}`,
          hint: 'See docs/workflow-format.md#gate-schema.',
          ...source.locateValue(path),
        };
      }
      if (path[path.length - 2] === 'decide' && typeof path[path.length - 1] === 'number') return decisionBranchDiagnostic(path, valueAt(data, path), source, file);
      // An input value (inputs.defaults, a step's inputs, derived_inputs): a plain value, not a transition target.
      if (isScalarUnion(issue)) {
        const actual = valueAt(data, path);
        const placeholder = describeValue(actual) === 'a mapping' ? unquotedPlaceholder(source.text, source.locateValue(path).line) : undefined;
        if (placeholder) {
          return { ...base, code: 'INVALID_TYPE', message: `${where} must be a plain value (a string, a finite number, true/false or null); got a mapping: ${placeholder.message}`, hint: placeholder.hint, ...source.locateValue(path) };
        }
        return {
          ...base,
          code: 'INVALID_TYPE',
          message: `${where} must be a plain value (a string, a finite number, true/false or null); got ${describeValue(actual)}`,
          hint: typeof actual === 'number' ? 'Write a finite number, or quote the value to keep it as text.' : "Write the value as text (quoted when it holds ': ' or starts with '{' or '['); a structure passes as text, e.g. JSON in quotes.",
          ...source.locateValue(path),
        };
      }
      return {
        ...base,
        code: 'INVALID_VALUE',
        message: `${where} must be a step id, DONE, BLOCKED, or {if_input_present: {<input>: <step>}, else: <step>}; got ${describeValue(valueAt(data, path))}`,
        hint: 'Write the target as a plain step id, or the conditional form.',
        ...source.locateValue(path),
      };
    case 'invalid_value':
      return {
        ...base,
        code: 'INVALID_VALUE',
        message: `${where} must be one of ${issue.values.map((v) => `'${String(v)}'`).join(', ')}; got ${describeValue(valueAt(data, path))}`,
        hint: `Use one of: ${issue.values.map(String).join(', ')}.`,
        ...source.locateValue(path),
      };
    case 'invalid_key': {
      // The path ends with the key itself: name it, say what such a name may hold, point at the key.
      const key = String(path[path.length - 1] ?? '');
      const container = path.slice(0, -1).join('.') || 'the workflow';
      const binding = path[path.length - 2] === 'bindings';
      const what = binding ? 'binding name' : path[path.length - 2] === 'statuses' ? 'status name' : 'key';
      const rule = binding ? 'a binding name uses letters, digits and _ and does not start with a digit' : what === 'status name' ? 'a status name uses letters, digits, _, . and - only' : 'see docs/workflow-format.md for the names allowed here';
      const renamed = binding ? key.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^(?=[0-9])/, '_') : key.replace(/[^A-Za-z0-9_.-]+/g, '_');
      return {
        ...base,
        code: 'INVALID_KEY',
        message: `${what} '${key}' in ${container} is not allowed: ${rule}`,
        hint: renamed !== '' && renamed !== key ? `Rename it, e.g. to '${renamed}'${binding ? ', and the placeholders that use it' : what === 'status name' ? ' (and in the gate its stage writes)' : ''}.` : `Rename it: ${rule}.`,
        ...source.locate(path),
      };
    }
    default:
      return {
        ...base,
        code: 'INVALID_VALUE',
        message: `${where}: ${issue.message.replace(/^Invalid input: /, '')} (got ${describeValue(valueAt(data, path))})`,
        hint: 'See docs/workflow-format.md for the allowed values.',
        ...source.locateValue(path),
      };
  }
}

/**
 * A decision branch that is neither {if, to} nor {else}: named by what is wrong in it, not as a
 * status target (the two share zod's union error). An unquoted `if: true` or `if: 3` is YAML's
 * boolean or number, and the condition is a string expression.
 */
function decisionBranchDiagnostic(path: Array<string | number>, branch: unknown, source: YamlSource, file: string): Diagnostic {
  const where = path.join('.');
  const shape = 'a decision branch is {if: <expression>, to: <step>} or, last, {else: <step>}';
  const finding = (message: string, hint: string, at: Array<string | number>): Diagnostic => ({ code: 'INVALID_VALUE', severity: 'error', message, hint, file, ...source.locateValue(at), path: at });
  if (typeof branch !== 'object' || branch === null || Array.isArray(branch)) {
    return finding(`${where}: ${shape}; got ${describeValue(branch)}`, 'Write the branch as - if: <expression> with to: <step> under it, or - else: <step>.', path);
  }
  const b = branch as Record<string, unknown>;
  const stepValue = (key: string) => `${where}.${key} must be a step id, DONE or BLOCKED; got ${describeValue(b[key])}`;
  if (Object.hasOwn(b, 'if')) {
    const cond = b['if'];
    if (typeof cond !== 'string') {
      const plain = typeof cond === 'boolean' || typeof cond === 'number';
      const expression = "an expression over inputs, steps, visits, run and files, e.g. if: inputs.strict == 'true' (docs/workflow-format.md#decision-steps)";
      return finding(
        `${where}.if must be a string expression; got ${cond === null ? 'no value' : describeValue(cond)}${plain ? ` (YAML reads an unquoted ${String(cond)} as a ${typeof cond})` : ''}`,
        plain ? `Quote it: if: '${String(cond)}'. The condition is ${expression}.` : `Write the condition as one string (quoted when it holds ': ' or starts with {, [ or a quote): ${expression}.`,
        [...path, 'if'],
      );
    }
    if (cond === '') return finding(`${where}.if is empty: the condition must be an expression`, "Write the expression, e.g. if: inputs.strict == 'true'.", [...path, 'if']);
    if (!Object.hasOwn(b, 'to')) return finding(`${where} has an if but no to: the step to go to when the expression is truthy`, 'Add to: <step | DONE | BLOCKED> under the if.', path);
    if (typeof b['to'] !== 'string' || b['to'] === '') return finding(stepValue('to'), 'Write to: <step | DONE | BLOCKED>.', [...path, 'to']);
  } else if (Object.hasOwn(b, 'else') && (typeof b['else'] !== 'string' || b['else'] === '')) {
    return finding(stepValue('else'), 'Write else: <step | DONE | BLOCKED>.', [...path, 'else']);
  }
  return finding(`${where}: ${shape}; got a mapping of ${Object.keys(b).map((k) => `'${k}'`).join(', ') || 'no keys'}`, 'Write the branch as - if: <expression> with to: <step> under it, or - else: <step>.', path);
}

function article(expected: string): string {
  const words: Record<string, string> = { string: 'a string', number: 'a number', boolean: 'true or false', object: 'a mapping', array: 'a list', record: 'a mapping', int: 'an integer' };
  return words[expected] ?? expected;
}

/** The first candidate that exists inside the workspace (symlinks included) as a regular file, with its bytes' sha256; one outside is none (validate refuses it: PATH_OUTSIDE_WORKSPACE). */
function readPromptFile(workspace: Workspace, candidates: readonly string[]): Omit<PromptFile, 'step'> | undefined {
  for (const path of candidates) {
    let abs: string;
    try {
      abs = workspace.resolve(path, 'prompt file').abs;
    } catch {
      return undefined;
    }
    // Hashed in chunks from a descriptor that never blocks: a FIFO (or a folder) in the file's
    // place is no file the agent reads, not a read that waits forever for a writer.
    let sha256: string;
    try {
      sha256 = sha256File(abs);
    } catch {
      continue;
    }
    return { path, sha256 };
  }
  return undefined;
}
