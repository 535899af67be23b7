// docs/cli.md against the code: its synopsis names every command src/cli/spec.ts knows with every
// flag the command takes, and every exit status it gives a stop code — in the generated table
// (scripts/gen-stop-codes-doc.mjs) or in the prose — is the one src/core/run/stop-codes.ts gives.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS, COMMAND_NAMES, FLAGS, type FlagName } from '../../src/cli/spec.js';
import { EXIT_STATUS, STOP_CODES, exitStatusFor, isStopCode } from '../../src/core/run/stop-codes.js';
import { REPO } from './validate-helpers.js';

const doc = readFileSync(join(REPO, 'docs', 'cli.md'), 'utf8');

/** The synopsis at the top: one entry per `stagegate …` line, its continuation lines joined to it. */
function synopsis(text: string): string[] {
  const block = /^# CLI\n\n```\n([\s\S]*?)\n```/.exec(text)?.[1] ?? '';
  const entries: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('stagegate ')) entries.push(line);
    else if (entries.length > 0) entries[entries.length - 1] += ` ${line.trim()}`;
  }
  return entries;
}

/** The synopsis entry of a command (`approve|reject` serves both). */
function entryOf(entries: string[], command: string): string | undefined {
  return entries.find((e) => e.split(' ')[1]!.split('|').includes(command));
}

/** Flags the synopsis leaves to a sentence of their own: -C/--workspace (every command that reads a workspace), --help. */
const SAID_ONCE: FlagName[] = ['workspace', 'help'];

/** The exit status the generated table gives each stop code: the code's row. */
function tableExits(text: string): Map<string, number> {
  const table = text.split('<!-- exit statuses: generated')[1]?.split('<!-- end of the generated exit statuses -->')[0] ?? '';
  const exits = new Map<string, number>();
  for (const row of table.matchAll(/^\| (\d+) \| (.*) \|$/gm)) {
    for (const code of row[2]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) if (isStopCode(code[1]!)) exits.set(code[1]!, Number(row[1]));
  }
  return exits;
}

/**
 * Every exit status the prose gives stop codes: `CODE` (exit N), `CODE`, exit N, a list
 * `A`, `B` or `C` (exit N), and table rows `| \`CODE\` | N |`. Codes that are not stop codes
 * (NOT_STARTED, USAGE_ERROR) are left out.
 */
