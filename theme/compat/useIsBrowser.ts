/** `@docusaurus/useIsBrowser`: false on the server and during hydration, true afterwards. */
import { useIsBrowser } from '../../runtime/context';

export default useIsBrowser;
