/** The site's mermaid package, made by the bundles (cli/bundle/mermaid-module.ts); null where there is none, or on the server. */
declare module 'opdocs:mermaid' {
  const load: (() => Promise<unknown>) | null;
  export default load;
}
