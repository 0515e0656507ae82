import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StartDatePicker } from './start-date-picker';

describe('<StartDatePicker>', () => {
  const today = new Date(2026, 10, 21);

  function setup() {
    const onChange = vi.fn();
    render(<StartDatePicker value="2026-11-21" today={today} onChange={onChange} />);
    return { onChange, input: screen.getByLabelText('시작일') };
  }

  it('accepts a typed date from today on, as yyyy-MM-dd', async () => {
    const { onChange, input } = setup();
    await userEvent.clear(input);
    await userEvent.type(input, '20261205');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('2026-12-05');
  });

  it('keeps the previous start date when the entry is before today or empty', async () => {
    const { onChange, input } = setup();
    await userEvent.clear(input);
    await userEvent.type(input, '20261120');
    await userEvent.tab();
    await userEvent.clear(input);
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
  });
});
