import { CAMINHO_PARECER_CLIENTE as P } from '@backoffice/domain/parecer-cliente';
import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { criarPessoa } from '../../../../test/factories';
import { criarCandidato, criarCliente } from '../../../../test/vaga-fixtures';
import { usarCandidatosVaga } from '../candidatos/candidatos-vaga.fixtures';

let ipSeguinte = 10;

/** A new address for the requests of one test (the answers' rate limit counts per address). */
export function novoIp(): string {
  ipSeguinte++;
  return `10.0.${Math.floor(ipSeguinte / 250)}.${ipSeguinte % 250}`;
}

/**
 * What the client's verdict tests share: the candidate panel's app and vacancy helpers, rejection
 * reasons (one inactive), contacts of the client, a vacancy with forwarded candidates, and the
 * client's page (read, post an answer with the page's stamp).
 */
export function usarParecer() {
  const f = usarCandidatosVaga();
  const { estado, q } = f;
  beforeAll(async () => {
    await estado.t.app.deps.db.execute(sql`
      INSERT INTO motivo_reprovacao (cd_motivo_reprovacao, ds_motivo_reprovacao, id_ativo)
      VALUES (1, 'Perfil não atende', 'S'), (2, 'Motivo antigo', 'N') ON CONFLICT DO NOTHING`);
  });
  const db = () => estado.t.app.deps.db;

  async function contato(
    o: { cliente?: number; email?: string | null; ativo?: 'S' | 'N'; celular?: string } = {},
  ): Promise<number> {
    const cd = await criarPessoa(db(), {
      nm_pessoa: 'Paula Contato',
      ds_email: o.email === null ? undefined : (o.email ?? 'paula@cliente.com.br'),
    });
    await db().execute(sql`INSERT INTO cliente_contato (cd_pessoa, cd_pessoa_cliente, id_ativo)
      VALUES (${cd}, ${o.cliente ?? estado.cliente}, ${o.ativo ?? 'S'})`);
    if (o.celular)
      await db().execute(sql`INSERT INTO pessoa_telefone (cd_pessoa, nr_sequencia, cd_tipo_telefone, nr_telefone)
        VALUES (${cd}, 1, '5', ${o.celular})`);
    return cd;
  }

  /** A vacancy of the analyst with `nomes` related at `estagio`, and a contact of its client. */
  async function cenario(nomes: string[] = ['Ana Souza', 'Bruno Lima'], estagio = 3) {
    const { nr } = await f.novaVaga({ cd_usuario_analista: estado.analista.usuario.cd_sip });
    const cds: number[] = [];
    for (const n of nomes) {
      const cd = await criarCandidato(db(), n);
      await f.relacionar(nr, cd, estagio);
      cds.push(cd);
    }
    return { nr, cds, contato: await contato() };
  }

  /** Sends a link (200 expected) and answers its token. */
  async function enviar(nr: number, cdContato: number, candidatos: number[], whatsapp = false) {
    const r = await f.post(`vaga/${nr}/parecer-cliente`, {
      cd_pessoa_contato: cdContato,
      candidatos,
      ...(whatsapp ? { whatsapp } : {}),
    });
    expect(r.statusCode, r.body).toBe(200);
    const corpo = r.json() as { id_link: number; url: string; canais: string[]; expira_em: string };
    return { ...corpo, token: corpo.url.slice(corpo.url.lastIndexOf('/') + 1) };
  }

  const pagina = (caminho: string, ip = novoIp()) =>
    estado.t.app.inject({ method: 'GET', url: `${P}/${caminho}`, remoteAddress: ip });

  const carimbos = new Map<string, string>();
  /** The stamp of the page's forms (read once per link: a stamp serves every form of the page for a day). */
  async function carimbo(token: string): Promise<string> {
    const guardado = carimbos.get(token);
    if (guardado) return guardado;
    const r = await pagina(token);
    const m = /name="carimbo" value="([^"]+)"/.exec(r.body);
    expect(m, r.body).not.toBeNull();
    carimbos.set(token, (m as RegExpExecArray)[1]);
    return (m as RegExpExecArray)[1];
  }

  /** Posts an answer as the page's form does (the stamp read from the page unless given). */
  async function responder(
    token: string,
    campos: Record<string, string>,
    o: { ip?: string; carimbo?: string | null; headers?: Record<string, string> } = {},
  ) {
    const c = o.carimbo === undefined ? await carimbo(token) : o.carimbo;
    const corpo = new URLSearchParams({ ...(c === null ? {} : { carimbo: c }), ...campos }).toString();
    return estado.t.app.inject({
      method: 'POST',
      url: `${P}/${token}/responder`,
      remoteAddress: o.ip ?? novoIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(o.headers ?? {}) },
      payload: corpo,
    });
  }

  async function parecerDe(idLink: number, cd: number) {
    const [r] = await q<{
      id_parecer: string | null;
      cd_motivo_reprovacao: number | null;
      ds_parecer: string | null;
      ds_horarios: string[] | null;
      respondido_em: string | null;
      tratado_em: string | null;
    }>(sql`SELECT id_parecer, cd_motivo_reprovacao, ds_parecer, ds_horarios, respondido_em::text, tratado_em::text
             FROM parecer_cliente_candidato WHERE id_link = ${idLink} AND cd_pessoa_candidato = ${cd}`);
    return r;
  }

  async function conta(tabela: string): Promise<number> {
    const [r] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(tabela)}`);
    return Number(r.n);
  }

  return {
    ...f,
    db,
    contato,
    cenario,
    enviar,
    pagina,
    carimbo,
    responder,
    parecerDe,
    conta,
    outroCliente: criarCliente,
  };
}
