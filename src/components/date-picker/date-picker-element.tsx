import { bindField } from '@/components/form/bind-field';
import { DatePicker } from './date-picker';

/** react-hook-form binding of DatePicker (the form value is yyyy-MM-dd or ''). */
export const DatePickerElement = bindField(DatePicker);
