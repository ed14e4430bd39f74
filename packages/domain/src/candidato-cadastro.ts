import { isValidCpf, isValidPis } from '@brazilian-utils/brazilian-utils';
import { CD_PAIS_BRASIL } from './catalogos';
import { LIMITES_CONTROLES } from './controles';

/**
 * The candidate record (spec 002 §2.2, §3.1–3.3, §4, §5, §9): limits, coded values, messages and the
 * rules of the resume editor. The server checks every one on save; the editor shows the same texts.
 */

// Limits (§9)

/** A Brazilian CEP: eight digits, with or without the hyphen. */
export const PADRAO_CEP = /^\d{5}-?\d{3}$/;

export const LIMITES_CADASTRO = {
  idadeMinima: 14,
  senhaMin: 6,
  senhaMax: 10,
  lembreteMax: 100,
  fotoMaxBytes: 3 * 1024 * 1024,
  laudoMaxBytes: 5 * 1024 * 1024,
  telefonesMin: 2,
  whatsappDigitosMin: 10,
  parecerMin: 50,
  parecerMax: 3800,
  motivoMin: 40,
  motivoMax: 2000,
  descricaoEmprego: 4000,
  observacoesCurso: 2000,
  nomeEscola: 80,
  nomeCurso: 80,
  serie: 15,
  observacaoPcd: 150,
  cid: 50,
  observacaoGrupo: 200,
  cepRua: 500,
  rg: 14,
  /** Money as typed in the currency mask ('99.999,99'). */
  moedaTexto: 9,
  pesoDigitos: 3,
  anoChegadaDigitos: 4,
  infExperiencia: 200,
  responsabilidades: 2000,
  hobbies: 2000,
  cepMax: 9,
  cepPagina: 50,
  /** CPF as typed with its mask: checked once it has 14 characters. */
  cpfMascara: 14,
  pisMin: 11,
  pisMax: 14,
  /** Years of experience in a desired position. */
  experienciaAnosMax: 99,
  /** Cards of each sub-list sent in one save. */
  itensPorLista: 100,
} as const;

// Messages (§5, §8)

