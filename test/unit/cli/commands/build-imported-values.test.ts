/**
 * A value an MDX file imports from a JavaScript module (`import { version } from './version.js'`,
 * a generated file many Docusaurus sites keep) and writes in its text as `{version}`: it is
 * known where the module runs, so it renders from the file's code module, as Docusaurus shows it.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors } from '../../../../cli/errors.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const ImportedValues = suite('values imported from JavaScript modules, in MDX text');

const FILES: Record<string, string> = {
  'site.config.json': JSON.stringify({ title: 'Tools', url: 'https://example.com', contentDir: '.' }),
  'docs/partials/version.js': '// Written by the release script.\n\nexport const toolVersion = "2.0.0-rc.3";\nexport const channels = ["stable", "edge"];\n',
  'docs/install.mdx': [
    '---', 'title: Install', '---',
    "import CodeBlock from '@theme/CodeBlock';",
    "import { toolVersion, channels } from './partials/version.js';",
    '',
    'This page installs v{toolVersion}, from the {channels[1]} channel.',
    '',
    '<CodeBlock language="bash">{`curl -fsSL https://example.com/install.sh | VERSION=${toolVersion} sh`}</CodeBlock>',
    '',
  ].join('\n'),
};

ImportedValues('an imported string and an array element render in the text; the code block joins the value', async () => {
  const dir = writeSiteFiles('opdocs-imported-values', FILES);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build/docs/install/index.html'), 'utf8');
  const paragraph = /<p>This page installs.*?<\/p>/s.exec(html)?.[0].replace(/<[^>]+>/g, '');
  assert.is(paragraph, 'This page installs v2.0.0-rc.3, from the edge channel.');
  const code = /<code[^>]*>(.*?)<\/code>/s.exec(html)?.[1].replace(/<[^>]+>/g, '');
  assert.is(code, 'curl -fsSL https://example.com/install.sh | VERSION=2.0.0-rc.3 sh');
});

ImportedValues('a name the module does not export is still an error at its line', async () => {
  const dir = writeSiteFiles('opdocs-imported-values-missing', {
    ...FILES,
    'docs/install.mdx': "---\ntitle: Install\n---\nimport { toolVersion } from './partials/version.js';\n\nThis page installs v{toolVersion} of {toolName}.\n",
  });
  const err = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e: unknown) => e);
  const found = asUserErrors(err)?.map((e) => `${e.file?.split('/').pop()}:${e.line} ${e.message}`) ?? [];
  assert.is(found.length, 1, String(err));
  assert.match(found[0], /^install\.mdx:6 MDX: the expression \{toolName\}.*`toolName`/);
});

ImportedValues.run();
