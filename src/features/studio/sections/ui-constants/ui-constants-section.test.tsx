import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithApp } from '@/testing/render';
import { problem } from '@config/problems';
import type { StudioFiles, StudioProblem } from '../../model/studio-section';
import { studioFiles } from '../../testing/studio-files';
import UiConstantsSection from './ui-constants-section';

type Ui = StudioFiles['ui'];

function Harness({
  onFile,
  problems = [],
}: {
  onFile: (f: Ui) => void;
  problems?: StudioProblem[];
}) {
  const [files, setFiles] = useState<StudioFiles>(studioFiles);
  return (
    <UiConstantsSection
      files={files}
      activeFiles={files}
      problems={problems}
      onChange={(name, next) => {
        onFile(next as Ui);
        setFiles((f) => ({ ...f, [name]: next }));
      }}
    />
  );
}

/**
 * The field at `path` of ui.json (its id is rjsf's `studio-ui__` + the path), checked to be a
 * visible `role` named `name` for assistive technology: what getByRole(role, { name }) finds,
 * without a query over this ~100-field form. Measured in jsdom, getByRole or getByLabelText on it
 * costs 10-40 s per call (every element's role, label and style are computed), the rest of a test
 * about 2 s (docs/perf/tests.md).
 */
function field(path: string, role: 'textbox' | 'spinbutton', name: string) {
  const el = document.getElementById(`studio-ui__${path.replaceAll('.', '__')}`);
  expect(el).toHaveRole(role);
  expect(el).toHaveAccessibleName(name);
  expect(el).toBeVisible();
  return el!;
}

// The generated form has about 100 fields: slower to render than most components.
describe('UI constants form', { timeout: 120_000 }, () => {
  it('titles every field in Korean, shows developer-owned ones read-only and hands a changed value to the draft on blur', async () => {
    const onFile = vi.fn();
    const { user } = renderWithApp(<Harness onFile={onFile} />);
    // x-owner on an object (the API wiring) reaches every field inside it.
    expect(field('request.appPlatform', 'textbox', '앱 플랫폼')).toBeDisabled();
    expect(field('request.apiBase', 'textbox', 'API 기본 경로')).toBeDisabled();
    // x-owner on one field: its neighbours stay editable.
    expect(document.getElementById('studio-ui__modal__zBase')).toBeDisabled();
    expect(document.getElementById('studio-ui__modal__minWidth')).toBeEnabled();
    const ban = field('reports.banDays', 'spinbutton', '등록 제한 기간(일)');
    expect(ban).toBeEnabled();
    expect(
      screen.getAllByText('개발자가 관리하는 값이라 스튜디오에서 바꿀 수 없습니다').length,
    ).toBeGreaterThan(5);

    // (Found by its id, studio-ui__reports__banDays: field() checked that id carries this name.)
    await user.clear(ban);
    await user.type(ban, '14');
    expect(onFile).not.toHaveBeenCalled();
    await user.tab();
    expect(onFile.mock.lastCall![0].reports.banDays).toBe(14);
  });

  it('keeps Korean typed into a text field whole and saves it on blur', async () => {
    const onFile = vi.fn();
    const { user } = renderWithApp(<Harness onFile={onFile} />);
    const ceo = field('business.ceo', 'textbox', '대표자');
    await user.clear(ceo);
    await user.type(ceo, '김다방');
    expect(ceo).toHaveValue('김다방');
    await user.tab();
    expect(onFile.mock.lastCall![0].business.ceo).toBe('김다방');
  });

  it('marks a value the schema refuses at its field, in Korean, once staff leave the field', async () => {
    const { user } = renderWithApp(<Harness onFile={vi.fn()} />);
    const minWidth = document.getElementById('studio-ui__layout__minWidth')!;
    expect(minWidth).toHaveAccessibleName('최소 너비(px)');
    await user.clear(minWidth);
    await user.type(minWidth, '-5');
    await user.tab();
    expect(await screen.findByText('0 이상이어야 합니다')).toBeInTheDocument();
    expect(minWidth).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the checker's problem at the field its pointer names", async () => {
    const problems = [problem('ui', '/links/social/0/href', 'schema.minLength', { limit: 1 })];
    renderWithApp(<Harness onFile={vi.fn()} problems={problems} />);
    const href = document.getElementById('studio-ui__links__social__0__href')!;
    expect(href).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('1자 이상 입력해야 합니다')).toBeInTheDocument();
  });
});
