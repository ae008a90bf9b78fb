import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import { createLocaleContext, localizeConfig } from '../../../../../cli/pipeline/locale';
import { writeSiteFiles } from '../../../../helpers/site-files';

test('a translated doc or post whose original is gone is a warning at the translation, and the locale still builds', async () => {
  const dir = writeSiteFiles('opdocs-orphan-translation-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://e.org', contentDir: '.', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } }),
    'versions.json': '["1.0"]',
    'docs/start.md': '# Start\n',
    'versioned_docs/version-1.0/start.md': '# Start 1.0\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/start.md': '# Début\n',
    // Renamed in English (setup.md → install.md), left behind in French.
    'i18n/fr/docusaurus-plugin-content-docs/current/guides/setup.md': '# Installation\n',
    'i18n/fr/docusaurus-plugin-content-docs/version-1.0/old.mdx': '# Ancien\n',
    // Partials are not pages in either folder, so nothing is missing for them.
    'i18n/fr/docusaurus-plugin-content-docs/current/_shared.md': 'Partagé\n',
    'blog/2026-01-02-news.md': '# News\n\n<!-- truncate -->\n',
    'i18n/fr/docusaurus-plugin-content-blog/2026-01-02-news.md': '# Nouvelles\n\n<!-- truncate -->\n',
    'i18n/fr/docusaurus-plugin-content-blog/2025-12-31-draft.md': '# Brouillon\n',
  });
  const config = await loadConfig(dir);
  const locale = createLocaleContext(config, 'fr');
  const { result, errors, warnings } = await loadSite(localizeConfig(config, locale), { locale });
  assert.equal(errors.map((e) => e.message), []);
  assert.equal(warnings.map((w) => [w.level, w.error.file, w.error.message]), [
    ['warn', join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/guides/setup.md'), 'translates docs/guides/setup.md, which does not exist, so this translation is not published'],
    ['warn', join(dir, 'i18n/fr/docusaurus-plugin-content-docs/version-1.0/old.mdx'), 'translates versioned_docs/version-1.0/old.mdx, which does not exist, so this translation is not published'],
    ['warn', join(dir, 'i18n/fr/docusaurus-plugin-content-blog/2025-12-31-draft.md'), 'translates blog/2025-12-31-draft.md, which does not exist, so this translation is not published'],
  ]);
  assert.match(warnings[0].error.hint!, 'give it the path of the file it translates (relative to docs)');
  assert.ok(result!.routes.some((r) => r.path === '/fr/docs/next/start'), 'the translated doc with an original is built');
});

test('the default locale, read without a translation folder, warns about nothing', async () => {
  const dir = writeSiteFiles('opdocs-orphan-none-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://e.org', contentDir: '.', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } }),
    'docs/start.md': '# Start\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/gone.md': '# Parti\n',
  });
  const { warnings } = await loadSite(await loadConfig(dir));
  assert.equal(warnings.map((w) => w.error.message), []);
});

test.run();
