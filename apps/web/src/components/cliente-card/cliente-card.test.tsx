import type { ClienteResumoResposta } from '@backoffice/domain/cliente-resumo';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { ConteudoCartaoCliente } from './cliente-card';

const dados: ClienteResumoResposta = {
  CLIENTE: {
    CD_PESSOA: 9,
    NM_APELIDO: 'Metal JV',
    NM_RAZAO_SOCIAL: 'Metalúrgica Joinville Ltda',
    CD_TIPO_LOGRADOURO: 'R',
    NM_CEP: 'Rua das Indústrias',
    CD_CEP: '89200000',
    NR_ENDERECO: '100',
    DS_COMPLEMENTO: 'Galpão 2',
    NM_BAIRRO: 'Zona Industrial',
    NM_REGIAO: 'Norte',
    NM_CIDADE: 'Joinville',
    CD_UF: 'SC',
    DS_EMAIL: 'rh@metal.com.br',
    NM_PESSOA: 'Carla Comercial',
    TELEFONES: [
      { CD_TIPO_TELEFONE: '5', NR_TELEFONE: '47999990000', NR_RAMAL: null },
      { CD_TIPO_TELEFONE: '2', NR_TELEFONE: '4733330000', NR_RAMAL: '12' },
    ],
  },
  CONTATO: [
    {
      CD_PESSOA: 20,
      NM_PESSOA: 'Ana Contato',
      NM_CARGO: 'Gerente de RH',
      NM_SEXO: 'Feminino',
      DT_NASCIMENTO: '1985-04-12',
      ID_ESTADO_CIVIL: 'A',
      DS_EMAIL: 'ana@metal.com.br',
      TELEFONES: [
        { CD_TIPO_TELEFONE: '11', NR_TELEFONE: '4733331111', NR_RAMAL: null },
        { CD_TIPO_TELEFONE: '5', NR_TELEFONE: '47988887777', NR_RAMAL: null },
      ],
    },
    {
      CD_PESSOA: 21,
      NM_PESSOA: 'Bruno Compras',
      NM_CARGO: null,
      NM_SEXO: 'Masculino',
      DT_NASCIMENTO: null,
      ID_ESTADO_CIVIL: 'J',
      DS_EMAIL: null,
      TELEFONES: [],
    },
  ],
};

describe('client summary card (spec 001 §2.16)', () => {
  it('shows address, region, city/state, the main phone, e-mail and the sales contact', () => {
    renderWithProviders(<ConteudoCartaoCliente dados={dados} aoAbrirDados={() => {}} />);
    expect(screen.getByText('Metal JV')).toBeInTheDocument();
    expect(screen.getByText('Rua das Indústrias, 100, Galpão 2')).toBeInTheDocument();
    expect(screen.getByText('Zona Industrial - região Norte')).toBeInTheDocument();
    expect(screen.getByText(/Joinville\/SC/)).toBeInTheDocument();
    // type '2' is a main phone: shown before the mobile
    expect(screen.getByText('(47) 3333-0000 ramal 12')).toBeInTheDocument();
    expect(screen.queryByText('(47) 99999-0000')).toBeNull();
    expect(screen.getByText('rh@metal.com.br')).toBeInTheDocument();
    expect(screen.getByText('Carla Comercial')).toBeInTheDocument();
  });

  it("a contact's details show on hover: marital status by name, phones by type", () => {
    renderWithProviders(<ConteudoCartaoCliente dados={dados} aoAbrirDados={() => {}} />);
    expect(screen.queryByTestId('detalhe-contato')).toBeNull();
    fireEvent.mouseEnter(screen.getByRole('button', { name: /Ana Contato/ }));
    const detalhe = screen.getByTestId('detalhe-contato');
    expect(detalhe).toHaveTextContent('União Estável');
    expect(detalhe).toHaveTextContent('Telefone principal: (47) 3333-1111');
    expect(detalhe).toHaveTextContent('Celular: (47) 98888-7777');
    expect(detalhe).toHaveTextContent('12/04/1985');
    fireEvent.focus(screen.getByRole('button', { name: /Bruno Compras/ }));
    expect(screen.getByTestId('detalhe-contato')).toHaveTextContent('Separação Judicial');
  });

  it("'DADOS DO CLIENTE' opens the client's registration page", () => {
    const abrir = vi.fn();
    renderWithProviders(<ConteudoCartaoCliente dados={dados} aoAbrirDados={abrir} />);
    fireEvent.click(screen.getByRole('button', { name: 'DADOS DO CLIENTE' }));
    expect(abrir).toHaveBeenCalled();
  });
});
