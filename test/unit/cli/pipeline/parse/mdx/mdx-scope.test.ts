import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { setMdx1Text } from '../../../../../../cli/pipeline/parse/mdx1-text-setting';
import { loadParserParts } from '../../../../../helpers/parser-parts';

test.before(loadParserParts);
test.after.each(() => setMdx1Text(false));

const parse = (lines: string[]) =>
  parseMarkdown({ source: lines.join('\n'), file: '/site/docs/own.mdx', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/' });
const messages = (out: ReturnType<typeof parse>) => out.errors.map((e) => `${e.line}: ${e.message}`);

test('components the file exports itself render from its code module, however they are written', () => {
  const out = parse([
    'export function Fn() { return <b>f</b>; }', 'export const Arrow = () => <i>a</i>;', 'export const Kit = { Part: () => <u>p</u> };',
    'export const { Pulled } = { Pulled: () => <s>d</s> };', '', '<Fn />', '', '<Arrow />', '', 'Inline <Kit.Part /> and <Pulled />.', '',
  ]);
  assert.equal(messages(out), []);
  for (const name of ['Fn', 'Arrow', 'Kit.Part', 'Pulled']) assert.match(out.html, `name="import:@site/docs/own.mdx?esm#${name}"`);
});

test('a value the file exports is in scope in text, and `<Value />` says it is no component rather than "not imported"', () => {
  const out = parse(['export const Version = 5;', 'export const Label = "beta";', '', 'Version {Version}, {Label}.', '', '<Version />', '', '<Label />', '']);
  assert.match(out.html, '<p>Version 5, beta.</p>');
  assert.equal(messages(out), [
    '6: MDX: <Version> is not a component: `Version`, exported by this file, is the number 5',
    '8: MDX: <Label> is not a component: `Label`, exported by this file, is the string "beta"',
  ]);
  assert.not.match(out.errors.map((e) => e.message).join('\n'), 'neither imported');
  assert.match(out.errors[0].hint ?? '', 'write {Version} to show its value');
});

test('with MDX 1 text, components the file exports are in scope as well', () => {
  setMdx1Text(true);
  const out = parse(['export const Note = ({ children }) => <aside>{children}</aside>;', '', '<Note>', '', 'Hi.', '', '</Note>', '']);
  assert.equal(messages(out), []);
  assert.match(out.html, 'name="import:@site/docs/own.mdx?esm#Note"');
  assert.match(out.html, '<p>Hi.</p>');
});

test.run();
