import { MENSAGENS_ADMIN_ACESSO as MA } from '@backoffice/domain/administracao-acesso';
import { exemploCsv } from '@backoffice/domain/importacao-campos';
import { TODOS_CODIGOS_PERMISSAO } from '@backoffice/domain/permissions';
import { describe, expect, it, vi } from 'vitest';
import { CABECALHOS_CLIENTE } from '../../../test/helpers';

import {
  admin,
  arquivo,
  CNPJ_METAL,
  CPF_PEDRO,
  clientePorDocumento,
  conferir,
  get,
  importar,
  NOMES_PERFIS,
  PERFIS,
  q,
  resultados,
  t,
  UNIDADE_ADMIN,
  usarAmbienteImportacao,
} from './importacao-tipos.fixtures';

// The writers of clients, users and open vacancies through the import's routes, each record read back
// as the product's own screens read it. The kinds go in order: the vacancies need the clients and the
// analysts the first two imports bring.
usarAmbienteImportacao();

describe('Importação de clientes com contatos', () => {
  it('the example file: a client with two contacts in two rows, a person client alone', async () => {
    const imp = await conferir('clientes', exemploCsv('clientes'));
    expect(imp).toMatchObject({ id_situacao: 'simulada', nr_linhas: 3, nr_erros: 0 });
    const fim = await importar(imp.cd_importacao);
    expect(fim).toMatchObject({ nr_inseridas: 3, nr_atualizadas: 0, nr_ignoradas: 0 });

    const metal = await clientePorDocumento(CNPJ_METAL);
    const r = await get(`/api/clientes/${metal}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      id_tipo_pessoa: 'J',
      nr_documento_cnpj: CNPJ_METAL,
      nm_pessoa: 'Metalúrgica Vale do Itajaí Ltda',
      nm_apelido: 'Metalúrgica Vale',
      cd_empresa: 2,
      cd_cep: '89201000',
      cd_tipo_logradouro: 'R',
      nm_cidade: 'Joinville',
      cd_uf: 'SC',
      ds_email: 'contato@metalvale.com.br',
      qt_funcionarios: 120,
      id_ativo: 'S',
      id_confidencial_padrao: 'N',
      telefones: [{ cd_tipo_telefone: '11', nr_telefone: '4734331000', nr_ramal: '201' }],
    });
    const contatos = (await get(`/api/clientes/${metal}/contatos`)).json();
    expect(contatos).toEqual([
      expect.objectContaining({
        nm_pessoa: 'Carla Mendes',
        ds_email: 'carla.mendes@metalvale.com.br',
        nm_cargo: 'Analista de RH',
        dt_nascimento: '1985-05-12',
        telefones: [{ cd_tipo_telefone: '5', nr_telefone: '47998765432', nr_ramal: null }],
        id_ativo: 'S',
      }),
      expect.objectContaining({ nm_pessoa: 'Roberto Alves', nm_cargo: 'Gerente de produção' }),
    ]);
    const pedro = (await get(`/api/clientes/${await clientePorDocumento(CPF_PEDRO)}`)).json();
    expect(pedro).toMatchObject({ id_tipo_pessoa: 'F', cd_empresa: 1, cd_uf: 'SP' });
    expect(pedro.telefones).toEqual([{ cd_tipo_telefone: '5', nr_telefone: '11987654321', nr_ramal: null }]);
    expect((await get(`/api/clientes/${await clientePorDocumento(CPF_PEDRO)}/contatos`)).json()).toEqual([]);

    // every person created carries the import; the city got its code
    const pessoas = await q<{ n: number }>('SELECT count(*)::int AS n FROM pessoa WHERE cd_importacao = $1', [
      imp.cd_importacao,
    ]);
    expect(pessoas[0]!.n).toBe(4);
    const [cidade] = await q<{ cd_cidade: number | null }>(
      'SELECT cd_cidade FROM cliente WHERE cd_pessoa = $1',
      [metal],
    );
    expect(cidade!.cd_cidade).not.toBeNull();
  });

  it('the same file again changes nothing, skipping or updating', async () => {
    for (const modo of ['I', 'A'] as const) {
      const imp = await conferir('clientes', exemploCsv('clientes'), modo);
      const fim = await importar(imp.cd_importacao);
      expect(fim).toMatchObject({ nr_inseridas: 0, nr_atualizadas: 0, nr_ignoradas: 3 });
    }
    const [{ n }] = (await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM cliente_contato k JOIN cliente c ON c.cd_pessoa = k.cd_pessoa_cliente`,
    )) as [{ n: number }];
    expect(n).toBe(2);
  });

  it('an update writes only the mapped fields; contacts are found by e-mail, else by name', async () => {
    const metal = await clientePorDocumento(CNPJ_METAL);
    const antes = (await get(`/api/clientes/${metal}`)).json();
    const campos = [
      'nr_documento',
      'nm_pessoa',
      'nm_apelido',
      'contato_nm_pessoa',
      'contato_ds_email',
      'contato_nm_cargo',
    ];
    const conteudo = arquivo('clientes', campos, [
      // the same e-mail: Carla's new position
      {
        nr_documento: '11.222.333/0001-81',
        nm_pessoa: 'Metalúrgica Vale do Itajaí Ltda',
        nm_apelido: 'MetalVale',
        contato_nm_pessoa: 'Carla Mendes',
        contato_ds_email: 'carla.mendes@metalvale.com.br',
        contato_nm_cargo: 'Gerente de RH',
      },
      // no e-mail: Roberto by his name, case and accents aside
      {
        nr_documento: CNPJ_METAL,
        nm_pessoa: 'Metalúrgica Vale do Itajaí Ltda',
        contato_nm_pessoa: 'ROBÊRTO ALVES',
        contato_nm_cargo: 'Diretor industrial',
      },
      // a new contact
      {
        nr_documento: CNPJ_METAL,
        nm_pessoa: 'Metalúrgica Vale do Itajaí Ltda',
        contato_nm_pessoa: 'Marina Costa',
      },
      // a new client without a unit: the importing user's
      { nr_documento: '11.444.777/0001-61', nm_pessoa: 'Transportes Exemplo Ltda' },
    ]);
    const imp = await conferir('clientes', conteudo, 'A');
    expect(imp.nr_erros).toBe(0);
    const fim = await importar(imp.cd_importacao);
    expect(fim).toMatchObject({ nr_inseridas: 2, nr_atualizadas: 2, nr_ignoradas: 0 });
    expect(await resultados(imp.cd_importacao)).toEqual({ 2: 'U', 3: 'U', 4: 'I', 5: 'I' });

    const depois = (await get(`/api/clientes/${metal}`)).json();
    expect(depois).toEqual({ ...antes, nm_apelido: 'MetalVale', alterado_em: expect.any(String) });
    const contatos = (await get(`/api/clientes/${metal}/contatos`)).json();
    expect(contatos.map((c: { nm_pessoa: string; nm_cargo: string }) => [c.nm_pessoa, c.nm_cargo])).toEqual([
      ['Carla Mendes', 'Gerente de RH'],
      ['Marina Costa', null],
      ['Roberto Alves', 'Diretor industrial'],
    ]);
    // Carla kept her phone and birth date (cells not in the file)
    expect(contatos[0]).toMatchObject({ dt_nascimento: '1985-05-12', telefones: [expect.any(Object)] });
    const nova = (await get(`/api/clientes/${await clientePorDocumento('11444777000161')}`)).json();
    expect(nova).toMatchObject({ nm_pessoa: 'Transportes Exemplo Ltda', cd_empresa: UNIDADE_ADMIN });

    // without updating, an existing contact is kept and a new one still comes in
    const semAtualizar = arquivo(
      'clientes',
      ['nr_documento', 'nm_pessoa', 'contato_nm_pessoa', 'contato_nm_cargo'],
      [
        {
          nr_documento: CNPJ_METAL,
          nm_pessoa: 'Outro Nome',
          contato_nm_pessoa: 'Carla Mendes',
          contato_nm_cargo: 'X',
        },
        { nr_documento: CNPJ_METAL, nm_pessoa: 'Outro Nome', contato_nm_pessoa: 'Paulo Reis' },
      ],
    );
    const imp2 = await conferir('clientes', semAtualizar, 'I');
    expect(await importar(imp2.cd_importacao)).toMatchObject({ nr_inseridas: 1, nr_ignoradas: 1 });
    expect((await get(`/api/clientes/${metal}`)).json().nm_pessoa).toBe('Metalúrgica Vale do Itajaí Ltda');
    expect((await get(`/api/clientes/${metal}/contatos`)).json()).toHaveLength(4);
  });
});

