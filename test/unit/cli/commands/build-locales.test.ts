import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

const Locales = suite('build: a second locale from i18n/');

let dir = '';
const page = (path: string) => readFileSync(join(dir, 'build', path), 'utf8');
/** A page's content, without what every locale's chrome adds (dropdown, hreflang, build id). */
const article = (html: string) => /<article[\s\S]*<\/article>/.exec(html)?.[0];

Locales.before(async () => {
  dir = copyFixture('two-locales');
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
});

Locales('fr pages exist under /fr/: translated where translated, the default text where not', () => {
  const soil = page('fr/docs/soil/index.html');
  assert.match(soil, '<html lang="fr" dir="ltr"');
  assert.match(soil, 'Préparer la terre');
  assert.not.match(soil, 'Loosen the bed');
  // Untranslated: the English doc, at its French URL.
  const schedule = page('fr/docs/watering/schedule/index.html');
  assert.match(schedule, 'Water seedlings every morning');
  assert.match(schedule, '<html lang="fr"');
  assert.match(page('fr/blog/2026/03/01/first-frost/index.html'), 'Couvrir les laitues');
  assert.ok(existsSync(join(dir, 'build', 'fr', '__data.json')) || existsSync(join(dir, 'build', 'fr', 'index.html')));
});

Locales('each locale\'s service worker shows a missing image\'s placeholder in its language', () => {
  const config = (path: string) => JSON.parse(/^self\.__OPDOCS_SW__=(.*);$/m.exec(page(path))![1]) as { imageText?: string };
  assert.is(config('fr/sw.js').imageText, 'Image indisponible hors ligne');
  assert.is(config('sw.js').imageText, 'Image not available offline');
});

Locales('links between a translated and an untranslated doc stay in the locale', () => {
  assert.match(page('fr/docs/soil/index.html'), 'href="/garden/fr/docs/watering/schedule"');
  assert.match(page('fr/docs/watering/schedule/index.html'), 'href="/garden/fr/docs/soil"');
});

Locales('navbar, footer and sidebar labels come from the JSON translation files', () => {
  const soil = page('fr/docs/soil/index.html');
  assert.match(soil, 'Guides pratiques');
  assert.match(soil, 'Notes du jardin');
  assert.match(soil, 'Écrit par le club du jardin');
  // A key the file lacks keeps the default text.
  assert.match(soil, '>Journal<');
  const sidebar = readdirSync(join(dir, 'build', 'fr', 'assets', 'data')).find((f) => f.startsWith('sidebar-'))!;
  const items = JSON.parse(readFileSync(join(dir, 'build', 'fr', 'assets', 'data', sidebar), 'utf8'));
  assert.equal(items.map((i: { label: string }) => i.label), ['Préparer la terre', 'Arrosage']);
  assert.match(page('docs/soil/index.html'), 'Guides');
  assert.not.match(page('docs/soil/index.html'), 'Arrosage');
});

Locales('breadcrumbs and previous/next links show the translated category name', () => {
  const crumbs = (html: string) => /<nav class="theme-doc-breadcrumbs[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const schedule = page('fr/docs/watering/schedule/index.html');
  assert.match(crumbs(schedule), '>Arrosage<');
  assert.not.match(crumbs(schedule), '>Watering<');
  // The category's generated index follows "soil" in the pagination.
  const pagination = /<nav class="pagination-nav[\s\S]*?<\/nav>/.exec(page('fr/docs/soil/index.html'))?.[0] ?? '';
  assert.match(pagination, 'Arrosage');
  assert.match(crumbs(page('docs/watering/schedule/index.html')), '>Watering<');
});

Locales('a generated index page takes its title and description from the version\'s messages', () => {
  const fr = page('fr/docs/category/watering/index.html');
  assert.match(fr, '<h1>Tout sur l&#x27;arrosage</h1>');
  assert.match(fr, 'Quand arroser, et combien.');
  const en = page('docs/category/watering/index.html');
  assert.match(en, '<h1>All about watering</h1>');
  assert.match(en, 'When to water, and how much.');
});

Locales('a locale\'s authors.yml and tags.yml replace the blog\'s own', () => {
  const fr = page('fr/blog/2026/03/01/first-frost/index.html');
  assert.match(fr, 'Jardinière en chef');
  assert.match(fr, '>Gel<');
  const tag = page('fr/blog/tags/frost/index.html');
  assert.match(tag, 'Nuits sous zéro');
  // Headings and titles the build writes come from code.json too.
  assert.match(tag, 'Un billet avec l’étiquette « Gel »');
  assert.match(page('fr/blog/tags/index.html'), '<title>Étiquettes | Garden Notes</title>');
  assert.match(page('blog/tags/frost/index.html'), 'One post tagged with &quot;Frost&quot;');
  const en = page('blog/2026/03/01/first-frost/index.html');
  assert.match(en, 'Head gardener');
  assert.match(en, '>Frost<');
  assert.not.match(en, 'Jardinière');
});

