import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useAlert } from '../alerts/alert-context.ts';
import type { CodeSent, ResendLimit } from './use-resend-limit.ts';

type ResendCodeProps = {
  limit: ResendLimit;
  /** Asks the server for a new code; null when it could not be asked (no captcha token). */
  send: () => Promise<CodeSent | null>;
  onSent: () => void;
  /** SPEC §8: a refused resend (429 after the limit) is told on the code field. */
  onRefused: (error: unknown) => void;
};

/** The resend button with its 60-second countdown, the resends left and the 15-minute block. */
export function ResendCode({ limit, send, onSent, onRefused }: ResendCodeProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useAlert();
  const [pending, setPending] = useState(false);

  const resend = async () => {
    setPending(true);
    try {
      const answer = await send();
      if (!answer) return;
      limit.codeSent(answer, { resend: true });
      onSent();
      notify({ type: 'info', message: t('auth.otp.sent') });
    } catch (error) {
      onRefused(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button
          variant="text"
          onClick={() => void resend()}
          disabled={!limit.canResend || pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="resend-code"
          sx={{ px: 1 }}
        >
          {limit.secondsToResend > 0 && !limit.blocked
            ? t('auth.otp.resendIn', { seconds: formatNumber(limit.secondsToResend, language) })
            : t('auth.otp.resend')}
        </Button>
        {!limit.blocked && (
          <Typography variant="body2" color="text.secondary" data-testid="resends-left">
            {t('auth.otp.resendsLeft', { left: formatNumber(limit.resendsLeft, language) })}
          </Typography>
        )}
      </Box>
      {limit.blocked && (
        <Alert severity="warning" data-testid="resend-blocked">
          {t('auth.otp.blocked', { time: formatDuration(limit.blockSecondsLeft, language) })}
        </Alert>
      )}
    </Box>
  );
}
