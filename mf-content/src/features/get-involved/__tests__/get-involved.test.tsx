import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import GetInvolvedPage from '../../../exposes/GetInvolvedPage';
import {} from '@koris/shared/testing';

describe('/iesaisties', () => {
  beforeEach(() => {
    render(
      <MemoryRouter>
        <GetInvolvedPage />
      </MemoryRouter>,
    );
  });

  it('shows the heading, the support section and the history call', () => {
    expect(
      screen.getByRole('heading', { level: 1, name: 'Iesaisties' }).closest('section'),
    ).toHaveAttribute('data-boundary', 'mf-content');
    expect(screen.getByRole('heading', { level: 2, name: 'Atbalsti kori' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Dalies ar kora vēsturi' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/vācam stāstus un lietas/)).toBeInTheDocument();
  });

  it('the support button opens the external donation project in a new tab, marked as external', () => {
    const support = screen.getByRole('link', { name: /Atbalstīt kori/ });
    expect(support).toHaveAccessibleName('Atbalstīt kori (atveras jaunā cilnē)');
    expect(support).toHaveAttribute('href', 'https://www.fonds.lv/');
    expect(support).toHaveAttribute('target', '_blank');
    expect(support).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('invites stories and objects by e-mail with a mailto link', () => {
    const mail = screen.getByRole('link', { name: 'vesture@koris.lv' });
    expect(mail).toHaveAttribute(
      'href',
      'mailto:vesture@koris.lv?subject=St%C4%81sts%20par%20kora%20v%C4%93sturi',
    );
    expect(mail).not.toHaveAttribute('target');
  });
});
