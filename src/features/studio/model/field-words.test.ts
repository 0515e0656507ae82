import { describe, expect, it } from 'vitest';
import { studioFiles } from '../testing/studio-files';
import { fieldWords } from './field-words';

describe('a field in Korean words', () => {
  const files = studioFiles();

  it("names a product's field by the product's label and the catalogue editor's label", () => {
    expect(fieldWords('products', '/products/[key=general_allinone]/defaultDay', [files])).toBe(
      '일반 올인원 · 기본 기간(일)',
    );
    expect(fieldWords('products', '/products/[key=general_allinone]/unitPrices/30', [files])).toBe(
      '일반 올인원 · 30일 가격',
    );
    expect(fieldWords('products', '/maxCartItems', [files])).toBe('장바구니 최대 상품 수');
  });

  it('finds an element in any version given (one side may have removed it), else says its id', () => {
    const mine = studioFiles();
    mine.products.products = mine.products.products.filter((p) => p.key !== 'general_allinone');
    expect(fieldWords('products', '/products/[key=general_allinone]/label', [mine, files])).toBe(
      '일반 올인원 · 상품 이름',
    );
    expect(fieldWords('products', '/products/[key=gone]/label', [mine])).toBe('gone · 상품 이름');
  });

  it('names a package tier by its family, list, period and column', () => {
    const [family, f] = Object.entries(files.products.packageFamilies)[0]!;
    const day = f.tiers[0]!.day;
    expect(
      fieldWords('products', `/packageFamilies/${family}/tiers/[day=${day}]/price`, [files]),
    ).toBe(`${f.label} · 구간표 · ${day}일 구간 가격(원)`);
  });

  it('names a popup step by its chain, its type and id, and the field', () => {
    expect(fieldWords('popup-chain', '/chains/[id=startup]/steps/[id=role]/when', [files])).toBe(
      'startup 체인 · /dashboard · 직책 선택 (role) · 표시 조건',
    );
    expect(
      fieldWords('popup-chain', '/chains/[id=startup]/steps/[id=text-notice]/cookie/days', [files]),
    ).toBe('startup 체인 · /dashboard · 텍스트 공지 (text-notice) · 닫은 뒤 숨기는 기간');
  });

  it('names menus, UI constants (by their schema titles) and texts', () => {
    expect(fieldWords('menus', '/management/tooltip')).toBe('중개관리 · 안내 말풍선');
    expect(fieldWords('menus', '/intro/items')).toBe('서비스 소개 · 항목 목록');
    expect(fieldWords('ui', '/reports/banDays')).toBe('허위매물 신고 · 등록 제한 기간(일)');
    expect(fieldWords('messages.ko', '/cart/title')).toBe('문구 cart.title');
  });
});
