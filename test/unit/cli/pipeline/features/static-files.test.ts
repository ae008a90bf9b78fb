import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, realpathSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import { copySiteAssets } from '../../../../../cli/output/site-files';
import { buildSite } from '../../../../../cli/commands/build';
import { tempDir } from '../../../../helpers/fixture-site';
import { loadCleanSite, writeSiteFiles } from '../../../../helpers/site-files';

const Static = suite('static files: symlinks');

function writeSite(): string {
  return writeSiteFiles('opdocs-static-links-', {
    'site.config.json': JSON.stringify({ title: 'Links', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
    'docs/intro.md': '# Intro\n',
    'static/img/logo.png': 'PNG bytes',
    'brand/icons/app.svg': '<svg/>',
  });
}

Static('a symlinked file and the files of a symlinked folder are published with their target\'s content', async () => {
  const dir = writeSite();
  symlinkSync('logo.png', join(dir, 'static/img/favicon.ico'));
  symlinkSync('../brand/icons', join(dir, 'static/icons'));
  // A link back up the tree must not make the walk endless.
  symlinkSync('..', join(dir, 'static/img/up'));
  const site = await loadCleanSite(dir);
  const copies = site.copies.filter((c) => !c.to.startsWith('assets/')).map((c) => c.to).sort();
  assert.ok(copies.includes('img/favicon.ico'), copies.join(', '));
  assert.ok(copies.includes('icons/app.svg'), copies.join(', '));
  const out = tempDir('opdocs-static-out-');
  copySiteAssets(out, site.copies);
  assert.is(readFileSync(join(out, 'img/favicon.ico'), 'utf8'), 'PNG bytes');
  assert.is(readFileSync(join(out, 'icons/app.svg'), 'utf8'), '<svg/>');
});

Static('a symlink to nothing is an error naming it', async () => {
  const dir = writeSite();
  mkdirSync(join(dir, 'static/docs'), { recursive: true });
  symlinkSync('missing.pdf', join(dir, 'static/docs/guide.pdf'));
  const { errors } = await loadSite(await loadConfig(dir));
  assert.equal(errors.map((e) => [e.file, e.message, e.hint]), [[
    join(dir, 'static/docs/guide.pdf'),
    'static file is a symlink to nothing: its target does not exist, so it cannot be published',
    'point the link at an existing file, or remove it (static/docs/guide.pdf)',
  ]]);
});

Static('a site file under static/assets/ (a Docusaurus habit) is published beside opdocs\' own assets', async () => {
  const dir = writeSiteFiles('opdocs-static-assets-', {
    'site.config.json': JSON.stringify({ title: 'Files', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
    'docs/intro.md': '# Intro\n\n[The manual](/assets/manual.pdf)\n',
    'static/assets/manual.pdf': 'PDF bytes',
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.is(readFileSync(join(dir, 'build/assets/manual.pdf'), 'utf8'), 'PDF bytes');
  assert.match(readFileSync(join(dir, 'build/docs/intro/index.html'), 'utf8'), 'href="/assets/manual.pdf"');
});

Static('a site\'s own icons under static/assets/icons/ are published beside the app icons opdocs writes there', async () => {
  const dir = writeSiteFiles('opdocs-static-icons-', {
    'site.config.json': JSON.stringify({ title: 'Icons', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
    'docs/intro.md': '# Intro\n\n![Architecture](/assets/icons/architecture.svg)\n',
    'static/assets/icons/architecture.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>',
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.match(readFileSync(join(dir, 'build/assets/icons/architecture.svg'), 'utf8'), '<svg');
  assert.match(readFileSync(join(dir, 'build/docs/intro/index.html'), 'utf8'), 'src="/assets/icons/architecture.svg"');
});

Static('a site\'s pictures under static/assets/images/ are published beside the images opdocs copies there', async () => {
  const dir = writeSiteFiles('opdocs-static-images-', {
    'site.config.json': JSON.stringify({ title: 'Images', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
    'docs/intro.md': '# Intro\n\n![Logo](/assets/images/logo.svg)\n\n![Diagram](./diagram.svg)\n',
    'docs/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>',
    'static/assets/images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>',
    // Names that look content-hashed, which only the bundler's files straight under assets/ are.
    'static/assets/images/core/5G-MBS_5G_Core.png': 'PNG bytes',
    'static/assets/images/flow_kuehnhammer_08102021.pdf': 'PDF bytes',
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.match(readFileSync(join(dir, 'build/assets/images/logo.svg'), 'utf8'), 'width="8"');
  assert.is(readFileSync(join(dir, 'build/assets/images/core/5G-MBS_5G_Core.png'), 'utf8'), 'PNG bytes');
  assert.is(readFileSync(join(dir, 'build/assets/images/flow_kuehnhammer_08102021.pdf'), 'utf8'), 'PDF bytes');
  const html = readFileSync(join(dir, 'build/docs/intro/index.html'), 'utf8');
  assert.match(html, 'src="/assets/images/logo.svg"');
  const copied = /src="\/(assets\/images\/diagram-[0-9a-f]{10}\.svg)"/.exec(html);
  assert.ok(copied, 'the relative image is copied under a content-hashed name');
  assert.match(readFileSync(join(dir, 'build', copied[1]), 'utf8'), 'width="9"');
});

Static('a static file named like one of opdocs\' app icons or bundle files is still refused, naming it', async () => {
  const dir = writeSiteFiles('opdocs-static-icons-', {
    'site.config.json': JSON.stringify({ title: 'Icons', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
    'docs/intro.md': '# Intro\n',
    'static/assets/icons/icon-192.png': 'PNG bytes',
    'static/assets/icons/logo.svg': '<svg/>',
    'static/assets/chunk-AB12CD34.js': 'export {};',
  });
  const { errors } = await loadSite(await loadConfig(dir));
  assert.equal(errors.map((e) => [e.file, e.message]), [[
    join(dir, 'static/assets/chunk-AB12CD34.js'), "static file assets/chunk-AB12CD34.js would replace opdocs' own assets/chunk-AB12CD34.js",
  ], [
    join(dir, 'static/assets/icons/icon-192.png'), "static file assets/icons/icon-192.png would replace opdocs' own assets/icons/icon-192.png",
  ]]);
});

/** A repository (a folder holding `.git`) with the site in website/ and shared files beside it. */
function writeRepoSite(): { repo: string; site: string } {
  const repo = writeSiteFiles('opdocs-static-repo-', {
    '.git/HEAD': 'ref: refs/heads/main\n',
    'assets/logo.svg': '<svg id="shared"/>',
    'assets/fonts/mono.woff2': 'font bytes',
    'website/site.config.json': JSON.stringify({ title: 'Repo', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
    'website/docs/intro.md': '# Intro\n',
    'website/static/.keep': '',
  });
  return { repo, site: join(repo, 'website') };
}

Static('a static symlink to a file or folder elsewhere in the site\'s repository is published, as Docusaurus copies it', async () => {
  const { repo, site: dir } = writeRepoSite();
  symlinkSync(join(repo, 'assets/logo.svg'), join(dir, 'static/logo.svg'));
  symlinkSync('../../assets/fonts', join(dir, 'static/fonts'));
  const site = await loadCleanSite(dir);
  const out = tempDir('opdocs-static-repo-out-');
  copySiteAssets(out, site.copies);
  assert.is(readFileSync(join(out, 'logo.svg'), 'utf8'), '<svg id="shared"/>');
  assert.is(readFileSync(join(out, 'fonts/mono.woff2'), 'utf8'), 'font bytes');
});

Static('a static symlink leading out of the site\'s repository is refused, naming the link, its target and the repository', async () => {
  const { repo, site: dir } = writeRepoSite();
  const elsewhere = writeSiteFiles('opdocs-static-elsewhere-', { 'secret.txt': 'private', 'keys/id.txt': 'key' });
  symlinkSync(join(elsewhere, 'secret.txt'), join(dir, 'static/secret.txt'));
  symlinkSync(join(elsewhere, 'keys'), join(dir, 'static/keys'));
  const { result, errors } = await loadSite(await loadConfig(dir));
  const target = (rel: string) => realpathSync(join(elsewhere, rel));
  const repoReal = realpathSync(repo);
  assert.equal(errors.map((e) => [e.file, e.message]), [[
    join(dir, 'static/keys'), `static folder is a symlink to ${target('keys')}, outside the site's repository (${repoReal}); publishing it could leak any file under it`,
  ], [
    join(dir, 'static/secret.txt'), `static file is a symlink to ${target('secret.txt')}, outside the site's repository (${repoReal}); publishing it could leak a file from elsewhere`,
  ]]);
  assert.not.ok(result?.copies.some((c) => c.to === 'secret.txt' || c.to.startsWith('keys/')));
});

Static('without a repository, a static symlink to a file beside the site folder is refused as outside the site folder', async () => {
  const parent = writeSiteFiles('opdocs-static-norepo-', {
    'shared/logo.svg': '<svg/>',
    'site/site.config.json': JSON.stringify({ title: 'Alone', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
    'site/docs/intro.md': '# Intro\n',
    'site/static/.keep': '',
  });
  const dir = join(parent, 'site');
  symlinkSync('../../shared/logo.svg', join(dir, 'static/logo.svg'));
  const { errors } = await loadSite(await loadConfig(dir));
  assert.equal(errors.map((e) => e.message), [
    `static file is a symlink to ${realpathSync(join(parent, 'shared/logo.svg'))}, outside the site folder (no git repository holds the site); publishing it could leak a file from elsewhere`,
  ]);
});

Static.run();
