/** @jsxRuntime automatic @jsxImportSource react */
import type { MouseEvent, ReactNode } from 'react';
import type { ThemeTexts } from '../texts/texts';
import { HitRow, type ModalItem } from './HitRow';
import { CloseIcon, RecentIcon, StarIcon } from './icons';
import { useRowExit, type ExitKind } from './useRowExit';

/** Props of StartScreen. */
export interface StartScreenProps {
  recent: ModalItem[];
  favorite: ModalItem[];
  activeIndex: number;
  onSelect: (item: ModalItem, event: MouseEvent<HTMLAnchorElement>) => void;
  onHover: (item: ModalItem) => void;
  /** The three actions write the stored lists at once; the screen shows it once the row has left. */
  onFavorite: (item: ModalItem) => void;
  onRemoveRecent: (item: ModalItem) => void;
  onRemoveFavorite: (item: ModalItem) => void;
  /** Re-reads the stored lists (new `recent` and `favorite` props). */
  onStoredChange: () => void;
  /** Focus for when the focused row left and no row took its place. */
  onFocusInput: () => void;
  texts: ThemeTexts;
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
  const { exit, start } = useRowExit({ onDone: props.onStoredChange, onFocusInput: props.onFocusInput, listsDeps: [props.recent, props.favorite] });
  const { t } = props.texts;
  if (props.recent.length === 0 && props.favorite.length === 0) {
    return (
      <div className="DocSearch-StartScreen">
        <p className="DocSearch-Help">{t('theme.SearchModal.startScreen.noRecentSearchesText', 'No recent searches')}</p>
      </div>
    );
  }
  const onAction = (item: ModalItem, kind: ExitKind, write: (item: ModalItem) => void) => () => {
    if (exit?.rowId === item.id) return;
    write(item);
    start({ rowId: item.id, kind });
  };
  const list = (sourceId: string, title: string, items: ModalItem[], favorite: boolean) => items.length > 0 && (
    <section className="DocSearch-Hits">
      <div className="DocSearch-Hit-source">{title}</div>
      <ul role="listbox" id={`docsearch-${sourceId}-list`} aria-label={title}>
        {items.map((item) => (
          <HitRow
            key={item.id}
            item={item}
            active={item.index === props.activeIndex}
            exiting={exit?.rowId === item.id ? exit.kind : undefined}
            icon={favorite ? <StarIcon filled /> : <RecentIcon />}
            onSelect={props.onSelect}
            onHover={props.onHover}
            actions={favorite ? (
              <ActionButton title={t('theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle', 'Remove this search from favorites')} onClick={onAction(item, 'deleting', props.onRemoveFavorite)}><CloseIcon /></ActionButton>
            ) : (
              <>
                <ActionButton title={t('theme.SearchModal.startScreen.saveRecentSearchButtonTitle', 'Save this search')} onClick={onAction(item, 'favoriting', props.onFavorite)}><StarIcon /></ActionButton>
                <ActionButton title={t('theme.SearchModal.startScreen.removeRecentSearchButtonTitle', 'Remove this search from history')} onClick={onAction(item, 'deleting', props.onRemoveRecent)}><CloseIcon /></ActionButton>
              </>
            )}
          />
        ))}
      </ul>
    </section>
  );
  return (
    <div className="DocSearch-Dropdown-Container">
      {list('recentSearches', t('theme.SearchModal.startScreen.recentSearchesTitle', 'Recent'), props.recent, false)}
      {list('favoriteSearches', t('theme.SearchModal.startScreen.favoriteSearchesTitle', 'Favorite'), props.favorite, true)}
    </div>
  );
}
