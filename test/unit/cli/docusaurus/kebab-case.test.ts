import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { kebabCase } from '../../../../cli/pipeline/routes/url.ts';

// Expected values are what Docusaurus 3 (lodash's kebabCase) gives for each label.
const cases: [string, string][] = [
  ['3d models', '3-d-models'], ['v2', 'v-2'], ['mp4', 'mp-4'], ['HTML5', 'html-5'], ['ARKit', 'ar-kit'],
  ['Getting Started', 'getting-started'], ['iOS 17', 'i-os-17'], ['C++', 'c'], ['k8s', 'k-8-s'], ['foo_bar', 'foo-bar'],
  ['Ünïcödé tag', 'unicode-tag'], ['TyKO', 'ty-ko'], ['1st place', '1st-place'], ['11th hour', '11-th-hour'], ['4th wall', '4th-wall'], ['OAuth2', 'o-auth-2'],
  ['x86-64', 'x-86-64'], ['Straße', 'strasse'], ["don't panic", 'dont-panic'], ['XMLHttpRequest', 'xml-http-request'],
  ['Kubernetes v1.29', 'kubernetes-v-1-29'], ['日本語', '日本語'], ['東京 Tower', '東京-tower'], ['node.js', 'node-js'], ['IPv6', 'i-pv-6'],
];

test('tag and author slugs follow Docusaurus 3', () => {
  for (const [label, slug] of cases) assert.is(kebabCase(label), slug, label);
});

test.run();
