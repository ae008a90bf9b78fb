import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { indexCommand } from '../../../../cli/commands/index-command.ts';
import { asUserErrors, formatErrors } from '../../../../cli/errors.ts';
import { DOCSEARCH_INDEX_SETTINGS } from '../../../../cli/pipeline/search/algolia-settings.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';
import { startFakeAlgoliaAdmin, type FakeAlgolia } from '../../../helpers/fake-algolia-admin.ts';
import type { SearchRecord } from '../../../../runtime/types.ts';

const Index = suite('opdocs index');
const APP = 'TESTAPP';
const KEY = 'admin-secret-key-123';
let fake: FakeAlgolia;
let dir: string;

Index.before(async () => {
  fake = await startFakeAlgoliaAdmin({ appId: APP, adminKey: KEY });
  dir = copyFixture('search-site', 'index-command');
  const configFile = join(dir, 'site.config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  config.search = { appId: APP, apiKey: 'public-search-key', indexName: 'docs' };
  writeFileSync(configFile, JSON.stringify(config));
});
Index.after(() => fake.close());
Index.before.each(() => {
  fake.requests.length = 0;
});

const run = (push: boolean, env: Record<string, string>, out = 'build/records.json') => {
  const logs: string[] = [];
  return { logs, done: indexCommand({ siteDir: dir, out, push, env: { OPDOCS_ALGOLIA_HOSTS: fake.url, ...env }, log: (l) => logs.push(l) }) };
};

Index('writes the records as JSON to --out, without contacting Algolia', async () => {
  const { logs, done } = run(false, {});
  const records = await done;
  const written = JSON.parse(readFileSync(join(dir, 'build', 'records.json'), 'utf8')) as SearchRecord[];
  assert.equal(written, records);
  assert.is(written.length, 24);
  assert.is(logs.length, 1);
  assert.match(logs[0], /^✔ 24 search records → .*build\/records\.json$/);
  assert.is(fake.requests.length, 0);
});

Index('an --out that names a folder fails naming it and how to give a file, not as a crash', async () => {
  const { done } = run(false, {}, '.');
  const err = await done.then(() => null, (e: unknown) => e);
  const user = asUserErrors(err);
  assert.ok(user, `a user error, got ${String(err)}`);
  assert.equal(user.map((e) => [e.message, e.hint]), [
    [`cannot write ${dir}: it is a folder where a file is needed`, 'give --out a file you may write, e.g. --out build/search-records.json (or "-" for stdout)'],
  ]);
});

Index('--push uploads into a temporary index with the DocSearch settings, then moves it over the live one', async () => {
  const { logs, done } = run(true, { ALGOLIA_ADMIN_KEY: KEY });
  const records = await done;
  const calls = fake.requests.map((r) => `${r.method} ${r.path}`);
  assert.equal(calls, [
    'PUT /1/indexes/docs_tmp_opdocs/settings',
    'POST /1/indexes/docs_tmp_opdocs/batch',
    'GET /1/indexes/docs_tmp_opdocs/task/100',
    'GET /1/indexes/docs_tmp_opdocs/task/101',
    'POST /1/indexes/docs_tmp_opdocs/operation',
    'GET /1/indexes/docs/task/102',
  ]);
  for (const r of fake.requests) {
    assert.is(r.headers['x-algolia-application-id'], APP);
    assert.is(r.headers['x-algolia-api-key'], KEY);
    assert.equal(r.query, {}, 'the admin key never goes into the URL');
  }
  assert.is(fake.requests[0].headers['content-type'], 'application/json');
  assert.equal(fake.requests[0].body, DOCSEARCH_INDEX_SETTINGS);
  assert.equal(fake.requests[1].body, { requests: records.map((body) => ({ action: 'addObject', body })) });
  assert.equal(fake.requests[4].body, { operation: 'move', destination: 'docs' });
  assert.is(logs[1], '✔ 24 records uploaded to Algolia index docs (application TESTAPP)');
  assert.not.ok(logs.join('\n').includes(KEY));
});

Index('a bad admin key fails with a clear message that does not print the key', async () => {
  const { done } = run(true, { ALGOLIA_ADMIN_KEY: 'wrong-key' });
  const err = await done.then(() => null, (e: unknown) => e);
  const user = asUserErrors(err);
  assert.ok(user, 'a user error, not a crash');
  const text = formatErrors(user!, dir);
  assert.is(text.split('\n').slice(0, 2).join('\n'), 'error  Algolia refused PUT /1/indexes/docs_tmp_opdocs/settings (HTTP 403): Invalid Application-ID or API key\n  hint: check that ALGOLIA_ADMIN_KEY holds an admin API key of application TESTAPP');
  assert.not.ok(text.includes('wrong-key'));
  assert.is(fake.requests.length, 1, 'stops at the first refusal');
});

Index('--push without ALGOLIA_ADMIN_KEY says where the key must come from', async () => {
  const err = await run(true, {}).done.then(() => null, (e: unknown) => e);
  assert.match(formatErrors(asUserErrors(err)!, dir), 'ALGOLIA_ADMIN_KEY is not set\n  hint: export an Algolia admin API key as ALGOLIA_ADMIN_KEY (it is never read from site.config.json)');
  assert.is(fake.requests.length, 0);
});

Index.run();
