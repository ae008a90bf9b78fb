/** @jsxRuntime automatic @jsxImportSource react */
/** Props of {@link DocVersionBadge}. */
export interface DocVersionBadgeProps {
  label: string;
}

/** "Version: {label}" pill shown above a doc when the site has several versions. */
export function DocVersionBadge({ label }: DocVersionBadgeProps) {
  return <span className="theme-doc-version-badge badge badge--secondary">Version: {label}</span>;
}
