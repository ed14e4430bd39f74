// What other modules may use of the candidate module; everything else in candidato/ is its own.

export { gravarFoto } from './cadastro/arquivos-candidato.service';
export { gravadorCandidatos } from './importacao/gravacao-candidatos';
export {
  type AcessoDoTitular,
  type AcessoLgpd,
  acessosDoTitular,
  gravarRecusaMensagens,
  recusaMensagens,
  registrarAcessoLgpd,
} from './lgpd/lgpd-acesso.service';
export {
  anonimizarCandidato,
  apagarArquivosCandidato,
  apagarFotoCandidato,
} from './portal/lgpd-anonimizacao.service';
export {
  type DadosDoTitular,
  type DestinatarioDoTitular,
  dadosDoTitular,
  type Linha,
  type SecaoDoTitular,
} from './portal/lgpd-candidato.service';
export { enviarLinkDeSenha, type MotivoLinkSenha } from './portal/link-senha.service';
export {
  candidatoDoPortal,
  candidatoPorCpfEmail,
  catalogoDeCargos,
  conferirAcessoWeb,
  curriculoAtualDoCandidato,
  gravarSenhaWeb,
  resumoCandidato,
  salvarCurriculoDoCandidato,
  ufsDoBrasil,
} from './portal/portal-candidato.service';
