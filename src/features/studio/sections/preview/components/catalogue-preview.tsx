import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { messages } from '@/generated/config/messages-studio';
import { fmt, formatNumber } from '@/lib/format-message';
import type { CatalogueGroupPreview } from '../model/catalogue-model';

const t = messages.studioEditors.preview;

/** The purchase page's catalogue with the draft: groups, products, default period and prices. */
export function CataloguePreview({
  groups,
  currency,
}: {
  groups: readonly CatalogueGroupPreview[];
  currency: string;
}) {
  return (
    <Box
      component="section"
      aria-labelledby="preview-catalogue-title"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Box component="h3" id="preview-catalogue-title" sx={{ m: 0, fontSize: 18 }}>
        {t.catalogue}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 2 }}>
        {groups.map((g) => (
          <Box key={g.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Box component="h4" sx={{ m: 0, mb: 1, fontSize: 16 }}>
              {g.label}
            </Box>
            {g.products.length === 0 ? (
              <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{t.groupEmpty}</Box>
            ) : (
              <Box
                component="ul"
                aria-label={g.label}
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
              >
                {g.products.map((p) => (
                  <Box component="li" key={p.key} data-product={p.key}>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', fontWeight: 600 }}>
                      {p.label}
                      {p.change ? (
                        <Chip
                          size="small"
                          color="warning"
                          label={p.change === 'added' ? t.added : t.changed}
                        />
                      ) : null}
                    </Box>
                    {p.defaultDay !== undefined ? (
                      <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
                        {fmt(t.defaults, { day: p.defaultDay, quantity: p.defaultQuantity ?? 1 })}
                      </Box>
                    ) : null}
                    <Box sx={{ fontSize: 13 }}>
                      {Object.entries(p.unitPrices ?? {})
                        .map(([day, price]) =>
                          fmt(t.price, { day, price: `${formatNumber(price)}${currency}` }),
                        )
                        .join(' · ')}
                    </Box>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
