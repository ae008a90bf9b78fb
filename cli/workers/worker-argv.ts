/** Marks where a worker's name and flags start in its argv (pool.ts → worker-boot.ts). */
export const WORKER_ARGV = '--opdocs-worker';
