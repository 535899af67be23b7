// How big the big tests are. `npm test` runs a tenth of each full size (at least 10, or the full
// size when that is smaller): property tests with fewer cases, size tests with smaller inputs.
// `npm run test:slow` runs the same files again at full size (STAGEGATE_FULL_SIZE=1, set by
// vitest.slow.config.ts, which picks up every test file that calls sized()). Seeds stay fixed, so
// the cases of the small run are the first cases of the full one.
export const FULL_SIZE = process.env['STAGEGATE_FULL_SIZE'] === '1';

export function sized(full: number): number {
  return FULL_SIZE ? full : Math.max(Math.ceil(full / 10), Math.min(full, 10));
}
