/**
 * Compares opdocs with Docusaurus on a real site. Given a Docusaurus repository and the output
 * of its own `docusaurus build`, it copies the repository to a scratch folder, runs
 * `opdocs migrate` and `opdocs build` there (the repository itself is left as it was), then
 * prints routes matched / expected and, per page both have, the differences in headings (level,
 * id, text), admonitions, code blocks and links of the main content. It fetches nothing.
 *
 *   npx tsx test/compat/compare.ts <docusaurus-site-dir> <docusaurus-build-dir> [--keep] [--json]
 *
 * It ends with one summary line per site; `--json` prints the whole report as JSON instead.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import fg from 'fast-glob';
import { Window } from 'happy-dom';
import { migrate } from '../../cli/commands/migrate.ts';
import { buildSite } from '../../cli/commands/build.ts';
import { asUserErrors, formatErrors } from '../../cli/errors.ts';

interface PageFacts {
  headings: string[];
  admonitions: string[];
  codeBlocks: number;
  links: string[];
}

/** Route path (without base URL, no trailing slash) → HTML file, for every page of a build. */
export function routesOf(buildDir: string): Map<string, string> {
  const files = fg.sync(['**/*.html'], { cwd: buildDir, ignore: ['assets/**', '404.html', '**/node_modules/**'] });
  return new Map(files.map((f) => [f.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, ''), join(buildDir, f)]));
}

const clean = (s: string | null | undefined) => (s ?? '').replace(/[\u200b\s]+/g, ' ').trim();

// Decoration Docusaurus puts in front of a doc card's title (📄️ doc, 🗃️ category, 🔗 link).
const CARD_ICON = /^(?:\u{1F4C4}|\u{1F5C3}|\u{1F517})\u{FE0F}?\s*/u;

/**
 * Headings, admonitions, code blocks and links of a page's main content: the `.markdown`
 * roots, else `main`, without navigation (breadcrumbs, pagination, TOC), plus the page's
 * title h1 wherever the theme puts it. Null for a page without either (such as a search
 * plugin's page), which has no content to compare.
 */
export function factsOf(html: string): PageFacts | null {
  // Only <main> is read, and each page gets its own window, closed after: a blog's sidebar
  // lists every post on every page, and one shared window keeps every document it parsed.
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  const window = new Window();
  try {
    return readFacts(new window.DOMParser().parseFromString(start >= 0 && end > start ? `<body>${html.slice(start, end + 7)}</body>` : html, 'text/html') as unknown as Document);
  } finally {
    window.close();
  }
}

function readFacts(doc: Document): PageFacts | null {
  const main = doc.querySelector('main');
  const roots = [...doc.querySelectorAll('.markdown')];
  if (!roots.length && !main) return null;
  const scope = roots.length ? roots : [main as Element];
  const all = (sel: string) => scope.flatMap((r) => [...r.querySelectorAll(sel)]);
  for (const a of all('.hash-link')) a.remove();
  for (const nav of all('nav')) nav.remove();
  const titles = main ? [...main.querySelectorAll('h1')].filter((h) => !roots.some((r) => r.contains(h))) : [];
  const headings = [...titles, ...all('h1, h2, h3, h4, h5, h6')].filter((h, i, list) => list.indexOf(h) === i);
  return {
    headings: headings.map((h) => `${h.tagName.toLowerCase()}#${h.id} ${clean(h.textContent).replace(CARD_ICON, '')}`),
    admonitions: all('.theme-admonition, .admonition').map((a) => {
      // Docusaurus: theme-admonition-tip; opdocs: admonition--tip.
      const kind = /(?:theme-admonition-|admonition--)(\w+)/.exec(a.className)?.[1] ?? '?';
      return `${kind}: ${clean(a.querySelector('[class*="admonitionHeading"], .admonition__title')?.textContent).toLowerCase()}`;
    }),
    codeBlocks: all('pre').length,
    // opdocs links a wide image to its full-size file: its own reading aid, not the author's link.
    links: all('a[href]:not(.image-full-size)').map((a) => a.getAttribute('href') as string).filter((h) => !h.startsWith('#') || h.length > 1),
  };
}

/** Lines describing how `b` (opdocs) differs from `a` (Docusaurus); empty when they agree. */
export function diffFacts(a: PageFacts, b: PageFacts): string[] {
  const out: string[] = [];
  const list = (name: string, x: string[], y: string[]) => {
    const missing = x.filter((v) => !y.includes(v));
    const extra = y.filter((v) => !x.includes(v));
    if (missing.length) out.push(`${name} only in Docusaurus: ${missing.slice(0, 5).join(' | ')}${missing.length > 5 ? ` (+${missing.length - 5})` : ''}`);
    if (extra.length) out.push(`${name} only in opdocs: ${extra.slice(0, 5).join(' | ')}${extra.length > 5 ? ` (+${extra.length - 5})` : ''}`);
  };
  list('headings', a.headings, b.headings);
  list('admonitions', a.admonitions, b.admonitions);
  if (a.codeBlocks !== b.codeBlocks) out.push(`code blocks: ${a.codeBlocks} in Docusaurus, ${b.codeBlocks} in opdocs`);
  list('links', [...new Set(a.links)], [...new Set(b.links)]);
  return out;
}

