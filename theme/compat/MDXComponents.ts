/**
 * `@theme/MDXComponents` (and `@theme-original/MDXComponents` in a site's swizzled copy): the
 * theme's MDX components as one object. A site's `src/theme/MDXComponents` spreads it and adds
 * components of its own, which its MDX files then use by name without an import.
 */
import { Admonition } from '../Content/Admonition';
import { CodeBlock } from '../Content/CodeBlock';
import { Details } from '../Content/Details';
import { DocCardList } from '../Content/DocCardList';
import { TabItem, Tabs } from '../Content/Tabs';
import { Heading } from '../Layout/Heading';
import { MDX_ELEMENTS } from './MDXComponents/elements';

const MDXComponents = { ...MDX_ELEMENTS, Admonition, CodeBlock, Details, DocCardList, Heading, TabItem, Tabs };

export default MDXComponents;
