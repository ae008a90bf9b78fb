/**
 * data: URLs as navbar, footer or logo links. Markdown links to them are left out of the page
 * (script-url.ts), but a config link was written as it stood: a live link to a document the
 * config carries whole, script and all, which browsers refuse to open from a link anyway.
 * Docusaurus writes it as it stands; opdocs refuses it at its line instead.
 */
import type { SiteConfig } from '../../config/types.js';
import { configError } from '../../config/config-position.js';
import { formatPath } from '../../config/schema-walk.js';
import type { OpdocsError } from '../../errors.js';
import { DATA_LINK_REASON, isDataUrl } from '../parse/script-url.js';

const LINK_KEYS = new Set(['to', 'href']);

/** An error for each `to` or `href` under navbar and footer whose value is a data: URL. */
export function chromeDataLinks(config: SiteConfig): OpdocsError[] {
  const errors: OpdocsError[] = [];
  const visit = (value: unknown, path: (string | number)[]): void => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, [...path, i]));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (LINK_KEYS.has(key) && typeof inner === 'string' && isDataUrl(inner)) {
        errors.push(configError(
          config.configFile, [...path, key],
          `${formatPath([...path, key])}: ${JSON.stringify(inner.length > 60 ? `${inner.slice(0, 57)}…` : inner)} is a data: URL, ${DATA_LINK_REASON}`,
          'link to a page ("/docs/intro") or a web address ("https://…"); to offer a file, put it in static/ and link to its path',
        ));
      } else {
        visit(inner, [...path, key]);
      }
    }
  };
  visit(config.navbar, ['navbar']);
  visit(config.footer, ['footer']);
  return errors;
}
