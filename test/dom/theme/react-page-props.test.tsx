/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Component } from 'react';
import { renderToString } from 'react-dom/server';
import { useDomSuite } from '../../helpers/dom';
import { createHead, createSiteData, createTestStore } from '../../helpers/fixtures';
import { App } from '../../../theme/App';
import type { ReactPageRoute } from '../../../runtime/types';

const test = suite('props a site React page is given');
useDomSuite(test);

const reactRoute = (): ReactPageRoute => ({ kind: 'react-page', page: 'react:index', path: '/base/', deps: [], head: createHead('Home'), title: 'Home', props: {} });

// Written as Docusaurus pages of the v1 era are: a class reading `this.props.config`.
class ConfigPage extends Component<{ config: { title: string; tagline: string; titleDelimiter: string }; location: { pathname: string } }> {
  render() {
    const { config, location } = this.props;
    return <main id="home">{config.title} {config.titleDelimiter} {config.tagline} at {location.pathname}</main>;
  }
}

test('a React page reads the site config as `config` and the location, as Docusaurus passes them', () => {
  const site = createSiteData({ title: 'Jesting', tagline: 'Tests made easy' });
  const html = renderToString(<App site={site} store={createTestStore(reactRoute(), ConfigPage as never)} />);
  assert.match(html, '<main id="home">Jesting<!-- --> <!-- -->|<!-- --> <!-- -->Tests made easy<!-- --> at <!-- -->/base/</main>');
});

test('the delimiter is the configured one when the site sets it', () => {
  const site = createSiteData({ title: 'Jesting', tagline: 'T', titleDelimiter: '·' });
  const html = renderToString(<App site={site} store={createTestStore(reactRoute(), ConfigPage as never)} />);
  assert.match(html, 'Jesting<!-- --> <!-- -->·');
});

test('pages of the theme get only their route', () => {
  let seen: string[] = [];
  const Probe = (props: Record<string, unknown>) => {
    seen = Object.keys(props);
    return null;
  };
  renderToString(<App site={createSiteData()} store={createTestStore(undefined, Probe as never)} />);
  assert.equal(seen, ['route']);
});

test.run();
