import { describe, expect, it } from 'vitest';
import { updateSpecFileText } from './config-file-layout.ts';

const original = `{
  "$schema": "./messages.ko.schema.json",
  "tabs": { "pick": "중개의뢰", "all": "전체" },
  "studio": {
    "title": "설정 스튜디오",
    "list": ["가", "나"]
  }
}
`;

describe('updating a spec/config file in place', () => {
  it('changes only the lines of the values that changed', () => {
    const value = JSON.parse(original);
    value.studio.title = '스튜디오';
    delete value.$schema;
    const text = updateSpecFileText('messages.ko', value, original);
    expect(text).toBe(original.replace('"설정 스튜디오"', '"스튜디오"'));
  });

  it('keeps the text whole when nothing changed, whatever the stored key order', () => {
    const value = {
      studio: { list: ['가', '나'], title: '설정 스튜디오' },
      tabs: { all: '전체', pick: '중개의뢰' },
    };
    expect(updateSpecFileText('messages.ko', value, original)).toBe(original);
  });

  it('writes a changed one-line object over lines, and new keys after the known ones', () => {
    const value = JSON.parse(original);
    value.tabs.all = '모두';
    value.studio.lead = '새 문구';
    const text = updateSpecFileText('messages.ko', value, original);
    expect(JSON.parse(text)).toEqual(value);
    expect(text).toContain('  "tabs": {\n    "pick": "중개의뢰",\n    "all": "모두"\n  },');
    expect(text).toContain('    "list": ["가", "나"],\n    "lead": "새 문구"\n');
  });
});
