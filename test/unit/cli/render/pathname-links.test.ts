import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatErrors } from '../../../../cli/errors.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Pathname = suite('React pages: links written with pathname:// are left out of the link check, as in Docusaurus');

const page = (links: string[]) => [
  "import Link from '@docusaurus/Link';",
  'export default function Home() {',
  `  return <main>${links.join('')}</main>;`,
  '}',
].join('\n');

function writeSite(links: string[]): string {
  return writeSiteFiles('opdocs-pathname-links-', {
    'site.config.json': JSON.stringify({ title: 'Archive', url: 'https://example.org', contentDir: '.', onBrokenLinks: 'throw' }),
    'docs/intro.md': '# Intro\n',
    'src/pages/index.tsx': page(links),
  });
}

Pathname('a pathname:// link to a path no page has builds, and the page links to the bare path', async () => {
  const dir = writeSite(['<Link to="pathname:///archive/v1/">Old manual</Link>', '<Link to="/docs/intro">Intro</Link>']);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).catch((e) => assert.unreachable(formatErrors(asUserErrors(e) ?? [e], dir)));
  const html = readFileSync(join(dir, 'build', 'index.html'), 'utf8');
  assert.match(html, '<a href="/archive/v1/">Old manual</a>');
});

Pathname('the same path written as a plain link is still reported at its line', async () => {
  const dir = writeSite(['<Link to="pathname:///archive/v1/">Old manual</Link>', '\n    <Link to="/archive/v2/">Newer manual</Link>']);
  const errors = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e) => asUserErrors(e));
  assert.ok(errors, 'the build should fail');
  assert.match(formatErrors(errors, dir), /src\/pages\/index\.tsx:4:\d+ +error +broken link: \/archive\/v2\//);
  assert.not.match(formatErrors(errors, dir), '/archive/v1/');
});

Pathname.run();
