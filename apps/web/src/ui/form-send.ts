import { useRef, useState } from 'react';

export type SendStatus = 'idle' | 'sending' | 'sent';

/**
 * A form's sending: one request at a time (a press while one is under way does nothing), its status, and on a
 * failure its text (`failureText`) with the status back to idle (the fields keep their values).
 * `send(request)`: the request, then whatever the form does after it succeeded (a reset), then 'sent'.
 */
export function useFormSend(failureText: (error: unknown) => string) {
  const [status, setStatus] = useState<SendStatus>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);
  const send = async (request: () => Promise<void>) => {
    if (sending.current) return;
    sending.current = true;
    setStatus('sending');
    setFailure(null);
    try {
      await request();
      setStatus('sent');
    } catch (error) {
      setFailure(failureText(error));
      setStatus('idle');
    } finally {
      sending.current = false;
    }
  };
  return { status, setStatus, failure, setFailure, send };
}
