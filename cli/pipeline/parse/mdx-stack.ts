/**
 * The MDX toolchain (acorn, micromark's mdxjs and their mdast utilities: over half of the
 * parser's code) loads the first time a body needs it. A site of plain Markdown never compiles
 * it, in the main thread or in any parse thread. Parsing is synchronous, so a parse that finds
 * it missing throws MdxStackNeeded; the batch loads it and parses that file again.
 */
import type * as Stack from './mdx/stack';

let stack: typeof Stack | undefined;

export class MdxStackNeeded extends Error {
  constructor() {
    super('opdocs bug: the MDX parser was used before it was loaded');
  }
}

/** The loaded MDX toolchain; throws MdxStackNeeded until loadMdxStack has run. */
export function mdxStack(): typeof Stack {
  if (!stack) throw new MdxStackNeeded();
  return stack;
}

export async function loadMdxStack(): Promise<void> {
  stack ??= await import('./mdx/stack');
}
