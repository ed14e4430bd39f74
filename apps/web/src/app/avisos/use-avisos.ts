import { EVENTO_AVISO, EVENTO_AVISO_VISUALIZADO } from '@backoffice/domain/aviso';
import { CONTRATOS_USUARIO as C } from '@backoffice/domain/contratos/usuario';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar } from '../../lib/api-client';
import { chaveDe, consulta } from '../../lib/dados';
import { useRealtime } from '../../lib/realtime-client';
import { type Aviso, chaveAviso } from './aviso';

/** The key of the alerts' read, whose cache the live events update. */
export const CHAVE_AVISOS = chaveDe(C.avisos, {});
export const MENSAGEM_FALHA_CONFIRMAR = 'Falha ao confirmar visualização.';

function lista(dados: unknown): Aviso[] {
  return Array.isArray(dados)
    ? (dados as Aviso[]).filter((a) => a && typeof a.CD_TIPO_AVISO === 'number')
    : [];
}

/** The logged user's unviewed alerts: loaded once, then fed live by the 'aviso' event. */
export function useAvisos() {
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: CHAVE_AVISOS,
    queryFn: async (ctx) => lista(await consulta(C.avisos, {}).queryFn(ctx)),
    meta: { silencioso: true },
    staleTime: Number.POSITIVE_INFINITY,
  });

  useRealtime<Aviso | Aviso[]>(EVENTO_AVISO, (dados) => {
    const novos = lista(Array.isArray(dados) ? dados : [dados]);
    if (novos.length === 0) return;
    qc.setQueryData<Aviso[]>(CHAVE_AVISOS, (atual = []) => {
      const vistos = new Set(atual.map(chaveAviso));
      return [...atual, ...novos.filter((n) => !vistos.has(chaveAviso(n)) && n.VIEWED !== 'S')];
    });
  });

  useRealtime<{ ID?: number }>(EVENTO_AVISO_VISUALIZADO, (dados) => {
    if (typeof dados?.ID !== 'number') return;
    qc.setQueryData<Aviso[]>(CHAVE_AVISOS, (atual = []) => atual.filter((x) => x.ID !== dados.ID));
  });

  const remover = (a: Aviso) =>
    qc.setQueryData<Aviso[]>(CHAVE_AVISOS, (atual = []) =>
      atual.filter((x) => chaveAviso(x) !== chaveAviso(a)),
    );

  const confirmar = useMutation({
    mutationFn: async (a: Aviso) => {
      if (a.ID !== null && a.ID !== undefined) {
        await chamar(
          C.confirmarAviso,
          { corpo: { id_alerta: a.ID } },
          { fallback: MENSAGEM_FALHA_CONFIRMAR },
        );
      }
      return a;
    },
    onSuccess: remover,
  });

  return {
    avisos: query.data ?? [],
    /** The first answer has arrived: later alerts are new. */
    carregado: query.isSuccess,
    confirmar: confirmar.mutate,
    confirmando: confirmar.isPending ? confirmar.variables : undefined,
    remover,
  };
}
