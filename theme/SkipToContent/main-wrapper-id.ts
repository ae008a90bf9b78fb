/**
 * Id of the wrapper around every page (behaviors §8). React-free: the build's document head
 * names it too (cli/render/document.ts), to hold the first paint until the navbar is parsed.
 */
export const MAIN_WRAPPER_ID = '__docusaurus_skipToContent_fallback';
