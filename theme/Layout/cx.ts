/** Joins the truthy class names with spaces (a tiny clsx). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
