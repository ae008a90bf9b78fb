import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config.ts';
import { resolveEditUrl } from '../../../../cli/pipeline/routes/edit-url.ts';
import { tempDir } from '../../../helpers/fixture-site.ts';

type Args = Record<string, string>;
const REPO = 'https://git.example.org/team/handbook/edit/trunk/';

/** A config whose docs and blog take the given editUrl values. */
const migrate = (docsEditUrl: unknown, blogEditUrl?: unknown, i18n?: object, siteDir?: string) => mapDocusaurusConfig({
  title: 'T', url: 'https://e.org', ...(i18n ? { i18n } : {}), ...(siteDir ? { __siteDir: siteDir } : {}),
  presets: [['classic', { docs: { path: 'guide', editUrl: docsEditUrl }, blog: { editUrl: blogEditUrl } }]],
});

test('an editUrl function that joins the repository with the paths it is given becomes its base', () => {
  const { config, notes } = migrate(
    ({ versionDocsDirPath, docPath }: Args) => `${REPO}${versionDocsDirPath}/${docPath}`,
    ({ blogDirPath, blogPath }: Args) => `${REPO}${blogDirPath}/${blogPath}`,
  );
  assert.is((config.docs as Args).editUrl, REPO);
  assert.is((config.blog as Args).editUrl, REPO);
  assert.equal(notes, []);
});

test('a function branching on the locale is read in the default locale', () => {
  const { config } = migrate(({ locale, docPath }: Args) => (locale === 'nl' ? `${REPO}guide/${docPath}` : 'https://translate.example.org/'), undefined, { defaultLocale: 'nl', locales: ['nl', 'en'] });
  assert.is((config.docs as Args).editUrl, REPO);
});

test('a function that hard-codes the current docs folder is carried over; a versioned site is told where versions lead', () => {
  const hardCoded = ({ docPath }: Args) => `${REPO}guide/${docPath}`;
  const site = tempDir('opdocs-edit-url-');
  assert.equal(migrate(hardCoded, undefined, undefined, site).notes, [], 'no versions.json: nothing differs');
  writeFileSync(join(site, 'versions.json'), '["1.0"]');
  const { config, notes } = migrate(hardCoded, undefined, undefined, site);
  assert.is((config.docs as Args).editUrl, REPO);
  assert.equal(notes.map((n) => n.key), ['presets.classic.docs.editUrl']);
  assert.match(notes[0].what, 'versioned_docs/');
});

test('docs beside the site folder (../docs) named from the repository root: the base leads each doc to its own file, with no ".."', () => {
  const siteDir = '/repo/website';
  const migrateOutside = (editUrl: unknown) => mapDocusaurusConfig({
    title: 'T', url: 'https://e.org', __siteDir: siteDir, presets: [['classic', { docs: { path: '../docs', editUrl } }]],
  });
  const fromRoot = migrateOutside(({ docPath }: Args) => `${REPO}docs/${docPath}`);
  assert.equal(fromRoot.notes, []);
  const base = (fromRoot.config.docs as Args).editUrl;
  assert.is(base, `${REPO}website/`);
  const url = resolveEditUrl({ base, file: '/repo/docs/guide/start.md', config: { siteDir, contentDir: '.' } });
  assert.is(url, `${REPO}docs/guide/start.md`);
  const given = migrateOutside(({ versionDocsDirPath, docPath }: Args) => `${REPO}website/${versionDocsDirPath}/${docPath}`);
  assert.is((given.config.docs as Args).editUrl, `${REPO}website/`, 'a URL built from the relative folder Docusaurus passes gives the same base');
  const elsewhere = migrateOutside(({ docPath }: Args) => `${REPO}manual/${docPath}`);
  assert.is((elsewhere.config.docs as Args).editUrl, undefined, 'another folder is still not the doc\'s path');
});

test('a function whose URL is not the file\'s path, or that throws, stays a note', () => {
  const table = migrate(() => 'https://wiki.example.org/edit?page=1');
  assert.is((table.config.docs as Args).editUrl, undefined);
  assert.match(table.notes[0].what, 'do not end with the doc\'s path');
  const thrown = migrate(() => {
    throw new Error('no token');
  });
  assert.match(thrown.notes[0].what, 'calling it failed (no token)');
});

test.run();
