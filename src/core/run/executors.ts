// Which executor runs a step of each kind. Every executor takes the run's host and the step and
// returns the stop code when the run stops there, or undefined when it goes on with the active step.
// A child workflow, a foreach and a parallel step are imported when such a step first runs (their
// own chunks in the bundles, with the shards' code they reach): a run of shell, agent, decision and
// approval steps, a resume above all, does not compile them (docs/benchmarks.md, B5's fixed part).
import type { StepKind, StepModel } from '../model/workflow.js';
import type { RunHost } from './host.js';
import { runProcessStep } from '../steps/process/run.js';
import { runDecisionStep } from '../steps/decision/run.js';
import { runApprovalStep } from '../steps/approval/run.js';
import { runHandOffStep } from '../steps/hand-off/run.js';

export type StepExecutor = (host: RunHost, step: StepModel) => Promise<string | undefined> | string | undefined;

export const EXECUTORS: Readonly<Record<StepKind, StepExecutor>> = {
  shell: runProcessStep,
  agent: runProcessStep,
  action: runProcessStep,
  resolver: runProcessStep,
  instruction: runHandOffStep,
  decision: runDecisionStep,
  approval: runApprovalStep,
  child_workflow: async (host, step) => (await import('../steps/child/run.js')).runChildStep(host, step),
  foreach: async (host, step) => (await import('../steps/foreach/run.js')).runForeachStep(host, step),
  parallel: async (host, step) => (await import('../steps/parallel/run.js')).runParallelStep(host, step),
};
