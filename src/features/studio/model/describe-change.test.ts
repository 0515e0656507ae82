import { describe, expect, it } from 'vitest';
import { changeList, namesOnPath } from '@config/change-list';
import { studioFiles } from '../testing/studio-files';
import { describeChange, fieldWords, valueWords } from './describe-change';

const files = studioFiles();
const names = (file: 'products' | 'popup-chain', path: string) =>
  namesOnPath(file, path, [files[file]]);

describe('a config change in Korean words', () => {
  it("words a product's field change with the product's label, the schema's title and units", () => {
    const next = studioFiles();
    next.products.products[0]!.defaultDay = 60;
    next.products.products[0]!.unitPrices!['30'] = 4000;
    expect(changeList('products', files.products, next.products).map(describeChange)).toEqual([
      '일반 올인원 · 기본 기간: 30일 → 60일',
      '일반 올인원 · 기간별 가격 · 30일: 3,300원 → 4,000원',
    ]);
  });

  it('names a product added or removed, and a new order by the products’ labels', () => {
    const next = studioFiles();
    const [first] = next.products.products.splice(0, 1);
    next.products.products.push({ ...first!, key: 'fresh', type: 999, label: '새 상품' });
    next.products.groups.reverse();
    expect(changeList('products', files.products, next.products).map(describeChange)).toEqual([
      `상품 그룹 순서 변경: ${[...files.products.groups]
        .reverse()
        .slice(0, 5)
        .map((g) => g.label)
        .join(', ')} 외 ${files.products.groups.length - 5}개`,
      '광고 상품 삭제: 일반 올인원',
      '광고 상품 추가: 새 상품',
    ]);
  });

  it('names a package tier by its family, list and period; a step by its chain and type', () => {
    const [family, f] = Object.entries(files.products.packageFamilies)[0]!;
    const path = `/packageFamilies/${family}/tiers/[day=30]/price`;
    expect(fieldWords('products', path, names('products', path))).toBe(
      `${f.label} · 구간표 · 30일 · 가격`,
    );
    const when = '/chains/[id=startup]/steps/[id=role]/when';
    expect(fieldWords('popup-chain', when, names('popup-chain', when))).toBe(
      '/dashboard · 직책 선택 · 표시 조건',
    );
    const days = '/chains/[id=startup]/steps/[id=text-notice]/cookie/days';
    expect(fieldWords('popup-chain', days, names('popup-chain', days))).toBe(
      '/dashboard · 텍스트 공지 · 닫은 뒤 숨기기 · 닫은 뒤 숨기는 기간',
    );
  });

  it('words booleans, missing values and text; names UI constants, menus and texts', () => {
    const next = studioFiles();
    next['popup-chain'].chains[0]!.steps[0]!.enabled = false;
    delete next['popup-chain'].chains[0]!.steps[2]!.when;
    expect(
      changeList('popup-chain', files['popup-chain'], next['popup-chain']).map(describeChange),
    ).toEqual([
      '/dashboard · 텍스트 공지 · 사용: 예 → 아니오',
      "/dashboard · 직책 선택 · 표시 조건: ‘userRoleType == null || userRoleType == ''’ → 없음",
    ]);
    expect(fieldWords('ui', '/reports/banDays')).toBe('허위매물 신고 · 등록 제한 기간(일)');
    expect(fieldWords('menus', '/management/tooltip')).toBe('중개관리 메뉴 · 안내 말풍선');
    expect(fieldWords('messages.ko', '/cart/title')).toBe('문구 · cart.title');
    expect(valueWords('products', '/maxCartItems', 9)).toBe('9개');
  });

  it('says which items of a list without identity were added, removed, renamed or moved', () => {
    const next = studioFiles();
    next.menus.intro.items[0]!.label = '다방 이야기';
    expect(changeList('menus', files.menus, next.menus).map(describeChange)).toEqual([
      '서비스 소개 메뉴 · 메뉴 항목: ‘다방 소개’ → ‘다방 이야기’',
    ]);
    next.menus.intro.items.push({ path: '/service', label: '새 메뉴' });
    next.menus.intro.items.splice(1, 1);
    expect(changeList('menus', files.menus, next.menus).map(describeChange)).toEqual([
      '서비스 소개 메뉴 · 메뉴 항목: ‘다방 소개’ → ‘다방 이야기’, ‘다방프로 홈’ 삭제, ‘새 메뉴’ 추가',
    ]);
    const moved = studioFiles();
    moved.menus.intro.items.reverse();
    expect(changeList('menus', files.menus, moved.menus).map(describeChange)).toEqual([
      '서비스 소개 메뉴 · 메뉴 항목: 순서 변경',
    ]);
  });
});
