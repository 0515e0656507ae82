import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
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

/** The field and, beside it, the value its state holds. */
function Echo({ multiline = false }: { multiline?: boolean }) {
  const [v, setV] = useState('');
  const Field = multiline ? TextArea : TextInput;
  return (
    <>
      <Field label="메시지" value={v} onChange={setV} />
      <output data-testid="state">{v}</output>
    </>
  );
}

/** Server HTML of `ui`, typed into before hydration, then hydrated. */
function hydrateTyped(ui: ReactElement, typed: string) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(ui);
  (container.querySelector('input, textarea') as HTMLInputElement).value = typed;
  render(ui, { container, hydrate: true });
}

describe('TextInput', () => {
  it('takes what was typed into the server-rendered input before hydration (docs/ssr.md)', async () => {
    hydrateTyped(<Echo />, 'broker@demo.kr');
    expect(await screen.findByTestId('state')).toHaveTextContent('broker@demo.kr');
    expect(screen.getByLabelText('메시지')).toHaveValue('broker@demo.kr');
  });

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

  it('a paste over the limit keeps what fits and says it was cut (issue 23 #5)', async () => {
    const user = userEvent.setup();
    render(<Text maxLength={40} />);
    const input = screen.getByLabelText('메시지') as HTMLInputElement;
    await user.click(input);
    await user.paste('가'.repeat(45));
    expect(input.value).toBe('가'.repeat(40));
    expect(screen.getByTestId('field-counter')).toHaveTextContent('40/40');
    expect(screen.getByRole('status')).toHaveTextContent(
      '붙여넣은 내용이 40자를 넘어 40자까지만 넣었습니다.',
    );
    expect(input).toHaveAccessibleDescription(/40자까지만 넣었습니다/);
    // Typing on ends the note; typing over the limit is still rejected.
    await user.type(input, '나');
    expect(input.value).toBe('가'.repeat(40));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a paste into the middle fills the room left there and keeps the caret after it', async () => {
    const user = userEvent.setup();
    render(<Text maxLength={6} initial="abef" />);
    const input = screen.getByLabelText('메시지') as HTMLInputElement;
    await user.click(input);
    input.setSelectionRange(2, 2);
    await user.paste('cdXYZ');
    expect(input.value).toBe('abcdef');
    expect(input.selectionStart).toBe(4);
  });

  it('a paste that fits is inserted as is, without a note', async () => {
    const user = userEvent.setup();
    render(<Text maxLength={5} initial="abc" />);
    const input = screen.getByLabelText('메시지') as HTMLInputElement;
    await user.click(input);
    await user.paste('de');
    expect(input.value).toBe('abcde');
    expect(screen.queryByRole('status')).toBeNull();
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
  it('takes what was typed into the server-rendered textarea before hydration', async () => {
    hydrateTyped(<Echo multiline />, '주차 가능한 매물을 찾습니다');
    expect(await screen.findByTestId('state')).toHaveTextContent('주차 가능한 매물을 찾습니다');
  });

  it('rejects more lines than maxLines (lines = split by newline)', async () => {
    const user = userEvent.setup();
    render(<Area maxLines={3} />);
    const ta = screen.getByLabelText('설명') as HTMLTextAreaElement;
    await user.type(ta, 'a{Enter}b{Enter}c{Enter}d');
    expect(ta.value).toBe('a\nb\ncd');
    expect(ta.value.split('\n')).toHaveLength(3);
    expect(screen.getByTestId('line-counter')).toHaveTextContent('3/3');
  });

  it('a paste over maxLength keeps the first maxLength characters and says so', async () => {
    const user = userEvent.setup();
    render(<Area maxLength={1000} initial={'가'.repeat(200)} />);
    const ta = screen.getByLabelText('설명') as HTMLTextAreaElement;
    await user.click(ta);
    await user.paste('나'.repeat(890));
    expect(ta.value).toBe('가'.repeat(200) + '나'.repeat(800));
    expect(screen.getByRole('status')).toHaveTextContent('1000자까지만 넣었습니다.');
  });

  it('a paste over maxLines keeps the lines that fit and says so', async () => {
    const user = userEvent.setup();
    render(<Area maxLines={3} initial="a" />);
    const ta = screen.getByLabelText('설명') as HTMLTextAreaElement;
    await user.click(ta);
    await user.paste('\r\nb\r\nc\r\nd\r\ne');
    expect(ta.value).toBe('a\nb\nc');
    expect(screen.getByRole('status')).toHaveTextContent(
      '붙여넣은 내용이 3줄을 넘어 3줄까지만 넣었습니다.',
    );
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
