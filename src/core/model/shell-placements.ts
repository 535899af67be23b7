// Where each {{placeholder}} of a `run:` script lands, as bash will parse the script: unquoted,
// inside "…", '…' or $'…', in a here-document, in a comment, inside ${…}, or in arithmetic.
// The runner never splices a value into the script: it passes each value in an environment
// variable and puts a reference to it where the placeholder was, written for that place
// (stage-command.ts). Bash does not parse the contents of a variable as code — except in
// arithmetic, where it evaluates them as an expression (`a[$(cmd)]` runs cmd), so a value used
// there must be an integer — and where a builtin reads a word as a variable NAME (`printf -v`,
// `read`, `unset`, `declare`, `[[ -v ]]` …): bash evaluates a subscript in a name it is given
// (`arr[$(cmd)]`), so a value there must be a plain identifier. A placement no reference can serve (the body of a here-document with
// a quoted delimiter is never expanded) is refused, at validate and when the step runs.
//
// The scanner is conservative: text it cannot follow (an unterminated quote, an unmatched
// parenthesis) is refused rather than guessed at, and only when the script holds placeholders.
import { PLACEHOLDER } from './placeholders.js';

/**
 * word: unquoted; double: inside "…" (or $"…"); single: inside '…'; ansi: inside $'…';
 * heredoc: the body of an expanding here-document; param: the word of ${name:-word} and the
 * like; comment: after # (inert); arith: evaluated as an arithmetic expression.
 */
export type ShellPlacement = 'word' | 'double' | 'single' | 'ansi' | 'heredoc' | 'param' | 'comment' | 'arith';

export interface PlaceholderSite {
  name: string;
  /** Offsets of `{{ name }}` in the script. */
  start: number;
  end: number;
  placement: ShellPlacement;
  /** Set when no reference can be safe here: why. */
  unsafe?: string;
  /**
   * The command that will run this word as code again (`bash -c`, `eval`, `ssh`): the value is
   * data in this script, but code for that command. Set for warnings; the reference is still used.
   */
  evaluatedBy?: string;
  /**
   * The builtin that reads this word as a variable name (`printf -v`, `read`, `declare` …): bash
   * evaluates a subscript in it (`arr[$(cmd)]`), so the value must be a plain identifier.
   */
  nameFor?: string;
  /**
   * Only part of the name: the word before the placeholder is already a name (`read CFG_{{i}}`), so
   * the value need only continue it ([A-Za-z0-9_]*): nothing in it can open a subscript.
   */
  namePart?: true;
  /**
   * The value of a declaration (`declare -a arr={{x}}`, `local -i n={{x}}`): with -i (integer) bash
   * evaluates it as arithmetic, so it must be an integer; otherwise, for an array (declared here
   * with -a/-A, or earlier), a value `(…)` is read as a compound assignment whose subscripts and
   * words are expanded (`([$(cmd)]=1)` runs cmd), so such a value is refused. `warn`: the
   * declaration says -a, -A or -i (validate warns); without, the check is made at run only.
   */
  declValue?: { by: string; integer: boolean; warn: boolean };
}

/** What a value used as a variable name must be (a subscript in a name is evaluated). */
export const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** What a value that only continues a name (namePart) must be. */
export const NAME_PART = /^[A-Za-z0-9_]*$/;
/**
 * A value a declaration of an array may read as a compound assignment: bash does so for `(…)`;
 * any value that opens with ( is refused, as text after the placeholder may close it.
 */
