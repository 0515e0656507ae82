import { useEffect, useState } from 'react';

const secondsLeft = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Seconds left until `deadline` (epoch ms), ticking once a second, 0 once passed. A new deadline
 * means a new component (callers key on it), so the start value is read once.
 */
export function useCountdown(deadline: number): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(deadline));
  useEffect(() => {
    const id = window.setInterval(() => {
      const s = secondsLeft(deadline);
      setSeconds(s);
      if (s === 0) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [deadline]);
  return seconds;
}

export const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
