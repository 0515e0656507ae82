import { Component, type ReactNode } from 'react';
import type { SmokePart } from '@/lib/config/preview-messages';
import { reportFailed, useFrameState } from './frame-store';

interface Props {
  part: SmokePart;
  /** For a step's popup: its type. */
  step?: string;
  children: ReactNode;
}

class Boundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportFailed(this.props.part, error, this.props.step);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * In a smoke frame, what `part` throws while rendering is reported to the studio with the part's
 * name (the studio refuses the publish). In the interactive preview the part renders as it always
 * did: no boundary of its own, so an error shows the route's fallback as before.
 */
export function SmokeBoundary({ part, step, children }: Props) {
  const { smoke } = useFrameState();
  if (!smoke) return children;
  return (
    <Boundary part={part} step={step}>
      {children}
    </Boundary>
  );
}