export const MENSAGENS_CADASTRO = {
  obrigatorio: 'Este campo é obrigatório',
  nome: 'Necessário informar o nome!',
  turno: 'Informe ao menos um turno!',
  senhaOpcional:
    'Opcional: deixe em branco e o candidato recebe por e-mail o link para criar a senha da área do candidato.',
  cpf: 'Necessário informar o CPF!',
  email: 'Necessário informar um e-mail válido!',
  emailInvalido: 'O e-mail informado é inválido!',
  sugestaoEmail: (sugestao: string) => `Você quis dizer ${sugestao}?`,
  /** What the editor's menu says of a section holding messages (read by screen readers). */
  pendenciasSecao: (n: number) => (n === 1 ? '1 pendência' : `${n} pendências`),
  dataNascimentoInvalida: 'Data de nascimento inválida!',
  idadeMinima: 'A idade mínima para cadastrar-se é de 14 anos!',
  documentoInvalido: 'Informe um CPF/PIS/NIT válido!',
  cpfIncompleto: 'Número de CPF incompleto.',
  cpfInvalido: 'Número de CPF inválido.',
  cpfExistente: 'Número de CPF já existente em nossa base de dados.',
  pisNitExistente: (nome: string) => `PIS/NIT já cadastrado para ${nome}`,
  erroValidarDocumento: 'Erro ao validar CPF/PIS/NIT.',
  cep: 'Necessário informar um CEP válido!',
  cepInvalido: 'CEP inválido.',
  bairro: 'Este campo é obrigatório',
  cepPesquisa: 'Selecione no mínimo o Estado e a Cidade para pesquisar.',
  telefones: 'Informe ao menos 2 telefones para contato!',
  telefoneIncompleto: 'Número de telefone incompleto!',
  formacao: 'É necessário informar ao menos um grau de formação!',
  formacaoDica: 'Informe ao menos uma formação',
  cargo: 'Informe ao menos um cargo pretendido!',
  empresa: 'Necessário informar o nome da empresa!',
  ultimoCargo: 'Necessário informar o último cargo!',
  admissao: 'Necessário informar a data de admissão!',
  admissaoAposDemissao: 'A data de admissão não pode ser posterior à data de demissão!',
  senhaMinima: 'A senha deve possuir ao menos 6 dígitos!',
  senhaMaxima: 'A senha deve possuir no máximo 10 dígitos!',
  senhaConfirmacao: 'A confirmação está diferente da senha!',
  lembreteComSenha: 'O lembrete não pode conter a sua senha!',
  senhas: 'Verifique os dados das senhas!',
  senhaBanner: 'A senha de acesso ao sistema deve ter entre 6 e 10 dígitos.',
  dataInativacao: 'Informe a data limite da inativação.',
  motivoMinimo: 'Informe ao menos 40 caracteres.',
  tipoDeficiencia: 'Informe o tipo de deficiência!',
  dataLaudoFutura: 'A data do laudo não pode ser posterior a hoje!',
  filhos: 'Informe a quantidade de filhos (mínimo 1)!',
  anoChegada: 'Informe o ano de chegada ao Brasil!',
  parecerMinimo: 'O parecer deve ter ao menos 50 caracteres.',
  parecerMaximo: 'O parecer deve ter no máximo 3800 caracteres.',
  listaInvalida: (lista: string) => `Lista ${lista} inválida.`,
  registroInexistente: (lista: string) => `Registro de ${lista} não encontrado para este candidato.`,
  itemRepetido: (lista: string) => `Item repetido em ${lista}.`,
  candidatoNaoEncontrado: 'Candidato não encontrado.',
  erroBuscar: 'Erro ao buscar dados do candidato.',
  erroAtualizar: 'Erro ao atualizar dados do candidato.',
  erroCadastrar: 'Erro ao cadastrar candidato.',
  inesperado: 'Ocorreu um erro inesperado, se o mesmo persistir, contate a TI.',
  sucessoCadastro: 'Candidato cadastrado com sucesso!',
  sucessoAtualizacao: 'Dados do candidato atualizados com sucesso!',
  homonimo: (cd: number) =>
    `Já existe um candidato com o mesmo nome e data de nascimento (código ${cd}). Confira antes de salvar.`,
  naoExcluido: (o: string) => `Não foi possível excluir o ${o}.`,
  excluido: 'Registro excluído com sucesso!',
  bloqueado: 'Candidato bloqueado com sucesso!',
  liberado: 'Candidato liberado com sucesso!',
  inativado: 'Candidato inativado com sucesso!',
  ativado: 'Candidato ativado com sucesso!',
  jaBloqueado: 'O candidato já está bloqueado.',
  jaLiberado: 'O candidato já está liberado.',
  dataInativacaoPassada: 'A data limite da inativação deve ser posterior a hoje.',
  esocialAtualizado: 'Situação do e-Social atualizada com sucesso!',
  erroEsocial: 'Erro ao atualizar a situação do e-Social.',
  notaAtualizada: 'Nota atualizada com sucesso!',
  usoImagemReenviado: 'Solicitação de autorização de uso de imagem reenviada.',
  parecerInserido: 'Parecer inserido com sucesso',
  erroParecer: 'Não foi possível inserir o parecer',
  erroListaParecer: 'Erro ao buscar o parecer do candidato.',
  fotoTipo: 'Por favor, selecione apenas arquivos de imagem',
  fotoTamanho: 'Imagem muito grande. Máximo permitido: 3MB',
  fotoDimensoes: 'Imagem com resolução muito alta. Reduza a imagem e tente novamente.',
  fotoAusente: 'Por favor, selecione uma foto',
  fotoAtualizada: 'Foto atualizada com sucesso!',
  fotoErro: 'Ops! Ocorreu um erro ao atualizar a foto',
  fotoRemovida: 'Foto do perfil excluída.',
  fotoRemoverErro: 'Não foi possível excluir a foto do perfil.',
  fotoNaoEncontrada: 'Foto não encontrada.',
  laudoTamanho: 'O tamanho do arquivo não pode exceder 5MB.',
  laudoTipo: 'Arquivo inválido! Arquivos aceitos: .doc, .docx, .pdf, .jpg, .jpeg, .png',
  laudoArquivoAusente: 'Arquivo do laudo não enviado.',
  laudoInativado: 'Laudo inativado com sucesso!',
  laudoReativado: 'Laudo reativado com sucesso!',
  laudoExcluido: 'Laudo excluído com sucesso!',
  laudoNaoEncontrado: 'Laudo não encontrado.',
  ultimoLaudo: 'O candidato PCD precisa de ao menos um laudo ativo!',
  erroBuscarCatalogo: (o: string) => `Erro ao buscar ${o} do currículo.`,
} as const;

