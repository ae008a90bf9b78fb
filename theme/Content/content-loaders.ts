/**
 * Lazy imports of the content components for islands: each is a chunk of its own, loaded
 * only by a page whose islands use it. Static components are here too: an island may hold
 * one around an interactive one (a Details with Tabs inside a Tabs).
 */
import type { ComponentLoaders } from '../../runtime/islands/hydrate-islands';

type Loaded = ComponentLoaders[string] extends () => Promise<infer C> ? C : never;
const as = (component: unknown) => component as Loaded;

export const CONTENT_LOADERS: ComponentLoaders = {
  Tabs: () => import('./Tabs').then((m) => as(m.Tabs)),
  TabItem: () => import('./Tabs').then((m) => as(m.TabItem)),
  Admonition: () => import('./Admonition').then((m) => as(m.Admonition)),
  CodeBlock: () => import('./CodeBlock').then((m) => as(m.CodeBlock)),
  Details: () => import('./Details').then((m) => as(m.Details)),
  DocCardList: () => import('./DocCardList').then((m) => as(m.DocCardList)),
};
