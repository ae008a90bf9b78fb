/**
 * Swizzled parts of the page around the content: Footer, NotFound, NotFound/Content, SearchBar
 * and CodeBlock, ejected (the site's component in the theme's place) or wrapping the original.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Chrome = suite('opdocs build: swizzled footer, 404 page, search bar and code block');
let ejected = '';
let wrapped = '';

const CONFIG = {
  title: 'Kites', url: 'https://example.org', baseUrl: '/kites/', contentDir: '.',
  footer: { style: 'dark', links: [{ title: 'Learn', items: [{ label: 'Flying', to: '/docs/fly' }, { label: 'Wind map', href: 'https://wind.example.org' }] }], copyright: 'Kite club' },
};
const DOC = '# Flying\n\nHold the line.\n\n```js title="knot.js"\nconst knot = "bowline";\n```\n';

/** Ejected components reading the config and Docusaurus' modules, as sites write them. */
const EJECTED: Record<string, string> = {
  'site.config.json': JSON.stringify(CONFIG),
  'docs/fly.md': DOC,
  'src/theme/Footer/index.js': [
    "import React from 'react';",
    "import Link from '@docusaurus/Link';",
    "import { useThemeConfig } from '@docusaurus/theme-common';",
    'export default function Footer() {',
    '  const { footer } = useThemeConfig();',
    '  if (!footer) return null;',
    '  return <footer className="kite-footer">{footer.links.map((col) => <section key={col.title}><h2>{col.title}</h2>',
    '    {col.items.map((item) => <Link key={item.label} className="kite-link" to={item.to} href={item.href}>{item.label}</Link>)}</section>)}',
    '    <small>{footer.copyright} ({footer.style})</small></footer>;',
    '}',
  ].join('\n'),
  // The page itself, its main part left to the theme (Docusaurus 3's ejected NotFound).
  'src/theme/NotFound/index.js': [
    "import React from 'react';",
    "import { translate } from '@docusaurus/Translate';",
    "import { PageMetadata } from '@docusaurus/theme-common';",
    "import Layout from '@theme/Layout';",
    "import NotFoundContent from '@theme/NotFound/Content';",
    'export default function NotFound({ location }) {',
    "  return <><PageMetadata title={translate({ id: 'theme.NotFound.title', message: 'Lost kite' })} />",
    '    <Layout><p className="kite-lost">No kite at {location.pathname}</p><NotFoundContent /></Layout></>;',
    '}',
  ].join('\n'),
  // A search of the site's own, drawn although opdocs has none configured.
  'src/theme/SearchBar.js': "import React from 'react';\nexport default function SearchBar() { return <input className=\"kite-search\" aria-label=\"Search kites\" />; }\n",
};

/** Wrappers of the originals, and a NotFound/Content of the site's inside the theme's 404 page. */
const WRAPPED: Record<string, string> = {
  'site.config.json': JSON.stringify({ ...CONFIG, search: { provider: 'local' } }),
  'docs/fly.md': DOC,
  'src/theme/Footer/index.js': [
    "import React from 'react';",
    "import Footer from '@theme-original/Footer';",
    'export default function FooterWrapper(props) { return <><div className="before-footer">Fly safe</div><Footer {...props} /></>; }',
  ].join('\n'),
  'src/theme/NotFound/Content/index.js': [
    "import React from 'react';",
    "import Link from '@docusaurus/Link';",
    'export default function Content({ className }) {',
    '  return <main className={[\'kite-404\', className].filter(Boolean).join(\' \')}><h1>Blown away</h1><Link to="/docs/fly">Start again</Link></main>;',
    '}',
  ].join('\n'),
  'src/theme/SearchBar/index.js': [
    "import React from 'react';",
    "import SearchBar from '@theme-original/SearchBar';",
    'export default function SearchBarWrapper(props) { return <div className="kite-search-wrap"><SearchBar {...props} /></div>; }',
  ].join('\n'),
  'src/theme/CodeBlock/index.js': [
    "import React from 'react';",
    "import CodeBlock from '@theme-original/CodeBlock';",
    'export default function CodeBlockWrapper(props) {',
    '  return <div className="kite-code" data-meta={props.metastring}><CodeBlock {...props} /></div>;',
    '}',
  ].join('\n'),
};

/** A footer of the site's own put together from Docusaurus' footer parts, one of them swizzled too. */
const PARTS: Record<string, string> = {
  'site.config.json': JSON.stringify({ ...CONFIG, footer: { ...CONFIG.footer, logo: { src: '/img/kite.svg', alt: 'Kite logo', href: 'https://kites.example.org' } } }),
  'docs/fly.md': DOC,
  'static/img/kite.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'src/theme/Footer/index.js': [
    "import React from 'react';",
    "import { useThemeConfig } from '@docusaurus/theme-common';",
    "import FooterLayout from '@theme/Footer/Layout';",
    "import FooterLinks from '@theme/Footer/Links';",
    "import FooterLogo from '@theme/Footer/Logo';",
    "import FooterCopyright from '@theme/Footer/Copyright';",
    'export default function Footer() {',
    '  const { footer } = useThemeConfig();',
    '  return <FooterLayout style={footer.style} links={<FooterLinks links={footer.links} />} logo={<FooterLogo logo={footer.logo} />}',
    '    copyright={<FooterCopyright copyright={footer.copyright} />} />;',
    '}',
  ].join('\n'),
  'src/theme/Footer/Copyright/index.js': "import React from 'react';\nexport default function Copyright({ copyright }) { return <p className=\"kite-copyright\">© {copyright}</p>; }\n",
};
let parts = '';

