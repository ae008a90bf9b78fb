/**
 * What to do when a React page threw while reading a part of Docusaurus' `siteConfig` that
 * opdocs' `useDocusaurusContext()` does not carry (`siteConfig.presets[0][1].docs`,
 * `siteConfig.themeConfig.footer.links`): the error itself ("Cannot read properties of
 * undefined") does not say that the value is missing by design, nor where to keep it instead.
 */
import { readFileSync } from 'node:fs';

// What theme/compat/docusaurus-context.ts puts in siteConfig and its themeConfig.
const SITE_CONFIG_KEYS = new Set(['title', 'tagline', 'url', 'baseUrl', 'favicon', 'trailingSlash', 'organizationName', 'projectName', 'customFields', 'themeConfig', 'i18n']);
const THEME_CONFIG_KEYS = new Set(['navbar', 'colorMode', 'announcementBar', 'tableOfContents']);
// `owner.key`, `owner?.key` or `owner['key']`, one pattern per owner (`siteConfig.themeConfig.footer` holds both).
const readOf = (owner: string) => new RegExp(`\\b${owner}\\s*(?:\\??\\.\\s*([A-Za-z_$][\\w$]*)|(?:\\?\\.)?\\[\\s*['"]([^'"]+)['"]\\s*\\])`, 'g');
const OWNERS = [
  { owner: 'siteConfig', known: SITE_CONFIG_KEYS, read: readOf('siteConfig') },
  { owner: 'themeConfig', known: THEME_CONFIG_KEYS, read: readOf('themeConfig') },
];

/** The hint for a render failure at `file:line` that reads such a key there; null otherwise. */
export function siteConfigHint(file: string, line: number): string | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').split('\n')[line - 1] ?? '';
  } catch {
    return null;
  }
  const missing = OWNERS.flatMap(({ owner, known, read }) => [...text.matchAll(read)]
    .map((m) => ({ owner, key: m[1] ?? m[2], at: m.index }))
    .filter((r) => !known.has(r.key)));
  // The first such read on the line is the one that threw.
  const first = missing.sort((a, b) => a.at - b.at)[0];
  if (first) {
    const { owner, key } = first;
    return `\`${owner}.${key}\` is not in opdocs' useDocusaurusContext(), which has siteConfig.${[...SITE_CONFIG_KEYS].join(', ')} `
      + `and themeConfig.${[...THEME_CONFIG_KEYS].join(', ')}: keep the value the page needs under customFields in site.config.json `
      + 'and read siteConfig.customFields, or let the page do without it';
  }
  return null;
}
