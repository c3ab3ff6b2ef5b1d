/**
 * The self-hosted captcha's puzzle (DESIGN §API: captcha): find the first nonce, counting up from 0, such that the
 * SHA-256 of `${challenge}:${nonce}` starts with `difficulty` zero bits. Digests run in parallel
 * batches so the work finishes quickly and the thread stays free between batches.
 */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export async function solveProofOfWork(
  challenge: string,
  difficulty: number,
  signal?: AbortSignal,
  batchSize = 256,
): Promise<number> {
  const encoder = new TextEncoder();
  for (let start = 0; ; start += batchSize) {
    if (signal?.aborted) throw new DOMException('Captcha solving aborted', 'AbortError');
    const nonces = Array.from({ length: batchSize }, (_, index) => start + index);
    const digests = await Promise.all(
      nonces.map((nonce) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge}:${nonce}`))),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty);
    if (found >= 0) return start + found;
  }
}

export type ProofOfWorkRequest = { challenge: string; difficulty: number };
export type ProofOfWorkAnswer = { nonce: number } | { error: string };
