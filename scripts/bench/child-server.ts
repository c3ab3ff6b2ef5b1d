import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { CpuMessage, ParentMessage, ReadyMessage } from './app-process.ts';

/** A server under test running in app-process.ts, seen from the bench. */
export type ChildServer = {
  ready: ReadyMessage;
  /** CPU milliseconds (user + system) the process has used so far. */
  cpuMs: () => Promise<number>;
  stop: () => Promise<void>;
};

const entry = path.join(import.meta.dirname, 'app-process.ts');

export function startChildServer(role: 'app' | 'bare', env: NodeJS.ProcessEnv = {}): Promise<ChildServer> {
  const child: ChildProcess = fork(entry, [role], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const nextMessage = <T extends { type: string }>(type: T['type']) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: { type: string }) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        resolve(message as T);
      };
      child.on('message', onMessage);
      void exited.then((code) => reject(new Error(`the ${role} process exited (code ${code}) before answering`)));
    });
  const ask = (message: ParentMessage) => child.send(message);

  return nextMessage<ReadyMessage>('ready').then((ready) => ({
    ready,
    cpuMs: async () => {
      const answer = nextMessage<CpuMessage>('cpu');
      ask({ type: 'cpu' });
      const { userMicros, systemMicros } = await answer;
      return (userMicros + systemMicros) / 1000;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      ask({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  }));
}
