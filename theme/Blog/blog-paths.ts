/**
 * The tags page path, derived from the blog path because BlogListRoute does not carry
 * it (contract gap, see report). `blogPath` already includes baseUrl.
 */
export function getBlogTagsPath(blogPath: string): string {
  return `${blogPath.replace(/\/+$/, '')}/tags`;
}

/** The authors list page: `authors` under the blog, a fixed segment in routes too (behaviors §11.5). */
export function getBlogAuthorsPath(blogPath: string): string {
  return `${blogPath.replace(/\/+$/, '')}/authors`;
}
