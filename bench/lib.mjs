// Helpers shared by the benchmarks: temp git workspaces, workflow generators, timed child
// processes (wall clock + peak RSS), statistics and formatting. No dependency beyond node:*.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** util-linux `setsid`: each timed command runs in a process group of its own, killed as one. */
export const SETSID = existsSync('/usr/bin/setsid') ? '/usr/bin/setsid' : null;

export const GNU_TIME = existsSync('/usr/bin/time') && spawnSync('/usr/bin/time', ['-f', '%M', 'true'], { encoding: 'utf8' }).status === 0 ? '/usr/bin/time' : null;

/** bash flags stagegate uses for a shell stage (src/core/run/stage-command.ts SHELL_ARGS). */
export const SHELL_ARGS = ['--noprofile', '--norc', '-eo', 'pipefail', '-c'];

/**
 * The trivial stage: one bash process, builtins only (printf + redirection), writes a small
 * artifact ending in a valid gate. It reads everything from the STAGEGATE_* environment, so the
 * same text serves every stage and every runner.
 */
export function stageScript(status = 'OK') {
  return `printf 'trivial stage output\\n\\nWORKFLOW_GATE:\\n  workflow: %s\\n  step: %s\\n  status: ${status}\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n' "$STAGEGATE_WORKFLOW" "$STAGEGATE_STEP" "$STAGEGATE_ARTIFACT" >"$STAGEGATE_OUTPUT"`;
}
export const STAGE_SCRIPT = stageScript('OK');

export function stageId(i, n) {
  return `s${String(i).padStart(String(n).length, '0')}`;
}

function yamlQuote(s) {
  return `'${s.replace(/'/g, "''")}'`;
}

/**
 * A 4.0 workflow of `n` shell stages in a chain: s1 -OK-> s2 -OK-> ... -> sN -OK-> DONE.
 * Outputs go straight into the run root (it exists once the state is written), so a stage
 * needs no mkdir process.
 */
export function chainWorkflow(n, name = 'chain', script = STAGE_SCRIPT, extraStatuses = []) {
  const lines = [
    "version: '4.0'",
    `name: ${name}`,
    `description: A generated chain of ${n} trivial shell stages (stagegate benchmark).`,
    'runner_skill: run-engineering-workflow',
    "state_path: '{{artifact_root}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id]',
    '  optional: []',
    '  defaults:',
    `    artifact_root: runs/${name}/{{run_id}}`,
    'steps:',
  ];
  for (let i = 1; i <= n; i++) {
    const id = stageId(i, n);
    lines.push(
      `  ${id}:`,
      `    run: ${yamlQuote(script)}`,
      `    output: '{{artifact_root}}/${id}.md'`,
      '    statuses:',
      `      OK: ${i === n ? 'DONE' : stageId(i + 1, n)}`,
      ...extraStatuses.map(([status, to]) => `      ${status}: ${to}`),
    );
  }
  lines.push('execution:', '  execution_mode: resume', '  ignore_previous_completion: false', '  delegation_mode: direct_only', '');
  return lines.join('\n');
}

/** The process-spawn limit: the same bash -c per stage, same environment, same file writes. */
export function bashChainScript(n, workflowName = 'chain') {
  return [
    '#!/usr/bin/env bash',
    '# The physical limit for B1: one `bash -c <stage script>` per stage, nothing else.',
    'set -euo pipefail',
    `script=${shellQuote(STAGE_SCRIPT)}`,
    'root="$1"',
    'mkdir -p "$root"',
    `export STAGEGATE_WORKFLOW=${workflowName} STAGEGATE_VISIT=1 STAGEGATE_ATTEMPT=1`,
    `for ((i = 1; i <= ${n}; i++)); do`,
    `  printf -v id 's%0${String(n).length}d' "$i"`,
    '  STAGEGATE_STEP="$id" STAGEGATE_ARTIFACT="$root/$id.md" STAGEGATE_OUTPUT="$PWD/$root/$id.md" \\',
    `    bash ${SHELL_ARGS.join(' ')} "$script" "stage:$id"`,
    'done',
    '',
  ].join('\n');
}

