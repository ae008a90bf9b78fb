/**
 * `@theme/IdealImage` of the ideal-image plugin: the original image, lazily loaded, in MDX and in
 * a React page; the plugin loader's own object shape gives a srcset and intrinsic sizes.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { idealImageAttributes } from '../../../../theme/compat/IdealImage.tsx';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const test = suite('@theme/IdealImage');

test('an MDX doc and a React page show the image file, bundled, with lazy loading and their alt text', async () => {
  const siteDir = writeSiteFiles('opdocs-ideal-image', {
    'site.config.json': JSON.stringify({ title: 'Pics', url: 'https://example.com', baseUrl: '/pics/', contentDir: '.' }),
    'docs/intro.mdx': "import IdealImage from '@theme/IdealImage';\n\n# Intro\n\n<IdealImage img={require('./img/board.png')} alt=\"The board\" />\n",
    'docs/img/board.png': 'board bytes',
    'src/pages/index.js': "import IdealImage from '@theme/IdealImage';\nimport board from '@site/docs/img/board.png';\nexport default function Home() { return <main><IdealImage img={board} alt=\"Board at home\" /></main>; }\n",
  });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  const imgOf = (rel: string, alt: string) => {
    const tag = readFileSync(join(siteDir, 'build', rel), 'utf8').match(new RegExp(`<img[^>]*alt="${alt}"[^>]*>`))?.[0] ?? '';
    assert.match(tag, 'loading="lazy"', rel);
    const src = /src="([^"]+)"/.exec(tag)?.[1] ?? '';
    assert.match(src, /^\/pics\/assets\/.*board.*\.png$/, rel);
    assert.is(readFileSync(join(siteDir, 'build', src.slice('/pics/'.length)), 'utf8'), 'board bytes', `${rel}: the file is there`);
  };
  imgOf('docs/intro/index.html', 'The board');
  imgOf('index.html', 'Board at home');
  assert.ok(existsSync(join(siteDir, 'build', 'index.html')));
});

test('the loader\'s object shape: sizes become a srcset; a default export or a URL is the src', () => {
  const loader = { src: { src: '/a/big.png', width: 1200, height: 600, images: [{ path: '/a/small.png', width: 600 }, { path: '/a/big.png', width: 1200 }] }, preSrc: 'data:' };
  assert.equal(idealImageAttributes(loader), { src: '/a/big.png', srcSet: '/a/small.png 600w, /a/big.png 1200w', width: 1200, height: 600 });
  assert.equal(idealImageAttributes({ default: '/a/x.png' }), { src: '/a/x.png' });
  assert.equal(idealImageAttributes({ src: '/a/y.png' }), { src: '/a/y.png' });
});

test.run();
