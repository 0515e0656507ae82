import { useCallback, useRef, useState } from 'react';
import { freeProducts, type FreeProduct } from './free-products';
import type { DraftFiles } from './studio-section';

/**
 * Asks staff to confirm the draft's 0원 products before it leaves the studio (a publish, a
 * review request): `ask(files)` resolves to the keys to send as confirmed (none to confirm: []),
 * or null when staff cancelled. The form renders FreeConfirmDialog with `asking` and `answer`.
 */
export function useFreeConfirm() {
  const [asking, setAsking] = useState<FreeProduct[] | null>(null);
  const reply = useRef<((keys: string[] | null) => void) | null>(null);

  const ask = useCallback((files: Pick<DraftFiles, 'products'>): Promise<string[] | null> => {
    const free = freeProducts(files);
    if (!free.length) return Promise.resolve([]);
    setAsking(free);
    return new Promise((resolve) => {
      reply.current = resolve;
    });
  }, []);

  const answer = useCallback(
    (yes: boolean) => {
      reply.current?.(yes ? (asking ?? []).map((p) => p.key) : null);
      reply.current = null;
      setAsking(null);
    },
    [asking],
  );

  return { asking, ask, answer };
}
