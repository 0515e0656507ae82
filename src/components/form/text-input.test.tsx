import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextInput, type TextInputProps } from './text-input';
import { TextArea, type TextAreaProps } from './textarea';

function Text(props: Partial<TextInputProps> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [v, setV] = useState(initial);
  return <TextInput label="메시지" value={v} onChange={setV} {...rest} />;
}
function Area(props: Partial<TextAreaProps> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [v, setV] = useState(initial);
  return <TextArea label="설명" value={v} onChange={setV} {...rest} />;
}

describe('TextInput', () => {
  it('rejects input beyond maxLength by default and shows n/max', async () => {
    const user = userEvent.setup();
    render(<Text maxLength={5} />);
    const input = screen.getByLabelText('메시지') as HTMLInputElement;
    await user.type(input, '가나다라마바사');
    expect(input.value).toBe('가나다라마');
    expect(screen.getByTestId('field-counter')).toHaveTextContent('5/5');
    expect(screen.getByTestId('field-counter')).not.toHaveAttribute('data-error');
    expect(input).not.toHaveAttribute('maxlength');
  });

  it('rejects a paste that would exceed the limit, keeping the value', async () => {
    const user = userEvent.setup();
    render(<Text maxLength={5} initial="abc" />);
    const input = screen.getByLabelText('메시지') as HTMLInputElement;
    await user.click(input);
    await user.paste('def');
    expect(input.value).toBe('abc');
  });

  it('with enforcement off, the counter turns to the error state over max', async () => {
    const user = userEvent.setup();
    render(<Text maxLength={3} enforceMaxLength={false} />);
    const input = screen.getByLabelText('메시지') as HTMLInputElement;
    await user.type(input, 'abcd');
    expect(input.value).toBe('abcd');
    const counter = screen.getByTestId('field-counter');
    expect(counter).toHaveTextContent('4/3');
    expect(counter).toHaveAttribute('data-error', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the error state with helper text', () => {
    render(<Text error helperText="필수 입력 항목입니다." />);
    expect(screen.getByLabelText('메시지')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('필수 입력 항목입니다.')).toBeInTheDocument();
  });
});

describe('TextArea', () => {
  it('rejects more lines than maxLines (lines = split by newline)', async () => {
    const user = userEvent.setup();
    render(<Area maxLines={3} />);
    const ta = screen.getByLabelText('설명') as HTMLTextAreaElement;
    await user.type(ta, 'a{Enter}b{Enter}c{Enter}d');
    expect(ta.value).toBe('a\nb\ncd');
    expect(ta.value.split('\n')).toHaveLength(3);
    expect(screen.getByTestId('line-counter')).toHaveTextContent('3/3');
  });

  it('rejects text longer than maxLength', async () => {
    const user = userEvent.setup();
    render(<Area maxLength={4} />);
    const ta = screen.getByLabelText('설명') as HTMLTextAreaElement;
    await user.type(ta, 'abcdef');
    expect(ta.value).toBe('abcd');
    expect(screen.getByTestId('field-counter')).toHaveTextContent('4/4');
  });
});
