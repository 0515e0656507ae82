import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '@/api/errors';
import { Button } from '@/components/form/button';
import { toast } from '@/components/toast/toast';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { readConfig, useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { productUsingQueryOptions } from '../api/get-product-using';
import { useProductOrderMutation } from '../api/post-product-order';
import { CartItemBlock } from '../components/cart-item-block';
import { CatalogueList } from '../components/catalogue-list';
import { discountText, won } from '../components/format';
import { PackageSwitch } from '../components/package-switch';
import { useCart } from '../hooks/use-cart';
import { useCatalogueConfig } from '../model/config';
import { missingOptions, toOrderItems } from '../model/order-payload';
import type { PaymentMethod } from '../model/payment-methods';
import { cartTotals } from '../model/price';
import { createRenewalItem } from '../model/renewal';

// The review step (with its agreement checkbox) opens only on checkout: it loads then.
const CheckoutReviewDialog = lazy(() =>
  import('../components/checkout-review-dialog').then((m) => ({ default: m.CheckoutReviewDialog })),
);

/** /product/purchase: catalogue, cart blocks, totals and checkout. */
export default function ProductPurchaseScreen() {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const cartText = useConfig(messages.cart);
  const errorsText = useConfig(messages.errors);
  const config = useCatalogueConfig();

  const [today] = useState(() => new Date());
  const cart = useCart(config);
  const { items } = cart;
  const totals = cartTotals(config, items);
  const [reviewing, setReviewing] = useState(false);
  const navigate = useNavigate();

  // ?renewId= preloads one renewal item from the products in use, once: the parameter is
  // then dropped from this history entry, so a reload or Back/Forward never adds it again, and
  // the cart holds one renewal per product line.
  const [params, setParams] = useSearchParams();
  const renewId = Number(params.get('renewId') ?? '') || null;
  const using = useQuery({ ...productUsingQueryOptions(), enabled: renewId !== null });
  const preloaded = useRef<number | null>(null);
  const { addPrepared } = cart;
  useEffect(() => {
    if (renewId === null || preloaded.current === renewId) return;
    if (!using.isError && !using.data) return;
    preloaded.current = renewId;
    setParams(
      (p) => {
        p.delete('renewId');
        return p;
      },
      { replace: true },
    );
    if (using.isError) {
      toast.error(errorMessage(using.error, readConfig(messages.cart).renewNotFound));
      return;
    }
    // Read when the effect runs: the texts of the moment it toasts.
    const texts = readConfig(messages.cart);
    const source = using.data?.find((u) => u.id === renewId);
    if (!source) toast.error(texts.renewNotFound);
    else if (source.renewed) toast.error(texts.renewedAlready);
    else if (addPrepared(createRenewalItem(config, source, today)) === 'present')
      toast.info(texts.renewInCart);
  }, [renewId, using.data, using.isError, using.error, addPrepared, setParams, today, config]);

  const order = useProductOrderMutation();

  const checkout = () => {
    if (order.isBusy()) return;
    if (items.length === 0) {
      toast.error(cartText.checkoutEmpty);
      return;
    }
    const missing = missingOptions(items);
    if (missing.length > 0) {
      toast.error(fmt(cartText.optionRequired, { n: missing[0]! + 1 }));
      cart.requestScroll(missing[0]!);
      return;
    }
    setReviewing(true);
  };

  // Paying happens only from the review step, with the agreement; the receipt page follows.
  // A declined payment keeps the cart and the review open, so another method can be tried (a
  // new click is a new Idempotency-Key); a pending one lands on the order, which says so.
  const pay = (paymentMethod: PaymentMethod) => {
    if (order.isBusy()) return;
    order.submit(
      { items: toOrderItems(items), agreePaidTerms: true, paymentMethod },
      {
        onSuccess: (r) => {
          if (r.status === 'FAILED') {
            toast.error(fmt(cartText.billing.declined, { msg: r.payment?.message ?? '' }));
            return;
          }
          cart.clear();
          setReviewing(false);
          void navigate(href('product-order', { orderId: r.orderId }), {
            state: { paid: r.status !== 'PENDING' },
          });
        },
        onError: (e) => toast.error(errorMessage(e, errorsText.server)),
      },
    );
  };

  return (
    <>
      <Typography variant="h1" sx={{ fontSize: 28, fontWeight: 700, mb: 3 }}>
        {cartText.purchaseTitle}
      </Typography>

      {reviewing && (
        <Suspense fallback={null}>
          <CheckoutReviewDialog
            items={items}
            total={totals.total}
            busy={order.isPending}
            onConfirm={pay}
            onClose={() => setReviewing(false)}
          />
        </Suspense>
      )}

      <CatalogueList config={config} onAdd={cart.add} full={items.length >= config.maxCartItems} />

      <Box component="section" aria-labelledby="cart-title">
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 2 }}>
          <Typography id="cart-title" variant="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
            {cartText.cartTitle}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
            {fmt(cartText.cartCount, { n: items.length, max: config.maxCartItems })}
          </Typography>
        </Box>

        <PackageSwitch config={config} items={items} onSwitch={cart.switchTo} />

        {items.length === 0 ? (
          <Typography
            sx={{
              py: 6,
              textAlign: 'center',
              color: 'text.secondary',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
            }}
          >
            {cartText.empty}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {items.map((item, i) => (
              <CartItemBlock key={item.id} cart={cart} item={item} index={i} today={today} />
            ))}
          </Box>
        )}

        <Box
          sx={{
            mt: 3,
            p: 2.5,
            borderRadius: 2,
            bgcolor: 'scale.gray.50',
            display: 'flex',
            alignItems: 'center',
            gap: 4,
            justifyContent: 'flex-end',
          }}
        >
          <Box
            component="dl"
            sx={{
              display: 'flex',
              gap: 3,
              m: 0,
              '& dd': { m: 0, fontWeight: 700 },
              '& dt': { color: 'text.secondary', fontSize: 13 },
            }}
          >
            <div>
              <dt>{cartText.cartPrice}</dt>
              <dd>{won(totals.price)}</dd>
            </div>
            <div>
              <dt>{cartText.cartDiscount}</dt>
              <dd>{discountText(totals.discountPrice)}</dd>
            </div>
            <div>
              <dt>{cartText.cartTotal}</dt>
              <Box
                component="dd"
                data-testid="cart-total"
                sx={{ fontSize: 22, color: 'primary.main' }}
              >
                {won(totals.total)}
              </Box>
            </div>
          </Box>
          <Button size="lg" disabled={order.isPending} onClick={checkout}>
            {order.isPending ? cartText.checkoutBusy : cartText.checkout}
          </Button>
        </Box>
      </Box>
    </>
  );
}
