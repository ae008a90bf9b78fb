/**
 * Feeds and sitemap stay well-formed XML when labels, titles and names hold `<`, `&` and
 * quotes: each file goes through Chromium's strict XML parser.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSite } from '../../cli/commands/build.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { copyFixture } from '../helpers/fixture-site.ts';

const Xml = suite('well-formed XML output');
let browser: Browser;
let out: string;

Xml.before(async () => {
  const dir = copyFixture('xml-escaping');
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  out = join(dir, 'build');
  browser = await launchBrowser();
});
Xml.after(async () => {
  await browser?.close();
});

for (const file of ['blog/atom.xml', 'blog/rss.xml', 'sitemap.xml']) {
  Xml(`${file} parses as XML and keeps the tag label text`, async () => {
    const xml = readFileSync(join(out, file), 'utf8');
    const page = await browser.newPage();
    const result = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.querySelector('parsererror');
      const category = doc.querySelector('category');
      return { error: error?.textContent ?? null, label: category?.getAttribute('label') ?? category?.textContent ?? null };
    }, xml);
    await page.close();
    assert.is(result.error, null);
    if (file !== 'sitemap.xml') assert.is(result.label, '<script> & "quotes" and \'apos\'');
  });
}

Xml.run();
