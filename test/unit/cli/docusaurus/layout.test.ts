import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

const Layout = suite('a Docusaurus-shaped site built in place: staticDirectories, src/pages, front matter image');
let dir = '';
const page = (rel: string) => readFileSync(join(dir, 'build', rel, 'index.html'), 'utf8');
const ogImage = (html: string) => /<meta property="og:image" content="([^"]*)">/.exec(html)?.[1];

Layout.before(async () => {
  dir = copyFixture('docusaurus-compat-layout');
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
});

Layout('build/ beside docs/ and blog/ is allowed with contentDir "."; every static folder is copied, the first one wins', () => {
  for (const rel of ['img/logo.png', 'img/card.png', 'robots.txt', 'img/shared.png']) assert.ok(existsSync(join(dir, 'build', rel)), rel);
  assert.equal(readFileSync(join(dir, 'build', 'img/shared.png')), readFileSync(join(dir, 'static/img/shared.png')));
  assert.match(page('docs/intro'), 'src="/site/img/logo.png"');
});

Layout('src/pages holds Markdown and React pages', () => {
  assert.match(page('about'), 'A Markdown page from src/pages.');
  assert.match(page('hello'), 'Hello from src/pages');
  assert.not.ok(existsSync(join(dir, 'build', 'hello.test')), 'test files are not pages');
});

Layout('front matter image becomes og:image and twitter:image, as an absolute URL', () => {
  assert.is(ogImage(page('docs/intro')), 'https://example.com/site/img/card.png');
  assert.match(page('docs/intro'), '<meta name="twitter:image" content="https://example.com/site/img/card.png">');
  const local = ogImage(page('docs/guide/setup')) ?? '';
  assert.match(local, /^https:\/\/example\.com\/site\/assets\/images\/local-card-[0-9a-f]{10}\.png$/);
  assert.ok(existsSync(join(dir, 'build', local.slice('https://example.com/site/'.length))));
  assert.is(ogImage(page('blog/2025/03/04/hello')), 'https://cdn.example.com/cover.png');
  assert.is(ogImage(page('about')), 'https://example.com/site/img/shared.png');
});

Layout('a missing front matter image only warns, as Docusaurus never looks for it; a static path keeps its URL', async () => {
  const { writeFileSync } = await import('node:fs');
  const { formatWarnings } = await import('../../../../cli/errors.ts');
  writeFileSync(join(dir, 'docs/intro.md'), '---\nimage: ./gone.png\n---\n# Intro\n');
  writeFileSync(join(dir, 'docs/guide/setup.md'), '---\nimage: /img/nowhere/card.png\n---\n# Setup\n');
  const result = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const text = formatWarnings(result.warnings, dir);
  assert.match(text, 'docs/intro.md:2:8  warning  image not found (front matter `image`, which Docusaurus does not check): ./gone.png');
  assert.match(text, 'docs/guide/setup.md:2:8  warning  image not found (front matter `image`, which Docusaurus does not check): /img/nowhere/card.png');
  assert.is(ogImage(page('docs/intro')), undefined, 'a relative path has no URL to give');
  assert.is(ogImage(page('docs/guide/setup')), 'https://example.com/site/img/nowhere/card.png');
});

Layout('with onBrokenImages "ignore" a missing front matter image is not reported', async () => {
  const { readFileSync: read, writeFileSync } = await import('node:fs');
  const configFile = join(dir, 'site.config.json');
  writeFileSync(configFile, JSON.stringify({ ...JSON.parse(read(configFile, 'utf8')), onBrokenImages: 'ignore' }));
  const result = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.is(result.warnings.filter((w) => w.error.message.includes('front matter')).length, 0);
});

Layout.run();
