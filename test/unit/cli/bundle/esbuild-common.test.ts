import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from 'esbuild';
import { join } from 'node:path';
import { commonOptions } from '../../../../cli/bundle/esbuild-common.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

/** Bundles the site's page with the options of a bundle of the site's code. */
async function bundlePage(siteDir: string): Promise<string> {
  const result = await build({ ...commonOptions(siteDir), entryPoints: [join(siteDir, 'src/pages/page.js')], outdir: join(siteDir, 'out'), write: false, format: 'esm' });
  return result.outputFiles[0].text;
}

test('an import without an extension takes the .js file over a .tsx one beside it, as Docusaurus\' webpack does', async () => {
  const siteDir = writeSiteFiles('opdocs-webpack-extensions', {
    'src/pages/page.js': "import features from '../components/Features';\nimport card from './card';\nexport default [features, card];",
    'src/components/Features/index.js': "export default 'js features marker';",
    'src/components/Features/index.tsx': "export default 'tsx features marker' as string;",
    'src/pages/card.tsx': "export default 'tsx card marker' as string;",
  });
  const code = await bundlePage(siteDir);
  assert.match(code, 'js features marker');
  assert.not.match(code, 'tsx features marker');
  // With no .js beside it, the TypeScript file is still found.
  assert.match(code, 'tsx card marker');
});

test.run();
