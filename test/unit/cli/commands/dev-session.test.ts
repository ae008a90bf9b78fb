import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDevSession, RebuildStopped, type DevSession } from '../../../../cli/commands/dev-session';
import { copyFixture } from '../../../helpers/fixture-site';

const Dev = suite('watch-mode session: only what changed is rebuilt');
let site = '';
let session: DevSession;
const out = () => join(site, 'build');
const doc = () => join(site, 'content', 'docs', 'intro.md');

Dev.before(async () => {
  site = copyFixture('basic', 'dev-session');
  session = createDevSession({ siteDir: site, outDir: 'build', sourceDirs: [] });
});
Dev.after(() => session.dispose());

Dev('the first build renders everything', async () => {
  const r = await session.rebuild(null);
  assert.is(r.changedRoutes, null);
  assert.ok(r.routes > 10);
  assert.ok(existsSync(join(out(), 'docs', 'intro', 'index.html')));
});

Dev('a body edit re-renders only that page, and the output has the new text', async () => {
  writeFileSync(doc(), readFileSync(doc(), 'utf8').replace('Welcome to the fixture.', 'Welcome to the session.'));
  const r = await session.rebuild([doc()]);
  assert.equal(r.changedRoutes, ['/fixture/docs/intro']);
  assert.match(readFileSync(join(out(), 'docs', 'intro', 'index.html'), 'utf8'), 'Welcome to the session.');
});

Dev('an unchanged save renders nothing', async () => {
  const r = await session.rebuild([doc()]);
  assert.equal(r.changedRoutes, []);
});

Dev('editing a component an MDX page defines rebundles it, and the page shows the new output', async () => {
  const mdx = join(site, 'content', 'docs', 'shout.mdx');
  const write = (mark: string) => writeFileSync(mdx, `# Shout\n\nexport const Loud = ({ children }) => <strong className="loud">{children}${mark}</strong>;\n\n<Loud>hey</Loud>\n`);
  write('!');
  await session.rebuild([mdx]);
  assert.match(readFileSync(join(out(), 'docs', 'shout', 'index.html'), 'utf8'), '<strong class="loud">hey<!-- -->!</strong>');
  write('?');
  await session.rebuild([mdx]);
  assert.match(readFileSync(join(out(), 'docs', 'shout', 'index.html'), 'utf8'), '<strong class="loud">hey<!-- -->?</strong>');
  rmSync(mdx);
  await session.rebuild([mdx]);
});

Dev('editing a Markdown file a React page imports rebundles it, and the page shows the new text', async () => {
  const part = join(site, 'content', 'pages', '_note.md');
  const page = join(site, 'content', 'pages', 'noted.tsx');
  writeFileSync(page, "import Note from './_note.md';\nexport default function Noted() { return <main><Note /></main>; }\n");
  writeFileSync(part, 'First **note**.\n');
  await session.rebuild([page, part]);
  assert.match(readFileSync(join(out(), 'noted', 'index.html'), 'utf8'), 'First <strong>note</strong>.');
  writeFileSync(part, 'Second **note**.\n');
  await session.rebuild([part]);
  assert.match(readFileSync(join(out(), 'noted', 'index.html'), 'utf8'), 'Second <strong>note</strong>.');
  rmSync(page);
  rmSync(part);
  await session.rebuild([page, part]);
});

Dev('a data file an MDX page imports changes: the page shows the new value, and a file outside the content folder is watched', async () => {
  const page = join(site, 'content', 'docs', 'figures.mdx');
  const near = join(site, 'content', 'docs', 'figures.json');
  const far = join(site, 'data', 'limits.json');
  mkdirSync(join(site, 'data'), { recursive: true });
  writeFileSync(page, "import figures from './figures.json';\nimport limits from '@site/data/limits.json';\n\n# Figures\n\nNear {figures.count}, far {limits.max}.\n");
  writeFileSync(near, '{ "count": 3 }');
  writeFileSync(far, '{ "max": 10 }');
  const first = await session.rebuild([page, near]);
  const html = () => readFileSync(join(out(), 'docs', 'figures', 'index.html'), 'utf8');
  // The values render inside islands; the paragraph's text is what a reader sees.
  const said = () => html().match(/<p>(Near [\s\S]*?)<\/p>/)?.[1].replace(/<[^>]*>/g, '').match(/\d+/g);
  assert.equal(said(), ['3', '10']);
  assert.ok(first.watchPaths.includes(far), 'the imported file outside the content folder is watched');
  assert.not.ok(first.watchPaths.includes(near), 'one inside a watched folder needs no watch of its own');
  writeFileSync(near, '{ "count": 4 }');
  await session.rebuild([near]);
  assert.equal(said(), ['4', '10']);
  writeFileSync(far, '{ "max": 20 }');
  await session.rebuild([far]);
  assert.equal(said(), ['4', '20']);
  for (const f of [page, near, far]) rmSync(f);
  await session.rebuild([page, near, far]);
});

