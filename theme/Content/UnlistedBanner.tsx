/** @jsxRuntime automatic @jsxImportSource react */
/** Warning on pages that are built but hidden from navigation (behaviors §16). */
export function UnlistedBanner() {
  return (
    <div className="theme-unlisted-banner alert alert--warning margin-bottom--md" role="alert">
      <p className="alert__heading">Unlisted page</p>
      <p>This page is unlisted. Search engines will not index it, and only users having a direct link can access it.</p>
    </div>
  );
}

/** Warning on draft pages, which exist only in dev builds (behaviors §16). */
export function DraftBanner() {
  return (
    <div className="theme-draft-banner alert alert--warning margin-bottom--md" role="alert">
      <p className="alert__heading">Draft page</p>
      <p>This page is a draft. It will only be visible in dev and be excluded from the production build.</p>
    </div>
  );
}
