/**
 * A front matter `image` holding a javascript: URL is no picture: read as a static path it became
 * the social card "<site>/javascript:alert(1)", with a warning to put a file of that name in static/.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../../../cli/config/load-config';
import { formatError } from '../../../../../cli/errors';
import { loadSite } from '../../../../../cli/pipeline/site';
import { writeSiteFiles } from '../../../../helpers/site-files';

async function load(intro: string) {
  const dir = writeSiteFiles('opdocs-social-script-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com' }),
    'content/docs/intro.md': intro,
  });
  const { result, errors, warnings } = await loadSite(await loadConfig(dir));
  const route = result?.routes.find((r) => r.path === '/docs/intro');
  return { route, errors, warnings: warnings.map((w) => formatError(w.error, dir).split('\n')[0]) };
}

test('a javascript: front matter image warns at its line and the page gets no social card', async () => {
  const { route, errors, warnings } = await load('---\ntitle: Intro\nimage: " JavaScript:alert(1)"\n---\n# Intro\n');
  assert.equal(errors, []);
  assert.ok(route, 'the doc still builds');
  assert.is(route.head.image, undefined);
  assert.equal(warnings, ['content/docs/intro.md:3:8  error  front matter: image is a script URL ("JavaScript:alert(1)"), not a picture, so the page has no social card']);
});

test('an https front matter image is kept as it is, without a warning', async () => {
  const { route, warnings } = await load('---\nimage: https://cdn.example.com/card.png\n---\n# Intro\n');
  assert.is(route?.head.image, 'https://cdn.example.com/card.png');
  assert.equal(warnings, []);
});

test.run();
