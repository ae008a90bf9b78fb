/**
 * `redirects`: old addresses that send the reader on to a page, as Docusaurus' client-redirects
 * plugin makes them (a small page at each old path). The feature is pipeline/features/redirects.ts.
 */
import * as z from 'zod';

const EXAMPLE = '/docs/getting-started';

/** A path of the site, written without the base URL, as in the plugin's options. */
const sitePath = (what: string) => z.string().superRefine((value, ctx) => {
  if (!value.startsWith('/') || value.startsWith('//')) {
    ctx.addIssue({ code: 'custom', message: `must be a path of this site starting with "/", got ${JSON.stringify(value)}`, params: { hint: `write it without the base URL, e.g. "${EXAMPLE}"` } });
  } else if (/[?#]/.test(value)) {
    ctx.addIssue({ code: 'custom', message: `must be a path only, without "?" or "#", got ${JSON.stringify(value)}`, params: { hint: `${what} is a page address, e.g. "${EXAMPLE}"` } });
  }
});

/** `to`: a path of the site (its `#anchor` kept) or a whole URL elsewhere. */
const target = z.string().superRefine((value, ctx) => {
  if (value.startsWith('/') && !value.startsWith('//')) return;
  if (/^https?:\/\/[^/]/i.test(value)) return;
  ctx.addIssue({ code: 'custom', message: `must be a path of this site starting with "/" or an http(s) URL, got ${JSON.stringify(value)}`, params: { hint: `e.g. "${EXAMPLE}" or "https://example.org/docs"` } });
});

export const redirectsSchema = z.array(z.strictObject({
  from: z.union([sitePath('"from"'), z.array(sitePath('"from"')).min(1)]).describe('The old path, or a list of them, without the base URL.'),
  to: target.describe('Where the reader goes: a page of this site (a path without the base URL, checked like any link; a `?query` is kept, and a missing #anchor is at most a warning, as Docusaurus checks only the path) or an http(s) URL.'),
})).default([]).meta({
  description: 'Old addresses that lead to a page: each `from` path gets a small page sending the reader to `to` (with the address\'s #anchor), as Docusaurus\' client-redirects plugin makes. A `from` that is a page of the site, or is redirected already, is left out under `onDuplicateRoutes` ("throw" by default fails the build). Default [].',
  examples: [[{ from: ['/docs/old-install', '/install'], to: '/docs/installation' }]],
});
