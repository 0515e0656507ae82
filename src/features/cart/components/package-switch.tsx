import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Select } from '@/components/form/select';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
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
  const cartText = useConfig(messages.cart);

  const index = firstPackageIndex(config, items);
  if (index < 0) return null;
  const current = items[index]!;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
      <Select
        id="cart-package-switch"
        label={cartText.packageSwitch}
        value={String(current.type)}
        onChange={(value) => onSwitch(Number(value))}
        options={config.products
          .filter(isPackage)
          .map((p) => ({ value: String(p.type), label: p.label }))}
        placeholder={false}
        width={280}
      />
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
        {cartText.packageSwitchHint}
      </Typography>
    </Box>
  );
}
