/**
 * What a Docusaurus site's React code imports besides components: SVG files (a component, as
 * in the classic template's HomepageFeatures) and Markdown/MDX files (a component rendering
 * the file, with the components inside it), through a whole build.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatErrors } from '../../../../cli/errors.ts';
import { svgComponentSource } from '../../../../cli/bundle/svg-components.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Imports = suite('React code importing SVG and Markdown files');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function writeSite(files: Record<string, string | Buffer>): string {
  return writeSiteFiles('opdocs-react-imports', {
    'site.config.json': JSON.stringify({ title: 'Lanterns', url: 'https://example.com', baseUrl: '/lanterns/', contentDir: '.' }),
    'docs/intro.md': '# Intro\n',
    ...files,
  });
}

const HOME = [
  "import React from 'react';",
  "import Layout from '@theme/Layout';",
  "import Welcome from './_welcome.mdx';",
  'const Lamp = require("@site/static/img/lamp.svg").default;',
  'export default function Home() {',
  '  return <Layout title="Home"><main><Lamp className="lamp" role="img" title="A lamp" /><Welcome /></main></Layout>;',
  '}',
].join('\n');

Imports('an SVG becomes an inline component and an imported .mdx renders its HTML, its image bundled', async () => {
  const dir = writeSite({
    'src/pages/index.js': HOME,
    'src/pages/_welcome.mdx': '---\ntitle: ignored\n---\n\n## Welcome aboard\n\nRead **this** first. ![A wick](./wick.png)\n',
    'src/pages/wick.png': PNG,
    'static/img/lamp.svg': '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" class="drawn" style="fill-rule: evenodd; --tone: 3" stroke-width="2"><circle cx="5" cy="5" r="4"/></svg>\n',
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'index.html'), 'utf8');
  assert.match(html, /<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 10 10" class="lamp" style="fill-rule:evenodd;--tone:3" stroke-width="2" role="img"><title>A lamp<\/title><circle cx="5" cy="5" r="4"\/><\/svg>/);
  assert.match(html, /<div class="markdown"><h2 id="welcome-aboard"[^>]*>Welcome aboard/);
  assert.match(html, '<p>Read <strong>this</strong> first.');
  const src = /<img src="(\/lanterns\/assets\/wick-[\w-]+\.png)" alt="A wick"/.exec(html)?.[1];
  assert.ok(src, 'the image points into the assets');
  assert.ok(existsSync(join(dir, 'build', src!.slice('/lanterns/'.length))));
});

Imports('a link to a Markdown file in an imported .mdx leads to its page; a broken image fails at its line, with what to do', async () => {
  const dir = writeSite({
    'src/pages/index.js': HOME,
    'src/pages/_welcome.mdx': '# Welcome\n\nSee [the intro](../../docs/intro.md#start) and [setup](/docs/setup.md).\n\n![Gone](./gone.png)\n',
    'docs/setup.md': '---\nslug: /getting-ready\n---\n# Setup\n',
    'static/img/lamp.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  const errors = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e) => asUserErrors(e));
  assert.ok(errors);
  const text = formatErrors(errors, dir);
  assert.match(text, 'src/pages/_welcome.mdx:5:9  error  server bundle: image not found: ./gone.png');
  assert.not.match(text, 'intro.md');
  writeFileSync(join(dir, 'src/pages/_welcome.mdx'), '# Welcome\n\nSee [the intro](../../docs/intro.md#start) and [setup](/docs/setup.md).\n');
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'index.html'), 'utf8');
  assert.match(html, 'See <a href="/lanterns/docs/intro#start">the intro</a> and <a href="/lanterns/docs/getting-ready">setup</a>.');
});

Imports('with the bundles on the side thread (OPDOCS_SIDE_THREAD=1) and trailingSlash, an imported .mdx links to pages in the site\'s form', async () => {
  const dir = writeSite({
    'site.config.json': JSON.stringify({ title: 'Lanterns', url: 'https://example.com', baseUrl: '/lanterns/', contentDir: '.', trailingSlash: true }),
    'src/pages/index.js': HOME,
    'src/pages/_welcome.mdx': '# Welcome\n\nSee [the intro](../../docs/intro.md).\n',
    'static/img/lamp.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  process.env.OPDOCS_SIDE_THREAD = '1';
  try {
    await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  } finally {
    delete process.env.OPDOCS_SIDE_THREAD;
  }
  assert.match(readFileSync(join(dir, 'build', 'index.html'), 'utf8'), 'See <a href="/lanterns/docs/intro/">the intro</a>.');
});

Imports('a link to no page in an imported .mdx fails at its line under onBrokenMarkdownLinks "throw"', async () => {
  const dir = writeSite({
    'site.config.json': JSON.stringify({ title: 'Lanterns', url: 'https://example.com', baseUrl: '/lanterns/', contentDir: '.', onBrokenMarkdownLinks: 'throw' }),
    'src/pages/index.js': HOME,
    'src/pages/_welcome.mdx': '# Welcome\n\nSee [the outro](../../docs/outro.md).\n',
    'static/img/lamp.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  const errors = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e) => asUserErrors(e));
  assert.ok(errors);
  const text = formatErrors(errors, dir);
  assert.match(text, "src/pages/_welcome.mdx:3:17  error  server bundle: broken link: ../../docs/outro.md points to a Markdown file that does not exist or is not a page");
  assert.match(text, 'hint: fix the path (relative to this file), or link to a route like /docs/intro');
});

const GUIDE = [
  "import Tabs from '@theme/Tabs';",
  "import TabItem from '@theme/TabItem';",
  "import Shout from '@site/src/components/Shout';",
  '',
  '## Pick a lamp',
  '',
  'Light it <Shout>slowly</Shout>, then wait. ![A wick](./wick.png)',
  '',
  ':::tip[Careful]',
  'Keep it upright.',
  ':::',
  '',
  '```js',
  'const flame = 1;',
  '```',
  '',
  '<Tabs>',
  '  <TabItem value="oil" label="Oil">',
  '    Oil **burns** long.',
  '  </TabItem>',
  '  <TabItem value="wax" label="Wax">',
  '    Wax drips.',
  '  </TabItem>',
  '</Tabs>',
  '',
].join('\n');

Imports('an imported .mdx with components renders them in the page: an imported component inline, Tabs with their panels, admonitions and code as Markdown makes them', async () => {
  const dir = writeSite({
    'src/pages/index.js': "import Layout from '@theme/Layout';\nimport Guide from './_guide.mdx';\nexport default function Home() { return <Layout title=\"Home\"><main><Guide /></main></Layout>; }\n",
    'src/pages/_guide.mdx': GUIDE,
    'src/pages/wick.png': PNG,
    'src/components/Shout.jsx': 'export default function Shout({ children }) { return <em className="shout">{children}</em>; }\n',
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'index.html'), 'utf8');
  assert.match(html, /<div class="markdown"><h2 id="pick-a-lamp"[^>]*>Pick a lamp/);
  assert.match(html, /<p>Light it <em class="shout">slowly<\/em>, then wait\. <img src="\/lanterns\/assets\/wick-[\w-]+\.png" alt="A wick"/);
  assert.match(html, /<div class="admonition admonition--tip[^"]*" role="note">.*<span class="admonition__title">Careful<\/span>.*<p>Keep it upright\.<\/p>/s);
  assert.match(html, /<code class="language-js">.*flame.*<\/code>/s);
  assert.match(html, /<button type="button" role="tab"[^>]*aria-selected="true"[^>]*>Oil<\/button><button type="button" role="tab"[^>]*aria-selected="false"[^>]*>Wax<\/button>/);
  assert.match(html, /<div role="tabpanel"[^>]*><p>Oil <strong>burns<\/strong> long\.<\/p><\/div><div role="tabpanel"[^>]*hidden=""[^>]*><p>Wax drips\.<\/p><\/div>/);
  assert.not.match(html, 'opdocs-component', 'no marker is left in the page');
});

Imports('an imported .mdx reads the props the React file gives it as `props`: in text, in expressions, in a component\'s and an element\'s attributes', async () => {
  const dir = writeSite({
    'src/pages/index.js': [
      "import Layout from '@theme/Layout';",
      "import Greeting from '../components/_greeting.mdx';",
      'export default function Home() {',
      '  return <Layout title="Home"><main><Greeting name="Ada" lamps={3} link="/docs/intro" /><Greeting name="Grace" /></main></Layout>;',
      '}',
    ].join('\n'),
    'src/components/_greeting.mdx': [
      "import Admonition from '@theme/Admonition';",
      '',
      'Hello **{props.name}**, you have {props.lamps ?? \'no\'} lamps.',
      '',
      '<Admonition type="tip" title={`For ${props.name}`}>',
      '',
      'Read <a href={props.link ?? \'/\'}>the guide</a>.',
      '',
      '</Admonition>',
      '',
    ].join('\n'),
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'index.html'), 'utf8');
  const text = html.replace(/<!-- -->/g, '');
  assert.match(text, '<p>Hello <strong>Ada</strong>, you have 3 lamps.</p>');
  assert.match(text, '<p>Hello <strong>Grace</strong>, you have no lamps.</p>', 'each use has its own props');
  assert.match(text, /<span class="admonition__title">For Ada<\/span>/);
  assert.match(text, /<span class="admonition__title">For Grace<\/span>/);
  assert.match(text, '<a href="/docs/intro">the guide</a>');
  assert.match(text, '<a href="/">the guide</a>');
});

Imports('a component an imported .mdx cannot show fails at its line, with what to do', async () => {
  const dir = writeSite({
    'src/pages/index.js': HOME,
    'src/pages/_welcome.mdx': "import DocCardList from '@theme/DocCardList';\n\n# Welcome\n\n<DocCardList />\n",
    'static/img/lamp.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  const errors = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e) => asUserErrors(e));
  assert.ok(errors);
  const text = formatErrors(errors, dir);
  assert.match(text, 'src/pages/_welcome.mdx:5:1  error  server bundle: <DocCardList /> without items lists the current sidebar category, which a React page has none of');
  assert.match(text, 'hint: pass the cards as items={[…]}, or put the list in a doc page');
});

Imports('svgComponentSource: root attributes as React props, a self-closed root renders empty', () => {
  const source = svgComponentSource('<svg xmlns:xlink="http://www.w3.org/1999/xlink" xml:space="preserve" data-x="1"/>');
  assert.match(source, '"xmlnsXlink":"http://www.w3.org/1999/xlink"');
  assert.match(source, '"xmlSpace":"preserve"');
  assert.match(source, '"data-x":"1"');
  assert.match(source, 'const inner = "";');
});

Imports('CSS and Sass modules: the class names the server writes are those the browser\'s code and stylesheet use', async () => {
  const dir = writeSite({
    'src/pages/index.module.css': '@font-face { font-family: Mark; src: url(./mark.ttf); }\n.hero { color: rgb(200, 0, 0); background: url(./dot.png); }\n',
    'src/pages/dot.png': PNG,
    'src/pages/mark.ttf': Buffer.from('00010000', 'hex'),
    'src/pages/card.module.scss': '$ink: rgb(0, 0, 200);\n.card { color: $ink; }\n',
    // A stand-in for the sass package a site installs: it replaces the one variable.
    'node_modules/sass/package.json': JSON.stringify({ name: 'sass', version: '1.0.0', main: 'index.js' }),
    'node_modules/sass/index.js': "const { readFileSync } = require('node:fs');\nexports.compile = (file) => ({ css: readFileSync(file, 'utf8').replace(/^\\$ink: ([^;]+);\\n/m, '').replace(/\\$ink/g, 'rgb(0, 0, 200)') });\n",
    'src/pages/index.jsx': [
      "import styles from './index.module.css';", "import card from './card.module.scss';",
      'export default function Home() { return <main><h1 className={styles.hero}>Hi</h1><p className={card.card}>Card</p></main>; }',
    ].join('\n'),
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'index.html'), 'utf8');
  const hero = /<h1 class="([^"]+)">Hi<\/h1>/.exec(html)?.[1];
  const cardClass = /<p class="([^"]+)">Card<\/p>/.exec(html)?.[1];
  assert.ok(hero && cardClass, html);
  const assets = join(dir, 'build', 'assets');
  const files = readdirSync(assets);
  const css = files.filter((f) => f.endsWith('.css')).map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
  const js = files.filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
  assert.match(css, new RegExp(`\\.${hero}\\{color:#c80000;background:url\\("/lanterns/assets/dot-[\\w]+\\.png"\\)\\}`), 'the stylesheet uses the name, and its image is bundled');
  assert.match(css, `.${cardClass}{color:#0000c8}`);
  assert.ok(files.some((f) => /^mark-\w+\.ttf$/.test(f)), 'a font its CSS names ships by URL, as webpack ships it');
  assert.match(js, `"${hero}"`, 'the browser\'s code has the same name');
});

Imports('package imports webpack resolves and esbuild does not: a wildcard subpath without extension, require() of an import-only package', async () => {
  const dir = writeSite({
    'node_modules/wild/package.json': JSON.stringify({ name: 'wild', version: '1.0.0', exports: { '.': './index.js', './lib/*': './lib/*' } }),
    'node_modules/wild/index.js': 'export const x = 1;\n',
    'node_modules/wild/lib/greet.js': "export const greet = (name) => 'hello ' + name;\n",
    'node_modules/esm-only/package.json': JSON.stringify({ name: 'esm-only', version: '1.0.0', exports: { '.': { import: './index.mjs' } } }),
    'node_modules/esm-only/index.mjs': "export const shout = (s) => s.toUpperCase() + '!';\n",
    'node_modules/cjs-user/package.json': JSON.stringify({ name: 'cjs-user', version: '1.0.0', main: 'index.js' }),
    'node_modules/cjs-user/index.js': "const { shout } = require('esm-only');\nexports.loud = (s) => shout(s);\n",
    'src/pages/index.jsx': [
      "import { greet } from 'wild/lib/greet';", "import { loud } from 'cjs-user';",
      'export default function Home() { return <main><p id="a">{greet(\'reader\')}</p><p id="b">{loud(\'hi\')}</p></main>; }',
    ].join('\n'),
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'index.html'), 'utf8');
  assert.match(html, '<p id="a">hello reader</p>');
  assert.match(html, '<p id="b">HI!</p>');
});

Imports.run();
