import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
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

Static('a static file named like one of opdocs\' app icons is still refused, naming it', async () => {
  const dir = writeSiteFiles('opdocs-static-icons-', {
    'site.config.json': JSON.stringify({ title: 'Icons', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
    'docs/intro.md': '# Intro\n',
    'static/assets/icons/icon-192.png': 'PNG bytes',
    'static/assets/icons/logo.svg': '<svg/>',
  });
  const { errors } = await loadSite(await loadConfig(dir));
  assert.equal(errors.map((e) => [e.file, e.message]), [[
    join(dir, 'static/assets/icons/icon-192.png'), "static file assets/icons/icon-192.png would replace opdocs' own assets/icons/icon-192.png",
  ]]);
});

Static.run();
