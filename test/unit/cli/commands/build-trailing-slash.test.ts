import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

/**
 * The basic fixture built with `trailingSlash` true and false: where each page is written, and
 * that every URL the site emits (links, canonical, sitemap, feeds, route data) takes the form.
 */
const dirs = new Map<boolean, string>();
const out = (policy: boolean, rel: string) => join(dirs.get(policy)!, 'build', rel);
const read = (policy: boolean, rel: string) => readFileSync(out(policy, rel), 'utf8');
const hrefOf = (html: string, text: string) => new RegExp(`href="([^"]+)"[^>]*>${text}<`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
const ogUrlOf = (html: string) => /<meta property="og:url" content="([^"]+)">/.exec(html)?.[1];
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/**
 * Links to one page written every way a writer may: each is fine, and each comes out in the
 * site's form. A relative URL resolves from the page's own URL, as in the browser (and in
 * Docusaurus): "/docs/links/" needs "../" where "/docs/links" does not.
 */
const linksDoc = (policy: boolean) => [
  '# Links', '',
  `[slash](/docs/intro/) [bare](/docs/intro) [file](./intro.md#overview) [relative](${policy ? '../' : ''}guides/setup) [feed](/blog/rss.xml)`, '',
].join('\n');

const Slash = suite('trailingSlash: file layout and URLs');

Slash.before(async () => {
  for (const policy of [true, false]) {
    const dir = copyFixture('basic', `build-trailing-slash-${policy}`);
    const configFile = join(dir, 'site.config.json');
    writeFileSync(configFile, JSON.stringify({ ...JSON.parse(readFileSync(configFile, 'utf8')), trailingSlash: policy }));
    writeFileSync(join(dir, 'content', 'docs', 'links.md'), linksDoc(policy));
    await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
    dirs.set(policy, dir);
  }
});

Slash('true keeps <path>/index.html; false writes <path>.html, the root still index.html', () => {
  for (const rel of ['docs/intro/index.html', 'docs/advanced/index.html', 'blog/index.html', 'blog/page/2/index.html', 'about/index.html', 'index.html']) {
    assert.ok(existsSync(out(true, rel)), rel);
  }
  for (const rel of ['docs/intro.html', 'docs/advanced.html', 'docs/advanced/scaling.html', 'blog.html', 'blog/page/2.html', 'about.html', 'index.html']) {
    assert.ok(existsSync(out(false, rel)), rel);
  }
  for (const rel of ['docs/intro/index.html', 'blog/index.html', 'about/index.html']) assert.not.ok(existsSync(out(false, rel)), rel);
  // The data file stays where the router and the service worker look for it, in both layouts.
  assert.ok(existsSync(out(true, 'docs/intro/__data.json')));
  assert.ok(existsSync(out(false, 'docs/intro/__data.json')));
});

Slash('links of the navbar, sidebar, paginator and bodies take the form', () => {
  const on = read(true, 'docs/intro/index.html');
  assert.is(hrefOf(on, 'Blog'), '/fixture/blog/');
  assert.is(hrefOf(on, 'Advanced topics'), '/fixture/docs/advanced/');
  assert.ok(on.includes('href="/fixture/docs/guides/setup/#before-you-start"'));
  const off = read(false, 'docs/intro.html');
  assert.is(hrefOf(off, 'Blog'), '/fixture/blog');
  assert.is(hrefOf(off, 'Advanced topics'), '/fixture/docs/advanced');
  assert.ok(off.includes('href="/fixture/docs/guides/setup#before-you-start"'));
  const older = (html: string) => /pagination-nav__link--next" href="([^"]+)"/.exec(html)?.[1];
  assert.is(older(read(true, 'blog/index.html')), '/fixture/blog/page/2/');
  assert.is(older(read(false, 'blog.html')), '/fixture/blog/page/2');
});

Slash('links written with or without the slash reach the page, in the site\'s form; files stay as written', () => {
  const body = (html: string) => html.slice(html.indexOf('<h1'), html.indexOf('</article>'));
  const on = body(read(true, 'docs/links/index.html'));
  assert.is(hrefOf(on, 'slash'), '/fixture/docs/intro/');
  assert.is(hrefOf(on, 'bare'), '/fixture/docs/intro/');
  assert.is(hrefOf(on, 'file'), '/fixture/docs/intro/#overview');
  assert.is(hrefOf(on, 'relative'), '/fixture/docs/guides/setup/');
  assert.is(hrefOf(on, 'feed'), '/fixture/blog/rss.xml');
  const off = body(read(false, 'docs/links.html'));
  assert.is(hrefOf(off, 'slash'), '/fixture/docs/intro');
  assert.is(hrefOf(off, 'bare'), '/fixture/docs/intro');
  assert.is(hrefOf(off, 'file'), '/fixture/docs/intro#overview');
  assert.is(hrefOf(off, 'relative'), '/fixture/docs/guides/setup');
  assert.is(hrefOf(off, 'feed'), '/fixture/blog/rss.xml');
});

Slash('canonical, og:url and the route data path', () => {
  const on = read(true, 'docs/intro/index.html');
  assert.is(canonicalOf(on), 'https://example.com/fixture/docs/intro/');
  assert.is(ogUrlOf(on), 'https://example.com/fixture/docs/intro/');
  assert.is(JSON.parse(read(true, 'docs/intro/__data.json')).path, '/fixture/docs/intro/');
  const off = read(false, 'docs/advanced.html');
  assert.is(canonicalOf(off), 'https://example.com/fixture/docs/advanced');
  assert.is(JSON.parse(read(false, 'docs/advanced/__data.json')).path, '/fixture/docs/advanced');
  // The home page is the base URL in both.
  assert.is(canonicalOf(read(false, 'index.html')), 'https://example.com/fixture/');
});

Slash('sitemap and feeds', () => {
  const on = locs(read(true, 'sitemap.xml'));
  assert.ok(on.length > 10);
  assert.ok(on.every((u) => u.endsWith('/')), on.join(' '));
  const off = locs(read(false, 'sitemap.xml'));
  assert.ok(off.includes('https://example.com/fixture/docs/intro'));
  assert.ok(off.filter((u) => u !== 'https://example.com/fixture/').every((u) => !u.endsWith('/')), off.join(' '));
  const rss = read(true, 'blog/rss.xml');
  assert.ok(rss.includes('<link>https://example.com/fixture/blog/</link>'));
  assert.ok(rss.includes('<link>https://example.com/fixture/blog/2025/03/13/post-3/</link>'));
  assert.ok(read(false, 'blog/rss.xml').includes('<link>https://example.com/fixture/blog/2025/03/13/post-3</link>'));
});

Slash.run();
