/**
 * A prop holding a value an MDX file imported (`style={vscDarkPlus}`, `icon={faBook}`): it
 * travels in a marker's props as the module's name, and is looked up where the component
 * renders, as the component itself is. No React here: the parse reads this too.
 */
export const IMPORT_REF = '__opdocsImport';

export const isImportRef = (v: unknown): v is { [IMPORT_REF]: string } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 1 && typeof (v as Record<string, unknown>)[IMPORT_REF] === 'string';

/**
 * `toc` in MDX (`<TOCInline toc={toc} />`): the page's own headings, known only once the whole
 * page is parsed; a prop holding this marker gets the route's table of contents where it renders.
 */
export const PAGE_TOC = '__opdocsToc';

export const isPageToc = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && (v as Record<string, unknown>)[PAGE_TOC] === true;

/**
 * A prop written as code in MDX (`label={<b>New</b>}`, `render={() => …}`): the expression is a
 * function of the MDX file's own module, called where the component renders (server and
 * browser alike), so the value is made by the code as written.
 */
export const CODE_REF = '__opdocsCode';

/**
 * A spread attribute written as code in MDX (`<Card {...data.one} />`): a prop whose key starts
 * with this holds a CODE_REF, and the object that code makes is spread into the props there.
 */
export const SPREAD_PREFIX = '__opdocsSpread';

/**
 * Beside a CODE_REF (or as a code marker's only prop): the props of the MDX partial the code
 * was written in (`<Callbacks kind="Pan" />` → `{ kind: 'Pan' }`), which that code reads as
 * `props`. The function is called with the object that holds them (runtime/islands/mdx-props.ts).
 */
export const CODE_PROPS = '__opdocsProps';

export const isCodeRef = (v: unknown): v is { [CODE_REF]: string; [CODE_PROPS]?: Record<string, unknown> } => {
  if (typeof v !== 'object' || v === null || Array.isArray(v) || typeof (v as Record<string, unknown>)[CODE_REF] !== 'string') return false;
  const keys = Object.keys(v).length;
  return keys === 1 || (keys === 2 && CODE_PROPS in v);
};
