import { useState } from 'react';
import { NumberInput } from '@/components/form/number-input';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { checkQuantity } from '../model/quantity';

/**
 * The quantity of one cart line. What the broker types stays in the box; only a quantity within
 * the bounds reaches the cart, anything else shows the range message under the field.
 */
export function QuantityInput({
  id,
  quantity,
  onChange,
}: {
  id: string;
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  const cartText = useConfig(messages.cart);

  const [text, setText] = useState(String(quantity));
  const [error, setError] = useState<string | null>(null);
  return (
    <NumberInput
      id={id}
      label={cartText.quantity}
      value={text}
      onChange={(value) => {
        setText(value);
        const r = checkQuantity(value);
        setError(r.ok ? null : r.message);
        if (r.ok) onChange(r.quantity);
      }}
      maxLength={4}
      width={100}
      error={error !== null}
      helperText={error ?? undefined}
    />
  );
}
