/**
 * `npm run bench:lighthouse`: builds the TyKO site into test/.tmp, serves it locally and runs
 * Lighthouse (Debian Chromium, headless) on four pages with the mobile and desktop presets.
 * Prints Performance / Accessibility / Best Practices / SEO and the transferred kilobytes.
 * A benchmark, not a test: it prints figures and asserts nothing.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type RunnerResult } from 'lighthouse';
import { buildSite } from '../../cli/commands/build.ts';
import { createStaticServer } from '../../cli/serve/static-server.ts';
import { CHROMIUM_FLAGS } from '../helpers/browser.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TMP = join(ROOT, 'test', '.tmp', 'bench-lighthouse');
const PAGES = ['', 'docs/getting-started', 'blog/release-0-3-4', 'blog'];
const PRESETS: { name: 'mobile' | 'desktop'; config?: Config }[] = [{ name: 'mobile' }, { name: 'desktop', config: desktopConfig }];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Row {
  page: string;
  preset: string;
  scores: (number | null)[];
  kb: number | null;
  lcpMs: number | null;
  cls: number | null;
  failed: string[];
}

/** Scores as 0–100, transfer size in KB, and the titles of failed audits in the non-performance categories. */
function summarise(page: string, preset: string, result: RunnerResult): Row {
  const { lhr } = result;
  const score = (id: string) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score! * 100));
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const failed = CATEGORIES.slice(1).flatMap((cat) =>
    lhr.categories[cat].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => `${cat}: ${a.title}`),
  );
  const bytes = numeric('total-byte-weight');
  return {
    page: `/${page}`, preset, scores: CATEGORIES.map(score),
    kb: bytes === null ? null : Math.round(bytes / 102.4) / 10,
    lcpMs: numeric('largest-contentful-paint'), cls: numeric('cumulative-layout-shift'), failed,
  };
}

function printTable(rows: Row[]): void {
  const head = ['page', 'preset', 'Perf', 'A11y', 'BP', 'SEO', 'KB', 'LCP ms', 'CLS'];
  const body = rows.map((r) => [r.page, r.preset, ...r.scores.map((s) => (s === null ? '-' : String(s))), r.kb === null ? '-' : r.kb.toFixed(1),
    r.lcpMs === null ? '-' : String(Math.round(r.lcpMs)), r.cls === null ? '-' : r.cls.toFixed(3)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
}

async function main(): Promise<void> {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(TMP, { recursive: true });
  const build = await buildSite({ siteDir: ROOT, outDir: join(TMP, 'build'), quiet: true });
  const server = createStaticServer({ dir: join(TMP, 'build'), baseUrl: build.baseUrl, port: 0, host: '127.0.0.1' });
  const { port: sitePort } = await server.listen();
  mkdirSync(join(TMP, 'chrome-profile'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir: join(TMP, 'chrome-profile'),
  });
  const rows: Row[] = [];
  try {
    for (const preset of PRESETS) {
      for (const page of PAGES) {
        const url = `http://127.0.0.1:${sitePort}${build.baseUrl}${page}`;
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, preset.config);
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (result.lhr.runtimeError) console.warn(`${preset.name} ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        writeFileSync(join(TMP, `${preset.name}-${page.replace(/\W+/g, '_') || 'home'}.json`), result.report as string);
        rows.push(summarise(page, preset.name, result));
      }
    }
  } finally {
    await chrome.kill();
    await server.close();
  }
  console.log(`\nLighthouse results for the TyKO site (built in ${build.ms} ms, ${build.routes} routes); reports in ${TMP}\n`);
  printTable(rows);
  const failed = [...new Set(rows.flatMap((r) => r.failed.map((f) => `${f} (${r.preset} ${r.page})`)))];
  if (failed.length) console.log(`\nAudits below full marks outside Performance:\n  ${failed.join('\n  ')}`);
}

await main();