export const COMPOUND_VALUE = /^\(/;

/** The value rule of a site a builtin reads as a name: undefined when the value passes. */
export function nameValueProblem(site: Pick<PlaceholderSite, 'nameFor' | 'namePart'>, value: string): string | undefined {
  if (site.nameFor === undefined) return undefined;
  if (site.namePart === true) return NAME_PART.test(value) ? undefined : 'letters, digits and _ only ([A-Za-z0-9_]*), as it continues a name';
  return IDENTIFIER.test(value) ? undefined : 'a plain identifier ([A-Za-z_][A-Za-z0-9_]*)';
}

/** The value rule of a declaration's value (declValue): undefined when the value passes. */
export function declValueProblem(site: Pick<PlaceholderSite, 'declValue'>, value: string): string | undefined {
  const d = site.declValue;
  if (d === undefined || value === '') return undefined;
  if (d.integer) return /^[+-]?(0|[1-9][0-9]{0,17})$/.test(value) ? undefined : `an integer (\`${d.by}\` evaluates it as arithmetic)`;
  return COMPOUND_VALUE.test(value) ? `a value that is not (…) (\`${d.by}\` reads a value (…) as a compound array assignment, whose subscripts and words bash expands: ([$(cmd)]=1) runs cmd)` : undefined;
}

/**
 * The declaration whose value (`name=…`) the placeholder is part of, or undefined. `prefix`: the
 * text of its word before the placeholder (quotes removed).
 */
export function declarationOf(words: readonly string[], prefix: string): PlaceholderSite['declValue'] {
  let k = 0;
  while (k < words.length && (/^[A-Za-z_][A-Za-z0-9_]*\+?=/.test(words[k]!) || words[k] === 'builtin' || words[k] === 'command')) k++;
  const command = words[k];
  if (command === undefined || !DECLARERS.has(command)) return undefined;
  if (!/^[A-Za-z_][A-Za-z0-9_]*(\[[^\]]*\])?\+?=/.test(prefix)) return undefined;
  let options = '';
  let ended = false;
  for (const a of words.slice(k + 1)) {
    if (a === '--') ended = true;
    else if (!ended && /^-[A-Za-z]+$/.test(a)) options += a.slice(1);
  }
  if (/n/.test(options) && command !== 'export' && command !== 'readonly') return undefined; // a nameref: nameFor
  const integer = options.includes('i');
  const warn = integer || /[aA]/.test(options);
  // Not at the value's start: bash reads a compound value only when it opens the value.
  if (!integer && !/=$/.test(prefix)) return undefined;
  return { by: `${command}${warn ? ' -' + [...new Set(options.replace(/[^aAi]/g, ''))].join('') : ''}`, integer, warn };
}

export type ShellScan = { ok: true; sites: PlaceholderSite[] } | { ok: false; message: string; offset: number };

class ScanError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

interface PendingHeredoc {
  delimiter: string;
  stripTabs: boolean;
  expand: boolean;
}

const ARITH_OPERATORS = new Set(['-eq', '-ne', '-lt', '-le', '-gt', '-ge']);
/** Words after which a new simple command starts. */
const STARTERS = new Set(['then', 'do', 'else', 'elif', 'if', 'while', 'until', '!', '{', 'time']);
const SHELLS = /^(?:.*\/)?(?:ba|da|z|k|fi|a|mk)?sh$/;

/**
 * The command that runs a word of this simple command as code (words: those finished before the
 * placeholder's word): the word after a shell's -c (`bash -c '…'`, `sudo sh -c "…"`), any word of
 * `eval`, any word after `ssh` (it joins its arguments into a remote command line).
 */
function evaluatorOf(words: readonly string[]): string | undefined {
  if (words[0] === 'eval') return 'eval';
  const ssh = words.findIndex((w) => w === 'ssh' || w.endsWith('/ssh'));
  if (ssh >= 0 && ssh < words.length - 1) return 'ssh';
  if (words.at(-1) === '-c') {
    const shell = words.slice(0, -1).find((w) => SHELLS.test(w) || w === 'su');
    if (shell !== undefined) return `${shell} -c`;
  }
  return undefined;
}
/** Builtins that declare the names they are given (name=value); -n makes the value a name too. */
const DECLARERS = new Set(['declare', 'typeset', 'local', 'export', 'readonly']);
/** Options taking an argument, per builtin whose other words are names. */
const READ_ARG_OPTIONS = 'adinNptu';
const MAPFILE_ARG_OPTIONS = 'dnOsuCc';

