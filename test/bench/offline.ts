/**
 * `npm run bench:offline [siteDir…]`: what the service worker downloads after the first visit
 * (files, bytes, gzip bytes) for each site, and for TyKO the time in Chromium from starting the
 * first page load until the whole site is available offline (the worker installed, i.e. every
 * precache file stored, and controlling the page). Median of five fresh profiles.
 * A benchmark: it prints figures and asserts nothing.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { createStaticServer } from '../../cli/serve/static-server.ts';
import { launchBrowser } from '../helpers/browser.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function precacheOf(outDir: string) {
  const sw = readFileSync(join(outDir, 'sw.js'), 'utf8');
  const config = JSON.parse(/^self\.__OPDOCS_SW__=(.*);$/m.exec(sw)![1]!) as { mode: string; precache: [string, string | null][] };
  let bytes = 0;
  let gz = 0;
  for (const [rel] of config.precache) {
    const body = readFileSync(join(outDir, rel));
    bytes += body.length;
    gz += gzipSync(body).length;
  }
  const code = sw.length - sw.indexOf('\n') - 1;
  return { mode: config.mode, files: config.precache.length, bytes, gz, sw: sw.length, code, codeGz: gzipSync(sw.slice(-code)).length };
}

async function timeToOffline(outDir: string, baseUrl: string): Promise<number> {
  const server = createStaticServer({ dir: outDir, baseUrl, port: 0, host: '127.0.0.1' });
  const { url } = await server.listen();
  const browser = await launchBrowser();
  const times: number[] = [];
  try {
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(url);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
        }
      });
      times.push(Date.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return median(times);
}

const sites = process.argv.slice(2);
for (const siteDir of sites.length ? sites.map((s) => resolve(s)) : [ROOT]) {
  const outDir = join(ROOT, 'test', '.tmp', 'bench-offline');
  rmSync(outDir, { recursive: true, force: true });
  // The compiled CLI (npm run build), as users run it: large sites parse in worker threads.
  const run = spawnSync(process.execPath, [join(ROOT, 'bin', 'opdocs.js'), 'build', siteDir, '--out-dir', outDir], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  const { baseUrl } = JSON.parse(readFileSync(join(outDir, '__opdocs.json'), 'utf8')) as { baseUrl: string };
  const routes = /built (\d+) routes/.exec(run.stdout)?.[1];
  const p = precacheOf(outDir);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`${siteDir}: ${routes} routes; precache "${p.mode}": ${p.files} files, ${kb(p.bytes)} (${kb(p.gz)} gzip); sw.js ${kb(p.sw)}, worker code ${(p.code / 1024).toFixed(1)} KiB (${(p.codeGz / 1024).toFixed(1)} KiB gzip)`);
  if (siteDir === ROOT) console.log(`  first load → whole site offline: ${await timeToOffline(outDir, baseUrl)} ms (median of 5)`);
  rmSync(outDir, { recursive: true, force: true });
}
