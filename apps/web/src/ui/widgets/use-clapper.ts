import { CLAP_MAX, CLAP_REPEAT_MS } from '@indiwave/domain/constants';
import type { ClapResult, ClapType } from '@indiwave/domain/contract/social';
import { useCallback, useEffect, useRef, useState } from 'react';
import { trackEvent } from '../../lib/analytics.ts';
import { sendClaps } from '../../lib/social/clap.ts';

type ClapperOptions = {
  type: ClapType;
  slug: string;
  /** The viewer's claps and everyone's as the page loaded them. */
  mine: number;
  total: number;
  /** Called for every clap made (the button animates it). */
  onClap?: () => void;
  /** Called with the server's counts after each call. */
  onSaved?: (result: ClapResult) => void;
};

/**
 * Claps of one item for a signed-in viewer (spec 1 §4, §5, §9): a press claps once and a held
 * press repeats every 250 ms until release or until the viewer's 50th clap. The counts change at
 * once (optimistic); on release the claps made are sent in one call, and the server's counts
 * replace ours. On error the claps sent are taken back. Each saved call records the
 * analytics event total-clap.
 */
export function useClapper({ type, slug, mine, total, onClap, onSaved }: ClapperOptions) {
  const [counts, setCounts] = useState({ mine, total });
  const [isHolding, setIsHolding] = useState(false);
  const mineRef = useRef(mine);
  const pendingRef = useRef(0);
  const inFlightRef = useRef(0);
  const timerRef = useRef<number | undefined>(undefined);
  const onClapRef = useRef(onClap);
  const onSavedRef = useRef(onSaved);

  useEffect(() => {
    onClapRef.current = onClap;
    onSavedRef.current = onSaved;
  });

  // New counts from the page (another item, a refetch) replace ours when nothing is on its way.
  useEffect(() => {
    if (pendingRef.current > 0 || inFlightRef.current > 0) return;
    mineRef.current = mine;
    setCounts({ mine, total });
  }, [mine, total]);

  const flush = useCallback(() => {
    const count = pendingRef.current;
    if (count === 0) return;
    pendingRef.current = 0;
    inFlightRef.current += count;
    sendClaps({ type, slug, count })
      .then((result) => {
        inFlightRef.current -= count;
        // Claps made while this call was on its way are not in the server's counts yet.
        const unsent = pendingRef.current + inFlightRef.current;
        mineRef.current = Math.min(CLAP_MAX, result.my_claps + unsent);
        setCounts({ mine: mineRef.current, total: result.total_claps + unsent });
        trackEvent({ category: type, action: 'total-clap', label: slug, value: result.total_claps });
        onSavedRef.current?.(result);
      })
      .catch(() => {
        inFlightRef.current -= count;
        mineRef.current = Math.max(0, mineRef.current - count);
        setCounts((current) => ({ mine: mineRef.current, total: Math.max(0, current.total - count) }));
      });
  }, [type, slug]);

  const stop = useCallback(() => {
    window.clearInterval(timerRef.current);
    timerRef.current = undefined;
    setIsHolding(false);
    flush();
  }, [flush]);

  /** One clap, unless the viewer has given 50; false when nothing was added. */
  const clapOnce = useCallback((): boolean => {
    if (mineRef.current >= CLAP_MAX) return false;
    mineRef.current += 1;
    pendingRef.current += 1;
    setCounts((current) => ({ mine: mineRef.current, total: current.total + 1 }));
    onClapRef.current?.();
    return true;
  }, []);

  const start = useCallback(() => {
    if (timerRef.current !== undefined) return;
    if (!clapOnce()) return;
    if (mineRef.current >= CLAP_MAX) {
      flush();
      return;
    }
    setIsHolding(true);
    timerRef.current = window.setInterval(() => {
      if (!clapOnce() || mineRef.current >= CLAP_MAX) stop();
    }, CLAP_REPEAT_MS);
  }, [clapOnce, flush, stop]);

  // Leaving the page mid-hold still saves the claps made.
  useEffect(
    () => () => {
      window.clearInterval(timerRef.current);
      timerRef.current = undefined;
      flush();
    },
    [flush],
  );

  return { mine: counts.mine, total: counts.total, isHolding, isAtMax: counts.mine >= CLAP_MAX, start, stop };
}
