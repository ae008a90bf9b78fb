/** The terminal line a watch rebuild starts with. */
import { relative } from 'node:path';

/** Names shown before the rest are counted: 200 files created at once made one line of 5,000 characters that pushed the errors off screen. */
const SHOWN = 8;

/** "Changed: a.md, b.md and 3 more; rebuilding…", paths relative to `siteDir`. */
export function changedLine(changed: string[], siteDir: string): string {
  const names = changed.map((path) => relative(siteDir, path) || path);
  const more = names.length - SHOWN;
  return `Changed: ${names.slice(0, SHOWN).join(', ')}${more > 0 ? ` and ${more} more` : ''}; rebuilding…`;
}
