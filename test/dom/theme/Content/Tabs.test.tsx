/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { fire, getWindow, ORIGIN, render, useDomSuite } from '../../../helpers/dom';
import { TabItem, Tabs, type TabsProps } from '../../../../theme/Content/Tabs';

const test = suite('Tabs and TabItem');
useDomSuite(test);
test.before.each(() => getWindow().happyDOM.setURL(`${ORIGIN}/docs/install`));

function os(props: Partial<TabsProps> = {}) {
  return (
    <Tabs {...props}>
      <TabItem value="linux" label="Linux"><p>apt</p></TabItem>
      <TabItem value="mac" label="macOS" default><p>brew</p></TabItem>
      <TabItem value="windows" label="Windows"><p>winget</p></TabItem>
    </Tabs>
  );
}

const tabs = (root: ParentNode) => [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selected = (root: ParentNode) => root.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
const shown = (root: ParentNode) => [...root.querySelectorAll('[role="tabpanel"]:not([hidden])')].map((p) => p.textContent);

test('the default tab is selected; tabs and panels are tied together for assistive technology', () => {
  const { container } = render(os());
  const list = container.querySelector('[role="tablist"]')!;
  assert.ok(list);
  assert.equal(tabs(container).map((t) => [t.textContent, t.getAttribute('aria-selected'), t.tabIndex]), [
    ['Linux', 'false', -1], ['macOS', 'true', 0], ['Windows', 'false', -1],
  ]);
  assert.equal(shown(container), ['brew']);
  for (const tab of tabs(container)) {
    const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
    assert.is(panel.getAttribute('role'), 'tabpanel');
    assert.is(panel.getAttribute('aria-labelledby'), tab.id);
  }
});

test('defaultValue wins over TabItem default; without either the first tab is selected', () => {
  assert.is(selected(render(os({ defaultValue: 'windows' })).container), 'Windows');
  assert.is(selected(render(<Tabs><TabItem value="a"><p>A</p></TabItem><TabItem value="b"><p>B</p></TabItem></Tabs>).container), 'a', 'the label defaults to the value');
});

test('clicking selects; arrows, Home and End move focus and selection, wrapping around', () => {
  const { container } = render(os());
  fire(tabs(container)[0], 'click');
  assert.is(selected(container), 'Linux');
  assert.equal(shown(container), ['apt']);
  const press = (key: string) => fire(document.activeElement!, 'keydown', { key });
  act(() => tabs(container)[0].focus());
  press('ArrowLeft');
  assert.is(document.activeElement?.textContent, 'Windows');
  assert.is(selected(container), 'Windows');
  press('ArrowRight');
  assert.is(selected(container), 'Linux');
  press('End');
  assert.is(document.activeElement?.textContent, 'Windows');
  press('Home');
  assert.is(document.activeElement?.textContent, 'Linux');
  assert.equal(tabs(container).map((t) => t.tabIndex), [0, -1, -1], 'only the selected tab is in the tab order');
});

test('groups of one groupId follow each other and the choice is stored', () => {
  const first = render(os({ groupId: 'os' })).container;
  const second = render(os({ groupId: 'os' })).container;
  const other = render(os({ groupId: 'editor' })).container;
  fire(tabs(first)[2], 'click');
  assert.is(selected(second), 'Windows');
  assert.is(selected(other), 'macOS', 'another group id is left alone');
  assert.is(localStorage.getItem('docusaurus.tab.os'), 'windows');
});

test('a stored choice is applied after mounting; an unknown stored value is ignored', () => {
  localStorage.setItem('docusaurus.tab.os', 'linux');
  assert.is(selected(render(os({ groupId: 'os' })).container), 'Linux');
  localStorage.setItem('docusaurus.tab.os', 'beos');
  assert.is(selected(render(os({ groupId: 'os' })).container), 'macOS');
});

test('queryString puts the choice in the URL, keeps the history entry\'s state, and is read on mount', () => {
  history.replaceState({ key: 'router-state' }, '', '/docs/install?x=1#top');
  const { container } = render(os({ groupId: 'os', queryString: true }));
  fire(tabs(container)[0], 'click');
  assert.is(location.pathname + location.search + location.hash, '/docs/install?x=1&os=linux#top');
  assert.equal(history.state, { key: 'router-state' });
  getWindow().happyDOM.setURL(`${ORIGIN}/docs/install?platform=windows`);
  assert.is(selected(render(os({ queryString: 'platform' })).container), 'Windows', 'a string names the parameter');
});

test('lazy renders only the selected panel', () => {
  const { container } = render(os({ lazy: true }));
  assert.is(container.querySelectorAll('[role="tabpanel"]').length, 1);
  assert.equal(tabs(container).map((t) => t.hasAttribute('aria-controls')), [false, true, false], 'no tab points at a panel that is not there');
  fire(tabs(container)[0], 'click');
  assert.equal(shown(container), ['apt']);
  assert.is(container.querySelectorAll('[role="tabpanel"]').length, 1);
});

test('with a values list, content that is no TabItem stays in place under every tab', () => {
  const values = [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }];
  const { container } = render(<Tabs values={values}><TabItem value="a"><p>one</p></TabItem><TabItem value="b"><p>two</p></TabItem><p className="note">See the options.</p></Tabs>);
  const order = () => [...container.querySelector('.tabs')!.children].slice(1).map((el) => `${el.getAttribute('role') ?? el.tagName.toLowerCase()}:${el.textContent}`);
  assert.equal(order(), ['tabpanel:one', 'tabpanel:two', 'p:See the options.']);
  assert.equal(shown(container), ['one']);
  fire(tabs(container)[1], 'click');
  assert.equal(shown(container), ['two']);
  assert.ok(container.querySelector('.tabs > p.note:not([hidden])'), 'the note is shown with the second tab too');
});

test('tab buttons carry Infima\'s tabs__item classes, which Docusaurus sites\' CSS and scripts select', () => {
  const { container } = render(os());
  assert.equal([...container.querySelectorAll('.tabs .tabs__item')].map((t) => t.textContent), ['Linux', 'macOS', 'Windows']);
  assert.is(container.querySelector('.tabs__item.tabs__item--active')?.textContent, 'macOS');
  fire(tabs(container)[2], 'click');
  assert.is(container.querySelector('.tabs__item--active')?.textContent, 'Windows');
});

test('mistakes in the props are errors that say what to fix', () => {
  const quiet = console.error;
  console.error = () => undefined;
  try {
    assert.throws(() => render(<Tabs><TabItem value="a" /><TabItem value="a" /></Tabs>), /the value "a" is used by two tabs/);
    assert.throws(() => render(os({ queryString: true })), /queryString=\{true\} needs a groupId/);
    assert.throws(() => render(os({ defaultValue: 'bsd' })), /defaultValue "bsd" is none of the tab values \(linux, mac, windows\)/);
    assert.throws(() => render(<Tabs><TabItem value="a" /><p>stray</p></Tabs>), /every child of <Tabs> must be a <TabItem.*give <Tabs> a values list/);
  } finally {
    console.error = quiet;
  }
});

test.run();
