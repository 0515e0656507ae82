import { useState } from 'react';

/**
 * A required agreement checkbox (paid-service terms, sign terms): the action it guards runs only
 * once the box is ticked; otherwise the box is marked invalid until it is ticked.
 * `checkboxProps` spread onto the house Checkbox; `invalid` says when to show why.
 */
export function useRequiredAgreement() {
  const [agreed, setAgreed] = useState(false);
  const [showError, setShowError] = useState(false);
  const invalid = showError && !agreed;
  return {
    invalid,
    /** `action` when agreed; otherwise marks the checkbox and does nothing. */
    guard: (action: () => void) => () => {
      if (!agreed) {
        setShowError(true);
        return;
      }
      action();
    },
    checkboxProps: {
      checked: agreed,
      error: invalid,
      onChange: (checked: boolean) => {
        setAgreed(checked);
        if (checked) setShowError(false);
      },
    },
  };
}
