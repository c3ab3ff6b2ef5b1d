import { solveProofOfWork, type ProofOfWorkAnswer, type ProofOfWorkRequest } from './proof-of-work.ts';

// Runs the captcha puzzle off the main thread so typing stays smooth while it is solved.
globalThis.addEventListener('message', (event: MessageEvent<ProofOfWorkRequest>) => {
  const { challenge, difficulty } = event.data;
  solveProofOfWork(challenge, difficulty).then(
    (nonce) => globalThis.postMessage({ nonce } satisfies ProofOfWorkAnswer),
    (error: unknown) => globalThis.postMessage({ error: String(error) } satisfies ProofOfWorkAnswer),
  );
});
