/** The document title of a page: "<title> | <site title>", or the site title alone (behaviors §8). */
export function formatPageTitle(title: string | undefined, site: { title: string; titleDelimiter?: string }): string {
  return title ? `${title} ${site.titleDelimiter ?? '|'} ${site.title}` : site.title;
}
