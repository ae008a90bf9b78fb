/**
 * Where a node spliced in from a partial (partials.ts) was written: its file and position,
 * kept in `node.data.opdocsOrigin`. Errors point there, and the partial's relative URLs start
 * from its folder. No dependencies: the Markdown parse outside the MDX parts reads it too.
 */

export interface NodeOrigin { file: string; line: number; column: number }

/** The origin of a node from a partial; undefined for the page's own nodes. */
export const originOf = (node: { data?: unknown }): NodeOrigin | undefined =>
  (node.data as { opdocsOrigin?: NodeOrigin } | undefined)?.opdocsOrigin;
