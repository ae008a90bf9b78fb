/**
 * A site's own admonition keywords: a swizzled Admonition/Types that adds `my-type` (and `owl`,
 * through a spread of its own map) to the theme's makes `:::my-type` an admonition drawn by the
 * site's component, while the built-in keywords keep the theme's and an unknown one stays text.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { siteAdmonitionKeywords } from '../../../../cli/pipeline/load/admonition-keywords.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Keywords = suite('opdocs build: admonition keywords of a swizzled Admonition/Types');
const CONFIG = JSON.stringify({ title: 'Owls', url: 'https://example.org', baseUrl: '/', contentDir: '.' });

const SITE = {
  'site.config.json': CONFIG,
  'docs/hoot.md': [
    '# Hoot', '', ':::my-type', '', 'Night **calls** carry.', '', ':::', '',
    ':::owl[Barn owls]', '', 'Heart-shaped faces.', '', ':::', '', ':::tip', '', 'Listen.', '', ':::', '',
    ':::mystery', '', 'Stays text.', '', ':::', '',
  ].join('\n'),
  'src/theme/Admonition/Types.js': [
    "import React from 'react';",
    "import DefaultTypes from '@theme-original/Admonition/Types';",
    "import AdmonitionLayout from '@theme/Admonition/Layout';",
    "function MyType(props) { return <AdmonitionLayout {...props} title={props.title ?? 'Listen up'} className=\"owl-my-type\" />; }",
    "const own = { 'my-type': MyType };",
    'export default { ...DefaultTypes, ...own, owl: (props) => <aside className="owl-box" aria-label={props.title}>{props.children}</aside> };',
  ].join('\n'),
};

let dir = '';
Keywords.before(async () => {
  dir = writeSiteFiles('opdocs-swizzled-admonition-keywords', SITE);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
});

Keywords('the keywords are the keys the site adds to the theme\'s map, through spreads of its own objects', () => {
  assert.equal(siteAdmonitionKeywords(dir), ['my-type', 'owl']);
  // A spread of a package's map can only be read by running it: no keywords then, and no error.
  const pkg = writeSiteFiles('opdocs-admonition-keywords-package', {
    'src/theme/Admonition/Types.js': "import more from 'owl-admonitions';\nexport default { ...more, hoot: () => null };\n",
  });
  assert.equal(siteAdmonitionKeywords(pkg), []);
});

Keywords('`:::my-type` is drawn by the site\'s component, inside the theme\'s admonition layout with its role', () => {
  const html = readFileSync(join(dir, 'build/docs/hoot/index.html'), 'utf8');
  assert.match(html, /<div class="admonition admonition--my-type theme-admonition theme-admonition-my-type owl-my-type" role="note">.*Listen up.*Night <strong>calls<\/strong> carry\./s);
  assert.match(html, /<aside class="owl-box" aria-label="Barn owls">.*Heart-shaped faces\./s);
  assert.match(html, /class="admonition admonition--tip theme-admonition theme-admonition-tip" role="note">.*Listen\./s);
  assert.match(html, /<p>:::mystery<\/p>/);
});

Keywords.run();
