import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { prepareSource, setTruncateMarker } from '../../../../../cli/pipeline/parse/prepare-source';
import { mapDocusaurusConfig } from '../../../../../cli/migrate/map-config';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import { OpdocsErrors } from '../../../../../cli/errors';
import { writeSiteFiles } from '../../../../helpers/site-files';

const MORE = '<!--\\s*more\\s*-->';

test.after.each(() => setTruncateMarker(null));

test('a custom marker ends the excerpt in Markdown and MDX, and Docusaurus\' own marker then does not', () => {
  setTruncateMarker(MORE);
  const md = prepareSource('Intro\n<!-- more -->\nRest', false);
  assert.is(md.truncateAt, 6);
  assert.is(md.markdown, 'Intro\n\nRest', 'the marker line is blanked');
  assert.is(prepareSource('Intro\n{/* more */}\n<!-- more -->\nRest', true).truncateAt, 19);
  assert.is(prepareSource('Intro\n<!-- truncate -->\nRest', false).truncateAt, null);
});

test('with a custom marker, other Markdown comments stay as written and a marker in code is no marker', () => {
  setTruncateMarker(MORE);
  const md = prepareSource('Intro <!-- note to self -->\n`<!-- more -->`\nRest', false);
  assert.is(md.truncateAt, null);
  assert.is(md.markdown, 'Intro <!-- note to self -->\n`<!-- more -->`\nRest');
});

test('a blog with a custom marker shows only the excerpt on its list page and reports no untruncated post', async () => {
  const dir = writeSiteFiles('custom-truncate', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://e.org', blog: { truncateMarker: MORE, onUntruncatedBlogPosts: 'throw' } }),
    'content/blog/2026-03-04-hello.md': '---\ntitle: Hello\n---\nShown first.\n\n<!-- more -->\n\nOnly on the post page.\n',
  });
  const { result, errors } = await loadSite(await loadConfig(dir));
  assert.equal(errors.map((e) => e.message), []);
  const list = JSON.stringify(result!.routes.find((r) => r.path === '/blog'));
  assert.match(list, 'Shown first.');
  assert.not.match(list, 'Only on the post page.');
});

test('a truncateMarker that is no regular expression is a config error naming the key', async () => {
  const dir = writeSiteFiles('custom-truncate-bad', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://e.org', blog: { truncateMarker: '<!--(more' } }),
  });
  try {
    await loadConfig(dir);
    assert.unreachable('the config loaded');
  } catch (err) {
    assert.instance(err, OpdocsErrors);
    assert.match((err as OpdocsErrors).errors[0].message, 'blog.truncateMarker: is not a valid regular expression');
  }
});

test('migrate carries a custom truncateMarker over as its source; Docusaurus\' default is left unset', () => {
  const blog = (truncateMarker: unknown) => mapDocusaurusConfig({ title: 'T', url: 'https://e.org', presets: [['classic', { blog: { truncateMarker } }]] });
  assert.is((blog(/<!--\s*more\s*-->/).config.blog as { truncateMarker?: string }).truncateMarker, '<!--\\s*more\\s*-->');
  const spelled = blog(/<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/);
  assert.equal([spelled.config.blog, spelled.notes], [{}, []]);
  assert.match(blog(/<!-- MORE -->/i).notes[0].what, 'flags (i)');
});

test.run();
