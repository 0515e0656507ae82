import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import type { Cart } from '../hooks/use-cart';
import { requireProduct } from '../model/catalogue';
import type { updateItem } from '../model/item';
import type { PurchaseItem } from '../model/types';
import { badge, discountText, won } from './format';
import { OptionSelect } from './option-select';
import { PeriodSelect } from './period-select';
import { QuantityInput } from './quantity-input';
import { StartDatePicker } from './start-date-picker';

type Patch = Parameters<typeof updateItem>[3];

/** One cart block: `<section id="item_{i}" data-product-type>` (A-39, convention 11). */
export function CartItemBlock({
  cart,
  item,
  index,
  today,
}: {
  /** The cart the block edits: its config, and the update and remove of this item by index. */
  cart: Pick<Cart, 'config' | 'update' | 'remove'>;
  item: PurchaseItem;
  index: number;
  today: Date;
}) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const cartText = useConfig(messages.cart);

  const { config } = cart;
  const onChange = (patch: Patch) => cart.update(index, patch);
  const product = requireProduct(config, item.type);
  const titleId = `item_${index}_title`;
  return (
    <Box
      component="section"
      id={`item_${index}`}
      data-product-type={item.type}
      aria-labelledby={titleId}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2.5,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id={titleId} component="h3" sx={{ fontWeight: 700, fontSize: 16 }}>
          {index + 1}. {item.name}
        </Typography>
        {item.isRegularPayment && (
          <Chip size="small" label={cartText.regularBadge} sx={badge.brand} />
        )}
        {item.isRenew && <Chip size="small" label={cartText.renewBadge} sx={badge.green} />}
        <Box sx={{ flex: 1 }} />
        <Button
          size="sm"
          kind="danger-outline"
          aria-label={fmt(cartText.removeLabel, { label: `${index + 1}. ${item.name}` })}
          onClick={() => cart.remove(index)}
        >
          {cartText.remove}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <PeriodSelect
          id={`item_${index}_period`}
          config={config}
          product={product}
          day={item.day}
          onChange={(day) => onChange({ day })}
        />
        <QuantityInput
          id={`item_${index}_quantity`}
          quantity={item.quantity}
          onChange={(quantity) => onChange({ quantity })}
        />
        <StartDatePicker
          value={item.periodFrom}
          today={today}
          onChange={(periodFrom) => onChange({ periodFrom })}
        />
        {item.option && (
          <OptionSelect
            id={`item_${index}_option`}
            option={item.option}
            kindLabel={config.options[item.option.kind]}
            onChange={(option) => onChange({ option })}
          />
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 3,
          mt: 2,
          color: 'text.secondary',
          fontSize: 14,
        }}
      >
        <span data-testid="item-period">
          {fmt(cartText.periodRange, { from: item.periodFrom, to: item.periodTo })}
        </span>
        {item.bonus && <span>{fmt(cartText.bonus, { ...item.bonus })}</span>}
        {item.renewData && (
          <span>{fmt(cartText.renewNote, { date: item.renewData.periodTo })}</span>
        )}
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          gap: 3,
          m: 0,
          mt: 1.5,
          '& dt': { color: 'text.secondary', fontSize: 13 },
          '& dd': { m: 0, ml: 0.75, fontWeight: 700 },
          '& > div': { display: 'flex', alignItems: 'baseline' },
        }}
      >
        <div>
          <dt>{cartText.linePrice}</dt>
          <dd>{won(item.price)}</dd>
        </div>
        {item.discount > 0 && (
          <div>
            <dt>{fmt(cartText.lineDiscount, { discount: item.discount })}</dt>
            <dd>{discountText(item.discountPrice)}</dd>
          </div>
        )}
        <div>
          <dt>{cartText.lineTotal}</dt>
          <dd data-testid="item-total">{won(item.total)}</dd>
        </div>
      </Box>
      {item.previousTotal !== undefined && item.previousTotal !== item.total && (
        <Typography
          role="status"
          sx={{ mt: 1, textAlign: 'right', fontSize: 14, color: 'scale.red.700' }}
        >
          {fmt(cartText.repriced, { from: won(item.previousTotal), to: won(item.total) })}
        </Typography>
      )}
    </Box>
  );
}
