import { escolaridadeDaFormacao } from '@backoffice/domain/catalogos';
import { dataNegocio, dataUtc } from '@backoffice/domain/datas';
import { base, en, Faker, pt_BR } from '@faker-js/faker';
import { BlocoCopia } from '../db/copia';
import { type AreaCargo, CARGOS, type CargoCatalogo } from './data/cargos';
import {
  CURSOS_LIVRES,
  CURSOS_SUPERIORES,
  CURSOS_TECNICOS,
  FRASES_EXPERIENCIA,
  HOBBIES,
  INSTITUICOES,
  MOTIVOS_SAIDA,
  NOME_AREA,
  RESPONSABILIDADES_SOCIAIS,
  RESUMOS,
  TIPOS_EMPRESA,
} from './data/curriculo';
import { NOMES_FEMININOS, NOMES_MASCULINOS, SOBRENOMES } from './data/nomes';
import { cpfDoNumero, pisDeBase } from './documentos';
import { type CidadeDemo, escolherAcumulado, geografia } from './geografia';

/** Candidates are generated in blocks of this size, each from its own seed: any batching gives the same data. */
export const TAMANHO_BLOCO = 1000;
const SEMENTE = 20_240_601;
const DIA = 86_400_000;

export const COLUNAS_PESSOA = [
  'cd_pessoa',
  'id_tipo_pessoa',
  'nm_pessoa',
  'nm_apelido',
  'nr_documento_cpf',
  'ds_email',
  'criado_em',
  'alterado_em',
] as const;

export const COLUNAS_CANDIDATO = [
  'cd_pessoa',
  'cd_empresa',
  'dt_nascimento',
  'id_sexo',
  'id_estado_civil',
  'nm_pessoa_mae',
  'nm_pessoa_pai',
  'cd_pais_origem',
  'cd_uf_origem',
  'nm_cidade_origem',
  'nr_ano_chegada_brasil',
  'id_primeiro_emprego',
  'id_possue_deficiencia',
  'nr_altura',
  'nr_peso',
  'id_fumante',
  'id_cutis',
  'id_cabelo',
  'id_olho',
  'nr_calcado',
  'id_tamanho_calca',
  'id_tamanho_camisa',
  'id_experiencia',
  'possui_filhos',
  'nr_filho',
  'possui_veiculo',
  'cd_habilitacao_cat',
  'check_responsabilidades_sociais',
  'ds_responsabilidades_sociais',
  'check_hobbies',
  'ds_hobbies',
  'pretensao_salarial',
  'ds_experiencia_profissional',
  'id_uso_imagem',
  'cd_escolaridade',
  'id_cursando',
  'cd_cep',
  'nm_cep',
  'nr_endereco',
  'ds_complemento',
  'nm_bairro',
  'cd_cidade',
  'nm_cidade',
  'cd_uf',
  'cd_pais',
  'nr_telefone_cel',
  'nr_telefone_rec',
  'nr_telefone_res',
  'ds_observacao_rec',
  'id_possui_whatsapp_cel',
  'id_possui_whatsapp_rec',
  'nr_documento_pis',
  'nr_documento_ctps',
  'nr_serie_ctps',
  'dt_emissao_ctps',
  'cd_estado_emite_ctps',
  'nr_documento_rg',
  'orgao_emissor_rg',
  'dt_emissao_rg',
  'cd_estado_emite_rg',
  'id_turno_normal',
  'id_turno_matutino',
  'id_turno_vespertino',
  'id_turno_noturno',
  'id_revezamento',
  'nr_nota_candidato',
  'id_destaque',
  'id_bloqueado',
  'dt_inativo',
  'id_situacao_esocial',
  'criado_em',
  'alterado_em',
] as const;

