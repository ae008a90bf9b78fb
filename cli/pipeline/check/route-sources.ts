/**
 * Which input file made each route (for messages that name files, not the config), and the
 * static files that may be published: those whose real path stays inside the site folder.
 */
import { realpathSync } from 'node:fs';
import { relative, isAbsolute } from 'node:path';
import type { RouteData } from '../../../runtime/types.js';
import type { SiteConfig } from '../../config/types.js';
import { OpdocsError } from '../../errors.js';
import type { ScannedContent } from '../load/scan.js';
import type { LoadedDoc } from '../routes/docs.js';
import type { LoadedPost } from '../routes/blog.js';
import type { RouteSource } from './route-files.js';

/** True when `file`, symlinks resolved, is inside `dir` (symlinks resolved too). */
export function isInsideReal(file: string, dir: string): boolean {
  try {
    const rel = relative(realpathSync(dir), realpathSync(file));
    return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
  } catch {
    return false;
  }
}

/** Maps every route to the file that made it; unlisted routes fall back to the config file. */
export function attributeRoutes(args: {
  routes: RouteData[]; docs: LoadedDoc[]; docRoutes: RouteData[]; posts: LoadedPost[];
  mdPages: { file: { file: string; text: string }; path: string }[]; reactPages: Map<string, string>;
  scanned: ScannedContent; tagsPath: string; blogPath: string; config: SiteConfig;
}): Map<RouteData, RouteSource> {
  const sources = new Map<RouteData, RouteSource>();
  args.docRoutes.forEach((r, i) => sources.set(r, { file: args.docs[i].file, text: args.docs[i].text, isDoc: true }));
  const postByPath = new Map(args.posts.map((p) => [p.permalink, p]));
  const pageByPath = new Map(args.mdPages.map((p) => [p.path, p.file]));
  const authorsPath = `${args.blogPath}/authors/`;
  for (const r of args.routes) {
    if (sources.has(r)) continue;
    const post = r.kind === 'blog-post' ? postByPath.get(r.path) : undefined;
    const page = r.kind === 'page' ? pageByPath.get(r.path) : undefined;
    if (post) sources.set(r, { file: post.file, text: post.text });
    else if (page) sources.set(r, { file: page.file, text: page.text });
    else if (r.kind === 'react-page') {
      const file = args.reactPages.get(r.page);
      if (file) sources.set(r, { file });
    } else if (r.kind === 'doc') {
      // A generated category index: blame the _category_ file whose slug names it.
      const last = r.path.split('/').filter(Boolean).pop() ?? '';
      const cat = args.scanned.categories.find((c) => /"?slug"?\s*:/.test(c.text) && c.text.includes(last));
      if (cat) sources.set(r, { file: cat.file, text: cat.text });
    } else if (r.path.startsWith(`${args.tagsPath}/`) && args.scanned.tagsFile) {
      sources.set(r, { file: args.scanned.tagsFile.file, text: args.scanned.tagsFile.text });
    } else if (r.path.startsWith(authorsPath) && args.scanned.authorsFile) {
      sources.set(r, { file: args.scanned.authorsFile.file, text: args.scanned.authorsFile.text });
    }
  }
  return sources;
}

/** Keeps the static files that really are inside the site; reports the others (symlinks out). */
export function confineStaticFiles(files: { file: string; rel: string }[], siteDir: string, errors: OpdocsError[]): { file: string; rel: string }[] {
  return files.filter((f) => {
    if (isInsideReal(f.file, siteDir)) return true;
    errors.push(new OpdocsError({
      file: f.file, message: 'static file points outside the site folder (a symlink); it would publish a file from elsewhere',
      hint: 'copy the file into the site instead of linking to it',
    }));
    return false;
  });
}
