/**
 * `docusaurus-plugin-internaldocs-fb/internal` for a site's Docusaurus config (`opdocs migrate`)
 * and sidebars file. Meta's open-source sites pick values with `fbContent({ internal, external })`
 * and `fbInternalOnly(x)` (title, url, editUrl, sidebar items); a stand-in would leave
 * placeholders, and the package is not installed outside Meta's repositories. This face answers
 * as the package does in a public build (no FB_INTERNAL): the `external` value (called when it
 * is a function), else `[]`. Sites from the Docusaurus 2 years import the same helpers from
 * their own package, `internaldocs-fb-helpers`, which gets the same face.
 */
import type { Plugin } from 'esbuild';

const NAMESPACE = 'opdocs-fb-content';

// CommonJS, so a name this face lacks imports as undefined instead of failing the bundle.
const FACE = [
  "const pick = (v) => (typeof v === 'function' ? v() : v);",
  'const isInternal = () => false;',
  "const fbContent = (args) => (args && typeof args === 'object' && 'external' in args ? pick(args.external) : []);",
  'const fbInternalOnly = () => [];',
  // The gate components, for a site's own React code (MDX decides them at build time, fb-internal.ts).
  'const FbInternalOnly = () => null;',
  'const OssOnly = (props) => (props && props.children !== undefined ? props.children : null);',
  'module.exports = { isInternal, fbContent, fbInternalOnly, hasEphemeralDiffNumber: () => false, FbInternalOnly, OssOnly };',
].join('\n');

/**
 * Serves the package's `internal` entry to the config's and sidebars' bundles, and to the site's
 * own code in the page bundles (the package pins Meta-only releases npm cannot install); list it
 * before the stand-ins and package resolution.
 */
export function fbContentFace(): Plugin {
  return {
    name: 'opdocs-fb-content',
    setup(build) {
      build.onResolve({ filter: /^(docusaurus-plugin-internaldocs-fb\/internal|internaldocs-fb-helpers)(\/index(\.js)?)?$/ }, (args) => ({ path: args.path, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({ contents: FACE, loader: 'js' }));
    },
  };
}
