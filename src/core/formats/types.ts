// Workflows written for other runners (aiox, maestro-flow, CCW wf-player) are loaded by an
// importer: it recognises its format by shape and translates the document into the native
// 4.0 model, keeping a map from every native path back to the source path, so diagnostics
// point at the line in the user's own file. Everything downstream (validation, plan, run,
// summary) then works on the native model.
import type { Diagnostic } from '../validate/diagnostics.js';

export type FormatId = 'native' | 'aiox' | 'maestro' | 'ccw';

/** The status an imported format's step reports when it could not do its work (its contract's failure). */
export const OWN_FAILURE_STATUS: Readonly<Record<Exclude<FormatId, 'native'>, string>> = { aiox: 'failed', maestro: 'FAILURE', ccw: 'NODE_FAILED' };

export type YamlPath = Array<string | number>;

/** Options an importer honours; the loader reads them from the sidecar file (see formats/sidecar.ts). */
export interface ImportOptions {
  /** Step/node id -> shell command run instead of the agent (the format's result contract still applies). */
  run: Record<string, string>;
  /** The agent of the steps the file gives none: the translation's execution.agent. */
  agent?: string;
  /**
   * aiox: the core folder of the install the workspace holds (`.aiox-core`, or `.aios-core` from
   * before the rebrand), found by the loader; a squad's workflow falls back to its personas there.
   */
  aioxCore?: string;
  /** aiox: every install the workspace holds when it holds several (aioxCore the first): the importer warns. */
  aioxCores?: readonly string[];
  /**
   * aiox: the BMAD v4 expansion pack's install folder (`.<packId>`) the workflow lies in, found by the
   * loader (a top-level dot folder with the pack's config.yaml or install-manifest.yaml): its personas
   * and tasks are there.
   */
  bmadPack?: string;
}

export interface ImportedWorkflow {
  format: Exclude<FormatId, 'native'>;
  /** A native workflow document (checked by the zod schema in schema.ts like any native file). */
  data: Record<string, unknown>;
  /**
   * Native path -> path in the source document, for the native paths the importer produced
   * (at least every ['steps', id] and the fields it translated one to one). The loader falls
   * back to the longest mapped prefix, then to the document root.
   */
  sourcePaths: Map<string, YamlPath>;
  /**
   * The format's own validator findings (file/line are filled in by the loader from `path`: in the
   * workflow file, or, with `runMap`, in its run map: `['run', <id>]`).
   */
  diagnostics: Array<Omit<Diagnostic, 'file' | 'line' | 'column'> & { runMap?: true }>;
  /**
   * Workspace files the format's steps name (an aiox agent persona, a task file): the
   * validator checks they exist (rules/imported-files.ts). sourcePath locates the mention.
   */
  fileReferences?: Array<{ path: string; alternatives?: string[]; what: string; sourcePath: YamlPath; /** The native step whose prompt names it. */ step?: string }>;
  /**
   * Native step ids the importer added to carry out the format's routing (an aiox retry or
   * verdict decision), not steps the user wrote: the loader marks them implicit, so a run's
   * `[n/N]` progress counts only the user's steps (model/workflow.ts declaredStepCount).
   */
  helperSteps?: string[];
  /**
   * Helper decisions that skip a step when a file it requires does not exist (an aiox
   * `<id>_requires`): decision id -> the step it guards. The run says such a skip as the step's,
   * naming the missing files (steps/decision/transition.ts requiresSkipInWords).
   */
  requiresChecks?: Record<string, string>;
  /**
   * Helper stages whose gate status skips a step (an aiox `<id>_agent` answered none): stage id ->
   * the step and the status. The run lists such a skip as the step's, with the gate's `reason`
   * field (run/not-run.ts), as it lists a requiresChecks skip.
   */
  skipStages?: Record<string, { step: string; status: string }>;
}

/** A file an imported workflow names, located in the user's file. */
export interface FileReference {
  path: string;
  /** Other files that satisfy the reference (an aiox squad persona, then the core one). */
  alternatives?: string[];
  what: string;
  line: number;
  column: number;
  /** The native step whose prompt names it (an aiox step's persona and task file). */
  step?: string;
}

/** A file a step's prompt has the agent read (an aiox persona or task file), as found when the workflow was read. */
export interface PromptFile {
  /** The native step whose prompt names it. */
  step: string;
  /** Workspace-relative path of the file the agent reads (the first of the reference's candidates that exists). */
  path: string;
  sha256: string;
}

export interface FormatImporter {
  format: Exclude<FormatId, 'native'>;
  /** True when the parsed document has this format's shape (never by file extension alone). */
  detect(data: unknown): boolean;
  /** Translate the parsed document; never throws for bad input (report diagnostics instead). */
  translate(data: unknown, file: string, options: ImportOptions): ImportedWorkflow;
}

/** The key of a native path in ImportedWorkflow.sourcePaths. */
export function pathKey(path: ReadonlyArray<string | number>): string {
  return JSON.stringify(path);
}

/**
 * The result contracts a step may be judged by (step key `result_contract`):
 * - workflow_gate (default): the declared output ends with one WORKFLOW_GATE block (gate.ts);
 * - aiox_step_output: a `step_output:` YAML block ends the answer; status completed|failed;
 * - maestro_coordinate: a `--- COORDINATE RESULT ---` block; STATUS SUCCESS|FAILURE; no block = failure.
 * For the last two the block is read from the declared output when the step has one, else from
 * the stage's transcript (its stdout); the status becomes the gate status the step routes on and
 * the other fields become extra gate keys (steps.<id>.gate.<key> in expressions).
 */
export type ResultContract = 'workflow_gate' | 'aiox_step_output' | 'maestro_coordinate';

/**
 * A result contract's block, parsed; the lines are 1-based lines of the text it was read from
 * (the judge uses them as file lines when that text is the file from its start): `statusLine`
 * and each key's (`keyLines`), or the failure's `line`.
 */
export type ContractResult =
  | { ok: true; status: string; extra: Record<string, unknown>; artifacts: string[]; statusLine?: number; keyLines?: Record<string, number> }
  | { ok: false; reason: string; line?: number };
