/**
 * The app icon source, checked before any page is rendered: every page's head links the icons
 * (apple-touch-icon), so whether there are icons must be known before sharp has made them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configError } from '../config/config-position.js';
import { dimensionsOf } from '../pipeline/check/image-dimensions.js';
import { appIconSource, iconSourceKey } from './web-manifest.js';
import { faviconIsMissing, faviconPath } from '../config/favicon-file.js';
import type { OpdocsError, OpdocsWarning } from '../errors.js';
import { checkReadyIcons } from './ready-icons.js';
import type { SiteConfig } from '../config/types.js';

export type IconSource = ReturnType<typeof appIconSource>;

/**
 * appIconSource, unless the source is a raster image the site only falls back to (a navbar logo
 * or favicon, offline.icon unset) and its header is no image's: a logo the browser cannot show
 * either should not stop the build for want of an icon, so that case is a warning at the key and
 * the site is not installable. An offline.icon was asked for by name: renderAppIcons fails on it.
 * A missing file is left to renderAppIcons too, which names it. A site's own icons
 * (offline.icons) are checked here in full: `errors` then fail the build.
 */
export function checkedIconSource(config: SiteConfig): { icon: IconSource; warning?: OpdocsWarning; errors?: OpdocsError[] } {
  const icon = appIconSource(config);
  if (icon?.kind === 'ready') {
    const { errors, warning } = checkReadyIcons(config);
    return errors.length ? { icon: null, errors } : { icon, ...(warning ? { warning } : {}) };
  }
  // A favicon that is not there is warned about already (site-checks.ts): no icons from it.
  if (icon && !config.offline.icon && icon.rel === faviconPath(config) && faviconIsMissing(config)) return { icon: null };
  if (icon?.kind !== 'raster' || config.offline.icon) return { icon };
  const file = join(config.siteDir, config.contentDir, 'static', icon.rel);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return { icon };
  }
  if (dimensionsOf(bytes).width) return { icon };
  // offline.icon is unset here, so this is the navbar logo's key or the favicon's.
  const key = iconSourceKey(config);
  return {
    icon: null,
    warning: { level: 'warn', error: configError(
      config.configFile, key,
      `${key.join('.')}: ${file} is not a PNG, WebP, JPEG, GIF, AVIF or TIFF image, so the site gets no app icons and cannot be installed`,
      `replace that file with a working image, or set "offline.icon" to a square PNG or SVG under static/ (the app icon is made from ${key.join('.')} when it is unset)`,
    ) },
  };
}

/**
 * The icon check of a build, or of `serve --watch` (`dev`), which links no manifest and makes no
 * icons: there a site's own icons that a build would refuse are warnings, shown while editing.
 */
export function iconCheckFor(config: SiteConfig, dev: boolean): { icon: IconSource; warnings: OpdocsWarning[]; errors: OpdocsError[] } {
  if (dev) {
    const errors = config.offline.icons?.length ? checkReadyIcons(config).errors : [];
    return { icon: null, warnings: errors.map((error) => ({ level: 'warn' as const, error })), errors: [] };
  }
  const { icon, warning, errors = [] } = checkedIconSource(config);
  return { icon, warnings: warning ? [warning] : [], errors };
}
