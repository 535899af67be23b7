// Checks the built-in agent adapters against real agent CLIs installed OUTSIDE the project:
//   node scripts/check-agent-clis.mjs DIR [--parse] [--offline]
// DIR holds node_modules/.bin/{claude,codex,gemini,copilot,opencode} (npm install
// @anthropic-ai/claude-code @openai/codex @google/gemini-cli @github/copilot opencode-ai).
// For each adapter it takes the fullest argv of a first attempt (model, max turns, direct mode, the
// session id the runner chooses: claude's `--session-id <uuid>`, copilot's `--session-id=<uuid>`)
// and of a retry that continues the session before it (claude: `--resume=<id> --fork-session
// --session-id <new>`; copilot: `--resume=<id>` alone), runs the CLI's `--help` (of the subcommand
// when the argv starts with one)
// and checks that every flag is named there and that a value given to a flag whose help lists
// choices is one of them. No adapter passes codex's `exec resume` (docs/agents.md, "Sessions").
// --parse also starts each CLI with each exact argv, an empty stdin and no network (`unshare -n`,
// Linux) and fails when the CLI rejects an argument or their combination (Claude Code: "--session-id
// can only be used with --continue or --resume if --fork-session is also specified", stream-json
// "requires --verbose", "Invalid session ID"; Copilot CLI: "the argument '--resume [<value>]'
// cannot be used with '--session-id <id>'"); it never sends a prompt anywhere. A continued argv
// names a session no CLI has, so it gets as far as the CLI's own refusal of that id (Claude's "No
// conversation found with session ID", Copilot's "No session, task, or name matched"), which is
// said, not failed.
// It also asks the npm registry (`npm view PKG version`; not with --offline) whether each installed
// CLI is the latest, and fails when one is not: npm installs the newest version whose `engines`
// this Node satisfies, without a word, so on Node 20 `npm install @anthropic-ai/claude-code` gave
// 2.1.197 (June 2026) while 2.1.198 and later need Node 22.
// Not part of `npm test`: CI has neither the CLIs nor network. Exit 1 when something is off.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { ADAPTERS } = await import('../src/core/agents/registry.js');

/** Flags an adapter passes that a CLI deliberately hides from --help (checked in its source). */
const HIDDEN = { claude: ['--max-turns'] };
/** What a CLI prints when it rejects an argument (commander, clap, yargs). */
const REJECTED = /unknown option|unexpected argument|invalid value|argument '.*' is invalid|Unknown argument|Invalid values?:|unrecognized subcommand|can only be used with|also needs --|requires --verbose|Invalid session ID|not a valid UUID|cannot be used with/i;
/** The npm package of each adapter's CLI. */
const PACKAGES = { claude: '@anthropic-ai/claude-code', codex: '@openai/codex', gemini: '@google/gemini-cli', copilot: '@github/copilot', opencode: 'opencode-ai' };

