/** The static feature: every file under static/ is copied to the site root as it is. */
import { join } from 'node:path';
import { list } from '../load/scan.js';
import type { Feature } from './feature.js';

export const staticFeature: Feature<null> = {
  name: 'static',
  watchPaths: (ctx) => [ctx.paths.staticDir],
  async load(ctx) {
    const { staticDir } = ctx.paths;
    const rels = (await list(staticDir, ['**/*'], ['**/node_modules/**'])).sort();
    return {
      state: null,
      errors: [],
      jobs: [],
      fileRoutes: [],
      copies: rels.map((rel) => ({ from: join(staticDir, rel), to: rel })),
      files: rels,
    };
  },
  routes: () => ({ routes: [], errors: [] }),
};
