import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { blogPostingData } from '../../../../theme/compat/blog-structured-data';

test("Docusaurus' metadata of a post gives the theme's BlogPosting: absolute links, its authors, its tags as keywords", () => {
  const data = blogPostingData({
    title: 'Kites in spring', description: 'Strings and wind', permalink: '/blog/kites', date: '2025-04-02T00:00:00.000Z',
    authors: [{ key: 'ada', name: 'Ada', url: 'https://ada.example', imageURL: '/img/ada.png' }],
    tags: [{ label: 'wind', permalink: '/blog/tags/wind' }],
  }, 'https://kites.example');
  assert.is(data['@type'], 'BlogPosting');
  assert.is(data.url, 'https://kites.example/blog/kites');
  assert.is(data.description, 'Strings and wind');
  assert.equal(data.author, { '@type': 'Person', name: 'Ada', url: 'https://ada.example', image: 'https://kites.example/img/ada.png' });
  assert.equal(data.keywords, ['wind']);
});

test.run();
