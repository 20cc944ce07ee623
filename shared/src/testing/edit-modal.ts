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
 * Add → types the text fields and attaches the files (label → value) → Save; resolves to the
 * add modal, still open if the save failed.
 */
export async function saveNew(
  page: EditModalPage,
  fields: Record<string, string | File>,
): Promise<HTMLElement> {
  await page.user.click(screen.getByRole('button', { name: `Add ${page.noun}` }));
  const dialog = await openedDialog(page, `Add ${page.noun}`);
  for (const [label, value] of Object.entries(fields)) {
    const field = within(dialog).getByLabelText(label);
    if (typeof value === 'string') await page.user.type(field, value);
    else await page.user.upload(field, value);
  }
  await page.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

/**
 * The server's message shows inside the still open `dialog`; with `kept`, that field still
 * holds what was typed and Save can be pressed again.
 */
export async function expectErrorInside(
  dialog: HTMLElement,
  message: string,
  kept?: { label: string; value: string },
): Promise<void> {
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  if (kept) {
    expect(within(dialog).getByLabelText(kept.label)).toHaveValue(kept.value);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  }
}
