import { Checkbox, type CheckboxProps } from '@/components/form/checkbox';
import type { Controlled } from './live-sample';

/** The checkbox speaks checked/onChange; the gallery speaks value/onChange. */
export const CheckboxSample = ({
  value,
  ...rest
}: Omit<CheckboxProps, 'checked'> & Controlled<boolean>) => <Checkbox {...rest} checked={value} />;
