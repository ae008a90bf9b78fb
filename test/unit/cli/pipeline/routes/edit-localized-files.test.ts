import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BlogPostRoute, DocRoute } from '../../../../../runtime/types';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import { createLocaleContext, localizeConfig } from '../../../../../cli/pipeline/locale';
import { mapDocusaurusConfig } from '../../../../../cli/migrate/map-config';
import { writeSiteFiles } from '../../../../helpers/site-files';

const EDIT = 'https://git.example.org/me/site/edit/main/';

/** A two-locale site whose French folder translates one doc and one post; returns the French routes. */
async function frenchRoutes(extra: { docs?: object; blog?: object } = {}) {
  const dir = writeSiteFiles('edit-localized', {
    'site.config.json': JSON.stringify({
      title: 'T', url: 'https://e.org', contentDir: '.', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      docs: { editUrl: EDIT, ...extra.docs }, blog: { editUrl: EDIT, onUntruncatedBlogPosts: 'ignore', ...extra.blog },
    }),
    'docs/start.md': '# Start\n\nHello.\n',
    'docs/other.md': '# Other\n\nNot translated.\n',
    'blog/2026-01-02-news.md': '# News\n\nSome news.\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/start.md': '# Début\n\nBonjour.\n',
    'i18n/fr/docusaurus-plugin-content-blog/2026-01-02-news.md': '# Nouvelles\n\nDes nouvelles.\n',
  });
  const config = await loadConfig(dir);
  const locale = createLocaleContext(config, 'fr');
  const { result, errors } = await loadSite(localizeConfig(config, locale), { locale });
  assert.equal(errors.map((e) => e.message), []);
  const editOf = (path: string) => (result!.routes.find((r) => r.path === path) as DocRoute | BlogPostRoute).editUrl;
  return { start: editOf('/fr/docs/start'), other: editOf('/fr/docs/other'), news: editOf('/fr/blog/2026/01/02/news') };
}

test('a translated doc and post lead "Edit this page" to the default locale\'s file, as Docusaurus does by default', async () => {
  const got = await frenchRoutes();
  assert.is(got.start, `${EDIT}docs/start.md`);
  assert.is(got.news, `${EDIT}blog/2026-01-02-news.md`);
  assert.is(got.other, `${EDIT}docs/other.md`, 'an untranslated doc names its own file');
});

test('with editLocalizedFiles, a translated doc and post lead to their file under i18n/<locale>/', async () => {
  const got = await frenchRoutes({ docs: { editLocalizedFiles: true }, blog: { editLocalizedFiles: true } });
  assert.is(got.start, `${EDIT}i18n/fr/docusaurus-plugin-content-docs/current/start.md`);
  assert.is(got.news, `${EDIT}i18n/fr/docusaurus-plugin-content-blog/2026-01-02-news.md`);
  assert.is(got.other, `${EDIT}docs/other.md`);
});

test('migrate carries editLocalizedFiles of the docs and the blog over', () => {
  const { config } = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', presets: [['classic', { docs: { editLocalizedFiles: true }, blog: { editLocalizedFiles: false } }]] });
  assert.is((config.docs as { editLocalizedFiles?: boolean }).editLocalizedFiles, true);
  assert.is((config.blog as { editLocalizedFiles?: boolean }).editLocalizedFiles, false);
});

test.run();
