import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resolveEditUrl } from '../../../../../cli/pipeline/routes/edit-url';

test('a Docusaurus layout (contentDir ".") gets the path from the site root', () => {
  const url = resolveEditUrl({ base: 'https://github.com/o/r/edit/main/', file: '/site/docs/guide/x.md', config: { siteDir: '/site', contentDir: '.' } });
  assert.is(url, 'https://github.com/o/r/edit/main/docs/guide/x.md');
});

test('a site whose material sits under content/ gets the same path, without the content folder', () => {
  const url = resolveEditUrl({ base: 'https://github.com/o/r/edit/main/', file: '/site/content/docs/guide/x.md', config: { siteDir: '/site', contentDir: 'content' } });
  assert.is(url, 'https://github.com/o/r/edit/main/docs/guide/x.md');
});

test('blog posts follow the same rule and a base without a final slash gets one', () => {
  const url = resolveEditUrl({ base: 'https://github.com/o/r/edit/main', file: '/site/content/blog/2025-01-01-a.md', config: { siteDir: '/site', contentDir: 'content' } });
  assert.is(url, 'https://github.com/o/r/edit/main/blog/2025-01-01-a.md');
});

test('docs outside the site folder (../docs) climb out of the base\'s last folder, leaving no ".." in the URL', () => {
  const url = resolveEditUrl({ base: 'https://github.com/o/r/edit/main/website/', file: '/repo/docs/guide/x.md', config: { siteDir: '/repo/website', contentDir: '.' } });
  assert.is(url, 'https://github.com/o/r/edit/main/docs/guide/x.md');
  const deep = resolveEditUrl({ base: 'https://github.com/o/r/edit/main/packages/site', file: '/repo/docs/x.md', config: { siteDir: '/repo/packages/site', contentDir: '.' } });
  assert.is(deep, 'https://github.com/o/r/edit/main/docs/x.md');
  const short = resolveEditUrl({ base: 'https://git.example.org/', file: '/repo/docs/x.md', config: { siteDir: '/repo/website', contentDir: '.' } });
  assert.is(short, 'https://git.example.org/docs/x.md', 'never above the host');
});

test('no base means no edit link', () => {
  assert.is(resolveEditUrl({ base: undefined, file: '/site/content/docs/x.md', config: { siteDir: '/site', contentDir: 'content' } }), null);
});

test.run();
