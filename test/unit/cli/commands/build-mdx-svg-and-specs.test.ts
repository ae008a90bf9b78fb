/**
 * Imports in MDX written as Docusaurus reads them: an imported .svg used as a component is drawn
 * inline (its SVGR gives MDX a component), and an import path with a needless escape
 * (`'./\_part.mdx'`, which some editors write) names the file JavaScript reads.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatErrors } from '../../../../cli/errors.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const test = suite('MDX imports as Docusaurus reads them');
const CONFIG = JSON.stringify({ title: 'T', url: 'https://example.org', baseUrl: '/', contentDir: '.' });

async function build(prefix: string, files: Record<string, string>): Promise<string> {
  const siteDir = writeSiteFiles(prefix, { 'site.config.json': CONFIG, ...files });
  await buildSite({ siteDir, outDir: 'build', quiet: true }).catch((e) => assert.unreachable(formatErrors(asUserErrors(e) ?? [], siteDir)));
  return siteDir;
}

test('an imported .svg is a component in the body, and still an image URL as a value', async () => {
  const siteDir = await build('opdocs-mdx-svg', {
    'docs/report.mdx': "import Bars from './bars.svg';\n\n# Report\n\n<Bars className=\"chart\" />\n\n<img src={Bars} alt=\"bars as a file\" />\n",
    'docs/bars.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" width="4" height="4"><rect id="bar-one" width="1" height="3"/></svg>\n',
  });
  const html = readFileSync(join(siteDir, 'build/docs/report/index.html'), 'utf8');
  assert.match(html, /<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 4 4" width="4" height="4" class="chart"><rect id="bar-one" width="1" height="3"\/><\/svg>/);
  assert.match(html, /<img src="\/assets\/images\/bars-[\w]+\.svg" alt="bars as a file"/);
});

test('an imported .svg given as JSX to a site component (icon={<Logo />}) is drawn inline by the component', async () => {
  const siteDir = await build('opdocs-mdx-svg-prop', {
    'src/components/Card.jsx': "export default function Card({ name, icon }) {\n  return <div className=\"card\"><span className=\"card-icon\">{icon}</span>{name}</div>;\n}\n",
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="6" height="6"><circle id="logo-dot" cx="3" cy="3" r="2"/></svg>\n',
    'docs/apps.mdx': "import Card from '@site/src/components/Card';\nimport Logo from '../static/img/logo.svg';\n\n# Apps\n\n<Card name=\"Invoices\" icon={<Logo style={{ padding: '2px' }} />} />\n\n<img src={Logo} alt=\"logo as a file\" />\n",
  });
  const html = readFileSync(join(siteDir, 'build/docs/apps/index.html'), 'utf8');
  assert.match(html, '<span class="card-icon"><svg xmlns="http://www.w3.org/2000/svg" width="6" height="6" style="padding:2px"><circle id="logo-dot" cx="3" cy="3" r="2"/></svg></span>Invoices');
  assert.match(html, /<img src="\/assets\/images\/logo-[\w]+\.svg" alt="logo as a file"/);
});

test('a React page importing an .svg that is missing fails at the import, relative or from a package (the build hung)', async () => {
  for (const spec of ['./nope.svg', 'nopepkg/x.svg']) {
    const siteDir = writeSiteFiles('opdocs-svg-missing', {
      'site.config.json': CONFIG,
      'docs/a.md': '# A\n',
      'src/pages/index.jsx': `import Icon from '${spec}';\nexport default function Home() {\n  return <main><Icon /></main>;\n}\n`,
    });
    const errors = await buildSite({ siteDir, outDir: 'build', quiet: true }).then(() => [], (e: unknown) => asUserErrors(e) ?? []);
    assert.ok(errors.length > 0, spec);
    assert.match(errors[0].message, `Could not resolve "${spec}"`);
    assert.equal([errors[0].file, errors[0].line], [join(siteDir, 'src/pages/index.jsx'), 1]);
  }
});

test('a named export imported through an escaped path is found, as JavaScript reads the string', async () => {
  const siteDir = await build('opdocs-mdx-escaped-spec', {
    'docs/_options.mdx': "export function Options({ kind }) {\n  return <strong id=\"opt\">{kind === 'a' ? 'first kind' : 'other kind'}</strong>;\n}\n",
    // The expression gives the page a code module, which carries the file's imports.
    'docs/guide.mdx': "import { Options } from './\\_options.mdx';\n\n# Guide\n\n<Options kind=\"a\" />\n\nYear {new Date(0).getUTCFullYear()}.\n",
  });
  const html = readFileSync(join(siteDir, 'build/docs/guide/index.html'), 'utf8');
  assert.match(html, '<strong id="opt">first kind</strong>');
  assert.match(html, /Year <opdocs-island [^>]*>1970<\/opdocs-island>/);
});

test.run();
