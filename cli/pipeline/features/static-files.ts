/**
 * The static feature: every file of every `staticDirectories` folder (relative to `contentDir`,
 * default static/) is copied to the site root as it is; when two folders hold the same path,
 * the earlier folder wins.
 */
import { join, relative } from 'node:path';
import { OpdocsError } from '../../errors.js';
import { confineStaticFiles } from '../check/route-sources.js';
import { listStaticFolder } from '../load/static-list.js';
import type { Feature } from './feature.js';

export const staticFeature: Feature<null> = {
  name: 'static',
  watchPaths: (ctx) => ctx.paths.staticDirs,
  async load(ctx) {
    const lists = ctx.paths.staticDirs.map((dir) => listStaticFolder(dir, ctx.paths.siteDir));
    const seen = new Set<string>();
    const files: { file: string; rel: string }[] = [];
    ctx.paths.staticDirs.forEach((dir, i) => {
      for (const rel of lists[i].files) if (!seen.has(rel)) (seen.add(rel), files.push({ file: join(dir, rel), rel }));
    });
    files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    // A dangling link would otherwise vanish from the build without a word.
    const errors = lists.flatMap((l) => l.broken).map((file) => new OpdocsError({
      file, message: 'static file is a symlink to nothing: its target does not exist, so it cannot be published',
      hint: `point the link at an existing file, or remove it (${relative(ctx.paths.siteDir, file)})`,
    }));
    errors.push(...lists.flatMap((l) => l.outside).map((file) => new OpdocsError({
      file, message: 'static folder is a symlink to a folder outside the site folder; publishing it could leak any file under it',
      hint: `copy the files the site needs into the site instead of linking to the folder (${relative(ctx.paths.siteDir, file)})`,
    })));
    // Only files whose real path is inside the site are published (no symlinks out).
    const inside = confineStaticFiles(files, ctx.paths.siteDir, errors);
    return {
      state: null,
      errors,
      jobs: [],
      fileRoutes: [],
      copies: inside.map((f) => ({ from: f.file, to: f.rel })),
      files: inside.map((f) => f.rel),
      staticFiles: inside,
    };
  },
  routes: () => ({ routes: [], errors: [] }),
};
