import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { serveCommand, type ServeHandle } from '../../cli/commands/serve.ts';
import { createStaticServer } from '../../cli/serve/static-server.ts';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { copyFixture } from '../helpers/fixture-site.ts';

const Watch = suite('serve --watch: rebuild, reload, survive errors; base-URL banner');
let browser: Browser;
let handle: ServeHandle;
let site = '';
const logged: string[] = [];
let onLog: ((line: string) => void) | undefined;
/** Resolves with the next terminal line that matches: the way to know a rebuild finished. */
const nextLog = (re: RegExp) => new Promise<string>((resolve) => (onLog = (line) => re.test(line) && resolve(line)));
const log = (line: string) => {
  logged.push(line);
  onLog?.(line);
};

Watch.before(async () => {
  site = copyFixture('basic', 'e2e-watch');
  handle = await serveCommand({
    siteDir: site, dir: 'build', port: 0, host: '127.0.0.1', watch: true, sourceDirs: [],
    logger: { info: log, error: log },
  });
  browser = await launchBrowser();
});
Watch.after(async () => {
  await browser?.close();
  await handle?.close();
});

Watch('an edit rebuilds and reloads the page; a broken link shows the error, and fixing it recovers', async () => {
  const page = await browser.newPage();
  await page.goto(`${handle.url}docs/intro`);
  await waitForHydration(page);
  const file = join(site, 'content', 'docs', 'intro.md');
  const original = readFileSync(file, 'utf8');

  writeFileSync(file, original.replace('Welcome to the fixture.', 'Welcome to the edited fixture.'));
  await page.waitForFunction(() => document.body.innerText.includes('Welcome to the edited fixture.'), undefined, { timeout: 20000 });

  // A link to a missing route fails the build (onBrokenLinks defaults to "throw").
  writeFileSync(file, `${original}\n\nA [broken link](/docs/no-such-page).\n`);
  await page.waitForFunction(() => document.body.innerText.includes('no-such-page'), undefined, { timeout: 20000 });
  const body = await page.locator('body').innerText();
  assert.match(body, 'content/docs/intro.md:');
  assert.match(body, 'broken link');
  assert.ok(logged.some((l) => l.includes('broken link')), 'the terminal shows the error too');

  writeFileSync(file, original);
  await page.waitForFunction(() => document.body.innerText.includes('Welcome to the fixture.'), undefined, { timeout: 20000 });
  await waitForHydration(page);
  await page.close();
});

Watch('a content edit swaps the open page data in place: no reload, only changed routes rebuilt', async () => {
  const page = await browser.newPage();
  await page.goto(`${handle.url}docs/intro`);
  await waitForHydration(page);
  // A full reload would drop this marker; an in-place data swap keeps it.
  await page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));
  const file = join(site, 'content', 'docs', 'intro.md');
  const original = readFileSync(file, 'utf8');
  const before = logged.length;
  writeFileSync(file, original.replace('Welcome to the fixture.', 'Welcome to the swapped fixture.'));
  await page.waitForFunction(() => document.body.innerText.includes('Welcome to the swapped fixture.'), undefined, { timeout: 20000 });
  assert.is(await page.evaluate(() => (window as unknown as { __kept?: number }).__kept), 1, 'the page was not reloaded');
  const rebuilt = logged.slice(before).find((l) => l.startsWith('Rebuilt'));
  assert.match(rebuilt ?? '', /^Rebuilt 1 of \d+ routes/);
  writeFileSync(file, original);
  await page.waitForFunction(() => document.body.innerText.includes('Welcome to the fixture.'), undefined, { timeout: 20000 });
  await page.close();
});

