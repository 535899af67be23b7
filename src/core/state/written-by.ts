// Which stagegate wrote a run: every invocation records its version (run_started.stagegate_version,
// and the manifest's stagegate_version after it). A run a newer stagegate took part in may hold what
// this build does not know (an event, a manifest section, a field); read with this build it would
// look edited. It is refused as what it is — written by a newer stagegate: upgrade — and nothing of
// it is written over (RUN_WRITTEN_BY_NEWER_STAGEGATE).
import compare from 'semver/functions/compare.js';
import valid from 'semver/functions/valid.js';
import { VERSION } from '../../version.js';

/**
 * Semantic-version precedence of `a` against `b` (< 0, 0, > 0; build metadata ignored), by the
 * `semver` package; undefined when either is not such a version.
 */
export function compareVersions(a: string, b: string): number | undefined {
  return valid(a) !== null && valid(b) !== null ? compare(a, b) : undefined;
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
