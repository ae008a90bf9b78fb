/**
 * Terminal colour: on when the stream is a terminal, off when `NO_COLOR` is set (any value),
 * when `TERM=dumb`, or when output goes to a file or a CI log. `FORCE_COLOR` turns it on.
 */
import type { WriteStream } from 'node:tty';

/** Whether to colour text written to `stream`. */
export function hasColor(stream: { isTTY?: boolean } = process.stderr as WriteStream, env = process.env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return !!stream.isTTY && env.TERM !== 'dumb';
}

/** The colour functions for one stream; identity functions when colour is off. */
export function createColors(on: boolean) {
  const wrap = (open: number, close: number) => (text: string) => (on ? `\u001b[${open}m${text}\u001b[${close}m` : text);
  return { red: wrap(31, 39), green: wrap(32, 39), dim: wrap(2, 22), bold: wrap(1, 22), cyan: wrap(36, 39) };
}

/** Colours the "error" and "hint:" markers of formatted error text. */
export function colorErrors(text: string, on: boolean): string {
  if (!on) return text;
  const c = createColors(true);
  return text.replace(/ {2}error {2}/g, `  ${c.red(c.bold('error'))}  `).replace(/^( {2})hint:/gm, `$1${c.cyan('hint:')}`);
}