export function shellQuote(s) {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** A temp directory holding a git repository with one commit of `files` (path -> text). */
export function makeGitWorkspace(parent, name, files) {
  const dir = join(parent, name);
  mkdirSync(dir, { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const git = (...args) => {
    const r = spawnSync('git', ['-c', 'user.email=bench@stagegate.invalid', '-c', 'user.name=stagegate bench', '-c', 'commit.gpgsign=false', ...args], { cwd: dir, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed in ${dir}: ${r.stderr}`);
  };
  writeFileSync(join(dir, '.gitignore'), 'runs/\nbase/\nlg/\nbig/\nout/\n');
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'bench workspace');
  return dir;
}

export function makeTempRoot() {
  return mkdtempSync(join(tmpdir(), 'stagegate-bench-'));
}

/**
 * Environment for children: ours, without stagegate's own variables or colour forcing, and without
 * NODE_EXTRA_CA_CERTS: where a machine sets it (the development machine does), every Node process
 * parses that CA bundle at start, ~55 ms of CPU that GitHub's runners (which do not set it) and most
 * users never pay — it would inflate every cold start measured here, bare `node -e 0` most of all.
 */
export function childEnv(extra = {}) {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('STAGEGATE_') && k !== 'FORCE_COLOR' && k !== 'NODE_EXTRA_CA_CERTS') env[k] = v;
  return { ...env, NO_COLOR: '1', ...extra };
}

/**
 * Run a command once and time it (wall clock from spawn to exit, measured here). With
 * `rss: true` or `cpu: true` it runs under GNU time and also reports the peak RSS (KiB) of the
 * largest process it waited for and the CPU time (user + sys, 10 ms resolution) of the command
 * and its children: CPU time is far less sensitive than wall time to other load on the machine. Throws when the command fails or `check(stdout)` returns a string (the reason).
 */
export function timed(cmd, args, { cwd, env, rss = false, cpu = false, check, timeoutMs = 15 * 60_000, exitCode = 0 } = {}) {
  let file = cmd;
  let argv = args;
  let rssFile;
  if ((rss || cpu) && GNU_TIME) {
    rssFile = join(tmpdir(), `stagegate-bench-rss-${process.pid}-${Math.random().toString(36).slice(2)}`);
    file = GNU_TIME;
    argv = ['-f', '%M %U %S', '-o', rssFile, cmd, ...args];
  }
  // Under GNU time, in a session of its own (setsid execs in place: its pid is the group's id), so
  // a timeout kills the whole tree: spawnSync's timeout signals only the child it started, here
  // time itself, and the runner went on working in a workspace the harness then removed. (Only
  // there: every variant a ratio compares is timed alike, and B4's bare starts get no extra exec.)
  const grouped = rssFile !== undefined && SETSID !== null;
  if (grouped) {
    argv = [file, ...argv];
    file = SETSID;
  }
  const start = process.hrtime.bigint();
  const r = spawnSync(file, argv, { cwd, env: env ?? childEnv(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: timeoutMs });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (grouped && r.pid && r.error?.code === 'ETIMEDOUT') {
    try {
      process.kill(-r.pid, 'SIGKILL'); // whatever of the tree outlived time
    } catch {
      /* the group is gone */
    }
  }
  let rssKiB = null;
  let cpuMs = null;
  if (rssFile) {
    try {
      // Last line (GNU time puts "Command exited with non-zero status" before it on failure).
      const [m, u, sys] = readFileSync(rssFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
      rssKiB = m;
      cpuMs = (u + sys) * 1000;
    } catch {
      /* not written */
    }
    rmSync(rssFile, { force: true });
  }
  const where = `${cmd} ${args.join(' ')}`.slice(0, 300);
  if (r.error) throw new Error(`${where}: ${r.error.message}${r.error.code === 'ETIMEDOUT' ? ` (after ${(timeoutMs / 60_000).toFixed(1)} min; its process group killed)` : ''}`);
  if (r.status !== exitCode) throw new Error(`${where}: exit ${r.status}\n${(r.stdout ?? '').slice(-2000)}\n${(r.stderr ?? '').slice(-2000)}`);
  const problem = check ? check(r.stdout) : undefined;
  if (problem) throw new Error(`${where}: ${problem}`);
  return { ms, rssKiB, cpuMs, stdout: r.stdout };
}

/** Parse the last line of stdout as JSON and check `status`. */
export function expectJson(field, want) {
  return (stdout) => {
    let data;
    try {
      data = JSON.parse(stdout.trim().split('\n').pop());
    } catch {
      return `stdout is not JSON: ${stdout.slice(0, 300)}`;
    }
    return data[field] === want ? undefined : `${field} is ${JSON.stringify(data[field])}, expected ${JSON.stringify(want)}: ${stdout.slice(0, 500)}`;
  };
}

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? NaN : s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function summary(xs) {
  const v = xs.filter((x) => Number.isFinite(x));
  return { median: median(v), min: Math.min(...v), max: Math.max(...v), n: v.length };
}

/** Paired ratios or differences over the repetitions that have both values. */
export function paired(a, b, f) {
  const out = [];
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (Number.isFinite(a[i]) && Number.isFinite(b[i])) out.push(f(a[i], b[i]));
  return out;
}

export function fmtNum(x, unit = '') {
  if (!Number.isFinite(x)) return 'n/a';
  const a = Math.abs(x);
  const digits = a >= 100 ? 0 : a >= 10 ? 1 : a >= 1 ? 2 : 3;
  return `${x.toFixed(digits)}${unit}`;
}

export function fmtSummary(s, unit) {
  if (!s || !Number.isFinite(s.median)) return { median: 'n/a', range: 'n/a', n: String(s?.n ?? 0) };
  return { median: fmtNum(s.median, unit), range: s.n > 1 ? `${fmtNum(s.min, unit)}–${fmtNum(s.max, unit)}` : '—', n: String(s.n) };
}

/** Rotate a list by `k` (interleaving order changes each repetition). */
export function rotate(list, k) {
  const n = list.length;
  return list.map((_, i) => list[(i + k) % n]);
}

// ---------------------------------------------------------------------------------------
// B7 (parallel) and B8 (foreach) generators.

/** Branch ids b01..bN (zero-padded to at least two digits, so they sort). */
export function branchId(i, n) {
  return `b${String(i).padStart(Math.max(2, String(n).length), '0')}`;
}

/**
 * A branch stage: `sleep <seconds>`, then the trivial stage's write. A branch's gate names the
 * branch (`step:`), which arrives as STAGEGATE_BRANCH (STAGEGATE_STEP is the parallel step).
 */
export function branchScript(seconds) {
  return `sleep ${seconds}; ${STAGE_SCRIPT.replace('"$STAGEGATE_STEP"', '"$STAGEGATE_BRANCH"')}`;
}

/**
 * A 4.0 workflow of one parallel step `fan` with `n` shell branches (each `branchScript`),
 * `maxConcurrency` at once, join all, PARALLEL_COMPLETE -> DONE.
 */
export function parallelWorkflow(n, seconds, maxConcurrency, name = 'par') {
  const lines = [
    "version: '4.0'",
    `name: ${name}`,
    `description: One parallel step of ${n} shell branches of ${seconds} s, ${maxConcurrency} at once (stagegate benchmark B7).`,
    'runner_skill: run-engineering-workflow',
    "state_path: '{{artifact_root}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id]',
    '  optional: []',
    '  defaults:',
    `    artifact_root: runs/${name}/{{run_id}}`,
    'steps:',
    '  fan:',
    '    parallel:',
    `      max_concurrency: ${maxConcurrency}`,
    '      join: all',
    '      branches:',
  ];
  const script = yamlQuote(branchScript(seconds));
  for (let i = 1; i <= n; i++) {
    const id = branchId(i, n);
    lines.push(`        ${id}:`, `          run: ${script}`, `          output: '{{artifact_root}}/${id}.md'`, '          statuses: { OK: DONE }');
  }
  lines.push('    statuses:', '      PARALLEL_COMPLETE: DONE', 'execution:', '  execution_mode: resume', '  ignore_previous_completion: false', '  delegation_mode: direct_only', '');
  return lines.join('\n');
}

/**
 * The practical limit for B7: the same `n` branch commands, `maxConcurrency` at once through
 * `xargs -P`, each one `bash -c` with the environment a branch gets (env execs bash: no extra
 * process beyond xargs' own fork).
 */
export function xargsParallelScript(n, seconds, maxConcurrency, workflowName = 'par') {
  const ids = Array.from({ length: n }, (_, i) => branchId(i + 1, n)).join(' ');
  return [
    '#!/usr/bin/env bash',
    `# The practical limit for B7: ${n} branch commands through xargs -P ${maxConcurrency}.`,
    'set -euo pipefail',
    `script=${shellQuote(branchScript(seconds))}`,
    'root="$1"',
    'mkdir -p "$root"',
    `export STAGEGATE_WORKFLOW=${workflowName} STAGEGATE_STEP=fan STAGEGATE_VISIT=1 STAGEGATE_ATTEMPT=1`,
    `printf '%s\\n' ${ids} |`,
    `  xargs -P ${maxConcurrency} -I{} env STAGEGATE_BRANCH={} STAGEGATE_ARTIFACT="$root/{}.md" STAGEGATE_OUTPUT="$PWD/$root/{}.md" \\`,
    `    bash ${SHELL_ARGS.join(' ')} "$script" "branch:{}"`,
    '',
  ].join('\n');
}

export function itemId(i, n) {
  return `it${String(i).padStart(String(n).length, '0')}`;
}

/** A Markdown registry of `n` items (ID, Name, Status), the format a foreach reads from `.md`. */
export function registryTable(n) {
  const rows = Array.from({ length: n }, (_, i) => `| ${itemId(i + 1, n)} | Item ${i + 1} | PENDING |`);
  return ['# Items', '', `A generated registry of ${n} items (stagegate benchmark B8).`, '', '| ID | Name | Status |', '|---|---|---|', ...rows, ''].join('\n');
}

/**
 * A 4.0 workflow of one foreach step over `registry`: the per-item machine is one trivial shell
 * stage (the B1 stage, same script) whose OK leads to next_artifact; its output goes straight
 * into the run root, as a B1 stage's does.
 */
export function foreachWorkflow(registry, name = 'fe') {
  return [
    "version: '4.0'",
    `name: ${name}`,
    'description: A foreach over a generated registry, one trivial shell stage per item (stagegate benchmark B8).',
    'runner_skill: run-engineering-workflow',
    "state_path: '{{artifact_root}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id]',
    '  optional: []',
    '  defaults:',
    `    artifact_root: runs/${name}/{{run_id}}`,
    'steps:',
    '  items:',
    '    foreach:',
    `      source: ${registry}`,
    '      id_field: ID',
    '      order: registry',
    '    per_item:',
    '      work:',
    `        run: ${yamlQuote(STAGE_SCRIPT)}`,
    "        output: '{{artifact_root}}/{{item_id}}.md'",
    '        statuses: { OK: next_artifact }',
    '    completion: { require: all items verified, on_complete: DONE }',
    'execution:',
    '  execution_mode: resume',
    '  ignore_previous_completion: false',
    '  delegation_mode: direct_only',
    '',
  ].join('\n');
}
