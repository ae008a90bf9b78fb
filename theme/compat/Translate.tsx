/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@docusaurus/Translate`: opdocs builds one locale, so a message is shown as written, with
 * its `{placeholders}` filled. Ids and descriptions are accepted and not used.
 */
import type { ReactNode } from 'react';
import { interpolate, interpolateString, type InterpolateValues } from './placeholders';

/** The message descriptor of translate(). */
export interface TranslateParam {
  message: string;
  id?: string;
  description?: string;
}

/** The message as a string, placeholders filled. */
export function translate(param: TranslateParam, values?: Record<string, string | number>): string {
  return interpolateString(param.message ?? param.id ?? '', values);
}

/** Props of <Translate>: the message is the child text. */
export interface TranslateProps {
  children?: string;
  id?: string;
  description?: string;
  values?: InterpolateValues;
}

export default function Translate({ children, id, values }: TranslateProps): ReactNode {
  return <>{interpolate(children ?? id ?? '', values)}</>;
}
