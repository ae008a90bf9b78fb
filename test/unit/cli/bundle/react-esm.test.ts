import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build, type BuildOptions } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { reactEsm } from '../../../../cli/bundle/react-esm.ts';
import { buildUnlessAborted } from '../../../../cli/bundle/esbuild-common.ts';
import { OPDOCS_ROOT } from '../../../../cli/bundle/paths.ts';
import { tempDir } from '../../../helpers/fixture-site.ts';

/** Bundles `files` (entry: entry.tsx) as the site bundles are made, with the React faces. */
async function bundle(files: Record<string, string>): Promise<string> {
  const dir = tempDir('opdocs-react-esm-');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const out = await build({
    entryPoints: [join(dir, 'entry.tsx')], bundle: true, write: false, format: 'esm', platform: 'node', jsx: 'automatic',
    nodePaths: [join(OPDOCS_ROOT, 'node_modules')], define: { 'process.env.NODE_ENV': '"production"' }, plugins: [reactEsm()], logLevel: 'silent',
    // react-dom/server requires Node's own modules, as in the server bundle.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  return out.outputFiles[0].text;
}

/** Runs bundled code as an ES module and gives its exports. */
async function run<T>(code: string): Promise<T> {
  const file = join(tempDir('opdocs-react-esm-'), 'out.mjs');
  writeFileSync(file, code);
  return (await import(pathToFileURL(file).href)) as T;
}

test('imports of react and of the JSX runtime are plain bindings, not getters; CommonJS code shares the one React', async () => {
  const code = await bundle({
    'entry.tsx': [
      "import React, { useState, createElement } from 'react';",
      "import * as Namespace from 'react';",
      "import { renderToString } from 'react-dom/server';",
      "const legacy = require('./legacy.cjs');",
      'function Counter() { const [n] = useState(3); return <p title="t">{n}</p>; }',
      'export const html = renderToString(<Counter />);',
      // A site file's default import is the module's exports with its createElement (see react-esm.ts): every value is React's own.
      'export const same = legacy.react.useState === React.useState && legacy.react.Fragment === React.Fragment && Namespace.useState === useState && React.createElement === createElement;',
    ].join('\n'),
    'legacy.cjs': "exports.react = require('react');",
  });
  // esbuild's CommonJS interop reads every export through a getter; a face has none for react.
  assert.not.match(code, /__toESM\(require_react\(\)\)/);
  assert.not.match(code, /__toESM\(require_jsx_runtime\(\)\)/);
  assert.is(code.match(/var require_react = /g)?.length, 1, 'one copy of React');
  const mod = await run<{ html: string; same: boolean }>(code);
  assert.is(mod.html, '<p title="t">3</p>');
  assert.ok(mod.same, 'the default export, the namespace and require() all give the same React');
});

test('a site\'s JSX fills in the defaultProps of function and forwardRef components, as React 18 did; a class keeps React\'s own handling', async () => {
  const code = await bundle({
    'entry.tsx': [
      "import { Component, forwardRef } from 'react';",
      "import { renderToString } from 'react-dom/server';",
      'function Icon(props) { return <i className={props.className.split(" ").join("+")} data-size={props.size}>{props.label}</i>; }',
      "Icon.defaultProps = { className: '', size: 'md', label: 'icon' };",
      'class Old extends Component { render() { return <b>{this.props.word}</b>; } }',
      "Old.defaultProps = { word: 'kept' };",
      'const Ref = forwardRef((props, ref) => <u ref={ref}>{props.tone.toUpperCase()}</u>);',
      "Ref.defaultProps = { tone: 'calm' };",
      'export const html = renderToString(<p><Icon label="home" /><Icon className="a b" size={undefined} /><Old /><Ref /></p>);',
    ].join('\n'),
  });
  const mod = await run<{ html: string }>(code);
  assert.is(mod.html, '<p><i class="" data-size="md">home</i><i class="a+b" data-size="md">icon</i><b>kept</b><u>CALM</u></p>');
});

test('a site\'s <title> with text in parts renders its text on the server, as the browser does (React 19 wrote it empty)', async () => {
  const code = await bundle({
    'entry.tsx': [
      "import { renderToString } from 'react-dom/server';",
      "const name = 'Overview';",
      'export const html = renderToString(<svg viewBox="0 0 24 24"><title>Open {name}</title><title>{2} of {3}</title><path d="M0 0h1" /></svg>);',
    ].join('\n'),
  });
  const mod = await run<{ html: string }>(code);
  assert.is(mod.html, '<svg viewBox="0 0 24 24"><title>Open Overview</title><title>2 of 3</title><path d="M0 0h1"></path></svg>');
  // The classic runtime (a site whose tsconfig says "jsx": "react") calls React.createElement.
  const classic = await bundle({
    'entry.tsx': [
      '/** @jsxRuntime classic */',
      "import React from 'react';",
      "import { renderToString } from 'react-dom/server';",
      "const name = 'Overview';",
      'export const html = renderToString(<svg><title>Open {name}</title></svg>);',
    ].join('\n'),
  });
  assert.match(classic, /\.createElement\("title"/, 'compiled with the classic runtime');
  assert.is((await run<{ html: string }>(classic)).html, '<svg><title>Open Overview</title></svg>');
});

test('opdocs\' own files keep the plain JSX runtime (their renders are the hot path)', async () => {
  const { faceFor } = await import('../../../../cli/bundle/react-esm.ts');
  assert.not.match(faceFor('react/jsx-runtime', false), 'withDefaults');
  assert.match(faceFor('react/jsx-runtime', true), 'export const jsx = (type, props, key) => m.jsx(type, withDefaults(type, props), key);');
});

test('a .js file importing a name React lacks (a TypeScript type) gets undefined, as from webpack, instead of failing the bundle', async () => {
  const dir = tempDir('opdocs-react-esm-');
  writeFileSync(join(dir, 'entry.jsx'), [
    "import React, { CSSProperties, useState } from 'react';",
    "import { renderToString } from 'react-dom/server';",
    'function Box() { const [n] = useState(2); return <b>{n}</b>; }',
    "export const seen = [typeof CSSProperties, typeof React.useState];",
    'export const html = renderToString(<Box />);',
  ].join('\n'));
  const options: BuildOptions & { write: false } = {
    entryPoints: [join(dir, 'entry.jsx')], bundle: true, write: false, format: 'esm', platform: 'node', jsx: 'automatic',
    nodePaths: [join(OPDOCS_ROOT, 'node_modules')], define: { 'process.env.NODE_ENV': '"production"' }, plugins: [reactEsm()], logLevel: 'silent',
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  };
  // esbuild alone refuses it: the face is an ES module with React's own names only.
  await build(options).then(() => assert.unreachable('esbuild should refuse the import'), (err: Error) => assert.match(err.message, 'No matching export'));
  const out = await buildUnlessAborted(options);
  const mod = await run<{ seen: string[]; html: string }>(out.outputFiles[0].text);
  assert.equal(mod.seen, ['undefined', 'function']);
  assert.is(mod.html, '<b>2</b>');
});

test.run();
