/** @jsxRuntime automatic @jsxImportSource react */
import type { MouseEvent, ReactNode } from 'react';
import type { SearchHit } from '../../runtime/search/client-types';
import type { ProcessedUrl } from './hit-url';
import { ContentIcon, HashIcon, PageIcon, SelectIcon, TreeIcon } from './icons';
import { Marked } from './Marked';
import { getSnippet } from './marked-text';
import type { StoredHit } from './stored-searches';

/** One selectable row of the modal (a hit, a recent or a favorite search). */
export interface ModalItem {
  /** Element id, `docsearch-<sourceId>-item-<n>` (behaviors §12.2). */
  id: string;
  /** Position among all rows of the screen (arrow keys). */
  index: number;
  hit: SearchHit | StoredHit;
  href: ProcessedUrl;
  isChild: boolean;
  isLastChild: boolean;
  /** The page (lvl1) hit of a hit's group, for results rows; null otherwise. */
  parent: SearchHit | null;
}

/** Props of HitRow. */
export interface HitRowProps {
  item: ModalItem;
  active: boolean;
  /** Replaces the type icon (recent and favorite rows). */
  icon?: ReactNode;
  /** Buttons at the row's end (start screen); default: the "select" sign. */
  actions?: ReactNode;
  /** The row is animating out of a start-screen list. */
  exiting?: 'deleting' | 'favoriting';
  onSelect: (item: ModalItem, event: MouseEvent<HTMLAnchorElement>) => void;
  onHover: (item: ModalItem) => void;
}

function TypeIcon({ type }: { type: SearchHit['type'] }): ReactNode {
  if (type === 'lvl1') return <PageIcon />;
  if (type === 'content') return <ContentIcon />;
  return <HashIcon />;
}

/** Title and path line by hit type (behaviors §12.4). */
function getLines(hit: SearchHit | StoredHit) {
  if (hit.type === 'lvl1') return { title: getSnippet(hit, 'hierarchy.lvl1'), path: getSnippet(hit, 'content') };
  const title = hit.type === 'content' ? getSnippet(hit, 'content') : getSnippet(hit, `hierarchy.${hit.type}`);
  return { title, path: getSnippet(hit, 'hierarchy.lvl1') };
}

/** A row of results: a link whose title and path carry the query's highlights. */
export function HitRow({ item, active, icon, actions, exiting, onSelect, onHover }: HitRowProps): ReactNode {
  const { title, path } = getLines(item.hit);
  const className = ['DocSearch-Hit', item.isChild && 'DocSearch-Hit--Child', exiting && `DocSearch-Hit--${exiting}`].filter(Boolean).join(' ');
  return (
    <li className={className} id={item.id} role="option" aria-selected={active} onMouseMove={() => onHover(item)}>
      {/* A plain link: the router routes its clicks; regex-external hits open in a new tab. */}
      <a
        href={item.href.href}
        {...(item.href.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={(event) => onSelect(item, event)}
      >
        <div className="DocSearch-Hit-Container">
          {item.isChild && <TreeIcon last={item.isLastChild} />}
          <div className="DocSearch-Hit-icon">{icon ?? <TypeIcon type={item.hit.type} />}</div>
          <div className="DocSearch-Hit-content-wrapper">
            <span className="DocSearch-Hit-title"><Marked segments={title} /></span>
            {path && <span className="DocSearch-Hit-path"><Marked segments={path} /></span>}
          </div>
          {!actions && <div className="DocSearch-Hit-action"><SelectIcon /></div>}
        </div>
      </a>
      {/* Outside the link: a button inside an <a> is not valid HTML. */}
      {actions && <div className="DocSearch-Hit-actions">{actions}</div>}
    </li>
  );
}