export const COLUNAS_CARGO = ['cd_pessoa_candidato', 'cd_cargo', 'nr_experiencia'] as const;
export const COLUNAS_EMPREGO = [
  'cd_pessoa_candidato',
  'nm_pessoa_empresa',
  'nm_cargo',
  'vl_ultimo_salario',
  'dt_inicio',
  'dt_fim',
  'ds_motivo_saida',
  'ds_experiencia_profissional',
] as const;
export const COLUNAS_FORMACAO = [
  'cd_pessoa_candidato',
  'cd_nivel',
  'id_situacao',
  'nm_curso',
  'nm_pessoa_estab_ensino',
  'dt_conclusao_curso',
  'nr_carga_horaria',
] as const;
export const COLUNAS_IDIOMA = [
  'cd_pessoa_candidato',
  'cd_idioma',
  'id_leitura',
  'id_escrita',
  'id_fala',
] as const;
export const COLUNAS_DEFICIENCIA = [
  'cd_pessoa_candidato',
  'cd_tipo_deficiencia',
  'cd_cid',
  'ds_observacao',
  'dt_validade',
  'id_status',
  'criado_em',
] as const;

/** The COPY blocks of one batch of candidates, in a loadable order. */
export interface LoteCandidatos {
  pessoa: BlocoCopia;
  candidato: BlocoCopia;
  candidato_cargo: BlocoCopia;
  candidato_emprego: BlocoCopia;
  candidato_formacao: BlocoCopia;
  candidato_idioma: BlocoCopia;
  candidato_deficiencia: BlocoCopia;
}

export function novoLote(): LoteCandidatos {
  return {
    pessoa: new BlocoCopia('pessoa', COLUNAS_PESSOA),
    candidato: new BlocoCopia('candidato', COLUNAS_CANDIDATO),
    candidato_cargo: new BlocoCopia('candidato_cargo', COLUNAS_CARGO),
    candidato_emprego: new BlocoCopia('candidato_emprego', COLUNAS_EMPREGO),
    candidato_formacao: new BlocoCopia('candidato_formacao', COLUNAS_FORMACAO),
    candidato_idioma: new BlocoCopia('candidato_idioma', COLUNAS_IDIOMA),
    candidato_deficiencia: new BlocoCopia('candidato_deficiencia', COLUNAS_DEFICIENCIA),
  };
}

/** Weighted choice over fixed options, precomputed once. */
class Pesos<T> {
  private acumulado: number[] = [];
  private valores: T[] = [];
  constructor(opcoes: readonly (readonly [T, number])[]) {
    let s = 0;
    for (const [v, p] of opcoes) {
      s += p;
      this.acumulado.push(s);
      this.valores.push(v);
    }
  }
  escolher(r: number): T {
    return this.valores[escolherAcumulado(this.acumulado, r)];
  }
}

const AREAS = new Pesos<AreaCargo>([
  ['producao', 24],
  ['logistica', 14],
  ['administrativo', 10],
  ['comercial', 10],
  ['atendimento', 6],
  ['limpeza', 6],
  ['alimentacao', 5],
  ['construcao', 5],
  ['manutencao', 5],
  ['transporte', 4],
  ['financeiro', 3],
  ['seguranca', 3],
  ['textil', 3],
  ['ti', 2],
  ['saude', 2],
  ['rh', 1],
  ['engenharia', 1],
  ['marketing', 1],
  ['educacao', 1],
  ['juridico', 0.5],
]);

/** Highest education level reached (CD_ESCOLARIDADE 2..11). */
const ESCOLARIDADE = new Pesos<number>([
  [2, 6],
  [3, 8],
  [4, 10],
  [5, 37],
  [6, 10],
  [7, 11],
  [8, 13],
  [9, 4],
  [10, 0.8],
  [11, 0.2],
]);

const FAIXA_ETARIA = new Pesos<[number, number]>([
  [[16, 24], 30],
  [[25, 34], 30],
  [[35, 44], 20],
  [[45, 54], 13],
  [[55, 65], 7],
]);

const ESTADO_CIVIL = new Pesos<string>([
  ['S', 45],
  ['C', 35],
  ['A', 10],
  ['D', 7],
  ['V', 2],
  ['J', 1],
]);

const HABILITACAO = new Pesos<string>([
  ['B', 50],
  ['AB', 30],
  ['A', 10],
  ['D', 4],
  ['AD', 2],
  ['E', 2],
  ['AE', 2],
]);

