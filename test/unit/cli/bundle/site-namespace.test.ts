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

test.run();
