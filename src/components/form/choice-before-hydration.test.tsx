// A choice made in a server-rendered form before its scripts ran (docs/ssr.md): hydration sets a
// controlled select, radio or checkbox back to the field's value, so the page's first script
// keeps the choice (server/plugins/held-input.ts) and the field takes it once mounted.
import { render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { HeldInput } from '@/ssr/held-input';
import { Checkbox } from './checkbox';
import { RadioGroup } from './radio-group';
import { Select } from './select';

const OPTIONS = [
  { value: 'ONE_ROOM', label: '원룸' },
  { value: 'TWO_ROOM', label: '투룸' },
];

function Choices() {
  const [type, setType] = useState('');
  const [deal, setDeal] = useState('MONTHLY');
  const [agree, setAgree] = useState(false);
  return (
    <>
      <Select
        id="room-type"
        name="roomType"
        label="방 종류"
        value={type}
        onChange={setType}
        options={OPTIONS}
      />
      <RadioGroup
        name="dealType"
        label="거래 유형"
        value={deal}
        onChange={setDeal}
        options={[
          { value: 'MONTHLY', label: '월세' },
          { value: 'LEASE', label: '전세' },
        ]}
      />
      <Checkbox id="agree" label="동의" checked={agree} onChange={setAgree} />
      <output data-testid="state">{`${type}|${deal}|${agree}`}</output>
    </>
  );
}

/** The page's first script's record, as a broker's choices left it. */
function chosen(choices: HeldInput['choices']) {
  window.__heldInput = {
    held: null,
    live: new WeakSet(),
    press: null,
    choices,
    reactListens: true,
  };
}

/** Server HTML of `ui`, hydrated. */
function hydrate(ui: ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(ui);
  return render(ui, { container, hydrate: true });
}

afterEach(() => {
  delete window.__heldInput;
});

describe('choices made before hydration', () => {
  it('each field takes the choice kept for it', async () => {
    chosen({ 'select:room-type': 'TWO_ROOM', 'radio:dealType': 'LEASE', 'checkbox:agree': true });
    hydrate(<Choices />);
    expect(await screen.findByTestId('state')).toHaveTextContent('TWO_ROOM|LEASE|true');
    expect(screen.getByLabelText(/방 종류/)).toHaveValue('TWO_ROOM');
    expect(screen.getByRole('radio', { name: '전세' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '동의' })).toBeChecked();
  });

  it('a choice is taken once: a field mounted again starts from the form', async () => {
    chosen({ 'select:room-type': 'TWO_ROOM' });
    const { unmount } = hydrate(<Choices />);
    expect(await screen.findByTestId('state')).toHaveTextContent('TWO_ROOM|MONTHLY|false');
    unmount();
    render(<Choices />);
    expect(screen.getByTestId('state')).toHaveTextContent('|MONTHLY|false');
  });

  it('a page the browser rendered keeps nothing and changes nothing', () => {
    render(<Choices />);
    expect(screen.getByTestId('state')).toHaveTextContent('|MONTHLY|false');
  });
});
