/**
 * The published name of a site file the build copies (an image a page shows, a file it links
 * to, one a content stylesheet's url() names): its name, made URL-safe, and its content hash.
 */
import { basename, extname } from 'node:path';
import { contentHash } from '../../content-hash.js';

/** `<name>-<hash of bytes><ext>`; "#", "?" and "%" in a name ("a#b.png") would cut or break the URL that names it. */
export function hashedAssetName(file: string, bytes: Uint8Array): string {
  const ext = extname(file);
  return `${basename(file, ext).replace(/[#?%\\]/g, '-')}-${contentHash(bytes)}${ext}`;
}
