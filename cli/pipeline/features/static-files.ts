/**
 * The static feature: every file of every `staticDirectories` folder (relative to `contentDir`,
 * default static/) is copied to the site root as it is; when two folders hold the same path,
 * the earlier folder wins.
 */
import { join, relative } from 'node:path';
import { realpathSync } from 'node:fs';
import { OpdocsError } from '../../errors.js';
import { notUtf8Name } from '../../fs-failure.js';
import { listStaticFolder } from '../load/static-list.js';
import { mayLinkTo, repositoryFolder, type LinkPolicy } from '../load/linked-files.js';
import type { Feature } from './feature.js';

export const staticFeature: Feature<null> = {
  name: 'static',
  watchPaths: (ctx) => ctx.paths.staticDirs,
  async load(ctx) {
    const policy: LinkPolicy = { siteDir: ctx.paths.siteDir, errors: [] };
    const mayLink = (link: string) => mayLinkTo(link, policy);
    const lists = ctx.paths.staticDirs.map((dir) => listStaticFolder(dir, mayLink));
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
    errors.push(...lists.flatMap((l) => l.badNames).map((b) => notUtf8Name(b.path, b.folder)));
    const why = refusal(policy);
    errors.push(...lists.flatMap((l) => l.outside).map((file) => new OpdocsError({
      file, message: `static folder is a symlink to ${targetOf(file)}, ${why}; publishing it could leak any file under it`,
      hint: `copy the files the site needs into the site instead of linking to the folder (${relative(ctx.paths.siteDir, file)})`,
    })));
    // Files (linked themselves, or inside a linked folder) are published only from inside the
    // site or its repository: 8VIM's static/ links into other folders of its repository.
    const inside = files.filter((f) => {
      if (mayLink(f.file)) return true;
      errors.push(new OpdocsError({
        file: f.file, message: `static file is a symlink to ${targetOf(f.file)}, ${why}; publishing it could leak a file from elsewhere`,
        hint: `copy the file into the site instead of linking to it (${relative(ctx.paths.siteDir, f.file)})`,
      }));
      return false;
    });
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

/** Where a link really leads (its target followed to the end). */
function targetOf(link: string): string {
  try {
    return realpathSync(link);
  } catch {
    return link;
  }
}

/** Why a link is refused: it leaves the repository holding the site, or the site when none does. */
function refusal(policy: LinkPolicy): string {
  const repo = repositoryFolder(policy);
  return repo ? `outside the site's repository (${repo})` : 'outside the site folder (no git repository holds the site)';
}
