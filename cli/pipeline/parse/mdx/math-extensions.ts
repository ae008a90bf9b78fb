/** The micromark and mdast extensions for `$…$` math (see ../math.ts), part of the lazily loaded MDX parser. */
import { mathFromMarkdown } from 'mdast-util-math';
import { math } from 'micromark-extension-math';

/** The extensions, when math is on for this parse. */
export function mathExtensions(on: boolean): { micromark: ReturnType<typeof math>[]; mdast: ReturnType<typeof mathFromMarkdown>[] } {
  return on ? { micromark: [math()], mdast: [mathFromMarkdown()] } : { micromark: [], mdast: [] };
}
