/**
 * DocRoot/Layout/Main, a doc page's main column: a wrapper of the original is applied around the
 * theme's column; an ejected copy (written with Docusaurus' doc-page stylesheet) has no place,
 * and the theme's column stays.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled, swizzledOverrides } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Root = suite('opdocs build: swizzled DocRoot/Layout/Main');

const DOCS = {
  'site.config.json': JSON.stringify({ title: 'Cranes', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'docs/dance.md': '# Dance\n\nLeaps and bows.\n',
};

const WRAPPED = {
  ...DOCS,
  'src/theme/DocRoot/Layout/Main/index.js': [
    "import React from 'react';",
    "import Main from '@theme-original/DocRoot/Layout/Main';",
    'export default function MainWrapper(props) {',
    '  return <div className="crane-main" data-hidden={String(!!props.hiddenSidebarContainer)}><Main {...props} /></div>;',
    '}',
  ].join('\n'),
};

const EJECTED = {
  ...DOCS,
  'src/theme/DocRoot/Layout/Main/index.js': [
    "import React from 'react';",
    "import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';",
    'export default function DocRootLayoutMain({ hiddenSidebarContainer, children }) {',
    '  const sidebar = useDocsSidebar();',
    '  return <main className={sidebar ? "crane-own-main crane-wide" : "crane-own-main"}>{children}</main>;',
    '}',
  ].join('\n'),
};

let wrapped = '';
let ejected = '';
Root.before(async () => {
  wrapped = writeSiteFiles('opdocs-swizzled-doc-root-wrapped', WRAPPED);
  ejected = writeSiteFiles('opdocs-swizzled-doc-root-ejected', EJECTED);
  await buildSite({ siteDir: wrapped, outDir: 'build', quiet: true });
  await buildSite({ siteDir: ejected, outDir: 'build', quiet: true });
});

const page = (dir: string) => readFileSync(join(dir, 'build', 'docs', 'dance', 'index.html'), 'utf8');

Root('a wrapper is applied around the theme\'s main column, given the sidebar state', () => {
  assert.equal(listSwizzled(wrapped).map((s) => [s.name, s.point]), [['DocRoot/Layout/Main', 'DocRootMain']]);
  assert.match(page(wrapped), /<div class="crane-main" data-hidden="false"><main class="doc-main">[\s\S]*Leaps and bows\./);
});

Root('an ejected copy has no place: listed without one, and the theme\'s column is drawn', () => {
  assert.equal(listSwizzled(ejected).map((s) => [s.name, s.point ?? null]), [['DocRoot/Layout/Main', null]]);
  assert.equal([...swizzledOverrides(ejected).keys()], []);
  assert.not.match(page(ejected), 'crane-own-main');
  assert.match(page(ejected), /<main class="doc-main">[\s\S]*Leaps and bows\./);
});

Root.run();
