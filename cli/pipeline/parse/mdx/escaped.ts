/** Whether the character at `i` follows an odd run of backslashes, which escape it. */
export function isEscaped(text: string, i: number): boolean {
  let slashes = 0;
  for (let j = i - 1; j >= 0 && text[j] === '\\'; j--) slashes++;
  return slashes % 2 === 1;
}
