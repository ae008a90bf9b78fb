/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ReactNode } from 'react';
import { render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { OpdocsProviders } from '../../../../runtime/context';
import Link from '../../../../theme/compat/Link';
import Head from '../../../../theme/compat/Head';
import BrowserOnly from '../../../../theme/compat/BrowserOnly';
import useDocusaurusContext from '../../../../theme/compat/useDocusaurusContext';
import Mermaid from '../../../../theme/compat/Mermaid';

const Compat = suite('Docusaurus compat components in the browser');
useDomSuite(Compat);

/** Renders `children` as a page at `pathname` (the fixture site's baseUrl is "/base/"). */
function renderAt(pathname: string, children: ReactNode, site = createSiteData()) {
  const store = createTestStore(createDocRoute(), undefined, { pathname });
  return render(<OpdocsProviders site={site} store={store}>{children}</OpdocsProviders>);
}

Compat('a nav Link is active on its path and below it; exact limits it to the path', () => {
  renderAt('/base/docs/intro', <>
    <Link id="a" to="/docs" isNavLink>Docs</Link>
    <Link id="b" to="/docs" isNavLink exact activeClassName="here">Docs</Link>
    <Link id="c" to="/docs/intro" isNavLink exact activeClassName="here" className="x">Intro</Link>
    <Link id="d" to="/blog" isNavLink>Blog</Link>
  </>);
  const cls = (id: string) => document.getElementById(id)!.getAttribute('class');
  assert.is(cls('a'), 'active');
  assert.is(cls('b'), null);
  assert.is(cls('c'), 'x here');
  assert.is(cls('d'), null);
  assert.is(document.getElementById('a')!.getAttribute('href'), '/base/docs');
});

Compat('pathname:// links skip the baseUrl and the router; autoAddBaseUrl={false} keeps the path', () => {
  renderAt('/base/', <>
    <Link id="file" to="pathname:///files/report.pdf">Report</Link>
    <Link id="raw" to="/elsewhere" autoAddBaseUrl={false}>Raw</Link>
  </>);
  assert.is(document.getElementById('file')!.getAttribute('href'), '/files/report.pdf');
  assert.is(document.getElementById('raw')!.getAttribute('href'), '/elsewhere');
});

Compat('Head sets the title and adds its tags in the browser, and removes them on unmount', () => {
  const view = renderAt('/base/', <Head><title>Browser title</title><meta name="widgets:x" content="1" /><link rel="preconnect" href="https://cdn.example.org" /></Head>);
  assert.is(document.title, 'Browser title');
  assert.is(document.head.querySelector('meta[name="widgets:x"]')?.getAttribute('content'), '1');
  assert.ok(document.head.querySelector('link[rel="preconnect"][href="https://cdn.example.org"]'));
  view.unmount();
  assert.is(document.head.querySelector('meta[name="widgets:x"]'), null);
  assert.is(document.head.querySelector('link[rel="preconnect"]'), null);
});

Compat('BrowserOnly renders its function child once mounted in the browser', () => {
  renderAt('/base/', <BrowserOnly fallback={<p id="f">fallback</p>}>{() => <p id="b">browser</p>}</BrowserOnly>);
  assert.ok(document.getElementById('b'));
  assert.is(document.getElementById('f'), null);
});

Compat('useDocusaurusContext gives siteConfig with customFields, and the same object on every render', () => {
  const seen: unknown[] = [];
  function Probe() {
    const ctx = useDocusaurusContext();
    seen.push(ctx);
    return <p id="p">{ctx.siteConfig.title}|{String(ctx.siteConfig.customFields.team)}|{ctx.i18n.currentLocale}|{ctx.siteConfig.themeConfig.navbar.title}</p>;
  }
  const site = createSiteData({ customFields: { team: 'shelf' } });
  const view = renderAt('/base/', <Probe />, site);
  view.rerender(<OpdocsProviders site={site} store={createTestStore()}><Probe /></OpdocsProviders>);
  assert.is(document.getElementById('p')!.textContent, 'TyKO|shelf|en|Typesense Kubernetes Operator');
  assert.is(seen[0], seen[seen.length - 1]);
});

Compat('siteConfig carries the repository names and trailingSlash of the config, as a page linking to its GitHub repository reads them', () => {
  function Probe() {
    const { siteConfig } = useDocusaurusContext();
    return <a id="repo" href={`https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}`}>{String(siteConfig.trailingSlash)}</a>;
  }
  renderAt('/base/', <Probe />, createSiteData({ organizationName: 'shelf-co', projectName: 'widgets', trailingSlash: false }));
  assert.is(document.getElementById('repo')!.getAttribute('href'), 'https://github.com/shelf-co/widgets');
  assert.is(document.getElementById('repo')!.textContent, 'false');
});

Compat('Mermaid shows the diagram source as a mermaid code block', () => {
  renderAt('/base/', <Mermaid value={'graph LR\n  a --> b'} />);
  const block = document.querySelector('.code-block');
  assert.is(block?.getAttribute('data-language'), 'mermaid');
  assert.is(block?.querySelector('pre')?.textContent?.replace(/\s+/g, ' ').trim().startsWith('graph LR a --> b'), true);
});

Compat.run();
