/**
 * A Docusaurus 2 alpha config could give the site's path in `url` as well as in `baseUrl`;
 * migrate used to drop such a url and then fail with "gives no url (it is unset or empty)".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config.ts';
import { fitToSchema } from '../../../../cli/commands/migrate.ts';

test('a url holding the path baseUrl already has carries over as its origin, with a note', () => {
  const { config, notes } = mapDocusaurusConfig({ title: 'Course', url: 'https://www.school.example/~prof/course/s21/', baseUrl: '/~prof/course/s21/' });
  assert.is(config.url, 'https://www.school.example');
  assert.is(config.baseUrl, '/~prof/course/s21/');
  const urlNotes = notes.filter((n) => n.key === 'url');
  assert.is(urlNotes.length, 1);
  assert.match(urlNotes[0].what, 'which baseUrl already holds');
  fitToSchema(config, notes);
  assert.is(config.url, 'https://www.school.example', 'the schema takes it');
});

test('a url path that baseUrl does not repeat is named in the note, and baseUrl is kept as written', () => {
  const { config, notes } = mapDocusaurusConfig({ title: 'T', url: 'https://host.example/docs', baseUrl: '/' });
  assert.is(config.url, 'https://host.example');
  assert.is(config.baseUrl, '/');
  assert.match(notes.find((n) => n.key === 'url')?.what ?? '', 'set baseUrl to it');
  assert.match(notes.find((n) => n.key === 'url')?.what ?? '', '/docs/');
});

test('an origin-only url is copied as it is, without a note', () => {
  const { config, notes } = mapDocusaurusConfig({ title: 'T', url: 'https://host.example/', baseUrl: '/' });
  assert.is(config.url, 'https://host.example/');
  assert.is(notes.filter((n) => n.key === 'url').length, 0);
});

test.run();
