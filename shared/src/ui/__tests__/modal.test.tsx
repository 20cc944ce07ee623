import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, useAlertStore } from '@koris/shared/ui';

afterEach(() => useAlertStore.getState().clearAlerts());

function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <main>
      <button type="button">Cits</button>
      <button type="button" onClick={() => setOpen(true)}>
        Pievienot notikumu
      </button>
      <Modal
        open={open}
        title="Jauns notikums"
        onClose={close}
        footer={
          <>
            <button type="button">Save</button>
            <button type="button" onClick={close}>
              Close
            </button>
          </>
        }
      >
        <label>
          Nosaukums <input />
        </label>
        <label>
          Apraksts <textarea />
        </label>
      </Modal>
    </main>
  );
}

describe('Modal', () => {
  it('is a modal dialog labelled by its title, with focus on its first field', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Pievienot notikumu' }));
    const dialog = screen.getByRole('dialog', { name: 'Jauns notikums' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Nosaukums' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Pievienot notikumu' }));
    await user.tab(); // Apraksts
    await user.tab(); // Save
    await user.tab(); // footer Close
    expect(screen.getAllByRole('button', { name: 'Close' }).at(-1)).toHaveFocus();
    await user.tab(); // wraps to the header ×, the first focusable
    expect(screen.getAllByRole('button', { name: 'Close' })[0]).toHaveFocus();
    await user.tab({ shift: true }); // wraps back to the last
    expect(screen.getAllByRole('button', { name: 'Close' }).at(-1)).toHaveFocus();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Pievienot notikumu' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the × button, returning focus', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Pievienot notikumu' });
    await user.click(opener);
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('with two modals open, Escape closes only the top one', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Modal open={outer} title="Ārējais" onClose={() => setOuter(false)}>
          <button type="button" onClick={() => setInner(true)}>
            Dzēst
          </button>
          <Modal open={inner} title="Apstiprināt" size="medium" onClose={() => setInner(false)}>
            <button type="button">Jā</button>
          </Modal>
        </Modal>
      );
    }
    render(<Nested />);
    const inside = screen.getByRole('button', { name: 'Dzēst' });
    await user.click(inside);
    expect(screen.getByRole('button', { name: 'Jā' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Apstiprināt' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ārējais' })).toBeInTheDocument();
    expect(inside).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stops the page behind from scrolling while open', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Pievienot notikumu' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('lets the page scroll again when a modal and one opened from it close together', async () => {
    const user = userEvent.setup();
    function Stacked() {
      const [open, setOpen] = useState(true);
      const [inner, setInner] = useState(false);
      return open ? (
        <Modal open title="Labot notikumu" onClose={() => setOpen(false)}>
          <button type="button" onClick={() => setInner(true)}>
            Versijas
          </button>
          <Modal open={inner} title="Versijas" size="medium" onClose={() => setInner(false)}>
            <button type="button" onClick={() => setOpen(false)}>
              Atjaunot
            </button>
          </Modal>
        </Modal>
      ) : null;
    }
    render(<Stacked />);
    await user.click(screen.getByRole('button', { name: 'Versijas' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Atjaunot' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
