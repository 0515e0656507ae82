import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { displayValue } from '@/components/date-picker/date-rules';
import { Button } from '@/components/form/button';
import { ListingTagIcon } from '@/components/form/icon-focus-radio';
import { listingTagLabel } from '@/components/form/listing-tags';
import { messages } from '@/generated/config/messages';
import { fmt, formatNumber } from '@/lib/format-message';
import { positionLabel } from '@/lib/positions';
import { toPyeong, type RoomFormOutput } from '../model/room-form-schema';

const R = messages.form.room;
const amount = (v: string) => fmt(R.amount, { n: formatNumber(Number(v)) });

/** The review summary shown instead of a registration: nothing is sent (no endpoint yet). */
export function RoomReviewSummary({ data, onEdit }: { data: RoomFormOutput; onEdit: () => void }) {
  const rows: [string, React.ReactNode][] = [
    [R.roomType, data.roomType ? R.roomTypes[data.roomType] : ''],
    [R.dealType, data.dealType ? R.dealTypes[data.dealType] : ''],
  ];
  if (data.dealType === 'MONTHLY' || data.dealType === 'LEASE')
    rows.push([R.deposit, amount(data.deposit)]);
  if (data.dealType === 'MONTHLY') rows.push([R.monthlyRent, amount(data.monthlyRent)]);
  if (data.dealType === 'SALE') rows.push([R.salePrice, amount(data.salePrice)]);
  rows.push(
    [R.area, fmt(R.areaValue, { m2: data.area, py: toPyeong(data.area) })],
    [R.floor, fmt(R.floorValue, { n: data.floor })],
    [R.moveIn, displayValue(data.moveInDate)],
    [
      R.tags,
      data.tag ? (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ListingTagIcon type={data.tag} size={20} />
          {listingTagLabel(data.tag)}
        </Box>
      ) : (
        R.none
      ),
    ],
    [R.position, positionLabel(data.position)],
    [
      R.description,
      <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
        {data.description}
      </Box>,
    ],
  );
  return (
    <Box
      component="section"
      aria-labelledby="room-review-title"
      data-testid="room-review"
      sx={{
        border: '1px solid',
        borderColor: 'primary.light',
        borderRadius: 2,
        p: 3,
        bgcolor: 'scale.brand.50',
      }}
    >
      <Typography
        id="room-review-title"
        component="h2"
        tabIndex={-1}
        sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}
      >
        {R.summaryTitle}
      </Typography>
      <Typography role="note" sx={{ fontSize: 14, color: 'text.secondary', mb: 2 }}>
        {R.summaryNotice}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: '160px 1fr',
          rowGap: 1,
          columnGap: 2,
          m: 0,
          bgcolor: 'background.paper',
          p: 2,
          borderRadius: 1.5,
        }}
      >
        {rows.map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 700, fontSize: 14, color: 'text.secondary' }}>
              {k}
            </Box>
            <Box component="dd" sx={{ m: 0, fontSize: 14 }}>
              {v}
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        <Button kind="outline" size="lg" onClick={onEdit}>
          {R.summaryEdit}
        </Button>
      </Box>
    </Box>
  );
}
