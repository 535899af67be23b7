// A StagegateError is an expected failure with a documented stop code: adapters print its
// message (never a stack trace) and exit with the code's status.
import type { StopCode } from './stop-codes.js';

export interface ErrorLocation {
  file?: string;
  line?: number;
  column?: number;
}

export class StagegateError extends Error {
  readonly code: StopCode;
  readonly location: ErrorLocation;
  readonly hint?: string;
  /** The command that continues past this stop, when one does (a run's next_command): pasteable. */
  readonly nextCommand?: string;
  constructor(code: StopCode, message: string, options: { location?: ErrorLocation; hint?: string; nextCommand?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'StagegateError';
    this.code = code;
    this.location = options.location ?? {};
    if (options.hint !== undefined) this.hint = options.hint;
    if (options.nextCommand !== undefined) this.nextCommand = options.nextCommand;
  }
}

export function isStagegateError(error: unknown): error is StagegateError {
  return error instanceof StagegateError;
}
