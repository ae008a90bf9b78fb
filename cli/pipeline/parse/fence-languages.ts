/**
 * Languages for the build's Markdown fences beyond the theme's own set (theme/Content/highlight.ts):
 * any language highlight.js has (C++, Rust, Java, PHP, C#, Ruby, PowerShell, …), as Docusaurus
 * colours its defaults and a site's `prism.additionalLanguages`. Each is loaded when a fence
 * first names it, so a build pays only for the languages its pages use. Only the build's
 * Markdown gets them: the theme's set also goes to the browser with a React page's CodeBlock,
 * where these would add kilobytes of JS.
 */
import hljs from 'highlight.js/lib/core';
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);
/** Names fences use that are no highlight.js module's own (the module then adds its other aliases). */
const MODULE_OF: Record<string, string> = {
  h: 'c', hpp: 'cpp', cc: 'cpp', 'c++': 'cpp', cs: 'csharp', 'c#': 'csharp', gql: 'graphql', kt: 'kotlin', kts: 'kotlin',
  objc: 'objectivec', 'objective-c': 'objectivec', rs: 'rust', rb: 'ruby', ps1: 'powershell', ps: 'powershell', pwsh: 'powershell',
  py: 'python', proto: 'protobuf', docker: 'dockerfile', hs: 'haskell', ex: 'elixir', exs: 'elixir', pl: 'perl',
};
/** A highlight.js module name: letters, digits and dashes (a fence's word never reaches a path). */
const MODULE_NAME = /^[a-z0-9][a-z0-9-]*$/;
const tried = new Set<string>();

/** Makes `lang` (a fence's language, lower case) known to the highlighter when highlight.js has it. */
export function ensureFenceLanguage(lang: string): void {
  if (!lang || tried.has(lang) || hljs.getLanguage(lang)) return;
  tried.add(lang);
  const name = MODULE_OF[lang] ?? lang;
  if (!MODULE_NAME.test(name)) return;
  try {
    if (!hljs.getLanguage(name)) hljs.registerLanguage(name, load(`highlight.js/lib/languages/${name}`) as Parameters<typeof hljs.registerLanguage>[1]);
    if (name !== lang && !hljs.getLanguage(lang)) hljs.registerAliases([lang], { languageName: name });
  } catch {
    // No such module: the fence stays plain text, as an unknown language always has.
  }
}
