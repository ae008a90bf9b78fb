/**
 * `!!raw-loader!` imports in a site's own React code: the file's text as the default export,
 * found as webpack finds it, and a missing file reported at the importing line.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Raw = suite('raw-loader imports in site code');

const CONFIG = JSON.stringify({ title: 'T', url: 'https://example.org', baseUrl: '/', contentDir: '.' });

Raw('a page shows the text of the files it imports with !!raw-loader!, .js found before .ts', async () => {
  const siteDir = writeSiteFiles('opdocs-raw-text', {
    'site.config.json': CONFIG,
    'docs/a.md': '# A\n',
    'src/pages/samples.js': [
      "import demo from '!!raw-loader!./_snippets/demo';",
      "import note from '!!raw-loader!@site/static/files/note.txt';",
      "const styles = require('!!raw-loader!../theme-sample.css').default;",
      'export default function Samples() { return <main><pre id="demo">{demo}</pre><pre id="note">{note}</pre><pre id="css">{styles}</pre></main>; }',
    ].join('\n'),
    'src/pages/_snippets/demo.js': "const chosen = 'the js file';\n",
    'src/pages/_snippets/demo.ts': "const chosen: string = 'the ts file';\n",
    'src/pages/_snippets/demo.mdx': '# not a sample\n',
    'static/files/note.txt': 'a <note> & more\n',
    'src/theme-sample.css': '.x { color: red; }\n',
  });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  const html = readFileSync(join(siteDir, 'build/samples/index.html'), 'utf8');
  assert.match(html, '<pre id="demo">const chosen = &#x27;the js file&#x27;;\n</pre>');
  assert.match(html, '<pre id="note">a &lt;note&gt; &amp; more\n</pre>');
  assert.match(html, '<pre id="css">.x { color: red; }\n</pre>');
});

Raw('a file that is not there is an error at the import, saying how the path is read', async () => {
  const siteDir = writeSiteFiles('opdocs-raw-text-missing', {
    'site.config.json': CONFIG,
    'docs/a.md': '# A\n',
    'src/pages/samples.js': "import demo from '!!raw-loader!./nowhere';\nexport default function Samples() { return <pre>{demo}</pre>; }\n",
  });
  try {
    await buildSite({ siteDir, outDir: 'build', quiet: true });
    assert.unreachable('the build fails');
  } catch (err) {
    const list = ((err as { errors?: { file?: string; line?: number; message: string; hint?: string }[] }).errors ?? []);
    const first = list.find((e) => e.message.includes('raw-loader'));
    assert.ok(first, list.map((e) => e.message).join('\n'));
    assert.is(`${first.file?.slice(siteDir.length + 1)}:${first.line}`, 'src/pages/samples.js:1');
    assert.match(first.message, 'Could not read "!!raw-loader!./nowhere" as text: no file "./nowhere"');
    assert.match(first.hint ?? '', 'without an extension, .mjs, .js, .jsx, .ts, .tsx and .json are tried');
  }
});

Raw.run();
