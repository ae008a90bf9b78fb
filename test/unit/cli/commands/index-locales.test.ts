import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { indexCommand } from '../../../../cli/commands/index-command.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

test('opdocs index writes the records of every locale, each under its own base path and language', async () => {
  const dir = copyFixture('two-locales', 'index-locales');
  const records = await indexCommand({ siteDir: dir, out: 'build/records.json', push: false, env: {}, log: () => {} });
  const soil = (language: string) => records.find((r) => r.language === language && r.type === 'lvl1' && r.url_without_anchor.endsWith('/docs/soil'));
  assert.is(soil('en')?.url, 'https://example.com/garden/docs/soil');
  assert.is(soil('en')?.hierarchy.lvl1, 'Preparing the soil');
  assert.is(soil('fr')?.url, 'https://example.com/garden/fr/docs/soil');
  assert.is(soil('fr')?.hierarchy.lvl1, 'Préparer la terre');
  // Every French record is under /fr/, and no English one is.
  for (const r of records) assert.is(r.url.startsWith('https://example.com/garden/fr/'), r.language === 'fr', r.url);
  assert.is(new Set(records.map((r) => r.objectID)).size, records.length, 'objectIDs are unique across locales');
});

test.run();
