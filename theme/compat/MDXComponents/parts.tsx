/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/MDXComponents/<Element>`: what Docusaurus renders each Markdown element with, for a
 * site's own (ejected) MDXComponents that maps `a`, `pre`, `ul`, … to them. opdocs writes Markdown
 * to HTML as it builds, so such a map does not change how Markdown looks; these let the file load
 * (its own components then work in MDX) and draw the same elements when site code uses them.
 */
import { Children, isValidElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { CodeBlock } from '../../Content/CodeBlock';
import { Details as ThemeDetails } from '../../Content/Details';
import Link from '../Link';

/** A link: in-site targets go through the router (`@docusaurus/Link`). */
export function MdxA(props: ComponentProps<typeof Link>): ReactNode {
  return <Link {...props} />;
}

/** Code: inline as written; a block (a language class, or more than one line) as the theme's code block. */
export function MdxCode({ children, className, ...rest }: ComponentProps<'code'>): ReactNode {
  const block = /(?:^|\s)language-/.test(className ?? '') || (typeof children === 'string' && children.includes('\n'));
  return block ? <CodeBlock className={className}>{children}</CodeBlock> : <code className={className} {...rest}>{children}</code>;
}

/** A `<pre>` around a `<code>`: the theme's code block with the code's language and text. */
export function MdxPre({ children, ...rest }: ComponentProps<'pre'>): ReactNode {
  const code = Children.only(children);
  if (isValidElement(code)) {
    const { className, children: text, metastring, title } = code.props as { className?: string; children?: ReactNode; metastring?: string; title?: ReactNode };
    return <CodeBlock className={className} metastring={metastring} title={title}>{text}</CodeBlock>;
  }
  return <pre {...rest}>{children}</pre>;
}

/** `<details>` with its `<summary>` child as the theme's summary. */
export function MdxDetails({ children, open, className }: ComponentProps<'details'>): ReactNode {
  const items = Children.toArray(children);
  const summary = items.find((c): c is ReactElement => isValidElement(c) && c.type === 'summary');
  return <ThemeDetails summary={summary} open={open} className={className}>{items.filter((c) => c !== summary)}</ThemeDetails>;
}

/** An image that loads when it nears the screen. */
export function MdxImg(props: ComponentProps<'img'>): ReactNode {
  return <img loading="lazy" decoding="async" {...props} />;
}

/** A list, as written (task lists keep their `contains-task-list` class for the theme's style). */
export function MdxUl(props: ComponentProps<'ul'>): ReactNode {
  return <ul {...props} />;
}

/** A list item, as written. */
export function MdxLi(props: ComponentProps<'li'>): ReactNode {
  return <li {...props} />;
}
