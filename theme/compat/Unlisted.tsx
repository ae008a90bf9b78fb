/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { UnlistedBanner } from '../Content/UnlistedBanner';

/** `@theme/Unlisted`: the warning an ejected DocItem/Layout or blog post shows on an unlisted page (it checks `unlisted` itself). */
export default function Unlisted(): ReactNode {
  return <UnlistedBanner />;
}
