import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

test('a docs folder beside the site imports a site component whose .js file holds JSX, and both bundles compile it', async () => {
  const root = writeSiteFiles('opdocs-outside-docs-', {
    'website/docusaurus.config.js': 'module.exports = { title: "Beside", url: "https://beside.example", baseUrl: "/", presets: [["classic", { docs: { path: "../docs" } }]] };\n',
    'website/src/components/Shout.js': 'export default function Shout({ words, children }) {\n  return <strong className="shout">{words.map(children).join(" ")}</strong>;\n}\n',
    'docs/intro.mdx': "import Greeting from './_greeting.mdx';\n\n# Intro\n\n<Greeting />\n",
    'website/versions.json': '["1.0"]',
    'website/versioned_docs/version-1.0/intro.mdx': "import Shout from '@site/src/components/Shout';\n\n# Old intro\n\n<Shout words={['old']}>{(word) => word}</Shout>\n",
    'website/versioned_sidebars/version-1.0-sidebars.json': '{"docs":["intro"]}',
    'docs/_greeting.mdx': "import Shout from '@site/src/components/Shout';\n\nSay <Shout words={['hello', 'there']}>{(word) => word.toUpperCase()}</Shout> out loud.\n",
  });
  const site = join(root, 'website');
  await buildSite({ siteDir: site, outDir: 'build', quiet: true });
  const html = readFileSync(join(site, 'build', 'docs', 'next', 'intro', 'index.html'), 'utf8');
  assert.match(html, '<strong class="shout">HELLO THERE</strong>');
  const scripts = readdirSync(join(site, 'build', 'assets')).filter((f) => f.endsWith('.js'));
  assert.ok(scripts.some((f) => readFileSync(join(site, 'build', 'assets', f), 'utf8').includes('"shout"')), 'the component is in the browser bundle');
});


test('siteInputs: the site\'s files a bundle read, whether in the site namespace or beside the site; not packages, opdocs\' own code or virtual modules', async () => {
  const { siteInputs } = await import('../../../../cli/bundle/site-namespace.ts');
  const { OPDOCS_ROOT, THEME_DIR } = await import('../../../../cli/bundle/paths.ts');
  const site = '/work/sites/handbook';
  const inputs = [
    'opdocs-site:docs/figures.json', 'opdocs-site:docs/page.mdx?esm', 'opdocs-site:src/parts/Badge.tsx#defaults',
    'opdocs-site:node_modules/left-pad/index.js', 'opdocs-virtual:opdocs:client-entry', 'opdocs-kernel:react',
    join('..', 'shared-content', 'data.yml'), join('node_modules', 'react', 'index.js'), join('dist', 'kernel', 'client', 'k.css'),
    join(THEME_DIR, 'Navbar.tsx').slice(OPDOCS_ROOT.length + 1),
  ];
  assert.equal(siteInputs(inputs, site, OPDOCS_ROOT).sort(), [
    join(OPDOCS_ROOT, '..', 'shared-content', 'data.yml'), join(site, 'docs', 'figures.json'), join(site, 'docs', 'page.mdx'), join(site, 'src', 'parts', 'Badge.tsx'),
  ].sort());
});

test.run();
