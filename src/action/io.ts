// What the action needs from the runner, spoken through @actions/core: inputs, outputs, the job
// summary, annotations, log groups, masking and the state a post step reads. The interface lets
// the in-process tests record what the action does; `coreIO` is what runs on GitHub (and under
// @github/local-action, which substitutes its own @actions/core).
import * as core from '@actions/core';
import { guardedLines } from './log-guard.js';
import { printable } from '../core/run/printable.js';

export interface AnnotationProperties {
  title?: string;
  /** Path relative to the repository root (GITHUB_WORKSPACE). */
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface ActionIO {
  /** An input's value, trimmed unless `trimWhitespace: false` (a person's text: the answer input). */
  getInput(name: string, options?: { trimWhitespace: false }): string;
  setOutput(name: string, value: string): void;
  /** A message for the job log: shown as text, never obeyed as a workflow command (coreIO wraps one that could be). */
  info(message: string): void;
  debug(message: string): void;
  /** Every annotation has a title (GitHub shows it as the annotation's heading; without one, only the level). */
  annotate(level: AnnotationLevel, message: string, properties: AnnotationProperties & { title: string }): void;
  /** Append markdown to the job summary; rejects when it cannot be written (the caller carries on). */
  appendSummary(markdown: string): Promise<void>;
  /** Mark the step failed without another annotation (the failure was annotated already). */
  markFailed(): void;
  readonly failed: boolean;
  startGroup(name: string): void;
  endGroup(): void;
  /** Mask a value in everything the job log shows from now on. */
  setSecret(value: string): void;
  /** State for the post step (GITHUB_STATE), and what the main step saved. */
  saveState(name: string, value: string): void;
  getState(name: string): string;
}

export function coreIO(): ActionIO {
  let failed = false;
  return {
    get failed() {
      return failed;
    },
    getInput: (name, options) => core.getInput(name, options),
    setOutput: (name, value) => core.setOutput(name, value),
    // Never obeyed as a workflow command, whoever's text it carries (log-guard.ts); and without
    // escape sequences or control characters (a lone \r, ESC): what a stage or an input wrote is
    // shown as the CLI shows it (printable.ts), it never rewrites or hides stagegate's own lines.
    info: (message) => {
      for (const line of guardedLines(printable(message))) core.info(line);
    },
    debug: (message) => core.debug(printable(message)),
    annotate(level, message, properties) {
      const shown = printable(message);
      const props = { ...properties, title: printable(properties.title) };
      if (level === 'error') core.error(shown, props);
      else if (level === 'warning') core.warning(shown, props);
      else core.notice(shown, props);
    },
    async appendSummary(markdown) {
      try {
        await core.summary.addRaw(markdown).write();
      } finally {
        core.summary.emptyBuffer();
      }
    },
    markFailed() {
      failed = true;
      // 1, not core.ExitCode.Failure: @github/local-action's stand-in for @actions/core has no ExitCode.
      process.exitCode = 1;
    },
    startGroup: (name) => core.startGroup(printable(name)),
    endGroup: () => core.endGroup(),
    setSecret: (value) => core.setSecret(value),
    saveState(name, value) {
      // Only the post step reads it: a runner-like environment without GITHUB_STATE loses nothing else.
      try {
        core.saveState(name, value);
      } catch (error) {
        core.debug(`could not save state ${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    getState: (name) => core.getState(name),
  };
}
