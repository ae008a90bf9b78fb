/**
 * An HTML element written in MDX with code for an attribute (`<button onClick={() => …}>`):
 * the element as React makes it, so the handler is attached when the island hydrates. Every
 * other HTML element of a body is plain HTML and never reaches React.
 */
import { createElement, type ReactNode } from 'react';

/** Props of {@link HtmlTag}: the tag name as `as`, the element's own props beside it. */
export interface HtmlTagProps {
  as: string;
  children?: ReactNode;
  [prop: string]: unknown;
}

/** See {@link HtmlTagProps}. */
export function HtmlTag({ as, ...props }: HtmlTagProps) {
  return createElement(as, props);
}

export default HtmlTag;
