/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { NotFoundRoute, PageProps } from '../../runtime/types';
import { useLocation } from '../../runtime/context';
import { NotFound } from '../NotFound/NotFound';

/** The 404 page (behaviors §7), built as 404.html. */
export default function NotFoundPage(_props: PageProps<NotFoundRoute>): ReactNode {
  const { pathname, search, hash } = useLocation();
  return <NotFound location={{ pathname, search, hash }} />;
}
