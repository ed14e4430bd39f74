// What other modules may use of the vacancy module; everything else in vaga/ is its own.

export { buscarVagaPublicada, jobPosting, type VagaPublica } from './divulgacao-publica.service';
export { situacaoDaVaga } from './info-vaga.service';
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
} from './portal-vagas.service';
export { relacionarNaTransacao } from './relacionar.service';
export { unidadesPrazo, vagasAtrasadasDoUsuario } from './vaga-prazo.service';
