// Which stagegate wrote a run: every invocation records its version (run_started.stagegate_version,
// and the manifest's stagegate_version after it). A run a newer stagegate took part in may hold what
// this build does not know (an event, a manifest section, a field); read with this build it would
// look edited. It is refused as what it is — written by a newer stagegate: upgrade — and nothing of
// it is written over (RUN_WRITTEN_BY_NEWER_STAGEGATE).
import { VERSION } from '../../version.js';

const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/**
 * Semantic-version precedence of `a` against `b` (< 0, 0, > 0): major, minor, patch, then a
 * pre-release below its release, its dot-separated identifiers compared numerically when both are
 * numbers, else as text (semver.org §11). undefined when either is not such a version.
 */
export function compareVersions(a: string, b: string): number | undefined {
  const x = SEMVER.exec(a);
  const y = SEMVER.exec(b);
  if (!x || !y) return undefined;
  for (let i = 1; i <= 3; i++) {
    const d = Number(x[i]) - Number(y[i]);
    if (d !== 0) return d;
  }
  const [p, q] = [x[4], y[4]];
  if (p === undefined || q === undefined) return p === q ? 0 : p === undefined ? 1 : -1;
  const ps = p.split('.');
  const qs = q.split('.');
  for (let i = 0; i < Math.min(ps.length, qs.length); i++) {
    const [m, n] = [ps[i]!, qs[i]!];
    if (m === n) continue;
    const [mn, nn] = [/^\d+$/.test(m), /^\d+$/.test(n)];
    if (mn && nn) return Number(m) - Number(n);
    if (mn !== nn) return mn ? -1 : 1;
    return m < n ? -1 : 1;
  }
  return ps.length - qs.length;
}

/** The newest of `versions` that is newer than `current` (this build's), or undefined when none is. */
export function newerThan(versions: Iterable<string | undefined>, current: string = VERSION): string | undefined {
  let newest: string | undefined;
  for (const v of versions) {
    if (v === undefined) continue;
    if ((compareVersions(v, current) ?? 0) > 0 && (newest === undefined || (compareVersions(v, newest) ?? 0) > 0)) newest = v;
  }
  return newest;
}

/** The refusal's words: who wrote the run, which stagegate this is, what to do; the run's files are left as they are. */
export function newerBuildRefusal(newer: string, relJournal: string): { reason: string; hint: string } {
  return {
    reason: `journal ${relJournal} was written by a newer stagegate (${newer}) than this one (${VERSION}): this stagegate may not understand what the run recorded, so it neither continues nor reports the run`,
    hint: `Upgrade stagegate to ${newer} or later (npm install stagegate@${newer}; the Action: the ref its uses: names), then run the same command again: the run's files were left as they are. Or start another run id with this stagegate.`,
  };
}
