/**
 * The navbar's and footer's `to` links are checked like a page's: one to a page the site does
 * not have fails at its config line (a site without a blog that still links /blog).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { relative } from 'node:path';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import { chromeLinks } from '../../../../../cli/pipeline/check/chrome-links';
import { writeSiteFiles } from '../../../../helpers/site-files';

const site = (config: object) => writeSiteFiles('opdocs-chrome-links-', {
  'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', ...config }, null, 2),
  'content/docs/intro.md': '# Intro\n\n## Setup\n',
  'content/static/api/index.html': '<p>API reference</p>\n',
});

test('navbar and footer links to pages that do not exist fail at their config lines; pages, anchors and a static folder\'s index.html pass', async () => {
  const dir = site({
    navbar: { items: [{ to: '/blog', label: 'Blog' }, { to: '/docs/intro', label: 'Intro' }, { label: 'More', items: [{ to: 'docs/gone', label: 'Gone' }] }] },
    footer: { links: [{ title: 'Docs', items: [{ label: 'Setup', to: '/docs/intro#setup' }, { label: 'Old', to: '/old' }, { label: 'Ext', href: 'https://example.org' }, { label: 'API', to: '/api/' }] }] },
  });
  try {
    const { result, errors } = await loadSite(await loadConfig(dir));
    assert.is(result, null);
    assert.equal(errors.map((e) => [relative(dir, e.file ?? ''), e.line, e.message]), [
      ['site.config.json', 7, 'broken link: /blog → /blog is not a page of this site'],
      ['site.config.json', 18, 'broken link: docs/gone → /docs/gone is not a page of this site'],
      ['site.config.json', 36, 'broken link: /old → /old is not a page of this site'],
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('outside addresses, pathname:// links and custom item kinds are not checked; the base URL is put in front', () => {
  const links = chromeLinks({
    baseUrl: '/base/', configFile: '/nowhere/site.config.json', trailingSlash: undefined,
    navbar: { items: [{ to: 'https://x.example' }, { to: 'pathname:///raw.html' }, { type: 'custom-thing', to: '/own' }, { to: '/docs/a?x=1#b' }] },
    footer: { links: [] },
  } as never);
  assert.equal(links.map((l) => [l.href, l.target, l.anchor]), [['/docs/a?x=1#b', '/base/docs/a', 'b']]);
});

test('in a docusaurus.config.js, which has no key paths, a link is placed where its text is written', () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-chrome-js-'));
  const configFile = join(dir, 'docusaurus.config.js');
  writeFileSync(configFile, [
    'export default {',
    '  themeConfig: {',
    '    navbar: {',
    "      items: [{ to: '/api-v1/', label: 'API' }],",
    '    },',
    '  },',
    '};',
  ].join('\n'));
  try {
    const links = chromeLinks({ baseUrl: '/', configFile, trailingSlash: undefined, navbar: { items: [{ to: '/api-v1/' }] }, footer: { links: [] } } as never);
    assert.equal(links.map((l) => [l.line, l.column]), [[4, 21]]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
