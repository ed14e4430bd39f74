import type { UsuarioSessao } from '@backoffice/domain/auth';
import { type ConfiguracaoCliente, filtrarMenu, MENU } from '@backoffice/domain/menu';
import { PERFIS_DEMO } from '@backoffice/domain/perfis';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuLateral } from './menu-lateral';
import { renderizar } from './test-utils';
import type { MenuLateral as EstadoMenu } from './use-menu-lateral';

const usuarioBase: UsuarioSessao = {
  user_sip: 10,
  cd_sip: 1,
  cd_unid: 1,
  cd_uf_unid: 'SC',
  apelido: 'ana',
  grupos: [],
  cd_setor: null,
  permissoes: [],
  nm_login: 'ana',
  nm_pessoa: 'Ana Souza',
};

const config: ConfiguracaoCliente = {
  URL_WEBMAIL: 'https://webmail.exemplo.com.br',
  URL_RHBSAAS: null,
  URL_DAYONE: null,
  URL_SITE_LEGADO: null,
  ID_USUARIO_HELP_DESK: 'N',
  UNIDADES_CALLCENTER: [1],
  ID_CHATBOT_UNIDADE: 'S',
  ID_LAYOUT_CURRICULO_2_UNIDADE: 'S',
  ENVIO_SIMULADO: [],
};

function estado(p: Partial<EstadoMenu> = {}): EstadoMenu {
  return {
    recolhido: false,
    expandido: true,
    flex: true,
    alternar: vi.fn(),
    definirFlex: vi.fn(),
    eventos: { onMouseEnter() {}, onMouseLeave() {}, onFocus() {}, onBlur() {} },
    ...p,
  };
}

function montar(permissoes: readonly number[], extra: Partial<ConfiguracaoCliente> = {}, cdUnid = 1) {
  const cfg = { ...config, ...extra };
  const itens = filtrarMenu(MENU, {
    permissoes,
    cdUnid,
    usuarioHelpDesk: cfg.ID_USUARIO_HELP_DESK === 'S',
    unidadesCallcenter: cfg.UNIDADES_CALLCENTER,
  });
  const abrirAba = vi.fn();
  const aoSair = vi.fn();
  renderizar(
    <MenuLateral
      estado={estado()}
      usuario={{ ...usuarioBase, permissoes: [...permissoes], cd_unid: cdUnid }}
      itens={itens}
      config={cfg}
      abaAtiva={null}
      abrirAba={abrirAba}
      aoSair={aoSair}
    />,
  );
  return { abrirAba, aoSair, nav: screen.getByRole('navigation', { name: 'Menu principal' }) };
}

describe('MenuLateral', () => {
  it('shows the user name, Sair and the flex toggle', () => {
    montar([]);
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Menu fixo' })).toBeChecked();
  });

  it('hides Financeiro from the selection role', () => {
    const { nav } = montar(PERFIS_DEMO.selecao.permissoes);
    expect(within(nav).queryByText('Financeiro')).not.toBeInTheDocument();
    expect(within(nav).getByText('Seleção')).toBeInTheDocument();
    expect(within(nav).queryByText('Marketing')).not.toBeInTheDocument();
  });

  it('shows every area to admin, in the order of the spec', () => {
    const { nav } = montar(PERFIS_DEMO.admin.permissoes);
    const topo = [
      'Web Mail',
      'RHBSaas',
      'Financeiro',
      'Seleção',
      'Recrutamento',
      'Marketing',
      'Ramais',
      'DayOne',
      'Callcenter',
      'Administração',
    ];
    const textos = topo.map((t) => within(nav).getByText(t));
    for (let i = 1; i < textos.length; i++) {
      expect(
        textos[i - 1].compareDocumentPosition(textos[i]) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    expect(within(nav).queryByText('Help Desk')).not.toBeInTheDocument();
  });

  it('shows Help Desk only to the configured user and Callcenter only to listed units', () => {
    const { nav } = montar(PERFIS_DEMO.admin.permissoes, { ID_USUARIO_HELP_DESK: 'S' }, 2);
    expect(within(nav).getByText('Help Desk')).toBeInTheDocument();
    expect(within(nav).queryByText('Callcenter')).not.toBeInTheDocument();
  });

  it('opens a tab from an entry and lists the group entries', async () => {
    const { nav, abrirAba } = montar(PERFIS_DEMO.financeiro.permissoes);
    await userEvent.click(within(nav).getByText('Financeiro'));
    await userEvent.click(within(nav).getByRole('link', { name: 'Bot Valida Cliente' }));
    expect(abrirAba).toHaveBeenCalledWith('BotValidaCliente');
  });

  it('links configured outside systems and disables the others', () => {
    const { nav } = montar([334]);
    const webmail = within(nav).getByRole('link', { name: /Web Mail/ });
    expect(webmail).toHaveAttribute('href', 'https://webmail.exemplo.com.br');
    expect(webmail).toHaveAttribute('target', '_blank');
    const dayone = within(nav).getByRole('button', { name: 'DayOne (endereço não configurado)' });
    expect(dayone).toHaveAttribute('aria-disabled', 'true');
    expect(dayone).not.toHaveAttribute('href');
  });

  it('asks to leave through Sair', async () => {
    const { aoSair } = montar([]);
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(aoSair).toHaveBeenCalled();
  });
});
