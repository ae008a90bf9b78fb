/**
 * Top-level keys of site.config.json about how the build treats its input and what it emits:
 * extra CSS, broken-reference severities, Markdown flavour, static folders, offline and CSP.
 */
import * as z from 'zod';

/** A report level key: what the build does about one kind of problem. */
export const severity = (what: string, fallback: 'ignore' | 'log' | 'warn' | 'throw') =>
  z.enum(['ignore', 'log', 'warn', 'throw']).default(fallback).describe(
    `What to do about ${what}: "ignore", "log" (print and go on), "warn" (print as a warning) or "throw" (fail the build). Default "${fallback}".`);

/** The build keys, spread into the top-level schema. */
export const buildKeys = {
  customCss: z.array(z.string()).default([]).meta({
    description: 'CSS files added to every page after the theme\'s styles, as paths relative to the site folder. Default [].',
    examples: [['src/custom.css']],
  }),
  clientModules: z.array(z.string()).default([]).meta({
    description: 'Scripts (and CSS files) loaded on every page in the browser before it renders, as paths relative to the site folder or package files, as Docusaurus\' `clientModules`. A script may export `onRouteUpdate({ location, previousLocation })`, called when a page is about to show, and `onRouteDidUpdate(…)`, called once it shows (both on the first page too). Default [].',
    examples: [['src/client/track-outbound.js']],
  }),
  onBrokenLinks: severity('a link to a page that does not exist', 'throw'),
  onBrokenAnchors: severity('a link to a heading id that the target page does not have', 'warn'),
  onBrokenMarkdownLinks: severity('a link to a .md file that is not a page', 'warn'),
  onBrokenImages: severity('an image file that cannot be found', 'throw'),
  onDuplicateRoutes: severity('two docs on one route, or a redirect from a page\'s address or from an address already redirected (with anything but "throw", the first in file order keeps it, and a page keeps its address)', 'throw'),
  markdown: z.strictObject({
    format: z.enum(['mdx', 'md', 'detect']).default('mdx').describe(
      'How content files are read, as in Docusaurus: "mdx" every file as MDX (a file that uses no MDX syntax is read by the faster Markdown parser, without indented code blocks), "md" every file as Markdown, "detect" by file extension (.mdx → MDX). Default "mdx".'),
    npm2yarn: z.strictObject({
      converters: z.array(z.enum(['yarn', 'pnpm', 'bun'])).default(['yarn', 'pnpm']).describe('Package managers to show next to npm, in order. Default ["yarn", "pnpm"].'),
      sync: z.boolean().default(false).describe('Every npm2yarn tab group follows the reader\'s last choice (one Tabs groupId). Default false.'),
    }).optional().describe('Fences whose meta holds `npm2yarn` (```bash npm2yarn) become tabs with the npm command and its yarn/pnpm/bun forms, as Docusaurus\' npm2yarn plugin does. Default: off.'),
    magicComments: z.array(z.strictObject({
      className: z.string().min(1).describe('Classes of the lines it marks, e.g. "code-line--error" (style them in customCss). "theme-code-block-highlighted-line" also gets the theme\'s highlight.'),
      line: z.string().min(1).optional().describe('Directive that marks the next line, e.g. "this-will-error".'),
      block: z.strictObject({
        start: z.string().min(1).describe('Directive that opens the range, e.g. "error-start".'),
        end: z.string().min(1).describe('Directive that closes the range, e.g. "error-end".'),
      }).optional().describe('Directives that open and close a range of marked lines.'),
    })).optional().describe('Magic comments of code blocks, as Docusaurus\' `themeConfig.prism.magicComments`: a comment line holding only a directive marks lines with classes and is removed from the code. Default: `highlight-next-line` and `highlight-start`/`highlight-end` highlight lines.'),
    defaultCodeLanguage: z.string().regex(/^[\w+#.-]+$/, 'must be a language name, e.g. "bash"').optional().meta({
      description: 'Language of code fences and `<CodeBlock>`s that name none, as Docusaurus\' `themeConfig.prism.defaultLanguage`: they are highlighted (and take magic comments) as this language. Default: none, plain text.',
      examples: ['bash'],
    }),
    admonitionKeywords: z.array(z.string().regex(/^[a-z][a-z0-9_-]*$/, 'must be lower case letters, digits, "-" or "_", starting with a letter')).optional().meta({
      description: 'Keywords of the site\'s own admonitions, as the `admonitions.keywords` of Docusaurus\' docs and blog plugins: `:::security` … `:::` becomes an admonition, drawn by the component of that name in a swizzled `src/theme/Admonition/Types`, else as `info` (its title, when it has none of its own, is "info"), as Docusaurus falls back. Default none.',
      examples: [['security', 'release']],
    }),
    mermaid: z.boolean().default(false).describe('Draw ```mermaid fences as diagrams in the browser, as Docusaurus\' `markdown.mermaid` does, with the `mermaid` package the site installed (until it is drawn, or without the package, the page shows the source as code, and the build warns at the first diagram). Default false.'),
    math: z.boolean().default(false).describe('Read `$…$` and `$$…$$` as TeX formulas (the syntax of remark-math) and typeset them with KaTeX at build time, as rehype-katex does (HTML plus MathML; a formula KaTeX cannot read shows its TeX in red): `{`, `<` and `_` inside are not MDX or emphasis. When a page holds a formula, KaTeX\'s stylesheet and fonts are shipped with the build and linked from every page (no CDN entry in `stylesheets` is needed). Only content read as MDX (see `format`). Default false.'),
    anchors: z.strictObject({
      maintainCase: z.boolean().default(false).describe('Keep the letter case of heading text in heading ids ("## Hello World" → #Hello-World), as Docusaurus\' `markdown.anchors.maintainCase`. Default false: ids are lower case (#hello-world).'),
    }).prefault({}).describe('Heading ids made from heading text.'),
    mdx1Compat: z.strictObject({
      text: z.boolean().default(false).describe('Markdown text as MDX 1 (Docusaurus 2) read it, where only JSX runs code: `{…}` in text is shown as written (`{ Day Projects }` in a heading, GitBook\'s `{% hint %}`), a `<` that starts no tag is text (`a <= b`), `<https://…>` is a link, and text indented four spaces is a code block. Valid MDX keeps its meaning. `opdocs migrate` sets it for a Docusaurus 2 site. Default false: as in MDX 2 and Docusaurus 3, such text is a syntax error to escape (`\\{`, `\\<`).'),
    }).prefault({}).describe('Reading content written for MDX 1, as Docusaurus 2 did.'),
  }).prefault({}).describe('How Markdown content is parsed.'),
  staticDirectories: z.array(z.string()).default(['static']).meta({
    description: 'Folders, relative to `contentDir`, whose files are copied to the site root; the first folder holding a path wins. Docusaurus resolves them from the site folder: the same when `contentDir` is "." (as `opdocs migrate` writes). Default ["static"].',
    examples: [['static', 'public']],
  }),
  offline: z.strictObject({
    precache: z.enum(['auto', 'all', 'visited']).default('auto').describe(
      'What the service worker downloads after the first visit. "all": every page\'s data, so the whole site opens offline; "visited": the pages read (and the links prefetched from them); "auto": "all" when it fits in maxPrecacheMB, else "visited". Default "auto".'),
    maxPrecacheMB: z.number().min(0).default(20).describe('Size limit of "auto", in MB of files (before compression). Default 20.'),
    icon: z.string().optional().meta({
      description: 'Square image under static/ (PNG, WebP, JPEG or SVG, ideally 512 px or more) for the installed app\'s icons, made at build time in 192, 512 and maskable 512 px. Default: navbar.logo.src, else favicon; see offline.icons for icons made beforehand.',
      examples: ['img/app-icon.png'],
    }),
    icons: z.array(z.strictObject({
      src: z.string().min(1).describe('The image, relative to a static folder (PNG, WebP, JPEG or SVG).'),
      sizes: z.string().regex(/^(any|[1-9]\d*x[1-9]\d*)$/, 'write the pixel size as "192x192" ("any" for an SVG)').describe(
        'Its size in pixels, as in a web manifest: "192x192"; "any" for an SVG. The build checks it against the file.'),
      type: z.string().regex(/^image\/[\w.+-]+$/, 'write a MIME type such as "image/png"').optional().describe('Its MIME type, as in a web manifest ("image/png"). Default: from the file name\'s extension.'),
      purpose: z.enum(['any', 'maskable', 'monochrome']).default('any').describe(
        '"maskable": the image keeps its subject inside the central 80 % and fills the rest, so systems may crop it to their shape; "monochrome": a silhouette in one colour with transparency, which systems tint. Default "any".'),
    })).min(1).optional().meta({
      description: 'Ready-made app icons, listed in the web manifest as they are, instead of icons made from offline.icon (so the build never resizes images). Give one of at least 144 px for browsers to offer installing the site; 192 and 512 px, and a maskable one, are what phones ask for. Unset by default.',
      examples: [[{ src: 'img/icon-192.png', sizes: '192x192' }, { src: 'img/icon-512.png', sizes: '512x512' }, { src: 'img/icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' }]],
    }),
  }).prefault({}).describe('Offline reading through the service worker.'),
  csp: z.boolean().default(false).describe(
    'Emit a strict Content Security Policy (a <meta> tag and a _headers file) with hashes for the inline scripts. Default false.'),
};
