/** Where services read the time, so tests can move it (OTP expiry, resend blocks, session expiry). */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export function secondsBetween(from: Date, to: Date): number {
  return Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 1000));
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
