/**
 * Image width and height for the page's <img>, read from the file's header; unknown (empty)
 * when the format is not one image-size reads, so an odd file never fails the build.
 */
import { readFileSync } from 'node:fs';
import { imageSize } from 'image-size';
import { notARasterImage } from './image-signature.js';

/** The width and height of the image file at `abs`. */
export function dimensions(abs: string): { width?: number; height?: number } {
  return dimensionsOf(readFileSync(abs));
}

/** The width and height of an image's bytes, or none when image-size can't read them. */
export function dimensionsOf(buf: Buffer): { width?: number; height?: number } {
  try {
    // A small Buffer may be a view into Node's shared pool; image-size would read a truncated
    // header's missing bytes from whatever lies after it. A copy ends where the file ends.
    const own = buf.byteOffset === 0 && buf.buffer.byteLength === buf.length ? buf : new Uint8Array(buf);
    const s = imageSize(own);
    // A header cut short reads as 0 × 0, which would hide the image on the page.
    return s.width > 0 && s.height > 0 ? { width: s.width, height: s.height } : {};
  } catch {
    return {};
  }
}

/**
 * Why the image file at `abs` cannot show in a browser, or null: an empty file (a failed
 * download or export), an .svg that is not markup with an `<svg` element (text saved under the
 * name), or a raster image name over bytes of no image format (image-signature.ts).
 */
export function unusableImage(abs: string, size: number): string | null {
  if (size === 0) return 'is an empty file (0 bytes)';
  if (!/\.svg$/i.test(abs)) return notARasterImage(abs);
  const head = readFileSync(abs, { encoding: 'utf8' }).slice(0, 64 * 1024).replace(/^\uFEFF?\s*/, '');
  return head.startsWith('<') && /<svg[\s>]/i.test(head) ? null : 'is not an SVG image: it is not XML with an <svg> element';
}
