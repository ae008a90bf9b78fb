import type { BlogData, RouteData, SiteData } from '../../runtime/types';

/** The blog a page belongs to: one of `blogInstances` by its `blogId`, else the site's `blog`. */
export function blogOf(site: Pick<SiteData, 'blog' | 'blogInstances'>, route: RouteData): BlogData | null {
  const id = 'blogId' in route ? route.blogId : undefined;
  return (id && site.blogInstances?.find((b) => b.id === id)) || site.blog;
}
