import { sql } from 'drizzle-orm';
import { criarCandidato } from '../../../../test/vaga-fixtures';
import type { Mensageria } from '../../../platform/adapters/mensageria';
import { ErroEnvio } from '../../../platform/adapters/mensageria';
import { usarCandidatosVaga } from '../candidatos/candidatos-vaga.fixtures';

/** A related candidate as a bulk action leaves it. */
export interface LinhaLote {
  cd_estagio_vaga: number;
  id_situacao: string | null;
  dt_curriculo: string | null;
  dt_encaminhamento: string | null;
  dt_reprovacao: string | null;
  cd_motivo_reprovacao: number | null;
  cd_usuario: number | null;
}

/** What the bulk action test files share: the candidate panel's app plus candidates, groups and sends. */
export function usarAcoesLote() {
  const f = usarCandidatosVaga();
  const enviados: { canal: string; para: string }[] = [];

  /** Adapters that record what they send; destinations in `recusar` are refused. */
  function mensageriaDeTeste(recusar: Set<string> = new Set()): Mensageria {
    const enviar = (canal: string) => async (para: string) => {
      if (recusar.has(para)) throw new ErroEnvio(`Destino recusado: ${para}`);
      enviados.push({ canal, para });
      return { id: `${canal}-${enviados.length}` };
    };
    return {
      email: { nome: 'local', enviar: (m) => enviar('email')(m.para) },
      sms: { nome: 'local', enviar: (m) => enviar('sms')(m.para) },
      whatsapp: { nome: 'local', enviar: (para) => enviar('whatsapp')(para) },
    };
  }

  /** A vacancy with candidates related at the given stages (and situations). */
  async function vagaCom(
    ...estagios: (number | [number, 'A' | 'R'])[]
  ): Promise<{ nr: number; cds: number[] }> {
    const { nr } = await f.novaVaga();
    const cds: number[] = [];
    for (const [i, e] of estagios.entries()) {
      const cd = await criarCandidato(f.estado.t.app.deps.db, `Candidato ${nr}-${i + 1}`);
      const [estagio, situacao] = Array.isArray(e) ? e : [e, null];
      await f.relacionar(nr, cd, estagio, situacao);
      cds.push(cd);
    }
    return { nr, cds };
  }

  async function linha(nr: number, cd: number): Promise<LinhaLote> {
    const [r] = await f.q<LinhaLote>(sql`
      SELECT cd_estagio_vaga, id_situacao, dt_curriculo::text, dt_encaminhamento::text, dt_reprovacao::text,
             cd_motivo_reprovacao, cd_usuario
        FROM vaga_candidato WHERE nr_vaga = ${nr} AND cd_pessoa_candidato = ${cd}`);
    return r;
  }

  async function contar(query: ReturnType<typeof sql>): Promise<number> {
    const [r] = await f.q<{ n: number }>(query);
    return Number(r.n);
  }

  /** The writes a refused action must not have made on the vacancy. */
  async function escritas(nr: number) {
    return {
      acoes: await contar(sql`SELECT count(*) AS n FROM acao_lote WHERE nr_vaga = ${nr}`),
      notasVaga: await contar(sql`SELECT count(*) AS n FROM vaga_historico WHERE nr_vaga = ${nr}`),
      notasCandidatos: await contar(sql`SELECT count(*) AS n FROM candidato_historico WHERE nr_vaga = ${nr}`),
    };
  }

  const aplicar = (nr: number, corpo: Record<string, unknown>, s = f.estado.analista) =>
    f.post(`vaga/${nr}/acoes-em-lote`, corpo, s);
  const desfazer = (id: number, s = f.estado.analista) => f.post(`acoes-em-lote/${id}/desfazer`, {}, s);

  return { ...f, enviados, mensageriaDeTeste, vagaCom, linha, contar, escritas, aplicar, desfazer };
}
