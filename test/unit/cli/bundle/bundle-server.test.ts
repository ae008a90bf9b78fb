/**
 * The server bundle takes a package's ES build (`module`) before its `main`, as webpack's server
 * bundle under Docusaurus does: a UMD `main` requires its own files through the wrapper's
 * parameter, which no bundler follows.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Server = suite('server bundle package builds');

// A UMD wrapper as TypeScript emits it: `require` is the factory's parameter.
const UMD = `(function (factory) {
  if (typeof module === "object" && typeof module.exports === "object") { var v = factory(require, exports); if (v !== undefined) module.exports = v; }
  else if (typeof define === "function" && define.amd) { define(["require", "exports", "./impl/words"], factory); }
})(function (require, exports) {
  var words = require("./impl/words");
  exports.greet = function () { return words.hello + " from umd"; };
});
`;

Server('a page rendered on the server uses the package\'s ES build when it has one', async () => {
  const siteDir = writeSiteFiles('opdocs-server-main-fields', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
    'docs/a.md': '# A\n',
    'src/pages/hello.js': "import { greet } from 'umd-lib';\nexport default function Hello() { return <p id=\"greeting\">{greet()}</p>; }\n",
    'node_modules/umd-lib/package.json': JSON.stringify({ name: 'umd-lib', version: '1.0.0', main: './lib/umd/main.js', module: './lib/esm/main.js' }),
    'node_modules/umd-lib/lib/umd/main.js': UMD,
    'node_modules/umd-lib/lib/umd/impl/words.js': 'exports.hello = "hello";\n',
    'node_modules/umd-lib/lib/esm/main.js': "import { hello } from './impl/words.js';\nexport function greet() { return hello + ' from esm'; }\n",
    'node_modules/umd-lib/lib/esm/impl/words.js': "export const hello = 'hello';\n",
  });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  assert.match(readFileSync(join(siteDir, 'build/hello/index.html'), 'utf8'), '<p id="greeting">hello from esm</p>');
});

Server.run();
