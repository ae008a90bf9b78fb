/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Tabs and TabItem for page content, with the props Docusaurus documents. The server renders
 * the default tab (so the page reads without JS); after hydration a linked or stored choice
 * is applied. Keyboard: arrows, Home and End move between tabs and select (roving tabindex).
 */
import { Children, Fragment, isValidElement, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { listenChoice, queryKeyOf, readLinkedChoice, readStoredChoice, useLocationSearch, writeChoice } from './tab-choice';

/** Props of {@link TabItem}. */
export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  /** Extra attributes of the tab button (e.g. a className or data-*). */
  attributes?: Record<string, unknown>;
  className?: string;
  children?: ReactNode;
}

/** One tab's content. Inside Tabs, Tabs draws the panel; alone it is a plain block. */
export function TabItem({ className, children }: TabItemProps) {
  return <div className={['tabs__panel', className].filter(Boolean).join(' ')}>{children}</div>;
}

/** One entry of `values`. */
export interface TabValue { value: string; label?: string; attributes?: Record<string, unknown> }

/** Props of {@link Tabs}. */
export interface TabsProps {
  children?: ReactNode;
  values?: TabValue[];
  defaultValue?: string | null;
  /** Groups of one id show the same choice, page-wide and across visits (browser storage). */
  groupId?: string;
  /** Reflect the choice in the URL: true names the parameter after groupId; a string names it. */
  queryString?: boolean | string;
  /** Render only the selected panel. */
  lazy?: boolean;
  /** Tabs stretched across the full width. */
  block?: boolean;
  className?: string;
}

type TabsPart = { item: ReactElement<TabItemProps> } | { other: ReactNode };

// With a `values` list the tabs are known without the children, so content that is no TabItem
// (a paragraph after the last one) is shown in place, whichever tab is chosen, as recent
// Docusaurus 3 releases do; without one each child must name its tab.
function partsOf(children: ReactNode, hasValues: boolean): TabsPart[] {
  const parts: TabsPart[] = [];
  Children.forEach(children, (child) => {
    if (child === null || child === undefined || typeof child === 'boolean' || (typeof child === 'string' && !child.trim())) return;
    const props = isValidElement(child) ? (child.props as Partial<TabItemProps>) : undefined;
    if (props && typeof props.value === 'string') parts.push({ item: child as ReactElement<TabItemProps> });
    else if (hasValues) parts.push({ other: child });
    else throw new Error('Tabs: every child of <Tabs> must be a <TabItem value="…"> (found other content between the tabs); give <Tabs> a values list to keep such content');
  });
  return parts;
}

function defaultOf(values: TabValue[], items: ReactElement<TabItemProps>[], defaultValue: string | null | undefined): string | undefined {
  if (defaultValue !== undefined && defaultValue !== null) {
    if (!values.some((v) => v.value === defaultValue)) {
      throw new Error(`Tabs: defaultValue "${defaultValue}" is none of the tab values (${values.map((v) => v.value).join(', ')})`);
    }
    return defaultValue;
  }
  return items.find((i) => i.props.default)?.props.value ?? values[0]?.value;
}

/** A group of tabs; see {@link TabsProps}. */
export function Tabs({ children, values: given, defaultValue, groupId, queryString, lazy, block, className }: TabsProps) {
  const parts = partsOf(children, given !== undefined);
  const items = parts.flatMap((p) => ('item' in p ? [p.item] : []));
  const values: TabValue[] = given ?? items.map((i) => ({ value: i.props.value, label: i.props.label, attributes: i.props.attributes }));
  const seen = new Set<string>();
  for (const v of values) {
    if (seen.has(v.value)) throw new Error(`Tabs: the value "${v.value}" is used by two tabs; each TabItem needs its own value`);
    seen.add(v.value);
  }
  const queryKey = queryKeyOf(queryString, groupId);
  const [selected, setSelected] = useState(() => defaultOf(values, items, defaultValue));
  const valid = (v: string | null): v is string => v !== null && values.some((t) => t.value === v);
  const known = useRef(values);
  known.current = values;

  useEffect(() => {
    if (!groupId) return undefined;
    const stored = readStoredChoice(groupId);
    if (valid(stored)) setSelected(stored);
    return listenChoice(groupId, (v) => {
      if (known.current.some((t) => t.value === v)) setSelected(v);
    });
    // Read once per group identity; later choices arrive through listenChoice.
  }, [groupId]);

  // After the stored choice, so a linked one wins; again whenever the router's query changes.
  const search = useLocationSearch();
  useEffect(() => {
    const linked = readLinkedChoice(search, queryKey);
    if (valid(linked)) setSelected(linked);
  }, [search, queryKey]);

  const base = useId();
  const tabId = (i: number) => `${base}tab-${i}`;
  const panelId = (i: number) => `${base}panel-${i}`;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (value: string) => {
    setSelected(value);
    writeChoice(value, groupId, queryKey);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = values.length - 1;
    const next = e.key === 'ArrowRight' ? (i === last ? 0 : i + 1)
      : e.key === 'ArrowLeft' ? (i === 0 ? last : i - 1)
      : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (next < 0) return;
    e.preventDefault();
    buttons.current[next]?.focus();
    choose(values[next].value);
  };

  return (
    <div className={['tabs', block ? 'tabs--block' : '', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-orientation="horizontal" className="tabs__list">
        {values.map((v, i) => {
          const active = v.value === selected;
          const { className: extra, ...attributes } = (v.attributes ?? {}) as { className?: string };
          return (
            <button
              key={v.value} ref={(el) => { buttons.current[i] = el; }} type="button" role="tab" id={tabId(i)}
              aria-selected={active} aria-controls={lazy && !active ? undefined : panelId(i)} tabIndex={active ? 0 : -1}
              // Infima's names too: Docusaurus sites' CSS and scripts find their tabs by them.
              className={['tabs__tab tabs__item', active ? 'tabs__tab--active tabs__item--active' : '', extra].filter(Boolean).join(' ')}
              onClick={() => choose(v.value)} onKeyDown={(e) => onKeyDown(e, i)} {...attributes}
            >
              {v.label ?? v.value}
            </button>
          );
        })}
      </div>
      {parts.map((part, k) => {
        if ('other' in part) return <Fragment key={`other-${k}`}>{part.other}</Fragment>;
        const { item } = part;
        const i = values.findIndex((v) => v.value === item.props.value);
        const active = item.props.value === selected;
        // The first TabItem of a value is its panel, as when panels followed `values`.
        if (i < 0 || items.find((it) => it.props.value === item.props.value) !== item || (lazy && !active)) return null;
        return (
          <div key={item.props.value} role="tabpanel" id={panelId(i)} aria-labelledby={tabId(i)} hidden={!active} tabIndex={0}
            className={['tabs__panel', item.props.className].filter(Boolean).join(' ')}>
            {item.props.children}
          </div>
        );
      })}
    </div>
  );
}

export default Tabs;
