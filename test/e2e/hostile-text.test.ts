/**
 * Markup-like text from content (`</script>`, `<!--`, `<img onerror>` in titles, headings, tags,
 * sidebar labels and author names) reaches the page, the inlined route data, the search index
 * and the search modal as text: nothing of it runs, and the reader sees the characters.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { writeSiteFiles } from '../helpers/site-files.ts';

const Hostile = suite('hostile text in content is shown as text');
const EVIL = '</script><img src=x onerror="window.__ran=1"><!--';
let browser: Browser;
let site: ServedSite;

Hostile.before(async () => {
  const dir = writeSiteFiles('opdocs-hostile-text-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', blog: { onUntruncatedBlogPosts: 'ignore' } }),
    'content/docs/evil.md': [
      '---', `title: ${JSON.stringify(`Quorum ${EVIL}`)}`, `description: ${JSON.stringify(EVIL)}`,
      `sidebar_label: ${JSON.stringify(`Label ${EVIL}`)}`, `tags: [${JSON.stringify(EVIL)}]`, '---', '',
      'Quorum text written with \\</script> and \\<!-- as characters.', '', '## Heading \\</script> \\<img src=x onerror="window.__ran=2">', '',
    ].join('\n'),
    'content/blog/authors.yml': `jane:\n  name: ${JSON.stringify(`Jane ${EVIL}`)}\n`,
    'content/blog/2024-01-01-post.md': '---\ntitle: Post\nauthors: [jane]\n---\n\nText.\n',
  });
  site = await buildAndServe(dir);
  browser = await launchBrowser();
});
Hostile.after(async () => {
  await browser?.close();
  await site?.close();
});

Hostile('the doc page, its route data and the search modal show the markup as text and run none of it', async () => {
  const page = await browser.newPage({ serviceWorkers: 'block' });
  const dialogs: string[] = [];
  page.on('dialog', (d) => void d.dismiss().then(() => dialogs.push(d.message())));
  await page.goto(site.url('/docs/evil'));
  await waitForHydration(page);
  assert.is(await page.locator('h1').first().textContent(), `Quorum ${EVIL}`);
  assert.match(await page.locator('article').innerText(), 'written with </script> and <!-- as characters');
  assert.match(await page.locator('.menu__link', { hasText: 'Label' }).innerText(), EVIL.slice(0, 9));
  assert.is(await page.locator('a.tag').first().textContent(), EVIL);
  const data = await page.locator('#__opdocs_data').textContent();
  assert.ok(data && JSON.parse(data), 'the inlined route data is whole JSON');
  await page.keyboard.press('Control+k');
  await page.fill('#docsearch-input', 'quorum');
  await page.waitForSelector('.DocSearch-Hit-title');
  assert.ok((await page.locator('.DocSearch-Hit-title').allTextContents()).some((t) => t.includes('</script>')), 'a hit shows the characters');
  assert.is(await page.locator('.DocSearch-Modal img, .DocSearch-Modal script').count(), 0);
  await page.keyboard.press('Escape');
  await page.goto(site.url('/blog/2024/01/01/post'));
  await waitForHydration(page);
  assert.match(await page.locator('article').first().innerText(), `Jane ${EVIL}`);
  assert.is(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran), undefined);
  assert.equal(dialogs, []);
  await page.close();
});

Hostile.run();
