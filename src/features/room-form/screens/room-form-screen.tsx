import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DatePickerElement } from '@/components/date-picker/date-picker-element';
import { VALUE_FORMAT } from '@/components/date-picker/date-rules';
import { Button } from '@/components/form/button';
import { IconFocusRadioElement } from '@/components/form/icon-focus-radio';
import { LabelGroup } from '@/components/form/label-group';
import { NumberFieldElement } from '@/components/form/number-input';
import { RadioGroupElement } from '@/components/form/radio-group';
import { SelectElement } from '@/components/form/select';
import { TextareaElement } from '@/components/form/textarea';
import { messages } from '@/generated/config/messages';
import { fmt } from '@/lib/format-message';
import { positionOptions } from '@/lib/positions';
import { useSession } from '@/session';
import { RoomReviewSummary } from '../components/room-review-summary';
import {
  AMOUNT_MAX_LENGTH,
  AREA_MAX,
  DEAL_TYPES,
  DESCRIPTION_MAX,
  DESCRIPTION_MAX_LINES,
  FLOOR_MAX_LENGTH,
  ROOM_TYPES,
  roomFormDefaults,
  roomFormSchema,
  toPyeong,
  type RoomFormOutput,
} from '../model/room-form-schema';

type S = typeof roomFormSchema;
const F = messages.form;
const R = F.room;

const sectionSx = {
  border: '1px solid',
  borderColor: 'divider',
  borderRadius: 2,
  p: 3,
  display: 'flex',
  flexDirection: 'column',
  gap: 3,
} as const;

/**
 * /form: the listing-registration form built from the shared blocks. The spec has no
 * registration call, so submitting shows a review summary and says that registration opens
 * after review; nothing is sent.
 */
export default function RoomFormScreen() {
  const [review, setReview] = useState<RoomFormOutput | null>(null);
  // A registration penalty blocks the form itself, not only the popup in front of it.
  const restricted = useSession((s) => s.hasPenalty || s.hasNaverPenalty);
  const { control, handleSubmit, reset, setFocus } = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(roomFormSchema),
    defaultValues: roomFormDefaults,
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const dealType = useWatch({ control, name: 'dealType' });
  const area = useWatch({ control, name: 'area' });
  const pyeong = toPyeong(area);
  const today = format(new Date(), VALUE_FORMAT);

  useEffect(() => {
    if (review) document.getElementById('room-review-title')?.focus();
  }, [review]);

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', py: 5, px: 2 }}>
      <Typography component="h1" sx={{ fontSize: 28, fontWeight: 700, mb: 1 }}>
        {R.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{R.intro}</Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        {R.notice}
      </Alert>
      {restricted && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {R.restricted}
        </Alert>
      )}

      {review ? (
        <RoomReviewSummary
          data={review}
          onEdit={() => {
            setReview(null);
            setTimeout(() => setFocus('roomType'), 0);
          }}
        />
      ) : (
        <Box
          component="form"
          noValidate
          aria-label={R.title}
          onSubmit={handleSubmit((data) => setReview(data))}
          sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
        >
          <Box component="section" aria-labelledby="room-basic" sx={sectionSx}>
            <Typography id="room-basic" component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
              {R.sectionBasic}
            </Typography>
            <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
              <SelectElement
                control={control}
                name="roomType"
                label={R.roomType}
                required
                width={240}
                options={ROOM_TYPES.map((t) => ({ value: t, label: R.roomTypes[t] }))}
              />
              <SelectElement
                control={control}
                name="position"
                label={R.position}
                required
                width={240}
                helperText={R.positionHelp}
                options={positionOptions('register').map((o) => ({
                  value: String(o.value),
                  label: o.label,
                }))}
              />
            </Box>
            <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <NumberFieldElement
                control={control}
                name="area"
                label={R.area}
                required
                decimals={2}
                max={AREA_MAX}
                unit={F.unitM2}
                width={240}
                helperText={pyeong ? fmt(F.pyeongValue, { n: pyeong }) : R.areaHelp}
              />
              <NumberFieldElement
                control={control}
                name="floor"
                label={R.floor}
                required
                maxLength={FLOOR_MAX_LENGTH}
                unit={R.floorUnit}
                width={160}
              />
              <DatePickerElement
                control={control}
                name="moveInDate"
                label={R.moveIn}
                required
                min={today}
                width={240}
                helperText={R.moveInHelp}
              />
            </Box>
          </Box>

          <Box component="section" aria-labelledby="room-price" sx={sectionSx}>
            <Typography id="room-price" component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
              {R.sectionPrice}
            </Typography>
            <RadioGroupElement
              control={control}
              name="dealType"
              label={R.dealType}
              required
              options={DEAL_TYPES.map((t) => ({ value: t, label: R.dealTypes[t] }))}
            />
            <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
              {(dealType === 'MONTHLY' || dealType === 'LEASE') && (
                <NumberFieldElement
                  control={control}
                  name="deposit"
                  label={R.deposit}
                  required
                  maxLength={AMOUNT_MAX_LENGTH}
                  unit={F.unitWon}
                  width={240}
                />
              )}
              {dealType === 'MONTHLY' && (
                <NumberFieldElement
                  control={control}
                  name="monthlyRent"
                  label={R.monthlyRent}
                  required
                  maxLength={AMOUNT_MAX_LENGTH}
                  unit={F.unitWon}
                  width={240}
                />
              )}
              {dealType === 'SALE' && (
                <NumberFieldElement
                  control={control}
                  name="salePrice"
                  label={R.salePrice}
                  required
                  maxLength={AMOUNT_MAX_LENGTH}
                  unit={F.unitWon}
                  width={240}
                />
              )}
            </Box>
          </Box>

          <Box component="section" aria-labelledby="room-detail" sx={sectionSx}>
            <Typography id="room-detail" component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
              {R.sectionDetail}
            </Typography>
            <IconFocusRadioElement control={control} name="tag" label={R.tags} />
            <LabelGroup title={R.description} required htmlFor="room-description">
              <TextareaElement
                control={control}
                name="description"
                id="room-description"
                maxLength={DESCRIPTION_MAX}
                maxLines={DESCRIPTION_MAX_LINES}
                height={160}
                required
                placeholder={R.descriptionPlaceholder}
                helperText={fmt(R.descriptionHelp, {
                  lines: DESCRIPTION_MAX_LINES,
                  max: DESCRIPTION_MAX,
                })}
              />
            </LabelGroup>
          </Box>

          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}>
            <Button kind="secondary" size="xl" onClick={() => reset(roomFormDefaults)}>
              {R.reset}
            </Button>
            <Button type="submit" size="xl" disabled={restricted}>
              {R.submit}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
