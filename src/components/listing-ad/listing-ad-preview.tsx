import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Badge } from '@/components/form/badge';
import { listingTagLabel } from '@/components/form/listing-tags';
import { FactRows } from '@/components/page/fact-list';
import { messages } from '@/generated/config/messages';
import { useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { positionLabel } from '@/lib/positions';
import type { AdListing } from './ad-listing';
import { dealText, feeLines, listingFacts, officeFacts } from './listing-ad-facts';

/** A fact the listing does not state yet reads 미입력, so the broker sees what the ad lacks. */
function factRows(rows: [string, string | null][], missing: string) {
  return rows.map(
    ([label, value]) =>
      [
        label,
        value ?? (
          <Box component="span" sx={{ color: 'error.main' }}>
            {missing}
          </Box>
        ),
      ] as const,
  );
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography component="h3" sx={{ fontSize: 16, fontWeight: 700, mt: 3, mb: 1.5 }}>
      {children}
    </Typography>
  );
}

/**
 * The listing's ad as a customer sees it (issue 26 #1): photo, title and price, then every
 * disclosure the rules require (location, building use, price by deal type, areas with 평,
 * floors, rooms and bathrooms, direction with its reference, move-in, approval date, parking,
 * 관리비 and its breakdown) and who advertises it: the office and the registrant.
 */
export function ListingAdPreview({ ad }: { ad: AdListing }) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const t = useConfig(messages.pages.rooms);
  const a = t.ad;

  const cover = ad.photos[0];
  const lines = feeLines(ad, t);
  const position = positionLabel(ad.advertiser.registrantPosition);
  return (
    // Focusable, so a keyboard scrolls the dialog it fills (axe scrollable-region-focusable).
    <Box component="article" aria-label={a.title} data-testid="listing-ad" tabIndex={0}>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        {cover ? (
          <Box
            component="img"
            src={cover.url}
            alt={fmt(a.photoAlt, { title: ad.title ?? '' })}
            sx={{ width: 240, height: 180, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
          />
        ) : (
          <Box
            sx={{
              width: 240,
              height: 180,
              flexShrink: 0,
              borderRadius: 1,
              bgcolor: 'grey.100',
              color: 'text.secondary',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {a.noPhoto}
          </Box>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>
            {ad.title || a.missing}
          </Typography>
          <Typography sx={{ fontSize: 18, fontWeight: 700, color: 'primary.main', mb: 1 }}>
            {dealText(ad) ?? a.missing}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {(ad.tags ?? []).map((tag) => (
              <Badge key={tag} tone="brand">
                {listingTagLabel(tag)}
              </Badge>
            ))}
          </Box>
        </Box>
      </Box>
      <SectionTitle>{a.listingSection}</SectionTitle>
      <FactRows
        rows={factRows(listingFacts(ad, t), a.missing)}
        columns="140px 1fr"
        rowGap={1}
        columnGap={2}
      />
      {lines.length > 0 && (
        <Box sx={{ ml: '156px', mt: 1, p: 1.5, bgcolor: 'grey.50', borderRadius: 1 }}>
          <FactRows rows={lines} columns="120px 1fr" rowGap={0.5} columnGap={2} />
        </Box>
      )}
      {ad.description && (
        <>
          <SectionTitle>{a.description}</SectionTitle>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{ad.description}</Typography>
        </>
      )}
      <SectionTitle>{a.officeSection}</SectionTitle>
      <FactRows
        rows={factRows(officeFacts(ad, a, position), a.missing)}
        columns="140px 1fr"
        rowGap={1}
        columnGap={2}
      />
    </Box>
  );
}
