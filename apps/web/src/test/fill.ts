import type { UserEvent } from '@testing-library/user-event';

/** Replaces what a field holds with `text` in one paste: for tests that check the value, not the typing. */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}
