/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { ThemeTexts } from '../texts/texts';
import { ErrorIcon } from './icons';

/** All hosts unreachable, or the provider failed (spec §8). */
export function ErrorScreen({ texts: { t } }: { texts: ThemeTexts }): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <div className="DocSearch-Screen-Icon"><ErrorIcon /></div>
      <p className="DocSearch-Title">{t('theme.SearchModal.errorScreen.titleText', 'Unable to fetch results')}</p>
      <p className="DocSearch-Help">{t('theme.SearchModal.errorScreen.helpText', 'You might want to check your network connection.')}</p>
    </div>
  );
}
