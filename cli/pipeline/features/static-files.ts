/** The static feature: every file under static/ is copied to the site root as it is. */
import { join } from 'node:path';
import type { OpdocsError } from '../../errors.js';
import { confineStaticFiles } from '../check/route-sources.js';
import { list } from '../load/scan.js';
import type { Feature } from './feature.js';

export const staticFeature: Feature<null> = {
  name: 'static',
  watchPaths: (ctx) => [ctx.paths.staticDir],
  async load(ctx) {
    const { staticDir } = ctx.paths;
    const rels = (await list(staticDir, ['**/*'], ['**/node_modules/**'])).sort();
    const errors: OpdocsError[] = [];
    // Only files whose real path is inside the site are published (no symlinks out).
    const inside = confineStaticFiles(rels.map((rel) => ({ file: join(staticDir, rel), rel })), ctx.paths.siteDir, errors);
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
