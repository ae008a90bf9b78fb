/** @jsxRuntime automatic @jsxImportSource react */
/**
 * What a site's own author pages get: Docusaurus' props for the authors page and an author's
 * posts, the theme's pages as the originals a wrapper draws, the page titles and labels of
 * `@docusaurus/theme-common/internal`, an author's social links and `@theme/Icon/Socials/*`.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { BlogAuthorsRoute } from '../../../../runtime/types';
import { renderWithSite, resetBody } from '../pages/page-env';
import { authorPostsPageProps, authorsListPageProps } from '../../../../theme/compat/Blog/author-props';
import BlogAuthorsListPage from '../../../../theme/compat/BlogAuthorsListPage';
import AuthorSocials from '../../../../theme/compat/Blog/Components/Author/Socials';
import GitHubIcon from '../../../../theme/compat/Icon/Socials/GitHub';
import { BlogAuthorNoPostsLabel, BlogAuthorsListViewAllLabel, useBlogAuthorPageTitle } from '../../../../theme/compat/blog-translations';
import { makeBlogListRoute, makeBlogSidebar, makeHead, makeSite } from '../../../helpers/page-fixtures';

const test = suite('author pages with Docusaurus\' props');
test.before.each(resetBody);

const ada = { key: 'ada', name: 'Ada Line', title: 'Flyer', page: '/base/blog/authors/ada', socials: [{ name: 'github', href: 'https://github.com/ada-line' }, { name: 'kitefeed', href: 'https://kites.example.org/ada' }] };
const authorsRoute: BlogAuthorsRoute = {
  kind: 'blog-authors', page: 'blog-authors', path: '/base/blog/authors', head: makeHead('Authors'), deps: [],
  authors: [{ ...ada, count: 3 }, { key: 'bo', name: '', count: 1 }], sidebar: makeBlogSidebar(),
};

test('the authors page gets each author with its key, count, page as { permalink } and socials by platform', () => {
  const { authors, sidebar } = authorsListPageProps(authorsRoute);
  assert.equal(authors[0], {
    key: 'ada', name: 'Ada Line', title: 'Flyer', url: undefined, imageURL: undefined, email: undefined, description: undefined,
    page: { permalink: '/base/blog/authors/ada' }, socials: { github: 'https://github.com/ada-line', kitefeed: 'https://kites.example.org/ada' }, count: 3,
  });
  assert.equal([authors[1].key, authors[1].name, authors[1].page, authors[1].count], ['bo', undefined, null, 1]);
  assert.equal(sidebar.items.map((i) => i.title), ['Release 0.2', 'Release 0.1']);
});

test('an author\'s posts page gets the author counted over the whole list, its list metadata and the posts', () => {
  const route = makeBlogListRoute({ listType: 'author', author: ada, path: '/base/blog/authors/ada', pagination: { page: 1, totalPages: 2, totalCount: 3, newer: null, older: '/base/blog/authors/ada/authors/2' } });
  const props = authorPostsPageProps(route, { title: 'Blog', tagsPath: '/base/blog/tags' });
  assert.equal([props.author.key, props.author.count, props.author.page], ['ada', 3, { permalink: '/base/blog/authors/ada' }]);
  assert.equal([props.listMetadata.permalink, props.listMetadata.nextPage, props.listMetadata.totalPages], ['/base/blog/authors/ada', '/base/blog/authors/ada/authors/2', 2]);
  assert.equal(props.items.map((i) => i.content.metadata.title), ['Release 0.2', 'Release 0.1']);
});

test('the original a wrapper of the authors page draws is the theme\'s authors page', () => {
  const { container } = renderWithSite(<BlogAuthorsListPage authors={[]} />, { route: authorsRoute });
  assert.is(container.querySelector('h1')?.textContent, 'Authors');
  assert.equal([...container.querySelectorAll('.authors-list__item .avatar__name')].map((n) => n.textContent), ['Ada Line (3 posts)', 'bo (One post)']);
});

test('an author\'s socials are icon links named for the author and platform; none are drawn without socials', () => {
  const { container } = renderWithSite(<AuthorSocials author={{ key: 'ada', name: 'Ada Line', socials: { github: 'https://github.com/ada-line', kitefeed: 'https://kites.example.org/ada' } }} className="mine" />);
  const links = [...container.querySelectorAll('ul.author-card__socials.mine a')];
  assert.equal(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]), [['Ada Line on GitHub', 'https://github.com/ada-line'], ['Ada Line on kitefeed', 'https://kites.example.org/ada']]);
  assert.ok(links.every((a) => a.querySelector('svg')?.getAttribute('aria-hidden') === 'true' && a.textContent === ''));
  const none = renderWithSite(<AuthorSocials author={{ key: 'bo', name: 'Bo' }} />);
  assert.is(none.container.querySelector('ul'), null);
});

test('a social icon is decorative unless titled, and takes its size from width and height', () => {
  const { container } = renderWithSite(<><GitHubIcon width={32} height={32} /><GitHubIcon title="GitHub" /></>);
  const [plain, titled] = [...container.querySelectorAll('svg')];
  assert.equal([plain.getAttribute('aria-hidden'), plain.getAttribute('width')], ['true', '32']);
  assert.equal([titled.getAttribute('role'), titled.getAttribute('aria-hidden'), titled.querySelector('title')?.textContent], ['img', null, 'GitHub']);
});

function Labels({ author }: { author: { key: string; name?: string; count: number } }) {
  return <p>{useBlogAuthorPageTitle(author)} / <BlogAuthorsListViewAllLabel /> / <BlogAuthorNoPostsLabel /></p>;
}

test('the author page\'s title and labels are the theme\'s texts, translated by the site and plural by count', () => {
  const english = renderWithSite(<Labels author={{ key: 'ada', name: 'Ada Line', count: 1 }} />);
  assert.is(english.container.textContent, 'Ada Line - One post / View all authors / This author has not written any posts yet.');
  english.unmount();
  const site = makeSite({ translations: { 'theme.blog.author.pageTitle': '{nPosts} de {authorName}', 'theme.blog.authorsList.viewAll': 'Tous les auteurs' } });
  const french = renderWithSite(<Labels author={{ key: 'bo', count: 2 }} />, { site });
  assert.match(french.container.textContent ?? '', /^2 posts de bo \/ Tous les auteurs \//);
});

test.run();