function proseExits(text: string): Array<{ code: string; exit: number; context: string }> {
  const generated = /<!-- exit statuses: generated[\s\S]*?<!-- end of the generated exit statuses -->/;
  const prose = text.replace(generated, '');
  const found: Array<{ code: string; exit: number; context: string }> = [];
  const flat = prose.replace(/\s*\n\s*/g, ' ');
  for (const m of flat.matchAll(/((?:`[A-Z][A-Z0-9_]+`(?:,\s*|\s+or\s+|\s+and\s+)?)+)\s*(?:\(|,\s*)exit (\d+)/g)) {
    for (const code of m[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) if (isStopCode(code[1]!)) found.push({ code: code[1]!, exit: Number(m[2]), context: m[0] });
  }
  for (const m of prose.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \| (\d+) \|/gm)) if (isStopCode(m[1]!)) found.push({ code: m[1]!, exit: Number(m[2]), context: m[0] });
  return found;
}

describe('docs/cli.md', () => {
  const entries = synopsis(doc);

  it('names every command in its synopsis, each with every flag the command takes', () => {
    expect(entries.length).toBeGreaterThan(10);
    for (const command of COMMAND_NAMES) {
      const entry = entryOf(entries, command);
      expect(entry, `synopsis line for 'stagegate ${command}'`).toBeDefined();
      for (const flag of COMMANDS[command].flags as readonly FlagName[]) {
        if (SAID_ONCE.includes(flag)) continue;
        const info = FLAGS[flag] as { short?: string };
        const spelt = new RegExp(`(^|[\\[|\\s])(--${flag}|-${info.short ?? '\\0'})(?![\\w-])`);
        expect(entry, `${command}: --${flag}`).toMatch(spelt);
      }
    }
    expect(doc).toContain('`-C DIR` / `--workspace DIR`');
  });

  it("each command's --help usage line names every flag it takes, or says [flags]", () => {
    for (const command of COMMAND_NAMES) {
      const usage = (COMMANDS[command] as { usage: string }).usage;
      if (usage.includes('[flags]')) continue;
      for (const flag of COMMANDS[command].flags as readonly FlagName[]) {
        if (SAID_ONCE.includes(flag)) continue;
        const info = FLAGS[flag] as { short?: string };
        expect(usage, `${command}: --${flag}`).toMatch(new RegExp(`(^|[\\[|\\s])(--${flag}|-${info.short ?? '\\0'})(?![\\w-])`));
      }
    }
  });

  it('gives every stop code, in the generated exit-status table, the exit status of its class', () => {
    const exits = tableExits(doc);
    expect([...exits.keys()].sort()).toEqual(Object.keys(STOP_CODES).sort());
    for (const [code, exit] of exits) expect(exit, code).toBe(exitStatusFor(code));
  });

  it('gives every stop code the prose names with an exit status the exit status of its class', () => {
    const found = proseExits(doc);
    expect(found.length).toBeGreaterThanOrEqual(8); // the checks below check something
    for (const { code, exit, context } of found) expect(exit, context).toBe(exitStatusFor(code));
  });

  it('catches a stale exit status, in the table and in the prose', () => {
    const stale = doc.replace('| 9 | io', '| 8 | io').replace('`STEP_NOT_SKIPPABLE` (exit 4)', '`STEP_NOT_SKIPPABLE` (exit 5)');
    expect(tableExits(stale).get('RUN_FILE_UNSAFE')).toBe(8);
    expect(proseExits(stale).find((f) => f.code === 'STEP_NOT_SKIPPABLE')?.exit).toBe(5);
    expect(EXIT_STATUS.io).toBe(9);
    expect(proseExits('refused with `SHARD_UNKNOWN`,\n   `SHARD_NOT_READY` (exit 4) or `WORKFLOW_LOCKED` (exit 7: …').map((f) => `${f.code}=${f.exit}`)).toEqual(['SHARD_UNKNOWN=4', 'SHARD_NOT_READY=4', 'WORKFLOW_LOCKED=7']);
    expect(synopsis('# CLI\n\n```\nstagegate run <workflow>\n              [--json]\n```\n')).toEqual(['stagegate run <workflow> [--json]']);
  });
});

/** The flags a usage line requires: those outside every [...] group (nested groups included). */
function requiredFlags(line: string): string[] {
  let text = line;
  for (let before = ''; before !== text; ) [before, text] = [text, text.replace(/\[[^[\]]*\]/g, '')];
  return [...text.matchAll(/(?:^|\s)(--[a-z][a-z-]*)/g)].map((m) => m[1]!).sort();
}

/** The `stagegate COMMAND …` lines of the code blocks in COMMAND's own section(s) (### run, ### approve, reject, …), continuation lines joined. */
function sectionUsages(text: string, command: string): string[] {
  const found: string[] = [];
  for (const section of text.split(/^### /m).slice(1)) {
    const title = section.split('\n', 1)[0]!;
    if (!title.split(/,\s*/).includes(command)) continue;
    for (const block of section.matchAll(/```\n([\s\S]*?)\n```/g)) {
      const lines: string[] = [];
      for (const line of block[1]!.split('\n')) {
        if (line.startsWith('stagegate ')) lines.push(line);
        else if (lines.length > 0 && /^\s/.test(line)) lines[lines.length - 1] += ` ${line.trim()}`;
      }
      found.push(...lines.filter((l) => l.split(' ')[1] === command));
    }
  }
  return found;
}

describe("docs/cli.md's command sections and --help agree with the synopsis on what a command requires", () => {
  const entries = synopsis(doc);

  it('a flag optional in the synopsis is optional in the command’s own section and in its --help usage line', () => {
    let checked = 0;
    for (const command of COMMAND_NAMES) {
      const required = requiredFlags(entryOf(entries, command)!);
      for (const usage of sectionUsages(doc, command)) {
        checked++;
        expect(requiredFlags(usage), `### ${command}: ${usage}`).toEqual(required);
      }
      expect(requiredFlags((COMMANDS[command] as { usage: string }).usage), `${command} --help`).toEqual(required);
    }
    expect(checked).toBeGreaterThan(8);
    expect(requiredFlags('stagegate history <workflow> [name=value ...] --run-id ID [--json]')).toEqual(['--run-id']);
    expect(requiredFlags('stagegate run <workflow> [--agent NAME[:MODEL]] [--json]')).toEqual([]);
  });

  it('the --help of --by and of list say what the code does', () => {
    // approve/reject: $USER, else $LOGNAME, else unknown (src/cli/commands/approval.ts); approvers are checked only where a step lists them.
    expect((FLAGS.by as { help: string }).help).toContain('$LOGNAME');
    expect((FLAGS.by as { help: string }).help).not.toContain('must be a listed approver');
    // list finds state files whatever state_path names them, not only workflow_state.yaml.
    expect((COMMANDS.list as { about: string }).about).not.toContain('workflow_state.yaml files');
  });
});

describe('the exit-status table names what once exits with beside its command', () => {
  it("once's 'cannot tell' status is a row of the table, with the number once.ts exits with", async () => {
    const { ONCE_CANNOT_TELL } = await import('../../src/cli/commands/once.js');
    expect(doc).toMatch(new RegExp(`^\\| ${ONCE_CANNOT_TELL} \\| \`once\` could not tell whether its KEY was done`, 'm'));
    expect(doc).toMatch(/^\| 2 \| usage: .*`gate` or `once` outside a stage/m);
  });
});
