// What other modules may use of the vacancy module; everything else in vaga/ is its own.

export {
  type CandidatoLote,
  definirHandlerAcaoLote,
  type EnvioGravado,
  type ExecucaoLote,
  type HandlerAcaoLote,
  notas,
} from './acoes-lote/acoes-lote.handlers';
export { relacionarNaTransacao } from './candidatos/relacionar.service';
export { contratacoesDasAprovacoes } from './contratacao/contratacoes-existentes';
export { buscarVagaPublicada, jobPosting, type VagaPublica } from './divulgacao/divulgacao-publica.service';
export {
  candidaturasDoCandidato,
  LIMITE_CONTAGEM_PORTAL,
  listarVagasPortal,
  opcoesFiltroPortal,
  type ResultadoCandidaturaWeb,
  registrarCandidaturaWeb,
  type VagaPortalResumo,
  vagasParaSitemap,
  vagasWebDaVaga,
} from './divulgacao/portal-vagas.service';
export { situacaoDaVaga } from './perfil/info-vaga.service';
export { gravadorVagas } from './requisicao/gravacao-vagas';
export { vagasAtrasadasDoUsuario } from './situacao/vaga-prazo.service';
