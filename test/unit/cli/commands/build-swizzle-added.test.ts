import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';
import { failedBuildErrors } from '../../../helpers/build-failure.ts';

test('a card swizzled into src/theme after a failed build is what the next build draws, as its error said to do', async () => {
  const dir = writeSiteFiles('opdocs-swizzle-added-', {
    'docusaurus.config.js': 'module.exports = { title: "Cards", url: "https://cards.example", baseUrl: "/" };\n',
    // A list of the site's own that draws the cards written inside it, as a company theme's does.
    'src/theme/DocCardList/index.js': 'export default function DocCardList({ children }) { return <div className="own-list">{children}</div>; }\n',
    'docs/plugins.mdx': [
      "import DocCard from '@theme/DocCard';", "import DocCardList from '@theme/DocCardList';", '', '# Plugins', '',
      '<DocCardList>', '  <DocCard header="Official" href="/docs/plugins">', '    <p>Kept by the team</p>', '  </DocCard>', '</DocCardList>', '',
    ].join('\n'),
  });
  const errors = await failedBuildErrors(dir);
  assert.match(errors.join('\n'), 'write that card as src/theme/DocCard');
  mkdirSync(join(dir, 'src', 'theme', 'DocCard'));
  writeFileSync(join(dir, 'src', 'theme', 'DocCard', 'index.js'), 'export default function DocCard({ header, href, children }) { return <a className="own-card" href={href}>{header}{children}</a>; }\n');
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'docs', 'plugins', 'index.html'), 'utf8');
  assert.match(html, '<div class="own-list">');
  assert.match(html, '<a class="own-card" href="/docs/plugins">Official');
});

test.run();
