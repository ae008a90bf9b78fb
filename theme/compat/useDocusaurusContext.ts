/** `@docusaurus/useDocusaurusContext`: siteConfig and i18n of the site being shown. */
import { useSite } from '../../runtime/context';
import { createDocusaurusContext, type DocusaurusContext } from './docusaurus-context';

export type { DocusaurusContext };

export default function useDocusaurusContext(): DocusaurusContext {
  return createDocusaurusContext(useSite());
}
