import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

// A partial whose code block is built from its caller's props, indented inside the component as MDX 1 allowed.
const PARTIAL = [
  "import CodeBlock from '@theme/CodeBlock';", '',
  '<CodeBlock title="conf.js" language="javascript">',
  '  {[', "    'module.exports = {',", '    `  ${props.section}: {},`,', "    '};',", "  ].join('\\n')}",
  '</CodeBlock>', '',
].join('\n');

test('a Docusaurus 2 site\'s partial that builds a code block from its caller\'s props renders it on every page that uses it', async () => {
  const dir = writeSiteFiles('opdocs-mdx1-partial-code-', {
    'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '^2.4.3', '@mdx-js/react': '^1.6.22' } }),
    'docusaurus.config.js': 'module.exports = { title: "Two", url: "https://two.example", baseUrl: "/" };\n',
    'docs/partials/_section.mdx': PARTIAL,
    'docs/logger.mdx': "import Section from './partials/_section.mdx';\n\n# Logger\n\n<Section section=\"logger\" />\n",
    'docs/session.mdx': "import Section from './partials/_section.mdx';\n\n# Session\n\n<Section section=\"session\" />\n",
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  for (const name of ['logger', 'session']) {
    const html = readFileSync(join(dir, 'build', 'docs', name, 'index.html'), 'utf8');
    assert.match(html.replace(/<[^>]+>/g, ''), `${name}: {},`, `${name}'s page shows its own section`);
  }
});

test.run();
