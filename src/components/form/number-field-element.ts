import { bindField } from './bind-field';
import { NumberInput } from './number-input';

/**
 * react-hook-form binding of NumberInput (the form value is the digit string). In its own module
 * so that screens using the bare NumberInput (the cart's quantities) do not load react-hook-form.
 */
export const NumberFieldElement = bindField(NumberInput);