Dev('a page that Markdown imported by a React page links to moves: the link follows it', async () => {
  const part = join(site, 'content', 'pages', '_pointer.md');
  const page = join(site, 'content', 'pages', 'pointer.tsx');
  const target = join(site, 'content', 'docs', 'moving.md');
  writeFileSync(page, "import Pointer from './_pointer.md';\nexport default function Points() { return <main><Pointer /></main>; }\n");
  writeFileSync(part, 'Go [there](../docs/moving.md).\n');
  writeFileSync(target, '---\nslug: /first-home\n---\n# Moving\n');
  await session.rebuild([page, part, target]);
  assert.match(readFileSync(join(out(), 'pointer', 'index.html'), 'utf8'), 'Go <a href="/fixture/docs/first-home">there</a>.');
  writeFileSync(target, '---\nslug: /second-home\n---\n# Moving\n');
  await session.rebuild([target]);
  assert.match(readFileSync(join(out(), 'pointer', 'index.html'), 'utf8'), 'Go <a href="/fixture/docs/second-home">there</a>.');
  for (const f of [page, part, target]) rmSync(f);
  await session.rebuild([page, part, target]);
});

Dev('files the watcher did not name are not read again; a named one is', async () => {
  const file = join(site, 'content', 'docs', 'advanced', 'scaling.md');
  const before = readFileSync(file, 'utf8');
  writeFileSync(file, `${before}\nA sentence the watcher never reported.\n`);
  const quiet = await session.rebuild([doc()]);
  assert.equal(quiet.changedRoutes, [], 'the unreported edit is not seen: the text of the last read is used');
  const told = await session.rebuild([file]);
  assert.equal(told.changedRoutes, ['/fixture/docs/advanced/scaling']);
  assert.match(readFileSync(join(out(), 'docs', 'advanced', 'scaling', 'index.html'), 'utf8'), 'A sentence the watcher never reported.');
  writeFileSync(file, before);
  await session.rebuild([file]);
});

Dev('the search index is made when first asked for, from the latest rebuild', async () => {
  const manifest = join(out(), 'assets', 'search', 'index-dev.json');
  writeFileSync(doc(), `${readFileSync(doc(), 'utf8')}\nThe quokkaquartz word is new.\n`);
  await session.rebuild([doc()]);
  rmSync(join(out(), 'assets', 'search'), { recursive: true, force: true });
  session.makeOnDemand('assets/icons/none.png');
  assert.not.ok(existsSync(manifest), 'a request elsewhere makes nothing');
  session.makeOnDemand('assets/search/index-dev.json');
  assert.ok(existsSync(manifest));
  const words = readdirSync(join(out(), 'assets', 'search'), { recursive: true }).map((f) => readFileSync(join(out(), 'assets', 'search', String(f)))).join('');
  assert.match(words, 'quokkaquartz', 'the index holds the edited text');
});

Dev('the sitemap and feeds are made when asked for, from the latest edit', async () => {
  const post = join(site, 'content', 'blog', '2025-03-13-post-3.md');
  const original = readFileSync(post, 'utf8');
  writeFileSync(post, `${original}\nThe zebrazinc word is new.\n`);
  await session.rebuild([post]);
  const rss = join(out(), 'blog', 'rss.xml');
  rmSync(rss, { force: true });
  await session.rebuild([post]);
  assert.not.ok(existsSync(rss), 'an edit alone does not write the feed');
  session.makeOnDemand('blog/rss.xml');
  assert.match(readFileSync(rss, 'utf8'), 'zebrazinc');
  session.makeOnDemand('sitemap.xml');
  assert.match(readFileSync(join(out(), 'sitemap.xml'), 'utf8'), '<loc>');
  writeFileSync(post, original);
  await session.rebuild([post]);
  session.makeOnDemand('blog/rss.xml');
  assert.not.match(readFileSync(rss, 'utf8'), 'zebrazinc', 'the next request after an edit gets the new feed');
});

