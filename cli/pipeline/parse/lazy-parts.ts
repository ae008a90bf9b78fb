/**
 * Parts of the Markdown parser that load the first time a body needs them: the MDX toolchain
 * (acorn, micromark's mdxjs and their mdast utilities, over half of the parser's code) and the
 * emoji table (emoji.ts). A site that never uses them never compiles them, in the main thread
 * or in any parse thread. Parsing is synchronous, so a parse that finds a part missing throws
 * ParserPartNeeded; the batch (parse-job.ts) loads it and parses that file again.
 */
import type * as Stack from './mdx/stack';

let stack: typeof Stack | undefined;

/** Thrown by a synchronous parse that needs a part not loaded yet; the batch runs `load` and parses the file again. */
export class ParserPartNeeded extends Error {
  constructor(readonly load: () => Promise<void>) {
    super('opdocs bug: a part of the Markdown parser was used before it was loaded');
  }
}

/** Runs a synchronous parse, loading each part it asks for and running it again (once per part). */
export async function withParserParts<T>(parse: () => T): Promise<T> {
  for (;;) {
    try {
      return parse();
    } catch (err) {
      if (!(err instanceof ParserPartNeeded)) throw err;
      await err.load();
    }
  }
}

/** The loaded MDX toolchain; throws ParserPartNeeded until loadMdxStack has run. */
export function mdxStack(): typeof Stack {
  if (!stack) throw new ParserPartNeeded(loadMdxStack);
  return stack;
}

/** Loads the MDX toolchain now (tests that call parseMarkdown directly). */
export async function loadMdxStack(): Promise<void> {
  stack ??= await import('./mdx/stack');
}
