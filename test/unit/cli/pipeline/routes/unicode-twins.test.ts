/**
 * Two routes whose names differ only in Unicode form (NFC "é" against NFD "e" + accent) are one
 * route: macOS keeps one of the two folders, so the build refuses them as it refuses two that
 * differ only in case, and says why two names that look alike collide.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../../../cli/config/load-config.ts';
import { loadSite } from '../../../../../cli/pipeline/site.ts';
import { claimKey, unicodeTwinsNote } from '../../../../../cli/pipeline/routes/unicode-twins.ts';
import { writeSiteFiles } from '../../../../helpers/site-files.ts';

const NFC = 'caf\u00e9';
const NFD = 'cafe\u0301';
const CONFIG = JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/' });
const NOTE = ' (one name with its accented letters encoded two ways, NFC and NFD, which macOS stores as one file)';

async function loadErrors(files: Record<string, string>): Promise<string[]> {
  const dir = writeSiteFiles('opdocs-unicode-', { 'site.config.json': CONFIG, 'content/docs/intro.md': '# Intro\n', ...files });
  const { errors } = await loadSite(await loadConfig(dir));
  return errors.map((e) => e.message);
}

test('the claim key is one for both Unicode forms and both letter cases, and keeps the root', () => {
  assert.is(claimKey(`/docs/${NFD}/`), claimKey(`/Docs/${NFC.toUpperCase()}`));
  assert.is(claimKey('/'), '/');
});

test('the note is given only for names that differ in Unicode form alone', () => {
  assert.is(unicodeTwinsNote(`/docs/${NFC}`, `/docs/${NFD}`), NOTE);
  assert.is(unicodeTwinsNote('/docs/Foo', '/docs/foo'), '');
  assert.is(unicodeTwinsNote(`/docs/${NFC}`, `/docs/${NFC}`), '');
});

test('two doc files named in the two Unicode forms are one route, reported with the reason', async () => {
  assert.equal(await loadErrors({ [`content/docs/${NFC}.md`]: '# NFC\n', [`content/docs/${NFD}.md`]: '# NFD\n' }), [
    // Files are read in code-point order, so the NFD name (a plain "e" first) comes first.
    `two docs claim the route /docs/${NFC}: ${NFD}.md and ${NFC}.md${NOTE}`,
  ]);
});

test('two posts whose slugs differ in Unicode form are one route', async () => {
  const messages = await loadErrors({
    'content/blog/2024-01-01-a.md': `---\nslug: ${NFC}\n---\n# A\n`,
    'content/blog/2024-01-02-b.md': `---\nslug: ${NFD}\n---\n# B\n`,
  });
  assert.equal(messages, [`two posts claim the route /blog/${NFC}: 2024-01-02-b.md and 2024-01-01-a.md${NOTE}`]);
});

test('a page and a doc whose paths differ in Unicode form are one route', async () => {
  const messages = await loadErrors({ [`content/docs/${NFC}.md`]: '# Doc\n', [`content/pages/docs/${NFD}.md`]: '# Page\n' });
  assert.equal(messages, [`two pages claim the route /docs/${NFD}: content/docs/${NFC}.md (doc) and content/pages/docs/${NFD}.md (page)${NOTE}`]);
});

test.run();
