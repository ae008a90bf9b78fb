/**
 * A Docusaurus site's global MDX components: `src/theme/MDXComponents` exports the theme's
 * object (`@theme-original/MDXComponents`) plus the site's own components, and MDX files use
 * them by name without an import.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatErrors } from '../../../../cli/errors.ts';
import { readExportedNames } from '../../../../cli/pipeline/load/mdx-components.ts';
import { mdxEsmSource } from '../../../../cli/bundle/mdx-module-source.ts';
import { codeExportName } from '../../../../cli/pipeline/parse/mdx/code-module.ts';
import { tempDir } from '../../../helpers/fixture-site.ts';

const Global = suite('global MDX components from src/theme/MDXComponents');
let siteDir = '';

const COMPONENTS = `import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Badge from '@site/src/components/Badge';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

function Shout({ children }) {
  return <strong className="shout">{children}!</strong>;
}

export default {
  ...MDXComponents,
  Badge,
  Shout: Shout,
  Tabs,
  TabItem,
};
`;

function writeSite(files: Record<string, string>) {
  siteDir = tempDir('opdocs-mdx-components');
  const all = {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', contentDir: '.' }),
    'src/components/Badge.jsx': 'export default function Badge({ tone, children }) { return <span className={`badge badge--${tone}`}>{children}</span>; }\n',
    'src/theme/MDXComponents/index.js': COMPONENTS,
    ...files,
  };
  for (const [rel, text] of Object.entries(all)) {
    mkdirSync(join(siteDir, rel, '..'), { recursive: true });
    writeFileSync(join(siteDir, rel), text);
  }
}
const read = (rel: string) => readFileSync(join(siteDir, 'build', rel), 'utf8');

Global('components the site adds (its own and the theme\'s) render where MDX files use them, with no import', async () => {
  writeSite({
    'docs/intro.mdx': '# Intro\n\nStatus: <Badge tone="green">stable</Badge>, and <Shout>loud</Shout>\n\n<Tabs>\n<TabItem value="a" label="A">first</TabItem>\n</Tabs>\n',
  });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  const page = read('docs/intro/index.html');
  assert.match(page, /<span class="badge badge--green">stable<\/span>/);
  assert.match(page, /<strong class="shout">loud<!-- -->!<\/strong>|<strong class="shout">loud!<\/strong>/);
  assert.match(page, /role="tablist"/, 'the theme\'s Tabs, added to the object by the site');
  const js = readdirSync(join(siteDir, 'build', 'assets')).filter((f) => f.endsWith('.js')).map((f) => read(`assets/${f}`)).join('\n');
  assert.match(js, /badge--/, 'the site\'s components ship for hydration');
});

Global('a name the object does not have fails at its line, and the hint points at the MDXComponents file', async () => {
  writeSite({ 'docs/intro.mdx': '# Intro\n\n<Nope />\n' });
  const errors = await buildSite({ siteDir, outDir: 'build', quiet: true }).then(() => null, (e) => asUserErrors(e));
  assert.ok(errors);
  const text = formatErrors(errors, siteDir);
  assert.match(text, 'docs/intro.mdx:3:1  error  MDX: unknown component <Nope>: it is neither imported nor provided by the theme or src/theme/MDXComponents/index.js');
  assert.match(text, 'or add it to the object src/theme/MDXComponents/index.js exports');
});

Global('readExportedNames: keys of the exported object literal, through a variable, and null when not a literal', () => {
  const dir = tempDir('opdocs-mdx-names');
  const write = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  assert.equal(readExportedNames(write('a.js', COMPONENTS)), ['Badge', 'Shout', 'Tabs', 'TabItem']);
  assert.equal(readExportedNames(write('b.tsx', "const all: Record<string, unknown> = { Card, 'Big-Card': Card, ['x' + 1]: Card };\nexport default all;\n")), ['Card', 'Big-Card']);
  assert.is(readExportedNames(write('c.js', 'export default makeComponents();\n')), null);
  assert.is(readExportedNames(write('d.js', "import MDXComponents from '@theme-original/MDXComponents';\nimport * as mafs from 'mafs';\nexport default { ...MDXComponents, ...mafs, Badge };\n")), null, 'a package spread in: its names are not known');
});

Global('a site component inside a body reads the site and route through Docusaurus hooks (Link, useBaseUrl)', async () => {
  writeSite({
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/docs-site/', contentDir: '.' }),
    'src/components/Picker.jsx': [
      "import Link from '@docusaurus/Link';",
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
      'export default function Picker({ to }) {',
      '  const { siteConfig } = useDocusaurusContext();',
      '  return <p className="picker"><Link to={to}>{siteConfig.title} guide</Link><img src={useBaseUrl("/img/logo.svg")} alt="" /></p>;',
      '}',
    ].join('\n'),
    'docs/intro.mdx': "import Picker from '@site/src/components/Picker';\n\n# Intro\n\n<Picker to=\"/docs/intro\" />\n",
  });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  const page = read('docs/intro/index.html');
  assert.match(page, /<p class="picker"><a href="\/docs-site\/docs\/intro"[^>]*>T(<!-- -->)? guide<\/a><img src="\/docs-site\/img\/logo.svg" alt=""\/?><\/p>/);
});

Global('a component an MDX page defines for itself renders there, as in Docusaurus\' MDX guide', async () => {
  writeSite({
    'docs/intro.mdx': [
      '# Intro', '',
      'export const Highlight = ({ children, color }) => (',
      '  <span className="hl" style={{ backgroundColor: color }}>{children}</span>',
      ');', '',
      '```js', "import nothing from 'nowhere';", '```', '',
      '<Highlight color="#25c2a0">green</Highlight> is a colour.',
    ].join('\n'),
  });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  assert.match(read('docs/intro/index.html'), '<span class="hl" style="background-color:#25c2a0">green</span>');
});

Global('mdxEsmSource: the import and export blocks as MDX reads them (a partial\'s layout too), without partials, raw text or fenced code', async () => {
  const source = await mdxEsmSource([
    '---', 'title: x', '---', "import Tabs from '@theme/Tabs';", "import Part from './_part.mdx';", "import code from '!!raw-loader!./a.js';", '',
    '# Title', '', '```js', "import fake from 'fake';", '```', '',
    'export function Box({ children }) {', '  const items = [', '    1,', '', '    2,', '  ];', '  return <div data-n={items.length}>{children}</div>;', '}', '',
    'export default function Layout() {}', '', 'Text with import in it.',
  ].join('\n'));
  assert.match(source, "import Tabs from '@theme/Tabs';");
  assert.match(source, 'export function Box({ children }) {\n  const items = [\n    1,\n\n    2,\n  ];\n  return <div data-n={items.length}>{children}</div>;\n}', 'a blank line inside code does not end the block');
  assert.match(source, 'export default function Layout() {}', 'the layout a partial\'s tag renders (partial-layout.test.ts)');
  for (const gone of ['_part.mdx', 'raw-loader', 'fake', 'Text with']) assert.not.match(source, gone);
});

Global('mdxEsmSource: every expression of the body as a function named as the page\'s parse names it, comments left out', async () => {
  const source = await mdxEsmSource([
    "import Part, { Proof } from './other.mdx';", 'export const range = (a, b) => [a, b];', '', '<Chart y={(x) => x * x} label={<b>New</b>} />', '', 'Sum: {range(1, 2).join(\'+\')} {/* a note */}',
  ].join('\n'));
  for (const code of ['(x) => x * x', '<b>New</b>', "range(1, 2).join('+')"]) {
    assert.ok(source.includes(`export const ${codeExportName(code)} = () => (${code}\n);`), `${code} in:\n${source}`);
  }
  assert.not.match(source, 'a note');
  assert.match(source, 'import { Proof } from "./other.mdx?esm";', 'a named export of another MDX file, from its code module; its partial is not code');
});

