import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { dataFileFor, htmlFileFor } from '../../../../../cli/pipeline/routes/url.ts';

const files = suite('route output files');

files('unset: <path>/index.html, as before', () => {
  assert.is(htmlFileFor('/base/docs/intro', '/base/'), 'docs/intro/index.html');
  assert.is(htmlFileFor('/base/docs/guides/', '/base/'), 'docs/guides/index.html');
  assert.is(htmlFileFor('/base/', '/base/'), 'index.html');
  assert.is(htmlFileFor('/base/docs/caf%C3%A9', '/base/'), 'docs/café/index.html');
});

files('true keeps index.html; false writes <path>.html beside the data folder', () => {
  assert.is(htmlFileFor('/base/docs/intro/', '/base/', true), 'docs/intro/index.html');
  assert.is(htmlFileFor('/base/docs/intro', '/base/', false), 'docs/intro.html');
  assert.is(htmlFileFor('/base/docs', '/base/', false), 'docs.html');
  assert.is(htmlFileFor('/base/', '/base/', false), 'index.html');
});

files('the data file is <path>/__data.json in every layout', () => {
  assert.is(dataFileFor('/base/docs/intro', '/base/'), 'docs/intro/__data.json');
  assert.is(dataFileFor('/base/docs/intro/', '/base/'), 'docs/intro/__data.json');
  assert.is(dataFileFor('/base/', '/base/'), '__data.json');
});

files('a route named like an HTML file is that file in every layout, its data beside it', () => {
  for (const policy of [undefined, true, false]) {
    assert.is(htmlFileFor('/base/docs/legacy.html', '/base/', policy), 'docs/legacy.html', String(policy));
  }
  assert.is(dataFileFor('/base/docs/legacy.html', '/base/'), 'docs/legacy.html.__data.json');
});

files('an unchecked path is an opdocs bug, whatever the layout', () => {
  assert.throws(() => htmlFileFor('/base/../x', '/base/', false), /unchecked route path/);
});

files.run();
