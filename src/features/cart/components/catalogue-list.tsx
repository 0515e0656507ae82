import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button } from '@/components/form/button';
import { SectionHeading } from '@/components/page/section-heading';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { groupedProducts } from '../model/catalogue';
import type { CatalogueConfig } from '../model/types';

/**
 * The catalogue grouped by products.json groups; one add button per product. With a full
 * cart the buttons are disabled and say why (the model still refuses a tenth item with the
 * console message only, 001 §5).
 */
export function CatalogueList({
  config,
  onAdd,
  full = false,
}: {
  config: CatalogueConfig;
  onAdd: (type: number) => void;
  /** The cart holds maxCartItems items. */
  full?: boolean;
}) {
  const cartText = useConfig(messages.cart);

  return (
    <Box component="section" aria-labelledby="cart-catalogue-title" sx={{ mb: 4 }}>
      <SectionHeading id="cart-catalogue-title" size={20} variant="h2">
        {cartText.catalogueTitle}
      </SectionHeading>
      {full && (
        <Typography
          id="cart-catalogue-full"
          role="status"
          sx={{ mb: 2, fontSize: 14, color: 'scale.red.700' }}
        >
          {fmt(cartText.full, { max: config.maxCartItems })}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {groupedProducts(config).map((g) => (
          <Box
            key={g.id}
            role="group"
            aria-labelledby={`cart-group-${g.id}`}
            sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}
          >
            <Typography
              id={`cart-group-${g.id}`}
              component="h3"
              sx={{ width: 120, flexShrink: 0, fontWeight: 700, fontSize: 14, pt: 0.75 }}
            >
              {g.label}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {g.products.map((p) => (
                <Button
                  kind="outline"
                  key={p.type}
                  size="sm"
                  data-product-type={p.type}
                  disabled={full}
                  aria-describedby={full ? 'cart-catalogue-full' : undefined}
                  onClick={() => onAdd(p.type)}
                >
                  {p.label}
                  <Box component="span" sx={{ ml: 0.75, fontWeight: 700 }}>
                    {cartText.add}
                  </Box>
                </Button>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