Global('a value an MDX file imports can be a component\'s prop (a style object, an icon), on the server and in its island', async () => {
  writeSite({
    'src/components/Swatch.jsx': 'export default function Swatch({ theme, label }) { return <span className="swatch" style={theme}>{label}</span>; }\n',
    'src/themes.js': "export const night = { color: 'white', backgroundColor: 'black' };\n",
    'docs/intro.mdx': [
      "import Swatch from '@site/src/components/Swatch';", "import { night } from '@site/src/themes';", '',
      '# Intro', '', '<Swatch theme={night} label="Night" />', '',
      '<span style={night}>plain</span>',
    ].join('\n'),
  });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  assert.match(read('docs/intro/index.html'), '<span class="swatch" style="color:white;background-color:black">Night</span>');
  assert.match(read('docs/intro/index.html'), '<span style="color:white;background-color:black">plain</span>', 'an HTML element takes it too, made by React');
  const js = readdirSync(join(siteDir, 'build', 'assets')).filter((f) => f.endsWith('.js')).map((f) => read(`assets/${f}`)).join('\n');
  assert.match(js, 'backgroundColor:"black"', 'the value ships for the island');
});

Global('a package spread into MDXComponents: its components by dotted name, and named in MDX written as code', async () => {
  writeSite({
    'node_modules/fakeplot/package.json': JSON.stringify({ name: 'fakeplot', version: '1.0.0', main: 'index.js' }),
    'node_modules/fakeplot/index.js': [
      "const { createElement } = require('react');",
      "exports.Plot = { OfX: ({ label }) => createElement('span', { className: 'ofx' }, 'plot of ' + label) };",
      "exports.Dot = () => createElement('i', { className: 'dot' }, 'o');",
    ].join('\n'),
    'src/theme/MDXComponents/index.js': "import MDXComponents from '@theme-original/MDXComponents';\nimport * as plots from 'fakeplot';\nexport default { ...MDXComponents, ...plots };\n",
    'docs/intro.mdx': '# Intro\n\nexport const Pair = () => <b className="pair"><Dot /><Dot /></b>;\n\n<Plot.OfX label="x" />\n\n{[1, 2].map((n) => <Dot key={n} />)}\n\n<Pair />\n',
  });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  const page = read('docs/intro/index.html');
  assert.match(page, '<span class="ofx">plot of x</span>');
  assert.match(page, /<i class="dot">o<\/i><i class="dot">o<\/i>/);
  assert.match(page, '<b class="pair"><i class="dot">o</i><i class="dot">o</i></b>', 'a component the file defines uses them too, as MDX provides them');
});

