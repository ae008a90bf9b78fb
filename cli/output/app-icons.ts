/**
 * The installed app's PNG icons (192, 512 and a maskable 512), made from a raster logo with
 * sharp. sharp is loaded only when the icons of that source image are not already in the
 * cache folder, so most builds never load it.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { OpdocsError } from '../errors.js';
import { configError } from '../config/config-position.js';
import { APP_ICON_FILES as FILES, ICON_DIR, iconSourceKey, ICON_SIZES, manifestColours } from './web-manifest.js';
import type { SiteConfig } from '../config/types.js';
import { askFor, bundlesBeside } from '../workers/side-thread.js';

/**
 * A 256-colour PNG at zlib's best compression. Quantizing at effort 1 rather than sharp's 7 cut
 * the icons' CPU from about 500 ms to 150 ms (a cold TyKO build ran them beside esbuild on two
 * cores), for files about a tenth larger and no difference to be seen; without dithering, a
 * sixth less again (TyKO's three icons: 212 → 177 ms of CPU), and the files are 9 % smaller,
 * with no difference to be seen at these sizes either. The icons are the largest piece of
 * work beside the main thread in a small site's cold build.
 */
const PNG_OPTIONS = { palette: true, compressionLevel: 9, effort: 1, dither: 0 } as const;

// The four images are independent: sharp runs each pipeline on its own libuv thread.
async function render(source: Buffer, dir: string, background: string): Promise<void> {
  // Required, not imported: an ESM import takes an event-loop turn per module, and the build
  // starts the icons while the parse keeps the main thread busy, which delayed them by seconds.
  const sharp = createRequire(import.meta.url)('sharp') as typeof import('sharp').default;
  await mkdir(dir, { recursive: true });
  const clear = { r: 0, g: 0, b: 0, alpha: 0 };
  const maskable = async () => {
    // Maskable icons may be cropped to a circle: keep the logo inside the central 70 %.
    // Raw pixels, not a PNG: the composite would only decode it again.
    const inner = await sharp(source).resize(358, 358, { fit: 'contain', background: clear }).raw().toBuffer({ resolveWithObject: true });
    await sharp({ create: { width: 512, height: 512, channels: 4, background } })
      .composite([{ input: inner.data, raw: inner.info, gravity: 'centre' }]).png(PNG_OPTIONS).toFile(join(dir, 'icon-maskable-512.png'));
  };
  // Settled, not raced: on a failure no pipeline may still be writing when the folder is removed.
  const done = await Promise.allSettled([
    ...ICON_SIZES.map((n) => sharp(source).resize(n, n, { fit: 'contain', background: clear }).png(PNG_OPTIONS).toFile(join(dir, `icon-${n}.png`))),
    maskable(),
  ]);
  const failed = done.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Makes the icons of `sourceFile` in the cache folder (unless they are there) and returns that
 * folder. The build starts this right after the config loads and copies the icons at the end.
 */
export async function renderAppIcons(opts: { config: SiteConfig; sourceFile: string; cacheDir: string }): Promise<string> {
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
  if (FILES.every((f) => existsSync(join(cached, f)))) return cached;
  // Made beside the cache entry and renamed into place, so an interrupted build or a second
  // build of the same site never leaves a half-written entry that looks complete.
  const temp = `${cached}.${process.pid}.tmp`;
  await render(source, temp, background).catch(async (cause: unknown) => {
    await rm(temp, { recursive: true, force: true });
    const key = iconSourceKey(opts.config);
    throw configError(
      opts.config.configFile, key,
      `${key.join('.')}: the app icon source ${opts.sourceFile} is not an image sharp can read (${cause instanceof Error ? cause.message : String(cause)})`,
      key[0] === 'offline' ? 'point "offline.icon" at a PNG, WebP, JPEG or SVG file under static/'
        : `replace that file with a PNG, WebP, JPEG or SVG image, or set "offline.icon" to one (the app icon is made from ${key.join('.')} when it is unset)`,
    );
  });
  await rm(cached, { recursive: true, force: true });
  await rename(temp, cached);
  return cached;
}

/**
 * renderAppIcons, on the side thread when it builds the bundles too (bundlesBeside): loading
 * sharp (a native library of 18 MB) holds the thread for 20 to 40 ms, and up to half a second
 * when it is not in the page cache; a cold build's main thread has that time while esbuild works.
 */
export function renderAppIconsBeside(opts: { config: SiteConfig; sourceFile: string; cacheDir: string }): Promise<string> {
  return bundlesBeside() ? askFor<string>({ icons: opts }, 'dir') : renderAppIcons(opts);
}

/** Copies the icons made by renderAppIcons into `outDir`/assets/icons. */
export async function copyAppIcons(from: string, outDir: string): Promise<void> {
  const to = join(outDir, ICON_DIR);
  await mkdir(to, { recursive: true });
  await Promise.all(FILES.map((f) => copyFile(join(from, f), join(to, f))));
}
