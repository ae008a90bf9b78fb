/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/IdealImage` of Docusaurus' ideal-image plugin. The plugin's loader makes resized
 * copies and a blurred placeholder at build time; opdocs copies images as they are, so `img` is
 * a URL here (`require('./shot.png')` in MDX or a page). An object in the loader's own shape
 * (`{ src: { src, width, height, images } }`, or `{ default: … }`) also works: its sizes
 * become a srcset. The browser's own lazy loading stands in for the plugin's.
 */
import type { ImgHTMLAttributes, ReactNode } from 'react';

interface Resized { path: string; width: number; height?: number }
interface LoaderImage { src: { src: string; width?: number; height?: number; images?: Resized[] } | string; preSrc?: string }
type IdealImageSource = string | LoaderImage | { default: string | LoaderImage };

/** Props of IdealImage: `img`, plus every <img> attribute; the plugin's own knobs are accepted and unused. */
export interface IdealImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  img: IdealImageSource;
  max?: number;
  min?: number;
  shouldAutoDownload?: unknown;
  threshold?: number;
}

/** The plain <img> attributes of an `img` value. */
export function idealImageAttributes(img: IdealImageSource): { src?: string; srcSet?: string; width?: number; height?: number } {
  const value = typeof img === 'object' && img !== null && 'default' in img ? img.default : img;
  if (typeof value === 'string') return { src: value };
  if (typeof value !== 'object' || value === null) return {};
  const src = value.src;
  if (typeof src === 'string') return { src };
  const sizes = (src.images ?? []).filter((i) => typeof i.path === 'string' && i.width > 0);
  return {
    src: src.src,
    srcSet: sizes.length > 1 ? sizes.map((i) => `${i.path} ${i.width}w`).join(', ') : undefined,
    width: src.width,
    height: src.height,
  };
}

export default function IdealImage({ img, max: _max, min: _min, shouldAutoDownload: _auto, threshold: _threshold, alt, ...rest }: IdealImageProps): ReactNode {
  const own = idealImageAttributes(img);
  return <img loading="lazy" decoding="async" {...own} alt={alt} {...rest} />;
}
