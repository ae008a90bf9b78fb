/**
 * The contract between the parse (which knows where a React component sits in a body) and the
 * render (which runs the component): a marker element left in the body HTML.
 *
 *   <opdocs-component name="Tabs" props="{&quot;groupId&quot;:&quot;os&quot;}">children HTML</opdocs-component>
 *
 * - `name` is a content component of the theme (Admonition, CodeBlock, Tabs, TabItem, Details,
 *   DocCardList, …; a site override of that name wins), or `import:<file>#<export>` for a
 *   component an MDX file imports (`default` for a default import). The file is named from the
 *   site folder (`@site/src/Card.tsx`) or opdocs' own (`@opdocs/theme/…`): names reach the
 *   published pages and scripts, which must not hold the folders of the machine that built them.
 * - `props` is the JSON of the props other than children (escaped as an attribute value); it
 *   may be absent when there are none. A value `{"__html": "…"}` reaches the component as that
 *   HTML (a React node), for props such as a title with markup.
 * - The children are ordinary body HTML and may hold further markers (nesting is allowed).
 * Markers never reach a reader: the render replaces each with the component's output.
 */
import { isAbsolute, join, relative, sep } from 'node:path';
import { escapeHtml } from '../../../runtime/escape-html.js';
import { OPDOCS_ROOT } from '../../bundle/paths.js';
import { PACKAGE_MODULE } from './mdx/module-files.js';

export const COMPONENT_TAG = 'opdocs-component';

const SITE_ROOT = '@site/';
const OPDOCS_PREFIX = '@opdocs/';

const inside = (file: string, dir: string) => {
  const rel = relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : undefined;
};

/** `file` as names show it: from the site folder, else from opdocs' folder, else from the site again (with `..`). */
export function publicImportPath(file: string, siteDir: string | undefined): string {
  // A package module (module-files.ts) is `opdocs-package:<folder>|<spec>`: its folder likewise.
  if (file.startsWith(PACKAGE_MODULE)) {
    const [dir, spec] = file.slice(PACKAGE_MODULE.length).split('|');
    return `${PACKAGE_MODULE}${publicImportPath(dir, siteDir)}|${spec}`;
  }
  if (!isAbsolute(file)) return file;
  // The site first: the TyKO site is opdocs' own folder.
  const fromSite = siteDir ? inside(file, siteDir) : undefined;
  if (fromSite !== undefined) return SITE_ROOT + fromSite;
  const fromOpdocs = inside(file, OPDOCS_ROOT);
  if (fromOpdocs !== undefined) return OPDOCS_PREFIX + fromOpdocs;
  // Elsewhere (a monorepo's hoisted node_modules): relative to the site, `..` and all.
  const up = siteDir ? relative(siteDir, file) : '';
  return up && !isAbsolute(up) ? SITE_ROOT + up.split(sep).join('/') : file;
}

/** The file on disk of a path publicImportPath made, for the bundles to import. */
export function importedFile(path: string, siteDir: string): string {
  if (path.startsWith(PACKAGE_MODULE)) {
    const [dir, spec] = path.slice(PACKAGE_MODULE.length).split('|');
    return `${PACKAGE_MODULE}${importedFile(dir, siteDir)}|${spec}`;
  }
  if (path.startsWith(SITE_ROOT)) return join(siteDir, path.slice(SITE_ROOT.length));
  if (path.startsWith(OPDOCS_PREFIX)) return join(OPDOCS_ROOT, path.slice(OPDOCS_PREFIX.length));
  return path;
}

/** The name of an imported component in a marker (see above). */
export function importedComponentName(file: string, exportName: string, siteDir: string | undefined): string {
  return `import:${publicImportPath(file, siteDir)}#${exportName}`;
}

/** Marker HTML for `name` with `props`, wrapping `childrenHtml`. */
export function componentMarkup(name: string, props: Record<string, unknown>, childrenHtml: string): string {
  const json = Object.keys(props).length > 0 ? ` props="${escapeHtml(JSON.stringify(props))}"` : '';
  return `<${COMPONENT_TAG} name="${escapeHtml(name)}"${json}>${childrenHtml}</${COMPONENT_TAG}>`;
}
