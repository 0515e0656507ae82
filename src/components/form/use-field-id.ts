import { useId } from 'react';

/** A stable id for a field: the given one, else one derived from the name, else a generated one. */
export function useFieldId(id?: string, name?: string): string {
  const generated = useId();
  return (
    id ?? (name ? `field-${name.replace(/[^\w-]/g, '-')}${generated.replace(/:/g, '')}` : generated)
  );
}
