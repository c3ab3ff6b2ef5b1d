import { useCallback, useState } from 'react';
import { authLimits } from '@iot/shared/auth';
import { useCountdown } from '../../lib/use-countdown.ts';

export type CodeSent = { resendAvailableInSeconds: number; resendsLeft?: number };

type ResendState = {
  sentAt: number;
  resendAt: number | null;
  blockedUntil: number | null;
  resends: number;
  resendsLeft: number;
};

const fresh: ResendState = {
  sentAt: 0,
  resendAt: null,
  blockedUntil: null,
  resends: 0,
  resendsLeft: authLimits.maxResends,
};

function afterCodeSent(previous: ResendState, answer: CodeSent, resend: boolean): ResendState {
  const now = Date.now();
  const resends = resend ? previous.resends + 1 : 0;
  const resendsLeft = Math.min(answer.resendsLeft ?? authLimits.maxResends, authLimits.maxResends - resends);
  return {
    sentAt: now,
    resendAt: now + answer.resendAvailableInSeconds * 1000,
    blockedUntil: resendsLeft <= 0 ? now + authLimits.resendBlockMinutes * 60_000 : null,
    resends,
    resendsLeft,
  };
}

/**
 * SPEC §4, §9: after a code is sent, resending waits 60 s (the countdown restarts on each resend);
 * after 5 resends resending is blocked for 15 minutes. The server enforces both; this mirrors its
 * answer (resendAvailableInSeconds, resendsLeft) so the user sees the wait before asking.
 */
export function useResendLimit(firstCode?: CodeSent) {
  const [state, setState] = useState<ResendState>(() => (firstCode ? afterCodeSent(fresh, firstCode, false) : fresh));
  const secondsToResend = useCountdown(state.resendAt, state.sentAt);
  const blockSecondsLeft = useCountdown(state.blockedUntil, state.sentAt);

  const codeSent = useCallback((answer: CodeSent, { resend }: { resend: boolean }) => {
    setState((previous) => afterCodeSent(previous, answer, resend));
  }, []);

  const reset = useCallback(() => setState(fresh), []);

  const blocked = blockSecondsLeft > 0;
  return {
    codeSent,
    reset,
    secondsToResend,
    blocked,
    blockSecondsLeft,
    // Once a block has run out the server grants a new allowance.
    resendsLeft: state.blockedUntil !== null && !blocked ? authLimits.maxResends : state.resendsLeft,
    canResend: secondsToResend === 0 && !blocked,
  };
}

export type ResendLimit = ReturnType<typeof useResendLimit>;
