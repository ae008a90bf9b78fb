/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The lower-case keys of `@theme/MDXComponents`: the element components Docusaurus' map holds
 * beside its capitalized ones. Site code reaches for them directly (`<components.pre>` around a
 * `<components.code>` to draw a code sample on a React page), so a missing key is an undefined
 * element type and the page fails to render.
 */
import type { ComponentProps, ReactNode } from 'react';
import { Admonition } from '../../Content/Admonition';
import Head from '../Head';
import { Heading } from '../../Layout/Heading';
import Mermaid from '../Mermaid';
import { MdxA, MdxCode, MdxDetails, MdxImg, MdxLi, MdxPre, MdxUl } from './parts';

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
type ElementHeadingProps = Omit<ComponentProps<'h2'>, 'children'> & { children?: ReactNode };

/** A heading of level `as` that takes an element's props, as `h2: (p) => …` in the map. */
function headingOf(as: HeadingTag) {
  const ElementHeading = ({ id, className, children }: ElementHeadingProps): ReactNode => (
    <Heading as={as} id={id} className={className}>{children}</Heading>
  );
  ElementHeading.displayName = `MDX${as.toUpperCase()}`;
  return ElementHeading;
}

/** Element name → component, merged into the theme's MDXComponents object. */
export const MDX_ELEMENTS = {
  Head,
  a: MdxA,
  code: MdxCode,
  pre: MdxPre,
  details: MdxDetails,
  img: MdxImg,
  ul: MdxUl,
  li: MdxLi,
  h1: headingOf('h1'),
  h2: headingOf('h2'),
  h3: headingOf('h3'),
  h4: headingOf('h4'),
  h5: headingOf('h5'),
  h6: headingOf('h6'),
  admonition: Admonition,
  mermaid: Mermaid,
};
