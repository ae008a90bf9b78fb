/** @jsxRuntime automatic @jsxImportSource react */
import type { MarkdownPageRoute, PageProps } from '../../runtime/types';
import { HtmlBlock } from '../../runtime/html-block';
import { MarkdownContent } from '../Content/MarkdownContent';
import { PageTOC } from '../TOC/PageTOC';
import { TOCCollapsible } from '../TOC/TOCCollapsible';
import { MDXContent } from '../Content/MDXContent';
import { DraftBanner, UnlistedBanner } from '../Content/UnlistedBanner';

/** Page component of route kind "page" (markdown from content/pages). */
export default function MarkdownPage({ route }: PageProps<MarkdownPageRoute>) {
  const hasToc = route.toc.length > 0;
  return (
    <div>
      <main className={['markdown-page', hasToc && 'markdown-page--with-toc'].filter(Boolean).join(' ')}>
        <div className="markdown-page__content">
          {route.unlisted && <UnlistedBanner />}
          {route.draft && <DraftBanner />}
          <TOCCollapsible toc={route.toc} />
          <MarkdownContent as="article">
            {route.showTitle && (
              <header>
                <h1>{route.title}</h1>
              </header>
            )}
            <MDXContent><HtmlBlock html={route.html} id="page" className="markdown" /></MDXContent>
          </MarkdownContent>
        </div>
        {hasToc && (
          <div className="markdown-page__toc">
            <PageTOC toc={route.toc} />
          </div>
        )}
      </main>
    </div>
  );
}
