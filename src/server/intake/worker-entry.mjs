// The file piscina starts in each worker thread. Worker threads do not inherit a loader that
// the host registered at run time (Vitest, or `node --import tsx` on some Node versions), so
// register tsx here, then hand piscina the TypeScript task function.
import { register } from 'tsx/esm/api';

register();
const { default: task } = await import('./process-worker.ts');
export default task;
