/** A site's page data carries the theme texts opdocs ships for its language, under its own code.json. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../../../cli/config/load-config';
import { createLocaleContext, defaultLocaleContext } from '../../../../cli/pipeline/locale';
import { loadSite } from '../../../../cli/pipeline/site';
import { tempDir } from '../../../helpers/fixture-site';

const NEXT = 'theme.docs.paginator.next';

/** A one-doc site whose default locale is `code`, with `codeJson` as its i18n/<code>/code.json when given. */
function site(code: string, codeJson?: Record<string, string>, locales = [code]): string {
  const dir = tempDir('opdocs-built-in-texts-');
  mkdirSync(join(dir, 'content', 'docs'), { recursive: true });
  writeFileSync(join(dir, 'content', 'docs', 'intro.md'), '# Intro\n\n:::tip\n\nWater daily.\n\n:::\n');
  writeFileSync(join(dir, 'site.config.json'), JSON.stringify({ title: 'T', url: 'https://e.org', baseUrl: '/', i18n: { defaultLocale: code, locales } }));
  if (codeJson) {
    mkdirSync(join(dir, 'i18n', code), { recursive: true });
    const entries = Object.fromEntries(Object.entries(codeJson).map(([id, message]) => [id, { message }]));
    writeFileSync(join(dir, 'i18n', code, 'code.json'), JSON.stringify(entries));
  }
  return dir;
}

/** The site's data as `opdocs build` loads it: `localeCode`'s context, else the default locale's (when it has i18n/). */
async function siteData(dir: string, localeCode?: string) {
  const config = await loadConfig(dir);
  const locale = localeCode ? createLocaleContext(config, localeCode) : defaultLocaleContext(config);
  const { result, errors } = await loadSite(config, locale ? { locale } : {});
  assert.equal(errors.map((e) => e.message), []);
  return result!;
}

const tipTitle = (html: string) => /admonition__title">([^<]*)</.exec(html)?.[1];

test('a French site with no code.json gets French theme texts in its site data and built pages', async () => {
  const result = await siteData(site('fr'));
  assert.is(result.site.translations?.[NEXT], 'Suivant');
  assert.is(result.site.translations?.['theme.TOCCollapsible.toggleButtonLabel'], 'Sur cette page');
  const intro = result.routes.find((r) => r.path.endsWith('/intro'));
  assert.is(tipTitle(JSON.stringify(intro).replace(/\\"/g, '"')), 'astuce');
});

test("an entry of the site's code.json wins over the shipped text", async () => {
  const result = await siteData(site('fr', { [NEXT]: 'Page suivante', 'home.hello': 'Salut' }));
  assert.is(result.site.translations?.[NEXT], 'Page suivante');
  assert.is(result.site.translations?.['home.hello'], 'Salut');
  assert.is(result.site.translations?.['theme.docs.paginator.previous'], 'Précédent');
});

test('a locale built from i18n/ besides an English default gets its language too', async () => {
  const dir = site('en', undefined, ['en', 'de']);
  const result = await siteData(dir, 'de');
  assert.is(result.site.translations?.[NEXT], 'Weiter');
});

test('a `pt` site gets the Brazilian Portuguese texts', async () => {
  assert.is((await siteData(site('pt'))).site.translations?.[NEXT], 'Próxima');
});

test('a locale opdocs has no texts for stays English', async () => {
  const result = await siteData(site('sw'));
  assert.is(result.site.translations, undefined);
  assert.is(tipTitle(JSON.stringify(result.routes).replace(/\\"/g, '"')), 'tip');
});

test('an English site has no translations in its data, with or without an i18n/en folder', async () => {
  assert.is((await siteData(site('en'))).site.translations, undefined);
  const own = await siteData(site('en', { [NEXT]: 'Onward' }));
  assert.equal(own.site.translations, { [NEXT]: 'Onward' });
});

test.run();
