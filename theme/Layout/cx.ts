/** Joins the truthy class names with spaces (a tiny clsx). */
export function cx(...names: (string | false | null | undefined)[]): string {
  // A loop, not filter + join: every element of every page calls this while rendering.
  let out = '';
  for (const name of names) if (name) out = out ? `${out} ${name}` : name;
  return out;
}
