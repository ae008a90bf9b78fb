/** @jsxRuntime automatic @jsxImportSource react */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderWithSite, resetBody } from '../pages/page-env';
import { AuthorCard } from '../../../../theme/Blog/AuthorCard';
import type { AuthorData } from '../../../../runtime/types';

test.before.each(resetBody);

const pictureOnly: AuthorData = { key: 'jdoe', name: '', imageURL: 'https://example.com/jdoe.png', url: 'https://example.com/jdoe' };

test('an author with only a picture shows the picture and no name text, and the picture is named by the key', () => {
  const { container } = renderWithSite(<AuthorCard author={pictureOnly} />);
  const img = container.querySelector('img.avatar__photo')!;
  assert.is(img.getAttribute('alt'), 'jdoe');
  assert.is(container.querySelector('.avatar__name'), null);
  assert.is(container.querySelector('.author-card')?.textContent, '');
});

test('an author with only a picture is linked through the picture, whose alt text names the link', () => {
  const { container } = renderWithSite(<AuthorCard author={pictureOnly} />);
  const links = container.querySelectorAll('a');
  assert.is(links.length, 1);
  assert.is(links[0]!.getAttribute('href'), 'https://example.com/jdoe');
  assert.is(links[0]!.querySelector('img')?.getAttribute('alt'), 'jdoe');
});

test('on the authors list a picture-only author keeps its heading, with the key for screen readers only', () => {
  const { container } = renderWithSite(<AuthorCard author={{ ...pictureOnly, page: '/blog/authors/jdoe' }} count={2} linkTo="page" as="h2" />);
  const heading = container.querySelector('h2.avatar__name')!;
  assert.is(heading.querySelector('.visually-hidden')?.textContent, 'jdoe');
  assert.match(heading.textContent ?? '', /^jdoe \(2 posts?\)$/);
  assert.is(container.querySelector('a')?.getAttribute('href'), '/blog/authors/jdoe');
});

test('a named author shows the name as the link and names the picture with it', () => {
  const { container } = renderWithSite(<AuthorCard author={{ ...pictureOnly, name: 'Jane Doe' }} />);
  assert.is(container.querySelector('img')?.getAttribute('alt'), 'Jane Doe');
  assert.is(container.querySelector('a.avatar__name-link')?.textContent, 'Jane Doe');
  assert.is(container.querySelector('a img'), null);
});

test('an author with a page of their own is linked to that page from a post, before their url, as in Docusaurus', () => {
  const { container } = renderWithSite(<AuthorCard author={{ key: 'ada', name: 'Ada', url: 'https://example.com/ada', page: '/blog/authors/ada' }} />);
  assert.is(container.querySelector('a.avatar__name-link')?.getAttribute('href'), '/blog/authors/ada');
});

test('an author without a page links to their url, and one with only an e-mail address gets a mail link', () => {
  const withUrl = renderWithSite(<AuthorCard author={{ key: 'bo', name: 'Bo', url: 'https://example.com/bo', email: 'bo@example.com' }} />);
  assert.is(withUrl.container.querySelector('a.avatar__name-link')?.getAttribute('href'), 'https://example.com/bo');
  resetBody();
  const mailOnly = renderWithSite(<AuthorCard author={{ key: 'cy', name: 'Cy', email: 'cy@example.com' }} />);
  assert.is(mailOnly.container.querySelector('a.avatar__name-link')?.getAttribute('href'), 'mailto:cy@example.com');
});

test('social links show a picture, no text, and are named by the platform\'s proper name and the author', () => {
  const author: AuthorData = { key: 'ana', name: 'Ana', socials: [{ name: 'github', href: 'https://github.com/ana' }, { name: 'linkedin', href: 'https://www.linkedin.com/in/ana/' }, { name: 'custom', href: 'https://example.com/ana' }] };
  const { container } = renderWithSite(<AuthorCard author={author} />);
  const links = [...container.querySelectorAll('a.author-card__social')];
  assert.equal(links.map((a) => a.getAttribute('aria-label')), ['Ana on GitHub', 'Ana on LinkedIn', 'Ana on custom']);
  assert.equal(links.map((a) => a.getAttribute('title')), ['GitHub', 'LinkedIn', 'custom']);
  for (const a of links) {
    // Visible text inside the link would have to match its accessible name (axe: label-content-name-mismatch).
    assert.is(a.textContent, '');
    assert.is(a.querySelector('svg')?.getAttribute('aria-hidden'), 'true');
  }
});

test.run();
