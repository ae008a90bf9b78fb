/**
 * An ejected MDXComponents that maps Markdown's elements to `@theme/MDXComponents/<Element>` and
 * adds a component of its own: it loads, and its component works in MDX without an import.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Elements = suite('opdocs build: an ejected MDXComponents built from the element components');

const SITE = {
  'site.config.json': JSON.stringify({ title: 'Kites', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'docs/fly.mdx': '# Fly\n\n<Gust speed="9" />\n\n- Hold the line.\n\n```js\nconst reel = 1;\n```\n',
  'src/theme/MDXComponents/index.js': [
    "import React from 'react';",
    ...['A', 'Code', 'Pre', 'Details', 'Img', 'Ul', 'Li', 'Head', 'Heading'].map((n) => `import Mdx${n} from '@theme/MDXComponents/${n}';`),
    'function Gust({ speed }) { return <p className="kite-gust">Gust of {speed} knots</p>; }',
    'export default { a: MdxA, code: MdxCode, pre: MdxPre, details: MdxDetails, img: MdxImg, ul: MdxUl, li: MdxLi, head: MdxHead, h2: (p) => <MdxHeading as="h2" {...p} />, Gust };',
  ].join('\n'),
};

Elements('the site\'s component renders, and the Markdown around it keeps the theme\'s list and code block', async () => {
  const dir = writeSiteFiles('opdocs-swizzled-mdx-elements', SITE);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build/docs/fly/index.html'), 'utf8');
  assert.match(html, /<p class="kite-gust">Gust of <!-- -->9<!-- --> knots<\/p>/);
  assert.match(html, /<li>Hold the line\.<\/li>/);
  assert.match(html, /class="code-block theme-code-block"[^>]*data-language="js"/);
});

Elements.run();
