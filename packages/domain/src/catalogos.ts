/**
 * Coded values and small catalogues shared by the api (reference data, validation) and the web
 * (selects, labels). Codes are the ones the specification and the legacy data use.
 */

/** Country code of Brazil (the default country everywhere). */
export const CD_PAIS_BRASIL = 1;

/** Countries offered for nationality and address (cd_pais 1 is Brazil). */
export const CATALOGO_PAISES: readonly { cd: number; nome: string; iso: string; nacionalidade: string }[] = [
  { cd: 1, nome: 'Brasil', iso: 'BR', nacionalidade: 'Brasileira' },
  { cd: 2, nome: 'Argentina', iso: 'AR', nacionalidade: 'Argentina' },
  { cd: 3, nome: 'Paraguai', iso: 'PY', nacionalidade: 'Paraguaia' },
  { cd: 4, nome: 'Uruguai', iso: 'UY', nacionalidade: 'Uruguaia' },
  { cd: 5, nome: 'Venezuela', iso: 'VE', nacionalidade: 'Venezuelana' },
  { cd: 6, nome: 'Haiti', iso: 'HT', nacionalidade: 'Haitiana' },
  { cd: 7, nome: 'Bolívia', iso: 'BO', nacionalidade: 'Boliviana' },
  { cd: 8, nome: 'Colômbia', iso: 'CO', nacionalidade: 'Colombiana' },
  { cd: 9, nome: 'Peru', iso: 'PE', nacionalidade: 'Peruana' },
  { cd: 10, nome: 'Chile', iso: 'CL', nacionalidade: 'Chilena' },
  { cd: 11, nome: 'Portugal', iso: 'PT', nacionalidade: 'Portuguesa' },
  { cd: 12, nome: 'Cuba', iso: 'CU', nacionalidade: 'Cubana' },
  { cd: 13, nome: 'Estados Unidos', iso: 'US', nacionalidade: 'Norte-americana' },
];

/**
 * Hiring types (CD_TIPO_CONTRATACAO). 1 and 10 are treated specially (approval does not lock the
 * vacancy's situation, billing date on approval for 1); 2 and 6 have no billing tab. `sigla` is the
 * report's ID_TIPO_CONTRATACAO: TE Temporário, TR Terceiro, anything else is shown as Efetivo.
 */
export const CATALOGO_TIPOS_CONTRATACAO: readonly { cd: number; nome: string; sigla: string }[] = [
  { cd: 1, nome: 'Efetivo', sigla: 'EF' },
  { cd: 2, nome: 'Temporário', sigla: 'TE' },
  { cd: 6, nome: 'Terceirizado', sigla: 'TR' },
  { cd: 10, nome: 'Estágio', sigla: 'ES' },
];

/** Hiring types without the billing tab (spec 000 §2.2). */
export const TIPOS_CONTRATACAO_SEM_FATURAMENTO: readonly number[] = [2, 6];

/** Report label of a hiring type sigla: TE Temporário, TR Terceiro, otherwise Efetivo (spec 001 §2.15). */
export function rotuloTipoContratacao(sigla: string | null | undefined): string {
  if (sigla === 'TE') return 'Temporário';
  if (sigla === 'TR') return 'Terceiro';
  return 'Efetivo';
}

/**
 * Education levels (grau de instrução, CD_ESCOLARIDADE), ordered: the search ranges
 * educacaoDe/educacaoAte compare these codes, and a candidate's cd_escolaridade is the highest one.
 */
export const CATALOGO_ESCOLARIDADES: readonly { cd: number; nome: string }[] = [
  { cd: 1, nome: 'Analfabeto' },
  { cd: 2, nome: 'Ensino Fundamental Incompleto' },
  { cd: 3, nome: 'Ensino Fundamental Completo' },
  { cd: 4, nome: 'Ensino Médio Incompleto' },
  { cd: 5, nome: 'Ensino Médio Completo' },
  { cd: 6, nome: 'Ensino Técnico' },
  { cd: 7, nome: 'Ensino Superior Incompleto' },
  { cd: 8, nome: 'Ensino Superior Completo' },
  { cd: 9, nome: 'Pós-graduação / Especialização' },
  { cd: 10, nome: 'Mestrado' },
  { cd: 11, nome: 'Doutorado' },
];

