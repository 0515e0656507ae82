import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { applyNumberRule, normalizeNumberOnBlur } from './input-rules';
import { NumberInput, type NumberInputProps } from './number-input';

function Harness(props: Partial<NumberInputProps> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [v, setV] = useState(initial);
  return (
    <>
      <NumberInput label="금액" value={v} onChange={setV} {...rest} />
      <button type="button">밖</button>
    </>
  );
}

const input = () => screen.getByLabelText('금액') as HTMLInputElement;

describe('NumberInput without decimals', () => {
  it.each(['e', 'E', '-', '+', '=', ' ', ',', '.'])('rejects the character %j', async (ch) => {
    const user = userEvent.setup();
    render(<Harness maxLength={10} />);
    await user.type(input(), `12${ch}3`);
    expect(input().value).toBe('123');
  });

  it.each(['e', '-', '+', '=', ' ', ',', '.'])('rejects %j even when pasted', async (ch) => {
    const user = userEvent.setup();
    render(<Harness initial="12" />);
    await user.click(input());
    await user.paste(`3${ch}4`);
    expect(input().value).toBe('12');
  });

  it('rejects non-numeric text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'abc가나1');
    expect(input().value).toBe('1');
  });

  it('caps the length at maxLength', async () => {
    const user = userEvent.setup();
    render(<Harness maxLength={4} />);
    await user.type(input(), '123456');
    expect(input().value).toBe('1234');
  });

  it('decimals 0 behaves as no decimals (A-66)', async () => {
    const user = userEvent.setup();
    render(<Harness decimals={0} />);
    await user.type(input(), '1.5');
    expect(input().value).toBe('15');
  });

  it('has no native maxlength and a numeric keyboard', () => {
    render(<Harness maxLength={4} />);
    expect(input()).not.toHaveAttribute('maxlength');
    expect(input()).toHaveAttribute('inputmode', 'numeric');
  });
});

describe('NumberInput with decimals', () => {
  it('allows one period and at most N decimals', async () => {
    const user = userEvent.setup();
    render(<Harness decimals={2} />);
    await user.type(input(), '12.345');
    expect(input().value).toBe('12.34');
    await user.type(input(), '.');
    expect(input().value).toBe('12.34');
  });

  it('rejects a second period', async () => {
    const user = userEvent.setup();
    render(<Harness decimals={2} />);
    await user.type(input(), '1..2');
    expect(input().value).toBe('1.2');
  });

  it('rejects values above max', async () => {
    const user = userEvent.setup();
    render(<Harness decimals={2} max={100} />);
    await user.type(input(), '1005');
    expect(input().value).toBe('100');
    await user.clear(input());
    await user.type(input(), '100.01');
    expect(input().value).toBe('100.0');
  });

  it('strips leading zeros', async () => {
    const user = userEvent.setup();
    render(<Harness decimals={2} />);
    await user.type(input(), '007');
    expect(input().value).toBe('7');
    await user.clear(input());
    await user.type(input(), '00.5');
    expect(input().value).toBe('0.5');
  });

  it('normalises to a plain number string on blur', async () => {
    const user = userEvent.setup();
    render(<Harness decimals={2} />);
    await user.type(input(), '12.');
    await user.click(screen.getByRole('button', { name: '밖' }));
    expect(input().value).toBe('12');
    await user.clear(input());
    await user.type(input(), '1.50');
    await user.tab();
    expect(input().value).toBe('1.5');
    await user.clear(input());
    await user.type(input(), '.');
    await user.tab();
    expect(input().value).toBe('');
  });

  it('still rejects e, -, +, =, space and comma', async () => {
    const user = userEvent.setup();
    render(<Harness decimals={2} />);
    await user.type(input(), '1e-+= ,2');
    expect(input().value).toBe('12');
  });
});

describe('number rules (pure)', () => {
  it('keeps the previous value on rejection', () => {
    expect(applyNumberRule('12', '12a', {})).toBe('12');
    expect(applyNumberRule('1', '1.234', { decimals: 2 })).toBe('1');
    expect(applyNumberRule('', '0.00', { decimals: 2 })).toBe('0.00');
    expect(normalizeNumberOnBlur('0.00', 2)).toBe('0');
    expect(normalizeNumberOnBlur('007', undefined)).toBe('007');
  });
});
