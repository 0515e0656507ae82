import { useStudioDraft } from '../model/use-studio-draft';
import CatalogueSection from '../sections/catalogue/catalogue-section';
import { studioFiles } from './studio-files';

/**
 * The catalogue editor on the studio's real draft hook (answered by twoStaffServer), with the
 * draft's undo and redo as plain buttons: an edit here goes through the draft as on /studio.
 */
export function CatalogueHarness() {
  const draft = useStudioDraft();
  if (!draft.files || !draft.activeFiles) return null;
  const developer = studioFiles();
  return (
    <>
      <button type="button" onClick={() => draft.undo()}>
        실행 취소
      </button>
      <button type="button" onClick={() => draft.redo()}>
        다시 실행
      </button>
      <CatalogueSection
        files={{ ...developer, ...draft.files }}
        activeFiles={{ ...developer, ...draft.activeFiles }}
        problems={draft.problems}
        onChange={draft.onChange}
      />
    </>
  );
}
