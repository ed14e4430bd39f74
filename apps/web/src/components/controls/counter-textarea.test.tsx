import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { CounterTextarea, sanitizePastedText } from './counter-textarea';

function Campo({
  inicial = '',
  min,
  onSend,
}: {
  inicial?: string;
  min?: number;
  onSend?: (v: string) => void;
}) {
  const [v, setV] = useState(inicial);
  return <CounterTextarea label="Observação" value={v} onChange={setV} max={10} min={min} onSend={onSend} />;
}

const contador = () => screen.getByTestId('contador');

describe('CounterTextarea', () => {
  it('shows length/max', () => {
    renderWithProviders(<Campo inicial="abc" />);
    expect(contador()).toHaveTextContent('3/10');
  });

  it.each([
    ['', undefined, 'normal'],
    ['abc', undefined, 'normal'],
    ['abcd', undefined, 'aviso'],
    ['abcdefghi', undefined, 'aviso'],
    ['abcdefghij', undefined, 'perigo'],
    ['ab', 3, 'perigo'],
    ['abc', 3, 'normal'],
  ])('colours %j (min %s) as %s', (texto, min, cor) => {
    renderWithProviders(<Campo inicial={texto} min={min} />);
    expect(contador()).toHaveAttribute('data-cor', cor);
  });

  it('changes colour while typing and stops at the maximum', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Campo />);
    const campo = screen.getByLabelText('Observação');
    await user.type(campo, 'abcd');
    expect(contador()).toHaveAttribute('data-cor', 'aviso');
    await user.type(campo, 'efghijklmn');
    expect(campo).toHaveValue('abcdefghij');
    expect(contador()).toHaveTextContent('10/10');
    expect(contador()).toHaveAttribute('data-cor', 'perigo');
  });

  it('sends on Enter and breaks the line on Shift+Enter', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    renderWithProviders(<Campo onSend={onSend} />);
    const campo = screen.getByLabelText('Observação');
    await user.type(campo, 'oi');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(onSend).not.toHaveBeenCalled();
    expect(campo).toHaveValue('oi\n');
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('oi\n');
  });

  it('pastes plain text only, cut to the room left', () => {
    renderWithProviders(<Campo inicial="ab" />);
    const campo = screen.getByLabelText('Observação') as HTMLTextAreaElement;
    campo.setSelectionRange(2, 2);
    fireEvent.paste(campo, {
      clipboardData: {
        getData: (t: string) =>
          t === 'text/html'
            ? '<b>ol&aacute;</b><script>alert(1)</script><img src=x onerror=alert(1)>xyz123'
            : '',
      },
    });
    expect(campo).toHaveValue('aboláxyz12');
    expect(campo.value).not.toContain('<');
  });

  it('sanitises markup into text', () => {
    expect(sanitizePastedText('<p>um</p><p>dois<br>três</p><style>x{}</style>', '')).toBe('um\ndois\ntrês');
    expect(sanitizePastedText('', 'texto <b>puro</b>')).toBe('texto puro');
  });
});