describe('Importação de usuários', () => {
  async function usuario(login: string) {
    const lista = (await get(`/api/admin/usuarios?texto=${login}`)).json();
    expect(lista.itens, login).toHaveLength(1);
    const r = await get(`/api/admin/usuarios/${lista.itens[0].user_sip}`);
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  }
  const emails = () =>
    q<{ ds_destino: string; ds_assunto: string; ds_conteudo: string; cd_usuario: number }>(
      `SELECT ds_destino, ds_assunto, ds_conteudo, cd_usuario FROM mensagem_saida WHERE ds_canal = 'email'
        ORDER BY id_mensagem_saida`,
    );

  it('the example file: users as Administração shows them, each with the link to create the password', async () => {
    const imp = await conferir('usuarios', exemploCsv('usuarios'));
    expect(imp).toMatchObject({ nr_linhas: 3, nr_erros: 0 });
    const fim = await importar(imp.cd_importacao);
    expect(fim).toMatchObject({ nr_inseridas: 3, nr_atualizadas: 0, nr_ignoradas: 0 });

    const maria = await usuario('maria.souza');
    expect(maria).toMatchObject({
      nm_login: 'maria.souza',
      nm_pessoa: 'Maria Souza',
      ds_email: 'maria.souza@agencia.com.br',
      cd_unid: 2,
      id_ativo: 'S',
      nr_telefone: '4734331000',
      perfis: [{ id_perfil: PERFIS.analista, nm_perfil: NOMES_PERFIS.analista }],
      permissoes: [...TODOS_CODIGOS_PERMISSAO].slice(0, 2).sort((a, b) => a - b),
      permissoes_extras: [],
    });
    expect(maria.auditoria[0]).toMatchObject({ ds_acao: 'link-primeiro-acesso', nm_autor: 'Ada Admin' });
    expect(maria.auditoria[1]).toMatchObject({
      ds_acao: 'criar',
      nm_autor: 'Ada Admin',
      depois: expect.objectContaining({ origem: `importação nº ${imp.cd_importacao} (usuarios.csv)` }),
    });
    const joao = await usuario('joao.lima');
    expect(joao.perfis.map((p: { nm_perfil: string }) => p.nm_perfil)).toEqual([
      NOMES_PERFIS.analista,
      NOMES_PERFIS.comercial,
    ]);
    expect(joao.permissoes).toEqual([...TODOS_CODIGOS_PERMISSAO].slice(0, 3).sort((a, b) => a - b));
    const carlos = await usuario('Carlos_RH');
    expect(carlos).toMatchObject({ nm_login: 'Carlos_RH', cd_unid: 1 });

    const [u] = await q<{
      id_trocar_senha: string;
      cpf: string | null;
      cd_uf_unid: string;
      cd_importacao: number;
    }>(
      `SELECT u.id_trocar_senha, u.cd_uf_unid, p.nr_documento_cpf AS cpf, p.cd_importacao
         FROM usuario u JOIN pessoa p ON p.cd_pessoa = u.user_sip WHERE u.nm_login = 'Carlos_RH'`,
    );
    expect(u).toMatchObject({
      id_trocar_senha: 'S',
      cpf: '11144477735',
      cd_uf_unid: 'SP',
      cd_importacao: imp.cd_importacao,
    });

    // the outbox has each new user's e-mail, with a link that sets the password
    const enviados = await emails();
    expect(enviados.map((e) => e.ds_destino).sort()).toEqual([
      'carlos.ramos@agencia.com.br',
      'joao.lima@agencia.com.br',
      'maria.souza@agencia.com.br',
    ]);
    const paraMaria = enviados.find((e) => e.ds_destino === 'maria.souza@agencia.com.br')!;
    expect(paraMaria).toMatchObject({
      ds_assunto: MA.assuntoPrimeiroAcesso,
      cd_usuario: admin.usuario.cd_sip,
    });
    expect(paraMaria.ds_conteudo).toContain('"maria.souza"');
    const token = paraMaria.ds_conteudo.match(/\/redefinir-senha\?token=([A-Za-z0-9_-]+)/)?.[1];
    const senha = 'Uma-senha-nova-2025!';
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/auth/redefinir-senha',
      headers: CABECALHOS_CLIENTE,
      payload: { token, nova_senha: senha },
    });
    expect(r.statusCode, r.body).toBe(204);
    const entrar = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: CABECALHOS_CLIENTE,
      payload: { usuario: 'maria.souza', senha },
    });
    expect(entrar.statusCode, entrar.body).toBe(200);
  });

  it('the same file again changes nothing and sends nothing', async () => {
    const antes = (await emails()).length;
    for (const modo of ['I', 'A'] as const) {
      const imp = await conferir('usuarios', exemploCsv('usuarios'), modo);
      expect(await importar(imp.cd_importacao)).toMatchObject({
        nr_inseridas: 0,
        nr_atualizadas: 0,
        nr_ignoradas: 3,
      });
    }
    expect(await emails()).toHaveLength(antes);
  });

  it('an update changes name, e-mail, phone, extension and unit, never profiles or activity', async () => {
    const antes = await usuario('joao.lima');
    const conteudo = arquivo(
      'usuarios',
      ['nm_login', 'nm_pessoa', 'ds_email', 'perfis', 'cd_empresa', 'nr_ramal', 'id_ativo'],
      [
        {
          nm_login: 'JOAO.LIMA',
          nm_pessoa: 'João Lima Neto',
          ds_email: 'joao.lima@agencia.com.br',
          perfis: 'Administrador',
          cd_empresa: 'Matriz',
          nr_ramal: '305',
          id_ativo: 'N',
        },
      ],
    );
    const imp = await conferir('usuarios', conteudo, 'A');
    expect(imp.nr_erros).toBe(0);
    expect(await importar(imp.cd_importacao)).toMatchObject({ nr_atualizadas: 1 });
    const depois = await usuario('joao.lima');
    expect(depois).toMatchObject({
      nm_pessoa: 'João Lima Neto',
      cd_unid: 1,
      nm_login: 'joao.lima',
      id_ativo: 'S',
      perfis: antes.perfis,
      permissoes: antes.permissoes,
    });
    expect(depois.auditoria[0]).toMatchObject({
      ds_acao: 'alterar',
      antes: { nm_pessoa: 'João Lima', nr_ramal: '202', cd_unid: 2 },
      depois: expect.objectContaining({ nm_pessoa: 'João Lima Neto', nr_ramal: '305', cd_unid: 1 }),
    });
  });

  it('an e-mail that cannot be sent is logged and the import still ends', async () => {
    const email = t.app.deps.mensageria.email;
    const enviar = vi.spyOn(email, 'enviar').mockRejectedValue(new Error('servidor fora do ar'));
    try {
      const conteudo = arquivo(
        'usuarios',
        ['nm_login', 'nm_pessoa', 'ds_email', 'cd_empresa'],
        [
          {
            nm_login: 'lia.nova',
            nm_pessoa: 'Lia Nova',
            ds_email: 'lia.nova@agencia.com.br',
            cd_empresa: '1',
          },
        ],
      );
      const imp = await conferir('usuarios', conteudo);
      const log = { warn: vi.fn() };
      expect(await importar(imp.cd_importacao, { log })).toMatchObject({
        id_situacao: 'concluida',
        nr_inseridas: 1,
      });
      expect(log.warn).toHaveBeenCalledWith(
        expect.objectContaining({ nm_login: 'lia.nova' }),
        expect.stringContaining('lia.nova'),
      );
    } finally {
      enviar.mockRestore();
    }
    const lia = await usuario('lia.nova');
    expect(lia.auditoria.map((a: { ds_acao: string }) => a.ds_acao)).toEqual(['criar']);
  });
});

