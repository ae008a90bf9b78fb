import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nearPages } from '../../../../../cli/pipeline/check/near-pages';
import { checkLinks } from '../../../../../cli/pipeline/check/check-links';

const keys = ['/docs/owls/evaluation', '/docs/api/interfaces/owlevaluationschema', '/docs/owls/perches', '/docs/birds/evaluatio', '/docs/intro'];

test('a near spelling of the last segment comes first, beside the link\'s folder first; a page merely holding the segment comes after', () => {
  assert.equal(nearPages('/docs/owls/evaluations', keys), ['/docs/owls/evaluation', '/docs/birds/evaluatio', '/docs/api/interfaces/owlevaluationschema']);
});

test('a page that is neither near nor holding the segment is not suggested, and at most three are', () => {
  assert.equal(nearPages('/docs/owls/talons', keys), []);
  assert.equal(nearPages('/docs/x/intro', ['/a/intro', '/b/intro', '/c/intro', '/d/intro']).length, 3);
  assert.equal(nearPages('/', keys), []);
});

test('the broken-link hint names the near page as the page spells it', () => {
  const routes = new Map(keys.map((k) => [k, null]));
  const paths = new Map([['/docs/owls/evaluation', '/docs/owls/Evaluation']]);
  const [error] = checkLinks([{ href: 'evaluations', target: '/docs/owls/evaluations', anchor: '', file: '/site/docs/a.md', line: 3, column: 1 }], { routes, paths, staticFiles: new Set(), baseUrl: '/' });
  assert.match(error!.hint ?? '', 'link to an existing page, e.g. /docs/owls/Evaluation, /docs/birds/evaluatio');
});

test.run();
