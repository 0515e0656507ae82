import { useState } from 'react';
import { TextInput } from '@/components/form/text-input';
import { koreanReason } from '../model/problem-reason';
import { fieldError, fieldId } from '../model/problems';
import type { StudioProblem } from '../model/studio-section';

interface DraftFieldBase {
  /** The file and JSON pointer the field edits: its DOM id and the problems shown under it. */
  file: string;
  pointer: string;
  problems: readonly StudioProblem[];
  label: string;
  /** 'blur' for values other things are keyed by (a product key, a period): typing never
   * re-keys the item half-way. */
  commitOn?: 'change' | 'blur';
  width?: number | string;
  helperText?: string;
  maxLength?: number;
  /** Another DOM id, for a second control of the same pointer (a period next to its price). */
  id?: string;
  /** Grid cells: the label is the field's accessible name only (the column header shows it). */
  hideLabel?: boolean;
}

function useDraftText(shown: string) {
  const [editing, setEditing] = useState<string | null>(null);
  return { text: editing ?? shown, editing, setEditing };
}

const errorOf = (p: DraftFieldBase) => {
  const reason = fieldError(p.problems, p.file, p.pointer);
  return reason === undefined ? undefined : koreanReason(reason);
};

/**
 * A text value of the draft. Nothing is checked while typing (Korean IME composition is never
 * interrupted): the checker runs on the saved draft and its problem appears under the field.
 */
export function DraftTextField(
  props: DraftFieldBase & { value: string; onCommit: (value: string) => void },
) {
  const { text, editing, setEditing } = useDraftText(props.value);
  const error = errorOf(props);
  const blur = props.commitOn === 'blur';
  return (
    <TextInput
      id={props.id ?? fieldId(props.file, props.pointer)}
      label={props.hideLabel ? undefined : props.label}
      aria-label={props.hideLabel ? props.label : undefined}
      value={text}
      maxLength={props.maxLength}
      showCounter={false}
      onChange={(v) => (blur ? setEditing(v) : props.onCommit(v))}
      onBlur={() => {
        if (blur && editing !== null && editing !== props.value) props.onCommit(editing);
        setEditing(null);
      }}
      error={error !== undefined}
      helperText={error ?? props.helperText}
      width={props.width}
    />
  );
}

const INTEGER = /^-?\d+$/;

/**
 * A whole number of the draft. A minus sign may be typed: the checker, not the keyboard, says
 * what is allowed, and says it at the field. An emptied field returns to its value on blur.
 */
export function DraftIntField(
  props: DraftFieldBase & { value: number | undefined; onCommit: (value: number) => void },
) {
  const shown = props.value === undefined ? '' : String(props.value);
  const { text, editing, setEditing } = useDraftText(shown);
  const error = errorOf(props);
  const blur = props.commitOn === 'blur';
  return (
    <TextInput
      id={props.id ?? fieldId(props.file, props.pointer)}
      label={props.hideLabel ? undefined : props.label}
      aria-label={props.hideLabel ? props.label : undefined}
      value={text}
      maxLength={props.maxLength ?? 12}
      showCounter={false}
      onChange={(v) => {
        if (!/^-?\d*$/.test(v)) return;
        setEditing(v);
        if (!blur && INTEGER.test(v)) props.onCommit(Number(v));
      }}
      onBlur={() => {
        if (editing !== null && INTEGER.test(editing) && Number(editing) !== props.value)
          props.onCommit(Number(editing));
        setEditing(null);
      }}
      error={error !== undefined}
      helperText={error ?? props.helperText}
      width={props.width}
    />
  );
}
