import { describe, expect, it } from 'vitest';
import { failOnUnhandled, recordUnhandled } from './unhandled';

describe('API calls no handler answered', () => {
  it('fail the test, named once each', () => {
    recordUnhandled(new Request('http://localhost/api/v2/kiso-report/penalty'));
    recordUnhandled(new Request('http://localhost/api/v2/kiso-report/penalty'));
    recordUnhandled(new Request('http://localhost/api/v2/room?page=2', { method: 'POST' }));
    expect(() => failOnUnhandled()).toThrow(
      'No MSW handler answered GET /api/v2/kiso-report/penalty, POST /api/v2/room?page=2:',
    );
  });

  it('are forgotten once reported, so the next test starts clean', () => {
    recordUnhandled(new Request('http://localhost/api/v2/config'));
    expect(() => failOnUnhandled()).toThrow();
    expect(() => failOnUnhandled()).not.toThrow();
  });
});
