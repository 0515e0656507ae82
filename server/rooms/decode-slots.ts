// How many photos are decoded at once. Decoding is the expensive part of an upload (a 50
// megapixel picture takes about 150 MB and seconds of CPU), and sharp would otherwise run one
// decode per libuv thread, four at once, each holding its pixels. Uploads beyond the slots wait
// in order; when too many wait (each holding its file of up to 10 MB), the next is told to try
// again later instead of queueing without bound.
import pLimit from 'p-limit';
import { ApiError } from '../lib/errors.ts';

export const DECODE_MSG = {
  busy: '사진을 처리하는 요청이 많습니다. 잠시 후 다시 올려주세요.',
} as const;

export interface DecodeSlots {
  /** Runs `decode` in a free slot (waiting for one); 429 when `maxWaiting` already wait. */
  run<T>(decode: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function decodeSlots(concurrency: number, maxWaiting: number): DecodeSlots {
  const limit = pLimit(concurrency);
  return {
    run(decode) {
      if (limit.pendingCount >= maxWaiting) throw new ApiError(429, DECODE_MSG.busy);
      return limit(decode);
    },
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}

/** The process's photo decodes: two at once, eight waiting. */
export const photoDecodes = decodeSlots(2, 8);
