import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exercises } from 'virtual:all-exercises';
import { App } from './App';
import { testAppDeps } from '../test/appDeps';
import { LEARNER_NAME_KEY } from '../persistence/storageKeys';

const NAME = 'Your name, as your teacher knows you';

async function openHome() {
  window.location.hash = '#/';
  const deps = testAppDeps({}, () => Date.UTC(2026, 11, 2));
  render(<App deps={deps} exercises={exercises} />);
  return { deps, user: userEvent.setup(), handIn: await screen.findByRole('region', { name: 'Hand in your work' }) };
}

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('handing in from the home page', () => {
  it('asks for a name before making a file', async () => {
    const { user, handIn } = await openHome();
    await user.click(within(handIn).getByRole('button', { name: 'Download submission' }));
    expect(within(handIn).getByRole('status')).toHaveTextContent('Write your name first');
  });

  it('says there is nothing to hand in before any code is saved, and remembers the name for next time', async () => {
    const { user, handIn } = await openHome();
    await user.type(within(handIn).getByLabelText(NAME), 'Ada Lovelace{Enter}');
    expect(await within(handIn).findByText(/^Nothing to hand in yet/)).toHaveAttribute('role', 'status');
    expect(localStorage.getItem(LEARNER_NAME_KEY)).toBe('Ada Lovelace');
  });

  it('downloads the whole course with the code saved for it', async () => {
    const { deps, user, handIn } = await openHome();
    deps.codeStore.save('parse-tool-calls', 'export function parseToolCalls() {}');
    const files: Blob[] = [];
    // jsdom has no object URLs or downloads: the file is caught where the page hands it to the browser.
    URL.createObjectURL = vi.fn((blob: Blob) => (files.push(blob), 'blob:submission'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.type(within(handIn).getByLabelText(NAME), 'Ada Lovelace');
    await user.click(within(handIn).getByRole('button', { name: 'Download submission' }));
    expect(await within(handIn).findByText(/^Downloaded tool-calling-course-ada-lovelace-2026-12-02\.submission\.json/)).toBeVisible();
    expect(click).toHaveBeenCalledTimes(1);
    const file = JSON.parse(await files[0]!.text()) as { learner: string; entries: { exercise: string }[] };
    expect(file).toMatchObject({ learner: 'Ada Lovelace', entries: [{ exercise: 'parse-tool-calls' }] });
  });
});