/**
 * The builtin that reads the word a placeholder stands in as a variable name, or undefined.
 * `words`: the finished words of its simple command; `prefix`: the text of its own word before
 * the placeholder (quotes removed); `cond`: inside [[ … ]].
 */
export function nameReaderOf(words: readonly string[], prefix: string, cond: boolean): string | undefined {
  let k = 0;
  while (k < words.length && (/^[A-Za-z_][A-Za-z0-9_]*\+?=/.test(words[k]!) || words[k] === 'builtin' || words[k] === 'command')) k++;
  const command = words[k];
  const args = words.slice(k + 1);
  const previous = args.at(-1);
  const last = words.at(-1); // inside [[ … && … ]] the words restart after &&
  if ((cond || command === 'test' || command === '[') && (last === '-v' || last === '-R') && prefix === '') return `${command === 'test' || command === '[' ? command : '[['} ${last}`;
  if (command === undefined) return undefined;
  // Walk the options: `optionArg` is the option whose argument the next word is.
  const walk = (withArg: string): { optionArg?: string; operands: number; options: string } => {
    let optionArg: string | undefined;
    let operands = 0;
    let options = '';
    let ended = false;
    for (const a of args) {
      if (optionArg !== undefined) optionArg = undefined;
      else if (ended || !a.startsWith('-') || a === '-') {
        operands++;
        ended = true;
      } else if (a === '--') ended = true;
      else {
        options += a.slice(1);
        const last = a.length === 2 ? a[1]! : '';
        if (last !== '' && withArg.includes(last)) optionArg = last;
        else if (a.length > 2) {
          // -rp: the last option letter that takes an argument, with nothing after it, takes the next word.
          const at = [...a.slice(1)].findIndex((c) => withArg.includes(c));
          if (at === a.length - 2) optionArg = a[a.length - 1];
        }
      }
    }
    return { ...(optionArg !== undefined ? { optionArg } : {}), operands, options };
  };
  // The placeholder is (part of) an operand, not of an option word such as -a{{x}}.
  const operand = !prefix.startsWith('-');
  switch (command) {
    case 'printf': {
      if (previous === '-v' && args.slice(0, -1).every((a) => a.startsWith('-'))) return 'printf -v';
      if (/^-v/.test(prefix) && args.every((a) => a.startsWith('-'))) return 'printf -v';
      return undefined;
    }
    case 'read': {
      const w = walk(READ_ARG_OPTIONS);
      if (w.optionArg !== undefined) return w.optionArg === 'a' ? 'read -a' : undefined;
      if (!operand) return /^-[A-Za-z]*a$/.test(prefix) ? 'read -a' : undefined; // -a{{x}}
      return 'read';
    }
    case 'mapfile':
    case 'readarray': {
      const w = walk(MAPFILE_ARG_OPTIONS);
      if (w.optionArg !== undefined) return undefined;
      return operand ? command : undefined;
    }
    case 'getopts': {
      const w = walk('');
      return w.operands === 1 && operand ? 'getopts' : undefined;
    }
    case 'wait': {
      if (previous === '-p' || (previous !== undefined && /^-[A-Za-z]*p$/.test(previous))) return 'wait -p';
      return /^-[A-Za-z]*p./.test(prefix) ? 'wait -p' : undefined;
    }
    case 'unset': {
      const w = walk('');
      return w.options.includes('f') || !operand ? undefined : 'unset';
    }
    default: {
      if (!DECLARERS.has(command)) return undefined;
      const w = walk('');
      if (!operand) return undefined;
      if (!prefix.includes('=')) return command;
      // declare -n ref={{x}}: the value of a nameref is a name.
      if (command !== 'export' && command !== 'readonly' && /n/.test(w.options) && /^[A-Za-z_][A-Za-z0-9_]*=$/.test(prefix)) return `${command} -n`;
      return undefined;
    }
  }
}
const WORD_END = /[\s;&|()<>]/;
const PLACEHOLDER_AT = new RegExp(PLACEHOLDER.source, 'y');

