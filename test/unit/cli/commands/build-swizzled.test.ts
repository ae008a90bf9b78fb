/**
 * A Docusaurus site's swizzled components: Root, MDXContent and DocItem/Footer (wrappers of the
 * original or whole components) replace the theme's on every page; one that imports Docusaurus
 * internals opdocs lacks is left out, and `listSwizzled` says which are used.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Swizzled = suite('opdocs build: swizzled theme components of a Docusaurus site');
let dir = '';

const FILES: Record<string, string> = {
  'site.config.json': JSON.stringify({ title: 'Kites', url: 'https://example.org', baseUrl: '/kites/', contentDir: '.' }),
  'docs/fly.md': '# Flying\n\nHold the line.\n',
  'blog/2026-01-02-wind.md': '---\ntitle: Wind\nauthors: [{ name: Ada }]\n---\n\nA windy day.\n',
  'src/pages/about.md': '# About\n\nWe fly kites.\n',
  // A provider around every page, read by a component inside a doc's footer.
  'src/components/weather.js': "import { createContext } from 'react';\nexport const Weather = createContext('calm');\n",
  'src/theme/Root.js': [
    "import React from 'react';",
    "import { Weather } from '@site/src/components/weather';",
    "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
    'export default function Root({ children }) {',
    '  const { siteConfig } = useDocusaurusContext();',
    '  return <Weather.Provider value="gusty"><div className="kite-banner">{siteConfig.title} club</div>{children}</Weather.Provider>;',
    '}',
  ].join('\n'),
  'src/theme/MDXContent/index.js': [
    "import React from 'react';",
    "import MDXContent from '@theme-original/MDXContent';",
    "import { useLocation } from 'react-router-dom';",
    'export default function Wrapper(props) {',
    '  const { pathname } = useLocation();',
    '  return <><MDXContent {...props} /><p className="after-content">Read at {pathname}</p></>;',
    '}',
  ].join('\n'),
  'src/theme/DocItem/Footer/index.js': [
    "import React, { useContext } from 'react';",
    "import Footer from '@theme-original/DocItem/Footer';",
    "import { Weather } from '@site/src/components/weather';",
    'export default function FooterWrapper(props) {',
    '  return <><Footer {...props} /><aside className="doc-feedback">Wind: {useContext(Weather)}</aside></>;',
    '}',
  ].join('\n'),
  // A place opdocs does not let a site replace: listed, and the theme's own stays.
  'src/theme/DocVersionRoot/index.js': "import { useDoc } from '@docusaurus/plugin-content-docs/client';\nexport default function DocVersionRoot() { return useDoc() && null; }\n",
};

Swizzled.before(async () => {
  dir = writeSiteFiles('opdocs-swizzled', FILES);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
});

const page = (rel: string) => readFileSync(join(dir, 'build', rel, 'index.html'), 'utf8');

Swizzled('Root wraps every page inside the site context, around the layout', () => {
  for (const rel of ['docs/fly', 'about', 'blog']) assert.match(page(rel), '<div class="kite-banner">Kites<!-- --> club</div>', rel);
});

Swizzled('MDXContent wraps the Markdown of docs, posts and pages, and react-router\'s useLocation answers', () => {
  assert.match(page('docs/fly'), /Hold the line\.<\/p>\s*<\/div><p class="after-content">Read at <!-- -->\/kites\/docs\/fly<\/p>/);
  assert.match(page('about'), '<p class="after-content">Read at <!-- -->/kites/about</p>');
  assert.match(page('blog/2026/01/02/wind'), '<p class="after-content">');
});

Swizzled('a DocItem/Footer wrapper keeps the original footer and adds its own, with Root\'s context', () => {
  const doc = page('docs/fly');
  assert.match(doc, '<aside class="doc-feedback">Wind: <!-- -->gusty</aside>');
  assert.not.match(page('about'), 'doc-feedback');
});

Swizzled('listSwizzled tells which components are applied and which are left out, and why', () => {
  const listed = listSwizzled(dir);
  assert.equal(listed.map((s) => [s.name, s.point ?? null, s.missing ?? null]), [
    ['DocItem/Footer', 'DocFooter', null],
    ['DocVersionRoot', null, null],
    ['MDXContent', 'MDXContent', null],
    ['Root', 'Root', null],
  ]);
});

Swizzled.run();
