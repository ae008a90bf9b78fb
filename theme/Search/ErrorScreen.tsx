/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { ErrorIcon } from './icons';

/** All hosts unreachable, or the provider failed (spec §8). */
export function ErrorScreen(): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <div className="DocSearch-Screen-Icon"><ErrorIcon /></div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>
  );
}
