/**
 * manifest.webmanifest: what a browser needs to install the site as an app. Pure functions
 * of the config, shared by the build (the file) and the document head (its link, the theme
 * colour and the touch icon).
 */
import type { SiteConfig } from '../config/types.js';
import type { LocaleData } from '../../runtime/types.js';
import { EXTERNAL } from '../pipeline/check/links.js';
import { getContentType } from '../serve/content-types.js';

export const WEB_MANIFEST_FILE = 'manifest.webmanifest';
export const ICON_DIR = 'assets/icons';
/** Sizes browsers ask for: 192 for the home screen, 512 for the splash screen and stores. */
export const ICON_SIZES = [192, 512] as const;
/** The files opdocs writes into ICON_DIR: one per size, and the maskable one. */
export const APP_ICON_FILES: readonly string[] = [...ICON_SIZES.map((n) => `icon-${n}.png`), 'icon-maskable-512.png'];

const RASTER = /\.(png|webp|jpe?g|avif|gif|tiff?)$/i;

/**
 * The image the app icons come from: `offline.icon`, else the navbar logo, else the favicon.
 * 'ready': the site lists its own icons (`offline.icons`); `rel` is the first of them.
 */
export function appIconSource(config: SiteConfig): { rel: string; kind: 'svg' | 'raster' | 'ready' } | null {
  const ready = config.offline.icons;
  if (ready?.length) return { rel: staticRel(ready[0].src), kind: 'ready' };
  for (const rel of [config.offline.icon, config.navbar.logo?.src, config.favicon]) {
    // An icon elsewhere (https:, data:) is no file to resize here; the next candidate may be.
    if (!rel || EXTERNAL.test(rel)) continue;
    const path = staticRel(rel);
    if (/\.svg$/i.test(path)) return { rel: path, kind: 'svg' };
    if (RASTER.test(path)) return { rel: path, kind: 'raster' };
  }
  return null;
}

/** The config key the icon source came from (appIconSource's order), for the error's line. */
export function iconSourceKey(config: SiteConfig): string[] {
  const rel = appIconSource(config)?.rel;
  const strip = (v: string | undefined) => (v === undefined ? undefined : staticRel(v));
  if (rel !== undefined && strip(config.offline.icon) === rel) return ['offline', 'icon'];
  if (rel !== undefined && strip(config.navbar.logo?.src) === rel) return ['navbar', 'logo', 'src'];
  return rel !== undefined && strip(config.favicon) === rel ? ['favicon'] : ['offline', 'icon'];
}

/** A path under the static folders as the config may write it ("/img/a.png" or "img/a.png"). */
export const staticRel = (src: string): string => src.replace(/^\/+/, '');

/** The formats an app icon may be in (browsers install with these; GIF and ICO are not taken). */
const ICON_TYPES = new Set(['image/png', 'image/webp', 'image/jpeg', 'image/avif', 'image/svg+xml']);

/** The MIME type of an icon file, by its extension as the server sends it; undefined for other formats. */
export function iconType(rel: string): string | undefined {
  const type = getContentType(rel);
  return ICON_TYPES.has(type) ? type : undefined;
}

/** Colours of the theme's default mode (theme/styles/base.css). */
export function manifestColours(config: SiteConfig): { theme: string; background: string } {
  return config.colorMode.defaultMode === 'dark'
    ? { theme: '#2e3c85', background: '#2e3c85' }
    : { theme: '#2e3c85', background: '#ffffff' };
}

/** A short name fit for a home screen label (browsers cut it at about 12 characters). */
export function shortName(title: string): string {
  if (title.length <= 12) return title;
  const firstWord = title.split(/\s+/)[0] ?? title;
  return firstWord.length <= 12 ? firstWord : title.slice(0, 12);
}

export interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: 'any' | 'maskable' | 'monochrome';
}

/** URLs of the generated icons (or of the SVG itself), under the base URL. */
export function appIcons(config: SiteConfig): ManifestIcon[] {
  const source = appIconSource(config);
  if (!source) return [];
  if (source.kind === 'ready') {
    return (config.offline.icons ?? []).map((i) => {
      const rel = staticRel(i.src);
      const type = i.type ?? iconType(rel);
      // The config names the file; the manifest holds its URL.
      return { src: config.baseUrl + encodeURI(rel), sizes: i.sizes, ...(type ? { type } : {}), purpose: i.purpose };
    });
  }
  if (source.kind === 'svg') return [{ src: config.baseUrl + source.rel, sizes: 'any', type: 'image/svg+xml' }];
  return [
    ...ICON_SIZES.map((n) => ({ src: `${config.baseUrl}${ICON_DIR}/icon-${n}.png`, sizes: `${n}x${n}`, type: 'image/png', purpose: 'any' as const })),
    { src: `${config.baseUrl}${ICON_DIR}/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ];
}

/**
 * The manifest object; serialise with JSON.stringify. `iconed` false: the icon source proved
 * unusable (icon-check.ts), so no icons are listed. `locale`: the language of the locale being
 * built (each locale has its own manifest), else the default locale's.
 */
export function createWebManifest(config: SiteConfig, iconed = true, locale?: Pick<LocaleData, 'htmlLang' | 'direction'>): Record<string, unknown> {
  const colours = manifestColours(config);
  const language = locale ?? config.i18n.localeConfigs[config.i18n.defaultLocale];
  return {
    id: config.baseUrl,
    name: config.title,
    short_name: shortName(config.title),
    ...(config.tagline ? { description: config.tagline } : {}),
    lang: language?.htmlLang ?? config.i18n.defaultLocale,
    dir: language?.direction ?? 'ltr',
    start_url: config.baseUrl,
    scope: config.baseUrl,
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    icons: iconed ? appIcons(config) : [],
  };
}

/**
 * Head tags linking the manifest; empty when the site has no service worker (watch mode).
 * `iconed` as in createWebManifest.
 */
export function webManifestHead(config: SiteConfig, attr: (s: string) => string, iconed = true): string {
  const touch = iconed ? touchIcon(appIcons(config)) : undefined;
  return `<link rel="manifest" href="${attr(config.baseUrl + WEB_MANIFEST_FILE)}">` +
    `<meta name="theme-color" content="${attr(manifestColours(config).theme)}">` +
    (touch ? `<link rel="apple-touch-icon" href="${attr(touch.src)}">` : '');
}

/**
 * The icon a home screen without manifest support (iOS) takes: a raster one for any purpose,
 * the smallest of at least 180 px (the size iOS draws), else the largest there is.
 */
export function touchIcon(icons: ManifestIcon[]): ManifestIcon | undefined {
  const side = (i: ManifestIcon) => Number(/^(\d+)x/.exec(i.sizes)?.[1] ?? 0);
  const raster = icons.filter((i) => (i.purpose ?? 'any') === 'any' && side(i) > 0).sort((a, b) => side(a) - side(b));
  return raster.find((i) => side(i) >= 180) ?? raster.at(-1);
}
