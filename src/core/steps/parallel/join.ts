// The join of a parallel step as a pure function of counts: decided as soon as the outcome can
// no longer change (all: first failure; any: first success; majority: more than half either way).
export type JoinMode = 'all' | 'any' | 'majority';
export type JoinOutcome = 'PARALLEL_COMPLETE' | 'PARALLEL_FAILED';

export function joinDecision(mode: JoinMode, total: number, succeeded: number, failed: number): JoinOutcome | undefined {
  switch (mode) {
    case 'all':
      if (failed > 0) return 'PARALLEL_FAILED';
      return succeeded >= total ? 'PARALLEL_COMPLETE' : undefined;
    case 'any':
      if (succeeded > 0) return 'PARALLEL_COMPLETE';
      return failed >= total ? 'PARALLEL_FAILED' : undefined;
    case 'majority': {
      const need = Math.floor(total / 2) + 1;
      if (succeeded >= need) return 'PARALLEL_COMPLETE';
      return total - failed < need ? 'PARALLEL_FAILED' : undefined;
    }
  }
}
