import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../../../../cli/commands/build';
import { OpdocsErrors, formatErrors } from '../../../../../cli/errors';
import { caseTwinOf } from '../../../../../cli/pipeline/check/case-twin';
import { writeSiteFiles } from '../../../../helpers/site-files';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa8f1b1a60000000049454e44ae426082', 'hex');

test('a missing file with a case twin in its folder names the twin; no twin, no name', () => {
  const dir = writeSiteFiles('opdocs-case-twin-', { 'img/Diagram.png': PNG, 'img/other.png': PNG });
  assert.is(caseTwinOf(`${dir}/img/diagram.png`), 'Diagram.png');
  assert.is(caseTwinOf(`${dir}/img/chart.png`), undefined);
  assert.is(caseTwinOf(`${dir}/nowhere/diagram.png`), undefined);
});

test('an image, an imported module and a Markdown link whose names differ from the files only in letter case fail with the real names', async () => {
  const dir = writeSiteFiles('opdocs-case-twin-site-', {
    'site.config.json': JSON.stringify({ title: 'Case', url: 'https://example.org', baseUrl: '/', onBrokenMarkdownLinks: 'throw' }),
    'content/docs/intro.md': '# Intro\n\n![plan](./Floor-Plan.png)\n\nSee [setup](./setup.md).\n',
    'content/docs/floor-plan.png': PNG,
    'content/docs/Setup.md': '# Setup\n',
    'content/docs/embed.mdx': "import Plan from './FLOOR-PLAN.png';\n\n# Embed\n\n<img src={Plan} alt=\"plan\" />\n",
  });
  const err = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e: unknown) => e);
  assert.instance(err, OpdocsErrors);
  const text = formatErrors((err as OpdocsErrors).errors, dir);
  assert.match(text, 'content/docs/intro.md:3:9  error  image not found: ./Floor-Plan.png\n  hint: the folder holds floor-plan.png, whose letter case differs');
  assert.match(text, 'hint: the folder holds Setup.md, whose letter case differs');
  assert.match(text, /embed\.mdx[^\n]*cannot find \.\/FLOOR-PLAN\.png[^\n]*\n  hint: the folder holds floor-plan\.png/);
});

test.run();
