/**
 * mdast-util-to-hast's list item, table row and footnote reference handlers, each made
 * linear in the size of its list, table or page. The defaults look at every sibling (is the
 * list loose? which row is this?) or every earlier footnote for each node, so 20,000 list
 * items, table rows or footnotes cost 20,000² steps. The markup stays the defaults' own.
 */
import type { FootnoteReference, List, ListItem, Parents, Table, TableRow } from 'mdast';
import { defaultHandlers, type State } from 'mdast-util-to-hast';

const looseLists = new WeakMap<Parents, boolean>();

/** Whether the default handler renders `list`'s items loose: its own spread, or any item's. */
function isLooseList(list: List): boolean {
  let loose = looseLists.get(list);
  if (loose === undefined) {
    loose = list.spread === true || list.children.some((item) => item.spread ?? item.children.length > 1);
    looseLists.set(list, loose);
  }
  return loose;
}

/** The default list item, told its list's looseness, worked out once per list. */
export function listItemOnce(state: State, node: ListItem, parent: Parents | undefined): ReturnType<typeof defaultHandlers.listItem> {
  if (parent?.type !== 'list') return defaultHandlers.listItem(state, node, parent);
  // A stand-in list with no items: the default reads its spread and stops there.
  const standIn: List = { type: 'list', spread: isLooseList(parent), children: [] };
  return defaultHandlers.listItem(state, node, standIn);
}

/** Whether `row` is its table's head row (the default finds the row's index among all rows). */
export function isHeadRow(row: TableRow, parent: Parents | undefined): boolean {
  return parent !== undefined && parent.children[0] === row;
}

/** The default table row, told whether it is the head row without a search. */
export function tableRowOnce(state: State, node: TableRow, parent: Parents | undefined): ReturnType<typeof defaultHandlers.tableRow> {
  if (parent?.type !== 'table') return defaultHandlers.tableRow(state, node, parent);
  // The default takes the row at index 0 of its parent for the head row, and any other for a body row.
  const standIn: Table = { type: 'table', align: parent.align, children: isHeadRow(node, parent) ? [node] : [] };
  return defaultHandlers.tableRow(state, node, standIn);
}

/**
 * The order footnotes are first referenced in, as the default handler and the footer read it,
 * with an index beside it so finding an id is one lookup instead of a search of the list.
 */
class FootnoteOrder extends Array<string> {
  private readonly positions = new Map<string, number>();

  override push(...ids: string[]): number {
    for (const id of ids) {
      if (!this.positions.has(id)) this.positions.set(id, this.length);
      super.push(id);
    }
    return this.length;
  }

  override indexOf(id: string): number {
    return this.positions.get(id) ?? -1;
  }
}

/** The default footnote reference, over an indexed copy of the footnote order. */
export function footnoteReferenceOnce(state: State, node: FootnoteReference): ReturnType<typeof defaultHandlers.footnoteReference> {
  if (!(state.footnoteOrder instanceof FootnoteOrder)) {
    const order = new FootnoteOrder();
    for (const id of state.footnoteOrder) order.push(id);
    state.footnoteOrder = order;
  }
  return defaultHandlers.footnoteReference(state, node);
}
