/** Worker thread entry: parses the batches it is sent (see parse-pool.ts). */
import { serveTasks } from '../../workers/serve-tasks.js';
import { parseBatch, type ParseJob } from './parse-job.js';
import type { LinkContext } from '../check/links.js';

void serveTasks((jobs: ParseJob[], ctx: LinkContext) => parseBatch(jobs, ctx));
