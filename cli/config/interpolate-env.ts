/**
 * `${NAME}` pieces in config strings, so secrets and per-deploy ids (Umami ids, search keys)
 * stay out of the repository. A value that is exactly `"${NAME}"` with NAME unset counts as absent.
 */

const PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const WHOLE = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}$/;

/** What a config string turns into once the environment is applied. */
export type Interpolated =
  | { kind: 'value'; value: string }
  | { kind: 'absent'; name: string }
  | { kind: 'unset'; names: string[] };

/**
 * Replaces `${NAME}` pieces from `env`. An unset variable inside a longer string is reported
 * (`unset`) instead of silently leaving a half-built URL or key.
 */
export function interpolateEnv(raw: string, env: Record<string, string | undefined>): Interpolated {
  const whole = WHOLE.exec(raw);
  if (whole) {
    const value = env[whole[1]];
    return value === undefined || value === '' ? { kind: 'absent', name: whole[1] } : { kind: 'value', value };
  }
  const unset: string[] = [];
  const value = raw.replace(PLACEHOLDER, (_, name: string) => {
    const found = env[name];
    if (found === undefined) unset.push(name);
    return found ?? '';
  });
  return unset.length ? { kind: 'unset', names: unset } : { kind: 'value', value };
}
