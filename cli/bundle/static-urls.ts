/**
 * `url(/img/x.png)` in a site's CSS names a file of its static folders, served at the base
 * URL, as Docusaurus resolves it. esbuild would look for /img/x.png on the disk; this plugin
 * leaves such a URL to the static copy, with the base URL in front. A path in no static folder
 * but in the site folder (`url(/src/font/x.woff2)`) is that file, bundled, as webpack resolves
 * it for Docusaurus; any other is left to esbuild, which reports it at the CSS line.
 */
import type { Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isWithin } from './paths.js';

/** The esbuild plugin for the browser bundle (the server's drops CSS, CSS modules' too: css-modules.ts). */
export function staticUrls(staticDirs: string[], baseUrl: string, siteDir?: string): Plugin {
  return {
    name: 'opdocs:static-urls',
    setup(build) {
      build.onResolve({ filter: /^\/[^/]/ }, (args) => {
        if (args.kind !== 'url-token') return undefined;
        const file = decodeURIComponent(args.path.split(/[?#]/)[0]);
        if (staticDirs.some((dir) => existsSync(join(dir, file)))) return { path: baseUrl.replace(/\/$/, '') + args.path, external: true };
        const inSite = siteDir ? join(siteDir, file) : '';
        // Only inside the site folder: "/../x" must not bundle a file from elsewhere on the disk.
        return inSite && isWithin(inSite, siteDir!) && existsSync(inSite) ? { path: inSite } : undefined;
      });
    },
  };
}
