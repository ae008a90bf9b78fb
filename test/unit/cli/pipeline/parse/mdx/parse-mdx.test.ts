import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { componentMarkup } from '../../../../../../cli/pipeline/parse/content-component';
import { parseMarkdown, type MarkdownInput } from '../../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../../helpers/parser-parts';
import { codeExportName } from '../../../../../../cli/pipeline/parse/mdx/code-module';

const test = suite('MDX bodies');
// A build loads the MDX toolchain and the emoji table on first use.
test.before(loadParserParts);
const FILE = '/site/docs/guide/page.mdx';
const parse = (source: string, more: Partial<MarkdownInput> = {}) =>
  parseMarkdown({ source, file: FILE, lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/base/', ...more });

test('theme components imported from @theme become markers with their props; children are body HTML', () => {
  const out = parse([
    "import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", '',
    '<Tabs groupId="os" queryString>', '  <TabItem value="linux" label="Linux" default>', '',
    '  Run **this**.', '', '  </TabItem>', '</Tabs>', '',
  ].join('\n'));
  assert.equal(out.errors, []);
  const item = componentMarkup('TabItem', { value: 'linux', label: 'Linux', default: true }, '\n<p>Run <strong>this</strong>.</p>\n');
  assert.is(out.html, `${componentMarkup('Tabs', { groupId: 'os', queryString: true }, `\n${item}\n`)}\n`);
});

test('site, relative and namespace imports name the resolved file and export in the marker', () => {
  const out = parse([
    "import Chart from '@site/src/components/Chart';", "import { Badge as B } from '../parts/badge';", "import * as Ui from './ui';", '',
    '<Chart points={[1, 2]} options={{ dark: true, label: `a` }} />', '', 'New <B tone="info">beta</B> and <Ui.Pill />.',
  ].join('\n'));
  assert.equal(out.errors, []);
  assert.match(out.html, componentMarkup('import:@site/src/components/Chart#default', { points: [1, 2], options: { dark: true, label: 'a' } }, ''));
  assert.match(out.html, `<p>New ${componentMarkup('import:@site/docs/parts/badge#Badge', { tone: 'info' }, 'beta')} and ${componentMarkup('import:@site/docs/guide/ui#Pill', {}, '')}.</p>`);
});

test('a component another MDX file exports comes from that file\'s code module', () => {
  const out = parse("import { Proof } from './other.mdx';\n\n<Proof step={1} />\n");
  assert.equal(out.errors, []);
  assert.match(out.html, componentMarkup('import:@site/docs/guide/other.mdx?esm#Proof', { step: 1 }, ''));
});

test('a dotted name on an imported object is a path into that export (`<Coordinates.Cartesian />`)', () => {
  const out = parse("import { Coordinates } from './plots';\n\n<Coordinates.Cartesian subdivisions={2} />\n");
  assert.equal(out.errors, []);
  assert.match(out.html, componentMarkup('import:@site/docs/guide/plots#Coordinates.Cartesian', { subdivisions: 2 }, ''));
});

test('a component from an installed npm package is named by the file Node loads for it', () => {
  const asked: string[] = [];
  const out = parse("import Embed from 'react-embed';\nimport { YouTube } from '@scope/mdx-embed/dist';\n\n<Embed url=\"https://example.com/v\" />\n\n<YouTube id=\"x\" />\n", {
    resolvePackage: (spec, from) => {
      asked.push(`${spec} from ${from}`);
      return `/site/node_modules/${spec}/index.js`;
    },
  });
  assert.equal(out.errors, []);
  assert.equal(asked, [`react-embed from ${FILE}`, `@scope/mdx-embed/dist from ${FILE}`]);
  assert.match(out.html, componentMarkup('import:@site/node_modules/react-embed/index.js#default', { url: 'https://example.com/v' }, ''));
  assert.match(out.html, componentMarkup('import:@site/node_modules/@scope/mdx-embed/dist/index.js#YouTube', { id: 'x' }, ''));
});

test('a component the MDX file defines is named by the file\'s own code module', () => {
  const out = parse([
    'export const Highlight = ({ children, color }) => <span style={{ backgroundColor: color }}>{children}</span>;', '',
    'export function Note({ children }) { return <aside>{children}</aside>; }', '',
    '<Highlight color="#25c2a0">green</Highlight> and <Note>a note</Note>',
  ].join('\n'));
  assert.equal(out.errors, []);
  assert.match(out.html, componentMarkup(`import:@site/docs/guide/page.mdx?esm#Highlight`, { color: '#25c2a0' }, 'green'));
  assert.match(out.html, componentMarkup(`import:@site/docs/guide/page.mdx?esm#Note`, {}, 'a note'));
});

test('an HTML element with code for an attribute is made by React (HtmlTag), its code run from the file\'s module', () => {
  const out = parse("Try it: <button onClick={() => alert('hi')}>Click me!</button>\n\n<div onClick={() => 1}><strong>rich</strong></div>\n");
  const code = (source: string) => `{&quot;__opdocsCode&quot;:&quot;import:@site/docs/guide/page.mdx?esm#${codeExportName(source)}&quot;}`;
  assert.ok(out.html.includes(`<opdocs-component name="HtmlTag" props="{&quot;as&quot;:&quot;button&quot;,&quot;onClick&quot;:${code("() => alert('hi')")}}">Click me!</opdocs-component>`), out.html);
  assert.ok(out.html.includes(`<opdocs-component name="HtmlTag" props="{&quot;as&quot;:&quot;div&quot;,&quot;onClick&quot;:${code('() => 1')}}"><strong>rich</strong></opdocs-component>`), out.html);
  assert.equal(out.errors, []);
  const link = parse('export const track = () => 1;\n\n<a href="/docs/intro" onClick={() => track()}>Intro</a>\n', { resolveLink: (href) => `/base${href}` });
  assert.match(link.html, '&quot;href&quot;:&quot;/base/docs/intro&quot;', 'its link is resolved as any other');
});

test('Details is available without an import, as in Docusaurus', () => {
  assert.match(parse('<Details summary="More">\n\nHidden.\n\n</Details>').html, componentMarkup('Details', { summary: 'More' }, '\n<p>Hidden.</p>\n'));
});

test('lowercase elements are plain HTML: style objects become CSS, React names HTML names, boolean attributes stay bare', () => {
  const out = parse([
    '<details>', '  <summary>More</summary>', '', '  Hidden *text*.', '</details>', '',
    '<div className="box" style={{ marginTop: 8, lineHeight: 1.5, WebkitLineClamp: 2, color: "red" }}>x</div>', '',
    '<iframe src="https://www.example.com/embed/1" width={560} allowFullScreen frameBorder="0" />', '',
    '<video controls muted={false} aria-hidden={true} src="https://example.com/a.mp4" />',
  ].join('\n'));
  assert.equal(out.errors, []);
  assert.match(out.html, '<details class="alert alert--info details" data-collapsed="true">\n<summary>More</summary>\n<p>Hidden <em>text</em>.</p>\n</details>');
  assert.match(out.html, '<div class="box" style="margin-top:8px;line-height:1.5;-webkit-line-clamp:2;color:red">x</div>');
  assert.match(out.html, '<iframe src="https://www.example.com/embed/1" width="560" allowfullscreen="" frameborder="0"></iframe>');
  assert.match(out.html, '<video controls="" aria-hidden="true" src="https://example.com/a.mp4"></video>');
});

test('<style> takes a template string as its text, unescaped; svg attributes get their SVG names', () => {
  const out = parse('<style>{`.a > .b { color: red }`}</style>\n\n<svg viewBox="0 0 2 2"><path strokeWidth={2} d="M0 0" /></svg>');
  assert.equal(out.errors, []);
  assert.match(out.html, '<style>.a > .b { color: red }</style>');
  assert.match(out.html, '<path stroke-width="2" d="M0 0"></path>');
});

test('MDX comments and empty expressions render nothing; literals, template strings and exported constants render as text', () => {
  const out = parse("export const version = '2.1';\nexport const count = 3;\n\nVersion {version} of {count} {/* not shown */}{'!'}{`?`}{}\n\n{/*\nblock\n*/}\n");
  assert.equal(out.errors, []);
  // The pre-pass blanks comments to keep columns; the spaces collapse like any HTML whitespace.
  assert.is(out.html.replace(/ +/g, ' '), '<p>Version 2.1 of 3 !?</p>\n');
});

test('headings, links and images inside components go through the usual handlers: ids, TOC, resolution', () => {
  const seen: string[] = [];
  const out = parse([
    "import TabItem from '@theme/TabItem';", "import Link from '@docusaurus/Link';", "import useBaseUrl from '@docusaurus/useBaseUrl';", "import shot from './shot.png';", '',
    '<TabItem value="a">', '', '## Inside a tab {#in-tab}', '', '[Next](./next.md) ![A](./a.png)', '', '</TabItem>', '',
    '<Link to="/docs/intro" className="button">Start</Link>', '',
    '<img src={useBaseUrl("/img/logo.png")} alt="Logo" />', '', '<img src={useBaseUrl("img/banner.png")} alt="Banner" />', '', '<img src={shot} alt="Shot" />', '',
    '<img src={require("./req.png").default} alt="Req" />', '', '<img src="/img/narrow.png" width={5} alt="Narrow" />',
  ].join('\n'), {
    resolveLink: (href) => { seen.push(`link ${href}`); return `/base${href.replace(/^\./, '/docs/guide')}`; },
    resolveImage: (src) => { seen.push(`image ${src}`); return { src: `/base/assets/${src.replace(/^.*\//, '')}`, width: 10, height: 20 }; },
  });
  assert.equal(out.errors, []);
  assert.equal(out.headings.map((h) => [h.id, h.text, h.line]), [['in-tab', 'Inside a tab', 8]]);
  assert.match(out.html, '<h2 id="in-tab" class="anchor">Inside a tab<a href="#in-tab"');
  // useBaseUrl's path names a static file with or without its leading slash, as in Docusaurus.
  assert.equal(seen, ['link ./next.md', 'image ./a.png', 'link /docs/intro', 'image /img/logo.png', 'image /img/banner.png', 'image ./shot.png', 'image ./req.png', 'image /img/narrow.png']);
  assert.match(out.html, '<a href="/base/docs/intro" class="button">Start</a>');
  assert.match(out.html, '<img src="/base/assets/logo.png" alt="Logo" width="10" height="20" loading="lazy" decoding="async" />');
  assert.match(out.html, '<img src="/base/assets/shot.png" alt="Shot"');
  assert.match(out.html, '<img src="/base/assets/req.png" alt="Req"');
  // Only the width written: the height follows the file's 1:2 shape, not its 20 pixels.
  assert.match(out.html, '<img src="/base/assets/narrow.png" width="5" alt="Narrow" height="10"');
  assert.equal(out.blocks.map((b) => b.text), ['Inside a tab', 'Next', 'Start']);
});

test('an <img srcSet> and a <picture>\'s <source srcSet> have their URLs resolved as src is', () => {
  const out = parse('<picture><source srcSet="/img/wide.png 1200w, /img/narrow.png 600w" media="(min-width: 800px)" /><img src="/img/a.png" srcSet="/img/a.png 1x, /img/a2.png 2x" alt="A" /></picture>', {
    resolveImage: (src) => ({ src: `/base${src}` }),
  });
  assert.equal(out.errors, []);
  assert.match(out.html, '<source srcset="/base/img/wide.png 1200w, /base/img/narrow.png 600w" media="(min-width: 800px)"');
  assert.match(out.html, '<img src="/base/img/a.png" srcset="/base/img/a.png 1x, /base/img/a2.png 2x" alt="A"');
});

test('admonitions work inside components and around them', () => {
  const out = parse("import TabItem from '@theme/TabItem';\n\n<TabItem value=\"a\">\n\n:::tip[Careful]\nInside.\n:::\n\n</TabItem>\n\n:::note\nText then <TabItem value=\"b\">x</TabItem>\n:::\n");
  assert.equal(out.errors, []);
  assert.match(out.html, '<opdocs-component name="TabItem" props="{&quot;value&quot;:&quot;a&quot;}">\n<div class="admonition admonition--tip theme-admonition theme-admonition-tip"');
  assert.match(out.html, '<span class="admonition__title">Careful</span>');
  assert.match(out.html, '<div class="admonition__content">\n<p>Text then <opdocs-component name="TabItem"');
});

test('a table in a list item indented 8 spaces is a table: MDX has no indented code', () => {
  const out = parse("export const x = 1;\n\n- Step\n\n        | Key | Value |\n        | --- | ----- |\n        | a   | 1     |\n");
  assert.equal(out.errors, []);
  assert.match(out.html, '<li>\n<p>Step</p>\n<div class="table-scroll" tabindex="0" role="region" aria-label="Table 1"><table>');
});

test('CodeBlock renders as a fenced block would, with title, line numbers and magic comments', () => {
  const out = parse("import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"text\" title=\"run.txt\" showLineNumbers>{`one\n// highlight-next-line\ntwo\n`}</CodeBlock>\n");
  assert.equal(out.errors, []);
  assert.match(out.html, '<div class="code-block theme-code-block code-block--line-numbers" data-language="text"><div class="code-block__title">run.txt</div>');
  assert.match(out.html, '<span class="code-line">one</span>\n<span class="code-line code-line--highlighted">two</span></code>');
});

test('CodeBlock with components among its code shows them in place, unhighlighted, as Docusaurus does', () => {
  const out = parse([
    "import CodeBlock from '@theme/CodeBlock';", "import Version from '@site/src/components/Version';", '',
    '<CodeBlock language="bash" title="install">', '{`npm install flagsmith@`}<Version />{`', 'yarn add flagsmith`}', '</CodeBlock>', '',
  ].join('\n'), { resolveModule: (path) => `${path}.jsx` });
  assert.equal(out.errors, []);
  assert.match(out.html, '<div class="code-block theme-code-block" data-language="bash"><div class="code-block__title">install</div>');
  assert.match(out.html, /<code class="language-bash">npm install flagsmith@<opdocs-component name="import:[^"]*Version[^"]*"><\/opdocs-component>\nyarn add flagsmith<\/code>/);
});

test('a heading id written as {#id} works in an MDX body', () => {
  const out = parse("export const a = 1;\n\n## Setup {#set-up}\n");
  assert.equal(out.errors, []);
  assert.equal(out.headings.map((h) => h.id), ['set-up']);
});

test('an imported .mdx partial is put in place: its headings, admonitions and components count as the page\'s own', () => {
  const files: Record<string, string> = {
    '/site/docs/shared/_setup.mdx': "---\nsidebar: false\n---\nimport TabItem from '@theme/TabItem';\n\n## Shared setup\n\n:::note\nFrom <TabItem value=\"p\">the partial</TabItem>.\n:::\n\n[Next](./next.md)\n",
  };
  const read: string[] = [];
  const links: string[] = [];
  const out = parse("import Setup from '../shared/_setup.mdx';\n\n# Page\n\n<Setup />\n\nAfter.\n", {
    readFile: (f) => { read.push(f); return files[f]; },
    resolveLink: (href, pos) => { links.push(`${href} ${pos.line}:${pos.column}`); return undefined; },
  });
  assert.equal(out.errors, []);
  assert.equal(links, ['./next.md 5:1']);
  assert.equal(read, ['/site/docs/shared/_setup.mdx']);
  assert.equal(out.headings.map((h) => [h.id, h.line]), [['shared-setup', 5]]);
  assert.match(out.html, '<h1>Page</h1>\n<h2 id="shared-setup" class="anchor">Shared setup');
  assert.match(out.html, '<div class="admonition__content">\n<p>From <opdocs-component name="TabItem" props="{&quot;value&quot;:&quot;p&quot;}">the partial</opdocs-component>.</p>');
  assert.match(out.html, '</div></div>\n<p><a href="./next.md">Next</a></p>\n<p>After.</p>');
});

test('a partial reads its attributes as props, one set per use: conditions, comparisons and fallbacks', () => {
  const files: Record<string, string> = {
    '/site/docs/shared/_overview.mdx': [
      'The {props.isEth ? "document store" : "DID"} method signs with {props.key ?? "a key"}.', '',
      '{props.level >= 2 && "Advanced."}', '',
      '<a href={props.isEth ? "/docs/eth" : "/docs/did"}>More</a>', '',
    ].join('\n'),
  };
  const out = parse("import Overview from '../shared/_overview.mdx';\n\n<Overview isEth key=\"K1\" level={2} />\n\n<Overview />\n", {
    readFile: (f) => files[f],
  });
  assert.equal(out.errors, []);
  assert.match(out.html, '<p>The document store method signs with K1.</p>');
  assert.match(out.html, '<p>The DID method signs with a key.</p>');
  assert.match(out.html, '<a href="/docs/eth">More</a>');
  assert.match(out.html, '<a href="/docs/did">More</a>');
  assert.is(out.html.split('Advanced.').length, 2, 'shown for level 2, not for the use without it');
});

test('a CodeBlock in a partial reads the partial\'s props', () => {
  const files: Record<string, string> = {
    '/site/docs/shared/_copy.mdx': "import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock>scp output/{props.file} root@omega.local:/tmp/</CodeBlock>\n",
  };
  const out = parse("import Copy from '../shared/_copy.mdx';\n\n<Copy file=\"hello_1.0.ipk\" />\n", { readFile: (f) => files[f] });
  assert.equal(out.errors, []);
  assert.match(out.html, 'scp output/hello_1.0.ipk root@omega.local:/tmp/');
});

test('URLs in a partial are relative to the partial\'s own file, positions stay at the including tag', () => {
  const files: Record<string, string> = { '/site/docs/parts/_shot.mdx': '![Shot](../img/shot.png)\n\nSee [setup](./setup.md) and <img src="./raw.png" />.\n' };
  const seen: string[] = [];
  parse("import Shot from '../parts/_shot.mdx';\n\n# Page\n\n<Shot />\n\n![Own](./own.png)\n", {
    readFile: (f) => files[f],
    resolveImage: (src, pos) => { seen.push(`image ${src} ${pos.line} ${pos.from ?? 'page'}`); return undefined; },
    resolveLink: (href, pos) => { seen.push(`link ${href} ${pos.line} ${pos.from ?? 'page'}`); return undefined; },
  });
  assert.equal(seen.sort(), [
    'image ../img/shot.png 5 /site/docs/parts/_shot.mdx',
    'image ./own.png 7 page',
    'image ./raw.png 5 /site/docs/parts/_shot.mdx',
    'link ./setup.md 5 /site/docs/parts/_shot.mdx',
  ]);
});

test('a partial attribute that is not static is reported at the including tag', () => {
  const out = parse("import Overview from './_o.mdx';\n\n<Overview mode={pickMode()} />\n", { readFile: () => 'Text {props.mode}.\n' });
  assert.match(out.errors.map((e) => `${e.line}:${e.column} ${e.message}`).join('\n'), '3:1 MDX: the attribute mode={pickMode()} of the partial <Overview> cannot be evaluated at build time');
});

test('a file imported with !!raw-loader! is text, e.g. for a CodeBlock', () => {
  const out = parse("import CodeBlock from '@theme/CodeBlock';\nimport source from '!!raw-loader!./example.txt';\n\n<CodeBlock language=\"text\">{source}</CodeBlock>\n", {
    readFile: (f) => (f === '/site/docs/guide/example.txt' ? 'first\nsecond\n' : undefined),
  });
  assert.equal(out.errors, []);
  assert.match(out.html, '<span class="code-line">first</span>\n<span class="code-line">second</span></code>');
  assert.equal(parse("import x from '!!raw-loader!./none.txt';\n\n{x}\n").errors.map((e) => `${e.line}:${e.column} ${e.message}`), [
    "1:1 MDX: cannot read '!!raw-loader!./none.txt' imported as text",
  ]);
});

test('!!raw-loader! without an extension reads the file webpack would: .js before .ts, then an index file', () => {
  const files: Record<string, string> = {
    '/site/docs/guide/demo.js': 'const fromJs = 1;\n', '/site/docs/guide/demo.ts': 'const fromTs = 1;\n',
    '/site/docs/guide/demo.mdx': '# not this\n', '/site/docs/guide/lib/index.ts': 'export const lib = 2;\n',
  };
  const out = parse("import CodeBlock from '@theme/CodeBlock';\nimport demo from '!!raw-loader!./demo';\nimport lib from '!!raw-loader!./lib';\n\n<CodeBlock language=\"text\">{demo}</CodeBlock>\n\n<CodeBlock language=\"text\">{lib}</CodeBlock>\n", {
    readFile: (f) => files[f],
  });
  assert.equal(out.errors, []);
  assert.match(out.html, 'const fromJs = 1;');
  assert.not.match(out.html, 'fromTs');
  assert.match(out.html, 'export const lib = 2;');
});

test('<Head> from @docusaurus/Head gives the page its title and meta tags, and nothing in the body', () => {
  const out = parse("import Head from '@docusaurus/Head';\n\n<Head>\n  <title>Own title</title>\n  <meta name=\"keywords\" content=\"a, b\" />\n  <meta property=\"og:site_name\" content=\"Site\" />\n  <link rel=\"canonical\" href=\"https://example.org/x\" />\n</Head>\n\nBody text.\n");
  assert.equal(out.errors, []);
  assert.equal(out.head, [
    { kind: 'title', text: 'Own title' },
    { kind: 'meta', name: 'keywords', content: 'a, b' },
    { kind: 'meta', property: 'og:site_name', content: 'Site' },
    { kind: 'link', attrs: { rel: 'canonical', href: 'https://example.org/x' } },
  ]);
  assert.is(out.html.trim(), '<p>Body text.</p>');
});

test('a <script> in <Head> that is not JSON-LD is left out with a warning at its line, and the rest of <Head> still applies', () => {
  const out = parse("import Head from '@docusaurus/Head';\n\n<Head>\n  <script>\n    {'window.faq = 1'}\n  </script>\n  <meta name=\"keywords\" content=\"owls\" />\n</Head>\n\nBody.\n");
  assert.equal(out.errors.map((e) => [e.line, e.unchecked, e.message]), [[4, true, 'MDX: <script> in <Head> is left out of the page: opdocs writes <title>, <meta>, <link> and <html className> from <Head>']]);
  assert.equal(out.head, [{ kind: 'meta', name: 'keywords', content: 'owls' }]);
  assert.not.match(out.html, 'faq');
});

test('a tag in <Head> that is not a head tag is an error at its place', () => {
  const out = parse("import Head from '@docusaurus/Head';\n\n<Head>\n  <div>no</div>\n</Head>\n");
  assert.equal(out.errors.map((e) => [e.line, e.message]), [[4, 'MDX: <div> in <Head> is not a head tag opdocs writes']]);
});

test('import and export written inside a JSX element are the module\'s, as MDX hoists them', () => {
  const out = parse([
    "import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", '',
    '<Tabs>', '<TabItem value="mac">', '',
    "import Prompt from '@site/src/components/Prompt';", "export const host = 'omega.local';", '',
    'Connect to {host}:', '', '<Prompt />', '', '</TabItem>', '</Tabs>', '',
  ].join('\n'));
  assert.equal(out.errors, []);
  assert.match(out.html, '<p>Connect to omega.local:</p>');
  assert.match(out.html, componentMarkup('import:@site/src/components/Prompt#default', {}, ''));
  assert.not.match(out.html, 'import Prompt');
});

test.run();
