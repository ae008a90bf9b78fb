/**
 * A site's React page that skips `<Layout>` and renders Docusaurus' Layout/Provider and Footer
 * itself: opdocs' layout already ends the page with the footer, so the page shows one.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const CONFIG = { title: 'Oars', url: 'https://example.org', baseUrl: '/', contentDir: '.', footer: { copyright: 'Rowing club' } };
const PAGE = [
  "import React from 'react';",
  "import LayoutProvider from '@theme/Layout/Provider';",
  "import Footer from '@theme/Footer';",
  'export default function Home() {',
  '  return <LayoutProvider><main className="oar-home">Row</main><Footer /></LayoutProvider>;',
  '}',
].join('\n');

const footers = (html: string) => html.match(/<footer\b/g)?.length ?? 0;

test('a page rendering its own Footer outside Layout shows the one footer, after its content', async () => {
  const dir = writeSiteFiles('opdocs-page-footer', { 'site.config.json': JSON.stringify(CONFIG), 'docs/row.md': '# Row\n', 'src/pages/index.js': PAGE });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'index.html'), 'utf8');
  assert.is(footers(html), 1);
  assert.match(html, /<main class="oar-home">Row<\/main>.*<footer class="footer[^"]*">.*Rowing club/s);
});

test('with a swizzled Footer too, the page shows the site\'s footer once', async () => {
  const dir = writeSiteFiles('opdocs-page-footer-swizzled', {
    'site.config.json': JSON.stringify(CONFIG),
    'docs/row.md': '# Row\n',
    'src/pages/index.js': PAGE,
    'src/theme/Footer/index.js': "import React from 'react';\nexport default function Footer() { return <footer className=\"oar-footer\">Oars</footer>; }\n",
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'index.html'), 'utf8');
  assert.is(footers(html), 1);
  assert.match(html, '<footer class="oar-footer">Oars</footer>');
});

test.run();
