import { useWatch } from 'react-hook-form';
import { NumberFieldElement } from '@/components/form/number-field-element';
import { SelectElement } from '@/components/form/select-element';
import { apiEnums } from '@/generated/api/limits';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { BASEMENT_MAX_LEVEL, FLOOR_MAX_LENGTH, hasFloorNumber } from '../model/room-form-values';
import type { RoomFieldsProps } from './form-section';

/**
 * 층 구분 (지상, 지하, 반지하, 옥탑), the floor for 지상 and 지하 (지하 1층 is typed as 1) and the
 * building's floor count (issue 23 #6: a basement room is never advertised as 1층).
 */
export function FloorFields({ control }: Pick<RoomFieldsProps, 'control'>) {
  const R = useConfig(messages.form).room;

  const kind = useWatch({ control, name: 'floorKind' });
  const basement = kind === 'BASEMENT';
  return (
    <>
      <SelectElement
        control={control}
        name="floorKind"
        label={R.floorKind}
        required
        width={120}
        placeholder={false}
        helperText={hasFloorNumber(kind) ? undefined : R.floorKindHelp}
        options={apiEnums.FloorKind.map((k) => ({ value: k, label: R.floorKinds[k] }))}
      />
      {hasFloorNumber(kind) && (
        <NumberFieldElement
          // The number stays when 지상 becomes 지하: "1" typed as 지상 (a "-1" or "B1" loses its
          // sign) becomes B1 once the broker picks 지하.
          control={control}
          name="floor"
          label={R.floor}
          required
          maxLength={basement ? String(BASEMENT_MAX_LEVEL).length : FLOOR_MAX_LENGTH}
          prefix={basement ? R.basementPrefix : undefined}
          unit={R.floorUnit}
          helperText={basement ? R.basementHelp : undefined}
          width={140}
        />
      )}
      <NumberFieldElement
        control={control}
        name="totalFloors"
        label={R.totalFloors}
        required
        maxLength={FLOOR_MAX_LENGTH}
        unit={R.floorUnit}
        width={140}
      />
    </>
  );
}