Dev('a title edit re-renders every page that shows it (sidebar, neighbours), not the blog', async () => {
  const file = join(site, 'content', 'docs', '02-guides', '02-deploy.md');
  writeFileSync(file, readFileSync(file, 'utf8').replace('title: Deploying', 'title: Shipping it'));
  const r = await session.rebuild([file]);
  const changed = r.changedRoutes ?? [];
  assert.ok(changed.includes('/fixture/docs/guides/deploy'), changed.join());
  assert.ok(changed.includes('/fixture/docs/intro'), 'docs sharing the sidebar get the new label');
  assert.not.ok(changed.some((p) => p.startsWith('/fixture/blog')), changed.join());
  // The previous doc of the category links to it by its new title.
  assert.match(readFileSync(join(out(), 'docs', 'guides', 'setup', 'index.html'), 'utf8'), 'Shipping it');
});

Dev('a deleted doc disappears from the output', async () => {
  const file = join(site, 'content', 'docs', 'advanced', 'scaling.md');
  rmSync(file);
  const r = await session.rebuild([file]);
  assert.ok(r.changedRoutes !== null);
  assert.not.ok(existsSync(join(out(), 'docs', 'advanced', 'scaling', 'index.html')));
});

Dev('a config edit rebuilds everything', async () => {
  const r = await session.rebuild([join(site, 'site.config.json')]);
  assert.is(r.changedRoutes, null);
});

Dev('an Admonition override added while watching renders the admonitions at once, as islands', async () => {
  writeFileSync(doc(), `${readFileSync(doc(), 'utf8')}\n:::note\nWatched.\n:::\n`);
  const page = () => readFileSync(join(out(), 'docs', 'intro', 'index.html'), 'utf8');
  await session.rebuild([doc()]);
  assert.match(page(), '<div class="admonition admonition--note theme-admonition theme-admonition-note" role="note">');
  const override = join(site, 'theme', 'Admonition.tsx');
  mkdirSync(join(site, 'theme'), { recursive: true });
  writeFileSync(override, 'export default function Admonition() { return <aside className="watched-admonition" />; }\n');
  const r = await session.rebuild([override]);
  assert.is(r.changedRoutes, null, 'a theme change rebuilds everything');
  assert.match(page(), /<opdocs-island data-island="[^"]*"><aside class="watched-admonition"><\/aside><\/opdocs-island>/);
});

Dev('a broken link added to a React page is reported as a build reports it; fixing it rebuilds clean', async () => {
  const page = join(site, 'content', 'pages', 'index.tsx');
  const original = readFileSync(page, 'utf8');
  writeFileSync(page, original.replace('</main>', '<Link href="/fixture/docs/nowhere">Lost</Link></main>'));
  try {
    await session.rebuild([page]);
    assert.unreachable('onBrokenLinks is "throw" in the fixture');
  } catch (err) {
    const messages = ((err as { errors?: { message: string; file?: string }[] }).errors ?? []).map((e) => `${e.file}: ${e.message}`);
    assert.equal(messages, [`${page}: broken link: /fixture/docs/nowhere → /fixture/docs/nowhere is not a page of this site`]);
  }
  writeFileSync(page, original);
  const r = await session.rebuild([page]);
  assert.equal(r.warnings, []);
});

Dev('the output folder is checked like a build: serving the site folder itself is refused, nothing is touched', async () => {
  const other = copyFixture('basic', 'dev-session-self');
  const before = readFileSync(join(other, 'site.config.json'), 'utf8');
  const self = createDevSession({ siteDir: other, outDir: '.', sourceDirs: [] });
  try {
    await self.rebuild(null);
    assert.unreachable('the site folder must not become the output');
  } catch (err) {
    assert.match((err as Error).message, 'is the site folder');
  } finally {
    await self.dispose();
  }
  assert.is(readFileSync(join(other, 'site.config.json'), 'utf8'), before);
  assert.ok(existsSync(join(other, 'content', 'docs', 'intro.md')));
});

