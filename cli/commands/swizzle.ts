/**
 * `opdocs swizzle`: writes a wrapper of a theme component into the site's `src/theme/`, the file
 * `docusaurus swizzle … --wrap` writes. It renders the theme's own component
 * (`@theme-original/<Path>`) with the props it is given, for the site to add its own markup around
 * it or change those props. opdocs does not copy its components out (`--eject`): their code leans
 * on the theme's internals, so an ejected component is the site's own, written against the props
 * the README lists for its path.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { OpdocsError } from '../errors.js';
import { SWIZZLE_POINTS } from '../bundle/swizzle-points.js';
import { DOCUSAURUS_MODULES } from '../bundle/docusaurus-module-table.js';
import { findClosest } from '../config/did-you-mean.js';

/** Swizzle paths that are maps rather than components: the wrapper spreads the theme's map. */
const MAPS = ['MDXComponents', 'NavbarItem/ComponentTypes', 'Admonition/Types'];

/**
 * Every path `swizzle` writes a wrapper for, sorted: the theme's override points and the
 * `@theme/…` modules site code imports (Tabs, Details, …), whose swizzles take their place too.
 */
export const swizzlePaths = (): string[] => {
  const modules = Object.keys(DOCUSAURUS_MODULES).filter((s) => s.startsWith('@theme/')).map((s) => s.slice('@theme/'.length));
  return [...new Set([...Object.keys(SWIZZLE_POINTS), ...modules])].sort((a, b) => a.localeCompare(b));
};

export interface SwizzleOptions {
  siteDir: string;
  /** The swizzle path, e.g. "Footer" or "DocItem/Footer". */
  component: string;
  typescript: boolean;
  eject: boolean;
}

/** The names a Docusaurus script passes before the component: the theme it comes from. */
export const isThemeName = (name: string): boolean => /^(@docusaurus\/)?theme-[\w-]+$/.test(name) || name === 'classic';

/** Writes the wrapper; returns the file written. */
export function swizzle(opts: SwizzleOptions): string {
  const path = opts.component.replace(/^@theme(-original)?\//, '').replace(/\/index$/, '');
  const known = swizzlePaths();
  if (!known.includes(path)) {
    const closest = findClosest(path, known);
    throw new OpdocsError({
      message: `swizzle: opdocs' theme has no component "${opts.component}" to wrap`,
      hint: closest ? `did you mean "${closest}"? \`opdocs swizzle --list\` lists them all` : '`opdocs swizzle --list` lists the components opdocs applies from src/theme/',
    });
  }
  // A stray word in the site folder's place (`-- --wrap`) would make a folder of that name.
  if (!existsSync(resolve(opts.siteDir))) {
    throw new OpdocsError({ message: `swizzle: there is no site folder ${opts.siteDir}`, hint: 'run it in the site folder, or give that folder after the component: opdocs swizzle Footer path/to/site' });
  }
  const folder = join(resolve(opts.siteDir), 'src', 'theme', path);
  if (opts.eject) {
    throw new OpdocsError({
      message: `swizzle: opdocs does not copy its ${path} out (--eject); it writes wrappers`,
      hint: `run it with --wrap to build on the theme's own, or write src/theme/${path}/index.js yourself (the README's swizzle table lists the props it gets)`,
    });
  }
  const existing = [`${folder}.js`, `${folder}.jsx`, `${folder}.tsx`, `${folder}.ts`, ...['js', 'jsx', 'ts', 'tsx'].map((ext) => join(folder, `index.${ext}`))].find((f) => existsSync(f));
  if (existing) {
    throw new OpdocsError({
      file: existing,
      message: `swizzle: the site already has its own ${path}`,
      hint: 'edit that file, or move it away and run swizzle again',
    });
  }
  const file = join(folder, `index.${opts.typescript ? 'tsx' : 'js'}`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, wrapperSource(path, opts.typescript), { flag: 'wx' });
  return file;
}

/** The text of the wrapper of `path`. */
function wrapperSource(path: string, typescript: boolean): string {
  const name = path.split('/').pop()!.replace(/\W/g, '');
  if (MAPS.includes(path)) {
    return [
      `import ${name} from '@theme-original/${path}';`,
      '',
      `// The theme's ${path} with the site's own entries: add them after the spread.`,
      `export default {`,
      `  ...${name},`,
      `};`,
      '',
    ].join('\n');
  }
  return [
    typescript ? "import React, { type ComponentProps, type ReactNode } from 'react';" : "import React from 'react';",
    `import ${name} from '@theme-original/${path}';`,
    '',
    ...(typescript ? [`type Props = ComponentProps<typeof ${name}>;`, ''] : []),
    `// Renders the theme's ${path} with the props it is given: add markup around it, or change the props.`,
    `export default function ${name}Wrapper(props${typescript ? ': Props' : ''})${typescript ? ': ReactNode' : ''} {`,
    '  return (',
    '    <>',
    `      <${name} {...props} />`,
    '    </>',
    '  );',
    '}',
    '',
  ].join('\n');
}

/** The line `swizzle` prints for the file it wrote. */
export const wroteLine = (file: string, siteDir: string): string =>
  `Wrote ${relative(resolve(siteDir), file).split('\\').join('/')}: a wrapper of the theme's component, which the next build applies on every page it appears on.`;
