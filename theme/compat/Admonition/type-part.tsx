/** @jsxRuntime automatic @jsxImportSource react */
/** What each `@theme/Admonition/Type/*` component shares: its props and its default title. */
import type { ReactNode } from 'react';
import { useThemeTexts } from '../../texts/texts';
import { ADMONITION_TITLE_IDS } from '../../Content/admonition-icons';

/** Props of an admonition type's component: Admonition's, the type already chosen. */
export interface AdmonitionTypeProps {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** The title `kind` shows without one of its own: the theme's translated label. */
export function useDefaultTitle(kind: string): string {
  const { t } = useThemeTexts();
  const id = ADMONITION_TITLE_IDS.get(kind);
  return id ? t(id, kind) : kind;
}
