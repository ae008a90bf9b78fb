/**
 * A swizzled Layout/Provider, where a Docusaurus site adds its own context around every page,
 * built with theme-common's helpers for it (composeProviders, createStorageSlot,
 * ReactContextError): it wraps the pages as Root does, and gives way to a Root of the site's.
 * (Like Root's, its context reaches the page's components, not those in a Markdown body.)
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Provider = suite('opdocs build: a swizzled Layout/Provider and the theme-common helpers it uses');

const BASE: Record<string, string> = {
  'site.config.json': JSON.stringify({ title: 'Boats', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'docs/sail.md': '# Sailing\n\nCalm water.\n',
  'src/components/crew-context.js': [
    "import React, { createContext, useContext } from 'react';",
    "import { createStorageSlot, ReactContextError } from '@docusaurus/theme-common';",
    "const Crew = createContext(undefined);",
    // Created at module level, as sites do: it must not touch storage during the server render.
    "export const crewSlot = createStorageSlot('boats-crew');",
    "export function CrewProvider({ children }) { return <Crew.Provider value={{ size: 4 }}>{children}</Crew.Provider>; }",
    'export function useCrew() {',
    '  const value = useContext(Crew);',
    "  if (value === undefined) throw new ReactContextError('CrewProvider');",
    '  return value;',
    '}',
  ].join('\n'),
  // A React page renders inside the layout, so its components see the provider's context.
  'src/pages/crew.js': [
    "import React from 'react';",
    "import Layout from '@theme/Layout';",
    "import { useCrew } from '@site/src/components/crew-context';",
    'function Crew() { return <p className="crew">Crew of {useCrew().size}</p>; }',
    'export default function CrewPage() { return <Layout title="Crew"><main><Crew /></main></Layout>; }',
  ].join('\n'),
  'src/theme/Layout/Provider/index.js': [
    "import React from 'react';",
    "import { composeProviders } from '@docusaurus/theme-common';",
    "import ThemeLayoutProvider from '@theme-original/Layout/Provider';",
    "import { CrewProvider } from '@site/src/components/crew-context';",
    'const Extra = composeProviders([CrewProvider, ({ children }) => <div className="harbour">{children}</div>]);',
    'export default function LayoutProvider({ children }) {',
    '  return <ThemeLayoutProvider><Extra>{children}</Extra></ThemeLayoutProvider>;',
    '}',
  ].join('\n'),
};

async function build(files: Record<string, string>): Promise<string> {
  const dir = writeSiteFiles('opdocs-layout-provider', files);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  return dir;
}

const page = (dir: string, rel: string) => readFileSync(join(dir, 'build', rel, 'index.html'), 'utf8');

Provider('Layout/Provider wraps every page; a component of a page reads its context; providers nest first-outermost', async () => {
  const dir = await build(BASE);
  assert.match(page(dir, 'crew'), /<div class="harbour">[\s\S]*<p class="crew">Crew of <!-- -->4<\/p>/);
  assert.match(page(dir, 'docs/sail'), /<div class="harbour">[\s\S]*Calm water\./);
  assert.equal(listSwizzled(dir).map((s) => [s.name, s.point ?? null]), [['Layout/Provider', 'Root']]);
});

Provider('with a Root of the site\'s own, Root applies and Layout/Provider is listed as unused', async () => {
  // Without the crew page: its hook would rightly throw outside the provider that is not applied.
  const { 'src/pages/crew.js': _crewPage, ...others } = BASE;
  const dir = await build({
    ...others,
    'src/theme/Root.js': "import React from 'react';\nexport default function Root({ children }) { return <div className=\"dock\">{children}</div>; }\n",
  });
  const doc = page(dir, 'docs/sail');
  assert.match(doc, 'class="dock"');
  assert.not.match(doc, 'class="harbour"');
  assert.equal(listSwizzled(dir).map((s) => [s.name, s.point ?? null]), [['Layout/Provider', null], ['Root', 'Root']]);
});

Provider.run();