/** Level of an education record (candidato_formacao.cd_nivel, spec 002 §3.2). */
export const NIVEIS_FORMACAO: readonly { cd: number; nome: string }[] = [
  { cd: 1, nome: 'Ensino Fundamental' },
  { cd: 2, nome: 'Médio' },
  { cd: 3, nome: 'Técnico' },
  { cd: 4, nome: 'Superior' },
  { cd: 5, nome: 'Especialização/MBA' },
  { cd: 6, nome: 'Mestrado' },
  { cd: 7, nome: 'Doutorado' },
  { cd: 8, nome: 'Pós Doutorado' },
  { cd: 9, nome: 'Curso Extracurricular' },
];

/** Situation of an education record: C Concluído, T Trancado, A Cursando, D Desistente. */
export const SITUACOES_FORMACAO: readonly { id: 'C' | 'T' | 'A' | 'D'; nome: string }[] = [
  { id: 'C', nome: 'Concluído' },
  { id: 'T', nome: 'Trancado' },
  { id: 'A', nome: 'Cursando' },
  { id: 'D', nome: 'Desistente' },
];

/**
 * The education level (CD_ESCOLARIDADE) one education record proves. Extracurricular courses (9)
 * prove nothing; an unfinished record proves the 'incomplete' level of its stage.
 */
export function escolaridadeDaFormacao(cdNivel: number, idSituacao: string): number | null {
  const concluido = idSituacao === 'C';
  switch (cdNivel) {
    case 1:
      return concluido ? 3 : 2;
    case 2:
      return concluido ? 5 : 4;
    case 3:
      return concluido ? 6 : 5;
    case 4:
      return concluido ? 8 : 7;
    case 5:
    case 8:
      return concluido ? 9 : 8;
    case 6:
      return concluido ? 10 : 9;
    case 7:
      return concluido ? 11 : 10;
    default:
      return null;
  }
}

/** Software of the resume (CD_CONHECIMENTO). */
export const CATALOGO_SOFTWARES: readonly { cd: number; nome: string }[] = [
  { cd: 1, nome: 'Microsoft Word' },
  { cd: 2, nome: 'Microsoft Excel' },
  { cd: 3, nome: 'Microsoft PowerPoint' },
  { cd: 4, nome: 'Microsoft Outlook' },
  { cd: 5, nome: 'Google Planilhas' },
  { cd: 6, nome: 'Google Documentos' },
  { cd: 7, nome: 'SAP' },
  { cd: 8, nome: 'TOTVS Protheus' },
  { cd: 9, nome: 'AutoCAD' },
  { cd: 10, nome: 'Power BI' },
  { cd: 11, nome: 'Photoshop' },
  { cd: 12, nome: 'CorelDRAW' },
  { cd: 13, nome: 'SolidWorks' },
  { cd: 14, nome: 'Linux' },
  { cd: 15, nome: 'Sistema de PDV (frente de caixa)' },
];

/** Competencies graded in the resume (CD_COMPETENCIA). */
export const CATALOGO_COMPETENCIAS: readonly { cd: number; nome: string }[] = [
  { cd: 1, nome: 'Comunicação' },
  { cd: 2, nome: 'Trabalho em equipe' },
  { cd: 3, nome: 'Liderança' },
  { cd: 4, nome: 'Organização' },
  { cd: 5, nome: 'Proatividade' },
  { cd: 6, nome: 'Atendimento ao cliente' },
  { cd: 7, nome: 'Negociação' },
  { cd: 8, nome: 'Resolução de problemas' },
  { cd: 9, nome: 'Pontualidade' },
  { cd: 10, nome: 'Atenção a detalhes' },
  { cd: 11, nome: 'Flexibilidade' },
  { cd: 12, nome: 'Raciocínio lógico' },
];

