import { bindField } from './bind-field';
import { Select } from './select';

/**
 * react-hook-form binding of Select. In its own module so that screens using the bare Select
 * (list filters, the cart) do not load react-hook-form with it.
 */
export const SelectElement = bindField(Select);
