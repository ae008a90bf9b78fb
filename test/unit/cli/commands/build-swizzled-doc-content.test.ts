/**
 * A swizzled `DocItem/Content` (ejected: it draws the title itself when `useDoc().contentTitle`
 * says the Markdown has none, then a summary from the front matter, then the body) inside the
 * theme's doc layout; `DocVersionBadge` ejected (drawing nothing) and wrapped; and a wrapped
 * `Navbar` above every page.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Content = suite('opdocs build: swizzled DocItem/Content, DocVersionBadge and Navbar');

const SITE = {
  'site.config.json': JSON.stringify({ title: 'Storks', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'docs/nests.md': '---\ntitle: Nests on roofs\nsummary: Big and high.\n---\n\nStorks build on chimneys.\n',
  'docs/travel.md': '# Long travel\n\nAfrica and back.\n',
  'src/theme/DocItem/Content/index.js': [
    "import React from 'react';",
    "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
    "import Heading from '@theme/Heading';",
    "import MDXContent from '@theme/MDXContent';",
    'export default function StorkContent({ children }) {',
    '  const { metadata, frontMatter, contentTitle } = useDoc();',
    '  const ownTitle = !frontMatter.hide_title && contentTitle === undefined ? metadata.title : null;',
    '  return <div className="stork-content markdown">',
    '    {ownTitle && <header><Heading as="h1">{ownTitle}</Heading></header>}',
    '    {frontMatter.summary && <p className="stork-summary">{frontMatter.summary}</p>}',
    '    <MDXContent>{children}</MDXContent>',
    '  </div>;',
    '}',
  ].join('\n'),
  'src/theme/Navbar/index.js': [
    "import React from 'react';",
    "import Navbar from '@theme-original/Navbar';",
    'export default function NavbarWrapper(props) {',
    '  return <><div className="stork-strip" role="note">Migration season</div><Navbar {...props} /></>;',
    '}',
  ].join('\n'),
};

// Two versions, so each doc shows a version badge: one site swizzles it away, one wraps it.
const VERSIONED = {
  'site.config.json': JSON.stringify({ title: 'Storks', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'versions.json': JSON.stringify(['1.0']),
  'docs/nests.md': '# Nests\n\nOn roofs.\n',
  'versioned_docs/version-1.0/nests.md': '# Nests\n\nOn trees.\n',
};

let site = '';
let hidden = '';
let wrapped = '';
Content.before(async () => {
  site = writeSiteFiles('opdocs-swizzled-doc-content', SITE);
  hidden = writeSiteFiles('opdocs-swizzled-badge-hidden', {
    ...VERSIONED,
    'src/theme/DocVersionBadge/index.js': 'export default function DocVersionBadge({ className }) {\n  return null;\n}\n',
  });
  wrapped = writeSiteFiles('opdocs-swizzled-badge-wrapped', {
    ...VERSIONED,
    'src/theme/DocVersionBadge/index.js': [
      "import React from 'react';",
      "import Badge from '@theme-original/DocVersionBadge';",
      'export default function BadgeWrapper(props) { return <div className="stork-badge"><Badge {...props} /></div>; }',
    ].join('\n'),
  });
  for (const dir of [site, hidden, wrapped]) await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
});

const read = (rel: string) => readFileSync(join(site, 'build', rel, 'index.html'), 'utf8');

Content('an ejected DocItem/Content draws the title a doc without its own h1 lacks, its summary, then the body', () => {
  const html = read('docs/nests');
  assert.match(html, /<div class="stork-content markdown"><header><h1>Nests on roofs<\/h1><\/header><p class="stork-summary">Big and high.<\/p><div[^>]*data-opdocs-html="doc"[^>]*>[\s\S]*Storks build on chimneys./);
  assert.is(html.match(/<h1\b/g)?.length, 1);
  assert.not.match(html, 'doc-article');
});

Content('a doc whose Markdown has its h1 keeps that one heading: contentTitle tells the swizzle so', () => {
  const html = read('docs/travel');
  assert.is(html.match(/<h1\b/g)?.length, 1);
  assert.match(html, /<div class="stork-content markdown"><div[^>]*data-opdocs-html="doc"[^>]*><h1[^>]*>Long travel/);
});

Content('a wrapped Navbar draws its strip once above the theme\'s navbar on docs and the 404 page', () => {
  for (const rel of ['docs/nests', 'docs/travel']) {
    const html = read(rel);
    assert.match(html, /<div class="stork-strip" role="note">Migration season<\/div><nav[^>]*class="navbar/, rel);
    assert.is(html.match(/stork-strip/g)?.length, 1, rel);
  }
  assert.match(readFileSync(join(site, 'build', '404.html'), 'utf8'), 'stork-strip');
});

Content('a DocVersionBadge returning nothing takes the badge off every doc; a wrapper keeps the theme\'s inside its own', () => {
  for (const rel of ['docs/nests', 'docs/next/nests']) {
    const gone = readFileSync(join(hidden, 'build', rel, 'index.html'), 'utf8');
    assert.match(gone, 'On ', rel);
    assert.not.match(gone, 'theme-doc-version-badge', rel);
    const kept = readFileSync(join(wrapped, 'build', rel, 'index.html'), 'utf8');
    assert.match(kept, /<div class="stork-badge"><span class="[^"]*theme-doc-version-badge[^"]*">Version: (1\.0|Next)<\/span><\/div>/, rel);
  }
});

Content.run();
