/**
 * javascript: URLs in the site's chrome (navbar, footer, a sidebar link, "Edit this page") build
 * with a warning, as in Docusaurus, where React writes its own `javascript:throw …` in their place.
 * No page may carry script in an href, so the written HTML leaves the attribute out.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

test('javascript: links of the navbar, footer, sidebar and edit link leave no javascript: in any attribute of the pages', async () => {
  const dir = writeSiteFiles('opdocs-chrome-script-', {
    'site.config.json': JSON.stringify({
      title: 'T', url: 'https://example.com', baseUrl: '/',
      navbar: { items: [{ label: 'Nav', href: 'javascript:alert(1)' }, { label: 'Docs', to: '/docs/intro' }] },
      footer: { links: [{ title: 'More', items: [{ label: 'Foot', href: 'JavaScript:alert(2)' }] }] },
      docs: { sidebarPath: 'sidebars.json' },
    }),
    'sidebars.json': JSON.stringify({ main: ['intro', { type: 'link', label: 'Side', href: 'javascript:alert(3)' }] }),
    'content/docs/intro.md': '---\ncustom_edit_url: "javascript:alert(4)"\n---\n# Intro\n',
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  for (const page of ['docs/intro/index.html', '404.html']) {
    const html = readFileSync(join(dir, 'build', page), 'utf8');
    assert.not.match(html, /="\s*javascript:/i, page);
    if (page.startsWith('docs/')) assert.match(html, '>Side<', 'the sidebar keeps its link item');
    for (const label of ['>Nav<', '>Foot<']) assert.match(html, label, `${page} keeps the ${label} item`);
  }
});

test.run();
