/**
 * The installed app's PNG icons (192, 512 and a maskable 512), made from a raster logo with
 * sharp. sharp is loaded only when the icons of that source image are not already in the
 * cache folder, so most builds never load it.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { OpdocsError } from '../errors.js';
import { ICON_DIR, ICON_SIZES, manifestColours } from './web-manifest.js';
import type { SiteConfig } from '../config/types.js';

const FILES = [...ICON_SIZES.map((n) => `icon-${n}.png`), 'icon-maskable-512.png'];

async function render(source: Buffer, dir: string, background: string): Promise<void> {
  const sharp = (await import('sharp')).default;
  await mkdir(dir, { recursive: true });
  const clear = { r: 0, g: 0, b: 0, alpha: 0 };
  for (const n of ICON_SIZES) {
    await sharp(source).resize(n, n, { fit: 'contain', background: clear }).png({ palette: true, compressionLevel: 9 }).toFile(join(dir, `icon-${n}.png`));
  }
  // Maskable icons may be cropped to a circle: keep the logo inside the central 70 %.
  const inner = await sharp(source).resize(358, 358, { fit: 'contain', background: clear }).png().toBuffer();
  await sharp({ create: { width: 512, height: 512, channels: 4, background } })
    .composite([{ input: inner, gravity: 'centre' }]).png({ palette: true, compressionLevel: 9 }).toFile(join(dir, 'icon-maskable-512.png'));
}

/** Writes the icons of `sourceFile` into `outDir`/assets/icons, from the cache when it has them. */
export async function writeAppIcons(opts: { config: SiteConfig; sourceFile: string; outDir: string; cacheDir: string }): Promise<void> {
  let source: Buffer;
  try {
    source = await readFile(opts.sourceFile);
  } catch (cause) {
    throw new OpdocsError({
      file: opts.config.configFile,
      message: `the app icon source ${opts.sourceFile} cannot be read`,
      hint: 'set "offline.icon" (or navbar.logo.src) to a PNG, WebP, JPEG or SVG file under static/',
      cause,
    });
  }
  const background = manifestColours(opts.config).background;
  const key = createHash('sha1').update(source).update(background).digest('hex').slice(0, 16);
  const cached = join(opts.cacheDir, `icons-${key}`);
  if (!FILES.every((f) => existsSync(join(cached, f)))) {
    await render(source, cached, background).catch((cause: unknown) => {
      throw new OpdocsError({
        file: opts.config.configFile,
        message: `the app icon source ${opts.sourceFile} is not an image sharp can read (${cause instanceof Error ? cause.message : String(cause)})`,
        hint: 'point "offline.icon" at a PNG, WebP, JPEG or SVG file under static/',
        cause,
      });
    });
  }
  const to = join(opts.outDir, ICON_DIR);
  await mkdir(to, { recursive: true });
  await Promise.all(FILES.map((f) => copyFile(join(cached, f), join(to, f))));
}