Locales('the blog\'s title and sidebar title come from its options.json', () => {
  const list = page('fr/blog/index.html');
  assert.match(list, '<title>Journal du jardin | Garden Notes</title>');
  assert.match(page('fr/blog/2026/03/01/first-frost/index.html'), 'Billets récents');
  assert.match(page('blog/index.html'), '<title>Blog | Garden Notes</title>');
});

Locales('the locale dropdown and hreflang links lead to the same page in each locale', () => {
  for (const html of [page('docs/soil/index.html'), page('fr/docs/soil/index.html')]) {
    assert.match(html, '<link rel="alternate" hreflang="en" href="https://example.com/garden/docs/soil">');
    assert.match(html, '<link rel="alternate" hreflang="fr" href="https://example.com/garden/fr/docs/soil">');
    assert.match(html, '<link rel="alternate" hreflang="x-default" href="https://example.com/garden/docs/soil">');
    assert.match(html, /lang="en" hrefLang="en" href="\/garden\/docs\/soil"/);
    assert.match(html, /lang="fr" hrefLang="fr" href="\/garden\/fr\/docs\/soil"/);
  }
  assert.match(page('docs/soil/index.html'), '<html lang="en"');
});

Locales('the default locale is built as with "en" alone', async () => {
  const alone = copyFixture('two-locales', 'two-locales-en');
  const file = join(alone, 'site.config.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  config.i18n.locales = ['en'];
  writeFileSync(file, JSON.stringify(config));
  await buildSite({ siteDir: alone, outDir: 'build', quiet: true });
  const list = (root: string, skip?: string): string[] => readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name))).filter((p) => !skip || !p.startsWith(skip)).sort();
  const pages = list(join(alone, 'build')).filter((p) => p.endsWith('.html'));
  assert.equal(list(join(dir, 'build'), 'fr/').filter((p) => p.endsWith('.html')), pages);
  for (const p of pages) assert.is(article(page(p)), article(readFileSync(join(alone, 'build', p), 'utf8')), p);
});

Locales('--locale fr rebuilds only build/fr/; an unknown locale is an error', async () => {
  writeFileSync(join(dir, 'build', 'marker.txt'), 'kept');
  const r = await buildSite({ siteDir: dir, outDir: 'build', quiet: true, locale: 'fr' });
  assert.is(r.pages, 14);
  assert.is(readFileSync(join(dir, 'build', 'marker.txt'), 'utf8'), 'kept');
  assert.match(page('fr/docs/soil/index.html'), 'Préparer la terre');
  assert.ok(!readdirSync(join(dir, 'build')).some((f) => f.startsWith('.')));
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true, locale: 'de' }).then(() => assert.unreachable(), (err) => assert.match(String(err.errors?.[0]?.message), '--locale de: no such locale'));
});

Locales('a failed locale leaves the previous output as it was', async () => {
  const before = readdirSync(join(dir, 'build')).sort();
  writeFileSync(join(dir, 'i18n', 'fr', 'docusaurus-plugin-content-docs', 'current', 'soil.md'), '# Terre\n\n[perdu](./nowhere.md) et [/docs/rien](/docs/rien)\n');
  let failed = false;
  try {
    await buildSite({ siteDir: dir, outDir: 'build', quiet: true, force: true });
  } catch {
    failed = true;
  }
  assert.ok(failed);
  assert.equal(readdirSync(join(dir, 'build')).sort(), before);
  assert.match(page('fr/docs/soil/index.html'), 'Préparer la terre');
});

Locales('a malformed translation file fails the build at its file, line and column', async () => {
  const site = copyFixture('two-locales', 'two-locales-bad-json');
  const file = join(site, 'i18n', 'fr', 'docusaurus-theme-classic', 'navbar.json');
  writeFileSync(file, '{\n  "title": { "message": "Jardin" },\n}\n');
  const err = await buildSite({ siteDir: site, outDir: 'build', quiet: true }).then(() => null, (e: unknown) => e as { errors?: { file?: string; line?: number; column?: number; message: string }[] });
  const found = err?.errors?.[0];
  assert.ok(found, 'the build fails');
  // At the comma itself, which is what to remove.
  assert.equal([found.file, found.line, found.column, found.message], [file, 2, 35, 'translation file: invalid JSON: trailing comma']);
  assert.not.ok(existsSync(join(site, 'build')), 'nothing written');
});

