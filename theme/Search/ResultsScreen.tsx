/** @jsxRuntime automatic @jsxImportSource react */
import type { MouseEvent, ReactNode } from 'react';
import type { ThemeTexts } from '../texts/texts';
import { HitRow, type ModalItem } from './HitRow';

/** A titled list of rows, `docsearch-<sourceId>-list`. */
export interface ModalSection {
  sourceId: string;
  title: string;
  items: ModalItem[];
}

/** Props of ResultsScreen. */
export interface ResultsScreenProps {
  sections: ModalSection[];
  activeIndex: number;
  /** "See all {count} results" target; null without a search page. */
  seeAllHref: string | null;
  count: number;
  onSelect: (item: ModalItem, event: MouseEvent<HTMLAnchorElement>) => void;
  onHover: (item: ModalItem) => void;
  onSeeAll: () => void;
  texts: ThemeTexts;
}

/** Hits grouped by lvl0, then the link to the search page. */
export function ResultsScreen(props: ResultsScreenProps): ReactNode {
  return (
    <div className="DocSearch-Dropdown-Container">
      {props.sections.map((section) => (
        <section className="DocSearch-Hits" key={section.sourceId}>
          <div className="DocSearch-Hit-source">{section.title}</div>
          <ul role="listbox" id={`docsearch-${section.sourceId}-list`} aria-label={section.title}>
            {section.items.map((item) => (
              <HitRow key={item.id} item={item} active={item.index === props.activeIndex} onSelect={props.onSelect} onHover={props.onHover} />
            ))}
          </ul>
        </section>
      ))}
      {props.seeAllHref && (
        <section className="DocSearch-HitsFooter">
          <a href={props.seeAllHref} onClick={props.onSeeAll}>
            {props.texts.t('theme.SearchBar.seeAll', 'See all {count} results', { count: props.count })}
          </a>
        </section>
      )}
    </div>
  );
}
