/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { NotFoundRoute, PageProps } from '../../runtime/types';
import { NotFoundContent } from '../NotFound/NotFoundContent';

/** The 404 page (behaviors §7), built as 404.html. */
export default function NotFoundPage(_props: PageProps<NotFoundRoute>): ReactNode {
  return (
    <main className="container margin-vert--xl not-found-page">
      <NotFoundContent />
    </main>
  );
}
