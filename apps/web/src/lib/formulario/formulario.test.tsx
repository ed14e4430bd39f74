import { moedaParaNumero } from '@backoffice/domain/candidato-cadastro';
import { Button, NumberInput, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders as renderizar } from '../../components/testing/render';
import { ApiError } from '../api-client';
import { AlertaFormulario } from './alerta-formulario';
import { paraTexto } from './envio';
import { errosDoServidor } from './erros-servidor';
import { useFormulario } from './formulario';

// a request of the domain's kind: money travels as the spec's text
const esquema = z.object({
  nm_cargo: z.string().trim().min(1, 'Informe o cargo.'),
  vl_salario: z
    .string()
    .refine((v) => v === '' || moedaParaNumero(v) !== null, 'Salário inválido.')
    .refine((v) => (moedaParaNumero(v) ?? 0) <= 99_999, 'Salário acima do permitido.'),
});
interface Valores {
  nm_cargo: string;
  vl_salario: number | null;
}
const paraEnvio = (v: Valores): z.input<typeof esquema> => ({
  nm_cargo: v.nm_cargo,
  vl_salario: paraTexto.moeda(v.vl_salario),
});

function Exemplo({ salvar }: { salvar: (e: z.input<typeof esquema>) => Promise<unknown> }) {
  const f = useFormulario(esquema, { nm_cargo: '', vl_salario: null } as Valores, paraEnvio);
  return (
    <form onSubmit={f.aoEnviar(salvar)} noValidate>
      <AlertaFormulario mensagem={f.erroGeral} />
      <TextInput label="Cargo" {...f.campo.texto('nm_cargo')} />
      <NumberInput
        label="Salário"
        decimalSeparator=","
        thousandSeparator="."
        {...f.campo.numero('vl_salario')}
      />
      <Button type="submit" loading={f.pendente}>
        Salvar
      </Button>
    </form>
  );
}

describe('useFormulario', () => {
  it("shows the schema's message next to the field once it is left", async () => {
    renderizar(<Exemplo salvar={vi.fn()} />);
    const cargo = screen.getByRole('textbox', { name: 'Cargo' });
    await userEvent.click(cargo);
    await userEvent.tab();
    expect(await screen.findByText('Informe o cargo.')).toBeInTheDocument();
    expect(cargo).toHaveAttribute('aria-invalid', 'true');
    expect(cargo.getAttribute('aria-describedby')).toContain(
      screen.getByText('Informe o cargo.').getAttribute('id'),
    );
    await userEvent.type(cargo, 'Auxiliar');
    await waitFor(() => expect(screen.queryByText('Informe o cargo.')).not.toBeInTheDocument());
  });

  it('does not send a form the schema refuses', async () => {
    const salvar = vi.fn(async () => undefined);
    renderizar(<Exemplo salvar={salvar} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o cargo.')).toBeInTheDocument();
    expect(salvar).not.toHaveBeenCalled();
  });

  it('keeps a number as typed once and sends it in the wire format', async () => {
    const salvar = vi.fn(async (_e: z.input<typeof esquema>) => undefined);
    renderizar(<Exemplo salvar={salvar} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Cargo' }), 'Auxiliar');
    await userEvent.type(screen.getByRole('textbox', { name: 'Salário' }), '1234,5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(salvar).toHaveBeenCalledWith({ nm_cargo: 'Auxiliar', vl_salario: '1.234,50' }),
    );
  });

  it("puts a server refusal on the field it names, with the field's message, and the rest in one alert", async () => {
    let soltar = () => {};
    const salvar = vi.fn(
      () =>
        new Promise((_ok, falhar) => {
          soltar = () =>
            falhar(
              new ApiError(
                400,
                {
                  error: [
                    'vl_salario: Valor acima do permitido para o contrato.',
                    'Unidade sem contrato ativo.',
                  ],
                },
                'x',
                false,
              ),
            );
        }),
    );
    renderizar(<Exemplo salvar={salvar} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Cargo' }), 'Auxiliar');
    await userEvent.type(screen.getByRole('textbox', { name: 'Salário' }), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    // pending while the save runs
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Salvar' })).toHaveAttribute('data-loading'),
    );
    soltar();
    expect(await screen.findByText('Valor acima do permitido para o contrato.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Salário' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Unidade sem contrato ativo.');
    expect(screen.queryByText(/vl_salario/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Salvar' })).not.toHaveAttribute('data-loading'),
    );
  });

  it('puts a conflict that names a field beside it; a conflict that names none is not taken as a refusal', async () => {
    const salvar = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, { error: ['nm_cargo: Este cargo já existe.'] }, 'x', false))
      .mockRejectedValueOnce(new ApiError(409, { error: 'Registro alterado por outra pessoa.' }, 'x', true));
    renderizar(<Exemplo salvar={salvar} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Cargo' }), 'Auxiliar');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Este cargo já existe.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cargo' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: 'Cargo' }), ' II');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(salvar).toHaveBeenCalledTimes(2));
    // already shown by the client (notificado): no field error, no alert
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cargo' })).not.toHaveAttribute('aria-invalid', 'true');
  });
});

// a rule of the whole request: at least one of the fields
const algum = z
  .object({ nome: z.string(), codigo: z.string() })
  .refine((v) => v.nome.trim() !== '' || v.codigo.trim() !== '', { message: 'Informe o nome ou o código.' });

function ExemploGeral({ salvar }: { salvar: (e: z.input<typeof algum>) => Promise<unknown> }) {
  const f = useFormulario(algum, { nome: '', codigo: '' });
  return (
    <form onSubmit={f.aoEnviar(salvar)} noValidate>
      <AlertaFormulario mensagem={f.erroGeral} />
      <TextInput label="Nome" {...f.campo.texto('nome')} />
      <Button type="submit">Salvar</Button>
    </form>
  );
}

describe('useFormulario, a rule of the whole request', () => {
  it('shows it in the general alert once the form is sent, and sends nothing', async () => {
    const salvar = vi.fn(async () => undefined);
    renderizar(<ExemploGeral salvar={salvar} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Nome' }));
    await userEvent.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Informe o nome ou o código.');
    expect(salvar).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(salvar).toHaveBeenCalledWith({ nome: 'Ana', codigo: '' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('errosDoServidor', () => {
  it("uses the field's own message when the schema refuses the value too", () => {
    expect(
      errosDoServidor({ error: ['salarioDe: Too small', 'Outro erro.'] }, ['salarioDe'], {
        salarioDe: 'Salário inicial inválido.',
      }),
    ).toEqual({ campos: { salarioDe: 'Salário inicial inválido.' }, geral: 'Outro erro.' });
  });

  it('puts a spec text on the field whose message it is, a nested name on its nearest field', () => {
    expect(
      errosDoServidor(
        { error: ['Informe o cargo.', 'empregos.0.nm_cargo: Obrigatório'] },
        ['nm_cargo', 'empregos'],
        {
          nm_cargo: 'Informe o cargo.',
        },
      ),
    ).toEqual({ campos: { nm_cargo: 'Informe o cargo.', empregos: 'Obrigatório' }, geral: null });
  });

  it('keeps a single text and a field the form lacks in the general message, without the raw name', () => {
    expect(errosDoServidor({ error: 'Vaga não encontrada.' }, ['x'])).toEqual({
      campos: {},
      geral: 'Vaga não encontrada.',
    });
    expect(errosDoServidor({ error: ['cd_unidade: Obrigatório'] }, ['x'])).toEqual({
      campos: {},
      geral: 'Obrigatório',
    });
  });
});
