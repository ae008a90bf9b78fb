import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SidebarItem } from '../../../../../runtime/types';
import { OpdocsError } from '../../../../../cli/errors';
import { readSidebarsFile } from '../../../../../cli/pipeline/routes/sidebars-file';
import { docAt, loadCleanSite, writeSiteFiles } from '../../../../helpers/site-files';

const SidebarsFile = suite('readSidebarsFile: the file runs as Docusaurus runs it, in place');

/** Reads `name` from a fresh site folder holding `files`, as the docs feature does. */
async function read(name: string, files: Record<string, string>): Promise<{ dir: string; value: unknown }> {
  const dir = writeSiteFiles('opdocs-sidebars-file-', files);
  const result = await readSidebarsFile(join(dir, name), join(dir, 'node_modules', '.cache', 'opdocs'));
  if (result instanceof OpdocsError) throw new Error(`${result.file}:${result.line}:${result.column} ${result.message}`);
  return { dir, value: result.value };
}

/** The error reading `name` gives, with its position, from a fresh site folder holding `files`. */
async function failure(name: string, files: Record<string, string>): Promise<{ dir: string; error: OpdocsError }> {
  const dir = writeSiteFiles('opdocs-sidebars-file-', files);
  const result = await readSidebarsFile(join(dir, name), join(dir, 'node_modules', '.cache', 'opdocs'));
  assert.instance(result, OpdocsError);
  return { dir, error: result as OpdocsError };
}

SidebarsFile('a CommonJS file can require Node\'s own modules, with or without node:', async () => {
  const { value } = await read('sidebars.js', {
    'sidebars.js': "const fs = require('fs');\nconst path = require('node:path');\nmodule.exports = { main: fs.readdirSync(path.join(__dirname, 'docs')).map((f) => path.basename(f, '.md')).sort() };\n",
    'docs/b.md': '# B\n',
    'docs/a.md': '# A\n',
  });
  assert.equal(value, { main: ['a', 'b'] });
});

SidebarsFile('Meta\'s fbInternalOnly and fbContent give their public-build items, with the package not installed', async () => {
  const { value } = await read('sidebars.js', {
    'sidebars.js': [
      "const { fbInternalOnly, fbContent } = require('docusaurus-plugin-internaldocs-fb/internal');",
      "module.exports = { main: ['intro', ...fbInternalOnly(['internal-only']), fbContent({ internal: 'inside', external: () => 'outside' })] };",
    ].join('\n'),
  });
  assert.equal(value, { main: ['intro', 'outside'] });
});

SidebarsFile('__dirname and __filename are the sidebars file\'s folder and path, not the cache folder\'s', async () => {
  const { dir, value } = await read('sidebars.js', { 'sidebars.js': 'module.exports = { main: [__dirname, __filename] };\n' });
  assert.equal(value, { main: [dir, join(dir, 'sidebars.js')] });
});

SidebarsFile('a relative CommonJS helper is required from the file\'s folder and sees its own __dirname', async () => {
  const { dir, value } = await read('sidebars.js', {
    'sidebars.js': "const { ids } = require('./sidebars/list');\nmodule.exports = { main: ids('api') };\n",
    'sidebars/list.js': "const fs = require('fs');\nconst path = require('path');\nexports.ids = (folder) => fs.readdirSync(path.join(__dirname, '..', 'docs', folder)).map((f) => `${folder}/${f.replace(/\\.md$/, '')}`).concat(__dirname);\n",
    'docs/api/get.md': '# Get\n',
  });
  assert.equal(value, { main: ['api/get', join(dir, 'sidebars')] });
});

SidebarsFile('a package is required from the site\'s node_modules, and require.resolve finds it there', async () => {
  const { dir, value } = await read('sidebars.js', {
    'sidebars.js': "module.exports = { main: require('sidebar-ids').ids, at: [require.resolve('sidebar-ids')] };\n",
    'node_modules/sidebar-ids/package.json': JSON.stringify({ name: 'sidebar-ids', main: 'index.js' }),
    'node_modules/sidebar-ids/index.js': "exports.ids = ['intro'];\n",
  });
  assert.equal(value, { main: ['intro'], at: [join(dir, 'node_modules', 'sidebar-ids', 'index.js')] });
});

SidebarsFile('an ES module keeps working: top-level await, its own __dirname and require, import.meta.url of the file', async () => {
  const { dir, value } = await read('sidebars.mjs', {
    'sidebars.mjs': [
      "import { dirname } from 'node:path';",
      "import { fileURLToPath } from 'node:url';",
      "import { createRequire } from 'node:module';",
      'const require = createRequire(import.meta.url);',
      'const __dirname = dirname(fileURLToPath(import.meta.url));',
      "const { ids } = await import('./ids.mjs');",
      "export default { main: ids, folders: [__dirname, import.meta.dirname], fs: [typeof require('fs').readFileSync] };",
    ].join('\n'),
    'ids.mjs': "export const ids = ['intro'];\n",
  });
  assert.equal(value, { main: ['intro'], folders: [dir, dir], fs: ['function'] });
});

SidebarsFile('a TypeScript file, with export default or with module.exports, sees the file\'s __dirname', async () => {
  const files = {
    'types.ts': 'export type Ids = string[];\n',
    'esm/sidebars.ts': "import type { Ids } from '../types';\nconst ids: Ids = ['intro'];\nexport default { main: ids, at: [__dirname] };\n",
    'cjs/sidebars.ts': "const fs: typeof import('fs') = require('fs');\nconst ids: string[] = ['intro'];\nmodule.exports = { main: ids, at: [__dirname, typeof fs.statSync] };\n",
  };
  const esm = await read('esm/sidebars.ts', files);
  assert.equal(esm.value, { main: ['intro'], at: [join(esm.dir, 'esm')] });
  const cjs = await read('cjs/sidebars.ts', files);
  assert.equal(cjs.value, { main: ['intro'], at: [join(cjs.dir, 'cjs'), 'function'] });
});

