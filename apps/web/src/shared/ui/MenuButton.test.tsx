import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MenuButton, MenuEntry, MenuLabel, MenuSeparator } from './MenuButton';

function Example({ chosen }: { chosen: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <MenuButton
        open={open}
        onOpenChange={setOpen}
        align="end"
        menu={
          <>
            <MenuLabel>Signed in</MenuLabel>
            <MenuSeparator />
            <MenuEntry onSelect={() => chosen.push('Profile')}>Profile</MenuEntry>
            <MenuEntry onSelect={() => chosen.push('Password')}>Password</MenuEntry>
            <MenuEntry onSelect={() => chosen.push('Logout')}>Logout</MenuEntry>
          </>
        }
      >
        Account
      </MenuButton>
      <button type="button">Elsewhere</button>
    </>
  );
}

const button = () => screen.getByRole('button', { name: 'Account' });
const entry = (name: string) => screen.getByRole('menuitem', { name });

describe('MenuButton', () => {
  it('opens from the keyboard on the first or last entry, every time, and moves with arrows, Home, End and letters', async () => {
    const user = userEvent.setup();
    render(<Example chosen={[]} />);
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(entry('Profile')).toHaveFocus();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(entry('Password')).toHaveFocus();
    await user.keyboard('{End}');
    expect(entry('Logout')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(entry('Profile')).toHaveFocus();
    await user.keyboard('l');
    expect(entry('Logout')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(entry('Profile')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(entry('Logout')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{Enter}');
    expect(entry('Profile')).toHaveFocus();
  });

  it('runs the chosen entry, closes and gives the focus back to the button', async () => {
    const chosen: string[] = [];
    const user = userEvent.setup();
    render(<Example chosen={chosen} />);
    await user.click(button());
    expect(screen.getByRole('menu')).toHaveFocus();
    await user.click(entry('Password'));
    expect(chosen).toEqual(['Password']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}{ArrowDown} ');
    expect(chosen).toEqual(['Password', 'Logout']);
  });

  it('closes on Tab, on a click outside and on a second click of the button', async () => {
    const user = userEvent.setup();
    render(<Example chosen={[]} />);
    await user.click(button());
    await user.keyboard('{ArrowDown}{Tab}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button());
    await user.click(button());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
