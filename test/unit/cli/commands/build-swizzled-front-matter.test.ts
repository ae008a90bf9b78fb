/**
 * Front matter in Docusaurus' client hooks: `useDoc().frontMatter` on doc pages and
 * `useBlogPost().frontMatter` (and `metadata.frontMatter`) on a post's own page, as site code
 * such as a swizzled DocItem/Footer or a post title reads them (a comment widget's id, an owner).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const FrontMatter = suite('opdocs build: front matter in useDoc() and useBlogPost()');

const SITE = {
  'site.config.json': JSON.stringify({ title: 'Bees', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'docs/hive.md': '---\nowner: Queen Ann\nreviewed: 2024-05-06\nfloors: [1, 2]\n---\n# Hive\n\nWax.\n',
  'docs/plain.md': '# Plain\n\nNo front matter.\n',
  'blog/2024-01-02-swarm.md': '---\ntitle: Swarm\ndiscussion: 42\n---\n\nThey left.\n',
  'src/theme/DocItem/Footer/index.js': [
    "import React from 'react';",
    "import Footer from '@theme-original/DocItem/Footer';",
    "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
    'export default function FooterWrapper(props) {',
    '  const { frontMatter, metadata } = useDoc();',
    '  return <><p className="bee-owner">{frontMatter.owner ?? "nobody"} {String(frontMatter.reviewed)} {(frontMatter.floors ?? []).join("+")} {metadata.frontMatter === frontMatter ? "same" : "other"}</p><Footer {...props} /></>;',
    '}',
  ].join('\n'),
  'src/theme/BlogPostItem/Header/Title/index.js': [
    "import React from 'react';",
    "import { useBlogPost } from '@docusaurus/plugin-content-blog/client';",
    'export default function Title() {',
    '  const { metadata, frontMatter, isBlogPostPage } = useBlogPost();',
    '  const id = isBlogPostPage ? `${frontMatter.discussion}/${metadata.frontMatter.discussion}` : `list:${frontMatter.discussion}`;',
    '  return isBlogPostPage ? <h1 className="bee-title">{metadata.title} #{id}</h1> : <h2 className="bee-title">{metadata.title} #{id}</h2>;',
    '}',
  ].join('\n'),
};

let site = '';
FrontMatter.before(async () => {
  site = writeSiteFiles('opdocs-swizzled-front-matter', SITE);
  await buildSite({ siteDir: site, outDir: 'build', quiet: true });
});

const read = (rel: string) => readFileSync(join(site, 'build', rel), 'utf8');

FrontMatter('useDoc() gives the doc\'s front matter as written, a YAML date as its ISO string', () => {
  assert.match(read('docs/hive/index.html'), /<p class="bee-owner">Queen Ann<!-- --> <!-- -->2024-05-06T00:00:00.000Z<!-- --> <!-- -->1\+2<!-- --> <!-- -->same<\/p>/);
});

FrontMatter('a doc without front matter reads an empty object', () => {
  assert.match(read('docs/plain/index.html'), /<p class="bee-owner">nobody<!-- --> <!-- -->undefined(<!-- -->| )+same<\/p>/);
});

FrontMatter('useBlogPost() gives the post\'s front matter on its page, in metadata too, and none in lists', () => {
  assert.match(read('blog/2024/01/02/swarm/index.html'), /<h1 class="bee-title">Swarm<!-- --> #<!-- -->42\/42<\/h1>/);
  assert.match(read('blog/index.html'), /<h2 class="bee-title">Swarm<!-- --> #<!-- -->list:undefined<\/h2>/);
});

FrontMatter('the route data the browser reads carries the same front matter', () => {
  const data = JSON.parse(read('docs/hive/__data.json')) as { frontMatter?: unknown };
  assert.equal(data.frontMatter, { owner: 'Queen Ann', reviewed: '2024-05-06T00:00:00.000Z', floors: [1, 2] });
  assert.is((JSON.parse(read('docs/plain/__data.json')) as { frontMatter?: unknown }).frontMatter, undefined);
});

FrontMatter.run();
