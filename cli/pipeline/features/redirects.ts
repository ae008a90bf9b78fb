/**
 * The redirects feature (config `redirects`): each old path gets a small page that sends the
 * reader to its target, as Docusaurus' client-redirects plugin writes them. Links may point at
 * an old path; a target inside the site is checked like any link, at its line of the config.
 */
import { configError } from '../../config/config-position.js';
import { skippedMakers } from '../../config/skipped-plugins.js';
import { placeIn } from '../check/chrome-links.js';
import type { OpdocsError } from '../../errors.js';
import { renderRedirectPage } from '../../output/redirect-page.js';
import { applyTrailingSlash } from '../../../runtime/trailing-slash.js';
import type { PendingLink } from '../check/link-types.js';
import { safeDecode } from '../routes/url.js';
import { checkRoutePath, dataFileFor, htmlFileFor, routeKey } from '../routes/url.js';
import type { Feature, GeneratedFile } from './feature.js';

interface Redirect {
  /** The old route path, base URL included. */
  from: string;
  /** Where its page sends the reader: a site URL in the site's form, or an outside URL. */
  to: string;
  /** As the config writes it, and its place there, for messages. */
  written: string;
  at: (string | number)[];
}

const isOutside = (to: string) => /^https?:/i.test(to);

export const redirectsFeature: Feature<Redirect[]> = {
  name: 'redirects',
  // The entries are config: an edit to it rebuilds everything anyway.
  watchPaths: () => [],
  async load(ctx) {
    const { config } = ctx;
    const base = config.baseUrl;
    const state: Redirect[] = [];
    const errors: OpdocsError[] = [];
    const links: PendingLink[] = [];
    // In a docusaurus.config.* (code, without key paths) a target is placed where its text is written.
    const place = placeIn(config.configFile);
    config.redirects.forEach((entry, i) => {
      const to = isOutside(entry.to) ? entry.to : applyTrailingSlash(base + entry.to.replace(/^\/+/, ''), config);
      if (!isOutside(entry.to)) {
        // As Docusaurus checks a target: its path must be a page; a query (`?example=x`) is the page's to read.
        const hash = to.indexOf('#');
        const path = to.slice(0, to.search(/[?#]|$/));
        links.push({
          file: config.configFile, ...place(['redirects', i, 'to'], entry.to), href: entry.to,
          target: path, anchor: hash < 0 || hash === to.length - 1 ? null : safeDecode(to.slice(hash + 1)), redirect: true,
          // A target among a skipped plugin's pages is missing because of that plugin, as a navbar link there is.
          ...skippedMakers(config, path),
        });
      }
      const froms = Array.isArray(entry.from) ? entry.from : [entry.from];
      froms.forEach((from, j) => {
        const at = Array.isArray(entry.from) ? ['redirects', i, 'from', j] : ['redirects', i, 'from'];
        const path = base + from.replace(/^\/+/, '');
        const bad = checkRoutePath(path, base);
        if (bad) errors.push(configError(config.configFile, at, `redirect from ${from}: ${path} ${bad}`, 'write the old address as plain path segments, e.g. "/docs/old-page"'));
        else state.push({ from: path, to, written: from, at });
      });
    });
    return {
      state, errors, jobs: [], fileRoutes: [], links,
      linkableRoutes: state.map((r) => r.from),
      writes: state.flatMap((r) => [htmlFileFor(r.from, base, config.trailingSlash), dataFileFor(r.from, base)]),
    };
  },
  routes: () => ({ routes: [], errors: [] }),
  emit(ctx, state) {
    const { config, site } = ctx;
    const pages = new Map(ctx.routes.map((r) => [routeKey(r.path), r.path]));
    const taken = new Map<string, Redirect>();
    const errors: OpdocsError[] = [];
    for (const r of state) {
      const key = routeKey(r.from);
      const page = pages.get(key);
      const other = taken.get(key);
      if (page !== undefined) errors.push(configError(config.configFile, r.at, `redirect from ${r.written}: that is a page of this site (${page})`, 'remove the redirect, or move the page away from that address (with onDuplicateRoutes "warn" the page keeps it, as in Docusaurus)', 'onDuplicateRoutes'));
      else if (other) errors.push(configError(config.configFile, r.at, `redirect from ${r.written}: it is already redirected to ${other.to}`, 'keep one redirect from each old address (with onDuplicateRoutes "warn" the first one is kept, as in Docusaurus)', 'onDuplicateRoutes'));
      else taken.set(key, r);
    }
    // Each old address leads straight to a page: the router follows one step (route-loader.ts).
    const chained = new Set<unknown>();
    for (const r of taken.values()) {
      if (isOutside(r.to) || !taken.has(routeKey(r.to.replace(/[?#].*$/s, ''))) || chained.has(r.at[1])) continue;
      chained.add(r.at[1]);
      errors.push(configError(config.configFile, r.at.slice(0, 2).concat('to'), `redirect to ${r.to}: that address is itself redirected`, 'point the redirect at the page the other one leads to'));
    }
    const files: GeneratedFile[] = [...taken.values()].flatMap((r) => [
      // The router reads this instead of route data, and goes on to the target.
      { path: dataFileFor(r.from, config.baseUrl), data: JSON.stringify({ redirect: r.to }) },
      {
        path: htmlFileFor(r.from, config.baseUrl, config.trailingSlash),
        data: renderRedirectPage({
          lang: site.locale.htmlLang, title: site.title, to: r.to, canonical: isOutside(r.to) ? r.to : config.url + r.to,
          label: `This page has moved to ${r.to}`, keepHash: !config.csp,
        }),
      },
    ]);
    return { files, errors };
  },
};
