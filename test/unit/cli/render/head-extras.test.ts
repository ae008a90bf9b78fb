import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { loadConfigWithErrors } from '../../../../cli/config/load-config.ts';
import { headExtras } from '../../../../cli/render/head-extras.ts';
import type { SiteConfig } from '../../../../cli/config/types.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Head = suite('site-wide head tags: metadata, stylesheets, scripts, headTags');

const inline = 'window.widgetsReady = true;';
const config = {
  title: 'Widgets', url: 'https://example.org', baseUrl: '/w/', contentDir: '.', csp: true,
  metadata: [{ name: 'robots-hint', content: 'widgets' }, { name: 'docsearch:language', content: 'site-wide' }],
  stylesheets: ['https://fonts.example.net/inter.css', { href: '/w/print.css', media: 'print' }],
  scripts: ['https://stats.example.com/count.js', { src: '//cdn.example.com/widget.js', defer: true, async: false }],
  headTags: [
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.net' } },
    { tagName: 'script', attributes: {}, innerHTML: inline },
  ],
};

let head = '';
Head.before(async () => {
  const dir = writeSiteFiles('opdocs-head-', {
    'site.config.json': JSON.stringify(config),
    'docs/intro.md': '# Intro\n\nWidgets.\n',
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  head = /<head>([\s\S]*)<\/head>/.exec(readFileSync(join(dir, 'build', 'docs', 'intro', 'index.html'), 'utf8'))![1];
});

Head('meta tags go on every page; a page\'s own tag of the same name replaces the site-wide one', () => {
  assert.match(head, '<meta name="robots-hint" content="widgets">');
  assert.not.match(head, 'content="site-wide"');
  assert.match(head, /<meta name="docsearch:language" content="en">/);
});

Head('stylesheets come before the site\'s CSS, with their attributes', () => {
  const fonts = head.indexOf('<link rel="stylesheet" href="https://fonts.example.net/inter.css">');
  assert.ok(fonts >= 0, head);
  assert.match(head, '<link rel="stylesheet" href="/w/print.css" media="print">');
  assert.ok(fonts < head.indexOf('/w/assets/client-'), 'before the bundle\'s styles');
});

Head('scripts and other tags close the head; boolean attributes are bare or left out', () => {
  assert.match(head, '<script src="https://stats.example.com/count.js"></script>');
  assert.match(head, '<script src="//cdn.example.com/widget.js" defer></script>');
  assert.match(head, '<link rel="preconnect" href="https://fonts.example.net">');
  assert.ok(head.endsWith(`<script>${inline}</script>`), head.slice(-200));
});

Head('the Content Security Policy allows the scripts\' origins and the inline script by its hash', () => {
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(head)![1].replace(/&#39;/g, "'");
  assert.match(csp, 'https://stats.example.com');
  assert.match(csp, 'https://cdn.example.com');
  assert.match(csp, `'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
});

Head('a meta tag without content, or a tag name that is not one, is a config error at its key', async () => {
  const dir = writeSiteFiles('opdocs-head-bad-', {
    'site.config.json': JSON.stringify({ title: 'W', url: 'https://example.org', metadata: [{ name: 'x' }], headTags: [{ tagName: 'Not A Tag' }] }),
  });
  const { errors } = await loadConfigWithErrors(dir);
  assert.equal(errors.map((e) => e.message.split(':')[0]), ['metadata[0]', 'headTags[0].tagName']);
});

Head('a javascript: href or src of a stylesheet, script or head tag is left out, as React leaves it out of Docusaurus\' head', () => {
  const extras = headExtras({
    metadata: [], stylesheets: [{ href: ' JavaScript:alert(1)' }], scripts: ['javascript:alert(2)'],
    headTags: [{ tagName: 'link', attributes: { rel: 'preload', href: 'javascript:alert(3)', as: 'script' } }, { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example.com' } }],
  } as unknown as Pick<SiteConfig, 'metadata' | 'stylesheets' | 'scripts' | 'headTags'>);
  assert.not.match(extras.styles + extras.tail, /javascript:/i);
  assert.is(extras.styles, '<link rel="stylesheet">');
  assert.is(extras.tail, '<script></script><link rel="preload" as="script"><link rel="preconnect" href="https://cdn.example.com">');
});

Head.run();
