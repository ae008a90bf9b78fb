/**
 * The props a React file gives an MDX file it imports (`<Greeting name="Ada" />`), which the
 * file's code reads as `props` (`Hello {props.name}`), as in Docusaurus. The file's content
 * renders below a provider of them (partial-element.ts); each of its expressions and code
 * attributes runs in a component there and reads them with useMdxProps.
 */
import { createContext, use } from 'react';

/** The props of the MDX file being rendered; none outside one. */
export const MdxPropsContext = createContext<Record<string, unknown>>({});

/** `props` of the MDX file whose code is running (called by that code, cli/pipeline/parse/mdx/code-module.ts). */
export function useMdxProps(): Record<string, unknown> {
  return use(MdxPropsContext);
}
