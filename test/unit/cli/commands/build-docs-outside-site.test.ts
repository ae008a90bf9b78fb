/**
 * Docs kept beside the site folder (`docs.path: "../docs"`, the site in `site/`), whose MDX
 * imports a package the site installed: Docusaurus' bundler finds it in the site's
 * node_modules as a last resort, so the docs need not have one of their own.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatErrors } from '../../../../cli/errors.ts';
import { tempDir } from '../../../helpers/fixture-site.ts';

const Outside = suite('docs outside the site folder');

function writeRepo(files: Record<string, string>): string {
  const root = tempDir('opdocs-docs-outside');
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

Outside('MDX in ../docs imports a component and a stylesheet from a package installed only in the site folder', async () => {
  const root = writeRepo({
    'site/site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', contentDir: '.', docs: { path: '../docs' } }),
    'site/node_modules/tube-frame/package.json': JSON.stringify({ name: 'tube-frame', version: '1.0.0', main: 'index.js', module: 'index.mjs' }),
    'site/node_modules/tube-frame/index.mjs': [
      "import { createElement } from 'react';",
      "export default function TubeFrame({ id }) { return createElement('figure', { className: 'tube-frame' }, 'video ' + id); }",
    ].join('\n'),
    'site/node_modules/tube-frame/index.js': "const { createElement } = require('react');\nmodule.exports = function TubeFrame({ id }) { return createElement('figure', { className: 'tube-frame' }, 'video ' + id); };\n",
    'site/node_modules/tube-frame/dist/frame.css': '.tube-frame { aspect-ratio: 16 / 9 }\n',
    'docs/watch.mdx': "import TubeFrame from 'tube-frame';\nimport 'tube-frame/dist/frame.css';\n\n# Watch\n\n<TubeFrame id=\"abc\" />\n",
  });
  const siteDir = join(root, 'site');
  await buildSite({ siteDir, outDir: 'build', quiet: true }).catch((e) => {
    const errors = asUserErrors(e);
    throw errors ? new Error(formatErrors(errors, siteDir)) : e;
  });
  const page = readFileSync(join(siteDir, 'build', 'docs', 'watch', 'index.html'), 'utf8');
  assert.match(page, '<figure class="tube-frame">video abc</figure>');
  const href = /<link rel="stylesheet" href="\/(assets\/content-[^"]+\.css)">/.exec(page)?.[1];
  assert.ok(href, 'the page links the content stylesheet');
  assert.ok(existsSync(join(siteDir, 'build', href!)), `${href} is in the output`);
  assert.match(readFileSync(join(siteDir, 'build', href!), 'utf8'), /\.tube-frame\{aspect-ratio:16\s*\/\s*9\}/);
});

Outside.run();
