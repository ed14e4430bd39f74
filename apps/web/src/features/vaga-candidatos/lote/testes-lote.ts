import type { ContratoQualquer } from '@backoffice/domain/contrato';
import { CONTRATOS_SELETORES_CADASTROS } from '@backoffice/domain/contratos/cadastros';
import { CONTRATOS_VAGA_CANDIDATOS as C } from '@backoffice/domain/contratos/vaga-candidatos';
import type { CandidatoRelacionadoLinha } from '@backoffice/domain/vaga-candidatos';
import { vi } from 'vitest';

/** A related candidate row for the panel's tests. */
export function linhaRelacionado(extra: Partial<CandidatoRelacionadoLinha> = {}): CandidatoRelacionadoLinha {
  return {
    CD_PESSOA: 10,
    NM_PESSOA: 'Ana Candidata',
    CD_ESTAGIO_VAGA: 3,
    NM_ESTAGIO_VAGA: 'Em análise',
    ID_SITUACAO: null,
    NOTA: null,
    ID_SEXO: 'F',
    ID_POSSUE_DEFICIENCIA: 'N',
    ID_DESTAQUE: 'N',
    ANALISTA_VAGA: 'Rosa',
    DT: null,
    CRIADO_EM: '2030-01-02T10:00:00.000Z',
    DT_CURRICULO: null,
    DT_ENCAMINHAMENTO: null,
    DT_APROVACAO: null,
    DT_REPROVACAO: null,
    NM_MOTIVO_REPROVACAO: null,
    DT_FATURAMENTO: null,
    DT_INICIO_TRABALHO: null,
    CD_ORIGEM_RELACIONAMENTO: 1,
    CD_SITUACAO_ATUAL_VAGA: 1,
    CD_TIPO_CONTRATACAO: 1,
    ID_ENVIA_EMAIL_REPROV: 'S',
    NR_VAGA: 55,
    ...extra,
  };
}

/** The fixed start of a contract's path (before its first parameter). */
const inicio = (c: ContratoQualquer) => c.caminho.split(':')[0]!;

export const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

export interface Enviado {
  url: string;
  metodo: string;
  corpo: unknown;
}

/**
 * A fetch that answers the panel's reads from `linhas` (and `ler`, first) and the writes from
 * `responder` (by URL), recording what was sent.
 */
export function simularApi(
  linhas: () => CandidatoRelacionadoLinha[],
  responder: (url: string, corpo: unknown) => Response | undefined,
  ler: (url: string) => Response | undefined = () => undefined,
) {
  const enviados: Enviado[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url, init) => {
      const u = String(url);
      const metodo = init?.method ?? 'GET';
      if (metodo !== 'GET') {
        const corpo = init?.body ? JSON.parse(String(init.body)) : undefined;
        enviados.push({ url: u, metodo, corpo });
        return responder(u, corpo) ?? json({ message: 'OK' });
      }
      const lido = ler(u);
      if (lido) return lido;
      if (u.includes(inicio(CONTRATOS_SELETORES_CADASTROS['motivos-reprovacao'])))
        return json([
          { cd: 3, nome: 'Experiência insuficiente' },
          { cd: 4, nome: 'Pretensão salarial acima da faixa' },
        ]);
      if (u.includes(inicio(C.situacao))) return json({ ID_VAGA_CONGELADA: 'N' });
      if (u.includes(inicio(C.relacionados))) return json(linhas());
      return json([]);
    }),
  );
  return enviados;
}
