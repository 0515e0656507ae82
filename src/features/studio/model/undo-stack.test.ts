import { emptyUndo, JOIN_MS, recordEdit, redoEdit, undoEdit } from './undo-stack';

describe('undo and redo of draft edits', () => {
  it('goes back and forward through edits, and a new edit ends the redo', () => {
    let s = emptyUndo<string>();
    s = recordEdit(s, 'a', 'x', 0);
    s = recordEdit(s, 'b', 'y', 5000);
    const u1 = undoEdit(s, 'c')!;
    expect(u1.value).toBe('b');
    const u2 = undoEdit(u1.stack, 'b')!;
    expect(u2.value).toBe('a');
    expect(undoEdit(u2.stack, 'a')).toBeNull();
    const r1 = redoEdit(u2.stack, 'a')!;
    expect(r1.value).toBe('b');
    const edited = recordEdit(r1.stack, 'b', 'z', 9000);
    expect(redoEdit(edited, 'd')).toBeNull();
    expect(undoEdit(edited, 'd')!.value).toBe('b');
  });

  it('joins a burst of typing in one place into one step, but not edits of other places', () => {
    let s = emptyUndo<string>();
    s = recordEdit(s, '', 'label', 0);
    s = recordEdit(s, '일', 'label', 300);
    s = recordEdit(s, '일반', 'label', 600);
    expect(s.past).toEqual(['']);
    s = recordEdit(s, '일반!', 'price', 700);
    s = recordEdit(s, '일반!!', 'price', 700 + JOIN_MS);
    expect(s.past).toEqual(['', '일반!', '일반!!']);
  });

  it('keeps a bounded number of steps, dropping the oldest', () => {
    let s = emptyUndo<number>();
    for (let i = 0; i < 5; i++) s = recordEdit(s, i, `p${i}`, i * 10_000, 3);
    expect(s.past).toEqual([2, 3, 4]);
  });
});