describe('Importação de vagas abertas', () => {
  async function vagaDeOrigem(nr: number) {
    const [v] = await q<{ nr_vaga: number }>('SELECT nr_vaga FROM vaga WHERE nr_vaga_origem = $1', [nr]);
    const r = await get(`/api/vaga/dados-vaga/${v!.nr_vaga}`);
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  }

  it('the example file: a requisition and its vacancy each, as the vacancy screen shows them', async () => {
    // the client's own position the second row names
    await q(
      `INSERT INTO cargo_cliente (cd_pessoa_cliente, cd_empresa_cliente, nm_cargo_cliente)
       VALUES ($1, 2, 'Operador de Empilhadeira II')`,
      [await clientePorDocumento(CNPJ_METAL)],
    );
    const imp = await conferir('vagas', exemploCsv('vagas'));
    expect(imp).toMatchObject({ nr_linhas: 3, nr_erros: 0 });
    const fim = await importar(imp.cd_importacao);
    expect(fim).toMatchObject({ nr_inseridas: 3, nr_atualizadas: 0, nr_ignoradas: 0 });

    const [maria] = await q<{ user_sip: number }>(
      "SELECT user_sip FROM usuario WHERE nm_login = 'maria.souza'",
    );
    const metal = await clientePorDocumento(CNPJ_METAL);
    const v = await vagaDeOrigem(1001);
    expect(v).toMatchObject({
      CD_EMPRESA: 2,
      CD_PESSOA: metal,
      CD_EMPRESA_CLIENTE: 2,
      NM_CARGO: 'Auxiliar de Produção',
      CD_TIPO_CONTRATACAO: 1,
      VL_SALARIO: 1850,
      ID_SALARIO: 'M',
      DT_ABERTURA: '2025-09-01',
      DT_PRORROGACAO: '2025-11-30',
      CD_PESSOA_ANALISTA: Number(maria!.user_sip),
      DS_AREA: 'Produção',
      NM_REQUISITANTE: 'Carla Mendes',
      DS_OBSERVACOES: 'Turno da manhã; experiência com linha de montagem.',
      ID_RECRUTAMENTO: 'N',
      ID_TIPO_VAGA: 'O',
      ID_VAGA_CONFIDENCIAL: 'N',
      SITUACAO_VAGA: expect.objectContaining({ CD_SITUACAO_VAGA: 1 }),
      FATURAMENTO: expect.objectContaining({ PC_FATURAMENTO: 100 }),
    });
    const [req] = await q<{
      dt_requisicao: string;
      qt_vagas: number;
      cd_importacao: number;
      cd_uf_perfil: string;
    }>(
      `SELECT to_char(r.dt_requisicao, 'YYYY-MM-DD') AS dt_requisicao, r.qt_vagas, v.cd_importacao, v.cd_uf_perfil
         FROM vaga v JOIN requisicao r USING (nr_requisicao) WHERE v.nr_vaga = $1`,
      [v.NR_VAGA],
    );
    expect(req).toMatchObject({
      dt_requisicao: '2025-09-01',
      qt_vagas: 1,
      cd_importacao: imp.cd_importacao,
      cd_uf_perfil: 'SC',
    });
    const notas = await q<{ ds_historico: string; id_tipo: string }>(
      'SELECT ds_historico, id_tipo FROM vaga_historico WHERE nr_vaga = $1',
      [v.NR_VAGA],
    );
    expect(notas).toEqual([
      {
        ds_historico: `Vaga importada do arquivo vagas.csv (importação nº ${imp.cd_importacao}), vaga nº 1001 na origem.`,
        id_tipo: 'IMP',
      },
    ]);
    // without a unit, the client's; a temporary vacancy has no billing
    expect(await vagaDeOrigem(1003)).toMatchObject({
      CD_EMPRESA: 1,
      NM_PESSOA: 'Pedro Henrique Martins',
      CD_PESSOA_ANALISTA: null,
    });
    expect(await vagaDeOrigem(1002)).toMatchObject({
      NM_CARGO_CLIENTE: 'Operador de Empilhadeira II',
      CD_TIPO_CONTRATACAO: 2,
      FATURAMENTO: expect.objectContaining({ PC_FATURAMENTO: null }),
    });
  });

  it('the same file again changes nothing, skipping or updating', async () => {
    for (const modo of ['I', 'A'] as const) {
      const imp = await conferir('vagas', exemploCsv('vagas'), modo);
      expect(await importar(imp.cd_importacao)).toMatchObject({
        nr_inseridas: 0,
        nr_atualizadas: 0,
        nr_ignoradas: 3,
      });
    }
    const [{ n }] = (await q<{ n: number }>('SELECT count(*)::int AS n FROM vaga')) as [{ n: number }];
    expect(n).toBe(3);
  });

  it('an update writes the mapped fields with a note; a frozen vacancy is kept', async () => {
    const antes = await vagaDeOrigem(1001);
    await q('UPDATE vaga SET cd_situacao_vaga = 13 WHERE nr_vaga_origem = 1002');
    const congelada = await vagaDeOrigem(1002);
    const campos = [
      'nr_vaga_origem',
      'cd_pessoa_cliente',
      'cd_cargo',
      'cd_tipo_contratacao',
      'dt_abertura',
      'vl_salario',
      'ds_area',
    ];
    const conteudo = arquivo('vagas', campos, [
      {
        nr_vaga_origem: '1001',
        cd_pessoa_cliente: CNPJ_METAL,
        cd_cargo: 'Auxiliar de produção',
        cd_tipo_contratacao: 'Efetivo',
        dt_abertura: '01/09/2025',
        vl_salario: '2.100,00',
        ds_area: 'Montagem',
      },
      {
        nr_vaga_origem: '1002',
        cd_pessoa_cliente: CNPJ_METAL,
        cd_cargo: 'Operador de empilhadeira',
        cd_tipo_contratacao: 'Temporário',
        dt_abertura: '15/09/2025',
        vl_salario: '3.000,00',
        ds_area: 'Expedição',
      },
    ]);
    const imp = await conferir('vagas', conteudo, 'A');
    expect(imp.nr_erros).toBe(0);
    expect(await importar(imp.cd_importacao)).toMatchObject({ nr_atualizadas: 1, nr_ignoradas: 1 });
    expect(await resultados(imp.cd_importacao)).toEqual({ 2: 'U', 3: 'S' });
    const depois = await vagaDeOrigem(1001);
    expect(depois).toEqual({ ...antes, VL_SALARIO: 2100, DS_AREA: 'Montagem' });
    expect(await vagaDeOrigem(1002)).toEqual(congelada);
    const [nota] = await q<{ ds_historico: string }>(
      'SELECT ds_historico FROM vaga_historico WHERE nr_vaga = $1 ORDER BY id_historico DESC LIMIT 1',
      [antes.NR_VAGA],
    );
    expect(nota!.ds_historico).toBe(
      `Vaga atualizada pela importação do arquivo vagas.csv (importação nº ${imp.cd_importacao}): Salário: 1.850 → 2.100; Setor: Produção → Montagem`,
    );
    const [req] = await q<{ ds_area: string }>(
      'SELECT r.ds_area FROM requisicao r JOIN vaga v USING (nr_requisicao) WHERE v.nr_vaga = $1',
      [antes.NR_VAGA],
    );
    expect(req!.ds_area).toBe('Montagem');
  });

  it('a vacancy of a client not registered is an error of the dry run', async () => {
    const conteudo = arquivo(
      'vagas',
      ['nr_vaga_origem', 'cd_pessoa_cliente', 'cd_cargo', 'cd_tipo_contratacao', 'dt_abertura'],
      [
        {
          nr_vaga_origem: '2001',
          cd_pessoa_cliente: '11.444.777/0001-61',
          cd_cargo: 'Motorista',
          cd_tipo_contratacao: 'Efetivo',
          dt_abertura: '01/10/2025',
        },
        {
          nr_vaga_origem: '2002',
          cd_pessoa_cliente: '04.252.011/0001-10',
          cd_cargo: 'Motorista',
          cd_tipo_contratacao: 'Efetivo',
          dt_abertura: '01/10/2025',
        },
      ],
    );
    const imp = await conferir('vagas', conteudo);
    expect(imp).toMatchObject({ nr_linhas: 2, nr_erros: 1 });
    const erros = (await get(`/api/importacoes/${imp.cd_importacao}/linhas?status=E`)).json();
    expect(erros.linhas).toEqual([
      expect.objectContaining({
        nr_linha: 3,
        ds_mensagens: expect.stringContaining(
          'CNPJ/CPF do cliente: cliente não encontrado: cadastre ou importe o cliente antes',
        ),
      }),
    ]);
  });
});
