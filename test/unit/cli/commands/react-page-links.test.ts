import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolveCacheDir } from '../../../../cli/output/cache-dir.ts';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatErrors } from '../../../../cli/errors.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

const Links = suite('the links of React pages are checked once the pages are rendered (onBrokenLinks)');

const PAGE = [
  "import Link from '@docusaurus/Link';",
  "import Layout from '@theme/Layout';",
  '',
  'export default function Links() {',
  '  return (',
  '    <Layout>',
  '      <Link to="/docs/intro">Intro</Link>',
  '      <Link to="/docs/intro#nope">Anchor</Link>',
  '      <a href="https://example.org/elsewhere">Away</a>',
  '      <Link to="/docs/missing">Missing</Link>',
  '      <a href="./sibling">Relative</a>',
  // A plain anchor outside the base URL (no Link would write it): another site part, not checked.
  '      <a href="/other-site/page">Outside</a>',
  '    </Layout>',
  '  );',
  '}',
].join('\n');

function site(tag: string, config: Record<string, unknown> = {}): string {
  const dir = copyFixture('docusaurus-react-pages', tag);
  writeFileSync(join(dir, 'src', 'pages', 'links.tsx'), PAGE);
  const file = join(dir, 'site.config.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), ...config }));
  return dir;
}

Links('a link to no page fails the build at the line of the page that writes it; the output is not written', async () => {
  const dir = site('react-links-throw');
  const err = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e) => asUserErrors(e));
  assert.ok(err, 'the build fails');
  assert.equal(formatErrors(err!, dir).split('\n').filter((l) => /error/.test(l)), [
    'src/pages/links.tsx:10:17  error  broken link: /site/docs/missing → /site/docs/missing is not a page of this site',
  ]);
  assert.not.ok(existsSync(join(dir, 'build')), 'nothing was written');
});

Links('with onBrokenLinks "warn" it is a warning and the build goes on; anchors follow onBrokenAnchors', async () => {
  // The fixture's post has no truncate marker: that warning is not this test's subject.
  const dir = site('react-links-warn', { onBrokenLinks: 'warn', onBrokenAnchors: 'warn', blog: { onUntruncatedBlogPosts: 'ignore' } });
  const result = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.equal(result.warnings.map((w) => `${w.error.line} ${w.error.message}`), [
    '8 broken anchor: /site/docs/intro#nope → /site/docs/intro has no heading with id "nope"',
    '10 broken link: /site/docs/missing → /site/docs/missing is not a page of this site',
  ]);
  assert.ok(existsSync(join(dir, 'build', 'links', 'index.html')));
});

Links('a plain <a> to no page, which Docusaurus does not check, is not reported when onBrokenLinks throws', async () => {
  const dir = site('react-links-plain', { blog: { onUntruncatedBlogPosts: 'ignore' } });
  writeFileSync(join(dir, 'src', 'pages', 'links.tsx'), PAGE.replace('      <Link to="/docs/missing">Missing</Link>\n', '').replace('<Link to="/docs/intro#nope">Anchor</Link>', ''));
  const result = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.equal(result.warnings.map((w) => `${w.error.line} ${w.error.message}`), []);
  const html = readFileSync(join(dir, 'build', 'links', 'index.html'), 'utf8');
  assert.ok(html.includes('<a href="./sibling">Relative</a>'), 'the plain anchor is published as written');
});

// tRPC's pricing page: plain anchors made from data, to pages another host path serves.
const FROM_DATA = [
  "import Link from '@docusaurus/Link';",
  "import Layout from '@theme/Layout';",
  '',
  "const plans = [{ name: 'Team', slug: 'team' }, { name: 'Business', slug: 'business' }];",
  '',
  'export default function Pricing() {',
  '  return (',
  '    <Layout>',
  '      {plans.map((p) => <a key={p.slug} href={`/pricing/${p.slug}`}>{p.name}</a>)}',
  '      <Link to="/docs/intro">Intro</Link>',
  '    </Layout>',
  '  );',
  '}',
].join('\n');

