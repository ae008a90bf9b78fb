/**
 * Whether a file named as a raster image starts like one. Browsers go by the bytes, not the
 * name (a JPEG saved as .png shows fine), so any image format's signature passes; what fails is
 * text or markup saved under an image's name (an HTML error page a download script kept, a
 * Git LFS pointer never pulled), which the page showed as a broken image without a word.
 */
import { closeSync, openSync, readSync } from 'node:fs';

const RASTER = /\.(?:png|apng|jpe?g|jfif|pjpeg|pjp|gif|webp|avif|heic|heif|bmp|ico|cur|tiff?|jxl)$/i;

const startsWith = (head: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (head: Buffer, text: string, at = 0) => head.subarray(at, at + text.length).toString('latin1') === text;

/** True when `head` (a file's first bytes) begins as some image format browsers show. */
export function looksLikeImage(head: Buffer): boolean {
  return startsWith(head, [0x89, 0x50, 0x4e, 0x47]) // PNG, APNG
    || startsWith(head, [0xff, 0xd8, 0xff]) // JPEG
    || ascii(head, 'GIF8')
    || (ascii(head, 'RIFF') && ascii(head, 'WEBP', 8))
    || ascii(head, 'ftyp', 4) // AVIF, HEIC
    || ascii(head, 'BM')
    || startsWith(head, [0, 0, 1, 0]) || startsWith(head, [0, 0, 2, 0]) // ICO, CUR
    || ascii(head, 'II*\0') || ascii(head, 'MM\0*') // TIFF
    || startsWith(head, [0xff, 0x0a]) || ascii(head, '\0\0\0\x0cJXL ', 0) // JPEG XL
    || /^\s*<(?:\?xml|svg)[\s>]/i.test(head.toString('latin1')); // an SVG under a raster name still shows
}

/** Why the file at `abs`, named as a raster image, is not one; null when it is, or is named otherwise. */
export function notARasterImage(abs: string): string | null {
  if (!RASTER.test(abs)) return null;
  const head = Buffer.alloc(16);
  const fd = openSync(abs, 'r');
  let read: number;
  try {
    read = readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (looksLikeImage(head.subarray(0, read))) return null;
  const text = /^[\x09\x0a\x0d\x20-\x7e]*$/.test(head.subarray(0, read).toString('latin1'));
  return `is not an image: its bytes match no image format${text ? ' (it holds text: an error page or a Git LFS pointer saved under the name?)' : ''}`;
}
