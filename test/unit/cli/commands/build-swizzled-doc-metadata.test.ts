/**
 * A swizzled DocItem/Metadata: an ejected one setting the doc's head with PageMetadata and
 * useDoc() (front matter, `assets.image`), and a wrapper adding a `<title>` of its own with Head.
 * Either wins over the head opdocs writes from the route, with no tag written twice.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Metadata = suite('opdocs build: swizzled DocItem/Metadata');

const BASE = {
  'site.config.json': JSON.stringify({ title: 'Toads', url: 'https://example.org', baseUrl: '/toads/', contentDir: '.' }),
  'docs/hop.md': '---\ndescription: Warty and wise.\nkeywords: [toad, wart]\nimage: /img/card.png\n---\n# Hop\n\nSlowly.\n',
  'static/img/card.png': 'png',
};

const EJECTED = {
  ...BASE,
  'src/theme/DocItem/Metadata/index.js': [
    "import React from 'react';",
    "import { PageMetadata } from '@docusaurus/theme-common';",
    "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
    'export default function DocItemMetadata() {',
    '  const { metadata, frontMatter, assets } = useDoc();',
    '  return <PageMetadata title={`${metadata.title} (toad guide)`} description={metadata.description} keywords={frontMatter.keywords} image={assets.image ?? frontMatter.image} />;',
    '}',
  ].join('\n'),
};

const WRAPPED = {
  ...BASE,
  'src/theme/DocItem/Metadata/index.js': [
    "import React from 'react';",
    "import Metadata from '@theme-original/DocItem/Metadata';",
    "import Head from '@docusaurus/Head';",
    "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
    'export default function MetadataWrapper(props) {',
    '  const { metadata } = useDoc();',
    '  return <><Metadata {...props} /><Head><title>{`${metadata.title} | Pond guide`}</title></Head></>;',
    '}',
  ].join('\n'),
};

let ejected = '';
let wrapped = '';
Metadata.before(async () => {
  ejected = writeSiteFiles('opdocs-swizzled-doc-metadata', EJECTED);
  wrapped = writeSiteFiles('opdocs-swizzled-doc-metadata-wrapped', WRAPPED);
  await buildSite({ siteDir: ejected, outDir: 'build', quiet: true });
  await buildSite({ siteDir: wrapped, outDir: 'build', quiet: true });
});

const head = (dir: string) => /<head>[\s\S]*<\/head>/.exec(readFileSync(join(dir, 'build', 'docs', 'hop', 'index.html'), 'utf8'))?.[0] ?? '';
const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

Metadata('both are applied in the doc page\'s metadata place', () => {
  for (const dir of [ejected, wrapped]) assert.equal(listSwizzled(dir).map((s) => [s.name, s.point ?? null, s.missing ?? null]), [['DocItem/Metadata', 'DocItemMetadata', null]]);
});

Metadata('an ejected one sets the title, description, keywords and social image from useDoc()', () => {
  const html = head(ejected);
  assert.match(html, '<title>Hop (toad guide) | Toads</title>');
  assert.match(html, '<meta property="og:title" content="Hop (toad guide) | Toads">');
  assert.match(html, '<meta name="description" content="Warty and wise.">');
  assert.match(html, /<meta name="keywords" content="toad, ?wart">/);
  assert.match(html, '<meta property="og:image" content="https://example.org/toads/img/card.png">');
  assert.is(count(html, /<title>/g), 1);
  assert.is(count(html, /property="og:image"/g), 1);
});

Metadata('a wrapper\'s own title wins over the theme\'s, written once', () => {
  const html = head(wrapped);
  assert.match(html, '<title>Hop | Pond guide</title>');
  assert.is(count(html, /<title>/g), 1);
  assert.match(html, '<meta name="description" content="Warty and wise.">');
});

Metadata.run();
