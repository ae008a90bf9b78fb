/**
 * A static folder that is a file (a stray "static" file beside docs/) used to build without a
 * word and without any of the site's images; it is an error naming that path.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { formatError } from '../../../../cli/errors';
import { siteSetupErrors } from '../../../helpers/setup-errors';
import { writeSiteFiles } from '../../../helpers/site-files';

async function setupErrors(files: Record<string, string>): Promise<string[]> {
  const dir = writeSiteFiles('opdocs-static-kind-', { 'content/docs/intro.md': '# Intro\n', ...files });
  return (await siteSetupErrors(dir)).map((e) => formatError(e, dir));
}

const config = (more: object = {}) => JSON.stringify({ title: 'T', url: 'https://example.com', ...more });

test('a file where the static folder belongs is an error at that path, saying what to do', async () => {
  assert.equal(await setupErrors({ 'site.config.json': config(), 'content/static': 'not a folder' }), [
    'content/static  error  is a file, but it is the static folder (staticDirectories[0]): none of the site\'s static files would be published\n'
    + `  hint: make ${join('content', 'static')} a folder holding the files (images, downloads) to publish as they are, or name another folder in "staticDirectories"`,
  ]);
  const second = await setupErrors({ 'site.config.json': config({ staticDirectories: ['static', 'public'] }), 'content/static/a.txt': 'a', 'content/public': '' });
  assert.match(second.join('\n'), /^content\/public  error  is a file, but it is the static folder \(staticDirectories\[1\]\)/);
});

test('a static folder, or none at all, is fine', async () => {
  assert.equal(await setupErrors({ 'site.config.json': config(), 'content/static/img/a.png': 'x' }), []);
  assert.equal(await setupErrors({ 'site.config.json': config() }), []);
});

test.run();
