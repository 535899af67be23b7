// A secret in an accepted output. The run's logs, messages and recorded gates mask the stage's
// secrets, but an output is the stage's work and is kept as written — and the Action uploads the
// outputs as an artifact, which GitHub never masks. So an accepted output holding the value of a
// secret the stage's environment had is warned about, naming the variable, never the value. The
// judge looks for the values in the read that hashes the output (no second pass over it).
import { MIN_SECRET_LENGTH, namedSecretsOf } from './secret-names.js';
import { ATTEMPT_TOKEN_VARIABLE, INPUT_VARIABLE_PREFIX } from './stage-command.js';

/** What to look for in a stage's output: each byte string, and the name said when it is found. */
export interface OutputSecretWatch {
  watch: Buffer[];
  names: string[];
}

/**
 * The secrets of a stage's environment as the log masks them (secret-looking names' values, URL
 * passwords), each as written and trimmed of surrounding white space (a key file's value ends with
 * a newline its copy may lack; a trimmed form shorter than a secret can be is not looked for: it
 * would be found in unrelated text), and as a JSON string holds it where that differs (a multi-line
 * key in a JSON result) — not its other encoded forms, which a log needs and an output rarely
 * holds. Not the run's inputs (STAGEGATE_INPUT_<NAME>): the run's state records them in clear (an
 * `issue_key` input is no secret), as the recorded gate keeps them (gate-secrets.ts). `masked`:
 * values stages registered with `::add-mask::`. Undefined when there is none: nothing is looked for.
 */
export function outputSecretWatch(env: Record<string, string | undefined>, masked: readonly string[] = []): OutputSecretWatch | undefined {
  const own = Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith(INPUT_VARIABLE_PREFIX)));
  const named = [...namedSecretsOf(own, ATTEMPT_TOKEN_VARIABLE), ...masked.map((value) => ({ name: 'a value a stage masked with ::add-mask::', value }))];
  if (named.length === 0) return undefined;
  const watch: Buffer[] = [];
  const names: string[] = [];
  const seen = new Set<string>();
  for (const { name, value } of named) {
    const trimmed = value.trim();
    const forms = trimmed === value || trimmed.length >= MIN_SECRET_LENGTH ? [value, trimmed, JSON.stringify(trimmed).slice(1, -1)] : [value];
    for (const form of forms) {
      if (form === '' || seen.has(form)) continue;
      seen.add(form);
      watch.push(Buffer.from(form, 'utf8'));
      names.push(name);
    }
  }
  return { watch, names };
}

/** The warning for an accepted output that holds the watched strings `found` (indexes into `w.watch`). */
export function outputSecretWarning(label: string, output: string, w: OutputSecretWatch, found: readonly number[]): string {
  const names = [...new Set(found.map((i) => w.names[i]!))];
  const what = names.length === 1 ? `the value of ${names[0]}` : `the values of ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${label}: its accepted output ${output} holds ${what}, a secret of the stage's environment: the logs mask it, but an output is kept as written, and the Action uploads the run's folder (the outputs in it included) as an artifact, which GitHub does not mask; make the stage write no secret into its output (docs/security.md)`;
}
