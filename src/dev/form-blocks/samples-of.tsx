import type { ComponentType, ReactNode } from 'react';
import { LiveSample, type Controlled, type OwnProps, type Sample } from './live-sample';

/** The samples of one block, each holding its own value: no state pairs in the page. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any value type; P fixes it
export function samplesOf<P extends Controlled<any>>(
  Block: ComponentType<P>,
  samples: readonly Sample<P['value'], OwnProps<P>>[],
): ReactNode[] {
  return samples.map((sample, i) => <LiveSample key={i} Block={Block} sample={sample} />);
}
