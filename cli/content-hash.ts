/**
 * The content hash in the name of a file the build publishes (`sidebar-main-0a1b2c3d4e.json`,
 * `photo-1a2b3c4d5e.webp`): 10 hex digits of SHA-256, one rule for every such name.
 */
import { createHash } from 'node:crypto';

export function contentHash(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 10);
}
