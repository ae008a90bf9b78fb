/** `@docusaurus/isInternalUrl`. */
import { isInternalUrl } from './base-url';

export { hasProtocol } from './base-url';
export default isInternalUrl;
