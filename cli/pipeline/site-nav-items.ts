/**
 * Navbar and footer items of the configuration → the links SiteData carries, each with its
 * final href; doc and sidebar ids are checked here, at build time.
 */
import type { FooterColumnConfig, FooterLinkConfig, FooterLinksConfig, NavbarItemConfig } from '../config/types.js';
import type { FooterData, FooterItem, NavCustomItem, NavHtmlItem, NavItem, NavLinkItem, NavSpecialItem } from '../../runtime/types.js';
import type { OpdocsError } from '../errors.js';
import { configError } from '../config/config-position.js';
import { formatPath } from '../config/schema-walk.js';
import type { InstanceFacts, VersionLinks } from './features/feature.js';
import type { SiteDataInput } from './site-data.js';
import { EXTERNAL } from './check/links.js';
import { underBase } from './routes/url.js';

/** `to` under the site's baseUrl; URLs, and paths already under it, stay as written. */
export function withBase(baseUrl: string, to: string): string {
  return EXTERNAL.test(to) ? to : underBase(baseUrl, to);
}

/** An item's place in the config file: its path for configError, and as written in messages ("navbar.items[2]"). */
type ItemAt = (string | number)[];

/** The navbar items with final hrefs; an item naming missing docs is left out, with an error in `errors`. */
export function resolveNavbarItems(input: SiteDataInput, errors: OpdocsError[]): NavItem[] {
  const { config } = input;
  const base = config.baseUrl;
  const noDocs = input.docsProblem
    ? { why: `: ${input.docsProblem}`, hint: 'add Markdown files to the docs folder, set `docs.path` to the folder that has them, or remove this navbar item' }
    : undefined;
  const instances = input.docsInstances ?? new Map<string, InstanceFacts>();
  /** The docs an item names with `docsPluginId` (else the `docs` section), or an error saying which exist. */
  const docsFor = (item: { docsPluginId?: string }, at: ItemAt) => {
    const source = formatPath(at);
    if (item.docsPluginId === undefined || item.docsPluginId === 'default') return {
      docPermalinks: input.docPermalinks, sidebarFirstLinks: input.sidebarFirstLinks, docSidebars: input.docSidebars,
      versionLinks: input.versionLinks, versions: input.versions, noDocs,
    };
    const found = instances.get(item.docsPluginId);
    if (found) return { ...found, noDocs: undefined };
    const known = config.docsInstances.some((d) => d.id === item.docsPluginId);
    errors.push(configError(
      config.configFile, [...at, 'docsPluginId'],
      known ? `${source}: the docs "${item.docsPluginId}" have no Markdown files` : `${source}: no docs with id "${item.docsPluginId}"`,
      known ? 'add Markdown files to that docsInstances entry\'s folder, or remove this navbar item' : `the ids are ${['default', ...config.docsInstances.map((d) => d.id)].join(', ')} (docsInstances[].id)`,
    ));
    return undefined;
  };
  /**
   * The other set of docs that has a doc (or sidebar) the item's own set lacks: a site with
   * several sets names one of another set's ids without `docsPluginId`, or with the wrong one.
   */
  const otherDocs = (item: { docsPluginId?: string }, has: (links: { docPermalinks: Map<string, string>; sidebarFirstLinks: Map<string, string | undefined> }) => boolean): string | undefined => {
    const own = item.docsPluginId ?? 'default';
    const sets: [string, { docPermalinks: Map<string, string>; sidebarFirstLinks: Map<string, string | undefined> }][] = [
      ['default', { docPermalinks: input.docPermalinks, sidebarFirstLinks: input.sidebarFirstLinks }], ...instances,
    ];
    return sets.find(([id, links]) => id !== own && has(links))?.[0];
  };
  /** The hint for an id found in the docs `pluginId`, not the item's own. */
  const inOtherDocs = (what: string, pluginId: string) => (pluginId === 'default'
    ? `${what} is in the docs section ("default"), not in these docs: remove "docsPluginId" from this item, or set it to "default"`
    : `${what} is in the docs "${pluginId}" (docsInstances), not in these docs: add "docsPluginId": "${pluginId}" to this item`);
  const toLink = (item: NavbarItemConfig, at: ItemAt): NavItem | undefined => {
    const source = formatPath(at);
    const common = { position: item.position, source };
    // A site's own kind: the swizzled NavbarItem/ComponentTypes' component gets the keys as written.
    if ('props' in item) return { kind: 'custom', type: item.type, props: item.props, ...common } satisfies NavCustomItem;
    switch (item.type) {
      case 'docSidebar': {
        const docs = docsFor(item, at);
        if (!docs) return undefined;
        const href = docs.sidebarFirstLinks.get(item.sidebarId);
        // A sidebar that is there but empty (its only folder has no docs) is not a mistyped id:
        // Docusaurus says it has nothing to link to, and the list of ids would name it.
        if (docs.sidebarFirstLinks.has(item.sidebarId) && !href && !docs.noDocs) {
          errors.push(configError(
            config.configFile, [...at, 'sidebarId'], `${source}: the sidebar "${item.sidebarId}" has nothing to link to: it lists no doc and no category page`,
            'add a doc to that sidebar in the sidebars file (or make its folder hold one), or remove this navbar item',
          ));
          return undefined;
        }
        if (!href) {
          const other = docs.sidebarFirstLinks.has(item.sidebarId) ? undefined : otherDocs(item, (links) => !!links.sidebarFirstLinks.get(item.sidebarId));
          errors.push(configError(
            config.configFile, [...at, 'sidebarId'], `${source}: can't find any sidebar with id "${item.sidebarId}"${other ? '' : docs.noDocs?.why ?? ''}`,
            other ? inOtherDocs(`the sidebar "${item.sidebarId}"`, other)
              : docs.noDocs?.hint ?? `available sidebar ids are: ${[...docs.sidebarFirstLinks.keys()].join(', ') || '(none)'}`,
          ));
          return undefined;
        }
        const versionHrefs = hrefsByVersion(docs.versionLinks, (links) => links.sidebarFirstLinks.get(item.sidebarId));
        return {
          kind: 'link', label: item.label ?? item.sidebarId, href, external: false, activeSidebar: item.sidebarId,
          ...pluginOf(item), ...versionHrefs, ...pick(item), ...common,
        } as NavLinkItem;
      }
      case 'doc': {
        const docs = docsFor(item, at);
        if (!docs) return undefined;
        const href = docs.docPermalinks.get(item.docId);
        if (!href) {
          const other = otherDocs(item, (links) => links.docPermalinks.has(item.docId));
          errors.push(configError(
            config.configFile, [...at, 'docId'], `${source}: couldn't find any doc with id "${item.docId}"${other ? '' : docs.noDocs?.why ?? ''}`,
            other ? inOtherDocs(`the doc "${item.docId}"`, other)
              : docs.noDocs?.hint ?? `available doc ids are: ${[...docs.docPermalinks.keys()].slice(0, 20).join(', ')}`,
          ));
          return undefined;
        }
        // As in Docusaurus, the item is also active on the other docs of its doc's sidebar.
        const sidebar = docs.docSidebars.get(item.docId);
        const versionHrefs = hrefsByVersion(docs.versionLinks, (links) => links.docPermalinks.get(item.docId));
        return {
          kind: 'link', label: item.label ?? item.docId, href, external: false, ...(sidebar ? { activeSidebar: sidebar } : {}),
          ...pluginOf(item), ...versionHrefs, ...pick(item), ...common,
        } as NavLinkItem;
      }
      case 'default': {
        const target = item.to ?? item.href ?? '/';
        const external = EXTERNAL.test(target);
        const href = withBase(base, target);
        return {
          kind: 'link', label: item.label ?? '', href, external, ...pick(item), ...common, ...(item.html ? { html: item.html } : {}),
          ...(item.activeBasePath ? { activeBasePath: withBase(base, item.activeBasePath) } : !external && item.to ? { activeBasePath: href } : {}),
          ...(item.activeBaseRegex ? { activeBaseRegex: item.activeBaseRegex } : {}),
          ...(item.target ? { target: item.target } : {}), ...(item.rel ? { rel: item.rel } : {}),
        } as NavLinkItem;
      }
      case 'docsVersion': {
        const docs = docsFor(item, at);
        if (!docs) return undefined;
        const latest = docs.versions.find((v) => v.isLast) ?? docs.versions[0];
        if (!item.to && !latest) {
          errors.push(configError(
            config.configFile, at, `${source}: a docsVersion item needs docs to link to${docs.noDocs?.why ?? ''}`,
            docs.noDocs?.hint ?? 'add Markdown files to the docs folder, or give the item a "to" path',
          ));
          return undefined;
        }
        const href = item.to ? withBase(base, item.to) : latest!.mainDocPath;
        // Without its own target, it leads to the main doc of the reader's version, named by its label.
        const versioned = !item.to && docs.versions.length > 1
          ? { versionHrefs: Object.fromEntries(docs.versions.map((v) => [v.name, v.mainDocPath])), ...(item.label === undefined ? { versionLabel: true } : {}) }
          : {};
        return {
          kind: 'link', label: item.label ?? latest?.label ?? 'Docs', href, external: EXTERNAL.test(href),
          ...pluginOf(item), ...versioned, ...pick(item), ...common,
        } as NavLinkItem;
      }
      case 'html':
        return { kind: 'html', html: item.value, ...(item.className ? { className: item.className } : {}), ...common };
      case 'dropdown': {
        const items = item.items.map((c, i) => toLink(c, [...at, 'items', i])).filter((x): x is NavLinkItem | NavHtmlItem => x?.kind === 'link' || x?.kind === 'html');
        const target = item.to ?? item.href;
        const link = target === undefined ? {} : { href: withBase(base, target), external: EXTERNAL.test(target) };
        return { kind: 'dropdown', label: item.label, items, ...link, ...common };
      }
      case 'docsVersionDropdown':
      case 'localeDropdown': {
        const pluginId = item.type === 'docsVersionDropdown' ? item.docsPluginId : undefined;
        if (item.type === 'docsVersionDropdown' && pluginId !== undefined && pluginId !== 'default' && !docsFor(item, at)) return undefined;
        const extras = (list: typeof item.dropdownItemsAfter, key: string) => (list ?? [])
          .map((c, i) => toLink(c, [...at, key, i])).filter((x): x is NavLinkItem | NavHtmlItem => x?.kind === 'link' || x?.kind === 'html');
        const before = extras(item.dropdownItemsBefore, 'dropdownItemsBefore');
        const after = extras(item.dropdownItemsAfter, 'dropdownItemsAfter');
        const menu: NavSpecialItem = {
          kind: item.type, ...common, ...(pluginId && pluginId !== 'default' ? { pluginId } : {}),
          ...(before.length ? { itemsBefore: before } : {}), ...(after.length ? { itemsAfter: after } : {}),
        };
        return menu;
      }
      default:
        return { kind: item.type, ...common };
    }
  };
  return config.navbar.items.map((it, i) => toLink(it, ['navbar', 'items', i])).filter((x): x is NavItem => !!x);
}

