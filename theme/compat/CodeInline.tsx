/** @jsxRuntime automatic @jsxImportSource react */
import type { ComponentProps, ReactNode } from 'react';

/**
 * `@theme/CodeInline`: inline code as Docusaurus 3's theme draws it, a `<code>` with the props
 * given, which site components use to show a value in code type beside their text.
 */
export default function CodeInline(props: ComponentProps<'code'>): ReactNode {
  return <code {...props} />;
}
