/**
 * MDX written as code inside a partial (`icon={<Star />}`, a handler prop) runs from the
 * partial's own code module, as a page's runs from the page's; a partial's code cannot read
 * the `props` each use of it gives, as Docusaurus' MDX code does.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors } from '../../../../cli/errors.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const PartialCode = suite('code inside an MDX partial');

const FILES: Record<string, string> = {
  'site.config.json': JSON.stringify({ title: 'Parts', url: 'https://example.com', contentDir: '.' }),
  'src/components/Tile.jsx': 'export default function Tile({ badge, label, onOpen }) {\n  return <p className="tile">{badge}<b>{label}</b><i>{typeof onOpen}</i></p>;\n}\n',
  'src/components/Dot.jsx': 'export default function Dot({ tone }) {\n  return <span className={`dot dot--${tone}`}>●</span>;\n}\n',
  'docs/_tiles.mdx': [
    "import Tile from '@site/src/components/Tile';",
    "import Dot from '@site/src/components/Dot';",
    "export const tones = ['calm', 'loud'];",
    '',
    '## Tiles',
    '',
    '<Tile badge={<Dot tone={tones[1]} />} label={props.name} />',
    '',
    "<Tile badge={<Dot tone=\"calm\" />} label={tones.map((t) => t.toUpperCase()).join('/')} onOpen={() => tones.length} />",
    '',
  ].join('\n'),
  'docs/page.mdx': "---\ntitle: Page\n---\nimport Tiles from './_tiles.mdx';\n\nIntro.\n\n<Tiles name=\"First\" />\n",
};

PartialCode('JSX and functions in a partial\'s attributes render at build time from the partial\'s module', async () => {
  const dir = writeSiteFiles('opdocs-partial-code', FILES);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build/docs/page/index.html'), 'utf8');
  const tiles = [...html.matchAll(/<p class="tile">(.*?)<\/p>/g)].map((m) => m[1]);
  assert.equal(tiles, [
    '<span class="dot dot--loud">●</span><b>First</b><i>undefined</i>',
    '<span class="dot dot--calm">●</span><b>CALM/LOUD</b><i>function</i>',
  ]);
  assert.match(html, '<h2 id="tiles"');
});

PartialCode('a partial\'s code reads the props of each use: JSX in an expression, a CodeBlock in one, a handler attribute', async () => {
  const dir = writeSiteFiles('opdocs-partial-props', {
    ...FILES,
    'docs/_events.mdx': [
      "import CodeBlock from '@theme/CodeBlock';",
      "import Tile from '@site/src/components/Tile';",
      '',
      '### onStart',
      '',
      '{',
      '<CodeBlock className="language-ts">',
      '    {`onStart: (event: ${props.kind}Event) => void`}',
      '</CodeBlock>',
      '}',
      '',
      'Starts a {<b className="kind">{props.kind.toUpperCase()}</b>} gesture.',
      '',
      '<Tile label={props.kind} onOpen={() => props.kind} badge={<i className="badge">{props.kind.length}</i>} />',
      '',
    ].join('\n'),
    'docs/swipe.mdx': "---\ntitle: Swipe\n---\nimport Events from './_events.mdx';\n\n<Events kind=\"Swipe\" />\n",
    'docs/pinch.mdx': "---\ntitle: Pinch\n---\nimport Events from './_events.mdx';\n\n<Events kind=\"Pinch\" />\n",
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  for (const [page, kind] of [['swipe', 'Swipe'], ['pinch', 'Pinch']]) {
    const html = readFileSync(join(dir, `build/docs/${page}/index.html`), 'utf8');
    const code = /<code class="language-ts">(.*?)<\/code>/s.exec(html)?.[1].replace(/<[^>]+>/g, '').replace(/&gt;/g, '>');
    assert.is(code, `onStart: (event: ${kind}Event) => void`, page);
    // Code renders inside an island (it hydrates), so markup may stand between the text and it.
    assert.match(html, new RegExp(`Starts a (<opdocs-island[^>]*>)?<b class="kind">${kind.toUpperCase()}</b>`));
    assert.match(html, `<p class="tile"><i class="badge">5</i><b>${kind}</b><i>function</i></p>`);
    // The props travel with the code to the browser, which runs it again when it hydrates.
    assert.match(html, `&quot;__opdocsProps&quot;:{&quot;kind&quot;:&quot;${kind}&quot;}`);
  }
});

PartialCode('a partial\'s code naming something nothing defines is an error at the partial\'s line, saying which', async () => {
  const dir = writeSiteFiles('opdocs-partial-unknown', {
    ...FILES,
    'docs/_tiles.mdx': "import Tile from '@site/src/components/Tile';\n\n<Tile label=\"x\" onOpen={() => props.name + suffix} />\n",
  });
  const err = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e: unknown) => e);
  assert.equal(asUserErrors(err)?.map((e) => `${e.file?.split('/').pop()}:${e.line} ${e.message}`), [
    '_tiles.mdx:3 MDX: the attribute onOpen={() => props.name + suffix} of <Tile> uses `suffix`, which is not defined in this file',
  ]);
});

PartialCode('a partial the page\'s code uses (a render prop, a value in an object) is imported there as a component', async () => {
  const dir = writeSiteFiles('opdocs-partial-in-code', {
    ...FILES,
    'src/components/Frame.jsx': 'export default function Frame({ render, parts }) {\n  return <section className="frame">{render()}{parts.extra}</section>;\n}\n',
    'docs/_snippet.md': 'Snippet with **bold** text.\n',
    'docs/page.mdx': "---\ntitle: Page\n---\nimport Snippet from './_snippet.md';\nimport Tiles from './_tiles.mdx';\nimport Frame from '@site/src/components/Frame';\n\n<Frame render={() => <Snippet />} parts={{ extra: <em>more</em> }} />\n\n<Snippet />\n\n<Tiles name=\"Second\" />\n",
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build/docs/page/index.html'), 'utf8');
  assert.match(html, /<section class="frame">(<div[^>]*>)?<p>Snippet with <strong>bold<\/strong> text.<\/p>\s*(<\/div>)?<em>more<\/em><\/section>/);
  // Put in place as the page's own content too, and the other partial as before.
  assert.is(html.split('Snippet with <strong>bold</strong> text.').length - 1, 2);
  assert.match(html, '<b>Second</b>');
});

PartialCode.run();