/** Scan `script` (a run: text still holding its placeholders). */
export function scanShellPlacements(script: string): ShellScan {
  if (!script.includes('{{')) return { ok: true, sites: [] };
  const scanner = new Scanner(script);
  try {
    scanner.command(null);
    // A placeholder the scan stepped over (inside a quoted here-document delimiter, say) has no
    // known place: refused, never substituted blindly.
    const seen = new Set(scanner.sites.map((site) => site.start));
    const sites = [...scanner.sites];
    for (const m of script.matchAll(PLACEHOLDER)) {
      if (!seen.has(m.index)) sites.push({ name: m[1]!, start: m.index, end: m.index + m[0].length, placement: 'word', unsafe: 'stagegate cannot tell where this placeholder lands in the script' });
    }
    return { ok: true, sites: sites.sort((a, b) => a.start - b.start) };
  } catch (error) {
    if (error instanceof ScanError) return { ok: false, message: error.message, offset: error.offset };
    throw error;
  }
}

/** 1-based line of `offset` in `text`. */
export function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

class Scanner {
  i = 0;
  readonly sites: PlaceholderSite[] = [];
  private pending: PendingHeredoc[] = [];
  /** Inside arithmetic (and not in a command substitution nested in it): every site is arith. */
  private arith = false;
  /** The finished words of the simple command being read, per nested command list; cond: inside [[ … ]]. */
  private readonly frames: Array<{ words: string[]; cond: boolean; redirect: boolean }> = [];

  constructor(private readonly s: string) {}

  private site(placement: ShellPlacement, unsafe?: string): boolean {
    PLACEHOLDER_AT.lastIndex = this.i;
    const m = PLACEHOLDER_AT.exec(this.s);
    if (!m) return false;
    const frame = this.frames.at(-1);
    const evaluatedBy = evaluatorOf(frame?.words ?? []);
    const at = this.arith ? 'arith' : placement;
    const operandAt = frame !== undefined && !frame.redirect && (at === 'word' || at === 'double' || at === 'single' || at === 'ansi');
    const prefix = operandAt ? this.wordPrefix() : '';
    const nameFor = operandAt ? nameReaderOf(frame.words, prefix, frame.cond) : undefined;
    const namePart = nameFor !== undefined && IDENTIFIER.test(prefix);
    const declValue = operandAt && nameFor === undefined ? declarationOf(frame.words, prefix) : undefined;
    this.sites.push({ name: m[1]!, start: this.i, end: this.i + m[0].length, placement: at, ...(unsafe !== undefined ? { unsafe } : {}), ...(evaluatedBy !== undefined ? { evaluatedBy } : {}), ...(nameFor !== undefined ? { nameFor } : {}), ...(namePart ? { namePart: true as const } : {}), ...(declValue !== undefined ? { declValue } : {}) });
    this.i += m[0].length;
    return true;
  }

