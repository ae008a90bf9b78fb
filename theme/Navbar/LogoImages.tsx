/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A logo's image, and its dark-mode image when it has one: both are in the HTML and CSS shows
 * the one of the colour mode, so the server markup is right before hydration knows the mode.
 * The navbar and the footer draw their logos with it.
 */
import type { ReactNode } from 'react';
import type { LogoData } from '../../runtime/types';

/** The images of `logo`, with `className` (the `--light`/`--dark` variants are added when there is a dark image). */
export function LogoImages({ logo, className }: { logo: LogoData; className: string }): ReactNode {
  const image = (
    <img className={logo.srcDark ? `${className} ${className}--light` : className} src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} decoding="async" />
  );
  return (
    <>
      {logo.sources?.length ? (
        <picture>
          {logo.sources.map((source) => (
            <source key={source.srcSet} srcSet={source.srcSet} type={source.type} />
          ))}
          {image}
        </picture>
      ) : (
        image
      )}
      {logo.srcDark && (
        <img className={`${className} ${className}--dark`} src={logo.srcDark} alt={logo.alt} width={logo.width} height={logo.height} decoding="async" />
      )}
    </>
  );
}
