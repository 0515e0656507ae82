import Box, { type BoxProps } from '@mui/material/Box';
import { useRef } from 'react';
import { useSubmitHeldBeforeHydration } from '@/ssr/held-submit';

export type FormProps = Omit<BoxProps<'form'>, 'component' | 'ref'>;

/**
 * The portal's only `<form>` (eslint.config.js refuses any other): on a server-rendered page
 * (docs/ssr.md) the page's first script holds a submit made before the scripts ran, which this
 * sends once the form has hydrated; a form without it dropped the broker's press (매물 등록 on
 * /form said nothing). A Box otherwise, laid out by `sx`.
 */
export function Form(props: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  useSubmitHeldBeforeHydration(ref);
  return <Box ref={ref} component="form" {...props} />;
}
