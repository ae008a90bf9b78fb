/**
 * The home page: a React component. Edit it freely; `@opdocs/theme` gives you links and the
 * site's settings.
 */
import { Link, useSite } from '@opdocs/theme';

export const title = 'Home';
export const description = 'The home page of the site';

export default function Home() {
  const site = useSite();
  return (
    <main className="container margin-vert--xl">
      <h1>{site.title}</h1>
      <p>{site.tagline}</p>
      <p>
        <Link href={`${site.baseUrl}docs/basics/introduction`} className="button button--primary">
          Read the docs
        </Link>
      </p>
    </main>
  );
}
