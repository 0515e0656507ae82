import { useState } from 'react';
import { TextInput } from '@/components/form/text-input';
import { developerOwnedNote } from '../model/ownership';
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
  /** A developer-owned value (x-owner in the schema): shown, not edited. */
  readOnly?: boolean;
}

/**
 * The input both fields render: its id from the pointer (or `id`), its label or accessible name,
 * and the checker's problem under it. The fields decide what typing and leaving do.
 */
function DraftInput({
  field,
  text,
  onType,
  onLeave,
  maxLength,
}: {
  field: DraftFieldBase;
  text: string;
  onType: (text: string) => void;
  onLeave: () => void;
  maxLength?: number;
}) {
  const error = fieldError(field.problems, field.file, field.pointer);
  return (
    <TextInput
      id={field.id ?? fieldId(field.file, field.pointer)}
      label={field.hideLabel ? undefined : field.label}
      aria-label={field.hideLabel ? field.label : undefined}
      value={text}
      maxLength={maxLength}
      showCounter={false}
      onChange={onType}
      onBlur={onLeave}
      disabled={field.readOnly}
      error={error !== undefined}
      helperText={error ?? (field.readOnly ? developerOwnedNote() : field.helperText)}
      width={field.width}
    />
  );
}

/**
 * A text value of the draft. Nothing is checked while typing (Korean IME composition is never
 * interrupted): the checker runs on the saved draft and its problem appears under the field.
 */
export function DraftTextField(
  props: DraftFieldBase & { value: string; onCommit: (value: string) => void },
) {
  // The typed text of a field that commits on blur; null shows the draft's value.
  const [editing, setEditing] = useState<string | null>(null);
  const blur = props.commitOn === 'blur';
  return (
    <DraftInput
      field={props}
      text={editing ?? props.value}
      maxLength={props.maxLength}
      onType={(v) => (blur ? setEditing(v) : props.onCommit(v))}
      onLeave={() => {
        if (blur && editing !== null && editing !== props.value) props.onCommit(editing);
        setEditing(null);
      }}
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
  const [editing, setEditing] = useState<string | null>(null);
  const shown = props.value === undefined ? '' : String(props.value);
  return (
    <DraftInput
      field={props}
      text={editing ?? shown}
      maxLength={props.maxLength ?? 12}
      onType={(v) => {
        if (!/^-?\d*$/.test(v)) return;
        setEditing(v);
        if (props.commitOn !== 'blur' && INTEGER.test(v)) props.onCommit(Number(v));
      }}
      onLeave={() => {
        if (editing !== null && INTEGER.test(editing) && Number(editing) !== props.value)
          props.onCommit(Number(editing));
        setEditing(null);
      }}
    />
  );
}
