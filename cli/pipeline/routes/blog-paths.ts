/**
 * Where the blog's pages go, from `blog.routeBasePath` and its segments (`tagsBasePath`,
 * `archiveBasePath`, `pageBasePath`, `authorsBasePath`; behaviors §11.5). One place computes
 * them, so the routes, the site data the theme links from and the route sources agree.
 */
import type { SiteConfig } from '../../config/types.js';
import { bareSegment, joinUrl } from './url.js';

export interface BlogPaths {
  /** The blog's index, with baseUrl, e.g. "/base/blog". */
  blogPath: string;
  /** The tags list; each tag page is under it. */
  tagsPath: string;
  /** The archive page; null when `archiveBasePath` is null. */
  archivePath: string | null;
  /** The authors list; author pages are under it. */
  authorsPath: string;
  /** Segment before the number of list pages after the first ("page": /blog/page/2). */
  pageSegment: string;
  /**
   * Segment before the number of an author's list pages after the first: Docusaurus paginates
   * author pages with `authorsBasePath` (/blog/authors/ada/authors/2), kept for equal URLs.
   */
  authorPageSegment: string;
}

/** The blog's paths under `config.baseUrl`. */
export function blogPaths(config: Pick<SiteConfig, 'baseUrl' | 'blog'>): BlogPaths {
  const { blog } = config;
  const blogPath = joinUrl(config.baseUrl, blog.routeBasePath);
  return {
    blogPath,
    tagsPath: joinUrl(blogPath, bareSegment(blog.tagsBasePath)),
    archivePath: blog.archiveBasePath === null ? null : joinUrl(blogPath, bareSegment(blog.archiveBasePath)),
    authorsPath: joinUrl(blogPath, bareSegment(blog.authorsBasePath)),
    pageSegment: bareSegment(blog.pageBasePath),
    authorPageSegment: bareSegment(blog.authorsBasePath),
  };
}
