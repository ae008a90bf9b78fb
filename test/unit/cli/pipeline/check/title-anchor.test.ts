/**
 * A link to a page's title (`page#<slug of its h1>`): the h1 has no id, in opdocs as in
 * Docusaurus, and the broken-anchor error says so and what to link to instead.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkLinks } from '../../../../../cli/pipeline/check/check-links';
import type { PendingLink } from '../../../../../cli/pipeline/check/link-types';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import { writeSiteFiles } from '../../../../helpers/site-files';

const TitleAnchor = suite('a broken anchor naming the page\'s title');

const link = (href: string, target: string, anchor: string): PendingLink => ({ file: '/site/docs/a.md', line: 3, column: 1, href, target, anchor });
const targets = (ids: string[]) => ({
  routes: new Map([['/docs/b', new Set(ids)]]), staticFiles: new Set<string>(), baseUrl: '/',
  titles: new Map([['/docs/b', ['Getting Started']]]),
});

TitleAnchor('the hint says the title is an h1 without an id and to link to the page itself, with the ids there are', () => {
  const [error] = checkLinks([link('./b.md#getting-started', '/docs/b', 'getting-started')], targets(['setup']));
  assert.is(error.message, 'broken anchor: ./b.md#getting-started → /docs/b has no heading with id "getting-started"');
  assert.is(error.hint, '"#getting-started" is the page\'s title, an h1, which has no id (Docusaurus gives it none either): link to ./b.md without the anchor: the page opens at its title; or use one of the ids on that page: setup');
});

TitleAnchor('a slug keeping the title\'s letter case (anchors.maintainCase) is the title too', () => {
  const [error] = checkLinks([link('/docs/b#Getting-Started', '/docs/b', 'Getting-Started')], targets([]));
  assert.is(error.hint, '"#Getting-Started" is the page\'s title, an h1, which has no id (Docusaurus gives it none either): link to /docs/b without the anchor: the page opens at its title');
});

TitleAnchor('a page without other anchors is not said to have no headings: its title is one, without an id', () => {
  const [error] = checkLinks([link('./b.md#install', '/docs/b', 'install')], targets([]));
  assert.is(error.hint, 'that page has no heading below its title (an h1, which has no id) nor any other anchor: link to the page without the anchor, or give it a heading (## …) to link to');
});

TitleAnchor('an anchor that is not the title keeps the list of ids', () => {
  const [error] = checkLinks([link('./b.md#instal', '/docs/b', 'instal')], targets(['install', 'setup']));
  assert.is(error.hint, 'use one of the ids on that page: install, setup');
});

TitleAnchor('an anchor naming a heading in other letter case (or unslugged) names the heading\'s id to write', () => {
  const errors = checkLinks([
    link('./b.md#WindowIsTranslucent', '/docs/b', 'WindowIsTranslucent'),
    link('./b.md#Event Hooks', '/docs/b', 'Event Hooks'),
  ], targets(['install', 'windowistranslucent', 'event-hooks']));
  assert.equal(errors.map((e) => e.hint), [
    'the page has the id "windowistranslucent", which this anchor writes another way (a browser looks for the anchor exactly as written, letter case included): write #windowistranslucent',
    'the page has the id "event-hooks", which this anchor writes another way (a browser looks for the anchor exactly as written, letter case included): write #event-hooks',
  ]);
});

TitleAnchor('in a build, links to a doc\'s h1 and to its front matter title get the title hint', async () => {
  const dir = writeSiteFiles('opdocs-title-anchor-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
    'docs/a.md': '# My Page\n\n## Setup\n',
    'docs/c.md': '---\ntitle: Front Title\n---\nText.\n',
    'docs/b.md': '# B\n\n[a](./a.md#my-page) [c](./c.md#front-title)\n',
  });
  const { errors, warnings } = await loadSite(await loadConfig(dir));
  const all = [...errors, ...warnings.map((w) => w.error)].filter((e) => e.message.startsWith('broken anchor'));
  assert.equal(all.map((e) => e.hint), [
    '"#my-page" is the page\'s title, an h1, which has no id (Docusaurus gives it none either): link to ./a.md without the anchor: the page opens at its title; or use one of the ids on that page: setup',
    '"#front-title" is the page\'s title, an h1, which has no id (Docusaurus gives it none either): link to ./c.md without the anchor: the page opens at its title',
  ]);
});

TitleAnchor.run();
