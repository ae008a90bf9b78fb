/** Paths of an evaluated Docusaurus config, often resolved against the site folder, as site.config.json wants them. */

/** `path` relative to the site folder (`siteDir`), without a leading "./". */
export function relativeToSite(path: string, siteDir: string | undefined): string {
  const p = siteDir && path.startsWith(siteDir + '/') ? path.slice(siteDir.length + 1) : path;
  return p.replace(/^\.\//, '');
}
