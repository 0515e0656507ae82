import type { Control } from 'react-hook-form';
import { SelectElement } from '@/components/form/select';
import { TextFieldElement } from '@/components/form/text-input';
import { SidoSchema } from '@/generated/api/zod';
import { messages } from '@/generated/config/messages';
import { DETAIL_ADDRESS_MAX, PLACE_MAX, type RoomFormValues } from '../model/room-form-schema';
import { FieldRow, FormSection } from './form-section';

const R = messages.form.room;

/**
 * The address as structured fields: the 17 시/도 from the spec, 시/군/구 and 읍/면/동 as
 * text (no maintained district dataset is available to choose them from), the detail address.
 */
export function RoomAddressSection({ control }: { control: Control<RoomFormValues> }) {
  return (
    <FormSection id="room-address" title={R.sectionAddress}>
      <FieldRow>
        <SelectElement
          control={control}
          name="sido"
          label={R.sido}
          required
          width={220}
          options={SidoSchema.options.map((s) => ({ value: s, label: s }))}
        />
        <TextFieldElement
          control={control}
          name="sigungu"
          label={R.sigungu}
          required
          maxLength={PLACE_MAX}
          placeholder={R.sigunguPlaceholder}
          width={220}
        />
        <TextFieldElement
          control={control}
          name="dong"
          label={R.dong}
          required
          maxLength={PLACE_MAX}
          placeholder={R.dongPlaceholder}
          width={220}
        />
      </FieldRow>
      <TextFieldElement
        control={control}
        name="detailAddress"
        label={R.detailAddress}
        maxLength={DETAIL_ADDRESS_MAX}
        placeholder={R.detailAddressPlaceholder}
        width={520}
      />
    </FormSection>
  );
}
