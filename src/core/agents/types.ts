// What an agent adapter is: the argv its CLI expects, how the prompt travels, and how usage is
// read back from its transcript. Adapters are pure data + functions; spawning stays in
// src/executors behind the ProcessRunner port.

/** delegated: the agent may hand parts of the stage to sub-agents; direct: it must not. */
export type Delegation = 'delegated' | 'direct';

/** What one agent invocation reports about its own consumption (null: not reported). */
export interface AgentUsage {
  /** Agentic turns (model round trips) the CLI reports. */
  turns: number | null;
  cost_usd: number | null;
  input_tokens: number | null;
  output_tokens: number | null;
  /** The CLI says it stopped because it reached its own turn limit. */
  turn_limit_hit: boolean;
  /** Other counters a CLI reports (e.g. Copilot's premium requests). */
  extra: Record<string, number>;
}

export interface AgentArgvOptions {
  /** Model name passed to the CLI's model option (from `NAME:MODEL`). */
  model: string | undefined;
  /** The step's max_turns, for CLIs that can enforce it themselves. */
  maxTurns: number | undefined;
  delegation: Delegation;
  /** --agent-arg values, appended verbatim (never through a shell). */
  extraArgs: readonly string[];
}

export interface AgentAdapter {
  name: string;
  /** Executable looked up on PATH (the `command` adapter uses the configured path instead). */
  executable: string;
  /** argv after the executable. The prompt is NOT in it: it always travels on stdin. */
  argv(options: AgentArgvOptions): string[];
  /** Usage from the attempt's transcript (stdout and stderr interleaved), or null. */
  parseUsage(transcript: string): AgentUsage | null;
  /** Exit status by which the CLI says it stopped at its own turn limit. */
  turnLimitExitStatus?: number;
}

export function emptyUsage(): AgentUsage {
  return { turns: null, cost_usd: null, input_tokens: null, output_tokens: null, turn_limit_hit: false, extra: {} };
}

/** Every line of a transcript that parses as a JSON object, in order. */
export function jsonObjects(transcript: string): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  for (const raw of transcript.split('\n')) {
    const line = raw.trim();
    if (!line.startsWith('{') || !line.endsWith('}')) continue;
    try {
      const value: unknown = JSON.parse(line);
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) out.push(value as Record<string, unknown>);
    } catch {
      /* not JSON: ordinary transcript text */
    }
  }
  return out;
}

/** A finite, non-negative number, else undefined. */
export function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

export function obj(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** a + b where either may be unknown (null stays null only when both are). */
export function addKnown(a: number | null, b: number | null | undefined): number | null {
  if (b === null || b === undefined) return a;
  return a === null ? b : a + b;
}