Locales('a translation entry without a message text fails the build at its line', async () => {
  const site = copyFixture('two-locales', 'two-locales-bad-entry');
  const file = join(site, 'i18n', 'fr', 'code.json');
  writeFileSync(file, '{\n  "club.welcome": { "message": "Bienvenue" },\n  "club.motto": "Cultivez"\n}\n');
  const err = await buildSite({ siteDir: site, outDir: 'build', quiet: true }).then(() => null, (e: unknown) => e as { errors?: { file?: string; line?: number; column?: number; message: string; hint?: string }[] });
  const found = err?.errors?.[0];
  assert.ok(found, 'the build fails');
  assert.equal([found.file, found.line, found.column], [file, 3, 3]);
  assert.match(found.message, 'translation "club.motto" has no "message" text');
  assert.match(found.hint ?? '', '{ "message": "text" }');
  assert.not.ok(existsSync(join(site, 'build')), 'nothing written');
});

Locales('a broken link in an untranslated file is warned about once, not once per locale', async () => {
  const site = copyFixture('two-locales', 'two-locales-warn-once');
  const config = JSON.parse(readFileSync(join(site, 'site.config.json'), 'utf8'));
  writeFileSync(join(site, 'site.config.json'), JSON.stringify({ ...config, onBrokenLinks: 'warn' }));
  writeFileSync(join(site, 'content', 'docs', 'watering', 'schedule.md'), '# Schedule\n\nSee [missing](./nope.md) and [gone](/docs/gone).\n');
  const printed: string[] = [];
  const [err, out] = [process.stderr.write.bind(process.stderr), process.stdout.write.bind(process.stdout)];
  process.stderr.write = ((chunk: string) => (printed.push(String(chunk)), true)) as typeof process.stderr.write;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  let result;
  try {
    result = await buildSite({ siteDir: site, outDir: 'build' });
  } finally {
    process.stderr.write = err;
    process.stdout.write = out;
  }
  const text = printed.join('');
  assert.is(text.match(/schedule\.md:3:\d+ +warning +broken link: \.\/nope\.md/g)?.length, 1, text);
  assert.is(text.match(/broken link: \/docs\/gone/g)?.length, 1, text);
  // The build's result still lists each locale's own.
  assert.is(result.warnings.length, 4);
});

Locales('code.json translates <Translate>, translate() (also outside components) and the theme\'s own texts', () => {
  const fr = page('fr/club/index.html');
  assert.match(fr, '<h1>Bienvenue, Ada</h1>');
  assert.match(fr, '<p class="motto">Cultivez ce que vous mangez</p>');
  // translate() called as the page's module loads: the locale's bundle sets its messages first.
  assert.match(fr, '<p class="tagline">Partagez la récolte</p>');
  assert.match(page('club/index.html'), '<p class="tagline">Share the harvest</p>');
  assert.match(fr, '<title>Le club du jardin | Garden Notes</title>');
  // No id and no translation: the message as written.
  assert.match(fr, '<p class="plain">Seeds are shared on Saturdays</p>');
  // Markdown the page's React code imports is parsed in the locale too.
  assert.match(fr, '<span class="admonition__title">astuce</span>');
  assert.match(page('club/index.html'), '<span class="admonition__title">tip</span>');
  // A component a doc's body imports renders with the locale's messages too.
  assert.match(page('fr/docs/watering/rain/index.html'), '<p class="rain-motto">Cultivez ce que vous mangez</p>');
  // The theme's Admonition component, as Markdown's admonitions, titles a tip in French.
  assert.match(page('fr/docs/watering/rain/index.html'), '<span class="admonition__title">astuce</span>');
  assert.match(page('docs/watering/rain/index.html'), '<p class="rain-motto">Grow what you eat</p>');
  // Every message rides in the page's boot data, where markup stays text.
  assert.not.match(fr, '<script>alert(1)');
  // A theme id the site's code uses is kept; one nothing shipped names is left out of it.
  assert.match(fr, '<p class="banner">Club ouvert</p>');
  assert.not.match(fr, 'Chargement de l’image');
  const en = page('club/index.html');
  assert.match(en, '<h1>Welcome, Ada</h1>');
  assert.match(en, '<p class="motto">Grow what you eat</p>');
  // The theme's texts: translated ids in French, opdocs' own French where the file has none.
  const soil = page('fr/docs/soil/index.html');
  assert.match(soil, /pagination-nav__sublabel">Suivant</);
  assert.match(page('docs/soil/index.html'), /pagination-nav__sublabel">Next</);
  assert.match(soil, /aria-label="Pages de la documentation"/);
  assert.match(page('docs/soil/index.html'), /aria-label="Docs pages"/);
  // Texts parsing writes into the page: an admonition's default title, the copy button.
  assert.match(soil, '<span class="admonition__title">astuce</span>');
  assert.match(soil, 'title="Copier"><span class="code-block__copy-label">Copier</span>');
  assert.match(soil, 'aria-label="Copier le code dans le presse-papiers"');
  // A heading's hash link, labelled as the theme's Heading labels it.
  assert.match(soil, '<a href="#outils" class="hash-link" aria-label="Lien direct vers Outils" title="Lien direct vers Outils">');
});

Locales.run();
