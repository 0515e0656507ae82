import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { renderWithApp } from '@/testing/render';
import { fieldSections } from './field-sections';
import FormBlocksGalleryScreen from './form-blocks-gallery-screen';
import { GallerySectionView } from './gallery-section';

describe('FormBlocksGalleryScreen', () => {
  it('shows every block section with its states', () => {
    const { container } = renderWithApp(<FormBlocksGalleryScreen />);
    const blocks = [...container.querySelectorAll('[data-block]')].map((e) =>
      e.getAttribute('data-block'),
    );
    expect(blocks).toEqual([
      'text',
      'number',
      'textarea',
      'select',
      'checkbox',
      'radio',
      'icon-focus',
      'label-group',
      'chips',
      'badges',
      'buttons',
      'date-picker',
    ]);
    expect(screen.getAllByTestId('field-counter').some((c) => c.dataset.error === 'true')).toBe(
      true,
    );
    expect(screen.getAllByRole('button', { name: /달력 열기$/ })).toHaveLength(5);
    for (const size of ['sm', 'md', 'lg', 'xl'])
      expect(container.querySelectorAll(`[data-size="${size}"]`).length).toBeGreaterThan(0);
    expect(container.querySelector('[data-kind="link"]')?.tagName).toBe('A');
    expect(screen.getAllByRole('radio', { name: '강력추천' }).length).toBeGreaterThan(0);
    // The whole gallery is a heavy render; the tests below render one section each.
  }, 40_000);

  const renderSection = (id: string) => {
    const section = fieldSections(readConfig(messages.form)).find((s) => s.id === id);
    if (!section) throw new Error(`no section ${id}`);
    renderWithApp(<GallerySectionView section={section} />);
  };

  it('keeps each sample value to itself', async () => {
    const user = userEvent.setup();
    renderSection('text');
    const normal = screen.getAllByRole('textbox', { name: '기본' })[0] as HTMLInputElement;
    await user.type(normal, '가나');
    expect(normal).toHaveValue('가나');
    expect(screen.getByRole('textbox', { name: '글자 수 제한 (20자)' })).toHaveValue(
      '빠르게 답변드립니다',
    );
  });

  it('shows the value a number sample reports under it', async () => {
    const user = userEvent.setup();
    renderSection('number');
    const integer = screen.getByRole('textbox', { name: '정수 (최대 6자리)' });
    await user.type(integer, '1234567');
    expect(integer).toHaveValue('123456');
    expect(screen.getAllByText('값: 123456')).toHaveLength(1);
  });

  it('shows the position error only while no position is chosen', async () => {
    const user = userEvent.setup();
    renderSection('select');
    const position = screen.getByRole('combobox', { name: /직책/ });
    expect(position).toHaveAttribute('aria-invalid', 'true');
    const firstPosition = within(position).getAllByRole('option')[1] as HTMLOptionElement;
    await user.selectOptions(position, firstPosition);
    expect(position).not.toHaveAttribute('aria-invalid');
  });
});
