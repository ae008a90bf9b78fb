/**
 * `gtag` and `googleTagManager`: Google's tags as the classic preset of Docusaurus configures
 * them (its `gtag` and `googleTagManager` options), added to production builds only.
 */
import * as z from 'zod';

// Ids are written into a script and a URL: only the characters Google's ids are made of. An
// empty one ("${GA_ID}" with the variable unset) turns the tag off, as unset Umami settings do.
const tagId = (what: string, example: string) => z.string().trim().regex(/^[A-Za-z0-9_-]*$/, `a ${what} is letters, digits, "-" and "_", e.g. "${example}"`);

export const gtagSchema = z.strictObject({
  trackingID: z.union([tagId('measurement id', 'G-ABC123'), z.array(tagId('measurement id', 'G-ABC123')).min(1)])
    .meta({ description: 'Google tag (gtag.js) measurement id, or several: each is configured, the first loads the script. Empty: no tag.', examples: ['G-ABC123'] }),
  anonymizeIP: z.boolean().default(false).describe('Ask Google Analytics to anonymize visitors\' IP addresses (`anonymize_ip`). Default false.'),
}).optional().describe('Google tag (gtag.js), as Docusaurus\' `gtag` option: page views are sent on load and on each client navigation. Production builds only (not `serve --watch`). Default: none.')
  .transform((gtag) => {
    const trackingIDs = (typeof gtag?.trackingID === 'string' ? [gtag.trackingID] : gtag?.trackingID ?? []).filter(Boolean);
    return gtag && trackingIDs.length ? { trackingIDs, anonymizeIP: gtag.anonymizeIP } : undefined;
  });

export const googleTagManagerSchema = z.strictObject({
  containerId: tagId('container id', 'GTM-ABC123').meta({ description: 'Google Tag Manager container id. Empty: no container.', examples: ['GTM-ABC123'] }),
}).optional().describe('Google Tag Manager, as Docusaurus\' `googleTagManager` option (with a `<noscript>` frame for readers without scripts). Production builds only. Default: none.')
  .transform((gtm) => (gtm?.containerId ? gtm : undefined));
