/**
 * A site's swizzled Tabs (or TabItem, Details, TOCInline) is what its MDX gets from
 * `@theme/Tabs`, as in Docusaurus, where opdocs drew its own component before; one needing what
 * opdocs lacks (useTabs of theme-common/internal) still gives way to the theme's own.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatErrors } from '../../../../cli/errors.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Tabs = suite('swizzled content components in MDX');

const PAGE = [
  "import Tabs from '@theme/Tabs';",
  "import TabItem from '@theme/TabItem';",
  '',
  '# Owls',
  '',
  '<Tabs>',
  '<TabItem value="barn" label="Barn">Pale face</TabItem>',
  '<TabItem value="snowy" label="Snowy">White all over</TabItem>',
  '</Tabs>',
  '',
].join('\n');

const site = (tabs: string) => writeSiteFiles('opdocs-swizzled-tabs-', {
  'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'docs/owls.mdx': PAGE,
  'src/theme/Tabs/index.js': tabs,
});

const built = async (siteDir: string) => {
  await buildSite({ siteDir, outDir: 'build', quiet: true }).catch((e) => assert.unreachable(formatErrors(asUserErrors(e) ?? [], siteDir)));
  return readFileSync(join(siteDir, 'build', 'docs', 'owls', 'index.html'), 'utf8');
};

Tabs('a wrapped Tabs draws around the theme\'s tabs, which keep their panels', async () => {
  const html = await built(site([
    "import React from 'react';",
    "import Original from '@theme-original/Tabs';",
    'export default function TabsWrapper(props) {',
    '  return <div className="owl-tabs"><Original {...props} /></div>;',
    '}',
  ].join('\n')));
  assert.match(html, /<div class="owl-tabs">[\s\S]*role="tablist"/);
  assert.match(html, />Pale face</);
  assert.match(html, />White all over</);
});

Tabs('a swizzled Tabs needing what opdocs lacks gives way to the theme\'s own', async () => {
  const html = await built(site([
    "import { useTabs } from '@docusaurus/theme-common/internal';",
    'export default function Tabs(props) { useTabs(props); return <div className="owl-tabs" />; }',
  ].join('\n')));
  assert.not.match(html, 'owl-tabs');
  assert.match(html, 'role="tablist"');
  assert.match(html, />Pale face</);
});

Tabs.run();