const DEFICIENCIA = new Pesos<[number, string[], string]>([
  [[1, ['M21.7', 'Q72.4', 'G80.1', 'T93.6', 'M41.1'], 'Mobilidade reduzida em membro inferior'], 40],
  [[2, ['H90.3', 'H90.5', 'H91.9'], 'Perda auditiva bilateral, usa aparelho'], 20],
  [[3, ['H54.4', 'H54.1', 'H54.2'], 'Visão monocular'], 15],
  [[6, ['F70', 'F71'], 'Deficiência intelectual leve'], 10],
  [[4, ['F20.0', 'F31.7'], 'Em acompanhamento, estável'], 5],
  [[7, ['Z76.8', 'T93.1'], 'Reabilitado pelo INSS'], 10],
]);

const ORIGEM_ESTRANGEIRA = new Pesos<[number, number]>([
  // [cd_pais, cd_idioma nativo]
  [[5, 2], 50],
  [[6, 11], 25],
  [[2, 2], 8],
  [[3, 2], 7],
  [[8, 2], 5],
  [[12, 2], 5],
]);

const PREFIXOS_RUA = new Pesos<string>([
  ['Rua', 80],
  ['Avenida', 10],
  ['Travessa', 4],
  ['Servidão', 3],
  ['Alameda', 3],
]);

const DOMINIOS = new Pesos<string>([
  ['gmail.com', 60],
  ['hotmail.com', 18],
  ['outlook.com', 10],
  ['yahoo.com.br', 7],
  ['bol.com.br', 3],
  ['icloud.com', 2],
]);

const CAMISAS = ['P', 'M', 'G', 'GG', 'EGG', 'G1', 'G2'];

const cargosPorArea = new Map<AreaCargo, CargoCatalogo[]>();
for (const c of CARGOS) {
  const lista = cargosPorArea.get(c.area) ?? [];
  lista.push(c);
  cargosPorArea.set(c.area, lista);
}

/** Positions a candidate may want: any with higher education, else operational and administrative ones. */
function cargosElegiveis(area: AreaCargo, qualificado: boolean): CargoCatalogo[] {
  const chave = `${area}|${qualificado}`;
  let lista = elegiveisCache.get(chave);
  if (!lista) {
    const daArea = cargosPorArea.get(area) ?? [];
    lista = daArea.filter((c) => qualificado || c.tipo === 'O' || c.tipo === 'A');
    if (!lista.length) lista = cargosPorArea.get('producao') ?? [];
    elegiveisCache.set(chave, lista);
  }
  return lista;
}
const elegiveisCache = new Map<string, CargoCatalogo[]>();

