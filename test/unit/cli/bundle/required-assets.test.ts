/**
 * `require('./a.png').default` in a site's code is the file's URL, as Docusaurus' webpack gives
 * it; an import of the same file still gets the URL itself.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { esbuild } from '../../../../cli/bundle/esbuild-api.ts';
import { ASSET_EXTENSIONS } from '../../../../cli/bundle/esbuild-common.ts';
import { REQUIRED_ASSET, requiredAssets } from '../../../../cli/bundle/required-assets.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

async function bundled(siteDir: string, withPlugin: boolean): Promise<Record<string, unknown>> {
  await esbuild().build({
    entryPoints: [join(siteDir, 'src/pics.js')], bundle: true, format: 'esm', outdir: join(siteDir, withPlugin ? 'out' : 'plain'),
    publicPath: '/assets', assetNames: '[name]', logLevel: 'silent',
    loader: Object.fromEntries(ASSET_EXTENSIONS.map((ext) => [ext, 'file' as const])),
    plugins: withPlugin ? [requiredAssets(siteDir)] : [],
  });
  return import(pathToFileURL(join(siteDir, withPlugin ? 'out' : 'plain', 'pics.js')).href);
}

test('require() of an image gives a module whose default is its URL, and an import gives the URL', async () => {
  const siteDir = writeSiteFiles('opdocs-required-assets', {
    'static/img/logo.png': PNG,
    'src/pics.js': [
      "export const required = require('../static/img/logo.png').default;",
      "import imported from '../static/img/logo.png';",
      'export { imported };',
    ].join('\n'),
  });
  const mod = await bundled(siteDir, true);
  assert.is(mod.required, '/assets/logo.png');
  assert.is(mod.imported, '/assets/logo.png');
  // Without the plugin esbuild hands require() the bare string, whose `.default` is undefined.
  assert.is((await bundled(siteDir, false)).required, undefined);
});

test('only files esbuild ships by URL are wrapped, SVG aside (its own plugin makes a component)', () => {
  assert.ok(REQUIRED_ASSET.test('./a.PNG'));
  assert.ok(REQUIRED_ASSET.test('@site/static/img/a.webp?v=2'));
  assert.not.ok(REQUIRED_ASSET.test('./a.svg'));
  assert.not.ok(REQUIRED_ASSET.test('./a.png.js'));
});

test.run();
