import { useController } from 'react-hook-form';
import type { LegalDistrict } from '@/api/queries/legal-districts';
import { LazyDistrictSearch } from '@/components/address-search/lazy-district-search';
import { TextFieldElement } from '@/components/form/text-input';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { DETAIL_ADDRESS_MAX } from '../model/room-form-values';
import { type RoomFieldsProps } from './form-section';

const SEARCH_ID = 'room-address-search';
const SEARCH_WIDTH = 520;

/** The district the form's fields stand for, as the search shows it. */
function chosen(sido: string, sigungu: string, dong: string, code: string): LegalDistrict | null {
  if (!code) return null;
  const [eupmyeondong = '', ri = ''] = dong.split(' ');
  return {
    code,
    level: ri ? 'ri' : 'eupmyeondong',
    name: ri || eupmyeondong,
    fullName: [sido, sigungu, dong].filter(Boolean).join(' '),
    sido,
    sigungu,
    eupmyeondong,
    ri,
  };
}

/**
 * The address: a 읍면동 or 리 found by searching the legal districts (its 시도, 시군구 and 동 fill
 * the three fields the listing keeps, with its 법정동코드), then the detail address. A listing
 * stored with a typed address shows it until another district is chosen.
 */
export function RoomAddressFields({ control }: RoomFieldsProps) {
  const R = useConfig(messages.form).room;
  const t = useConfig(messages.address);
  const sido = useController({ control, name: 'sido' });
  const sigungu = useController({ control, name: 'sigungu' });
  const dong = useController({ control, name: 'dong' });
  const code = useController({ control, name: 'bjdCode' });

  const value = chosen(sido.field.value, sigungu.field.value, dong.field.value, code.field.value);
  const typed =
    !value && sido.field.value
      ? `${sido.field.value} ${sigungu.field.value} ${dong.field.value}`
      : '';
  const invalid = sido.fieldState.error ?? sigungu.fieldState.error ?? dong.fieldState.error;
  const pick = (d: LegalDistrict | null) => {
    sido.field.onChange(d?.sido ?? '');
    sigungu.field.onChange(d?.sigungu ?? '');
    dong.field.onChange(d ? [d.eupmyeondong, d.ri].filter(Boolean).join(' ') : '');
    code.field.onChange(d?.code ?? '');
  };
  const search = {
    id: SEARCH_ID,
    label: t.search,
    placeholder: t.searchPlaceholder,
    required: true,
    error: invalid ? t.errChoose : undefined,
    helperText: typed
      ? fmt(t.typed, { address: typed })
      : value
        ? fmt(t.code, { code: value.code })
        : undefined,
    width: SEARCH_WIDTH,
  };

  return (
    <>
      <LazyDistrictSearch
        {...search}
        scope="listing"
        value={value}
        onChange={pick}
        onBlur={sido.field.onBlur}
      />
      <TextFieldElement
        control={control}
        name="detailAddress"
        label={R.detailAddress}
        maxLength={DETAIL_ADDRESS_MAX}
        placeholder={R.detailAddressPlaceholder}
        width={SEARCH_WIDTH}
      />
    </>
  );
}
