/**
 * The module of a Markdown/MDX file that a React file imports when components sit in its
 * content (`<Tabs>`, an imported component, one the file exports): a React component made of
 * the file's HTML and those components (runtime/islands/partial-element.ts), which the React
 * page renders on the server and hydrates with the rest of its tree.
 */
import { join, relative } from 'node:path';
import { splitImportName } from '../render/content-imports.js';
import { positionAt } from '../errors.js';
import { escapeRegExp } from './esbuild-common.js';
import { importedFile } from '../pipeline/parse/content-component.js';
import { CONTENT_FILES } from './island-loaders.js';
import { partialTree } from './mdx-partial-tree.js';
import { RUNTIME_DIR, THEME_DIR } from './paths.js';
import type { PartialNode } from '../../runtime/islands/partial-element.js';

const JSON_SLOT = /\\u0000opdocs-asset-(\d+)\\u0000/g;

/** A problem at the line of the component it is about. */
export interface PartialProblem { line: number; column: number; text: string; hint: string }

/** Where `<name` is first written in the file (1-based), or its first line. */
function positionOf(text: string, name: string): { line: number; column: number } {
  const at = new RegExp(`<${escapeRegExp(name)}(?![\\w.-])`).exec(text);
  return at ? positionAt(text, at.index) : { line: 1, column: 1 };
}

function hasDocCardListWithoutItems(nodes: PartialNode[]): boolean {
  return nodes.some((n) => typeof n !== 'string' && (('c' in n && n.c === 'DocCardList' && n.p.items === undefined) || (!!n.k && hasDocCardListWithoutItems(n.k))));
}

/**
 * The module's source for body `html` (asset slots become the image imports `a<i>`), or the
 * problems that keep it from being one. `text` is the whole file, for the lines of problems.
 */
export function partialModuleSource(input: {
  file: string; text: string; siteDir: string; html: string; images: string[];
  toc: { id: string; value: string; level: number }[];
}): { contents?: string; problems: PartialProblem[] } {
  const { nodes, used } = partialTree(input.html);
  const problems: PartialProblem[] = [];
  const sources = new Map<string, number>();
  const picks: string[] = [];
  for (const name of used) {
    let file: string;
    let exportName: string;
    if (name.startsWith('import:')) {
      const split = splitImportName(name);
      file = importedFile(split.file, input.siteDir);
      exportName = split.exportName;
    } else if (CONTENT_FILES[name]) {
      [file, exportName] = [join(THEME_DIR, CONTENT_FILES[name][0]), CONTENT_FILES[name][1]];
    } else {
      problems.push({ ...positionOf(input.text, name), text: `the component <${name}> is not available in Markdown that a React file imports`, hint: `import it at the top of this file (import ${name} from '…'), as every MDX file must` });
      continue;
    }
    if (!sources.has(file)) sources.set(file, sources.size);
    picks.push(`  ${JSON.stringify(name)}: pickExport(m${sources.get(file)}, ${JSON.stringify(exportName)}),`);
  }
  if (hasDocCardListWithoutItems(nodes)) {
    problems.push({ ...positionOf(input.text, 'DocCardList'), text: '<DocCardList /> without items lists the current sidebar category, which a React page has none of', hint: 'pass the cards as items={[…]}, or put the list in a doc page' });
  }
  if (problems.length) return { problems };
  // An image's src holds mdx-module-source.ts' slot (NUL, JSON-escaped): the string is cut around its import's URL.
  const tree = JSON.stringify(nodes).replace(JSON_SLOT, (_, i: string) => `" + a${i} + "`);
  return {
    problems,
    contents: [
      `import { partialElement } from ${JSON.stringify(join(RUNTIME_DIR, 'islands', 'partial-element.ts'))};`,
      `import { pickExport } from ${JSON.stringify(join(RUNTIME_DIR, 'islands', 'pick-export.ts'))};`,
      ...[...sources].map(([file, i]) => `import * as m${i} from ${JSON.stringify(file)};`),
      ...input.images.map((abs, i) => `import a${i} from ${JSON.stringify(abs)};`),
      'const components = {', ...picks, '};',
      `const nodes = ${tree};`,
      `export const toc = ${JSON.stringify(input.toc)};`,
      `export default function MDXContent(props) { return partialElement(nodes, components, toc, ${JSON.stringify(relative(input.siteDir, input.file).split('\\').join('/'))}, props); }`,
    ].join('\n'),
  };
}
