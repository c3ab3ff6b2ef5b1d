import { createContext, useContext } from 'react';

// SPEC §4: an alert has a type and a message; SPEC §8 titles: success, attention, failed, info.
export type AlertType = 'success' | 'warning' | 'error' | 'info';
export type AlertInput = { type: AlertType; message: string };

export const AlertContext = createContext<((alert: AlertInput) => void) | null>(null);

export function useAlert(): (alert: AlertInput) => void {
  const notify = useContext(AlertContext);
  if (!notify) throw new Error('useAlert must be used inside <AlertProvider>');
  return notify;
}
