/** An author between opdocs' data and Docusaurus' shape, as a site's own post header hands it to `@theme/Blog/Components/Author`. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AuthorData } from '../../../../../../runtime/types';
import { docusaurusAuthor } from '../../../../../../theme/compat/blog-client';
import { ownAuthor } from '../../../../../../theme/compat/Blog/Components/Author';

const ADA: AuthorData = {
  key: 'ada', name: 'Ada Line', title: 'Kite maker', url: 'https://ada.example', imageURL: '/img/ada.png',
  page: '/blog/authors/ada', socials: [{ name: 'github', href: 'https://github.com/ada' }],
};

test('an author reaches a site\'s code with its page as `{ permalink }` and its socials by platform', () => {
  assert.equal(docusaurusAuthor(ADA), {
    key: 'ada', name: 'Ada Line', title: 'Kite maker', url: 'https://ada.example', imageURL: '/img/ada.png', email: undefined, description: undefined,
    page: { permalink: '/blog/authors/ada' }, socials: { github: 'https://github.com/ada' },
  });
});

test('handed back, it is the author the theme drew', () => {
  assert.equal(ownAuthor(docusaurusAuthor(ADA)), ADA);
});

test('an author written in front matter, with a name and no key or page, keeps its name as its key', () => {
  assert.equal(ownAuthor({ name: 'Guest', page: null }), { key: 'Guest', name: 'Guest' });
});

test.run();
