/**
 * Syntax highlighting (build time, and the CodeBlock content component, which the browser
 * bundles too) with a curated highlight.js core: only the languages the docs use are
 * registered, so startup stays cheap, a page's JS small and output predictable. The build
 * registers more for Markdown fences, whose HTML is made once and never in the browser
 * (cli/pipeline/parse/fence-languages.ts).
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import go from 'highlight.js/lib/languages/go';
import ini from 'highlight.js/lib/languages/ini';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import makefile from 'highlight.js/lib/languages/makefile';
import markdown from 'highlight.js/lib/languages/markdown';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

const languages = { bash, css, diff, dockerfile, go, ini, javascript, json, makefile, markdown, python, sql, typescript, xml, yaml };
for (const [name, definition] of Object.entries(languages)) hljs.registerLanguage(name, definition);
hljs.registerAliases(['sh', 'shell', 'console', 'zsh'], { languageName: 'bash' });
hljs.registerAliases(['toml'], { languageName: 'ini' });
// Prism's name for HTML/XML, which Docusaurus sites write too.
hljs.registerAliases(['markup'], { languageName: 'xml' });

const PLAIN = new Set(['', 'text', 'txt', 'plaintext', 'plain', 'log']);

/** True when `lang` gets real highlighting (not plain text). */
export function hasHighlighting(lang: string): boolean {
  return !PLAIN.has(lang) && hljs.getLanguage(lang) !== undefined;
}

/**
 * Highlights code and splits the result into one HTML string per source line, closing and
 * reopening hljs spans at line breaks so every line is balanced on its own.
 */
export function highlightLines(code: string, lang: string, escape: (text: string) => string): string[] {
  if (!hasHighlighting(lang)) return code.split('\n').map(escape);
  const html = hljs.highlight(code, { language: lang, ignoreIllegals: true }).value;
  const lines: string[] = [];
  const open: string[] = [];
  let line = '';
  const token = /<span[^>]*>|<\/span>|\n|[^<\n]+|</g;
  for (let m = token.exec(html); m; m = token.exec(html)) {
    const t = m[0];
    if (t === '\n') {
      lines.push(line + '</span>'.repeat(open.length));
      line = open.join('');
    } else {
      if (t.startsWith('<span')) open.push(t);
      else if (t === '</span>') open.pop();
      line += t;
    }
  }
  lines.push(line);
  return lines;
}