  /** The text of the current word before this.i, quotes removed (approximate: back to a blank or an operator). */
  private wordPrefix(): string {
    let k = this.i;
    while (k > 0 && !/[\s;&|()<>`]/.test(this.s[k - 1]!)) k--;
    return this.s.slice(k, this.i).replace(/\$?["']/g, '');
  }

  /**
   * At a backslash: it escapes the next character, unless a placeholder follows — the backslash
   * would then escape the first character of the reference put there (\"…): refused.
   */
  private escape(placement: ShellPlacement): void {
    this.i++;
    if (this.s[this.i] === '{' && this.site(placement, 'a backslash right before a placeholder would escape the reference put there; remove it')) return;
    this.i++;
  }

  private fail(message: string, offset = this.i): never {
    throw new ScanError(message, offset);
  }

  private startsWith(text: string): boolean {
    return this.s.startsWith(text, this.i);
  }

  /**
   * A command list, until `end`: ')' (a $(…), (…) or <(…) body), '`' (a backtick body) or the end
   * of the script (null).
   */
  command(end: ')' | '`' | null): void {
    const s = this.s;
    const outerArith = this.arith;
    this.arith = false;
    let depth = 0; // ( … ) groups opened inside this list
    let wordStart = true;
    let commandStart = true;
    let word = ''; // the plain text of the current word, for keywords
    let letCommand = false;
    let cond: { from: number; arithmetic: boolean } | undefined; // inside [[ … ]]
    const cases: Array<{ depth: number; state: 'subject' | 'pattern' | 'body' }> = [];
    const words: string[] = [];
    // redirect: the word being read is the target of < > <<< (not an operand of the command).
    const frame = { words, cond: false, redirect: false };
    this.frames.push(frame);
    const endWord = (): void => {
      if (word !== '' && frame.redirect) frame.redirect = false;
      else if (word !== '') {
        if (STARTERS.has(word) && commandStart) words.length = 0;
        else words.push(word);
        if (word === '[[' && cond === undefined) {
          cond = { from: this.sites.length, arithmetic: false };
          frame.cond = true;
        } else if (word === ']]' && cond !== undefined) {
          if (cond.arithmetic) for (let k = cond.from; k < this.sites.length; k++) this.sites[k]!.placement = 'arith';
          cond = undefined;
          frame.cond = false;
        } else if (cond !== undefined && ARITH_OPERATORS.has(word)) cond.arithmetic = true;
        else if (word === 'let' && commandStart) letCommand = true;
        else if (word === 'case' && commandStart) cases.push({ depth, state: 'subject' });
        else if (word === 'in' && cases.at(-1)?.state === 'subject') cases.at(-1)!.state = 'pattern';
        else if (word === 'esac' && cases.length > 0) cases.pop();
        commandStart = STARTERS.has(word);
      }
      word = '';
      wordStart = true;
    };
    const endCommand = (): void => {
      endWord();
      frame.redirect = false;
      words.length = 0;
      letCommand = false;
      commandStart = true;
    };
    while (this.i < s.length) {
      if (s[this.i] === '{' && this.site(letCommand ? 'arith' : 'word')) {
        wordStart = false;
        word += '\0'; // not a keyword
        continue;
      }
      const c = s[this.i]!;
      if (end === '`' && c === '`') {
        this.i++;
        endCommand();
        this.frames.pop();
        this.arith = outerArith;
        return;
      }
      if (c === ')') endWord(); // a keyword right before it (esac) counts
      if (c === ')' && end === ')' && depth === 0 && cases.at(-1)?.state !== 'pattern') {
        this.i++;
        endCommand();
        this.frames.pop();
        this.arith = outerArith;
        return;
      }
      if (c === '\\') {
        this.escape(letCommand ? 'arith' : 'word');
        wordStart = false;
        word += '\0';
        continue;
      }
      if (c === '#' && wordStart) {
        this.comment();
        continue;
      }
      if (c === '\n') {
        this.i++;
        endCommand();
        this.heredocBodies();
        continue;
      }
      if (c === ' ' || c === '\t' || c === '\r') {
        this.i++;
        endWord();
        continue;
      }
      if (c === '&' && s[this.i + 1] === '>') {
        // &>file &>>file: a redirection of stdout and stderr, not a command separator.
        endWord();
        this.i += s[this.i + 2] === '>' ? 3 : 2;
        frame.redirect = true;
        continue;
      }
      if (c === ';' || c === '&' || c === '|') {
        endCommand();
        // ;; ;& ;;& end a case branch: the next pattern follows.
        if (c === ';' && (s[this.i + 1] === ';' || s[this.i + 1] === '&') && cases.at(-1)?.state === 'body') cases.at(-1)!.state = 'pattern';
        this.i++;
        while (this.i < s.length && ';&|'.includes(s[this.i]!)) this.i++;
        continue;
      }
      if (c === '(') {
        if (wordStart && s[this.i + 1] === '(') {
          // (( arithmetic ))
          this.i += 2;
          this.arithmetic('))');
          endWord();
          continue;
        }
        endCommand();
        this.i++;
        if (cases.at(-1)?.state !== 'pattern') depth++; // a pattern may open with (
        continue;
      }
      if (c === ')') {
        const top = cases.at(-1);
        if (top?.state === 'pattern' && depth === top.depth) top.state = 'body';
        else if (depth > 0) depth--;
        else this.fail("unmatched ')'");
        this.i++;
        endCommand();
        continue;
      }
      if (c === '<' || c === '>') {
        // 2>… {fd}>…: the word before is the redirection's descriptor, no word of the command.
        if (/^([0-9]+|\{[A-Za-z_][A-Za-z0-9_]*\})$/.test(word)) word = '';
        endWord();
        if (s[this.i + 1] === '(') {
          this.i += 2;
          this.command(')');
          wordStart = false;
          frame.redirect = false; // < <(…): the process substitution was the target
          continue;
        }
        if (this.startsWith('<<<')) {
          this.i += 3;
          frame.redirect = true;
          continue;
        }
        if (this.startsWith('<<')) {
          this.i += 2;
          this.heredocOperator();
          continue;
        }
        this.i++;
        if (s[this.i] === '>' || s[this.i] === '|') this.i++; // >> <> >|
        if (s[this.i] === '&') this.i++; // >&2 <&3 2>&1: a descriptor follows, not a command separator
        frame.redirect = true;
        continue;
      }
      if (wordStart && /[A-Za-z_]/.test(c)) {
        // name[subscript]=…: an indexed array's subscript is arithmetic.
        const m = /^[A-Za-z_][A-Za-z0-9_]*\[/.exec(s.slice(this.i, this.i + 256));
        if (m) {
          this.i += m[0].length;
          this.subscript();
          wordStart = false;
          word += '\0';
          continue;
        }
      }
      wordStart = false;
      if (c === "'") {
        word += '\0';
        this.single();
        continue;
      }
      if (c === '"') {
        word += '\0';
        this.i++;
        this.double();
        continue;
      }
      if (c === '`') {
        word += '\0';
        this.i++;
        this.command('`');
        continue;
      }
      if (c === '$') {
        word += '\0';
        this.dollar(letCommand ? 'arith' : 'word');
        continue;
      }
      word += c;
      this.i++;
    }
    if (end === ')') this.fail("unterminated '$(' or '(': no matching ')'");
    if (end === '`') this.fail('unterminated backtick command substitution');
    if (depth > 0) this.fail("unmatched '('");
    if (this.pending.length > 0) this.heredocBodies();
    this.frames.pop();
    this.arith = outerArith;
  }

  /** After $: $( … ), $(( … )), ${ … }, $[ … ], $'…', $"…", or a plain $name. */
  private dollar(plain: ShellPlacement): void {
    const s = this.s;
    if (s.startsWith('{{', this.i + 1)) {
      this.i++;
      // $ directly before a placeholder: the reference would join the $ ($$, $"…"): refused.
      if (this.site(plain, 'a $ right before a placeholder would join the reference put there ($$…); write \\$ for a literal dollar sign')) return;
      this.i--;
    }
    const next = s[this.i + 1];
    if (next === '(') {
      if (s[this.i + 2] === '(') {
        this.i += 3;
        this.arithmetic('))');
      } else {
        this.i += 2;
        this.command(')');
      }
      return;
    }
    if (next === '{') {
      this.i += 2;
      this.parameter();
      return;
    }
    if (next === '[') {
      this.i += 2;
      this.arithmetic(']');
      return;
    }
    if (next === "'") {
      this.i += 2;
      this.ansi();
      return;
    }
    if (next === '"') {
      this.i += 2;
      this.double();
      return;
    }
    this.i++;
  }

  private comment(): void {
    while (this.i < this.s.length && this.s[this.i] !== '\n') {
      if (this.s[this.i] === '{' && this.site('comment')) continue;
      this.i++;
    }
  }

  private single(): void {
    const open = this.i;
    this.i++;
    while (this.i < this.s.length && this.s[this.i] !== "'") {
      if (this.s[this.i] === '{' && this.site('single')) continue;
      this.i++;
    }
    if (this.i >= this.s.length) this.fail("unterminated '…' quote", open);
    this.i++;
  }

  private ansi(): void {
    const open = this.i - 2;
    while (this.i < this.s.length && this.s[this.i] !== "'") {
      if (this.s[this.i] === '{' && this.site('ansi')) continue;
      if (this.s[this.i] === '\\') this.escape('ansi');
      else this.i++;
    }
    if (this.i >= this.s.length) this.fail("unterminated $'…' quote", open);
    this.i++;
  }

  /** Inside "…" (the opening quote consumed). */
  private double(): void {
    const open = this.i - 1;
    const s = this.s;
    while (this.i < s.length) {
      const c = s[this.i]!;
      if (c === '{' && this.site('double')) continue;
      if (c === '"') {
        this.i++;
        return;
      }
      if (c === '\\') this.escape('double');
      else if (c === '`') {
        this.i++;
        this.command('`');
      } else if (c === '$') this.dollar('double');
      else this.i++;
    }
    this.fail('unterminated "…" quote', open);
  }

  /** ${ … } (the ${ consumed): name, [subscript], then an operator and its word. */
  private parameter(): void {
    const s = this.s;
    const open = this.i - 2;
    if (s[this.i] === '#' || s[this.i] === '!') this.i++;
    // A placeholder as the name: the value would name a variable; only an integer (a positional
    // parameter) is harmless there.
    if (s[this.i] === '{' && this.site('arith')) {
      this.sites.at(-1)!.placement = 'arith';
    } else if (/[A-Za-z_]/.test(s[this.i] ?? '')) {
      while (/[A-Za-z0-9_]/.test(s[this.i] ?? '')) this.i++;
    } else if (/[0-9]/.test(s[this.i] ?? '')) {
      while (/[0-9]/.test(s[this.i] ?? '')) this.i++;
    } else if (/[@*#?$!-]/.test(s[this.i] ?? '')) this.i++;
    if (s[this.i] === '[') {
      this.i++;
      this.subscript();
    }
    if (s[this.i] === '}') {
      this.i++;
      return;
    }
    const c = s[this.i];
    if (c === ':' && !'-=?+'.includes(s[this.i + 1] ?? '')) {
      // ${name:offset:length}: arithmetic.
      this.i++;
      this.arithmetic('}');
      return;
    }
    if (c === undefined || !':-=?+#%/^,@'.includes(c)) this.fail('unrecognised ${…} expansion', open);
    this.i++;
    while (this.i < s.length && '-=?+#%/^,'.includes(s[this.i]!) && s[this.i - 1] !== '/') this.i++;
    this.parameterWord(open);
  }

  /** The word of ${name<op>word}, until the matching }. */
  private parameterWord(open: number): void {
    const s = this.s;
    let depth = 0;
    while (this.i < s.length) {
      const c = s[this.i]!;
      if (c === '{' && this.site('param')) continue;
      if (c === '}') {
        this.i++;
        if (depth === 0) return;
        depth--;
        continue;
      }
      if (c === '{') depth++;
      if (c === '\\') this.escape('param');
      else if (c === "'") this.single();
      else if (c === '"') {
        this.i++;
        this.double();
      } else if (c === '`') {
        this.i++;
        this.command('`');
      } else if (c === '$') this.dollar('param');
      else this.i++;
    }
    this.fail('unterminated ${…} expansion', open);
  }

  /** name[ … ] (the [ consumed): arithmetic for an indexed array. */
  private subscript(): void {
    this.arithmetic(']');
  }

  /** Arithmetic until `close` ('))', ']' or '}'): every placeholder inside is arith. */
  private arithmetic(close: '))' | ']' | '}'): void {
    const s = this.s;
    const open = this.i;
    const outer = this.arith;
    this.arith = true;
    let depth = 0;
    while (this.i < s.length) {
      const c = s[this.i]!;
      if (c === '{' && this.site('arith')) continue;
      if (depth === 0 && s.startsWith(close, this.i)) {
        this.i += close.length;
        this.arith = outer;
        return;
      }
      if (c === '(' || c === '[') depth++;
      else if ((c === ')' || c === ']') && depth > 0) depth--;
      if (c === '\\') this.escape('arith');
      else if (c === "'") this.single();
      else if (c === '"') {
        this.i++;
        this.double();
      } else if (c === '`') {
        this.i++;
        this.command('`');
      } else if (c === '$') this.dollar('arith');
      else this.i++;
    }
    this.fail(`unterminated arithmetic (no '${close}')`, open);
  }

  /** After << or <<-: the delimiter word; the body follows the end of the line. */
  private heredocOperator(): void {
    const s = this.s;
    const stripTabs = s[this.i] === '-';
    if (stripTabs) this.i++;
    while (s[this.i] === ' ' || s[this.i] === '\t') this.i++;
    const from = this.i;
    let delimiter = '';
    let quoted = false;
    while (this.i < s.length && !WORD_END.test(s[this.i]!)) {
      const c = s[this.i]!;
      if (c === '{' && this.site('word', 'a here-document delimiter is not expanded: a placeholder cannot be part of it')) {
        quoted = true;
        continue;
      }
      if (c === "'" || c === '"') {
        quoted = true;
        const close = s.indexOf(c, this.i + 1);
        if (close < 0) this.fail('unterminated quote in a here-document delimiter', this.i);
        delimiter += s.slice(this.i + 1, close);
        this.i = close + 1;
      } else if (c === '\\') {
        quoted = true;
        delimiter += s[this.i + 1] ?? '';
        this.i += 2;
      } else if (c === '$' && (s[this.i + 1] === "'" || s[this.i + 1] === '"')) {
        this.i++;
      } else {
        delimiter += c;
        this.i++;
      }
    }
    if (this.i === from) this.fail('a here-document operator without a delimiter', from);
    this.pending.push({ delimiter, stripTabs, expand: !quoted });
  }

  /** At the start of a line: the bodies of the here-documents opened on the line before. */
  private heredocBodies(): void {
    const s = this.s;
    const pending = this.pending;
    this.pending = [];
    for (const doc of pending) {
      const bodyStart = this.i;
      let bodyEnd = s.length;
      let next = s.length;
      let at = this.i;
      while (at < s.length) {
        const nl = s.indexOf('\n', at);
        const lineEnd = nl < 0 ? s.length : nl;
        const line = s.slice(at, lineEnd);
        if ((doc.stripTabs ? line.replace(/^\t+/, '') : line) === doc.delimiter) {
          bodyEnd = at;
          next = nl < 0 ? s.length : nl + 1;
          break;
        }
        at = lineEnd + 1;
      }
      this.heredocBody(bodyStart, bodyEnd, doc.expand);
      this.i = next;
    }
  }

  private heredocBody(from: number, to: number, expand: boolean): void {
    const s = this.s;
    this.i = from;
    while (this.i < to) {
      const c = s[this.i]!;
      if (c === '{') {
        if (expand ? this.site('heredoc') : this.site('heredoc', 'the body of a here-document with a quoted delimiter (<<\'EOF\') is never expanded: no value can reach it')) continue;
      }
      if (!expand) {
        this.i++;
        continue;
      }
      if (c === '\\') this.escape('heredoc');
      else if (c === '`') {
        this.i++;
        this.command('`');
      } else if (c === '$') this.dollar('heredoc');
      else this.i++;
      if (this.i > to) this.fail('an expansion in a here-document runs past its end', from);
    }
  }
}
