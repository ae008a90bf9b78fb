import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileContentCss } from '../../../../../cli/pipeline/parse/css-module';
import { buildSite } from '../../../../../cli/commands/build';
import { writeSiteFiles } from '../../../../helpers/site-files';

const Urls = suite('`url()`s in a stylesheet an MDX page imports');

const PNG = Buffer.from('tiny png bytes');

function site(prefix: string, css: Record<string, string>): string {
  return writeSiteFiles(prefix, { ...css, 'static/img/bg.png': PNG, 'assets/raw/photo.png': PNG, 'docs/near.png': PNG });
}

Urls('a root-absolute URL of a static file gets the base URL, with its query kept', () => {
  const dir = site('opdocs-css-urls-static', { 'docs/a.module.css': '.hero { background: url(/img/bg.png); }\n.b { background: url("/img/bg.png?v=2"); }\n' });
  const mod = compileContentCss(join(dir, 'docs', 'a.module.css'), false, { baseUrl: '/base/', staticDirs: [join(dir, 'static')], siteDir: dir });
  assert.match(mod.css, `.${mod.classes.hero}{background:url(/base/img/bg.png)}`);
  assert.match(mod.css, /url\("?\/base\/img\/bg\.png\?v=2"?\)/);
  assert.equal(mod.assets, [], 'a static file is copied with the static folder, not as an asset');
  assert.ok(mod.files!.includes(join(dir, 'static', 'img', 'bg.png')), 'the static file is stamped for the parse cache');
});

Urls('the later static folder is looked in when the first does not hold the file', () => {
  const dir = site('opdocs-css-urls-second', { 'docs/a.css': 'body { background: url(/raw/photo.png) }\n' });
  const css = compileContentCss(join(dir, 'docs', 'a.css'), true, { baseUrl: '/', staticDirs: [join(dir, 'static'), join(dir, 'assets')], siteDir: dir }).css;
  assert.match(css, 'url(/raw/photo.png)');
});

Urls('a site-folder file whose name holds "#" is copied under a name its URL can carry', () => {
  const dir = writeSiteFiles('opdocs-css-urls-odd-name', { 'docs/a.css': 'body { background: url(/raw/a%23b.png) }\n', 'raw/a#b.png': PNG });
  const mod = compileContentCss(join(dir, 'docs', 'a.css'), true, { baseUrl: '/', staticDirs: [join(dir, 'static')], siteDir: dir });
  const copy = mod.assets?.[0];
  assert.ok(copy, 'the file is copied');
  assert.match(copy!.to, /^assets\/a-b-\w+\.png$/);
  assert.match(mod.css, `url(./${copy!.to.slice('assets/'.length)})`);
});

Urls('a relative URL, and a root URL of a file only in the site folder, become copies beside the stylesheet', () => {
  const dir = site('opdocs-css-urls-copies', {
    'docs/a.module.css': "@import './more.css';\n.near { background: url(./near.png); }\n",
    'docs/more.css': '.own { background: url(/assets/raw/photo.png); }\n',
  });
  const mod = compileContentCss(join(dir, 'docs', 'a.module.css'), false, { baseUrl: '/base/', staticDirs: [join(dir, 'static')], siteDir: dir });
  const near = mod.assets!.find((a) => a.from === join(dir, 'docs', 'near.png'));
  const own = mod.assets!.find((a) => a.from === join(dir, 'assets', 'raw', 'photo.png'));
  assert.ok(near && own, 'both files are copied');
  assert.match(near!.to, /^assets\/near-\w+\.png$/);
  assert.match(own!.to, /^assets\/photo-\w+\.png$/);
  assert.match(mod.css, new RegExp(`url\\("?\\./${near!.to.slice('assets/'.length)}"?\\)`));
  assert.match(mod.css, `url(./${own!.to.slice('assets/'.length)})`);
});

Urls('a root URL no folder holds is an error at its CSS line that names the static folders', () => {
  const dir = site('opdocs-css-urls-missing', { 'docs/a.module.css': '.a { color: red }\n.b { background: url(/img/gone.png) }\n' });
  try {
    compileContentCss(join(dir, 'docs', 'a.module.css'), false, { baseUrl: '/', staticDirs: [join(dir, 'static')], siteDir: dir });
    assert.unreachable('the missing file is reported');
  } catch (err) {
    const first = (err as { errors: { text: string; location: { line: number } }[] }).errors[0];
    assert.is(first.location.line, 2);
    assert.match(first.text, 'url(/img/gone.png) names no file');
    assert.match(first.text, '(static/)');
  }
});

Urls('the site builds: the content stylesheet names the static file under the base URL and the copy it ships', async () => {
  const dir = writeSiteFiles('opdocs-css-urls-site', {
    'site.config.json': JSON.stringify({ title: 'Urls', url: 'https://example.com', baseUrl: '/docs-site/', contentDir: '.' }),
    'docs/intro.mdx': "import styles from './intro.module.css';\n\n# Intro\n\n<div className={styles.hero}>Hero</div>\n",
    'docs/intro.module.css': '.hero { background: url(/img/bg.png), url(./near.png); }\n',
    'docs/near.png': PNG,
    'static/img/bg.png': PNG,
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const assets = join(dir, 'build', 'assets');
  const content = readdirSync(assets).find((f) => /^content-\w+\.css$/.test(f));
  assert.ok(content, 'the content stylesheet is written');
  const css = readFileSync(join(assets, content!), 'utf8');
  assert.match(css, 'url(/docs-site/img/bg.png)');
  const copy = /url\("?\.\/(near-\w+\.png)"?\)/.exec(css)?.[1];
  assert.ok(copy && existsSync(join(assets, copy)), 'the relative file is published beside the stylesheet');
  assert.ok(existsSync(join(dir, 'build', 'img', 'bg.png')));
});

Urls.run();
