import { SelectElement } from '@/components/form/select-element';
import { TextFieldElement } from '@/components/form/text-input';
import { apiEnums } from '@/generated/api/limits';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { DETAIL_ADDRESS_MAX, PLACE_MAX } from '../model/room-form-values';
import { FieldRow, type RoomFieldsProps } from './form-section';

/** 시/군/구 and 읍/면/동: free text of the same length, each with its own example. */
const places = (R: typeof messages.form.room) =>
  [
    { name: 'sigungu', label: R.sigungu, placeholder: R.sigunguPlaceholder },
    { name: 'dong', label: R.dong, placeholder: R.dongPlaceholder },
  ] as const;

/**
 * The address as structured fields: the 17 시/도 from the spec, 시/군/구 and 읍/면/동 as
 * text (no maintained district dataset is available to choose them from), the detail address.
 */
export function RoomAddressFields({ control }: RoomFieldsProps) {
  const R = useConfig(messages.form).room;

  return (
    <>
      <FieldRow>
        <SelectElement
          control={control}
          name="sido"
          label={R.sido}
          required
          width={220}
          options={apiEnums.Sido.map((s) => ({ value: s, label: s }))}
        />
        {places(R).map((place) => (
          <TextFieldElement
            key={place.name}
            control={control}
            {...place}
            required
            maxLength={PLACE_MAX}
            width={220}
          />
        ))}
      </FieldRow>
      <TextFieldElement
        control={control}
        name="detailAddress"
        label={R.detailAddress}
        maxLength={DETAIL_ADDRESS_MAX}
        placeholder={R.detailAddressPlaceholder}
        width={520}
      />
    </>
  );
}
