import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

test('<Head> in an MDX page sets the title and meta tags of the built page and of its route data', async () => {
  const dir = copyFixture('mdx-components', 'build-mdx-head');
  writeFileSync(join(dir, 'docs', 'head.mdx'), "---\ntitle: Front matter title\n---\nimport Head from '@docusaurus/Head';\n\n<Head>\n  <title>Head title</title>\n  <meta name=\"keywords\" content=\"gauges, dials\" />\n</Head>\n\nA page with a head.\n");
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'docs', 'head', 'index.html'), 'utf8');
  assert.match(html, '<title>Head title</title>');
  assert.match(html, '<meta name="keywords" content="gauges, dials">');
  const data = JSON.parse(readFileSync(join(dir, 'build', 'docs', 'head', '__data.json'), 'utf8'));
  assert.is(data.head.title, 'Head title', 'a client-side navigation shows the same title');
});

test('@docusaurus/Head inside a component placed in Markdown sets the page\'s head, as in Docusaurus', async () => {
  const dir = copyFixture('mdx-components', 'build-mdx-head-component');
  mkdirSync(join(dir, 'src', 'components'), { recursive: true });
  writeFileSync(join(dir, 'src', 'components', 'Keywords.tsx'), "import Head from '@docusaurus/Head';\nexport default function Keywords() { return <Head><meta name=\"keywords\" content=\"lanterns, wicks\" /></Head>; }\n");
  writeFileSync(join(dir, 'docs', 'head.mdx'), "import Keywords from '@site/src/components/Keywords';\n\n<Keywords />\n\nText.\n");
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'docs', 'head', 'index.html'), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  assert.match(head, /<meta name="keywords" content="lanterns, wicks"\/?>/);
});

test.run();
