/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The "Version: x" badge over a doc, when its version shows one. Its own file so a site's
 * swizzled Docusaurus `DocVersionBadge` (prop `className`; sites often return nothing) draws it.
 */
import type { ReactNode } from 'react';
import { useRoute } from '../../runtime/context';
import type { DocRoute } from '../../runtime/types';
import { DocVersionBadge } from '../DocVersion/DocVersionBadge';

/** Props of {@link DocItemVersionBadge}, Docusaurus' own (opdocs' badge has no class of the caller's). */
export interface DocItemVersionBadgeProps {
  className?: string;
}

/** See {@link DocItemVersionBadgeProps}. */
export function DocItemVersionBadge(_props: DocItemVersionBadgeProps): ReactNode {
  const { version } = useRoute<DocRoute>();
  return version.badge ? <DocVersionBadge label={version.label} /> : null;
}

export default DocItemVersionBadge;
