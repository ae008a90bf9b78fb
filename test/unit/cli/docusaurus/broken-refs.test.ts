import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatErrors, formatWarnings, OpdocsError } from '../../../../cli/errors.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

const BrokenRefs = suite('onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks, onBrokenImages');

function site(extra: Record<string, string>): string {
  const dir = copyFixture('docusaurus-broken-refs', `broken-refs-${Object.values(extra).join('-') || 'default'}`);
  const file = join(dir, 'site.config.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), ...extra }));
  return dir;
}

BrokenRefs('warn and log: the build succeeds and every problem is reported with file:line:column', async () => {
  const dir = site({});
  const result = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.is(formatWarnings(result.warnings, dir), [
    'content/docs/guide.md:3:56  warning  broken anchor: ./intro.md#lost-section → /docs/intro has no heading with id "lost-section"',
    '  hint: use one of the ids on that page: setup',
    'content/docs/guide.md:4:18  warning  broken link: ./old-page.md points to a Markdown file that does not exist or is not a page',
    '  hint: fix the path (relative to this file), or link to a route like /docs/intro',
    'content/docs/guide.md:4:57  warning  broken link: /docs/removed → /docs/removed is not a page of this site',
    '  hint: link to an existing page',
    'content/docs/guide.md:6:14  note  image not found: ./img/missing.png',
    '  hint: fix the path; it is relative to this Markdown file',
    '3 warnings; the build went on (the site config\'s onBrokenAnchors, onBrokenLinks and onBrokenMarkdownLinks keys decide what these do).',
  ].join('\n'));
  const html = readFileSync(join(dir, 'build', 'docs', 'guide', 'index.html'), 'utf8');
  assert.match(html, 'href="/docs/intro#setup"');
});

BrokenRefs('a warning no on… key decides names no key: the count line ends there', () => {
  const warning = { level: 'warn' as const, error: new OpdocsError({ file: '/s/docs/a.md', line: 2, message: 'file holds a NUL character' }) };
  const note = { level: 'log' as const, error: new OpdocsError({ file: '/s/docs/a.md', line: 3, kind: 'onBrokenImages', message: 'image not found: x.png' }) };
  const text = formatWarnings([warning, note], '/s');
  assert.ok(text.endsWith('\n1 warning; the build went on.'), text);
  assert.not.match(text, 'onBroken');
  const one = formatWarnings([{ level: 'warn', error: new OpdocsError({ file: '/s/docs/a.md', line: 4, kind: 'onBrokenAnchors', message: 'broken anchor' }) }], '/s');
  assert.ok(one.endsWith("1 warning; the build went on (the site config's onBrokenAnchors key decides what these do)."), one);
});

BrokenRefs('ignore: silent', async () => {
  const dir = site({ onBrokenLinks: 'ignore', onBrokenAnchors: 'ignore', onBrokenMarkdownLinks: 'ignore', onBrokenImages: 'ignore' });
  const result = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.equal(result.warnings, []);
});

for (const key of ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'onBrokenImages']) {
  BrokenRefs(`${key}: "throw" fails the build with only that kind as errors`, async () => {
    const dir = site({ [key]: 'throw' });
    const failed = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (err) => asUserErrors(err));
    assert.ok(failed, 'the build should fail');
    const text = formatErrors(failed, dir);
    const expected = { onBrokenLinks: '/docs/removed', onBrokenAnchors: 'lost-section', onBrokenMarkdownLinks: 'old-page.md', onBrokenImages: 'missing.png' }[key] as string;
    assert.is(failed.length, 1, text);
    assert.match(text, expected);
  });
}

BrokenRefs('serve --watch prints the warnings of its build in the terminal', async () => {
  const { serveCommand } = await import('../../../../cli/commands/serve.ts');
  const dir = site({});
  const errors: string[] = [];
  const handle = await serveCommand({
    siteDir: dir, dir: 'build', port: 0, host: '127.0.0.1', watch: true, sourceDirs: [],
    logger: { info: () => {}, error: (text) => errors.push(text) },
  });
  try {
    assert.match(errors.join('\n'), 'content/docs/guide.md:4:57  warning  broken link: /docs/removed');
    assert.match(errors.join('\n'), '3 warnings; the build went on');
  } finally {
    await handle.close();
  }
});

BrokenRefs.run();
