import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import FormBlocksCatalogueScreen from './form-blocks-catalogue-screen';

describe('FormBlocksCatalogueScreen', () => {
  it('shows every block section with its states', () => {
    const { container } = renderWithApp(<FormBlocksCatalogueScreen />);
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
    expect(screen.getAllByRole('button', { name: '달력 열기' })).toHaveLength(5);
    for (const size of ['sm', 'md', 'lg', 'xl'])
      expect(container.querySelectorAll(`[data-size="${size}"]`).length).toBeGreaterThan(0);
    expect(container.querySelector('[data-kind="link"]')?.tagName).toBe('A');
    expect(screen.getAllByRole('radio', { name: '강력추천' }).length).toBeGreaterThan(0);
  });
});
