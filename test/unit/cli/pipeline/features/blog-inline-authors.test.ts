import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import { writeSiteFiles } from '../../../../helpers/site-files';

const post = (author: string) => `---\ntitle: Hoot\nauthors:\n  - name: ${author}\n---\n\nTwice at dusk.\n\n<!-- truncate -->\n\nMore.\n`;
const blog = (count: number) => writeSiteFiles('opdocs-blog-inline-authors', {
  'site.config.json': JSON.stringify({ title: 'Owls', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'docs/intro.md': '# Intro\n',
  ...Object.fromEntries(Array.from({ length: count }, (_, i) => [`blog/2024-01-0${i + 1}-hoot.md`, post(i % 3 === 2 ? 'Tawny Owl' : 'Barn Owl')])),
});

const inlineWarnings = async (dir: string) => {
  const { warnings } = await loadSite(await loadConfig(dir));
  return warnings.filter((w) => /written out here|write their authors out/.test(w.error.message)).map((w) => ({ file: w.error.file, message: w.error.message }));
};

test('posts writing their authors out, more than a few, are one warning at the blog folder naming the posts and the authors', async () => {
  const dir = blog(5);
  assert.equal(await inlineWarnings(dir), [{
    file: join(dir, 'blog'),
    message: '5 blog posts write their authors out instead of naming them from authors.yml ("Barn Owl", "Tawny Owl"): 2024-01-01-hoot.md, 2024-01-02-hoot.md, 2024-01-03-hoot.md, 2024-01-04-hoot.md, 2024-01-05-hoot.md',
  }]);
});

test('a few such posts are each named at their own front matter', async () => {
  const dir = blog(2);
  assert.equal((await inlineWarnings(dir)).map((w) => w.file), [join(dir, 'blog/2024-01-01-hoot.md'), join(dir, 'blog/2024-01-02-hoot.md')]);
});

test.run();
