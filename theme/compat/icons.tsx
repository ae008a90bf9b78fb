/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The icons a swizzled or custom Docusaurus component imports from `@theme/Icon/<Name>`: SVGs in
 * the current text colour, sized by `width`/`height` (the named default otherwise), decorative
 * unless given a title or label. Drawn for opdocs.
 */
import type { ReactNode, SVGProps } from 'react';
import { WORD_WRAP_PATH } from '../Content/code-buttons';
import type { SocialShape } from '../Blog/SocialIcon';

type IconProps = SVGProps<SVGSVGElement> & { title?: string };

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };

/**
 * An icon from stroked (or, with `fill`, filled) path data on a 24-unit grid, or from a shape of
 * both (the theme's social glyphs, theme/Blog/SocialIcon.tsx).
 */
export function icon(name: string, d: string | SocialShape, options: { fill?: boolean; size?: number } = {}) {
  const shape: SocialShape = typeof d === 'string' ? (options.fill ? { fill: d } : { stroke: d }) : d;
  function Icon({ width = options.size ?? 20, height = options.size ?? 20, title, ...rest }: IconProps): ReactNode {
    const labelled = Boolean(title || rest['aria-label']);
    return (
      <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden={labelled ? undefined : true} role={labelled ? 'img' : undefined} {...rest}>
        {title && <title>{title}</title>}
        {shape.stroke && <path d={shape.stroke} {...STROKE} />}
        {shape.fill && <path d={shape.fill} fill="currentColor" />}
      </svg>
    );
  }
  Icon.displayName = `Icon${name}`;
  return Icon;
}

export const ExternalLinkIcon = icon('ExternalLink', 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5', { size: 13 });
export const CopyIcon = icon('Copy', 'M9 9h11v12H9zM15 9V4H4v12h5');
export const SuccessIcon = icon('Success', 'M5 12.5l4.5 4.5L19 7.5');
export const EditIcon = icon('Edit', 'M4 20h4L19.5 8.5l-4-4L4 16zM13.5 6.5l4 4');
export const ArrowIcon = icon('Arrow', 'M9 5l7 7-7 7');
export const CloseIcon = icon('Close', 'M6 6l12 12M18 6L6 18');
export const MenuIcon = icon('Menu', 'M4 7h16M4 12h16M4 17h16', { size: 30 });
export const HomeIcon = icon('Home', 'M4 11l8-7 8 7v9h-5v-6H9v6H4z');
export const DarkModeIcon = icon('DarkMode', 'M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z', { fill: true, size: 24 });
export const LightModeIcon = icon('LightMode', 'M12 7.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zM12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8', { size: 24 });
export const WordWrapIcon = icon('WordWrap', WORD_WRAP_PATH);
export const LanguageIcon = icon('Language', 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3z');
