/**
 * The props a React file gives an MDX file it imports (`<Greeting name="Ada" />`), which the
 * file's code reads as `props` (`Hello {props.name}`), as in Docusaurus. The file's content
 * renders below a provider of them (partial-element.ts); each of its expressions and code
 * attributes runs in a component there and reads them with useMdxProps.
 */
import { createContext, use } from 'react';
import { CODE_PROPS } from './import-ref';

/** The props of the MDX file being rendered; none outside one. */
export const MdxPropsContext = createContext<Record<string, unknown>>({});

/**
 * `props` of the MDX file whose code is running (called by that code, cli/pipeline/parse/mdx/code-module.ts).
 * `given` is what the code's function was called with: for code of a partial put in a page, it
 * holds that use's props (CODE_PROPS); otherwise the props come from the rendering React file.
 */
export function useMdxProps(given?: unknown): Record<string, unknown> {
  const fromCaller = use(MdxPropsContext);
  const own = typeof given === 'object' && given !== null ? (given as Record<string, unknown>)[CODE_PROPS] : undefined;
  return typeof own === 'object' && own !== null ? (own as Record<string, unknown>) : fromCaller;
}
