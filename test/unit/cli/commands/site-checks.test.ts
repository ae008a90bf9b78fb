import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkSiteSetup, findCustomCss, missingFaviconWarnings } from '../../../../cli/commands/site-checks.ts';
import type { SiteConfig } from '../../../../cli/config/types.ts';
import { tempDir } from '../../../helpers/fixture-site.ts';
import { formatError, type OpdocsErrors } from '../../../../cli/errors.ts';

const SiteChecks = suite('site setup checks');

/** A site folder holding `files` (paths under content/) and the config fields the check reads. */
function siteWith(files: string[]): SiteConfig {
  const siteDir = tempDir('opdocs-setup-');
  for (const rel of files) {
    const abs = join(siteDir, 'content', rel);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, '# x\n');
  }
  mkdirSync(join(siteDir, 'content'), { recursive: true });
  return {
    siteDir, contentDir: 'content', configFile: join(siteDir, 'site.config.json'),
    docs: { path: 'docs', versions: {} }, blog: { path: 'blog' },
    i18n: { defaultLocale: 'en', locales: ['en'] },
  } as unknown as SiteConfig;
}

const message = (config: SiteConfig) => {
  try {
    checkSiteSetup(config);
    return null;
  } catch (err) {
    return String((err as { errors?: { message: string }[] }).errors?.map((e) => e.message));
  }
};

SiteChecks('a site whose only content is src/pages (a Docusaurus repository without docs or blog) is content', () => {
  assert.is(message(siteWith(['src/pages/index.md'])), null);
});

SiteChecks('a doc four folders deep is content', () => {
  assert.is(message(siteWith(['docs/a/b/c/d/page.md'])), null);
});

SiteChecks('a post alone is content, even after empty doc folders', () => {
  assert.is(message(siteWith(['docs/a/b/.keep', 'blog/2025-01-01-post.md'])), null);
});

SiteChecks('folders holding only dot files are no content', () => {
  assert.match(message(siteWith(['docs/.keep', 'docs/a/.gitkeep', 'blog/.DS_Store'])) ?? '', 'has no docs, blog posts or pages');
});

SiteChecks('a missing content folder is named', () => {
  const config = siteWith([]);
  assert.match(message({ ...config, contentDir: 'nowhere' }) ?? '', 'the content folder "nowhere" does not exist');
});

SiteChecks('customCss: a file of the site, or one of an installed package (as Docusaurus resolves it); else an error naming the entry', () => {
  const config = siteWith([]);
  const write = (rel: string, text: string) => {
    mkdirSync(dirname(join(config.siteDir, rel)), { recursive: true });
    writeFileSync(join(config.siteDir, rel), text);
  };
  write('css/site.css', 'a { color: red; }');
  write('node_modules/toasts/package.json', JSON.stringify({ name: 'toasts', version: '1.0.0' }));
  write('node_modules/toasts/dist/bundle.css', '.toast { color: blue; }');
  config.customCss = ['css/site.css', 'toasts/dist/bundle.css'];
  assert.equal(findCustomCss(config), [join(config.siteDir, 'css/site.css'), join(config.siteDir, 'node_modules/toasts/dist/bundle.css')]);
  config.customCss = ['toasts/dist/missing.css'];
  assert.throws(() => findCustomCss(config), (err: { errors?: { message: string }[] }) => err.errors?.[0]?.message === 'customCss[0]: cannot find "toasts/dist/missing.css"');
});

SiteChecks('a customCss file a workspace hoisted out of the site (an absolute path from require.resolve) is found where it is', () => {
  const config = siteWith(['docs/a.md']);
  const repo = tempDir('opdocs-hoisted-');
  const hoisted = join(repo, 'node_modules', 'embeds', 'dist', 'embed.css');
  mkdirSync(dirname(hoisted), { recursive: true });
  writeFileSync(hoisted, '.embed { width: 100%; }');
  config.customCss = [hoisted];
  assert.equal(findCustomCss(config), [hoisted]);
  config.customCss = [join(repo, 'node_modules', 'embeds', 'dist', 'gone.css')];
  assert.throws(() => findCustomCss(config), (err: { errors?: { message: string }[] }) => /^customCss\[0\]: cannot find /.test(err.errors?.[0]?.message ?? ''));
});

