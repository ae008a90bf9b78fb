/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { useThemeTexts } from '../texts/texts';
import { hasBidiControl } from '../../runtime/bidi-controls';

/** Props of {@link Heading}. */
export interface HeadingProps {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A heading for a site's own React pages. With an id (h2–h6) it gets the same "#" anchor
 * link markdown headings get; h1 never does (behaviors §8).
 */
export function Heading({ as: Tag, id, className, children }: HeadingProps): ReactNode {
  const { t } = useThemeTexts();
  if (Tag === 'h1' || !id) return <Tag className={className}>{children}</Tag>;
  const label = t('theme.common.headingLinkTitle', 'Direct link to {heading}', { heading: typeof children === 'string' ? children : id });
  return (
    <Tag id={id} className={className ? `anchor ${className}` : 'anchor'}>
      {/* A bidi override in the text would carry the "#" link across it: the text gets an isolate of its own. */}
      {typeof children === 'string' && hasBidiControl(children) ? <bdi>{children}</bdi> : children}
      <a href={`#${id}`} className="hash-link" aria-label={label} title={label}>
        {'\u200B'}
      </a>
    </Tag>
  );
}
