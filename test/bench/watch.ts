/**
 * `npm run bench:watch`: serve --watch as an author sees it. For the TyKO site and the
 * 1,000-doc corpus: time from saving a Markdown file to the new text showing in Chromium
 * (median of 7 edits for each of two probes, see below), then heap after 200 rebuilds of one file (flat memory).
 * Run with `node --expose-gc --import tsx test/bench/watch.ts`.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { serveCommand } from '../../cli/commands/serve.ts';
import { createDevSession } from '../../cli/commands/dev-session.ts';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TMP = join(ROOT, 'test', '.tmp', 'bench-watch');
const GEN = resolve(ROOT, '..', 'shared', 'bench', 'gen-corpus.mjs');

function tykoCopy(): { dir: string; file: string; route: string } {
  const dir = join(TMP, 'tyko');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(join(ROOT, 'site.config.json'), join(dir, 'site.config.json'));
  cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true });
  cpSync(join(ROOT, 'css'), join(dir, 'css'), { recursive: true });
  // The site's CSS loads its fonts from installed packages, as a user's site finds its own.
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return { dir, file: join(dir, 'content', 'docs', 'faq.md'), route: 'docs/faq' };
}

function corpusCopy(): { dir: string; file: string; route: string } {
  const dir = join(TMP, 'corpus-1k');
  if (!existsSync(join(dir, 'content', 'docs'))) {
    mkdirSync(join(dir, 'content'), { recursive: true });
    spawnSync(process.execPath, [GEN, join(dir, 'content'), '--docs', '1000', '--posts', '100']);
    writeFileSync(join(dir, 'site.config.json'), JSON.stringify({ title: 'Corpus', url: 'https://example.com', baseUrl: '/' }));
  }
  return { dir, file: join(dir, 'content', 'docs', 'page-0.md'), route: 'docs/page-0' };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** In the page: `window.__shown` resolves with the wall-clock time of the first frame showing `marker`. */
function observeText(marker: string): void {
  (window as unknown as { __shown: Promise<number> }).__shown = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.body.textContent?.includes(marker)) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}
const browser = await launchBrowser();
console.log('| site | edit → visible in Chromium, median of 7: innerText polled each frame / DOM observed | heap after 1 / 200 rebuilds |\n| --- | --- | --- |');
for (const [name, make] of [['TyKO', tykoCopy], ['1,000 docs', corpusCopy]] as const) {
  const { dir, file, route } = make();
  const original = readFileSync(file, 'utf8');
  const handle = await serveCommand({ siteDir: dir, dir: 'build', port: 0, host: '127.0.0.1', watch: true, sourceDirs: [], logger: { info: () => {}, error: (t) => console.error(t) } });
  const page = await browser.newPage();
  await page.goto(handle.url + route);
  await waitForHydration(page);
  // Two probes, edits alternating between them. Polling `innerText` on every frame (the probe
  // of earlier sessions) lays the whole page out each frame, work the page under test pays for;
  // the observer notes the DOM change and the frame that paints it, and costs the page nothing
  // until then. Both clocks are the machine's wall clock.
  const polled: number[] = [];
  const observed: number[] = [];
  for (let i = 0; i < 14; i++) {
    const marker = `Edited paragraph number ${i}.`;
    const observe = i % 2 === 1;
    if (observe) await page.evaluate(observeText, marker);
    const t = performance.timeOrigin + performance.now();
    writeFileSync(file, `${original}\n\n${marker}\n`);
    if (observe) observed.push((await page.evaluate(() => (window as unknown as { __shown: Promise<number> }).__shown)) - t);
    else {
      await page.waitForFunction((m) => document.body.innerText.includes(m), marker, { timeout: 30000, polling: 'raf' });
      polled.push(performance.timeOrigin + performance.now() - t);
    }
  }
  await page.close();
  await handle.close();
  writeFileSync(file, original);

  const session = createDevSession({ siteDir: dir, outDir: 'build-mem', sourceDirs: [] });
  await session.rebuild(null);
  const heap = () => {
    (globalThis as { gc?: () => void }).gc?.();
    return process.memoryUsage().heapUsed / 1024 / 1024;
  };
  await session.rebuild([file]);
  const first = heap();
  for (let i = 0; i < 200; i++) {
    writeFileSync(file, `${original}\n\nRebuild ${i}.\n`);
    await session.rebuild([file]);
  }
  const last = heap();
  await session.dispose();
  writeFileSync(file, original);
  console.log(`| ${name} | ${median(polled).toFixed(0)} ms / ${median(observed).toFixed(0)} ms | ${first.toFixed(0)} MiB / ${last.toFixed(0)} MiB |`);
}
await browser.close();
