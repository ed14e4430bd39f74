/** pt-BR messages shared by the api and the web. */
export const MENSAGENS = {
  obrigatorio: 'Este campo é obrigatório',
  semDados: 'Não há dados para exibir...',
  carregando: 'Carregando...',
  nenhumRegistro: 'Nenhum registro encontrado',
  naoAutenticado: 'Sessão inválida ou expirada. Faça login novamente.',
  semPermissao: 'Você não tem permissão para acessar este recurso.',
  unidadeSemPermissao: 'Sua unidade não tem acesso a este recurso.',
  naoEncontrado: 'Registro não encontrado.',
  rotaNaoEncontrada: 'Recurso não encontrado.',
  erroInterno: 'Ocorreu um erro inesperado, se o mesmo persistir, contate a TI.',
  corpoGrande: 'O conteúdo enviado é grande demais.',
  jsonInvalido: 'O conteúdo enviado não é um JSON válido.',
  dadosInvalidos: 'Dados inválidos.',
  loginInvalido: 'Usuário ou senha inválidos.',
  loginBloqueado: (minutos: number) =>
    `Muitas tentativas de login sem sucesso. Tente novamente em ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`,
  muitasRequisicoes: 'Muitas requisições. Aguarde um instante e tente novamente.',
  origemNaoPermitida: 'Requisição recusada: origem não permitida.',
  sessaoExpirada: 'Sua sessão expirou. Por favor, faça login novamente. Clique aqui para ser redirecionado',
  vagaCongelada: 'Vaga congelada: aguardando o pagamento do adiantamento. Esta ação não é permitida.',
  vagaNaoInformada: 'Vaga não informada',
  minimoValor: (min: number) => `O valor mínimo permitido é ${min}`,
  maximoValor: (max: number) => `O valor máximo permitido é ${max}`,
  minimoMotivo: (min: number) =>
    `A quantidade mínima de caracteres para o campo [Motivo] é de ${min} caracteres!`,
} as const;
