import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rewriteRawTextContexts } from '../../../../cli/bundle/raw-text-contexts.ts';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';
import { failedBuildErrors } from '../../../helpers/build-failure.ts';

const Contexts = suite('a raw-loader require whose path is a template');

const CONFIG = JSON.stringify({ title: 'Samples', url: 'https://example.com', baseUrl: '/', contentDir: '.' });
const SAMPLE = [
  'export default function Sample({ name }) {',
  '  const code = require(`!!raw-loader!@site/samples/${name}`).default;',
  '  return <pre data-name={name}>{code}</pre>;',
  '}',
].join('\n');

Contexts('the rewrite keeps every line of the file where it was and leaves other requires alone', () => {
  const source = `${SAMPLE}\nconst fixed = require('!!raw-loader!./fixed.txt');\n`;
  const out = rewriteRawTextContexts(source, '/site/src/Sample.jsx', '/site');
  const lines = out.split('\n');
  assert.is(lines[1], '  const code = __opdocsRawContext0(`${name}`, "!!raw-loader!@site/samples/").default;');
  assert.is(lines[4], "const fixed = require('!!raw-loader!./fixed.txt');");
  assert.match(out, 'import __opdocsRawContext0 from "opdocs-raw-context:samples";');
  assert.is(rewriteRawTextContexts('require(`!!raw-loader!/etc/${x}`)', '/site/a.js', '/site'), 'require(`!!raw-loader!/etc/${x}`)', 'a folder outside the site is left as written');
});

Contexts('the page shows the text of the file the template names, with or without its extension', async () => {
  const dir = writeSiteFiles('opdocs-raw-contexts-', {
    'site.config.json': CONFIG,
    'docs/intro.md': '# Intro\n',
    'src/components/Sample.jsx': SAMPLE,
    'src/pages/index.js': "import Sample from '../components/Sample';\nexport default function Home() { return <main><Sample name=\"one/a.ts\" /><Sample name=\"b\" /></main>; }\n",
    'samples/one/a.ts': 'export const a = 1 < 2;\n',
    'samples/b.js': 'console.log("b");\n',
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'index.html'), 'utf8');
  assert.match(html, '<pre data-name="one/a.ts">export const a = 1 &lt; 2;\n</pre>');
  assert.match(html, '<pre data-name="b">console.log(&quot;b&quot;);\n</pre>');
});

Contexts('a path in an empty folder fails the render with webpack\'s message and the likely cause', async () => {
  const dir = writeSiteFiles('opdocs-raw-contexts-empty-', {
    'site.config.json': CONFIG,
    'docs/intro.md': '# Intro\n',
    'src/components/Sample.jsx': SAMPLE,
    'src/pages/index.js': "import Sample from '../components/Sample';\nexport default function Home() { return <Sample name=\"repo/main.ts\" />; }\n",
    'samples/other.ts': '',
  });
  mkdirSync(join(dir, 'samples', 'repo'));
  const errors = await failedBuildErrors(dir);
  assert.is(errors.length, 1);
  assert.match(errors[0], "Cannot find module '!!raw-loader!@site/samples/repo/main.ts' (samples/repo/ is empty: a Git submodule not checked out? Run git submodule update --init)");
});

Contexts.run();
