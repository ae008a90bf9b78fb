/**
 * An SVG file imported by a site's script is a React component, as Docusaurus' bundler makes it
 * (the classic template's `require('@site/static/img/x.svg').default`, rendered `<Svg role="img" />`):
 * the file's root `<svg>` attributes become props (a caller's props win) and its content is
 * rendered as it is, less what could run in the page (svg-inert.ts). In CSS, `url(x.svg)` stays a file URL.
 */
import type { Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { isWithin, RUNTIME_DIR } from './paths.js';
import { SITE_NAMESPACE } from './site-namespace.js';
import { styleObject } from '../../runtime/html-props.js';
import { inertSvgMarkup, isActiveAttribute } from './svg-inert.js';

const NS = 'opdocs-svg';
// MDX files too: their import blocks run as the code module of their islands, and Docusaurus'
// SVGR rule takes MDX importers as it takes scripts (`icon={<Logo />}` on a site component).
const SCRIPT = /\.(?:[cm]?[jt]sx?|mdx?(?:\?esm)?)$/i;
const ENTRIES = new Set(['opdocs:server-entry', 'opdocs:client-entry']);

/** React's name for an SVG attribute written as in the file. */
function propName(name: string): string {
  if (name === 'class') return 'className';
  if (name.startsWith('data-') || name.startsWith('aria-')) return name;
  return name.replace(/[:-]([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** The module of one SVG file: a component with the root's attributes and the inner markup. */
export function svgComponentSource(svg: string): string {
  const open = /<svg\b([^>]*?)(\/?)>/i.exec(svg);
  if (!open) return "export default function Svg() { return null; }\nexport { Svg as ReactComponent };\n";
  const attrs: Record<string, unknown> = {};
  for (const m of open[1].matchAll(/([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const value = m[3] ?? m[4] ?? '';
    if (isActiveAttribute(m[1], value)) continue;
    attrs[propName(m[1])] = m[1] === 'style' ? styleObject(value) : value;
  }
  const end = svg.lastIndexOf('</svg>');
  const inner = open[2] === '/' || end < 0 ? '' : inertSvgMarkup(svg.slice(open.index + open[0].length, end));
  return [
    "import { createElement } from 'react';",
    `import { escapeText } from ${JSON.stringify(join(RUNTIME_DIR, 'escape-html.ts'))};`,
    `const attrs = ${JSON.stringify(attrs)};`,
    `const inner = ${JSON.stringify(inner.trim())};`,
    'export default function Svg({ title, ...props }) {',
    '  const markup = title ? `<title>${escapeText(String(title))}</title>${inner}` : inner;',
    '  return createElement("svg", { ...attrs, ...props, dangerouslySetInnerHTML: { __html: markup } });',
    '}',
    'export { Svg as ReactComponent };',
  ].join('\n');
}

/** The esbuild plugin (both bundles). Files of the site are named relative to it, so chunk names do not depend on where it is. */
export function svgComponents(siteDir: string): Plugin {
  return {
    name: 'opdocs:svg-components',
    setup(build) {
      build.onResolve({ filter: /\.svg$/i }, async (args) => {
        // The entries import an SVG only as a component an MDX file uses (`import Chart from './c.svg'`, `<Chart />`).
        const fromEntry = ENTRIES.has(args.importer) && args.kind !== 'require-resolve';
        const fromScript = (args.kind === 'import-statement' || args.kind === 'require-call') && SCRIPT.test(args.importer);
        const data = typeof args.pluginData === 'object' && args.pluginData !== null ? args.pluginData as Record<string, unknown> : {};
        if (!(fromEntry || fromScript) || data[NS]) return undefined;
        // Other plugins' marks are kept: a plugin that resolves again on a miss (package-fallbacks)
        // must see its own mark, or the two would hand the same path back and forth for ever.
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, namespace: args.namespace, pluginData: { ...data, [NS]: true } });
        if (found.errors.length) return { errors: found.errors };
        if (found.external) return undefined;
        const abs = found.namespace === SITE_NAMESPACE ? join(siteDir, found.path) : found.path;
        return { path: isWithin(abs, siteDir) ? relative(siteDir, abs).split(sep).join('/') : abs, namespace: NS };
      });
      build.onLoad({ filter: /.*/, namespace: NS }, (args) => {
        const file = isAbsolute(args.path) ? args.path : join(siteDir, args.path);
        const svg = readFileSync(file, 'utf8');
        // Text saved as .svg (an error page, an empty file) rendered nothing without a word;
        // Docusaurus' SVG loader fails the build on it too.
        if (!/<svg\b/i.test(svg)) {
          return { errors: [{
            text: `${relative(siteDir, file) || file} is not an SVG image (it holds no <svg> element), so it cannot be imported as a component`,
            location: { file, line: 1, column: 0 },
            notes: [{ text: 'replace the file with the SVG image, or remove the import' }],
          }] };
        }
        return { contents: svgComponentSource(svg), loader: 'js', resolveDir: siteDir };
      });
    },
  };
}
