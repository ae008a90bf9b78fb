/**
 * The content components a page body may use (by name in a component marker), for the
 * server render. A site override of an override point (theme/Admonition.tsx, …) takes the
 * place of the theme's component here through the bundle's override plugin.
 */
import type { ComponentMap } from '../../runtime/islands/island-tree';
import { Admonition } from './Admonition';
import { CodeBlock } from './CodeBlock';
import { Details } from './Details';
import BrowserOnly from '../compat/BrowserOnly';
import { HtmlTag } from './HtmlTag';
import { Mermaid } from './Mermaid';
import { DocCardList } from './DocCardList';
import { TabItem, Tabs } from './Tabs';
import { TOCInline } from './TOCInline';

export const CONTENT_COMPONENTS = { Tabs, TabItem, Admonition, CodeBlock, Details, DocCardList, TOCInline, HtmlTag, BrowserOnly, Mermaid } as unknown as ComponentMap;

/** Theme components that need JS in the browser; every other theme component is HTML only. */
export const INTERACTIVE_COMPONENTS = ['Tabs', 'TabItem', 'Mermaid'];
