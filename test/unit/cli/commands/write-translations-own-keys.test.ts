/**
 * Translation ids that are names of Object's own machinery (`__proto__`, `constructor`,
 * `toString`) are ordinary ids: `opdocs write-translations` writes them into code.json, keeps a
 * translator's messages for them on the next run, and the build shows those messages.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeTranslations } from '../../../../cli/commands/write-translations.ts';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const OwnKeys = suite('translation ids named like Object\'s properties');

const SITE = {
  'site.config.json': JSON.stringify({ title: 'Looms', url: 'https://example.org', baseUrl: '/', contentDir: '.', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } }),
  'docs/warp.md': '---\ntitle: Warp\n---\nThreads.\n',
  'src/pages/loom.js': [
    "import React from 'react';",
    "import Layout from '@theme/Layout';",
    "import Translate, { translate } from '@docusaurus/Translate';",
    "const made = translate({ id: 'constructor', message: 'Built by hand' });",
    'export default function Loom() {',
    "  return <Layout title=\"Loom\"><h1><Translate id=\"__proto__\">Shuttle text</Translate></h1><p id=\"made\">{made}</p><p id=\"str\">{translate({ id: 'toString', message: 'Heddle text' })}</p></Layout>;",
    '}',
  ].join('\n'),
};

const quiet = { override: false, messagePrefix: '', log: () => {} };
const codeJson = (dir: string) => join(dir, 'i18n/fr/code.json');
/** code.json's messages by id, own keys only. */
const readCode = (dir: string) => new Map(Object.entries(JSON.parse(readFileSync(codeJson(dir), 'utf8')) as Record<string, { message: string }>).map(([id, e]) => [id, e.message]));

OwnKeys('write-translations writes __proto__, constructor and toString into code.json with their messages', async () => {
  const dir = writeSiteFiles('own-keys-write', SITE);
  await writeTranslations({ siteDir: dir, locale: 'fr', ...quiet });
  const text = readFileSync(codeJson(dir), 'utf8');
  assert.match(text, '"__proto__": {\n    "message": "Shuttle text"\n  }');
  const code = readCode(dir);
  assert.is(code.get('__proto__'), 'Shuttle text');
  assert.is(code.get('constructor'), 'Built by hand');
  assert.is(code.get('toString'), 'Heddle text');
});

OwnKeys('a second run keeps the translator\'s messages for those ids and counts them as kept', async () => {
  const dir = writeSiteFiles('own-keys-merge', SITE);
  await writeTranslations({ siteDir: dir, locale: 'fr', ...quiet });
  writeFileSync(codeJson(dir), readFileSync(codeJson(dir), 'utf8').replace('"Shuttle text"', '"Navette"').replace('"Built by hand"', '"Fait main"'));
  const again = await writeTranslations({ siteDir: dir, locale: 'fr', ...quiet, messagePrefix: '[todo] ' });
  const code = readCode(dir);
  assert.is(code.get('__proto__'), 'Navette');
  assert.is(code.get('constructor'), 'Fait main');
  assert.is(again.find((w) => w.path === codeJson(dir))?.count.added, 0);
});

OwnKeys('a locale\'s build shows the translated messages of those ids, from <Translate> and from translate() run as the module loads', async () => {
  const dir = writeSiteFiles('own-keys-build', SITE);
  await writeTranslations({ siteDir: dir, locale: 'fr', ...quiet });
  writeFileSync(codeJson(dir), readFileSync(codeJson(dir), 'utf8')
    .replace('"Shuttle text"', '"Navette"').replace('"Built by hand"', '"Fait main"').replace('"Heddle text"', '"Lisse"'));
  await buildSite({ siteDir: dir, outDir: 'build', locale: 'fr', quiet: true });
  const page = readFileSync(join(dir, 'build/fr/loom/index.html'), 'utf8');
  assert.match(page, '<h1>Navette</h1>');
  assert.match(page, '<p id="made">Fait main</p>');
  assert.match(page, '<p id="str">Lisse</p>');
  const data = JSON.parse(/<script[^>]*id="__opdocs_data"[^>]*>([\s\S]*?)<\/script>/.exec(page)![1]) as { site: { translations: Record<string, string> } };
  const shipped = new Map(Object.entries(data.site.translations));
  assert.is(shipped.get('__proto__'), 'Navette', 'the boot data the browser reads has the message as an entry');
  assert.is(shipped.get('constructor'), 'Fait main');
});

OwnKeys('a code.json written by hand with those keys is read by the build, with no write-translations run', async () => {
  // Written as text: JSON.stringify of an object literal has no `__proto__` key to write.
  const dir = writeSiteFiles('own-keys-hand', {
    ...SITE,
    'i18n/fr/code.json': '{ "__proto__": { "message": "Navette" }, "constructor": { "message": "Fait main" }, "toString": { "message": "Lisse" } }\n',
  });
  await buildSite({ siteDir: dir, outDir: 'build', locale: 'fr', quiet: true });
  const page = readFileSync(join(dir, 'build/fr/loom/index.html'), 'utf8');
  assert.match(page, '<h1>Navette</h1>');
  assert.match(page, '<p id="made">Fait main</p>');
  assert.match(page, '<p id="str">Lisse</p>');
});

OwnKeys.run();
