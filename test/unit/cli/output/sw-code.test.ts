import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadWorkerCode, writePrebuiltWorker } from '../../../../cli/output/sw-code.ts';
import { OPDOCS_ROOT } from '../../../../cli/bundle/paths.ts';
import { tempDir } from '../../../helpers/fixture-site.ts';

const SwCode = suite('service worker code');

SwCode('a build reads the worker npm run build bundled into dist/ and bundles nothing itself', async () => {
  await writePrebuiltWorker();
  const prebuilt = readdirSync(join(OPDOCS_ROOT, 'dist')).filter((f) => /^sw-[0-9a-f]{16}\.js$/.test(f));
  assert.is(prebuilt.length, 1, 'one prebuilt worker, older ones removed');
  const cacheDir = join(tempDir('opdocs-sw-'), 'cache');
  const code = await loadWorkerCode(cacheDir);
  assert.match(code, '__OPDOCS_SW__');
  assert.not.ok(existsSync(cacheDir), 'nothing was bundled into the cache folder');
});

SwCode.run();
