// Which executor runs a step of each kind. Every executor takes the run's host and the step and
// returns the stop code when the run stops there, or undefined when it goes on with the active step.
import type { StepKind, StepModel } from '../model/workflow.js';
import type { RunHost } from './host.js';
import { runProcessStep } from '../steps/process/run.js';
import { runDecisionStep } from '../steps/decision/run.js';
import { runApprovalStep } from '../steps/approval/run.js';
import { runHandOffStep } from '../steps/hand-off/run.js';
import { runChildStep } from '../steps/child/run.js';
import { runForeachStep } from '../steps/foreach/run.js';
import { runParallelStep } from '../steps/parallel/run.js';

export type StepExecutor = (host: RunHost, step: StepModel) => Promise<string | undefined> | string | undefined;

export const EXECUTORS: Readonly<Record<StepKind, StepExecutor>> = {
  shell: runProcessStep,
  agent: runProcessStep,
  action: runProcessStep,
  resolver: runProcessStep,
  instruction: runHandOffStep,
  decision: runDecisionStep,
  approval: runApprovalStep,
  child_workflow: runChildStep,
  foreach: runForeachStep,
  parallel: runParallelStep,
};
