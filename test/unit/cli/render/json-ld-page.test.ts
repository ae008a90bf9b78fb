/**
 * A site whose MDX page has a JSON-LD block in its <Head>, built: the block is in that page's
 * <head>, escaped so its strings cannot end the element, and the site's Content Security Policy
 * still allows every script the page runs (JSON-LD is a data block, not script).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { OpdocsErrors } from '../../../../cli/errors.ts';
import { jsonLdScript } from '../../../../theme/Blog/structured-data.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const JsonLd = suite('JSON-LD from an MDX <Head> in the built page');

const FAQ = [
  '---', 'title: Owls FAQ', '---', "import Head from '@docusaurus/Head';", '',
  '<Head>',
  '  <script type="application/ld+json">',
  "    {JSON.stringify({ '@context': 'https://schema.org', '@type': 'FAQPage', name: 'Owls </script><script>window.__ran = 1</script>', note: '\\u003c!-- hidden' })}",
  '  </script>',
  '</Head>', '', 'Owls hoot.', '',
].join('\n');

const site = (faq = FAQ) => writeSiteFiles('json-ld-page-', {
  'site.config.json': JSON.stringify({ title: 'Owls', url: 'https://example.com', csp: true }),
  'content/docs/faq.mdx': faq,
  'content/docs/plain.md': '---\ntitle: Plain\n---\nNo JSON-LD here.\n',
});

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const ldBlocks = (html: string) => [...headOf(html).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1].replace(/&#39;/g, "'") ?? '';

JsonLd('the page\'s head holds the block, whose text parses back to the value, with no way out of the element', async () => {
  const dir = site();
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build/docs/faq/index.html'), 'utf8');
  const blocks = ldBlocks(html);
  assert.is(blocks.length, 1);
  assert.equal(JSON.parse(blocks[0]), {
    '@context': 'https://schema.org', '@type': 'FAQPage', name: 'Owls </script><script>window.__ran = 1</script>', note: '<!-- hidden',
  });
  assert.not.match(blocks[0], '<', 'no "<" in the element\'s text, so neither </script> nor <!-- is there');
  assert.not.match(html, '<script>window.__ran');
  assert.is(ldBlocks(readFileSync(join(dir, 'build/docs/plain/index.html'), 'utf8')).length, 0, 'another page has none');
});

JsonLd('the Content Security Policy is unchanged by the block and allows every inline script the page runs', async () => {
  const dir = site();
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const faq = readFileSync(join(dir, 'build/docs/faq/index.html'), 'utf8');
  const plain = readFileSync(join(dir, 'build/docs/plain/index.html'), 'utf8');
  const policy = policyOf(faq);
  assert.match(policy, "script-src 'self'");
  assert.is(policy, policyOf(plain));
  // Every classic inline script (not src, not a JSON data block) must be allowed by its hash.
  const running = [...faq.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\ssrc=|type="application\/(ld\+)?json"/.test(m[1] ?? ''))
    .map((m) => `'sha256-${createHash('sha256').update(m[2]).digest('base64')}'`);
  assert.ok(running.length > 0, 'the page has inline scripts to check');
  for (const hash of running) assert.ok(policy.includes(hash), `${hash} is allowed`);
});

JsonLd('a block that is not valid JSON fails the build with the file and the line of the JSON', async () => {
  const dir = site(FAQ.replace(/\{JSON\.stringify.*\}\)\}/, "{'{\"@type\": \"FAQPage\",}'}"));
  const failed = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).catch((e: unknown) => e);
  assert.instance(failed, OpdocsErrors);
  const error = (failed as OpdocsErrors).errors.find((e) => e.message.includes('JSON-LD'));
  assert.ok(error, (failed as OpdocsErrors).errors.map((e) => e.message).join('\n'));
  assert.is(error!.file, join(dir, 'content/docs/faq.mdx'));
  assert.is(error!.line, 8);
  assert.match(error!.message, 'is not valid JSON');
});

JsonLd('the writer escapes every "<" of each block and writes arrays as they are', () => {
  assert.is([{ a: '</script><!--' }, [1, 2]].map(jsonLdScript).join(''), '<script type="application/ld+json">{"a":"\\u003c/script>\\u003c!--"}</script><script type="application/ld+json">[1,2]</script>');
});

JsonLd.run();
