import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType, type ReactNode } from 'react';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';

/** The two props every controlled block takes. */
export interface Controlled<V> {
  value: V;
  onChange: (value: V) => void;
}

/** One state of a block on the gallery page. */
export interface Sample<V, P> {
  /** Everything but value and onChange. */
  props: P;
  /** The starting value; the sample keeps what is typed unless it is fixed. */
  initial: V;
  /** A state shown as is (disabled, or an error that must not clear): changes are ignored. */
  fixed?: boolean;
  /** Shows the value the block reports under it. */
  showValue?: boolean;
  /** Props that follow the value (an error shown while the value is empty). */
  propsFor?: (value: V) => Partial<P>;
}

const ignore = () => undefined;

/** The value a block reports, under the block. */
export function ValueLine({ value }: { value: string }) {
  const catalogueText = useConfig(messages.form).catalogue;

  return (
    <Typography component="p" sx={{ fontSize: 12, color: 'text.secondary', mt: 0.5 }}>
      {fmt(catalogueText.value, { value: value === '' ? catalogueText.empty : value })}
    </Typography>
  );
}

/** The props of a block other than its value and onChange. */
export type OwnProps<P> = Omit<P, 'value' | 'onChange'>;

/** One sample holding its own value. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any value type; P fixes it
export function LiveSample<P extends Controlled<any>>({
  Block,
  sample,
}: {
  Block: ComponentType<P>;
  sample: Sample<P['value'], OwnProps<P>>;
}) {
  const [value, setValue] = useState<P['value']>(sample.initial);
  const shown = sample.fixed ? sample.initial : value;
  const props = { ...sample.props, ...sample.propsFor?.(shown) } as P;
  const block = <Block {...props} value={shown} onChange={sample.fixed ? ignore : setValue} />;
  if (!sample.showValue) return block;
  return (
    <Box>
      {block}
      <ValueLine value={String(shown)} />
    </Box>
  );
}

/** A sample with a state of its own shape (toggled chips): the render function gets it. */
export function Live<V>({
  initial,
  children,
}: {
  initial: V;
  children: (value: V, setValue: (value: V) => void) => ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return <>{children(value, setValue)}</>;
}
