/**
 * The browser bundle's use of the kernel (see kernel-files.ts). The kernel's entry and its chunks
 * are copied beside the site's bundle. A theme module the theme's first load does not
 * need (a compat module, the code block that highlights in the browser) is not in the kernel:
 * the site's bundle takes what it imports of those from their sources, linked to the table.
 */
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { KERNEL_DIR, type KernelManifest } from './kernel-files.js';
import type { KernelLinks } from './kernel-plugin.js';

/** How the browser bundle links to the kernel. */
export function clientLinks(kernel: KernelManifest): KernelLinks {
  const core = new Set(kernel.client.core);
  // A module of the first load outside the table would be a second copy of it: bundle the whole theme then.
  return { table: `./${kernel.client.entry}`, tabled: new Set(kernel.client.tabled), exports: kernel.exports, bundles: (key) => !core.has(key) };
}

/** Copies the kernel's browser files into `assetsDir`; returns their names. */
export async function copyKernelFiles(kernel: KernelManifest, assetsDir: string): Promise<string[]> {
  // Its CSS is not one of them: the site's stylesheet has it (see bundle-client.ts).
  const names = kernel.client.files.filter((name) => name !== kernel.client.css);
  await Promise.all(names.map((name) => copyFile(join(KERNEL_DIR, 'client', name), join(assetsDir, name))));
  return names;
}
