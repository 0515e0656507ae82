import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages } from '@/generated/config/messages';
import { isPackage } from '../model/catalogue';
import { firstPackageIndex } from '../model/package-switch';
import type { CatalogueConfig, PurchaseItem } from '../model/types';

/** Switches the first package item of the cart to another package type (001 §4). */
export function PackageSwitch({
  config,
  items,
  onSwitch,
}: {
  config: CatalogueConfig;
  items: readonly PurchaseItem[];
  onSwitch: (type: number) => void;
}) {
  const index = firstPackageIndex(config, items);
  if (index < 0) return null;
  const current = items[index]!;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
      <TextField
        select
        id="cart-package-switch"
        size="small"
        label={messages.cart.packageSwitch}
        value={String(current.type)}
        onChange={(e) => onSwitch(Number(e.target.value))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 280 }}
      >
        {config.products.filter(isPackage).map((p) => (
          <option key={p.type} value={String(p.type)}>
            {p.label}
          </option>
        ))}
      </TextField>
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
        {messages.cart.packageSwitchHint}
      </Typography>
    </Box>
  );
}
