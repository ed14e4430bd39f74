import { formatarData } from '@backoffice/domain/datas';
import {
  LIMITES_PARECER,
  MENSAGENS_PARECER as M,
  TIPO_AVISO_PARECER,
} from '@backoffice/domain/parecer-cliente';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { consultar } from '../../../db/client';
import type { AppDeps } from '../../../platform/deps';
import { iniciarRodadas, type Rodadas } from '../../../platform/poller';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { criarAviso } from '../../usuario/usuario.entry';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';
import { enviarAoContato } from './envio-contato';
import { dadosVagaParecer } from './parecer-cliente.service';

const LOTE = 200;

/** Active links nobody answered yet (no verdict on any of their candidates), created before `limite`. */
const SEM_RESPOSTA = (agora: Date, horas: number) => sql`
  l.revogado_em IS NULL AND l.expira_em > ${agora.toISOString()}::timestamptz
  AND l.criado_em <= ${agora.toISOString()}::timestamptz - make_interval(hours => ${horas})
  AND NOT EXISTS (SELECT 1 FROM parecer_cliente_candidato pc WHERE pc.id_link = l.id_link AND pc.id_parecer IS NOT NULL)`;

interface LinkLembrete {
  id_link: number;
  nr_vaga: number;
  criado_em: string;
  contato: string | null;
  email: string | null;
  cliente: string | null;
  cd_comercial: number | null;
  email_comercial: string | null;
  cd_sip_comercial: number | null;
}

/**
 * One round of the verdict links' reminders at the instant `agora` (tests fix it): a link still
 * active and unanswered 48 hours after it was sent gets a reminder e-mail to its contact
 * (lembrete_em); at 96 hours the client's commercial contact gets an alert and an e-mail
 * (alerta_comercial_em). Each goes once: the link's row is taken with SKIP LOCKED and its column
 * checked in the same transaction, so instances running the round together never send twice.
 */
export async function enviarLembretesParecer(
  deps: AppDeps,
  agora: Date = new Date(),
): Promise<{ lembretes: number; alertas: number }> {
  let lembretes = 0;
  let alertas = 0;
  for (const etapa of ['lembrete', 'alerta'] as const) {
    const coluna = etapa === 'lembrete' ? sql.raw('lembrete_em') : sql.raw('alerta_comercial_em');
    const horas = etapa === 'lembrete' ? LIMITES_PARECER.horasLembrete : LIMITES_PARECER.horasAlertaComercial;
    const ids = await consultar<{ id_link: number }>(
      deps.db,
      sql`SELECT l.id_link::float8 AS id_link FROM parecer_cliente_link l
           WHERE l.${coluna} IS NULL AND ${SEM_RESPOSTA(agora, horas)}
           ORDER BY l.criado_em LIMIT ${LOTE}`,
    );
    for (const { id_link } of ids) {
      const enviado = await deps.db.transaction(async (tx) => {
        const [l] = await consultar<LinkLembrete>(
          tx,
          sql`SELECT l.id_link::float8 AS id_link, l.nr_vaga::float8 AS nr_vaga, l.criado_em::text AS criado_em,
                     pc.nm_pessoa AS contato, pc.ds_email AS email,
                     coalesce(cli.nm_apelido, cli.nm_pessoa) AS cliente,
                     c.cd_pessoa_comercial::float8 AS cd_comercial, pcom.ds_email AS email_comercial,
                     (SELECT u.cd_sip FROM ${tabelasUsuario.usuario('u')}
                       WHERE u.user_sip = c.cd_pessoa_comercial AND u.id_ativo = 'S' ORDER BY u.cd_sip LIMIT 1)
                       AS cd_sip_comercial
                FROM parecer_cliente_link l
                JOIN ${tabelasCliente.cliente('c')} ON c.cd_pessoa = l.cd_pessoa_cliente
                LEFT JOIN ${tabelasCandidato.pessoa('cli')} ON cli.cd_pessoa = l.cd_pessoa_cliente
                LEFT JOIN ${tabelasCandidato.pessoa('pc')} ON pc.cd_pessoa = l.cd_pessoa_contato
                LEFT JOIN ${tabelasCandidato.pessoa('pcom')} ON pcom.cd_pessoa = c.cd_pessoa_comercial
               WHERE l.id_link = ${id_link} AND l.${coluna} IS NULL AND ${SEM_RESPOSTA(agora, horas)}
               FOR UPDATE OF l SKIP LOCKED`,
        );
        if (!l) return false;
        const vaga = await dadosVagaParecer(tx, Number(l.nr_vaga));
        const cargo = vaga?.cargo ?? `Vaga ${l.nr_vaga}`;
        if (etapa === 'lembrete') {
          if (l.email?.trim())
            await enviarAoContato(deps, tx, {
              canal: 'email',
              para: l.email.trim(),
              assunto: M.assuntoLembrete(cargo),
              texto: [
                `Olá, ${(l.contato ?? '').split(' ')[0]}.`,
                '',
                `Os candidatos que encaminhamos em ${formatarData(new Date(l.criado_em))} para a vaga ${cargo} aguardam o seu parecer.`,
                `Abra o link do e-mail "${M.assuntoEnvio(cargo)}" para aprovar, reprovar ou pedir entrevista.`,
              ].join('\n'),
              cdUsuario: null,
            });
        } else {
          const texto = M.avisoSemResposta(l.cliente ?? '', Number(l.nr_vaga), horas);
          if (l.cd_sip_comercial)
            await criarAviso(tx, deps.realtime, {
              cd_tipo_aviso: TIPO_AVISO_PARECER.semResposta,
              nr_vaga: Number(l.nr_vaga),
              cd_sip: Number(l.cd_sip_comercial),
              ds_complemento_aviso: texto,
            });
          if (l.email_comercial?.trim())
            await enviarAoContato(deps, tx, {
              canal: 'email',
              para: l.email_comercial.trim(),
              assunto: M.assuntoAlertaComercial(l.cliente ?? ''),
              texto: [texto, `Contato: ${l.contato ?? ''}. Vaga: ${cargo} (${l.nr_vaga}).`].join('\n'),
              cdUsuario: null,
            });
        }
        await tx.execute(
          sql`UPDATE parecer_cliente_link SET ${coluna} = ${agora.toISOString()}::timestamptz WHERE id_link = ${id_link}`,
        );
        return true;
      });
      if (enviado) {
        if (etapa === 'lembrete') lembretes++;
        else alertas++;
      }
    }
  }
  return { lembretes, alertas };
}

/** The reminders' round on this instance, every PARECER_LEMBRETE_POLL_SECONDS (0 = none here). */
export function iniciarLembretesParecer(deps: AppDeps, log: FastifyBaseLogger): Rodadas {
  return iniciarRodadas(
    deps.config.PARECER_LEMBRETE_POLL_SECONDS * 1000,
    async () => {
      await enviarLembretesParecer(deps);
    },
    log,
    'lembretes de parecer do cliente',
  );
}

/** Starts the reminders' round with the app and stops it with the app. */
export async function parecerLembretesRoutes(
  app: FastifyInstance,
  { deps }: { deps: AppDeps },
): Promise<void> {
  let rodadas: Rodadas | null = null;
  app.addHook('onReady', async () => {
    rodadas = iniciarLembretesParecer(deps, app.log);
  });
  app.addHook('onClose', async () => {
    await rodadas?.parar();
  });
}
