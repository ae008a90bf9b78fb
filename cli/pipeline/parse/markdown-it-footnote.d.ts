// markdown-it-footnote ships no types; it is a plugin like any other.
declare module 'markdown-it-footnote' {
  import type { PluginSimple } from 'markdown-it';
  const footnote: PluginSimple;
  export default footnote;
}
