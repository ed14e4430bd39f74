import { describe, expect, it } from 'vitest';
import { abasDoMenu, CHAVES_ABA, type ContextoMenu, filtrarMenu, type ItemMenu, MENU } from './menu';
import { PERFIS_DEMO } from './perfis';

const ctx = (permissoes: readonly number[], extra: Partial<ContextoMenu> = {}): ContextoMenu => ({
  permissoes,
  cdUnid: 1,
  usuarioHelpDesk: false,
  ...extra,
});

const ids = (menu: readonly ItemMenu[]): string[] =>
  menu.flatMap((i) => (i.tipo === 'grupo' ? [i.id, ...ids(i.itens)] : [i.id]));

describe('menu', () => {
  it('keeps the order of the spec', () => {
    expect(MENU.map((i) => i.rotulo)).toEqual([
      'Web Mail',
      'Help Desk',
      'RHBSaas',
      'Financeiro',
      'Seleção',
      'Recrutamento',
      'Marketing',
      'Ramais',
      'DayOne',
      'Uso do ChatBot',
      'Callcenter',
      'Cadastros',
      'Administração',
    ]);
  });

  it('points only at known tab keys', () => {
    for (const item of abasDoMenu(MENU)) expect(CHAVES_ABA).toContain(item.aba);
  });

  it('hides Financeiro from the selection role and shows it to admin', () => {
    expect(ids(filtrarMenu(MENU, ctx(PERFIS_DEMO.selecao.permissoes)))).not.toContain('financeiro');
    expect(ids(filtrarMenu(MENU, ctx(PERFIS_DEMO.admin.permissoes)))).toContain('bot-valida-cliente');
  });

  it('shows finance the billing evaluation search in Financeiro, without Criar', () => {
    const financeiro = ids(filtrarMenu(MENU, ctx(PERFIS_DEMO.financeiro.permissoes)));
    expect(financeiro).toContain('financeiro-faturamento-avaliacao');
    expect(financeiro).not.toContain('faturamento-avaliacao-criar');
    const selecao = ids(filtrarMenu(MENU, ctx(PERFIS_DEMO.selecao.permissoes)));
    expect(selecao).toEqual(
      expect.arrayContaining(['faturamento-avaliacao-criar', 'faturamento-avaliacao-pesquisar']),
    );
    expect(selecao).not.toContain('financeiro-faturamento-avaliacao');
  });

  it('shows Contratações to selection, recruitment and finance', () => {
    expect(ids(filtrarMenu(MENU, ctx([58])))).toContain('selecao-contratacoes');
    expect(ids(filtrarMenu(MENU, ctx([36])))).toContain('recrutamento-contratacoes');
    expect(ids(filtrarMenu(MENU, ctx([107])))).toContain('financeiro-contratacoes');
    expect(ids(filtrarMenu(MENU, ctx([25]))).filter((i) => i.endsWith('contratacoes'))).toEqual([]);
  });

  it('offers the read log of sensitive data to Administração only', () => {
    expect(ids(filtrarMenu(MENU, ctx([900])))).toContain('admin-acessos-lgpd');
    expect(ids(filtrarMenu(MENU, ctx(PERFIS_DEMO.selecao.permissoes)))).not.toContain('admin-acessos-lgpd');
    expect(abasDoMenu(MENU).find((a) => a.id === 'admin-acessos-lgpd')?.aba).toBe('AdminAcessosLgpd');
  });

  it('offers the choice of the legacy pages only where the legacy site is configured', () => {
    const admin = [900];
    expect(ids(filtrarMenu(MENU, ctx(admin, { siteLegado: false })))).not.toContain('admin-paginas-legado');
    expect(ids(filtrarMenu(MENU, ctx(admin, { siteLegado: false })))).toContain('admin-unidades');
    expect(ids(filtrarMenu(MENU, ctx(admin, { siteLegado: true })))).toContain('admin-paginas-legado');
    expect(ids(filtrarMenu(MENU, ctx([58], { siteLegado: true })))).not.toContain('admin-paginas-legado');
  });

  it('shows each register of Cadastros to its own code', () => {
    const cadastros = (codigos: number[]) =>
      ids(filtrarMenu(MENU, ctx(codigos))).filter((i) => i.startsWith('cadastro'));
    expect(cadastros([90])).toEqual(['cadastros', 'cadastro-motivos-reprovacao']);
    expect(cadastros([91])).toEqual(['cadastros', 'cadastro-motivos-desistencia']);
    expect(cadastros([92])).toEqual(['cadastros', 'cadastro-areas']);
    expect(cadastros([58])).toEqual([]);
  });

  it('drops groups left empty', () => {
    const menu = filtrarMenu(MENU, ctx([37]));
    expect(ids(menu)).toContain('recrutamento-entrar');
    expect(ids(menu)).not.toContain('recrutamento-autoatendimento');
    expect(ids(menu)).not.toContain('marketing');
  });

  it('shows Help Desk only to the configured user and Callcenter only to the call-center units given', () => {
    const todos = PERFIS_DEMO.admin.permissoes;
    expect(ids(filtrarMenu(MENU, ctx(todos)))).not.toContain('helpdesk');
    expect(ids(filtrarMenu(MENU, ctx(todos, { usuarioHelpDesk: true })))).toContain('helpdesk');
    // the units come from the database (units with id_callcenter 'S'): no built-in list decides
    expect(ids(filtrarMenu(MENU, ctx(todos, { cdUnid: 430, unidadesCallcenter: [1] })))).not.toContain(
      'callcenter',
    );
    expect(ids(filtrarMenu(MENU, ctx(todos, { cdUnid: 2, unidadesCallcenter: [2] })))).toContain(
      'callcenter',
    );
    expect(ids(filtrarMenu(MENU, ctx(todos, { cdUnid: 2, unidadesCallcenter: [] })))).not.toContain(
      'callcenter',
    );
    // without a list (the screens a set of codes opens) the codes decide
    expect(ids(filtrarMenu(MENU, ctx(todos, { cdUnid: 2 })))).toContain('callcenter');
  });
  it("shows 'Pedidos LGPD' under Seleção to the selection managers only (code 59)", () => {
    expect(ids(filtrarMenu(MENU, ctx([59])))).toContain('pedidos-lgpd');
    expect(ids(filtrarMenu(MENU, ctx([58, 60])))).not.toContain('pedidos-lgpd');
    expect(abasDoMenu(MENU).find((a) => a.id === 'pedidos-lgpd')?.aba).toBe('PedidosLgpd');
  });

  it('hides Web Mail and RHBSaas without their address and opens Horas Dev for DayOne without its own', () => {
    const todos = PERFIS_DEMO.admin.permissoes;
    const semNada = filtrarMenu(
      MENU,
      ctx(todos, { enderecos: { webMail: null, rhbsaas: null, dayOne: null } }),
    );
    expect(ids(semNada)).not.toContain('webmail');
    expect(ids(semNada)).not.toContain('rhbsaas');
    const dayone = semNada.find((i) => i.id === 'dayone');
    expect(dayone).toMatchObject({ tipo: 'aba', aba: 'HorasDev', rotulo: 'DayOne', area: 'dayOne' });
    const comTudo = filtrarMenu(
      MENU,
      ctx(todos, {
        enderecos: { webMail: 'https://mail.exemplo', rhbsaas: 'https://saas.exemplo', dayOne: 'https://d1' },
      }),
    );
    expect(comTudo.filter((i) => i.tipo === 'externo').map((i) => i.id)).toEqual([
      'webmail',
      'rhbsaas',
      'dayone',
    ]);
    // DayOne stays a code 334 entry either way
    expect(
      ids(filtrarMenu(MENU, ctx([25], { enderecos: { webMail: null, rhbsaas: null, dayOne: null } }))),
    ).toEqual(['ramais']);
    // the configuration unknown: the outside entries stay
    expect(ids(filtrarMenu(MENU, ctx(todos)))).toContain('webmail');
  });

  it("shows 'Uso do ChatBot' to code 335 only, opening the chatbot tab", () => {
    expect(ids(filtrarMenu(MENU, ctx([335])))).toContain('chatbot');
    expect(ids(filtrarMenu(MENU, ctx([334])))).not.toContain('chatbot');
    expect(abasDoMenu(MENU).find((a) => a.id === 'chatbot')).toMatchObject({
      rotulo: 'Uso do ChatBot',
      aba: 'chatbot',
      area: 'chatbot',
    });
  });
});
