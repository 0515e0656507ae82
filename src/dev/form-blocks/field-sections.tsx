import { DatePicker } from '@/components/date-picker/date-picker';
import { NumberInput } from '@/components/form/number-input';
import { Select } from '@/components/form/select';
import { TextInput } from '@/components/form/text-input';
import { TextArea } from '@/components/form/textarea';
import type { messages } from '@/generated/config/messages';
import { positionOptions } from '@/lib/positions';
import type { GallerySection } from './gallery-section';
import { sampleOptions } from './sample-options';
import { samplesOf } from './samples-of';

/** The typed fields: text, number, textarea, select and date picker, each in every state. */
export function fieldSections(F: typeof messages.form): readonly GallerySection[] {
  const text = F.catalogue;
  const options = sampleOptions(text);
  return [
    {
      id: 'text',
      title: text.text,
      samples: samplesOf(TextInput, [
        { initial: '', props: { label: text.normal, helperText: text.helper } },
        {
          initial: text.sampleShort,
          props: { label: text.counter, maxLength: 20, required: true },
        },
        {
          initial: text.sampleLong,
          props: { label: text.counterOff, maxLength: 20, enforceMaxLength: false },
        },
        { initial: '', props: { label: text.error, error: true, helperText: text.errorHelper } },
        { initial: text.disabled, fixed: true, props: { label: text.disabled, disabled: true } },
      ]),
    },
    {
      id: 'number',
      title: text.number,
      samples: samplesOf(NumberInput, [
        {
          initial: '',
          showValue: true,
          props: { label: text.integer, maxLength: 6, unit: F.unitWon },
        },
        {
          initial: '33.06',
          showValue: true,
          props: { label: text.decimals, decimals: 2, max: 100, unit: F.unitM2 },
        },
        {
          initial: '',
          props: { label: text.error, error: true, helperText: F.errNumber },
        },
        { initial: '1200', fixed: true, props: { label: text.disabled, disabled: true } },
      ]),
    },
    {
      id: 'textarea',
      title: text.textarea,
      samples: samplesOf(TextArea, [
        { initial: '', props: { label: text.lines, maxLength: 100, maxLines: 3 } },
        {
          initial: text.sampleLines,
          props: { label: text.error, error: true, helperText: text.errorHelper, maxLines: 3 },
        },
        { initial: text.disabled, fixed: true, props: { label: text.disabled, disabled: true } },
      ]),
    },
    {
      id: 'select',
      title: text.select,
      samples: samplesOf(Select, [
        { initial: '', props: { label: text.normal, options } },
        {
          initial: '',
          props: {
            label: F.room.position,
            required: true,
            options: positionOptions('all').map((o) => ({
              value: String(o.value),
              label: o.label,
            })),
          },
          // The error shows while nothing is chosen and clears once a position is picked.
          propsFor: (value) => ({
            error: value === '',
            helperText: value === '' ? F.errSelect : undefined,
          }),
        },
        {
          initial: 'a',
          fixed: true,
          props: { label: text.disabled, options, disabled: true },
        },
      ]),
    },
  ];
}

/** The date picker: default range, a narrow range, another divider, error and disabled. */
export function datePickerSection(F: typeof messages.form): GallerySection {
  const text = F.catalogue;
  return {
    id: 'date-picker',
    title: text.datePicker,
    samples: samplesOf(DatePicker, [
      { initial: '', showValue: true, props: { label: text.dateDefault } },
      {
        initial: '2026-03-15',
        showValue: true,
        props: { label: text.dateRange, min: '2026-01-10', max: '2026-12-20' },
      },
      { initial: '2024-02-29', showValue: true, props: { label: text.dateDivider, divider: '-' } },
      {
        initial: '',
        fixed: true,
        props: { label: text.error, error: true, helperText: F.errDate },
      },
      { initial: '2026-01-01', fixed: true, props: { label: text.disabled, disabled: true } },
    ]),
  };
}
