/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import { useSite } from '../../runtime/context';
import { useThemeTexts } from '../texts/texts';

/** Props of the home page banner (an override point: a site's `theme/HomeHero.tsx` replaces it). */
export interface HomeHeroProps {
  /** The call to action; default: "Read the docs" to the docs' main page, when the site has docs. */
  action?: { label: string; href: string };
}

/** The banner at the top of a home page: site title, tagline and one call to action. */
export function HomeHero({ action }: HomeHeroProps): ReactNode {
  const site = useSite();
  const { t } = useThemeTexts();
  const mainDoc = site.docs?.versions[0]?.mainDocPath;
  const cta = action ?? (mainDoc ? { label: t('theme.home.readTheDocs', 'Read the docs'), href: mainDoc } : undefined);
  return (
    <header className="home-hero">
      <div className="container">
        <h1 className="home-hero__title">{site.title}</h1>
        {site.tagline && <p className="home-hero__tagline">{site.tagline}</p>}
        {cta && <Link href={cta.href} className="button button--primary">{cta.label}</Link>}
      </div>
    </header>
  );
}
