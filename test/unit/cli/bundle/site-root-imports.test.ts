import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteRootImports } from '../../../../cli/bundle/site-root-imports.ts';
import { siteFiles } from '../../../../cli/bundle/site-namespace.ts';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Imports = suite('imports from the site root (`/src/…`) in a site\'s code');

const PAGE = 'src/pages/page.js';

/** Bundles the site's page as the server bundle names files (absolute, file namespace). */
async function bundleAsServer(siteDir: string) {
  const result = await build({
    entryPoints: [join(siteDir, PAGE)], bundle: true, write: false, format: 'esm', logLevel: 'silent',
    plugins: [siteRootImports(siteDir)],
  });
  return result.outputFiles[0].text;
}

Imports('a path from the site root is the site folder\'s file, extensions and index files found as for @site/', async () => {
  const siteDir = writeSiteFiles('opdocs-root-imports', {
    [PAGE]: "import config from '/docusaurus.config.js';\nimport list from '/src/data/list';\nimport { card } from '/src/card';\nexport default [config.tool, list, card];",
    'docusaurus.config.js': "module.exports = { tool: 'config marker' };",
    'src/data/list.ts': "export default 'list marker';",
    'src/card/index.js': "export const card = 'card marker';",
  });
  const code = await bundleAsServer(siteDir);
  for (const marker of ['config marker', 'list marker', 'card marker']) assert.match(code, marker);
});

Imports('a real absolute path keeps its own file, even when the site has one at that path too', async () => {
  const elsewhere = writeSiteFiles('opdocs-root-imports-abs', { 'real.js': "export default 'real marker';", 'lib/index.js': "export default 'folder marker';" });
  const siteDir = writeSiteFiles('opdocs-root-imports', {
    [PAGE]: `import real from ${JSON.stringify(join(elsewhere, 'real.js'))};\nimport folder from ${JSON.stringify(join(elsewhere, 'lib'))};\nexport default [real, folder];`,
    [join(elsewhere, 'real.js').slice(1)]: "export default 'shadow marker';",
  });
  const code = await bundleAsServer(siteDir);
  assert.match(code, 'real marker');
  assert.match(code, 'folder marker', 'an absolute folder resolves to its index');
  assert.not.match(code, 'shadow marker');
});

Imports('a static folder comes before the site folder, as in webpack\'s resolve.roots', async () => {
  const siteDir = writeSiteFiles('opdocs-root-imports-static', {
    [PAGE]: "import people from '/data/people.json';\nimport both from '/shared/both.js';\nexport default [people.length, both];",
    'static/data/people.json': '[{"name":"one"},{"name":"two"}]',
    'static/shared/both.js': "export default 'static marker';",
    'shared/both.js': "export default 'site marker';",
  });
  const result = await build({
    entryPoints: [join(siteDir, PAGE)], bundle: true, write: false, format: 'esm', logLevel: 'silent',
    plugins: [siteRootImports(siteDir, [join(siteDir, 'static')])],
  });
  const code = result.outputFiles[0].text;
  assert.match(code, /name"?: "two"/);
  assert.match(code, 'static marker');
  assert.not.match(code, 'site marker');
});

Imports('a path in neither place fails with esbuild\'s message at the import', async () => {
  const siteDir = writeSiteFiles('opdocs-root-imports', { [PAGE]: "import gone from '/src/gone';\nexport default gone;" });
  try {
    await bundleAsServer(siteDir);
    assert.unreachable('the bundle fails');
  } catch (err) {
    const [e] = (err as { errors: { text: string; location: { line: number } }[] }).errors;
    assert.is(e.text, 'Could not resolve "/src/gone"');
    assert.is(e.location.line, 1);
  }
});

Imports('in the browser bundle the file keeps its name relative to the site, as the site\'s other files do', async () => {
  const siteDir = writeSiteFiles('opdocs-root-imports', {
    [PAGE]: "import list from '/src/data/list.js';\nexport default list;",
    'src/data/list.js': "export default 'list marker';",
  });
  const result = await build({
    entryPoints: [`opdocs-site:${PAGE}`], bundle: true, write: false, format: 'esm', logLevel: 'silent', metafile: true,
    plugins: [siteFiles(siteDir), siteRootImports(siteDir)],
  });
  assert.ok(result.metafile.inputs['opdocs-site:src/data/list.js'], Object.keys(result.metafile.inputs).join(', '));
});

Imports('an MDX doc and a React page importing from the site root build, the values on the page and in the browser code', async () => {
  const siteDir = writeSiteFiles('opdocs-root-imports-site', {
    'site.config.json': JSON.stringify({ title: 'Roots', url: 'https://example.com', baseUrl: '/', contentDir: '.' }),
    'docusaurus.config.js': "module.exports = { customFields: { tool: 'demo-tool-1.2.3.jar' } };",
    'docs/intro.mdx': "# Intro\n\nimport siteConfig from '/docusaurus.config.js';\n\nTool: <code>{siteConfig.customFields.tool}</code>\n",
    'src/data/list.js': "export default ['alpha', 'beta'];",
    'src/pages/index.js': "import list from '/src/data/list';\nexport default function Home() { return <main>items {list.join('+')}</main>; }\n",
  });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  assert.match(readFileSync(join(siteDir, 'build', 'docs', 'intro', 'index.html'), 'utf8'), /Tool: <code>.*demo-tool-1\.2\.3\.jar.*<\/code>/);
  assert.match(readFileSync(join(siteDir, 'build', 'index.html'), 'utf8'), /<main>items <!-- -->alpha\+beta<\/main>/);
  const assets = join(siteDir, 'build', 'assets');
  const scripts = readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
  assert.match(scripts, 'demo-tool-1.2.3.jar');
  assert.match(scripts, '"alpha","beta"');
});

Imports('an MDX doc imports a root path from the static folder, as its code module\'s bundle does', async () => {
  const siteDir = writeSiteFiles('opdocs-root-imports-mdx-static', {
    'site.config.json': JSON.stringify({ title: 'Roots', url: 'https://example.com', baseUrl: '/', contentDir: '.' }),
    'docs/team.mdx': "# Team\n\nimport people from '/data/people.json';\n\n<ul>{people.map((p) => <li key={p.name}>{p.name}</li>)}</ul>\n",
    'static/data/people.json': '[{"name":"Ada from static"},{"name":"Grace from static"}]',
  });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  const html = readFileSync(join(siteDir, 'build', 'docs', 'team', 'index.html'), 'utf8');
  assert.match(html, /<li>Ada from static<\/li><li>Grace from static<\/li>/);
});

Imports('an MDX doc imports a component from the site root without its extension, as webpack finds it', async () => {
  const siteDir = writeSiteFiles('opdocs-root-imports-mdx-ext', {
    'site.config.json': JSON.stringify({ title: 'Roots', url: 'https://example.com', baseUrl: '/', contentDir: '.' }),
    'docs/intro.mdx': "# Intro\n\nimport Tip from '/src/components/tip';\n\n<Tip>Star the project</Tip>\n",
    'src/components/tip.tsx': "export default function Tip({ children }: { children: string }) { return <aside className=\"root-tip\">{children}</aside>; }\n",
  });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  const html = readFileSync(join(siteDir, 'build', 'docs', 'intro', 'index.html'), 'utf8');
  assert.match(html, /<aside class="root-tip">Star the project<\/aside>/);
});

Imports.run();
