import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { OpdocsError } from '../../../../../cli/errors';
import { readSidebarsFile } from '../../../../../cli/pipeline/routes/sidebars-file';
import { writeSiteFiles } from '../../../../helpers/site-files';

const test = suite('readSidebarsFile: React for a site whose packages are not installed');

/** Reads `name` from a fresh site folder (no node_modules unless `files` has one). */
async function read(name: string, files: Record<string, string>): Promise<unknown> {
  const dir = writeSiteFiles('opdocs-sidebars-react-', files);
  const result = await readSidebarsFile(join(dir, name), join(dir, 'node_modules', '.cache', 'opdocs'));
  if (result instanceof OpdocsError) throw new Error(`${result.file}:${result.line}:${result.column} ${result.message}`);
  return result.value;
}

test('a CommonJS sidebars file that requires react loads, with react resolved from opdocs', async () => {
  const value = await read('sidebars.js', {
    'sidebars.js': "const { Component } = require(\"react\");\nmodule.exports = { docs: ['intro', typeof Component] };\n",
    'docs/intro.md': '# Intro\n',
  });
  assert.equal(value, { docs: ['intro', 'function'] });
});

test('an ES module sidebars file importing react and react-dom/server loads too', async () => {
  const value = await read('sidebars.ts', {
    'sidebars.ts': "import React from 'react';\nimport { renderToStaticMarkup } from 'react-dom/server';\nexport default { docs: [renderToStaticMarkup(React.createElement('b', null, 'x'))] };\n",
  });
  assert.equal(value, { docs: ['<b>x</b>'] });
});

test('the site\'s own react wins when it is installed', async () => {
  const value = await read('sidebars.js', {
    'node_modules/react/package.json': '{ "name": "react", "version": "0.0.1", "main": "index.js" }',
    'node_modules/react/index.js': "module.exports = { marker: 'the site\\'s react' };\n",
    'sidebars.js': "module.exports = { docs: [require('react').marker] };\n",
  });
  assert.equal(value, { docs: ["the site's react"] });
});

test('any other missing package still fails, naming the file and the package', async () => {
  const dir = writeSiteFiles('opdocs-sidebars-react-', { 'sidebars.js': "const pad = require('left-pad-not-installed');\nmodule.exports = { docs: [] };\n" });
  const result = await readSidebarsFile(join(dir, 'sidebars.js'), join(dir, 'node_modules', '.cache', 'opdocs'));
  assert.instance(result, OpdocsError);
  assert.match((result as OpdocsError).message, "Cannot find module 'left-pad-not-installed'");
  assert.is((result as OpdocsError).file, join(dir, 'sidebars.js'));
});

test.run();
