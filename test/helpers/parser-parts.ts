/** Loads the parser's lazily loaded parts (MDX toolchain, emoji table), as a build does on first use, for tests that call parseMarkdown directly. */
import { loadMdxStack } from '../../cli/pipeline/parse/lazy-parts';
import { loadEmoji } from '../../cli/pipeline/parse/emoji';

export async function loadParserParts(): Promise<void> {
  await Promise.all([loadMdxStack(), loadEmoji()]);
}
