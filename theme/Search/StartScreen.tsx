/** @jsxRuntime automatic @jsxImportSource react */
import type { MouseEvent, ReactNode } from 'react';
import { HitRow, type ModalItem } from './HitRow';
import { CloseIcon, RecentIcon, StarIcon } from './icons';

/** Props of StartScreen. */
export interface StartScreenProps {
  recent: ModalItem[];
  favorite: ModalItem[];
  activeIndex: number;
  onSelect: (item: ModalItem, event: MouseEvent<HTMLAnchorElement>) => void;
  onHover: (item: ModalItem) => void;
  onFavorite: (item: ModalItem) => void;
  onRemoveRecent: (item: ModalItem) => void;
  onRemoveFavorite: (item: ModalItem) => void;
}

function ActionButton({ title, onClick, children }: { title: string; onClick: () => void; children: ReactNode }): ReactNode {
  return (
    <button type="button" className="DocSearch-Hit-action-button" title={title} aria-label={title} onClick={onClick}>
      {children}
    </button>
  );
}

/** The empty-query screen: recent searches, then favorites (behaviors §12.6). */
export function StartScreen(props: StartScreenProps): ReactNode {
  if (props.recent.length === 0 && props.favorite.length === 0) {
    return <div className="DocSearch-StartScreen"><p className="DocSearch-Help">No recent searches</p></div>;
  }
  const list = (sourceId: string, title: string, items: ModalItem[], favorite: boolean) => items.length > 0 && (
    <section className="DocSearch-Hits">
      <div className="DocSearch-Hit-source">{title}</div>
      <ul role="listbox" id={`docsearch-${sourceId}-list`} aria-label={title}>
        {items.map((item) => (
          <HitRow
            key={item.id}
            item={item}
            active={item.index === props.activeIndex}
            icon={favorite ? <StarIcon filled /> : <RecentIcon />}
            onSelect={props.onSelect}
            onHover={props.onHover}
            actions={favorite ? (
              <ActionButton title="Remove this search from favorites" onClick={() => props.onRemoveFavorite(item)}><CloseIcon /></ActionButton>
            ) : (
              <>
                <ActionButton title="Save this search" onClick={() => props.onFavorite(item)}><StarIcon /></ActionButton>
                <ActionButton title="Remove this search from history" onClick={() => props.onRemoveRecent(item)}><CloseIcon /></ActionButton>
              </>
            )}
          />
        ))}
      </ul>
    </section>
  );
  return (
    <div className="DocSearch-Dropdown-Container">
      {list('recentSearches', 'Recent', props.recent, false)}
      {list('favoriteSearches', 'Favorite', props.favorite, true)}
    </div>
  );
}
