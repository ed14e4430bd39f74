import { flagsPadraoDaUnidade } from '@backoffice/domain/administracao-unidades';
import { CATALOGO_TIPOS_CONTRATACAO } from '@backoffice/domain/catalogos';
import { PERFIS_DEMO, type PerfilDemo } from '@backoffice/domain/perfis';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { base, en, Faker, pt_BR } from '@faker-js/faker';
import { BlocoCopia } from '../db/copia';
import { CARGOS, type CargoCatalogo } from './data/cargos';
import { FRASES_EXPERIENCIA } from './data/curriculo';
import { cnpjDeRaiz, cpfDoNumero } from './documentos';
import { geografia } from './geografia';
import { turnosCatalogo } from './reference-data';

const SEMENTE_ORGANIZACAO = 4_711;
const DIA = 86_400_000;

/** The staffing company's units: code, city, state and grouping unit. */
export const UNIDADES_DEMO: readonly { cd: number; cidade: string; uf: string; agrupadora: number }[] = [
  { cd: 1, cidade: 'Joinville', uf: 'SC', agrupadora: 1 },
  { cd: 101, cidade: 'Jaraguá do Sul', uf: 'SC', agrupadora: 1 },
  { cd: 201, cidade: 'São Bento do Sul', uf: 'SC', agrupadora: 1 },
  { cd: 19, cidade: 'Curitiba', uf: 'PR', agrupadora: 19 },
  { cd: 119, cidade: 'São José dos Pinhais', uf: 'PR', agrupadora: 19 },
  { cd: 219, cidade: 'Londrina', uf: 'PR', agrupadora: 19 },
  { cd: 45, cidade: 'Blumenau', uf: 'SC', agrupadora: 45 },
  { cd: 145, cidade: 'Itajaí', uf: 'SC', agrupadora: 45 },
  { cd: 330, cidade: 'São Paulo', uf: 'SP', agrupadora: 330 },
  { cd: 430, cidade: 'Campinas', uf: 'SP', agrupadora: 330 },
];

/** Demo logins in the order of their cd_sip (1..6), with sector and groups. */
export const USUARIOS_DEMO: readonly { login: PerfilDemo; setor: number; grupos: number[] }[] = [
  { login: 'admin', setor: 1, grupos: [32] },
  { login: 'selecao', setor: 2, grupos: [] },
  { login: 'recrutamento', setor: 3, grupos: [] },
  { login: 'callcenter', setor: 4, grupos: [] },
  { login: 'financeiro', setor: 5, grupos: [] },
  { login: 'marketing', setor: 6, grupos: [] },
];

/** Analysts besides the demo logins, per unit. */
const ANALISTAS_POR_UNIDADE: [number, number][] = [
  [1, 5],
  [101, 1],
  [201, 1],
  [19, 3],
  [119, 1],
  [219, 1],
  [45, 2],
  [145, 1],
  [330, 3],
  [430, 2],
];

const CLIENTES_POR_UNIDADE: [number, number][] = [
  [1, 12],
  [101, 4],
  [201, 3],
  [19, 6],
  [119, 2],
  [219, 3],
  [45, 5],
  [145, 4],
  [330, 6],
  [430, 3],
];

const RAMOS: { prefixo: string; areas: CargoCatalogo['area'][] }[] = [
  { prefixo: 'Metalúrgica', areas: ['producao', 'manutencao', 'logistica', 'engenharia'] },
  { prefixo: 'Plásticos', areas: ['producao', 'manutencao', 'logistica'] },
  { prefixo: 'Autopeças', areas: ['producao', 'manutencao', 'engenharia', 'logistica'] },
  { prefixo: 'Transportes', areas: ['transporte', 'logistica', 'administrativo'] },
  { prefixo: 'Supermercados', areas: ['comercial', 'alimentacao', 'logistica', 'limpeza'] },
  { prefixo: 'Têxtil', areas: ['textil', 'producao', 'manutencao'] },
  { prefixo: 'Alimentos', areas: ['alimentacao', 'producao', 'logistica'] },
  { prefixo: 'Móveis', areas: ['producao', 'logistica', 'comercial'] },
  { prefixo: 'Construtora', areas: ['construcao', 'administrativo', 'engenharia'] },
  { prefixo: 'Hospital', areas: ['saude', 'limpeza', 'administrativo', 'alimentacao'] },
  { prefixo: 'Tecnologia', areas: ['ti', 'administrativo', 'comercial', 'marketing'] },
  { prefixo: 'Contact Center', areas: ['atendimento', 'administrativo', 'rh'] },
  { prefixo: 'Distribuidora', areas: ['logistica', 'comercial', 'financeiro', 'transporte'] },
  { prefixo: 'Serviços de Limpeza', areas: ['limpeza', 'seguranca', 'administrativo'] },
];

