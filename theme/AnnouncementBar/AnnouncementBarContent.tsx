/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The announcement's text (the config's HTML). Its own file so a site's swizzled Docusaurus
 * `AnnouncementBar/Content` (props `className` and any of a `<div>`) draws it instead.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { useSite } from '../../runtime/context';

/** Props of {@link AnnouncementBarContent}: those of its `<div>`. */
export type AnnouncementBarContentProps = HTMLAttributes<HTMLDivElement>;

/** See {@link AnnouncementBarContentProps}; nothing when no bar is configured. */
export function AnnouncementBarContent(props: AnnouncementBarContentProps): ReactNode {
  const bar = useSite().announcementBar;
  if (!bar) return null;
  return <div {...props} dangerouslySetInnerHTML={{ __html: bar.content }} />;
}

export default AnnouncementBarContent;