/** Languages (CD_IDIOMA). */
export const CATALOGO_IDIOMAS: readonly { cd: number; nome: string }[] = [
  { cd: 1, nome: 'Inglês' },
  { cd: 2, nome: 'Espanhol' },
  { cd: 3, nome: 'Alemão' },
  { cd: 4, nome: 'Francês' },
  { cd: 5, nome: 'Italiano' },
  { cd: 6, nome: 'Japonês' },
  { cd: 7, nome: 'Mandarim' },
  { cd: 8, nome: 'Russo' },
  { cd: 9, nome: 'Libras' },
  { cd: 10, nome: 'Português' },
  { cd: 11, nome: 'Crioulo Haitiano' },
  { cd: 12, nome: 'Coreano' },
  { cd: 13, nome: 'Árabe' },
  { cd: 14, nome: 'Polonês' },
];

/** Language level (id_leitura, id_escrita, id_fala); the search offers 2 to 4, the default is 2. */
export const NIVEIS_IDIOMA: readonly { cd: number; nome: string }[] = [
  { cd: 1, nome: 'Básico' },
  { cd: 2, nome: 'Intermediário' },
  { cd: 3, nome: 'Avançado' },
  { cd: 4, nome: 'Fluente' },
];

/** Disability types (CD_TIPO_DEFICIENCIA, spec 002 §3.2); code 5 does not exist. */
export const CATALOGO_TIPOS_DEFICIENCIA: readonly { cd: number; nome: string }[] = [
  { cd: 1, nome: 'Física' },
  { cd: 2, nome: 'Auditiva' },
  { cd: 3, nome: 'Visual' },
  { cd: 4, nome: 'Mental' },
  { cd: 6, nome: 'Intelectual' },
  { cd: 7, nome: 'Reabilitado' },
];

/** Reasons offered when a vacancy is cancelled (CD_MOTIVO_CANCELAMENTO). */
export const CATALOGO_MOTIVOS_CANCELAMENTO: readonly { cd: number; descricao: string }[] = [
  { cd: 1, descricao: 'Cliente desistiu da contratação' },
  { cd: 2, descricao: 'Vaga preenchida pelo próprio cliente' },
  { cd: 3, descricao: 'Cliente contratou por outra agência' },
  { cd: 4, descricao: 'Perfil da vaga alterado pelo cliente' },
  { cd: 5, descricao: 'Salário incompatível com o mercado' },
  { cd: 6, descricao: 'Falta de candidatos no perfil' },
  { cd: 7, descricao: 'Vaga aberta em duplicidade' },
  { cd: 8, descricao: 'Congelamento do quadro de funcionários do cliente' },
  { cd: 9, descricao: 'Adiantamento não pago pelo cliente' },
  { cd: 10, descricao: 'Prazo da vaga expirado' },
  { cd: 11, descricao: 'Outros' },
];

/** Marital status (ID_ESTADO_CIVIL). */
export const ESTADOS_CIVIS: readonly { id: string; nome: string }[] = [
  { id: 'S', nome: 'Solteiro(a)' },
  { id: 'C', nome: 'Casado(a)' },
  { id: 'D', nome: 'Divorciado(a)' },
  { id: 'A', nome: 'União Estável' },
  { id: 'V', nome: 'Viúvo(a)' },
  { id: 'J', nome: 'Separação Judicial' },
];

/** Driving licence categories (CD_HABILITACAO_CAT). */
export const CATEGORIAS_HABILITACAO = ['A', 'B', 'AB', 'C', 'AC', 'D', 'AD', 'E', 'AE'] as const;

