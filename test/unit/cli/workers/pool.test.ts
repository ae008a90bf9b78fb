import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runPool } from '../../../../cli/workers/pool';
import type { ParseJob, ParseOutcome } from '../../../../cli/pipeline/parse/parse-job';

const ctx = { baseUrl: '/', roots: ['/site'], staticDir: '/site/static', fileToRoute: new Map<string, string>() };
const job = (n: number): ParseJob => ({ file: `/site/docs/d${n}.md`, route: `/docs/d${n}`, body: `# Doc ${n}\n\n## Part ${n}\n`, lineOffset: 0, isMdx: false });

test('worker threads run the TypeScript sources (tests, tsx) and answer in task order', async () => {
  const seen: number[] = [];
  const results = await runPool<ParseJob[], ParseOutcome[]>('parse-worker', [[job(1)], [job(2), job(3)], [job(4)]], ctx, 2, (_r, i) => seen.push(i));
  assert.equal(results.map((batch) => batch.map((o) => o.parsed.title)), [['Doc 1'], ['Doc 2', 'Doc 3'], ['Doc 4']]);
  assert.equal(results[1][1].parsed.headings.map((h) => h.id), ['part-3']);
  assert.equal([...seen].sort(), [0, 1, 2]);
});

test.run();
