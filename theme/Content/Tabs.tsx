/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Placeholder (issue 11, branch compat) until the components branch's Tabs lands: same exports
 * and main props; no groupId or queryString syncing. Arrow keys move between tabs.
 */
import { Children, isValidElement, useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';

/** Props of {@link TabItem}. */
export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  className?: string;
  children?: ReactNode;
}

/** One panel of a Tabs; rendered by Tabs. */
export function TabItem({ className, children }: TabItemProps): ReactNode {
  return <div className={className}>{children}</div>;
}

/** One tab of {@link TabsProps.values}. */
export interface TabValue { value: string; label?: string }

/** Props of {@link Tabs}. */
export interface TabsProps {
  children?: ReactNode;
  values?: TabValue[];
  defaultValue?: string;
  groupId?: string;
  queryString?: boolean | string;
  lazy?: boolean;
  block?: boolean;
  className?: string;
}

/** Tabbed panels (WAI-ARIA tabs pattern); every panel is in the HTML, the hidden ones `hidden`. */
export function Tabs({ children, values, defaultValue, className }: TabsProps): ReactNode {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const tabs = values ?? items.map((c) => ({ value: c.props.value, label: c.props.label }));
  const initial = defaultValue ?? items.find((c) => c.props.default)?.props.value ?? tabs[0]?.value;
  const [selected, setSelected] = useState(initial);
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const next = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const j = (next + tabs.length) % tabs.length;
    setSelected(tabs[j].value);
    refs.current[j]?.focus();
  };
  return (
    <div className={className ? `tabs-container ${className}` : 'tabs-container'}>
      <div role="tablist" className="tabs">
        {tabs.map((t, i) => (
          <button key={t.value} ref={(el) => { refs.current[i] = el; }} type="button" role="tab" id={`${id}-tab-${i}`} aria-controls={`${id}-panel-${i}`}
            aria-selected={t.value === selected} tabIndex={t.value === selected ? 0 : -1} className="tabs__item"
            onClick={() => setSelected(t.value)} onKeyDown={(e) => onKeyDown(e, i)}>
            {t.label ?? t.value}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div key={t.value} role="tabpanel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} hidden={t.value !== selected}>
          {items.find((c) => c.props.value === t.value)}
        </div>
      ))}
    </div>
  );
}

export default Tabs;
