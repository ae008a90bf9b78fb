/**
 * The contract between the parse (which knows where a React component sits in a body) and the
 * render (which runs the component): a marker element left in the body HTML.
 *
 *   <opdocs-component name="Tabs" props="{&quot;groupId&quot;:&quot;os&quot;}">children HTML</opdocs-component>
 *
 * - `name` is a content component of the theme (Admonition, CodeBlock, Tabs, TabItem, Details,
 *   DocCardList, …; a site override of that name wins), or `import:<absolute file>#<export>` for
 *   a component an MDX file imports (`default` for a default import).
 * - `props` is the JSON of the props other than children (escaped as an attribute value); it
 *   may be absent when there are none. A value `{"__html": "…"}` reaches the component as that
 *   HTML (a React node), for props such as a title with markup.
 * - The children are ordinary body HTML and may hold further markers (nesting is allowed).
 * Markers never reach a reader: the render replaces each with the component's output.
 */
import { escapeHtml } from '../../../runtime/escape-html.js';

export const COMPONENT_TAG = 'opdocs-component';

/** The name of an imported component in a marker. */
export function importedComponentName(file: string, exportName: string): string {
  return `import:${file}#${exportName}`;
}

/** Marker HTML for `name` with `props`, wrapping `childrenHtml`. */
export function componentMarkup(name: string, props: Record<string, unknown>, childrenHtml: string): string {
  const json = Object.keys(props).length > 0 ? ` props="${escapeHtml(JSON.stringify(props))}"` : '';
  return `<${COMPONENT_TAG} name="${escapeHtml(name)}"${json}>${childrenHtml}</${COMPONENT_TAG}>`;
}
