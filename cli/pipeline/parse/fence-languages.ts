/**
 * The languages a Docusaurus site's fences are coloured in without `prism.additionalLanguages`
 * (C, C++, GraphQL, Kotlin, Objective-C, Rust, Swift), beside the theme's own set
 * (theme/Content/highlight.ts). Registered for the build's Markdown only: a fence's HTML is
 * made here once, while the theme's set also goes to the browser with a React page's
 * CodeBlock, where these would add 11 KB of gzipped JS.
 */
import hljs from 'highlight.js/lib/core';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import graphql from 'highlight.js/lib/languages/graphql';
import kotlin from 'highlight.js/lib/languages/kotlin';
import objectivec from 'highlight.js/lib/languages/objectivec';
import rust from 'highlight.js/lib/languages/rust';
import swift from 'highlight.js/lib/languages/swift';

const FENCE_LANGUAGES = { c, cpp, graphql, kotlin, objectivec, rust, swift };

for (const [name, definition] of Object.entries(FENCE_LANGUAGES)) {
  if (!hljs.getLanguage(name)) hljs.registerLanguage(name, definition);
}
