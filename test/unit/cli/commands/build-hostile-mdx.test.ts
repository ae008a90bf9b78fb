/**
 * MDX pages whose code fails only when the build runs it: a component the page imports that
 * throws while rendering, an expression of the page that throws, an import of a Node.js module
 * the browser has not got. Each fails the build at the file (and, where it can be known, the
 * line) to fix, and leaves the previous build in place.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';
import { failedBuildErrors as failure } from '../../../helpers/build-failure.ts';

const Mdx = suite('MDX code that fails while the build runs it');
const CONFIG = JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/' });

Mdx('a component that throws while a page renders it is blamed at its own line, naming the page; the last build stays', async () => {
  const dir = writeSiteFiles('opdocs-hostile-mdx-', {
    'site.config.json': CONFIG,
    'content/docs/intro.md': '# Intro\n',
    'content/docs/uses.mdx': 'import { Price } from "@site/src/Price";\n\n# Uses\n\n<Price />\n',
    'src/Price.jsx': 'export function Price() {\n  return <b>{7}</b>;\n}\n',
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  writeFileSync(join(dir, 'src/Price.jsx'), 'export function Price() {\n  const table = null;\n  return <b>{table.price}</b>;\n}\n');
  const [printed, ...rest] = await failure(dir);
  assert.equal(rest, []);
  assert.match(printed, /^src\/Price\.jsx:3:\d+  error  rendering the components in \/docs\/uses failed: Cannot read properties of null \(reading 'price'\)\n/);
  assert.match(printed, /\n  hint: fix the code at this position; it threw while rendering content\/docs\/uses\.mdx$/);
  assert.match(readFileSync(join(dir, 'build/docs/uses/index.html'), 'utf8'), '<b>7</b>', 'the previous build is intact');
});

Mdx('an expression of the page that throws is placed at its line, after front matter, and one of a partial at the partial\'s line', async () => {
  const dir = writeSiteFiles('opdocs-hostile-mdx-', {
    'site.config.json': CONFIG,
    'content/docs/intro.md': '# Intro\n',
    'content/docs/sum.mdx': '---\ntitle: Sum\n---\n\nexport const parts = [1, 2];\n\n# Sum {parts.length}\n\nText {parts[0]}.\n\n<div title={parts.join()}>\n  {parts.map((n) => {\n    if (n === 2) throw new Error("no twos");\n    return n;\n  })}\n</div>\n',
    'content/docs/whole.mdx': 'import Part from "./_part.mdx";\n\n# Whole\n\n<Part />\n',
    'content/docs/_part.mdx': 'A partial.\n\n{(() => { throw new TypeError("not in parts"); })()}\n',
  });
  assert.equal(await failure(dir), [
    'content/docs/sum.mdx:13  error  rendering the components in /docs/sum failed: no twos\n'
    + '  hint: the `{…}` expression or code on this line threw while rendering: fix it, or the component or data it uses',
    'content/docs/_part.mdx:3  error  rendering the components in /docs/whole failed: not in parts\n'
    + '  hint: fix the code at this position; it threw while rendering content/docs/whole.mdx',
  ]);
});

Mdx('a Node.js module imported by an MDX page is placed in the .mdx file where it is written, with advice for a site', async () => {
  const code = 'export const text = await import("node:fs").then((fs) => fs.readFileSync("/etc/hostname", "utf8"));';
  const dir = writeSiteFiles('opdocs-hostile-mdx-', {
    'site.config.json': CONFIG,
    'content/docs/intro.md': '# Intro\n',
    'content/docs/host.mdx': `${code}\n\n# Host\n\n{text}\n`,
  });
  const printed = await failure(dir);
  assert.equal(printed.length, 1, printed.join('\n'));
  assert.match(printed[0], `content/docs/host.mdx:1:${code.indexOf('"node:fs"') + 1}  error  browser bundle: Could not resolve "node:fs"\n`);
  assert.match(printed[0], '\n  hint: "node:fs" is a module of Node.js, which browsers do not have');
});

Mdx.run();
