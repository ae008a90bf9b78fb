import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const test = suite('MDX errors');
// A build loads the MDX toolchain and the emoji table on first use.
test.before(loadParserParts);
/** Every error as "file:line:column message / hint", for exact pinning; the body starts on line 3 of the file. */
const errorsOf = (source: string) => {
  const out = parseMarkdown({ source, file: '/site/docs/page.mdx', lineOffset: 2, isMdx: true, siteDir: '/site', baseUrl: '/' });
  return { html: out.html, errors: out.errors.map((e) => `${e.line}:${e.column} ${e.message}\n  hint: ${e.hint}`) };
};
const NAME_HINT = 'import it or export it at the top of this file (`export const name = …`), or fix its spelling';

test('a syntax error names its place and says how to write the text instead', () => {
  assert.equal(errorsOf('Intro\n\n<Note>\n\nNever closed.\n').errors, [
    '5:1 MDX syntax error: Expected a closing tag for `<Note>`\n  hint: in MDX, `<` and `{` start JSX and expressions: close every tag (`<br />`), escape a literal one as `\\<` or `\\{`, or set "markdown": { "format": "detect" } in site.config.json to read .md files as plain Markdown',
  ]);
});

test('a place the grammar names inside its message counts lines in the file, as the reported line does', () => {
  // The body starts on line 3: the unclosed <b> is at body line 3, so file line 5, and the error where the emphasis holding it starts.
  assert.equal(errorsOf("import Tabs from '@theme/Tabs';\n\nReplace _<b>x_ here.\n").errors.map((e) => e.split('\n')[0]), [
    '5:9 MDX syntax error: Expected a closing tag for `<b>` (5:10-5:13) before the end of `emphasis`',
  ]);
  // In a partial, its own front matter counts.
  const files: Record<string, string> = { '/site/docs/_p.mdx': '---\ntitle: x\n---\nSee _<b>x_.\n' };
  const out = parseMarkdown({
    source: "import P from './_p.mdx';\n\n<P />\n", file: '/site/docs/page.mdx', lineOffset: 2, isMdx: true, siteDir: '/site', baseUrl: '/', readFile: (f) => files[f],
  });
  assert.equal(out.errors.map((e) => `${e.file}:${e.line}:${e.column} ${e.message}`), [
    '/site/docs/_p.mdx:4:5 MDX syntax error: Expected a closing tag for `<b>` (4:6-4:9) before the end of `emphasis`',
  ]);
});

test('an expression naming what the file does not define is an error at its place, never text in the page', () => {
  const out = errorsOf('Sum {2 ** 8} and {missing}; {1 + 1} is static.\n');
  assert.equal(out.errors, [
    `3:18 MDX: the expression {missing} uses \`missing\`, which is not defined in this file\n  hint: ${NAME_HINT}`,
  ]);
  assert.match(out.html, /Sum <opdocs-component name="import:[^"]*\?esm#OpdocsCode_[0-9a-f]{10}"><\/opdocs-component> and/, 'code the build cannot evaluate runs from the file\'s module');
  assert.match(out.html, '2 is static');
  assert.not.match(out.html, 'missing');
});

test('an attribute that is not a static value names the attribute and the element', () => {
  assert.equal(errorsOf('<div title={makeTitle()}>x</div>\n').errors, [
    `3:1 MDX: the attribute title={makeTitle()} of <div> uses \`makeTitle\`, which is not defined in this file\n  hint: ${NAME_HINT}`,
  ]);
  assert.equal(errorsOf('export const makeTitle = () => "T";\n\n<div title={makeTitle()}>x</div>\n').errors, [], 'a function the file exports runs');
  assert.equal(errorsOf('<p style={{ color: ["red"] }}>x</p>\n').errors, [
    '3:1 MDX: the attribute style of <p> is not usable as HTML: each style value must be a string or a number\n  hint: give it a string, a number, true/false, or (for style) an object of CSS values',
  ]);
});

test('an unknown capitalised component is named, with the import to add', () => {
  assert.equal(errorsOf('Text.\n\n<Callout kind="x">Hi</Callout>\n').errors, [
    "5:1 MDX: unknown component <Callout>: it is neither imported nor provided by the theme\n  hint: import it at the top of the file, e.g. `import Callout from '@site/src/components/Callout'`; the theme provides @theme/Tabs, @theme/TabItem, @theme/Admonition, @theme/CodeBlock, @theme/Details, @theme/DocCardList, @theme/TOCInline",
  ]);
});

test('imports opdocs cannot render are reported where they are used', () => {
  const out = errorsOf([
    "import Player from 'react-player';", "import BrowserOnly from '@docusaurus/BrowserOnly';", "import Fancy from '@theme/Fancy';", '',
    '<Player url="x" />', '', '<BrowserOnly>{() => <div />}</BrowserOnly>', '', '<Fancy />',
  ].join('\n'));
  assert.equal(out.errors, [
    "7:1 MDX: <Player> comes from the package 'react-player', which is not installed\n  hint: install it in the site folder (npm install react-player), then build again",
    "11:1 MDX: '@theme/Fancy' is not a theme component opdocs provides\n  hint: the theme provides @theme/Admonition, @theme/CodeBlock, @theme/Details, @theme/DocCardList, @theme/TabItem, @theme/Tabs, @theme/TOCInline (default imports); import your own components from a file, e.g. '@site/src/components/Name', or write this one as src/theme/Fancy",
  ]);
});