/** Footer columns, or the one row of links of a simple footer (then `columns` is empty). */
export function resolveFooterLinks(links: FooterLinksConfig, base: string): Pick<FooterData, 'columns' | 'links'> {
  const toLink = (l: FooterLinkConfig, source: string): FooterItem => {
    if ('html' in l) return { kind: 'html', html: l.html };
    const target = l.to ?? l.href ?? '/';
    return {
      kind: 'link', label: l.label, href: withBase(base, target), external: EXTERNAL.test(target), position: 'left', source,
      ...(l.className ? { className: l.className } : {}), ...(l['aria-label'] ? { ariaLabel: l['aria-label'] } : {}),
    };
  };
  const columns = links.filter((entry): entry is FooterColumnConfig => 'items' in entry);
  if (columns.length === links.length) {
    return { columns: columns.map((col, ci) => ({ title: col.title, items: col.items.map((l, li) => toLink(l, `footer.links[${ci}].items[${li}]`)) })) };
  }
  return { columns: [], links: (links as FooterLinkConfig[]).map((l, i) => toLink(l, `footer.links[${i}]`)) };
}

/** Version name → href, for docs with several versions, where `hrefOf` finds the target in that version. */
function hrefsByVersion(versionLinks: Map<string, VersionLinks> | undefined, hrefOf: (links: VersionLinks) => string | undefined): { versionHrefs?: Record<string, string> } {
  if (!versionLinks) return {};
  const hrefs: Record<string, string> = {};
  for (const [name, links] of versionLinks) {
    const href = hrefOf(links);
    if (href) hrefs[name] = href;
  }
  return { versionHrefs: hrefs };
}

function pluginOf(item: { docsPluginId?: string }): { pluginId?: string } {
  return item.docsPluginId !== undefined && item.docsPluginId !== 'default' ? { pluginId: item.docsPluginId } : {};
}

function pick(item: { className?: string; ariaLabel?: string; title?: string }): Partial<NavLinkItem> {
  return {
    ...(item.className ? { className: item.className } : {}), ...(item.ariaLabel ? { ariaLabel: item.ariaLabel } : {}),
    ...(item.title ? { title: item.title } : {}),
  };
}