// Enumerations (§3.3)

export const ESTADOS_CIVIS = [
  { id: 'S', nome: 'Solteiro(a)' },
  { id: 'C', nome: 'Casado(a)' },
  { id: 'D', nome: 'Divorciado(a)' },
  { id: 'A', nome: 'União estável' },
  { id: 'V', nome: 'Viúvo(a)' },
  { id: 'J', nome: 'Separação judicial' },
] as const;
export const SEXOS = [
  { id: 'F', nome: 'Feminino' },
  { id: 'M', nome: 'Masculino' },
] as const;
export const CUTIS = [
  { id: 'I', nome: 'Não informado' },
  { id: 'A', nome: 'Amarela' },
  { id: 'B', nome: 'Branca' },
  { id: 'G', nome: 'Indígena' },
  { id: 'N', nome: 'Negra' },
  { id: 'M', nome: 'Parda' },
] as const;
export const CABELOS = [
  { id: 'C', nome: 'Castanho' },
  { id: 'L', nome: 'Loiro' },
  { id: 'N', nome: 'Preto' },
  { id: 'R', nome: 'Ruivo' },
] as const;
export const OLHOS = [
  { id: 'A', nome: 'Azuis' },
  { id: 'C', nome: 'Castanhos' },
  { id: 'N', nome: 'Pretos' },
  { id: 'V', nome: 'Verdes' },
] as const;
/** Shoe sizes 25 to 52. */
export const CALCADOS: readonly number[] = Array.from({ length: 28 }, (_, i) => 25 + i);
/** Trouser sizes: even numbers 34 to 60. */
export const CALCAS: readonly string[] = Array.from({ length: 14 }, (_, i) => String(34 + 2 * i));
export const CAMISAS = ['P', 'M', 'G', 'GG', 'EGG', 'G1', 'G2', 'G3'] as const;
export const HABILITACOES = ['A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE'] as const;

/** e-Social status and the colour it shows (§4): V green; L and E orange; I, N/empty, R red. */
export const SITUACOES_ESOCIAL = [
  { id: 'V', nome: 'Validado', cor: 'green' },
  { id: 'L', nome: 'Validado Temp.', cor: 'orange' },
  { id: 'E', nome: 'Enviado', cor: 'orange' },
  { id: 'I', nome: 'Inválido', cor: 'red' },
  { id: 'N', nome: 'Não Enviado', cor: 'red' },
  { id: 'R', nome: 'Rejeitado', cor: 'red' },
] as const;
export type SituacaoEsocial = (typeof SITUACOES_ESOCIAL)[number]['id'];

/** The e-Social status of a stored value ('' and null are N). */
export function situacaoEsocial(id: string | null | undefined) {
  return SITUACOES_ESOCIAL.find((s) => s.id === (id || 'N')) ?? SITUACOES_ESOCIAL[4];
}

/** Image-use consent: 0 pending, 1 released, 2 denied. */
export const USO_IMAGEM = [
  { id: '0', nome: 'Pendente' },
  { id: '1', nome: 'Liberado' },
  { id: '2', nome: 'Negado' },
] as const;

/** Software knowledge levels (id_conhecimento) and competency grades (nr_nota). */
export const NIVEIS_SOFTWARE = [
  { id: 1, nome: 'Básico' },
  { id: 2, nome: 'Intermediário' },
  { id: 3, nome: 'Avançado' },
] as const;
export const NIVEIS_IDIOMA = [
  { id: 1, nome: 'Nenhum' },
  { id: 2, nome: 'Básico' },
  { id: 3, nome: 'Intermediário' },
  { id: 4, nome: 'Fluente' },
] as const;
export const NOTA_COMPETENCIA = { min: 1, max: 5 } as const;