Links('plain anchors a page makes from data to routes the site lacks build; the same hrefs through Link fail at the page', async () => {
  const dir = site('react-links-data', { blog: { onUntruncatedBlogPosts: 'ignore' } });
  writeFileSync(join(dir, 'src', 'pages', 'links.tsx'), FROM_DATA);
  const result = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.equal(result.warnings.map((w) => w.error.message), []);
  const html = readFileSync(join(dir, 'build', 'links', 'index.html'), 'utf8');
  assert.ok(html.includes('<a href="/pricing/team">Team</a>'), 'the plain anchors are published');
  assert.not.ok(html.includes('data-opdocs-link'), 'the mark Link leaves for the check is not shipped');
  assert.ok(html.includes('href="/site/docs/intro"'), 'the Link is published');

  writeFileSync(join(dir, 'src', 'pages', 'links.tsx'), FROM_DATA.replace('<a key={p.slug} href={`/pricing/${p.slug}`}>{p.name}</a>', '<Link key={p.slug} to={`/pricing/${p.slug}`}>{p.name}</Link>'));
  const err = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e) => asUserErrors(e));
  assert.ok(err, 'the build fails');
  assert.equal(formatErrors(err!, dir).split('\n').filter((l) => /error/.test(l)), [
    'src/pages/links.tsx:1:1  error  broken link: /site/pricing/team → /site/pricing/team is not a page of this site',
    'src/pages/links.tsx:1:1  error  broken link: /site/pricing/business → /site/pricing/business is not a page of this site',
  ]);
});

Links('a React page a warm build keeps without rendering is checked from the record of its Link hrefs the last build made', async () => {
  const dir = site('react-links-warm', { blog: { onUntruncatedBlogPosts: 'ignore' } });
  writeFileSync(join(dir, 'src', 'pages', 'links.tsx'), FROM_DATA);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const record = findFile(resolveCacheDir(dir), 'react-page-links.json');
  assert.ok(record, 'the build records the Link hrefs of its React pages');
  const saved = JSON.parse(readFileSync(record, 'utf8')) as { links: Record<string, string[]> };
  assert.equal(saved.links['/site/links'], ['/site/docs/intro'], 'only the Link is recorded, not the plain anchors');
  // An edit elsewhere: the links page is kept, so what its record says is what is checked.
  saved.links['/site/links'] = ['/site/docs/gone'];
  writeFileSync(record, JSON.stringify(saved));
  writeFileSync(join(dir, 'docs', 'modes.mdx'), `${readFileSync(join(dir, 'docs', 'modes.mdx'), 'utf8')}\nOne more line.\n`);
  const err = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e) => asUserErrors(e));
  assert.ok(err, 'the build fails');
  assert.equal(formatErrors(err!, dir).split('\n').filter((l) => /error/.test(l)), [
    'src/pages/links.tsx:1:1  error  broken link: /site/docs/gone → /site/docs/gone is not a page of this site',
  ]);
});

/** The first file named `name` under `dir`. */
function findFile(dir: string, name: string): string | undefined {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isFile() && e.name === name) return path;
    const found = e.isDirectory() ? findFile(path, name) : undefined;
    if (found) return found;
  }
  return undefined;
}

// A page that only wraps components: the links are written in the components it imports (its
// own external link holds "/gone" inside a longer URL, which is not where "/gone" is written).
const WRAPPER = "import Layout from '@theme/Layout';\nimport Shelf from './_parts/Shelf';\n\nexport default function Home() {\n  return <Layout><a href=\"https://gone.example.com/\">Away</a><Shelf /></Layout>;\n}\n";
const SHELF = "import Link from '@docusaurus/Link';\nimport Card from '@site/src/components/Card';\n\nexport default function Shelf() {\n  return <div><Card /><a href=\"/site/plain-missing\">Plain</a></div>;\n}\n";
const CARD = "import Link from '@docusaurus/Link';\n\nexport default function Card() {\n  return (\n    <Link to=\"/gone\">Gone</Link>\n  );\n}\n";

