import { afterAll } from 'vitest';

/**
 * Setup of every integration file: node-postgres warns (once per process) when a connection is handed
 * a query while another waits, which a transaction meets when its reads run side by side; pg 9 refuses
 * it. The file during which the warning comes fails, naming where (db/read-together.ts is the way).
 */
const queued: Error[] = [];
const listener = (warning: Error) => {
  if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query'))
    queued.push(warning);
};
process.on('warning', listener);
afterAll(() => {
  process.off('warning', listener);
  const [warning] = queued.splice(0);
  if (warning) throw new Error(`a database connection was handed a query while another waited:\n${warning.stack}`);
});