function semAcento(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

const datasCache = new Map<number, string>();

/** 'YYYY-MM-DD' of a UTC millisecond instant (cached by day: generation formats millions of dates). */
function dataIso(ms: number): string {
  const dia = Math.floor(ms / DIA);
  let s = datasCache.get(dia);
  if (s === undefined) {
    s = dataUtc(dia * DIA);
    datasCache.set(dia, s);
  }
  return s;
}

/** ISO 8601 UTC timestamp of whole seconds, without building a Date for each of millions of rows. */
function instanteIso(ms: number): string {
  const s = Math.floor(ms / 1000);
  const dia = s - (s % 86_400);
  const resto = s - dia;
  const hh = Math.floor(resto / 3600);
  const mm = Math.floor((resto % 3600) / 60);
  const ss = resto % 60;
  return `${dataIso(dia * 1000)}T${hh < 10 ? '0' : ''}${hh}:${mm < 10 ? '0' : ''}${mm}:${ss < 10 ? '0' : ''}${ss}Z`;
}

/** Date-only 'today' in the business time zone, as UTC midnight milliseconds. */
export function hojeNegocio(agora = new Date()): number {
  return Date.parse(`${dataNegocio(agora)}T00:00:00Z`);
}

/**
 * Generates candidates number `primeiroIndice` … `primeiroIndice + quantidade - 1` of a load,
 * with person codes from `primeiroCd`. `primeiroIndice` must be a multiple of TAMANHO_BLOCO.
 * `hoje` is the business date (UTC midnight ms) the dates are spread back from.
 */
export function gerarCandidatos(
  lote: LoteCandidatos,
  primeiroCd: number,
  primeiroIndice: number,
  quantidade: number,
  hoje: number,
): void {
  if (primeiroIndice % TAMANHO_BLOCO !== 0) throw new Error('primeiroIndice deve ser múltiplo do bloco');
  const faker = new Faker({ locale: [pt_BR, en, base] });
  const geo = geografia();
  const f = faker.number;
  const r = () => f.int(999_999) / 1_000_000;
  const um = <T>(lista: readonly T[]): T => lista[f.int(lista.length - 1)];
  const chance = (p: number) => r() < p;
  const sn = (p: number) => (chance(p) ? 'S' : 'N');
  const agora = hoje + 12 * 3_600_000;
  const pessoa = faker.definitions.person;
  const unir = (a: readonly string[], b: readonly string[] | undefined) => [...new Set([...a, ...(b ?? [])])];
  const nomesF = unir(NOMES_FEMININOS, pessoa.first_name.female);
  const nomesM = unir(NOMES_MASCULINOS, pessoa.first_name.male);
  const sobrenomes = unir(SOBRENOMES, pessoa.last_name.generic);

  for (let k = 0; k < quantidade; k++) {
    const indice = primeiroIndice + k;
    if (indice % TAMANHO_BLOCO === 0 || k === 0) faker.seed([SEMENTE, Math.floor(indice / TAMANHO_BLOCO)]);
    const cd = primeiroCd + k;

    // who
    const feminino = chance(0.52);
    const nomes = feminino ? nomesF : nomesM;
    const nome = um(nomes);
    const segundoNome = chance(0.3) ? ` ${um(nomes)}` : '';
    const sobrenome1 = um(sobrenomes);
    const sobrenome2 = um(sobrenomes);
    const nomeCompleto = `${nome}${segundoNome} ${sobrenome1} ${sobrenome2}`;
    const [idadeMin, idadeMax] = FAIXA_ETARIA.escolher(r());
    const idade = f.int({ min: idadeMin, max: idadeMax });
    const nascimento = hoje - idade * 365.25 * DIA - f.int(364) * DIA;

    // where
    const cidade: CidadeDemo = geo.cidades[escolherAcumulado(geo.acumulado, r())];
    const bairro = um(cidade.bairros);
    const estrangeiro = chance(0.03) ? ORIGEM_ESTRANGEIRA.escolher(r()) : null;

    // when: more recent updates are more likely (about 40% in the last six months)
    const diasAlterado = Math.floor(1095 * r() ** 2);
    const alterado = agora - diasAlterado * DIA - f.int(36_000) * 1000;
    const criado = alterado - Math.floor(r() * r() * 2000) * DIA;

    // education
    let escolaridade = ESCOLARIDADE.escolher(r());
    if (idade < 18 && escolaridade > 5) escolaridade = 4;
    if (idade < 22 && escolaridade > 7) escolaridade = 7;
    const area = AREAS.escolher(r());
    const qualificado = escolaridade >= 7;
    const cargosPossiveis = cargosElegiveis(area, qualificado);

    // positions wanted and previous jobs
    const anosTrabalho = Math.max(0, idade - 16 - f.int(3));
    const primeiroEmprego = idade < 22 && chance(0.35);
    const nCargos = f.int({ min: 1, max: 3 });
    const escolhidos = new Set<CargoCatalogo>();
    while (escolhidos.size < Math.min(nCargos, cargosPossiveis.length)) escolhidos.add(um(cargosPossiveis));
    const cargos = [...escolhidos];
    for (const c of cargos) {
      const anos = primeiroEmprego ? 0 : Math.min(10, f.int(Math.min(10, anosTrabalho)));
      lote.candidato_cargo.adicionar([cd, c.cd, anos === 0 ? (primeiroEmprego ? 0 : 0.6) : anos]);
    }

    const salarioBase = qualificado ? f.int({ min: 3500, max: 12000 }) : f.int({ min: 1600, max: 3600 });
    const frases = FRASES_EXPERIENCIA[area];
    let fim = chance(0.35) ? null : hoje - f.int({ min: 10, max: 400 }) * DIA;
    const nEmpregos = primeiroEmprego ? 0 : Math.min(4, 1 + f.int(Math.min(3, Math.floor(anosTrabalho / 3))));
    for (let j = 0; j < nEmpregos; j++) {
      const duracao = f.int({ min: 120, max: 2200 }) * DIA;
      const referencia = fim ?? hoje;
      const inicio = referencia - duracao;
      const cargoEmprego = um(cargosPossiveis);
      const tipoEmpresa = um(TIPOS_EMPRESA[area]);
      const empresa = chance(0.5)
        ? `${tipoEmpresa} ${um(sobrenomes)} Ltda`
        : `${tipoEmpresa} ${um(sobrenomes)} & ${um(sobrenomes)}`;
      const nFrases = f.int({ min: 1, max: 3 });
      const inicioFrase = f.int(frases.length - 1);
      const texto: string[] = [];
      for (let x = 0; x < nFrases; x++) texto.push(frases[(inicioFrase + x * 3) % frases.length]);
      lote.candidato_emprego.adicionar([
        cd,
        empresa,
        cargoEmprego.nome,
        Math.round((salarioBase * (1 - j * 0.08)) / 10) * 10,
        dataIso(inicio),
        fim === null ? null : dataIso(fim),
        fim === null ? null : um(MOTIVOS_SAIDA),
        texto.join(' '),
      ]);
      fim = inicio - f.int({ min: 15, max: 300 }) * DIA;
      if (fim < nascimento + 16 * 365 * DIA) break;
    }

    // education records consistent with the level
    const uf = cidade.uf;
    const instituicoes = INSTITUICOES[uf] ?? INSTITUICOES['*'];
    const escola = `${chance(0.5) ? 'Escola de Educação Básica' : 'Colégio Estadual'} ${um(chance(0.5) ? nomesF : nomesM)} ${um(sobrenomes)}`;
    const anoNasc = new Date(nascimento).getUTCFullYear();
    const conclusao = (anos: number) => `${Math.min(anoNasc + anos, new Date(hoje).getUTCFullYear())}-12-01`;
    const formacoes: [number, string, string | null, string, string | null][] = [];
    if (escolaridade <= 3)
      formacoes.push([
        1,
        escolaridade === 3 ? 'C' : chance(0.5) ? 'D' : 'A',
        null,
        escola,
        escolaridade === 3 ? conclusao(15) : null,
      ]);
    else
      formacoes.push([
        2,
        escolaridade === 4 ? (idade < 19 ? 'A' : 'D') : 'C',
        null,
        escola,
        escolaridade === 4 ? null : conclusao(18),
      ]);
    if (escolaridade === 6) formacoes.push([3, 'C', um(CURSOS_TECNICOS), um(instituicoes), conclusao(20)]);
    if (escolaridade >= 7) {
      const curso = um(CURSOS_SUPERIORES[area]);
      const situacao = escolaridade === 7 ? (idade < 30 ? 'A' : chance(0.5) ? 'T' : 'D') : 'C';
      formacoes.push([4, situacao, curso, um(instituicoes), situacao === 'C' ? conclusao(23) : null]);
    }
    if (escolaridade >= 9)
      formacoes.push([
        5,
        'C',
        `MBA em ${um(['Gestão de Projetos', 'Gestão Empresarial', 'Logística', 'Finanças', 'Gestão de Pessoas'])}`,
        um(INSTITUICOES['*']),
        conclusao(26),
      ]);
    if (escolaridade >= 10)
      formacoes.push([6, 'C', `Mestrado em ${um(CURSOS_SUPERIORES[area])}`, um(instituicoes), conclusao(28)]);
    if (escolaridade >= 11)
      formacoes.push([
        7,
        'C',
        `Doutorado em ${um(CURSOS_SUPERIORES[area])}`,
        um(instituicoes),
        conclusao(32),
      ]);
    const nLivres = f.int(2);
    for (let j = 0; j < nLivres; j++)
      formacoes.push([
        9,
        'C',
        um(CURSOS_LIVRES),
        um(INSTITUICOES['*']),
        conclusao(Math.max(16, idade - f.int(5))),
      ]);
    let maiorEscolaridade = 1;
    let cursando = 'N';
    for (const [nivel, situacao, curso, inst, data] of formacoes) {
      lote.candidato_formacao.adicionar([
        cd,
        nivel,
        situacao,
        curso,
        inst,
        data,
        nivel === 9 ? f.int({ min: 8, max: 160 }) : null,
      ]);
      maiorEscolaridade = Math.max(maiorEscolaridade, escolaridadeDaFormacao(nivel, situacao) ?? 1);
      if (situacao === 'A') cursando = 'S';
    }

    // languages
    if (estrangeiro) lote.candidato_idioma.adicionar([cd, estrangeiro[1], 4, 4, 4]);
    const nivelIngles = qualificado ? 0.55 : 0.18;
    if (chance(nivelIngles)) {
      const n = f.int({ min: 1, max: 4 });
      lote.candidato_idioma.adicionar([cd, 1, n, Math.max(1, n - f.int(1)), n]);
    }
    if (estrangeiro?.[1] !== 2 && chance(0.1)) {
      const n = f.int({ min: 1, max: 3 });
      lote.candidato_idioma.adicionar([cd, 2, n, Math.max(1, n - 1), n]);
    }
    if (uf === 'SC' && chance(0.03)) lote.candidato_idioma.adicionar([cd, 3, 2, 1, 2]);

    // disability (about 5%)
    const pcd = chance(0.05);
    if (pcd) {
      const [tipo, cids, obs] = DEFICIENCIA.escolher(r());
      lote.candidato_deficiencia.adicionar([
        cd,
        tipo,
        um(cids),
        obs,
        dataIso(alterado - f.int({ min: 10, max: 700 }) * DIA),
        'A',
        instanteIso(criado),
      ]);
    }

    // contact
    const celular = `${cidade.ddd}9${String(f.int({ min: 81_000_000, max: 99_999_999 }))}`;
    const recado = chance(0.6)
      ? `${cidade.ddd}9${String(f.int({ min: 81_000_000, max: 99_999_999 }))}`
      : null;
    const residencial = chance(0.25)
      ? `${cidade.ddd}3${String(f.int({ min: 1_000_000, max: 9_999_999 }))}`
      : null;
    const usuarioEmail = semAcento(`${nome}.${sobrenome2}`)
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    const email = `${usuarioEmail}${f.int(999)}@${DOMINIOS.escolher(r())}`;
    const cep = (cidade.prefixoCep + String(f.int(99_999_999)).padStart(8, '0')).slice(0, 8);
    const rua = `${PREFIXOS_RUA.escolher(r())} ${chance(0.6) ? `${um(nomesM)} ${um(sobrenomes)}` : um(sobrenomes)}`;

    // body and other personal data
    const altura = feminino
      ? f.float({ min: 1.5, max: 1.78, fractionDigits: 2 })
      : f.float({ min: 1.6, max: 1.92, fractionDigits: 2 });
    const imc = f.float({ min: 19, max: 31 });
    const peso = Math.round(imc * altura * altura);
    const filhos = idade > 20 && chance(0.5);
    const habilitacao = idade >= 18 && chance(0.45) ? HABILITACAO.escolher(r()) : null;
    const emissaoDocs = nascimento + f.int({ min: 16, max: Math.max(16, idade) }) * 365 * DIA;
    const resumo = um(RESUMOS)
      .replace(
        '{anos}',
        anosTrabalho <= 1 || primeiroEmprego ? 'pouca' : `${Math.min(anosTrabalho, 30)} anos`,
      )
      .replace('{area}', NOME_AREA[area]);
    const turnoNormal = chance(0.75);
    const social = chance(0.08) ? um(RESPONSABILIDADES_SOCIAIS) : null;
    const hobby = chance(0.3) ? um(HOBBIES) : null;

    lote.pessoa.adicionar([
      cd,
      'F',
      nomeCompleto,
      nome,
      cpfDoNumero(cd),
      email,
      instanteIso(criado),
      instanteIso(alterado),
    ]);
    lote.candidato.adicionar([
      cd,
      cidade.cdEmpresa,
      dataIso(nascimento),
      feminino ? 'F' : 'M',
      idade < 20 ? 'S' : ESTADO_CIVIL.escolher(r()),
      `${um(nomesF)} ${sobrenome1}`,
      chance(0.85) ? `${um(nomesM)} ${sobrenome2}` : null,
      estrangeiro ? estrangeiro[0] : 1,
      estrangeiro ? null : chance(0.8) ? uf : um(['SC', 'PR', 'SP', 'RS', 'BA', 'MG', 'PE', 'MA', 'PA']),
      estrangeiro ? null : cidade.nome,
      estrangeiro ? new Date(hoje).getUTCFullYear() - f.int(8) : null,
      primeiroEmprego ? 'S' : 'N',
      pcd ? 'S' : 'N',
      altura,
      peso,
      sn(0.12),
      um(['B', 'N', 'M', 'A', 'I']),
      um(['C', 'L', 'N', 'R']),
      um(['C', 'N', 'A', 'V']),
      feminino ? f.int({ min: 33, max: 40 }) : f.int({ min: 37, max: 45 }),
      String(2 * f.int({ min: 18, max: 26 })),
      um(CAMISAS),
      sn(0.08),
      filhos ? 'S' : 'N',
      filhos ? f.int({ min: 1, max: 4 }) : 0,
      habilitacao && chance(0.5) ? 'S' : 'N',
      habilitacao,
      social ? 'S' : 'N',
      social,
      hobby ? 'S' : 'N',
      hobby,
      Math.round((salarioBase * f.float({ min: 1, max: 1.3 })) / 50) * 50,
      resumo,
      chance(0.7) ? '1' : chance(0.5) ? '0' : '2',
      maiorEscolaridade,
      cursando,
      cep,
      rua,
      String(f.int({ min: 10, max: 4999 })),
      chance(0.2) ? `Apto ${f.int({ min: 101, max: 1204 })}` : chance(0.1) ? 'Casa 2' : null,
      bairro,
      cidade.cdCidade,
      cidade.nome,
      uf,
      1,
      celular,
      // two phones, as the editor asks: a message phone when there is no home one
      recado ??
        (residencial
          ? null
          : `${cidade.ddd}9${String(81_000_000 + ((Number(celular.slice(-8)) * 7) % 18_999_999))}`),
      residencial,
      recado ? um(['Mãe', 'Pai', 'Esposo(a)', 'Irmão(ã)', 'Vizinho(a)']) : null,
      sn(0.88),
      recado ? sn(0.6) : 'N',
      pisDeBase(1_200_000_000 + cd * 37),
      String(f.int({ min: 1_000_000, max: 9_999_999 })),
      String(f.int({ min: 1, max: 9999 })).padStart(4, '0'),
      dataIso(Math.min(emissaoDocs, hoje)),
      uf,
      String(f.int({ min: 1_000_000, max: 99_999_999 })),
      `SSP/${uf}`,
      dataIso(Math.min(emissaoDocs, hoje)),
      uf,
      turnoNormal ? 'S' : 'N',
      sn(0.35),
      sn(0.3),
      sn(0.2),
      sn(0.15),
      chance(0.4) ? 2 * f.int({ min: 2, max: 5 }) : null,
      sn(0.03),
      sn(0.01),
      chance(0.01) ? dataIso(hoje + f.int({ min: 5, max: 90 }) * DIA) : null,
      chance(0.3) ? 'V' : 'N',
      instanteIso(criado),
      instanteIso(alterado),
    ]);
  }
}
