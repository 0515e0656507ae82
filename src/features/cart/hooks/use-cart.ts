import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrating } from '@/ssr/use-hydrating';
import { scrollToItem } from '../components/smooth-scroll';
import { addItem } from '../model/add';
import { loadCart, saveCart } from '../model/cart-storage';
import { useCatalogueConfig } from '../model/config';
import { updateItem } from '../model/item';
import { switchPackage } from '../model/package-switch';
import { removeItem } from '../model/remove';
import { renewalIndex } from '../model/renewal';
import { confirmPrices, repriceItems } from '../model/reprice';
import type { CatalogueConfig, PurchaseItem } from '../model/types';

type Patch = Parameters<typeof updateItem>[3];

/**
 * Cart state over the pure model. Every add, remove and switch asks for a scroll, which runs
 * after the DOM shows the new item_{i} ids.
 */
export function useCart(given?: CatalogueConfig) {
  const active = useCatalogueConfig();
  const config = given ?? active;

  // A cart saved on an older config version (a reload after a publish) is priced again at once.
  // The tab's cart is in sessionStorage, which the server cannot read: a server-rendered page
  // shows an empty cart (a new tab's) and hydrates so, then takes the tab's cart.
  const hydrating = useHydrating();
  const [items, setItems] = useState<PurchaseItem[]>(() =>
    hydrating ? [] : repriceItems(config, loadCart(config)).items,
  );
  const [scroll, setScroll] = useState<{ index: number | null; seq: number } | null>(null);
  const itemsRef = useRef(items);
  const seq = useRef(0);
  const startedEmpty = useRef(hydrating);
  useEffect(() => {
    if (!startedEmpty.current) return;
    startedEmpty.current = false;
    const saved = repriceItems(config, loadCart(config)).items;
    itemsRef.current = saved;
    setItems(saved);
    // Once, on the mount that hydrated; the config's own effect below reprices after that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (scroll) scrollToItem(scroll.index, config.scrollDurationMs);
  }, [scroll, config.scrollDurationMs]);

  const requestScroll = useCallback((index: number | null) => {
    seq.current += 1;
    setScroll({ index, seq: seq.current });
  }, []);

  const commit = useCallback((next: PurchaseItem[]) => {
    itemsRef.current = next;
    setItems(next);
    saveCart(next);
  }, []);

  // A newly published catalogue reprices every line; changed lines show old → new until the
  // broker confirms them (checkout asks).
  useEffect(() => {
    const r = repriceItems(config, itemsRef.current);
    if (r.changed) commit(r.items);
  }, [config, commit]);

  /** The broker saw the new prices of repriced lines. */
  const confirmRepriced = useCallback(() => commit(confirmPrices(itemsRef.current)), [commit]);

  // Adding appends an item with the product's defaults and scrolls to it (001 §4), also when the
  // product is in the cart already (two regions of one product, say): no question first.
  const add = useCallback(
    (type: number) => {
      const r = addItem(config, itemsRef.current, type);
      if (r.scrollIndex === null) return;
      commit(r.items);
      requestScroll(r.scrollIndex);
    },
    [config, commit, requestScroll],
  );

  const remove = useCallback(
    (index: number) => {
      const r = removeItem(config, itemsRef.current, index);
      commit(r.items);
      requestScroll(r.scrollIndex);
    },
    [config, commit, requestScroll],
  );

  const update = useCallback(
    (index: number, patch: Patch) => commit(updateItem(config, itemsRef.current, index, patch)),
    [config, commit],
  );

  const switchTo = useCallback(
    (type: number) => {
      const r = switchPackage(config, itemsRef.current, type);
      if (r.index === null) return;
      commit(r.items);
      requestScroll(r.index);
    },
    [config, commit, requestScroll],
  );

  /**
   * Adds a prepared item (a renewal) within the same limit as add. A renewal of a line the cart
   * already renews is not added again ('present': the existing one is scrolled to).
   */
  const addPrepared = useCallback(
    (item: PurchaseItem): 'added' | 'present' | 'full' => {
      const current = itemsRef.current;
      const existing =
        item.isRenew && item.renewId !== null ? renewalIndex(current, item.renewId) : -1;
      if (existing >= 0) {
        requestScroll(existing);
        return 'present';
      }
      if (current.length >= config.maxCartItems) return 'full';
      commit([...current, item]);
      requestScroll(current.length);
      return 'added';
    },
    [config, commit, requestScroll],
  );

  const clear = useCallback(() => commit([]), [commit]);

  return {
    config,
    items,
    add,
    remove,
    update,
    switchTo,
    addPrepared,
    clear,
    requestScroll,
    confirmRepriced,
  };
}

/** The cart as its blocks and screens use it. */
export type Cart = ReturnType<typeof useCart>;