Chrome.before(async () => {
  ejected = writeSiteFiles('opdocs-swizzled-ejected', EJECTED);
  wrapped = writeSiteFiles('opdocs-swizzled-wrapped', WRAPPED);
  await buildSite({ siteDir: ejected, outDir: 'build', quiet: true });
  await buildSite({ siteDir: wrapped, outDir: 'build', quiet: true });
  parts = writeSiteFiles('opdocs-swizzled-parts', PARTS);
  await buildSite({ siteDir: parts, outDir: 'build', quiet: true });
});

const read = (dir: string, rel: string) => readFileSync(join(dir, 'build', rel), 'utf8');

Chrome('an ejected Footer replaces the theme\'s and reads themeConfig.footer in Docusaurus\' shape', () => {
  const html = read(ejected, 'docs/fly/index.html');
  assert.match(html, '<footer class="kite-footer"><section><h2>Learn</h2>');
  assert.match(html, /<a[^>]*class="kite-link"[^>]*href="\/kites\/docs\/fly"[^>]*>Flying<\/a>/);
  assert.match(html, /<a[^>]*href="https:\/\/wind\.example\.org"[^>]*>Wind map<\/a>/);
  assert.match(html, '<small>Kite club<!-- --> (<!-- -->dark<!-- -->)</small>');
  assert.not.match(html, 'footer--dark');
});

Chrome('an ejected Footer may be built from Docusaurus\' footer parts, ours or the site\'s own', () => {
  const html = read(parts, 'docs/fly/index.html');
  assert.match(html, /<footer class="footer footer--dark"><div class="container container--fluid"><div class="row footer__links"><div class="col footer__col"><div class="footer__title">Learn<\/div>/);
  assert.match(html, /<a[^>]*class="footer__link-item"[^>]*href="\/kites\/docs\/fly"[^>]*>Flying<\/a>/);
  assert.match(html, /<a[^>]*href="https:\/\/wind\.example\.org"[^>]*>Wind map<svg/);
  assert.match(html, /<a[^>]*href="https:\/\/kites\.example\.org"[^>]*><img[^>]*src="\/kites\/img\/kite\.svg"[^>]*alt="Kite logo"/);
  assert.match(html, '<p class="kite-copyright">© <!-- -->Kite club</p>');
});

Chrome('an ejected NotFound is the 404 page: its title, the route\'s location and the theme\'s NotFound/Content', () => {
  const html = read(ejected, '404.html');
  assert.match(html, '<title>Lost kite | Kites</title>');
  assert.match(html, '<p class="kite-lost">No kite at <!-- -->');
  assert.match(html, /<main class="container margin-vert--xl not-found-page"><div class="not-found-page__content"><h1 class="hero__title">Page Not Found<\/h1>/);
});

Chrome('a swizzled SearchBar takes the navbar\'s search place, even with no search configured', () => {
  assert.match(read(ejected, 'docs/fly/index.html'), /<div class="navbar__items navbar__items--right">.*<input class="kite-search" aria-label="Search kites"\/>/s);
});

Chrome('wrappers of Footer and SearchBar keep the theme\'s component inside their own markup', () => {
  const html = read(wrapped, 'docs/fly/index.html');
  assert.match(html, /<div class="before-footer">Fly safe<\/div><footer class="footer footer--dark">/);
  assert.match(html, /<div class="kite-search-wrap"><div class="navbar__search" data-opdocs-search-slot="">/);
});

Chrome('a swizzled NotFound/Content is the main part of the theme\'s 404 page', () => {
  const html = read(wrapped, '404.html');
  assert.match(html, /<main class="kite-404"><h1>Blown away<\/h1><a[^>]*href="\/kites\/docs\/fly"[^>]*>Start again<\/a><\/main>/);
  assert.not.match(html, 'not-found-page__content');
});

Chrome('a CodeBlock wrapper draws fenced code of the Markdown, given its metastring, around the theme\'s block', () => {
  const html = read(wrapped, 'docs/fly/index.html');
  assert.match(html, /<div class="kite-code" data-meta="title=&quot;knot.js&quot;"><div class="code-block theme-code-block" data-language="js">/);
  assert.match(html, 'bowline');
});

Chrome('a swizzled Footer whose package is not installed: the build warns, naming the file and what to install, and keeps the theme\'s footer', async () => {
  const dir = writeSiteFiles('opdocs-swizzled-uninstalled', {
    'site.config.json': JSON.stringify(CONFIG),
    'docs/fly.md': DOC,
    'src/theme/Footer/index.js': "import Widget from 'kite-widgets';\nexport default function Footer() { return <Widget />; }\n",
  });
  const { warnings } = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const texts = warnings.map((w) => `${w.error.file}: ${w.error.message} (${w.error.hint})`);
  assert.equal(texts, [`${join(dir, 'src', 'theme', 'Footer', 'index.js')}: src/theme/Footer is not used: it imports kite-widgets, which is not installed; the theme's own Footer shows instead (run npm install in ${dir} (or add kite-widgets to its package.json), then build again)`]);
  assert.match(read(dir, 'docs/fly/index.html'), 'footer--dark');
});

Chrome('listSwizzled names each of them applied, at its override point', () => {
  const points = (dir: string) => listSwizzled(dir).map((s) => [s.name, s.point ?? null]);
  assert.equal(points(ejected), [['Footer', 'Footer'], ['NotFound', 'NotFound'], ['SearchBar', 'SearchSlot']]);
  assert.equal(points(wrapped), [['CodeBlock', 'CodeBlock'], ['Footer', 'Footer'], ['NotFound/Content', 'NotFoundContent'], ['SearchBar', 'SearchSlot']]);
});

Chrome.run();
