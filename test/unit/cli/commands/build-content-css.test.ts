/**
 * The content stylesheet (CSS that MDX bodies import) through a whole build: it must survive
 * the bundles being started again once the body components are known, which clears the
 * staging assets/ folder.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { ROOT } from '../../../helpers/fixture-site.ts';

const Build = suite('build: the stylesheet of MDX content');
const siteDir = join(ROOT, 'test', '.tmp', `build-content-css-${process.pid}`);

function writeSite(files: Record<string, string>) {
  rmSync(siteDir, { recursive: true, force: true });
  const config = { title: 'Kites', url: 'https://example.com', baseUrl: '/', contentDir: '.' };
  for (const [rel, text] of Object.entries({ 'site.config.json': JSON.stringify(config), ...files })) {
    mkdirSync(join(siteDir, rel, '..'), { recursive: true });
    writeFileSync(join(siteDir, rel), text);
  }
}

Build.after(() => rmSync(siteDir, { recursive: true, force: true }));

Build('a page with a site component and imported CSS links a content stylesheet that is in the output', async () => {
  writeSite({
    'src/components/Kite.tsx': 'export default function Kite(p: { name: string }) { return <span className="kite">{p.name}</span>; }\n',
    'docs/flying.mdx': [
      "import Kite from '@site/src/components/Kite';",
      "import styles from './flying.module.css';",
      "import './tails.css';",
      '',
      '# Flying',
      '',
      '<div className={styles.sky}><Kite name="Delta" /></div>',
      '',
    ].join('\n'),
    'docs/flying.module.css': '.sky { background: lightblue }\n',
    'docs/tails.css': '.kite-tail { stroke: red }\n',
  });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  const page = readFileSync(join(siteDir, 'build', 'docs', 'flying', 'index.html'), 'utf8');
  assert.match(page, '<span class="kite">Delta</span>');
  const href = /<link rel="stylesheet" href="\/(assets\/content-[^"]+\.css)">/.exec(page)?.[1];
  assert.ok(href, 'the page links the content stylesheet');
  const file = join(siteDir, 'build', href);
  assert.ok(existsSync(file), `${href} is in the output`);
  const css = readFileSync(file, 'utf8');
  assert.match(css, 'background:lightblue');
  assert.match(css, '.kite-tail{stroke:red}');
});

Build.run();
