/**
 * One diagram drawn by the site's mermaid package. Mermaid draws into an element it adds to the
 * end of <body>; on a diagram it cannot read it throws and leaves that element there, holding its
 * "Syntax error" picture, below the page's footer (a broken diagram should only keep its source).
 */

/** The part of the mermaid package's API a diagram is drawn with. */
export interface MermaidApi {
  initialize(config: { startOnLoad: boolean; theme: string; suppressErrorRendering?: boolean }): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

/**
 * The SVG of `value`, drawn with the element id `id`; throws on a diagram mermaid cannot read,
 * after taking out what it left in the document.
 */
export async function drawDiagram(mermaid: MermaidApi, id: string, value: string, dark: boolean): Promise<string> {
  // suppressErrorRendering: mermaid 10.9 and later draw no error picture at all; older ones ignore it.
  mermaid.initialize({ startOnLoad: false, theme: dark ? 'dark' : 'default', suppressErrorRendering: true });
  try {
    return (await mermaid.render(id, value)).svg;
  } catch (err) {
    // `d<id>` is the wrapper mermaid adds to <body>; `<id>` the SVG inside it (or on its own).
    for (const leftover of [document.getElementById(`d${id}`), document.getElementById(id)]) leftover?.remove();
    throw err;
  }
}
