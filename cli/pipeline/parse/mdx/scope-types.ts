/** The shapes the MDX scope is made of (mdx-scope.ts), shared with the import bindings (import-bindings.ts). */
import type { CssModule } from '../css-module';
import type { Binding } from './static-value';

/** The theme components a marker may name (content-component.ts). */
export const THEME_COMPONENTS = ['Admonition', 'CodeBlock', 'Details', 'DocCardList', 'TabItem', 'Tabs', 'TOCInline'];

/** What a JSX name stands for. */
export type ComponentRef =
  | { kind: 'theme'; name: string }
  | { kind: 'file'; file: string; exportName: string }
  | { kind: 'namespace'; file: string }
  | { kind: 'link' }
  /** `@docusaurus/Head`: its static <title>, <meta>, <link> and <html> go into the page's head. */
  | { kind: 'head' }
  /** An .md or .mdx file whose content is put in place (partials.ts). */
  | { kind: 'partial'; file: string }
  /** `reported`: the import line already has the error; uses stay quiet. */
  | { kind: 'unsupported'; why: string; hint: string; reported?: boolean }
  /** Meta's `<FbInternalOnly>` (hidden) and `<OssOnly>` (shown) in a public build (fb-internal.ts). */
  | { kind: 'gate'; shown: boolean };

/**
 * The site's global MDX components (`src/theme/MDXComponents`): its file and the names its
 * default export provides; `names` is null when they could not be read (any capitalized name
 * is then taken to be one of them).
 */
export interface SiteMdxComponents { file: string; /** `file` relative to the site, for messages. */ rel: string; names: string[] | null }

/** A problem found in an import or export, at a 1-based line and column of the body. */
export interface ScopeProblem { line: number; column: number; message: string; hint: string }

/** The scope of one MDX file. */
export interface MdxScope {
  components: Map<string, ComponentRef>;
  bindings: Map<string, Binding>;
  baseUrl: string;
  /** See EvalScope.assetSpec: where `require(spec)` points, from this file. */
  assetSpec?: (spec: string) => string;
  /** Stylesheets of the CSS modules the file imports, as shipped. */
  styles: string[];
  /** What the file's code module defines, for MDX written as code (free-names.ts). */
  moduleNames?: Set<string>;
  /** Whether the site is built with Meta's internaldocs-fb preset (read once, when a page first asks). */
  fbPreset?: () => boolean;
  /**
   * A partial's `export default` (MDX's layout): its component renders the partial, given the
   * including tag's attributes and the partial's content as children (partials.ts).
   */
  layout?: boolean;
}

export const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg|ico|bmp)$/i;
export const moveHint = (name = 'Name') => `put the code in a React component file (e.g. src/components/${name}.tsx) and import it with \`import ${name} from '@site/src/components/${name}'\``;

export type Source =
  | { kind: 'file'; file: string }
  | { kind: 'theme'; name: string }
  | { kind: 'docusaurus'; name: string }
  | { kind: 'package'; name: string };
/**
 * Where the file is; how to read a file it imports as text (`!!raw-loader!`); how to find the
 * file of an imported component (with its extension), when the caller can look at the disk.
 */
export interface ScopeOptions {
  file: string;
  siteDir?: string;
  readFile?: (file: string) => string | undefined;
  resolveModule?: (path: string) => string | undefined;
  /** The file an npm package's component comes from, as Node resolves `spec` from `file`; undefined when it is not installed. */
  resolvePackage?: (spec: string, file: string) => string | undefined;
  /** Compiles a CSS module (class names and stylesheet); throws with the CSS problem. */
  cssModule?: (file: string) => CssModule;
  /** Compiles a global stylesheet the file imports for its effect (`import 'pkg/dist/x.css'`); throws with the CSS problem. */
  stylesheet?: (file: string) => string;
  /** The file is a partial another file puts in place: its `export default` is a layout around it (MdxScope.layout), not an error. */
  partial?: boolean;
}
