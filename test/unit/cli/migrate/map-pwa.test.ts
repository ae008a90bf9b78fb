/**
 * A Docusaurus site with the PWA plugin: the icons its web manifest lists become offline.icons
 * when their files are usable, and the rest are named in the note, so the site still builds.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config.ts';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';
import { pngHeader } from '../../../helpers/png-header.ts';

const site = (files: Record<string, string | Buffer>): string => writeSiteFiles('opdocs-pwa-', files);

const pwa = (head: object[]) => ({ plugins: [['@docusaurus/plugin-pwa', { offlineModeActivationStrategies: ['always'], pwaHead: head }]] });
const manifestLink = (href: string) => ({ tagName: 'link', rel: 'manifest', href });

test('usable icons of the linked manifest are carried, relative to it; missing, mis-sized, remote and ICO ones are named', () => {
  const manifest = {
    name: 'Owls',
    icons: [
      { src: 'icons/owl-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icons/owl-512.png', sizes: '512x512', purpose: 'any maskable' },
      { src: 'icons/owl-small.png', sizes: '144x144' },
      { src: 'icons/gone.png', sizes: '96x96' },
      { src: 'https://cdn.example.org/owl.png', sizes: '256x256' },
      { src: '/favicon.ico', sizes: '16x16 32x32' },
    ],
  };
  const dir = site({
    'static/app/manifest.json': JSON.stringify(manifest),
    'static/app/icons/owl-192.png': pngHeader(192),
    'static/app/icons/owl-512.png': pngHeader(512),
    'static/app/icons/owl-small.png': pngHeader(128),
    'static/favicon.ico': Buffer.from([0, 0, 1, 0, 1, 0]),
  });
  const { config, notes } = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', baseUrl: '/owls/', __siteDir: dir, ...pwa([manifestLink('/owls/app/manifest.json')]) });
  assert.equal((config.offline as { icons: unknown }).icons, [
    { src: 'app/icons/owl-192.png', sizes: '192x192' },
    { src: 'app/icons/owl-512.png', sizes: '512x512' },
    { src: 'app/icons/owl-512.png', sizes: '512x512', purpose: 'maskable' },
  ]);
  const note = notes.find((n) => n.key === 'plugins: @docusaurus/plugin-pwa')?.what ?? '';
  for (const part of [
    'the 3 icons of app/manifest.json are the app icons (`offline.icons`)',
    'icons/owl-small.png (the file is 128×128, the manifest says "144x144")',
    'icons/gone.png (no such file)',
    'https://cdn.example.org/owl.png (on another site)',
    '/favicon.ico (not a PNG, WebP, JPEG or AVIF file)',
  ]) assert.match(note, part);
});

test('hostile manifest entries are named, never thrown: a broken URL, a broken escape, no src, an unknown purpose', () => {
  const dir = site({
    'static/manifest.json': JSON.stringify({ icons: [{ src: 'http://[' }, { src: 'img/%E0%A4%A.png', sizes: '1x1' }, { sizes: '9x9' }, { src: 'img/a.png', sizes: '192x192', purpose: 'badge' }, 'text'] }),
    'static/img/a.png': pngHeader(192),
  });
  const { config, notes } = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', __siteDir: dir, ...pwa([manifestLink('/manifest.json')]) });
  assert.is(config.offline, undefined);
  const note = notes[0]?.what ?? '';
  for (const part of ['http://[ (not a URL)', 'img/%E0%A4%A.png (no such file)', 'an icon without "src"', 'img/a.png (purpose "badge")']) assert.match(note, part);
  assert.match(note, 'manifest.json lists no icon opdocs can use');
});

test('without a manifest link, or with a manifest that is not JSON, the icons come from the logo as before', () => {
  const dir = site({ 'static/manifest.json': '{ not json' });
  const none = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', __siteDir: dir, ...pwa([{ tagName: 'meta', name: 'theme-color', content: '#123' }]) });
  assert.is(none.config.offline, undefined);
  assert.match(none.notes[0]?.what ?? '', 'the app icons are made from the navbar logo or favicon');
  const broken = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', __siteDir: dir, ...pwa([manifestLink('/manifest.json')]) });
  assert.is(broken.config.offline, undefined);
  assert.match(broken.notes[0]?.what ?? '', 'its manifest manifest.json is not JSON');
});

test('a Docusaurus site built in place publishes its manifest\'s icons as they are and makes none', async () => {
  const dir = site({
    'docusaurus.config.js': `module.exports = ${JSON.stringify({ title: 'Owls', url: 'https://owls.example', baseUrl: '/', ...pwa([manifestLink('/manifest.json')]) })};\n`,
    'docs/intro.md': '# Intro\n',
    'static/manifest.json': JSON.stringify({ icons: [{ src: '/img/owl-192.png', sizes: '192x192' }, { src: '/img/owl-512.png', sizes: '512x512', purpose: 'maskable' }] }),
    'static/img/owl-192.png': pngHeader(192),
    'static/img/owl-512.png': pngHeader(512),
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const built = JSON.parse(readFileSync(join(dir, 'build', 'manifest.webmanifest'), 'utf8'));
  assert.equal(built.icons, [
    { src: '/img/owl-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/img/owl-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ]);
  assert.not.ok(existsSync(join(dir, 'build', 'assets', 'icons')));
});

test.run();
