import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { missingDefaultExport, readReactPageMeta } from '../../../../../cli/pipeline/features/react-page-meta';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import { writeSiteFiles } from '../../../../helpers/site-files';

test('reads string-literal title and description exports in any quote style', () => {
  const src = [
    "import React from 'react';",
    "export const title = 'Home of \\'x\\'';",
    'export const description: string = "A \\"quoted\\" tagline \\u00e9";',
    'export default function Page() { return null; }',
  ].join('\n');
  assert.equal(readReactPageMeta(src, '/p.tsx'), { meta: { title: "Home of 'x'", description: 'A "quoted" tagline é' }, errors: [] });
  assert.equal(readReactPageMeta('export const title = `Plain template`;', '/p.tsx').meta, { title: 'Plain template' });
});

test('a page without exports has no meta', () => {
  assert.equal(readReactPageMeta('export default () => null;', '/p.tsx'), { meta: {}, errors: [] });
});

test('a computed title is an error at its line, with what to write instead', () => {
  const { meta, errors } = readReactPageMeta('const x = 1;\n\nexport const title = `Page ${x}`;\n', '/site/p.tsx');
  assert.equal(meta, {});
  assert.is(errors.length, 1);
  assert.is(errors[0].file, '/site/p.tsx');
  assert.is(errors[0].line, 3);
  assert.match(errors[0].message, 'the exported title is not a plain string');
  assert.match(errors[0].hint ?? '', "export const title = 'My page'");
});

test('an escape past the last Unicode code point is an error at its line, not a crash; the other export is still read', () => {
  const { meta, errors } = readReactPageMeta("export const description = 'ok \\u{10FFFF}';\nexport const title = 'bad \\u{110000}';\n", '/site/p.tsx');
  assert.equal(meta, { description: 'ok \u{10FFFF}' });
  assert.equal(errors.map((e) => [e.line, e.message]), [[2, 'the exported title holds an invalid escape: \\u{110000} is past the last Unicode code point (\\u{10FFFF})']]);
});

test('a React page without a default export is an error at the file naming the component to export', () => {
  const error = missingDefaultExport("import React from 'react';\nexport function Home() { return null; }\n", '/site/src/pages/index.tsx');
  assert.equal([error?.file, error?.line, error?.message], ['/site/src/pages/index.tsx', 1, 'this React page has no default export, so there is no component to render']);
  assert.match(error?.hint ?? '', '`export default Home;`');
  assert.match(missingDefaultExport('const x = 1;\n', '/p.tsx')?.hint ?? '', 'e.g. `export default function Page() { … }`');
});

test('every way of giving a page a default export passes the check', () => {
  for (const src of [
    'export default function Page() { return null; }',
    'export default async function Page() {}',
    'const Page = () => null;\nexport { Page as default };',
    'export { Helper, Page as default } from "./parts";',
    "export { default } from '@site/src/components/Home';",
    'export { default, other } from "./Home";',
    'function P() {}\nexport { P as "default" };',
    'module.exports = function Page() { return null; };',
  ]) assert.is(missingDefaultExport(src, '/p.tsx'), null, src);
  assert.ok(missingDefaultExport('export { default as Home } from "./Home";', '/p.tsx'), 'a default re-exported under another name is no default export');
});

test('loading a site reports the page without a default export at its file, before anything is bundled', async () => {
  const dir = writeSiteFiles('opdocs-page-default-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/' }),
    'content/pages/index.tsx': 'export default function Home() { return null; }\n',
    'content/pages/about.tsx': 'export const About = () => null;\n',
  });
  const { errors } = await loadSite(await loadConfig(dir));
  assert.equal(errors.map((e) => [e.file, e.line]), [[join(dir, 'content/pages/about.tsx'), 1]]);
});

test.run();
