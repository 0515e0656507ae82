import { useStudioDraft } from '../model/use-studio-draft';
import { asProductsFile } from '../sections/catalogue/catalogue-model';
import { ProductList } from '../sections/catalogue/product-list';

/**
 * The catalogue's product list on the studio's real draft hook (answered by twoStaffServer), with
 * the draft's undo and redo as plain buttons: a move here is a draft edit as on /studio. (The list
 * alone: the whole section costs seconds of CPU per click in jsdom.)
 */
export function CatalogueHarness() {
  const draft = useStudioDraft();
  if (!draft.files) return null;
  return (
    <>
      <button type="button" onClick={() => draft.undo()}>
        실행 취소
      </button>
      <button type="button" onClick={() => draft.redo()}>
        다시 실행
      </button>
      <ProductList
        file={asProductsFile(draft.files.products)}
        selected={null}
        problems={draft.problems}
        onSelect={() => {}}
        onChange={(next) => draft.onChange('products', next)}
      />
    </>
  );
}
