import type { UsuarioSessao } from '@backoffice/domain/auth';
import { type ConfiguracaoCliente, enderecosExternos, filtrarMenu, MENU } from '@backoffice/domain/menu';
import { PERFIS_DEMO } from '@backoffice/domain/perfis';
import { cleanup, screen, within } from '@testing-library/react';
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
  PAGINAS_LEGADO: [],
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

const todosEnderecos: Partial<ConfiguracaoCliente> = {
  URL_RHBSAAS: 'https://rhbsaas.exemplo.com.br',
  URL_DAYONE: 'https://dayone.exemplo.com.br',
};

function montar(
  permissoes: readonly number[],
  extra: Partial<ConfiguracaoCliente> = {},
  cdUnid = 1,
  configLida = true,
) {
  const cfg = { ...config, ...extra };
  const itens = filtrarMenu(MENU, {
    permissoes,
    cdUnid,
    usuarioHelpDesk: cfg.ID_USUARIO_HELP_DESK === 'S',
    unidadesCallcenter: cfg.UNIDADES_CALLCENTER,
    // as the shell does: the addresses once the configuration is read
    enderecos: configLida ? enderecosExternos(cfg) : undefined,
  });
  const abrirAba = vi.fn();
  const aoSair = vi.fn();
  renderizar(
    <MenuLateral
      estado={estado()}
      usuario={{ ...usuarioBase, permissoes: [...permissoes], cd_unid: cdUnid }}
      itens={itens}
      config={configLida ? cfg : undefined}
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
    const { nav } = montar(PERFIS_DEMO.admin.permissoes, todosEnderecos);
    const topo = [
      'Web Mail',
      'RHBSaas',
      'Financeiro',
      'Seleção',
      'Recrutamento',
      'Marketing',
      'Ramais',
      'DayOne',
      'Uso do ChatBot',
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

  it('links configured outside systems in a new window', () => {
    const { nav } = montar([334], todosEnderecos);
    const webmail = within(nav).getByRole('link', { name: /Web Mail/ });
    expect(webmail).toHaveAttribute('href', 'https://webmail.exemplo.com.br');
    expect(webmail).toHaveAttribute('target', '_blank');
    expect(within(nav).getByRole('link', { name: /RHBSaas/ })).toHaveAttribute(
      'href',
      'https://rhbsaas.exemplo.com.br',
    );
    const dayone = within(nav).getByRole('link', { name: 'DayOne (abre em nova janela)' });
    expect(dayone).toHaveAttribute('href', 'https://dayone.exemplo.com.br');
  });

  it('hides Web Mail and RHBSaas without their address, not greyed', () => {
    const { nav } = montar(PERFIS_DEMO.admin.permissoes, { URL_WEBMAIL: null, URL_RHBSAAS: null });
    expect(within(nav).queryByText('Web Mail')).not.toBeInTheDocument();
    expect(within(nav).queryByText('RHBSaas')).not.toBeInTheDocument();
    expect(nav.querySelector('[data-indisponivel]')).toBeNull();
    expect(within(nav).queryByRole('button', { name: /endereço não configurado/ })).not.toBeInTheDocument();
  });

  it('opens Horas Dev from DayOne when DayOne has no address', async () => {
    const { nav, abrirAba } = montar([334], { URL_DAYONE: null });
    const dayone = within(nav).getByRole('link', { name: 'DayOne' });
    expect(dayone).not.toHaveAttribute('target');
    expect(dayone).not.toHaveAttribute('aria-disabled');
    await userEvent.click(dayone);
    expect(abrirAba).toHaveBeenCalledWith('HorasDev');
  });

  it('shows an outside entry disabled while the configuration is unknown', () => {
    const { nav } = montar([334], {}, 1, false);
    const dayone = within(nav).getByRole('button', { name: 'DayOne (endereço não configurado)' });
    expect(dayone).toHaveAttribute('aria-disabled', 'true');
    expect(dayone).not.toHaveAttribute('href');
  });

  it("opens 'Uso do ChatBot' for code 335", async () => {
    const { nav, abrirAba } = montar([335]);
    await userEvent.click(within(nav).getByRole('link', { name: 'Uso do ChatBot' }));
    expect(abrirAba).toHaveBeenCalledWith('chatbot');
    cleanup();
    const semCodigo = montar([334]).nav;
    expect(within(semCodigo).queryByText('Uso do ChatBot')).not.toBeInTheDocument();
  });

  it('asks to leave through Sair', async () => {
    const { aoSair } = montar([]);
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(aoSair).toHaveBeenCalled();
  });
});
