// SHARD.json: what a finished shard says about itself, written beside its run's journal when
// `run --shard` ends. It names the run and the instance of it the shard ran for (the run's first
// journal event: a fresh start begins another), the workflow version, the step (foreach or parallel), visit
// and item or branch it ran, the journal head it ended at and the outputs it accepted (with a copy of each under files/,
// so a shard folder carried from another machine brings its outputs along). Nothing in it is
// trusted on its own: the merge checks every claim against the journal and the files
// (shards/verify.ts).
import { join } from 'node:path';
import * as z from '../model/zod.js';
import { atomicWriteFileDurably } from '../state/atomic-write.js';
import { NotRegularFileError, readRegularFile } from '../state/own-file.js';
import type { JournalOrigin } from '../state/journal.js';

/** The descriptor's file name, in the shard folder (the item run's folder). */
export const SHARD_FILE = 'SHARD.json';
/** Copies of the shard's accepted outputs, by workspace-relative path, under the shard folder. */
export const SHARD_FILES_DIR = 'files';

/** A run instance as SHARD.json and a shard's `run_started` (`parent_instance`) record it. */
export const RunInstanceSchema = z.strictObject({ seq: z.literal(1), sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)) });

/** Whether `value` is a well-formed run instance (a journal's `parent_instance` is checked before it is compared). */
export function isRunInstance(value: unknown): value is JournalOrigin {
  return RunInstanceSchema.safeParse(value).success;
}

/** The most warnings a SHARD.json holds (writeDescriptor keeps the first ones and counts the rest). */
export const MAX_SHARD_WARNINGS = 100;

const Output = z.strictObject({ path: z.string().check(z.minLength(1)), sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)), size: z.number().check(z.int(), z.gte(0)) });

export const ShardDescriptorSchema = z.strictObject({
  shard: z.literal(1),
  /** What the shard ran: a foreach item's per-item machine, or one branch of a parallel step. */
  kind: z.enum(['foreach', 'parallel']),
  run_id: z.string().check(z.minLength(1)),
  /**
   * The instance of the run the shard ran for: the run's journal's first event (its `run_started`,
   * seq 1, and the sha256 of its line). A fresh start of the run id begins a new journal, so a
   * shard made before it names another one and is not merged into the new run. Absent in a shard
   * made by stagegate before instances were recorded: such a shard is checked as it was then (its
   * journal must then record no instance either).
   */
  run_instance: z.optional(RunInstanceSchema),
  workflow: z.string(),
  workflow_digest: z.string(),
  step: z.string().check(z.minLength(1)),
  /** The step's visit the items (or branches) belong to. */
  visit: z.number().check(z.int(), z.gt(0)),
  key: z.string().check(z.minLength(1)),
  bindings: z.record(z.string(), z.string()),
  /** The shard run's state file (workspace-relative), where the merge puts the shard. */
  state_path: z.string().check(z.minLength(1)),
  journal: z.strictObject({ seq: z.number().check(z.int(), z.gt(0)), sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)) }),
  /** How the item run ended (WORKFLOW_COMPLETE, ITEM_DEFERRED or the code it ended blocked with). */
  outcome: z.string().check(z.minLength(1)),
  outputs: z.array(Output),
  /**
   * The warnings the shard's run gave (as its leg reported them: a foreach item's named by the
   * item): the merge reports them among its own. Said, not trusted: nothing is decided on them.
   */
  warnings: z.optional(z.array(z.string()).check(z.maxLength(MAX_SHARD_WARNINGS))),
});

export type ShardDescriptor = z.infer<typeof ShardDescriptorSchema>;

export type DescriptorRead = { kind: 'ok'; descriptor: ShardDescriptor } | { kind: 'bad'; reason: string };

/** Larger than any descriptor a shard writes (a few hundred bytes an output); a larger file is not one. */
const MAX_DESCRIPTOR_BYTES = 16 * 1024 * 1024;

/**
 * The folder's SHARD.json. A stage can write in the run root, so the file is opened as one of a
 * stage's: no link followed, never blocked on a FIFO (a plain read of one hung a resume, holding
 * the run lock), anything but a regular file refused.
 */
export function readDescriptor(folder: string): DescriptorRead {
  let data: unknown;
  try {
    data = JSON.parse(readRegularFile(join(folder, SHARD_FILE), MAX_DESCRIPTOR_BYTES).toString('utf8'));
  } catch (error) {
    if (error instanceof NotRegularFileError) return { kind: 'bad', reason: `${SHARD_FILE} is ${error.kind}, not a regular file` };
    return { kind: 'bad', reason: `${SHARD_FILE} cannot be read as JSON (${(error as NodeJS.ErrnoException).code ?? (error as Error).message.split('\n')[0]})` };
  }
  const parsed = ShardDescriptorSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { kind: 'bad', reason: `${SHARD_FILE} is not a shard descriptor (${issue.path.join('.') || 'its top level'}: ${issue.message})` };
  }
  return { kind: 'ok', descriptor: parsed.data };
}

/** Written last, once every output's copy is durable: it is what makes the folder a result. */
export function writeDescriptor(folder: string, descriptor: ShardDescriptor): Promise<void> {
  const warnings = descriptor.warnings !== undefined ? cappedWarnings(descriptor.warnings) : undefined;
  return atomicWriteFileDurably(join(folder, SHARD_FILE), JSON.stringify({ ...descriptor, ...(warnings !== undefined ? { warnings } : {}) }, null, 2) + '\n');
}

/** A shard's warnings as its SHARD.json holds them: all of them up to the cap, else the first ones and how many more there were (the merge would refuse a longer list). */
export function cappedWarnings(warnings: readonly string[]): string[] {
  if (warnings.length <= MAX_SHARD_WARNINGS) return [...warnings];
  const kept = warnings.slice(0, MAX_SHARD_WARNINGS - 1);
  return [...kept, `… ${warnings.length - kept.length} more warnings (the shard's leg reported them all)`];
}
