import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exercises } from 'virtual:all-exercises';
import { App } from './App';
import { testAppDeps } from '../test/appDeps';
import { LAYOUT_KEY } from '../persistence/storageKeys';

function setup() {
  window.location.hash = '#/parse-tool-calls';
  const user = userEvent.setup();
  const view = render(<App deps={testAppDeps()} exercises={exercises} />);
  const handle = () => screen.getByRole('separator', { name: 'Resize the editor and the results' });
  return { ...view, user, handle };
}

describe('the handle between the editor and the results', () => {
  it('moves by keyboard within its limits, says where it is, and is remembered on the next visit', async () => {
    const first = setup();
    expect(first.handle()).toHaveAttribute('aria-valuenow', '60');
    first.handle().focus();
    await first.user.keyboard('{ArrowDown}{ArrowDown}');
    expect(first.handle()).toHaveAttribute('aria-valuenow', '70');
    expect(first.handle()).toHaveAttribute('aria-valuetext', 'Editor 70% of the height');
    await first.user.keyboard('{End}{ArrowDown}');
    expect(first.handle()).toHaveAttribute('aria-valuenow', '85');
    await first.user.keyboard('{Home}{PageDown}');
    expect(first.handle()).toHaveAttribute('aria-valuenow', '40');
    first.unmount();

    const second = setup();
    expect(second.handle()).toHaveAttribute('aria-valuenow', '40');
    second.handle().focus();
    await second.user.keyboard('{Enter}');
    expect(second.handle()).toHaveAttribute('aria-valuenow', '60');
  });

  it('starts from the middle ground when what is stored is not a layout', () => {
    localStorage.setItem(LAYOUT_KEY, '{"editorShare": "tall"}');
    expect(setup().handle()).toHaveAttribute('aria-valuenow', '60');
  });
});

describe('Alt+Shift+R', () => {
  // jsdom lays nothing out, and has no scrollIntoView.
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('moves from the code to the results and back to the code', async () => {
    const { user } = setup();
    const code = screen.getByRole('textbox', { name: 'Code editor' });
    await user.click(code);
    await user.keyboard('{Alt>}{Shift>}R{/Shift}{/Alt}');
    expect(screen.getByRole('region', { name: 'Results' })).toHaveFocus();
    await user.keyboard('{Alt>}{Shift>}R{/Shift}{/Alt}');
    expect(code).toHaveFocus();
    // The keys typed nothing into the code.
    expect((code as HTMLTextAreaElement).value).not.toMatch(/R$/);
  });
});
