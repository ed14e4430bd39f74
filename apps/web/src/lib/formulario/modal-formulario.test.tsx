import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders as renderizar } from '../../components/testing/render';
import { ApiError } from '../api-client';
import { useFormulario } from './formulario';
import { ModalFormulario } from './modal-formulario';

const esquema = z.object({ nome: z.string().trim().min(1, 'Informe o nome.') });

function Exemplo({
  salvar,
  nomeDoRegistro,
}: {
  salvar: (e: { nome: string }) => Promise<unknown>;
  nomeDoRegistro: string;
}) {
  const [aberto, setAberto] = useState(false);
  const f = useFormulario(esquema, { nome: '' });
  const enviar = f.aoEnviar(async (corpo) => {
    await salvar(corpo);
    setAberto(false);
  });
  return (
    <>
      <button type="button" onClick={() => setAberto(true)}>
        Editar
      </button>
      <ModalFormulario
        opened={aberto}
        onClose={() => setAberto(false)}
        title="Editar registro"
        formulario={f}
        onSalvar={enviar}
        aoAbrir={() => f.form.reset({ nome: nomeDoRegistro })}
      >
        <TextInput label="Nome" {...f.campo.texto('nome')} />
      </ModalFormulario>
    </>
  );
}

describe('ModalFormulario', () => {
  it('starts from the record at each opening and keeps what is typed while open', async () => {
    const salvar = vi.fn().mockResolvedValue({});
    const { rerender } = renderizar(<Exemplo salvar={salvar} nomeDoRegistro="Auxiliar" />);
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const nome = await screen.findByRole('textbox', { name: 'Nome' });
    expect(nome).toHaveValue('Auxiliar');
    await userEvent.type(nome, ' II');
    // a refresh of the record while the form is open does not wipe what was typed
    rerender(<Exemplo salvar={salvar} nomeDoRegistro="Auxiliar (atualizado)" />);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Auxiliar II');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(await screen.findByRole('textbox', { name: 'Nome' })).toHaveValue('Auxiliar (atualizado)');
  });

  it('sends with Enter in a field, and shows a refusal without a field above the fields', async () => {
    const salvar = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, { error: 'Unidade sem contrato ativo.' }, 'x', false))
      .mockResolvedValueOnce({});
    renderizar(<Exemplo salvar={salvar} nomeDoRegistro="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Operador{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unidade sem contrato ativo.');
    expect(salvar).toHaveBeenCalledWith({ nome: 'Operador' });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(salvar).toHaveBeenCalledTimes(2);
  });
});
