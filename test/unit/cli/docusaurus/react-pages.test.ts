import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatErrors } from '../../../../cli/errors.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

const Pages = suite('a Docusaurus React page built unchanged: @theme and @docusaurus imports');
let dir = '';
let html = '';
const main = () => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

Pages.before(async () => {
  dir = copyFixture('docusaurus-react-pages');
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  html = readFileSync(join(dir, 'build', 'about', 'index.html'), 'utf8');
});

Pages('Layout\'s title and description are the document\'s, in the HTML and in the route data', () => {
  assert.match(html, '<title>About Widgets | Widgets</title>');
  assert.match(html, '<meta name="description" content="Widgets for every shelf">');
  assert.match(html, '<meta property="og:title" content="About Widgets | Widgets">');
  const route = JSON.parse(readFileSync(join(dir, 'build', 'about', '__data.json'), 'utf8'));
  assert.is(route.head.title, 'About Widgets | Widgets');
});

Pages('Head adds its meta tags to the head', () => {
  assert.match(html, '<meta name="widgets:team" content="shelf">');
});

Pages('the navbar and footer frame the page once: Layout renders only its children', () => {
  assert.is(html.match(/<nav aria-label="Main"/g)?.length, 1);
  assert.is(html.match(/<main/g)?.length, 1);
});

Pages('Link and useBaseUrl add the baseUrl; external links open apart', () => {
  assert.match(main(), '<a id="to-intro" href="/site/docs/intro">Read the introduction</a>');
  assert.match(main(), '<a id="to-external" href="https://example.org/widgets" target="_blank" rel="noopener noreferrer">');
  assert.match(main(), '<img src="/site/img/badge.svg"');
  assert.match(main(), '<a href="/site/docs/intro" data-internal="true">Plain link</a>');
});

Pages('useDocusaurusContext gives siteConfig with title, tagline and customFields; router gives the location', () => {
  assert.match(main(), '<h1>About Widgets</h1>');
  assert.match(main(), 'Write to <!-- -->help@example.com<!-- -->; launched in <!-- -->2026<!-- -->; shown at <!-- -->/site/about<!-- -->.');
});

Pages('Translate fills its values, element values included, inside a @site component using @theme/Heading (and reporting its anchor with useBrokenLinks)', () => {
  assert.match(main(), '<h2 id="greeting" class="anchor">Hello, <strong>reader</strong>!<a href="#greeting" class="hash-link"');
});

Pages('ThemedImage renders both images on the server (CSS shows one); theme-common gives the colour mode', () => {
  assert.match(main(), '<img src="/site/img/badge.svg" alt="Mode badge" class="themed-image themed-image--light"');
  assert.match(main(), '<img src="/site/img/badge-dark.svg" alt="Mode badge" class="themed-image themed-image--dark"');
  assert.match(main(), '<p id="mode">Light<!-- --> mode</p>');
});

Pages('ThemedImage in an MDX doc, with useBaseUrl in its sources, renders outside the theme\'s colour mode provider', () => {
  const doc = readFileSync(join(dir, 'build', 'docs', 'modes', 'index.html'), 'utf8');
  assert.match(doc, /<img src="\/site\/img\/badge\.svg" alt="Shelf badge" class="themed-image themed-image--light"/);
  assert.match(doc, /<img src="\/site\/img\/badge-dark\.svg" alt="Shelf badge" class="themed-image themed-image--dark"/);
});

Pages('theme-common\'s page metadata, <html> class, class names, plural forms and helpers render on the server', () => {
  const team = readFileSync(join(dir, 'build', 'team', 'index.html'), 'utf8');
  assert.match(team, '<title>Our team | Widgets</title>');
  assert.match(team, '<meta name="description" content="Who builds the widgets">');
  assert.match(team, /<meta name="keywords" content="team, ?widgets">/);
  assert.match(team, /<meta property="og:image" content="https:\/\/[^"]+\/site\/img\/team\.png">/);
  assert.match(team, /<html [^>]*class="[^"]*\bteam-page\b/);
  assert.match(team, '<main class="main-wrapper">');
  assert.match(team, '<p id="count">3 members</p>');
  assert.match(team, '<p id="one">One member</p>');
  assert.match(team, '<p id="match">true<!-- --> <!-- -->false</p>');
  assert.match(team, '<p id="size">ssr</p>', 'no window on the server');
  assert.match(team, '<p id="admonition-class">theme-admonition-tip</p>');
  assert.match(team, '<li>Ada</li>');
});

Pages('a component in a blog post reads its post with useBlogPost, on the post\'s page and in the list; @theme/Icon gives the icons', () => {
  const facts = (rel: string) => (/<p id="post-facts">(.*?)<svg/.exec(readFileSync(join(dir, 'build', rel, 'index.html'), 'utf8'))?.[1] ?? '').replace(/<!-- -->/g, '');
  assert.is(facts('blog/2026/01/05/new-shelves'), 'New shelves · /site/blog/2026/01/05/new-shelves · news · true');
  // In the blog list, the post whose excerpt holds the component (and not a post page).
  assert.is(facts('blog'), 'New shelves · /site/blog/2026/01/05/new-shelves · news · false');
  const post = readFileSync(join(dir, 'build', 'blog', '2026', '01', '05', 'new-shelves', 'index.html'), 'utf8');
  // useColorMode in page content, outside the theme's provider: the configured default on the server.
  assert.match(post, '<span id="post-mode">light</span>');
  assert.match(post, /<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" class="facts-copy">/);
  assert.match(post, /<svg viewBox="0 0 24 24" width="13" height="13" role="img"><title>Opens elsewhere<\/title>/);
});

Pages('BrowserOnly renders its fallback on the server', () => {
  assert.match(main(), '<p id="where">Rendered on the server</p>');
  assert.not.match(html, 'Rendered in');
});

Pages('a plugin\'s client API fails the build at the importing line with what to do', async () => {
  const bad = copyFixture('bad-docusaurus-import');
  const errors = await buildSite({ siteDir: bad, outDir: 'build', quiet: true }).then(() => null, (e) => asUserErrors(e));
  assert.ok(errors, 'the build fails');
  assert.is(formatErrors(errors, bad), [
    'src/pages/versions.tsx:2:34  error  server bundle: "@docusaurus/theme-mermaid/client" is the client API of @docusaurus/theme-mermaid; opdocs runs no Docusaurus plugins, so it is not available',
    '  hint: opdocs provides @docusaurus/Link, @docusaurus/useBaseUrl, @docusaurus/useDocusaurusContext, @docusaurus/BrowserOnly, @docusaurus/ErrorBoundary, @docusaurus/Head, @docusaurus/isInternalUrl, @docusaurus/ExecutionEnvironment, @docusaurus/useIsBrowser, @docusaurus/useBrokenLinks, @docusaurus/useGlobalData, @docusaurus/Translate, @docusaurus/Interpolate, @docusaurus/router, @docusaurus/theme-common, @docusaurus/theme-common/internal, @docusaurus/plugin-content-docs/client, @docusaurus/plugin-content-blog/client, @docusaurus/theme-search-algolia/client; or write the component yourself under src/components/ and import it with "@site/src/components/…"',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

Pages.run();
