/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@docusaurus/Translate`: a message in the built locale. Its id (the message itself when it
 * has none) is looked up in the site's `i18n/<locale>/code.json`; a message it does not
 * translate is shown as written. Placeholders are filled either way.
 */
import type { ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { currentTranslations } from '../../runtime/translations';
import { messageOf } from '../texts/text-lookup';
import { interpolate, interpolateString, type InterpolateValues } from './placeholders';

/** The message descriptor of translate(). */
export interface TranslateParam {
  message: string;
  id?: string;
  description?: string;
}

/**
 * The message as a string, placeholders filled. It may run outside any component (at a
 * module's top level), so it reads the translations of the page being rendered.
 */
export function translate(param: TranslateParam, values?: Record<string, string | number>): string {
  const text = param.message ?? param.id ?? '';
  return interpolateString(messageOf(currentTranslations(), param.id ?? text) ?? text, values);
}

/** Props of <Translate>: the message is the child text. */
export interface TranslateProps {
  children?: string;
  id?: string;
  description?: string;
  values?: InterpolateValues;
}

export default function Translate({ children, id, values }: TranslateProps): ReactNode {
  const text = children ?? id ?? '';
  return <>{interpolate(messageOf(useSite().translations, id ?? text) ?? text, values)}</>;
}