/** The editor's left menu (§2.2); the last three only for a stored candidate. */
export const SECOES_CURRICULO = [
  { id: 'pessoal', nome: 'Pessoal' },
  { id: 'endereco', nome: 'Endereço' },
  { id: 'contato', nome: 'Contato' },
  { id: 'documentos', nome: 'Documentos' },
  { id: 'formacao', nome: 'Formação' },
  { id: 'cargo', nome: 'Cargo' },
  { id: 'empregos', nome: 'Empregos anteriores' },
  { id: 'idiomas', nome: 'Idiomas' },
  { id: 'softwares', nome: 'Softwares' },
  { id: 'competencias', nome: 'Competências' },
  { id: 'acesso', nome: 'Acesso WEB' },
] as const;
export type SecaoCurriculo = (typeof SECOES_CURRICULO)[number]['id'];

// Rules (§5)

/** Whole years between a birth date and a day (ISO dates); null when the birth date is not a date. */
export function idadeEm(dtNascimento: string, hoje: string): number | null {
  const n = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dtNascimento);
  const h = /^(\d{4})-(\d{2})-(\d{2})$/.exec(hoje);
  if (!n || !h) return null;
  const d = new Date(Date.UTC(Number(n[1]), Number(n[2]) - 1, Number(n[3])));
  if (d.getUTCMonth() !== Number(n[2]) - 1 || d.getUTCDate() !== Number(n[3])) return null;
  let anos = Number(h[1]) - Number(n[1]);
  if (Number(h[2]) < Number(n[2]) || (Number(h[2]) === Number(n[2]) && Number(h[3]) < Number(n[3]))) anos--;
  return anos;
}

/** The birth-date check on blur: invalid (not a date, in the future, before 1900) or under 14. */
export function erroDataNascimento(dtNascimento: string | null | undefined, hoje: string): string | null {
  if (!dtNascimento) return MENSAGENS_CADASTRO.obrigatorio;
  const idade = idadeEm(dtNascimento, hoje);
  if (idade === null || idade < 0 || dtNascimento < LIMITES_CONTROLES.dataMinimaHistorica)
    return MENSAGENS_CADASTRO.dataNascimentoInvalida;
  if (idade < LIMITES_CADASTRO.idadeMinima) return MENSAGENS_CADASTRO.idadeMinima;
  return null;
}

const digitos = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');

/**
 * The CPF check the editor runs once the masked CPF has 14 characters (and the server on save):
 * incomplete, or invalid by its check digits (repeated digits included); null when valid.
 */
export function erroCpf(cpf: string | null | undefined): string | null {
  const d = digitos(cpf);
  if (!d) return MENSAGENS_CADASTRO.cpf;
  if (d.length < 11) return MENSAGENS_CADASTRO.cpfIncompleto;
  if (d.length > 11 || !isValidCpf(d)) return MENSAGENS_CADASTRO.cpfInvalido;
  return null;
}

/** PIS and NIT share the number and its check digit (módulo 11). Checked at 11 to 14 characters. */
export function pisNitValido(valor: string | null | undefined): boolean {
  const d = digitos(valor);
  return d.length === 11 && isValidPis(d);
}

/** True when a PIS/NIT as typed has reached the length it is checked at. */
export function pisNitCompleto(valor: string | null | undefined): boolean {
  const n = (valor ?? '').length;
  return n >= LIMITES_CADASTRO.pisMin && n <= LIMITES_CADASTRO.pisMax;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PROVEDORES = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com',
  'yahoo.com.br',
  'live.com',
  'icloud.com',
  'bol.com.br',
  'uol.com.br',
  'terra.com.br',
  'msn.com',
  'hotmail.com.br',
  'outlook.com.br',
] as const;

function distancia(a: string, b: string): number {
  const linha = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let anterior = linha[0];
    linha[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const guardado = linha[j];
      linha[j] = Math.min(linha[j] + 1, linha[j - 1] + 1, anterior + (a[i - 1] === b[j - 1] ? 0 : 1));
      anterior = guardado;
    }
  }
  return linha[b.length];
}

/** True for an e-mail address of the usual shape (one @, a dot in the domain, no spaces). */
export function emailValido(email: string | null | undefined): boolean {
  return EMAIL.test((email ?? '').trim()) && (email ?? '').trim().length <= 200;
}

/**
 * The address with a common provider's domain when the typed one is one or two letters away from
 * it ('gmial.com' → 'gmail.com'); null when the domain is a known one or far from all of them.
 */
