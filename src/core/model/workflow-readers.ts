// The code a read of workflows may need that most reads never do, loaded on demand: the importers
// of other runners' formats (formats/index.ts) and the gate_schema engine (gate/gate-schema.ts).
// The loader and the validator are synchronous; loading is not. So a read is handed the readers it
// has (WorkflowReaders, a value, never module state), throws FormatImporterNeeded or
// GateSchemaEngineNeeded when it meets what it was not handed, and InvocationReaders loads that
// and runs the read again: one retry loop for both. One InvocationReaders belongs to one
// invocation (a command, a run and its children): what it loaded for one read, the next read of
// the same invocation has; another invocation in the same process (the in-process run tests, a
// host embedding the run) starts with none and loads its own.
import { FormatImporterNeeded, loadImporter, type FormatImporters } from '../formats/index.js';
import { GateSchemaEngineNeeded, loadGateSchemaEngine, type GateSchemaEngine } from '../gate/gate-schema.js';

/** What a read of workflows is handed: the format importers it may use, by format, and the gate_schema engine when loaded. */
export type WorkflowReaders = FormatImporters & { readonly gateSchema?: GateSchemaEngine };

/** The gate_schema engine a read was handed; GateSchemaEngineNeeded when it was not. */
export function gateSchemaEngineOf(readers: WorkflowReaders): GateSchemaEngine {
  if (readers.gateSchema === undefined) throw new GateSchemaEngineNeeded();
  return readers.gateSchema;
}

/** How the readers are loaded (a host or a test may count or wrap them). */
export interface ReaderLoaders {
  importer: typeof loadImporter;
  gateSchemaEngine: typeof loadGateSchemaEngine;
}

const LOADERS: ReaderLoaders = { importer: loadImporter, gateSchemaEngine: loadGateSchemaEngine };

/** The readers one invocation has loaded so far, and the loop that loads what its reads turn out to need. */
export class InvocationReaders {
  private loaded: WorkflowReaders = {};

  constructor(private readonly loaders: ReaderLoaders = LOADERS) {}

  /** What is loaded now (a read that needs nothing more runs with it synchronously). */
  get readers(): WorkflowReaders {
    return this.loaded;
  }

  /**
   * Run a read of workflows (load, validate, plan …; synchronous, or awaited: `plan` awaits the
   * source commit's look-up) with what it turns out to need: each time it throws
   * FormatImporterNeeded or GateSchemaEngineNeeded for something not yet loaded, that is loaded
   * and the read runs again from the start. `read` must change nothing before it loads its
   * workflows (it may run up to five times; a native workflow without a gate_schema reads once).
   */
  async read<T>(read: (readers: WorkflowReaders) => T | Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await read(this.loaded);
      } catch (error) {
        if (error instanceof FormatImporterNeeded && this.loaded[error.format] === undefined) this.loaded = { ...this.loaded, [error.format]: await this.loaders.importer(error.format) };
        else if (error instanceof GateSchemaEngineNeeded && this.loaded.gateSchema === undefined) this.loaded = { ...this.loaded, gateSchema: await this.loaders.gateSchemaEngine() };
        else throw error;
      }
    }
  }
}

/** A read with readers of its own (an invocation that reads once). */
export function withWorkflowReaders<T>(read: (readers: WorkflowReaders) => T | Promise<T>): Promise<T> {
  return new InvocationReaders().read(read);
}
