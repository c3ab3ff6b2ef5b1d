/**
 * The real server (`server.ts`), started when told: run with `node --import tsx`, it loads the
 * server's modules first and says `warm` on stdout, then starts on the first line read from stdin.
 * The crash test warms the next process while it kills the current one, so a round costs a start,
 * not a start plus the loading of every module.
 */
import '../app.ts';
import '../start-up.ts';
import '../workflows/reconcile-payments.ts';

process.stdout.write('warm\n');
process.stdin.once('data', () => {
  void import('../server.ts');
});