Global('a component one MDX file exports renders in another that imports it by name', async () => {
  writeSite({
    'docs/proofs.mdx': '# Proofs\n\nexport const Proof = ({ step }) => <b className="proof">step {step}</b>;\n\n<Proof step={1} />\n',
    'docs/usage.mdx': "import { Proof } from './proofs.mdx';\n\n# Usage\n\n<Proof step={2} />\n",
  });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  assert.match(read('docs/proofs/index.html'), '<b class="proof">step <!-- -->1</b>');
  assert.match(read('docs/usage/index.html'), '<b class="proof">step <!-- -->2</b>');
});

Global('a package with CommonJS and ES builds is one module to MDX and to the site\'s code (its contexts keep one identity)', async () => {
  const build = (kind: string) => {
    const def = (name: string) => (kind === 'esm' ? `export const ${name} =` : `exports.${name} =`);
    return [
      kind === 'esm' ? "import { createContext, createElement, useContext } from 'react';" : "const { createContext, createElement, useContext } = require('react');",
      `const Scale = createContext(null); const BUILD = '${kind}-build';`,
      `${def('Frame')} ({ children }) => createElement(Scale.Provider, { value: 2 }, children);`,
      `${def('Mark')} () => { const n = useContext(Scale); if (n === null) throw new Error('Mark outside Frame'); return createElement('i', { className: 'mark' }, BUILD + ' ' + n); };`,
    ].join('\n');
  };
  writeSite({
    'node_modules/dualpkg/package.json': JSON.stringify({ name: 'dualpkg', version: '1.0.0', exports: { '.': { import: './index.mjs', require: './index.cjs' } }, main: './index.cjs' }),
    'node_modules/dualpkg/index.mjs': build('esm'),
    'node_modules/dualpkg/index.cjs': build('cjs'),
    'src/theme/MDXComponents/index.js': "import MDXComponents from '@theme-original/MDXComponents';\nimport { Frame } from 'dualpkg';\nexport default { ...MDXComponents, Frame };\n",
    'docs/intro.mdx': "import { Mark } from 'dualpkg';\n\n# Intro\n\n<Frame>\n  <Mark />\n</Frame>\n",
  });
  await buildSite({ siteDir, outDir: 'build', quiet: true }).catch((e) => { throw new Error(formatErrors(asUserErrors(e)!, siteDir)); });
  assert.match(read('docs/intro/index.html'), '<i class="mark">esm-build 2</i>');
  const js = readdirSync(join(siteDir, 'build', 'assets')).filter((f) => f.endsWith('.js')).map((f) => read(`assets/${f}`)).join('\n');
  assert.match(js, 'esm-build');
  assert.not.match(js, 'cjs-build', 'the browser gets one build of the package');
});

Global.after(() => rmSync(siteDir, { recursive: true, force: true }));
Global.run();
