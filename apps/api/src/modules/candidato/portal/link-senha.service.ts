import { CAMINHO_PORTAL, LIMITES_PORTAL, MENSAGENS_PORTAL } from '@backoffice/domain/portal';
import type { AppDeps } from '../../../platform/deps';
import { enderecoPublico } from '../../../platform/endereco-publico';
import { hashToken, novoToken } from '../../../platform/tokens';
import { enviarEmailAoCandidato } from '../../mensageria/mensageria.entry';

/**
 * Why a candidate receives the link to set the area's password: an application from the portal, a
 * record registered by the company's staff without a password, or a reset the candidate asked for.
 */
export type MotivoLinkSenha = 'candidatura' | 'cadastro' | 'redefinicao';

const ABERTURA: Readonly<Record<MotivoLinkSenha, string>> = {
  candidatura:
    'Recebemos sua candidatura. Para acompanhar suas candidaturas na área do candidato, crie sua senha.',
  cadastro:
    'Seu currículo foi cadastrado pela nossa equipe. Para acompanhar suas candidaturas e manter seus dados em dia na área do candidato, crie sua senha.',
  redefinicao: 'Recebemos um pedido para criar uma nova senha da sua área do candidato.',
};

const FECHO: Readonly<Record<MotivoLinkSenha, string>> = {
  candidatura: 'Se você não se candidatou, ignore esta mensagem.',
  cadastro: 'Se você não reconhece este cadastro, ignore esta mensagem.',
  redefinicao: 'Se você não fez este pedido, ignore esta mensagem: sua senha continua a mesma.',
};

/**
 * A one-time link to set the area's password, to the record's own e-mail, built on the configured
 * public address (never the request's Host). The outbox keeps the message; with a real adapter it
 * keeps it without the token, so nobody reading the outbox can use the link.
 */
export async function enviarLinkDeSenha(
  deps: AppDeps,
  c: { cdPessoa: number; nome: string; email: string; motivo: MotivoLinkSenha },
): Promise<void> {
  const primeiroAcesso = c.motivo !== 'redefinicao';
  const token = novoToken();
  const minutos = primeiroAcesso
    ? LIMITES_PORTAL.primeiroAcessoValidoHoras * 60
    : LIMITES_PORTAL.redefinicaoValidaMin;
  await deps.handle.query(
    `insert into redefinicao_senha_candidato (id_token, cd_pessoa, expira_em)
     values ($1, $2, now() + make_interval(mins => $3))`,
    [hashToken(token), c.cdPessoa, minutos],
  );
  const endereco = `${enderecoPublico(deps.config)}${CAMINHO_PORTAL}/nova-senha?token=`;
  const validade = primeiroAcesso
    ? `${LIMITES_PORTAL.primeiroAcessoValidoHoras} horas`
    : `${LIMITES_PORTAL.redefinicaoValidaMin} minutos`;
  const texto = (link: string) =>
    [
      `Olá, ${c.nome.split(' ')[0]}.`,
      '',
      ABERTURA[c.motivo],
      `Para criar a senha, abra o link abaixo (válido por ${validade}):`,
      link,
      '',
      FECHO[c.motivo],
    ].join('\n');
  await enviarEmailAoCandidato(deps, {
    para: c.email,
    assunto: primeiroAcesso ? MENSAGENS_PORTAL.assuntoPrimeiroAcesso : MENSAGENS_PORTAL.assuntoRedefinicao,
    texto: texto(`${endereco}${token}`),
    registrar: texto(`${endereco}[link de uso único omitido]`),
    cdPessoa: c.cdPessoa,
  });
}
