import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A page with an entity's add/edit modal (`EditFormModal`), as a test drives it. */
export interface EditModalPage {
  user: UserEvent;
  /** The entity as the page names it: "Add Event", "Edit Event". */
  noun: string;
  /** The dialog named `name`, once it is open (and, if the page needs it, settled). */
  opened?: (name: string) => Promise<HTMLElement>;
  /** Lets answers in flight arrive (a fake clock's advance); nothing by default. */
  settle?: () => Promise<unknown>;
}

async function openedDialog(page: EditModalPage, name: string): Promise<HTMLElement> {
  if (page.opened) return page.opened(name);
  const dialog = screen.getByRole('dialog', { name });
  await page.settle?.();
  return dialog;
}

/** Opens the edit modal of the item listed as `label` (its `Labot: label` button). */
export async function openEditModal(page: EditModalPage, label: string): Promise<HTMLElement> {
  await page.user.click(screen.getByRole('button', { name: `Labot: ${label}` }));
  return openedDialog(page, `Edit ${page.noun}`);
}

/** Versijas is in the footer of the edit modal of `label`, not in the add modal. */
export async function expectVersionsOnlyWhenEditing(page: EditModalPage, label: string) {
  await page.user.click(screen.getByRole('button', { name: `Add ${page.noun}` }));
  const adding = await openedDialog(page, `Add ${page.noun}`);
  expect(within(adding).queryByRole('button', { name: 'Versijas' })).not.toBeInTheDocument();
  await page.user.keyboard('{Escape}');

  const editing = await openEditModal(page, label);
  expect(within(editing).getByRole('button', { name: 'Versijas' })).toBeInTheDocument();
}

export interface RestoreSteps {
  /** The item as listed (its `Labot: …` button). */
  label: string;
  /** The name the versions list carries (`Versijas: …`), the listed one by default. */
  listLabel?: string;
  /** Who replaced the version and when, as the list shows it. */
  byline: string;
  /** The version's first words (its `Atjaunot versiju: …` button). */
  summary: string;
}

/**
 * Edit modal → Versijas → Atjaunot on one version; then every dialog has closed and the
 * success alert says "Atjaunots".
 */
export async function restoreFromEditModal(page: EditModalPage, steps: RestoreSteps) {
  const editing = await openEditModal(page, steps.label);
  await page.user.click(within(editing).getByRole('button', { name: 'Versijas' }));
  const versions = await openedDialog(page, `Versijas: ${steps.listLabel ?? steps.label}`);
  expect(await within(versions).findByText(steps.byline)).toBeInTheDocument();
  await page.user.click(
    within(versions).getByRole('button', { name: `Atjaunot versiju: ${steps.summary}` }),
  );
  await page.settle?.();

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByText('Atjaunots')).toBeInTheDocument();
}

/**
 * In the open dialog `name`: the server's message shows inside it, Save can be pressed again
 * and `label` still holds what was typed.
 */
export async function expectErrorInside(
  name: string,
  message: string,
  kept?: { label: string; value: string },
): Promise<HTMLElement> {
  const dialog = screen.getByRole('dialog', { name });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  if (kept) {
    expect(within(dialog).getByLabelText(kept.label)).toHaveValue(kept.value);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  }
  return dialog;
}
