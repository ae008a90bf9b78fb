/**
 * Post text XML cannot carry (control characters, U+FFFE, an unpaired surrogate) is left out of
 * the RSS and Atom feeds, which stay well-formed; text XML can carry (emoji, RTL marks, "]]>")
 * comes through whole; markup in a title or description is text where a reader reads HTML.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../../cli/config/load-config';
import { renderFeeds } from '../../../../cli/output/feeds';
import { withoutForbiddenXmlChars } from '../../../../cli/output/xml-chars';
import { loadCleanSite, writeSiteFiles } from '../../../helpers/site-files';

// What XML 1.0's Char production leaves out, as characters or as character references.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|&#x?0*(?:[0-8bce]|1[0-9a-f]|fff[ef]|[0-9]+);/i;

test('control characters in a post\'s title, description and body are left out of RSS and Atom', async () => {
  const dir = writeSiteFiles('feeds-hostile-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', blog: { feedOptions: { type: 'all', title: 'A <b> & ]]> feed\u0007' } } }),
    'content/blog/2025-01-02-odd.md': '---\ntitle: "Bell\\a tab\\v ]]> 🎉 \\u200fשלום"\ndescription: "nul\\x01 end\\uFFFE"\n---\nraw \u0002 body ]]> here\n\n<!-- truncate -->\n',
  });
  const loaded = await loadCleanSite(dir);
  const files = new Map(renderFeeds(loaded.site, await loadConfig(dir), loaded.routes));
  for (const name of ['blog/rss.xml', 'blog/atom.xml']) {
    const xml = files.get(name)!;
    assert.not.match(xml, NOT_XML, name);
    assert.match(xml, name === 'blog/rss.xml' ? 'Bell tab ]]]]><![CDATA[> 🎉 \u200fשלום' : '<title type="text">Bell tab ]]&gt; 🎉 \u200fשלום</title>', `${name}: the title keeps its emoji, RTL mark and "]]>"`);
    assert.match(xml, 'raw  body', name);
  }
  assert.match(files.get('blog/rss.xml')!, '<title>A &lt;b&gt; &amp; ]]&gt; feed</title>');
  // Front matter loses its control characters when it is read (with a warning), so the JSON
  // feed, which could carry them, gets the title without them too.
  assert.is(JSON.parse(files.get('blog/feed.json')!).items[0].title, 'Bell tab ]]> 🎉 \u200fשלום');
});

test('markup in a post\'s title or description is text in the feeds, never HTML a reader would run', async () => {
  const dir = writeSiteFiles('feeds-markup-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', blog: { feedOptions: { type: 'all' } } }),
    'content/blog/2025-01-02-tags.md': '---\ntitle: "Using <div> & <img src=x onerror=alert(1)>"\ndescription: "Fish & chips <script>alert(2)</script>"\n---\nBody.\n',
  });
  const loaded = await loadCleanSite(dir);
  const files = new Map(renderFeeds(loaded.site, await loadConfig(dir), loaded.routes));
  const atom = files.get('blog/atom.xml')!;
  assert.match(atom, '<title type="text">Using &lt;div&gt; &amp; &lt;img src=x onerror=alert(1)&gt;</title>');
  assert.match(atom, '<summary type="text">Fish &amp; chips &lt;script&gt;alert(2)&lt;/script&gt;</summary>');
  assert.not.match(atom, 'type="html"><![CDATA[Using');
  // RSS: the description is HTML to readers, so its tags are escaped; the title is text there.
  const rss = files.get('blog/rss.xml')!;
  assert.match(rss, '<description><![CDATA[Fish & chips &lt;script&gt;alert(2)&lt;/script&gt;]]></description>');
  assert.match(rss, '<title><![CDATA[Using <div> & <img src=x onerror=alert(1)>]]></title>');
  assert.is(JSON.parse(files.get('blog/feed.json')!).items[0].title, 'Using <div> & <img src=x onerror=alert(1)>');
});

test('character references to characters XML refuses are dropped; others, and surrogate pairs, stay', () => {
  assert.is(withoutForbiddenXmlChars('a&#1;b&#x1F;c&#xFFFE;d&#65;e&#x1F600;f😀g\uD800h\uDC00'), 'abcd&#65;e&#x1F600;f😀gh');
});

test.run();
