/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/ThemedImage`: one image per colour mode. The server cannot know the reader's mode,
 * so both are rendered and CSS shows the one matching <html data-theme>; after hydration only
 * the current one stays.
 */
import type { ImgHTMLAttributes, ReactNode } from 'react';
import { useIsBrowser } from '../../runtime/context';
import { useColorMode } from './color-mode';

/** Props of ThemedImage: every <img> attribute but src, plus a source per mode. */
export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  sources: { light: string; dark: string };
}

export default function ThemedImage({ sources, className, alt, ...rest }: ThemedImageProps): ReactNode {
  const isBrowser = useIsBrowser();
  const { colorMode } = useColorMode();
  const modes = isBrowser ? [colorMode] : (['light', 'dark'] as const);
  return (
    <>
      {modes.map((mode) => (
        <img key={mode} src={sources[mode]} alt={alt} className={[className, `themed-image themed-image--${mode}`].filter(Boolean).join(' ')} {...rest} />
      ))}
    </>
  );
}
