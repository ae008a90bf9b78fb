import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement, isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { interpolate, interpolateString } from '../../../../theme/compat/placeholders';
import { translate } from '../../../../theme/compat/Translate';

const Placeholders = suite('compat placeholders: translate() and <Translate> values');

Placeholders('fills string and number values, keeps unknown placeholders as written', () => {
  assert.is(interpolateString('{n} widgets by {who} in {year}', { n: 3, who: 'Ann' }), '3 widgets by Ann in {year}');
  assert.is(interpolate('Hi {who}', { who: 'Bo' }), 'Hi Bo');
  assert.is(interpolate('No values {x}'), 'No values {x}');
});

Placeholders('an element value gives a list of nodes, rendered in order', () => {
  const nodes = interpolate('Hello, {name}!', { name: createElement('b', null, 'reader') }) as ReactElement[];
  assert.ok(Array.isArray(nodes) && nodes.every((n) => isValidElement(n)));
  assert.is(renderToStaticMarkup(createElement('p', null, nodes)), '<p>Hello, <b>reader</b>!</p>');
});

Placeholders('translate() returns the message (there is one locale), falling back to the id', () => {
  assert.is(translate({ id: 'home.title', message: 'Welcome to {site}' }, { site: 'Widgets' }), 'Welcome to Widgets');
  assert.is(translate({ id: 'only.id' } as never), 'only.id');
});

Placeholders.run();