SidebarsFile('a syntax error in a CommonJS file is placed at the file\'s own line', async () => {
  const { dir, error } = await failure('sidebars.js', { 'sidebars.js': '// sidebars\nconst a = 1;\nconst b = ;\nmodule.exports = {};\n' });
  assert.equal([error.file, error.line, error.column, error.message], [join(dir, 'sidebars.js'), 3, 11, 'sidebars file does not compile: Unexpected ";"']);
});

SidebarsFile('a CommonJS file cut short is placed at its own end, not at a line past it', async () => {
  const { dir, error } = await failure('sidebars.js', { 'sidebars.js': 'module.exports = {\n  main: [\n' });
  assert.equal([error.file, error.line, error.message], [join(dir, 'sidebars.js'), 3, 'sidebars file does not compile: Unexpected end of file']);
});

SidebarsFile('a helper file that is missing is placed at its require, with advice about the path rather than the syntax', async () => {
  const { dir, error } = await failure('sidebars.js', { 'sidebars.js': "const parts = require('./sidebar-parts');\nmodule.exports = { main: parts };\n" });
  assert.equal([error.file, error.line, error.message], [join(dir, 'sidebars.js'), 1, 'sidebars file does not compile: Could not resolve "./sidebar-parts"']);
  assert.is(error.hint, 'correct the path (it is relative to the file that imports it), or create the file');
});

SidebarsFile('a syntax error in a module the sidebars file imports is placed in that module', async () => {
  const { dir, error } = await failure('sidebars.js', {
    'sidebars.js': "const parts = require('./parts/sidebar-parts');\nmodule.exports = { main: parts };\n",
    'parts/sidebar-parts.js': "module.exports = [\n  'intro',,\n  'guide' 'setup',\n];\n",
  });
  assert.equal([error.file, error.line], [join(dir, 'parts', 'sidebar-parts.js'), 3]);
  assert.match(error.message, 'sidebars file does not compile: ');
});

SidebarsFile('an error thrown while loading is placed where it was thrown, in a helper too', async () => {
  const own = await failure('sidebars.js', { 'sidebars.js': "// sidebars\n\nfunction ids() {\n  throw new Error('no docs here');\n}\nmodule.exports = { main: ids() };\n" });
  assert.equal([own.error.file, own.error.line, own.error.column, own.error.message], [join(own.dir, 'sidebars.js'), 4, 9, 'sidebars file threw while loading: no docs here']);
  const helper = await failure('sidebars.js', {
    'sidebars.js': "module.exports = { main: require('./lib/ids.js') };\n",
    'lib/ids.js': "const fs = require('fs');\nmodule.exports = fs.readdirSync(__dirname + '/missing');\n",
  });
  assert.equal([helper.error.file, helper.error.line], [join(helper.dir, 'lib', 'ids.js'), 2]);
  assert.match(helper.error.message, /^sidebars file threw while loading: ENOENT/);
});

SidebarsFile('the file runs afresh on every read, so a listing of the docs folder sees a doc added since', async () => {
  const files = { 'sidebars.js': "module.exports = { main: require('fs').readdirSync(__dirname + '/docs').sort() };\n", 'docs/a.md': '# A\n' };
  const first = await read('sidebars.js', files);
  writeFileSync(join(first.dir, 'docs', 'b.md'), '# B\n');
  const again = await readSidebarsFile(join(first.dir, 'sidebars.js'), join(first.dir, 'node_modules', '.cache', 'opdocs'));
  assert.equal((again as { value: unknown }).value, { main: ['a.md', 'b.md'] });
});

SidebarsFile('a site whose sidebars.js lists its docs folder with fs and __dirname gets that sidebar', async () => {
  const dir = writeSiteFiles('opdocs-sidebars-site-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', contentDir: '.', docs: { sidebarPath: 'sidebars.js' } }),
    'sidebars.js': "const fs = require('fs');\nconst path = require('path');\nmodule.exports = { main: fs.readdirSync(path.join(__dirname, 'docs')).map((f) => f.replace(/\\.md$/, '')).sort() };\n",
    'docs/alpha.md': '# Alpha\n',
    'docs/beta.md': '# Beta\n',
  });
  const site = await loadCleanSite(dir);
  const alpha = docAt(site, '/docs/alpha');
  assert.is(alpha?.sidebar?.id, 'main');
  const items = site.shared.find((f) => f.url === alpha?.sidebar?.url)?.value as SidebarItem[];
  assert.equal(items.map((i) => (i as { href?: string }).href), ['/docs/alpha', '/docs/beta']);
});

SidebarsFile('require() of an ES module with a default export gives that export, its named exports on it, as Docusaurus loads sidebars', async () => {
  const { value } = await read('sidebars.ts', {
    'sidebars.ts': "const generated = require('./gen/sidebar.ts');\nconst plain = require('./gen/plain.js');\nexport default { main: [...generated.items, generated.extra, plain.id] };\n",
    'gen/sidebar.ts': "const sidebar: { items: string[] } = { items: ['a', 'b'] };\nexport const extra = 'c';\nexport default sidebar;\n",
    'gen/plain.js': "module.exports = { id: 'd' };\n",
  });
  assert.equal(value, { main: ['a', 'b', 'c', 'd'] });
});

SidebarsFile.run();
