/** Worker thread entry: parses the batches it is sent (see parse-pool.ts). */
import { serveTasks } from '../../workers/serve-tasks.js';
import { parseBatch, type ParseContext, type ParseJob } from './parse-job.js';

void serveTasks((jobs: ParseJob[], ctx: ParseContext) => parseBatch(jobs, ctx));
