import { TimelineCandidato } from '../../components/candidato-historico/historico-vagas-modal';
import { useCabecalhoCandidato } from './cabecalho-candidato';

/** 'Histórico' of the candidate data page: the candidate's timeline and 'Inserir histórico'. */
export function HistoricoTab({ cdPessoaCandidato }: { cdPessoaCandidato: number }) {
  const c = useCabecalhoCandidato(cdPessoaCandidato);
  return (
    <TimelineCandidato
      cdPessoa={cdPessoaCandidato}
      nome={c.data?.NM_PESSOA ?? `Candidato ${cdPessoaCandidato}`}
      alturaMaxima="60vh"
    />
  );
}
