/**
 * Image width and height for the page's <img>, read from the file's header; unknown (empty)
 * when the format is not one image-size reads, so an odd file never fails the build.
 */
import { readFileSync } from 'node:fs';
import { imageSize } from 'image-size';

/** The width and height of the image file at `abs`. */
export function dimensions(abs: string): { width?: number; height?: number } {
  return dimensionsOf(readFileSync(abs));
}

/** The width and height of an image's bytes, or none when image-size can't read them. */
export function dimensionsOf(buf: Buffer): { width?: number; height?: number } {
  try {
    const s = imageSize(buf);
    return { width: s.width, height: s.height };
  } catch {
    return {};
  }
}
