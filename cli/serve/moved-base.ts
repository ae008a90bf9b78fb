/**
 * After a config edit changes `baseUrl` in watch mode, open pages reload at their old address,
 * which is now outside the site. Sending such a request on to the same page under the new base
 * keeps the reader where they were instead of on a 404 page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { findFile, parseRequestTarget } from './resolve-request.js';

/** Where `rawUrl`, meant for `oldBase`, now is under `newBase`; undefined unless that page exists. */
export async function findMovedPage(rawUrl: string, oldBase: string, newBase: string, dir: string): Promise<string | undefined> {
  if (oldBase === newBase || !rawUrl.startsWith(oldBase)) return undefined;
  const target = parseRequestTarget(rawUrl, oldBase);
  if (target.kind !== 'path') return undefined;
  // Only a page that exists: a path that is under both bases cannot bounce between them.
  if (!(await findFile(dir, target.rel))) return undefined;
  return newBase + rawUrl.slice(oldBase.length).replace(/#.*$/, '');
}

/** Answers `req` with a redirect to its page under the new base when there is one; false when not. */
export async function redirectMoved(req: IncomingMessage, res: ServerResponse, oldBase: string, newBase: string, dir: string): Promise<boolean> {
  const moved = await findMovedPage(req.url ?? '/', oldBase, newBase, dir);
  if (!moved) return false;
  res.writeHead(302, { Location: moved, 'Cache-Control': 'no-store' });
  res.end();
  return true;
}
