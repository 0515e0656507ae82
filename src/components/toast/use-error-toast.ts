import { useEffect } from 'react';
import { errorMessage } from '@/api/errors';
import { messages } from '@/generated/config/messages';
import { toast } from './toast';

/** Toasts a read's error once when it appears (cancelled requests give '' and stay silent). */
export function useErrorToast(error: unknown, fallback: string = messages.errors.server) {
  useEffect(() => {
    if (error) toast.error(errorMessage(error, fallback));
  }, [error, fallback]);
}