Watch('a clashing rename, a broken _category_.json, a deleted image and a static file over a page each show their error in the open page, and undoing each brings the page back', async () => {
  const docs = join(site, 'content', 'docs');
  const category = join(docs, '02-guides', '_category_.json');
  const image = join(docs, 'img', 'square.png');
  const shadow = join(site, 'content', 'static', 'docs', 'guides', 'setup');
  const categoryText = readFileSync(category, 'utf8');
  const imageBytes = readFileSync(image);
  const breaks: [string, () => void, () => void][] = [
    // 02-guides/setup.md has the id (and route) of 02-guides/01-setup.md once the prefix is gone.
    ['two docs', () => renameSync(join(docs, 'advanced', 'scaling.md'), join(docs, '02-guides', 'setup.md')), () => renameSync(join(docs, '02-guides', 'setup.md'), join(docs, 'advanced', 'scaling.md'))],
    ['_category_.json', () => writeFileSync(category, '{ "label": "Guides", '), () => writeFileSync(category, categoryText)],
    ['image not found', () => rmSync(image), () => writeFileSync(image, imageBytes)],
    ['would replace the page', () => { mkdirSync(shadow, { recursive: true }); writeFileSync(join(shadow, 'index.html'), '<h1>Shadow</h1>'); }, () => rmSync(join(site, 'content', 'static', 'docs'), { recursive: true })],
  ];
  const page = await browser.newPage();
  await page.goto(`${handle.url}docs/guides/setup`);
  await waitForHydration(page);
  const heading = await page.locator('h1').first().innerText();
  for (const [error, breakIt, undo] of breaks) {
    breakIt();
    await page.waitForFunction((text) => document.body.innerText.includes(text), error, { timeout: 20000 });
    assert.match(await page.locator('[role="alert"]').innerText(), error);
    undo();
    await page.waitForFunction((text) => document.querySelector('h1')?.textContent === text && !document.querySelector('[role="alert"]'), heading, { timeout: 20000 });
    await waitForHydration(page);
  }
  assert.match(await page.locator('img[alt="A small square"]').getAttribute('src') ?? '', /square/);
  await page.close();
});

Watch('deleting the doc open in the browser takes the page to the 404 page, not a stale copy', async () => {
  const file = join(site, 'content', 'docs', 'short-lived.md');
  let rebuilt = nextLog(/^Rebuilt/);
  writeFileSync(file, '# Short-lived\n\nHere for a moment.\n');
  await rebuilt;
  const page = await browser.newPage();
  await page.goto(`${handle.url}docs/short-lived`);
  await waitForHydration(page);
  rebuilt = nextLog(/^Rebuilt/);
  rmSync(file);
  assert.match(await rebuilt, /^Rebuilt \d+ of/, 'a partial rebuild, which reloads no page by itself');
  await page.waitForFunction(() => document.title.startsWith('Page Not Found'), undefined, { timeout: 20000 });
  assert.not.match(await page.locator('body').innerText(), 'Here for a moment.');
  await page.close();
});

Watch('deleting the output folder while serving: the next page asked for rebuilds it, and the browser lands on the page', async () => {
  const page = await browser.newPage();
  await page.goto(`${handle.url}docs/intro`);
  await waitForHydration(page);
  rmSync(join(site, 'build'), { recursive: true });
  // The first answer is the 404 page (nothing is left to serve); it reloads once the rebuild is done.
  await page.reload();
  await page.waitForFunction(() => document.body.innerText.includes('Welcome to the fixture.'), undefined, { timeout: 20000 });
  await waitForHydration(page);
  assert.ok(logged.some((l) => l.startsWith('Changed: build;')), 'the deleted folder started the rebuild, not an edit');
  await page.close();
});

Watch('the home page shows the base-URL banner when the site is served under the wrong base', async () => {
  // The last good build is still there; serve it under a base it was not built for.
  const wrong = createStaticServer({ dir: join(site, 'build'), baseUrl: '/elsewhere/', port: 0, host: '127.0.0.1' });
  const { url } = await wrong.listen();
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForSelector('#__docusaurus-base-url-issue-banner', { timeout: 10000 });
  assert.match(await page.locator('#__docusaurus-base-url-issue-banner').innerText(), 'baseUrl');
  assert.match(await page.locator('#__docusaurus-base-url-issue-banner-suggestion-container').innerText(), '/elsewhere/');
  await page.close();
  await wrong.close();
});

Watch('the banner stays away when the site loads properly', async () => {
  const page = await browser.newPage();
  await page.goto(handle.url);
  await waitForHydration(page);
  await page.waitForLoadState('load');
  assert.is(await page.locator('#__docusaurus-base-url-issue-banner').count(), 0);
  await page.close();
});

Watch.run();
