import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './Field';
import { FormDialog } from './FormDialog';

function Harness({
  error = null,
  pending = false,
  onSubmit = () => {},
}: Partial<{ error: string | null; pending: boolean; onSubmit: () => void }>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'Dialog open' : 'Dialog closed'}</p>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="New tag"
        submitLabel="Create tag"
        pending={pending}
        error={error}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <TextField label="Tag name" />
        <TextField label="Colour" />
      </FormDialog>
    </>
  );
}

describe('the form dialog', () => {
  it('opens with its title and focus in the first field', async () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'New tag' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Tag name')).toHaveFocus());
  });

  it('submits the form from its footer button', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the server error above the fields and the pending save on the submit button', () => {
    render(<Harness error="The newsletter was deleted" pending />);
    expect(screen.getByRole('alert')).toHaveTextContent('The newsletter was deleted');
    expect(screen.getByRole('button', { name: /Saving…/ })).toBeDisabled();
  });

  it('closes with Escape and with Cancel', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.keyboard('{Escape}');
    expect(screen.getByText('Dialog closed')).toBeInTheDocument();
    unmount();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Dialog closed')).toBeInTheDocument();
  });
});
