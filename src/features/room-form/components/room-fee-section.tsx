import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useController, useWatch, type Control } from 'react-hook-form';
import type { Schema } from '@/api/types';
import { Chips } from '@/components/form/chips';
import { LabelGroup } from '@/components/form/label-group';
import { NumberFieldElement } from '@/components/form/number-field-element';
import { apiEnums, apiLimits } from '@/generated/api/limits';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt, formatNumber } from '@/lib/format-message';
import { BREAKDOWN_FROM_WON } from '@domain/listing-disclosures';
import type { RoomFormValues } from '../model/room-form-values';
import { FieldRow, type RoomFieldsProps } from './form-section';

const FEE_DIGITS = String(apiLimits.maintenanceFeeMax).length;

/** What the fee includes, as toggle chips (the items a tenant does not pay apart). */
function IncludedItems({ control }: { control: Control<RoomFormValues> }) {
  const roomsText = useConfig(messages.pages.rooms);
  const R = useConfig(messages.form).room;

  const { field, fieldState } = useController({ control, name: 'maintenanceIncludes' });
  const chosen = field.value;
  const toggle = (item: string) =>
    field.onChange(chosen.includes(item) ? chosen.filter((i) => i !== item) : [...chosen, item]);
  return (
    <LabelGroup title={R.maintenanceIncludes} description={R.maintenanceIncludesHelp}>
      <Chips
        label={R.maintenanceIncludes}
        selected={chosen}
        onToggle={toggle}
        items={apiEnums.MaintenanceItem.map((i) => ({ value: i, label: roomsText.feeItems[i] }))}
      />
      {fieldState.error && (
        <Typography role="alert" sx={{ color: 'error.main', fontSize: 13, mt: 0.5 }}>
          {fieldState.error.message}
        </Typography>
      )}
    </LabelGroup>
  );
}

/** From 10만원: 일반관리비, each included item and 기타, with their sum against the fee. */
function Breakdown({ control, fee }: { control: Control<RoomFormValues>; fee: number }) {
  const roomsText = useConfig(messages.pages.rooms);
  const F = useConfig(messages.form);
  const R = F.room;

  const [includes, lines] = useWatch({
    control,
    name: ['maintenanceIncludes', 'maintenanceBreakdown'],
  });
  const { fieldState } = useController({ control, name: 'maintenanceBreakdown' });
  const items: Schema<'MaintenanceFeeItem'>[] = [
    'GENERAL',
    ...apiEnums.MaintenanceItem.filter((i) => includes.includes(i)),
    'OTHER',
  ];
  const sum = items.reduce((s, i) => s + (Number(lines[i] ?? '') || 0), 0);
  // The group's own error (a missing breakdown, a wrong sum); a line's shows at the line.
  const groupError = fieldState.error?.message;
  return (
    <LabelGroup title={R.breakdownTitle} required description={R.breakdownHelp}>
      <Box role="group" aria-label={R.breakdownTitle}>
        <FieldRow>
          {items.map((item) => (
            <NumberFieldElement
              key={item}
              control={control}
              name={`maintenanceBreakdown.${item}`}
              label={roomsText.feeItems[item]}
              required={item === 'GENERAL'}
              maxLength={FEE_DIGITS}
              unit={R.unitWonOnly}
              width={180}
            />
          ))}
        </FieldRow>
        <Box
          role="status"
          sx={{ fontSize: 14, mt: 1, color: sum === fee ? 'text.secondary' : 'error.main' }}
        >
          {fmt(R.breakdownSum, { sum: formatNumber(sum), fee: formatNumber(fee) })}
        </Box>
        {groupError && (
          <Typography role="alert" sx={{ color: 'error.main', fontSize: 13, mt: 0.5 }}>
            {groupError}
          </Typography>
        )}
      </Box>
    </LabelGroup>
  );
}

/**
 * 관리비: the monthly amount in 원 (0 when there is none), what it includes, and from 10만원 the
 * amount of each line (the ad disclosure rules, issue 26 #1).
 */
export function RoomFeeFields({ control }: RoomFieldsProps) {
  const R = useConfig(messages.form).room;

  const typed = useWatch({ control, name: 'maintenanceFee' });
  const fee = typed === '' ? 0 : Number(typed);
  return (
    <>
      <NumberFieldElement
        control={control}
        name="maintenanceFee"
        label={R.maintenanceFee}
        required
        maxLength={FEE_DIGITS}
        unit={R.unitWonOnly}
        width={240}
        helperText={R.maintenanceFeeHelp}
      />
      {fee > 0 && <IncludedItems control={control} />}
      {fee >= BREAKDOWN_FROM_WON && <Breakdown control={control} fee={fee} />}
    </>
  );
}
