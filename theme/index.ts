/**
 * Public API for a site's own React pages (content/pages/*.tsx), imported as "@opdocs/theme".
 */
export { Link, type LinkProps } from '../runtime/Link';
export { useSite, useRoute, useLocation, useIsBrowser } from '../runtime/context';
export { HtmlBlock, type HtmlBlockProps } from '../runtime/html-block';
export { Collapsible, type CollapsibleProps } from './Collapsible/Collapsible';
export { useCollapsible } from './hooks/useCollapsible';
export { useColorMode } from './hooks/useColorMode';
export { useWindowSize } from './hooks/useWindowSize';
export { Heading, type HeadingProps } from './Layout/Heading';
export type { ColorMode } from './ColorMode/ColorModeProvider';
export { HomeHero, type HomeHeroProps } from './Home/HomeHero';
export { Tabs, TabItem, type TabsProps, type TabItemProps } from './Content/Tabs';
export { Admonition, type AdmonitionProps } from './Content/Admonition';
export { Details, type DetailsProps } from './Content/Details';
