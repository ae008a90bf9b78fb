/**
 * Files of Docusaurus' theme package a swizzle imports by path, not by `@theme/…`:
 * `@docusaurus/theme-classic/lib/theme/Layout/index` (the original Layout, which a wrapper could
 * have named `@theme-original/Layout`) and `…/theme/DocItem/Layout/styles.module.css` (the original's
 * stylesheet, reused by an ejected copy). The first is the theme's own component; the second a
 * stand-in stylesheet under theme/compat/classic-styles/ with the same class names, when opdocs has one.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_DIR } from './paths.js';

const CLASSIC_FILE = /^@docusaurus\/theme-classic\/(?:lib|src)\/theme\/(.+)$/;
const STYLES_DIR = join(THEME_DIR, 'compat', 'classic-styles');

/** What a theme-classic path names: a component (`name`, as after `@theme/`) or a stylesheet (`styles`, the stand-in file). */
export type ClassicThemeFile = { name: string } | { styles: string | undefined };

/** The theme-classic file `spec` names, or undefined when `spec` is no path into that package's theme. */
export function classicThemeFile(spec: string): ClassicThemeFile | undefined {
  const path = CLASSIC_FILE.exec(spec)?.[1];
  if (!path) return undefined;
  const css = /^(.+)\/styles\.module\.css$/.exec(path);
  if (css) {
    const file = join(STYLES_DIR, `${css[1].split('/').join('-')}.module.css`);
    return { styles: existsSync(file) ? file : undefined };
  }
  if (/\.css$/.test(path)) return { styles: undefined };
  return { name: path.replace(/\.(?:js|jsx|ts|tsx)$/, '').replace(/\/index$/, '') };
}