Dev('--locale fr serves the French site at its base, and a translation edit rebuilds that page; the default locale reads its own i18n/en/', async () => {
  const garden = copyFixture('two-locales', 'dev-session-fr');
  const fr = createDevSession({ siteDir: garden, outDir: 'build', sourceDirs: [], locale: 'fr' });
  try {
    const first = await fr.rebuild(null);
    assert.is(first.baseUrl, '/garden/fr/');
    const soil = join(garden, 'build', 'docs', 'soil', 'index.html');
    assert.match(readFileSync(soil, 'utf8'), '<html lang="fr"');
    assert.match(readFileSync(soil, 'utf8'), 'Préparer la terre');
    assert.ok(first.watchPaths.includes(join(garden, 'i18n', 'fr')), 'the translations are watched');
    const translated = join(garden, 'i18n', 'fr', 'docusaurus-plugin-content-docs', 'current', 'soil.md');
    writeFileSync(translated, readFileSync(translated, 'utf8').replace('Ameublir la planche', 'Retourner la planche'));
    const next = await fr.rebuild([translated]);
    assert.equal(next.changedRoutes, ['/garden/fr/docs/soil']);
    assert.match(readFileSync(soil, 'utf8'), 'Retourner la planche');
    // code.json is read again on each rebuild: the page whose <Translate> changed shows it. The
    // bundles hold the messages too (for translate() as a module loads): they are made again.
    const code = join(garden, 'i18n', 'fr', 'code.json');
    writeFileSync(code, readFileSync(code, 'utf8').replace('Bienvenue, {name}', 'Salut, {name}').replace('Partagez la récolte', 'Partageons la récolte'));
    const again = await fr.rebuild([code]);
    assert.is(again.changedRoutes, null, 'a full rebuild');
    const club = readFileSync(join(garden, 'build', 'club', 'index.html'), 'utf8');
    assert.match(club, '<h1>Salut, Ada</h1>');
    assert.match(club, '<p class="tagline">Partageons la récolte</p>');
  } finally {
    await fr.dispose();
  }
  // The default locale reads its own i18n/en/ too, and watches it.
  const en = join(garden, 'i18n', 'en', 'docusaurus-plugin-content-docs', 'current');
  mkdirSync(en, { recursive: true });
  writeFileSync(join(en, 'soil.md'), '# Soil, kept in i18n/en\n\nTurn the bed in spring.\n');
  const main = createDevSession({ siteDir: garden, outDir: 'build-en', sourceDirs: [] });
  try {
    const first = await main.rebuild(null);
    assert.is(first.baseUrl, '/garden/');
    assert.match(readFileSync(join(garden, 'build-en', 'docs', 'soil', 'index.html'), 'utf8'), 'Turn the bed in spring.');
    assert.ok(first.watchPaths.includes(join(garden, 'i18n', 'en')), 'the default locale\'s folder is watched');
  } finally {
    await main.dispose();
  }
  const unknown = createDevSession({ siteDir: garden, outDir: 'build', sourceDirs: [], locale: 'de' });
  const failure = await unknown.rebuild(null).then(() => null, (err: unknown) => err as { errors?: { message: string }[] });
  assert.match(failure?.errors?.[0]?.message ?? '', '--locale de: no such locale');
  await unknown.dispose();
});

Dev('stop() ends a rebuild under way: it rejects as stopped, the output stays as it was and nothing is left beside it', async () => {
  const own = copyFixture('basic', 'dev-session-stop');
  const stopped = createDevSession({ siteDir: own, outDir: 'build', sourceDirs: [] });
  try {
    await stopped.rebuild(null);
    const page = join(own, 'build', 'docs', 'intro', 'index.html');
    const before = readFileSync(page, 'utf8');
    const config = join(own, 'site.config.json');
    writeFileSync(config, readFileSync(config, 'utf8').replace(/"title": "[^"]*"/, '"title": "Renamed while stopping"'));
    const pending = stopped.rebuild([config]);
    stopped.stop();
    const failure = await pending.then(() => null, (err: unknown) => err);
    assert.instance(failure, RebuildStopped);
    assert.is(readFileSync(page, 'utf8'), before);
    assert.equal(readdirSync(own).filter((f) => f.startsWith('.build.') && !f.includes('opdocs-trash')), []);
    // A stopped session builds nothing more.
    assert.instance(await stopped.rebuild(null).then(() => null, (err: unknown) => err), RebuildStopped);
  } finally {
    await stopped.dispose();
  }
});

Dev.run();