function wrapperSite(tag: string): string {
  const dir = site(tag, { blog: { onUntruncatedBlogPosts: 'ignore' } });
  writeFileSync(join(dir, 'src', 'pages', 'links.tsx'), WRAPPER);
  mkdirSync(join(dir, 'src', 'pages', '_parts'));
  writeFileSync(join(dir, 'src', 'pages', '_parts', 'Shelf.tsx'), SHELF);
  writeFileSync(join(dir, 'src', 'components', 'Card.tsx'), CARD);
  return dir;
}

Links('a link written in a component the page imports is reported at that component\'s line', async () => {
  const dir = wrapperSite('react-links-imported');
  const err = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e) => asUserErrors(e));
  assert.ok(err, 'the build fails');
  assert.equal(formatErrors(err!, dir).split('\n').filter((l) => /error/.test(l)), [
    'src/components/Card.tsx:5:15  error  broken link: /site/gone → /site/gone is not a page of this site',
  ]);
});

Links('a plain <a> in an imported component is not reported when onBrokenLinks throws', async () => {
  const dir = wrapperSite('react-links-imported-plain');
  writeFileSync(join(dir, 'src', 'components', 'Card.tsx'), CARD.replace('<Link to="/gone">Gone</Link>', '<span>Here</span>'));
  const result = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.equal(result.warnings.map((w) => w.error.message), []);
});

Links('a link written in a Markdown file the page imports is reported at its line there', async () => {
  const dir = site('react-links-markdown', { blog: { onUntruncatedBlogPosts: 'ignore' } });
  writeFileSync(join(dir, 'src', 'pages', 'links.tsx'), "import Layout from '@theme/Layout';\nimport Notes from '../components/_notes.md';\n\nexport default function Home() {\n  return <Layout><Notes /></Layout>;\n}\n");
  writeFileSync(join(dir, 'src', 'components', '_notes.md'), '# Notes\n\nSee the [intro](/docs/intro).\n\nAnd the [old page](/docs/moved) too.\n');
  const err = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e) => asUserErrors(e));
  assert.ok(err, 'the build fails');
  assert.equal(formatErrors(err!, dir).split('\n').filter((l) => /error/.test(l)), [
    'src/components/_notes.md:5:20  error  broken link: /site/docs/moved → /site/docs/moved is not a page of this site',
  ]);
  // Fixed, its links lead under the site's base URL, as a Markdown page's do.
  writeFileSync(join(dir, 'src', 'components', '_notes.md'), '# Notes\n\nSee the [intro](/docs/intro) and the [home](/site/).\n');
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'links', 'index.html'), 'utf8');
  assert.ok(html.includes('href="/site/docs/intro"'), 'the base URL is added');
  assert.ok(html.includes('href="/site/"'), 'a path already under it keeps it once');
});

Links('the links of imported Markdown that holds components are checked too, and published without the mark', async () => {
  const dir = site('react-links-partial', { blog: { onUntruncatedBlogPosts: 'ignore' } });
  writeFileSync(join(dir, 'src', 'pages', 'links.tsx'), "import Layout from '@theme/Layout';\nimport Notes from '../components/_notes.mdx';\n\nexport default function Home() {\n  return <Layout><Notes /></Layout>;\n}\n");
  const notes = "import Greeting from '@site/src/components/Greeting';\n\n<Greeting name=\"Ada\" />\n\nSee the [intro](/docs/intro).\n\nAnd the [old page](/docs/moved) too.\n";
  writeFileSync(join(dir, 'src', 'components', '_notes.mdx'), notes);
  const err = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e) => asUserErrors(e));
  assert.ok(err, 'the build fails');
  assert.equal(formatErrors(err!, dir).split('\n').filter((l) => /error/.test(l)), [
    'src/components/_notes.mdx:7:20  error  broken link: /site/docs/moved → /site/docs/moved is not a page of this site',
  ]);
  writeFileSync(join(dir, 'src', 'components', '_notes.mdx'), notes.replace('[old page](/docs/moved)', '[home](/site/)'));
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'links', 'index.html'), 'utf8');
  assert.ok(html.includes('href="/site/docs/intro"'), 'the link is published');
  assert.not.ok(html.includes('data-opdocs-link'), 'without the mark');
});

Links.run();
