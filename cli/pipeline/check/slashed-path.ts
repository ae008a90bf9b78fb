/** Windows-style image paths, as Docusaurus reads them on any system. */

/**
 * `path` with its backslashes read as slashes when only that spelling names a file: Docusaurus
 * parses image URLs with Node's legacy url.parse, which turns `images\a.png` into `images/a.png`,
 * so pages written on Windows build on Linux there too.
 */
export function slashedPath(path: string, exists: (p: string) => boolean): string {
  if (!path.includes('\\') || exists(path)) return path;
  const slashed = path.replace(/\\/g, '/');
  return exists(slashed) ? slashed : path;
}
