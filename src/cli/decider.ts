// Who a person's command records when --by is not given (approve, reject, skip, and run --answer),
// and how approve, reject and skip say so when that is no one: its own module, so `run` (which
// needs it only for --answer) does not load approve's core.
import { userInfo } from 'node:os';
import type { Style } from './style.js';

/** The OS account this process runs as (os.userInfo(): the passwd entry of its uid); undefined when there is none (a container's arbitrary uid throws). */
export function osAccount(): string | undefined {
  try {
    const name = userInfo().username;
    return name === '' ? undefined : name;
  } catch {
    return undefined;
  }
}

/**
 * Who decides when --by is not given: on a GitHub Actions runner the GitHub actor (GITHUB_ACTOR:
 * $USER there is the runner's account, `runner`, not a person), else $USER, else $LOGNAME, else
 * the OS account (as git names a committer from the passwd entry when nothing is configured);
 * an empty value counts as not set. Undefined: none of them.
 */
export function defaultDecider(env: Record<string, string | undefined>, account: () => string | undefined = osAccount): string | undefined {
  const set = (name: string | undefined) => (name !== undefined && name !== '' ? name : undefined);
  const actor = env['GITHUB_ACTIONS'] === 'true' ? set(env['GITHUB_ACTOR']) : undefined;
  return actor ?? set(env['USER']) ?? set(env['LOGNAME']) ?? account();
}

/**
 * Who a person's command records (approve / reject: who decided; skip: who skipped): --by, else the
 * default decider; without either 'unknown', with the warning that says why (`done`: the record's verb).
 */
export function actingPerson(by: string | undefined, env: Record<string, string | undefined>, done: 'decided' | 'skipped'): { by: string; warning?: string } {
  if (by !== undefined) return { by };
  const login = defaultDecider(env);
  if (login !== undefined) return { by: login };
  return { by: 'unknown', warning: `recorded as ${done} by 'unknown': --by was not given, $USER and $LOGNAME are not set and the OS account has no name (pass --by NAME)` };
}

/**
 * A person's command's output (approve / reject, skip): its report as JSON or as text, and, when
 * the command recorded something for 'unknown' (actingPerson's warning), that warning last: the
 * JSON's `warning` key, or a `warning:` line. A refusal recorded nothing: no warning.
 */
export function actingOutput(
  o: { json: boolean; style: Style; exitCode: number; recorded: boolean; warning: string | undefined },
  asJson: () => Record<string, unknown>,
  asText: () => string,
): { text: string; exitCode: number } {
  const said = o.warning !== undefined && o.recorded ? o.warning : undefined;
  return { text: o.json ? JSON.stringify({ ...asJson(), ...(said ? { warning: said } : {}) }) : asText() + (said ? `\n  ${o.style.yellow('warning:')}  ${said}` : ''), exitCode: o.exitCode };
}
