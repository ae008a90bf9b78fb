/**
 * A static folder that holds the site or its content would publish the Markdown sources,
 * drafts and config; one outside the site and its repository was refused file by file (a
 * thousand errors calling plain files symlinks). Each is one error at its config entry.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { siteSetupErrors } from '../../../helpers/setup-errors';
import { writeSiteFiles } from '../../../helpers/site-files';
import { tempDir } from '../../../helpers/fixture-site.ts';

async function setupErrors(staticDirectories: string[], contentDir?: string): Promise<string[]> {
  const dir = writeSiteFiles('opdocs-static-place-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', staticDirectories, ...(contentDir ? { contentDir } : {}) }, null, 2),
    'content/docs/intro.md': '# Intro\n', 'content/static/a.txt': 'a', 'docs/intro.md': '# Intro\n',
  });
  return (await siteSetupErrors(dir)).map((e) => `${e.line}: ${e.message}`);
}

test('a static folder that is or holds the site or content folder is an error at its entry', async () => {
  assert.equal(await setupErrors(['static', '..']), [
    '6: staticDirectories[1]: ".." (.) is the site folder, so its Markdown sources, drafts and config would be published as files',
  ]);
  assert.equal(await setupErrors(['.']), ['5: staticDirectories[0]: "." (content) is the content folder, so its Markdown sources, drafts and config would be published as files']);
  assert.match((await setupErrors(['../..'])).join('\n'), 'holds the site folder');
  assert.equal(await setupErrors(['.'], '.'), ['5: staticDirectories[0]: "." (.) is the site folder, so its Markdown sources, drafts and config would be published as files']);
});

test('a static folder outside the site (no repository holds it) is one error, not one per file', async () => {
  const elsewhere = tempDir('opdocs-elsewhere-');
  writeFileSync(join(elsewhere, 'secret.txt'), 'x');
  // Entries are relative to the content folder: up out of content/, the site and the temp folder.
  const entry = relative(join(tmpdir(), 'site', 'content'), elsewhere);
  const errors = await setupErrors([entry]);
  assert.is(errors.length, 1);
  assert.match(errors[0], `staticDirectories[0]: ${JSON.stringify(entry)} is ${realpathSync(elsewhere)}, outside the site folder`);
});

test('the usual static folders are fine', async () => {
  assert.equal(await setupErrors(['static']), []);
  assert.equal(await setupErrors(['static', 'missing']), []);
});

test.run();
