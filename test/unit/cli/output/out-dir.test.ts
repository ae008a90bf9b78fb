/**
 * The output folder of a site built in place (`contentDir: "."`) may not be a folder the build
 * reads, even one the site does not have yet.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkSiteOutDir } from '../../../../cli/output/out-dir';
import { OpdocsError } from '../../../../cli/errors';

function refusal(outDir: string): string {
  const site = mkdtempSync(join(tmpdir(), 'opdocs-out-dir-'));
  try {
    const paths = {
      siteDir: site, contentDir: site, docsDir: join(site, 'docs'), blogDir: join(site, 'blog'),
      // As sitePaths gives it when neither pages folder exists yet.
      pagesDir: join(site, 'pages'), staticDir: join(site, 'static'), staticDirs: [join(site, 'static')],
    };
    checkSiteOutDir(paths, join(site, outDir));
    return 'allowed';
  } catch (err) {
    if (!(err instanceof OpdocsError)) throw err;
    return err.message.slice(err.message.indexOf(': ') + 2);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

test('src/pages is refused before it exists, as the next build would read the output as React pages', () => {
  assert.is(refusal('src/pages'), 'is the content folder');
  assert.is(refusal('src/pages/out'), 'is inside the content folder, so the build would be read as content');
  assert.is(refusal('pages'), 'is the content folder');
});

test('a folder the site does not read, src/ itself among them, is allowed', () => {
  assert.is(refusal('build'), 'allowed');
  assert.is(refusal('src/out'), 'allowed');
});

test.run();