export function sugestaoEmail(email: string | null | undefined): string | null {
  const e = (email ?? '').trim().toLowerCase();
  const arroba = e.lastIndexOf('@');
  if (arroba < 1) return null;
  const dominio = e.slice(arroba + 1);
  if (!dominio || (PROVEDORES as readonly string[]).includes(dominio)) return null;
  let melhor: string | null = null;
  let menor = 3;
  for (const p of PROVEDORES) {
    const d = distancia(dominio, p);
    if (d < menor) {
      menor = d;
      melhor = p;
    }
  }
  return melhor ? `${e.slice(0, arroba)}@${melhor}` : null;
}

/** The e-mail check on blur: required, shape; null when valid. */
export function erroEmail(email: string | null | undefined): string | null {
  if (!(email ?? '').trim()) return MENSAGENS_CADASTRO.email;
  return emailValido(email) ? null : MENSAGENS_CADASTRO.emailInvalido;
}

/** How many of the phones have digits. */
export function contarTelefones(telefones: readonly (string | null | undefined)[]): number {
  return telefones.filter((t) => digitos(t).length > 0).length;
}

/** At least 2 phones. */
export function erroTelefones(telefones: readonly (string | null | undefined)[]): string | null {
  return contarTelefones(telefones) >= LIMITES_CADASTRO.telefonesMin ? null : MENSAGENS_CADASTRO.telefones;
}

/** A phone marked as WhatsApp needs 10 or more digits. */
export function erroWhatsapp(telefone: string | null | undefined): string | null {
  return digitos(telefone).length >= LIMITES_CADASTRO.whatsappDigitosMin
    ? null
    : MENSAGENS_CADASTRO.telefoneIncompleto;
}

/** The three fields of the web access, as the rules name them. */
export type CampoSenha = 'senha' | 'confirmacao' | 'lembrete';

/**
 * Web-access password rules (spec 002 §5), each failing rule's message on the field it belongs to,
 * in the order the fields show: the password (required, 6 to 10 characters), its confirmation
 * (required, equal to it) and the reminder (required, not holding the password).
 */
export function errosSenhaPorCampo(
  senha: string,
  confirmacao: string,
  lembrete: string,
): { campo: CampoSenha; mensagem: string }[] {
  const erros: { campo: CampoSenha; mensagem: string }[] = [];
  const erro = (campo: CampoSenha, mensagem: string) => erros.push({ campo, mensagem });
  if (!senha) erro('senha', MENSAGENS_CADASTRO.obrigatorio);
  else if (senha.length < LIMITES_CADASTRO.senhaMin) erro('senha', MENSAGENS_CADASTRO.senhaMinima);
  else if (senha.length > LIMITES_CADASTRO.senhaMax) erro('senha', MENSAGENS_CADASTRO.senhaMaxima);
  if (!confirmacao) erro('confirmacao', MENSAGENS_CADASTRO.obrigatorio);
  else if (confirmacao !== senha) erro('confirmacao', MENSAGENS_CADASTRO.senhaConfirmacao);
  if (!lembrete.trim()) erro('lembrete', MENSAGENS_CADASTRO.obrigatorio);
  else if (senha && lembrete.toLowerCase().includes(senha.toLowerCase()))
    erro('lembrete', MENSAGENS_CADASTRO.lembreteComSenha);
  return erros;
}

/** Web-access password rules; each failing rule's message, in the order the editor shows them. */
export function errosSenha(senha: string, confirmacao: string, lembrete: string): string[] {
  return errosSenhaPorCampo(senha, confirmacao, lembrete).map((e) => e.mensagem);
}

/**
 * Whether the record's save sets a web password, so that its rules apply: a password or its
 * confirmation typed; on a new record, a reminder too (all three left empty, the candidate receives
 * the portal's link to create it; on an edit, blank keeps the stored password and its reminder).
 */
export function senhaWebInformada(
  novo: boolean,
  senha: string | null | undefined,
  confirmacao: string | null | undefined,
  lembrete: string | null | undefined,
): boolean {
  return Boolean(senha || confirmacao || (novo && lembrete?.trim()));
}

/** Body-mass index (kg/m²) from height in metres and weight in kg; null without both. */
export function imc(alturaM: number | null | undefined, pesoKg: number | null | undefined): number | null {
  if (!alturaM || !pesoKg || alturaM <= 0 || pesoKg <= 0) return null;
  return pesoKg / (alturaM * alturaM);
}

export type FaixaImc = 'danger' | 'success' | 'warning';

