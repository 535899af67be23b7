// A stage's stdout and stderr on their way to its log: each stream's chunks are masked
// (SecretMasker, per stream, so a secret split across two reads is still masked), then cut at
// line boundaries, so lines of stdout and stderr interleave in the log whole. Complete lines are
// appended to the log with a synchronous write (which is also the back-pressure: nothing more is
// read from the pipe until the chunk is on its way to disk) and offered as text to `onOutput`.
// A partial line goes out when it grows past MAX_PARTIAL_LINE, after PARTIAL_LINE_DELAY_MS
// without a newline, or at the end. Memory is bounded by one pipe read, one partial line and the
// longest form of a secret (run/secret-forms.ts), whatever the stage prints.
//
// Before the masker, a stage's own `::add-mask::VALUE` lines are taken out of either stream
// (add-mask-lines.ts): the value is offered to the run (ProcessRequest.onAddMask) and, when it is
// registered, both streams' maskers mask it from then on; the line goes on as `::add-mask::***`.
import { writeSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { SecretMasker } from '../core/steps/process/transcript.js';
import { addMaskValues, type AddMaskAnswer, type AddMaskForm } from '../core/run/stage-masks.js';
import { MIN_SECRET_LENGTH } from '../core/run/secret-names.js';
import { AddMaskLines } from './add-mask-lines.js';

/** A line longer than this is passed on in pieces (a progress bar that never prints a newline). */
const MAX_PARTIAL_LINE = 64 * 1024;
/** Text without a newline yet is passed on after this long without more output. */
const PARTIAL_LINE_DELAY_MS = 100;

/** One stream (stdout or stderr) of a stage. */
class StreamLines {
  private masker: SecretMasker;
  private readonly commands = new AddMaskLines();
  private readonly decoder = new StringDecoder('utf8');
  private partial: Buffer[] = [];
  private partialLength = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    secrets: readonly string[],
    private readonly out: (bytes: Buffer, text: string | undefined) => void,
    private readonly wantText: boolean,
    /** An add-mask line's rest: the value to mask from now on in every stream, or undefined. */
    private readonly addMask: (rest: Buffer, cut: boolean, form: AddMaskForm) => void,
  ) {
    this.masker = new SecretMasker(secrets);
  }

  /** Mask `value` too from now on (what this stream holds back included). */
  maskToo(values: readonly string[]): void {
    this.masker = this.masker.with(values);
  }

  push(chunk: Buffer): void {
    for (const piece of this.commands.push(chunk)) {
      if (Buffer.isBuffer(piece)) this.pushMasked(piece);
      else this.addMask(piece.rest, piece.cut, piece.form);
    }
  }

  private pushMasked(chunk: Buffer): void {
    const masked = this.masker.push(chunk);
    if (masked.length === 0) return;
    const cut = masked.lastIndexOf(0x0a);
    if (cut >= 0) {
      const lines = masked.subarray(0, cut + 1);
      this.emit(this.partialLength > 0 ? Buffer.concat([...this.partial, lines]) : lines);
      this.partial = [];
      this.partialLength = 0;
    }
    const rest = cut >= 0 ? masked.subarray(cut + 1) : masked;
    if (rest.length > 0) {
      // Copied: a held piece must not pin the whole pipe read it came from.
      this.partial.push(Buffer.from(rest));
      this.partialLength += rest.length;
    }
    if (this.partialLength >= MAX_PARTIAL_LINE) this.flush();
    if (this.partialLength > 0) {
      if (this.timer === undefined) {
        this.timer = setTimeout(() => {
          this.timer = undefined;
          this.flush();
        }, PARTIAL_LINE_DELAY_MS);
        this.timer.unref();
      }
    } else this.stopTimer();
  }

  end(): void {
    for (const piece of this.commands.end()) {
      if (Buffer.isBuffer(piece)) this.pushMasked(piece);
      else this.addMask(piece.rest, piece.cut, piece.form);
    }
    const rest = this.masker.end();
    if (rest.length > 0) {
      this.partial.push(rest);
      this.partialLength += rest.length;
    }
    this.flush();
    this.stopTimer();
    if (this.wantText) {
      const tail = this.decoder.end();
      if (tail !== '') this.out(Buffer.alloc(0), tail);
    }
  }

  private flush(): void {
    if (this.partialLength === 0) return;
    const bytes = this.partial.length === 1 ? this.partial[0]! : Buffer.concat(this.partial);
    this.partial = [];
    this.partialLength = 0;
    this.emit(bytes);
  }

  private emit(bytes: Buffer): void {
    this.out(bytes, this.wantText ? this.decoder.write(bytes) : undefined);
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

export class StageOutput {
  private open = 0;
  private readonly streams: Readable[] = [];
  private readonly lines: StreamLines[] = [];
  private ended: (() => void) | undefined;
  private readonly allEnded: Promise<void>;
  /** The first error writing the log (the stage's output after it is lost; the stage runs on). */
  writeError: NodeJS.ErrnoException | undefined;
  /** Bytes written to the log so far (where it stops when a write failed). */
  private written = 0;

  constructor(
    private readonly fd: number,
    private readonly secrets: readonly string[],
    private readonly onOutput: ((text: string) => void) | undefined,
    /** Offered each add-mask line's value: the values to mask from now on (none: refused). Absent: each of addMaskValues of MIN_SECRET_LENGTH or more is masked. */
    private readonly onAddMask?: (rest: string, cut: boolean, form: AddMaskForm) => AddMaskAnswer,
    /** Withhold the whole output (ProcessRequest.withheld): this notice is all the log gets. */
    withheld?: string,
    /** Asked before each write: a reason withholds the rest of the output (ProcessRequest.withheldFrom). */
    private readonly withheldFrom?: () => string | undefined,
  ) {
    if (withheld !== undefined) this.withholdWith(`[stagegate: ${withheld}]\n`);
    this.allEnded = new Promise<void>((resolve) => {
      this.ended = resolve;
    });
  }

  attach(stream: Readable | null): void {
    if (!stream) return;
    this.open++;
    this.streams.push(stream);
    const lines = new StreamLines(this.secrets, (bytes, text) => this.write(bytes, text), this.onOutput !== undefined, (rest, cut, form) => this.addMask(rest, cut, form));
    this.lines.push(lines);
    let closed = false;
    const close = (): void => {
      if (closed) return;
      closed = true;
      lines.end();
      if (--this.open === 0) this.ended?.();
    };
    stream.on('data', (chunk: Buffer) => lines.push(chunk));
    stream.on('end', close);
    stream.on('close', close);
    stream.on('error', close);
  }

  /** A write of the log failed (a full disk: ENOSPC): its code and the bytes the log holds; undefined when none did. */
  logFailure(): { code: string; bytes: number } | undefined {
    return this.writeError === undefined ? undefined : { code: this.writeError.code ?? 'EIO', bytes: this.written };
  }

  /** Resolves when every attached stream has ended (all writers of the pipes closed them). */
  whenEnded(): Promise<void> {
    if (this.open === 0) return Promise.resolve();
    return this.allEnded;
  }

  /**
   * Stop reading: a process that outlived the stage (and escaped its group) still holds a pipe.
   * What it writes from now on is not logged; what was read so far is.
   */
  abandon(): void {
    for (const stream of this.streams) stream.destroy();
  }

  private addMask(rest: Buffer, cut: boolean, form: AddMaskForm): void {
    const text = rest.toString('utf8');
    const offered: AddMaskAnswer = this.onAddMask ? this.onAddMask(text, cut, form) : { values: cut ? [] : addMaskValues(text, form) };
    const values = offered.values.filter((v) => v.length >= MIN_SECRET_LENGTH);
    if (values.length > 0) for (const lines of this.lines) lines.maskToo(values);
    // A value the run could not register (its budget spent): nothing more of this stage is logged or
    // shown, as nothing could mask the value in it (fail closed); what came before stays.
    if (offered.withhold === true) this.withholdWith("[stagegate: the rest of this stage's output is withheld: it asked to mask a value (::add-mask::) that could not be registered, so the value could not be masked in it]\n");
  }

  /** Some of the stage's output was withheld (ProcessResult.outputWithheld). */
  get isWithheld(): boolean {
    return this.withheld;
  }

  /** Write `notice` (on a line of its own), then withhold everything after it. */
  private withholdWith(notice: string): void {
    if (this.withheld) return;
    const text = this.lastByte === 0x0a || this.written === 0 ? notice : `\n${notice}`;
    this.append(Buffer.from(text), text);
    this.withheld = true;
  }

  /** Set once a value could not be masked: the stage's output is dropped from then on. */
  private withheld = false;
  /** The last byte written to the log (a notice starts on a line of its own). */
  private lastByte = 0x0a;

  private write(bytes: Buffer, text: string | undefined): void {
    if (this.withheld) return;
    // Another stage's add-mask value could not be registered meanwhile (a parallel branch's):
    // this stage may print it too, so nothing more of it goes out (fail closed).
    const why = this.withheldFrom?.();
    if (why !== undefined) {
      this.withholdWith(`[stagegate: ${why}]\n`);
      return;
    }
    this.append(bytes, text);
  }

  private append(bytes: Buffer, text: string | undefined): void {
    if (bytes.length > 0) this.lastByte = bytes[bytes.length - 1]!;
    if (bytes.length > 0 && this.writeError === undefined) {
      try {
        let offset = 0;
        while (offset < bytes.length) {
          const n = writeSync(this.fd, bytes, offset, bytes.length - offset);
          offset += n;
          this.written += n;
        }
      } catch (error) {
        this.writeError = error as NodeJS.ErrnoException;
      }
    }
    if (text !== undefined && text !== '') this.onOutput?.(text);
  }
}
