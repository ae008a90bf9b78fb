/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A callout drawn the way Docusaurus' Admonition draws it, out of `@theme/Admonition/*` parts:
 * the keyword's component from Types, each built from Layout and its Icon. opdocs uses it in
 * place of its Admonition when a site swizzles some of those parts but not Admonition, so each
 * swizzled part shows where Docusaurus would put it. The parts are imported by relative path and
 * by name: the bundler swaps in the site's part for each one.
 */
import type { ReactNode } from 'react';
import type { AdmonitionTypeProps } from './type-part';
import { AdmonitionTypes } from './Types';

/** One callout: the component of its keyword (`type`, note when unset; info for one the map lacks). */
export function AdmonitionFromParts(props: AdmonitionTypeProps): ReactNode {
  const type = (props.type ?? 'note').toLowerCase();
  const Type = AdmonitionTypes[type] ?? AdmonitionTypes.info;
  return Type ? <Type {...props} type={type} /> : null;
}

export default AdmonitionFromParts;
