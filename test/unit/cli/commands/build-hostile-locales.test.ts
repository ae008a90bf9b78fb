/**
 * Locale codes as users write them: "pt_BR" (no language tag: Intl refused it while dating blog
 * posts, an "opdocs bug"), "ar" with no localeConfigs entry (laid out left to right before).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build';
import { failedBuildErrors } from '../../../helpers/build-failure';
import { tempDir } from '../../../helpers/fixture-site';

function site(i18n: object): string {
  const dir = tempDir('opdocs-hostile-locales-');
  writeFileSync(join(dir, 'site.config.json'), JSON.stringify({ title: 'T', url: 'https://example.com', i18n }, null, 2));
  const files = {
    'content/docs/intro.md': '# Intro\n',
    'content/blog/2026-01-15-hello.md': '---\ntitle: Hello\n---\nA post.\n',
  };
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), body);
  }
  return dir;
}

const htmlTag = (file: string) => /<html[^>]*>/.exec(readFileSync(file, 'utf8'))?.[0] ?? '';

test('a locale code written with "_" builds, its pages and dates in the language tag with "-"', async () => {
  const dir = site({ defaultLocale: 'en', locales: ['en', 'pt_BR'] });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.match(htmlTag(join(dir, 'build', 'pt_BR', 'blog', 'index.html')), 'lang="pt-BR"');
  assert.match(readFileSync(join(dir, 'build', 'pt_BR', 'blog', 'index.html'), 'utf8'), '15 de jan');
});

test('a locale code that is no language tag fails at its entry in the config, not as an opdocs bug', async () => {
  const dir = site({ defaultLocale: 'en', locales: ['en', 'l00'] });
  const [printed, ...rest] = await failedBuildErrors(dir);
  assert.is(rest.length, 0);
  assert.match(printed!, /^site\.config\.json:8:7  error  i18n\.locales\[1\]: "l00" is not a BCP 47 language tag/);
});

test('an Arabic locale without localeConfigs is right to left, in its pages and in its own web manifest', async () => {
  const dir = site({ defaultLocale: 'en', locales: ['en', 'ar'] });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.match(htmlTag(join(dir, 'build', 'ar', 'docs', 'intro', 'index.html')), /lang="ar" dir="rtl"/);
  assert.match(htmlTag(join(dir, 'build', 'docs', 'intro', 'index.html')), /lang="en" dir="ltr"/);
  const manifest = JSON.parse(readFileSync(join(dir, 'build', 'ar', 'manifest.webmanifest'), 'utf8'));
  assert.equal([manifest.lang, manifest.dir], ['ar', 'rtl']);
});

test.run();
