import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { DocTagRoute, DocTagsRoute } from '../../../../../runtime/types';
import { loadCleanSite, writeSiteFiles } from '../../../../helpers/site-files';

async function tagSite(files: Record<string, string>) {
  const dir = writeSiteFiles('opdocs-doc-tags-unlisted-', {
    'site.config.json': JSON.stringify({ title: 'Tags', url: 'https://example.org', contentDir: '.' }),
    ...files,
  });
  const site = await loadCleanSite(dir);
  return <T>(path: string) => site.routes.find((r) => r.path === path) as T | undefined;
}

test('a tag only an unlisted doc carries gets a noindex page listing it, and stays out of the tags list', async () => {
  const at = await tagSite({
    'docs/open.md': '---\ntags: [shared]\n---\n# Open\n\nFor all.\n',
    'docs/hidden.md': '---\nunlisted: true\ntags: [shared, hush]\n---\n# Hidden\n\nBy link only.\n',
  });
  const hush = at<DocTagRoute>('/docs/tags/hush');
  assert.ok(hush, 'the unlisted doc\'s tag link leads to a page');
  assert.equal(hush.docs.map((d) => d.title), ['Hidden']);
  assert.is(hush.head.noindex, true);
  const shared = at<DocTagRoute>('/docs/tags/shared')!;
  assert.equal(shared.docs.map((d) => d.title), ['Open'], 'a tag with a listed doc shows the listed ones only');
  assert.not.ok(shared.head.noindex);
  assert.equal(at<DocTagsRoute>('/docs/tags')!.tags.map((t) => [t.label, t.count]), [['shared', 1]]);
});

test('docs whose only tags are on unlisted docs get those tag pages but no tags list', async () => {
  const at = await tagSite({
    'docs/open.md': '# Open\n\nNo tags.\n',
    'docs/hidden.md': '---\nunlisted: true\ntags: [hush]\n---\n# Hidden\n\nBy link only.\n',
  });
  assert.ok(at<DocTagRoute>('/docs/tags/hush'));
  assert.is(at<DocTagsRoute>('/docs/tags'), undefined);
});

test.run();
