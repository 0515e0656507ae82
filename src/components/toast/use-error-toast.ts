import { useEffect } from 'react';
import { errorMessage } from '@/api/errors';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { toast } from './toast';

/** Toasts a read's error once when it appears (cancelled requests give '' and stay silent). */
export function useErrorToast(error: unknown, fallbackText?: string) {
  const { server } = useConfig(messages.errors);
  const fallback = fallbackText ?? server;
  useEffect(() => {
    if (error) toast.error(errorMessage(error, fallback));
  }, [error, fallback]);
}
