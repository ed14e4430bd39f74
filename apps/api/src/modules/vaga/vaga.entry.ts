// What other modules may use of the vacancy module; everything else in vaga/ is its own.

export { relacionarNaTransacao } from './candidatos/relacionar.service';
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
