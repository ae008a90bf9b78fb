import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import { loadConfig } from '../../../../cli/config/load-config';
import { renderFeeds } from '../../../../cli/output/feeds';
import { loadCleanSite, writeSiteFiles } from '../../../helpers/site-files';

async function feedsOf(feedOptions: Record<string, unknown>, more: Record<string, string> = {}, blog: Record<string, unknown> = {}): Promise<Map<string, string>> {
  const dir = writeSiteFiles('feeds', {
    'site.config.json': JSON.stringify({ title: 'TyKO', url: 'https://akyriako.github.io', baseUrl: '/tyko/', blog: { ...blog, feedOptions } }),
    'content/blog/2025-01-02-hello.md': '---\ntitle: Hello\ndescription: The first post\n---\nHi.\n\n<!-- truncate -->\n',
    ...more,
  });
  const loaded = await loadCleanSite(dir);
  return new Map(renderFeeds(loaded.site, await loadConfig(dir), loaded.routes));
}

/** Parses XML as a browser would; fails the test on any well-formedness error. */
function parseXml(text: string): Document {
  const doc = new new Window().DOMParser().parseFromString(text, 'application/xml') as unknown as Document;
  assert.is(doc.querySelector('parsererror')?.textContent ?? null, null);
  return doc;
}

const test = suite('blog feeds');

test('xslt: true writes rss.xsl and atom.xsl with their CSS beside the feeds, and points each feed at its stylesheet', async () => {
  const files = await feedsOf({ type: 'all', xslt: true });
  assert.equal([...files.keys()].sort(), ['blog/atom.css', 'blog/atom.xml', 'blog/atom.xsl', 'blog/feed.json', 'blog/rss.css', 'blog/rss.xml', 'blog/rss.xsl']);
  assert.ok(files.get('blog/rss.xml')!.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<?xml-stylesheet type="text/xsl" href="rss.xsl"?>\n<rss '));
  assert.ok(files.get('blog/atom.xml')!.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<?xml-stylesheet type="text/xsl" href="atom.xsl"?>\n<feed '));
  assert.not.match(files.get('blog/feed.json')!, 'xsl');
  for (const kind of ['rss', 'atom']) {
    const xsl = parseXml(files.get(`blog/${kind}.xsl`)!);
    assert.is(xsl.documentElement.localName, 'stylesheet');
    assert.match(files.get(`blog/${kind}.xsl`)!, `<link rel="stylesheet" href="${kind}.css"/>`);
    assert.match(files.get(`blog/${kind}.css`)!, ':focus-visible');
  }
});

test('the stylesheets list each post with its title, link and date', async () => {
  const files = await feedsOf({ xslt: true });
  const rss = files.get('blog/rss.xsl')!;
  assert.match(rss, '<xsl:for-each select="item">');
  assert.match(rss, '<a href="{link}"><xsl:value-of select="title"/></a>');
  assert.match(rss, 'select="substring(pubDate, 6, 11)"');
  const atom = files.get('blog/atom.xsl')!;
  assert.match(atom, '<xsl:for-each select="atom:entry">');
  assert.match(atom, '<time datetime="{atom:updated}">');
  assert.match(files.get('blog/atom.xml')!, '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">', 'the Atom page gets a language');
});

test('xslt: { rss: true } styles only the RSS feed; without xslt nothing changes', async () => {
  const rssOnly = await feedsOf({ xslt: { rss: true } });
  assert.ok(rssOnly.has('blog/rss.xsl'));
  assert.not.ok(rssOnly.has('blog/atom.xsl'));
  assert.not.match(rssOnly.get('blog/atom.xml')!, 'xml-stylesheet');
  const plain = await feedsOf({});
  assert.equal([...plain.keys()].sort(), ['blog/atom.xml', 'blog/rss.xml']);
  assert.not.match(plain.get('blog/rss.xml')!, 'xml-stylesheet');
});

test('a JSON feed of posts without authors is written (the feed package read a missing first author)', async () => {
  const files = await feedsOf({ type: 'json' });
  assert.is(JSON.parse(files.get('blog/feed.json')!).items[0].title, 'Hello');
});

test('limit keeps the newest posts; false or null keeps every post', async () => {
  const more = { 'content/blog/2025-01-03-two.md': '---\ntitle: Two\n---\nx\n', 'content/blog/2025-01-04-three.md': '---\ntitle: Three\n---\nx\n' };
  const items = async (limit: unknown) => (JSON.parse((await feedsOf({ type: 'json', limit }, more)).get('blog/feed.json')!) as { items: { title: string }[] }).items.map((i) => i.title);
  assert.equal(await items(2), ['Three', 'Two']);
  assert.equal(await items(false), ['Three', 'Two', 'Hello']);
  assert.equal(await items(null), ['Three', 'Two', 'Hello']);
});

test('a blog sorted oldest first still feeds its newest posts first, dated by the newest', async () => {
  const more = { 'content/blog/2025-01-03-two.md': '---\ntitle: Two\n---\nx\n', 'content/blog/2025-01-04-three.md': '---\ntitle: Three\n---\nx\n' };
  const files = await feedsOf({ type: 'all', limit: 2 }, more, { sortPosts: 'ascending' });
  const json = JSON.parse(files.get('blog/feed.json')!) as { items: { title: string }[] };
  assert.equal(json.items.map((i) => i.title), ['Three', 'Two']);
  assert.match(files.get('blog/atom.xml')!, '<updated>2025-01-04T00:00:00.000Z</updated>');
});

test('each item has a summary: the front matter description, else the post\'s first paragraph', async () => {
  const files = await feedsOf({ type: 'all' }, { 'content/blog/2025-01-03-two.md': '---\ntitle: Two\n---\nFirst words of two.\n\nMore.\n' });
  const items = (JSON.parse(files.get('blog/feed.json')!) as { items: { title: string; summary?: string }[] }).items;
  assert.equal(items.map((i) => [i.title, i.summary]), [['Two', 'First words of two.'], ['Hello', 'The first post']]);
  assert.match(files.get('blog/rss.xml')!, '<description><![CDATA[First words of two.]]></description>');
  assert.match(files.get('blog/atom.xml')!, '<summary type="text">First words of two.</summary>');
});

test('a post\'s anchor links come out absolute, against the post\'s own URL', async () => {
  const files = await feedsOf({ type: 'rss' }, { 'content/blog/2025-01-03-two.md': '---\ntitle: Two\n---\nSee [part](#part).\n\n## Part\n' });
  assert.match(files.get('blog/rss.xml')!, '<a href="https://akyriako.github.io/tyko/blog/2025/01/03/two#part">part</a>');
});

test.run();