const CENTROS_CUSTO = [
  'Produção',
  'Logística',
  'Expedição',
  'Manutenção',
  'Administrativo',
  'Comercial',
  'Qualidade',
  'Almoxarifado',
  'Financeiro',
  'Recursos Humanos',
];

const TIPOS_PROCESSO: [string, string, string][] = [
  ['PS', 'Processo Seletivo', 'Processo seletivo completo com entrevista e testes'],
  ['EF', 'Efetivação', 'Efetivação de temporário no quadro do cliente'],
  ['TMP', 'Temporário', 'Contratação temporária'],
  ['JA', 'Jovem Aprendiz', 'Programa jovem aprendiz'],
  ['PCD', 'Inclusão PCD', 'Processo para pessoas com deficiência'],
];

/** Situations of the demo logins' own vacancies: every code appears, and none of them is overdue. */
const SITUACOES_DEMO = [1, 1, 7, 11, 13, 6, 5, 12, 1, 9, 8, 10, 1, 7, 13, 6, 1, 11, 1, 6];
const SITUACOES = [1, 1, 1, 1, 7, 7, 11, 12, 13, 6, 6, 6, 6, 5, 5, 8, 9, 10];

export interface UsuarioGerado {
  cdSip: number;
  userSip: number;
  login: string;
  nome: string;
  cdUnid: number;
  analista: boolean;
  demo: boolean;
}

export interface VagaGerada {
  nrVaga: number;
  nrRequisicao: number;
  cdEmpresa: number;
  cdPessoaCliente: number;
  situacao: number;
  analista: UsuarioGerado;
  abertura: number;
  tipoContratacao: number;
  recrutamento: boolean;
  tiposProcesso: string[];
}

/** Rows of the demo organisation, plus what the relations step needs to know. */
export interface OrganizacaoDemo {
  blocos: BlocoCopia[];
  usuarios: UsuarioGerado[];
  vagas: VagaGerada[];
  /** Highest explicit keys written, to move the sequences past them. */
  maximos: Record<string, number>;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}
function data(ms: number): string {
  return iso(ms).slice(0, 10);
}
function semAcento(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * The demo client's number of employees, across the bands of the legal quotas (none known, under
 * 100, and each art. 93 band), from its code: no random draw, so the rest of the demo is unchanged.
 */
function funcionariosDemo(cdCliente: number): number | null {
  const faixas = [null, 60, 150, 380, 760, 2_400] as const;
  const base = faixas[cdCliente % faixas.length];
  return base === null ? null : base + (cdCliente % 37);
}

/**
 * Generates units, users (the six demo logins and about twenty analysts), clients with contacts,
 * positions, cost centres and process types, requisitions and vacancies in every situation,
 * including overdue ones for analysts who are not demo logins. Person codes start at
 * `primeiroCd`; `hoje` is the business date (UTC midnight ms).
 */
