/**
 * Compares opdocs with Docusaurus on a real site. Given a Docusaurus repository and the output
 * of its own `docusaurus build`, it copies the repository to a scratch folder, runs
 * `opdocs migrate` and `opdocs build` there (the repository itself is left as it was), then
 * prints routes matched / expected and, per page both have, the differences in headings (level,
 * id, text), admonitions, code blocks and links of the main content. It fetches nothing.
 *
 *   npx tsx test/compat/compare.ts <docusaurus-site-dir> <docusaurus-build-dir> [--keep]
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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

const window = new Window();
const clean = (s: string | null | undefined) => (s ?? '').replace(/[\u200b\s]+/g, ' ').trim();

/** Headings, admonitions, code blocks and links of a page's main content. */
export function factsOf(html: string): PageFacts {
  const doc = new window.DOMParser().parseFromString(html, 'text/html');
  const roots = [...doc.querySelectorAll('.markdown')];
  const scope = roots.length ? roots : [doc.querySelector('main') ?? doc.body];
  const all = (sel: string) => scope.flatMap((r) => [...r.querySelectorAll(sel)]);
  for (const a of all('.hash-link')) a.remove();
  return {
    headings: all('h1, h2, h3, h4, h5, h6').map((h) => `${h.tagName.toLowerCase()}#${h.id} ${clean(h.textContent)}`),
    admonitions: all('.theme-admonition, .admonition').map((a) => {
      // Docusaurus: theme-admonition-tip; opdocs: admonition--tip.
      const kind = /(?:theme-admonition-|admonition--)(\w+)/.exec(a.className)?.[1] ?? '?';
      return `${kind}: ${clean(a.querySelector('[class*="admonitionHeading"], .admonition__title')?.textContent).toLowerCase()}`;
    }),
    codeBlocks: all('pre').length,
    links: all('a[href]').map((a) => a.getAttribute('href') as string).filter((h) => !h.startsWith('#') || h.length > 1),
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

async function main(argv: string[]): Promise<number> {
  const [siteArg, buildArg] = argv.filter((a) => !a.startsWith('--'));
  if (!siteArg || !buildArg) {
    process.stderr.write('usage: npx tsx test/compat/compare.ts <docusaurus-site-dir> <docusaurus-build-dir> [--keep]\n');
    return 2;
  }
  const siteDir = resolve(siteArg);
  const theirs = resolve(buildArg);
  const work = mkdtempSync(join(tmpdir(), 'opdocs-compare-'));
  cpSync(siteDir, work, { recursive: true, filter: (src) => !/[\\/](node_modules|\.git|\.docusaurus|build)$/.test(src) });
  try {
    const notes = (await migrate({ dir: work, force: true, print: () => undefined })).notes;
    process.stdout.write(`migrate: ${notes.length} setting(s) not carried over\n${notes.map((n) => `  ${n.key}: ${n.what}`).join('\n')}\n`);
    const started = performance.now();
    try {
      await buildSite({ siteDir: work, outDir: 'opdocs-build', quiet: true });
    } catch (err) {
      const user = asUserErrors(err);
      if (!user) throw err;
      process.stdout.write(`opdocs build failed:\n${formatErrors(user, work)}\n`);
      return 1;
    }
    process.stdout.write(`opdocs build: ${Math.round(performance.now() - started)} ms (in-process, warm module cache excluded)\n`);
    const expected = routesOf(theirs);
    const ours = routesOf(join(work, 'opdocs-build'));
    const matched = [...expected.keys()].filter((r) => ours.has(r));
    process.stdout.write(`routes: ${matched.length} matched / ${expected.size} expected; ${ours.size - matched.length} only in opdocs\n`);
    const missing = [...expected.keys()].filter((r) => !ours.has(r)).sort();
    if (missing.length) process.stdout.write(`  missing: ${missing.slice(0, 30).map((r) => `/${r}`).join(', ')}${missing.length > 30 ? ` (+${missing.length - 30})` : ''}\n`);
    const extra = [...ours.keys()].filter((r) => !expected.has(r)).sort();
    if (extra.length) process.stdout.write(`  only in opdocs: ${extra.slice(0, 30).map((r) => `/${r}`).join(', ')}${extra.length > 30 ? ` (+${extra.length - 30})` : ''}\n`);
    let differing = 0;
    for (const route of matched.sort()) {
      const diff = diffFacts(factsOf(readFileSync(expected.get(route) as string, 'utf8')), factsOf(readFileSync(ours.get(route) as string, 'utf8')));
      if (!diff.length) continue;
      differing++;
      process.stdout.write(`\n/${route}\n${diff.map((d) => `  ${d}`).join('\n')}\n`);
    }
    process.stdout.write(`\npages that differ: ${differing} of ${matched.length}\n`);
    return 0;
  } finally {
    if (argv.includes('--keep')) process.stdout.write(`kept ${work}\n`);
    else rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && existsSync(process.argv[1]) && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main(process.argv.slice(2)).then((code) => process.exit(code), (err) => {
    process.stderr.write(`${(err as Error)?.stack ?? String(err)}\n`);
    process.exit(1);
  });
}
