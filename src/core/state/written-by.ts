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

/**
 * A version as a release names it: MAJOR.MINOR.PATCH, perhaps a short pre-release (`-rc.1`,
 * `-beta`, `-2`); no `v`, no build metadata, no white space. Only such a version is repeated in what
 * stagegate prints: the journal (a shard's, an artifact's) says which build wrote it, and a forged
 * one could otherwise put any text (`99.0.0-see.evil-example.com`, a line break) into the
 * upgrade hint and its `npm install` command.
 */
const PLAIN_VERSION = /^(?:0|[1-9]\d{0,8})\.(?:0|[1-9]\d{0,8})\.(?:0|[1-9]\d{0,8})(?:-(?:[A-Za-z]{1,16}|0|[1-9]\d{0,8})(?:\.(?:0|[1-9]\d{0,8}))*)?$/;

/** `version` when it is a plain version (PLAIN_VERSION, at most 40 characters), else undefined. */
export function plainVersion(version: string): string | undefined {
  return version.length <= 40 && PLAIN_VERSION.test(version) ? version : undefined;
}

/** A newer build as the words name it: its version when plain, else what it is without repeating it. */
export function newerBuildName(newer: string): string {
  const plain = plainVersion(newer);
  return plain !== undefined ? `a newer stagegate (${plain})` : 'a newer stagegate (its journal names a version that is no plain release version, not repeated here)';
}

/** How to upgrade to the build that wrote it: to its version when plain, else to the latest release. */
export function upgradeTo(newer: string): string {
  const plain = plainVersion(newer);
  return plain !== undefined ? `Upgrade stagegate to ${plain} or later (npm install stagegate@${plain}; the Action: the ref its uses: names)` : `Upgrade stagegate to the release that wrote it or a later one (npm install stagegate@latest; the Action: the ref its uses: names)`;
}

/** The refusal's words: who wrote the run, which stagegate this is, what to do; the run's files are left as they are. */
export function newerBuildRefusal(newer: string, relJournal: string): { reason: string; hint: string } {
  return {
    reason: `journal ${relJournal} was written by ${newerBuildName(newer)} than this one (${VERSION}): this stagegate may not understand what the run recorded, so it neither continues nor reports the run`,
    hint: `${upgradeTo(newer)}, then run the same command again: the run's files were left as they are. Or start another run id with this stagegate.`,
  };
}
