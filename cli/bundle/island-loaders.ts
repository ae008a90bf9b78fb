/**
 * The part of the browser entry that lets islands load their components: a lazy import per
 * component page bodies use (see runtime/islands/hydrate-islands.ts).
 */
import { join } from 'node:path';
import { CONTENT_OVERRIDE_POINTS, findOverrides } from './theme-overrides.js';
import { sitePages } from './site-namespace.js';
import { splitImportName } from '../render/content-imports.js';
import { importedFile } from '../pipeline/parse/content-component.js';
import { RUNTIME_DIR, THEME_DIR } from './paths.js';
import { SITE_ROOT } from '../../runtime/islands/markers.js';

/** Theme content components: name → [file under theme/, export]. */
export const CONTENT_FILES: Record<string, [string, string]> = {
  Tabs: ['Content/Tabs.tsx', 'Tabs'],
  TabItem: ['Content/Tabs.tsx', 'TabItem'],
  Admonition: ['Content/Admonition.tsx', 'Admonition'],
  CodeBlock: ['Content/CodeBlock.tsx', 'CodeBlock'],
  Details: ['Content/Details.tsx', 'Details'],
  DocCardList: ['Content/DocCardList.tsx', 'DocCardList'],
  TOCInline: ['Content/TOCInline.tsx', 'TOCInline'],
  HtmlTag: ['Content/HtmlTag.tsx', 'HtmlTag'],
  BrowserOnly: ['compat/BrowserOnly.tsx', 'default'],
  Mermaid: ['Content/Mermaid.tsx', 'Mermaid'],
};
const INTERACTIVE = new Set(['Tabs', 'TabItem', 'Mermaid']);

/**
 * The island runtime and lazy loaders of the components islands use, each a chunk of its own.
 * Only components bodies use get one, and a site where no body has an interactive component
 * gets nothing at all: every dynamic import makes esbuild cut the entry's shared code into more
 * files, and the island runtime would be dead weight.
 */
export function islandLoaders(components: string[], siteDir: string): string[] {
  const overrides = new Map([...findOverrides(siteDir).values()].map((o) => [o.name, o.file]));
  // A swizzled DocCardList is drawn into the page at build time: only content override points hydrate.
  const interactive = components.some((n) => INTERACTIVE.has(n) || (CONTENT_OVERRIDE_POINTS.includes(n) && overrides.has(n)) || n.startsWith('import:'));
  if (!interactive) return [];
  const site = (file: string) => sitePages(new Map([['', file]]), siteDir).get('')!;
  // A dotted export is a path into the module (`default.Name`: a global MDX component). A
  // CommonJS package (react-embed, react-syntax-highlighter) comes through a dynamic import as
  // its whole exports object under `default`: its own `default` and names are the exports.
  const loader = (name: string, source: string, exportName: string) =>
    `  ${JSON.stringify(name)}: () => import(${JSON.stringify(source)}).then((m) => pickExport(m, ${JSON.stringify(exportName)})),`;
  const lines = components.flatMap((name) => {
    if (name.startsWith('import:')) {
      const { file, exportName } = splitImportName(name);
      return [loader(name, site(importedFile(file, siteDir)), exportName)];
    }
    const override = overrides.get(name);
    if (override) return [loader(name, site(override), 'default')];
    const theme = CONTENT_FILES[name];
    return theme ? [loader(name, join(THEME_DIR, theme[0]), theme[1])] : [];
  });
  // An island whose components need the site's Root renders inside it (render-markers.ts).
  const root = overrides.get('Root');
  if (root) lines.push(loader(SITE_ROOT, site(root), 'default'));
  return [
    `import { mountIslands, setComponentLoaders } from ${JSON.stringify(join(RUNTIME_DIR, 'islands', 'hydrate-islands.ts'))};`,
    `import { setIslandMounter } from ${JSON.stringify(join(RUNTIME_DIR, 'html-block.tsx'))};`,
    `import { pickExport } from ${JSON.stringify(join(RUNTIME_DIR, 'islands', 'pick-export.ts'))};`,
    'setIslandMounter(mountIslands);',
    'setComponentLoaders({', ...lines, '});',
  ];
}
