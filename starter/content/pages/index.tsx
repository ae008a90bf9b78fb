/**
 * The home page: a React component. Edit it freely; `@opdocs/theme` gives you the banner, links
 * and the site's settings.
 */
import { HomeHero, Link, useSite } from '@opdocs/theme';

export const title = 'Home';
export const description = 'The home page of the site';

export default function Home() {
  const site = useSite();
  return (
    <main>
      <HomeHero />
      <div className="container margin-vert--lg">
        <p>
          This page is <code>content/pages/index.tsx</code>. Start writing in <code>content/docs/</code>, or
          read the <Link href={`${site.baseUrl}blog`}>blog</Link>.
        </p>
      </div>
    </main>
  );
}