const [dirArg, ...rest] = process.argv.slice(2);
if (!dirArg || dirArg.startsWith('-')) {
  console.error('usage: node scripts/check-agent-clis.mjs DIR [--parse] [--offline]');
  process.exit(2);
}
const bin = join(resolve(dirArg), 'node_modules', '.bin');
const parse = rest.includes('--parse');
const offline = rest.includes('--offline');
// A scratch HOME and working directory, so no CLI touches the user's settings or this checkout;
// removed at the end (Copilot CLI unpacks itself into its HOME's .cache: 236 MB a run).
const scratch = mkdtempSync(join(tmpdir(), 'check-agent-clis-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
const env = { ...process.env, HOME: scratch, XDG_CONFIG_HOME: join(scratch, '.config') };
let failures = 0;

function run(exe, args, stdin) {
  const r = spawnSync(exe, args, { cwd: scratch, env, input: stdin, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, text: `${r.stdout ?? ''}\n${r.stderr ?? ''}`, error: r.error };
}

function fail(name, message) {
  failures += 1;
  console.log(`  FAIL ${name}: ${message}`);
}

for (const adapter of ADAPTERS.values()) {
  if (adapter.name === 'command') continue;
  const exe = join(bin, adapter.executable);
  if (!existsSync(exe)) {
    fail(adapter.name, `${exe} is not installed`);
    continue;
  }
  const version = run(exe, ['--version']).text.trim().split('\n')[0];
  checkLatest(adapter.name, PACKAGES[adapter.name]);
  // A first attempt, and (for a CLI whose sessions are continued) the retry that continues it.
  const base = { model: 'check-model', maxTurns: 7, delegation: 'direct', extraArgs: [], ...(adapter.choosesSession ? { newSession: randomUUID() } : {}) };
  const variants = [['first attempt', adapter.argv(base)]];
  if (adapter.resumesSession) variants.push(['continued', adapter.argv({ ...base, newSession: randomUUID(), resumeSession: randomUUID() })]);
  for (const [what, argv] of variants) checkArgv(adapter, exe, version, what, argv);
}

/** Whether the installed package is the registry's latest (npm view), said either way. */
function checkLatest(name, pkg) {
  let installed;
  try {
    installed = JSON.parse(readFileSync(join(resolve(dirArg), 'node_modules', pkg, 'package.json'), 'utf8')).version;
  } catch {
    return fail(name, `cannot read the version of ${pkg} under ${dirArg}/node_modules`);
  }
  if (offline) return console.log(`${name}: ${pkg}@${installed} installed (--offline: not compared with the registry)`);
  const view = spawnSync('npm', ['view', pkg, 'version', 'engines.node', '--json'], { encoding: 'utf8', timeout: 60_000 });
  let latest;
  let engines;
  try {
    const info = JSON.parse(view.stdout);
    latest = typeof info === 'string' ? info : info.version;
    engines = typeof info === 'string' ? undefined : info['engines.node'];
  } catch {
    return console.log(`${name}: ${pkg}@${installed} installed; the registry could not be asked (${(view.stderr || view.error?.message || '').trim().split('\n')[0]}): give --offline to skip this`);
  }
  if (latest === installed) console.log(`${name}: ${pkg}@${installed}, the registry's latest`);
  else fail(name, `${pkg}@${installed} is installed, the registry's latest is ${latest}${engines ? ` (engines: node ${engines}; this Node is ${process.version}: npm installs the newest version whose engines it satisfies)` : ''}`);
}

function checkArgv(adapter, exe, version, what, argv) {
  const sub = argv[0] !== undefined && !argv[0].startsWith('-') ? [argv[0]] : [];
  const help = run(exe, [...sub, '--help']).text;
  console.log(`${adapter.name} (${version}), ${what}: ${adapter.executable} ${argv.join(' ')}`);
  for (let i = sub.length; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('-') || arg === '-') continue;
    const eq = arg.indexOf('=');
    const flag = eq < 0 ? arg : arg.slice(0, eq);
    const next = argv[i + 1];
    const value = eq >= 0 ? arg.slice(eq + 1) : next !== undefined && !next.startsWith('-') ? next : undefined;
    // The flag where an entry starts (shallow indent, after its aliases), not where another entry's
    // wrapped description names it.
    const at = help.search(new RegExp(`^[ \\t]{0,8}(?:-{1,2}[\\w-]+, )*${flag.replace(/-/g, '\\-')}(?=[\\s,<\\[]|$)`, 'm'));
    if (at < 0) {
      if ((HIDDEN[adapter.name] ?? []).includes(flag)) console.log(`  ok   ${flag} (hidden from --help; known option)`);
      else fail(adapter.name, `${flag} is not in \`${[adapter.executable, ...sub].join(' ')} --help\``);
      continue;
    }
    // The flag's own help entry: up to the next line that starts another option.
    const after = help.slice(at + 1);
    const end = after.search(/\n\s*-{1,2}[A-Za-z]/);
    const entry = help.slice(at, end < 0 ? undefined : at + 1 + end);
    const choices = /choices|possible values/i.test(entry);
    if (value !== undefined && choices && value !== 'check-model' && !entry.includes(value)) fail(adapter.name, `${flag} ${value}: not one of the choices its help lists`);
    else console.log(`  ok   ${flag}${value !== undefined && choices ? ` ${value} (a listed choice)` : ''}`);
  }
  if (parse) {
    // Empty stdin: every CLI stops at "no prompt" after parsing its arguments; no network at all.
    const r = run('unshare', ['-n', exe, ...argv], '');
    // A rejected argument is an error line, or (yargs, e.g. OpenCode) the command's usage again.
    const usage = help.split('\n').find((l) => l.trim() !== '')?.trim();
    const lines = r.text.split('\n').map((l) => l.trim()).filter((l) => l.length > 3);
    if (r.error || r.code === null) fail(adapter.name, `could not run unshare -n (${r.error?.message ?? 'timed out'}); --parse needs Linux and unshare rights`);
    else if (REJECTED.test(r.text) || (usage !== undefined && r.text.includes(usage))) fail(adapter.name, `argv rejected: ${lines.find((l) => REJECTED.test(l)) ?? lines[0]}`);
    else if (what === 'continued' && adapter.sessionRefused?.(r.text, argv.find((a) => a.startsWith('--resume='))?.slice('--resume='.length) ?? '') === true) {
      console.log(`  ok   argv accepted; the session to continue is refused as expected (no such session): ${lines.find((l) => /^(Error: )?No (conversation|session)/.test(l))?.slice(0, 140) ?? ''}`);
    } else console.log(`  ok   argv accepted (exit ${r.code}: ${lines[lines.length - 1]?.slice(0, 140)})`);
  }
}

console.log(failures === 0 ? 'All adapter flags found.' : `${failures} problem(s).`);
process.exit(failures === 0 ? 0 : 1);