test('export default, side-effect imports and a lowercase name used as a component are errors with what to do', () => {
  assert.equal(errorsOf([
    "import './extra.css';", '', 'export const mark = makeMark();', '',
    'export default function Layout({ children }) { return children; }', '', '<Highlight>x</Highlight>',
  ].join('\n')).errors, [
    "3:1 MDX: `import './extra.css'` imports nothing by name; opdocs does not load side-effect imports\n  hint: list the stylesheet in \"customCss\" in site.config.json instead",
    '7:1 MDX: `export default` (a layout around the page) is not supported\n  hint: remove it; the theme lays out every page',
    "9:1 MDX: unknown component <Highlight>: it is neither imported nor provided by the theme\n  hint: import it at the top of the file, e.g. `import Highlight from '@site/src/components/Highlight'`; the theme provides @theme/Tabs, @theme/TabItem, @theme/Admonition, @theme/CodeBlock, @theme/Details, @theme/DocCardList, @theme/TOCInline",
  ]);
});

test('CodeBlock content: an undefined name is named; Markdown blocks are no code', () => {
  assert.equal(errorsOf("import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock>{lines}</CodeBlock>\n").errors, [
    '5:1 MDX: the content of <CodeBlock> uses `lines`, which is not defined in this file\n  hint: import it or export it at the top of this file (`export const name = …`), or fix its spelling',
  ]);
  assert.equal(errorsOf("import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock>\n\n- one\n- two\n\n</CodeBlock>\n").errors, [
    '5:1 MDX: the content of <CodeBlock> must be text, string expressions or components\n  hint: write the code as a template string: <CodeBlock language="js">{`const x = 1;`}</CodeBlock>',
  ]);
});

test('a problem inside a partial names the partial\'s own file and line; a missing or self-including partial is named', () => {
  const files: Record<string, string> = {
    '/site/docs/_a.mdx': '---\ntitle: x\n---\nText {oops}.\n',
    '/site/docs/_loop.mdx': "import Loop from './_loop.mdx';\n\n<Loop />\n",
  };
  const out = parseMarkdown({
    source: "import A from './_a.mdx';\nimport Gone from './_gone.mdx';\nimport Loop from './_loop.mdx';\n\n<A />\n\n<Gone />\n\n<Loop />\n",
    file: '/site/docs/page.mdx', lineOffset: 2, isMdx: true, siteDir: '/site', baseUrl: '/', readFile: (f) => files[f],
  });
  assert.equal(out.errors.map((e) => `${e.file}:${e.line}:${e.column} ${e.message}`), [
    '/site/docs/page.mdx:9:1 MDX: cannot read the partial docs/_gone.mdx',
    '/site/docs/_loop.mdx:3:1 MDX: the partial <Loop> includes itself (docs/page.mdx → docs/_loop.mdx → docs/_loop.mdx)',
    '/site/docs/_a.mdx:4:6 MDX: the expression {oops} uses `oops`, which is not defined in this file',
  ]);
});

test('with a module resolver, an import of a component file that does not exist is an error at the import', () => {
  const out = parseMarkdown({
    source: "import Chart from '@site/src/components/Chart';\nimport Gone from './Gone';\n\n<Chart />\n",
    file: '/site/docs/page.mdx', lineOffset: 2, isMdx: true, siteDir: '/site', baseUrl: '/',
    resolveModule: (path) => (path === '/site/src/components/Chart' ? '/site/src/components/Chart/index.tsx' : undefined),
  });
  assert.equal(out.errors.map((e) => `${e.line}:${e.column} ${e.message}\n  hint: ${e.hint}`), [
    "4:1 MDX: cannot find the component file './Gone' (looked for /site/docs/Gone with .mjs, .js, .jsx, .ts or .tsx, and its index file)\n  hint: fix the path: relative imports start from this file's folder, `@site/` from the site folder",
  ]);
  assert.match(out.html, '<opdocs-component name="import:@site/src/components/Chart/index.tsx#default">');
});

test('a closing tag indented into the list above it is an error that says to write it unindented', () => {
  const { errors } = errorsOf('<Tabs>\n  <TabItem value="a">\n\n- one\n- two\n\n  </TabItem>\n</Tabs>\n');
  assert.is(errors.length, 1);
  assert.match(errors[0], /^9:3 MDX syntax error: Expected the closing tag `<\/TabItem>` either after the end of `listItem`/);
  assert.match(errors[0], /hint: <\/TabItem> is indented into the list item above it, .*write it at the start of the line/);
});

test('an expression or export nested thousands of levels deep is named as too deep, not as a typo to hunt for', () => {
  const deep = (open: string, close: string) => `${open.repeat(30_000)}1${close.repeat(30_000)}`;
  for (const source of [`# T\n\n{${deep('(', ')')}}\n`, `export const a = ${deep('[', ']')};\n\n# T\n`]) {
    const { errors } = errorsOf(source);
    assert.is(errors.length, 1);
    assert.match(errors[0], /^\d+:\d+ MDX: an expression here nests brackets, braces or parentheses too deeply to parse \(thousands of levels\)\n {2}hint: flatten the expression/);
  }
});

test.run();
