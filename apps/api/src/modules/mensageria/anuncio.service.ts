import type { UsuarioSessao } from '@backoffice/domain/auth';
import { numeroWhatsapp, primeiroNome } from '@backoffice/domain/formatacao';
import {
  type EnvioAnuncioResposta,
  type ErroEnvioCandidato,
  MENSAGENS_ENVIO,
} from '@backoffice/domain/mensageria';
import type { AppDeps } from '../../platform/deps';
import { badRequest } from '../../platform/errors';
import { marcarEnvio } from '../pesquisa-candidatos/pesquisa-candidatos.entry';
import {
  candidatosDaSelecao,
  ENVIOS_SIMULTANEOS,
  emLotes,
  type Resultado,
  registrarSaida,
  tentar,
  type VagaEnvio,
  vagaDaSelecao,
} from './envio-selecao.service';

const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

function textoAnuncio(v: VagaEnvio, nome: string) {
  const local = v.nm_cidade ? ` em ${v.nm_cidade}${v.cd_uf ? `/${v.cd_uf}` : ''}` : '';
  const salario = v.vl_salario ? `\nSalário: ${moeda.format(v.vl_salario)}` : '';
  const primeiro = primeiroNome(nome);
  return {
    assunto: `Oportunidade: ${v.nm_cargo} - vaga ${v.nr_vaga}`,
    email:
      `Olá, ${primeiro}!\n\nEncontramos uma vaga de ${v.nm_cargo}${local} que combina com o seu currículo.` +
      `${salario}\n\nSe tiver interesse, responda a esta mensagem ou fale com ${v.nm_analista ?? 'nossa equipe'}` +
      ` informando a vaga ${v.nr_vaga}.\n\nRecrutamento e Seleção`,
    sms: `Ola ${primeiro}, temos uma vaga de ${v.nm_cargo}${local} para voce (vaga ${v.nr_vaga}). Interessado? Responda SIM.`.slice(
      0,
      160,
    ),
  };
}

/**
 * POST candidato/envio-anuncio-candidato/{selection}: the vacancy's announcement by e-mail and SMS to
 * every candidate of the search not discarded (spec 001 §2.5). The messages go out first; then one
 * transaction records each send and marks the rows (S sent, N failed).
 */
export async function envioAnuncio(
  deps: Pick<AppDeps, 'db'> & { mensageria: AppDeps['mensageria'] },
  usuario: UsuarioSessao,
  nrSelecao: number,
): Promise<EnvioAnuncioResposta> {
  const vaga = await vagaDaSelecao(deps.db, nrSelecao, 'enviarMensagens');
  const candidatos = await candidatosDaSelecao(deps.db, nrSelecao);
  const comContato = candidatos.filter((c) => c.ds_email || c.nr_telefone_cel);
  if (!comContato.length) throw badRequest(MENSAGENS_ENVIO.semCandidatos);
  const { email, sms } = deps.mensageria;

  const resultados = await emLotes(comContato, ENVIOS_SIMULTANEOS, async (c) => {
    const t = textoAnuncio(vaga, c.nm_pessoa);
    const celular = c.nr_telefone_cel ? numeroWhatsapp(c.nr_telefone_cel) : null;
    return {
      c,
      t,
      celular,
      email: c.ds_email
        ? await tentar(() => email.enviar({ para: c.ds_email as string, assunto: t.assunto, texto: t.email }))
        : null,
      sms: celular ? await tentar(() => sms.enviar({ para: celular, texto: t.sms })) : null,
    };
  });

  const erros: ErroEnvioCandidato[] = [];
  const enviados = { email: 0, sms: 0 };
  await deps.db.transaction(async (tx) => {
    for (const r of resultados) {
      const envios = [
        {
          canal: 'email' as const,
          adaptador: email.nome,
          destino: r.c.ds_email,
          assunto: r.t.assunto,
          conteudo: r.t.email,
          resultado: r.email,
        },
        {
          canal: 'sms' as const,
          adaptador: sms.nome,
          destino: r.celular,
          conteudo: r.t.sms,
          resultado: r.sms,
        },
      ];
      for (const e of envios) {
        if (!e.resultado || !e.destino) continue;
        await registrarSaida(tx, {
          ...e,
          destino: e.destino,
          resultado: e.resultado,
          cdPessoa: r.c.cd_pessoa,
          nrSelecao,
          cdUsuario: usuario.cd_sip,
        });
        if (e.resultado.ok) enviados[e.canal]++;
        else
          erros.push({
            CD_PESSOA: r.c.cd_pessoa,
            NM_PESSOA: r.c.nm_pessoa,
            CANAL: e.canal,
            ERRO: e.resultado.erro,
          });
      }
      const flag = (x: Resultado | null) => (x === null ? null : x.ok ? 'S' : 'N');
      await marcarEnvio(tx, nrSelecao, r.c.cd_pessoa, { email: flag(r.email), sms: flag(r.sms) });
    }
  });
  return {
    message: MENSAGENS_ENVIO.envioNormalConcluido(enviados.email, enviados.sms),
    enviados,
    erros,
  };
}