SiteChecks('customCss of a package that is not installed says to install it when the site lists it or the name is scoped; a path that may be the site\'s gets the general hint', () => {
  const config = siteWith([]);
  writeFileSync(join(config.siteDir, 'package.json'), JSON.stringify({ name: 'owls', dependencies: { '@owls/hoots': '^1.0.0', feathers: '^2.0.0' } }));
  config.customCss = ['@owls/hoots/styles.css', 'feathers/dist/feathers.css', '@owls/talons/talons.css', 'css/site.css'];
  let errors: { message: string; hint?: string }[] = [];
  assert.throws(() => findCustomCss(config), (err: { errors?: typeof errors }) => (errors = err.errors ?? []).length === 4);
  assert.equal(errors.map((e) => [e.message, e.hint]), [
    ['customCss[0]: cannot find "@owls/hoots/styles.css"', '"@owls/hoots" is in the site\'s package.json but not installed: run npm install in the site folder'],
    ['customCss[1]: cannot find "feathers/dist/feathers.css"', '"feathers" is in the site\'s package.json but not installed: run npm install in the site folder'],
    ['customCss[2]: cannot find "@owls/talons/talons.css"', 'install the package the code imports: npm install @owls/talons (in the site folder)'],
    ['customCss[3]: cannot find "css/site.css"', errors[3]?.hint ?? ''],
  ]);
  assert.match(errors[3].hint ?? '', 'relative to the site folder', 'not "npm install css"');
});

SiteChecks('a favicon missing from the static folders is a warning at its line in site.config.json (Docusaurus builds such a site); one that exists, a URL or none passes', () => {
  const config = siteWith(['docs/intro.md', 'static/img/icon.png', 'assets/fav.svg']);
  writeFileSync(config.configFile, '{\n  "title": "T",\n  "favicon": "img/nope.ico"\n}\n');
  Object.assign(config, { staticDirectories: ['static', 'assets'], favicon: 'img/nope.ico' });
  assert.is(message(config), null, 'the setup check lets the build go on');
  assert.equal(missingFaviconWarnings(config).map((w) => formatError(w.error, config.siteDir)), [
    'site.config.json:3:14  error  favicon: "img/nope.ico" is not a file in content/static or content/assets, so the pages link no icon\n'
    + `  hint: put the icon at ${join(config.siteDir, 'content/static/img/nope.ico')}, or fix the path (it is relative to the static folder, e.g. "img/favicon.ico")`,
  ]);
  for (const favicon of ['img/icon.png', '/img/icon.png', 'fav.svg', 'https://cdn.example.com/f.ico', 'data:,', undefined]) {
    assert.equal(missingFaviconWarnings({ ...config, favicon } as SiteConfig), [], String(favicon));
  }
  assert.match(missingFaviconWarnings({ ...config, favicon: 'img' } as SiteConfig)[0]?.error.message ?? '', 'favicon: "img" is not a file', 'a folder is no icon');
});

SiteChecks('a favicon path that climbs out of the static folder with ".." is no icon, even when the file it names exists', () => {
  const config = siteWith(['docs/intro.md', 'static/img/icon.png']);
  writeFileSync(config.configFile, '{\n  "title": "T",\n  "favicon": "../../site.config.json"\n}\n');
  Object.assign(config, { staticDirectories: ['static'] });
  for (const favicon of ['../../site.config.json', '/../docs/intro.md', 'img/../../docs/intro.md', '%2e%2e/docs/intro.md']) {
    const warnings = missingFaviconWarnings({ ...config, favicon } as SiteConfig);
    assert.is(warnings.length, 1, favicon);
    assert.match(warnings[0].error.message, 'climbs out of the static folder', favicon);
  }
  assert.equal(missingFaviconWarnings({ ...config, favicon: 'img/../img/icon.png' } as SiteConfig), [], 'a ".." that stays inside is fine');
});

SiteChecks.run();
