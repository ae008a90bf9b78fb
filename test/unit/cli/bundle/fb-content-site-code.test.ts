/** Meta's helpers imported by a site's own React code, which npm cannot install outside Meta. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const FbSiteCode = suite('internaldocs-fb helpers in site code');

FbSiteCode('a React page using the helpers and gate components builds as a public Docusaurus build renders it', async () => {
  const siteDir = writeSiteFiles('opdocs-fb-site-code', {
    'site.config.json': JSON.stringify({ title: 'Gates', url: 'https://example.com', baseUrl: '/', contentDir: '.' }),
    'docs/intro.md': '# Intro\n\nHello.\n',
    'src/utils.js': [
      "import { isInternal, fbContent } from 'internaldocs-fb-helpers';",
      "export const repo = isInternal() ? 'https://internal.example/' : fbContent({ internal: 'https://internal.example/', external: () => 'https://github.example/tree/main/' });",
    ].join('\n'),
    'src/pages/index.js': [
      "import { FbInternalOnly, OssOnly } from 'docusaurus-plugin-internaldocs-fb/internal';",
      "import { repo } from '../utils';",
      "export default function Home() { return <main><FbInternalOnly><p>staff wiki</p></FbInternalOnly><OssOnly><a href={repo + 'README.md'}>source</a></OssOnly></main>; }",
    ].join('\n'),
  });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  const html = readFileSync(join(siteDir, 'build', 'index.html'), 'utf8');
  assert.match(html, '<main><a href="https://github.example/tree/main/README.md">source</a></main>');
  assert.not.match(html, 'staff wiki');
  const assets = join(siteDir, 'build', 'assets');
  const scripts = readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
  assert.match(scripts, 'https://github.example/tree/main/', 'the browser bundle has the same public value');
});

FbSiteCode.run();
