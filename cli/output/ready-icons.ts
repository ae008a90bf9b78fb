/**
 * A site's own app icons (`offline.icons`), checked against their files before any page links
 * them: each must be in a static folder, an image a browser shows, and of the size the config
 * says, for the manifest to tell browsers the truth. The build copies them as static files.
 */
import { join } from 'node:path';
import { configError } from '../config/config-position.js';
import { faviconDirs, faviconLeavesStatic } from '../config/favicon-file.js';
import { isFile } from '../pipeline/check/links.js';
import { dimensions } from '../pipeline/check/image-dimensions.js';
import { iconType, staticRel } from './web-manifest.js';
import type { OpdocsError, OpdocsWarning } from '../errors.js';
import type { SiteConfig } from '../config/types.js';

/** Browsers offer to install a site only with an icon of at least this many pixels (Chrome's rule). */
const INSTALLABLE_PX = 144;

export function checkReadyIcons(config: SiteConfig): { errors: OpdocsError[]; warning?: OpdocsWarning } {
  const icons = config.offline.icons ?? [];
  const file = config.configFile;
  const errors: OpdocsError[] = [];
  if (config.offline.icon !== undefined) {
    errors.push(configError(file, ['offline', 'icon'],
      'offline.icon and offline.icons are both set: the first is an image to make icons from, the second lists icons ready to use',
      'remove one of them'));
  }
  let installable = false;
  icons.forEach((icon, n) => {
    const at = (key: string) => ['offline', 'icons', n, key];
    const rel = staticRel(icon.src);
    const type = iconType(rel);
    const path = faviconLeavesStatic(rel) ? undefined : faviconDirs(config).map((d) => join(d, rel)).find(isFile);
    if (!path) {
      errors.push(configError(file, at('src'), `offline.icons[${n}].src: no static folder holds ${rel}`,
        `put the icon under ${config.staticDirectories[0] ?? 'static'}/ and write its path from there ("img/icon-192.png")`));
      return;
    }
    if (!type) {
      errors.push(configError(file, at('src'), `offline.icons[${n}].src: ${rel} is not a PNG, WebP, JPEG, AVIF or SVG file`,
        'convert it to PNG, or to SVG for a drawing'));
      return;
    }
    if (icon.type !== undefined && icon.type !== type) {
      errors.push(configError(file, at('type'), `offline.icons[${n}].type: ${rel} is ${type} by its name, not ${icon.type}`,
        `write "type": "${type}", or leave "type" out`));
      return;
    }
    if (type === 'image/svg+xml') {
      if (icon.purpose === 'any') installable = true;
      return;
    }
    const { width, height } = dimensions(path);
    if (!width || !height) {
      errors.push(configError(file, at('src'), `offline.icons[${n}].src: ${rel} has no image header a browser can read`, 'export the icon again as a PNG'));
      return;
    }
    if (width !== height) {
      errors.push(configError(file, at('src'), `offline.icons[${n}].src: ${rel} is ${width}×${height}; app icons are square`,
        'pad the image to a square (a transparent border for "any", the background colour for "maskable")'));
      return;
    }
    if (icon.sizes !== `${width}x${height}`) {
      errors.push(configError(file, at('sizes'), `offline.icons[${n}].sizes: ${rel} is ${width}×${height} pixels, not ${icon.sizes}`,
        `write "sizes": "${width}x${height}"`));
      return;
    }
    if (icon.purpose === 'any' && width >= INSTALLABLE_PX) installable = true;
  });
  if (errors.length || installable) return { errors };
  return {
    errors,
    warning: { level: 'warn', error: configError(file, ['offline', 'icons'],
      `offline.icons: no icon for any purpose of ${INSTALLABLE_PX} px or more (or SVG), so browsers will not offer to install the site`,
      'add a 192x192 or 512x512 PNG without "purpose", or an SVG') },
  };
}