/** What one comparison found; `--json` prints it as it is. */
export interface CompareReport {
  site: string;
  sourceFiles: number;
  migrateNotes: string[];
  buildMs: number;
  expected: number;
  matched: number;
  missing: string[];
  onlyOpdocs: string[];
  /** Matched routes whose Docusaurus page has no main content (a search plugin's page). */
  notContent: string[];
  differing: { route: string; diff: string[] }[];
}

/** The one line the closing note quotes. */
export function summaryLine(r: CompareReport): string {
  const compared = r.matched - r.notContent.length;
  const byKind = ['headings', 'admonitions', 'code blocks', 'links']
    .map((kind) => [kind, r.differing.filter((d) => d.diff.some((line) => line.startsWith(kind))).length] as const)
    .filter(([, n]) => n > 0).map(([kind, n]) => `${kind} ${n}`).join(', ');
  return `summary ${r.site}: ${r.sourceFiles} source files; routes ${r.matched}/${r.expected} matched, ${r.onlyOpdocs.length} only in opdocs; `
    + `${r.differing.length} of ${compared} content pages differ${byKind ? ` (${byKind})` : ''}${r.notContent.length ? `, ${r.notContent.length} without content skipped` : ''}; opdocs build ${r.buildMs} ms in-process`;
}

const listed = (items: string[]) => `${items.slice(0, 30).map((r) => `/${r}`).join(', ')}${items.length > 30 ? ` (+${items.length - 30})` : ''}`;

function printReport(r: CompareReport): void {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(`migrate: ${r.migrateNotes.length} setting(s) not carried over`);
  for (const n of r.migrateNotes) out(`  ${n}`);
  out(`routes: ${r.matched} matched / ${r.expected} expected; ${r.onlyOpdocs.length} only in opdocs`);
  if (r.missing.length) out(`  missing: ${listed(r.missing)}`);
  if (r.onlyOpdocs.length) out(`  only in opdocs: ${listed(r.onlyOpdocs)}`);
  if (r.notContent.length) out(`  not compared (no main content in Docusaurus' page): ${listed(r.notContent)}`);
  for (const { route, diff } of r.differing) out(`\n/${route}\n${diff.map((d) => `  ${d}`).join('\n')}`);
  out(`\n${summaryLine(r)}`);
}

async function main(argv: string[]): Promise<number> {
  const [siteArg, buildArg] = argv.filter((a) => !a.startsWith('--'));
  if (!siteArg || !buildArg) {
    process.stderr.write('usage: npx tsx test/compat/compare.ts <docusaurus-site-dir> <docusaurus-build-dir> [--keep] [--json]\n');
    return 2;
  }
  const siteDir = resolve(siteArg);
  const theirs = resolve(buildArg);
  const work = mkdtempSync(join(tmpdir(), 'opdocs-compare-'));
  cpSync(siteDir, work, { recursive: true, filter: (src) => !/[\\/](node_modules|\.git|\.docusaurus|build)$/.test(src) });
  // The site's React code imports its own packages (clsx, …), as it would when built in place.
  if (existsSync(join(siteDir, 'node_modules'))) symlinkSync(join(siteDir, 'node_modules'), join(work, 'node_modules'), 'dir');
  try {
    const notes = (await migrate({ dir: work, force: true, print: () => undefined })).notes;
    const started = performance.now();
    try {
      await buildSite({ siteDir: work, outDir: 'opdocs-build', quiet: true });
    } catch (err) {
      const user = asUserErrors(err);
      if (!user) throw err;
      process.stdout.write(`opdocs build failed:\n${formatErrors(user, work)}\n`);
      return 1;
    }
    const buildMs = Math.round(performance.now() - started);
    const expected = routesOf(theirs);
    const ours = routesOf(join(work, 'opdocs-build'));
    const matched = [...expected.keys()].filter((r) => ours.has(r)).sort();
    const report: CompareReport = {
      site: basename(siteDir), buildMs, expected: expected.size, matched: matched.length,
      sourceFiles: fg.sync(['**/*.{md,mdx}', 'src/pages/**/*.{js,jsx,ts,tsx}'], { cwd: siteDir, ignore: ['node_modules/**', 'build/**', '.docusaurus/**', 'README.md', '**/*.d.ts'] }).length,
      migrateNotes: notes.map((n) => `${n.key}: ${n.what}`),
      missing: [...expected.keys()].filter((r) => !ours.has(r)).sort(),
      onlyOpdocs: [...ours.keys()].filter((r) => !expected.has(r)).sort(),
      notContent: [], differing: [],
    };
    for (const route of matched) {
      const a = factsOf(readFileSync(expected.get(route) as string, 'utf8'));
      if (!a) {
        report.notContent.push(route);
        continue;
      }
      const b = factsOf(readFileSync(ours.get(route) as string, 'utf8')) ?? { headings: [], admonitions: [], codeBlocks: 0, links: [] };
      const diff = diffFacts(a, b);
      if (diff.length) report.differing.push({ route, diff });
    }
    if (argv.includes('--json')) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else printReport(report);
    return 0;
  } finally {
    if (argv.includes('--keep')) process.stderr.write(`kept ${work}\n`);
    else rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && existsSync(process.argv[1]) && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main(process.argv.slice(2)).then((code) => process.exit(code), (err) => {
    process.stderr.write(`${(err as Error)?.stack ?? String(err)}\n`);
    process.exit(1);
  });
}
