/**
 * The build id names one deployed version of a site (the browser compares it to notice a
 * redeploy). It is a hash of what the build publishes, never random or time-based, so the
 * same input gives byte-identical output in any folder.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { RouteData, SiteData } from '../../runtime/types.js';
import type { ClientManifest } from '../bundle/bundle-client.js';
import { routeDigests } from '../render/route-keys.js';

export interface BuildIdInput {
  site: SiteData;
  routes: RouteData[];
  /** Each route's data digest (same order as `routes`, see routeDigests), when the caller already made them. */
  routeDigests?: string[];
  shared: { file: string; json: string }[];
  manifest: ClientManifest;
  /** Copied files: their bytes count, not where they came from. */
  copies: { from: string; to: string }[];
  dev?: boolean;
  /** Identifies opdocs' own code (files it derives, such as the search index, change with it). */
  code?: string | null;
}

/** 12 hex digits of a SHA-256 over every published input. */
export function computeBuildId(input: BuildIdInput): string {
  const hash = createHash('sha256');
  const add = (s: string) => hash.update(s).update('\0');
  add(input.dev ? 'dev' : 'prod');
  add(input.code ?? '');
  add(JSON.stringify(input.site));
  (input.routeDigests ?? routeDigests(input.routes)).forEach(add);
  for (const s of input.shared) add(s.file).update(s.json);
  add(JSON.stringify(input.manifest));
  for (const c of [...input.copies].sort((a, b) => a.to.localeCompare(b.to))) add(c.to).update(readFileSync(c.from));
  return hash.digest('hex').slice(0, 12);
}
