import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageInput } from '@koris/shared/ui';
// Not exported by the package: what the input accepts is the component's own business.
import { IMAGE_ACCEPT } from '../image-input/ImageInput';

// A visitor can switch the file dialog to "All files": the accept attribute is only a hint.
const setup = () => userEvent.setup({ applyAccept: false });
const file = (name: string, type: string) => new File(['x'], name, { type });
/** Files by name and type: the allowed images, whatever the case of their extension … */
const ACCEPTED = [
  ['a.png', 'image/png'],
  ['b.JPG', 'image/jpeg'],
  ['c.jpeg', 'image/jpeg'],
];
/** … and what is not one of them, also when only its name says so. */
const REFUSED = [
  ['animacija.gif', 'image/gif'],
  ['teksts.txt', 'text/plain'],
  ['viltots.png', 'image/gif'],
];
/** The single-image input labelled "Attēls", and what it reported last. */
function renderInput() {
  const onChange = jest.fn();
  render(<ImageInput label="Attēls" onChange={onChange} />);
  return { onChange, input: screen.getByLabelText('Attēls') };
}

describe('ImageInput (docs/product.md#validation)', () => {
  it('offers png, jpg and jpeg only', () => {
    render(<ImageInput label="Attēls" onChange={jest.fn()} />);
    expect(screen.getByLabelText('Attēls')).toHaveAttribute('accept', IMAGE_ACCEPT);
    expect(IMAGE_ACCEPT).toBe('.png,.jpg,.jpeg,image/png,image/jpeg');
  });

  it.each(ACCEPTED)('accepts %s', async (name, type) => {
    const { onChange, input } = renderInput();
    const chosen = file(name, type);
    await setup().upload(input, chosen);
    expect(onChange).toHaveBeenLastCalledWith([chosen]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(REFUSED)('refuses %s with a clear Latvian message', async (name, type) => {
    const { onChange, input } = renderInput();
    await setup().upload(input, file(name, type));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Failu „${name}” nevar pievienot: atļauti tikai png, jpg un jpeg attēli.`,
    );
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/atļauti tikai png, jpg un jpeg/);
  });

  it('with several files keeps the good ones and names the refused', async () => {
    const onChange = jest.fn();
    render(<ImageInput label="Attēli" multiple onChange={onChange} />);
    const good = [file('1.png', 'image/png'), file('2.jpeg', 'image/jpeg')];
    await setup().upload(screen.getByLabelText('Attēli'), [
      good[0]!,
      file('x.gif', 'image/gif'),
      good[1]!,
      file('y.txt', 'text/plain'),
    ]);
    expect(onChange).toHaveBeenLastCalledWith(good);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Šos failus nevar pievienot: x.gif, y.txt. Atļauti tikai png, jpg un jpeg attēli.',
    );
  });

  it('a good choice after a bad one clears the message', async () => {
    const user = setup();
    const onChange = jest.fn();
    render(<ImageInput label="Attēls" onChange={onChange} />);
    const input = screen.getByLabelText('Attēls');
    await user.upload(input, file('x.gif', 'image/gif'));
    await user.upload(input, file('ok.png', 'image/png'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