export function gerarOrganizacao(primeiroCd: number, hoje: number, senhaHash: string): OrganizacaoDemo {
  const faker = new Faker({ locale: [pt_BR, en, base] });
  faker.seed(SEMENTE_ORGANIZACAO);
  const f = faker.number;
  const um = <T>(lista: readonly T[]): T => lista[f.int(lista.length - 1)];
  const chance = (p: number) => f.int(9_999) < p * 10_000;
  const geo = geografia();
  const agora = hoje + 11 * 3_600_000;

  const empresa = new BlocoCopia('empresa', [
    'cd_empresa',
    'nm_empresa',
    'nm_empresa_menu',
    'cd_empresa_agrupadora',
    'cd_uf',
    'nm_cidade',
    'cd_cidade',
    'id_autoatendimento',
    'id_callcenter',
    'id_prazo_vaga',
    'nr_dias_prazo_vaga',
    'id_layout_curriculo_2',
    'id_chatbot',
  ]);
  const pessoa = new BlocoCopia('pessoa', [
    'cd_pessoa',
    'id_tipo_pessoa',
    'nm_pessoa',
    'nm_apelido',
    'nr_documento_cpf',
    'nr_documento_cnpj',
    'ds_email',
  ]);
  const telefone = new BlocoCopia('pessoa_telefone', [
    'cd_pessoa',
    'nr_sequencia',
    'cd_tipo_telefone',
    'nr_telefone',
    'nr_ramal',
  ]);
  const usuario = new BlocoCopia('usuario', [
    'cd_sip',
    'user_sip',
    'nm_login',
    'ds_senha_hash',
    'apelido',
    'cd_unid',
    'cd_uf_unid',
    'cd_setor',
    'grupos',
    'permissoes',
    'nr_telefone',
    'ds_email',
  ]);
  const cliente = new BlocoCopia('cliente', [
    'cd_pessoa',
    'cd_empresa',
    'cd_tipo_logradouro',
    'cd_cep',
    'nm_cep',
    'nr_endereco',
    'ds_complemento',
    'nm_bairro',
    'nm_regiao',
    'cd_cidade',
    'nm_cidade',
    'cd_uf',
    'ds_email',
    'cd_pessoa_comercial',
    'qt_funcionarios',
  ]);
  const contato = new BlocoCopia('cliente_contato', [
    'cd_pessoa',
    'cd_pessoa_cliente',
    'nm_cargo',
    'id_sexo',
    'dt_nascimento',
    'id_estado_civil',
  ]);
  const cargoCliente = new BlocoCopia('cargo_cliente', [
    'cd_cargo_cliente',
    'cd_pessoa_cliente',
    'cd_empresa_cliente',
    'nm_cargo_cliente',
    'cd_cargo_interno',
    'id_cargo_exibir_web',
  ]);
  const centroCusto = new BlocoCopia('centro_custo', [
    'cd_pessoa_cliente',
    'cd_empresa_cliente',
    'cd_centro_custo',
    'nm_centro_custo',
  ]);
  const tipoProcesso = new BlocoCopia('tipo_processo', [
    'cd_pessoa_cliente',
    'tipo',
    'ds_tipo_abreviado',
    'ds_tipo_processo',
  ]);
  const requisicao = new BlocoCopia('requisicao', [
    'nr_requisicao',
    'cd_pessoa_cliente',
    'cd_empresa',
    'cd_empresa_cliente',
    'dt_requisicao',
    'qt_vagas',
    'nm_requisitante',
    'criado_em',
    'criado_por',
  ]);
  const colunasVaga = [
    'nr_vaga',
    'nr_requisicao',
    'cd_empresa',
    'cd_pessoa_cliente',
    'cd_empresa_cliente',
    'cd_situacao_vaga',
    'ds_situacao_vaga',
    'cd_motivo_cancelamento',
    'id_cancelada_just',
    'dt_situacao',
    'dt_fechamento',
    'dt_cancelamento',
    'cd_tipo_contratacao',
    'id_tipo_vaga',
    'id_recrutamento',
    'cd_cargo',
    'cd_cargo_cliente',
    'vl_salario',
    'id_salario',
    'cd_turno',
    'cd_centro_custo',
    'ds_area',
    'nr_pedido_cliente',
    'nm_requisitante',
    'ds_observacoes',
    'ds_informacoes_adicionais',
    'id_vaga_sigilosa',
    'id_vaga_confidencial',
    'id_vaga_pcd',
    'id_insalubridade',
    'id_periculosidade',
    'vl_insalubridade',
    'vl_periculosidade',
    'cd_pessoa_analista',
    'cd_usuario_analista',
    'nr_telefone_analista',
    'dt_abertura',
    'dt_prorrogacao',
    'ds_motivo_prorrogacao',
    'dt_ultima_movimentacao',
    'id_libera_internet',
    'id_divulga_redes_sociais',
    'id_local_trabalho',
    'qt_candidatos_vaga_web',
    'ds_observacao_internet',
    'ds_requisitos_internet',
    'ds_atividades_internet',
    'dt_libera_internet',
    'dt_retira_internet',
    'id_divulga_autoatendimento',
    'cd_unidade_autoatendimento',
    'pc_faturamento',
    'dt_faturamento',
    'ad_pc_faturamento',
    'ad_dt_faturamento',
    'pc_total_faturado',
    'id_adiantamento_faturado',
    'id_fechamento_faturado',
    'nr_anos_experiencia_de',
    'nr_anos_experiencia_ate',
    'vl_pretensao_salarial_1',
    'vl_pretensao_salarial_2',
    'cd_grau_instrucao_de',
    'cd_grau_instrucao_ate',
    'ds_palavras_chave_obrigatorio',
    'ds_palavras_chave_opcional',
    'ds_palavras_chave_excluido',
    'id_possue_deficiencia',
    'id_deficiencia_fisica',
    'id_deficiencia_auditiva',
    'id_deficiencia_visual',
    'id_deficiencia_intelectual',
    'nr_idade_de',
    'nr_idade_ate',
    'id_sexo',
    'cd_uf_perfil',
    'nm_cidades_perfil',
    'nm_bairros_perfil',
    'cd_idioma',
    'id_leitura',
    'id_escrita',
    'id_fala',
    'criado_em',
    'criado_por',
    'alterado_em',
  ] as const;
  const vaga = new BlocoCopia('vaga', colunasVaga);

  // units
  for (const u of UNIDADES_DEMO) {
    const c = geo.porNome.get(`${u.uf}|${u.cidade}`)!;
    // the spec's lists as the units' flags (edited later in Administração › Unidades)
    const flags = flagsPadraoDaUnidade(u.cd);
    empresa.adicionar([
      u.cd,
      `Unidade ${u.cidade}`,
      u.cidade,
      u.agrupadora,
      u.uf,
      u.cidade,
      c.cdCidade,
      u.cd === u.agrupadora ? 'S' : 'N',
      flags.id_callcenter,
      flags.id_prazo_vaga,
      flags.nr_dias_prazo_vaga,
      flags.id_layout_curriculo_2,
      flags.id_chatbot,
    ]);
  }
  const cidadeDaUnidade = (cd: number) => {
    const u = UNIDADES_DEMO.find((x) => x.cd === cd)!;
    return geo.porNome.get(`${u.uf}|${u.cidade}`)!;
  };

  let cd = primeiroCd;
  const fone = (ddd: string) => `${ddd}9${f.int({ min: 81_000_000, max: 99_999_999 })}`;

  // users: the six demo logins, then analysts across units
  const usuarios: UsuarioGerado[] = [];
  const loginsUsados = new Set<string>();
  const novoUsuario = (
    login: string | null,
    cdUnid: number,
    permissoes: readonly number[],
    setor: number,
    grupos: number[],
    analista: boolean,
    demo: boolean,
  ) => {
    const sexo = chance(0.6) ? 'female' : 'male';
    const nome = faker.person.firstName(sexo);
    const nomeCompleto = `${nome} ${faker.person.lastName()} ${faker.person.lastName()}`;
    let loginFinal =
      login ??
      semAcento(`${nome}.${nomeCompleto.split(' ').pop()}`)
        .toLowerCase()
        .replace(/[^a-z.]/g, '');
    while (loginsUsados.has(loginFinal)) loginFinal += '2';
    loginsUsados.add(loginFinal);
    const cdSip = usuarios.length + 1;
    const userSip = cd++;
    const ddd = cidadeDaUnidade(cdUnid).ddd;
    const telefoneUsuario = fone(ddd);
    const email = `${loginFinal}@empresa-demo.com.br`;
    pessoa.adicionar([userSip, 'F', nomeCompleto, nome, cpfDoNumero(900_000_000 + userSip), null, email]);
    usuario.adicionar([
      cdSip,
      userSip,
      loginFinal,
      senhaHash,
      nome,
      cdUnid,
      cidadeDaUnidade(cdUnid).uf,
      setor,
      grupos,
      [...permissoes],
      telefoneUsuario,
      email,
    ]);
    const u: UsuarioGerado = {
      cdSip,
      userSip,
      login: loginFinal,
      nome: nomeCompleto,
      cdUnid,
      analista,
      demo,
    };
    usuarios.push(u);
    return u;
  };
  for (const d of USUARIOS_DEMO) {
    novoUsuario(
      d.login,
      1,
      PERFIS_DEMO[d.login].permissoes,
      d.setor,
      d.grupos,
      d.login === 'selecao' || d.login === 'recrutamento',
      true,
    );
  }
  const permissoesSelecao = [...PERMISSOES.selecao, ...PERMISSOES.testes, ...PERMISSOES.gestaoVagasAbertas];
  const permissoesRecrutamento = [
    ...PERMISSOES.recrutamentoEntrar,
    ...PERMISSOES.autoatendimento,
    ...PERMISSOES.testes,
  ];
  for (const [unid, qtd] of ANALISTAS_POR_UNIDADE) {
    for (let i = 0; i < qtd; i++) {
      const recrut = i % 2 === 1;
      novoUsuario(
        null,
        unid,
        recrut ? permissoesRecrutamento : permissoesSelecao,
        recrut ? 3 : 2,
        [],
        true,
        false,
      );
    }
  }
  const analistas = usuarios.filter((u) => u.analista);
  const demoSelecao = usuarios.find((u) => u.login === 'selecao')!;
  const demoRecrutamento = usuarios.find((u) => u.login === 'recrutamento')!;

  // clients
  interface ClienteGerado {
    cd: number;
    unidade: number;
    cargos: { cd: number; nome: string; interno: CargoCatalogo }[];
    centros: string[];
    processos: string[];
    contatos: string[];
  }
  const clientes: ClienteGerado[] = [];
  let cdCargoCliente = 0;
  let raiz = 10_000_000;
  for (const [unid, qtd] of CLIENTES_POR_UNIDADE) {
    const cidade = cidadeDaUnidade(unid);
    for (let i = 0; i < qtd; i++) {
      const ramo = um(RAMOS);
      const familia = faker.person.lastName();
      const nomeFantasia = `${ramo.prefixo} ${familia}`;
      const razao = `${nomeFantasia} ${um(['Ltda', 'S.A.', 'Indústria e Comércio Ltda', 'Eireli', 'Comércio e Serviços Ltda'])}`;
      raiz += f.int({ min: 1_000, max: 900_000 });
      const cdCliente = cd++;
      const dominio = semAcento(nomeFantasia)
        .toLowerCase()
        .replace(/[^a-z]/g, '');
      pessoa.adicionar([
        cdCliente,
        'J',
        razao,
        nomeFantasia,
        null,
        cnpjDeRaiz(raiz),
        `contato@${dominio}.com.br`,
      ]);
      telefone.adicionar([
        cdCliente,
        1,
        '11',
        `${cidade.ddd}3${f.int({ min: 1_000_000, max: 9_999_999 })}`,
        null,
      ]);
      telefone.adicionar([cdCliente, 2, '5', fone(cidade.ddd), null]);
      cliente.adicionar([
        cdCliente,
        unid,
        um(['R', 'AV', 'ROD']),
        cidade.prefixoCep.padEnd(5, String(f.int(9))) + String(f.int(999)).padStart(3, '0'),
        `${um(['Rua', 'Avenida', 'Rodovia'])} ${faker.person.fullName()}`,
        String(f.int({ min: 10, max: 9999 })),
        chance(0.3) ? `Galpão ${f.int({ min: 1, max: 9 })}` : null,
        um(cidade.bairros),
        um(['Centro', 'Norte', 'Sul', 'Leste', 'Oeste']),
        cidade.cdCidade,
        cidade.nome,
        cidade.uf,
        `rh@${dominio}.com.br`,
        um(analistas).userSip,
        funcionariosDemo(cdCliente),
      ]);
      const contatos: string[] = [];
      for (let k = 0, nContatos = f.int({ min: 1, max: 3 }); k < nContatos; k++) {
        const sexo = chance(0.55) ? 'female' : 'male';
        const nome = `${faker.person.firstName(sexo)} ${faker.person.lastName()}`;
        const cdContato = cd++;
        contatos.push(nome);
        pessoa.adicionar([
          cdContato,
          'F',
          nome,
          nome.split(' ')[0],
          null,
          null,
          `${semAcento(nome.split(' ')[0]).toLowerCase()}@${dominio}.com.br`,
        ]);
        contato.adicionar([
          cdContato,
          cdCliente,
          um([
            'Analista de RH',
            'Gerente de RH',
            'Coordenadora de Produção',
            'Supervisor de Logística',
            'Diretor',
          ]),
          sexo === 'female' ? 'F' : 'M',
          data(hoje - f.int({ min: 25 * 365, max: 58 * 365 }) * DIA),
          um(['C', 'S', 'D', 'A']),
        ]);
        telefone.adicionar([
          cdContato,
          1,
          '2',
          `${cidade.ddd}3${f.int({ min: 1_000_000, max: 9_999_999 })}`,
          String(f.int({ min: 100, max: 299 })),
        ]);
        telefone.adicionar([cdContato, 2, '5', fone(cidade.ddd), null]);
      }
      const doRamo = CARGOS.filter((c) => ramo.areas.includes(c.area));
      const cargos: ClienteGerado['cargos'] = [];
      const usados = new Set<number>();
      for (let k = 0, n = f.int({ min: 4, max: 8 }); k < n; k++) {
        const interno = um(doRamo);
        if (usados.has(interno.cd)) continue;
        usados.add(interno.cd);
        const nome = chance(0.3) ? `${interno.nome} ${um(['I', 'II', 'III', 'Jr', 'Pleno'])}` : interno.nome;
        cdCargoCliente++;
        cargoCliente.adicionar([cdCargoCliente, cdCliente, unid, nome, interno.cd, chance(0.7) ? 'I' : 'C']);
        cargos.push({ cd: cdCargoCliente, nome, interno });
      }
      const centros: string[] = [];
      for (let k = 0, n = f.int({ min: 2, max: 4 }); k < n; k++) {
        const codigo = `${f.int({ min: 1, max: 9 })}${String(f.int(999)).padStart(3, '0')}`;
        if (centros.includes(codigo)) continue;
        centros.push(codigo);
        centroCusto.adicionar([cdCliente, unid, codigo, um(CENTROS_CUSTO)]);
      }
      const processos = faker.helpers.arrayElements(TIPOS_PROCESSO, { min: 2, max: 3 });
      for (const [tipo, abreviado, descricao] of processos)
        tipoProcesso.adicionar([cdCliente, tipo, abreviado, descricao]);
      clientes.push({
        cd: cdCliente,
        unidade: unid,
        cargos,
        centros,
        processos: processos.map((p) => p[0]),
        contatos,
      });
    }
  }

  // requisitions and vacancies
  const turnos = turnosCatalogo();
  const vagas: VagaGerada[] = [];
  let nrRequisicao = 0;
  let nrVaga = 0;
  let contadorDemo = 0;
  let contadorOutros = 0;
  const analistasDaUnidade = (unid: number) => analistas.filter((a) => a.cdUnid === unid && !a.demo);
  const planoRequisicoes: { cliente: ClienteGerado; analista: UsuarioGerado }[] = [];
  // the demo logins get a fixed share of unit 1's requisitions, the other analysts the rest
  for (let i = 0; i < 160; i++) {
    const cli = clientes[i % clientes.length];
    let analista: UsuarioGerado;
    if (cli.unidade === 1 && i % 3 !== 2) analista = i % 2 === 0 ? demoSelecao : demoRecrutamento;
    else
      analista = um(
        analistasDaUnidade(cli.unidade).length
          ? analistasDaUnidade(cli.unidade)
          : analistas.filter((a) => !a.demo),
      );
    planoRequisicoes.push({ cliente: cli, analista });
  }
  const tiposContratacao = CATALOGO_TIPOS_CONTRATACAO.map((t) => t.cd);
  for (const { cliente: cli, analista } of planoRequisicoes) {
    nrRequisicao++;
    const qtVagas = chance(0.6) ? 1 : f.int({ min: 2, max: 4 });
    const requisitante = um(cli.contatos);
    const cidadeCliente = cidadeDaUnidade(cli.unidade);
    const tipoContratacao = chance(0.45) ? 1 : chance(0.6) ? 2 : chance(0.6) ? 6 : tiposContratacao[3];
    const recrutamento =
      analista.login === 'recrutamento' ||
      (!analista.demo && analista.cdSip % 2 === 0 ? chance(0.7) : chance(0.2));
    const sigilosa = chance(0.05);
    const confidencial = !sigilosa && chance(0.05);
    // situation and opening date decide whether the vacancy is overdue
    const demo = analista.demo;
    const situacao = demo
      ? SITUACOES_DEMO[contadorDemo++ % SITUACOES_DEMO.length]
      : SITUACOES[contadorOutros++ % SITUACOES.length];
    const aberta = [1, 7, 11].includes(situacao);
    let diasAberta: number;
    let prorrogacao: number | null = null;
    let motivoProrrogacao: string | null = null;
    const prazo = flagsPadraoDaUnidade(analista.cdUnid).nr_dias_prazo_vaga;
    if (aberta) {
      const sorte = f.int(99);
      if (!demo && sorte < 25) {
        // overdue: past the limit with no extension, or with an extension that already ran out
        diasAberta = prazo + f.int({ min: 10, max: 150 });
        if (chance(0.4)) {
          prorrogacao = hoje - f.int({ min: 3, max: 40 }) * DIA;
          motivoProrrogacao =
            'Cliente pediu mais prazo para concluir as entrevistas finais com o gestor da área.';
        }
      } else if (sorte < 40) {
        // old but extended into the future: not overdue
        diasAberta = prazo + f.int({ min: 10, max: 90 });
        prorrogacao = hoje + f.int({ min: 7, max: 60 }) * DIA;
        motivoProrrogacao =
          'Perfil de difícil localização; cliente aprovou a continuidade do processo seletivo.';
      } else {
        diasAberta = f.int({ min: 0, max: Math.min(80, prazo - 10) });
      }
    } else if (situacao === 13 || situacao === 11 || situacao === 12) {
      diasAberta = f.int({ min: 1, max: 60 });
    } else {
      diasAberta = f.int({ min: 20, max: 700 });
    }
    const abertura = hoje - diasAberta * DIA;
    requisicao.adicionar([
      nrRequisicao,
      cli.cd,
      cli.unidade,
      cli.unidade,
      data(abertura),
      qtVagas,
      requisitante,
      iso(abertura + 9 * 3_600_000),
      analista.cdSip,
    ]);
    for (let v = 0; v < qtVagas; v++) {
      nrVaga++;
      const cargo = um(cli.cargos);
      const tipoVaga = cargo.interno.tipo;
      const turnosDoTipo = turnos.filter((t) => t.tipo === tipoContratacao);
      const salario =
        tipoVaga === 'G'
          ? f.int({ min: 80, max: 200 }) * 100
          : tipoVaga === 'Q'
            ? f.int({ min: 35, max: 100 }) * 100
            : f.int({ min: 16, max: 40 }) * 100;
      const frases = FRASES_EXPERIENCIA[cargo.interno.area];
      const descricao = `Atividades: ${faker.helpers.arrayElements(frases, 3).join(' ')}`;
      const web = chance(0.5);
      const pcd = chance(0.08);
      const insalubre = chance(0.15);
      const perigoso = !insalubre && chance(0.05);
      const comFaturamento = tipoContratacao === 1 || tipoContratacao === 10;
      const adiantamento = comFaturamento && (situacao === 13 || chance(0.3));
      const fechada = situacao === 6;
      const cancelada = [5, 8, 9].includes(situacao);
      const dtSituacao = aberta ? null : abertura + f.int({ min: 1, max: Math.max(1, diasAberta) }) * DIA;
      const ultimaMov = abertura + f.int({ min: 0, max: Math.max(0, diasAberta) }) * DIA + 10 * 3_600_000;
      const palavras = cargo.interno.nome.split(' ').filter((p) => p.length > 3);
      const perfilSexo = chance(0.15) ? um(['F', 'M']) : null;
      const idade = chance(0.4) ? [f.int({ min: 18, max: 25 }), f.int({ min: 35, max: 55 })] : [null, null];
      const grau = tipoVaga === 'Q' || tipoVaga === 'G' ? [7, 9] : tipoVaga === 'A' ? [5, 8] : [3, 6];
      const ingles = (tipoVaga === 'Q' || tipoVaga === 'G') && chance(0.3);
      const linha: Record<(typeof colunasVaga)[number], unknown> = {
        nr_vaga: nrVaga,
        nr_requisicao: nrRequisicao,
        cd_empresa: cli.unidade,
        cd_pessoa_cliente: cli.cd,
        cd_empresa_cliente: cli.unidade,
        cd_situacao_vaga: situacao,
        ds_situacao_vaga: aberta
          ? null
          : situacao === 13
            ? 'Aguardando o pagamento do adiantamento pelo cliente.'
            : 'Situação alterada conforme retorno do cliente.',
        cd_motivo_cancelamento: cancelada ? f.int({ min: 1, max: 11 }) : null,
        id_cancelada_just: cancelada && chance(0.2) ? 'S' : 'N',
        dt_situacao: dtSituacao === null ? null : iso(dtSituacao),
        dt_fechamento: fechada && dtSituacao !== null ? iso(dtSituacao) : null,
        dt_cancelamento: cancelada && dtSituacao !== null ? iso(dtSituacao) : null,
        cd_tipo_contratacao: tipoContratacao,
        id_tipo_vaga: tipoVaga,
        id_recrutamento: recrutamento ? 'S' : 'N',
        cd_cargo: cargo.interno.cd,
        cd_cargo_cliente: cargo.cd,
        vl_salario: salario,
        id_salario: tipoContratacao === 2 && chance(0.3) ? 'H' : 'M',
        cd_turno: turnosDoTipo.length ? um(turnosDoTipo).cd : null,
        cd_centro_custo: um(cli.centros),
        ds_area: um(CENTROS_CUSTO),
        nr_pedido_cliente: chance(0.4) ? `PED-${f.int({ min: 1000, max: 99999 })}` : null,
        nm_requisitante: requisitante,
        ds_observacoes: descricao,
        ds_informacoes_adicionais: chance(0.3)
          ? 'Vaga com possibilidade de efetivação. Empresa oferece refeitório no local e transporte fretado.'
          : null,
        id_vaga_sigilosa: sigilosa ? 'S' : 'N',
        id_vaga_confidencial: confidencial ? 'S' : 'N',
        id_vaga_pcd: pcd ? 'S' : 'N',
        id_insalubridade: insalubre ? 'S' : 'N',
        id_periculosidade: perigoso ? 'S' : 'N',
        vl_insalubridade: insalubre ? um([10, 20, 40]) : null,
        vl_periculosidade: perigoso ? 30 : null,
        cd_pessoa_analista: analista.userSip,
        cd_usuario_analista: analista.cdSip,
        nr_telefone_analista: chance(0.7) ? fone(cidadeCliente.ddd) : null,
        dt_abertura: data(abertura),
        dt_prorrogacao: prorrogacao === null ? null : data(prorrogacao),
        ds_motivo_prorrogacao: motivoProrrogacao,
        dt_ultima_movimentacao: iso(Math.min(ultimaMov, agora)),
        id_libera_internet: web ? 'S' : 'N',
        id_divulga_redes_sociais: web && chance(0.4) ? 'S' : 'N',
        id_local_trabalho: 'C',
        qt_candidatos_vaga_web: 100,
        ds_observacao_internet: web
          ? `${cargo.nome} para ${um(['empresa do ramo industrial', 'importante empresa da região', 'empresa em expansão'])}. ${descricao}`
          : null,
        ds_requisitos_internet: web ? 'Ensino médio completo e experiência comprovada na função.' : null,
        ds_atividades_internet: web ? frases[0].slice(0, 199) : null,
        dt_libera_internet: web ? iso(abertura + 12 * 3_600_000) : null,
        dt_retira_internet: web && !aberta ? iso(dtSituacao ?? abertura) : null,
        id_divulga_autoatendimento: recrutamento && chance(0.5) ? 'S' : 'N',
        cd_unidade_autoatendimento: recrutamento ? cli.unidade : null,
        pc_faturamento: comFaturamento ? 100 : null,
        dt_faturamento: comFaturamento && fechada && dtSituacao !== null ? data(dtSituacao) : null,
        ad_pc_faturamento: adiantamento ? 30 : null,
        ad_dt_faturamento: adiantamento ? data(abertura + 5 * DIA) : null,
        pc_total_faturado:
          fechada && comFaturamento ? 100 : situacao === 9 ? 50 : adiantamento && situacao !== 13 ? 30 : 0,
        id_adiantamento_faturado: adiantamento && situacao !== 13 ? 'S' : 'N',
        id_fechamento_faturado: fechada && comFaturamento ? 'S' : 'N',
        nr_anos_experiencia_de: chance(0.6) ? um([0.6, 1, 2]) : null,
        nr_anos_experiencia_ate: chance(0.3) ? um([3, 5, 10]) : null,
        vl_pretensao_salarial_1: chance(0.4) ? salario * 0.9 : null,
        vl_pretensao_salarial_2: chance(0.4) ? salario * 1.2 : null,
        cd_grau_instrucao_de: grau[0],
        cd_grau_instrucao_ate: grau[1],
        ds_palavras_chave_obrigatorio: palavras.length && chance(0.5) ? palavras[0].toLowerCase() : null,
        ds_palavras_chave_opcional: chance(0.4)
          ? um(['experiência', 'NR-11', 'Excel', 'liderança', 'CNH B', 'qualidade'])
          : null,
        ds_palavras_chave_excluido: chance(0.1) ? 'estágio' : null,
        id_possue_deficiencia: pcd ? 'S' : null,
        id_deficiencia_fisica: pcd ? 'S' : 'N',
        id_deficiencia_auditiva: pcd && chance(0.5) ? 'S' : 'N',
        id_deficiencia_visual: pcd && chance(0.3) ? 'S' : 'N',
        id_deficiencia_intelectual: pcd && chance(0.2) ? 'S' : 'N',
        nr_idade_de: idade[0],
        nr_idade_ate: idade[1],
        id_sexo: perfilSexo,
        cd_uf_perfil: cidadeCliente.uf,
        nm_cidades_perfil: [cidadeCliente.nome],
        nm_bairros_perfil: chance(0.3) ? faker.helpers.arrayElements(cidadeCliente.bairros, 2) : null,
        cd_idioma: ingles ? 1 : null,
        id_leitura: ingles ? 2 : null,
        id_escrita: ingles ? 2 : null,
        id_fala: ingles ? 2 : null,
        criado_em: iso(abertura + 9 * 3_600_000),
        criado_por: analista.cdSip,
        alterado_em: iso(Math.min(ultimaMov, agora)),
      };
      // array columns go through COPY as {a,b}; quote names that have spaces or commas
      const arr = (v: unknown) =>
        Array.isArray(v) ? v.map((x) => `"${String(x).replace(/"/g, '\\"')}"`) : v;
      linha.nm_cidades_perfil = arr(linha.nm_cidades_perfil);
      linha.nm_bairros_perfil = arr(linha.nm_bairros_perfil);
      vaga.adicionar(colunasVaga.map((c) => linha[c]));
      vagas.push({
        nrVaga,
        nrRequisicao,
        cdEmpresa: cli.unidade,
        cdPessoaCliente: cli.cd,
        situacao,
        analista,
        abertura,
        tipoContratacao,
        recrutamento,
        tiposProcesso: cli.processos,
      });
    }
  }

  return {
    blocos: [
      empresa,
      pessoa,
      telefone,
      usuario,
      cliente,
      contato,
      cargoCliente,
      centroCusto,
      tipoProcesso,
      requisicao,
      vaga,
    ],
    usuarios,
    vagas,
    maximos: {
      pessoa: cd - 1,
      usuario: usuarios.length,
      cargo_cliente: cdCargoCliente,
      requisicao: nrRequisicao,
      vaga: nrVaga,
    },
  };
}
