import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createRouteLifecycles, type ClientModule } from '../../../runtime/client-modules.ts';

const at = (pathname: string) => ({ pathname, search: '', hash: '' });

test('each module\'s onRouteUpdate, then (once shown) what it returned and its onRouteDidUpdate, in module order', () => {
  const calls: string[] = [];
  const modules: ClientModule[] = [
    { onRouteUpdate: ({ location }) => { calls.push(`a update ${location.pathname}`); return () => calls.push('a after'); } },
    { onRouteDidUpdate: ({ location, previousLocation }) => void calls.push(`b did ${previousLocation?.pathname ?? 'none'} → ${location.pathname}`) },
    {},
  ];
  const lifecycles = createRouteLifecycles(modules);
  lifecycles.update({ location: at('/docs'), previousLocation: null });
  assert.equal(calls, ['a update /docs']);
  lifecycles.didUpdate({ location: at('/docs'), previousLocation: null });
  assert.equal(calls, ['a update /docs', 'a after', 'b did none → /docs']);
  lifecycles.didUpdate({ location: at('/docs'), previousLocation: null });
  assert.is(calls.filter((c) => c === 'a after').length, 1, 'a returned callback runs once');
});

test('a module that throws is reported, and the others still run', () => {
  const calls: string[] = [];
  const errors: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void errors.push(args);
  try {
    const lifecycles = createRouteLifecycles([
      { onRouteDidUpdate: () => { throw new Error('tracker down'); } },
      { onRouteDidUpdate: () => void calls.push('second ran') },
    ]);
    lifecycles.didUpdate({ location: at('/'), previousLocation: null });
  } finally {
    console.error = original;
  }
  assert.equal(calls, ['second ran']);
  assert.is(errors.length, 1);
  assert.match(String(errors[0][0]), 'onRouteDidUpdate failed');
});

test.run();
