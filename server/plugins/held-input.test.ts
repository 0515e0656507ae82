// @vitest-environment jsdom
// What a server-rendered page keeps of what the broker did before its scripts ran
// (./held-input.ts): the last submit, and the last press of a button that would otherwise do
// nothing; links and submit buttons are the browser's and the held submit's; the last choice in
// each select, radio group and checkbox, which hydration would set back.
import { beforeEach, describe, expect, it } from 'vitest';
import { HELD_INPUT_GLOBAL, HOLD_INPUT_SCRIPT } from './held-input.ts';

type Held = NonNullable<Window['__heldInput']>;
const held = () => (window as unknown as Record<string, Held>)[HELD_INPUT_GLOBAL] as Held;

beforeEach(() => {
  document.body.innerHTML = `
    <button type="button" id="search">찾기</button>
    <div role="tab" id="tab"><span id="tab-label">전체</span></div>
    <a href="/gongsil/list"><span role="button" id="in-link">공실</span></a>
    <form id="login"><input name="email"><button id="send">로그인</button></form>
    <p id="text">안내</p>
    <form id="room">
      <select id="room-type" name="roomType"><option value="">선택</option><option value="TWO_ROOM">투룸</option></select>
      <input type="radio" name="dealType" value="MONTHLY" id="monthly"><input type="radio" name="dealType" value="LEASE" id="lease">
      <input type="checkbox" id="agree" name="agree">
    </form>`;
  // The page's own inline script, run as the page runs it.
  new Function(HOLD_INPUT_SCRIPT)();
});

const click = (id: string) => document.getElementById(id)?.click();
/** Chooses `value` in the select `id` as a broker does: the browser then fires change. */
function choose(id: string, value: string) {
  const select = document.getElementById(id) as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('the script at the top of a rendered page', () => {
  it('keeps the last button or tab pressed, from any element inside it', () => {
    click('search');
    expect(held().press?.id).toBe('search');
    click('tab-label');
    expect(held().press?.id).toBe('tab');
  });

  it('leaves links, submit buttons and plain text alone', () => {
    click('in-link');
    click('send');
    click('text');
    expect(held().press).toBeNull();
    // The submit button's press is its form's submit, held as that.
    expect(held().held?.form.id).toBe('login');
  });

  it('keeps nothing once React listens', () => {
    held().reactListens = true;
    click('search');
    expect(held().press).toBeNull();
  });

  it('keeps the last choice of each select, radio group and checkbox', () => {
    choose('room-type', 'TWO_ROOM');
    click('monthly');
    click('lease');
    click('agree');
    expect(held().choices).toEqual({
      'select:room-type': 'TWO_ROOM',
      'radio:dealType': 'LEASE',
      'checkbox:agree': true,
    });
    click('agree');
    expect(held().choices['checkbox:agree']).toBe(false);
  });

  it('keeps no choice once React listens', () => {
    held().reactListens = true;
    choose('room-type', 'TWO_ROOM');
    click('lease');
    expect(held().choices).toEqual({});
  });
});
