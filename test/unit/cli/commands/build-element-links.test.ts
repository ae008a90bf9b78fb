/**
 * Links and images written as elements (`<a href>`, `<img src>` in MDX or raw HTML) are not
 * checked by Docusaurus: a broken one is a warning at its place, and the site still builds.
 * Markdown links and images stay under their `onBroken*` keys.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Elements = suite('broken links and images in elements');

const CONFIG = JSON.stringify({ title: 'T', url: 'https://example.org', baseUrl: '/', contentDir: '.' });

Elements('are warnings at their line in MDX and in raw HTML; the site builds', async () => {
  const siteDir = writeSiteFiles('opdocs-element-links', {
    'site.config.json': CONFIG,
    'docs/a.mdx': '# A\n\nexport const n = 1;\n\n<a href="/docs/gone">gone</a> and <img src="/img/missing.png" alt="missing" />\n\nSee [B](/docs/b).\n',
    'docs/b.md': '# B\n\n<a href="/docs/also-gone">raw</a>\n',
  });
  const result = await buildSite({ siteDir, outDir: 'build', quiet: true });
  // Missing images are found while parsing, broken links once every page is known.
  assert.equal(result.warnings.map((w) => `${w.error.file!.slice(siteDir.length + 1)}:${w.error.line} ${w.error.message}`), [
    'docs/a.mdx:5 image not found (an <img> element, which Docusaurus does not check): /img/missing.png',
    'docs/a.mdx:5 broken link (an <a> element, which Docusaurus does not check): /docs/gone → /docs/gone is not a page of this site',
    'docs/b.md:3 broken link (an <a> element, which Docusaurus does not check): /docs/also-gone → /docs/also-gone is not a page of this site',
  ]);
  assert.ok(existsSync(join(siteDir, 'build/docs/a/index.html')));
});

Elements('a Markdown link in the same file still fails the build', async () => {
  const siteDir = writeSiteFiles('opdocs-element-links-md', {
    'site.config.json': CONFIG,
    'docs/a.mdx': '# A\n\n<a href="/docs/gone">gone</a>\n\nSee [nothing](/docs/nothing).\n',
  });
  try {
    await buildSite({ siteDir, outDir: 'build', quiet: true });
    assert.unreachable('the build fails');
  } catch (err) {
    const messages = ((err as { errors?: { message: string }[] }).errors ?? []).map((e) => e.message);
    assert.equal(messages, ['broken link: /docs/nothing → /docs/nothing is not a page of this site']);
  }
});

Elements.run();