/** BMI bands (§5): under 18.5 or over 35 danger; 18.5 to 24.9 success; 25 to 35 warning. */
export function faixaImc(valor: number): FaixaImc {
  const v = Math.round(valor * 10) / 10;
  if (v < 18.5 || v > 35) return 'danger';
  if (v < 25) return 'success';
  return 'warning';
}

/** A job card: company, last role, admission required; admission not after dismissal; description ≤ 4000. */
export function errosEmprego(e: {
  nm_pessoa_empresa?: string | null;
  nm_cargo?: string | null;
  dt_inicio?: string | null;
  dt_fim?: string | null;
  ds_experiencia_profissional?: string | null;
}): string[] {
  const erros: string[] = [];
  if (!e.nm_pessoa_empresa?.trim()) erros.push(MENSAGENS_CADASTRO.empresa);
  if (!e.nm_cargo?.trim()) erros.push(MENSAGENS_CADASTRO.ultimoCargo);
  if (!e.dt_inicio) erros.push(MENSAGENS_CADASTRO.admissao);
  else if (e.dt_fim && e.dt_inicio > e.dt_fim) erros.push(MENSAGENS_CADASTRO.admissaoAposDemissao);
  if ((e.ds_experiencia_profissional ?? '').length > LIMITES_CADASTRO.descricaoEmprego)
    erros.push(`Descrição: informe no máximo ${LIMITES_CADASTRO.descricaoEmprego} caracteres.`);
  return erros;
}

/** The money typed in the currency mask ('3.200,50', 'R$ 3.200,50') as a number; null when blank or not money. */
export function moedaParaNumero(texto: string | null | undefined): number | null {
  const t = (texto ?? '').replace(/R\$\s?/, '').trim();
  if (!t) return null;
  if (!/^\d{1,3}(?:\.?\d{3})*(?:,\d{1,2})?$/.test(t)) return null;
  return Number(t.replace(/\./g, '').replace(',', '.'));
}

/** Height as typed ('1,75', '1.75' or '175' with the mask's digits) in metres; null when not a height. */
export function alturaParaMetros(texto: string | null | undefined): number | null {
  const t = (texto ?? '').trim().replace(',', '.');
  if (!t) return null;
  if (/^\d{3}$/.test(t)) return Number(t) / 100;
  if (!/^\d(?:\.\d{1,2})?$/.test(t)) return null;
  return Number(t);
}

/** Required by nationality: Brazilians give state and city of birth, foreigners the year of arrival. */
export function exigeNaturalidade(cdPais: number | null | undefined): boolean {
  return cdPais === CD_PAIS_BRASIL;
}

/** The website as a link: 'www.' and 'http://' put in front when missing (spec 002 §2.2). */
export function urlSite(site: string | null | undefined): string | null {
  let s = (site ?? '').trim();
  if (!s) return null;
  if (/^https?:\/\//i.test(s)) return s;
  if (!/^www\./i.test(s)) s = `www.${s}`;
  return `http://${s}`;
}

/** Issuing bodies of the RG (documento/orgao-emissor). */
export const ORGAOS_EMISSORES = [
  { sigla: 'SSP', nome: 'Secretaria de Segurança Pública' },
  { sigla: 'SESP', nome: 'Secretaria de Estado da Segurança Pública' },
  { sigla: 'PC', nome: 'Polícia Civil' },
  { sigla: 'IGP', nome: 'Instituto Geral de Perícias' },
  { sigla: 'IIRGD', nome: 'Instituto de Identificação Ricardo Gumbleton Daunt' },
  { sigla: 'DETRAN', nome: 'Departamento Estadual de Trânsito' },
  { sigla: 'PF', nome: 'Polícia Federal' },
  { sigla: 'MD', nome: 'Ministério da Defesa' },
  { sigla: 'MAER', nome: 'Ministério da Aeronáutica' },
  { sigla: 'MEX', nome: 'Ministério do Exército' },
  { sigla: 'MMA', nome: 'Ministério da Marinha' },
  { sigla: 'CREA', nome: 'Conselho Regional de Engenharia e Agronomia' },
  { sigla: 'OAB', nome: 'Ordem dos Advogados do Brasil' },
  { sigla: 'CRM', nome: 'Conselho Regional de Medicina' },
  { sigla: 'OUTROS', nome: 'Outros' },
] as const;
