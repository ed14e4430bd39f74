import type {
  CargoCandidato,
  ConfiguracaoCurriculo,
  DeficienciaCandidato,
  EmpregoCandidato,
} from '@backoffice/domain/curriculo';
import { MENSAGENS_CURRICULO as M } from '@backoffice/domain/curriculo';
import { useQuery } from '@tanstack/react-query';
import { consulta, requisitar } from '../../../lib/api-client';

export function useCargosCandidato(cdPessoa: number, ativo: boolean) {
  return useQuery({
    queryKey: ['curriculo', 'cargos', cdPessoa],
    enabled: ativo,
    queryFn: consulta<CargoCandidato[]>(`candidato/cargos/${cdPessoa}`, M.erroCargos),
  });
}

export function useEmpregosCandidato(cdPessoa: number, ativo: boolean) {
  return useQuery({
    queryKey: ['curriculo', 'empregos', cdPessoa],
    enabled: ativo,
    queryFn: consulta<EmpregoCandidato[]>(`candidato/empregos/${cdPessoa}`, M.erroEmpregos),
  });
}

export function useDeficienciasCandidato(cdPessoa: number, ativo: boolean) {
  return useQuery({
    queryKey: ['curriculo', 'deficiencias', cdPessoa],
    enabled: ativo,
    queryFn: consulta<DeficienciaCandidato[]>(`candidato/deficiencias/${cdPessoa}`, M.erroDeficiencias),
  });
}

/** The resume PDF (POST with the app's client headers), as a Blob. */
export function baixarCurriculo(nrVaga: number, cdPessoa: number, c: ConfiguracaoCurriculo): Promise<Blob> {
  return requisitar<Blob>(`candidato/curriculo/${nrVaga}/${cdPessoa}`, {
    metodo: 'POST',
    corpo: c,
    resposta: 'blob',
    fallback: M.erroGerar,
  });
}

/** Forwards the candidate (stage 5) and answers the referral letter PDF. */
export async function encaminharECarta(nrVaga: number, cdPessoa: number): Promise<Blob> {
  await requisitar<{ status: number; msg: string }>(
    `candidato/aprova-candidato-estagio-vaga/${nrVaga}/${cdPessoa}/5`,
    {
      metodo: 'POST',
      fallback: M.erroEncaminhar,
    },
  );
  return requisitar<Blob>(`candidato/encaminhamento/${nrVaga}/${cdPessoa}`, {
    resposta: 'blob',
    fallback: M.erroCarta,
  });
}