/** Salary type of a vacancy (ID_SALARIO). */
export const TIPOS_SALARIO: readonly { id: string; nome: string }[] = [
  { id: 'H', nome: 'Horista' },
  { id: 'D', nome: 'Diarista' },
  { id: 'M', nome: 'Mensalista' },
  { id: 'S', nome: 'Sem remuneração' },
  { id: 'C', nome: 'Comissão' },
];

/** Vacancy type (ID_TIPO_VAGA): the open-vacancy lists are split by it. */
export const TIPOS_VAGA: readonly { id: 'A' | 'G' | 'Q' | 'O'; nome: string }[] = [
  { id: 'A', nome: 'Administrativo' },
  { id: 'G', nome: 'Gestão' },
  { id: 'Q', nome: 'Qualificado' },
  { id: 'O', nome: 'Operacional' },
];

/** Sector of a vacancy: R recruitment (id_recrutamento S), S selection. */
export const SETORES_VAGA: readonly { id: 'R' | 'S'; nome: string }[] = [
  { id: 'R', nome: 'Recrutamento' },
  { id: 'S', nome: 'Seleção' },
];

/** Appointment type (ID_TIPO_AGENDAMENTO). */
export const TIPOS_AGENDAMENTO: readonly { id: 'E' | 'T' | 'C'; nome: string }[] = [
  { id: 'E', nome: 'Entrevista' },
  { id: 'T', nome: 'Teste' },
  { id: 'C', nome: 'Call Center' },
];

/** Analyst alert types (CD_TIPO_AVISO) the shell shows. */
export const TIPO_AVISO = {
  /** A vacancy was assigned to the analyst. */
  VAGA_ATRIBUIDA: 3,
  /** A frozen vacancy of the analyst was unfrozen. */
  VAGA_DESCONGELADA: 16,
  /** A new vacancy entered recruitment in the unit. */
  NOVA_VAGA_RECRUTAMENTO: 20,
} as const;

/** Origin of a candidate's relation to a vacancy (cd_origem_relacionamento). */
export const ORIGEM_RELACIONAMENTO = {
  RECRUTAMENTO: 1,
  SELECAO: 2,
  CALLCENTER: 99,
} as const;

/** e-Social status of a candidate (ID_SITUACAO_ESOCIAL); N (or empty) is 'Não Enviado'. */
export const SITUACOES_ESOCIAL: readonly { id: string; nome: string }[] = [
  { id: 'V', nome: 'Validado' },
  { id: 'L', nome: 'Validado Temp.' },
  { id: 'E', nome: 'Enviado' },
  { id: 'I', nome: 'Inválido' },
  { id: 'N', nome: 'Não Enviado' },
  { id: 'R', nome: 'Rejeitado' },
];

/** Image-use consent (ID_USO_IMAGEM). */
export const USO_IMAGEM = { PENDENTE: '0', LIBERADO: '1', NEGADO: '2' } as const;

/** Phone types of client contacts: 11 or 2 main phone, 5 mobile. */
export const TIPOS_TELEFONE: readonly { cd: string; nome: string }[] = [
  { cd: '2', nome: 'Comercial' },
  { cd: '5', nome: 'Celular' },
  { cd: '11', nome: 'Principal' },
];

/**
 * A code with its name ('8230 - Almoxarifado'), the code once even when the name already starts
 * with it (names brought from other systems often do); either part may be missing.
 */
export function rotuloCodigoNome(
  codigo: string | number | null | undefined,
  nome: string | null | undefined,
): string {
  const cd = codigo === null || codigo === undefined ? '' : String(codigo).trim();
  const nm = (nome ?? '').trim();
  if (!cd) return nm;
  if (!nm) return cd;
  const repete = nm.startsWith(cd) && !/^[0-9A-Za-z]/.test(nm.slice(cd.length));
  const resto = repete ? nm.slice(cd.length).replace(/^\s*[-–—:]?\s*/, '') : nm;
  return resto ? `${cd} - ${resto}` : cd;
}
